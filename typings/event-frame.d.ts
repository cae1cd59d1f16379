/* Generated from docs/schema/event-frame.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Type = "event";
export type Seq = number;
export type Kind = string;
export type Text = string;

/**
 * What just happened, in words (never a card its receivers have not seen played).
 */
export interface EventFrame {
  type?: Type;
  seq: Seq;
  kind: Kind;
  text: Text;
}
