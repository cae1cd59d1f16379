"""A room has one owner (issue 33, item 3): only ``web/room.py`` changes a :class:`Room`; every
other module reads its state through read-only properties and changes it through its methods."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bridgewhist.laws import load_law_code
from bridgewhist.web.connection import Connection
from bridgewhist.web.kinds.four_hand import FourHandKind
from bridgewhist.web.room import REMEMBER, Room
from bridgewhist.web.tables.places import TableConfig

pytestmark = pytest.mark.web

WEB = Path(__file__).resolve().parents[2] / "src" / "bridgewhist" / "web"
STATE = {name for name, value in vars(Room).items() if isinstance(value, property)}
MUTATORS = {"add", "discard", "remove", "clear", "update", "pop", "difference_update", "intersection_update"}


def _room() -> Room:
    return Room(FourHandKind(TableConfig("t1", load_law_code("english-1904"), seed=5)))


def _writes(tree: ast.AST) -> list[str]:
    """Where a module assigns to a room's state or changes it in place (``x.connections.add``)."""
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        found += [f"line {t.lineno}: .{t.attr} =" for t in targets
                  if isinstance(t, ast.Attribute) and t.attr in STATE and not _is_self(t.value)]
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS
                and isinstance(node.func.value, ast.Attribute) and node.func.value.attr in STATE):
            found.append(f"line {node.lineno}: .{node.func.value.attr}.{node.func.attr}(...)")
    return found


def _is_self(value: ast.expr) -> bool:
    return isinstance(value, ast.Name) and value.id == "self"


def test_the_rooms_state_is_read_only_outside_its_module() -> None:
    assert {"game", "connections", "thinking", "stale", "touched", "backoff", "person_acted"} <= STATE
    room = _room()
    for name in STATE:
        with pytest.raises(AttributeError):
            setattr(room, name, getattr(room, name))
    assert isinstance(room.connections, frozenset)


def test_no_module_of_the_web_table_but_room_py_changes_a_room() -> None:
    writers = {}
    for path in sorted(WEB.rglob("*.py")):
        if path.name != "room.py":
            found = _writes(ast.parse(path.read_text(), str(path)))
            if found:
                writers[str(path.relative_to(WEB))] = found
    assert writers == {}


def test_the_check_finds_a_write_to_a_room() -> None:
    assert _writes(ast.parse("room.stale = True\nroom.connections.add(c)\nself.stale = 1\n")) == [
        "line 1: .stale =", "line 2: .connections.add(...)"]


def test_a_member_who_leaves_is_watched_as_a_spectator_by_his_connections() -> None:
    room = _room()
    his, other = Connection(0, "t1"), Connection(1, "t1")
    room.add(his)
    room.add(other)
    room.unseat(0)
    assert his.place is None and other.place == 1 and room.connected() == {1}
    room.discard(his)
    room.discard(his)   # closed twice: nothing more
    assert room.connections == {other}


def test_the_room_remembers_the_last_lines_of_talk_sent_and_forgets_the_older() -> None:
    room = _room()
    for n in range(1, 2 * REMEMBER + 2):
        room.remember(n)
    assert room.has_said(2 * REMEMBER + 1) and room.has_said(REMEMBER + 2)
    assert not room.has_said(1) and not room.has_said(REMEMBER + 1)


def test_stale_and_caught_up_and_touched() -> None:
    room = _room()
    room.mark_stale()
    assert room.stale
    room.caught_up()
    assert not room.stale
    room.touch(12.5)
    assert room.touched == 12.5
    room.person_acts(3.0)
    assert room.person_acted == 3.0
