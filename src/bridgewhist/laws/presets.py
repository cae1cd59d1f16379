"""The three law codes of the source texts, registered under keys and aliases.

Every field of every part cites the law of its own code that it carries out
(P = english-1904, A = american-1904, W = american-1905 in the docs).

>>> from bridgewhist.laws import load_law_code, LAW_CODE_KEYS
>>> LAW_CODE_KEYS
('english-1904', 'american-1904', 'american-1905')
>>> load_law_code("ames").revoke.penalty.value, load_law_code("elwell").key
('tricks_transferred', 'american-1905')
"""

from __future__ import annotations

from typing import Any

from bridgewhist.errors import LawCodeError
from bridgewhist.laws.code import HouseRules, LawCode
from bridgewhist.laws.model import (
    CardsPlayedInErrorLaws,
    ChicaneRule,
    CuttingLaws,
    DealingLaws,
    DeclarationLaws,
    DoublingLaws,
    DoublingLimitReading,
    DummyExposure,
    DummyLaws,
    EldestLeadsWithoutAsking,
    ExposedCardsLaws,
    FourthHandRemedy,
    GeneralLaws,
    IrregularityLaws,
    LeadsOutOfTurnLaws,
    NewDealLaws,
    RevokeLaws,
    RevokePenalty,
    ScoringLaws,
    TableLaws,
    brief_number,
)

_HONOUR_FIELDS = (
    "honours_three_divided", "honours_four_divided", "honours_five_divided",
    "honours_four_in_one_hand", "honours_four_in_one_hand_fifth_with_partner",
    "honours_five_in_one_hand",
)
_ACE_FIELDS = ("aces_three", "aces_four_divided", "aces_four_in_one_hand")


def _scoring_laws(honours: str, aces: str, **cited: str) -> dict[str, str]:
    laws = dict(cited)
    laws.update({name: honours for name in _HONOUR_FIELDS})
    laws.update({name: aces for name in _ACE_FIELDS})
    return laws


ENGLISH_1904 = LawCode(
    key="english-1904",
    title="The Laws of Bridge (1904), Portland and Turf Clubs",
    source="seeds/000 (Hoyle's Games Modernized), laws 1-108",
    law_count=108,
    scoring=ScoringLaws(
        chicane_rule=ChicaneRule.BONUS,
        laws=_scoring_laws(
            "6", "7", games_to_win_rubber="1", game_points="2", trick_values="4",
            chicane_rule="8", chicane_multiple="8", double_chicane_multiple="8",
            grand_slam="9", little_slam="9", rubber_bonus="11", honours_doubled="6, 8",
            trick_score_correctable_until="12", honours_score_correctable_until="13",
        ),
    ),
    cutting=CuttingLaws(laws=dict(
        ace_low="14", same_pack="15", recut_on_two_exposed="16", lowest_pair_partners="17",
        lowest_deals="17, 19-20",
    )),
    dealing=DealingLaws(laws=dict(
        deal_rotates_left="34", cut_by_right_hand="35", min_cut_packet="35",
        cards_one_at_a_time="38-39", misdeal_loses_deal="38",
    )),
    new_deal=NewDealLaws(
        dealer_side_exposure_claimed_by="each adversary",
        adversary_exposure_claimed_by="dealer or partner",
        dealer_looks_claimed_by="either adversary",
        deal_out_of_turn_corrected_until="last card dealt",
        laws=dict(dealer_side_exposure_claimed_by="40", adversary_exposure_claimed_by="40",
                  dealer_looks_claimed_by="42", deal_out_of_turn_corrected_until="45"),
    ),
    declaration=DeclarationLaws(
        adversary_pass_gives_new_deal=False,
        laws=dict(dealer_may_leave_to_partner="47-48", partner_must_declare="48",
                  adversary_pass_gives_new_deal="51", declaration_final="52, 61"),
    ),
    doubling=DoublingLaws(
        limit=100,
        limit_reading=DoublingLimitReading.NOT_EXCEED,
        eldest_leads_without_asking=EldestLeadsWithoutAsking.NO_LAW,
        laws=dict(eldest_doubles_first="54", maker_redoubles_first="55",
                  original_doubler_first="56", limit="58", limit_reading="58",
                  eldest_leads_without_asking="54, 59", play_begins_when_satisfied="60",
                  double_out_of_turn_refused_ends_doubling="58",
                  consultation_gives_new_deal="58", pone_asking_leave_lets_maker_call_suit="54"),
    ),
    dummy=DummyLaws(
        exposure=DummyExposure.ON_ANY_LEAD,
        touched_dummy_card_played=False,
        laws=dict(exposure="62", dealer_plays_dummy="62", dummy_liable_for_revoke="68",
                  touched_dummy_card_played="65-66", dummy_down_ends_lead_claims="62"),
    ),
    exposed_cards=ExposedCardsLaws(
        card_partner_can_see_is_exposed=False,
        false_claim_excuses_exposure=False,
        claimant_may_be_required_to_show=True,
        detached_card_liable=True,
        laws=dict(card_partner_can_see_is_exposed="73", false_claim_excuses_exposure="75-76",
                  claimant_may_be_required_to_show="75",
                  exposure_before_lead_forfeits_partners_double="71", detached_card_liable="78"),
    ),
    leads_out_of_turn=LeadsOutOfTurnLaws(
        dealer_penalty_tricks=0,
        laws=dict(dealer_penalty_tricks="81", dealer_penalty_spares_thirteenth_trick="81",
                  adversary_remedy_call_card_or_suit="80", pones_early_lead_calls_eldests_suit="80"),
    ),
    cards_played_in_error=CardsPlayedInErrorLaws(
        fourth_hand_remedy=FourthHandRemedy.WIN_OR_NOT_WIN,
        laws=dict(fourth_hand_remedy="86", omitted_card_new_deal="87"),
    ),
    revoke=RevokeLaws(
        penalty=RevokePenalty.CLAIMANTS_CHOOSE,
        claimants_may_consult=True,
        revoking_side_may_score_slam=False,
        max_penalty_tricks=None,
        disobeyed_penalty_correctable=False,
        laws=dict(must_follow_suit="89", penalty="90", penalty_tricks="90", claimants_may_consult="90",
                  revoking_side_game_cap="90", revoking_side_may_score_slam="9, 90",
                  both_sides_revoking_no_game="99", max_penalty_tricks="90",
                  applies_to_current_game_only="90", disobeyed_penalty_correctable="79"),
    ),
    tables=TableLaws(
        first_in_room_make_table=False,
        reentry_kept_for_fresh_table=False,
        broken_table_players_before_all=False,
        laws=dict(max_members="18", most_consecutive_rubbers_go_out="21", highest_cut_goes_out="21",
                  first_in_room_make_table="17", declaring_in_closes_at_first_cut="22",
                  substitute_needs_consent="24", reentry_kept_for_fresh_table="25",
                  broken_table_players_before_all="26"),
    ),
    general=GeneralLaws(
        consultation_on_penalty_forfeits=False,
        wrong_penalty_forfeits=False,
        unauthorised_reference_penalised=False,
        laws=dict(consultation_on_penalty_forfeits="90", partner_suggesting_penalty_forfeits="103",
                  quitted_trick_hidden="108", wrong_penalty_forfeits="104",
                  unauthorised_reference_penalised="101", bystander_silent="105"),
    ),
    irregularities=IrregularityLaws(laws=dict(
        new_deal_imperfect_pack="39 I, 44", new_deal_faced_card="39 II",
        new_deal_irregular_dealing="39 III", new_deal_last_card="39 IV", new_deal_too_many_cards="39 V",
        new_deal_two_at_once="39 VI", new_deal_pack_not_cut="39 VII", card_exposed_in_dealing="40",
        short_hand="43", deal_out_of_turn="45",
        double_before_declaration="47", declaration_without_permission="49",
        declaration_passed_back="50", dealers_side_speaks_out_of_turn="48",
        declaration_by_adversary="51", declaration_altered="52",
        pone_asks_leave_to_lead="54", satisfied_out_of_turn="58", double_after_forfeit="71",
        double_needing_consent="59", double_before_may_i_lead="57", double_out_of_turn="58",
        doubling_declaration_altered="61",
        consultation_on_doubling="58", lead_before_opening_lead="80", lead_without_asking="59",
        lead_before_doubling_complete="59", declaration_during_play="60",
        dummy_asks_having_none="63", dummy_suggests_card="64", dummy_calls_attention="63",
        dummy_renounces="68", exposed_before_declaration="70", exposed_by_dealers_side="69",
        exposed_before_lead="71", exposed_by_leaders_partner="71", exposed_card="72",
        card_dropped_below_table="72", card_shown_to_partner="73", two_cards_at_once="73",
        winners_led_without_waiting="74", dealer_claims_the_rest="75", dealers_cards_shown="75",
        cards_thrown_down="76", hands_abandoned="77", detached_card_named="78", penalty_disobeyed="79",
        lead_out_of_turn_by_adversary="80", lead_out_of_turn_by_dealer="81",
        dealers_false_lead_followed="81", false_lead_followed_by_all="82", exposed_card_called="84",
        called_suit_not_held="85", fourth_hand_before_partner="86", card_omitted_from_trick="87",
        renounce="89", revoke_established="91", having_none="92", revoke_penalty="90",
        revoke_search="93", renounce_corrected="94", dealers_renounce_corrected="95",
        revoke_claim_too_late="97", revoke_cards_mixed="96",
        unauthorised_reference="101", trick_claimed_before_partner_plays="102",
        consultation_on_penalty="90", partner_demands_penalty="103", wrong_penalty_demanded="104",
        time_to_decide="104",
    )),
)

_AMERICAN_IRREGULARITIES = dict(
    new_deal_imperfect_pack="38b, 42", new_deal_faced_card="38c", new_deal_irregular_dealing="38a",
    new_deal_last_card="38g", new_deal_too_many_cards="38d", new_deal_two_at_once="38e",
    new_deal_pack_not_cut="38f", card_exposed_in_dealing="40", short_hand="41", deal_out_of_turn="43",
    double_before_declaration="45", declaration_without_permission="46", declaration_passed_back="47",
    dealers_side_speaks_out_of_turn="45", declaration_by_adversary="48", declaration_altered="49",
    pone_asks_leave_to_lead="59", satisfied_out_of_turn="55", double_after_forfeit="68",
    double_before_may_i_lead="54", double_out_of_turn="55", consultation_on_doubling="55",
    doubling_declaration_altered="60",
    lead_without_asking="58", lead_before_doubling_complete="56", declaration_during_play="57",
    dummy_asks_having_none="62", dummy_suggests_card="64", dummy_calls_attention="63",
    dummy_renounces="65", exposed_before_declaration="67", exposed_by_dealers_side="69",
    exposed_before_lead="68", exposed_by_leaders_partner="68", exposed_card="69",
    card_dropped_below_table="71", card_shown_to_partner="70", two_cards_at_once="72",
    winners_led_without_waiting="73", dealer_claims_the_rest="74", dealers_cards_shown="74",
    cards_thrown_down="74", hands_abandoned="74", detached_card_named="78", penalty_disobeyed="75",
    lead_out_of_turn_by_adversary="76", lead_out_of_turn_by_dealer="77",
    false_lead_followed_by_all="78", exposed_card_called="80", called_suit_not_held="81",
    fourth_hand_before_partner="82", card_omitted_from_trick="83", renounce="85", having_none="90",
    revoke_search="93", renounce_corrected="91", dealers_renounce_corrected="92",
    revoke_claim_too_late="94", revoke_cards_mixed="93", unauthorised_reference="101",
    trick_claimed_before_partner_plays="100",
    consultation_on_penalty="97", partner_demands_penalty="103", wrong_penalty_demanded="102",
    time_to_decide="102",
)
"""The referee's cases cited alike in both American codes (see :func:`_american` for the rest)."""


def _american(
    key: str, title: str, source: str, *, dealer_lead_penalty: int, revoke_laws: dict[str, str],
    slam_for_revokers: bool, leads_without_asking: EldestLeadsWithoutAsking,
    adversary_pass_new_deal: bool, adversary_exposure_claimant: str, out_of_turn_until: str,
    dummy_down_ends_lead_claims: bool, pone_asking_leave_calls: bool, pones_early_lead_calls: bool,
    irregularity_laws: dict[str, str], score_errors: dict[str, str],
) -> LawCode:
    return LawCode(
        key=key, title=title, source=source, law_count=106,
        scoring=ScoringLaws(
            chicane_rule=ChicaneRule.EQUAL_TO_SIMPLE_HONOURS,
            trick_score_correctable_until="the following deal completed and the trump declared",
            laws=_scoring_laws(
                "6", "6", games_to_win_rubber="1", game_points="2", trick_values="4",
                chicane_rule="9", chicane_multiple="9", double_chicane_multiple="9",
                grand_slam="7", little_slam="8", rubber_bonus="11", honours_doubled="10",
                **score_errors,
            ),
        ),
        cutting=CuttingLaws(laws=dict(
            ace_low="14", same_pack="15", recut_on_two_exposed="16", lowest_pair_partners="18",
            lowest_deals="18-20",
        )),
        dealing=DealingLaws(laws=dict(
            deal_rotates_left="32", cut_by_right_hand="33", min_cut_packet="33",
            cards_one_at_a_time="36, 38", misdeal_loses_deal="37",
        )),
        new_deal=NewDealLaws(
            dealer_side_exposure_claimed_by="eldest hand",
            adversary_exposure_claimed_by=adversary_exposure_claimant,
            dealer_looks_claimed_by="eldest hand",
            deal_out_of_turn_corrected_until=out_of_turn_until,
            laws=dict(dealer_side_exposure_claimed_by="39", adversary_exposure_claimed_by="39",
                      dealer_looks_claimed_by="39", deal_out_of_turn_corrected_until="43"),
        ),
        declaration=DeclarationLaws(
            adversary_pass_gives_new_deal=adversary_pass_new_deal,
            laws=dict(dealer_may_leave_to_partner="45", partner_must_declare="45",
                      adversary_pass_gives_new_deal="48", declaration_final="49"),
        ),
        doubling=DoublingLaws(
            limit=None,
            limit_reading=DoublingLimitReading.LAST_DOUBLE_PASSES,
            eldest_leads_without_asking=leads_without_asking,
            pone_asking_leave_lets_maker_call_suit=pone_asking_leave_calls,
            laws=dict(eldest_doubles_first="51", maker_redoubles_first="52",
                      original_doubler_first="53", limit="55", limit_reading="55",
                      eldest_leads_without_asking="58", play_begins_when_satisfied="57",
                      double_out_of_turn_refused_ends_doubling="55",
                      consultation_gives_new_deal="55", pone_asking_leave_lets_maker_call_suit="59"),
        ),
        dummy=DummyLaws(
            exposure=DummyExposure.AFTER_ELDEST_LEADS,
            touched_dummy_card_played=True,
            dummy_down_ends_lead_claims=dummy_down_ends_lead_claims,
            laws=dict(exposure="61", dealer_plays_dummy="61", dummy_liable_for_revoke="65",
                      touched_dummy_card_played="66", dummy_down_ends_lead_claims="59"),
        ),
        exposed_cards=ExposedCardsLaws(
            laws=dict(card_partner_can_see_is_exposed="70", false_claim_excuses_exposure="74",
                      claimant_may_be_required_to_show="74",
                      exposure_before_lead_forfeits_partners_double="68", detached_card_liable="70"),
        ),
        leads_out_of_turn=LeadsOutOfTurnLaws(
            dealer_penalty_tricks=dealer_lead_penalty,
            pones_early_lead_calls_eldests_suit=pones_early_lead_calls,
            laws=dict(dealer_penalty_tricks="77", dealer_penalty_spares_thirteenth_trick="77",
                      adversary_remedy_call_card_or_suit="76",
                      pones_early_lead_calls_eldests_suit="60" if pones_early_lead_calls else "76"),
        ),
        cards_played_in_error=CardsPlayedInErrorLaws(
            fourth_hand_remedy=FourthHandRemedy.HIGHEST_LOWEST_WIN_OR_LOSE,
            laws=dict(fourth_hand_remedy="82", omitted_card_new_deal="83"),
        ),
        revoke=RevokeLaws(
            penalty=RevokePenalty.TRICKS_TRANSFERRED,
            claimants_may_consult=False,
            revoking_side_may_score_slam=slam_for_revokers,
            max_penalty_tricks=13,
            laws={**revoke_laws, "disobeyed_penalty_correctable": "75"},
        ),
        tables=TableLaws(laws=dict(
            max_members="21", most_consecutive_rubbers_go_out="23", highest_cut_goes_out="23",
            first_in_room_make_table="17", declaring_in_closes_at_first_cut="24",
            substitute_needs_consent="27", reentry_kept_for_fresh_table="26",
            broken_table_players_before_all="28")),
        general=GeneralLaws(laws=dict(
            consultation_on_penalty_forfeits="97", partner_suggesting_penalty_forfeits="103",
            quitted_trick_hidden="98", wrong_penalty_forfeits="102",
            unauthorised_reference_penalised="101", bystander_silent="106")),
        irregularities=IrregularityLaws(laws={**_AMERICAN_IRREGULARITIES, **irregularity_laws}),
    )


AMERICAN_1904 = _american(
    "american-1904",
    "The Laws of Bridge, as printed in Fisher Ames, Bridge Whist in Brief (1904)",
    "seeds/001 (Fisher Ames), laws 1-106",
    dealer_lead_penalty=1,
    revoke_laws=dict(must_follow_suit="85", penalty="86", penalty_tricks="86", claimants_may_consult="97",
                     revoking_side_game_cap="88", revoking_side_may_score_slam="7-8, 88",
                     both_sides_revoking_no_game="95", max_penalty_tricks="96",
                     applies_to_current_game_only="87"),
    slam_for_revokers=False,
    leads_without_asking=EldestLeadsWithoutAsking.MAKER_CALLS_SUIT_OR_CARD,
    adversary_pass_new_deal=False,
    adversary_exposure_claimant="dealer",
    out_of_turn_until="first card played",
    dummy_down_ends_lead_claims=True,
    pone_asking_leave_calls=True,
    pones_early_lead_calls=False,
    irregularity_laws=dict(double_needing_consent="56", lead_before_opening_lead="76",
                           dealers_false_lead_followed="78", revoke_established="89",
                           revoke_penalty="86"),
    score_errors=dict(trick_score_correctable_until="13", honours_score_correctable_until="12"),
)

AMERICAN_1905 = _american(
    "american-1905",
    "The Laws of Bridge, Revised 1905 (J. B. Elwell, Advanced Bridge)",
    "seeds/002 (Elwell), laws 1-106",
    dealer_lead_penalty=0,
    revoke_laws=dict(must_follow_suit="85", penalty="87", penalty_tricks="87", claimants_may_consult="97",
                     revoking_side_game_cap="89", revoking_side_may_score_slam="7, 89",
                     both_sides_revoking_no_game="95", max_penalty_tricks="96",
                     applies_to_current_game_only="88"),
    slam_for_revokers=True,
    leads_without_asking=EldestLeadsWithoutAsking.PONE_DOUBLES_WITH_CONSENT,
    adversary_pass_new_deal=True,
    adversary_exposure_claimant="dealer or partner",
    out_of_turn_until="the following deal",
    dummy_down_ends_lead_claims=False,
    pone_asking_leave_calls=False,
    pones_early_lead_calls=True,
    irregularity_laws=dict(double_needing_consent="58", lead_before_opening_lead="60",
                           dealers_false_lead_followed="77", revoke_established="86",
                           revoke_penalty="87"),
    score_errors=dict(trick_score_correctable_until="12", honours_score_correctable_until="13"),
)

LAW_CODES: dict[str, LawCode] = {
    code.key: code for code in (ENGLISH_1904, AMERICAN_1904, AMERICAN_1905)
}
LAW_CODE_KEYS: tuple[str, ...] = tuple(LAW_CODES)

ALIASES: dict[str, str] = {
    "english": "english-1904", "english1904": "english-1904", "portland": "english-1904",
    "portland-turf": "english-1904", "hoyle": "english-1904",
    "ames": "american-1904", "american1904": "american-1904",
    "american": "american-1905", "american1905": "american-1905", "elwell": "american-1905",
    "revised-1905": "american-1905",
}


def find_law_code_key(name: str) -> str:
    """The key for a code's key or alias (case-insensitive).

    :raises LawCodeError: listing the known keys when the name is unknown.
    """
    cleaned = name.strip().lower().replace("_", "-").replace(" ", "-")
    if cleaned in LAW_CODES:
        return cleaned
    if cleaned in ALIASES:
        return ALIASES[cleaned]
    raise LawCodeError(
        f"unknown law code {brief_number(name)}: expected one of {', '.join(LAW_CODE_KEYS)} "
        f"(or an alias: {', '.join(sorted(ALIASES))})"
    )


def load_law_code(name: str, **options: Any) -> LawCode:
    """A law code by key or alias, with optional house rules.

    :raises LawCodeError: for an unknown code or a bad house rule.
    """
    code = LAW_CODES[find_law_code_key(name)]
    return code.with_options(**options) if options else code


def law_code_from_dict(data: Any) -> LawCode:
    """Rebuild a law code from a record's ``{"key": ..., "options": {...}}``.

    :raises LawCodeError: for a malformed entry, unknown code or bad option.
    """
    if isinstance(data, str):
        return load_law_code(data)
    if not isinstance(data, dict) or not isinstance(data.get("key"), str):
        raise LawCodeError('a law code must be a key or {"key": ..., "options": {...}}')
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise LawCodeError("law code options must be an object")
    code = LAW_CODES[find_law_code_key(data["key"])]
    return code if not options else code.with_options(**options)


__all__ = [
    "ALIASES", "AMERICAN_1904", "AMERICAN_1905", "ENGLISH_1904", "LAW_CODES", "LAW_CODE_KEYS",
    "HouseRules", "find_law_code_key", "law_code_from_dict", "load_law_code",
]
