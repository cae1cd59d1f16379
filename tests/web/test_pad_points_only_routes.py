"""A points-only score pad over HTTP (issue 36): made with ``points_only``, Ames's sheet entered
as figures gives 146, a bad figure is a 422 naming its field, and the record answers in one
line that it cannot hold points only instead of writing something false."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from support.pad_points import AMES_POINTS, points_entry
from support.pads import AMES_PLAYERS

pytestmark = pytest.mark.web


def test_a_points_only_pad_over_http(client: TestClient) -> None:
    made = client.post("/api/pads", json={"law_code": "american-1904", "players": AMES_PLAYERS,
                                          "first_dealer": "N", "points_only": True})
    assert made.status_code == 201 and made.json()["pad"]["points_only"] is True
    headers = {"X-Pad-Token": made.json()["edit_token"]}
    base = f"/api/pads/{made.json()['pad_id']}"
    bad = client.post(f"{base}/ops", headers=headers,
                      json={"op": "enter", "entry": points_entry("N", "NS", 22, 0)})
    assert bad.status_code == 422
    assert bad.json()["error"]["field"] == "entry.points.NS.below"
    for entry in AMES_POINTS:
        answer = client.post(f"{base}/ops", headers=headers, json={"op": "enter", "entry": entry})
        assert answer.status_code == 200, answer.text
    block = answer.json()["pad"]["block"]
    assert block["net"] == {"side": "we", "points": 146}
    for path in ("/record.json", "/record.pbn"):
        refused = client.get(base + path, headers=headers)
        assert refused.status_code == 422
        error = refused.json()["error"]
        assert error["reason"] == "no_record" and "points-only pad has no JSON or PBN record" \
            in error["message"]
    assert client.get(base + "/pad.json", headers=headers).json()["points_only"] is True


def test_points_only_must_be_true_or_false(client: TestClient) -> None:
    made = client.post("/api/pads", json={"law_code": "american-1904", "players": AMES_PLAYERS,
                                          "first_dealer": "N", "points_only": "yes"})
    assert made.status_code == 422 and made.json()["error"]["field"] == "points_only"
