// @ts-check
// The scoring block, drawn as Hoyle's "The Score in Actual Practice" describes it (and as
// bridgewhist/render.py draws it in the terminal): a column for each side, a line across the
// middle, honours, chicane and slam above it (the latest furthest from the line), tricks below
// it, a line under each finished game, then the columns added up, the rubber, the difference.
// The data is Rubber.to_dict().

import { strainLabel } from "./cards.js";
import { figureStyle, showExplained } from "./explain.js";

const NUMBER_WORDS = [["five", "5"], ["four", "4"], ["three", "3"], ["one", "1"]];

/**
 * An element with attributes (`class`, `text`, any other; null, undefined and false are left
 * out, true is the empty attribute) and children (text, or nodes; null and undefined left out).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...(Node | string | number | null | undefined)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (key === "class") node.className = String(value);
    else if (key === "text") node.textContent = String(value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child == null) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * A deal of any kind's scoring block, as the block reads it (three-hand's has no sides).
 * @typedef {Merged<NonNullable<Score["deals"]>[number]>} DealLine
 */

/** An item's note in the block ("4 honours", "×2"). @param {ScoreItem} entry */
function note(entry) {
  let text = entry.description || entry.kind || "";
  if (entry.kind === "honours" || entry.kind === "chicane") {
    text = text.replace(", the fifth in partner's", " + 1").replace(" in one hand", " in 1 hand");
    for (const [word, digit] of NUMBER_WORDS) {
      if (text.startsWith(`${word} `)) text = digit + text.slice(word.length);
    }
  }
  return text.replace(/ x(\d)/g, " ×$1");
}

/** The table whose page this is (/t/{id}), else null: a table's figures are explained by the
 * server (GET /api/tables/{id}/explain, bridgewhist/pad/explain.py) when one is tapped. */
function pageTable() {
  const match = /^\/t\/([^/]+)/.exec(location.pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * A figure of the block: at a table a button that asks the server how it was made and shows it
 * (or, should the server's rubber have moved on, what the view itself says of it).
 * @param {string} text the figure shown
 * @param {string} key the figure's key (bridgewhist/web/explained.py)
 * @param {string} caption what the figure is
 * @param {string} fallback the view's own words for it
 * @param {string} law the law the view cites for it
 */
export function explainedFigure(text, key, caption, fallback = "", law = "") {
  const table = pageTable();
  if (!table) return el("span", { class: "points", text });
  figureStyle();
  const button = el("button", { type: "button", class: "points figure", "aria-haspopup": "dialog",
    "aria-label": `${text}, ${caption}: how it was made`, text });
  button.addEventListener("click", async () => {
    let found = null;
    try {
      const answer = await fetch(`/api/tables/${encodeURIComponent(table)}/explain`);
      if (answer.ok) found = (await answer.json()).figures[key] || null;
    } catch {
      found = null;
    }
    if (!found || String(found.figure) !== text) {
      found = { figure: Number(text), words: fallback || caption, arithmetic: text, terms: [], law: law || "" };
    }
    showExplained(found, caption, button);
  });
  return button;
}

/** @param {ScoreItem} entry @param {string} key @param {string} caption */
function entryCell(entry, key, caption) {
  const cell = el("span", { class: "entry", title: entry.law ? `${entry.description} (${entry.law})` : null });
  cell.append(explainedFigure(String(entry.points), key, caption, entry.description, entry.law));
  cell.append(el("span", { class: "note", text: note(entry) }));
  return cell;
}

/** @param {DealLine} deal */
function dealLabel(deal) {
  const strain = strainLabel(deal.strain ?? "");
  const label = el("span", { class: `deal-label strain-${deal.strain}` });
  label.append(el("span", { class: "deal-no", text: String(deal.deal) }), " ");
  label.append(el("span", { class: "strain-symbol", "aria-hidden": "true", text: strain.symbol }));
  label.append(el("span", { class: "sr-only", text: strain.words }));
  if ((deal.multiplier ?? 1) > 1) label.append(` ×${deal.multiplier}`);
  return label;
}

/** @param {string} kind @param {string} [caption] */
function lineRow(kind, caption) {
  const row = el("tr", { class: `line ${kind}` });
  const cell = el("td", { colspan: "3" });
  if (caption) cell.append(el("span", { class: "caption", text: caption }));
  row.append(cell);
  return row;
}

/**
 * The deal's items on one side of the line, a row each, a column a side; how many rows.
 * @param {HTMLElement} tbody @param {DealLine} deal @param {string[]} sides @param {boolean} below
 */
function entryRows(tbody, deal, sides, below) {
  const line = below ? "below" : "above";
  const columns = sides.map((side) => {
    /** @type {Partial<SideScore>} */
    const data = (deal.sides || {})[side] || {};
    const entries = (below ? data.below_entries : data.above_entries) || [];
    return entries.map((entry, index) => ({ entry, key: `item:${deal.deal}:${side}:${line}:${index}`,
      caption: `${side}, deal ${deal.deal}, ${line} the line` })).filter((e) => e.entry.points);
  });
  const height = Math.max(...columns.map((c) => c.length));
  for (let i = 0; i < height; i += 1) {
    const row = el("tr", { class: below ? "below" : "above" });
    row.append(el("th", { scope: "row", class: "label" }, i === 0 ? dealLabel(deal) : ""));
    for (const column of columns) {
      const item = column[i];
      row.append(el("td", {}, item ? entryCell(item.entry, item.key, item.caption) : ""));
    }
    tbody.append(row);
  }
  return height;
}

/** @param {number} points */
function amount(points) {
  return `${points} point${points === 1 ? "" : "s"}`;
}

/** The rubber's outcome in a sentence (P11, A11, W11), as render.rubber_verdict words it.
 * @param {Score} score @param {string[]} sides */
export function verdict(score, sides) {
  const winner = score.rubber_winner;
  /** @type {Partial<NonNullable<Score["net"]>>} */
  const net = score.net || {};
  if (winner == null) {
    const games = sides.map((s) => (score.games_won || {})[s] ?? 0).join("-");
    if (net.winner == null) return `The rubber is not finished (games ${games}); the scores are level.`;
    return `The rubber is not finished (games ${games}); ${net.winner} lead by ${amount(net.points ?? 0)}.`;
  }
  if (net.winner == null) return `${winner} win the rubber; the totals are equal, so no points are won.`;
  if (net.winner === winner) return `${winner} win the rubber by ${amount(net.points ?? 0)}.`;
  return `${winner} win the rubber but lose ${amount(net.points ?? 0)} to ${net.winner}.`;
}

/** The block as a <figure>: the table of columns and the verdict beneath.
 * @param {Score | null | undefined} score */
export function scoringBlock(score) {
  const figure = el("figure", { class: "scoring-block" });
  if (!score) {
    figure.append(el("p", { class: "muted", text: "No deal has been scored yet." }));
    return figure;
  }
  const sides = Object.keys(score.totals || {});
  const codeKey = score.law_code && (score.law_code.key || score.law_code);
  const table = el("table");
  table.append(el("caption", { text: `Scoring block · ${codeKey || ""}` }));
  const head = el("thead");
  const headRow = el("tr");
  headRow.append(el("th", { scope: "col", class: "label", text: "deal" }));
  for (const side of sides) {
    headRow.append(el("th", { scope: "col", class: side === score.rubber_winner ? "winner" : null, text: side }));
  }
  head.append(headRow);
  table.append(head);

  const above = el("tbody", { class: "above-line", "aria-label": "above the line" });
  /** @type {DealLine[]} */
  const deals = score.deals || [];
  let laterGame = null;
  for (const deal of [...deals].reverse()) {
    const hasAbove = sides.some((s) => ((deal.sides || {})[s]?.above_entries || []).some((e) => e.points));
    if (!hasAbove) continue;
    if (laterGame !== null && deal.game !== laterGame) above.append(lineRow("game-rule"));
    laterGame = deal.game;
    entryRows(above, deal, sides, false);
  }
  if (!above.children.length) {
    const row = el("tr", { class: "above empty" });
    row.append(el("th", { scope: "row", class: "label" }), el("td"), el("td"));
    above.append(row);
  }
  table.append(above);

  const below = el("tbody", { class: "below-line", "aria-label": "below the line" });
  below.append(lineRow("the-line", "honours above · tricks below"));
  for (const deal of deals) {
    entryRows(below, deal, sides, true);
    if (deal.game_won_by != null) below.append(lineRow("game-rule", `game ${deal.game} to ${deal.game_won_by}`));
  }
  below.append(lineRow("double-rule"));
  table.append(below);

  const totals = el("tbody", { class: "totals", "aria-label": "totals" });
  /**
   * @param {string} label
   * @param {string} place
   * @param {(number | null | undefined)[]} values
   * @param {string} [cls]
   */
  const figureRow = (label, place, values, cls = undefined) => {
    const row = el("tr", { class: cls });
    row.append(el("th", { scope: "row", class: "label", text: label }));
    values.forEach((value, i) => row.append(el("td", {}, value == null ? el("span", { class: "points", text: "" })
      : explainedFigure(String(value), `${place}:${sides[i]}`, `${sides[i]}, ${label}`))));
    totals.append(row);
  };
  const t = score.totals || {};
  figureRow("above", "above", sides.map((s) => t[s]?.above ?? 0));
  figureRow("below", "below", sides.map((s) => t[s]?.below ?? 0));
  figureRow("added up", "added", sides.map((s) => (t[s]?.above ?? 0) + (t[s]?.below ?? 0)));
  if (score.rubber_winner != null) {
    figureRow("rubber", "rubber", sides.map((s) => (s === score.rubber_winner ? score.rubber_bonus : null)));
    figureRow("total", "total", sides.map((s) => t[s]?.total ?? 0), "grand-total");
  }
  table.append(totals);
  figure.append(table);
  figure.append(el("figcaption", { class: "verdict", text: verdict(score, sides) }));
  return figure;
}

/** ``text`` as a sentence: a full stop added unless it already ends in one, a "?" or a "!"
 * ("May I lead?" stays as said, never "May I lead?.").
 * @param {string} text */
export function sentence(text) {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/** A scored deal in a sentence for the live region: "A-B 24 below, 30 above; game 1 to A-B".
 * @param {DealLine} deal */
export function dealSentence(deal) {
  const parts = [];
  for (const [side, data] of Object.entries(deal.sides || {})) {
    const pieces = [];
    if (data.below) pieces.push(`${data.below} below`);
    if (data.above) pieces.push(`${data.above} above`);
    if (pieces.length) parts.push(`${side} ${pieces.join(", ")}`);
  }
  let text = parts.join("; ") || "nothing scored";
  if (deal.game_won_by != null) text += `; game ${deal.game} to ${deal.game_won_by}`;
  return text;
}

/**
 * The end-of-deal box's words: how each item of ``deal`` was scored, as the server explains it
 * (GET /api/tables/{id}/explain), appended to ``holder`` as one paragraph when they come.
 * @param {DealLine} deal the scored deal of the view
 * @param {HTMLElement} holder the box
 */
export async function explainDeal(deal, holder) {
  const table = pageTable();
  if (!table) return;
  let figures;
  try {
    const answer = await fetch(`/api/tables/${encodeURIComponent(table)}/explain`);
    if (!answer.ok) return;
    figures = (await answer.json()).figures || {};
  } catch {
    return;
  }
  /** @type {string[]} */
  const words = [];
  for (const [side, data] of Object.entries(deal.sides || {})) {
    for (const line of /** @type {const} */ (["below", "above"])) {
      (data[`${line}_entries`] || []).forEach((entry, i) => {
        const found = figures[`item:${deal.deal}:${side}:${line}:${i}`];
        if (entry.points && found && found.figure === entry.points) words.push(`${side}: ${found.words}`);
      });
    }
  }
  if (words.length) holder.append(el("p", { class: "result-explained", text: `How it was scored: ${words.join(". ")}.` }));
}

/** A scored deal as dealSentence words it, each figure a button showing how it was made
 * ("Scored: A-B 24 below, 30 above; game 1 to A-B"), for the replay.
 * @param {DealLine} deal @param {string} [lead] */
export function dealFigures(deal, lead = "Scored: ") {
  const line = el("p", { class: "replay-score" }, lead);
  let first = true;
  for (const [side, data] of Object.entries(deal.sides || {})) {
    const pieces = [["below", data.below], ["above", data.above]].filter(([, points]) => points);
    if (!pieces.length) continue;
    line.append(first ? `${side} ` : `; ${side} `);
    first = false;
    pieces.forEach(([where, points], i) => {
      if (i) line.append(", ");
      line.append(explainedFigure(String(points), `deal-${where}:${deal.deal}:${side}`,
        `${side}, deal ${deal.deal}, ${where} the line`), ` ${where}`);
    });
  }
  if (first) line.append("nothing scored");
  if (deal.game_won_by != null) line.append(`; game ${deal.game} to ${deal.game_won_by}`);
  return line;
}

export { el };
