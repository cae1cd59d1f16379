"""What the subcommands share: bad input as one line and exit code 2, the console, the cut,
the check of a ``--host``, the options of the commands that play matches (``--law-code``,
``--progress``, players' ``KEY=VALUE`` settings).

>>> import typer
>>> try:
...     with bad_input():
...         option("--dealer", lambda: Seat.parse("Q"))
... except typer.Exit as stop:
...     stop.exit_code == EXIT_BAD_INPUT
True
"""

from __future__ import annotations

import contextlib
import dataclasses
import ipaddress
import re
import sys
from collections.abc import Callable, Iterator
from typing import Annotated, TypeVar

import typer
from rich.console import Console
from rich.text import Text

from bridgewhist.cli.render import card_text
from bridgewhist.cutting import CutResult
from bridgewhist.errors import BridgeError
from bridgewhist.seats import Seat

__all__ = ["EXIT_BAD_INPUT", "LABEL", "SETTINGS", "BadInput", "LawCodeOption", "ProgressOption",
           "Settings", "bad_input", "cut_lines", "make_console", "option", "parse_settings",
           "show_progress", "url_host", "verb"]

T = TypeVar("T")

EXIT_BAD_INPUT = 2
"""The exit code for bad input: a missing file, a malformed record, an unknown law code."""


class BadInput(Exception):
    """A one-line message for the user; the command exits with code 2."""


@dataclasses.dataclass
class Settings:
    """The options given before the subcommand (``bridgewhist --debug score ...``)."""

    debug: bool = False
    """Let errors through with their traceback instead of one line."""


SETTINGS = Settings()
"""This process's settings (set by the ``bridgewhist`` callback)."""

LawCodeOption = Annotated[str, typer.Option("--law-code", help="The laws to play by "
                                            "(see 'bridgewhist codes').")]
"""``--law-code``, the laws a match is played by (its default given by the command)."""
ProgressOption = Annotated[bool | None, typer.Option(
    "--progress/--no-progress", help="Show a progress bar on standard error (by default when "
    "it is a terminal).", show_default=False)]
"""``--progress/--no-progress``, a match's progress bar (None: :func:`show_progress` decides)."""


def make_console() -> Console:
    """A console for a command's output (no highlighting of numbers and words)."""
    return Console(highlight=False)


@contextlib.contextmanager
def bad_input() -> Iterator[None]:
    """Turn the package's errors into one line on standard error and exit code 2."""
    try:
        yield
    except (BadInput, BridgeError) as error:
        if SETTINGS.debug:
            raise
        message = " ".join(str(error).split())
        typer.echo(f"bridgewhist: error: {message}", err=True)
        raise typer.Exit(EXIT_BAD_INPUT) from None


LABEL = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")
"""One label of a host name (RFC 1123): letters, digits and inner hyphens, 1 to 63 of them."""


def url_host(host: str) -> str:
    """``host`` as it goes in a URL to reach the server: an IP address (a wildcard one read as
    this machine's loopback; IPv6 in brackets) or a host name.

    >>> url_host("localhost"), url_host("0.0.0.0"), url_host("::1")
    ('localhost', '127.0.0.1', '[::1]')
    >>> url_host("a b")
    Traceback (most recent call last):
    ...
    bridgewhist.cli.common.BadInput: --host: 'a b' is neither a host name nor an IP address

    :raises BadInput: naming the option, for anything else.
    """
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        labels = host.removesuffix(".").split(".")
        if len(host) <= 253 and all(LABEL.fullmatch(label) for label in labels):
            return host
        shown = repr(host[:40]) + ("..." if len(host) > 40 else "")
        raise BadInput(f"--host: {shown} is neither a host name nor an IP address") from None
    if address.is_unspecified:
        return "127.0.0.1"
    return f"[{address.compressed}]" if address.version == 6 else address.compressed


def option(name: str, read: Callable[[], T]) -> T:
    """``read()``, its package error turned into :class:`BadInput` naming the option ``name``."""
    try:
        return read()
    except BridgeError as error:
        raise BadInput(f"{name}: {error}") from None


def verb(subject: str, third_person: str) -> str:
    """``third_person`` ("deals") agreeing with ``subject``: "deal" after the person at the
    terminal, whose default name is "You" (the name may be followed by the seat).

    >>> verb("Ames", "deals"), verb("You", "deals"), verb("You (South)", "plays")
    ('deals', 'deal', 'play')
    """
    you = subject == "You" or subject.startswith("You (")
    return third_person.removesuffix("s") if you else third_person


def cut_lines(cut: CutResult, seating: dict[Seat, str]) -> list[Text]:
    """The cut for partners and deal, round by round, then the partnerships and the seats."""
    lines = []
    for number, cards in enumerate(cut.rounds):
        line = Text()
        line.append("Cut: " if number == 0 else "Cut again: ", style="bold")
        for position, (name, card) in enumerate(cards.items()):
            if position:
                line.append(", ")
            line.append(f"{name} ")
            line.append_text(card_text(card))
        lines.append(line)
    (dealer, partner), (low, high) = cut.partnerships
    lines.append(Text(f"{dealer} and {partner} (the two lowest) play against {low} and {high}; "
                      f"{dealer} {verb(dealer, 'deals')} (the ace is low)."))
    lines.append(Text("Seats: " + ", ".join(f"{seat.full_name} {seating[seat]}"
                                             for seat in (Seat.S, Seat.W, Seat.N, Seat.E))))
    return lines


def show_progress(progress: bool | None) -> bool:
    """Whether to draw a progress bar: as ``--progress/--no-progress`` says, else when standard
    error is a terminal."""
    return sys.stderr.isatty() if progress is None else progress


def parse_settings(flag: str, pairs: list[str]) -> dict[str, object]:
    """``KEY=VALUE`` player settings given with ``flag``; values read as int, float, true/false
    or text.

    >>> parse_settings("--ns", ["samples=40", "amend=all", "fast=true", "margin=0.5"])
    {'samples': 40, 'amend': 'all', 'fast': True, 'margin': 0.5}
    >>> parse_settings("--a", ["samples"])
    Traceback (most recent call last):
    ...
    bridgewhist.cli.common.BadInput: --a 'samples': expected KEY=VALUE, like samples=40

    :raises BadInput: naming the flag, for a pair that is not ``KEY=VALUE``.
    """
    settings: dict[str, object] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key.strip().isidentifier():
            raise BadInput(f"{flag} {pair!r}: expected KEY=VALUE, like samples=40")
        value: object = text
        for convert in (int, float):
            try:
                value = convert(text)
                break
            except ValueError:
                continue
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        settings[key.strip()] = value
    return settings
