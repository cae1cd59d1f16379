"""The frames the server sends, byte for byte, are those of the golden files (issue 33, item 1).

A seeded rubber of each kind of table is played through the server (:mod:`web.golden_play`) and
every frame each receiver gets, and every HTTP answer, is compared with the text kept in
``tests/web/golden/``: typing the views must not change a byte the client reads. When a change
is meant, the files are written again (``PYTHONPATH=tests .venv/bin/python -m web.golden_play``)
in a commit of their own that says what changed and why.
"""

from __future__ import annotations

import pytest

from web.golden_play import KINDS, Kind, load, play

pytestmark = pytest.mark.web


def first_difference(kept: list[str], sent: list[str]) -> str:
    """Where two lists of frames first differ, in words (empty when they are the same)."""
    for index, (old, new) in enumerate(zip(kept, sent, strict=False)):
        if old != new:
            at = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b),
                      min(len(old), len(new)))
            start, end = max(0, at - 80), at + 80
            return f"frame {index}: kept ...{old[start:end]}... sent ...{new[start:end]}..."
    if len(kept) != len(sent):
        return f"{len(kept)} frames kept, {len(sent)} sent"
    return ""


@pytest.mark.parametrize("kind", KINDS, ids=[k.name for k in KINDS])
def test_a_played_rubber_sends_the_golden_frames(kind: Kind) -> None:
    kept, sent = load(kind), play(kind)
    assert [a["request"] for a in sent.http] == [a["request"] for a in kept.http]
    for old, new in zip(kept.http, sent.http, strict=True):
        assert new == old, f"{kind.name}: the answer to {old['request']} differs"
    assert list(sent.receivers) == list(kept.receivers)
    for name, frames in kept.receivers.items():
        difference = first_difference(frames, sent.receivers[name])
        assert not difference, f"{kind.name}, {name}: {difference}"


def test_first_difference_names_the_frame_and_the_place() -> None:
    assert first_difference(['{"a":1}'], ['{"a":1}']) == ""
    assert first_difference(['{"a":1}', '{"b":2}'], ['{"a":1}', '{"b":3}']).startswith("frame 1:")
    assert first_difference(['{"a":1}'], ['{"a":1}', "{}"]) == "1 frames kept, 2 sent"
