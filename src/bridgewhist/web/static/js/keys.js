// @ts-check
// Keyboard-only play. The arrows move among what the receiver may do now (calls and legal
// cards, a roving tabindex); Enter or Space plays the focused one (they are buttons); a suit's
// letter (s, h, d, c) goes to that suit, then a rank's (a k q j t 9 ... 2) to that card.
// In the declaration, s h d c n pick the strain's button and l "I leave it to you, partner".
// Where a key goes is `keyMove` (no page: tested by tests/js/keys.test.mjs); `installKeys` wires it.

import { actionKind, parseCard, strainOf } from "./cards.js";

/** @type {Readonly<Record<string, string>>} */
const SUIT_KEYS = { s: "S", h: "H", d: "D", c: "C" };
/** @type {Readonly<Record<string, string>>} */
const RANK_KEYS = { a: "A", k: "K", q: "Q", j: "J", t: "T", 0: "T", 9: "9", 8: "8", 7: "7", 6: "6", 5: "5", 4: "4", 3: "3", 2: "2" };

/**
 * Where a key takes the focus among the controls (their actions, in order).
 * @param {string} key the key pressed, in lower case ("arrowright", "h", "q")
 * @param {string[]} actions the controls' actions, in order
 * @param {number} here the index of the control focused, -1 when the focus is elsewhere
 * @param {string | null} suit the suit last gone to (by its key, or a card of it focused)
 * @param {string} [focused] the action of the element focused, if any (it may be no control)
 * @returns {{to: number | null, suit: string | null, handled: boolean}} the index to focus (or
 *   null), the suit now, and whether the key was used (its default then prevented)
 */
export function keyMove(key, actions, here, suit, focused = "") {
  const count = actions.length;
  const at = (/** @type {number | null} */ to) => ({ to, suit, handled: true });
  if (["arrowright", "arrowdown"].includes(key)) return at(here < 0 ? 0 : (here + 1) % count);
  if (["arrowleft", "arrowup"].includes(key)) return at(here < 0 ? count - 1 : (here - 1 + count) % count);
  if (key === "home" || key === "end") return at(key === "home" ? 0 : count - 1);
  const indexed = actions.map((action, index) => ({ action, index }));
  const calls = indexed.filter((c) => actionKind(c.action) !== "play");
  const cards = indexed.filter((c) => actionKind(c.action) === "play");
  if (calls.length && !cards.length) {
    const wanted = key === "l" ? "leave" : key === "n" ? "NT" : SUIT_KEYS[key] || null;
    if (!wanted) return { to: null, suit, handled: false };
    const found = calls.find((c) => (wanted === "leave" ? actionKind(c.action) === "leave" : strainOf(c.action) === wanted));
    return found ? at(found.index) : { to: null, suit, handled: false };
  }
  if (SUIT_KEYS[key]) {
    const first = cards.find((c) => parseCard(c.action)?.suit === SUIT_KEYS[key]);
    return { to: first ? first.index : null, suit: SUIT_KEYS[key], handled: true };
  }
  if (RANK_KEYS[key] !== undefined) {
    const card = parseCard(focused || "");
    const inSuit = suit || (card && card.suit);
    const rank = RANK_KEYS[key];
    const found = cards.find((c) => {
      const it = parseCard(c.action);
      return it !== null && it.rank === rank && (!inSuit || it.suit === inSuit);
    }) || cards.find((c) => parseCard(c.action)?.rank === rank);
    return at(found ? found.index : null);
  }
  return { to: null, suit, handled: false };
}

/** @param {Element | null} target */
function isTyping(target) {
  return target && (target.closest("input, select, textarea, dialog[open]") || /** @type {HTMLElement} */ (target).isContentEditable);
}

/**
 * @param {HTMLElement[]} list
 * @param {number} to
 */
function move(list, to) {
  if (!list.length) return;
  const index = Math.max(0, Math.min(list.length - 1, to));
  for (const c of list) c.tabIndex = -1;
  list[index].tabIndex = 0;
  list[index].focus();
}

/**
 * Wire the keyboard: `controls()` gives what the receiver may do now, in order.
 * @param {{controls: () => HTMLElement[]}} options
 */
export function installKeys({ controls }) {
  /** @type {string | null} */
  let suit = null;
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(/** @type {Element | null} */ (event.target))) return;
    const list = controls();
    if (!list.length) return;
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const here = list.indexOf(/** @type {HTMLElement} */ (active));
    const focused = active && active.dataset ? active.dataset.action || "" : "";
    const moved = keyMove(event.key.toLowerCase(), list.map((c) => c.dataset.action || ""), here, suit, focused);
    suit = moved.suit;
    if (moved.to !== null) move(list, moved.to);
    if (moved.handled) event.preventDefault();
  });
  document.addEventListener("focusin", (event) => {
    const target = /** @type {HTMLElement | null} */ (event.target);
    const card = target && target.dataset ? parseCard(target.dataset.action || "") : null;
    if (card) suit = card.suit;
  });
}
