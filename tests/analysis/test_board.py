"""The analysis board of a finished deal, checked card by card against double-dummy solves made
independently of its code path: endplay's own PBN reader, its own play of the cards and
``solve_board`` on each position (the board goes through our card sets, ``to_deal`` and
``SolveAllBoards``), and endplay's ``calc_dd_table`` for every make."""

from __future__ import annotations

import endplay.parsers.pbn as endplay_pbn
import pytest
from endplay.dds import calc_dd_table, solve_board
from endplay.types import Board, Contract, Deal, Denom, Player, Vul
from endplay.types import Card as EndplayCard

from bridgewhist.analysis.board import AnalysisError, UnfinishedDealError, analyse_deal, line_from
from bridgewhist.analysis.board_json import analysis_to_dict
from bridgewhist.analysis.board_record import analyse_record
from bridgewhist.cards import Card, Strain, format_deal
from bridgewhist.laws import load_law_code
from bridgewhist.notation import pbn
from bridgewhist.record import ResultDeal
from bridgewhist.scoring import DealResult, score_deal
from bridgewhist.seats import Seat
from support.played import played_record, played_states

DENOMS = {Strain.SPADES: Denom.spades, Strain.HEARTS: Denom.hearts,
          Strain.DIAMONDS: Denom.diamonds, Strain.CLUBS: Denom.clubs,
          Strain.NO_TRUMPS: Denom.nt}


def _independent_values(hands_pbn: str, strain: Strain, leader: Seat, played: list[str]
                        ) -> list[dict[str, int]]:
    """Every position's card values by endplay alone: the deal read from PBN text, the cards
    played by name, solve_board on each position."""
    deal = Deal.from_pbn(hands_pbn)
    deal.trump = DENOMS[strain]
    deal.first = Player.find(leader.name)
    out = []
    for name in played:
        out.append({"SHDC"[card.suit.value] + card.rank.abbr: tricks
                    for card, tricks in solve_board(deal)})
        deal.play(EndplayCard(name))
    return out


@pytest.mark.parametrize("number", [1, 2, 3])
def test_every_card_agrees_with_independent_solves(number: int) -> None:
    record = pbn.loads(pbn.dumps(played_record((11, 12, 13))))  # through the PBN [Play] section
    board = analyse_record(record, number)
    played = [str(Card(card.card)) for card in board.cards]
    expected = _independent_values(format_deal(board.hands), board.strain, board.dealer.left, played)
    assert len(board.cards) == 52
    for card, values in zip(board.cards, expected, strict=True):
        ours = {str(Card(c)): v for c, v in card.values}
        assert ours == values, f"card {card.index + 1}"
        assert card.cost == max(values.values()) - values[str(Card(card.card))]


def test_the_line_is_the_makers_tricks_card_by_card() -> None:
    states = played_states(21)
    board = analyse_deal(states)
    makers = board.makers
    assert board.cards[-1].makers_after == states[-1].won[makers] == board.makers_tricks
    for previous, card in zip(board.cards, board.cards[1:], strict=False):
        assert card.makers_before == previous.makers_after
    # a card that costs its side a trick moves the line by that much, one way or the other
    for card in board.cards:
        moved = card.makers_after - card.makers_before
        assert abs(moved) == card.cost
        assert card.changed == bool(card.cost)
    lost = sum(c.cost for c in board.cards if c.seat.side == makers)
    gained = sum(c.cost for c in board.cards if c.seat.side != makers)
    assert board.makers_tricks == board.makers_dd - lost + gained


def test_every_make_agrees_with_the_dd_table_and_the_engines_score() -> None:
    states = played_states(5, Seat.E)
    board = analyse_deal(states, (18, 6))
    table = calc_dd_table(Deal.from_pbn(format_deal(board.hands)))
    for make in board.makes:
        # DDS's declarer is the dealer: his left-hand adversary, the eldest hand, leads
        assert make.tricks == table[DENOMS[make.strain], Player.east]
        assert make.chosen == (make.strain == board.strain)
    assert board.makes_law == "english-1904 laws 47-48; english-1904 law 62"
    spades = board.makes[Strain.SPADES]
    result = DealResult(Seat.E, Strain.SPADES, (13 - spades.tricks, spades.tricks),
                        honours=tuple((h & (0x7C00 << 0)).bit_count() for h in board.hands),  # type: ignore[arg-type]
                        voids=tuple(not h & 0x7FFC for h in board.hands),  # type: ignore[arg-type]
                        maker=Seat.E)
    entries = score_deal(states[-1].code, result, (18, 6))
    assert spades.makers_points == sum(e.points for e in entries if e.side == board.makers)
    assert spades.adversaries_points == sum(e.points for e in entries if e.side != board.makers)


def test_an_unfinished_deal_is_refused() -> None:
    states = played_states(3)
    with pytest.raises(UnfinishedDealError, match="only a finished deal is analysed"):
        analyse_deal(states[:-1])
    with pytest.raises(UnfinishedDealError):
        line_from(states[:30], 2)
    record = played_record((3,))
    unfinished = record.deals[0].__class__(record.deals[0].dealer, record.deals[0].hands,  # type: ignore[union-attr]
                                           record.deals[0].actions[:-1])  # type: ignore[union-attr]
    with pytest.raises(UnfinishedDealError):
        analyse_record(record.__class__(record.code, (unfinished,)), 1)


def test_a_deal_entered_as_a_result_is_refused() -> None:
    record = played_record((3,))
    result = ResultDeal(DealResult(Seat.S, Strain.HEARTS, (7, 6)))
    with pytest.raises(AnalysisError, match="entered as its result"):
        analyse_record(record.__class__(record.code, (result,)), 1)


def test_the_best_line_plays_to_the_end_and_keeps_the_value() -> None:
    states = played_states(8)
    board = analyse_deal(states)
    line = line_from(states, 20)
    assert len(line) == 32
    best = dict(board.cards[20].values)[board.cards[20].best]
    assert line[0].card == board.cards[20].best and best >= 0
    # both sides play best: the makers' tricks never move along the line
    assert {step.makers_after for step in line} == {line[-1].makers_after}
    with pytest.raises(AnalysisError, match="from 1 to 52"):
        line_from(states, 52)


def test_the_json_names_cards_and_seats() -> None:
    data = analysis_to_dict(analyse_deal(played_states(4)))
    assert set(data["hands"]) == {"N", "E", "S", "W"}
    assert len(data["cards"]) == 52 and data["cards"][0]["trick"] == 1
    assert all(len(name) == 2 for name in data["cards"][0]["values"])
    assert [m["strain"] for m in data["makes"]] == ["S", "H", "D", "C", "NT"]


def test_a_pbn_written_by_another_program_is_analysed() -> None:
    """endplay writes the deal as a bridge board (its [Play] section by columns from the opening
    leader, [Contract] and [Declarer] as in bridge); the analysis reads it through notation/pbn."""
    states = played_states(41)
    final = states[-1]
    played = [card.card for card in analyse_deal(states).cards]
    strain = "SHDC"[final.strain] if final.strain < 4 else "NT"
    board = Board(Deal.from_pbn(format_deal(final.deal)), play=[EndplayCard(str(Card(c)))
                                                                  for c in played],
                  board_num=1, dealer=Player.find(final.dealer.name), vul=Vul.none,
                  contract=Contract(f"1{strain}{final.dealer.name}"))
    analysis = analyse_record(pbn.loads(endplay_pbn.dumps([board])), 1)
    assert [card.card for card in analysis.cards] == played
    assert analysis.makers_tricks == final.won[final.dealer.side]
    assert analysis.strain == final.strain and analysis.dealer == final.dealer


def test_an_undoubled_spade_make_under_the_spade_convention_is_not_played() -> None:
    """The house rule spade_convention: an undoubled spade make while both sides have less than
    20 is not played, so the makes table scores it nothing; at 20 or more it is played."""
    states = played_states(6, Seat.N, "american-1905")
    code = load_law_code("american-1905", spade_convention=True)
    rebuilt = [state._replace(code=code) for state in states]
    low = analyse_deal(rebuilt, (18, 6)).makes[Strain.SPADES]
    high = analyse_deal(rebuilt, (20, 6)).makes[Strain.SPADES]
    assert low.abandoned and (low.makers_points, low.adversaries_points) == (0, 0)
    assert not high.abandoned and low.tricks == high.tricks
    assert high.makers_points + high.adversaries_points > 0
    plain = analyse_deal(states, (18, 6)).makes[Strain.SPADES]
    assert not plain.abandoned
