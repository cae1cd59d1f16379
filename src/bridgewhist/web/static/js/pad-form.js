// @ts-check
// The score pad's entry form (docs/score-pad.md): a deal as called (or, on a points-only pad,
// each side's points), entered new or correcting one already entered, read into the entry the
// server is sent. It reads the page's state from pad-store.js and changes it by its steps.

import {
  ACE_CALLS, NO_HONOURS, SEATS, SEAT_NAMES, SUIT_CALLS, refusalLine,
} from "./pad-block.js";
import { byId as $, byIdOf, find } from "./dom.js";
import { correctionEnded, correctionStarted, heardOf, padStore, queue, update } from "./pad-store.js";

/** @param {string} id the page's input of this id */
const input = (id) => byIdOf(id, HTMLInputElement);
/** @param {string} id the page's select of this id */
const select = (id) => byIdOf(id, HTMLSelectElement);
/** @param {string} id the page's fieldset of this id */
const fieldset = (id) => byIdOf(id, HTMLFieldSetElement);
/** @param {string} name the radio button checked of the entry form's group of this name */
const checked = (name) => find(document, `input[name=${name}]:checked`, HTMLInputElement);
/** @param {string} name @param {string} value the radio button of this value in the group */
const radio = (name, value) => find(document, `input[name=${name}][value=${value}]`, HTMLInputElement);
/** What the server last said of the pad: {pad, can_edit, share_url}. */
const heardNow = () => heardOf(padStore.state);
/** The ops kept on the phone, not yet sent. */
const kept = () => queue(padStore.state);

/** Who sits at a seat of the pad. @param {PadView} pad @param {string} seat */
export function playerAt(pad, seat) {
  /** @type {Record<string, string>} */
  const players = { ...pad.players };
  return players[seat];
}

/** The places of a side's points on a points-only pad. */
export const PLACES = /** @type {const} */ (["below", "above"]);

/** A side as the pad names it: "We (Ann and Bob)", "They (...)". @param {string} side */
export function sideName(side) {
  const pad = heardNow().pad;
  const label = side === "EW" ? pad.sides.EW : pad.sides.NS;
  return side === pad.we ? `We (${label})` : `They (${label})`;
}

export function showPanel() {
  // A new deal while the rubber is in play; a correction until the score is agreed.
  const { pad, can_edit: canEdit } = heardNow();
  const { shownBlock, correcting: dealId } = padStore.state;
  const over = (shownBlock || pad.block).over;
  $("entry-panel").hidden = !(canEdit && !pad.agreed && (!over || dealId !== null));
}

function nextDealer() {
  let seat = heardNow().pad.next_dealer;
  for (const op of kept()) if (op.op === "enter") seat = SEATS[(SEATS.indexOf(seat) + 1) % 4];
  return seat;
}

export function fillCalls() {
  const strain = checked("strain").value;
  const calls = select("honours-call");
  const before = calls.value;
  calls.replaceChildren();
  for (const [value, text] of strain === "NT" ? ACE_CALLS : SUIT_CALLS) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = text;
    calls.append(option);
  }
  if ([...calls.options].some((o) => o.value === before)) calls.value = before;
  find(select("honours-side"), "option[value='']", HTMLOptionElement).textContent = strain === "NT" ? NO_HONOURS.noTrumps : NO_HONOURS.suit;
  calls.disabled = select("honours-side").value === "";
  for (const side of ["NS", "EW"]) select(`chicane-${side}`).disabled = strain === "NT";
}

export function slamLine() {
  const ns = Number(input("tricks-NS").value);
  const ew = Number(input("tricks-EW").value);
  let text = "";
  for (const [side, n] of [["NS", ns], ["EW", ew]]) {
    if (n === 13) text = `Grand slam to ${side}.`;
    else if (n === 12) text = `Little slam to ${side}.`;
  }
  $("slam-line").textContent = text;
}

export function resetForm() {
  update(correctionEnded);
  byIdOf("entry", HTMLFormElement).reset();
  $("cancel-correction").hidden = true;
  $("enter").textContent = "Enter the deal";
  const { pad } = heardNow();
  const number = pad.deals.length + kept().filter((o) => o.op === "enter").length + 1;
  $("entry-heading").textContent = `Deal ${number}`;
  const dealer = nextDealer();
  $("entry").dataset.dealer = dealer;
  $("dealer-line").textContent = `${SEAT_NAMES[dealer]} (${playerAt(pad, dealer)}) deals.`;
  $("entry-error").hidden = true;
  fillCalls();
  slamLine();
  showPanel();
}

// The entry form's mode: a deal as called, or (a points-only pad) each side's points.
export function showMode() {
  const points = Boolean(heardNow().pad.points_only);
  fieldset("facts-fields").hidden = fieldset("facts-fields").disabled = points;
  fieldset("points-fields").hidden = fieldset("points-fields").disabled = !points;
}

/** @param {PadDealShown} deal @param {number} number */
export function startCorrection(deal, number) {
  update(correctionStarted, deal.deal_id);
  const e = deal.entry;
  $("entry-heading").textContent = `Correct deal ${number}`;
  $("entry").dataset.dealer = e.dealer;
  $("dealer-line").textContent = `${SEAT_NAMES[e.dealer]} (${playerAt(heardNow().pad, e.dealer)}) dealt.`;
  if ("points" in e) {   // a points-only pad's deal
    for (const side of /** @type {const} */ (["NS", "EW"])) {
      for (const place of PLACES) input(`points-${side}-${place}`).value = String(e.points[side][place] || 0);
    }
    $("cancel-correction").hidden = false;
    $("enter").textContent = `Correct deal ${number}`;
    showPanel();
    $("entry-heading").scrollIntoView();
    return;
  }
  radio("declarer", e.declarer).checked = true;
  radio("strain", e.strain).checked = true;
  select("doubles").value = String(e.doubles);
  input("tricks-NS").value = String(e.tricks.NS);
  input("tricks-EW").value = String(e.tricks.EW);
  select("honours-side").value = e.honours ? e.honours.side : "";
  fillCalls();
  if (e.honours) select("honours-call").value = e.honours.call;
  select("chicane-NS").value = String(e.chicane.NS);
  select("chicane-EW").value = String(e.chicane.EW);
  $("cancel-correction").hidden = false;
  $("enter").textContent = `Correct deal ${number}`;
  slamLine();
  showPanel();
  $("entry-heading").scrollIntoView();
}

export function readForm() {
  if (heardNow().pad.points_only) {
    const figure = (/** @type {string} */ side, /** @type {string} */ place) => Number(input(`points-${side}-${place}`).value || 0);
    const points = Object.fromEntries(["NS", "EW"].map((side) => [side,
      Object.fromEntries(PLACES.map((place) => [place, figure(side, place)]))]));
    return { dealer: $("entry").dataset.dealer, points };
  }
  const strain = checked("strain").value;
  const entry = {
    dealer: $("entry").dataset.dealer,
    declarer: checked("declarer").value,
    strain,
    doubles: Number(select("doubles").value),
    tricks: { NS: Number(input("tricks-NS").value), EW: Number(input("tricks-EW").value) },
    honours: select("honours-side").value ? { side: select("honours-side").value, call: select("honours-call").value } : null,
    chicane: strain === "NT" ? { NS: 0, EW: 0 } : { NS: Number(select("chicane-NS").value), EW: Number(select("chicane-EW").value) },
  };
  return entry;
}

/** @param {{message: string, field?: string | null}} error */
export function showError(error) {
  const box = $("entry-error");
  box.textContent = refusalLine(error, padStore.state.heard ? sideName : undefined);
  box.hidden = false;
}
