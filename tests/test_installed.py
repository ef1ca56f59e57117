"""The installed `r45` as a learner runs it: a fresh process, from another folder, through pipes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import STATES, installed_r45

pytestmark = pytest.mark.process  # every test here starts r45 or python
ANSI = re.compile(r"\x1b\[")


def run(args: list[str], tmp_path, input: str = "", **env: str) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("R45_", "NO_COLOR", "FORCE_COLOR", "LC_"))}
    base.update({"COLUMNS": "80", "R45_LANG": "en", "LANG": "C.UTF-8", "R45_STATE_DIR": str(tmp_path / "state"),
                 "R45_CACHE_DIR": str(tmp_path / "cache"), **env})
    return subprocess.run(args, cwd=tmp_path, input=input, capture_output=True, text=True, env=base, timeout=60)


@pytest.fixture(scope="module")
def r45() -> str:
    path = installed_r45()
    if path is None:
        pytest.fail("the r45 console script is not installed next to this Python; run the README's install command")
    return path


def test_show_from_another_folder_in_a_pipe(r45, tmp_path) -> None:
    # No NO_COLOR here: a pipe alone must be enough to keep escape codes out.
    result = run([r45, "show", "b2"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "│ b2 · Add u back" in result.stdout
    assert "1.233154" in result.stdout and "0.974384" in result.stdout
    assert not ANSI.search(result.stdout) and result.stderr == ""


def test_python_dash_m(tmp_path) -> None:
    result = run([sys.executable, "-m", "r45cli", "verify"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert re.search(r"All \d+ checks pass", result.stdout)


def test_piped_step_ends_at_eof(r45, tmp_path) -> None:
    result = run([r45, "step", "--from", "b0"], tmp_path, input="n\nn\n")
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert re.findall(r"^│ (b\d) · ", result.stdout, re.M) == ["b0", "b1", "b2"]


def test_error_goes_to_stderr_only(r45, tmp_path) -> None:
    result = run([r45, "show", "b6"], tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("r45: error: No state 'b6'")


def test_usage_error_has_no_escape_codes_with_term_dumb(r45, tmp_path) -> None:
    result = run([r45, "show", "--lang", "xx"], tmp_path, TERM="dumb")
    assert result.returncode == 2 and not ANSI.search(result.stderr)


def test_version(r45, tmp_path) -> None:
    from r45cli import __version__

    result = run([r45, "--version"], tmp_path)
    said = re.fullmatch(rf"r45 {re.escape(__version__)} \(lesson file (.+)\)\n", result.stdout)
    assert result.returncode == 0 and said, result.stdout
    # where the lesson file is, to copy and edit: the installed copy of the course's own
    assert Path(said.group(1)).read_bytes() == STATES.read_bytes()


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["show", "--help"]])
def test_help_and_version_import_neither_numpy_nor_yaml(tmp_path, args) -> None:
    """Startup is most of a CLI's cost: these must not pay for numpy or PyYAML."""
    result = run([sys.executable, "-X", "importtime", "-m", "r45cli", *args], tmp_path)
    assert result.returncode == 0, result.stderr
    imported = {line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert "typer" in imported or args == ["--version"]  # the check can see imports at all
    assert not {m for m in imported if m.split(".")[0] in ("numpy", "yaml")}


def test_version_does_not_even_load_typer(tmp_path) -> None:
    result = run([sys.executable, "-X", "importtime", "-m", "r45cli", "--version"], tmp_path)
    assert "typer" not in result.stderr and result.stdout.startswith("r45 ")


def test_warm_show_skips_yaml(tmp_path) -> None:
    """After one run, the parsed lesson comes from the cache and PyYAML is not imported."""
    run([sys.executable, "-m", "r45cli", "show", "b4"], tmp_path)
    result = run([sys.executable, "-X", "importtime", "-m", "r45cli", "show", "b4"], tmp_path)
    assert result.returncode == 0
    assert "| yaml" not in result.stderr and "numpy" in result.stderr
