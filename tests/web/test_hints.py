"""Hints (issue 15, item 8): "what would the maxims say?" at a friendly table, never at a club-laws one.

docs/web-protocol.md, "Hints": the player whose turn it is asks with ``{"type": "hint"}`` and
alone receives the maxims player's action for his seat, computed from his seat's view only, with
the maxim's words and its book.
"""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient

from bridgewhist.actions import ActionKind
from bridgewhist.agents.maxims.advice import AMES, advise, book_of, rule_words
from bridgewhist.agents.three_hand_players import pass_the_deal_when_worthless, three_hand_view
from bridgewhist.laws import load_law_code
from bridgewhist.three_hand.hand import ThreeHandDeal
from bridgewhist.web.hints import HINT_BURST, hint_frame, three_hand_position
from web.helpers import Player, frames_of, join, new_table, seated_table

Frame = dict[str, Any]




def test_the_player_in_turn_gets_the_maxims_action_with_its_maxim_and_book_and_he_alone(
        client: TestClient) -> None:
    with seated_table(client) as (players, watchers):
        asked = {id(p): 0 for p in players}
        for _ in range(20):   # the declaration, the doubling and the play (dummy's cards too)
            acting = next(p for p in players if p.view["view"]["legal"])
            if asked[id(acting)] == HINT_BURST:   # within each one's rate
                seq = acting.view["seq"]
                last = acting.view["view"]["legal"][-1]["action"]
                acting.send({"type": "action", "action": last, "seq": seq})
                for p in [*players, *watchers]:
                    p.sync(seq + 1)
                continue
            acting.send({"type": "hint"})
            asked[id(acting)] += 1
            hint = frames_of(acting, "hint")[-1]
            legal = {item["action"]: item["words"] for item in acting.view["view"]["legal"]}
            assert hint["seq"] == acting.view["seq"]
            assert hint["action"] in legal and hint["words"] == legal[hint["action"]]
            assert hint["maxim"] == rule_words(hint["rule"]) or hint["maxim"].startswith("No maxim")
            assert hint["book"] == book_of(hint["maxim"])
            seq = acting.view["seq"]
            acting.send({"type": "action", "action": hint["action"], "seq": seq})
            for p in [*players, *watchers]:
                p.sync(seq + 1)
        for p in players:
            assert len(frames_of(p, "hint")) == asked[id(p)]
        assert all(frames_of(w, "hint") == [] for w in watchers)
        assert sum(asked.values()) >= 9


def test_the_hints_name_ames_or_hoyle_for_the_declaration(client: TestClient) -> None:
    with seated_table(client) as (players, _):
        dealer = next(p for p in players if p.view["view"]["legal"])
        assert dealer.view["view"]["phase"] == "declaration"
        dealer.send({"type": "hint"})
        hint = frames_of(dealer, "hint")[-1]
        assert hint["book"] is not None and ("Ames" in hint["book"] or "Hoyle" in hint["book"])
        assert hint["maxim"].startswith(("Ames", "Hoyle"))


def test_no_hint_out_of_turn_nor_for_a_spectator(client: TestClient) -> None:
    with seated_table(client) as (players, watchers):
        idle = next(p for p in players if not p.view["view"]["legal"])
        idle.send({"type": "hint", "ref": "h1"})
        refused = frames_of(idle, "error")[-1]
        assert (refused["reason"], refused["ref"]) == ("no_hint", "h1")
        watchers[0].send({"type": "hint"})
        assert frames_of(watchers[0], "error")[-1]["reason"] == "spectator"


def test_a_club_laws_table_never_offers_a_hint(client: TestClient) -> None:
    with seated_table(client, mode="laws") as (players, _):
        acting = next(p for p in players if p.view["view"]["legal"])
        acting.send({"type": "hint"})
        refused = frames_of(acting, "error")[-1]
        assert refused["reason"] == "no_hint" and "club-laws" in refused["message"]
        assert frames_of(acting, "hint") == []


def test_hints_asked_too_fast_are_refused(client: TestClient) -> None:
    with seated_table(client) as (players, _):
        acting = next(p for p in players if p.view["view"]["legal"])
        for _ in range(5):
            acting.send({"type": "hint"})
        assert len(frames_of(acting, "hint")) == 3
        assert [e["reason"] for e in frames_of(acting, "error")] == ["too_fast", "too_fast"]


def test_a_three_hand_player_in_turn_gets_a_hint_among_his_own_acts(client: TestClient) -> None:
    table_id = new_table(client, kind="three-hand", seed=8)
    tokens = [join(client, table_id, name) for name in ("Ann", "Bob", "Cy")]
    players = [Player(client, table_id, t) for t in tokens]
    try:
        for p in players:
            p.drain()
        hinted = 0
        asked = {id(p): 0 for p in players}
        for _ in range(12):   # the dealer's make (or pass), the leader's doubling, the play
            acting = next(p for p in players if p.view["view"]["legal"])
            legal = {item["action"]: item["words"] for item in acting.view["view"]["legal"]}
            if asked[id(acting)] < HINT_BURST:   # within each one's rate
                asked[id(acting)] += 1
                acting.send({"type": "hint"})
                hint = frames_of(acting, "hint")[-1]
                assert hint["seq"] == acting.view["seq"]
                assert hint["action"] in legal and hint["words"] == legal[hint["action"]], (hint, legal)
                assert "partner" not in hint["words"]
                hinted += 1
            seq = acting.view["seq"]
            choice = "next" if "next" in legal else next(a for a in legal if a != "pass")
            acting.send({"type": "action", "action": choice, "seq": seq})
            for p in players:
                p.sync(seq + 1)
        assert hinted >= 4
        idle = next(p for p in players if not p.view["view"]["legal"])
        idle.send({"type": "hint"})
        assert frames_of(idle, "error")[-1]["reason"] == "no_hint"
    finally:
        for p in players:
            p.close()


def test_a_three_hand_dealer_the_maxims_would_have_leave_it_passes_or_makes_it_from_x() -> None:
    code = load_law_code("american-1904")
    seen: dict[str, str] = {}
    for seed in range(400):
        deal = ThreeHandDeal.deal(code, ("Ann", "Bob", "Cy"), 0, random.Random(seed))
        view = three_hand_view(deal, 0)
        if advise(view.seat_view).action.kind != ActionKind.LEAVE:
            continue
        hint = hint_frame(three_hand_position(view, deal), seq=1)
        assert hint.rule == "pass_the_deal_when_worthless" and hint.book == AMES
        assert hint.maxim.startswith("Whether a dealer who cannot make the trump passes the deal")
        worthless = pass_the_deal_when_worthless(view.seat_view.hand)
        assert (hint.action, hint.words) == (("pass", "I pass the deal") if worthless
                                             else ("leave", "I make it from dummy's hand"))
        seen[hint.action] = hint.words
        if len(seen) == 2:
            break
    assert set(seen) == {"pass", "leave"}
