"""What a panel is drawn with: the lesson, the numbers, the language, the row limit, and whose numbers they are.

While a learner tries their own u (the what-if), the numbers shown are
theirs: every panel title says so, every number that differs from the
course's (at the six decimals shown) carries CHANGED_MARK, and a note the
lesson file marks as being about the course's numbers is held back, since
it may not be true of theirs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from rich.text import Text

from ..lesson.model import Lesson
from ..messages import M, Message, say
from ..numfmt import fixed
from .style import CHANGED_MARK, STYLES

if TYPE_CHECKING:
    from ..worked import WorkedExample

ROW_LIMIT = 8  # rows (or columns) of a long vector or matrix shown before "… N more"
WHOSE = {"yours": M.whose_yours, "course": M.whose_course}  # a title's tail while the what-if is open


class View(NamedTuple):
    lesson: Lesson
    worked: WorkedExample  # the numbers drawn
    lang: str
    limit: int | None = ROW_LIMIT
    whose: str | None = None  # "yours" or "course" while the what-if is open; None otherwise
    course: WorkedExample | None = None  # the course's numbers, to mark what the learner's change moved

    def say(self, key: Message, /, **values: object) -> str:
        return say(key, self.lang, **values)

    def more(self, left_out: int, key: Message = M.more_rows) -> list[Text]:
        """The line that says what a summary left out, or nothing."""
        return [Text(self.say(key, n=left_out), style=STYLES["meta"])] if left_out else []

    @property
    def yours(self) -> bool:
        return self.whose == "yours"

    def title(self, key: Message, /, **values: object) -> str:
        """A panel's title, saying whose numbers it holds while the what-if is open."""
        text = self.say(key, **values)
        return f"{text} · {self.say(WHOSE[self.whose])}" if self.whose in WHOSE else text

    def weights_title(self, name: str, key: Message, /, **values: object) -> str:
        """A weight matrix's title: while the what-if is open, its numbers are the learner's only if the what-if replaced it."""
        whose = self.whose and ("yours" if name in self.worked.changed_weights else "course")
        return self._replace(whose=whose).title(key, **values)

    def num(self, value: float, course_value: float | None = None) -> Text:
        """A number as printed; marked when it is the learner's and differs from the course's at the digits shown."""
        shown = fixed(value)
        if self.yours and course_value is not None and fixed(course_value) != shown:
            return Text.assemble((shown, STYLES["changed"]), (CHANGED_MARK, STYLES["changed"]))
        return Text(shown, style=STYLES["number"])

    def vector_num(self, name: str, j: int) -> Text:
        """Component j of stage `name`, marked when the learner's change moved it."""
        theirs = self.course.vector(name) if self.course is not None else None
        return self.num(float(self.worked.vector(name)[j]), float(theirs[j]) if theirs is not None and j < len(theirs) else None)

    def stat_num(self, name: str) -> Text:
        """mean, var or std of s, marked when the learner's change moved it."""
        return self.num(getattr(self.worked, name), getattr(self.course, name) if self.course is not None else None)
