"""The core's two contracts in .importlinter name every module of the core: a module added to
the core without them would be held to nothing (issue 33: words.py was in neither)."""

from __future__ import annotations

import configparser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE_PACKAGES = ("laws", "phases")
"""The core's packages; its modules are the package's top-level files."""
CORE_CONTRACTS = ("core-is-the-core", "core-standard-library")


def core_modules(src: Path = ROOT / "src" / "bridgewhist") -> set[str]:
    """Every module of the core, as the contracts name it."""
    modules = {f"bridgewhist.{path.stem}" for path in src.glob("*.py") if path.stem != "__init__"}
    return modules | {f"bridgewhist.{name}" for name in CORE_PACKAGES}


def missing(contracts: str, contract: str) -> list[str]:
    """The core's modules that ``contract`` of the .importlinter text does not name.

    >>> missing("[importlinter:contract:c]\\nsource_modules =\\n    bridgewhist.cards\\n", "c") != []
    True
    """
    config = configparser.ConfigParser()
    config.read_string(contracts)
    named = set(config[f"importlinter:contract:{contract}"]["source_modules"].split())
    return sorted(core_modules() - named)


@pytest.mark.parametrize("contract", CORE_CONTRACTS)
def test_the_core_contracts_name_every_module_of_the_core(contract: str) -> None:
    text = (ROOT / ".importlinter").read_text(encoding="utf-8")
    assert not missing(text, contract), f"{contract} leaves out {', '.join(missing(text, contract))}"
