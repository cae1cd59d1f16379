/* Generated from docs/schema/analysis-branch.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Deal = number;
export type Start = number;
export type Seat = string;
export type Players = "maxims" | "ddmc";
export type Seat1 = string;
export type Card = string;
export type Cards = BranchCard[];
export type Replies = number;
/**
 * the trick in progress, its lead first
 */
export type Trick = BranchCard[];
export type Ns = number;
export type Ew = number;
/**
 * the hand to play next (none: the deal is over)
 */
export type ToPlay = string | null;
/**
 * the user's legal cards (empty unless his turn)
 */
export type Legal = string[];
export type Makers = "NS" | "EW";
export type BranchTricks = number;
export type PlayedTricks = number;
export type DdTricks = number;

/**
 * ``POST .../analysis/branch``: the branch with the computers' cards up to the user's next
 * turn (the last ``replies`` of ``cards``), the hands still held, the trick in progress, the
 * user's legal cards when it is his turn, and the outcome once the deal is over.
 */
export interface BranchAnswer {
  deal: Deal;
  start: Start;
  seat: Seat;
  players: Players;
  cards: Cards;
  replies: Replies;
  hands: Hands;
  trick: Trick;
  won: SidePoints;
  to_play: ToPlay;
  legal: Legal;
  outcome?: BranchOutcome | null;
}
/**
 * One card of a branch: the seat whose hand it came from, and the card.
 */
export interface BranchCard {
  seat: Seat1;
  card: Card;
}
/**
 * the cards each seat still holds, in PBN
 */
export interface Hands {
  /**
   * This interface was referenced by `Hands`'s JSON-Schema definition
   * via the `patternProperty` "^[NESW]$".
   */
  [k: string]: string;
}
/**
 * A figure for each side.
 */
export interface SidePoints {
  NS: Ns;
  EW: Ew;
}
/**
 * The branch's end beside the deal as played and double dummy from its first card: the
 * makers' tricks and the points each side would score at the rubber's score.
 */
export interface BranchOutcome {
  makers: Makers;
  branch_tricks: BranchTricks;
  played_tricks: PlayedTricks;
  dd_tricks: DdTricks;
  branch_points: SidePoints1;
  played_points: SidePoints1;
  dd_points: SidePoints1;
}
/**
 * A figure for each side.
 */
export interface SidePoints1 {
  NS: Ns;
  EW: Ew;
}
