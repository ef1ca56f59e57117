"""Finding and reading a lesson file, with a cache of its parsed YAML.

Parsing YAML (and importing PyYAML) is most of the cost of reading the
lesson, so the parsed data of the last file read is kept in the cache
folder (benchmarks/lesson_cache.py: it saves about a tenth of a warm start
for the course's lesson, and more for a larger one). The file is a header
and a payload: a magic line, a BLAKE2 digest of the lesson file's bytes
(and of this r45's version), a BLAKE2 digest of the payload, then the
payload, the parsed data in `marshal` form (YAML's own types round-trip
exactly, and nothing runs code). Both digests are checked before a byte of
the payload is decoded: a cache of another lesson, or one whose payload was
changed (a number, a flipped bit, bytes crafted to make `marshal` allocate
gigabytes), is a miss and the lesson is parsed again. The whole file is
bounded (MAX_CACHE_BYTES) before it is read. The data is checked by the
schema on every run either way.
"""

import marshal
import os
from pathlib import Path
from typing import Any

from ..files import RefusedPath, os_reason, read_bounded, user_dir
from ..messages import M
from ..typed import MAX_MAGNITUDE
from ..words import Said
from .fields import YamlSpelling, refused_character
from .model import Lesson
from .schema import KEYS, LessonError, parse

STATES_ENV = "R45_STATES"
CACHE_ENV = "R45_CACHE_DIR"
CACHE_FILE = "lesson-cache.marshal"
CACHE_FORMAT = 4  # 4: a header of digests, checked before the payload is decoded
CACHE_MAGIC = b"r45 lesson cache\n"
DIGEST_BYTES = 32
MAX_LESSON_BYTES = 2_000_000  # a lesson is tens of kilobytes; anything far larger is a mistake
MAX_EXPANDED_VALUES = 1_000_000  # the course's lesson holds about 3,000; a 1024-wide variant about 12,000
MAX_CACHE_BYTES = 8_000_000  # the file's bytes and its parsed data; a cache never grows past this


def packaged_states_path() -> Path:
    """states.yaml as installed in the wheel, or at the top of a source checkout."""
    from .. import packaged_states

    return Path(packaged_states())


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
        raise LessonError(path, M.lesson_no_file) from None
    except IsADirectoryError:
        raise LessonError(path, M.lesson_directory) from None
    except RefusedPath as exc:
        if exc.reason == M.file_too_large:
            raise LessonError(path, M.lesson_too_large, n=MAX_LESSON_BYTES // 1_000_000) from None
        if os.path.isdir(path):
            raise LessonError(path, M.lesson_directory) from None
        raise LessonError(path, M.lesson_not_regular) from None
    except OSError as exc:  # the system's own words for why
        raise LessonError(path, M.lesson_unreadable, detail=os_reason(exc)) from None


_LOADER: list[type] = []  # built on first use: it needs PyYAML, which a warm run never imports


MAX_INT_DIGITS = 400  # a whole number's digits read at all; the schema then says how large a number may be


def _safe_loader() -> type:
    """PyYAML's safe loader (the C one when there is one), refusing a key given twice in a mapping."""
    if _LOADER:
        return _LOADER[0]
    import yaml

    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    import re

    plain_int = re.compile(r"[-+]?(0|[1-9][0-9]*|0x[0-9a-fA-F]+)")  # read alike by YAML 1.1 and 1.2

    class StrictSafeLoader(base):  # type: ignore[misc, valid-type]
        def construct_mapping(self, node, deep=False):  # type: ignore[no-untyped-def]
            seen: dict[object, tuple[Any, str]] = {}  # key -> (where it first stood, as written)
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge" or not isinstance(key_node, yaml.ScalarNode):
                    continue  # `<<:` merges are meant to be overridden
                key = self.construct_object(key_node)  # as loaded: `on:` and `yes:` are both True, `1:` and `1.0:` one
                if key in seen:
                    first, spelled = seen[key]
                    said = Said(M.yaml_duplicate, key=key_node.value[:40], line=first.line + 1)
                    if spelled != key_node.value:  # on: and yes: are both true: why they are one key is said
                        said = Said(M.yaml_duplicate_read, key=key_node.value[:40], other=spelled[:40],
                                    line=first.line + 1, value=str(key)[:40])
                    raise _refusal(said, key_node.start_mark)
                seen[key] = (key_node.start_mark, key_node.value)
            return super().construct_mapping(node, deep=deep)

        def construct_yaml_int(self, node):  # type: ignore[no-untyped-def]
            if len(node.value) > MAX_INT_DIGITS:  # Python refuses past 4,300 digits, with no line said
                said = Said(M.yaml_digits, n=f"{len(node.value):,}", limit=MAX_MAGNITUDE)
                raise _refusal(said, node.start_mark)
            value = super().construct_yaml_int(node)
            return value if plain_int.fullmatch(node.value) else YamlSpelling(node.value, value)  # 010, 1:30, 0b11

        def construct_yaml_float(self, node):  # type: ignore[no-untyped-def]
            value = super().construct_yaml_float(node)
            return YamlSpelling(node.value, value) if any(ch in node.value for ch in ":_") else value  # 1:30.5, 1_0.5

    StrictSafeLoader.add_constructor("tag:yaml.org,2002:int", StrictSafeLoader.construct_yaml_int)
    StrictSafeLoader.add_constructor("tag:yaml.org,2002:float", StrictSafeLoader.construct_yaml_float)
    _LOADER.append(StrictSafeLoader)
    return StrictSafeLoader


def _refusal(said: Said, mark: Any) -> Exception:
    """PyYAML's error at `mark`, its problem said by r45 (`said`, in English as PyYAML's problem; `said` itself for
    the line in any language)."""
    import yaml

    error = yaml.constructor.ConstructorError(None, None, said.message("en", **said.values), mark)
    error.said = said  # type: ignore[attr-defined]
    return error


def expanded_size(data: Any) -> int:
    """How many values the data holds once every YAML alias is copied out: the size an alias bomb hides.

    Each shared node is counted once per place it appears, but measured only
    once (memoised by identity), so this takes time linear in the file.
    """
    memo: dict[int, int] = {}

    def size(x: Any) -> int:
        if isinstance(x, dict):
            parts = [*x.keys(), *x.values()]
        elif isinstance(x, list):
            parts = x
        else:
            return 1 + (len(x) // 64 if isinstance(x, str) else 0)
        if id(x) not in memo:
            memo[id(x)] = 1 + sum(size(p) for p in parts)
        return memo[id(x)]

    return size(data)


def read_yaml(path: Path, data: bytes) -> Any:
    """Parse the file's bytes with a safe loader; every failure is a LessonError."""
    import yaml

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LessonError(path, M.lesson_not_utf8, reason=exc.reason) from None
    # a line break YAML knows and an editor does not (U+2028, U+0085): its error had stood a line below, of indentation
    if (unseen := min((k for k in map(text.find, "\u2028\u2029\x85") if k >= 0), default=None)) is not None:
        raise _refused_at(path, text, unseen)
    try:
        return yaml.load(text, Loader=_safe_loader())  # noqa: S506 - a safe loader
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        # PyYAML's own words, quoted in Chinese, or r45's (a key given twice)
        said = getattr(exc, "said", None) or (Said(M.yaml_says, text=problem) if exc.problem or exc.context
                                              else Said(M.yaml_unreadable))
        if problem == "second occurrence" and exc.context_mark and mark:  # an anchor (&name) given twice
            name = (text.splitlines()[mark.line][mark.column :].split(maxsplit=1) or ["&"])[0][:33]  # "&setting"
            said = Said(M.yaml_anchor_again, name=name[1:], line=exc.context_mark.line + 1)
            problem = said.message("en", **said.values)
        fix, state = _fix(text, mark, problem), _state_at(text, mark.line) if mark else None
        if mark is None:
            raise LessonError(path, M.yaml_invalid, problem=said, fix=fix) from None
        raise LessonError(path, M.yaml_invalid_at, state=state, line=mark.line + 1, column=mark.column + 1,
                          problem=said, fix=fix) from None
    except yaml.reader.ReaderError as exc:  # a control byte pasted in: its line and what it is (had said neither)
        at = exc.position if exc.position < len(text) and ord(text[exc.position]) == exc.character else \
            len(data[: exc.position].decode("utf-8", "replace"))  # libyaml counts bytes, not characters
        raise _refused_at(path, text, at) from None
    except (yaml.YAMLError, RecursionError, ValueError) as exc:
        raise LessonError(path, M.yaml_invalid_kind, kind=type(exc).__name__) from None


def _refused_at(path: Path, text: str, at: int) -> LessonError:
    """The character at `at` refused where YAML reads it, at its line and column as an editor counts them."""
    line, column = text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)
    named = refused_character(text[at], 0).values
    return LessonError(path, M.yaml_invalid_at, state=_state_at(text, line - 1), line=line, column=column,
                       problem=Said(M.lesson_character_here, kind=named["kind"], char=named["char"]), fix="")


STATE_KEYS = frozenset(KEYS["state"].required + KEYS["state"].optional)


def _state_at(text: str, line: int) -> str | None:
    """The state whose lines hold `line` (from 0), as far as the text's indentation tells: the last key indented
    once under a top-level `states:` above it, where no other top-level key came between."""
    state = None
    for row in text.splitlines()[: line + 1]:
        if row[:1].isalpha():  # a top-level key: `states:` opens the states, any other closes them
            state = "" if row.split(":", 1)[0].strip() == "states" else None
        elif state is not None and row[:2] == "  " and row[2:3].isalpha() and row.rstrip().endswith(":") \
                and row.strip()[:-1] not in STATE_KEYS:  # a state's `title:` indented too little is no state
            state = row.strip()[:-1]
    return state or None


def _fix(text: str, mark: Any, problem: str) -> Said | str:
    """What to do about a YAML error, where its place says: a tab where YAML wants spaces; a key at the wrong depth
    or a quote left open (the parser names the line after); a key written twice."""
    import re  # an error's path only

    lines = text.splitlines()
    near = lines[max(mark.line - 1, 0) : mark.line + 1] if mark is not None else []
    if any(re.match(r"[ -]*\t", row) for row in near):  # in the indentation, or after a list's dash
        return Said(M.yaml_fix_tab)
    spaced = re.search(r"[\[,]\s*[-−] +(\d[\d.]*)", lines[mark.line]) if mark and mark.line < len(lines) else None
    if spaced:  # [0.5, - 1.25]: "did not find expected node content", nothing more
        return Said(M.yaml_fix_minus, number=spaced.group(1))
    if "duplicate key" in problem:  # "rename one" had been said, and a key renamed is unknown: one is too many
        return Said(M.yaml_fix_duplicate)
    if "is defined again" in problem:  # an anchor: two are meant, under two names ("(first at line 274) (rename")
        return Said(M.yaml_fix_rename)
    if "expected key" in problem or "expected ','" in problem or "indicator" in problem or "block end" in problem:
        return Said(M.yaml_fix_look)
    if "mapping values are not allowed" in problem:  # `en: Widen: then ReLU`: a colon and a space inside a text
        for k, row in ((k, lines[k]) for k in (mark.line - 1, mark.line) if mark is not None and 0 <= k < len(lines)):
            glued = re.match(r"\s*(?:- )?([A-Za-z_]\w*):(?=[^\s/])", row)  # `highlight:[w2]`, told at the next line
            if glued:
                return Said(M.yaml_fix_glued, line=k + 1, key=glued.group(1))
        key = re.match(r"\s*(?:- )?([A-Za-z_]\w*): ", lines[mark.line]) if mark is not None and mark.line < len(lines) \
            else None
        return Said(M.yaml_fix_colon, key=key.group(1) if key else "en")
    if "undefined alias" in problem and mark is not None and mark.line < len(lines):  # `- *settings`: PyYAML does
        at = lines[mark.line][mark.column :]  # not name the alias
        name = at[1:].split()[0].rstrip(",]}") if at.startswith("*") and at[1:].split() else ""
        return Said(M.yaml_fix_alias, name=name) if name else ""
    return ""


def check_size(path: Path, data: Any) -> None:
    """Refuse data that aliases expand past MAX_EXPANDED_VALUES, before anything walks it."""
    try:
        n = expanded_size(data)
    except RecursionError:
        raise LessonError(path, M.lesson_too_deep) from None
    if n > MAX_EXPANDED_VALUES:
        raise LessonError(path, M.lesson_aliases, n=f"{MAX_EXPANDED_VALUES:,}")


def load(path: str | os.PathLike[str] | None = None) -> Lesson:
    """Read and check a lesson file: the packaged one, $R45_STATES, or `path`."""
    where = Path(path) if path is not None else default_states_path()
    raw = read_bytes(where)
    key = _cache_key(raw)
    if (key, str(where)) in _LOADED:  # a lesson is immutable: the same bytes at the same path give the same one
        return _LOADED[key, str(where)]
    data = _cached(key)
    if data is None:
        data = read_yaml(where, raw)
        check_size(where, data)
        lesson = parse(data, where)
        _store(key, data)
    else:
        lesson = parse(data, where)
    while len(_LOADED) >= LOADED_KEPT:
        del _LOADED[next(iter(_LOADED))]  # the oldest first
    _LOADED[key, str(where)] = lesson
    return lesson


# Lessons read in this process, by the bytes they came from and their path. A command reads its lesson once; the test
# suite, which runs commands in one process, reads the same few about 1,700 times, and checking one takes 2.7 ms.
LOADED_KEPT = 8
_LOADED: dict[tuple[bytes, str], Lesson] = {}


def forget() -> None:
    """Forget the lessons read so far, as a new process starts without them."""
    _LOADED.clear()


def _cache_key(raw: bytes) -> bytes:
    """What a cache must have been made from: this format, this r45, and the lesson file's exact bytes."""
    from .. import __version__

    return _digest(f"{CACHE_FORMAT}|{__version__}|".encode() + raw)


def _digest(payload: bytes | memoryview) -> bytes:
    try:
        from _blake2 import blake2b  # the C module hashlib wraps, without hashlib's 4 ms of OpenSSL set-up
    except ImportError:  # pragma: no cover - an interpreter without it
        from hashlib import blake2b
    return blake2b(payload, digest_size=DIGEST_BYTES).digest()


def _cached(key: bytes) -> Any:
    """The cached data for this key, or None; nothing is decoded before both digests match."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        blob = read_bounded(folder / CACHE_FILE, MAX_CACHE_BYTES)
    except (OSError, RefusedPath):
        return None
    payload = _verified(blob, key)
    if payload is None:
        return None
    try:
        return marshal.loads(payload)
    except (ValueError, EOFError, TypeError, MemoryError, RecursionError):  # only r45's own bytes get here
        return None


def _verified(blob: bytes, key: bytes) -> memoryview | None:
    """The payload of a cache file made from this key and unchanged since it was written; None otherwise."""
    head = len(CACHE_MAGIC)
    start = head + 2 * DIGEST_BYTES
    if len(blob) <= start or not blob.startswith(CACHE_MAGIC):
        return None
    view = memoryview(blob)  # slices without copying up to 8 MB
    made_from, digest, payload = view[head : head + DIGEST_BYTES], view[head + DIGEST_BYTES : start], view[start:]
    if made_from != key or digest != _digest(payload):
        return None
    return payload


def _store(key: bytes, data: Any) -> None:
    try:
        payload = marshal.dumps(data)
    except ValueError:
        return  # a type marshal cannot keep (a YAML timestamp): no cache, no harm
    blob = CACHE_MAGIC + key + _digest(payload) + payload
    try:
        from ..files import write_atomically

        folder = cache_dir()
        if folder is None or len(blob) > MAX_CACHE_BYTES:
            return
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / CACHE_FILE, blob, durable=False)
    except OSError:
        pass  # only a cache


def line_of(exc: LessonError) -> int | None:
    """The line of the file that holds what `exc` names, its state and field as deep as the file has them, for an
    editor to open at (an instructor searched an 830-line file for 'claims[0]'); None where nothing is named, or
    the file no longer reads. YAML's own error is at its own line (a key given twice had pointed at its state's);
    deeper than the field where the sentence names the place: a refused character's own line (a text folded over
    lines had pointed at its key), a matrix's short row, a key refused by name ('b 3' had pointed at `states:`)."""
    import re

    import yaml

    if exc.said is M.yaml_invalid_at or (exc.state is None and exc.field is None):
        return int(exc.values["line"]) if exc.said is M.yaml_invalid_at else None  # type: ignore[call-overload]
    try:  # composed, not constructed: an alias is one node, never expanded
        text = read_bytes(Path(exc.path)).decode("utf-8")
        node = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (LessonError, UnicodeDecodeError, yaml.YAMLError, RecursionError):
        return None
    mark = None
    for step in (["states", exc.state] if exc.state else []) + re.findall(r"[^.\[\]]+", exc.field or ""):
        if isinstance(node, yaml.MappingNode):
            pair = next(((k, v) for k, v in node.value if isinstance(k, yaml.ScalarNode) and k.value == step), None)
            if pair is None:
                break
            mark, node = pair[0].start_mark, pair[1]
        elif isinstance(node, yaml.SequenceNode) and step.isdigit() and int(step) < len(node.value):
            node = node.value[int(step)]
            mark = node.start_mark
        else:
            break
    if exc.said is M.lesson_character and isinstance(node, yaml.ScalarNode):
        char = exc.values["char"]
        code = str(char.values["code"] if isinstance(char, Said) else char)
        rows = text.splitlines()[node.start_mark.line : node.end_mark.line + 1]
        found = next((k for k, row in enumerate(rows) if chr(int(code[2:], 16)) in row), None)
        if found is not None:  # else written as an escape (\u200b): the text's own line
            return node.start_mark.line + found + 1
    elif exc.said is M.lesson_shape_row and isinstance(node, yaml.SequenceNode):
        mark = node.value[int(exc.values["i"]) - 1].start_mark  # type: ignore[call-overload]
    elif isinstance(node, yaml.MappingNode):
        named = {v for v in exc.values.values() if isinstance(v, str)}  # a Message is no key
        mark = next((k.start_mark for k, _ in node.value if isinstance(k, yaml.ScalarNode) and k.value in named), mark)
    return mark.line + 1 if mark is not None else None
