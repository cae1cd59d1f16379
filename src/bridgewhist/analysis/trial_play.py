"""The maxims on the play on trial: each opening lead and discard maxim's card against the best
card found by simulation.

For the maxims of :data:`~bridgewhist.analysis.maxims_catalog_play.PLAY_MAXIMS`,
:func:`try_play_maxims` deals random deals (the dealer South, the score drawn evenly from
``scores``) and plays each with the maxims player up to
the situation: the opening leader's card after the make and the doubling; a defender's card when
he cannot follow suit and does not ruff. In each situation:

1. ``layouts`` layouts of the cards the player cannot see are drawn *consistent with what he has
   seen*: his hand, dummy's once it is down, the cards played and the suits each player has
   shown out of, and the make and the doubling as the maxims players would have made them
   (:func:`~bridgewhist.analysis.hands.layouts`; layouts where the auction would have gone
   otherwise are rejected);
2. every legal card is valued on each layout by one double-dummy solve of the position with all
   the cards' values (DDS ``SolveBoard`` through :func:`~bridgewhist.agents.ddmc.solver.solver`),
   the tricks turned into points at stake at the score
   (:func:`~bridgewhist.agents.ddmc.make_value.make_value`, for the defence its negative);
   cards equal in rank within a sequence of the player's hand (the cards between them played)
   are one choice;
3. the simulation's card is the one of the best mean over the first half of the layouts (the
   maxim's own, when it is among the best: the simulation is then indifferent); both are scored
   on the other half and on the real deal, and the mean difference is the maxim's cost.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.analysis.maxims_catalog_play import PLAY_MAXIMS
>>> rows, dealt, forced = try_play_maxims(load_law_code("english-1904"), random.Random(1),
...                                       [(0, 0)], PLAY_MAXIMS[:1], 1, 2, 50)
>>> [(name, len(found)) for name, found in rows.items()]
[('from_the_best_long_suit', 1)]
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence

from bridgewhist.actions import Action
from bridgewhist.agents.ddmc.exact import Position
from bridgewhist.agents.ddmc.make_value import make_value
from bridgewhist.agents.ddmc.solver import solver
from bridgewhist.agents.maxims.agent import MaximsAgent, Play
from bridgewhist.agents.maxims.play import ruff
from bridgewhist.analysis.estimate import band
from bridgewhist.analysis.hands import DECK_CARDS, layouts
from bridgewhist.analysis.maxims_catalog import Maxim
from bridgewhist.analysis.maxims_catalog_play import DISCARD, OPENING_LEAD, play_prescription
from bridgewhist.cards import SUIT_MASKS
from bridgewhist.laws.code import LawCode
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal
from bridgewhist.view import ScoreContext, shown_voids, view_of

__all__ = ["PlaySituation", "Row", "choices", "draw_layouts", "equal_card", "find_situations",
           "try_play_maxims", "value_situations"]

S = 2
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
Row = tuple[float, str, bool, str]
"""One deal of a maxim: its cost, the band of the score, whether the simulation agreed, and
what the simulation chose where it did not."""


@dataclasses.dataclass(frozen=True, slots=True)
class PlaySituation:
    """A card to choose in a real deal: the deal at that moment, the auction as it went, and
    the card each maxim that applies prescribes."""

    kind: str
    state: HandState
    score: tuple[int, int]
    auction: tuple[Action, ...]
    prescribed: tuple[tuple[str, int], ...]

    @property
    def seat(self) -> int:
        """The player on play (a defender)."""
        return int(self.state.turn)

    @property
    def band(self) -> str:
        """The score seen from the player: level, ahead or behind."""
        us, them = self.score[::-1] if self.seat & 1 else self.score
        return band(us, them)


def equal_card(card: int, hand: int, gone: int) -> int:
    """The highest card of ``hand`` equal to ``card`` for the play: in its suit, with only cards
    of the hand or cards gone (``gone``) between them.

    >>> from bridgewhist.cards import Card, CardSet
    >>> hand = CardSet.parse("SK SQ S9 S7").mask
    >>> str(Card(equal_card(Card.parse("SQ"), hand, 0)))
    'SK'
    >>> str(Card(equal_card(Card.parse("S7"), hand, CardSet.parse("S8").mask)))
    'S9'
    """
    suit, rank = card >> 4, card & 15
    best = rank
    step = rank + 1
    while step <= 14:
        bit = 1 << (suit * 16 + step)
        if hand & bit:
            best = step
        elif not gone & bit:
            break
        step += 1
    return suit * 16 + best


def choices(state: HandState) -> list[int]:
    """The choices of the player on play, one card for each set of equal cards: every card at
    the opening lead; the discards (no trump, no card of the suit led) in a discard.

    >>> from bridgewhist.cards import Card, parse_deal
    >>> from bridgewhist.laws import load_law_code
    >>> deal = parse_deal("N:AKQ2.AK2.AK2.AK2 T987.QJT.QJT.QJT J654.987.987.987 3.6543.6543.6543")
    >>> state = hand_from_deal(load_law_code("english-1904"), Seat.S, deal)
    >>> state = state._replace(phase=Phase.PLAY, strain=4, maker=0, turn=Seat.W)
    >>> [str(Card(c)) for c in choices(state)]
    ['S3', 'H6', 'D6', 'C6']
    """
    seat = state.turn
    hand = state.hands[seat]
    gone = state.played.mask
    if state.trick:
        trump = state.strain if state.strain < 4 else -1
        led = state.trick[0] >> 4
        hand &= ~SUIT_MASKS[led] & ~(SUIT_MASKS[trump] if trump >= 0 else 0)
    out: list[int] = []
    for card in DECK_CARDS:
        if hand >> card & 1:
            top = equal_card(card, hand, gone)
            if top not in out:
                out.append(top)
    return out


def _auction(code: LawCode, agent: MaximsAgent, deal: Sequence[int], score: tuple[int, int]
             ) -> tuple[HandState, tuple[Action, ...]]:
    """The maxims players' make and doubling on ``deal``: the state when the play begins."""
    state = hand_from_deal(code, Seat.S, (deal[0], deal[1], deal[2], deal[3]))
    context = ScoreContext(score)
    acts = []
    while state.phase != Phase.PLAY:
        action = agent.act(view_of(state, state.actor, context))
        acts.append(action)
        state = state.apply(action)
    return state, tuple(acts)


def _discarding(state: HandState, view_play: Play) -> bool:
    """A defender who cannot follow suit, does not ruff, and has two suits to throw from."""
    if not state.trick or view_play.lane(view_play.led) or view_play.dealer_side:
        return False
    if ruff(view_play) is not None:
        return False
    return sum(1 for suit in range(4) if suit not in (view_play.led, view_play.trump)
               and view_play.lane(suit)) >= 2


def find_situations(code: LawCode, rng: random.Random, scores: Sequence[tuple[int, int]],
                    chosen: Sequence[Maxim], wanted: int, max_dealt: int
                    ) -> tuple[list[PlaySituation], int]:
    """Deal and play until every chosen maxim has ``wanted`` situations (or ``max_dealt``
    deals); at most one situation a maxim a deal. Also returns the deals dealt.

    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.analysis.maxims_catalog_play import PLAY_MAXIMS
    >>> throws = [m for m in PLAY_MAXIMS if m.kind == DISCARD]
    >>> found, dealt = find_situations(load_law_code("english-1904"), random.Random(2),
    ...                                [(0, 0)], throws, 1, 100)
    >>> sorted(name for s in found for name, _ in s.prescribed), {s.kind for s in found}
    (['discard_first_from_best_protected', 'discard_first_from_weakest', \
'subsequent_discards_keep_guards'], {'discard'})
    """
    count = {m.name: 0 for m in chosen}
    leads = [m for m in chosen if m.kind == OPENING_LEAD]
    throws = [m for m in chosen if m.kind == DISCARD]
    cards = list(DECK_CARDS)
    found: list[PlaySituation] = []
    dealt = 0
    while dealt < max_dealt and min(count.values()) < wanted:
        dealt += 1
        rng.shuffle(cards)
        deal = tuple(sum(1 << c for c in cards[i * 13:(i + 1) * 13]) for i in range(4))
        score = scores[rng.randrange(len(scores))]
        agent = MaximsAgent(random.Random(rng.randrange(1 << 30)))
        state, auction = _auction(code, agent, deal, score)
        context = ScoreContext(score)
        done: set[str] = set()
        view = view_of(state, state.turn, context)
        prescribed = _prescribe(leads, Play(view), count, wanted, done)
        if prescribed:
            found.append(PlaySituation(OPENING_LEAD, state, score, auction, prescribed))
        if not any(count[m.name] < wanted for m in throws):
            continue
        while not state.is_complete:
            view = view_of(state, state.actor, context)
            if state.turn & 1 and state.trick:
                p = Play(view)
                if _discarding(state, p):
                    prescribed = _prescribe(throws, p, count, wanted, done)
                    if prescribed:
                        found.append(PlaySituation(DISCARD, state, score, auction, prescribed))
            state = state.apply(agent.act(view))
    return found, dealt


def _prescribe(maxims: Sequence[Maxim], p: Play, count: dict[str, int], wanted: int,
               done: set[str]) -> tuple[tuple[str, int], ...]:
    """The cards the maxims still wanted prescribe here (each counted, and done for the deal)."""
    prescribed = []
    for maxim in maxims:
        if count[maxim.name] < wanted and maxim.name not in done:
            card = play_prescription(maxim, p)
            if card is not None:
                prescribed.append((maxim.name, card))
                count[maxim.name] += 1
                done.add(maxim.name)
    return tuple(prescribed)


def draw_layouts(code: LawCode, agent: MaximsAgent, s: PlaySituation, rng: random.Random,
                 count: int) -> tuple[list[list[int]], list[list[int]], int]:
    """``count`` layouts of the hands still held, consistent with what the player has seen, then
    the real one; with each, the hands as dealt (for the honours). Also the layouts forced.

    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.analysis.maxims_catalog_play import PLAY_MAXIMS
    >>> code = load_law_code("english-1904")
    >>> [s] = find_situations(code, random.Random(2), [(0, 0)], PLAY_MAXIMS[-1:], 1, 100)[0]
    >>> held, dealt, forced = draw_layouts(code, MaximsAgent(random.Random(0)), s,
    ...                                    random.Random(3), 4)
    >>> held[-1] == list(s.state.hands), all(d[s.seat] == s.state.hands[s.seat] for d in held)
    (True, True)
    >>> [[h.bit_count() for h in d] for d in dealt][0], forced
    ([13, 13, 13, 13], 0)
    """
    state = s.state
    seat = s.seat
    played_by = [dealt & ~held for dealt, held in zip(state.deal, state.hands, strict=True)]
    seen = {seat: state.hands[seat]}
    if state.dummy_exposed:
        seen[int(state.dummy)] = state.hands[state.dummy]
    sizes = {other: state.hands[other].bit_count() for other in range(4) if other not in seen}

    def dealt(deal: list[int]) -> list[int]:
        return [hand | played for hand, played in zip(deal, played_by, strict=True)]

    def same_auction(deal: list[int]) -> bool:
        return _auction(code, agent, dealt(deal), s.score)[1] == s.auction

    drawn, forced = layouts(seen, rng, count, accept=same_auction, gone=state.played.mask,
                            sizes=sizes, voids=shown_voids(state))
    drawn.append(list(state.hands))
    return drawn, [dealt(deal) for deal in drawn], forced


def value_situations(code: LawCode, batch: Sequence[PlaySituation], rng: random.Random,
                     count: int) -> tuple[list[list[tuple[str, float, bool, str]]], int]:
    """Each situation's maxims: (name, cost, agreed, the simulation's choice), ``count`` layouts
    a situation (half to choose, half and the real deal to measure), all solved in one DDS
    batch; and the layouts forced.

    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.analysis.maxims_catalog_play import PLAY_MAXIMS
    >>> code = load_law_code("english-1904")
    >>> found = find_situations(code, random.Random(2), [(0, 0)], PLAY_MAXIMS[-1:], 1, 100)[0]
    >>> [[(name, agreed) for name, _, agreed, _ in rows]
    ...  for rows in value_situations(code, found, random.Random(3), 4)[0]]
    [[('subsequent_discards_keep_guards', True)]]
    """
    agent = MaximsAgent(random.Random(0))
    drawn = [draw_layouts(code, agent, s, rng, count) for s in batch]
    positions = [Position((d[0], d[1], d[2], d[3]), s.state.strain, int(s.state.leader),
                          s.state.trick)
                 for s, (remaining, _, _) in zip(batch, drawn, strict=True) for d in remaining]
    values = iter(solver().card_values_batch(positions))
    out = []
    for s, (remaining, dealt, _) in zip(batch, drawn, strict=True):
        state = s.state
        left = state.hands[s.seat].bit_count()
        options = choices(state)
        points: dict[tuple[int, int], float] = {}
        table = [[0.0] * len(remaining) for _ in options]
        for column, deal in enumerate(dealt):
            tricks = next(values)
            for row, card in enumerate(options):
                makers = state.won[0] + left - tricks[card]
                key = (column, makers)
                if key not in points:
                    points[key] = -make_value(code, deal, Seat.S, state.strain, makers,
                                              multiplier=state.multiplier, game_score=s.score)
                table[row][column] = points[key]
        half = count // 2
        means = [sum(row[:half]) / half for row in table]
        top = max(means)
        gone = state.played.mask
        hand = state.hands[s.seat]
        rows = []
        for name, card in s.prescribed:
            mine = options.index(equal_card(card, hand, gone))
            best = mine if means[mine] >= top - 1e-9 else means.index(top)
            rest = table[mine][half:], table[best][half:]
            cost = sum(a - b for a, b in zip(*rest, strict=True)) / len(rest[0])
            rows.append((name, cost, best == mine, _describe(options[best], card, state)))
        out.append(rows)
    return out, sum(forced for _, _, forced in drawn)


def _describe(chosen: int, prescribed: int, state: HandState) -> str:
    """The simulation's card, as the kind of difference it makes."""
    if chosen >> 4 == prescribed >> 4:
        return "another card of the suit"
    suit = chosen >> 4
    return "a trump" if suit == state.strain else f"a {SUIT_NAMES[suit][:-1]}"


def try_play_maxims(code: LawCode, rng: random.Random, scores: Sequence[tuple[int, int]],
                    chosen: Sequence[Maxim], deals: int, layouts_each: int, max_dealt: int,
                    progress: Callable[[int, int], None] | None = None
                    ) -> tuple[dict[str, list[Row]], int, int]:
    """Each chosen maxim's rows (cost, band, agreed, the simulation's choice where it differed),
    the random deals dealt to find them, and the layouts kept without the auction's consent."""
    found, dealt = find_situations(code, rng, scores, chosen, deals, max_dealt)
    rows: dict[str, list[Row]] = {m.name: [] for m in chosen}
    forced = 0
    batch_size = max(1, 200 // (layouts_each + 1))
    for first in range(0, len(found), batch_size):
        batch = found[first:first + batch_size]
        outcomes, forced_here = value_situations(code, batch, rng, layouts_each)
        forced += forced_here
        for situation, outcome in zip(batch, outcomes, strict=True):
            for name, cost, agreed, best in outcome:
                rows[name].append((cost, situation.band, agreed, best))
        if progress is not None:
            progress(min(first + batch_size, len(found)), len(found))
    return rows, dealt, forced
