"""``bridgewhist play``: a rubber in the terminal, you against (and with) computer players.

You cut with three computer players for partners and deal; the laws then seat you. When you
deal you also play dummy's cards (P63, A62, W62); with ``--both-hands`` you play your partner's
hand too, so every deal of your side is yours to make and play. At each of your turns the
screen shows only what your seat could see at a real table (your hand, dummy once exposed,
the cards played) and the actions the laws allow, numbered: answer with the number, or with
the action in words (``hearts``, ``I leave it to you, partner``, ``May I lead?``, ``HK``);
a double is never numbered: ``x`` or ``I double`` (``cli/menu.py``).
``help``, ``score`` and ``quit`` work at every prompt. The scoring block follows each deal.

>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> answers = "\\n".join(["zz", "1"] + ["1"] * 60)
>>> result = CliRunner().invoke(app, ["play", "--seed", "4", "--deals", "1"], input=answers)
>>> result.exit_code, "unknown action 'zz'" in result.output, "Scoring block" in result.output
(0, True, True)
"""

from __future__ import annotations

import datetime
import random
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Annotated

import platformdirs
import typer
from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from bridgewhist.actions import Action, ActionKind, parse_action
from bridgewhist.agents import Agent, ScoreContext, make_agent, view_of
from bridgewhist.cards import Strain
from bridgewhist.cli.common import BadInput, bad_input, cut_lines, option, verb
from bridgewhist.cli.menu import DOUBLE_RULE, chosen, menu_keys
from bridgewhist.cli.play_laws import play_club_laws
from bridgewhist.cli.play_three import play_three_hand
from bridgewhist.cli.render import (
    action_words,
    card_text,
    deal_score,
    hand_line,
    hands_table,
    scoring_block,
    strain_text,
    trick_line,
)
from bridgewhist.errors import BridgeError, IllegalActionError, NotationError
from bridgewhist.laws import load_law_code
from bridgewhist.notation import three_hand_record
from bridgewhist.notation.record import dumps
from bridgewhist.seats import Seat, Side
from bridgewhist.state import HandState, Phase
from bridgewhist.table import Table
from bridgewhist.view import SeatView, last_trick_seen

COMPUTER_NAMES = ("Ames", "Elwell", "Foster")
"""The computer players' names: after the authors of the period's books on the game."""

HELP = (
    "Answer with the number of an action, or the action itself: a card (HK, h10, ♥K), a strain "
    "(hearts, no trumps), 'I leave it to you, partner', 'I double', 'May I lead?', 'Yes', "
    f"'Satisfied'. {DOUBLE_RULE} Also: 'score' (the scoring block), 'help', 'quit'."
)


class QuitGame(Exception):
    """The player asked to stop (or the input ended)."""


Ask = Callable[[str], str]


@dataclass
class Session:
    """One person's rubber at the terminal: the table, who controls which seat, the agents."""

    table: Table
    person: str
    controlled: frozenset[Seat]
    agents: Mapping[Seat, Agent]
    console: Console
    ask: Ask
    labels: dict[Side, str] = field(default_factory=dict)
    quitted_told: int = 0
    """The deal in which the person was told why the tricks quitted are no longer shown."""

    def __post_init__(self) -> None:
        players = self.table.players
        self.labels = {side: "-".join(players[s] for s in side.seats) for side in Side}

    @property
    def context(self) -> ScoreContext:
        """The score when the deal is played, for the players' views."""
        rubber = self.table.rubber
        return ScoreContext(rubber.game_score, rubber.games_won)

    def name(self, seat: Seat) -> str:
        """The player at ``seat`` with the seat's name: ``Ames (West)``."""
        return f"{self.table.players[seat]} ({seat.full_name})"

    # -- one deal ---------------------------------------------------------------------------
    def play_deal(self) -> None:
        """Play the deal in progress to its end, asking the person at each of his turns."""
        table = self.table
        dealer = table.state.dealer
        self.console.print()
        who = self.name(dealer)
        self.console.rule(Text(f"Deal {table.deal_number} · {who} {verb(who, 'deals')}", style="bold"))
        while not table.state.is_complete:
            state = table.state
            actor = state.actor
            if actor in self.controlled:
                action = self._forced(state, actor) or self._ask_action(state, actor)
            else:
                action = self.agents[actor].act(view_of(state, actor, self.context))
            table.apply(action)
            self._announce(state, table.state, action)
        self._show_result()

    def _announce(self, before: HandState, after: HandState, action: Action) -> None:
        """Say what was done, as the player would hear it at the table."""
        seat = before.turn
        if action.kind == ActionKind.PLAY:
            # The person who is dummy has nothing to decide: each trick is one line, not five.
            watching = not self.controlled & {before.dealer, before.eldest, before.eldest.partner}
            who = self.name(before.dealer if seat == before.dealer.partner else seat)
            line = Text(f"{who} {verb(who, 'plays')} ")
            line.append_text(card_text(action.value))
            if seat == before.dealer.partner:
                line.append(" from dummy")
            if not watching:
                self.console.print(line)
            if len(after.tricks) > len(before.tricks):
                trick = after.tricks[-1]
                ns, ew = after.won
                cards = trick_line(f"  Trick {len(after.tricks)}: ", trick.leader, trick.cards) \
                    if watching else Text(f"  Trick {len(after.tricks)} ")
                winner = self.table.players[trick.winner] if watching else self.name(trick.winner)
                cards.append(f"{'won by' if watching else 'to'} {winner} · "
                             f"{self.labels[Side.NS]} {ns}, {self.labels[Side.EW]} {ew}")
                cards.stylize("dim")
                self.console.print(cards)
            if before.phase == Phase.PLAY and not before.tricks and not before.trick:
                self._show_dummy(after)
            return
        self.console.print(f'{self.name(seat)}: "{action_words(before, action)}"')
        if after.phase == Phase.PLAY and before.phase != Phase.PLAY:
            leader = self.name(after.leader)
            self.console.print(Text(f"  {self._contract(after)}. {leader} {verb(leader, 'leads')}.",
                                    style="bold"))

    def _contract(self, state: HandState) -> str:
        strain = Strain(state.strain)
        trump = "No trumps" if strain == Strain.NO_TRUMPS else f"Trumps: {strain.name.lower()}"
        doubled = f", each trick ×{state.multiplier}" if state.multiplier > 1 else ""
        return f"{trump}{doubled}"

    def _show_dummy(self, state: HandState) -> None:
        """Dummy's cards go on the table after the opening lead (P62, A61, W61)."""
        dummy = state.dealer.partner
        view = view_of(state, next(iter(self.controlled)), self.context)
        if view.dummy_hand is None:  # the person is dummy: he sees his own hand anyway
            return
        self.console.print(hand_line(f"Dummy, {self.name(dummy)}", view.dummy_hand))

    def _show_result(self) -> None:
        table = self.table
        state = table.state
        ns, ew = state.won
        self.console.print()
        self.console.print(Text(f"{self.labels[Side.NS]} {ns} tricks, {self.labels[Side.EW]} {ew}.",
                                style="bold"))
        self.console.print(Text("The deal was:"))
        self.console.print(hands_table(state.deal, dealer=state.dealer, names=table.players))
        scored = table.rubber.deals[-1]
        self.console.print("Score: " + deal_score(scored, self.labels), soft_wrap=True)
        self.console.print()
        self.console.print(scoring_block(table.rubber, self.labels))

    # -- the person's turn ------------------------------------------------------------------
    def _forced(self, state: HandState, actor: Seat) -> Action | None:
        """The one card left that may be played (the last of a hand), played for the person."""
        legal = state.legal_actions() if state.phase == Phase.PLAY else ()
        if len(legal) != 1 or len(state.hand(state.turn)) != 1:
            return None
        whose = "dummy's" if state.turn != actor else "your"
        line = Text(f"({whose} last card, played for you: ", style="dim")
        line.append_text(card_text(legal[0].value))
        line.append(")", style="dim")
        self.console.print(line)
        return legal[0]

    def _ask_action(self, state: HandState, actor: Seat) -> Action:
        view = view_of(state, actor, self.context)
        self._show_view(view, state)
        legal = list(view.legal)
        menu = RichTable.grid(padding=(0, 2))
        for _ in range(min(len(legal), 4)):
            menu.add_column(no_wrap=True)
        keyed = menu_keys(legal, lambda action: action.kind == ActionKind.DOUBLE)
        cells = [_menu_cell(key, state, action) for key, action in keyed]
        for start in range(0, len(cells), 4):
            menu.add_row(*cells[start:start + 4])
        self.console.print(menu)
        acting_for = "dummy" if state.turn != actor else "you"
        while True:
            answer = self.ask(f"{self.table.players[actor]}, your {_what(state)} ({acting_for})> ").strip()
            lowered = answer.lower()
            if lowered in ("quit", "exit", "q"):
                raise QuitGame
            if lowered in ("help", "?", "h?"):
                self.console.print(HELP)
                continue
            if lowered == "score":
                self.console.print(scoring_block(self.table.rubber, self.labels))
                continue
            try:
                picked = chosen(answer, keyed)
                action = parse_action(answer) if picked is None else picked
                state.check(action, by=actor)
            except IllegalActionError as error:
                self.console.print(Text(f"Not allowed: {error}", style="bold"))
                continue
            except NotationError as error:
                self.console.print(Text(f"{error}. Type 'help' for the forms.", style="bold"))
                continue
            return action

    def _show_view(self, view: SeatView, state: HandState) -> None:
        """What the acting seat sees now, and nothing more."""
        console = self.console
        console.print()
        if state.phase == Phase.PLAY:
            header = f"{self._contract(state)} · {self.labels[Side.NS]} {state.won[0]}, " \
                     f"{self.labels[Side.EW]} {state.won[1]}"
            console.print(Text(header, style="dim"))
            last = last_trick_seen(state)   # the web table's rule too (P108, A98, W98)
            if last is not None:
                console.print(trick_line("Last trick: ", last.leader, last.cards, style="dim"))
            elif state.tricks and self.quitted_told != self.table.deal_number:
                self.quitted_told = self.table.deal_number   # said once a deal
                law = state.code.cite("general", "quitted_trick_hidden")
                console.print(Text(f"(A trick once quitted is not looked at again until the end of the "
                                   f"hand: {law}.)", style="dim"))
            playing_dummy = state.turn != view.seat and view.dummy_hand is not None
            if view.dummy_hand is not None and not playing_dummy:
                console.print(hand_line(f"Dummy ({state.dealer.partner.full_name})", view.dummy_hand))
            if view.trick:
                console.print(trick_line("Trick so far: ", view.leader, view.trick))
            if playing_dummy:   # the cards to choose from are dummy's: shown last, named as his
                assert view.dummy_hand is not None
                console.print(Text.assemble(hand_line(f"Your hand ({view.seat.full_name})", view.hand),
                                            style="dim"))
                console.print(hand_line(f"Dummy's hand ({state.turn.full_name}), to play from",
                                        view.dummy_hand))
                return
        console.print(hand_line(f"Your hand ({view.seat.full_name})", view.hand))


def _what(state: HandState) -> str:
    if state.phase == Phase.DECLARATION:
        return "declaration"
    if state.phase == Phase.DOUBLING:
        return "answer"
    return "lead" if not state.trick else "play"


def _menu_cell(key: str, state: HandState, action: Action) -> Text:
    cell = Text(f"{key:>2} ", style="dim")
    if action.kind == ActionKind.PLAY:
        cell.append_text(card_text(action.value))
    elif action.kind == ActionKind.DECLARE:
        cell.append_text(strain_text(action.value))
    else:
        cell.append(action_words(state, action))
    return cell


def _console_ask(console: Console) -> Ask:
    def ask(prompt: str) -> str:
        try:
            return console.input(prompt)
        except EOFError:
            raise QuitGame from None

    return ask


def play(
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of the cut, the deals and the "
                                             "computer players (random if not given).",
                                             show_default=False)] = None,
    law_code: Annotated[str, typer.Option("--law-code", help="The laws to play by "
                                          "(see 'bridgewhist codes').")] = "english-1904",
    name: Annotated[str, typer.Option("--name", help="Your name at the table.")] = "You",
    agent_name: Annotated[str, typer.Option("--agent", help="The computer players: random, maxims "
                                            "ddmc or alphamu.")] = "maxims",
    both_hands: Annotated[bool, typer.Option("--both-hands", help="Play your partner's hand as "
                                             "well as your own.")] = False,
    deals: Annotated[int | None, typer.Option("--deals", min=1, help="Stop after this many deals "
                                              "(default: play the rubber out); with --three-hand "
                                              "--mode points, the session's deals (default 9).",
                                              show_default=False)] = None,
    save: Annotated[Path | None, typer.Option("--save", help="Write the record (JSON) here when "
                                              "the game ends or you quit (default: a new file in "
                                              "the user's data directory, its path printed).",
                                              show_default=False)] = None,
    no_save: Annotated[bool, typer.Option("--no-save", help="Keep no record.")] = False,
    three_hand: Annotated[bool, typer.Option("--three-hand", help="Play Ames's three-hand bridge "
                                             "with two computer players and X as dummy.")] = False,
    mode: Annotated[str, typer.Option("--mode", help="With --three-hand: rubber (two games, 100), "
                                      "games (50 a game) or points (trick and honour points "
                                      "only).")] = "rubber",
    club_laws: Annotated[bool, typer.Option("--club-laws", help="Referee the laws: irregularities "
                                            "are possible and the wronged side chooses its "
                                            "remedy.")] = False,
    errors: Annotated[float, typer.Option("--errors", min=0.0, max=1.0, help="With --club-laws: "
                                          "how often a computer player errs at a card.")] = 0.0,
) -> None:
    """Play a rubber in the terminal with three computer players (or three-hand bridge)."""
    with bad_input():
        code = option("--law-code", lambda: load_law_code(law_code))
        if name.strip() in COMPUTER_NAMES or not name.strip():
            raise BadInput(f"--name {name!r}: choose a name other than {', '.join(COMPUTER_NAMES)}")
        if seed is None:
            seed = secrets.randbelow(1_000_000)
        console = Console(highlight=False)
        if three_hand:
            option("--agent", partial(make_agent, agent_name, random.Random(0)))
            console.print(Text(f"Seed {seed} · three-hand bridge · {code.title} ({code.key})",
                               style="bold"))
            game = option("--mode", partial(play_three_hand, console, code.key, name.strip(),
                                             agent_name, seed, deals, mode))
            _keep(save, no_save, f"three-hand-seed-{seed}", three_hand_record.dumps(game.record()), console)
            return
        names = [name.strip(), *COMPUTER_NAMES]
        table = Table.by_cutting(code, names, random.Random(seed), seed=seed,
                                 event=f"{name.strip()} at the terminal, seed {seed}")
        person_seat = next(seat for seat, who in table.players.items() if who == name.strip())
        controlled = {person_seat, person_seat.partner} if both_hands else {person_seat}
        agents: dict[Seat, Agent] = {}
        for seat in Seat:
            if seat not in controlled:
                generator = random.Random(f"players:{seed}:{seat}")
                agents[seat] = option("--agent", partial(make_agent, agent_name, generator))
        console.print(Text(f"Seed {seed} · {code.title} ({code.key})", style="bold"))
        assert table.cut is not None
        for line in cut_lines(table.cut, table.players):
            console.print(line)
        console.print("Type 'help' at any prompt for the forms of the actions.")
        if club_laws:
            if both_hands or three_hand:
                raise BadInput("--club-laws: one person, one seat (not with --both-hands)")
            laws = play_club_laws(console, table, person_seat, agents, seed, deals, errors,
                                  console.input)
            _keep(save, no_save, f"club-laws-seed-{seed}", dumps(laws.record(seed, table.event)), console)
            return
        session = Session(table, name.strip(), frozenset(controlled), agents, console,
                          _console_ask(console))
        played = 0
        try:
            while True:
                session.play_deal()
                played += 1
                if table.is_over:
                    console.print(Text(table.rubber.rubber_over_text(), style="bold"))
                    break
                if deals is not None and played >= deals:
                    break
                table.next_deal()
        except QuitGame:
            console.print("Game stopped.")
        except BridgeError as error:  # pragma: no cover - an agent's answer refused: a bug
            raise BadInput(f"the game stopped: {error}") from None
        _keep(save, no_save, f"rubber-seed-{seed}", dumps(table.record()), console)


def default_record_path(stem: str, now: datetime.datetime | None = None) -> Path:
    """Where a game's record is kept when no ``--save`` is given: ``records/`` in the user's
    data directory (platformdirs), the file named for the game and the time it ended.

    >>> default_record_path("rubber-seed-4", datetime.datetime(1905, 1, 2, 21, 30)).name
    'rubber-seed-4-19050102-213000.json'
    """
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    return platformdirs.user_data_path("bridgewhist") / "records" / f"{stem}-{stamp}.json"


def _keep(save: Path | None, no_save: bool, stem: str, text: str, console: Console) -> None:
    """Save the record as asked: to ``save``, else to :func:`default_record_path`, unless ``no_save``."""
    if no_save:
        return
    path = save
    if path is None:
        path = default_record_path(stem)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise BadInput(f"cannot create {path.parent}: {error.strerror or error} "
                           "(--save FILE names another place, --no-save keeps none)") from None
    _save(path, text, console)


def _save(path: Path, text: str, console: Console) -> None:
    """Write a record, or say in one line why it cannot be written."""
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        raise BadInput(f"cannot write {path}: {error.strerror or error}") from None
    console.print(f"Record saved to {path}", soft_wrap=True)   # a path never broken across lines


__all__ = ["COMPUTER_NAMES", "QuitGame", "Session", "default_record_path", "play"]
