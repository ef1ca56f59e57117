"""docs/gallery.md is what the program prints today: rewrite it with `python scripts/gallery.py`."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import gallery  # noqa: E402


def test_gallery_matches_the_program() -> None:
    page = gallery.build()
    assert "Traceback" not in page
    assert gallery.GALLERY.read_text(encoding="utf-8") == page, (
        "docs/gallery.md is out of date: run python scripts/gallery.py")


def test_gallery_shows_every_command() -> None:
    from r45cli.cli import app

    commands = {c.name or c.callback.__name__ for c in app.registered_commands}
    shown = {args[0] for _, args, _, _ in gallery.SHOTS}
    assert commands - {"progress", "export"} <= shown  # progress prints a machine's path; export is a file


def test_the_readme_sample_is_real_output(runner) -> None:
    """The sample in README.md is lines `r45 show b2` prints at 80 columns, verbatim."""
    from conftest import invoke

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("```text\n$ r45 show b2\n", 1)[1].split("```", 1)[0]
    out = invoke(runner, "show", "b2").stdout
    assert block.strip() and block in out
