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
from ..messages import M, say
from ..numfmt import coefficient, fixed
from ..render.wrap import Prose
from .content import Bars, Diagram, Heatmap, LabNote, Notes, Section, Table, pictures, web

Namer = Callable[[str, int], str]  # (state id, figure number) -> a picture's file name

# What could start markup, a link, raw HTML or an entity, or end a table cell; an `_` inside a word cannot (W_O stays W_O).
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
    return _MD_BLOCK.sub(lambda m: m.group(1) + (m.group(2) + "\\" if m.group(2)[0].isdigit() else "\\" + m.group(2)), joined, count=1)


def code(text: str) -> str:
    """A code span that no backtick inside can close."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    return f"{fence} {clean(text)} {fence}" if text.startswith("`") or text.endswith("`") else f"{fence}{clean(text)}{fence}"


def pipe_table(headers: Sequence[str], rows: Sequence[Sequence[str]], kinds: Sequence[str]) -> list[str]:
    align = [ALIGN.get(k, "---") for k in kinds]
    return [f"| {' | '.join(md(h) or ' ' for h in headers)} |", f"| {' | '.join(align)} |", *(f"| {' | '.join(md(c) or ' ' for c in row)} |" for row in rows)]


def _link(url: str) -> str:
    """A link's destination: the URL in <…> when it is http(s), else nowhere."""
    return f"<{url}>" if web(url) else "<#>"


def reference(lesson: Lesson, lang: str) -> list[str]:
    ref = lesson.reference
    lines = [f"## {md(say(M.reference, lang))}", "", f"[{md(ref.title)}]({_link(ref.url)}), {md(ref.where(lang))}", ""]
    lines += [f"- {md(d(lang), starts_line=True)}" for d in ref.details]
    lines += ["", f"## {md(say(M.further, lang))}", ""]
    return lines + [f"- {md(item(lang), starts_line=True)}" for item in ref.further]


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


def figure(fig, link: str | None, lang: str) -> list[str]:  # type: ignore[no-untyped-def]
    """One figure: its caption once, its picture (when written beside the file; a heatmap's carries its legend), its values as a table."""
    if isinstance(fig, Notes):
        return [f"### {md(fig.caption)}", "", *(line for f in fig.formulas for line in (code(f), "")), *(line for t in fig.lines for line in (md(t, starts_line=True), ""))]
    out = [f"**{md(fig.caption)}**", ""]
    if link is not None:
        out += [f"![{md(fig.desc)}](<{link}>)", ""]
    if isinstance(fig, Table):
        out += [*pipe_table(fig.headers, fig.rows, fig.kinds), ""]
        out += [line for note in fig.notes for line in (md(note, starts_line=True), "")]
    elif isinstance(fig, Heatmap):
        kinds = ("label", *("num" for _ in fig.col_labels))
        out += [*pipe_table(("", *fig.col_labels), [(r, *(coefficient(x) for x in row)) for r, row in zip(fig.row_labels, fig.values)], kinds), ""]
    elif isinstance(fig, Bars):
        out += [*pipe_table(fig.headers, [(label, fixed(value)) for label, value in (r for r in fig.rows if r)], ("label", "num")), ""]
    elif isinstance(fig, Diagram):
        out += [_flow(fig), "", md(say(M.export_bold_key, lang), starts_line=True), ""]
    return out


def markdown(lesson: Lesson, sections: Sequence[Section], lang: str, names: Namer | None = None, notes: Sequence[LabNote] = ()) -> str:
    out = [f"# {md(lesson.title(lang))}", ""]
    if lesson.opening is not None:
        out += [md(lesson.opening(lang), starts_line=True), ""]
    if len(sections) > 1:
        out += [f"- [{md(s.id)} · {md(s.title)}](#{anchor(s.id)})" for s in sections] + [""]
    for s in sections:
        out += [f'<a id="{anchor(s.id)}"></a>', "", f"## {md(s.id)} · {md(s.title)}", "", f"*{md(s.meta)}*", "", md(s.explain, starts_line=True), ""]
        out += [f"- {md(note, starts_line=True)}" for note in s.notes] + ([""] if s.notes else [])
        linked = {k for k, _ in pictures(s)} if names else set()
        for k, fig in enumerate(s.figures):
            out += figure(fig, names(s.id, k) if names and k in linked else None, lang)
    if notes:
        out += [f"## {md(say(M.lab_notes_title, lang))}", ""]
        for note in notes:
            out += [f"### {md(note.title)}", "", f"> {md(note.yours, starts_line=True)}", ""]
            out += [f"- {md(p, starts_line=True)}" for p in note.points] + ([""] if note.points else [])
    return "\n".join(out + reference(lesson, lang)) + "\n"


__all__ = ["markdown", "md"]
