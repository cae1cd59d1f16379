// laws.js: a card from the hand not in turn at a club-laws table is asked about as a card played
// out of turn (at a lead, a lead out of turn), never as a renounce (issue 36).
import assert from "node:assert/strict";
import { test } from "node:test";

import { outOfTurnQuestion } from "../../src/bridgewhist/web/static/js/laws.js";

/** South deals and plays dummy's (North's) cards; North to play to West's lead of a heart. */
function view(more = {}) {
  return {
    mode: "laws", phase: "play", dealer: "S", dummy: "N", turn: "N",
    hands: { S: ["SA", "H2", "C3"], N: ["HK", "D4"] }, trick: { cards: ["H9"] }, ...more,
  };
}

test("the dealer's own card on dummy's turn is a card played out of turn, not a renounce", () => {
  const question = outOfTurnQuestion(view(), "S", "SA");
  assert.match(question, /^Dummy \(North\) is to play: the ace of spades from your own hand would be a card played out of turn/);
  assert.doesNotMatch(question, /You hold/);
});

test("at a lead it is a lead out of turn", () => {
  assert.match(outOfTurnQuestion(view({ trick: { cards: [] } }), "S", "C3"), /to lead: .* would be a lead out of turn/);
});

test("dummy's card on the dealer's own turn is out of turn too", () => {
  assert.match(outOfTurnQuestion(view({ turn: "S" }), "S", "HK"), /^You are to play: the king of hearts from North's hand/);
});

test("no question for the hand in turn, at a friendly table, or outside the play", () => {
  assert.equal(outOfTurnQuestion(view(), "S", "HK"), null);
  assert.equal(outOfTurnQuestion(view({ mode: "strict" }), "S", "SA"), null);
  assert.equal(outOfTurnQuestion(view({ phase: "doubling" }), "S", "SA"), null);
  assert.equal(outOfTurnQuestion(view(), null, "SA"), null);
});
