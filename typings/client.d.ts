// The names the client's JSDoc uses (a global script: no import or export at its top level), over
// the types generated from docs/schema/ (view-frame.d.ts, event-frame.d.ts, error-frame.d.ts: npm
// run types; tests/web/test_client_js.py checks they are current). tsconfig.json includes this.

type Views = import("./view-frame").View;

/** Every key of any member of a union `U`. */
type KeysOf<U> = U extends unknown ? keyof U : never;

/** The type of key `K` in whichever members of `U` have it. */
type ValueOf<U, K extends PropertyKey> = U extends { [P in K]?: infer V } ? V : never;

/**
 * One shape for a union of views: each key any kind of table sends, with the types it has in the
 * kinds that send it, optional (a key a kind lacks is absent). The client reads a view so, with
 * one code path for every kind and the kind's own keys (`x`, `places`, `laws`...) where present.
 */
type Merged<U> = { [K in KeysOf<U>]?: ValueOf<U, K> };

/** A view of any kind of table (four-hand, club laws, club, three-hand), as the client reads it. */
type TableView = Merged<Views>;

/** A member of the table as one receiver's view lists him (X at three-hand is drawn as one). */
type Member = import("./view-frame").MemberSeen;

/** One of the receiver's legal actions: its text and, from the server, its words. */
type Legal = { action: string; words?: string };

/** A finished deal of the history, of any kind (the club-laws deals have `steps`). */
type HistoryDeal = Merged<import("./view-frame").FinishedDeal | import("./view-frame").LawsDeal
  | import("./view-frame").ThreeDeal>;

/** A frame from the server the page reads (views, events, errors; the talk and hints are read by
 * chat.js and hints.js), or the presenter's own "redraw". */
type Frame = Omit<Merged<import("./view-frame").ViewFrame | import("./event-frame").EventFrame
  | import("./error-frame").ErrorFrame>, "type"> & { type: string };

/** The score of a view, of any kind (Rubber's scoring block, or three-hand's). */
type Score = Merged<NonNullable<TableView["score"]>>;

/** A finished rubber of the table, of any kind (three-hand's says its own result). */
type RubberLine = Merged<NonNullable<TableView["rubbers"]>[number]>;

/** Whoever sits at a seat: a member, or X at three-hand (three.js xMember). */
type Sitter = Merged<Member | { seat: string; name: string; kind: "dummy"; member: null }>;
