"""A running ``bridgewhist serve`` as the browser tests see it."""

from __future__ import annotations

import subprocess
from pathlib import Path


class Server:
    """A running ``bridgewhist serve``: its base URL and its log."""

    def __init__(self, process: subprocess.Popen[bytes], url: str, log: Path) -> None:
        self.process = process
        self.url = url
        self.log = log

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""
