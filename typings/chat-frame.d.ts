/* Generated from docs/schema/chat-frame.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Type = "chat";
export type N = number;
export type At = string;
export type Place = number;
export type Name = string;
export type Text = string;
export type Past = boolean;

/**
 * The ``chat`` frame: line ``n`` of the table, said by ``name`` from ``place`` at ``at``.
 */
export interface ChatLine {
  type?: Type;
  n: N;
  at: At;
  place: Place;
  name: Name;
  text: Text;
  past?: Past;
}
