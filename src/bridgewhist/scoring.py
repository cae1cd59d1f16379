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


@dataclasses.dataclass(frozen=True, slots=True)
class RevokeDeduction:
    """An english-1904 claim to deduct the value of three tricks from the revoking ``side``'s
    score (P90): taken last, from what the side has below the line (never below nothing)."""

    side: Side
    points: int
    law: str


@dataclasses.dataclass(frozen=True, slots=True)
class TrickCount:
    """The tricks each side counts after the penalties that move tricks, with the entries (of no
    points) that say which moved."""

    tricks: tuple[int, int]
    notes: tuple[ScoreEntry, ...] = ()


def check_revoke_options(code: LawCode, result: DealResult) -> None:
    """Refuse a claim the code does not give: under the American codes three tricks only (A86,
    W87); deducting or adding their value is english-1904's (P90).

    :raises NotationError: naming the code, its law and the option.
    """
    if code.revoke.penalty != RevokePenalty.TRICKS_TRANSFERRED:
        return
    for claim in result.revokes:
        if claim.option != RevokeOption.TAKE_TRICKS:
            raise NotationError(
                f"{code.key} gives only three tricks for a revoke ({code.cite('revoke', 'penalty')}); "
                f"{claim.option.value} is an english-1904 option"
            )


def revoke_additions(code: LawCode, result: DealResult) -> list[ScoreEntry]:
    """The claimants' option to add the value of three tricks to their score below (P90)."""
    points = code.revoke.penalty_tricks * code.scoring.trick_values[result.strain] * result.multiplier
    return [ScoreEntry(claim.side.other, True, points, "revoke", code.cite("revoke", "penalty"),
                       f"value of three tricks added for {claim.side}'s revoke")
            for claim in result.revokes if claim.option == RevokeOption.ADD]


def revoke_deductions(code: LawCode, result: DealResult) -> list[RevokeDeduction]:
    """The claimants' option to deduct the value of three tricks from the revokers (P90)."""
    points = code.revoke.penalty_tricks * code.scoring.trick_values[result.strain] * result.multiplier
    return [RevokeDeduction(claim.side, points, code.cite("revoke", "penalty"))
            for claim in result.revokes if claim.option == RevokeOption.DEDUCT]


def revoke_tricks_moved(code: LawCode, result: DealResult) -> tuple[int, int]:
    """The penalty tricks taken from each side (NS, EW) for its revokes (P90, A86, W87): three a
    revoke claimed as tricks, never more than the side won nor the code's cap.

    >>> from bridgewhist.laws import load_law_code
    >>> revoke_tricks_moved(load_law_code("english-1904"),
    ...                     DealResult(Seat.S, Strain.HEARTS, (6, 7), revokes=(RevokeClaim(Side.EW),)))
    (0, 3)
    """
    taken = [0, 0]
    for claim in result.revokes:
        if claim.option == RevokeOption.TAKE_TRICKS:
            taken[claim.side] += code.revoke.penalty_tricks
    cap = code.revoke.max_penalty_tricks
    ns, ew = (min(taken[side], result.tricks[side], 13 if cap is None else cap) for side in Side)
    return ns, ew


def tricks_after_revokes(code: LawCode, result: DealResult) -> TrickCount:
    """Three tricks moved to the claimants for each revoke (P90, A86, W87), first of all counts
    (A85, W85). When both sides revoke the penalties are simultaneous, each reckoned on the
    tricks won in play (P99, A95, W95); W96's 13 tricks bound each side's.

    >>> from bridgewhist.laws import load_law_code
    >>> result = DealResult(Seat.S, Strain.HEARTS, (8, 5), revokes=(RevokeClaim(Side.NS),))
    >>> count = tricks_after_revokes(load_law_code("american-1905"), result)
    >>> count.tricks, [e.description for e in count.notes]
    ((5, 8), ['3 tricks taken from NS for 1 revoke(s)'])
    """
    taken = [0, 0]
    for claim in result.revokes:
        if claim.option == RevokeOption.TAKE_TRICKS:
            taken[claim.side] += code.revoke.penalty_tricks
    moved = revoke_tricks_moved(code, result)
    ns, ew = (result.tricks[side] - moved[side] + moved[side.other] for side in Side)
    law = code.cite("revoke", "penalty")
    notes = tuple(ScoreEntry(side.other, True, 0, "revoke", law,
                             f"{moved[side]} tricks taken from {side} for "
                             f"{taken[side] // code.revoke.penalty_tricks} revoke(s)")
                  for side in Side if taken[side])
    return TrickCount((ns, ew), notes)


def tricks_after_dealer_leads(code: LawCode, result: DealResult, count: TrickCount) -> TrickCount:
    """A trick to the adversaries for each of the dealer's leads out of turn (american-1904 law
    77, from the code's ``leads_out_of_turn.dealer_penalty_tricks``).

    :raises NotationError: when the code imposes no such penalty.
    """
    if not result.dealer_leads_out_of_turn:
        return count
    law = code.cite("leads_out_of_turn", "dealer_penalty_tricks")
    if code.leads_out_of_turn.dealer_penalty_tricks == 0:
        raise NotationError(f"{code.key} imposes no penalty for the dealer's lead out of turn ({law})")
    dealer_side = result.dealer.side
    lost = min(count.tricks[dealer_side],
               result.dealer_leads_out_of_turn * code.leads_out_of_turn.dealer_penalty_tricks)
    tricks = list(count.tricks)
    tricks[dealer_side] -= lost
    tricks[dealer_side.other] += lost
    note = ScoreEntry(dealer_side.other, True, 0, "lead-out-of-turn", law,
                      f"{lost} trick(s) for the dealer's lead out of turn")
    return TrickCount((tricks[0], tricks[1]), (*count.notes, note))


def trick_entries(code: LawCode, result: DealResult, tricks: tuple[int, int]) -> list[ScoreEntry]:
    """Each trick over six at the strain's value times the doubling, below the line (P4, A4, W4).

    >>> from bridgewhist.laws import load_law_code
    >>> result = DealResult(Seat.S, Strain.HEARTS, (8, 5), multiplier=2)
    >>> [(e.side.name, e.points, e.description) for e in trick_entries(load_law_code("english"),
    ...                                                                result, (8, 5))]
    [('NS', 32, '2 tricks at 8 x2')]
    """
    value = code.scoring.trick_values[result.strain]
    doubled = f" x{result.multiplier}" if result.multiplier > 1 else ""
    law = code.cite("scoring", "trick_values")
    return [ScoreEntry(side, True, (tricks[side] - 6) * value * result.multiplier, "tricks", law,
                       f"{tricks[side] - 6} trick{'s' if tricks[side] > 7 else ''} at {value}{doubled}")
            for side in Side if tricks[side] > 6]


def held_to_game_cap(code: LawCode, result: DealResult, entries: list[ScoreEntry],
                     game_score: tuple[int, int]) -> list[ScoreEntry]:
    """The revoking side cannot attain more than the cap toward game (28: P90 V, A88, W89),
    whatever it scores below the line this hand (tricks, or an English claim of its own added)."""
    cap = code.revoke.revoking_side_game_cap
    room = {claim.side: max(0, cap - game_score[claim.side]) for claim in result.revokes}
    out: list[ScoreEntry] = []
    for item in entries:
        if item.side not in room or not item.below or item.points <= 0:
            out.append(item)
            continue
        allowed = min(item.points, room[item.side])
        room[item.side] -= allowed
        if allowed != item.points:
            item = dataclasses.replace(
                item, points=allowed, description=f"{item.description} (held to {cap} toward game, "
                                                  f"{code.cite('revoke', 'revoking_side_game_cap')})")
        out.append(item)
    return out


def deduction_entries(deductions: Sequence[RevokeDeduction], entries: Sequence[ScoreEntry],
                      game_score: tuple[int, int]) -> list[ScoreEntry]:
    """Each English deduction (P90) from what the revoking side stands at below the line after
    the hand's other entries, never below nothing."""
    out: list[ScoreEntry] = []
    for claim in deductions:
        standing = game_score[claim.side] + sum(
            e.points for e in (*entries, *out) if e.side == claim.side and e.below)
        out.append(ScoreEntry(claim.side, True, -min(claim.points, standing), "revoke", claim.law,
                              f"value of three tricks deducted for a revoke ({claim.points})"))
    return out


def _aces(code: LawCode, held: int, most: int) -> tuple[int, str] | None:
    rules = code.scoring
    if most == 4:
        return rules.aces_four_in_one_hand, "four aces in one hand"
    if held == 4:
        return rules.aces_four_divided, "four aces"
    if held == 3:
        return rules.aces_three, "three aces"
    return None


def _honours(code: LawCode, held: int, most: int) -> tuple[int, str] | None:
    """Suit honours as a multiple of the trick value, with their name."""
    rules = code.scoring
    if most == 5:
        return rules.honours_five_in_one_hand, "five honours in one hand"
    if most == 4 and held == 5:
        return (rules.honours_four_in_one_hand_fifth_with_partner,
                "four honours in one hand, the fifth in partner's")
    if most == 4:
        return rules.honours_four_in_one_hand, "four honours in one hand"
    counted = {5: (rules.honours_five_divided, "five honours"),
               4: (rules.honours_four_divided, "four honours"),
               3: (rules.honours_three_divided, "three honours")}
    return counted.get(held)


def honour_entries(code: LawCode, result: DealResult) -> list[ScoreEntry]:
    """Honours (the aces at no trumps) credited to their original holders above the line, never
    doubled (P6-7, A6/10, W6/10)."""
    no_trumps = result.strain == Strain.NO_TRUMPS
    law = code.cite("scoring", "aces_three" if no_trumps else "honours_three_divided")
    out: list[ScoreEntry] = []
    for side in Side:
        held = _pair_total(result.honours, side)
        most = max(result.honours[side], result.honours[side + 2])
        if no_trumps:
            found = _aces(code, held, most)
        else:
            honours = _honours(code, held, most)
            value = code.scoring.trick_values[result.strain]
            found = None if honours is None else (honours[0] * value, honours[1])
        if found is not None:
            out.append(ScoreEntry(side, False, found[0], "honours", law, found[1]))
    return out


def slam_entries(code: LawCode, result: DealResult) -> list[ScoreEntry]:
    """Grand and little slam above the line, on the tricks won in play (penalty tricks never
    count: P9, A7, W7; reading 5); a revoking side scores none unless its code allows (P90,
    A88, W89)."""
    revoking = {claim.side for claim in result.revokes}
    out: list[ScoreEntry] = []
    for side in Side:
        if side in revoking and not code.revoke.revoking_side_may_score_slam:
            continue
        if result.tricks[side] == 13:
            out.append(ScoreEntry(side, False, code.scoring.grand_slam, "slam",
                                  code.cite("scoring", "grand_slam"), "grand slam"))
        elif result.tricks[side] == 12:
            out.append(ScoreEntry(side, False, code.scoring.little_slam, "slam",
                                  code.cite("scoring", "little_slam"), "little slam"))
    return out


def score_deal(
    code: LawCode, result: DealResult, game_score: tuple[int, int] = (0, 0)
) -> list[ScoreEntry]:
    """Every score entry of one deal, given each side's points toward the current game.

    Tricks (P4, A4, W4) are counted after the revoke penalty (which "takes precedence of all
    other counts", A85/W85) and american-1904's law 77 trick; the revoking side is held to 28
    toward game (P90, A88, W89). Honours, chicane and slam are never doubled.

    :raises NotationError: for a revoke option or a dealer's lead penalty the code does not give.
    """
    check_revoke_options(code, result)
    count = tricks_after_dealer_leads(code, result, tricks_after_revokes(code, result))
    below = held_to_game_cap(
        code, result, [*revoke_additions(code, result), *trick_entries(code, result, count.tricks)],
        game_score)
    entries = [*count.notes, *below]
    entries += deduction_entries(revoke_deductions(code, result), entries, game_score)
    honours = honour_entries(code, result)
    entries += honours
    if result.strain != Strain.NO_TRUMPS:
        points = {side: sum(e.points for e in honours if e.side == side) for side in Side}
        entries += _chicane_entries(code, result, points)
    return entries + slam_entries(code, result)


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
