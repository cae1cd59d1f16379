"""A PBN deal of another program on the analysis board (issue 35, item 2): the same board as
``bridgewhist analyse FILE.pbn`` makes of it, its line and a branch from any card; malformed PBN
is refused in one line naming what is wrong."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from bridgewhist.analysis.board_json import analysis_to_dict
from bridgewhist.analysis.board_record import analyse_record
from bridgewhist.notation import pbn
from support.foreign_pbn import foreign_pbn

pytestmark = pytest.mark.web


def test_a_pbn_deal_of_another_program_is_the_same_board_as_the_commands(client: TestClient) -> None:
    text = foreign_pbn((11, 12))
    answer = client.post("/api/analysis/pbn", json={"pbn": text, "deal": 1})
    assert answer.status_code == 200, answer.text
    board = answer.json()
    expected = analysis_to_dict(analyse_record(pbn.loads(text), 1))
    assert {key: board[key] for key in expected} == expected
    assert board["deal"] == 1 and board["deals"] == 2 and board["names"] == {}
    last = client.post("/api/analysis/pbn", json={"pbn": text}).json()
    assert last["deal"] == 2
    line = client.post("/api/analysis/pbn/line", json={"pbn": text, "deal": 1, "card": 10}).json()
    assert line["from"] == 10 and len(line["line"]) == 42
    assert line["line"][-1]["makers_after"] == board["cards"][10]["makers_before"]
    seat = board["dealer"]
    branch = client.post("/api/analysis/pbn/branch", json={"pbn": text, "deal": 1, "card": 0, "seat": seat})
    assert branch.status_code == 200, branch.text
    assert branch.json()["to_play"] is not None and branch.json()["outcome"] is None


@pytest.mark.parametrize(("text", "words"), [
    ("garbage", "line 1, column 1: unexpected 'garbage'"),
    ("", "no PBN game: the text is empty or has only comments"),
    ('[Deal "N:AKQ"]', "line 1: the game has no [Dealer]"),
])
def test_malformed_pbn_is_refused_in_one_line_naming_it(client: TestClient, text: str, words: str) -> None:
    answer = client.post("/api/analysis/pbn", json={"pbn": text})
    assert answer.status_code == 422, answer.text
    error = answer.json()["error"]
    assert error["reason"] == "not_analysable" and error["message"].startswith(words), error
    assert "\n" not in error["message"]


def test_a_pbn_deal_without_its_play_is_refused(client: TestClient) -> None:
    text = foreign_pbn((11,))
    unplayed = text[:text.index("[Play ")]
    answer = client.post("/api/analysis/pbn", json={"pbn": unplayed})
    assert answer.status_code == 422    # its [Result] names tricks with no play to win them in
    assert answer.json()["error"]["message"].startswith("line 17: [Result] gives 2 tricks")
    unplayed = "\n".join(line for line in unplayed.splitlines() if not line.startswith("[Result"))
    answer = client.post("/api/analysis/pbn", json={"pbn": unplayed})
    assert answer.status_code == 409
    assert answer.json()["error"]["message"] == "the record has no deal played to its last card"


def test_the_page_without_a_table_is_served(client: TestClient) -> None:
    answer = client.get("/analysis/")
    assert answer.status_code == 200 and "pbn-form" in answer.text
    assert client.get("/analysis", follow_redirects=False).status_code == 307
