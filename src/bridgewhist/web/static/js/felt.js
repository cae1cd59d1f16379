// @ts-check
// Drawing the table from a view: the four seats around the baize (the receiver's own seat at
// the bottom), the hands he may see, card backs for the others, the trick, whose turn it is.

import {
  SEATS, SEAT_NAME, SUITS, SUIT_NAME, SUIT_SYMBOL, actionKind, cardOf, cardWords, leftOf,
  partnerOf, rankFace, sideOf, sortCards, strainLabel,
} from "./cards.js";
import { el } from "./score.js";

/** Positions around the baize for a receiver seated at `me` (South when he has no seat). */
/** @param {string | null} me */
export function positions(me) {
  const bottom = me || "S";
  const left = leftOf(bottom);
  return { bottom, left, top: partnerOf(bottom), right: partnerOf(left) };
}

/** One card as a button: rank and suit symbol in the corner, the suit's letter, the pip.
 * @param {string} code
 * @param {{legal?: boolean, idle?: boolean}} [options] */
export function cardButton(code, { legal = false, idle = false } = {}) {
  const card = cardOf(code);
  const button = el("button", {
    type: "button",
    class: `card suit-${card.suit}${legal ? " legal" : ""}${idle ? " idle" : ""}`,
    "data-card": code,
    "data-action": code,
    "aria-label": cardWords(code),
    disabled: !legal,
    tabindex: legal ? "-1" : null,
  });
  button.append(
    el("span", { class: "corner", "aria-hidden": "true" },
      el("span", { class: card.rank === "T" ? "rank ten" : "rank", text: rankFace(card.rank) }),
      el("span", { class: "suit", text: SUIT_SYMBOL[card.suit] })),
    el("span", { class: "pip", "aria-hidden": "true", text: SUIT_SYMBOL[card.suit] }),
    el("span", { class: "letter", "aria-hidden": "true", text: card.suit }),
  );
  return button;
}

/** A card lying on the table (not a control).
 * @param {string} code
 * @param {string} [extra] more classes */
export function cardFace(code, extra = "") {
  const card = cardOf(code);
  const face = el("span", { class: `card face suit-${card.suit} ${extra}`, role: "img", "aria-label": cardWords(code) });
  face.append(
    el("span", { class: "corner", "aria-hidden": "true" },
      el("span", { class: card.rank === "T" ? "rank ten" : "rank", text: rankFace(card.rank) }),
      el("span", { class: "suit", text: SUIT_SYMBOL[card.suit] })),
    el("span", { class: "pip", "aria-hidden": "true", text: SUIT_SYMBOL[card.suit] }),
    el("span", { class: "letter", "aria-hidden": "true", text: card.suit }),
  );
  return face;
}

/** A hand face up, grouped by suit; the legal cards are buttons that may be played. */
/**
 * @param {string[]} cards
 * @param {Set<string>} legal
 * @param {{label?: string, idle?: boolean, compact?: boolean}} [options]
 */
export function handView(cards, legal, { label = undefined, idle = false, compact = false } = {}) {
  const sorted = sortCards(cards);
  const hand = el("div", { class: `hand${compact ? " compact" : ""}`, role: "group", "aria-label": label });
  for (const suit of SUITS) {
    const inSuit = sorted.filter((c) => c[0] === suit);
    const group = el("div", {
      class: `suit-group suit-${suit}`,
      role: "group",
      "aria-label": `${SUIT_NAME[suit]}: ${inSuit.length ? inSuit.map((c) => rankFace(c[1])).join(" ") : "none"}`,
    });
    if (!inSuit.length) {
      group.classList.add("void");
      group.append(el("span", { class: "void-mark", "aria-hidden": "true", text: `${SUIT_SYMBOL[suit]} —` }));
    }
    for (const code of inSuit) group.append(cardButton(code, { legal: legal.has(code), idle }));
    hand.append(group);
  }
  return hand;
}

/** Card backs for a hand the receiver may not see. @param {number} count */
export function backs(count) {
  const row = el("div", { class: "backs", role: "img", "aria-label": `${count} card${count === 1 ? "" : "s"}, face down` });
  for (let i = 0; i < count; i += 1) row.append(el("span", { class: "back", "aria-hidden": "true" }));
  return row;
}

/** The name plate: seat, name, dealer/dummy marks and the tricks its side has won. At three-hand
 * bridge (`threeHand`) no compass is shown: Ames names the three players and X, so the plate
 * carries the player's initial (X for X) and no seat name. */
/**
 * @param {string | null} seat
 * @param {{name?: string | null, kind?: string | null, dealer?: boolean, dummy?: any, turn?: string | boolean | null,
 *   me?: boolean, tricks?: number | null, threeHand?: boolean}} options
 */
export function namePlate(seat, { name, kind, dealer, dummy, turn, me, tricks, threeHand }) {
  const plate = el("div", { class: `plate${turn ? " to-act" : ""}${me ? " me" : ""}` });
  const who = name ? `${name}${kind === "computer" ? " · computer" : ""}` : "empty place";
  const letter = threeHand ? (name ? name.charAt(0).toUpperCase() : "?") : (seat || "?");
  plate.append(
    el("span", { class: "seat-letter", "aria-hidden": "true", text: letter }),
    el("span", { class: "plate-name" }, el("b", { text: me ? `${who} (you)` : who }),
      threeHand ? null : el("span", { class: "sr-only", text: seat ? `, ${SEAT_NAME[seat]}` : ", not yet seated" })),
  );
  if (!threeHand) {
    plate.append(el("span", { class: "seat-full", "aria-hidden": "true", text: seat ? SEAT_NAME[seat] : "to cut for seats" }));
  }
  const marks = el("span", { class: "marks" });
  if (dealer) marks.append(el("span", { class: "mark dealer", text: "dealer" }));
  if (dummy) marks.append(el("span", { class: "mark dummy", text: "dummy" }));
  if (turn) marks.append(el("span", { class: "mark turn", text: turn === true ? "to play" : turn }));
  if (tricks != null) marks.append(el("span", { class: "mark tricks", title: "tricks won by this side", text: tricksWords(tricks) }));
  plate.append(marks);
  return plate;
}

/** "1 trick", "0 tricks", "5 tricks". @param {number} count */
export function tricksWords(count) {
  return `${count} trick${count === 1 ? "" : "s"}`;
}

/**
 * The cards on the table placed by seat: {seat: card}, each read with its seat ("West, king of
 * hearts"). Cards in `arriving` (a set of seats) move in from their seat's side of the table.
 * @param {Record<string, string>} bySeat
 * @param {Record<string, string>} pos
 * @param {{winner?: string | null, faded?: boolean, caption?: string, arriving?: Set<string> | null,
 *   seatWords?: ((seat: string) => string) | null}} [options]
 */
export function trickView(bySeat, pos, { winner = null, faded = false, caption = "", arriving = null, seatWords = null } = {}) {
  const trick = el("div", { class: `trick-cards${faded ? " faded" : ""}` });
  for (const [where, seat] of Object.entries(pos)) {
    const slot = el("div", { class: `slot slot-${where}` });
    if (bySeat[seat]) {
      const face = cardFace(bySeat[seat], seat === winner ? "winner" : "");
      const who = seatWords ? seatWords(seat) : SEAT_NAME[seat] || seat; // three-hand: the player's name, or X
      face.setAttribute("aria-label", `${who}, ${cardWords(bySeat[seat])}${seat === winner ? ", winning" : ""}`);
      if (arriving && arriving.has(seat)) face.classList.add("arrive", `from-${where}`);
      slot.append(face);
    }
    trick.append(slot);
  }
  if (caption) trick.append(el("p", { class: "trick-caption", text: caption }));
  return trick;
}

/**
 * A trick as the views and the history send it: its leader and its cards in the order played
 * (each a card, or {seat, card}), or its cards by seat.
 * @typedef {{leader?: string | null, cards?: (string | {seat: string, card: string})[]
 *   | Record<string, string> | null}} TrickSent
 */

/** {seat: card} of a trick given its leader and the cards in the order played.
 * @param {TrickSent | null | undefined} trick
 * @returns {Record<string, string>} */
export function trickBySeat(trick) {
  /** @type {Record<string, string>} */
  const out = {};
  if (!trick || !trick.cards) return out;
  if (!Array.isArray(trick.cards)) return { ...trick.cards };
  let seat = trick.leader;
  for (const card of trick.cards) {
    if (typeof card === "object" && card) {
      out[card.seat] = card.card;
      continue;
    }
    if (!seat) break;   // cards in the order played come with their leader
    out[seat] = card;
    seat = leftOf(seat);
  }
  return out;
}

/**
 * The declaration and doubling in a short line: "♥ Hearts, made by North (left to him) · ×2"; the
 * multiplier is the server's.
 * @param {TableView["declaration"]} declaration
 * @param {TableView["doubling"]} doubling
 * @param {(seat: string) => string} whoOf
 */
export function contractLine(declaration, doubling, whoOf) {
  if (!declaration || !declaration.strain) return null;
  const strain = strainLabel(declaration.strain);
  const line = el("p", { class: "contract" });
  line.append(el("span", { class: `contract-strain strain-${declaration.strain}`, text: `${strain.symbol} ${strain.words}` }));
  if (declaration.maker) {
    const maker = whoOf(declaration.maker);
    const leftTo = maker === "you" ? "you" : "him";
    line.append(`, made by ${maker}${declaration.left_to_partner ? ` (left to ${leftTo} by the dealer)` : ""}`);
  }
  const multiplier = doubling ? doubling.multiplier : 1;
  if (multiplier > 1) line.append(el("span", { class: "multiplier", text: ` · each trick ×${multiplier}` }));
  return line;
}

/**
 * The declaration, the doubling, the tricks and the game in progress, on the felt itself: the
 * multiplier, the tricks won and the game are the server's.
 * @param {TableView} view
 * @param {(side: string) => string} sideWords
 */
export function feltInfo(view, sideWords) {
  const parts = [];
  const declaration = view.declaration;
  if (declaration && declaration.strain) {
    const strain = strainLabel(declaration.strain);
    const multiplier = view.doubling ? view.doubling.multiplier : 1;
    const trump = el("span", { class: `info-trump contract-strain strain-${declaration.strain}` },
      el("span", { class: "strain-symbol", "aria-hidden": "true", text: strain.symbol === "NT" ? "" : `${strain.symbol} ` }),
      declaration.strain === "NT" ? "No trumps" : `${strain.words} trumps`);
    parts.push(trump);
    if (multiplier > 1) parts.push(el("span", { class: "info-double", text: `doubled ×${multiplier}` }));
  }
  const won = view.tricks_won;
  if (won && declaration && declaration.strain && ["NS", "EW"].every((s) => s in won)) {
    parts.push(el("span", { class: "info-tricks", text: `Tricks ${sideWords("NS")} ${won.NS} · ${sideWords("EW")} ${won.EW}` }));
  }
  const game = gameInProgress(view.score);
  if (game) parts.push(el("span", { class: "info-game", text: game }));
  const box = el("div", { class: "info-line" });
  for (const part of parts) box.append(part);
  return box;
}

/** "Game 2: A-B 18, C-D 6 · games 1-0", from the scoring block's data (Rubber.to_dict()).
 * @param {Score | null | undefined} score */
export function gameInProgress(score) {
  if (!score || !score.totals) return "";
  const sides = Object.keys(score.totals);
  if (sides.length !== 2) return "";
  const games = Array.isArray(score.games) ? score.games : [];   // three-hand's games is a count
  const open = games.find((g) => g.winner == null);
  const number = open ? open.game : games.length + 1;
  const below = (open && open.below) || {};
  const won = score.games_won || {};
  const points = sides.map((s) => `${s} ${below[s] ?? 0}`).join(", ");
  return `Game ${number}: ${points} · games ${sides.map((s) => won[s] ?? 0).join("-")}`;
}

export { SEATS, actionKind, sideOf };
