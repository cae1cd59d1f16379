"""Refereed deals in records: realistic scenarios replayed exactly, scored, and shown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.cards import Card
from bridgewhist.cli.app import app
from bridgewhist.errors import NotationError
from bridgewhist.notation.record import dumps, load, loads, replay
from bridgewhist.record import RefereedDeal
from bridgewhist.seats import Side

RECORDS = Path(__file__).parent / "records"
runner = CliRunner(env={"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "COLUMNS": "120"})


@pytest.mark.parametrize("name", sorted(p.name for p in RECORDS.glob("*.json")))
def test_refereed_records_round_trip_and_replay(name: str) -> None:
    text = (RECORDS / name).read_text(encoding="utf-8")
    record = loads(text)
    assert any(isinstance(d, RefereedDeal) for d in record.deals)
    assert json.loads(dumps(record)) == json.loads(text)
    first, second = replay(record), replay(loads(dumps(record)))
    assert first.rubber == second.rubber
    assert {i: r[-1] for i, r in first.referees.items()} == {i: r[-1] for i, r in second.referees.items()}


def test_english_1904_law_90_revoke_claimed_from_a_record() -> None:
    """P90: "take three tricks from the revoking player and add them to their own": the record
    of an established revoke replays to the claim, and the scorer applies it."""
    rebuilt = replay(load(str(RECORDS / "english-revoke.json")))
    final = rebuilt.referees[0][-1]
    assert final.outcome == "closed" and final.claims[0].side == Side.EW
    assert any(e.choice == "take-tricks" and e.law == "english-1904 law 90" for e in final.events)
    assert rebuilt.rubber.deals


def test_american_1904_law_77_dealers_lead_from_a_record() -> None:
    """A77: the trick exacted for the dealer's lead out of turn flows into the score."""
    rebuilt = replay(load(str(RECORDS / "american-1904-dealer-lead.json")))
    assert rebuilt.referees[0][-1].dealer_leads == 1
    entries = rebuilt.rubber.deals[0].entries
    assert any(e.kind == "lead-out-of-turn" for e in entries)


def test_american_1905_new_deal_then_the_same_dealer_deals_again() -> None:
    """W46: the eldest hand claims a new deal; nothing is scored and the same dealer deals."""
    record = load(str(RECORDS / "american-1905-new-deal.json"))
    rebuilt = replay(record)
    assert rebuilt.referees[0][-1].outcome == "new-deal"
    assert len(rebuilt.rubber.deals) == 1          # only the second deal is scored
    assert record.deals[0].dealer == record.deals[1].dealer  # type: ignore[union-attr]


def test_a_refused_act_in_a_record_names_it() -> None:
    text = (RECORDS / "english-revoke.json").read_text(encoding="utf-8")
    data = json.loads(text)
    data["deals"][0]["acts"].insert(3, "W: SK")                 # W does not hold SK
    with pytest.raises(NotationError) as error:
        replay(loads(json.dumps(data)))
    assert "deals[0].acts[3]" in str(error.value)


def test_replay_command_shows_irregularities_options_choices_and_laws() -> None:
    result = runner.invoke(app, ["replay", str(RECORDS / "american-1905-new-deal.json")])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Irregularities and rulings" in out
    assert "american-1905 law 46" in out and "offered: stand, new-deal" in out
    assert "chosen: new-deal" in out and "No score: a new deal by the same dealer" in out
    assert "american-1905 law 80" in out


def test_english_1904_law_94_corrected_renounce_from_a_record() -> None:
    """P94: the dealer "may require him to play his highest or lowest card to that trick in
    which he has renounced": replayed, East's highest spade is in the first trick."""
    rebuilt = replay(load(str(RECORDS / "english-corrected-renounce.json")))
    final = rebuilt.referees[0][-1]
    assert final.hand.multiplier == 2                          # the double that stood (P57)
    assert [str(c) for c in map(Card, final.hand.tricks[0].cards)] == ["S4", "SA", "ST", "S7"]
    assert not final.claims and rebuilt.rubber.deals[0].game_won_by == Side.NS


def test_american_1905_law_74_hand_abandoned_from_a_record() -> None:
    """W74: the dealer says "I have the rest"; both adversaries concede: the tricks left go to
    the dealer's side as claimed, and the deal scores."""
    rebuilt = replay(load(str(RECORDS / "american-1905-claim.json")))
    final = rebuilt.referees[0][-1]
    assert final.abandoned and len(final.hand.tricks) == 1
    assert final.result().tricks == (13, 0)                    # type: ignore[union-attr]
