"""JSON records: round trips, replay, the Hoyle worked rubber, and bad records named by field."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.actions import SATISFIED, declare, play
from bridgewhist.cards import Strain, format_deal, parse_deal
from bridgewhist.errors import NotationError
from bridgewhist.laws import LAW_CODE_KEYS, LawCode, load_law_code
from bridgewhist.notation.record import (
    PlayedDeal,
    Record,
    ResultDeal,
    dumps,
    from_dict,
    load,
    loads,
    replay,
    side_labels,
    to_dict,
)
from bridgewhist.notation.score import rubber_score
from bridgewhist.scoring import DealResult, RevokeClaim, RevokeOption
from bridgewhist.seats import Seat, Side
from bridgewhist.state import new_hand
from support.played import playout, rubber_record

ROOT = Path(__file__).resolve().parents[2]
HOYLE = ROOT / "examples" / "hoyle-rubber.json"
ENGLISH = load_law_code("english-1904")


def record_of(code: LawCode, dealer: Seat, seed: int, deals: int, stop: int | None) -> Record:
    """Played deals in rotation until ``deals`` or the end of the rubber; the last may stop."""
    return rubber_record(code, dealer, seed, deals, stop, players={Seat.N: "Ann", Seat.E: "Bob"},
                         seed=seed, event="a test rubber")


def base(**changes: Any) -> dict[str, Any]:
    """A valid record as JSON data, with some fields changed."""
    data: dict[str, Any] = {"format": "bridgewhist-record", "version": 1,
                            "law_code": {"key": "english-1904"}, "deals": []}
    data.update(changes)
    return data


def result(**fields: Any) -> dict[str, Any]:
    deal: dict[str, Any] = {"kind": "result", "dealer": "N", "strain": "H",
                            "tricks": {"NS": 7, "EW": 6}, "honours": {"N": 2, "S": 1}}
    deal.update(fields)
    return deal


def error_of(data: Any, *, replaying: bool = False) -> NotationError:
    with pytest.raises(NotationError) as caught:
        record = from_dict(data)
        if replaying:
            replay(record)
    return caught.value


# -- round trips ----------------------------------------------------------------------------------
@settings(max_examples=100, deadline=None)
@given(key=st.sampled_from(LAW_CODE_KEYS), dealer=st.sampled_from(list(Seat)),
       seed=st.integers(0, 10**9), deals=st.integers(1, 3), stop=st.none() | st.integers(0, 70))
def test_dumps_then_loads_is_the_same_record_and_replays_the_same(
    key: str, dealer: Seat, seed: int, deals: int, stop: int | None,
) -> None:
    record = record_of(load_law_code(key), dealer, seed, deals, stop)
    text = dumps(record)
    back = loads(text)
    assert back == record
    assert dumps(back) == text
    assert replay(back).states == replay(record).states
    assert [s[0].deal for s in replay(back).states] == [d.hands for d in record.deals]


def test_result_deals_round_trip_with_every_field() -> None:
    hands = playout(ENGLISH, Seat.S, 3).hands
    deals = (
        ResultDeal(DealResult(dealer=Seat.N, strain=Strain.HEARTS, tricks=(9, 4),
                              honours=(2, 1, 1, 0), voids=(False, False, False, True),
                              multiplier=4, maker=Seat.S,
                              revokes=(RevokeClaim(Side.EW, RevokeOption.DEDUCT),))),
        ResultDeal(DealResult(dealer=Seat.E, strain=Strain.NO_TRUMPS, tricks=(5, 8)), None),
    )
    record = Record(ENGLISH, deals, {Seat.W: "Di"}, None, "")
    assert loads(dumps(record)) == record
    with_hands = loads(dumps(Record(ENGLISH, (ResultDeal(
        DealResult(dealer=Seat.S, strain=Strain.CLUBS, tricks=(7, 6)), hands),))))
    deal = with_hands.deals[0]
    assert isinstance(deal, ResultDeal) and deal.hands == hands
    assert deal.result.honours == tuple(
        sum(1 for r in range(10, 15) if hand >> (Strain.CLUBS * 16 + r) & 1) for hand in hands)


def test_the_written_json_has_the_documented_shape() -> None:
    record = record_of(ENGLISH, Seat.N, 5, 1, None)
    data = to_dict(record)
    assert list(data) == ["format", "version", "law_code", "event", "players", "seed", "deals"]
    assert data["law_code"] == {"key": "english-1904", "options": {}}
    deal = data["deals"][0]
    assert list(deal) == ["kind", "dealer", "hands", "actions"]
    played = record.deals[0]
    assert isinstance(played, PlayedDeal)
    assert deal["hands"] == format_deal(played.hands)
    assert deal["actions"] == [str(a) for a in played.actions]
    assert json.loads(dumps(record)) == data


def test_the_period_phrases_are_read_as_actions() -> None:
    deal = playout(ENGLISH, Seat.S, 9, stop=3)
    phrases = {"leave": "I leave it to you, partner", "double": "I double",
               "satisfied": "May I lead?"}
    data = to_dict(Record(ENGLISH, (deal,)))
    data["deals"][0]["actions"] = [phrases.get(a, a) for a in data["deals"][0]["actions"]]
    assert from_dict(data).deals == (deal,)


# -- the Hoyle worked rubber ----------------------------------------------------------------------
def test_the_hoyle_example_scores_204_to_178() -> None:
    record = load(str(HOYLE))
    rubber = replay(record).rubber
    assert rubber.totals == (204, 178)
    assert rubber.net == (Side.NS, 26)
    assert rubber.games_won == (2, 0) and rubber.winner == Side.NS
    output = rubber_score(rubber, side_labels(record))
    assert output["totals"]["A-B"]["total"] == 204 and output["totals"]["C-D"]["total"] == 178
    assert output["net"] == {"winner": "A-B", "points": 26}
    assert output["rubber_winner"] == "A-B" and output["rubber_bonus"] == 100
    assert list(output) == ["law_code", "deals", "games", "games_won", "rubber_winner",
                            "rubber_bonus", "totals", "net"]


def test_the_hoyle_example_round_trips() -> None:
    record = load(str(HOYLE))
    assert loads(dumps(record)) == record


# -- bad records ----------------------------------------------------------------------------------
def test_invalid_json_gives_the_line_and_column() -> None:
    with pytest.raises(NotationError) as caught:
        loads('{"format": "bridgewhist-record",\n  "version": 1,,\n}')
    error = caught.value
    assert (error.line, error.column) == (2, 16)
    assert str(error).startswith("line 2, column 16: invalid JSON")


def test_a_bad_card_in_the_actions_names_its_index() -> None:
    deal = playout(ENGLISH, Seat.N, 1, stop=6)
    data = to_dict(Record(ENGLISH, (deal,)))
    data["deals"][0]["actions"][5] = "SZ"
    error = error_of(data)
    assert error.field == "deals[0].actions[5]"
    assert str(error).startswith("deals[0].actions[5]: unknown action 'SZ'")


def test_an_action_that_is_not_text_is_named() -> None:
    error = error_of(base(deals=[{"dealer": "N", "hands": format_deal(
        playout(ENGLISH, Seat.N, 1).hands), "actions": ["hearts", 7]}]))
    assert error.field == "deals[0].actions[1]" and "must be text" in str(error)


def test_not_following_suit_names_the_action_and_the_reason() -> None:
    state = new_hand(ENGLISH, Seat.N, rng=random.Random(2))
    actions = [declare(Strain.NO_TRUMPS), SATISFIED, SATISFIED]
    for action in actions:
        state = state.apply(action)
    lead = next(c for c in state.hand(Seat.E) if state.hand(Seat.S).count(c.suit)
                and len(state.hand(Seat.S)) > state.hand(Seat.S).count(c.suit))
    revoke = next(c for c in state.hand(Seat.S) if c.suit != lead.suit)
    actions += [play(lead), play(revoke)]
    data = to_dict(Record(ENGLISH, (PlayedDeal(Seat.N, state.deal, tuple(actions)),)))
    error = error_of(data, replaying=True)
    assert error.field == "deals[0].actions[4]"
    assert f"illegal action: N (for dummy S) cannot play {revoke}: must follow " \
           f"{lead.suit.plural}" in str(error)


def test_an_action_out_of_its_phase_is_named() -> None:
    deal = playout(ENGLISH, Seat.W, 4, stop=1)
    data = to_dict(Record(ENGLISH, (PlayedDeal(Seat.W, deal.hands, (SATISFIED,)),)))
    error = error_of(data, replaying=True)
    assert error.field == "deals[0].actions[0]"
    assert "illegal action: W cannot" in str(error)
    assert "the trump has not been declared" in str(error)


def test_a_deal_out_of_rotation_is_named() -> None:
    error = error_of(base(deals=[result(dealer="N"), result(dealer="S")]), replaying=True)
    assert error.field == "deals[1].dealer"
    assert "S deals out of turn: the deal goes to the left, so E deals after N" in str(error)


def test_an_unfinished_deal_before_another_is_named() -> None:
    data = to_dict(Record(ENGLISH, (playout(ENGLISH, Seat.N, 1, stop=8),)))
    data["deals"].append(result(dealer="E"))
    error = error_of(data, replaying=True)
    assert error.field == "deals[0].actions"
    assert "unfinished" in str(error)


def test_a_revoke_option_the_code_does_not_have_is_named() -> None:
    data = base(law_code={"key": "american-1905"},
                deals=[result(revokes=[{"side": "EW", "option": "deduct"}])])
    error = error_of(data)
    assert error.field == "deals[0].revokes[0].option"
    assert "american-1905 gives only three tricks for a revoke" in str(error)
    unknown = error_of(base(deals=[result(revokes=[{"side": "EW", "option": "forfeit"}])]))
    assert unknown.field == "deals[0].revokes[0].option"
    assert "unknown revoke option 'forfeit'" in str(unknown)


def test_the_dealers_lead_out_of_turn_is_american_1904_only() -> None:
    error = error_of(base(deals=[result(dealer_leads_out_of_turn=1)]))
    assert error.field == "deals[0].dealer_leads_out_of_turn"
    assert "english-1904 imposes no penalty" in str(error)
    data = base(law_code="american-1904", deals=[result(dealer_leads_out_of_turn=1)])
    assert replay(from_dict(data)).rubber.deals[0].result.dealer_leads_out_of_turn == 1


def test_a_result_whose_tricks_do_not_add_to_13_is_named() -> None:
    error = error_of(base(deals=[result(tricks={"NS": 7, "EW": 5})]))
    assert error.field == "deals[0].tricks"
    assert "adding up to 13, not 7 and 5" in str(error)


@pytest.mark.parametrize(("deal", "field", "message"), [
    (result(dealer="Q"), "deals[0].dealer", "unknown seat 'Q'"),
    (result(strain="trumps"), "deals[0].strain", "unknown declaration 'trumps'"),
    (result(maker="E"), "deals[0].maker", "the maker must be the dealer (N) or his partner"),
    (result(doubles=-1), "deals[0].doubles", "must be 0 to 20"),
    (result(honours={"N": 6}), "deals[0].honours.N", "must be a count from 0 to 5"),
    (result(honours={"N": 3, "S": 3}), "deals[0]", "6 honours held: there are only 5"),
    (result(strain="NT", voids=["E"]), "deals[0]", "there is no chicane at no trumps"),
    (result(hands="N:AKQ", honours={"N": 1}), "deals[0].hands", "PBN deal must list four"),
    (result(kind="guess"), "deals[0].kind", "unknown kind 'guess'"),
    ({"dealer": "N", "actions": []}, "deals[0]", "missing field 'hands'"),
])
def test_a_bad_result_deal_is_named_by_its_field(deal: dict[str, Any], field: str,
                                                 message: str) -> None:
    error = error_of(base(deals=[deal]))
    assert error.field == field and message in str(error), str(error)


def test_an_unknown_law_code_is_named() -> None:
    error = error_of(base(law_code={"key": "whist-1850"}))
    assert error.field == "law_code"
    assert "unknown law code 'whist-1850'" in str(error)
    bad_rule = error_of(base(law_code={"key": "american-1905", "options": {"limit": 1}}))
    assert bad_rule.field == "law_code" and "unknown house rule(s) limit" in str(bad_rule)


def test_an_unknown_version_or_format_is_named() -> None:
    error = error_of(base(version=2))
    assert error.field == "version"
    assert "unsupported version 2: this program reads version 1" in str(error)
    assert error_of(base(format="pbn")).field == "format"
    assert error_of([]).field is None


def test_a_player_without_a_name_is_named() -> None:
    assert error_of(base(players={"N": " "})).field == "players.N"


def test_a_played_deal_with_bad_hands_is_named() -> None:
    hands = parse_deal(format_deal(playout(ENGLISH, Seat.N, 1).hands))
    text = format_deal(hands).replace(" ", "  ", 1)
    assert from_dict(base(deals=[{"dealer": "N", "hands": text, "actions": []}])).deals
    short = format_deal(hands)[:-1]
    error = error_of(base(deals=[{"dealer": "N", "hands": short, "actions": []}]))
    assert error.field == "deals[0].hands" and "not thirteen" in str(error)


# -- the examples of docs/record-format.md --------------------------------------------------------
def doc_blocks(language: str) -> list[str]:

    text = (ROOT / "docs" / "record-format.md").read_text(encoding="utf-8")
    return re.findall(rf"```{language}\n(.*?)```", text, re.DOTALL)


def test_the_documented_examples_read_replay_and_score_as_shown() -> None:
    played_text, result_text, score_text = doc_blocks("json")
    played = loads(played_text)
    states = replay(played).states
    assert states[0][-1].is_complete and states[0][-1].won == (8, 5)
    assert replay(played).rubber.totals == (32, 16)
    results = loads(result_text)
    assert json.loads(score_text) == rubber_score(replay(results).rubber, side_labels(results))
    assert loads(dumps(played)) == played and loads(dumps(results)) == results


def test_the_documented_json_errors_are_the_ones_raised() -> None:
    (errors,) = doc_blocks("text")[:1]
    documented = set(errors.splitlines())
    raised = []
    for data in (base(format="x"), base(version=2), base(deals=[result(kind="guess")]),
                 base(deals=[result(tricks={"NS": 7, "EW": 5})]),
                 base(deals=[result(maker="E")]),
                 base(deals=[result(revokes=[{"side": "EW", "option": "forfeit"}])]),
                 base(deals=[result(dealer_leads_out_of_turn=1)]),
                 base(deals=[result(honours={"N": 3, "S": 3})]),
                 base(deals=[result(strain="NT", voids=["E"])]),
                 base(players={"N": ""}), base(seed="x"),
                 {k: v for k, v in base().items() if k != "deals"}):
        raised.append(str(error_of(data)))
    for data in (base(deals=[result(dealer="N"), result(dealer="S")]),
                 base(law_code={"key": "american-1905"},
                      deals=[result(revokes=[{"side": "EW", "option": "deduct"}])])):
        raised.append(str(error_of(data, replaying=True)))
    missing = [message for message in raised if message not in documented]
    assert not missing


def test_score_keeper_entries_are_checked_against_the_laws() -> None:
    """Result deals a score-keeper types are refused when they cannot be true or are ambiguous."""
    cases = [
        (result(honours={"N": 1, "E": 1}), "deals[0].honours",
         "at a suit one side always holds three or more of the five honours"),
        (result(honours={"N": 3, "S": 1}, voids=["S"]), "deals[0].voids",
         "S cannot be void of trumps and hold 1 trump honour(s)"),
        (result(doubles=4), "deals[0].doubles",
         "4 doubles at hearts pass the limit of 100 a trick (english-1904 law 58)"),
        (result(honors={"N": 4}), "deals[0]", "unknown field(s) 'honors'"),
        (base(players={"N": "A", "E": "A", "S": "B", "W": "C"}), "players.E",
         "'A' is named for two seats"),
        (result(dealer_leads_out_of_turn=13), "deals[0]", "must be 0 to 12"),
    ]
    documented = (Path(__file__).resolve().parents[2] / "docs" / "record-format.md").read_text(
        encoding="utf-8")
    for deal, field, words in cases:
        data = deal if "format" in deal else base(law_code="american-1904", deals=[deal]) \
            if "dealer_leads_out_of_turn" in deal else base(deals=[deal])
        error = error_of(data)
        assert error.field == field, (deal, str(error))
        assert words in str(error)
    for deal, _, _ in cases[:5]:
        data = deal if "format" in deal else base(deals=[deal])
        assert str(error_of(data)) in documented
    # three doubles at hearts reach 64 a trick, within the English limit of 100
    assert replay(from_dict(base(deals=[result(doubles=3)]))).rubber.deals[0].result.multiplier == 8


@pytest.mark.parametrize("where", ["record", "law_code", "deal"])
def test_an_unknown_field_is_refused_at_every_level(where: str) -> None:
    data = json.loads(HOYLE.read_text())
    if where == "law_code":
        data["law_code"] = {"key": "english-1904", "options": {}, "honors": True}
    target = {"record": data, "law_code": data["law_code"], "deal": data["deals"][0]}[where]
    target["honors"] = True
    with pytest.raises(NotationError, match=r"unknown field\(s\) 'honors'") as error:
        from_dict(data)
    assert error.value.field == {"record": None, "law_code": "law_code", "deal": "deals[0]"}[where]
