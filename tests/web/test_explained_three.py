"""Every figure of a three-hand block explained, its terms summing to it (issue 34, item 3, for
Ames's three-hand bridge): rubbers played out at random under the three codes and each of Ames's
ways of keeping the score, and a session built deal by deal with doubling, honours, chicane, a
slam and revokes; the route answers with them for a three-hand table in play."""

from __future__ import annotations

import json
import random
import re

import pytest
from fastapi.testclient import TestClient

from bridgewhist.cards import Strain
from bridgewhist.laws import load_law_code
from bridgewhist.laws.catalog import CATALOG
from bridgewhist.scoring import DealResult, RevokeClaim, RevokeOption
from bridgewhist.seats import Seat, Side
from bridgewhist.three_hand.game import ThreeHandGame
from bridgewhist.three_hand.hand import AMES
from bridgewhist.three_hand.scoring import Mode, ThreeHandScore
from bridgewhist.web.explained_three import three_figures_by_key
from web.helpers import Player, join, new_table, published

CODES = ("english-1904", "american-1904", "american-1905")


def played(key: str, mode: Mode, seed: int) -> ThreeHandScore:
    """A rubber (or session) of three-hand bridge played to its end by random acts."""
    game, _ = ThreeHandGame.by_cutting(key, ("Ann", "Bob", "Cy"), random.Random(seed), mode=mode,
                                       games=2, deal_count=6)
    rng = random.Random(seed)
    for _ in range(200):
        deal = game.deal
        while not deal.is_over:
            deal = game.apply(rng.choice(deal.legal_actions()), by=deal.actor)
        if game.is_over:
            return game.scored
        game.next_deal()
    raise AssertionError("the session did not end in 200 deals")


def built() -> ThreeHandScore:
    """american-1905, by rubber: doubled and redoubled, chicane, a little slam, revokes."""
    score = ThreeHandScore(load_law_code("american-1905"), ("Ann", "Bob", "Cy"), Mode.RUBBER)
    results = [
        (0, DealResult(Seat.S, Strain.HEARTS, (9, 4), honours=(3, 0, 1, 1), multiplier=2)),
        (1, DealResult(Seat.S, Strain.NO_TRUMPS, (4, 9), honours=(1, 1, 0, 2), multiplier=4)),
        (2, DealResult(Seat.S, Strain.CLUBS, (12, 1), honours=(2, 1, 1, 1),
                       voids=(False, True, False, False))),
        (0, DealResult(Seat.S, Strain.DIAMONDS, (10, 3), honours=(1, 2, 0, 2),
                       revokes=(RevokeClaim(Side.EW),))),
        (1, DealResult(Seat.S, Strain.SPADES, (5, 8), honours=(0, 4, 0, 1), multiplier=2,
                       revokes=(RevokeClaim(Side.NS),))),
        (2, DealResult(Seat.S, Strain.NO_TRUMPS, (10, 3), honours=(4, 0, 0, 0))),
    ]
    for dealer, result in results:
        if not score.is_over:
            score = score.score(dealer, result)
    return score


def english_revokes() -> ThreeHandScore:
    """english-1904, points only: the claimants' three ways of taking a revoke (P90), a pass."""
    score = ThreeHandScore(load_law_code("english-1904"), ("Ann", "Bob", "Cy"), Mode.POINTS,
                           deal_count=4)
    for dealer, option in ((0, RevokeOption.ADD), (1, RevokeOption.DEDUCT),
                           (2, RevokeOption.TAKE_TRICKS)):
        score = score.score(dealer, DealResult(Seat.S, Strain.HEARTS, (7, 6),
                                               revokes=(RevokeClaim(Side.EW, option),)))
    return score.pass_deal(0)


def sessions() -> list[tuple[str, ThreeHandScore]]:
    out = [(f"{key} {mode.value} {seed}", played(key, mode, seed))
           for key in CODES for mode in Mode for seed in (1, 2)]
    return [*out, ("american-1905 built", built()), ("english-1904 revokes", english_revokes())]


def _sum(arithmetic: str, figure: int) -> None:
    """``"24 + 24 - 3 = 45"`` says what it adds up to, and it does."""
    if "=" not in arithmetic:
        assert int(arithmetic) == figure
        return
    left, right = arithmetic.split(" = ")
    parts = re.findall(r"([+-]?) ?(\d+)", left)
    assert sum(-int(n) if sign == "-" else int(n) for sign, n in parts) == int(right) == figure


def _laws_exist(law: str, key: str) -> None:
    for part in law.split("; "):
        if part == AMES:
            continue
        match = re.fullmatch(rf"{key} laws? ([\d, -]+)", part)
        assert match, f"{law!r}: {part!r} is neither Ames nor a law of {key}"
        for number in re.findall(r"\d+", match.group(1)):
            assert 1 <= int(number) <= len(CATALOG[key]), part


def expected(score: ThreeHandScore) -> dict[str, int]:
    """Every figure of the block by its key, read from the score itself."""
    out: dict[str, int] = {}
    for deal in score.deals:
        for p, name in enumerate(score.players):
            out[f"deal-below:{deal.number}:{name}"] = deal.below[p]
            out[f"deal-above:{deal.number}:{name}"] = deal.above[p]
    for p, name in enumerate(score.players):
        out[f"below:{name}"] = score.points(p, below=True)
        out[f"above:{name}"] = score.points(p, below=False)
        out[f"games:{name}"] = score.games_won[p]
        out[f"bonus:{name}"] = score.bonus(p)
        out[f"total:{name}"] = score.totals[p]
    return out


@pytest.mark.parametrize(("name", "score"), sessions(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_figure_of_a_three_hand_block_is_explained_and_sums(name: str, score: ThreeHandScore) -> None:
    figures = three_figures_by_key(score)
    wanted = expected(score)
    assert set(figures) == set(wanted), name
    for key, figure in wanted.items():
        explained = figures[key]
        assert explained["figure"] == figure, (name, key)
        assert sum(t["points"] for t in explained["terms"]) == figure, (name, key)
        _sum(explained["arithmetic"], figure)
        assert explained["words"] and "\n" not in explained["words"], (name, key)
        _laws_exist(explained["law"], score.code.key)


def test_a_deals_items_are_the_four_hand_tables_words_with_who_scored_them() -> None:
    score = built()
    figures = three_figures_by_key(score)
    first = figures["deal-below:1:Ann"]        # Ann dealt, with X: 3 tricks over at hearts, doubled
    assert first["words"].startswith("deal 1, Ann (dealer, with X) below the line: 3 tricks over six "
                                     "at hearts, 8 each = 24, doubled: 48")
    assert first["law"] == f"american-1905 law 4; {AMES}"
    partner = figures["deal-above:1:Bob"]      # Bob and Cy held one honour each: nothing to them
    assert "partner of Cy against Ann" in partner["words"]
    assert figures["deal-below:2:Ann"]["figure"] == figures["deal-below:2:Cy"]["figure"] > 0


def test_a_three_hand_table_explains_its_block_as_its_view_draws_it(client: TestClient) -> None:
    table_id = new_table(client, kind="three-hand", computer="random", seed=3)
    token = join(client, table_id, "Ann")
    ann = Player(client, table_id, token)
    assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
    ann.drain()
    rng = random.Random(4)
    try:
        for _ in range(300):
            view = ann.view["view"]
            if view["phase"] == "over":
                break
            if view["legal"]:
                ann.send({"type": "action", "action": rng.choice(view["legal"])["action"],
                          "seq": ann.view["seq"]})
            ann.sync(ann.view["seq"] + 1)
        score = ann.view["view"]["score"]
    finally:
        ann.close()
    answer = client.get(f"/api/tables/{table_id}/explain")
    assert answer.status_code == 200, answer.text
    figures = answer.json()["figures"]
    published("explain-answer").validate(answer.json())   # typed: ExplainAnswer
    game = client.app.state.hub.rooms[table_id].game  # type: ignore[attr-defined]
    untyped = {"rubber": game.rubber_number, "figures": game.score_figures()}   # as sent before
    assert answer.content == json.dumps(untyped, ensure_ascii=False, separators=(",", ":")).encode()
    for deal in score["deals"]:
        for name, points in deal["players"].items():
            assert figures[f"deal-below:{deal['deal']}:{name}"]["figure"] == points["below"]
            assert figures[f"deal-above:{deal['deal']}:{name}"]["figure"] == points["above"]
    for name, totals in score["totals"].items():
        assert figures[f"total:{name}"]["figure"] == totals["total"]
        assert figures[f"games:{name}"]["figure"] == score["games_won"][name]
