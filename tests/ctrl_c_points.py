"""Ctrl-C at chosen import points of one r45 command, each in a forked child: how every run ended.

    python tests/ctrl_c_points.py count ARGS...        # the import points r45 ARGS goes through
    python tests/ctrl_c_points.py at K1,K2,... ARGS... # a KeyboardInterrupt raised at each point in turn

An import point is a call of the import system's finders: an import of a
module not loaded yet. A finder placed first raises KeyboardInterrupt at
the K-th, exactly as a Ctrl-C arriving there would, so the test does not
depend on timing. The points before r45's entry point runs (importing
r45cli and r45cli.__main__, which the console script does itself) are
counted apart: they must be those two and nothing else. Prints JSON.
"""

from __future__ import annotations

import json
import os
import sys


class Points:
    """The first finder: counts import points and raises at the chosen one."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.raise_at = -1
        self.armed = False

    def find_spec(self, name, path=None, target=None):  # type: ignore[no-untyped-def]
        if self.armed:
            self.names.append(name)
            if len(self.names) == self.raise_at:
                raise KeyboardInterrupt
        return None


def typed_in_advance(text: str) -> int:
    """A pipe that already holds `text` and is closed for writing: the child's stdin, its read end.

    Written before the child exists, so nothing is written to a child that has
    ended: writing "q\\n" after the fork raised BrokenPipeError in the parent
    whenever the child, interrupted at its first import points, exited before
    the parent was scheduled again (1 run in 8 with the other core busy).
    """
    data = text.encode()
    if len(data) > 65536:  # a pipe holds 64 KiB on Linux; more would block here
        raise SystemExit("R45_CTRL_C_STDIN: at most 64 KiB")
    read_end, write_end = os.pipe()
    while data:
        data = data[os.write(write_end, data) :]
    os.close(write_end)
    return read_end


def run(args: list[str], raise_at: int, stdin_text: str) -> tuple[int, str, list[str], list[str]]:
    """r45 ARGS in a child: (exit status, stderr, points before main, points inside main)."""
    read_err, write_err = os.pipe()
    read_in = typed_in_advance(stdin_text)
    read_names, write_names = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: r45, as its console script runs it
        os.dup2(read_in, 0)
        os.dup2(write_err, 2)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        for fd in (read_err, read_names):
            os.close(fd)
        points = Points()
        sys.meta_path.insert(0, points)
        points.armed = True
        from r45cli.__main__ import main  # noqa: PLC0415 - the console script's own import

        before, points.names = points.names, []
        points.raise_at = raise_at
        sys.argv = ["r45", *args]
        code = 70
        try:
            main()
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        finally:
            with os.fdopen(write_names, "w") as out:
                json.dump([before, points.names], out)
        os._exit(code)
    for fd in (read_in, write_err, write_names):
        os.close(fd)
    with os.fdopen(read_err) as err_pipe:
        err = err_pipe.read()
    with os.fdopen(read_names) as names_pipe:
        names = names_pipe.read()
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    before, inside = json.loads(names) if names else ([], [])
    return code, err, before, inside


def main() -> None:
    mode, rest = sys.argv[1], sys.argv[2:]
    stdin_text = os.environ.get("R45_CTRL_C_STDIN", "q\n")
    if mode == "count":
        code, err, before, inside = run(rest, -1, stdin_text)
        print(json.dumps({"code": code, "stderr": err, "before": before, "inside": inside}))
        return
    points, args = [int(k) for k in rest[0].split(",") if k], rest[1:]
    results = []
    for k in points:
        code, err, _, inside = run(args, k, stdin_text)
        results.append({"at": k, "name": inside[k - 1] if len(inside) >= k else None, "code": code, "stderr": err})
    print(json.dumps(results))


if __name__ == "__main__":
    main()
