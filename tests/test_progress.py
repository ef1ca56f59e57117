"""Progress: seen states, resume, quiz scores; broken files are one warning, never a stop."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from conftest import invoke

from r45cli import progress

HEAD = re.compile(r"^│ (b\d) · ", re.M)


def state_file() -> Path:
    return Path(os.environ["R45_STATE_DIR"]) / progress.FILE_NAME


def test_show_records_and_step_resumes(runner) -> None:
    invoke(runner, "show", "b2")
    data = json.loads(state_file().read_text())
    assert data["last"] == "b2" and data["visited"] == ["b2"]
    result = invoke(runner, "step", input="n\n")
    assert "Resuming at b2, the last state you saw" in result.stdout
    assert HEAD.findall(result.stdout) == ["b2", "b3"]
    assert json.loads(state_file().read_text())["last"] == "b3"


def test_from_overrides_resume(runner) -> None:
    invoke(runner, "show", "b4")
    result = invoke(runner, "step", "--from", "b0", input="")
    assert "Resuming" not in result.stdout and HEAD.findall(result.stdout) == ["b0"]


def test_progress_view_and_reset(runner) -> None:
    invoke(runner, "step", input="n\nn\n")
    out = invoke(runner, "progress").stdout
    assert re.search(r"b0\s.*✓", out) and re.search(r"b2 ◀.*✓", out) and re.search(r"b3\s.*·", out)
    reset = invoke(runner, "progress", "--reset")
    assert reset.exit_code == 0 and "Progress cleared" in reset.stdout
    assert not state_file().exists()
    assert "Resuming" not in invoke(runner, "step", input="").stdout


@pytest.mark.parametrize("content", ["{not json", '{"format": 99}', '{"format": 1, "visited": [1, 2]}', '{"format": 1, "quiz": {"b0": [5, 2]}}', "\xff\xfe"])
def test_corrupt_file_is_one_warning(runner, content) -> None:
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().write_bytes(content.encode("latin-1"))
    result = invoke(runner, "step", input="q\n")
    assert result.exit_code == 0
    assert HEAD.findall(result.stdout) == ["b0"]
    warnings = result.stderr.strip().splitlines()
    assert len(warnings) == 1 and warnings[0].startswith("r45: warning: ")
    assert "Traceback" not in result.stderr


def test_unwritable_state_dir(runner, tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("R45_STATE_DIR", str(blocker / "r45"))
    result = invoke(runner, "show", "b1")
    assert result.exit_code == 0 and "│ b1 · " in result.stdout
    assert result.stderr.startswith("r45: warning: ") and str(blocker) in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through read-only permissions")
def test_read_only_state_dir(runner, tmp_path, monkeypatch) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o500)
    monkeypatch.setenv("R45_STATE_DIR", str(ro))
    try:
        result = invoke(runner, "step", input="n\n")
    finally:
        ro.chmod(0o700)
    assert result.exit_code == 0 and "cannot save progress" in result.stderr
    assert result.stderr.count("r45: warning") == 1  # once per command, not once per state


def test_read_only_file_system(runner, monkeypatch) -> None:
    monkeypatch.setenv("R45_STATE_DIR", "/proc/r45-cannot-be-here")
    result = invoke(runner, "step", input="n\nn\n")
    assert result.exit_code == 0 and len(HEAD.findall(result.stdout)) == 3
    assert result.stderr.count("r45: warning") == 1


def test_atomic_save_leaves_no_temporary_files() -> None:
    seen = progress.Progress()
    for sid in ("b0", "b1", "b2"):
        seen.visit(sid)
        assert progress.save(seen) is None
    folder = state_file().parent
    assert sorted(p.name for p in folder.iterdir()) == [progress.FILE_NAME]
    loaded, warning = progress.load()
    assert warning is None and loaded.visited == ["b0", "b1", "b2"] and loaded.last == "b2"


def test_best_quiz_score_is_kept() -> None:
    seen = progress.Progress()
    seen.record_quiz("b0", 2, 3)
    seen.record_quiz("b0", 1, 3)
    seen.record_quiz("b1", 0, 1)
    seen.record_quiz("b1", 1, 2)
    assert seen.quiz == {"b0": (2, 3), "b1": (1, 2)}


def test_state_dir_defaults(monkeypatch) -> None:
    assert progress.state_dir({"XDG_STATE_HOME": "/x/state"}) == Path("/x/state/r45")
    assert progress.state_dir({"R45_STATE_DIR": "/y", "XDG_STATE_HOME": "/x"}) == Path("/y")
    assert progress.state_dir({}) == Path.home() / ".local" / "state" / "r45"
