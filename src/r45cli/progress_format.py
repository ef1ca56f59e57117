"""The progress file's JSON: each field read and checked, formats 1 and 2.

Format 1 held the states seen, the last one and whole-point quiz scores.
Format 2 adds half points and practice: the questions missed, how far
predict mode has faded each state (with its runs, the states done unaided
and the formulas looked at), the review cards, the lab's own lines.
A file of format 1 reads as a format-2 record with no practice yet.

A review card is checked field by field (`card_problem`) against what fsrs
can use; a card that fails is dropped and named, and the rest of the file
is kept. The days r45 reviews on lie between FIRST_DAY and LAST_DAY, so
whatever fsrs schedules from one of them is a time datetime can hold.
"""

import datetime as dt
import json
import math
from typing import NamedTuple

FORMAT = 2  # written; a file of a higher format is left alone
READS = (1, 2)
MAX_KEPT = 512  # states seen, scores and practice entries kept: a written file stays a few kilobytes
MAX_DEPTH = 4  # the format nests no deeper (the file, cards, a card's fields); deeper JSON is refused
MAX_NOTE = 500  # characters of one lab line kept
# fsrs schedules up to 36,500 days ahead and datetime ends with the year 9999: a review day stays in this range
FIRST_DAY = dt.date(1900, 1, 1)
LAST_DAY = dt.date(9899, 12, 31)
CARD_FIELDS = ("card_id", "state", "step", "stability", "difficulty", "due", "last_review")  # fsrs reads every one
MAX_STEP = 1_000  # a learning step's index; r45's schedule has one relearning step
MAX_CARD_ID = 2**63 - 1
MAX_STABILITY = 1e9  # days: fsrs's next interval from 1.76e308 overflowed; its intervals stop at 36,500 days
MAX_COUNT = 2**31 - 1  # a level, a run or a hint count: far more than anyone reaches, and a seed numpy takes


PRACTICE_FIELDS = ("fade", "cards", "notes", "runs", "unaided", "hints", "skills", "tests", "tried", "wrong_runs",
                   "came_back")
TEST_RUNS = ("pre", "post")


class Practice(NamedTuple):
    missed: tuple[str, ...] = ()
    fade: dict[str, int] = {}
    cards: dict[str, dict[str, object]] = {}
    notes: dict[str, str] = {}
    dropped: tuple[str, ...] = ()  # the cards left out on reading, each "id: why"
    runs: dict[str, int] = {}  # runs of each kind: predict at a state or chain (the next run's seed), spot:,
    # test: (likewise), right: (predict runs all right at a state)
    unaided: dict[str, str] = {}  # state or chain -> the day (YYYY-MM-DD) it was last done unaided
    hints: dict[str, int] = {}  # state or chain -> times its hidden formulas were shown
    skills: dict[str, float] = {}  # skill -> the chance it is known (learner.py, bkt.py)
    tests: dict[str, dict[str, object]] = {}  # pre, post -> the run kept (assess.kept)
    tried: dict[str, tuple[int, int, int]] = {}  # skill -> first attempts right, all, the right ones last in a row
    wrong_runs: dict[str, int] = {}  # state -> predict runs in a row with a step wrong, at its level in `fade`
    came_back: dict[str, int] = {}  # state -> the level help came back to, until the next run there ends


def right_key(state: str) -> str:
    """Where `runs` counts a state's predict runs with every step right."""
    return f"right:{state}"


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
    # what will be kept is all that is checked
    visited, quiz = visited[-MAX_KEPT:], dict(list(quiz.items())[-MAX_KEPT:])
    if not all(isinstance(v, str) for v in visited):
        raise ValueError("visited holds a non-text")
    scores = {}
    for state, pair in quiz.items():
        if not (isinstance(pair, list) and len(pair) == 2):
            raise ValueError(f"bad score for {state}")
        right, asked = pair
        whole = type(right) in (int, float) and type(asked) is int and 0 <= right <= asked
        if not (whole and float(right * 2).is_integer()):
            raise ValueError(f"bad score for {state}")
        scores[str(state)] = (right, asked)
    return Record(last, visited, scores, generation, _practice(data))


def _practice(data: dict[str, object]) -> Practice:
    """The practice fields; absent in a format-1 file. A bad card is dropped, not the file."""
    listed = _kept_list(data.get("missed", []))
    missed = tuple(q for q in listed if isinstance(q, str))
    fade, cards, notes, runs, unaided, hints, skills, tests, tried, wrong_runs, came_back = (
        _kept_dict(data.get(k, {})) for k in PRACTICE_FIELDS)
    if len(missed) != len(listed):
        raise ValueError("missed holds a non-text")
    for name, counts in (("fade", fade), ("runs", runs), ("hints", hints), ("wrong_runs", wrong_runs),
                         ("came_back", came_back)):
        if not all(_whole(v, 0, MAX_COUNT) for v in counts.values()):
            raise ValueError(f"bad {name}")
    if not all(day(v) is not None for v in unaided.values()):
        raise ValueError("bad unaided")
    if not all(_finite(v, 0.0, 1.0) for v in skills.values()):
        raise ValueError("bad skills")
    if not all(isinstance(v, list) and len(v) == 3 and _whole(v[1], 0, MAX_COUNT) and _whole(v[0], 0, v[1])
               and _whole(v[2], 0, v[0]) for v in tried.values()):
        raise ValueError("bad tried")
    if not all(k in TEST_RUNS and test_problem(v) is None for k, v in tests.items()):
        raise ValueError("bad tests")
    if not all(isinstance(v, str) for v in notes.values()):
        raise ValueError("bad note")
    good: dict[str, dict[str, object]] = {}
    dropped = []
    for qid, card in cards.items():
        problem = card_problem(card)
        if problem is None:
            good[qid] = card
        else:
            dropped.append(f"{qid[:40]}: {problem}")
    return Practice(missed, fade, good, {k: v[:MAX_NOTE] for k, v in notes.items()}, tuple(dropped), runs, unaided,
                    hints, {k: float(v) for k, v in skills.items()}, tests, {k: tuple(v) for k, v in tried.items()},
                    wrong_runs, came_back)


def test_problem(run: object) -> str | None:
    """Why a kept test run cannot be used (None when it can): its form, day, score, items and each skill's share."""
    if not isinstance(run, dict) or not isinstance(run.get("form"), str) or day(run.get("day")) is None:
        return "not a test run"
    skills = run.get("skills")
    if not _finite(run.get("score"), 0.0, 100.0) or not _whole(run.get("items"), 1, 1000):
        return "bad score"
    if not isinstance(skills, dict):
        return "bad skills"
    return None if all(_finite(v, 0.0, 100.0) for v in skills.values()) else "bad skill share"


def _kept_list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError("unexpected fields")
    return value[-MAX_KEPT:]


def _kept_dict(value: object) -> dict:  # type: ignore[type-arg]
    if not isinstance(value, dict):
        raise ValueError("unexpected fields")
    return dict(list(value.items())[-MAX_KEPT:])


# --------------------------------------------------------------------------- review cards


def card_problem(card: object) -> str | None:
    """Why a stored review card cannot be used (None when it can): each field as fsrs writes and needs it."""
    if not isinstance(card, dict):
        return "not a mapping"
    missing = [key for key in CARD_FIELDS if key not in card]
    if missing:
        return f"no {missing[0]}"
    if not _whole(card["card_id"], 0, MAX_CARD_ID):
        return "card_id is not a whole number"
    if not _whole(card["state"], 1, 3):  # fsrs's Learning, Review, Relearning
        return "state is not 1, 2 or 3"
    step = card["step"]
    if (step is not None or card["state"] == 3) and not _whole(step, 0, MAX_STEP):
        return "step is not a whole number"  # relearning needs one
    if not _finite(card["stability"], 0.0, MAX_STABILITY) or card["stability"] == 0:
        return f"stability is not a positive number of days up to {MAX_STABILITY:,.0f}"
    if not _finite(card["difficulty"], 1.0, 10.0):
        return "difficulty is not a number from 1 to 10"
    for key in ("due", "last_review"):
        if (card.get(key) is not None or key == "due") and moment(card.get(key)) is None:
            return f"{key} is not a time with its time zone (YYYY-MM-DDTHH:MM:SS+HH:MM)"
    if card.get("introduced") is not None and day(card["introduced"], dt.date.min, dt.date.max) is None:
        return "introduced is not a date (YYYY-MM-DD)"
    return None


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _finite(value: object, low: float, high: float) -> bool:
    if type(value) not in (int, float):
        return False
    number = float(value)  # type: ignore[arg-type]
    return math.isfinite(number) and low <= number <= high


def moment(value: object) -> dt.datetime | None:
    """An ISO time with its time zone (fsrs subtracts it from an aware one), as fsrs writes it; None otherwise."""
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        when = dt.datetime.fromisoformat(value)
    except ValueError:
        return None
    return when if when.tzinfo is not None else None


def day(value: object, first: dt.date = FIRST_DAY, last: dt.date = LAST_DAY) -> dt.date | None:
    """An ISO date (YYYY-MM-DD) from `first` to `last` (by default the days r45 reviews on); None otherwise."""
    if not isinstance(value, str) or len(value) != 10:
        return None
    try:
        found = dt.date.fromisoformat(value)
    except ValueError:
        return None
    return found if first <= found <= last else None
