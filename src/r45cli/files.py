"""Where the tool keeps its files, and writing them so that nothing is lost or replaced by surprise.

- `write_atomically` writes a temporary file beside the target and renames
  it over the target: no reader ever sees half a file. An existing target
  keeps its permission bits; temporary files left by a killed run are
  removed on the next write to the same file.
- `write_export` is for a path the user typed: a symlink is written
  through, a device or a FIFO is written into, a directory or an existing
  file (without `force`) is refused with a reason. Nothing is ever replaced
  by a regular file that was not one.
- `read_bounded` reads a regular file of bounded size without blocking on
  a FIFO or reading a device forever.
"""

import os
import stat
from collections.abc import Mapping
from pathlib import Path

from .messages import M, Message

TEMP_SUFFIX = ".tmp"


class RefusedPath(Exception):
    """A path the tool will not write to or read from, and why."""

    def __init__(self, reason: Message, path: Path):
        super().__init__(reason)
        self.reason = reason
        self.path = path


def home() -> Path | None:
    """The user's home folder from $HOME, else the password database; None when neither is absolute."""
    candidates = [os.environ.get("HOME", "")]
    try:
        import pwd

        candidates.append(pwd.getpwuid(os.getuid()).pw_dir)
    except (ImportError, KeyError, OSError):
        pass
    return next((Path(c) for c in candidates if c.strip() and os.path.isabs(c)), None)


def user_dir(override_env: str, xdg_env: str, fallback: str, env: Mapping[str, str] | None = None) -> Path | None:
    """$override_env, else $xdg_env/r45, else ~/fallback/r45 (the XDG base directory rules).

    A blank or relative value is ignored, as the XDG rules say, so a stray
    `R45_STATE_DIR=" "` never writes into the current folder. None when no
    absolute folder can be found at all (no usable home).
    """
    env = os.environ if env is None else env
    own = env.get(override_env, "")
    if own.strip() and os.path.isabs(own):
        return Path(own)
    base = env.get(xdg_env, "")
    if base.strip() and os.path.isabs(base):
        return Path(base) / "r45"
    found = home()
    return found / fallback / "r45" if found is not None else None


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True  # someone else's process, or a number no process has: leave it be
    return True


def remove_stale_temporaries(path: Path) -> None:
    """Delete `.NAME-PID-*.tmp` files beside `path` whose writing process no longer runs."""
    prefix = f".{path.name}-"
    try:
        entries = list(os.scandir(path.parent if str(path.parent) else "."))
    except OSError:
        return
    for entry in entries:
        if not (entry.name.startswith(prefix) and entry.name.endswith(TEMP_SUFFIX)):
            continue
        pid = entry.name[len(prefix) :].split("-", 1)[0]
        if pid.isascii() and pid.isdigit() and not _pid_alive(int(pid)):
            try:
                os.unlink(entry.path)
            except OSError:
                pass


def write_atomically(path: Path, data: str | bytes, *, durable: bool = True) -> None:
    """Write `data` to a temporary file beside `path`, flush it to disk, then rename it over `path`.

    `durable=False` skips the flush to disk (an fsync): the rename still
    means no reader sees half a file, but a power cut may lose the new one,
    which is fine for a cache. A symlink is followed and its target
    written. A new file gets the usual permissions for the user's umask; an
    existing one keeps its own. Raises OSError; nothing is
    left behind on failure.
    """
    import tempfile  # here: most runs write nothing, and tempfile costs a millisecond to import

    path = Path(os.path.realpath(path))  # a symlink is written through, never replaced
    folder = path.parent
    remove_stale_temporaries(path)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-{os.getpid()}-", suffix=TEMP_SUFFIX, dir=folder)
    try:
        os.fchmod(fd, mode)
        blob = data.encode("utf-8") if isinstance(data, str) else data
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_export(path: Path, text: str, *, force: bool = False) -> None:
    """Write an export where the user asked, respecting what is already there.

    Raises RefusedPath (a directory, a socket, a FIFO nobody reads, an
    existing file without `force`) or OSError.
    """
    real = Path(os.path.realpath(path))  # a symlink is written through: the link itself stays
    try:
        info = os.stat(real)
    except FileNotFoundError:
        write_atomically(real, text)
        return
    if stat.S_ISDIR(info.st_mode):
        raise RefusedPath(M.export_directory, path)
    if stat.S_ISREG(info.st_mode):
        if not force:
            raise RefusedPath(M.export_exists, path)
        write_atomically(real, text)
        return
    if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode) or stat.S_ISFIFO(info.st_mode):
        try:
            fd = os.open(real, os.O_WRONLY | os.O_NONBLOCK)  # a FIFO with no reader fails at once
        except OSError as exc:
            if stat.S_ISFIFO(info.st_mode):
                raise RefusedPath(M.export_fifo, path) from exc
            raise
        os.set_blocking(fd, True)
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
        return
    raise RefusedPath(M.export_special, path)


def read_bounded(path: Path, limit: int) -> bytes:
    """A regular file's bytes, at most `limit` of them. Raises FileNotFoundError, RefusedPath or OSError."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RefusedPath(M.file_not_regular, path)
        data = f.read(limit + 1)
    if len(data) > limit:
        raise RefusedPath(M.file_too_large, path)
    return data
