"""What the table has seen in the deal in play, and so what a friendly table's undo and claims
may no longer do (issue 31, items 1 and 2).

An undo takes back only acts nobody has profited from seeing. So it never reaches:

- past the deal's last card (the end of the deal shows every hand, and scores it; a rubber won
  is won): :func:`undo_refusal` refuses any undo once the deal is over;
- across dummy laid down: dummy's hand is on the table from the opening lead, so the lead may
  be taken back only by itself, before another card is played, and nothing before it ever;
- across a hand shown with a claim or a concession: a claim is made cards up (P75, A74, W74),
  and those cards stay face up to the end of the deal (:class:`Shown`), so nothing made before
  the claim is taken back.

A claim costs what the laws make it cost: the claimer's hand, face up for the rest of the deal.
And each side claims once a deal: a claim the others decline (or that no line of play can give)
is not made again by either partner, so no sequence of claims reads the hidden hands through
the answers. Dummy takes no part in the play and claims nothing: the dealer claims for his side.
A concession stands once made: the conceder's cards are thrown down (P76, A74, W74), and he
cannot take them up again; his partner, who keeps his hand, may still play on.

>>> shown = Shown(deal=(1, 1))
>>> shown.show(Seat.S, floor=5).seats == frozenset({Seat.S}), shown.show(Seat.S, floor=5).floor
(True, 5)
"""

from __future__ import annotations

import dataclasses

from bridgewhist.seats import Seat, Side
from bridgewhist.state import Phase
from bridgewhist.table import Table
from bridgewhist.web.tables.places import Refused
from bridgewhist.words import action_words

__all__ = ["AT_ONCE", "Shown", "acted_since", "claim_refusal", "last_act", "lead_index", "undo_count",
           "undo_declined", "undo_floor", "undo_index", "undo_named_refusal", "undo_refusal"]

AT_ONCE = "an undo is agreed only at once, before anyone else acts"
"""How a fair player's refusal of an undo ends (:func:`undo_declined`): the words of the log."""
NO_UNDO = "no_undo"
"""The reason of every undo the rule refuses (the club-laws table's refusal has it too)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Shown:
    """What the deal ``deal`` (rubber, deal number) has shown beyond the cards played: the
    ``seats`` whose hands a claim laid face up, the ``floor`` (how many of the deal's actions
    were made before the last hand was shown: no undo takes them back), and the ``sides`` that
    have claimed."""

    deal: tuple[int, int] = (0, 0)
    seats: frozenset[Seat] = frozenset()
    floor: int = 0
    sides: frozenset[Side] = frozenset()

    def show(self, seat: Seat, floor: int) -> Shown:
        """The same, after ``seat`` claims with ``floor`` actions of the deal made."""
        return dataclasses.replace(self, seats=self.seats | {seat}, floor=max(self.floor, floor),
                                   sides=self.sides | {seat.side})


def undo_count(table: Table, seat: Seat) -> int:
    """How many actions of the deal in play an undo by ``seat`` takes back: his last action and
    every one after it (0: he has made none in this deal).

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> _ = table.apply(parse_action("leave")); _ = table.apply(parse_action("hearts"))
    >>> undo_count(table, Seat.S), undo_count(table, Seat.N), undo_count(table, Seat.E)
    (2, 1, 0)
    """
    states, actions = table.states, table.actions
    for index in range(len(actions) - 1, -1, -1):
        if states[index].actor == seat:
            return len(actions) - index
    return 0


def last_act(table: Table, seat: Seat) -> int | None:
    """The index among the deal's actions of ``seat``'s last one (None: he has made none), the
    act an undo by him takes back: his request names it (``undo 4``), so a request made on a view
    the page has not caught up with still takes back what he meant, or is refused.

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> _ = table.apply(parse_action("leave")); _ = table.apply(parse_action("hearts"))
    >>> last_act(table, Seat.S), last_act(table, Seat.N), last_act(table, Seat.E)
    (0, 1, None)
    """
    count = undo_count(table, seat)
    return len(table.actions) - count if count else None


def acted_since(table: Table, seat: Seat) -> list[Seat]:
    """The other seats that have acted since ``seat``'s last action, in order, each once (dummy's
    cards are the dealer's acts).

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> _ = table.apply(parse_action("leave")); _ = table.apply(parse_action("hearts"))
    >>> acted_since(table, Seat.S), acted_since(table, Seat.N)
    ([<Seat.N: 0>], [])
    """
    start = last_act(table, seat)
    if start is None:
        return []
    seats: list[Seat] = []
    for state in table.states[start + 1:len(table.actions)]:
        actor = state.actor
        if actor != seat and actor not in seats:
            seats.append(actor)
    return seats


def undo_index(text: str) -> int | None:
    """The act an undo request names (``undo 41``: the deal's action 41), None for any other text.

    >>> undo_index("undo 41"), undo_index("undo"), undo_index("SA")
    (41, None, None)
    """
    words = text.strip().lower().split()
    if len(words) == 2 and words[0] == "undo" and words[1].isdigit() and len(words[1]) <= 3:
        return int(words[1])
    return None


def undo_named_refusal(table: Table, seat: Seat, index: int) -> Refused | None:
    """Why an undo by ``seat`` naming the deal's action ``index`` is refused (None: it names his
    last action). The words say what his last action is now, never an event number.

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> _ = table.apply(parse_action("leave")); _ = table.apply(parse_action("hearts"))
    >>> undo_named_refusal(table, Seat.N, 1) is None
    True
    >>> undo_named_refusal(table, Seat.N, 0).message.split(": ")[1]
    'your last is “Hearts”; look at the table and ask again'
    """
    last = last_act(table, seat)
    if last == index:
        return None
    if last is None:
        return Refused("nothing_to_undo", f"{seat.full_name} has made no action in this deal to take back "
                       "(the action you asked to take back is of another deal, or was taken back)")
    words = action_words(table.states[last], table.actions[last])
    shown = words if words.startswith("the ") else f"“{words}”"
    return Refused("undo_moved_on", "the action you asked to take back is not your last one: your last is "
                   f"{shown}; look at the table and ask again")


def undo_declined(table: Table, seat: Seat) -> str | None:
    """Why a fair player declines ``seat``'s undo (None: he consents): others have acted since
    his last action, and seen it; what they did is not taken back.

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> _ = table.apply(parse_action("leave")); _ = table.apply(parse_action("hearts"))
    >>> undo_declined(table, Seat.S).split(": ")[0]
    "North has acted since South's last action, so it is not taken back"
    """
    others = acted_since(table, seat)
    if not others:
        return None
    names = " and ".join(other.full_name for other in others)
    verb = "has" if len(others) == 1 else "have"
    return f"{names} {verb} acted since {seat.full_name}'s last action, so it is not taken back: {AT_ONCE}"


def lead_index(table: Table) -> int | None:
    """The index of the opening lead among the deal's actions (None before it)."""
    states = table.states
    return next((i for i, state in enumerate(states[:-1]) if state.phase == Phase.PLAY), None)


def undo_floor(table: Table, shown: Shown) -> int:
    """How many of the deal's first actions no undo may take back: those before a hand shown by
    a claim, and, once dummy is down, everything up to the opening lead (the lead itself too,
    once another card is played).

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> for word in ("hearts", "satisfied", "satisfied"):
    ...     _ = table.apply(parse_action(word))
    >>> undo_floor(table, Shown())
    0
    >>> _ = table.apply(table.state.legal_actions()[0])
    >>> undo_floor(table, Shown())
    3
    >>> _ = table.apply(table.state.legal_actions()[0])
    >>> undo_floor(table, Shown()), undo_floor(table, Shown(floor=5))
    (4, 5)
    """
    floor = shown.floor
    lead = lead_index(table)
    if lead is not None:
        floor = max(floor, lead if len(table.actions) == lead + 1 else lead + 1)
    return floor


def undo_refusal(table: Table, shown: Shown, seat: Seat) -> Refused | None:
    """Why ``seat`` may not ask to take back his last action now (None: he may ask).

    >>> import random
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> undo_refusal(table, Shown(), Seat.S).reason
    'nothing_to_undo'
    """
    if table.deal_over:
        return Refused(NO_UNDO, "the deal is over: its last card is played and every hand is shown, "
                       "so nothing of it is taken back")
    count = undo_count(table, seat)
    if count == 0:
        return Refused("nothing_to_undo", f"{seat.full_name} has made no action in this deal to take back")
    start = len(table.actions) - count
    if start >= undo_floor(table, shown):
        return None
    lead = lead_index(table)
    if shown.floor > start:
        why = "a hand was shown with a claim after it, and what was seen is not taken back"
    elif lead is not None and start < lead:
        why = "dummy's hand is on the table since the opening lead, and what was seen is not taken back"
    else:
        why = ("dummy's hand is on the table and another card has been played since the opening "
               "lead: the lead is taken back only at once")
    return Refused(NO_UNDO, f"{seat.full_name}'s last action cannot be taken back: {why}")


def claim_refusal(table: Table, shown: Shown, seat: Seat) -> Refused | None:
    """Why ``seat`` may not claim or concede now (None: he may), apart from the number claimed.

    >>> import random
    >>> table = Table("english-1904", {s: s.name for s in Seat}, random.Random(1))
    >>> claim_refusal(table, Shown(), Seat.S).reason
    'wrong_phase'
    """
    state = table.state
    if state.phase != Phase.PLAY:
        return Refused("wrong_phase", "a claim is made in the play, once the cards are led")
    code = table.code
    if seat == state.dummy:
        return Refused("dummy_claims", "dummy takes no part in the play: the dealer claims for his "
                       "side", law=code.cite("irregularities", "dealer_claims_the_rest"))
    if seat.side in shown.sides:
        return Refused("claimed_once", "your side has claimed once in this deal: a claim the others "
                       "did not accept is not made again; play on")
    return None
