"""The shape of a law code: one frozen part per chapter of the laws, every field cited.

Each part carries ``laws``, a mapping from each of its fields to the law number(s) of its code
that the field carries out; a part refuses an uncited field or a value out of range.

>>> DoublingLaws(limit=100, laws=DoublingLaws.cite_all("58")).law_for("limit")
'58'
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from typing import Any, ClassVar

from bridgewhist.errors import LawCodeError


class ChicaneRule(enum.Enum):
    """How chicane (a hand void of trumps) scores."""

    BONUS = "bonus"
    """English P8: the chicane side scores its value outright."""
    EQUAL_TO_SIMPLE_HONOURS = "equal_to_simple_honours"
    """American A9/W9: added to the chicane side's honours, else deducted from the adversaries'."""


class DoublingLimitReading(enum.Enum):
    """How a limit on the value of one trick stops the doubling."""

    NOT_EXCEED = "not_exceed"
    """No double may make one trick worth more than the limit (P58 "until the limit is reached")."""
    LAST_DOUBLE_PASSES = "last_double_passes"
    """The double that first passes the limit is the last allowed ("doubling ceases whenever the
    value of the odd trick exceeds one hundred points", W55 footnote)."""


class RevokePenalty(enum.Enum):
    """The revoke penalty's form."""

    CLAIMANTS_CHOOSE = "claimants_choose"
    """English P90: take three tricks, deduct three tricks' value, or add it to their own."""
    TRICKS_TRANSFERRED = "tricks_transferred"
    """American A86/W87: three tricks taken from the revoking side and added to the adversaries'."""


class DummyExposure(enum.Enum):
    """When dummy's cards go on the table."""

    ON_ANY_LEAD = "on_any_lead"
    """P62: as soon as a card is led, whether in or out of turn."""
    AFTER_ELDEST_LEADS = "after_eldest_leads"
    """A61/W61: as soon as the eldest hand has led."""


class EldestLeadsWithoutAsking(enum.Enum):
    """What the eldest hand's lead without asking "May I lead?" costs."""

    NO_LAW = "no_law"
    """english-1904 has no such law: the lead stands."""
    MAKER_CALLS_SUIT_OR_CARD = "maker_calls_suit_or_card"
    """A58: the maker of the trump may call a suit or the card led."""
    PONE_DOUBLES_WITH_CONSENT = "pone_doubles_with_consent"
    """W58: pone may double only if the maker of the trump consent."""


class FourthHandRemedy(enum.Enum):
    """Penalty on the second hand when the fourth plays before him (P86, A82, W82)."""

    WIN_OR_NOT_WIN = "win_or_not_win"
    HIGHEST_LOWEST_WIN_OR_LOSE = "highest_lowest_win_or_lose"


class Citations(dict[str, str]):
    """A read-only mapping from field name to the law number(s) it carries out (picklable)."""

    def _refuse(self, *args: object, **kwargs: object) -> None:
        raise TypeError("citations are read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[object, ...]:
        return (Citations, (dict(self),))

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(tuple(sorted(self.items())))


@dataclasses.dataclass(frozen=True, slots=True)
class LawPart:
    """A chapter of a law code; subclasses add fields and ``laws`` cites each one."""

    laws: Mapping[str, str] = dataclasses.field(default_factory=dict, compare=False)

    chapter: ClassVar[str] = ""
    plural_citations: ClassVar[bool] = True
    """Whether a citation of several laws says "laws" (:meth:`~bridgewhist.laws.code.LawCode.cite`)."""

    def __post_init__(self) -> None:
        names = {f.name for f in dataclasses.fields(self) if f.name != "laws"}
        missing = sorted(names - set(self.laws))
        extra = sorted(set(self.laws) - names)
        if missing or extra:
            raise LawCodeError(
                f"{type(self).__name__}: every field must cite its law"
                + (f"; uncited: {', '.join(missing)}" if missing else "")
                + (f"; unknown: {', '.join(extra)}" if extra else "")
            )
        object.__setattr__(self, "laws", Citations(self.laws))
        self.validate()

    def validate(self) -> None:
        """Check the values; subclasses raise :class:`LawCodeError` for a bad one."""

    def law_for(self, field: str) -> str:
        """The law number(s) cited for one field."""
        return self.laws[field]

    @classmethod
    def cite_all(cls, number: str) -> dict[str, str]:
        """Cite every field to one law (for building parts in tests and house rules)."""
        return {f.name: number for f in dataclasses.fields(cls) if f.name != "laws"}

    def to_dict(self) -> dict[str, Any]:
        """The part's values as JSON-ready data (enums by value)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name == "laws":
                continue
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, enum.Enum) else value
        return out


MAX_POINTS = 10_000
"""The largest score a law may set (a bonus, a trick's value, the points of a game)."""

MAX_DOUBLING_LIMIT = 1_000_000
"""The largest doubling limit a club may set (clubs set 100 or 200; no limit is ``None``)."""


def brief_number(value: object) -> str:
    """A value as an error message shows it: a huge number by its size, never its digits; a
    text by its first characters, escaped.

    >>> brief_number(200), brief_number(10**400), brief_number("x" * 50), brief_number([1])
    ('200', 'a number of about 400 digits', "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'...", 'a list')
    """
    if isinstance(value, str):
        return repr(value[:32]) + ("..." if len(value) > 32 else "")
    if isinstance(value, bool) or value is None:
        return repr(value)
    if not isinstance(value, (int, float)):
        return f"a {type(value).__name__}"
    if isinstance(value, int) and abs(value) >= 10**30:
        return f"a number of about {round(value.bit_length() * 0.30103)} digits"
    return repr(value)


def check_count(part: str, name: str, value: object, low: int, high: int) -> None:
    """Refuse ``value`` unless it is a whole number from ``low`` to ``high``.

    >>> check_count("DoublingLaws", "limit", 10**400, 12, 100)
    Traceback (most recent call last):
    ...
    bridgewhist.errors.LawCodeError: DoublingLaws.limit must be a whole number from 12 to 100, \
not a number of about 400 digits

    :raises LawCodeError: naming the field, its range and (briefly) the value.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise LawCodeError(f"{part}.{name} must be a whole number from {low} to {high}, "
                           f"not {brief_number(value)}")


def _positive(part: str, name: str, value: int) -> None:
    if isinstance(value, int) and not isinstance(value, bool) and value <= 0:
        raise LawCodeError(f"{part}.{name} must be positive, not {value}")
    check_count(part, name, value, 1, MAX_POINTS)


@dataclasses.dataclass(frozen=True, slots=True)
class ScoringLaws(LawPart):
    """The rubber and scoring (P1-13, A1-13, W1-13)."""

    chapter: ClassVar[str] = "Scoring"
    games_to_win_rubber: int = 2
    game_points: int = 30
    trick_values: tuple[int, int, int, int, int] = (2, 8, 6, 4, 12)
    """By :class:`~bridgewhist.cards.Strain`: spades, hearts, diamonds, clubs, no trumps."""
    honours_three_divided: int = 2
    honours_four_divided: int = 4
    honours_five_divided: int = 5
    honours_four_in_one_hand: int = 8
    honours_four_in_one_hand_fifth_with_partner: int = 9
    honours_five_in_one_hand: int = 10
    """Suit honours as multiples of the undoubled trick value."""
    aces_three: int = 30
    aces_four_divided: int = 40
    aces_four_in_one_hand: int = 100
    chicane_rule: ChicaneRule = ChicaneRule.BONUS
    chicane_multiple: int = 2
    double_chicane_multiple: int = 4
    grand_slam: int = 40
    little_slam: int = 20
    rubber_bonus: int = 100
    honours_doubled: bool = False
    trick_score_correctable_until: str = "the last card of the following deal dealt"
    """An erroneous score affecting tricks may be corrected until the game is concluded, which
    is not until this happens in the following deal (or, in the last game, the rubber agreed)."""
    honours_score_correctable_until: str = "the score of the rubber made up and agreed"
    """An erroneous score affecting honours, chicane or slam may be corrected until then."""

    def validate(self) -> None:
        if len(self.trick_values) != 5:
            raise LawCodeError("ScoringLaws.trick_values needs five values (S, H, D, C, NT)")
        for name in ("games_to_win_rubber", "game_points", "rubber_bonus"):
            _positive("ScoringLaws", name, getattr(self, name))
        for value in self.trick_values:
            _positive("ScoringLaws", "trick_values", value)
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.type == "int":   # every count and score of the part (annotations are text)
                check_count("ScoringLaws", field.name, value, 0, MAX_POINTS)


@dataclasses.dataclass(frozen=True, slots=True)
class CuttingLaws(LawPart):
    """Cutting for partners and deal (P14-20, A14-20, W14-20)."""

    chapter: ClassVar[str] = "Cutting"
    ace_low: bool = True
    same_pack: bool = True
    recut_on_two_exposed: bool = True
    lowest_pair_partners: bool = True
    lowest_deals: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class DealingLaws(LawPart):
    """Shuffling and the deal (P27-38, A29-37, W29-37)."""

    chapter: ClassVar[str] = "The deal"
    deal_rotates_left: bool = True
    cut_by_right_hand: bool = True
    min_cut_packet: int = 4
    cards_one_at_a_time: bool = True
    misdeal_loses_deal: bool = False

    def validate(self) -> None:
        if isinstance(self.min_cut_packet, int) and not 1 <= self.min_cut_packet <= 26:
            raise LawCodeError(f"DealingLaws.min_cut_packet must be 1..26, not "
                               f"{brief_number(self.min_cut_packet)}")
        check_count("DealingLaws", "min_cut_packet", self.min_cut_packet, 1, 26)


@dataclasses.dataclass(frozen=True, slots=True)
class NewDealLaws(LawPart):
    """A new deal (P39-46, A38-44, W38-44): the referee's claims, cited here as data."""

    chapter: ClassVar[str] = "A new deal"
    dealer_side_exposure_claimed_by: str = "each adversary"
    adversary_exposure_claimed_by: str = "dealer or partner"
    dealer_looks_claimed_by: str = "either adversary"
    deal_out_of_turn_corrected_until: str = "last card dealt"


@dataclasses.dataclass(frozen=True, slots=True)
class DeclarationLaws(LawPart):
    """Declaring trumps (P47-52, A45-49, W45-49)."""

    chapter: ClassVar[str] = "Declaring trumps"
    dealer_may_leave_to_partner: bool = True
    partner_must_declare: bool = True
    adversary_pass_gives_new_deal: bool = False
    declaration_final: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class DoublingLaws(LawPart):
    """Doubling and redoubling (P53-60, A50-60, W50-60)."""

    chapter: ClassVar[str] = "Doubling"
    eldest_doubles_first: bool = True
    maker_redoubles_first: bool = True
    original_doubler_first: bool = True
    limit: int | None = None
    """Largest value of one trick the doubling may reach (None: indefinitely)."""
    limit_reading: DoublingLimitReading = DoublingLimitReading.NOT_EXCEED
    eldest_leads_without_asking: EldestLeadsWithoutAsking = EldestLeadsWithoutAsking.NO_LAW
    play_begins_when_satisfied: bool = True
    """"Yes" to "May I lead?", or the last right satisfied, ends the doubling (P60, A57, W57)."""
    double_out_of_turn_refused_ends_doubling: bool = True
    consultation_gives_new_deal: bool = True

    def validate(self) -> None:
        if isinstance(self.limit, int) and self.limit < 12:
            raise LawCodeError(
                f"DoublingLaws.limit {brief_number(self.limit)} is below the undoubled no-trump trick (12)"
            )
        if self.limit is not None:
            check_count("DoublingLaws", "limit", self.limit, 12, MAX_DOUBLING_LIMIT)


@dataclasses.dataclass(frozen=True, slots=True)
class DummyLaws(LawPart):
    """Dummy (P62-69, A61-66, W61-66)."""

    chapter: ClassVar[str] = "Dummy"
    exposure: DummyExposure = DummyExposure.AFTER_ELDEST_LEADS
    dealer_plays_dummy: bool = True
    dummy_liable_for_revoke: bool = False
    touched_dummy_card_played: bool = True
    dummy_down_ends_lead_claims: bool = False
    """A59: after a lead without asking or pone's asking leave, "no penalty can be exacted after
    the dummy hand or any part of it is on the table, since he (Dummy) has accepted the situation"."""


@dataclasses.dataclass(frozen=True, slots=True)
class ExposedCardsLaws(LawPart):
    """Cards exposed before and during play (P70-79, A67-75, W67-75)."""

    chapter: ClassVar[str] = "Exposed cards"
    card_partner_can_see_is_exposed: bool = True
    false_claim_excuses_exposure: bool = True
    exposure_before_lead_forfeits_partners_double: bool = True
    claimant_may_be_required_to_show: bool = False
    """P75: the dealer who claims the rest "may be required to place his cards face upwards";
    A74/W74 give the adversaries no such right."""


@dataclasses.dataclass(frozen=True, slots=True)
class LeadsOutOfTurnLaws(LawPart):
    """Leads out of turn (P80-85, A76-81, W76-81)."""

    chapter: ClassVar[str] = "Leads out of turn"
    dealer_penalty_tricks: int = 0
    dealer_penalty_spares_thirteenth_trick: bool = True
    adversary_remedy_call_card_or_suit: bool = True

    def validate(self) -> None:
        if isinstance(self.dealer_penalty_tricks, int) and self.dealer_penalty_tricks < 0:
            raise LawCodeError("LeadsOutOfTurnLaws.dealer_penalty_tricks cannot be negative")
        check_count("LeadsOutOfTurnLaws", "dealer_penalty_tricks", self.dealer_penalty_tricks, 0, 13)


@dataclasses.dataclass(frozen=True, slots=True)
class CardsPlayedInErrorLaws(LawPart):
    """Cards played in error (P86-88, A82-84, W82-84)."""

    chapter: ClassVar[str] = "Cards played in error"
    fourth_hand_remedy: FourthHandRemedy = FourthHandRemedy.HIGHEST_LOWEST_WIN_OR_LOSE
    omitted_card_new_deal: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class RevokeLaws(LawPart):
    """The revoke (P89-99, A85-96, W85-96)."""

    chapter: ClassVar[str] = "The revoke"
    must_follow_suit: bool = True
    """A player holding a card of the suit led who plays another revokes (P89, A85, W85)."""
    penalty: RevokePenalty = RevokePenalty.TRICKS_TRANSFERRED
    penalty_tricks: int = 3
    claimants_may_consult: bool = False
    revoking_side_game_cap: int = 28
    revoking_side_may_score_slam: bool = False
    both_sides_revoking_no_game: bool = True
    max_penalty_tricks: int | None = 13
    applies_to_current_game_only: bool = True

    def validate(self) -> None:
        _positive("RevokeLaws", "penalty_tricks", self.penalty_tricks)
        check_count("RevokeLaws", "penalty_tricks", self.penalty_tricks, 1, 13)
        check_count("RevokeLaws", "revoking_side_game_cap", self.revoking_side_game_cap, 0, MAX_POINTS)
        if self.max_penalty_tricks is not None:
            check_count("RevokeLaws", "max_penalty_tricks", self.max_penalty_tricks, 1, 13)


@dataclasses.dataclass(frozen=True, slots=True)
class TableLaws(LawPart):
    """Forming tables, cutting out, entry (P17-26, A17-28, W17-28): see bridgewhist.club.roster."""

    chapter: ClassVar[str] = "Tables"
    max_members: int = 6
    most_consecutive_rubbers_go_out: bool = True
    highest_cut_goes_out: bool = True

    def validate(self) -> None:
        if isinstance(self.max_members, int) and not 4 <= self.max_members <= 6:
            raise LawCodeError(f"TableLaws.max_members must be 4..6, not {brief_number(self.max_members)}")
        check_count("TableLaws", "max_members", self.max_members, 4, 6)


@dataclasses.dataclass(frozen=True, slots=True)
class GeneralLaws(LawPart):
    """General rules on penalties (P101-104, A97-103, W97-103), tricks quitted (P108, A98, W98)."""

    chapter: ClassVar[str] = "General rules"
    consultation_on_penalty_forfeits: bool = True
    partner_suggesting_penalty_forfeits: bool = True
    quitted_trick_hidden: bool = True
    """A trick quitted is not looked at until the hand ends (:func:`bridgewhist.view.last_trick_seen`)."""


@dataclasses.dataclass(frozen=True, slots=True)
class IrregularityLaws(LawPart):
    """The cases the referee rules in LAWS mode (:mod:`bridgewhist.referee`), one field each: its
    value says the case in words, ``laws`` cites the law of the code that rules it.

    Its citations always say "law", before several numbers too ("english-1904 law 39 I, 44"),
    as the referee's events always have.
    """

    chapter: ClassVar[str] = "Irregularities (the referee)"
    plural_citations: ClassVar[bool] = False
    # the deal (P39-45, A38-43, W38-43)
    new_deal_imperfect_pack: str = "the pack is incorrect or imperfect: a new deal"
    new_deal_faced_card: str = "a card is faced in the pack: a new deal"
    new_deal_irregular_dealing: str = "the cards were not dealt one at a time in rotation: a new deal"
    new_deal_last_card: str = "the last card did not come to the dealer: a new deal"
    new_deal_too_many_cards: str = "a player has more than thirteen cards: a new deal"
    new_deal_two_at_once: str = "two cards dealt at once, then a third: a new deal"
    new_deal_pack_not_cut: str = "the pack was not cut: a new deal"
    card_exposed_in_dealing: str = "a card exposed in dealing, or seen by the dealer"
    short_hand: str = "a short hand found after play: the deal stands"
    deal_out_of_turn: str = "a deal out of turn or with the wrong pack: void if corrected in time"
    # the declaration (P47-52, A45-49, W45-49)
    double_before_declaration: str = "a double or 'satisfied' before the trump is declared: no effect"
    declaration_without_permission: str = "the dealer's partner declares without being asked"
    declaration_passed_back: str = "the dealer's partner passes the declaration back"
    dealers_side_speaks_out_of_turn: str = "the dealer's side speaks when the declaration is not his"
    declaration_by_adversary: str = "an adversary declares or passes"
    declaration_altered: str = "a declaration once made cannot be altered"
    # the doubling (P53-61, A50-60, W50-60)
    pone_asks_leave_to_lead: str = "the eldest hand's partner asks 'May I lead?'"
    satisfied_out_of_turn: str = "'satisfied' out of turn: no effect"
    double_after_forfeit: str = "a double by a player who has forfeited his right to double"
    double_needing_consent: str = "a double that needs the consent of an adversary"
    double_before_may_i_lead: str = "the eldest hand's partner doubles before 'May I lead?'"
    double_out_of_turn: str = "a double or re-double out of turn"
    doubling_declaration_altered: str = "a declaration as to doubling, once made, cannot be altered"
    consultation_on_doubling: str = "partners consult on doubling"
    lead_before_opening_lead: str = "the eldest hand's partner leads before the opening lead"
    lead_without_asking: str = "the eldest hand leads without asking 'May I lead?'"
    lead_before_doubling_complete: str = "the eldest hand leads before the doubling is complete"
    declaration_during_play: str = "a word of the declaration or doubling once the play has begun"
    # dummy and exposed cards (P62-79, A61-75, W61-75)
    dummy_asks_having_none: str = "dummy asks the dealer 'Having none?'"
    dummy_suggests_card: str = "dummy suggests a card from dummy"
    dummy_calls_attention: str = "dummy calls attention to an incident: the dealer loses his penalty"
    dummy_renounces: str = "dummy renounces: no penalty"
    exposed_before_declaration: str = "a card exposed by the dealer's side before the declaration"
    exposed_by_dealers_side: str = "a card exposed by the dealer's side: no penalty"
    exposed_before_lead: str = "a card exposed before the lead: partner forfeits his right to double"
    exposed_by_leaders_partner: str = "a card exposed by the leader's partner before the lead"
    exposed_card: str = "an adversary's exposed card, liable to be called"
    card_dropped_below_table: str = "a card dropped below the table is not exposed"
    card_shown_to_partner: str = "a card held so that partner can see it"
    two_cards_at_once: str = "two or more cards played at once"
    winners_led_without_waiting: str = "winning cards led without waiting for partner"
    dealer_claims_the_rest: str = "the dealer claims the remaining tricks"
    dealers_cards_shown: str = "the dealer's cards shown are not liable to be called"
    cards_thrown_down: str = "an adversary's cards thrown face up on the table"
    hands_abandoned: str = "the hands abandoned as the dealer claimed and the adversaries admitted"
    detached_card_named: str = "the dealer names a card detached from an adversary's hand"
    penalty_disobeyed: str = "a penalty not obeyed when able: the penalty of a revoke"
    # leads out of turn and cards played in error (P80-88, A76-84, W76-84)
    lead_out_of_turn_by_adversary: str = "an adversary leads out of turn"
    lead_out_of_turn_by_dealer: str = "the dealer leads out of turn, from his hand or dummy"
    dealers_false_lead_followed: str = "the second hand plays to the dealer's lead out of turn"
    false_lead_followed_by_all: str = "all three follow a lead out of turn: the trick stands"
    exposed_card_called: str = "an exposed card called when its holder can play it"
    called_suit_not_held: str = "a suit called that the leader lacks: the penalty is paid"
    fourth_hand_before_partner: str = "the fourth hand plays before his partner"
    card_omitted_from_trick: str = "a card omitted from a former trick"
    # the revoke (P89-99, A85-96, W85-96)
    renounce: str = "a player renounces, holding the suit led"
    revoke_established: str = "a revoke is established"
    having_none: str = "partner asks 'Having none?'"
    revoke_penalty: str = "the penalty of an established revoke, claimed at the end of the hand"
    revoke_search: str = "the claimants may search all the tricks"
    renounce_corrected: str = "an adversary corrects his renounce in time"
    dealers_renounce_corrected: str = "the dealer corrects his renounce in time"
    revoke_claim_too_late: str = "a revoke claimed once the cards are cut for the next deal"
    revoke_cards_mixed: str = "the accused side mixes the cards after the revoke is claimed"
    # general rules on penalties (P101-104, A97-103, W97-103)
    unauthorised_reference: str = "an adversary's unauthorised reference to the play"
    trick_claimed_before_partner_plays: str = "an adversary claims the trick before his partner plays"
    consultation_on_penalty: str = "partners consult on the penalty"
    partner_demands_penalty: str = "the partner of the player entitled demands or suggests the penalty"
    wrong_penalty_demanded: str = "a wrong penalty demanded: none can be enforced"
    time_to_decide: str = "the offender gives reasonable time for the decision"

    def validate(self) -> None:
        for f in dataclasses.fields(self):
            if f.name != "laws" and not getattr(self, f.name):
                raise LawCodeError(f"IrregularityLaws.{f.name} must say the case in words")
