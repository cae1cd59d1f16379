// score.js and felt.js: the score's sentences and the felt's words, from the server's figures.
import assert from "node:assert/strict";
import { test } from "node:test";

import { gameInProgress, positions, trickBySeat, tricksWords } from "../../src/bridgewhist/web/static/js/felt.js";
import { dealSentence, sentence, verdict } from "../../src/bridgewhist/web/static/js/score.js";

test("a sentence ends in one full stop, a question keeps its mark", () => {
  assert.equal(sentence("North: Hearts"), "North: Hearts.");
  assert.equal(sentence("East: May I lead?"), "East: May I lead?");
  assert.equal(sentence("Done."), "Done.");
});

test("a scored deal in a sentence, from the server's figures", () => {
  const deal = { sides: { "A-B": { below: 24, above: 30 }, "C-D": { below: 0, above: 0 } }, game: 1, game_won_by: "A-B" };
  assert.equal(dealSentence(deal), "A-B 24 below, 30 above; game 1 to A-B");
  assert.equal(dealSentence({ sides: {} }), "nothing scored");
});

test("the rubber's verdict, as the terminal words it", () => {
  const sides = ["A-B", "C-D"];
  assert.equal(verdict({ rubber_winner: null, net: { winner: null }, games_won: {} }, sides),
    "The rubber is not finished (games 0-0); the scores are level.");
  assert.equal(verdict({ rubber_winner: "A-B", net: { winner: "A-B", points: 1 } }, sides), "A-B win the rubber by 1 point.");
  assert.equal(verdict({ rubber_winner: "A-B", net: { winner: "C-D", points: 12 } }, sides),
    "A-B win the rubber but lose 12 points to C-D.");
});

test("the receiver sits at the bottom (South when he has no seat)", () => {
  assert.deepEqual(positions("E"), { bottom: "E", left: "S", top: "W", right: "N" });
  assert.deepEqual(positions(null), { bottom: "S", left: "W", top: "N", right: "E" });
});

test("a trick's cards by seat, from its leader and the cards in order", () => {
  assert.deepEqual(trickBySeat({ leader: "W", cards: ["SA", "S2"] }), { W: "SA", N: "S2" });
  assert.deepEqual(trickBySeat({ cards: { E: "HK" } }), { E: "HK" });
  assert.deepEqual(trickBySeat(null), {});
});

test("tricks and the game in progress in words", () => {
  assert.equal(tricksWords(1), "1 trick");
  assert.equal(tricksWords(0), "0 tricks");
  const score = { totals: { "A-B": {}, "C-D": {} }, games: [{ game: 1, below: { "A-B": 30, "C-D": 2 }, winner: "A-B" },
    { game: 2, below: { "A-B": 6 }, winner: null }], games_won: { "A-B": 1 } };
  assert.equal(gameInProgress(score), "Game 2: A-B 6, C-D 0 · games 1-0");
  assert.equal(gameInProgress(null), "");
});
