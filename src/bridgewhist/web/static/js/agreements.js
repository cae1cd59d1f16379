// @ts-check
// The partnership's agreements at the table (issue 37). Each partnership's agreements are the
// table's choice (GET /api/tables/{id}: `agreements`, {ns, ew}); Partner computer players follow
// their side's. A member whose partner is such a computer player sees a side panel "Your
// partner's agreements": his side's set (GET /api/agreements/{name}: each rule, what it shows,
// its book and chapter) and the name of the adversaries' set. The panel follows the seats: it is
// redrawn when a new cut seats him on the other side, and taken away when his partner is a
// person. When a hint answer says what partner's last card shows (the hint frame's `partner`
// field, from the server's reading of the receiver's own view), the hint box adds it.

import { FOLLOWERS, SIDE_WORDS, agreementsShown } from "./agreements_shown.js";

/**
 * @param {string} tag
 * @param {Record<string, string>} attrs
 * @param {...(Node | string)} children
 */
function node(tag, attrs = {}, ...children) {
  const made = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") made.textContent = value;
    else made.setAttribute(key, value);
  }
  made.append(...children);
  return made;
}

/**
 * A set of agreements as GET /api/agreements/{name} answers (web/agreements.py AgreementsView).
 * @typedef {{title: string, items: {name: string, rule: string, shows: string,
 *   sources: {book: string, chapter: string}[]}[]}} AgreementsView
 */

/** A table as GET /api/tables/{id} sums it up, as far as the panel reads it.
 * @typedef {Parameters<typeof agreementsShown>[0]} TableSummed */

/** The panel's content from an AgreementsView (the server's JSON). @param {AgreementsView} view */
export function agreementsNodes(view) {
  const list = node("ul", { class: "agreements" });
  for (const item of view.items) {
    const cited = item.sources.map((s) => `${s.book}, “${s.chapter}”`).join("; ");
    list.append(node("li", {},
      node("b", { text: `${item.name}. ` }), item.rule,
      node("p", { class: "muted small", text: `Shows: ${item.shows}` }),
      node("p", { class: "muted small", text: `From ${cited}.` })));
  }
  return [node("p", { class: "muted small agreements-title", text: view.title }), list];
}

/** Fetch a set of agreements by name (null when the server does not answer).
 * @param {string} name
 * @returns {Promise<AgreementsView | null>} */
async function agreementsNamed(name) {
  const answer = await fetch(`/api/agreements/${encodeURIComponent(name)}`);
  return answer.ok ? answer.json() : null;
}

/** Draw (or take away) the panel for what `shown` says; nothing when it is drawn already.
 * @param {ReturnType<typeof agreementsShown>} shown */
async function drawPanel(shown) {
  const key = shown ? `${shown.side} ${shown.mine} ${shown.theirs}` : "";
  const old = document.getElementById("agreements-panel");
  if ((old ? old.dataset.key : "") === key) return;
  if (!shown) {
    old?.remove();
    return;
  }
  const [mine, theirs] = await Promise.all([agreementsNamed(shown.mine), agreementsNamed(shown.theirs)]);
  if (!mine) return;
  const other = shown.side === "ns" ? "ew" : "ns";
  const panel = node("section", {
    class: "panel", id: "agreements-panel", "aria-labelledby": "agreements-heading",
    "data-key": key, "data-agreements": shown.mine,
  },
  node("h2", { id: "agreements-heading", text: "Your partner's agreements" }),
  node("p", { class: "muted small agreements-side", text: `${SIDE_WORDS[shown.side]}, your side, plays:` }),
  ...agreementsNodes(mine),
  node("p", { class: "muted small agreements-theirs",
    text: `${SIDE_WORDS[other]}, the adversaries, play: ${theirs ? theirs.title : shown.theirs}.` }));
  const current = document.getElementById("agreements-panel");
  if (current) current.replaceWith(panel);
  else document.querySelector("aside.side")?.append(panel);
}

/** Watch the table's views: the panel follows the receiver's seat and his partner (the views
 * that come before the table's summary are kept until it comes). */
function watchAgreements() {
  const match = window.location.pathname.match(/^\/t\/([^/]+)/);
  if (!match) return;
  /** @type {TableSummed | null} */
  let table = null;
  /** @type {Member[] | null} */
  let members = null;
  let drawing = Promise.resolve();
  const redraw = () => {
    if (!table || !members) return;
    const shown = agreementsShown(table, members);
    drawing = drawing.then(() => drawPanel(shown)).catch(() => {});
  };
  document.addEventListener("bw:frame", (event) => {
    const frame = event.detail;
    if (frame.type !== "view" || !frame.view) return;
    members = frame.view.members || [];
    redraw();
  });
  fetch(`/api/tables/${encodeURIComponent(match[1])}`)
    .then((answer) => (answer.ok ? answer.json() : null))
    .then((summary) => {
      if (!summary || !FOLLOWERS.includes(summary.computer)) return;
      table = summary;
      redraw();
    })
    .catch(() => {});
}

document.addEventListener("bw:frame", (event) => {
  const frame = event.detail;
  const partner = frame.partner;
  if (frame.type !== "hint" || !partner) return;
  // After the hint box is drawn by js/hints.js (its listener redraws the box on this frame).
  setTimeout(() => {
    const box = document.getElementById("hint");
    if (!box || box.querySelector(".hint-partner")) return;
    box.append(node("p", { class: "hint-partner" }, node("b", { text: "Partner's card: " }), partner));
  }, 0);
});

watchAgreements();
