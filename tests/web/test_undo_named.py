"""An undo that names the act it takes back (issue 36, item 1): ``undo N`` (the deal's action N,
the view's ``consent.undo_act``) takes back the asker's last act whatever view he asked on; it is
refused in plain words when N is no longer his last act, and a computer player's decline says
who has acted since."""

from __future__ import annotations

import pytest

from bridgewhist.seats import Seat
from bridgewhist.web.kinds.four_hand import FourHandKind
from bridgewhist.web.tables.events import AnswerEvent
from bridgewhist.web.tables.places import Refused
from bridgewhist.web.views.consent import answer_words, consent_part
from web.friendly import act, play_to, seated


def person_at_his_turn() -> tuple[FourHandKind, Seat]:
    """A table of one person (place 0, an adversary of the dealer: he plays his own cards only),
    in the play, waiting for his card."""
    game = next(g for g in (seated(persons=1, seed=seed) for seed in range(5, 30))
                if g.state is not None and g.seat_of(0) not in (g.state.dummy, g.state.dealer))
    play_to(game, 1)
    person = game.seat_of(0)
    assert person is not None and game.table is not None
    while game.table.state.actor != person:
        act(game, game.table.state.actor, str(game.table.state.legal_actions()[0]))
    return game, person


def test_the_view_names_the_act_an_undo_takes_back_and_it_is_taken_back() -> None:
    game, person = person_at_his_turn()
    table = game.table
    assert table is not None
    before = table.state
    act(game, person, str(before.legal_actions()[0]))
    named = consent_part(game, person).undo_act
    assert named == len(table.actions) - 1
    events = act(game, person, f"undo {named}")
    assert [e.kind for e in events] == ["ask", "answer", "answer", "answer", "undo"]
    assert table.state == before


def test_an_undo_naming_an_act_that_is_no_longer_his_last_is_refused_in_words() -> None:
    game, person = person_at_his_turn()
    table = game.table
    assert table is not None
    act(game, person, str(table.state.legal_actions()[0]))
    named = consent_part(game, person).undo_act
    assert named is not None
    while table.state.actor != person:
        act(game, table.state.actor, str(table.state.legal_actions()[0]))
    act(game, person, str(table.state.legal_actions()[0]))   # his next card: the one named is not his last
    with pytest.raises(Refused) as refused:
        act(game, person, f"undo {named}")
    assert refused.value.reason == "undo_moved_on"
    assert "not your last one: your last is the " in refused.value.message
    assert "event" not in refused.value.message


def test_computer_players_decline_an_undo_after_they_have_acted_saying_why() -> None:
    game, person = person_at_his_turn()
    table = game.table
    assert table is not None
    act(game, person, str(table.state.legal_actions()[0]))
    while table.state.actor == person:   # he won the trick: his lead too
        act(game, person, str(table.state.legal_actions()[0]))
    named = consent_part(game, person).undo_act
    next_seat = table.state.actor
    act(game, next_seat, str(table.state.legal_actions()[0]))
    events = act(game, person, f"undo {named}")
    assert [e.kind for e in events] == ["ask", "answer"]
    answer = events[1]
    assert isinstance(answer, AnswerEvent) and not answer.accept and answer.why is not None
    words = answer_words("Ames (West)", answer, None)
    assert words.startswith(f"Ames (West) plays on: {next_seat.full_name} has acted since "
                            f"{person.full_name}'s last action, so it is not taken back")


def test_an_undo_names_its_act_by_a_number_only() -> None:
    game, person = person_at_his_turn()
    with pytest.raises(Refused) as refused:
        act(game, person, "undo HK")
    assert refused.value.reason == "bad_action"
