"""Irregular acts at the table as values, with their text forms (LAWS enforcement).

Under :attr:`Enforcement.STRICT` (the default everywhere) only legal actions are accepted.
Under :attr:`Enforcement.LAWS` the :class:`~bridgewhist.referee.referee.Referee` accepts any
:class:`Act` made by any seat: an ordinary action made out of turn or against the laws (a
revoke, a lead out of turn, a declaration by the wrong player) is an irregularity to be ruled
on, not an error. An act is a seat and either an ordinary :class:`~bridgewhist.actions.Action`
or a :class:`Verb` the ordinary game has no use for (exposing a card, "Having none?", a
consultation, choosing a penalty option).

Text form: ``SEAT: ACT``, the act being an action's text (``hearts``, ``double``, ``SA``) or a
verb with its cards or option (``expose SK``, ``two-cards SA SK``, ``choose call-card``).

>>> act = parse_act("E: expose SK")
>>> act.seat.name, act.verb.value, [str(c) for c in act.card_list]
('E', 'expose', ['SK'])
>>> str(parse_act("w:  May I lead?")), str(parse_act("S: choose new-deal"))
('W: satisfied', 'S: choose new-deal')
"""

from __future__ import annotations

import dataclasses
import enum

from bridgewhist.actions import Action, ActionKind, parse_action, play
from bridgewhist.cards import CARDS, Card
from bridgewhist.errors import NotationError
from bridgewhist.seats import Seat

__all__ = ["Act", "Enforcement", "Verb", "parse_act"]


class Enforcement(enum.Enum):
    """How the laws are enforced: STRICT refuses what is not legal; LAWS referees it."""

    STRICT = "strict"
    LAWS = "laws"


class Verb(enum.Enum):
    """The irregular (or referee's) acts that are not ordinary actions."""

    EXPOSE = "expose"
    """A card dropped face up or shown on or above the table (P73 II, A70 2d, W70 2d)."""
    SHOW_PARTNER = "show-partner"
    """A card held so that partner can see its face (A70 3d, W70 3d; not in P73: ruling 13)."""
    DROP_BELOW = "drop-below"
    """A card dropped on the floor, below the table: never exposed (P72, A71, W71)."""
    TWO_CARDS = "two-cards"
    """Two or more cards played at once to a trick (P73 I, A72, W72)."""
    RUN = "run"
    """Winning cards led one after another without waiting for partner (P74, A73, W73)."""
    HAVING_NONE = "having-none"
    """Partner (or dummy, of the dealer) asks "Having none?" (P63, P92, A62, A90, W62a, W90)."""
    CORRECT = "correct"
    """The renouncing player takes back his card before the revoke is established (P94, A91)."""
    CONSULT = "consult"
    """Partners consult on doubling or on a penalty (P58, A55, A97, W55, W97)."""
    SUGGEST_PENALTY = "suggest-penalty"
    """The partner of the player entitled suggests the penalty (P103, A103, W103)."""
    CLAIM_REST = "claim-rest"
    """The dealer says "I have the rest" (P75, A74, W74)."""
    THROW_DOWN = "throw-down"
    """An adversary throws his cards face upward on the table (P76, A74, W74)."""
    CONCEDE = "concede"
    """An adversary throws down his hand conceding the dealer's claim (P77)."""
    SUGGEST = "suggest"
    """Dummy suggests a card to be played from dummy (P64, A64, W64)."""
    POINT_OUT = "point-out"
    """Dummy calls attention to an incident of the play (P63, A63, W63)."""
    CLAIM_TRICK = "claim-trick"
    """An adversary claims the trick before his partner has played (P102, A100, W100)."""
    REFERENCE = "reference"
    """An adversary's unauthorised reference to an incident of the play (A101, W101)."""
    NAME_CARD = "name-card"
    """The dealer names a card detached from an adversary's hand (P78): ``name-card E SQ``."""
    OMITTED = "omitted"
    """A report that this player omitted to play to a former trick and has played to the
    next (P87, A83, W83): at a physical table only; the software's tricks always hold four."""
    CHOOSE = "choose"
    """The entitled player chooses one of the options offered: ``choose call-card``."""
    DEALING = "dealing"
    """A report made while dealing: ``dealing exposed SA`` and so on (P39-45, A38-43, W38-43)."""
    ANSWER_NONE = "none"
    """The player asked "Having none?" answers "None" (P92, A90, W90): if he has renounced, the
    question no longer keeps the revoke open once the trick is turned and quitted."""
    QUIT_TRICK = "quit-trick"
    """The last trick is turned and quitted (P91, A89, W86): its renounces are established,
    unless "Having none?" was asked before and not answered "None"."""
    CUT = "cut"
    """The cards are cut for the following deal (by the dealer, on the next dealer's right): no
    revoke can be claimed after it (P97, A94, W94)."""
    LAY_DOWN = "lay-down"
    """Dummy lays his cards face upward on the table (P62, A61, W61); under A59 no penalty for
    a lead without asking or pone's asking leave can be exacted after it."""


_CARD_VERBS = {Verb.EXPOSE, Verb.SHOW_PARTNER, Verb.DROP_BELOW, Verb.TWO_CARDS, Verb.RUN,
               Verb.SUGGEST}


@dataclasses.dataclass(frozen=True, slots=True)
class Act:
    """One act at a LAWS table: who made it and what it was.

    Exactly one of ``action`` (an ordinary action) and ``verb`` is given; ``cards`` are the
    cards a verb names, ``word`` the option chosen or the kind of dealing report, ``target``
    the seat a verb names (``name-card``).
    """

    seat: Seat
    action: Action | None = None
    verb: Verb | None = None
    cards: tuple[int, ...] = ()
    word: str = ""
    target: Seat | None = None

    def __post_init__(self) -> None:
        if (self.action is None) == (self.verb is None):
            raise NotationError("an act is either an ordinary action or an irregular verb")
        if self.verb in _CARD_VERBS and not self.cards:
            raise NotationError(f"{self.verb.value} needs a card")
        if self.verb in (Verb.TWO_CARDS, Verb.RUN) and len(self.cards) < 2:
            raise NotationError(f"{self.verb.value} needs two or more cards")
        if self.verb in (Verb.CHOOSE, Verb.DEALING) and not self.word:
            raise NotationError(f"{self.verb.value} needs a word")

    @property
    def card_list(self) -> list[Card]:
        """The cards named, as :class:`~bridgewhist.cards.Card`."""
        return [CARDS[c] for c in self.cards]

    @property
    def is_play(self) -> bool:
        """True for an ordinary play of one card."""
        return self.action is not None and self.action.kind == ActionKind.PLAY

    def __str__(self) -> str:
        if self.action is not None:
            return f"{self.seat}: {self.action}"
        assert self.verb is not None
        parts = [self.verb.value]
        if self.target is not None:
            parts.append(self.target.name)
        if self.word:
            parts.append(self.word)
        parts += [str(CARDS[c]) for c in self.cards]
        return f"{self.seat}: {' '.join(parts)}"


def play_act(seat: Seat, card: int) -> Act:
    """The act of ``seat`` playing ``card`` (in turn or not)."""
    return Act(seat, play(card))


def parse_act(text: str) -> Act:
    """Read an act from its text form ``SEAT: ACT``.

    :raises NotationError: naming the text when it is no act.
    """
    head, sep, rest = text.partition(":")
    if not sep:
        raise NotationError(f"act {text!r} must be 'SEAT: ACT', e.g. 'E: SA' or 'S: choose new-deal'")
    seat = Seat.parse(head.strip())
    words = rest.split()
    if not words:
        raise NotationError(f"act {text!r} names no act")
    try:
        verb = Verb(words[0].lower())
    except ValueError:
        return Act(seat, parse_action(rest))
    args = words[1:]
    target: Seat | None = None
    word = ""
    if verb == Verb.NAME_CARD:
        if len(args) != 2:
            raise NotationError(f"act {text!r}: name-card takes a seat and a card, e.g. 'name-card E SQ'")
        target = Seat.parse(args[0])
        args = args[1:]
    elif verb in (Verb.CHOOSE, Verb.DEALING):
        if not args:
            raise NotationError(f"act {text!r}: {verb.value} needs a word")
        word, args = args[0], args[1:]
    cards = tuple(int(Card.parse(a)) for a in args)
    return Act(seat, verb=verb, cards=cards, word=word, target=target)
