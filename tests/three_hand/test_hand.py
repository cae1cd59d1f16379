"""Three-hand bridge (Fisher Ames, "Three Hand Bridge", seed 001), the deal and its rules.

Each test quotes the passage it checks. Ames: "Three persons can play bridge, as follows: We will
call them A, B and C, and the absent fourth person, X. Each is dealer in turn and plays with X as
the dummy, the other two being partners. ... If the dealer cannot make the trump, he may pass
the deal to the next player, or he may make the trump from dummy's hand, in which case, if dummy
has three aces, no trump must be declared; if dummy has not three aces, the trump must be his
longest suit, (or best of two or more equally long ones). Only the leader can double, and if the
dealer has seen X's cards he cannot redouble."
"""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import DOUBLE, LEAVE, SATISFIED, declare, parse_action
from bridgewhist.cards import CardSet, Strain, parse_deal
from bridgewhist.errors import IllegalActionError, NotationError, Reason
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.three_hand.hand import (
    PASS_DEAL,
    X_SEAT,
    ThreeHandDeal,
    make_from_x,
    parse_three_hand_action,
    rule_make,
    three_hand_words,
)

CODES = ["english-1904", "american-1904", "american-1905"]
PLAYERS = ("Ann", "Bob", "Cy")
# South (the dealer) AKQJ of spades etc.; X North holds three aces.
HANDS = parse_deal("S:AKQJT98.KQJ.KQ.K 65432.5432.5432. 7.AT98.AT98.A765 .76.J76.QJT98432")


def _deal(code: str = "english-1904", dealer: int = 0, seed: int = 1) -> ThreeHandDeal:
    return ThreeHandDeal.deal(load_law_code(code), PLAYERS, dealer, random.Random(seed))


def _known(code: str = "english-1904", dealer: int = 0) -> ThreeHandDeal:
    return ThreeHandDeal.from_hands(load_law_code(code), PLAYERS, dealer, HANDS)


# -- seating --------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_ames_each_is_dealer_and_plays_with_x_as_the_dummy(dealer: int) -> None:
    """"Each is dealer in turn and plays with X as the dummy, the other two being partners."""
    deal = _deal(dealer=dealer)
    assert deal.seat_of(dealer) == Seat.S and deal.state.dealer == Seat.S
    assert deal.state.dummy == X_SEAT
    left, third = (dealer + 1) % 3, (dealer + 2) % 3
    assert deal.seat_of(left) == Seat.W and deal.seat_of(third) == Seat.E
    assert deal.seat_of(left).side == deal.seat_of(third).side  # "the other two being partners"
    assert deal.eldest == left
    assert deal.player_at(X_SEAT) == dealer


def test_ames_the_dealer_plays_xs_cards() -> None:
    """"plays with X as the dummy": in the play the dealer acts in X's turn."""
    deal = _known().apply(declare(Strain.SPADES)).apply(SATISFIED)
    assert deal.state.phase == Phase.PLAY
    while deal.state.turn != X_SEAT:
        deal = deal.apply(deal.legal_actions()[0])
    assert deal.actor == 0
    with pytest.raises(IllegalActionError) as error:
        deal.apply(deal.legal_actions()[0], by=1)
    assert error.value.reason is Reason.NOT_YOUR_TURN


# -- the dealer's three choices -------------------------------------------------------------
def test_ames_the_dealer_may_make_pass_or_make_from_dummy() -> None:
    """"If the dealer cannot make the trump, he may pass the deal to the next player, or he may
    make the trump from dummy's hand"."""
    deal = _deal()
    assert [str(a) for a in deal.legal_actions()] == [
        "spades", "hearts", "diamonds", "clubs", "no-trumps", "leave", "pass"]
    assert deal.actor == 0


def test_ames_pass_the_deal_abandons_the_hand() -> None:
    """"he may pass the deal to the next player": nothing more happens in this deal."""
    passed = _deal().apply(PASS_DEAL, by=0)
    assert passed.passed and passed.is_over and passed.actor is None
    assert passed.legal_actions() == ()
    with pytest.raises(IllegalActionError) as error:
        passed.apply(SATISFIED)
    assert error.value.reason is Reason.GAME_OVER


def test_ames_the_deal_cannot_be_passed_once_the_trump_is_made() -> None:
    """The pass is the dealer's alternative to making the trump, so it comes before it."""
    made = _deal().apply(declare(Strain.HEARTS))
    with pytest.raises(IllegalActionError) as error:
        made.apply(PASS_DEAL)
    assert error.value.reason is Reason.WRONG_PHASE and "Ames" in str(error.value)


def test_ames_only_the_dealer_chooses_the_make() -> None:
    with pytest.raises(IllegalActionError) as error:
        _deal().apply(PASS_DEAL, by=1)
    assert error.value.reason is Reason.NOT_YOUR_TURN


@pytest.mark.parametrize(("pbn", "strain"), [
    ("A5.A32.A432.5432", Strain.NO_TRUMPS),          # "if dummy has three aces, no trump"
    ("A.A32.A432.A5432", Strain.NO_TRUMPS),          # four aces are three aces and more
    ("AK5.K32.Q432.J43", Strain.DIAMONDS),           # two aces: "his longest suit"
    ("Q432.K432.J432.5", Strain.HEARTS),             # equally long: the king is highest
    ("K432.K532.J432.5", Strain.HEARTS),             # K5 beats K4 at the second card
    ("AK32.AK32.54.765", Strain.HEARTS),             # alike card for card: hearts score more
    ("65432.AKQJT.AK.2", Strain.HEARTS),             # equal length: AKQJT beats 65432
])
def test_ames_the_make_from_dummys_hand_by_rule(pbn: str, strain: Strain) -> None:
    """"if dummy has three aces, no trump must be declared; if dummy has not three aces, the trump
    must be his longest suit, (or best of two or more equally long ones)"."""
    assert rule_make(CardSet.parse_pbn(pbn).mask) == strain


def test_ames_the_make_from_dummys_hand_is_the_dealers_and_he_sees_xs_cards() -> None:
    """Ames: "If the dealer cannot make the trump, he may pass the deal to the next player, or
    he may make the trump from dummy's hand": the make is the dealer's, from X's hand."""
    deal = _known().apply(LEAVE, by=0)
    assert deal.state.trump == Strain.NO_TRUMPS            # X holds three aces
    assert deal.state.maker == Seat.S and deal.maker == 0 and not deal.state.left_to_partner
    assert deal.made_from_x and deal.x_seen
    assert deal.x_hand_seen_by(0) == HANDS[X_SEAT]
    assert deal.x_hand_seen_by(1) is None and deal.x_hand_seen_by(2) is None


@pytest.mark.parametrize("code", CODES)
def test_ames_a_make_from_x_naming_the_rules_strain_is_the_make_by_rule(code: str) -> None:
    """"if dummy has three aces, no trump must be declared": the dealer who names no-trumps from
    X's hand (``leave no-trumps``) makes exactly the make by rule; nothing is to be ruled."""
    named = _known(code).apply(make_from_x(Strain.NO_TRUMPS), by=0)
    by_rule = _known(code).apply(LEAVE, by=0)
    assert named.state == by_rule.state and named.made_from_x and named.misnamed == -1
    assert named.make_ruling == ""


@pytest.mark.parametrize("code", CODES)
def test_ames_a_make_from_x_against_the_rule_is_ruled_to_the_rules_strain(code: str) -> None:
    """"no trump must be declared" (X holds three aces): the dealer names spades from X's hand;
    the act is his make from X's hand all the same, and the trump is the rule's, no-trumps
    (reading T1: Ames's "must" leaves no choice, and no law gives a penalty). He has seen X's
    cards: only the leader may double, and the dealer may not redouble."""
    deal = _known(code).apply(make_from_x(Strain.SPADES), by=0)
    assert deal.state.trump == Strain.NO_TRUMPS
    assert deal.made_from_x and deal.maker == 0 and deal.misnamed == Strain.SPADES
    assert deal.make_ruling == ("spades named from X's hand: X holds three aces, so by the rule the "
                                "make is no-trumps (Ames, Three Hand Bridge)")
    assert deal.actor == 1 and [str(a) for a in deal.legal_actions()] == ["double", "satisfied"]
    doubled = deal.apply(DOUBLE, by=1)
    assert doubled.state.phase == Phase.PLAY        # the dealer, who has seen X's cards, may not redouble


def test_ames_the_longest_suit_rules_a_make_named_from_x() -> None:
    """"if dummy has not three aces, the trump must be his longest suit": a dealer naming
    no-trumps from X's six-card heart suit makes hearts."""
    hands = parse_deal("N:A5.AKQ432.5432.5 KQJ.J5.KQJ.KQJ43 T98.T98.T98.T987 76432.76.A76.A62")
    deal = ThreeHandDeal.from_hands(load_law_code("american-1905"), PLAYERS, 0, hands)
    deal = deal.apply(make_from_x(Strain.NO_TRUMPS))
    assert deal.state.trump == Strain.HEARTS and deal.misnamed == Strain.NO_TRUMPS
    assert "the trump must be X's longest suit: by the rule the make is hearts" in deal.make_ruling


def test_ames_the_named_make_from_x_in_words_and_text() -> None:
    """The make from X's hand naming a strain is written ``leave STRAIN`` and read back from the
    period's words; anything else after "from X" is no make."""
    for text in ("leave hearts", "Make it from dummy's hand: hearts", "from X hearts"):
        assert parse_three_hand_action(text) == make_from_x(Strain.HEARTS)
    assert str(make_from_x(Strain.CLUBS)) == "leave clubs"
    assert parse_three_hand_action(str(make_from_x(Strain.NO_TRUMPS))) == make_from_x(Strain.NO_TRUMPS)
    assert three_hand_words(make_from_x(Strain.HEARTS)) == "I make it from dummy's hand: hearts"
    with pytest.raises(NotationError, match="unknown three-hand action 'leave purple'"):
        parse_three_hand_action("leave purple")
    with pytest.raises(NotationError, match="no such strain"):
        make_from_x(7)
    with pytest.raises(IllegalActionError):              # a make once made cannot be made again
        _known().apply(LEAVE).apply(make_from_x(Strain.HEARTS))


# -- doubling -------------------------------------------------------------------------------
def test_ames_only_the_leader_can_double() -> None:
    """"Only the leader can double": the eldest hand is asked; pone never is."""
    deal = _known().apply(declare(Strain.SPADES))
    assert deal.actor == 1 and deal.state.turn == Seat.W
    assert deal.legal_actions() == (DOUBLE, SATISFIED)
    with pytest.raises(IllegalActionError):
        deal.apply(DOUBLE, by=2)
    played = deal.apply(SATISFIED, by=1)   # "May I lead?" needs no answer from pone
    assert played.state.phase == Phase.PLAY and played.state.multiplier == 1
    assert played.actor == 1


def test_ames_the_dealer_who_made_from_his_own_hand_may_redouble() -> None:
    deal = _known().apply(declare(Strain.SPADES)).apply(DOUBLE, by=1)
    assert deal.actor == 0 and deal.legal_actions() == (DOUBLE, SATISFIED)
    redoubled = deal.apply(DOUBLE, by=0)
    assert redoubled.state.multiplier == 4
    assert redoubled.actor == 1                      # the leader again, never pone
    again = redoubled.apply(DOUBLE, by=1)
    assert again.actor == 0 and again.state.multiplier == 8
    satisfied = deal.apply(SATISFIED, by=0)          # he speaks once for himself and X
    assert satisfied.state.phase == Phase.PLAY and satisfied.state.multiplier == 2


def test_ames_a_dealer_who_has_seen_xs_cards_cannot_redouble() -> None:
    """"if the dealer has seen X's cards he cannot redouble"."""
    deal = _known().apply(LEAVE).apply(DOUBLE, by=1)
    assert deal.state.phase == Phase.PLAY and deal.state.multiplier == 2
    assert deal.actor == 1                           # the leader leads at once


def test_english_1904_law_58_the_doubling_limit_holds_in_three_hand() -> None:
    """P58: "The process of re-doubling may be continued until the limit of 100 points is
    reached": at hearts (8) the doubles stop at 64 a trick."""
    deal = _known("english-1904").apply(declare(Strain.HEARTS))
    for _ in range(3):
        deal = deal.apply(DOUBLE)
    assert deal.state.multiplier == 8 and deal.state.phase == Phase.PLAY


def test_american_1905_law_55_doubling_is_unlimited_in_three_hand() -> None:
    """W55: "The process of doubling and re-doubling may be continued indefinitely"."""
    deal = _known("american-1905").apply(declare(Strain.HEARTS))
    for _ in range(5):
        deal = deal.apply(DOUBLE)
    assert deal.state.multiplier == 32 and deal.state.phase == Phase.DOUBLING


# -- notation -------------------------------------------------------------------------------
def test_three_hand_action_words() -> None:
    assert parse_three_hand_action("pass") is PASS_DEAL
    assert parse_three_hand_action("I pass the deal") is PASS_DEAL
    assert parse_three_hand_action("Make it from dummy's hand") == LEAVE
    assert parse_three_hand_action("May I lead?") == SATISFIED
    assert parse_three_hand_action("HK") == parse_action("HK")
    assert three_hand_words(PASS_DEAL) == "I pass the deal"
    with pytest.raises(NotationError, match="unknown three-hand action 'zz'"):
        parse_three_hand_action("zz")


@pytest.mark.parametrize(("players", "dealer"), [
    (("A", "B"), 0), (("A", "A", "B"), 0), (("A", "B", "C"), 3), (("A", "B", "C"), True)])
def test_three_hand_deal_refuses_bad_players_or_dealer(players: tuple[str, ...], dealer: int) -> None:
    with pytest.raises(NotationError):
        ThreeHandDeal.deal(load_law_code("english"), players, dealer, random.Random(1))  # type: ignore[arg-type]


@pytest.mark.parametrize("code", CODES)
def test_three_hand_random_deals_never_break_the_rules(code: str) -> None:
    """Random legal acts: the leader alone doubles, a dealer who made from X never redoubles,
    and every deal ends passed or with thirteen tricks; apply never changes the old deal."""
    rng = random.Random(code)
    for seed in range(40):
        deal = _deal(code, dealer=seed % 3, seed=seed)
        while not deal.is_over:
            legal = deal.legal_actions()
            if deal.state.phase == Phase.DOUBLING:
                assert deal.state.turn in (Seat.W, Seat.S)
                if deal.state.turn == Seat.S:
                    assert not deal.x_seen
            before = deal
            deal = deal.apply(rng.choice(legal), by=deal.actor)
            assert before != deal
        assert deal.passed or sum(deal.state.won) == 13
