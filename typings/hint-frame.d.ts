/* Generated from docs/schema/hint-frame.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Type = "hint";
export type Seq = number;
export type Action = string;
export type Words = string;
export type Rule = string;
export type Maxim = string;
export type Book = string | null;
export type Advisor = ("coming" | "sent" | "unavailable") | null;
export type AdvisorNote = string | null;
export type Partner = string | null;

/**
 * The ``hint`` frame: on the view of ``seq``, the maxims' ``action`` in words, the rule, the
 * maxim's words and the book (null when no maxim applies); ``advisor``: ``coming`` (an
 * ``advice`` frame follows), ``sent`` (already sent for this view), ``unavailable`` (with
 * ``advisor_note`` saying why) or null (the advisor does not answer here).
 */
export interface HintAnswer {
  type?: Type;
  seq: Seq;
  action: Action;
  words: Words;
  rule: Rule;
  maxim: Maxim;
  book: Book;
  advisor?: Advisor;
  advisor_note?: AdvisorNote;
  partner?: Partner;
}
