"""The card room (bridgewhist.club.room): fresh tables, re-entry, broken-up tables; the club
command and play_club.

Law tests quote each code: english-1904 laws 23, 25, 26 (seed 000); american-1904 and
american-1905 laws 25, 26, 28 (seeds 001, 002).
"""

from __future__ import annotations

import json
import random

import pytest
from typer.testing import CliRunner

from bridgewhist.agents import RandomAgent
from bridgewhist.cli.app import app
from bridgewhist.club.play import play_club, rubber_points
from bridgewhist.club.room import Club
from bridgewhist.club.roster import ClubError
from bridgewhist.cutting import scripted_draw
from bridgewhist.laws import load_law_code
from bridgewhist.notation.record import replay

PARTNER_CUT = "HA H2 H3 H4"


def _club(code: str, *names: str) -> Club:
    club = Club(load_law_code(code))
    for name in names:
        club = club.arrive(name)
    return club


def _first_table(code: str, names: list[str], *rounds: str) -> tuple[Club, int]:
    club = _club(code, *names)
    return club.form_table(names, random.Random(0), draw=scripted_draw(*rounds, PARTNER_CUT))


# -- fresh tables ---------------------------------------------------------------------------
def _fresh_candidates_first(code: str) -> None:
    club, first = _first_table(code, ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"], "S9 SK S3 SQ S2 S4")
    table = club.tables[first]
    out = list(table.sitting_out)
    club = club.replace_table(first, table.finish_rubber(
        {n: 0 for n in table.rubbers[-1].players}))
    for name in ["Gus", "Hal", "Ivo", "Jo", "Kit", "Lu"]:
        club = club.arrive(name)
    # Two who belong to the first table and six fresh candidates want a fresh table.
    names = [*out, "Gus", "Hal", "Ivo", "Jo", "Kit", "Lu"]
    club, second = club.form_table(names, random.Random(0),
                                   draw=scripted_draw("D2 D9", "S9 SK S3 SQ S2 S4", PARTNER_CUT))
    fresh = club.tables[second]
    assert set(fresh.members) == {"Gus", "Hal", "Ivo", "Jo", "Kit", "Lu"}
    assert fresh.waiting == tuple(out)              # the others cut: D2 before D9
    assert all(name not in club.tables[first].members for name in out)


def test_english_1904_law_23_fresh_candidates_have_the_prior_right_at_a_new_table() -> None:
    """P23: "In the formation of fresh tables, those candidates who have neither belonged to nor
    played at any other table have the prior right of entry; the others decide their right of
    admission by cutting"."""
    _fresh_candidates_first("english-1904")


def test_american_1904_law_25_fresh_candidates_have_the_prior_right_at_a_new_table() -> None:
    """A25: "In the formation of new tables, those candidates who have neither belonged to nor
    played at any other table have the prior right of entry. Those who have already played
    decide their right of admission by cutting"."""
    _fresh_candidates_first("american-1904")


def test_american_1905_law_25_fresh_candidates_have_the_prior_right_at_a_new_table() -> None:
    """W25: as A25."""
    _fresh_candidates_first("american-1905")


# -- re-entry ---------------------------------------------------------------------------------
def _five_and_three(code: str) -> tuple[Club, int, str]:
    club, first = _first_table(code, ["Ann", "Bob", "Cy", "Di", "Ed"], "S9 SK S3 SQ S2")
    table = club.tables[first]
    club = club.replace_table(first, table.finish_rubber(
        {n: 0 for n in table.rubbers[-1].players}))
    for name in ("Gus", "Hal", "Ivo"):
        club = club.arrive(name)
    return club, first, "Bob"          # Bob sat out (the king)


def test_english_1904_law_25_joining_another_table_loses_the_right_of_re_entry() -> None:
    """P25: "A player joining one table, whilst belonging to another, loses his right of re-entry
    into the latter, and takes his chance of cutting in, as if he were a fresh candidate"."""
    club, first, mover = _five_and_three("english-1904")
    with pytest.raises(ClubError, match="loses his right of re-entry"):
        club.form_table([mover, "Gus", "Hal", "Ivo"], random.Random(0), returning=[mover])
    club, second = club.form_table([mover, "Gus", "Hal", "Ivo"], random.Random(0))
    assert mover not in club.tables[first].members and mover in club.tables[second].members
    assert mover not in club.returning


def _returning(code: str) -> None:
    club, first, mover = _five_and_three(code)
    club, second = club.form_table([mover, "Gus", "Hal", "Ivo"], random.Random(0),
                                   returning=[mover])
    assert club.returning == {mover: first}
    assert mover not in club.tables[first].members
    new = club.tables[second]
    club = club.replace_table(second, new.finish_rubber({n: 0 for n in new.rubbers[-1].players}))
    club = club.arrive("Jo").fill_place(mover, "Jo")   # "his place at the new one can be filled"
    assert "Jo" in club.tables[second].members and mover not in club.tables[second].members
    assert mover in club.tables[first].members and club.returning == {}
    with pytest.raises(ClubError, match="no prior right of re-entry"):
        club.fill_place("Gus", "Jo")


def _returning_only_when_it_forms_a_table(code: str) -> None:
    club, _, mover = _five_and_three(code)
    club = club.arrive("Jo")
    with pytest.raises(ClubError, match="enables three candidates"):
        club.form_table([mover, "Gus", "Hal", "Ivo", "Jo"], random.Random(0), returning=[mover])


def test_american_1904_law_26_re_entry_kept_by_one_who_enables_three_to_form_a_table() -> None:
    """A26: "A player who cuts into one table while belonging to another, shall forfeit his prior
    right of re entry into the latter, unless by doing so he enables three candidates to form a
    fresh table. In this event he may signify his intention of returning to his original table,
    and his place at the new one can he filled"."""
    _returning("american-1904")
    _returning_only_when_it_forms_a_table("american-1904")


def test_american_1905_law_26_re_entry_kept_by_one_who_enables_three_to_form_a_table() -> None:
    """W26: "... unless by doing so he enables three candidates to form a fresh table. In this
    event he may signify his intention of returning to his original table, and his place at
    the new one can be filled"."""
    _returning("american-1905")
    _returning_only_when_it_forms_a_table("american-1905")


def test_american_re_entry_goes_ahead_of_the_waiting() -> None:
    club, first, mover = _five_and_three("american-1905")
    club, second = club.form_table([mover, "Gus", "Hal", "Ivo"], random.Random(0),
                                   returning=[mover])
    old = club.tables[first].declare_in("Kit")
    old = old.declare_in("Lu").declare_in("Mo")    # six again, Mo waits
    club = club.replace_table(first, old)
    new = club.tables[second]
    club = club.replace_table(second, new.finish_rubber({n: 0 for n in new.rubbers[-1].players}))
    club = club.arrive("Jo").fill_place(mover, "Jo")
    assert club.tables[first].waiting == (mover, "Mo")


# -- broken-up tables -----------------------------------------------------------------------
def _broken(code: str) -> tuple[Club, int]:
    club, first = _first_table(code, ["Ann", "Bob", "Cy", "Di"])
    club, second = club.arrive("Ed").arrive("Flo").arrive("Gus").arrive("Hal").form_table(
        ["Ed", "Flo", "Gus", "Hal"], random.Random(0), draw=scripted_draw(PARTNER_CUT))
    club = club.arrive("Ivo")
    return club.break_up(first, "Ann"), second


def test_english_1904_law_26_the_remaining_players_enter_before_him_who_broke_up_the_table() -> None:
    """P26: "If any one break up a table, the remaining players have the prior right to him of
    entry into any other; and should there not be sufficient vacancies at such other table to
    admit all those candidates, they settle their precedence by cutting"."""
    club, second = _broken("english-1904")
    assert set(club.priority) == {"Bob", "Cy", "Di"} and club.room == ("Ivo", "Ann")
    names = ["Ann", "Ivo", "Bob", "Cy", "Di"]
    after = club.admit(second, names, random.Random(0), draw=scripted_draw("S9 S2 SK"))
    table = after.tables[second]
    assert table.members[4:] == ("Ivo", "Cy")           # Ivo declared first; Cy cut lowest
    assert table.waiting == ("Bob", "Di", "Ann")        # Ann after those she left


def _american_broken(code: str) -> None:
    club, second = _broken(code)
    names = ["Ivo", "Ann", "Bob", "Cy", "Di"]
    after = club.admit(second, names, random.Random(0), draw=scripted_draw("S9 S2 SK"))
    table = after.tables[second]
    assert table.members[4:] == ("Cy", "Bob")           # before every other candidate
    assert table.waiting == ("Di", "Ivo", "Ann")
    assert after.priority == () and after.room == ()


def test_american_1904_law_28_the_remaining_players_have_a_prior_right_at_other_tables() -> None:
    """A28: "If anyone break up a table, the remaining players have a prior right to play at
    other tables"."""
    _american_broken("american-1904")


def test_american_1905_law_28_the_remaining_players_have_a_prior_right_at_other_tables() -> None:
    """W28: "If anyone break up a table, the remaining players have a prior right to play at
    other tables"."""
    _american_broken("american-1905")


def test_club_room_refuses_bad_steps() -> None:
    club = _club("english-1904", "Ann")
    with pytest.raises(ClubError, match="already in the room"):
        club.arrive("Ann")
    with pytest.raises(ClubError, match="not in the room"):
        club.form_table(["Ann", "Bob", "Cy", "Di"], random.Random(0))
    with pytest.raises(ClubError, match="no table 3"):
        club.break_up(3, "Ann")
    club, number = _first_table("english-1904", ["A", "B", "C", "D"])
    with pytest.raises(ClubError, match="does not belong"):
        club.break_up(number, "Zed")
    with pytest.raises(ClubError, match="not a candidate"):
        club.admit(number, ["Zed"], random.Random(0))


# -- playing rubbers at the table ---------------------------------------------------------
def test_play_club_enters_each_players_points_from_the_rubber() -> None:
    """P11, A11, W11: the difference of the totals is "the number of points won, or lost" by
    each player of the side."""
    roster, records = play_club("american-1904", ["A", "B", "C", "D", "E", "F"], 3, 5,
                                lambda table: RandomAgent(random.Random(5)))
    assert len(records) == 3
    for sitting, record in zip(roster.rubbers, records, strict=True):
        rubber = replay(record).rubber
        assert sitting.points == rubber_points(rubber, record.players)
        assert set(sitting.players) == set(record.players.values())
        assert len(sitting.sitting_out) == 2
    assert sum(roster.points(n) for n in roster.members) == 0


def test_cli_club_json_names_who_sat_out_and_the_points() -> None:
    result = CliRunner().invoke(app, ["club", "--members", "6", "--rubbers", "5", "--seed", "1",
                                      "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert len(data["rubbers"]) == 5 and len(data["members"]) == 6
    assert all(len(r["sat_out"]) == 2 and len(r["players"]) == 4 for r in data["rubbers"])
    assert sum(data["points"].values()) == 0
    for row in data["rubbers"]:
        assert set(row["points"]) == set(row["players"])


def test_cli_club_table_and_spade_convention() -> None:
    result = CliRunner().invoke(app, ["club", "--names", "Ann,Bob,Cy,Di,Ed", "--rubbers", "2",
                                      "--seed", "2", "--agent", "random", "--spade-convention"])
    assert result.exit_code == 0, result.output
    assert "sat out" in result.output and "Ann" in result.output


@pytest.mark.parametrize("args", [["--members", "7"], ["--members", "3"], ["--rubbers", "0"],
                                  ["--names", "A,B,C"], ["--law-code", "nope"]])
def test_cli_club_bad_options_exit_2(args: list[str]) -> None:
    result = CliRunner().invoke(app, ["club", "--seed", "1", *args])
    assert result.exit_code == 2 and "bridgewhist: error:" in result.output


def test_players_of_a_broken_up_table_may_form_a_fresh_one() -> None:
    club, _ = _broken("american-1905")
    club, third = club.form_table(["Bob", "Cy", "Di", "Ivo"], random.Random(0))
    assert set(club.tables[third].members) == {"Bob", "Cy", "Di", "Ivo"}
    assert club.priority == () and club.room == ("Ann",)
