"""An instructor's variant of the lesson with a wider hidden layer, for timing and size checks.

    python benchmarks/widelesson.py 256 > wide.yaml

W1 keeps u1..u4 in the first four channels, then adds differences of two
components and their negatives (as the course's a5, a6 do) until the
hidden layer is `hidden` wide; W2 sends each channel back to one output.
The printed values are recomputed, so `r45 verify` passes on the variant.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parent.parent


def wide_lesson(hidden: int, states: Path = ROOT / "states.yaml") -> dict:
    from r45cli.numfmt import fixed

    data = yaml.safe_load(states.read_text(encoding="utf-8"))
    u = np.array(data["example"]["u"], dtype=float)
    d = len(u)
    W1 = np.zeros((d, hidden))
    W2 = np.zeros((hidden, d))
    for j in range(hidden):
        if j < d:
            W1[j, j] = 1.0
            W2[j, j] = 0.5
            continue
        k = j - d
        a, b = k // 2 % d, (k // 2 + 1 + k // (2 * d)) % d
        if a == b:
            b = (b + 1) % d
        sign = 1.0 if k % 2 == 0 else -1.0
        W1[a, j], W1[b, j] = sign, -sign
        W2[j, (a + 2) % d] = 0.25 / (1 + k // (2 * d))
    example = data["example"]
    example["W1"] = W1.tolist()
    example["W2"] = W2.tolist()
    example["b1"] = [0.0] * hidden
    h = np.maximum(u @ W1, 0.0)
    f = h @ W2
    s = u + f
    z = (s - s.mean()) / np.sqrt(s.var() + example["layer_norm"]["eps"])
    printed = (("h", h), ("f", f), ("s", s), ("z", z))
    data["printed"] = {name: [float(fixed(x)) for x in values] for name, values in printed}
    return data


def write_wide_lesson(hidden: int, path: Path) -> Path:
    path.write_text(yaml.safe_dump(wide_lesson(hidden), allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


if __name__ == "__main__":
    sys.stdout.write(yaml.safe_dump(wide_lesson(int(sys.argv[1])), allow_unicode=True, sort_keys=False))
