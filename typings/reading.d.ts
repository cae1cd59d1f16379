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

/** A side's points in one deal of a rubber's block, item by item. */
type SideScore = import("./view-frame").SideScore;

/** A finished club-laws deal, with its steps (the replay of a refereed deal). */
type LawsDeal = import("./view-frame").LawsDeal;

/** A step of a refereed deal's replay. */
type ReplayStep = import("./view-frame").Step;

/** A trick changed in a step: completed, amended or taken back. */
type StepTrick = import("./view-frame").StepTrick;

/** The advisor's answer (the `advice` frame) and its table. */
type AdviceFrame = import("./advice-frame").AdviceAnswer;
type AdviceTable = import("./advice-frame").AdviceTable;

/** The score pad as the server answers it (GET /api/pads/{id}, POST .../ops), and its parts. */
type PadAnswer = import("./pad-answer").PadAnswer;
type PadView = import("./pad-answer").PadView;
type PadDealShown = import("./pad-answer").PadDealShown;
type PadBlock = import("./pad-answer").PadBlock;
type PadScoring = import("./pad-answer").PadScoring;
type DealFacts = import("./pad-answer").DealFacts;
type PointsFacts = import("./pad-answer").PointsFacts;
