"""Which computer players a server offers (issue 35, item 1): ``GET /api/computers`` lists the
players that can run here, the lobby offers only those, and a table asked for another is refused."""

from __future__ import annotations

import importlib.util

import pytest
from fastapi.testclient import TestClient

from bridgewhist.web import app as web_app


def test_the_solver_installed_offers_every_player(client: TestClient) -> None:
    if importlib.util.find_spec("endplay") is None:
        pytest.fail("endplay does not import: the web extra installs the solver (pyproject.toml)")
    response = client.get("/api/computers")
    assert response.status_code == 200, response.text
    assert response.json() == {"available": ["random", "maxims", "learned", "ddmc",
                                                  "partner", "alphamu"]}
    created = client.post("/api/tables", json={"computer": "ddmc"})
    assert created.status_code == 201, created.text


def test_without_the_solver_only_the_players_that_run_are_offered(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_app, "STRENGTHS", ("random", "maxims"))
    assert client.get("/api/computers").json() == {"available": ["random", "maxims"]}
    refused = client.post("/api/tables", json={"computer": "ddmc"})
    assert refused.status_code == 422, refused.text
    assert refused.json()["error"]["reason"] == "unknown_computer"
    assert "expected one of random, maxims" in refused.json()["error"]["message"]
