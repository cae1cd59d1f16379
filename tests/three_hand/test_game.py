"""Three-hand bridge: each player's score, games and rubbers, the game in play, records, players.

Ames, "Three Hand Bridge": "A score is kept of each of the three players and may be of trick and
honor points only, or of games or rubbers. If only games are played fifty points are added for
winning the game; if a rubber is played the usual 100 points are added for winning the rubber."
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.agents.three_hand_players import (
    make_three_hand_player,
    pass_the_deal_when_worthless,
    three_hand_chooser,
    three_hand_view,
)
from bridgewhist.cards import CardSet, Strain
from bridgewhist.cli.app import app
from bridgewhist.cutting import scripted_draw
from bridgewhist.errors import IllegalActionError, NotationError, Reason
from bridgewhist.laws import load_law_code
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.score import three_hand_score
from bridgewhist.scoring import DealResult
from bridgewhist.seats import Seat
from bridgewhist.table import TableError
from bridgewhist.three_hand.game import ThreeHandGame, play_three_hand
from bridgewhist.three_hand.hand import LEAVE, PASS_DEAL, X_SEAT, ThreeHandDeal
from bridgewhist.three_hand.scoring import GAME_BONUS, Mode, ThreeHandScore

PLAYERS = ("Ann", "Bob", "Cy")


def _score(mode: Mode = Mode.RUBBER, code: str = "english-1904", games: int = 3) -> ThreeHandScore:
    return ThreeHandScore(load_law_code(code), PLAYERS, mode, games)


# -- scoring -------------------------------------------------------------------------------
def test_ames_a_score_is_kept_of_each_of_the_three_players() -> None:
    """The dealer scores what he and X win; each of the two partners scores what they win."""
    score = _score().score(1, DealResult(Seat.S, Strain.HEARTS, (4, 9), honours=(0, 2, 0, 2)))
    deal = score.deals[0]
    assert deal.below == (24, 0, 24)       # three odd tricks at 8, to Ann and to Cy each
    assert deal.above == (32, 0, 32)       # four honours divided (4v) to each partner
    assert score.game_scores == (24, 0, 24)
    won = score.score(0, DealResult(Seat.S, Strain.NO_TRUMPS, (7, 6)))
    assert won.deals[-1].below == (12, 0, 0) and won.games_won == (1, 0, 0)
    assert won.game_scores == (0, 0, 0)    # Ann has 36: game, and all begin again


def test_ames_a_player_reaching_thirty_wins_a_game_and_all_begin_again() -> None:
    score = _score().score(0, DealResult(Seat.S, Strain.DIAMONDS, (9, 4)))
    assert score.games_won == (0, 0, 0) and score.game_scores == (18, 0, 0)
    score = score.score(1, DealResult(Seat.S, Strain.CLUBS, (9, 4)))
    assert score.game_scores == (18, 12, 0)
    score = score.score(2, DealResult(Seat.S, Strain.SPADES, (3, 10)))   # Ann and Bob 8 each
    assert score.games_won == (0, 0, 0) and score.game_scores == (26, 20, 0)
    score = score.score(0, DealResult(Seat.S, Strain.SPADES, (8, 5)))    # Ann 30
    assert score.games_won == (1, 0, 0) and score.game_scores == (0, 0, 0)
    assert score.game_number == 2


def test_ames_both_partners_may_reach_game_together() -> None:
    score = _score().score(0, DealResult(Seat.S, Strain.NO_TRUMPS, (3, 10)))
    assert score.deals[0].games_won_by == (1, 2) and score.games_won == (0, 1, 1)


def test_ames_fifty_points_are_added_for_winning_the_game() -> None:
    """"If only games are played fifty points are added for winning the game"."""
    score = _score(Mode.GAMES, games=2).score(0, DealResult(Seat.S, Strain.NO_TRUMPS, (10, 3)))
    assert score.bonus(0) == GAME_BONUS and score.totals == (48 + 50, 0, 0)
    assert not score.is_over
    score = score.score(1, DealResult(Seat.S, Strain.NO_TRUMPS, (10, 3)))
    assert score.is_over and score.totals == (98, 98, 0)
    with pytest.raises(IllegalActionError) as error:
        score.score(2, DealResult(Seat.S, Strain.NO_TRUMPS, (10, 3)))
    assert error.value.reason is Reason.GAME_OVER


def test_ames_the_usual_hundred_for_winning_the_rubber() -> None:
    """"if a rubber is played the usual 100 points are added for winning the rubber"."""
    score = _score(Mode.RUBBER)
    for dealer in (0, 0):
        score = score.score(dealer, DealResult(Seat.S, Strain.NO_TRUMPS, (10, 3)))
    assert score.is_over and score.rubber_winners == (0,)
    assert score.totals == (96 + 100, 0, 0) and score.over_text() == "Ann won the rubber"


def test_ames_a_passed_deal_scores_nothing() -> None:
    score = _score().pass_deal(2)
    assert score.deals[0].passed and score.totals == (0, 0, 0) and score.game_number == 1


@pytest.mark.parametrize(("code", "expected"), [
    ("english-1904", (0, 16, 16)),       # P8: the chicane side scores twice the trick value
    ("american-1904", (0, 0, 0)),        # A9: deducted from the adversaries' honours (none)
    ("american-1905", (0, 0, 0)),        # W9: as A9
])
def test_three_hand_scores_chicane_by_each_codes_law(code: str, expected: tuple[int, ...]) -> None:
    """The deal is scored by the code's own scorer: chicane differs (P8; A9, W9)."""
    result = DealResult(Seat.S, Strain.HEARTS, (7, 6), honours=(1, 0, 1, 0),
                        voids=(False, True, False, False))
    assert _score(code=code).score(0, result).deals[0].above == expected


def test_three_hand_score_refuses_bad_input() -> None:
    with pytest.raises(NotationError):
        ThreeHandScore(load_law_code("english"), PLAYERS, Mode.GAMES, 0)
    with pytest.raises(NotationError):
        _score().score(3, DealResult(Seat.S, Strain.HEARTS, (7, 6)))
    with pytest.raises(NotationError, match="unknown three-hand mode 'honours': expected one of "
                       "points, games, rubber"):
        Mode.parse("honours")


# -- the game ------------------------------------------------------------------------------
def test_ames_each_is_dealer_in_turn_passed_deals_included() -> None:
    game = ThreeHandGame("english", PLAYERS, random.Random(1), first_dealer=2)
    dealers = [game.deal.dealer]
    for _ in range(4):
        game.apply(PASS_DEAL)
        dealers.append(game.next_deal().dealer)
    assert dealers == [2, 0, 1, 2, 0]
    assert all(d.passed for d in game.scored.deals)


def test_three_hand_game_refuses_next_deal_while_one_is_in_play() -> None:
    game = ThreeHandGame("english", PLAYERS, random.Random(1))
    with pytest.raises(TableError, match="not finished"):
        game.next_deal()
    with pytest.raises(IllegalActionError):
        game.apply(PASS_DEAL, by=1)
    assert game.actions == ()


@pytest.mark.parametrize("agent", ["random", "maxims"])
@pytest.mark.parametrize("mode", ["rubber", "games"])
def test_three_hand_computer_players_finish_a_game(agent: str, mode: str) -> None:
    game = ThreeHandGame("american-1904", PLAYERS, random.Random(9), mode=mode, games=2)
    seats = {p: make_three_hand_player(agent, random.Random(p)) for p in range(3)}
    choose = three_hand_chooser(seats, lambda: game.score)
    while True:
        game.play_out(choose)
        if game.is_over:
            break
        game.next_deal()
    assert game.scored.is_over
    again = three_hand_record.replay(three_hand_record.loads(three_hand_record.dumps(game.record())))
    assert again.scored == game.scored


def test_three_hand_views_hide_xs_cards_until_they_may_be_seen() -> None:
    deal = ThreeHandDeal.deal(load_law_code("english"), PLAYERS, 0, random.Random(3))
    for player in range(3):
        assert three_hand_view(deal, player).seat_view.dummy_hand is None
    assert three_hand_view(deal, 0).legal[-1] is PASS_DEAL
    assert three_hand_view(deal, 1).legal == ()
    made = deal.apply(LEAVE)
    assert three_hand_view(made, 0).seat_view.dummy_hand == made.state.hands[X_SEAT]
    assert three_hand_view(made, 1).seat_view.dummy_hand is None
    assert three_hand_view(made, 2).seat_view.dummy_hand is None
    for player in range(3):
        view = three_hand_view(made, player).seat_view
        assert view.hand == made.state.hands[made.seat_of(player)]


def test_ames_the_maxims_dealer_passes_a_worthless_hand() -> None:
    """Ames, "The Make": "If his hand is worthless, he had better pass the make"; in three-hand
    bridge the maxims dealer who would leave the make passes the deal with less than two quick
    tricks, and makes it from X's hand by rule with more."""
    assert pass_the_deal_when_worthless(CardSet.parse_pbn("QJ32.J54.Q843.T2").mask)
    assert pass_the_deal_when_worthless(CardSet.parse_pbn("A432.J54.Q843.T2").mask)
    assert pass_the_deal_when_worthless(CardSet.parse_pbn("A432.K54.Q843.T2").mask)  # 1½
    assert not pass_the_deal_when_worthless(CardSet.parse_pbn("A432.KQ4.Q843.T2").mask)
    seen = {"pass": 0, "leave": 0}
    player = make_three_hand_player("maxims", random.Random(0))
    for seed in range(60):
        deal = ThreeHandDeal.deal(load_law_code("english"), PLAYERS, 0, random.Random(seed))
        action = player.act(three_hand_view(deal, 0))
        if str(action) in seen:
            seen[str(action)] += 1
            worthless = pass_the_deal_when_worthless(deal.state.hands[Seat.S])
            assert (action is PASS_DEAL) == worthless
    assert seen["pass"] and seen["leave"]


def test_play_three_hand_stops_after_max_deals() -> None:
    game = play_three_hand("english", PLAYERS, 1, lambda deal: PASS_DEAL, max_deals=7)
    assert game.deal_number == 7 and not game.is_over


# -- records -------------------------------------------------------------------------------
def test_three_hand_record_round_trip_and_format() -> None:
    chooser = random.Random(2)
    game = play_three_hand("american-1905", PLAYERS, 2,
                           lambda deal: chooser.choice(deal.legal_actions()))
    data = three_hand_record.to_dict(game.record())
    assert data["format"] == "bridgewhist-three-hand" and data["version"] == 2
    assert data["players"] == list(PLAYERS) and data["seed"] == 2
    assert data["deals"][0]["hands"].startswith("S:")
    record = three_hand_record.from_dict(json.loads(json.dumps(data)))
    assert record == game.record()
    assert three_hand_record.replay(record).scored.totals == game.scored.totals


@pytest.mark.parametrize(("change", "field"), [
    (lambda d: d.update(version=3), "version"),
    (lambda d: d.update(players=["A", "A", "B"]), "players"),
    (lambda d: d["deals"][0].update(dealer="Zed"), "deals[0].dealer"),
    (lambda d: d["deals"][0]["actions"].insert(0, "double"), "deals[0].actions[0]"),
    (lambda d: d["deals"][1].update(dealer=d["deals"][0]["dealer"]), "deals[1]"),
    (lambda d: d["deals"][0]["actions"].__setitem__(0, "zz"), "deals[0].actions[0]"),
    (lambda d: d.update(colour="red"), None),
])
def test_three_hand_record_errors_name_the_field(change: object, field: str | None) -> None:
    game = play_three_hand("english", PLAYERS, 4, lambda deal: deal.legal_actions()[-1],
                           max_deals=3)
    data = three_hand_record.to_dict(game.record())
    change(data)  # type: ignore[operator]
    with pytest.raises(NotationError) as error:
        three_hand_record.replay(three_hand_record.from_dict(data))
    assert error.value.field == field


# -- the command ---------------------------------------------------------------------------
def test_cli_three_hand_prints_the_block_with_a_column_per_player() -> None:
    result = CliRunner().invoke(app, ["three-hand", "--seed", "1", "--players", "Ann,Bob,Cy"])
    assert result.exit_code == 0, result.output
    assert "Three-hand scoring block" in result.output
    header = next(line for line in result.output.splitlines() if line.startswith("deal"))
    assert header.split()[-3:] == ["Ann", "Bob", "Cy"]


def test_cli_three_hand_json_and_save(tmp_path: object) -> None:

    target = Path(str(tmp_path)) / "three.json"
    result = CliRunner().invoke(app, ["three-hand", "--seed", "3", "--mode", "games", "--games",
                                      "2", "--agent", "random", "--json", "--save", str(target)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["seed"] == 3 and data["mode"] == "games" and data["is_over"]
    replayed = three_hand_record.replay(three_hand_record.loads(target.read_text()))
    assert three_hand_score(replayed.scored)["totals"] == data["totals"]


@pytest.mark.parametrize("args", [["--mode", "honours"], ["--games", "0"], ["--agent", "nobody"],
                                  ["--players", "A,B"], ["--mode", "points", "--deals", "0"]])
def test_cli_three_hand_bad_options_exit_2(args: list[str]) -> None:
    result = CliRunner().invoke(app, ["three-hand", "--seed", "1", *args])
    assert result.exit_code == 2 and "bridgewhist: error:" in result.output


def test_three_hand_ddmc_players_play_a_deal_unchanged() -> None:
    """The double-dummy player takes its seat's four-hand view (the dealer's shows X's cards
    once he has made from them) and plays a three-hand deal as it is."""
    game = ThreeHandGame("english", PLAYERS, random.Random(2))
    seats = {p: make_three_hand_player("ddmc", random.Random(p), samples=2, make_samples=2,
                                       workers=0) for p in range(3)}
    deal = game.play_out(three_hand_chooser(seats, lambda: game.score))
    assert deal.passed or sum(deal.state.won) == 13


def test_three_hand_the_lowest_cut_deals_first() -> None:
    """Ames does not say who deals first; as the four-hand laws (P17, A18, W18) "the lowest is
    the dealer", the ace lowest, equal lowest cards cut again (rulings reading 8)."""

    game, rounds = ThreeHandGame.by_cutting("american-1904", PLAYERS, random.Random(1),
                                            draw=scripted_draw("H9 S3 D2"))
    assert game.deal.dealer == 2 and len(rounds) == 1
    game, rounds = ThreeHandGame.by_cutting("american-1904", PLAYERS, random.Random(1),
                                            draw=scripted_draw("H2 S2 DK", "C9 CA"))
    assert game.deal.dealer == 1 and len(rounds) == 2
    game, _ = ThreeHandGame.by_cutting("american-1904", PLAYERS, random.Random(1),
                                       draw=scripted_draw("H2 S3 DK"), mode="games", games=1)
    assert game.mode is Mode.GAMES


def test_three_hand_the_documented_record_replays_as_described() -> None:

    text = (Path(__file__).resolve().parents[2] / "docs" / "record-format.md").read_text()
    (block,) = re.findall(r"```json three-hand\n(.*?)```", text, re.DOTALL)
    game = three_hand_record.replay(three_hand_record.loads(block))
    first, second = game.history
    assert first.passed and second.dealer == 1 and second.x_seen
    assert second.state.trump == Strain.DIAMONDS and second.state.multiplier == 2
    assert len(second.state.tricks) == 1


def test_ames_the_record_names_the_dealer_as_maker_with_xs_hand_as_the_hand_made_from() -> None:
    """Ames: "If the dealer cannot make the trump, he may pass the deal to the next player, or
    he may make the trump from dummy's hand": the record names the dealer as the maker and X's
    hand as the one the make was made from; a version-1 record (without them) still reads."""
    game = play_three_hand("english", PLAYERS, 4, lambda deal: deal.legal_actions()[-2]
                           if deal.state.phase.name == "DECLARATION" else deal.legal_actions()[0],
                           max_deals=2)
    data = three_hand_record.to_dict(game.record())
    first = data["deals"][0]
    assert first["actions"][0] == "leave"
    assert first["maker"] == first["dealer"] and first["made_from"] == "X"
    old = json.loads(json.dumps(data))
    old["version"] = 1
    for deal in old["deals"]:
        del deal["maker"], deal["made_from"]
    assert three_hand_record.replay(three_hand_record.from_dict(old)).scored.totals == game.scored.totals
    wrong = json.loads(json.dumps(data))
    wrong["deals"][0]["maker"] = next(p for p in PLAYERS if p != first["dealer"])
    with pytest.raises(NotationError) as error:
        three_hand_record.from_dict(wrong)
    assert error.value.field == "deals[0].maker"
    wrong = json.loads(json.dumps(data))
    wrong["deals"][0]["made_from"] = "own"
    with pytest.raises(NotationError) as error:
        three_hand_record.from_dict(wrong)
    assert error.value.field == "deals[0].made_from"
