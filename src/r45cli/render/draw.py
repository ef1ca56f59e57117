"""The view model drawn with rich: boxes, tables that give way to records, bars, the diagram, two columns.

`page(items)` draws a Page; `block(b)` one Block. Nothing here computes a
number or names a lesson fact: every text arrives in the model.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import partial

from rich.cells import cell_len
from rich.console import Group, JustifyMethod, RenderableType
from rich.padding import Padding
from rich.table import Table as RichTable
from rich.text import Text

from ..messages import EITHER, M, colon, dash, say, semicolon
from ..palette import SHADES, terminal_cell, weight_fill
from ..view.model import (
    Bars,
    Beside,
    Block,
    Chain,
    Diagram,
    Equations,
    Formula,
    Items,
    Mark,
    Num,
    Page,
    Panel,
    Para,
    Row,
    Table,
    Values,
    tables_of,
)
from ..vocab import CHANGED, HEAT_MARKS, NBSP
from .columns import TwoColumns
from .diagram import BlockDiagram, Box
from .layout import Aligned, Fit, Flow, Hung, InColour, Kept, Rows, SignedBars, bullets, natural_width, titled
from .style import BOX_EDGES, STYLES, TABLE_BOX
from .wrap import Prose

GRID_GAP = 4  # between tables that stand side by side
SHORT_TEXT = 16  # a text column with longer cells wraps between words
LONG_LABEL = 24  # a table with longer row labels wraps them (verify's checks)
NARROW_TABLE = 56  # a table with a wrapping column needs this many columns; below, one record a row
SHORT_WRAP = 32  # a wrapping column no longer than this (a formula) is never wrapped: one record a row instead
METER = 10  # cells of a chance's bar (a skill in `progress`)
ROLES = {"": "", "legend": "meta", "keys": "meta", "inline": "meta", "said": "", "section": "bold"}  # else STYLES


def style(role: str) -> str:
    return ROLES[role] if role in ROLES else STYLES[role]


def words(c: object) -> str:
    """A cell as the text it shows, in a column that wraps: a number's or a formula's own text, never its record
    (a number beside "−0.924228 or −0.924227" had been drawn as "Num(text='0.236252', value=…)")."""
    return c.text if isinstance(c, (Num, Formula)) else c.symbol if isinstance(c, Mark) else str(c)


def cell(c: object, shading: str = "") -> Text:
    """One table cell: a number (marked when changed, shaded by its step), a mark, a formula or text."""
    if isinstance(c, Num):
        if c.changed and shading == "weight":  # a weight's colour is its sign's: the mark alone says it changed (a
            style = terminal_cell(weight_fill(c.shade, "terminal")) if c.shade else STYLES["number"]  # yellow 0* of
            return Text.assemble((c.text, style), (CHANGED, "bold"))  # W2 = 0 was read as negative; so was a yellow *)
        if c.changed:
            return Text.assemble((c.text, STYLES["changed"]), (CHANGED, STYLES["changed"]))
        if shading == "attention" and c.shade is not None:
            return Text(f"{c.text} {HEAT_MARKS[c.shade]}", style=terminal_cell(SHADES["light"][c.shade]))
        if shading == "weight" and c.shade:
            return Text(c.text, style=terminal_cell(weight_fill(c.shade, "terminal")))
        if shading == "chance":  # a chance from 0 to 1 as a bar of METER cells, then its number: the bar is the
            full = min(METER, int(float(c.text) * METER + 0.5))  # number's (two 0.55 had drawn 6 cells and 5)
            return Text.assemble(("█" * full, STYLES["pass"]), ("░" * (METER - full), STYLES["meta"]), " ", c.text)
        return Text(c.text, style=STYLES["number"])
    if isinstance(c, Mark):
        return Text(c.symbol, style=STYLES["pass" if c.good else "fail"])
    return Text(c.text if isinstance(c, Formula) else str(c))


def kind(t: Table, k: int) -> str:
    """How column k is laid out: wrap (a formula, or text longer than SHORT_TEXT), text, mark (centred), or num (a
    number, or right values joined by "or", set on the right: "−1.310276 or −1.310277" had left its column flush left
    and wrapping)."""
    cells = [r.cells[k] for r in t.rows]
    if any(isinstance(c, Formula) or (isinstance(c, str) and cell_len(c) > SHORT_TEXT and not VALUES.fullmatch(c))
           for c in cells):
        return "wrap"
    if any(isinstance(c, Mark) for c in cells):
        return "mark"
    if t.shading == "chance":  # bars start in one column: a chance told apart from a threshold has more decimals
        return "text"
    # a column of numbers as text (the learner's, a slip's) is set as numbers are: "0.25" over "-1.5" had stood on
    # the left, under a header set on the right
    written = all(isinstance(c, Num) or (isinstance(c, str) and VALUES.fullmatch(c)) for c in cells)
    return "num" if any(isinstance(c, Num) for c in cells) or (written and any(cells)) else "text"


def table(t: Table, lang: str = "en") -> RenderableType:
    """A table whose numbers never wrap; where it cannot fit, one record a row (a number is never cut)."""
    caption = [Prose(t.caption, STYLES["heading"])] if t.caption else []
    if not t.headers:  # a label and a value a row: labels wrap as prose, values align on the point
        grid = RichTable.grid(padding=(0, 2))
        grid.add_column()
        grid.add_column(no_wrap=True, justify="right")
        for r in t.rows:
            grid.add_row(Prose(r.label, STYLES["meta"]), *(cell(c) for c in r.cells))
        return Group(*caption, grid)
    kinds = [kind(t, k) for k in range(len(t.headers) - 1)]
    if max((cell_len(r.label) for r in t.rows), default=0) > LONG_LABEL and "wrap" not in kinds:
        return Group(*caption, Rows(t.headers, [[r.label, *(cell(c, t.shading) for c in r.cells)] for r in t.rows],
                                    # a long label wraps; laid out without rich's Table
                                    header_style=STYLES["heading"], lang=lang,
                                    justify=[_rows_justify(t, j, k) for j, k in enumerate(kinds)]))
    marked = {j for r in t.rows for j, c in enumerate(r.cells) if isinstance(c, Num) and c.changed}
    if "wrap" in kinds:  # a formula cut in two beside its number read as two lines ("mean =  0.480859", "Σ_i s_i …")
        longest = max(cell_len(words(c)) for r in t.rows
                      for c, k in zip(r.cells, kinds) if k == "wrap")  # (a long label wraps anyway: progress's)
        short = longest <= SHORT_WRAP and max(cell_len(r.label) for r in t.rows) <= LONG_LABEL
        return Group(*caption, Fit(wrapping(t, kinds, marked), Group(*(records_line(t, r, lang) for r in t.rows)),
                                   None if short else NARROW_TABLE))
    justify = ["left", *("center" if k == "mark" else "left" if k == "text" else "right" for k in kinds)]
    places = [max((_places(c) for r in t.rows if isinstance(c := r.cells[j], Num)), default=0) if k == "num" else 0
              for j, k in enumerate(kinds)]  # set on the point: W2's 1 had stood under the 5 of 0.5
    rows = [[Text(r.label, style=STYLES["meta"]), *(
        Text.assemble(cell(c, t.shading), " " * (len(CHANGED) if j in marked and not getattr(c, "changed", True)
                                                 else 0) + " " * _point_pad(c, places[j]))
        for j, c in enumerate(r.cells)
    )] for r in t.rows]  # in a column where a number is marked changed, the others keep room for the mark
    wide = Aligned([Text(h, style=STYLES["heading"]) for h in t.headers], rows, justify)
    return Group(*caption, Fit(wide, Group(*(records_line(t, r, lang) for r in t.rows)), wide.width))


def _rows_justify(t: Table, j: int, k: str) -> str:
    """A column beside long labels: words (progress's "not yet", "nearly") and chance bars on the left, under their
    header; numbers and verify's mixed columns ("= 0.25", "h1, h2") on the right, as before."""
    cells = [r.cells[j] for r in t.rows]
    worded = sum(isinstance(c, str) and bool(WORDS.search(c)) for c in cells) * 2 > len(cells)
    return "left" if k == "text" and (t.shading == "chance" or worded) else "right"


def _places(c: Num) -> int:
    """The digits after a number's point, as written."""
    return len(c.text.partition(".")[2]) if c.text[-1:].isdigit() else 0


def _point_pad(c: object, places: int) -> int:
    """Spaces after a number that set it on the point of a column of `places` decimals (its own point too)."""
    if not isinstance(c, Num) or not places or not c.text[-1:].isdigit():
        return 0
    own = _places(c)
    return places - own + (0 if own else 1)


def wrapping(t: Table, kinds: list[str], marked: set[int]) -> RichTable:
    """A table with a column of formulas or long texts, which wrap between words: rich's Table shares out the width."""
    wide = RichTable(box=TABLE_BOX, pad_edge=False, show_edge=False, header_style=STYLES["heading"],
                     show_header=any(t.headers))  # no blank line and rule over a table whose columns need no names
    long = max((cell_len(r.label) for r in t.rows), default=0) > LONG_LABEL  # verify's: the label wraps too
    wide.add_column(Text(t.headers[0]), no_wrap=not long, ratio=2 if long else None, style=STYLES["meta"])
    for header, k in zip(t.headers[1:], kinds):
        if k == "wrap":
            wide.add_column(Text(header), ratio=1, min_width=4)
        else:
            justify: JustifyMethod = "center" if k == "mark" else "left" if k == "text" else "right"
            wide.add_column(Text(header), no_wrap=True, justify=justify)
    for r in t.rows:
        wide.add_row(Prose(r.label) if long else Text(r.label), *(
            Prose(words(c)) if k == "wrap"
            else Padding(cell(c, t.shading), (0, len(CHANGED), 0, 0)) if j in marked and not getattr(c, "changed", True)
            else cell(stacked(c), t.shading)
            for j, (c, k) in enumerate(zip(r.cells, kinds))
        ))
    return wide


def stacked(c: object) -> object:
    """Right values beside a formula one to a line ("1.825680", "或 1.825681"): on one line they held their column
    32 wide at 80 columns and squeezed the formula beside them into 9 ("var = Σ_i" / "(s_i −" / "mean)² /")."""
    if not isinstance(c, str) or not VALUES.fullmatch(c):
        return c
    first, *rest = EITHERS.split(c)
    return "\n".join([first, *(f"{word.strip()} {value}" for word, value in zip(rest[::2], rest[1::2]))])


NUMBER_TEXT = r"[−-]?\d+(?:\.\d+)?"  # a cell of text that is one number
# one number, or several any one of which is right (messages.either): "0.445758 或 0.445759"
VALUES = re.compile(rf"{NUMBER_TEXT}(?:(?:{'|'.join(EITHER.values())}){NUMBER_TEXT})*")
EITHERS = re.compile(f"({'|'.join(EITHER.values())})")  # the words between right values, kept by split
VALUE_FIRST = re.compile(r"[−-]?\d")  # a cell of words that begins with a number is values: "0.063802 or 0.063803"
WORDS = re.compile(r"[^\W\d_]")  # a letter: a word, one or more ("verdict close" beside "verdict: follows …")


def said_in_words(text: str) -> bool:
    """Words, after a header's colon; not values, even joined by a word ("gives f1 =: 0.063802 or 0.063803")."""
    return bool(WORDS.search(text.strip())) and not VALUE_FIRST.match(text.strip())


def records_line(t: Table, r: Row, lang: str) -> Prose:
    """A row of a table too wide for the pane: its label, then `header value` pairs, wrapping between pairs. A row
    with a named formula says it as its chain, `name = formula = value`, each number after its own name (a
    numbered row had read "label：header formula；header value；…"); a label that only counted the rows is dropped."""
    short = t.short or t.headers
    chained = any(isinstance(c, Formula) and c.name for c in r.cells)
    pairs: list[str] = []
    last = ""  # the name the pair before said
    for h, c in zip(short[1:], r.cells):
        shown = cell(c).plain
        if isinstance(c, Mark) and c.words:  # said in words ("not seen"): under its header alone, "seen ·" read as seen
            pairs.append(c.words)
        elif chained and isinstance(c, (Num, Formula)) and c.name and shown:
            if c.name == last:
                pairs[-1] += f" = {shown}"
            else:
                pairs.append(f"{c.name} = {shown}")
            last = c.name
            continue
        elif shown and h and isinstance(c, str) and said_in_words(shown):  # "what it means each position reads" had
            pairs.append(f"{h}{colon(lang)}{shown}")  # run together, and "标题 一行看完…"
        elif shown:  # a formula kept whole where the line has room: "var = Σ_i (s_i − mean)² /" had ended a line at
            shown = shown.replace(" ", NBSP) if "=" in shown and not isinstance(c, Num) else shown  # 40, "(n − 1)"
            pairs.append(f"{h}{NBSP}{shown}".strip(NBSP))  # starting the next
        last = ""
    after = semicolon(lang) if colon(lang).strip() in r.label else colon(lang)  # "用 W1 扩展：a = uW1 + b1：可能性"
    if pairs and colon(lang).strip() in pairs[0]:  # "跨位置：部件：头 1 ‖ 头 2；含义：…" read as two colons in a row
        after = dash(lang)
    label = "" if chained and r.label.isdigit() else f"{r.label}{after}"
    return Prose(label + semicolon(lang).join(pairs))  # not ·, which a formula's cell may use


def equations(e: Equations, lang: str) -> RenderableType:
    """Formula, values filled in, result, then what it comes from; the givens named as given once."""
    out: list[RenderableType] = []
    noted = False
    for eq in e.eqs:
        pad = " " * cell_len(eq.name)  # a long formula's further lines hang under its right-hand side
        if eq.given and e.given_note and not noted:  # above the givens: under the first, it read as of u1 alone
            out.append(Prose(e.given_note, STYLES["meta"]))
            noted = True
        out.append(Hung(f"{eq.name} = ", eq.steps[0], STYLES["heading"]))
        if eq.given:
            continue
        out += [Hung(f"{pad} = ", step, STYLES["meta"]) for step in eq.steps[1:]]
        if eq.value is not None and eq.value.text not in (eq.steps[-1], eq.steps[0]):
            out.append(Text.assemble(f"{pad} = ", cell(eq.value)))
        if eq.sources:
            names = say(M.comes_from, lang, names=", ".join(eq.sources))  # a bare "← u3, f3" went unexplained
            out.append(Text(f"{pad} ← {names}", style=STYLES["meta"]))
    return Group(*out)


def diagram(d: Diagram, lang: str) -> RenderableType:
    boxes = [Box(n.words, n.lit, n.adds) for n in d.nodes]
    return Group(BlockDiagram(boxes), Text(say(M.highlighted, lang), style=STYLES["meta"]))


def block(b: Block, lang: str = "en") -> RenderableType | None:
    if isinstance(b, Para):
        return None if b.role == "said" else Prose(b.text, style(b.role))
    if isinstance(b, Values):  # wrapped numbers hang under the first ("-1.704190)" at column 0 read as a new value);
        vector = Hung(f"{b.name} = (", f"{', '.join(n.text for n in b.nums)})", STYLES["meta"])  # a note below, not
        return Group(vector, Prose(b.note, STYLES["meta"])) if b.note else vector  # hung as if more numbers
    if isinstance(b, Items):
        if b.role == "inline":  # a legend of keys: one line, broken between entries
            return Prose(" · ".join(t.replace(" ", "\u00a0") for t in b.texts), STYLES["meta"])
        if not b.numbered:
            return bullets(b.texts, style(b.role))
        # an option's further lines hang under its first, not its number; no line padded to the widest (a pipe had
        # "2. f subtracted      ")
        wide = len(f"  {len(b.texts)}. ")
        return Group(*(Hung(f"  {k}. ".ljust(wide), text, style(b.role), marker_style="")
                       for k, text in enumerate(b.texts, start=1)))
    if isinstance(b, Table):
        return table(b, lang)
    if isinstance(b, Equations):
        return equations(b, lang)
    if isinstance(b, Bars):
        return SignedBars([(r.name, r.value) if r is not None else None for r in b.rows], b.scale)
    if isinstance(b, Chain):
        return Flow([Text(item) for item in b.items])
    if isinstance(b, Beside):
        drawn = [table(t, lang) for t in b.tables]
        side = RichTable.grid(padding=(0, GRID_GAP))
        side.add_row(*drawn)
        widths = [natural_width(t.headers, [[r.label, *(cell(c).plain for c in r.cells)] for r in t.rows])
                  for t in b.tables]
        return Fit(side, Group(*drawn), sum(widths) + GRID_GAP * (len(widths) - 1))
    return diagram(b, lang)


def blocks(items: Iterable[Block], lang: str) -> list[RenderableType]:
    """The blocks drawn; a weight table's legend (its shades are colour alone) only where colour is drawn."""
    items = list(items)
    shades = {b.legend for b in items if isinstance(b, Table) and b.shading == "weight" and b.legend}
    shaded = [records_below(t) for t in items if isinstance(t, Table) and t.shading == "weight"]
    marked = [records_below(t) for t in items if isinstance(t, Table) and (t.shading == "attention" or said_marks(t))]
    drawn = [(b, block(b, lang)) for b in items]
    # the terminal's own shades named (the view's legend is the exports'): orange to red, and on 16 colours, which
    # have no orange, yellow to red
    ours = block(Para(say(M.weight_legend_terminal, lang), "legend"), lang) if shades else None
    few = block(Para(say(M.weight_legend_few, lang), "legend"), lang) if shades else None
    # and only over a table drawn as one: at 40 columns W_O's records, uncoloured, had stood under "orange negative"
    legends = [(r, b.text if isinstance(b, Para) and b.role == "legend" else None) for b, r in drawn if r is not None]
    return [Fit(InColour(r if ours is None else ours, few), Group(), max(shaded)) if legend in shades
            else Fit(r, Group(), max(marked)) if legend is not None and marked
            else r  # a legend of marks is said where the tables are drawn with them, not over their records
            for r, legend in legends]


def records_below(t: Table) -> int:
    """The width below which `table` sets `t` one record a row: a table with a wrapping column shares out what it
    is given down to NARROW_TABLE; the others need their natural width."""
    if any(kind(t, k) == "wrap" for k in range(len(t.headers) - 1)):
        return NARROW_TABLE
    return natural_width(t.headers, [[r.label, *(cell(c, t.shading).plain for c in r.cells)] for r in t.rows])


def said_marks(t: Table) -> bool:
    """Does the table mark cells that its records, where it is too wide, say in words (✗ as "zeroed by ReLU")?"""
    return any(isinstance(c, Mark) and c.words for r in t.rows for c in r.cells)


def panel(p: Panel, lang: str) -> RenderableType:
    """A panel in its box; its lines are kept (a panel is plain data), unless it holds something unhashable."""
    try:
        hash(p)
    except TypeError:
        return boxed(p, lang)
    return Kept((p, lang), partial(boxed, p, lang))


def boxed(p: Panel, lang: str) -> RenderableType:
    title = Prose(p.title, STYLES[p.role])
    drawn = blocks(p.blocks, lang)
    if p.kind == "state":
        drawn.insert(1, Text(""))  # a state's place, then a breath before its explanation
    return titled(Group(*drawn), title)


def page(items: Page, lang: str, *, flow: bool = False, lead: bool = True) -> RenderableType:
    """A page in reading order; with `flow`, neighbouring panels stand in two columns where the pane is wide.
    A section starts after a blank line, unless it opens a window (`lead` False: nothing above it to part from)."""
    drawn: list[RenderableType] = []
    run: list[RenderableType] = []
    for item in items:
        if isinstance(item, Panel) and flow and item.kind not in ("state", "diagram"):
            run.append(panel(item, lang))
            continue
        if run:
            drawn.append(TwoColumns(run))
            run = []
        if isinstance(item, Para) and item.role == "said":
            continue  # the linear text's alone: no blank line where it stands
        if isinstance(item, Para) and item.role == "section" and (drawn or lead):
            drawn.append(Text(""))  # a section of a page starts after a blank line, as in the linear text
        drawn.append(panel(item, lang) if isinstance(item, Panel) else _page_legend(item, items, lang)
                     if isinstance(item, Para) and item.role == "legend" else block(item, lang) or Text(""))
    if run:
        drawn.append(TwoColumns(run))
    return Group(*drawn)


def _page_legend(legend: Para, items: Page, lang: str) -> RenderableType:
    """A legend under the boxes, said where one of their tables draws its marks (at 40 columns the lab's "* marks…"
    had stood over none: each table was set a record a line, saying "changed" in words)."""
    marked = [records_below(t) + BOX_EDGES for p in items if isinstance(p, Panel) for b in p.blocks
              for t in tables_of(b) if said_marks(t)]
    said = block(legend, lang) or Text("")
    return Fit(said, Group(), min(marked)) if marked else said  # where one table is drawn with its marks
