// @ts-check
// The lobby: open a table (law code, house rules, computer players), list the tables, join one.

import { api, keepToken, tokenFor } from "./api.js";
import { byId, byIdOf, control, find, inputOf, valueOf } from "./dom.js";
import { el } from "./score.js";

const notice = byId("notice");
const NAME_KEY = "bridgewhist.name";

/**
 * A table as GET /api/tables lists it.
 * @typedef {{ table_id: string, code?: string, status?: string, url?: string, kind?: string,
 *   computer?: string | null, members?: { name: string, kind: string }[],
 *   house?: { doubling_limit?: number | null, doubling_limit_reading?: string, cut_ties_by_suit?: boolean },
 *   scoring?: { mode: string, games?: number, deal_count?: number } | null,
 *   agreements?: { ns: string, ew: string } | null }} TableSummary
 */

/** @param {{ message: string, law?: string | null }} error */
function showError(error) {
  notice.replaceChildren(
    el("span", { text: `Sorry: ${error.message}` }),
    error.law ? el("span", { class: "law", text: ` (${error.law})` }) : "",
  );
  notice.hidden = false;
}

/**
 * A kind of table chosen in the form (four-hand when the form does not ask).
 * @param {HTMLFormElement} form
 */
function kindOf(form) {
  return control(form, "kind")?.value ?? "four";
}

/** Each partnership's agreements, asked only of a four-player table of Partner players (the
 * server refuses agreements that the table's computer players would not follow).
 * @param {HTMLFormElement} form
 * @returns {{ agreements?: { ns: string, ew: string } }} */
export function agreementsChosen(form) {
  if (valueOf(form, "computer") !== "partner" || kindOf(form) === "three-hand" || !control(form, "agreements_ns")) {
    return {};
  }
  return { agreements: { ns: valueOf(form, "agreements_ns"), ew: valueOf(form, "agreements_ew") } };
}

/**
 * The house rules chosen in the form, as the create request takes them.
 * @param {HTMLFormElement} form
 */
function houseRules(form) {
  /** @type {{ doubling_limit?: number | null, doubling_limit_reading?: string, cut_ties_by_suit?: boolean }} */
  const house = {};
  const limit = valueOf(form, "doubling_limit");
  if (limit === "none") house.doubling_limit = null;
  else if (limit !== "code") house.doubling_limit = Number(limit);
  const reading = valueOf(form, "doubling_limit_reading");
  if (reading !== "code") house.doubling_limit_reading = reading;
  if (inputOf(form, "cut_ties_by_suit").checked) house.cut_ties_by_suit = true;
  return house;
}

/**
 * Take a seat at the table under this name; the seat's token is kept.
 * @param {string} tableId
 * @param {string} name
 * @returns {Promise<{ token: string }>}
 */
export async function joinTable(tableId, name) {
  const joined = await api("POST", `/api/tables/${encodeURIComponent(tableId)}/join`, { body: { name } });
  keepToken(tableId, joined.token);
  return joined;
}

/** @param {SubmitEvent} event */
async function create(event) {
  event.preventDefault();
  const form = event.currentTarget;
  if (!(form instanceof HTMLFormElement)) return;
  const button = find(form, "button[type=submit]", HTMLButtonElement);
  const name = valueOf(form, "name").trim();
  if (!name) {
    inputOf(form, "name").focus();
    return;
  }
  button.disabled = true;
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    /* not kept */
  }
  try {
    const created = await api("POST", "/api/tables", {
      body: {
        code: valueOf(form, "code"),
        house: houseRules(form),
        mode: control(form, "mode")?.value ?? "strict",
        computer: valueOf(form, "computer"),
        ...agreementsChosen(form),
        kind: kindOf(form),
        ...(kindOf(form) === "club" ? { places: Number(valueOf(form, "places")) } : {}),
        ...(kindOf(form) === "three-hand" ? threeScoring(form) : {}),
      },
    });
    const joined = await joinTable(created.table_id, name);
    if (inputOf(form, "fill").checked) {
      await api("POST", `/api/tables/${encodeURIComponent(created.table_id)}/fill`, { token: joined.token });
    }
    location.assign(created.url || `/t/${encodeURIComponent(created.table_id)}`);
  } catch (error) {
    showError(asError(error));
    button.disabled = false;
  }
}

/**
 * What was thrown, as the notice shows it (the server's ApiError, or any other error).
 * @param {unknown} thrown
 * @returns {{ message: string, law?: string | null }}
 */
function asError(thrown) {
  return thrown instanceof Error ? thrown : { message: String(thrown) };
}

/** Ames's way of keeping a three-hand score, as the create request takes it.
 * @param {HTMLFormElement} form */
function threeScoring(form) {
  const scoring = control(form, "scoring")?.value ?? "rubber";
  if (scoring === "points") return { scoring, deal_count: Number(valueOf(form, "deal_count")) };
  return { scoring };
}

/** A three-hand table's way of keeping the score, in words.
 * @param {TableSummary["scoring"]} scoring */
function scoringWords(scoring) {
  if (!scoring || scoring.mode === "rubber") return "";
  if (scoring.mode === "games") return `${scoring.games} games of 50`;
  return `trick and honour points only, ${scoring.deal_count} deals`;
}

/** The house rules and the computer players in words.
 * @param {TableSummary} table */
export function tableTerms(table) {
  const house = table.house || {};
  const terms = [];
  if ("doubling_limit" in house) {
    terms.push(house.doubling_limit === null ? "no limit to doubling" : `doubling limit ${house.doubling_limit}`);
  }
  if (house.doubling_limit_reading === "last_double_passes") terms.push("the double that passes the limit is the last");
  if (house.doubling_limit_reading === "not_exceed") terms.push("no double may pass the limit");
  if (house.cut_ties_by_suit) terms.push("ties in the cut broken by suit");
  const kindWords = table.kind ? KIND_WORDS[table.kind] : undefined;
  if (kindWords) terms.push(kindWords);
  if (scoringWords(table.scoring)) terms.push(scoringWords(table.scoring));
  if (table.computer) terms.push(`${table.computer} computer players`);
  const agreements = table.agreements;
  if (agreements && (agreements.ns !== "none" || agreements.ew !== "none")) {
    terms.push(`agreements: North-South ${agreements.ns}, East-West ${agreements.ew}`);
  }
  return terms.join(" · ");
}

/** @type {Record<string, string | undefined>} */
const KIND_WORDS = { "three-hand": "three-hand bridge", club: "club table of five or six" };
/** @type {Record<string, string | undefined>} */
const STATUS_WORDS = { waiting: "waiting for players", playing: "playing", over: "finished" };

async function refresh() {
  const holder = byId("tables");
  /** @type {TableSummary[] | { tables?: TableSummary[] }} */
  let answer;
  try {
    answer = await api("GET", "/api/tables");
  } catch (error) {
    showError(asError(error));
    return;
  }
  /** @type {TableSummary[]} */
  const tables = Array.isArray(answer) ? answer : (answer && answer.tables) || [];
  if (!tables.length) {
    holder.replaceChildren(el("p", { class: "muted", text: "No table is open yet. Open one above." }));
    return;
  }
  const list = el("ul", { class: "table-list" });
  for (const table of tables) {
    const id = table.table_id;
    const members = (table.members || []).map((m) => (m.kind === "computer" ? `${m.name} (computer)` : m.name));
    const mine = tokenFor(id) !== null;
    const item = el("li", { class: "table-item" });
    item.append(
      el("div", { class: "table-item-head" },
        el("b", { text: `Table ${id}` }), " · ", table.code || "", " · ",
        el("span", { class: "status", text: (table.status && STATUS_WORDS[table.status]) || table.status || "" })),
      el("div", { class: "muted small", text: tableTerms(table) }),
      el("div", { class: "muted", text: members.length ? members.join(", ") : "nobody seated yet" }),
    );
    const link = el("a", { href: `/t/${encodeURIComponent(id)}`, class: "button-link",
      text: mine ? "Return to your seat" : "Go to the table" });
    item.append(link);
    list.append(item);
  }
  holder.replaceChildren(list);
}

/** Offer only the computer players this server can run (GET /api/computers): the others'
 * choices are hidden, and the first offered is chosen if the chosen one is not.
 * @param {HTMLFormElement} form */
export async function offerComputers(form) {
  /** @type {string[]} */
  let offered;
  try {
    offered = (await api("GET", "/api/computers")).available;
  } catch {
    return; /* the server refuses an unknown player when the form is sent */
  }
  const choices = [...form.querySelectorAll("input[name=computer]")]
    .filter((input) => input instanceof HTMLInputElement);
  for (const input of choices) {
    const runs = offered.includes(input.value);
    input.disabled = !runs;
    const label = input.closest("label");
    if (label) label.hidden = !runs;
  }
  const chosen = choices.find((input) => input.checked);
  if (!chosen || chosen.disabled) {
    const first = choices.find((input) => !input.disabled);
    if (first) first.checked = true;
  }
}

/** "Play against the computer": a four-hand table with the form's laws, the other three places
 * filled by computer players; the name typed, else the one kept, else "Guest". */
function playAgainstComputer() {
  const name = inputOf(form, "name");
  if (!name.value.trim()) name.value = "Guest";
  const kind = control(form, "kind");
  if (kind) kind.value = "four";
  inputOf(form, "fill").checked = true;
  form.requestSubmit();
}

const form = byIdOf("create-form", HTMLFormElement);
form.addEventListener("submit", create);
byId("play-computer").addEventListener("click", playAgainstComputer);
offerComputers(form);
try {
  const kept = localStorage.getItem(NAME_KEY);
  if (kept) inputOf(form, "name").value = kept;
} catch {
  /* nothing kept */
}
byId("refresh").addEventListener("click", refresh);
refresh();
