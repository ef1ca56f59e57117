"""The view model as linear text: a line a row, every number on the line of its name, marks said in words.

A Panel is a heading and its lines; a table row becomes `u1 = …, f1 = …`
(or `W1 row u1: a1 = 1, …`); an equation one chain `f1 = 0.5·h1 = … = …`;
bars their values and signs in words. What is only drawn (a legend of
shades or marks) is left out, and what only linear text needs is said.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..messages import M, say
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
)
from . import ITEM, NBSP, heading, minus

Lines = list[str]


def number(n: Num, lang: str) -> str:
    shown = minus(n.text)
    return f"{shown} ({say(M.plain_changed, lang)})" if n.changed else shown


def pair(name: str, value: str) -> str:
    """`name = value`, held together on a terminal; a name that holds its own = (j=1) takes the value after a space."""
    return f"{name}{NBSP}{value}" if "=" in name else f"{name}{NBSP}={NBSP}{value}"


def labelled(label: str, value: str) -> str:
    """`label = value`, a label's closing aside said after the value: `variance = 1.471626 (biased)`."""
    close = label[-1:]
    if close in (")", "）"):
        opening, depth = {")": "(", "）": "（"}[close], 0
        for k in range(len(label) - 1, 0, -1):
            depth += (label[k] == close) - (label[k] == opening)
            if depth == 0:
                name, aside = label[:k].rstrip(), label[k:]
                if name:
                    return f"{pair(name, value)}{' ' if close == ')' else ''}{aside}"
                break
    return pair(label, value)


def chained(part: list[str]) -> str:
    """[words] as they are; [name, value, value…] as `name = value = value`."""
    if len(part) == 1:
        return part[0]
    return pair(part[0], f"{NBSP}={NBSP}".join(part[1:]))


def row(t: Table, r: Row, lang: str) -> str:
    """One row as a line: the numbers with their names (a formula and its value as one chain), marks in words."""
    parts: list[list[str]] = []  # [name, value, value…] or [words]
    named = True
    for k, c in enumerate(r.cells):
        header = t.headers[k + 1] if len(t.headers) > k + 1 else ""
        if isinstance(c, (Num, Formula)):
            named = named and bool(c.name)
            name, value = c.name or header, number(c, lang) if isinstance(c, Num) else minus(c.text)
            if parts and len(parts[-1]) > 1 and parts[-1][0] == name:
                parts[-1].append(value)
            else:
                parts.append([name, value])
        elif isinstance(c, Mark):
            if c.words:
                parts.append([c.words])
        elif c and not r.said:
            parts.append([f"{header}: {c}" if header else c])
    said = ", ".join(chained(p) for p in parts)
    if not t.headers and len(r.cells) == 1:
        value = number(r.cells[0], lang) if isinstance(r.cells[0], Num) else minus(str(r.cells[0]))
        return labelled(r.label, value)
    intro = minus(r.said) or ("" if named and parts else r.label)
    return f"{intro}: {said}" if intro and said else intro or said


def equations(e: Equations, lang: str) -> Lines:
    out: Lines = []
    noted = False
    for eq in e.eqs:
        if eq.given:
            out.append(minus(f"{eq.name} = {eq.steps[0]}"))
            if e.given_note and not noted:
                out.append(e.given_note)
                noted = True
            continue
        value = [number(eq.value, lang)] if eq.value is not None and eq.value.text != eq.steps[-1] else []
        chain = [*eq.steps, *value]
        line = minus(" = ".join([eq.name, *chain]))
        out.append(line + (f" ({say(M.plain_from, lang, names=', '.join(eq.sources))})" if eq.sources else ""))
    return out


def bars(b: Bars, lang: str) -> Lines:
    """Each value with its sign in words, and which is the largest: what the bars' lengths and sides showed."""
    out = []
    for n in b.rows:
        if n is None:
            continue
        sign = M.plain_negative if n.text.startswith("-") else M.plain_zero if float(n.text) == 0 else M.plain_positive
        largest = float(n.text) and n.text.lstrip("-") == b.scale_text
        words = [say(sign, lang), *([say(M.plain_largest, lang)] if largest else [])]
        out.append(f"{pair(n.name, minus(n.text))}, {', '.join(words)}")
    return out


SKIPPED = ("legend", "keys")  # what only a drawing needs: a legend of marks or shades; keys the prompt says itself
PROGRAM = ("formula", "said", "wrong")  # the program's own numbers and formulas (a right answer said): minus said


def block(b: Block, lang: str) -> Lines:
    if isinstance(b, Para):
        if b.role in SKIPPED or not b.text:
            return []
        return heading(b.text) if b.role == "section" else [minus(b.text) if b.role in PROGRAM else b.text]
    if isinstance(b, Items):
        said = [minus(t) for t in b.texts] if b.role in PROGRAM else list(b.texts)
        return [f"{k}. {t}" if b.numbered else f"{ITEM}{t}" for k, t in enumerate(said, start=1)]
    if isinstance(b, Values):
        return [", ".join(pair(n.name, minus(n.text)) for n in b.nums) + (f" {b.note}" if b.note else "")]
    if isinstance(b, Table):
        return [*([b.caption] if b.caption else []), *(row(b, r, lang) for r in b.rows)]
    if isinstance(b, Equations):
        return equations(b, lang)
    if isinstance(b, Bars):
        return bars(b, lang)
    if isinstance(b, Beside):
        return [line for t in b.tables for line in block(t, lang)]
    if isinstance(b, Chain):
        return [minus(" → ".join(b.items))]
    assert isinstance(b, Diagram)
    return blocks(b.said, lang)


def blocks(items: Iterable[Block], lang: str) -> Lines:
    return [line for b in items for line in block(b, lang)]


def page(items: Page, lang: str) -> Lines:
    """A page in reading order: a heading for each panel, then its lines."""
    out: Lines = []
    for item in items:
        if isinstance(item, Panel):
            out += heading(item.said or item.title) + blocks(item.blocks, lang)
        elif isinstance(item, Para) and item.role == "heading":
            out += heading(item.text)  # a heading of the page, not of a panel: on a line of its own after a blank one
        else:
            out += block(item, lang)
    return out
