// @ts-check
// The problems page (/problems/): the bundled collection, the editor (four hands, trumps, the
// leader, the task; or PBN pasted), the solver's answer with the winning line and each defence's
// refutation, and the puzzle: the reader plays his side's cards, the server defends with the best
// defence and shows the defence that refutes a losing card (web/problems.py). A problem is shared
// by link (its PBN in the address's fragment, which no server sees) or downloaded as PBN. A problem
// opened from the collection (or pasted with an [Annotator] tag) shows its source: where it comes
// from and which cards or lines are ours, as the PBN's [Annotator] says it.

import { api } from "./api.js";
import { SEAT_NAME } from "./cards.js";
import { cardSpan, drawHands, el, handCards, sideName } from "./analysis_view.js";
import { fieldsOf, positionAfter, problemPbn, sameProblem, sourceOf } from "./problems_play.js";

/** @typedef {import("./problems_play.js").ProblemFields} ProblemFields */
/** A card of a line: who played it. @typedef {{seat: string, card: string}} LineStep */
/** A card the solver tried, and the line that answers it.
 * @typedef {{at: number, seat: string, card: string, line: LineStep[], tricks: number}} TriedCard */
/**
 * POST /api/problems/solve: whether the task holds, and the lines that show it.
 * @typedef {{problem: {task: {side: string, tricks: number}}, holds: boolean, tricks: number,
 *   main_line: LineStep[], defences: TriedCard[], losing: TriedCard[]}} SolveAnswer
 */
/**
 * POST /api/problems/step: the card kept or refuted, the defence's answer, the cards played.
 * @typedef {{keeps: boolean, tricks: number, answer: LineStep[], played: string[], finished: boolean,
 *   won: number}} StepAnswer
 */
/** A problem of the bundled collection (GET /api/problems).
 * @typedef {{name?: string, pbn: string, source?: string, task: {text: string}}} CollectedProblem */

/** @type {Readonly<Record<string, string>>} */
const SUIT_WORDS = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const puzzle = { pbn: "", fields: /** @type {ProblemFields | null} */ (null), played: /** @type {string[]} */ ([]), busy: false };
/** The problem last opened with a source: its fields as opened (null: none shown), its source. */
const opened = { fields: /** @type {ProblemFields | null} */ (null), source: "" };

/** The puzzle's problem: the puzzle is drawn only once it has begun (startPuzzle). */
function puzzleFields() {
  if (!puzzle.fields) throw new Error("no puzzle has begun");
  return puzzle.fields;
}

/** @param {string} id */
function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page lacks #${id}`);
  return found;
}

/** @param {string} id */
function input(id) {
  return /** @type {HTMLInputElement} */ (byId(id));
}

/** @param {unknown} error */
function showError(error) {
  const notice = byId("notice");
  notice.replaceChildren(el("span", { text: `Sorry: ${error instanceof Error && error.message ? error.message : error}` }));
  notice.hidden = false;
}

function clearError() {
  byId("notice").hidden = true;
}

function readFields() {
  return { hands: { N: input("hand-N").value, E: input("hand-E").value, S: input("hand-S").value, W: input("hand-W").value },
    trumps: input("trumps").value, leader: input("leader").value, side: input("side").value,
    tricks: Number(input("tricks").value) || 1, name: input("name").value.trim() };
}

/** @param {ProblemFields} fields */
function fillFields(fields) {
  for (const seat of ["N", "E", "S", "W"]) input(`hand-${seat}`).value = fields.hands[seat] || "";
  input("trumps").value = fields.trumps;
  input("leader").value = fields.leader;
  input("side").value = fields.side;
  input("tricks").value = String(fields.tricks);
  input("name").value = fields.name || "";
  taskWords();
}

function taskWords() {
  const f = readFields();
  const trumps = f.trumps === "NT" ? "no trumps" : `${/** @type {HTMLSelectElement} */ (byId("trumps")).selectedOptions[0]?.textContent?.toLowerCase()} trumps`;
  byId("task-words").textContent = `${sideName(f.side)} to win ${f.tricks} trick${f.tricks === 1 ? "" : "s"} against any defence; ${trumps}, ${SEAT_NAME[f.leader]} to lead.`;
}

/**
 * The source of the problem just opened (its name, and the [Annotator]'s words), or none.
 * @param {string} name
 * @param {string} source
 * @param {ProblemFields} fields the problem's fields as opened
 */
function showSource(name, source, fields) {
  opened.fields = source ? fields : null;
  opened.source = source;
  byId("source-name").textContent = name;
  byId("source-name").hidden = !name;
  byId("source-text").textContent = source;
  byId("source-changed").hidden = true;
  byId("problem-source").hidden = !source;
}

/** Says when the editor no longer holds the problem whose source is shown. */
function sourceChanged() {
  if (opened.fields) byId("source-changed").hidden = sameProblem(readFields(), opened.fields);
}

/** The editor's problem as PBN, with the source of the problem opened while it is still that one. */
function editorPbn() {
  const fields = readFields();
  return problemPbn(fields, opened.fields && sameProblem(fields, opened.fields) ? opened.source : "");
}

/** The line's cards, one item each. @param {LineStep[]} line */
function lineList(line) {
  const list = el("ol", { class: "an-line" });
  for (const step of line) list.append(el("li", {}, `${SEAT_NAME[step.seat]} `, cardSpan(step.card)));
  return list;
}

/** @param {SolveAnswer} answer */
function drawAnswer(answer) {
  const body = byId("answer-body");
  const task = answer.problem.task;
  const verdict = el("p", { class: `pz-verdict ${answer.holds ? "good" : "bad"}` },
    answer.holds ? `It can be done: ${sideName(task.side)} take ${answer.tricks} tricks against any defence.`
      : `It cannot be done: against the best defence ${sideName(task.side)} take ${answer.tricks} tricks, not ${task.tricks}.`);
  body.replaceChildren(verdict, el("h3", { text: answer.holds ? "The winning line" : "The best line" }), lineList(answer.main_line));
  if (answer.defences.length) {
    body.append(el("h3", { text: "Each other defence, and the reply that beats it" }));
    const list = el("ul", { class: "pz-list" });
    for (const d of answer.defences) {
      list.append(el("li", {}, `At card ${d.at + 1}, if ${SEAT_NAME[d.seat]} plays `, cardSpan(d.card), ": ",
        ...d.line.slice(1).flatMap((s, i) => [i ? ", " : "", `${SEAT_NAME[s.seat]} `, cardSpan(s.card)]),
        ` (${sideName(task.side)} still take ${d.tricks})`));
    }
    body.append(list);
  }
  if (answer.losing.length) {
    body.append(el("h3", { text: "Cards that lose the task, and the defence that refutes each" }));
    const list = el("ul", { class: "pz-list" });
    for (const d of answer.losing) {
      list.append(el("li", {}, `At card ${d.at + 1}, ${SEAT_NAME[d.seat]}'s `, cardSpan(d.card), " loses: ",
        ...d.line.slice(1).flatMap((s, i) => [i ? ", " : "", `${SEAT_NAME[s.seat]} `, cardSpan(s.card)]),
        ` (${d.tricks} tricks)`));
    }
    body.append(list);
  }
  const section = byId("answer");
  section.hidden = false;
  section.focus();
}

async function solve() {
  clearError();
  const button = /** @type {HTMLButtonElement} */ (byId("solve"));
  button.disabled = true;
  byId("answer-body").replaceChildren(el("p", { text: "Solving…" }));
  try {
    drawAnswer(await api("POST", "/api/problems/solve", { body: { pbn: problemPbn(readFields()) } }));
  } catch (error) {
    byId("answer").hidden = true;
    showError(error);
  } finally {
    button.disabled = false;
  }
}

/** @param {string} message */
function drawPuzzle(message) {
  const f = puzzleFields();
  const position = positionAfter(f.leader, f.trumps, puzzle.played);
  const gone = new Set(puzzle.played);
  const finished = puzzle.played.length === 4 * handCards(f.hands.N).length;
  byId("puzzle-hands").replaceChildren(...drawHands(f.hands, gone, finished ? null : position.onPlay));
  const mine = position.onPlay === "N" || position.onPlay === "S" ? "NS" : "EW";
  const cards = byId("puzzle-cards");
  cards.replaceChildren();
  if (!finished && mine === f.side) {
    for (const code of handCards(f.hands[position.onPlay]).filter((c) => !gone.has(c))) {
      const button = el("button", { type: "button", "data-card": code, "aria-label": `Play the ${code[1] === "T" ? "10" : code[1]} of ${SUIT_WORDS[code[0]]}` }, cardSpan(code));
      button.addEventListener("click", () => play(code));
      cards.append(button);
    }
  }
  const trick = position.trick.length ? ` The trick so far: ${position.trick.map((p) => `${SEAT_NAME[p.seat]} ${p.card}`).join(", ")}.` : "";
  /** @type {Record<string, number>} tricks won by side */
  const won = position.won;
  const score = `${sideName(f.side)} have won ${won[f.side]} of the ${f.tricks} tricks they need.`;
  byId("puzzle-status").textContent = finished ? `${message} The puzzle is over: ${score}`
    : `${message} ${SEAT_NAME[position.onPlay]} to play. ${score}${trick}`;
}

/** @param {StepAnswer} step */
function showAnswer(step) {
  return step.answer.map((s) => `${SEAT_NAME[s.seat]} ${s.card}`).join(", ");
}

/** @param {string | null} card */
async function step(card) {
  if (puzzle.busy) return;
  puzzle.busy = true;
  clearError();
  byId("puzzle-cards").replaceChildren(el("p", { class: "muted", text: "The defence is thinking…" }));
  try {
    /** @type {StepAnswer} */
    const answer = await api("POST", "/api/problems/step", { body: { pbn: puzzle.pbn, played: puzzle.played, card } });
    const refute = byId("puzzle-refutation");
    if (card && !answer.keeps) {
      refute.replaceChildren(el("p", { class: "pz-verdict bad" }, cardSpan(card),
        ` loses the task: the defence refutes it, and ${sideName(puzzleFields().side)} take only ${answer.tricks}.`),
      el("p", { text: "The refutation, both sides playing best:" }), lineList(answer.answer),
      el("p", { text: "Try another card." }));
      drawPuzzle("That card was not played.");
    } else {
      puzzle.played = answer.played;
      refute.replaceChildren();
      const said = answer.answer.length ? `The defence answers: ${showAnswer(answer)}.` : "";
      drawPuzzle(card ? `${card} keeps the task. ${said}` : said);
      if (answer.finished) {
        refute.replaceChildren(el("p", { class: "pz-verdict good", text: `Solved: ${sideName(puzzleFields().side)} took ${answer.won} tricks against the best defence.` }));
      }
    }
    const first = /** @type {HTMLElement | null} */ (byId("puzzle-cards").querySelector("button"));
    if (first) first.focus();
  } catch (error) {
    showError(error);
    drawPuzzle("");
  } finally {
    puzzle.busy = false;
  }
}

/** @param {string} card */
function play(card) {
  step(card);
}

function startPuzzle() {
  const fields = readFields();
  puzzle.fields = fields;
  puzzle.pbn = problemPbn(fields);
  puzzle.played = [];
  byId("puzzle-refutation").replaceChildren();
  byId("puzzle").hidden = false;
  drawPuzzle("The puzzle begins.");
  byId("puzzle").focus();
  step(null);
}

function share() {
  const pbn = editorPbn();
  const url = `${location.origin}/problems/#pbn=${encodeURIComponent(pbn)}`;
  history.replaceState(null, "", url);
  byId("share-status").textContent = "The link to this problem is now in the address bar.";
  if (navigator.clipboard) navigator.clipboard.writeText(url).then(() => { byId("share-status").textContent = "The link is copied, and in the address bar."; }, () => {});
}

function download() {
  const blob = new Blob([editorPbn()], { type: "application/x-pbn" });
  const link = el("a", { href: URL.createObjectURL(blob), download: "bridgewhist-problem.pbn" });
  document.body.append(link);
  link.click();
  link.remove();
}

function readPasted() {
  const fields = fieldsOf(input("pbn-text").value);
  if (!fields) {
    showError("the PBN has no [Deal \"N:...\"] tag: a problem needs its four hands");
    return;
  }
  clearError();
  fillFields(fields);
  showSource(fields.name || "", sourceOf(input("pbn-text").value), fields);
}

async function start() {
  byId("problem-form").addEventListener("submit", (event) => { event.preventDefault(); solve(); });
  byId("problem-form").addEventListener("input", () => { taskWords(); sourceChanged(); });
  byId("puzzle-start").addEventListener("click", startPuzzle);
  byId("puzzle-restart").addEventListener("click", startPuzzle);
  byId("share").addEventListener("click", share);
  byId("download").addEventListener("click", download);
  byId("pbn-read").addEventListener("click", readPasted);
  /** @type {CollectedProblem[]} */
  let collection = [];
  try {
    collection = (await api("GET", "/api/problems")).problems;
  } catch (error) {
    showError(error);
  }
  const list = byId("collection");
  collection.forEach((problem, i) => {
    const open = el("button", { type: "button", "data-problem": String(i) }, `Open: ${problem.name || `problem ${i + 1}`}`);
    open.addEventListener("click", () => {
      const fields = fieldsOf(problem.pbn);
      if (!fields) {   // the server's own collection: each reads, or the page says which does not
        showError(`problem ${i + 1} of the collection cannot be read`);
        return;
      }
      fillFields(fields);
      showSource(problem.name || "", problem.source || "", fields);
      byId("answer").hidden = true;
      byId("puzzle").hidden = true;
      byId("editor").focus();
    });
    list.append(el("li", {}, open, el("span", { class: "muted" }, ` ${problem.task.text}`)));
  });
  const shared = /(?:^#|&)pbn=([^&]+)/.exec(location.hash);
  const sharedPbn = shared ? decodeURIComponent(shared[1]) : "";
  const fields = sharedPbn ? fieldsOf(sharedPbn) : null;
  const first = collection.length ? fieldsOf(collection[0].pbn) : null;
  if (fields) {
    fillFields(fields);
    showSource(fields.name || "", sourceOf(sharedPbn), fields);
  } else if (first) {
    fillFields(first);
    showSource(collection[0].name || "", collection[0].source || "", first);
  } else {
    taskWords();
  }
}

start();
