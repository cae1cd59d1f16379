// The score pad's entry form (docs/score-pad.md): a deal as called (or, on a points-only pad,
// each side's points), entered new or correcting one already entered, read into the entry the
// server is sent. It reads the page's state from pad-store.js and changes it by its steps.

import {
  ACE_CALLS, NO_HONOURS, SEATS, SEAT_NAMES, SUIT_CALLS, refusalLine,
} from "./pad-block.js";
import { correctionEnded, correctionStarted, padStore, queue, update } from "./pad-store.js";

const $ = (id) => document.getElementById(id);
/** What the server last said of the pad: {pad, can_edit, share_url}. */
const heardNow = () => padStore.state.heard;
/** The ops kept on the phone, not yet sent. */
const kept = () => queue(padStore.state);

/** The places of a side's points on a points-only pad. */
export const PLACES = ["below", "above"];

export function sideName(side) {
  const pad = heardNow().pad;
  const label = pad.sides[side];
  return side === pad.we ? `We (${label})` : `They (${label})`;
}

export function showPanel() {
  // A new deal while the rubber is in play; a correction until the score is agreed.
  const { heard: { pad, can_edit: canEdit }, shownBlock, correcting: dealId } = padStore.state;
  const over = (shownBlock || pad.block).over;
  $("entry-panel").hidden = !(canEdit && !pad.agreed && (!over || dealId !== null));
}

function nextDealer() {
  let seat = heardNow().pad.next_dealer;
  for (const op of kept()) if (op.op === "enter") seat = SEATS[(SEATS.indexOf(seat) + 1) % 4];
  return seat;
}

export function fillCalls() {
  const strain = document.querySelector("input[name=strain]:checked").value;
  const select = $("honours-call");
  const before = select.value;
  select.replaceChildren();
  for (const [value, text] of strain === "NT" ? ACE_CALLS : SUIT_CALLS) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = text;
    select.append(option);
  }
  if ([...select.options].some((o) => o.value === before)) select.value = before;
  $("honours-side").querySelector("option[value='']").textContent = strain === "NT" ? NO_HONOURS.noTrumps : NO_HONOURS.suit;
  select.disabled = $("honours-side").value === "";
  for (const side of ["NS", "EW"]) $(`chicane-${side}`).disabled = strain === "NT";
}

export function slamLine() {
  const ns = Number($("tricks-NS").value);
  const ew = Number($("tricks-EW").value);
  let text = "";
  for (const [side, n] of [["NS", ns], ["EW", ew]]) {
    if (n === 13) text = `Grand slam to ${side}.`;
    else if (n === 12) text = `Little slam to ${side}.`;
  }
  $("slam-line").textContent = text;
}

export function resetForm() {
  update(correctionEnded);
  $("entry").reset();
  $("cancel-correction").hidden = true;
  $("enter").textContent = "Enter the deal";
  const { pad } = heardNow();
  const number = pad.deals.length + kept().filter((o) => o.op === "enter").length + 1;
  $("entry-heading").textContent = `Deal ${number}`;
  const dealer = nextDealer();
  $("entry").dataset.dealer = dealer;
  $("dealer-line").textContent = `${SEAT_NAMES[dealer]} (${pad.players[dealer]}) deals.`;
  $("entry-error").hidden = true;
  fillCalls();
  slamLine();
  showPanel();
}

// The entry form's mode: a deal as called, or (a points-only pad) each side's points.
export function showMode() {
  const points = Boolean(heardNow().pad.points_only);
  $("facts-fields").hidden = $("facts-fields").disabled = points;
  $("points-fields").hidden = $("points-fields").disabled = !points;
}

export function startCorrection(deal, number) {
  update(correctionStarted, deal.deal_id);
  const e = deal.entry;
  $("entry-heading").textContent = `Correct deal ${number}`;
  $("entry").dataset.dealer = e.dealer;
  $("dealer-line").textContent = `${SEAT_NAMES[e.dealer]} (${heardNow().pad.players[e.dealer]}) dealt.`;
  if (e.points) {
    for (const side of ["NS", "EW"]) {
      for (const place of PLACES) $(`points-${side}-${place}`).value = String((e.points[side] || {})[place] || 0);
    }
    $("cancel-correction").hidden = false;
    $("enter").textContent = `Correct deal ${number}`;
    showPanel();
    $("entry-heading").scrollIntoView();
    return;
  }
  document.querySelector(`input[name=declarer][value=${e.declarer}]`).checked = true;
  document.querySelector(`input[name=strain][value=${e.strain}]`).checked = true;
  $("doubles").value = String(e.doubles);
  $("tricks-NS").value = String(e.tricks.NS);
  $("tricks-EW").value = String(e.tricks.EW);
  $("honours-side").value = e.honours ? e.honours.side : "";
  fillCalls();
  if (e.honours) $("honours-call").value = e.honours.call;
  $("chicane-NS").value = String(e.chicane.NS);
  $("chicane-EW").value = String(e.chicane.EW);
  $("cancel-correction").hidden = false;
  $("enter").textContent = `Correct deal ${number}`;
  slamLine();
  showPanel();
  $("entry-heading").scrollIntoView();
}

export function readForm() {
  if (heardNow().pad.points_only) {
    const figure = (side, place) => Number($(`points-${side}-${place}`).value || 0);
    const points = Object.fromEntries(["NS", "EW"].map((side) => [side,
      Object.fromEntries(PLACES.map((place) => [place, figure(side, place)]))]));
    return { dealer: $("entry").dataset.dealer, points };
  }
  const strain = document.querySelector("input[name=strain]:checked").value;
  const entry = {
    dealer: $("entry").dataset.dealer,
    declarer: document.querySelector("input[name=declarer]:checked").value,
    strain,
    doubles: Number($("doubles").value),
    tricks: { NS: Number($("tricks-NS").value), EW: Number($("tricks-EW").value) },
    honours: $("honours-side").value ? { side: $("honours-side").value, call: $("honours-call").value } : null,
    chicane: strain === "NT" ? { NS: 0, EW: 0 } : { NS: Number($("chicane-NS").value), EW: Number($("chicane-EW").value) },
  };
  return entry;
}

export function showError(error) {
  const box = $("entry-error");
  box.textContent = refusalLine(error, heardNow() ? sideName : undefined);
  box.hidden = false;
}
