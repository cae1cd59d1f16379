"""The lessons at ``/learn/`` as data: each one idea, taught on a prepared deal at the real table.

A lesson names its law code and seed (the deal the real table deals for them), the seat the
learner is to hold ("dealer" when the lesson needs him to make the trump), the seed passage it
quotes (book and law or page), the law it teaches (a field of the LawCode, cited from the data),
the question and the choices with their reasons. :func:`reckon` says, from the engine, which
choice is right for the lesson's deal and code; ``tests/web/test_lessons.py`` holds the data to it.

>>> [lesson.key for lesson in LESSONS][:2]
['make', 'values']
>>> reckon(lesson_by_key("values"))
'24'
"""

from __future__ import annotations

import dataclasses

from bridgewhist.agents.maxims.advice import Advice, advise
from bridgewhist.cards import CardSet, Strain, Suit
from bridgewhist.laws import LawCode, load_law_code
from bridgewhist.laws.readings import ChicaneRule, DoublingLimitReading, RevokePenalty
from bridgewhist.seats import Seat
from bridgewhist.state import HandState
from bridgewhist.view import view_of
from bridgewhist.web.tables.four_hand import Game
from bridgewhist.web.tables.places import Refused, TableConfig

LEARNER = "You"
"""The name the learner sits under at a lesson's table (the cut by names depends on it)."""
HOYLE_LAWS = "The Laws of Bridge (1904), Portland and Turf Clubs, in Hoyle's Games Modernized"


@dataclasses.dataclass(frozen=True, slots=True)
class Choice:
    """One answer offered: its key, its words, whether it is right, and why."""

    key: str
    label: str
    right: bool
    why: str


@dataclasses.dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: the idea, the prepared deal, the passage quoted, the law, the question."""

    key: str
    title: str
    idea: str
    code: str
    seed: int
    seat: str
    quote: str
    source: str
    law: tuple[str, str]
    question: str
    choices: tuple[Choice, ...]
    trial: str = ""
    at_table: str = ""
    """What to do next at the lesson's table, where the lesson's choice is an act there."""


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "make", "The dealer makes the trump, or leaves it",
        "There is no auction. The dealer looks at his hand and names the trump (or no trumps), or "
        "leaves it to his partner, who must then name it.",
        "english-1904", 12, "dealer",
        "47. The dealer, having examined his hand, has the option of declaring what suit shall be "
        "trumps, or whether the hand shall be played without trumps. ... 48. If the dealer does not "
        "wish to exercise his option, he may pass it to his partner by saying \"I leave it to you, "
        "Partner,\" and his partner must thereupon make the necessary declaration, in the manner "
        "provided in the preceding Law.",
        f"{HOYLE_LAWS}, laws 47-48", ("declaration", "dealer_may_leave_to_partner"),
        "You are the dealer (South). Look at your hand on the table: what do you declare?",
        (Choice("no-trumps", "No trumps", True,
                "You hold three aces: the books play such a hand without trumps."),
         Choice("hearts", "Hearts", False,
                "Your hearts are not long enough to make them trumps before three aces."),
         Choice("leave", "I leave it to you, partner", False,
                "Leave it with a weak hand; with three aces the make is yours.")),
        "The trial: this maxim (three_aces) is sound, costing 5.2 [3.4, 7.1] points a deal "
        "against the simulation's choice, agreeing with it on 69% of 1000 deals (docs/trial/trial.md).",
        "Now declare it at the table: choose No trumps among your calls."),
    Lesson(
        "values", "The values of the strains, below the line",
        "Each trick above six counts for the makers' side below the line: spades 2, clubs 4, "
        "diamonds 6, hearts 8, no trumps 12.",
        "english-1904", 2, "any",
        "4. Each trick above six counts two points when spades are trumps, four points when clubs "
        "are trumps, six points when diamonds are trumps, eight points when hearts are trumps, and "
        "twelve points when there are no trumps.",
        f"{HOYLE_LAWS}, law 4", ("scoring", "trick_values"),
        "Hearts are made and the makers take nine tricks. What do they score below the line?",
        (Choice("18", "18", False, "18 would be three tricks at diamonds (6 each)."),
         Choice("24", "24", True, "Nine tricks are three above six; at hearts 8 each: 3 x 8 = 24."),
         Choice("72", "72", False, "Only the tricks above six count, not all nine.")),
    ),
    Lesson(
        "doubling", "\"May I lead?\", doubling and its limit",
        "After the make, the eldest hand asks \"May I lead?\" or doubles; each double doubles the "
        "value of a trick, and the English laws stop at 100 a trick (the American codes set no limit).",
        "english-1904", 3, "any",
        "58. The process of re-doubling may be continued until the limit of 100 points is reached—the "
        "first right to continue the re-doubling on behalf of a partnership belonging to that player "
        "who has last re-doubled.",
        f"{HOYLE_LAWS}, law 58", ("doubling", "limit"),
        "Hearts are made (8 a trick); doubled 16, redoubled 32, doubled again 64. Under the English "
        "laws, may the makers redouble once more?",
        (Choice("no", "No: 128 would pass the limit", True,
                "Once more would make a trick 128, above the English limit of 100."),
         Choice("yes", "Yes: doubling goes on as long as both sides wish", False,
                "That is the American reading (Ames and Elwell, law 55: indefinitely), not the English."),),
    ),
    Lesson(
        "dummy", "Dummy: the dealer plays both hands",
        "Whoever made the trump, the dealer's partner lays his hand down as dummy once the "
        "first card is led, and the dealer plays both hands.",
        "english-1904", 16, "any",
        "62. As soon as a card is led, whether in or out of turn, the dealer's partner shall place "
        "his cards face upwards on the table, and the duty of playing the cards from that hand, which "
        "is called Dummy ... shall devolve upon the dealer, unassisted by his partner.",
        f"{HOYLE_LAWS}, law 62", ("dummy", "dealer_plays_dummy"),
        "The dealer leaves it, and his partner makes no trumps. Who plays the dummy's cards?",
        (Choice("dealer", "The dealer", True,
                "The dealer's partner is always dummy, and the dealer plays both hands, even when "
                "the partner made the trump."),
         Choice("maker", "The partner who made", False,
                "Not at bridge whist: the maker's hand goes down when the dealer left it to him.")),
    ),
    Lesson(
        "slam", "Slam, above the line",
        "Above the line go the honours, chicane (a hand with no trump) and slam: they count in "
        "the rubber's total but never towards a game.",
        "english-1904", 23, "any",
        "9. Slam is thus reckoned: If a player and his partner make, independently of any tricks "
        "taken for the revoke penalty— ... I. All thirteen tricks, they score for Grand Slam forty "
        "points. ... II. Twelve tricks, they score for Little Slam twenty points.",
        f"{HOYLE_LAWS}, law 9", ("scoring", "grand_slam"),
        "A side takes all thirteen tricks. What does it score above the line for the grand slam?",
        (Choice("20", "20", False, "20 is the little slam, for twelve tricks."),
         Choice("40", "40", True, "All thirteen tricks: grand slam, forty points above the line."),
         Choice("100", "100", False, "100 is the rubber's bonus (and four aces in one hand).")),
    ),
    Lesson(
        "chicane", "Chicane: a hand with no trump",
        "A player who holds no trump scores chicane for his side, above the line like the honours; "
        "it is reckoned from the trump suit's value and never doubled.",
        "english-1904", 239, "dealer",
        "8. Chicane is thus reckoned: ... If a player holds no trump, he and his partner score for "
        "Chicane twice the value of the trump suit trick.",
        f"{HOYLE_LAWS}, law 8", ("scoring", "chicane_rule"),
        "Look at your hand on the table: you hold no club. Were clubs trumps (4 a trick), what would "
        "your side score for chicane?",
        (Choice("4", "4", False, "4 is one trick at clubs; chicane is twice that."),
         Choice("8", "8", True, "Twice the value of a trick at clubs: 2 x 4 = 8, above the line."),
         Choice("0", "Nothing: a hand with no trump is only a misfortune", False,
                "Not under the English laws: law 8 pays the hand that holds no trump.")),
    ),
    Lesson(
        "rubber", "Game, rubber and the net",
        "Thirty below the line wins a game, two games the rubber; the winners add 100 and the "
        "difference of the two sides' totals is what changes hands.",
        "english-1904", 26, "any",
        "The total of A and B's score is 104, while that of C and D is 178. But the 100 points for "
        "the rubber have yet to be taken into consideration. These are accordingly added to the "
        "score of A and B, bringing it up to 204. From this total is deducted the 178 standing to "
        "the credit of C and D, and the difference, 26, is the number of points by which A and B "
        "are the gainers.",
        "Hoyle's Games Modernized, \"Bridge\", the scoring (the example rubber)",
        ("scoring", "rubber_bonus"),
        "A and B win the rubber with 104 points in all; C and D have 178. Who gains, and how much?",
        (Choice("ab-26", "A and B, by 26", True, "104 + 100 for the rubber = 204; 204 - 178 = 26."),
         Choice("cd-74", "C and D, by 74", False, "The rubber's 100 goes to its winners first."),
         Choice("ab-204", "A and B, by 204", False, "The losers' 178 is taken off the winners' 204.")),
    ),
    Lesson(
        "lead-out-of-turn", "The laws at a club table: a lead out of turn",
        "The laws keep the game fair without a referee: an adversary of the dealer who leads out "
        "of turn pays for it; the dealer who does so pays nothing.",
        "english-1904", 17, "any",
        "80. If either of the dealer's adversaries lead out of turn, the dealer may call a suit from "
        "him or his partner when it is next the turn of either of them to lead, or may call the card "
        "erroneously led.",
        f"{HOYLE_LAWS}, law 80", ("leads_out_of_turn", "adversary_remedy_call_card_or_suit"),
        "One of the dealer's adversaries leads out of turn. What may the dealer do?",
        (Choice("call", "Call a suit from him or his partner at their next lead, or call the card led",
                True, "Law 80 gives the dealer either remedy against an adversary's lead out of turn."),
         Choice("none", "Nothing: a lead out of turn costs nothing", False,
                "That is the dealer's own case (law 81): his adversaries' lead out of turn is penalised.")),
    ),
    Lesson(
        "revoke", "The laws at a club table: a revoke and its penalty",
        "A player who holds a card of the suit led and plays another revokes; once the trick is "
        "turned and quitted the revoke is established, and it costs three tricks.",
        "english-1904", 19, "any",
        "90. The penalty for a revoke\u2014 ... I. Is at the option of the adversaries, who, at the end of "
        "the hand, may, after consultation, either take three tricks from the revoking player and add "
        "them to their own\u2014or deduct the value of three tricks from his existing score\u2014or add "
        "the value of three tricks to their own score;",
        f"{HOYLE_LAWS}, law 90", ("revoke", "penalty"),
        "An adversary's revoke is established. Under the English laws, what may the other side claim?",
        (Choice("choose-3", "Three tricks, or three tricks' value off his score or onto theirs, "
                "as they choose", True,
                "The English law 90 lets the claimants choose among the three forms of the penalty."),
         Choice("tricks-3", "Three tricks taken from the revoking side, nothing else", False,
                "That is the American penalty (Ames law 86, Elwell law 87), not the English."),
         Choice("tricks-1", "One trick", False, "A revoke costs three tricks under every code.")),
    ),
)
"""The lessons in the order taught."""


def lesson_by_key(key: str) -> Lesson:
    """The lesson named ``key``.

    :raises Refused: ``unknown_lesson`` (404).
    """
    for lesson in LESSONS:
        if lesson.key == key:
            return lesson
    raise Refused("unknown_lesson", f"no lesson {key!r}: expected one of "
                  f"{', '.join(lesson.key for lesson in LESSONS)}", status=404)


def lesson_game(lesson: Lesson) -> Game:
    """The table a lesson opens, as the server opens it: the learner in the first place, the
    computer players in the others, cut and dealt from the lesson's seed."""
    game = Game(TableConfig("lesson", load_law_code(lesson.code), seed=lesson.seed))
    for event in game.propose_join(LEARNER, person=True, token_hash=LEARNER):
        game.apply(event)
    for event in game.propose_fill():
        game.apply(event)
    return game


def learner_seat(game: Game) -> Seat:
    """The seat the learner (the first place) holds once the table is cut."""
    seat = game.seat_of(0)
    assert seat is not None, "a lesson's table is cut as soon as it is filled"
    return seat


def make_advice(lesson: Lesson) -> Advice:
    """The maxims' make for the learner's hand of the lesson's first deal (he must be dealer)."""
    game = lesson_game(lesson)
    state: HandState | None = game.state
    assert state is not None
    return advise(view_of(state, learner_seat(game)))


def _doubling_stops(code: LawCode, value: int) -> bool:
    """Whether one more double of a trick now worth ``value`` is refused by ``code``'s limit."""
    limit = code.effective_doubling_limit
    if limit is None:
        return False
    if code.effective_doubling_limit_reading == DoublingLimitReading.NOT_EXCEED:
        return value * 2 > limit
    return value >= limit


def reckon(lesson: Lesson) -> str:
    """The key of the right choice, worked out by the engine for the lesson's deal and code."""
    code = load_law_code(lesson.code)
    scoring = code.scoring
    if lesson.key == "make":
        return str(make_advice(lesson).action)
    if lesson.key == "values":
        return str(3 * scoring.trick_values[Strain.HEARTS])
    if lesson.key == "doubling":
        return "no" if _doubling_stops(code, 8 * 2 * 2 * 2) else "yes"
    if lesson.key == "dummy":
        return "dealer" if code.dummy.dealer_plays_dummy else "maker"
    if lesson.key == "slam":
        return str(scoring.grand_slam)
    if lesson.key == "lead-out-of-turn":
        return "call" if code.leads_out_of_turn.adversary_remedy_call_card_or_suit else "none"
    if lesson.key == "revoke":
        chosen = code.revoke.penalty == RevokePenalty.CLAIMANTS_CHOOSE
        return f"{'choose' if chosen else 'tricks'}-{code.revoke.penalty_tricks}"
    if lesson.key == "chicane":
        return chicane_key(lesson)
    if lesson.key == "rubber":
        return rubber_key(104 + scoring.rubber_bonus - 178)
    raise ValueError(f"no reckoning for lesson {lesson.key!r}")


def chicane_key(lesson: Lesson) -> str:
    """The chicane lesson's choice: the learner's hand must hold no club, and chicane at clubs is
    scored as the code says (a bonus of so many tricks' value, or nothing)."""
    game = lesson_game(lesson)
    assert game.state is not None
    if any(card.suit == Suit.CLUBS for card in CardSet(game.state.deal[learner_seat(game)])):
        return "the learner holds a club"
    scoring = game.config.code.scoring
    if scoring.chicane_rule != ChicaneRule.BONUS:
        return "0"
    return str(scoring.chicane_multiple * scoring.trick_values[Strain.CLUBS])


def rubber_key(net: int) -> str:
    """The rubber lesson's choice for a net to the rubber's winners (``ab-26``)."""
    return f"ab-{net}" if net > 0 else f"cd-{-net}"


__all__ = ["HOYLE_LAWS", "LEARNER", "LESSONS", "Choice", "Lesson", "chicane_key", "learner_seat",
           "lesson_by_key", "lesson_game", "make_advice", "reckon", "rubber_key"]
