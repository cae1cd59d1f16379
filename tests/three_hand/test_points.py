"""Three-hand bridge kept as "trick and honor points only": a session of a set number of deals.

Ames, "Three Hand Bridge": "A score is kept of each of the three players and may be of trick and
honor points only, or of games or rubbers." Mode ``points``: no game is won, nothing is added
for games or a rubber; the session lasts ``deal_count`` deals (default 9), passed deals counted
(docs/laws-intro.md, reading 10).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.agents.three_hand_players import three_hand_view
from bridgewhist.cards import Strain
from bridgewhist.cli.app import app
from bridgewhist.cli.render import render_text
from bridgewhist.cli.render_three_hand import three_hand_block
from bridgewhist.errors import IllegalActionError, NotationError, Reason
from bridgewhist.laws import load_law_code
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.score import three_hand_score
from bridgewhist.scoring import DealResult, score_deal
from bridgewhist.seats import Seat
from bridgewhist.three_hand.game import ThreeHandGame, play_three_hand
from bridgewhist.three_hand.hand import PASS_DEAL
from bridgewhist.three_hand.scoring import DEFAULT_DEAL_COUNT, Mode, ThreeHandScore

PLAYERS = ("Ann", "Bob", "Cy")
GRAND = DealResult(Seat.S, Strain.NO_TRUMPS, (10, 3))       # 4 odd at 12: 48 to the dealer


def _points(deal_count: int = DEFAULT_DEAL_COUNT, code: str = "english-1904") -> ThreeHandScore:
    return ThreeHandScore(load_law_code(code), PLAYERS, Mode.POINTS, deal_count=deal_count)


# -- scoring -------------------------------------------------------------------------------
def test_ames_trick_and_honor_points_only_no_game_is_won_and_nothing_is_added() -> None:
    """"may be of trick and honor points only": 30 below wins no game; no 50, no 100."""
    score = _points()
    for dealer in (0, 0, 0):
        score = score.score(dealer, GRAND)
    assert score.games_won == (0, 0, 0) and score.rubber_winners == ()
    assert all(deal.games_won_by == () for deal in score.deals)
    assert score.game_number == 1 and score.game_scores == (0, 0, 0)
    assert [score.bonus(p) for p in range(3)] == [0, 0, 0]
    assert score.totals == (144, 0, 0)
    rubber = ThreeHandScore(load_law_code("english-1904"), PLAYERS, Mode.RUBBER)
    rubber = rubber.score(0, GRAND).score(0, GRAND)
    assert rubber.totals == (96 + 100, 0, 0)              # the same deals at a rubber: 100 more


def test_three_hand_points_totals_are_each_players_trick_and_honour_points() -> None:
    score = _points()
    score = score.score(1, DealResult(Seat.S, Strain.HEARTS, (4, 9), honours=(0, 2, 0, 2)))
    score = score.score(2, DealResult(Seat.S, Strain.CLUBS, (9, 4), honours=(2, 1, 1, 0)))
    score = score.pass_deal(0)
    assert score.totals == (24 + 32, 0 + 0, 24 + 32 + 12 + 8)
    for player in range(3):
        assert score.totals[player] == score.points(player, below=True) + score.points(
            player, below=False)


def test_three_hand_points_each_deal_is_scored_at_love() -> None:
    """No game is played toward, so each deal is scored as the first deal of a four-hand game."""
    code = load_law_code("american-1905")
    score = _points(code="american-1905")
    results = [GRAND, DealResult(Seat.S, Strain.SPADES, (8, 5)), GRAND]
    for dealer, result in enumerate(results):
        score = score.score(dealer, result)
        assert score.deals[-1].entries == tuple(score_deal(code, result))


@pytest.mark.parametrize("count", [1, 3, DEFAULT_DEAL_COUNT])
def test_three_hand_points_session_ends_after_exactly_its_deals(count: int) -> None:
    score = _points(count)
    for number in range(count):
        assert not score.is_over and score.over_text() == f"deal {number + 1} of {count} is in play"
        score = score.score(number % 3, GRAND) if number % 2 else score.pass_deal(number % 3)
    assert score.is_over and len(score.deals) == count
    assert score.over_text() == f"{count} deal{'s' if count != 1 else ''} played"
    for late in (lambda s: s.pass_deal(0), lambda s: s.score(0, GRAND)):
        with pytest.raises(IllegalActionError) as error:
            late(score)
        assert error.value.reason is Reason.GAME_OVER


def test_three_hand_points_passed_deals_count_as_deals_dealt() -> None:
    game = ThreeHandGame("english", PLAYERS, random.Random(1), mode="points", deal_count=4,
                         first_dealer=1)
    dealers = [game.deal.dealer]
    while True:
        game.apply(PASS_DEAL)
        if game.is_over:
            break
        dealers.append(game.next_deal().dealer)
    assert dealers == [1, 2, 0, 1] and game.deal_number == 4
    assert game.scored.totals == (0, 0, 0) and game.scored.over_text() == "4 deals played"
    with pytest.raises(IllegalActionError):
        game.next_deal()


def test_three_hand_points_default_is_three_rounds() -> None:
    game = play_three_hand("english", PLAYERS, 5, lambda deal: PASS_DEAL, mode="points")
    assert DEFAULT_DEAL_COUNT == 9 and game.deal_number == 9 and game.is_over
    assert [d.dealer for d in game.scored.deals] == [0, 1, 2] * 3


def test_three_hand_points_the_players_see_no_game_score() -> None:
    """The computer players are told each deal is at love: there is no game to play toward."""
    game = ThreeHandGame("english", PLAYERS, random.Random(1), mode="points")
    game.score = game.score.score(0, GRAND).score(1, GRAND)
    view = three_hand_view(game.deal, 1, game.score)
    assert view.game_scores == (0, 0, 0) and view.games_won == (0, 0, 0)
    assert view.seat_view.context.game_score == (0, 0)


@pytest.mark.parametrize("bad", [0, -3, True, 2.5, "9"])
def test_three_hand_points_refuses_a_bad_number_of_deals(bad: object) -> None:
    with pytest.raises(NotationError, match="a points session needs a whole number of deals"):
        ThreeHandScore(load_law_code("english"), PLAYERS, Mode.POINTS, deal_count=bad)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="points session"):
        ThreeHandGame("english", PLAYERS, random.Random(1), mode="points",
                      deal_count=bad)  # type: ignore[arg-type]


def test_three_hand_points_to_dict_and_block() -> None:
    score = _points(2).score(0, GRAND).pass_deal(1)
    data = three_hand_score(score)
    assert data["mode"] == "points" and data["deal_count"] == 2 and "games" not in data
    assert data["is_over"] and data["rubber_winners"] == []
    assert data["totals"]["Ann"] == {"below": 48, "above": 0, "bonus": 0, "total": 48}
    assert [d["passed"] for d in data["deals"]] == [False, True]
    assert "deal_count" not in three_hand_score(ThreeHandScore(load_law_code("english"), PLAYERS))
    text = render_text(three_hand_block(score), width=80)
    assert "points only, 2 deals" in text and "Over: 2 deals played." in text
    labels = [line.split()[0] for line in text.splitlines() if line.strip()]
    assert "rubber" not in labels and "games" not in labels and "Games" not in labels


# -- records -------------------------------------------------------------------------------
def test_three_hand_points_record_round_trip() -> None:
    chooser = random.Random(6)
    game = play_three_hand("american-1904", PLAYERS, 6,
                           lambda deal: chooser.choice(deal.legal_actions()), mode="points",
                           deal_count=5)
    assert game.is_over and game.deal_number == 5
    data = three_hand_record.to_dict(game.record())
    assert data["mode"] == "points" and data["deal_count"] == 5 and len(data["deals"]) == 5
    record = three_hand_record.from_dict(json.loads(json.dumps(data)))
    assert record == game.record() and record.deal_count == 5
    again = three_hand_record.replay(record)
    assert again.scored == game.scored and again.is_over
    assert three_hand_score(again.scored) == three_hand_score(game.scored)


def test_three_hand_points_old_records_still_read() -> None:
    """A record written before the mode existed has no ``deal_count``; it reads as before and
    is written back without one."""
    game = play_three_hand("english", PLAYERS, 4, lambda deal: PASS_DEAL, max_deals=2)
    data = three_hand_record.to_dict(game.record())
    assert "deal_count" not in data
    record = three_hand_record.from_dict(data)
    assert record.mode is Mode.RUBBER and three_hand_record.to_dict(record) == data
    data["mode"] = "points"                 # a points record without its count: the default
    assert three_hand_record.from_dict(data).deal_count == DEFAULT_DEAL_COUNT


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d.update(deal_count=0), "deal_count"),
    (lambda d: d.update(deal_count="nine"), "deal_count"),
    (lambda d: d.update(mode="honours"), "mode"),
    (lambda d: d.update(deal_count=2), "deals[2]"),           # a deal after the session's end
])
def test_three_hand_points_record_errors_name_the_field(change: object, field: str) -> None:
    game = play_three_hand("english", PLAYERS, 4, lambda deal: PASS_DEAL, mode="points",
                           deal_count=3)
    data = three_hand_record.to_dict(game.record())
    change(data)  # type: ignore[operator]
    with pytest.raises(NotationError) as error:
        three_hand_record.replay(three_hand_record.from_dict(data))
    assert error.value.field == field


# -- the commands --------------------------------------------------------------------------
def test_cli_three_hand_points_json_and_save(tmp_path: Path) -> None:
    target = tmp_path / "points.json"
    result = CliRunner().invoke(app, ["three-hand", "--seed", "7", "--mode", "points", "--deals",
                                      "4", "--agent", "random", "--json", "--save", str(target)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["mode"] == "points" and data["deal_count"] == 4 and data["is_over"]
    assert len(data["deals"]) == 4
    for totals in data["totals"].values():
        assert totals["bonus"] == 0 and totals["total"] == totals["below"] + totals["above"]
    record = three_hand_record.loads(target.read_text())
    assert record.mode is Mode.POINTS and record.deal_count == 4
    assert three_hand_score(three_hand_record.replay(record).scored)["totals"] == data["totals"]


def test_cli_three_hand_points_prints_the_block() -> None:
    result = CliRunner().invoke(app, ["three-hand", "--seed", "2", "--mode", "points"])
    assert result.exit_code == 0, result.output
    assert "points only, 9 deals" in result.output and "Over: 9 deals played." in result.output
    assert sum(line.startswith("Deal ") for line in result.output.splitlines()) == 9


def test_play_three_hand_points_at_the_terminal(tmp_path: Path) -> None:
    saved = tmp_path / "three.json"
    result = CliRunner().invoke(app, ["play", "--three-hand", "--seed", "3", "--mode", "points",
                                      "--deals", "2", "--agent", "random", "--save", str(saved)],
                                input="1\n" * 200)
    assert result.exit_code == 0, result.output
    assert "Over: 2 deals played." in result.output and "The game is over." in result.output
    game = ThreeHandGame.from_record(three_hand_record.loads(saved.read_text(encoding="utf-8")))
    assert game.mode is Mode.POINTS and game.score.deal_count == 2 and game.is_over
