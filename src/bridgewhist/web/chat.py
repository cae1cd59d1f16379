"""The table talk: a line said by a seated member, kept with the table and sent to everyone there.

A line is free text, one line of at most :data:`MAX_CHAT` characters (NFC, runs of white space
made one space; no control, direction or zero-width character). It is kept in the store's
``bw_chat`` (not in the table's event log: it changes nothing at the table and takes no
``seq``), then sent to every connection, spectators too, as a ``chat`` frame; a connection that
opens is sent the last :data:`HISTORY` lines (``past``: true). Spectators read but do not speak:
the bystander "must on no account say anything unless appealed to" (American law 106; English
law 105: the refusal cites the table's code's own, :func:`spectator_refusal`). Each seat may
say :data:`BURST` lines at once, then one every :data:`EVERY` seconds
(:class:`~bridgewhist.web.seat_limits.RateLimit`), however many connections it has open
(:mod:`bridgewhist.web.seat_limits`). The server never reads what is said: a player who
names his cards in the talk does so as he could aloud at a real table. In a site of several
processes on PostgreSQL (docs/deploy.md) each line kept is notified on ``bw_chat`` (``"<table_id>
<n>"``) and every other process holding the table sends it to its connections (:func:`listen`).

>>> clean_chat("  Good   evening,\\tpartner ")
'Good evening, partner'
>>> limit = RateLimit(burst=2, every=10.0, clock=lambda: 0.0)
>>> limit.take(), limit.take(), limit.take()
(0.0, 0.0, 10.0)
"""

from __future__ import annotations

import logging
import unicodedata
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel

from bridgewhist.laws.code import LawCode
from bridgewhist.web.connection import Connection
from bridgewhist.web.hub import Hub
from bridgewhist.web.models import REFUSED_CATEGORIES
from bridgewhist.web.room import REMEMBER, Room
from bridgewhist.web.seat_limits import TALK_BURST, TALK_EVERY, RateLimit, wait_words
from bridgewhist.web.store import CHAT_CHANNEL
from bridgewhist.web.tables.places import Refused

MAX_CHAT = 300
"""The most characters a line of table talk may have, once normalised."""
HISTORY = 50
"""How many of the last lines a connection is sent when it opens."""
BURST = TALK_BURST
"""Lines a seat may say at once."""
EVERY = TALK_EVERY
"""Seconds after which a seat may say one more line (past the burst)."""
LOG = logging.getLogger("bridgewhist.web")


class ChatLine(BaseModel):
    """The ``chat`` frame: line ``n`` of the table, said by ``name`` from ``place`` at ``at``."""

    type: Literal["chat"] = "chat"
    n: int
    at: str
    place: int
    name: str
    text: str
    past: bool = False


def clean_chat(text: str) -> str:
    """A line of talk as kept (NFC, one line, runs of white space made one space).

    :raises Refused: ``bad_chat`` for an empty line, one longer than :data:`MAX_CHAT` characters,
        or one holding a control, direction or zero-width character.
    """
    kept = " ".join(unicodedata.normalize("NFC", text).split())
    if not kept:
        raise Refused("bad_chat", "there is nothing to say: the line is empty")
    if len(kept) > MAX_CHAT:
        raise Refused("bad_chat", f"a line of table talk may be at most {MAX_CHAT} characters, "
                      f"not {len(kept)}")
    for at, char in enumerate(kept, 1):
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            raise Refused("bad_chat", f"table talk may not hold control, direction or zero-width characters: "
                          f"{char!r} at {at}")
    return kept


def spectator_refusal(code: LawCode) -> Refused:
    """Why a spectator may not speak, citing the bystanders' law of the table's ``code`` from its
    data (``general.bystander_silent``).

    >>> from bridgewhist.laws import load_law_code
    >>> spectator_refusal(load_law_code("english-1904")).law
    'english-1904 law 105'
    """
    law = code.cite("general", "bystander_silent")
    return Refused("spectator", "a spectator reads the table talk but does not speak: the bystander "
                   f"says nothing unless appealed to ({law})", law=law)


async def say(hub: Hub, room: Room, connection: Connection, limit: RateLimit, text: str) -> None:
    """A seated member says ``text``: kept, then sent to everyone at the table.

    :raises Refused: ``spectator`` (a spectator reads but does not speak), ``bad_chat``,
        ``too_fast`` (past the seat's rate, ``limit``), ``storage_failed``.
    """
    place = connection.place
    if place is None:
        raise spectator_refusal(room.game.config.code)
    kept = clean_chat(text)
    wait = limit.take()
    if wait:
        raise Refused("too_fast", f"you are talking too fast: wait {wait_words(wait)} before the next line")
    member = room.game.places[place]
    name = member.name if member is not None else f"place {place + 1}"
    at = datetime.now(UTC).isoformat(timespec="seconds")
    table_id = room.game.config.table_id
    try:
        n = await hub.db(hub.store.append_chat, table_id, at, place, name, kept)
    except Exception:
        raise Refused("storage_failed", "the line could not be kept; nothing was said", status=503) from None
    room.remember(n)
    line = ChatLine(n=n, at=at, place=place, name=name, text=kept).model_dump_json()
    for other in room.connections:
        other.send(line)


def listen(hub: Hub) -> None:
    """Relay the lines said through the other processes of a site to this one's connections
    (call before the hub starts; on SQLite nothing is ever notified). Each relay is a task of
    the hub's (:meth:`~bridgewhist.web.hub.Hub.spawn`), cancelled when it stops."""

    def heard(table_id: str, n: int) -> None:
        room = hub.rooms.get(table_id)
        if room is None or room.has_said(n) or not room.connections:
            return
        hub.spawn(_relay(hub, room, n))

    hub.listeners[CHAT_CHANNEL] = heard


async def _relay(hub: Hub, room: Room, n: int) -> None:
    try:
        row = await hub.db(hub.store.chat_line, room.game.config.table_id, n)
    except Exception as error:  # the database gone: the line is there for the next connection
        LOG.warning("table %s: relaying line %d failed (%s)", room.game.config.table_id, n,
                    type(error).__name__)
        return
    if row is None or room.has_said(n):   # said here meanwhile (the database's thread is first in, first out)
        return
    room.remember(n)
    line = ChatLine(n=row.n, at=row.at, place=row.place, name=row.name, text=row.text).model_dump_json()
    for connection in room.connections:
        connection.send(line)


async def send_history(hub: Hub, room: Room, connection: Connection) -> None:
    """Send a connection that opens the table's last :data:`HISTORY` lines (``past``)."""
    rows = await hub.db(hub.store.chat, room.game.config.table_id, HISTORY)
    for row in rows:
        connection.send(ChatLine(n=row.n, at=row.at, place=row.place, name=row.name, text=row.text,
                                 past=True).model_dump_json())


__all__ = ["BURST", "EVERY", "HISTORY", "MAX_CHAT", "REMEMBER", "ChatLine", "RateLimit", "clean_chat",
           "listen", "say", "send_history", "spectator_refusal"]
