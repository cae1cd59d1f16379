// The lobby: open a table (law code, house rules, computer players), list the tables, join one.

import { api, keepToken, tokenFor } from "./api.js";
import { el } from "./score.js";

const notice = document.getElementById("notice");
const NAME_KEY = "bridgewhist.name";

function showError(error) {
  notice.replaceChildren(
    el("span", { text: `Sorry: ${error.message}` }),
    error.law ? el("span", { class: "law", text: ` (${error.law})` }) : "",
  );
  notice.hidden = false;
}

/** Each partnership's agreements, asked only of a four-player table of Partner players (the
 * server refuses agreements that the table's computer players would not follow). */
export function agreementsChosen(form) {
  const kind = form.elements.kind ? form.elements.kind.value : "four";
  if (form.elements.computer.value !== "partner" || kind === "three-hand" || !form.elements.agreements_ns) {
    return {};
  }
  return { agreements: { ns: form.elements.agreements_ns.value, ew: form.elements.agreements_ew.value } };
}

function houseRules(form) {
  const house = {};
  const limit = form.elements.doubling_limit.value;
  if (limit === "none") house.doubling_limit = null;
  else if (limit !== "code") house.doubling_limit = Number(limit);
  const reading = form.elements.doubling_limit_reading.value;
  if (reading !== "code") house.doubling_limit_reading = reading;
  if (form.elements.cut_ties_by_suit.checked) house.cut_ties_by_suit = true;
  return house;
}

export async function joinTable(tableId, name) {
  const joined = await api("POST", `/api/tables/${encodeURIComponent(tableId)}/join`, { body: { name } });
  keepToken(tableId, joined.token);
  return joined;
}

async function create(event) {
  event.preventDefault();
  const form = event.currentTarget;
  const button = form.querySelector("button[type=submit]");
  const name = form.elements.name.value.trim();
  if (!name) {
    form.elements.name.focus();
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
        code: form.elements.code.value,
        house: houseRules(form),
        mode: form.elements.mode ? form.elements.mode.value : "strict",
        computer: form.elements.computer.value,
        ...agreementsChosen(form),
        kind: form.elements.kind ? form.elements.kind.value : "four",
        ...(form.elements.kind && form.elements.kind.value === "club"
          ? { places: Number(form.elements.places.value) } : {}),
        ...(form.elements.kind && form.elements.kind.value === "three-hand" ? threeScoring(form) : {}),
      },
    });
    const joined = await joinTable(created.table_id, name);
    if (form.elements.fill.checked) {
      await api("POST", `/api/tables/${encodeURIComponent(created.table_id)}/fill`, { token: joined.token });
    }
    location.assign(created.url || `/t/${encodeURIComponent(created.table_id)}`);
  } catch (error) {
    showError(error);
    button.disabled = false;
  }
}

/** Ames's way of keeping a three-hand score, as the create request takes it. */
function threeScoring(form) {
  const scoring = form.elements.scoring ? form.elements.scoring.value : "rubber";
  if (scoring === "points") return { scoring, deal_count: Number(form.elements.deal_count.value) };
  return { scoring };
}

/** A three-hand table's way of keeping the score, in words. */
function scoringWords(scoring) {
  if (!scoring || scoring.mode === "rubber") return "";
  if (scoring.mode === "games") return `${scoring.games} games of 50`;
  return `trick and honour points only, ${scoring.deal_count} deals`;
}

/** The house rules and the computer players in words. */
export function tableTerms(table) {
  const house = table.house || {};
  const terms = [];
  if ("doubling_limit" in house) {
    terms.push(house.doubling_limit === null ? "no limit to doubling" : `doubling limit ${house.doubling_limit}`);
  }
  if (house.doubling_limit_reading === "last_double_passes") terms.push("the double that passes the limit is the last");
  if (house.doubling_limit_reading === "not_exceed") terms.push("no double may pass the limit");
  if (house.cut_ties_by_suit) terms.push("ties in the cut broken by suit");
  if (table.kind && KIND_WORDS[table.kind]) terms.push(KIND_WORDS[table.kind]);
  if (scoringWords(table.scoring)) terms.push(scoringWords(table.scoring));
  if (table.computer) terms.push(`${table.computer} computer players`);
  const agreements = table.agreements;
  if (agreements && (agreements.ns !== "none" || agreements.ew !== "none")) {
    terms.push(`agreements: North-South ${agreements.ns}, East-West ${agreements.ew}`);
  }
  return terms.join(" · ");
}

const KIND_WORDS = { "three-hand": "three-hand bridge", club: "club table of five or six" };
const STATUS_WORDS = { waiting: "waiting for players", playing: "playing", over: "finished" };

async function refresh() {
  const holder = document.getElementById("tables");
  let tables;
  try {
    tables = await api("GET", "/api/tables");
  } catch (error) {
    showError(error);
    return;
  }
  if (tables && !Array.isArray(tables)) tables = tables.tables || [];
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
        el("span", { class: "status", text: STATUS_WORDS[table.status] || table.status || "" })),
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
 * choices are hidden, and the first offered is chosen if the chosen one is not. */
export async function offerComputers(form) {
  let offered;
  try {
    offered = (await api("GET", "/api/computers")).available;
  } catch {
    return; /* the server refuses an unknown player when the form is sent */
  }
  const choices = [...form.querySelectorAll("input[name=computer]")];
  for (const input of choices) {
    const runs = offered.includes(input.value);
    input.disabled = !runs;
    input.closest("label").hidden = !runs;
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
  const name = form.elements.name;
  if (!name.value.trim()) name.value = "Guest";
  form.elements.kind.value = "four";
  form.elements.fill.checked = true;
  form.requestSubmit();
}

const form = document.getElementById("create-form");
form.addEventListener("submit", create);
document.getElementById("play-computer").addEventListener("click", playAgainstComputer);
offerComputers(form);
try {
  const kept = localStorage.getItem(NAME_KEY);
  if (kept) form.elements.name.value = kept;
} catch {
  /* nothing kept */
}
document.getElementById("refresh").addEventListener("click", refresh);
refresh();
