"""The lessons of the play: the opening lead, the laws at a club table, three-hand bridge.

>>> [lesson.key for lesson in PLAY]
['opening-lead', 'lead-out-of-turn', 'revoke', 'three-hand']
"""

from __future__ import annotations

from bridgewhist.web.lessons.model import AMES_BOOK, HOYLE_LAWS, THREE_HAND, Choice, Lesson

PLAY: tuple[Lesson, ...] = (
    Lesson(
        "opening-lead", "The opening lead and the period's leads",
        "Once the doubling is done, the eldest hand (the dealer's left) leads. The books of 1904 "
        "open the best long suit, and from a run of high cards lead its top: from king, queen and "
        "knave, the king.",
        "english-1904", 20, "eldest",
        "The opening lead should usually be from the best long suit, especially if established, or "
        "nearly established. It is usually an advantage to win the first trick, because dummy's "
        "hand may then suggest some particular line of play. ... From king, queen, etc., lead king.",
        f"{AMES_BOOK}, \"The Play\" (the opening lead; the seed prints no page numbers)",
        ("doubling", "eldest_doubles_first"),
        "South, the dealer, leaves it to North, who makes spades. You are the eldest hand (West): "
        "once East has answered your \"May I lead?\", which card do you lead?",
        (Choice("DK", "The king of diamonds", True,
                "Diamonds are your best long suit, king, queen, knave and another: Ames leads the "
                "king from king, queen, and it wins or drives out the ace."),
         Choice("D5", "The five of diamonds", False,
                "Ames leads the lowest only \"from other combinations\": from king, queen, knave, "
                "the king."),
         Choice("SK", "The king of spades", False,
                "A lead of the makers' trump from king and two small helps them draw trumps; Ames "
                "opens the best long suit.")),
        "The trial: this maxim (established_long_suit) is sound, costing 0.4 [-0.3, 1.1] points a "
        "deal against the simulation's choice, agreeing with it on 67% of 1000 deals "
        "(docs/trial/trial.md).",
        at_table="Now at the table: ask \"May I lead?\" and, once East has answered, lead the king "
                 "of diamonds."),
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
    Lesson(
        "three-hand", "Three-hand bridge: the dealer and X",
        "Three can play: each deals in turn and plays with the absent fourth, X, as his dummy, the "
        "other two as partners against him. A dealer who will not make the trump from his own hand "
        "may pass the deal, or make it from X's hand by rule.",
        "english-1904", 12, "dealer",
        "Each is dealer in turn and plays with X as the dummy, the other two being partners. ... "
        "If the dealer cannot make the trump, he may pass the deal to the next player, or he may "
        "make the trump from dummy's hand, in which case, if dummy has three aces, no trump must "
        "be declared; if dummy has not three aces, the trump must be his longest suit, (or best of "
        "two or more equally long ones). Only the leader can double, and if the dealer has seen "
        "X's cards he cannot redouble.",
        f"{AMES_BOOK}, \"Three Hand Bridge\"", None,
        "You deal (South), with X as your dummy (North). Your hand is too weak to make the trump. "
        "If you say \"I make it from dummy's hand\", who chooses the trump?",
        (Choice("rule", "The rule: X's longest suit, or no trumps if X holds three aces", True,
                "Ames's rule makes it from X's cards, not you: you see them once you have made "
                "from them, and then you may not redouble."),
         Choice("dealer", "You, once you have looked at X's cards", False,
                "You see X's cards, but the rule names the trump: a strain named against it is "
                "overruled."),
         Choice("leader", "The player on your left, who leads", False,
                "He may only double (\"only the leader can double\"); the make is yours, from "
                "X's hand.")),
        at_table="Now at the table: make it from dummy's hand. X's cards are shown to you, and "
                 "the trump is the rule's.",
        kind=THREE_HAND),
)
"""The opening lead, a lead out of turn, a revoke and three-hand bridge, in the order taught."""

__all__ = ["PLAY"]
