"""Writing files so that no reader ever sees half of one."""

import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str, *, durable: bool = True) -> None:
    """Write `text` to a temporary file beside `path`, flush it to disk, then rename it over `path`.

    `durable=False` skips the flush to disk (an fsync): the rename still
    means no reader sees half a file, but a power cut may lose the new one,
    which is fine for a cache.

    The file gets the usual permissions for the user's umask (mkstemp alone
    would make it private). Raises OSError; nothing is left behind on failure.
    """
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=folder)
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, 0o666 & ~umask)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
