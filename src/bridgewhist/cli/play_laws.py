"""``bridgewhist play --club-laws``: the terminal rubber refereed under the laws (LAWS mode).

At a club-laws table irregularities are possible: you may renounce (play a card of another
suit while holding the suit led), lead out of turn, expose a card, ask "Having none?", and so
on; the :class:`~bridgewhist.referee.referee.Referee` of each deal (a
:class:`~bridgewhist.referee.table.RefereedTable` keeps the rubber) records each one and
offers the wronged side its remedy in the law's own words. With ``--errors P`` the computer
players err now and then (a renounce, a card dropped face up), so that you are offered
remedies too. After each trick you may act out of turn (``S: HK``) or ask your partner
``having-none``; press Enter to go on.

>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["play", "--club-laws", "--seed", "4", "--deals", "1",
...                                   "--agent", "random"], input="1\\n" * 120)
>>> result.exit_code, "Scoring block" in result.output
(0, True)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from rich.console import Console
from rich.text import Text

from bridgewhist.actions import ActionKind, parse_action, play
from bridgewhist.acts import Act, Verb, parse_act
from bridgewhist.agents import Agent, ScoreContext, view_of
from bridgewhist.agents.base import referee_chooser
from bridgewhist.cards import SUIT_MASKS, CardSet
from bridgewhist.cli.menu import DOUBLE_RULE, chosen, menu_keys
from bridgewhist.cli.render import (
    action_words,
    card_text,
    deal_score,
    hand_line,
    hands_table,
    scoring_block,
    trick_line,
)
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.laws.code import LawCode
from bridgewhist.record import Record
from bridgewhist.referee.events import Event
from bridgewhist.referee.referee import Referee
from bridgewhist.referee.table import RefereedTable
from bridgewhist.rubber import Rubber
from bridgewhist.seats import Seat, Side
from bridgewhist.state import Phase
from bridgewhist.table import Table

HELP = (
    "Answer with the number of an act, or the act itself: a card (HK), a strain, 'leave', "
    f"'double', 'satisfied'. {DOUBLE_RULE} Irregular acts are written 'SEAT: ACT', e.g. "
    "'S: expose SK', "
    "'S: having-none' (ask partner), 'S: correct SK' (take back a renounce), 'S: HK' out of "
    "turn, 'S: dealing looked' (you looked at your cards while they were dealt), 'S: dealing "
    "out-of-turn', 'N: lay-down' (dummy lays his cards on the table), 'E: none' (the answer to "
    "'Having none?'), 'S: quit-trick' (turn and quit the last trick), 'S: cut' (the dealer cuts "
    "for the next deal: no revoke can be claimed after). Also: 'score', 'help', 'quit'."
)


class QuitLaws(Exception):
    """The player asked to stop (or the input ended)."""


@dataclass
class LawsSession:
    """A person's rubber at a club-laws table: the refereed table, the person's seat, the agents."""

    table: RefereedTable
    person: Seat
    agents: Mapping[Seat, Agent]
    console: Console
    errors: float = 0.0
    ask: Callable[[str], str] = input
    told: list[Event] = field(default_factory=list)

    @property
    def code(self) -> LawCode:
        """The law code in force."""
        return self.table.code

    @property
    def players(self) -> dict[Seat, str]:
        """The players by seat."""
        return self.table.players

    @property
    def rubber(self) -> Rubber:
        """The rubber scored so far (the deal in play included once the referee is done)."""
        return self.table.rubber

    @property
    def referee(self) -> Referee:
        """The deal in play, as the referee holds it (for callers that watch the game)."""
        return self.table.referee

    @property
    def labels(self) -> dict[Side, str]:
        """The two partnerships by their names."""
        return {side: "-".join(self.players[s] for s in side.seats) for side in Side}

    def context(self) -> ScoreContext:
        """The score, for the players' views."""
        return ScoreContext(self.rubber.game_score, self.rubber.games_won)

    def name(self, seat: Seat) -> str:
        """``Ames (West)``."""
        return f"{self.players[seat]} ({seat.full_name})"

    # -- one deal ---------------------------------------------------------------------------
    def play_deal(self) -> Referee:
        """Referee the deal in play on the table to its end; the final referee."""
        table = self.table
        dealer = table.referee.dealer
        choose = referee_chooser(self.agents, self.context)
        self.told = []
        self.console.print()
        self.console.rule(Text(f"{self.name(dealer)} deals · club laws ({self.code.key})",
                               style="bold"))
        while not table.deal_over:
            referee = table.referee
            actor = referee.to_act
            assert actor is not None
            act = self._ask(referee) if actor == self.person else self._computer_act(referee, choose)
            try:
                after = table.apply_act(act)
            except IllegalActionError as error:
                self.console.print(Text(f"Not allowed: {error}", style="bold"))
                continue
            self._announce(referee, after, act)
            if (after.hand.phase == Phase.PLAY and len(after.hand.tricks) > len(referee.hand.tricks)
                    and not after.is_over and after.pending is None):
                self._between_tricks()
        self._show_events(table.referee)
        return table.referee

    def after_deal(self) -> Referee:
        """After the last trick, before the next deal: where the code allows it (W43 "before the
        cards are dealt for the following deal") the person may report the deal dealt out of
        turn; it is then void and its score struck out (reading L9). Enter goes on."""
        table = self.table
        if self.code.new_deal.deal_out_of_turn_corrected_until != "the following deal":
            return table.referee
        while table.referee.outcome == "closed":
            applied = self._read_act("(Enter for the next deal, or 'S: dealing out-of-turn')> ")
            if applied is None:
                break
            _, after, act = applied
            self.console.print(f"{self.name(act.seat)}: {act}")
            self._show_events(after)
            if after.outcome == "void":
                self.console.print(Text("The deal is void: its score is struck out.", style="bold"))
                self.console.print(scoring_block(self.rubber, self.labels))
        return table.referee

    def _computer_act(self, referee: Referee, choose: Callable[[Referee], Act]) -> Act:
        """The computer player's act; with probability ``errors`` an irregular one."""
        hand = referee.hand
        if referee.pending is None and hand.phase == Phase.PLAY and self.table.rng.random() < self.errors:
            seat = hand.turn
            if seat != hand.dealer.partner:  # dummy's cards are on the table: no renounce there
                held = hand.hands[seat]
                if hand.trick:
                    led = hand.trick[0] >> 4
                    others = held & ~SUIT_MASKS[led]
                    if held & SUIT_MASKS[led] and others:  # a renounce
                        return Act(hand.actor, play(_lowest(others)))
                elif held & ~referee.exposed[seat]:
                    return Act(seat, verb=Verb.EXPOSE, cards=(_lowest(held & ~referee.exposed[seat]),))
        return choose(referee)

    def _between_tricks(self) -> None:
        """After a trick: the person may act out of turn or ask "Having none?"; Enter goes on."""
        table = self.table
        while (table.referee.to_act != self.person and not table.referee.is_over
               and table.referee.pending is None):
            applied = self._read_act("(Enter to go on, or an act such as 'S: having-none')> ")
            if applied is None:
                break
            self._announce(*applied)

    def _read_act(self, prompt: str) -> tuple[Referee, Referee, Act] | None:
        """Ask until an act the laws allow is applied: (the referee before, after, the act); None
        when the person presses Enter to go on."""
        table = self.table
        while True:
            answer = self._read(prompt).strip()
            if not answer or answer.isdigit():
                return None
            before = table.referee
            act = self._parse(before, answer)
            if act is None:
                continue
            try:
                after = table.apply_act(act)
            except IllegalActionError as error:
                self.console.print(Text(f"Not allowed: {error}", style="bold"))
                continue
            return before, after, act

    def _announce(self, before: Referee, after: Referee, act: Act) -> None:
        if act.action is not None and act.action.kind == ActionKind.PLAY:
            holder = before.holder(act.action.value)
            holder = act.seat if holder is None else holder
            line = Text(f"{self.name(holder)} plays ")
            line.append_text(card_text(act.action.value))
            self.console.print(line)
        elif act.action is not None and before.hand.phase in (Phase.DECLARATION, Phase.DOUBLING):
            try:
                words = action_words(before.hand, act.action)
            except ValueError:
                words = str(act.action)
            self.console.print(f'{self.name(act.seat)}: "{words}"')
        else:
            self.console.print(f"{self.name(act.seat)}: {act}")
        if len(after.hand.tricks) > len(before.hand.tricks) and after.hand.tricks:
            trick = after.hand.tricks[-1]
            ns, ew = after.hand.won
            self.console.print(Text(f"  Trick {len(after.hand.tricks)} to {self.name(trick.winner)} · "
                                    f"{self.labels[Side.NS]} {ns}, {self.labels[Side.EW]} {ew}",
                                    style="dim"))
        self._show_events(after)

    def _show_events(self, referee: Referee) -> None:
        """The referee's rulings the table may know and has not yet been told, with the law
        (a renounce only once the deal is over: :meth:`Referee.public_events`)."""
        told = Counter(self.told)
        for event in referee.public_events():
            if told[event]:
                told[event] -= 1
                continue
            self.told.append(event)
            self.console.print(Text(f"  Referee: {event.what}" + (f" ({event.law})" if event.law else ""),
                                    style="italic"))

    # -- the person's turn ------------------------------------------------------------------
    def _ask(self, referee: Referee) -> Act:
        console = self.console
        ruling = referee.pending
        if ruling is not None:
            console.print(Text(f"{self.name(ruling.offender)}: {ruling.irregularity} "
                               f"({ruling.law}). You choose:", style="bold"))
            for number, option in enumerate(ruling.options, 1):
                console.print(f"  {number} {option.text}")
        else:
            self._show_view(referee)
        ours = (self.person, self.person.partner)
        offers = offered(referee, ours)
        notes = dict(offers)
        keyed = menu_keys([act for act, _ in offers],
                          lambda act: act.action is not None and act.action.kind == ActionKind.DOUBLE)
        if ruling is None:
            menu = Text()
            for key, act in keyed:
                menu.append(f"{key:>2} ", style="dim")
                if act.action is not None and act.action.kind == ActionKind.PLAY:
                    menu.append_text(card_text(act.action.value))
                elif act.action is not None:
                    menu.append(action_words(referee.hand, act.action))
                if notes[act]:
                    menu.append(f" ({notes[act]})", style="italic")
                menu.append("   ")
            console.print(menu)
        # The acts of a real table open now (looked, lay-down, quit-trick, none, cut), typed.
        table_acts = [f"'{a}'" for seat in ours for a in referee.table_acts(seat)]
        if table_acts:
            console.print(Text("   Also at the table: " + ", ".join(table_acts), style="dim"))
        while True:
            answer = self._read(f"{self.players[self.person]}> ").strip()
            picked = chosen(answer, keyed)
            if picked is not None:
                return picked
            parsed = self._parse(referee, answer)
            if parsed is not None:
                return parsed

    def _parse(self, referee: Referee, answer: str) -> Act | None:
        lowered = answer.lower()
        if lowered in ("quit", "exit", "q"):
            raise QuitLaws
        if lowered in ("help", "?"):
            self.console.print(HELP)
            return None
        if lowered == "score":
            self.console.print(scoring_block(self.rubber, self.labels))
            return None
        try:
            if ":" in answer:
                act = parse_act(answer)
            else:
                seat = referee.hand.actor if referee.to_act == self.person else self.person
                act = Act(seat, parse_action(answer))
        except NotationError as error:
            self.console.print(Text(f"{error}. Type 'help' for the forms.", style="bold"))
            return None
        if act.seat not in (self.person, self.person.partner):
            self.console.print(Text(f"You sit {self.person.full_name}: you cannot act for "
                                    f"{act.seat.full_name}", style="bold"))
            return None
        return act

    def _read(self, prompt: str) -> str:
        try:
            return self.ask(prompt)
        except EOFError:
            raise QuitLaws from None

    def _show_view(self, referee: Referee) -> None:
        view = view_of(referee.hand, referee.hand.actor, self.context())
        console = self.console
        console.print()
        if view.dummy_hand is not None:
            console.print(hand_line(f"Dummy ({referee.hand.dealer.partner.full_name})", view.dummy_hand))
        for seat in Seat:
            if referee.exposed[seat] and seat != self.person:
                console.print(hand_line(f"Exposed by {self.name(seat)}", referee.exposed[seat]))
        for obligation in referee.obligations_of(self.person):
            console.print(Text(f"Penalty binding you: {obligation}", style="bold"))
        if view.trick:
            console.print(trick_line("Trick so far: ", view.leader, view.trick))
        console.print(hand_line(f"Your hand ({self.person.full_name})", referee.hand.hands[self.person]))

    def show_result(self, referee: Referee) -> None:
        """The deal's hands, its score and the block (or the new deal)."""
        console = self.console
        result = referee.result()
        console.print(hands_table(referee.hand.deal, dealer=referee.dealer, names=self.players))
        if result is None:
            console.print(Text(f"The deal is {referee.outcome}: no score.", style="bold"))
            return
        rubber = self.rubber
        console.print("Score: " + deal_score(rubber.deals[-1], self.labels), soft_wrap=True)
        console.print(scoring_block(rubber, self.labels))

    def record(self, seed: int | None, event: str) -> Record:
        """The refereed deals finished so far as a record."""
        return Record(self.code, tuple(deal for deal, _ in self.table.finished()), dict(self.players),
                      seed, event)


def offered(referee: Referee, seats: Sequence[Seat]) -> list[tuple[Act, str]]:
    """The acts a terminal's menu offers now: the referee's regular acts, then those of
    ``seats`` that need an adversary's consent (a re-double after a lead before the doubling was
    complete, P59, A56, W56), each with its note ("" for none, else whose consent and the law).

    >>> from bridgewhist.cards import parse_deal
    >>> from bridgewhist.laws import load_law_code
    >>> hands = parse_deal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32")
    >>> ref = Referee.from_deal(load_law_code("english-1904"), Seat.S, hands)
    >>> for text in ("S: hearts", "W: double", "S: satisfied", "W: S4", "N: double", "W: satisfied"):
    ...     ref = ref.act(text)
    >>> [(str(act), note) for act, note in offered(ref, (Seat.E, Seat.W))]
    [('E: satisfied', ''), ('E: double', "only with North's consent, english-1904 law 59")]
    """
    regular = [(act, "") for act in referee.legal_acts()]
    return regular + [(c.act, f"only with {c.consent_of.full_name}'s consent, {c.law}")
                      for seat in seats for c in referee.consent_acts(seat)]


def _lowest(cards: int) -> int:
    """The lowest card of a set by rank (the card a careless player lets slip)."""
    return min(CardSet(cards), key=lambda c: (int(c) & 15, int(c) >> 4))


def play_club_laws(console: Console, table: Table, person: Seat, agents: Mapping[Seat, Agent],
                   seed: int, deals: int | None, errors: float, ask: Callable[[str], str]) -> LawsSession:
    """Play refereed deals until the rubber ends, ``deals`` are played, or the person quits: the
    players seated at ``table``, its dealer first, the deals shuffled from ``seed``."""
    refereed = RefereedTable(table.code, table.players, random.Random(f"club-laws:{seed}"),
                             dealer=table.state.dealer, seed=seed, event=table.event, cut=table.cut)
    session = LawsSession(refereed, person, agents, console, errors, ask)
    played = 0
    try:
        while not refereed.is_over and (deals is None or played < deals):
            if played:
                refereed.next_deal()  # the same dealer again after a new deal (P44, A42, W42)
            session.show_result(session.play_deal())
            played += 1
            if deals is None or played < deals:
                session.after_deal()  # W43: a deal out of turn, until the following deal
    except QuitLaws:
        console.print("Game stopped.")
    if refereed.is_over:
        console.print(Text(refereed.rubber.rubber_over_text(), style="bold"))
    return session


__all__ = ["LawsSession", "offered", "play_club_laws"]
