"""What each receiver at a three-hand table is sent, and the words of its events.

The view has the four-hand view's shape (seats S, W, E and N, so the client draws it alike):
the dealer of the deal in play sits South, X (the absent fourth, dealt as dummy) North, the
leader West, the third player East; ``x`` names X's seat. A player's cards come only from
:func:`~bridgewhist.agents.three_hand_players.three_hand_view`: his own hand, and X's once he
may see it (the dealer once he has made the trump from it, everyone once the opening lead is
made: Ames, "Three Hand Bridge"; P62, A61, W61). Spectators see X's cards only once exposed.
The score is the block with one column per player; ``scoring`` says how it is kept (Ames: a
rubber, games, or trick and honour points only for a set number of deals).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from bridgewhist.actions import Action, ActionKind
from bridgewhist.cards import format_deal
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.score import three_hand_score
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.three_hand.game import ThreeHandGame
from bridgewhist.three_hand.hand import X_SEAT, PassDeal, ThreeHandAction, ThreeHandDeal, three_hand_words
from bridgewhist.three_hand.scoring import Mode
from bridgewhist.web.tables.events import CutEvent, Event, JoinEvent, LeaveEvent, NextEvent, PlayerActionEvent
from bridgewhist.web.tables.places import NEXT
from bridgewhist.web.tables.three_hand import ThreeGame
from bridgewhist.web.views.announce import place_announcement
from bridgewhist.web.views.four_hand import (
    PHASE_NAMES,
    card_text,
    cards_of,
    member_part,
    seen_members,
    turned_tricks,
)
from bridgewhist.web.views.models import Choice, Cut, Trick, TricksWon, TurnedTrick, You, house_of
from bridgewhist.web.views.three_models import (
    Scoring,
    Talk,
    ThreeDeal,
    ThreeDeclaration,
    ThreeDoubling,
    ThreePublic,
    ThreeRubber,
    ThreeSaid,
    ThreeScore,
    ThreeView,
)
from bridgewhist.words import action_words, card_words


def _words(deal: ThreeHandDeal, action: ThreeHandAction) -> str:
    if isinstance(action, PassDeal) or (deal.state.phase == Phase.DECLARATION
                                        and action.kind == ActionKind.LEAVE):
        return three_hand_words(action)
    return action_words(deal.state, action)


def three_summary_fields(game: ThreeGame, connected: set[int] | None = None) -> dict[str, Any]:
    """The table in a few words (never a card): the fields of
    :class:`~bridgewhist.web.views.three_models.ThreeSummary`, in their order."""
    config = game.config
    table = game.table
    return {
        "table_id": config.table_id, "url": f"/t/{config.table_id}", "code": config.code.key,
        "house": house_of(config.code.options), "mode": config.mode, "computer": config.computer,
        "kind": game.kind, "places": 3, "scoring": Scoring(**game.scoring()), "status": game.status,
        "rubber": game.rubber_number,
        "deal": 0 if table is None else table.deal_number,
        "members": [member_part(m, game.seat_of(m.place), connected or set())
                    for m in game.members()],
        "sitting_out": [], "created": config.created,
    }


def _said(deal: ThreeHandDeal,
          actions: tuple[ThreeHandAction, ...]) -> tuple[list[ThreeSaid], list[ThreeSaid]]:
    """The declaration's and the doubling's words so far, replayed from the deal's start."""
    said: tuple[list[ThreeSaid], list[ThreeSaid]] = ([], [])
    step = ThreeHandDeal.from_hands(deal.state.code, deal.players, deal.dealer, deal.state.deal)
    for action in actions:
        phase = step.state.phase
        if phase not in (Phase.DECLARATION, Phase.DOUBLING):
            break
        actor = step.actor
        seat = step.state.turn
        item = ThreeSaid(seat=seat.name, action=str(action), words=_words(step, action), player=actor)
        said[0 if phase == Phase.DECLARATION else 1].append(item)
        step = step.apply(action)
    return said


def _trick(leader: Seat, cards: tuple[int, ...]) -> Trick:
    return Trick(leader=leader.name, cards=[card_text(c) for c in cards])


def three_history(game: ThreeGame) -> list[ThreeDeal]:
    """The finished deals of the rubber (or session) in play, for "The rubber so far" and the
    replay: each with its hands as dealt (a PBN deal string, the dealer at South and X North as
    the view draws them; none, "", for a passed deal: Ames's abandoned hand is gathered unseen, so
    nobody is shown its cards), the four-hand actions (a passed deal has none), the talk in Ames's
    words, and the names at each seat (X for the absent fourth). Never the deal in play."""
    table, deal = game.table, game.deal
    if table is None or deal is None:
        return []
    out: list[ThreeDeal] = []
    played = table.record().deals
    if not deal.is_over:
        played = played[:-1]
    for number, item in enumerate(played, start=1):
        start = ThreeHandDeal.from_hands(table.code, table.players, item.dealer, item.hands)
        end = start
        for action in item.actions:
            end = end.apply(action)
        said = _said(end, item.actions)
        players = {start.seat_of(p).name: table.players[p] for p in range(3)}
        players[X_SEAT.name] = "X"
        state = end.state
        out.append(ThreeDeal(
            number=number, dealer=state.dealer.name,
            hands="" if end.passed else format_deal(item.hands, Seat.N),
            actions=[str(a) for a in item.actions if not isinstance(a, PassDeal)],
            strain=None if state.strain < 0 else ("NT" if state.trump is None else state.trump.letter),
            players=players, passed=end.passed, from_x=end.x_seen,
            talk=[Talk(seat=t.seat, words=t.words) for t in said[0] + said[1]],
            multiplier=state.multiplier, tricks=turned_tricks(state)))
    return out


_NO_DEAL: dict[str, Any] = {
    "phase": "waiting", "cut": None, "dealer": None, "dummy": None, "turn": None, "acting": None,
    "counts": {}, "declaration": None, "doubling": None, "trick": None, "last_trick": None,
    "tricks_won": None, "score": None, "passed": False}
"""The public fields before the first cut."""


def three_public(game: ThreeGame, connected: set[int]) -> ThreePublic:
    """The part every receiver gets alike: no hand of the deal in play."""
    view = three_summary_fields(game, connected)
    table, deal = game.table, game.deal
    view["x"] = X_SEAT.name
    view["quitted_trick_law"] = game.config.code.cite("general", "quitted_trick_hidden")
    view["rubbers"] = [ThreeRubber(number=n, winners=[r.players[p] for p in r.scored.rubber_winners],
                                   result=r.scored.over_text())
                       for n, r in enumerate(game.rubbers, start=1) if r.deal.is_over and r.is_over]
    view["history"] = []
    view.update(_NO_DEAL if table is None or deal is None else _deal_fields(game, table, deal))
    return ThreePublic(**view)


def _deal_fields(game: ThreeGame, table: ThreeHandGame, deal: ThreeHandDeal) -> dict[str, Any]:
    """The public fields of the deal in play: the cut, who deals and acts, the talk, the tricks,
    the score and the history."""
    state = deal.state
    done = deal.is_over
    waiting = game.waiting and not done
    said = _said(deal, table.actions)
    rounds = game.cuts[-1]
    return {
        "phase": "waiting" if waiting else ("over" if done else PHASE_NAMES[state.phase]),
        "cut": Cut(rounds=[{name: card_text(int(card)) for name, card in r.items()} for r in rounds],
                   order=[table.players[deal.dealer]] if table.deal_number == 1 else []),
        "dealer": state.dealer.name, "dummy": X_SEAT.name, "passed": deal.passed,
        "dealer_member": deal.dealer,
        "turn": None if done or waiting else state.turn.name,
        "acting": None if done or waiting else state.actor.name,
        "counts": {seat.name: state.hands[seat].bit_count() for seat in Seat},
        "declaration": _declaration(deal, said[0]),
        "doubling": ThreeDoubling(doubles=state.doubles, multiplier=state.multiplier,
                                  asked=state.doubling_asked, history=said[1]),
        "trick": _trick(state.leader, state.trick),
        "last_trick": _last_trick(deal),
        "tricks_won": TricksWon(NS=state.won[0], EW=state.won[1]),
        "score": ThreeScore(**three_hand_score(table.scored)),
        "history": three_history(game),
    }


def _declaration(deal: ThreeHandDeal, said: list[ThreeSaid]) -> ThreeDeclaration:
    state = deal.state
    return ThreeDeclaration(
        strain=None if state.strain < 0 else ("NT" if state.trump is None else state.trump.letter),
        maker=None if state.maker < 0 else Seat(state.maker).name, from_x=deal.x_seen,
        left_to_partner=False, history=said)


def _last_trick(deal: ThreeHandDeal) -> TurnedTrick | None:
    if not deal.state.tricks:
        return None
    last = deal.state.tricks[-1]
    return TurnedTrick(leader=last.leader.name, cards=[card_text(c) for c in last.cards],
                       winner=last.winner.name)


def three_receiver_view(game: ThreeGame, public: ThreePublic, place: int | None) -> ThreeView:
    """The whole view for one receiver: ``place`` at the table, None for a spectator."""
    seat = game.seat_of(place)
    member = None if place is None else game.places[place]
    you = You(member=place, seat=None if seat is None else seat.name,
              name=None if member is None else member.name)
    deal, table = game.deal, game.table
    hands: dict[str, list[str]] = {}
    legal: list[Choice] = []
    if deal is not None and table is not None:
        hands, legal = _seen(game, deal, place, seat)
        if deal.is_over and member is not None and member.person and not game.waiting:
            again = "Cut for a new rubber" if game.score_mode == Mode.RUBBER else "Cut for a new session"
            legal.append(Choice(action=NEXT, words=again if table.is_over else "Deal the next hand"))
    return ThreeView.model_construct(**{**dict(public), "members": seen_members(public.members, place),
                                        "you": you, "hands": hands, "legal": legal})


def _seen(game: ThreeGame, deal: ThreeHandDeal, place: int | None,
          seat: Seat | None) -> tuple[dict[str, list[str]], list[Choice]]:
    """The hands a receiver sees (his own, and X's when he may see it) and his legal actions; a
    spectator sees X's hand once it is on the table."""
    if place is None or seat is None:
        x_hand = deal.x_hand_seen_by(-1)
        return ({} if x_hand is None else {X_SEAT.name: cards_of(x_hand)}), []
    seen = game.player_view(place) if not deal.is_over else None
    if seen is None:
        hands = {seat.name: cards_of(deal.state.hands[seat])}
        x_hand = deal.x_hand_seen_by(place)
        if x_hand is not None:
            hands[X_SEAT.name] = cards_of(x_hand)
        return hands, []
    hands = {seat.name: cards_of(seen.seat_view.hand)}
    if seen.seat_view.dummy_hand is not None:
        hands[X_SEAT.name] = cards_of(seen.seat_view.dummy_hand)
    legal = [] if game.waiting else [Choice(action=str(a), words=_words(deal, a)) for a in seen.legal]
    return hands, legal


def _who(game: ThreeGame, place: int, seat: Seat | None = None) -> str:
    member = game.places[place]
    name = member.name if member is not None else f"player {place + 1}"
    return name if seat is None else f"{name} ({seat.full_name})"


def three_describe(game: ThreeGame, event: Event) -> list[dict[str, str]]:
    """The announcements of an event just applied: ``[{"kind", "text"}, ...]``; never a card in a hand."""
    table, deal = game.table, game.deal
    if isinstance(event, JoinEvent | LeaveEvent):
        return place_announcement(game.places, event)
    if table is None or deal is None:
        return []
    if isinstance(event, CutEvent):
        cards = ", ".join(f"{name} {card_text(int(card))}" for name, card in game.cuts[-1][0].items())
        session = "Rubber" if game.score_mode == Mode.RUBBER else "Session"
        return [{"kind": "cut", "text": f"{session} {game.rubber_number} of three-hand bridge: the cut for "
                 f"deal ({cards}): {table.players[deal.dealer]} deals, with X as his dummy."},
                {"kind": "deal", "text": f"{_who(game, deal.dealer)} deals deal 1."}]
    if isinstance(event, NextEvent):
        return [{"kind": "deal", "text": f"{_who(game, deal.dealer)} deals deal {table.deal_number}."}]
    if isinstance(event, PlayerActionEvent):
        return _describe_action(game, event)
    return []


def _describe_action(game: ThreeGame, event: PlayerActionEvent) -> list[dict[str, str]]:
    table, deal = game.table, game.deal
    assert table is not None and deal is not None
    player = event.player
    text = event.action
    out: list[dict[str, str]] = []
    if text == "pass":
        out.append({"kind": "declare", "text": f"{_who(game, player)}: “I pass the deal.”"})
    else:
        action = table.actions[-1]
        assert isinstance(action, Action)
        if action.kind == ActionKind.PLAY:
            from_x = _played_by_x(deal, action)
            who = f"{_who(game, player)}, from X's hand," if from_x else _who(game, player)
            out.append({"kind": "play", "text": f"{who} plays {card_words(action.value)}."})
        else:
            words = (three_hand_words(action) if action.kind == ActionKind.LEAVE
                     else _said_last(deal, table.actions))
            kind = "declare" if action.kind in (ActionKind.DECLARE, ActionKind.LEAVE) else "double"
            out.append({"kind": kind, "text": f"{_who(game, player)}: “{words}”"})
            if action.kind == ActionKind.LEAVE and deal.make_ruling:
                # A strain named from X's hand against the rule: the table is told the rule's make
                # (reading T1), as a club-laws table tells the referee's rulings.
                out.append({"kind": "referee", "text": f"Referee: {deal.make_ruling}."})
    if deal.is_over:
        out.append({"kind": "score", "text": _score_line(game)})
    return out


def _played_by_x(deal: ThreeHandDeal, action: Action) -> bool:
    """True when the card was X's (it was dealt to X)."""
    return bool(deal.state.deal[X_SEAT] >> action.value & 1)


def _said_last(deal: ThreeHandDeal, actions: tuple[ThreeHandAction, ...]) -> str:
    said = _said(deal, actions)
    items = said[0] + said[1]
    return items[-1].words if items else str(actions[-1])


def _score_line(game: ThreeGame) -> str:
    table, deal = game.table, game.deal
    assert table is not None and deal is not None
    names = table.players
    if deal.passed:
        parts = [f"{names[deal.dealer]} passes the deal: nothing is scored."]
    else:
        parts = [f"The deal is over: {names[deal.dealer]} with X {deal.state.won[0]} tricks, "
                 f"the adversaries {deal.state.won[1]}."]
    scored = table.scored
    last = scored.deals[-1]
    for p in range(3):
        if last.below[p] or last.above[p]:
            parts.append(f"{names[p]} scores {last.below[p]} below the line and {last.above[p]} above.")
    if scored.is_over:
        session = "rubber" if scored.mode == Mode.RUBBER else "game"
        parts.append(f"The {session} is over: {scored.over_text()}.")
    return " ".join(parts)


def three_record_text(game: ThreeGame, number: int) -> str:
    """Rubber ``number``'s three-hand JSON record with its finished deals only (never the deal in
    play): :mod:`bridgewhist.notation.three_hand_record`."""
    rubber = game.rubbers[number - 1]
    record = rubber.record()
    if not rubber.deal.is_over:
        record = dataclasses.replace(record, deals=record.deals[:-1])
    return three_hand_record.dumps(record)


__all__ = ["three_describe", "three_history", "three_public", "three_receiver_view", "three_record_text",
           "three_summary_fields"]
