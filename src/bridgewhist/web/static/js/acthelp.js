// @ts-check
// "What do these mean?": beside the prompt, a disclosure listing each act now offered
// (the make, leaving it, "May I lead?", the answer, doubling, re-doubling, satisfied; in the play
// the dealer's claim and the concession) in one line with its law. The meanings and laws are the
// server's, read from the LawCode data (GET /api/act-help/{code}, bridgewhist/web/act_help.py,
// cached by the browser). A button opens it by touch, mouse, Enter or Space. The referee's
// choices have the same disclosure beside their options (rulingHelp): each option's meaning and
// law come in the view itself (laws.ruling.options, bridgewhist/referee/meanings.py).

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
.ruling-help { margin-top: .3rem; }
.ruling-help .act-help-toggle { min-height: 2.75rem; }
.ruling-help-list { margin: .3rem 0 0; padding: .4rem .6rem; text-align: left; background: #fffdf6;
  color: #1d1d1b; border: 1px solid #b9a77c; border-radius: .4rem; font-weight: normal; }
.ruling-help-list dt { font-weight: bold; margin-top: .2rem; }
.ruling-help-list dd { margin: 0 0 .2rem; }
`;

/** The disclosures' style, added to the page once. */
function addStyle() {
  if (!document.getElementById("act-help-style")) document.head.append(make("style", { id: "act-help-style", text: STYLE }));
}

/**
 * A button opening and closing ``list`` (by touch, mouse, Enter or Space), saying so to a
 * screen reader.
 * @param {HTMLElement} list @param {string} id the list's id @param {boolean} open
 */
function toggleFor(list, id, open) {
  const toggle = make("button", { type: "button", class: "quiet act-help-toggle", "aria-expanded": String(open),
    "aria-controls": id, "aria-label": "What do these mean?" },
  make("span", { class: "wide-only", text: "What do these mean" }), "?");
  list.hidden = !open;
  toggle.addEventListener("click", () => {
    const opened = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(opened));
    list.hidden = !opened;
  });
  return toggle;
}

/** The disclosure, made on first use in the prompt's row (so it takes no height of its own:
 * the table stays on one phone screen), its list opening over the felt. @returns {HTMLElement | null} */
function holder() {
  const found = document.getElementById("act-help");
  if (found) return found;
  const row = document.querySelector("#actions .prompt-row");
  if (!row) return null;
  addStyle();
  const list = make("dl", { id: "act-help-list", class: "act-help-list" });
  const toggle = toggleFor(list, "act-help-list", false);
  const made = make("div", { id: "act-help", class: "act-help" }, toggle, list);
  row.append(made);
  return made;
}

/** @param {ActHelp} item @returns {Node[]} the item's term and its meaning with the law */
function entry(item) {
  return [make("dt", { text: item.words }),
    make("dd", { "data-act": item.act }, `${item.meaning} `, make("span", { class: "law", text: `(${item.law})` }))];
}

/**
 * Show what each offered act means (``keys``, in order, without repeats), under ``code``, then
 * ``choices``: the options of a ruling put to this player (offered as his calls), each with its
 * meaning and law as the view sends them. Nothing offered: the disclosure is hidden.
 * @param {string} code the table's law code's key
 * @param {string[]} keys the acts offered now
 * @param {ActHelp[]} [choices] the referee's options offered now, explained
 */
export async function showActHelp(code, keys, choices = []) {
  const box = holder();
  if (!box) return;
  const wanted = [...new Set(keys)];
  box.hidden = (!wanted.length || !code) && !choices.length;
  if (box.hidden) return;
  /** @type {Record<string, ActHelp>} */
  let help = {};
  if (wanted.length && code) {
    try {
      const answer = await fetch(`/api/act-help/${encodeURIComponent(code)}`);
      if (answer.ok) help = /** @type {Record<string, ActHelp>} */ (await answer.json());
    } catch {
      help = {};
    }
  }
  const list = box.querySelector("#act-help-list");
  if (!list) return;
  const known = wanted.filter((key) => help[key]);
  list.replaceChildren(...known.flatMap((key) => entry(help[key])), ...choices.flatMap(entry));
  box.hidden = !known.length && !choices.length;   // "Deal the next hand" and the like need no law
}

/**
 * What each option of the ruling waiting means, in one line with its law, as a disclosure to put
 * beside the options: the meanings are the view's (laws.ruling.options). It stays open across
 * redraws when it was open (the felt's box is drawn again with every view).
 * @param {{action: string, text: string, meaning: string, law: string}[]} options the ruling's options, in order
 * @returns {HTMLElement}
 */
export function rulingHelp(options) {
  addStyle();
  const before = document.getElementById("ruling-help-list");
  const open = Boolean(before && !before.hidden);
  const list = make("dl", { id: "ruling-help-list", class: "ruling-help-list" },
    ...options.flatMap((o) => entry({ act: o.action, words: o.text, meaning: o.meaning, law: o.law })));
  const toggle = toggleFor(list, "ruling-help-list", open);
  // The felt's box is short on a phone: bring the list opened into its view.
  toggle.addEventListener("click", () => { if (!list.hidden) list.scrollIntoView({ block: "nearest" }); });
  return make("div", { id: "ruling-help", class: "ruling-help" }, toggle, list);
}

/**
 * The options of the ruling waiting that are offered to this receiver as his calls, as the act
 * help lists them (their meanings and laws are the view's).
 * @param {{options: {action: string, text: string, meaning: string, law: string}[]} | null | undefined} ruling
 * @param {string[]} actions the receiver's calls
 * @returns {ActHelp[]}
 */
export function choicesHelp(ruling, actions) {
  if (!ruling) return [];
  return ruling.options.filter((o) => actions.includes(o.action))
    .map((o) => ({ act: o.action, words: o.text, meaning: o.meaning, law: o.law }));
}
