"""Every command on lessons at the whole-lesson budget (src/r45cli/lesson/schema.py BUDGET): time and peak memory.

    python benchmarks/budget.py [--keep DIR]

Builds lessons that spend the budget in different ways, each checked by
r45's own accounting (schema.spent) to be within it and close to it:

- questions: 256 questions (the budget), text to within a note (4,000
  characters) of the 300,000, the rest of the numbers in tables of vectors and bars across 8 states;
- one state: every number the budget allows in one state's heaviest panels
  (hidden channels with pairs that are negatives, bars, vectors), the text
  at the budget too: the worst case for `show STATE --all`;
- wide: a hidden layer of 1,024 with the matrices and the composition drawn.

and runs each command once as a fresh process, reporting wall time and the
peak resident memory (GNU time's %M: a child forked from this Python would
count this Python's own memory too). docs/performance.md has the figures.
Run it with the Python of a regular install (see docs/performance.md).
"""

from __future__ import annotations

import argparse
import copy
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
R45 = shutil.which("r45", path=str(Path(PY).parent)) or "r45"


def numbers(rng: np.random.Generator, *shape: int) -> list:
    return np.round(rng.uniform(-1, 1, shape), 3).tolist()


def printed(example: dict) -> dict:
    from r45cli.numfmt import fixed

    u, b1, b2 = (np.array(example[k], dtype=float) for k in ("u", "b1", "b2"))
    h = np.maximum(u @ np.array(example["W1"]) + b1, 0.0)
    f = h @ np.array(example["W2"]) + b2
    s = u + f
    ln = example["layer_norm"]
    z = (s - s.mean()) / np.sqrt(s.var() + ln["eps"]) * np.array(ln["gamma"]) + np.array(ln["beta"])
    return {name: [float(fixed(x)) for x in v] for name, v in (("h", h), ("f", f), ("s", s), ("z", z))}


def base(d: int, dh: int, positions: int, heads: int, head: int, *, mirrored: bool = False) -> dict:
    """The course's lesson with drawn weights of these widths; `mirrored`: half the hidden channels negate the rest."""
    data = yaml.safe_load((ROOT / "states.yaml").read_text(encoding="utf-8"))
    rng = np.random.default_rng(45)
    ex = data["example"]
    W1 = np.array(numbers(rng, d, dh))
    if mirrored:  # every channel the negative of one column: the hidden panel lists about dh²/4 pairs
        W1[:, dh // 2 :] = -W1[:, :1].repeat(dh - dh // 2, axis=1)
        W1[:, : dh // 2] = W1[:, :1]
    ex.update(u=numbers(rng, d), W1=W1.tolist(), b1=[0.0] * dh, W2=numbers(rng, dh, d), b2=numbers(rng, d))
    ex["layer_norm"] = {"eps": 1e-5, "gamma": [1.0] * d, "beta": [0.0] * d}
    data["printed"] = printed(ex)
    demo = data["demo"]
    demo["x"] = numbers(rng, positions, d)
    fields = ("Wq", "bq", "Wk", "bk", "Wv", "bv")
    demo["heads"] = [{k: numbers(rng, *((d, head) if k[0] == "W" else (head,))) for k in fields} for _ in range(heads)]
    demo["W_O"], demo["b_O"] = numbers(rng, heads * head, d), numbers(rng, d)
    return data


NOTE = {"zh": ("残差保留了输入，归一化之后再送进下一层。" * 200)[:2000], "en": ("The residual keeps u. " * 100)[:2000]}


def with_states(data: dict, n: int, questions: int) -> dict:
    """n states like the course's b0, each with `questions` quiz and predict questions, and notes to the text budget."""
    from r45cli.lesson import schema

    template = copy.deepcopy(data["states"]["b0"])
    template["shows"] = [{"panel": "formula"}]
    template["notes"] = []
    asked = [q for s in data["states"].values() for q in s.get("quiz", []) if not q.get("given")]
    template["quiz"] = [copy.deepcopy(asked[k % len(asked)]) for k in range(min(questions, 32))]
    template["predict"] = [copy.deepcopy(asked[k % len(asked)]) for k in range(max(0, questions - 32))]
    ids = [f"s{k}" for k in range(n)]
    data["states"] = {sid: copy.deepcopy(template) for sid in ids}
    data["order"], data["default"] = ids, ids[0]
    data["groups"] = [{"id": "all", "title": data["groups"][0]["title"], "states": ids}]
    data.pop("chain", None)  # the course's u -> z chain names the course's states,
    data.pop("skills", None)  # and its skills are exercised by the course's questions
    for state in data["states"].values():
        for q in (*state["quiz"], *state["predict"]):
            q.pop("skills", None)
    room = schema.BUDGET.characters - schema.spent(copy.deepcopy(data)).characters
    # notes of 2,000 characters, round robin; one note's room left for the names the panels added later hold
    for k in range(room // (len(NOTE["zh"]) + len(NOTE["en"])) - 1):
        data["states"][ids[k % n]]["notes"].append(dict(NOTE))
    return data


def fill(data: dict, panels: list[dict], states: list[str]) -> dict:
    """Add the panels, round robin over `states`, while the lesson stays within the budget: its cells, and its
    characters (a panel's `of` names count as text; the notes filled the text budget to within one note)."""
    from r45cli.lesson import schema

    k = 0
    while True:
        trial = copy.deepcopy(data)
        shows = trial["states"][states[k % len(states)]]["shows"]
        if len(shows) >= 32:
            break
        shows.append(panels[k % len(panels)])
        spent = schema.spent(copy.deepcopy(trial))
        if spent.cells > schema.BUDGET.cells or spent.characters > schema.BUDGET.characters:
            break
        data, k = trial, k + 1
    return data


def lessons() -> dict[str, dict]:
    rows = [{"panel": "vectors", "of": ["u", "a", "h", "f", "s", "z"]}, {"panel": "bars", "of": ["a", "h"]}]
    rows.append({"panel": "hidden"})
    questions = with_states(base(16, 32, 16, 8, 8), 8, 32)
    one = with_states(base(4, 128, 3, 2, 2, mirrored=True), 5, 0)
    wide = with_states(base(4, 1024, 3, 2, 2), 5, 0)
    matrices = [{"panel": "matrix", "of": ["W1"]}, {"panel": "composition"}, {"panel": "matrix", "of": ["W2"]}]
    return {
        "questions": fill(questions, rows, list(questions["order"])),
        "one state": fill(one, rows[1:], ["s0"]),
        "wide": fill(wide, matrices, list(wide["order"])),
    }


COMMANDS = [
    ("list", ["list"], ""),
    ("show s0", ["show", "s0"], ""),
    ("show s0 --all", ["show", "s0", "--all"], ""),
    ("verify", ["verify"], ""),
    ("why z1", ["why", "z1"], ""),
    ("lab", ["lab"], ""),
    ("step --plain (every state)", ["step", "--plain"], "n\n" * 40 + "q\n"),
    ("quiz (every answer skipped)", ["quiz"], "s\n" * 300),
    ("quiz --fresh", ["quiz", "--fresh", "--seed", "1"], "q\n"),
    ("review", ["review"], "s\n" * 20),
    ("export all --format html", ["export", "all", "--format", "html"], ""),
    ("export all --format md -o DIR/", ["export", "all", "--format", "md", "-o", "{out}/"], ""),
    ("export all --format svg --page", ["export", "all", "--format", "svg", "--page"], ""),
    ("export all --format svg -o DIR/", ["export", "all", "--format", "svg", "-o", "{out}/"], ""),
]


GNU_TIME = "/usr/bin/time"


def run(cmd: list[str], env: dict[str, str], stdin: str) -> tuple[float, float, int]:
    """(wall seconds, peak resident MB, exit status) of one run, through GNU time."""
    start = time.perf_counter()
    timed = [GNU_TIME, "-f", "%M", *cmd]
    done = subprocess.run(timed, input=stdin.encode(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    wall = time.perf_counter() - start
    peak_kb = int(done.stderr.decode().strip().splitlines()[-1])
    return wall, peak_kb / 1024, done.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keep", type=Path, help="write the lessons into this folder and keep them")
    args = parser.parse_args()
    from r45cli.lesson import schema

    scratch = Path(tempfile.mkdtemp(prefix="r45-budget-"))
    folder = args.keep or scratch
    folder.mkdir(parents=True, exist_ok=True)
    limit = schema.BUDGET
    print(f"budget: {limit.cells:,} numbers, {limit.characters:,} characters, {limit.questions} questions")
    for name, data in lessons().items():
        used = schema.spent(copy.deepcopy(data))
        path = folder / f"budget-{name.replace(' ', '-')}.yaml"
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=1 << 16), encoding="utf-8")
        size = path.stat().st_size
        spent = f"{used.cells:,} numbers, {used.characters:,} characters, {used.questions} questions"
        print(f"\n{name}: {spent}, {size // 1000} kB")
        env = {**os.environ, "NO_COLOR": "1", "R45_LANG": "en", "COLUMNS": "100", "R45_STATES": str(path)}
        env.update(R45_TODAY="2026-12-01", R45_STATE_DIR=str(scratch / "state"), R45_CACHE_DIR=str(scratch / "cache"))
        run([R45, "list"], env, "")  # the cache written, as a learner's second run finds it
        for label, cmd, stdin in COMMANDS:
            out = scratch / f"out-{len(list(scratch.iterdir()))}"
            out.mkdir()
            wall, mb, code = run([R45, *(part.format(out=out) for part in cmd)], env, stdin)
            print(f"  {label:<34} {wall:6.2f} s  {mb:6.0f} MB  exit {code}")
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
