/* Generated from docs/schema/advice-frame.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Type = "advice";
export type Seq = number;
/**
 * the asker's own hand, by suit
 */
export type Hand = string;
export type We = number;
export type They = number;
/**
 * the key of the table's code the figures were reckoned under
 */
export type LawCode = string;
/**
 * the make was left to the asker by his partner the dealer
 */
export type Left = boolean;
/**
 * the layouts solved double dummy
 */
export type Samples = number;
export type Seed = number;
/**
 * the make of the highest expected points
 */
export type Best = "spades" | "hearts" | "diamonds" | "clubs" | "no-trumps" | "leave";
export type Make = "spades" | "hearts" | "diamonds" | "clubs" | "no-trumps" | "leave";
export type Mean = number;
/**
 * the interval's low and high ends
 *
 * @minItems 2
 * @maxItems 2
 */
export type Ci95 = [number, number];
/**
 * the layouts it was reckoned from
 */
export type N = number;
/**
 * the makers' mean double-dummy tricks (for leave, at partner's make)
 */
export type Tricks = number;
export type Options = MakeWorth[];
/**
 * the largest value of one trick the doubling may reach; null: no limit
 */
export type Limit = number | null;
/**
 * the law of the table's code that sets the limit, as 'english-1904 law 58'
 */
export type Law = string;
/**
 * the makes whose first double the limit forbids: their double_gain is 0, and leave's on each layout partner would make one of them
 */
export type Forbidden = ("spades" | "hearts" | "diamonds" | "clubs" | "no-trumps" | "leave")[];
export type Note = string | null;

/**
 * The ``advice`` frame: for the view of ``seq``, the advisor's table, or null with the
 * ``note`` saying why not.
 */
export interface AdviceAnswer {
  type?: Type;
  seq: Seq;
  advice: AdviceTable | null;
  note?: Note;
}
/**
 * The advisor's table for the asker's own hand (``Advice.to_dict``): never another's card.
 */
export interface AdviceTable {
  hand: Hand;
  score: AdviceScore;
  law_code: LawCode;
  left: Left;
  samples: Samples;
  seed: Seed;
  best: Best;
  options: Options;
  doubling?: AdviceDoubling;
}
/**
 * The score toward game the advice is for: the asker's side's and the other's.
 */
export interface AdviceScore {
  we: We;
  they: They;
}
/**
 * One make's worth to the makers and what doubling it gains the adversaries.
 */
export interface MakeWorth {
  make: Make;
  points: Estimate;
  double_gain: Estimate1;
  tricks: Tricks;
}
/**
 * the makers' net points, undoubled (the game won or lost counted)
 */
export interface Estimate {
  mean: Mean;
  ci95: Ci95;
  n: N;
}
/**
 * the adversaries' gain by doubling it (0 on each layout where the doubling limit forbids the double)
 */
export interface Estimate1 {
  mean: Mean;
  ci95: Ci95;
  n: N;
}
/**
 * the doubling limit in force and the makes it forbids doubling (always sent by this advisor)
 */
export interface AdviceDoubling {
  limit: Limit;
  law: Law;
  forbidden: Forbidden;
}
