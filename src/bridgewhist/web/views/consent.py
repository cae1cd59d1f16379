"""What a friendly table's claims and undo show: the ask waiting (with the claimer's hand, shown as
at a real table), what each seat may ask or answer, and the words of each consent event.

>>> from bridgewhist.web.tables.events import AnswerEvent
>>> answer_words("Ann (South)", AnswerEvent(seat="S", accept=False), None)
'Ann (South) plays on.'
"""

from __future__ import annotations

from bridgewhist.agents.claims import tricks_left
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.web.tables.consent import Ask, mask_cards, shown_in_play
from bridgewhist.web.tables.events import AnswerEvent, AskEvent, ClaimEvent, ConsentEvent
from bridgewhist.web.tables.four_hand import Game
from bridgewhist.web.tables.seen import AT_ONCE, claim_refusal, last_act, undo_refusal
from bridgewhist.web.views.announce import score_line
from bridgewhist.web.views.models import Ask as AskPart
from bridgewhist.web.views.models import Consent, ShownHand

__all__ = ["answer_words", "ask_part", "consent_part", "describe_consent", "shown_part"]


def ask_part(game: Game) -> AskPart | None:
    """The ask waiting, as every receiver sees it: who asks what, who has accepted, who must
    still answer, and the claimer's hand, shown as at a real table (a claim is made cards up).
    """
    ask, state = game.ask, game.state
    if ask is None or state is None:
        return None
    waiting = [s.name for s in Seat if s != ask.seat and s not in ask.accepted]
    shown = (ShownHand(seat=ask.seat.name, cards=mask_cards(state.hands[ask.seat]))
             if ask.what == "claim" else None)
    return AskPart(seat=ask.seat.name, what=ask.what, tricks=ask.tricks, left=tricks_left(state),
                   count=ask.count, accepted=sorted(s.name for s in ask.accepted), waiting=waiting,
                   shown=shown)


def consent_part(game: Game, seat: Seat | None) -> Consent:
    """What ``seat`` may ask or answer now: ``claim`` (the tricks left, in the play), ``undo``
    and the act it takes back (``undo_act``), ``answer`` (an ask waits for his answer),
    ``withdraw`` (his own ask waits)."""
    ask, state, table = game.ask, game.state, game.table
    if seat is None or state is None or table is None or game.waiting:
        return Consent(claim=None, undo=False, undo_act=None, answer=False, withdraw=False)
    if ask is not None:
        stands = ask.what == "claim" and ask.tricks == 0   # a concession cannot be withdrawn
        return Consent(claim=None, undo=False, undo_act=None,
                       answer=seat != ask.seat and seat not in ask.accepted,
                       withdraw=seat == ask.seat and not stands)
    shown = shown_in_play(game)
    may_claim = state.phase == Phase.PLAY and claim_refusal(table, shown, seat) is None
    claim = tricks_left(state) if may_claim else None
    undo = undo_refusal(table, shown, seat) is None
    return Consent(claim=claim, undo=undo, undo_act=last_act(table, seat) if undo else None, answer=False,
                   withdraw=False)


def shown_part(game: Game) -> dict[str, list[str]]:
    """The hands laid face up by claims in the deal in play, by seat, as they are now (every
    receiver sees them, as everyone at a real table does); empty once the deal is over."""
    state = game.state
    if state is None or state.is_complete:
        return {}
    seats = shown_in_play(game).seats
    return {seat.name: mask_cards(state.hands[seat]) for seat in Seat if seat in seats}


def _tricks(n: int) -> str:
    return f"{n} trick" if n == 1 else f"{n} tricks"


def answer_words(who: str, event: ConsentEvent, ask: Ask | None) -> str:
    """The words of a consent event, said by ``who`` (``ask``: the ask it answered or settled)."""
    if isinstance(event, AskEvent):
        return f"{who} asks to take back the last action." if event.what == "undo" else ""
    if isinstance(event, AnswerEvent):
        if event.why and event.why.endswith(AT_ONCE):   # a computer player declines an undo
            return f"{who} plays on: {event.why}."
        if event.why:
            return f"{who}'s claim fails: {event.why}."
        return f"{who} accepts." if event.accept else f"{who} plays on."
    if isinstance(event, ClaimEvent):
        return f"Claim accepted: {who}'s side takes {_tricks(event.tricks)} of those left."
    return f"Undo accepted: {who}'s last action is taken back ({event.count} in all)."


def describe_consent(game: Game, event: ConsentEvent) -> list[dict[str, str]]:
    """The announcements of a consent event just applied (the deal's score after a claim)."""
    seat = Seat.parse(event.seat)
    member = game.place_at(seat)
    who = f"{member.name} ({seat.full_name})" if member is not None else seat.full_name
    state = game.state
    if isinstance(event, ClaimEvent) and state is not None and state.is_complete:
        return [{"kind": "claim", "text": answer_words(who, event, None)},
                {"kind": "score", "text": score_line(game, state)}]
    if isinstance(event, AskEvent) and event.what == "claim":
        ask = game.ask
        tricks = 0 if ask is None else ask.tricks
        state = game.state
        left = 0 if state is None else tricks_left(state)
        text = (f"{who} concedes the {_tricks(left)} left and shows his hand." if tricks == 0 else
                f"{who} claims {_tricks(tricks)} of the {left} left and shows his hand.")
        return [{"kind": "claim", "text": text}]
    kind = "undo" if isinstance(event, AskEvent) else event.kind
    return [{"kind": kind, "text": answer_words(who, event, game.ask)}]
