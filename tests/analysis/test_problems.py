"""Double-dummy problems: every bundled problem's stated solution checked by the solver (through
endplay's own PBN reader, play of the cards and ``solve_board``, not our code path), the
answer's refutations, the puzzle's steps, the PBN form and its errors."""

from __future__ import annotations

import pytest
from endplay.dds import solve_board
from endplay.types import Card as EndplayCard
from endplay.types import Deal, Denom, Player

from bridgewhist.analysis.dd_line import play_card
from bridgewhist.analysis.problem import (
    Problem,
    ProblemError,
    bundled_problems,
    dumps_problems,
    loads_problems,
)
from bridgewhist.analysis.problem_solve import solve_problem
from bridgewhist.analysis.puzzle import defend, puzzle_step
from bridgewhist.cards import Card, Strain, format_deal
from bridgewhist.seats import Seat, Side

DENOMS = (Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs, Denom.nt)
BUNDLED = bundled_problems()


def _name(card: EndplayCard) -> str:
    return "SHDC"[card.suit.value] + card.rank.abbr


def _endplay_deal(problem: Problem) -> Deal:
    deal = Deal.from_pbn(format_deal(problem.hands))
    deal.trump = DENOMS[problem.trump]
    deal.first = Player.find(problem.leader.name)
    return deal


@pytest.mark.parametrize("problem", BUNDLED, ids=[p.name for p in BUNDLED])
def test_the_stated_solution_wins_against_any_defence(problem: Problem) -> None:
    """Along the stated line every card of the task's side keeps the task and every card of the
    defence is its best, by endplay's solve_board at each position; the key is the only winning
    first card; the line is played to the end and takes the tricks the task asks."""
    deal = _endplay_deal(problem)
    side = int(problem.side)
    won = 0
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
                assert winners == [name], f"the key is not the only winning lead: {winners}"
        else:
            assert values[name] == max(values.values()), f"card {index + 1}, {name}, is not best"
        deal.play(EndplayCard(name))
        if index % 4 == 3:
            won += deal.first.value & 1 == side
    assert won >= problem.tricks


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
    assert loads_problems(dumps_problems(list(BUNDLED))) == list(BUNDLED)
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
