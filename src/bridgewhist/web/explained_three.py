"""A three-hand table's scoring block explained, figure by figure, keyed as the client draws it.

The three-hand block (:mod:`bridgewhist.three_hand.scoring`) has a column for each player: each
deal is scored as a four-hand deal, the dealer with X against the other two as partners, and
the dealer scores what his side won, each partner what theirs won (Ames, "Three Hand Bridge",
as ``shared/rulings.md`` reads it). Each item is explained by
:func:`bridgewhist.pad.explain.explain_entry`, the four-hand table's own words; this module adds
who scored it, and the columns, games, bonuses and totals. The terms of every explanation sum to
its figure. The score is public at a real table, so every receiver may see all of it.

>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.cards import Strain
>>> from bridgewhist.scoring import DealResult
>>> from bridgewhist.seats import Seat
>>> from bridgewhist.three_hand.scoring import Mode, ThreeHandScore
>>> score = ThreeHandScore(load_law_code("english-1904"), ("Ann", "Bob", "Cy"), Mode.RUBBER)
>>> score = score.score(0, DealResult(Seat.S, Strain.NO_TRUMPS, (9, 4)))    # Ann deals, wins
>>> figures = three_figures_by_key(score)
>>> print(figures["deal-below:1:Ann"]["words"])
deal 1, Ann (dealer, with X) below the line: 3 tricks over six at no trumps, 12 each = 36; \
english-1904 law 4 (Ames, Three Hand Bridge: the dealer scores what his side wins)
>>> figures["deal-below:1:Bob"]["figure"], figures["total:Ann"]["arithmetic"]
(0, '36')
"""

from __future__ import annotations

from typing import Any

from bridgewhist.pad.explain import Explanation, Term, explain_entry
from bridgewhist.seats import Side
from bridgewhist.three_hand.hand import AMES
from bridgewhist.three_hand.scoring import GAME_BONUS, Mode, ThreeHandScore, ThreeHandScoredDeal

__all__ = ["three_figures_by_key"]


def _role(deal: ThreeHandScoredDeal, player: int, names: tuple[str, ...]) -> tuple[Side, str, str]:
    """The player's side in the deal, his part in words, and Ames's rule for what he scores."""
    if player == deal.dealer:
        return Side.NS, "dealer, with X", f"{AMES}: the dealer scores what his side wins"
    partner = next(p for p in range(3) if p not in (player, deal.dealer))
    return (Side.EW, f"partner of {names[partner]} against {names[deal.dealer]}",
            f"{AMES}: each partner scores what their side wins")


def _deal_line(score: ThreeHandScore, deal: ThreeHandScoredDeal, player: int, below: bool,
               ) -> Explanation:
    """One player's points of one deal, below or above the line."""
    names = score.players
    where = "below" if below else "above"
    figure = deal.below[player] if below else deal.above[player]
    head = f"deal {deal.number}, {names[player]}"
    if deal.result is None:
        return Explanation(figure, f"{head}: {names[deal.dealer]} passed the deal, nothing is scored "
                           f"({AMES})", (), AMES)
    side, role, rule = _role(deal, player, names)
    head = f"{head} ({role}) {where} the line"
    items = [e for e in deal.entries if e.side == side and e.below == below and e.points]
    explained = [explain_entry(score.code, deal.result, e) for e in items]
    law = "; ".join(dict.fromkeys([*(e.law for e in explained), AMES]))
    terms = tuple(Term(e.description, e.points) for e in items)
    if not items:
        return Explanation(figure, f"{head}: nothing ({rule})", terms, law)
    if len(items) == 1:
        return Explanation(figure, f"{head}: {explained[0].words} ({rule})", terms, law)
    said = " + ".join(f"{e.description} {e.points}" for e in items)
    return Explanation(figure, f"{head}: {said} = {figure} ({rule})", terms, law)


def _column(score: ThreeHandScore, player: int, below: bool) -> Explanation:
    where = "below" if below else "above"
    figure = score.points(player, below=below)
    terms = tuple(Term(f"deal {d.number}", d.below[player] if below else d.above[player])
                  for d in score.deals if (d.below[player] if below else d.above[player]))
    law = f"{score.code.cite('scoring', 'trick_values' if below else 'honours_three_divided')}; {AMES}"
    return Explanation(figure, f"{score.players[player]}'s points {where} the line, deal by deal: "
                       f"{figure}; {law}", terms, law)


def _games(score: ThreeHandScore, player: int) -> Explanation:
    name = score.players[player]
    law = f"{score.code.cite('scoring', 'game_points')}; {AMES}"
    won = [d for d in score.deals if player in d.games_won_by]
    terms = tuple(Term(f"game {d.game}, won at deal {d.number}", 1) for d in won)
    game = score.code.scoring.game_points
    words = (f"{name} reached {game} below the line {len(won)} time{'' if len(won) == 1 else 's'}, "
             f"each a game (a new game then begins for all three); {law}") if won \
        else f"{name} has not reached {game} below the line in a game; {law}"
    return Explanation(len(won), words, terms, law)


def _bonus(score: ThreeHandScore, player: int) -> Explanation:
    name, bonus = score.players[player], score.bonus(player)
    if score.mode == Mode.POINTS:
        return Explanation(0, f"trick and honour points only: no bonus ({AMES})", (), AMES)
    if score.mode == Mode.GAMES:
        games = score.games_won[player]
        return Explanation(bonus, f"{name}: {GAME_BONUS} for each game won, {games} won = {bonus} "
                           f"({AMES}: fifty points are added for winning the game)",
                           tuple(Term("a game won", GAME_BONUS) for _ in range(games)), AMES)
    law = f"{score.code.cite('scoring', 'rubber_bonus')}; {AMES}"
    if bonus:
        return Explanation(bonus, f"{name} won the rubber (two games): {bonus}; {law}",
                           (Term("the rubber", bonus),), law)
    return Explanation(0, f"{name} has not won the rubber: no bonus; {law}", (), law)


def _total(score: ThreeHandScore, player: int) -> Explanation:
    below, above = score.points(player, below=True), score.points(player, below=False)
    bonus = score.bonus(player)
    terms = tuple(t for t in (Term("below the line", below), Term("above the line", above),
                              Term("games and rubber", bonus)) if t.points)
    figure = score.totals[player]
    said = " + ".join(f"{t.points} {t.label}" for t in terms) or "nothing"
    return Explanation(figure, f"{score.players[player]}'s total: {said} = {figure} ({AMES})",
                       terms, AMES)


def three_figures_by_key(score: ThreeHandScore) -> dict[str, dict[str, Any]]:
    """Every figure of the three-hand block explained, by its key, each player by name:
    ``deal-below:{deal}:{name}``, ``deal-above:{deal}:{name}``, ``below:{name}``, ``above:{name}``,
    ``games:{name}`` (games won), ``bonus:{name}`` (for the games or the rubber), ``total:{name}``.
    """
    out: dict[str, dict[str, Any]] = {}
    names = score.players
    for deal in score.deals:
        for player in range(3):
            for below, place in ((True, "deal-below"), (False, "deal-above")):
                out[f"{place}:{deal.number}:{names[player]}"] = \
                    _deal_line(score, deal, player, below).to_dict()
    for player in range(3):
        name = names[player]
        out[f"below:{name}"] = _column(score, player, True).to_dict()
        out[f"above:{name}"] = _column(score, player, False).to_dict()
        out[f"games:{name}"] = _games(score, player).to_dict()
        out[f"bonus:{name}"] = _bonus(score, player).to_dict()
        out[f"total:{name}"] = _total(score, player).to_dict()
    return out
