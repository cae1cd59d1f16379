"""Rich renderings for the terminal: cards and hands as text (:mod:`.text`), a deal trick by
trick (:mod:`.deal`), the scoring block (:mod:`.score`).

>>> render_text(card_text(0x1C))
'♥Q'
"""

from bridgewhist.cli.render.deal import hands_table, spoken, spoken_line, trick_by_trick
from bridgewhist.cli.render.score import deal_score, rubber_verdict, scoring_block, side_names
from bridgewhist.cli.render.text import (
    RED,
    action_words,
    card_text,
    hand_line,
    render_text,
    strain_text,
    trick_line,
)

__all__ = [
    "RED", "action_words", "card_text", "deal_score", "hand_line", "hands_table", "render_text",
    "rubber_verdict", "scoring_block", "side_names", "spoken", "spoken_line", "strain_text",
    "trick_by_trick", "trick_line",
]
