// @ts-check
// The table's connection: the websocket opened with the seat's token (api.js TableSocket), its
// status shown beside the title, and the receiver's actions sent as their text with the view's
// seq. What arrives goes to the `onFrame` given to `connect` (table.js).

import { TableSocket, forgetToken } from "./api.js";
import { askFirst } from "./consent.js";
import { clearNotice, showProblem } from "./notice.js";
import { $, tableId } from "./page.js";
import { mySeat } from "./reading.js";
import { actionSent, store, tokenChanged, update, wired } from "./store.js";


/** @type {Readonly<Record<string, string>>} */
const STATUS_WORDS = {
  reconnecting: "connection lost, reconnecting…",
  refused: "not admitted",
  "no-table": "no such table",
};

/**
 * Open (or reopen) the table's socket with the seat's token; every frame goes to `onFrame`.
 * @param {(frame: Frame) => void} onFrame
 */
export function connect(onFrame) {
  if (store.state.socket) store.state.socket.close();
  const socket = new TableSocket(tableId, store.state.token, {
    onFrame,
    onStatus: (/** @type {string} */ status, /** @type {string | undefined} */ reason) => onStatus(onFrame, status, reason),
  });
  update(wired, { socket });
  socket.open();
}

/**
 * The connection's status, shown; a lost connection, a missing table or a refused seat explained.
 * @param {(frame: Frame) => void} onFrame
 * @param {string} status
 * @param {string | undefined} reason
 */
function onStatus(onFrame, status, reason) {
  const conn = $("conn");
  conn.dataset.status = status;
  conn.textContent = (status === "connected" ? (store.state.token ? "connected" : "watching") : STATUS_WORDS[status]) || status;
  if (status === "connected" && $("notice").dataset.problem === "connection") clearNotice();
  if (status === "reconnecting") {
    showProblem("The connection to the server was lost (it may be restarting). Trying again…",
      { retry: () => connect(onFrame) });
    return;
  }
  if (status === "no-table") {
    document.body.dataset.phase = "no-table";
    $("turn").textContent = "There is no such table.";
    showProblem(`There is no table “${tableId}” on this server: the link may be mistyped, or the table`
      + " belongs to another server. Open a table in the card room.");
    return;
  }
  if (status === "refused" && store.state.token) {
    // The seat's token is no longer good here (the seat was given up, or the link is from
    // another browser): forget it and watch; the seating form offers to join again.
    forgetToken(tableId);
    update(tokenChanged, null);
    showProblem(`Your seat's pass is not good at this table any more (${reason || "the seat was given up"}):`
      + " you are watching. Join the table again to take a place.");
    connect(onFrame);
  }
}

/**
 * Send an action (its text) with the view's seq, unless one is pending; a renounce is asked
 * about first (consent.js), `asked` once it has been.
 * @param {string} action
 * @param {boolean} [asked]
 */
export function act(action, asked = false) {
  const { socket, pending, view, seq } = store.state;
  if (!socket || pending || !view) return;
  if (!asked && askFirst(view, mySeat(view), action, () => act(action, true))) return; // a renounce: asked first
  clearNotice();
  update(actionSent, action, socket.act(action, seq));
  document.body.classList.add("busy");
  for (const control of document.querySelectorAll("[data-action]")) control.setAttribute("aria-disabled", "true");
}

/**
 * Send a frame over the table's socket (talk, hints); whether it went.
 * @param {object} frame
 * @returns {boolean}
 */
export function send(frame) {
  const { socket } = store.state;
  return socket !== null && socket.send(frame);
}
