"""The dealer's claim of the rest at a club-laws web table (issue 15, item 4): offered to the
dealer in the play, his cards shown with it, conceded by a computer adversary only when it is
right by double dummy; when both adversaries concede the hands are abandoned and the tricks left
go to the dealer's side "as claimed and admitted"."""

from __future__ import annotations

import dataclasses

from bridgewhist.agents.claims import dd_tricks, tricks_left
from bridgewhist.laws import load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.web.kinds.four_hand import LawsKind
from bridgewhist.web.tables.events import ActEvent, Event
from bridgewhist.web.tables.places import TableConfig

NAMES = ("Ann", "Bob", "Cy", "Di")


def table(code: str, seed: int) -> LawsKind:
    """A club-laws table whose dealer (of the first deal) is the one person."""
    game = LawsKind(TableConfig("t1", load_law_code(code), mode="laws", seed=seed))
    for name in NAMES:
        for event in game.propose_join(name, person=True, token_hash=name):
            game.apply(event)
    dealer = game.state.dealer if game.state is not None else Seat.S
    for place, member in enumerate(game.places):  # everyone but the dealer is a computer
        if member is not None and game.seat_of(place) != dealer:
            game.places[place] = dataclasses.replace(member, person=False, token_hash=None)
    return game


def act(game: LawsKind, seat: Seat, text: str) -> list[Event]:
    events = game.propose_action(game.place_of_seat(seat), text)
    for event in events:
        game.apply(event)
    return events


def play_to(game: LawsKind, tricks: int) -> None:
    """Regular acts (the first offered, never a double) until ``tricks`` tricks are turned and quitted."""
    while True:
        referee = game.referee
        assert referee is not None
        hand = referee.hand
        if hand.phase == Phase.PLAY and len(hand.tricks) >= tricks and not hand.trick:
            return
        offered = [a for a in referee.legal_acts() if not str(a).endswith("double")]
        act(game, offered[0].seat, str(offered[0]).partition(":")[2].strip())


def claimed(code: str, seed: int, tricks: int) -> tuple[LawsKind, list[Event], int | None]:
    game = table(code, seed)
    play_to(game, tricks)
    referee = game.referee
    assert referee is not None
    dealer = referee.dealer
    made = dd_tricks(referee.hand, dealer.side)
    view = game.receiver_view(game.public_view(set()), game.place_of_seat(dealer)).model_dump()
    assert {"action": "claim-rest", "words": "I have the rest (claim the remaining tricks)"} \
        in view["laws"]["table_acts"]
    events = act(game, dealer, "claim-rest")
    referee = game.referee
    assert referee is not None
    if referee.pending is not None:  # P75: the adversary on the dealer's left may have the cards shown
        act(game, referee.pending.chooser, "choose show-hand")
        events = []
    return game, events, made


def test_english_1904_law_77_computer_adversaries_concede_a_claim_right_by_double_dummy() -> None:
    """P77 "the hands are abandoned, and the score must be left as claimed and admitted"."""
    for seed in range(40):
        game, _, made = claimed("english-1904", seed, 10)
        referee = game.referee
        assert referee is not None
        if made != 3:
            assert not referee.abandoned and not referee.conceded
            continue
        assert referee.abandoned and referee.conceded == {referee.dealer.left, referee.dealer.right}
        return
    raise AssertionError("no deal in 40 where the dealer's side takes the last three tricks")


def test_american_1905_law_74_the_claim_shows_the_dealers_cards_and_a_wrong_one_is_played_on() -> None:
    """W74 "If, however, the dealer should say, "I have the rest," ... ": his cards are shown with
    the claim; a computer adversary does not concede a claim double dummy refutes."""
    for seed in range(40):
        game, events, made = claimed("american-1905", seed, 9)
        referee = game.referee
        assert referee is not None
        if made is None or made >= tricks_left(referee.hand):
            continue
        public = game.public_view(set()).model_dump()
        shown = public["laws"]["claim"]
        assert shown["dealer"] == referee.dealer.name and len(shown["shown"]) == 4
        assert shown["conceded"] == [] and not any(isinstance(e, ActEvent) and "concede" in e.act
                                                    for e in events[1:])
        assert not referee.abandoned
        return
    raise AssertionError("no deal in 40 where the dealer's claim is wrong")


def test_american_1904_law_74_a_person_adversary_is_offered_the_concession() -> None:
    """A74 "If either or both of the dealer's adversaries throw his or their cards on the table"."""
    game = table("american-1904", 3)
    for place, member in enumerate(game.places):
        if member is not None:
            game.places[place] = dataclasses.replace(member, person=True, token_hash=member.name)
    play_to(game, 11)
    referee = game.referee
    assert referee is not None
    act(game, referee.dealer, "claim-rest")
    left = referee.dealer.left
    view = game.receiver_view(game.public_view(set()), game.place_of_seat(left)).model_dump()
    assert {"action": "concede", "words": "Concede the dealer's claim (throw my cards down)"} \
        in view["laws"]["table_acts"]
    act(game, left, "concede")
    act(game, referee.dealer.right, "concede")
    after = game.referee
    assert after is not None and after.abandoned
