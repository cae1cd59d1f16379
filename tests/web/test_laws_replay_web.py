"""The history of a finished club-laws deal carries its step-through for the browser's replay
(``steps``, built by :mod:`bridgewhist.web.views.laws_replay`): each irregularity in words, the
options offered with the law, the choice and who made it, the cards exposed, the penalties and
each trick as actually played; a deal with no irregularity replays as a STRICT deal does."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.acts import Act, parse_act
from bridgewhist.cards import Card, format_deal, parse_deal
from bridgewhist.errors import IllegalActionError
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.notation.record_laws import replay_refereed
from bridgewhist.record import RefereedDeal
from bridgewhist.referee.events import RulingKind
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from bridgewhist.web.views.four_hand import card_text, cards_of
from bridgewhist.web.views.laws_replay import deal_steps, ordinary_actions
from bridgewhist.words import card_words
from support.laws_replay import corrected_renounce_deal
from support.referee import random_act
from web.test_laws_game import Table, hand_of

pytestmark = pytest.mark.web

PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


def _play_out(table: Table) -> None:
    """Every ruling answered with its first option, every turn with the first regular act."""
    while table.view()["phase"] != "over":
        ruling = table.view()["laws"]["ruling"]
        if ruling is not None:
            chooser = table.at(ruling["chooser"])
            table.send(chooser, table.view(chooser)["legal"][0]["action"])
        else:
            table.regular()


def _check_positions(entry: dict[str, Any]) -> None:
    """After each step the hands held, the cards in the tricks completed and the trick in
    progress make up the deal as dealt; the tricks won add up; the tricks are numbered in turn
    (a trick amended or taken back names its number again) and end as the deal's tricks."""
    hands = parse_deal(entry["hands"])
    dealt = {seat.name: set(cards_of(mask)) for seat, mask in zip(Seat, hands, strict=True)}
    tricks: dict[int, dict[str, Any]] = {}
    for step in entry["steps"]:
        for trick in sorted(step["tricks"], key=lambda t: t["change"] != "taken-back"):
            if trick["change"] == "taken-back":
                assert tricks.pop(trick["number"]) == {k: trick[k] for k in ("leader", "cards", "winner")}
                continue
            assert trick["number"] == (trick["number"] if trick["change"] == "amended" else len(tricks) + 1)
            assert (trick["change"] == "amended") == (trick["number"] in tricks)
            tricks[trick["number"]] = {k: trick[k] for k in ("leader", "cards", "winner")}
        gone = {c for t in tricks.values() for c in t["cards"]} | set(step["trick_now"]["cards"])
        held = parse_deal(step["hands"], complete=False)
        for seat, mask in zip(Seat, held, strict=True):
            assert set(cards_of(mask)) == dealt[seat.name] - gone, (step["kind"], seat)
        assert step["won"]["NS"] + step["won"]["EW"] == len(tricks)
    assert [tricks[n] for n in sorted(tricks)] == entry["tricks"]


def test_english_1904_law_80_the_replay_steps_through_a_lead_out_of_turn(client: TestClient) -> None:
    """P80: "If an adversary lead out of turn, the dealer may either treat the card so led as an
    exposed card, or may call a suit as soon as it is the turn of either adversary to lead"."""
    table = Table(client)
    try:
        table.to_play()
        view = table.view()
        dealer, third = view["dealer"], PARTNER[view["turn"]]
        card = hand_of(table, third)[0]
        table.send(table.at(third), card)  # the eldest hand's partner leads out of turn
        assert all(table.view(p)["history"] == [] for p in table.everyone)  # never the deal in play
        table.send(table.at(dealer), "choose call-card")
        _play_out(table)
        entries = [table.view(p)["history"] for p in table.everyone]
        assert all(e == entries[0] for e in entries)  # the finished deal is the same for all
        entry = entries[0][0]
        assert entry["actions"] == []  # not a STRICT deal: the browser steps through ``steps``
        steps = entry["steps"]
        kinds = [s["kind"] for s in steps]
        assert kinds[0] == "talk" and all(a["talk"] for a in steps[0]["acts"])
        lead = steps[1]
        assert lead["kind"] == "irregularity"
        assert lead["acts"] == [{"seat": third, "act": f"{third}: {card}", "kind": "irregular", "talk": False,
                                 "words": f"plays {table_words(card)}"}]
        assert lead["events"][0]["what"] == f"{third}'s lead out of turn: {dealer} to choose"
        assert lead["events"][0]["law"] == "english-1904 law 80"
        offered = lead["offered"]
        assert (offered["chooser"], offered["offender"]) == (dealer, third)
        assert offered["law"] == "english-1904 law 80"
        assert offered["irregularity"] == "lead out of turn"
        assert {o["key"] for o in offered["options"]} >= {"call-card", "call-suit"}
        chosen = steps[2]
        assert chosen["kind"] == "ruling" and chosen["acts"][0]["kind"] == "choose"
        text = next(o["text"] for o in offered["options"] if o["key"] == "call-card")
        assert chosen["chosen"] == {"chooser": dealer, "key": "call-card", "text": text, "offender": third,
                                    "law": "english-1904 law 80", "irregularity": "lead out of turn"}
        assert chosen["acts"][0]["words"] == f"chooses: {text}"
        assert chosen["exposed"] == {third: [card]}
        # The exposed card is called later (P84) and the penalty shows in words, with its law.
        bound = [p for s in steps for p in s["penalties"].get(third, [])]
        assert any(table_words(card) in p and "law" in p for p in bound), bound
        assert entry["events"][0]["law"] == "english-1904 law 80"
        _check_positions(entry)
        last = steps[-1]
        assert parse_deal(last["hands"], complete=False) == (0, 0, 0, 0)
        assert last["won"] == table.view()["tricks_won"]
        # The next deal in play never joins the history (its steps would show every hand).
        for p in table.everyone:
            p.frames.clear()
        for _ in range(8):
            table.regular()
        for p in table.everyone:
            for frame in p.frames:
                if frame["type"] == "view":
                    assert [h["number"] for h in frame["view"]["history"]] == [1]
                    assert frame["view"]["history"][0]["hands"] == entry["hands"]
    finally:
        table.close()


def table_words(card: str) -> str:
    return card_words(int(Card.parse(card)))


def test_a_deal_with_no_irregularity_replays_as_a_strict_deal(client: TestClient) -> None:
    table = Table(client, seed=7)
    try:
        _play_out(table)
        entry = table.view()["history"][0]
        assert entry["events"] == [] and entry["steps"] == []
        assert entry["actions"] == [a.partition(": ")[2] for a in entry["acts"]]
        assert len(entry["tricks"]) == 13
    finally:
        table.close()


def test_random_refereed_deals_step_through_every_act_event_and_trick() -> None:
    """Random irregular acts under each code (the referee's own property test's acts): the steps
    hold every act once in order, every event of the referee's log once in order, a choice
    exactly at each ``choose`` act, each ruling when it is first offered, and the positions add up."""
    rng = random.Random(20261122)
    for number in range(45):
        code = load_law_code(LAW_CODE_KEYS[number % len(LAW_CODE_KEYS)])
        referee = start = Referee.start(code, Seat(rng.randrange(4)), rng=rng)
        acts: list[Act] = []
        while not referee.is_over and len(acts) < 400:
            act = rng.choice(referee.legal_acts()) if rng.random() < 0.85 else random_act(referee, rng)
            try:
                referee = referee.apply(act)
            except IllegalActionError:
                continue
            acts.append(act)
        if not referee.is_over:
            continue
        deal = RefereedDeal(start.dealer, start.hand.deal, tuple(acts))
        steps = [step.model_dump() for step in deal_steps(code, deal)]
        assert [a["act"] for s in steps for a in s["acts"]] == [str(a) for a in acts]
        events = [e for s in steps for e in s["events"]]
        assert [(e["act"], e["what"], e["law"] or "") for e in events] == \
            [(e.act, e.what, e.law) for e in referee.events]
        for step in steps:
            chooses = [a for a in step["acts"] if a["kind"] == "choose"]
            assert (step["chosen"] is not None) == bool(chooses)
            assert step["kind"] == "ruling" if chooses else step["kind"] != "ruling"
            if step["offered"] is not None:
                assert step["offered"]["options"] and step["offered"]["law"]
        entry = {"hands": format_deal(deal.hands), "steps": steps,
                 "tricks": [{"leader": t.leader.name, "cards": [card_text(c) for c in t.cards],
                             "winner": t.winner.name} for t in referee.hand.tricks]}
        _check_positions(entry)
        last = steps[-1]
        assert last["won"] == {"NS": referee.hand.won[0], "EW": referee.hand.won[1]}
        assert ordinary_actions(replay_refereed(code, deal), deal) is None or not referee.events


def test_english_1904_law_94_a_corrected_renounce_takes_its_trick_back_in_the_replay() -> None:
    """P94: "If a player discover his mistake in time to save a revoke, any player or players who
    have played after him may withdraw their cards and substitute others": the fourth hand
    renounces, the trick is turned, he corrects before his side plays again; the replay shows
    the trick taken back into play, then played again and turned with its right cards."""
    code, deal, referee, wrong = corrected_renounce_deal()
    steps = [step.model_dump() for step in deal_steps(code, deal)]
    back = next(s for s in steps if any(t["change"] == "taken-back" for t in s["tricks"]))
    assert back["kind"] == "irregularity" and back["acts"][0]["words"].startswith("takes back his renounce")
    assert back["tricks"][0]["number"] == 1 and wrong in back["tricks"][0]["cards"]
    assert any("corrects the renounce" in e["what"] for e in back["events"])
    again = [t for s in steps[steps.index(back) + 1:] for t in s["tricks"] if t["number"] == 1]
    assert [t["change"] for t in again] == ["completed"] and wrong not in again[0]["cards"]
    _check_positions({"hands": format_deal(deal.hands), "steps": steps,
                      "tricks": [{"leader": t.leader.name, "cards": [card_text(c) for c in t.cards],
                                  "winner": t.winner.name} for t in referee.hand.tricks]})


def test_american_1904_law_94_the_replay_shows_dummy_laid_down_and_the_cut_for_the_next_deal() -> None:
    """A94: "A revoke must be claimed before the cards have been cut for the following deal";
    A61: "the dealer's partner shall place his cards face upward on the table": both acts show in
    the replay in words, with the referee's events and their laws."""
    code = load_law_code("american-1904")
    hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
    texts = ["S: dealing looked", "S: no-trumps", "W: satisfied", "E: satisfied", "N: lay-down",
             "W: S4", "N: SA", "E: HJ", "S: S5", "N: CA"]             # E's renounce, established
    acts = [parse_act(t) for t in texts]
    step = Referee.from_deal(code, Seat.S, hands)
    for act in acts:
        step = step.apply(act)
    while step.pending is None or step.pending.kind != RulingKind.REVOKE_CLAIM:
        act = step.legal_acts()[0]
        acts.append(act)
        step = step.apply(act)
    acts.append(parse_act("S: cut"))
    deal = RefereedDeal(Seat.S, hands, tuple(acts))
    steps = [step.model_dump() for step in deal_steps(code, deal)]
    words = [a["words"] for s in steps for a in s["acts"]]
    assert "lays his cards face upward on the table as dummy" in words
    assert "looked at his cards while they were dealt" in words
    assert words[-1] == "cuts the pack for the following deal"
    assert steps[-1]["events"][-1]["law"] == "american-1904 law 94"
