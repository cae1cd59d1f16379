"""The command that scores a policy in duplicate on the published boards: ``bridgewhist-evaluate``.

``bridgewhist-evaluate POLICY`` (or ``python -m bridgewhist.env.evaluate_command POLICY``) runs
:func:`bridgewhist.env.evaluation.evaluate` and prints its one-line result (``--json``: the
figures as JSON). POLICY is a registered player's name or ``module:function``, a batch policy
imported from a module on the path. It lives here, not among ``bridgewhist``'s own commands,
because the command line (``cli/``) may not import the learning environments (the layers of
docs/architecture.md). A bad argument is one line on stderr and exit status 2.

>>> main(["random", "--opponent", "random", "--boards", "2", "--no-progress"])  # doctest: +ELLIPSIS
random against random, 2 boards ...: 0.0 ± 0.0 points and 6.50 ± 0.00 tricks a deal (95%)
0
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from typing import Any

from tqdm import tqdm

from bridgewhist.env.evaluation import BatchPolicy, evaluate
from bridgewhist.env.rewards import DEFAULT_DOUBLING_LIMIT, DoublingLimit
from bridgewhist.errors import BridgeError

__all__ = ["main", "parse_limit", "parse_settings", "resolve_policy"]


def parse_limit(text: str) -> DoublingLimit:
    """``--doubling-limit``: a number of points, ``none`` (uncapped) or ``code``.

    >>> parse_limit("200"), parse_limit("none"), parse_limit("code")
    (200, None, 'code')
    """
    lowered = text.strip().lower()
    if lowered == "none":
        return None
    if lowered == "code":
        return "code"
    try:
        return int(lowered)
    except ValueError:
        raise ValueError(f"--doubling-limit {text[:40]!r}: expected a number of points, "
                         "'none' or 'code'") from None


def parse_settings(pairs: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` settings, each value read as JSON when it is JSON, else as text.

    >>> parse_settings(["samples=8", "inference=follows"])
    {'samples': 8, 'inference': 'follows'}
    """
    settings: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.isidentifier():
            raise ValueError(f"setting {pair[:40]!r}: expected KEY=VALUE")
        try:
            settings[key] = json.loads(value)
        except ValueError:
            settings[key] = value
    return settings


def resolve_policy(text: str) -> str | BatchPolicy:
    """A registered player's name as it is; ``module:function`` as the function it names."""
    if ":" not in text:
        return text
    module_name, _, attribute = text.partition(":")
    try:
        found = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as error:
        raise ValueError(f"policy {text[:60]!r}: {error}") from None
    if not callable(found):
        raise ValueError(f"policy {text[:60]!r} is not a function")
    policy: BatchPolicy = found
    return policy


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bridgewhist-evaluate",
        description="Score a policy in duplicate on a published board set, with 95%% intervals.")
    parser.add_argument("policy", help="a registered player (random, maxims, ddmc, ...) or "
                                       "module:function, a batch policy")
    parser.add_argument("--opponent", default="maxims", help="a registered player (default maxims)")
    parser.add_argument("--boards", type=int, default=100, help="how many boards (default 100)")
    parser.add_argument("--first-board", type=int, default=1,
                        help="the first board (default 1; past the shipped file's last, the "
                             "set's generator deals them from its seed)")
    parser.add_argument("--seed", default="0", help="seeds the players' generators (default 0)")
    parser.add_argument("--law-code", default="american-1905")
    parser.add_argument("--doubling-limit", default=str(DEFAULT_DOUBLING_LIMIT),
                        help="points a trick, 'none' or 'code' (default 100)")
    parser.add_argument("--board-set", type=int, default=1, help="the board set's version")
    parser.add_argument("--policy-setting", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--opponent-setting", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; its exit status."""
    args = _parser().parse_args(argv)
    seed: int | str = int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed
    bars: list[tqdm[Any]] = []  # started with the play, once the arguments are found good

    def progress(done: int, total: int) -> None:
        if not args.no_progress:
            if not bars:
                bars.append(tqdm(total=total, unit="board", file=sys.stderr))
            bars[0].update(done - bars[0].n)

    try:
        result = evaluate(
            resolve_policy(args.policy), args.opponent, args.boards, seed,
            law_code=args.law_code, doubling_limit=parse_limit(args.doubling_limit),
            board_set=args.board_set, policy_settings=parse_settings(args.policy_setting),
            opponent_settings=parse_settings(args.opponent_setting), progress=progress,
            first_board=args.first_board)
    except (BridgeError, ValueError, TypeError) as error:
        print(f"bridgewhist-evaluate: {error}", file=sys.stderr)
        return 2
    finally:
        for bar in bars:
            bar.close()
    print(json.dumps(result.to_dict(), indent=1) if args.json else result.text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
