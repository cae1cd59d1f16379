"""Scoring one deal under a law code: tricks below the line; honours, chicane, slam above.

The scorer takes a :class:`DealResult` (made from a played :class:`~bridgewhist.state.HandState`
by :func:`result_of`, or entered by a score-keeper) and the score of the current game, and
returns :class:`ScoreEntry` items, each naming its law.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.cards import Strain
>>> from bridgewhist.seats import Seat, Side
>>> result = DealResult(dealer=Seat.S, strain=Strain.DIAMONDS, tricks=(9, 4),
...                     honours=(2, 0, 2, 1))
>>> [(e.side.name, e.below, e.points, e.kind) for e in score_deal(load_law_code("english"), result)]
[('NS', True, 18, 'tricks'), ('NS', False, 24, 'honours')]
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Sequence

from bridgewhist.cards import SUIT_MASKS, Strain
from bridgewhist.errors import NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.laws.model import ChicaneRule, RevokePenalty
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase

ACES_MASK = sum(1 << (suit * 16 + 14) for suit in range(4))
"""The four aces as a card-set int: the honours at no trumps."""


def honours_mask(strain: Strain | int) -> int:
    """The honour cards of a strain: ace, king, queen, knave and ten of trumps, or the four aces."""
    if strain == Strain.NO_TRUMPS:
        return ACES_MASK
    return sum(1 << (strain * 16 + rank) for rank in range(10, 15))


class RevokeOption(enum.Enum):
    """What the claimants take for one revoke (english-1904 law 90; American: tricks only)."""

    TAKE_TRICKS = "take_tricks"
    DEDUCT = "deduct"
    ADD = "add"


@dataclasses.dataclass(frozen=True, slots=True)
class RevokeClaim:
    """One established revoke, claimed by the adversaries of ``side`` (the revoking side)."""

    side: Side
    option: RevokeOption = RevokeOption.TAKE_TRICKS


@dataclasses.dataclass(frozen=True, slots=True)
class DealResult:
    """What the scorer needs to know of a deal.

    ``tricks``: tricks won in play by NS and EW; ``honours``: honours (aces at no trumps) held
    as dealt by each seat N, E, S, W; ``voids``: which seats were dealt no trump (chicane);
    ``multiplier``: 2 to the number of doubles; ``revokes``: the penalties claimed;
    ``dealer_leads_out_of_turn``: american-1904 law 77 leads penalised (not at trick 13).
    """

    dealer: Seat
    strain: Strain
    tricks: tuple[int, int]
    honours: tuple[int, int, int, int] = (0, 0, 0, 0)
    voids: tuple[bool, bool, bool, bool] = (False, False, False, False)
    multiplier: int = 1
    maker: Seat | None = None
    revokes: tuple[RevokeClaim, ...] = ()
    dealer_leads_out_of_turn: int = 0

    def __post_init__(self) -> None:
        if sum(self.tricks) != 13 or min(self.tricks) < 0:
            raise NotationError(f"tricks {self.tricks} must be two counts adding up to 13")
        limit = 4 if self.strain == Strain.NO_TRUMPS else 5
        if min(self.honours) < 0 or sum(self.honours) > limit:
            what = "aces" if limit == 4 else "honours"
            raise NotationError(f"{sum(self.honours)} {what} held: there are only {limit}")
        if self.strain == Strain.NO_TRUMPS and any(self.voids):
            raise NotationError("there is no chicane at no trumps: no seat can be void of trumps")
        if self.multiplier < 1 or self.multiplier & (self.multiplier - 1):
            raise NotationError(f"multiplier {self.multiplier} must be a power of two")
        if not 0 <= self.dealer_leads_out_of_turn <= 12:
            raise NotationError(
                f"dealer_leads_out_of_turn {self.dealer_leads_out_of_turn} must be 0 to 12: "
                "the lead at the thirteenth trick is never penalised (american-1904 law 77)")

    @property
    def doubles(self) -> int:
        """The number of doubles and redoubles."""
        return self.multiplier.bit_length() - 1


@dataclasses.dataclass(frozen=True, slots=True)
class ScoreEntry:
    """One item on the scoring block: ``below`` the line (tricks) or above (the rest)."""

    side: Side
    below: bool
    points: int
    kind: str
    law: str
    description: str


def result_of(state: HandState) -> DealResult:
    """The :class:`DealResult` of a completed :class:`~bridgewhist.state.HandState`.

    :raises ValueError: if the deal is not complete.
    """
    if state.phase != Phase.COMPLETE:
        raise ValueError("the deal is not complete: thirteen tricks have not been played")
    strain = Strain(state.strain)
    mask = honours_mask(strain)
    honours = tuple((hand & mask).bit_count() for hand in state.deal)
    if strain == Strain.NO_TRUMPS:
        voids = (False, False, False, False)
    else:
        trumps = SUIT_MASKS[strain]
        voids = tuple(not hand & trumps for hand in state.deal)  # type: ignore[assignment]
    return DealResult(
        dealer=state.dealer, strain=strain, tricks=state.won, honours=honours,  # type: ignore[arg-type]
        voids=voids, multiplier=state.multiplier, maker=Seat(state.maker),
    )


def _pair_total(values: Sequence[int], side: Side) -> int:
    return values[side] + values[side + 2]


def _honour_entries(code: LawCode, result: DealResult) -> list[tuple[Side, int, str]]:
    """Honours credited to their original holders, never doubled (P6-7, A6/10, W6/10)."""
    rules = code.scoring
    out: list[tuple[Side, int, str]] = []
    for side in Side:
        held = _pair_total(result.honours, side)
        most = max(result.honours[side], result.honours[side + 2])
        if result.strain == Strain.NO_TRUMPS:
            if most == 4:
                out.append((side, rules.aces_four_in_one_hand, "four aces in one hand"))
            elif held == 4:
                out.append((side, rules.aces_four_divided, "four aces"))
            elif held == 3:
                out.append((side, rules.aces_three, "three aces"))
            continue
        value = rules.trick_values[result.strain]
        if most == 5:
            out.append((side, rules.honours_five_in_one_hand * value, "five honours in one hand"))
        elif most == 4 and held == 5:
            out.append((side, rules.honours_four_in_one_hand_fifth_with_partner * value,
                        "four honours in one hand, the fifth in partner's"))
        elif most == 4:
            out.append((side, rules.honours_four_in_one_hand * value, "four honours in one hand"))
        elif held == 5:
            out.append((side, rules.honours_five_divided * value, "five honours"))
        elif held == 4:
            out.append((side, rules.honours_four_divided * value, "four honours"))
        elif held == 3:
            out.append((side, rules.honours_three_divided * value, "three honours"))
    return out


def score_deal(
    code: LawCode, result: DealResult, game_score: tuple[int, int] = (0, 0)
) -> list[ScoreEntry]:
    """Every score entry of one deal, given each side's points toward the current game.

    Tricks (P4, A4, W4) are counted after the revoke penalty (which "takes precedence of all
    other counts", A85/W85) and american-1904's law 77 trick; the revoking side is held to 28
    toward game (P90, A88, W89). Honours, chicane and slam are never doubled.
    """
    rules = code.scoring
    entries: list[ScoreEntry] = []
    cite = code.cite
    value = rules.trick_values[result.strain]
    trick_value = value * result.multiplier
    revoking_sides = {claim.side for claim in result.revokes}
    bonus_below = [0, 0]
    notes: list[tuple[Side, int, str, str, str]] = []

    # Revoke penalties first (A85/W85 "takes precedence of all other counts"). When both sides
    # revoke the penalties are simultaneous: each is reckoned on the tricks won in play, so the
    # order of the claims never matters (P99, A95, W95); W96's 13 tricks bound each side's.
    taken = [0, 0]
    for claim in result.revokes:
        option = claim.option
        if code.revoke.penalty == RevokePenalty.TRICKS_TRANSFERRED and \
                option != RevokeOption.TAKE_TRICKS:
            raise NotationError(
                f"{code.key} gives only three tricks for a revoke ({cite('revoke', 'penalty')}); "
                f"{option.value} is an english-1904 option"
            )
        claimants = claim.side.other
        if option == RevokeOption.TAKE_TRICKS:
            taken[claim.side] += code.revoke.penalty_tricks
        elif option == RevokeOption.ADD:
            points = code.revoke.penalty_tricks * trick_value
            bonus_below[claimants] += points
            entries.append(ScoreEntry(claimants, True, points, "revoke", cite("revoke", "penalty"),
                                      f"value of three tricks added for {claim.side}'s revoke"))
        else:
            notes.append((claim.side, code.revoke.penalty_tricks * trick_value, "revoke-deduct",
                          cite("revoke", "penalty"), "value of three tricks deducted for a revoke"))
    cap = code.revoke.max_penalty_tricks
    moved = [min(taken[side], result.tricks[side], 13 if cap is None else cap) for side in Side]
    tricks = [result.tricks[side] - moved[side] + moved[side.other] for side in Side]
    for side in Side:
        if taken[side]:
            notes.append((side.other, 0, "revoke", cite("revoke", "penalty"),
                          f"{moved[side]} tricks taken from {side} for "
                          f"{taken[side] // code.revoke.penalty_tricks} revoke(s)"))

    # American-1904 law 77: a trick for each of the dealer's leads out of turn.
    if result.dealer_leads_out_of_turn:
        if code.leads_out_of_turn.dealer_penalty_tricks == 0:
            raise NotationError(
                f"{code.key} imposes no penalty for the dealer's lead out of turn "
                f"({cite('leads_out_of_turn', 'dealer_penalty_tricks')})"
            )
        dealer_side = result.dealer.side
        lost = min(tricks[dealer_side],
                   result.dealer_leads_out_of_turn * code.leads_out_of_turn.dealer_penalty_tricks)
        tricks[dealer_side] -= lost
        tricks[dealer_side.other] += lost
        notes.append((dealer_side.other, 0, "lead-out-of-turn",
                      cite("leads_out_of_turn", "dealer_penalty_tricks"),
                      f"{lost} trick(s) for the dealer's lead out of turn"))

    # Tricks below the line.
    for side in Side:
        odd = tricks[side] - 6
        if odd <= 0 and not bonus_below[side]:
            continue
        points = max(odd, 0) * trick_value
        if odd > 0:
            doubled = f" x{result.multiplier}" if result.multiplier > 1 else ""
            entries.append(ScoreEntry(
                side, True, points, "tricks", cite("scoring", "trick_values"),
                f"{odd} trick{'s' if odd > 1 else ''} at {value}{doubled}",
            ))
    # The revoking side cannot attain more than 28 toward game (P90 V, A88, W89), whatever
    # it scores below the line this hand (tricks, or an English claim of its own added).
    cap = code.revoke.revoking_side_game_cap
    for side in revoking_sides:
        room = max(0, cap - game_score[side])
        for index, item in enumerate(entries):
            if item.side == side and item.below and item.points > 0:
                allowed = min(item.points, room)
                room -= allowed
                if allowed != item.points:
                    entries[index] = dataclasses.replace(
                        item, points=allowed,
                        description=f"{item.description} (held to {cap} toward game, "
                                    f"{cite('revoke', 'revoking_side_game_cap')})")
    transfers = [ScoreEntry(side, True, 0, kind, law, text)
                 for side, _, kind, law, text in notes if kind != "revoke-deduct"]
    entries[:0] = transfers
    for side, points, kind, law, text in notes:
        if kind == "revoke-deduct":
            standing = game_score[side] + sum(e.points for e in entries if e.side == side and e.below)
            deducted = min(points, standing)
            entries.append(ScoreEntry(side, True, -deducted, "revoke", law, f"{text} ({points})"))

    # Honours, chicane, slam above the line.
    honour_points = {side: 0 for side in Side}
    for side, points, text in _honour_entries(code, result):
        honour_points[side] += points
        law = cite("scoring", "aces_three" if result.strain == Strain.NO_TRUMPS
                   else "honours_three_divided")
        entries.append(ScoreEntry(side, False, points, "honours", law, text))
    if result.strain != Strain.NO_TRUMPS:
        entries.extend(_chicane_entries(code, result, honour_points))
    for side in Side:
        if side in revoking_sides and not code.revoke.revoking_side_may_score_slam:
            continue
        won_in_play = result.tricks[side]  # penalty tricks never count (P9, A7, W7; reading 5)
        if won_in_play == 13:
            entries.append(ScoreEntry(side, False, rules.grand_slam, "slam",
                                      cite("scoring", "grand_slam"), "grand slam"))
        elif won_in_play == 12:
            entries.append(ScoreEntry(side, False, rules.little_slam, "slam",
                                      cite("scoring", "little_slam"), "little slam"))
    return entries


def _chicane_entries(
    code: LawCode, result: DealResult, honour_points: dict[Side, int]
) -> list[ScoreEntry]:
    """Chicane: a hand dealt no trump (P8; A9, W9). Never doubled (P8, A10, W10)."""
    rules = code.scoring
    value = rules.trick_values[result.strain]
    law = code.cite("scoring", "chicane_rule")
    out: list[ScoreEntry] = []
    for side in Side:
        void_count = result.voids[side] + result.voids[side + 2]
        if not void_count:
            continue
        multiple = rules.double_chicane_multiple if void_count == 2 else rules.chicane_multiple
        name = "double chicane" if void_count == 2 else "chicane"
        points = multiple * value
        if rules.chicane_rule == ChicaneRule.BONUS or honour_points[side] > 0:
            out.append(ScoreEntry(side, False, points, "chicane", law, name))
        elif honour_points[side.other] > 0:
            deducted = min(points, honour_points[side.other])
            out.append(ScoreEntry(side.other, False, -deducted, "chicane", law,
                                  f"{name} of {side} deducted from honours"))
    return out
