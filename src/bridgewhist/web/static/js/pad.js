// The score pad of a real table (docs/score-pad.md). The pad lives on the server; this page
// keeps its last view and the entries not yet sent in localStorage, so it works with no network
// once opened (the service worker /pad/sw.js keeps the page itself) and syncs when it can.

import { provisionalBlock } from "./pad-score.js";
import {
  ACE_CALLS, NO_HONOURS, SEATS, SEAT_NAMES, SUIT_CALLS, blockElements, describe, refusalLine,
} from "./pad-block.js";

const $ = (id) => document.getElementById(id);
let padId = null;
let key = null;
let state = null;      // {pad, can_edit, share_url} as last heard from the server
let correcting = null; // the deal_id being corrected
let syncing = false;
let shownBlock = null;   // the block last drawn (the server's, or reckoned here)

function storeKey() { return `bw-pad:${padId}`; }
function saved() {
  try { return JSON.parse(localStorage.getItem(storeKey())) || {}; } catch { return {}; }
}
function save(changes) {
  const data = { ...saved(), ...changes, key };
  localStorage.setItem(storeKey(), JSON.stringify(data));
  const known = JSON.parse(localStorage.getItem("bw-pads") || "{}");
  known[padId] = { key, title: (data.state && data.state.pad.title) || "", sides: data.state && data.state.pad.sides };
  localStorage.setItem("bw-pads", JSON.stringify(known));
}
function queue() { return saved().queue || []; }

function notice(text) {
  const box = $("notice");
  box.textContent = text || "";
  box.hidden = !text;
}

function opId() {
  if (crypto.randomUUID) return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

async function api(path, options = {}) {
  const headers = { "X-Pad-Token": key, ...(options.headers || {}) };
  if (options.body) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { ...options, headers });
  let body = null;
  try { body = await response.json(); } catch { body = null; }
  return { status: response.status, body };
}

function sideName(side) {
  const pad = state.pad;
  const label = pad.sides[side];
  return side === pad.we ? `We (${label})` : `They (${label})`;
}

// -- the scoring block --------------------------------------------------------------------
function drawBlock() {
  // Entries not yet accepted by the server are reckoned here, marked provisional.
  const pending = queue().filter((op) => op.op === "enter").map((op) => op.entry);
  const block = pending.length && state.pad.scoring
    ? provisionalBlock(state.pad, [...state.pad.deals.map((d) => d.entry), ...pending])
    : state.pad.block;
  shownBlock = block;
  $("block").replaceChildren(...blockElements(block));
}

// -- the deals ----------------------------------------------------------------------------
function drawDeals() {
  const list = $("deals");
  list.replaceChildren();
  const deals = state.pad.deals;
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
    if (state.can_edit && !state.pad.agreed) {
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
  for (const gone of state.pad.deleted) {
    const item = document.createElement("li");
    item.className = "history";
    item.textContent = `Deleted: ${describe(gone.entry)}`;
    list.append(item);
  }
  const pending = queue();
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

// -- the entry form -----------------------------------------------------------------------
function showPanel() {
  // A new deal while the rubber is in play; a correction until the score is agreed.
  const pad = state.pad;
  const over = (shownBlock || pad.block).over;
  $("entry-panel").hidden = !(state.can_edit && !pad.agreed && (!over || correcting !== null));
}

function nextDealer() {
  let seat = state.pad.next_dealer;
  for (const op of queue()) if (op.op === "enter") seat = SEATS[(SEATS.indexOf(seat) + 1) % 4];
  return seat;
}

function fillCalls() {
  const strain = document.querySelector("input[name=strain]:checked").value;
  const select = $("honours-call");
  const before = select.value;
  select.replaceChildren();
  for (const [value, text] of strain === "NT" ? ACE_CALLS : SUIT_CALLS) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = text;
    select.append(option);
  }
  if ([...select.options].some((o) => o.value === before)) select.value = before;
  $("honours-side").querySelector("option[value='']").textContent = strain === "NT" ? NO_HONOURS.noTrumps : NO_HONOURS.suit;
  select.disabled = $("honours-side").value === "";
  for (const side of ["NS", "EW"]) $(`chicane-${side}`).disabled = strain === "NT";
}

function slamLine() {
  const ns = Number($("tricks-NS").value);
  const ew = Number($("tricks-EW").value);
  let text = "";
  for (const [side, n] of [["NS", ns], ["EW", ew]]) {
    if (n === 13) text = `Grand slam to ${side}.`;
    else if (n === 12) text = `Little slam to ${side}.`;
  }
  $("slam-line").textContent = text;
}

function resetForm() {
  correcting = null;
  $("entry").reset();
  $("cancel-correction").hidden = true;
  $("enter").textContent = "Enter the deal";
  const number = state.pad.deals.length + queue().filter((o) => o.op === "enter").length + 1;
  $("entry-heading").textContent = `Deal ${number}`;
  const dealer = nextDealer();
  $("entry").dataset.dealer = dealer;
  $("dealer-line").textContent = `${SEAT_NAMES[dealer]} (${state.pad.players[dealer]}) deals.`;
  $("entry-error").hidden = true;
  fillCalls();
  slamLine();
  showPanel();
}

const PLACES = ["below", "above"];

// The entry form's mode: a deal as called, or (a points-only pad) each side's points.
function showMode() {
  const points = Boolean(state.pad.points_only);
  $("facts-fields").hidden = $("facts-fields").disabled = points;
  $("points-fields").hidden = $("points-fields").disabled = !points;
}

function startCorrection(deal, number) {
  correcting = deal.deal_id;
  const e = deal.entry;
  $("entry-heading").textContent = `Correct deal ${number}`;
  $("entry").dataset.dealer = e.dealer;
  $("dealer-line").textContent = `${SEAT_NAMES[e.dealer]} (${state.pad.players[e.dealer]}) dealt.`;
  if (e.points) {
    for (const side of ["NS", "EW"]) {
      for (const place of PLACES) $(`points-${side}-${place}`).value = String((e.points[side] || {})[place] || 0);
    }
    $("cancel-correction").hidden = false;
    $("enter").textContent = `Correct deal ${number}`;
    showPanel();
    $("entry-heading").scrollIntoView();
    return;
  }
  document.querySelector(`input[name=declarer][value=${e.declarer}]`).checked = true;
  document.querySelector(`input[name=strain][value=${e.strain}]`).checked = true;
  $("doubles").value = String(e.doubles);
  $("tricks-NS").value = String(e.tricks.NS);
  $("tricks-EW").value = String(e.tricks.EW);
  $("honours-side").value = e.honours ? e.honours.side : "";
  fillCalls();
  if (e.honours) $("honours-call").value = e.honours.call;
  $("chicane-NS").value = String(e.chicane.NS);
  $("chicane-EW").value = String(e.chicane.EW);
  $("cancel-correction").hidden = false;
  $("enter").textContent = `Correct deal ${number}`;
  slamLine();
  showPanel();
  $("entry-heading").scrollIntoView();
}

function readForm() {
  if (state.pad.points_only) {
    const figure = (side, place) => Number($(`points-${side}-${place}`).value || 0);
    const points = Object.fromEntries(["NS", "EW"].map((side) => [side,
      Object.fromEntries(PLACES.map((place) => [place, figure(side, place)]))]));
    return { dealer: $("entry").dataset.dealer, points };
  }
  const strain = document.querySelector("input[name=strain]:checked").value;
  const entry = {
    dealer: $("entry").dataset.dealer,
    declarer: document.querySelector("input[name=declarer]:checked").value,
    strain,
    doubles: Number($("doubles").value),
    tricks: { NS: Number($("tricks-NS").value), EW: Number($("tricks-EW").value) },
    honours: $("honours-side").value ? { side: $("honours-side").value, call: $("honours-call").value } : null,
    chicane: strain === "NT" ? { NS: 0, EW: 0 } : { NS: Number($("chicane-NS").value), EW: Number($("chicane-EW").value) },
  };
  return entry;
}

function showError(error) {
  const box = $("entry-error");
  box.textContent = refusalLine(error, state ? sideName : undefined);
  box.hidden = false;
}

// -- talking to the server ----------------------------------------------------------------
function setState(answer) {
  state = { pad: answer.pad, can_edit: answer.can_edit, share_url: answer.share_url || (state && state.share_url) };
  save({ state });
  draw();
}

async function send(op) {
  const body = { ...op, op_id: opId() };
  $("entry-error").hidden = true;
  if (!navigator.onLine || queue().length) {
    keep(body);
    return;
  }
  let answer;
  try {
    answer = await api(`/api/pads/${padId}/ops`, { method: "POST", body: JSON.stringify(body) });
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

function keep(body) {
  if (body.op !== "enter") {
    showError({ message: "corrections, deletions and agreement wait for the server: try again when it answers" });
    return;
  }
  save({ queue: [...queue(), body] });
  setSync();
  draw();
  resetForm();
}

function setSync(text) {
  const waiting = queue().length;
  $("sync").textContent = text || (waiting ? `${waiting} to sync` : (navigator.onLine ? "saved" : "offline"));
}

async function flush() {
  if (syncing || !padId) return;
  syncing = true;
  try {
    let pending = queue();
    while (pending.length) {
      const op = pending[0];
      let answer;
      try {
        answer = await api(`/api/pads/${padId}/ops`, { method: "POST", body: JSON.stringify(op) });
      } catch {
        setSync("offline");
        return;
      }
      if (answer.status === 200) {
        state = { ...state, pad: answer.body.pad, can_edit: answer.body.can_edit };
      } else if (answer.status === 422) {
        notice(`An entry made offline was refused: ${answer.body.error.message}`);
      } else {
        setSync("offline");
        return;
      }
      pending = pending.slice(1);
      save({ queue: pending, state });
    }
    await refresh();
  } finally {
    syncing = false;
  }
}

async function refresh() {
  let answer;
  try {
    answer = await api(`/api/pads/${padId}`);
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
  if (!state) return;
  const pad = state.pad;
  $("start").hidden = true;
  $("pad").hidden = false;
  $("pad-title").textContent = pad.title || `${pad.sides.NS} v ${pad.sides.EW}`;
  document.title = `Score pad · ${pad.sides.NS} v ${pad.sides.EW}`;
  for (const side of ["NS", "EW"]) {
    $(`tricks-${side}-label`).textContent = `Tricks won by ${sideName(side)}`;
    $(`chicane-${side}-label`).textContent = `Chicane, ${sideName(side)}`;
    $("honours-side").querySelector(`option[value=${side}]`).textContent = sideName(side);
    for (const place of PLACES) {
      $(`points-${side}-${place}-label`).textContent = `${place === "below" ? "Below" : "Above"} the line, ${sideName(side)}`;
    }
  }
  showMode();
  $("players-line").textContent = `${pad.law_code}: ${SEATS.map((s) => `${SEAT_NAMES[s]} ${pad.players[s]}`).join(", ")}; `
    + `${SEAT_NAMES[pad.first_dealer]} cut lowest and dealt first.${pad.agreed ? " The score is agreed." : ""}`;
  drawBlock();
  drawDeals();
  showPanel();
  $("agree").hidden = !state.can_edit || pad.agreed;
  $("share-line").hidden = !state.share_url;
  if (state.share_url) {
    $("share-link").href = state.share_url;
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

async function create(event) {
  event.preventDefault();
  const form = new FormData($("new-pad"));
  const body = {
    law_code: form.get("law_code"), title: form.get("title") || "",
    players: Object.fromEntries(SEATS.map((s) => [s, form.get(s)])),
    first_dealer: form.get("first_dealer"), we: form.get("we"), house: {},
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
  padId = params.get("id");
  key = params.get("key");
  notice("");
  if (!padId || !key) {
    padId = null;
    showStart();
    return;
  }
  const kept = saved();
  state = kept.state || null;
  if (state) { draw(); resetForm(); }
  refresh().then(() => { if (state) resetForm(); flush(); });
}

function start() {
  $("new-pad").addEventListener("submit", create);
  $("entry").addEventListener("submit", (event) => {
    event.preventDefault();
    const entry = readForm();
    send(correcting === null ? { op: "enter", entry } : { op: "correct", deal: correcting, entry });
  });
  $("cancel-correction").addEventListener("click", resetForm);
  $("tricks-NS").addEventListener("input", () => {
    const n = Number($("tricks-NS").value);
    if ($("tricks-NS").value !== "" && n >= 0 && n <= 13) $("tricks-EW").value = String(13 - n);
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
  setInterval(() => { if (queue().length) flush(); }, 5000);
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/pad/sw.js", { scope: "/pad/" }).catch(() => {});
  open();
}

start();
