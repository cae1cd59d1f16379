/* Generated from docs/schema/analysis-board.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Dealer = string;
export type Makers = "NS" | "EW";
export type Strain = "S" | "H" | "D" | "C" | "NT";
export type Multiplier = number;
export type Ns = number;
export type Ew = number;
export type MakersDd = number;
export type MakersTricks = number;
/**
 * 0 to 51: the card's place in the play
 */
export type Index = number;
export type Trick = number;
export type Seat = string;
export type Card = string;
export type Best = string;
/**
 * tricks the card loses against the best card
 */
export type Cost = number;
export type MakersBefore = number;
export type MakersAfter = number;
/**
 * the card moved the makers' double-dummy tricks
 */
export type Changed = boolean;
export type Cards = AnalysisCard[];
export type Seat1 = string;
export type TricksLost = number;
export type Costliest = number | null;
export type Players = PlayerLine[];
export type Strain1 = "S" | "H" | "D" | "C" | "NT";
export type Tricks = number;
export type MakersPoints = number;
export type AdversariesPoints = number;
export type Chosen = boolean;
export type Abandoned = boolean;
export type Makes = MakeLine[];
export type MakesLaw = string;
/**
 * the deal's number in its record (from 1)
 */
export type Deal = number;
/**
 * the deals in the record
 */
export type Deals = number;
/**
 * the seat the asking member held in this deal (his seat token's), if any
 */
export type YourSeat = string | null;
/**
 * the computer players a branch may be played against on this server
 */
export type Computers = ("maxims" | "ddmc")[];

/**
 * ``GET /api/tables/{id}/analysis`` and ``POST /api/analysis/pbn``: the analysis board of a
 * finished deal.
 */
export interface AnalysisBoard {
  dealer: Dealer;
  makers: Makers;
  strain: Strain;
  multiplier: Multiplier;
  hands: Hands;
  game_score: SidePoints;
  makers_dd: MakersDd;
  makers_tricks: MakersTricks;
  points: SidePoints1;
  cards: Cards;
  players: Players;
  makes: Makes;
  makes_law: MakesLaw;
  deal: Deal;
  deals: Deals;
  names?: Names;
  your_seat?: YourSeat;
  computers?: Computers;
}
/**
 * each hand as dealt, in PBN (spades first)
 */
export interface Hands {
  /**
   * This interface was referenced by `Hands`'s JSON-Schema definition
   * via the `patternProperty` "^[NESW]$".
   */
  [k: string]: string;
}
/**
 * each side's points toward game when the deal began
 */
export interface SidePoints {
  NS: Ns;
  EW: Ew;
}
/**
 * A figure for each side.
 */
export interface SidePoints1 {
  NS: Ns;
  EW: Ew;
}
/**
 * One card of the deal against double dummy.
 */
export interface AnalysisCard {
  index: Index;
  trick: Trick;
  seat: Seat;
  card: Card;
  values: Values;
  best: Best;
  cost: Cost;
  makers_before: MakersBefore;
  makers_after: MakersAfter;
  changed: Changed;
}
/**
 * each legal card at that moment and the tricks its side takes from this trick on, double dummy
 */
export interface Values {
  [k: string]: number;
}
/**
 * A seat's play against double dummy: the tricks lost, the costliest card's index (none when
 * every card was a best card).
 */
export interface PlayerLine {
  seat: Seat1;
  tricks_lost: TricksLost;
  costliest: Costliest;
}
/**
 * One strain made by the dealer's side: its double-dummy tricks and each side's points.
 */
export interface MakeLine {
  strain: Strain1;
  tricks: Tricks;
  makers_points: MakersPoints;
  adversaries_points: AdversariesPoints;
  chosen: Chosen;
  abandoned: Abandoned;
}
/**
 * the players' names by seat, as the record has them
 */
export interface Names {
  /**
   * This interface was referenced by `Names`'s JSON-Schema definition
   * via the `patternProperty` "^[NESW]$".
   */
  [k: string]: string;
}
