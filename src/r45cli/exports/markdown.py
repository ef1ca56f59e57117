"""Markdown: headings, pipe tables for every tabular panel, formulas as text, pictures linked beside the file.

Lesson text is escaped so it shows as it is, in plain CommonMark and in
GitHub's flavour alike: no raw HTML, no code fence or other block of its
own, no strike-through, no math, no table cell ended early, no link but its
own http(s) URLs (as `<…>`, which plain CommonMark makes links, with the
punctuation around a URL left outside it). tests/test_markdown_renderers.py
reads every export of a lesson written to break out with markdown-it-py.
A figure's caption is written once, as a bold line; a picture's alt text
says what it shows. Linked pictures carry their own light background, so
they read on a light page and on a dark one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..controls import clean
from ..lesson.model import Lesson
from ..messages import M, colon, comma, say
from ..render.wrap import Prose, is_url
from ..urls import url_parts
from ..view.model import Bars, Block, Chain, Diagram, Items, Para
from ..view.state import StateView
from ..vocab import minus_signs, quoted_command
from .grid import SKIPPED, Grid, LabNote, grids, pictures, titled, unrepeated, web

Namer = Callable[[str, int], str]  # (state id, picture number from 0) -> a picture's file name

# What could start markup, a link, raw HTML or an entity, end a table cell, or strike text through (GitHub strikes
# `~one~` as well as `~~two~~`); an `_` inside a word cannot (W_O stays W_O).
_MD_SPECIAL = re.compile(r"[\\`*\[\]<>|~]|&(?=#?\w+;)|(?<!\w)_|_(?!\w)")
_MD_BLOCK = re.compile(r"^([#>+=-]|\d+(?=[.)]))")  # what would make a line a heading, a quote or a list
# GitHub reads `$…$` as math whether or not its `$` is escaped with a backslash; as an entity, a `$` is only a `$`.
DOLLAR = "&#36;"
ALIGN = {"num": "---:", "mark": ":---:"}
def _escaped(text: str) -> str:
    """Text as Markdown that shows it as it is: each character that could mean markup escaped, `$` an entity."""
    return _MD_SPECIAL.sub(lambda m: "\\" + m.group(0), text).replace("$", DOLLAR)


def _link(url: str, cell: bool) -> str:
    """A URL as a link that shows it as it is: an autolink `<…>` where that is safe, else a link whose text and
    destination are escaped (a `$` as an entity, which both read as `$`; a backslash doubled, which an autolink
    cannot do). In a table cell a `|` is escaped: GitHub and markdown-it take `\\|` out of a cell before they read
    its text, and a bare `|` would end the cell."""
    if "$" not in url and "\\" not in url:
        return f"<{url.replace('|', chr(92) + '|') if cell else url}>"
    return f"[{_escaped(url)}]({_destination(url)})"


def _destination(url: str) -> str:
    """A link's destination: the URL in <…> with `\\`, `&` and `|` escaped and `$` an entity when it is http(s), else
    nowhere. (A destination reads escapes and entities: the link goes to the URL as it is.)"""
    if not web(url):
        return "<#>"
    return "<" + re.sub(r"[\\&|]", lambda m: "\\" + m.group(0), url).replace("$", DOLLAR) + ">"


def md(text: str, *, starts_line: bool = False, cell: bool = False, links: bool = True) -> str:
    """Lesson text as Markdown that shows it as it is: no raw HTML, no link but its own http(s) URLs, no markup.

    `starts_line`: the text begins a line, where `#`, `>`, `-`, `1.` or an indent of four spaces would begin a
    block. `cell`: the text is a table's cell, where a `|` inside a URL would end the cell too. Not `links`: the text
    is a link's own (a contents entry), where a link inside would end it.
    """
    out = []
    for token in Prose(clean(text).replace("\n", " ")).tokens:
        opened, url, after = url_parts(token) if links and is_url(token) else ("", "", token)
        command = quoted_command(token) if not url else None
        if url and web(url):
            out.append(_escaped(opened) + _link(url, cell) + _escaped(after))
        elif command is not None:
            out.append(f"{_escaped(command[0])}`{command[1]}`{_escaped(command[2])}")
        else:
            out.append(_escaped(token))
    joined = "".join(out)
    if not starts_line:
        return joined
    joined = joined.lstrip()  # four spaces would make the line code
    escaped = lambda m: m.group(1) + "\\" if m.group(1)[0].isdigit() else "\\" + m.group(1)  # noqa: E731
    return _MD_BLOCK.sub(escaped, joined, count=1)


def paragraph(text: str, lead: str = "", indent: str = "") -> str:
    """Lesson text as a paragraph of its own, its line breaks (an instructor's `|-` block) kept as hard breaks: a
    backslash ends each line but the last. Joined into one line, they had run together. `lead` begins the first
    line (a list item's `- `), `indent` each later one (`  ` keeps it in the item, `> ` in the quote)."""
    lines = [md(line, starts_line=True) for line in text.split("\n") if line.strip()]
    return lead + f"\\\n{indent}".join(lines)


def item(text: str) -> str:
    """A list item whose text may have line breaks of its own."""
    return paragraph(text, "- ", "  ")


def heading(level: int, text: str) -> str:
    """A heading line; a `#` closing the text is escaped, or the heading would drop it as its closing sequence."""
    said = md(text)
    return f"{'#' * level} {said[:-1]}\\#" if said.endswith("#") else f"{'#' * level} {said}"


def picture_link(name: str) -> str:
    """A picture's file name as a link's destination: percent-encoded, so `<`, `>`, spaces, `$` or `|` in the name
    given to -o can neither end the link nor be read as HTML."""
    from urllib.parse import quote

    return quote(name, safe="")


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
    return [*caption, f"| {' | '.join(md(h, cell=True) or ' ' for h in g.headers)} |", f"| {' | '.join(align)} |",
            *(f"| {' | '.join(md(c, cell=True) or ' ' for c in row)} |" for row in cells), ""]


def reference(lesson: Lesson, lang: str) -> list[str]:
    ref = lesson.reference
    cited = f"[{md(ref.title)}]({_destination(ref.url)}){comma(lang)}{md(ref.where(lang))}"
    lines = [heading(2, say(M.reference, lang)), "", cited, ""]
    lines += [f"- {md(d(lang), starts_line=True)}" for d in ref.details]
    lines += ["", heading(2, say(M.further, lang)), ""]
    return lines + [f"- {_further(item(lang), lang)}" for item in ref.further]


def _further(text: str, lang: str) -> str:
    """A further-study item: its link titled with the item's own words."""
    link = titled(text)
    if link is None:
        return md(text, starts_line=True)
    cited = f"[{md(link.title)}]({_destination(link.url)})"
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
    out = [f"![{md(minus_signs(link[1]))}](<{picture_link(link[0])}>)", ""] if link else []
    if isinstance(b, Para):
        if b.role in SKIPPED:
            return []
        if b.role == "formula":
            return [code(minus_signs(b.text)), ""]
        return [paragraph(b.text), ""]
    if isinstance(b, Items):
        return [*map(item, b.texts), ""]
    if isinstance(b, Chain):
        return [code(minus_signs(" → ".join(b.items))), ""]
    if isinstance(b, Diagram):
        return [*out, _flow(b), "", md(say(M.export_bold_key, lang), starts_line=True), ""]
    if isinstance(b, Bars):
        from .grid import bars_grid

        return [*out, *pipe_table(bars_grid(b, lang))]
    # a weight table's shading is the picture's, which draws its legend, and whose alt text says it (the pipe table has
    # none): not said again between the picture and the table, where it read as the table's (an instructor's report)
    return [*out, *(line for g in grids(b, lang) for line in pipe_table(g))]


def markdown(lesson: Lesson, sections: Sequence[StateView], lang: str, names: Namer | None = None,
             notes: Sequence[LabNote] = ()) -> str:
    out = [heading(1, lesson.title(lang)), ""]
    if lesson.opening is not None:
        out += [paragraph(lesson.opening(lang)), ""]
    if len(sections) > 1:
        out += [f"- [{md(s.id)} · {md(s.title, links=False)}](#{anchor(s.id)})" for s in sections] + [""]
    for s in sections:
        out += [f'<a id="{anchor(s.id)}"></a>', "", heading(2, f"{s.id} · {s.title}"), "", md(s.meta, starts_line=True),
                "", paragraph(s.explain), ""]
        out += [*map(item, s.notes)] + ([""] if s.notes else []) + ([paragraph(s.held), ""] if s.held else [])
        drawn = pictures(s, lang)
        inputs = () if s.inputs is None else ((s.inputs.title, s.inputs.blocks),)
        panels = ((s.diagram.caption, (s.diagram,)), *((p.title, p.blocks) for p in s.panels), *inputs)
        for n, (title, blocks) in enumerate(panels, 1):
            out += [f'<a id="{anchor(s.id)}-{n}"></a>', "", heading(3, title), ""]
            for b in unrepeated(blocks):
                k = next((i for i, pic in enumerate(drawn) if pic.drawn is b), None)
                link = (names(s.id, k), drawn[k].alt or drawn[k].desc) if names and k is not None else None
                out += block(b, link, lang)  # the alt text without the numbers the pipe table under it gives
    if notes:
        out += [heading(2, say(M.lab_notes_title, lang)), ""]
        for note in notes:
            out += [heading(3, note.title), ""]
            if note.asked:
                out += [f"**{md(say(M.export_note_asked, lang))}**{colon(lang)}{md(note.asked)}", ""]
            out += [f"**{md(say(M.export_note_yours, lang))}**", "", paragraph(note.yours, "> ", "> "), ""]
            if note.points:
                out += [f"**{md(say(M.export_note_model, lang))}**", ""]
                out += [*map(item, note.points), ""]
    return "\n".join(out + reference(lesson, lang)) + "\n"


__all__ = ["markdown", "md"]
