// @ts-check
// "Play on from here", the pure part (no DOM): the seats a user may take (any but dummy's: the
// dealer plays dummy's cards), the seat offered first, the next request's body, and the outcome's
// rows. The server replays and judges every card (web/analysis_branch.py); this only says what
// to ask and how to word the answer.

const ORDER = ["N", "E", "S", "W"];
/** @type {Readonly<Record<string, string>>} */
const NAMES = { N: "North", E: "East", S: "South", W: "West" };

/** The dealer's partner (dummy). @param {string} dealer */
export function dummyOf(dealer) {
  return ORDER[(ORDER.indexOf(dealer) + 2) % 4];
}

/**
 * The seats a user may take, each with its label (the dealer's says he plays dummy's hand too).
 * @param {string} dealer
 * @returns {{seat: string, label: string}[]}
 */
export function branchSeats(dealer) {
  const dummy = dummyOf(dealer);
  return ORDER.filter((seat) => seat !== dummy).map((seat) => ({
    seat, label: seat === dealer ? `${NAMES[seat]} (and dummy ${NAMES[dummy]})` : NAMES[seat] }));
}

/**
 * The seat offered first: the one the user held at the table (dummy's held: the dealer's, who
 * played both hands), else the dealer's.
 * @param {string} dealer @param {string | null | undefined} yours
 */
export function defaultSeat(dealer, yours) {
  if (!yours || yours === dummyOf(dealer)) return dealer;
  return yours;
}

/**
 * The body of the next branch request: the branch's cards so far and the user's card, if any.
 * @param {{deal: number, card: number, seat: string, players: string}} start
 * @param {{card: string}[]} cards
 * @param {string | null} [chosen]
 */
export function branchBody(start, cards, chosen = null) {
  const played = cards.map((c) => c.card);
  if (chosen) played.push(chosen);
  return { deal: start.deal, card: start.card, seat: start.seat, played, players: start.players };
}

/**
 * The outcome as rows: the branch, the deal as played, double dummy from the branch's first
 * card; each with the makers' tricks and each side's points.
 * @param {{branch_tricks: number, played_tricks: number, dd_tricks: number,
 *   branch_points: {NS: number, EW: number}, played_points: {NS: number, EW: number},
 *   dd_points: {NS: number, EW: number}}} outcome
 * @param {number} start the branch's first card (0 to 51)
 * @returns {string[][]}
 */
export function outcomeRows(outcome, start) {
  return [
    ["Your branch", outcome.branch_tricks, outcome.branch_points],
    ["As played", outcome.played_tricks, outcome.played_points],
    [`Double dummy from card ${start + 1}`, outcome.dd_tricks, outcome.dd_points],
  ].map(([name, tricks, points]) => {
    const p = /** @type {{NS: number, EW: number}} */ (points);
    return [String(name), String(tricks), String(p.NS), String(p.EW)];
  });
}

/**
 * The verdict in a sentence: the branch against the deal as played and double dummy.
 * @param {{branch_tricks: number, played_tricks: number, dd_tricks: number}} outcome
 * @param {string} makers "North-South" or "East-West"
 */
export function verdict(outcome, makers) {
  const diff = outcome.branch_tricks - outcome.played_tricks;
  const than = diff === 0 ? "as many tricks as" : `${Math.abs(diff)} trick${Math.abs(diff) === 1 ? "" : "s"} ${diff > 0 ? "more than" : "fewer than"}`;
  return `In your branch ${makers} took ${outcome.branch_tricks}: ${than} at the table; `
    + `double dummy from there they take ${outcome.dd_tricks}.`;
}
