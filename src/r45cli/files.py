"""Where the tool keeps its files, and writing them so that no reader ever sees half of one."""

import os
from collections.abc import Mapping
from pathlib import Path


def user_dir(override_env: str, xdg_env: str, fallback: str, env: Mapping[str, str] | None = None) -> Path:
    """$override_env, else $xdg_env/r45, else ~/fallback/r45 (the XDG base directory rules)."""
    env = os.environ if env is None else env
    if env.get(override_env):
        return Path(env[override_env])
    base = env.get(xdg_env) or str(Path.home() / fallback)
    return Path(base) / "r45"


def write_atomically(path: Path, data: str | bytes, *, durable: bool = True) -> None:
    """Write `data` to a temporary file beside `path`, flush it to disk, then rename it over `path`.

    `durable=False` skips the flush to disk (an fsync): the rename still
    means no reader sees half a file, but a power cut may lose the new one,
    which is fine for a cache.

    The file gets the usual permissions for the user's umask (mkstemp alone
    would make it private). Raises OSError; nothing is left behind on failure.
    """
    import tempfile  # here: most runs write nothing, and tempfile costs a millisecond to import

    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=folder)
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, 0o666 & ~umask)
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
