"""The first lessons: the make, the values of the strains, doubling and dummy.

>>> [lesson.key for lesson in BASICS]
['make', 'values', 'doubling', 'dummy']
"""

from __future__ import annotations

from bridgewhist.web.lessons.model import HOYLE_LAWS, Choice, Lesson

BASICS: tuple[Lesson, ...] = (
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
)
"""The make, the strains' values, doubling and dummy, in the order taught."""

__all__ = ["BASICS"]
