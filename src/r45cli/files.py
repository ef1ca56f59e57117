"""Where the tool keeps its files, and writing them so that nothing is lost or replaced by surprise.

- `write_atomically` writes a temporary file beside the target and renames
  it over the target: no reader ever sees half a file. An existing target
  keeps its permission bits; temporary files left by a killed run are
  removed on the next write to the same file.
- `write_all` is the one door for the files a user asked for (an export
  and its pictures): it checks every file first, refusing symlinks, folders,
  FIFOs and devices, and existing files without `force`; only then does it
  write each, atomically, so a refused export leaves everything as it was.
- `read_bounded` reads a regular file of bounded size without blocking on
  a FIFO or reading a device forever.
"""

import os
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from .messages import M, Message

TEMP_SUFFIX = ".tmp"
NAME_MAX = 255  # bytes of one file name on the usual file systems (ext4, XFS, APFS, NTFS in UTF-16 units)
RANDOM_PART = 8  # the characters tempfile.mkstemp puts between prefix and suffix
PID_DIGITS = 10  # room kept for the writer's process id (Linux's go to 4,194,304; 10 digits hold any 32-bit one)
TEMP_NAME_ROOM = NAME_MAX - len(".--") - PID_DIGITS - RANDOM_PART - len(TEMP_SUFFIX)  # bytes of the target's name kept


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


def temporary_prefix(name: str) -> str:
    """`.NAME-`, how a temporary file beside NAME starts, NAME cut so the whole temporary name fits NAME_MAX bytes.

    Only the temporary's name is shortened, at a character's edge, the same for every writer (so a stale one is
    found again); a legal name of the user's is never refused for the bytes a temporary adds.
    """
    cut = name.encode("utf-8", "surrogateescape")[:TEMP_NAME_ROOM].decode("utf-8", "ignore")
    return f".{cut}-"


def remove_stale_temporaries(path: Path) -> None:
    """Delete `.NAME-PID-*.tmp` files beside `path` whose writing process no longer runs."""
    prefix = temporary_prefix(path.name)
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


def write_atomically(
    path: Path, data: str | bytes, *, durable: bool = True, replace: bool = True, follow: bool = True
) -> None:
    """Write `data` to a temporary file beside `path`, flush it to disk, then rename it over `path`.

    `durable=False` skips the flush to disk (an fsync): the rename still
    means no reader sees half a file, but a power cut may lose the new one,
    which is fine for a cache. `replace=False` never replaces a file that is
    there (RefusedPath, export_exists), however late it appeared. With
    `follow` a symlink at `path` is followed and its target written; without
    it the name itself is written. A new file gets the usual permissions for
    the user's umask; an existing one keeps its own. Raises OSError; nothing
    is left behind on failure.
    """
    import tempfile  # here: most runs write nothing, and tempfile costs a millisecond to import

    if follow:
        path = Path(os.path.realpath(path))  # a symlink is written through, never replaced
    folder = path.parent
    remove_stale_temporaries(path)
    try:
        mode = stat.S_IMODE(os.stat(path, follow_symlinks=follow).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    try:
        prefix = f"{temporary_prefix(path.name)}{os.getpid()}-"
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=folder)
    except OSError as exc:
        raise _naming(exc, path) from None
    try:
        os.fchmod(fd, mode)
        blob = data.encode("utf-8") if isinstance(data, str) else data
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        if replace:
            os.replace(tmp, path)
        else:
            try:
                os.link(tmp, path)  # fails if anything is there by now: nothing is replaced
            except FileExistsError:
                raise RefusedPath(M.export_exists, path) from None
            os.unlink(tmp)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise _naming(exc, path) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _naming(exc: OSError, path: Path) -> OSError:
    """The same error about the file the user asked for: a temporary's name is r45's business, never in a message."""
    if exc.errno is None:
        return exc
    return OSError(exc.errno, exc.strerror, str(path))


class Planned(NamedTuple):
    """One file an export will write: where, and what."""

    path: Path
    data: str


def check_targets(planned: Sequence[Planned], *, force: bool) -> None:
    """Refuse the whole plan when any of its files cannot be written; raises RefusedPath for the first.

    A new file needs a folder to go in. An existing regular file is replaced
    only with `force`. A symlink, a folder, a FIFO, a device or a socket is
    never written to: nothing is followed, nothing is replaced by a file of
    another kind.
    """
    for target in planned:
        try:
            info = os.lstat(target.path)
        except (FileNotFoundError, NotADirectoryError):
            parent = target.path.parent if str(target.path.parent) else Path(".")
            if not os.path.isdir(parent):
                raise RefusedPath(M.export_not_folder if parent.exists() else M.export_no_folder, parent) from None
            continue
        if stat.S_ISLNK(info.st_mode):
            raise RefusedPath(M.export_symlink, target.path)
        if stat.S_ISDIR(info.st_mode):
            raise RefusedPath(M.export_directory, target.path)
        if not stat.S_ISREG(info.st_mode):
            raise RefusedPath(M.export_special, target.path)
        if not force:
            raise RefusedPath(M.export_exists, target.path)


def write_all(planned: Sequence[Planned], *, force: bool = False) -> None:
    """Check every planned file first (check_targets), then write each atomically; raises RefusedPath or OSError.

    A file that appears between the check and the write is not replaced
    (unless `force`): the write fails for it instead.
    """
    check_targets(planned, force=force)
    for target in planned:
        write_atomically(target.path, target.data, replace=force, follow=False)


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


def os_reason(exc: BaseException) -> Message | str:
    """Why the system refused a file, in words of the run's language where the reason is a common one (a blank of a
    Message is said in its language), else as the system says it."""
    import errno

    said = {errno.EACCES: M.os_denied, errno.EPERM: M.os_denied, errno.ENOENT: M.os_missing, errno.ENOSPC: M.os_full,
            errno.EROFS: M.os_read_only, errno.EISDIR: M.os_is_folder, errno.ENOTDIR: M.os_not_folder}
    found = said.get(getattr(exc, "errno", None) or -1)
    return found if found is not None else getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
