// @ts-check
// The keyboard's place at the table: what the receiver may do now (a roving tabindex over the
// calls and the legal cards), focused again after each draw where it was.

import { store } from "./store.js";

/**
 * The controls the receiver may use now, in order: the calls, then the legal cards.
 * @returns {HTMLButtonElement[]}
 */
export function controls() {
  return [.../** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("#calls [data-action], #felt button.card.legal, #my-hand button.card.legal"))]
    .filter((c) => !c.disabled);
}

/** Actions never focused by default: a double (the focus starts on "Satisfied", the safe answer,
 * issue 36), whatever was done last; a key press must never double by accident. */
const RISKY = new Set(["double"]);

/**
 * The control that takes the focus after a draw: the last action's (else the first), never a
 * risky one while a safe one is offered.
 * @param {HTMLButtonElement[]} all
 * @param {string | null} last
 * @returns {HTMLButtonElement}
 */
export function focusTarget(all, last) {
  const safe = all.filter((c) => !RISKY.has((c.dataset.action || "").toLowerCase()));
  const pool = safe.length ? safe : all;
  return pool.find((c) => c.dataset.action === last) || pool[0];
}

/** After a draw: the control of the last action (else the first) takes the focus, if the
 * focus was lost or in the play area; the table never scrolls away from its top seat. */
export function restoreFocus() {
  const all = controls();
  for (const c of all) c.tabIndex = -1;
  if (!all.length) return;
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const lost = !active || active === document.body || !document.contains(active);
  const wanted = focusTarget(all, store.state.lastFocus);
  wanted.tabIndex = 0;
  const inPlayArea = active && (active.closest && active.closest("#actions, #felt"));
  if (lost || inPlayArea) {
    // Never scroll the table away from its top seat: bring the control in view only if hidden.
    wanted.focus({ preventScroll: true });
    const box = wanted.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) wanted.scrollIntoView({ block: "nearest" });
  }
}
