"""Where a lesson's progress file is: `progress.json` for the course's lesson as packaged, `progress-<digest>.json`
for any other, so two lessons never share scores, schedules or predict mode's record."""

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .lesson.model import Lesson

FILE_NAME = "progress.json"


def file_name(lesson: "Lesson | None") -> str:
    return FILE_NAME if lesson is None or is_course(lesson) else f"progress-{lesson_key(lesson)}.json"


def is_course(lesson: "Lesson") -> bool:
    """Whether the lesson is the packaged states.yaml: the same file (the wheel's, or a checkout's), or one byte for
    byte like it (a checkout beside an installed wheel, or a copy under another name)."""
    from .lesson.source import packaged_states_path

    try:
        mine, course = os.path.realpath(lesson.path), os.path.realpath(packaged_states_path())
        if mine == course:
            return True
        if os.path.getsize(mine) != os.path.getsize(course):
            return False
        with open(mine, "rb") as a, open(course, "rb") as b:
            return a.read() == b.read()
    except (OSError, ValueError):
        return False


def lesson_key(lesson: "Lesson") -> str:
    """16 hex digits of a digest of the lesson's title and numbers: the same lesson anywhere, another lesson apart."""
    try:
        from _blake2 import blake2b  # as lesson/source.py: hashlib's OpenSSL set-up is not needed
    except ImportError:  # pragma: no cover - an interpreter without it
        from hashlib import blake2b
    demo = lesson.demo
    said = repr((tuple(lesson.title), lesson.example, lesson.printed, demo.x, demo.heads, demo.W_O, demo.b_O)).encode()
    return blake2b(said, digest_size=8).hexdigest()
