/* Generated from docs/schema/error-frame.schema.json by json-schema-to-typescript (npm run types): do not edit. */

export type Type = "error";
export type Ref = string | number | boolean | null;
export type Reason = string;
export type Message = string;
export type Law = string | null;

/**
 * An action or frame refused; ``ref`` echoes the client's (a string or a number) or is null.
 */
export interface ErrorFrame {
  type?: Type;
  ref?: Ref;
  reason: Reason;
  message: Message;
  law?: Law;
}
