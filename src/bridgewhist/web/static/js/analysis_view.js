// @ts-check
// The analysis board's and the problems page's drawing: cards in text with their suit's symbol,
// the four hands (the cards gone struck through), and the tables (players, makes, every card).
// Pure drawing from the server's JSON (analysis/board_json.py, problem_json.py): no state here.

import { SEATS, SEAT_NAME, SUITS, SUIT_SYMBOL, SUIT_NAME, RANK_NAME } from "./cards.js";

/**
 * An element with attributes and children.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...any} children
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child == null) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** "SA" as "♠A" (the ten as 10). @param {string} code */
export function cardLabel(code) {
  return `${SUIT_SYMBOL[code[0]]}${code[1] === "T" ? "10" : code[1]}`;
}

/** "SA" in words: "ace of spades". @param {string} code */
export function cardSpoken(code) {
  return `${RANK_NAME[code[1]]} of ${SUIT_NAME[code[0]]}`;
}

/** A card as a span coloured by suit, its words for a screen reader. @param {string} code */
export function cardSpan(code) {
  return el("span", { class: `suit-${code[0]}`, title: cardSpoken(code) }, cardLabel(code));
}

/** A PBN hand ("AK.QJ.-.T9", spades first) as card codes. @param {string} pbn */
export function handCards(pbn) {
  /** @type {string[]} */
  const cards = [];
  pbn.split(".").forEach((holding, i) => {
    for (const rank of holding.replace("-", "")) cards.push(SUITS[i] + rank);
  });
  return cards;
}

/**
 * The four hands, suit by suit; the cards in `gone` struck through, `onPlay` outlined.
 * @param {Record<string, string>} hands PBN hand by seat
 * @param {Set<string>} gone
 * @param {string | null} onPlay
 * @param {(seat: string) => string} [title]
 */
export function drawHands(hands, gone, onPlay, title = (seat) => SEAT_NAME[seat]) {
  return SEATS.map((seat) => {
    const box = el("div", { class: `an-hand${seat === onPlay ? " on-play" : ""}`, "aria-label": `${title(seat)}'s hand` });
    box.append(el("h3", { text: title(seat) + (seat === onPlay ? " (to play)" : "") }));
    const cards = handCards(hands[seat] || "...");
    for (const suit of SUITS) {
      const line = el("span", { class: `an-suit suit-${suit}` }, el("span", { "aria-label": SUIT_NAME[suit] }, `${SUIT_SYMBOL[suit]} `));
      const ranks = cards.filter((c) => c[0] === suit);
      if (!ranks.length) line.append("—");
      for (const code of ranks) {
        const face = code[1] === "T" ? "10" : code[1];
        line.append(gone.has(code) ? el("del", { class: "an-gone", "aria-label": `${face} played` }, face) : face, " ");
      }
      box.append(line);
    }
    return box;
  });
}

/** A table with a caption, head cells and rows of cells.
 * @param {string} caption
 * @param {string[]} head
 * @param {(Node | string)[][]} rows */
export function table(caption, head, rows) {
  const node = el("table", { class: "an-table" }, el("caption", { class: "muted", text: caption }));
  node.append(el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col", text: h })))));
  const body = el("tbody");
  for (const row of rows) body.append(el("tr", {}, ...row.map((cell) => el("td", {}, cell))));
  node.append(body);
  return node;
}

/** @type {Readonly<Record<string, string>>} */
const STRAINS = { S: "Spades", H: "Hearts", D: "Diamonds", C: "Clubs", NT: "No trumps" };

/** A strain's name ("NT": "No trumps"). @param {string} strain */
export function strainName(strain) {
  return STRAINS[strain] || strain;
}

/** "NS" as "North-South". @param {string} side */
export function sideName(side) {
  return side === "NS" ? "North-South" : "East-West";
}

/** The players' summary: tricks lost against double dummy, the costliest card. @param {AnalysisBoard} board */
export function playersTable(board) {
  return table("Tricks lost against double dummy, by player", ["Player", "Tricks lost", "Costliest card"],
    board.players.map((p) => {
      const card = p.costliest == null ? null : board.cards[p.costliest];
      return [SEAT_NAME[p.seat], String(p.tricks_lost),
        card ? el("span", {}, cardSpan(card.card), ` (card ${card.index + 1}, trick ${card.trick}: cost ${card.cost}; ${cardLabel(card.best)} was best)`)
          : "every card was a best card"];
    }));
}

/** Every make by the dealer's side: its double-dummy tricks and the points, beside the make chosen. @param {AnalysisBoard} board */
export function makesTable(board) {
  const makers = sideName(board.makers);
  return table(`The dealer's side (${makers}) making each strain, the eldest hand leading`,
    ["Make", "Tricks", `${makers} points`, "Adversaries' points", ""],
    board.makes.map((m) => [strainName(m.strain), String(m.tricks), String(m.makers_points),
      String(m.adversaries_points), m.chosen ? "the make chosen" : m.abandoned ? "abandoned (Spade Convention)" : ""]));
}
