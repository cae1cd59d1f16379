"""PBN export and import: the Bridge Whist mapping, round trips, and errors that name the line."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgewhist.actions import DOUBLE, LEAVE, SATISFIED, declare, parse_action, play
from bridgewhist.cards import Card, CardSet, Strain, format_deal, parse_deal
from bridgewhist.errors import NotationError
from bridgewhist.laws import LAW_CODE_KEYS, LawCode, load_law_code
from bridgewhist.notation import pbn
from bridgewhist.notation.record import (
    PlayedDeal,
    Record,
    ResultDeal,
    dumps,
    loads,
    replay,
    replay_deal,
)
from bridgewhist.scoring import DealResult
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal, new_hand
from support.played import playout, rubber_record

ENGLISH = load_law_code("english-1904")

# One suit to each hand: N spades, E hearts, S diamonds, W clubs.
SUITED = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def states_of(record: Record) -> list[tuple[HandState, ...]]:
    return [replay_deal(record.code, d) for d in record.deals if isinstance(d, PlayedDeal)]


def game(*tags: tuple[str, str], play: str = "") -> str:
    """A PBN game from (name, value) tags, each on its own line, then the play lines."""
    lines = [f'[{name} "{value}"]' for name, value in tags]
    return "\n".join(lines) + ("\n" + play if play else "") + "\n"


# -- round trips ---------------------------------------------------------------------------------
CODES = st.sampled_from([*(load_law_code(k) for k in LAW_CODE_KEYS),
                         load_law_code("american-1905", doubling_limit=200),
                         load_law_code("american-1904", doubling_limit=100,
                                       doubling_limit_reading="last_double_passes"),
                         load_law_code("english-1904", cut_ties_by_suit=True)])
NAMES = st.sampled_from(["Ames", "Elwell, J. B.", 'O"Hara', "back\\slash", "Mrs. Jones"])


@settings(max_examples=150, deadline=None)
@given(code=CODES, dealer=st.sampled_from(list(Seat)), seed=st.integers(0, 10**9),
       deals=st.integers(1, 3), stop=st.none() | st.integers(0, 70),
       players=st.dictionaries(st.sampled_from(list(Seat)), NAMES, max_size=4),
       event=st.sampled_from(["", "Club rubber", 'The "Portland" Club']),
       seed_field=st.none() | st.integers(-(10**6), 10**6))
def test_export_then_import_replays_to_the_same_states(
    code: LawCode, dealer: Seat, seed: int, deals: int, stop: int | None,
    players: dict[Seat, str], event: str, seed_field: int | None,
) -> None:
    record = rubber_record(code, dealer, seed, deals, stop, players=players, event=event,
                           seed=seed_field)
    text = pbn.dumps(record)
    back = pbn.loads(text)
    assert back == record
    assert states_of(back) == states_of(record)
    assert replay(back).states == replay(record).states
    assert pbn.dumps(back) == text


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), stop=st.integers(0, 60))
def test_an_unfinished_deal_round_trips_at_every_point(seed: int, stop: int) -> None:
    deal = playout(ENGLISH, Seat.W, seed, stop)
    record = Record(ENGLISH, (deal,))
    assert pbn.loads(pbn.dumps(record)) == record


def test_the_json_record_and_the_pbn_carry_the_same_deals() -> None:
    record = rubber_record(ENGLISH, Seat.N, 11, 3, None)

    assert loads(dumps(pbn.loads(pbn.dumps(record)))) == record


# -- the export format ---------------------------------------------------------------------------
def test_export_writes_the_mandatory_tags_in_order_then_the_custom_tags_sorted() -> None:
    record = rubber_record(ENGLISH, Seat.E, 5, 2, None, players={Seat.N: "A", Seat.S: "B"},
                           event="Practice", seed=9)
    text = pbn.dumps(record)
    lines = text.split("\n")
    assert lines[:2] == ["% PBN 2.1", "% EXPORT"]
    games = "\n".join(lines[2:]).strip("\n").split("\n\n")
    assert len(games) == len(record.deals) == 2
    first = games[0].split("\n")
    names = [line[1:line.index(" ")] for line in first if line.startswith("[")]
    assert names[:15] == ["Event", "Site", "Date", "Board", "West", "North", "East", "South",
                          "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract",
                          "Result"]
    custom = names[15:names.index("Play")]
    assert custom == sorted(custom)
    assert set(custom) == {"BridgeWhistDoubles", "BridgeWhistDoubling", "BridgeWhistLawCode",
                           "BridgeWhistLeft", "BridgeWhistMaker", "BridgeWhistSeed",
                           "BridgeWhistStrain"}
    deal = record.deals[0]
    assert isinstance(deal, PlayedDeal)
    final = replay_deal(ENGLISH, deal)[-1]
    assert '[Event "Practice"]' in first and '[Board "1"]' in first
    assert '[North "A"]' in first and '[West "?"]' in first
    assert '[Dealer "E"]' in first and '[Declarer "E"]' in first
    contract = f"1{Strain(final.strain).letter}{'X' * min(final.doubles, 2)}"
    assert f'[Contract "{contract}"]' in first
    assert f'[Deal "{format_deal(deal.hands, first=Seat.E)}"]' in first
    assert f'[Result "{final.won[Seat.E.side]}"]' in first
    assert f'[BridgeWhistStrain "{Strain(final.strain).letter}"]' in first
    assert '[Play "S"]' in first  # the eldest hand, on the dealer's left
    play_lines = first[first.index('[Play "S"]') + 1:]
    assert len(play_lines) == 13
    for trick, line in zip(final.tricks, play_lines, strict=True):
        columns = [Seat.S, Seat.W, Seat.N, Seat.E]
        assert line.split() == [str(Card(trick.card_of(seat))) for seat in columns]
    assert '[Board "2"]' in games[1] and '[Dealer "S"]' in games[1]
    assert pbn.dumps(record, newline="\r\n") == text.replace("\n", "\r\n")


def test_a_redoubled_deal_shows_its_doubling_acts_and_count() -> None:
    state = hand_from_deal(ENGLISH, Seat.S, _suited())
    actions = [declare(Strain.HEARTS), DOUBLE, SATISFIED, DOUBLE, SATISFIED, SATISFIED]
    for action in actions:
        state = state.apply(action)
    assert state.phase == Phase.PLAY and state.doubles == 2
    text = pbn.dumps(Record(ENGLISH, (PlayedDeal(Seat.S, state.deal, tuple(actions)),)))
    assert '[BridgeWhistDoubling "double satisfied double satisfied satisfied"]' in text
    assert '[BridgeWhistDoubles "2"]' in text
    assert '[Result "0"]' in text and "[Play" not in text


def test_an_unfinished_play_marks_the_next_card_with_a_plus() -> None:
    state = hand_from_deal(ENGLISH, Seat.N, _suited())
    actions = [declare(Strain.SPADES), SATISFIED, SATISFIED, play(Card.parse("HA")),
               play(Card.parse("DA"))]
    text = pbn.dumps(Record(ENGLISH, (PlayedDeal(Seat.N, state.deal, tuple(actions)),)))
    assert text.endswith('[Play "E"]\nHA DA + -\n')  # E led, S (dummy) followed, W to play
    assert '[Result "0"]' in text


def test_a_deal_left_to_partner_names_partner_as_maker() -> None:
    actions = (LEAVE, declare(Strain.NO_TRUMPS), SATISFIED, SATISFIED)
    record = Record(ENGLISH, (PlayedDeal(Seat.W, _suited(), actions),))
    text = pbn.dumps(record)
    assert '[BridgeWhistLeft "yes"]' in text and '[BridgeWhistMaker "E"]' in text
    assert '[BridgeWhistStrain "NT"]' in text
    assert pbn.loads(text) == record
    only_left = Record(ENGLISH, (PlayedDeal(Seat.W, _suited(), (LEAVE,)),))
    text = pbn.dumps(only_left)
    assert '[BridgeWhistLeft "yes"]' in text and "BridgeWhistMaker" not in text
    assert '[Result "?"]' in text
    assert pbn.loads(text) == only_left


def test_house_rules_travel_in_their_own_tag() -> None:
    code = load_law_code("american-1905", doubling_limit=200, cut_ties_by_suit=True)
    record = Record(code, (PlayedDeal(Seat.N, _suited(), ()),))
    text = pbn.dumps(record)
    assert '[BridgeWhistLawCode "american-1905"]' in text
    assert '[BridgeWhistHouseRules "doubling_limit=200;cut_ties_by_suit=true"]' in text
    assert pbn.loads(text).code == code


def test_a_result_deal_is_written_without_cards_and_read_back() -> None:
    """A score-keeper's (a score pad's) deal: no cards, its tricks, honours and chicane in
    custom tags (issue 16, item 1: a pad exports the same PBN as a played rubber)."""
    result = DealResult(dealer=Seat.N, strain=Strain.HEARTS, tricks=(7, 6), honours=(3, 1, 0, 1),
                        voids=(False, False, True, False), multiplier=2, maker=Seat.S)
    record = Record(ENGLISH, (ResultDeal(result),), {Seat.N: "A", Seat.E: "C", Seat.S: "B", Seat.W: "D"})
    text = pbn.dumps(record)
    for line in ('[Deal "?"]', '[Contract "1HX"]', '[Result "7"]', '[BridgeWhistTricks "NS 7 EW 6"]',
                 '[BridgeWhistHonours "N3 E1 W1"]', '[BridgeWhistVoids "S"]', '[BridgeWhistMaker "S"]'):
        assert line in text.splitlines()
    assert pbn.loads(text) == record


def test_a_result_game_is_checked_as_a_json_result_is() -> None:
    text = pbn.dumps(Record(ENGLISH, (ResultDeal(DealResult(dealer=Seat.N, strain=Strain.HEARTS,
                                                                   tricks=(7, 6), honours=(3, 0, 0, 0))),)))
    with pytest.raises(NotationError, match="adding up to 13"):
        pbn.loads(text.replace("NS 7 EW 6", "NS 7 EW 7"))


def test_export_refuses_an_illegal_record_naming_the_action() -> None:
    record = Record(ENGLISH, (PlayedDeal(Seat.N, _suited(), (SATISFIED,)),))
    with pytest.raises(NotationError) as caught:
        pbn.dumps(record)
    assert caught.value.field == "deals[0].actions[0]"


def test_export_refuses_a_name_with_a_line_break() -> None:
    record = Record(ENGLISH, (PlayedDeal(Seat.N, _suited(), ()),), players={Seat.N: "A\nB"})
    with pytest.raises(NotationError) as caught:
        pbn.dumps(record)
    assert caught.value.field == "players.N"


# -- importing other PBN ---------------------------------------------------------------------------
def test_a_byte_order_mark_and_crlf_line_ends_are_read() -> None:
    record = Record(ENGLISH, (playout(ENGLISH, Seat.E, 12),), seed=-4)
    assert pbn.loads("\ufeff" + pbn.dumps(record, newline="\r\n")) == record


def test_a_plain_deal_is_an_unplayed_deal() -> None:
    text = game(("Board", "1"), ("Dealer", "E"), ("Vulnerable", "None"), ("Deal", SUITED))
    record = pbn.loads(text)
    assert record.code.key == "english-1904"
    assert record.deals == (PlayedDeal(Seat.E, _suited(), ()),)
    states = replay(record).states
    assert len(states[0]) == 1 and states[0][0].phase == Phase.DECLARATION


def test_a_dealing_programs_file_gives_one_unplayed_deal_per_board() -> None:
    rng = random.Random(3)
    hands = [new_hand(ENGLISH, Seat.N, rng=rng).deal for _ in range(4)]
    text = "\n".join(
        game(("Board", str(n + 1)), ("Dealer", Seat(n).name), ("Vulnerable", "None"),
             ("Deal", format_deal(h, first=Seat(n))), ("Declarer", ""), ("Contract", ""),
             ("Result", ""))
        for n, h in enumerate(hands))
    record = pbn.loads(text)
    assert [d.dealer for d in record.deals] == list(Seat)  # type: ignore[union-attr]
    assert [d.hands for d in record.deals] == hands
    assert all(not d.actions for d in record.deals)  # type: ignore[union-attr]


def test_three_hands_given_the_fourth_is_the_rest_of_the_pack() -> None:
    text = game(("Dealer", "N"), ("Deal", SUITED.rsplit(" ", 1)[0] + " -"))
    deal = pbn.loads(text).deals[0]
    assert isinstance(deal, PlayedDeal) and deal.hands == _suited()


def test_the_law_code_comes_from_the_tag_else_the_argument() -> None:
    plain = game(("Dealer", "N"), ("Deal", SUITED))
    assert pbn.loads(plain, "american-1905").code.key == "american-1905"
    assert pbn.loads(plain, load_law_code("ames")).code.key == "american-1904"
    tagged = game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistLawCode", "american-1904"))
    assert pbn.loads(tagged, "american-1905").code.key == "american-1904"


def test_import_format_comments_escapes_annotations_and_lower_case() -> None:
    text = """% PBN 2.1
% a line escaped with a percent sign is ignored
{ a comment
  over two lines with a [Tag "inside"] } [Dealer "n"] ; the rest of the line
[Deal "n:akqjt98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[BridgeWhistStrain "spades"][BridgeWhistDoubling "satisfied   satisfied"]
[Play "e"]
ha! da $12 c2 =1= s2 {north trumps}
hk dk ck
sa ; a short line: the next trick goes on
"""
    deal = pbn.loads(text).deals[0]
    assert isinstance(deal, PlayedDeal)
    assert [str(a) for a in deal.actions] == [
        "spades", "satisfied", "satisfied", "HA", "DA", "C2", "S2", "SA", "HK", "DK", "CK"]


def test_a_play_section_may_start_its_columns_at_any_seat() -> None:
    # E leads (N deals); the columns start at N, so each trick's lead is in the second column.
    text = game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "H"),
                play='[Play "N"]\nS2 HA D2 CA\nSA H2 D3 C2\n')
    deal = pbn.loads(text).deals[0]
    assert isinstance(deal, PlayedDeal)
    assert [str(a) for a in deal.actions][3:] == ["HA", "D2", "CA", "S2", "H2", "D3", "C2", "SA"]


def test_the_doubling_is_rebuilt_from_the_count_or_the_contract() -> None:
    def acts(*tags: tuple[str, str]) -> list[str]:
        deal = pbn.loads(game(("Dealer", "S"), ("Deal", SUITED), *tags)).deals[0]
        assert isinstance(deal, PlayedDeal)
        return [str(a) for a in deal.actions]

    assert acts(("BridgeWhistStrain", "D")) == ["diamonds", "satisfied", "satisfied"]
    assert acts(("BridgeWhistStrain", "D"), ("BridgeWhistDoubles", "2")) == [
        "diamonds", "double", "double", "satisfied", "satisfied"]
    assert acts(("Contract", "1DX")) == ["diamonds", "double", "satisfied", "satisfied"]
    assert acts(("Contract", "NT"), ("BridgeWhistMaker", "N")) == [
        "leave", "no-trumps", "satisfied", "satisfied"]


def test_a_tag_value_of_hash_repeats_the_previous_games() -> None:
    first = game(("Event", "Club"), ("Dealer", "N"), ("Deal", SUITED))
    second = game(("Event", "#"), ("Dealer", "E"), ("Deal", "#"))
    record = pbn.loads(first + "\n" + second)
    assert record.event == "Club"
    assert [d.hands for d in record.deals] == [_suited(), _suited()]


# -- errors name the line ------------------------------------------------------------------------
def error_of(text: str, code: str | None = None) -> NotationError:
    with pytest.raises(NotationError) as caught:
        pbn.loads(text, code)
    return caught.value


def test_a_hand_of_twelve_cards_is_named_with_its_line() -> None:
    short = SUITED.replace(".AKQJT98765432..", ".AKQJT9876543..")
    text = game(("Event", "?"), ("Site", "?"), ("Date", "?"), ("Board", "1"), ("West", "?"),
                ("Dealer", "N"), ("Deal", short))
    error = error_of(text)
    assert str(error) == "line 7: [Deal] lists 12 cards for East"
    assert error.line == 7


@pytest.mark.parametrize(("deal", "message"), [
    ("AKQ.T98.765.432", "must start with the first hand's seat and a colon"),
    ("X:" + SUITED[2:], "'X' is not a seat"),
    ("N:AKQJT98765432... .AKQJT98765432..", "lists 2 hands, not four"),
    (SUITED.replace("..AKQJT98765432.", "..AKQJT98765432"), "South's hand: PBN hand"),
    (SUITED.replace("..AKQJT98765432.", "A..KQJT98765432."), "gives SA to both North and South"),
])
def test_a_bad_deal_is_named(deal: str, message: str) -> None:
    error = error_of(game(("Dealer", "N"), ("Deal", deal)))
    assert error.line == 2 and message in str(error), str(error)


@pytest.mark.parametrize(("tags", "line", "message"), [
    ((("Deal", SUITED),), 1, "the game has no [Dealer]"),
    ((("Dealer", "N"),), 1, "the game has no [Deal]"),
    ((("Dealer", "Q"), ("Deal", SUITED)), 1, "[Dealer] 'Q' is not a seat"),
    ((("Dealer", "N"), ("Deal", SUITED), ("Declarer", "E")), 3,
     "[Declarer] E is not the dealer (N): in Bridge Whist the dealer always plays the hand"),
    ((("Dealer", "N"), ("Deal", SUITED), ("Contract", "Pass")), 3, "never passed out"),
    ((("Dealer", "N"), ("Deal", SUITED), ("Contract", "8H")), 3, "'8H' is not a contract"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "H"), ("Contract", "2S")), 4,
     "[Contract] names spades but [BridgeWhistStrain] names hearts"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "H"),
      ("BridgeWhistMaker", "E")), 4, "E cannot make the trump: only the dealer (N) or his partner"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "H"), ("BridgeWhistMaker", "S"),
      ("BridgeWhistLeft", "no")), 4, "S cannot make the trump when [BridgeWhistLeft] is no"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistLeft", "perhaps")), 3, "must be yes or no"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistMaker", "N")), 3, "no strain is given"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistDoubles", "1")), 3, "no strain is given"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "C"),
      ("BridgeWhistDoubling", "double hearts")), 4, "act 2, 'hearts', is not a doubling act"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
      ("BridgeWhistDoubling", "satisfied satisfied satisfied")), 4,
     "act 3: E cannot say satisfied: the play has begun"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
      ("BridgeWhistDoubling", "double satisfied satisfied"), ("BridgeWhistDoubles", "2")), 5,
     "[BridgeWhistDoubles] says 2 doubles but [BridgeWhistDoubling] makes 1"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
      ("BridgeWhistDoubles", "6")), 4, "E cannot double: the play has begun"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
      ("BridgeWhistDoubles", "100000")), 4, "gives 100000 doubles: at most 100 are read"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistLawCode", "portland-1850")), 3,
     "[BridgeWhistLawCode] unknown law code 'portland-1850'"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistHouseRules", "doubling_limit=5")), 3,
     "doubling_limit must be"),
    ((("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistHouseRules", "limit")), 3,
     "'limit' must be name=value"),
    ((("Dealer", "N"), ("Deal", SUITED), ("Result", "7")), 3,
     "[Result] gives 7 tricks, but the game has no play"),
    ((("Dealer", "N"), ("Deal", SUITED), ("Result", "seven")), 3, "is not a number of tricks"),
])
def test_a_bad_tag_is_named_with_its_line(
    tags: tuple[tuple[str, str], ...], line: int, message: str,
) -> None:
    error = error_of(game(*tags))
    assert error.line == line and message in str(error), str(error)


def test_a_card_the_laws_refuse_is_named_with_its_line_and_column() -> None:
    rng = random.Random(8)
    state = new_hand(ENGLISH, Seat.N, rng=rng)
    for action in (declare(Strain.NO_TRUMPS), SATISFIED, SATISFIED):
        state = state.apply(action)
    lead = max(CardSet(state.hands[Seat.E]), key=lambda c: state.hand(Seat.S).count(c.suit))
    follow = next(c for c in state.hand(Seat.S) if c.suit != lead.suit)
    text = game(("Dealer", "N"), ("Deal", format_deal(state.deal, first=Seat.N)),
                ("BridgeWhistStrain", "NT"), play=f'[Play "E"]\n{lead} {follow} - -\n')
    error = error_of(text)
    assert error.line == 5 and error.column == len(str(lead)) + 2
    assert f"[Play] trick 1: N (for dummy S) cannot play {follow}: must follow " \
        f"{lead.suit.plural}" in str(error)


@pytest.mark.parametrize(("play_text", "line", "column", "message"), [
    ("HA SZ", 5, 4, "'SZ' is not a card"),
    ("HA ^R DA", 5, 4, "^R marks a revoke, which bridgewhist cannot replay"),
    ("HA DA * C2", 5, 9, "'C2' comes after '*'"),
    ("HA - C2 S2", 5, 6, "West's C2 comes after a card not given ('-') for South in trick 1"),
    ("HA DA C2 S2\nHK DK CK HQ", 6, 10, "trick 2: N cannot play HQ: it is not in the hand"),
    ('HA "DA"', 5, 4, "unexpected 'DA' in the play"),
])
def test_a_bad_play_is_named_with_its_line_and_column(
    play_text: str, line: int, column: int, message: str,
) -> None:
    text = game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
                play='[Play "E"]\n' + play_text + "\n")
    error = error_of(text)
    assert (error.line, error.column) == (line, column) and message in str(error), str(error)


def test_cards_without_a_trump_are_refused() -> None:
    text = game(("Dealer", "N"), ("Deal", SUITED), play='[Play "E"]\nHA DA C2 S2\n')
    error = error_of(text)
    assert error.line == 3 and "the play needs the trump" in str(error)


def test_a_result_the_play_does_not_give_is_refused() -> None:
    record = Record(ENGLISH, (playout(ENGLISH, Seat.N, 4),))
    text = pbn.dumps(record)
    won = replay_deal(ENGLISH, record.deals[0])[-1].won[0]  # type: ignore[arg-type]
    lines = text.split("\n")
    index = next(i for i, line in enumerate(lines) if line.startswith("[Result"))
    lines[index] = f'[Result "{13 - won if won != 13 - won else won + 1}"]'
    error = error_of("\n".join(lines))
    assert error.line == index + 1 and "in the [Play] section the dealer's side won" in str(error)
    lines[index] = f'[Result "NS {won} EW {13 - won}"]'
    assert pbn.loads("\n".join(lines)) == record
    lines[index] = '[Result "^5"]'  # the caret: the players agreed a wrong count
    assert pbn.loads("\n".join(lines)) == record


def test_every_game_must_have_the_same_law_code() -> None:
    first = game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistLawCode", "english-1904"))
    second = game(("Dealer", "E"), ("Deal", SUITED), ("BridgeWhistLawCode", "american-1905"))
    error = error_of(first + "\n" + second)
    assert error.line == 7 and "a record has one law code" in str(error)


@pytest.mark.parametrize(("text", "line", "column", "message"), [
    ('[Dealer "N"]\n[Deal "N:...', 2, 7, "a string is not closed by a quote"),
    ('[Dealer "N"] { never closed\n\n[Deal "x"]', 1, None, "a { comment is not closed by }"),
    ('stray [Dealer "N"]', 1, 1, "unexpected 'stray'"),
    ('[Dealer "N"]\n[Deal N:AKQ]', 2, 2, '[Deal] needs its value in quotes'),
    ('[Dealer "N"]\n["Deal"]', 2, 1, "expected a tag name after '['"),
    ('[Dealer "N"\n[Deal "x"]', 1, 9, "[Dealer] is not closed by ']'"),
    ('[Dealer "N"]]', 1, 13, "unexpected ']'"),
])
def test_malformed_text_is_named_with_its_line(
    text: str, line: int, column: int | None, message: str,
) -> None:
    error = error_of(text)
    assert (error.line, error.column) == (line, column) and message in str(error), str(error)


def test_an_unknown_law_code_argument_is_a_notation_error() -> None:
    assert "unknown law code" in str(error_of("", "whist"))


def test_an_empty_text_is_an_empty_record() -> None:
    assert pbn.loads("% PBN 2.1\n\n; nothing\n") == Record(ENGLISH)


def _suited() -> tuple[int, int, int, int]:

    return parse_deal(SUITED)


def test_parse_action_reads_the_doubling_words_the_tag_uses() -> None:
    assert [parse_action(w) for w in ("double", "satisfied", "redouble", "xx")] == [
        DOUBLE, SATISFIED, DOUBLE, DOUBLE]


# -- the examples of docs/record-format.md --------------------------------------------------------
def doc_blocks(language: str) -> list[str]:

    path = Path(__file__).resolve().parents[2] / "docs" / "record-format.md"
    return re.findall(rf"```{language}\n(.*?)```", path.read_text(encoding="utf-8"), re.DOTALL)


def test_the_documented_pbn_is_what_export_writes_for_the_documented_record() -> None:
    exported, plain = doc_blocks("pbn")
    played = loads(doc_blocks("json")[0])
    assert pbn.dumps(played) == exported
    assert pbn.loads(exported) == played
    deal = pbn.loads(plain).deals[0]
    assert isinstance(deal, PlayedDeal) and deal.actions == () and deal.dealer == Seat.N
    assert deal.hands == played.deals[0].hands


def test_the_documented_pbn_errors_are_the_ones_raised() -> None:
    documented = set(doc_blocks("text")[1].splitlines())
    short = SUITED.replace(".AKQJT98765432..", ".AKQJT9876543..")
    texts = [
        game(("Event", "?"), ("Site", "?"), ("Date", "?"), ("Board", "1"), ("West", "?"),
             ("Dealer", "N"), ("Deal", short)),
        game(("Dealer", "N"), ("Deal", SUITED.replace("..AKQJT98765432.", "A..KQJT98765432."))),
        game(("Dealer", "N"), ("Deal", "N:AKQJT98765432... .AKQJT98765432.. - -")),
        game(("Deal", SUITED)),
        game(("Dealer", "N"), ("Deal", SUITED), ("Declarer", "E")),
        game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "H"),
             ("BridgeWhistMaker", "E")),
        game(("Dealer", "N"), ("Deal", SUITED), ("Contract", "Pass")),
        game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
             ("BridgeWhistDoubling", "satisfied satisfied satisfied")),
        game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
             ("BridgeWhistDoubling", "double satisfied satisfied"), ("BridgeWhistDoubles", "2")),
        game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
             play='[Play "E"]\nHA SZ\n'),
        game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistStrain", "S"),
             play='[Play "E"]\nHA ^R DA\n'),
        game(("Dealer", "N"), ("Deal", SUITED), ("Result", "7")),
        game(("Dealer", "N"), ("Deal", SUITED), ("BridgeWhistLawCode", "english-1904"),
             ("BridgeWhistHouseRules", "doubling_limit=200"))
        + "\n" + game(("Dealer", "E"), ("Deal", SUITED), ("BridgeWhistLawCode", "american-1905")),
        '[Dealer "N"]\n[Deal "N:...',
    ]
    missing = [str(error) for error in map(error_of, texts) if str(error) not in documented]
    assert not missing
