"""The lesson file against the packaged lesson: where its example has other numbers, its texts about the course's
own numbers that still read as the packaged ones do. The views leave those notes out and say so; verify names them."""

from functools import cache
from typing import NamedTuple

from .model import Lesson


class Stale(NamedTuple):
    """Where the file's example is not the packaged lesson's: what differs (u, W1, …), and its texts about the
    course's numbers that still read as the packaged ones do, as (zh, en): notes marked `about: course`, and where u
    comes from (an instructor's handout still said "the table of u and z holds the course's own numbers" of new
    ones, and verify had passed). A text rewritten is taken as seen to: listed whatever was done, the notice could
    never be cleared. The views leave these notes out, and say so; verify names them."""

    changed: tuple[str, ...] = ()
    notes: frozenset[tuple[str, str]] = frozenset()
    given: bool = False  # example.given as packaged, with another u


@cache
def _packaged() -> Lesson:
    from .source import load, packaged_states_path

    return load(packaged_states_path())


def stale(lesson: Lesson) -> Stale:
    course = _packaged()
    changed = tuple(f for f in ("u", "W1", "b1", "W2", "b2", "eps", "gamma", "beta")
                    if getattr(lesson.example, f) != getattr(course.example, f))
    if not changed:
        return Stale()
    as_packaged = {(n.zh, n.en) for sid in course.order for n in course.state(sid).notes if n.about == "course"}
    notes = frozenset(t for sid in lesson.order for n in lesson.state(sid).notes
                      if n.about == "course" and (t := (n.zh, n.en)) in as_packaged)
    given = "u" in changed and lesson.example.given is not None and lesson.example.given == course.example.given
    return Stale(changed, notes, given)
