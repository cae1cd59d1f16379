"""A web table as an event log (bridgewhist.web.tables.four_hand): rubbers follow one another with
a fresh cut, a replay of the log (its events stored as JSON and read back) rebuilds the table
exactly, and a log that deals differently is refused."""

from __future__ import annotations

import json
import random

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.notation.record import replay
from bridgewhist.web.tables.club import ClubGame
from bridgewhist.web.tables.events import (
    CutEvent,
    Event,
    JoinEvent,
    ReplayError,
    SeatActionEvent,
    TableEvent,
    event_json,
    parse_event,
)
from bridgewhist.web.tables.four_hand import Game
from bridgewhist.web.tables.places import Refused, TableConfig
from bridgewhist.web.tables.three_hand import ThreeGame
from bridgewhist.web.views.four_hand import finished_record, public_part, receiver_part

pytestmark = pytest.mark.web


def _seated(seed: int = 3) -> tuple[Game, list[Event]]:
    game = Game(TableConfig("t", load_law_code("american-1904"), seed=seed))
    log: list[Event] = []
    for name in ("Ann", "Bob", "Cy", "Di"):
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
            log.append(event)
    return game, log


def _step(game: Game, log: list[Event], rng: random.Random) -> None:
    state = game.state
    assert state is not None
    if state.is_complete:
        events = game.propose_next()
    else:
        place = next(p for p, s in game.seat_of_place.items() if s == state.actor)
        events = game.propose_action(place, str(rng.choice(state.legal_actions())))
    for event in events:
        game.apply(event)
        log.append(parse_event(json.loads(event_json(event))))


def _views(game: Game) -> list[str]:
    public = public_part(game, set())
    seen = [receiver_part(game, public, place) for place in (0, 1, 2, 3, None)]
    return [public.model_dump_json()] + [
        json.dumps({"you": part.you.model_dump(), "members": [m.model_dump() for m in part.members],
                    "hands": part.hands, "legal": [c.model_dump() for c in part.legal]}, sort_keys=True)
        for part in seen]


def test_rubbers_follow_one_another_each_with_a_fresh_cut_and_the_log_replays_exactly() -> None:
    game, log = _seated()
    rng = random.Random(5)
    while game.rubber_number < 2:
        _step(game, log, rng)
    first = game.rubbers[0]
    assert first.is_over and game.status == "playing" and game.table is not None
    assert game.table.cut is not None and game.table.cut is not first.cut
    assert [e.kind for e in log].count("cut") == 2
    # The first rubber's record replays to the same score.
    assert replay(finished_record(first)).rubber.totals == first.rubber.totals
    for _ in range(20):
        _step(game, log, rng)
    rebuilt = Game(game.config)
    for event in log:
        rebuilt.apply(event)
    assert rebuilt.seq == game.seq == len(log)
    assert _views(rebuilt) == _views(game)


def test_a_log_that_deals_differently_is_refused() -> None:
    _, log = _seated()
    tampered = [e.model_copy(update={"check": e.check[::-1]}) if isinstance(e, CutEvent) and e.check else e
                for e in log]
    game = Game(TableConfig("t", load_law_code("american-1904"), seed=3))
    with pytest.raises(ReplayError, match="deals differently"):
        for event in tampered:
            game.apply(event)
    other_seed = Game(TableConfig("t", load_law_code("american-1904"), seed=4))
    with pytest.raises(ReplayError):
        for event in log:
            other_seed.apply(event)


def test_an_illegal_action_in_a_log_is_refused() -> None:
    game, _ = _seated()
    state = game.state
    assert state is not None
    wrong = next(s for s in game.seat_of_place.values() if s != state.actor)
    with pytest.raises(ReplayError, match="refused"):
        game.apply(SeatActionEvent(seat=wrong.name, action=str(state.legal_actions()[0])))


def test_a_table_event_opens_only_its_own_kind_of_table_and_only_first() -> None:
    config = TableConfig("t", load_law_code("english-1904"), seed=1)
    four = Game(config)
    with pytest.raises(ReplayError, match="unknown event kind 'table'"):
        four.apply(TableEvent(table_kind="three-hand"))
    assert four.seq == 0
    three = ThreeGame(config)
    three.apply(TableEvent(table_kind="three-hand"))
    with pytest.raises(ReplayError, match="three-hand table's event in a three-hand table"):
        three.apply(TableEvent(table_kind="three-hand"))
    assert three.seq == 1
    club = ClubGame(config)
    with pytest.raises(ReplayError, match="does not open a club table of five or six"):
        club.apply(TableEvent(table_kind="club", places=7))
    club.apply(TableEvent(table_kind="club", places=5))
    assert (club.seq, club.size) == (1, 5)


def test_leaving_before_the_cut_frees_the_place_and_after_it_holds_it() -> None:
    game = Game(TableConfig("t", load_law_code("english-1904"), seed=1))
    for event in game.propose_join("Ann", person=True, token_hash="a"):
        game.apply(event)
    for event in game.propose_leave(0):
        game.apply(event)
    assert game.members() == []
    game, _ = _seated()
    for event in game.propose_leave(2):
        game.apply(event)
    assert game.waiting and game.places[2] is not None and game.places[2].vacant
    with pytest.raises(Refused) as refused:
        game.propose_action(0, "hearts")
    assert refused.value.reason == "not_started"
    events = game.propose_join("Eve", person=True, token_hash="e")
    assert events == [JoinEvent(place=2, name="Eve", person=True, token="e")]


def test_refusals_carry_the_core_reason_and_law() -> None:
    game, _ = _seated()
    state = game.state
    assert state is not None
    actor = next(p for p, s in game.seat_of_place.items() if s == state.actor)
    with pytest.raises(Refused) as refused:
        game.propose_action(actor, "SA")
    assert refused.value.reason == "wrong_phase" and refused.value.law
    with pytest.raises(Refused) as refused:
        game.propose_action(actor, "next")
    assert refused.value.reason == "wrong_phase"
    with pytest.raises(Refused) as refused:
        game.propose_action((actor + 1) % 4, "hearts")
    assert refused.value.reason == "not_your_turn"
