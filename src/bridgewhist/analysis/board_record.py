"""The analysis board of a deal of a record (JSON or PBN, read into a
:class:`~bridgewhist.record.Record`): the deal replayed, the score when it began.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.record import PlayedDeal, Record
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(4))
>>> actions = []
>>> while not state.is_complete:
...     actions.append(state.legal_actions()[-1])
...     state = state.apply(actions[-1])
>>> record = Record(state.code, (PlayedDeal(Seat.S, state.deal, tuple(actions)),))
>>> analyse_record(record).makers_tricks == state.won[0]
True
>>> analyse_record(record, 2)
Traceback (most recent call last):
...
bridgewhist.analysis.board.AnalysisError: deal 2: the record has 1 deal (1 to 1)
"""

from __future__ import annotations

from bridgewhist.analysis.board import AnalysisError, DealAnalysis, UnfinishedDealError, analyse_deal
from bridgewhist.notation.record import replay, replay_deal
from bridgewhist.record import PlayedDeal, Record, ResultDeal
from bridgewhist.state import HandState

__all__ = ["analyse_record", "deal_states", "last_finished"]


def last_finished(record: Record) -> int | None:
    """The number (from 1) of the record's last deal played card by card to its end, or None.

    >>> from bridgewhist.laws import load_law_code
    >>> last_finished(Record(load_law_code("english-1904"))) is None
    True
    """
    for number in range(len(record.deals), 0, -1):
        deal = record.deals[number - 1]
        if isinstance(deal, PlayedDeal) and replay_deal(record.code, deal)[-1].is_complete:
            return number
    return None


def deal_states(record: Record, number: int | None = None
                ) -> tuple[int, tuple[HandState, ...], tuple[int, int]]:
    """Deal ``number`` (from 1; the last finished deal when None) of a record: its number, its
    states from the deal to the last action, and the points toward game when it began.

    :raises AnalysisError: for a number out of range, a deal entered as a result or refereed
        under the laws (its acts are not a plain play of the cards); UnfinishedDealError for
        a record with no finished deal.
    :raises NotationError: for a record that does not replay.
    """
    count = len(record.deals)
    if number is None:
        number = last_finished(record)
        if number is None:
            raise UnfinishedDealError("the record has no deal played to its last card")
    if not 1 <= number <= count:
        plural = "" if count == 1 else "s"
        raise AnalysisError(f"deal {number}: the record has {count} deal{plural} (1 to {count})"
                                  if count else f"deal {number}: the record has no deals")
    deal = record.deals[number - 1]
    if isinstance(deal, ResultDeal):
        raise AnalysisError(f"deal {number} was entered as its result: no cards to analyse")
    if not isinstance(deal, PlayedDeal):
        raise AnalysisError(f"deal {number} was refereed under the laws: only a deal "
                                  "played without irregularities is analysed")
    before = replay(Record(record.code, record.deals[:number - 1])).rubber
    states = replay_deal(record.code, deal, f"deals[{number - 1}]")
    return number, states, before.game_score


def analyse_record(record: Record, number: int | None = None) -> DealAnalysis:
    """The analysis of deal ``number`` (from 1; the last finished deal when None) at the
    rubber's score when that deal began.

    :raises AnalysisError: for a number out of range, a deal entered as a result or refereed
        under the laws (its acts are not a plain play of the cards); UnfinishedDealError for
        an unfinished deal.
    :raises NotationError: for a record that does not replay.
    """
    _, states, game_score = deal_states(record, number)
    return analyse_deal(states, game_score)
