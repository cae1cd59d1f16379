// focus.js: which control takes the keyboard's focus after a draw (issue 36, item 4).
import assert from "node:assert/strict";
import { test } from "node:test";

import { focusTarget } from "../../src/bridgewhist/web/static/js/focus.js";

const control = (action) => ({ dataset: { action } });

test("asked to double, the focus starts on Satisfied, not on I double", () => {
  const calls = [control("double"), control("satisfied")];
  assert.equal(focusTarget(calls, null).dataset.action, "satisfied");
});

test("a player who doubled last is not put back on I double when the double is answered", () => {
  const calls = [control("double"), control("satisfied")];
  assert.equal(focusTarget(calls, "double").dataset.action, "satisfied");
});

test("the last action's control is focused again when it is safe", () => {
  const cards = [control("SA"), control("HK"), control("D2")];
  assert.equal(focusTarget(cards, "HK").dataset.action, "HK");
  assert.equal(focusTarget(cards, "C3").dataset.action, "SA");
});
