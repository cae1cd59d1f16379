"""Claims, concessions and undo with the others' consent, at a friendly table (strict mode).

At a friendly table any player may, in the play, claim some or all of the tricks left for his
side (``claim 5``; ``claim`` alone: all of them) or concede them (``concede``: he claims none),
and at any moment of the deal in play ask to take back his last action (``undo``: his last card,
declaration or double, and whatever was done after it). The others answer ``accept`` or
``play-on`` (the asker's own ``play-on`` withdraws the ask, except a concession, which stands);
while an ask waits, nobody plays. What may be asked at all is :mod:`bridgewhist.web.tables.seen`'s
rule: no undo across anything seen (the deal's end, dummy down, a hand shown), a claim made cards
up and once a side a deal, none by dummy. A computer player answers at once, as a fair person
would: it consents to the undo of a misclick tapped back at once (the asker's last action,
nobody having acted since: served computer players wait a moment after a person's action for
it, ``Hub.undo_window``) and to its partner's claim, and accepts an adversary's claim only when it is right
by double dummy (:func:`bridgewhist.agents.claims.claim_is_right`; a claim it cannot judge, it
declines).

When everyone has accepted, the ask is settled by an event of the log: an undo takes the actions
back in the core's table (:meth:`bridgewhist.table.Table.undo`: the states are immutable, so the
table is exactly as it was; the actions taken back are gone from the deal's record, the log keeps
the ask, the answers and the undo). A claim is settled by a line of legal play that gives the
claimed tricks (:func:`settle_line`), played through the rules engine, so the deal is complete,
scored by the core and recorded (JSON and PBN) as cards played; the log keeps the claim. The line
is one that gives exactly the claimed tricks, when a short search (:data:`LINE_BUDGET`
positions) finds one; else the double-dummy line (:func:`bridgewhist.agents.claims.dd_line`:
each seat plays its double-dummy best card, and the claimer's side stops trying once it has its
tricks), so that no claim right by double dummy is refused; there the claimer's side takes at
least the claimed tricks (more only when the adversaries' best play cannot take them from it). A
claim for which neither line is found fails when it is made: it is logged (the hand shown, as
every claim) with the claimer's own "play on" and the reason, and play goes on.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(4))
>>> request_of("claim 3"), request_of("concede"), request_of("undo"), request_of("undo 41"), request_of("SA")
(('claim', 3), ('claim', 0), ('undo', None), ('undo', 41), None)
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from bridgewhist.actions import Action, parse_action
from bridgewhist.agents.claims import claim_is_right, dd_line, tricks_left
from bridgewhist.cards import CARDS
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table
from bridgewhist.web.tables.events import (
    AnswerEvent,
    AskEvent,
    ClaimEvent,
    ConsentEvent,
    Event,
    ReplayError,
    UndoEvent,
)
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.tables.seen import (
    Shown,
    claim_refusal,
    undo_count,
    undo_declined,
    undo_index,
    undo_named_refusal,
    undo_refusal,
)

if TYPE_CHECKING:
    from bridgewhist.web.tables.four_hand import Game

__all__ = ["LINE_BUDGET", "Ask", "apply_consent", "claim_line", "mask_cards", "may_judge_claim",
           "propose_consent", "request_of", "settle_line", "shown_in_play"]

LINE_BUDGET = 2_000
"""The most positions :func:`claim_line` looks at before it gives up."""
_DD_LINES: dict[tuple[HandState, Side, int], list[Action] | None] = {}
JUDGING_WORDS = frozenset({"claim", "claim-rest", "concede", "undo"})
ANSWERS = {"accept": True, "yes": True, "play-on": False, "play on": False, "decline": False, "no": False}


@dataclasses.dataclass(frozen=True, slots=True)
class Ask:
    """The consent asked and not yet given: by ``seat``, ``what`` (``claim`` or ``undo``), a
    claim's ``tricks`` for his side, an undo's ``count`` of actions; who has ``accepted``."""

    seat: Seat
    what: str
    tricks: int = 0
    count: int = 0
    accepted: frozenset[Seat] = frozenset()

    @property
    def side(self) -> Side:
        """The asker's side."""
        return self.seat.side


def mask_cards(mask: int) -> list[str]:
    """The cards of a card-set int, each suit high to low (``["SA", "S3", "HK"]``).

    >>> mask_cards((1 << 14) | (1 << 30))
    ['SA', 'HA']
    """
    cards = [c for c in CARDS if mask >> c & 1]
    cards.sort(key=lambda c: (c >> 4, -(c & 15)))
    return [str(CARDS[c]) for c in cards]


def request_of(text: str) -> tuple[str, int | None] | None:
    """The consent request a member's text makes (``claim``, ``undo``, or an answer, ``accept``
    or ``play-on``) with its number, or None when the text is no such request.

    :raises Refused: ``bad_action`` for a claim of no number.
    """
    words = text.strip().lower().split()
    if not words:
        return None
    head = words[0]
    if head == "concede" and len(words) == 1:
        return ("claim", 0)
    if head == "claim":
        if len(words) == 1:
            return ("claim", None)
        if len(words) == 2 and words[1].isdigit() and len(words[1]) <= 2:
            return ("claim", int(words[1]))
        raise Refused("bad_action", "a claim is 'claim' (all the tricks left) or 'claim N' (N of them)")
    if head == "undo" and len(words) == 1:
        return ("undo", None)
    if head == "undo":   # the act it takes back named by its index in the deal ("undo 41")
        index = undo_index(text)
        if index is not None:
            return ("undo", index)
        raise Refused("bad_action", "an undo is 'undo' (your last action) or 'undo N' (your last action, "
                      "the deal's action number N, as the view's consent.undo_act names it)")
    answer = " ".join(words)
    if answer in ANSWERS:
        return ("accept" if ANSWERS[answer] else "play-on", None)
    return None


def may_judge_claim(text: str) -> bool:
    """Whether an action's text may have a claim judged or settled by double dummy (a claim, a
    concession, an answer to an ask, an undo; the dealer's ``claim-rest`` and a ``concede`` at a
    club-laws table): the server proposes such an action in a thread, off its event loop.

    >>> [may_judge_claim(t) for t in ("claim 5", "S: claim-rest", "play on", "SA", "having-none")]
    [True, True, True, False, False]
    """
    words = text.strip().lower().replace(":", " ").split()
    return bool(words) and (bool(JUDGING_WORDS.intersection(words)) or " ".join(words) in ANSWERS)


def _order(state: HandState, side: Side, wanted: int) -> list[Action]:
    """The legal cards that differ for the tricks (of cards in sequence among those still in
    play, one), those likeliest to give ``side`` a trick first while it wants one."""
    legal = sorted(state.legal_actions(), key=lambda a: a.value, reverse=True)
    hands = state.hands
    live = hands[0] | hands[1] | hands[2] | hands[3]
    for card in state.trick:
        live |= 1 << card
    distinct: list[Action] = []
    above = -1
    for action in legal:
        card = action.value
        between = (live >> (card + 1)) & ((1 << max(above - card - 1, 0)) - 1)
        if not (above >> 4 == card >> 4 and between == 0):
            distinct.append(action)
        above = card
    mine = state.turn.side == side
    # high cards win tricks: the side that should win the trick plays high, the other low
    distinct.sort(key=lambda a: a.value & 15, reverse=(wanted > 0) == mine)
    return distinct


def claim_line(state: HandState, side: Side, tricks: int, budget: int = LINE_BUDGET) -> list[Action] | None:
    """A line of legal play to the end of the deal in which ``side`` takes exactly ``tricks``
    of the tricks left, or None when none is found within ``budget`` positions.

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(2))
    >>> for word in ("hearts", "satisfied", "satisfied"):
    ...     state = state.apply(parse_action(word))
    >>> line = claim_line(state, Side.EW, 6)
    >>> for action in line:
    ...     state = state.apply(action)
    >>> state.is_complete, state.won
    (True, (7, 6))
    """
    base = state.won[side]
    target = base + tricks
    failed: set[tuple[object, ...]] = set()
    line: list[Action] = []
    seen = 0

    def search(now: HandState) -> bool:
        nonlocal seen
        if now.is_complete:
            return now.won[side] == target
        have = now.won[side]
        if have > target or target - have > tricks_left(now):
            return False
        key = (now.hands, now.trick, now.leader, have)
        if key in failed:
            return False
        seen += 1
        if seen > budget:
            return False
        for action in _order(now, side, target - have):
            line.append(action)
            if search(now.apply(action)):
                return True
            line.pop()
        failed.add(key)
        return False

    if state.phase != Phase.PLAY:
        return None
    return list(line) if search(state) else None


def settle_line(state: HandState, side: Side, tricks: int) -> list[Action] | None:
    """The line of legal play that settles a claim of ``tricks`` of the tricks left for
    ``side``: :func:`claim_line` (exactly the claim), else the double-dummy line
    (:func:`~bridgewhist.agents.claims.dd_line`: at least the claim); None when the claim is
    more than double dummy gives ``side``, or no solver can say.

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(2))
    >>> for word in ("hearts", "satisfied", "satisfied"):
    ...     state = state.apply(parse_action(word))
    >>> settle_line(state, Side.EW, 6) == claim_line(state, Side.EW, 6)
    True
    """
    found = claim_line(state, side, tricks)
    if found is not None:
        return found
    key = (state, side, tricks)
    # the line is sought when the claim is made and again when it is settled: kept for the
    # second time (tables propose claims in threads: only atomic dict operations here)
    if key in _DD_LINES:
        found = _DD_LINES[key]
    else:
        found = _DD_LINES[key] = dd_line(state, side, tricks)
        for stale in list(_DD_LINES)[:-16]:
            _DD_LINES.pop(stale, None)
    return None if found is None else list(found)


def _seat_is_person(game: Game, seat: Seat) -> bool:
    member = game.place_at(seat)
    return member is not None and member.person


def _computer_answer(game: Game, ask: Ask, seat: Seat, state: HandState) -> bool:
    """A computer player's answer, as a fair person's: the undo of a misclick tapped back at
    once (the asker's last action, nobody having acted since: the served computer players wait
    a moment after a person's action for it, ``Hub.undo_window``); his partner's claim; an
    adversary's claim right by double dummy."""
    if ask.what == "undo":
        return ask.count == 1
    if seat.side == ask.side:
        return True
    return claim_is_right(state, ask.side, ask.tricks) is True


def shown_in_play(game: Game) -> Shown:
    """What the deal in play has shown (:class:`~bridgewhist.web.tables.seen.Shown`): the
    table's record of it when it is of this deal, else nothing yet."""
    table = game.table
    deal = (game.rubber_number, 0 if table is None else table.deal_number)
    return game.shown if game.shown.deal == deal else Shown(deal=deal)


def _settle(game: Game, ask: Ask, state: HandState) -> Event:
    if ask.what == "undo":
        return UndoEvent(seat=ask.seat.name, count=ask.count)
    line = settle_line(state, ask.side, ask.tricks)
    assert line is not None  # checked when the claim was made
    return ClaimEvent(seat=ask.seat.name, tricks=ask.tricks, line=" ".join(str(a) for a in line))


def _concession_stands(table: Table, seat: Seat) -> Refused:
    """The refusal of a concession's withdrawal: the conceder's cards are on the table."""
    code, state = table.code, table.state
    field = "dealers_cards_shown" if seat == state.dealer else "cards_thrown_down"
    return Refused("concession_stands", "a concession stands once made: your cards are on the table, "
                   "face up; the others accept it or play on", law=code.cite("irregularities", field))


def _answered(game: Game, ask: Ask, seat: Seat, accept: bool, state: HandState,
              why: str | None = None) -> list[Event]:
    """The answer's event (``why``: a computer player's reason to decline an undo), and the
    settlement when it was the last consent wanted."""
    events: list[Event] = [AnswerEvent(seat=seat.name, accept=accept, why=why)]
    if not accept:
        return events
    accepted = ask.accepted | {seat}
    if all(other in accepted for other in Seat if other != ask.seat):
        events.append(_settle(game, dataclasses.replace(ask, accepted=accepted), state))
    return events


def propose_consent(game: Game, seat: Seat, request: str, number: int | None) -> list[Event]:
    """The events of a consent request by ``seat``: an ask (with the computer players' answers
    and, when all consent, its settlement) or an answer to the ask waiting.

    :raises Refused: ``wrong_phase``, ``bad_claim``, ``nothing_to_undo``, ``undo_moved_on`` (the
        undo names an act that is not his last), ``no_ask``, ``already_answered``.
    """
    table, state = game.table, game.state
    assert table is not None and state is not None
    ask = game.ask
    if request in ("accept", "play-on"):
        if ask is None:
            raise Refused("no_ask", "nobody has asked for a claim or an undo: there is nothing to answer")
        if seat == ask.seat:
            if request == "accept":
                raise Refused("already_answered", "you asked: the others answer")
            if ask.what == "claim" and ask.tricks == 0:
                raise _concession_stands(table, seat)
            return [AnswerEvent(seat=seat.name, accept=False)]
        if seat in ask.accepted:
            raise Refused("already_answered", f"{seat.full_name} has already accepted")
        return _answered(game, ask, seat, request == "accept", state)
    if ask is not None:
        raise Refused("wrong_phase", f"{ask.seat.full_name}'s {ask.what} waits for the others' answers")
    shown = shown_in_play(game)
    if request == "claim":
        refusal = claim_refusal(table, shown, seat)
        if refusal is not None:
            raise refusal
        left = tricks_left(state)
        tricks = left if number is None else number
        if not 0 <= tricks <= left:
            raise Refused("bad_claim", f"a claim is of 0 to {left} tricks: {left} are left to play")
        ask = Ask(seat, "claim", tricks=tricks)
        events: list[Event] = [AskEvent(seat=seat.name, what="claim", tricks=tricks)]
        if settle_line(state, seat.side, tricks) is None:   # made cards up all the same: it fails
            return [*events, AnswerEvent(seat=seat.name, accept=False, why=(
                f"no line of play gives {seat.full_name}'s side {tricks} of the "
                f"{left} tricks left, so the claim fails; the hand stays face up, and play goes on"))]
    else:
        refusal = undo_refusal(table, shown, seat) or (
            None if number is None else undo_named_refusal(table, seat, number))
        if refusal is not None:
            raise refusal
        ask = Ask(seat, "undo", count=undo_count(table, seat))
        events = [AskEvent(seat=seat.name, what="undo")]
    for other in Seat:
        if other == seat or _seat_is_person(game, other):
            continue
        accept = _computer_answer(game, ask, other, state)
        why = None if accept or ask.what != "undo" else undo_declined(table, ask.seat)
        events.extend(_answered(game, ask, other, accept, state, why))
        if not accept:
            break
        ask = dataclasses.replace(ask, accepted=ask.accepted | {other})
    return events


def apply_consent(game: Game, event: ConsentEvent) -> None:
    """Apply a committed consent event to ``game``.

    :raises ReplayError: when it does not fit the table as it stands.
    """
    table = game.table
    if table is None:
        raise ReplayError("a consent event before the cut")
    seat = Seat.parse(event.seat)
    ask = game.ask
    if isinstance(event, AskEvent):
        if ask is not None:
            raise ReplayError(f"{event.seat} asks while another ask waits")
        count = undo_count(table, seat) if event.what == "undo" else 0
        game.ask = Ask(seat, event.what, tricks=event.tricks or 0, count=count)
        if event.what == "claim":   # made cards up: the hand stays face up to the deal's end
            game.shown = shown_in_play(game).show(seat, len(table.actions))
        return
    if ask is None:
        raise ReplayError(f"a {event.kind} event with no ask waiting")
    if isinstance(event, AnswerEvent):
        game.ask = dataclasses.replace(ask, accepted=ask.accepted | {seat}) if event.accept else None
        return
    game.ask = None
    if isinstance(event, UndoEvent):
        if event.count != ask.count:
            raise ReplayError(f"the undo takes back {event.count} actions, the ask {ask.count}")
        for _ in range(event.count):
            table.undo()
        return
    start = table.state.won[ask.side]
    for text in event.line.split():
        table.apply(parse_action(text))
    if not table.state.is_complete or table.state.won[ask.side] - start < event.tricks:
        raise ReplayError(f"the claim's line does not give {event.tricks} tricks")

