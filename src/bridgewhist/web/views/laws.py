"""The club-laws part of a table's views: the referee's rulings, events, exposed cards, penalties.

Everyone sees the ruling waiting (who chooses, whose irregularity, the law, the options in the
law's words), the referee's public events with their laws, the cards exposed at every seat (they
lie on the table) and the penalties binding each seat. Nobody sees a renounce, or a penalty
disobeyed, before the hand is played out (:meth:`Referee.public_events`) except the
player who made it (``laws.yours``): a table must not tell what a hand holds. The receiver's
``legal`` list is the acts the referee calls regular now (a ruling's options for its chooser);
any other act of his own may still be sent (:mod:`bridgewhist.web.tables.laws`).
:func:`public_view`, :func:`receiver_view` and :func:`announce` are a club-laws table's views:
the four-hand table's (:mod:`bridgewhist.web.views.four_hand`) with the referee's part.
"""

from __future__ import annotations

from typing import Any

from bridgewhist.actions import ActionKind
from bridgewhist.acts import Act, Verb
from bridgewhist.cards import format_deal
from bridgewhist.errors import NotationError
from bridgewhist.notation.record_laws import replay_refereed
from bridgewhist.referee.events import Event as RefereeEvent
from bridgewhist.referee.meanings import option_meanings
from bridgewhist.referee.offers import ConsentAct
from bridgewhist.referee.referee import Referee
from bridgewhist.referee.table import RefereedTable
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.web.tables.events import ActEvent, Event
from bridgewhist.web.tables.laws import LawsGame
from bridgewhist.web.tables.places import NEXT
from bridgewhist.web.views import four_hand
from bridgewhist.web.views.announce import describe
from bridgewhist.web.views.four_hand import card_text, cards_of
from bridgewhist.web.views.laws_models import (
    Claim,
    LawsDeal,
    LawsPart,
    LawsPublic,
    LawsSeen,
    LawsView,
    RefereeLine,
    Renounce,
    Ruling,
    RulingOption,
)
from bridgewhist.web.views.laws_replay import deal_steps, deal_talk, ordinary_actions, penalty_words
from bridgewhist.web.views.laws_words import describe_act, who
from bridgewhist.web.views.models import Choice, TurnedTrick
from bridgewhist.words import action_words, card_words


def event_dict(event: RefereeEvent) -> RefereeLine:
    """One referee event as sent: the act, what it was, the law, the options and the choice."""
    return RefereeLine(act=event.act, what=event.what, law=event.law or None, options=list(event.options),
                       choice=event.choice or None)


def event_seat(event: RefereeEvent) -> Seat | None:
    """The seat named by an event's act (``"E: HK"``), None for the referee's own lines."""
    head, colon, _ = event.act.partition(":")
    if not colon:
        return None
    try:
        return Seat.parse(head.strip())
    except NotationError:
        return None


def ruling_dict(referee: Referee) -> Ruling | None:
    """The ruling waiting, in the law's words with the law cited, each option with what choosing it
    does and its law (None when none waits)."""
    ruling = referee.pending
    if ruling is None:
        return None
    meanings = option_meanings(referee.code, ruling)
    return Ruling(chooser=ruling.chooser.name, offender=ruling.offender.name,
                  irregularity=ruling.irregularity, law=ruling.law,
                  options=[RulingOption(key=o.key, text=o.text, action=f"choose {o.key}",
                                        meaning=m.meaning, law=m.law)
                           for o, m in zip(ruling.options, meanings, strict=True)])


def laws_public(table: RefereedTable, view: dict[str, Any]) -> None:
    """Add the club-laws part every receiver gets alike to ``view``, the public part's fields
    (in place)."""
    referee = table.referee
    over = referee.is_over
    actor = referee.to_act
    if over:
        view.update({"phase": "over", "turn": None, "acting": None})
    elif view.get("phase") != "waiting":
        view["acting"] = None if actor is None else actor.name
        if referee.pending is not None:
            view["turn"] = None
    view["laws"] = LawsPart(
        outcome=referee.outcome or None,
        ruling=ruling_dict(referee),
        events=[event_dict(e) for e in referee.public_events()],
        exposed={seat.name: cards_of(referee.exposed[seat]) for seat in Seat if referee.exposed[seat]},
        penalties={seat.name: [penalty_words(o) for o in referee.obligations_of(seat)]
                   for seat in Seat if referee.obligations_of(seat)},
        claim=claim_part(referee),
    )


def claim_part(referee: Referee) -> Claim | None:
    """The dealer's claim of the rest (P75, A74, W74), while the play waits on it: the dealer,
    his cards (a claim at this table is made cards up: the adversaries judge it by them; they are
    not liable to be called) and the adversaries who have conceded it. None when there is none."""
    if not referee.rest_claimed or referee.is_over or referee.abandoned:
        return None
    dealer = referee.dealer
    return Claim(dealer=dealer.name, shown=cards_of(referee.hand.hands[dealer]),
                 conceded=sorted(seat.name for seat in referee.conceded))


def claim_acts(referee: Referee, seat: Seat) -> list[dict[str, str]]:
    """The claim acts open to ``seat``: the dealer's "I have the rest" in the play, the
    adversaries' concession of it once made."""
    if referee.is_over or referee.pending is not None or referee.hand.phase != Phase.PLAY:
        return []
    if seat == referee.dealer and not referee.rest_claimed:
        return [{"action": "claim-rest", "words": "I have the rest (claim the remaining tricks)"}]
    if referee.rest_claimed and referee.is_adversary(seat) and seat not in referee.conceded:
        return [{"action": "concede", "words": "Concede the dealer's claim (throw my cards down)"}]
    return []


def _act_entry(referee: Referee, act: Act) -> dict[str, str]:
    text = str(act).partition(":")[2].strip()
    if act.verb == Verb.CHOOSE and referee.pending is not None:
        option = referee.pending.option(act.word)
        return {"action": text, "words": option.text if option is not None else act.word}
    action = act.action
    if action is not None and action.kind == ActionKind.PLAY:
        return {"action": text, "words": card_words(action.value)}
    if action is not None:
        return {"action": text, "words": action_words(referee.hand, action)}
    return {"action": text, "words": text}


def consent_entry(game: LawsGame, referee: Referee, offered: ConsentAct) -> dict[str, str]:
    """An act that needs an adversary's consent, as the receiver's menu offers it: its words
    say whose consent and the law (P59, A56, W56); made, the referee asks him."""
    words = _act_entry(referee, offered.act)["words"]
    return {"action": str(offered.act).partition(":")[2].strip(),
            "words": f"{words} (only with {who(game, offered.consent_of)}'s consent, {offered.law})"}


_TABLE_ACT_WORDS = {
    "dealing": "I looked at my cards while they were dealt (no claim for a card exposed in dealing)",
    "lay-down": "Lay my cards on the table as dummy",
    "cut": "Cut for the next deal (no revoke can be claimed after the cut)",
    "none": "Answer \u201cNone\u201d (to \u201cHaving none?\u201d)",
    "quit-trick": "Turn and quit the trick",
    "correct": "Take back my lead out of turn (before the second hand plays)",
}
"""The words of the table acts :meth:`Referee.table_acts` offers, by verb."""


def laws_receiver(game: LawsGame, table: RefereedTable, view: dict[str, Any], seat: Seat | None,
                  person: bool) -> None:
    """Replace ``view``'s ``legal`` (the receiver's fields) by the referee's regular acts for this
    receiver and add what only he may see: his own private events (his renounce) and the renounces
    he may correct."""
    referee = table.referee
    legal: list[dict[str, str]] = []
    yours: list[Renounce] = []
    correctable: list[str] = []
    table_acts: list[dict[str, str]] = []
    if seat is not None and not game.waiting:
        legal = _legal_entries(game, table, seat, person)
        if not referee.is_over:
            yours, correctable = _renounces_of(referee, seat)
        table_acts = [{"action": str(a).partition(":")[2].strip(),
                       "words": _TABLE_ACT_WORDS[a.verb.value if a.verb else ""]}
                      for a in referee.table_acts(seat)] + claim_acts(referee, seat)
    view["legal"] = [Choice(**entry) for entry in legal]
    public = view["laws"]
    if public is not None:
        view["laws"] = LawsSeen(**dict(public), yours=yours, correctable=correctable,
                                table_acts=[Choice(**entry) for entry in table_acts])


def _legal_entries(game: LawsGame, table: RefereedTable, seat: Seat, person: bool) -> list[dict[str, str]]:
    """The acts the referee calls regular for ``seat`` now; at the deal's end, the next deal's."""
    referee = table.referee
    if referee.is_over:
        words = "Cut for a new rubber" if table.is_over else "Deal the next hand"
        return [{"action": NEXT, "words": words}] if person else []
    if referee.to_act != seat:
        return []
    return [*(_act_entry(referee, act) for act in referee.legal_acts() if act.seat == seat),
            *(consent_entry(game, referee, offered) for offered in referee.consent_acts(seat))]


def _renounces_of(referee: Referee, seat: Seat) -> tuple[list[Renounce], list[str]]:
    """A player's own renounces (seen by him alone until the hand is over), and those he may
    still correct."""
    yours = [Renounce(card=card_text(r.card), trick=r.trick + 1, law=r.law,
                      what=f"your renounce ({card_words(r.card)} at trick {r.trick + 1})"
                      + (": established" if r.established else ": it may still be corrected"))
             for r in referee.renounces if r.seat == seat]
    correctable = [card_text(r.card) for r in referee.renounces
                   if r.seat == seat and not r.established and not r.dummy]
    return yours, correctable


def laws_history(table: RefereedTable) -> list[LawsDeal]:
    """The finished refereed deals: hands, every act, the talk as said, the tricks as played, the referee's
    events (all of them: the deal is over), its outcome and its ``steps`` for the replay
    (:func:`~bridgewhist.web.views.laws_replay.deal_steps`). ``actions`` holds the acts as a STRICT
    deal's actions when the referee had nothing to do (else it is empty)."""
    players = {seat.name: name for seat, name in table.players.items()}
    out = []
    for number, (deal, referee) in enumerate(table.finished(), start=1):
        hand = referee.hand
        referees = replay_refereed(table.code, deal)
        ordinary = ordinary_actions(referees, deal)
        out.append(LawsDeal(
            number=number, dealer=deal.dealer.name, hands=format_deal(deal.hands), actions=ordinary or [],
            acts=[str(a) for a in deal.acts], talk=deal_talk(referees, deal),
            tricks=[TurnedTrick(leader=t.leader.name, cards=[card_text(c) for c in t.cards],
                                winner=t.winner.name) for t in hand.tricks],
            strain=None if hand.strain < 0 else ("NT" if hand.trump is None else hand.trump.letter),
            outcome=referee.outcome, events=[event_dict(e) for e in referee.events],
            multiplier=hand.multiplier,
            steps=[] if ordinary is not None else deal_steps(table.code, deal, referees), players=players))
    return out


def public_view(game: LawsGame, connected: set[int]) -> LawsPublic:
    """The part of a club-laws table's view every receiver gets alike: the four-hand table's,
    with the refereed deals' history and the referee's part (:func:`laws_public`)."""
    view = four_hand.public_fields(game, connected, laws_history)
    table = game.table
    if table is not None and game.state is not None:
        laws_public(table, view)
    return LawsPublic(**view)


def receiver_view(game: LawsGame, public: LawsPublic, place: int | None) -> LawsView:
    """The view of a club-laws table for one receiver (``place``, None for a spectator): the
    four-hand table's, with the referee's acts for him (:func:`laws_receiver`)."""
    seen = four_hand.receiver_part(game, public, place)
    view = {**dict(public), "members": seen.members, "you": seen.you, "hands": seen.hands,
            "legal": seen.legal}
    table = game.table
    if table is not None:
        member = None if place is None else game.places[place]
        laws_receiver(game, table, view, game.seat_of(place), member is not None and member.person)
    return LawsView.model_construct(**view)


def announce(game: LawsGame, event: Event) -> list[dict[str, str]]:
    """The announcements of an event just applied at a club-laws table: an act's
    (:func:`describe_act`), else as at a four-hand table."""
    if isinstance(event, ActEvent):
        return describe_act(game, event)
    return describe(game, event)


__all__ = ["announce", "claim_acts", "claim_part", "consent_entry", "describe_act", "event_dict",
           "event_seat", "laws_history", "laws_public", "laws_receiver", "public_view", "receiver_view",
           "ruling_dict"]
