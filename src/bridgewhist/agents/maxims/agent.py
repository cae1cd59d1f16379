"""The maxims agent: a player who follows the period's advice, rule by rule, each rule citing it.

The make follows Fisher Ames's lists and Hoyle's four maxims (:mod:`.make`); the play
follows Ames's "The Play" and the whist it refers to (:mod:`.leads`, :mod:`.play`). The agent decides
from its :class:`~bridgewhist.view.SeatView` only, reads the view once per decision
into plain ints, and tries the rules in order: the first that applies decides, and
:attr:`MaximsAgent.last_rule` names it. It is deterministic; its generator only breaks exact
ties (the dealer's choice between equal cards of his own hand: Ames, "He should give no
information by his play and should false card from his own hand whenever it may deceive the
adversaries").

>>> import random
>>> from bridgewhist.view import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(5))
>>> agent = MaximsAgent(random.Random(1))
>>> while not state.is_complete:
...     state = state.apply(agent.act(view_of(state, state.actor)))
>>> sum(state.won)
13
"""

from __future__ import annotations

import random

from bridgewhist.actions import PLAY_ACTIONS, Action
from bridgewhist.agents.base import refuse_settings
from bridgewhist.agents.hand_eval import (
    FULL_LANE,
    absolute,
    honours,
    lane,
    partial_winner,
    relative,
    table_lead,
    top,
)
from bridgewhist.agents.maxims.amendments import AMENDMENTS, parse_amend
from bridgewhist.agents.maxims.doubling import Doubling, doubling
from bridgewhist.agents.maxims.leads import ADVERSARY_LEADS, DEALER_LEADS, OPENING_LEADS
from bridgewhist.agents.maxims.make import Make, Outlook, declaration
from bridgewhist.agents.maxims.play import FOURTH_HAND, SECOND_HAND, THIRD_HAND, VOID, PlayRule
from bridgewhist.errors import IllegalActionError, Reason
from bridgewhist.referee.events import Ruling
from bridgewhist.state import Phase
from bridgewhist.view import SeatView


class Play:
    """One decision in the play, read once from the view: whose card, which hands are seen,
    the trick so far. Methods answer the questions the rules ask of it."""

    __slots__ = (
        "beat", "dealer", "dealer_side", "dummy", "dummy_hand", "hand", "led", "maker", "nt",
        "opening", "partner", "partner_doubled", "partner_hand", "partner_winning", "played",
        "pos", "rng", "trump", "turn", "unseen", "view", "voids", "win_card", "win_seat",
    )

    def __init__(self, view: SeatView, rng: random.Random | None = None) -> None:
        self.view = view
        self.rng = rng
        turn = int(view.turn)
        dealer = int(view.dealer)
        self.turn = turn
        self.dealer = dealer
        self.dummy = dealer ^ 2
        self.partner = turn ^ 2
        self.maker = view.maker
        self.dealer_side = (turn & 1) == (dealer & 1)
        self.dummy_hand = view.dummy_hand
        if turn == view.seat:
            self.hand = view.hand
            self.partner_hand = view.dummy_hand if self.dealer_side else None
        else:  # the dealer plays dummy's card
            self.hand = view.dummy_hand or 0
            self.partner_hand = view.hand
        self.trump = view.strain if view.strain < 4 else -1
        self.nt = view.strain == 4
        self.played = view.played
        self.unseen = view.unseen_cards()
        self.voids = view.voids
        self.partner_doubled = view.last_doublers[turn & 1] == self.partner
        trick = view.trick
        self.pos = len(trick)
        self.opening = not trick and not view.tricks
        if trick:
            self.led = trick[0] >> 4
            index, card = partial_winner(trick, self.trump)
            self.win_card = card
            self.win_seat = (int(view.leader) + index) & 3
            self.beat = card & 15 if card >> 4 == self.led else 15
            self.partner_winning = self.win_seat == self.partner
        else:
            self.led = self.win_card = self.win_seat = -1
            self.beat = 0
            self.partner_winning = False

    # -- suits ---------------------------------------------------------------------------
    def lane(self, suit: int) -> int:
        """The ranks of ``suit`` in the hand being played."""
        return (self.hand >> (suit << 4)) & 0xFFFF

    def others(self, suit: int) -> int:
        """The unplayed ranks of ``suit`` not in the hand being played (partner's and the
        adversaries')."""
        return FULL_LANE & ~lane(self.played | self.hand, suit)

    def outside(self, suit: int) -> int:
        """The ranks of ``suit`` the player cannot see: for the dealer, the adversaries'."""
        return lane(self.unseen, suit)

    def safe(self, suit: int) -> bool:
        """Whether a lead of ``suit`` cannot be ruffed by an adversary known to be void of it."""
        if self.trump < 0 or suit == self.trump:
            return True
        for seat in ((self.turn + 1) & 3, (self.turn + 3) & 3):
            if seat == self.dummy and self.dummy_hand is not None and not self.dealer_side:
                if not lane(self.dummy_hand, suit) and lane(self.dummy_hand, self.trump):
                    return False
            elif self.voids[seat] >> suit & 1 and not self.voids[seat] >> self.trump & 1 \
                    and lane(self.unseen, self.trump):
                return False
        return True

    def suit_lead(self, suit: int) -> int:
        """The card to lead from ``suit`` now, by Ames's table of leads, read as though the
        played cards were gone (with the ace out, K Q x x leads as A K x x)."""
        mine = self.lane(suit)
        played = lane(self.played, suit)
        rank = table_lead(relative(mine, played), nt=self.nt, red_trump=self.trump in (1, 2))
        return suit * 16 + absolute(mine, played, rank)

    def best_long_suit(self, *, exclude_trumps: bool = True) -> int:
        """The longest suit held (the stronger of equals), trumps aside when there are others."""
        best, key = -1, (-1, -1, -1)
        for suit in range(4):
            ranks = self.lane(suit)
            if not ranks or (exclude_trumps and suit == self.trump):
                continue
            k = (ranks.bit_count(), honours(ranks), ranks)
            if k > key:
                best, key = suit, k
        if best < 0 and exclude_trumps:
            return self.best_long_suit(exclude_trumps=False)
        return best

    # -- the trick -----------------------------------------------------------------------
    def can_be_beaten(self) -> bool:
        """Whether an adversary still to play to this trick may beat the card winning it."""
        win, trump, led = self.win_card, self.trump, self.led
        win_suit, win_rank = win >> 4, win & 15
        for offset in range(self.pos + 1, 4):
            seat = (int(self.view.leader) + offset) & 3
            if (seat & 1) == (self.turn & 1):
                continue
            if seat == self.dummy and self.dummy_hand is not None and not self.dealer_side:
                his = lane(self.dummy_hand, led)
                if his:
                    if win_suit == led and top(his) > win_rank:
                        return True
                elif trump >= 0:
                    trumps = lane(self.dummy_hand, trump)
                    if trumps and (win_suit != trump or top(trumps) > win_rank):
                        return True
                continue
            if self.voids[seat] >> led & 1:
                if trump >= 0 and not self.voids[seat] >> trump & 1:
                    trumps = lane(self.unseen, trump)
                    if trumps and (win_suit != trump or top(trumps) > win_rank):
                        return True
            elif win_suit == led and top(lane(self.unseen, led)) > win_rank:
                return True
        return False

    @property
    def partner_first_lead(self) -> int:
        """The card partner first led this deal (-1 if he has not led)."""
        return self._first_lead(self.partner)

    @property
    def own_first_lead(self) -> int:
        """The card this hand first led this deal (-1 if none)."""
        return self._first_lead(self.turn)

    def _first_lead(self, seat: int) -> int:
        for trick in self.view.tricks:
            if trick.leader == seat:
                return trick.cards[0]
        return -1

    @property
    def has_discarded(self) -> bool:
        """Whether this hand has already thrown a card of another suit, not a trump."""
        for trick in self.view.tricks:
            card = trick.cards[(self.turn - trick.leader) & 3]
            if card >> 4 != trick.cards[0] >> 4 and card >> 4 != self.trump:
                return True
        return False

    def pick(self, suit: int, rank: int, among: int) -> int:
        """``rank``, or for the dealer's own hand any card equal to it (the adversaries cannot
        tell them apart), chosen with the generator: "should false card from his own hand
        whenever it may deceive the adversaries" (Ames, "The Play")."""
        if self.rng is None or self.turn != self.dealer:
            return rank
        others = self.others(suit)
        equal = [rank]
        for direction in (1, -1):
            step = rank + direction
            while 2 <= step <= 14 and not others >> step & 1:
                if among >> step & 1:
                    equal.append(step)
                step += direction
        return equal[self.rng.randrange(len(equal))] if len(equal) > 1 else rank


def rules_for(p: Play) -> tuple[PlayRule, ...]:
    """The rule list for this decision: the lead, following in second, third or fourth place,
    or a renounce."""
    if p.pos == 0:
        if p.dealer_side:
            return DEALER_LEADS
        return OPENING_LEADS if p.opening else ADVERSARY_LEADS
    if not p.lane(p.led):
        return VOID
    return (SECOND_HAND, THIRD_HAND, FOURTH_HAND)[p.pos - 1]


class MaximsAgent:
    """Plays as Ames and Hoyle advise; every rule is a named function quoting its passage.

    ``last_rule`` names the rule behind the last action (for tests and explanations).
    """

    __slots__ = ("amend", "last_rule", "rng", "stand_aside")
    name = "maxims"

    def __init__(self, rng: random.Random, amend: frozenset[str] = frozenset()) -> None:
        self.rng = rng
        self.last_rule = ""
        self.amend = amend
        self.stand_aside = frozenset(name for name in amend if AMENDMENTS[name].better is None)
        """The amended rules whose better choice is to let the following rules decide."""
        """The rules whose choice gives way to the trial's better one (:mod:`.amendments`)."""

    def choose_penalty(self, view: SeatView, ruling: Ruling) -> str:
        """A penalty is never waived: the first option that is not the waiver; for an English
        revoke, the value of three tricks added when it wins the game, else the three tricks
        (P90: "add the value of three tricks to their own score" counts toward game)."""
        keys = ruling.keys
        if "add" in keys:
            value = view.code.scoring.trick_values[view.strain] << view.doubles
            if view.context.game_score[view.seat.side] + 3 * value >= view.code.scoring.game_points:
                self.last_rule = "P90: three tricks' value added wins the game"
                return "add"
        self.last_rule = "a penalty is never waived"
        return next((k for k in keys if k != ruling.waiver), keys[0])

    def act(self, view: SeatView) -> Action:
        """One of ``view.legal``, chosen by the first maxim that applies.

        :raises IllegalActionError: when this seat has no action to make.
        """
        legal = view.legal
        if not legal:
            raise IllegalActionError(
                Reason.GAME_OVER if view.phase == Phase.COMPLETE else Reason.NOT_YOUR_TURN,
                f"{view.seat} has no action to choose now", phase=view.phase.name.lower(),
            )
        phase = view.phase
        if phase == Phase.PLAY:
            action = self._play(view)
        elif phase == Phase.DECLARATION:
            action, self.last_rule = declaration(_make(view), by_dummy=view.left_to_partner,
                                                 skip=self.stand_aside)
        else:
            action, self.last_rule = doubling(_doubling(view), skip=self.stand_aside)
        if self.amend and self.last_rule in self.amend:
            better = AMENDMENTS[self.last_rule].better
            if better is not None and better in legal:
                action = better
                self.last_rule += " (amended by the trial)"
        if action in legal:
            return action
        # A rule's answer the laws refuse (a double beyond the limit): the last legal action,
        # "Satisfied" in the doubling, the lowest card of the right suit in the play.
        self.last_rule = "fallback_last_legal"
        return legal[-1]

    def _play(self, view: SeatView) -> Action:
        play = Play(view, self.rng)
        must = play.lane(play.led) if play.pos else 0
        for rule in rules_for(play):
            if rule.__name__ in self.stand_aside:
                continue   # the trial found it costly: the rules after it decide (.amendments)
            card = rule(play)
            if card is not None and play.hand >> card & 1 and (not must or card >> 4 == play.led):
                self.last_rule = rule.__name__
                return PLAY_ACTIONS[card]
        self.last_rule = "fallback_lowest"  # pragma: no cover - the last rule always applies
        return view.legal[-1]  # pragma: no cover

    def __repr__(self) -> str:
        return "MaximsAgent(<random.Random>)"


def _outlook(view: SeatView) -> Outlook:
    side = view.seat & 1
    score = view.context.game_score
    return Outlook(score[side], score[1 - side], view.code.scoring.game_points)


def _make(view: SeatView) -> Make:
    return Make(view.hand, _outlook(view), view.code.scoring.trick_values)


def _doubling(view: SeatView) -> Doubling:
    makers = (view.seat & 1) == (view.maker & 1)
    return Doubling(
        _make(view), view.strain, view.doubles, makers,
        leader=int(view.seat) == (view.dealer + 1) & 3,
        by_dummy=view.maker == (view.dealer ^ 2),
    )


def make_maxims(rng: random.Random, amend: str = "", **settings: object) -> MaximsAgent:
    """The ``maxims`` agent of the registry; its one setting, ``amend``, names the costly maxims
    (``all``, or rule names with commas) whose choice gives way to the trial's better one.

    >>> make_maxims(random.Random(1), amend="all").amend == frozenset(AMENDMENTS)
    True
    """
    refuse_settings("maxims", settings)
    return MaximsAgent(rng, parse_amend(str(amend)))


__all__ = ["MaximsAgent", "Play", "make_maxims", "rules_for"]
