"""The README's "Computer players" section names every agent the registry holds, and says how many:
the table lists each built-in name once and no other (BUILT_IN_AGENTS: a test may register more), and
the count before it is theirs."""

from __future__ import annotations

import re
from pathlib import Path

from bridgewhist.agents import BUILT_IN_AGENTS, agent_names

README = Path(__file__).resolve().parents[2] / "README.md"
WORDS = {3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight"}


def players_section() -> str:
    """The README's text from "## Computer players" to the next heading of its level."""
    text = README.read_text(encoding="utf-8")
    start = text.index("## Computer players")
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


def table_names(section: str) -> list[str]:
    """The names in the first column of the section's table (`` `name` | ...``)."""
    return re.findall(r"^\| `([\w-]+)` \|", section, re.MULTILINE)


def test_the_readme_table_lists_every_registered_agent() -> None:
    assert sorted(table_names(players_section())) == list(BUILT_IN_AGENTS)
    assert set(BUILT_IN_AGENTS) <= set(agent_names())   # the package's, whatever else a test registered


def test_the_readme_counts_the_registered_agents() -> None:
    count = len(BUILT_IN_AGENTS)
    assert f"{WORDS[count]} are registered" in players_section(), count


def test_the_table_reader_finds_the_names() -> None:
    assert table_names("| name | plays by |\n|---|---|\n| `random` | a choice |\n| `ddmc` | DDS |\n") == \
        ["random", "ddmc"]
