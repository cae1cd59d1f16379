// @ts-check
// "Play on from here" on the analysis board: the user takes a seat at the chosen card and plays
// the deal on against the computer players. Stateless on the server: every request sends the
// branch's cards so far (web/analysis_branch.py replays and judges them) and the answer brings
// the computers' cards up to the user's next turn, and at the end the outcome beside the deal as
// played and double dummy. A branch lives in this page only: nothing is written to the table.

import { SEAT_NAME } from "./cards.js";
import { branchBody, branchSeats, defaultSeat, outcomeRows, verdict } from "./analysis_branch_play.js";
import { cardLabel, cardSpan, cardSpoken, drawHands, el, sideName, table } from "./analysis_view.js";

/** @type {Readonly<Record<string, string>>} */
const PLAYER_WORDS = { maxims: "The maxims (the period's books)", ddmc: "Strong (double-dummy sampling)" };

/**
 * Wire the branch's panel.
 * @param {{board: AnalysisBoard, current: () => number, ask: (body: any) => Promise<BranchAnswer>, onError: (error: any) => void}} options
 * @returns {{moved: () => void}}
 */
export function setupBranch({ board, current, ask, onError }) {
  const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  const seatSelect = /** @type {HTMLSelectElement} */ (byId("branch-seat"));
  const playersSelect = /** @type {HTMLSelectElement} */ (byId("branch-players"));
  const startButton = /** @type {HTMLButtonElement} */ (byId("branch-start"));
  const box = byId("branch");
  /** @type {{deal: number, card: number, seat: string, players: string} | null} */
  let start = null;
  /** @type {BranchAnswer | null} */
  let answer = null;
  let busy = false;

  seatSelect.replaceChildren(...branchSeats(board.dealer).map(({ seat, label }) => el("option", { value: seat, text: label })));
  seatSelect.value = defaultSeat(board.dealer, board.your_seat);
  const computers = board.computers && board.computers.length ? board.computers : ["maxims"];
  playersSelect.replaceChildren(...computers.map((name) => el("option", { value: name, text: PLAYER_WORDS[name] || name })));

  function moved() {
    startButton.textContent = `Play on from card ${current() + 1}`;
  }

  /** @param {string | null} chosen */
  async function send(chosen) {
    if (!start || busy) return;
    busy = true;
    box.setAttribute("aria-busy", "true");
    for (const button of box.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (button).disabled = true;
    try {
      answer = await ask(branchBody(start, answer && chosen ? answer.cards : [], chosen));
      draw();
    } catch (error) {
      onError(error);
      draw();
    } finally {
      busy = false;
      box.removeAttribute("aria-busy");
    }
  }

  function said() {
    if (!answer) return "";
    const replies = answer.cards.slice(answer.cards.length - answer.replies);
    if (!replies.length) return "";
    return `The computers played: ${replies.map((c) => `${SEAT_NAME[c.seat]} ${cardSpoken(c.card)}`).join(", ")}. `;
  }

  function draw() {
    if (!start || !answer) {
      box.replaceChildren();
      return;
    }
    const mine = SEAT_NAME[start.seat];
    const outcome = answer.outcome ?? null;
    const over = outcome !== null;
    const playing = answer.to_play ? SEAT_NAME[answer.to_play] : "";   // none once the deal is over
    const status = outcome ? verdict(outcome, sideName(outcome.makers))
      : `${said()}Your turn: play from ${playing}'s hand.`;
    const trick = answer.trick.length
      ? el("p", { class: "an-branch-trick" }, "This trick: ", ...answer.trick.flatMap((c, i) => [i ? ", " : "", `${SEAT_NAME[c.seat]} `, cardSpan(c.card)]))
      : el("p", { class: "an-branch-trick muted", text: over ? "The deal is over." : "A new trick: yours to lead." });
    const parts = [
      el("h3", { id: "branch-title", tabindex: "-1", text: `Your branch from card ${start.card + 1}, as ${mine}` }),
      el("p", { id: "branch-status", role: "status" }, status),
      el("p", { text: `Tricks in the branch: North-South ${answer.won.NS}, East-West ${answer.won.EW}.` }),
      trick,
    ];
    if (answer.legal.length) {
      const group = el("div", { class: "an-branch-cards", role: "group", "aria-label": `Your cards from ${playing}'s hand` });
      for (const code of answer.legal) {
        const button = el("button", { type: "button", class: `suit-${code[0]}`, "aria-label": `Play the ${cardSpoken(code)}`, "data-card": code }, cardLabel(code));
        button.addEventListener("click", () => send(code));
        group.append(button);
      }
      parts.push(group);
    }
    if (outcome) {
      parts.push(table(`The makers (${sideName(outcome.makers)}): their tricks and each side's points at the rubber's score`,
        ["", "Makers' tricks", "North-South points", "East-West points"], outcomeRows(outcome, start.card)));
    }
    parts.push(el("div", { class: "an-hands an-branch-hands" }, ...drawHands(answer.hands, new Set(), over ? null : answer.to_play)));
    const again = el("button", { type: "button", id: "branch-again", text: over ? "Play this branch again" : "Start the branch again" });
    again.addEventListener("click", () => begin(start ? start.card : current()));
    parts.push(el("div", { class: "an-step" }, again));
    box.replaceChildren(...parts);
    const first = /** @type {HTMLButtonElement | null} */ (box.querySelector(".an-branch-cards button"));
    if (first) first.focus();
    else byId("branch-title").focus();
  }

  /** @param {number} card */
  async function begin(card) {
    start = { deal: board.deal, card, seat: seatSelect.value, players: playersSelect.value };
    answer = null;
    await send(null);
  }

  startButton.onclick = () => begin(current());   // a property: a new board replaces the last one's
  moved();
  return { moved };
}
