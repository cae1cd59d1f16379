// problems_play.js: a problem's PBN from the editor and back, and who is on play.
import assert from "node:assert/strict";
import { test } from "node:test";

import { fieldsOf, positionAfter, problemPbn, sameProblem, sourceOf, trickWinner } from "../../src/bridgewhist/web/static/js/problems_play.js";

const ENDING = { hands: { N: "3.9..T6", E: ".KQ.9.9", S: "K.7.J6.", W: "T.A.T.8" }, trumps: "S", leader: "S", side: "NS", tricks: 4, name: "Ending I" };

test("the editor's fields make a PBN problem that reads back the same", () => {
  const text = problemPbn(ENDING);
  assert.match(text, /\[Deal "N:3\.9\.\.T6 \.KQ\.9\.9 K\.7\.J6\. T\.A\.T\.8"\]/);
  assert.match(text, /\[BridgeWhistTask "NS 4"\]/);
  assert.deepEqual(fieldsOf(text), ENDING);
  assert.equal(fieldsOf("[Event \"no deal\"]"), null);
});

test("a deal given from another seat is turned to North first", () => {
  const fields = fieldsOf('[Deal "S:K.7.J6. T.A.T.8 3.9..T6 .KQ.9.9"][BridgeWhistTask "EW 2"]');
  assert.deepEqual(fields?.hands, ENDING.hands);
  assert.equal(fields?.side, "EW");
  assert.equal(fields?.tricks, 2);
});

test("a trump wins the trick, else the highest card of the suit led", () => {
  const trick = [{ seat: "S", card: "DJ" }, { seat: "W", card: "DT" }, { seat: "N", card: "S3" }, { seat: "E", card: "D9" }];
  assert.equal(trickWinner(trick, "S"), "N");
  assert.equal(trickWinner(trick, "NT"), "S");
  assert.equal(trickWinner([{ seat: "E", card: "H2" }, { seat: "S", card: "CA" }, { seat: "W", card: "H3" }, { seat: "N", card: "DA" }], "NT"), "W");
});

test("the winner of a trick leads the next; each side's tricks are counted", () => {
  const after = positionAfter("S", "S", ["DJ", "DT", "S3", "D9", "C6"]);
  assert.equal(after.onPlay, "E");
  assert.deepEqual(after.trick, [{ seat: "N", card: "C6" }]);
  assert.deepEqual(after.won, { NS: 1, EW: 0 });
});

test("a problem's source is its [Annotator] tag, unescaped; none is empty", () => {
  const text = '[Event "The Vienna coup"]\n[Annotator "From Clay (1864); the \\"small cards\\" are ours"]\n[Deal "N:3.9..T6 .KQ.9.9 K.7.J6. T.A.T.8"]';
  assert.equal(sourceOf(text), 'From Clay (1864); the "small cards" are ours');
  assert.equal(sourceOf(problemPbn(ENDING)), "");
  const kept = problemPbn(ENDING, 'Composed by us; the "line" is ours');
  assert.equal(sourceOf(kept), 'Composed by us; the "line" is ours', "a source given goes into the PBN");
  assert.deepEqual(fieldsOf(kept), ENDING);
  assert.equal(sourceOf('[Annotator "first"]\n[Annotator "second"]'), "first");
});

test("the same problem whatever its name or the case of a hand; another card or task is another", () => {
  assert.ok(sameProblem(ENDING, { ...ENDING, name: "renamed" }));
  assert.ok(sameProblem(ENDING, { ...ENDING, hands: { ...ENDING.hands, W: " t.a.t.8 " } }));
  assert.ok(!sameProblem(ENDING, { ...ENDING, hands: { ...ENDING.hands, W: "T.A.T.9" } }));
  assert.ok(!sameProblem(ENDING, { ...ENDING, tricks: 3 }));
  assert.ok(!sameProblem(ENDING, { ...ENDING, trumps: "NT" }));
});
