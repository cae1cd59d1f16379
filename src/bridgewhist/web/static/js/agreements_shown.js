// @ts-check
// Which agreements a member of a table is shown (issue 37), with no DOM: his side's set and the
// adversaries', when his partner is a computer player that follows the table's agreements
// (js/agreements.js draws them; tests/js/agreements.test.mjs).

/** The computer players that follow a table's agreements. */
export const FOLLOWERS = ["partner"];
export const SIDE_WORDS = { ns: "North-South", ew: "East-West" };

/**
 * Whose agreements the member of a view is shown, or null: his side ("ns" or "ew"), its set and
 * the adversaries' set, when he is seated and his partner is a computer player following a set
 * other than "none".
 * @param {{computer?: string, agreements?: {ns?: string | null, ew?: string | null} | null}} table
 * @param {Array<{you?: boolean, seat?: string | null, kind?: string, vacant?: boolean}>} members
 * @returns {{side: "ns" | "ew", mine: string, theirs: string} | null}
 */
export function agreementsShown(table, members) {
  if (!table || !FOLLOWERS.includes(table.computer || "") || !table.agreements) return null;
  const me = members.find((m) => m.you);
  if (!me || !me.seat) return null;
  const opposite = { N: "S", S: "N", E: "W", W: "E" }[me.seat];
  const partner = members.find((m) => m.seat === opposite && !m.vacant);
  if (!partner || partner.kind !== "computer") return null;
  const side = me.seat === "N" || me.seat === "S" ? "ns" : "ew";
  const mine = table.agreements[side] || "none";
  const theirs = table.agreements[side === "ns" ? "ew" : "ns"] || "none";
  return mine === "none" ? null : { side, mine, theirs };
}
