"""`r45 quiz`: each quiz event (a question, a hint, a verdict, the score) as text."""

from rich.console import Group, RenderableType
from rich.cells import cell_len
from rich.table import Table
from rich.text import Text

from .. import quiz
from ..grading import DECIMALS, Verdict
from ..lesson.model import Question
from ..lesson.vocabulary import QUIZ_SETS
from ..messages import M, say
from ..numfmt import coefficient, fixed
from .layout import data_table, num
from .style import STYLES
from .why import derivation
from .wrap import Prose

# What a set question's worked solution says of each component: (in the set, not in it), by set
MEMBERSHIP = {
    "relu_zeroed": (M.set_zeroed, M.set_passed),
    "negative_u": (M.set_negative, M.set_not_negative),
    "negative_z": (M.set_negative, M.set_not_negative),
}


def membership(set_name: str, member: bool, lang: str) -> str:
    return say(MEMBERSHIP[set_name][0 if member else 1], lang)

HELP_KEYS = {"number": M.quiz_number_help, "set": M.quiz_set_help, "choice": M.quiz_choice_help}


def answer_text(q: Question, answer: object, lang: str) -> str:
    if q.kind == "number":
        return fixed(float(answer))  # type: ignore[arg-type]
    if q.kind == "set":
        prefix = QUIZ_SETS[str(q.answer)]
        return " ".join(f"{prefix}{j + 1}" for j in sorted(answer)) or say(M.none, lang)  # type: ignore[call-overload]
    return f"{answer}. {q.options[int(answer) - 1](lang)}"  # type: ignore[call-overload]


def quiz_event(event: quiz.Event, lang: str) -> RenderableType:
    if isinstance(event, quiz.Ask):
        q = event.question
        lines: list[RenderableType] = [Text(say(M.quiz_question, lang, i=event.number, n=event.total, state=event.state), style=STYLES["meta"])]
        if event.again:
            lines.append(Text(say(M.quiz_missed_before, lang), style=STYLES["meta"]))
        lines += [Prose(q.ask(lang), STYLES["heading"]), *givens_view(event.givens, lang)]
        if q.kind == "choice":
            lines.append(options_view(q, lang))
        values = {"decimals": DECIMALS, "prefix": set_prefix(q), "n": len(q.options)}
        lines.append(Text(say(HELP_KEYS[q.kind], lang, **values) + say(M.quiz_keys, lang), style=STYLES["meta"]))
        return Group(Text(""), *lines)
    if isinstance(event, quiz.Invalid):
        assert event.parsed.error is not None
        problem = say(event.parsed.error, lang, **(event.parsed.values or {}))
        return Text(f"{problem.rstrip('.。')}{'。' if lang == 'zh' else '. '}{say(M.quiz_again, lang)}", style=STYLES["wrong"])
    if isinstance(event, quiz.Hint):
        said = [Prose(line, STYLES["wrong"]) for line in verdict_lines(event.verdict, lang, set_prefix(event.question))]
        return Group(*said, Text(say(M.quiz_hint, lang), style=STYLES["wrong"]), Prose(event.question.hint(lang)))
    if isinstance(event, quiz.Right):
        extra = [Prose(event.question.explain(lang), STYLES["meta"])] if event.question.explain else []
        return Group(Text(say(M.quiz_right_second if event.second else M.quiz_right, lang), style=STYLES["right"]), *extra)
    if isinstance(event, quiz.Skipped):
        return Group(Text(say(M.quiz_skipped, lang), style=STYLES["meta"]), quiz_event(event.solution, lang))
    if isinstance(event, quiz.Solution):
        q = event.question
        lines = [Text(say(M.quiz_solution, lang, answer=answer_text(q, event.answer, lang)), style=STYLES["wrong"])]
        if event.verdict is not None and event.verdict.match is not None:
            lines.append(side_by_side(event.verdict, slip_name(q), q.kind, lang))
        else:
            lines += [Prose(line, STYLES["wrong"]) for line in verdict_lines(event.verdict, lang, set_prefix(q))]
        if event.steps:
            lines.append(derivation(event.steps, lang, given=M.quiz_given_note))
        for row in event.rows:
            verdict = membership(str(q.answer), row.member, lang)
            lines.append(Text.assemble(f"{row.source} = ", num(row.value), f"  → {row.name} {verdict}"))
        if q.explain:
            lines.append(Prose(q.explain(lang), STYLES["meta"]))
        return Group(*lines)
    assert isinstance(event, quiz.Done)
    lines = [] if event.finished else [Text(say(M.quiz_stopped, lang), style=STYLES["meta"])]
    lines.append(Text(say(M.quiz_score, lang, right=f"{event.right:g}", total=event.total), style=STYLES["title"]))
    if event.asked < event.total:
        lines.append(Text(say(M.quiz_unreached, lang, n=event.total - event.asked), style=STYLES["meta"]))
    return Group(Text(""), *lines)


def options_view(q: Question, lang: str) -> RenderableType:
    """A choice question's options, numbered; an option's further lines hang under its first, not under its number."""
    table = Table.grid(padding=(0, 1))
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    for k, option in enumerate(q.options, start=1):
        table.add_row(f"  {k}.", Prose(option(lang)))
    return table


def set_prefix(q: Question) -> str:
    """The vector a set question's members are named by (h for relu_zeroed); "" for other questions."""
    return QUIZ_SETS.get(str(q.answer), "") if q.kind == "set" else ""


def slip_name(q: Question) -> str:
    """What a slip's numbers are named by: a set's vector (h), else the quantity asked for (z1)."""
    return set_prefix(q) or str(q.answer)


def givens_view(givens: tuple[quiz.Given, ...], lang: str) -> list[RenderableType]:
    """Each given vector on a line; a matrix a line a row, named by the row."""
    lines: list[RenderableType] = []
    for name, values, drawn in givens:
        if values and isinstance(values[0], tuple):
            cells = [[coefficient(x) for x in row] for row in values]
            widths = [max(cell_len(row[c]) for row in cells) for c in range(len(cells[0]))]  # each column right-aligned
            for i, row in enumerate(cells, start=1):
                said = "  ".join(cell.rjust(width) for cell, width in zip(row, widths))
                lines.append(Text(say(M.quiz_given_row, lang, name=name, i=i, values=said), style=STYLES["meta"]))
        else:
            lines.append(Prose(f"{name} = ({', '.join(fixed(x) for x in values)})", STYLES["meta"]))
        if drawn:
            lines.append(Prose(say(M.quiz_given_drawn, lang, name=name), STYLES["meta"]))
    return lines


def verdict_lines(verdict: Verdict | None, lang: str, prefix: str = "") -> list[str]:
    """What a wrong answer fits, in words: a wrong method by name, an error carried, or close; for a set (`prefix` its
    vector, h for relu_zeroed) that fits no wrong method, which members were left out and which do not belong."""
    if verdict is None or verdict.right:
        return []
    if prefix and isinstance(verdict.got, frozenset) and isinstance(verdict.want, frozenset) and verdict.match is None:
        named = lambda members: " ".join(f"{prefix}{j + 1}" for j in sorted(members))  # noqa: E731
        missing, extra = verdict.want - verdict.got, verdict.got - verdict.want
        return [say(key, lang, names=named(part)) for key, part in ((M.grade_set_missing, missing), (M.grade_set_extra, extra)) if part]
    if verdict.carried is not None:  # the slip was in an earlier step: this one is right from there
        return [say(M.grade_carried, lang)]
    if verdict.match is not None:
        m = verdict.match.mistake
        return [say(M.grade_mistake, lang, name=m.name(lang), why=m.why(lang))]
    if verdict.close:
        return [say(M.grade_close_short if verdict.short else M.grade_close, lang)]
    return []


def side_by_side(verdict: Verdict, name: str, kind: str, lang: str) -> RenderableType:
    """The wrong method and the right one, each with what it gives for `name`."""
    assert verdict.match is not None
    m = verdict.match
    shown = (lambda x: num(float(x))) if kind == "number" else (lambda x: ", ".join(f"{name}{j + 1}" for j in sorted(x)) or say(M.none, lang))  # type: ignore[arg-type]
    rows = [[say(M.grade_yours, lang), m.mistake.wrong, shown(m.wrong)], [say(M.grade_right_method, lang), m.mistake.right, shown(m.right)]]
    return Group(Prose(say(M.grade_mistake, lang, name=m.mistake.name(lang), why=m.mistake.why(lang)), STYLES["wrong"]), data_table(["", "", name], rows, labels=2))
