"""Shared fixtures. Every test runs with a fixed width, no colour and English,
whatever the machine's terminal and locale."""

from __future__ import annotations

import gc
import re
import shutil
import sys
from pathlib import Path

import pytest
import yamlio
from typer.testing import CliRunner

from r45cli import lesson as lesson_mod
from r45cli import worked as worked_mod

ROOT = Path(__file__).resolve().parent.parent
STATES = ROOT / "states.yaml"
WIDTH = 80
NUMBER = re.compile(r"-?\d+\.\d{6}\b")


# Compiled modules are kept (in __pycache__, which git ignores) even where PYTHONDONTWRITEBYTECODE is set, as on the
# machines this was written on: without them every worker compiles and rewrites the test modules again, and every r45
# a test starts from an editable install compiles the package again (pytest_configure below compiles it once).
# Measured back to back: 123-127 s of CPU a run without them, 104 s with them (docs/performance.md).
sys.dont_write_bytecode = False


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # once, in the process that starts the workers
        import compileall

        import r45cli

        compileall.compile_dir(Path(r45cli.__file__).parent, quiet=1)  # the package the tests run: src/ or installed


# Fewer, later collections. Textual keeps each app it ran reachable for a while (StylesCache.get_inner_outer, an
# lru_cache on a method, holds 1,024 widgets' caches), so a worker's heap grows to some 400,000 objects, and each of
# the 60-80 full collections Python's default thresholds ask for walked all of it: 13-16 s per worker, a sixth of the
# suite, measured with gc.callbacks (docs/performance.md). With a young generation of 50,000 objects a worker makes
# about 50 young collections and no full one, and peaks at about 250 MB.
gc.set_threshold(50_000, 20, 100)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """Collect the garbage, and freeze what is left, while an xdist worker is still inside its session.

    Once a worker reports that it has finished, execnet gives it 5 s to end and then sends it SIGINT. pytest
    collects garbage at the very end (gc_collect_harder, after the report), over a heap that Textual keeps large
    (StylesCache.get_inner_outer, an lru_cache on a method, keeps 1,024 widgets' styles caches and rendered lines
    alive: some 400,000 objects): 0.8-1.3 s at the end of a run on a busy machine, over 5 s on a very busy one,
    when the KeyboardInterrupt landed in hypothesis's gc callback and printed a traceback under a green run. Here
    the collection is done before the report; frozen, the heap is not walked again.
    """
    gc.collect()
    gc.freeze()


# A test that starts a process (the installed r45, `python -c`, a pseudo-terminal's program, Chromium) is marked
# `process`, so `-m "not process"` leaves them out; the audit hook below fails any test that starts one unmarked.
PROCESS_EVENTS = frozenset({"subprocess.Popen", "os.fork", "os.forkpty", "os.posix_spawn", "os.spawn", "os.system"})
_started: list[str] | None = None  # the process events of the test running now, its fixtures included


def _audit(event: str, args: tuple) -> None:
    if _started is not None and event in PROCESS_EVENTS:
        _started.append(event)


sys.addaudithook(_audit)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    global _started
    _started = []


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):  # type: ignore[no-untyped-def]
    global _started
    report = (yield).get_result()
    if call.when == "teardown":
        started, _started = _started or [], None
        if started and item.get_closest_marker("process") is None and report.passed:
            report.outcome = "failed"
            events = ", ".join(sorted(set(started)))
            report.longrepr = f"{item.nodeid} started a process ({events}) unmarked: mark it @pytest.mark.process"


@pytest.fixture(autouse=True)
def fixed_environment(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    # Progress goes to a fresh folder per test, never to the real ~/.local/state.
    monkeypatch.setenv("R45_STATE_DIR", str(tmp_path_factory.mktemp("state")))
    # The lesson cache is shared by the tests of one worker: a test that reads the course's lesson finds it parsed
    # (a fresh folder a test made every in-process command parse states.yaml again, 20 ms each, 1,200 times).
    # tests/test_lesson_cache.py and the cache tests of tests/test_lesson.py use `fresh_cache`.
    monkeypatch.setenv("R45_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("R45_LANG", "en")
    monkeypatch.setenv("LANG", "C.UTF-8")
    for var in ("R45_STATES", "R45_PLAIN", "LC_ALL", "LC_MESSAGES", "FORCE_COLOR", "TERM", "TTY_COMPATIBLE",
                "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(var, raising=False)
    from r45cli.words import AS_RUN

    AS_RUN.set("")  # a Session opened outside run.main (as tests do) sets the options its commands repeat


@pytest.fixture
def fresh_cache(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty lesson cache folder of this test's own."""
    folder = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("R45_CACHE_DIR", str(folder))
    from r45cli.lesson import source

    source.forget()  # and nothing read earlier in this process: each load starts at the file
    return folder


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def line_at(path: Path, text: str) -> int:
    """The number, from 1, of the first line of the file at `path` that begins with `text` (its indent too): where an
    error should point."""
    return next(k for k, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line.startswith(text))


def invoke(runner: CliRunner, *args: str, input: str | None = None, env: dict[str, str] | None = None) -> "MainResult":
    """Run `r45 ARGS` in-process through run.main, with stdin, stdout and stderr kept apart."""
    from r45cli.run import main

    with CliRunner().isolation(input=input, env=env) as streams:
        code = main(list(args))
        sys.stdout.flush()
        sys.stderr.flush()
        out, err = streams[0].getvalue(), streams[1].getvalue() if streams[1] is not None else b""
    return MainResult(int(code), out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


@pytest.fixture(scope="session")
def lesson() -> lesson_mod.Lesson:
    return lesson_mod.load(STATES)


@pytest.fixture(scope="session")
def worked(lesson: lesson_mod.Lesson) -> worked_mod.WorkedExample:
    return worked_mod.compute(lesson)


@pytest.fixture
def raw() -> dict:
    """A fresh, editable copy of the shipped lesson file's data."""
    return yamlio.shipped()


@pytest.fixture
def write_states(tmp_path: Path):
    """Write lesson data (a dict, or raw text) to a file and return its path."""

    def write(data: dict | str, name: str = "states.yaml") -> Path:
        path = tmp_path / name
        text = data if isinstance(data, str) else yamlio.dump(data, allow_unicode=True, sort_keys=False)
        path.write_text(text, encoding="utf-8")
        return path

    return write


class MainResult:
    def __init__(self, code: int, stdout: str, stderr: str):
        self.exit_code, self.stdout, self.stderr = code, stdout, stderr


def ctrl_c_after(monkeypatch: pytest.MonkeyPatch, *lines: str) -> None:
    """Line mode reads `lines`, then the learner presses Ctrl-C."""
    from r45cli import linemode

    answers = iter(lines)

    def read(*args: object, **kwargs: object) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise KeyboardInterrupt from None

    monkeypatch.setattr(linemode, "read_line", read)


def run_main(*args: str, input: str | None = None, env: dict[str, str] | None = None) -> MainResult:
    """Run the real entry point (r45cli.__main__.main) in-process, as `r45 ARGS` would.

    Unlike CliRunner.invoke on the typer app, this goes through main(), so
    usage errors get the tool's own one-line form.
    """
    from r45cli.__main__ import main

    runner = CliRunner()
    old_argv = sys.argv
    sys.argv = ["r45", *args]
    try:
        with runner.isolation(input=input, env=env) as streams:
            try:
                main()
                code = 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
            sys.stdout.flush()
            sys.stderr.flush()
            out, err = streams[0].getvalue(), streams[1].getvalue() if streams[1] is not None else b""
    finally:
        sys.argv = old_argv
    return MainResult(code, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


def installed_r45() -> str | None:
    """The `r45` script installed next to this Python, if any."""
    here = Path(sys.executable).parent / "r45"
    return str(here) if here.exists() else shutil.which("r45")


def sampled(values, default, *, whole: bool = False):
    """`values` as parameters, those not in `default` marked long: the default run tries a sample, -m long the rest.
    A tuple is one value for each parameter name, or with `whole` one value (a size) for a single name."""
    long = pytest.mark.long
    return [v if v in default else pytest.param(*v, marks=long) if isinstance(v, tuple) and not whole
            else pytest.param(v, marks=long) for v in values]
