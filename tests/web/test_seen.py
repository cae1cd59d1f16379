"""Undo and claims within what the table has seen (issue 31, items 1 and 2): no undo after the
deal's last card, across dummy laid down or across a hand shown; a claim made cards up, once a
side a deal, never by dummy; a concession that stands; computer players who consent only to a
misclick taken back at once."""

from __future__ import annotations

import pytest

from bridgewhist.agents.claims import dd_tricks, tricks_left
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.web.kinds.four_hand import FourHandKind
from bridgewhist.web.tables.consent import claim_line
from bridgewhist.web.tables.events import AnswerEvent, AskEvent, UndoEvent
from bridgewhist.web.tables.places import Refused
from web.friendly import act, first_calm_action, seated
from web.friendly import play_to as friendly_play_to

CODES = ("english-1904", "american-1904", "american-1905")


def refused(game: FourHandKind, seat: Seat, text: str) -> Refused:
    with pytest.raises(Refused) as error:
        act(game, seat, text)
    return error.value


def play_first(game: FourHandKind) -> None:
    state = game.state
    assert state is not None
    act(game, state.actor, first_calm_action(state))


def play_to(game: FourHandKind, tricks: int) -> None:
    friendly_play_to(game, tricks, first_calm_action)


def to_the_lead(game: FourHandKind) -> None:
    while (state := game.state) is not None and state.phase != Phase.PLAY:
        play_first(game)


def may_undo(game: FourHandKind, seat: Seat) -> bool:
    view = game.receiver_view(game.public_view(set()), game.place_of_seat(seat)).model_dump()
    return bool(view["consent"]["undo"])


@pytest.mark.parametrize("code", CODES)
def test_no_undo_once_the_deal_s_last_card_is_played(code: str) -> None:
    game = seated(code=code)
    table = game.table
    assert table is not None
    while not table.state.is_complete:
        last = table.state.actor
        play_first(game)
    assert table.state.is_complete and not may_undo(game, last)
    error = refused(game, last, "undo")
    assert error.reason == "no_undo" and "the deal is over" in error.message
    assert table.state.is_complete and table.deal_number == 1


def test_no_undo_across_a_rubber_s_end() -> None:
    game = seated()
    table = game.table
    assert table is not None
    while not (table.state.is_complete and table.is_over):
        if table.state.is_complete:
            act(game, table.state.dealer, "next")
            continue
        last = table.state.actor
        play_first(game)
    won, deals = table.rubber.winner, table.deal_number
    assert refused(game, last, "undo").reason == "no_undo"
    assert table.is_over and table.rubber.winner == won and table.deal_number == deals


def test_the_opening_lead_is_taken_back_only_by_itself_and_at_once() -> None:
    game = seated()
    to_the_lead(game)
    table = game.table
    assert table is not None
    before = table.state
    leader = before.actor
    play_first(game)                       # the lead: dummy goes down
    assert may_undo(game, leader)
    dealer = before.dealer
    if leader.side != dealer.side:         # the dealer's declaration lies behind the lead
        error = refused(game, dealer, "undo")
        assert error.reason == "no_undo" and "opening lead" in error.message
    act(game, leader, "undo")
    for other in (leader.left, leader.partner, leader.right):
        act(game, other, "accept")
    assert table.state == before           # the lead, taken back at once
    play_first(game)
    play_first(game)                       # a second card: the lead stands
    assert not may_undo(game, leader)
    error = refused(game, leader, "undo")
    assert error.reason == "no_undo" and "taken back only at once" in error.message


def test_a_claim_shows_the_hand_to_the_end_of_the_deal_and_bars_an_undo_before_it() -> None:
    game = seated()
    play_to(game, 3)
    state = game.state
    assert state is not None
    claimer = state.actor                  # his last card lies before the claim
    act(game, claimer, "claim 0" if claimer == state.dealer else f"claim {tricks_left(state)}")
    if game.ask is not None:
        act(game, claimer.left, "play on")
    assert game.ask is None
    error = refused(game, claimer, "undo")
    assert error.reason == "no_undo" and "shown with a claim" in error.message
    play_first(game)                       # play goes on, the hand face up
    play_first(game)
    spectator = game.receiver_view(game.public_view(set()), None).model_dump()
    now = game.state
    assert now is not None
    assert claimer.name in spectator["shown"]
    assert spectator["hands"][claimer.name] == spectator["shown"][claimer.name]
    assert len(spectator["hands"][claimer.name]) == now.hands[claimer].bit_count()
    for seat in Seat:
        view = game.receiver_view(game.public_view(set()), game.place_of_seat(seat)).model_dump()
        assert view["hands"][claimer.name] == spectator["shown"][claimer.name]


def test_each_side_claims_once_a_deal_so_claims_read_nothing_more() -> None:
    # the oracle: a defender asks 12, 11, 10... to read the hidden hands; the first claim is
    # made cards up, and every later one of his side is refused before anything is judged
    game = seated(persons=4)
    to_the_lead(game)
    state = game.state
    assert state is not None
    defender = state.actor
    answered = act(game, defender, "claim 13")
    assert isinstance(answered[0], AskEvent)
    if game.ask is not None:
        act(game, defender, "play on")
    for tricks in (12, 11, 10, 9):
        for seat in (defender, defender.partner):
            error = refused(game, seat, f"claim {tricks}")
            assert error.reason == "claimed_once" and str(tricks) not in error.message
    view = game.receiver_view(game.public_view(set()), game.place_of_seat(defender)).model_dump()
    assert view["consent"]["claim"] is None


def test_a_claim_no_line_gives_fails_with_the_hand_shown() -> None:
    game = seated(persons=1)
    play_to(game, 9)
    state = game.state
    assert state is not None
    seat = next(s for s in Seat if s != state.dummy and claim_line(state, s.side, 4) is None
                and (dd_tricks(state, s.side) or 0) < 4)
    events = act(game, seat, "claim 4")
    assert [e.kind for e in events] == ["ask", "answer"]
    answer = events[-1]
    assert isinstance(answer, AnswerEvent) and answer.seat == seat.name and not answer.accept
    assert answer.why and "fails" in answer.why
    assert game.ask is None and game.state == state
    public = game.public_view(set()).model_dump()
    assert public["shown"] == {seat.name: public["shown"][seat.name]} and public["shown"][seat.name]
    words = game.announce(answer)
    assert "claim fails" in words[0]["text"]


def test_dummy_claims_nothing() -> None:
    game = seated()
    to_the_lead(game)
    play_first(game)
    state = game.state
    assert state is not None
    error = refused(game, state.dummy, "claim")
    assert error.reason == "dummy_claims" and error.law is not None and "law" in error.law
    view = game.receiver_view(game.public_view(set()), game.place_of_seat(state.dummy)).model_dump()
    assert view["consent"]["claim"] is None


@pytest.mark.parametrize("code", CODES)
def test_a_concession_stands_once_made(code: str) -> None:
    game = seated(code=code)
    play_to(game, 2)
    state = game.state
    assert state is not None
    seat = state.actor
    act(game, seat, "concede")
    error = refused(game, seat, "play on")
    assert error.reason == "concession_stands" and error.law is not None and error.law.startswith(code)
    assert game.ask is not None
    act(game, seat.partner, "play on")     # his partner keeps his hand (A74, W74): play goes on
    assert game.ask is None
    public = game.public_view(set()).model_dump()
    assert seat.name in public["shown"]


def alone_with_computers() -> FourHandKind:
    """A person (place 0, not dummy) at a table of three computer players, in the first trick."""
    game = next(g for g in (seated(persons=1, seed=seed) for seed in range(5, 40))
                if g.state is not None and g.state.dummy != g.seat_of(0))
    play_to(game, 1)
    return game


def test_computer_players_consent_to_a_misclick_tapped_back_at_once() -> None:
    game = alone_with_computers()
    person = game.seat_of(0)
    table = game.table
    assert person is not None and table is not None
    for _ in range(2):                     # as often as it comes at once
        while table.state.actor != person:
            play_first(game)
        before = table.state
        play_first(game)                   # his card, and nobody has acted since
        events = act(game, person, "undo")
        assert [e.kind for e in events] == ["ask", "answer", "answer", "answer", "undo"]
        assert table.state == before
        play_first(game)


def test_computer_players_decline_an_undo_once_another_has_acted() -> None:
    game = alone_with_computers()
    person = game.seat_of(0)
    table = game.table
    assert person is not None and table is not None
    while table.state.actor != person:
        play_first(game)
    play_first(game)                       # his card (the dealer's: dummy's too, if it is next)
    while table.state.actor == person:
        play_first(game)
    play_first(game)                       # a computer player has played since
    events = act(game, person, "undo")
    assert isinstance(events[1], AnswerEvent) and not events[1].accept
    assert not any(isinstance(e, UndoEvent) for e in events) and game.ask is None
