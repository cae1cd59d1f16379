"""What just happened at a table, in words, for everyone at it (the event frames).

Each applied event is described once, for all receivers, so a description may only name what
everyone present could see: who joined, the cut, the words said, the cards played, the tricks
and the score. It never names a card still in a hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgewhist.actions import ActionKind, parse_action
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState
from bridgewhist.web.tables.events import CutEvent, Event, JoinEvent, LeaveEvent, NextEvent, SeatActionEvent
from bridgewhist.web.tables.places import Member
from bridgewhist.web.views.four_hand import AnyRubberGame, card_text
from bridgewhist.words import action_words, card_words


def _who(game: AnyRubberGame, seat: Seat) -> str:
    member = game.place_at(seat)
    return f"{member.name} ({seat.full_name})" if member is not None else seat.full_name


def place_announcement(places: Sequence[Member | None],
                       event: JoinEvent | LeaveEvent) -> list[dict[str, str]]:
    """The announcement of a ``join`` or ``leave`` event just applied to a table's places."""
    member = places[event.place]
    if isinstance(event, JoinEvent):
        assert member is not None
        what = "takes a place" if member.person else "takes a place as a computer player"
        return [{"kind": "join" if member.person else "fill", "text": f"{member.name} {what}."}]
    name = member.name if member is not None else "A player"
    return [{"kind": "leave", "text": f"{name} leaves the table."}]


def describe(game: AnyRubberGame, event: Event) -> list[dict[str, str]]:
    """The announcements of an event just applied to a four-handed table (strict or club):
    ``[{"kind", "text"}, ...]``."""
    table = game.table
    if isinstance(event, JoinEvent | LeaveEvent):
        return place_announcement(game.places, event)
    assert table is not None
    if isinstance(event, CutEvent):
        cut = table.cut
        assert cut is not None
        cards = ", ".join(f"{name} {card_text(int(card))}" for name, card in cut.rounds[0].items())
        state = table.state
        return [{"kind": "cut", "text": f"Rubber {game.rubber_number}: the cut for partners and deal "
                 f"({cards}): {cut.dealer} deals; {cut.order[0]} and {cut.order[1]} play against "
                 f"{cut.order[2]} and {cut.order[3]}."},
                {"kind": "deal", "text": f"{_who(game, state.dealer)} deals deal 1."}]
    if isinstance(event, NextEvent):
        return [{"kind": "deal", "text": f"{_who(game, table.state.dealer)} deals deal {table.deal_number}."}]
    if isinstance(event, SeatActionEvent):
        return _describe_action(game, event)
    return []


def _describe_action(game: AnyRubberGame, event: SeatActionEvent) -> list[dict[str, str]]:
    table = game.table
    assert table is not None
    states = table.states
    before: HandState = states[-2]
    after: HandState = states[-1]
    action = parse_action(event.action)
    seat = Seat.parse(event.seat)
    out: list[dict[str, str]] = []
    if action.kind == ActionKind.PLAY:
        who = _who(game, before.turn)
        if before.turn != seat:
            who = f"{_who(game, seat)}, from dummy,"
        out.append({"kind": "play", "text": f"{who} plays {card_words(action.value)}."})
        if len(after.tricks) > len(before.tricks):
            trick = after.tricks[-1]
            out.append({"kind": "trick", "text": f"{_who(game, trick.winner)} wins the trick: "
                        f"North-South {after.won[0]}, East-West {after.won[1]}."})
    else:
        kind = "declare" if action.kind in (ActionKind.DECLARE, ActionKind.LEAVE) else "double"
        out.append({"kind": kind, "text": f"{_who(game, seat)}: “{action_words(before, action)}”"})
    if after.is_complete:
        out.append({"kind": "score", "text": score_line(game, after)})
    return out


def score_line(game: AnyRubberGame, state: HandState) -> str:
    """The deal's end in words: the tricks each side won, what each scored, the rubber's end."""
    table = game.table
    assert table is not None
    rubber = table.rubber
    deal = rubber.deals[-1]
    parts = [f"The deal is over: North-South {state.won[0]} tricks, East-West {state.won[1]}."]
    for side in Side:
        below, above = deal.points(side, below=True), deal.points(side, below=False)
        if below or above:
            name = "North-South" if side == Side.NS else "East-West"
            parts.append(f"{name} score {below} below the line and {above} above.")
    if rubber.is_over:
        parts.append(f"The rubber is over: {rubber.rubber_over_text()}.")
    return " ".join(parts)


__all__ = ["describe", "place_announcement", "score_line"]
