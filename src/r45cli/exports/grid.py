"""What every export format shares: the view model's tables, equations and bars as rows of strings with a kind
per column, which pictures a state has, and the learner's lab notes.

Markdown, HTML and the SVG page each write a Grid as their own table; a
number keeps the text the view model gave it, an attention weight its shade
mark beside it, a mark its symbol.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..controls import forbidden
from ..lesson.model import Lesson
from ..lesson.vocabulary import LAB_EXPERIMENTS
from ..messages import M, colon, comma, enumeration, say, semicolon, sentences
from ..palette import step_name
from ..render.wrap import Prose
from ..urls import flaw
from ..view.model import Bars, Beside, Block, Diagram, Equations, Formula, Mark, Num, Para, Table
from ..view.state import StateView
from ..vocab import HEAT_MARKS, SEEN, UNSEEN

LANG_TAGS = {"zh": "zh-Hans", "en": "en"}  # what `lang` and `xml:lang` say: the Chinese is simplified
SKIPPED = ("said", "keys")  # what only the linear text needs, or only a prompt says


class Grid(NamedTuple):
    caption: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]  # the first column labels each row
    kinds: tuple[str, ...]  # per column: label, num, formula, text, mark
    shades: tuple[tuple[str, ...], ...] = ()  # per cell, a shade class (q-0…q-4, w-n4…w-p4) or ""
    legend: str = ""
    # per cell, (what it says, a mark drawn beside it for the eye alone, the mark's meaning in words), where a page
    # can keep the mark from a screen reader and say the words instead; () when the rows say it all
    parts: tuple[tuple[tuple[str, str, str], ...], ...] = ()


class LabNote(NamedTuple):
    """A line the learner wrote before a lab experiment: the experiment's title, the question it was asked, the line,
    and a model answer's points."""

    title: str
    yours: str
    points: tuple[str, ...]
    asked: str = ""


def unrepeated(blocks: Sequence[Block]) -> list[Block]:
    """A panel's blocks less a legend line that a table among them carries already (a heatmap draws its ramp and
    words with it): the tall SVG page had said W1's, W2's and W_O's legend twice."""
    carried = {b.legend for b in blocks if isinstance(b, Table) and b.legend}
    return [b for b in blocks if not (isinstance(b, Para) and b.role == "legend" and b.text in carried)]


def web(url: str) -> bool:
    """An http(s) URL that can be written as a link as it is: one with no flaw (urls.flaw: a host, no user name, no
    space or quote) and no control character. A further-study "http://" had been linked, beside a sentence's fixed."""
    return flaw(url) is None and not any(forbidden(ch) for ch in url)


# What a mark that comes without words of its own means (the visibility grids' marks)
_MARK_WORDS = {SEEN: M.export_can_read, UNSEEN: M.export_cannot_read}


def _cell(c: object, shading: str, lang: str) -> tuple[str, str, str, tuple[str, str, str]]:
    """(text, kind, shade, parts) of one cell; parts as Grid.parts has them."""
    if isinstance(c, Num):
        if shading == "attention" and c.shade is not None:
            mark = HEAT_MARKS[c.shade]
            return f"{c.text} {mark}", "num", f"q-{c.shade}", (c.text, mark, "")
        return c.text, "num", f"w-{step_name(c.shade or 0)}" if shading == "weight" else "", (c.text, "", "")
    if isinstance(c, Mark):
        words = c.words or (say(_MARK_WORDS[c.symbol], lang) if c.symbol in _MARK_WORDS else "")
        return c.symbol, "mark", "", ("", c.symbol, words) if words else (c.symbol, "", "")
    if isinstance(c, Formula):
        return c.text, "formula", "", (c.text, "", "")
    return str(c), "text", "", (str(c), "", "")


def grid(t: Table, lang: str, *, short: bool = False) -> Grid:
    """A table as rows of strings; one without headers (a label and a value a row) gets `quantity | value`.

    No header cell is empty: a weight matrix's corner is its name, another table's the word for what its rows are.
    `short`: the table's short headers where it has them, each long one's formula moved to the caption, for a page
    that must fit a phone.
    """
    cells = [[_cell(c, t.shading, lang) for c in r.cells] for r in t.rows]
    width = max((len(row) for row in cells), default=0)
    kinds = tuple(next((k for row in cells if row[j][0] for k in [row[j][1]]), "text") for j in range(width))
    headers = t.headers or (say(M.export_quantity, lang), *([say(M.export_value, lang)] * width))
    caption = t.caption
    if short and t.short:
        moved = [long for long, brief in zip(t.headers[1:], t.short[1:]) if long != brief]
        headers = (t.short[0] or headers[0], *t.short[1:])
        caption = "; ".join(x for x in (caption, *moved) if x)
    if not headers[0]:
        headers = (t.name or say(M.export_row, lang), *headers[1:])
    rows = tuple((r.label, *(text for text, _, _, _ in row)) for r, row in zip(t.rows, cells))
    shades = tuple(("", *(shade for _, _, shade, _ in row)) for row in cells) if t.shading else ()
    parts = tuple(((r.label, "", ""), *(part for _, _, _, part in row)) for r, row in zip(t.rows, cells))
    return Grid(caption, headers, rows, ("label", *kinds), shades, t.legend, parts)


def equations_grid(e: Equations, lang: str) -> Grid:
    rows = tuple((eq.name, eq.steps[0], eq.steps[-1] if len(eq.steps) > 1 else "", eq.value.text if eq.value else "")
                 for eq in e.eqs)
    headers = (say(M.export_quantity, lang), "=", say(M.export_filled, lang), say(M.export_value, lang))
    return Grid("", headers, rows, ("label", "formula", "formula", "num"))


def bars_grid(b: Bars, lang: str) -> Grid:
    rows = tuple((n.name, n.text) for n in b.rows if n is not None)
    headers = (say(M.export_component, lang), say(M.export_value, lang))
    return Grid(say(M.export_values, lang), headers, rows, ("label", "num"))


def grids(b: Block, lang: str, *, short: bool = False) -> list[Grid]:
    """The tables a block is written as, in a format that has tables."""
    if isinstance(b, Table):
        return [grid(b, lang, short=short)]
    if isinstance(b, Beside):
        return [grid(t, lang, short=short) for t in b.tables]
    if isinstance(b, Equations):
        return [equations_grid(b, lang)]
    return []


class Picture(NamedTuple):
    """A drawing of a state: the diagram, a weight matrix's heatmap, or bars; with the title and words it goes with."""

    title: str
    drawn: Diagram | Table | Bars
    desc: str  # what it shows, with its numbers, for a reader who cannot see it
    state: str = ""  # the state it belongs to, "b2 · …": a slide's title
    shows: str = ""  # what it shows of that state: a slide's second line
    alt: str = ""  # `desc` without the numbers, where a table beside the picture gives them (Markdown's)

    @property
    def name(self) -> str:
        return self.drawn.name


def heatmap_desc(t: Table, lang: str, *, values: bool = True) -> str:
    """A weight matrix's picture in words, every weight with its row and column (`values` False: without them)."""
    shows = say(M.export_heatmap_desc, lang, name=t.name, rows=len(t.rows), cols=len(t.headers) - 1)
    if not values:
        return shows
    sep, said = semicolon(lang), colon(lang)
    weights = sep.join(f"{r.label}{said}" + comma(lang).join(f"{h} {c.text}" for h, c in zip(t.headers[1:], r.cells)
                                                             if isinstance(c, Num)) for r in t.rows)  # zh: ，
    return sentences((shows, say(M.export_heatmap_values, lang, values=weights)), lang)


def pictures(s: StateView, lang: str) -> list[Picture]:
    """A state's pictures, numbered from 1 in this order: the diagram, then each weight heatmap and set of bars."""
    state = f"{s.id} · {s.title}"
    lit = enumeration(lang).join(n.words for n in s.diagram.nodes if n.lit) or say(M.none, lang)
    found = [Picture(s.diagram.caption, s.diagram, s.diagram.desc, state,
                     say(M.export_slide_diagram, lang, parts=lit))]
    for p in s.panels:
        for b in p.blocks:
            if isinstance(b, Bars):
                found.append(Picture(p.title, b, b.desc, state, p.title, b.shows))
            elif isinstance(b, Table) and b.shading == "weight":  # its bias on the slide's line (b_O had no place)
                bias = [x.text for x in p.blocks if isinstance(x, Para) and x.role == "formula"]
                found.append(Picture(p.title, b, heatmap_desc(b, lang), state, semicolon(lang).join([p.title, *bias]),
                                     heatmap_desc(b, lang, values=False)))
    return found


class Titled(NamedTuple):
    """A further-study item that ends in its link: the words the link is titled with, the URL, and what is left."""

    title: str
    url: str
    rest: str


def titled(text: str) -> Titled | None:
    """The item's link titled by the words before its first colon (or all the words before the URL); None for an
    item that holds no link, or one that goes on after it.

    "LAB 03, section F: check … https://…" is titled "LAB 03, section F" and keeps "check …" after it.
    """
    pieces = Prose(text).tokens
    found = [k for k, piece in enumerate(pieces) if web(piece.strip())]
    if len(found) != 1 or "".join(pieces[found[0] + 1 :]).strip():
        return None
    url = pieces[found[0]].strip()
    before = "".join(pieces[: found[0]]).strip().rstrip("：:").rstrip()
    cut = min((k for k in (before.find("："), before.find(": ")) if k > 0), default=-1)
    if cut < 0:
        return Titled(before or url, url, "")
    return Titled(before[:cut].rstrip(), url, before[cut + 1 :].strip())


def lab_notes(lesson: Lesson, kept: dict[str, str], lang: str) -> tuple[LabNote, ...]:
    """The learner's lines from `lab --ask`, in the lesson's order of experiments."""
    return tuple(
        LabNote(lab.title(lang), kept[f"lab.{key}"], tuple(p(lang) for p in lab.points),
                lab.ask(lang) if lab.ask is not None else "")
        for key in LAB_EXPERIMENTS
        if f"lab.{key}" in kept
        for lab in [lesson.lab[key]]
    )
