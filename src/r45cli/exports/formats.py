"""The three export formats, from the same content: Markdown, one HTML page, one SVG picture.

- Markdown is real Markdown: headings, pipe tables for vectors and
  matrices, formulas as text, and pictures linked when they are written
  beside the file (`pictures`).
- HTML is one self-contained page: `lang`, a `<title>`, real links, the
  pictures inline, a palette for light pages and one for dark.
- SVG stacks the texts and pictures of the chosen states in one image.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from html import escape as html_escape

from rich.cells import cell_len

from ..controls import clean, forbidden
from ..lesson.model import Lesson
from ..messages import M, say
from ..numfmt import coefficient, fixed
from ..render.wrap import Prose, is_url
from . import svg
from .content import Bars, Diagram, Heatmap, Preformatted, Section, Table
from .palette import DARK, FONTS, LIGHT

Namer = Callable[[str, int], str]  # (state id, figure number) -> a picture's file name


# What could start markup, a link, raw HTML or an entity, or end a table cell; an `_` inside a word cannot (W_O stays W_O).
_MD_SPECIAL = re.compile(r"[\\`*\[\]<>|]|&(?=#?\w+;)|(?<!\w)_|_(?!\w)")
_MD_BLOCK = re.compile(r"^(\s*)([#>+=-]|\d+(?=[.)]))")  # what would make a line a heading, a quote or a list


def _md(text: str, *, starts_line: bool = False) -> str:
    """Lesson text as Markdown that shows it as it is: no raw HTML, no link but its own http(s) URLs, no markup.

    `starts_line`: the text begins a line, where `#`, `>`, `-` or `1.` would begin a block.
    """
    out = []
    for token in Prose(clean(text).replace("\n", " ")).tokens:
        word = token.rstrip()
        out.append(f"<{word}>{token[len(word):]}" if _web(word) else _MD_SPECIAL.sub(lambda m: "\\" + m.group(0), token))
    joined = "".join(out)
    if not starts_line:
        return joined
    return _MD_BLOCK.sub(lambda m: m.group(1) + (m.group(2) + "\\" if m.group(2)[0].isdigit() else "\\" + m.group(2)), joined, count=1)


def _md_cell(text: str) -> str:
    return _md(text)


def _fence(text: str) -> str:
    """A code fence longer than any run of backticks in `text`, so the text cannot close it."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    return "`" * max(3, longest + 1)


def _md_table(headers: Sequence[str], rows: Sequence[Sequence[str]], numeric_from: int = 1) -> list[str]:
    align = ["---" if k < numeric_from else "---:" for k in range(len(headers))]
    return [f"| {' | '.join(_md_cell(h) or ' ' for h in headers)} |", f"| {' | '.join(align)} |", *(f"| {' | '.join(_md_cell(c) for c in row)} |" for row in rows)]


def reference_md(lesson: Lesson, lang: str) -> list[str]:
    ref = lesson.reference
    lines = [f"## {_md(say(M.reference, lang))}", "", f"[{_md(ref.title)}]({_md_link(ref.url)}), {_md(ref.where(lang))}", ""]
    lines += [f"- {_md(d(lang), starts_line=True)}" for d in ref.details]
    lines += ["", f"## {_md(say(M.further, lang))}", ""]
    return lines + [f"- {_md(item(lang), starts_line=True)}" for item in ref.further]


def _md_link(url: str) -> str:
    """A link's destination: the URL in <…> when it is http(s), else nowhere."""
    return f"<{url}>" if _web(url) else "<#>"


def _web(url: str) -> bool:
    return is_url(url) and not any(ch.isspace() or ch in '<>"' or forbidden(ch) for ch in url)


def markdown(lesson: Lesson, sections: Sequence[Section], lang: str, pictures: Namer | None = None, diagram_texts: dict[str, str] | None = None) -> str:
    out = [f"# {_md(lesson.title(lang))}", ""]
    if lesson.opening is not None:
        out += [_md(lesson.opening(lang), starts_line=True), ""]
    if len(sections) > 1:
        out += [f"- [{_md(s.id)} · {_md(s.title)}](#{_anchor(s.id)})" for s in sections] + [""]
    for s in sections:
        out += [f'<a id="{_anchor(s.id)}"></a>', "", f"## {_md(s.id)} · {_md(s.title)}", "", f"*{_md(s.meta)}*", "", _md(s.explain, starts_line=True), ""]
        out += [f"- {_md(note, starts_line=True)}" for note in s.notes] + ([""] if s.notes else [])
        for k, fig in enumerate(s.figures):
            link = f"![{_md(fig.caption)}](<{pictures(s.id, k)}>)" if pictures and type(fig) in svg.PICTURES else None
            if isinstance(fig, Table):
                out += [f"**{_md(fig.caption)}**", "", *_md_table(fig.headers, fig.rows), ""]
            elif isinstance(fig, Heatmap):
                out += [f"**{_md(fig.caption)}**", ""] + ([link, ""] if link else [])
                out += [*_md_table(("", *fig.col_labels), [(r, *(coefficient(x) for x in row)) for r, row in zip(fig.row_labels, fig.values)]), ""]
            elif isinstance(fig, Bars):
                out += [f"**{_md(fig.caption)}**", ""] + ([link, ""] if link else [])
                out += [*_md_table(("", "value"), [(label, fixed(value)) for label, value in (r for r in fig.rows if r)]), ""]
            elif isinstance(fig, Diagram):
                shown = " → ".join(f"**{_md(label)}**" if lit else _md(label) for label, lit in fig.parts)
                out += [f"**{_md(fig.caption)}**", ""] + ([link, ""] if link else []) + [shown, ""]
            elif isinstance(fig, Preformatted):
                fence = _fence(fig.text)
                out += [f"{fence}text", clean(fig.text), fence, ""]
    return "\n".join(out + reference_md(lesson, lang)) + "\n"


PAGE_STYLE = f"""
:root {{ color-scheme: light dark; }}
body {{ font-family: {FONTS}; background: {LIGHT["bg"]}; color: {LIGHT["text"]}; max-width: 62rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.55; }}
a {{ color: {LIGHT["link"]}; overflow-wrap: anywhere; }}
.meta, caption {{ color: {LIGHT["meta"]}; }}
table {{ border-collapse: collapse; margin: 0.5rem 0 1rem; }}
td, th {{ border: 1px solid {LIGHT["box"]}; padding: 0.1rem 0.5rem; }}
td.n {{ text-align: right; font-variant-numeric: tabular-nums; }}
pre {{ overflow-x: auto; }}
section {{ border-top: 1px solid {LIGHT["box"]}; margin-top: 2rem; }}
@media (prefers-color-scheme: dark) {{
  body {{ background: {DARK["bg"]}; color: {DARK["text"]}; }}
  a {{ color: {DARK["link"]}; }}
  .meta, caption {{ color: {DARK["meta"]}; }}
  td, th {{ border-color: {DARK["box"]}; }}
  section {{ border-color: {DARK["box"]}; }}
}}
"""


def _h(text: str) -> str:
    """Text for HTML, in an element or an attribute: escaped, and no control character."""
    return html_escape(clean(text), quote=True)


def _anchor(state_id: str) -> str:
    """A state's anchor: its id, checked at load; escaped all the same."""
    return _h(state_id)


def _linked(text: str) -> str:
    """Text with each URL as a real link."""
    out = []
    for token in Prose(text).tokens:
        stripped = token.strip()
        out.append(f'<a href="{_h(stripped)}">{_h(stripped)}</a>{_h(token[len(token.rstrip()):])}' if _web(stripped) else _h(token))
    return "".join(out)


def html(lesson: Lesson, sections: Sequence[Section], lang: str) -> str:
    title = lesson.title(lang)
    body = [f"<h1>{_h(title)}</h1>"]
    if lesson.opening is not None:
        body.append(f'<p class="meta">{_h(lesson.opening(lang))}</p>')
    if len(sections) > 1:
        body.append("<nav><ul>" + "".join(f'<li><a href="#{_anchor(s.id)}">{_h(s.id)} · {_h(s.title)}</a></li>' for s in sections) + "</ul></nav>")
    for s in sections:
        body.append(f'<section id="{_anchor(s.id)}"><h2>{_h(s.id)} · {_h(s.title)}</h2><p class="meta">{_h(s.meta)}</p><p>{_h(s.explain)}</p>')
        if s.notes:
            body.append("<ul>" + "".join(f"<li>{_h(n)}</li>" for n in s.notes) + "</ul>")
        for fig in s.figures:
            if isinstance(fig, Table):
                head = "".join(f"<th>{_h(h)}</th>" for h in fig.headers)
                rows = "".join("<tr>" + "".join(f'<td class="{"n" if k else ""}">{_h(c)}</td>' for k, c in enumerate(row)) + "</tr>" for row in fig.rows)
                body.append(f"<table><caption>{_h(fig.caption)}</caption><tr>{head}</tr>{rows}</table>")
            elif isinstance(fig, Preformatted):
                body.append(f"<pre>{_h(fig.text)}</pre>")
            else:
                body.append(f"<figure>{svg.picture(fig, lang, fig.caption)}</figure>")
        body.append("</section>")
    ref = lesson.reference
    cited = f'<a href="{_h(ref.url)}">{_h(ref.title)}</a>' if _web(ref.url) else _h(ref.title)
    body.append(f"<section><h2>{_h(say(M.reference, lang))}</h2><p>{cited}, {_h(ref.where(lang))}</p>")
    body.append("<ul>" + "".join(f"<li>{_h(d(lang))}</li>" for d in ref.details) + "</ul>")
    body.append(f'<h2>{_h(say(M.further, lang))}</h2><ul>' + "".join(f"<li>{_linked(item(lang))}</li>" for item in ref.further) + "</ul></section>")
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_h(title)}</title>\n<style>{PAGE_STYLE}</style>\n</head>\n<body>\n" + "\n".join(body) + "\n</body>\n</html>\n"
    )


def _text_lines(text: str, width: int = 100) -> list[str]:
    return [line for paragraph in text.splitlines() for line in (Prose(paragraph).lines(width) if paragraph.strip() else [""])]


def _table_lines(t: Table) -> list[str]:
    widths = [max(cell_len(c) for c in col) for col in zip(t.headers, *t.rows)]
    fmt = lambda row: "  ".join((c.ljust(w) if k == 0 else " " * (w - cell_len(c)) + c) for k, (c, w) in enumerate(zip(row, widths)))  # noqa: E731
    return [t.caption, fmt(t.headers), *(fmt(r) for r in t.rows)]


def svg_document(lesson: Lesson, sections: Sequence[Section], lang: str) -> str:
    """The chosen states as one picture: texts by their width in cells, figures as shapes."""
    parts, y, width = [], 30.0, 100 * svg.CELL + 20
    parts.append(svg.text(10, y, lesson.title(lang)))
    y += svg.LINE
    if lesson.opening is not None:
        for line in _text_lines(lesson.opening(lang)):
            parts.append(svg.text(10, y, line, "m"))
            y += svg.LINE
    for s in sections:
        y += svg.LINE
        parts.append(svg.text(10, y, f"{s.id} · {s.title}"))
        y += svg.LINE
        parts.append(svg.text(10, y, s.meta, "m"))
        y += svg.LINE
        for line in _text_lines(s.explain) + [f"• {n}" for note in s.notes for n in _text_lines(note, 98)]:
            parts.append(svg.text(10, y, line))
            y += svg.LINE
        for fig in s.figures:
            y += svg.LINE / 2
            if type(fig) in svg.PICTURES:
                body, w, h = svg.PICTURES[type(fig)](fig, lang)
                parts.append(f'<g transform="translate(0 {y:.1f})">{body}</g>')
                y += h
                width = max(width, w)
            else:
                for line in _table_lines(fig) if isinstance(fig, Table) else [fig.caption, *fig.text.splitlines()]:
                    if line:
                        parts.append(svg.text(10, y + 14, line, "t"))
                    y += svg.LINE
    return svg.wrap(f'<rect width="100%" height="100%" class="bg"/>{"".join(parts)}', width, y + 20, lang, lesson.title(lang))


__all__ = ["html", "markdown", "svg_document"]
