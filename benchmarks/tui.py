"""The full-screen `r45 step`, timed.

1. Time to first frame: from starting the process on a pseudo-terminal to
   the first frame's text arriving, for `r45 step --from b4`, for a returning
   learner's `r45 step` (resumed where the runs before it left), and for a
   minimal Textual app (benchmarks/minimal_app.py: a header, a list, a scroll
   area and a footer), alternating runs. Target: ratio ≤ 1.3.
2. Key to repaint, in-process with Textual's pilot: switching state (→ and
   ←), one what-if change (↑ and ↓ on a component of u, then the pause in
   typing that recomputes), and a change of terminal width (80 ↔ 120
   columns, everything laid out again), each until no widget has work
   waiting (the tests' driver, tests/tuidrive.py, without the pilot's
   wall-clock waits). The figure is the CPU time from the key to the
   repaint, less that of a key bound to nothing, measured in the same run
   (for a what-if change, less that key and the driver's one more wait for
   quiet, the pause in typing: its own cost, some 2 ms a wait at b2).
   A first switch is measured at once, and again after a pause on the state
   before (the app lays the next state out while one is read).
   Targets: median ≤ 30 ms for a switch and a what-if change (on b2), each
   also ≤ 1.5 times the floor measured in the same run: a minimal app
   (benchmarks/minimal_app.py, `Swapping`) putting the text of b1's or b2's
   pane into its scrolling pane; ≤ 60 ms for a width change.

    python benchmarks/tui.py [--runs 15]
"""

from __future__ import annotations

import argparse
import asyncio
import fcntl
import os
import pty
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PY = sys.executable
R45 = shutil.which("r45", path=str(Path(PY).parent)) or "r45"
FIRST_FRAME_TARGET = 1.3
REPAINT_TARGET_MS = 30.0
RELAYOUT_TARGET_MS = 60.0
REPAINT_RATIO = 1.5  # a switch or a what-if change against the floor: a minimal app swapping its pane's text
sys.path.insert(0, str(HERE.parent / "tests"))  # the tests' driver: keys without wall-clock waits
sys.path.insert(0, str(HERE))


def first_frame(cmd: list[str], marker: bytes, env: dict[str, str]) -> float:
    """Seconds from spawn to `marker` on the pty; then the app is told to quit."""
    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=child, stdout=child, stderr=child, env=env, close_fds=True,
                            start_new_session=True)
    os.close(child)
    seen, took = b"", None
    while proc.poll() is None:
        if select.select([main], [], [], 0.05)[0]:
            try:
                seen += os.read(main, 65536)
            except OSError:
                break
            if took is None and marker in seen:
                took = time.perf_counter() - start
                os.write(main, b"q")
        if time.perf_counter() - start > 30:
            proc.kill()
            break
    os.close(main)
    proc.wait()
    if took is None:
        raise RuntimeError(f"{cmd[0]} never showed {marker!r}")
    return took


def repaints(runs: int) -> dict[str, float]:
    """Median CPU ms from a key (or a resize) to a quiet screen: a key bound to nothing, a switch, a what-if change,
    a width change; and the floor: a minimal app swapping a scrolling pane's text for one as long as b2's."""
    from minimal_app import Swapping
    from rich.text import Text
    from tuidrive import as_text, press, quiet, resize_now, stepper

    from r45cli import lesson
    from r45cli.render.layout import Kept
    from r45cli.tui.app import StepApp

    L = lesson.load()
    app = StepApp(stepper(L, "en", L.order[0]))
    costs: dict[str, list[float]] = {"nothing": [], "first": [], "read": [], "switch": [], "what-if": [],
                                     "nothing, then a pause": [], "width": [], "floor nothing": [], "floor swap": []}
    panes: list[str] = []

    async def timed(pilot, label: str, key: str | None = None, width: int | None = None, paused: bool = False) -> None:
        start = time.process_time()
        if key is not None:
            await press(pilot, key)
        if width is not None:
            await resize_now(pilot, width, 24)
        await quiet(pilot)
        if pilot.app is app and app.recompute_pending:  # the change waits for a pause in typing: this is the pause
            app.recompute()
            await quiet(pilot)
        elif paused:  # as a what-if change waits, with nothing to recompute: the driver's own cost of that wait
            await quiet(pilot)
        costs[label].append(time.process_time() - start)

    async def read_first() -> None:  # each state laid out for the first time, after a pause on the one before
        Kept.forget()
        reader = StepApp(stepper(L, "en", L.order[0]))
        reader.reading_for = 3600  # the pause is stood in for below, at the same point every run
        async with reader.run_test(size=(80, 24)) as pilot:
            while not reader.ready:
                await quiet(pilot)
            for _ in L.order[1:]:
                reader.lay_out_next()  # what a pause on the state sets off: the next state is laid out
                await quiet(pilot)
                await timed(pilot, "read", "right")

    async def ours() -> None:
        Kept.forget()  # the pauses above laid every state out: each is laid out afresh here
        async with app.run_test(size=(80, 24)) as pilot:
            while not app.ready:
                await quiet(pilot)
            for _ in L.order[1:]:  # each state laid out for the first time
                await timed(pilot, "first", "right")
            await press(pilot, *["left"] * (len(L.order) - 1))
            for i in range(runs):
                await timed(pilot, "nothing", "x")
                await timed(pilot, "switch", "right" if i % 2 == 0 else "left")
                await timed(pilot, "width", width=120 if i % 2 == 0 else 80)
            for _ in range(2):  # on to b2, keeping b1's pane and b2's as drawn at 76 columns: the floor's two texts
                await press(pilot, "right")
                panes.append(as_text(app.pane(), 76))
            await press(pilot, "e")  # the what-if on b2, the state with the most numbers to recompute
            await quiet(pilot)
            for _ in range(runs):  # u1 up by 0.1 each time: numbers never shown before, laid out anew
                await timed(pilot, "what-if", "up")
                await timed(pilot, "nothing, then a pause", "f12", paused=True)  # bound to nothing, typing nothing

    async def floor() -> None:
        swapping = Swapping([Text(p) for p in panes[-2:]])
        async with swapping.run_test(size=(80, 24)) as pilot:
            await quiet(pilot)
            for _ in range(runs):
                await timed(pilot, "floor nothing", "x")
                await timed(pilot, "floor swap", "right")

    asyncio.run(read_first())
    asyncio.run(ours())
    asyncio.run(floor())
    return {k: statistics.median(v) * 1000 for k, v in costs.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    scratch = Path(tempfile.mkdtemp(prefix="r45-tui-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("R45_", "NO_COLOR"))}
    env.update({"TERM": "xterm-256color", "R45_LANG": "en", "R45_STATE_DIR": str(scratch / "state"),
                "R45_CACHE_DIR": str(scratch / "cache")})
    from r45cli import lesson

    title = lesson.load().title("en")  # the first frame shows the lesson's title at its top
    ours = ([R45, "step", "--from", "b4"], title[-12:].encode())
    # a returning learner's `r45 step`: resumed at the state the runs above left (b4), where what waits is looked up
    resumed = ([R45, "step"], title[-12:].encode())
    floor = ([PY, str(HERE / "minimal_app.py")], b"MINIMAL-FIRST-FRAME")
    for cmd, marker in (ours, resumed, floor):
        first_frame(cmd, marker, env)  # warm the caches
    times: dict[str, list[float]] = {"r45 step": [], "resumed": [], "minimal app": []}
    for _ in range(args.runs):
        times["r45 step"].append(first_frame(*ours, env))
        times["resumed"].append(first_frame(*resumed, env))
        times["minimal app"].append(first_frame(*floor, env))
    mine, again, base = (statistics.median(times[k]) * 1000 for k in ("r45 step", "resumed", "minimal app"))
    ratio = max(mine, again) / base
    cost = repaints(max(args.runs * 2, 20))
    switch, first, read, width = (cost[k] - cost["nothing"] for k in ("switch", "first", "read", "width"))
    what_if = cost["what-if"] - cost["nothing, then a pause"]  # the driver waits once more for a what-if
    swap = cost["floor swap"] - cost["floor nothing"]
    within = [first <= REPAINT_TARGET_MS, what_if <= REPAINT_TARGET_MS, width <= RELAYOUT_TARGET_MS,
              first <= REPAINT_RATIO * swap, what_if <= REPAINT_RATIO * swap]
    ok = ratio <= FIRST_FRAME_TARGET and all(within)
    print(f"{args.runs} alternating runs, medians")
    print(f"  first frame  r45 step {mine:6.1f} ms, resumed {again:6.1f} ms   minimal app {base:6.1f} ms"
          f"   ratio {mine / base:4.2f}, {again / base:4.2f}  target ≤ {FIRST_FRAME_TARGET}")
    print(f"  key to repaint (CPU, less a key bound to nothing: {cost['nothing']:4.1f} ms)")
    print(f"    floor: a minimal app swapping a pane as long as b2's  {swap:5.1f} ms")
    print(f"    switch, first   {first:5.1f} ms   {first / swap:4.2f}× the floor"
          f"   target ≤ {REPAINT_TARGET_MS:.0f} ms and ≤ {REPAINT_RATIO}×")
    print(f"    switch, first after a pause  {read:5.1f} ms   {read / swap:4.2f}× the floor"
          "   (the next state laid out while this one is read)")
    print(f"    switch, again   {switch:5.1f} ms   {switch / swap:4.2f}× the floor   (its lines kept)")
    print(f"    what-if change  {what_if:5.1f} ms   {what_if / swap:4.2f}× the floor"
          f"   target ≤ {REPAINT_TARGET_MS:.0f} ms and ≤ {REPAINT_RATIO}×")
    print(f"      (less a key bound to nothing and the driver's wait for the pause in typing:"
          f" {cost['nothing, then a pause']:4.1f} ms)")
    print(f"    width 80 ↔ 120  {width:5.1f} ms   target ≤ {RELAYOUT_TARGET_MS:.0f} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
