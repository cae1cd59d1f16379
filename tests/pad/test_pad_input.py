"""The score pad against hostile input (issue 31, item 7): names checked as a table's are, the
agreement possible at the operations' cap, an ``op_id`` that is no text refused, and one
reused for another operation refused naming it."""

from __future__ import annotations

from typing import Any

import pytest

from bridgewhist.errors import NotationError
from bridgewhist.laws import load_law_code
from bridgewhist.pad import MAX_LOG, OpIdReused, Pad
from support.pads import HOYLE_DEALS, HOYLE_PLAYERS


def new() -> Pad:
    return Pad.new(load_law_code("english-1904"), HOYLE_PLAYERS, "N")


@pytest.mark.parametrize("bad", ["Ann\x00", "\u202eAnn", "An\u200bn", "Ann\u2066x\u2069", "A\x1bnn",
                                 "Ann\ufeff", "Ann\ud800", "Ann\ue000"],
                         ids=["nul", "rlo", "zwsp", "isolate", "escape", "bom", "surrogate", "private"])
def test_a_name_a_table_refuses_the_pad_refuses(bad: str) -> None:
    with pytest.raises(NotationError) as caught:
        Pad.new(load_law_code("english-1904"), {**HOYLE_PLAYERS, "E": bad}, "N")
    assert caught.value.field == "players.E"
    assert caught.value.bare_message.startswith("name may not hold control, direction or zero-width")
    assert str(caught.value).isprintable()


def test_a_name_is_kept_in_nfc_and_at_most_40_characters() -> None:
    pad = Pad.new(load_law_code("english-1904"), {**HOYLE_PLAYERS, "E": "Ame\u0301lie"}, "N")
    assert pad.players[next(s for s in pad.players if s.name == "E")] == "Am\u00e9lie"
    with pytest.raises(NotationError, match="at most 40 characters") as caught:
        Pad.new(load_law_code("english-1904"), {**HOYLE_PLAYERS, "E": "x" * 41}, "N")
    assert caught.value.field == "players.E"


def test_an_unknown_seat_or_field_is_named_printably() -> None:
    with pytest.raises(NotationError) as caught:
        Pad.new(load_law_code("english-1904"), {**HOYLE_PLAYERS, "\ud800\x00": "x"}, "N")
    assert str(caught.value).isprintable() and caught.value.field is not None
    entry = {**HOYLE_DEALS[0], "\u202e\ud800": 1}
    with pytest.raises(NotationError) as caught:
        new().apply({"op": "enter", "entry": entry})
    assert str(caught.value).isprintable()
    assert caught.value.field is not None and caught.value.field.isprintable()


def at_the_cap() -> Pad:
    """A pad whose log holds :data:`MAX_LOG` operations: a deal entered and deleted, again."""
    pad = new()
    enter: dict[str, Any] = {"op": "enter", "entry": HOYLE_DEALS[0]}
    while len(pad.log) < MAX_LOG:
        pad = pad.apply(enter)
        pad = pad.apply({"op": "delete", "deal": pad.deals[-1].deal_id})
    assert len(pad.log) == MAX_LOG
    return pad


def test_a_pad_at_its_cap_can_still_be_agreed() -> None:
    pad = at_the_cap()
    with pytest.raises(NotationError, match=f"at most {MAX_LOG}"):
        pad.apply({"op": "enter", "entry": HOYLE_DEALS[0]})
    agreed = pad.apply({"op": "agree"})
    assert agreed.agreed and len(agreed.log) == MAX_LOG + 1
    assert Pad.from_dict(agreed.to_dict()).agreed, "the agreed pad at its cap is read back"


@pytest.mark.parametrize("op_id", [[], {}, 3, True, "", "x" * 65, "a\x00", "\ud800", "a\u202e"],
                         ids=["list", "dict", "int", "bool", "empty", "long", "nul", "surrogate",
                              "rlo"])
def test_an_op_id_that_is_no_short_printable_text_is_refused(op_id: Any) -> None:
    pad = new()
    body = {"op": "enter", "entry": HOYLE_DEALS[0], "op_id": op_id}
    for attempt in (lambda: pad.sent_before(body), lambda: pad.apply(body)):
        with pytest.raises(NotationError) as caught:
            attempt()
        assert caught.value.field == "op_id"


def test_an_op_id_sent_again_is_the_same_operation_or_refused() -> None:
    pad = new().apply({"op": "enter", "entry": HOYLE_DEALS[0], "op_id": "phone-1"})
    pad = pad.apply({"op": "enter", "entry": HOYLE_DEALS[1], "op_id": "phone-2"})
    assert pad.sent_before({"op": "enter", "entry": HOYLE_DEALS[0], "op_id": "phone-1"})
    assert pad.sent_before({"op": "enter", "entry": dict(reversed(HOYLE_DEALS[0].items())),
                            "op_id": "phone-1"}), "the same entry, its keys in another order"
    assert not pad.sent_before({"op": "enter", "entry": HOYLE_DEALS[2], "op_id": "phone-3"})
    assert not pad.sent_before({"op": "enter", "entry": HOYLE_DEALS[2]})
    for other in ({"op": "enter", "entry": HOYLE_DEALS[2]}, {"op": "agree"},
                  {"op": "delete", "deal": pad.deals[-1].deal_id},
                  {"op": "enter", "entry": {"dealer": "N"}}):
        with pytest.raises(OpIdReused) as caught:
            pad.sent_before({**other, "op_id": "phone-1"})
        assert caught.value.field == "op_id" and "'phone-1'" in str(caught.value)
    with pytest.raises(OpIdReused):
        pad.apply({"op": "enter", "entry": HOYLE_DEALS[2], "op_id": "phone-2"})
