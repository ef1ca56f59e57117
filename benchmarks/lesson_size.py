"""How `r45 show` and `r45 verify` grow with the lesson: hidden widths 6, 64 and 256.

(1024 was measured here until the whole-lesson budget: this variant repeats
its hidden channels, so the hidden panel lists 44,674 pairs at 1024 and
the lesson is past the budget; benchmarks/budget.py times lessons at it.)

Each width gets a variant of states.yaml (benchmarks/widelesson.py); every
command runs against every width in turn, many times over, so a busy
machine slows all of them alike. Medians are reported with their ratio to
the 6-wide lesson, and the number of lines each prints at 100 columns.

    python benchmarks/lesson_size.py [--runs 15]

Targets: show b4 at 256 within 1.3× of 6; no view longer than 150 lines.
Exit status 1 when one is missed. Run it with the venv's Python.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from widelesson import write_wide_lesson  # noqa: E402

PY = sys.executable
R45 = shutil.which("r45", path=str(Path(PY).parent)) or "r45"
WIDTHS = (6, 64, 256)
COMMANDS = (("show", "b4"), ("verify",))
TIME_TARGET = 1.3  # show b4 at 256 against 6
LINES_TARGET = 150


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=False)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="r45-size-"))
    env = {**os.environ, "NO_COLOR": "1", "R45_LANG": "en", "COLUMNS": "100", "R45_STATE_DIR": str(scratch / "state")}
    lessons = {h: write_wide_lesson(h, scratch / f"wide{h}.yaml") for h in WIDTHS}
    caches = {h: str(scratch / f"cache{h}") for h in WIDTHS}  # one warm cache per lesson, as a learner would have

    def command(h: int, cmd: tuple[str, ...]) -> tuple[list[str], dict[str, str]]:
        return [R45, *cmd, "--states", str(lessons[h])], {**env, "R45_CACHE_DIR": caches[h]}

    for h in WIDTHS:
        for cmd in COMMANDS:
            timed(*command(h, cmd))  # warm the cache and the .pyc files
    samples: dict[tuple[int, tuple[str, ...]], list[float]] = {}
    for _ in range(args.runs):
        for h in WIDTHS:
            for cmd in COMMANDS:
                samples.setdefault((h, cmd), []).append(timed(*command(h, cmd)))

    ok = True
    print(f"{args.runs} alternating runs each, medians, lesson cache warm")
    for cmd in COMMANDS:
        base = statistics.median(samples[(WIDTHS[0], cmd)])
        for h in WIDTHS:
            ms = statistics.median(samples[(h, cmd)])
            ratio = ms / base
            line_cmd, line_env = command(h, cmd)
            lines = subprocess.run(line_cmd, capture_output=True, text=True, env=line_env,
                                   check=False).stdout.count("\n")
            ok &= lines <= LINES_TARGET
            if h == 256 and cmd == ("show", "b4"):
                ok &= ratio <= TIME_TARGET
            print(f"  r45 {' '.join(cmd):<8} hidden {h:>5}: {ms * 1000:6.1f} ms  ×{ratio:4.2f}  {lines:4d} lines")
    views = [("show", s) for s in ("b0", "b1", "b2", "b3", "b4", "b5")] + [("list",), ("verify",)]
    longest = max((subprocess.run(command(256, v)[0], capture_output=True, text=True, env=command(256, v)[1],
                                  check=False).stdout.count("\n"), v) for v in views)
    ok &= longest[0] <= LINES_TARGET
    print(f"  longest view at hidden 256: r45 {' '.join(longest[1])}, {longest[0]} lines (target ≤ {LINES_TARGET})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
