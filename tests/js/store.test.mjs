// store.js: the table page's one state and the pure steps that change it.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  actionSent, arriving, drawn, initialState, refused, store, tokenChanged, tokenRefused, turnBegins, update, viewShown,
} from "../../src/bridgewhist/web/static/js/store.js";

test("a page begins with its token, no view and nothing pending", () => {
  const state = initialState("tok");
  assert.equal(state.token, "tok");
  assert.equal(state.view, null);
  assert.equal(state.pending, null);
  assert.deepEqual(state.shownTrick, {});
});

test("a view shown takes the frame's seq and ends the action pending", () => {
  const sent = actionSent(initialState("t"), "SA", "a1");
  assert.equal(sent.pending, "a1");
  assert.equal(sent.lastFocus, "SA");
  const shown = viewShown(sent, { type: "view", seq: 7, view: { phase: "play", seq: 3 } });
  assert.equal(shown.seq, 7);
  assert.equal(shown.pending, null);
  assert.equal(shown.lastFocus, "SA");
  assert.equal(viewShown(sent, { type: "view", view: {} }).seq, null);
  assert.deepEqual(viewShown(sent, { type: "view" }).view, {});
  assert.equal(sent.pending, "a1", "a step never changes the state it is given");
});

test("an error frame ends the action pending; only a refused token is forgotten", () => {
  const sent = actionSent(initialState("t"), "SA", "a1");
  const illegal = refused(sent, { type: "error", reason: "illegal_action" });
  assert.equal(illegal.pending, null);
  assert.equal(illegal.token, "t");
  for (const reason of ["bad_token", "unknown_token"]) {
    assert.ok(tokenRefused({ type: "error", reason }));
    assert.equal(refused(sent, { type: "error", reason }).token, null);
  }
  assert.ok(!tokenRefused({ type: "error", reason: "stale_seq" }));
});

test("the turn is announced once, when the table starts waiting for the receiver", () => {
  const before = initialState(null);
  assert.ok(turnBegins(before, true));
  const waited = drawn(before, true, {});
  assert.ok(!turnBegins(waited, true));
  assert.ok(!turnBegins(waited, false));
  assert.ok(turnBegins(drawn(waited, false, {}), true));
});

test("only the cards new to the centre move in", () => {
  const state = drawn(initialState(null), false, { N: "SA", E: "S2" });
  assert.deepEqual([...arriving(state, { N: "SA", E: "S2", S: "S5" })], ["S"]);
  assert.deepEqual([...arriving(state, { N: "HA" })], ["N"]);
});

test("update applies a step to the one store", () => {
  update(() => initialState("x"));
  update(tokenChanged, null);
  assert.equal(store.state.token, null);
});
