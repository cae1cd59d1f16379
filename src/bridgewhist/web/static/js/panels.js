// @ts-check
// The panels beside the felt: the seating (the members, the form to join), this deal (the cut,
// the dealer, the declaration, what was said, the last trick), the scoring block, the finished
// deals with their replays, the rubbers with their records to download.

import { SEAT_NAME, cardWords, strainLabel } from "./cards.js";
import { contractLine, trickBySeat, trickView } from "./felt.js";
import { lastTrickLaw } from "./pace.js";
import { $, tableId } from "./page.js";
import { members, sideName, spokenList, threeSeatWords, tricksWon, whoOf } from "./reading.js";
import { replayPanel } from "./replay.js";
import { lawsReplayPanel } from "./replay_laws.js";
import { dealSentence, el, scoringBlock } from "./score.js";
import { store } from "./store.js";
import { isThree, placesOf, threeScoringBlock, waitingList } from "./three.js";


/**
 * The seating: who is at the table, the empty places, and the form to join or fill them.
 * @param {TableView} view
 */
export function drawSeating(view) {
  const token = store.state.token;
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
  $("join-form").hidden = Boolean(token) || open <= 0;
  $("fill").hidden = !(token && open > 0);
  $("seating").hidden = !((view.phase || "waiting") === "waiting" || (!token && open > 0));
  $("seating-heading").textContent = token ? "Waiting for players" : "Take a seat";
  $("leave").hidden = !token;
}

/**
 * This deal (the cut, dealer, declaration, doubling, what was said, the last trick), the
 * members waiting to cut in, the scoring block, the finished deals and the records.
 * @param {TableView} view
 * @param {Record<string, string>} pos
 */
export function drawSide(view, pos) {
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
  drawLastTrick(view, pos);
  const waiting = waitingList(view);
  $("waiting-panel").hidden = !waiting;
  $("waiting").replaceChildren(...(waiting ? [waiting] : []));
  $("score").replaceChildren(isThree(view) ? threeScoringBlock(view.score) : scoringBlock(view.score));
  drawHistory(view);
  const record = `/api/tables/${encodeURIComponent(tableId)}/record`;
  $("dl-json").setAttribute("href", `${record}.json`);
  $("dl-json").setAttribute("download", `bridgewhist-${tableId}.json`);
  $("dl-pbn").setAttribute("href", `${record}.pbn`);
  $("dl-pbn").setAttribute("download", `bridgewhist-${tableId}.pbn`);
}

/**
 * The last trick: once turned and quitted it may not be looked at until the end of the hand
 * (the law the view cites, `quitted_trick_law`); while it lies on the table it is in the centre.
 * @param {TableView} view
 * @param {Record<string, string>} pos
 */
function drawLastTrick(view, pos) {
  const last = view.last_trick;
  const lastBox = $("last-trick");
  if ((view.phase || "waiting") === "play" && last && last.cards) {
    lastBox.replaceChildren(el("p", { class: "muted", text: lastTrickLaw(view) }));
  } else if (last && last.cards && Object.keys(trickBySeat(last)).length) {
    lastBox.replaceChildren(trickView(trickBySeat(last), pos, {
      seatWords: threeSeatWords(view), winner: last.winner, caption: last.winner ? `won by ${whoOf(view, last.winner)}` : "",
    }));
  } else {
    lastBox.replaceChildren(el("p", { class: "muted", text: "No trick has been turned yet." }));
  }
}

/**
 * The finished deals of the rubber (each with its score in a sentence and a replay), and the
 * finished rubbers with their records.
 * @param {TableView} view
 */
function drawHistory(view) {
  const history = $("history");
  history.replaceChildren();
  const deals = view.history || [];
  const scored = (view.score && view.score.deals) || [];
  /** @type {Record<string, string>} */
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
  for (const rubber of /** @type {RubberLine[]} */ (view.rubbers || [])) {
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

/**
 * The replay of a finished deal in its dialog: a refereed deal with irregularities steps through
 * its rulings; any other, trick by trick.
 * @param {HistoryDeal} deal
 * @param {import("./score.js").DealLine | null | undefined} scored the deal's score (the block's deals), or null
 * @param {Record<string, string>} names the players by seat
 */
export function openReplay(deal, scored, names) {
  const dialog = /** @type {HTMLDialogElement} */ ($("replay-dialog"));
  $("replay-title").textContent = `Replay of deal ${deal.number}`;
  const panel = (deal.steps || []).length ? lawsReplayPanel : replayPanel;
  $("replay-body").replaceChildren(panel(deal, scored, names));
  dialog.showModal();
  const next = /** @type {HTMLElement | null} */ (dialog.querySelector(".step-next"));
  if (next) next.focus();
}
