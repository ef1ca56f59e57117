"""Write docs/gallery.md: what every command prints, run for real.

    python scripts/gallery.py          # rewrite docs/gallery.md
    python scripts/gallery.py --check  # exit 1 if docs/gallery.md is out of date

Each command runs in-process through r45cli.run.main at 80 columns, without
colour, in English unless it says otherwise, with a fresh progress folder,
so the page is the same on every machine. tests/test_gallery.py fails when
the page no longer matches the program.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "docs" / "gallery.md"
WIDTH = 80

# (heading, arguments, stdin, extra environment)
RECORD = "progress.json"  # an env entry that is the progress file to start from, not a variable
SHOTS: list[tuple[str, list[str], str | None, dict[str, str]]] = [
    *[(f"r45 show {s}", ["show", s], None, {}) for s in ("b4", "b5", "b0", "b1", "b2", "b3")],
    ("r45 show b2 --lang zh", ["show", "b2", "--lang", "zh"], None, {}),
    ("COLUMNS=40 r45 show b2", ["show", "b2"], None, {"COLUMNS": "40"}),
    ("r45 list", ["list"], None, {}),
    ("r45 verify", ["verify"], None, {}),
    ("r45 why f3", ["why", "f3"], None, {}),
    ("r45 lab --no-relu", ["lab", "--no-relu"], None, {}),
    ("r45 lab --zero-wo", ["lab", "--zero-wo"], None, {}),
    ("printf 'h3 h4\\nh3 h4 h6\\nabc\\n0.52\\n0.521\\n0.5212\\n1\\n' | r45 quiz b0 --seed 1",
     ["quiz", "b0", "--seed", "1"],
     "h3 h4\nh3 h4 h6\nabc\n0.52\n0.521\n0.5212\n1\n", {}),
    ("printf '0.2601\\n0.260107\\n-1.397225\\n-1.39722\\n' | r45 quiz b2 --seed 1", ["quiz", "b2", "--seed", "1"],
     "0.2601\n0.260107\n-1.397225\n-1.39722\n", {}),
    ("printf 's\\n0.5\\nq\\n' | R45_TODAY=2026-12-01 r45 review --seed 3", ["review", "--seed", "3"], "s\n0.5\nq\n",
     {"R45_TODAY": "2026-12-01"}),
    ("printf 'Only f3 and f4 change.\\n' | r45 lab --no-relu --ask", ["lab", "--no-relu", "--ask"],
     "Only f3 and f4 change.\n", {}),
    ("printf 'n\\nq\\n' | r45 step --from b4", ["step", "--from", "b4"], "n\nq\n", {}),
    ("r45 --plain show b2", ["--plain", "show", "b2"], None, {}),
    ("printf '2\\nq\\n' | r45 --plain quiz b1", ["--plain", "quiz", "b1"], "2\nq\n", {}),
    ("r45 show b9", ["show", "b9"], None, {}),
    ("r45 lab --u 1,2,3", ["lab", "--u", "1,2,3"], None, {}),
    ("r45 progress", ["progress"], None, {}),
    ("r45 spot (before any state is done right)", ["spot"], None, {}),
    ("printf 'var\\n1\\n1.5\\n' | r45 spot b2 --seed 4 (b2 done right once)", ["spot", "b2", "--seed", "4"],
     "var\n1\n1.5\n", {RECORD: '{"format": 2, "fade": {"b2": 2}}'}),
    ("printf '1\\n2\\n3\\n1 2 3 4\\n1\\n2\\n1\\n2\\n1\\n2\\n' | r45 test", ["test"],
     "1\n2\n3\n1 2 3 4\n1\n2\n1\n2\n1\n2\n", {}),
    ("r45 --help", ["--help"], None, {}),
]


def run(args: list[str], stdin: str | None, env: dict[str, str]) -> tuple[int, str]:
    """`r45 ARGS` in-process: its exit status and what it wrote to stdout and stderr, in that order."""
    from typer.testing import CliRunner

    from r45cli.run import main

    with tempfile.TemporaryDirectory() as scratch:
        if RECORD in env:  # the progress an earlier session left
            env = dict(env)
            (Path(scratch) / "progress.json").write_text(env.pop(RECORD), encoding="utf-8")
        # one day for every shot: progress's "next review on" was tomorrow's date, and the page went out of date
        # at midnight (its test then failed on any other day)
        fixed = {"COLUMNS": str(WIDTH), "NO_COLOR": "1", "R45_LANG": "en", "R45_STATE_DIR": scratch, "R45_STATES": None,
                 "R45_PLAIN": None, "TERM": None, "LC_ALL": None, "R45_TODAY": "2026-12-01", **env}
        with CliRunner().isolation(input=stdin, env=fixed) as streams:
            code = main(args)
            sys.stdout.flush()
            sys.stderr.flush()
            out = streams[0].getvalue().decode("utf-8")
            err = streams[1].getvalue().decode("utf-8") if streams[1] is not None else ""
        said = (out + err).replace(scratch, "$R45_STATE_DIR")  # the run's own folder, named as the user names it
    return int(code), said


def build() -> str:
    parts = [
        "# Gallery: what each command prints",
        "",
        "Written by `python scripts/gallery.py` from the program itself, at 80 columns",
        "without colour; `tests/test_gallery.py` fails when this page no longer matches.",
        "Numbers are the course's own except where a view says *demonstration sequence*.",
    ]
    for heading, args, stdin, env in SHOTS:
        code, text = run(args, stdin, env)
        status = "" if code == 0 else f" (exit {code})"
        parts += ["", f"## `{heading}`{status}", "", "```text", text.rstrip("\n"), "```"]
    return "\n".join(parts) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args()
    os.environ.pop("R45_STATES", None)
    page = build()
    if args.check:
        same = GALLERY.exists() and GALLERY.read_text(encoding="utf-8") == page
        print("docs/gallery.md is up to date" if same
              else "docs/gallery.md is out of date: run python scripts/gallery.py")
        return 0 if same else 1
    GALLERY.write_text(page, encoding="utf-8")
    print(f"wrote {GALLERY.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
