"""The lesson schema: which keys each part of states.yaml may have, and what they must say.

Every mapping in the file is held against a table of the keys it may have
(KEYS): a key the program does not know is an error with its path and a
guess, never silently ignored. The walking path is `order` alone; a state's
optional `next:` and `group:` must agree with `order` and `groups:`. Every
problem is one LessonError naming the file, the state and the field.
"""

import os
from typing import Any

from ..messages import M, Message
from ..words import EITHER, Listed
from .budget import spend_drawn, stage_widths, widths_of
from .claims import read_claims
from .fields import UNBOUNDED, Budget, FieldReader, Keys, LessonError, comma, kind_of, unquote
from .model import (
    Demo,
    DemoHead,
    Example,
    LabText,
    Lesson,
    Part,
    Reference,
    StateGroup,
    Sublayer,
)
from .practice import read_chain, read_skills
from .states import read_state
from .vocabulary import (
    FFN_STAGES,
    HEAD_FIELDS,
    HIDDEN_STAGES,
    LAB_EXPERIMENTS,
    LANGS,
    LESSON_VERSION,
    LN_SETTINGS,
    PART_ROLES,
    PART_WIDTHS,
    PRINTED_STAGES,
    QUESTION_LISTS,
    SCOPES,
)

__all__ = ["BUDGET", "KEYS", "LessonError", "parse", "spent"]

# Bounds on a lesson's size: what an instructor's variant can need, and small enough that every
# command stays quick (docs/lesson-file.md and docs/performance.md give the figures).
MAX_MODEL = 64  # the model width, len(u); the course's is 4
MAX_HIDDEN = 1024  # the FFN's hidden width, len(b1); the course's is 6
MAX_POSITIONS = 16  # rows of the demonstration sequence; the lesson's has 3
MAX_HEADS = 8  # attention heads of the demonstration; the lesson's has 2
MAX_HEAD_WIDTH = 64  # each head's width; the lesson's is 2
# what each stage's width is one number for, said where a list has another length
UNITS = {stage: M.lesson_each_hidden if stage in HIDDEN_STAGES else M.lesson_each_component for stage in FFN_STAGES}
# The number of states, groups, parts, panels, questions and texts in a list: fields.MAX_ITEMS.

# Bounds on the whole lesson. Per-list bounds multiply (32 states of 32 panels, each a 64 x 1024 matrix), so the
# total is bounded too: every command (show --all, export all, verify, quiz --fresh) stays within a few seconds
# and a few hundred MB on a lesson at this budget (docs/performance.md). The course's lesson spends about 1% of it.
BUDGET = Budget(
    cells=30_000,  # numbers the file holds plus those its panels and questions draw (weighted); the course's: 1,064
    characters=300_000,  # characters of all texts, both languages; the course's: about 19,000
    questions=256,  # quiz and predict questions of all states; the course's: 23
)


QUESTION_COMMON = ("kind", "ask", "hint", "answer")
KEYS = {
    "lesson": Keys(("version", "title", "order", "default", "groups", "diagram", "scopes", "states", "example",
                    "printed", "reference", "demo", "lab"), ("opening", "sublayers", "chain", "skills", "claims")),
    "chain": Keys(("states", "given", "title"), ("draw", "skills", "ask", "hint")),
    "skill": Keys(("id", "title", "group"), ("slips", "claim")),
    "sublayer": Keys(("id", "title", "parts")),
    "text": Keys(LANGS),
    "note": Keys(LANGS, ("about",)),
    "group": Keys(("id", "title", "states")),
    "part": Keys(("id", "label"), ("scope", "adds", "width", "role")),
    "scopes": Keys(SCOPES),
    "state": Keys(("title", "explain", "shows"), ("highlight", "notes", *QUESTION_LISTS, "claims", "next", "group")),
    "panel": Keys(("panel",), ("of",)),
    # any question, before its kind is known: a misspelt `knd:` is named, not told as a kind missing
    "question": Keys(("kind",), ("ask", "hint", "answer", "tolerance", "explain", "given", "draw", "skills", "options",
                                 "panel")),
    "question.number": Keys((*QUESTION_COMMON, "tolerance"), ("explain", "given", "draw", "skills")),
    "question.set": Keys(QUESTION_COMMON, ("explain", "given", "draw", "skills")),
    "question.choice": Keys((*QUESTION_COMMON, "options", "explain"), ("given", "panel", "skills")),
    "example": Keys(("u", "W1", "b1", "W2", "b2", "layer_norm"), ("given",)),
    "layer_norm": Keys(LN_SETTINGS),
    "printed": Keys(PRINTED_STAGES),
    "reference": Keys(("title", "url", "where"), ("details", "further")),
    "demo": Keys(("label", "x", "heads", "W_O", "b_O")),
    "head": Keys(tuple(name for pair in HEAD_FIELDS for name in pair)),
    "lab": Keys(LAB_EXPERIMENTS),
    "lab_text": Keys(("title", "explain"), ("link", "ask", "points")),
}



# --------------------------------------------------------------------------- the whole file


def spent(data: Any) -> Budget:
    """What a lesson spends of each part of the budget (it may be over): for benchmarks and tests."""
    c = FieldReader("<lesson>", KEYS, UNBOUNDED)
    lesson = _parse(c, data, "<lesson>")
    return Budget(c.cells, c.characters, sum(len(s.quiz) + len(s.predict) for s in lesson.states.values()))


def parse(data: Any, path: str | os.PathLike[str] = "<lesson>") -> Lesson:
    """Turn parsed YAML into a Lesson, or raise the first problem as a LessonError."""
    return _parse(FieldReader(path, KEYS, BUDGET), data, path)


def _parse(c: FieldReader, data: Any, path: str | os.PathLike[str]) -> Lesson:
    if data is None:
        raise c.fail(M.lesson_empty)
    root = c.node(data, "lesson", None)
    version = root["version"]
    if isinstance(version, bool) or version != LESSON_VERSION:
        raise c.fail(M.lesson_version, "version", want=LESSON_VERSION, got=version, unquote=unquote(version))

    title = c.text(root["title"], "title")
    opening = c.optional_text(root, "opening", "opening")
    order = c.id_list(root["order"], "order")
    if not order:
        raise c.fail(M.lesson_list_a_state, "order")
    # YAML may give keys as numbers or booleans (`1:`, `yes:`); ids are text.
    if not isinstance(root["states"], dict):
        raise c.fail(M.lesson_expected_mapping, "states", kind=kind_of(root["states"]))
    states_node = _states_by_id(c, root["states"])
    known = tuple(states_node)
    c.known_states(order, known, "order")
    duplicates = sorted({sid for sid in order if order.count(sid) > 1})
    if duplicates:
        raise c.fail(M.lesson_listed_twice, "order", ids=Listed(duplicates))
    missing = [sid for sid in known if sid not in order]
    if missing:
        raise c.fail(M.lesson_not_listed, "order", ids=Listed(missing))

    default = c.identifier(root["default"], "default")
    c.known_states((default,), known, "default")

    groups = _groups(c, root["groups"], order)
    group_of = {sid: g.id for g in groups for sid in g.states}
    diagram = _diagram(c, root["diagram"])
    sublayers = _sublayers(c, root.get("sublayers", []), diagram)
    scopes_node = c.node(root["scopes"], "scopes", "scopes")
    scopes = {s: c.text(scopes_node[s], f"scopes.{s}") for s in SCOPES}

    example = _example(c, root["example"])
    widths = stage_widths(example)
    parts = {p.id for p in diagram}
    states = {sid: read_state(c, sid, states_node[sid], order, group_of, parts, widths) for sid in order}

    printed_node = c.node(root["printed"], "printed", "printed")
    printed = {name: c.vector(printed_node[name], f"printed.{name}", widths[name], UNITS[name])
               for name in PRINTED_STAGES}
    reference = _reference(c, root["reference"])
    demo = _demo(c, root["demo"], len(example.u))
    spend_drawn(c, states, widths_of(example, demo))
    chain = read_chain(c, root["chain"], states) if "chain" in root else None
    skills = read_skills(c, root.get("skills", []), states, chain)
    lab_node = c.node(root["lab"], "lab", "lab")
    lab = {}
    for key in LAB_EXPERIMENTS:
        node = c.node(lab_node[key], "lab_text", f"lab.{key}")
        field = f"lab.{key}"
        listed = c.items(node.get("points", []), f"{field}.points")
        points = tuple(c.text(p, f"{field}.points[{i}]") for i, p in enumerate(listed))
        lab[key] = LabText(
            c.text(node["title"], f"{field}.title"),
            c.text(node["explain"], f"{field}.explain"),
            c.optional_text(node, "link", f"{field}.link"),
            c.optional_text(node, "ask", f"{field}.ask"),
            points,
        )
    return Lesson(
        path=str(path),
        title=title,
        opening=opening,
        order=order,
        default=default,
        groups=groups,
        states=states,
        diagram=diagram,
        sublayers=sublayers,
        scopes=scopes,
        example=example,
        printed=printed,
        reference=reference,
        demo=demo,
        lab=lab,
        chain=chain,
        skills=skills,
        claims=read_claims(c, None, root.get("claims", []), widths),
    )


def _states_by_id(c: FieldReader, node: dict[Any, Any]) -> dict[str, Any]:
    """The states by id: each key an id, none read by YAML as true or false, none the same as another but for case."""
    by_id: dict[str, Any] = {}
    folded: dict[str, str] = {}
    for key, value in node.items():
        if isinstance(key, bool):  # yes, no, on, off, true, false: YAML 1.1 reads each as a boolean
            raise c.fail(M.lesson_state_id_bool, "states", value=str(key).lower())
        sid = c.identifier(str(key), "states")
        twin = folded.setdefault(sid.casefold(), sid)
        if twin != sid:  # every lookup ignores case, and a case-insensitive disk would give both one picture
            raise c.fail(M.lesson_state_case_twins, "states", one=twin, other=sid)
        by_id[sid] = value
    return by_id


def _within(c: FieldReader, n: int, bound: int, field: str, what: Message) -> int:
    if n > bound:
        raise c.fail(M.lesson_within, field, what=what, n=n, limit=bound)
    return n


def _groups(c: FieldReader, value: Any, order: tuple[str, ...]) -> tuple[StateGroup, ...]:
    if not c.items(value, "groups", what=M.lesson_of_groups):
        raise c.fail(M.lesson_list_a_group, "groups")
    groups: list[StateGroup] = []
    seen: dict[str, str] = {}
    for i, node in enumerate(value):
        field = f"groups[{i}]"
        node = c.node(node, "group", field)
        gid = c.identifier(node["id"], f"{field}.id")
        if any(g.id == gid for g in groups):  # a state's `group:` would name either
            raise c.fail(M.lesson_group_again, f"{field}.id", gid=gid)
        members = c.id_list(node["states"], f"{field}.states")
        if not members:
            raise c.fail(M.lesson_list_a_state, f"{field}.states")
        c.known_states(members, order, f"{field}.states")
        for sid in members:
            if sid in seen:
                raise c.fail(M.lesson_two_groups, "groups", sid, one=seen[sid], other=gid)
            seen[sid] = gid
        in_path_order = tuple(sid for sid in order if sid in members)
        groups.append(StateGroup(gid, c.text(node["title"], f"{field}.title"), in_path_order))
    for sid in order:
        if sid not in seen:
            raise c.fail(M.lesson_no_group, "groups", sid, groups=Listed(tuple(g.id for g in groups)))
    return tuple(groups)


def _diagram(c: FieldReader, value: Any) -> tuple[Part, ...]:
    if not c.items(value, "diagram", what=M.lesson_of_parts):
        raise c.fail(M.lesson_list_a_part, "diagram")
    parts: list[Part] = []
    for i, node in enumerate(value):
        field = f"diagram[{i}]"
        node = c.node(node, "part", field)
        scope = node.get("scope")
        if scope is not None and scope not in SCOPES:
            raise c.fail(M.lesson_unknown_scope, f"{field}.scope", value=scope, allowed=Listed(SCOPES, EITHER))
        adds = c.identifier(node["adds"], f"{field}.adds") if node.get("adds") is not None else None
        if adds is not None and adds not in [p.id for p in parts]:
            raise c.fail(M.lesson_adds_later, f"{field}.adds", part=adds)
        width = node.get("width", PART_WIDTHS[0])
        if width not in PART_WIDTHS:
            raise c.fail(M.lesson_unknown_width, f"{field}.width", value=width, allowed=Listed(PART_WIDTHS, EITHER))
        role = node.get("role")
        if role is not None and role not in PART_ROLES:
            raise c.fail(M.lesson_unknown_role, f"{field}.role", value=role, allowed=Listed(PART_ROLES, EITHER))
        # a label is one text for both languages (W1), or one per language when it holds words (head 1 ‖ head 2)
        labels = c.text(node["label"], f"{field}.label") if isinstance(node["label"], dict) else None
        label = labels.en if labels is not None else c.string(node["label"], f"{field}.label")
        parts.append(Part(c.identifier(node["id"], f"{field}.id"), label, scope, adds, labels, width, role))
    ids = [p.id for p in parts]
    if len(set(ids)) != len(ids):
        raise c.fail(M.lesson_part_twice, "diagram", part=next(i for i in ids if ids.count(i) > 1))
    return tuple(parts)


def _sublayers(c: FieldReader, value: Any, diagram: tuple[Part, ...]) -> tuple[Sublayer, ...]:
    """Named runs of consecutive diagram parts, each part in at most one."""
    ids = [p.id for p in diagram]
    out: list[Sublayer] = []
    taken: set[str] = set()
    for i, node in enumerate(c.items(value, "sublayers", what=M.lesson_of_sublayers)):
        field = f"sublayers[{i}]"
        node = c.node(node, "sublayer", field)
        members = c.id_list(node["parts"], f"{field}.parts")
        if not members:
            raise c.fail(M.lesson_list_a_part, f"{field}.parts")
        for part in members:
            if part not in ids:
                raise c.fail(M.lesson_unknown_part, f"{field}.parts", part=part, parts=Listed(ids))
            if part in taken:
                raise c.fail(M.lesson_part_in_two, f"{field}.parts", part=part)
        at = [ids.index(p) for p in members]
        if at != list(range(at[0], at[0] + len(at))):
            raise c.fail(M.lesson_parts_in_a_row, f"{field}.parts")
        taken.update(members)
        out.append(Sublayer(c.identifier(node["id"], f"{field}.id"), c.text(node["title"], f"{field}.title"), members))
    return tuple(out)


def _example(c: FieldReader, value: Any) -> Example:
    node = c.node(value, "example", "example")
    u = c.vector(node["u"], "example.u")
    d = _within(c, len(u), MAX_MODEL, "example.u", M.lesson_model_width)
    b1 = c.vector(node["b1"], "example.b1")
    dh = _within(c, len(b1), MAX_HIDDEN, "example.b1", M.lesson_hidden_width)  # b1 has one bias a hidden channel
    rows = node["W1"]
    if isinstance(rows, list) and len(rows) == dh != d and all(isinstance(r, list) and len(r) == d for r in rows):
        raise c.fail(M.lesson_w1_transposed, "example.W1", d=d, dh=dh)  # it had been blamed on u
    if isinstance(rows, list) and rows and len(rows) != d and _widths_beside(node) == {d}:
        # u agrees with b2, gamma and beta: W1 was edited, and the fault is said there
        raise c.fail(M.lesson_w1_rows, "example.W1", rows=len(rows), d=d)
    if isinstance(rows, list) and rows and len(rows) != d:  # u was edited, W1 not: the fault is said at u
        # u: [0,5, …] too
        raise c.fail(M.lesson_u_length, "example.u", d=d, rows=len(rows), comma=comma(list(node["u"]), len(rows)))
    widths = {len(r) for r in rows if isinstance(r, list)} if isinstance(rows, list) else set()
    if len(widths) == 1 and dh not in widths:  # b1 was edited, W1 not: the fault is said at b1
        raise c.fail(M.lesson_b1_length, "example.b1", dh=dh, cols=widths.pop())
    W1 = c.matrix(rows, "example.W1", d, dh)
    ln = c.node(node["layer_norm"], "layer_norm", "example.layer_norm")
    eps = c.number(ln["eps"], "example.layer_norm.eps")
    if eps <= 0:
        raise c.fail(M.lesson_positive, "example.layer_norm.eps")
    return Example(
        u=u,
        W1=W1,
        b1=b1,
        W2=c.matrix(node["W2"], "example.W2", dh, d),
        b2=c.vector(node["b2"], "example.b2", d, UNITS["u"]),
        eps=eps,
        gamma=c.vector(ln["gamma"], "example.layer_norm.gamma", d, UNITS["u"]),
        beta=c.vector(ln["beta"], "example.layer_norm.beta", d, UNITS["u"]),
        given=c.optional_text(node, "given", "example.given"),
    )


def _widths_beside(node: dict[str, Any]) -> set[int]:
    """The model width as b2, gamma and beta give it (those that are lists), to tell an edited u from an edited W1."""
    ln = node.get("layer_norm")
    lists = [node.get("b2"), *((ln.get("gamma"), ln.get("beta")) if isinstance(ln, dict) else ())]
    return {len(x) for x in lists if isinstance(x, list)}


def _demo(c: FieldReader, value: Any, d_model: int) -> Demo:
    node = c.node(value, "demo", "demo")
    x = c.matrix(node["x"], "demo.x", None, d_model)
    _within(c, len(x), MAX_POSITIONS, "demo.x", M.lesson_positions)
    heads_node = node["heads"]
    if not isinstance(heads_node, list) or not heads_node:
        raise c.fail(M.lesson_expected_list, "demo.heads", what=M.lesson_of_heads, kind=kind_of(heads_node))
    _within(c, len(heads_node), MAX_HEADS, "demo.heads", M.lesson_heads)
    heads = []
    d_head: int | None = None
    for i, head_value in enumerate(heads_node):
        field = f"demo.heads[{i}]"
        head = c.node(head_value, "head", field)
        parts: dict[str, Any] = {}
        for W_name, b_name in HEAD_FIELDS:
            parts[b_name] = c.vector(head[b_name], f"{field}.{b_name}", d_head)
            # the first bias sets every head's
            d_head = _within(c, len(parts[b_name]), MAX_HEAD_WIDTH, f"{field}.{b_name}", M.lesson_head_width)
            parts[W_name] = c.matrix(head[W_name], f"{field}.{W_name}", d_model, d_head)
        heads.append(DemoHead(**parts))
    assert d_head is not None
    return Demo(
        label=c.text(node["label"], "demo.label"),
        x=x,
        heads=tuple(heads),
        W_O=c.matrix(node["W_O"], "demo.W_O", len(heads) * d_head, d_model),
        b_O=c.vector(node["b_O"], "demo.b_O", d_model),
    )


def _reference(c: FieldReader, value: Any) -> Reference:
    node = c.node(value, "reference", "reference")
    return Reference(
        title=c.string(node["title"], "reference.title"),
        url=c.url(node["url"], "reference.url"),
        where=c.text(node["where"], "reference.where"),
        details=c.texts(node.get("details", []), "reference.details"),
        further=c.texts(node.get("further", []), "reference.further"),
    )
