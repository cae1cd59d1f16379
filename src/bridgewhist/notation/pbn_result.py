"""PBN for a score-keeper's result deal (a score pad's deals): what was declared and doubled,
the tricks, and the honours and chicane as the players called them, with no cards.

Such a game keeps the standard tags bridge programs read (``[Deal "?"]`` when the hands are not
known, ``[Declarer]`` the dealer, ``[Contract]``, ``[Result]`` the dealer's side's tricks) and
marks itself with ``[BridgeWhistTricks "NS 9 EW 4"]``; ``[BridgeWhistHonours "N2 S2 E1"]``
(honours, or aces at no trumps, held by each seat), ``[BridgeWhistVoids "E"]`` (chicane),
``[BridgeWhistRevokes "EW:take_tricks"]`` and ``[BridgeWhistDealerLeads "1"]`` carry the rest.
Use it through :mod:`bridgewhist.notation.pbn`.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.notation.pbn import dumps, loads
>>> from bridgewhist.notation.record import loads as json_loads
>>> record = json_loads('''{"format": "bridgewhist-record", "version": 1,
...   "law_code": {"key": "english-1904"}, "deals": [{"kind": "result", "dealer": "N",
...   "strain": "D", "tricks": {"NS": 9, "EW": 4}, "honours": {"N": 2, "S": 2, "E": 1}}]}''')
>>> text = dumps(record)
>>> [line for line in text.splitlines() if "Honours" in line or "Contract" in line]
['[Contract "1D"]', '[BridgeWhistHonours "N2 E1 S2"]']
>>> loads(text) == record
True
"""

from __future__ import annotations

from typing import Any

from bridgewhist.cards import format_deal
from bridgewhist.errors import NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.notation.pbn_tags import (
    DOUBLES_TAG,
    LEFT_TAG,
    MAKER_TAG,
    STRAIN_TAG,
    Game,
)
from bridgewhist.notation.record import from_dict
from bridgewhist.record import ResultDeal
from bridgewhist.seats import Seat

__all__ = ["DEALER_LEADS_TAG", "HONOURS_TAG", "REVOKES_TAG", "TRICKS_TAG", "VOIDS_TAG",
           "is_result", "result_deal", "result_tags"]

TRICKS_TAG = "BridgeWhistTricks"
"""The tricks won by each side, ``NS 9 EW 4``: its presence marks a score-keeper's result."""
HONOURS_TAG = "BridgeWhistHonours"
"""Honours (aces at no trumps) held by each seat, ``N2 E1 S2`` (when the hands are not given)."""
VOIDS_TAG = "BridgeWhistVoids"
"""The seats dealt no trump (chicane), ``E`` or ``N S``."""
REVOKES_TAG = "BridgeWhistRevokes"
"""Each revoke claimed: the revoking side and the claimants' option, ``EW:take_tricks``."""
DEALER_LEADS_TAG = "BridgeWhistDealerLeads"
"""american-1904 law 77: the dealer's leads out of turn penalised."""


def result_tags(deal: ResultDeal) -> tuple[dict[str, str], dict[str, str]]:
    """The standard tags (``Deal``, ``Declarer``, ``Contract``, ``Result``) and the custom tags
    of a result deal."""
    result = deal.result
    dealer = result.dealer
    standard = {
        "Deal": "?" if deal.hands is None else format_deal(deal.hands, first=dealer),
        "Declarer": dealer.name,
        "Contract": "1" + result.strain.letter + "X" * min(result.doubles, 2),
        "Result": str(result.tricks[dealer.side]),
    }
    extra = {
        TRICKS_TAG: f"NS {result.tricks[0]} EW {result.tricks[1]}",
        STRAIN_TAG: result.strain.letter, DOUBLES_TAG: str(result.doubles),
    }
    if result.maker is not None:   # a score-keeper may not have said who declared
        extra[MAKER_TAG] = result.maker.name
        extra[LEFT_TAG] = "yes" if result.maker != dealer else "no"
    if deal.hands is None:
        extra[HONOURS_TAG] = " ".join(f"{seat.name}{n}" for seat, n
                                      in zip(Seat, result.honours, strict=True) if n)
        voids = [seat.name for seat, void in zip(Seat, result.voids, strict=True) if void]
        if voids:
            extra[VOIDS_TAG] = " ".join(voids)
    if result.revokes:
        extra[REVOKES_TAG] = " ".join(f"{c.side.name}:{c.option.value}" for c in result.revokes)
    if result.dealer_leads_out_of_turn:
        extra[DEALER_LEADS_TAG] = str(result.dealer_leads_out_of_turn)
    return standard, extra


def is_result(game: Game) -> bool:
    """Whether a PBN game is a score-keeper's result (it has ``[BridgeWhistTricks]``)."""
    return game.known(TRICKS_TAG) is not None


def _words(game: Game, name: str) -> list[str]:
    tag = game.known(name)
    return [] if tag is None else tag.value.split()


def result_deal(game: Game, code: LawCode) -> ResultDeal:
    """Read a result game back, every value checked as a JSON record's result deal is.

    :raises NotationError: with the game's line and what is wrong.
    """
    raw: dict[str, Any] = {"kind": "result"}
    try:
        dealer = game.known("Dealer")
        raw["dealer"] = None if dealer is None else dealer.value.strip()
        strain = game.known(STRAIN_TAG) or game.known("Contract")
        text = "" if strain is None else strain.value.strip().upper()
        raw["strain"] = text.lstrip("1234567").rstrip("X") if strain is not None else None
        words = _words(game, TRICKS_TAG)
        if len(words) != 4 or words[0] != "NS" or words[2] != "EW" or \
                not (words[1].isdigit() and words[3].isdigit()):
            raise NotationError(f'[{TRICKS_TAG}] must be like "NS 9 EW 4"')
        raw["tricks"] = {"NS": int(words[1]), "EW": int(words[3])}
        maker = game.known(MAKER_TAG)
        if maker is not None:
            raw["maker"] = maker.value.strip()
        doubles = game.known(DOUBLES_TAG)
        if doubles is not None:
            raw["doubles"] = int(doubles.value) if doubles.value.strip().isdigit() else doubles.value
        deal = game.known("Deal")
        if deal is not None:
            raw["hands"] = deal.value.strip()
        else:
            raw["honours"] = {w[:1]: int(w[1:]) if w[1:].isdigit() else w[1:]
                              for w in _words(game, HONOURS_TAG)}
            if _words(game, VOIDS_TAG):
                raw["voids"] = _words(game, VOIDS_TAG)
        revokes = [w.split(":", 1) for w in _words(game, REVOKES_TAG)]
        if revokes:
            raw["revokes"] = [{"side": r[0], "option": r[-1]} for r in revokes]
        leads = _words(game, DEALER_LEADS_TAG)
        if leads:
            raw["dealer_leads_out_of_turn"] = int(leads[0]) if leads[0].isdigit() else leads[0]
        record = from_dict({"format": "bridgewhist-record", "version": 1,
                            "law_code": code.to_dict(), "deals": [raw]})
    except NotationError as error:
        message = error.bare_message
        if error.field and error.field.startswith("deals[0]."):
            message = f"{error.field.removeprefix('deals[0].')}: {message}"
        raise NotationError(f"a score-keeper's result: {message}", line=game.line) from None
    deal_read = record.deals[0]
    assert isinstance(deal_read, ResultDeal)
    return deal_read
