"""Games and the rubber: english-1904 laws 1-3 and 10-13, the American codes' laws 1-3, 11-13.

Each law test is named by its code and number and quotes the law; the ``check_*`` helpers hold
the scenarios the three codes share.
"""

from __future__ import annotations

import dataclasses

import pytest

from bridgewhist.cards import Strain
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import RevokeOption
from bridgewhist.seats import Seat, Side
from support.rules import CODES, code, nt, result, rubber_of

NS, EW = Side.NS, Side.EW


def hearts(ns: int, **kw: object) -> object:
    """A deal at hearts in which NS won ``ns`` tricks."""
    return result(Strain.HEARTS, (ns, 13 - ns), **kw)  # type: ignore[arg-type]


def check_best_of_three(key: str) -> None:
    assert code(key).scoring.games_to_win_rubber == 2
    two_nil = rubber_of(key, nt(10), nt(10))
    assert two_nil.games_won == (2, 0)
    assert two_nil.winner is NS
    assert two_nil.is_over
    with pytest.raises(IllegalActionError) as refused:
        two_nil.score(nt(10))
    assert refused.value.reason is Reason.GAME_OVER
    assert refused.value.law == f"{key} law 1"
    # one game all: the third is played and decides
    one_all = rubber_of(key, nt(10), nt(3))
    assert one_all.games_won == (1, 1)
    assert not one_all.is_over
    assert one_all.winner is None
    assert one_all.game_number == 3
    decided = one_all.score(nt(2))
    assert decided.winner is EW
    assert decided.games_won == (1, 2)
    assert decided.game_number == 3


def check_game_from_tricks_alone(key: str) -> None:
    assert code(key).scoring.game_points == 30
    # 28 below is not game, whatever is above the line
    rubber = rubber_of(key, result(Strain.CLUBS, (13, 0), honours=(5, 0, 0, 0)))
    assert rubber.game_score == (28, 0)
    assert rubber.points(NS, below=False) == 40 + 40  # five honours in one hand, grand slam
    assert rubber.games_won == (0, 0)
    # four aces in one hand and the odd trick: 12 below, no game
    rubber = rubber_of(key, nt(7, aces=(4, 0, 0, 0)))
    assert rubber.games_won == (0, 0)
    # 30 exactly is game
    rubber = rubber_of(key, result(Strain.SPADES, (13, 0)), result(Strain.SPADES, (13, 0)),
                       result(Strain.SPADES, (7, 6)))
    assert [d.game_won_by for d in rubber.deals] == [None, None, NS]
    # each game starts from zero
    assert rubber.game_score == (0, 0)
    rubber = rubber.score(hearts(8))
    assert rubber.game_score == (16, 0)
    assert rubber.game_number == 2


def check_excess_counted(key: str) -> None:
    rubber = rubber_of(key, result(Strain.HEARTS, (8, 5)), nt(13))
    assert rubber.deals[1].points(NS, below=True) == 84
    assert rubber.points(NS, below=True) == 16 + 84
    assert rubber.deals[1].game_won_by is NS
    assert rubber.game_score == (0, 0)  # the excess does not carry to the next game


def check_totals_and_net(key: str) -> None:
    assert code(key).scoring.rubber_bonus == 100
    # NS win two games at no trumps, EW hold four aces in one hand both times
    rubber = rubber_of(key, nt(9, aces=(0, 4, 0, 0)), nt(9, aces=(0, 0, 0, 4)))
    assert rubber.winner is NS
    assert rubber.totals == (36 + 36 + 100, 200)
    assert rubber.net == (EW, 28)  # the net favours the side that lost the rubber
    # without the aces the winners take it all
    rubber = rubber_of(key, nt(9), nt(9))
    assert rubber.totals == (172, 0)
    assert rubber.net == (NS, 172)
    # equal totals: no one wins anything
    level = rubber_of(key, hearts(8, honours=(0, 2, 0, 2)), hearts(8))
    assert level.totals == (32, 32)
    assert level.games_won == (1, 0)
    assert level.net == (None, 0)
    unfinished = rubber_of(key, nt(7, aces=(0, 1, 0, 0)))
    assert unfinished.totals == (12, 0)
    assert Rubber(code(key)).net == (None, 0)


def check_scores_recomputed(key: str) -> None:
    deals = [hearts(9, honours=(2, 1, 1, 1)), hearts(4), nt(10)]
    rubber = rubber_of(key, *deals)
    # a score-keeper's record may be amended: the rubber is re-scored from the results
    amended = list(deals)
    amended[0] = hearts(9, honours=(2, 0, 2, 1))  # four honours, not three
    corrected = rubber_of(key, *amended)
    assert corrected.points(NS, below=False) == rubber.points(NS, below=False) + 16
    assert corrected.points(NS, below=True) == rubber.points(NS, below=True)
    amended[1] = hearts(5)  # EW won eight tricks, not nine
    corrected = rubber_of(key, *amended)
    assert corrected.deals[1].points(EW, below=True) == 16
    # the scored rubber is a value: nothing can alter it in place
    with pytest.raises(dataclasses.FrozenInstanceError):
        rubber.deals = ()  # type: ignore[misc]
    assert rubber.deals[0].result == deals[0]


# --- english-1904 ---------------------------------------------------------------------------


def test_english_1904_law_1_best_of_three_no_third_after_two_nil() -> None:
    """P1: "The Rubber is the best of three games. If the first two games be won by the same
    players, the third game is not played." """
    check_best_of_three("english-1904")


def test_english_1904_law_2_game_is_thirty_from_tricks_alone() -> None:
    """P2: "A game consists of thirty points obtained by tricks alone, exclusive of any points
    counted for Honours, Chicane, Or Slam." """
    check_game_from_tricks_alone("english-1904")


def test_english_1904_law_3_excess_points_counted() -> None:
    """P3: "Every hand is played out, and any points in excess of the thirty points necessary
    for the game are counted." """
    check_excess_counted("english-1904")


def test_english_1904_law_10_honours_chicane_slam_reckoned_at_end() -> None:
    """P10: "Honours, Chicane, and Slam are reckoned in the score at the end of the rubber." """
    deal = result(Strain.DIAMONDS, (13, 0), honours=(5, 0, 0, 0), voids="E")
    rubber = rubber_of("english-1904", deal)
    assert rubber.deals[0].points(NS, below=True) == 42
    assert rubber.games_won == (1, 0)
    assert rubber.points(NS, below=False) == 60 + 40
    assert rubber.points(EW, below=False) == 12  # E's chicane
    rubber = rubber_of("english-1904", deal, nt(0, aces=(4, 0, 0, 0)))
    assert rubber.totals == (42 + 100 + 100, 12 + 84 + 40)  # EW: grand slam
    assert rubber.games_won == (1, 1)


def test_english_1904_law_11_hoyles_worked_rubber() -> None:
    """P11: "At the end of the rubber, the total scores for tricks, honours, Chicane and Slam
    obtained by each player and his partner are added up; one hundred points are added to the
    score of the winners of the rubber, and the difference between the two scores is the number
    of points won, or lost, by the winners of the rubber." (Hoyle's example: A-B 104, C-D 178,
    A-B win the rubber, 204 - 178 = 26.)"""
    rubber = rubber_of(
        "english-1904",
        result(Strain.DIAMONDS, (9, 4), dealer=Seat.S, honours=(2, 0, 2, 1)),
        result(Strain.NO_TRUMPS, (5, 8), dealer=Seat.W, honours=(1, 2, 0, 1)),
        result(Strain.HEARTS, (8, 5), dealer=Seat.N, honours=(1, 2, 1, 1)),
        result(Strain.CLUBS, (7, 6), dealer=Seat.E, honours=(2, 1, 2, 0)),
        result(Strain.NO_TRUMPS, (8, 5), dealer=Seat.S, honours=(0, 4, 0, 0)),
        result(Strain.SPADES, (7, 6), dealer=Seat.W, honours=(0, 2, 1, 2)),
    )
    assert rubber.points(NS) == 104
    assert rubber.points(EW) == 178
    assert rubber.games_won == (2, 0)
    assert rubber.totals == (204, 178)
    assert rubber.net == (NS, 26)
    check_totals_and_net("english-1904")


def test_english_1904_law_12_erroneous_trick_score() -> None:
    """P12: "If an erroneous score affecting tricks be proved, such mistake may be corrected
    prior to the conclusion of the game in which it occurred" (scores are computed from the
    results, never typed in: an amended record is simply re-scored)."""
    check_scores_recomputed("english-1904")


def test_english_1904_law_13_erroneous_honours_score() -> None:
    """P13: "If an erroneous score affecting honours, Chicane, or Slam be proved, such mistake
    may be corrected at any time before the score of the rubber has been made up and agreed." """
    check_scores_recomputed("english-1904")


def test_english_1904_law_99_each_side_held_to_28_in_the_rubber() -> None:
    """P99: "Should the players on both sides subject themselves to the penalty of one or more
    revokes, neither can win the game by that hand; each is punished at the discretion of his
    adversary." With P90 V ("the side revoking cannot attain a higher score towards the game
    than twenty-eight"), no side that revoked carries more than 28 into the next deal."""
    rubber = rubber_of(
        "english-1904",
        result(Strain.NO_TRUMPS, (6, 7), revokes=[(NS, RevokeOption.ADD)]),  # EW 12 + 36
    )
    assert rubber.deals[0].game_won_by is EW  # EW did not revoke: game
    rubber = rubber_of(
        "english-1904", hearts(8), hearts(5),  # NS 16, EW 16
        result(Strain.NO_TRUMPS, (7, 6),
               revokes=[(NS, RevokeOption.ADD), (EW, RevokeOption.ADD)]),
    )
    assert rubber.deals[-1].game_won_by is None
    assert rubber.game_score[NS] <= 28
    assert rubber.game_score[EW] <= 28


# --- american-1904 ---------------------------------------------------------------------------


def test_american_1904_law_1_best_two_of_three() -> None:
    """A1: "The rubber is the best (two) of three games. If the first two games be won by the
    same partners, the third game is not played." """
    check_best_of_three("american-1904")


def test_american_1904_law_2_game_is_thirty_from_tricks_alone() -> None:
    """A2: "A game consists of thirty points obtained by tricks alone, exclusive of any points
    counted for honors, chicane, or slam." """
    check_game_from_tricks_alone("american-1904")


def test_american_1904_law_3_excess_points_counted() -> None:
    """A3: "Every deal is played out and any points in excess of the thirty points necessary
    for the game are counted." """
    check_excess_counted("american-1904")


def test_american_1904_law_11_rubber_total_and_net() -> None:
    """A11: "At the conclusion of a rubber the scores for tricks and honors (including chicane
    and slam) obtained by each side are added, and one hundred points are added to the score of
    the winners of the rubber. The difference between the completed scores is the number of
    points won by the winners of the rubber (and lost by their adversaries)." """
    check_totals_and_net("american-1904")


def test_american_1904_law_12_erroneous_honours_score() -> None:
    """A12: "If an erroneous score affecting honors, chicane or slam be proven, such mistake may
    be corrected at any time before the score of the rubber has been made up and agreed upon." """
    check_scores_recomputed("american-1904")


def test_american_1904_law_13_erroneous_trick_score() -> None:
    """A13: "If an erroneous score affecting tricks be proven, such mistake must be corrected
    prior to the conclusion of the game in which it has occurred" """
    check_scores_recomputed("american-1904")


# --- american-1905 ---------------------------------------------------------------------------


def test_american_1905_law_1_first_to_two_games() -> None:
    """W1: "The partners first winning two games win the rubber. If the first two games be won
    by the same partners, the third game is not played." """
    check_best_of_three("american-1905")


def test_american_1905_law_2_game_is_thirty_from_tricks_alone() -> None:
    """W2: "A game consists of thirty points obtained by tricks alone, exclusive of any points
    counted for honours, chicane or slam." """
    check_game_from_tricks_alone("american-1905")


def test_american_1905_law_3_excess_points_counted() -> None:
    """W3: "Every hand is played out, and any points in excess of thirty points necessary for
    the game are counted." """
    check_excess_counted("american-1905")


def test_american_1905_law_11_rubber_total_and_net() -> None:
    """W11: "At the conclusion of a rubber the scores for tricks, honours, Chicane, and Slam,
    obtained by each side are added, and one hundred points are added to the score of the
    winners of the rubber. The difference between the completed scores is the number of points
    won or lost by the winners of the rubber." """
    check_totals_and_net("american-1905")


def test_american_1905_law_12_erroneous_trick_score() -> None:
    """W12: "If an erroneous score affecting tricks be proven, such mistake must be corrected
    prior to the conclusion of the game in which it has occurred" """
    check_scores_recomputed("american-1905")


def test_american_1905_law_13_erroneous_honours_score() -> None:
    """W13: "If an erroneous score affecting honours, chicane or slam be proven, such mistake
    may be corrected at any time before the score of the rubber has been made up and agreed
    upon." """
    check_scores_recomputed("american-1905")


# --- the rubber's own contract ----------------------------------------------------------------


@pytest.mark.parametrize("key", CODES)
def test_game_numbers_and_scored_deals(key: str) -> None:
    rubber = rubber_of(key, hearts(8), hearts(5), nt(10), hearts(9), nt(9))
    assert [d.number for d in rubber.deals] == [1, 2, 3, 4, 5]
    assert [d.game for d in rubber.deals] == [1, 1, 1, 2, 2]
    assert [d.game_won_by for d in rubber.deals] == [None, None, NS, None, NS]
    assert rubber.is_over
    assert rubber.game_number == 2


def test_rubber_scores_each_deal_with_its_dealer() -> None:
    """The rubber keeps each deal's dealer as the record gives it (P45: a deal out of turn not
    stopped in time "stands good")."""
    rubber = rubber_of("english-1904", hearts(8, dealer=Seat.S), hearts(8, dealer=Seat.S))
    assert [d.result.dealer for d in rubber.deals] == [Seat.S, Seat.S]
