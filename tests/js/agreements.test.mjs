// agreements_shown.js: which partnership's agreements a member of a table is shown (issue 37).
import assert from "node:assert/strict";
import { test } from "node:test";

import { agreementsShown } from "../../src/bridgewhist/web/static/js/agreements_shown.js";

const TABLE = { computer: "partner", agreements: { ns: "books-no-discard", ew: "books" } };

/** Four members: Ann (a person) at `seat`, computers at the others; `people` more persons. */
function members(seat, people = []) {
  return ["N", "E", "S", "W"].map((s) => ({
    seat: s, you: s === seat, vacant: false, kind: s === seat || people.includes(s) ? "person" : "computer",
  }));
}

test("a member whose partner is a partner computer is shown his side's set and the adversaries'", () => {
  assert.deepEqual(agreementsShown(TABLE, members("S")), { side: "ns", mine: "books-no-discard", theirs: "books" });
  assert.deepEqual(agreementsShown(TABLE, members("W")), { side: "ew", mine: "books", theirs: "books-no-discard" });
});

test("nothing for a person partner, a side of none, another computer, or a member not seated", () => {
  assert.equal(agreementsShown(TABLE, members("S", ["N"])), null);
  assert.equal(agreementsShown({ ...TABLE, agreements: { ns: "none", ew: "books" } }, members("N")), null);
  assert.equal(agreementsShown({ computer: "ddmc" }, members("N")), null);
  assert.equal(agreementsShown(TABLE, [{ you: true, seat: null, kind: "person" }]), null);
  assert.equal(agreementsShown(TABLE, members("E").map((m) => (m.seat === "W" ? { ...m, vacant: true } : m))), null);
});
