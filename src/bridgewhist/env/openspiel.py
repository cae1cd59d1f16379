"""Bridge whist as an OpenSpiel game: ``python_bridge_whist``, registered on import.

Chance deals first: the dealer (outcomes 0..3 for N, E, S, W), then the 52 cards, the first to
the dealer's left-hand adversary and round to the left as the cards are dealt (outcome: the card
index 0..51). Then the players act with the action indices of :mod:`bridgewhist.env.encoding`;
player ``p`` is seat ``p`` (N, E, S, W), and in dummy's turn the current player is the dealer,
who plays dummy's cards. Returns are each side's points less the other's, at the end, divided
by the parameter ``reward_scale`` (default 1: points).

The parameter ``doubling_limit`` is a club's limit on one trick's value (default 100;
:mod:`bridgewhist.env.rewards`); ``0`` plays each code's own rule (english-1904: 100; the
American codes: "indefinitely"). Where no limit stops the doubling the game refuses doubles
past ``max_doubles`` (a parameter, default 8), as a game of OpenSpiel must have a bounded length.

>>> import pyspiel
>>> game = pyspiel.load_game("python_bridge_whist", {"law_code": "english-1904"})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes()), game.num_distinct_actions()
(True, 4, 60)
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from bridgewhist.actions import ActionKind
from bridgewhist.env.encoding import (
    ACTIONS,
    CARD_NUMBERS,
    NUM_ACTIONS,
    OBS_SIZE,
    deal_points,
    legal_vector,
    observation,
    seat_reward,
)
from bridgewhist.env.rewards import CLUB_LIMIT, check_reward_scale, env_law_code
from bridgewhist.seats import SEATS, Seat
from bridgewhist.state import HandState, Phase, hand_from_deal
from bridgewhist.view import view_of

DEFAULT_MAX_DOUBLES = 8
_MAX_ACTS = 2 + 2 * (DEFAULT_MAX_DOUBLES + 1) + 2
"""Declaration and doubling acts kept in the information state: leave, declare, and the
doubling (two "satisfied" and a double at most per round)."""
INFO_SIZE = OBS_SIZE + 52 + 52 + 52 * 52 + 3 * 40
"""The information-state tensor: the observation, the seat's dealt hand, dummy's dealt hand
once exposed, every card played in order (52 one-hot slots) and the acts before the play (40
slots: declare or leave, double, satisfied)."""

GAME_TYPE = pyspiel.GameType(
    short_name="python_bridge_whist",
    long_name="Bridge whist (1904-1905)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=4,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"law_code": "american-1905", "max_doubles": DEFAULT_MAX_DOUBLES,
                             "doubling_limit": CLUB_LIMIT, "reward_scale": 1.0},
)


class BridgeWhistGame(pyspiel.Game):  # type: ignore[misc]
    """The game: its law code and its cap on doubling (see the module's text)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.doubling_limit = int(params.get("doubling_limit", CLUB_LIMIT))
        self.code = env_law_code(str(params.get("law_code", "american-1905")),
                                 self.doubling_limit or "code")
        self.reward_scale = check_reward_scale(float(params.get("reward_scale", 1.0)))
        self.max_doubles = int(params.get("max_doubles", DEFAULT_MAX_DOUBLES))
        if not 0 <= self.max_doubles <= 19:
            raise ValueError(f"max_doubles {self.max_doubles} must be 0 to 19")
        bound = (13 * 12 * (1 << self.max_doubles) + 600) / self.reward_scale
        info = pyspiel.GameInfo(
            num_distinct_actions=NUM_ACTIONS, max_chance_outcomes=52, num_players=4,
            min_utility=-float(bound), max_utility=float(bound), utility_sum=0.0,
            max_game_length=2 + 2 * (self.max_doubles + 1) + 52)
        super().__init__(GAME_TYPE, info, {
            "law_code": self.code.key, "max_doubles": self.max_doubles,
            "doubling_limit": self.doubling_limit, "reward_scale": self.reward_scale})

    def new_initial_state(self) -> BridgeWhistState:
        """A state before the deal."""
        return BridgeWhistState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> BridgeWhistObserver:
        """The observer: the information state when perfect recall is asked, else the view."""
        perfect = iig_obs_type is not None and iig_obs_type.perfect_recall
        return BridgeWhistObserver(perfect)


class BridgeWhistState(pyspiel.State):  # type: ignore[misc]
    """One deal: chance deals, then the declaration, the doubling and the play."""

    def __init__(self, game: BridgeWhistGame) -> None:
        super().__init__(game)
        self.code = game.code
        self.max_doubles = game.max_doubles
        self.reward_scale = game.reward_scale
        self.dealer = -1
        self.dealt: list[int] = [0, 0, 0, 0]
        self.cards_dealt = 0
        self.hand: HandState | None = None
        self.acts: list[int] = []

    def current_player(self) -> int:
        """The chance player while dealing; then the seat whose decision it is."""
        hand = self.hand
        if hand is None:
            return int(pyspiel.PlayerId.CHANCE)
        if hand.phase == Phase.COMPLETE:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(hand.actor)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The dealer (4 outcomes), then each card not yet dealt, equally likely."""
        if self.dealer < 0:
            return [(seat, 0.25) for seat in range(4)]
        held = self.dealt[0] | self.dealt[1] | self.dealt[2] | self.dealt[3]
        left = [c for c in range(52) if not held >> c & 1]
        return [(c, 1.0 / len(left)) for c in left]

    def _legal_actions(self, player: int) -> list[int]:
        assert self.hand is not None
        legal = np.flatnonzero(legal_vector(self.hand)).tolist()
        if self.hand.doubles >= self.max_doubles and self.hand.phase == Phase.DOUBLING:
            legal = [a for a in legal if ACTIONS[a].kind != ActionKind.DOUBLE]
        return legal

    def _apply_action(self, action: int) -> None:
        if self.hand is None:
            if self.dealer < 0:
                self.dealer = action
                return
            seat = (self.dealer + 1 + self.cards_dealt) & 3
            self.dealt[seat] |= 1 << action
            self.cards_dealt += 1
            if self.cards_dealt == 52:
                hands = [sum(1 << CARD_NUMBERS[c] for c in range(52) if self.dealt[s] >> c & 1)
                         for s in range(4)]
                self.hand = hand_from_deal(self.code, SEATS[self.dealer],
                                           (hands[0], hands[1], hands[2], hands[3]))
            return
        self.hand = self.hand.apply(ACTIONS[action])
        self.acts.append(action)

    def resample_from_infostate(self, player: int, sampler: Any) -> BridgeWhistState:
        """A state ``player`` cannot tell from this one: the hands he cannot see dealt afresh
        (each seat keeps the cards it has played and holds no suit it has shown out of), the
        same acts replayed. ``sampler()`` gives uniform numbers in [0, 1) (IS-MCTS's). The
        cards are shuffled and handed to the seats that may hold them, the most constrained
        first: uniform when no seat has shown out, close to it otherwise."""
        hand = self.hand
        if hand is None:
            return self.clone()  # type: ignore[no-any-return]
        view = view_of(hand, SEATS[player])
        known = {player: hand.hands[player]}
        if view.dummy_hand is not None:
            known[int(hand.dummy)] = hand.hands[hand.dummy]
        hidden = [seat for seat in range(4) if seat not in known]
        pool = [c for c in range(52) if not any(
            (hand.hands[s] >> CARD_NUMBERS[c]) & 1 for s in known) and not (
            hand.played.mask >> CARD_NUMBERS[c]) & 1]
        voids = view.voids
        for _attempt in range(200):
            order = sorted(pool, key=lambda _c: sampler())
            need = {seat: hand.hands[seat].bit_count() for seat in hidden}
            held: dict[int, int] = {seat: 0 for seat in hidden}
            # The most constrained cards first: a card some hidden seat may not hold.
            order.sort(key=lambda c: -sum(voids[s] >> (c // 13) & 1 for s in hidden))
            for card in order:
                seats = [s for s in hidden if need[s] and not voids[s] >> (card // 13) & 1]
                if not seats:
                    break
                seat = seats[int(sampler() * len(seats)) % len(seats)]
                held[seat] |= 1 << card
                need[seat] -= 1
            else:
                return self._replayed(held)
        return self.clone()  # type: ignore[no-any-return]

    def _replayed(self, held: dict[int, int]) -> BridgeWhistState:
        """This deal with the given hidden seats' remaining cards (card-index bits), replayed."""
        assert self.hand is not None
        hand = self.hand
        dealt = list(self.dealt)
        for seat, cards in held.items():
            played = sum(1 << c for c in range(52) if (hand.deal[seat] & ~hand.hands[seat])
                         >> CARD_NUMBERS[c] & 1)
            dealt[seat] = cards | played
        state = BridgeWhistState(self.get_game())
        state.apply_action(self.dealer)
        queues = [[c for c in range(52) if dealt[s] >> c & 1] for s in range(4)]
        for index in range(52):
            state.apply_action(queues[(self.dealer + 1 + index) & 3][index // 4])
        for act in self.acts:
            state.apply_action(act)
        return state

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"dealer {Seat(action).name}" if self.dealer < 0 else f"deal {ACTIONS[action]}"
        return str(ACTIONS[action])

    def is_terminal(self) -> bool:
        """True once the thirteenth trick is turned."""
        return self.hand is not None and self.hand.phase == Phase.COMPLETE

    def returns(self) -> list[float]:
        """Each seat's side's points less the other side's, at the end; zeros before."""
        if not self.is_terminal():
            return [0.0, 0.0, 0.0, 0.0]
        assert self.hand is not None
        points = deal_points(self.hand)
        return [seat_reward(points, seat) / self.reward_scale for seat in range(4)]

    def __str__(self) -> str:
        if self.hand is None:
            return f"dealing: dealer {self.dealer}, {self.cards_dealt} cards"
        return " ".join(str(ACTIONS[a]) for a in self.acts) or "deal complete"


class BridgeWhistObserver:
    """The tensors and strings of a seat: its view (observation) or its information state."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(INFO_SIZE if perfect_recall else OBS_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: BridgeWhistState, player: int) -> None:
        """Fill the tensor from ``player``'s seat."""
        self.tensor.fill(0)
        hand = state.hand
        if hand is None:
            return
        view = view_of(hand, SEATS[player])
        self.tensor[:OBS_SIZE] = observation(view)
        if not self.perfect_recall:
            return
        start = OBS_SIZE
        self.tensor[start:start + 52] = _bits(state.dealt[player])
        if hand.dummy_exposed and player != hand.dummy:
            self.tensor[start + 52:start + 104] = _bits(state.dealt[hand.dummy])
        start += 104
        plays = [a for a in state.acts if a < 52]
        for slot, card in enumerate(plays):
            self.tensor[start + 52 * slot + card] = 1
        start += 52 * 52
        for slot, act in enumerate(a for a in state.acts if a >= 52):
            kind = 0 if act < 58 else act - 57
            self.tensor[start + 3 * min(slot, 39) + kind] = 1

    def string_from(self, state: BridgeWhistState, player: int) -> str:
        """``player``'s seat, its cards and the public acts (and, with perfect recall, the
        whole sequence of acts)."""
        hand = state.hand
        if hand is None:
            return f"p{player} dealing"
        view = view_of(hand, SEATS[player])
        text = f"p{player} dealer {hand.dealer.name} {view.describe()}"
        if self.perfect_recall:
            text += " | " + " ".join(str(ACTIONS[a]) for a in state.acts)
        else:
            text += f" strain {hand.strain} doubles {hand.doubles} won {hand.won}"
        return text


def _bits(mask: int) -> np.ndarray[Any, np.dtype[np.float32]]:
    return np.array([mask >> c & 1 for c in range(52)], dtype=np.float32)


pyspiel.register_game(GAME_TYPE, BridgeWhistGame)
