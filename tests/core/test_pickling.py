"""Law codes, states and errors cross process boundaries (the simulator's workers) intact."""

from __future__ import annotations

import pickle
import random

import pytest

from bridgewhist.errors import IllegalActionError, NotationError, Reason
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import new_hand


@pytest.mark.parametrize("key", LAW_CODE_KEYS)
def test_law_codes_and_states_pickle(key: str) -> None:
    code = load_law_code(key, doubling_limit=200, cut_ties_by_suit=True)
    again = pickle.loads(pickle.dumps(code))
    assert again == code and again.options == code.options
    assert again.cite("revoke", "penalty") == code.cite("revoke", "penalty")
    state = new_hand(code, Seat.E, rng=random.Random(1))
    assert pickle.loads(pickle.dumps(state)) == state


def test_citations_stay_read_only() -> None:
    with pytest.raises(TypeError, match="read-only"):
        load_law_code("english-1904").revoke.laws["penalty"] = "1"  # type: ignore[index]


def test_errors_pickle_with_their_details() -> None:
    error = IllegalActionError(Reason.MUST_FOLLOW_SUIT, "E cannot play HK", action="HK",
                               phase="play", law="english-1904 law 89")
    again = pickle.loads(pickle.dumps(error))
    assert (again.reason, again.action, again.phase, again.law, str(again)) == (
        error.reason, error.action, error.phase, error.law, str(error))
    notation = pickle.loads(pickle.dumps(NotationError("bad card", line=3, column=4,
                                                        field="deals[0]")))
    assert (notation.line, notation.column, notation.field, str(notation)) == (
        3, 4, "deals[0]", "deals[0]; line 3, column 4: bad card")
