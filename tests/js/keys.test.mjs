// keys.js: where a key takes the focus among the receiver's calls and cards.
import assert from "node:assert/strict";
import { test } from "node:test";

import { keyMove } from "../../src/bridgewhist/web/static/js/keys.js";

const CALLS = ["hearts", "diamonds", "spades", "clubs", "no-trumps", "leave"];
const CARDS = ["SA", "S9", "HK", "H9", "D9", "C2"];

test("the arrows go round the controls, Home and End to the ends", () => {
  assert.deepEqual(keyMove("arrowright", CARDS, 5, null), { to: 0, suit: null, handled: true });
  assert.equal(keyMove("arrowdown", CARDS, -1, null).to, 0);
  assert.equal(keyMove("arrowleft", CARDS, 0, null).to, 5);
  assert.equal(keyMove("arrowup", CARDS, -1, null).to, 5);
  assert.equal(keyMove("home", CARDS, 3, null).to, 0);
  assert.equal(keyMove("end", CARDS, 0, null).to, 5);
});

test("in the declaration a strain's letter or l picks its call; another key is left alone", () => {
  assert.equal(keyMove("h", CALLS, -1, null).to, 0);
  assert.equal(keyMove("n", CALLS, -1, null).to, 4);
  assert.equal(keyMove("l", CALLS, -1, null).to, 5);
  assert.deepEqual(keyMove("x", CALLS, -1, null), { to: null, suit: null, handled: false });
  assert.deepEqual(keyMove("l", CALLS.slice(0, 5), -1, null), { to: null, suit: null, handled: false });
});

test("a suit's letter goes to its first card and is remembered, even with none of it", () => {
  assert.deepEqual(keyMove("h", CARDS, -1, null), { to: 2, suit: "H", handled: true });
  assert.deepEqual(keyMove("c", CARDS.slice(0, 5), -1, "S"), { to: null, suit: "C", handled: true });
});

test("a rank's key goes to that card of the suit gone to, else of the card focused, else any", () => {
  assert.equal(keyMove("9", CARDS, -1, "H").to, 3);
  assert.equal(keyMove("9", CARDS, -1, null, "D9").to, 4);
  assert.equal(keyMove("9", CARDS, -1, null).to, 1);
  assert.equal(keyMove("9", CARDS, -1, "C").to, 1, "none of the suit: the first of the rank");
  assert.deepEqual(keyMove("q", CARDS, -1, null), { to: null, suit: null, handled: true });
});

test("any other key is not the table's", () => {
  assert.deepEqual(keyMove("enter", CARDS, 1, "S"), { to: null, suit: "S", handled: false });
});
