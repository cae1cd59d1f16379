// replay.js: a finished deal played through from the server's history, its tricks and winners
// as the server sent them (the client reckons no winner).
import assert from "node:assert/strict";
import { test } from "node:test";

import { parsePbnDeal, playThrough, talkSentences } from "../../src/bridgewhist/web/static/js/replay.js";

const HANDS = "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ";

test("a PBN deal is read seat by seat from the first named", () => {
  const hands = parsePbnDeal(HANDS);
  assert.deepEqual(hands.N.slice(0, 5), ["SA", "SK", "SQ", "SJ", "HT"]);
  assert.equal(hands.W.length, 13);
  assert.equal(parsePbnDeal(`E:${HANDS.slice(2)}`).E[0], "SA");
});

test("the talk is said in the laws' words, with who said it", () => {
  const played = playThrough({ dealer: "S", hands: HANDS, actions: ["hearts", "double", "satisfied", "satisfied"], tricks: [] });
  assert.deepEqual(played.talk.map((t) => [t.seat, t.words]),
    [["S", "Hearts"], ["W", "I double"], ["S", "Satisfied"], ["N", "Satisfied"]]);
  assert.equal(played.strain, "H");
  assert.equal(played.multiplier, 2);
  assert.equal(talkSentences(played.talk, (seat) => seat), "S: Hearts. W: I double. S: Satisfied. N: Satisfied.");
});

test("each trick's winner is the server's, never reckoned from the cards", () => {
  // The server's word stands even where the cards alone would say otherwise (a winner the client
  // reckoned would be East, who played the ace of the suit led).
  const tricks = [{ leader: "W", cards: ["S2", "S3", "SA", "S4"], winner: "N" }];
  const played = playThrough({ dealer: "S", hands: HANDS, actions: ["spades", "satisfied", "satisfied", "S2", "S3", "SA", "S4"], tricks });
  assert.equal(played.tricks.length, 1);
  assert.equal(played.tricks[0].winner, "N");
  assert.deepEqual(played.tricks[0].bySeat, { W: "S2", N: "S3", E: "SA", S: "S4" });
  assert.equal(playThrough({ dealer: "S", hands: HANDS, actions: ["S2", "S3", "SA", "S4"] }).tricks.length, 0);
});

test("a three-hand deal brings its own talk in Ames's words", () => {
  const talk = [{ seat: "S", words: "I pass the deal" }];
  const played = playThrough({ dealer: "S", hands: HANDS, actions: [], talk, strain: null, passed: true, tricks: [] });
  assert.deepEqual(played.talk, talk);
  assert.ok(played.passed);
});
