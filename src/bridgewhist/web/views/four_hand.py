"""What each receiver is sent: the table's view as one seat (or a bystander) may see it.

The view has a public part, the same for everyone (members, the declaration and doubling, the
trick on the table, the score, the finished deals), and a private part built from the
receiver's :class:`~bridgewhist.view.SeatView` (``view_of``): his own hand, dummy's once
exposed, his legal actions. Nothing here reads a hand of the deal in play except through
``view_of``, so a view cannot hold a card its receiver could not see at a real table.
Spectators get the view of nobody's hand: dummy's once exposed and the cards played.
A club-laws table adds its referee's part (:mod:`bridgewhist.web.views.laws`) to these views, with
its own history of the finished deals (``public_part``'s ``history``). Each part is a model of
:mod:`bridgewhist.web.views.models`; the score and the finished deals, which change only when a
deal ends, are kept here between views, keyed by the rubber's table (never in the table).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from bridgewhist.actions import Action
from bridgewhist.cards import CARDS, format_deal
from bridgewhist.notation.score import rubber_score
from bridgewhist.record import PlayedDeal, Record
from bridgewhist.referee.table import RefereedTable
from bridgewhist.rubber import seat_names
from bridgewhist.seats import Seat
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table
from bridgewhist.view import SeatView, view_of
from bridgewhist.web.tables.four_hand import RubberGame
from bridgewhist.web.tables.places import NEXT, Member
from bridgewhist.web.views.models import (
    Choice,
    Cut,
    Declaration,
    Doubling,
    FinishedDeal,
    MemberSeen,
    MemberSummary,
    Net,
    PlayPart,
    RubberResult,
    RubberScore,
    Said,
    Spoken,
    Trick,
    TricksWon,
    TurnedTrick,
    You,
    house_of,
)
from bridgewhist.web.views.models import (
    Phase as PhaseName,
)
from bridgewhist.words import action_words, said

AnyRubberGame = RubberGame[Any]
"""A four-handed table of any kind (strict, club-laws, club)."""
History = Callable[[Any], Sequence[Any]]
"""The finished deals of a rubber in play, as the view's ``history`` holds them."""

PHASE_NAMES: dict[Phase, PhaseName] = {Phase.DECLARATION: "declaration", Phase.DOUBLING: "doubling",
                                       Phase.PLAY: "play", Phase.COMPLETE: "over"}
TALK_PHASES: dict[Phase, Literal["declaration", "doubling"]] = {Phase.DECLARATION: "declaration",
                                                               Phase.DOUBLING: "doubling"}
"""The phases of the talk, as a finished deal's ``talk`` names them."""


def card_text(card: int) -> str:
    """A card in the records' notation: ``HT`` is the ten of hearts.

    >>> card_text(14), card_text(16 + 10)
    ('SA', 'HT')
    """
    return str(CARDS[card])


def cards_of(mask: int) -> list[str]:
    """The cards of a card-set int, spades, hearts, diamonds, clubs, each high to low."""
    cards = [c for c in CARDS if mask >> c & 1]
    cards.sort(key=lambda c: (c >> 4, -(c & 15)))
    return [card_text(c) for c in cards]


def talk_of(states: Sequence[HandState], actions: Sequence[Action]) -> list[Spoken]:
    """The talk of a deal in order, as it was said: who said each word (the engine's turn), the
    action, its words (``words.said``) and its phase. ``states[i]`` is the state ``actions[i]``
    was made in; the talk ends with the first card.

    >>> import random
    >>> from bridgewhist.actions import parse_action
    >>> from bridgewhist.laws import load_law_code
    >>> from bridgewhist.state import new_hand
    >>> states = [new_hand(load_law_code("english-1904"), Seat.S, rng=random.Random(1))]
    >>> actions = [parse_action(a) for a in ("hearts", "double", "double", "satisfied", "satisfied")]
    >>> for action in actions:
    ...     states.append(states[-1].apply(action))
    >>> [(s.seat, s.words, s.phase) for s in talk_of(states, actions)][1:3]
    [('W', 'I double', 'doubling'), ('S', 'I re-double', 'doubling')]
    """
    out: list[Spoken] = []
    for before, action in zip(states, actions, strict=False):
        phase = TALK_PHASES.get(before.phase)
        if phase is None:
            break
        out.append(Spoken(seat=before.turn.name, action=str(action), words=said(before, action), phase=phase))
    return out


def spoken(states: tuple[HandState, ...], actions: tuple[Action, ...]) -> tuple[list[Said], list[Said]]:
    """The declaration's and the doubling's words so far, with who said each."""
    spoken_so_far: tuple[list[Said], list[Said]] = ([], [])
    for word in talk_of(states, actions):
        spoken_so_far[word.phase == "doubling"].append(
            Said(seat=word.seat, action=word.action, words=word.words))
    return spoken_so_far


def member_part(member: Member, seat: Seat | None, connected: set[int]) -> MemberSummary:
    """A member of a table in a summary: place, name, person or computer, seat (a ``Seat`` or
    None), vacant, connected (a computer always is)."""
    return MemberSummary(member=member.place, name=member.name,
                         kind="person" if member.person else "computer",
                         seat=None if seat is None else seat.name, vacant=member.vacant,
                         connected=member.place in connected or not member.person)


def seen_members(members: Sequence[MemberSummary], place: int | None) -> list[MemberSeen]:
    """The members as the receiver in ``place`` is sent them: ``you`` marks himself."""
    return [MemberSeen(**dict(m), you=m.member == place) for m in members]


def summary_fields(game: AnyRubberGame, connected: set[int] | None = None) -> dict[str, Any]:
    """The table in a few words (never a card): the fields of
    :class:`~bridgewhist.web.views.models.TablePart`, in their order."""
    config = game.config
    table = game.table
    return {
        "table_id": config.table_id, "url": f"/t/{config.table_id}", "code": config.code.key,
        "house": house_of(config.code.options), "mode": config.mode, "computer": config.computer,
        "status": game.status, "rubber": game.rubber_number,
        "deal": 0 if table is None else table.deal_number,
        "members": [member_part(m, game.seat_of(m.place), connected or set()) for m in game.members()],
        "created": config.created,
    }


def finished_record(table: Table | RefereedTable) -> Record:
    """The rubber's record with its finished deals only (never the deal in play)."""
    return table.finished_record()


def turned_tricks(state: HandState) -> list[TurnedTrick]:
    """The tricks turned in a deal, each with its leader, its cards in order and its winner."""
    return [TurnedTrick(leader=t.leader.name, cards=[card_text(c) for c in t.cards], winner=t.winner.name)
            for t in state.tricks]


def finished_deal(number: int, deal: PlayedDeal, states: Sequence[HandState],
                  players: dict[str, str]) -> FinishedDeal:
    """One finished deal as the history sends it: ``states`` are the deal's states from the
    first to the last (each action's before, then the end), whence its talk, strain, multiplier
    and tricks, all as the engine reckoned them."""
    last = states[-1]
    return FinishedDeal(number=number, dealer=deal.dealer.name, hands=format_deal(deal.hands),
                        actions=[str(a) for a in deal.actions], talk=talk_of(states, deal.actions),
                        strain=last.trump.letter if last.trump is not None else "NT",
                        multiplier=last.multiplier, players=players, tricks=turned_tricks(last))


def history(table: Table) -> list[FinishedDeal]:
    """The finished deals of the rubber in play: hands as dealt, actions, the talk, strain,
    multiplier, players and tricks (:func:`finished_deal`)."""
    players = {seat.name: name for seat, name in table.players.items()}
    out = []
    for number, deal in enumerate(finished_record(table).deals, start=1):
        assert isinstance(deal, PlayedDeal)
        out.append(finished_deal(number, deal, table.history[number - 1], players))
    return out


def _rubbers(game: AnyRubberGame) -> list[RubberResult]:
    out = []
    for number, table in enumerate(game.rubbers, start=1):
        rubber = table.rubber
        if not rubber.is_over:
            continue
        labels = seat_names(table.players)
        net_side, net_points = rubber.net
        winner = None if rubber.winner is None else labels[rubber.winner]
        out.append(RubberResult(number=number, winner=winner,
                                net=Net(winner=None if net_side is None else labels[net_side],
                                        points=net_points)))
    return out


def _trick(leader: Seat, cards: tuple[int, ...]) -> Trick:
    return Trick(leader=leader.name, cards=[card_text(c) for c in cards])


def public_fields(game: AnyRubberGame, connected: set[int], finished: History = history) -> dict[str, Any]:
    """The fields of :class:`~bridgewhist.web.views.models.PlayPart` every receiver gets alike, in
    their order: no hand of the deal in play; ``finished`` gives the ``history`` of the rubber in
    play."""
    view = summary_fields(game, connected)
    view["quitted_trick_law"] = game.config.code.cite("general", "quitted_trick_hidden")
    table, state = game.table, game.state
    waiting = game.waiting and not (state is not None and state.is_complete)
    if table is None or state is None:
        view.update({"phase": "waiting", "cut": None, "dealer": None, "dummy": None, "turn": None,
                     "acting": None, "counts": {}, "declaration": None, "doubling": None, "trick": None,
                     "last_trick": None, "tricks_won": None, "score": None, "history": [],
                     "rubbers": _rubbers(game)})
        return view
    cut = table.cut
    words = spoken(table.states, table.actions)
    done = state.is_complete
    last = state.tricks[-1] if state.tricks else None
    view.update({
        "phase": "waiting" if waiting else PHASE_NAMES[state.phase],
        "cut": None if cut is None else Cut(
            rounds=[{name: card_text(int(card)) for name, card in cut_round.items()}
                    for cut_round in cut.rounds],
            order=list(cut.order)),
        "dealer": state.dealer.name, "dummy": state.dummy.name,
        "turn": None if done or waiting else state.turn.name,
        "acting": None if done or waiting else state.actor.name,
        "counts": {seat.name: state.hands[seat].bit_count() for seat in Seat},
        "declaration": Declaration(strain=None if state.strain < 0 else _strain_letter(state),
                                   maker=None if state.maker < 0 else Seat(state.maker).name,
                                   left_to_partner=state.left_to_partner, history=words[0]),
        "doubling": Doubling(doubles=state.doubles, multiplier=state.multiplier, asked=state.doubling_asked,
                             history=words[1]),
        "trick": _trick(state.leader, state.trick),
        "last_trick": None if last is None else TurnedTrick(
            leader=last.leader.name, cards=[card_text(c) for c in last.cards], winner=last.winner.name),
        "tricks_won": TricksWon(NS=state.won[0], EW=state.won[1]),
        **_finished_part(game, table, done, finished),
    })
    return view


def public_part(game: AnyRubberGame, connected: set[int], finished: History = history) -> PlayPart[Any]:
    """The part of the view every receiver gets alike (see :func:`public_fields`)."""
    return PlayPart[Any](**public_fields(game, connected, finished))


@dataclass(frozen=True, slots=True)
class FinishedPart:
    """The score, the finished deals and rubbers of a table, as of ``key``."""

    key: tuple[int, ...]
    score: RubberScore
    history: Sequence[Any]
    rubbers: list[RubberResult]


FINISHED: weakref.WeakKeyDictionary[Table | RefereedTable, FinishedPart] = weakref.WeakKeyDictionary()
"""The finished part of each rubber in play, kept between views (it changes only when a deal
ends, or a closed deal is made void: W43), keyed by the rubber's table and let go with it."""


def _finished_part(game: AnyRubberGame, table: Table | RefereedTable, done: bool,
                   finished: History) -> dict[str, Any]:
    """The score, the finished deals and rubbers (:data:`FINISHED`)."""
    key = (game.rubber_number, table.deal_number, done, table.deal_over, len(table.rubber.deals))
    part = FINISHED.get(table)
    if part is None or part.key != key:
        part = FinishedPart(key, RubberScore(**rubber_score(table.rubber, seat_names(table.players))),
                            finished(table), _rubbers(game))
        FINISHED[table] = part
    return {"score": part.score, "history": part.history, "rubbers": part.rubbers}


def _strain_letter(state: HandState) -> str:
    trump = state.trump
    return "NT" if trump is None else trump.letter


@dataclass(frozen=True, slots=True)
class Seen:
    """What one receiver adds to the public part: himself, the members as he sees them, the
    hands he may see (his own, dummy's once exposed) and his legal actions."""

    you: You
    members: list[MemberSeen]
    hands: dict[str, list[str]]
    legal: list[Choice]


def receiver_part(game: AnyRubberGame, public: PlayPart[Any], place: int | None) -> Seen:
    """What the receiver in ``place`` (None for a spectator) may see, from ``view_of``."""
    seat = game.seat_of(place)
    member = None if place is None else game.places[place]
    you = You(member=place, seat=None if seat is None else seat.name,
              name=None if member is None else member.name)
    state = game.state
    hands: dict[str, list[str]] = {}
    legal: list[Choice] = []
    if state is not None:
        seen: SeatView = view_of(state, seat if seat is not None else state.dealer.left)
        if seat is not None:
            hands[seat.name] = cards_of(seen.hand)
        if seen.dummy_hand is not None:
            hands[state.dummy.name] = cards_of(seen.dummy_hand)
        if seat is not None and not game.waiting:
            legal = [Choice(action=str(a), words=action_words(state, a)) for a in seen.legal]
            if state.is_complete and member is not None and member.person:
                table = game.table
                over = table is not None and table.is_over
                words = "Cut for a new rubber" if over else "Deal the next hand"
                legal.append(Choice(action=NEXT, words=words))
    return Seen(you, seen_members(public.members, place), hands, legal)


__all__ = ["FINISHED", "PHASE_NAMES", "TALK_PHASES", "AnyRubberGame", "FinishedPart", "History", "Seen",
           "card_text", "cards_of", "finished_deal", "finished_record", "history", "member_part",
           "public_fields", "public_part", "receiver_part", "seen_members", "spoken", "summary_fields",
           "talk_of", "turned_tricks"]
