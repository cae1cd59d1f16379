"""The trial's report: Markdown with a PNG chart a maxim, and an HTML page of the same content.

:func:`write_report` writes ``trial.md``, ``trial.html`` and ``plots/<maxim>.png`` into a
folder. The HTML is made from the Markdown this module writes (headings, paragraphs, quotes,
tables, images: :func:`to_html` knows that much and no more), so the two never differ.

>>> print(to_html("# A & B\\n\\n| a | b |\\n|---|---|\\n| 1 | 2 |"))
<h1>A &amp; B</h1>
<table>
<tr><th>a</th><th>b</th></tr>
<tr><td>1</td><td>2</td></tr>
</table>
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from bridgewhist.analysis.estimate import Interval
from bridgewhist.analysis.plots import bar_chart
from bridgewhist.analysis.trial import MaximResult, TrialResult

__all__ = ["markdown", "to_html", "write_report"]

METHOD = """\
## Method

Each maxim is one of the maxims player's rules (`bridgewhist.agents.maxims`), quoted from its
book, stated as a predicate on the hand and the score and a prescribed choice (a make, a double,
a card). Random deals are dealt (the dealer South; the score toward game drawn evenly from
twelve scores, from love-all to 28-12 either way) and the table plays by the maxims up to the
decision tried, until each maxim has its deals where it applies: the dealer's make, the
partner's make after "I leave it to you", the leader's double, the maker's redouble, the
opening lead, a discard.

In each of those situations the cards the player cannot see are dealt at random `L` times,
keeping only layouts consistent with what he has seen (his hand; the leave, the make and the
double as the maxims players would have made them), and each layout is solved double dummy
(DDS, one batch of opening leads per group of situations). Every choice open to him (each make
and the leave, valued as partner's maxims make; to double or not) is valued on every layout in
points at stake at the score: the tricks at the law code's values, honours, chicane, slams, and
100 for winning the game (or against conceding it). The *simulation's choice* is the one of the
best mean over the first half of the layouts; the maxim's choice and the simulation's are then
both scored on the other half and on the real deal. The mean difference is the maxim's cost in
that situation: 0 where the two agree, positive where the simulation guessed wrong.

The maxims on the play name a card. For an *opening lead* the situation is the eldest hand's
lead after the make and the doubling; for a *discard*, a defender who cannot follow suit and
does not ruff (the maxims player's ruffing rule does not apply) and holds two suits or more to
throw from; the deal is played by the maxims player up to that card. The layouts keep what the
player has seen (his hand, dummy's once it is down, the cards played, the suits each player has
shown out of, and the auction as the maxims players would have made it), and every card he may
choose (every card at the lead; the cards of the suits neither led nor trumps in a discard) is
valued on each layout by one double-dummy solve of the position with every card's value, the
tricks turned into points at stake as for the makes (for the defence, the makers' points
against). Cards equal in rank within a sequence of his hand (the cards between them played)
are one choice; where the maxim's card is among the best on the choosing half, the simulation,
being indifferent, is counted as agreeing with it.

A maxim's cost over its deals is given as a mean with a 95% interval (normal approximation),
overall and by the band of the score seen from the player (level, ahead, behind). **Verdict**:
*costly* when every band with two deals or more loses beyond chance (its interval lies wholly
below 0), or none does but the pooled interval does; *depends on the score* when some bands do
and others do not; *sound* when no interval lies below 0. A sound verdict says the maxim was not
shown to cost points at this sample size: not that it is best.

## Limits

* Double dummy is not single dummy: every layout is played as if all hands were seen. It
  favours the side that plays the hand (the makers) and the trump makes over no trumps (the
  real defence to no trumps guesses leads and discards), the same for the maxim's choice and
  the simulation's. A lead or a discard is valued as if every later card were played double
  dummy: what a card tells partner (the fourth best, the discard from the protected suit) is
  worth nothing there, and what it gives away to a declarer who cannot see is not counted.
* The simulation's choice is made on half the layouts only, so it is a weak sampler: a maxim
  found *sound* may still be beaten by a stronger one.
* The other players act by the maxims, and a make's doubling is left out of its value (it is
  tried on its own, in the doubling maxims); a double's value leaves out a redouble. In the
  play, the layouts keep the auction and the suits shown out of, but not what the earlier
  cards of the others tell (a maxims player's lead from his best long suit, say).
* Deals a maxim: the numbers are small on this shared machine (see the settings); the
  intervals say how far to trust each verdict.
"""


def markdown(result: TrialResult, command: str, plots: dict[str, str] | None = None) -> str:
    """The report as Markdown; ``plots`` maps a maxim's name to its chart's relative path."""
    verdicts: dict[str, int] = {}
    for r in result.results:
        verdicts[r.verdict] = verdicts.get(r.verdict, 0) + 1
    lines = [
        "# The maxims on trial", "",
        "The period's maxims on the make, the doubling, the opening lead and the discard, from "
        "Hoyle's *Hints for Play* and Fisher Ames's *Bridge Whist in Brief* (1904), each tried "
        "against the best choice found by simulation, in points at stake at the score.", "",
        f"Reproduce with `{command}` (seed {result.seed}, law code {result.law_code}, up to "
        f"{result.deals} deals a maxim, {result.layouts} layouts a decision). It dealt "
        f"{result.dealt:,} random deals to find the situations and took "
        f"{result.seconds / 60:.1f} minutes; {result.forced} layouts were kept without "
        "matching the players' acts (200 tries each).", "",
        "Verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(verdicts.items())) + ".", "",
        "| # | maxim | book, section | decision | deals | cost, points a deal [95%] | verdict "
        "| agreed | the simulation preferred |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for number, r in enumerate(result.results, 1):
        lines.append(f"| {number} | [{r.maxim.name}](#{r.maxim.name.replace('_', '-')}) | "
                     f"{_book(r)} | {r.maxim.kind} | {r.n} | {_text(r.cost)} | {r.verdict} | "
                     f"{_agreed(r)} | {_preferred(r)} |")
    lines += ["", METHOD]
    lines += ["## The maxims", ""]
    for r in result.results:
        lines += [f"### {r.maxim.name.replace('_', '-')}", "",
                  f"> {r.maxim.quote}", "", f"{_book(r)}. Decision: {r.maxim.kind}. "
                  f"Deals: {r.n}; the maxim and the simulation agreed on {_agreed(r)}; where "
                  f"they differed the simulation chose {_preferred(r)}.", "",
                  "| score | deals | cost [95%] |", "|---|---|---|"]
        for band, interval in r.by_band.items():
            lines.append(f"| {band} | {interval.n} | {_text(interval)} |")
        lines += [f"| all | {r.n} | {_text(r.cost)} |", "", f"Verdict: **{r.verdict}**.", ""]
        if plots and r.maxim.name in plots:
            lines += [f"![{r.maxim.name}]({plots[r.maxim.name]})", ""]
    return "\n".join(lines) + "\n"


def write_report(result: TrialResult, folder: Path, command: str) -> list[Path]:
    """Write ``trial.md``, ``trial.html`` and the charts into ``folder``; the paths written."""
    (folder / "plots").mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    plots: dict[str, str] = {}
    for r in result.results:
        bands = r.by_band
        if r.cost is None:
            continue
        labels = [*bands, "all"]
        values: list[Interval] = [*bands.values(), r.cost]
        path = folder / "plots" / f"{r.maxim.name}.png"
        bar_chart(labels, values, "cost, points a deal",
                  f"{r.maxim.name}: {r.verdict} ({r.n} deals)", path)
        plots[r.maxim.name] = f"plots/{path.name}"
        written.append(path)
    text = markdown(result, command, plots)
    (folder / "trial.md").write_text(text, encoding="utf-8")
    page = ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>The maxims on "
            "trial</title><style>body{font-family:Georgia,serif;max-width:60em;margin:2em auto;"
            "padding:0 1em}table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:"
            ".2em .5em}blockquote{font-style:italic}</style></head><body>\n" + to_html(text)
            + "\n</body></html>\n")
    (folder / "trial.html").write_text(page, encoding="utf-8")
    return [folder / "trial.md", folder / "trial.html", *written]


def to_html(text: str) -> str:
    """The Markdown this module writes, as HTML."""
    out: list[str] = []
    table = False
    for line in text.splitlines():
        if table and not line.startswith("|"):
            out.append("</table>")
            table = False
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= {"-"} for c in cells):
                continue
            tag = "td" if table else "th"
            if not table:
                out.append("<table>")
                table = True
            out.append("<tr>" + "".join(f"<{tag}>{_inline(c)}</{tag}>" for c in cells) + "</tr>")
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            title = line[level:].strip()
            anchor = f' id="{html.escape(title)}"' if level == 3 else ""
            out.append(f"<h{level}{anchor}>{_inline(title)}</h{level}>")
        elif line.startswith("> "):
            out.append(f"<blockquote>{_inline(line[2:])}</blockquote>")
        elif line.startswith("* "):
            out.append(f"<ul><li>{_inline(line[2:])}</li></ul>")
        elif line.startswith("  ") and out and out[-1].endswith("</li></ul>"):
            out[-1] = out[-1][:-len("</li></ul>")] + " " + _inline(line.strip()) + "</li></ul>"
        elif line.strip():
            if out and out[-1].startswith("<p>"):
                out[-1] = out[-1][:-4] + " " + _inline(line) + "</p>"
            else:
                out.append(f"<p>{_inline(line)}</p>")
        else:
            out.append("")
    if table:
        out.append("</table>")
    return "\n".join(line for line in out if line)


def _inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", r'<img alt="\1" src="\2">', text)
    text = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*([^*]+)\*", r"<em>\1</em>", text)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", text)


def _book(r: MaximResult) -> str:
    return f"{r.maxim.book}, {r.maxim.section}"


def _text(interval: Interval | None) -> str:
    return "-" if interval is None else interval.text()


def _agreed(r: MaximResult) -> str:
    return f"{100 * r.agreed / r.n:.0f}%" if r.n else "-"


def _preferred(r: MaximResult) -> str:
    return ", ".join(f"{choice} {count}" for choice, count in r.preferred[:3]) or "-"
