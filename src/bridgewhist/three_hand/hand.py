"""Three-hand bridge, one deal: three players and an absent fourth, X, dealt as dummy.

Fisher Ames, *Bridge Whist in Brief* (1904), "Three Hand Bridge", as ``shared/rulings.md``
reads it, offered with every law code: "Each is dealer in turn and plays with X as the dummy,
the other two being partners. ... If the dealer cannot make the trump, he may pass the deal to
the next player, or he may make the trump from dummy's hand, in which case, if dummy has three
aces, no trump must be declared; if dummy has not three aces, the trump must be his longest
suit, (or best of two or more equally long ones). Only the leader can double, and if the
dealer has seen X's cards he cannot redouble."

The deal is built on the four-hand :class:`~bridgewhist.state.HandState` by composition: the
dealer sits South, X North as his partner, the next player (the dealer's left, the eldest
hand and leader) West, the third player East. The dealer acts for X; a make "from dummy's
hand" (written ``leave``) is the dealer's own make of X's strain by rule: the dealer is the
maker, X's the hand it was made from (:attr:`ThreeHandDeal.made_from_x`); the turns the three-hand game
takes away (pone's double, X's voice in the doubling, a redouble by a dealer who has seen X's
cards) are answered "Satisfied" at once. Players are numbered 0, 1, 2 in the order they sit
and deal; the deal goes to the left, so the dealer's left-hand player is the next dealer.

>>> import random
>>> from bridgewhist.laws import load_law_code
>>> deal = ThreeHandDeal.deal(load_law_code("english-1904"), ("Ames", "Bab", "Cy"), 0,
...                           random.Random(2))
>>> deal.actor, [str(a) for a in deal.legal_actions()]
(0, ['spades', 'hearts', 'diamonds', 'clubs', 'no-trumps', 'leave', 'pass'])
>>> made = deal.apply(LEAVE)          # "make the trump from dummy's hand"
>>> made.made_from_x, made.state.maker == Seat.S, made.state.trump == rule_make(made.state.deal[Seat.N])
(True, True, True)
>>> made.actor, [str(a) for a in made.legal_actions()]       # only the leader may double
(1, ['double', 'satisfied'])
>>> deal.apply(PASS_DEAL).is_over, deal.apply(PASS_DEAL).passed
(True, True)
"""

from __future__ import annotations

import dataclasses
import random

from bridgewhist.actions import LEAVE, SATISFIED, Action, ActionKind, declare, parse_action
from bridgewhist.cards import Strain
from bridgewhist.dealing import shuffle_cut_and_deal
from bridgewhist.errors import IllegalActionError, NotationError, Reason
from bridgewhist.laws.code import LawCode
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase, hand_from_deal

__all__ = [
    "AMES",
    "DEALER_SEAT",
    "LEAVE",
    "PASS_DEAL",
    "X_SEAT",
    "NamedMakeFromX",
    "PassDeal",
    "ThreeHandAction",
    "ThreeHandDeal",
    "make_from_x",
    "parse_three_hand_action",
    "rule_make",
    "three_hand_words",
]

AMES = "Ames, Three Hand Bridge"
"""The citation of the three-hand rules (seed 001, the chapter before the laws)."""

DEALER_SEAT = Seat.S
"""Where the dealer sits in the underlying four-hand deal."""
X_SEAT = Seat.N
"""Where the absent fourth, X, is dealt: the dealer's partner (Ames: "plays with X as the dummy")."""
_ELDEST_SEAT = Seat.W
_PONE_SEAT = Seat.E


@dataclasses.dataclass(frozen=True, slots=True)
class PassDeal:
    """The dealer passes the deal (Ames: "he may pass the deal to the next player").

    The hand is abandoned and the next player deals. Text form ``pass``.
    """

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "PASS_DEAL"


PASS_DEAL = PassDeal()
"""The one :class:`PassDeal` action."""

class NamedMakeFromX(Action):
    """The make from X's hand with the strain the dealer names (``leave hearts``): a ``leave``
    whose ``value`` is the strain named. Ames's rule rules it (:meth:`ThreeHandDeal.apply`): the
    trump is X's by rule whatever is named (the project's reading T1, docs/laws-intro.md).

    >>> make_from_x(Strain.HEARTS), str(make_from_x(Strain.NO_TRUMPS))
    (Action.parse('leave hearts'), 'leave no-trumps')
    """

    __slots__ = ()

    def __str__(self) -> str:
        return f"leave {declare(self.value)}"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


def make_from_x(strain: Strain | int) -> Action:
    """The make from X's hand naming ``strain`` (``leave hearts``).

    :raises NotationError: for no strain.
    """
    if isinstance(strain, bool) or not 0 <= int(strain) <= 4:
        raise NotationError(f"no such strain to make from X's hand: {strain!r}")
    return NamedMakeFromX(ActionKind.LEAVE, int(strain))


ThreeHandAction = Action | PassDeal
"""An act in three-hand bridge: a four-hand :class:`~bridgewhist.actions.Action` or ``PASS_DEAL``.

``leave`` is the dealer's make "from dummy's hand" by rule (he passes the make to X);
``leave hearts`` (:func:`make_from_x`) the same make with the strain he names."""

_PASS_WORDS = frozenset({"pass", "pass the deal", "i pass", "i pass the deal", "pass deal"})
_LEAVE_WORDS = frozenset({"make it from dummy", "make it from dummys hand", "from dummy",
                          "from x", "make it from x", "from dummys hand", "dummy makes"})


def parse_three_hand_action(text: str) -> ThreeHandAction:
    """Read a three-hand act: ``pass`` (pass the deal), else any four-hand action's text.

    ``leave`` (also "make it from dummy") is the make from X's hand by rule.

    >>> parse_three_hand_action("Pass the deal"), parse_three_hand_action("make it from dummy")
    (PASS_DEAL, Action.parse('leave'))

    :raises NotationError: naming the text when it is no action.
    """
    bare = text.lower().replace("'", "").replace("\u2019", "")
    words = " ".join("".join(c if c.isalnum() else " " for c in bare).split())
    if words in _PASS_WORDS:
        return PASS_DEAL
    if words in _LEAVE_WORDS:
        return LEAVE
    named = _named_make(words)
    if named is not None:
        return named
    try:
        return parse_action(text)
    except NotationError:
        raise NotationError(
            f"unknown three-hand action {text!r}: expected pass, leave (make it from dummy's "
            "hand; leave hearts names the strain), a declaration, double, satisfied or a card such as SA"
        ) from None


def _named_make(words: str) -> Action | None:
    """``leave hearts``, ``make it from x no trumps``...: the make from X's hand naming a strain."""
    for phrase in sorted(_LEAVE_WORDS | {"leave"}, key=len, reverse=True):
        if words.startswith(phrase + " "):
            try:
                return make_from_x(Strain.parse(words[len(phrase) + 1:]))
            except NotationError:
                return None
    return None


def three_hand_words(action: ThreeHandAction) -> str:
    """The act in words: ``"I pass the deal"``, ``"I make it from dummy's hand"``, else its text.

    >>> three_hand_words(PASS_DEAL), three_hand_words(LEAVE), three_hand_words(declare(Strain.HEARTS))
    ('I pass the deal', "I make it from dummy's hand", 'hearts')
    """
    if isinstance(action, PassDeal):
        return "I pass the deal"
    if action.kind == ActionKind.LEAVE and action.value >= 0:
        return f"I make it from dummy's hand: {declare(action.value)}"
    if action.kind == ActionKind.LEAVE:
        return "I make it from dummy's hand"
    return str(action)


def rule_make(hand: int, trick_values: tuple[int, ...] = (2, 8, 6, 4, 12)) -> Strain:
    """The make from X's hand by rule (Ames, Three Hand Bridge).

    "if dummy has three aces, no trump must be declared" (three or four aces); "if dummy has
    not three aces, the trump must be his longest suit, (or best of two or more equally long
    ones)": of equally long suits the strongest in cards, compared from the top card down;
    suits alike card for card go to the higher trick value (rulings, Three-hand bridge).

    >>> from bridgewhist.cards import CardSet
    >>> rule_make(CardSet.parse_pbn("A5.A32.A432.5432").mask).name
    'NO_TRUMPS'
    >>> rule_make(CardSet.parse_pbn("KQ32.A5432.9876.").mask).name
    'HEARTS'
    >>> rule_make(CardSet.parse_pbn("Q432.K432.J432.5").mask).name   # king highest
    'HEARTS'
    >>> rule_make(CardSet.parse_pbn("AK32.AK32.54.765").mask).name  # alike: hearts score more
    'HEARTS'
    """
    lanes = [(hand >> (suit * 16)) & 0xFFFF for suit in range(4)]
    if sum(1 for lane in lanes if lane >> 14 & 1) >= 3:
        return Strain.NO_TRUMPS
    best = max(range(4), key=lambda s: (lanes[s].bit_count(), lanes[s], trick_values[s]))
    return Strain(best)


@dataclasses.dataclass(frozen=True, slots=True)
class ThreeHandDeal:
    """One deal of three-hand bridge; :meth:`apply` returns a new deal, this one unchanged.

    ``players`` are the three names in the order they sit; ``dealer`` the index of the one who
    deals; ``state`` the underlying four-hand deal (the dealer South, X North, the next player
    West, the third East); ``x_seen`` whether the dealer has seen X's cards (he made the trump
    from them); ``passed`` whether he passed the deal.
    """

    players: tuple[str, str, str]
    dealer: int
    state: HandState
    x_seen: bool = False
    passed: bool = False
    misnamed: int = -1
    """The strain the dealer named from X's hand against Ames's rule (-1: none): the trump is
    the rule's all the same (reading T1)."""

    @classmethod
    def deal(cls, code: LawCode, players: tuple[str, str, str], dealer: int,
             rng: random.Random) -> ThreeHandDeal:
        """Shuffle, cut and deal four hands with ``rng``, X's to the dealer's partner's place.

        :raises NotationError: unless ``players`` are three different names and ``dealer``
            is 0, 1 or 2.
        """
        _check(players, dealer)
        dealt = shuffle_cut_and_deal(DEALER_SEAT, rng)
        return cls(players, dealer, hand_from_deal(code, DEALER_SEAT, dealt.hands))

    @classmethod
    def from_hands(cls, code: LawCode, players: tuple[str, str, str], dealer: int,
                   hands: tuple[int, int, int, int]) -> ThreeHandDeal:
        """A deal whose four hands (indexed by seat: X North, the dealer South) are known.

        :raises NotationError: for bad players or dealer.
        :raises ValueError: unless the hands are four disjoint sets of thirteen cards.
        """
        _check(players, dealer)
        return cls(players, dealer, hand_from_deal(code, DEALER_SEAT, hands))

    # -- who sits where ---------------------------------------------------------------------
    def seat_of(self, player: int) -> Seat:
        """The seat a player holds in this deal: the dealer South, the next West, the third East."""
        return (DEALER_SEAT, _ELDEST_SEAT, _PONE_SEAT)[(player - self.dealer) % 3]

    def player_at(self, seat: Seat) -> int:
        """The player who acts for a seat (the dealer for X's)."""
        if seat in (DEALER_SEAT, X_SEAT):
            return self.dealer
        return (self.dealer + (1 if seat == _ELDEST_SEAT else 2)) % 3

    @property
    def eldest(self) -> int:
        """The leader, the dealer's left-hand player: the only one who may double."""
        return (self.dealer + 1) % 3

    @property
    def is_over(self) -> bool:
        """True once the thirteenth trick is turned or the deal is passed."""
        return self.passed or self.state.is_complete

    @property
    def actor(self) -> int | None:
        """The player who must act now (None when the deal is over)."""
        if self.is_over:
            return None
        return self.player_at(self.state.actor)

    # -- the three verbs --------------------------------------------------------------------
    def legal_actions(self) -> tuple[ThreeHandAction, ...]:
        """Every act allowed now: at the declaration the five makes, ``leave`` (the make from
        X's hand by rule) and ``PASS_DEAL``; then the leader's and the dealer's doubling; then
        the cards."""
        if self.is_over:
            return ()
        if self.state.phase == Phase.DECLARATION:
            return (*self.state.legal_actions(), PASS_DEAL)
        return self.state.legal_actions()

    def check(self, action: ThreeHandAction, *, by: int | None = None) -> None:
        """Do nothing if ``action`` (made ``by`` that player, when given) is allowed now.

        :raises IllegalActionError: when it is not, citing Ames or the law.
        """
        self.apply(action, by=by)

    def is_legal(self, action: ThreeHandAction, *, by: int | None = None) -> bool:
        """True if :meth:`check` would pass."""
        try:
            self.check(action, by=by)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: ThreeHandAction, *, by: int | None = None) -> ThreeHandDeal:
        """The deal after ``action``; the forced "Satisfied" answers follow at once.

        :raises IllegalActionError: when the act is not allowed now (or not ``by`` that player).
        """
        if self.is_over:
            what = "the deal was passed" if self.passed else "all thirteen tricks have been played"
            raise IllegalActionError(Reason.GAME_OVER, f"{action} is too late: {what}",
                                     action=str(action), phase="complete")
        actor = self.actor
        if by is not None and by != actor:
            assert actor is not None
            raise IllegalActionError(
                Reason.NOT_YOUR_TURN,
                f"{self.players[by]} cannot {three_hand_words(action)}: it is "
                f"{self.players[actor]}'s turn", action=str(action),
                phase=self.state.phase.name.lower())
        state = self.state
        if isinstance(action, PassDeal):
            if state.phase != Phase.DECLARATION:
                raise IllegalActionError(
                    Reason.WRONG_PHASE,
                    f"{self.players[self.dealer]} cannot pass the deal: the trump is made "
                    f"({AMES}: the dealer passes instead of making the trump)",
                    action="pass", phase=state.phase.name.lower(), law=AMES)
            return dataclasses.replace(self, passed=True)
        if state.phase == Phase.DECLARATION and action.kind == ActionKind.LEAVE:
            return self._made_from_x(action)
        return dataclasses.replace(self, state=_forced(state.apply(action), self.x_seen))

    def _made_from_x(self, action: Action) -> ThreeHandDeal:
        """"he may make the trump from dummy's hand, in which case, if dummy has three aces, no
        trump must be declared; if dummy has not three aces, the trump must be his longest suit"
        (Ames): the make is the dealer's, from X's cards, and the trump is the rule's whatever
        strain he names (``leave hearts``); a strain named against the rule is kept in
        :attr:`misnamed` for the table to be told (reading T1)."""
        state = self.state
        rule = rule_make(state.deal[X_SEAT], state.code.scoring.trick_values)
        misnamed = action.value if action.value >= 0 and action.value != rule else -1
        state = state.apply(declare(rule))
        return dataclasses.replace(self, state=_forced(state, True), x_seen=True, misnamed=misnamed)

    @property
    def make_ruling(self) -> str:
        """What the table is told when the dealer named a strain from X's hand against the rule
        ("" otherwise).

        >>> from bridgewhist.cards import parse_deal
        >>> from bridgewhist.laws import load_law_code
        >>> hands = parse_deal("N:A5.A32.A432.5432 KQJ.KQJ4.KQJ.KQJ T98.T98.T98.T987 76432.765.765.A6")
        >>> deal = ThreeHandDeal.from_hands(load_law_code("american-1905"), ("A", "B", "C"), 0, hands)
        >>> print(deal.apply(make_from_x(Strain.SPADES)).make_ruling)
        spades named from X's hand: X holds three aces, so by the rule the make is no-trumps \
(Ames, Three Hand Bridge)
        """
        if self.misnamed < 0:
            return ""
        rule = self.state.strain
        why = "X holds three aces, so" if rule == Strain.NO_TRUMPS else "the trump must be X's longest suit:"
        return (f"{declare(self.misnamed)} named from X's hand: {why} by the rule the make is "
                f"{declare(rule)} ({AMES})")

    @property
    def made_from_x(self) -> bool:
        """True when the dealer made the trump from X's hand (he is the maker all the same)."""
        return self.x_seen

    @property
    def maker(self) -> int | None:
        """The player who made the trump: the dealer, whichever hand he made it from (None
        before the make, or when the deal was passed)."""
        return None if self.state.maker < 0 else self.dealer

    # -- what a player sees ----------------------------------------------------------------
    def x_hand_seen_by(self, player: int) -> int | None:
        """X's cards as ``player`` sees them: the dealer once he has made from them, everyone
        once dummy is exposed (P62, A61, W61); otherwise None."""
        if self.state.dummy_exposed or (self.x_seen and player == self.dealer):
            return self.state.hands[X_SEAT]
        return None


def _forced(state: HandState, x_seen: bool) -> HandState:
    """Answer "Satisfied" for the turns three-hand bridge takes away (Ames: "Only the leader
    can double, and if the dealer has seen X's cards he cannot redouble"): pone's, X's, and
    the dealer's once he has seen X's cards. The dealer speaks once for his side: when he is
    satisfied, X's turn that follows is satisfied too."""
    while state.phase == Phase.DOUBLING:
        turn = state.turn
        if turn in (_PONE_SEAT, X_SEAT) or (turn == DEALER_SEAT and x_seen):
            state = state.apply(SATISFIED)
            continue
        break
    return state


def _check(players: tuple[str, str, str], dealer: int) -> None:
    if isinstance(players, str) or len(players) != 3 or len(set(players)) != 3 or not all(
            isinstance(p, str) and p.strip() for p in players):
        raise NotationError(f"three-hand bridge needs three different player names, not {players!r}")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer <= 2:
        raise NotationError(f"the dealer must be player 0, 1 or 2, not {dealer!r}")

