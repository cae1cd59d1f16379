"""The score pads' answers typed and published (issue 33, items 1 and 3): every answer of the
pad's routes (created, read by its keeper and by a share link, each operation, a refusal) over
two whole rubbers of the books (Hoyle's, with a correction, a deletion and the agreement; Ames's
sheet) and a points-only pad validates against its schema in docs/schema/, and is, byte for
byte, the JSON of the pad's own view (``bridgewhist.pad.view``) that the routes sent untyped."""

from __future__ import annotations

import json
import typing
from typing import Any

import httpx2 as httpx
import pytest
from fastapi.testclient import TestClient

from bridgewhist.laws import load_law_code
from bridgewhist.pad import Pad, view
from bridgewhist.pad.entry import HonoursCall
from bridgewhist.web.pad_views import HonoursCalled, PadScoring
from support.pads import AMES_DEALS, AMES_PLAYERS, HOYLE_DEALS, HOYLE_PLAYERS
from web.helpers import published

pytestmark = pytest.mark.web

def untyped(client: TestClient, pad_id: str, token: str) -> dict[str, Any]:
    """The pad's view as the pad's layer builds it, from the pad's own document."""
    document = client.get(f"/api/pads/{pad_id}/pad.json", headers={"X-Pad-Token": token}).json()
    shown: dict[str, Any] = view(Pad.from_dict(document))
    return shown


def same_bytes(answer: httpx.Response, expected: dict[str, Any]) -> None:
    """``answer``'s body is ``expected`` as the routes sent it untyped (Starlette's JSON)."""
    text = json.dumps(expected, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    assert answer.content == text.encode("utf-8")


def play(client: TestClient, new: dict[str, Any], ops: list[dict[str, Any]]) -> int:
    """Create a pad, apply ``ops``, check every answer; the number of answers checked."""
    created, answer = published("pad-created"), published("pad-answer")
    made = client.post("/api/pads", json=new)
    assert made.status_code == 201
    body = made.json()
    created.validate(body)
    pad_id, edit, share = body["pad_id"], body["edit_token"], body["share_token"]
    same_bytes(made, {"pad_id": pad_id, "edit_token": edit, "share_token": share,
                      "url": f"/pad/#id={pad_id}&key={edit}", "share_url": f"/pad/#id={pad_id}&key={share}",
                      "pad": untyped(client, pad_id, edit)})
    checked = 1
    for op in ops:
        done = client.post(f"/api/pads/{pad_id}/ops", json=op, headers={"X-Pad-Token": edit})
        assert done.status_code == 200, done.text
        answer.validate(done.json())
        same_bytes(done, {"pad_id": pad_id, "can_edit": True, "pad": untyped(client, pad_id, edit)})
        kept = client.get(f"/api/pads/{pad_id}", headers={"X-Pad-Token": edit})
        answer.validate(kept.json())
        same_bytes(kept, {"pad_id": pad_id, "can_edit": True, "pad": untyped(client, pad_id, edit),
                          "share_url": body["share_url"]})
        shown = client.get(f"/api/pads/{pad_id}", headers={"X-Pad-Token": share})
        answer.validate(shown.json())
        same_bytes(shown, {"pad_id": pad_id, "can_edit": False, "pad": untyped(client, pad_id, edit)})
        checked += 3
    refused = client.post(f"/api/pads/{pad_id}/ops", json={"op": "enter", "entry": {"dealer": "N"}},
                          headers={"X-Pad-Token": share})
    assert refused.status_code == 403
    published("pad-error-body").validate(refused.json())
    return checked + 1


def test_every_answer_of_hoyles_rubber_with_a_correction_and_a_deletion_is_typed_and_unchanged(
        client: TestClient) -> None:
    ops: list[dict[str, Any]] = [{"op": "enter", "entry": deal, "op_id": f"phone-{n}"}
                                 for n, deal in enumerate(HOYLE_DEALS[:3])]
    ops += [{"op": "correct", "deal": 3, "entry": {**HOYLE_DEALS[2], "chicane": {"NS": 1}}},
            {"op": "enter", "entry": {"dealer": "W", "strain": "S", "tricks": {"NS": 13, "EW": 0},
                                      "honours": {"side": "NS", "call": "simple"}}},
            {"op": "delete", "deal": 5},
            *({"op": "enter", "entry": deal} for deal in HOYLE_DEALS[3:]),
            {"op": "agree"}]
    assert play(client, {"law_code": "english-1904", "players": HOYLE_PLAYERS, "first_dealer": "N",
                         "title": "Hoyle's rubber — à la carte"}, ops) == 1 + 3 * len(ops) + 1


def test_every_answer_of_ames_sheet_under_a_house_limit_is_typed_and_unchanged(client: TestClient) -> None:
    ops = [{"op": "enter", "entry": deal} for deal in AMES_DEALS]
    play(client, {"law_code": "american-1904", "house": {"doubling_limit": 100}, "players": AMES_PLAYERS,
                  "first_dealer": "N", "we": "EW"}, ops)


def test_every_answer_of_a_points_only_pad_is_typed_and_unchanged(client: TestClient) -> None:
    points = {"NS": {"below": 24, "above": 16}, "EW": {"below": 0, "above": 0}}   # hearts, simple honours
    play(client, {"law_code": "american-1905", "players": AMES_PLAYERS, "first_dealer": "E",
                  "points_only": True},
         [{"op": "enter", "entry": {"dealer": "E", "points": points}},
          {"op": "correct", "deal": 1, "entry": {"dealer": "E", "points": {**points, "NS": {"below": 24,
                                                                                           "above": 32}}}}])


def test_the_pads_scoring_model_holds_every_scoring_law_of_each_code() -> None:
    for key in ("english-1904", "american-1904", "american-1905"):
        scoring = load_law_code(key).scoring.to_dict()
        assert list(PadScoring.model_fields) == list(scoring)
        assert PadScoring.model_validate(scoring).model_dump(mode="json") == json.loads(json.dumps(scoring))


def test_the_pads_answers_are_in_the_openapi_page(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    created = paths["/api/pads"]["post"]["responses"]["201"]["content"]["application/json"]["schema"]
    assert created == {"$ref": "#/components/schemas/PadCreated"}
    for path, method in (("/api/pads/{pad_id}", "get"), ("/api/pads/{pad_id}/ops", "post")):
        answer = paths[path][method]["responses"]["200"]["content"]["application/json"]["schema"]
        assert answer == {"$ref": "#/components/schemas/PadAnswer"}


def test_the_honours_calls_typed_are_the_pads_own() -> None:
    """``HonoursCalled.call`` spells out the words of :class:`HonoursCall` for the schema: the two
    lists stay the same, in the same order (a call added to the pad must be added to the answer)."""
    typed = typing.get_args(HonoursCalled.model_fields["call"].annotation)
    assert typed == tuple(call.value for call in HonoursCall)
