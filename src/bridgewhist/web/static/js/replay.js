// @ts-check
// Replay of a finished deal from its record (the four hands as dealt and every action in
// order, docs/record-format.md), stepped trick by trick. The server only ever sends a deal's
// hands once the deal is over, so nothing here can show a card too early.

import {
  SEATS, SEAT_NAME, SUITS, SUIT_SYMBOL, cardOf, cardWords, leftOf, partnerOf, rankFace, sideOf,
  sortCards, strainLabel,
} from "./cards.js";
import { dealFigures, el, sentence } from "./score.js";
import { analysisLink } from "./analysis_link.js";

/** "N:AKQ.T98.765.432 ..." -> {N: ["SA","SK",...], E: [...], ...}.
 * @param {string} text
 * @returns {Record<string, string[]>} */
export function parsePbnDeal(text) {
  const [first, rest = ""] = String(text).split(":");   // "" (a passed three-hand deal): no hands
  /** @type {Record<string, string[]>} */
  const hands = {};
  let seat = SEATS.includes(first.trim().toUpperCase()) ? first.trim().toUpperCase() : "N";
  for (const hand of rest.trim().split(/\s+/)) {
    /** @type {string[]} */
    const cards = [];
    hand.split(".").forEach((holding, index) => {
      for (const rank of holding.replace(/10/g, "T").toUpperCase()) cards.push(SUITS[index] + rank);
    });
    hands[seat] = cards;
    seat = leftOf(seat);
  }
  return hands;
}

/** A three-hand deal says whether the dealer made the trump from X's hand (the server's
 * `from_x`); no four-hand deal has an X.
 * @param {HistoryDeal} deal */
export function isThreeDeal(deal) {
  return typeof deal.from_x === "boolean";
}

/** The deal played through, as the server sent it: the talk in the laws' words (seat, words and
 * phase, in the order said), the multiplier and each trick with its winner. Nothing here reckons
 * the doubling's order, the multiplier or a winner: the laws decide them, the server says them.
 * @param {HistoryDeal} deal */
export function playThrough(deal) {
  const hands = (typeof deal.hands === "string" ? parsePbnDeal(deal.hands) : deal.hands) || {};
  const dealer = deal.dealer;
  if (!dealer) throw new Error(`deal ${deal.number} of the history has no dealer`);
  const tricks = (deal.tricks || []).map((trick) => {
    /** @type {Record<string, string>} */
    const bySeat = {};
    let seat = trick.leader;
    for (const card of trick.cards) {
      bySeat[seat] = card;
      seat = leftOf(seat);
    }
    return { leader: trick.leader, cards: [...trick.cards], bySeat, winner: trick.winner };
  });
  // A three-hand deal's talk is in Ames's words ("I make it from dummy's hand", "I pass the
  // deal"), said by the dealer for himself and X; a four-hand deal's in the laws' (P47-58).
  /** @type {{seat: string, words: string, phase?: string | null}[]} the talk (three-hand's has no phase) */
  const spoken = deal.talk || [];
  const talk = spoken.map((said) => ({ seat: said.seat, words: said.words, phase: said.phase ?? null }));
  return { hands, dealer, dummy: partnerOf(dealer), strain: deal.strain ?? null,
    multiplier: deal.multiplier ?? 1, talk, tricks, passed: Boolean(deal.passed) };
}

/** A hand in four lines of ranks, the cards in `played` left out.
 * @param {string[]} cards @param {Set<string>} played */
export function miniHand(cards, played) {
  const hand = el("div", { class: "mini-hand" });
  for (const suit of SUITS) {
    const line = el("div", { class: `mini-suit suit-${suit}` });
    line.append(el("span", { class: "suit-symbol", "aria-hidden": "true", text: SUIT_SYMBOL[suit] }));
    line.append(el("span", { class: "sr-only", text: `${suit}: ` }));
    const ranks = sortCards(cards.filter((c) => c[0] === suit && !played.has(c))).map((c) => rankFace(c[1]));
    line.append(el("span", { class: "ranks", text: ranks.join(" ") || "—" }));
    hand.append(line);
  }
  return hand;
}

/** A card as a small chip (its words for screen readers). @param {string} code */
export function cardChip(code) {
  const card = cardOf(code);
  return el("span", { class: `chip suit-${card.suit}`, "aria-label": cardWords(code) },
    `${SUIT_SYMBOL[card.suit]}${rankFace(card.rank)}`);
}

/**
 * A dialog-like panel replaying one deal: the hands (as they stand after the step), the talk,
 * the trick just played with its winner, and buttons to step. `names` maps seat to name.
 * @param {HistoryDeal} deal
 * @param {Parameters<typeof dealFigures>[0] | null | undefined} scored the deal's scoring, when scored
 * @param {Record<string, string>} [names]
 */
export function replayPanel(deal, scored, names = {}) {
  const played = playThrough(deal);
  const root = el("section", { class: "replay", "aria-label": `Replay of deal ${deal.number ?? ""}` });
  const status = el("p", { class: "replay-status", "aria-live": "polite" });
  const board = el("div", { class: "replay-board" });
  const controls = el("div", { class: "replay-controls", role: "group", "aria-label": "Step through the tricks" });
  let step = 0;
  const last = played.tricks.length;
  /** @type {Record<string, HTMLButtonElement>} */
  const buttons = {};
  for (const [key, label] of [["first", "« The deal"], ["prev", "‹ Trick"], ["next", "Trick ›"], ["last", "The end »"]]) {
    buttons[key] = el("button", { type: "button", class: `step-${key}`, text: label });
    controls.append(buttons[key]);
  }
  // Three-hand (the deal carries its talk): the three players by name and X, no compass, no sides
  // named North-South (Ames: the dealer plays with X, the other two are partners).
  const three = isThreeDeal(deal);
  const who = (/** @type {string} */ seat) => (three ? names[seat] || SEAT_NAME[seat]
    : names[seat] ? `${names[seat]} (${SEAT_NAME[seat]})` : SEAT_NAME[seat]);
  const sideWords = (/** @type {string} */ side) => (three ? (side === sideOf(played.dealer) ? `${who(played.dealer)} and X` : "the adversaries")
    : side === "NS" ? "North-South" : "East-West");
  const talk = el("ol", { class: "replay-talk" });
  for (const said of played.talk) {
    talk.append(el("li", said.phase ? { "data-phase": said.phase } : {},
      el("b", { text: `${who(said.seat)}: ` }), `“${said.words}”`));
  }
  const strain = strainLabel(played.strain ?? "");
  const head = el("p", { class: "replay-head" },
    `Dealer ${who(played.dealer)} · `, played.passed || !played.strain ? "the deal was passed"
      : el("span", { class: `strain-${played.strain}` }, `${strain.symbol} ${strain.words}`),
    played.multiplier > 1 ? ` · each trick ×${played.multiplier}` : "");

  function draw() {
    board.replaceChildren();
    /** @type {Set<string>} */
    const gone = new Set();
    for (const trick of played.tricks.slice(0, step)) trick.cards.forEach((c) => gone.add(c));
    const won = { NS: 0, EW: 0 };
    for (const trick of played.tricks.slice(0, step)) won[sideOf(trick.winner)] += 1;
    for (const seat of SEATS) {
      const box = el("div", { class: `replay-seat seat-pos-${seat}` });
      box.append(el("div", { class: "seat-name", text: who(seat) + (seat === played.dealer ? " · dealer" : seat === played.dummy ? " · dummy" : "") }));
      box.append(miniHand(played.hands[seat] || [], gone));
      board.append(box);
    }
    const centre = el("div", { class: "replay-centre" });
    if (step > 0) {
      const trick = played.tricks[step - 1];
      for (const seat of SEATS) {
        const slot = el("div", { class: `trick-slot slot-${seat}${seat === trick.winner ? " winner" : ""}` });
        slot.append(cardChip(trick.bySeat[seat]));
        centre.append(slot);
      }
      status.textContent = `Trick ${step}: ${who(trick.leader)} led; ${trick.cards.map(cardWords).join(", ")}; `
        + `won by ${who(trick.winner)}. Tricks: ${sideWords("NS")} ${won.NS}, ${sideWords("EW")} ${won.EW}.`;
    } else {
      status.textContent = `The deal as dealt. ${talkSentences(played.talk, three ? who : (/** @type {string} */ seat) => SEAT_NAME[seat])}`;
    }
    board.append(centre);
    buttons.first.disabled = step === 0;
    buttons.prev.disabled = step === 0;
    buttons.next.disabled = step === last;
    buttons.last.disabled = step === last;
  }
  buttons.first.addEventListener("click", () => { step = 0; draw(); });
  buttons.prev.addEventListener("click", () => { step = Math.max(0, step - 1); draw(); });
  buttons.next.addEventListener("click", () => { step = Math.min(last, step + 1); draw(); });
  buttons.last.addEventListener("click", () => { step = last; draw(); });
  root.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") { step = Math.min(last, step + 1); draw(); event.preventDefault(); }
    if (event.key === "ArrowLeft") { step = Math.max(0, step - 1); draw(); event.preventDefault(); }
  });
  root.append(head, talk, controls, board, status);
  const analyse = three ? null : analysisLink(deal.number);   // the analysis board (analysis_link.js)
  if (analyse) root.append(analyse);
  if (scored) root.append(dealFigures(scored));   // each figure explained when tapped
  draw();
  return root;
}

/** What was said in the deal, one sentence each: "North: Hearts. East: May I lead? West: Yes."
 * @param {{seat: string, words: string}[]} talk @param {(seat: string) => string} who */
export function talkSentences(talk, who) {
  return talk.map((said) => sentence(`${who(said.seat)}: ${said.words}`)).join(" ");
}
