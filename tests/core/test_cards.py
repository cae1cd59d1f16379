"""Cards, suits, strains, seats and sets of cards: parsing, formatting and their errors."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.cards import (
    CARDS,
    DECK,
    FULL_DECK,
    RANK_CHARS,
    SUIT_MASKS,
    Card,
    CardSet,
    Strain,
    Suit,
    format_deal,
    iter_bits_descending,
    parse_deal,
    shuffled_deck,
)
from bridgewhist.errors import (
    BridgeError,
    IllegalActionError,
    LawCodeError,
    NotationError,
    Reason,
)
from bridgewhist.seats import SEATS, Seat, Side

EXAMPLE = "N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQJ"
SETTINGS = settings(max_examples=150, deadline=None, database=None)

card_sets = st.integers(min_value=0, max_value=2 ** 52 - 1).map(
    lambda bits: CardSet([DECK[i] for i in range(52) if bits >> i & 1])
)


# --- cards ------------------------------------------------------------------------------------


def test_deck_is_the_52_cards_in_display_order() -> None:
    assert len(DECK) == len(set(DECK)) == len(CARDS) == 52
    assert [str(c) for c in DECK[:3]] == ["SA", "SK", "SQ"]
    assert str(DECK[-1]) == "C2"
    assert CardSet(DECK).mask == FULL_DECK
    for suit in Suit:
        assert CardSet(SUIT_MASKS[suit]) == CardSet(c for c in DECK if c.suit is suit)


def test_every_card_round_trips_through_its_text() -> None:
    for card in DECK:
        for text in (str(card), card.symbolic(), str(card).lower(), str(card)[::-1]):
            assert Card.parse(text) is card
        assert repr(card) == f"Card.parse({str(card)!r})"
        assert Card.of(card.suit, card.rank) is card
        assert Card(int(card)) == card
        assert card.bit == 1 << card
        assert RANK_CHARS[card.rank - 2] == str(card)[1]


@pytest.mark.parametrize(("text", "expected"), [
    ("SA", "SA"), ("♠A", "SA"), ("♤a", "SA"), ("AS", "SA"), ("as", "SA"), ("H10", "HT"),
    ("10H", "HT"), ("♥10", "HT"), ("ht", "HT"), (" DQ ", "DQ"), ("♣2", "C2"), ("2C", "C2"),
])
def test_card_parse_accepts(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "S", "10", "S1", "1S", "SAA", "HS", "XX", "Z9", "S11", "SB"])
def test_card_parse_refuses(text: str) -> None:
    with pytest.raises(NotationError, match="is not a card"):
        Card.parse(text)


@pytest.mark.parametrize("value", [-1, 0, 1, 15, 16, 31, 64, 100])
def test_card_numbers_must_be_cards(value: int) -> None:
    with pytest.raises(NotationError, match="not a card number"):
        Card(value)


def test_card_words() -> None:
    card = Card.parse("DQ")
    assert (card.suit, card.rank, int(card), card.symbolic()) == (Suit.DIAMONDS, 12, 44, "♦Q")
    assert Card.parse("HJ").describe() == "knave of hearts"
    assert Card.parse("S2").describe() == "two of spades"
    assert Card.parse("CA").describe() == "ace of clubs"


# --- suits, strains, seats, sides -----------------------------------------------------------------


def test_suits() -> None:
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert [s.plural for s in Suit] == ["spades", "hearts", "diamonds", "clubs"]
    assert [s.is_red for s in Suit] == [False, True, True, False]
    for suit in Suit:
        for text in (suit.letter, suit.symbol, suit.plural, suit.plural[:-1], suit.name,
                     suit.letter.lower(), f" {suit.plural.upper()} "):
            assert Suit.parse(text) is suit
        assert str(suit) == suit.letter
    with pytest.raises(NotationError, match="unknown suit"):
        Suit.parse("trumps")


def test_strains() -> None:
    assert [s.letter for s in Strain] == ["S", "H", "D", "C", "NT"]
    assert [s.words for s in Strain] == ["Spades", "Hearts", "Diamonds", "Clubs", "No trumps"]
    assert Strain.NO_TRUMPS.suit is None
    assert Strain.NO_TRUMPS.symbol == "NT"
    for strain in list(Strain)[:4]:
        assert strain.suit == Suit(strain)
        assert Strain.parse(strain.words) is strain
        assert Strain.parse(strain.symbol) is strain
    for text in ("NT", "nt", "N", "No trumps", "no-trump", "notrumps", "Sans atout", "no  trump"):
        assert Strain.parse(text) is Strain.NO_TRUMPS
    assert str(Strain.NO_TRUMPS) == "NT"
    with pytest.raises(NotationError, match="unknown declaration"):
        Strain.parse("misère")


def test_seats_and_sides() -> None:
    assert SEATS == (Seat.N, Seat.E, Seat.S, Seat.W)
    for seat in Seat:
        assert seat.left.right is seat
        assert seat.partner.partner is seat
        assert seat.left is seat.offset(1)
        assert seat.offset(4) is seat
        assert seat.offset(-1) is seat.right
        assert seat.side is seat.partner.side
        assert seat.side is not seat.left.side
        assert Seat.parse(seat.name.lower()) is seat
        assert Seat.parse(seat.full_name) is seat
        assert seat in seat.side.seats
    assert Seat.S.left is Seat.W  # play and the deal go clockwise
    assert [s.full_name for s in Seat] == ["North", "East", "South", "West"]
    assert Side.NS.other is Side.EW and Side.EW.other is Side.NS
    assert Side.EW.seats == (Seat.E, Seat.W)
    for text, side in (("NS", Side.NS), ("n-s", Side.NS), ("SN", Side.NS), ("E/W", Side.EW),
                       ("we", Side.EW)):
        assert Side.parse(text) is side
    assert str(Side.NS) == "NS" and str(Seat.E) == "E"
    with pytest.raises(NotationError, match="unknown seat"):
        Seat.parse("X")
    with pytest.raises(NotationError, match="unknown side"):
        Side.parse("NE")


# --- card sets ------------------------------------------------------------------------------------


def test_card_set_basics() -> None:
    hand = CardSet.parse("SA SK H2")
    assert len(hand) == 3
    assert Card.parse("SK") in hand
    assert Card.parse("SQ") not in hand
    assert "SA" not in hand  # only cards are members
    assert 99 not in hand
    assert [str(c) for c in hand] == ["SA", "SK", "H2"]
    assert hand.pbn() == "AK.2.."
    assert hand.symbolic() == "♠AK ♥2 ♦- ♣-"
    assert str(hand) == "SA SK H2"
    assert repr(hand) == "CardSet.parse('SA SK H2')"
    assert CardSet.parse("SA, SK, H2") == hand
    assert CardSet(hand) == hand == CardSet(hand.mask) == CardSet(list(hand))
    assert hash(hand) == hash(CardSet.parse("H2 SK SA"))
    assert hand != hand.mask
    assert not CardSet() and hand
    assert CardSet.parse("") == CardSet()
    assert repr(CardSet()) == "CardSet.parse('')"


def test_card_set_algebra() -> None:
    a, b = CardSet.parse("SA SK H2"), CardSet.parse("SK D3")
    assert a | b == CardSet.parse("SA SK H2 D3")
    assert a & b == CardSet.parse("SK")
    assert a - b == CardSet.parse("SA H2")
    assert a ^ b == CardSet.parse("SA H2 D3")
    assert CardSet.parse("SK") <= a
    assert a.issubset(a | b)
    assert not a.issubset(b)
    assert a.suit(Suit.SPADES) == CardSet.parse("SA SK")
    assert a.count(Suit.SPADES) == 2 and a.count(Suit.CLUBS) == 0
    assert a.ranks(Suit.SPADES) == [14, 13]


def test_card_set_is_immutable() -> None:
    hand = CardSet.parse("SA")
    with pytest.raises(AttributeError, match="immutable"):
        hand.mask = 0  # type: ignore[misc]


def test_card_set_errors() -> None:
    with pytest.raises(NotationError, match="twice"):
        CardSet.parse("SA SA")
    with pytest.raises(NotationError, match="four suits"):
        CardSet.parse_pbn("AKQ.T98")
    with pytest.raises(NotationError, match="unknown rank 'X'"):
        CardSet.parse_pbn("AKQ.T98.765.43X")
    with pytest.raises(NotationError, match="names SA twice"):
        CardSet.parse_pbn("AA.-.-.-")
    with pytest.raises(NotationError, match="not cards"):
        CardSet(1)
    with pytest.raises(NotationError, match="not cards"):
        CardSet(1 << 64)
    with pytest.raises(NotationError, match="is not a card"):
        CardSet.parse("SA QQ")


def test_pbn_voids_and_tens() -> None:
    assert CardSet.parse_pbn("-.-.-.-") == CardSet()
    assert CardSet.parse_pbn("A10.-.2.") == CardSet.parse("SA ST D2")
    assert CardSet.parse("AKQJT98765432...").pbn() == "AKQJT98765432..."


@SETTINGS
@given(card_sets)
def test_card_sets_round_trip(hand: CardSet) -> None:
    assert CardSet.parse_pbn(hand.pbn()) == hand
    assert CardSet.parse(str(hand)) == hand
    assert CardSet(hand.mask) == hand
    assert list(iter_bits_descending(hand.mask)) == list(hand)
    assert len(hand) == sum(hand.count(s) for s in Suit)
    assert hand | CardSet() == hand and hand - hand == CardSet()
    listed = list(hand)
    assert listed == sorted(listed, key=lambda c: (c.suit, -c.rank))


# --- deals ------------------------------------------------------------------------------------------


def test_parse_and_format_deal() -> None:
    hands = parse_deal(EXAMPLE)
    assert CardSet(hands[Seat.E]) == CardSet.parse_pbn("T98.AKQJ.432.765")
    assert format_deal(hands) == EXAMPLE
    east_first = format_deal(hands, first=Seat.E)
    assert east_first.startswith("E:T98.AKQJ.432.765 ")
    assert parse_deal(east_first) == hands
    partial = parse_deal("S:AKQJ.T98.765.432 - - -", complete=False)
    assert CardSet(partial[Seat.S]).pbn() == "AKQJ.T98.765.432"
    assert partial[Seat.N] == partial[Seat.W] == partial[Seat.E] == 0


@pytest.mark.parametrize(("text", "message"), [
    ("AKQJ.T98.765.432", "must start with a seat"),
    ("X:a b c d", "unknown seat"),
    ("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98", "four hands, found 3"),
    ("N:AKQJ.T98.765.432 AKQJ.T98.765.432 765.432.AKQJ.T98 432.765.T98.AKQJ", "repeats"),
    ("N:AKQJ.T98.765.432 T98.AKQJ.432.765 765.432.AKQJ.T98 432.765.T98.AKQ", "12 cards"),
    ("N:AKQJ.T98.765.432 - 765.432.AKQJ.T98 432.765.T98.AKQJ", "East's hand unknown"),
    ("N:AKQJ.T98.765.432 T98.AKQJ.432 765.432.AKQJ.T98 432.765.T98.AKQJ", "East's hand: PBN"),
])
def test_parse_deal_refuses(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_deal(text)


@SETTINGS
@given(st.randoms(use_true_random=False), st.sampled_from(list(Seat)))
def test_deals_round_trip(rng: random.Random, first: Seat) -> None:
    deck = shuffled_deck(rng)
    hands = tuple(CardSet(deck[i::4]).mask for i in range(4))
    text = format_deal(hands, first=first)  # type: ignore[arg-type]
    assert text.startswith(f"{first.name}:")
    assert parse_deal(text) == hands


def test_shuffled_deck_uses_only_the_generator_given() -> None:
    before = random.getstate()
    first = shuffled_deck(random.Random(9))
    assert random.getstate() == before
    assert first == shuffled_deck(random.Random(9))
    assert sorted(first) == sorted(DECK)
    assert first != list(DECK)


# --- errors ---------------------------------------------------------------------------------------


def test_errors_are_value_errors_with_context() -> None:
    for error_type in (NotationError, LawCodeError, IllegalActionError):
        assert issubclass(error_type, BridgeError)
        assert issubclass(error_type, ValueError)
    located = NotationError("bad card", line=3, column=7, field="deals[2].actions[5]")
    assert str(located) == "deals[2].actions[5]; line 3, column 7: bad card"
    assert located.bare_message == "bad card"
    assert (located.line, located.column, located.field) == (3, 7, "deals[2].actions[5]")
    assert str(NotationError("bad", line=2)) == "line 2: bad"
    assert str(NotationError("bad")) == "bad"
    refused = IllegalActionError(Reason.MUST_FOLLOW_SUIT, "E must follow", action="SA",
                                 phase="play", law="american-1905 law 87")
    assert str(refused) == "E must follow (american-1905 law 87)"
    assert (refused.reason, refused.action, refused.phase) == (Reason.MUST_FOLLOW_SUIT, "SA", "play")
    assert str(IllegalActionError(Reason.GAME_OVER, "over")) == "over"
    assert len({r.value for r in Reason}) == len(Reason)
