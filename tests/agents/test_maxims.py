"""The maxims agent on hand-built positions, each test quoting the maxim it checks.

Ames = Fisher Ames, "Bridge Whist in Brief" (seed 001); Hoyle = "Hints for Play" (seed 000).
"""

from __future__ import annotations

import random

import pytest

from bridgewhist.actions import DOUBLE, LEAVE, SATISFIED, Action, parse_action
from bridgewhist.agents import ScoreContext, chooser, make_agent, view_of
from bridgewhist.agents.hand_eval import ACE, JACK, KING, QUEEN, TEN, supporting_card, table_lead
from bridgewhist.agents.maxims.agent import MaximsAgent
from bridgewhist.cards import FULL_DECK, CardSet
from bridgewhist.laws import LAW_CODE_KEYS, load_law_code
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, hand_from_deal, new_hand


def deal(dealer: Seat = Seat.S, **hands: str) -> HandState:
    """A deal with the named seats' hands (PBN); the other seats get the remaining cards in order."""
    fixed = {Seat.parse(name): CardSet.parse_pbn(pbn).mask for name, pbn in hands.items()}
    rest = [c for c in CardSet(FULL_DECK & ~sum(fixed.values()))]
    masks = [0, 0, 0, 0]
    for seat in Seat:
        if seat in fixed:
            masks[seat] = fixed[seat]
        else:
            masks[seat] = sum(1 << c for c in rest[:13])
            rest = rest[13:]
    return hand_from_deal(load_law_code("english-1904"), dealer, (masks[0], masks[1], masks[2], masks[3]))


def acts(state: HandState, text: str) -> HandState:
    """Apply space-separated actions (``"hearts satisfied satisfied HK"``)."""
    for word in text.split():
        state = state.apply(parse_action(word))
    return state


def decide(state: HandState, score: tuple[int, int] = (0, 0)) -> tuple[Action, str]:
    """The maxims agent's action for the seat that must act, and the rule that chose it."""
    agent = MaximsAgent(random.Random(0))
    action = agent.act(view_of(state, state.actor, ScoreContext(game_score=score)))
    return action, agent.last_rule


# -- the make ---------------------------------------------------------------------------------


@pytest.mark.parametrize("score", [(0, 0), (0, 28), (28, 0), (20, 24)])
def test_four_aces_no_trumps_at_any_score(score: tuple[int, int]) -> None:
    """Ames, "The Make": "With four aces no trump should be declared at any stage of the game."
    Hoyle, maxim 1: "Holding four aces, the dealer plays sans atout"."""
    state = deal(S="A432.A32.A32.A32")
    assert decide(state, score) == (parse_action("no-trumps"), "four_aces")


def test_a_worthless_hand_passes_it_to_partner() -> None:
    """Ames, "The Make": "If his hand is worthless, he had better pass the make"."""
    state = deal(S="9432.732.8632.32")
    assert decide(state) == (LEAVE, "pass_it_to_partner")


def test_dummy_with_nothing_makes_it_spades_for_safety() -> None:
    """Ames, "Dummy Makes": "if he does not see any chance to score, he should make it spades
    for safety." """
    state = acts(deal(N="9432.732.8632.32"), "leave")
    assert decide(state) == (parse_action("spades"), "dummy_spades_for_safety")


def test_three_aces_no_trumps() -> None:
    """Ames, "The Make": "Three aces. There is a reasonable chance that dummy may have a
    re-entry card in the fourth suit"."""
    state = deal(S="A432.A32.A32.432")
    assert decide(state) == (parse_action("no-trumps"), "three_aces")


def test_three_aces_but_a_strong_red_suit_and_a_weak_one() -> None:
    """Hoyle, maxim 2: three aces, "unless he has a strong red suit ... while the No-trump call
    involves dangerous weakness in one suit. In this case, the strong red suit should be
    declared." """
    state = deal(S="A2.AKQ832.A32.32")
    assert decide(state) == (parse_action("hearts"), "three_aces_strong_red_suit")


def test_six_hearts_with_an_honour_and_a_protected_honour() -> None:
    """Ames, "The Make": "Hearts may be declared with holdings as good as the following:-Six,
    with one honor and an honor in another suit protected." """
    state = deal(S="K32.Q98765.32.32")
    assert decide(state) == (parse_action("hearts"), "hearts")


def test_diamonds_four_honours_without_the_ace_pass_when_ahead() -> None:
    """Ames, "The Make": "Four honors, with one protected suit. If the honors do not include the
    ace, pass the make if ahead on the score." """
    state = deal(S="K32.432.KQJT.432")
    assert decide(state, (0, 0))[0] == parse_action("diamonds")
    assert decide(state, (20, 0))[0] == LEAVE


def test_evenly_divided_no_trumps_only_when_the_score_is_adverse() -> None:
    """Ames, "The Make": "If the score is adverse, no trump may be declared on an evenly divided
    hand with every suit protected; but if the score is in your favor, pass it to partner." """
    state = deal(S="K432.K32.Q32.KJ2")
    assert decide(state, (0, 18)) == (parse_action("no-trumps"), "evenly_divided_when_adverse")
    assert decide(state, (18, 0)) == (LEAVE, "evenly_divided_when_adverse")


def test_black_suit_only_to_win_the_game() -> None:
    """Ames, "The Make": "A black suit should not be declared by the dealer at any stage of the
    game, unless it insures winning or saving the game." Hoyle, maxim 4: "if the dealer can
    make game a certainty by declaring a black suit trumps, he should usually do so." """
    state = deal(S="32.32.K32.AKJ932")
    assert decide(state, (26, 0)) == (parse_action("clubs"), "black_suit_to_win_the_game")
    assert decide(state, (0, 0)) == (LEAVE, "pass_it_to_partner")


def test_dummy_declares_clubs_only_to_advance_the_game() -> None:
    """Ames, "Dummy Makes": "He should not declare clubs for safety; but only when he thinks they
    will ensure an advance on the game score." """
    strong = acts(deal(N="32.32.K32.AKQJ93"), "leave")
    assert decide(strong) == (parse_action("clubs"), "dummy_clubs_to_advance")
    weak = acts(deal(N="32.32.K32.J87632"), "leave")
    assert decide(weak)[0] == parse_action("spades")


# -- doubling -----------------------------------------------------------------------------------


def test_the_leader_doubles_when_he_sees_the_odd_trick() -> None:
    """Ames, "Doubling": "If the leader, or pone, thinks he can see the odd card with or without
    help from his partner, he should double; but he should not do so on a chance merely." """
    strong = acts(deal(W="AK2.AK2.AK2.5432"), "no-trumps")
    assert decide(strong) == (DOUBLE, "double_with_the_odd_card_in_sight")
    chance = acts(deal(W="A32.K32.Q32.5432"), "no-trumps")
    assert decide(chance) == (SATISFIED, "satisfied")


def test_the_leader_weak_in_spades_passes_the_double_to_partner() -> None:
    """Ames, "Doubling": "If dummy declares spades and the leader is not strong in that suit, he
    had better pass the double over to his partner". """
    state = acts(deal(W="32.AK2.AK32.A432"), "leave spades")
    assert decide(state) == (SATISFIED, "pass_the_spade_double")


def test_no_redouble_when_the_odd_trick_doubled_gives_game() -> None:
    """Ames, "Doubling": "If the odd card at the double would give the dealer the game, he should
    not redouble, unless on a certainty." """
    state = acts(deal(S="32.AQJ982.K32.K2"), "hearts double")
    assert decide(state, (16, 0)) == (SATISFIED, "no_redouble_when_the_odd_card_gives_game")


def test_no_double_beyond_a_hundred_a_trick() -> None:
    """Ames, etiquette rule 13: "it is suggested that 100 points be the limit for any one
    trick." (american-1905 allows doubling indefinitely; the maxims player stops.)"""
    state = new_hand(load_law_code("american-1905"), Seat.S, rng=random.Random(1))
    state = acts(state, "hearts double double double")  # hearts at 64 a trick
    agent = MaximsAgent(random.Random(0))
    assert agent.act(view_of(state, state.actor)) == SATISFIED
    assert agent.last_rule == "no_trick_above_a_hundred"


# -- leads ----------------------------------------------------------------------------------------


def test_from_ace_king_lead_the_king() -> None:
    """Ames, "The Play": "From ace, king, etc., lead king." """
    state = acts(deal(W="AK75.J96.T83.962"), "hearts satisfied satisfied")
    action, rule = decide(state)
    assert action == parse_action("SK") and rule == "from_the_best_long_suit"


def test_table_of_leads_from_long_suits() -> None:
    """Ames, "The Play": "From ace, queen, jack, etc., ... lead ace, then queen. At no trump,
    lead queen first. ... From king, jack, ten, etc., lead ten. From queen, jack, ten, etc.,
    lead queen. From jack, ten, nine, etc., lead jack. From other combinations, lead the lowest
    ... on a suit make, fourth best on a no trump make." """
    nine, low = 1 << 9, (1 << 4) | (1 << 3)
    assert table_lead(ACE | QUEEN | JACK | low, nt=False, red_trump=False) == 14
    assert table_lead(ACE | QUEEN | JACK | low, nt=True, red_trump=False) == 12
    assert table_lead(KING | JACK | TEN | low, nt=False, red_trump=False) == 10
    assert table_lead(QUEEN | JACK | TEN | low, nt=True, red_trump=False) == 12
    assert table_lead(JACK | TEN | nine | low, nt=True, red_trump=False) == 11
    assert table_lead(KING | (1 << 8) | (1 << 6) | low, nt=False, red_trump=False) == 3
    assert table_lead(KING | (1 << 8) | (1 << 6) | low, nt=True, red_trump=False) == 4
    # "From ace and four or five low, lead ace on a red suit make; otherwise lead fourth best."
    ace_low = ACE | (1 << 8) | (1 << 6) | low
    assert table_lead(ace_low, nt=False, red_trump=True) == 14
    assert table_lead(ace_low, nt=False, red_trump=False) == 4


def test_supporting_lead_combinations() -> None:
    """Ames, "The Play": "lead the highest from any of the following combinations: queen, jack,
    x; -jack,-ten, x; -ten, nine, x; -queen, jack, -jack, ten, -ten, nine, -jack, x; -ten, x, -
    or either of these cards alone." """
    assert supporting_card(QUEEN | JACK | (1 << 4)) == 12
    assert supporting_card(JACK | (1 << 4)) == 11
    assert supporting_card(TEN) == 10
    assert supporting_card(KING | QUEEN) == -1
    assert supporting_card(QUEEN | (1 << 5)) == -1


def test_singleton_lead_against_a_suit_make() -> None:
    """Ames, "The Play": "A singleton lead is proper on a suit make by the other side, because
    if a trump can be saved in ruffing, so much the better". """
    state = acts(deal(W="8.J962.T8632.962"), "hearts satisfied satisfied")
    assert decide(state) == (parse_action("S8"), "singleton_against_a_suit")


def test_lead_a_heart_against_dummys_no_trumps() -> None:
    """Ames, "The Play": "If dummy declares no trump, it is generally well to lead a heart." """
    state = acts(deal(N="AK2.A32.A32.A432", W="QJT83.J96.T84.95"), "leave no-trumps satisfied satisfied")
    assert decide(state) == (parse_action("H6"), "heart_against_dummys_no_trumps")


def test_lead_through_dummys_red_trump_when_pone_doubled() -> None:
    """Ames, "The Play": "If dummy names a red trump it is usually well to lead through it,
    especially if pone doubled". """
    state = acts(deal(W="KQJ82.96.T83.962"), "leave hearts satisfied double satisfied satisfied")
    assert decide(state) == (parse_action("H9"), "through_dummys_red_trump_when_pone_doubled")


# -- returns, second and third hand, discards -------------------------------------------------------


@pytest.mark.parametrize(("east", "south", "east_plays", "back"), [
    ("AJ7.T4.T942.T954", "T64.AKQJ9.AK.AK2", "SA", "SJ"),  # two left: the higher
    ("AJ76.T4.T942.T95", "T4.AKQJ9.AK.AK42", "SA", "S6"),  # three left: the lowest
    ("AJ7.T4.T942.T954", "T64.AKQJ9.AK.AK2", "SJ", "SA"),  # the ace: return it
])
def test_returning_partners_suit(east: str, south: str, east_plays: str, back: str) -> None:
    """Ames, "The Play": "Return the higher of any two, the lowest of any three or more remaining
    in your hand of partner's long suit, except that, if you hold the ace, generally return
    that." """
    state = deal(W="K9852.32.QJ3.QJ3", N="Q3.8765.8765.876", E=east, S=south)
    state = acts(state, "hearts satisfied satisfied")
    assert decide(state) == (parse_action("S2"), "from_the_best_long_suit")
    state = acts(state, f"S2 S3 {east_plays} S4")
    assert state.turn == Seat.E
    assert decide(state) == (parse_action(back), "return_partners_suit")


_SECOND = {"N": "T9.JT8.J97.KQJT8", "E": "765.7543.6542.75"}


def test_second_hand_low() -> None:
    """Whist's "second hand low", which Ames keeps: "At second and third hand the play is much
    the same as at whist". (West holds no guarded king or queen and no sequence.)"""
    state = deal(S="AKQ2.AKQ.AKQ.432", W="J843.J96.T83.A96", N="T9.T87.J97.KQJT8",
                 E="765.5432.6542.75")
    state = acts(state, "no-trumps satisfied satisfied")
    assert decide(state)[0] == parse_action("S3")  # fourth best at no trumps
    state = acts(state, "S3 S9 S5 SA C2")
    assert decide(state) == (parse_action("C6"), "follow_low")


def test_second_hand_saves_a_guarded_king() -> None:
    """Ames, "The Play": "With king or queen guarded it is usually well to save it at second
    hand if you can." """
    state = deal(S="AKQ2.AQ2.AKQ.432", W="J843.K96.T83.A96", **_SECOND)
    state = acts(state, "no-trumps satisfied satisfied S3 S9 S5 SA H2")
    assert decide(state) == (parse_action("H6"), "save_a_guarded_king_or_queen")


def test_second_hand_plays_low_when_dummy_beats_anything() -> None:
    """Ames, "The Play": "If dummy can beat anything you hold, play low." """
    state = deal(S="AKQ2.AK2.642.A32", W="J843.J96.K83.975", N="T9.QT8.AQJ.KQJ86",
                 E="765.7543.T975.T4")
    state = acts(state, "no-trumps satisfied satisfied S3 S9 S5 SA D2")
    assert decide(state) == (parse_action("D3"), "low_when_dummy_beats_all")


def test_third_hand_beats_dummy_cheaply() -> None:
    """Ames, "The Play": third hand play is "much the same as at whist, except so far as it may
    be modified by ... dummy's hand": with dummy last to play and seen, the lowest card that
    beats both the trick and all dummy holds (here the ten over dummy's nine: a sure finesse)."""
    state = deal(W="K8532.AQT6.T8.T9", N="Q9.984.AK97.AKQJ", E="A74.J53.QJ65.876",
                 S="JT6.K72.432.5432")
    state = acts(state, "no-trumps satisfied satisfied S2 S9 SA S6 H3 H2")
    assert decide(state) == (parse_action("HT"), "finesse_against_dummy")


# West, void of diamonds, with K Q J 9 7 5 of hearts and T 9 8 6 4 3 2 of clubs.
_DISCARD = {"W": "-.KQJ975.-.T986432", "S": "AKQJ.A.AKQJT98.A", "N": "T987.T86.765.KQJ",
            "E": "65432.432.432.75"}


def test_discard_from_the_weakest_suit_on_a_spade_make() -> None:
    """Ames, "The Play": "but on a spade make, or if partner doubled their make, discard first
    from your weakest suit." """
    state = acts(deal(**_DISCARD), "spades satisfied satisfied HK H6 H2 HA DA")
    assert decide(state) == (parse_action("C2"), "discard_first_from_weakest")


def test_discard_from_the_best_protected_suit_against_no_trumps() -> None:
    """Ames, "The Play": "when the adversaries have made no trump, or a red trump, discard first
    from your best protected suit". """
    state = acts(deal(**_DISCARD), "no-trumps satisfied satisfied HK H6 H2 HA DA")
    assert decide(state) == (parse_action("H5"), "discard_first_from_best_protected")


def test_discard_from_the_weakest_suit_when_partner_doubled() -> None:
    """Ames, "The Play": "or if partner doubled their make, discard first from your weakest
    suit." """
    state = acts(deal(**_DISCARD), "no-trumps satisfied double satisfied satisfied HK H6 H2 HA DA")
    assert decide(state) == (parse_action("C2"), "discard_first_from_weakest")


# -- the dealer's play ------------------------------------------------------------------------------


def test_the_dealer_draws_trumps_when_strong() -> None:
    """Ames, "The Play", the dealer: "To extract the adversaries' trumps, if strong enough." """
    state = deal(S="AKQ98.A32.K32.32", N="JT76.K54.A54.654", W="54.QJT9.QJT.AKQJ",
                 E="32.876.9876.T987")
    state = acts(state, "spades satisfied satisfied HQ H4 H6 HA")
    assert decide(state) == (parse_action("SQ"), "draw_trumps_when_strong")


def test_the_dealer_ruffs_in_the_weak_hand() -> None:
    """Ames, "The Play", the dealer: "To use the trumps in the weak hand for ruffing." """
    state = deal(S="AKQ98.A6.K6.5432", N="JT7.K5432.A5432.-", W="65.QJT9.QJT.AKQJ",
                 E="432.87.987.T9876")
    state = acts(state, "spades satisfied satisfied HQ H2 H7 HA")
    assert decide(state) == (parse_action("C2"), "ruff_in_the_weak_hand")


def test_the_dealer_finesses_for_a_tenace() -> None:
    """Ames, "The Play", the dealer: "To secure tenace positions by judicious finesses." (A small
    club led toward dummy's A Q, the king missing.)"""
    state = deal(S="AKQ98.A6.64.5432", N="JT7.K532.AK32.AQ", W="65.QJT9.QJT.KJT9",
                 E="432.874.9875.876")
    state = acts(state, "no-trumps satisfied satisfied HQ H2 H4 HA")
    assert decide(state) == (parse_action("C2"), "finesse_for_a_tenace")


def test_the_dealer_unblocks_the_short_hand() -> None:
    """Ames, "The Play", the dealer: "To unblock in either hand so as to bring in long suits."
    (The ace of diamonds from A 4 first, dummy holding K 6 3 2.)"""
    state = deal(S="AKQ98.A6.A4.5432", N="JT7.K532.K632.AQ", W="65.QJT9.QJT.KJT9",
                 E="432.874.9875.876")
    state = acts(state, "no-trumps satisfied satisfied HQ H2 H4 HA")
    assert decide(state) == (parse_action("DA"), "unblock_the_short_hand")


def test_the_dealer_keeps_entries() -> None:
    """Ames, "The Play", the dealer: "To be able to place the lead in either hand as desired as
    often as possible." (Second hand low from the dealer's own hand when dummy, last to play,
    holds the best club.)"""
    state = deal(W="K8532.AQT6.T8.T9", N="Q9.984.AK97.AKQJ", E="A74.J53.QJ65.876",
                 S="JT6.K72.432.5432")
    state = acts(state, "no-trumps satisfied satisfied S2 S9 SA S6 C6")
    assert decide(state) == (parse_action("C2"), "keep_entries")


# -- the agent as a whole ---------------------------------------------------------------------------


def test_registered_and_deterministic() -> None:
    """The same seed gives the same play: the generator only breaks exact ties."""
    agent = make_agent("maxims", random.Random(1))
    assert agent.name == "maxims" and isinstance(agent, MaximsAgent)
    finals = []
    for _ in range(2):
        agents = {s: make_agent("maxims", random.Random(s)) for s in Seat}
        state = new_hand(load_law_code("american-1904"), Seat.E, rng=random.Random(42))
        choose = chooser(agents)
        while not state.is_complete:
            state = state.apply(choose(state))
        finals.append(state.tricks)
    assert finals[0] == finals[1]


@pytest.mark.parametrize("key", LAW_CODE_KEYS)
def test_two_hundred_whole_deals_legal(key: str) -> None:
    """Four maxims agents play 200 whole deals under each code: every action legal (the chooser
    checks each). Their speed is measured in benchmarks/simulate_speed.py, not here."""
    code = load_law_code(key)
    agents = {s: MaximsAgent(random.Random(s)) for s in Seat}
    choose = chooser(agents, ScoreContext(game_score=(10, 20)))
    rng = random.Random(2024)
    for number in range(200):
        state = new_hand(code, Seat(number % 4), rng=rng)
        while not state.is_complete:
            state = state.apply(choose(state))
        assert sum(state.won) == 13
