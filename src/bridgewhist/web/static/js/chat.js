// @ts-check
// The table talk (docs/web-protocol.md, "Table talk"): a seated member says a line; everyone at the
// table, spectators too, reads it. Lines are drawn as text, never as HTML. A spectator reads but
// does not speak (the bystander: English law 105, American law 106). The lines a connection is sent when it opens
// (`past`) are shown once, however often the page reconnects. A line said while the talk is out
// of view raises a sign in the corner of the screen, with the count of lines unread; it leads to
// the talk and goes once the talk is in view (issue 36).

import { byId, byIdOf } from "./dom.js";
import { el } from "./score.js";

const MAX = 300;

/** Wire the talk panel: `send(frame)` sends a frame over the table's socket. */
/** @param {{send: (frame: object) => boolean}} options */
export function installChat({ send }) {
  const list = byId("chat-log");
  const form = byId("chat-form");
  const input = byIdOf("chat-text", HTMLInputElement);
  const note = byId("chat-note");
  const seen = new Set();
  const unread = talkSign(document.getElementById("chat-heading"));

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (send({ type: "chat", text: text.slice(0, MAX), ref: "chat" })) input.value = "";
  });

  document.addEventListener("bw:frame", (event) => {
    const frame = event.detail;
    if (frame.type !== "chat" || seen.has(frame.n)) return;
    seen.add(frame.n);
    const time = (frame.at || "").slice(11, 16);
    const item = el("li", { class: frame.past ? "chat-line past" : "chat-line" },
      el("b", { text: `${frame.name}: ` }), frame.text,
      time ? el("span", { class: "muted small", text: ` ${time}` }) : "");
    list.querySelector(".chat-empty")?.remove();
    list.append(item);
    while (list.children.length > 100) list.firstElementChild?.remove();
    list.scrollTop = list.scrollHeight;
    if (!frame.past) unread();
  });

  document.addEventListener("bw:view", (event) => {
    const { seated } = event.detail;
    form.hidden = !seated;
    note.hidden = seated;
  });
}

/**
 * The sign of lines said while the talk (`heading`'s panel) is out of view: a link in the corner
 * of the screen, "Table talk: 2 new", gone once the talk is in view. Returns what counts a line.
 * @param {HTMLElement | null} heading
 * @returns {() => void}
 */
function talkSign(heading) {
  const panel = heading && heading.closest("section");
  if (!panel || !("IntersectionObserver" in window)) return () => {};
  const sign = el("a", { href: "#chat-heading", id: "talk-sign", class: "talk-sign", hidden: true });
  document.body.append(sign);
  let count = 0;
  let inView = false;
  const show = () => {
    sign.hidden = count === 0;
    sign.textContent = `Table talk: ${count} new`;
  };
  new IntersectionObserver((entries) => {
    inView = entries.some((entry) => entry.isIntersecting);
    if (inView) {
      count = 0;
      show();
    }
  }).observe(panel);
  sign.addEventListener("click", () => {
    count = 0;
    show();
  });
  return () => {
    if (inView) return;
    count += 1;
    show();
  };
}
