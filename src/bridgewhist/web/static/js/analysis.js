// @ts-check
// The analysis board's page: /analysis/TABLE?rubber=R&deal=D asks the server for a table's
// finished deal (web/analysis.py; the server refuses a deal not over for everyone), /analysis/
// (no table) for a PBN deal pasted or uploaded (web/analysis_pbn.py; js/analysis_pbn.js). It draws
// the hands at the chosen card, the chart with its table, each card's values and cost, the
// players' summary, every make, steps through the best line from the chosen card, and plays on
// from it (js/analysis_branch.js).

import { api, tokenFor } from "./api.js";
import { SEAT_NAME } from "./cards.js";
import { setupBranch } from "./analysis_branch.js";
import { setupPbn } from "./analysis_pbn.js";
import { drawChart } from "./analysis_chart.js";
import { cardLabel, cardSpan, drawHands, el, makesTable, playersTable, sideName, strainName, table } from "./analysis_view.js";

const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const query = new URLSearchParams(location.search);
const state = { board: /** @type {AnalysisBoard | null} */ (null), current: 0, line: /** @type {LineCard[] | null} */ (null), lineStep: 0, lineFrom: 0,
  branch: /** @type {{moved: () => void} | null} */ (null) };

/** @param {string} id */
function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page lacks #${id}`);
  return found;
}

/** The board shown: what reads it (the chart, the cards, the line) is drawn only once one is.
 * @returns {AnalysisBoard} */
function shown() {
  if (!state.board) throw new Error("no analysis board is shown yet");
  return state.board;
}

/** @param {any} error */
function showError(error) {
  if (!state.board) byId("analysis-status").textContent = "";
  const notice = byId("notice");
  notice.replaceChildren(el("span", { text: `Sorry: ${error && error.message ? error.message : error}` }));
  notice.hidden = false;
}

function params(extra = {}) {
  const out = new URLSearchParams();
  if (query.get("rubber")) out.set("rubber", String(query.get("rubber")));
  if (query.get("deal")) out.set("deal", String(query.get("deal")));
  for (const [key, value] of Object.entries(extra)) out.set(key, String(value));
  return out.toString();
}

function gone() {
  const board = shown();
  const cards = new Set(board.cards.slice(0, state.current).map((c) => c.card));
  if (state.line && state.lineFrom === state.current) {
    for (const step of state.line.slice(0, state.lineStep)) cards.add(step.card);
  }
  return cards;
}

function onPlay() {
  const board = shown();
  if (state.line && state.lineFrom === state.current) {
    const next = state.line[state.lineStep];
    return next ? next.seat : null;
  }
  return board.cards[state.current].seat;
}

function drawDetail() {
  const card = shown().cards[state.current];
  const values = Object.entries(card.values).map(([code, value]) => [
    cardSpan(code), String(value), code === card.card ? "played" : code === card.best ? "best" : ""]);
  const cost = card.cost ? el("span", { class: "an-cost", text: `cost ${card.cost} trick${card.cost === 1 ? "" : "s"}` }) : "a best card";
  byId("card-detail").replaceChildren(
    el("p", {}, `Card ${card.index + 1} (trick ${card.trick}): ${SEAT_NAME[card.seat]} played `, cardSpan(card.card), ": ", cost,
      `. The makers' double-dummy tricks: ${card.makers_before} before it, ${card.makers_after} after.`),
    table(`Every legal card for ${SEAT_NAME[card.seat]} at this moment: the tricks his side takes from this trick on, double dummy`,
      ["Card", "Tricks", ""], values));
}

function drawLine() {
  const box = byId("line");
  if (!state.line || state.lineFrom !== state.current) {
    box.replaceChildren();
    return;
  }
  const list = el("ol", { start: String(state.current + 1) });
  state.line.forEach((step, i) => {
    list.append(el("li", { class: i === state.lineStep - 1 ? "current" : "" }, `${SEAT_NAME[step.seat]} `, cardSpan(step.card),
      ` (makers ${step.makers_after})`));
  });
  const prev = el("button", { type: "button", id: "line-prev", text: "‹ Step" });
  const next = el("button", { type: "button", id: "line-next", text: "Step ›" });
  prev.addEventListener("click", () => { state.lineStep = Math.max(0, state.lineStep - 1); draw(); byId("line-prev").focus(); });
  next.addEventListener("click", () => { state.lineStep = Math.min(state.line?.length || 0, state.lineStep + 1); draw(); byId("line-next").focus(); });
  const last = state.line[state.line.length - 1];
  box.replaceChildren(
    el("h3", { text: `The best line from card ${state.current + 1}` }),
    el("p", { id: "line-status", role: "status" }, `Step ${state.lineStep} of ${state.line.length}. Both sides playing best, the makers end with ${last ? last.makers_after : "?"} tricks.`),
    el("div", { class: "an-step", role: "group", "aria-label": "Step through the best line" }, prev, next), list);
}

function drawCardsTable() {
  const board = shown();
  const node = byId("cards-table");
  node.replaceChildren(el("caption", { class: "muted", text: "Each card, its cost and the makers' double-dummy tricks after it; a row's button chooses the card" }));
  node.append(el("thead", {}, el("tr", {}, ...["Card", "Trick", "Player", "Played", "Cost", "Best", "Makers after", "Changed"]
    .map((h) => el("th", { scope: "col", text: h })))));
  const body = el("tbody");
  for (const card of board.cards) {
    const choose = el("button", { type: "button", class: "quiet", "aria-label": `Choose card ${card.index + 1}` }, String(card.index + 1));
    choose.addEventListener("click", () => select(card.index));
    body.append(el("tr", { class: card.index === state.current ? "current" : "" },
      el("td", {}, choose), el("td", { text: String(card.trick) }), el("td", { text: SEAT_NAME[card.seat] }),
      el("td", {}, cardSpan(card.card)), el("td", { text: String(card.cost) }), el("td", {}, cardLabel(card.best)),
      el("td", { text: String(card.makers_after) }), el("td", { text: card.changed ? "yes" : "" })));
  }
  node.append(body);
}

function draw() {
  const board = shown();
  byId("hands").replaceChildren(...drawHands(board.hands, gone(), onPlay()));
  byId("chart").replaceChildren(drawChart(board, state.current, select));
  const range = /** @type {HTMLInputElement} */ (byId("card-range"));
  range.value = String(state.current + 1);
  byId("card-number").textContent = String(state.current + 1);
  drawDetail();
  drawLine();
  if (state.branch) state.branch.moved();
}

/** @param {number} index */
function select(index) {
  state.current = Math.max(0, Math.min(shown().cards.length - 1, index));
  draw();
  drawCardsTable();
}

/**
 * Where the board comes from: a table's finished deal, or PBN text (sent again with each ask).
 * @typedef {{line: (deal: number, card: number) => Promise<AnalysisLine>, branch: (body: any) => Promise<BranchAnswer>}} Source
 */

/** @returns {Source} */
function tableSource() {
  const path = `/api/tables/${encodeURIComponent(tableId)}/analysis`;
  return {
    line: (deal, card) => api("GET", `${path}/line?${params({ deal, card })}`),
    branch: (body) => api("POST", `${path}/branch`,
      { body: query.get("rubber") ? { ...body, rubber: Number(query.get("rubber")) } : body }),
  };
}

/** @param {string} pbn @returns {Source} */
function pbnSource(pbn) {
  return {
    line: (deal, card) => api("POST", "/api/analysis/pbn/line", { body: { pbn, deal, card } }),
    branch: (body) => api("POST", "/api/analysis/pbn/branch", { body: { ...body, pbn } }),
  };
}

/** @type {Source | null} */
let source = null;

async function showLine() {
  const button = /** @type {HTMLButtonElement} */ (byId("line-show"));
  if (!source) return;
  button.disabled = true;
  try {
    const answer = await source.line(shown().deal, state.current);
    state.line = answer.line;
    state.lineFrom = state.current;
    state.lineStep = 0;
    draw();
    byId("line-next").focus();
  } catch (error) {
    showError(error);
  } finally {
    button.disabled = false;
  }
}

/** @param {AnalysisBoard} board */
function summary(board) {
  const doubled = board.multiplier > 1 ? `, each trick ×${board.multiplier}` : "";
  return `Dealer ${SEAT_NAME[board.dealer]}; ${strainName(board.strain)} made by ${sideName(board.makers)}${doubled}. `
    + `Double dummy the makers take ${board.makers_dd} tricks; they took ${board.makers_tricks}. `
    + `The deal scored North-South ${board.points.NS}, East-West ${board.points.EW}.`;
}

/** Draw a board just answered. @param {AnalysisBoard} board @param {Source} from @param {string} title */
function showBoard(board, from, title) {
  state.board = board;
  state.line = null;
  source = from;
  byId("notice").hidden = true;
  byId("analysis-title").textContent = title;
  byId("deal-summary").textContent = summary(board);
  byId("players").replaceChildren(playersTable(board));
  byId("makes").replaceChildren(makesTable(board));
  byId("makes-law").textContent = board.makes_law;
  const range = /** @type {HTMLInputElement} */ (byId("card-range"));
  range.max = String(board.cards.length);
  byId("branch").replaceChildren();
  state.branch = setupBranch({ board, current: () => state.current, onError: showError, ask: (body) => from.branch(body) });
  byId("analysis-body").hidden = false;
  byId("analysis-status").textContent = `Deal ${board.deal} analysed: 52 cards against double dummy.`;
  select(0);
}

function wire() {
  const range = /** @type {HTMLInputElement} */ (byId("card-range"));
  range.addEventListener("input", () => select(Number(range.value) - 1));
  byId("card-prev").addEventListener("click", () => select(state.current - 1));
  byId("card-next").addEventListener("click", () => select(state.current + 1));
  byId("line-show").addEventListener("click", showLine);
}

async function start() {
  wire();
  if (!tableId) {
    byId("back-link").setAttribute("href", "/");
    byId("back-link").textContent = "Back to the lobby";
    setupPbn({
      onBoard: (board, pbn) => showBoard(board, pbnSource(pbn), `The analysis board: a PBN deal (game ${board.deal} of ${board.deals})`),
    });
    return;
  }
  byId("back-link").setAttribute("href", `/t/${encodeURIComponent(tableId)}`);
  try {
    const board = await api("GET", `/api/tables/${encodeURIComponent(tableId)}/analysis?${params()}`, { token: tokenFor(tableId) });
    showBoard(board, tableSource(), `The analysis board: deal ${board.deal}`);
  } catch (error) {
    showError(error);
  }
}

start();
