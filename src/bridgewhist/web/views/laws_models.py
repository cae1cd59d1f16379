"""The typed views of a club-laws table: the referee's part of each view, the refereed deals'
history and its step-through for the replay (:mod:`bridgewhist.web.views.laws_replay`).

>>> RefereeLine(act="E: HK", what="a lead out of turn", law=None, options=[], choice=None).law is None
True
"""

from __future__ import annotations

from pydantic import Field

from bridgewhist.web.tables.events import SeatName
from bridgewhist.web.views.models import (
    Choice,
    MemberSeen,
    Part,
    PlayPart,
    Spoken,
    Trick,
    TricksWon,
    TurnedTrick,
    You,
    omitted,
)


class RefereeLine(Part):
    """One line of the referee's log: the act, what it was, the law, the options and the choice."""

    act: str
    what: str
    law: str | None
    options: list[str]
    choice: str | None


class RulingOption(Part):
    """An option of a ruling, in the law's words, the action that chooses it, and what choosing it
    does in one line with its law (:func:`bridgewhist.referee.meanings.option_meanings`)."""

    key: str
    text: str
    action: str
    meaning: str
    law: str


class Ruling(Part):
    """The ruling waiting: who chooses, whose irregularity, the law, the options."""

    chooser: SeatName
    offender: SeatName
    irregularity: str
    law: str
    options: list[RulingOption]


class Claim(Part):
    """The dealer's claim of the rest while the play waits on it: his cards, who conceded it."""

    dealer: SeatName
    shown: list[str]
    conceded: list[str]


class Renounce(Part):
    """A renounce of the receiver's own, which only he is told of before the hand is played out."""

    card: str
    trick: int
    law: str
    what: str


class LawsPart(Part):
    """The referee's part every receiver gets alike."""

    outcome: str | None
    ruling: Ruling | None
    events: list[RefereeLine]
    exposed: dict[str, list[str]]
    penalties: dict[str, list[str]]
    claim: Claim | None


class LawsSeen(LawsPart):
    """The referee's part for one receiver: his renounces, those he may correct, his table acts."""

    yours: list[Renounce]
    correctable: list[str]
    table_acts: list[Choice]


# -- the step-through of a finished refereed deal ---------------------------------------------
class StepAct(Part):
    """An act of a step: its seat, text, words, and kind (talk, play, choose or irregular)."""

    seat: SeatName
    act: str
    words: str
    kind: str
    talk: bool


class OfferedOption(Part):
    """An option offered by a ruling."""

    key: str
    text: str


class Offered(Part):
    """The ruling offered in a step."""

    chooser: SeatName
    offender: SeatName
    irregularity: str
    law: str
    options: list[OfferedOption]


class Chosen(Part):
    """The choice made in a step, with the ruling it answered."""

    chooser: SeatName
    key: str
    text: str
    law: str
    irregularity: str
    offender: SeatName


class StepTrick(Part):
    """A trick changed in a step: completed, amended or taken-back."""

    number: int
    leader: SeatName
    cards: list[str]
    winner: SeatName
    change: str


class Step(Part):
    """One step of the replay of a refereed deal, and the position after it."""

    acts: list[StepAct]
    events: list[RefereeLine]
    offered: Offered | None
    chosen: Chosen | None
    tricks: list[StepTrick]
    kind: str
    hands: str
    trick_now: Trick
    won: TricksWon
    exposed: dict[str, list[str]]
    penalties: dict[str, list[str]]


class LawsDeal(Part):
    """A finished refereed deal: hands, acts, tricks, the referee's lines, outcome, steps."""

    number: int
    dealer: SeatName
    hands: str
    actions: list[str]
    acts: list[str]
    talk: list[Spoken] = Field(description="the words said in the declaration and the doubling, in order "
                               "(an act out of its place as written)")
    tricks: list[TurnedTrick]
    strain: str | None
    outcome: str
    events: list[RefereeLine]
    multiplier: int
    steps: list[Step]
    players: dict[str, str]


class LawsPublic(PlayPart[LawsDeal]):
    """A club-laws table's public part: the referee's part once a deal is in play."""

    laws: LawsPart | None = omitted()


class LawsView(LawsPublic):
    """The whole view of a club-laws table for one receiver (kind ``laws``)."""

    members: list[MemberSeen]
    laws: LawsSeen | None = omitted()
    you: You
    hands: dict[str, list[str]]
    legal: list[Choice]


__all__ = ["Chosen", "Claim", "LawsDeal", "LawsPart", "LawsPublic", "LawsSeen", "LawsView", "Offered",
           "OfferedOption", "RefereeLine", "Renounce", "Ruling", "RulingOption", "Step", "StepAct",
           "StepTrick"]
