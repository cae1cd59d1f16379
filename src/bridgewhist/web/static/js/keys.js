// @ts-check
// Keyboard-only play. The arrows move among what the receiver may do now (calls and legal
// cards, a roving tabindex); Enter or Space plays the focused one (they are buttons); a suit's
// letter (s, h, d, c) goes to that suit, then a rank's (a k q j t 9 ... 2) to that card.
// In the declaration, s h d c n pick the strain's button and l "I leave it to you, partner".

import { actionKind, parseCard, strainOf } from "./cards.js";

const SUIT_KEYS = { s: "S", h: "H", d: "D", c: "C" };
const RANK_KEYS = { a: "A", k: "K", q: "Q", j: "J", t: "T", 0: "T", 9: "9", 8: "8", 7: "7", 6: "6", 5: "5", 4: "4", 3: "3", 2: "2" };

function isTyping(target) {
  return target && (target.closest("input, select, textarea, dialog[open]") || target.isContentEditable);
}

function move(list, to) {
  if (!list.length) return;
  const index = Math.max(0, Math.min(list.length - 1, to));
  for (const c of list) c.tabIndex = -1;
  list[index].tabIndex = 0;
  list[index].focus();
}

export function installKeys({ controls }) {
  let suit = null;
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const list = controls();
    if (!list.length) return;
    const here = list.indexOf(document.activeElement);
    const key = event.key.toLowerCase();
    if (["arrowright", "arrowdown"].includes(key)) {
      move(list, here < 0 ? 0 : (here + 1) % list.length);
      event.preventDefault();
      return;
    }
    if (["arrowleft", "arrowup"].includes(key)) {
      move(list, here < 0 ? list.length - 1 : (here - 1 + list.length) % list.length);
      event.preventDefault();
      return;
    }
    if (key === "home" || key === "end") {
      move(list, key === "home" ? 0 : list.length - 1);
      event.preventDefault();
      return;
    }
    const calls = list.filter((c) => actionKind(c.dataset.action) !== "play");
    const cards = list.filter((c) => actionKind(c.dataset.action) === "play");
    if (calls.length && !cards.length) {
      const wanted = key === "l" ? "leave" : key === "n" ? "NT" : SUIT_KEYS[key] || null;
      if (!wanted) return;
      const found = calls.find((c) => (wanted === "leave" ? actionKind(c.dataset.action) === "leave"
        : strainOf(c.dataset.action) === wanted));
      if (found) {
        move(list, list.indexOf(found));
        event.preventDefault();
      }
      return;
    }
    if (SUIT_KEYS[key]) {
      suit = SUIT_KEYS[key];
      const first = cards.find((c) => parseCard(c.dataset.action).suit === suit);
      if (first) move(list, list.indexOf(first));
      event.preventDefault();
      return;
    }
    if (RANK_KEYS[key] !== undefined) {
      const active = /** @type {HTMLElement | null} */ (document.activeElement);
      const focused = active && active.dataset ? parseCard(active.dataset.action || "") : null;
      const inSuit = suit || (focused && focused.suit);
      const rank = RANK_KEYS[key];
      const found = cards.find((c) => {
        const card = parseCard(c.dataset.action);
        return card.rank === rank && (!inSuit || card.suit === inSuit);
      }) || cards.find((c) => parseCard(c.dataset.action).rank === rank);
      if (found) move(list, list.indexOf(found));
      event.preventDefault();
    }
  });
  document.addEventListener("focusin", (event) => {
    const target = /** @type {HTMLElement | null} */ (event.target);
    const card = target && target.dataset ? parseCard(target.dataset.action || "") : null;
    if (card) suit = card.suit;
  });
}
