"""A Hypothesis fuzzer over the HTTP bodies and the websocket frames of a real ``bridgewhist
serve`` (issue 14, item 7): whatever arrives, the answer is a documented status with the error
body, or an error frame on a connection that goes on; never a 500, a dropped connection or a
traceback in the log (checked when the module's server stops). ``--long`` tries many more."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from support.hostile import Client, Figures, new_table

pytestmark = pytest.mark.hostile

QUICK, LONG = 120, 4000
"""Inputs tried by each fuzzer: the quick form, the long form."""
DOCUMENTED = {200, 201, 400, 401, 404, 409, 413, 422}

scalars = (st.none() | st.booleans() | st.integers(min_value=-(10**30), max_value=10**30)
           | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=60))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=12), inner, max_size=4), max_leaves=12)
FIELDS = ["code", "house", "mode", "computer", "seed", "kind", "places", "scoring", "games", "deal_count",
          "name", "type", "action", "seq", "ref", "token"]
bodies = st.dictionaries(st.sampled_from(FIELDS), values, max_size=6) | values
frames = (st.dictionaries(st.sampled_from(FIELDS), values, max_size=5).map(json.dumps)
          | st.fixed_dictionaries({"type": st.sampled_from(["action", "ping", "hello", "shout"])},
                                  optional={"action": values, "seq": values, "ref": values, "token": values}
                                  ).map(json.dumps)
          | st.text(max_size=200) | values.map(json.dumps))


def _examples(request: pytest.FixtureRequest) -> int:
    return LONG if request.config.getoption("long", default=False) else QUICK


def test_any_http_body_gets_a_documented_answer(live: tuple[int, Path], request: pytest.FixtureRequest,
                                                figures: Figures) -> None:
    port, _ = live
    base = f"http://127.0.0.1:{port}/api/tables"
    table, _ = new_table(port, {"code": "english-1904"}, [])

    @settings(max_examples=_examples(request), deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(body=bodies, route=st.sampled_from(["", f"/{table}/join", f"/{table}/fill", "/nothing/join"]))
    def post(body: Any, route: str) -> None:
        answer = httpx.post(base + route, content=json.dumps(body),
                            headers={"content-type": "application/json"}, timeout=30)
        assert answer.status_code in DOCUMENTED, (answer.status_code, body, answer.text[:300])
        if answer.status_code >= 400:
            assert set(answer.json()["error"]) == {"reason", "message", "law"}
            assert len(answer.text) < 2000
        figures.add("fuzzer, HTTP bodies", inputs=1)

    post()


def test_any_websocket_frame_gets_an_error_frame_and_the_connection_goes_on(
        live: tuple[int, Path], request: pytest.FixtureRequest, figures: Figures) -> None:
    port, _ = live
    table, tokens = new_table(port, {"code": "english-1904"}, ["Ann", "Bob", "Cy", "Di"])
    seat, spectator = Client(port, table, tokens[0]), Client(port, table, None)

    @settings(max_examples=_examples(request), deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(text=frames, who=st.booleans())
    def send(text: str, who: bool) -> None:
        client = seat if who else spectator
        client.frames.clear()
        client.ws.send(text)
        client.drain()    # the connection goes on: the ping is answered
        for frame in client.frames:
            assert frame["type"] in {"view", "event", "error", "pong"}, frame
        figures.add("fuzzer, websocket frames", inputs=1)

    send()
    seat.close()
    spectator.close()
