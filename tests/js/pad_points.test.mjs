// pad-score.js and pad-block.js on a points-only pad (issue 36): the phone's own reckoning of
// entries kept offline, and a deal and a refused figure in the page's words.
import assert from "node:assert/strict";
import { test } from "node:test";

import { fieldWords } from "../../src/bridgewhist/web/static/js/pad-block.js";
import { provisionalBlock, scoreEntry } from "../../src/bridgewhist/web/static/js/pad-score.js";

// american-1904's figures as the server sends them (only those a points-only block reads).
const RULES = { game_points: 30, games_to_win_rubber: 2, rubber_bonus: 100 };
const PAD = { scoring: RULES, we: "NS", sides: { NS: "Ames-Cole", EW: "Bell-Dunn" } };
const AMES = [["NS", 8, 16], ["EW", 12, 24], ["NS", 20, 8], ["EW", 16, 12], ["NS", 24, 30],
  ["EW", 18, 30], ["NS", 12, 16], ["NS", 4, 8], ["EW", 8, 4], ["NS", 8, 12], ["EW", 24, 40],
  ["NS", 24, 12], ["EW", 8, 6], ["NS", 4, 8], ["EW", 18, 24], ["NS", 36, 40]];
const entry = ([side, below, above], index) => ({
  dealer: "NESW"[index % 4], points: { [side]: { below, above } } });

test("a points entry is its figures, the side left out scoring nothing", () => {
  assert.deepEqual(scoreEntry(RULES, entry(["EW", 12, 24], 1)),
    { below: { NS: 0, EW: 12 }, above: { NS: 0, EW: 24 } });
});

test("Ames's sheet reckoned on the phone gives 390 to 244, 146 won", () => {
  const block = provisionalBlock(PAD, AMES.map(entry));
  assert.equal(block.totals.we.total, 390);
  assert.equal(block.totals.they.total, 244);
  assert.deepEqual(block.net, { side: "we", points: 146 });
  assert.deepEqual(block.games.map((g) => g.winner), ["we", "they", "we"]);
});

test("a refused figure is named in words", () => {
  assert.equal(fieldWords("entry.points.EW.below", (s) => `They (${s})`), "Below the line, They (EW)");
  assert.equal(fieldWords("entry.points"), "Points");
});
