// @ts-check
// What the table page tells the person beside the felt: a refusal ("Sorry: ..." with its law), a
// problem with the link or the connection (with a way on), and the log of what happened.

import { $ } from "./page.js";
import { el } from "./score.js";

/**
 * A refusal from the server, with its law when it cites one.
 * @param {string} message
 * @param {string | null | undefined} law
 */
export function showNotice(message, law) {
  const notice = $("notice");
  const close = el("button", { type: "button", class: "quiet", text: "Dismiss" });
  close.addEventListener("click", () => { notice.hidden = true; });
  notice.replaceChildren(
    el("span", { class: "notice-text", text: `Sorry: ${message}` }),
    law ? el("span", { class: "law", text: ` (${law})` }) : "",
    " ", close,
  );
  notice.hidden = false;
}

/**
 * A problem with the link or the connection, in words, with a way on: the card room, and a
 * retry when `retry` is given (it is called on a click).
 * @param {string} message
 * @param {{retry?: (() => void) | null}} [options]
 */
export function showProblem(message, { retry = null } = {}) {
  const notice = $("notice");
  const parts = [el("span", { class: "notice-text", text: message }), " ",
    el("a", { class: "button-link", href: "/", text: "Go to the card room" })];
  if (retry) {
    const again = el("button", { type: "button", class: "quiet", text: "Try again now" });
    again.addEventListener("click", () => retry());
    parts.push(" ", again);
  }
  notice.replaceChildren(...parts);
  notice.dataset.problem = retry ? "connection" : "link";
  notice.hidden = false;
}

/** Take the notice away. */
export function clearNotice() {
  $("notice").hidden = true;
}

/**
 * A line in the table's log (the last 80 kept), scrolled into view.
 * @param {string} text
 * @param {string} [kind]
 */
export function announce(text, kind = "") {
  const log = $("log");
  log.append(el("li", { class: `log-${kind}`, text }));
  while (log.children.length > 80) log.firstElementChild?.remove();
  log.scrollTop = log.scrollHeight;
}
