"""Progress is kept per lesson: two lesson files never share scores, schedules or fade records."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from conftest import STATES, invoke

from r45cli import lesson as lesson_mod
from r45cli import progress


def folder() -> Path:
    return Path(os.environ["R45_STATE_DIR"])


def _other(raw, write_states, name: str = "other.yaml") -> Path:
    raw["example"]["u"][0] = 1.0  # another lesson: the same ids, other numbers
    return write_states(raw, name)


def test_the_course_keeps_progress_json(lesson) -> None:
    assert progress.path(lesson) == folder() / "progress.json" == progress.path()


def test_records_from_before_stay_the_courses(runner) -> None:
    """A progress.json written before lessons were told apart is still the course's lesson's record."""
    folder().mkdir(parents=True, exist_ok=True)
    before = {"format": 2, "last": "b2", "visited": ["b0", "b2"], "quiz": {"b1": [2, 2]}}
    (folder() / "progress.json").write_text(json.dumps(before))
    out = invoke(runner, "progress").stdout
    assert "2/2" in out and "b2 ◀" in out


def test_two_lessons_with_the_same_ids_share_nothing(runner, raw, write_states) -> None:
    other = _other(raw, write_states)
    assert invoke(runner, "quiz", "b1", input="0.130279\n2\n").exit_code == 0
    course = json.loads((folder() / "progress.json").read_text())
    assert course["quiz"]["b1"][0] > 0
    result = invoke(runner, "--states", str(other), "progress")
    assert result.exit_code == 0 and "/2" not in result.stdout  # no score of the course's
    invoke(runner, "--states", str(other), "quiz", "b1", input="s\ns\n")
    invoke(runner, "--states", str(other), "review", input="s\nq\n", env={"R45_TODAY": "2026-12-01"})
    invoke(runner, "--states", str(other), "step", "--from", "b3", input="q\n")
    own = progress.path(lesson_mod.load(other))
    assert own is not None and own.name.startswith("progress-") and own.name != "progress.json"
    data = json.loads(own.read_text())
    assert data["quiz"] == {"b1": [0, 2]} and data["last"] == "b3" and data["cards"]
    assert json.loads((folder() / "progress.json").read_text()) == course  # the course's record, untouched


def test_a_lesson_moved_or_reworded_keeps_its_record(raw, write_states, tmp_path) -> None:
    first = lesson_mod.load(_other(raw, write_states))
    moved = tmp_path / "elsewhere" / "moved.yaml"
    moved.parent.mkdir()
    shutil.copy(first.path, moved)
    raw["states"]["b0"]["title"]["en"] = "Reworded"
    reworded = lesson_mod.load(write_states(raw, "reworded.yaml"))
    raw["example"]["W2"][0][0] += 0.5
    renumbered = lesson_mod.load(write_states(raw, "renumbered.yaml"))
    paths = [progress.path(x) for x in (first, lesson_mod.load(moved), reworded, renumbered)]
    assert paths[0] == paths[1] == paths[2] != paths[3]


def test_a_reset_forgets_one_lesson(runner, raw, write_states) -> None:
    other = _other(raw, write_states)
    invoke(runner, "quiz", "b1", input="0.130279\n2\n")
    course = json.loads((folder() / "progress.json").read_text())
    invoke(runner, "--states", str(other), "quiz", "b1", input="0.130279\n2\n")
    result = invoke(runner, "--states", str(other), "progress", "--reset", "--yes")
    own = progress.path(lesson_mod.load(other))
    assert result.exit_code == 0 and str(own) in result.stdout.replace("\n", "")  # a long path may wrap
    assert json.loads(own.read_text())["quiz"] == {}
    assert json.loads((folder() / "progress.json").read_text()) == course


def test_the_packaged_file_by_another_name_is_still_the_course(runner, tmp_path) -> None:
    link = tmp_path / "course.yaml"
    link.symlink_to(STATES)
    assert progress.path(lesson_mod.load(link)).name == "progress.json"


def test_a_byte_for_byte_copy_of_the_course_is_the_course(tmp_path) -> None:
    """CI installs a wheel and tests read the checkout's states.yaml: the same bytes, another path, one
    progress.json."""
    copy = tmp_path / "elsewhere" / "states.yaml"
    copy.parent.mkdir()
    copy.write_bytes(STATES.read_bytes())
    assert progress.path(lesson_mod.load(copy)).name == "progress.json"
    copy.write_bytes(STATES.read_bytes() + b"\n# an instructor's comment\n")
    assert progress.path(lesson_mod.load(copy)).name.startswith("progress-")
