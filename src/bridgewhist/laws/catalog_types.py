"""The catalogue's two types: how the software treats a law, and one law of one code.

They live apart from :mod:`bridgewhist.laws.catalog` (which exports them) so that the modules
holding each code's rows can use them without importing the catalogue.
"""

# No ``from __future__ import annotations`` here: every annotation below is valid at run time
# on Python 3.11, and string annotations make @dataclass look the module up in sys.modules,
# which fails when the file is loaded on its own with importlib (as the catalogue check does).
import enum
from dataclasses import dataclass

__all__ = ["LawEntry", "LawStatus"]


class LawStatus(enum.Enum):
    """How the software treats a law."""

    IMPLEMENTED = "implemented"  # carried out by the rules engine (this issue)
    NO_SOFTWARE = "no software consequence"


@dataclass(frozen=True, slots=True)
class LawEntry:
    """One law of one code.

    ``code`` is the code key, ``number`` the law's number in that code, ``chapter`` the
    code's own chapter heading, ``topic`` one short line saying what the law rules,
    ``status`` how the software treats it, ``modules`` the dotted module paths that carry it
    out (for :attr:`LawStatus.IMPLEMENTED`), and ``note`` why a law has no software
    consequence, or a short remark (for instance where the codes differ).
    """

    code: str
    number: int
    chapter: str
    topic: str
    status: LawStatus
    modules: tuple[str, ...] = ()
    note: str = ""
