// @ts-check
// The receiver's part below the baize: his calls as buttons in the laws' words, the prompt
// saying what he may do, and his own hand (the legal cards are the buttons that play them).

import { SEAT_NAME, SUIT_SYMBOL, actionKind, actionWords, strainOf } from "./cards.js";
import { actKey, choicesHelp, showActHelp } from "./acthelp.js";
import { act } from "./connection.js";
import { handView } from "./felt.js";
import { $ } from "./page.js";
import { openReplay } from "./panels.js";
import { codeOf, doublingContext, legalList, mySeat } from "./reading.js";
import { el } from "./score.js";
import { isThree } from "./three.js";


/**
 * The receiver's calls, the prompt and his hand.
 * @param {TableView} view
 * @param {Set<string>} legal the cards he may play
 */
export function drawHand(view, legal) {
  const me = mySeat(view);
  const phase = view.phase || "waiting";
  const turn = view.turn || null;
  const calling = legalList(view).filter((l) => actionKind(l.action) !== "play");
  drawCalls(view, calling, turn);
  const prompt = $("prompt");
  if (calling.length) {
    prompt.textContent = /** @type {Record<string, string>} */ ({
      declaration: isThree(view) ? "Declare the trump, make it from X's hand, or pass the deal:"
        : calling.some((l) => actionKind(l.action) === "leave")
          ? "Declare the trump, or leave it to your partner:" : "Declare the trump:",
      doubling: "Double, or be satisfied:",
      over: "The deal is over.",
    })[phase] || "";
  }
  else if (legal.size) prompt.textContent = turn && turn !== me ? `Play a card from dummy (${isThree(view) ? "X" : SEAT_NAME[turn]}).` : "Play a card.";
  else prompt.textContent = "";

  const holder = $("my-hand");
  const held = me ? (view.hands || {})[me] : undefined;
  const cards = Array.isArray(held) ? held : null;
  if (cards) {
    holder.replaceChildren(handView(cards, legal, { label: "Your hand", idle: !cards.some((c) => legal.has(c)) }));
  } else {
    holder.replaceChildren();
  }
  $("actions").hidden = !me;
  for (const card of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("button.card.legal"))) {
    card.addEventListener("click", () => {
      if (card.dataset.action) act(card.dataset.action);
    });
  }
}

/**
 * The calls as buttons (the server's words, else the laws'), and after the deal a look back at it.
 * @param {TableView} view
 * @param {Legal[]} calling
 * @param {string | null} turn
 */
function drawCalls(view, calling, turn) {
  const calls = $("calls");
  calls.replaceChildren();
  const ctx = doublingContext(view, turn);
  for (const item of calling) {
    // The next hand is dealt here only (issue 36): "Another rubber" once the rubber is won.
    const rubberWon = item.action === "next" && /** @type {Score} */ (view.score || {}).rubber_winner != null;
    const words = rubberWon ? "Another rubber" : item.words || actionWords(item.action, ctx);
    const kind = actionKind(item.action);
    const strain = kind === "declare" ? strainOf(item.action) : null;
    const button = el("button", {
      type: "button",
      class: `call call-${kind}${strain ? ` suit-${strain}` : ""}`,
      "data-action": item.action,
      tabindex: "-1",
    });
    if (strain && strain !== "NT") button.append(el("span", { class: "call-symbol", "aria-hidden": "true", text: `${SUIT_SYMBOL[strain]} ` }));
    button.append(words);
    button.addEventListener("click", () => act(item.action));
    calls.append(button);
  }
  const deals = view.history || [];
  if ((view.phase || "waiting") === "over" && deals.length) {
    // After the deal: look back at it trick by trick (not an action: the table does not wait for it).
    const finished = deals[deals.length - 1];
    const look = el("button", { type: "button", class: "quiet look-back", text: "Replay this deal" });
    look.addEventListener("click", () => openReplay({ ...finished, number: finished.number ?? deals.length },
      ((view.score && view.score.deals) || []).find((d) => d.deal === finished.number) || null, finished.players || {}));
    calls.append(look);
  }
  calls.hidden = !calls.children.length;
  // What each act offered means, with its law (acthelp.js); in the play, the claim and concession.
  const acts = calling.map((item) => actKey(item.action, ctx));
  if ((view.phase || "") === "play" && mySeat(view)) acts.push("claim", "concede");
  // A ruling put to this player: his calls are its options, each explained by the view.
  showActHelp(codeOf(view), acts, choicesHelp(view.laws?.ruling, calling.map((item) => item.action)));
}
