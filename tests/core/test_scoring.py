"""Scoring one deal: tricks below the line; honours, chicane and slam above; the revoke penalty.

english-1904 laws 4-9, 53, 90, 99; american-1904 laws 4-10, 50, 77, 85-88, 95-96;
american-1905 laws 4-10, 50, 85, 87-89, 95-96. Each law test is named by its code and number
and quotes the law; scenarios shared by several codes are the ``check_*`` helpers.
"""

from __future__ import annotations

import itertools
import random

import pytest

from bridgewhist.cards import Card, CardSet, Strain
from bridgewhist.errors import NotationError
from bridgewhist.laws.model import ChicaneRule, RevokePenalty
from bridgewhist.scoring import (
    ACES_MASK,
    DealResult,
    RevokeOption,
    honours_mask,
    result_of,
    score_deal,
)
from bridgewhist.seats import Seat, Side
from support.rules import (
    CODES,
    SUIT_STRAINS,
    TRICK_VALUE,
    VOID_DEAL,
    code,
    play_out,
    pts,
    result,
    rubber_of,
    score,
    start,
    table,
)

NS, EW = Side.NS, Side.EW
TAKE, DEDUCT, ADD = RevokeOption.TAKE_TRICKS, RevokeOption.DEDUCT, RevokeOption.ADD


# --- helpers ------------------------------------------------------------------------------------


def honours_points(key: str, strain: Strain, held: tuple[int, int, int, int]) -> tuple[int, int]:
    """The honours scored by NS and EW when the seats N, E, S, W hold ``held`` honours."""
    entries = score(key, result(strain, (7, 6), honours=held))
    return pts(entries, NS, "honours"), pts(entries, EW, "honours")


def expected_suit_honours(held: tuple[int, int, int, int], v: int) -> tuple[int, int]:
    """The suit honours the laws give, straight from their wording (P6, A6, W6)."""
    out = []
    for side in (NS, EW):
        hands = (held[side], held[side + 2])
        together, alone = sum(hands), max(hands)
        if alone == 5:
            out.append(10 * v)
        elif alone == 4:
            out.append(8 * v + (v if together == 5 else 0))
        else:
            out.append({5: 5 * v, 4: 4 * v, 3: 2 * v}.get(together, 0))
    return out[0], out[1]


def expected_aces(held: tuple[int, int, int, int]) -> tuple[int, int]:
    """No-trump honours from the laws' wording: 3 aces 30, 4 divided 40, 4 in one hand 100."""
    out = []
    for side in (NS, EW):
        hands = (held[side], held[side + 2])
        out.append(100 if max(hands) == 4 else {4: 40, 3: 30}.get(sum(hands), 0))
    return out[0], out[1]


def distributions(total: int) -> list[tuple[int, int, int, int]]:
    """Every way ``total`` honours can lie among the four hands."""
    return [d for d in itertools.product(range(total + 1), repeat=4) if sum(d) == total]


def check_trick_values(key: str) -> None:
    scoring = code(key).scoring
    assert code(key).cite("scoring", "trick_values") == f"{key} law 4"
    for strain, value in TRICK_VALUE.items():
        assert scoring.trick_values[strain] == value
        for won in range(7, 14):
            entries = score(key, result(strain, (won, 13 - won)))
            assert table(entries)[0] == ("NS", True, (won - 6) * value, "tricks")
            assert pts(entries, EW, below=True) == 0
        assert pts(score(key, result(strain, (6, 7))), NS, below=True) == 0
        assert pts(score(key, result(strain, (6, 7))), EW, below=True) == value


def check_honours_are(key: str) -> None:
    for strain in SUIT_STRAINS:
        ranks = sorted(card.rank for card in _cards(honours_mask(strain)))
        assert ranks == [10, 11, 12, 13, 14]
        assert {card.suit for card in _cards(honours_mask(strain))} == {strain.suit}
    assert honours_mask(Strain.NO_TRUMPS) == ACES_MASK
    assert sorted(str(c) for c in _cards(ACES_MASK)) == ["CA", "DA", "HA", "SA"]
    # credited from the cards as dealt: W was dealt the four top clubs (A K Q J), S the ten
    state = start(key, declare="clubs")
    while not state.is_complete:
        state = state.apply(state.legal_actions()[-1])
    assert result_of(state).honours == (0, 0, 1, 4)


def _cards(mask: int) -> list[Card]:
    return list(CardSet(mask))


def check_suit_honours_table(key: str) -> None:
    for strain in SUIT_STRAINS:
        v = TRICK_VALUE[strain]
        for held in distributions(5):
            assert honours_points(key, strain, held) == expected_suit_honours(held, v), held


def check_named_suit_honours(key: str) -> None:
    v = 8  # hearts
    cases = {
        (1, 1, 1, 2): (0, 2 * v),  # 3-2 split: only the side with three scores
        (2, 1, 1, 1): (2 * v, 0),
        (2, 0, 2, 1): (4 * v, 0),
        (3, 0, 2, 0): (5 * v, 0),
        (4, 1, 0, 0): (8 * v, 0),  # four in one hand, the fifth with an adversary
        (4, 0, 1, 0): (9 * v, 0),  # four in one hand, the fifth with partner
        (0, 5, 0, 0): (0, 10 * v),  # five in one hand
    }
    for held, expected in cases.items():
        assert honours_points(key, Strain.HEARTS, held) == expected, held


def check_aces_table(key: str) -> None:
    for held in distributions(4):
        assert honours_points(key, Strain.NO_TRUMPS, held) == expected_aces(held), held
    assert honours_points(key, Strain.NO_TRUMPS, (1, 1, 1, 1)) == (0, 0)  # two-two: nothing
    assert honours_points(key, Strain.NO_TRUMPS, (2, 0, 1, 1)) == (30, 0)
    assert honours_points(key, Strain.NO_TRUMPS, (2, 0, 2, 0)) == (40, 0)
    assert honours_points(key, Strain.NO_TRUMPS, (0, 4, 0, 0)) == (0, 100)


def check_honours_not_doubled(key: str) -> None:
    for strain in (*SUIT_STRAINS, Strain.NO_TRUMPS):
        held = (2, 0, 2, 0) if strain == Strain.NO_TRUMPS else (4, 0, 1, 0)
        voids = "" if strain == Strain.NO_TRUMPS else "E"
        base = score(key, result(strain, (13, 0), honours=held, voids=voids))
        for multiplier in (2, 4, 8, 16, 1024):
            doubled = score(key, result(strain, (13, 0), honours=held, voids=voids,
                                        multiplier=multiplier))
            assert [e for e in doubled if not e.below] == [e for e in base if not e.below]
            assert pts(doubled, NS, below=True) == multiplier * pts(base, NS, below=True)


def check_slam(key: str, revoking_side_slam: bool) -> None:
    for strain in (*SUIT_STRAINS, Strain.NO_TRUMPS):
        assert pts(score(key, result(strain, (13, 0))), NS, "slam") == 40
        assert pts(score(key, result(strain, (1, 12))), EW, "slam") == 20
        assert pts(score(key, result(strain, (11, 2))), NS, "slam") == 0
        slams = [e for e in score(key, result(strain, (13, 0))) if e.kind == "slam"]
        assert [e.below for e in slams] == [False]
    # tricks gained by the revoke penalty never count toward a slam
    assert pts(score(key, result(tricks=(10, 3), revokes=[EW])), NS, "slam") == 0
    assert pts(score(key, result(tricks=(11, 2), revokes=[EW])), NS, "slam") == 0
    assert pts(score(key, result(tricks=(9, 4), revokes=[EW])), NS, "slam") == 0
    # won in play, the slam stands though the side was also given penalty tricks
    assert pts(score(key, result(tricks=(12, 1), revokes=[EW])), NS, "slam") == 20
    assert pts(score(key, result(tricks=(13, 0), revokes=[EW])), NS, "slam") == 40
    # a slam is never doubled
    assert pts(score(key, result(tricks=(13, 0), multiplier=8)), NS, "slam") == 40
    # the revoking side's own slam
    own = pts(score(key, result(tricks=(13, 0), revokes=[NS])), NS, "slam")
    assert own == (40 if revoking_side_slam else 0)


def check_doubling_multiplies_tricks(key: str) -> None:
    for strain, v in TRICK_VALUE.items():
        for doubles in range(6):
            entries = score(key, result(strain, (9, 4), multiplier=2 ** doubles))
            assert pts(entries, NS, "tricks") == 3 * v * 2 ** doubles


def check_tricks_transferred(key: str) -> None:
    assert code(key).revoke.penalty is RevokePenalty.TRICKS_TRANSFERRED
    entries = score(key, result(Strain.HEARTS, (7, 6), revokes=[EW]))
    assert pts(entries, NS, "tricks") == 4 * 8  # 7 + 3 = 10 tricks: four over six
    assert pts(entries, EW, below=True) == 0
    # the revoking side holds fewer than three tricks: all are taken (ruling 4)
    entries = score(key, result(Strain.SPADES, (11, 2), revokes=[EW]))
    assert pts(entries, NS, "tricks") == 7 * 2
    assert any(e.kind == "revoke" and "2 tricks" in e.description for e in entries)
    # the claimants may take tricks only
    for option in (DEDUCT, ADD):
        with pytest.raises(NotationError, match="three tricks"):
            score(key, result(revokes=[(EW, option)]))


def check_penalty_precedes_counts(key: str) -> None:
    # NS won 8 tricks but revoked: three go to EW, who then hold 8 and score the two odd
    entries = score(key, result(Strain.DIAMONDS, (8, 5), revokes=[NS]))
    assert table(entries) == [("EW", True, 12, "tricks")]
    # and the penalty tricks are doubled with the rest
    entries = score(key, result(Strain.DIAMONDS, (8, 5), revokes=[NS], multiplier=4))
    assert pts(entries, EW, "tricks") == 2 * 6 * 4


def check_current_game_only(key: str) -> None:
    first = result(Strain.NO_TRUMPS, (10, 3))  # NS game: 48
    revoke = result(Strain.NO_TRUMPS, (5, 8), revokes=[NS])  # EW take 3: 11 tricks, 60
    rubber = rubber_of(key, first, revoke)
    assert rubber.deals[0].points(NS, below=True) == 48
    assert rubber.deals[1].game == 2
    assert rubber.deals[1].points(EW, below=True) == 60
    assert rubber.deals[1].game_won_by is EW
    assert rubber.games_won == (1, 1)


def check_revoking_side_held_to_28(key: str) -> None:
    # NS revoke yet win all thirteen at no trumps: 10 tricks counted, 48, held to 28
    entries = score(key, result(Strain.NO_TRUMPS, (13, 0), revokes=[NS]))
    assert pts(entries, NS, below=True) == 28
    # from 20 toward game they can reach 28 only
    entries = score(key, result(Strain.NO_TRUMPS, (13, 0), revokes=[NS]), (20, 0))
    assert pts(entries, NS, below=True) == 8
    # at 28 or 29 they score nothing below
    entries = score(key, result(Strain.NO_TRUMPS, (13, 0), revokes=[NS]), (28, 0))
    assert pts(entries, NS, below=True) == 0
    # and the rubber gives them no game
    rubber = rubber_of(key, result(Strain.HEARTS, (9, 4)),  # NS 24
                       result(Strain.NO_TRUMPS, (13, 0), revokes=[NS]))
    assert rubber.game_score == (28, 0)
    assert rubber.games_won == (0, 0)


def check_both_sides_revoke(key: str) -> None:
    rubber = rubber_of(key, result(Strain.HEARTS, (9, 4)),  # NS 24 toward game
                       result(Strain.NO_TRUMPS, (12, 1), revokes=[NS, EW]))
    assert rubber.deals[-1].game_won_by is None
    assert rubber.games_won == (0, 0)
    assert rubber.game_score[NS] <= 28
    assert rubber.game_score[EW] <= 28


def check_thirteen_trick_bound(key: str) -> None:
    assert code(key).revoke.max_penalty_tricks == 13
    # five revokes by a side that won every trick: 15 claimed, 13 taken in all
    entries = score(key, result(Strain.CLUBS, (13, 0), revokes=[NS] * 5))
    moved = [int(e.description.split()[0]) for e in entries if e.kind == "revoke"]
    assert sum(moved) == 13
    assert pts(entries, EW, "tricks") == 7 * 4
    # both sides revoking many times: never more than thirteen tricks transferred in all
    for ns_revokes, ew_revokes in itertools.product(range(6), repeat=2):
        claims = [NS] * ns_revokes + [EW] * ew_revokes
        entries = score(key, result(Strain.CLUBS, (7, 6), revokes=claims))
        moved = [int(e.description.split()[0]) for e in entries if e.kind == "revoke"]
        assert sum(moved) <= 13


# --- english-1904 ---------------------------------------------------------------------------


def test_english_1904_law_4_trick_values() -> None:
    """P4: "Each trick above six counts two points when spades are trumps, four points when
    clubs are trumps, six points when diamonds are trumps, eight points when hearts are
    trumps, and twelve points when there are no trumps." """
    check_trick_values("english-1904")


def test_english_1904_law_5_honours_are_ace_to_ten_or_aces() -> None:
    """P5: "Honours consist of ace, king, queen, knave, and ten of the trump suit. When there
    are no trumps they consist of the four aces." """
    check_honours_are("english-1904")


def test_english_1904_law_6_every_suit_honour_distribution() -> None:
    """P6: "If a player and his partner conjointly hold - I. The five honours ... five times
    the value of the trump suit trick. II. Any four honours ... four times ... III. Any three
    honours ... twice ... If a player in his own hand holds - I. The five honours ... ten
    times ... II. Any four honours ... eight times ... if the player's partner holds the fifth
    honour, they also score for honours the single value of the trump suit trick." """
    check_suit_honours_table("english-1904")
    check_named_suit_honours("english-1904")


def test_english_1904_law_6_honours_never_doubled() -> None:
    """P6: "the value of honours is in no way affected by any doubling or re-doubling that may
    take place under Laws 53 to 56." """
    check_honours_not_doubled("english-1904")
    assert code("english-1904").scoring.honours_doubled is False


def test_english_1904_law_7_no_trump_honours() -> None:
    """P7: "If a player and his partner conjointly hold - I. The four aces, they score for
    honours forty points. II. Any three aces, they score for honours thirty points. If a player
    in his own hand holds - The four aces, he and his partner score for honours one hundred
    points." """
    check_aces_table("english-1904")
    rules = code("english-1904").scoring
    assert (rules.aces_three, rules.aces_four_divided, rules.aces_four_in_one_hand) == (30, 40, 100)


def test_english_1904_law_8_chicane_scores_twice_trick_value() -> None:
    """P8: "If a player holds no trump, he and his partner score for Chicane twice the value of
    the trump suit trick. The value of Chicane is in no way affected by any doubling or
    re-doubling that may take place under Laws 53 to 56." """
    assert code("english-1904").scoring.chicane_rule is ChicaneRule.BONUS
    for strain in SUIT_STRAINS:
        v = TRICK_VALUE[strain]
        # N void; the adversaries hold all five honours: chicane still scores outright
        for multiplier in (1, 2, 8):
            entries = score("english-1904", result(strain, (4, 9), honours=(0, 5, 0, 0),
                                                   voids="N", multiplier=multiplier))
            assert pts(entries, NS, "chicane") == 2 * v
            assert pts(entries, EW, "honours") == 10 * v
        # both partners void: 4v (our reading); each side void in one hand: both score
        assert pts(score("english-1904", result(strain, honours=(0, 3, 0, 2), voids="NS")),
                   NS, "chicane") == 4 * v
        both = score("english-1904", result(strain, honours=(0, 3, 0, 2), voids="NE"))
        assert (pts(both, NS, "chicane"), pts(both, EW, "chicane")) == (2 * v, 2 * v)
        assert all(not e.below for e in both if e.kind == "chicane")
    # there is no chicane at no trumps
    with pytest.raises(NotationError, match="no chicane at no trumps"):
        result(Strain.NO_TRUMPS, voids="N")


def test_english_1904_law_8_chicane_from_a_played_deal() -> None:
    """P8: "If a player holds no trump, he and his partner score for Chicane twice the value
    of the trump suit trick." (a deal where every hand but one is void of the trump)"""
    state = play_out(start("english-1904", deal=VOID_DEAL, declare="hearts"))
    deal = result_of(state)
    assert deal.voids == (True, False, True, True)
    assert deal.honours == (0, 5, 0, 0)
    entries = score_deal(code("english-1904"), deal)
    assert pts(entries, NS, "chicane") == 4 * 8  # N and S both void
    assert pts(entries, EW, "chicane") == 2 * 8  # W void
    assert pts(entries, EW, "honours") == 10 * 8


def test_english_1904_law_9_slam_forty_and_twenty() -> None:
    """P9: "If a player and his partner make, independently of any tricks taken for the
    revoke penalty - I. All thirteen tricks, they score for Grand Slam forty points. II. Twelve
    tricks, they score for Little Slam twenty points." """
    check_slam("english-1904", revoking_side_slam=False)


def test_english_1904_law_9_penalty_tricks_never_count_toward_slam() -> None:
    """P9: "independently of any tricks taken for the revoke penalty" (every option)."""
    for option in (TAKE, DEDUCT, ADD):
        for won in (9, 10, 11):
            entries = score("english-1904", result(tricks=(won, 13 - won),
                                                   revokes=[(EW, option)]))
            assert pts(entries, NS, "slam") == 0


def test_english_1904_law_53_doubling_multiplies_each_trick() -> None:
    """P53: "The effect of doubling and re-doubling, and so on, is that the value of each trick
    above six is doubled, quadrupled, and so on." """
    check_doubling_multiplies_tricks("english-1904")


def test_english_1904_law_90_revoke_claimants_choose_take_tricks() -> None:
    """P90 I: the adversaries may "take three tricks from the revoking player and add them to
    their own" """
    entries = score("english-1904", result(Strain.HEARTS, (6, 7), revokes=[(EW, TAKE)]))
    assert table(entries) == [("NS", True, 24, "tricks")]
    # fewer than three tricks held: all are taken
    entries = score("english-1904", result(Strain.SPADES, (12, 1), revokes=[(EW, TAKE)]))
    assert pts(entries, NS, "tricks") == 7 * 2
    assert pts(entries, NS, "slam") == 20  # twelve won in play


def test_english_1904_law_90_revoke_claimants_choose_deduct() -> None:
    """P90 I: the adversaries may "deduct the value of three tricks from his existing score"
    (ruling 3: the doubled value, from the score toward the current game, never below 0)."""
    # NS revoked with 20 toward game; EW lose the hand at hearts doubled: 3 x 16 = 48 > 20
    entries = score("english-1904", result(Strain.HEARTS, (5, 8), multiplier=2,
                                           revokes=[(NS, DEDUCT)]), (20, 0))
    assert pts(entries, NS, "revoke") == -20
    assert pts(entries, EW, "tricks") == 2 * 16
    # at clubs undoubled, 3 x 4 = 12 comes off NS's 20
    entries = score("english-1904", result(Strain.CLUBS, (5, 8), revokes=[(NS, DEDUCT)]),
                    (20, 0))
    assert pts(entries, NS, "revoke") == -12
    # with nothing toward game there is nothing to deduct
    entries = score("english-1904", result(Strain.CLUBS, (5, 8), revokes=[(NS, DEDUCT)]))
    assert pts(entries, NS, below=True) == 0
    rubber = rubber_of("english-1904", result(Strain.HEARTS, (8, 5)),  # NS 16
                       result(Strain.CLUBS, (5, 8), revokes=[(NS, DEDUCT)]))
    assert rubber.game_score == (4, 8)


def test_english_1904_law_90_revoke_claimants_choose_add() -> None:
    """P90 I: the adversaries may "add the value of three tricks to their own score" (it counts
    toward game; the doubled value, ruling 3)."""
    entries = score("english-1904", result(Strain.DIAMONDS, (8, 5), multiplier=2,
                                           revokes=[(EW, ADD)]))
    assert pts(entries, NS, "revoke") == 3 * 12
    assert pts(entries, NS, "tricks") == 2 * 12
    assert all(e.below for e in entries if e.kind == "revoke")
    # the added value wins the game though the tricks alone would not
    rubber = rubber_of("english-1904", result(Strain.SPADES, (7, 6), revokes=[(EW, ADD)]),
                       result(Strain.HEARTS, (8, 5), revokes=[(EW, ADD)]))
    assert rubber.deals[0].points(NS, below=True) == 2 + 6
    assert rubber.deals[1].game_won_by is NS


def test_english_1904_law_90_revoke_for_as_many_revokes_as_occur() -> None:
    """P90 II: the penalty "Can be claimed for as many revokes as occur during the hand"; IV:
    "Cannot be divided" (each revoke has one option)."""
    entries = score("english-1904", result(Strain.HEARTS, (4, 9), revokes=[(EW, TAKE)] * 2))
    assert pts(entries, NS, "tricks") == 4 * 8  # 4 + 6 = 10 tricks
    entries = score("english-1904", result(Strain.HEARTS, (8, 5),
                                           revokes=[(EW, TAKE), (EW, ADD)]))
    assert pts(entries, NS, "tricks") == 5 * 8
    assert pts(entries, NS, "revoke") == 24
    assert code("english-1904").revoke.max_penalty_tricks is None


def test_english_1904_law_90_applicable_only_to_current_game() -> None:
    """P90 III: the penalty "Is applicable only to the score of the game in which it occurs." """
    check_current_game_only("english-1904")
    # a deduction never reaches back into a game already won
    rubber = rubber_of("english-1904", result(Strain.NO_TRUMPS, (10, 3)),
                       result(Strain.CLUBS, (5, 8), revokes=[(NS, DEDUCT)]))
    assert rubber.deals[0].points(NS, below=True) == 48
    assert rubber.deals[1].points(NS, below=True) == 0


def test_english_1904_law_90_revoking_side_no_game_no_slam_max_28() -> None:
    """P90 V: "In whatever way the penalty may be enforced, under no circumstances can the side
    revoking score Game, Grand Slam or Little Slam, that hand. Whatever their previous score
    may be, the side revoking cannot attain a higher score towards the game than twenty-eight." """
    check_revoking_side_held_to_28("english-1904")
    for option in (TAKE, DEDUCT, ADD):
        entries = score("english-1904", result(tricks=(13, 0), revokes=[(NS, option)]))
        assert pts(entries, NS, "slam") == 0
        assert pts(entries, NS, below=True) <= 28


def test_english_1904_law_90_revoking_side_held_to_28_when_adding_its_own_claim() -> None:
    """P90 V: "Whatever their previous score may be, the side revoking cannot attain a higher
    score towards the game than twenty-eight." P99: when both sides revoke "each is punished at
    the discretion of his adversary": a side that revoked and adds the value of three tricks
    for the other side's revoke is still held to 28 toward game."""
    deal = result(Strain.NO_TRUMPS, (7, 6), revokes=[(NS, ADD), (EW, ADD)])
    entries = score("english-1904", deal, (20, 20))
    assert pts(entries, NS, below=True) <= 8
    assert pts(entries, EW, below=True) <= 8


def test_english_1904_law_99_both_sides_revoke_neither_wins_game() -> None:
    """P99: "Should the players on both sides subject themselves to the penalty of one or more
    revokes, neither can win the game by that hand; each is punished at the discretion of his
    adversary." """
    check_both_sides_revoke("english-1904")
    for ns_option, ew_option in itertools.product((TAKE, DEDUCT, ADD), repeat=2):
        rubber = rubber_of("english-1904", result(Strain.HEARTS, (9, 4)),
                           result(Strain.NO_TRUMPS, (12, 1),
                                  revokes=[(NS, ns_option), (EW, ew_option)]))
        assert rubber.deals[-1].game_won_by is None, (ns_option, ew_option)


# --- american-1904 ---------------------------------------------------------------------------


def test_american_1904_law_4_trick_values() -> None:
    """A4: "Each trick above six counts two points when spades are trumps, four points when
    clubs are trumps, six points when diamonds are trumps, eight points when hearts are trumps,
    and twelve points when there are no trumps." """
    check_trick_values("american-1904")


def test_american_1904_law_5_honours_are_ace_to_ten_or_aces() -> None:
    """A5: "Honors are ace, king, queen, knave and ten of trump suit, or the aces when no trump
    is declared" """
    check_honours_are("american-1904")


def test_american_1904_law_6_honours_credited_to_original_holders() -> None:
    """A6: "Honors are credited to the original holders and are valued as follows: When a trump
    is declared, three honors held between partners equal the value of two tricks, four honors
    equal value of four tricks, five honors equal value of five tricks, four honors in one hand
    equal eight tricks, four honors in one hand and fifth in partner's equal nine tricks; five
    honors in one hand equal ten tricks When no trump is declared three aces held between
    partners count 30, four aces in one hand count 100." (four aces divided: 40, rulings)"""
    check_suit_honours_table("american-1904")
    check_named_suit_honours("american-1904")
    check_aces_table("american-1904")
    # to the original holders: EW held four honours and won no trick
    entries = score("american-1904", result(Strain.HEARTS, (13, 0), honours=(0, 2, 1, 2)))
    assert pts(entries, EW, "honours") == 32
    assert pts(entries, EW) == 32


def test_american_1904_law_7_grand_slam_not_counting_penalty_tricks() -> None:
    """A7: "Slam is thirteen tricks scored independently of a revoke or lead out of turn
    penalty, (see law 77), and adds 40 points to the honor count." """
    check_slam("american-1904", revoking_side_slam=False)
    # EW win twelve in play and one for the dealer's lead out of turn: no grand slam
    entries = score("american-1904", result(tricks=(1, 12), leads=1))
    assert pts(entries, EW, "slam") == 20
    assert pts(entries, EW, "tricks") == 7 * 8


def test_american_1904_law_8_little_slam_similarly_scored() -> None:
    """A8 (its number lost in the print): "Little slam is twelve tricks similarly scored and
    adds 20 points to the honor score." """
    assert pts(score("american-1904", result(tricks=(12, 1))), NS, "slam") == 20
    assert pts(score("american-1904", result(tricks=(9, 4), revokes=[EW])), NS, "slam") == 0
    assert pts(score("american-1904", result(tricks=(1, 12), revokes=[NS])), EW, "slam") == 20
    entries = score("american-1904", result(tricks=(2, 11), leads=1))
    assert pts(entries, EW, "slam") == 0
    assert code("american-1904").scoring.little_slam == 20


def test_american_1904_law_9_chicane_deducted_from_adversaries_honours() -> None:
    """A9: "Chicane (one hand void of trumps) is equal in value to simple honors, i. e. if
    partner of player having chicane score honors he adds the value of three honors to his
    score, while if the adversaries score honors it deducts an equal value from theirs. Double
    chicane deducts value of four tricks from adversaries' score." """
    check_american_chicane("american-1904")


def check_american_chicane(key: str) -> None:
    assert code(key).scoring.chicane_rule is ChicaneRule.EQUAL_TO_SIMPLE_HONOURS
    for strain in SUIT_STRAINS:
        v = TRICK_VALUE[strain]
        # N void, S holds three honours: NS add the value of three honours (2v)
        entries = score(key, result(strain, honours=(0, 1, 3, 1), voids="N"))
        assert pts(entries, NS, "honours") == 2 * v
        assert pts(entries, NS, "chicane") == 2 * v
        # N void, the adversaries score honours: 2v comes off theirs
        entries = score(key, result(strain, honours=(0, 2, 1, 2), voids="N"))
        assert pts(entries, EW, "honours") == 4 * v
        assert pts(entries, EW, "chicane") == -2 * v
        assert pts(entries, NS) == pts(entries, NS, "tricks")
        # double chicane: four tricks' value off the adversaries' honours
        entries = score(key, result(strain, honours=(0, 3, 0, 2), voids="NS"))
        assert pts(entries, EW, "honours") == 5 * v
        assert pts(entries, EW, "chicane") == -4 * v
        # never doubled
        doubled = score(key, result(strain, honours=(0, 3, 0, 2), voids="NS", multiplier=16))
        assert pts(doubled, EW, "chicane") == -4 * v
        assert all(not e.below for e in doubled if e.kind == "chicane")


def test_american_1904_law_10_honours_slam_chicane_not_doubled() -> None:
    """A10: "The value of honors, slam, little slam or chicane is in nowise affected by doubling
    or redoubling." """
    check_honours_not_doubled("american-1904")
    assert code("american-1904").cite("scoring", "honours_doubled") == "american-1904 law 10"


def test_american_1904_law_50_doubling_multiplies_each_trick() -> None:
    """A50: "The effect of doubling, re-doubling, and so on, is that the value of each trick
    above six is doubled, quadrupled, and so on." """
    check_doubling_multiplies_tricks("american-1904")


def test_american_1904_law_77_dealer_lead_out_of_turn_one_trick() -> None:
    """A77: "One trick taken from the offending player and added to those of the adversaries
    shall be the penalty if the dealer lead out of turn, either from his own hand or dummy This
    penalty may be exacted for as many leads out of turn as occur during the play of the deal,
    except at the play of the thirteenth trick." """
    assert code("american-1904").leads_out_of_turn.dealer_penalty_tricks == 1
    # dealer S (NS) won 8 tricks; one lead out of turn: 7 counted, the odd trick
    entries = score("american-1904", result(Strain.HEARTS, (8, 5), leads=1))
    assert pts(entries, NS, "tricks") == 8
    entries = score("american-1904", result(Strain.HEARTS, (8, 5), leads=2))
    assert pts(entries, NS, below=True) == 0
    assert pts(entries, EW, "tricks") == 8  # 5 + 2 = 7 tricks: the odd trick
    entries = score("american-1904", result(Strain.HEARTS, (6, 7), leads=3))
    assert pts(entries, EW, "tricks") == 4 * 8
    # the dealer E (EW) is the offender when E deals
    entries = score("american-1904", result(Strain.HEARTS, (5, 8), dealer=Seat.E, leads=1))
    assert pts(entries, NS, below=True) == 0
    assert pts(entries, EW, "tricks") == 8
    # slam is judged on tricks won in play (ruling 5)
    entries = score("american-1904", result(Strain.HEARTS, (13, 0), leads=1))
    assert pts(entries, NS, "slam") == 40
    assert pts(entries, NS, "tricks") == 6 * 8


def test_english_1904_law_81_dealer_lead_out_of_turn_no_penalty() -> None:
    """P81: "If the dealer lead out of turn, either from his own hand or from Dummy, he incurs
    no penalty; but he may not rectify the error after the second hand has played." """
    assert code("english-1904").leads_out_of_turn.dealer_penalty_tricks == 0
    with pytest.raises(NotationError, match="english-1904 law 81"):
        score("english-1904", result(leads=1))


def test_american_1905_law_77_dealer_lead_out_of_turn_no_penalty() -> None:
    """W77: "If the dealer lead out of turn, either from his own hand or dummy, he incurs no
    penalty; but he may not rectify the error after the second hand has played." """
    assert code("american-1905").leads_out_of_turn.dealer_penalty_tricks == 0
    with pytest.raises(NotationError, match="american-1905 law 77"):
        score("american-1905", result(leads=1))


def test_american_1904_law_85_penalty_precedes_all_counts() -> None:
    """A85: "Should a player (other than dummy) holding one or more cards of the suit led, play
    a card of a different suit, he revokes. The penalty for a revoke takes precedence of all
    other counts." """
    check_penalty_precedes_counts("american-1904")


def test_american_1904_law_86_three_tricks_transferred() -> None:
    """A86: "Three tricks taken from the revoking player and added to those of the adversaries
    shall be the penalty for a revoke." """
    check_tricks_transferred("american-1904")


def test_american_1904_law_87_penalty_only_in_current_game() -> None:
    """A87: "The penalty is applicable only to the score of the game in which it occurs." """
    check_current_game_only("american-1904")


def test_american_1904_law_88_revoking_side_no_game_max_28() -> None:
    """A88: "Under no circumstances can the revoking side score game, in that hand. Whatever
    their previous score may have been, the side revoking cannot attain a higher score towards
    game than twenty-eight." Ames's prose: "The revoking side cannot win game, nor score grand
    or little slam on that deal." """
    check_revoking_side_held_to_28("american-1904")
    assert pts(score("american-1904", result(tricks=(12, 1), revokes=[NS])), NS, "slam") == 0
    assert code("american-1904").revoke.revoking_side_may_score_slam is False


def test_american_1904_law_95_both_sides_revoke_neither_wins_game() -> None:
    """A95: "Should the players on both sides subject themselves to the revoke penalty neither
    can win the game by that hand." """
    check_both_sides_revoke("american-1904")


def test_american_1904_law_96_never_more_than_thirteen_tricks() -> None:
    """A96: "The revoke penalty may be claimed for as many revokes as occur during a hand; but
    the accumulated penalty shall in no event exceed thirteen tricks. (See Law 7.)" """
    check_thirteen_trick_bound("american-1904")
    entries = score("american-1904", result(Strain.HEARTS, (10, 3), revokes=[NS, NS]))
    assert pts(entries, EW, "tricks") == 3 * 8  # 3 + 6 = 9 tricks


# --- american-1905 ---------------------------------------------------------------------------


def test_american_1905_law_4_trick_values() -> None:
    """W4: "Each trick above six counts two points when spades are trumps, four points when
    clubs are trumps, six points when diamonds are trumps, eight points when hearts are trumps,
    and twelve points when there are no trumps." """
    check_trick_values("american-1905")


def test_american_1905_law_5_honours_are_ace_to_ten_or_aces() -> None:
    """W5: "Honours are ace, king, queen, knave and ten of the trump suit; or the aces when no
    trump is declared." """
    check_honours_are("american-1905")


def test_american_1905_law_6_honours_table() -> None:
    """W6: "Honours are credited to the original holders and are valued as follows:" the table
    (3 honours 4 8 12 16 30; 4: 8 16 24 32 40; 4 in one hand 16 32 48 64 100; 5 (4 in one hand)
    18 36 54 72; 5 in one hand 20 40 60 80). Its row "5 honours 16 32 48 64 100" is an OCR slip
    for five times the trick value (rulings)."""
    check_suit_honours_table("american-1905")
    check_named_suit_honours("american-1905")
    check_aces_table("american-1905")
    printed = {  # spades, clubs, diamonds, hearts as the table prints them
        (2, 1, 1, 1): (4, 8, 12, 16), (2, 0, 2, 1): (8, 16, 24, 32),
        (4, 1, 0, 0): (16, 32, 48, 64), (4, 0, 1, 0): (18, 36, 54, 72),
        (5, 0, 0, 0): (20, 40, 60, 80), (3, 0, 2, 0): (10, 20, 30, 40),
    }
    order = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS)
    for held, row in printed.items():
        assert tuple(honours_points("american-1905", s, held)[0] for s in order) == row


def test_american_1905_law_7_grand_slam_not_counting_revoke_tricks() -> None:
    """W7: "If a player and his partner make thirteen tricks, independently of any tricks gained
    by the revoke penalty, they score Grand Slam and add forty points to their honour count." """
    check_slam("american-1905", revoking_side_slam=True)


def test_american_1905_law_8_little_slam_similarly_scored() -> None:
    """W8: "Little slam is twelve tricks similarly scored, and adds twenty points to the honour
    count." """
    assert pts(score("american-1905", result(tricks=(12, 1))), NS, "slam") == 20
    assert pts(score("american-1905", result(tricks=(9, 4), revokes=[EW])), NS, "slam") == 0
    assert pts(score("american-1905", result(tricks=(1, 12), revokes=[NS])), EW, "slam") == 20
    assert code("american-1905").scoring.little_slam == 20


def test_american_1905_law_9_chicane_equal_to_three_honours() -> None:
    """W9: "Chicane (one hand void of trumps) is equal in value to three honours, i.e. if
    partner of player having chicane scores honours he adds the value of three honours to his
    honour score, while, if the adversaries score honours, it deducts an equal value from their
    honour score. Double Chicane (a player and his partner both void of trumps) is equal in
    value to four honours, and the value thereof may be deducted from the total honour score of
    the adversaries." """
    check_american_chicane("american-1905")


def test_american_1905_law_10_honours_slam_chicane_not_doubled() -> None:
    """W10: "The value of honours, slam, little slam, or chicane, is in nowise affected by
    doubling or redoubling." """
    check_honours_not_doubled("american-1905")


def test_american_1905_law_50_doubling_multiplies_each_trick() -> None:
    """W50: "The effect of doubling, re-doubling, and so on, is that the value of each trick
    above six is doubled, quadrupled, and so on." """
    check_doubling_multiplies_tricks("american-1905")


def test_american_1905_law_85_penalty_precedes_all_counts() -> None:
    """W85: "A revoke occurs when a player (other than dummy), holding one or more cards of the
    suit led, plays a card of a different suit. The penalty for a revoke takes precedence of all
    other counts." """
    check_penalty_precedes_counts("american-1905")


def test_american_1905_law_87_three_tricks_transferred() -> None:
    """W87: "The penalty for a revoke is three tricks taken from the revoking player and added
    to those of the adversaries." """
    check_tricks_transferred("american-1905")


def test_american_1905_law_88_penalty_only_in_current_game() -> None:
    """W88: "The penalty is applicable only to the score of the game in which it occurs." """
    check_current_game_only("american-1905")


def test_american_1905_law_89_revoking_side_no_game_max_28() -> None:
    """W89: "Under no circumstances can the revoking side score game, in that hand. Whatever
    their previous score may have been, the side revoking cannot attain a higher score toward
    game than twenty-eight." """
    check_revoking_side_held_to_28("american-1905")


def test_american_1905_law_89_revoking_side_may_score_slam() -> None:
    """W89 names game only ("cannot score game"); W7 reckons slam on tricks made, so a side that
    revokes yet wins all thirteen in play scores Grand Slam."""
    assert code("american-1905").revoke.revoking_side_may_score_slam is True
    entries = score("american-1905", result(tricks=(13, 0), revokes=[NS]))
    assert pts(entries, NS, "slam") == 40
    assert pts(entries, NS, "tricks") == 28  # ten tricks counted, 32, held to 28
    entries = score("american-1905", result(tricks=(12, 1), revokes=[NS]))
    assert pts(entries, NS, "slam") == 20


def test_american_1905_law_95_both_sides_revoke_neither_wins_game() -> None:
    """W95: "Should the players on both sides subject themselves to the revoke penalty neither
    can win the game by that hand." """
    check_both_sides_revoke("american-1905")


def test_american_1905_law_96_never_more_than_thirteen_tricks() -> None:
    """W96: "The revoke penalty may be claimed for as many revokes as occur during a hand; but
    the accumulated penalty shall in no event exceed thirteen tricks. (See Law 7.)" """
    check_thirteen_trick_bound("american-1905")


# --- the scorer's own contract -------------------------------------------------------------


@pytest.mark.parametrize("key", CODES)
def test_only_one_side_scores_tricks_below(key: str) -> None:
    for strain in (*SUIT_STRAINS, Strain.NO_TRUMPS):
        for ns in range(14):
            entries = score(key, result(strain, (ns, 13 - ns)))
            below = {e.side for e in entries if e.below and e.points}
            assert len(below) <= 1
            if ns == 6 or ns == 7:
                assert len(below) == 1


@pytest.mark.parametrize("key", CODES)
def test_every_entry_names_its_law(key: str) -> None:
    deal = result(Strain.CLUBS, (13, 0), honours=(4, 0, 1, 0), voids="E", multiplier=4,
                  revokes=[EW])
    for entry in score(key, deal):
        assert entry.law.startswith(f"{key} law")
        assert entry.description


def test_deal_result_refuses_impossible_results() -> None:
    with pytest.raises(NotationError, match="adding up to 13"):
        DealResult(dealer=Seat.S, strain=Strain.HEARTS, tricks=(7, 7))
    with pytest.raises(NotationError, match="only 5"):
        result(honours=(3, 3, 0, 0))
    with pytest.raises(NotationError, match="only 4"):
        result(Strain.NO_TRUMPS, honours=(3, 2, 0, 0))
    with pytest.raises(NotationError, match="power of two"):
        result(multiplier=3)
    with pytest.raises(NotationError, match="must be 0 to 12"):
        result(leads=-1)
    assert result(multiplier=16).doubles == 4


def test_result_of_needs_a_complete_deal() -> None:
    with pytest.raises(ValueError, match="not complete"):
        result_of(start("american-1905", declare="hearts"))


@pytest.mark.parametrize("key", CODES)
def test_result_of_a_played_deal(key: str) -> None:
    rng = random.Random(11)
    state = play_out(start(key, declare="spades", doubling=("double", "satisfied",
                                                             "satisfied")), rng)
    deal = result_of(state)
    assert deal.multiplier == 2
    assert deal.tricks == state.won
    assert deal.maker is Seat.S
    assert deal.honours == (4, 1, 0, 0)  # N: A K Q J of spades, E: the ten
    assert sum(deal.tricks) == 13
