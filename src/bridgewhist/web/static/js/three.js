// @ts-check
// Three-hand bridge and the club table at the table page (docs/web-protocol.md, "Kinds of table").
// A three-hand view has the four-hand view's shape: the dealer of the deal in play sits South,
// X (the absent fourth, dealt as dummy) North, the leader West, the third player East; the
// scoring block has one column per player (ThreeHandScore.to_dict()). A club view lists the
// members who sit out this rubber and wait to cut in.

import { el, explainedFigure } from "./score.js";

/** Whether the view is of a three-hand table. @param {TableView | null | undefined} view */
export function isThree(view) {
  return view?.kind === "three-hand";
}

/** The places at the table: 3 for three-hand, 4 for the rubber, up to 6 for a club table.
 * @param {TableView | null | undefined} view */
export function placesOf(view) {
  return (view && view.places) || 4;
}

/**
 * X's plate: the absent fourth of three-hand bridge, played by the dealer.
 * @param {TableView} view
 * @param {string | null} seat
 * @returns {{seat: string, name: string, kind: "dummy", member: null} | null}
 */
export function xMember(view, seat) {
  if (!isThree(view) || seat !== view.x || !view.dealer) return null;
  return { seat, name: "X", kind: "dummy", member: null };
}

// The scoring block of three-hand bridge: one column per player, below and above the line. At a
// table each figure is a button showing how it was made (score.js explainedFigure, the server's
// bridgewhist/web/explained_three.py): a deal's points by player, the games won, the totals.
/** @param {Score | null | undefined} score */
export function threeScoringBlock(score) {
  if (!score) return el("p", { class: "muted", text: "Nothing scored yet." });
  const names = score.players || [];
  const table = el("table", { class: "score-three", "aria-label": "Scoring block, one column per player" });
  table.append(el("thead", {}, el("tr", {}, el("th", { text: "Deal" }),
    ...names.map((n) => el("th", { scope: "col", text: n })))));
  const body = el("tbody");
  /** @type {Merged<NonNullable<Score["deals"]>[number]>[]} */
  const deals = score.deals || [];
  for (const deal of deals) {
    const what = deal.passed ? `${deal.dealer} passed` : `${deal.dealer} dealt`;
    body.append(el("tr", {}, el("th", { scope: "row", text: `${deal.deal} (${what})` }),
      ...names.map((n) => {
        const p = (deal.players || {})[n] || { below: 0, above: 0 };
        if (!p.below && !p.above) return el("td", { text: "—" });
        const where = `${n}, deal ${deal.deal}`;
        return el("td", {}, explainedFigure(String(p.below), `deal-below:${deal.deal}:${n}`, `${where}, below the line`),
          " below · ", explainedFigure(String(p.above), `deal-above:${deal.deal}:${n}`, `${where}, above the line`), " above");
      })));
  }
  table.append(body);
  const totals = score.totals || {};
  // Ames: "trick and honor points only" wins no game; games and rubbers add 50 or 100.
  const points = score.mode === "points";
  table.append(el("tfoot", {},
    ...(points ? [] : [el("tr", {}, el("th", { scope: "row", text: "Games won" }),
      ...names.map((n) => el("td", {}, explainedFigure(String((score.games_won || {})[n] ?? 0), `games:${n}`,
        `${n}, games won`))))]),
    el("tr", {}, el("th", { scope: "row", text: "Total" }),
      ...names.map((n) => el("td", { class: "total" }, explainedFigure(String((totals[n] || {}).total ?? 0), `total:${n}`,
        `${n}, total`))))));
  const wrap = el("div", { class: "three-block" }, table);
  if (points) {
    const dealt = (score.deals || []).length;
    wrap.prepend(el("p", { class: "muted small", text: `Trick and honour points only: ${dealt} of ${score.deal_count} deals.` }));
  }
  if (score.is_over) {
    const over = points ? `The ${score.deal_count} deals are played.`
      : score.mode === "games" ? `The ${score.games} games are played.`
        : `The rubber is over: ${(score.rubber_winners || []).join(" and ")} won.`;
    wrap.append(el("p", { class: "rubber-over", text: over }));
  }
  return wrap;
}

/** The members of a club table who sit out this rubber and wait to cut in.
 * @param {TableView | null | undefined} view */
export function waitingList(view) {
  const out = (view && view.sitting_out) || [];
  if (!out.length) return null;
  return el("div", { class: "waiting-list", id: "waiting-list" },
    el("ul", {}, ...out.map((name) => el("li", { text: name }))),
    el("p", { class: "muted small", text: "They watch this rubber and cut in when it ends." }));
}

// The two sides of a three-hand deal in Ames's words: the dealer with X, and the two adversaries
// (the other two players, partners for the deal), never North-South.
/**
 * @param {TableView} view
 * @param {string} side
 * @param {(seat: string) => string} whoOf
 */
export function threeSideName(view, side, whoOf) {
  if (!view.dealer) return side;
  const dealerSide = ["N", "S"].includes(view.dealer) ? "NS" : "EW";
  if (side === dealerSide) return `${whoOf(view.dealer)} and X`;
  return "the adversaries";
}
