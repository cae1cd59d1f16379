// @ts-check
// Drawing the table page from the view in the store: where the table stands on <body> (for the
// styles and the tests), the felt, the receiver's hand, the panels, the result; then the focus
// put back, and "bw:view" told to the page's other parts (hints, settings, agreements).

import { positions } from "./felt.js";
import { drawConsent } from "./consent.js";
import { act } from "./connection.js";
import { drawPlaces, drawTrick } from "./baize.js";
import { restoreFocus } from "./focus.js";
import { drawHand } from "./hand.js";
import { drawLaws } from "./laws.js";
import { announce } from "./notice.js";
import { $, tableId } from "./page.js";
import { drawSeating, drawSide } from "./panels.js";
import { codeOf, isMyTurn, legalCards, mySeat, turnText } from "./reading.js";
import { drawResult } from "./result.js";
import { drawn, store, turnBegins, update } from "./store.js";

/** Draw the whole page from the store's view (nothing before the first view has come). */
export function draw() {
  const { view, pending, seq, token } = store.state;
  if (!view) return;
  document.body.classList.toggle("busy", Boolean(pending));
  // Where the table stands, for styles and for tests: the phase, the rubber, the deal, the seq,
  // this person's seat and the dealer's (empty before the cut).
  const me = mySeat(view);
  Object.assign(document.body.dataset, {
    phase: view.phase || "waiting", rubber: view.rubber ?? 0, deal: view.deal ?? 0, seq: seq ?? 0,
    seat: me || "", dealer: view.dealer || "",
  });
  const pos = positions(me);
  const legal = legalCards(view);
  const code = codeOf(view);
  $("table-title").textContent = `Table ${tableId}${code ? ` · ${code}` : ""}`;
  document.title = `Bridge Whist · table ${tableId}`;

  drawPlaces(view, pos, legal);
  const shown = drawTrick(view, pos);
  $("turn").textContent = turnText(view);

  // The receiver's calls and hand; tell him when the table starts waiting for him.
  drawHand(view, legal);
  const myTurn = isMyTurn(view);
  if (turnBegins(store.state, myTurn)) announce($("turn").textContent, "turn");
  update(drawn, myTurn, shown);
  document.body.dataset.myTurn = myTurn ? "yes" : "no";
  drawSeating(view);
  drawSide(view, pos);
  drawLaws(view, me, act);
  drawConsent(view, me, act);
  drawResult(view);
  restoreFocus();
  document.dispatchEvent(new CustomEvent("bw:view", { detail: { view, seq, myTurn, seated: Boolean(token) } }));
}
