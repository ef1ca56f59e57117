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


def test_show_marks_seen_and_only_step_moves_the_resume_point(runner) -> None:
    invoke(runner, "step", "--from", "b1", input="")
    invoke(runner, "show", "b4")  # a peek
    data = json.loads(state_file().read_text())
    assert data["last"] == "b1" and data["visited"] == ["b1", "b4"]
    result = invoke(runner, "step", input="n\n")
    assert "Resuming at b1, the last state you saw" in result.stdout
    assert HEAD.findall(result.stdout) == ["b1", "b2"]
    assert json.loads(state_file().read_text())["last"] == "b2"


def test_from_overrides_resume(runner) -> None:
    invoke(runner, "step", "--from", "b4", input="")
    result = invoke(runner, "step", "--from", "b0", input="")
    assert "Resuming" not in result.stdout and HEAD.findall(result.stdout) == ["b0"]


def test_progress_view_and_reset(runner, lesson) -> None:
    invoke(runner, "step", "--from", "b0", input="n\nn\n")
    out = invoke(runner, "progress").stdout
    assert re.search(r"b0\s.*✓", out) and re.search(r"b2 ◀.*✓", out) and re.search(r"b3\s.*·", out)
    # before any answer the skills are one sentence: 17 rows of the prior and the rule of how answers count had
    # filled two screens at 40 × 16 (a learner's report)
    said = " ".join(out.split())
    assert f"Skills: {len(lesson.skills)}, none with an answer counted yet; your first tries in predict mode, quiz, " \
        "review, spot and test count." in said and "chance" not in said and "counts for no skill" not in said
    reset = invoke(runner, "progress", "--reset", "--yes")
    assert reset.exit_code == 0 and "Progress cleared" in reset.stdout
    empty = {"format": 2, "generation": 1, "last": None, "visited": [], "quiz": {}, "missed": [], "fade": {},
             "cards": {}, "notes": {}, "runs": {}, "unaided": {}, "hints": {}, "skills": {}, "tests": {},
             "tried": {}, "wrong_runs": {}, "came_back": {}}
    assert json.loads(state_file().read_text()) == empty
    assert "Resuming" not in invoke(runner, "step", input="").stdout


def test_plain_progress_says_each_mark_once_and_a_test_not_taken_in_words(runner) -> None:
    """A screen-reader user heard "b0 …: seen: seen" (the row's sentence, then its mark's words again), "second -"
    (a dash, which speech leaves out) and, in Chinese, an ASCII comma between two clauses."""
    invoke(runner, "step", "--from", "b0", input="n\n")
    invoke(runner, "test", input="s\n" * 10)
    en = invoke(runner, "--plain", "progress").stdout.splitlines()
    zh = invoke(runner, "--plain", "--lang", "zh", "progress").stdout.splitlines()
    assert en[1].endswith(": seen") and en[1].count("seen") == 1
    assert en[2].endswith("where you last stopped") and en[2].count("seen") == 1
    assert "after not taken yet" in "\n".join(en) and "练习后还没做" in "\n".join(zh)
    assert zh[2].endswith("：看过，上次停在这里") and ", " not in zh[2]
    invoke(runner, "quiz", "b1", input="0.130279\n2\n")  # a score between seen and the last stop said them twice
    invoke(runner, "step", "--from", "b1", input="q\n")
    for lang, seen, last in (("en", "seen", "where you last stopped"), ("zh", "看过", "上次停在这里")):
        row = invoke(runner, "--plain", "--lang", lang, "progress").stdout.splitlines()[2]
        assert row.endswith(last) and row.count(seen) == 1 and row.count(last) == 1, row


def test_a_reset_holds_against_a_session_still_open(runner) -> None:
    """A step open since before `progress --reset` records its next move on the fresh record, and brings nothing old
    back."""
    invoke(runner, "step", "--from", "b0", input="n\nn\n")
    invoke(runner, "quiz", "b1", input="0.130279\n2\n")
    open_session, _ = progress.load()  # a step, open all along
    assert open_session.visited == ["b0", "b1", "b2"] and open_session.quiz
    assert invoke(runner, "progress", "--reset", "--yes").exit_code == 0
    open_session.visit("b3")
    assert progress.save(open_session) is None
    data = json.loads(state_file().read_text())
    assert data["visited"] == ["b3"] and data["last"] == "b3" and data["quiz"] == {} and data["generation"] == 1
    assert open_session.visited == ["b3"]  # and the session now knows it too


def test_a_reset_asks_first_and_keeps_the_record_as_it_was(runner, monkeypatch) -> None:
    """`progress --reset` cleared weeks of review schedule with no question and no way back (a script-writer's
    report): not at a terminal it needs --yes; at one it asks; the record it clears is kept as FILE.bak."""
    from r45cli import linemode

    invoke(runner, "step", "--from", "b0", input="n\nn\n")
    before = state_file().read_bytes()
    refused = invoke(runner, "progress", "--reset")  # a pipe, a script: it cannot ask
    assert refused.exit_code == 2 and refused.stdout == "" and state_file().read_bytes() == before
    assert refused.stderr == ("r45: error: progress --reset clears all progress; not run at a terminal, it cannot ask "
                              "first: add --yes to clear.\n")
    monkeypatch.setattr(linemode, "interactive", lambda: True)  # read_line still reads the runner's input
    for answer in ("no", "", "yess", "y", "不"):  # yes (或“是”) alone, as the prompt says (y had cleared too)
        kept = invoke(runner, "progress", "--reset", input=f"{answer}\n")
        assert kept.exit_code == 0 and "Nothing cleared." in kept.stdout and state_file().read_bytes() == before
    assert "Clear all progress of this lesson? The states seen, the quiz and test scores" in kept.stdout
    # and how much of each, now
    assert "(now: states seen 3, done unaided 0, review cards 0, tests taken 0, lab notes 0; the record as it is is " \
        f"kept as {state_file()}.bak)" in " ".join(kept.stdout.split())
    cleared = invoke(runner, "--lang", "zh", "progress", "--reset", input="是\n")  # as the zh prompt offers
    backup = state_file().with_name("progress.json.bak")
    assert cleared.exit_code == 0 and backup.read_bytes() == before
    assert json.loads(state_file().read_text())["visited"] == []
    said = "".join(cleared.stdout.split())
    assert f"学习进度已清除（{state_file()}）。清除前的记录保存在{backup}；要恢复，运行：" \
        f"cp{backup}{state_file()}" in said  # a command to copy, not a path to find out what to do with
    # a second reset of the empty record keeps the first one's copy, and says nothing of one
    again = invoke(runner, "progress", "--reset", "--yes")
    assert backup.read_bytes() == before and "kept in" not in again.stdout
    # nothing on record: nothing to ask about, nor a copy to promise (the prompt had promised one, and none came)
    monkeypatch.setattr(linemode, "interactive", lambda: False)
    empty = invoke(runner, "progress", "--reset")
    assert empty.exit_code == 0 and empty.stdout.startswith("Progress cleared") and "Clear all" not in empty.stdout


def test_a_big_progress_file_is_read_merged_and_written_small(runner) -> None:
    """An 800 KB file (long visited list, many scores): read once, merged by the news alone, written compacted."""
    visited = [f"s{i}" for i in range(40_000)]
    quiz = {f"s{i}": [1, 2] for i in range(20_000)}
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().write_text(json.dumps({"format": 1, "last": "s1", "visited": visited, "quiz": quiz}))
    assert 700_000 < state_file().stat().st_size < progress.MAX_BYTES
    result = invoke(runner, "step", "--from", "b2", input="")
    assert result.exit_code == 0 and result.stderr == ""
    data = json.loads(state_file().read_text())
    assert len(data["visited"]) == progress.MAX_KEPT and data["visited"][-1] == "b2" and data["last"] == "b2"
    assert len(data["quiz"]) == progress.MAX_KEPT and state_file().stat().st_size < 50_000


CORRUPT = ["{not json", "", '{"format": 1, "visited": [1, 2]}', '{"format": 1, "quiz": {"b0": [5, 2]}}', "\xff\xfe",
           "[" * 100_000, '{"format": "x"}']


@pytest.mark.parametrize("content", CORRUPT, ids=range(len(CORRUPT)))
def test_corrupt_file_is_moved_aside_never_overwritten(runner, content) -> None:
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().write_bytes(content.encode("latin-1"))
    result = invoke(runner, "step", input="q\n")
    assert result.exit_code == 0 and "Traceback" not in result.stderr
    assert HEAD.findall(result.stdout) == ["b4"]  # a fresh start: the lesson's default
    warnings = result.stderr.strip().splitlines()
    assert len(warnings) == 1 and warnings[0].startswith("r45: warning: ") and ".bad-" in warnings[0]
    kept = list(state_file().parent.glob("progress.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == content.encode("latin-1")  # what it held, untouched
    assert json.loads(state_file().read_text())["last"] == "b4"  # and a fresh file beside it


def test_two_bad_files_in_the_same_second_are_both_kept(runner) -> None:
    """Set-aside names are unique: the second bad file never replaces the first."""
    state_file().parent.mkdir(parents=True, exist_ok=True)
    for content in (b"{first", b"{second"):
        state_file().write_bytes(content)
        assert progress.load()[1].key.name == "progress_moved"
    kept = sorted(p.read_bytes() for p in state_file().parent.glob("progress.json.bad-*"))
    assert kept == [b"{first", b"{second"]


def test_the_lock_is_not_opened_through_a_symlink(runner, tmp_path) -> None:
    """A symlink planted as progress.lock creates nothing where it points."""
    folder = state_file().parent
    folder.mkdir(parents=True, exist_ok=True)
    target = tmp_path / "created-through-the-link"
    (folder / progress.LOCK_NAME).symlink_to(target)
    result = invoke(runner, "show", "b1")
    assert result.exit_code == 0 and not target.exists()


def test_a_held_lock_is_said_not_waited_on_in_silence(monkeypatch) -> None:
    """Another r45 holding the lock: the waiting is said once, and the save still happens after it."""
    import fcntl
    import threading

    folder = state_file().parent
    folder.mkdir(parents=True, exist_ok=True)
    fd = os.open(folder / progress.LOCK_NAME, os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    said = threading.Event()

    def waiting() -> None:
        said.set()
        os.close(fd)  # the other r45 finishes once we have said we wait for it

    seen = progress.Progress()
    seen.visit("b2")
    assert progress.save(seen, waiting) is None and said.is_set()
    assert json.loads(state_file().read_text())["last"] == "b2"


def test_a_newer_format_is_left_alone(runner) -> None:
    newer = '{"format": 3, "whatever": "a newer r45 wrote this"}'
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().write_text(newer)
    result = invoke(runner, "step", input="n\nq\n")
    assert result.exit_code == 0 and "newer r45" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    assert state_file().read_text() == newer
    assert not list(state_file().parent.glob("progress.json.bad-*"))


def test_a_format_1_file_is_read_and_kept(runner) -> None:
    """What an earlier r45 wrote (format 1: no practice, whole points) is read, and its news kept."""
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().write_text('{"format": 1, "generation": 0, "last": "b2", "visited": ["b4", "b2"],'
                            ' "quiz": {"b0": [2, 3]}}')
    invoke(runner, "quiz", "b1", input="0.130279\n")
    saved = json.loads(state_file().read_text())
    assert saved["format"] == 2 and saved["visited"] == ["b4", "b2"] and saved["quiz"] == {"b0": [2, 3], "b1": [1, 2]}


def test_a_symlinked_progress_file_is_written_through(runner, tmp_path) -> None:
    real = tmp_path / "real-progress.json"
    real.write_text('{"format": 1, "last": "b3", "visited": ["b3"], "quiz": {}}')
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().symlink_to(real)
    invoke(runner, "step", input="n\n")
    assert state_file().is_symlink()
    assert json.loads(real.read_text())["last"] == "b4"


def test_a_fifo_or_a_device_as_progress_does_not_hang(runner, tmp_path) -> None:
    state_file().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(state_file())
    result = invoke(runner, "show", "b1")
    assert result.exit_code == 0 and result.stderr.startswith("r45: warning: ")
    state_file().unlink()
    state_file().symlink_to("/dev/zero")
    result = invoke(runner, "show", "b1")
    assert result.exit_code == 0 and result.stderr.startswith("r45: warning: ")
    assert os.readlink(state_file()) == "/dev/zero"  # not replaced


def test_two_sessions_and_a_quiz_lose_nothing(runner) -> None:
    """Each save merges into what is on disk: visits are unioned, best scores kept, the last state is the latest."""
    invoke(runner, "step", "--from", "b0", input="")
    one, _ = progress.load()
    two, _ = progress.load()
    one.visit("b1")
    assert progress.save(one) is None
    quiz = invoke(runner, "quiz", "b1", "--seed", "1", input="0.130279\n2\n")  # seed 1 shows the right option second
    assert quiz.exit_code == 0
    two.visit("b5")
    assert progress.save(two) is None
    data = json.loads(state_file().read_text())
    assert data["visited"] == ["b0", "b1", "b5"]
    assert data["quiz"] == {"b1": [2, 2]}
    assert data["last"] == "b5"
    one.visit("b2")  # the first session carries on and still loses nothing
    progress.save(one)
    data = json.loads(state_file().read_text())
    assert data["visited"] == ["b0", "b1", "b5", "b2"] and data["quiz"] == {"b1": [2, 2]} and data["last"] == "b2"


@pytest.mark.process
def test_saves_from_many_processes_at_once_lose_no_visit(tmp_path) -> None:
    """Real processes, racing: every visit survives the lock."""
    import subprocess
    import sys

    env = {**os.environ, "R45_STATE_DIR": str(state_file().parent)}
    code = "import sys; from r45cli import progress; p, _ = progress.load(); p.visit(sys.argv[1]); progress.save(p)"
    procs = [subprocess.Popen([sys.executable, "-c", code, f"s{i}"], env=env) for i in range(12)]
    assert all(p.wait(timeout=60) == 0 for p in procs)
    assert sorted(json.loads(state_file().read_text())["visited"]) == sorted(f"s{i}" for i in range(12))


def test_a_killed_write_leaves_no_temporary_for_long(runner) -> None:
    folder = state_file().parent
    folder.mkdir(parents=True, exist_ok=True)
    dead = folder / ".progress.json-999999999-abc.tmp"  # no process has this id
    alive = folder / f".progress.json-{os.getpid()}-abc.tmp"
    dead.write_text("{")
    alive.write_text("{")
    invoke(runner, "step", input="")
    assert not dead.exists() and alive.exists()


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
    result = invoke(runner, "step", "--from", "b0", input="n\nn\n")
    assert result.exit_code == 0 and len(HEAD.findall(result.stdout)) == 3
    assert result.stderr.count("r45: warning") == 1


def test_atomic_save_leaves_no_temporary_files() -> None:
    seen = progress.Progress()
    for sid in ("b0", "b1", "b2"):
        seen.visit(sid)
        assert progress.save(seen) is None
    folder = state_file().parent
    assert sorted(p.name for p in folder.iterdir()) == [progress.FILE_NAME, progress.LOCK_NAME]
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


def test_the_chain_done_unaided_keeps_u_to_z_on_one_line(runner) -> None:
    """At 40 columns a learner read "…b2（2026-12-05）；u →" and "z（b0、b1、b2，2026-12-05）。" on the next line."""
    day = "2026-12-05"
    state_file().parent.mkdir(parents=True, exist_ok=True)
    state_file().write_text(json.dumps({"format": 2, "visited": ["b0", "b1", "b2"], "unaided": {
        "b0": day, "b1": day, "b2": day, "b0+b1+b2": day}}))
    for lang in ("zh", "en"):
        for width in range(40, 61):
            out = invoke(runner, "--lang", lang, "progress", env={"COLUMNS": str(width), "TTY_COMPATIBLE": "1",
                                                                  "NO_COLOR": "1"}).stdout
            assert "u → z" in out.replace("\u00a0", " "), (lang, width, out)


def test_a_reset_draws_other_numbers_than_the_record_before_it(runner) -> None:
    """A reset forgets the runs, which seed each predict run's draw: the first run after it drew the very u of the
    first run before it, so a learner who reset to start again met numbers already worked."""
    def first_u() -> str:
        data = json.loads(state_file().read_text()) if state_file().exists() else {"format": 2}
        state_file().write_text(json.dumps({**data, "fade": {"b2": 1}, "visited": ["b2"], "runs": {}}))
        out = invoke(runner, "--plain", "step", "--predict", "--from", "b2", input="q\n").stdout
        return next(line for line in out.splitlines() if line.startswith("u1 = "))

    state_file().parent.mkdir(parents=True, exist_ok=True)
    before = first_u()
    assert invoke(runner, "progress", "--reset", "--yes").exit_code == 0
    after = first_u()
    assert after != before and first_u() == after  # other numbers, and the same again on the same record
