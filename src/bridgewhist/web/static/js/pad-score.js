// @ts-check
// The score pad's own reckoning of deals not yet checked by the server (entered offline): the
// same block the server draws (bridgewhist.pad.scoring_block), from the law code's figures the
// server sends with the pad (view.scoring: ScoringLaws), marked provisional until the server
// has accepted the entries. tests/browser/test_pad_browser.py checks it against the engine.

/** @typedef {"NS" | "EW"} Side */
/** @typedef {{NS: number, EW: number}} BySide */

/** The partnerships. */
const SIDES = /** @type {const} */ (["NS", "EW"]);
/** @type {Readonly<Record<string, number>>} */
const STRAIN_INDEX = { S: 0, H: 1, D: 2, C: 3, NT: 4 };
/** @type {Readonly<Record<Side, Side>>} */
const OTHER = { NS: "EW", EW: "NS" };
/** @type {Readonly<Record<string, keyof PadScoring>>} */
const SUIT_CALL_FIELDS = {
  simple: "honours_three_divided", four: "honours_four_divided", five: "honours_five_divided",
  "four-in-one-hand": "honours_four_in_one_hand",
  "four-in-one-hand-fifth-with-partner": "honours_four_in_one_hand_fifth_with_partner",
  "five-in-one-hand": "honours_five_in_one_hand",
};
/** @type {Readonly<Record<string, keyof PadScoring>>} */
const ACE_CALL_FIELDS = { "three-aces": "aces_three", "four-aces": "aces_four_divided",
  "four-aces-in-one-hand": "aces_four_in_one_hand" };

/** A figure of the code's scoring laws, by its field. @param {PadScoring} rules @param {keyof PadScoring} field */
function lawFigure(rules, field) {
  return Number(rules[field]);
}

// One deal's points: {below: {NS, EW}, above: {NS, EW}} (tricks; honours, chicane, slam).
/**
 * @param {PadScoring} rules
 * @param {DealFacts | PointsFacts} entry
 * @returns {{below: BySide, above: BySide}}
 */
export function scoreEntry(rules, entry) {
  if ("points" in entry) {   // a points-only pad: the figures as entered
    const points = entry.points;
    const figure = (/** @type {Side} */ side, /** @type {"below" | "above"} */ place) => Number(points[side]?.[place] || 0);
    return { below: { NS: figure("NS", "below"), EW: figure("EW", "below") },
      above: { NS: figure("NS", "above"), EW: figure("EW", "above") } };
  }
  const value = Number(rules.trick_values[STRAIN_INDEX[entry.strain]]);
  /** @type {BySide} */
  const below = { NS: 0, EW: 0 };
  /** @type {BySide} */
  const above = { NS: 0, EW: 0 };
  /** @type {BySide} */
  const honours = { NS: 0, EW: 0 };
  for (const side of SIDES) {
    const odd = entry.tricks[side] - 6;
    if (odd > 0) below[side] = odd * value * 2 ** entry.doubles;
  }
  if (entry.honours) {
    const call = entry.honours.call;
    const points = entry.strain === "NT" ? lawFigure(rules, ACE_CALL_FIELDS[call]) : lawFigure(rules, SUIT_CALL_FIELDS[call]) * value;
    honours[entry.honours.side] = points;
    above[entry.honours.side] += points;
  }
  if (entry.strain !== "NT") {
    for (const side of SIDES) {
      const count = entry.chicane ? entry.chicane[side] : 0;
      if (!count) continue;
      const points = (count === 2 ? rules.double_chicane_multiple : rules.chicane_multiple) * value;
      if (rules.chicane_rule === "bonus" || honours[side] > 0) above[side] += points;
      else if (honours[OTHER[side]] > 0) above[OTHER[side]] -= Math.min(points, honours[OTHER[side]]);
    }
  }
  for (const side of SIDES) {
    if (entry.tricks[side] === 13) above[side] += rules.grand_slam;
    else if (entry.tricks[side] === 12) above[side] += rules.little_slam;
  }
  return { below, above };
}

/**
 * A scoring block in the server's shape (web/pad_models.py), "we" and "they" its columns.
 * @typedef {"we" | "they"} Column
 * @typedef {{ deal: number, we: number, they: number }} BlockRow
 * @typedef {{ number: number, rows: BlockRow[], winner: Column | null }} BlockGame
 * @typedef {{ below: number, above: number, rubber: number, total: number }} BlockTotal
 * @typedef {{ labels: { we: string, they: string }, we: string, games: BlockGame[],
 *   above: (BlockRow & { items: { what: string, points: number, law: string }[] })[], games_won: { we: number, they: number }, over: boolean,
 *   winner: Column | null, provisional: boolean, totals: { we: BlockTotal, they: BlockTotal },
 *   net: { side: Column | null, points: number } }} Block
 */

/** The columns of a block. */
const COLUMNS = /** @type {const} */ (["we", "they"]);

// The block of these entries, in the shape of the server's ("we" and "they" columns).
/** @param {PadView} pad @param {(DealFacts | PointsFacts)[]} entries @returns {Block} */
export function provisionalBlock(pad, entries) {
  const rules = pad.scoring;
  const we = pad.we;
  const they = OTHER[we];
  const label = (/** @type {Side} */ side) => (side === we ? "we" : "they");
  /** @type {Block} */
  const block = {
    labels: { we: pad.sides[we], they: pad.sides[they] }, we, games: [], above: [],
    games_won: { we: 0, they: 0 }, over: false, winner: null, provisional: true,
    totals: { we: { below: 0, above: 0, rubber: 0, total: 0 }, they: { below: 0, above: 0, rubber: 0, total: 0 } },
    net: { side: null, points: 0 },
  };
  /** @type {BySide} */
  let standing = { NS: 0, EW: 0 };
  /** @type {BlockGame} */
  let game = { number: 1, rows: [], winner: null };
  block.games.push(game);
  entries.forEach((entry, index) => {
    if (block.over) return;
    const points = scoreEntry(rules, entry);
    const number = index + 1;
    const row = { deal: number, we: points.below[we], they: points.below[they] };
    if (row.we || row.they) game.rows.push(row);
    if (points.above[we] || points.above[they]) {
      block.above.push({ deal: number, we: points.above[we], they: points.above[they], items: [] });
    }
    for (const side of SIDES) {
      standing[side] += points.below[side];
      block.totals[label(side)].below += points.below[side];
      block.totals[label(side)].above += points.above[side];
    }
    const winner = SIDES.find((side) => standing[side] >= rules.game_points);
    if (winner) {
      game.winner = label(winner);
      block.games_won[label(winner)] += 1;
      if (block.games_won[label(winner)] >= rules.games_to_win_rubber) {
        block.over = true;
        block.winner = label(winner);
      } else {
        standing = { NS: 0, EW: 0 };
        game = { number: game.number + 1, rows: [], winner: null };
        block.games.push(game);
      }
    }
  });
  if (!game.rows.length && !game.winner && block.games.length > 1) block.games.pop();
  for (const key of COLUMNS) {
    const t = block.totals[key];
    t.rubber = block.winner === key ? rules.rubber_bonus : 0;
    t.total = t.below + t.above + t.rubber;
  }
  const difference = block.totals.we.total - block.totals.they.total;
  block.net = { side: difference > 0 ? "we" : difference < 0 ? "they" : null, points: Math.abs(difference) };
  return block;
}
