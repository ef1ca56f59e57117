"""`list`, `verify`, `why`, `lab` and `progress` as linear text: a line a row, each value after its name."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

from ..checks import Check, listing
from ..derive import Step
from ..lab import Experiment
from ..lesson.model import Lesson
from ..messages import M, colon, say
from ..numfmt import DECIMALS, difference, fixed
from ..progress import Progress
from ..render.lab import comparison_title, fact_said
from ..render.layout import first
from ..render.view import ROW_LIMIT
from . import heading, items, minus, named, said
from .panels import Lines
from .state import lesson_heading


def further_study(lesson: Lesson, lang: str) -> Lines:
    ref = lesson.reference
    lines = [*heading(say(M.reference, lang)), f"{ref.title}, {ref.where(lang)}", ref.url, *items(d(lang) for d in ref.details)]
    return lines + heading(say(M.further, lang)) + items(item(lang) for item in ref.further)


def list_lines(lesson: Lesson, lang: str) -> Lines:
    """The states in order, one item each: id and title, its group and place, the default, what follows."""
    lines = [*lesson_heading(lesson, lang), *heading(say(M.lesson_graph, lang))]
    for sid in lesson.order:
        i, n = lesson.place(sid)
        following = lesson.following(sid)
        said = [f"{lesson.group_of(sid).title(lang)} {i}/{n}"]
        if sid == lesson.default:
            said.append(say(M.default_mark, lang))
        said.append(say(M.plain_next, lang, state=following) if following else say(M.plain_last_state, lang))
        lines += items([f"{sid} · {lesson.state(sid).title(lang)} ({'; '.join(said)})"])
    return lines + further_study(lesson, lang)


def verify_lines(checks: Sequence[Check], lesson: Lesson, lang: str, *, limit: int | None = ROW_LIMIT) -> Lines:
    """A line a check, as render.verify lists them: in a family longer than `limit`, passing checks past the first are counted."""
    lines = heading(say(M.verify_title, lang, path=Path(lesson.path).name, decimals=DECIMALS))
    for c, more in listing(checks, limit):
        verdict = say(M.passed if c.passed else M.failed, lang)
        lines.append(say(M.plain_check, lang, check=say(c.key, lang, **c.values), expected=minus(c.expected), got=minus(c.got), verdict=verdict))
        if more:
            lines.append(say(M.more_passed, lang, n=more))
    failed = sum(not c.passed for c in checks)
    return lines + ["", say(M.verify_ok, lang, n=len(checks)) if not failed else say(M.verify_bad, lang, failed=failed, n=len(checks))]


def derivation_lines(steps: Sequence[Step], lang: str, *, yours: bool = False) -> Lines:
    """A line a step: the formula, the values filled in, the result, and what it comes from."""
    lines: Lines = []
    given_said = False
    for st in steps:
        if st.given:
            lines.append(minus(st.formula))
            if not given_said:  # once: where u comes from
                lines.append(say(M.why_given_yours if yours else M.why_given, lang))
                given_said = True
            continue
        parts = [st.formula, st.filled] + ([f"= {fixed(st.value)}"] if st.filled != f"= {fixed(st.value)}" else [])
        lines.append(minus(" ".join(parts)) + (f" ({say(M.plain_from, lang, names=', '.join(st.expand))})" if st.expand else ""))
    return lines


def why_lines(steps: Sequence[Step], lang: str, *, yours: bool = False) -> Lines:
    note = say(M.why_note_yours if yours else M.why_note, lang)
    return [*heading(say(M.why_title, lang, name=steps[-1].name)), note, *derivation_lines(steps, lang, yours=yours)]


def lab_lines(experiments: Sequence[Experiment], lesson: Lesson, lang: str, *, limit: int | None = ROW_LIMIT) -> Lines:
    """Each experiment: its title and text, then every compared value with before, after and the change on one line."""
    lines: Lines = []
    for e in experiments:
        text = lesson.lab[e.key]
        lines += [*heading(f"{say(M.lab, lang)} · {text.title(lang)}"), text.explain(lang)]
        if e.mask is not None:
            for i in range(len(e.mask)):
                lines.append(say(M.plain_mask, lang, i=i + 1, js=", ".join(str(j + 1) for j in range(len(e.mask)) if e.mask[i, j])))
        for c in e.comparisons:
            lines.append(comparison_title(c, lang))
            positions, positions_out = first(range(c.before.shape[0]), limit)
            components, components_out = first(range(c.before.shape[1]), limit)
            before, after = say(c.labels[0], lang), say(c.labels[1], lang)
            for i in positions:
                for j in components:
                    label = f"{c.column or c.name}{j + 1}"
                    if c.before.shape[0] > 1:
                        label = f"{say(M.position, lang)} {i + 1}, {label}"
                    was, now = f"{before} {said(c.before[i, j])}", f"{after} {said(c.after[i, j])}"
                    line = say(M.plain_compare, lang, label=label, before=was, after=now, delta=minus(difference(c.after[i, j], c.before[i, j])))
                    lines.append(line + (f", {say(M.plain_moved, lang)}" if c.changed[i, j] else ""))
            lines += [say(key, lang, n=n) for key, n in ((M.more_rows, positions_out), (M.more_components, components_out)) if n]
        if e.matrix is not None and e.matrix_title is not None:
            lines.append(say(e.matrix_title, lang, **e.matrix_values))
            rows, rows_out = first(range(e.matrix.shape[0]), limit)
            cols, cols_out = first(range(e.matrix.shape[1]), limit)
            for i in rows:
                lines.append(say(M.plain_matrix_row, lang, row=f"z{i + 1}", cells=named((f"x{j + 1}", said(e.matrix[i, j])) for j in cols)))
            lines += [say(key, lang, n=n) for key, n in ((M.more_rows, rows_out), (M.more_columns, cols_out)) if n]
        lines += [minus(fact_said(f, lang, limit)) for f in e.facts]  # the program's own sentences: no lesson text to spare
        if text.link is not None:
            lines.append(text.link(lang))
    return lines


def progress_lines(lesson: Lesson, seen: Progress, where: str, lang: str, review: "tuple[int, int, date | None] | None" = None) -> Lines:
    lines = heading(say(M.progress_title, lang))
    for sid in lesson.order:
        said = [say(M.plain_seen if sid in seen.visited else M.plain_unseen, lang)]
        score = seen.quiz.get(sid)
        if score:
            said.append(say(M.plain_best, lang, score=f"{score[0]:g}/{score[1]}"))
        if sid == seen.last:
            said.append(say(M.plain_last, lang))
        lines += items([f"{sid} · {lesson.state(sid).title(lang)}{colon(lang)}{', '.join(said)}"])
    lines.append(say(M.progress_where, lang, path=where))
    if review is not None:
        due, new, coming = review
        lines.append(say(M.review_progress, lang, due=due, new=new) + (say(M.review_progress_next, lang, date=coming.isoformat()) if coming else ""))
    return lines
