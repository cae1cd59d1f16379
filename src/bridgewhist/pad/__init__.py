"""The score pad of a real table: deals entered as the players call them, the scoring block."""

from bridgewhist.pad.block import scoring_block, to_record, view
from bridgewhist.pad.entry import Chicane, DealEntry, HonoursCall
from bridgewhist.pad.pad import FORMAT, OPS, Pad, PadDeal

__all__ = ["FORMAT", "OPS", "Chicane", "DealEntry", "HonoursCall", "Pad", "PadDeal",
           "scoring_block", "to_record", "view"]
