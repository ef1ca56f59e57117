"""The lesson file against the packaged lesson: where its example has other numbers, its texts about the course's
own numbers that still read as the packaged ones do. The views leave those notes out and say so; verify names them."""

from functools import cache
from typing import NamedTuple

from .model import Lesson, Note
from .vocabulary import LANGS


class Stale(NamedTuple):
    """Where the file's example is not the packaged lesson's: what differs (u, W1, …), and its texts about the
    course's numbers that still read as the packaged ones do, each in its language: notes marked `about: course`, and
    where u comes from (an instructor's handout still said "the table of u and z holds the course's own numbers" of
    new ones, and verify had passed). A text rewritten is taken as seen to in its language: listed whatever was done,
    the notice could never be cleared; its other language left as packaged still is stale (an English note rewritten
    had let the Chinese one tell a class of zh readers that u came from the course's numbers). The views leave these
    texts out, and say so; verify names them."""

    changed: tuple[str, ...] = ()
    notes: frozenset[tuple[str, str]] = frozenset()  # (language, text) of the notes as packaged
    given: frozenset[str] = frozenset()  # the languages whose example.given is as packaged, with another u
    examples: frozenset[tuple[str, str]] = frozenset()  # notes `about: example` as packaged: stale where a claim fails

    def held(self, note: Note, lang: str) -> bool:
        """The note reads, in `lang`, as the packaged lesson's own about its numbers."""
        return (lang, note(lang)) in self.notes

    def stale_in(self, note: Note) -> tuple[str, ...]:
        """The languages in which the note still reads as packaged."""
        return tuple(lang for lang in LANGS if self.held(note, lang))


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
    def as_packaged(about: str) -> frozenset[tuple[str, str]]:
        packaged = {(lang, n(lang)) for sid in course.order for n in course.state(sid).notes if n.about == about
                    for lang in LANGS}
        return frozenset(t for sid in lesson.order for n in lesson.state(sid).notes if n.about == about
                         for lang in LANGS if (t := (lang, n(lang))) in packaged)

    given, packaged_given = lesson.example.given, course.example.given
    same = frozenset(lang for lang in LANGS if given is not None and packaged_given is not None
                     and given(lang) == packaged_given(lang)) if "u" in changed else frozenset()
    return Stale(changed, as_packaged("course"), same, as_packaged("example"))
