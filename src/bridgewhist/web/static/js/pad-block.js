// @ts-check
// The score pad's drawings: the scoring block as the books draw it (We and They, honours above
// the line, tricks below, each game ruled off, the totals and the net) and a deal in words.
// Each figure the server explained (block.explain) is a button showing how it was made.

import { figure } from "./explain.js";

export const SEATS = ["N", "E", "S", "W"];
/** @type {Readonly<Record<string, string>>} */
export const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
/** @type {Readonly<Record<string, string>>} */
export const STRAINS = { S: "Spades", H: "Hearts", D: "Diamonds", C: "Clubs", NT: "No trumps" };
export const SUIT_CALLS = [
  ["simple", "Simple honours (three)"], ["four", "Four honours (divided)"],
  ["four-in-one-hand", "Four honours in one hand"],
  ["four-in-one-hand-fifth-with-partner", "Four in one hand, the fifth in partner's"],
  ["five", "Five honours (divided)"], ["five-in-one-hand", "Five honours in one hand"],
];
export const ACE_CALLS = [["three-aces", "Three aces"], ["four-aces", "Four aces (divided)"],
  ["four-aces-in-one-hand", "Four aces in one hand"]];
export const CHICANE = ["", "chicane", "double chicane"];
// "Honours held by" before a side is chosen: at a suit one side always holds three, which the
// players say; at no trumps the aces may be two and two, so "neither" is a true first value.
export const NO_HONOURS = { suit: "Choose the side (one holds three or more)", noTrumps: "Neither side (aces two and two)" };

/** @type {Readonly<Record<string, string>>} */
const FIELD_WORDS = {
  dealer: "Dealer", declarer: "Declared by", strain: "Trumps", doubles: "Doubled", tricks: "Tricks",
  honours: "Honours held by", "honours.side": "Honours held by", "honours.call": "Honours called",
  chicane: "Chicane", law_code: "Law code", first_dealer: "First dealer", we: "We are",
  title: "Title", house: "Club's limit to doubling", "house.doubling_limit": "Club's limit to doubling",
  points: "Points", points_only: "How the sheet is kept",
};
/** @type {Readonly<Record<string, string>>} */
const PLACE = { below: "Below the line", above: "Above the line" };

// A refused field in the page's words (the server names it by its path, "entry.tricks.NS").
// sideName: NS or EW as the page names the side.
/** @param {unknown} field @param {(side: string) => string} [sideName] */
export function fieldWords(field, sideName = (side) => side) {
  const path = String(field || "").replace(/^(log\[\d+\]\.)?(entry\.)?/, "");
  const parts = path.split(".");
  if (parts[0] === "players" && SEAT_NAMES[parts[1]]) return `${SEAT_NAMES[parts[1]]}'s name`;
  if ((parts[0] === "tricks" || parts[0] === "chicane") && (parts[1] === "NS" || parts[1] === "EW")) {
    return `${FIELD_WORDS[parts[0]]}, ${sideName(parts[1])}`;
  }
  if (parts[0] === "points" && (parts[1] === "NS" || parts[1] === "EW")) {
    return `${PLACE[parts[2]] || "Points"}, ${sideName(parts[1])}`;
  }
  return FIELD_WORDS[path] || FIELD_WORDS[parts[0]] || path.replace(/[._]/g, " ");
}

// A refusal as one plain line: the field in words, then the reason.
/** @param {{message: string, field?: string | null}} error @param {(side: string) => string} [sideName] */
export function refusalLine(error, sideName) {
  const words = error.field ? `${fieldWords(error.field, sideName)}: ` : "";
  return `Refused. ${words}${error.message}`.replace(/\s+/g, " ");
}

/**
 * A scoring block as drawn: the server's (PadBlock, its figures explained) or one reckoned on the
 * phone (pad-score.js: provisional, nothing explained).
 * @typedef {"we" | "they"} Column
 * @typedef {{labels: {we: string, they: string}, over: boolean, winner: Column | null,
 *   above: {deal: number, we: number, they: number, items: {what: string, points: number, law: string}[]}[],
 *   games: {number: number, rows: {deal: number, we: number, they: number}[], winner: Column | null}[],
 *   games_won: {we: number, they: number},
 *   totals: {we: BlockTotal, they: BlockTotal}, net: {side: Column | null, points: number},
 *   provisional?: boolean, explain?: PadBlock["explain"]}} ShownBlock
 * @typedef {{below: number, above: number, rubber: number, total: number}} BlockTotal
 */

/** The partnerships, as the pad's entries name them. */
const SIDES = /** @type {const} */ (["NS", "EW"]);

/** The block's columns. */
const COLUMNS = /** @type {const} */ (["we", "they"]);

/** @param {string | number | null | undefined} text @param {string} [tag] */
function cell(text, tag = "td") {
  const el = document.createElement(tag);
  el.textContent = text === 0 || text === "" || text == null ? "" : String(text);
  return el;
}

// A figure's cell: blank for nothing, else the figure, a button when the server explained it.
/**
 * @param {ShownBlock} block @param {string} key @param {number | string} text @param {string} caption
 * @param {boolean} [always] drawn even when nothing
 */
function figureCell(block, key, text, caption, always = false) {
  const el = document.createElement("td");
  if (!always && (text === 0 || text === "" || text == null)) return el;
  el.append(figure(text, (block.explain || {})[key], caption));
  return el;
}

/** @type {Readonly<Record<Column, string>>} */
const WHO = { we: "We", they: "They" };

// The block's table and its verdict, for the server's block or one reckoned on the phone.
/** @param {ShownBlock} block */
export function blockElements(block) {
  const table = document.createElement("table");
  table.className = "block";
  table.id = "score-block";
  const caption = document.createElement("caption");
  caption.className = "muted";
  caption.textContent = "Honours, chicane and slam above the line; tricks below, each game ruled off.";
  table.append(caption);
  const head = document.createElement("thead");
  const headRow = document.createElement("tr");
  headRow.append(cell("", "th"), cell(`We (${block.labels.we})`, "th"), cell(`They (${block.labels.they})`, "th"));
  headRow.children[0].textContent = "Deal";
  head.append(headRow);
  table.append(head);
  const body = document.createElement("tbody");
  for (const item of [...block.above].reverse()) {
    const row = document.createElement("tr");
    row.className = "above";
    row.append(cell(`deal ${item.deal}`),
      ...COLUMNS.map((side) => figureCell(block, `deal-above:${item.deal}:${side}`, item[side],
        `${WHO[side]}, deal ${item.deal}, above the line`)));
    row.title = item.items.map((i) => `${i.what} ${i.points} (${i.law})`).join("; ");
    body.append(row);
  }
  const line = document.createElement("tr");
  line.className = "the-line";
  line.append(cell(""), cell(""), cell(""));
  body.append(line);
  for (const game of block.games) {
    game.rows.forEach((r, index) => {
      const row = document.createElement("tr");
      row.className = "below";
      if (game.winner && index === game.rows.length - 1) row.classList.add("ruled", "game-end");
      row.append(cell(`deal ${r.deal}`),
        ...COLUMNS.map((side) => figureCell(block, `deal-below:${r.deal}:${side}`, r[side],
          `${WHO[side]}, deal ${r.deal}, below the line`)));
      body.append(row);
    });
    if (game.winner) {
      const row = body.lastElementChild;
      if (row) row.children[0].textContent += ` · game ${game.number} to ${game.winner === "we" ? "We" : "They"}`;
    }
  }
  table.append(body);
  const foot = document.createElement("tfoot");
  const rows = /** @type {const} */ ([
    ["below the line", "below"], ["above the line", "above"], ["the rubber", "rubber"], ["total", "total"],
  ]);
  for (const [name, place] of rows) {
    const row = document.createElement("tr");
    row.append(cell(name), ...COLUMNS.map((side) => figureCell(block, `${place}:${side}`,
      block.totals[side][place], `${WHO[side]}, ${name}`, true)));
    if (name === "total") { row.id = "totals"; row.children[1].id = "total-we"; row.children[2].id = "total-they"; }
    foot.append(row);
  }
  table.append(foot);
  const net = document.createElement("p");
  net.className = "net";
  net.id = "net";
  const games = `Games: We ${block.games_won.we}, They ${block.games_won.they}.`;
  if (block.net.side) {
    const who = block.net.side === "we" ? "We" : "They";
    net.append(`${games} ${block.over ? "Rubber over" : "So far"}: ${who} ahead by `,
      figure(block.net.points, (block.explain || {}).net, "the difference"), ".");
  } else {
    net.textContent = `${games} Level.`;
  }
  if (block.provisional) net.textContent += " (provisional: reckoned on this phone until the server has the entries)";
  net.dataset.points = String(block.net.points);
  net.dataset.provisional = block.provisional ? "yes" : "no";
  return [table, net];
}

// A deal in words, for the list of deals.
/** @param {DealFacts | PointsFacts} entry */
export function describe(entry) {
  if ("points" in entry) {   // a points-only pad: the figures, as the sheet keeps them
    const sides = SIDES.flatMap((side) => {
      const p = entry.points[side];
      return p && (p.below || p.above) ? [`${side} ${p.below || 0} below, ${p.above || 0} above.`] : [];
    });
    return [`${SEAT_NAMES[entry.dealer]} dealt.`, ...sides].join(" ");
  }
  const parts = [`${SEAT_NAMES[entry.dealer]} dealt and`];
  parts.push(entry.declarer === "partner" ? "left it to partner:" : "declared");
  let strain = STRAINS[entry.strain] || entry.strain;
  if (entry.doubles) strain += entry.doubles === 1 ? ", doubled" : `, doubled ${entry.doubles} times`;
  parts.push(`${strain}.`);
  parts.push(`NS ${entry.tricks.NS}, EW ${entry.tricks.EW} tricks.`);
  if (entry.honours) {
    const calls = Object.fromEntries([...SUIT_CALLS, ...ACE_CALLS]);
    parts.push(`${calls[entry.honours.call]} to ${entry.honours.side}.`);
  }
  for (const side of SIDES) {
    const c = entry.chicane ? entry.chicane[side] : 0;
    if (c) parts.push(`${CHICANE[c][0].toUpperCase()}${CHICANE[c].slice(1)} to ${side}.`);
  }
  return parts.join(" ");
}

