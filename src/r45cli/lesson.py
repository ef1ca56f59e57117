"""Lesson data: read states.yaml, check it, and hand out plain lesson objects.

Nothing here knows a state id or a number of the example: they all come from
the file. Every problem with the file becomes one LessonError whose message
names the file, the state (when there is one) and the field.

This module does no neural-network math and imports no numpy: the example's
weights stay plain nested tuples of floats until `trace` turns them into
arrays.
"""

import math
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

LANGS = ("zh", "en")

# The vocabulary of `shows:` entries, and the names a panel may take in `of:`.
PANEL_KINDS = (
    "vectors",
    "matrix",
    "hidden",
    "composition",
    "layernorm",
    "scopes",
    "formula",
    "visibility",
    "residual",
    "attention",
    "sequence",
    "bars",
)
VECTOR_NAMES = ("u", "a", "h", "f", "s", "z")
MATRIX_NAMES = ("W1", "W2", "W_O")
SEQUENCE_NAMES = ("x", "concat", "attention", "u", "a", "h", "f", "s", "z")
QUIZ_KINDS = ("number", "set", "choice")
QUIZ_SETS = {"relu_zeroed": "h", "negative_u": "u", "negative_z": "z"}  # set name -> the vector it names
QUIZ_STATS = ("mean", "var", "std")
LAB_EXPERIMENTS = ("zero_wo", "zero_ffn", "no_relu", "causal", "pre_norm", "own_u")
HEAD_FIELDS = (("Wq", "bq"), ("Wk", "bk"), ("Wv", "bv"))
PRINTED_NAMES = ("h", "f", "s", "z")  # values the course prints, in `printed:`
SCOPES = ("across", "within")

STATES_ENV = "R45_STATES"
PACKAGED_NAME = "states.yaml"
CACHE_ENV = "R45_CACHE_DIR"
CACHE_FILE = "lesson-cache.json"
CACHE_FORMAT = 1
# Weights and values beyond this would overflow the squares in LayerNorm and
# say nothing a learner can read at 6 decimals.
MAX_MAGNITUDE = 1e6


class LessonError(Exception):
    """A lesson file that cannot be used, described in one line."""

    def __init__(self, path: str | os.PathLike[str], message: str, *, state: str | None = None, field: str | None = None):
        self.path = str(path)
        self.state = state
        self.field = field
        self.message = message
        where = [self.path]
        if state is not None:
            where.append(f"state {state!r}")
        if field is not None:
            where.append(f"field {field!r}")
        super().__init__(f"{': '.join(where)}: {message}")


class Text(NamedTuple):
    """One text in both languages."""

    zh: str
    en: str

    def __call__(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


class Panel(NamedTuple):
    kind: str
    of: tuple[str, ...] = ()


class Question(NamedTuple):
    kind: str  # number | set | choice
    ask: Text
    hint: Text
    answer: str | int  # a quantity name (number), a set name (set), a 1-based option (choice)
    tolerance: float = 0.0  # number only
    options: tuple[Text, ...] = ()  # choice only
    explain: Text | None = None


class State(NamedTuple):
    id: str
    group: str
    next: str | None
    highlight: tuple[str, ...]
    title: Text
    explain: Text
    notes: tuple[Text, ...]
    shows: tuple[Panel, ...]
    quiz: tuple[Question, ...] = ()


class Group(NamedTuple):
    id: str
    title: Text
    states: tuple[str, ...]


class Part(NamedTuple):
    """One box of the block diagram."""

    id: str
    label: str
    scope: str | None  # None for tensors (x, u, z)


Vector = tuple[float, ...]
Matrix = tuple[Vector, ...]


class Example(NamedTuple):
    u: Vector
    W1: Matrix
    b1: Vector
    W2: Matrix
    b2: Vector
    eps: float
    gamma: Vector
    beta: Vector


class DemoHead(NamedTuple):
    Wq: Matrix  # (d_model, d_head)
    bq: Vector
    Wk: Matrix
    bk: Vector
    Wv: Matrix
    bv: Vector


class Demo(NamedTuple):
    """A made-up sequence run through a whole encoder layer (not the course's numbers)."""

    label: Text
    x: Matrix  # (positions, d_model)
    heads: tuple[DemoHead, ...]
    W_O: Matrix  # (heads * d_head, d_model)
    b_O: Vector


class LabText(NamedTuple):
    title: Text
    explain: Text


class Reference(NamedTuple):
    title: str
    url: str
    where: Text
    further: tuple[Text, ...]


class Lesson(NamedTuple):
    path: str
    title: Text
    order: tuple[str, ...]
    default: str
    groups: tuple[Group, ...]
    states: dict[str, State]
    diagram: tuple[Part, ...]
    scopes: dict[str, Text]
    example: Example
    printed: dict[str, Vector]
    reference: Reference
    demo: Demo
    lab: dict[str, LabText]

    def state(self, state_id: str) -> State:
        return self.states[state_id]

    def group_of(self, state_id: str) -> Group:
        return next(g for g in self.groups if state_id in g.states)

    def place(self, state_id: str) -> tuple[int, int]:
        """1-based place of a state on its group's path, and the path's length."""
        members = self.group_of(state_id).states
        return members.index(state_id) + 1, len(members)

    def previous(self, state_id: str) -> str | None:
        i = self.order.index(state_id)
        return self.order[i - 1] if i > 0 else None

    def resolve(self, name: str) -> str | None:
        """The state id a user meant by `name` (any letter case), or None."""
        wanted = name.strip().casefold()
        return next((sid for sid in self.order if sid.casefold() == wanted), None)


# --------------------------------------------------------------------------- loading


def packaged_states_path() -> Path:
    """states.yaml as installed in the wheel, or at the top of a source checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (here / PACKAGED_NAME, here.parent.parent / PACKAGED_NAME):
        if candidate.is_file():
            return candidate
    return here / PACKAGED_NAME  # reported as missing by load()


def default_states_path() -> Path:
    env = os.environ.get(STATES_ENV)
    return Path(env) if env else packaged_states_path()


def _safe_loader() -> type:
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_yaml(path: Path) -> Any:
    """Parse a YAML file with a safe loader; every failure is a LessonError."""
    import yaml

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LessonError(path, "no such file") from None
    except IsADirectoryError:
        raise LessonError(path, "is a directory, not a lesson file") from None
    except UnicodeDecodeError as exc:
        raise LessonError(path, f"not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise LessonError(path, f"cannot read ({exc.strerror or exc})") from None
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
    """Read and check a lesson file: the packaged one, $R45_STATES, or `path`.

    Parsing YAML is most of the cost of reading the lesson, so the parsed data
    of the last file that checked out is kept as JSON in the cache folder and
    reused while the file's path, size and modification time are unchanged.
    It is checked again either way; a missing or broken cache is just a miss.
    """
    where = Path(path) if path is not None else default_states_path()
    key = _cache_key(where)
    data = _cached(key)
    if data is None:
        data = read_yaml(where)
        lesson = parse(data, where)
        _store(key, data)
        return lesson
    return parse(data, where)


def cache_dir(env: Mapping[str, str] | None = None) -> Path:
    env = os.environ if env is None else env
    if env.get(CACHE_ENV):
        return Path(env[CACHE_ENV])
    base = env.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "r45"


def _cache_key(path: Path) -> str | None:
    from . import __version__

    try:
        st = path.stat()
        return f"{CACHE_FORMAT}|{__version__}|{path.resolve()}|{st.st_size}|{st.st_mtime_ns}"
    except (OSError, RuntimeError, ValueError):
        return None  # read_yaml will say what is wrong with the path


def _cached(key: str | None) -> Any:
    if key is None:
        return None
    import json

    try:
        entry = json.loads((cache_dir() / CACHE_FILE).read_text(encoding="utf-8"))
        return entry["data"] if isinstance(entry, dict) and entry.get("key") == key else None
    except (OSError, ValueError, KeyError, RecursionError):
        return None


def _store(key: str | None, data: Any) -> None:
    if key is None:
        return
    import json

    try:
        folder = cache_dir()
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"key": key, "data": data}, ensure_ascii=False)
        from .files import write_atomically

        write_atomically(folder / CACHE_FILE, text, durable=False)
    except (OSError, TypeError, ValueError, RecursionError):
        pass  # only a cache


# --------------------------------------------------------------------------- checking


class _Checker:
    """Field-by-field reading of the parsed YAML, raising LessonError with context."""

    def __init__(self, path: str | os.PathLike[str]):
        self.path = path

    def fail(self, message: str, field: str | None = None, state: str | None = None) -> LessonError:
        return LessonError(self.path, message, state=state, field=field)

    def mapping(self, value: Any, field: str | None, state: str | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(f"expected a mapping, got {_kind(value)}", field, state)
        return value

    def get(self, node: dict[str, Any], key: str, field: str | None, state: str | None = None) -> Any:
        if key not in node or node[key] is None:
            raise self.fail("missing", _join(field, key), state)
        return node[key]

    def string(self, value: Any, field: str, state: str | None = None) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"expected a non-empty text, got {_kind(value)}", field, state)
        return value.strip()

    def text(self, value: Any, field: str, state: str | None = None) -> Text:
        node = self.mapping(value, field, state)
        found = {}
        for lang in LANGS:
            if lang not in node or node[lang] is None:
                raise self.fail(f"missing the {lang} text", _join(field, lang), state)
            found[lang] = self.string(node[lang], _join(field, lang), state)
        return Text(**found)

    def string_list(self, value: Any, field: str, state: str | None = None) -> tuple[str, ...]:
        if not isinstance(value, list):
            raise self.fail(f"expected a list, got {_kind(value)}", field, state)
        return tuple(self.string(item, f"{field}[{i}]", state) for i, item in enumerate(value))

    def number(self, value: Any, field: str) -> float:
        # YAML 1.1 reads `1e-5` (no dot) as a string; accept it as the number it means.
        if isinstance(value, str):
            try:
                value = float(value)
            except ValueError:
                raise self.fail(f"expected a number, got the text {value!r}", field) from None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(f"expected a number, got {_kind(value)}", field)
        try:
            number = float(value)
        except OverflowError:
            raise self.fail("number too large", field) from None
        if not math.isfinite(number):
            raise self.fail(f"expected a finite number, got {value!r}", field)
        if abs(number) > MAX_MAGNITUDE:
            raise self.fail(f"{number:g} is too large: numbers here stay within ±{MAX_MAGNITUDE:g}", field)
        return number

    def vector(self, value: Any, field: str, length: int | None = None) -> Vector:
        if not isinstance(value, list):
            raise self.fail(f"expected a list of numbers, got {_kind(value)}", field)
        if length is not None and len(value) != length:
            raise self.fail(f"expected {length} numbers, got {len(value)}", field)
        if not value:
            raise self.fail("expected at least one number", field)
        return tuple(self.number(x, f"{field}[{i}]") for i, x in enumerate(value))

    def matrix(self, value: Any, field: str, rows: int, cols: int | None) -> Matrix:
        if not isinstance(value, list) or not all(isinstance(r, list) for r in value):
            raise self.fail(f"expected a matrix (a list of rows), got {_kind(value)}", field)
        cols = cols if cols is not None else (len(value[0]) if value else 0)
        shape = f"{len(value)} x {'/'.join(sorted({str(len(r)) for r in value})) or 0}"
        if len(value) != rows or any(len(r) != cols for r in value) or cols == 0:
            raise self.fail(f"expected shape {rows} x {cols}, got {shape}", field)
        return tuple(self.vector(r, f"{field}[{i}]", cols) for i, r in enumerate(value))


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: "a text", bool: "true/false"}.get(type(value), type(value).__name__)


def _join(field: str | None, key: str) -> str:
    return f"{field}.{key}" if field else key


def parse(data: Any, path: str | os.PathLike[str] = "<lesson>") -> Lesson:
    """Turn parsed YAML into a Lesson, or raise the first problem as a LessonError."""
    c = _Checker(path)
    root = c.mapping(data, None) if data is not None else None
    if root is None:
        raise c.fail("the file is empty")

    title = c.text(c.get(root, "title", None), "title")
    order = c.string_list(c.get(root, "order", None), "order")
    if not order:
        raise c.fail("must list at least one state", "order")
    # YAML may give keys as numbers or booleans (`1:`, `yes:`); ids are text.
    states_node = {str(k): v for k, v in c.mapping(c.get(root, "states", None), "states").items()}
    known = tuple(states_node)
    _check_ids(c, order, known, "order")
    duplicates = sorted({sid for sid in order if order.count(sid) > 1})
    if duplicates:
        raise c.fail(f"lists {', '.join(duplicates)} more than once", "order")
    missing = [sid for sid in known if sid not in order]
    if missing:
        raise c.fail(f"does not list {', '.join(missing)}", "order")

    default = c.string(c.get(root, "default", None), "default")
    _check_ids(c, (default,), known, "default")

    groups = _groups(c, c.get(root, "groups", None), known)
    diagram = _diagram(c, c.get(root, "diagram", None))
    scopes_node = c.mapping(c.get(root, "scopes", None), "scopes")
    scopes = {s: c.text(c.get(scopes_node, s, "scopes"), f"scopes.{s}") for s in SCOPES}

    example = _example(c, c.get(root, "example", None))
    widths = {"u": len(example.u), "a": len(example.b1), "h": len(example.b1), "f": len(example.u), "s": len(example.u), "z": len(example.u)}
    states = {
        sid: _state(c, sid, states_node[sid], known, {g.id for g in groups}, {p.id for p in diagram}, widths)
        for sid in order
    }
    for group in groups:
        for sid in group.states:
            if states[sid].group != group.id:
                raise c.fail(f"is listed in group {group.id!r} but says {states[sid].group!r}", "group", sid)

    printed = _printed(c, c.get(root, "printed", None), example)
    reference = _reference(c, c.get(root, "reference", None))
    demo = _demo(c, c.get(root, "demo", None), len(example.u))
    lab_node = c.mapping(c.get(root, "lab", None), "lab")
    lab = {}
    for key in LAB_EXPERIMENTS:
        node = c.mapping(c.get(lab_node, key, "lab"), f"lab.{key}")
        lab[key] = LabText(c.text(c.get(node, "title", f"lab.{key}"), f"lab.{key}.title"), c.text(c.get(node, "explain", f"lab.{key}"), f"lab.{key}.explain"))
    return Lesson(
        path=str(path),
        title=title,
        order=order,
        default=default,
        groups=groups,
        states=states,
        diagram=diagram,
        scopes=scopes,
        example=example,
        printed=printed,
        reference=reference,
        demo=demo,
        lab=lab,
    )


def _check_ids(c: _Checker, ids: tuple[str, ...], known: tuple[str, ...], field: str, state: str | None = None) -> None:
    for sid in ids:
        if sid not in known:
            raise c.fail(f"unknown state {sid!r} (states are {', '.join(known)})", field, state)


def _groups(c: _Checker, value: Any, known: tuple[str, ...]) -> tuple[Group, ...]:
    if not isinstance(value, list) or not value:
        raise c.fail(f"expected a list of groups, got {_kind(value)}", "groups")
    groups = []
    seen: dict[str, str] = {}
    for i, node in enumerate(value):
        field = f"groups[{i}]"
        node = c.mapping(node, field)
        gid = c.string(c.get(node, "id", field), f"{field}.id")
        members = c.string_list(c.get(node, "states", field), f"{field}.states")
        if not members:
            raise c.fail("must list at least one state", f"{field}.states")
        _check_ids(c, members, known, f"{field}.states")
        for sid in members:
            if sid in seen:
                raise c.fail(f"is in both groups {seen[sid]!r} and {gid!r}", "group", sid)
            seen[sid] = gid
        groups.append(Group(gid, c.text(c.get(node, "title", field), f"{field}.title"), members))
    for sid in known:
        if sid not in seen:
            raise c.fail("belongs to no group", "group", sid)
    return tuple(groups)


def _diagram(c: _Checker, value: Any) -> tuple[Part, ...]:
    if not isinstance(value, list) or not value:
        raise c.fail(f"expected a list of parts, got {_kind(value)}", "diagram")
    parts = []
    for i, node in enumerate(value):
        field = f"diagram[{i}]"
        node = c.mapping(node, field)
        scope = node.get("scope")
        if scope is not None and scope not in SCOPES:
            raise c.fail(f"unknown scope {scope!r} (use {' or '.join(SCOPES)})", f"{field}.scope")
        parts.append(Part(c.string(c.get(node, "id", field), f"{field}.id"), c.string(c.get(node, "label", field), f"{field}.label"), scope))
    return tuple(parts)


def _state(
    c: _Checker, sid: str, value: Any, known: tuple[str, ...], groups: set[str], parts: set[str], widths: dict[str, int]
) -> State:
    node = c.mapping(value, None, sid)
    group = c.string(c.get(node, "group", None, sid), "group", sid)
    if group not in groups:
        raise c.fail(f"unknown group {group!r} (groups are {', '.join(sorted(groups))})", "group", sid)
    nxt = node.get("next")
    if nxt is not None:
        nxt = c.string(nxt, "next", sid)
        _check_ids(c, (nxt,), known, "next", sid)
    highlight = c.string_list(node.get("highlight", []), "highlight", sid)
    for part in highlight:
        if part not in parts:
            raise c.fail(f"unknown diagram part {part!r} (parts are {', '.join(sorted(parts))})", "highlight", sid)
    notes_node = node.get("notes", [])
    if not isinstance(notes_node, list):
        raise c.fail(f"expected a list of texts, got {_kind(notes_node)}", "notes", sid)
    shows_node = c.get(node, "shows", None, sid)
    if not isinstance(shows_node, list):
        raise c.fail(f"expected a list of panels, got {_kind(shows_node)}", "shows", sid)
    return State(
        id=sid,
        group=group,
        next=nxt,
        highlight=highlight,
        title=c.text(c.get(node, "title", None, sid), "title", sid),
        explain=c.text(c.get(node, "explain", None, sid), "explain", sid),
        notes=tuple(c.text(n, f"notes[{i}]", sid) for i, n in enumerate(notes_node)),
        shows=tuple(_panel(c, sid, p, f"shows[{i}]") for i, p in enumerate(shows_node)),
        quiz=_quiz(c, sid, node.get("quiz", []), widths),
    )


def _quiz(c: _Checker, sid: str, value: Any, widths: dict[str, int]) -> tuple[Question, ...]:
    if not isinstance(value, list):
        raise c.fail(f"expected a list of questions, got {_kind(value)}", "quiz", sid)
    questions = []
    for i, node in enumerate(value):
        field = f"quiz[{i}]"
        node = c.mapping(node, field, sid)
        kind = c.string(c.get(node, "kind", field, sid), f"{field}.kind", sid)
        if kind not in QUIZ_KINDS:
            raise c.fail(f"unknown kind {kind!r} (use {', '.join(QUIZ_KINDS)})", f"{field}.kind", sid)
        ask = c.text(c.get(node, "ask", field, sid), f"{field}.ask", sid)
        hint = c.text(c.get(node, "hint", field, sid), f"{field}.hint", sid)
        explain = c.text(node["explain"], f"{field}.explain", sid) if node.get("explain") is not None else None
        raw = c.get(node, "answer", field, sid)
        if kind == "number":
            answer = c.string(str(raw), f"{field}.answer", sid)
            if not _is_quantity(answer, widths):
                raise c.fail(f"{answer!r} is not a computed quantity (e.g. h5, z4, mean)", f"{field}.answer", sid)
            tolerance = c.number(c.get(node, "tolerance", field, sid), f"{field}.tolerance")
            if tolerance <= 0:
                raise c.fail("must be greater than 0", f"{field}.tolerance", sid)
            questions.append(Question(kind, ask, hint, answer, tolerance=tolerance, explain=explain))
        elif kind == "set":
            answer = c.string(str(raw), f"{field}.answer", sid)
            if answer not in QUIZ_SETS:
                raise c.fail(f"unknown set {answer!r} (use {', '.join(QUIZ_SETS)})", f"{field}.answer", sid)
            questions.append(Question(kind, ask, hint, answer, explain=explain))
        else:
            options_node = c.get(node, "options", field, sid)
            if not isinstance(options_node, list) or len(options_node) < 2:
                raise c.fail("expected a list of at least 2 options", f"{field}.options", sid)
            options = tuple(c.text(o, f"{field}.options[{k}]", sid) for k, o in enumerate(options_node))
            if isinstance(raw, bool) or not isinstance(raw, int) or not 1 <= raw <= len(options):
                raise c.fail(f"expected an option number from 1 to {len(options)}, got {raw!r}", f"{field}.answer", sid)
            if explain is None:
                raise c.fail("missing", f"{field}.explain", sid)
            questions.append(Question(kind, ask, hint, raw, options=options, explain=explain))
    return tuple(questions)


def _is_quantity(name: str, widths: dict[str, int]) -> bool:
    if name in QUIZ_STATS:
        return True
    stage, index = name[:1], name[1:]
    return stage in widths and index.isdigit() and 1 <= int(index) <= widths[stage]


def _panel(c: _Checker, sid: str, value: Any, field: str) -> Panel:
    node = c.mapping(value, field, sid)
    kind = c.string(c.get(node, "panel", field, sid), f"{field}.panel", sid)
    if kind not in PANEL_KINDS:
        raise c.fail(f"unknown panel {kind!r} (panels are {', '.join(PANEL_KINDS)})", f"{field}.panel", sid)
    of = c.string_list(node.get("of", []), f"{field}.of", sid)
    allowed = {"vectors": VECTOR_NAMES, "bars": VECTOR_NAMES, "matrix": MATRIX_NAMES, "sequence": SEQUENCE_NAMES}.get(kind, ())
    if allowed and not of:
        raise c.fail(f"panel {kind!r} needs `of:` (one of {', '.join(allowed)})", f"{field}.of", sid)
    for name in of:
        if name not in allowed:
            choice = ", ".join(allowed) if allowed else "nothing"
            raise c.fail(f"panel {kind!r} cannot show {name!r} (it takes {choice})", f"{field}.of", sid)
    return Panel(kind, of)


def _example(c: _Checker, value: Any) -> Example:
    node = c.mapping(value, "example")
    u = c.vector(c.get(node, "u", "example"), "example.u")
    d = len(u)
    W1_node = c.get(node, "W1", "example")
    hidden = len(W1_node[0]) if isinstance(W1_node, list) and W1_node and isinstance(W1_node[0], list) else None
    W1 = c.matrix(W1_node, "example.W1", d, hidden)
    dh = len(W1[0])
    ln = c.mapping(c.get(node, "layer_norm", "example"), "example.layer_norm")
    eps = c.number(c.get(ln, "eps", "example.layer_norm"), "example.layer_norm.eps")
    if eps <= 0:
        raise c.fail("must be greater than 0", "example.layer_norm.eps")
    return Example(
        u=u,
        W1=W1,
        b1=c.vector(c.get(node, "b1", "example"), "example.b1", dh),
        W2=c.matrix(c.get(node, "W2", "example"), "example.W2", dh, d),
        b2=c.vector(c.get(node, "b2", "example"), "example.b2", d),
        eps=eps,
        gamma=c.vector(c.get(ln, "gamma", "example.layer_norm"), "example.layer_norm.gamma", d),
        beta=c.vector(c.get(ln, "beta", "example.layer_norm"), "example.layer_norm.beta", d),
    )


def _printed(c: _Checker, value: Any, example: Example) -> dict[str, Vector]:
    node = c.mapping(value, "printed")
    widths = {"h": len(example.b1), "f": len(example.u), "s": len(example.u), "z": len(example.u)}
    return {name: c.vector(c.get(node, name, "printed"), f"printed.{name}", widths[name]) for name in PRINTED_NAMES}


def _demo(c: _Checker, value: Any, d_model: int) -> Demo:
    node = c.mapping(value, "demo")
    x_node = c.get(node, "x", "demo")
    x = c.matrix(x_node, "demo.x", len(x_node) if isinstance(x_node, list) else 0, d_model)
    heads_node = c.get(node, "heads", "demo")
    if not isinstance(heads_node, list) or not heads_node:
        raise c.fail(f"expected a list of heads, got {_kind(heads_node)}", "demo.heads")
    heads = []
    d_head = None
    for i, head_value in enumerate(heads_node):
        field = f"demo.heads[{i}]"
        head = c.mapping(head_value, field)
        parts: dict[str, Any] = {}
        for W_name, b_name in HEAD_FIELDS:
            W_node = c.get(head, W_name, field)
            if d_head is None:
                d_head = len(W_node[0]) if isinstance(W_node, list) and W_node and isinstance(W_node[0], list) else None
            parts[W_name] = c.matrix(W_node, f"{field}.{W_name}", d_model, d_head)
            d_head = len(parts[W_name][0])
            parts[b_name] = c.vector(c.get(head, b_name, field), f"{field}.{b_name}", d_head)
        heads.append(DemoHead(**parts))
    assert d_head is not None
    return Demo(
        label=c.text(c.get(node, "label", "demo"), "demo.label"),
        x=x,
        heads=tuple(heads),
        W_O=c.matrix(c.get(node, "W_O", "demo"), "demo.W_O", len(heads) * d_head, d_model),
        b_O=c.vector(c.get(node, "b_O", "demo"), "demo.b_O", d_model),
    )


def _reference(c: _Checker, value: Any) -> Reference:
    node = c.mapping(value, "reference")
    further = node.get("further", [])
    if not isinstance(further, list):
        raise c.fail(f"expected a list of texts, got {_kind(further)}", "reference.further")
    return Reference(
        title=c.string(c.get(node, "title", "reference"), "reference.title"),
        url=c.string(c.get(node, "url", "reference"), "reference.url"),
        where=c.text(c.get(node, "where", "reference"), "reference.where"),
        further=tuple(c.text(t, f"reference.further[{i}]") for i, t in enumerate(further)),
    )
