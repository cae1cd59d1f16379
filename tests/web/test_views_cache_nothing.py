"""The views cache nothing in the table (issue 33, item 1): building every receiver's view of a
table of each kind, after every act of a deal played to its end and into the next, leaves the
table's objects as they were: no attribute added, none changed (the finished part of a view is
kept in the web layer's own map, ``views.four_hand.FINISHED``, never in the table)."""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from bridgewhist.web.kinds import TableKind
from web.test_kinds import computers_table

pytestmark = pytest.mark.web

PLAIN = (str, int, float, bool, bytes, type(None), enum.Enum)


def attributes(obj: object) -> Iterator[tuple[str, object]]:
    """An object's own attributes, from its ``__dict__`` and its slots."""
    names = list(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else list(slots)
    for name in dict.fromkeys(names):
        if name not in ("__dict__", "__weakref__") and hasattr(obj, name):
            yield name, getattr(obj, name)


def shape(obj: object, path: str = "table", depth: int = 5, seen: set[int] | None = None) -> list[str]:
    """Every attribute and item reachable from ``obj`` (to ``depth``), by path, with its type and
    size or value: what a cache written into the table would change."""
    seen = set() if seen is None else seen
    if isinstance(obj, PLAIN):
        return [f"{path}={obj!r}"]
    assert not isinstance(obj, BaseModel), f"{path} holds a view's model ({type(obj).__name__})"
    if id(obj) in seen or depth == 0:
        return [f"{path}:{type(obj).__name__}"]
    seen.add(id(obj))
    out = [f"{path}:{type(obj).__name__}" + (f"[{len(obj)}]" if hasattr(obj, "__len__") else "")]
    items: list[tuple[str, Any]]
    if isinstance(obj, dict):
        items = [(f"[{key!r}]", value) for key, value in obj.items()]
    elif isinstance(obj, set | frozenset):
        items = [(f"[{index}]", value) for index, value in enumerate(sorted(obj, key=repr))]
    elif isinstance(obj, list | tuple):
        items = [(f"[{index}]", value) for index, value in enumerate(obj)]
    elif callable(obj) or type(obj).__module__.startswith(("asyncio", "threading", "weakref", "_thread")):
        return out
    else:
        items = [(f".{name}", value) for name, value in attributes(obj)]
    for step, value in items:
        out += shape(value, path + step, depth - 1, seen)
    return out


def everyones_views(game: TableKind) -> list[BaseModel]:
    """Every member's view and a spectator's, built as the hub builds them."""
    public = game.public_view(set())
    places = [m.member for m in public.members]  # type: ignore[attr-defined]
    return [game.receiver_view(public, place) for place in [*places, None]]


def act(game: TableKind, views: list[BaseModel]) -> bool:
    """The first member with a legal act takes his first; False when no one may act."""
    for place, view in enumerate(views[:-1]):
        legal = view.legal  # type: ignore[attr-defined]
        if legal:
            for event in game.propose_action(place, legal[0].action):
                game.apply(event)
            return True
    if game.wants_next():
        for event in game.propose_next():
            game.apply(event)
        return True
    return False


@pytest.mark.parametrize("kind", ["four", "laws", "three-hand", "club"])
def test_building_the_views_leaves_the_table_as_it_was(kind: str) -> None:
    game = computers_table(kind)
    finished = 0
    for _ in range(400):
        before = shape(game)
        views = everyones_views(game)
        assert shape(game) == before, f"{kind}: building the views changed the table"
        finished = len(views[-1].history)  # type: ignore[attr-defined]
        if finished >= 1 and views[-1].phase == "play":  # type: ignore[attr-defined]
            break   # a deal finished (its score and history built) and the next one in play
        if not act(game, views):
            break
    assert finished >= 1, f"{kind}: no deal was finished"


def test_the_check_finds_a_cache_written_into_the_table() -> None:
    game = computers_table("four")
    before = shape(game)
    table = game.table  # type: ignore[attr-defined]
    states = table.states if hasattr(table, "states") else None
    game.view_cache = {"score": 1}  # type: ignore[attr-defined]
    assert shape(game) != before
    del game.view_cache  # type: ignore[attr-defined]
    assert shape(game) == before and states is not None
    with pytest.raises(AssertionError, match="holds a view's model"):
        game.view_cache = everyones_views(game)[0]  # type: ignore[attr-defined]
        shape(game)
