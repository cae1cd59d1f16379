// replay.js: a finished deal played through from the server's history, its tricks and winners
// as the server sent them (the client reckons no winner).
import assert from "node:assert/strict";
import { test } from "node:test";

import { isThreeDeal, parsePbnDeal, playThrough, talkSentences } from "../../src/bridgewhist/web/static/js/replay.js";

const HANDS = "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ";

test("a PBN deal is read seat by seat from the first named", () => {
  const hands = parsePbnDeal(HANDS);
  assert.deepEqual(hands.N.slice(0, 5), ["SA", "SK", "SQ", "SJ", "HT"]);
  assert.equal(hands.W.length, 13);
  assert.equal(parsePbnDeal(`E:${HANDS.slice(2)}`).E[0], "SA");
});

test("the talk and the multiplier are the server's, shown as sent", () => {
  // The server's talk stands even where the actions alone would say otherwise: the client no
  // longer reckons who answers a double, or the multiplier (the laws decide them).
  const talk = [
    { seat: "S", action: "hearts", words: "Hearts", phase: "declaration" },
    { seat: "W", action: "double", words: "I double", phase: "doubling" },
    { seat: "N", action: "double", words: "I re-double", phase: "doubling" },
    { seat: "E", action: "satisfied", words: "Satisfied", phase: "doubling" },
    { seat: "W", action: "satisfied", words: "Satisfied", phase: "doubling" },
  ];
  const played = playThrough({ dealer: "S", hands: HANDS, actions: ["hearts", "double", "double", "satisfied", "satisfied"],
    talk, strain: "H", multiplier: 4, tricks: [] });
  assert.deepEqual(played.talk.map((t) => [t.seat, t.words, t.phase]), talk.map((t) => [t.seat, t.words, t.phase]));
  assert.equal(played.strain, "H");
  assert.equal(played.multiplier, 4);
  assert.equal(talkSentences(played.talk, (seat) => seat),
    "S: Hearts. W: I double. N: I re-double. E: Satisfied. W: Satisfied.");
  // Without the server's words there is nothing to say: the actions are not read for talk.
  const bare = playThrough({ dealer: "S", hands: HANDS, actions: ["hearts", "double"], tricks: [] });
  assert.deepEqual(bare.talk, []);
  assert.equal(bare.multiplier, 1);
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
  const deal = { dealer: "S", hands: HANDS, actions: [], talk, strain: null, passed: true, from_x: false, tricks: [] };
  const played = playThrough(deal);
  assert.deepEqual(played.talk.map((t) => [t.seat, t.words]), [["S", "I pass the deal"]]);
  assert.ok(played.passed);
  assert.ok(isThreeDeal(deal));
  assert.ok(!isThreeDeal({ dealer: "S", hands: HANDS, actions: [], talk: [], strain: "H", multiplier: 1 }));
});
