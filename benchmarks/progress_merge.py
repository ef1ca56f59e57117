"""What a large progress file costs a command: read, merge one visit, write, against JSON's own floor.

A progress file of about 800 KB (40,000 states seen, 20,000 scores: what a
file from elsewhere, or years of variants, might hold) once cost 29 s a
command, because merging was quadratic. Here one save of one visit is timed
against the floor of parsing and writing the same JSON, alternately, many
times, in one process.

    python benchmarks/progress_merge.py [--runs 15]

Target: a load and a save together under 0.5 s. Exit status 1 when missed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

TARGET_S = 0.5


def big_file(path: Path) -> bytes:
    data = {
        "format": 1,
        "last": "s1",
        "visited": [f"s{i}" for i in range(40_000)],
        "quiz": {f"s{i}": [1, 2] for i in range(20_000)},
    }
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    return raw


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as folder:
        os.environ["R45_STATE_DIR"] = folder
        from r45cli import progress

        where = Path(folder) / progress.FILE_NAME
        raw = big_file(where)
        merged, floor = [], []
        for k in range(runs):
            big_file(where)
            start = time.perf_counter()
            seen, warning = progress.load()
            seen.visit(f"new{k}")
            assert progress.save(seen) is None and warning is None
            merged.append(time.perf_counter() - start)
            start = time.perf_counter()
            (Path(folder) / "floor.json").write_text(json.dumps(json.loads(raw)))
            floor.append(time.perf_counter() - start)
        written = where.stat().st_size
    m, f = statistics.median(merged), statistics.median(floor)
    print(f"progress file of {len(raw) / 1000:.0f} KB: load + merge one visit + save {m * 1000:.1f} ms"
          f" (target < {TARGET_S * 1000:.0f} ms)")
    print(f"floor (json.loads + json.dumps + write of the same file): {f * 1000:.1f} ms, ratio ×{m / f:.2f}")
    print(f"written back compacted: {written / 1000:.1f} KB")
    return 0 if m < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
