// acthelp.js: the keys of the calls for the act help, and the referee's options put to a player
// as his calls, each with the meaning and law the view sends (issue 34, item 5).
import assert from "node:assert/strict";
import { test } from "node:test";

import { actKey, choicesHelp } from "../../src/bridgewhist/web/static/js/acthelp.js";

const ruling = {
  options: [
    { key: "call", text: "ST stays exposed, liable to be called", action: "choose call",
      meaning: "The card stays face up on the table and may be called when its holder can play it.",
      law: "english-1904 law 71; english-1904 law 84" },
    { key: "bar-suit", text: "W may not lead ST's suit", action: "choose bar-suit",
      meaning: "The card goes back into the hand, and the eldest hand may not open its suit at the opening lead.",
      law: "english-1904 law 71" },
  ],
};

test("the options offered as calls are explained in their order, with the view's meaning and law", () => {
  const help = choicesHelp(ruling, ["choose bar-suit", "choose call"]);
  assert.deepEqual(help.map((h) => h.act), ["choose call", "choose bar-suit"]);
  assert.equal(help[0].words, "ST stays exposed, liable to be called");
  assert.equal(help[0].law, "english-1904 law 71; english-1904 law 84");
  assert.match(help[1].meaning, /eldest hand may not open its suit/);
});

test("no ruling, or options not offered to this player, give nothing", () => {
  assert.deepEqual(choicesHelp(null, ["choose call"]), []);
  assert.deepEqual(choicesHelp(ruling, ["hearts", "leave"]), []);
});

test("a choice is no call of the code's act help", () => {
  assert.equal(actKey("choose call", {}), "other");   // no key of /api/act-help: explained by the view
  assert.equal(actKey("double", { doubles: 1, actorSide: "NS", makersSide: "NS" }), "redouble");
});
