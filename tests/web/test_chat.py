"""The table talk (issue 15, item 8): said by a seated member, kept with the table, read by all.

docs/web-protocol.md, "Table talk": one line of at most 300 characters, kept in ``bw_chat`` (no
``seq``: the table does not move), sent to every connection (spectators too) and to a connection
that opens later; a spectator does not speak (the bystander, English law 105, American law 106); a connection
talking too fast is refused ``too_fast``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web.app import create_app
from bridgewhist.web.chat import BURST, MAX_CHAT, RateLimit, clean_chat
from bridgewhist.web.tables.places import Refused
from web.helpers import Player, new_table, seat_all

Frame = dict[str, Any]


@contextmanager
def seated(client: TestClient, spectators: int = 1) -> Iterator[tuple[list[Player], list[Player]]]:
    """Four people at a new table, with spectators; every connection closed at the end."""
    players, watchers = seat_all(client, new_table(client), spectators=spectators)
    try:
        yield players, watchers
    finally:
        for p in players + watchers:
            p.close()


def chat_lines(player: Player) -> list[Frame]:
    """The chat frames a player has received, once every frame sent to him before his ping is read
    (another's line is sure to be among them only once its speaker's own ping is answered)."""
    player.drain()
    return [f for f in player.frames if f["type"] == "chat"]


def errors(player: Player) -> list[Frame]:
    player.drain()
    return [f for f in player.frames if f["type"] == "error"]


def test_a_line_said_goes_to_everyone_at_the_table_spectators_too(client: TestClient) -> None:
    with seated(client) as (players, watchers):
        seq = players[0].view["seq"]
        players[1].send({"type": "chat", "text": "  Good   evening,\tpartners  "})
        for someone in [players[1], *players, *watchers]:   # the speaker's pong follows his line
            lines = chat_lines(someone)
            assert [(line["name"], line["text"], line["n"], line["past"]) for line in lines] == [
                ("Bob", "Good evening, partners", 1, False)]
        # A line said changes nothing at the table: no seq taken, no view sent.
        assert players[0].drain()["seq"] == seq


def test_the_talk_is_kept_with_the_table_and_sent_to_a_connection_that_opens(database: str) -> None:
    with TestClient(create_app(database, workers=0)) as client:
        table_id = new_table(client)
        players, _ = seat_all(client, table_id, spectators=0)
        players[0].send({"type": "chat", "text": "Shall we cut?"})
        players[2].send({"type": "chat", "text": "<script>alert(1)</script>"})
        assert len(chat_lines(players[2])) == len(chat_lines(players[3])) == 2
        for p in players:
            p.close()
    with TestClient(create_app(database, workers=0)) as client:   # a restart
        late = Player(client, table_id, None)
        lines = chat_lines(late)
        assert [(line["name"], line["text"], line["past"]) for line in lines] == [
            ("Ann", "Shall we cut?", True), ("Cy", "<script>alert(1)</script>", True)]
        late.close()


def test_a_spectator_reads_but_does_not_speak(client: TestClient) -> None:
    with seated(client) as (players, watchers):
        watchers[0].send({"type": "chat", "text": "Play the king!", "ref": "w1"})
        refused = errors(watchers[0])
        assert refused[-1]["reason"] == "spectator" and refused[-1]["ref"] == "w1"
        assert refused[-1]["message"].endswith("(english-1904 law 105)")   # the table's code's own law
        assert chat_lines(players[0]) == []


@pytest.mark.parametrize(("text", "why"), [
    ("   ", "empty"),
    ("x" * (MAX_CHAT + 1), f"at most {MAX_CHAT} characters"),
    ("look\u202eright", "direction"),
])
def test_a_bad_line_is_refused_in_one_line_and_nothing_is_said(client: TestClient, text: str,
                                                               why: str) -> None:
    with seated(client, 0) as (players, _):
        players[0].send({"type": "chat", "text": text})
        refused = errors(players[0])
        assert refused[-1]["reason"] == "bad_chat" and why in refused[-1]["message"]
        assert "\n" not in refused[-1]["message"]
        assert chat_lines(players[1]) == []


def test_a_chat_frame_without_text_names_the_field(client: TestClient) -> None:
    with seated(client, 0) as (players, _):
        players[0].send({"type": "chat", "text": 3})
        refused = errors(players[0])[-1]
        assert refused["reason"] == "bad_frame" and '"text"' in refused["message"]


def test_a_connection_talking_too_fast_is_refused_the_others_are_not(client: TestClient) -> None:
    with seated(client, 0) as (players, _):
        for n in range(BURST + 2):
            players[0].send({"type": "chat", "text": f"line {n}"})
        assert [e["reason"] for e in errors(players[0])] == ["too_fast", "too_fast"]
        players[1].send({"type": "chat", "text": "my turn to speak"})
        chat_lines(players[1])
        assert [line["text"] for line in chat_lines(players[2])][-1] == "my turn to speak"
        assert len(chat_lines(players[2])) == BURST + 1


def test_the_rate_refills_with_time() -> None:
    now = [0.0]
    limit = RateLimit(burst=2, every=3.0, clock=lambda: now[0])
    assert [limit.take(), limit.take()] == [0.0, 0.0]
    assert limit.take() == pytest.approx(3.0)
    now[0] = 1.5
    assert limit.take() == pytest.approx(1.5)
    now[0] = 3.0
    assert limit.take() == 0.0


def test_clean_chat_keeps_unicode_and_refuses_controls() -> None:
    assert clean_chat("Ame\u0301lie  says ♠") == "Amélie says ♠"
    with pytest.raises(Refused, match="control"):
        clean_chat("bell\x07")
