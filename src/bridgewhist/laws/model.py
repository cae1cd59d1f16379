"""The shape of a law code: one frozen part per chapter of the laws, every field cited.

Each part carries ``laws``, a mapping from each of its fields to the law number(s) of its
code that the field carries out. A part refuses to be built when a field is uncited or a
value is out of range, so a law code is valid by construction.

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
class _Part:
    """A chapter of a law code; subclasses add fields and ``laws`` cites each one."""

    laws: Mapping[str, str] = dataclasses.field(default_factory=dict, compare=False)

    chapter: ClassVar[str] = ""

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


def _positive(part: str, name: str, value: int) -> None:
    if value <= 0:
        raise LawCodeError(f"{part}.{name} must be positive, not {value}")


@dataclasses.dataclass(frozen=True, slots=True)
class ScoringLaws(_Part):
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

    def validate(self) -> None:
        if len(self.trick_values) != 5:
            raise LawCodeError("ScoringLaws.trick_values needs five values (S, H, D, C, NT)")
        for name in ("games_to_win_rubber", "game_points", "rubber_bonus"):
            _positive("ScoringLaws", name, getattr(self, name))
        for value in self.trick_values:
            _positive("ScoringLaws", "trick_values", value)


@dataclasses.dataclass(frozen=True, slots=True)
class CuttingLaws(_Part):
    """Cutting for partners and deal (P14-20, A14-20, W14-20)."""

    chapter: ClassVar[str] = "Cutting"
    ace_low: bool = True
    same_pack: bool = True
    recut_on_two_exposed: bool = True
    lowest_pair_partners: bool = True
    lowest_deals: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class DealingLaws(_Part):
    """Shuffling and the deal (P27-38, A29-37, W29-37)."""

    chapter: ClassVar[str] = "The deal"
    deal_rotates_left: bool = True
    cut_by_right_hand: bool = True
    min_cut_packet: int = 4
    cards_one_at_a_time: bool = True
    misdeal_loses_deal: bool = False

    def validate(self) -> None:
        if not 1 <= self.min_cut_packet <= 26:
            raise LawCodeError(f"DealingLaws.min_cut_packet must be 1..26, not {self.min_cut_packet}")


@dataclasses.dataclass(frozen=True, slots=True)
class NewDealLaws(_Part):
    """A new deal (P39-46, A38-44, W38-44): the referee's claims, cited here as data."""

    chapter: ClassVar[str] = "A new deal"
    dealer_side_exposure_claimed_by: str = "each adversary"
    adversary_exposure_claimed_by: str = "dealer or partner"
    dealer_looks_claimed_by: str = "either adversary"
    deal_out_of_turn_corrected_until: str = "last card dealt"


@dataclasses.dataclass(frozen=True, slots=True)
class DeclarationLaws(_Part):
    """Declaring trumps (P47-52, A45-49, W45-49)."""

    chapter: ClassVar[str] = "Declaring trumps"
    dealer_may_leave_to_partner: bool = True
    partner_must_declare: bool = True
    adversary_pass_gives_new_deal: bool = False
    declaration_final: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class DoublingLaws(_Part):
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
        if self.limit is not None and self.limit < 12:
            raise LawCodeError(
                f"DoublingLaws.limit {self.limit} is below the undoubled no-trump trick (12)"
            )


@dataclasses.dataclass(frozen=True, slots=True)
class DummyLaws(_Part):
    """Dummy (P62-69, A61-66, W61-66)."""

    chapter: ClassVar[str] = "Dummy"
    exposure: DummyExposure = DummyExposure.AFTER_ELDEST_LEADS
    dealer_plays_dummy: bool = True
    dummy_liable_for_revoke: bool = False
    touched_dummy_card_played: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class ExposedCardsLaws(_Part):
    """Cards exposed before and during play (P70-79, A67-75, W67-75)."""

    chapter: ClassVar[str] = "Exposed cards"
    card_partner_can_see_is_exposed: bool = True
    false_claim_excuses_exposure: bool = True
    exposure_before_lead_forfeits_partners_double: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class LeadsOutOfTurnLaws(_Part):
    """Leads out of turn (P80-85, A76-81, W76-81)."""

    chapter: ClassVar[str] = "Leads out of turn"
    dealer_penalty_tricks: int = 0
    dealer_penalty_spares_thirteenth_trick: bool = True
    adversary_remedy_call_card_or_suit: bool = True

    def validate(self) -> None:
        if self.dealer_penalty_tricks < 0:
            raise LawCodeError("LeadsOutOfTurnLaws.dealer_penalty_tricks cannot be negative")


@dataclasses.dataclass(frozen=True, slots=True)
class CardsPlayedInErrorLaws(_Part):
    """Cards played in error (P86-88, A82-84, W82-84)."""

    chapter: ClassVar[str] = "Cards played in error"
    fourth_hand_remedy: FourthHandRemedy = FourthHandRemedy.HIGHEST_LOWEST_WIN_OR_LOSE
    omitted_card_new_deal: bool = True


@dataclasses.dataclass(frozen=True, slots=True)
class RevokeLaws(_Part):
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


@dataclasses.dataclass(frozen=True, slots=True)
class TableLaws(_Part):
    """Forming tables, cutting out, entry (P17-26, A17-28, W17-28): see bridgewhist.club.roster."""

    chapter: ClassVar[str] = "Tables"
    max_members: int = 6
    most_consecutive_rubbers_go_out: bool = True
    highest_cut_goes_out: bool = True

    def validate(self) -> None:
        if not 4 <= self.max_members <= 6:
            raise LawCodeError(f"TableLaws.max_members must be 4..6, not {self.max_members}")


@dataclasses.dataclass(frozen=True, slots=True)
class GeneralLaws(_Part):
    """General rules on penalties (P101-104, A97-103, W97-103)."""

    chapter: ClassVar[str] = "General rules"
    consultation_on_penalty_forfeits: bool = True
    partner_suggesting_penalty_forfeits: bool = True
