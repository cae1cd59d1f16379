"""What a club table's summary and views add to a four-hand table's: its places, who sits out and
waits to cut in, each member's consecutive rubbers and points over the finished rubbers (never a
card). A member out of the rubber in play is sent a bystander's view (he has no seat)."""

from __future__ import annotations

from bridgewhist.web.tables.club import CLUB_KIND, ClubGame
from bridgewhist.web.views.models import ClubPart, Roster


def club_part(game: ClubGame) -> ClubPart:
    """The club table's part of its summary and of every view."""
    roster = game.roster
    by_label = {label: game.places[place] for label, place in game.label_place.items()}

    def name(label: str) -> str:
        member = by_label.get(label)
        return member.name if member is not None else label

    return ClubPart(kind=CLUB_KIND, places=game.size, sitting_out=[m.name for m in game.sitting_out()],
                    roster=None if roster is None else Roster(
                        consecutive={name(k): v for k, v in roster.consecutive.items()},
                        points={name(k): roster.points(k) for k in roster.members}))


__all__ = ["club_part"]
