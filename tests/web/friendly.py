"""A friendly (strict) four-hand table played in process, seat by seat, for the tests of claims
and undo: four members seated by the cut, the first ``persons`` of them people."""

from __future__ import annotations

from collections.abc import Callable

from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.web.kinds.four_hand import FourHandKind, LawsKind
from bridgewhist.web.tables.events import Event
from bridgewhist.web.tables.places import TableConfig

NAMES = ("Ann", "Bob", "Cy", "Di")


def seated(kind: type[FourHandKind] | type[LawsKind] = FourHandKind, persons: int = 4, seed: int = 5,
           code: str = "english-1904") -> FourHandKind:
    """A table of ``kind`` under ``code``, cut with ``seed``; places 0 to ``persons - 1`` people."""
    game = kind(TableConfig("t1", load_law_code(code), seed=seed))
    for index, name in enumerate(NAMES):
        person = index < persons
        for event in game.propose_join(name, person=person, token_hash=name if person else None):
            game.apply(event)
    return game  # type: ignore[return-value]


def act(game: FourHandKind, seat: Seat, text: str) -> list[Event]:
    """``seat``'s action, proposed and applied as the hub would: its events."""
    events = game.propose_action(game.place_of_seat(seat), text)
    for event in events:
        game.apply(event)
    return events


def first_action(state: HandState) -> str:
    """The first legal action of the seat to act."""
    return str(state.legal_actions()[0])


def first_calm_action(state: HandState) -> str:
    """The first legal action of the seat to act, never a double (the American codes' doubling
    has no limit)."""
    actions = [str(a) for a in state.legal_actions()]
    return next((a for a in actions if "double" not in a), actions[0])


def play_to(game: FourHandKind, tricks: int, choose: Callable[[HandState], str] = first_action) -> None:
    """Play ``choose``'s action for each seat until ``tricks`` tricks are turned."""
    while True:
        state = game.state
        assert state is not None
        if state.phase == Phase.PLAY and len(state.tricks) >= tricks and not state.trick:
            return
        act(game, state.actor, choose(state))
