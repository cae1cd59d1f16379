"""The published JSON Schema of the web table's messages (docs/schema/, issue 33, item 1): current
with the models, and true of what the server sends: every frame each receiver got in a played
rubber of each kind of table (the golden frames, which ``test_golden_frames.py`` keeps equal to
what the server sends now) and every HTTP answer of those rubbers validate against it."""

from __future__ import annotations

import copy
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from web.golden_play import KINDS, Kind, load

pytestmark = pytest.mark.web

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "docs" / "schema"
ANSWERS = {"create": "created", "summary": "table-summary", "tables": "table-list"}
"""The schema of each HTTP answer kept with the golden frames (the records have their own format)."""
VIEWS = {"four": "FourHandView", "laws": "LawsView", "three-hand": "ThreeView", "club": "ClubView"}
"""The view of each kind of table, among those a view frame may hold."""


def tool() -> ModuleType:
    """tools/web_schema.py, loaded as a module."""
    spec = importlib.util.spec_from_file_location("web_schema", ROOT / "tools" / "web_schema.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["web_schema"] = module
    spec.loader.exec_module(module)
    return module


def validator(name: str, view: str | None = None) -> Draft202012Validator:
    """The validator of the published schema ``name`` (``view-frame``...), itself checked; for a
    view frame, ``view`` names the one kind of view it must hold (``FourHandView``...)."""
    schema = json.loads((SCHEMA / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    if view is not None:
        assert {"$ref": f"#/$defs/{view}"} in schema["properties"]["view"]["anyOf"]
        schema["properties"]["view"] = {"$ref": f"#/$defs/{view}"}
    return Draft202012Validator(schema)


def test_the_published_schema_is_current() -> None:
    assert tool().stale() == [], "docs/schema/ is not current: run python tools/web_schema.py"


@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
def test_every_frame_and_answer_of_a_played_rubber_matches_its_schema(kind: Kind) -> None:
    capture = load(kind)
    frames: dict[str, Draft202012Validator] = {"view": validator("view-frame", VIEWS[kind.name])}
    seen: set[str] = set()
    checked: set[str] = set()   # a frame sent to several receivers is checked once
    for name, texts in capture.receivers.items():
        for index, text in enumerate(texts):
            if text in checked:
                continue
            checked.add(text)
            frame = json.loads(text)
            check = frames.get(frame["type"]) or frames.setdefault(frame["type"],
                                                                   validator(f"{frame['type']}-frame"))
            error = next(iter(check.iter_errors(frame)), None)
            assert error is None, f"{kind.name}, {name}, frame {index}: {error}"
            seen.add(frame["type"])
    assert {"view", "event"} <= seen
    for answer in capture.http:
        schema = ANSWERS.get(answer["request"], "error-body" if answer["status"] >= 400 else None)
        if schema is not None:
            validator(schema).validate(json.loads(answer["text"]))


def first_view(kind: Kind) -> dict[str, Any]:
    """The last view frame the first player of ``kind`` got in the golden rubber."""
    texts = load(kind).receivers[list(load(kind).receivers)[1]]
    frame: dict[str, Any] = json.loads(next(t for t in reversed(texts) if t.startswith('{"type":"view"')))
    return frame


def test_the_schema_refuses_a_view_not_as_sent() -> None:
    check = validator("view-frame", VIEWS[KINDS[0].name])
    view = first_view(KINDS[0])
    check.validate(view)
    for change in ("card", "extra", "missing", "seat"):
        broken = copy.deepcopy(view)
        inner = broken["view"]
        if change == "card":
            inner["hands"] = {seat: [14] for seat in inner["hands"]}
        elif change == "extra":
            inner["hidden_hands"] = {}
        elif change == "missing":
            del inner["legal"]
        else:
            inner["you"]["seat"] = "X"
        with pytest.raises(ValidationError):
            check.validate(broken)
