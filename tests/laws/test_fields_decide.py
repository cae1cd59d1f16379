"""Each rule the codes word differently is decided by a cited field of the LawCode, never by the
code's name: the field's value and citation for each code, and a house rule that changes the
field by its name changes the ruling, and the record keeps it.

The laws quoted are those of seeds 000 (english-1904), 001 (american-1904), 002 (american-1905).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bridgewhist.club.room import Club
from bridgewhist.club.roster import ClubError, TableRoster
from bridgewhist.cutting import scripted_draw
from bridgewhist.errors import IllegalActionError, LawCodeError
from bridgewhist.laws import LAW_CODE_KEYS, LawCode, law_code_from_dict, load_law_code
from bridgewhist.laws.code import HOUSE_LAWS
from bridgewhist.notation.record import dumps, loads
from bridgewhist.notation.schema import faults
from bridgewhist.record import Record
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from support.referee import HANDS, acts

FIVE = ["Ann", "Bob", "Cy", "Di", "Ed"]
EIGHT = [*FIVE, "Flo", "Gus", "Hal"]
PARTNER_CUT = "HA H2 H3 H4"


def house(key: str, part: str, **values: Any) -> LawCode:
    """The code ``key`` with house rules changing ``values`` of one part (by the laws' names)."""
    code = load_law_code(key, **values)
    assert all(HOUSE_LAWS[name] == part for name in values)
    return code


def _field(key: str, part: str, name: str) -> tuple[object, str]:
    code = load_law_code(key)
    return getattr(code.part(part), name), code.cite(part, name)


def _start(code: LawCode) -> Referee:
    return Referee.from_deal(code, Seat.S, HANDS)


def _in_play(code: LawCode) -> Referee:
    return acts(_start(code), "S: no-trumps", "W: satisfied", "E: satisfied")


# -- the club tables --------------------------------------------------------------------------
def _form(code: LawCode, names: list[str], *rounds: str) -> TableRoster:
    return TableRoster.form(code, names, random.Random(0), draw=scripted_draw(*rounds, PARTNER_CUT))


def test_english_1904_law_17_all_the_candidates_cut_unless_a_house_rule_seats_the_first_six() -> None:
    """P17: "If there are more than four candidates, the players are selected by cutting"; P18:
    the two next lowest belong to the table. A17/W17: "The prior right of playing is with those
    first in the room"."""
    assert _field("english-1904", "tables", "first_in_room_make_table") == (
        False, "english-1904 law 17")
    assert _field("american-1905", "tables", "first_in_room_make_table") == (
        True, "american-1905 law 17")
    first_six = _form(house("english-1904", "tables", first_in_room_make_table=True), EIGHT,
                      "S9 SK S3 SQ S2 S4")
    assert set(first_six.members) == set(EIGHT[:6]) and first_six.waiting == ("Gus", "Hal")
    all_cut = _form(house("american-1905", "tables", first_in_room_make_table=False), EIGHT,
                    "S9 SK S3 SQ S2 S4 SA D5")
    assert set(all_cut.members) == {"Gus", "Ed", "Cy", "Flo", "Hal", "Ann"}
    assert all_cut.waiting == ("Di", "Bob")


def test_american_1905_law_24_no_declaring_in_once_a_card_is_cut_unless_a_house_rule_allows() -> None:
    """W24: "A candidate desiring to enter a table must declare such wish before any player at
    the table cuts a card"."""
    assert _field("american-1905", "tables", "declaring_in_closes_at_first_cut") == (
        True, "american-1905 law 24")
    for code, late_allowed in ((load_law_code("american-1905"), False),
                               (house("american-1905", "tables",
                                      declaring_in_closes_at_first_cut=False), True)):
        roster = _form(code, FIVE[:4])
        four = roster.rubbers[-1].players
        cutting = roster.finish_rubber({four[0]: 50, four[1]: 50, four[2]: -50, four[3]: -50}) \
            .cut_card("Ann")
        if late_allowed:
            assert "Ed" in cutting.declare_in("Ed").members
        else:
            with pytest.raises(ClubError, match="american-1905 law 24"):
                cutting.declare_in("Ed")


def test_english_1904_law_24_a_substitute_needs_the_others_consent_unless_a_house_rule_waives_it() -> None:
    """P24: "Any one quitting a table prior to the conclusion of a rubber may, with consent of
    the other three players, appoint a substitute"."""
    assert _field("english-1904", "tables", "substitute_needs_consent") == (
        True, "english-1904 law 24")
    for code, needs in ((load_law_code("english-1904"), True),
                        (house("english-1904", "tables", substitute_needs_consent=False), False)):
        roster = _form(code, FIVE, "S9 SA S3 SK S2")          # Di sits out
        sitting = roster.current
        assert sitting is not None
        absent = sitting.players[0]
        if needs:
            with pytest.raises(ClubError, match="english-1904 law 24"):
                roster.substitute(absent, "Di", ())
        else:
            current = roster.substitute(absent, "Di", ()).current
            assert current is not None and current.at_the_table(absent) == "Di"


def _five_and_three(code: LawCode) -> tuple[Club, int]:
    club = Club(code)
    for name in FIVE:
        club = club.arrive(name)
    club, first = club.form_table(FIVE, random.Random(0),
                                  draw=scripted_draw("S9 SK S3 SQ S2", PARTNER_CUT))
    table = club.tables[first]
    club = club.replace_table(first, table.finish_rubber({n: 0 for n in table.rubbers[-1].players}))
    for name in ("Gus", "Hal", "Ivo"):
        club = club.arrive(name)
    return club, first                 # Bob sat out (the king)


def test_american_1905_law_26_re_entry_kept_for_a_fresh_table_and_english_1904_law_25_lost() -> None:
    """W26: one who cuts into a new table "shall forfeit his prior right of re-entry into the
    latter, unless by doing so he enables three candidates to form a fresh table"; P25: "A player
    joining one table, whilst belonging to another, loses his right of re-entry"."""
    assert _field("american-1905", "tables", "reentry_kept_for_fresh_table") == (
        True, "american-1905 law 26")
    assert _field("english-1904", "tables", "reentry_kept_for_fresh_table") == (
        False, "english-1904 law 25")
    kept = house("english-1904", "tables", reentry_kept_for_fresh_table=True)
    club, first = _five_and_three(kept)
    club, _ = club.form_table(["Bob", "Gus", "Hal", "Ivo"], random.Random(0), returning=["Bob"])
    assert club.returning == {"Bob": first}
    lost = house("american-1905", "tables", reentry_kept_for_fresh_table=False)
    club, _ = _five_and_three(lost)
    with pytest.raises(ClubError, match="american-1905 law 26"):
        club.form_table(["Bob", "Gus", "Hal", "Ivo"], random.Random(0), returning=["Bob"])


def _broken(code: LawCode) -> tuple[Club, int]:
    club = Club(code)
    for name in ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]:
        club = club.arrive(name)
    club, first = club.form_table(["Ann", "Bob", "Cy", "Di"], random.Random(0),
                                  draw=scripted_draw(PARTNER_CUT))
    club, second = club.form_table(["Ed", "Flo", "Gus", "Hal"], random.Random(0),
                                   draw=scripted_draw(PARTNER_CUT))
    return club.arrive("Ivo").break_up(first, "Ann"), second


def test_american_1905_law_28_the_remaining_players_enter_first_and_english_1904_law_26_before_him() -> None:
    """W28: "the remaining players have a prior right to play at other tables"; P26: "the
    remaining players have the prior right to him of entry into any other"."""
    assert _field("american-1905", "tables", "broken_table_players_before_all") == (
        True, "american-1905 law 28")
    assert _field("english-1904", "tables", "broken_table_players_before_all") == (
        False, "english-1904 law 26")
    names = ["Ann", "Ivo", "Bob", "Cy", "Di"]
    club, second = _broken(house("english-1904", "tables", broken_table_players_before_all=True))
    table = club.admit(second, names, random.Random(0), draw=scripted_draw("S9 S2 SK")).tables[second]
    assert table.members[4:] == ("Cy", "Bob") and table.waiting == ("Di", "Ann", "Ivo")
    club, second = _broken(house("american-1905", "tables", broken_table_players_before_all=False))
    table = club.admit(second, names, random.Random(0), draw=scripted_draw("S9 S2 SK")).tables[second]
    assert table.members[4:] == ("Ivo", "Cy") and table.waiting == ("Bob", "Di", "Ann")


# -- the referee ----------------------------------------------------------------------------------
def test_american_1904_law_59_pone_asking_leave_lets_the_maker_call_a_suit() -> None:
    """A59: "Should the right-hand adversary of the dealer ask permission to lead, the maker of
    the trump may call a suit from the eldest hand"; W59: "the eldest hand does not thereby lose
    his right to double"."""
    assert _field("american-1904", "doubling", "pone_asking_leave_lets_maker_call_suit") == (
        True, "american-1904 law 59")
    assert _field("american-1905", "doubling", "pone_asking_leave_lets_maker_call_suit") == (
        False, "american-1905 law 59")
    calls = acts(_start(house("american-1905", "doubling", pone_asking_leave_lets_maker_call_suit=True)),
                 "S: hearts", "E: satisfied")
    assert calls.pending is not None and calls.pending.chooser == Seat.S
    assert "clubs" in calls.pending.keys
    free = acts(_start(house("american-1904", "doubling", pone_asking_leave_lets_maker_call_suit=False)),
                "S: hearts", "E: satisfied")
    assert free.pending is None and free.act("W: double").hand.multiplier == 2


def test_american_1905_law_60_pones_early_lead_lets_the_maker_call_the_eldest_hands_suit() -> None:
    """W60: "If the right-hand adversary of the dealer lead out of turn, the maker of the trump
    may call a suit from the eldest hand, who may only double if the maker of the trump
    consent"; A76 and P80: a lead out of turn, the card or a suit called."""
    assert _field("american-1905", "leads_out_of_turn", "pones_early_lead_calls_eldests_suit") == (
        True, "american-1905 law 60")
    assert _field("american-1904", "leads_out_of_turn", "pones_early_lead_calls_eldests_suit") == (
        False, "american-1904 law 76")
    calls = house("american-1904", "leads_out_of_turn", pones_early_lead_calls_eldests_suit=True)
    plain = house("american-1905", "leads_out_of_turn", pones_early_lead_calls_eldests_suit=False)
    for early in (acts(_start(calls), "S: hearts", "E: ST"), acts(_in_play(calls), "E: ST")):
        assert early.pending is not None and "spades" in early.pending.keys
    during_doubling = acts(_start(plain), "S: hearts", "E: ST")
    assert during_doubling.pending is not None
    assert during_doubling.pending.keys == ("call-card", "call-suit", "waive")
    in_play = acts(_in_play(plain), "E: ST")
    assert in_play.pending is not None and in_play.pending.keys == ("call-card", "call-suit", "stand")


def _disobeyed(code: LawCode) -> bool:
    """Called on to lead clubs, West leads a heart: whether the revoke is established at once."""
    ref = _in_play(code).act("E: HJ")             # pone leads out of turn at the first trick
    assert ref.pending is not None
    if "call-suit" in ref.pending.keys:           # P80, A76 (W60 calls the suit at once)
        ref = ref.act("S: choose call-suit")
    ref = acts(ref, "S: choose clubs", "W: H5")
    assert ref.renounces and ref.renounces[-1].seat == Seat.W
    return ref.renounces[-1].established


def test_english_1904_law_79_a_penalty_disobeyed_incurs_the_revoke_at_once() -> None:
    """P79: one who fails to play as the penalty requires "incurs the penalty of a revoke"; A75,
    W75: "unless such play be corrected before the trick is turned and quitted"."""
    assert _field("english-1904", "revoke", "disobeyed_penalty_correctable") == (
        False, "english-1904 law 79")
    assert _field("american-1905", "revoke", "disobeyed_penalty_correctable") == (
        True, "american-1905 law 75")
    assert _disobeyed(load_law_code("english-1904"))
    assert not _disobeyed(house("english-1904", "revoke", disobeyed_penalty_correctable=True))
    assert not _disobeyed(load_law_code("american-1905"))
    assert _disobeyed(house("american-1905", "revoke", disobeyed_penalty_correctable=False))


def _after_dealers_lead_out_of_turn(code: LawCode) -> Referee:
    return acts(_in_play(code), "W: S4", "N: SA", "E: S8", "S: S5", "E: HJ")


def test_american_1905_law_102_a_wrong_penalty_demanded_none_can_be_enforced() -> None:
    """W102: "but if a wrong penalty be demanded none can be enforced"; P104 has no such words."""
    assert _field("american-1905", "general", "wrong_penalty_forfeits") == (
        True, "american-1905 law 102")
    assert _field("english-1904", "general", "wrong_penalty_forfeits") == (
        False, "english-1904 law 104")
    lost = _after_dealers_lead_out_of_turn(house("english-1904", "general", wrong_penalty_forfeits=True))
    assert lost.act("S: choose call-hearts").pending is None
    kept = _after_dealers_lead_out_of_turn(house("american-1905", "general", wrong_penalty_forfeits=False))
    with pytest.raises(IllegalActionError):
        kept.act("S: choose call-hearts")


def test_american_1905_law_97_consulting_on_a_penalty_pays_it() -> None:
    """W97: "There should not be any consultation between partners as to the enforcement of
    penalties. If they do so consult, the penalty is paid"; P90 lets the claimants of a revoke
    consult, and no english-1904 law forbids it elsewhere."""
    assert _field("american-1905", "general", "consultation_on_penalty_forfeits") == (
        True, "american-1905 law 97")
    forfeits = house("english-1904", "general", consultation_on_penalty_forfeits=True)
    assert acts(_after_dealers_lead_out_of_turn(forfeits), "N: consult").pending is None
    allowed = house("american-1905", "general", consultation_on_penalty_forfeits=False)
    waiting = acts(_after_dealers_lead_out_of_turn(allowed), "N: consult")
    assert waiting.pending is not None
    assert waiting.events[-1].what.endswith("no american-1905 law forbids it here")


def _reference_binds(code: LawCode) -> bool:
    ref = acts(_in_play(code), "W: S4", "N: SA", "E: reference", "E: S8", "S: S5")
    return bool(ref.obligations)


def test_american_1905_law_101_an_unauthorised_reference_lets_the_dealer_call_a_suit() -> None:
    """W101: "if he make any unauthorised reference to any incident of the play the dealer may
    call a suit from the adversary whose turn it is next to lead"; english-1904 has no such law."""
    assert _field("american-1905", "general", "unauthorised_reference_penalised") == (
        True, "american-1905 law 101")
    assert _reference_binds(load_law_code("american-1905"))
    assert not _reference_binds(house("american-1905", "general", unauthorised_reference_penalised=False))
    assert not _reference_binds(load_law_code("english-1904"))
    assert _reference_binds(house("english-1904", "general", unauthorised_reference_penalised=True))


def _named_exposed(code: LawCode) -> bool:
    ref = acts(_in_play(code), "W: S4", "S: name-card E HJ")
    return bool(ref.exposed[Seat.E])


def test_english_1904_law_78_a_card_detached_so_as_to_be_named_is_liable_to_be_called() -> None:
    """P78: "A card detached from the rest of the hand of either of the dealer's adversaries, so
    as to be named, is liable to be called"; W70 lists no such exposed card."""
    assert _field("english-1904", "exposed_cards", "detached_card_liable") == (
        True, "english-1904 law 78")
    assert _field("american-1905", "exposed_cards", "detached_card_liable") == (
        False, "american-1905 law 70")
    assert _named_exposed(load_law_code("english-1904"))
    assert not _named_exposed(house("english-1904", "exposed_cards", detached_card_liable=False))
    assert not _named_exposed(load_law_code("american-1905"))
    assert _named_exposed(house("american-1905", "exposed_cards", detached_card_liable=True))


@pytest.mark.parametrize("name", sorted(HOUSE_LAWS))
def test_a_house_rule_changes_each_law_a_field_decides(name: str) -> None:
    """Each law decided by a field is a house rule by the field's name: it changes that field,
    keeps the code's citation, and the record keeps it (its schema too)."""
    part = HOUSE_LAWS[name]
    for key in LAW_CODE_KEYS:
        code = load_law_code(key)
        own = getattr(code.part(part), name)
        assert isinstance(own, bool)
        varied = code.with_options(**{name: not own})
        assert getattr(varied.part(part), name) is (not own)
        assert varied.cite(part, name) == code.cite(part, name)
        assert varied.options.to_dict() == {name: not own}
        assert law_code_from_dict(varied.to_dict()) == varied
        text = dumps(Record(varied))
        assert loads(text).code == varied and not faults(json.loads(text))


def test_a_house_law_must_be_true_or_false() -> None:
    with pytest.raises(LawCodeError, match="substitute_needs_consent must be true or false, not 'no'"):
        load_law_code("english-1904", substitute_needs_consent="no")
