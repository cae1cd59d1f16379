"""For every test and doctest: the user's data directory (the web table's default database, the
records ``bridgewhist play`` keeps) is a temporary folder, never the real one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True, scope="session")
def _data_directory(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """``$XDG_DATA_HOME`` (where platformdirs looks on Linux) in a fresh temporary folder."""
    data = tmp_path_factory.mktemp("data-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(data))
        yield data
