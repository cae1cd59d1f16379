// pace.js: the computer players' acts shown at a human pace, a finished trick held a moment.
import assert from "node:assert/strict";
import { test } from "node:test";

import { PACES, Presenter, lastTrickLaw } from "../../src/bridgewhist/web/static/js/pace.js";

/** A presenter on a clock that stands still, recording what it presents. */
function presenter(current, { pace = "normal", computer = true } = {}) {
  const shown = [];
  const pacing = [];
  const p = new Presenter({
    present: (frame) => shown.push(frame), pace: () => pace, isComputer: () => computer,
    current: () => current, clock: () => 1000, pacing: (on) => pacing.push(on),
  });
  return { p, shown, pacing };
}

const PLAYING = { view: { phase: "play", turn: "W", acting: "W", trick: { leader: "W", cards: [] } }, seq: 4, pending: null };

test("a view after a computer player's act waits the pace's delay", () => {
  const { p } = presenter(PLAYING);
  assert.equal(p.delayOf({ type: "view", seq: 5, view: {} }), PACES.normal.act);
  assert.equal(p.delayOf({ type: "event" }), 0);
  assert.equal(p.delayOf({ type: "view", seq: 4, view: {} }), 0, "an old view comes at once");
});

test("a person's act, an action pending, or the pace off: no wait", () => {
  assert.equal(presenter(PLAYING, { computer: false }).p.delayOf({ type: "view", seq: 5 }), 0);
  assert.equal(presenter({ ...PLAYING, pending: "a1" }).p.delayOf({ type: "view", seq: 5 }), 0);
  assert.equal(presenter(PLAYING, { pace: "off" }).p.delayOf({ type: "view", seq: 5 }), 0);
});

test("frames with no wait are presented at once, in order, and the page told nothing waits", () => {
  const { p, shown, pacing } = presenter({ view: null, seq: null, pending: null });
  p.push({ type: "event", text: "a" });
  p.push({ type: "view", seq: 1, view: { phase: "declaration" } });
  assert.deepEqual(shown.map((f) => f.type), ["event", "view"]);
  assert.deepEqual(pacing, [false, false]);
  assert.ok(!p.holding());
});

test("the last trick's law is the one the view cites, never looked up by the code's name", () => {
  const rule = "Once a trick is turned and quitted it must not be looked at until the end of the hand";
  for (const law of ["english-1904 law 108", "american-1904 law 98", "american-1905 law 98"]) {
    assert.equal(lastTrickLaw({ code: "english-1904", quitted_trick_law: law }), `${rule} (${law}).`);
  }
  assert.equal(lastTrickLaw({ quitted_trick_law: "a club's code law 7" }), `${rule} (a club's code law 7).`);
  for (const view of [{ code: "english-1904" }, { quitted_trick_law: null }, { quitted_trick_law: "" }, null, undefined]) {
    assert.equal(lastTrickLaw(view), `${rule}.`, "no citation sent, none made up from the code's name");
  }
});
