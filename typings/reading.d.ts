// More names the client's JSDoc uses (a global script, as client.d.ts), over the generated
// view-frame.d.ts: the parts of a view that the laws, the claims and the scoring block read.
// tsconfig.json includes this.

/** A line of the club-laws referee's log. */
type RefereeLine = import("./view-frame").RefereeLine;

/** A claim or an undo asked for, as the view shows it. */
type ClaimAsk = import("./view-frame").Ask;

/** One item of the scoring block, with its law. */
type ScoreItem = import("./view-frame").ScoreItem;

/** One deal of a rubber's scoring block. */
type DealScore = import("./view-frame").DealScore;

/** The scoring block of a rubber. */
type RubberScore = import("./view-frame").RubberScore;

/** Sends an act's text (connection.js act). */
type Act = (action: string) => void;
