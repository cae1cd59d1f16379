"""Double-dummy problems: every bundled problem's stated solution checked by the solver (through
endplay's own PBN reader, play of the cards and ``solve_board``, not our code path), the
answer's refutations, the puzzle's steps, the PBN form and its errors. The composed endings
(``collection.pbn``) and the period problems from sources (``period.pbn``, whose tasks and named
cards are the sources' own and whose keys need not be the only winning cards)."""

from __future__ import annotations

import pytest
from endplay.dds import solve_board
from endplay.types import Card as EndplayCard
from endplay.types import Deal, Denom, Player

from bridgewhist.analysis.dd_line import play_card
from bridgewhist.analysis.problem import (
    Problem,
    ProblemError,
    bundled_file,
    bundled_problems,
    dumps_problems,
    loads_problems,
)
from bridgewhist.analysis.problem_solve import solve_problem
from bridgewhist.analysis.puzzle import defend, puzzle_step
from bridgewhist.cards import Card, Strain, format_deal
from bridgewhist.seats import Seat, Side

DENOMS = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs, Denom.nt)
BUNDLED = bundled_file("collection.pbn")
"""The endings composed here: the key is the only winning lead, the line is the solver's."""
PERIOD = bundled_file("period.pbn")
"""The period problems from sources: the task and the line are the sources'."""


def _name(card: EndplayCard) -> str:
    return "SHDC"[card.suit.value] + card.rank.abbr


def _endplay_deal(problem: Problem) -> Deal:
    deal = Deal.from_pbn(format_deal(problem.hands))
    deal.trump = DENOMS[problem.trump]
    deal.first = Player.find(problem.leader.name)
    return deal


def _walk_the_stated_line(problem: Problem) -> list[str]:
    """Play the stated line with endplay, checking at each position with its solve_board that
    every card of the task's side keeps the task and every card of the defence is its best; the
    line is played to the end and takes the tricks the task asks. The first cards that win, when
    the task's side leads."""
    deal = _endplay_deal(problem)
    side = int(problem.side)
    won = 0
    winners: list[str] = []
    assert len(problem.solution) == 4 * problem.length
    for index, card in enumerate(problem.solution):
        seat = deal.curplayer
        values = {_name(c): tricks for c, tricks in solve_board(deal)}
        name = str(Card(card))
        assert name in values, f"card {index + 1}, {name}, is not legal"
        left = problem.length - index // 4
        ours = values[name] if seat.value & 1 == side else left - values[name]
        if seat.value & 1 == side:
            assert won + ours >= problem.tricks, f"card {index + 1}, {name}, loses the task"
            if index == 0:
                winners = [c for c, v in values.items() if v >= problem.tricks]
        else:
            assert values[name] == max(values.values()), f"card {index + 1}, {name}, is not best"
        deal.play(EndplayCard(name))
        if index % 4 == 3:
            won += deal.first.value & 1 == side
    assert won >= problem.tricks
    return winners


@pytest.mark.parametrize("problem", BUNDLED, ids=[p.name for p in BUNDLED])
def test_the_stated_solution_wins_against_any_defence(problem: Problem) -> None:
    """Along the stated line every card of the task's side keeps the task and every card of the
    defence is its best, by endplay's solve_board at each position; the key is the only winning
    first card; the line is played to the end and takes the tricks the task asks."""
    winners = _walk_the_stated_line(problem)
    assert winners == [str(Card(problem.solution[0]))], f"the key is not the only winning lead: {winners}"


@pytest.mark.parametrize("problem", BUNDLED, ids=[p.name for p in BUNDLED])
def test_the_answer_refutes_every_defence(problem: Problem) -> None:
    answer = solve_problem(problem)
    assert answer.holds and answer.tricks == problem.tricks
    assert tuple(step.card for step in answer.main_line) == problem.solution
    for refutation in answer.defences:   # after any other defence, the task still holds
        assert refutation.tricks >= problem.tricks
        assert refutation.reply[-1].seat & 1 == problem.side
        assert refutation.reply[-1].makers_after >= problem.tricks
    first = {Card(r.card) for r in answer.losing if r.at == 0}
    legal = bin(problem.hands[problem.leader]).count("1")
    assert len(first) == legal - 1   # every other lead loses, with its refutation
    for refutation in answer.losing:
        assert refutation.tricks < problem.tricks
        assert refutation.reply[-1].seat & 1 != problem.side


def test_the_puzzle_plays_the_solution_through() -> None:
    problem = BUNDLED[1]
    step = defend(problem, ())
    while not step.finished:
        index = len(step.played)
        step = puzzle_step(problem, step.played, problem.solution[index])
        assert step.keeps
    assert step.won == problem.tricks == step.tricks


def test_a_losing_card_is_not_played_and_is_refuted() -> None:
    problem = BUNDLED[0]
    wrong = next(card for card in range(64) if problem.hands[Seat.S] >> card & 1
                 and card != problem.solution[0])
    step = puzzle_step(problem, (), wrong)
    assert not step.keeps and step.played == ()
    assert step.tricks < problem.tricks
    assert step.answer[0].card == wrong and len(step.answer) == 4 * problem.length
    assert step.answer[-1].makers_after == step.tricks


def test_the_puzzle_refuses_a_card_out_of_turn_or_not_held() -> None:
    problem = BUNDLED[0]
    with pytest.raises(ProblemError, match="South does not hold it"):
        puzzle_step(problem, (), next(c for c in range(64) if problem.hands[Seat.N] >> c & 1))
    after, _ = play_card(problem.position, problem.solution[0])
    led = problem.solution[0] >> 4
    revoke = next(c for c in range(64) if after.hands[Seat.W] >> c & 1 and c >> 4 != led)
    assert after.hands[Seat.W] & (0x7FFC << (16 * led))   # West holds the suit led
    with pytest.raises(ProblemError, match=r"West must follow \w+ \(english-1904 law 89\)"):
        defend(problem, (problem.solution[0], revoke))
    with pytest.raises(ProblemError, match="the defence is on play"):
        puzzle_step(problem, (problem.solution[0],), next(
            c for c in range(64) if after.hands[Seat.N] >> c & 1))


def test_a_defender_lead_is_played_first_and_an_east_west_task() -> None:
    problem = Problem(BUNDLED[0].hands, Strain.SPADES, Seat.W, Side.EW, 1)
    assert solve_problem(problem).holds
    step = defend(Problem(BUNDLED[0].hands, Strain.SPADES, Seat.W, Side.NS, 1), ())
    assert len(step.played) == 1 and step.answer[0].seat == Seat.W


def test_the_pbn_form_round_trips_and_names_what_is_wrong() -> None:
    every = list(bundled_problems())
    assert every == [*BUNDLED, *PERIOD] and loads_problems(dumps_problems(every)) == every
    base = '[Deal "N:A... K... Q... J..."]\n'
    for text, message in (
        ('[Deal "N:A... K... Q... J..."]', "no \\[BridgeWhistTask\\] tag"),
        (base + '[BridgeWhistTask "NS six"]', "give the side and the tricks"),
        ('[Deal "N:AK... K... Q... J..."]\n[BridgeWhistTask "NS 1"]', "\\[Deal\\]: East's hand repeats SK"),
        ('[Deal "N:AK... 2... Q... J..."]\n[BridgeWhistTask "NS 1"]', "\\[Deal\\]: .* holds 1 card"),
        (base + '[BridgeWhistTask "NS 1"]\n[BridgeWhistTrumps "X"]', "problem 1"),
        ('[BridgeWhistTask "NS 1"]', "no \\[Deal\\] tag"),
    ):
        with pytest.raises(ProblemError, match=message):
            loads_problems(text)


# -- the period problems (period.pbn) ---------------------------------------------------------
SOURCES = {
    # name: (trumps, leader, side, tricks, cards a hand, words the source line must name)
    "The Vienna coup (Clay's Short Whist, 1864)":
        (Strain.CLUBS, Seat.S, Side.NS, 13, 13, ("Manawatu Herald", "21 May 1896", "MH18960521.2.12",
                                                 "small cards", "bridge.pro.br", "NZH19310509")),
    "The Duke of Cumberland's hand (after his lead of a trump)":
        (Strain.CLUBS, Seat.N, Side.NS, 12, 12, ("Proctor", "How to Play Whist (1885)",
                                                 "haroldschogger.com/dukecum.htm", "our choice")),
    "The Mississippi heart hand (West to lead, spades trumps)":
        (Strain.SPADES, Seat.W, Side.EW, 4, 13, ("bridgeguys.com/MGlossary/MississippiHeartHand.html",
                                                 "1804", "9 tricks in a Spade contract",
                                                 "the solver's")),
}


def test_each_period_problem_states_its_source_and_the_sources_task() -> None:
    """The task of each is its source's (trumps, leader, side, tricks), and its note names the
    source (paper, date, address) and says which cards or line are ours."""
    assert [p.name for p in PERIOD] == list(SOURCES)
    for problem in PERIOD:
        trump, leader, side, tricks, length, words = SOURCES[problem.name]
        assert (problem.trump, problem.leader, problem.side, problem.tricks, problem.length) == (
            trump, leader, side, tricks, length)
        for word in words:
            assert word in problem.source, f"{problem.name}: the note does not say {word!r}"


def _holding(problem: Problem, seat: Seat, suit: str) -> str:
    return "".join(str(Card(c))[1] for c in sorted(range(64), reverse=True)
                   if problem.hands[seat] >> c & 1 and str(Card(c))[0] == suit)


def test_the_cards_the_sources_name_are_where_they_put_them() -> None:
    """Vienna: the 1896 text's No. 1 (South) and No. 2 (West), honours and counts, its 'small
    cards' below the ten; North's hearts and spades as far as the text goes. The Duke: his hand
    and North's as the source deals them, the seven and eight of trumps gone. Mississippi: the
    glossary's hands."""
    vienna, duke, mississippi = PERIOD
    south = {suit: _holding(vienna, Seat.S, suit) for suit in "SHDC"}
    west = {suit: _holding(vienna, Seat.W, suit) for suit in "SHDC"}
    assert south["C"][:3] == "AKQ" and len(south["C"]) == 4 and len(south["H"]) == 1
    assert south["S"] == "AQ" and south["D"][:2] == "AQ" and len(south["D"]) == 6
    assert len(west["C"]) == 3 and west["H"][:2] == "T9" and len(west["H"]) == 5
    assert west["S"][0] == "K" and len(west["S"]) == 2 and west["D"][:2] == "JT" and len(west["D"]) == 3
    small = (south["C"][3:] + south["H"] + south["D"][2:]
             + west["C"] + west["H"][2:] + west["S"][1:] + west["D"][2:])
    assert all(rank in "98765432" for rank in small), small
    assert _holding(vienna, Seat.N, "H")[:3] == "AKQ" and _holding(vienna, Seat.N, "S")[:2] == "JT"
    assert [_holding(duke, Seat.W, suit) for suit in "SHDC"] == ["AKQ", "AKQJ", "AK", "KJ9"]
    assert [_holding(duke, Seat.N, suit) for suit in "SHDC"] == ["", "", "T98765432", "AQT"]
    assert [_holding(mississippi, Seat.S, suit) for suit in "SHDC"] == ["AKQ", "AKQJT9", "", "AKQJ"]
    assert [_holding(mississippi, Seat.W, suit) for suit in "SHDC"] == ["", "8765432", "AKQJT9", ""]


@pytest.mark.parametrize("problem", PERIOD, ids=[p.name for p in PERIOD])
def test_the_sources_line_wins_against_any_defence(problem: Problem) -> None:
    """The source's line (the solver's for the Mississippi hand, which gives none): every card of
    the task's side keeps the task against the best defence, by endplay's solve_board at each
    position, to the end. Unlike the composed endings, other first cards may win too."""
    winners = _walk_the_stated_line(problem)
    assert str(Card(problem.solution[0])) in winners or problem.leader & 1 != problem.side


@pytest.mark.parametrize("problem", PERIOD, ids=[p.name for p in PERIOD])
def test_the_answer_to_a_period_problem_refutes_every_defence(problem: Problem) -> None:
    answer = solve_problem(problem)
    assert answer.holds and answer.tricks == problem.tricks
    for refutation in answer.defences:
        assert refutation.tricks >= problem.tricks
        assert refutation.reply[-1].seat & 1 == problem.side
        assert refutation.reply[-1].makers_after >= problem.tricks
    for refutation in answer.losing:
        assert refutation.tricks < problem.tricks
        assert refutation.reply[-1].seat & 1 != problem.side


def test_the_sources_other_claims_hold() -> None:
    """What the notes claim beyond the task: the Duke's trump lead is the one that loses every
    trick (a spade or heart lead saves six), and any card of East's or South's on the trick the
    source leaves open keeps the task; the Mississippi hand's club figure (ten tricks for South)."""
    whole = Deal.from_pbn("N:..T98765432.AQT8 JT9876.T9876.QJ. 5432.5432..65432 AKQ.AKQJ.AK.KJ97")
    whole.trump, whole.first = Denom.clubs, Player.west
    leads = {_name(c): 13 - tricks for c, tricks in solve_board(whole)}   # N-S's tricks
    assert {card for card, ns in leads.items() if ns == 13} == {"C7", "C9", "CJ", "CK"}
    assert {ns for card, ns in leads.items() if card[0] in "SH"} == {7}
    whole.play(EndplayCard("C7"))
    whole.play(EndplayCard("C8"))
    for east, _ in solve_board(whole):
        after = whole.copy()
        after.play(east)
        assert all(tricks == 13 for _, tricks in solve_board(after)), f"East's {east} saves a trick"
    mississippi = PERIOD[2]
    clubs = _endplay_deal(mississippi)
    clubs.trump = Denom.clubs
    assert max(tricks for _, tricks in solve_board(clubs)) == 3   # West's best: South takes ten
