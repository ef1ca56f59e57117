"""Startup cost of r45 against the bare imports it needs.

Every `r45` command is a fresh process, so what a learner waits for is mostly
interpreter start plus imports. This script runs each command and its floor
alternately, many times in one go (so a busy machine slows both alike), and
prints medians and ratios against the targets. It also times rendering one
state in-process: the cost of a keystroke in `r45 step`.

    python benchmarks/startup.py [--runs 30] [--cold]

The targets: show ≤ 1.40× its floor, verify ≤ 1.50×, --version ≤ 1.10× of
`import typer`, one render under 16 ms. Exit status 1 when one is missed.

Run it with the Python of the venv that has r45 installed.
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

PY = sys.executable
R45 = shutil.which("r45", path=str(Path(PY).parent)) or "r45"

# (label, command, floor label, floor command, target ratio)
PAIRS = [
    ("r45 show b4", [R45, "show", "b4"],
     "import numpy, rich, typer, yaml", [PY, "-c", "import numpy, rich, typer, yaml"], 1.40),
    ("r45 verify", [R45, "verify"],
     "import numpy, rich, typer, yaml", [PY, "-c", "import numpy, rich, typer, yaml"], 1.50),
    ("r45 --version", [R45, "--version"], "import typer", [PY, "-c", "import typer"], 1.10),
]
RENDER_TARGET_MS = 16.0


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + system) of one run."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, _, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = 0  # reaped by wait4 above
    return wall, usage.ru_utime + usage.ru_stime


def render_ms(repeats: int = 200) -> float:
    """Median time to render one state to a string, lesson and trace already loaded."""
    import io

    from rich.console import Console

    from r45cli import lesson, worked
    from r45cli.render.draw import page
    from r45cli.view.state import state_page, state_view

    L = lesson.load()
    T = worked.compute(L)
    times = []
    for i in range(repeats):
        state = L.order[i % len(L.order)]
        # as terminal.make_console sets it up, with colour on, writing to memory
        console = Console(file=io.StringIO(), width=100, color_system="truecolor", force_terminal=True, highlight=False,
                          emoji=False)
        start = time.perf_counter()
        console.print(page(state_page(state_view(L, T, state, "en"), L, "en"), "en"))
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30, help="runs of each command and of its floor (default 30)")
    parser.add_argument("--cold", action="store_true",
                        help="no lesson cache: every run parses states.yaml (and imports PyYAML)")
    args = parser.parse_args()
    env = {**os.environ, "NO_COLOR": "1", "R45_LANG": "en", "COLUMNS": "100"}
    scratch = Path(tempfile.mkdtemp(prefix="r45-bench-"))
    env["R45_STATE_DIR"] = str(scratch / "state")
    # --cold: a cache folder that cannot be created (a file stands in the way)
    (scratch / "not-a-folder").write_text("")
    env["R45_CACHE_DIR"] = str(scratch / "not-a-folder" / "cache") if args.cold else str(scratch / "cache")

    for cmd in [p[1] for p in PAIRS] + [p[3] for p in PAIRS]:  # warm the file cache and .pyc files
        timed(cmd, env)

    samples: dict[str, list[tuple[float, float]]] = {}
    for _ in range(args.runs):
        for label, cmd, floor_label, floor_cmd, _target in PAIRS:
            samples.setdefault(label, []).append(timed(cmd, env))
            samples.setdefault(floor_label, []).append(timed(floor_cmd, env))

    import typer

    cache = "no lesson cache" if args.cold else "lesson cache warm"
    print(f"python {sys.version.split()[0]}, typer {typer.__version__}, {cache}, {args.runs} alternating runs each,"
          " medians (wall / CPU)")
    ok = True
    for label, _cmd, floor_label, _floor, target in PAIRS:
        wall, cpu = (statistics.median(s[k] for s in samples[label]) for k in (0, 1))
        floor_wall, floor_cpu = (statistics.median(s[k] for s in samples[floor_label]) for k in (0, 1))
        ratio, cpu_ratio = wall / floor_wall, cpu / floor_cpu
        ok &= ratio <= target
        print(
            f"  {label:<14} {wall * 1000:6.1f} / {cpu * 1000:6.1f} ms"
            f"   floor {floor_wall * 1000:6.1f} / {floor_cpu * 1000:6.1f} ms"
            f" ({floor_label})   ratio {ratio:4.2f} / {cpu_ratio:4.2f}  target ≤ {target:.2f}"
            f"  {'ok' if ratio <= target else 'OVER'}"
        )
    ms = render_ms()
    ok &= ms < RENDER_TARGET_MS
    print(f"  render one state in-process {ms:6.2f} ms   target < {RENDER_TARGET_MS:.0f} ms"
          f"  {'ok' if ms < RENDER_TARGET_MS else 'OVER'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
