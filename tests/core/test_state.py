"""The deal as a state: shuffle, cut and deal; declaration; doubling; play.

english-1904 laws 3, 30-38, 46-48, 52-56, 58, 60-62, 65-66, 68, 83, 89; american-1904 laws 3,
30-37, 44-45, 49-53, 55, 57, 60-61, 65-66, 79, 85; american-1905 laws 3, 30-37, 44-45, 49-53,
55, 57, 61, 65-66, 79, 85. Each law test is named by its code and number and quotes the law;
the ``check_*`` helpers hold the scenarios the codes share.

The deal used throughout (``conftest.DEAL``), dealt by South, so West is the eldest hand, East
is pone and North is dummy::

    N  S AKQJ   H T98   D 765   C 432
    E  S T98    H AKQJ  D 432   C 765
    S  S 765    H 432   D AKQJ  C T98
    W  S 432    H 765   D T98   C AKQJ
"""

from __future__ import annotations

import contextlib
import random

import pytest

from bridgewhist.actions import (
    DECLARE_ACTIONS,
    DOUBLE,
    LEAVE,
    PLAY_ACTIONS,
    SATISFIED,
    Action,
    ActionKind,
    declare,
    parse_action,
    play,
)
from bridgewhist.cards import DECK, Card, CardSet, Strain
from bridgewhist.dealing import (
    MIN_PACKET,
    cut_pack,
    deal_pack,
    hands_text,
    next_dealer,
    shuffle,
    shuffle_cut_and_deal,
)
from bridgewhist.errors import IllegalActionError, NotationError, Reason
from bridgewhist.laws.model import DoublingLimitReading, DummyExposure
from bridgewhist.phases import declaration as declaration_phase
from bridgewhist.phases import doubling as doubling_phase
from bridgewhist.phases.play import legal_mask, trick_winner
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase, Trick, hand_from_deal, new_hand
from support.rules import CODES, DEAL, act, acts, code, legal, play_out, refused, start, winner_of

D, S = "double", "satisfied"


# --- helpers ------------------------------------------------------------------------------------


def turns(state: HandState, *texts: str) -> tuple[list[str], HandState]:
    """Apply actions, returning whose turn each was (seat letters) and the final state."""
    seats = []
    for text in texts:
        seats.append(state.turn.name)
        state = act(state, text)
    return seats, state


def max_doubles(key: str, strain: str, **options: object) -> tuple[int, HandState]:
    """Double as long as the law allows: the number of doubles made and the final state."""
    state = start(key, declare=strain, doubling=(), **options)
    count = 0
    while state.phase == Phase.DOUBLING and DOUBLE in state.legal_actions():
        state = state.apply(DOUBLE)
        count += 1
        assert count < 64
    return count, state


def doubles_allowed(value: int, limit: int, reading: DoublingLimitReading) -> int:
    """How many doubles a limit allows, straight from its wording."""
    count = 0
    if reading is DoublingLimitReading.NOT_EXCEED:  # no trick worth more than the limit
        while value * 2 ** (count + 1) <= limit:
            count += 1
    else:  # the double that first passes the limit is the last
        while value * 2 ** count <= limit:
            count += 1
    return count


# --- shared scenarios ---------------------------------------------------------------------------


def check_one_shuffle_per_deal(key: str) -> None:
    for seed in range(20):
        first = shuffle(random.Random(seed))
        assert first == shuffle(random.Random(seed))
        assert sorted(first) == sorted(DECK)
        # one shuffle (51 draws) and one cut (1 draw) per deal, from the generator given only
        used, fresh = random.Random(seed), random.Random(seed)
        shuffle_cut_and_deal(Seat.N, used)
        for _ in range(52):
            fresh.random()
        assert used.random() == fresh.random()
    before = random.getstate()
    a = new_hand(code(key), Seat.E, rng=random.Random(3))
    b = new_hand(code(key), Seat.E, rng=random.Random(3))
    assert random.getstate() == before
    assert a.deal == b.deal
    assert new_hand(code(key), Seat.E, rng=random.Random(4)).deal != a.deal


def check_deal_goes_left(key: str, law: int) -> None:
    assert code(key).dealing.deal_rotates_left is True
    assert code(key).cite("dealing", "deal_rotates_left") == f"{key} law {law}"
    dealers = [Seat.S]
    for _ in range(5):
        dealers.append(next_dealer(dealers[-1]))
    assert [d.name for d in dealers] == ["S", "W", "N", "E", "S", "W"]
    for dealer in Seat:
        state = new_hand(code(key), dealer, rng=random.Random(int(dealer)))
        assert state.dealer is dealer
        assert state.turn is dealer  # the dealer declares first
        assert state.eldest is dealer.left
        assert state.pone is dealer.right


def check_cut_leaves_four(key: str, law: int) -> None:
    assert code(key).dealing.min_cut_packet == MIN_PACKET == 4
    assert code(key).dealing.cut_by_right_hand is True
    assert code(key).cite("dealing", "min_cut_packet") == f"{key} law {law}"
    pack = list(DECK)
    for at in (4, 5, 26, 47, 48):
        cut = cut_pack(pack, at)
        assert cut == pack[at:] + pack[:at]
    for at in (0, 1, 3, 49, 51, 52):
        with pytest.raises(NotationError, match="fewer than 4 cards"):
            cut_pack(pack, at)
    cuts = {shuffle_cut_and_deal(Seat.S, random.Random(seed)).cut for seed in range(400)}
    assert min(cuts) >= 4
    assert max(cuts) <= 48
    assert len(cuts) > 30


def check_cut_once_then_dealt(key: str) -> None:
    # the cut is taken once and the pack is dealt exactly as cut: no re-cut, no shuffle after
    for seed in range(30):
        for dealer in Seat:
            dealt = shuffle_cut_and_deal(dealer, random.Random(seed))
            assert dealt.hands == deal_pack(cut_pack(dealt.pack, dealt.cut), dealer)
            assert list(dealt.pack) == shuffle(random.Random(seed))
    assert code(key).dealing.misdeal_loses_deal is False


def check_dealt_one_at_a_time(key: str) -> None:
    for seed in range(30):
        dealer = Seat(seed % 4)
        dealt = shuffle_cut_and_deal(dealer, random.Random(seed))
        cut = cut_pack(dealt.pack, dealt.cut)
        for index, card in enumerate(cut):
            assert card in CardSet(dealt.hands[dealer.offset(1 + index)])
        assert Card(cut[0]) in CardSet(dealt.hands[dealer.left])  # the first to his left
        assert Card(cut[51]) in CardSet(dealt.hands[dealer])  # the last card to the dealer
        assert sorted(len(CardSet(h)) for h in dealt.hands) == [13, 13, 13, 13]
        union = 0
        for hand in dealt.hands:
            assert not union & hand
            union |= hand
        assert CardSet(union) == CardSet(DECK)
    assert code(key).dealing.cards_one_at_a_time is True


def check_no_misdeal(key: str) -> None:
    assert code(key).dealing.misdeal_loses_deal is False
    pack = list(DECK)
    with pytest.raises(NotationError, match="52 different cards"):
        deal_pack(pack[:51], Seat.N)
    with pytest.raises(NotationError, match="52 different cards"):
        deal_pack([*pack[:51], pack[0]], Seat.N)
    # a new deal is dealt by the same dealer: dealing never passes the deal on by itself
    for seed in range(3):
        assert new_hand(code(key), Seat.W, rng=random.Random(seed)).dealer is Seat.W


def check_no_one_acts_for_partner(key: str) -> None:
    # only the seat on the dealer's right cuts and only the dealer deals; every action of a
    # deal belongs to the seat whose turn it is
    assert code(key).dealing.cut_by_right_hand is True
    state = new_hand(code(key), Seat.N, rng=random.Random(1))
    seen = []
    rng = random.Random(2)
    while not state.is_complete:
        seen.append((state.phase, state.turn, state.actor))
        state = state.apply(rng.choice(state.legal_actions()))
    assert seen[0] == (Phase.DECLARATION, Seat.N, Seat.N)
    for phase, turn, actor in seen:
        assert actor is (Seat.N if phase == Phase.PLAY and turn is Seat.S else turn)


def check_dealer_declares(key: str) -> None:
    state = start(key)
    assert state.phase == Phase.DECLARATION
    assert state.turn is Seat.S
    assert legal(state) == ["spades", "hearts", "diamonds", "clubs", "no-trumps", "leave"]
    for strain in Strain:
        declared = state.apply(declare(strain))
        assert declared.trump is strain
        assert declared.maker == Seat.S
        assert declared.phase == Phase.DOUBLING
        assert declared.turn is Seat.W  # the eldest hand speaks to the doubling
        assert declared.multiplier == 1
    assert act(state, "No trumps").trump is Strain.NO_TRUMPS
    assert declaration_phase.phrase(declare(Strain.NO_TRUMPS)) == "No trumps"
    for action in ("double", "satisfied", "SA", "D2"):
        refused(state, action, Reason.WRONG_PHASE)


def check_partner_must_declare(key: str) -> None:
    state = act(start(key), "I leave it to you, partner")
    assert state.turn is Seat.N
    assert state.left_to_partner
    assert legal(state) == ["spades", "hearts", "diamonds", "clubs", "no-trumps"]
    error = refused(state, "leave", Reason.MUST_DECLARE)
    assert "must name the trump" in str(error)
    assert error.law == code(key).cite("declaration", "partner_must_declare")
    for action in ("double", "satisfied", "HA"):
        refused(state, action, Reason.WRONG_PHASE)
    made = act(state, "diamonds")
    assert (made.maker, made.trump, made.turn) == (Seat.N, Strain.DIAMONDS, Seat.W)
    assert declaration_phase.phrase(LEAVE) == "I leave it to you, partner"


def check_declaration_final(key: str, law: str) -> None:
    for state in (start(key, declare="hearts", doubling=()),
                  start(key, declare="hearts", doubling=("double",)),
                  start(key, declare="hearts")):
        for action in [*DECLARE_ACTIONS, LEAVE]:
            error = refused(state, action, Reason.WRONG_PHASE)
            assert error.law == f"{key} {law}"
        assert state.trump is Strain.HEARTS


def check_multiplier(key: str) -> None:
    state = start(key, declare="spades", doubling=())
    for doubles in range(5):
        assert state.multiplier == 2 ** doubles == 1 << state.doubles
        state = state.apply(DOUBLE)


def check_eldest_first(key: str) -> None:
    # "May I lead?" - "Yes": the play begins, the eldest hand leads
    seats, state = turns(start(key, declare="clubs", doubling=()), "May I lead?", "Yes")
    assert seats == ["W", "E"]
    assert (state.phase, state.turn, state.multiplier) == (Phase.PLAY, Seat.W, 1)
    # "May I lead?" - "I double": the maker has the next word
    seats, state = turns(start(key, declare="clubs", doubling=()), "May I lead?", "I double")
    assert seats == ["W", "E"]
    assert (state.phase, state.turn, state.multiplier) == (Phase.DOUBLING, Seat.S, 2)
    # the eldest hand doubles at once
    seats, state = turns(start(key, declare="clubs", doubling=()), "double")
    assert (state.turn, state.multiplier) == (Seat.S, 2)
    first = start(key, declare="clubs", doubling=())
    assert first.turn is first.eldest is Seat.W
    assert legal(first) == ["double", "satisfied"]
    assert doubling_phase.phrase(first, SATISFIED) == "May I lead?"
    assert doubling_phase.phrase(first, DOUBLE) == "I double"
    asked = act(first, "May I lead?")
    assert doubling_phase.phrase(asked, SATISFIED) == "Yes"


def check_maker_redoubles_first(key: str) -> None:
    # the dealer made it: he speaks first, then his partner
    seats, state = turns(start(key, declare="hearts", doubling=()), D, S, D)
    assert seats == ["W", "S", "N"]
    assert (state.turn, state.multiplier) == (Seat.W, 4)
    assert doubling_phase.phrase(act(start(key, declare="hearts", doubling=()), D), DOUBLE) \
        == "I re-double"
    # both satisfied: the play begins at the doubled value
    seats, state = turns(start(key, declare="hearts", doubling=()), D, S, S)
    assert seats == ["W", "S", "N"]
    assert (state.phase, state.turn, state.multiplier) == (Phase.PLAY, Seat.W, 2)
    # the dealer left it and his partner made it: the partner, the maker, speaks first
    base = act(start(key), "leave", "spades")
    seats, state = turns(base, D, S, D)
    assert seats == ["W", "N", "S"]
    assert state.turn is Seat.W
    seats, state = turns(base, S, D, S, D)
    assert seats == ["W", "E", "N", "S"]
    assert state.turn is Seat.E  # the original doubler, below


def check_original_doubler_first(key: str) -> None:
    # pone doubled; after the redouble pone, the original doubler, has the first right
    seats, state = turns(start(key, declare="spades", doubling=()), S, D, D, S, D)
    assert seats == ["W", "E", "S", "E", "W"]
    assert (state.turn, state.multiplier) == (Seat.S, 8)
    # the eldest hand doubled: he has it
    seats, state = turns(start(key, declare="spades", doubling=()), D, S, D)
    assert seats == ["W", "S", "N"]
    assert state.turn is Seat.W
    assert doubling_phase.phrase(state, DOUBLE) == "I double again"
    assert doubling_phase.phrase(state, SATISFIED) == "Satisfied"


def check_last_doubler_first(key: str) -> None:
    # within a side, whoever last doubled for it has the first right next time
    seats, state = turns(start(key, declare="spades", doubling=()),
                         D,      # W doubles
                         S, D,   # S satisfied, N redoubles
                         S, D)   # W satisfied, E doubles again
    assert seats == ["W", "S", "N", "W", "E"]
    assert state.turn is Seat.N  # N re-doubled last for NS
    seats, state = turns(state, S, S)  # N satisfied passes the right to S; S satisfied
    assert seats == ["N", "S"]
    assert (state.phase, state.multiplier) == (Phase.PLAY, 8)


def check_play_begins(key: str) -> None:
    for doubling, multiplier in (((S, S), 1), ((D, S, S), 2), ((S, D, D, S, S), 4),
                                 ((D, D, S, S), 4)):
        state = start(key, declare="diamonds", doubling=doubling)
        assert state.phase == Phase.PLAY, doubling
        assert state.turn is state.leader is Seat.W
        assert state.multiplier == multiplier
        assert state.actor is Seat.W
        assert not state.dummy_exposed
        refused(state, "double", Reason.WRONG_PHASE)
        refused(state, "satisfied", Reason.WRONG_PHASE)
    # one satisfied is not enough after a double: the maker's partner may still redouble
    state = start(key, declare="diamonds", doubling=(D, S))
    assert (state.phase, state.turn) == (Phase.DOUBLING, Seat.N)


def check_doubles_stand(key: str) -> None:
    state = start(key, declare="hearts", doubling=(D,))
    assert state.multiplier == 2
    for follow in ((S, S), (D, S, S), (S, D, S, S)):
        later = act(state, *follow)
        assert later.multiplier >= 2
    # after "May I lead?" the eldest hand's turn has gone: nothing can recall it
    asked = start(key, declare="hearts", doubling=(S,))
    assert asked.turn is Seat.E
    assert asked.doubling_asked


def check_played_out(key: str) -> None:
    # W takes the first three tricks with his clubs; play goes on whatever the count
    state = acts(start(key, declare="spades"),
                 "CA C2 C5 C8 CK C3 C6 C9 CQ C4 C7 CT")
    assert state.won == (0, 3)
    rng = random.Random(5)
    while not state.is_complete:
        assert state.phase == Phase.PLAY
        assert state.legal_actions()
        state = state.apply(rng.choice(state.legal_actions()))
    assert len(state.tricks) == 13
    assert sum(state.won) == 13
    assert state.legal_actions() == ()
    refused(state, "SA", Reason.GAME_OVER)
    refused(state, "double", Reason.GAME_OVER)


def check_dummy_goes_down_on_the_lead(key: str, exposure: DummyExposure) -> None:
    assert code(key).dummy.exposure is exposure
    state = start(key, declare="hearts")
    assert not state.dummy_exposed
    assert state.dummy is Seat.N
    led = act(state, "CA")
    assert led.dummy_exposed
    assert led.turn is Seat.N
    assert led.actor is Seat.S  # the dealer plays dummy's cards
    assert [str(a) for a in led.legal_actions()] == ["C4", "C3", "C2"]
    after = act(led, "C2")
    assert (after.turn, after.actor) == (Seat.E, Seat.E)
    assert code(key).dummy.dealer_plays_dummy is True


def check_dealer_plays_dummy_throughout(key: str) -> None:
    state = start(key, declare="no-trumps")
    rng = random.Random(8)
    dummy_turns = 0
    while not state.is_complete:
        if state.turn is state.dummy:
            assert state.actor is state.dealer
            dummy_turns += 1
        else:
            assert state.actor is state.turn
        state = state.apply(rng.choice(state.legal_actions()))
    assert dummy_turns == 13
    # even when dummy made the trump, the dealer plays its cards
    made_by_dummy = act(start(key), "leave", "clubs", S, S, "CA")
    assert made_by_dummy.maker == Seat.N
    assert made_by_dummy.actor is Seat.S


def check_card_played_once_applied(key: str) -> None:
    state = start(key, declare="hearts")
    led = act(state, "CA")
    assert Card.parse("CA") in led.played
    assert Card.parse("CA") not in led.hand(Seat.W)
    assert led.trick == (int(Card.parse("CA")),)
    assert state.trick == ()  # the state before the play is untouched
    dummy_card = act(led, "C3")
    assert Card.parse("C3") in dummy_card.played
    assert Card.parse("C3") not in dummy_card.hand(Seat.N)
    error = refused(dummy_card, "C3", Reason.CARD_NOT_HELD)
    assert "is not in the hand" in str(error)  # E never held it
    # W wins the trick and leads again: the ace he played cannot be played twice
    again = act(dummy_card, "C5", "C8")
    assert again.turn is Seat.W
    error = refused(again, "CA", Reason.CARD_NOT_HELD)
    assert "was played already" in str(error)
    error = refused(led, "SA", Reason.MUST_FOLLOW_SUIT)
    assert "S (for dummy N)" in str(error)


def check_dummy_follows_suit(key: str) -> None:
    led = act(start(key, declare="hearts"), "CA")
    assert led.turn is led.dummy
    for card in ("SA", "HT", "D7"):
        error = refused(led, card, Reason.MUST_FOLLOW_SUIT)
        assert "for dummy" in str(error)
    assert code(key).dummy.dummy_liable_for_revoke is False


def check_must_follow_suit(key: str, law: str) -> None:
    led = act(start(key, declare="hearts"), "CA", "C2")
    assert led.turn is Seat.E
    assert legal(led) == ["C7", "C6", "C5"]
    for card in ("ST", "HA", "D2"):
        error = refused(led, card, Reason.MUST_FOLLOW_SUIT)
        assert error.law == f"{key} {law}"
        assert "must follow clubs" in str(error)
        assert error.phase == "play"
    refused(led, "SA", Reason.CARD_NOT_HELD)
    # void of the suit led: any card may be played, a trump wins
    state = acts(start(key, declare="hearts"), "CA C2 C5 C8 CK C3 C6 C9 CQ C4 C7 CT CJ")
    assert state.turn is Seat.N and not state.hand(Seat.N).suit(3)
    assert {a.card for a in state.legal_actions()} == set(state.hand(Seat.N))
    state = acts(state, "H8")
    assert {a.card for a in state.legal_actions()} == set(state.hand(Seat.E))  # E void too
    state = acts(state, "HA S5")
    assert state.tricks[-1].winner is Seat.E  # the highest trump wins
    assert state.turn is Seat.E  # the winner leads next


def check_never_compelled_to_revoke(key: str) -> None:
    rng = random.Random(13)
    for _ in range(5):
        state = new_hand(code(key), Seat(rng.randrange(4)), rng=rng)
        while not state.is_complete:
            options = state.legal_actions()
            assert options
            if state.phase == Phase.PLAY and state.trick:
                led = Card(state.trick[0]).suit
                hand = state.hand(state.turn)
                if hand.count(led):
                    assert {a.card for a in options} == set(hand.suit(led))
                else:
                    assert {a.card for a in options} == set(hand)
            state = state.apply(rng.choice(options))


# --- english-1904 -----------------------------------------------------------------------------


def test_english_1904_law_3_every_hand_played_out() -> None:
    """P3: "Every hand is played out, and any points in excess of the thirty points necessary
    for the game are counted." """
    check_played_out("english-1904")


def test_english_1904_law_30_one_shuffle_before_each_deal() -> None:
    """P30: "Each player has a right to shuffle once only (except as provided by Law 33) prior
    to a deal, after a false cut, or when a new deal has occurred." (one seeded shuffle stands
    for all the players' shuffles)"""
    check_one_shuffle_per_deal("english-1904")


def test_english_1904_law_33_dealer_shuffles_last() -> None:
    """P33: "The dealer has always the right to shuffle last; but should a card or cards be
    seen during his shuffling, or whilst giving the pack to be cut, he may be compelled to
    re-shuffle." (the seeded shuffle is the dealer's; no card is seen)"""
    check_one_shuffle_per_deal("english-1904")
    assert new_hand(code("english-1904"), Seat.N, rng=random.Random(0)).played == CardSet()


def test_english_1904_law_34_deal_goes_to_the_left() -> None:
    """P34: "Each player deals in his turn; the order of dealing goes to the left." """
    check_deal_goes_left("english-1904", 34)


def test_english_1904_law_35_cut_leaves_at_least_four() -> None:
    """P35: "The player on the dealer's right cuts the pack, and, in dividing it, must not leave
    fewer than four cards in either packet" """
    check_cut_leaves_four("english-1904", 35)


def test_english_1904_law_36_cut_taken_once() -> None:
    """P36: "When a player, whose duty it is to cut, has once separated the pack, he cannot
    alter his intention; he can neither re-shuffle nor re-cut the cards." """
    check_cut_once_then_dealt("english-1904")


def test_english_1904_law_37_no_shuffle_after_the_cut() -> None:
    """P37: "When the pack is cut, should the dealer shuffle the cards, the pack must be cut
    again." (the software never shuffles after the cut)"""
    check_cut_once_then_dealt("english-1904")


def test_english_1904_law_38_all_dealt_last_card_to_dealer_no_misdeal() -> None:
    """P38: "The fifty-two cards shall be dealt face downwards. The deal is not completed until
    the last card has been dealt face downwards. There is no misdeal." With P39 III-IV: "dealt
    into four packets, one at a time and in regular rotation, beginning at the player to the
    dealer's left", "the last card ... in its regular order to the dealer." """
    check_dealt_one_at_a_time("english-1904")
    check_no_misdeal("english-1904")


def test_english_1904_law_46_no_one_deals_for_partner() -> None:
    """P46: "A player can neither shuffle, cut, nor deal for his partner without the permission
    of his opponents." """
    check_no_one_acts_for_partner("english-1904")


def test_english_1904_law_47_dealer_names_trump_or_no_trumps() -> None:
    """P47: "The dealer, having examined his hand, has the option of declaring what suit shall
    be trumps, or whether the hand shall be played without trumps. If he exercise that option,
    he shall do so by naming the suit, or by saying "No trumps."" """
    check_dealer_declares("english-1904")


def test_english_1904_law_48_leave_it_to_partner_who_must_declare() -> None:
    """P48: "If the dealer does not wish to exercise his option, he may pass it to his partner by
    saying "I leave it to you, Partner," and his partner must thereupon make the necessary
    declaration, in the manner provided in the preceding Law." """
    check_partner_must_declare("english-1904")


def test_english_1904_law_52_declaration_cannot_be_altered() -> None:
    """P52: "A declaration once made cannot be altered, save as provided above." """
    check_declaration_final("english-1904", "laws 52, 61")


def test_english_1904_law_53_multiplier_after_each_double() -> None:
    """P53: "The effect of doubling and re-doubling, and so on, is that the value of each trick
    above six is doubled, quadrupled, and so on." """
    check_multiplier("english-1904")


def test_english_1904_law_54_may_i_lead() -> None:
    """P54: "After the trump declaration has been made by the dealer or his partner, their
    adversaries have the right to double. The eldest hand has the first right. If he does not
    wish to double, he shall say to his partner, "May I lead?" His partner shall answer, "Yes,"
    or "I double."" """
    check_eldest_first("english-1904")


def test_english_1904_law_55_maker_redoubles_first() -> None:
    """P55: "If either of their adversaries elect to double, the dealer and his partner have the
    right to re-double. The player who has declared the trump shall have the first right. He
    may say, "I re-double," or "Satisfied." Should he say the latter, his partner may
    re-double." """
    check_maker_redoubles_first("english-1904")


def test_english_1904_law_56_original_doubler_first() -> None:
    """P56: "If the dealer or his partner elect to re-double, their adversaries have the right
    to again double. The original doubler has the first right." """
    check_original_doubler_first("english-1904")


def test_english_1904_law_58_doubling_limit_100() -> None:
    """P58: "The process of re-doubling may be continued until the limit of 100 points is
    reached" (no double may make one trick worth more than 100: hearts and no trumps stop at
    x8, diamonds and clubs at x16, spades at x32)."""
    english = code("english-1904")
    assert english.doubling.limit == english.effective_doubling_limit == 100
    assert english.effective_doubling_limit_reading is DoublingLimitReading.NOT_EXCEED
    expected = {"hearts": 3, "no-trumps": 3, "diamonds": 4, "clubs": 4, "spades": 5}
    for strain, doubles in expected.items():
        count, state = max_doubles("english-1904", strain)
        assert count == doubles, strain
        assert state.phase == Phase.PLAY  # nothing more to double: the play begins
        assert english.scoring.trick_values[state.strain] * state.multiplier <= 100
    # a limit of 12 leaves no double at all at no trumps: the limit is reached before any
    # double, so the doubling is complete at once and the eldest hand leads (reading 6)
    state = start("english-1904", declare="no-trumps", doubling=(), doubling_limit=12)
    assert state.phase == Phase.PLAY and state.turn == state.eldest
    assert state.multiplier == 1
    error = refused(state, "double", Reason.WRONG_PHASE)
    assert error.law == "english-1904 law 60"
    # at spades under a limit of 12 a trick may go 2 -> 4 -> 8 but not 16: after the redouble
    # the adversaries have no double left, so the play begins
    spades = start("english-1904", declare="spades", doubling=("double",), doubling_limit=12)
    assert spades.multiplier == 2 and legal(spades) == ["double", "satisfied"]
    spades = spades.apply(parse_action("double"))
    assert spades.multiplier == 4 and spades.phase == Phase.PLAY


def test_english_1904_law_58_reading_last_double_passes() -> None:
    """P58, the alternative reading (option): the double that first passes 100 is the last."""
    expected = {"hearts": 4, "no-trumps": 4, "diamonds": 5, "clubs": 5, "spades": 6}
    for strain, doubles in expected.items():
        count, state = max_doubles("english-1904", strain,
                                   doubling_limit_reading="last_double_passes")
        assert count == doubles, strain
        assert state.phase == Phase.PLAY
    # at x8 in hearts (64 a trick) one more double is still allowed
    state = start("english-1904", declare="hearts", doubling=(D, D, D),
                  doubling_limit_reading="last_double_passes")
    assert (state.phase, state.multiplier, legal(state)) == (Phase.DOUBLING, 8,
                                                             ["double", "satisfied"])


def test_english_1904_law_58_last_redoubler_has_the_first_right() -> None:
    """P58: "the first right to continue the re-doubling on behalf of a partnership belonging
    to that player who has last re-doubled. Should he, however, express himself satisfied, the
    right to continue the re-doubling passes to his partner." """
    check_last_doubler_first("english-1904")


def test_english_1904_law_60_play_begins() -> None:
    """P60: "When the question, "May I lead?" has been answered in the affirmative, or when the
    player who has the last right to continue the doubling expresses himself satisfied, the play
    shall begin." """
    check_play_begins("english-1904")


def test_english_1904_law_61_declarations_cannot_be_altered() -> None:
    """P61: "A declaration once made cannot be altered." (read among the doubling laws: the
    trump and every double stand)"""
    check_declaration_final("english-1904", "laws 52, 61")
    check_doubles_stand("english-1904")


def test_english_1904_law_62_dummy_exposed_on_lead() -> None:
    """P62: "As soon as a card is led, whether in or out of turn, the dealer's partner shall
    place his cards face upwards on the table, and the duty of playing the cards from that hand,
    which is called Dummy, ... shall devolve upon the dealer, unassisted by his partner." """
    check_dummy_goes_down_on_the_lead("english-1904", DummyExposure.ON_ANY_LEAD)
    check_dealer_plays_dummy_throughout("english-1904")


def test_english_1904_law_65_card_played_when_quitted() -> None:
    """P65: "When the dealer draws a card, either from his own hand or from Dummy, such card is
    not considered as played until actually quitted." (a play is one action)"""
    check_card_played_once_applied("english-1904")
    assert code("english-1904").dummy.touched_dummy_card_played is False


def test_english_1904_law_66_card_played_cannot_be_taken_back() -> None:
    """P66: "A card once played, or named by the dealer as to be played from his own hand or from
    Dummy, cannot be taken back, except to save a revoke." """
    check_card_played_once_applied("english-1904")


def test_english_1904_law_68_dummy_not_penalised_for_revoke() -> None:
    """P68: "Dummy is not liable to any penalty for a revoke, as his adversaries see his cards.
    Should he revoke, and the error not be discovered until the trick is turned and quitted, the
    trick stands good." (STRICT mode makes dummy follow suit like any hand)"""
    check_dummy_follows_suit("english-1904")


def test_english_1904_law_83_never_compelled_to_revoke() -> None:
    """P83: "In no case can a player be compelled to play a card which would oblige him to
    revoke." """
    check_never_compelled_to_revoke("english-1904")


def test_english_1904_law_89_revoke_must_follow_suit() -> None:
    """P89: "[The revoke] Is when a player (other than Dummy), holding one or more cards of the
    suit led, plays a card of a different suit." (STRICT mode refuses it)"""
    check_must_follow_suit("english-1904", "law 89")


# --- american-1904 ----------------------------------------------------------------------------


def test_american_1904_law_3_every_deal_played_out() -> None:
    """A3: "Every deal is played out and any points in excess of the thirty points necessary for
    the game are counted." """
    check_played_out("american-1904")


def test_american_1904_law_30_shuffling() -> None:
    """A30: "The dealer's partner must collect the cards for the ensuing deal and he has the
    first right to shuffle the cards. Each player has the right to shuffle subsequently. The
    dealer has the right to shuffle last" (one seeded shuffle stands for all)."""
    check_one_shuffle_per_deal("american-1904")


def test_american_1904_law_32_deal_goes_to_the_left() -> None:
    """A32: "Each player deals in his turn; the order of dealing goes to the left." """
    check_deal_goes_left("american-1904", 32)


def test_american_1904_law_33_cut_leaves_at_least_four() -> None:
    """A33: "The player on the dealer's right cuts the pack, and in dividing it he must not
    leave fewer than four cards in either packet" """
    check_cut_leaves_four("american-1904", 33)


def test_american_1904_law_34_cut_taken_once() -> None:
    """A34: "When the player whose duty it is to cut has once separated the pack he can neither
    re-shuffle nor recut the cards." """
    check_cut_once_then_dealt("american-1904")


def test_american_1904_law_35_no_shuffle_after_the_cut() -> None:
    """A35: "Should the dealer shuffle the cards, after the pack is cut, the pack must be cut
    again." """
    check_cut_once_then_dealt("american-1904")


def test_american_1904_law_36_all_dealt_last_card_to_dealer() -> None:
    """A36: "The fifty-two cards shall be dealt face downward. The deal is not completed until
    the last card has been dealt face downward." With A38a: "one at a time, and in regular
    rotation, beginning at the dealer's left" and A38g: "the last card ... in its regular order
    to the dealer." """
    check_dealt_one_at_a_time("american-1904")


def test_american_1904_law_37_there_is_no_misdeal() -> None:
    """A37: "THERE IS NO MISDEAL." """
    check_no_misdeal("american-1904")


def test_american_1904_law_44_no_one_deals_for_partner() -> None:
    """A44: "A player can neither cut, shuffle nor deal for his partner without the permission
    of his opponents." """
    check_no_one_acts_for_partner("american-1904")


def test_american_1904_law_45_dealer_makes_or_passes_partner_must_declare() -> None:
    """A45: "The trump is declared. No card is turned. a. The dealer may either make the trump
    or pass the declaration to his partner. b. If the declaration be passed to partner, he must
    declare the trump." """
    check_dealer_declares("american-1904")
    check_partner_must_declare("american-1904")


def test_american_1904_law_49_declaration_cannot_be_altered() -> None:
    """A49: "A declaration once made cannot be altered." """
    check_declaration_final("american-1904", "law 49")


def test_american_1904_law_50_multiplier_after_each_double() -> None:
    """A50: "The effect of doubling, re-doubling, and so on, is that the value of each trick
    above six is doubled, quadrupled, and so on." """
    check_multiplier("american-1904")


def test_american_1904_law_51_may_i_lead() -> None:
    """A51: "After the trump declaration has been made by the dealer or his partner, their
    adversaries have the right to double. The eldest hand has the first right. If he does not
    wish to double, he may ask his partner, "May I lead?" His partner must answer, "Yes" or "I
    double."" """
    check_eldest_first("american-1904")


def test_american_1904_law_52_maker_redoubles_first() -> None:
    """A52: "If either of their adversaries elect to double, the dealer and his partner have the
    right to re-double. The player who has declared the trump shall have the first right. He may
    say, "I re-double" or "Satisfied." Should he say the latter, his partner may re-double." """
    check_maker_redoubles_first("american-1904")


def test_american_1904_law_53_original_doubler_first() -> None:
    """A53: "If the dealer or his partner elect to re-double, their adversaries shall have the
    right to again double. The original doubler has the first right." """
    check_original_doubler_first("american-1904")


def test_american_1904_law_55_doubling_indefinitely() -> None:
    """A55: "The process of re-doubling may be continued indefinitely. The first right to
    continue the re-doubling on behalf of a partnership belonging to that player who has last
    re-doubled. Should he, however, express himself satisfied, the right to continue the
    redoubling passes to his partner." (clubs may set 100 or 200: option)"""
    check_indefinitely_with_club_limits("american-1904")
    check_last_doubler_first("american-1904")


def test_american_1904_law_57_play_begins() -> None:
    """A57: "When the question, "May I lead?" has been answered in the affirmative or when the
    player who has the last right to continue the doubling, expresses himself satisfied, the
    play shall begin." """
    check_play_begins("american-1904")


def test_american_1904_law_60_doubling_declaration_cannot_be_altered() -> None:
    """A60: "A declaration as to doubling or redoubling, once made cannot be altered." """
    check_doubles_stand("american-1904")


def test_american_1904_law_61_dummy_down_when_eldest_has_led() -> None:
    """A61: "As soon as the eldest hand has led, the dealer's partner shall place his cards face
    upward on the table, and the duty of playing the cards from that hand shall devolve upon the
    dealer, unassisted by his partner." """
    check_dummy_goes_down_on_the_lead("american-1904", DummyExposure.AFTER_ELDEST_LEADS)
    check_dealer_plays_dummy_throughout("american-1904")


def test_american_1904_law_65_dummy_not_penalised_for_revoke() -> None:
    """A65: "Dummy is not liable to the penalty for a revoke; and if he should revoke and the
    error be not discovered until the trick is turned and quitted, the trick stands good." """
    check_dummy_follows_suit("american-1904")


def test_american_1904_law_66_dummy_card_named_is_played() -> None:
    """A66: "When the dealer draws a card from his own hand, such card is not considered as
    played until actually quitted, but should he name or touch a card from the dummy hand, such
    card is considered as played, unless the dealer in touching the card or cards says, "I
    arrange," or words to that effect." """
    check_card_played_once_applied("american-1904")
    assert code("american-1904").dummy.touched_dummy_card_played is True


def test_american_1904_law_79_never_compelled_to_revoke() -> None:
    """A79: "In no case can a player be compelled to play a card which would oblige him to
    revoke." """
    check_never_compelled_to_revoke("american-1904")


def test_american_1904_law_85_revoke_must_follow_suit() -> None:
    """A85: "Should a player (other than dummy) holding one or more cards of the suit led, play
    a card of a different suit, he revokes." (STRICT mode refuses it)"""
    check_must_follow_suit("american-1904", "law 85")


# --- american-1905 ----------------------------------------------------------------------------


def test_american_1905_law_3_every_hand_played_out() -> None:
    """W3: "Every hand is played out, and any points in excess of thirty points necessary for
    the game are counted." """
    check_played_out("american-1905")


def test_american_1905_law_30_shuffling() -> None:
    """W30: "The dealer's partner must collect the cards for the ensuing deal and he has the
    first right to shuffle the cards. Each player has the right to shuffle subsequently. The
    dealer has the right to shuffle last" (one seeded shuffle stands for all)."""
    check_one_shuffle_per_deal("american-1905")


def test_american_1905_law_32_deal_goes_to_the_left() -> None:
    """W32: "Each player deals in his turn; the order of dealing goes to the left." """
    check_deal_goes_left("american-1905", 32)


def test_american_1905_law_33_cut_leaves_at_least_four() -> None:
    """W33: "The player on the dealer's right cuts the pack, and in dividing it he must not
    leave fewer than four cards in either packet" """
    check_cut_leaves_four("american-1905", 33)


def test_american_1905_law_34_cut_taken_once() -> None:
    """W34: "When the player whose duty it is to cut has once separated the pack he can neither
    re-shuffle nor re-cut the cards." """
    check_cut_once_then_dealt("american-1905")


def test_american_1905_law_35_no_shuffle_after_the_cut() -> None:
    """W35: "Should the dealer shuffle the cards, after the pack is cut, the pack must be cut
    again." """
    check_cut_once_then_dealt("american-1905")


def test_american_1905_law_36_all_dealt_last_card_to_dealer() -> None:
    """W36: "The fifty-two cards shall be dealt face downward. The deal is not completed until
    the last card has been dealt face downward." With W38a: "one at a time, and in regular
    rotation, beginning at the dealer's left" and W38g: "If the last card do not come in its
    regular order to the dealer." """
    check_dealt_one_at_a_time("american-1905")


def test_american_1905_law_37_there_is_no_misdeal() -> None:
    """W37: "THERE IS NO MISDEAL." """
    check_no_misdeal("american-1905")


def test_american_1905_law_44_no_one_deals_for_partner() -> None:
    """W44: "A player can neither shuffle, cut nor deal for his partner without the permission
    of his adversaries." """
    check_no_one_acts_for_partner("american-1905")


def test_american_1905_law_45_dealer_makes_or_passes_partner_must_make() -> None:
    """W45: "The trump is declared. No card is turned. a The dealer may either make the trump or
    pass the declaration to his partner. b If the declaration be passed to partner, he must make
    the trump." """
    check_dealer_declares("american-1905")
    check_partner_must_declare("american-1905")


def test_american_1905_law_49_declaration_cannot_be_altered() -> None:
    """W49: "A declaration once made cannot be altered." """
    check_declaration_final("american-1905", "law 49")


def test_american_1905_law_50_multiplier_after_each_double() -> None:
    """W50: "The effect of doubling, re-doubling, and so on, is that the value of each trick
    above six is doubled, quadrupled, and so on." """
    check_multiplier("american-1905")


def test_american_1905_law_51_may_i_lead() -> None:
    """W51: "After the trump declaration has been made by the dealer or his partner, their
    adversaries have the right to double. The eldest hand has the first right. If he does not
    wish to double, he may ask his partner, "May I lead?" His partner shall answer, "Yes" or "I
    double."" """
    check_eldest_first("american-1905")


def test_american_1905_law_52_maker_redoubles_first() -> None:
    """W52: "If either of their adversaries elect to double, the dealer and his partner have the
    right to redouble. The player who has declared the trump shall have the first right. He may
    say, "I redouble" or "Satisfied." Should he say the latter, his partner may redouble." """
    check_maker_redoubles_first("american-1905")


def test_american_1905_law_53_original_doubler_first() -> None:
    """W53: "If the dealer or his partner elect to redouble, their adversaries shall have the
    right to again double. The original doubler has the first right." """
    check_original_doubler_first("american-1905")


def test_american_1905_law_55_doubling_indefinitely() -> None:
    """W55: "The process of re-doubling may be continued indefinitely. The first right to
    continue the re-doubling on behalf of a partnership belongs to that player who has last
    redoubled. Should he, however, express himself satisfied, the right to continue the
    re-doubling passes to his partner." Footnote: "In some clubs, doubling ceases whenever the
    value of the odd trick exceeds one hundred points; in other clubs the limit is placed at two
    hundred points." """
    check_indefinitely_with_club_limits("american-1905")
    check_last_doubler_first("american-1905")


def test_american_1905_law_57_play_begins() -> None:
    """W57: "When the question, "May I lead?" has been answered in the affirmative or when the
    player who has the last right to continue the doubling, expresses himself satisfied, the
    play shall begin." """
    check_play_begins("american-1905")


def test_american_1905_law_61_dummy_down_when_eldest_has_led() -> None:
    """W61: "As soon as the eldest hand has led, the dealer's partner shall place his cards face
    upward on the table, and the duty of playing the cards from that hand shall devolve upon the
    dealer, unassisted by his partner." """
    check_dummy_goes_down_on_the_lead("american-1905", DummyExposure.AFTER_ELDEST_LEADS)
    check_dealer_plays_dummy_throughout("american-1905")


def test_american_1905_law_65_dummy_not_penalised_for_revoke() -> None:
    """W65: "Dummy is not liable to the penalty for a revoke; and if he should revoke and the
    error be not discovered until the trick is turned and quitted, the trick stands good." """
    check_dummy_follows_suit("american-1905")


def test_american_1905_law_66_dummy_card_named_is_played() -> None:
    """W66: "A card from the dealer's hand is not played until actually quitted; but should the
    dealer name or touch a card from the dummy hand, such card is considered as played, unless
    the dealer in touching the card or cards says, "I arrange," or words to that effect." """
    check_card_played_once_applied("american-1905")
    assert code("american-1905").dummy.touched_dummy_card_played is True


def test_american_1905_law_79_never_compelled_to_revoke() -> None:
    """W79: "In no case can a player be compelled to play a card which would oblige him to
    revoke." """
    check_never_compelled_to_revoke("american-1905")


def test_american_1905_law_85_revoke_must_follow_suit() -> None:
    """W85: "A revoke occurs when a player (other than dummy), holding one or more cards of the
    suit led, plays a card of a different suit." (STRICT mode refuses it)"""
    check_must_follow_suit("american-1905", "law 85")


def check_indefinitely_with_club_limits(key: str) -> None:
    american = code(key)
    assert american.doubling.limit is None
    assert american.effective_doubling_limit is None
    state = start(key, declare="no-trumps", doubling=())
    for _ in range(20):
        state = state.apply(DOUBLE)
    assert state.phase == Phase.DOUBLING
    assert state.multiplier == 2 ** 20
    assert legal(state) == ["double", "satisfied"]
    # the clubs' limits of 100 or 200 a trick, with both readings
    assert american.effective_doubling_limit_reading is DoublingLimitReading.LAST_DOUBLE_PASSES
    literal = {  # (limit, reading): {strain: doubles}
        (100, "last_double_passes"): {"hearts": 4, "spades": 6, "no-trumps": 4, "clubs": 5},
        (100, "not_exceed"): {"hearts": 3, "spades": 5, "no-trumps": 3, "clubs": 4},
        (200, "last_double_passes"): {"hearts": 5, "spades": 7, "no-trumps": 5, "clubs": 6},
        (200, "not_exceed"): {"hearts": 4, "spades": 6, "no-trumps": 4, "clubs": 5},
    }
    for (limit, reading), expected in literal.items():
        for strain, doubles in expected.items():
            count, final = max_doubles(key, strain, doubling_limit=limit,
                                       doubling_limit_reading=reading)
            assert count == doubles, (limit, reading, strain)
            value = american.scoring.trick_values[final.strain]
            assert count == doubles_allowed(value, limit, DoublingLimitReading(reading))
            assert final.phase == Phase.PLAY
            if reading == "not_exceed":
                assert value * final.multiplier <= limit
            else:
                assert value * final.multiplier > limit
                assert value * final.multiplier // 2 <= limit
    # the default reading under a club limit: the double that first passes the limit is the last
    count, final = max_doubles(key, "hearts", doubling_limit=100)
    assert (count, final.multiplier) == (4, 16)


# --- the state's own contract -----------------------------------------------------------------


@pytest.mark.parametrize("key", CODES)
def test_apply_never_changes_the_state(key: str) -> None:
    state = start(key)
    rng = random.Random(21)
    while not state.is_complete:
        before = tuple(state)
        following = state.apply(rng.choice(state.legal_actions()))
        assert tuple(state) == before
        for action in (DOUBLE, SATISFIED, LEAVE, *DECLARE_ACTIONS, play(Card.parse("SA"))):
            with contextlib.suppress(IllegalActionError):
                state.apply(action)
            assert tuple(state) == before
        state = following


def test_hand_from_deal_refuses_bad_hands() -> None:
    with pytest.raises(ValueError, match="thirteen fresh cards"):
        hand_from_deal(code(), Seat.N, (DEAL[0], DEAL[0], DEAL[2], DEAL[3]))
    with pytest.raises(ValueError, match="thirteen fresh cards"):
        hand_from_deal(code(), Seat.N, (DEAL[0] & ~(1 << Card.parse("SA")), *DEAL[1:]))


def test_state_views() -> None:
    state = start("american-1905", dealer=Seat.E)
    assert (state.eldest, state.pone, state.dummy, state.dealer_side) == (
        Seat.S, Seat.N, Seat.W, Side.EW)
    assert state.trump is None
    assert state.strain == state.maker == -1
    assert state.dealt(Seat.N) == state.hand(Seat.N) == CardSet.parse_pbn("AKQJ.T98.765.432")
    state = start("american-1905", declare="no-trumps")
    state = acts(state, "CA C2 C5 C8")
    assert state.tricks == (Trick(Seat.W, tuple(int(Card.parse(c)) for c in
                                                ("CA", "C2", "C5", "C8")), Seat.W),)
    trick = state.tricks[0]
    assert trick.card_of(Seat.S) == Card.parse("C8")
    assert trick.card_of(Seat.W) == Card.parse("CA")
    assert state.tricks_won_by(Side.EW) == 1
    assert state.played == CardSet.parse("CA C2 C5 C8")
    assert len(state.hand(Seat.W)) == 12
    assert state.trump is Strain.NO_TRUMPS


def test_wrong_phase_and_game_over_reasons() -> None:
    state = start("american-1905")
    for action in (DOUBLE, SATISFIED, play(Card.parse("SA"))):
        error = refused(state, action, Reason.WRONG_PHASE)
        assert error.phase == "declaration"
    doubling = act(state, "spades")
    for action in (LEAVE, play(Card.parse("CA"))):
        error = refused(doubling, action, Reason.WRONG_PHASE)
        assert error.phase == "doubling"
    playing = act(doubling, S, S)
    for action in (LEAVE, DOUBLE, SATISFIED, declare(Strain.CLUBS)):
        refused(playing, action, Reason.WRONG_PHASE)
    done = play_out(playing)
    error = refused(done, "C2", Reason.GAME_OVER)
    assert "too late" in str(error)


def test_trick_winner_law() -> None:
    cards = [int(Card.parse(c)) for c in ("H2", "HA", "S2", "HK")]
    # W leads H2, N plays HA, E trumps with S2, S plays HK
    assert trick_winner(tuple(cards), Seat.W, Strain.SPADES) is Seat.E
    assert trick_winner(tuple(cards), Seat.W, Strain.NO_TRUMPS) is Seat.N
    assert trick_winner(tuple(cards), Seat.W, Strain.HEARTS) is Seat.N
    assert trick_winner(tuple(cards), Seat.W, Strain.CLUBS) is Seat.N
    rng = random.Random(4)
    for _ in range(2000):
        four = rng.sample(DECK, 4)
        for strain in Strain:
            leader = Seat(rng.randrange(4))
            assert trick_winner(tuple(four), leader, strain) is winner_of(four, leader, strain)


def test_legal_mask_follows_suit() -> None:
    hand = CardSet.parse("SA S2 HK D3").mask
    assert legal_mask(hand, ()) == hand
    assert CardSet(legal_mask(hand, (int(Card.parse("S9")),))) == CardSet.parse("SA S2")
    assert legal_mask(hand, (int(Card.parse("C9")),)) == hand


def test_hands_text() -> None:
    assert hands_text(DEAL)[0] == "♠AKQJ ♥T98 ♦765 ♣432"


# --- actions ----------------------------------------------------------------------------------


def test_every_action_round_trips_through_its_text() -> None:
    everything = [*DECLARE_ACTIONS, LEAVE, DOUBLE, SATISFIED, *PLAY_ACTIONS.values()]
    assert len(set(everything)) == 60
    for action in everything:
        assert parse_action(str(action)) is action or parse_action(str(action)) == action
        assert Action.parse(str(action)) == action
        assert repr(action) == f"Action.parse({str(action)!r})"


@pytest.mark.parametrize(("text", "expected"), [
    ("I leave it to you, partner", LEAVE), ("Make it, partner", LEAVE), ("pass it", LEAVE),
    ("May I lead?", SATISFIED), ("Shall I lead?", SATISFIED), ("Yes", SATISFIED),
    ("If you please", SATISFIED), ("play", SATISFIED), ("Satisfied", SATISFIED),
    ("I double", DOUBLE), ("I re-double", DOUBLE), ("redouble", DOUBLE), ("XX", DOUBLE),
    ("No trumps", declare(Strain.NO_TRUMPS)), ("sans atout", declare(Strain.NO_TRUMPS)),
    ("NT", declare(Strain.NO_TRUMPS)), ("Hearts", declare(Strain.HEARTS)),
    ("♠", declare(Strain.SPADES)), ("clubs", declare(Strain.CLUBS)),
    ("♥Q", play(Card.parse("HQ"))), ("d10", play(Card.parse("DT"))), ("AS", play(Card.parse("SA"))),
])
def test_the_periods_words_are_the_same_acts(text: str, expected: Action) -> None:
    assert parse_action(text) == expected


@pytest.mark.parametrize("text", ["", "   ", "?", "I pass", "S1", "Z9", "double it twice"])
def test_unknown_actions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_action(text)


def test_action_accessors() -> None:
    assert play(Card.parse("HQ")).card == Card.parse("HQ")
    assert play(Card.parse("HQ")).kind is ActionKind.PLAY
    assert declare(Strain.DIAMONDS).strain is Strain.DIAMONDS
    assert str(declare(Strain.NO_TRUMPS)) == "no-trumps"
    assert (str(LEAVE), str(DOUBLE), str(SATISFIED)) == ("leave", "double", "satisfied")
