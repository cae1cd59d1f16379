"""Every figure of a scoring block explained, its terms summing to it (issue 34, item 3): the
three codes' example rubbers (Hoyle's, english-1904; Ames's sheet, american-1904; a rubber of
american-1905 with doubling, chicane, slam and a revoke)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bridgewhist.agents import RandomAgent
from bridgewhist.cards import Strain
from bridgewhist.laws import load_law_code
from bridgewhist.notation.record import load, replay
from bridgewhist.pad.block import scoring_block
from bridgewhist.pad.explain import Explanation, Figure, Term, explain_entry, explain_rubber
from bridgewhist.pad.pad import Pad
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import DealResult, RevokeClaim, RevokeOption, score_deal
from bridgewhist.seats import Seat, Side
from bridgewhist.table import play_rubber
from support.pads import AMES_DEALS, AMES_PLAYERS, HOYLE_DEALS, HOYLE_PLAYERS

ROOT = Path(__file__).resolve().parents[2]


def pad_rubber(key: str, players: dict[str, str], deals: list[dict[str, object]]) -> Pad:
    pad = Pad.new(load_law_code(key), players, "N")
    for entry in deals:
        pad = pad.apply({"op": "enter", "entry": entry})
    return pad


def american_1905_rubber() -> Rubber:
    """Doubled and redoubled makes, a revoke held to 28, chicane, a little slam, aces."""
    rubber = Rubber(load_law_code("american-1905"))
    results = [
        DealResult(Seat.N, Strain.HEARTS, (9, 4), honours=(3, 0, 1, 1), multiplier=2),
        DealResult(Seat.E, Strain.NO_TRUMPS, (4, 9), honours=(1, 1, 0, 2), multiplier=4),
        DealResult(Seat.S, Strain.CLUBS, (12, 1), honours=(2, 1, 1, 1), voids=(False, True, False, False)),
        DealResult(Seat.W, Strain.DIAMONDS, (10, 3), honours=(1, 2, 0, 2),
                   revokes=(RevokeClaim(Side.EW),)),
        DealResult(Seat.N, Strain.SPADES, (5, 8), honours=(0, 4, 0, 1), multiplier=2),
        DealResult(Seat.E, Strain.NO_TRUMPS, (10, 3), honours=(4, 0, 0, 0)),
    ]
    for result in results:
        if not rubber.is_over:
            rubber = rubber.score(result)
    return rubber


def rubbers() -> dict[str, Rubber]:
    return {
        "hoyle": replay(load(ROOT / "examples" / "hoyle-rubber.json")).rubber,
        "ames": pad_rubber("american-1904", AMES_PLAYERS, AMES_DEALS).rubber,
        "american-1905": american_1905_rubber(),
    }


def figure(figures: tuple[Figure, ...], place: str, side: Side | None,
           deal: int | None = None) -> Explanation:
    found = [f.explanation for f in figures if (f.place, f.side, f.deal) == (place, side, deal)]
    assert len(found) == 1, (place, side, deal)
    return found[0]


@pytest.mark.parametrize("name", ["hoyle", "ames", "american-1905"])
def test_every_figure_of_the_block_has_terms_summing_to_it(name: str) -> None:
    rubber = rubbers()[name]
    assert rubber.is_over
    figures = explain_rubber(rubber)
    for item in figures:
        explanation = item.explanation
        assert sum(t.points for t in explanation.terms) == explanation.figure, explanation
        assert explanation.law.startswith(rubber.code.key), explanation
        assert explanation.words
    for deal in rubber.deals:
        items = [f.explanation for f in figures if f.place == "item" and f.deal == deal.number]
        assert [e.figure for e in items] == [e.points for e in deal.entries if e.side == Side.NS] + \
            [e.points for e in deal.entries if e.side == Side.EW]
        for side in Side:
            assert figure(figures, "deal-below", side, deal.number).figure == deal.points(side, below=True)
            assert figure(figures, "deal-above", side, deal.number).figure == deal.points(side, below=False)
    for side in Side:
        assert figure(figures, "below", side).figure == rubber.points(side, below=True)
        assert figure(figures, "above", side).figure == rubber.points(side, below=False)
        assert figure(figures, "total", side).figure == rubber.totals[side]
        bonus = rubber.code.scoring.rubber_bonus if rubber.winner == side else 0
        assert figure(figures, "rubber", side).figure == bonus
    net_side, net_points = rubber.net
    assert figure(figures, "net", net_side).figure == net_points


def test_the_books_nets_are_explained() -> None:
    found = rubbers()
    assert figure(explain_rubber(found["hoyle"]), "net", Side.NS).figure == 26
    ames = explain_rubber(found["ames"])
    assert figure(ames, "net", Side.NS).arithmetic == "390 - 244 = 146"


def test_the_pad_block_figures_are_the_explained_figures() -> None:
    pad = pad_rubber("english-1904", HOYLE_PLAYERS, HOYLE_DEALS)
    block = scoring_block(pad)
    figures = explain_rubber(pad.rubber)
    rows = [row for game in block["games"] for row in game["rows"]]
    for row in rows:
        assert figure(figures, "deal-below", Side.NS, row["deal"]).figure == row["we"]
        assert figure(figures, "deal-below", Side.EW, row["deal"]).figure == row["they"]
    for row in block["above"]:
        assert figure(figures, "deal-above", Side.NS, row["deal"]).figure == row["we"]
    assert figure(figures, "total", Side.NS).figure == block["totals"]["we"]["total"]


def test_doubled_tricks_in_words_and_terms() -> None:
    code = load_law_code("english-1904")
    result = DealResult(Seat.S, Strain.HEARTS, (9, 4), multiplier=4)
    [entry] = score_deal(code, result)
    explained = explain_entry(code, result, entry)
    assert explained.words == ("3 tricks over six at hearts, 8 each = 24, doubled: 48, "
                               "redoubled: 96; english-1904 law 4")
    assert [t.points for t in explained.terms] == [24, 24, 48]
    assert explained.arithmetic == "24 + 24 + 48 = 96"


def test_a_revoking_side_held_to_28_says_so() -> None:
    code = load_law_code("american-1905")
    result = DealResult(Seat.S, Strain.NO_TRUMPS, (13, 0), revokes=(RevokeClaim(Side.NS),))
    tricks = [e for e in score_deal(code, result) if e.kind == "tricks"]
    explained = explain_entry(code, result, tricks[0])
    assert explained.figure == 28
    assert explained.terms == (Term("4 tricks over six at no trumps (10 tricks counted, after 3 penalty "
                                    "tricks given up for its revoke, american-1905 law 87), 12 each", 48),
                               Term("held to 28 toward game for the revoke", -20))
    assert "american-1905 law 4" in explained.words


def test_an_english_revoke_added_and_deducted() -> None:
    code = load_law_code("english-1904")
    result = DealResult(Seat.S, Strain.CLUBS, (8, 5), multiplier=2,
                        revokes=(RevokeClaim(Side.EW, RevokeOption.ADD),))
    added = [e for e in score_deal(code, result) if e.kind == "revoke" and e.points]
    explained = explain_entry(code, result, added[0])
    assert [t.points for t in explained.terms] == [12, 12]
    deducted = DealResult(Seat.S, Strain.CLUBS, (8, 5),
                          revokes=(RevokeClaim(Side.EW, RevokeOption.DEDUCT),))
    entries = [e for e in score_deal(code, deducted, (0, 6)) if e.kind == "revoke"]
    assert explain_entry(code, deducted, entries[0]).figure == -6


def test_an_explanation_whose_terms_do_not_sum_is_refused() -> None:
    with pytest.raises(ValueError, match="do not sum to 5"):
        Explanation(5, "five", (Term("four", 4),), "english-1904 law 4")


@pytest.mark.parametrize("code", ["english-1904", "american-1904", "american-1905"])
def test_every_figure_of_random_rubbers_is_explained(code: str) -> None:
    """Random play doubles often (five doublings of a spade make at english-1904's limit, more
    under the American codes): every figure of 40 random rubbers has terms that sum to it (the
    explanation refuses to exist otherwise); the web table's explain route answered 500 before."""
    for seed in range(40):
        record = play_rubber(code, ["A", "B", "C", "D"], seed, RandomAgent(random.Random(seed)))
        rubber = replay(record).rubber
        figures = explain_rubber(rubber)
        assert figures and all(sum(t.points for t in f.explanation.terms) == f.explanation.figure
                                for f in figures)


@pytest.mark.parametrize(("code", "law"), [("english-1904", "english-1904 law 90"),
                                           ("american-1905", "american-1905 law 87")])
def test_the_tricks_below_name_the_penalty_tricks_for_a_revoke(code: str, law: str) -> None:
    """Issue 36: "7 tricks at 8" must say that some were penalty tricks: NS won 6 tricks in play
    and take 3 from EW for EW's revoke, so their 9 tricks count 3 over six, all three penalty
    tricks, at the revoke law."""
    laws = load_law_code(code)
    result = DealResult(Seat.S, Strain.HEARTS, (6, 7), revokes=(RevokeClaim(Side.EW),))
    entry = next(e for e in score_deal(laws, result) if e.below and e.kind == "tricks")
    words = explain_entry(laws, result, entry).words
    assert "3 of them penalty tricks for a revoke" in words and law in words


@pytest.mark.parametrize(("code", "law"), [("english-1904", "english-1904 law 90"),
                                           ("american-1905", "american-1905 law 87")])
def test_the_tricks_below_name_the_penalty_tricks_a_side_gave_up(code: str, law: str) -> None:
    """Issue 36: a side that won 11 tricks in play and revoked scores 2 over six; its line says
    that it counted 8 tricks after giving up 3 penalty tricks for its revoke, at the revoke law
    (before, "2 tricks over six" alone)."""
    laws = load_law_code(code)
    result = DealResult(Seat.S, Strain.SPADES, (11, 2), revokes=(RevokeClaim(Side.NS),))
    entry = next(e for e in score_deal(laws, result) if e.below and e.kind == "tricks")
    words = explain_entry(laws, result, entry).words
    assert "2 tricks over six" in words, words
    assert "8 tricks counted, after 3 penalty tricks given up for its revoke" in words and law in words, words
