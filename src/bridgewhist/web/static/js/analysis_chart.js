// @ts-check
// The analysis board's chart: the makers' double-dummy tricks after every card, a line across the
// 52 cards (SVG), a dot on each card that changed it, the chosen card's mark. A tap or click picks
// the nearest card; the slider and the table beside it do the same by keyboard.

const NS = "http://www.w3.org/2000/svg";
const WIDTH = 560;
const HEIGHT = 220;
const LEFT = 34;
const RIGHT = 10;
const TOP = 12;
const BOTTOM = 30;

/** @param {string} tag @param {Record<string, any>} attrs */
function svg(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

/** The x of card `index` (-1: before the lead). @param {number} index @param {number} count */
export function xOf(index, count) {
  return LEFT + ((index + 1) / count) * (WIDTH - LEFT - RIGHT);
}

/** The card nearest an x in the chart's units (0 to count - 1). @param {number} x @param {number} count */
export function indexAt(x, count) {
  const step = (WIDTH - LEFT - RIGHT) / count;
  return Math.max(0, Math.min(count - 1, Math.round((x - LEFT) / step) - 1));
}

/**
 * The chart of `board` (analysis_to_dict) with card `current` marked; `pick(index)` on a tap.
 * @param {AnalysisBoard} board @param {number} current @param {(index: number) => void} pick
 */
export function drawChart(board, current, pick) {
  const cards = board.cards;
  const count = cards.length;
  const most = Math.max(13, ...cards.map((c) => c.makers_after));
  const yOf = (/** @type {number} */ tricks) => TOP + (1 - tricks / most) * (HEIGHT - TOP - BOTTOM);
  const changed = cards.filter((c) => c.changed).length;
  const root = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img",
    "aria-label": `The makers' double-dummy tricks: ${board.makers_dd} at the lead, ${board.makers_tricks} taken; `
      + `${changed} card${changed === 1 ? "" : "s"} changed the figure (the table below lists every card)` });
  for (let t = 0; t <= most; t += 1) {
    const y = yOf(t);
    root.append(svg("line", { x1: LEFT, x2: WIDTH - RIGHT, y1: y, y2: y, stroke: t % 13 === 0 ? "#999" : "#eee" }));
    if (t % 2 === 1 || t === 0) {
      const label = svg("text", { x: LEFT - 6, y: y + 4, "text-anchor": "end", "font-size": 11, fill: "#444", class: t === 0 ? "an-y0" : "an-y" });
      label.textContent = String(t);
      root.append(label);
    }
  }
  for (let trick = 1; trick <= count / 4; trick += 1) {
    const x = xOf(trick * 4 - 1, count);
    root.append(svg("line", { x1: x, x2: x, y1: TOP, y2: HEIGHT - BOTTOM, stroke: "#f0e6d0" }));
    if (trick % 2 === 1) {
      const label = svg("text", { x: x - 10, y: HEIGHT - BOTTOM + 14, "text-anchor": "middle", "font-size": 10, fill: "#444" });
      label.textContent = String(trick);
      root.append(label);
    }
  }
  const caption = svg("text", { x: WIDTH / 2, y: HEIGHT - 3, "text-anchor": "middle", "font-size": 11, fill: "#444", class: "an-x-caption" });
  caption.textContent = "trick";
  root.append(caption);
  const points = [[xOf(-1, count), yOf(board.makers_dd)], ...cards.map((c, i) => [xOf(i, count), yOf(c.makers_after)])];
  root.append(svg("polyline", { points: points.map((p) => p.join(",")).join(" "), fill: "none", stroke: "#1f6b3a", "stroke-width": 2.5 }));
  for (const card of cards) {
    if (!card.changed) continue;
    root.append(svg("circle", { cx: xOf(card.index, count), cy: yOf(card.makers_after), r: 5, fill: "#8a1c1c", class: "an-changed" }));
  }
  const x = xOf(current, count);
  root.append(svg("line", { x1: x, x2: x, y1: TOP, y2: HEIGHT - BOTTOM, stroke: "#0b0c0c", "stroke-dasharray": "3 3", class: "an-current" }));
  root.addEventListener("click", (event) => {
    const box = root.getBoundingClientRect();
    if (!box.width) return;
    pick(indexAt(((event.clientX - box.left) / box.width) * WIDTH, count));
  });
  return root;
}
