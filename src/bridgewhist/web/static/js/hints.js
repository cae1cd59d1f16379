// @ts-check
// Hints at a friendly table (docs/web-protocol.md, "Hints"): "What would the maxims say?" asks the
// server for the maxims player's choice for the receiver's seat, computed from his own view; the
// answer is shown with the maxim's words and its book, and its card or call is marked. Offered at
// four-hand, club and three-hand tables; never at a club-laws table. The dealer in the declaration
// (or his partner after a leave) at a four-hand table also gets the declaration advisor's table
// and chart (js/advice.js) in an `advice` frame that follows.

import { adviceNodes } from "./advice.js";
import { byId } from "./dom.js";
import { el } from "./score.js";

/** Whether the table offers hints: every table but a club-laws one.
 * @param {TableView | null | undefined} view */
export function offersHints(view) {
  return view != null && !view.laws;
}

/** Wire the hint button: `send(frame)` sends a frame over the table's socket.
 * @param {{send: (frame: object) => boolean}} options */
export function installHints({ send }) {
  const button = byId("hint-ask");
  const box = byId("hint");
  /** @type {number | null} the view's seq now */
  let seq = null;
  /** @type {ToldFrame | null} the hint shown, for that view */
  let answer = null;

  function mark() {
    for (const node of document.querySelectorAll(".hinted")) node.classList.remove("hinted");
    if (!answer || answer.seq !== seq) return;
    for (const node of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-action]"))) {
      if (node.dataset.action === answer.action) node.classList.add("hinted");
    }
  }

  button.addEventListener("click", () => {
    box.textContent = "Asking the maxims…";
    box.hidden = false;
    send({ type: "hint", ref: "hint" });
  });

  document.addEventListener("bw:frame", (event) => {
    const frame = event.detail;
    if (frame.type === "hint") {
      answer = frame;
      const kept = document.getElementById("hint-advice");
      const advice = frame.advisor === "sent" && kept ? kept : el("div", { id: "hint-advice", class: "hint-advice" });
      if (frame.advisor === "coming") advice.append(el("p", { class: "muted small", text: "The advisor is reckoning each make…" }));
      if (frame.advisor === "unavailable") advice.append(el("p", { class: "muted small", text: `Why no advisor: ${frame.advisor_note}.` }));
      box.replaceChildren(
        el("p", {}, el("b", { text: "The maxims say: " }), frame.words, "."),
        el("blockquote", { class: "hint-maxim", text: frame.maxim }),
        el("p", { class: "muted small", text: frame.book ? `From ${frame.book}.` : "No book's maxim applies here." }),
        advice);
      box.hidden = false;
      mark();
    } else if (frame.type === "advice") {
      const advice = document.getElementById("hint-advice");
      if (advice && answer && frame.seq === answer.seq && frame.seq === seq) advice.replaceChildren(...adviceNodes(frame));
    } else if (frame.type === "error" && frame.ref === "hint") {
      box.textContent = frame.message ?? "";
      box.hidden = false;
    }
  });

  document.addEventListener("bw:view", (event) => {
    const { view, seq: now, myTurn, seated } = event.detail;
    if (now !== seq) {
      seq = now;
      if (answer && answer.seq !== seq) {
        answer = null;
        box.hidden = true;
        box.replaceChildren();
      }
    }
    button.hidden = !(seated && myTurn && offersHints(view));
    mark();
  });
}
