// @ts-check
// Reading a view (docs/web-protocol.md): who sits where, whose turn it is, what the receiver may
// do, in words. Pure functions of the view the server sent: no page, no state, nothing decided
// here that the server has not said (tested by tests/js/test_reading.mjs).

import { SEAT_NAME, parseCard, partnerOf, sideOf } from "./cards.js";
import { clickableCards } from "./laws.js";
import { isThree, threeSideName, xMember } from "./three.js";


/** The phases in which someone is to act. */
export const ACTING_PHASES = ["declaration", "doubling", "play"];

/**
 * The receiver's seat, or null (a spectator, or before the cut).
 * @param {TableView} view
 * @returns {string | null}
 */
export function mySeat(view) {
  return view.you?.seat ?? null;
}

/**
 * The members of the table.
 * @param {TableView} view
 * @returns {Member[]}
 */
export function members(view) {
  return view.members || [];
}

/**
 * The member at a seat (X at three-hand), or null.
 * @param {TableView} view
 * @param {string | null} seat
 * @returns {Sitter | null}
 */
export function memberAt(view, seat) {
  return members(view).find((m) => m.seat === seat) || xMember(view, seat) || null;
}

/**
 * Who sits at a seat, in words: "you", "Bob (East)", "East"; at three-hand the name (or X).
 * @param {TableView} view
 * @param {string | null | undefined} seat
 * @returns {string}
 */
export function whoOf(view, seat) {
  if (!seat) return "";
  const member = memberAt(view, seat);
  if (seat === mySeat(view)) return "you";
  if (isThree(view)) return (member && member.name) || SEAT_NAME[seat]; // Ames: the players by name, and X
  return member && member.name ? `${member.name} (${SEAT_NAME[seat]})` : SEAT_NAME[seat];
}

/**
 * The receiver's legal actions, each as {action, words?}.
 * @param {TableView} view
 * @returns {Legal[]}
 */
export function legalList(view) {
  return (view.legal || []).map((item) => (typeof item === "string" ? { action: item } : item));
}

/**
 * The cards the receiver may click now: the legal cards, and at a club-laws table any of his.
 * @param {TableView} view
 * @returns {Set<string>}
 */
export function legalCards(view) {
  const cards = new Set(legalList(view).map((l) => parseCard(l.action)).filter((c) => c !== null).map((c) => c.suit + c.rank));
  for (const card of clickableCards(view, mySeat(view))) cards.add(card); // club laws: any card
  return cards;
}

/**
 * The dummy's seat: the view's, else the dealer's partner.
 * @param {TableView} view
 * @returns {string | null}
 */
export function dummySeat(view) {
  if (view.dummy) return view.dummy;
  return view.dealer ? partnerOf(view.dealer) : null;
}

/**
 * The tricks each side has won in the deal, as the server counts them.
 * @param {TableView} view
 * @returns {{NS: number, EW: number} | null}
 */
export function tricksWon(view) {
  return view.tricks_won || null;
}

/**
 * What the words of a double or "satisfied" depend on (cards.js actionWords).
 * @param {TableView} view
 * @param {string | null} actor
 */
export function doublingContext(view, actor) {
  const doubling = view.doubling;
  return {
    doubles: doubling?.doubles ?? 0,
    asked: doubling?.asked ?? false,
    actorSide: actor ? sideOf(actor) : null,
    makersSide: view.dealer ? sideOf(view.dealer) : null,
  };
}

/**
 * What was said at the table, in order: the declaration's, the doubling's, the rest.
 * @param {TableView} view
 * @returns {{seat: string | null, words: string}[]}
 */
export function spokenList(view) {
  return [...view.declaration?.history || [], ...view.doubling?.history || []]
    .map((said) => ({ seat: said.seat, words: said.words || said.action }));
}

/**
 * A side in words: "North-South"; at three-hand "Ann and X" or "the adversaries".
 * @param {TableView} view
 * @param {string} side
 * @returns {string}
 */
export function sideName(view, side) {
  if (isThree(view)) return threeSideName(view, side, (/** @type {string} */ seat) => whoOf(view, seat)); // Ames: the dealer and X
  return side === "NS" ? "North-South" : side === "EW" ? "East-West" : side;
}

/**
 * Three-hand: a card of the trick is read with its player's name, or X's (Ames); else null (the seat's).
 * @param {TableView} view
 * @returns {((seat: string) => string) | null}
 */
export function threeSeatWords(view) {
  return isThree(view) ? (seat) => (memberAt(view, seat) || {}).name || SEAT_NAME[seat] : null;
}

/**
 * Whose turn it is, in a line for the receiver: "Your turn to declare.", "Bob (East) to play.".
 * @param {TableView} view
 * @returns {string}
 */
export function turnText(view) {
  const me = mySeat(view);
  const phase = view.phase || "waiting";
  const turn = view.turn || null;
  if (phase === "waiting") {
    const present = members(view).filter((m) => !m.vacant).length;
    const vacant = members(view).flatMap((m) => (m.vacant && m.seat ? [SEAT_NAME[m.seat]] : []));
    if (vacant.length) return `Waiting: ${vacant.join(" and ")} ${vacant.length > 1 ? "are" : "is"} vacant.`;
    return `Waiting for players: ${present} of 4 here. When four are present they cut for partners and deal.`;
  }
  if (phase === "over") return "The deal is over.";
  if (!turn) return "";
  const dummy = dummySeat(view);
  const acting = view.acting || (phase === "play" && turn === dummy ? view.dealer : turn);
  const doing = phase === "declaration" ? "to declare" : phase === "doubling" ? "to double or be satisfied" : "to play";
  if (acting === me) {
    if (turn !== me) return `Your turn: play from dummy (${isThree(view) ? "X" : SEAT_NAME[turn]}).`;
    return `Your turn ${doing}.`;
  }
  if (turn !== acting) return `${whoOf(view, acting)} to play from dummy.`;
  return `${whoOf(view, turn)} ${doing}.`;
}

/**
 * Whether the table waits for the receiver: a phase of acting, and something legal for him.
 * @param {TableView} view
 * @returns {boolean}
 */
export function isMyTurn(view) {
  return ACTING_PHASES.includes(view.phase || "waiting") && legalList(view).length > 0;
}

/**
 * The table's law code's key ("english-1904"), or "".
 * @param {TableView} view
 * @returns {string}
 */
export function codeOf(view) {
  const score = /** @type {Score} */ (view.score || {});
  return view.code || /** @type {string | undefined} */ (score.law_code && score.law_code.key) || "";
}
