"""The step-through of a finished refereed deal for the browser's replay (``static/js/replay_laws.js``).

The deal's acts are replayed by the referee (:func:`~bridgewhist.notation.record_laws.replay_refereed`,
the same rebuild as ``bridgewhist replay``) and cut into steps: the talk up to an irregularity or
to the opening lead, each irregularity with the options the law offers (the law cited), each
choice with who made it, each trick as actually played with its winner. Every step carries the
position after it: the hands as they stand, the trick in progress, the tricks won, the exposed
cards and the penalties binding each seat. Only a finished deal is ever stepped through: the
whole deal is public once the referee is done with it.

>>> from bridgewhist.cards import parse_deal
>>> from bridgewhist.acts import parse_act
>>> from bridgewhist.laws import load_law_code
>>> from bridgewhist.record import RefereedDeal
>>> from bridgewhist.seats import Seat
>>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
>>> deal = RefereedDeal(Seat.S, hands, (parse_act("N: hearts"), parse_act("W: choose new-deal")))
>>> steps = deal_steps(load_law_code("english-1904"), deal)
>>> [s.kind for s in steps]
['irregularity', 'ruling']
>>> steps[0].offered.law, steps[1].chosen.text
('english-1904 law 49', 'a new deal')
"""

from __future__ import annotations

from typing import Any

from bridgewhist.actions import ActionKind
from bridgewhist.acts import Act, Verb
from bridgewhist.cards import CARDS, Suit, format_deal
from bridgewhist.laws.code import LawCode
from bridgewhist.notation.record_laws import replay_refereed
from bridgewhist.record import RefereedDeal
from bridgewhist.referee.events import Event as RefereeEvent
from bridgewhist.referee.events import Obligation, ObligationKind
from bridgewhist.referee.referee import Referee
from bridgewhist.seats import Seat
from bridgewhist.state import Phase, Trick
from bridgewhist.web.views.four_hand import TALK_PHASES, card_text, cards_of
from bridgewhist.web.views.laws_models import Step
from bridgewhist.web.views.models import Spoken
from bridgewhist.words import action_words, card_words, said

__all__ = ["act_words", "deal_steps", "deal_talk", "ordinary_actions", "penalty_words"]

_TALK = (Phase.DECLARATION, Phase.DOUBLING)

_VERB_WORDS = {
    Verb.EXPOSE: "exposes {cards}",
    Verb.SHOW_PARTNER: "holds {cards} so that partner can see it",
    Verb.DROP_BELOW: "drops {cards} below the table",
    Verb.TWO_CARDS: "plays {cards} at once",
    Verb.RUN: "leads {cards} one after another without waiting for partner",
    Verb.HAVING_NONE: "asks partner: \u201cHaving none?\u201d",
    Verb.CORRECT: "takes back his renounce, {cards}",
    Verb.CONSULT: "consults partner",
    Verb.SUGGEST_PENALTY: "suggests the penalty to partner",
    Verb.CLAIM_REST: "says \u201cI have the rest\u201d",
    Verb.THROW_DOWN: "throws his cards face upward on the table",
    Verb.CONCEDE: "throws down his hand, conceding the claim",
    Verb.SUGGEST: "suggests {cards} from dummy",
    Verb.POINT_OUT: "calls attention to an incident of the play",
    Verb.CLAIM_TRICK: "claims the trick before his partner has played",
    Verb.REFERENCE: "refers to an incident of the play",
    Verb.NAME_CARD: "names {cards}",
    Verb.OMITTED: "is found to have omitted to play to a former trick",
    Verb.LAY_DOWN: "lays his cards face upward on the table as dummy",
    Verb.CUT: "cuts the pack for the following deal",
    Verb.ANSWER_NONE: "answers \u201cNone\u201d",
    Verb.QUIT_TRICK: "turns and quits the trick",
}


def penalty_words(obligation: Obligation) -> str:
    """A penalty binding a player, in words with its law.

    >>> from bridgewhist.cards import Card
    >>> penalty_words(Obligation(Seat.E, ObligationKind.PLAY_CARD, "english-1904 law 84", Card.parse("ST")))
    'East must play the ten of spades when able (english-1904 law 84)'
    """
    kind, value = obligation.kind, obligation.value
    trick = "this trick" if obligation.trick < 0 else f"trick {obligation.trick + 1}"
    suit = Suit(value).plural if 0 <= value < 4 else "a suit"
    card = "a card"
    if kind in (ObligationKind.PLAY_CARD, ObligationKind.PLAY_SUGGESTED, ObligationKind.NOT_SUGGESTED) \
            and value in CARDS:
        card = card_words(value)
    words = {
        ObligationKind.PLAY_CARD: f"must play {card} when able",
        ObligationKind.LEAD_SUIT: f"must lead {suit} at his next lead",
        ObligationKind.CALL_SUIT_AT_LEAD: "may be called on to lead a suit at his side's next lead"
        + (f" ({obligation.chooser.full_name} calls it)" if obligation.chooser is not None else ""),
        ObligationKind.NOT_LEAD_SUIT: f"must not lead {suit} at the opening lead",
        ObligationKind.HIGHEST: f"must play his highest card of the suit led to {trick}",
        ObligationKind.LOWEST: f"must play his lowest card of the suit led to {trick}",
        ObligationKind.WIN: f"must win {trick} if able",
        ObligationKind.NOT_WIN: f"must not win {trick} if he can avoid it",
        ObligationKind.PLAY_SUGGESTED: f"must play {card}, the card dummy suggested",
        ObligationKind.NOT_SUGGESTED: f"must not play {card}, the card dummy suggested",
    }.get(kind, kind.value)
    return f"{obligation.seat.full_name} {words} ({obligation.law})"


def act_words(before: Referee, act: Act) -> str:
    """What ``act`` did, in words, as the table saw it (``before`` is the referee it was made to).

    >>> from bridgewhist.cards import parse_deal
    >>> from bridgewhist.acts import parse_act
    >>> from bridgewhist.laws import load_law_code
    >>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
    >>> referee = Referee.from_deal(load_law_code("english-1904"), Seat.S, hands)
    >>> act_words(referee, parse_act("E: expose ST")), act_words(referee, parse_act("S: spades"))
    ('exposes the ten of spades', '“Spades”')
    """
    action = act.action
    if action is not None and action.kind == ActionKind.PLAY:
        holder = before.holder(action.value)
        source = " from dummy" if holder is not None and holder != act.seat else ""
        return f"plays {card_words(action.value)}{source}"
    if action is not None:
        try:
            return f"\u201c{action_words(before.hand, action)}\u201d"
        except ValueError:  # said out of its place in the talk: the action as written
            return f"\u201c{action}\u201d"
    if act.verb == Verb.CHOOSE:
        option = None if before.pending is None else before.pending.option(act.word)
        return f"chooses: {option.text if option is not None else act.word}"
    if act.verb == Verb.DEALING and act.word == "looked":
        return "looked at his cards while they were dealt"
    if act.verb == Verb.DEALING:
        return f"reports a fault in the dealing ({act.word})"
    template = _VERB_WORDS.get(act.verb, "") if act.verb is not None else ""
    if not template:
        return str(act).partition(":")[2].strip()
    cards = " and ".join(card_words(c) for c in act.cards)
    if act.target is not None:
        cards = f"{cards} in {act.target.full_name}'s hand"
    return template.format(cards=cards)


def ordinary_actions(referees: tuple[Referee, ...], deal: RefereedDeal) -> list[str] | None:
    """The deal's acts as a STRICT deal's ``actions`` when the referee had nothing to do (each
    act regular, no event): such a deal replays as any other. None otherwise."""
    if referees[-1].events:
        return None
    out = []
    for before, act in zip(referees, deal.acts, strict=False):
        if act.action is None or act not in before.legal_acts():
            return None
        out.append(str(act.action))
    return out


def deal_talk(referees: tuple[Referee, ...], deal: RefereedDeal) -> list[Spoken]:
    """The words said in the deal's declaration and doubling, in order, each with the seat that
    said it and the phase of the deal it was said in: the laws' words (``words.said``), or the
    action as written when it was said out of its place (the referee's lines tell the rest).
    ``referees`` are the deal's referees, one before each act and the last.

    >>> from bridgewhist.cards import parse_deal
    >>> from bridgewhist.acts import parse_act
    >>> from bridgewhist.laws import load_law_code
    >>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
    >>> deal = RefereedDeal(Seat.S, hands, tuple(parse_act(a) for a in ("S: hearts", "W: double")))
    >>> referees = replay_refereed(load_law_code("english-1904"), deal)
    >>> [(s.seat, s.words, s.phase) for s in deal_talk(referees, deal)]
    [('S', 'Hearts', 'declaration'), ('W', 'I double', 'doubling')]
    """
    out: list[Spoken] = []
    for before, act in zip(referees, deal.acts, strict=False):
        phase = TALK_PHASES.get(before.hand.phase)
        action = act.action
        if phase is None or action is None or action.kind == ActionKind.PLAY:
            continue
        try:
            words = said(before.hand, action)
        except ValueError:  # said out of its place in the talk: the action as written
            words = str(action)
        out.append(Spoken(seat=act.seat.name, action=str(action), words=words, phase=phase))
    return out


def _position(referee: Referee) -> dict[str, Any]:
    hand = referee.hand
    return {
        "hands": format_deal(hand.hands),
        "trick_now": {"leader": hand.leader.name, "cards": [card_text(c) for c in hand.trick]},
        "won": {"NS": hand.won[0], "EW": hand.won[1]},
        "exposed": {seat.name: cards_of(referee.exposed[seat]) for seat in Seat if referee.exposed[seat]},
        "penalties": {seat.name: [penalty_words(o) for o in referee.obligations_of(seat)]
                      for seat in Seat if referee.obligations_of(seat)},
    }


def _trick_dict(number: int, trick: Trick, change: str) -> dict[str, Any]:
    return {"number": number, "leader": trick.leader.name, "cards": [card_text(c) for c in trick.cards],
            "winner": trick.winner.name, "change": change}


def _tricks_changed(before: Referee, after: Referee) -> list[dict[str, Any]]:
    """The tricks turned between two referees (``change``: ``completed``), those changed
    (``amended``) and those taken back: a renounce corrected after its trick was turned puts
    the trick back in play (P94, A91, W91; ``taken-back``, with the cards it held)."""
    earlier, later = before.hand.tricks, after.hand.tricks
    out = [_trick_dict(index + 1, trick, "amended" if index < len(earlier) else "completed")
           for index, trick in enumerate(later) if index >= len(earlier) or earlier[index] != trick]
    out += [_trick_dict(index + 1, earlier[index], "taken-back") for index in range(len(later), len(earlier))]
    return out


def _kind(step: dict[str, Any]) -> str:
    if step["chosen"] is not None:
        return "ruling"
    if step["events"] or step["offered"] is not None:
        return "irregularity"
    if any(t["change"] == "completed" for t in step["tricks"]):
        return "trick"
    return "talk" if all(a["kind"] == "talk" for a in step["acts"]) else "play"


def _act_entry(before: Referee, act: Act) -> dict[str, Any]:
    """One act of a step: its seat, text and words, and its kind (choose, irregular, talk,
    play)."""
    talk = act.action is not None and before.hand.phase in _TALK
    if act.verb == Verb.CHOOSE:
        kind = "choose"
    elif act not in before.legal_acts():
        kind = "irregular"
    else:
        kind = "talk" if talk else "play"
    return {"seat": act.seat.name, "act": str(act), "words": act_words(before, act), "kind": kind,
            "talk": talk}


def _event_entry(event: RefereeEvent) -> dict[str, Any]:
    return {"act": event.act, "what": event.what, "law": event.law or None,
            "options": list(event.options), "choice": event.choice or None}


def _offered(before: Referee, after: Referee) -> dict[str, Any] | None:
    """The ruling an act left waiting, when it is new."""
    ruling = after.pending
    if ruling is None or ruling == before.pending:
        return None
    return {"chooser": ruling.chooser.name, "offender": ruling.offender.name,
            "irregularity": ruling.irregularity, "law": ruling.law,
            "options": [{"key": o.key, "text": o.text} for o in ruling.options]}


def _chosen(before: Referee, act: Act) -> dict[str, Any] | None:
    """The option an act chose of the ruling waiting, if it chose one."""
    ruling = before.pending
    if act.verb != Verb.CHOOSE or ruling is None:
        return None
    option = ruling.option(act.word)
    return {"chooser": act.seat.name, "key": act.word,
            "text": option.text if option is not None else act.word,
            "law": ruling.law, "irregularity": ruling.irregularity, "offender": ruling.offender.name}


def _step_ends(before: Referee, after: Referee, last: bool) -> bool:
    """A step also ends with a trick completed, the talk over, the deal's last act or its end."""
    done_tricks = len(after.hand.tricks) > len(before.hand.tricks)
    talk_over = before.hand.phase in _TALK and after.hand.phase not in _TALK
    return done_tricks or talk_over or last or after.is_over


def deal_steps(code: LawCode, deal: RefereedDeal,
               referees: tuple[Referee, ...] | None = None) -> list[Step]:
    """The finished refereed deal cut into steps (see the module's docstring), each a
    :class:`~bridgewhist.web.views.laws_models.Step`:
    ``kind`` (talk, irregularity, ruling, trick, play), ``acts`` (seat, act, words, kind: talk,
    play, choose or irregular; talk: said in the talk), ``events`` (the referee's lines, law
    cited), ``offered`` (the ruling then waiting: chooser, offender, irregularity, law,
    options), ``chosen`` (chooser, key, text, law, offender, irregularity), ``tricks``
    (number, leader, cards, winner, change: completed, amended or taken-back) and the position after it
    (:func:`_position`).
    ``referees`` are the deal's referees when already replayed.

    :raises NotationError: when an act does not replay (never for a deal the table played).
    """
    if referees is None:
        referees = replay_refereed(code, deal)
    steps: list[Step] = []
    step: dict[str, Any] | None = None
    for index, act in enumerate(deal.acts):
        before, after = referees[index], referees[index + 1]
        if step is None:
            step = {"acts": [], "events": [], "offered": None, "chosen": None, "tricks": [],
                    "from": before}
        step["acts"].append(_act_entry(before, act))
        new_events = after.events[len(before.events):]
        step["events"].extend(_event_entry(e) for e in new_events)
        step["offered"] = _offered(before, after) or step["offered"]
        step["chosen"] = _chosen(before, act) or step["chosen"]
        if new_events or step["offered"] is not None or step["chosen"] is not None \
                or _step_ends(before, after, index == len(deal.acts) - 1):
            step["tricks"] = _tricks_changed(step.pop("from"), after)
            step["kind"] = _kind(step)
            step.update(_position(after))
            steps.append(Step(**step))
            step = None
    return steps
