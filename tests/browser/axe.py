"""axe-core in the browser tests: the serious and critical violations on a page (issue 15, item 11).

Imported by a test module, it skips that module when axe-playwright-python (the dev extra) is
missing, with the reason."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

axe_module = pytest.importorskip("axe_playwright_python.sync_playwright",
                                 reason="axe-playwright-python is not installed (the dev extra)")
AXE = axe_module.Axe()


def serious(page: Page) -> list[str]:
    """The serious and critical violations axe finds on the page: rule, impact, first targets."""
    found: dict[str, Any] = AXE.run(page).response
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
            for v in found["violations"] if v["impact"] in ("serious", "critical")]
