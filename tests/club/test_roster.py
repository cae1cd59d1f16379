"""The club table (bridgewhist.club.roster): forming it, cutting out, entry, substitutes.

Law tests quote each code's words: english-1904 laws 17-24 (seed 000), american-1904 laws
17-24 and 27 (seed 001), american-1905 laws 17-24 and 27 (seed 002).
"""

from __future__ import annotations

import random

import pytest

from bridgewhist.cards import Card
from bridgewhist.club.roster import ClubError, TableRoster, cut_ranking
from bridgewhist.cutting import scripted_draw
from bridgewhist.errors import NotationError
from bridgewhist.laws import load_law_code

FIVE = ["Ann", "Bob", "Cy", "Di", "Ed"]
SIX = [*FIVE, "Flo"]
EIGHT = [*SIX, "Gus", "Hal"]
PARTNER_CUT = "HA H2 H3 H4"   # the four cut again for partners and deal


def _form(code: str, names: list[str], *rounds: str) -> TableRoster:
    return TableRoster.form(load_law_code(code), names, random.Random(0),
                            draw=scripted_draw(*rounds, PARTNER_CUT))


def _finish(roster: TableRoster) -> TableRoster:
    four = roster.rubbers[-1].players
    return roster.finish_rubber({four[0]: 50, four[1]: 50, four[2]: -50, four[3]: -50})


def _next(roster: TableRoster, *rounds: str) -> TableRoster:
    return roster.next_rubber(random.Random(0), draw=scripted_draw(*rounds, PARTNER_CUT))


# -- forming the table ----------------------------------------------------------------------
def test_english_1904_law_17_the_four_who_cut_the_lowest_play() -> None:
    """P17: "If there are more than four candidates, the players are selected by cutting ...
    The four who cut the lowest cards play first, and again cut to decide on partners"."""
    roster = _form("english-1904", FIVE, "S9 SA S3 SK S2")
    assert set(roster.playing) == {"Ann", "Bob", "Cy", "Ed"} and roster.sitting_out == ("Di",)
    assert len(roster.formation) == 1
    sitting = roster.current
    assert sitting is not None and sitting.cut.rounds[0].keys() == set(roster.playing)


def _first_six_in_the_room(code: str) -> None:
    roster = _form(code, EIGHT, "S9 SK S3 SQ S2 S4")     # Gus and Hal do not cut
    assert set(roster.members) == set(SIX)
    assert set(roster.playing) == {"Ann", "Cy", "Ed", "Flo"}
    assert set(roster.sitting_out) == {"Bob", "Di"}
    assert roster.waiting == ("Gus", "Hal")


def test_american_1904_law_17_the_prior_right_of_playing_is_with_those_first_in_the_room() -> None:
    """A17: "The prior right of playing is with those first in the room. If there are more than
    four candidates for seats at a table the privilege of playing is decided by cutting. The
    four who cut the lowest cards pla[y] first." With eight in the room, the first six cut."""
    _first_six_in_the_room("american-1904")


def test_american_1905_law_17_the_prior_right_of_playing_is_with_those_first_in_the_room() -> None:
    """W17: as A17 ("The four who cut the lowest cards play first")."""
    _first_six_in_the_room("american-1905")


def test_english_1904_law_18_the_next_lowest_belong_and_then_wait_in_order_of_their_cut() -> None:
    """P18: "When there are more than six candidates, those who cut the two next lowest cards
    belong to the table, which is complete with six players; on the retirement of one of those
    six players, the candidate who cut the next lowest card has a prior right to any
    after-comer to enter the table"."""
    roster = _form("english-1904", EIGHT, "S9 SK S3 SQ S2 S4 SA D5")
    assert set(roster.playing) == {"Gus", "Ed", "Cy", "Flo"}
    assert set(roster.members) == {"Gus", "Ed", "Cy", "Flo", "Hal", "Ann"}
    assert roster.waiting == ("Di", "Bob")                # the queen, then the king
    late = roster.declare_in("Ivo")                       # an after-comer waits behind them
    assert late.waiting == ("Di", "Bob", "Ivo")
    assert _finish(late).retire("Ann").members[-1] == "Di"


def test_english_1904_law_18_a_full_table_has_six() -> None:
    assert load_law_code("english-1904").tables.max_members == 6
    roster = _form("english-1904", SIX, "S9 SK S3 SQ S2 S4")
    assert roster.is_full and roster.declare_in("Gus").waiting == ("Gus",)


def _full_table(code: str) -> None:
    roster = _form(code, SIX, "S9 SK S3 SQ S2 S4")
    assert roster.is_full and load_law_code(code).tables.max_members == 6
    roster = _finish(roster.declare_in("Gus"))
    assert "Gus" not in roster.members and roster.waiting == ("Gus",)
    after = _next(roster, "D2 D3 D4 D5")
    assert "Gus" not in after.playing


def test_american_1904_law_21_six_players_constitute_a_full_table() -> None:
    """A21: "Six players constitute a full table, and no player shall have a right to cut into a
    game which is complete"."""
    _full_table("american-1904")


def test_american_1905_law_21_six_players_constitute_a_full_table() -> None:
    """W21: "Six players constitute a full table, and no player shall have a right to cut into a
    game which is complete"."""
    _full_table("american-1905")


def _announcements(code: str) -> None:
    roster = _form(code, [*SIX, "Gus"], "S9 SK S3 SQ S2 S4")
    roster = roster.declare_in("Hal").declare_in("Ivo")
    assert roster.waiting == ("Gus", "Hal", "Ivo")
    roster = _finish(roster).retire(roster.sitting_out[0])
    assert roster.members[-1] == "Gus" and roster.waiting == ("Hal", "Ivo")


def test_american_1904_law_22_announcing_the_desire_gives_a_prior_right_to_the_first_vacancy() -> None:
    """A22: "When there are more than six candidates, the right to succeed any player who may
    retire is acquired by announcing the desire to do so, and such announcement shall
    constitute a prior right to the first vacancy"."""
    _announcements("american-1904")


def test_american_1905_law_22_announcing_the_desire_gives_a_prior_right_to_the_first_vacancy() -> None:
    """W22: as A22, "a prior right to the first vacancy"."""
    _announcements("american-1905")


# -- cutting out ------------------------------------------------------------------------------
def _equal_counts_cut_highest_out(code: str) -> None:
    roster = _finish(_form(code, FIVE, "S9 SA S3 SK S2"))        # Di out
    out = _next(roster, "D5 D9 DK D2")   # the four who played cut: Cy's king is highest
    playing = roster.playing
    highest = playing[2]
    assert out.sitting_out == (highest,) and "Di" in out.playing


def _most_consecutive_go_out(code: str) -> None:
    roster = _finish(_form(code, FIVE, "S9 SA S3 SK S2"))        # Di out
    roster = _finish(_next(roster, "D5 D9 DK D2"))               # one of the four out
    back = roster.sitting_out[0]
    assert roster.consecutive["Di"] == 1 and roster.consecutive[back] == 0
    veterans = [n for n in roster.playing if roster.consecutive[n] == 2]
    assert len(veterans) == 3
    third = _next(roster, "C5 C9 CK")        # cut among the three with two rubbers
    assert third.sitting_out[0] in veterans and "Di" in third.playing and back in third.playing
    assert third.sitting_out == (veterans[2],)


def _two_candidates_mixed(code: str) -> None:
    roster = _finish(_form(code, SIX, "S9 SK S3 SQ S2 S4"))      # Bob, Di out
    roster = _finish(_next(roster, "D5 D9 DK D2"))               # two of the four out
    counts = sorted(roster.consecutive[n] for n in roster.playing)
    assert counts == [1, 1, 2, 2]
    third = _next(roster)                      # the two with two rubbers go out: no cut
    assert {roster.consecutive[n] for n in third.sitting_out} == {2}


@pytest.mark.parametrize("check", [_equal_counts_cut_highest_out, _most_consecutive_go_out,
                                   _two_candidates_mixed])
def test_english_1904_law_21_cutting_out(check: object) -> None:
    """P21: "At the end of a rubber, should admission be claimed by any one, or by two
    candidates, he who has, or they who have, played a greater number of consecutive rubbers
    than the others is, or are, out; but when all have played the same number, they must cut to
    decide upon the out-goers; the highest are out"."""
    check("english-1904")  # type: ignore[operator]


@pytest.mark.parametrize("check", [_equal_counts_cut_highest_out, _most_consecutive_go_out,
                                   _two_candidates_mixed])
def test_american_1904_law_23_cutting_out(check: object) -> None:
    """A23: "If at the end of a rubber admission be claimed by one or two candidates, the player
    or players having played a greater number of consecutive rubbers shall withdraw; but when
    all have played the same number, they must cut to decide upon the outgoers; the highest
    are out"."""
    check("american-1904")  # type: ignore[operator]


@pytest.mark.parametrize("check", [_equal_counts_cut_highest_out, _most_consecutive_go_out,
                                   _two_candidates_mixed])
def test_american_1905_law_23_cutting_out(check: object) -> None:
    """W23: "If at the end of a rubber, should admission be claimed by one or two candidates,
    the player or players having played a greater number of consecutive rubbers shall
    withdraw; but when all have played the same number, they must cut ... the highest are
    out"."""
    check("american-1905")  # type: ignore[operator]


def test_cutting_out_waits_for_the_end_of_the_rubber() -> None:
    roster = _form("english-1904", FIVE, "S9 SA S3 SK S2")
    with pytest.raises(ClubError, match="not finished"):
        roster.next_rubber(random.Random(0))
    with pytest.raises(ClubError, match="the points must name the four"):
        roster.finish_rubber({"Ann": 1})


def test_four_members_play_on_and_cut_again_for_partners() -> None:
    roster = _finish(_form("american-1905", FIVE[:4]))
    again = _next(roster)
    assert again.sitting_out == () and set(again.playing) == set(FIVE[:4])
    with pytest.raises(ClubError, match="four are needed"):
        _finish(again).retire("Ann").next_rubber(random.Random(0))


# -- entry ---------------------------------------------------------------------------------
def _declare_in(code: str) -> None:
    roster = _form(code, FIVE[:4])
    roster = roster.declare_in("Ed")                  # during the rubber, before any cut
    assert "Ed" in roster.members and "Ed" not in roster.playing
    after = _next(_finish(roster), "D5 D9 DK D2")
    assert "Ed" in after.playing and len(after.sitting_out) == 1
    with pytest.raises(ClubError, match="already belongs"):
        after.declare_in("Ed")


def test_english_1904_law_22_a_candidate_declares_in_before_any_card_is_cut() -> None:
    """P22: "A candidate, whether he has played or not, can join a table which is not complete
    by declaring in at any time prior to any of the players having cut a card, either for the
    purpose of commencing a fresh rubber or of cutting out"."""
    _declare_in("english-1904")


def test_american_1904_law_24_a_candidate_must_declare_before_any_player_cuts() -> None:
    """A24: "A candidate desiring to enter a table must declare such wish before any player at
    the table cuts a card, either for the purpose of commencing a fresh rubber or of cutting
    out"."""
    _declare_in("american-1904")


def test_american_1905_law_24_a_candidate_must_declare_before_any_player_cuts() -> None:
    """W24: "A candidate desiring to enter a table must declare such wish before any player at
    the table cuts a card, either for the purpose of beginning a new rubber or of cutting out"."""
    _declare_in("american-1905")


# -- substitutes ----------------------------------------------------------------------------
def _substitute(code: str) -> None:
    roster = _form(code, FIVE, "S9 SA S3 SK S2")          # Di sits out
    sitting = roster.current
    assert sitting is not None
    absent, *others = sitting.players
    with pytest.raises(ClubError, match="consent of the other three"):
        roster.substitute(absent, "Di", others[:2])
    with pytest.raises(ClubError, match="already playing"):
        roster.substitute(absent, others[0], others)
    roster = roster.substitute(absent, "Di", others)
    current = roster.current
    assert current is not None and current.at_the_table(absent) == "Di"
    done = _finish(roster)
    assert done.current is None and done.rubbers[-1].substitutes == {absent: "Di"}
    assert done.points(absent) != 0 and done.points("Di") == 0     # the rubber is his
    assert done.consecutive["Di"] == 0 and done.consecutive[absent] == 1
    nxt = _next(done, "D5 D9 DK D2")
    assert "Di" in nxt.playing                       # his rights are untouched: he cuts in
    with pytest.raises(ClubError, match="no rubber is in play"):
        done.substitute(absent, "Di", others)


def test_english_1904_law_24_a_substitute_for_that_rubber_with_the_others_consent() -> None:
    """P24: "Any one quitting a table prior to the conclusion of a rubber may, with consent of
    the other three players, appoint a substitute in his absence during that rubber"."""
    _substitute("english-1904")


def test_american_1904_law_27_a_substitute_void_with_the_conclusion_of_the_rubber() -> None:
    """A27: "Should any player quit the table during the progress of a rubber, he may, with the
    consent of the other three players, appoint a substitute during his absence; but such
    appointment shall become void with the conclusion of the rubber, and shall not in anyway
    affect the substitute's rights"."""
    _substitute("american-1904")


def test_american_1905_law_27_a_substitute_void_with_the_conclusion_of_the_rubber() -> None:
    """W27: as A27, "and shall not in any way affect the substitute's rights"."""
    _substitute("american-1905")


def test_a_player_of_the_rubber_cannot_simply_retire() -> None:
    roster = _form("english-1904", FIVE, "S9 SA S3 SK S2")
    with pytest.raises(ClubError, match="appoint a substitute"):
        roster.retire(roster.playing[0])
    with pytest.raises(ClubError, match="does not belong"):
        roster.retire("Zed")


# -- cutting --------------------------------------------------------------------------------
def test_cut_ranking_recuts_only_ties_that_decide_a_place() -> None:
    code = load_law_code("english-1904")
    order, rounds = cut_ranking(FIVE, code, random.Random(0),
                                draw=scripted_draw("S2 H2 D9 C9 SK"), decisive={4})
    assert len(rounds) == 1 and order[-1] == "Ed"
    order, rounds = cut_ranking(FIVE, code, random.Random(0),
                                draw=scripted_draw("S2 H3 D4 C9 S9", "DA D2"), decisive={4})
    assert len(rounds) == 2 and order[3:] == ("Di", "Ed")


def test_cut_ranking_with_ties_broken_by_suit() -> None:
    """The Axioms' cutting law: "as between cards of otherwise equal value, the lowest is the
    heart, next the diamond, next the club, and highest the spade"."""
    code = load_law_code("american-1905", cut_ties_by_suit=True)
    order, rounds = cut_ranking(["A", "B", "C", "D", "E"], code, random.Random(0),
                                draw=scripted_draw("S9 H9 D9 C9 SA"), decisive={4})
    assert order == ("E", "B", "C", "D", "A") and len(rounds) == 1


def test_club_table_refuses_bad_input() -> None:
    code = load_law_code("english-1904")
    with pytest.raises(ClubError, match="four players"):
        TableRoster.form(code, ["A", "B", "C"], random.Random(0))
    with pytest.raises(NotationError):
        TableRoster.form(code, ["A", "B", "C", "D", "A"], random.Random(0))
    with pytest.raises(NotationError):
        cut_ranking(["A", "B"], code, random.Random(0), draw=scripted_draw("SA SA"))


@pytest.mark.parametrize("seed", range(12))
def test_club_table_random_rubbers_keep_the_rules(seed: int) -> None:
    """Random cuts: four play each rubber, at most two sit out, nobody sits out twice running
    while someone has played more consecutive rubbers."""
    code = load_law_code(["english-1904", "american-1904", "american-1905"][seed % 3])
    rng = random.Random(seed)
    roster = TableRoster.form(code, SIX[: 4 + seed % 3], rng)
    for _ in range(6):
        sitting = roster.current
        assert sitting is not None and len(set(sitting.players)) == 4
        assert set(sitting.players) | set(sitting.sitting_out) == set(roster.members)
        before = dict(roster.consecutive)
        roster = _finish(roster)
        nxt = roster.next_rubber(rng)
        for gone in nxt.sitting_out:
            stayed = [n for n in nxt.playing if n in sitting.players]
            assert all(before.get(n, 0) <= before.get(gone, 0) for n in stayed)
        roster = nxt


def test_american_1905_law_16_cutting_out_a_cutter_who_shows_two_cuts_again() -> None:
    """W16: "Should a player expose more than one card, he must cut again." (cutting for the
    table or to go out, as for partners)"""
    order, rounds = cut_ranking(["A", "B", "C", "D", "E"], load_law_code("american-1905"),
                                random.Random(0), draw=scripted_draw("S2 H9+H3 D9 C3 S4", "HK"),
                                decisive={4})
    assert [str(Card(rounds[0][n])) for n in "ABCDE"] == ["S2", "HK", "D9", "C3", "S4"]
    assert order[-1] == "B"                                      # the king is highest


def _too_late(code: str, law: str) -> None:
    roster = _finish(_form(code, FIVE[:4]))
    cutting = roster.cut_card(FIVE[0])                     # a card is cut for the next rubber
    assert cutting.cut_in_progress
    with pytest.raises(ClubError, match=f"{code} law {law}"):
        cutting.declare_in("Ed")
    assert "Ed" in roster.declare_in("Ed").members         # before the cut, in time
    seated = _next(cutting, "D5 D9 DK D2")
    assert not seated.cut_in_progress and "Ed" in seated.declare_in("Ed").members
    with pytest.raises(ClubError):
        cutting.cut_card("Zed")                             # only members cut


def test_english_1904_law_22_no_declaring_in_once_a_card_is_cut() -> None:
    """P22: "can join a table which is not complete by declaring in at any time prior to any of
    the players having cut a card, either for the purpose of commencing a fresh rubber or of
    cutting out" (the roster knows the cut in progress)."""
    _too_late("english-1904", "22")


def test_american_1904_law_24_no_declaring_in_once_a_card_is_cut() -> None:
    """A24: "A candidate desiring to enter a table must declare such wish before any player at
    the table cuts a card" """
    _too_late("american-1904", "24")


def test_american_1905_law_24_no_declaring_in_once_a_card_is_cut() -> None:
    """W24: "A candidate desiring to enter a table must declare such wish before any player at
    the table cuts a card, either for the purpose of beginning a new rubber or of cutting out" """
    _too_late("american-1905", "24")
