// @ts-check
// Claims, concessions and undo with the others' consent (a friendly table: view.ask and
// view.consent), the dealer's claim of the rest at a club-laws table (view.laws.claim: his cards
// shown), and the club-laws question before a card that renounces ("You hold a heart: play the
// three of spades all the same?"), asked when this table's setting says so (on by default; kept
// in the browser per table). Every act goes to the server as text ("claim 5", "concede",
// "undo 41" (the act it takes back), "accept", "play-on"), which decides; nothing is decided here.

import { SEAT_NAME, SUIT_SINGULAR, cardWords, parseCard } from "./cards.js";
import { el } from "./score.js";
import { outOfTurnQuestion } from "./laws.js";

/**
 * A button that sends an act.
 * @param {string} label @param {string} action @param {Act} act
 * @param {Record<string, string>} [extra] more attributes
 */
function button(label, action, act, extra = {}) {
  const control = el("button", { type: "button", "data-action": action, text: label, ...extra });
  control.addEventListener("click", () => act(action));
  return control;
}

const tricks = (/** @type {number} */ n) => `${n} trick${n === 1 ? "" : "s"}`;

/** The cards a claimer shows, as a list read card by card.
 * @param {string} seat @param {string[]} cards @param {string} label */
function shownHand(seat, cards, label) {
  const list = el("ul", { class: "shown-hand", "aria-label": label });
  for (const card of cards) {
    const code = parseCard(card);
    list.append(el("li", { class: `shown-card suit-${code ? code.suit : ""}`, "data-card": card, text: card,
      title: cardWords(card), "aria-label": cardWords(card) }));
  }
  return list;
}

/** A claim or an undo asked, in words. @param {ClaimAsk} ask @param {string | null} me */
function askText(ask, me) {
  const who = ask.seat === me ? "You" : SEAT_NAME[ask.seat];
  if (ask.what === "undo") return `${who} ask${ask.seat === me ? "" : "s"} to take back the last action.`;
  if (ask.tricks === 0) return `${who} concede${ask.seat === me ? "" : "s"} the ${tricks(ask.left)} left.`;
  return `${who} claim${ask.seat === me ? "" : "s"} ${tricks(ask.tricks)} of the ${ask.left} left.`;
}

/** The claim panel (#consent, made on first use after the player's calls and cards).
 * @param {TableView} view @param {string | null} me @param {Act} act */
export function drawConsent(view, me, act) {
  let panel = document.getElementById("consent");
  if (!panel) {
    panel = el("section", { id: "consent", class: "consent", "aria-label": "Claims and undo" });
    (document.getElementById("actions") || document.body).after(panel);
  }
  /** @type {HTMLElement[]} */
  const parts = [];
  const ask = view.ask || null;
  /** @type {Partial<NonNullable<TableView["consent"]>>} */
  const consent = view.consent || {};
  if (ask) {
    const mine = Boolean(consent.answer);
    const box = el("div", { id: "ask", class: "ask", role: mine ? "alertdialog" : "status",
      "aria-label": ask.what === "claim" ? "A claim" : "An undo" });
    box.append(el("p", { text: askText(ask, me) }));
    if (ask.shown && ask.shown.cards.length) {
      box.append(el("p", { class: "shown-caption", text: `${SEAT_NAME[ask.shown.seat]}'s cards:` }),
        shownHand(ask.shown.seat, ask.shown.cards, `${SEAT_NAME[ask.shown.seat]}'s cards, shown with the claim`));
    }
    if (ask.waiting.length) box.append(el("p", { class: "waiting", text: `Waiting for ${ask.waiting.map((s) => SEAT_NAME[s]).join(", ")}.` }));
    const options = el("div", { class: "options" });
    if (mine) options.append(button("Accept", "accept", act), button("Play on", "play-on", act));
    if (consent.withdraw) options.append(button("Withdraw", "play-on", act));
    if (options.childElementCount) box.append(options);
    parts.push(box);
  } else if (me && (consent.claim !== null && consent.claim !== undefined || consent.undo)) {
    const row = el("div", { class: "consent-acts", role: "group", "aria-label": "Claim, concede or undo" });
    if (consent.claim !== null && consent.claim !== undefined) {
      const left = consent.claim;
      // Nothing chosen at first (issue 36): a claim is never made of every trick by default.
      const select = el("select", { id: "claim-count", "aria-label": "Tricks to claim for your side" });
      select.append(el("option", { value: "", text: "Claim how many?" }));
      for (let n = left; n >= 1; n -= 1) select.append(el("option", { value: String(n), text: `${tricks(n)} of ${left}` }));
      const claim = el("button", { type: "button", "data-action": "claim", text: "Claim", disabled: true });
      select.addEventListener("change", () => claim.toggleAttribute("disabled", select.value === ""));
      claim.addEventListener("click", () => { if (select.value !== "") act(`claim ${select.value}`); });
      row.append(select, claim, button("Concede the rest", "concede", act));
    }
    // The undo names the act it takes back (issue 36), so a view the page has not caught up
    // with (the computer players' acts shown at its pace) never makes it out of date.
    if (consent.undo) {
      const named = consent.undo_act === null || consent.undo_act === undefined ? "undo" : `undo ${consent.undo_act}`;
      const undo = el("button", { type: "button", "data-action": "undo", text: "Undo my last" });
      undo.addEventListener("click", () => act(named));
      row.append(undo);
    }
    parts.push(row);
  }
  const lawsClaim = view.laws && view.laws.claim;
  if (lawsClaim) {
    const box = el("div", { id: "laws-claim", class: "ask", role: "status", "aria-label": "The dealer's claim" });
    const conceded = lawsClaim.conceded.map((s) => SEAT_NAME[s]).join(" and ");
    box.append(el("p", { text: `${SEAT_NAME[lawsClaim.dealer]} (the dealer) says “I have the rest” and shows his cards`
      + `${conceded ? `; conceded by ${conceded}` : ""}.` }),
    shownHand(lawsClaim.dealer, lawsClaim.shown, `${SEAT_NAME[lawsClaim.dealer]}'s cards, shown with the claim`));
    parts.push(box);
  }
  if (view.mode === "laws" && me) parts.push(renounceSetting(view));
  // The hand to play now (when this player plays it) and its cards that would renounce: for
  // styles and tests, as <body>'s data-phase is.
  const toPlay = (view.turn && (view.hands || {})[view.turn]) || [];
  panel.dataset.plays = toPlay.join(" ");
  panel.dataset.renounces = view.turn === me
    ? toPlay.filter((card) => renounceQuestion(view, me, card) !== null).join(" ") : "";
  panel.hidden = parts.length === 0;
  panel.replaceChildren(...parts);
}

// -- the club-laws question before a renounce -----------------------------------------------
const settingKey = (/** @type {TableView} */ view) => `bridgewhist:confirm-renounce:${view.table_id || location.pathname}`;

/** Whether this table asks before a card that renounces (on unless the player turned it off).
 * @param {TableView} view */
export function confirmsRenounce(view) {
  try {
    return localStorage.getItem(settingKey(view)) !== "off";
  } catch {
    return true;
  }
}

/** The setting "ask me before a card that renounces". @param {TableView} view */
function renounceSetting(view) {
  const box = el("input", { type: "checkbox", id: "confirm-renounce" });
  box.checked = confirmsRenounce(view);
  box.addEventListener("change", () => {
    try {
      localStorage.setItem(settingKey(view), box.checked ? "on" : "off");
    } catch { /* private mode: the setting lasts for the page */ }
  });
  return el("p", { class: "setting" }, box,
    el("label", { for: "confirm-renounce", text: " Ask me before a card that renounces" }));
}

/** The question to ask before ``action`` at a club-laws table, or null: the card does not follow
 * the suit led while the hand it comes from (the player's, or dummy's for the dealer) holds it.
 * @param {TableView} view @param {string | null} me @param {string} action
 * @returns {string | null} */
export function renounceQuestion(view, me, action) {
  if (view.mode !== "laws" || view.phase !== "play" || !me) return null;
  const card = parseCard(action);
  const played = view.trick?.cards || [];
  if (!card || !played.length || played.length >= 4) return null;
  const led = parseCard(played[0]);
  if (!led || led.suit === card.suit) return null;
  const hands = view.hands || {};
  const holder = Object.values(hands).find((cards) => (cards || []).includes(action)) || [];
  if (!holder.some((c) => parseCard(c)?.suit === led.suit)) return null;
  return `You hold a ${SUIT_SINGULAR[led.suit]}: play the ${cardWords(action)} all the same?`;
}

/** Ask before ``action`` when it renounces at a club-laws table (and the setting says so): true
 * when the question is shown and the act waits for the answer (``proceed`` sends it).
 * @param {TableView | null} view @param {string | null} me @param {string} action
 * @param {() => void} proceed */
export function askFirst(view, me, action, proceed) {
  if (!view) return false;   // a card from the hand not in turn is asked about always (laws.js)
  const question = outOfTurnQuestion(view, me, action) ?? (confirmsRenounce(view) ? renounceQuestion(view, me, action) : null);
  if (question === null) return false;
  document.getElementById("renounce-ask")?.remove();
  const back = /** @type {HTMLElement | null} */ (document.activeElement);
  const box = el("div", { id: "renounce-ask", class: "renounce-ask", role: "alertdialog", "aria-modal": "true",
    "aria-labelledby": "renounce-question" });
  const close = () => { box.remove(); if (back && back.isConnected) back.focus(); };
  const again = el("button", { type: "button", class: "look-again", text: "Look again" });
  const play = el("button", { type: "button", class: "play-anyway", text: `Play the ${cardWords(action)}` });
  again.addEventListener("click", close);
  play.addEventListener("click", () => { box.remove(); proceed(); });
  box.addEventListener("keydown", (event) => { if (event.key === "Escape") close(); });
  box.append(el("p", { id: "renounce-question", text: question }), el("div", { class: "options" }, again, play));
  document.body.append(box);
  again.focus();
  return true;
}
