// @ts-check
// The club-laws part of the table (mode "laws"): the ruling waiting, in the law's words with
// the law cited (its options as buttons for the player entitled to choose, whose calls they are
// too; for everyone else beside them what each means with its law, acthelp.js's rulingHelp), the referee's
// public events, the cards exposed at every seat, the penalties binding each seat, and the
// irregularities menu: "Having none?", expose a card, correct my renounce; the table acts the
// referee offers (laws.table_acts: lay dummy down, cut for the next deal). Every act goes to
// the server as text ("having-none", "expose SK", "correct SK", "choose call-card"), which
// the referee rules on; nothing is decided here.

import { rulingHelp } from "./acthelp.js";
import { SEAT_NAME as SEATS, cardWords, seatWords } from "./cards.js";
import { el } from "./score.js";

/** A button that sends an act. @param {string} label @param {string} action @param {Act} act */
function actionButton(label, action, act) {
  const button = el("button", { type: "button", "data-action": action, text: label });
  button.addEventListener("click", () => act(action));
  return button;
}

/** The cards of the receiver's hand he may click in laws mode: all of them (a renounce or a
 * card out of turn is his to make; the referee rules on it).
 * @param {TableView} view @param {string | null} me
 * @returns {string[]} */
export function clickableCards(view, me) {
  if (view.mode !== "laws" || !me || view.phase !== "play") return [];
  return (view.hands || {})[me] || [];
}

/** The question before a card from a hand that is not to play now (the dealer's own while dummy
 * is to play, or dummy's while his own is; any card of a player not in turn): it is a card played
 * out of turn, at a lead a lead out of turn, never a renounce (only the hand in turn can fail to
 * follow suit). The referee rules on it, citing the law; null for a card of the hand in turn.
 * @param {TableView} view @param {string | null} me @param {string} action
 * @returns {string | null} */
export function outOfTurnQuestion(view, me, action) {
  if (view.mode !== "laws" || view.phase !== "play" || !me || !view.turn) return null;
  const hands = view.hands || {};
  const from = Object.keys(hands).find((seat) => (hands[seat] || []).includes(action));
  if (!from || from === view.turn) return null;
  const played = (view.trick || {}).cards || [];
  const lead = played.length === 0 || played.length >= 4;
  const whose = from === me ? "your own hand" : `${SEATS[from]}'s hand`;
  const turn = view.turn === me ? "you are" : `${view.dummy === view.turn ? "dummy" : SEATS[view.turn]}`
    + `${view.dummy === view.turn ? ` (${SEATS[view.turn]})` : ""} is`;
  return `${turn[0].toUpperCase()}${turn.slice(1)} to ${lead ? "lead" : "play"}: the ${cardWords(action)} from ${whose} `
    + `would be ${lead ? "a lead" : "a card played"} out of turn, on which the referee rules under the laws. `
    + "Play it all the same?";
}

/** The ruling waiting, or the referee's newest line until the next card is played, drawn on the
 * felt where the player looks (the panel below keeps the whole log). The box remembers, in its
 * data attributes, how many lines it has shown and the trick as it was then.
 * @param {TableView} view @param {string | null} me @param {Act} act */
function drawOnFelt(view, me, act) {
  const felt = document.getElementById("felt");
  if (!felt) return;
  let box = document.getElementById("felt-ruling");
  const laws = view.mode === "laws" ? view.laws : null;
  const ruling = laws && laws.ruling;
  const events = (laws && laws.events) || [];
  const last = events.length ? events[events.length - 1] : null;
  if (!ruling && !last) {
    if (box) box.remove();
    return;
  }
  if (!box) {
    box = el("div", { id: "felt-ruling", class: "felt-ruling" });
    felt.append(box);
  }
  const count = String(events.length);
  const trick = JSON.stringify(((view.trick || {}).cards) || []);
  // A ruling or a line the box has not shown yet is brought into view (issue 36): the player who
  // exposed a card from the menu below the hand has scrolled the felt out of view.
  const fresh = box.dataset.events !== count || (Boolean(ruling) && box.dataset.kind !== "ruling");
  if (ruling || box.dataset.events !== count) Object.assign(box.dataset, { events: count, trick });
  else if (box.dataset.trick !== trick) {   // a card played since: the line stays in the log only
    box.hidden = true;
    return;
  }
  box.hidden = false;
  if (fresh) inView(box);
  if (ruling) {
    const mine = ruling.chooser === me;
    box.setAttribute("role", mine ? "alertdialog" : "status");
    box.setAttribute("aria-label", "Ruling");
    const options = el("div", { class: "options" });
    for (const option of ruling.options) {
      if (mine) options.append(actionButton(option.text, option.action, act));
      else options.append(el("span", { class: "option", text: option.text }));
    }
    box.replaceChildren(el("p", { id: "ruling-words", text: `${SEATS[ruling.offender]}'s ${ruling.irregularity} `
      + `(${ruling.law}): ${mine ? "you" : SEATS[ruling.chooser]} to choose.` }), options,
    // The chooser's options are his calls too, explained in the act help beside them (hand.js).
    ...(mine ? [] : [rulingHelp(ruling.options)]));
    box.dataset.kind = "ruling";
    return;
  }
  if (!last) return;
  box.setAttribute("role", "status");
  box.setAttribute("aria-label", "The referee's last ruling");
  box.dataset.kind = "last";
  box.replaceChildren(el("p", { text: `The referee: ${lineWords(last)}` }));
}

/** Scroll `box` to the viewport's nearest edge once drawn, if it lies outside it.
 * @param {HTMLElement} box */
function inView(box) {
  requestAnimationFrame(() => {
    const { top, bottom } = box.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) box.scrollIntoView({ block: "nearest" });
  });
}

/** A line of the referee's log in words. @param {RefereeLine} event */
function lineWords(event) {
  return `${event.act.replace(/^([NESW]):/, (/** @type {string} */ _, /** @type {string} */ seat) => `${SEATS[seat]}:`)}: ${seatWords(event.what)}`
    + `${event.law ? ` (${event.law})` : ""}${event.choice ? ` — chosen: ${event.choice}` : ""}`;
}

/** Draw the club-laws panel into #laws (made on first use); ``act`` sends an act's text.
 * @param {TableView} view @param {string | null} me @param {Act} act */
export function drawLaws(view, me, act) {
  drawOnFelt(view, me, act);
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
  if (ruling) {   // its options are on the felt (drawOnFelt); here the ruling in words
    parts.push(el("p", { id: "ruling", class: "ruling", text: `${SEATS[ruling.offender]}'s ${ruling.irregularity} `
      + `(${ruling.law}): ${SEATS[ruling.chooser]} to choose (on the table above).` }));
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
  if (me && !laws.outcome && ["play", "declaration", "doubling"].includes(view.phase ?? "")) {
    const menu = /** @type {HTMLDetailsElement} */ (el("details", { id: "irregularities", class: "irregularities" },
      el("summary", { text: "Irregularities" })));
    // A new view redraws the panel: keep the menu open if the player had opened it.
    const before = /** @type {HTMLDetailsElement | null} */ (document.getElementById("irregularities"));
    menu.open = Boolean(before?.open);
    if (view.phase === "play") menu.append(actionButton("Having none? (ask partner)", "having-none", act));
    for (const card of (view.hands || {})[me] || []) menu.append(actionButton(`Expose ${card}`, `expose ${card}`, act));
    for (const card of laws.correctable || []) menu.append(actionButton(`Correct my renounce (${card})`, `correct ${card}`, act));
    parts.push(menu);
  }
  const events = el("ol", { class: "referee-log", "aria-label": "The referee's log" });
  for (const event of laws.events || []) events.append(el("li", { text: lineWords(event) }));
  parts.push(events);
  panel.replaceChildren(...parts);
}
