// @ts-check
// "What do these mean?": beside the prompt, a disclosure listing each act now offered
// (the make, leaving it, "May I lead?", the answer, doubling, re-doubling, satisfied; in the play
// the dealer's claim and the concession) in one line with its law. The meanings and laws are the
// server's, read from the LawCode data (GET /api/act-help/{code}, bridgewhist/web/act_help.py,
// cached by the browser). A button opens it by touch, mouse, Enter or Space.

import { actionKind } from "./cards.js";

/**
 * @typedef {{act: string, words: string, meaning: string, law: string}} ActHelp
 */

/**
 * The act-help key of a call: its kind, and for the doubling what the words say it is.
 * @param {string} action the call's text ("hearts", "leave", "double", "satisfied")
 * @param {{doubles?: number, asked?: boolean, actorSide?: string | null, makersSide?: string | null}} ctx
 * @returns {string}
 */
export function actKey(action, ctx) {
  const kind = actionKind(action);
  const doubles = ctx.doubles ?? 0;
  if (kind === "double") {
    if (doubles === 0) return "double";
    return ctx.actorSide && ctx.actorSide === ctx.makersSide ? "redouble" : "double-again";
  }
  if (kind === "satisfied") return doubles === 0 ? (ctx.asked ? "yes" : "ask") : "satisfied";
  return kind;   // "declare", "leave"
}

/** @param {string} tag @param {Record<string, string>} attrs @param {(string | Node)[]} children */
function make(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

const STYLE = `
#actions .prompt-row { position: relative; }
.act-help { flex: none; }
.act-help-toggle { min-height: 1.75rem; min-width: 1.75rem; padding: .1rem .6rem; }
.act-help-list { position: absolute; left: 0; right: 0; bottom: calc(100% + .3rem); z-index: 20;
  margin: 0 auto; max-width: 28rem; max-height: 55vh; overflow: auto; padding: .6rem .8rem; text-align: left;
  background: #fffdf6; color: #1d1d1b; border: 1px solid #b9a77c; border-radius: .5rem;
  box-shadow: 0 .3rem 1rem rgba(0, 0, 0, .25); font-weight: normal; }
.act-help-list dt { font-weight: bold; margin-top: .3rem; }
.act-help-list dd { margin: 0 0 .2rem; }
`;

/** The disclosure, made on first use in the prompt's row (so it takes no height of its own:
 * the table stays on one phone screen), its list opening over the felt. @returns {HTMLElement | null} */
function holder() {
  const found = document.getElementById("act-help");
  if (found) return found;
  const row = document.querySelector("#actions .prompt-row");
  if (!row) return null;
  document.head.append(make("style", { id: "act-help-style", text: STYLE }));
  const toggle = make("button", { type: "button", class: "quiet act-help-toggle", "aria-expanded": "false",
    "aria-controls": "act-help-list", "aria-label": "What do these mean?" },
  make("span", { class: "wide-only", text: "What do these mean" }), "?");
  const list = make("dl", { id: "act-help-list", class: "act-help-list" });
  list.hidden = true;
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    list.hidden = !open;
  });
  const made = make("div", { id: "act-help", class: "act-help" }, toggle, list);
  row.append(made);
  return made;
}

/**
 * Show what each offered act means (``keys``, in order, without repeats), under ``code``.
 * Nothing offered: the disclosure is hidden.
 * @param {string} code the table's law code's key
 * @param {string[]} keys the acts offered now
 */
export async function showActHelp(code, keys) {
  const box = holder();
  if (!box) return;
  const wanted = [...new Set(keys)];
  box.hidden = !wanted.length || !code;
  if (box.hidden) return;
  let help;
  try {
    const answer = await fetch(`/api/act-help/${encodeURIComponent(code)}`);
    if (!answer.ok) { box.hidden = true; return; }
    help = /** @type {Record<string, ActHelp>} */ (await answer.json());
  } catch {
    box.hidden = true;
    return;
  }
  const list = box.querySelector("#act-help-list");
  if (!list) return;
  list.replaceChildren();
  const known = wanted.filter((key) => help[key]);
  box.hidden = !known.length;   // "Deal the next hand" and the like need no law
  for (const key of known) {
    const item = help[key];
    list.append(make("dt", { text: item.words }),
      make("dd", { "data-act": key }, `${item.meaning} `, make("span", { class: "law", text: `(${item.law})` })));
  }
}
