/* Generated from docs/schema/analysis-line.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Deal = number;
/**
 * the card (0 to 51) the line starts at
 */
export type From = number;
export type Seat = string;
export type Card = string;
export type MakersAfter = number;
export type Line = LineCard[];

/**
 * The best line (both sides' double-dummy play) from card ``from`` to the end.
 */
export interface AnalysisLine {
  deal: Deal;
  from: From;
  line: Line;
}
/**
 * One card of a double-dummy line: who, which, the makers' tricks after it.
 */
export interface LineCard {
  seat: Seat;
  card: Card;
  makers_after: MakersAfter;
}
