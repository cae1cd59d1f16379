"""PBN (Portable Bridge Notation 2.1) for Bridge Whist: write played deals, read them back.

Bridge Whist has no auction, so the mapping (documented in ``docs/record-format.md``, "PBN")
keeps the standard tags for what bridge programs read and puts the declaration and the doubling
in custom tags: ``[Declarer]`` is the dealer, who always plays the hand; ``[Contract]`` is level
1 (the makers score every trick over six), the strain, X for one double and XX for more (as far
as PBN can say it; ``?`` before the trump is made); ``[Result]`` is the tricks won by the
dealer's side; ``[BridgeWhistStrain]``, ``[BridgeWhistMaker]``,
``[BridgeWhistLeft]``, ``[BridgeWhistDoubling]``, ``[BridgeWhistDoubles]`` and
``[BridgeWhistLawCode]`` carry the rest; the ``[Play]`` section lists each trick in columns by
seat from the eldest hand. Importing rebuilds the actions in order and replays them, so every
card is checked against the laws.

The verbs are those of every record format here: :func:`loads` (text to record), :func:`load`
(a file to record), :func:`dumps` (record to text), :func:`dump` (record to a file). The writer is
:mod:`bridgewhist.notation.pbn_write`, the reader :mod:`bridgewhist.notation.pbn_read`, and the
tag names and PBN syntax they share are in :mod:`bridgewhist.notation.pbn_tags`; import them all
from here.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.record import PlayedDeal, Record
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(4))
>>> actions = []
>>> while not state.is_complete:  # the first legal action each time: spades, double...
...     actions.append(state.legal_actions()[0])
...     state = state.apply(actions[-1])
>>> record = Record(state.code, (PlayedDeal(Seat.S, state.deal, tuple(actions)),))
>>> text = dumps(record)
>>> print("\\n".join(text.splitlines()[10:25]))
[Dealer "S"]
[Vulnerable "None"]
[Deal "S:J82.KT7.J87.9872 AK73.AJ3.64.AK63 64.Q86542.KT95.J QT95.9.AQ32.QT54"]
[Scoring "Rubber"]
[Declarer "S"]
[Contract "1SXX"]
[Result "7"]
[BridgeWhistDoubles "5"]
[BridgeWhistDoubling "double double double double double"]
[BridgeWhistLawCode "english-1904"]
[BridgeWhistLeft "no"]
[BridgeWhistMaker "S"]
[BridgeWhistStrain "S"]
[Play "W"]
SA S6 SQ SJ
>>> loads(text) == record
True
>>> import os, tempfile
>>> path = os.path.join(tempfile.mkdtemp(), "rubber.pbn")
>>> dump(record, path)
>>> load(path) == record
True
"""

from __future__ import annotations

from bridgewhist.notation.pbn_read import load, loads
from bridgewhist.notation.pbn_tags import (
    DOUBLES_TAG,
    DOUBLING_TAG,
    HOUSE_RULES_TAG,
    LAW_CODE_TAG,
    LEFT_TAG,
    MAKER_TAG,
    SEED_TAG,
    STRAIN_TAG,
)
from bridgewhist.notation.pbn_write import dump, dumps

__all__ = [
    "DOUBLES_TAG", "DOUBLING_TAG", "HOUSE_RULES_TAG", "LAW_CODE_TAG", "LEFT_TAG", "MAKER_TAG",
    "SEED_TAG", "STRAIN_TAG", "dump", "dumps", "load", "loads",
]
