"""PBN is for other programs: endplay (the Python bridge library) reads every board of an
exported rubber, its deal, declarer, play and result (issue 16, item 4)."""

from __future__ import annotations

import io
import random

import pytest
from endplay.parsers import pbn as endplay_pbn  # the dds extra, in dev

from bridgewhist.agents import RandomAgent, chooser
from bridgewhist.cards import CARDS, Strain, format_deal
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.notation import pbn
from bridgewhist.notation.record import replay_deal
from bridgewhist.record import PlayedDeal
from bridgewhist.seats import Seat
from bridgewhist.table import Table

STRAINS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C", "nt": "NT"}
"""endplay's names of the strains (its Denom), as PBN letters."""



def _rubber(code_key: str, seed: int) -> Table:
    table = Table.by_cutting(load_law_code(code_key), ["A", "B", "C", "D"], random.Random(seed), seed=seed)
    agent = chooser({seat: RandomAgent(random.Random(f"{seed}:{seat}")) for seat in Seat})
    while True:
        table.play_out(agent)
        if table.is_over:
            return table
        table.next_deal()


@pytest.mark.parametrize(("code_key", "seed"), [(key, n) for n, key in enumerate(LAW_CODE_KEYS, start=5)])
def test_endplay_reads_every_board_of_an_exported_rubber(code_key: str, seed: int) -> None:
    record = _rubber(code_key, seed).record()
    boards = endplay_pbn.load(io.StringIO(pbn.dumps(record)))
    assert len(boards) == len(record.deals) >= 2
    for board, deal in zip(boards, record.deals, strict=True):
        assert isinstance(deal, PlayedDeal)
        final = replay_deal(record.code, deal)[-1]
        assert board.dealer.abbr == deal.dealer.name
        assert board.deal.to_pbn() == format_deal(deal.hands, first=Seat.N)
        contract = board.contract
        assert contract.declarer.abbr == deal.dealer.name and contract.level == 1
        assert STRAINS[contract.denom.name] == Strain(final.strain).letter
        assert contract.penalty.abbr.upper() == ("", "X", "XX")[min(final.doubles, 2)]
        played = [str(CARDS[trick.card_of(trick.leader.offset(i))])
                  for trick in final.tricks for i in range(4)]
        assert [f"{STRAINS[c.suit.name]}{c.rank.name[1:]}" for c in board.play] == played
        assert contract.result == final.won[deal.dealer.side] - 7
