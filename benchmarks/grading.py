"""What grading a wrong answer costs, against the floor of working the right chain once for the same question.

A wrong answer is read against every wrong method's chain, each over every way
of rounding the values a learner carries (with ties written both ways): some
twenty chains of up to 2,047 rows. The floor is one of them, the right chain
for the same question, its rounding rows already built; the ratio says how
many right chains a grading costs. Alternately, in one process, on the predict
steps of every state, each on 40 fresh draws (the catalogue forgets each
draw's runs, as a new run's numbers do).

    python benchmarks/grading.py [--draws 40]

Target: a grading under 12 right chains and under 5 ms of CPU. Exit status 1 when missed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

TARGET_RATIO = 12.0
TARGET_MS = 5.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--draws", type=int, default=40)
    draws = parser.parse_args().draws
    from r45cli import grading, handwork, quiz
    from r45cli.lesson import load

    lesson = load()
    asked = [q for sid in lesson.order for q in lesson.state(sid).predict if q.kind == "number"]
    graded, floor = [], []
    for seed in range(1, draws + 1):
        numbers = quiz.fresh(lesson, seed)
        for q in asked:
            worked = numbers.of(q)
            paper = handwork.Paper.given(worked, q.given)
            rows = handwork.rounding(paper, str(q.answer))
            start = time.process_time()
            handwork.run(handwork.Paper.given(worked, q.given), rounding=rows)
            floor.append(time.process_time() - start)
            start = time.process_time()
            grading.grade(q, 12.345678, worked, text="12.345678")  # a wrong number: every wrong method is tried
            graded.append(time.process_time() - start)
    per, base = statistics.median(graded) * 1e3, statistics.median(floor) * 1e3
    ratio = per / base
    print(f"{len(graded)} gradings: {per:.2f} ms of CPU each (median); the right chain alone {base:.3f} ms; "
          f"{ratio:.1f}x")
    ok = ratio <= TARGET_RATIO and per <= TARGET_MS
    print("target met" if ok else f"target missed: under {TARGET_RATIO:g}x and {TARGET_MS:g} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
