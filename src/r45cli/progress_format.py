"""The progress file's JSON: each field read and checked, formats 1 and 2.

Format 1 held the states seen, the last one and whole-point quiz scores.
Format 2 adds half points and practice: the questions missed, how far
predict mode has faded each state, the review cards, the lab's own lines.
A file of format 1 reads as a format-2 record with no practice yet.
"""

import json
from typing import NamedTuple

FORMAT = 2  # written; a file of a higher format is left alone
READS = (1, 2)
MAX_KEPT = 512  # states seen, scores and practice entries kept: a written file stays a few kilobytes
MAX_DEPTH = 4  # the format nests no deeper (the file, cards, a card's fields); deeper JSON is refused
MAX_NOTE = 500  # characters of one lab line kept


class Practice(NamedTuple):
    missed: tuple[str, ...] = ()
    fade: dict[str, int] = {}
    cards: dict[str, dict[str, object]] = {}
    notes: dict[str, str] = {}


class Record(NamedTuple):
    last: str | None
    visited: list[str]
    quiz: dict[str, tuple[float, int]]
    generation: int
    practice: Practice


def parse_json(text: str) -> object:
    """The file's JSON, read by the json module that wrote it; ValueError when it is not JSON or nests too deeply.

    json stops a text nested past Python's recursion limit with RecursionError;
    anything it did parse is measured afterwards, so whatever r45 wrote (a
    note holding quotes, brackets or tabs) reads back as it was.
    """
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if nesting(data) > MAX_DEPTH:
        raise ValueError("nested too deeply")
    return data


def nesting(value: object) -> int:
    """How deep lists and mappings nest in parsed JSON (a number or a text: 0), without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, (dict, list)):
            depth += 1
            deepest = max(deepest, depth)
            stack.extend((child, depth) for child in (node.values() if isinstance(node, dict) else node))
    return deepest


def decode(data: object) -> Record:
    if not isinstance(data, dict) or data.get("format") not in READS:
        raise ValueError("not an r45 progress file")
    last = data.get("last")
    visited = data.get("visited", [])
    quiz = data.get("quiz", {})
    generation = data.get("generation", 0)
    if (last is not None and not isinstance(last, str)) or not isinstance(visited, list) or not isinstance(quiz, dict):
        raise ValueError("unexpected fields")
    if type(generation) is not int or generation < 0:
        raise ValueError("bad generation")
    visited, quiz = visited[-MAX_KEPT:], dict(list(quiz.items())[-MAX_KEPT:])  # what will be kept is all that is checked
    if not all(isinstance(v, str) for v in visited):
        raise ValueError("visited holds a non-text")
    scores = {}
    for state, pair in quiz.items():
        if not (isinstance(pair, list) and len(pair) == 2):
            raise ValueError(f"bad score for {state}")
        right, asked = pair
        if not (type(right) in (int, float) and type(asked) is int and 0 <= right <= asked and float(right * 2).is_integer()):
            raise ValueError(f"bad score for {state}")
        scores[str(state)] = (right, asked)
    return Record(last, visited, scores, generation, _practice(data))


def _practice(data: dict) -> Practice:  # type: ignore[type-arg]
    """The practice fields; absent in a format-1 file."""
    missed = _kept(data.get("missed", []), list)
    fade, cards, notes = (_kept(data.get(k, {}), dict) for k in ("fade", "cards", "notes"))
    if not all(isinstance(q, str) for q in missed):
        raise ValueError("missed holds a non-text")
    if not all(type(v) is int and v >= 0 for v in fade.values()):
        raise ValueError("bad fade")
    if not all(isinstance(c, dict) and all(isinstance(v, (str, int, float, type(None))) for v in c.values()) for c in cards.values()):
        raise ValueError("bad card")
    if not all(isinstance(v, str) for v in notes.values()):
        raise ValueError("bad note")
    return Practice(tuple(missed), fade, cards, {k: v[:MAX_NOTE] for k, v in notes.items()})


def _kept(value: object, kind: type) -> "list | dict":  # type: ignore[type-arg]
    if not isinstance(value, kind):
        raise ValueError("unexpected fields")
    return value[-MAX_KEPT:] if isinstance(value, list) else dict(list(value.items())[-MAX_KEPT:])  # type: ignore[union-attr]
