"""Double dummy: DDS (through endplay) against our exact solver, the batch limits, the worker pool.

The exact solver (bridgewhist.agents.ddmc.exact) is independent of DDS: a plain minimax over the
cards. On random endings of one to four tricks a hand, every strain, every leader, and every
point of the current trick, DDS must give each legal card the same value, and the same tables.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.agents.ddmc import dds
from bridgewhist.agents.ddmc.dds import (
    BOARDS_PER_CALL,
    NOT_SOLVED,
    TABLES_PER_CALL,
    card_values,
    card_values_batch,
    dd_table,
    dd_tables,
    tricks_for_makers,
)
from bridgewhist.agents.ddmc.exact import Position, PositionError, exact_table, exact_tricks, solve_exact
from bridgewhist.agents.ddmc.workers import (
    DDSPool,
    PoolClosedError,
    WorkerDiedError,
    WorkerTimeoutError,
    exit_once,
    exit_worker,
    sleep_then,
    worker_pid,
)
from bridgewhist.cards import DECK, Card, CardSet, parse_deal
from bridgewhist.dealing import shuffle_cut_and_deal
from bridgewhist.fastplay import card_at, legal_mask
from bridgewhist.seats import Seat
from support.rules import DEAL

SETTINGS = settings(max_examples=60, deadline=None, database=None)


def ending(rng: random.Random, tricks: int) -> tuple[int, int, int, int]:
    """Four random hands of ``tricks`` cards each."""
    cards = rng.sample(list(DECK), 4 * tricks)
    hands = [sum(1 << c for c in cards[seat * tricks:(seat + 1) * tricks]) for seat in range(4)]
    return (hands[0], hands[1], hands[2], hands[3])


def position(rng: random.Random, tricks: int) -> Position:
    """A random ending with a random trump and leader and 0-3 legal cards played to the trick."""
    hands = list(ending(rng, tricks))
    trump, leader = rng.randrange(5), rng.randrange(4)
    trick: list[int] = []
    for offset in range(rng.randrange(4)):
        seat = (leader + offset) & 3
        legal = legal_mask(hands[seat], trick[0] >> 4 if trick else -1)
        card = card_at(legal, rng.randrange(legal.bit_count()))
        hands[seat] ^= 1 << card
        trick.append(card)
    return Position((hands[0], hands[1], hands[2], hands[3]), trump, leader, tuple(trick))


seeds = st.integers(min_value=0, max_value=2 ** 32 - 1)
sizes = st.integers(min_value=1, max_value=4)


# --- DDS against the exact solver --------------------------------------------------------------

@SETTINGS
@given(seeds, sizes)
def test_card_values_match_exact_solver(seed: int, tricks: int) -> None:
    spot = position(random.Random(seed), tricks)
    assert card_values(*spot) == solve_exact(*spot).values


@settings(max_examples=25, deadline=None, database=None)
@given(seeds, sizes)
def test_dd_table_matches_exact_solver(seed: int, tricks: int) -> None:
    hands = ending(random.Random(seed), tricks)
    table = dd_table(hands)
    assert table == exact_table(hands)
    for strain in range(5):
        for declarer in range(4):
            leader = (declarer + 1) & 3
            assert table[strain][declarer] == tricks - exact_tricks(hands, strain, leader)


def test_batch_matches_exact_solver_at_every_stage() -> None:
    rng = random.Random(2024)
    spots = [position(rng, 1 + index % 4) for index in range(120)]
    assert card_values_batch(spots) == [solve_exact(*spot).values for spot in spots]
    deals = [ending(rng, 2 + index % 3) for index in range(12)]
    assert dd_tables(deals) == [exact_table(hands) for hands in deals]


def test_values_count_the_current_trick_for_the_side_on_play() -> None:
    # N led SA; E, on play, must follow with SK; at hearts W ruffs with H2: the trick is E-W's.
    hands = (0, CardSet.parse("SK").mask, CardSet.parse("SQ").mask, CardSet.parse("H2").mask)
    spot = Position(hands, 1, 0, (Card.parse("SA"),))
    assert card_values(*spot) == {Card.parse("SK"): 1} == solve_exact(*spot).values
    assert card_values(hands, 4, 0, (Card.parse("SA"),)) == {Card.parse("SK"): 0}


# --- tables of whole deals ---------------------------------------------------------------------

def test_dd_table_when_one_hand_holds_every_top_card() -> None:
    # N holds AKQ of every suit and SJ; E and W follow to three rounds of everything (four spades),
    # so North's side takes all thirteen tricks in every strain, whoever leads.
    hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 2.8765.8765.8765 6543.432.432.432")
    table = dd_table(hands)
    assert table == ((13, 0, 13, 0),) * 5
    for dealer in range(4):
        assert tricks_for_makers(table, dealer, 4) == (13 if dealer % 2 == 0 else 0)


def test_dd_table_agrees_with_solving_the_opening_lead() -> None:
    table = dd_table(DEAL)
    assert dd_tables([DEAL]) == [table]
    for strain in (0, 4):
        for dealer in range(4):
            eldest = (dealer + 1) & 3
            leads = card_values(DEAL, strain, eldest)
            assert max(leads.values()) == 13 - tricks_for_makers(table, dealer, strain)
            assert set(leads) == set(CardSet(DEAL[eldest]))


def test_bad_positions_are_refused_with_a_reason() -> None:
    hands = ending(random.Random(1), 5)
    with pytest.raises(PositionError, match="5 tricks a hand is too large: at most 4"):
        solve_exact(hands, 4, 0)
    with pytest.raises(PositionError, match="holds 4 cards but N, on play, holds 5"):
        card_values((hands[0], hands[1] & (hands[1] - 1), hands[2], hands[3]), 4, 0)
    with pytest.raises(PositionError, match="trump 5"):
        card_values(hands, 5, 0)
    revoke = (CardSet.parse("S2 H3").mask, CardSet.parse("SK").mask, CardSet.parse("SQ H4").mask,
              CardSet.parse("S3 H5").mask)
    with pytest.raises(PositionError, match="E played HA to a S lead while holding SK"):
        card_values(revoke, 4, 0, (Card.parse("SA"), Card.parse("HA")))
    with pytest.raises(PositionError, match="position 1: "):
        card_values_batch([Position(hands, 4, 0), Position(hands, 4, 9)])


# --- the batch limits --------------------------------------------------------------------------

def _recording(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    """Wrap the endplay batch function ``name`` as dds uses it; return the sizes of its calls."""
    calls: list[int] = []
    real: Callable[..., Any] = getattr(dds, name)

    def wrapper(deals: list[Any], *args: Any, **kwargs: Any) -> Any:
        calls.append(len(deals))
        return real(deals, *args, **kwargs)

    monkeypatch.setattr(dds, name, wrapper)
    return calls


def test_the_limits_are_endplays_and_one_more_fails_raw() -> None:
    assert (TABLES_PER_CALL, BOARDS_PER_CALL) == (40, 200)
    endplay: Any = dds   # endplay's own batch calls, as dds imported them
    deals = [dds.to_deal(ending(random.Random(n), 2)) for n in range(201)]
    with pytest.raises(RuntimeError, match="Too many DD tables"):
        endplay.calc_all_tables(deals[:TABLES_PER_CALL + 1])
    with pytest.raises(IndexError):
        endplay.solve_all_boards(deals[:BOARDS_PER_CALL + 1])


@pytest.mark.parametrize("count", [TABLES_PER_CALL, TABLES_PER_CALL + 1])
def test_dd_tables_chunks_at_forty_deals(monkeypatch: pytest.MonkeyPatch, count: int) -> None:
    calls = _recording(monkeypatch, "calc_all_tables")
    rng = random.Random(count)
    deals = [ending(rng, 2) for _ in range(count)]
    assert dd_tables(deals) == [exact_table(hands) for hands in deals]
    assert calls == ([TABLES_PER_CALL] if count == TABLES_PER_CALL else [TABLES_PER_CALL, 1])


@pytest.mark.parametrize("count", [BOARDS_PER_CALL, BOARDS_PER_CALL + 1])
def test_card_values_batch_chunks_at_two_hundred(monkeypatch: pytest.MonkeyPatch, count: int) -> None:
    calls = _recording(monkeypatch, "solve_all_boards")
    rng = random.Random(count)
    spots = [position(rng, 1 + index % 2) for index in range(count)]
    assert card_values_batch(spots) == [solve_exact(*spot).values for spot in spots]
    assert calls == ([BOARDS_PER_CALL] if count == BOARDS_PER_CALL else [BOARDS_PER_CALL, 1])


def test_one_card_tables_come_from_the_exact_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    # DDS's tables of one-card endings are wrong; they never reach it.
    calls = _recording(monkeypatch, "calc_all_tables")
    hands = (CardSet.parse("S8").mask, CardSet.parse("DK").mask, CardSet.parse("H6").mask,
             CardSet.parse("HQ").mask)
    assert dd_tables([hands]) == [exact_table(hands)] == [dd_table(hands)]
    assert exact_table(hands)[4] == (0, 1, 0, 0)
    assert calls == []


# --- the worker pool ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def pool() -> Iterator[DDSPool]:
    with DDSPool(workers=2, timeout=5.0) as running:
        yield running


def test_pool_solves_as_in_process(pool: DDSPool) -> None:
    rng = random.Random(7)
    spots = [position(rng, 1 + index % 4) for index in range(30)]
    assert pool.solve_positions(spots) == card_values_batch(spots)
    deals = [ending(rng, 3) for _ in range(5)]
    assert pool.dd_tables(deals) == dd_tables(deals)
    assert pool.solve_positions([]) == []


def test_a_job_error_comes_back_and_the_worker_stays(pool: DDSPool) -> None:
    bad = Position(ending(random.Random(3), 2), 7, 0)
    with pytest.raises(PositionError, match="trump 7"):
        pool.submit(card_values, *bad).result()
    assert pool.restarts == 0


def test_a_worker_that_dies_is_reported_and_replaced(pool: DDSPool) -> None:
    restarts = pool.restarts
    with pytest.raises(WorkerDiedError, match=r"killed its worker \d+ \(exit code 7\)") as died:
        pool.submit(exit_worker, 7).result(timeout=30)
    assert died.value.exitcode == 7
    assert pool.restarts == restarts + 1
    assert pool.workers == 2
    results = pool.map(exit_worker, [9], return_exceptions=True)
    assert isinstance(results[0], WorkerDiedError)
    assert pool.restarts == restarts + 2
    spot = position(random.Random(11), 3)
    assert pool.submit(card_values, *spot).result(timeout=30) == solve_exact(*spot).values


def test_an_overrun_is_killed_and_the_pool_goes_on() -> None:
    with DDSPool(workers=1, timeout=0.3) as short:
        started = time.monotonic()
        with pytest.raises(WorkerTimeoutError, match=r"overran its 0\.3 s budget") as late:
            short.submit(sleep_then, 30.0, "never").result(timeout=30)
        assert time.monotonic() - started < 10
        assert late.value.timeout == 0.3
        assert short.restarts == 1
        assert short.submit(sleep_then, 0.0, "after").result(timeout=30) == "after"
        assert short.map(abs, [-3, 4]) == [3, 4]


def test_retries_rerun_a_job_on_a_fresh_worker(tmp_path: Path) -> None:
    with DDSPool(workers=1, timeout=5.0, retries=1) as retrying:
        marker = str(tmp_path / "died")
        assert retrying.submit(exit_once, marker, "second time").result(timeout=30) == "second time"
        assert retrying.restarts == 1
        with pytest.raises(WorkerDiedError):
            retrying.submit(exit_worker, 4).result(timeout=30)   # dies twice: reported
        assert retrying.restarts == 3
    with pytest.raises(PoolClosedError):
        retrying.submit(worker_pid)


def test_pool_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="at least one worker"):
        DDSPool(workers=0)
    with pytest.raises(ValueError, match="never fork"):
        DDSPool(workers=1, context="fork")


def test_tables_for_some_strains_only_agree_with_the_full_table() -> None:
    deals = [shuffle_cut_and_deal(Seat.N, random.Random(seed)).hands for seed in range(3)]
    full = dd_tables(deals)
    partial = dd_tables(deals, strains=(4, 1))
    for whole, part in zip(full, partial, strict=True):
        assert part[4] == whole[4] and part[1] == whole[1]
        assert part[0] == part[2] == part[3] == NOT_SOLVED
    with pytest.raises(ValueError, match="strains"):
        dd_tables(deals, strains=(7,))


def test_one_strain_tables_take_two_hundred_deals_a_call(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _recording(monkeypatch, "calc_all_tables")
    rng = random.Random(9)
    deals = [ending(rng, 2) for _ in range(BOARDS_PER_CALL + 1)]
    tables = dd_tables(deals, strains=(2,))
    assert [t[2] for t in tables] == [exact_table(hands)[2] for hands in deals]
    assert calls == [BOARDS_PER_CALL, 1]
