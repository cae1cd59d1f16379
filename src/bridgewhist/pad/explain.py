"""Every figure of the scoring block explained: the words, the terms that sum to it, the law.

The scorer (:mod:`bridgewhist.scoring`) writes each item of a deal with its law; this module
says how each figure was made, as data a page can show: an item ("3 tricks over six at
hearts, 8 each = 24, doubled: 48; english-1904 law 4"), a deal's points below or above the line,
a side's columns added up, the 100 for the rubber, the totals and the net. The terms of every
explanation sum to its figure.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.scoring import DealResult
>>> from bridgewhist.rubber import Rubber
>>> from bridgewhist.cards import Strain
>>> from bridgewhist.seats import Seat
>>> rubber = Rubber(load_law_code("english-1904")).score(
...     DealResult(Seat.S, Strain.HEARTS, (9, 4), multiplier=2))
>>> item = explain_rubber(rubber)[0]
>>> item.place, item.explanation.words
('item', '3 tricks over six at hearts, 8 each = 24, doubled: 48; english-1904 law 4')
>>> item.explanation.arithmetic
'24 + 24 = 48'
"""

from __future__ import annotations

import dataclasses
from typing import Any

from bridgewhist.cards import Strain
from bridgewhist.laws.code import LawCode
from bridgewhist.rubber import Rubber, ScoredDeal
from bridgewhist.scoring import (
    DealResult,
    ScoreEntry,
    revoke_tricks_moved,
    tricks_after_dealer_leads,
    tricks_after_revokes,
)
from bridgewhist.seats import Side

__all__ = ["Explanation", "Figure", "Term", "doubling_name", "explain_entry", "explain_rubber"]

DOUBLINGS = ("doubled", "redoubled")
"""The names of the first two doublings; each doubling adds as much as the figure stood at."""

ORDINALS = ("third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
            "twelfth")


def doubling_name(number: int) -> str:
    """The name of the ``number``-th doubling (1 the first): the American codes set no limit
    (A55, W55), so any number has one.

    >>> [doubling_name(n) for n in (1, 2, 3, 5, 13)]
    ['doubled', 'redoubled', 'doubled a third time', 'doubled a fifth time', 'doubled 13 times']
    """
    if number <= len(DOUBLINGS):
        return DOUBLINGS[number - 1]
    if number - len(DOUBLINGS) <= len(ORDINALS):
        return f"doubled a {ORDINALS[number - len(DOUBLINGS) - 1]} time"
    return f"doubled {number} times"


@dataclasses.dataclass(frozen=True, slots=True)
class Term:
    """One term of a figure's sum: what it is and its points (negative when taken off)."""

    label: str
    points: int


@dataclasses.dataclass(frozen=True, slots=True)
class Explanation:
    """How one figure was made: ``words`` to read, ``terms`` summing to ``figure``, its ``law``."""

    figure: int
    words: str
    terms: tuple[Term, ...]
    law: str

    def __post_init__(self) -> None:
        if sum(t.points for t in self.terms) != self.figure:
            raise ValueError(f"the terms of {self.words!r} do not sum to {self.figure}")

    @property
    def arithmetic(self) -> str:
        """The sum written out: ``"24 + 24 = 48"``; a single term is the figure itself."""
        if len(self.terms) < 2:
            return str(self.figure)
        text = str(self.terms[0].points)
        for term in self.terms[1:]:
            text += f" - {-term.points}" if term.points < 0 else f" + {term.points}"
        return f"{text} = {self.figure}"

    def to_dict(self) -> dict[str, Any]:
        """The explanation as JSON data (a popover's figure, words, arithmetic, terms and law)."""
        return {"figure": self.figure, "words": self.words, "arithmetic": self.arithmetic,
                "terms": [{"label": t.label, "points": t.points} for t in self.terms],
                "law": self.law}


@dataclasses.dataclass(frozen=True, slots=True)
class Figure:
    """One figure of the block: its ``place`` ("item", "deal-below", "deal-above", "below",
    "above", "added", "rubber", "total", "net"), the side and deal it belongs to, if any."""

    place: str
    side: Side | None
    deal: int | None
    explanation: Explanation


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _doubling_terms(base: int, multiplier: int) -> list[Term]:
    """Each doubling adds what the figure stood at: 24, doubled +24, redoubled +48."""
    terms: list[Term] = []
    standing = base
    for number in range(1, multiplier.bit_length()):
        terms.append(Term(doubling_name(number), standing))
        standing *= 2
    return terms


def _doubling_words(base: int, multiplier: int) -> str:
    words = ""
    standing = base
    for number in range(1, multiplier.bit_length()):
        standing *= 2
        words += f", {doubling_name(number)}: {standing}"
    return words


def _valued(code: LawCode, result: DealResult, entry: ScoreEntry, head: str, base: int,
            ) -> Explanation:
    """A figure worth ``base`` before the doubling (tricks, a revoke's three tricks), with the
    difference when the revoking side is held to its cap toward game (P90, A88, W89)."""
    full = base * result.multiplier
    terms = [Term(head, base), *_doubling_terms(base, result.multiplier)]
    words = f"{head} = {base}{_doubling_words(base, result.multiplier)}"
    if entry.points != full:
        cap = code.revoke.revoking_side_game_cap
        terms.append(Term(f"held to {cap} toward game for the revoke", entry.points - full))
        words += f", held to {cap} toward game for the revoke: {entry.points}"
    return Explanation(entry.points, f"{words}; {entry.law}", tuple(terms), entry.law)


def _tricks(code: LawCode, result: DealResult, entry: ScoreEntry) -> Explanation:
    counted = tricks_after_dealer_leads(code, result, tricks_after_revokes(code, result)).tricks
    over = counted[entry.side] - 6
    value = code.scoring.trick_values[result.strain]
    head = f"{_plural(over, 'trick')} over six at {result.strain.words.lower()}"
    moved = revoke_tricks_moved(code, result)
    penalty, lost = moved[entry.side.other], moved[entry.side]
    notes = []
    if penalty:
        revokes = "a revoke" if penalty <= code.revoke.penalty_tricks else "revokes"
        notes.append(f"{penalty} of them penalty tricks for {revokes}")
    if lost:   # the side's own revoke: its tricks less those it gave up (issue 36)
        its = "its revoke" if lost <= code.revoke.penalty_tricks else "its revokes"
        notes.append(f"after {lost} penalty tricks given up for {its}")
    if notes:
        law = code.cite("revoke", "penalty")
        head += f" ({counted[entry.side]} tricks counted, {', '.join(notes)}, {law})"
    return _valued(code, result, entry, f"{head}, {value} each", over * value)


def _revoke(code: LawCode, result: DealResult, entry: ScoreEntry) -> Explanation:
    if entry.points > 0:   # the English option to add three tricks' value (P90)
        value = code.scoring.trick_values[result.strain]
        tricks = code.revoke.penalty_tricks
        head = f"the value of {tricks} tricks at {value} added for the adversaries' revoke"
        return _valued(code, result, entry, head, tricks * value)
    if entry.points < 0:   # the option to deduct, never below nothing (P90)
        words = f"{entry.description}, taken from what the side had below: {entry.points}"
        return Explanation(entry.points, f"{words}; {entry.law}",
                           (Term(entry.description, entry.points),), entry.law)
    return _plain(entry)


def _above(code: LawCode, result: DealResult, entry: ScoreEntry) -> Explanation:
    """Honours and chicane at a suit: a multiple of the trick value, never doubled (P6-8,
    A6/9/10, W6/9/10); aces and slam are fixed sums."""
    value = code.scoring.trick_values[result.strain]
    if result.strain == Strain.NO_TRUMPS or entry.kind == "slam" or entry.points <= 0 \
            or entry.points % value:
        return _plain(entry)
    multiple = entry.points // value
    head = f"{entry.description}, {multiple} times the trick value {value}"
    return Explanation(entry.points, f"{head} = {entry.points}, never doubled; {entry.law}",
                       (Term(head, entry.points),), entry.law)


def _plain(entry: ScoreEntry) -> Explanation:
    return Explanation(entry.points, f"{entry.description}: {entry.points}; {entry.law}",
                       (Term(entry.description, entry.points),), entry.law)


def explain_entry(code: LawCode, result: DealResult, entry: ScoreEntry) -> Explanation:
    """How one item of a deal's score was made (an entry of :func:`~bridgewhist.scoring.score_deal`).

    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.scoring import score_deal
    >>> from bridgewhist.seats import Seat
    >>> code = load_law_code("american-1905")
    >>> result = DealResult(Seat.S, Strain.DIAMONDS, (8, 5), honours=(2, 0, 2, 0))
    >>> [explain_entry(code, result, e).words for e in score_deal(code, result)]
    ['2 tricks over six at diamonds, 6 each = 12; american-1905 law 4', \
'four honours, 4 times the trick value 6 = 24, never doubled; american-1905 law 6']
    """
    if entry.kind == "tricks":
        return _tricks(code, result, entry)
    if entry.kind == "revoke":
        return _revoke(code, result, entry)
    if entry.kind in ("honours", "chicane", "slam"):
        return _above(code, result, entry)
    return _plain(entry)


def _deal_figures(code: LawCode, deal: ScoredDeal, side: Side) -> list[Figure]:
    figures: list[Figure] = []
    explained: dict[bool, list[Explanation]] = {True: [], False: []}
    for entry in deal.entries:
        if entry.side == side:
            explanation = explain_entry(code, deal.result, entry)
            figures.append(Figure("item", side, deal.number, explanation))
            if entry.points:
                explained[entry.below].append(explanation)
    for below, place, where in ((True, "deal-below", "below"), (False, "deal-above", "above")):
        items = [e for e in deal.entries if e.side == side and e.below == below and e.points]
        total = deal.points(side, below=below)
        terms = tuple(Term(e.description, e.points) for e in items)
        law = "; ".join(dict.fromkeys(e.law for e in items)) or code.cite(
            "scoring", "trick_values" if below else "honours_three_divided")
        head = f"deal {deal.number}, {side} {where} the line"
        if len(items) == 1:
            words = f"{head}: {explained[below][0].words}"
        elif items:
            words = f"{head}: " + " + ".join(f"{e.description} {e.points}" for e in items) + \
                f" = {total}; {law}"
        else:
            words = f"{head}: nothing"
        figures.append(Figure(place, side, deal.number, Explanation(total, words, terms, law)))
    return figures


def _column(rubber: Rubber, side: Side, below: bool) -> Explanation:
    where = "below" if below else "above"
    deals = [d for d in rubber.deals if d.points(side, below=below)]
    total = rubber.points(side, below=below)
    terms = tuple(Term(f"deal {d.number}", d.points(side, below=below)) for d in deals)
    law = rubber.code.cite("scoring", "trick_values" if below else "rubber_bonus")
    words = f"{side}'s points {where} the line, deal by deal: {total}; {law}"
    return Explanation(total, words, terms, law)


def _side_figures(rubber: Rubber, side: Side) -> list[Figure]:
    code = rubber.code
    below, above = _column(rubber, side, True), _column(rubber, side, False)
    added = Explanation(below.figure + above.figure,
                        f"{side}'s columns added up: {below.figure} below and {above.figure} above",
                        (Term("below the line", below.figure), Term("above the line", above.figure)),
                        code.cite("scoring", "rubber_bonus"))
    figures = [Figure("below", side, None, below), Figure("above", side, None, above),
               Figure("added", side, None, added)]
    if rubber.winner is not None:
        bonus = code.scoring.rubber_bonus if rubber.winner == side else 0
        law = code.cite("scoring", "rubber_bonus")
        won = f"{side} won the rubber ({rubber.rubber_over_text()}): {bonus}" if bonus \
            else f"{side} lost the rubber: no bonus"
        figures.append(Figure("rubber", side, None, Explanation(
            bonus, f"{won}; {law}", (Term("the rubber", bonus),), law)))
    total = rubber.totals[side]
    terms = (*added.terms, *((Term("the rubber", total - added.figure),)
                             if total != added.figure else ()))
    figures.append(Figure("total", side, None, Explanation(
        total, f"{side}'s total: {' + '.join(str(t.points) for t in terms)} = {total}", terms,
        code.cite("scoring", "rubber_bonus"))))
    return figures


def _net(rubber: Rubber) -> Figure:
    winner, points = rubber.net
    law = rubber.code.cite("scoring", "rubber_bonus")
    ahead = Side.NS if winner is None else winner
    totals = rubber.totals
    terms = (Term(f"{ahead}'s total", totals[ahead]),
             Term(f"less {ahead.other}'s total", -totals[ahead.other]))
    words = (f"{ahead} are {points} ahead: {totals[ahead]} less {totals[ahead.other]}; "
             f"the difference is what the rubber is won or lost by; {law}") if winner is not None \
        else f"the totals are equal ({totals[0]}): nothing is won; {law}"
    return Figure("net", winner, None, Explanation(points, words, terms, law))


def explain_rubber(rubber: Rubber) -> tuple[Figure, ...]:
    """Every figure of the rubber's scoring block, explained: each item of each deal, each
    deal's points below and above the line, each side's columns, the rubber, the totals and the
    net (P11, A11, W11)."""
    figures: list[Figure] = []
    for deal in rubber.deals:
        for side in Side:
            figures += _deal_figures(rubber.code, deal, side)
    for side in Side:
        figures += _side_figures(rubber, side)
    figures.append(_net(rubber))
    return tuple(figures)

