"""A lesson's real table as the server opens it, and the positions its questions are about.

:func:`lesson_game` opens the table (four-hand or three-hand) with the learner in the first place
and computer players in the others, cut and dealt from the lesson's seed, exactly as
``POST /api/learn/{key}/table`` opens it in the hub; the other functions read the lesson's deal
from there: the learner's seat, the maxims' make for his hand, and his opening lead once the
computers have made the trump and answered his "May I lead?" (each by the maxims player).

>>> from bridgewhist.web.lessons.catalog import lesson_by_key
>>> learner_seat(lesson_game(lesson_by_key("opening-lead"))).name
'W'
"""

from __future__ import annotations

from bridgewhist.actions import SATISFIED
from bridgewhist.agents.maxims.advice import Advice, advise
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.three_hand.hand import ThreeHandDeal
from bridgewhist.view import view_of
from bridgewhist.web.lessons.model import LEARNER, THREE_HAND, Lesson
from bridgewhist.web.tables.events import TableEvent
from bridgewhist.web.tables.four_hand import Game
from bridgewhist.web.tables.places import TableConfig
from bridgewhist.web.tables.three_hand import THREE_HAND as THREE_HAND_TABLE
from bridgewhist.web.tables.three_hand import ThreeGame

LessonGame = Game | ThreeGame
"""The table a lesson opens: a four-hand table, or a three-hand one."""


def seated(game: LessonGame) -> None:
    """Seat the learner in the first place and computer players in the others (the cut follows)."""
    for event in game.propose_join(LEARNER, person=True, token_hash=LEARNER):
        game.apply(event)
    for event in game.propose_fill():
        game.apply(event)


def four_hand_game(lesson: Lesson) -> Game:
    """A four-hand lesson's table, as the server opens it, cut and dealt from its seed.

    :raises ValueError: for a lesson taught at a three-hand table.
    """
    if lesson.kind == THREE_HAND:
        raise ValueError(f"lesson {lesson.key!r} is not taught at a four-hand table")
    game = Game(TableConfig("lesson", load_law_code(lesson.code), seed=lesson.seed))
    seated(game)
    return game


def three_hand_game(lesson: Lesson) -> ThreeGame:
    """A three-hand lesson's table, as the server opens it, cut and dealt from its seed.

    :raises ValueError: for a lesson taught at a four-hand table.
    """
    if lesson.kind != THREE_HAND:
        raise ValueError(f"lesson {lesson.key!r} is not taught at a three-hand table")
    game = ThreeGame(TableConfig("lesson", load_law_code(lesson.code), seed=lesson.seed))
    game.apply(TableEvent(table_kind=THREE_HAND_TABLE))
    seated(game)
    return game


def lesson_game(lesson: Lesson) -> LessonGame:
    """The table a lesson opens, as the server opens it: the learner in the first place, the
    computer players in the others, cut and dealt from the lesson's seed."""
    return three_hand_game(lesson) if lesson.kind == THREE_HAND else four_hand_game(lesson)


def learner_seat(game: LessonGame) -> Seat:
    """The seat the learner (the first place) holds once the table is cut."""
    seat = game.seat_of(0)
    assert seat is not None, "a lesson's table is cut as soon as it is filled"
    return seat


def four_hand_deal(lesson: Lesson) -> HandState:
    """The first deal of a four-hand lesson's table.

    :raises ValueError: for a lesson at a three-hand table.
    """
    game = four_hand_game(lesson)
    assert game.state is not None, "a lesson's table is dealt as soon as it is filled"
    return game.state


def three_hand_deal(lesson: Lesson) -> ThreeHandDeal:
    """The first deal of a three-hand lesson's table.

    :raises ValueError: for a lesson at a four-hand table.
    """
    game = three_hand_game(lesson)
    assert game.deal is not None, "a lesson's table is dealt as soon as it is filled"
    return game.deal


def make_advice(lesson: Lesson) -> Advice:
    """The maxims' make for the learner's hand of the lesson's first deal (he must be dealer)."""
    state = four_hand_deal(lesson)
    return advise(view_of(state, learner_seat(lesson_game(lesson))))


def computers_act(state: HandState, learner: Seat) -> HandState:
    """The deal once every seat but the learner's has acted by the maxims, until his turn."""
    while not state.is_complete and state.actor != learner:
        state = state.apply(advise(view_of(state, state.actor)).action)
    return state


def opening_lead_position(lesson: Lesson) -> HandState:
    """The deal at the learner's opening lead: the computers make the trump, he asks "May I
    lead?" (he is the eldest hand), his partner answers by the maxims.

    :raises ValueError: unless the learner is the eldest hand and his next turn is the lead.
    """
    state = four_hand_deal(lesson)
    learner = learner_seat(lesson_game(lesson))
    if learner != state.eldest:
        raise ValueError(f"lesson {lesson.key!r}: the learner ({learner.name}) is not the eldest hand")
    state = computers_act(computers_act(state, learner).apply(SATISFIED), learner)
    if state.phase != Phase.PLAY or state.actor != learner:
        raise ValueError(f"lesson {lesson.key!r}: the learner's next turn is not the opening lead")
    return state


def lead_advice(lesson: Lesson) -> Advice:
    """The maxims' opening lead for the learner at the lesson's deal, with its maxim and book."""
    state = opening_lead_position(lesson)
    return advise(view_of(state, state.actor))


__all__ = [
    "LessonGame",
    "computers_act",
    "four_hand_deal",
    "four_hand_game",
    "lead_advice",
    "learner_seat",
    "lesson_game",
    "make_advice",
    "opening_lead_position",
    "seated",
    "three_hand_deal",
    "three_hand_game",
]
