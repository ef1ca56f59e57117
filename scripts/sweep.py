"""A hostile and careless user's sweep: many inputs, every way a run can end, counted.

    python scripts/sweep.py [--quick] [--only PART ...]

Runs r45 in-process (lesson mutations, hostile lesson files, typed text,
progress files) and as real processes (closed, full and odd streams,
endless input, Ctrl-C at every import point, signals and Ctrl-Z during
the full screen, signals during line mode, racing sessions, special files
as targets, refused exports, Markdown read by markdown-it-py), and
counts for each group: cases tried, tracebacks, hangs (a run over 60 s),
exit statuses outside the documented ones, and data lost (a progress visit
or score missing, a file's old bytes gone, a device or link replaced by a
regular file, a terminal not given back, an answer given and not saved,
a Markdown export that reads differently from the course's own).
Not part of the test suite: it takes a few minutes. docs/robustness.md has
its last figures.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import signal
import stat
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import yaml

from r45cli.progress_format import FORMAT  # the format r45 writes
from r45cli.signals import ending

ROOT = Path(__file__).resolve().parent.parent
STATES = ROOT / "states.yaml"
OK_CODES = {0, 1, 2, 70, 141, *(128 + sig for sig in ending())}  # 128 + n: a signal that ends a process
TIMEOUT = 60


class Tally:
    def __init__(self) -> None:
        self.rows: dict[str, Counter] = {}

    def add(self, group: str, *, code: int | None, out: str = "", lost: bool = False) -> None:
        row = self.rows.setdefault(group, Counter())
        row["cases"] += 1
        row["tracebacks"] += "Traceback" in out
        row["hangs"] += code is None
        row["odd exits"] += code is not None and code not in OK_CODES
        row["lost"] += lost

    def print(self) -> None:
        print(f"{'group':<34}{'cases':>7}{'tracebacks':>12}{'hangs':>7}{'odd exits':>11}{'lost':>6}")
        total = Counter()
        for group, row in self.rows.items():
            total.update(row)
            print(f"{group:<34}{row['cases']:>7}{row['tracebacks']:>12}{row['hangs']:>7}{row['odd exits']:>11}"
                  f"{row['lost']:>6}")
        print(f"{'all':<34}{total['cases']:>7}{total['tracebacks']:>12}{total['hangs']:>7}{total['odd exits']:>11}"
              f"{total['lost']:>6}")


def in_process(args: list[str], stdin: str = "", env: dict[str, str | None] | None = None) -> tuple[int, str]:
    from typer.testing import CliRunner

    from r45cli.run import main

    with CliRunner().isolation(input=stdin, env=env) as streams:
        try:
            code = int(main(args))
        except BaseException as exc:  # noqa: BLE001 - counted, not hidden
            return 99, f"Traceback {type(exc).__name__}: {exc}"
        sys.stdout.flush()
        sys.stderr.flush()
        err = streams[1].getvalue().decode("utf-8", "replace") if streams[1] else ""
        return code, streams[0].getvalue().decode("utf-8", "replace") + err


def process(args: list[str], scratch: Path, **kw) -> tuple[int | None, str]:
    env = {**os.environ, "R45_STATE_DIR": str(scratch / "state"), "R45_CACHE_DIR": str(scratch / "cache"),
           "NO_COLOR": "1", **kw.pop("env", {})}
    try:
        r = subprocess.run([sys.executable, "-m", "r45cli", *args], capture_output=True, env=env, timeout=TIMEOUT, **kw)
    except subprocess.TimeoutExpired:
        return None, ""
    return r.returncode, (r.stdout + r.stderr).decode("utf-8", "replace")


def leaves(node, trail=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from leaves(v, (*trail, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from leaves(v, (*trail, i))
    else:
        yield trail


def sweep_lessons(t: Tally, scratch: Path, quick: bool) -> None:
    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    odd = [float("nan"), float("inf"), 1e308, 10**400, "", "b9", None, [], {}, [[1, 2]], True, "1e-5", "[/]", 0, -0.0]
    trails = list(leaves(shipped))
    random.Random(45).shuffle(trails)
    for trail in trails[: 60 if quick else len(trails)]:
        for value in odd[: 4 if quick else len(odd)]:
            doc = copy.deepcopy(shipped)
            node = doc
            for step in trail[:-1]:
                node = node[step]
            node[trail[-1]] = value
            path = scratch / "mutated.yaml"
            try:
                path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
            except (ValueError, OverflowError):
                continue
            for args in (["verify"], ["show", "b3"], ["lab"]):
                code, out = in_process(["--states", str(path), *args])
                t.add("lesson file, one odd value", code=code, out=out)


def sweep_hostile_lessons(t: Tally, scratch: Path) -> None:
    """Lesson files written to harm: every command must refuse each with exit 2 and print no escape."""
    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    evil_texts = ["\x1b]52;c;ZXZpbA==\x07", "\x1b]0;title\x1b\\", "\x1b[2J", "\x9b31m", "\u202eevil", "\x00", "\x7f",
                  "a\rb"]
    evil_ids = ["x/../../../ESCAPED", "[@click=app.quit]b5", "b5[/]", 'b2"><script>', "", "1", "a" * 40, "é"]
    evil_urls = ["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "https://", "https://a b", "ftp://x"]
    docs = []
    for text in evil_texts:
        for spoil in (lambda d, s=text: d["title"].__setitem__("en", "R45" + s),
                      lambda d, s=text: d["states"]["b2"]["notes"][0].__setitem__("zh", s + "z")):
            doc = copy.deepcopy(shipped)
            spoil(doc)
            docs.append(doc)
    for sid in evil_ids:
        doc = copy.deepcopy(shipped)
        doc["states"][sid] = doc["states"].pop("b5")
        doc["order"][-1] = sid
        doc["groups"][1]["states"][-1] = sid
        docs.append(doc)
    for url in evil_urls:
        doc = copy.deepcopy(shipped)
        doc["reference"]["url"] = url
        docs.append(doc)
    for k, doc in enumerate(docs):
        path = scratch / f"hostile-{k}.yaml"
        path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
        for args in (["list"], ["show", "b2"], ["export", "all", "-f", "html"], ["step"]):
            code, out = in_process(["--states", str(path), *args], "q\n")
            t.add("hostile lesson files", code=None if code is None else (code if code == 2 else 99),
                  out=out + ("Traceback" if "\x1b" in out else ""))


def sweep_refused_exports(t: Tally, scratch: Path) -> None:
    """An export that is refused must leave every file, pictures included, as it was."""
    targets = [("notes.md", []), ("notes-b2-1.svg", []), ("notes-b2-2.svg", []), ("notes.md", ["-f", "html"])]
    for k, (present, extra) in enumerate(targets):
        folder = scratch / f"refused-{k}"
        folder.mkdir()
        (folder / present).write_text("keep")
        link = folder / "notes-b0-1.svg"
        link.symlink_to(scratch / "outside.txt")
        before = {p.name: (p.is_symlink(), p.read_bytes() if not p.is_symlink() else b"") for p in folder.iterdir()}
        code, out = process(["export", "all" if k == 3 else "b2", *extra, "-o", str(folder / "notes.md")], scratch)
        after = {p.name: (p.is_symlink(), p.read_bytes() if not p.is_symlink() else b"") for p in folder.iterdir()}
        t.add("refused exports", code=code if code == 2 else 99, out=out,
              lost=before != after or (scratch / "outside.txt").exists())


def sweep_endless_input(t: Tally, scratch: Path) -> None:
    import resource

    for args in (["step"], ["quiz"], ["quiz", "b2"]):
        with open("/dev/zero", "rb") as zero:
            try:
                r = subprocess.run([sys.executable, "-m", "r45cli", *args], stdin=zero, capture_output=True,
                                   timeout=TIMEOUT,
                                   env={**os.environ, "R45_STATE_DIR": str(scratch / "state")},
                                   preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)))
                code, out = r.returncode, r.stderr.decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                code, out = None, ""
        t.add("endless input (/dev/zero)", code=code if code == 2 else (None if code is None else 99), out=out)


def sweep_typed(t: Tally, quick: bool) -> None:
    rng = random.Random(9)
    pieces = ["[", "]", "[/]", "[bold]", "\\", "０", "．", "²", "٣", "q", "n", "中", " ", "x" * 200, ":smile:",
              "\x1b[C", "\x00"]
    for _ in range(60 if quick else 400):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 8)))
        for args, stdin in ((["step"], f"{text}\nq\n"), (["quiz", "b0"], f"{text}\n{text}\n"), (["show", text], ""),
                            (["why", text], "")):
            code, out = in_process(args, stdin)
            t.add("typed text and names", code=code, out=out)


def sweep_progress_files(t: Tally, scratch: Path, quick: bool) -> None:
    rng = random.Random(3)
    samples = [b"", b"{", b"[" * 100_000, b"\xff\xfe", b'{"format": 2}', b'{"format": 1, "visited": "x"}', b"null",
               b'{"format": 1, "quiz": {"b0": [9, 1]}}']
    samples += [bytes(rng.randrange(256) for _ in range(rng.randint(1, 60))) for _ in range(20 if quick else 150)]
    for content in samples:
        folder = scratch / f"p{rng.randrange(10**9)}"
        folder.mkdir()
        (folder / "progress.json").write_bytes(content)
        code, out = in_process(["step"], "n\n", env={"R45_STATE_DIR": str(folder)})
        kept = [p.read_bytes() for p in folder.glob("progress.json.bad-*")] + [(folder / "progress.json").read_bytes()]
        valid = False
        try:  # replaced by a progress file r45 writes: its own format (a newer one it leaves alone)
            valid = json.loads((folder / "progress.json").read_bytes()).get("format") == FORMAT
        except (ValueError, AttributeError):
            pass
        t.add("progress file contents", code=code, out=out, lost=content not in kept and not valid)


def sweep_special_files(t: Tally, scratch: Path) -> None:
    as_root = os.geteuid() == 0
    for name in ("fifo", "dir", "link", "file", "file-force", "null", "full"):
        target = scratch / f"special-{name}"
        if name == "fifo":
            os.mkfifo(target)
        elif name == "dir":
            target.mkdir()
        elif name == "link":
            (scratch / "link-target").write_text("old")
            target.symlink_to(scratch / "link-target")
        elif name.startswith("file"):
            target.write_text("my notes")
            target.chmod(0o600)
        elif as_root:
            os.mknod(target, 0o666 | stat.S_IFCHR, os.makedev(1, 3 if name == "null" else 7))
        else:
            continue
        before = os.lstat(target)
        args = ["export", "b2", "-o", str(target), *(["--force"] if name in ("link", "file-force") else [])]
        code, out = process(args, scratch)
        after = os.lstat(target)
        replaced = stat.S_IFMT(before.st_mode) != stat.S_IFMT(after.st_mode) or (
            name == "file" and target.read_text() != "my notes")
        mode_lost = name.startswith("file") and stat.S_IMODE(after.st_mode) != 0o600
        t.add("export to special targets", code=code, out=out, lost=replaced or mode_lost)
    for lesson in ("/dev/zero", str(scratch / "special-fifo"), str(scratch / "special-dir")):
        code, out = process(["--states", lesson, "show"], scratch)
        t.add("special files as the lesson", code=code, out=out)
    for link in ("/dev/zero", str(scratch / "special-fifo")):
        folder = scratch / f"state-{abs(hash(link))}"
        folder.mkdir()
        (folder / "progress.json").symlink_to(link)
        code, out = process(["show", "b1"], scratch, env={"R45_STATE_DIR": str(folder)})
        t.add("special files as progress", code=code, out=out, lost=not (folder / "progress.json").is_symlink())


def sweep_streams(t: Tally, scratch: Path, quick: bool) -> None:
    cases = [
        (["show", "b2"], {"preexec_fn": lambda: os.close(1), "stdout": subprocess.DEVNULL}),
        (["step"], {"preexec_fn": lambda: os.close(0), "stdin": subprocess.DEVNULL}),
        (["show", "b2"], {"env": {"PYTHONIOENCODING": "ascii"}}),
        (["list"], {"env": {"R45_LANG": "zh_CN"}}),
        (["list"], {"env": {"R45_LANG": "klingon"}}),
        (["show"], {"env": {"HOME": "", "R45_STATE_DIR": "", "R45_CACHE_DIR": ""}}),
        (["show"], {"env": {"R45_STATE_DIR": " "}}),
    ]
    if os.path.exists("/dev/full"):
        cases.append((["show", "b2"], {"stdout": open("/dev/full", "wb")}))
    for args, kw in cases:
        kw = dict(kw)
        kw.setdefault("stdin", subprocess.DEVNULL)
        out_target = kw.pop("stdout", None)
        env = {**os.environ, "R45_STATE_DIR": str(scratch / "state"), "R45_CACHE_DIR": str(scratch / "cache"),
               **kw.pop("env", {})}
        try:
            r = subprocess.run([sys.executable, "-m", "r45cli", *args], stdout=out_target or subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env, timeout=TIMEOUT, cwd=scratch, **kw)
            code, out = r.returncode, (r.stderr or b"").decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            code, out = None, ""
        t.add("closed, full and odd streams", code=code, out=out, lost=(scratch / " ").exists())
    for encoding in ("utf-16", "utf-32", "gb18030", "latin-1", "ascii", "utf-8"):
        env = {**os.environ, "PYTHONIOENCODING": encoding, "R45_STATE_DIR": str(scratch / "state")}
        try:
            r = subprocess.run([sys.executable, "-m", "r45cli", "step"], input=b"n\nq\n", capture_output=True, env=env,
                               timeout=TIMEOUT)
            code, out = r.returncode, r.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            code, out = None, ""
        t.add("PYTHONIOENCODING", code=code, out=out)


def sweep_ctrl_c(t: Tally, scratch: Path, quick: bool) -> None:
    """A KeyboardInterrupt at every import point of `step`, through tests/ctrl_c_points.py."""
    script = ROOT / "tests" / "ctrl_c_points.py"
    env = {**os.environ, "R45_STATE_DIR": str(scratch / "ctrl-c"), "R45_CACHE_DIR": str(scratch / "ctrl-c")}
    run = lambda *a: json.loads(subprocess.run(  # noqa: E731
        [sys.executable, str(script), *a], capture_output=True, text=True, env=env, timeout=1200).stdout)
    run("count", "step")
    points = len(run("count", "step")["inside"])
    chosen = range(1, points + 1, 7 if quick else 1)
    for r in run("at", ",".join(map(str, chosen)), "step"):
        t.add("Ctrl-C at each import point", code=r["code"] if r["code"] == 130 else 99, out=r["stderr"])


def sweep_signals(t: Tally, scratch: Path) -> None:
    """TERM, HUP, QUIT, INT, USR1, USR2, ALRM and the first real-time signal during the full-screen step, on a pty:
    128 + n, the terminal given back; Ctrl-Z and SIGTSTP: the terminal given back while stopped, the page drawn
    again after SIGCONT, and q still ends it with 0."""
    sys.path.insert(0, str(ROOT / "tests"))
    from ptyrun import Terminal

    for size in ((80, 24), (40, 16)):
        for how in ("ctrl-z", "SIGTSTP"):
            term = Terminal(scratch, "step", rows=size[1], cols=size[0])
            code, given_back, drawn = None, False, False
            try:
                term.read_until(b"R45")
                mark = len(term.seen)
                if how == "ctrl-z":
                    term.type(b"\x1a")
                else:
                    os.kill(term.proc.pid, signal.SIGTSTP)
                term.wait_stopped()
                given_back = term.modes() == (True, True) and b"\x1b[?1049l" in term.seen[mark:]
                mark = len(term.seen)
                os.kill(term.proc.pid, signal.SIGCONT)
                term.read_until(b"R45", after=mark)
                drawn = term.modes() == (False, False)
                term.type(b"q")
                code = term.wait()
            except AssertionError:
                pass
            finally:
                term.close()
            t.add("Ctrl-Z and fg in the full screen", code=code if code in (None, 0) else 99,
                  lost=not (given_back and drawn))
    for name in ("SIGTERM", "SIGHUP", "SIGQUIT", "SIGINT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGRTMIN"):
        for size in ((80, 24), (40, 16)):
            sig = getattr(signal, name)
            term = Terminal(scratch, "step", rows=size[1], cols=size[0])
            try:
                term.read_until(b"R45")  # the first frame: the app is up, its handlers in place
                os.kill(term.proc.pid, sig)
                code = term.wait()
                canonical, echo = term.modes()
            finally:
                term.close()
            after = term.seen[term.seen.rfind(b"\x1b[?1049h") :]
            given_back = canonical and echo and b"\x1b[?1049l" in after and b"\x1b[?25h" in after
            t.add("signals during the full screen", code=code if code == 128 + sig else 99, lost=not given_back)


def sweep_sessions(t: Tally, scratch: Path, quick: bool) -> None:
    for round_ in range(2 if quick else 6):
        folder = scratch / f"race{round_}"
        env = {**os.environ, "R45_STATE_DIR": str(folder)}
        code = ("import sys; from r45cli import progress; p, _ = progress.load(); p.visit(sys.argv[1]); "
                "p.record_quiz(sys.argv[1], 1, 2); progress.save(p)")
        procs = [subprocess.Popen([sys.executable, "-c", code, f"s{i}"], env=env, stderr=subprocess.PIPE)
                 for i in range(16)]
        errs = [p.communicate(timeout=TIMEOUT)[1].decode() for p in procs]
        data = json.loads((folder / "progress.json").read_text())
        lost = sorted(data["visited"]) != sorted(f"s{i}" for i in range(16)) or len(data["quiz"]) != 16
        t.add("16 sessions saving at once", code=max(p.returncode for p in procs), out="".join(errs), lost=lost)


# --------------------------------------------------------------------------- round 3 (issue 29)

INVISIBLE = [chr(c) for c in (0x200E, 0x200F, 0x061C, 0x2066, 0x2067, 0x2068, 0x2069, 0x200B, 0x200C, 0x200D, 0x2060)]
INVISIBLE += [chr(c) for c in (0xFEFF, 0x00AD, 0x180E, 0xFFF9, 0xFFFA, 0xFFFB, 0x2028, 0x2029)]
INVISIBLE += [chr(c) for c in (0xE0001, 0xE0041, 0xE007F)]


def sweep_invisible(t: Tally, scratch: Path, quick: bool) -> None:
    """Each format character, separator and tag in a title and in a note: refused by every command, none printed."""
    from r45cli.controls import forbidden

    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    for k, ch in enumerate(INVISIBLE[:6] if quick else INVISIBLE):
        for where in ("title", "note"):
            doc = copy.deepcopy(shipped)
            if where == "title":
                doc["title"]["en"] = f"b = {ch}-1.5{ch}"
            else:
                doc["states"]["b2"]["notes"][0]["zh"] = f"z{ch}3"
            path = scratch / f"invisible-{k}-{where}.yaml"
            path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
            for args in (["list"], ["show", "b2", "--json"], ["export", "all", "-f", "md"], ["step", "--plain"]):
                code, out = in_process(["--states", str(path), *args], "q\n")
                leaked = any(forbidden(c) for c in out)
                refused = None if code is None else (code if code == 2 else 99)
                t.add("invisible characters", code=refused, out=out, lost=leaked)


def sweep_yaml11(t: Tally, scratch: Path, quick: bool) -> None:
    """Keys equal as YAML values, YAML 1.1 spellings in every numeric leaf of the example, ids equal but for case."""
    text = STATES.read_text(encoding="utf-8")
    cases = [text.replace("\n  b0:\n", "\n  on:\n", 1).replace("\n  b1:\n", "\n  yes:\n", 1),
             text.replace("\n  b1:\n", "\n  B0:\n", 1), text.replace("\n  b0:\n", "\n  no:\n", 1)]
    spellings = ["010", "-07", "1:30", "1:30.5", "1_000", "0b11", "1_0.5"]
    start = text.index("  u: [") + len("  u: [")
    for spelling in spellings[:3] if quick else spellings:
        cases.append(text[:start] + spelling + text[text.index(",", start) :])
        cases.append(text.replace("tolerance: 6.0e-7", f"tolerance: {spelling}", 1))
        cases.append(text.replace("eps: 1.0e-5", f"eps: {spelling}", 1))
    for k, case in enumerate(cases):
        path = scratch / f"yaml11-{k}.yaml"
        path.write_text(case, encoding="utf-8")
        for args in (["verify"], ["show", "b0"]):
            code, out = in_process(["--states", str(path), *args])
            t.add("YAML 1.1 keys, numbers, ids", code=None if code is None else (code if code == 2 else 99), out=out)


def sweep_budgets(t: Tally, scratch: Path, quick: bool) -> None:
    """Lessons at the whole-lesson budget through every command (a hang: over 60 s); lessons past it refused."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import budget  # benchmarks/budget.py

    for name, data in budget.lessons().items():
        path = scratch / f"budget-{name.replace(' ', '-')}.yaml"
        path.write_text(yaml.safe_dump(data, allow_unicode=True, width=1 << 16), encoding="utf-8")
        for _label, args, stdin in budget.COMMANDS[: 5 if quick else None]:
            out = scratch / f"budget-out-{len(list(scratch.iterdir()))}"
            out.mkdir()
            command = ["--states", str(path), *(a.format(out=out) for a in args)]
            code, said = process(command, scratch, input=stdin.encode(), env={"R45_TODAY": "2026-12-01"})
            t.add("lessons at the budget", code=code, out=said)
    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    past = []
    asked = shipped["states"]["b2"]["quiz"][0]
    for spoil in (lambda d: d["example"].update(u=[0.5] * 64, b1=[0.0] * 1024, W1=[[0.0] * 1024] * 64),
                  lambda d: [s.update(notes=[{"zh": "长" * 2000, "en": "l" * 2000}] * 32)
                             for s in d["states"].values()],
                  lambda d: [s.update(quiz=[asked] * 32, predict=[asked] * 32) for s in d["states"].values()],
                  None):
        if spoil is None:  # 32 panels on every state, each within every bound: 16 x 256 numbers a panel
            doc = budget.base(16, 256, 3, 2, 2)
            [s.update(shows=[{"panel": "composition"}] * 32) for s in doc["states"].values()]
        else:
            doc = copy.deepcopy(shipped)
            spoil(doc)
        past.append(doc)
    for k, doc in enumerate(past):
        path = scratch / f"past-budget-{k}.yaml"
        path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
        for args in (["show", "b0", "--all"], ["export", "all", "-f", "html"], ["verify"], ["quiz", "--fresh"]):
            code, out = process(["--states", str(path), *args], scratch, input=b"q\n")
            t.add("lessons past the budget", code=code if code in (None, 2) else 99, out=out)


def sweep_long_words(t: Tally, scratch: Path, quick: bool) -> None:
    """One unbreakable word of 2,000 characters in a title, a note and a diagram label, through the SVG page."""
    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    for k, word in enumerate(["x" * 2000, "中" * 2000, "https://example.org/" + "a" * 1980]):
        doc = copy.deepcopy(shipped)
        doc["title"]["en"] = word
        doc["states"]["b3"]["notes"][0]["en"] = word
        doc["diagram"][1]["label"] = {"zh": word, "en": word}
        path = scratch / f"long-word-{k}.yaml"
        path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
        commands = (["export", "all", "-f", "svg", "--page"], ["export", "b3", "-f", "svg", "-o", f"{scratch}/"])
        for args in (*commands, ["show", "b3"]):
            code, out = process(["--states", str(path), "--lang", "en", *args], scratch)
            t.add("long words wrapped", code=code, out=out)


def sweep_progress_rules(t: Tally, scratch: Path, quick: bool) -> None:
    """Notes of every kind written and read back (lost: set aside); cards with a field spoiled (lost: the rest)."""
    from r45cli import progress, review
    from r45cli.quiz import Result

    rng = random.Random(29)
    pieces = ['"', "[", "]", "{", "}", "\\", "\t", "guess:", " ", "中", "\u200f", "\x00", "'", ":", ","]
    for k in range(40 if quick else 400):
        folder = scratch / f"notes-{k}"
        note = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 40)))
        os.environ["R45_STATE_DIR"] = str(folder)
        seen, _ = progress.load()
        seen.keep_note("lab.zero_ffn", note)
        progress.save(seen)
        again, warning = progress.load()
        t.add("lab notes read back", code=0, lost=warning is not None or again.notes.get("lab.zero_ffn") != note[:500])
    good = review.reviewed(None, Result("b0.quiz.1", "b0", 1.0, True), review.today({"R45_TODAY": "2026-12-01"}))
    spoils = [("due", None), ("due", "tomorrow"), ("due", 5), ("due", "2026-12-01T12:00:00"), ("card_id", "12")]
    spoils += [("card_id", 1.5), ("stability", float("nan")), ("stability", float("inf")), ("stability", -1)]
    spoils += [("difficulty", 0), ("difficulty", 99), ("state", 9), ("state", "2"), ("step", "x")]
    spoils += [("last_review", "yesterday"), ("introduced", "2026-02-30")]
    for k, (field, value) in enumerate(spoils):
        folder = scratch / f"cards-{k}"
        folder.mkdir()
        bad = {**good, field: value} if value is not None else {x: v for x, v in good.items() if x != field}
        cards = {"b0.quiz.1": bad, "b1.quiz.1": good}
        data = {"format": 2, "visited": ["b0", "b2"], "quiz": {"b0": [1, 2]}, "cards": cards}
        (folder / "progress.json").write_text(json.dumps(data))
        for args in (["review"], ["progress"], ["show", "b1"]):
            code, out = in_process(args, "s\ns\nq\n", env={"R45_STATE_DIR": str(folder), "R45_TODAY": "2026-12-01"})
            kept = json.loads((folder / "progress.json").read_text())
            lost = "b0" not in kept["quiz"] or "b1.quiz.1" not in kept["cards"]
            t.add("review cards spoiled", code=code, out=out, lost=lost)
    for day in ("9999-12-31", "0001-01-01", "1899-12-31", "9900-01-01"):
        code, out = in_process(["review"], "s\n", env={"R45_TODAY": day})
        t.add("R45_TODAY out of range", code=code if code == 2 else 99, out=out)
    os.environ["R45_STATE_DIR"] = str(scratch / "state")


def sweep_cache(t: Tally, scratch: Path, quick: bool) -> None:
    """Crafted cache files, under a 1 GB memory limit: a miss, parsed again, never MemoryError or a hang."""
    import marshal
    import resource

    from r45cli.lesson import source

    crafted = [b"(\xff\xff\xff\x7f", b"(" * 100_000, b"[" * 1_000_000, marshal.dumps((b"x" * 32, b"((((("))]
    crafted += [source.CACHE_MAGIC + b"(" * 5_000, source.CACHE_MAGIC + bytes(64) + b"(\xff\xff\xff\x7f"]
    crafted.append(os.urandom(4096))
    for k, blob in enumerate(crafted):
        folder = scratch / f"cache-{k}"
        folder.mkdir()
        (folder / source.CACHE_FILE).write_bytes(blob)
        try:
            r = subprocess.run([sys.executable, "-m", "r45cli", "show", "b2"], capture_output=True, timeout=TIMEOUT,
                               env={**os.environ, "R45_CACHE_DIR": str(folder)},
                               preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30)))
            code, out = r.returncode, (r.stdout + r.stderr).decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            code, out = None, ""
        t.add("crafted lesson caches", code=code if code in (None, 0) else 99, out=out)


def sweep_names_and_lessons(t: Tally, scratch: Path, quick: bool) -> None:
    """Output names of 235-255 bytes and an empty one; two lessons with the same ids keep their progress apart."""
    for n, ch in ((235, "n"), (250, "x"), (250, "é"), (249, "中")):
        name = ch * (n // len(ch.encode())) + ".html"
        target = scratch / "names" / name
        target.parent.mkdir(exist_ok=True)
        code, out = in_process(["export", "b2", "-f", "html", "-o", str(target)])
        t.add("output names", code=code, out=out, lost=not target.exists() or ".tmp" in out)
    before = set(os.listdir(scratch))
    code, out = process(["export", "b2", "-o", ""], scratch, cwd=scratch)
    t.add("output names", code=code if code == 2 else 99, out=out, lost=set(os.listdir(scratch)) != before)
    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    shipped["example"]["u"][0] = 1.0
    other = scratch / "other-lesson.yaml"
    other.write_text(yaml.safe_dump(shipped, allow_unicode=True), encoding="utf-8")
    folder = scratch / "two-lessons"
    env = {"R45_STATE_DIR": str(folder)}
    in_process(["quiz", "b1"], "0.130279\n2\n", env=env)
    course = (folder / "progress.json").read_text()
    for args in (["quiz", "b1"], ["review"], ["step"], ["progress", "--reset"]):
        code, out = in_process(["--states", str(other), *args], "s\ns\nq\n", env={**env, "R45_TODAY": "2026-12-01"})
        t.add("two lessons, one folder", code=code, out=out, lost=(folder / "progress.json").read_text() != course)


def sweep_warnings(t: Tally, scratch: Path, quick: bool) -> None:
    """Degenerate numbers with warnings made errors: a constant s under every wrong answer, a lesson of width 1."""
    env = {"PYTHONWARNINGS": "error::RuntimeWarning"}
    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    ex = shipped["example"]
    ex.update(u=ex["u"][:1], b2=ex["b2"][:1], W1=ex["W1"][:1], W2=[row[:1] for row in ex["W2"]])
    ex["layer_norm"].update(gamma=[1.0], beta=[0.0])
    shipped["printed"].update({k: shipped["printed"][k][:1] for k in ("f", "s", "z")})
    demo = shipped["demo"]
    demo["x"], demo["W_O"], demo["b_O"] = [r[:1] for r in demo["x"]], [r[:1] for r in demo["W_O"]], demo["b_O"][:1]
    for head in demo["heads"]:
        head.update({w: head[w][:1] for w in ("Wq", "Wk", "Wv")})
    for state in shipped["states"].values():
        for q in (*state.get("quiz", []), *state.get("predict", [])):
            if q["kind"] == "number" and q["answer"][0] in "fsz":
                q["answer"] = q["answer"][0] + "1"
    narrow = scratch / "width-1.yaml"
    narrow.write_text(yaml.safe_dump(shipped, allow_unicode=True), encoding="utf-8")
    commands = (["verify"], ["quiz"], ["show", "b2", "--all"], ["why", "z1"], ["lab"], ["step", "--predict", "--plain"])
    for args in commands:
        code, out = process(["--states", str(narrow), *args], scratch, input=b"0\n" * 60, env=env)
        t.add("numpy warnings", code=code if code in (0, 1) and "Warning" not in out else 99, out=out)


def sweep_spot(t: Tally, scratch: Path, quick: bool) -> None:
    """Spot the slip on 1,000 draws: every slip planted in every computing state has exactly one first false line,
    the one r45 says, and the right value makes it true (a planting that breaks either counts as lost)."""
    sys.path.insert(0, str(ROOT / "tests"))
    from test_spot import check

    from r45cli import lesson

    taught = lesson.load()
    for seed in range(1, 101 if quick else 1001):
        try:
            planted = check(taught, seed)
        except AssertionError as exc:
            t.add("spot the slip (draws)", code=0, out=str(exc), lost=True)
            continue
        t.add("spot the slip (draws)", code=0 if planted else 99)


MD_PIECES = ["```", "~~~", "~~", "~", "$", "$$", "|", "<b>", "</b>", "<!--", "-->", "&copy;", "&#36;", "\\", "*", "_",
             "**", "`", "[", "](", ")", "(", "#", ">", "-", "+", "1.", "    ", "https://example.org/a|b",
             "(https://example.org/a_(b)),", "https://example.org/$y$.", "<https://example.org>", "www.example.com",
             "[^1]", "[ ]", "---", "===", ":", "中文", "。", "，", " ", "\n", "x", "~~a~~", "~a~", "$a$", "$$a$$",
             "`a`", "*a*", "_a_", "<b>a</b>", "[a](https://example.org)", " | a | b |"]
MD_NAMES = ["my <notes>.md", "a b $x$ | c.md", "<img src=x onerror=y>.md", "(x)) [y].md", "~~s~~ `c`.md", "中 文.md"]


def sweep_markdown(t: Tally, scratch: Path, quick: bool) -> None:
    """Random Markdown syntax as a title, a note, a scope text (a table cell), a further-study line and a lab note,
    exported as Markdown to stdout and to a file with an odd name, and read as GitHub's flavour and as CommonMark:
    lost when the reading differs from the course's own export's (tests/mdread.py: blocks, inline markup, strike,
    math, table cells)."""
    sys.path.insert(0, str(ROOT / "tests"))
    from urllib.parse import unquote

    from mdread import commonmark, differences, github

    from r45cli import lesson as lesson_mod
    from r45cli import progress

    def with_note(lesson_file: Path | None, folder: Path) -> None:
        """A lab note in the lesson's progress file in `folder`, as `lab --ask` keeps one."""
        os.environ["R45_STATE_DIR"] = str(folder)
        seen, _ = progress.load(None, lesson_mod.load(str(lesson_file) if lesson_file else None))
        seen.keep_note("lab.zero_wo", "guess")
        progress.save(seen)

    readers = (github(), commonmark())
    rng = random.Random(36)
    shipped = yaml.safe_load(STATES.read_text(encoding="utf-8"))
    names = MD_NAMES[:2] if quick else MD_NAMES
    course = in_process(["export", "all", "-f", "md"])[1]  # the course's own exports, to stdout and to notes.md
    with_note(None, scratch / "md-course")
    in_process(["export", "all", "-o", str(scratch / "md-course" / "notes.md"), "--notes"])
    noted = (scratch / "md-course" / "notes.md").read_text(encoding="utf-8")
    pictures = len(list((scratch / "md-course").glob("notes-*.svg")))
    for k in range(30 if quick else 300):
        text = "x " + "".join(rng.choice(MD_PIECES) for _ in range(rng.randint(1, 12)))
        doc = copy.deepcopy(shipped)
        doc["title"]["en"] = text
        doc["states"]["b2"]["notes"][0]["en"] = text
        doc["scopes"][next(iter(doc["scopes"]))]["en"] = text
        doc["reference"]["further"][0]["en"] = text
        path = scratch / f"markdown-{k}.yaml"
        path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
        folder = scratch / f"markdown-{k}"
        with_note(path, folder)
        seen, _ = progress.load(None, lesson_mod.load(str(path)))
        seen.keep_note("lab.zero_wo", text.replace("\n", " ").strip())  # the learner's own line, as hostile
        progress.save(seen)
        code, out = in_process(["--states", str(path), "export", "all", "-f", "md"])
        t.add("Markdown renderers", code=code, out=out,
              lost=code != 0 or any(differences(out, course, md) for md in readers))
        name = names[k % len(names)]
        target = folder / name
        code, out = in_process(["--states", str(path), "export", "all", "-o", str(target), "--notes"])
        written = target.read_text(encoding="utf-8") if target.exists() else ""
        images = [c.attrs["src"] for tok in readers[0].parse(written) if tok.type == "inline"
                  for c in tok.children or [] if c.type == "image"]
        linked = len(images) == pictures and all((folder / unquote(str(src))).is_file() for src in images)
        t.add("Markdown renderers", code=code, out=out,
              lost=code != 0 or not linked or any(differences(written, noted, md) for md in readers))
    os.environ["R45_STATE_DIR"] = str(scratch / "state")


# Line mode, each answer complete: what is typed at each prompt, and what the progress file holds after n of them.
LINE_MODE = {
    "quiz": (["quiz", "b2", "--seed", "1"], b"answer> ", [[b"{mean}\n"], [b"9\n", b"9\n"]],
             lambda kept, n: (kept.get("quiz", {}).get("b2") == [1, 3] if n else "b2" not in kept.get("quiz", {}))
             and kept.get("missed", []) == ["b2.quiz.2"][: max(0, n - 1)], b"Right."),
    "review": (["review", "--seed", "1"], b"answer> ", [[b"s\n"], [b"s\n"]],
               lambda kept, n: len(kept.get("cards", {})) == n, None),
    "lab --ask": (["lab", "--ask"], b"\n> ", [[b"guess one\n"], [b"guess two\n"]],
                  lambda kept, n: kept.get("notes", {}) == dict(list({"lab.zero_wo": "guess one",
                                                                      "lab.zero_ffn": "guess two"}.items())[:n]),
                  b"Kept;"),
}


def sweep_line_signals(t: Tally, scratch: Path, quick: bool) -> None:
    """HUP, TERM, INT and QUIT during line-mode quiz, review and lab --ask on a pty: at a prompt after 0, 1 or 2
    answers (lost: an answer given and not in the progress file), and sent at once after an answer is typed (lost:
    its outcome on the screen but not in the file). An exit by the signal's default action counts as 128 + n."""
    sys.path.insert(0, str(ROOT / "tests"))
    from ptyrun import Terminal

    from r45cli import lesson as lesson_mod
    from r45cli import worked as worked_mod
    from r45cli.numfmt import fixed

    mean = fixed(worked_mod.compute(lesson_mod.load(str(STATES))).mean).encode()
    names = ("SIGHUP", "SIGTERM", "SIGINT") if quick else ("SIGHUP", "SIGTERM", "SIGINT", "SIGQUIT")
    k = 0
    for (args, prompt, answers, holds, outcome) in LINE_MODE.values():
        for name in names:
            for n, racing in [(0, False), (1, False), (2, False), (1, True), (2, True)]:
                if racing and outcome is None:
                    continue
                k += 1
                folder = scratch / f"line-{k}"
                sig = getattr(signal, name)
                term = Terminal(folder, *args, env={"R45_TODAY": "2026-12-01"})
                try:
                    at = 0
                    for answer in [key for keys in answers[:n] for key in keys]:
                        term.read_until(prompt, after=at)
                        at = term.seen.index(prompt, at) + len(prompt)
                        term.wait_until_reading()
                        term.type(answer.replace(b"{mean}", mean))
                    if not racing:
                        term.read_until(prompt, after=at)
                        term.wait_until_reading()
                    os.kill(term.proc.pid, sig)
                    code = term.wait()
                except AssertionError:
                    code = None
                finally:
                    term.close()
                code = 128 - code if code is not None and code < 0 else code
                try:
                    kept = json.loads((folder / "state" / "progress.json").read_text())
                except FileNotFoundError:
                    kept = {}
                if racing:
                    shown = term.seen[at:].count(outcome) > 0
                    lost = not holds(kept, n) and (shown or not holds(kept, n - 1))
                else:
                    lost = not holds(kept, n)
                said = term.seen.decode("utf-8", "replace")
                t.add("signals during line mode", code=code if code == 128 + sig or code == 130 else 99, out=said,
                      lost=lost)


PARTS = {  # each takes (tally, scratch folder, quick)
    "lessons": sweep_lessons,
    "hostile": lambda t, scratch, quick: sweep_hostile_lessons(t, scratch),
    "typed": lambda t, scratch, quick: sweep_typed(t, quick),
    "progress": sweep_progress_files,
    "special": lambda t, scratch, quick: sweep_special_files(t, scratch),
    "exports": lambda t, scratch, quick: sweep_refused_exports(t, scratch),
    "streams": sweep_streams,
    "endless": lambda t, scratch, quick: sweep_endless_input(t, scratch),
    "ctrl-c": sweep_ctrl_c,
    "signals": lambda t, scratch, quick: sweep_signals(t, scratch),
    "sessions": sweep_sessions,
    "invisible": sweep_invisible,
    "yaml11": sweep_yaml11,
    "budgets": sweep_budgets,
    "long-words": sweep_long_words,
    "progress-rules": sweep_progress_rules,
    "cache": sweep_cache,
    "names": sweep_names_and_lessons,
    "warnings": sweep_warnings,
    "spot": sweep_spot,
    "markdown": sweep_markdown,
    "line-signals": sweep_line_signals,
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer cases in each group")
    parser.add_argument("--only", nargs="+", metavar="PART", help="only these parts: " + ", ".join(PARTS))
    args = parser.parse_args()
    unknown = set(args.only or ()) - set(PARTS)
    if unknown:
        parser.error(f"unknown part {', '.join(sorted(unknown))} (parts: {', '.join(PARTS)})")
    t = Tally()
    with tempfile.TemporaryDirectory(prefix="r45-sweep-") as scratch_name:
        scratch = Path(scratch_name)
        os.environ.update({"R45_STATE_DIR": str(scratch / "state"), "R45_CACHE_DIR": str(scratch / "cache"),
                           "NO_COLOR": "1", "R45_LANG": "en"})
        start = time.perf_counter()
        for name, part in PARTS.items():
            if not args.only or name in args.only:
                part(t, scratch, args.quick)
        took = time.perf_counter() - start
    t.print()
    print(f"{took:.0f} s")
    bad = sum(row["tracebacks"] + row["hangs"] + row["odd exits"] + row["lost"] for row in t.rows.values())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
