// @ts-check
// The pace of the table: the server sends each act the moment it is made (the computer players
// answer in milliseconds); the presenter shows them at a human pace. A view that follows a
// computer player's act waits the pace's delay for a card or a call (normal: 0.7 s); a finished
// trick stays on the table for the hold (normal: 1.5 s) or until it is clicked. The receiver's
// own acts and the views of people are shown at once. Events wait their turn behind the views
// before them, so that what the log says matches what the felt shows.

/** Milliseconds a computer player's act waits, and a finished trick stays, at each pace.
 * @type {Readonly<Record<string, {act: number, hold: number}>>} */
export const PACES = {
  quick: { act: 300, hold: 800 },
  normal: { act: 700, hold: 1500 },
  slow: { act: 1200, hold: 2500 },
  off: { act: 0, hold: 0 },
};

/** The pace chosen in this browser ("normal" when none is kept). */
export function paceOf() {
  try {
    const kept = localStorage.getItem("bridgewhist.pace");
    if (kept && kept in PACES) return kept;
  } catch {
    /* nothing kept */
  }
  return "normal";
}

/**
 * Why the last trick is not shown during the play: the law of the table's code, as the view
 * cites it (`quitted_trick_law`, read by the server from the code's data: "english-1904 law 108");
 * every kind of table's view sends it; a view without it gives the rule without a citation.
 * @param {{quitted_trick_law?: string | null} | null | undefined} view
 * @returns {string}
 */
export function lastTrickLaw(view) {
  const rule = "Once a trick is turned and quitted it must not be looked at until the end of the hand";
  const law = view && view.quitted_trick_law;
  return law ? `${rule} (${law}).` : `${rule}.`;
}

/** The cards of the trick in progress. @param {TableView | null | undefined} view */
function cardsIn(view) {
  const count = (/** @type {TableView["trick"]} */ trick) => (trick && trick.cards ? Object.keys(trick.cards).length : 0);
  return count(view && view.trick);
}

/** @param {TableView | null | undefined} before @param {TableView | null | undefined} after */
function trickJustFinished(before, after) {
  if (!after || !after.last_trick || cardsIn(after) !== 0) return false;
  const key = (/** @type {TableView | null | undefined} */ v) => JSON.stringify((v && v.last_trick) || null);
  return key(before) !== key(after);
}

/** Who acts now (the dealer for dummy). @param {TableView | null | undefined} view */
function actorOf(view) {
  if (!view) return null;
  const dummy = view.dummy || null;
  if (view.acting) return view.acting;
  if (view.phase === "play" && dummy && view.turn === dummy) return view.dealer || null;
  return view.turn || null;
}

/** Whether frames wait, on the page's <body> (`data-pacing`: "yes" or "no"). @param {boolean} on */
function showPacing(on) {
  document.body.dataset.pacing = on ? "yes" : "no";
}

/** Shows frames in order, pacing the computer players' acts. */
export class Presenter {
  /**
   * `pacing(on)` says whether frames wait (the page's <body data-pacing>, for the tests).
   * @param {{present: (frame: Frame) => void, pace: () => string, isComputer: (seat: string) => boolean,
   *   current: () => {view: TableView | null, seq: number | null, pending?: unknown},
   *   clock?: () => number, pacing?: (on: boolean) => void}} parts
   */
  constructor({ present, pace, isComputer, current, clock = () => Date.now(), pacing = showPacing }) {
    this.present = present;
    this.pace = pace;
    this.isComputer = isComputer;
    this.current = current;
    this.clock = clock;
    this.pacing = pacing;
    /** @type {Frame[]} */
    this.queue = [];
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.timer = null;
    this.holdUntil = 0;
  }

  /** A frame from the server: shown now, or after those before it and its pace.
   * @param {Frame} frame */
  push(frame) {
    this.queue.push(frame);
    this.pump();
  }

  /** Whether a finished trick is being held on the table now. */
  holding() {
    return this.holdUntil > this.clock();
  }

  /** Turn the finished trick now (a click on it): what waits behind it comes at once. */
  turn() {
    if (!this.holding()) return;
    this.holdUntil = 0;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.pump();
    const { view } = this.current();
    if (view) this.present({ type: "redraw" });
  }

  /** How long the frame waits before it is shown, in milliseconds. @param {Frame} frame */
  delayOf(frame) {
    if (frame.type !== "view") return 0;
    const { view, seq, pending } = this.current();
    const pace = PACES[this.pace()] || PACES.normal;
    if (!view || pending || pace.act === 0) return 0;
    const next = frame.seq;
    if (next == null || seq == null || next <= seq) return 0;
    let wait = 0;
    const actor = actorOf(view);
    if (["declaration", "doubling", "play"].includes(view.phase ?? "") && actor && this.isComputer(actor)) {
      wait = pace.act;
    }
    return Math.max(wait, this.holdUntil - this.clock(), 0);
  }

  pump() {
    if (this.timer) return;
    while (this.queue.length) {
      const wait = this.delayOf(this.queue[0]);
      if (wait > 0) {
        this.pacing(true);
        this.timer = setTimeout(() => {
          this.timer = null;
          const due = this.queue.shift();
          if (due) this.show(due);
          this.pump();
        }, wait);
        return;
      }
      const due = this.queue.shift();
      if (due) this.show(due);
    }
    this.pacing(false);
  }

  /** @param {Frame} frame */
  show(frame) {
    const before = this.current().view;
    if (frame.type === "view" && trickJustFinished(before, frame.view)) {
      const pace = PACES[this.pace()] || PACES.normal;
      this.holdUntil = this.clock() + pace.hold;
      if (pace.hold) setTimeout(() => this.present({ type: "redraw" }), pace.hold + 20);
    } else if (frame.type === "view" && cardsIn(frame.view) > 0) {
      this.holdUntil = 0;
    }
    this.present(frame);
  }
}
