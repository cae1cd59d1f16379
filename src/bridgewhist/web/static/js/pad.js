// @ts-check
// The score pad of a real table (docs/score-pad.md). The pad lives on the server; this page
// keeps its last view and the entries not yet sent in localStorage, so it works with no network
// once opened (the service worker /pad/sw.js keeps the page itself) and syncs when it can. Its
// state is pad-store.js's one store, changed by its named steps only.

import { SEATS, SEAT_NAMES, blockElements, describe, refusalLine } from "./pad-block.js";
import {
  PLACES, fillCalls, playerAt, readForm, resetForm, showError, showMode, showPanel, sideName, slamLine, startCorrection,
} from "./pad-form.js";
import { provisionalBlock } from "./pad-score.js";
import {
  blockShown, heardOf, opened, padHeard, padStore, queue, save, saved, syncEnded, syncStarted, update,
} from "./pad-store.js";
import { byId as $, byIdOf, find } from "./dom.js";

/** @param {string} id the page's input of this id */
const input = (id) => byIdOf(id, HTMLInputElement);
/** The page's state now (pad-store.js). */
const now = () => padStore.state;
/** What the server last said of the pad: {pad, can_edit, share_url}. */
const heardNow = () => now().heard;

/** An operation sent (or kept to send): enter, correct, delete or agree, with its id.
 * @typedef {{op: string, op_id?: string, entry?: object, deal?: number | null}} PadOpSent */
/** The ops kept on the phone, not yet sent. */
const kept = () => queue(now());

/** @param {string} text */
function notice(text) {
  const box = $("notice");
  box.textContent = text || "";
  box.hidden = !text;
}

function opId() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/**
 * A call to the pad's API with the pad's key: the status and the JSON answer (null if none).
 * @param {string} path
 * @param {{method?: string, body?: string, headers?: Record<string, string>}} [options]
 * @returns {Promise<{status: number, body: any}>}
 */
async function api(path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { "X-Pad-Token": now().key ?? "", ...(options.headers || {}) };
  if (options.body) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { ...options, headers });
  let body = null;
  try { body = await response.json(); } catch { body = null; }
  return { status: response.status, body };
}

// -- the scoring block --------------------------------------------------------------------
function drawBlock() {
  // Entries not yet accepted by the server are reckoned here, marked provisional.
  const { pad } = heardOf(now());
  const pending = kept().filter((op) => op.op === "enter").map((op) => op.entry);
  const block = pending.length && pad.scoring
    ? provisionalBlock(pad, [...pad.deals.map((d) => d.entry), ...pending])
    : pad.block;
  update(blockShown, block);
  $("block").replaceChildren(...blockElements(block));
}

// -- the deals ----------------------------------------------------------------------------
function drawDeals() {
  const list = $("deals");
  list.replaceChildren();
  const { pad, can_edit: canEdit } = heardOf(now());
  const deals = pad.deals;
  deals.forEach((deal, index) => {
    const item = document.createElement("li");
    item.dataset.dealId = String(deal.deal_id);
    const text = document.createElement("span");
    text.textContent = describe(deal.entry) + (deal.slam ? ` ${deal.slam.what} to ${deal.slam.side}.` : "");
    item.append(text);
    if (deal.corrections) {
      const history = document.createElement("div");
      history.className = "history";
      history.textContent = `Corrected ${deal.corrections} time(s); first entered as: ${describe(deal.history[0])}`;
      item.append(history);
    }
    if (canEdit && !pad.agreed) {
      const actions = document.createElement("div");
      actions.className = "actions";
      const fix = document.createElement("button");
      fix.type = "button";
      fix.className = "quiet correct";
      fix.textContent = `Correct deal ${index + 1}`;
      fix.addEventListener("click", () => startCorrection(deal, index + 1));
      actions.append(fix);
      if (index === deals.length - 1) {
        const drop = document.createElement("button");
        drop.type = "button";
        drop.className = "quiet delete";
        drop.textContent = `Delete deal ${index + 1}`;
        drop.addEventListener("click", () => send({ op: "delete", deal: deal.deal_id }));
        actions.append(drop);
      }
      item.append(actions);
    }
    list.append(item);
  });
  for (const gone of pad.deleted) {
    const item = document.createElement("li");
    item.className = "history";
    item.textContent = `Deleted: ${describe(gone.entry)}`;
    list.append(item);
  }
  const pending = kept();
  const box = $("pending");
  box.replaceChildren();
  if (pending.length) {
    const title = document.createElement("p");
    title.className = "pending-item";
    title.id = "pending-count";
    title.textContent = `${pending.length} entr${pending.length === 1 ? "y" : "ies"} kept on this phone, to be sent when the server answers:`;
    const items = document.createElement("ul");
    for (const op of pending) {
      const li = document.createElement("li");
      li.className = "pending-item";
      li.textContent = op.entry ? describe(op.entry) : op.op;
      items.append(li);
    }
    box.append(title, items);
  }
}


// -- talking to the server ----------------------------------------------------------------
/** @param {PadAnswer} answer */
function setState(answer) {
  update(padHeard, answer);
  save(now(), { state: heardNow() });
  draw();
}

/** @param {PadOpSent} op */
async function send(op) {
  const body = { ...op, op_id: opId() };
  $("entry-error").hidden = true;
  if (!navigator.onLine || kept().length) {
    keep(body);
    return;
  }
  let answer;
  try {
    answer = await api(`/api/pads/${now().padId}/ops`, { method: "POST", body: JSON.stringify(body) });
  } catch {
    keep(body);
    return;
  }
  if (answer.status === 200) {
    setState(answer.body);
    resetForm();
  } else if (answer.body && answer.body.error) {
    showError(answer.body.error);
  } else {
    keep(body);
  }
}

/** @param {PadOpSent} body */
function keep(body) {
  if (body.op !== "enter") {
    showError({ message: "corrections, deletions and agreement wait for the server: try again when it answers" });
    return;
  }
  save(now(), { queue: [...kept(), body] });
  setSync();
  draw();
  resetForm();
}

/** @param {string} [text] */
function setSync(text) {
  const waiting = kept().length;
  $("sync").textContent = text || (waiting ? `${waiting} to sync` : (navigator.onLine ? "saved" : "offline"));
}

async function flush() {
  if (now().syncing || !now().padId) return;
  update(syncStarted);
  try {
    let pending = kept();
    while (pending.length) {
      const op = pending[0];
      let answer;
      try {
        answer = await api(`/api/pads/${now().padId}/ops`, { method: "POST", body: JSON.stringify(op) });
      } catch {
        setSync("offline");
        return;
      }
      if (answer.status === 200) {
        update(padHeard, answer.body);
      } else if (answer.status === 422) {
        notice(`An entry made offline was refused: ${answer.body.error.message}`);
      } else {
        setSync("offline");
        return;
      }
      pending = pending.slice(1);
      save(now(), { queue: pending, state: heardNow() });
    }
    await refresh();
  } finally {
    update(syncEnded);
  }
}

async function refresh() {
  let answer;
  try {
    answer = await api(`/api/pads/${now().padId}`);
  } catch {
    setSync("offline");   // only the network's failure: a drawing error is not hidden
    return;
  }
  if (answer.status === 200) {
    setState(answer.body);
    setSync();
  } else if (answer.body && answer.body.error) {
    notice(answer.body.error.message);
  }
}

// -- drawing ------------------------------------------------------------------------------
function draw() {
  const state = heardNow();
  if (!state) return;
  const pad = state.pad;
  $("start").hidden = true;
  $("pad").hidden = false;
  $("pad-title").textContent = pad.title || `${pad.sides.NS} v ${pad.sides.EW}`;
  document.title = `Score pad · ${pad.sides.NS} v ${pad.sides.EW}`;
  for (const side of ["NS", "EW"]) {
    $(`tricks-${side}-label`).textContent = `Tricks won by ${sideName(side)}`;
    $(`chicane-${side}-label`).textContent = `Chicane, ${sideName(side)}`;
    find($("honours-side"), `option[value=${side}]`, HTMLOptionElement).textContent = sideName(side);
    for (const place of PLACES) {
      $(`points-${side}-${place}-label`).textContent = `${place === "below" ? "Below" : "Above"} the line, ${sideName(side)}`;
    }
  }
  showMode();
  $("players-line").textContent = `${pad.law_code}: ${SEATS.map((s) => `${SEAT_NAMES[s]} ${playerAt(pad, s)}`).join(", ")}; `
    + `${SEAT_NAMES[pad.first_dealer]} cut lowest and dealt first.${pad.agreed ? " The score is agreed." : ""}`;
  drawBlock();
  drawDeals();
  showPanel();
  $("agree").hidden = !state.can_edit || pad.agreed;
  $("share-line").hidden = !state.share_url;
  if (state.share_url) {
    byIdOf("share-link", HTMLAnchorElement).href = state.share_url;
    $("share-link").textContent = `${location.origin}${state.share_url.split("#")[0]} (read only)`;
  }
  setSync();
}

function showStart() {
  $("start").hidden = false;
  $("pad").hidden = true;
  const known = JSON.parse(localStorage.getItem("bw-pads") || "{}");
  const box = $("known");
  box.replaceChildren();
  const ids = Object.keys(known);
  if (!ids.length) return;
  const title = document.createElement("h2");
  title.textContent = "Pads on this phone";
  const list = document.createElement("ul");
  for (const id of ids) {
    const li = document.createElement("li");
    const link = document.createElement("a");
    link.href = `/pad/#id=${id}&key=${known[id].key}`;
    const sides = known[id].sides;
    link.textContent = known[id].title || (sides ? `${sides.NS} v ${sides.EW}` : id);
    li.append(link);
    list.append(li);
  }
  box.append(title, list);
}

/** @param {SubmitEvent} event */
async function create(event) {
  event.preventDefault();
  const form = new FormData(byIdOf("new-pad", HTMLFormElement));
  const body = {
    law_code: form.get("law_code"), title: form.get("title") || "",
    players: Object.fromEntries(SEATS.map((s) => [s, form.get(s)])),
    first_dealer: form.get("first_dealer"), we: form.get("we"),
    house: /** @type {{doubling_limit?: number | null}} */ ({}),
    points_only: form.get("keeping") === "points",
  };
  const limit = form.get("doubling_limit");
  if (limit === "none") body.house.doubling_limit = null;
  else if (limit !== "code") body.house.doubling_limit = Number(limit);
  let answer;
  try {
    answer = await api("/api/pads", { method: "POST", body: JSON.stringify(body) });
  } catch {
    notice("A new pad needs the server once: try again when it answers.");
    return;
  }
  if (answer.status !== 201) {
    notice(answer.body && answer.body.error ? refusalLine(answer.body.error) : "The pad was not made.");
    return;
  }
  location.hash = answer.body.url.split("#")[1];
}

function open() {
  const params = new URLSearchParams(location.hash.slice(1));
  const padId = params.get("id");
  const key = params.get("key");
  notice("");
  if (!padId || !key) {
    update(opened, null, key, null);
    showStart();
    return;
  }
  update(opened, padId, key, saved({ ...now(), padId, key }).state || null);
  if (heardNow()) { draw(); resetForm(); }
  refresh().then(() => { if (heardNow()) resetForm(); flush(); });
}

function start() {
  $("new-pad").addEventListener("submit", create);
  $("entry").addEventListener("submit", (event) => {
    event.preventDefault();
    const entry = readForm();
    const dealId = now().correcting;
    send(dealId === null ? { op: "enter", entry } : { op: "correct", deal: dealId, entry });
  });
  $("cancel-correction").addEventListener("click", resetForm);
  $("tricks-NS").addEventListener("input", () => {
    const n = Number(input("tricks-NS").value);
    if (input("tricks-NS").value !== "" && n >= 0 && n <= 13) input("tricks-EW").value = String(13 - n);
    slamLine();
  });
  $("tricks-EW").addEventListener("input", slamLine);
  for (const input of document.querySelectorAll("input[name=strain]")) input.addEventListener("change", fillCalls);
  $("honours-side").addEventListener("change", fillCalls);
  $("agree").addEventListener("click", () => {
    if (confirm("Agree the score? No correction can be made after.")) send({ op: "agree" });
  });
  for (const kind of ["json", "pbn"]) {
    $(`export-${kind}`).addEventListener("click", async () => {
      let response = null;
      const { padId, key } = now();
      if (!key) return;   // the buttons are on a pad's page only, opened with its key
      try {
        response = await fetch(`/api/pads/${padId}/record.${kind}`, { headers: { "X-Pad-Token": key } });
      } catch { response = null; }
      if (response && response.status === 422) {   // no record format holds this pad (points only)
        const body = await response.json().catch(() => null);
        notice(body && body.error ? `No record saved: ${body.error.message}.` : "No record saved.");
        return;
      }
      if (!response || !response.ok) { notice("The record needs the server: try again when it answers."); return; }
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = `bridgewhist-pad-${padId}.${kind}`;
      link.click();
    });
  }
  window.addEventListener("hashchange", open);
  window.addEventListener("online", flush);
  window.addEventListener("offline", () => setSync("offline"));
  setInterval(() => { if (kept().length) flush(); }, 5000);
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/pad/sw.js", { scope: "/pad/" }).catch(() => {});
  open();
}

start();
