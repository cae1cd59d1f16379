// @ts-check
// The table page: connects to the table's websocket with the seat's token (kept per table in
// localStorage, so a reload rejoins the seat), draws every view the server sends, sends the
// receiver's actions as their text with the view's seq, announces the event frames. This module
// wires the page's parts together; the state is in store.js, the drawing in draw.js and the
// modules it calls, the socket in connection.js (docs/architecture.md, "The web client").

import { forgetToken, tokenFor } from "./api.js";
import { cardWords, SEATS } from "./cards.js";
import { installChat } from "./chat.js";
import { connect, send } from "./connection.js";
import { draw } from "./draw.js";
import { controls } from "./focus.js";
import { installHints } from "./hints.js";
import { installKeys } from "./keys.js";
import { announce, showNotice } from "./notice.js";
import { Presenter, paceOf } from "./pace.js";
import { $, input, tableId } from "./page.js";
import { memberAt } from "./reading.js";
import { installSeating } from "./seating.js";
import { installSettings } from "./settings.js";
import { initialState, refused, store, tokenRefused, update, viewShown, wired } from "./store.js";


/**
 * Views and events pass through the presenter, which shows the computer players' acts at a
 * human pace and leaves a finished trick on the table a moment (js/pace.js).
 * @param {Frame} frame
 */
function present(frame) {
  if (frame.type === "view") {
    update(viewShown, frame);
    draw();
  } else if (frame.type === "event") {
    announce(frame.text ?? "", frame.kind);
    document.dispatchEvent(new CustomEvent("bw:event", { detail: frame })); // js/settings.js: sound
  } else if (frame.type === "redraw" && store.state.view) {
    draw();
  }
}

/**
 * A frame from the server: told to the page's other parts, then views and events presented,
 * an error shown.
 * @param {Frame} frame
 */
function onFrame(frame) {
  document.dispatchEvent(new CustomEvent("bw:frame", { detail: frame })); // js/chat.js, js/hints.js
  if (frame.type === "view" || frame.type === "event") {
    store.state.presenter?.push(frame);   // wired below, before the socket opens
  } else if (frame.type === "error") {
    if (tokenRefused(frame)) forgetToken(tableId);
    update(refused, frame);
    showNotice(frame.message || frame.reason || "that was refused", frame.law);
    if (store.state.view) draw();
  }
}

update(() => initialState(tokenFor(tableId)));
installSeating({ reconnect: () => connect(onFrame) });
$("replay-close").addEventListener("click", () => /** @type {HTMLDialogElement} */ ($("replay-dialog")).close());
installKeys({ controls });
installSettings();
installChat({ send });
installHints({ send });
update(wired, {
  presenter: new Presenter({
    present,
    pace: () => paceOf(),
    isComputer: (/** @type {string} */ seat) => {
      const member = store.state.view && memberAt(store.state.view, seat);
      return Boolean(member && member.kind === "computer");
    },
    current: () => ({ view: store.state.view, seq: store.state.seq, pending: store.state.pending }),
  }),
});
$("trick").addEventListener("click", () => store.state.presenter?.turn());
input("pace").value = paceOf();
$("pace").addEventListener("change", () => {
  try {
    localStorage.setItem("bridgewhist.pace", input("pace").value);
  } catch {
    /* the choice lasts as long as the page */
  }
});
connect(onFrame);

export { cardWords, SEATS };
