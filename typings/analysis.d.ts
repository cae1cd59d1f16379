// The names the analysis page's JSDoc uses (a global script: no import or export at its top
// level), over the types generated from docs/schema/ (analysis-board.d.ts, analysis-line.d.ts,
// analysis-branch.d.ts: npm run types; tests/web/test_client_js.py checks they are current).

/** GET /api/tables/{id}/analysis and POST /api/analysis/pbn: a finished deal's analysis board. */
type AnalysisBoard = import("./analysis-board").AnalysisBoard;

/** One card of the deal against double dummy. */
type AnalysisCard = import("./analysis-board").AnalysisCard;

/** The best line from a card: both sides' double-dummy play to the end. */
type AnalysisLine = import("./analysis-line").AnalysisLine;

/** One card of a double-dummy line. */
type LineCard = import("./analysis-line").LineCard;

/** POST .../analysis/branch: a branch with the computers' cards up to the user's next turn. */
type BranchAnswer = import("./analysis-branch").BranchAnswer;

/** A branch's end beside the deal as played and double dummy. */
type BranchOutcome = import("./analysis-branch").BranchOutcome;
