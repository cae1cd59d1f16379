"""The learning environments' install: a lean `env` extra, OpenSpiel its own, the README says so."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).parents[2]


def _project() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        project: dict[str, object] = tomllib.load(handle)
    return project


def test_env_is_lean_and_openspiel_is_its_own_extra_both_in_dev() -> None:
    project = _project()
    extras = project["project"]["optional-dependencies"]  # type: ignore[index]
    env = " ".join(extras["env"]).lower()
    for needed in ("numpy", "numba", "gymnasium", "pettingzoo", "tqdm"):
        assert needed in env
    for heavy in ("open_spiel", "scipy", "ray", "endplay", "torch", "jax"):
        assert heavy not in env
    assert extras["openspiel"] == ["bridgewhist[env]", "open_spiel>=2.0"]
    dev = re.search(r"bridgewhist\[([a-z,]+)\]", extras["dev"][0])
    assert dev is not None and {"env", "openspiel"} <= set(dev.group(1).split(","))
    data = project["tool"]["setuptools"]["package-data"]  # type: ignore[index]
    assert "boards/*.json" in data["bridgewhist.env"]
    scripts = project["project"]["scripts"]  # type: ignore[index]
    assert scripts["bridgewhist-evaluate"] == "bridgewhist.env.evaluate_command:main"


def test_the_readme_lists_every_extra_and_links_the_research_page() -> None:
    extras = _project()["project"]["optional-dependencies"]  # type: ignore[index]
    readme = (ROOT / "README.md").read_text("utf-8")
    paragraph = readme[readme.index("The extras, for"):]
    paragraph = paragraph[:paragraph.index("\n\n")]
    for name in extras:
        assert f"`{name}`" in paragraph, name
    assert "(docs/research.md)" in paragraph and "pip install -e '.[env]'" in paragraph
    research = (ROOT / "docs" / "research.md").read_text("utf-8")
    assert "pip install -e '.[env]'" in research and "bridgewhist[env]'" not in research
