"""Generate docs/schema/: the JSON Schema of every message of the web table, from its pydantic model.

One file a message, each whole (its own ``$defs``): the frames the server sends on a table's
websocket (``view``, ``event``, ``error``, ``pong``, ``hint``, ``advice``, ``chat``), the frames a
client may send, and the HTTP bodies of the API. The server's messages are described as they are
serialized (``mode="serialization"``), the client's as they are read. The browser's types are
generated from these files (docs/architecture.md, "How a view is typed").

Run ``python tools/web_schema.py`` to write the files again; ``--check`` only says whether they
are current (exit 1 when not). ``tests/web/test_schema.py`` fails when they are stale.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from pydantic import BaseModel, TypeAdapter  # noqa: E402

from bridgewhist.web.advisor import AdviceAnswer  # noqa: E402
from bridgewhist.web.analysis_models import (  # noqa: E402
    AnalysisBoard,
    AnalysisLine,
    BranchAnswer,
    BranchBody,
    PbnBody,
    PbnBranchBody,
    PbnLineBody,
)
from bridgewhist.web.chat import ChatLine  # noqa: E402
from bridgewhist.web.explained import ExplainAnswer  # noqa: E402
from bridgewhist.web.hints import HintAnswer  # noqa: E402
from bridgewhist.web.models import (  # noqa: E402
    ClientFrame,
    Computers,
    Created,
    CreateTable,
    ErrorBody,
    ErrorFrame,
    EventFrame,
    Health,
    Joined,
    JoinTable,
    PongFrame,
    TableList,
    TableSummary,
    ViewFrame,
)
from bridgewhist.web.pad_models import NewPad, PadErrorBody, PadOp  # noqa: E402
from bridgewhist.web.pad_views import PadAnswer, PadCreated  # noqa: E402
from bridgewhist.web.problem_models import ProblemList, PuzzleAnswer, Solved  # noqa: E402

OUTPUT = ROOT / "docs" / "schema"
DIALECT = "https://json-schema.org/draft/2020-12/schema"
Mode = Literal["validation", "serialization"]

SERVER_FRAMES: dict[str, type[BaseModel]] = {
    "view": ViewFrame, "event": EventFrame, "error": ErrorFrame, "pong": PongFrame,
    "hint": HintAnswer, "advice": AdviceAnswer, "chat": ChatLine,
}
"""The frames the server sends on a table's websocket, by their ``type``."""

HTTP_ANSWERS: dict[str, type[BaseModel]] = {
    "table-summary": TableSummary, "table-list": TableList, "created": Created, "joined": Joined,
    "error-body": ErrorBody, "health": Health, "computers": Computers,
    "analysis-board": AnalysisBoard, "analysis-line": AnalysisLine, "analysis-branch": BranchAnswer,
    "explain-answer": ExplainAnswer, "pad-created": PadCreated, "pad-answer": PadAnswer,
    "pad-error-body": PadErrorBody, "problem-list": ProblemList, "problem-solved": Solved,
    "problem-step": PuzzleAnswer,
}
"""The bodies the HTTP API answers with."""

HTTP_BODIES: dict[str, type[BaseModel]] = {
    "create-table": CreateTable, "join-table": JoinTable, "branch-body": BranchBody, "pbn-body": PbnBody,
    "pbn-line-body": PbnLineBody, "pbn-branch-body": PbnBranchBody, "new-pad": NewPad, "pad-op": PadOp,
}
"""The bodies a client sends to the HTTP API."""


def _schema(title: str, build: Callable[[Mode], dict[str, Any]], mode: Mode) -> dict[str, Any]:
    schema = build(mode)
    return {"$schema": DIALECT, "$id": f"{title}.schema.json", **schema}


def schemas() -> dict[str, dict[str, Any]]:
    """Every file of docs/schema/ by its name, as it should be."""
    out: dict[str, dict[str, Any]] = {}
    for kind, model in SERVER_FRAMES.items():
        out[f"{kind}-frame"] = _schema(f"{kind}-frame", lambda mode, m=model: m.model_json_schema(mode=mode),
                                       "serialization")
    for name, model in HTTP_ANSWERS.items():
        out[name] = _schema(name, lambda mode, m=model: m.model_json_schema(mode=mode), "serialization")
    for name, model in HTTP_BODIES.items():
        out[name] = _schema(name, lambda mode, m=model: m.model_json_schema(mode=mode), "validation")
    client: TypeAdapter[Any] = TypeAdapter(ClientFrame)
    out["client-frame"] = _schema("client-frame", lambda mode: client.json_schema(mode=mode), "validation")
    return {f"{name}.schema.json": schema for name, schema in sorted(out.items())}


def text(schema: dict[str, Any]) -> str:
    """A schema file's text: indented JSON, keys in the models' order, a newline at the end."""
    return json.dumps(schema, indent=1, ensure_ascii=False) + "\n"


def stale(folder: Path = OUTPUT) -> list[str]:
    """The files of ``folder`` that differ from :func:`schemas` (missing, changed or left over)."""
    wanted = {name: text(schema) for name, schema in schemas().items()}
    found = {path.name for path in folder.glob("*.schema.json")} if folder.is_dir() else set()
    changed = [name for name, body in wanted.items()
               if not (folder / name).is_file() or (folder / name).read_text(encoding="utf-8") != body]
    return sorted(changed + sorted(found - set(wanted)))


def write(folder: Path = OUTPUT) -> None:
    """Write every schema file, and remove those no model has any more."""
    folder.mkdir(parents=True, exist_ok=True)
    wanted = schemas()
    for path in folder.glob("*.schema.json"):
        if path.name not in wanted:
            path.unlink()
    for name, schema in wanted.items():
        (folder / name).write_text(text(schema), encoding="utf-8")


def main(argv: list[str]) -> int:
    """Write docs/schema/ (or, with ``--check``, say which files are stale: exit 1)."""
    if argv == ["--check"]:
        late = stale()
        for name in late:
            print(f"docs/schema/{name} is not current: run python tools/web_schema.py", file=sys.stderr)
        return 1 if late else 0
    if argv:
        print("usage: python tools/web_schema.py [--check]", file=sys.stderr)
        return 2
    write()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
