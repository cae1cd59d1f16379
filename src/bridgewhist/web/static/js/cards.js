// @ts-check
// Cards, suits, seats and the laws' words, as the client shows and speaks them.
// Cards travel in the records' notation: the suit letter then the rank ("SA", "HT", "D7").

export const SUITS = ["S", "H", "D", "C"];
/** @typedef {Readonly<Record<string, string>>} Words a name or symbol for each letter */

/** @type {Words} */
export const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
/** @type {Words} */
export const SUIT_NAME = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
/** @type {Words} */
export const SUIT_SINGULAR = { S: "spade", H: "heart", D: "diamond", C: "club" };
export const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
/** @type {Words} */
export const RANK_NAME = {
  A: "ace", K: "king", Q: "queen", J: "knave", T: "ten", 9: "nine", 8: "eight", 7: "seven",
  6: "six", 5: "five", 4: "four", 3: "three", 2: "two",
};
export const SEATS = ["N", "E", "S", "W"];
/** @type {Words} */
export const SEAT_NAME = { N: "North", E: "East", S: "South", W: "West" };
/** @type {Words} */
export const STRAIN_WORDS = {
  S: "Spades", H: "Hearts", D: "Diamonds", C: "Clubs", NT: "No trumps",
};
/** @type {Words} */
const STRAIN_OF_TEXT = {
  spades: "S", hearts: "H", diamonds: "D", clubs: "C", "no-trumps": "NT", nt: "NT",
  s: "S", h: "H", d: "D", c: "C", n: "NT", "no trumps": "NT",
};

/** A referee's line with its seat letters in words: "E's lead out of turn: S to choose",
 * "W renounces, holding the suit led" (a seat letter before "'s" or a word; never a card).
 * @param {unknown} text */
export function seatWords(text) {
  return String(text).replace(/\b([NESW])(?=('s\b| [a-z]))/g, (letter) => SEAT_NAME[letter]);
}

/**
 * "HT" -> {suit: "H", rank: "T"}; also reads "♥10", "h10" and rank-first "TH".
 * @param {unknown} text
 * @returns {{suit: string, rank: string} | null}
 */
export function parseCard(text) {
  if (typeof text !== "string") return null;
  let t = text.trim().toUpperCase().replace("10", "T");
  for (const [letter, symbol] of Object.entries(SUIT_SYMBOL)) t = t.replace(symbol, letter);
  if (t.length !== 2) return null;
  if (SUITS.includes(t[0]) && RANKS.includes(t[1])) return { suit: t[0], rank: t[1] };
  if (SUITS.includes(t[1]) && RANKS.includes(t[0])) return { suit: t[1], rank: t[0] };
  return null;
}

/**
 * A card the server sent ("HT"), read as parseCard reads it; what is no card is an error naming it.
 * @param {string} code
 * @returns {{suit: string, rank: string}}
 */
export function cardOf(code) {
  const card = parseCard(code);
  if (!card) throw new Error(`not a card: ${code}`);
  return card;
}

/** The canonical text of a card ("HT").
 * @param {{suit: string, rank: string}} card */
export function cardCode(card) {
  return card.suit + card.rank;
}

/** The rank as printed on the card face ("10" for the ten).
 * @param {string} rank */
export function rankFace(rank) {
  return rank === "T" ? "10" : rank;
}

/** A card in words: "the king of hearts".
 * @param {unknown} text */
export function cardWords(text) {
  const card = parseCard(text);
  if (!card) return String(text);
  return `${RANK_NAME[card.rank]} of ${SUIT_NAME[card.suit]}`;
}

/** Cards sorted for the hand: spades, hearts, diamonds, clubs (alternating colours), high to low. */
/** @param {Iterable<string>} codes */
export function sortCards(codes) {
  const key = (/** @type {string} */ code) => {
    const c = parseCard(code);
    return c ? SUITS.indexOf(c.suit) * 16 + RANKS.indexOf(c.rank) : 999;
  };
  return [...codes].sort((a, b) => key(a) - key(b));
}

/** The strain letter ("S".."C", "NT") of a declaration's text, or null when it is no strain.
 * @param {unknown} text
 * @returns {string | null} */
export function strainOf(text) {
  if (text == null) return null;
  const t = String(text).trim().toLowerCase();
  if (t.toUpperCase() === "NT") return "NT";
  return STRAIN_OF_TEXT[t] ?? null;
}

/** The declaration's symbol and words: {symbol: "♥", words: "Hearts"}.
 * @param {string} strain */
export function strainLabel(strain) {
  const s = strainOf(strain) ?? strain;
  return { symbol: s === "NT" ? "NT" : SUIT_SYMBOL[s] ?? "?", words: STRAIN_WORDS[s] ?? String(strain) };
}

/** The partner's seat. @param {string} seat */
export function partnerOf(seat) {
  return SEATS[(SEATS.indexOf(seat) + 2) % 4];
}

/** The seat on the left (the next to play). @param {string} seat */
export function leftOf(seat) {
  return SEATS[(SEATS.indexOf(seat) + 1) % 4];
}

/**
 * The side a seat sits on.
 * @param {string} seat
 * @returns {"NS" | "EW"}
 */
export function sideOf(seat) {
  return seat === "N" || seat === "S" ? "NS" : "EW";
}

/** The act's kind from its text: "declare", "leave", "double", "satisfied" or "play".
 * @param {unknown} text */
export function actionKind(text) {
  const t = String(text).trim().toLowerCase();
  if (parseCard(t)) return "play";
  if (t === "leave" || t.startsWith("i leave")) return "leave";
  if (t === "double" || t === "redouble" || t.startsWith("i double") || t.startsWith("i re")) return "double";
  if (["satisfied", "may i lead?", "may i lead", "yes"].includes(t)) return "satisfied";
  if (strainOf(t)) return "declare";
  return "other";
}

/**
 * The act in the laws' words (P47-48, P54-56, A51-53, W51-53), given the doubling so far:
 * "I leave it to you, partner", "Hearts", "I double", "I re-double", "I double again",
 * "May I lead?" (the eldest hand, nothing doubled), "Yes" (pone, asked), else "Satisfied".
 * `ctx` = {doubles, asked, actorSide, makersSide}.
 * @param {string} text
 * @param {{doubles?: number, asked?: boolean, actorSide?: string | null, makersSide?: string | null}} [ctx]
 */
export function actionWords(text, ctx = {}) {
  const kind = actionKind(text);
  if (kind === "play") return cardWords(text);
  if (kind === "leave") return "I leave it to you, partner";
  if (kind === "declare") return STRAIN_WORDS[strainOf(text) ?? ""];
  const doubles = ctx.doubles ?? 0;
  if (kind === "double") {
    if (doubles === 0) return "I double";
    return ctx.actorSide && ctx.actorSide === ctx.makersSide ? "I re-double" : "I double again";
  }
  if (kind === "satisfied") {
    if (doubles === 0) return ctx.asked ? "Yes" : "May I lead?";
    return "Satisfied";
  }
  return String(text);
}
