"""``POST /api/tables``'s ``computer`` field is documented with every computer player a table may
have (the package's own, :data:`BUILT_IN_AGENTS`, whatever a test registers: the OpenAPI page and
docs/schema/create-table.schema.json read it)."""

from __future__ import annotations

import re

from bridgewhist.agents import BUILT_IN_AGENTS
from bridgewhist.web.models import CreateTable


def test_the_computer_field_names_every_registered_player() -> None:
    words = CreateTable.model_fields["computer"].description or ""
    named = set(re.findall(r"[\w-]+", words))
    assert [name for name in BUILT_IN_AGENTS if name not in named] == [], words
