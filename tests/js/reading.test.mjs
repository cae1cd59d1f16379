// reading.js: who sits where, whose turn it is and what the receiver may do, read from a view.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  codeOf, dummySeat, isMyTurn, legalCards, legalList, memberAt, mySeat, sideName, spokenList, threeSeatWords,
  tricksWon, turnText, whoOf,
} from "../../src/bridgewhist/web/static/js/reading.js";

const MEMBERS = [
  { member: 0, name: "Ann", kind: "person", seat: "S", you: true },
  { member: 1, name: "Bob", kind: "computer", seat: "W" },
  { member: 2, name: "Cy", kind: "computer", seat: "N" },
  { member: 3, name: "Di", kind: "computer", seat: "E" },
];

/** A four-hand view in play, South to play (Ann), with `more` fields. */
function view(more = {}) {
  return {
    phase: "play", dealer: "S", dummy: "N", turn: "S", acting: "S", you: { seat: "S", member: 0 },
    members: MEMBERS, legal: [{ action: "HK", words: "king of hearts" }, "H2"], ...more,
  };
}

test("the receiver's seat, and the members by seat", () => {
  assert.equal(mySeat(view()), "S");
  assert.equal(mySeat({ members: [] }), null);
  assert.equal(memberAt(view(), "W").name, "Bob");
  assert.equal(memberAt(view({ members: MEMBERS.slice(0, 2) }), "N"), null);
});

test("who sits at a seat, in words", () => {
  assert.equal(whoOf(view(), "S"), "you");
  assert.equal(whoOf(view(), "E"), "Di (East)");
  assert.equal(whoOf(view({ members: [] }), "E"), "East");
  assert.equal(whoOf(view(), null), "");
});

test("the legal actions, as objects, and the cards that may be played", () => {
  assert.deepEqual(legalList(view()), [{ action: "HK", words: "king of hearts" }, { action: "H2" }]);
  assert.deepEqual([...legalCards(view())].sort(), ["H2", "HK"]);
  assert.deepEqual([...legalCards(view({ legal: [{ action: "satisfied" }] }))], []);
});

test("at a club-laws table any card of the receiver's hand may be clicked", () => {
  const laws = view({ mode: "laws", legal: [], hands: { S: ["SA", "D2"] } });
  assert.deepEqual([...legalCards(laws)].sort(), ["D2", "SA"]);
  assert.deepEqual([...legalCards({ ...laws, mode: "strict" })], []);
});

test("dummy is the view's, else the dealer's partner", () => {
  assert.equal(dummySeat(view()), "N");
  assert.equal(dummySeat({ dealer: "E" }), "W");
  assert.equal(dummySeat({}), null);
});

test("the tricks won are the server's count", () => {
  assert.deepEqual(tricksWon(view({ tricks_won: { NS: 3, EW: 1 } })), { NS: 3, EW: 1 });
  assert.equal(tricksWon(view()), null);
});

test("whose turn it is, in a line", () => {
  assert.equal(turnText(view()), "Your turn to play.");
  assert.equal(turnText(view({ turn: "N", acting: "S" })), "Your turn: play from dummy (North).");
  assert.equal(turnText(view({ turn: "W", acting: "W" })), "Bob (West) to play.");
  assert.equal(turnText(view({ phase: "doubling", turn: "E", acting: "E" })), "Di (East) to double or be satisfied.");
  assert.equal(turnText(view({ phase: "over" })), "The deal is over.");
  assert.equal(turnText(view({ phase: "waiting", members: MEMBERS.slice(0, 2) })),
    "Waiting for players: 2 of 4 here. When four are present they cut for partners and deal.");
  assert.equal(turnText(view({ phase: "waiting", members: [{ ...MEMBERS[1], vacant: true }] })),
    "Waiting: West is vacant.");
});

test("the table waits for the receiver only in a phase of acting with something legal", () => {
  assert.ok(isMyTurn(view()));
  assert.ok(!isMyTurn(view({ legal: [] })));
  assert.ok(!isMyTurn(view({ phase: "over" })));
});

test("what was said, in order, from the declaration's and the doubling's histories", () => {
  const said = spokenList(view({
    declaration: { history: [{ seat: "S", action: "hearts", words: "Hearts" }] },
    doubling: { history: [{ seat: "W", action: "satisfied", words: "May I lead?" }] },
  }));
  assert.deepEqual(said, [{ seat: "S", words: "Hearts" }, { seat: "W", words: "May I lead?" }]);
});

test("the sides in words; at three-hand the dealer with X and the adversaries", () => {
  assert.equal(sideName(view(), "NS"), "North-South");
  const three = view({ kind: "three-hand", x: "N", members: MEMBERS.filter((m) => m.seat !== "N") });
  assert.equal(sideName(three, "NS"), "you and X");
  assert.equal(sideName(three, "EW"), "the adversaries");
  assert.equal(threeSeatWords(view()), null);
  assert.equal(threeSeatWords(three)("W"), "Bob");
  assert.equal(threeSeatWords(three)("N"), "X");
});

test("the law code is the view's, else the score's", () => {
  assert.equal(codeOf({ code: "english-1904" }), "english-1904");
  assert.equal(codeOf({ score: { law_code: { key: "american-1905" } } }), "american-1905");
  assert.equal(codeOf({}), "");
});
