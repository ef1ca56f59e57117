"""Finding and reading a lesson file, with a cache of its parsed YAML.

Parsing YAML is most of the cost of reading the lesson, so the parsed data
of the last file read is kept in the cache folder beside the file's bytes,
and used only when the file's bytes are exactly the same (not its size or
time, which an edit can keep; and no hash, whose import alone costs more
than comparing a lesson's few kilobytes). It is stored with `marshal`, which
round-trips Python's own types exactly (a state id `True` stays a bool) and
never runs code. The data is checked again on every run either way; a
missing or broken cache is only a miss.
"""

import marshal
import os
from pathlib import Path
from typing import Any

from ..files import RefusedPath, read_bounded, user_dir
from .model import Lesson
from .schema import LessonError, parse

STATES_ENV = "R45_STATES"
PACKAGED_NAME = "states.yaml"
CACHE_ENV = "R45_CACHE_DIR"
CACHE_FILE = "lesson-cache.marshal"
CACHE_FORMAT = 2
MAX_LESSON_BYTES = 2_000_000  # a lesson is tens of kilobytes; anything far larger is a mistake
MAX_CACHE_BYTES = 8_000_000  # the file's bytes and its parsed data; a cache never grows past this


def packaged_states_path() -> Path:
    """states.yaml as installed in the wheel, or at the top of a source checkout."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / PACKAGED_NAME, here.parent.parent / PACKAGED_NAME):
        if candidate.is_file():
            return candidate
    return here / PACKAGED_NAME  # reported as missing by load()


def default_states_path() -> Path:
    env = os.environ.get(STATES_ENV)
    return Path(env) if env else packaged_states_path()


def cache_dir() -> Path | None:
    return user_dir(CACHE_ENV, "XDG_CACHE_HOME", ".cache")


def read_bytes(path: Path) -> bytes:
    """The file's bytes: a regular file of bounded size, or a LessonError."""
    try:
        return read_bounded(path, MAX_LESSON_BYTES)
    except FileNotFoundError:
        raise LessonError(path, "no such file") from None
    except IsADirectoryError:
        raise LessonError(path, "is a directory, not a lesson file") from None
    except RefusedPath as exc:
        if exc.reason == "file.too_large":
            raise LessonError(path, f"is larger than {MAX_LESSON_BYTES // 1_000_000} MB; a lesson file is far smaller") from None
        if os.path.isdir(path):
            raise LessonError(path, "is a directory, not a lesson file") from None
        raise LessonError(path, "is not a regular file") from None
    except OSError as exc:
        raise LessonError(path, f"cannot read ({exc.strerror or exc})") from None


def _safe_loader() -> type:
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_yaml(path: Path, data: bytes) -> Any:
    """Parse the file's bytes with a safe loader; every failure is a LessonError."""
    import yaml

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LessonError(path, f"not UTF-8 text ({exc.reason})") from None
    try:
        return yaml.load(text, Loader=_safe_loader())  # noqa: S506 - a safe loader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = exc.problem or exc.context or "invalid YAML"
        raise LessonError(path, f"invalid YAML at {line}{problem}") from None
    except (yaml.YAMLError, RecursionError, ValueError) as exc:
        raise LessonError(path, f"invalid YAML ({type(exc).__name__})") from None


def load(path: str | os.PathLike[str] | None = None) -> Lesson:
    """Read and check a lesson file: the packaged one, $R45_STATES, or `path`."""
    where = Path(path) if path is not None else default_states_path()
    raw = read_bytes(where)
    key = _cache_key(raw)
    data = _cached(key)
    if data is None:
        data = read_yaml(where, raw)
        lesson = parse(data, where)
        _store(key, data)
        return lesson
    return parse(data, where)


def _cache_key(raw: bytes) -> bytes:
    from .. import __version__

    return f"{CACHE_FORMAT}|{__version__}|".encode() + raw


def _cached(key: bytes) -> Any:
    folder = cache_dir()
    if folder is None:
        return None
    try:
        stored_key, data = marshal.loads(read_bounded(folder / CACHE_FILE, MAX_CACHE_BYTES))
    except (OSError, RefusedPath, ValueError, EOFError, TypeError):
        return None
    return data if stored_key == key else None


def _store(key: bytes, data: Any) -> None:
    try:
        blob = marshal.dumps((key, data))
    except ValueError:
        return  # a type marshal cannot keep (a YAML timestamp): no cache, no harm
    try:
        from ..files import write_atomically

        folder = cache_dir()
        if folder is None or len(blob) > MAX_CACHE_BYTES:
            return
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / CACHE_FILE, blob, durable=False)
    except OSError:
        pass  # only a cache
