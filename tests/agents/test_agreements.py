"""The agreements as data, the signals they prescribe, and what reading them does to the worlds."""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import Action, ActionKind, parse_action
from bridgewhist.agents.agreements import AGREEMENTS, agreements_named, choose_card, read
from bridgewhist.agents.agreements.explain import partner_shows
from bridgewhist.agents.agreements.model import UnknownAgreementsError
from bridgewhist.agents.agreements.reading import misfits
from bridgewhist.agents.agreements.signals import protection
from bridgewhist.agents.ddmc.partner import PartnerAgent
from bridgewhist.cards import SUIT_MASKS, CardSet, parse_deal
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, hand_from_deal
from bridgewhist.view import view_of

BOOKS = agreements_named("books")
NONE = agreements_named("none")
SEEDS = ("Fisher Ames, Bridge Whist in Brief (1904)", "J. B. Elwell, Advanced Bridge (1904)")

# East holds two spades (nine, four); West the queen, knave, ten, six; South the ace, king.
ECHO_DEAL = "N:853.AK2.AK2.5432 94.9876.9876.987 AK72.QJT.QJT.AKQ QJT6.543.543.JT6"
# East is void in spades and holds the king, queen of clubs: his best protected suit.
VOID_DEAL = "N:543.AK2.AK2.5432 .9876.9876.KQ987 AK9872.QJT.QJT.A QJT6.543.543.JT6"


def card(text: str) -> int:
    return CardSet.parse(text).mask.bit_length() - 1


def after(deal: str, make: str, cards: str) -> HandState:
    """South deals and names ``make``; nobody doubles; then ``cards`` are played."""
    state = hand_from_deal(load_law_code("english-1904"), Seat.S, parse_deal(deal))
    for text in (make, "satisfied", "satisfied"):
        state = state.apply(parse_action(text))
    for text in cards.split():
        state = state.apply(Action(ActionKind.PLAY, card(text)))
    return state


def test_every_agreement_cites_a_seed_book_and_says_what_it_shows() -> None:
    for agreements in AGREEMENTS.values():
        for item in agreements.items:
            assert item.rule and item.shows and item.sources
            assert all(source.book in SEEDS and source.chapter for source in item.sources)
    assert {item.key for item in BOOKS.items} == {
        "leads", "lead_inferences", "third_hand", "echo", "return", "discard"}
    with pytest.raises(UnknownAgreementsError, match="unknown agreements 'secret'"):
        agreements_named("secret")


def test_the_echo_plays_the_higher_of_two_on_a_suit_make_only() -> None:
    """West leads the spade queen against hearts; East, with the nine and four, echoes."""
    view = view_of(after(ECHO_DEAL, "hearts", "SQ S3"), Seat.E)
    candidates = [card("S9"), card("S4")]
    assert choose_card(view, candidates, BOOKS) == card("S9")
    assert choose_card(view, candidates, NONE) == card("S4")
    at_no_trump = view_of(after(ECHO_DEAL, "no-trumps", "SQ S3"), Seat.E)
    assert choose_card(at_no_trump, candidates, BOOKS) == card("S4")
    # Only among the candidates: the nine not being one, the four.
    assert choose_card(view, [card("S4")], BOOKS) == card("S4")


def test_a_lead_from_a_sequence_is_its_top_and_the_makers_give_nothing_away() -> None:
    west = view_of(after(ECHO_DEAL, "hearts", ""), Seat.W)
    assert choose_card(west, [card(c) for c in ("SQ", "SJ", "ST", "S6")], BOOKS) == card("SQ")
    assert choose_card(west, [card(c) for c in ("SQ", "SJ", "ST", "S6")], NONE) == card("S6")
    south = view_of(after(ECHO_DEAL, "hearts", "SQ S3 S4"), Seat.S)
    assert choose_card(south, [card("SA"), card("SK")], BOOKS) == card("SK")


def test_the_first_discard_follows_ames_by_the_make() -> None:
    """At no trump from the best protected suit (clubs, king, queen); on a spade make from the
    weakest."""
    candidates = [card(c) for c in ("H6", "D6", "C7")]
    at_no_trump = view_of(after(VOID_DEAL, "no-trumps", "SQ S3"), Seat.E)
    assert choose_card(at_no_trump, candidates, BOOKS) == card("C7")
    on_spades = view_of(after(VOID_DEAL, "spades", "SQ S3"), Seat.E)
    assert choose_card(on_spades, candidates, BOOKS) == card("H6")
    assert protection(at_no_trump.hand, 3) == (5, 5)


def _worlds(agent: PartnerAgent, state: HandState, seat: Seat, count: int) -> list[list[int]]:
    view = view_of(state, seat)
    worlds, _ = agent.play_worlds(view, count, agent.denials(view))
    assert len(worlds) == count
    return worlds


def test_a_queen_led_denies_the_king_to_the_leader_in_partners_worlds() -> None:
    """West leads the queen (from queen, knave, ten): East reads that West has not the king
    (from king, queen he would lead the king); the ddmc player does not read leads."""
    state = after(ECHO_DEAL, "hearts", "SQ S3")
    king = 1 << card("SK")
    partner = PartnerAgent(random.Random(1), workers=0)
    view = view_of(state, Seat.E)
    assert partner.denials(view)[Seat.W] & king
    assert all(not world[Seat.W] & king for world in _worlds(partner, state, Seat.E, 40))
    plain = PartnerAgent(random.Random(1), agreements="none", workers=0)
    assert any(world[Seat.W] & king for world in _worlds(plain, state, Seat.E, 40))


def test_the_declarer_reads_an_echo_when_the_adversaries_follow_the_books() -> None:
    """East plays the nine on West's queen against hearts: by the books a doubleton (the nine
    and a lower card) or his lowest; the worlds the declarer keeps agree."""
    state = after(ECHO_DEAL, "hearts", "SQ S3 S9")
    spades = SUIT_MASKS[0]
    nine = card("S9")

    def fits(world: list[int]) -> bool:
        held = [c for c in range(16) if ((world[Seat.E] | 1 << nine) & spades) >> c & 1]
        return (len(held) == 2 and max(held) == nine) or min(held) == nine

    reader = PartnerAgent(random.Random(2), adversaries="books", tries=200, workers=0)
    assert all(fits(world) for world in _worlds(reader, state, Seat.S, 30))
    blind = PartnerAgent(random.Random(2), adversaries="none", workers=0)
    assert not all(fits(world) for world in _worlds(blind, state, Seat.S, 30))


def test_partner_reads_the_first_discard_as_the_best_protected_suit_at_no_trump() -> None:
    state = after(VOID_DEAL, "no-trumps", "SQ S3 C7")
    view = view_of(state, Seat.W)
    reading = read(view, [int(Seat.E)], BOOKS)
    assert [check.kind for check in reading.checks] == ["first-discard"]
    assert misfits(reading, state.hands) == 0     # the real deal fits

    def best_protected_clubs(world: list[int]) -> bool:
        held = world[Seat.E] | 1 << card("C7")
        return protection(held, 3) == max(protection(held, s) for s in (1, 2, 3))

    reader = PartnerAgent(random.Random(3), tries=200, workers=0)
    assert all(best_protected_clubs(world) for world in _worlds(reader, state, Seat.W, 30))
    blind = PartnerAgent(random.Random(3), agreements="none", workers=0)
    assert not all(best_protected_clubs(world) for world in _worlds(blind, state, Seat.W, 30))


def test_a_seat_that_plays_a_card_it_denied_is_read_no_more() -> None:
    """South, reading West by the books: the queen led denied the king; West then shows the
    king (he does not play to the agreements): nothing more is read from him."""
    deal = "N:853.AK2.AK2.5432 94.9876.9876.987 A72.QJT.QJT.AKQJ KQJT6.543.543.T6"
    state = after(deal, "hearts", "SQ S3 S4 SA CA C6 C2 C7 CK CT C3 C8 S2 SK S5 S9")
    assert read(view_of(after(deal, "hearts", "SQ S3 S4"), Seat.S), [int(Seat.W)],
                BOOKS).denied[Seat.W] == 1 << card("SK")
    reading = read(view_of(state, Seat.S), [int(Seat.W), int(Seat.E)], BOOKS)
    assert reading.denied[Seat.W] == 0
    assert all(check.seat != Seat.W for check in reading.checks)


def test_partner_sees_in_words_what_partners_card_shows() -> None:
    """East, after West's queen led: it denies the king, by the leading agreement's book; the
    declarer's side is told nothing."""
    shown = partner_shows(view_of(after(ECHO_DEAL, "hearts", "SQ S3"), Seat.E), BOOKS)
    assert shown is not None
    assert "queen of spades" in shown and "king of spades" in shown and "Fisher Ames" in shown
    echo = partner_shows(view_of(after(ECHO_DEAL, "hearts", "SQ S3 S9"), Seat.W), BOOKS)
    assert echo is not None and "echo" in echo and "Elwell" in echo
    discard = partner_shows(view_of(after(VOID_DEAL, "no-trumps", "SQ S3 C7"), Seat.W), BOOKS)
    assert discard is not None and "best protected" in discard
    assert partner_shows(view_of(after(ECHO_DEAL, "hearts", "SQ S3"), Seat.S), BOOKS) is None
    assert partner_shows(view_of(after(ECHO_DEAL, "hearts", "SQ S3"), Seat.E), NONE) is None


def test_a_return_is_read_by_the_return_not_as_an_opening_lead() -> None:
    """East wins West's diamond with the ace and returns the ten, the lowest of queen, knave,
    ten (Ames: the lowest of three or more): the ten says nothing of the knave above it, as a
    ten led would; the return's count is checked instead."""
    deal = "N:853.AK2.872.5432 94.9876.AQJT.987 AK762.QJT.96.AKQ QJT.543.K543.JT6"
    state = after(deal, "hearts", "D3 D2 DA D6 DT")
    reading = read(view_of(state, Seat.W), [int(Seat.E)], BOOKS)
    assert reading.denied[Seat.E] == 0
    assert [check.kind for check in reading.checks] == ["follow", "return"]
    assert misfits(reading, state.hands) == 0


def test_the_books_without_the_discard_system_discard_the_lowest_and_keep_the_rest() -> None:
    """The variant ``books-no-discard``: every convention of the books but Ames's discard
    system; East's first discard at no trump is the lowest of the cards of equal value, not
    from his best protected suit, and his partner reads no suit from it."""
    variant = agreements_named("books-no-discard")
    assert [a.key for a in variant.items] == ["leads", "lead_inferences", "third_hand", "echo", "return"]
    candidates = [card(c) for c in ("H6", "D6", "C7")]
    at_no_trump = view_of(after(VOID_DEAL, "no-trumps", "SQ S3"), Seat.E)
    assert choose_card(at_no_trump, candidates, variant) == card("H6")   # not the clubs
    state = after(VOID_DEAL, "no-trumps", "SQ S3 C7")
    assert all(check.kind != "first-discard" for check in read(view_of(state, Seat.W), [int(Seat.E)],
                                                                variant).checks)
    shown = partner_shows(view_of(state, Seat.W), variant)
    assert shown is None or "protected" not in shown


def test_partners_high_low_is_told_as_an_echo_with_both_cards() -> None:
    """East follows the nine, then the four, to two spade leads he did not win on a heart make:
    the hint names the high-low and the ruff it offers, citing Elwell's chapter."""
    first = partner_shows(view_of(after(ECHO_DEAL, "hearts", "SQ S3 S9"), Seat.W), BOOKS)
    assert first is not None and "begins an echo" in first and "two spades" in first
    done = partner_shows(view_of(after(ECHO_DEAL, "hearts", "SQ S3 S9 SA S7 S6 S5 S4"), Seat.W), BOOKS)
    assert done is not None
    assert "high-low in spades (the nine, then the four) is an echo" in done
    assert "Elwell" in done and "trump the third round" in done


def test_what_partners_card_shows_is_read_from_the_viewers_view_only() -> None:
    """Two deals that differ only in cards West cannot see (a club of East's and one of
    South's exchanged) give West the same view and the same words."""
    other = "N:853.AK2.AK2.5432 94.9876.9876.Q87 AK72.QJT.QJT.AK9 QJT6.543.543.JT6"
    for cards in ("SQ S3 S9", "SQ S3 S9 SA S7 S6 S5 S4"):
        one, two = after(ECHO_DEAL, "hearts", cards), after(other, "hearts", cards)
        assert one.hands != two.hands
        assert view_of(one, Seat.W) == view_of(two, Seat.W)
        assert partner_shows(view_of(one, Seat.W), BOOKS) == partner_shows(view_of(two, Seat.W), BOOKS)
