// pad-store.js: the score pad page's one state and its named steps (each pure: the state given
// is never changed), what the phone keeps of a pad, and the service worker keeping every module
// the pad's page loads (so the page opens with no network).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import {
  blockShown, correctionEnded, correctionStarted, initialPadState, opened, padHeard, padStore, queue,
  save, saved, syncEnded, syncStarted, update,
} from "../../src/bridgewhist/web/static/js/pad-store.js";

const JS = join(dirname(fileURLToPath(import.meta.url)), "../../src/bridgewhist/web/static/js");
const PAD = { title: "", sides: { NS: "Ames-Cole", EW: "Bell-Dunn" }, deals: [] };

/** A stand-in for the browser's localStorage. */
function phone() {
  const items = new Map();
  return {
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => { items.set(k, String(v)); },
    items,
  };
}

test("each step returns a new state and leaves the one given as it was", () => {
  const start = Object.freeze(initialPadState());
  const open = opened(start, "p1", "k1", null);
  assert.deepEqual(start, initialPadState());
  assert.equal(open.padId, "p1");
  assert.equal(open.key, "k1");
  const told = Object.freeze(padHeard(open, { pad: PAD, can_edit: true, share_url: "/pad/#id=p1&key=r" }));
  assert.deepEqual(told.heard, { pad: PAD, can_edit: true, share_url: "/pad/#id=p1&key=r" });
  // An answer without the share link keeps the one heard before.
  assert.equal(padHeard(told, { pad: PAD, can_edit: false }).heard.share_url, "/pad/#id=p1&key=r");
  assert.equal(padHeard(told, { pad: PAD, can_edit: false }).heard.can_edit, false);
  const fixing = Object.freeze(correctionStarted(told, 7));
  assert.equal(fixing.correcting, 7);
  assert.equal(correctionEnded(fixing).correcting, null);
  assert.equal(syncStarted(told).syncing, true);
  assert.equal(syncEnded(syncStarted(told)).syncing, false);
  assert.deepEqual(blockShown(told, { over: true }).shownBlock, { over: true });
  assert.equal(told.correcting, null);
});

test("a pad opened starts from what the phone kept, with nothing being corrected", () => {
  const fixing = correctionStarted(opened(initialPadState(), "p1", "k1", null), 3);
  const kept = { pad: PAD, can_edit: true, share_url: null };
  const other = opened(fixing, "p2", "k2", kept);
  assert.deepEqual([other.padId, other.key, other.heard, other.correcting], ["p2", "k2", kept, null]);
  // An address without an id or a key is the start page: no pad open.
  assert.equal(opened(other, null, "k2", null).padId, null);
  assert.equal(opened(other, "p2", null, null).padId, null);
});

test("update applies a step to the page's one state", () => {
  update(opened, "p9", "k9", null);
  const after = update(correctionStarted, 4);
  assert.equal(padStore.state, after);
  assert.deepEqual([after.padId, after.correcting], ["p9", 4]);
  update(opened, null, null, null);
});

test("what the phone keeps: the pad's last view and its queue, by pad, and the list of pads", () => {
  globalThis.localStorage = phone();
  try {
    const state = padHeard(opened(initialPadState(), "p1", "k1", null), { pad: PAD, can_edit: true });
    assert.deepEqual(saved(state), {});
    assert.deepEqual(queue(state), []);
    save(state, { state: state.heard });
    save(state, { queue: [{ op: "enter", entry: { dealer: "N" } }] });
    assert.equal(saved(state).key, "k1");
    assert.deepEqual(saved(state).state, state.heard);
    assert.deepEqual(queue(state), [{ op: "enter", entry: { dealer: "N" } }]);
    assert.deepEqual(JSON.parse(localStorage.getItem("bw-pads")),
      { p1: { key: "k1", title: "", sides: PAD.sides } });
    localStorage.setItem("bw-pad:p1", "{not json");
    assert.deepEqual(saved(state), {});
  } finally {
    delete globalThis.localStorage;
  }
});

test("the service worker keeps every module the pad's page loads", () => {
  const loaded = new Set();
  const visit = (name) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    const text = readFileSync(join(JS, name), "utf8");
    for (const [, dep] of text.matchAll(/from "\.\/([\w.-]+\.js)"/g)) visit(dep);
  };
  visit("pad.js");
  const worker = readFileSync(join(JS, "pad-sw.js"), "utf8");
  for (const name of loaded) assert.ok(worker.includes(`"/static/js/${name}"`), `pad-sw.js keeps ${name}`);
  assert.ok(loaded.has("pad-store.js") && loaded.has("pad-form.js"));
});
