"""A learner's progress: states seen, quiz scores, practice and the learner model, shared safely between sessions.

Kept as JSON in $R45_STATE_DIR, else $XDG_STATE_HOME/r45, else ~/.local/state/r45, one file a lesson
(`progress.json` for the course's as packaged, `progress-<digest>.json` for any other, from a digest of its title
and numbers). Several sessions may run at once, so each save reads what is on disk, merges this session's news
into it and writes the result under a lock (`flock` on a lock file beside it, opened without following a symlink;
no lock without fcntl). Visits are unioned, the best score per state kept, the last state is the one set most
recently; practice (questions missed, predict mode's record, review cards, lab lines, each skill's chance) is
merged as news applied to what is on disk, so no session's answers are lost. The file is written compacted.

A file that cannot be read is moved aside to `progress.json.bad-<time>-<pid>` and the tutor starts afresh; a file
from a newer r45 is left alone and nothing is saved; each is one warning. A reset keeps the file as it was (.bak)
and writes an empty record with its generation one higher.
"""

import json
import os
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from .files import RefusedPath, os_reason, read_bounded, user_dir, write_atomically
from .messages import M, Message
from .progress_format import FORMAT, MAX_KEPT, MAX_NOTE, PRACTICE_FIELDS, Practice, decode, parse_json
from .progress_place import FILE_NAME as FILE_NAME  # the course's file, named where it is decided
from .progress_place import file_name
from .signals import held

if TYPE_CHECKING:
    from . import learner
    from .lesson.model import Lesson

STATE_DIR_ENV = "R45_STATE_DIR"
LOCK_NAME = "progress.lock"
MAX_BYTES = 1_000_000  # a real progress file is a few kilobytes (MAX_KEPT bounds what is written)


class ProgressWarning(NamedTuple):
    key: Message
    path: str
    detail: Message | str = ""  # the system's reason, a common one in the run's language


class Progress:
    """What the learner has done, as last read or written, and this session's news since then.

    A change (a visit, a score) is applied here at once and kept in `pending` until a save merges it into what is
    on disk then. Only news is merged, never what this session once read: so a `progress --reset` made by another
    command while a `step` is open holds, and that step's next move starts the fresh record, not the old one.
    """

    def __init__(
        self,
        last: str | None = None,
        visited: Iterable[str] = (),
        quiz: dict[str, tuple[float, int]] | None = None,
        generation: int = 0,
        practice: "Practice | None" = None,
    ):
        self.last = last
        self.visited = list(dict.fromkeys(visited))  # in the order first seen, each once
        self._visited = set(self.visited)
        self.quiz = dict(quiz or {})  # state -> (right, asked), the best so far; right counts half points
        self.generation = generation  # bumped by every reset
        p = practice or Practice()
        self.missed, self.fade, self.cards, self.notes = list(p.missed), dict(p.fade), dict(p.cards), dict(p.notes)
        self.runs, self.unaided, self.hints, self.skills = dict(p.runs), dict(p.unaided), dict(p.hints), dict(p.skills)
        self.tests, self.tried, self.wrong_runs = dict(p.tests), dict(p.tried), dict(p.wrong_runs)
        self.came_back = dict(p.came_back)
        self.dropped = p.dropped  # review cards left out on reading, each "id: why"
        self.read_only = False  # a newer r45's file: look, never write
        self.where: Path | None = None  # the file it was read from, and is saved to; None: the course's
        self.pending: list[Callable[[Progress], object]] = []

    def _news(self, change: Callable[["Progress"], bool]) -> bool:
        """Apply a change here and keep it for the next save; False (and nothing kept) when it changes nothing."""
        if not change(self):
            return False
        self.pending.append(change)
        return True

    def visit(self, state: str) -> bool:
        """Note a state as seen and as the last one; False when that changes nothing."""
        return self._news(lambda p: p._visit(state))

    def mark_seen(self, state: str) -> bool:
        """Note a state as seen without moving the resume point; False when it was seen already."""
        return self._news(lambda p: p._mark_seen(state))

    def record_quiz(self, state: str, right: float, asked: int) -> bool:
        points: float = int(right) if float(right).is_integer() else float(right)  # 2, not 2.0, in the file
        return self._news(lambda p: p._record_quiz(state, points, asked))

    def record_answers(self, missed: Iterable[str], mastered: Iterable[str]) -> bool:
        """Questions missed come first next time (most recent last); one right at the first try leaves the list."""
        missed, mastered = tuple(missed), tuple(mastered)
        return self._news(lambda p: p._record_answers(missed, mastered))

    def set_fade(self, state: str, level: int, wrong_runs: int = 0, came_back: bool = False) -> bool:
        """A state's predict level next time (0: worked), the runs in a row wrong there, whether help came back."""
        def news(p: "Progress") -> bool:
            counted = p._put(p.wrong_runs, state, wrong_runs) if wrong_runs else p.wrong_runs.pop(state, None)
            back = p._put(p.came_back, state, level) if came_back else p.came_back.pop(state, None)
            return p._put(p.fade, state, level) | bool(counted) | bool(back)

        return self._news(news)

    def count(self, what: str, key: str) -> bool:
        """One more predict run at a state or chain (`runs`: the next draws others), or a look at formulas (`hints`)."""
        return self._news(lambda p: p._put(getattr(p, what), key, getattr(p, what).get(key, 0) + 1))

    def trace(self, lesson: "Lesson", attempt: "learner.Attempt") -> bool:
        """A first attempt moves the chance of each skill it speaks for (applied to what is on disk at the save)."""
        from . import learner

        said = learner.outcomes(lesson, attempt)

        def news(p: "Progress") -> bool:
            p.skills.update(learner.moved(lesson, p.skills, attempt))
            for skill, right in said.items():  # counted as the chance is moved: the attempts it speaks for
                r, n, run = p.tried.get(skill, (0, 0, 0))
                p.tried[skill] = (r + right, n + 1, run + 1 if right else 0)
            return bool(said)

        return self._news(news)

    def record_unaided(self, key: str, day: str | None) -> bool:
        """A state or chain done unaided, on `day`; None: not any more (a claim missed after it)."""
        return self._news(lambda p: p._put(p.unaided, key, day) if day else p.unaided.pop(key, None) is not None)

    def record_test(self, which: str, run: dict[str, object]) -> bool:
        """The pre-test or the post-test, as kept (a later run of the same replaces it)."""
        return self._news(lambda p: p._put(p.tests, which, run))

    def record_card(self, qid: str, card: dict[str, object]) -> bool:
        """A review card's schedule (fsrs's own record); of two sessions' news, the later review wins."""
        return self._news(lambda p: p._record_card(qid, dict(card)))

    def keep_note(self, key: str, text: str) -> bool:
        """A line the learner wrote (the lab's "what will change?"), kept for their notes."""
        return self._news(lambda p: p._put(p.notes, key, text[:MAX_NOTE]))

    def _record_answers(self, missed: tuple[str, ...], mastered: tuple[str, ...]) -> bool:
        before = list(self.missed)
        self.missed = [q for q in self.missed if q not in mastered and q not in missed] + list(dict.fromkeys(missed))
        return self.missed != before

    def _record_card(self, qid: str, card: dict[str, object]) -> bool:
        old = self.cards.get(qid)
        if old is not None and str(old.get("last_review") or "") > str(card.get("last_review") or ""):
            return False
        return self._put(self.cards, qid, card)

    @staticmethod
    def _put(where: dict, key: str, value: object) -> bool:  # type: ignore[type-arg]
        if where.get(key) == value:
            return False
        where.pop(key, None)  # the most recent last: compacting keeps the newest
        where[key] = value
        return True

    def _visit(self, state: str) -> bool:
        moved = self.last != state
        self.last = state
        return self._mark_seen(state) or moved

    @property
    def opened(self) -> frozenset[str]:
        """The states seen or quizzed: review brings their new cards first."""
        return frozenset((*self.visited, *self.quiz))

    def _mark_seen(self, state: str) -> bool:
        if state in self._visited:
            return False
        self.visited.append(state)
        self._visited.add(state)
        return True

    def _record_quiz(self, state: str, right: float, asked: int) -> bool:
        best = self.quiz.get(state)
        if best is not None and not better((right, asked), best):
            return False
        self.quiz[state] = (right, asked)
        return True

    def adopt(self, saved: "Progress") -> None:
        """Take on what was just written: everyone's news, this session's included."""
        self.last, self.visited, self._visited = saved.last, saved.visited, saved._visited
        self.quiz, self.generation = saved.quiz, saved.generation
        self.missed, self.fade, self.cards, self.notes = saved.missed, saved.fade, saved.cards, saved.notes
        self.runs, self.unaided, self.hints, self.skills = saved.runs, saved.unaided, saved.hints, saved.skills
        self.tests, self.tried, self.wrong_runs, self.came_back = saved.tests, saved.tried, saved.wrong_runs, \
            saved.came_back
        self.pending = []

    @property
    def empty(self) -> bool:  # nothing on record: a reset has nothing to ask about or keep
        return self.compacted() == Progress(generation=self.generation).compacted()

    def compacted(self) -> dict[str, object]:
        """The record as written: at most MAX_KEPT states seen and scores, the most recent kept."""
        return {
            "format": FORMAT,
            "generation": self.generation,
            "last": self.last,
            "visited": self.visited[-MAX_KEPT:],
            "quiz": {k: list(v) for k, v in list(self.quiz.items())[-MAX_KEPT:]},
            "missed": self.missed[-MAX_KEPT:],
            **{k: dict(list(getattr(self, k).items())[-MAX_KEPT:]) for k in PRACTICE_FIELDS},
        }


def better(score: tuple[float, int], than: tuple[float, int]) -> bool:  # more right wins; then fewer asked
    return (score[0], -score[1]) > (than[0], -than[1])


def state_dir(env: Mapping[str, str] | None = None) -> Path | None:
    return user_dir(STATE_DIR_ENV, "XDG_STATE_HOME", ".local/state", env)


def path(lesson: "Lesson | None" = None) -> Path | None:
    """The lesson's progress file: progress.json for the course's lesson (or none named), else its own."""
    folder = state_dir()
    return folder / file_name(lesson) if folder is not None else None


class _Unusable(Exception):
    """The file is there but cannot be used; `key` says how."""

    def __init__(self, key: Message, detail: Message | str):
        super().__init__(key.name)
        self.key, self.detail = key, detail


def _read(where: Path) -> Progress:
    """The file's progress; a fresh one when there is no file. Raises _Unusable."""
    try:
        raw = read_bounded(where, MAX_BYTES)
    except FileNotFoundError:
        return Progress()
    except RefusedPath as exc:
        said = "not a regular file" if exc.reason == M.file_not_regular else "too large"
        raise _Unusable(M.progress_unreadable, said) from None
    except OSError as exc:
        raise _Unusable(M.progress_unreadable, os_reason(exc)) from None
    try:
        data = parse_json(raw.decode("utf-8"))
    except ValueError as exc:
        raise _Unusable(M.progress_corrupt, os_reason(exc)) from None
    found = data.get("format") if isinstance(data, dict) else None
    if isinstance(found, int) and not isinstance(found, bool) and found > FORMAT:
        raise _Unusable(M.progress_newer, str(found))
    try:
        return Progress(*decode(data))
    except (ValueError, TypeError) as exc:
        raise _Unusable(M.progress_corrupt, os_reason(exc)) from None


def _set_aside(where: Path) -> Path | None:
    """Move an unusable file out of the way under a name no file has, keeping it; None when it cannot be moved."""
    stem = f"{where.name}.bad-{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}"
    for n in range(100):
        aside = where.with_name(stem if n == 0 else f"{stem}-{n}")
        try:
            os.link(where, aside)  # never replaces a file already set aside
        except FileExistsError:
            continue
        except OSError:
            return None
        try:
            os.unlink(where)
        except OSError:
            return None
        return aside
    return None


Waiting = Callable[[], None]  # said once when another r45 holds the lock


def load(on_wait: Waiting | None = None, lesson: "Lesson | None" = None) -> tuple[Progress, ProgressWarning | None]:
    """The lesson's saved progress, or a fresh one and why the saved one could not be used; saved back to its file."""
    where = path(lesson)
    if where is None:
        return Progress(), ProgressWarning(M.progress_no_home, "")
    seen, warning = _load(where, on_wait)
    seen.where = where
    return seen, warning


def _load(where: Path, on_wait: Waiting | None) -> tuple[Progress, ProgressWarning | None]:
    try:
        with _locked(where, on_wait):
            return _checked(where, _read(where))
    except _Unusable as exc:
        return _unusable(where, exc)
    except OSError:
        try:
            return _checked(where, _read(where))  # no lock to be had (a read-only folder): read all the same
        except _Unusable as exc:
            return _unusable(where, exc)


def _checked(where: Path, seen: Progress) -> tuple[Progress, ProgressWarning | None]:
    """The progress read, and one warning naming the review cards left out of it (the next save leaves them out too)."""
    if not seen.dropped:
        return seen, None
    named = "; ".join(seen.dropped[:3]) + (f"; {len(seen.dropped) - 3} more" if len(seen.dropped) > 3 else "")
    return seen, ProgressWarning(M.progress_cards_dropped, str(where), named)


def _unusable(where: Path, exc: _Unusable) -> tuple[Progress, ProgressWarning]:
    if exc.key is M.progress_newer:
        fresh = Progress()
        fresh.read_only = True
        return fresh, ProgressWarning(M.progress_newer, str(where), exc.detail)
    aside = _set_aside(where) if exc.key is M.progress_corrupt else None
    if aside is not None:
        return Progress(), ProgressWarning(M.progress_moved, str(where), str(aside))
    fresh = Progress()
    fresh.read_only = True  # never overwrite what could not be read or moved
    return fresh, ProgressWarning(exc.key, str(where), exc.detail)


def save(progress: Progress, on_wait: Waiting | None = None) -> ProgressWarning | None:
    """Merge this session's news into its file, under the lock; a failure is a warning, never raised."""
    where = progress.where or path()
    if where is None or progress.read_only:
        return None  # already said when it was loaded
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        with _locked(where, on_wait), held():  # signals wait for the write and its adoption, not for the lock
            try:
                disk = _read(where)
            except _Unusable as exc:
                if exc.key is M.progress_newer or _set_aside(where) is None:
                    return ProgressWarning(exc.key, str(where), exc.detail)
                disk = Progress()
            for change in progress.pending:
                change(disk)
            write_atomically(where, json.dumps(disk.compacted(), ensure_ascii=False, indent=1))
            progress.adopt(disk)  # now this session knows the others' news too
    except OSError as exc:
        return ProgressWarning(M.progress_unwritable, str(where), os_reason(exc))
    return None


@contextmanager
def _locked(where: Path, on_wait: Waiting | None = None) -> Iterator[None]:
    """An exclusive lock on the lock file beside `where`, for one read-merge-write. The lock file is opened without
    following a symlink (a link planted there creates nothing); `on_wait` says so once before any wait."""
    try:
        import fcntl
    except ImportError:  # Windows: no lock, as documented
        yield
        return
    fd = os.open(where.with_name(LOCK_NAME), os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if on_wait is not None:
                on_wait()
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def backup(where: Path) -> Path:  # where a reset keeps the record it clears (the reset, and its prompt)
    return where.with_name(where.name + ".bak")


def reset(on_wait: Waiting | None = None, lesson: "Lesson | None" = None) -> Path | ProgressWarning | None:
    """Forget the record (a generation on: open sessions too); one that held anything kept as backup(), its path."""
    where = path(lesson)
    if where is None:
        return ProgressWarning(M.progress_no_home, "")
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        with _locked(where, on_wait), held():
            try:
                old: Progress | None = _read(where)
            except _Unusable:
                old = None  # kept all the same, as it was
            generation = old.generation if old is not None else 0
            kept = backup(where) if where.exists() and (old is None or not old.empty) else None
            if kept is not None:  # a second reset had put an empty record over the first one's
                write_atomically(kept, read_bounded(where, MAX_BYTES))
            fresh = Progress(generation=generation + 1).compacted()
            write_atomically(where, json.dumps(fresh, ensure_ascii=False, indent=1))
    except (OSError, RefusedPath) as exc:
        return ProgressWarning(M.progress_unwritable, str(where), os_reason(exc))
    return kept

