"""The page "From contract bridge": the differences, point by point, each with its law.

For the bridge player of today: what to unlearn (the auction, the contract, duplicate and
vulnerability) and what takes its place. Every law cited is read from the three codes'
:class:`~bridgewhist.laws.code.LawCode` data (``cite``), and each figure (the trick values, game,
the rubber, slam, the doubling limit) from the same data, so the page cannot drift from the
rules the table enforces; each point also quotes its passage of the books (``../shared/seeds``:
the seeds carry no page numbers, so a passage is named by book and section).

>>> html = differences_html()
>>> "english-1904 laws 47-48" in html and "american-1905 law 45" in html
True
"""

from __future__ import annotations

import dataclasses
import html
from pathlib import Path

from bridgewhist.cards import Strain
from bridgewhist.laws import load_law_code
from bridgewhist.laws.code import LawCode

__all__ = ["DIFFERENCES", "Difference", "differences_html", "doubling_limits", "page_html"]

CODES = ("english-1904", "american-1904", "american-1905")
"""The three codes every point cites."""

HOYLE = "Hoyle's Games Modernized, \"Bridge\" (the English laws of 1904)"
AMES = 'Fisher Ames, "Bridge Whist in Brief" (1904)'
ELWELL = 'J. B. Elwell, "Advanced Bridge", "The Laws of Bridge Revised 1905"'

PAGE = Path(__file__).parent / "static" / "from-contract-bridge.html"
"""The page around the differences; its marker ``<!-- differences -->`` is replaced."""


@dataclasses.dataclass(frozen=True, slots=True)
class Difference:
    """One point: what contract bridge does, what bridge whist does, the laws (part, field)
    that say so in each code, and a passage of a book (its name, section and words)."""

    title: str
    today: str
    then: str
    laws: tuple[tuple[str, str], ...]
    book: str
    section: str
    passage: str


def _values(code: LawCode) -> str:
    values = code.scoring.trick_values
    return ", ".join(f"{Strain(i).words.lower()} {values[i]}" for i in (0, 3, 2, 1, 4))


def doubling_limits() -> str:
    """Each code's limit on one trick's value, read from its data (``doubling.limit``), the codes
    that agree named together.

    >>> doubling_limits()
    'english-1904 stops at 100 points a trick; american-1904 and american-1905 set no limit'
    """
    by_limit: dict[int | None, list[str]] = {}
    for key in CODES:
        by_limit.setdefault(load_law_code(key).doubling.limit, []).append(key)
    said: list[str] = []
    for limit, keys in by_limit.items():
        names = " and ".join([", ".join(keys[:-1]), keys[-1]] if len(keys) > 1 else keys)
        one = len(keys) == 1
        said.append(f"{names} {'sets' if one else 'set'} no limit" if limit is None
                    else f"{names} {'stops' if one else 'stop'} at {limit} points a trick")
    return "; ".join(said)


def _differences(code: LawCode) -> tuple[Difference, ...]:
    """The points, their figures read from ``code`` (the three codes agree on every figure
    here but the doubling limit, which :func:`differences_html` gives for each)."""
    rules = code.scoring
    return (
        Difference(
            "No auction", "Four players bid in turn until three pass; the highest bid is the contract.",
            "There is no bidding. The dealer alone looks at his hand and names the trump or no "
            "trumps; nobody else speaks until he has.",
            (("declaration", "dealer_may_leave_to_partner"), ("declaration", "declaration_final")),
            AMES, "The Form", "The dealer declares the trump suit,—or no trump,—or, if he does not "
            "wish to make the trump, he passes it over to his partner, (who is called dummy) and "
            "dummy must then make it."),
        Difference(
            "Who makes: the dealer, or the partner who is left it",
            "Whoever bids the final contract's strain first becomes declarer.",
            "The dealer makes, or says \"I leave it to you, partner\" and his partner must make, "
            "without consulting him. Either way the dealer's partner is dummy and the dealer "
            "plays both hands: the partner who makes it does not play it.",
            (("declaration", "partner_must_declare"), ("dummy", "dealer_plays_dummy")),
            AMES, "The Form", "They cannot consult about the make, and if the wrong one makes the "
            "trump, or suggests a make, the other side may claim a new deal."),
        Difference(
            "No contract to make: every trick over six scores",
            "Declarer must make his contract or the defenders score penalties.",
            "Whichever side wins more than six tricks scores each trick over six below the line, "
            f"the makers or their adversaries: {_values(code)} a trick, times the doubling.",
            (("scoring", "trick_values"),),
            AMES, "The Form", "The trump suit fixes the value of the tricks taken, (above six,) "
            "as shown in the table below."),
        Difference(
            "Doubling by \"May I lead?\"",
            "Any player may double the opponents' bid during the auction.",
            "After the make the eldest hand (the dealer's left) may double; if not he asks his "
            "partner \"May I lead?\", who answers \"Yes\" or doubles. Then the makers may "
            "redouble, and so on, until one side is satisfied.",
            (("doubling", "eldest_doubles_first"), ("doubling", "maker_redoubles_first"),
             ("doubling", "play_begins_when_satisfied")),
            ELWELL, "law 51", "If he does not wish to double, he may ask his partner, \"May I "
            "lead?\" His partner shall answer, \"Yes\" or \"I double.\""),
        Difference(
            "Redoubling without end, or to a limit",
            "Double and redouble, once each.",
            f"Each double doubles the trick values again; {doubling_limits()}.",
            (("doubling", "limit"),),
            AMES, "law 55", "The process of re-doubling may be continued indefinitely."),
        Difference(
            "Game and rubber, no vulnerability",
            "Game is 100 below the line; vulnerability and duplicate scoring change the bonuses.",
            f"Game is {rules.game_points} from tricks alone; the rubber is the best of "
            f"{2 * rules.games_to_win_rubber - 1} games and {rules.rubber_bonus} is added for it. "
            "Nothing depends on vulnerability, and there is no duplicate: the rubber's net "
            "(the difference of the totals) is what is won.",
            (("scoring", "game_points"), ("scoring", "games_to_win_rubber"),
             ("scoring", "rubber_bonus")),
            HOYLE, "law 11", "one hundred points are added to the score of the winners of the "
            "rubber, and the difference between the two scores is the number of points won, or "
            "lost, by the winners of the rubber."),
        Difference(
            "Honours as dealt, never doubled",
            "Honours are a small bonus (or none), for the declaring side only.",
            "Honours (ace, king, queen, knave, ten of trumps; the four aces at no trumps) score "
            "above the line for the side that was dealt them, whoever wins the tricks: from "
            f"{rules.honours_three_divided} times the trick value for three to "
            f"{rules.honours_five_in_one_hand} times for five in one hand; three aces "
            f"{rules.aces_three}, four in one hand {rules.aces_four_in_one_hand}. Doubling "
            "never touches them.",
            (("scoring", "honours_three_divided"), ("scoring", "aces_three"),
             ("scoring", "honours_doubled")),
            AMES, "The Form", "A score is also kept of honor points, as shown in the score table. "
            "The honors are the ace, king, queen, jack and ten."),
        Difference(
            "Chicane",
            "No such thing.",
            f"A hand dealt no trump scores chicane: {rules.chicane_multiple} times the trick value "
            f"(double chicane, both partners void, {rules.double_chicane_multiple} times), never "
            "doubled.",
            (("scoring", "chicane_rule"),),
            HOYLE, "law 8", "If a player holds no trump, he and his partner score for Chicane "
            "twice the value of the trump suit trick."),
        Difference(
            "Slam without bidding it",
            "A slam bonus only for a slam bid and made.",
            f"Twelve tricks won in play score little slam, {rules.little_slam}; all thirteen grand "
            f"slam, {rules.grand_slam}; to either side, bid or not, above the line.",
            (("scoring", "little_slam"), ("scoring", "grand_slam")),
            HOYLE, "law 2", "A game consists of thirty points obtained by tricks alone, exclusive "
            "of any points counted for Honours, Chicane, Or Slam."),
        Difference(
            "The opening lead and dummy",
            "The opening leader leads, then dummy goes down; declarer plays both hands.",
            "The same: the eldest hand leads when the doubling is done, and the dealer's partner "
            "lays his hand down. The difference is who: always the dealer's partner, never the "
            "maker's.",
            (("doubling", "eldest_leads_without_asking"), ("dummy", "exposure")),
            AMES, "The Form", "he passes it over to his partner, (who is called dummy)"),
    )


DIFFERENCES = _differences(load_law_code("american-1905"))
"""The points of the page, their figures from the american-1905 code (alike in all three)."""


def _laws(laws: tuple[tuple[str, str], ...]) -> str:
    cites: list[str] = []
    for key in CODES:
        code = load_law_code(key)
        for part, name in laws:
            cite = code.cite(part, name)
            if cite not in cites:
                cites.append(cite)
    return "; ".join(cites)


def differences_html() -> str:
    """The points as HTML: one article each, the two games side by side, the laws, the passage."""
    out: list[str] = []
    for number, point in enumerate(DIFFERENCES, 1):
        e = html.escape
        out.append(
            f'<article class="panel difference" aria-labelledby="d{number}">\n'
            f'  <h2 id="d{number}">{number}. {e(point.title)}</h2>\n'
            f'  <p class="today"><b>Contract bridge:</b> {e(point.today)}</p>\n'
            f'  <p class="then"><b>Bridge whist:</b> {e(point.then)}</p>\n'
            f'  <p class="laws"><b>The laws:</b> {e(_laws(point.laws))}</p>\n'
            f'  <blockquote><p>{e(point.passage)}</p>'
            f'<footer>{e(point.book)}, {e(point.section)}</footer></blockquote>\n'
            "</article>")
    return "\n".join(out)


def page_html() -> str:
    """The whole page: the file ``static/from-contract-bridge.html`` with the points in place."""
    return PAGE.read_text(encoding="utf-8").replace("<!-- differences -->", differences_html())
