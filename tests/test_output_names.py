"""Output names: a legal name of the user's always works (only the temporary's name is shortened), an error names
the user's file, never the temporary, and an empty `-o ''` is refused."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from conftest import invoke

from r45cli import files

NAMES = ["n" * 250 + ".html", "中" * 83 + ".html", "é" * 125 + ".html", "x" * 230 + ".html"]


@pytest.mark.parametrize("name", NAMES, ids=lambda name: f"{name[0]} {len(name.encode())} bytes")
def test_a_legal_name_up_to_255_bytes_is_written(runner, tmp_path, name) -> None:
    assert 235 <= len(name.encode()) <= 255
    target = tmp_path / name
    result = invoke(runner, "export", "b2", "-f", "html", "-o", str(target))
    assert result.exit_code == 0, result.stderr
    assert target.read_text(encoding="utf-8").startswith("<!DOCTYPE html>") and os.listdir(tmp_path) == [name]


def test_the_temporary_name_fits_and_is_found_again_when_stale(tmp_path) -> None:
    target = tmp_path / ("中" * 85)  # 255 bytes
    prefix = files.temporary_prefix(target.name)
    assert len(f"{prefix}{2**32 - 1}-abcdefgh{files.TEMP_SUFFIX}".encode()) <= files.NAME_MAX
    stale = tmp_path / f"{prefix}999999999-abcdefgh{files.TEMP_SUFFIX}"  # a writer killed long ago (no such process)
    stale.write_text("half")
    files.write_atomically(target, "whole")
    assert target.read_text() == "whole" and not stale.exists()


def test_an_error_names_the_users_file_never_the_temporary(runner, tmp_path, monkeypatch) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    target = tmp_path / "notes.html"
    result = invoke(runner, "export", "b2", "-f", "html", "-o", str(target))
    assert result.exit_code == 2 and result.stderr == f"r45: error: cannot write {target} (no space left on the disk)\n"
    assert os.listdir(tmp_path) == []  # the temporary is gone too


def test_a_folder_that_refuses_a_new_file_is_named_as_the_target(tmp_path, monkeypatch) -> None:
    import tempfile

    def refused(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise PermissionError(errno.EACCES, "Permission denied", str(tmp_path / ".notes.html-1-abcdefgh.tmp"))

    monkeypatch.setattr(tempfile, "mkstemp", refused)
    with pytest.raises(OSError) as caught:
        files.write_atomically(tmp_path / "notes.html", "x")
    assert caught.value.filename == str(tmp_path / "notes.html") and caught.value.errno == errno.EACCES


def test_an_empty_output_name_is_bad_input(runner, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    for fmt in ("md", "html", "svg"):
        result = invoke(runner, "export", "b2", "-f", fmt, "-o", "")
        assert result.exit_code == 2 and result.stdout == ""
        said = "-o needs a file name, a folder (DIR/) or - for standard output, not an empty name"
        assert result.stderr == f"r45: error: {said}\n"
    assert list(Path(tmp_path).iterdir()) == []  # it once wrote r45-b2.md here


def test_the_systems_reason_is_said_in_the_runs_language(runner, tmp_path, monkeypatch) -> None:
    """A Chinese learner read "无法写入 /sys/x.html（Permission denied）" (h345): a common reason is said in the
    run's language; one r45 has no words for is said as the system says it."""
    said = {}
    for code, text in ((errno.EACCES, "Permission denied"), (errno.ENOSPC, "No space left on device"),
                       (errno.EIO, "Input/output error")):
        def refused(fd: int, code=code, text=text) -> None:
            raise OSError(code, text)

        monkeypatch.setattr(os, "fsync", refused)
        target = tmp_path / "notes.html"
        said[code] = invoke(runner, "--lang", "zh", "export", "b2", "-f", "html", "-o", str(target)).stderr
    assert said[errno.EACCES] == f"r45：错误：无法写入 {tmp_path / 'notes.html'}（没有权限）\n"
    assert said[errno.ENOSPC].endswith("（磁盘已满）\n") and said[errno.EIO].endswith("（Input/output error）\n")
