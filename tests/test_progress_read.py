"""The progress file is read by the rules it is written with, and each field is checked on read.

A record r45 wrote itself is never set aside, whatever a learner typed into
it; a review card with a bad field is dropped with one warning, and the rest
of the file is kept.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path

import pytest
from conftest import invoke
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from r45cli import progress, review
from r45cli.progress_format import FIRST_DAY, LAST_DAY, MAX_DEPTH, MAX_NOTE, card_problem, decode, nesting, parse_json
from r45cli.quiz import Result


def state_file() -> Path:
    return Path(os.environ["R45_STATE_DIR"]) / progress.FILE_NAME


def _kept_and_read(text: str) -> tuple[progress.Progress, object]:
    seen, warning = progress.load()
    assert warning is None
    seen.keep_note("lab.zero_ffn", text)
    assert progress.save(seen) is None
    return progress.load()


NOTES = ['[guess: "z" stays the same', "tab\tand [ bracket", '{"a": [', "\\", '"]]]]]]"']


@pytest.mark.parametrize("note", NOTES, ids=repr)
def test_a_note_with_quotes_brackets_and_tabs_reads_back(note) -> None:
    again, warning = _kept_and_read(note)
    assert warning is None and again.notes == {"lab.zero_ffn": note}
    assert not list(state_file().parent.glob("progress.json.bad-*"))


EXAMPLES = int(os.environ.get("R45_FUZZ_EXAMPLES", "25"))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(note=st.text(max_size=MAX_NOTE + 20))
def test_any_note_round_trips(note) -> None:
    for old in state_file().parent.glob("progress.json*") if state_file().parent.exists() else ():
        old.unlink()
    again, warning = _kept_and_read(note)
    assert warning is None and again.notes == {"lab.zero_ffn": note[:MAX_NOTE]}


@pytest.mark.parametrize(
    "text, depth",
    [("1", 0), ("[]", 1), ('{"a": [1, {"b": []}]}', 4), ('"[[[[[[[["', 0), ('[[[["]]]]]]"]]]]', 4)],
)
def test_nesting_is_measured_on_the_parsed_value(text, depth) -> None:
    assert nesting(json.loads(text)) == depth


@pytest.mark.parametrize("text", ["[" * 100_000, "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "{", '{"a": 1} x'])
def test_what_is_not_a_progress_file_is_refused(text) -> None:
    with pytest.raises(ValueError):
        parse_json(text)


# --------------------------------------------------------------------------- review cards, field by field

DAY = dt.date(2026, 12, 1)


def _good_card() -> dict:
    return review.reviewed(None, Result("b0.quiz.1", "b0", 1.0, True), DAY)


BAD_CARDS = {
    "no due": lambda c: c.pop("due"),
    "due tomorrow": lambda c: c.update(due="tomorrow"),
    "due without a zone": lambda c: c.update(due="2026-12-02T12:00:00"),
    "due a number": lambda c: c.update(due=20261202),
    "string card_id": lambda c: c.update(card_id="123"),
    "boolean card_id": lambda c: c.update(card_id=True),
    "no card_id": lambda c: c.pop("card_id"),
    "no last_review": lambda c: c.pop("last_review"),
    "nan stability": lambda c: c.update(stability=float("nan")),
    "inf stability": lambda c: c.update(stability=float("inf")),
    "zero stability": lambda c: c.update(stability=0),
    "no stability": lambda c: c.update(stability=None),
    "nan difficulty": lambda c: c.update(difficulty=float("nan")),
    "difficulty 11": lambda c: c.update(difficulty=11),
    "state 7": lambda c: c.update(state=7),
    "state as text": lambda c: c.update(state="2"),
    "relearning without a step": lambda c: c.update(state=3, step=None),
    "step as text": lambda c: c.update(step="0"),
    "last_review garbage": lambda c: c.update(last_review="yesterday-ish"),
    "introduced garbage": lambda c: c.update(introduced="2026-13-01"),
    "not a mapping": lambda c: c.clear() or c.update(broken=True),
}


def _write(cards: dict) -> None:
    data = {"format": 2, "last": "b2", "visited": ["b0", "b1", "b2"], "quiz": {"b0": [2, 3]}, "cards": cards,
            "notes": {"lab.zero_ffn": "my guess"}}
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().write_text(json.dumps(data))


@pytest.mark.parametrize("name", BAD_CARDS)
def test_a_bad_card_is_dropped_and_named_and_the_rest_kept(name) -> None:
    cards = _with_a_bad_card(name)
    _write(cards)
    seen, warning = progress.load()
    assert warning is not None and warning.key.name == "progress_cards_dropped"
    assert warning.detail.startswith("b1.quiz.1: ") and warning.detail.count(": ") == 1
    assert set(seen.cards) == {"b0.quiz.1"} and seen.quiz == {"b0": (2, 3)}
    assert seen.notes == {"lab.zero_ffn": "my guess"}
    seen.visit("b3")
    assert progress.save(seen) is None
    data = json.loads(state_file().read_text())  # saved without it, everything else kept
    assert list(data["cards"]) == ["b0.quiz.1"] and data["quiz"] == {"b0": [2, 3]}
    assert not list(state_file().parent.glob("progress.json.bad-*")) and progress.load()[1] is None


def _with_a_bad_card(name: str) -> dict:
    bad = _good_card()
    BAD_CARDS[name](bad)
    cards = {"b0.quiz.1": _good_card(), "b1.quiz.1": bad if name != "not a mapping" else "a card"}
    assert card_problem(cards["b1.quiz.1"]) is not None and card_problem(cards["b0.quiz.1"]) is None
    return cards


@pytest.mark.parametrize("name", ["no due", "due tomorrow", "string card_id"])
def test_every_command_warns_once_and_goes_on(runner, name) -> None:
    cards = _with_a_bad_card(name)
    for command in (["review"], ["progress"], ["show", "b3"]):
        _write(cards)
        result = invoke(runner, *command, input="q\n", env={"R45_TODAY": DAY.isoformat()})
        assert result.exit_code == 0 and "Traceback" not in result.stderr, (command, result.stderr)
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("r45: warning: progress file "), lines
        assert "b1.quiz.1: " in lines[0], lines
    data = json.loads(state_file().read_text())  # `show` saved: the bad card is left out, everything else kept
    assert list(data["cards"]) == ["b0.quiz.1"] and data["quiz"] == {"b0": [2, 3]}
    assert data["notes"] == {"lab.zero_ffn": "my guess"} and set(data["visited"]) == {"b0", "b1", "b2", "b3"}
    assert not list(state_file().parent.glob("progress.json.bad-*"))
    assert invoke(runner, "progress", env={"R45_TODAY": DAY.isoformat()}).stderr == ""  # said once, then gone


@pytest.mark.parametrize("stability", [1.7623621627934501e308, 2e9])
def test_a_card_of_a_stability_no_review_makes_is_dropped_not_reviewed_into_an_overflow(stability) -> None:
    """A card of stability 1.76e308 passed the check, and fsrs's next interval overflowed reviewing it (found by the
    test below); one at the bound is reviewed, and what it writes reads back."""
    from r45cli.progress_format import MAX_STABILITY

    card = {**_good_card(), "stability": stability}
    assert card_problem(card) == "stability is not a positive number of days up to 1,000,000,000"
    top = {**_good_card(), "stability": MAX_STABILITY}
    for right in (0.0, 0.5, 1.0):
        after = review.reviewed(top, Result("b0.quiz.1", "b0", right, right == 1.0), DAY)
        assert card_problem(json.loads(json.dumps(after))) is None and after["stability"] <= MAX_STABILITY


def test_a_card_with_nan_stability_is_dropped_before_the_answers_not_after(runner) -> None:
    bad = _good_card()
    bad["stability"] = float("nan")
    bad["due"] = review.moment(DAY).isoformat()  # due today: it would be asked
    _write({"b0.quiz.1": bad})
    result = invoke(runner, "review", input="s\nq\n", env={"R45_TODAY": DAY.isoformat()})
    assert result.exit_code == 0 and "b0.quiz.1: stability is not a positive number" in result.stderr
    assert card_problem(json.loads(state_file().read_text())["cards"]["b0.quiz.1"]) is None  # answered afresh, saved


@pytest.mark.parametrize("text", ["9999-12-31", "9900-01-01", "1899-12-31", "0001-01-01", "2026-02-30", "tomorrow"])
def test_a_date_r45_cannot_schedule_from_is_bad_input(runner, text) -> None:
    for command in ("review", "progress"):
        result = invoke(runner, command, input="s\n", env={"R45_TODAY": text})
        assert result.exit_code == 2 and result.stdout == "", (command, result.stdout)
        said = f"R45_TODAY must be a date written YYYY-MM-DD, not {text!r}; r45 schedules from 1900-01-01 to 9899-12-31"
        assert result.stderr == f"r45: error: {said}\n"


def test_the_message_names_the_days_the_code_takes() -> None:
    from r45cli.messages import M

    for lang in ("zh", "en"):
        said = M.review_bad_date(lang, text="x")
        assert str(FIRST_DAY) in said and str(LAST_DAY) in said


def test_the_last_day_works_to_its_end(runner) -> None:
    """A review on LAST_DAY schedules fsrs's longest interval without overflow, and the card reads back."""
    record = None
    for _ in range(8):
        record = review.reviewed(record, Result("b0.quiz.1", "b0", 1.0, True), LAST_DAY)
        assert card_problem(record) is None
    result = invoke(runner, "review", input="s\nq\n", env={"R45_TODAY": LAST_DAY.isoformat()})
    assert result.exit_code == 0 and result.stderr == ""
    assert all(card_problem(c) is None for c in json.loads(state_file().read_text())["cards"].values())


ZONES = st.sampled_from([dt.timezone.utc, dt.timezone(dt.timedelta(hours=14)), dt.timezone(-dt.timedelta(hours=12))])
AWARE = st.datetimes(timezones=ZONES).map(dt.datetime.isoformat)
NAIVE = st.datetimes().map(dt.datetime.isoformat)
ODD = st.one_of(st.floats(), st.integers(-5, 2**64), st.none(), st.booleans(), st.text(max_size=12), NAIVE)


def mostly(valid: st.SearchStrategy) -> st.SearchStrategy:
    """The valid values four times in five: enough cards pass for the property to say something."""
    return st.sampled_from([True] * 4 + [False]).flatmap(lambda ok: valid if ok else ODD)


CARDS = st.fixed_dictionaries(
    {
        "card_id": mostly(st.integers(0, 2**63 - 1)),
        "state": mostly(st.integers(1, 3)),
        "step": mostly(st.none() | st.integers(0, 1_000)),
        "stability": mostly(st.floats(0, 1e300, exclude_min=True)),
        "difficulty": mostly(st.floats(1, 10)),
        "due": mostly(AWARE),
        "last_review": mostly(st.none() | AWARE),
    },
    optional={"introduced": mostly(st.dates().map(str))},
)


@settings(max_examples=EXAMPLES * 8, deadline=None)
@given(card=CARDS, day=st.dates(FIRST_DAY, LAST_DAY), right=st.sampled_from([0.0, 0.5, 1.0]))
def test_every_card_that_passes_can_be_reviewed_and_reads_back(card, day, right) -> None:
    if card_problem(card) is not None:
        return
    review.due_on(card)
    after = review.reviewed(card, Result("b0.quiz.1", "b0", right, right == 1.0), day)
    assert card_problem(json.loads(json.dumps(after))) is None


@pytest.mark.parametrize("tried", [[2, 1, 0], [1, 2], [-1, 2, 0], [1.0, 2, 0], "1 of 2", [True, 2, 0], [1, 2, 2]])
def test_first_tries_are_whole_counts_right_within_all_and_the_last_run_within_the_right(tried) -> None:
    assert decode({"format": 2, "tried": {"mean": [1, 2, 1]}}).practice.tried == {"mean": (1, 2, 1)}
    with pytest.raises(ValueError, match="bad tried"):
        decode({"format": 2, "tried": {"mean": tried}})


@pytest.mark.parametrize("count", [-1, 1.5, "2", True, 2**31])
def test_runs_in_a_row_with_a_step_wrong_are_whole_counts(count) -> None:
    assert decode({"format": 2, "wrong_runs": {"b2": 1}}).practice.wrong_runs == {"b2": 1}
    with pytest.raises(ValueError, match="bad wrong_runs"):
        decode({"format": 2, "wrong_runs": {"b2": count}})
