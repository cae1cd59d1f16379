"""Reading any record a command is given: a four-hand record (played, refereed or a
score-keeper's results), a three-hand record (format ``bridgewhist-three-hand``) or a PBN file
(by its ``.pbn`` ending); and showing a three-hand record's score and deals.

>>> import random
>>> from bridgewhist.three_hand.game import play_three_hand
>>> chooser = random.Random(2)
>>> game = play_three_hand("english", ["Ann", "Bob", "Cy"], 2,
...                        lambda deal: chooser.choice(deal.legal_actions()), games=1, mode="games")
>>> from bridgewhist.cli.render import render_text
>>> shown = [render_text(deal, width=100) for deal in three_hand_deals(game.record())]
>>> any("North · X" in text for text in shown), len(shown) == len(game.record().deals)
(True, True)
"""

from __future__ import annotations

from rich.console import RenderableType
from rich.text import Text

from bridgewhist.cli.common import BadInput
from bridgewhist.cli.render import trick_by_trick
from bridgewhist.errors import BridgeError
from bridgewhist.notation import pbn, three_hand_record
from bridgewhist.notation.limits import MAX_TEXT_CHARS, loads_json
from bridgewhist.notation.record import loads
from bridgewhist.notation.schema import faults
from bridgewhist.record import Record
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.three_hand.game import ThreeHandRecord
from bridgewhist.three_hand.hand import X_SEAT, ThreeHandDeal

__all__ = ["load_any", "read_text", "three_hand_deals"]


def load_any(path: str) -> Record | ThreeHandRecord:
    """The record in the file at ``path``: PBN by its ending, else JSON of either format (the
    ``format`` field decides).

    :raises BadInput: naming the file and what is wrong with it (one line).
    """
    text = read_text(path)
    try:
        if path.lower().endswith(".pbn"):
            record = pbn.loads(text)
            if not record.deals:   # the library reads it as an empty record; here it is a mistake
                raise BadInput(f"{path}: no PBN game: the file is empty or has only comments")
            return record
        data = _decoded(text)
        if isinstance(data, dict) and data.get("format") == three_hand_record.FORMAT:
            problems = faults(data)   # the published schema, as the four-hand reader enforces it
            if problems:
                raise BadInput(f"{path}: {problems[0]}")
            return three_hand_record.from_dict(data)
        return loads(text)
    except BridgeError as error:
        raise BadInput(f"{path}: {error}") from None


def read_text(path: str) -> str:
    """The text of the file at ``path``, at most :data:`MAX_TEXT_CHARS` characters.

    :raises BadInput: naming the file and why it cannot be read: missing, a directory, not
        UTF-8, or too large (refused without reading it all).
    """
    try:
        with open(path, encoding="utf-8-sig") as handle:
            text = handle.read(MAX_TEXT_CHARS + 1)
    except IsADirectoryError:
        raise BadInput(f"cannot read {path}: it is a directory") from None
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise BadInput(f"cannot read {path}: not UTF-8 text") from None
    if len(text) > MAX_TEXT_CHARS:
        raise BadInput(f"cannot read {path}: too large: a record has at most {MAX_TEXT_CHARS:,} characters")
    return text


def _decoded(text: str) -> object:
    try:
        return loads_json(text)
    except ValueError:
        return None   # the four-hand reader names the line and column


def three_hand_deals(record: ThreeHandRecord) -> list[RenderableType]:
    """Each deal of a three-hand record, trick by trick (X North, the dealer South)."""
    shown: list[RenderableType] = []
    for played in record.deals:
        deal = ThreeHandDeal.from_hands(record.code, record.players, played.dealer, played.hands)
        states: list[HandState] = [deal.state]
        for action in played.actions:
            deal = deal.apply(action)
            if deal.state != states[-1]:
                states.extend(_steps(states[-1], deal.state))
        if deal.passed:
            shown.append(Text(f"{record.players[deal.dealer]} deals and passes the deal."))
            continue
        names = {seat: "X" if seat == X_SEAT else record.players[deal.player_at(seat)] for seat in Seat}
        shown.append(trick_by_trick(states, names))
    return shown



def _steps(before: HandState, after: HandState, depth: int = 4) -> list[HandState]:
    """The four-hand states from ``before`` to ``after``: a three-hand act is one four-hand act
    followed by the answers the laws force ("Satisfied"), which the record does not write."""
    for action in before.legal_actions():
        state = before.apply(action)
        if state == after:
            return [state]
        if depth > 1 and state.phase <= after.phase:
            rest = _steps(state, after, depth - 1)
            if rest:
                return [state, *rest]
    return []
