// The table page: connects to the table's websocket with the seat's token (kept per table in
// localStorage, so a reload rejoins the seat), draws every view the server sends, sends the
// receiver's actions as their text with the view's seq, announces the event frames.

import { ApiError, TableSocket, api, forgetToken, keepToken, tokenFor } from "./api.js";
import {
  SEATS, SEAT_NAME, SUIT_SYMBOL, actionKind, actionWords, cardWords, parseCard, partnerOf, sideOf, strainLabel, strainOf,
} from "./cards.js";
import {
  backs, contractLine, feltInfo, handView, namePlate, positions, trickBySeat, trickView,
} from "./felt.js";
import { Presenter, lastTrickLaw, paceOf } from "./pace.js";
import { installKeys } from "./keys.js";
import { installChat } from "./chat.js";
import { installHints } from "./hints.js";
import { installSettings } from "./settings.js";
import { clickableCards, drawLaws } from "./laws.js";
import { askFirst, drawConsent } from "./consent.js";
import { replayPanel } from "./replay.js";
import { lawsReplayPanel } from "./replay_laws.js";
import { dealSentence, el, scoringBlock } from "./score.js";
import { isThree, placesOf, threeScoringBlock, threeSideName, waitingList, xMember } from "./three.js";

const tableId = decodeURIComponent(location.pathname.replace(/\/+$/, "").split("/").pop());
const $ = (id) => document.getElementById(id);

const state = {
  token: tokenFor(tableId),
  socket: null,
  view: null,
  seq: null,
  pending: null,
  lastFocus: null,
  wasMyTurn: false,
  shownTrick: {},
  presenter: null,
};

// -- what the view says ---------------------------------------------------------------
function mySeat(view) {
  const you = view.you || {};
  return you.seat ?? view.seat ?? null;
}

function members(view) {
  return view.members || [];
}

function memberAt(view, seat) {
  return members(view).find((m) => m.seat === seat) || xMember(view, seat);
}

function whoOf(view, seat) {
  const member = memberAt(view, seat);
  if (!seat) return "";
  if (seat === mySeat(view)) return "you";
  if (isThree(view)) return (member && member.name) || SEAT_NAME[seat]; // Ames: the players by name, and X
  return member && member.name ? `${member.name} (${SEAT_NAME[seat]})` : SEAT_NAME[seat];
}

function legalList(view) {
  return (view.legal || []).map((item) => (typeof item === "string" ? { action: item } : item));
}

function dummySeat(view) {
  if (view.dummy) return view.dummy;
  return view.dealer ? partnerOf(view.dealer) : null;
}

function tricksWon(view) {
  return view.tricks_won || view.won || null;
}

function doublingContext(view, actor) {
  const doubling = view.doubling || {};
  return {
    doubles: doubling.doubles ?? 0,
    asked: doubling.asked ?? doubling.doubling_asked ?? false,
    actorSide: actor ? sideOf(actor) : null,
    makersSide: view.dealer ? sideOf(view.dealer) : null,
  };
}

// -- notices and announcements ---------------------------------------------------------
function showNotice(message, law) {
  const notice = $("notice");
  const close = el("button", { type: "button", class: "quiet", text: "Dismiss" });
  close.addEventListener("click", () => { notice.hidden = true; });
  notice.replaceChildren(
    el("span", { class: "notice-text", text: `Sorry: ${message}` }),
    law ? el("span", { class: "law", text: ` (${law})` }) : "",
    " ", close,
  );
  notice.hidden = false;
}

/** A problem with the link or the connection, in words, with a way on (the card room, or a retry). */
function showProblem(message, { retry = false } = {}) {
  const notice = $("notice");
  const parts = [el("span", { class: "notice-text", text: message }), " ",
    el("a", { class: "button-link", href: "/", text: "Go to the card room" })];
  if (retry) {
    const again = el("button", { type: "button", class: "quiet", text: "Try again now" });
    again.addEventListener("click", () => connect());
    parts.push(" ", again);
  }
  notice.replaceChildren(...parts);
  notice.dataset.problem = retry ? "connection" : "link";
  notice.hidden = false;
}

function clearNotice() {
  $("notice").hidden = true;
}

function announce(text, kind = "") {
  const log = $("log");
  log.append(el("li", { class: `log-${kind}`, text }));
  while (log.children.length > 80) log.firstElementChild.remove();
  log.scrollTop = log.scrollHeight;
}

// -- the connection --------------------------------------------------------------------
function connect() {
  if (state.socket) state.socket.close();
  state.socket = new TableSocket(tableId, state.token, {
    onFrame,
    onStatus: (status, reason) => {
      const conn = $("conn");
      conn.dataset.status = status;
      conn.textContent = {
        connected: state.token ? "connected" : "watching",
        reconnecting: "connection lost, reconnecting…",
        refused: "not admitted",
        "no-table": "no such table",
      }[status] || status;
      if (status === "connected" && $("notice").dataset.problem === "connection") clearNotice();
      if (status === "reconnecting") {
        showProblem("The connection to the server was lost (it may be restarting). Trying again…", { retry: true });
        return;
      }
      if (status === "no-table") {
        document.body.dataset.phase = "no-table";
        $("turn").textContent = "There is no such table.";
        showProblem(`There is no table “${tableId}” on this server: the link may be mistyped, or the table`
          + " belongs to another server. Open a table in the card room.");
        return;
      }
      if (status === "refused" && state.token) {
        // The seat's token is no longer good here (the seat was given up, or the link is from
        // another browser): forget it and watch; the seating form offers to join again.
        forgetToken(tableId);
        state.token = null;
        showProblem(`Your seat's pass is not good at this table any more (${reason || "the seat was given up"}):`
          + " you are watching. Join the table again to take a place.");
        connect();
      }
    },
  });
  state.socket.open();
}

// Views and events pass through the presenter, which shows the computer players' acts at a
// human pace and leaves a finished trick on the table a moment (js/pace.js).
function present(frame) {
  if (frame.type === "view") {
    state.view = frame.view || {};
    state.seq = frame.seq ?? state.view.seq ?? null;
    state.pending = null;
    draw();
  } else if (frame.type === "event") {
    announce(frame.text, frame.kind);
    document.dispatchEvent(new CustomEvent("bw:event", { detail: frame })); // js/settings.js: sound
  } else if (frame.type === "redraw" && state.view) {
    draw();
  }
}

function onFrame(frame) {
  document.dispatchEvent(new CustomEvent("bw:frame", { detail: frame })); // js/chat.js, js/hints.js
  if (frame.type === "view" || frame.type === "event") {
    state.presenter.push(frame);
  } else if (frame.type === "error") {
    if (frame.reason === "bad_token" || frame.reason === "unknown_token") {
      forgetToken(tableId);
      state.token = null;
    }
    state.pending = null;
    showNotice(frame.message || frame.reason || "that was refused", frame.law);
    if (state.view) draw();
  }
}

function act(action, asked = false) {
  if (!state.socket || state.pending) return;
  if (!asked && askFirst(state.view, mySeat(state.view), action, () => act(action, true))) return; // a renounce: asked first
  clearNotice();
  state.lastFocus = action;
  state.pending = state.socket.act(action, state.seq);
  document.body.classList.add("busy");
  for (const control of document.querySelectorAll("[data-action]")) control.setAttribute("aria-disabled", "true");
}

// -- drawing ---------------------------------------------------------------------------
function draw() {
  const view = state.view;
  document.body.classList.toggle("busy", Boolean(state.pending));
  // Where the table stands, for styles and for tests: the phase, the rubber, the deal, the seq,
  // this person's seat and the dealer's (empty before the cut).
  const me = mySeat(view);
  Object.assign(document.body.dataset, {
    phase: view.phase || "waiting", rubber: view.rubber ?? 0, deal: view.deal ?? 0, seq: state.seq ?? 0,
    seat: me || "", dealer: view.dealer || "",
  });
  const pos = positions(me);
  const hands = view.hands || {};
  const counts = view.counts || {};
  const dummy = dummySeat(view);
  const phase = view.phase || "waiting";
  const turn = view.turn || null;
  const legal = legalList(view);
  const legalCards = new Set(legal.map((l) => l.action).filter((a) => parseCard(a)).map((a) => {
    const c = parseCard(a);
    return c.suit + c.rank;
  }));
  for (const card of clickableCards(view, mySeat(view))) legalCards.add(card); // club laws: any card
  const won = tricksWon(view);
  const code = view.code || (view.score && view.score.law_code && view.score.law_code.key) || "";
  $("table-title").textContent = `Table ${tableId}${code ? ` · ${code}` : ""}`;
  document.title = `Bridge Whist · table ${tableId}`;

  // The seats around the baize. Before the cut nobody has a seat: the members sit where
  // they came in (the receiver at the bottom), and the cut will seat them.
  const uncut = members(view).length > 0 && members(view).every((m) => !m.seat);
  const arrivals = uncut ? [...members(view)].sort((a, b) => Number(Boolean(b.you)) - Number(Boolean(a.you))) : [];
  for (const [index, [where, seat]] of Object.entries(pos).entries()) {
    const box = $(`pos-${where}`);
    box.replaceChildren();
    box.dataset.seat = seat;
    if (uncut) {
      const member = arrivals[index];
      box.append(namePlate(null, { name: member && member.name, kind: member && member.kind, me: member && member.you,
        threeHand: isThree(view) }));
      continue;
    }
    const member = memberAt(view, seat);
    box.append(namePlate(seat, {
      name: member && member.name,
      kind: member && member.kind,
      dealer: view.dealer === seat && phase !== "waiting",
      dummy: dummy === seat && ["play", "over"].includes(phase) && view.declaration && view.declaration.strain,
      turn: turn === seat && ["declaration", "doubling", "play"].includes(phase)
        ? { declaration: "to declare", doubling: "to speak", play: "to play" }[phase] : null,
      me: seat === me,
      tricks: won && phase !== "waiting" && (where === "bottom" || where === "left") ? won[sideOf(seat)] : null,
      threeHand: isThree(view),
    }));
    const cards = hands[seat];
    if (where === "bottom" && seat === me) continue; // the receiver's hand is drawn below the baize
    if (Array.isArray(cards) && cards.length) {
      box.append(handView(cards, legalCards, {
        label: `${whoOf(view, seat)}'s hand${seat === dummy ? " (dummy)" : ""}${(view.shown || {})[seat] ? " (face up since a claim)" : ""}`,
        compact: true,
        idle: !cards.some((c) => legalCards.has(c)),
      }));
    } else if (counts[seat]) {
      box.append(backs(counts[seat]));
    }
  }

  // On the felt: the declaration, the doubling, the tricks and the game in progress.
  $("felt-info").replaceChildren(feltInfo(view, (side) => sideName(view, side)));

  // The centre: the trick in progress, else the trick just finished with its winner, until it
  // is turned (the next lead, or a click on it). A card new to the table moves in from its seat.
  const trickBox = $("trick");
  const current = trickBySeat(view.trick);
  const last = view.last_trick || null;
  const finished = !Object.keys(current).length && last && Object.keys(trickBySeat(last)).length;
  const shown = finished ? trickBySeat(last) : current;
  const arriving = new Set(Object.keys(shown).filter((seat) => state.shownTrick[seat] !== shown[seat]));
  if (!finished) {
    trickBox.replaceChildren(trickView(current, pos, { arriving, seatWords: threeSeatWords(view) }));
  } else {
    const held = state.presenter.holding();
    trickBox.replaceChildren(trickView(shown, pos, {
      seatWords: threeSeatWords(view), winner: last.winner, faded: !held, arriving,
      caption: last.winner ? `won by ${whoOf(view, last.winner)}${held ? " · tap to turn it" : ""}` : "",
    }));
  }
  state.shownTrick = shown;
  $("turn").textContent = turnText(view, me, turn, phase);

  // The receiver's calls and hand; tell him when the table starts waiting for him.
  drawActions(view, me, legal, legalCards, phase, turn);
  const myTurn = ["declaration", "doubling", "play"].includes(phase) && legal.length > 0;
  if (myTurn && !state.wasMyTurn) announce($("turn").textContent, "turn");
  state.wasMyTurn = myTurn;
  document.body.dataset.myTurn = myTurn ? "yes" : "no";
  drawSeating(view, me, phase);
  drawSide(view, pos);
  drawLaws(view, me, act);
  drawConsent(view, me, act);
  drawResult(view);
  restoreFocus();
  document.dispatchEvent(new CustomEvent("bw:view", { detail: { view, seq: state.seq, myTurn, seated: Boolean(state.token) } }));
}

/** Three-hand: a card of the trick is read with its player's name, or X's (Ames); else the seat's. */
function threeSeatWords(view) {
  return isThree(view) ? (seat) => (memberAt(view, seat) || {}).name || SEAT_NAME[seat] : null;
}

/** A side in words: "North-South", or "you and Bob" style names when the seats are known. */
function sideName(view, side) {
  if (isThree(view)) return threeSideName(view, side, (seat) => whoOf(view, seat)); // Ames: the dealer and X
  return side === "NS" ? "North-South" : side === "EW" ? "East-West" : side;
}

/** The result on the felt when a deal is over: its score, and the rubber's when it ends. */
function drawResult(view) {
  const box = $("result");
  const phase = view.phase || "waiting";
  const scored = ((view.score && view.score.deals) || []);
  const deal = phase === "over" && scored.length ? scored[scored.length - 1] : null;
  if (!deal || deal.deal !== view.deal) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.replaceChildren(resultPanel(view, deal));
  box.hidden = false;
}

function resultPanel(view, deal) {
  const panel = el("section", { class: "result-panel", "aria-labelledby": "result-heading" });
  panel.append(el("h2", { id: "result-heading", text: `Deal ${deal.deal} is over` }));
  const tricks = deal.tricks || {};
  panel.append(el("p", { class: "result-tricks", text: `Tricks: ${Object.entries(tricks).map(([s, n]) => `${s} ${n}`).join(", ")}` }));
  const list = el("ul", { class: "result-lines" });
  for (const [side, data] of Object.entries(deal.sides || {})) {
    for (const entry of [...(data.below_entries || []), ...(data.above_entries || [])]) {
      if (!entry.points) continue;
      const where = (data.below_entries || []).includes(entry) ? "below" : "above";
      list.append(el("li", { text: `${side}: ${entry.points} ${where} the line, ${entry.description || entry.kind}` }));
    }
  }
  if (!list.children.length) list.append(el("li", { text: "Nothing scored." }));
  panel.append(list);
  if (deal.game_won_by != null) panel.append(el("p", { class: "result-game", text: `Game ${deal.game} to ${deal.game_won_by}.` }));
  const score = view.score || {};
  if (score.rubber_winner != null) {
    const net = score.net || {};
    const games = Object.entries(score.games_won || {}).map(([s, n]) => `${s} ${n}`).join(", ");
    panel.append(el("p", { class: "result-rubber", text:
      `The rubber is won by ${score.rubber_winner} (games: ${games}; rubber points ${score.rubber_bonus ?? 0})`
      + `${net.winner ? `; ${net.winner} win by ${net.points} points net.` : "."}` }));
  }
  const next = legalList(view).find((l) => l.action === "next");
  if (next) {
    const again = el("button", { type: "button", class: "primary result-next", "data-action": "next",
      text: score.rubber_winner != null ? "Another rubber" : "Deal the next hand" });
    again.addEventListener("click", () => act("next"));
    panel.append(again);
  }
  return panel;
}

function turnText(view, me, turn, phase) {
  if (phase === "waiting") {
    const present = members(view).filter((m) => !m.vacant).length;
    const vacant = members(view).filter((m) => m.vacant && m.seat).map((m) => SEAT_NAME[m.seat]);
    if (vacant.length) return `Waiting: ${vacant.join(" and ")} ${vacant.length > 1 ? "are" : "is"} vacant.`;
    return `Waiting for players: ${present} of 4 here. When four are present they cut for partners and deal.`;
  }
  if (phase === "over") return "The deal is over.";
  if (!turn) return "";
  const dummy = dummySeat(view);
  const acting = view.acting || view.actor || (phase === "play" && turn === dummy ? view.dealer : turn);
  const doing = phase === "declaration" ? "to declare" : phase === "doubling" ? "to double or be satisfied" : "to play";
  if (acting === me) {
    if (turn !== me) return `Your turn: play from dummy (${isThree(view) ? "X" : SEAT_NAME[turn]}).`;
    return `Your turn ${doing}.`;
  }
  if (turn !== acting) return `${whoOf(view, acting)} to play from dummy.`;
  return `${whoOf(view, turn)} ${doing}.`;
}

function drawActions(view, me, legal, legalCards, phase, turn) {
  const calls = $("calls");
  calls.replaceChildren();
  const prompt = $("prompt");
  const calling = legal.filter((l) => actionKind(l.action) !== "play");
  const ctx = doublingContext(view, turn);
  for (const item of calling) {
    const words = item.words || actionWords(item.action, ctx);
    const kind = actionKind(item.action);
    const strain = kind === "declare" ? strainOf(item.action) : null;
    const button = el("button", {
      type: "button",
      class: `call call-${kind}${strain ? ` suit-${strain}` : ""}`,
      "data-action": item.action,
      tabindex: "-1",
    });
    if (strain && strain !== "NT") button.append(el("span", { class: "call-symbol", "aria-hidden": "true", text: `${SUIT_SYMBOL[strain]} ` }));
    button.append(words);
    button.addEventListener("click", () => act(item.action));
    calls.append(button);
  }
  const deals = view.history || [];
  if (phase === "over" && deals.length) {
    // After the deal: look back at it trick by trick (not an action: the table does not wait for it).
    const finished = deals[deals.length - 1];
    const look = el("button", { type: "button", class: "quiet look-back", text: "Replay this deal" });
    look.addEventListener("click", () => openReplay({ ...finished, number: finished.number ?? deals.length },
      ((view.score && view.score.deals) || []).find((d) => d.deal === finished.number) || null, finished.players || {}));
    calls.append(look);
  }
  calls.hidden = !calls.children.length;
  if (calling.length) {
    prompt.textContent = {
      declaration: isThree(view) ? "Declare the trump, make it from X's hand, or pass the deal:"
        : calling.some((l) => actionKind(l.action) === "leave")
          ? "Declare the trump, or leave it to your partner:" : "Declare the trump:",
      doubling: "Double, or be satisfied:",
      over: "The deal is over.",
    }[phase] || "";
  }
  else if (legalCards.size) prompt.textContent = turn && turn !== me ? `Play a card from dummy (${isThree(view) ? "X" : SEAT_NAME[turn]}).` : "Play a card.";
  else prompt.textContent = "";

  const holder = $("my-hand");
  const cards = me && Array.isArray((view.hands || {})[me]) ? view.hands[me] : null;
  if (cards) {
    holder.replaceChildren(handView(cards, legalCards, { label: "Your hand", idle: !cards.some((c) => legalCards.has(c)) }));
  } else {
    holder.replaceChildren();
  }
  $("actions").hidden = !me;
  for (const card of document.querySelectorAll("button.card.legal")) {
    card.addEventListener("click", () => act(card.dataset.action));
  }
}

function drawSeating(view, me, phase) {
  const seating = $("seating");
  const all = members(view);
  const places = placesOf(view);
  const open = places - all.filter((m) => !m.vacant).length;
  const list = el("ul", { class: "member-list" });
  for (const member of all) {
    const notes = [];
    if (member.kind === "computer") notes.push("computer");
    if (member.seat) notes.push(SEAT_NAME[member.seat]);
    if (member.vacant) notes.push("place vacant");
    else if (member.kind === "person" && member.connected === false) notes.push("away");
    if (member.you) notes.push("you");
    list.append(el("li", { text: `${member.name}${notes.length ? ` (${notes.join(", ")})` : ""}` }));
  }
  for (let i = all.length; i < places; i += 1) list.append(el("li", { class: "muted", text: "an empty place" }));
  $("members").replaceChildren(list);
  $("join-form").hidden = Boolean(state.token) || open <= 0;
  $("fill").hidden = !(state.token && open > 0);
  seating.hidden = !(phase === "waiting" || (!state.token && open > 0));
  $("seating-heading").textContent = state.token ? "Waiting for players" : "Take a seat";
  $("leave").hidden = !state.token;
}

function drawSide(view, pos) {
  // This deal: dealer, declaration, doubling, what was said.
  const contract = $("contract");
  contract.replaceChildren();
  if (view.cut && view.cut.order && view.cut.order.length) {
    const first = (view.cut.rounds || [])[0] || {};
    const cards = view.cut.order.map((name) => (first[name] ? `${name} (${cardWords(first[name])})` : name));
    contract.append(el("p", { class: "cut muted small", text: `The cut for ${isThree(view) ? "" : "partners and "}deal, lowest first: ${cards.join(", ")}.` }));
  }
  if (view.dealer) contract.append(el("p", { text: `Dealer: ${whoOf(view, view.dealer)}` }));
  const line = contractLine(view.declaration, view.doubling, (seat) => whoOf(view, seat));
  if (line) contract.append(line);
  const won = tricksWon(view);
  if (won) contract.append(el("p", { class: "won", text: `Tricks: ${sideName(view, "NS")} ${won.NS ?? 0}, ${sideName(view, "EW")} ${won.EW ?? 0}` }));
  const talk = $("talk");
  talk.replaceChildren();
  for (const said of spokenList(view)) {
    talk.append(el("li", {}, el("b", { text: `${whoOf(view, said.seat) || "?"}: ` }), `“${said.words}”`));
  }

  // The last trick: once turned and quitted it may not be looked at until the end of the hand
  // (English law 108, American laws 98); while it lies on the table it is in the centre.
  const last = view.last_trick;
  const lastBox = $("last-trick");
  const phase = view.phase || "waiting";
  if (phase === "play" && last && last.cards) {
    lastBox.replaceChildren(el("p", { class: "muted", text: lastTrickLaw(view.code) }));
  } else if (last && last.cards && Object.keys(trickBySeat(last)).length) {
    lastBox.replaceChildren(trickView(trickBySeat(last), pos, {
      seatWords: threeSeatWords(view), winner: last.winner, caption: last.winner ? `won by ${whoOf(view, last.winner)}` : "",
    }));
  } else {
    lastBox.replaceChildren(el("p", { class: "muted", text: "No trick has been turned yet." }));
  }

  const waiting = waitingList(view);
  $("waiting-panel").hidden = !waiting;
  $("waiting").replaceChildren(...(waiting ? [waiting] : []));
  $("score").replaceChildren(isThree(view) ? threeScoringBlock(view.score) : scoringBlock(view.score));
  drawHistory(view);
  $("dl-json").href = `/api/tables/${encodeURIComponent(tableId)}/record.json`;
  $("dl-json").setAttribute("download", `bridgewhist-${tableId}.json`);
  $("dl-pbn").href = `/api/tables/${encodeURIComponent(tableId)}/record.pbn`;
  $("dl-pbn").setAttribute("download", `bridgewhist-${tableId}.pbn`);
}

function spokenList(view) {
  const out = [];
  const declaration = view.declaration || {};
  const doubling = view.doubling || {};
  const sources = [declaration.history, doubling.history, view.spoken, view.talk];
  for (const source of sources) {
    for (const said of source || []) {
      if (typeof said === "string") out.push({ seat: null, words: said });
      else out.push({ seat: said.seat, words: said.words || said.text || said.action });
    }
  }
  return out;
}

function drawHistory(view) {
  const history = $("history");
  history.replaceChildren();
  const deals = view.history || [];
  const scored = (view.score && view.score.deals) || [];
  const names = {};
  for (const member of members(view)) if (member.seat) names[member.seat] = member.name;
  deals.forEach((deal, index) => {
    const number = deal.number ?? index + 1;
    const scoredDeal = isThree(view) ? null : scored.find((d) => d.deal === number) || scored[index] || null;
    const item = el("li", {});
    const strain = deal.strain || (scoredDeal && scoredDeal.strain) || "";
    const label = strain ? strainLabel(strain) : null;
    const dealer = (deal.players && deal.players[deal.dealer]) || SEAT_NAME[deal.dealer] || deal.dealer;
    item.append(el("span", {}, `Deal ${number} · `,
      label ? el("span", { class: `strain-${strain}` }, el("span", { class: "strain-symbol", "aria-hidden": "true", text: label.symbol }), ` ${label.words}`) : "",
      ` · dealt by ${dealer}`));
    if (scoredDeal) item.append(el("div", { class: "muted small", text: dealSentence(scoredDeal) }));
    const button = el("button", { type: "button", class: "quiet replay-open", text: "Replay" });
    button.addEventListener("click", () => openReplay({ ...deal, number }, scoredDeal, deal.players || names));
    item.append(button);
    history.append(item);
  });
  if (!deals.length) history.append(el("li", { class: "muted", text: "No deal finished yet." }));
  const rubbers = $("rubbers");
  rubbers.replaceChildren();
  for (const rubber of view.rubbers || []) {
    const base = `/api/tables/${encodeURIComponent(tableId)}/record`;
    const net = rubber.net && rubber.net.winner ? `; ${rubber.net.winner} +${rubber.net.points}` : "";
    const outcome = rubber.result ?? `won by ${rubber.winner}${net}`;  // a three-hand score says its own
    rubbers.append(el("li", {},
      `Rubber ${rubber.number}: ${outcome} · `,
      el("a", { href: `${base}.json?rubber=${rubber.number}`, download: `bridgewhist-${tableId}-rubber-${rubber.number}.json`, text: "JSON" }),
      " · ",
      el("a", { href: `${base}.pbn?rubber=${rubber.number}`, download: `bridgewhist-${tableId}-rubber-${rubber.number}.pbn`, text: "PBN" })));
  }
}

function openReplay(deal, scored, names) {
  const dialog = $("replay-dialog");
  $("replay-title").textContent = `Replay of deal ${deal.number}`;
  // A refereed deal with irregularities steps through its rulings; any other, trick by trick.
  const panel = (deal.steps || []).length ? lawsReplayPanel : replayPanel;
  $("replay-body").replaceChildren(panel(deal, scored, names));
  dialog.showModal();
  const next = dialog.querySelector(".step-next");
  if (next) next.focus();
}

// -- focus -----------------------------------------------------------------------------
function controls() {
  return [...document.querySelectorAll("#calls [data-action], #felt button.card.legal, #my-hand button.card.legal")]
    .filter((c) => !c.disabled);
}

function restoreFocus() {
  const all = controls();
  for (const c of all) c.tabIndex = -1;
  if (!all.length) return;
  const active = document.activeElement;
  const lost = !active || active === document.body || !document.contains(active);
  const wanted = all.find((c) => c.dataset.action === state.lastFocus) || all[0];
  wanted.tabIndex = 0;
  const inPlayArea = active && (active.closest && active.closest("#actions, #felt"));
  if (lost || inPlayArea) {
    // Never scroll the table away from its top seat: bring the control in view only if hidden.
    wanted.focus({ preventScroll: true });
    const box = wanted.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) wanted.scrollIntoView({ block: "nearest" });
  }
}

// -- seating ---------------------------------------------------------------------------
async function join(event) {
  event.preventDefault();
  const name = $("join-name").value.trim();
  if (!name) return;
  try {
    const joined = await api("POST", `/api/tables/${encodeURIComponent(tableId)}/join`, { body: { name } });
    keepToken(tableId, joined.token);
    state.token = joined.token;
    clearNotice();
    connect();
  } catch (error) {
    if (error instanceof ApiError && error.reason === "table_full") {
      showProblem("This table is full: you may watch it from here, or open another in the card room.");
      return;
    }
    showNotice(error.message, error instanceof ApiError ? error.law : null);
  }
}

async function fill() {
  try {
    await api("POST", `/api/tables/${encodeURIComponent(tableId)}/fill`, { token: state.token });
  } catch (error) {
    showNotice(error.message, error.law);
  }
}

async function leave() {
  try {
    await api("POST", `/api/tables/${encodeURIComponent(tableId)}/leave`, { token: state.token });
  } catch (error) {
    showNotice(error.message, error.law);
    return;
  }
  forgetToken(tableId);
  state.token = null;
  connect();
}

$("join-form").addEventListener("submit", join);
$("fill").addEventListener("click", fill);
$("leave").addEventListener("click", leave);
$("share").addEventListener("click", async () => {
  const url = `${location.origin}/t/${encodeURIComponent(tableId)}`;
  try {
    await navigator.clipboard.writeText(url);
    announce(`The table's link is copied: ${url}`, "info");
  } catch {
    announce(`The table's link: ${url}`, "info");
  }
});
$("replay-close").addEventListener("click", () => $("replay-dialog").close());
installKeys({ controls, act: (a) => act(a) });
installSettings();
installChat({ send: (frame) => Boolean(state.socket) && state.socket.send(frame) });
installHints({ send: (frame) => Boolean(state.socket) && state.socket.send(frame) });
state.presenter = new Presenter({
  present,
  pace: () => paceOf(),
  isComputer: (seat) => {
    const member = state.view && memberAt(state.view, seat);
    return Boolean(member && member.kind === "computer");
  },
  current: () => ({ view: state.view, seq: state.seq, pending: state.pending }),
});
$("trick").addEventListener("click", () => state.presenter.turn());
$("pace").value = paceOf();
$("pace").addEventListener("change", () => {
  try {
    localStorage.setItem("bridgewhist.pace", $("pace").value);
  } catch {
    /* the choice lasts as long as the page */
  }
});
try {
  const kept = localStorage.getItem("bridgewhist.name");
  if (kept) $("join-name").value = kept;
} catch {
  /* nothing kept */
}
connect();

export { cardWords, SEATS };
