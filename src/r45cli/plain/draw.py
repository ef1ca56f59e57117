"""The view model as linear text: a line a row, every number on the line of its name, marks said in words.

A Panel is a heading and its lines; a table row becomes `u1 = …, f1 = …`
(or `W1 row u1: a1 = 1, …`); an equation one chain `f1 = 0.5·h1 = … = …`;
bars their values and signs in words. What is only drawn (a legend of
shades or marks) is left out, and what only linear text needs is said.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..messages import M, Message, colon, comma, enumeration, full_stop, say, semicolon
from ..view.model import (
    UNSPOKEN,
    Bars,
    Beside,
    Block,
    Chain,
    Diagram,
    Eq,
    Equations,
    Formula,
    Items,
    Mark,
    Num,
    Page,
    Panel,
    Para,
    Row,
    RowKey,
    Table,
    Values,
    row_key,
    tables_of,
)
from ..vocab import MINUS, minus_signs
from . import ITEM, NBSP, Verbatim, heading

Lines = list[str]


def number(n: Num, lang: str) -> str:
    shown = minus_signs(n.text)
    glue = "" if lang == "zh" else NBSP  # the tag kept with its number (zh's full-width bracket needs no space)
    return f"{shown}{glue}{say(M.plain_changed, lang)}" if n.changed else shown


def pair(name: str, value: str, lang: str = "en") -> str:
    """`name = value`, held together on a terminal; a name that holds its own = (j=1) takes the value after a colon,
    where speech pauses ("j=1 0.243915" was heard as "j equals one zero point two…"), full width in Chinese."""
    return f"{name}{colon(lang).replace(' ', NBSP)}{value}" if "=" in name else f"{name}{NBSP}={NBSP}{value}"


TAGGED = re.compile(r"(.+?)\s?([(（][^()（）]+[)）])")  # a value with an aside of its own: 3.105469 (changed …)


def labelled(label: str, value: str, lang: str) -> str:
    """`label = value`, a label's closing aside said after the value: `variance = 1.471626 (biased)`."""
    close = label[-1:]
    if close in (")", "）"):
        opening, depth = {")": "(", "）": "（"}[close], 0
        for k in range(len(label) - 1, 0, -1):
            depth += (label[k] == close) - (label[k] == opening)
            if depth == 0:
                name, aside = label[:k].rstrip(), label[k:]
                tagged = TAGGED.fullmatch(value)  # one aside: (biased; changed from the course's)
                if tagged:
                    value, aside = tagged[1], aside[:-1] + ("；" if close == "）" else "; ") + tagged[2][1:]
                if name:
                    return f"{pair(name, value, lang)}{' ' if close == ')' else ''}{aside}"
                break
    return pair(label, value, lang)


def chained(part: list[str], lang: str) -> str:
    """[words] as they are; [name, value, value…] as `name = value = value`."""
    if len(part) == 1:
        return part[0]
    return pair(part[0], f"{NBSP}={NBSP}".join(part[1:]), lang)


def row(t: Table, r: Row, lang: str) -> str:
    """One row as a line: the numbers with their names (a formula and its value as one chain), marks in words."""
    parts: list[list[str]] = []  # [name, value, value…] or [words]
    named = True
    # a weight row says its zeros once, after the rest: W1's row u1 was 6 weights, 3 of them 0, and a listener heard
    # "weight to" 48 times before a quiz question that needs the few that are not
    zeros = {k for k, c in enumerate(r.cells) if (t.shading == "weight" or t.weights) and isinstance(c, Num)
             and c.value == 0 and not c.changed}  # the demonstration's inputs too: `show b4` read 66 zeros (h352)
    every = len(zeros) == len(r.cells) >= ZEROS_SAID_ONCE  # a bias row of zeros: "b1: all 0"
    zeros = zeros if every or len(r.cells) > len(zeros) >= ZEROS_SAID_ONCE else set()
    for k, c in enumerate(r.cells):
        header = t.headers[k + 1] if len(t.headers) > k + 1 else ""
        if k in zeros:
            continue
        if isinstance(c, Num) and r.said and re.search(rf"[=:：]\s?{re.escape(minus_signs(c.text))}(?![\d.])",
                                                       minus_signs(r.said)):
            continue  # the row's sentence gives it as a value already (predict's "right = 1.497566" after "var = …";
            # "yours: 1.996755" had been followed by "yours = 1.996755", "the answer: −1.669978" by "right = …")
        if isinstance(c, (Num, Formula)):
            named = named and bool(c.name)
            name, value = c.name or header, number(c, lang) if isinstance(c, Num) else minus_signs(c.text)
            if parts and len(parts[-1]) > 1 and parts[-1][0] == name:
                parts[-1].append(value)
            else:
                parts.append([name, value])
        elif isinstance(c, Mark):
            # said once: progress read "b0 …: seen: seen", and where a score stood between, "…: seen, best quiz
            # score 2 of 4, where you last stopped: seen, where you last stopped"
            if c.words and not all(part in r.said for part in c.words.split(comma(lang))):
                parts.append([c.words])
        elif c and not r.said:
            parts.append([f"{header}{colon(lang)}{c}" if header else c])
    if zeros:
        parts.append([say(M.plain_row_zero if every else M.plain_rest_zero, lang)])
    said = comma(lang).join(chained(p, lang) for p in parts)  # 改动前 = …，改动后 = …
    if not t.headers and len(r.cells) == 1 and not r.said:  # a row that says itself (a skill and its share) does
        value = number(r.cells[0], lang) if isinstance(r.cells[0], Num) else minus_signs(str(r.cells[0]))
        return labelled(r.label, value, lang)
    intro = minus_signs(r.said) or ("" if named and parts else r.label)
    return f"{intro}{colon(lang)}{said}" if intro and said else intro or said


ALL_ZERO = 6  # numbers in a table of zeros said in one line, not one by one
ZEROS_SAID_ONCE = 2  # zero weights in a row said together, after the others
SAME_NAMED = 5  # a table whose numbers all differ from the course's but these few says so once, naming them (11 tags
# "(changed from the course's)" in four lines after `e w2` at b2 had kept a listener waiting for each number)


def changed_once(nums: list[Num], lang: str, few: int = SAME_NAMED) -> Lines:
    """Where the numbers of a table or of equations all differ from the course's but `few` named ones at most, that
    said once above them (not after 15 of 16 numbers); [] where the numbers say it each."""
    same = [n.name for n in nums if not n.changed]
    if not (len(nums) > 1 and 2 * len(same) < len(nums) and all(same) and len(same) <= few):
        return []
    but = say(M.plain_all_changed_but, lang, names=enumeration(lang).join(same)) if same else ""  # 、 in Chinese
    return [but or say(M.plain_all_changed, lang)]


def changed_in_full_once(lines: Lines, lang: str) -> Lines:
    """A block's lines with "(changed from the course's)" whole the first time, then "(changed)"."""
    whole, short = say(M.plain_changed_words, lang), say(M.plain_changed_short, lang)
    out, said = [], False
    for line in lines:
        at = line.find(whole) + len(whole) if not said and whole in line else 0
        out.append(line[:at] + line[at:].replace(whole, short))
        said = said or at > 0
    return out


def equations(e: Equations, lang: str) -> Lines:
    """Each equation a line; where every number in them differs from the course's, that said once above them (b1's
    what-if had said "(changed from the course's)" ten times, inside each equation)."""
    out = changed_once([n for eq in e.eqs if not eq.given for n in (eq.value, *eq.inputs) if n is not None], lang, 0)
    if out:
        e = e._replace(eqs=tuple(eq._replace(value=eq.value and eq.value._replace(changed=False),
                                             inputs=tuple(n._replace(changed=False) for n in eq.inputs))
                                 for eq in e.eqs))
    noted = False
    for eq in e.eqs:
        if eq.given:
            if e.given_note and not noted:  # above the givens: under the first, it read as of u1 alone
                out.append(e.given_note)
                noted = True
            out.append(minus_signs(f"{eq.name} = {eq.steps[0]}"))
            continue
        if eq.inputs and eq.value is not None:
            out.append(spelled(eq, lang))
            continue
        value = [number(eq.value, lang)] if eq.value is not None and eq.value.text != eq.steps[-1] else []
        steps = [t for t in eq.steps if not (value and _same_number(t, eq.value))]  # "f1 = 0 = 0.000000": one 0
        line = minus_signs(" = ".join([eq.name, *filter(None, (substituted(steps, lang),)), *value]))
        out.append(line + (f" ({say(M.comes_from, lang, names=', '.join(eq.sources))})" if eq.sources else ""))
    return out


def substituted(steps: list[str], lang: str) -> str:
    """A chain's steps: the numbers put into a formula said as that, not as one more "=": "+ beta1 = 1 times (…)" was
    heard as beta1 = 1, of a beta1 that is 0 (a listener's report)."""
    out = steps[:1]
    for before, step in zip(steps, steps[1:]):
        numbers = any(map(str.isalpha, before)) and not any(map(str.isalpha, step))  # names, then numbers alone (²)
        out.append(f"{say(M.plain_with_numbers, lang)}{step}" if numbers else f" = {step}")
    return "".join(out)


def _same_number(text: str, n: Num | None) -> bool:
    """A step that is only the number the equation comes to, written shorter (W2 = 0 makes f1's sum "0")."""
    try:
        return n is not None and float(text.replace(MINUS, "-")) == n.value
    except ValueError:
        return False


def spelled(eq: Eq, lang: str) -> str:
    """An equation with its result first and each number it uses by name, never a bare number in a formula:
    `s1 = 1.500000 = u1 + f1, with u1 = 1.000000, f1 = 0.500000`; `a1 = u1 = 1.000000` for a copy."""
    assert eq.value is not None
    formula, value = minus_signs(eq.steps[0]), number(eq.value, lang)
    if len(eq.inputs) == 1 and formula == eq.inputs[0].name:
        return f"{eq.name} = {pair(formula, value, lang)}"
    inputs = comma(lang).join(pair(n.name, number(n, lang), lang) for n in eq.inputs)  # "，" in Chinese, as around it
    return say(M.plain_equation, lang, result=pair(eq.name, value, lang), formula=formula, inputs=inputs)


def bars(b: Bars, lang: str, known: frozenset[str] = frozenset()) -> Lines:
    """What the bars' sides and lengths showed, in one sentence: the names by sign, and which is the largest. Each
    value is said once on a page: only those not `known` from its tables are said here."""
    nums = [n for n in b.rows if n is not None]
    groups: dict[Message, list[str]] = {M.plain_positive: [], M.plain_negative: [], M.plain_zero: []}
    for n in nums:  # the sign as the number is shown: a value that rounds to 0.000000 is zero
        shown = float(n.text)
        groups[M.plain_negative if shown < 0 else M.plain_zero if shown == 0 else M.plain_positive].append(n.name)
    largest = [n.name for n in nums if float(n.text) and n.text.lstrip("-") == b.scale_text]
    listed = enumeration(lang).join  # 正：u1、f1 (u1, f1 in a Chinese sentence)
    parts = [f"{say(sign, lang)}{colon(lang)}{listed(names)}" for sign, names in groups.items() if names]
    parts += [f"{say(M.plain_largest, lang)}{colon(lang)}{listed(largest)}"] if largest else []
    unsaid = [n for n in nums if n.name not in known]
    if unsaid:
        pairs = comma(lang).join(pair(n.name, number(n, lang), lang) for n in unsaid)
        parts.append(say(M.plain_values, lang, pairs=pairs))
    return [semicolon(lang).join(parts)]


def known_names(items: Iterable[Panel | Block]) -> frozenset[str]:
    """The names whose values these tables, lists and equations say: a bar after them need not say them again."""
    found: set[str] = set()
    for item in items:
        for b in item.blocks if isinstance(item, Panel) else (item,):
            tables = b.tables if isinstance(b, Beside) else (b,) if isinstance(b, Table) else ()
            found |= {c.name for t in tables for r in t.rows for c in r.cells if isinstance(c, Num) and c.name}
            if isinstance(b, Values):
                found |= {n.name for n in b.nums}
            if isinstance(b, Equations):
                found |= {eq.name for eq in b.eqs} | {n.name for eq in b.eqs for n in eq.inputs}
    return frozenset(found)


def block(b: Block, lang: str, known: frozenset[str] = frozenset()) -> Lines:
    """A block's lines; every minus sign of a number or formula said as one, whoever wrote the sentence (spot's "the
    first wrong line is a5: 0.426396 - 0.480342 …" was heard without its minus)."""
    if isinstance(b, Para):
        if b.role in UNSPOKEN or not b.text:
            return []
        if b.role == "verbatim":  # to copy into a file: a lesson file's YAML reads −0.4 as text, not a number
            return [Verbatim(b.text)]
        return heading(minus_signs(b.text)) if b.role == "section" else [minus_signs(b.text)]
    if isinstance(b, Items):
        said = [minus_signs(t) for t in b.texts]
        if b.numbered:  # an option ends as a sentence: "…through 2 LayerNorm made…" ran the options together aloud
            return [f"{k}. {full_stop(t, lang)}" for k, t in enumerate(said, start=1)]
        return [f"{ITEM}{t}" for t in said]
    if isinstance(b, Values):
        listed = comma(lang).join(pair(n.name, minus_signs(n.text), lang) for n in b.nums)
        return [listed + (("" if b.note.startswith("（") else " ") + b.note if b.note else "")]  # "…0.050310 （f 是"
    if isinstance(b, Table):
        note = changed_once([c for r in b.rows for c in r.cells if isinstance(c, Num)], lang)
        if note:
            b = b._replace(rows=tuple(r._replace(cells=tuple(c._replace(changed=False) if isinstance(c, Num) else c
                                                            for c in r.cells)) for r in b.rows))
        nums = [c for r in b.rows for c in r.cells if isinstance(c, Num)]
        if len(nums) >= ALL_ZERO and not any(n.value for n in nums):  # `e w2`: 28 zeros, one by one, had said W2 = 0
            return [*([minus_signs(b.caption)] if b.caption else []), *note, say(M.plain_all_zero, lang, n=len(nums))]
        return [*([minus_signs(b.caption)] if b.caption else []), *note,
                *changed_in_full_once([row(b, r, lang) for r in b.rows], lang)]
    if isinstance(b, Equations):
        return changed_in_full_once(equations(b, lang), lang)
    if isinstance(b, Bars):
        return bars(b, lang, known)
    if isinstance(b, Beside):
        return [line for t in b.tables for line in block(t, lang)]
    if isinstance(b, Chain):
        return [minus_signs(" → ".join(b.items))]
    assert isinstance(b, Diagram)
    return blocks(b.said, lang)


def blocks(items: Iterable[Block], lang: str, known: frozenset[str] = frozenset()) -> Lines:
    return [line for b in items for line in block(b, lang, known)]


VECTOR = re.compile(r"\S+ = \(([^()]*)\)")  # `b_O = (0, 0, 0.05, 0)`, a vector written out


def vector_of(b: Block) -> tuple[str, ...] | None:
    """The numbers of a vector given alone (a Values block, or a formula line `name = (…)`), as printed."""
    if isinstance(b, Values):
        return tuple(n.text for n in b.nums)
    written = VECTOR.fullmatch(b.text) if isinstance(b, Para) and b.role == "formula" else None
    return tuple(written[1].split(", ")) if written else None


def page(items: Page, lang: str) -> Lines:
    """A page in reading order: a heading for each panel, then its lines. A table whose every row was read on this
    page already (b3's W_O, read with the demonstration's inputs and again as its shaded picture) is named, where."""
    out: Lines = []
    known: frozenset[str] = frozenset()  # the names said so far: bars give the values of the rest (s3 and s4 came
    read: dict[RowKey, str] = {}  # each row of numbers said so far, and the table (or panel) it was said in
    values: set[tuple[str, ...]] = set()  # each row's numbers alone, as a vector beside a table may give them again
    for item in items:  # only after b5's bars named them negative)
        known |= known_names((item,))
        if isinstance(item, Panel):
            out += heading(item.said or item.title)
            named = False  # a table of this panel named as read: b_O, under W_O's picture, had been read a third time
            for b in item.blocks:
                keys = [row_key(r) for t in tables_of(b) for r in t.rows]
                where = {read.get(k) if k else None for k in keys}
                if len(keys) > 1 and len(where) == 1 and None not in where:
                    out += [minus_signs(t.caption) for t in tables_of(b) if t.caption]
                    out.append(say(M.plain_table_read, lang, where=where.pop()))
                    named = True
                    continue
                if named and vector_of(b) in values:
                    continue
                out += block(b, lang, known)
                for t in tables_of(b):
                    read |= {k: read.get(k, t.caption or item.said or item.title) for r in t.rows if (k := row_key(r))}
                    values |= {tuple(c.text for c in r.cells if isinstance(c, Num)) for r in t.rows}
        elif isinstance(item, Para) and item.role == "heading":
            out += heading(item.text)  # a heading of the page, not of a panel: on a line of its own after a blank one
        else:
            out += block(item, lang)
    return out
