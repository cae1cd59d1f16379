/* Generated from docs/schema/pad-answer.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type PadId = string;
export type CanEdit = boolean;
export type LawCode = string;
export type Title = string;
export type N = string;
export type E = string;
export type S = string;
export type W = string;
export type FirstDealer = string;
export type We = "NS" | "EW";
export type Ns = string;
export type Ew = string;
export type NextDealer = string;
export type Agreed = boolean;
export type PointsOnly = boolean;
export type Number = number;
export type DealId = number;
export type Entry = DealFacts | PointsFacts;
export type Dealer = string;
export type Declarer = "dealer" | "partner";
export type Strain = "S" | "H" | "D" | "C" | "NT";
export type Doubles = number;
export type Ns1 = number;
export type Ew1 = number;
export type Side = "NS" | "EW";
export type Call =
  | "simple"
  | "four"
  | "four-in-one-hand"
  | "four-in-one-hand-fifth-with-partner"
  | "five"
  | "five-in-one-hand"
  | "three-aces"
  | "four-aces"
  | "four-aces-in-one-hand";
export type Dealer1 = string;
export type Below = number;
export type Above = number;
export type Maker = string | null;
export type Side1 = "NS" | "EW";
export type What = string;
export type HonoursWords = string | null;
export type Corrections = number;
/**
 * the entries it had before each correction, oldest first
 */
export type History = (DealFacts | PointsFacts)[];
export type Deals = PadDealShown[];
export type DealId1 = number;
export type Entry1 = DealFacts | PointsFacts;
export type Deleted = DeletedDeal[];
export type Seq = number;
export type Op = "enter" | "correct" | "delete" | "agree";
/**
 * the deal corrected or deleted
 */
export type Deal = number;
/**
 * the deal entered, or its correction
 */
export type Entry2 = DealFacts | PointsFacts;
/**
 * when the server applied it (UTC, ISO 8601)
 */
export type At = string;
export type Log = LoggedOp[];
export type We1 = string;
export type They = string;
/**
 * the keeper's side
 */
export type We2 = "NS" | "EW";
export type Number1 = number;
export type Deal1 = number;
export type DealId2 = number;
export type We3 = number;
export type They1 = number;
export type Rows = BlockRow[];
export type Winner = ("we" | "they") | null;
export type Games = BlockGame[];
export type Deal2 = number;
export type DealId3 = number;
export type We4 = number;
export type They2 = number;
export type Side2 = "we" | "they";
export type Points = number;
export type What1 = string;
export type Law = string;
export type Items = BlockItem[];
export type Above1 = BlockAbove[];
export type We5 = number;
export type They3 = number;
export type Over = boolean;
export type Winner1 = ("we" | "they") | null;
export type Below1 = number;
export type Above2 = number;
export type Rubber = number;
export type Total = number;
export type Side3 = ("we" | "they") | null;
export type Points1 = number;
export type RubberLaw = string;
export type Figure = number;
export type Words = string;
/**
 * the sum written out: '24 + 24 = 48'
 */
export type Arithmetic = string;
export type Label = string;
export type Points2 = number;
export type Terms = ExplainedTerm[];
export type Law1 = string;
export type GamesToWinRubber = number;
export type GamePoints = number;
/**
 * spades, hearts, diamonds, clubs, no trumps
 *
 * @minItems 5
 * @maxItems 5
 */
export type TrickValues = [unknown, unknown, unknown, unknown, unknown];
export type HonoursThreeDivided = number;
export type HonoursFourDivided = number;
export type HonoursFiveDivided = number;
export type HonoursFourInOneHand = number;
export type HonoursFourInOneHandFifthWithPartner = number;
export type HonoursFiveInOneHand = number;
export type AcesThree = number;
export type AcesFourDivided = number;
export type AcesFourInOneHand = number;
export type ChicaneRule = "bonus" | "equal_to_simple_honours";
export type ChicaneMultiple = number;
export type DoubleChicaneMultiple = number;
export type GrandSlam = number;
export type LittleSlam = number;
export type RubberBonus = number;
export type HonoursDoubled = boolean;
export type TrickScoreCorrectableUntil = string;
export type HonoursScoreCorrectableUntil = string;
/**
 * the read-only page, sent to the keeper when he reads the pad
 */
export type ShareUrl = string;

/**
 * ``GET /api/pads/{id}`` and ``POST /api/pads/{id}/ops``: the pad, and what the token may do.
 */
export interface PadAnswer {
  pad_id: PadId;
  can_edit: CanEdit;
  pad: PadView;
  share_url?: ShareUrl;
}
/**
 * Everything the pad's page draws (``bridgewhist.pad.view``): settings, deals, block, log.
 */
export interface PadView {
  law_code: LawCode;
  title: Title;
  players: Seats;
  first_dealer: FirstDealer;
  we: We;
  sides: Sides;
  next_dealer: NextDealer;
  agreed: Agreed;
  points_only: PointsOnly;
  deals: Deals;
  deleted: Deleted;
  log: Log;
  block: PadBlock;
  scoring: PadScoring;
}
/**
 * A name for each seat.
 */
export interface Seats {
  N: N;
  E: E;
  S: S;
  W: W;
}
/**
 * A name for each side ("Ann-Cy").
 */
export interface Sides {
  NS: Ns;
  EW: Ew;
}
/**
 * A deal of the pad: its entry, what the laws make of it, and its corrections.
 */
export interface PadDealShown {
  number: Number;
  deal_id: DealId;
  entry: Entry;
  maker: Maker;
  slam: SlamWon | null;
  honours_words: HonoursWords;
  corrections: Corrections;
  history: History;
}
/**
 * A deal as the players call it (``DealEntry.to_dict``): who made the trump, tricks, honours, chicane.
 */
export interface DealFacts {
  dealer: Dealer;
  declarer: Declarer;
  strain: Strain;
  doubles: Doubles;
  tricks: BySide;
  honours: HonoursCalled | null;
  chicane: BySide1;
}
/**
 * A count for each side.
 */
export interface BySide {
  NS: Ns1;
  EW: Ew1;
}
/**
 * The honours called: the side that held them and the call, in the laws' words.
 */
export interface HonoursCalled {
  side: Side;
  call: Call;
}
/**
 * A count for each side.
 */
export interface BySide1 {
  NS: Ns1;
  EW: Ew1;
}
/**
 * A deal kept as points only (``PointsEntry.to_dict``), as Ames's sheet keeps it.
 */
export interface PointsFacts {
  dealer: Dealer1;
  points: SidesPoints;
}
/**
 * Each side's points in one deal of a points-only pad.
 */
export interface SidesPoints {
  NS: SidePoints;
  EW: SidePoints;
}
/**
 * A side's points in one deal of a points-only pad.
 */
export interface SidePoints {
  below: Below;
  above: Above;
}
/**
 * The side that won a slam and its name ("grand slam", "little slam").
 */
export interface SlamWon {
  side: Side1;
  what: What;
}
/**
 * A deal deleted from the pad, kept in its history.
 */
export interface DeletedDeal {
  deal_id: DealId1;
  entry: Entry1;
}
/**
 * An operation of the pad's log, as kept (the client's ``op_id`` not shown).
 */
export interface LoggedOp {
  seq: Seq;
  op: Op;
  deal?: Deal;
  entry?: Entry2;
  at?: At;
}
/**
 * The scoring block as the books draw it: "we" and "they" columns (``pad.scoring_block``).
 */
export interface PadBlock {
  labels: ColumnLabels;
  we: We2;
  games: Games;
  above: Above1;
  games_won: ColumnGames;
  over: Over;
  winner: Winner1;
  totals: ColumnTotals;
  net: NetWon;
  rubber_law: RubberLaw;
  explain: Explain;
}
/**
 * The players of each column ("Ann-Cy").
 */
export interface ColumnLabels {
  we: We1;
  they: They;
}
/**
 * A game of the block: its rows below the line and its winner (ruled off under it).
 */
export interface BlockGame {
  number: Number1;
  rows: Rows;
  winner: Winner;
}
/**
 * A deal's points below the line in one game.
 */
export interface BlockRow {
  deal: Deal1;
  deal_id: DealId2;
  we: We3;
  they: They1;
}
/**
 * A deal's points above the line, item by item.
 */
export interface BlockAbove {
  deal: Deal2;
  deal_id: DealId3;
  we: We4;
  they: They2;
  items: Items;
}
/**
 * One item above the line, with its law ("" for a points-only pad's figure as entered).
 */
export interface BlockItem {
  side: Side2;
  points: Points;
  what: What1;
  law: Law;
}
/**
 * The games each column has won.
 */
export interface ColumnGames {
  we: We5;
  they: They3;
}
/**
 * Both columns' totals.
 */
export interface ColumnTotals {
  we: BlockTotal;
  they: BlockTotal;
}
/**
 * A column's totals: below, above, the rubber's bonus, and all.
 */
export interface BlockTotal {
  below: Below1;
  above: Above2;
  rubber: Rubber;
  total: Total;
}
/**
 * The rubber's difference: the column ahead (None when level) and by how many points.
 */
export interface NetWon {
  side: Side3;
  points: Points1;
}
/**
 * how each figure was made, by the figure's key: 'deal-below:3:we', 'above:they', 'total:we', 'net'... (none on a points-only pad)
 */
export interface Explain {
  [k: string]: Explained;
}
/**
 * How one figure of a block was made (``Explanation.to_dict``): the figure, the words to
 * read, the sum written out, its terms and its law (the table's, the pad's and the replay's).
 */
export interface Explained {
  figure: Figure;
  words: Words;
  arithmetic: Arithmetic;
  terms: Terms;
  law: Law1;
}
/**
 * One term of a figure's sum: what it counts and its points.
 */
export interface ExplainedTerm {
  label: Label;
  points: Points2;
}
/**
 * The pad's code's scoring laws (``ScoringLaws.to_dict``), which the page's form reads.
 */
export interface PadScoring {
  games_to_win_rubber: GamesToWinRubber;
  game_points: GamePoints;
  trick_values: TrickValues;
  honours_three_divided: HonoursThreeDivided;
  honours_four_divided: HonoursFourDivided;
  honours_five_divided: HonoursFiveDivided;
  honours_four_in_one_hand: HonoursFourInOneHand;
  honours_four_in_one_hand_fifth_with_partner: HonoursFourInOneHandFifthWithPartner;
  honours_five_in_one_hand: HonoursFiveInOneHand;
  aces_three: AcesThree;
  aces_four_divided: AcesFourDivided;
  aces_four_in_one_hand: AcesFourInOneHand;
  chicane_rule: ChicaneRule;
  chicane_multiple: ChicaneMultiple;
  double_chicane_multiple: DoubleChicaneMultiple;
  grand_slam: GrandSlam;
  little_slam: LittleSlam;
  rubber_bonus: RubberBonus;
  honours_doubled: HonoursDoubled;
  trick_score_correctable_until: TrickScoreCorrectableUntil;
  honours_score_correctable_until: HonoursScoreCorrectableUntil;
}
