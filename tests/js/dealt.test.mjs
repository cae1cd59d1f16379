// dealt.js: the hands as dealt, read from a finished deal's PBN (issue 36, item 3).
import assert from "node:assert/strict";
import { test } from "node:test";

import { dealtHands, finishedDeal } from "../../src/bridgewhist/web/static/js/dealt.js";

test("a PBN deal gives the four hands from North clockwise, the ten printed 10", () => {
  const hands = dealtHands("E:Q82.2.Q7.KQJT987 KJ653.KQ87.T8.42 A.T653.KJ932.A65 T974.AJ94.A654.3");
  assert.deepEqual(hands.map((h) => h.seat), ["N", "E", "S", "W"]);
  assert.deepEqual(hands[0].suits[0], { suit: "S", ranks: ["10", "9", "7", "4"] });
  assert.deepEqual(hands[1].suits[3], { suit: "C", ranks: ["K", "Q", "J", "10", "9", "8", "7"] });
  assert.deepEqual(hands[3].suits[0], { suit: "S", ranks: ["A"] });
});

test("a void is an empty suit, and text that is no deal gives nothing", () => {
  const hands = dealtHands("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
  assert.deepEqual(hands[0].suits[1].ranks, []);
  assert.deepEqual(dealtHands("not a deal"), []);
  assert.deepEqual(dealtHands("N:AK.QJ"), []);
});

test("the finished deal is found by its number, never another", () => {
  const history = [{ number: 1, hands: "a" }, { number: 2, hands: "b" }];
  assert.equal(finishedDeal(history, 2).hands, "b");
  assert.equal(finishedDeal(history, 3), null);
  assert.equal(finishedDeal(undefined, 1), null);
});
