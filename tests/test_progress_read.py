"""The progress file is read by the rules it is written with, and each field is checked on read.

A record r45 wrote itself is never set aside, whatever a learner typed into
it; a review card with a bad field is dropped with one warning, and the rest
of the file is kept.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from r45cli import progress
from r45cli.progress_format import MAX_DEPTH, MAX_NOTE, nesting, parse_json


def state_file() -> Path:
    return Path(os.environ["R45_STATE_DIR"]) / progress.FILE_NAME


def _kept_and_read(text: str) -> tuple[progress.Progress, object]:
    seen, warning = progress.load()
    assert warning is None
    seen.keep_note("lab.zero_ffn", text)
    assert progress.save(seen) is None
    return progress.load()


@pytest.mark.parametrize("note", ['[guess: "z" stays the same', "tab\tand [ bracket", '{"a": [', "\\", '"]]]]]]"'], ids=repr)
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
