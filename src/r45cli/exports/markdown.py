"""Markdown: headings, pipe tables for every tabular panel, formulas as text, pictures linked beside the file.

Lesson text is escaped so it shows as it is: no raw HTML, no link but its
own http(s) URLs (as `<…>`, which plain CommonMark makes links), no markup.
A figure's caption is written once, as a bold line; a picture's alt text
says what it shows. Linked pictures carry their own light background, so
they read on a light page and on a dark one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, colon, say
from ..render.wrap import Prose
from ..view.model import Bars, Block, Chain, Diagram, Items, Para, Table
from ..view.state import StateView
from .grid import SKIPPED, Grid, LabNote, grids, minus_signs, pictures, titled, web
from .svg import said

Namer = Callable[[str, int], str]  # (state id, picture number from 0) -> a picture's file name

# What could start markup, a link, raw HTML or an entity, or end a table cell; an `_` inside a word cannot (W_O stays
# W_O).
_MD_SPECIAL = re.compile(r"[\\`*\[\]<>|]|&(?=#?\w+;)|(?<!\w)_|_(?!\w)")
_MD_BLOCK = re.compile(r"^(\s*)([#>+=-]|\d+(?=[.)]))")  # what would make a line a heading, a quote or a list
ALIGN = {"num": "---:", "mark": ":---:"}


def md(text: str, *, starts_line: bool = False) -> str:
    """Lesson text as Markdown that shows it as it is: no raw HTML, no link but its own http(s) URLs, no markup.

    `starts_line`: the text begins a line, where `#`, `>`, `-` or `1.` would begin a block.
    """
    out = []
    for token in Prose(clean(text).replace("\n", " ")).tokens:
        word = token.rstrip()
        out.append(f"<{word}>{token[len(word):]}" if web(word) else _MD_SPECIAL.sub(lambda m: "\\" + m.group(0), token))
    joined = "".join(out)
    if not starts_line:
        return joined
    escaped = lambda m: m.group(1) + (m.group(2) + "\\" if m.group(2)[0].isdigit() else "\\" + m.group(2))  # noqa: E731
    return _MD_BLOCK.sub(escaped, joined, count=1)


def code(text: str) -> str:
    """A code span that no backtick inside can close."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{clean(text)}{pad}{fence}"


def pipe_table(g: Grid) -> list[str]:
    """A table; a number's or a formula's minus sign as U+2212."""
    align = [ALIGN.get(k, "---") for k in g.kinds]
    caption = [f"**{md(g.caption)}**", ""] if g.caption else []
    cells = [[minus_signs(c) if g.kinds[k] in ("num", "formula") else c for k, c in enumerate(row)] for row in g.rows]
    return [*caption, f"| {' | '.join(md(h) or ' ' for h in g.headers)} |", f"| {' | '.join(align)} |",
            *(f"| {' | '.join(md(c) or ' ' for c in row)} |" for row in cells), ""]


def _link(url: str) -> str:
    """A link's destination: the URL in <…> when it is http(s), else nowhere."""
    return f"<{url}>" if web(url) else "<#>"


def reference(lesson: Lesson, lang: str) -> list[str]:
    ref = lesson.reference
    lines = [f"## {md(say(M.reference, lang))}", "", f"[{md(ref.title)}]({_link(ref.url)}), {md(ref.where(lang))}", ""]
    lines += [f"- {md(d(lang), starts_line=True)}" for d in ref.details]
    lines += ["", f"## {md(say(M.further, lang))}", ""]
    return lines + [f"- {_further(item(lang), lang)}" for item in ref.further]


def _further(text: str, lang: str) -> str:
    """A further-study item: its link titled with the item's own words."""
    link = titled(text)
    if link is None:
        return md(text, starts_line=True)
    cited = f"[{md(link.title)}]({_link(link.url)})"
    return f"{cited}{colon(lang)}{md(link.rest)}" if link.rest else cited


def anchor(state_id: str) -> str:
    """A state's anchor: its id, checked at load; escaped all the same."""
    from html import escape

    return escape(clean(state_id), quote=True)


def _flow(d: Diagram) -> str:
    """The diagram as one line of text: each sublayer's parts in brackets after its name, the state's parts in bold."""
    said = [f"**{md(n.label)}**" if n.lit else md(n.label) for n in d.nodes]
    out, k = [], 0
    while k < len(d.nodes):
        span = next((s for s in d.spans if s.first == k), None)
        if span is None:
            out.append(said[k])
            k += 1
        else:
            out.append(f"{md(span.title)} ({' → '.join(said[span.first : span.last + 1])})")
            k = span.last + 1
    return " → ".join(out)


def block(b: Block, link: tuple[str, str] | None, lang: str) -> list[str]:
    """One block: a picture's link and words (when written beside the file), then its words or its values as a table."""
    out = [f"![{md(said(link[1]))}](<{link[0]}>)", ""] if link else []
    if isinstance(b, Para):
        if b.role in SKIPPED:
            return []
        return [code(minus_signs(b.text)) if b.role == "formula" else md(b.text, starts_line=True), ""]
    if isinstance(b, Items):
        return [*(f"- {md(t, starts_line=True)}" for t in b.texts), ""]
    if isinstance(b, Chain):
        return [code(minus_signs(" → ".join(b.items))), ""]
    if isinstance(b, Diagram):
        return [*out, _flow(b), "", md(say(M.export_bold_key, lang), starts_line=True), ""]
    if isinstance(b, Bars):
        from .grid import bars_grid

        return [*out, *pipe_table(bars_grid(b, lang))]
    legend = [md(b.legend, starts_line=True), ""] if isinstance(b, Table) and b.legend else []
    return [*out, *(line for g in grids(b, lang) for line in pipe_table(g)), *legend]


def markdown(lesson: Lesson, sections: Sequence[StateView], lang: str, names: Namer | None = None,
             notes: Sequence[LabNote] = ()) -> str:
    out = [f"# {md(lesson.title(lang))}", ""]
    if lesson.opening is not None:
        out += [md(lesson.opening(lang), starts_line=True), ""]
    if len(sections) > 1:
        out += [f"- [{md(s.id)} · {md(s.title)}](#{anchor(s.id)})" for s in sections] + [""]
    for s in sections:
        out += [f'<a id="{anchor(s.id)}"></a>', "", f"## {md(s.id)} · {md(s.title)}", "", md(s.meta, starts_line=True),
                "", md(s.explain, starts_line=True), ""]
        out += [f"- {md(note, starts_line=True)}" for note in s.notes] + ([""] if s.notes else [])
        drawn = pictures(s, lang)
        inputs = () if s.inputs is None else ((s.inputs.title, s.inputs.blocks),)
        panels = ((s.diagram.caption, (s.diagram,)), *((p.title, p.blocks) for p in s.panels), *inputs)
        for n, (title, blocks) in enumerate(panels, 1):
            out += [f'<a id="{anchor(s.id)}-{n}"></a>', "", f"### {md(title)}", ""]
            drawn_legends = {b.legend for b in blocks if isinstance(b, Table) and b.legend}
            for b in blocks:
                if isinstance(b, Para) and b.role == "legend" and b.text in drawn_legends:
                    continue  # the table's own legend says it already
                k = next((i for i, pic in enumerate(drawn) if pic.drawn is b), None)
                out += block(b, (names(s.id, k), drawn[k].desc) if names and k is not None else None, lang)
    if notes:
        out += [f"## {md(say(M.lab_notes_title, lang))}", ""]
        for note in notes:
            out += [f"### {md(note.title)}", ""]
            if note.asked:
                out += [f"**{md(say(M.export_note_asked, lang))}**{colon(lang)}{md(note.asked)}", ""]
            out += [f"**{md(say(M.export_note_yours, lang))}**", "", f"> {md(note.yours, starts_line=True)}", ""]
            if note.points:
                out += [f"**{md(say(M.export_note_model, lang))}**", ""]
                out += [f"- {md(p, starts_line=True)}" for p in note.points] + [""]
    return "\n".join(out + reference(lesson, lang)) + "\n"


__all__ = ["markdown", "md"]
