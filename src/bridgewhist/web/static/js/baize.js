// @ts-check
// The felt of the table page: the four places around the baize (name plates, the hands the
// receiver may see, card backs for the others), the line of what is played for on the felt,
// and the trick in the centre (the trick just finished stays, with its winner, until turned).

import { sideOf } from "./cards.js";
import { backs, feltInfo, handView, namePlate, trickBySeat, trickView } from "./felt.js";
import { $ } from "./page.js";
import { dummySeat, memberAt, members, mySeat, sideName, threeSeatWords, tricksWon, whoOf } from "./reading.js";
import { arriving, store } from "./store.js";
import { isThree } from "./three.js";


/** @type {Readonly<Record<string, string>>} */
const TURN_WORDS = { declaration: "to declare", doubling: "to speak", play: "to play" };

/**
 * The places around the baize. Before the cut nobody has a seat: the members sit where they
 * came in (the receiver at the bottom), and the cut will seat them.
 * @param {TableView} view
 * @param {Record<string, string>} pos where each seat is drawn (felt.js positions)
 * @param {Set<string>} legal the cards the receiver may play
 */
export function drawPlaces(view, pos, legal) {
  const me = mySeat(view);
  const hands = view.hands || {};
  const counts = view.counts || {};
  const dummy = dummySeat(view);
  const phase = view.phase || "waiting";
  const turn = view.turn || null;
  const won = tricksWon(view);
  const uncut = members(view).length > 0 && members(view).every((m) => !m.seat);
  const arrivals = uncut ? [...members(view)].sort((a, b) => Number(Boolean(b.you)) - Number(Boolean(a.you))) : [];
  for (const [index, [where, seat]] of Object.entries(pos).entries()) {
    const box = $(`pos-${where}`);
    box.replaceChildren();
    box.dataset.seat = seat;
    if (uncut) {
      const member = arrivals[index];
      box.append(namePlate(null, { name: member && member.name, kind: member && member.kind, me: member && member.you,
        threeHand: isThree(view) }));
      continue;
    }
    const member = memberAt(view, seat);
    box.append(namePlate(seat, {
      name: member && member.name,
      kind: member && member.kind,
      dealer: view.dealer === seat && phase !== "waiting",
      dummy: dummy === seat && ["play", "over"].includes(phase) && view.declaration && view.declaration.strain,
      turn: turn === seat && ["declaration", "doubling", "play"].includes(phase) ? TURN_WORDS[phase] : null,
      me: seat === me,
      tricks: won && phase !== "waiting" && (where === "bottom" || where === "left") ? won[sideOf(seat)] : null,
      threeHand: isThree(view),
    }));
    const cards = hands[seat];
    if (where === "bottom" && seat === me) continue; // the receiver's hand is drawn below the baize
    if (Array.isArray(cards) && cards.length) {
      box.append(handView(cards, legal, {
        label: `${whoOf(view, seat)}'s hand${seat === dummy ? " (dummy)" : ""}${(view.shown || {})[seat] ? " (face up since a claim)" : ""}`,
        compact: true,
        idle: !cards.some((c) => legal.has(c)),
      }));
    } else if (counts[seat]) {
      box.append(backs(counts[seat]));
    }
  }
  // On the felt: the declaration, the doubling, the tricks and the game in progress.
  $("felt-info").replaceChildren(feltInfo(view, (side) => sideName(view, side)));
}

/**
 * The centre: the trick in progress, else the trick just finished with its winner (the
 * server's), until it is turned (the next lead, or a click on it). A card new to the table
 * moves in from its seat. Returns the cards drawn, by seat.
 * @param {TableView} view
 * @param {Record<string, string>} pos
 * @returns {Record<string, string>}
 */
export function drawTrick(view, pos) {
  const trickBox = $("trick");
  const current = trickBySeat(view.trick);
  const last = view.last_trick || null;
  const finished = !Object.keys(current).length && last && Object.keys(trickBySeat(last)).length;
  const shown = finished ? trickBySeat(last) : current;
  const moving = arriving(store.state, shown);
  if (!finished) {
    trickBox.replaceChildren(trickView(current, pos, { arriving: moving, seatWords: threeSeatWords(view) }));
  } else {
    const held = store.state.presenter?.holding() ?? false;   // the presenter is wired first (table.js)
    trickBox.replaceChildren(trickView(shown, pos, {
      seatWords: threeSeatWords(view), winner: last.winner, faded: !held, arriving: moving,
      caption: last.winner ? `won by ${whoOf(view, last.winner)}${held ? " · tap to turn it" : ""}` : "",
    }));
  }
  return shown;
}
