"""Does the lesson cache pay? A warm `r45 show b2` with the cache and without it, in one alternating run.

Without the cache every run parses states.yaml with PyYAML (and imports it);
with it, a warm run reads the marshal file, checks its digest and decodes
it. Both then check the data with the schema. The figure that decides is
the share of the no-cache start-up the cache saves: issue 25 keeps the cache
only if it is over 10 %.

    python benchmarks/lesson_cache.py [--runs 30] [--states FILE --state ID]

Run it with the Python of a regular (not editable) install; see
docs/performance.md.
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
PAYS = 0.10  # the share of start-up the cache must save to be kept


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run; a run that fails stops the benchmark."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = 0
    if status != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {proc.stderr.read().decode() if proc.stderr else status}")
    return wall, usage.ru_utime + usage.ru_stime


def in_process(states: str | None, repeats: int = 50) -> tuple[float, float]:
    """Median ms of lesson.load() with a warm cache and with none, in this process (no start-up around it)."""
    from r45cli.lesson import source

    where = Path(states) if states else source.default_states_path()
    times: dict[bool, list[float]] = {True: [], False: []}
    for k in range(repeats * 2):
        cached = k % 2 == 0
        os.environ["R45_CACHE_DIR"] = CACHE if cached else BLOCKED
        start = time.perf_counter()
        source.load(where)
        times[cached].append(time.perf_counter() - start)
    return statistics.median(times[True]) * 1000, statistics.median(times[False]) * 1000


CACHE = BLOCKED = ""


def main() -> int:
    global CACHE, BLOCKED
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--states", help="a lesson file (default: the packaged one)")
    parser.add_argument("--state", default="b2", help="the state shown (default b2)")
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="r45-cache-bench-"))
    (scratch / "not-a-folder").write_text("")  # no cache: its folder cannot be made, so nothing is read or stored
    CACHE, BLOCKED = str(scratch / "cache"), str(scratch / "not-a-folder" / "cache")
    base = {**os.environ, "NO_COLOR": "1", "R45_LANG": "en", "COLUMNS": "100", "R45_STATE_DIR": str(scratch / "state")}
    if args.states:
        base["R45_STATES"] = args.states
    envs = {"with the cache": {**base, "R45_CACHE_DIR": CACHE}, "without it": {**base, "R45_CACHE_DIR": BLOCKED}}
    cmd = [R45, "show", args.state]
    for env in envs.values():  # warm: the cache written, the file cache and .pyc files filled
        timed(cmd, env)
    samples: dict[str, list[tuple[float, float]]] = {label: [] for label in envs}
    for _ in range(args.runs):
        for label, env in envs.items():
            samples[label].append(timed(cmd, env))
    medians = {label: tuple(statistics.median(s[k] for s in runs) for k in (0, 1)) for label, runs in samples.items()}
    runs = f"{args.runs} alternating runs each, medians (wall / CPU)"
    print(f"python {sys.version.split()[0]}, r45 show {args.state}, {runs}")
    floor_wall, floor_cpu = medians["without it"]
    for label, (wall, cpu) in medians.items():
        ratio = f"{wall / floor_wall:4.2f} / {cpu / floor_cpu:4.2f}"
        print(f"  {label:<16} {wall * 1000:6.1f} / {cpu * 1000:6.1f} ms   ratio {ratio}")
    saved = 1 - medians["with the cache"][0] / floor_wall
    cached_ms, parsed_ms = in_process(args.states)
    print(f"  lesson.load() in-process: {cached_ms:.1f} ms cached, {parsed_ms:.1f} ms parsed (PyYAML imported)")
    print(f"  the cache saves {saved:.1%} of start-up ({'over' if saved > PAYS else 'not over'} the bar of {PAYS:.0%})")
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
