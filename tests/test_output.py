"""--json documents, parsed and checked; `r45 export` files; the signed bars and shaded matrices."""

from __future__ import annotations

import json
import os
import re

import pytest
from conftest import invoke


def doc(runner, *args: str) -> dict:
    result = invoke(runner, *args, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_show_json_has_every_vector_at_full_precision(runner, lesson, worked) -> None:
    d = doc(runner, "show", "b2")
    assert d["command"] == "show" and d["state"] == "b2" and d["place"] == {"index": 3, "of": 4}
    assert d["title"] == lesson.state("b2").title.en
    for name in ("u", "a", "h", "f", "s", "z"):
        assert d["vectors"][name] == worked.vector(name).tolist()
    assert d["vectors"]["f"][1] == 0.5 * 0.649589  # not rounded to the printed 0.324795
    assert d["layer_norm"]["eps"] == lesson.example.eps
    assert d["relu_zeroed"] == ["h3", "h4", "h6"]


def test_show_json_demo_only_where_shown(runner, worked) -> None:
    assert "demo" not in doc(runner, "show", "b2")
    d = doc(runner, "show", "b3")["demo"]
    assert d["weights"] == worked.demo.weights.tolist() and "not the course" in d["label"]


def test_list_json(runner, lesson) -> None:
    d = doc(runner, "list")
    assert d["order"] == list(lesson.order) and d["default"] == lesson.default
    assert [s["id"] for s in d["states"]] == list(lesson.order)
    assert d["reference"]["url"].startswith("https://arxiv.org/")


def test_verify_json(runner) -> None:
    d = doc(runner, "verify")
    assert d["passed"] is True and d["failed"] == 0
    by_id = {c["id"]: c for c in d["checks"]}
    f2 = {"key": "chk_printed", "label": "course's printed f2", "expected": 0.324795, "got": 0.5 * 0.649589, "expected_text": "0.324795", "got_text": "0.324795"}
    assert f2.items() <= by_id["printed.f2"].items()  # numbers as JSON numbers, the digits compared kept as text
    ids = [c["id"] for c in d["checks"]]
    assert len(ids) == len(set(ids)) and "nonlinear" in ids and d["format"] == 3


def test_verify_json_failure_exit_1(runner, raw, write_states) -> None:
    raw["printed"]["z"][0] = 1.0
    result = invoke(runner, "verify", "--json", "--states", str(write_states(raw)))
    assert result.exit_code == 1 and json.loads(result.stdout)["failed"] == 1


def test_lab_json(runner) -> None:
    d = doc(runner, "lab", "--zero-wo", "--causal")
    keys = [e["key"] for e in d["experiments"]]
    assert keys == ["zero_wo", "causal"]
    zero_wo = d["experiments"][0]
    assert len(zero_wo["jacobian"]) == 4 and all(x == 0 for row in zero_wo["comparisons"][0]["after"] for x in row)
    assert d["experiments"][1]["mask"][0] == [True, False, False]


def test_json_is_never_wrapped_by_width(runner) -> None:
    narrow = invoke(runner, "show", "b3", "--json", env={"COLUMNS": "40"})
    wide = invoke(runner, "show", "b3", "--json", env={"COLUMNS": "250"})
    assert narrow.exit_code == 0 and narrow.stdout == wide.stdout
    assert json.loads(narrow.stdout)["state"] == "b3"


@pytest.mark.parametrize("fmt", ["md", "svg", "html"])
def test_export_one_state(runner, tmp_path, fmt) -> None:
    target = tmp_path / f"b1.{fmt}"
    result = invoke(runner, "export", "b1", "--format", fmt, "-o", str(target))
    assert result.exit_code == 0 and result.stdout == ""
    text = target.read_text(encoding="utf-8")
    assert "0.324795" in text.replace("&#160;", " ")
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask  # an ordinary file, not mkstemp's private one
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    if fmt == "md":
        assert text.startswith("# R45") and "## b1 · " in text and "```text" in text
    if fmt == "svg":
        assert text.lstrip().startswith("<svg")


def test_export_all_to_stdout(runner, lesson) -> None:
    result = invoke(runner, "export", "all")
    assert result.exit_code == 0 and result.stderr == ""
    out = result.stdout
    headings = [line[3:] for line in out.splitlines() if line.startswith("## ")]
    assert [h[:2] for h in headings[: len(lesson.order)]] == list(lesson.order)
    assert headings[len(lesson.order) :] == ["reference", "further study"]  # export all ends with both
    assert lesson.reference.url in out and "2017-06-12" in out and "LAB 03" in out


def test_export_unwritable(runner, tmp_path) -> None:
    result = invoke(runner, "export", "b1", "-o", str(tmp_path / "missing" / "x.md"))
    assert result.exit_code == 2 and result.stderr.startswith("r45: error: cannot write")


def test_export_bad_format(runner) -> None:
    result = invoke(runner, "export", "b1", "--format", "pdf")
    assert result.exit_code == 2 and result.stdout == "" and "'pdf'" in result.stderr


def test_signed_bars_keep_sign_without_colour(runner) -> None:
    result = invoke(runner, "show", "b0")
    assert result.exit_code == 0
    out = result.stdout
    assert re.search(r"a4 -1\.434875 █+│", out)  # negative: bar left of the axis
    assert re.search(r"a1  1\.170705 +│█+", out)  # positive: right of it
    assert re.search(r"h3  0\.000000 +│ *│", out)  # zero: no bar


def test_matrices_are_shaded_in_colour(runner) -> None:
    result = invoke(runner, "export", "b0", "--format", "html")
    assert result.exit_code == 0
    assert '#542788' in result.stdout and '#b35806' in result.stdout  # W1's +1 and −1: purple-blue and orange, never red and green


# --------------------------------------------------------------------------- writes that respect the target


def test_export_refuses_to_replace_a_file_without_force(runner, tmp_path) -> None:
    target = tmp_path / "b1.md"
    target.write_text("my notes")
    target.chmod(0o600)
    refused = invoke(runner, "export", "b1", "-o", str(target))
    assert refused.exit_code == 2 and "--force" in refused.stderr and target.read_text() == "my notes"
    forced = invoke(runner, "export", "b1", "-o", str(target), "--force")
    assert forced.exit_code == 0 and "0.324795" in target.read_text()
    assert target.stat().st_mode & 0o777 == 0o600  # the file keeps its mode


def test_export_writes_through_a_symlink(runner, tmp_path) -> None:
    real = tmp_path / "real.md"
    real.write_text("old")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    assert invoke(runner, "export", "b1", "-o", str(link), "--force").exit_code == 0
    assert link.is_symlink() and "0.324795" in real.read_text()


def test_export_to_a_directory_is_refused(runner, tmp_path) -> None:
    result = invoke(runner, "export", "b1", "-o", str(tmp_path))
    assert result.exit_code == 2 and result.stderr.strip() == f"r45: error: {tmp_path} is a directory; give a file name"


def test_export_into_a_fifo_nobody_reads_is_refused_at_once(runner, tmp_path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    result = invoke(runner, "export", "b1", "-o", str(fifo))
    assert result.exit_code == 2 and "FIFO" in result.stderr


def test_export_into_a_fifo_with_a_reader(runner, tmp_path) -> None:
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    import time

    for _ in range(100):  # wait until the reader has the FIFO open
        result = invoke(runner, "export", "b1", "-o", str(fifo))
        if result.exit_code == 0:
            break
        time.sleep(0.02)
    reader.join(timeout=10)
    assert result.exit_code == 0 and b"0.324795" in got[0]
    assert stat_is_fifo(fifo)


def stat_is_fifo(path) -> bool:
    import stat

    return stat.S_ISFIFO(os.stat(path).st_mode)


@pytest.mark.skipif(os.geteuid() != 0, reason="mknod needs root")
def test_export_into_a_device_writes_into_it(runner, tmp_path) -> None:
    """A scratch /dev/null (char device 1,3) made in a temp dir: written into, never replaced by a file."""
    import stat

    device = tmp_path / "null"
    os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    result = invoke(runner, "export", "b1", "-o", str(device))
    assert result.exit_code == 0
    assert stat.S_ISCHR(os.stat(device).st_mode)
    full = tmp_path / "full"
    os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 7))
    result = invoke(runner, "export", "b1", "-o", str(full))
    assert result.exit_code == 2 and "No space left" in result.stderr and stat.S_ISCHR(os.stat(full).st_mode)
