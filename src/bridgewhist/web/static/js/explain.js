// @ts-check
// "How was this made?": a figure of the scoring block as a button that opens a dialog with the
// engine's explanation (bridgewhist/pad/explain.py: the words, the terms that sum to the figure, the
// law). A tap, a click, or Enter or Space on the focused figure opens it; Escape or Close shuts
// it and gives the focus back to the figure. The module keeps no state but the one dialog.

const STYLE = `
button.figure { font: inherit; color: inherit; background: none; border: 0; padding: 0 .15rem;
  min-width: 1.6rem; min-height: 1.6rem; cursor: pointer; text-decoration: underline dotted; }
button.figure:focus-visible { outline: 2px solid #1f6b3a; outline-offset: 1px; }
dialog.explained { max-width: min(28rem, 92vw); border: 1px solid #b9a77c; border-radius: .6rem;
  background: #fffdf6; color: #1d1d1b; padding: 1rem; }
dialog.explained h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
dialog.explained ul { padding-left: 1.1rem; margin: .4rem 0; }
dialog.explained .sum, dialog.explained .law { margin: .4rem 0; }
dialog.explained button { min-height: 2.75rem; min-width: 5rem; }
`;

/**
 * @typedef {{label: string, points: number}} Term
 * @typedef {{figure: number, words: string, arithmetic: string, terms: Term[], law: string}} Explained
 */

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

/** The figures' and the dialog's style, added to the page once. */
export function figureStyle() {
  if (!document.getElementById("figure-explained-style")) {
    document.head.append(make("style", { id: "figure-explained-style", text: STYLE }));
  }
}

/** The one dialog, made on first use. @returns {HTMLDialogElement} */
function dialog() {
  const found = document.getElementById("figure-explained");
  if (found instanceof HTMLDialogElement) return found;
  figureStyle();
  const made = /** @type {HTMLDialogElement} */ (make("dialog", {
    id: "figure-explained", class: "explained", "aria-labelledby": "figure-explained-heading",
  }));
  document.body.append(made);
  return made;
}

/** The explanation as the dialog's contents: the words, the terms, the sum, the law. */
/** @param {Explained} explained @param {string} caption */
function contents(explained, caption) {
  const parts = [make("h2", { id: "figure-explained-heading", text: `${caption}: ${explained.figure}` }),
    make("p", { class: "words", text: explained.words })];
  if (explained.terms.length > 1) {
    const list = make("ul", { class: "terms" });
    for (const term of explained.terms) list.append(make("li", { text: `${term.label}: ${term.points}` }));
    parts.push(list, make("p", { class: "sum", text: explained.arithmetic }));
  }
  parts.push(make("p", { class: "law", text: `The law: ${explained.law}` }));
  parts.push(make("p", {}, make("button", { type: "button", class: "close", text: "Close" })));
  return parts;
}

/** Open the dialog for ``explained``; the focus goes back to ``opener`` when it closes. */
/** @param {Explained} explained @param {string} caption @param {HTMLElement} opener */
export function showExplained(explained, caption, opener) {
  const box = dialog();
  box.replaceChildren(...contents(explained, caption));
  box.addEventListener("close", () => opener.focus(), { once: true });
  box.showModal();
  const close = box.querySelector("button.close");
  if (close instanceof HTMLElement) {
    close.addEventListener("click", () => box.close());
    close.focus();
  }
}

/**
 * A figure as a button opening its explanation, or as plain text when there is none.
 * @param {number | string} text what the block shows
 * @param {Explained | undefined | null} explained the engine's explanation, if sent
 * @param {string} caption what the figure is ("We, deal 3, below the line")
 * @returns {Node}
 */
export function figure(text, explained, caption) {
  const shown = String(text);
  if (!explained) return document.createTextNode(shown);
  figureStyle();
  const button = make("button", {
    type: "button", class: "figure", "aria-haspopup": "dialog",
    "aria-label": `${shown}, ${caption}: how it was made`, text: shown,
  });
  button.addEventListener("click", () => showExplained(explained, caption, button));
  return button;
}
