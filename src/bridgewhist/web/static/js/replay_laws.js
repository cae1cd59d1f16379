// @ts-check
// Replay of a finished refereed deal (a club-laws table) from its `steps`, which the server
// builds by replaying the deal's acts through the referee once the deal is over
// (bridgewhist/web/laws_replay.py): the talk, each irregularity in words (who did what), the
// options offered with the law cited, the choice made and by whom, the penalties and cards
// exposed, and each trick as actually played with its winner; the hands as they stand after
// each step. Nothing is reckoned here: the referee has ruled, this only shows it.

import { SEATS, SEAT_NAME, cardWords, seatWords, strainLabel } from "./cards.js";
import { cardChip, miniHand, parsePbnDeal } from "./replay.js";
import { dealSentence, el, sentence } from "./score.js";

/** @type {Readonly<Record<string, string>>} */
const TITLES = { talk: "The talk", irregularity: "An irregularity", ruling: "A ruling", trick: "Trick", play: "The play" };
/** @type {Readonly<Record<string, string>>} */
const OUTCOMES = {
  "new-deal": "No score: a new deal by the same dealer.",
  void: "No score: the deal is void; the rightful dealer deals.",
};

/** A step's title: "The talk", "An irregularity", "A ruling", "Trick 3", "The play".
 * @param {ReplayStep} step */
export function stepTitle(step) {
  if (step.kind === "trick") return step.tricks.filter((t) => t.change === "completed").map((t) => `Trick ${t.number}`).join(", ");
  return TITLES[step.kind] || step.kind;
}

/** A trick of a step in words: turned (with its winner), amended, or taken back.
 * @param {StepTrick} trick @param {(seat: string) => string} who */
export function trickSentence(trick, who) {
  const cards = trick.cards.map(cardWords).join(", ");
  if (trick.change === "taken-back") {
    return `Trick ${trick.number} is taken back into play (it held ${cards}): the renounce is corrected.`;
  }
  const amended = trick.change === "amended" ? ", as amended" : "";
  return `Trick ${trick.number}${amended}: ${who(trick.leader)} led; ${cards}; won by ${who(trick.winner)}.`;
}

/** The step in sentences (the live region reads them): acts, referee, ruling, choice, tricks.
 * @param {ReplayStep} step @param {(seat: string) => string} who */
export function stepSentences(step, who) {
  /** @type {string[]} */
  const out = [];
  for (const act of step.acts) {
    out.push(sentence(`${who(act.seat)} ${act.kind === "talk" ? "says " : ""}${act.words}${act.kind === "irregular" ? " (irregular)" : ""}`));
  }
  for (const event of step.events) {
    if (step.chosen && event.choice) continue;  // the choice is told below, in the option's words
    out.push(`Referee: ${seatWords(event.what)}${event.law ? ` (${event.law})` : ""}.`);
  }
  if (step.offered) {
    const o = step.offered;
    out.push(`${who(o.chooser)} to choose, for ${who(o.offender)}'s ${o.irregularity} (${o.law}): `
      + `${o.options.map((option) => option.text).join("; or ")}.`);
  }
  if (step.chosen) {
    const c = step.chosen;
    out.push(`${who(c.chooser)} chose: ${c.text} (${c.law}, for ${who(c.offender)}'s ${c.irregularity}).`);
  }
  for (const trick of step.tricks) {
    out.push(trickSentence(trick, who));
  }
  return out;
}

/** {seat: card} of cards played in order from the leader.
 * @param {string} leader @param {string[]} cards */
function trickBySeat(leader, cards) {
  /** @type {Record<string, string>} */
  const bySeat = {};
  let index = SEATS.indexOf(leader);
  for (const card of cards) {
    bySeat[SEATS[index % 4]] = card;
    index += 1;
  }
  return bySeat;
}

/**
 * A panel stepping through a refereed deal: the hands after the step, the trick (just
 * completed, with its winner, or in progress), and the step told in words: the acts, the
 * referee's lines, the options offered (law cited), the choice made, the exposed cards and
 * penalties. `names` maps seat to name.
 * @param {HistoryDeal} deal
 * @param {Parameters<typeof dealSentence>[0] | null | undefined} scored the deal's scoring, when scored
 * @param {Record<string, string>} [names]
 */
export function lawsReplayPanel(deal, scored, names = {}) {
  const steps = deal.steps || [];
  const root = el("section", { class: "replay replay-laws", "aria-label": `Replay of deal ${deal.number ?? ""}` });
  const who = (/** @type {string} */ seat) => (names[seat] ? `${names[seat]} (${SEAT_NAME[seat]})` : SEAT_NAME[seat]);
  const dealer = deal.dealer;
  if (!dealer) throw new Error(`deal ${deal.number} of the history has no dealer`);
  const dummy = SEATS[(SEATS.indexOf(dealer) + 2) % 4];
  const strain = deal.strain ? strainLabel(deal.strain) : null;
  const head = el("p", { class: "replay-head" }, `Dealer ${who(dealer)} · `,
    strain ? el("span", { class: `strain-${deal.strain}` }, `${strain.symbol} ${strain.words}`) : "the trump never declared",
    (deal.multiplier ?? 1) > 1 ? ` · each trick ×${deal.multiplier}` : "", " · refereed under the club laws");
  const talk = el("ol", { class: "replay-talk" });
  for (const step of steps) {
    for (const act of step.acts.filter((a) => a.talk)) {
      talk.append(el("li", { class: act.kind === "irregular" ? "act-irregular" : null },
        el("b", { text: `${who(act.seat)}: ` }), act.words, act.kind === "irregular" ? " (irregular)" : ""));
    }
  }
  const controls = el("div", { class: "replay-controls", role: "group", "aria-label": "Step through the deal" });
  /** @type {Record<string, HTMLButtonElement>} */
  const buttons = {};
  for (const [key, label] of [["first", "« The deal"], ["prev", "‹ Step"], ["next", "Step ›"], ["last", "The end »"]]) {
    buttons[key] = el("button", { type: "button", class: `step-${key}`, text: label });
    controls.append(buttons[key]);
  }
  const board = el("div", { class: "replay-board" });
  const detail = el("div", { class: "replay-step" });
  const status = el("p", { class: "replay-status sr-only", "aria-live": "polite" });
  const dealt = typeof deal.hands === "string" ? parsePbnDeal(deal.hands) : deal.hands || {};
  let step = 0;
  const last = steps.length;

  function draw() {
    const current = step > 0 ? steps[step - 1] : null;
    const held = current ? parsePbnDeal(current.hands) : dealt;
    /** @type {Record<string, string[]>} */
    const exposed = current ? current.exposed : {};
    board.replaceChildren();
    for (const seat of SEATS) {
      const box = el("div", { class: `replay-seat seat-pos-${seat}` });
      box.append(el("div", { class: "seat-name", text: who(seat) + (seat === dealer ? " · dealer" : seat === dummy ? " · dummy" : "") }));
      box.append(miniHand(held[seat] || [], new Set()));
      if ((exposed[seat] || []).length) {
        box.append(el("div", { class: "replay-exposed", text: `Exposed: ${exposed[seat].map(cardWords).join(", ")}` }));
      }
      board.append(box);
    }
    const centre = el("div", { class: "replay-centre" });
    const turned = current ? current.tricks.filter((t) => t.change !== "taken-back") : [];
    const done = current && turned.length && !current.trick_now.cards.length ? turned[turned.length - 1] : null;
    const showing = done ? { leader: done.leader, cards: done.cards, winner: done.winner } : current ? current.trick_now : null;
    if (showing && showing.cards.length) {
      const bySeat = trickBySeat(showing.leader, showing.cards);
      for (const seat of SEATS) {
        if (!bySeat[seat]) continue;
        const slot = el("div", { class: `trick-slot slot-${seat}${done && seat === done.winner ? " winner" : ""}` });
        slot.append(cardChip(bySeat[seat]));
        centre.append(slot);
      }
    }
    board.append(centre);
    detail.replaceChildren();
    if (!current) {
      detail.append(el("h3", { class: "replay-step-title", text: "The deal as dealt" }));
      status.textContent = `The deal as dealt, ${steps.length} steps.`;
    } else {
      detail.append(el("h3", { class: "replay-step-title", text: `Step ${step} of ${last}: ${stepTitle(current)}` }));
      const acts = el("ol", { class: "replay-acts" });
      for (const act of current.acts) {
        acts.append(el("li", { class: `act-${act.kind}` }, el("b", { text: `${who(act.seat)}: ` }), act.words,
          act.kind === "irregular" ? el("span", { class: "irregular-mark", text: " — irregular" }) : ""));
      }
      detail.append(acts);
      for (const event of current.events) {
        if (current.chosen && event.choice) continue;
        detail.append(el("p", { class: "replay-referee" }, el("b", { text: "Referee: " }), seatWords(event.what),
          event.law ? el("span", { class: "law", text: ` (${event.law})` }) : ""));
      }
      if (current.offered) {
        const o = current.offered;
        const offered = el("div", { class: "replay-ruling" },
          el("p", { text: `${who(o.chooser)} to choose, for ${who(o.offender)}'s ${o.irregularity} (${o.law}):` }));
        const list = el("ul", { class: "replay-options" });
        for (const option of o.options) list.append(el("li", { text: option.text }));
        offered.append(list);
        detail.append(offered);
      }
      if (current.chosen) {
        const c = current.chosen;
        detail.append(el("p", { class: "replay-choice" }, el("b", { text: `${who(c.chooser)} chose: ` }), c.text,
          ` (${c.law}, for ${who(c.offender)}'s ${c.irregularity})`));
      }
      for (const trick of current.tricks) {
        detail.append(el("p", { class: `replay-trick trick-${trick.change}`, text: trickSentence(trick, who) }));
      }
      for (const [seat, cards] of Object.entries(current.exposed)) {
        detail.append(el("p", { class: "replay-exposed-line", text: `Exposed: ${who(seat)} ${cards.map(cardWords).join(", ")}.` }));
      }
      for (const penalties of Object.values(current.penalties)) {
        for (const penalty of penalties) detail.append(el("p", { class: "replay-penalty", text: `Penalty: ${seatWords(penalty)}.` }));
      }
      detail.append(el("p", { class: "replay-won", text: `Tricks: North-South ${current.won.NS}, East-West ${current.won.EW}.` }));
      const outcome = deal.outcome ? OUTCOMES[deal.outcome] : undefined;
      if (step === last && outcome) detail.append(el("p", { class: "replay-outcome", text: outcome }));
      status.textContent = `Step ${step}: ${stepSentences(current, who).join(" ")}`;
    }
    buttons.first.disabled = step === 0;
    buttons.prev.disabled = step === 0;
    buttons.next.disabled = step === last;
    buttons.last.disabled = step === last;
  }
  const go = (/** @type {number} */ to) => { step = Math.max(0, Math.min(last, to)); draw(); };
  buttons.first.addEventListener("click", () => go(0));
  buttons.prev.addEventListener("click", () => go(step - 1));
  buttons.next.addEventListener("click", () => go(step + 1));
  buttons.last.addEventListener("click", () => go(last));
  root.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") { go(step + 1); event.preventDefault(); }
    if (event.key === "ArrowLeft") { go(step - 1); event.preventDefault(); }
  });
  root.append(head);
  if (talk.children.length) root.append(talk);
  root.append(controls, el("div", { class: "replay-stage" }, board, detail), status);
  if (scored) root.append(el("p", { class: "replay-score", text: `Scored: ${dealSentence(scored)}` }));
  draw();
  return root;
}
