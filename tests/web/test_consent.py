"""Claims, concessions and undo with consent at a friendly table (issue 15, items 4 and 5)."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bridgewhist.agents.claims import dd_tricks, tricks_left
from bridgewhist.notation.record import dumps, loads, replay
from bridgewhist.seats import Seat, Side
from bridgewhist.web.hub import Hub
from bridgewhist.web.kinds.four_hand import FourHandKind, LawsKind
from bridgewhist.web.tables.consent import claim_line
from bridgewhist.web.tables.events import AnswerEvent, AskEvent, ClaimEvent, Event, UndoEvent
from bridgewhist.web.tables.places import Refused
from web.friendly import act, play_to, seated


def feasible(game: FourHandKind, seat: Seat) -> int:
    """A number of tricks some line of play gives ``seat``'s side (the most such)."""
    state = game.state
    assert state is not None
    left = tricks_left(state)
    return next(k for k in range(left, -1, -1) if claim_line(state, seat.side, k) is not None)


def test_a_claim_accepted_by_all_ends_the_deal_with_the_claimed_tricks() -> None:
    game = seated()
    play_to(game, 6)
    state = game.state
    assert state is not None
    claimer = state.actor
    before = state.won[claimer.side]
    claimed = feasible(game, claimer)
    events = act(game, claimer, f"claim {claimed}")
    assert [e.kind for e in events] == ["ask"]
    view = game.receiver_view(game.public_view(set()), game.place_of_seat(claimer.left)).model_dump()
    assert view["ask"]["shown"] == {"seat": claimer.name,
                                    "cards": view["ask"]["shown"]["cards"]}
    assert len(view["ask"]["shown"]["cards"]) == 7 and view["consent"]["answer"] and view["legal"] == []
    for other in (claimer.left, claimer.partner):
        assert [e.kind for e in act(game, other, "accept")] == ["answer"]
    events = act(game, claimer.right, "accept")
    assert [e.kind for e in events] == ["answer", "claim"]
    state = game.state
    assert state is not None and state.is_complete
    assert state.won[claimer.side] == before + claimed and sum(state.won) == 13
    assert game.ask is None
    assert any(t["kind"] == "score" for t in game.announce(events[-1]))


def test_a_concession_gives_the_adversaries_every_trick_left() -> None:
    game = seated()
    play_to(game, 10)
    state = game.state
    assert state is not None
    seat = next(s for s in Seat if claim_line(state, s.side, 0) is not None)
    theirs = state.won[seat.side.other]
    act(game, seat, "concede")
    for other in (seat.left, seat.partner, seat.right):
        act(game, other, "accept")
    final = game.state
    assert final is not None and final.is_complete and final.won[seat.side.other] == theirs + 3


def test_play_on_ends_the_ask_and_nobody_plays_while_it_waits() -> None:
    game = seated()
    play_to(game, 3)
    state = game.state
    assert state is not None
    act(game, state.actor, f"claim {feasible(game, state.actor)}")
    with pytest.raises(Refused) as refused:
        act(game, state.actor.left, str(state.legal_actions()[0]))
    assert refused.value.reason == "wrong_phase"
    with pytest.raises(Refused):
        act(game, state.actor.left, "claim 2")
    assert game.computer_seat() is None
    act(game, state.actor.left, "play on")
    assert game.ask is None and game.state == state
    act(game, state.actor, str(state.legal_actions()[0]))


def test_a_claim_is_refused_outside_the_play_or_beyond_the_tricks_left() -> None:
    game = seated()
    state = game.state
    assert state is not None
    with pytest.raises(Refused, match="in the play"):
        act(game, state.actor, "claim")
    play_to(game, 2)
    state = game.state
    assert state is not None
    with pytest.raises(Refused, match="0 to 11 tricks"):
        act(game, state.actor, "claim 12")
    with pytest.raises(Refused, match="'claim N'"):
        act(game, state.actor, "claim many")


def test_an_undo_consented_to_puts_the_deal_back_exactly() -> None:
    game = seated()
    play_to(game, 1)
    table = game.table
    assert table is not None
    before = table.state
    seat = before.actor
    act(game, seat, str(before.legal_actions()[-1]))
    act(game, table.state.actor, str(table.state.legal_actions()[0]))  # the next player plays too
    events = act(game, seat, "undo")
    assert [e.kind for e in events] == ["ask"]
    for other in (seat.left, seat.partner):
        act(game, other, "accept")
    events = act(game, seat.right, "accept")
    assert isinstance(events[-1], UndoEvent) and events[-1].count == 2
    assert table.state == before and table.state.actor == seat


def test_undo_with_nothing_of_ones_own_to_take_back_is_refused() -> None:
    game = seated()
    state = game.state
    assert state is not None
    with pytest.raises(Refused) as refused:
        act(game, state.actor.left, "undo")
    assert refused.value.reason == "nothing_to_undo"


def test_there_is_no_undo_at_a_club_laws_table() -> None:
    game = seated(LawsKind)
    state = game.state
    assert state is not None
    with pytest.raises(Refused) as refused:
        act(game, state.actor, "undo")
    assert refused.value.reason == "no_undo" and "club-laws" in refused.value.message


def test_computer_players_consent_to_an_undo_at_once() -> None:
    game = next(g for g in (seated(persons=1, seed=seed) for seed in range(5, 30))
                if g.state is not None and g.state.dummy != g.seat_of(0))
    play_to(game, 1)
    table = game.table
    assert table is not None
    # the person is place 0; play until it is his turn, then his card, then undo it
    person = game.seat_of(0)
    assert person is not None
    while table.state.actor != person:
        act(game, table.state.actor, str(table.state.legal_actions()[0]))
    before = table.state
    act(game, person, str(before.legal_actions()[0]))
    events = act(game, person, "undo")
    assert [e.kind for e in events] == ["ask", "answer", "answer", "answer", "undo"]
    assert table.state == before


def person_not_dummy(persons: int = 1) -> FourHandKind:
    """A table whose person in place 0 is not dummy in the first deal (dummy claims nothing)."""
    return next(g for g in (seated(persons=persons, seed=seed) for seed in range(5, 30))
                if g.state is not None and g.state.dummy != g.seat_of(0))


def short_of_all(seed: int) -> FourHandKind | None:
    """Seed ``seed``'s table after 8 tricks when its person (not dummy) cannot take every trick left."""
    game = seated(persons=1, seed=seed)
    if game.state is None or game.state.dummy == game.seat_of(0):
        return None
    play_to(game, 8)
    state, person = game.state, game.seat_of(0)
    assert state is not None and person is not None
    made = dd_tricks(state, person.side)
    return game if made is not None and made < tricks_left(state) else None


def test_computer_players_accept_a_claim_only_when_it_is_right_by_double_dummy() -> None:
    seed = next(seed for seed in range(5, 40) if short_of_all(seed) is not None)
    game = short_of_all(seed)
    assert game is not None
    table = game.table
    assert table is not None
    person = game.seat_of(0)
    assert person is not None
    state = table.state
    made = dd_tricks(state, person.side)
    assert made is not None
    # one more than double dummy gives: it fails (no line gives it) or an adversary declines
    events = act(game, person, f"claim {made + 1}")
    answers = [e for e in events if isinstance(e, AnswerEvent)]
    assert not answers[-1].accept and game.ask is None and table.state == state
    last = Seat.parse(answers[-1].seat)
    assert (last == person and answers[-1].why) or last.side != person.side, "a partner declined"
    # the claim of what double dummy gives, made at the same moment of the same deal, is accepted
    again = short_of_all(seed)
    assert again is not None
    events = act(again, person, f"claim {made}")
    assert isinstance(events[-1], ClaimEvent)
    final = again.state
    assert final is not None and final.is_complete
    assert final.won[person.side] == state.won[person.side] + made


def test_claims_and_undo_replay_from_the_log() -> None:
    game = seated()
    play_to(game, 2)
    log: list[Event] = []
    state = game.state
    assert state is not None
    seat = state.actor
    log += act(game, seat, str(state.legal_actions()[0]))
    log += act(game, seat, "undo")
    for other in (seat.left, seat.partner, seat.right):
        log += act(game, other, "accept")
    claimed = feasible(game, seat)
    log += act(game, seat, f"claim {claimed}")
    log += act(game, seat, "play-on")
    # the other side claims in its turn (each side claims once a deal)
    other_side = next(s for s in (seat.left, seat.right) if s != state.dummy)
    log += act(game, other_side, f"claim {feasible(game, other_side)}")
    for other in (other_side.left, other_side.partner, other_side.right):
        log += act(game, other, "yes")
    assert isinstance(log[0], AskEvent) is False and any(isinstance(e, ClaimEvent) for e in log)
    again = seated()
    play_to(again, 2)
    for event in log:
        again.apply(event)
    assert again.state == game.state and again.seq == game.seq
    assert again.shown == game.shown and again.shown.seats == {seat, other_side}


def test_a_claim_right_by_double_dummy_that_the_short_search_misses_is_settled() -> None:
    # seed 5, four tricks turned: East-West take 6 of the 9 left by double dummy, and the short
    # search for a line of exactly 6 gives up; the double-dummy line settles it (issue 15, item 4)
    game = seated()
    play_to(game, 4)
    state = game.state
    assert state is not None
    made = dd_tricks(state, Side.EW)
    assert made == 6 and claim_line(state, Side.EW, made) is None
    before = state.won[Side.EW]
    log: list[Event] = act(game, Seat.E, f"claim {made}")
    for other in (Seat.S, Seat.W, Seat.N):
        log += act(game, other, "accept")
    assert isinstance(log[-1], ClaimEvent)
    final = game.state
    assert final is not None and final.is_complete and final.won[Side.EW] == before + made
    table = game.table
    assert table is not None
    replayed = replay(loads(dumps(table.record())))
    assert replayed.states[-1][-1] == final
    again = seated()
    play_to(again, 4)
    for event in log:
        again.apply(event)
    assert again.state == final and again.seq == game.seq


def test_computer_players_judge_a_claim_with_the_whole_deal_to_play() -> None:
    # no limit of tricks left: a claim of the double-dummy value, one trick turned, is accepted
    game = person_not_dummy()
    play_to(game, 1)
    table = game.table
    person = game.seat_of(0)
    assert table is not None and person is not None
    state = table.state
    made = dd_tricks(state, person.side)
    assert made is not None and tricks_left(state) == 12
    events = act(game, person, f"claim {made}")
    assert isinstance(events[-1], ClaimEvent)
    assert table.state.won[person.side] == state.won[person.side] + made


def test_the_hub_judges_a_claim_off_the_event_loop() -> None:
    game = person_not_dummy()
    play_to(game, 4)
    person = game.seat_of(0)
    assert person is not None
    threads: list[str] = []
    propose = game.propose_action

    def recording(place: int, text: str) -> list[Event]:
        threads.append(threading.current_thread().name)
        return propose(place, text)

    game.propose_action = recording  # type: ignore[method-assign]

    async def claim() -> tuple[list[Event], str]:
        return await Hub.propose(game, 0, "claim 0"), threading.current_thread().name

    events, loop_thread = asyncio.run(claim())
    assert isinstance(events[-1], ClaimEvent) and threads and threads[0] != loop_thread
