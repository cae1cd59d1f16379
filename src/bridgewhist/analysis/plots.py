"""The studies' charts, drawn by matplotlib (the ``plots`` extra), imported on first use.

matplotlib is not part of the main job's install: :func:`pyplot` imports it when a chart is
asked for, with the file-only ``Agg`` backend (no display needed).

>>> import tempfile, pathlib
>>> from bridgewhist.analysis.estimate import interval95
>>> path = pathlib.Path(tempfile.mkdtemp()) / "bars.png"
>>> bar_chart(["hearts", "leave"], [interval95([1, 3]), interval95([2, 6])], "points", "t", path)
>>> path.stat().st_size > 1000
True
>>> interval_chart(["a less b", "a less c"], [interval95([1, -1, 2]), interval95([0, 1])],
...                "tricks a deal", "paired", path)
>>> path.stat().st_size > 1000
True
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from bridgewhist.analysis.estimate import Interval

__all__ = ["bar_chart", "interval_chart", "pyplot"]


def pyplot() -> ModuleType:
    """matplotlib's pyplot on the Agg backend."""
    # Lazy: matplotlib (the 'plots' extra, ~1 s to import) is needed only to draw a chart.
    import matplotlib  # noqa: PLC0415

    matplotlib.use("Agg")
    # Lazy: as above, pyplot after the backend is chosen.
    import matplotlib.pyplot as plt  # noqa: PLC0415

    return plt


def bar_chart(labels: Sequence[str], values: Sequence[Interval], ylabel: str, title: str,
              path: Path, *, highlight: int | None = None) -> None:
    """Bars of ``values``' means with their 95% intervals as error bars, saved as a PNG."""
    plt = pyplot()
    figure, axes = plt.subplots(figsize=(max(4.0, 0.9 * len(labels) + 1.5), 3.2), dpi=100)
    means = [v.mean for v in values]
    errors = [[v.mean - v.low for v in values], [v.high - v.mean for v in values]]
    colours = ["#2e6b3f" if index == highlight else "#7a8fa6" for index in range(len(values))]
    axes.bar(range(len(values)), means, yerr=errors, color=colours, capsize=4)
    axes.axhline(0, color="black", linewidth=0.8)
    axes.set_xticks(range(len(values)), labels, fontsize=8)
    axes.set_ylabel(ylabel)
    axes.set_title(title, fontsize=9)
    _save(figure, path)


def interval_chart(labels: Sequence[str], values: Sequence[Interval], xlabel: str, title: str,
                   path: Path) -> None:
    """Differences as points with their 95% intervals, one row each, the first at the top,
    against a line at zero (long labels fit: they are read across), saved as a PNG."""
    plt = pyplot()
    figure, axes = plt.subplots(figsize=(8.0, 0.55 * len(labels) + 1.3), dpi=100)
    rows = range(len(values) - 1, -1, -1)
    errors = [[v.mean - v.low for v in values], [v.high - v.mean for v in values]]
    axes.errorbar([v.mean for v in values], list(rows), xerr=errors, fmt="o", color="#2e6b3f",
                  ecolor="#7a8fa6", capsize=4)
    axes.axvline(0, color="black", linewidth=0.8)
    axes.set_yticks(list(rows), labels, fontsize=8)
    axes.set_ylim(-0.6, len(values) - 0.4)
    axes.set_xlabel(xlabel)
    figure.suptitle(title, fontsize=9)
    _save(figure, path)


def _save(figure: Any, path: Path) -> None:
    """Lay ``figure`` out, write it to ``path`` (a PNG) and free it."""
    figure.tight_layout()
    figure.savefig(path)
    pyplot().close(figure)
