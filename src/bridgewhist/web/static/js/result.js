// @ts-check
// The result on the felt when a deal is over: its tricks and its score as the server scored
// them (Rubber.to_dict's last deal), the rubber's outcome when it ends, and the button that
// deals the next hand.

import { act } from "./connection.js";
import { $ } from "./page.js";
import { legalList } from "./reading.js";
import { el } from "./score.js";


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
}

/**
 * @param {TableView} view
 * @param {any} deal the scored deal
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
  if (!list.children.length) list.append(el("li", { text: "Nothing scored." }));
  panel.append(list);
  if (deal.game_won_by != null) panel.append(el("p", { class: "result-game", text: `Game ${deal.game} to ${deal.game_won_by}.` }));
  const score = /** @type {Score} */ (view.score || {});
  if (score.rubber_winner != null) {
    const net = score.net || { winner: null, points: 0 };
    const games = Object.entries(score.games_won || {}).map(([s, n]) => `${s} ${n}`).join(", ");
    panel.append(el("p", { class: "result-rubber", text:
      `The rubber is won by ${score.rubber_winner} (games: ${games}; rubber points ${score.rubber_bonus ?? 0})`
      + `${net.winner ? `; ${net.winner} win by ${net.points} points net.` : "."}` }));
  }
  const next = legalList(view).find((l) => l.action === "next");
  if (next) {
    const again = el("button", { type: "button", class: "primary result-next", "data-action": "next",
      text: score.rubber_winner != null ? "Another rubber" : "Deal the next hand" });
    again.addEventListener("click", () => act("next"));
    panel.append(again);
  }
  return panel;
}
