"""Cutting for partners and deal: english-1904 laws 14-20, american-1904/1905 laws 14-20.

Law tests are named by code and law number and quote the law; ties are forced with scripted
draws. The players are always Ann, Bob, Cy and Di, cutting in that order.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.cards import DECK, Card, Suit
from bridgewhist.cutting import CutResult, cut_for_partners_and_deal, cut_rank, scripted_draw
from bridgewhist.errors import NotationError
from bridgewhist.laws import LAW_CODE_KEYS, LawCode, load_law_code
from bridgewhist.seats import Seat

PLAYERS = ("Ann", "Bob", "Cy", "Di")


def cut(key: str, *rounds: str, **options: bool) -> CutResult:
    """Cut with scripted rounds of cards (first round: Ann, Bob, Cy, Di)."""
    code = load_law_code(key, **options)
    return cut_for_partners_and_deal(PLAYERS, code, random.Random(0), draw=scripted_draw(*rounds))


def cutters(result: CutResult) -> list[list[str]]:
    """Who cut in each round."""
    return [list(round_) for round_ in result.rounds]


# --- scenarios shared by the three codes -------------------------------------------------------


def check_ace_lowest(key: str) -> None:
    code = load_law_code(key)
    assert code.cite("cutting", "ace_low") == f"{key} law 14"
    assert cut_rank(Card.parse("SA"), code) < cut_rank(Card.parse("C2"), code)
    result = cut(key, "HK SA D2 CQ")
    assert result.dealer == "Bob"
    assert result.partnerships == (("Bob", "Cy"), ("Di", "Ann"))


def check_same_pack(key: str) -> None:
    code = load_law_code(key)
    assert code.cite("cutting", "same_pack") == f"{key} law 15"
    for seed in range(200):
        for round_ in cut_for_partners_and_deal(PLAYERS, code, random.Random(seed)).rounds:
            assert len(set(round_.values())) == len(round_)
    with pytest.raises(NotationError, match=f"same pack .{key} law 15"):
        cut(key, "SA SA D2 CQ")


def check_two_lowest_v_two_highest(key: str, law: int) -> None:
    code = load_law_code(key)
    assert code.cite("cutting", "lowest_pair_partners") == f"{key} law {law}"
    result = cut(key, "S3 H9 D2 CK")
    assert result.dealer == "Cy"
    assert result.partnerships == (("Cy", "Ann"), ("Bob", "Di"))
    assert len(result.rounds) == 1


def check_two_lowest_recut_for_deal(key: str) -> None:
    assert "19" in load_law_code(key).cite("cutting", "lowest_deals")
    result = cut(key, "S4 H9 D4 CK", "SK H3")
    assert cutters(result) == [list(PLAYERS), ["Ann", "Cy"]]
    assert result.dealer == "Cy"  # the lower on the re-cut deals
    assert result.partnerships == (("Cy", "Ann"), ("Bob", "Di"))


def check_two_highest_do_not_recut(key: str) -> None:
    result = cut(key, "SQ H3 DQ C5")
    assert len(result.rounds) == 1
    assert result.partnerships == (("Bob", "Di"), ("Ann", "Cy"))


def check_middle_tie_recuts(key: str) -> None:
    result = cut(key, "S7 H2 D7 CK", "S9 H8")
    assert cutters(result) == [list(PLAYERS), ["Ann", "Cy"]]
    assert result.partnerships == (("Bob", "Cy"), ("Ann", "Di"))


def check_three_equal_fourth_highest(key: str) -> None:
    assert "20" in load_law_code(key).cite("cutting", "lowest_deals")
    result = cut(key, "S5 H5 D5 CK", "DJ S3 H8")
    assert cutters(result) == [list(PLAYERS), ["Ann", "Bob", "Cy"]]
    assert result.dealer == "Bob"  # the lower of the two lowest of the new cut
    assert result.partnerships == (("Bob", "Cy"), ("Ann", "Di"))


def check_three_equal_fourth_lowest(key: str) -> None:
    result = cut(key, "SA H9 D9 C9", "S4 HQ D7")
    assert cutters(result) == [list(PLAYERS), ["Bob", "Cy", "Di"]]
    assert result.dealer == "Ann"  # the original lowest deals
    assert result.partnerships == (("Ann", "Bob"), ("Di", "Cy"))  # two highest on the re-cut


def check_cut_ties_by_suit(key: str) -> None:
    result = cut(key, "SA HA DA CA", cut_ties_by_suit=True)
    assert len(result.rounds) == 1
    assert result.order == ("Bob", "Cy", "Di", "Ann")  # heart, diamond, club, spade
    assert cut(key, "S6 H6 D6 C2", cut_ties_by_suit=True).order == ("Di", "Bob", "Cy", "Ann")


# --- english-1904 -----------------------------------------------------------------------------


def test_english_1904_law_14_ace_is_lowest() -> None:
    """P14: "The ace is the lowest card." """
    check_ace_lowest("english-1904")


def test_english_1904_law_15_same_pack() -> None:
    """P15: "In all cases, every player must cut from the same pack." """
    check_same_pack("english-1904")


def test_english_1904_law_17_two_lowest_v_two_highest() -> None:
    """P17: "the two lowest play against the two highest; the lowest is the dealer" """
    check_two_lowest_v_two_highest("english-1904", 17)


def test_english_1904_law_19_two_lowest_recut_for_deal() -> None:
    """P19: "should they be the two lowest, a fresh cut is necessary to decide which of those
    two deals." """
    check_two_lowest_recut_for_deal("english-1904")


def test_english_1904_law_19_two_highest_do_not_recut() -> None:
    """P19: "Two players cutting cards of equal value, unless such cards are the two highest,
    cut again" """
    check_two_highest_do_not_recut("english-1904")


def test_english_1904_law_19_middle_tie_recuts() -> None:
    """P19: "Two players cutting cards of equal value, unless such cards are the two highest,
    cut again" (the second and third lowest decide the partnerships)."""
    check_middle_tie_recuts("english-1904")


def test_english_1904_law_20_three_equal_fourth_highest() -> None:
    """P20: "Three players cutting cards of equal value cut again; should the fourth (or
    remaining) card be the highest, the two lowest of the new cut are partners, the lower of
    those two the dealer" """
    check_three_equal_fourth_highest("english-1904")


def test_english_1904_law_20_three_equal_fourth_lowest() -> None:
    """P20: "should the fourth card be the lowest, the two highest are partners, the original
    lowest the dealer." """
    check_three_equal_fourth_lowest("english-1904")


def test_english_1904_option_cut_ties_by_suit() -> None:
    """Axioms: "as between cards of otherwise equal value, the lowest is the heart, next the
    diamond, next the club, and highest the spade." (house rule ``cut_ties_by_suit``)"""
    check_cut_ties_by_suit("english-1904")


# --- american-1904 ----------------------------------------------------------------------------


def test_american_1904_law_14_ace_is_lowest() -> None:
    """A14: "The ace is the lowest card." """
    check_ace_lowest("american-1904")


def test_american_1904_law_15_same_pack() -> None:
    """A15: "In all cases every player must cut from the same pack." """
    check_same_pack("american-1904")


def test_american_1904_law_18_two_lowest_v_two_highest() -> None:
    """A18: "the two lowest play against the two highest. The lowest is the dealer" """
    check_two_lowest_v_two_highest("american-1904", 18)


def test_american_1904_law_19_two_lowest_recut_for_deal() -> None:
    """A19: "Should the two players who cut lowest secure cards of equal value they shall recut
    to determine which of the two shall deal, and the lower on the recut deals." """
    check_two_lowest_recut_for_deal("american-1904")


def test_american_1904_law_19_two_highest_do_not_recut() -> None:
    """A19 re-cuts only the two lowest: the order of the two highest decides nothing."""
    check_two_highest_do_not_recut("american-1904")


def test_american_1904_law_19_middle_tie_recuts() -> None:
    """A19 is silent on a middle tie; ruling 8: "Cutting ties the laws do not cover (a middle
    tie under A/W, ties in a re-cut): cut again." """
    check_middle_tie_recuts("american-1904")


def test_american_1904_law_20_three_equal_fourth_highest() -> None:
    """A20: "Should three players cut cards of equal value, they cut again; if the fourth card
    be the highest, the two lowest of the new cut are partners and the lower of the two the
    dealer" """
    check_three_equal_fourth_highest("american-1904")


def test_american_1904_law_20_three_equal_fourth_lowest() -> None:
    """A20: "if, however, the fourth card be the lowest, the two highest on the recut are
    partners and the original lowest the dealer." """
    check_three_equal_fourth_lowest("american-1904")


def test_american_1904_option_cut_ties_by_suit() -> None:
    """Axioms: "the lowest is the heart, next the diamond, next the club, and highest the
    spade." (house rule ``cut_ties_by_suit``)"""
    check_cut_ties_by_suit("american-1904")


# --- american-1905 ----------------------------------------------------------------------------


def test_american_1905_law_14_ace_is_lowest() -> None:
    """W14: "The ace is the lowest card." """
    check_ace_lowest("american-1905")


def test_american_1905_law_15_same_pack() -> None:
    """W15: "In all cases every player must cut from the same pack." """
    check_same_pack("american-1905")


def test_american_1905_law_18_two_lowest_v_two_highest() -> None:
    """W18: "the two lowest play against the two highest. The lowest is the dealer" """
    check_two_lowest_v_two_highest("american-1905", 18)


def test_american_1905_law_19_two_lowest_recut_for_deal() -> None:
    """W19: "Should the two players who cut lowest, secure cards of equal value, they shall
    re-cut to determine which of the two shall deal, and the lower on the re-cut deals." """
    check_two_lowest_recut_for_deal("american-1905")


def test_american_1905_law_19_two_highest_do_not_recut() -> None:
    """W19 re-cuts only the two lowest: the order of the two highest decides nothing."""
    check_two_highest_do_not_recut("american-1905")


def test_american_1905_law_19_middle_tie_recuts() -> None:
    """W19 is silent on a middle tie; ruling 8: "cut again"."""
    check_middle_tie_recuts("american-1905")


def test_american_1905_law_20_three_equal_fourth_highest() -> None:
    """W20: "Should three players cut cards of equal value, they cut again; if the fourth card
    be the highest, the two lowest of the new cut are partners and the lower of the two the
    dealer" """
    check_three_equal_fourth_highest("american-1905")


def test_american_1905_law_20_three_equal_fourth_lowest() -> None:
    """W20: "if, however, the fourth card be the lowest, the two highest on the re-cut are
    partners and the original lowest the dealer." """
    check_three_equal_fourth_lowest("american-1905")


def test_american_1905_option_cut_ties_by_suit() -> None:
    """Axioms: "In cutting, the ace is the lowest card and, as between cards of otherwise equal
    value, the lowest is the heart, next the diamond, next the club, and highest the spade." """
    check_cut_ties_by_suit("american-1905")


# --- re-cuts the laws leave open (ruling 8) ----------------------------------------------------


def test_ruling_8_tie_in_a_recut_cuts_again() -> None:
    """Ruling 8: ties in a re-cut: cut again, while the tie decides dealer or partners."""
    result = cut("american-1905", "S5 H5 D5 CK", "D8 S3 H8", "S2 HJ")
    assert cutters(result) == [list(PLAYERS), ["Ann", "Bob", "Cy"], ["Ann", "Cy"]]
    assert result.partnerships == (("Bob", "Ann"), ("Cy", "Di"))


def test_ruling_8_tie_of_the_two_highest_in_a_recut_stands() -> None:
    """A re-cut tie of the two highest decides nothing (P19), so no third round."""
    result = cut("english-1904", "SA H9 D9 C9", "S4 HQ DQ")
    assert len(result.rounds) == 2
    assert result.partnerships == (("Ann", "Bob"), ("Cy", "Di"))


def test_ruling_8_four_equal_all_recut() -> None:
    """Ruling 8: four equal cards (four aces) are a tie no law covers: all four cut again."""
    result = cut("english-1904", "SA HA DA CA", "S9 H2 D5 CK")
    assert cutters(result) == [list(PLAYERS), list(PLAYERS)]
    assert result.order == ("Bob", "Cy", "Ann", "Di")


def test_two_lowest_tie_and_two_highest_tie_recut_only_the_lowest() -> None:
    result = cut("american-1904", "S4 H4 DK CK", "S8 H6")
    assert cutters(result) == [list(PLAYERS), ["Ann", "Bob"]]
    assert result.order == ("Bob", "Ann", "Cy", "Di")


# --- hypothesis: the generic rule gives P20/A20/W20 for any cards --------------------------------


@settings(max_examples=200, deadline=None)
@given(
    key=st.sampled_from(LAW_CODE_KEYS),
    rank=st.integers(2, 14),
    suits=st.permutations(list(Suit)),
    fourth_rank=st.integers(2, 14),
    recut_ranks=st.lists(st.integers(2, 14), min_size=3, max_size=3, unique=True),
    order=st.permutations(range(4)),
)
def test_law_20_three_equal_for_any_cards(
    key: str, rank: int, suits: list[Suit], fourth_rank: int, recut_ranks: list[int],
    order: list[int],
) -> None:
    """Three equal cards, any fourth, any re-cut without ties: the law 20 outcome."""
    if fourth_rank == rank:
        return
    code = load_law_code(key)
    first = [Card.of(suits[i], rank) for i in range(3)] + [Card.of(suits[3], fourth_rank)]
    first = [first[i] for i in order]
    names = list(PLAYERS)
    fourth = names[order.index(3)]
    three = [name for name in names if name != fourth]
    recut = [Card.of(Suit.SPADES, r) for r in recut_ranks]
    result = cut_for_partners_and_deal(
        PLAYERS, code, random.Random(0), draw=scripted_draw(first, recut)
    )
    by_recut = sorted(three, key=lambda n: cut_rank(result.rounds[1][n], code))
    if cut_rank(Card.of(Suit.HEARTS, fourth_rank), code) > cut_rank(Card.of(Suit.HEARTS, rank),
                                                                     code):
        assert result.dealer == by_recut[0]
        assert set(result.partnerships[0]) == set(by_recut[:2])
    else:
        assert result.dealer == fourth
        assert set(result.partnerships[1]) == set(by_recut[1:])


# --- hypothesis: any seed ----------------------------------------------------------------------


def final_keys(result: CutResult, code: LawCode) -> dict[str, list[tuple[int, int]]]:
    keys: dict[str, list[tuple[int, int]]] = {name: [] for name in result.players}
    for round_ in result.rounds:
        for name, card in round_.items():
            keys[name].append(cut_rank(card, code))
    return keys


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**64), key=st.sampled_from(LAW_CODE_KEYS), by_suit=st.booleans())
def test_any_seed_gives_a_lawful_cut(seed: int, key: str, by_suit: bool) -> None:
    code = load_law_code(key, cut_ties_by_suit=by_suit)
    result = cut_for_partners_and_deal(PLAYERS, code, random.Random(seed))
    assert result == cut_for_partners_and_deal(PLAYERS, code, random.Random(seed))
    assert sorted(result.order) == sorted(PLAYERS) and len(set(result.order)) == 4
    keys = final_keys(result, code)
    first = {name: keys[name][0] for name in PLAYERS}
    assert first[result.dealer] == min(first.values())
    assert result.dealer in result.partnerships[0]
    assert max(first[n] for n in result.partnerships[0]) <= min(
        first[n] for n in result.partnerships[1]
    )
    assert [keys[n] for n in result.order] == sorted(keys[n] for n in result.order)
    low, high = (keys[n] for n in result.order[:2]), (keys[n] for n in result.order[2:])
    assert max(low) < min(high)  # the partnership line is settled
    assert keys[result.order[0]] < keys[result.order[1]]  # the deal is settled
    assert list(result.rounds[0]) == list(PLAYERS)
    for round_ in result.rounds:
        assert len(set(round_.values())) == len(round_)
    if by_suit:
        assert len(result.rounds) == 1


def test_recuts_happen_and_draw_from_a_fresh_pack() -> None:
    code = load_law_code("english-1904")
    results = [cut_for_partners_and_deal(PLAYERS, code, random.Random(s)) for s in range(500)]
    recut = [r for r in results if len(r.rounds) > 1]
    assert recut
    assert any(set(r.rounds[0].values()) & set(r.rounds[1].values()) for r in recut)


# --- the result and its seating ----------------------------------------------------------------


def test_seating_puts_the_dealer_south_by_default() -> None:
    result = cut("english-1904", "S3 H9 D2 CK")
    assert result.seating() == {Seat.N: "Ann", Seat.E: "Bob", Seat.S: "Cy", Seat.W: "Di"}
    assert result.seating(Seat.E) == {Seat.N: "Bob", Seat.E: "Cy", Seat.S: "Di", Seat.W: "Ann"}
    assert list(result.seating(Seat.W)) == list(Seat)


def test_result_is_frozen_and_hashable() -> None:
    result = cut("english-1904", "S3 H9 D2 CK")
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.order = PLAYERS  # type: ignore[misc]
    with pytest.raises(TypeError):
        result.rounds[0]["Ann"] = DECK[0]  # type: ignore[index]
    assert hash(result) == hash(cut("english-1904", "S3 H9 D2 CK"))
    assert result.partner == "Ann"


def test_cut_rank_values() -> None:
    plain, by_suit = load_law_code("english"), load_law_code("english", cut_ties_by_suit=True)
    assert [cut_rank(Card.of(Suit.CLUBS, r), plain)[0] for r in range(2, 15)] == [
        *range(2, 14), 1
    ]
    assert [cut_rank(Card.of(s, 7), by_suit)[1] for s in Suit] == [3, 0, 1, 2]
    assert {cut_rank(Card.of(s, 7), plain) for s in Suit} == {(7, 0)}


# --- refusals ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "match"),
    [
        (["Ann", "Bob", "Cy"], "four player names"),
        (["Ann", "Bob", "Cy", "Di", "Ed"], "four player names"),
        ("ABCD", "four player names"),
        (["Ann", "Bob", "Ann", "Di"], "different names"),
        (["Ann", "Bob", "  ", "Di"], "is not a name"),
        (["Ann", "Bob", 3, "Di"], "is not a name"),
    ],
)
def test_refuses_anything_but_four_distinct_names(players: object, match: str) -> None:
    with pytest.raises(NotationError, match=match):
        cut_for_partners_and_deal(
            players, load_law_code("english"), random.Random(0)  # type: ignore[arg-type]
        )


def test_refuses_a_bad_draw() -> None:
    with pytest.raises(NotationError, match="gave 3 card"):
        cut("english-1904", "SA H2 D3")
    with pytest.raises(NotationError, match="only 1 round"):
        cut("english-1904", "S4 H4 D9 CK")
    with pytest.raises(NotationError, match="not a card"):
        scripted_draw("SZ")
    with pytest.raises(ValueError, match="not a card number"):
        cut_for_partners_and_deal(PLAYERS, load_law_code("english"), random.Random(0),
                                  draw=lambda names: [0, 1, 2, 3])


def check_one_card_each(key: str) -> None:
    """Each player cuts exactly one card: a draw of more cards than cutters is refused, so the
    cut is made again rather than read from a player who exposed two."""
    code = load_law_code(key)
    result = cut_for_partners_and_deal(["A", "B", "C", "D"], code, random.Random(4))
    assert all(len(round_) == len(cutters_) for round_, cutters_ in
               zip(result.rounds, cutters(result), strict=True))
    with pytest.raises(NotationError, match="5 card"):
        cut_for_partners_and_deal(["A", "B", "C", "D"], code, random.Random(0),
                                  draw=lambda names: [int(c) for c in DECK[:5]])
    assert code.cite("cutting", "recut_on_two_exposed") == f"{key} law 16"


def test_english_1904_law_16_more_than_one_card_cuts_again() -> None:
    """P16: "Should a player expose more than one card, he must cut again." """
    check_one_card_each("english-1904")


def test_american_1904_law_16_more_than_one_card_cuts_again() -> None:
    """A16: "Should a player expose more than one card he must cut again." """
    check_one_card_each("american-1904")


def test_american_1905_law_16_more_than_one_card_cuts_again() -> None:
    """W16: "Should a player expose more than one card, he must cut again." """
    check_one_card_each("american-1905")


def _shows_two(key: str) -> None:
    code = load_law_code(key)
    draw = scripted_draw("S5 H5+H6 DK CA", "D2")                 # Bob shows two: he cuts again
    result = cut_for_partners_and_deal(["Ann", "Bob", "Cy", "Di"], code, random.Random(0), draw=draw)
    assert result.exposed == (("Bob", (Card.parse("H5"), Card.parse("H6"))),)
    assert str(result.rounds[0]["Bob"]) == "D2" and result.dealer == "Di"
    with pytest.raises(NotationError, match="law 16"):
        cut_for_partners_and_deal(["Ann", "Bob", "Cy", "Di"], code, random.Random(0),
                                  draw=lambda names: [(int(DECK[0]), int(DECK[1]))] * len(names))


def test_english_1904_law_16_the_cut_takes_what_the_cutter_showed() -> None:
    """P16: "Should a player expose more than one card, he must cut again." """
    _shows_two("english-1904")


def test_american_1904_law_16_the_cut_takes_what_the_cutter_showed() -> None:
    """A16: "Should a player expose more than one card he must cut again." """
    _shows_two("american-1904")


def test_american_1905_law_16_the_cut_takes_what_the_cutter_showed() -> None:
    """W16: "Should a player expose more than one card, he must cut again." """
    _shows_two("american-1905")
