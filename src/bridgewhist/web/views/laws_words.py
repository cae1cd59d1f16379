"""The announcements of an act at a club-laws table, in words: the act as everyone saw it, the
trick it won, the referee's new public events with their laws (the hidden ones once the deal is
over), the ruling now waiting, and the deal's end.

Each line is ``{"kind": ..., "text": ...}``, kinds ``play``, ``declare``, ``ruling``,
``irregularity``, ``trick``, ``referee`` and ``score`` (docs/web-protocol.md).
"""

from __future__ import annotations

from bridgewhist.actions import ActionKind
from bridgewhist.acts import Act, Verb, parse_act
from bridgewhist.referee.referee import Referee
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.web.tables.events import ActEvent
from bridgewhist.web.tables.laws import LawsGame
from bridgewhist.web.views.announce import score_line
from bridgewhist.words import action_words, card_words

__all__ = ["describe_act", "who"]

Line = dict[str, str]


def who(game: LawsGame, seat: Seat) -> str:
    """A seat as the announcements name it: its member's name and the seat, else the seat."""
    member = game.place_at(seat)
    return f"{member.name} ({seat.full_name})" if member is not None else seat.full_name


def describe_act(game: LawsGame, event: ActEvent) -> list[Line]:
    """The announcements of an act just applied at a club-laws table (see the module)."""
    table = game.table
    assert table is not None
    before, after = table.before, table.referee
    return [_act_line(game, before, parse_act(event.act)), *_trick_line(game, before, after),
            *_referee_lines(before, after), *_ruling_line(game, before, after),
            *_end_line(game, table, before, after)]


def _act_line(game: LawsGame, before: Referee | None, act: Act) -> Line:
    """The act as everyone at the table saw it: a card (from dummy's hand too), a word of the
    declaration or doubling, a choice of the options offered, or another act."""
    name = who(game, act.seat)
    action = act.action
    if action is not None and action.kind == ActionKind.PLAY:
        holder = before.holder(action.value) if before is not None else act.seat
        if holder is not None and holder != act.seat:
            name = f"{name}, from dummy,"
        return {"kind": "play", "text": f"{name} plays {card_words(action.value)}."}
    if action is not None and before is not None:
        try:
            words = action_words(before.hand, action)
        except ValueError:
            words = str(action)
        return {"kind": "declare", "text": f"{name}: \u201c{words}\u201d"}
    if act.verb == Verb.CHOOSE and before is not None and before.pending is not None:
        option = before.pending.option(act.word)
        return {"kind": "ruling", "text": f"{name} chooses: {option.text if option else act.word} "
                f"({before.pending.law})."}
    if act.verb == Verb.HAVING_NONE:
        return {"kind": "irregularity", "text": f"{name} asks partner: \u201cHaving none?\u201d"}
    return {"kind": "irregularity", "text": f"{name}: {str(act).partition(':')[2].strip()}."}


def _trick_line(game: LawsGame, before: Referee | None, after: Referee) -> list[Line]:
    if before is None or len(after.hand.tricks) <= len(before.hand.tricks):
        return []
    trick = after.hand.tricks[-1]
    return [{"kind": "trick", "text": f"{who(game, trick.winner)} wins the trick: "
             f"North-South {after.hand.won[0]}, East-West {after.hand.won[1]}."}]


def _referee_lines(before: Referee | None, after: Referee) -> list[Line]:
    """The referee's new public events, and every hidden one once the hand is closed."""
    known = 0 if before is None else len(before.events)
    revealed = (after.is_over or after.hand_closed) and (
        before is None or not (before.is_over or before.hand_closed))
    return [{"kind": "referee", "text": f"Referee: {item.what}" + (f" ({item.law})." if item.law else ".")}
            for index, item in enumerate(after.events)
            if (index >= known and item.public) or (revealed and not item.public)]


def _ruling_line(game: LawsGame, before: Referee | None, after: Referee) -> list[Line]:
    ruling = after.pending
    if ruling is None or (before is not None and before.pending == ruling):
        return []
    offered = "; ".join(o.text for o in ruling.options)
    return [{"kind": "ruling", "text": f"{who(game, ruling.chooser)} to choose "
             f"({who(game, ruling.offender)}'s {ruling.irregularity}, {ruling.law}): {offered}."}]


def _end_line(game: LawsGame, table: RefereedTable, before: Referee | None, after: Referee) -> list[Line]:
    """The deal's end: its score, or no score and who deals again."""
    if not after.is_over or (before is not None and before.outcome == after.outcome):
        return []
    if after.result() is None:
        return [{"kind": "score", "text": f"The deal is {after.outcome}: no score; "
                 f"{who(game, table.next_dealer)} deals again."}]
    return [{"kind": "score", "text": score_line(game, after.hand)}]
