"""`r45 lab`: each experiment's text, its before/after tables, its matrix and its facts."""

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.text import Text

from ..lab import Comparison, Experiment, Fact
from ..lesson.model import Lesson
from ..messages import M, colon, say
from ..numfmt import difference, fixed
from .layout import data_table, first, num, reads_grid, titled
from .panels import ROW_LIMIT
from .style import CHANGED_MARK, MORE, STYLES
from .wrap import Prose


def comparison_title(c: Comparison, lang: str) -> str:
    return say(c.title, lang, **c.values) if c.title is not None else c.name


def comparison_table(c: Comparison, lang: str, limit: int | None = ROW_LIMIT) -> RenderableType:
    """Before, after and the change, one row a component of each of the first `limit` positions; changed values are marked."""
    single = c.before.shape[0] == 1
    prefix = c.column or c.name
    headers = [*([] if single else [say(M.position, lang)]), "", say(c.labels[0], lang), say(c.labels[1], lang), "Δ", ""]
    positions, positions_out = first(range(c.before.shape[0]), limit)
    components, components_out = first(range(c.before.shape[1]), limit)
    rows = []
    for i in positions:
        for j in components:
            changed = bool(c.changed[i, j])
            style = STYLES["changed"] if changed else ""
            cells = [Text(fixed(c.before[i, j])), Text(fixed(c.after[i, j]), style=style), Text(difference(c.after[i, j], c.before[i, j]), style=style)]
            rows.append([*([] if single else [str(i + 1)]), f"{prefix}{j + 1}", *cells, Text(CHANGED_MARK if changed else "", style=style)])
    left_out = [Text(say(key, lang, n=n), style=STYLES["meta"]) for key, n in ((M.more_rows, positions_out), (M.more_components, components_out)) if n]
    return Group(data_table(headers, rows, labels=1 if single else 2), *left_out)


def fact_text(fact: Fact, lang: str, limit: int | None = ROW_LIMIT) -> Prose:
    return Prose(fact_said(fact, lang, limit))  # as prose: a number is never cut


def fact_said(fact: Fact, lang: str, limit: int | None = ROW_LIMIT) -> str:
    """A fact as one sentence: its words, a colon, its value (a gap, a vector, names, a number)."""
    value = fact.value
    if fact.kind == "gap":
        shown = f"{value:.1e}"
    elif fact.kind in ("vector", "names"):
        items, left_out = first([fixed(x) for x in value] if fact.kind == "vector" else list(value), limit)  # type: ignore[attr-defined]
        listed = ", ".join([*items, *([f"{MORE} ({len(value)})"] if left_out else [])]) or "-"  # type: ignore[arg-type]
        shown = f"({listed})" if fact.kind == "vector" else listed
    elif fact.kind == "value":
        shown = fixed(value)  # type: ignore[arg-type]
    else:
        shown = str(value)
    return say(fact.key, lang, **fact.values) + colon(lang) + shown


def lab_view(experiments: Sequence[Experiment], lesson: Lesson, lang: str, *, limit: int | None = ROW_LIMIT) -> RenderableType:
    """Each experiment; `limit` positions, components and list entries of each (None: all of them)."""
    blocks: list[RenderableType] = []
    for e in experiments:
        text = lesson.lab[e.key]
        body: list[RenderableType] = [Prose(text.explain(lang)), Text("")]
        if e.mask is not None:
            body.append(Text(say(M.lab_mask, lang), style=STYLES["heading"]))
            body.append(reads_grid("i \\ j", len(e.mask), lambda i, j, mask=e.mask: bool(mask[i, j])).table)
        for c in e.comparisons:
            body.append(Text(comparison_title(c, lang), style=STYLES["heading"]))
            body.append(comparison_table(c, lang, limit))
        if e.matrix is not None and e.matrix_title is not None:
            body.append(Text(say(e.matrix_title, lang, **e.matrix_values), style=STYLES["heading"]))
            rows, rows_out = first(range(e.matrix.shape[0]), limit)
            cols, cols_out = first(range(e.matrix.shape[1]), limit)
            headers = ["", *(f"x{j + 1}" for j in cols)]
            body.append(data_table(headers, [[f"z{i + 1}", *(num(e.matrix[i, j]) for j in cols)] for i in rows]))
            body += [Text(say(key, lang, n=n), style=STYLES["meta"]) for key, n in ((M.more_rows, rows_out), (M.more_columns, cols_out)) if n]
        body += [fact_text(f, lang, limit) for f in e.facts]
        title = Text(f"{say(M.lab, lang)} · {text.title(lang)}", style=STYLES["title"])
        blocks.append(titled(Group(*body), title))
        if text.link is not None:
            blocks.append(Prose(text.link(lang), STYLES["meta"]))  # outside the box: its URL stays whole
    legend = Text(f"{CHANGED_MARK} {say(M.changed_legend, lang)}", style=STYLES["meta"])
    return Group(*blocks, legend)


def model_answer(lesson: Lesson, key: str, yours: str | None, lang: str) -> RenderableType:
    """The key points of a model answer, and the learner's own line beside them (their text, never markup)."""
    text = lesson.lab[key]
    lines: list[RenderableType] = [Text(say(M.lab_points, lang), style=STYLES["heading"])]
    lines += [Prose(f"- {point(lang)}") for point in text.points]
    if yours:
        lines += [Text.assemble((say(M.lab_yours, lang), STYLES["meta"]), yours), Text(say(M.lab_kept, lang), style=STYLES["meta"])]
    return Group(*lines)
