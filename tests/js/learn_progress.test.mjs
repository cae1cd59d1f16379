// learn_progress.js: the lessons' progress as the browser keeps it.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  PROGRESS_KEY, doneKeys, markDone, nextLesson, progressText,
} from "../../src/bridgewhist/web/static/js/learn_progress.js";

function memory(initial = {}) {
  const kept = { ...initial };
  return {
    kept,
    getItem: (key) => (key in kept ? kept[key] : null),
    setItem: (key, value) => { kept[key] = value; },
  };
}

test("a lesson done is kept once, and a restart forgets it", () => {
  const storage = memory();
  assert.deepEqual(markDone(storage, "make"), ["make"]);
  assert.deepEqual(markDone(storage, "make"), ["make"]);
  assert.deepEqual(markDone(storage, "values"), ["make", "values"]);
  assert.deepEqual(markDone(storage, "make", false), ["values"]);
  assert.deepEqual(JSON.parse(storage.kept[PROGRESS_KEY]), ["values"]);
});

test("an unreadable record is no progress, never an error", () => {
  assert.deepEqual(doneKeys(memory({ [PROGRESS_KEY]: "{not json" })), []);
  assert.deepEqual(doneKeys(memory({ [PROGRESS_KEY]: "{\"a\": 1}" })), []);
  assert.deepEqual(doneKeys(memory({ [PROGRESS_KEY]: "[\"make\", 3]" })), ["make"]);
});

test("a storage that refuses to keep leaves the progress of the page", () => {
  const refusing = { getItem: () => null, setItem: () => { throw new Error("quota"); } };
  assert.deepEqual(markDone(refusing, "make"), ["make"]);
});

test("the next lesson and the progress line", () => {
  const order = ["make", "values", "doubling"];
  assert.equal(nextLesson(order, "make"), "values");
  assert.equal(nextLesson(order, "doubling"), null);
  assert.equal(nextLesson(order, "nope"), null);
  assert.equal(progressText(order, ["values", "gone"]), "1 of 3 lessons done");
});
