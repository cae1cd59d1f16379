// analysis_branch_play.js: the seats a branch may take, the seat offered first, the next
// request's body and the outcome's rows.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  branchBody, branchSeats, defaultSeat, dummyOf, outcomeRows, verdict,
} from "../../src/bridgewhist/web/static/js/analysis_branch_play.js";

test("every seat but dummy's may be taken; the dealer's plays dummy's hand too", () => {
  assert.equal(dummyOf("S"), "N");
  assert.deepEqual(branchSeats("S").map((s) => s.seat), ["E", "S", "W"]);
  assert.equal(branchSeats("S")[1].label, "South (and dummy North)");
  assert.deepEqual(branchSeats("W").map((s) => s.seat), ["N", "S", "W"]);
});

test("the seat offered first is the one held at the table, dummy's giving the dealer's", () => {
  assert.equal(defaultSeat("S", "E"), "E");
  assert.equal(defaultSeat("S", "N"), "S");
  assert.equal(defaultSeat("S", null), "S");
  assert.equal(defaultSeat("E", undefined), "E");
});

test("the next body sends the branch's cards so far and the user's card", () => {
  const start = { deal: 2, card: 9, seat: "W", players: "maxims" };
  assert.deepEqual(branchBody(start, []), { deal: 2, card: 9, seat: "W", played: [], players: "maxims" });
  assert.deepEqual(branchBody(start, [{ card: "SA" }, { card: "S2" }], "HK").played, ["SA", "S2", "HK"]);
});

test("the outcome is three rows and a sentence", () => {
  const outcome = { branch_tricks: 8, played_tricks: 7, dd_tricks: 9, branch_points: { NS: 16, EW: 0 },
    played_points: { NS: 8, EW: 0 }, dd_points: { NS: 24, EW: 0 } };
  assert.deepEqual(outcomeRows(outcome, 4), [["Your branch", "8", "16", "0"], ["As played", "7", "8", "0"],
    ["Double dummy from card 5", "9", "24", "0"]]);
  assert.equal(verdict(outcome, "North-South"),
    "In your branch North-South took 8: 1 trick more than at the table; double dummy from there they take 9.");
  assert.match(verdict({ ...outcome, branch_tricks: 7 }, "East-West"), /as many tricks as at the table/);
});
