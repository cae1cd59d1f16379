"""RefereedTable: a whole rubber refereed under the laws (deals in rotation, the record, the score)."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import parse_action
from bridgewhist.acts import parse_act
from bridgewhist.dealing import shuffle_cut_and_deal
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.laws import load_law_code
from bridgewhist.notation.record import dumps, loads, replay
from bridgewhist.record import RefereedDeal
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.table import Table, TableError

NAMES = ["Ann", "Bob", "Cy", "Di"]
PLAYERS = {Seat.N: "Ann", Seat.E: "Bob", Seat.S: "Cy", Seat.W: "Di"}


def _table(code: str = "english-1904", seed: int = 3, dealer: Seat = Seat.S) -> RefereedTable:
    return RefereedTable(code, PLAYERS, random.Random(seed), dealer=dealer, seed=seed, event="test")


def _play_out(table: RefereedTable) -> None:
    """Make the last regular act (never a double: "satisfied" comes after it) until the
    referee is done."""
    while not table.deal_over:
        table.apply_act(table.referee.legal_acts()[-1])


def test_by_cutting_seats_and_deals_as_the_core_table_does() -> None:
    code = load_law_code("american-1905")
    refereed = RefereedTable.by_cutting(code, NAMES, random.Random(11), seed=11, event="e")
    core = Table.by_cutting(code, NAMES, random.Random(11), seed=11, event="e")
    assert refereed.players == core.players and refereed.cut == core.cut
    assert refereed.state == core.state
    assert refereed.rng.getstate() == core.rng.getstate()
    assert (refereed.code, refereed.seed, refereed.event) == (code, 11, "e")


def test_the_first_deal_is_dealt_at_once_from_the_generator() -> None:
    table = _table(dealer=Seat.W)
    dealt = shuffle_cut_and_deal(Seat.W, random.Random(3))
    assert table.state.dealer == Seat.W and table.state.deal == dealt.hands
    assert table.referee.hand == table.state and table.deal_number == 1
    assert table.acts == () and table.before is None and not table.deal_over


def test_acts_are_refereed_and_kept_and_a_refused_act_changes_nothing() -> None:
    table = _table()
    dummy = table.state.dealer.partner
    checked = table.check_act(parse_act(f"{dummy.name}: hearts"))
    assert checked.pending is not None and table.referee.pending is None  # check_act changes nothing
    after = table.apply_act(parse_act(f"{dummy.name}: hearts"))
    assert after is table.referee and table.before is not None and table.before.pending is None
    assert after.pending is not None and after.pending.law == "english-1904 law 49"
    with pytest.raises(IllegalActionError) as error:
        table.apply_act(parse_act(f"{dummy.name}: choose new-deal"))
    assert error.value.reason is Reason.NOT_ENTITLED
    assert table.referee is after and len(table.acts) == 1


def test_the_words_that_took_effect_are_the_talk() -> None:
    table = _table()
    dealer = table.state.dealer
    table.apply_act(parse_act(f"{dealer.name}: no-trumps"))
    table.apply_act(parse_act(f"{dealer.partner.name}: double"))  # no effect: not his turn
    assert [str(a) for a in table.actions] == ["no-trumps"]
    assert len(table.states) == 2 and table.states[0].phase == Phase.DECLARATION
    assert table.states[-1] == table.state


def test_apply_makes_an_ordinary_action_as_the_act_of_the_player_in_turn() -> None:
    table = _table()
    dealer = table.state.dealer
    state = table.apply(parse_action("hearts"))
    assert state is table.state and state.strain == 1
    assert [str(a) for a in table.acts] == [f"{dealer.name}: hearts"]


def test_a_new_deal_is_dealt_by_the_same_dealer_and_not_scored() -> None:
    table = _table()
    dealer = table.state.dealer
    with pytest.raises(TableError, match="not finished"):
        table.next_deal()
    table.apply_act(parse_act(f"{dealer.partner.name}: hearts"))
    table.apply_act(parse_act(f"{dealer.left.name}: choose new-deal"))
    assert table.deal_over and table.next_dealer == dealer
    assert table.rubber.deals == ()
    assert [d.acts for d, _ in table.finished()] == [table.acts]
    rng = random.Random()
    rng.setstate(table.rng.getstate())
    predicted = shuffle_cut_and_deal(dealer, rng)
    state = table.next_deal()
    assert state.dealer == dealer and state.deal == predicted.hands
    assert table.deal_number == 2 and table.acts == () and table.before is None


def test_a_void_deal_is_dealt_again_by_the_same_dealer() -> None:
    table = _table("american-1905")
    dealer = table.state.dealer
    table.apply_act(parse_act(f"{dealer.left.name}: dealing out-of-turn"))
    assert table.referee.outcome == "void" and table.next_dealer == dealer
    assert table.next_deal().dealer == dealer


def test_a_deal_played_out_is_scored_and_passes_the_deal_to_the_left() -> None:
    table = _table("american-1904")
    dealer = table.state.dealer
    _play_out(table)
    assert table.referee.outcome == "closed"
    assert len(table.rubber.deals) == 1 and table.next_dealer == dealer.left
    assert table.finished_record().deals == table.record().deals
    table.next_deal()
    assert table.state.dealer == dealer.left and len(table.rubber.deals) == 1
    assert len(table.finished_record().deals) == 1 and len(table.record().deals) == 2


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_a_whole_rubber_replays_from_its_record(code: str) -> None:
    table = _table(code, seed=5)
    _play_out(table)
    while not table.is_over:
        table.next_deal()
        _play_out(table)
    with pytest.raises(IllegalActionError, match="the rubber is over") as error:
        table.next_deal()
    assert error.value.law == table.code.cite("scoring", "games_to_win_rubber")
    record = table.record()
    assert all(isinstance(d, RefereedDeal) for d in record.deals)
    assert (record.players, record.seed, record.event) == (PLAYERS, 5, "test")
    again = replay(loads(dumps(record)))
    assert again.rubber.totals == table.rubber.totals and again.rubber.is_over
