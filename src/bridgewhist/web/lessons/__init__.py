"""The lessons at ``/learn/`` as data: each one idea, taught on a prepared deal at the real table.

The lessons themselves are data (:mod:`.basics`, :mod:`.scores`, :mod:`.play`, each a tuple of
:class:`~.model.Lesson`, gathered in order in :data:`~.catalog.LESSONS`); :mod:`.tables` opens a
lesson's real table as the server does and reads its deal; :mod:`.reckon` says, from the engine,
which choice is right for each lesson's deal and code; :mod:`.advisor` holds the declaration
advisor's figures for the make lesson's hand (checked against the advisor by the tests).
"""

from bridgewhist.web.lessons.advisor import ADVISED, MAKE_ADVISOR, AdvisorFigures, MakeFigure
from bridgewhist.web.lessons.catalog import LESSONS, lesson_by_key
from bridgewhist.web.lessons.model import AMES_BOOK, FOUR, HOYLE_LAWS, LEARNER, THREE_HAND, Choice, Lesson
from bridgewhist.web.lessons.reckon import chicane_key, honours_key, reckon, rubber_key, three_hand_key
from bridgewhist.web.lessons.tables import (
    LessonGame,
    four_hand_deal,
    lead_advice,
    learner_seat,
    lesson_game,
    make_advice,
    opening_lead_position,
    three_hand_deal,
)

__all__ = ["ADVISED", "AMES_BOOK", "FOUR", "HOYLE_LAWS", "LEARNER", "LESSONS", "MAKE_ADVISOR", "THREE_HAND",
           "AdvisorFigures", "Choice", "Lesson", "LessonGame", "MakeFigure", "chicane_key", "four_hand_deal",
           "honours_key", "lead_advice", "learner_seat", "lesson_by_key", "lesson_game", "make_advice",
           "opening_lead_position", "reckon", "rubber_key", "three_hand_deal", "three_hand_key"]
