// @ts-check
// The score pad page's one mutable state, and the pure steps that change it (the table's
// store.js is the model). pad.js reads `padStore.state` and changes it only through
// `update(step, ...)` with one of the steps below, each a pure function from a state to the
// next (tests/js/pad_store.test.mjs). What the page keeps on the phone (the pad's last view and
// the entries not yet sent, in localStorage) is read and written here too, by the pad's id.

/**
 * What the server last said of the pad.
 * @typedef {object} PadHeard
 * @property {PadView} pad the pad's view (web/pad_views.py PadView)
 * @property {boolean} can_edit whether this page's key may enter and correct deals
 * @property {string | null} [share_url] the read-only link, when the server gave it
 */

/**
 * @typedef {object} PadState
 * @property {string | null} padId the pad open (from the page's address), null on the start page
 * @property {string | null} key the pad's key (its edit or read token)
 * @property {PadHeard | null} heard what the server last said of the pad (or the phone kept)
 * @property {number | null} correcting the deal_id being corrected, null when entering a new deal
 * @property {boolean} syncing whether the entries kept on the phone are being sent
 * @property {import("./pad-block.js").ShownBlock | null} shownBlock the scoring block last drawn
 *   (the server's, or provisional)
 */

/**
 * What the server last said of the pad, read where a pad has been heard (its drawing, its
 * entry form); reading it before is an error naming it.
 * @param {PadState} state
 * @returns {PadHeard}
 */
export function heardOf(state) {
  if (!state.heard) throw new Error("no pad has been heard yet");
  return state.heard;
}

/**
 * The state of a page that has opened no pad.
 * @returns {PadState}
 */
export function initialPadState() {
  return { padId: null, key: null, heard: null, correcting: null, syncing: false, shownBlock: null };
}

/** The pad page's state: its one mutable value. */
export const padStore = { state: initialPadState() };

/**
 * Apply a step to the pad page's state; returns the new state.
 * @template {any[]} A
 * @param {(state: PadState, ...args: A) => PadState} step
 * @param {A} args
 * @returns {PadState}
 */
export function update(step, ...args) {
  padStore.state = step(padStore.state, ...args);
  return padStore.state;
}

/**
 * A pad is opened from the page's address (its id and key; either missing: the start page),
 * with what the phone kept of it. Nothing is being corrected or sent yet.
 * @param {PadState} state
 * @param {string | null} padId
 * @param {string | null} key
 * @param {PadHeard | null} kept
 * @returns {PadState}
 */
export function opened(state, padId, key, kept) {
  if (!padId || !key) return { ...state, padId: null, key };
  return { ...state, padId, key, heard: kept || null, correcting: null, syncing: false };
}

/**
 * The server answered with the pad (a fetch or an op accepted): its view and whether this key
 * may edit; the share link is kept when the answer does not repeat it.
 * @param {PadState} state
 * @param {{pad: PadView, can_edit: boolean, share_url?: string | null}} answer
 * @returns {PadState}
 */
export function padHeard(state, answer) {
  const shareUrl = answer.share_url || (state.heard && state.heard.share_url) || null;
  return { ...state, heard: { pad: answer.pad, can_edit: answer.can_edit, share_url: shareUrl } };
}

/**
 * A correction of a deal begins: the form corrects that deal (its deal_id).
 * @param {PadState} state
 * @param {number} dealId
 * @returns {PadState}
 */
export function correctionStarted(state, dealId) {
  return { ...state, correcting: dealId };
}

/**
 * The correction is done or cancelled: the form enters a new deal.
 * @param {PadState} state
 * @returns {PadState}
 */
export function correctionEnded(state) {
  return { ...state, correcting: null };
}

/**
 * The entries kept on the phone start being sent (one sending at a time).
 * @param {PadState} state
 * @returns {PadState}
 */
export function syncStarted(state) {
  return { ...state, syncing: true };
}

/**
 * The sending of the kept entries is over (all sent, or the network failed).
 * @param {PadState} state
 * @returns {PadState}
 */
export function syncEnded(state) {
  return { ...state, syncing: false };
}

/**
 * A scoring block was drawn (the server's, or one reckoned with entries not yet sent).
 * @param {PadState} state
 * @param {import("./pad-block.js").ShownBlock} block
 * @returns {PadState}
 */
export function blockShown(state, block) {
  return { ...state, shownBlock: block };
}

// -- what the phone keeps -------------------------------------------------------------------

/**
 * The localStorage key of a pad's kept data.
 * @param {string | null} padId
 */
export function keptKey(padId) {
  return `bw-pad:${padId}`;
}

/**
 * What the phone keeps of the open pad: `{key, state, queue}` (state: the server's last answer).
 * @param {PadState} state
 * @returns {{key?: string, state?: PadHeard, queue?: any[]}}
 */
export function saved(state) {
  try { return JSON.parse(localStorage.getItem(keptKey(state.padId)) || "null") || {}; } catch { return {}; }
}

/**
 * Keep `changes` for the open pad on the phone, and the pad in the phone's list of pads.
 * @param {PadState} state
 * @param {{state?: PadHeard | null, queue?: any[]}} changes
 */
export function save(state, changes) {
  const data = { ...saved(state), ...changes, key: state.key };
  localStorage.setItem(keptKey(state.padId), JSON.stringify(data));
  const known = JSON.parse(localStorage.getItem("bw-pads") || "{}");
  known[String(state.padId)] = { key: state.key, title: (data.state && data.state.pad.title) || "",
    sides: data.state && data.state.pad.sides };
  localStorage.setItem("bw-pads", JSON.stringify(known));
}

/**
 * The ops kept on the phone for the open pad, not yet sent, in order.
 * @param {PadState} state
 * @returns {any[]}
 */
export function queue(state) {
  return saved(state).queue || [];
}
