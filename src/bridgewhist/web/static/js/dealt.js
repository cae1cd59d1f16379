// @ts-check
// The hands as dealt, read from a finished deal of the view's history (its PBN "hands":
// "N:T974.AJ94.A654.3 Q82.2.Q7.KQJT987 ..."), which the server sends only once a deal's last
// card is played; nothing here is reckoned, only read. Pure: tested by node (tests/js/).

import { SUITS } from "./cards.js";

const CLOCKWISE = ["N", "E", "S", "W"];

/**
 * The four hands of a PBN deal, seat by seat from North clockwise: each suit's ranks as printed
 * on the cards ("10" for the ten), highest first as the PBN gives them.
 * @param {string} pbn
 * @returns {{seat: string, suits: {suit: string, ranks: string[]}[]}[]}
 */
export function dealtHands(pbn) {
  const match = /^([NESW]):(.+)$/.exec((pbn || "").trim());
  if (!match) return [];
  const hands = match[2].trim().split(/\s+/);
  if (hands.length !== 4) return [];
  const first = CLOCKWISE.indexOf(match[1]);
  const read = hands.map((hand, i) => ({
    seat: CLOCKWISE[(first + i) % 4],
    suits: hand.split(".").map((ranks, s) => ({ suit: SUITS[s], ranks: [...ranks].map((r) => (r === "T" ? "10" : r)) })),
  }));
  return CLOCKWISE.map((seat) => read.find((h) => h.seat === seat)).filter((h) => h !== undefined);
}

/**
 * The finished deal of `history` that is deal `number` (the last one so numbered), or null.
 * @param {HistoryDeal[] | undefined} history
 * @param {number | undefined} number
 * @returns {HistoryDeal | null}
 */
export function finishedDeal(history, number) {
  const deals = history || [];
  for (let i = deals.length - 1; i >= 0; i -= 1) {
    if ((deals[i].number ?? i + 1) === number) return deals[i];
  }
  return null;
}
