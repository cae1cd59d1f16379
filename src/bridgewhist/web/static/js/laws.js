// The club-laws part of the table (mode "laws"): the ruling waiting, in the law's words with
// the law cited (its options as buttons for the player entitled to choose), the referee's
// public events, the cards exposed at every seat, the penalties binding each seat, and the
// irregularities menu: "Having none?", expose a card, correct my renounce; the table acts the
// referee offers (laws.table_acts: lay dummy down, cut for the next deal). Every act goes to
// the server as text ("having-none", "expose SK", "correct SK", "choose call-card"), which
// the referee rules on; nothing is decided here.

import { SEAT_NAME as SEATS, seatWords } from "./cards.js";
import { el } from "./score.js";

function actionButton(label, action, act) {
  const button = el("button", { type: "button", "data-action": action, text: label });
  button.addEventListener("click", () => act(action));
  return button;
}

/** The cards of the receiver's hand he may click in laws mode: all of them (a renounce or a
 * card out of turn is his to make; the referee rules on it). */
export function clickableCards(view, me) {
  if (view.mode !== "laws" || !me || view.phase !== "play") return [];
  return (view.hands || {})[me] || [];
}

/** Draw the club-laws panel into #laws (made on first use); ``act`` sends an act's text. */
export function drawLaws(view, me, act) {
  let panel = document.getElementById("laws");
  if (view.mode !== "laws" || !view.laws) {
    if (panel) panel.hidden = true;
    return;
  }
  if (!panel) {
    panel = el("section", { id: "laws", class: "laws", "aria-label": "Club laws" });
    const anchor = document.getElementById("actions") || document.body;
    anchor.after(panel);
  }
  panel.hidden = false;
  const laws = view.laws;
  const parts = [];
  const ruling = laws.ruling;
  if (ruling) {
    const mine = ruling.chooser === me;
    const dialog = el("div", { id: "ruling", class: "ruling", role: mine ? "alertdialog" : "status",
      "aria-label": "Ruling" });
    dialog.append(el("p", { text: `${SEATS[ruling.offender]}'s ${ruling.irregularity} (${ruling.law}): `
      + `${SEATS[ruling.chooser]} to choose.` }));
    const options = el("div", { class: "options" });
    for (const option of ruling.options) {
      if (mine) options.append(actionButton(option.text, option.action, act));
      else options.append(el("span", { class: "option", text: option.text }));
    }
    dialog.append(options);
    parts.push(dialog);
  }
  const exposed = Object.entries(laws.exposed || {});
  if (exposed.length) {
    parts.push(el("p", { class: "exposed", text: "Exposed cards: "
      + exposed.map(([seat, cards]) => `${SEATS[seat]} ${cards.join(" ")}`).join("; ") }));
  }
  for (const [seat, penalties] of Object.entries(laws.penalties || {})) {
    parts.push(el("p", { class: "penalty", text: `Penalty binding ${SEATS[seat]}: ${penalties.map(seatWords).join("; ")}` }));
  }
  for (const item of laws.yours || []) parts.push(el("p", { class: "yours", text: `Only you know: ${seatWords(item.what)}.` }));
  // The acts of a real table the referee offers this player now (lay dummy down, cut for the
  // next deal, "I looked at my cards"): shown whatever the phase, as the referee lists them.
  if (me && (laws.table_acts || []).length) {
    const tableActs = el("div", { id: "table-acts", class: "table-acts", "aria-label": "Acts at the table" });
    for (const entry of laws.table_acts) tableActs.append(actionButton(entry.words, entry.action, act));
    parts.push(tableActs);
  }
  if (me && !laws.outcome && ["play", "declaration", "doubling"].includes(view.phase)) {
    const menu = el("details", { id: "irregularities", class: "irregularities" },
      el("summary", { text: "Irregularities" }));
    // A new view redraws the panel: keep the menu open if the player had opened it.
    menu.open = Boolean(document.getElementById("irregularities")?.open);
    if (view.phase === "play") menu.append(actionButton("Having none? (ask partner)", "having-none", act));
    for (const card of (view.hands || {})[me] || []) menu.append(actionButton(`Expose ${card}`, `expose ${card}`, act));
    for (const card of laws.correctable || []) menu.append(actionButton(`Correct my renounce (${card})`, `correct ${card}`, act));
    parts.push(menu);
  }
  const events = el("ol", { class: "referee-log", "aria-label": "The referee's log" });
  for (const event of laws.events || []) {
    events.append(el("li", { text: `${event.act.replace(/^([NESW]):/, (_, seat) => `${SEATS[seat]}:`)}: ${seatWords(event.what)}${event.law ? ` (${event.law})` : ""}`
      + (event.choice ? ` — chosen: ${event.choice}` : "") }));
  }
  parts.push(events);
  panel.replaceChildren(...parts);
}
