"""What the trial of the maxims found costly, and the better choice the maxims player may follow
instead (``make_maxims(rng, amend="all")``, or a comma-separated list of rule names).

Each amendment names the rule it overrides, the better choice, and the verdict and cost the
trial found (``docs/trial/trial.md``). The better choice is an action where the simulation
preferred one choice, or None where it preferred different choices on different hands (the
colour of the hand's long suit, say): the rule then stands aside and the maxims that follow it
in the book decide. A rule of the opening lead can only stand aside: its better card depends on
the hand. A book's last rule cannot stand aside (something must be chosen): dummy's "spades for
safety", the costliest maxim of the trial, is not amended, since its one candidate, hearts
(the simulation's commonest choice), measured -7.3 points a deal [-7.8, -6.9] against the book
over 3,000 duplicate rubbers (docs/trial/README.md). The maxims player keeps every other rule
as it was; an amended choice the laws refuse gives way to the rule's own.

>>> sorted(parse_amend("all")) == sorted(AMENDMENTS)
True
>>> parse_amend("no_such_rule")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
bridgewhist.agents.maxims.amendments.AmendError: amend: unknown rule 'no_such_rule' (amendable: ...)
"""

from __future__ import annotations

from typing import NamedTuple

from bridgewhist.actions import Action
from bridgewhist.errors import BridgeError

__all__ = ["AMENDMENTS", "AmendError", "Amendment", "parse_amend"]


class AmendError(BridgeError, ValueError):
    """An ``amend`` setting that names no amendable rule."""


class Amendment(NamedTuple):
    """A costly maxim's better choice, and what the trial found."""

    rule: str
    better: Action | None
    """The choice to make instead; None: the rule stands aside, the next rules decide."""
    finding: str


AMENDMENTS: dict[str, Amendment] = {
    amendment.rule: amendment for amendment in (
        Amendment("one_ace_with_sure_reentry", None,
                  "depends on the score in docs/trial/trial.md (1,000 deals), costly where it is "
                  "followed: behind on the score (975 of its deals) -15.1 points a deal [-18.6, "
                  "-11.5]; where they differed the simulation chose hearts 264, diamonds 192, "
                  "leave 155 (the heart and diamond lists, or the pass, that follow it)"),
        Amendment("desperate_no_trumps", None,
                  "costly in docs/trial/trial.md: -21.2 points a deal [-24.3, -18.2] over 1,000 "
                  "deals, all behind on the score; where they differed the simulation chose leave "
                  "348, no-trumps 134, diamonds 89 (the black suits, or the pass, that follow it)"),
        Amendment("black_suit_to_save_the_game", None,
                  "costly in docs/trial/trial.md: -8.7 points a deal [-11.7, -5.6] over 1,000 "
                  "deals, all behind on the score; where they differed the simulation chose leave "
                  "249, no-trumps 212, diamonds 107 (the strong clubs, or the pass, that follow "
                  "it)"),
        Amendment("through_dummys_red_trump", None,
                  "costly in docs/trial/trial.md: -3.2 points a deal [-4.1, -2.4] over 1,000 "
                  "deals; where they differed the simulation led a spade 306, a diamond 149, a "
                  "club 137 (the supporting lead or the best long suit, that follow it)"),
    )
}
"""The costly maxims by rule name, from the committed trial report."""


def parse_amend(text: str) -> frozenset[str]:
    """The rules named by an ``amend`` setting: ``all``, ``""`` (none), or names with commas.

    :raises AmendError: naming an unknown rule.
    """
    names = [name.strip() for name in text.split(",") if name.strip()]
    if names == ["all"]:
        return frozenset(AMENDMENTS)
    for name in names:
        if name not in AMENDMENTS:
            raise AmendError(f"amend: unknown rule {name!r} (amendable: all, or some of "
                             f"{', '.join(sorted(AMENDMENTS))})")
    return frozenset(names)
