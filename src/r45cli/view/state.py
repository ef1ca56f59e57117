"""One state as data: its header, the block diagram, its panels, the reference; and the lesson's own heading."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..lesson import packaged
from ..lesson.model import Lesson, PanelSpec
from ..lesson.vocabulary import DEMO_PANELS, EXAMPLE_PANELS, PANEL_KINDS, UNBIASED_PANELS, WHAT_IF_FIXED
from ..messages import M, colon, comma, enumeration, say, semicolon
from ..vocab import ADD, DEFAULT, NBSP
from . import demo, panels
from .inputs import demo_inputs, folded
from .model import UNSPOKEN, Block, Diagram, Items, Node, Page, Panel, Para, RowKey, Span, Whose, row_key, tables_of
from .panels import ROW_LIMIT, View
from .parts import claims_hold, leads_off, part_label, switched_off, unborne

if TYPE_CHECKING:
    from ..worked import WorkedExample

# each panel kind the lesson file may name, and its one builder (the example's in panels, the demonstration's in demo)
PANELS: dict[str, Callable[[View, PanelSpec], tuple[Panel, ...]]] = {
    "vectors": panels.vectors, "matrix": panels.matrix, "hidden": panels.hidden, "composition": panels.composition,
    "layernorm": panels.layernorm, "scopes": panels.scopes, "formula": panels.formula,
    "visibility": panels.visibility, "residual": panels.residual, "bars": panels.bars,
    "attention": demo.attention, "sequence": demo.sequence, "nonlinearity": demo.nonlinearity,
}
assert set(PANELS) == set(PANEL_KINDS), "every panel the lesson file may name needs a builder"


class StateView(NamedTuple):
    id: str
    title: str
    meta: str  # its group, its place there, and whether it is the default
    explain: str
    notes: tuple[str, ...]  # the notes shown: one about the course's numbers is held back while they are the learner's
    held: str  # what was held back, or ""
    diagram: Diagram
    panels: tuple[Panel, ...]
    inputs: Panel | None = None  # the demonstration's inputs, where a panel shows its results (after the panels)
    about_course: tuple[str, ...] = ()  # the notes about the course's numbers, where they are shown


def grouped(nodes: tuple[Node, ...], spans: list[Span], lang: str) -> list[str]:
    """The parts in order, each sublayer's parts once, after its title: `x`, `Add & Norm (+x, LayerNorm)`, `u` …"""
    out: list[str] = []
    k = 0
    while k < len(nodes):
        span = next((s for s in spans if s.first == k), None)
        if span is None:
            out.append(nodes[k].words)
            k += 1
            continue
        parts = enumeration(lang).join(n.words for n in nodes[span.first : span.last + 1])
        out.append(f"{span.title}（{parts}）" if lang == "zh" else f"{span.title} ({parts})")
        k = span.last + 1
    return out


def diagram(lesson: Lesson, lit: tuple[str, ...], lang: str, widths: tuple[int, int], *,
            off: frozenset[str] = frozenset()) -> Diagram:
    """The block as facts: parts, sublayers, residuals, the hidden layer's widths, what this state is about; a part
    whose role a what-if switched off (`off`) says so."""
    parts = lesson.diagram
    ids = [p.id for p in parts]
    labels = [part_label(p, lang, off) for p in parts]
    nodes = tuple(
        Node(
            ADD if p.adds is not None else labels[k],
            "add" if p.adds is not None else "tensor" if p.scope is None else "op",
            p.id in lit,
            k > 0 and parts[k - 1].width == "hidden",
            p.width == "hidden",
            ids.index(p.adds) if p.adds is not None else None,
            labels[k],
        )
        for k, p in enumerate(parts)
    )
    spans = []
    for sub in lesson.sublayers:
        a, b = ids.index(sub.parts[0]), ids.index(sub.parts[-1])
        spans.append(Span(sub.title(lang), a, b, any(nodes[k].wide_in or nodes[k].wide_out for k in range(a, b + 1))))
    named = [(n.adds, k, parts[n.adds].shown(lang)) for k, n in enumerate(nodes) if n.adds is not None]
    skips = tuple((a, k, say(M.export_residual, lang, name=name)) for a, k, name in named)  # type: ignore[misc]
    # in words, as the linear text says them: a listener heard nothing for ⊕ ("W_O → → LayerNorm")
    flow = " → ".join(n.words for n in nodes)
    listed = enumeration(lang)  # zh: 、
    groups = semicolon(lang).join(f"{s.title}{colon(lang)}{listed.join(n.words for n in nodes[s.first : s.last + 1])}"
                                  for s in spans)
    added = enumeration(lang).join(f"{name} → {nodes[k].words}" for _, k, name in named)  # zh: 、
    shown = enumeration(lang).join(n.words for n in nodes if n.lit) or say(M.none, lang)
    model, hidden = widths
    desc = say(M.export_diagram_desc, lang, flow=flow, groups=groups, skips=added, lit=shown,
               widths=f"{model} → {hidden} → {model}")
    sep = semicolon(lang)
    said = (
        Para(say(M.plain_parts, lang, flow=" → ".join(grouped(nodes, spans, lang)))),
        Para(say(M.plain_residuals, lang, pairs=sep.join(say(M.plain_adds, lang, name=name, at=nodes[k].words)
                                                           for _, k, name in named))),
        Para(say(M.plain_this_state, lang, parts=shown)),
    )
    return Diagram(say(M.diagram, lang), nodes, tuple(spans), skips, model, hidden, say(M.export_per_position, lang),
                   say(M.export_diagram_key, lang), desc, said)  # what this state is about last: said on every state


def state_view(
    lesson: Lesson,
    worked: WorkedExample | None,
    state_id: str,
    lang: str,
    *,
    limit: int | None = ROW_LIMIT,
    whose: Whose | None = None,
    course: WorkedExample | None = None,
) -> StateView:
    """The whole state; `limit` rows of each long vector or matrix (None: all); `whose` while a what-if is open.

    Without numbers (`worked` None) it is the state's texts and diagram alone: what a screen can show before
    numpy is loaded.
    """
    v = View(lesson, worked, lang, limit, whose, course)  # type: ignore[arg-type]
    state = lesson.state(state_id)
    i, n = lesson.place(state_id)
    meta = f"{lesson.group_of(state_id).title(lang)} · {say(M.place, lang, i=i, n=n)}"
    if state_id == lesson.default:
        meta += f" · {DEFAULT}{NBSP}{say(M.default_mark, lang)}"  # the mark and its word on one line
    relu, off = worked is None or worked.relu, switched_off(worked)
    theirs, stale = whose in (Whose.YOURS, Whose.DRAWN), packaged.stale(lesson)
    # held back: a note about the course's numbers (`example` too) from other numbers, one about ReLU at work while it
    # is off, one about the packaged lesson's numbers in a file with others ("other"; `example`: where a claim fails)
    held_back = {"course": theirs, "relu": not relu}
    false = unborne(lesson, state_id, worked) if theirs else frozenset()  # held back as about the course's numbers
    about = {note: "course" if note.about == "example" else note.about or "" for note in state.notes}
    untrue = {note for note in state.notes if (lang, note(lang)) in stale.examples  # a claim of it fails (h351)
              and not claims_hold(lesson, state_id, worked)}
    out = {note: "other" if stale.held(note, lang) else "untrue" if note in untrue else "course" if k in false else
           about[note] if held_back.get(about[note]) else None for k, note in enumerate(state.notes)}  # c: no more
    held, shown = Counter(filter(None, out.values())), tuple(note(lang) for note in state.notes if not out[note])
    said = [say(m, lang) for m in leads_off(lesson, state, off)]  # the explanation describes it at work
    said += [say(M.notes_held_drawn if whose is Whose.DRAWN else M.notes_held_back, lang, n=held["course"],
                state=state_id)] if held["course"] else []
    said += [say(m, lang, n=held[k]) for k, m in (("relu", M.notes_held_relu), ("other", M.notes_held_other),
                                                  ("untrue", M.notes_held_untrue)) if held[k]]
    said += [say(M.yours_by_hand, lang)] if whose is Whose.YOURS and worked is not None else []
    demos = {spec.kind for spec in state.shows} & set(DEMO_PANELS)  # the panels that run the demonstration
    return StateView(
        state_id,
        state.title(lang),
        meta,
        state.explain(lang),
        shown,
        "\n".join(said),  # an aside a line: three in a row had run together in brackets
        diagram(lesson, state.highlight, lang, (len(lesson.example.u), len(lesson.example.b1)), off=off),
        panels.by_hand(v, [(spec.kind, panel) for spec in state.shows for panel in PANELS[spec.kind](v, spec)])
        if worked is not None else (),
        # the demonstration's inputs where a panel runs it: unbiased (the linearity check), rounded (the sequence)
        demo_inputs(v, bool(demos & set(UNBIASED_PANELS)), bool(demos - set(UNBIASED_PANELS)))
        if worked is not None and demos else None,
        tuple(note(lang) for note in state.notes if about[note] == "course" and not theirs and not out[note]),
    )


def _within(p: Panel, q: Panel) -> bool:
    """Every line of `p` was read in `q`: the same panel, or b3's inputs after b4's, which are b3's and one note (a
    listener heard the 40 lines again at b3)."""
    return q.kind == p.kind and q.title == p.title and all(b in q.blocks for b in p.blocks)


def _rows_read(sid: str, q: Panel) -> dict[RowKey, tuple[str, str]]:
    """Each row of `q`, read at state `sid`, with the heading it was heard under: its table's caption, or the
    panel's name (b0's W1 was said to be "W1 (4 by 6) … (at b4)", where b4 had read it as "W1 and b1: …")."""
    return {k: (sid, t.caption or q.said or q.title) for b in q.blocks for t in tables_of(b) for r in t.rows
            if (k := row_key(r))}


def _weights_read(p: Panel, rows_read: Mapping[RowKey, tuple[str, str]]) -> tuple[str, str] | None:
    """Where every row of a weight panel was read, one place for all, whatever its title says of whose numbers they
    are (b3's W_O, read in b4's inputs; W2 after `e relu`, now "the course's numbers"): the state and the heading
    it was heard under; None elsewhere."""
    keys = [row_key(r) for b in p.blocks for t in tables_of(b) for r in t.rows]
    places = {rows_read.get(k) for k in keys if k} if None not in keys else {None}
    return places.pop() if p.kind == "matrix" and len(keys) > 1 and len(places) == 1 else None


def _beyond(p: Panel, elsewhere: Collection[tuple[str, Panel]], lang: str) -> Panel:
    """A panel read at an earlier state with lines added since: those lines, and where the rest was read (b4's
    inputs are b3's tables with a note of their own: a listener heard the 40 lines again)."""
    for sid, q in elsewhere:
        extra = [b for b in p.blocks if b not in q.blocks]
        if q.kind == p.kind and q.title == p.title and extra and all(isinstance(b, Para) for b in extra) \
                and all(b in p.blocks for b in q.blocks if not isinstance(b, Para)):  # a note of its own left out
            return _rest_read(p, extra, sid, lang)
    return p


def _rest_read(p: Panel, new: list[Block], sid: str, lang: str) -> Panel:
    """`p` as its `new` blocks alone, then where the rest of it was read: at state `sid`, or ("") just now, at this
    state before a what-if (a listener at b2 heard "the rest as read at b2")."""
    said = say(M.rest_read_at, lang, state=sid) if sid else say(M.rest_read_just, lang)
    return p._replace(blocks=(*new, Para(said, "meta")))


def read_in(p: Panel, shown: Page) -> bool:
    """Was `p` read on the page `shown`: whole, or as its new blocks with the rest named (`_rest_read`)? A panel read
    so had been kept as the version before, and the next what-if (`e w2`) read its table again, unchanged."""
    return p in shown or any(isinstance(q, Panel) and q.kind == p.kind and len(q.blocks) > 1
                             and all(b in p.blocks for b in q.blocks[:-1]) for q in shown)


def _changed_only(p: Panel, heard: Collection[Panel], lang: str, *, titled: bool = True) -> Panel:
    """A panel read at this state before a what-if, on its changed blocks alone, the rest named: `e w2` at b3 read
    the demonstration's inputs whole (50 lines of heads and W_O) for its W2 and b2. `titled`: the one heard has
    the same title too (not so the inputs, whose title says whose W2 they hold; a table retitled for a what-if is
    read whole)."""
    for q in heard:
        changed = [b for b in p.blocks if b not in q.blocks]
        # what is left out is said: b2's LayerNorm, changed whole but for the legend of * (which linear text never
        # reads), had been followed by "the rest as just read" (a listener's report)
        rest = [b for b in p.blocks if b not in changed and not (isinstance(b, Para) and b.role in UNSPOKEN)]
        if q.kind == p.kind and (q.title == p.title or not titled) and changed and rest:
            return _rest_read(p, changed, "", lang)
    return p


def lesson_heading(lesson: Lesson, lang: str) -> tuple[Para, ...]:
    """The lesson's own title and opening sentences."""
    return (Para(lesson.title(lang), "title"), *((Para(lesson.opening(lang), "meta"),) if lesson.opening else ()))


def reference(lesson: Lesson, lang: str) -> tuple[Para, ...]:
    """The paper, where to look in it, and its URL whole on a line of its own."""
    ref = lesson.reference
    return (Para(f"{say(M.reference, lang)}{colon(lang)}{ref.title}{comma(lang)}{ref.where(lang)}", "meta"),
            Para(ref.url, "meta"))


def header(sv: StateView, lang: str) -> Panel:
    notes, held = (Items(sv.notes, "note"),) if sv.notes else (), (Para(sv.held, "meta"),) if sv.held else ()
    return Panel(f"{sv.id} · {sv.title}", (Para(sv.meta, "meta"), Para(sv.explain), *notes, *held), "state", "title",
                 said=heard_title(sv, lang))


def heard_title(sv: StateView, lang: str) -> str:
    """A state's title as linear text says it: "state b1" (heard, "b1, W2 projects…" and then "b2 = (0, 0, 0, 0)"
    left a listener unsure which b1 and b2 were states and which were biases)."""
    return say(M.state_heard, lang, id=sv.id, title=sv.title)  # "State b4: An FFN after the read: …" had two colons


def state_page(sv: StateView, lesson: Lesson, lang: str, *, heading: bool = True, explain_last: bool = False,
               whole_diagram: bool = True, again: bool = False, linear: bool = False, fold: bool = False,
               heard: Collection[Panel] = (), elsewhere: Collection[tuple[str, Panel]] = ()) -> Page:
    """The state in reading order, the lesson's heading first unless told not; with `explain_last` the title and
    explanation come last, where a terminal that scrolls keeps them in sight above the prompt. Without
    `whole_diagram` (linear text after its first state) the diagram says only what this state is about. `again`:
    the state just read, on other numbers (linear text after a what-if): its title and its numbers alone. `linear`:
    read a line at a time, where the demonstration's inputs come before the first panel that uses them (a listener
    heard its weights and tables 40 lines before the x they came from); `heard`: panels read already at this
    state, named and not read again after a what-if that leaves them as they were; `elsewhere`: panels read at
    other states of the session, by state, named where one is read the same (or only what it adds is read); `fold`:
    the demonstration's inputs, where they would be read whole, as a line that says how to hear them (line mode)."""
    def unread(p: Panel) -> Panel:
        return folded(p, lang) if fold and p is sv.inputs else p

    if again:  # a listener heard the whole explanation and the reference again after each what-if
        rows_heard = {k: place for q in heard for k, place in _rows_read(sv.id, q).items()}
        same = [p for p in sv.panels if p.kind in WHAT_IF_FIXED or p in heard  # b3's demonstration: 100 lines
                or _weights_read(p, rows_heard) is not None]
        kept = tuple(p for p in sv.panels if p not in same)
        demo_at = [k for k, p in enumerate(kept) if p.kind in DEMO_PANELS]
        used = sv.inputs if demo_at or sv.inputs in heard else None  # before the first panel that uses them
        if used is not None and used in heard:
            same, used = [*same, used], None
        gone = (say(M.again_left, lang, titles=semicolon(lang).join(p.said or p.title for p in same)),) if same else ()
        # `c` brings the course's notes, as promised; those heard already are named (six lines after each c and r)
        told = {t for q in (*heard, *(q for _, q in elsewhere)) for t in _notes_read(q)}
        fresh = tuple(t for t in sv.about_course if t not in told)
        repeated = len(sv.about_course) - len(fresh)
        said = (*((sv.held,) if sv.held else ()), *gone, *((say(M.read_before, lang, titles=say(
            M.noted_all if repeated == len(sv.notes) else M.noted_some, lang, n=repeated)),) if repeated else ()))
        notes = (Items(fresh),) if fresh else ()
        at = demo_at[0] if demo_at else len(kept)
        # the demonstration's tables retitled only for W2 = 0 (`e w2` at b3 read its unchanged attention and u again)
        kept = tuple(_changed_only(p, heard, lang, titled=p.kind not in DEMO_PANELS) for p in kept)
        used = unread(_changed_only(used, heard, lang, titled=False)) if used is not None else None
        return (Panel(f"{sv.id} · {sv.title}", (*(Para(t, "meta") for t in said), *notes), "state", "title",
                      said=heard_title(sv, lang)),
                *kept[:at], *((used,) if used is not None else ()), *kept[at:])
    shown = sv.diagram if whole_diagram else sv.diagram._replace(said=sv.diagram.said[-1:])
    inputs = (sv.inputs,) if sv.inputs is not None else ()  # what the demonstration's numbers are computed from
    demo_at = [k for k, p in enumerate(sv.panels) if p.kind in DEMO_PANELS]
    at = demo_at[0] if linear and demo_at else len(sv.panels)
    ordered = (*sv.panels[:at], *inputs, *sv.panels[at:])  # in reading order: what is named, is named so too
    # linear text after the first state: a panel read the same earlier is named (b4 read again the 45 lines of
    # inputs b3 had just read); with the paper's reference, read with the first state, a listener heard the URL
    # after every state
    titled, read = (header(sv, lang), {}) if whole_diagram else _header_again(sv, lang, elsewhere)
    back = any(sid == sv.id for sid, _ in elsewhere)  # come back to: its own numbers are what one comes for
    read |= {(p.said or p.title): (sid, p.said or p.title) for p in ordered for sid, q in elsewhere
             if _within(p, q) and not (back and p.kind in EXAMPLE_PANELS)}
    rows_at = {k: place for sid, q in elsewhere for k, place in _rows_read(sid, q).items()}
    for p in ordered:
        if (place := _weights_read(p, rows_at)) is not None:
            read.setdefault(p.said or p.title, place)
    panels = tuple(unread(_beyond(p, elsewhere, lang)) for p in ordered if (p.said or p.title) not in read)
    titles = semicolon(lang).join(
        say(M.read_here, lang, title=title) if sid == sv.id and heading == title
        else say(M.read_at, lang, title=title, state=sid) if heading == title
        else say(M.read_at_as, lang, title=title, state=sid, heading=heading) for title, (sid, heading) in read.items())
    places = {sid for sid, heading in read.values()}
    if len(places) == 1 and all(title == heading for title, (_, heading) in read.items()):  # one place, said once
        sid = next(iter(places))
        titles = semicolon(lang).join(read)
        before = say(M.read_before_here, lang, titles=titles) if sid == sv.id else \
            say(M.read_before_at, lang, titles=titles, state=sid)
    else:
        before = say(M.read_before, lang, titles=titles)
    named = (Para(before, "meta"),)
    cited = reference(lesson, lang) if whole_diagram else ()
    # what is left out said first, beside the heading whose notes it names (after the diagram it read as the diagram's)
    body: Page = (*(named if read else ()), Panel(sv.diagram.caption, (shown,), "diagram"), *panels, *cited)
    top = lesson_heading(lesson, lang) if heading else ()
    return (*top, *body, titled) if explain_last else (*top, titled, *body)


def _notes_read(p: Panel) -> list[str]:
    """The notes a state's heading held as it was read (none for any other panel)."""
    return [t for b in p.blocks if p.kind == "state" and isinstance(b, Items) for t in b.texts]


def _header_again(sv: StateView, lang: str,
                  elsewhere: Collection[tuple[str, Panel]]) -> tuple[Panel, dict[str, tuple[str, str]]]:
    """The state's title, and its explanation and each of its notes unless read already this session (a note at any
    state: b2 and b4 share six lines on the worked example); and what was left out, by where it was read. A listener
    going back and forth heard b2's four long notes five times, and its numbers, named as read, not once more."""
    whole = header(sv, lang)
    before = [q for sid, q in elsewhere if sid == sv.id and q.kind == "state"]
    heard: dict[str, str] = {}  # each note read, and where first: here, else the state it was first read at
    for sid, q in sorted(elsewhere, key=lambda e: e[0] != sv.id):
        for text in _notes_read(q):
            heard.setdefault(text, sid)
    explained = any(Para(sv.explain) in q.blocks for q in before)
    blocks: list[Block] = []
    for b in whole.blocks:
        if isinstance(b, Items) and b.role == "note":
            kept = tuple(t for t in b.texts if t not in heard)  # a note held back under a what-if, or new, is read
            blocks += [b._replace(texts=kept)] if kept else []
        elif not (explained and b == Para(sv.explain)):
            blocks.append(b)
    at = Counter(heard[t] for t in sv.notes if t in heard)
    parts = {sv.id: [say(M.explained_before, lang)]} if explained else {}
    for sid, n in sorted(at.items(), key=lambda e: e[0] != sv.id):
        parts.setdefault(sid, []).append(say(M.noted_all if n == len(sv.notes) else M.noted_some, lang, n=n))
    said = {sid: say(M.explained_and, lang, a=p[0], b=p[1]) if len(p) == 2 else p[0] for sid, p in parts.items()}
    return whole._replace(blocks=tuple(blocks)), {text: (sid, text) for sid, text in said.items()}


def inputs_once(sections: list[StateView], lang: str) -> list[StateView]:
    """The demonstration's inputs printed once in a document of several states: a later state whose tables are the
    same keeps its own notes and points back (`export all` printed x and every weight twice, four pages on paper)."""
    shown: list[tuple[tuple[object, ...], str]] = []
    out = []
    for s in sections:
        if s.inputs is not None:
            tables = tuple(b for b in s.inputs.blocks if not isinstance(b, Para))
            earlier = next((sid for seen, sid in shown if seen == tables), None)
            if earlier is None:
                shown.append((tables, s.id))
            else:
                notes = tuple(b for b in s.inputs.blocks if isinstance(b, Para))[1:]  # not "everything … from these"
                above = Para(say(M.demo_inputs_above, lang, state=earlier), "meta")
                s = s._replace(inputs=s.inputs._replace(blocks=(above, *notes)))
        out.append(s)
    return out


def warned(sections: list[StateView], warnings: Mapping[str, Sequence[str]], lang: str) -> list[StateView]:
    """Each state whose texts its numbers no longer bear out opens with a panel saying what they say and what the
    numbers give (`warnings` by state id; "" for the whole file, said under the first state): on stderr alone, a
    class had been given such texts in a handout, and a long page through the pager hid the line above it."""
    out = []
    for k, s in enumerate(sections):
        said = [*(warnings.get("", ()) if k == 0 else ()), *warnings.get(s.id, ())]
        if said:
            note = Panel(say(M.texts_wrong_note, lang), tuple(Para(line[:1].upper() + line[1:], "wrong")
                                                                for line in said))
            s = s._replace(panels=(note, *s.panels))
        out.append(s)
    return out


def states_page(views: Sequence[StateView], lesson: Lesson, lang: str, *, linear: bool = False) -> Page:
    """Several states on one page, as `show all` prints them: the lesson's heading once, then each state (the
    demonstration's inputs once), and the paper's reference once, at the end (each state's page had repeated both)."""
    cited = set(reference(lesson, lang))
    pages = [state_page(sv, lesson, lang, heading=k == 0, linear=linear)
             for k, sv in enumerate(inputs_once(list(views), lang))]
    body = tuple(block for page in pages for block in page if block not in cited)
    return (*body, *reference(lesson, lang))
