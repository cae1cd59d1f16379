"""The table: playing a rubber, undo and redo, and records that replay to the same states."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.actions import parse_action
from bridgewhist.agents import RandomAgent
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.laws import LAW_CODE_KEYS
from bridgewhist.notation.record import dumps, loads, replay
from bridgewhist.record import PlayedDeal
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.table import Table, TableError, play_rubber

PLAYERS = ("Ann", "Bob", "Cy", "Di")
SEATING = {Seat.N: "Ann", Seat.E: "Bob", Seat.S: "Cy", Seat.W: "Di"}


def played_table(seed: int, key: str = "english-1904") -> Table:
    """A table whose whole rubber has been played by random legal players."""
    table = Table.by_cutting(key, PLAYERS, random.Random(seed), seed=seed)
    agent = RandomAgent(random.Random(seed))
    table.play_out(agent)
    while not table.is_over:
        table.next_deal()
        table.play_out(agent)
    return table


@pytest.mark.parametrize("key", LAW_CODE_KEYS)
def test_replay_of_the_played_record_rebuilds_every_state(key: str) -> None:
    table = played_table(11, key)
    record = table.record()
    rebuilt = replay(record)
    assert rebuilt.states == table.history
    assert rebuilt.rubber == table.rubber
    assert record.players == table.players and record.seed == 11
    assert all(isinstance(deal, PlayedDeal) for deal in record.deals)


def test_the_record_survives_json() -> None:
    record = played_table(5).record()
    again = loads(dumps(record))
    assert again == record
    assert replay(again).rubber.totals == replay(record).rubber.totals


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), key=st.sampled_from(LAW_CODE_KEYS))
def test_a_rubber_always_ends_two_nil_or_two_one(seed: int, key: str) -> None:
    record = play_rubber(key, PLAYERS, seed, RandomAgent(random.Random(seed)))
    rubber = replay(record).rubber
    assert rubber.is_over
    assert sorted(rubber.games_won) in ([0, 2], [1, 2])
    assert len(rubber.deals) == len(record.deals)
    last_game = rubber.deals[-1]
    assert last_game.game_won_by == rubber.winner
    assert last_game.game == sum(rubber.games_won)


def test_play_rubber_is_reproducible_from_its_seed() -> None:
    first = play_rubber("american-1905", PLAYERS, 42, RandomAgent(random.Random(1)))
    second = play_rubber("american-1905", PLAYERS, 42, RandomAgent(random.Random(1)))
    assert dumps(first) == dumps(second)
    assert first.seed == 42
    other = play_rubber("american-1905", PLAYERS, random.Random(42), RandomAgent(random.Random(1)))
    assert other.seed is None and other.deals == first.deals


def test_the_cut_seats_the_players_and_the_deal_goes_to_the_left() -> None:
    record = play_rubber("english-1904", PLAYERS, 3, RandomAgent(random.Random(3)))
    assert sorted(record.players.values()) == sorted(PLAYERS)
    table = Table.by_cutting("english-1904", PLAYERS, random.Random(3))
    assert table.cut is not None
    assert record.players[Seat.S] == table.cut.dealer
    assert record.players[Seat.N] == table.cut.partner
    dealers = [deal.dealer for deal in record.deals if isinstance(deal, PlayedDeal)]
    assert dealers[0] == Seat.S
    assert all(b == a.left for a, b in itertools.pairwise(dealers))


def test_undo_and_redo() -> None:
    table = Table("english-1904", SEATING, random.Random(8), dealer=Seat.E)
    start = table.state
    assert not table.can_undo and not table.can_redo
    after_leave = table.apply(parse_action("leave"))
    after_hearts = table.apply(parse_action("hearts"))
    assert table.undo() == after_leave
    assert table.undo() == start
    assert table.can_redo and not table.can_undo
    assert table.redo() == after_leave
    assert table.redo() == after_hearts
    assert table.states == (start, after_leave, after_hearts)
    assert table.actions == (parse_action("leave"), parse_action("hearts"))


def test_a_new_action_after_undo_drops_the_redo() -> None:
    table = Table("american-1904", SEATING, random.Random(2))
    table.apply(parse_action("spades"))
    table.undo()
    table.apply(parse_action("no-trumps"))
    assert not table.can_redo
    with pytest.raises(TableError, match="nothing to redo"):
        table.redo()
    assert table.record().deals[0].actions == (parse_action("no-trumps"),)  # type: ignore[union-attr]


def test_nothing_to_undo_at_the_start_of_a_deal() -> None:
    table = Table("english-1904", SEATING, random.Random(2))
    with pytest.raises(TableError, match="nothing to undo"):
        table.undo()


def test_an_illegal_action_leaves_the_table_unchanged() -> None:
    table = Table("english-1904", SEATING, random.Random(2))
    with pytest.raises(IllegalActionError):
        table.apply(parse_action("double"))
    assert len(table.states) == 1 and table.state.phase == Phase.DECLARATION


def test_undoing_the_last_card_unscores_the_deal() -> None:
    table = Table("english-1904", SEATING, random.Random(4))
    table.play_out(RandomAgent(random.Random(4)))
    assert len(table.rubber.deals) == 1
    table.undo()
    assert len(table.rubber.deals) == 0 and table.state.phase == Phase.PLAY
    with pytest.raises(TableError, match="not finished"):
        table.next_deal()
    table.redo()
    dealer = table.state.dealer
    assert table.next_deal().dealer == dealer.left
    assert table.deal_number == 2 and len(table.rubber.deals) == 1
    with pytest.raises(TableError):  # a finished deal is not reopened
        table.undo()


def test_an_unfinished_deal_is_recorded_and_replays() -> None:
    table = Table("american-1905", SEATING, random.Random(6))
    agent = RandomAgent(random.Random(6))
    for _ in range(20):
        table.apply(agent(table.state))
    rebuilt = replay(loads(dumps(table.record())))
    assert rebuilt.states == table.history
    assert rebuilt.rubber.deals == ()


def test_no_deal_after_the_rubber() -> None:
    table = played_table(9)
    with pytest.raises(IllegalActionError, match="rubber is over"):
        table.next_deal()


def test_four_different_names_are_needed() -> None:
    with pytest.raises(NotationError):
        play_rubber("english-1904", ["Ann", "Bob", "Cy"], 1, RandomAgent(random.Random(1)))


def test_random_agent_chooses_only_legal_actions_and_stops_at_the_end() -> None:
    table = Table("english-1904", SEATING, random.Random(12))
    agent = RandomAgent(random.Random(12))
    while not table.state.is_complete:
        action = agent(table.state)
        assert action in table.state.legal_actions()
        table.apply(action)
    with pytest.raises(IllegalActionError):
        agent(table.state)
