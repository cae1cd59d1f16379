"""PBN written by another program (endplay, the dds extra) for the analysis tests: deals played by
the random player, exported, read and written again by endplay, this program's own tags taken
out."""

from __future__ import annotations

import io

from endplay.parsers import pbn as endplay_pbn  # the dds extra, in dev

from bridgewhist.notation import pbn
from support.played import played_record


def foreign_pbn(seeds: tuple[int, ...]) -> str:
    """Deals written by endplay, without this program's ``[BridgeWhist...]`` tags."""
    text = endplay_pbn.dumps(endplay_pbn.load(io.StringIO(pbn.dumps(played_record(seeds)))))
    return "\n".join(line for line in text.splitlines() if not line.startswith("[BridgeWhist")) + "\n"
