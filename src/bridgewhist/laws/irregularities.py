"""The cases the referee rules in LAWS mode, as one part of a law code: each case in words,
each cited to the law of its code (:class:`IrregularityLaws`).

>>> IrregularityLaws(laws=IrregularityLaws.cite_all("85")).renounce
'a player renounces, holding the suit led'
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from bridgewhist.errors import LawCodeError
from bridgewhist.laws.part import LawPart


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
