"""The shape of a law code: one frozen part per chapter of the laws, every field cited.

Each part carries ``laws``, a mapping from each of its fields to the law number(s) of its code
that the field carries out; a part refuses an uncited field or a value out of range.

>>> DoublingLaws(limit=100, laws=DoublingLaws.cite_all("58")).law_for("limit")
'58'
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from bridgewhist.errors import LawCodeError
from bridgewhist.laws.irregularities import IrregularityLaws
from bridgewhist.laws.part import (
    MAX_DOUBLING_LIMIT,
    MAX_POINTS,
    Citations,
    LawPart,
    brief_number,
    check_count,
    check_positive,
)
from bridgewhist.laws.readings import (
    ChicaneRule,
    DoublingLimitReading,
    DummyExposure,
    EldestLeadsWithoutAsking,
    FourthHandRemedy,
    RevokePenalty,
)

__all__ = [
    "MAX_DOUBLING_LIMIT", "MAX_POINTS", "CardsPlayedInErrorLaws", "ChicaneRule", "Citations",
    "CuttingLaws", "DealingLaws", "DeclarationLaws", "DoublingLaws", "DoublingLimitReading",
    "DummyExposure", "DummyLaws", "EldestLeadsWithoutAsking", "ExposedCardsLaws",
    "FourthHandRemedy", "GeneralLaws", "IrregularityLaws", "LawPart", "LeadsOutOfTurnLaws",
    "NewDealLaws", "RevokeLaws", "RevokePenalty", "ScoringLaws", "TableLaws", "brief_number",
    "check_count", "check_positive",
]


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
            check_positive("ScoringLaws", name, getattr(self, name))
        for value in self.trick_values:
            check_positive("ScoringLaws", "trick_values", value)
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
    pone_asking_leave_lets_maker_call_suit: bool = False
    """Pone asks "May I lead?": the maker may call a suit from the eldest hand (A59); W59 "the
    eldest hand does not thereby lose his right to double"; P54 gives no penalty."""

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
    detached_card_liable: bool = False
    """P78: an adversary's card detached "so as to be named" is liable to be called, and the
    dealer naming a wrong one may have a suit called; A70/W70 list no such exposed card."""


@dataclasses.dataclass(frozen=True, slots=True)
class LeadsOutOfTurnLaws(LawPart):
    """Leads out of turn (P80-85, A76-81, W76-81)."""

    chapter: ClassVar[str] = "Leads out of turn"
    dealer_penalty_tricks: int = 0
    dealer_penalty_spares_thirteenth_trick: bool = True
    adversary_remedy_call_card_or_suit: bool = True
    pones_early_lead_calls_eldests_suit: bool = False
    """Pone leads before the opening lead: the maker may call a suit from the eldest hand, who
    may double only with the maker's consent (W60); else a lead out of turn (P80, A76)."""

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
    disobeyed_penalty_correctable: bool = True
    """A penalty not obeyed when able is "liable to the penalty for revoke, unless such play be
    corrected before the trick is turned and quitted" (A75, W75); P79 "incurs" it at once."""

    def validate(self) -> None:
        check_positive("RevokeLaws", "penalty_tricks", self.penalty_tricks)
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
    first_in_room_make_table: bool = True
    """The first six in the room make the table and cut, the four lowest to play (A17, W17);
    P17-18: all the candidates cut, the next two lowest belong, the rest wait in cut order."""
    declaring_in_closes_at_first_cut: bool = True
    """A candidate joins a table not complete only before a card is cut for the next rubber or
    for cutting out (P22, A24, W24)."""
    substitute_needs_consent: bool = True
    """One quitting during a rubber appoints a substitute with the other three's consent (P24,
    A27, W27)."""
    reentry_kept_for_fresh_table: bool = True
    """One who cuts into a new table keeps his right of re-entry into his own if he enables three
    candidates to form it (A26, W26); P25: he loses it."""
    broken_table_players_before_all: bool = True
    """Those left by one who broke up a table enter before every candidate (A28, W28); P26:
    before him only."""

    def validate(self) -> None:
        if isinstance(self.max_members, int) and not 4 <= self.max_members <= 6:
            raise LawCodeError(f"TableLaws.max_members must be 4..6, not {brief_number(self.max_members)}")
        check_count("TableLaws", "max_members", self.max_members, 4, 6)


@dataclasses.dataclass(frozen=True, slots=True)
class GeneralLaws(LawPart):
    """General rules on penalties (P101-104, A97-103, W97-103), tricks quitted (P108, A98, W98),
    bystanders (P105, A106, W106)."""

    chapter: ClassVar[str] = "General rules"
    consultation_on_penalty_forfeits: bool = True
    partner_suggesting_penalty_forfeits: bool = True
    quitted_trick_hidden: bool = True
    """A trick quitted is not looked at until the hand ends (:func:`bridgewhist.view.last_trick_seen`)."""
    wrong_penalty_forfeits: bool = True
    """"If a wrong penalty be demanded none can be enforced" (A102, W102; P104 has no such words)."""
    unauthorised_reference_penalised: bool = True
    """An adversary's unauthorised reference to the play lets the dealer call a suit (A101,
    W101; english-1904 has no such law)."""
    bystander_silent: bool = True
    """A bystander "must on no account say anything unless appealed to" (A106, W106; P105: his
    remark on an oversight affecting the score may cost him the stakes): a web table's spectator
    reads the table talk and does not speak (:func:`bridgewhist.web.chat.say`)."""
