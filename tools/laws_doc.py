"""Generate docs/laws.md from the law catalogue and the law tests.

Every law of each code gets one row: its topic, its status, the modules that carry it out and
the tests named for it (``test_<code>_law_<n>_...``). Run ``python tools/laws_doc.py`` to
rewrite the file; ``tests/core/test_laws_doc.py`` fails when it is stale or a law lacks its test.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from bridgewhist.laws.catalog import CATALOG, LawStatus  # noqa: E402

TEST_NAME = re.compile(r"def (test_(english_1904|american_1904|american_1905)_law_(\d+)_\w*)")
INTRO = ROOT / "docs" / "laws-intro.md"
OUTPUT = ROOT / "docs" / "laws.md"


def law_tests(root: Path = ROOT) -> dict[tuple[str, int], list[str]]:
    """Every law test found under tests/, by (code key, law number)."""
    found: dict[tuple[str, int], list[str]] = defaultdict(list)
    for path in sorted((root / "tests").rglob("test_*.py")):
        for match in TEST_NAME.finditer(path.read_text(encoding="utf-8")):
            name, code, number = match.groups()
            found[(code.replace("_", "-"), int(number))].append(
                f"{path.relative_to(root).as_posix()}::{name}"
            )
    return found


def render() -> str:
    """The whole text of docs/laws.md."""
    tests = law_tests()
    lines = [INTRO.read_text(encoding="utf-8").rstrip(), ""]
    for code, entries in CATALOG.items():
        counts: dict[LawStatus, int] = defaultdict(int)
        for entry in entries:
            counts[entry.status] += 1
        summary = ", ".join(f"{counts[s]} {s.value}" for s in LawStatus if counts[s])
        lines += [f"## {code}", "", f"{len(entries)} laws: {summary}.", "",
                  "| Law | Chapter | Topic | Status | Where | Tests |",
                  "|---|---|---|---|---|---|"]
        for entry in entries:
            where = ", ".join(f"`{m}`" for m in entry.modules)
            if entry.note:
                where = f"{where} — {entry.note}" if where else entry.note
            named = tests.get((code, entry.number), [])
            cell = "<br>".join(f"`{t.split('::')[1]}`" for t in named)
            topic = entry.topic.replace("|", "\\|")
            lines.append(f"| {entry.number} | {entry.chapter} | {topic} | {entry.status.value} | "
                         f"{where.replace('|', '/')} | {cell} |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    OUTPUT.write_text(render(), encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
