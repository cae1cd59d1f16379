// @ts-check
// The table page's one mutable state, and the pure steps that change it. Every other module of
// the page reads `store.state` and changes it only through `update(step, ...)` with one of the
// steps below, each a pure function from a state to the next (tested by tests/js/test_store.mjs).


/**
 * @typedef {object} TableState
 * @property {string | null} token the seat's token, null when watching
 * @property {import("./api.js").TableSocket | null} socket the table's socket, once connected
 * @property {TableView | null} view the view shown
 * @property {number | null} seq the view's seq, sent with an action
 * @property {string | null} pending the ref of the action sent and not yet answered
 * @property {string | null} lastFocus the action last made, focused again when offered
 * @property {boolean} wasMyTurn whether the table waited for the receiver at the last draw
 * @property {Record<string, string>} shownTrick the cards drawn in the centre, by seat
 * @property {import("./pace.js").Presenter | null} presenter the pace's presenter
 * @property {AudioContext | null} audio the sounds' audio context (settings.js), made on first use
 */

/**
 * The state of a page that has drawn nothing yet.
 * @param {string | null} token
 * @returns {TableState}
 */
export function initialState(token) {
  return {
    token, socket: null, view: null, seq: null, pending: null, lastFocus: null, wasMyTurn: false,
    shownTrick: {}, presenter: null, audio: null,
  };
}

/** The page's state: the one mutable value of the client. */
export const store = { state: initialState(null) };

/**
 * Apply a step to the page's state; returns the new state.
 * @template {any[]} A
 * @param {(state: TableState, ...args: A) => TableState} step
 * @param {A} args
 * @returns {TableState}
 */
export function update(step, ...args) {
  store.state = step(store.state, ...args);
  return store.state;
}

/**
 * A view frame is shown: its view and seq; no action waits any more.
 * @param {TableState} state
 * @param {Frame} frame
 * @returns {TableState}
 */
export function viewShown(state, frame) {
  return { ...state, view: frame.view || {}, seq: frame.seq ?? null, pending: null };
}

/** Whether an error frame says the seat's token is not good here. @param {Frame} frame */
export function tokenRefused(frame) {
  return frame.reason === "bad_token" || frame.reason === "unknown_token";
}

/**
 * An error frame arrived: the action is no longer pending; a token refused is forgotten.
 * @param {TableState} state
 * @param {Frame} frame
 * @returns {TableState}
 */
export function refused(state, frame) {
  return { ...state, token: tokenRefused(frame) ? null : state.token, pending: null };
}

/**
 * An action was sent with its ref: it is pending, and focused again when next offered.
 * @param {TableState} state
 * @param {string} action
 * @param {string} ref
 * @returns {TableState}
 */
export function actionSent(state, action, ref) {
  return { ...state, lastFocus: action, pending: ref };
}

/**
 * The seat's token changed (joined, given up, refused).
 * @param {TableState} state
 * @param {string | null} token
 * @returns {TableState}
 */
export function tokenChanged(state, token) {
  return { ...state, token };
}

/**
 * A socket, the presenter or the audio context is set up.
 * @param {TableState} state
 * @param {{socket?: import("./api.js").TableSocket | null, presenter?: import("./pace.js").Presenter,
 *   audio?: AudioContext}} parts
 * @returns {TableState}
 */
export function wired(state, parts) {
  return { ...state, ...parts };
}

/**
 * A view was drawn: whether the table waited for the receiver, and the cards in the centre.
 * @param {TableState} state
 * @param {boolean} myTurn
 * @param {Record<string, string>} shownTrick
 * @returns {TableState}
 */
export function drawn(state, myTurn, shownTrick) {
  return { ...state, wasMyTurn: myTurn, shownTrick };
}

/**
 * Whether the table starts waiting for the receiver with this draw (then it is announced).
 * @param {TableState} state
 * @param {boolean} myTurn
 * @returns {boolean}
 */
export function turnBegins(state, myTurn) {
  return myTurn && !state.wasMyTurn;
}

/**
 * The seats whose card in the centre is new since the last draw (they move in from their side).
 * @param {TableState} state
 * @param {Record<string, string>} shown
 * @returns {Set<string>}
 */
export function arriving(state, shown) {
  return new Set(Object.keys(shown).filter((seat) => state.shownTrick[seat] !== shown[seat]));
}
