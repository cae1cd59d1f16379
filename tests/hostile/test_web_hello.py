"""The seat token never travels in a URL (issue 14, item 1): the websocket's first frame is a
``hello`` with the token; a token in the URL, a first frame that is no hello, or no hello in time
closes the connection with a documented code (docs/web-protocol.md, "Close codes")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bridgewhist.web import socket
from bridgewhist.web.app import create_app
from bridgewhist.web.socket import CLOSE_BAD_HELLO, CLOSE_NO_HELLO
from web.helpers import Player, hello, join, new_table

pytestmark = pytest.mark.hostile


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app("sqlite://", workers=0)) as test_client:
        yield test_client


def test_the_close_codes_are_the_documented_ones() -> None:
    assert (CLOSE_BAD_HELLO, CLOSE_NO_HELLO) == (4400, 4408)


def test_a_hello_with_the_token_takes_the_members_place(client: TestClient) -> None:
    table_id = new_table(client)
    token = join(client, table_id, "Ann")
    member, spectator = Player(client, table_id, token), Player(client, table_id, None)
    try:
        assert member.view["view"]["you"]["member"] == 0
        assert spectator.view["view"]["you"]["member"] is None
    finally:
        member.close()
        spectator.close()


@pytest.mark.parametrize("token", ["stale", None])
def test_a_token_in_the_url_is_refused_whatever_it_is(client: TestClient, token: str | None) -> None:
    table_id = new_table(client)
    good = join(client, table_id, "Ann")
    with client.websocket_connect(f"/ws/tables/{table_id}?token={token or good}") as ws, \
            pytest.raises(WebSocketDisconnect) as closed:
        ws.send_json(hello(good))
        ws.receive_text()
    assert closed.value.code == CLOSE_BAD_HELLO
    assert "never in the URL" in closed.value.reason


@pytest.mark.parametrize("first", ['{"type": "ping"}', '{"type": "action", "action": "HK", "seq": 0}',
                                   '{"type": "hello", "token": 7}', "not json", '[' * 50 + ']' * 50])
def test_a_first_frame_that_is_no_good_hello_closes_with_4400(client: TestClient, first: str) -> None:
    table_id = new_table(client)
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws, \
            pytest.raises(WebSocketDisconnect) as closed:
        ws.send_text(first)
        ws.receive_text()
    assert closed.value.code == CLOSE_BAD_HELLO
    assert closed.value.reason.startswith("the first frame must be a hello")
    assert len(closed.value.reason) <= 120


def test_no_hello_in_time_closes_with_4408(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(socket, "HELLO_TIMEOUT", 0.2)
    table_id = new_table(client)
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws, \
            pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_text()
    assert closed.value.code == CLOSE_NO_HELLO


def test_a_second_hello_is_refused_and_the_place_kept(client: TestClient) -> None:
    table_id = new_table(client)
    ann, bob = join(client, table_id, "Ann"), join(client, table_id, "Bob")
    player = Player(client, table_id, ann)
    player.drain()
    player.send(hello(bob))
    frame = player.ws.receive_json()
    assert frame["type"] == "error" and frame["reason"] == "bad_frame" and "first frame" in frame["message"]
    assert player.drain()["view"]["you"]["member"] == 0
    player.close()
