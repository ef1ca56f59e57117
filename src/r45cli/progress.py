"""A learner's progress: states seen, the last one, quiz scores, shared safely between sessions.

Kept as JSON in $R45_STATE_DIR, else $XDG_STATE_HOME/r45, else
~/.local/state/r45. Several sessions may run at once (a `step` open while a
`quiz` finishes), so each save reads what is on disk, merges this session's
news into it and writes the result, all under a lock (`flock` on a lock
file beside it; without fcntl, as on Windows, there is no lock). Visits are
unioned, the best score per state is kept, and the last state is the one
set most recently.

Progress is a convenience: a file that cannot be read or parsed is moved
aside to `progress.json.bad-<time>` (never overwritten) and the tutor starts
afresh; a file from a newer r45 is left alone and nothing is saved. Each of
these is one warning (a messages key with its values).
"""

import json
import os
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from .files import RefusedPath, read_bounded, user_dir, write_atomically
from .messages import M, Message

STATE_DIR_ENV = "R45_STATE_DIR"
FILE_NAME = "progress.json"
LOCK_NAME = "progress.lock"
FORMAT = 1
MAX_BYTES = 1_000_000  # a real progress file is a few hundred bytes
MAX_DEPTH = 4  # the format nests no deeper; deeper JSON is refused before it is parsed


class ProgressWarning(NamedTuple):
    key: Message
    path: str
    detail: str = ""


class Progress:
    """What the learner has done: what was on disk when loaded, plus this session's news."""

    def __init__(self, last: str | None = None, visited: list[str] | None = None, quiz: dict[str, tuple[int, int]] | None = None):
        self.last = last
        self.visited = list(visited or [])
        self.quiz = dict(quiz or {})  # state -> (right, asked), the best so far
        self.read_only = False  # a newer r45's file: look, never write
        self.moved_last = False  # this session set `last`, so a save carries it

    def visit(self, state: str) -> bool:
        """Note a state as seen and as the last one; False when that changes nothing."""
        if self.last == state and state in self.visited:
            return False
        self.last = state
        self.moved_last = True
        if state not in self.visited:
            self.visited.append(state)
        return True

    def mark_seen(self, state: str) -> bool:
        """Note a state as seen without moving the resume point; False when it was seen already."""
        if state in self.visited:
            return False
        self.visited.append(state)
        return True

    def record_quiz(self, state: str, right: int, asked: int) -> None:
        best = self.quiz.get(state)
        if best is None or better((right, asked), best):
            self.quiz[state] = (right, asked)

    def merged_into(self, disk: "Progress") -> "Progress":
        """What to write: the file's progress with this session's news on top."""
        out = Progress(disk.last, disk.visited, disk.quiz)
        out.visited += [s for s in self.visited if s not in out.visited]
        for state, score in self.quiz.items():
            out.record_quiz(state, *score)
        if self.moved_last:
            out.last = self.last
        return out


def better(score: tuple[int, int], than: tuple[int, int]) -> bool:
    """More right answers wins; with as many right, fewer questions asked."""
    return (score[0], -score[1]) > (than[0], -than[1])


def state_dir(env: Mapping[str, str] | None = None) -> Path | None:
    return user_dir(STATE_DIR_ENV, "XDG_STATE_HOME", ".local/state", env)


def path() -> Path | None:
    folder = state_dir()
    return folder / FILE_NAME if folder is not None else None


class _Unusable(Exception):
    """The file is there but cannot be used; `key` says how."""

    def __init__(self, key: Message, detail: str):
        super().__init__(detail)
        self.key, self.detail = key, detail


def _read(where: Path) -> Progress:
    """The file's progress; a fresh one when there is no file. Raises _Unusable."""
    try:
        raw = read_bounded(where, MAX_BYTES)
    except FileNotFoundError:
        return Progress()
    except RefusedPath as exc:
        raise _Unusable(M.progress_unreadable, "not a regular file" if exc.reason == M.file_not_regular else "too large") from None
    except OSError as exc:
        raise _Unusable(M.progress_unreadable, _detail(exc)) from None
    try:
        text = raw.decode("utf-8")
        if _depth(text) > MAX_DEPTH:
            raise ValueError("nested too deeply")
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise _Unusable(M.progress_corrupt, _detail(exc)) from None
    if isinstance(data, dict) and isinstance(data.get("format"), int) and not isinstance(data["format"], bool) and data["format"] > FORMAT:
        raise _Unusable(M.progress_newer, str(data["format"]))
    try:
        return _decode(data)
    except (ValueError, TypeError) as exc:
        raise _Unusable(M.progress_corrupt, _detail(exc)) from None


def _depth(text: str) -> int:
    """How deeply brackets nest in a JSON text (strings skipped), without parsing it."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


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
        if not (isinstance(pair, list) and len(pair) == 2):
            raise ValueError(f"bad score for {state}")
        right, asked = pair
        if not (type(right) is int and type(asked) is int and 0 <= right <= asked):
            raise ValueError(f"bad score for {state}")
        scores[str(state)] = (right, asked)
    return Progress(last, list(visited), scores)


def _set_aside(where: Path) -> Path | None:
    """Move an unusable file out of the way, keeping it; None when it cannot be moved."""
    aside = where.with_name(f"{where.name}.bad-{time.strftime('%Y%m%dT%H%M%S')}")
    try:
        os.replace(where, aside)
    except OSError:
        return None
    return aside


def load() -> tuple[Progress, ProgressWarning | None]:
    """The saved progress, or a fresh one and why the saved one could not be used."""
    where = path()
    if where is None:
        return Progress(), ProgressWarning(M.progress_no_home, "")
    try:
        with _locked(where):
            return _read(where), None
    except _Unusable as exc:
        return _unusable(where, exc)
    except OSError:
        try:
            return _read(where), None  # no lock to be had (a read-only folder): read all the same
        except _Unusable as exc:
            return _unusable(where, exc)


def _unusable(where: Path, exc: _Unusable) -> tuple[Progress, ProgressWarning]:
    if exc.key == M.progress_newer:
        fresh = Progress()
        fresh.read_only = True
        return fresh, ProgressWarning(M.progress_newer, str(where), exc.detail)
    aside = _set_aside(where) if exc.key == M.progress_corrupt else None
    if aside is not None:
        return Progress(), ProgressWarning(M.progress_moved, str(where), str(aside))
    fresh = Progress()
    fresh.read_only = True  # never overwrite what could not be read or moved
    return fresh, ProgressWarning(exc.key, str(where), exc.detail)


def save(progress: Progress) -> ProgressWarning | None:
    """Merge this session's progress into the file, under the lock; a failure is a warning, never raised."""
    where = path()
    if where is None or progress.read_only:
        return None  # already said when it was loaded
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        with _locked(where):
            try:
                disk = _read(where)
            except _Unusable as exc:
                if exc.key == M.progress_newer or _set_aside(where) is None:
                    return ProgressWarning(exc.key, str(where), exc.detail)
                disk = Progress()
            merged = progress.merged_into(disk)
            data = {"format": FORMAT, "last": merged.last, "visited": merged.visited, "quiz": {k: list(v) for k, v in merged.quiz.items()}}
            write_atomically(where, json.dumps(data, ensure_ascii=False, indent=1))
    except OSError as exc:
        return ProgressWarning(M.progress_unwritable, str(where), _detail(exc))
    progress.visited, progress.quiz = merged.visited, merged.quiz  # now this session knows the others' news too
    return None


@contextmanager
def _locked(where: Path) -> Iterator[None]:
    """An exclusive lock on the lock file beside `where`, for one read-merge-write."""
    try:
        import fcntl
    except ImportError:  # Windows: no lock, as documented
        yield
        return
    fd = os.open(where.with_name(LOCK_NAME), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def reset() -> ProgressWarning | None:
    where = path()
    if where is None:
        return ProgressWarning(M.progress_no_home, "")
    try:
        where.unlink(missing_ok=True)
    except OSError as exc:
        return ProgressWarning(M.progress_unwritable, str(where), _detail(exc))
    return None


def _detail(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
