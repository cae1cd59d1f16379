// @ts-check
// The problems page's pure part (no DOM): a problem's PBN from the editor's fields and back, and
// who is on play after the cards played (the trick's winner as the laws have it: the highest trump,
// else the highest card of the suit led). The server judges every card (web/problems.py); this
// only tells the page whose cards to offer.

const ORDER = ["N", "E", "S", "W"];
const RANK_ORDER = "23456789TJQKA";

/** @typedef {{hands: Record<string, string>, trumps: string, leader: string, side: string, tricks: number, name?: string}} ProblemFields */

/** @param {string} value */
function quoted(value) {
  return `"${String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/**
 * The problem's PBN (one game), with its source as the [Annotator] tag when one is given.
 * @param {ProblemFields} fields
 * @param {string} [source]
 */
export function problemPbn(fields, source = "") {
  const deal = `N:${ORDER.map((seat) => (fields.hands[seat] || "").trim()).join(" ")}`;
  const lines = [];
  if (fields.name) lines.push(`[Event ${quoted(fields.name)}]`);
  if (source) lines.push(`[Annotator ${quoted(source)}]`);
  lines.push(`[Deal ${quoted(deal)}]`, `[BridgeWhistTrumps ${quoted(fields.trumps)}]`,
    `[BridgeWhistLeader ${quoted(fields.leader)}]`, `[BridgeWhistTask ${quoted(`${fields.side} ${fields.tricks}`)}]`);
  return `${lines.join("\n")}\n`;
}

/**
 * The tags of a PBN text's first game (the first of each name), their values unescaped.
 * @param {string} text
 * @returns {Record<string, string>}
 */
function tagsOf(text) {
  /** @type {Record<string, string>} */
  const tags = {};
  for (const match of text.matchAll(/\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]/g)) {
    if (!(match[1] in tags)) tags[match[1]] = match[2].replace(/\\(.)/g, "$1");
  }
  return tags;
}

/**
 * A problem's source as its PBN's [Annotator] tag says it (where it comes from, and which cards
 * or lines are ours), or "" when it has none.
 * @param {string} text
 * @returns {string}
 */
export function sourceOf(text) {
  return (tagsOf(text).Annotator || "").trim();
}

/**
 * Whether two sets of the editor's fields are the same problem (the hands, trumps, leader and
 * task; the name aside).
 * @param {ProblemFields} a
 * @param {ProblemFields} b
 * @returns {boolean}
 */
export function sameProblem(a, b) {
  const key = (/** @type {ProblemFields} */ f) => JSON.stringify([
    ORDER.map((seat) => (f.hands[seat] || "").trim().toUpperCase()), f.trumps, f.leader, f.side, Number(f.tricks)]);
  return key(a) === key(b);
}

/**
 * The editor's fields from a PBN text's first game (null when it has no [Deal] in N: form).
 * @param {string} text
 * @returns {ProblemFields | null}
 */
export function fieldsOf(text) {
  const tags = tagsOf(text);
  const deal = /^([NESW]):(.*)$/.exec((tags.Deal || "").trim());
  if (!deal) return null;
  const parts = deal[2].trim().split(/\s+/);
  const start = ORDER.indexOf(deal[1]);
  /** @type {Record<string, string>} */
  const hands = {};
  parts.forEach((hand, i) => { hands[ORDER[(start + i) % 4]] = hand === "-" ? "" : hand; });
  const task = (tags.BridgeWhistTask || "NS 1").trim().split(/\s+/);
  return { hands, trumps: (tags.BridgeWhistTrumps || "NT").trim().toUpperCase(), leader: (tags.BridgeWhistLeader || "N").trim().toUpperCase(),
    side: (task[0] || "NS").toUpperCase(), tricks: Number(task[1]) || 1, name: tags.Event || "" };
}

/**
 * The winner of a complete trick.
 * @param {{seat: string, card: string}[]} trick
 * @param {string} trumps "S".."C" or "NT"
 */
export function trickWinner(trick, trumps) {
  let best = trick[0];
  for (const play of trick.slice(1)) {
    const [suit, rank] = [play.card[0], play.card[1]];
    const [bestSuit, bestRank] = [best.card[0], best.card[1]];
    if (suit === bestSuit ? RANK_ORDER.indexOf(rank) > RANK_ORDER.indexOf(bestRank) : suit === trumps) best = play;
  }
  return best.seat;
}

/**
 * Who is on play after `played` (cards from the start), the cards of the trick in progress, and
 * the tricks each side has won.
 * @param {string} leader @param {string} trumps @param {string[]} played
 */
export function positionAfter(leader, trumps, played) {
  let seat = leader;
  /** @type {{seat: string, card: string}[]} */
  let trick = [];
  const won = { NS: 0, EW: 0 };
  for (const card of played) {
    trick.push({ seat, card });
    if (trick.length === 4) {
      seat = trickWinner(trick, trumps);
      won[seat === "N" || seat === "S" ? "NS" : "EW"] += 1;
      trick = [];
    } else {
      seat = ORDER[(ORDER.indexOf(seat) + 1) % 4];
    }
  }
  return { onPlay: seat, trick, won };
}
