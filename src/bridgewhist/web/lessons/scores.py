"""The lessons of the score: honours, slam, chicane, and the rubber with its net.

>>> [lesson.key for lesson in SCORES]
['honours', 'slam', 'chicane', 'rubber']
"""

from __future__ import annotations

from bridgewhist.web.lessons.model import HOYLE_LAWS, Choice, Lesson

SCORES: tuple[Lesson, ...] = (
    Lesson(
        "honours", "Honours, above the line",
        "The ace, king, queen, knave and ten of the trump suit are its honours (at no trumps, the "
        "four aces). Whoever takes the tricks, the side that held them scores for them above the "
        "line, reckoned from the trump suit's own value and never doubled.",
        "english-1904", 20937, "dealer",
        "6. Honours in trumps are thus reckoned: ... If a player in his own hand holds\u2014 ... "
        "I. The five honours of the trump suit, he and his partner score for honours ten times the "
        "value of the trump suit trick. ... the value of honours is in no way affected by any "
        "doubling or re-doubling that may take place under Laws 53 to 56.",
        f"{HOYLE_LAWS}, law 6", ("scoring", "honours_five_in_one_hand"),
        "Look at your hand on the table: you hold the ace, king, queen, knave and ten of hearts. "
        "Make hearts (8 a trick) and say the adversaries double: what does your side score for "
        "honours, whoever takes the tricks?",
        (Choice("40", "40", False,
                "40 is five honours held between partners (five times 8); all five in one hand "
                "count ten times."),
         Choice("80", "80", True,
                "All five honours in one hand: ten times the trick's value, 10 x 8 = 80, above the "
                "line; the double does not touch them."),
         Choice("160", "160", False,
                "Doubling multiplies the tricks only: law 6 says the honours are in no way affected "
                "by it.")),
        at_table="Now make hearts at the table: your honours are scored at the end of the deal, "
                 "above the line."),
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
)
"""Honours, slam, chicane and the rubber, in the order taught."""

__all__ = ["SCORES"]
