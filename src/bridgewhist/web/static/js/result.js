// @ts-check
// The result on the felt when a deal is over: its tricks and its score as the server scored
// them (Rubber.to_dict's last deal; a three-hand deal's by player), the hands as dealt (the
// finished deal of the view's history: sent only once the last card is played), the rubber's
// outcome when it ends. The next hand is dealt from the calls below (hand.js): one button, not
// two (issue 36).

import { SEAT_NAME, SUIT_SYMBOL } from "./cards.js";
import { dealtHands, finishedDeal } from "./dealt.js";
import { analysisLink } from "./analysis_link.js";
import { $ } from "./page.js";
import { el, explainDeal } from "./score.js";


/**
 * The result panel, shown while the deal just scored is over; hidden otherwise.
 * @param {TableView} view
 */
export function drawResult(view) {
  const box = $("result");
  const phase = view.phase || "waiting";
  const scored = /** @type {Score} */ (view.score || {}).deals || [];
  const deal = phase === "over" && scored.length ? scored[scored.length - 1] : null;
  if (!deal || deal.deal !== view.deal) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.replaceChildren(resultPanel(view, deal));
  box.hidden = false;
  box.tabIndex = 0;   // it may scroll on a small screen: the keyboard reaches it (axe)
}

/**
 * @param {TableView} view
 * @param {import("./score.js").DealLine} deal the scored deal
 */
function resultPanel(view, deal) {
  const panel = el("section", { class: "result-panel", "aria-labelledby": "result-heading" });
  panel.append(el("h2", { id: "result-heading", text: `Deal ${deal.deal} is over` }));
  const tricks = deal.tricks || {};
  panel.append(el("p", { class: "result-tricks", text: `Tricks: ${Object.entries(tricks).map(([s, n]) => `${s} ${n}`).join(", ")}` }));
  const list = el("ul", { class: "result-lines" });
  for (const [side, data] of Object.entries(deal.sides || {})) {
    for (const entry of [...(data.below_entries || []), ...(data.above_entries || [])]) {
      if (!entry.points) continue;
      const where = (data.below_entries || []).includes(entry) ? "below" : "above";
      list.append(el("li", { text: `${side}: ${entry.points} ${where} the line, ${entry.description || entry.kind}` }));
    }
  }
  // A three-hand deal is scored by player (Ames): each one's points below and above the line.
  for (const [name, points] of Object.entries(deal.players || {})) {
    const parts = [];
    if (points.below) parts.push(`${points.below} below the line`);
    if (points.above) parts.push(`${points.above} above`);
    if (parts.length) list.append(el("li", { text: `${name}: ${parts.join(" and ")}` }));
  }
  if (!list.children.length) list.append(el("li", { text: "Nothing scored." }));
  panel.append(list);
  if (!deal.players) explainDeal(deal, panel);   // how each item was scored, in words (score.js)
  const hands = dealtPart(finishedDeal(view.history, deal.deal));
  if (hands) panel.append(hands);
  const analyse = deal.players ? null : analysisLink(deal.deal, view.rubber);   // the analysis board (analysis_link.js)
  if (analyse) panel.append(analyse);
  if (deal.game_won_by != null) panel.append(el("p", { class: "result-game", text: `Game ${deal.game} to ${deal.game_won_by}.` }));
  const score = /** @type {Score} */ (view.score || {});
  if (score.rubber_winner != null) {
    const net = score.net || { winner: null, points: 0 };
    const games = Object.entries(score.games_won || {}).map(([s, n]) => `${s} ${n}`).join(", ");
    panel.append(el("p", { class: "result-rubber", text:
      `The rubber is won by ${score.rubber_winner} (games: ${games}; rubber points ${score.rubber_bonus ?? 0})`
      + `${net.winner ? `; ${net.winner} win by ${net.points} points net.` : "."}` }));
  }
  return panel;
}

/**
 * The hands as dealt, seat by seat, from the finished deal (null when there is none).
 * @param {HistoryDeal | null} finished a finished deal of the view's history
 */
function dealtPart(finished) {
  if (!finished || typeof finished.hands !== "string") return null;   // the history's hands are PBN
  const hands = dealtHands(finished.hands);
  if (!hands.length) return null;
  const players = finished.players || {};
  const list = el("ul", { class: "dealt-hands", "aria-label": "The hands as dealt" });
  for (const { seat, suits } of hands) {
    const who = players[seat] ? `${SEAT_NAME[seat]} (${players[seat]})` : SEAT_NAME[seat];
    const item = el("li", {}, el("span", { class: "dealt-seat", text: who }));
    for (const { suit, ranks } of suits) {
      item.append(el("span", { class: `dealt-suit suit-${suit}` },
        el("span", { "aria-hidden": "true", text: SUIT_SYMBOL[suit] }), el("span", { class: "sr-only", text: SUIT_WORD[suit] }),
        ` ${ranks.length ? ranks.join(" ") : "none"}`));
    }
    list.append(item);
  }
  return el("div", { class: "dealt" }, el("h3", { text: "The hands as dealt" }), list);
}

/** @type {Readonly<Record<string, string>>} */
const SUIT_WORD = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
