"""The lesson: states.yaml read (source), checked (schema) and handed out as records (model).

Everything else in the program takes the lesson from here; the names a
lesson file may use are in `vocabulary`.
"""

from .model import Bilingual, Lesson, PanelSpec, Question, State, StateGroup
from .schema import LessonError, parse
from .source import STATES_ENV, default_states_path, load

__all__ = ["Bilingual", "Lesson", "LessonError", "PanelSpec", "Question", "STATES_ENV", "State", "StateGroup",
           "default_states_path", "load", "parse"]
