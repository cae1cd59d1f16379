"""Every option the referee offers has a one-line meaning and a law of its code (issue 34, item 5).

The kinds of ruling are reached two ways under each of the three codes: a scripted act for each
kind a code has (the fixed hands of ``support.referee``), and random walks of regular and
irregular acts; every option of every ruling met must have its meaning, and every law it cites
must be a law of that code's catalogue. The walks and the scripts together reach every kind.
"""

from __future__ import annotations

import random
import re

import pytest

from bridgewhist.errors import IllegalActionError
from bridgewhist.laws import load_law_code
from bridgewhist.laws.catalog import CATALOG
from bridgewhist.laws.code import LawCode
from bridgewhist.referee.events import Option, Ruling, RulingKind
from bridgewhist.referee.meanings import MEANINGS, SUIT, meaning_entry, option_meanings
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from support.referee import acts, in_play, random_act, start

CODES = ("english-1904", "american-1904", "american-1905")

SCRIPTS: dict[str, tuple[str, ...]] = {
    "partner declares": ("N: hearts",),
    "partner passes back": ("S: leave", "N: leave"),
    "an adversary declares": ("E: hearts",),
    "consent to re-double": ("S: hearts", "W: double", "S: satisfied", "W: S4", "N: double",
                             "W: satisfied", "E: double"),
    "pone leads first": ("S: hearts", "E: ST"),
    "pone asks leave": ("S: hearts", "E: satisfied"),
    "eldest leads without asking": ("S: hearts", "W: S4"),
    "double before May I lead": ("S: hearts", "E: double"),
    "a card exposed in dealing": ("E: dealing exposed",),
}
"""Acts from the deal's start that ask a ruling under some code."""

PLAY_SCRIPTS: dict[str, tuple[str, ...]] = {
    "a card omitted": ("W: S4", "N: SA", "E: S8", "S: S5", "N: CA", "E: omitted"),
    "the dealer claims the rest": ("W: S4", "N: SA", "E: S8", "S: S5", "S: claim-rest"),
    "the dealer leads out of turn": ("S: S7",),
    "the trick for it still due (A77)": ("S: S7", "S: correct S7"),
    "an adversary leads out of turn": ("E: S8",),
    "two cards at once": ("W: two-cards S4 S3",),
    "dummy suggests": ("W: S4", "N: suggest SA"),
}
"""Acts from the opening lead's turn (West to lead at no trumps) that ask a ruling."""


def _numbers(law: str, key: str) -> list[int]:
    """The law numbers of a citation such as ``"american-1904 law 38b, 42"`` (each part of a
    ``"; "``-joined citation must be of the code ``key``)."""
    numbers: list[int] = []
    for part in law.split("; "):
        match = re.fullmatch(rf"{re.escape(key)} laws? (.+)", part)
        assert match, f"{law!r} is not a citation of {key}"
        for item in re.split(r",\s*|-", match.group(1)):
            number = re.match(r"\d+", item.strip())
            assert number, f"{law!r}: {item!r} is not a law number"
            numbers.append(int(number.group()))
    return numbers


def _assert_laws_exist(law: str, code: LawCode) -> None:
    count = len(CATALOG[code.key])
    for number in _numbers(law, code.key):
        assert 1 <= number <= count, f"{law}: {code.key} has laws 1-{count}"


def _check(code: LawCode, ruling: Ruling) -> None:
    meanings = option_meanings(code, ruling)
    assert [m.key for m in meanings] == list(ruling.keys)
    for meaning in meanings:
        assert meaning.meaning.endswith(".") and "\n" not in meaning.meaning, meaning
        assert meaning.law.startswith(ruling.law)
        _assert_laws_exist(meaning.law, code)


def _rulings_met(code: LawCode, seeds: int) -> list[Ruling]:
    met: list[Ruling] = []
    starts = [(start(code.key), SCRIPTS), (in_play(code.key), PLAY_SCRIPTS)]
    for ref, scripts in starts:
        for texts in scripts.values():
            try:
                after = acts(ref, *texts)
            except IllegalActionError:
                continue
            if after.pending is not None:
                met.append(after.pending)
    for seed in range(seeds):
        rng = random.Random(seed)
        ref = Referee.start(code, Seat(seed % 4), rng=rng)
        for _ in range(200):
            if ref.is_over:
                break
            if ref.pending is not None:
                met.append(ref.pending)
            act = rng.choice(ref.legal_acts()) if rng.random() < 0.5 and ref.legal_acts() \
                else random_act(ref, rng)
            try:
                ref = ref.apply(act)
            except IllegalActionError:
                continue
    return met


@pytest.mark.parametrize("key", CODES)
def test_every_kind_of_ruling_has_a_meaning_for_each_option_under(key: str) -> None:
    code = load_law_code(key)
    assert set(MEANINGS) == set(RulingKind)
    for kind, entries in MEANINGS.items():
        assert entries, kind
        for pattern, meaning, further in entries:
            assert pattern and meaning.endswith("."), (kind, pattern)
            if further is not None:
                _assert_laws_exist(code.cite(*further), code)


def test_every_kind_of_ruling_is_met_and_each_option_met_is_explained_with_its_codes_law() -> None:
    reached: set[RulingKind] = set()
    for key in CODES:
        code = load_law_code(key)
        met = _rulings_met(code, seeds=60)
        for ruling in met:
            _check(code, ruling)
        reached |= {ruling.kind for ruling in met}
    assert reached == set(RulingKind)


def test_the_suit_and_card_options_are_matched_by_their_patterns() -> None:
    assert meaning_entry(RulingKind.CALL_SUIT, "clubs")[0] == SUIT
    assert meaning_entry(RulingKind.CALL_CARD, "call-SK")[0] == "call-*"
    assert meaning_entry(RulingKind.TWO_CARDS, "play-H2")[0] == "play-*"
    with pytest.raises(KeyError, match="no meaning for option 'nonsense' of a ruling of kind 'call-card'"):
        meaning_entry(RulingKind.CALL_CARD, "nonsense")


def test_an_option_leading_to_another_law_cites_both_from_the_code() -> None:
    code = load_law_code("american-1905")
    ruling = Ruling(Seat.S, Seat.E, "lead out of turn",
                    code.cite("irregularities", "lead_out_of_turn_by_adversary"),
                    (Option("call-card", "the card led is exposed"), Option("call-suit", "call a suit"),
                     Option("stand", "the lead stands")), RulingKind.FALSE_LEAD)
    laws = [m.law for m in option_meanings(code, ruling)]
    assert laws == ["american-1905 law 76; american-1905 law 80", "american-1905 law 76",
                    "american-1905 law 76"]
