"""The ``partner`` player: the double-dummy sampler playing to the books' agreements.

It is the ``ddmc`` player (:class:`~bridgewhist.agents.ddmc.agent.DDMCAgent`) with two changes
in the play, both by rule (:mod:`bridgewhist.agents.agreements`):

- **Signalling.** Among its legal cards of the best average in its worlds (or within
  ``tolerance`` tricks of it: 0 by default, so an agreement never costs a trick the search can
  see), it plays the card the agreements prescribe
  (:func:`~bridgewhist.agents.agreements.signals.choose_card`); as a maker it gives nothing away
  (the lowest, as ``ddmc``).
- **Reading.** Its worlds respect what partner's cards say, and the adversaries' when they are
  known to follow agreements (``adversaries`` names their set, such as ``"books"``: a table's
  choice for each partnership is public, as at a real table; ``"lowest"``, the default, reads
  them as ``ddmc`` does: the lowest of equals; ``"none"``: nothing): the cards the agreements
  deny are dealt elsewhere, and of ``tries`` worlds drawn the first that fits every soft check
  is kept (else the one that fits most) (:func:`~bridgewhist.agents.agreements.reading.misfits`).

It sees its seat's view only, like every player.

>>> import random
>>> from bridgewhist.view import view_of
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.state import new_hand
>>> state = new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(2))
>>> agent = PartnerAgent(random.Random(1), samples=4, make_samples=3, workers=0)
>>> agent.act(view_of(state, Seat.S)) in state.legal_actions()
True
"""

from __future__ import annotations

import random
from typing import Any

from bridgewhist.agents.agreements.model import AGREEMENTS, Agreements, agreements_named
from bridgewhist.agents.agreements.reading import Reading, misfits, read
from bridgewhist.agents.agreements.signals import choose_card
from bridgewhist.agents.ddmc.agent import DDMCAgent
from bridgewhist.agents.ddmc.inference import denied_cards
from bridgewhist.agents.ddmc.sampling import SamplingError, sample_hands
from bridgewhist.view import SeatView

__all__ = ["ADVERSARIES", "PartnerAgent", "make_partner"]

ADVERSARIES = ("lowest", "none")
"""How the adversaries' cards are read when they follow no agreements: ``lowest`` (the lowest of
equal cards, as ``ddmc`` plays), ``none`` (only their voids); else by the name of their set of
agreements (:data:`~bridgewhist.agents.agreements.model.AGREEMENTS`, ``books``...)."""


class PartnerAgent(DDMCAgent):
    """Double-dummy Monte Carlo that signals and reads signals by its agreements."""

    name = "partner"

    def __init__(self, rng: random.Random, *, agreements: str = "books",
                 adversaries: str = "lowest", tolerance: float = 0.0, tries: int = 6,
                 **settings: Any) -> None:
        super().__init__(rng, **settings)
        if adversaries not in ADVERSARIES and adversaries not in AGREEMENTS:
            raise ValueError(f"adversaries={adversaries!r}: give one of "
                             f"{', '.join(ADVERSARIES + tuple(n for n in AGREEMENTS if n != 'none'))}")
        if tolerance < 0:
            raise ValueError(f"tolerance={tolerance} must be 0 or more")
        if tries < 1:
            raise ValueError(f"tries={tries} must be at least 1")
        self.agreements = agreements_named(agreements)
        self.adversaries = adversaries
        self.theirs: Agreements | None = (agreements_named(adversaries)
                                          if adversaries not in ADVERSARIES else None)
        """The adversaries' agreements, when they follow a set (read when this player makes)."""
        self.tolerance = tolerance
        self.tries = tries
        self._reading = Reading((0, 0, 0, 0), ())

    def read_seats(self, view: SeatView) -> list[int]:
        """The seats whose cards are read by the agreements: partner when defending; the
        defenders when a maker and the adversaries follow the agreements."""
        seat = int(view.seat)
        if seat & 1 != int(view.dealer) & 1:
            return [(seat + 2) & 3]
        if self.theirs is not None and self.theirs.items:
            return [(seat + 1) & 3, (seat + 3) & 3]
        return []

    def denials(self, view: SeatView) -> tuple[int, int, int, int]:
        """The cards each hidden seat is read not to hold: by the agreements for the seats
        read so, by the lowest of equals for the others (unless ``adversaries="none"``)."""
        defending = int(view.seat) & 1 != int(view.dealer) & 1
        by = self.agreements if defending or self.theirs is None else self.theirs
        self._reading = read(view, self.read_seats(view), by)
        booked = set(self.read_seats(view))
        hidden = [s for s in range(4) if s != int(view.seat)
                  and not (view.dummy_hand is not None and s == int(view.dealer.partner))]
        others = [s for s in hidden if s not in booked and s & 1 != int(view.seat) & 1]
        lowest = (denied_cards(view, others) if others and self.adversaries != "none"
                  else (0, 0, 0, 0))
        books = self._reading.denied
        return (books[0] | lowest[0], books[1] | lowest[1], books[2] | lowest[2],
                books[3] | lowest[3])

    def play_worlds(self, view: SeatView, count: int, denied: tuple[int, int, int, int]
                    ) -> tuple[list[list[int]], tuple[int, int, int, int]]:
        """``count`` worlds, each the best fitting of up to ``tries`` drawn with the denials
        (without them when none fits, as ``ddmc``)."""
        if not self._reading.checks or self.tries == 1:
            return super().play_worlds(view, count, denied)
        out: list[list[int]] = []
        for _ in range(count):
            best: list[int] | None = None
            fewest = 0
            for _ in range(self.tries):
                try:
                    hands = sample_hands(view, self.rng, denied=denied)
                except SamplingError:
                    if not any(denied):
                        return out, denied
                    denied = (0, 0, 0, 0)
                    continue
                failed = misfits(self._reading, hands)
                if best is None or failed < fewest:
                    best, fewest = hands, failed
                if failed == 0:
                    break
            if best is None:
                break
            out.append(best)
        return out, denied

    def pick_card(self, view: SeatView, values: dict[int, list[int]]) -> int:
        """Among the cards of the best average (within ``tolerance``), the agreements' card."""
        means = {card: sum(v) / len(v) for card, v in values.items()}
        best = max(means.values())
        candidates = [card for card in values if means[card] >= best - self.tolerance - 1e-9]
        return choose_card(view, candidates, self.agreements)


def make_partner(rng: random.Random, **settings: Any) -> PartnerAgent:
    """The ``partner`` agent of the registry, with its keyword settings (see
    :class:`PartnerAgent` and :class:`~bridgewhist.agents.ddmc.agent.DDMCAgent`)."""
    return PartnerAgent(rng, **settings)
