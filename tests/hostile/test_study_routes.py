"""The study routes against a hostile player (the analysis board, its line, play on from here,
the block's explanations, the problems, the lessons, the acts' help, the agreements): no answer
shows a card a spectator could not see at a real table, at any phase of a deal in play
(declaration, doubling, play, after a refused claim), of another table, nor for any deal number
sent; bad input is refused with a 4xx in one line naming what was wrong, never a 500, never the
request echoed at length. The floods are in ``test_study_routes_load.py``."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgewhist.analysis.problem import bundled_problems, dumps_problems
from bridgewhist.web.app import create_app
from bridgewhist.web.limits import MAX_BODY
from support.secrecy import cards_named
from web.helpers import Player, join, new_table

pytestmark = pytest.mark.hostile
Frame = dict[str, Any]

PBN_HAND = re.compile(r"(?<![\w.])([AKQJT2-9]*)\.([AKQJT2-9]*)\.([AKQJT2-9]*)\.([AKQJT2-9]*)(?![\w.])")
"""A hand in PBN's form (spades.hearts.diamonds.clubs), as the analysis board names the hands."""
FIRST = dumps_problems([bundled_problems()[0]])
HOSTILE = "<script>alert(1)</script>\u202e\x00" + "k" * 200
"""A value a hostile client sends: markup, a direction and a control character, and length."""
RANDOM_ACTIONS = ("claim", "concede", "undo", "next", "accept", "play-on")


@pytest.fixture
def client(tmp_path: Any) -> Iterator[TestClient]:
    with TestClient(create_app(str(tmp_path / "t.db"), workers=0, think_seconds=20.0)) as test_client:
        yield test_client


def named(body: Any) -> set[str]:
    """Every card a body names: in notation, in words, or in a hand in PBN's form."""
    cards = cards_named(body if isinstance(body, dict) else {"body": body})
    for match in PBN_HAND.finditer(json.dumps(body)):
        if any(match.groups()):
            cards |= {suit + rank for suit, ranks in zip("SHDC", match.groups(), strict=True)
                      for rank in ranks}
    return cards


def assert_refusal(answer: Any, *statuses: int) -> dict[str, Any]:
    """A refusal in the tables' error shape: a 4xx among ``statuses``, one short line, nothing of
    the hostile value echoed past a short escaped prefix; its error."""
    assert answer.status_code in statuses, (answer.status_code, answer.text[:300])
    error: dict[str, Any] = answer.json()["error"]
    assert set(error) == {"reason", "message", "law"}, error
    message = error["message"]
    assert "\n" not in message and len(message) < 300, message
    assert "k" * 33 not in message and "\u202e" not in message and "\x00" not in message, message
    assert "Traceback" not in answer.text
    return error


# -- hidden cards ------------------------------------------------------------------------------


def seated(client: TestClient, table_id: str) -> tuple[list[Player], Player]:
    players = [Player(client, table_id, join(client, table_id, n)) for n in ("Ann", "Bob", "Cy", "Di")]
    spectator = Player(client, table_id, None)
    for p in [*players, spectator]:
        p.drain()
    return players, spectator


def act(everyone: list[Player], player: Player, action: str) -> Frame:
    """``player`` sends ``action`` on his latest view: the error frame, or the new view (everyone
    read up to it)."""
    seq = player.view["seq"]
    ref = f"r{seq}-{action}"
    player.send({"type": "action", "action": action, "seq": seq, "ref": ref})
    while True:
        frame: Frame = player.ws.receive_json()
        player.frames.append(frame)
        if frame["type"] == "view":
            player.view = frame
            if frame["seq"] > seq:
                break
        elif frame["type"] == "error" and frame.get("ref") == ref:
            return frame
    for other in everyone:
        if other is not player:
            other.sync(frame["seq"])
    return frame


def finished_deals(client: TestClient, table_id: str) -> list[dict[str, str]]:
    """The hands of each finished deal of the rubber in play (the record anyone may download)."""
    record = client.get(f"/api/tables/{table_id}/record.json")
    if record.status_code != 200:
        return []
    hands: list[dict[str, str]] = []
    for deal in record.json()["deals"]:
        text = deal["hands"]   # "N:spades.hearts... ..." from the first seat named
        first, rest = text.split(":", 1)
        order = "NESW"[("NESW".index(first)):] + "NESW"[:("NESW".index(first))]
        hands.append(dict(zip(order, rest.split(), strict=True)))
    return hands


def probe(client: TestClient, table_id: str, spectator: Player) -> int:
    """Every study route of a table with a deal in play, asked of every deal number a hostile
    player might send: an analysis is of a finished deal (its hands those of the record), a
    refusal names no card, the block's explanations name no card a spectator has not seen. The
    answers checked."""
    spectator.drain()
    finished = finished_deals(client, table_id)
    in_play = len(finished) + 1
    seen: set[str] = set()
    for frame in spectator.frames:
        seen |= named(frame)
    for hands in finished:
        seen |= named({"hands": list(hands.values())})
    base = f"/api/tables/{table_id}"
    asks = [f"{base}/analysis", f"{base}/analysis?deal={in_play}", f"{base}/analysis?deal={in_play + 1}",
            f"{base}/analysis?deal=0", f"{base}/analysis?deal=-1", f"{base}/analysis?deal=-{in_play}",
            f"{base}/analysis?deal={2**63}", f"{base}/analysis?rubber=1&deal={in_play}",
            f"{base}/analysis?rubber=2", f"{base}/analysis?rubber=-1&deal=1",
            f"{base}/analysis/line?deal={in_play}&card=0", f"{base}/analysis/line?deal={in_play}&card=51",
            f"{base}/analysis/line?deal=0&card=0", f"{base}/analysis/line?deal=-1&card=3",
            f"{base}/analysis/line?deal={in_play}&card=-1", f"{base}/analysis/line?deal={2**40}&card=1"]
    for path in asks:
        answer = client.get(path)
        assert answer.status_code < 500, (path, answer.text[:300])
        body = answer.json()
        if answer.status_code == 200 and "/line" in path:
            assert 1 <= body["deal"] < in_play, (path, body["deal"])   # a finished deal's line
            assert named(body) <= seen, (path, sorted(named(body) - seen))
        elif answer.status_code == 200:
            assert 1 <= body["deal"] < in_play, (path, body["deal"])
            assert body["hands"] == finished[body["deal"] - 1], path   # the finished deal's, none other
        else:
            assert_refusal(answer, 400, 404, 409, 422)
            assert not named(body), (path, body)
            assert "hands" not in json.dumps(body)
    for body in ({"deal": in_play, "card": 0, "seat": "N"}, {"deal": in_play, "card": 51, "seat": "E"},
                 {"deal": in_play + 1, "card": 0, "seat": "S"}, {"deal": 10_000, "card": 3, "seat": "W"},
                 {"deal": in_play, "card": 0, "seat": "N", "rubber": 1, "played": ["SA"]}):
        answer = client.post(f"{base}/analysis/branch", json=body)   # play on from here: not this deal
        assert_refusal(answer, 409)
        assert answer.json()["error"]["reason"] == "deal_not_finished" and not named(answer.json()), body
    for body in ({"deal": 0, "card": 0, "seat": "N"}, {"deal": -1, "card": 0, "seat": "N"},
                 {"deal": 2**63, "card": 0, "seat": "N"}, {"deal": 1, "card": -1, "seat": "N"}):
        answer = client.post(f"{base}/analysis/branch", json=body)
        assert_refusal(answer, 400)
        assert not named(answer.json()), body
    explained = client.get(f"{base}/explain")
    assert explained.status_code == 200, explained.text
    assert named(explained.json()) <= seen, sorted(named(explained.json()) - seen)
    return len(asks) + 10


def play_to(everyone: list[Player], players: list[Player], rng: random.Random, stop: Any) -> Frame:
    """Random legal actions (no claims, concessions or undos) until ``stop(view)``; the view."""
    for _ in range(300):
        view: Frame = players[0].view["view"]
        if stop(view):
            return view
        acting = [p for p in players if p.view["view"]["legal"]]
        assert acting, view["phase"]
        player = acting[0]
        choices = [a["action"] for a in player.view["view"]["legal"]
                   if a["action"].split()[0] not in RANDOM_ACTIONS]
        act(everyone, player, rng.choice(choices))
    raise AssertionError("the deal did not reach what was waited for")


def refuse_a_claim(everyone: list[Player], players: list[Player]) -> str:
    """A player able to claim claims every trick left; an adversary plays on: the claimer's seat."""
    claimer = next(p for p in players if p.view["view"]["consent"]["claim"] is not None)
    seat: str = claimer.view["view"]["you"]["seat"]
    answer = act(everyone, claimer, f"claim {claimer.view['view']['consent']['claim']}")
    assert answer["type"] == "view", answer
    if answer["view"]["ask"] is not None:   # the claim waits for the others: an adversary plays on
        adversary = next(p for p in players if p.view["view"]["consent"]["answer"]
                         and p.view["view"]["you"]["seat"] in ("NESW"[("NESW".index(seat) + 1) % 4],
                                                                "NESW"[("NESW".index(seat) + 3) % 4]))
        assert act(everyone, adversary, "play-on")["type"] == "view"
    view = claimer.view["view"]
    assert view["ask"] is None and seat in view["shown"], view["ask"]
    return seat


def test_no_study_route_shows_a_hidden_card_at_any_phase_of_a_deal_in_play(client: TestClient) -> None:
    table_id = new_table(client, seed=17)
    players, spectator = seated(client, table_id)
    everyone = [*players, spectator]
    rng = random.Random(17)
    phases: list[str] = []
    checked = 0
    try:
        for _ in range(300):   # deal 1: every action
            view = players[0].view["view"]
            if view["phase"] == "over":
                break
            phases.append(view["phase"])
            checked += probe(client, table_id, spectator)
            if view["phase"] == "play" and "claim" not in phases and sum(view["tricks_won"].values()) >= 4 \
                    and any(p.view["view"]["consent"]["claim"] is not None for p in players):
                refuse_a_claim(everyone, players)
                phases.append("claim")
                checked += probe(client, table_id, spectator)   # the claimer's hand shown: still refused
                continue
            seq = players[0].view["seq"]
            play_to(everyone, players, rng, lambda _v, seq=seq: players[0].view["seq"] > seq)   # one action
        assert {"declaration", "doubling", "play", "claim"} <= set(phases), set(phases)
        assert players[0].view["view"]["phase"] == "over"
        over = client.get(f"/api/tables/{table_id}/analysis")   # a finished deal: all four hands
        assert over.status_code == 200 and len(named(over.json())) == 52
        nxt = next(p for p in players if any(a["action"] == "next" for a in p.view["view"]["legal"]))
        act(everyone, nxt, "next")
        for stop in (lambda v: v["phase"] == "declaration", lambda v: v["phase"] == "doubling",
                     lambda v: v["phase"] == "play" and len(v["trick"]["cards"]) == 1,
                     lambda v: v["phase"] == "play" and sum(v["tricks_won"].values()) == 7):
            play_to(everyone, players, rng, stop)   # deal 2 in play: deal 1 alone is analysed
            checked += probe(client, table_id, spectator)
    finally:
        for p in everyone:
            p.close()
    assert checked > 500


def test_another_tables_deal_in_play_is_refused_without_a_card(client: TestClient) -> None:
    done_id = new_table(client, seed=36)
    done, done_spectator = seated(client, done_id)
    other_id = new_table(client, seed=37)
    other, other_spectator = seated(client, other_id)
    try:
        play_to([*done, done_spectator], done, random.Random(36), lambda v: v["phase"] == "over")
        play_to([*other, other_spectator], other, random.Random(37),
                lambda v: v["phase"] == "play" and sum(v["tricks_won"].values()) == 5)
        assert client.get(f"/api/tables/{done_id}/analysis").status_code == 200
        probe(client, other_id, other_spectator)   # the finished table's analysis opens no other
        dealer = client.get(f"/api/tables/{done_id}/analysis").json()["dealer"]
        for word in (HOSTILE, "x" * 10_000, "S"):
            answer = client.post(f"/api/tables/{done_id}/analysis/branch",
                                 json={"deal": 1, "card": 0, "seat": dealer, "played": [word]})
            error = assert_refusal(answer, 422)
            assert error["reason"] == "bad_branch" and "is not a card" in error["message"], error
        answer = client.post(f"/api/tables/{other_id}/analysis/branch",
                             json={"deal": 1, "card": 0, "seat": "N", "played": ["SA"]})
        assert assert_refusal(answer, 409)["reason"] == "deal_not_finished" and not named(answer.json())
        unknown = client.get(f"/api/tables/{'x' * 3000}/analysis")
        assert assert_refusal(unknown, 404)["reason"] == "unknown_table"
        assert "x" * 40 not in unknown.text
    finally:
        for p in [*done, done_spectator, *other, other_spectator]:
            p.close()


# -- bad input ---------------------------------------------------------------------------------


BAD_PROBLEMS = {
    "garbage": ("<script>alert(1)</script>", "expected a tag"),
    "empty": ("", "holds 0 problems"),
    "fourteen cards": ('[Deal "N:AKQJT98765432.A.. ... ... KQJT98765432..A."][BridgeWhistTask "NS 1"]',
                       "[Deal]"),
    "duplicated": ('[Deal "N:A... A... Q... J..."][BridgeWhistTask "NS 1"]', "repeats SA"),
    "unequal": ('[Deal "N:AK... Q... J... T..."][BridgeWhistTask "NS 1"]', "should hold"),
    "no cards": ('[Deal "N:... ... ... ..."][BridgeWhistTask "NS 1"]', "no cards"),
    "task negative": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS -1"]', "[BridgeWhistTask]"),
    "task zero": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 0"]', "cannot win 0"),
    "task huge": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 99999999999999999999"]',
                  "[BridgeWhistTask]"),
    "task side": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "XX 1"]', "[BridgeWhistTask]"),
    "trumps": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 1"][BridgeWhistTrumps "<b>"]',
               "declaration"),
    "leader": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 1"][BridgeWhistLeader "Q"]', "seat"),
    "long tag": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "' + HOSTILE + '"]', "[BridgeWhistTask]"),
    "brackets": ("[" * 19_999, "tag"),
    "task of 5,000 digits": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS ' + "9" * 5000 + '"]',
                             "[BridgeWhistTask]"),   # was a ValueError: 500
    "long deal": ('[Deal "N:' + HOSTILE + ' ... ... ..."][BridgeWhistTask "NS 1"]', "[Deal]"),
    "long trumps": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 1"][BridgeWhistTrumps "'
                    + HOSTILE + '"]', "[BridgeWhistTrumps]"),
    "long solution": ('[Deal "N:A... K... Q... J..."][BridgeWhistTask "NS 1"][BridgeWhistSolution "'
                      + HOSTILE + '"]', "[BridgeWhistSolution]"),
}


@pytest.mark.parametrize("name", list(BAD_PROBLEMS))
def test_a_bad_problem_is_refused_in_one_line_naming_it(client: TestClient, name: str) -> None:
    pbn, words = BAD_PROBLEMS[name]
    for path, body in (("/api/problems/solve", {"pbn": pbn}),
                       ("/api/problems/step", {"pbn": pbn, "played": [], "card": None})):
        error = assert_refusal(client.post(path, json=body), 422)
        assert error["reason"] == "bad_problem" and words in error["message"], (path, error)


@pytest.mark.parametrize(("body", "words"), [
    ({"pbn": FIRST, "played": [], "card": "SA"}, "does not hold"),            # not the leader's card
    ({"pbn": FIRST, "played": ["DJ", "DJ"], "card": None}, "does not hold"),  # a card played twice
    ({"pbn": FIRST, "played": ["SA"], "card": None}, "does not hold"),        # a card not in the deal
    ({"pbn": FIRST, "played": [], "card": HOSTILE}, "is not a card"),
    ({"pbn": FIRST, "played": [HOSTILE], "card": None}, "is not a card"),
    ({"pbn": FIRST, "played": ["x" * 10_000], "card": None}, "is not a card"),
    ({"pbn": FIRST, "played": ["DJ", "DT"], "card": "SA"}, "does not hold"),  # a card of another hand
], ids=["illegal", "twice", "absent", "hostile-card", "hostile-played", "long-played", "not-his"])
def test_a_step_with_a_card_not_to_be_played_is_refused(client: TestClient, body: Frame, words: str) -> None:
    error = assert_refusal(client.post("/api/problems/step", json=body), 422)
    assert error["reason"] == "bad_problem" and words in error["message"], error


BOTH = ("/api/problems/solve", "/api/problems/step")
STEP = ("/api/problems/step",)


@pytest.mark.parametrize(("content", "words", "paths"), [
    (b"{not json", "JSON", BOTH),
    (b"[1, 2]", "body", BOTH),
    (b"null", "body", BOTH),
    (b'{"pbn": 5}', "body.pbn", BOTH),
    (b'{"pbn": "' + b"y" * 20_001 + b'"}', "body.pbn", BOTH),
    (b'{"pbn": "x", "played": "DJ"}', "body.played", STEP),
    (b'{"pbn": "x", "card": 5}', "body.card", STEP),
    (b'{"pbn": "x", "played": ' + json.dumps(["SA"] * 53).encode() + b"}", "at most 52", STEP),
], ids=["malformed", "list", "null", "pbn-type", "pbn-long", "played-type", "card-type", "played-long"])
def test_a_body_not_as_documented_is_refused_unechoed(client: TestClient, content: bytes, words: str,
                                                      paths: tuple[str, ...]) -> None:
    for path in paths:
        answer = client.post(path, content=content, headers={"content-type": "application/json"})
        error = assert_refusal(answer, 400)
        assert error["reason"] == "bad_request" and words in error["message"], (path, error)
        assert "yyyy" not in answer.text


@pytest.mark.parametrize("path", ["/api/problems/solve", "/api/problems/step", "/api/learn/make/table",
                                  "/api/analysis/pbn/branch", "/api/tables/nosuch/analysis/branch",
                                  "/api/analysis/pbn", "/api/analysis/pbn/line"])
def test_a_huge_body_is_refused_with_413(client: TestClient, path: str) -> None:
    bad = b'{"pbn": "' + b"y" * (MAX_BODY + 10) + b'"}'
    answer = client.post(path, content=bad, headers={"content-type": "application/json"})
    assert answer.status_code == 413 and answer.json()["error"]["reason"] == "too_large"
    assert "yyyy" not in answer.text and len(answer.text) < 200


@pytest.mark.parametrize(("body", "status", "words"), [
    ({"pbn": HOSTILE, "deal": 1, "card": 0, "seat": "N"}, 422, "line 1"),
    ({"pbn": "", "deal": 1, "card": 0, "seat": "N"}, 422, "no PBN game"),
    ({"pbn": FIRST, "deal": 1, "card": 0, "seat": "N"}, 422, ""),   # a problem, not a played deal
    ({"pbn": "x", "deal": 1, "card": 0, "seat": HOSTILE}, 400, "body.seat"),
    ({"pbn": "x", "deal": 1, "card": 0, "seat": "N", "players": HOSTILE}, 400, "body.players"),
    ({"pbn": "x", "deal": 1, "card": 99, "seat": "N"}, 400, "body.card"),
    ({"pbn": "x", "deal": 1, "card": 0, "seat": "N", HOSTILE: 1}, 400, "body."),
    ({"pbn": "x", "deal": 1, "card": 0, "seat": "N", "played": ["SA"] * 53}, 400, "at most 52"),
], ids=["garbage", "empty", "problem", "seat", "players", "card", "extra", "played-long"])
def test_a_pbn_branch_not_to_be_played_is_refused(client: TestClient, body: Frame, status: int,
                                                 words: str) -> None:
    error = assert_refusal(client.post("/api/analysis/pbn/branch", json=body), status)
    assert words in error["message"], error
    assert error["reason"] in ("bad_request", "not_analysable", "bad_branch"), error


DEALT = '[Dealer "N"][Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]'
"""A game dealt and never played: nothing finished to analyse."""


@pytest.mark.parametrize(("pbn", "status", "words"), [
    (HOSTILE, 422, "expected a tag"),
    ("", 422, "no PBN game"),
    ('[Deal "N:' + HOSTILE + ' ... ... ..."]', 422, "[Dealer]"),
    ('[Dealer "' + HOSTILE + '"]' + DEALT[12:], 422, "is not a seat"),
    (DEALT + '[Declarer "N"][Contract "7S"][Play "E"]\n' + HOSTILE + " HA DA CA\n", 422, "[Play]"),
    (DEALT, 409, "deal"),
], ids=["garbage", "empty", "no-dealer", "dealer", "play", "unplayed"])
def test_a_pbn_deal_not_to_be_analysed_is_refused(client: TestClient, pbn: str, status: int,
                                                  words: str) -> None:
    for path, extra in (("/api/analysis/pbn", {}), ("/api/analysis/pbn/line", {"deal": 1, "card": 0})):
        error = assert_refusal(client.post(path, json={"pbn": pbn, **extra}), status)
        assert words in error["message"] and not named(error), (path, error)


@pytest.mark.parametrize(("path", "status", "reason"), [
    ("/api/act-help/{}", 404, "unknown_law_code"),
    ("/api/agreements/{}", 404, "unknown_agreements"),
    ("/api/tables/{}/explain", 404, "unknown_table"),
    ("/api/tables/{}/analysis", 404, "unknown_table"),
    ("/api/tables/{}/analysis/line?deal=1&card=0", 404, "unknown_table"),
])
@pytest.mark.parametrize("name", ["nope", "x" * 3000, "%00%0d%0a", "%E2%80%AE" + "k" * 40, "ENGLISH-1904"],
                         ids=["unknown", "long", "control", "direction", "case"])
def test_an_unknown_name_is_refused_in_one_short_line(client: TestClient, path: str, status: int,
                                                      reason: str, name: str) -> None:
    answer = client.get(path.format(name))
    error = assert_refusal(answer, status)
    assert error["reason"] == reason, error
    assert "x" * 40 not in answer.text and "\r" not in error["message"]


@pytest.mark.parametrize("key", ["nope", "x" * 3000, "%00%0d%0a", "%E2%80%AE" + "k" * 40, "MAKE"],
                         ids=["unknown", "long", "control", "direction", "case"])
def test_an_unknown_lesson_is_refused_in_one_short_line_and_opens_nothing(client: TestClient,
                                                                           key: str) -> None:
    before = client.get("/api/tables").json()["tables"]
    answer = client.post(f"/api/learn/{key}/table")
    error = assert_refusal(answer, 404)
    assert error["reason"] == "unknown_lesson" and "expected one of make" in error["message"], error
    assert "x" * 40 not in answer.text
    assert client.get("/api/tables").json()["tables"] == before


def test_the_read_only_routes_answer_the_same_whatever_is_sent(client: TestClient) -> None:
    for path in ("/api/learn", "/api/problems", "/api/act-help/american-1905", "/api/agreements/books"):
        plain = client.get(path)
        assert plain.status_code == 200, path
        for params, headers in (({"x": HOSTILE[:40]}, {}), ({}, {"accept": "text/html"}),
                                ({"deal": "-1"}, {"x-seat-token": "stolen"})):
            again = client.get(path, params=params, headers=headers)
            assert again.status_code == 200 and again.json() == plain.json(), path
        assert client.post(path, json={"x": 1}).status_code in (404, 405), path


def test_a_three_hand_tables_explanations_show_no_card_unseen(client: TestClient) -> None:
    """The block's explanations of a three-hand table (Ann and two computer players), asked at
    each of Ann's steps through its deals: no card she has not seen."""
    table_id = new_table(client, kind="three-hand", computer="random", seed=3)
    token = join(client, table_id, "Ann")
    ann = Player(client, table_id, token)
    assert client.post(f"/api/tables/{table_id}/fill", headers={"X-Seat-Token": token}).status_code == 200
    seen: set[str] = set()
    deals = set()
    try:
        for _ in range(150):
            view = ann.drain()
            for frame in ann.frames:
                seen |= named(frame)
            explained = client.get(f"/api/tables/{table_id}/explain")
            assert explained.status_code == 200, explained.text
            assert named(explained.json()) <= seen, sorted(named(explained.json()) - seen)
            deals.add((explained.json()["rubber"], len(explained.json()["figures"])))
            actions = [a["action"] for a in view["view"]["legal"]]
            if actions:
                ann.send({"type": "action", "action": actions[0], "seq": view["seq"]})
            else:
                ann.sync(view["seq"] + 1)   # a computer player's turn
    finally:
        ann.close()
    assert len(deals) > 2   # the block grew while it was asked
