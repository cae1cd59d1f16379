"""Cutting for partners and deal (english-1904 laws 14-20; american codes laws 14-20).

Each of the four players cuts one card from the same pack; the ace is the lowest card. The two
lowest play against the two highest, and the lowest deals. Players who cut equal cards re-cut
among themselves only where their order decides the dealer or the partnerships (ruling 8); the
house rule ``cut_ties_by_suit`` (the Axioms code) breaks equal ranks by suit instead.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> draw = scripted_draw("S5 H5 DK CA", "D2 C9")
>>> result = cut_for_partners_and_deal(["Ann", "Bob", "Cy", "Di"],
...                                    load_law_code("american-1905"), random.Random(0), draw=draw)
>>> result.dealer, result.partnerships
('Di', (('Di', 'Ann'), ('Bob', 'Cy')))
>>> [{name: str(card) for name, card in cut.items()} for cut in result.rounds]
[{'Ann': 'S5', 'Bob': 'H5', 'Cy': 'DK', 'Di': 'CA'}, {'Ann': 'D2', 'Bob': 'C9'}]
>>> {seat.name: name for seat, name in result.seating().items()}
{'N': 'Ann', 'E': 'Bob', 'S': 'Di', 'W': 'Cy'}
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import MappingProxyType

from bridgewhist.cards import Card, Suit
from bridgewhist.dealing import shuffle
from bridgewhist.errors import NotationError
from bridgewhist.laws import LawCode
from bridgewhist.seats import Seat

Shown = int | Sequence[int]
"""What one cutter showed: a card, or the cards he exposed together (more than one: he must cut
again, P16, A16, W16)."""

Draw = Callable[[Sequence[str]], Sequence[Shown]]
"""Given the names of those cutting in one round, what each showed (a card int, or several
cards exposed together), in order."""

_RECUTS = 16
"""How many times a round may be cut again for cards exposed before the draw is refused."""

CutKey = tuple[int, int]

_SUIT_ORDER: dict[Suit, int] = {Suit.HEARTS: 0, Suit.DIAMONDS: 1, Suit.CLUBS: 2, Suit.SPADES: 3}
"""Axioms cutting law: between equal ranks the heart is lowest, next diamond, club, spade."""


def cut_rank(card: int, code: LawCode) -> CutKey:
    """The sort key of a card cut for partners: rank with the ace lowest, then the suit order.

    The ace is the lowest card (english-1904 law 14, american-1904/1905 law 14): an ace ranks
    1, two to king 2..13. With the house rule ``cut_ties_by_suit`` (the Axioms cutting law) the
    second item orders equal ranks heart 0, diamond 1, club 2, spade 3; otherwise it is 0.

    >>> from bridgewhist.laws import load_law_code
    >>> cut_rank(Card.parse("SA"), load_law_code("english")), cut_rank(Card.parse("HK"),
    ...     load_law_code("english", cut_ties_by_suit=True))
    ((1, 0), (13, 0))
    >>> cut_rank(Card.parse("SK"), load_law_code("american-1905", cut_ties_by_suit=True))
    (13, 3)
    """
    cut = Card(int(card))
    rank = 1 if cut.rank == 14 and code.cutting.ace_low else cut.rank
    return (rank, _SUIT_ORDER[cut.suit] if code.options.cut_ties_by_suit else 0)


@dataclasses.dataclass(frozen=True, slots=True)
class CutResult:
    """The cut for partners and deal: every round of cards and the order it settled.

    ``players`` is the order in which the players cut; ``rounds`` the cards cut, the first
    round by all four, each later round by those who re-cut; ``order`` the four names from
    lowest to highest, so ``order[0]`` deals and partners ``order[1]`` against ``order[2:]``;
    ``exposed`` the cuts made again for more than one card shown.
    """

    players: tuple[str, str, str, str]
    rounds: tuple[Mapping[str, Card], ...] = dataclasses.field(hash=False)
    order: tuple[str, str, str, str]
    exposed: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    """Each cut made again because the cutter exposed more than one card (P16, A16, W16): his
    name and the cards he showed, in order."""

    @property
    def dealer(self) -> str:
        """The lowest deals (english-1904 law 17, american-1904/1905 law 18)."""
        return self.order[0]

    @property
    def partner(self) -> str:
        """The dealer's partner: the second lowest (P17, A18, W18)."""
        return self.order[1]

    @property
    def partnerships(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """The two lowest against the two highest, the dealer's side first (P17, A18, W18)."""
        return ((self.order[0], self.order[1]), (self.order[2], self.order[3]))

    def seating(self, dealer_seat: Seat = Seat.S) -> dict[Seat, str]:
        """Seat the table: the dealer at ``dealer_seat`` (his choice of seats, P17, A18, W18).

        His partner sits opposite; of the adversaries the lower sits on the dealer's right and
        the higher on his left (East and West when the dealer sits South).

        >>> result = CutResult(("A", "B", "C", "D"), (), ("C", "A", "D", "B"))
        >>> {seat.name: name for seat, name in result.seating(Seat.N).items()}
        {'N': 'C', 'E': 'B', 'S': 'A', 'W': 'D'}
        """
        places = {dealer_seat: self.order[0], dealer_seat.partner: self.order[1],
                  dealer_seat.right: self.order[2], dealer_seat.left: self.order[3]}
        return {seat: places[seat] for seat in Seat}


def scripted_draw(*rounds: str | Sequence[int]) -> Draw:
    """A draw that gives set cards, one round per call (for tests, replays and examples).

    Each round is a text of cards separated by spaces (``"SA H5"``) or a sequence of cards;
    cards joined by ``+`` (``"S5+S6"``) were exposed together by one cutter, who cuts again in
    the next call of the script (P16, A16, W16).

    >>> draw = scripted_draw("SA H5")
    >>> [str(card) for card in draw(["Ann", "Bob"])]
    ['SA', 'H5']
    >>> [str(c) if isinstance(c, Card) else "+".join(map(str, c))
    ...  for c in scripted_draw("SA H5+H6")(["Ann", "Bob"])]
    ['SA', 'H5+H6']

    :raises NotationError: for a bad card, or when called after the script has run out.
    """
    script: list[list[Shown]] = [
        [_shown_text(word) for word in cards.split()] if isinstance(cards, str)
        else [Card(int(card)) for card in cards]
        for cards in rounds
    ]
    remaining: Iterator[list[Shown]] = iter(script)

    def draw(names: Sequence[str]) -> Sequence[Shown]:
        cards = next(remaining, None)
        if cards is None:
            raise NotationError(
                f"the scripted cut has only {len(script)} round(s); "
                f"{', '.join(names)} must cut again"
            )
        return cards

    return draw


def _shown_text(word: str) -> Shown:
    cards = [Card.parse(part) for part in word.split("+")]
    return cards[0] if len(cards) == 1 else tuple(cards)


def _rng_draw(rng: random.Random) -> Draw:
    def draw(names: Sequence[str]) -> Sequence[Shown]:
        return shuffle(rng)[: len(names)]  # a fresh pack each round; distinct cards (P15)

    return draw


def _check_players(players: Sequence[str]) -> tuple[str, str, str, str]:
    if isinstance(players, str) or len(players) != 4:
        raise NotationError(f"the cut for partners needs four player names, not {players!r}")
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise NotationError(f"player name {name!r} in {list(players)!r} is not a name")
    if len(set(players)) != 4:
        raise NotationError(f"the four players must have different names, not {list(players)!r}")
    return (players[0], players[1], players[2], players[3])


def cut_round(names: Sequence[str], draw: Draw, code: LawCode,
               exposed: list[tuple[str, tuple[Card, ...]]]) -> dict[str, Card]:
    """One round's cards, by name: a cutter who shows more than one card cuts again (P16, A16,
    W16), his exposure added to ``exposed``.

    >>> from bridgewhist.laws import load_law_code
    >>> shown: list[tuple[str, tuple[Card, ...]]] = []
    >>> cut = cut_round(["Ann", "Bob"], scripted_draw("SA H5+H6", "D2"), load_law_code("english"), shown)
    >>> {name: str(card) for name, card in cut.items()}, [(n, [str(c) for c in cs]) for n, cs in shown]
    ({'Ann': 'SA', 'Bob': 'D2'}, [('Bob', ['H5', 'H6'])])

    :raises NotationError: when the draw gives the wrong number of cards, a card twice, or a
        cutter shows more than one card too many times.
    """
    cut: dict[str, Card] = {}
    cutting = list(names)
    for _ in range(_RECUTS):
        shown = draw(tuple(cutting))
        if len(shown) != len(cutting):
            raise NotationError(
                f"the draw gave {len(shown)} card(s) for {len(cutting)} cutter(s) ({', '.join(cutting)})"
            )
        again = []
        for name, what in zip(cutting, shown, strict=True):
            cards = (Card(int(what)),) if isinstance(what, int) else tuple(Card(int(c)) for c in what)
            if not cards:
                raise NotationError(f"{name} showed no card: a cut shows one card")
            if len(cards) > 1:
                exposed.append((name, cards))
                again.append(name)
            else:
                cut[name] = cards[0]
        if not again:
            return _check_cards(names, [cut[name] for name in names], code)
        cutting = again
    raise NotationError(f"{', '.join(cutting)} exposed more than one card {_RECUTS} times: the cut "
                        f"must be made again ({code.cite('cutting', 'recut_on_two_exposed')})")


def _check_cards(names: Sequence[str], cards: Sequence[Card], code: LawCode) -> dict[str, Card]:
    cut = dict(zip(names, cards, strict=True))
    if len(set(cut.values())) != len(names):
        raise NotationError(
            f"cards cut {', '.join(str(c) for c in cut.values())} repeat a card: "
            f"all cut from the same pack ({code.cite('cutting', 'same_pack')})"
        )
    return cut


def _relevant(first: int, last: int) -> bool:
    """Whether equal cards at places ``first..last`` (0 lowest) decide dealer or partners."""
    return last > first and (first == 0 or (first == 1 and last >= 2))


def cut_for_partners_and_deal(
    players: Sequence[str],
    code: LawCode,
    rng: random.Random,
    *,
    draw: Draw | None = None,
) -> CutResult:
    """Cut for partners and deal: the two lowest against the two highest, the lowest deals.

    All cut from the same pack (P15, A15, W15), the ace lowest (P14, A14, W14); the two lowest
    play against the two highest and the lowest deals (english-1904 law 17, american-1904/1905
    law 18). Players are ordered by their first cut; a group with equal cards re-cuts from a
    fresh pack when its order decides the deal or the partnership line, and again while such
    a tie remains (P19-20, A19-20, W19-20, ruling 8). The two highest never re-cut (P19). So
    three equal with the fourth highest: the two lowest of the re-cut are partners and the
    lower deals; with the fourth lowest: he deals and the two highest of the re-cut are
    partners (P20, A20, W20). With ``cut_ties_by_suit`` no two cards tie.

    ``draw`` (default: the top cards of a pack freshly shuffled with ``rng``) gives what each
    cutter showed in each round; pass :func:`scripted_draw` to set them. A cutter who shows
    more than one card cuts again (P16, A16, W16): the result's ``exposed`` names him.

    >>> from bridgewhist.laws import load_law_code
    >>> result = cut_for_partners_and_deal(["N", "E", "S", "W"], load_law_code("english"),
    ...                                    random.Random(7))
    >>> sorted(result.order) == ["E", "N", "S", "W"], result.dealer == result.order[0]
    (True, True)

    :raises NotationError: unless ``players`` are four different names, or when the draw
        gives the wrong number of cards or a card twice in one round.
    """
    names = _check_players(players)
    if draw is None:
        draw = _rng_draw(rng)
    keys: dict[str, list[CutKey]] = {name: [] for name in names}
    rounds: list[Mapping[str, Card]] = []
    exposed: list[tuple[str, tuple[Card, ...]]] = []
    cutters: list[str] = list(names)
    while cutters:
        cut = cut_round(cutters, draw, code, exposed)
        rounds.append(MappingProxyType(cut))
        for name, card in cut.items():
            keys[name].append(cut_rank(card, code))
        order = sorted(names, key=lambda name: keys[name])  # stable: ties keep cut order
        cutters = []
        first = 0
        while first < 4:
            last = first
            while last < 3 and keys[order[last + 1]] == keys[order[first]]:
                last += 1
            if _relevant(first, last):
                cutters.extend(order[first : last + 1])
            first = last + 1
    return CutResult(names, tuple(rounds), (order[0], order[1], order[2], order[3]), tuple(exposed))


__all__ = ["CutKey", "CutResult", "Draw", "Shown", "cut_for_partners_and_deal", "cut_rank", "cut_round",
           "scripted_draw"]
