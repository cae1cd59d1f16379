// @ts-check
// The declaration advisor in the hint (docs/web-protocol.md, "Hints", the `advice` frame): the
// expected points of each make for the player's own hand at the table's score, with their 95%
// intervals, as a table with a caption (what a screen reader reads) and a bar chart in inline
// SVG beside it (aria-hidden: the table carries the same figures).

import { el } from "./score.js";

const SVG = "http://www.w3.org/2000/svg";
/** @type {Readonly<Record<string, string>>} */
const NAMES = { spades: "Spades", hearts: "Hearts", diamonds: "Diamonds", clubs: "Clubs",
  "no-trumps": "No trumps", leave: "Leave it" };

/** A make's name in words. @param {string} make */
export function makeName(make) {
  return NAMES[make] || make;
}

/**
 * An SVG element with attributes and, when given, its text.
 * @param {string} tag
 * @param {Record<string, string | number>} [attrs]
 * @param {string | null} [text]
 */
function svg(tag, attrs = {}, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text != null) node.textContent = text;
  return node;
}

/** Points with their sign, to a tenth ("+12.5", "-3", "0"). @param {number} points */
function signed(points) {
  const rounded = Math.round(points * 10) / 10;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** The advisor's table: one row a make, the best marked. @param {AdviceTable} advice */
export function adviceTable(advice) {
  const left = advice.left ? " (the make left to you)" : "";
  const caption = el("caption", {},
    `Expected points of each make for your hand${left}, We ${advice.score.we}, They ${advice.score.they}: `
    + `${advice.samples} layouts solved double dummy, with 95% intervals.`);
  const head = el("thead", {}, el("tr", {},
    el("th", { scope: "col", text: "Make" }), el("th", { scope: "col", text: "Expected points" }),
    el("th", { scope: "col", text: "95% interval" }), el("th", { scope: "col", text: "Tricks" })));
  const body = el("tbody");
  for (const option of advice.options) {
    const best = option.make === advice.best;
    const [low, high] = option.points.ci95;
    body.append(el("tr", { class: best ? "advice-best" : null },
      el("th", { scope: "row", text: makeName(option.make) + (best ? " (best)" : "") }),
      el("td", { text: signed(option.points.mean) }),
      el("td", { text: `${signed(low)} to ${signed(high)}` }),
      el("td", { text: String(option.tricks) })));
  }
  return el("table", { class: "advice-table" }, caption, head, body);
}

/** The bar chart of the makes' expected points, each with its interval (inline SVG).
 * @param {AdviceTable} advice */
export function adviceChart(advice) {
  const rows = advice.options;
  const values = rows.flatMap((o) => [o.points.ci95[0], o.points.ci95[1], 0]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const [width, label, row] = [320, 76, 22];
  const x = (/** @type {number} */ points) => label + ((points - low) / span) * (width - label - 8);
  const chart = svg("svg", { viewBox: `0 0 ${width} ${rows.length * row + 6}`, class: "advice-chart",
    "aria-hidden": "true", focusable: "false" });
  chart.append(svg("line", { x1: x(0), x2: x(0), y1: 0, y2: rows.length * row + 6, class: "advice-zero" }));
  rows.forEach((option, i) => {
    const y = i * row + 4;
    const mean = option.points.mean;
    const [from, to] = option.points.ci95;
    chart.append(svg("text", { x: 0, y: y + 13, class: "advice-label" }, makeName(option.make)));
    chart.append(svg("rect", { x: Math.min(x(0), x(mean)), y, width: Math.max(1, Math.abs(x(mean) - x(0))),
      height: row - 8, class: mean >= 0 ? "advice-bar gain" : "advice-bar loss" }));
    chart.append(svg("line", { x1: x(from), x2: x(to), y1: y + (row - 8) / 2, y2: y + (row - 8) / 2,
      class: "advice-interval" }));
  });
  return chart;
}

/** The advisor's answer in the hint's box: the table and the chart, or the note why not.
 * @param {{advice?: AdviceTable | null, note?: string | null}} frame */
export function adviceNodes(frame) {
  if (!frame.advice) return [el("p", { class: "muted small", text: `The advisor: ${frame.note}.` })];
  return [adviceTable(frame.advice), adviceChart(frame.advice),
    el("p", { class: "muted small", text: "Double dummy sees every card: the figures are an upper bound on "
      + "what real play takes, the same for every make." })];
}
