"""``bridgewhist play --three-hand``: Ames's three-hand bridge in the terminal, you and two
computer players, X dealt as dummy.

Each deals in turn and plays with X against the other two; when you deal you may make the
trump, make it from X's hand by rule (``leave``: "I make it from dummy's hand") or pass the
deal (``pass``); only the leader may double. At your turns the screen shows only what your
seat may see: your hand, X's cards once you have made from them or once they are exposed after
the opening lead, the cards played. The three-hand scoring block (a column per player) follows
each deal. With ``--mode points`` ("trick and honor points only") the session lasts ``--deals``
deals (default 9), passed deals included.

>>> from typer.testing import CliRunner
>>> from bridgewhist.cli.app import app
>>> result = CliRunner().invoke(app, ["play", "--three-hand", "--seed", "2", "--deals", "1"],
...                             input="1\\n" * 40)
>>> result.exit_code, "Three-hand scoring block" in result.output
(0, True)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from rich.console import Console
from rich.text import Text

from bridgewhist.actions import DOUBLE, Action, ActionKind
from bridgewhist.agents.three_hand_players import ThreeHandAgent, make_three_hand_player, three_hand_view
from bridgewhist.cards import Strain
from bridgewhist.cli.menu import DOUBLE_RULE, chosen, menu_keys
from bridgewhist.cli.render import action_words, card_text, hand_line, strain_text
from bridgewhist.cli.render_three_hand import three_hand_block
from bridgewhist.errors import IllegalActionError, NotationError
from bridgewhist.seats import Seat
from bridgewhist.state import Phase
from bridgewhist.three_hand.game import ThreeHandGame
from bridgewhist.three_hand.hand import (
    X_SEAT,
    PassDeal,
    ThreeHandAction,
    ThreeHandDeal,
    parse_three_hand_action,
    three_hand_words,
)
from bridgewhist.three_hand.scoring import DEFAULT_DEAL_COUNT, Mode

HELP = (
    "Answer with the number of an action, or the action itself: a card (HK, h10, ♥K), a strain "
    "(hearts, no trumps), 'leave' (make the trump from X's hand by rule; 'leave hearts' names a "
    "strain, and the rule decides all the same), 'pass' (pass the "
    f"deal), 'I double', 'Satisfied'. {DOUBLE_RULE} Also: 'score', 'help', 'quit'."
)


class QuitThreeHand(Exception):
    """The player asked to stop (or the input ended)."""


@dataclass
class ThreeHandSession:
    """One person's three-hand game at the terminal."""

    game: ThreeHandGame
    person: int
    agents: Mapping[int, ThreeHandAgent]
    console: Console

    def ask(self, prompt: str) -> str:
        """Read one answer; the end of the input stops the game."""
        try:
            return self.console.input(prompt)
        except EOFError:
            raise QuitThreeHand from None

    def who(self, deal: ThreeHandDeal, seat: Seat) -> str:
        """The name for a seat in this deal: X for the absent fourth."""
        return "X" if seat == X_SEAT else deal.players[deal.player_at(seat)]

    def play_deal(self) -> None:
        """Play the deal in progress to its end, asking the person at his turns."""
        game = self.game
        deal = game.deal
        self.console.print()
        self.console.rule(Text(f"Deal {game.deal_number} · {game.players[deal.dealer]} deals "
                               "and plays with X", style="bold"))
        while not game.deal.is_over:
            deal = game.deal
            actor = deal.actor
            assert actor is not None
            if actor == self.person:
                action = self._ask(deal)
            else:
                action = self.agents[actor].act(three_hand_view(deal, actor, game.score))
            game.apply(action, by=actor)
            self._announce(deal, game.deal, action)
        self.console.print()
        self.console.print(three_hand_block(game.scored))

    def _announce(self, before: ThreeHandDeal, after: ThreeHandDeal, action: ThreeHandAction) -> None:
        state = before.state
        speaker = before.players[before.actor] if before.actor is not None else "?"
        if isinstance(action, PassDeal) or action.kind == ActionKind.LEAVE:
            line = f'{speaker}: "{three_hand_words(action)}"'
            if after.state.phase != Phase.DECLARATION and not after.passed:
                line += f" — X's make by rule: {Strain(after.state.strain).words}"
            self.console.print(line)
            if after.make_ruling:
                self.console.print(f"  {after.make_ruling}", style="dim")
            return
        if action.kind == ActionKind.PLAY:
            seat = state.turn
            played = Text(f"{self.who(before, seat)} plays ")
            played.append_text(card_text(action.value))
            self.console.print(played)
            if len(after.state.tricks) > len(state.tricks):
                trick = after.state.tricks[-1]
                self.console.print(Text(f"  Trick {len(after.state.tricks)} to "
                                        f"{self.who(after, trick.winner)}", style="dim"))
            return
        self.console.print(f'{speaker}: "{action_words(state, action)}"')

    def _ask(self, deal: ThreeHandDeal) -> ThreeHandAction:
        view = three_hand_view(deal, self.person, self.game.score)
        seat_view = view.seat_view
        console = self.console
        console.print()
        if seat_view.dummy_hand is not None:
            console.print(hand_line("X's hand", seat_view.dummy_hand))
        if seat_view.trick:
            line = Text("Trick so far: ")
            for offset, card in enumerate(seat_view.trick):
                line.append(f"{self.who(deal, seat_view.leader.offset(offset))} ")
                line.append_text(card_text(card))
                line.append("  ")
            console.print(line)
        if deal.state.phase == Phase.PLAY:
            ns, ew = deal.state.won
            dealer = deal.players[deal.dealer]
            console.print(Text(f"Tricks: {dealer} and X {ns}, the others {ew}", style="dim"))
        console.print(hand_line("Your hand", seat_view.hand))
        legal = list(view.legal)
        menu = Text()
        keyed = menu_keys(legal, lambda action: action == DOUBLE)
        for key, action in keyed:
            menu.append(f"{key:>2} ", style="dim")
            menu.append_text(_action_text(deal, action))
            menu.append("   ")
        console.print(menu)
        playing_for = " (from X)" if deal.state.turn == X_SEAT else ""
        while True:
            answer = self.ask(f"{deal.players[self.person]}{playing_for}> ").strip()
            lowered = answer.lower()
            if lowered in ("quit", "exit", "q"):
                raise QuitThreeHand
            if lowered in ("help", "?"):
                console.print(HELP)
                continue
            if lowered == "score":
                console.print(three_hand_block(self.game.score))
                continue
            try:
                picked = chosen(answer, keyed)
                action = parse_three_hand_action(answer) if picked is None else picked
                deal.check(action, by=self.person)
            except IllegalActionError as error:
                console.print(Text(f"Not allowed: {error}", style="bold"))
                continue
            except NotationError as error:
                console.print(Text(f"{error}. Type 'help' for the forms.", style="bold"))
                continue
            return action


def _action_text(deal: ThreeHandDeal, action: ThreeHandAction) -> Text:
    if isinstance(action, Action) and action.kind == ActionKind.PLAY:
        return card_text(action.value)
    if isinstance(action, Action) and action.kind == ActionKind.DECLARE:
        return strain_text(action.value)
    if isinstance(action, PassDeal) or action.kind == ActionKind.LEAVE:
        return Text(three_hand_words(action))
    return Text(action_words(deal.state, action))


def play_three_hand(console: Console, code_key: str, name: str, agent_name: str, seed: int,
                    deals: int | None, mode: str) -> ThreeHandGame:
    """Cut, then play three-hand deals with the person until the game ends, ``deals`` are
    played, or he quits; the game as it stands. In mode ``points`` ``deals`` is the session's
    length (default :data:`~bridgewhist.three_hand.scoring.DEFAULT_DEAL_COUNT`).

    :raises BridgeError: for a bad law code, mode or agent name.
    """
    names = [name, "Ames", "Elwell"]
    game, rounds = ThreeHandGame.by_cutting(code_key, names, random.Random(seed), mode=Mode.parse(mode),
                                            deal_count=DEFAULT_DEAL_COUNT if deals is None else deals,
                                            seed=seed, event=f"{name} at three-hand, seed {seed}")
    person = game.players.index(name)
    agents = {p: make_three_hand_player(agent_name, random.Random(f"three-hand:{seed}:{p}"))
              for p in range(3) if p != person}
    for number, cards in enumerate(rounds):
        line = Text("Cut: " if number == 0 else "Cut again: ", style="bold")
        for position, (who, card) in enumerate(cards.items()):
            line.append((", " if position else "") + f"{who} ")
            line.append_text(card_text(card))
        console.print(line)
    console.print(f"{game.players[game.deal.dealer]} deals first; the deal goes to the left: "
                  + ", ".join(game.players) + ". Type 'help' at any prompt.")
    session = ThreeHandSession(game, person, agents, console)
    played = 0
    try:
        while True:
            session.play_deal()
            played += 1
            if game.is_over or (deals is not None and played >= deals):
                break
            game.next_deal()
    except QuitThreeHand:
        console.print("Game stopped.")
    if game.is_over:
        console.print(Text("The game is over.", style="bold"))
    return game


__all__ = ["ThreeHandSession", "play_three_hand"]
