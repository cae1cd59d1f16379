"""The score pad of a real table: deals entered as the players call them, the scoring block."""

from bridgewhist.pad.block import scoring_block, to_record, view
from bridgewhist.pad.entry import Chicane, DealEntry, HonoursCall
from bridgewhist.pad.pad import FORMAT, MAX_LOG, MAX_OP_ID, OPS, OpIdReused, Pad, PadDeal, check_op_id

__all__ = ["FORMAT", "MAX_LOG", "MAX_OP_ID", "OPS", "Chicane", "DealEntry", "HonoursCall", "OpIdReused",
           "Pad", "PadDeal", "check_op_id", "scoring_block", "to_record", "view"]
