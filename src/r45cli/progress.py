"""A learner's progress: states seen, the last one, quiz scores.

Kept as JSON in $R45_STATE_DIR, else $XDG_STATE_HOME/r45, else
~/.local/state/r45. Writes go to a temporary file in the same folder that
then replaces the old one, so a crash never leaves half a file. Progress is a
convenience: a corrupt, unreadable or unwritable file becomes one warning
(a messages key with its values) and the tutor carries on without it.
"""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from .files import user_dir, write_atomically

STATE_DIR_ENV = "R45_STATE_DIR"
FILE_NAME = "progress.json"
FORMAT = 1


class Progress:
    """What the learner has done; changed in place, then saved."""

    def __init__(self, last: str | None = None, visited: list[str] | None = None, quiz: dict[str, tuple[int, int]] | None = None):
        self.last = last
        self.visited = list(visited or [])
        self.quiz = dict(quiz or {})  # state -> (right, asked), the best so far

    def visit(self, state: str) -> bool:
        """Note a state as seen; False when that changes nothing."""
        if self.last == state and state in self.visited:
            return False
        self.last = state
        if state not in self.visited:
            self.visited.append(state)
        return True

    def record_quiz(self, state: str, right: int, asked: int) -> None:
        best = self.quiz.get(state)
        if best is None or (right, -asked) > (best[0], -best[1]):
            self.quiz[state] = (right, asked)


class ProgressWarning(NamedTuple):
    key: str  # messages key
    path: str
    detail: str = ""


def state_dir(env: Mapping[str, str] | None = None) -> Path:
    return user_dir(STATE_DIR_ENV, "XDG_STATE_HOME", ".local/state", env)


def path() -> Path:
    return state_dir() / FILE_NAME


def load() -> tuple[Progress, ProgressWarning | None]:
    """The saved progress, or a fresh one and why the saved one could not be used."""
    where = path()
    try:
        text = where.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Progress(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Progress(), ProgressWarning("progress.unreadable", str(where), _detail(exc))
    try:
        return _decode(json.loads(text)), None
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return Progress(), ProgressWarning("progress.corrupt", str(where), _detail(exc))


def _decode(data: object) -> Progress:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not an r45 progress file")
    last = data.get("last")
    visited = data.get("visited", [])
    quiz = data.get("quiz", {})
    if (last is not None and not isinstance(last, str)) or not isinstance(visited, list) or not isinstance(quiz, dict):
        raise ValueError("unexpected fields")
    if not all(isinstance(v, str) for v in visited):
        raise ValueError("visited holds a non-text")
    scores = {}
    for state, pair in quiz.items():
        right, asked = pair
        if not (isinstance(right, int) and isinstance(asked, int) and 0 <= right <= asked):
            raise ValueError(f"bad score for {state}")
        scores[str(state)] = (right, asked)
    return Progress(last, list(visited), scores)


def save(progress: Progress) -> ProgressWarning | None:
    """Write atomically; a failure is returned as a warning, never raised."""

    where = path()
    data = {"format": FORMAT, "last": progress.last, "visited": progress.visited, "quiz": {k: list(v) for k, v in progress.quiz.items()}}
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(where, json.dumps(data, ensure_ascii=False, indent=1))
    except OSError as exc:
        return ProgressWarning("progress.unwritable", str(where), _detail(exc))
    return None


def reset() -> ProgressWarning | None:
    where = path()
    try:
        where.unlink(missing_ok=True)
    except OSError as exc:
        return ProgressWarning("progress.unwritable", str(where), _detail(exc))
    return None


def _detail(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
