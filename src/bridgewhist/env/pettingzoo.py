"""Bridge whist as a PettingZoo AEC environment: one deal, the declaration to the score.

Four agents, ``player_0`` .. ``player_3`` for North, East, South and West. The agent to act is
always the player whose decision it is: the dealer's agent chooses dummy's cards in dummy's
turn (P62, A61, W61), so dummy's agent never acts in the play. Each observation is a dict:
``observation`` (the seat's view as a vector, :data:`~bridgewhist.env.encoding.FIELDS`) and
``action_mask`` (60 actions, :mod:`bridgewhist.env.encoding`). At the end of the deal each
agent is rewarded its side's points less the other side's, divided by ``reward_scale``; the
doubling stops at ``doubling_limit`` (default: a club limit of 100 a trick; ``None``: uncapped;
:mod:`bridgewhist.env.rewards`).

>>> game = env(law_code="american-1905")
>>> game.reset(seed=7)
>>> game.agent_selection, int(game.observe(game.agent_selection)["action_mask"].sum())
('player_2', 6)
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from bridgewhist.cards import CardSet, Strain
from bridgewhist.cutting import CutResult, cut_for_partners_and_deal
from bridgewhist.dealing import next_dealer
from bridgewhist.env.encoding import ACTIONS, NUM_ACTIONS, OBS_SIZE, deal_points, legal_vector, seat_reward
from bridgewhist.env.rewards import (
    DEFAULT_DOUBLING_LIMIT,
    DoublingLimit,
    check_reward_scale,
    env_law_code,
)
from bridgewhist.env.seat_views import SeatObservations
from bridgewhist.env.table_env import CardTableEnv
from bridgewhist.rubber import Rubber
from bridgewhist.scoring import result_of
from bridgewhist.seats import SEATS, Seat
from bridgewhist.state import HandState, Phase, new_hand
from bridgewhist.view import ScoreContext

AGENTS = ("player_0", "player_1", "player_2", "player_3")
"""The agents, by seat: North, East, South, West."""

Observation = dict[str, npt.NDArray[Any]]
_NAMES = tuple(seat.name for seat in SEATS)
_PHASE_NAMES = tuple(phase.name.lower() for phase in Phase)


def env(law_code: str = "american-1905", *, dealer: str | None = None,
        render_mode: str | None = None, rubber: bool = False, cut: bool = False,
        doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT,
        reward_scale: float = 1.0) -> BridgeWhistEnv:
    """A new environment for one deal under ``law_code``; ``dealer`` N, E, S or W (default:
    drawn from the seed); ``render_mode`` None or ``"ansi"``; ``rubber=True``: an episode is
    a whole rubber, the deal passing to the left, each deal rewarded as it ends (the 100 for
    the rubber with the last) and the score in the observations; ``cut=True``: the agents cut
    for partners and deal at each reset (the two lowest against the two highest, the lowest
    deals), so an agent's seat is the cut's (``seated``, the agents by seat N, E, S, W);
    ``doubling_limit`` and ``reward_scale``: :mod:`bridgewhist.env.rewards`."""
    if cut and dealer is not None:
        raise ValueError("dealer and cut=True both choose the dealer: give one of them")
    return BridgeWhistEnv(law_code=law_code, dealer=dealer, render_mode=render_mode,
                          rubber=rubber, cut=cut, doubling_limit=doubling_limit,
                          reward_scale=reward_scale)


class BridgeWhistEnv(CardTableEnv):
    """One deal of bridge whist for four agents (see the module's text)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "bridge_whist_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, law_code: str = "american-1905", dealer: str | None = None,
                 render_mode: str | None = None, rubber: bool = False,
                 cut: bool = False, doubling_limit: DoublingLimit = DEFAULT_DOUBLING_LIMIT,
                 reward_scale: float = 1.0) -> None:
        super().__init__(render_mode)
        self.code = env_law_code(law_code, doubling_limit)
        self.reward_scale = check_reward_scale(reward_scale)
        self.fixed_dealer = None if dealer is None else Seat.parse(dealer)
        self.plays_rubber = rubber
        self.cut = cut
        self.seated: tuple[str, ...] = AGENTS
        self.cut_result: CutResult | None = None
        self.rubber = Rubber(self.code)
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        box_space = spaces.Dict({
            "observation": spaces.Box(0.0, np.inf, (OBS_SIZE,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (NUM_ACTIONS,), dtype=np.int8),
        })
        self.observation_spaces = dict.fromkeys(AGENTS, box_space)
        self.action_spaces = {agent: spaces.Discrete(NUM_ACTIONS) for agent in AGENTS}
        self.state_: HandState | None = None
        self.seats: SeatObservations | None = None
        self._masks: dict[tuple[Any, ...], npt.NDArray[np.int8]] = {}
        self._mask_state: HandState | None = None
        self._mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
        self.points: tuple[int, int] = (0, 0)
        self._actor = 0

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new hand (seeded when ``seed`` is given)."""
        self.reseed(seed)
        self.seated = AGENTS
        if self.cut:
            cut = cut_for_partners_and_deal(AGENTS, self.code, self.rng)
            seating = cut.seating()
            self.seated = tuple(seating[seat] for seat in SEATS)
            dealer = self.seated.index(cut.dealer)
            self.cut_result = cut
        elif self.fixed_dealer is not None:
            dealer = self.fixed_dealer
        else:
            dealer = self.rng.randrange(4)
        self.rubber = Rubber(self.code)
        self._new_deal(SEATS[dealer])
        self.points = (0, 0)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in AGENTS}
        self._note_turn()

    def _new_deal(self, dealer: Seat) -> None:
        self.state_ = new_hand(self.code, dealer, rng=self.rng)
        context = ScoreContext(self.rubber.game_score, self.rubber.games_won)
        if self.seats is None:
            self.seats = SeatObservations(self.state_, context)
        else:
            self.seats.reset(self.state_, context)

    @property
    def hand_state(self) -> HandState:
        """The engine's state of the deal (everything, hidden cards included: not for agents)."""
        if self.state_ is None:
            raise RuntimeError("the environment has no deal: call reset() first")
        return self.state_

    def _note_turn(self) -> None:
        """Select the agent whose decision it is, and say so in its infos."""
        state = self.hand_state
        phase = state.phase
        self._actor = actor = state.actor
        self.agent_selection = self.seated[actor]
        if phase != Phase.COMPLETE:
            turn = state.turn
            self.infos[self.seated[actor]] = {"seat": _NAMES[actor], "plays_for": _NAMES[turn],
                                         "phase": _PHASE_NAMES[phase], "for_dummy": actor != turn}

    def observe(self, agent: str) -> Observation:
        """What ``agent``'s seat sees, with the mask of its legal actions (zeros if not its turn)."""
        state = self.hand_state
        assert self.seats is not None
        seat = self.seated.index(agent)
        if self._actor != seat or state.phase == Phase.COMPLETE:
            mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
        else:
            mask = self._mask_of(state).copy()
        return {"observation": self.seats.of(seat), "action_mask": mask}

    def _mask_of(self, state: HandState) -> npt.NDArray[np.int8]:
        """The actor's mask in ``state``: kept for the state it was made for, and by the legal
        actions (a hand's legal cards recur as its suits are played out)."""
        if self._mask_state is state:
            return self._mask
        legal = state.legal_actions()
        found = self._masks.get(legal)
        if found is None:
            found = self._masks[legal] = legal_vector(state)
        self._mask_state, self._mask = state, found
        return found

    def step(self, action: int | None) -> None:
        """The selected agent acts (``action`` an index 0..59, legal by its mask)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.hand_state
        if action is None or not 0 <= int(action) < NUM_ACTIONS:
            raise ValueError(f"action {action!r} is no action index: expected 0..{NUM_ACTIONS - 1}")
        before = state
        self.state_ = state = state.apply(ACTIONS[int(action)])  # refused: nothing has changed
        self._cumulative_rewards[agent] = 0
        assert self.seats is not None
        self.seats.update(before, state)
        passed = self.plays_rubber and self.rubber.abandons(state)
        if state.phase == Phase.COMPLETE or passed:
            if self.plays_rubber:
                self._end_rubber_deal(state, passed)
                return
            self.points = deal_points(state)
            for seat, name in enumerate(self.seated):
                self.rewards[name] = seat_reward(self.points, seat) / self.reward_scale
                self.terminations[name] = True
            self.infos = {name: {"points": self.points} for name in AGENTS}
            self._accumulate_rewards()
        else:  # no reward until the deal ends: nothing to accumulate
            if any(self.rewards.values()):
                self.rewards = dict.fromkeys(AGENTS, 0.0)
            self._note_turn()

    def _end_rubber_deal(self, state: HandState, passed: bool) -> None:
        """Score the deal into the rubber (a deal passed by the Spade Convention scores
        nothing); reward each side what it gained; deal the next or end the rubber."""
        before = self.rubber.totals
        if not passed:
            self.rubber = self.rubber.score(result_of(state))
        after = self.rubber.totals
        self.points = (after[0] - before[0], after[1] - before[1])
        over = self.rubber.is_over
        for seat, name in enumerate(self.seated):
            self.rewards[name] = seat_reward(self.points, seat) / self.reward_scale
            self.terminations[name] = over
        self.infos = {name: {"points": self.points, "rubber": self.rubber.totals}
                      for name in AGENTS}
        if not over:
            self._new_deal(next_dealer(state.dealer))
            self._note_turn()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The table as text (``render_mode="ansi"``), as a spectator sees it: no hidden card
        (:func:`draw` with ``reveal=True`` shows them all, for debugging)."""
        if self.render_mode is None:
            return None
        return draw(self.hand_state)



def draw(state: HandState, *, reveal: bool = False) -> str:
    """The table as text, as a spectator sees it: the declaration and doubling, dummy's cards
    once exposed, the trick, the tricks won; each hidden hand as its number of cards, unless
    ``reveal`` (for debugging: every card, as no one at the table sees them).

    >>> import random
    >>> from bridgewhist.laws import load_law_code
    >>> print(draw(new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))))
    Dealer S · declaration · S to act
    N: 13 cards
    E: 13 cards
    S: 13 cards
    W: 13 cards
    tricks NS 0 EW 0
    """
    lines = [f"Dealer {state.dealer.name} · {state.phase.name.lower()} · "
             + (f"{state.actor.name} to act" + (" (for dummy)" if state.actor != state.turn else "")
                if state.phase != Phase.COMPLETE else "complete")]
    if state.strain >= 0:
        lines.append(f"{Strain(state.strain).words} by {Seat(state.maker).name}, "
                     f"doubled {state.doubles} time(s)")
    for seat in SEATS:
        shown = reveal or (state.dummy_exposed and seat == state.dummy)
        held = state.hands[seat]
        lines.append(f"{seat.name}: " + (CardSet(held).symbolic() if shown
                                         else f"{held.bit_count()} cards"))
    if state.trick:
        cards = " ".join(f"{Seat((state.leader + i) & 3).name}:{CardSet(1 << c)}"
                         for i, c in enumerate(state.trick))
        lines.append(f"trick: {cards}")
    lines.append(f"tricks NS {state.won[0]} EW {state.won[1]}")
    return "\n".join(lines)
