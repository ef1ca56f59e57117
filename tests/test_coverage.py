"""docs/seed-coverage.md accounts for every sentence of the lesson page, and names only keys states.yaml has."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yamlio

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "docs" / "seed-coverage.md"
SEED = ROOT.parent / "shared" / "seed" / "R45.md"
KEY = re.compile(r"`([^`]+)`")
STEP = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def sentences(page: str) -> list[str]:
    """The page's sentences: markup and link targets taken out, split after 。！？ and at line ends."""
    page = re.sub(r"<span[^>]*></span>", "", page)
    page = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", page)
    out = []
    for line in page.splitlines():
        line = line.strip().lstrip("#").strip().lstrip("-").strip()
        if line:
            out += [s.strip() for s in re.split(r"(?<=[。！？])", line) if s.strip()]
    return out


def rows() -> list[list[str]]:
    """Every table row of the coverage page, as its cells."""
    out = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if line.startswith("| ") and not line.startswith("| ---"):
            cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
            out.append(cells)
    return out


def resolve(data, path: str):
    node = data
    for name, index in STEP.findall(path):
        node = node[int(index)] if index else node[name]
    return node


def test_every_key_named_is_in_states_yaml() -> None:
    data = yamlio.load((ROOT / "states.yaml").read_text(encoding="utf-8"))
    missing = []
    for cells in rows():
        if cells[0] in ("#", "addition"):
            continue
        carried = cells[2] if cells[0].isdigit() else cells[1]
        for key in KEY.findall(carried):
            try:
                resolve(data, key)
            except (KeyError, IndexError, TypeError):
                missing.append(key)
    assert not missing


@pytest.mark.skipif(not SEED.exists(), reason="the lesson page is not beside the repository")
def test_every_sentence_of_the_lesson_has_a_row() -> None:
    quoted = {cells[1] for cells in rows() if cells[0].isdigit()}
    unaccounted = [s for s in sentences(SEED.read_text(encoding="utf-8")) if s not in quoted]
    assert not unaccounted


def test_the_lessons_own_title_and_opening_are_quoted_faithfully() -> None:
    data = yamlio.load((ROOT / "states.yaml").read_text(encoding="utf-8"))
    quoted = {cells[1] for cells in rows() if cells[0].isdigit()}
    assert data["title"]["zh"] in quoted
    assert all(s in data["opening"]["zh"] for s in quoted if s.startswith(("当前位置", "还需要在这一行")))
