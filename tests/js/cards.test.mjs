// cards.js: the cards, strains and acts as the client reads and says them.
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  actionKind, actionWords, cardOf, cardWords, parseCard, partnerOf, seatWords, sideOf, sortCards, strainLabel, strainOf,
} from "../../src/bridgewhist/web/static/js/cards.js";

test("a card is read in the records' notation, with a symbol, a 10 or rank first", () => {
  assert.deepEqual(parseCard("HT"), { suit: "H", rank: "T" });
  assert.deepEqual(parseCard("♥10"), { suit: "H", rank: "T" });
  assert.deepEqual(parseCard("ks"), { suit: "S", rank: "K" });
  assert.equal(parseCard("H1"), null);
  assert.equal(parseCard(7), null);
});

test("a card the server sent is read, and what is no card is an error naming it", () => {
  assert.deepEqual(cardOf("HT"), { suit: "H", rank: "T" });
  assert.throws(() => cardOf("H1"), { message: "not a card: H1" });
});

test("a card is said in words, and an unknown text is said as it is", () => {
  assert.equal(cardWords("DJ"), "knave of diamonds");
  assert.equal(cardWords("satisfied"), "satisfied");
});

test("a hand is sorted spades, hearts, diamonds, clubs, each high to low", () => {
  assert.deepEqual(sortCards(["C2", "SA", "HT", "S9", "HK"]), ["SA", "S9", "HK", "HT", "C2"]);
});

test("strains are read from their letters and words", () => {
  assert.equal(strainOf("no-trumps"), "NT");
  assert.equal(strainOf("Hearts"), "H");
  assert.equal(strainOf("double"), null);
  assert.deepEqual(strainLabel("S"), { symbol: "♠", words: "Spades" });
  assert.deepEqual(strainLabel("NT"), { symbol: "NT", words: "No trumps" });
});

test("the seats: partner and side", () => {
  assert.equal(partnerOf("E"), "W");
  assert.equal(sideOf("S"), "NS");
  assert.equal(sideOf("W"), "EW");
});

test("an act's kind is read from its text", () => {
  assert.equal(actionKind("SA"), "play");
  assert.equal(actionKind("leave"), "leave");
  assert.equal(actionKind("redouble"), "double");
  assert.equal(actionKind("satisfied"), "satisfied");
  assert.equal(actionKind("hearts"), "declare");
  assert.equal(actionKind("next"), "other");
});

test("the doubling is said in the laws' words for who says it and what went before", () => {
  assert.equal(actionWords("leave"), "I leave it to you, partner");
  assert.equal(actionWords("double", { doubles: 0 }), "I double");
  assert.equal(actionWords("double", { doubles: 1, actorSide: "NS", makersSide: "NS" }), "I re-double");
  assert.equal(actionWords("double", { doubles: 2, actorSide: "EW", makersSide: "NS" }), "I double again");
  assert.equal(actionWords("satisfied", { doubles: 0, asked: false }), "May I lead?");
  assert.equal(actionWords("satisfied", { doubles: 0, asked: true }), "Yes");
  assert.equal(actionWords("satisfied", { doubles: 1 }), "Satisfied");
});

test("a referee's line has its seat letters in words, never a card's", () => {
  assert.equal(seatWords("E's lead out of turn: S to choose"), "East's lead out of turn: South to choose");
  assert.equal(seatWords("W renounces, holding the suit led"), "West renounces, holding the suit led");
  assert.equal(seatWords("the S K"), "the S K");
});
