"""The declaration advisor: its figures, its reading of hands and scores, its one-line errors."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.analysis.advise import advise
from bridgewhist.analysis.hands import HandError, layouts, parse_hand, parse_score
from bridgewhist.cli.app import app
from bridgewhist.laws import load_law_code

HAND = "S AK82 H QJ4 D K93 C 752"
CODE = load_law_code("english-1904")


def test_every_make_has_an_interval_around_its_estimate() -> None:
    advice = advise(parse_hand(HAND), (18, 6), CODE, samples=8, seed=3)
    assert [o.make for o in advice.options] == ["spades", "hearts", "diamonds", "clubs",
                                                "no-trumps", "leave"]
    for option in advice.options:
        assert option.points.low <= option.points.mean <= option.points.high
        assert option.double_gain.low <= option.double_gain.mean <= option.double_gain.high
        assert option.points.n == 8 and 0 <= option.tricks <= 13
    assert advice.best.points.mean == max(o.points.mean for o in advice.options)


def test_the_same_seed_gives_the_same_advice() -> None:
    first = advise(parse_hand(HAND), (0, 0), CODE, samples=4, seed=9)
    assert advise(parse_hand(HAND), (0, 0), CODE, samples=4, seed=9) == first


def test_four_aces_and_every_suit_held_prefer_no_trumps_to_spades() -> None:
    # Hoyle, maxim 1: "Holding four aces, the dealer plays sans atout"; the simulation agrees
    # by far more than its interval on so strong a hand.
    advice = advise(parse_hand("S AKQ4 H AK3 D AQ2 C AJ3"), (0, 0), CODE, samples=6, seed=1)
    by_make = {o.make: o for o in advice.options}
    assert by_make["no-trumps"].points.low > by_make["spades"].points.high
    # the adversaries lose by doubling a no-trumper of 20 high-card tricks
    assert by_make["no-trumps"].double_gain.high < 0


def test_after_a_leave_there_is_no_leave_and_the_dealer_left_it() -> None:
    advice = advise(parse_hand(HAND), (0, 0), CODE, left=True, samples=4, seed=2)
    assert [o.make for o in advice.options][-1] == "no-trumps" and advice.left
    assert advice.forced <= 4


@pytest.mark.parametrize(("text", "fault"), [
    ("S AK82 H QJ4 D K93 C 75", "the hand has 12 cards, not 13"),
    ("S AK82 H QJ4 D K93 C 7522", "the card C2 is given twice"),
    ("S AK82 H QJ4 D K93 X 752", "unknown suit letter 'X'"),
    ("S AK82 H QJ4 D K93 S 752", "the suit S is given twice"),
    ("AK82 S H QJ4 D K93 C 752", "comes before any suit letter"),
    ("S AK8Z H QJ4 D K93 C 752", "unknown suit letter 'Z'"),
    ("S AK81 H QJ4 D K93 C 752", "unknown rank '1'"),
])
def test_bad_hands_name_their_fault(text: str, fault: str) -> None:
    with pytest.raises(HandError, match=fault):
        parse_hand(text)


def test_hands_read_tens_and_voids() -> None:
    assert parse_hand("S AKQJ10 H - D AKQJT C AK9") == parse_hand("S AKQJT D AKQJT C AK9 H -")


def test_scores() -> None:
    assert parse_score("We 18, They 6") == (18, 6)
    assert parse_score("24-0") == (24, 0)
    for bad in ("We 18", "18 to 6 in spades", "1-2-3"):
        with pytest.raises(HandError, match="give two numbers"):
            parse_score(bad)


def test_layouts_keep_the_hand_and_deal_every_card_once() -> None:
    hand = parse_hand(HAND)
    deals, forced = layouts({2: hand}, random.Random(4), 5)
    assert forced == 0
    for deal in deals:
        assert deal[2] == hand and [h.bit_count() for h in deal] == [13] * 4
        assert (deal[0] | deal[1] | deal[2] | deal[3]).bit_count() == 52


def test_the_command_prints_a_table_json_and_a_chart(tmp_path: Path) -> None:
    runner = CliRunner()
    chart = tmp_path / "makes.png"
    result = runner.invoke(app, ["advise", "--hand", HAND, "--score", "We 18, They 6",
                                 "--law-code", "english-1904", "--samples", "4", "--plot", str(chart)])
    assert result.exit_code == 0, result.output
    assert "no-trumps" in result.output and "leave" in result.output
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    result = runner.invoke(app, ["advise", "--hand", HAND, "--samples", "4", "--json"])
    data = json.loads(result.output)
    for option in data["options"]:
        low, high = option["points"]["ci95"]
        assert low <= option["points"]["mean"] <= high
    assert data["best"] == max(data["options"], key=lambda o: o["points"]["mean"])["make"]


@pytest.mark.parametrize(("args", "message"), [
    (["--hand", "S AK82 H QJ4 D K93 C 75"], "--hand: the hand has 12 cards, not 13"),
    (["--hand", HAND, "--score", "lots"], "--score: score 'lots'"),
    (["--hand", HAND, "--law-code", "french-1900"], "--law-code:"),
    (["--hand", HAND, "--samples", "1"], "--samples: samples 1: give 2 to 2000"),
])
def test_the_command_refuses_bad_input_in_one_line(args: list[str], message: str) -> None:
    result = CliRunner().invoke(app, ["advise", *args])
    assert result.exit_code == 2
    assert message in result.output and len(result.output.strip().splitlines()) == 1
