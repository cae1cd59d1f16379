"""The leak check of the web tests and the break-it suite: which cards a frame names, and every
frame of whole deals checked against the deals as dealt (from the finished records): a frame may
name only the receiver's own cards, the cards played before it, dummy's once the opening lead is
made, and the cards cut for partners."""

from __future__ import annotations

import json
import re
from typing import Any

from bridgewhist.cards import CardSet, Suit, parse_deal
from bridgewhist.seats import Seat

Frame = dict[str, Any]

CARD = re.compile(r"(?<![A-Za-z0-9])([SHDC][AKQJT2-9])(?![A-Za-z0-9])")
RANKS = {"ace": "A", "king": "K", "queen": "Q", "knave": "J", "ten": "T", "nine": "9", "eight": "8",
         "seven": "7", "six": "6", "five": "5", "four": "4", "three": "3", "two": "2"}
WORDS = re.compile(r"\b(" + "|".join(RANKS) + r") of (spades|hearts|diamonds|clubs)\b")


def cards_named(frame: Frame) -> set[str]:
    """Every card a frame names (in notation or in words), the finished deals' history aside."""
    data = dict(frame)
    if data.get("type") == "view":
        view = dict(data["view"])
        view.pop("history")
        data["view"] = view
    text = json.dumps(data)
    named = set(CARD.findall(text))
    for rank, suit in WORDS.findall(text):
        named.add(suit[0].upper() + RANKS[rank])
    return named


def _text(card_mask: int) -> set[str]:
    return {str(c) for c in CardSet(card_mask)}


def check_frames(everyone: list[Any], history: list[dict[str, Any]], marks: list[tuple[int, int, int]],
                 cut: dict[str, Any]) -> int:
    """Check every frame each receiver (a :class:`Player` or any client with ``view`` and
    ``frames``) got against the finished deals; ``marks`` says where each ``seq`` falls (deal,
    actions applied). The frames checked."""
    by_seq = {seq: (deal, applied) for seq, deal, applied in marks}
    cut_cards = {card for one in cut["rounds"] for card in one.values()}
    checked = 0
    for receiver in everyone:
        seat_name = receiver.view["view"]["you"]["seat"]
        seat = None if seat_name is None else Seat.parse(seat_name)
        for frame in receiver.frames:
            seq = frame.get("seq")
            if seq not in by_seq:
                continue  # an error frame or a pong: checked with the view that follows
            deal, applied = by_seq[seq]
            record = history[deal - 1]
            hands = parse_deal(record["hands"])
            dealer = Seat.parse(record["dealer"])
            plays = [a for a in record["actions"] if CARD.fullmatch(a)]
            calls = len(record["actions"]) - len(plays)
            played = set(plays[: max(0, applied - calls)])
            allowed = set(cut_cards) | played
            if seat is not None:
                allowed |= _text(hands[seat])
            if played:  # the opening lead is made: dummy is exposed
                allowed |= _text(hands[dealer.partner])
            if applied == len(record["actions"]):  # the deal is over: all may be seen
                allowed |= {str(c) for s in Suit for c in CardSet(sum(hands))}
            leaked = cards_named(frame) - allowed
            assert not leaked, (receiver.view["view"]["you"], frame.get("type"), sorted(leaked))
            # The finished deals only: the deal in play is never in the history.
            if frame.get("type") == "view":
                assert len(frame["view"]["history"]) == deal - 1 + (applied == len(record["actions"]))
            checked += 1
    assert checked > 500
    return checked
