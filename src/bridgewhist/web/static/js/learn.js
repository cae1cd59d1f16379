// @ts-check
// The lessons page (/learn/): the list with the progress kept in the browser, one lesson beside
// its real table (a table of the server dealt from the lesson's seed, shown by the real table
// page in a frame), the question, and the answer with its reasons (law, passage, maxim, trial and,
// for the make, the declaration advisor's figures).

import { api, keepToken } from "./api.js";
import { doneKeys, markDone, nextLesson, progressText } from "./learn_progress.js";
import { el } from "./score.js";

/** @type {any[]} */
let lessons = [];

/** @param {string} id */
function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page lacks #${id}`);
  return found;
}

/** @param {any} error */
function showError(error) {
  const notice = byId("notice");
  notice.replaceChildren(el("span", { text: `Sorry: ${error && error.message ? error.message : error}` }));
  notice.hidden = false;
}

function order() {
  return lessons.map((lesson) => lesson.key);
}

/** @param {string} current */
function drawList(current) {
  const done = doneKeys(localStorage);
  byId("progress").textContent = progressText(order(), done);
  byId("lessons").replaceChildren(...lessons.map((lesson) => {
    const finished = done.includes(lesson.key);
    const link = el("a", {
      href: `#${lesson.key}`, "aria-current": lesson.key === current ? "page" : null,
      text: lesson.title,
    });
    return el("li", {}, link, finished ? el("span", { class: "done", text: " (done)" }) : null);
  }));
}

/** One column (learn.css): the lessons' list is folded, a tap on its summary opens it. */
const NARROW = window.matchMedia("(max-width: 999px)");

/** Fold the lessons' list on a narrow screen, open it on a wide one. */
function foldList() {
  /** @type {HTMLDetailsElement} */ (byId("lessons-fold")).open = !NARROW.matches;
}

/** Until this time (ms), focus taken by the table in the frame as it first draws goes back to the
 * lesson: the table page focuses the learner's calls, but the lesson is read first. */
let holdFocusUntil = 0;
const HOLD_MS = 4000;

/** Watch, while the hold lasts, for the frame taking the focus, and give it back to the lesson. */
function keepLessonFocus() {
  const watch = setInterval(() => {
    if (Date.now() > holdFocusUntil) clearInterval(watch);
    else if (document.activeElement === byId("table-frame")) byId("lesson").focus();
  }, 50);
}

/** @param {any} lesson */
async function openTable(lesson) {
  const frame = /** @type {HTMLIFrameElement} */ (byId("table-frame"));
  const made = await api("POST", `/api/learn/${encodeURIComponent(lesson.key)}/table`);
  keepToken(made.table_id, made.token);
  holdFocusUntil = Date.now() + HOLD_MS;
  frame.src = made.url;
  keepLessonFocus();
  byId("learn-table").hidden = false;
}

/**
 * The answer to a choice, said in the live region: right or not, why, and the law, the passage,
 * the maxim and the trial behind it.
 * @param {any} lesson
 * @param {any} choice
 */
function answer(lesson, choice) {
  for (const button of byId("lesson-choices").querySelectorAll("button")) {
    button.setAttribute("aria-pressed", String(button.dataset.key === choice.key));
  }
  /** @type {HTMLElement[]} */
  const parts = [
    el("p", { class: "verdict", text: choice.right ? `Right: ${choice.label}.` : `Not quite: ${choice.label}.` }),
    el("p", { text: choice.why }),
  ];
  if (choice.right) {
    parts.push(el("p", { text: `The law: ${lesson.law}.` }));
    if (lesson.maxim) parts.push(el("p", { text: `The maxim, and the book's choice: ${lesson.maxim} (${lesson.book}).` }));
    if (lesson.trial) parts.push(el("p", { text: lesson.trial }));
    if (lesson.advisor) parts.push(el("p", { class: "advisor", text: lesson.advisor }));
    if (lesson.at_table) parts.push(el("p", { class: "at-table", text: lesson.at_table }));
    const keys = markDone(localStorage, lesson.key);
    drawList(lesson.key);
    const next = nextLesson(order(), lesson.key);
    const nextButton = byId("lesson-next");
    nextButton.hidden = next === null;
    if (next === null) parts.push(el("p", { text: keys.length === lessons.length
      ? "That was the last lesson: every lesson is done. Play a rubber from the card room."
      : "That was the last lesson." }), el("a", { href: "/", text: "Go to the card room" }));
  } else {
    parts.push(el("p", { text: lesson.maxim ? "That is not the book's choice. Try another answer." : "Try another answer." }));
  }
  byId("lesson-answer").replaceChildren(...parts);
}

/** @param {string} key @param {boolean} restart */
async function show(key, restart = false) {
  const lesson = lessons.find((found) => found.key === key) || lessons[0];
  if (restart) markDone(localStorage, lesson.key, false);
  drawList(lesson.key);
  foldList();
  byId("lesson-title").textContent = lesson.title;
  byId("lesson-idea").textContent = lesson.idea;
  byId("lesson-quote").textContent = lesson.quote;
  byId("lesson-source").textContent = lesson.source;
  byId("lesson-seat").textContent = lesson.seat;
  byId("lesson-question").textContent = lesson.question;
  byId("lesson-answer").replaceChildren();
  byId("lesson-next").hidden = true;
  byId("lesson-choices").replaceChildren(...lesson.choices.map((/** @type {any} */ choice) => {
    const button = el("button", { type: "button", "data-key": choice.key, "aria-pressed": "false",
      text: choice.label });
    button.addEventListener("click", () => answer(lesson, choice));
    return button;
  }));
  const section = byId("lesson");
  section.hidden = false;
  section.dataset.lesson = lesson.key;
  section.focus();
  try {
    await openTable(lesson);
  } catch (error) {
    showError(error);
  }
}

function current() {
  return decodeURIComponent(location.hash.replace(/^#/, ""));
}

async function start() {
  try {
    lessons = (await api("GET", "/api/learn")).lessons;
  } catch (error) {
    showError(error);
    return;
  }
  byId("lesson-restart").addEventListener("click", () => show(byId("lesson").dataset.lesson || "", true));
  byId("lesson-next").addEventListener("click", () => {
    const next = nextLesson(order(), byId("lesson").dataset.lesson || "");
    if (next) location.hash = next;
  });
  window.addEventListener("hashchange", () => show(current()));
  NARROW.addEventListener("change", foldList);
  // The learner's own key or tap ends the hold: from then on the focus goes where he sends it.
  window.addEventListener("keydown", () => { holdFocusUntil = 0; });
  window.addEventListener("pointerdown", () => { holdFocusUntil = 0; });
  const done = doneKeys(localStorage);
  const first = lessons.find((lesson) => !done.includes(lesson.key)) || lessons[0];
  await show(current() || first.key);
}

start();
