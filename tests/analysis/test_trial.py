"""The maxims on trial: the quick run end to end, its figures and its verdicts."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgewhist.agents.maxims.make import Make, Outlook
from bridgewhist.analysis.estimate import COSTLY, DEPENDS, SOUND, interval95, verdict
from bridgewhist.analysis.maxims_catalog import AMES, HOYLE, MAXIMS, prescription
from bridgewhist.analysis.trial import ALL_MAXIMS, TrialResult, run_trial
from bridgewhist.analysis.trial_report import write_report
from bridgewhist.cards import CardSet
from bridgewhist.cli.app import app
from bridgewhist.cli.trial import QUICK
from bridgewhist.laws import load_law_code


@pytest.fixture(scope="module")
def quick() -> TrialResult:
    """``bridgewhist trial --quick``'s study (the same settings), run once for these tests."""
    return run_trial(load_law_code("english-1904"), seed=1904, **QUICK)


def test_at_least_25_maxims_from_both_books_each_quoted() -> None:
    assert len(MAXIMS) >= 25
    assert {m.book for m in MAXIMS} == {AMES, HOYLE}
    for maxim in MAXIMS:
        assert maxim.quote and maxim.section and maxim.rule.__doc__
        # the quote is the book's words as the rule's docstring gives them (the catalogue's own
        # two maxims quote in their docstrings too)
        words = maxim.quote.split(" ... ")[0][:30].replace('"', "")
        assert words.split()[0] in " ".join(maxim.rule.__doc__.split())


def test_every_maxim_is_tried_and_its_intervals_hold_their_estimates(quick: TrialResult) -> None:
    assert [r.maxim.name for r in quick.results] == [m.name for m in ALL_MAXIMS]
    for result in quick.results:
        assert result.n == QUICK["deals"], result.maxim.name
        assert result.cost is not None
        assert result.cost.low <= result.cost.mean <= result.cost.high
        for band in result.by_band.values():
            assert band.low <= band.mean <= band.high
        assert sum(band.n for band in result.by_band.values()) == result.n
        assert 0 <= result.agreed <= result.n
        assert sum(count for _, count in result.preferred) == result.n - result.agreed


def test_verdicts_follow_the_intervals(quick: TrialResult) -> None:
    for result in quick.results:
        cost = result.cost
        assert cost is not None
        bands = [b for b in result.by_band.values() if b.n >= 2]
        losing = [b for b in bands if b.high < 0]
        assert result.verdict == verdict(list(result.by_band.values()), cost)
        if result.verdict == SOUND:
            assert not losing and not cost.high < 0
        elif result.verdict == COSTLY:
            assert len(losing) == len(bands) or cost.high < 0
        else:
            assert result.verdict == DEPENDS and 0 < len(losing) < len(bands)
        # where the maxim and the simulation always agreed, it costs nothing
        if result.agreed == result.n:
            assert cost.mean == 0 and result.verdict == SOUND


def test_verdict_rules() -> None:
    loses, holds = interval95([-10, -12, -11]), interval95([5, -5, 0])
    assert verdict([loses, loses]) == COSTLY
    assert verdict([loses, holds]) == DEPENDS
    assert verdict([holds, holds], holds) == SOUND
    pooled = interval95([-4, 0, -4, 0, -2, -2, -2, -2])
    assert verdict([interval95([-4, 0]), interval95([0, -4])], pooled) == COSTLY


def test_the_report_has_every_maxim_a_chart_and_the_command(quick: TrialResult, tmp_path: Path) -> None:
    written = write_report(quick, tmp_path, "bridgewhist trial --quick")
    text = (tmp_path / "trial.md").read_text(encoding="utf-8")
    page = (tmp_path / "trial.html").read_text(encoding="utf-8")
    assert "`bridgewhist trial --quick`" in text and "Double dummy is not single dummy" in text
    for maxim in ALL_MAXIMS:
        assert f"plots/{maxim.name}.png" in text and f'src="plots/{maxim.name}.png"' in page
        assert (tmp_path / "plots" / f"{maxim.name}.png").read_bytes()[:4] == b"\x89PNG"
    assert len(written) == 2 + len(ALL_MAXIMS)


def test_the_command_writes_the_report(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["trial", "--quick", "--maxim", "four_aces", "--out",
                                      str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "four_aces" in result.output and (tmp_path / "trial.html").exists()
    bad = CliRunner().invoke(app, ["trial", "--quick", "--maxim", "no_such_maxim"])
    assert bad.exit_code == 2 and "unknown maxim(s) no_such_maxim" in bad.output


def test_the_rule_that_closes_a_list_applies_only_when_no_other_does() -> None:
    passing = next(m for m in MAXIMS if m.name == "pass_it_to_partner")
    aces = Make(CardSet.parse_pbn("A54.A83.A962.A74").mask, Outlook(0, 0, 30))
    weak = Make(CardSet.parse_pbn("432.5432.5432.32").mask, Outlook(0, 0, 30))
    assert prescription(passing, aces) is None
    assert str(prescription(passing, weak)) == "leave"
