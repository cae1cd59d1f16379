"""The dispatch: every kind of ruling a chapter asks has one handler; every verb has its rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgewhist.acts import Verb
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee import dispatch
from bridgewhist.referee.events import Ruling, RulingKind
from bridgewhist.referee.penalties import Handlers
from bridgewhist.referee.state import RefereeState
from support.referee import acts, in_play, start

REFEREE = Path(dispatch.__file__).parent


def test_every_kind_of_ruling_asked_has_its_handler() -> None:
    asked = set()  # every kind the chapters name (events.py only defines them)
    for path in REFEREE.glob("*.py"):
        if path.name != "events.py":
            asked.update(re.findall(r"RulingKind\.([A-Z_]+)", path.read_text(encoding="utf-8")))
    assert asked == {kind.name for kind in RulingKind} == {kind.name for kind in dispatch.HANDLERS}


def test_two_chapters_cannot_handle_the_same_kind() -> None:
    def keep(ref: RefereeState, ruling: Ruling, key: str) -> RefereeState:
        return ref

    first, second = Handlers(), Handlers()
    first.register(RulingKind.RUN)(keep)
    second.register(RulingKind.RUN)(keep)
    with pytest.raises(ValueError, match="two handlers for rulings of kind 'run'"):
        Handlers.merge(first, second)
    with pytest.raises(ValueError, match="two handlers"):
        first.register(RulingKind.RUN)(keep)


VERB_ACTS = {
    Verb.EXPOSE: "W: expose S4", Verb.SHOW_PARTNER: "W: show-partner S4",
    Verb.DROP_BELOW: "W: drop-below S4", Verb.TWO_CARDS: "W: two-cards S4 S3", Verb.RUN: "W: run S4 S3",
    Verb.HAVING_NONE: "E: having-none", Verb.CORRECT: "W: correct", Verb.CONSULT: "W: consult",
    Verb.SUGGEST_PENALTY: "W: suggest-penalty", Verb.CLAIM_REST: "S: claim-rest",
    Verb.THROW_DOWN: "W: throw-down", Verb.CONCEDE: "W: concede", Verb.SUGGEST: "N: suggest SA",
    Verb.POINT_OUT: "N: point-out", Verb.CLAIM_TRICK: "E: claim-trick", Verb.REFERENCE: "E: reference",
    Verb.NAME_CARD: "S: name-card E ST", Verb.OMITTED: "W: omitted", Verb.LAY_DOWN: "N: lay-down",
    Verb.CUT: "S: cut", Verb.ANSWER_NONE: "E: none", Verb.QUIT_TRICK: "S: quit-trick",
}


def test_every_verb_of_the_play_goes_to_its_rule() -> None:
    assert set(VERB_ACTS) == set(Verb) - {Verb.CHOOSE, Verb.DEALING}
    for verb, text in VERB_ACTS.items():
        try:
            acts(in_play("english-1904"), text)
        except IllegalActionError as error:  # no renounce to correct, no former trick
            assert verb in (Verb.CORRECT, Verb.OMITTED, Verb.CUT), (verb, str(error))
            assert "not an act of the play" not in str(error)


def test_play_verbs_are_refused_before_the_play() -> None:
    with pytest.raises(IllegalActionError, match="only during the play") as error:
        acts(start("english-1904"), "E: claim-trick")
    assert error.value.reason is Reason.WRONG_PHASE
