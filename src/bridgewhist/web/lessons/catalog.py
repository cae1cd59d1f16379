"""Every lesson in the order taught, and a lesson by its key.

>>> [lesson.key for lesson in LESSONS][:2]
['make', 'values']
>>> lesson_by_key("three-hand").kind
'three-hand'
"""

from __future__ import annotations

from bridgewhist.web.lessons.basics import BASICS
from bridgewhist.web.lessons.model import Lesson
from bridgewhist.web.lessons.play import PLAY
from bridgewhist.web.lessons.scores import SCORES
from bridgewhist.web.tables.places import Refused

LESSONS: tuple[Lesson, ...] = (*BASICS, *SCORES, *PLAY)
"""The lessons in the order taught: the make and the doubling, the score, the play."""
ECHO = 32
"""The most of an unknown key a refusal repeats."""


def lesson_by_key(key: str) -> Lesson:
    """The lesson named ``key``.

    :raises Refused: ``unknown_lesson`` (404), echoing at most :data:`ECHO` characters of the key
        sent, escaped, and naming the lessons.
    """
    for lesson in LESSONS:
        if lesson.key == key:
            return lesson
    raise Refused("unknown_lesson", f"no lesson {key[:ECHO]!a}: expected one of "
                  f"{', '.join(lesson.key for lesson in LESSONS)}", status=404)


__all__ = ["LESSONS", "lesson_by_key"]
