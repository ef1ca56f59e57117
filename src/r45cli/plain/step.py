"""`step` and `quiz` as linear text: the keys, the end of the path, each quiz event, and prompts that end their line.

A prompt here is a whole line that says which keys it takes; what the
learner types goes on the next line, so nothing is ever written over.
"""

from __future__ import annotations

from collections.abc import Collection

from .. import quiz
from ..grading import DECIMALS, Verdict
from ..keys import KEYS
from ..lesson.model import Lesson, Question
from ..messages import M, say
from ..numfmt import coefficient
from ..render.quiz import HELP_KEYS, answer_text, membership, set_prefix, slip_name, verdict_lines
from ..render.step import AFTERWARDS, unseen_runs
from . import heading, items, listed, minus, named, said
from .commands import derivation_lines
from .panels import Lines


def typed_keys(lesson: Lesson) -> list[tuple[str, str]]:
    """What a line may be in line mode, from the one key table, with the footer's word for it: [("Enter/n", "next"), …]."""
    places = f"0–{min(len(lesson.order), 10) - 1}"
    return [
        ("/".join("Enter" if w == "" else (places if w == "0–9" else w) for w in k.words[:3]), k.footer or k.help) for k in KEYS if k.words
    ]


def legend_lines(lesson: Lesson, lang: str) -> Lines:
    """The keys, one item each, then the commands a line can carry."""
    return [*items(f"{typed}: {say(word, lang)}" for typed, word in typed_keys(lesson)), say(M.step_legend_more, lang)]


def step_prompt(lesson: Lesson, state: str, lang: str) -> str:
    keys = ", ".join(f"{typed.split('/')[0]} {say(word, lang)}" for typed, word in typed_keys(lesson))
    return say(M.plain_step_prompt, lang, state=state, keys=keys)


def path_end_lines(lesson: Lesson, state: str, seen: Collection[str], lang: str) -> Lines:
    """At the last state: the states still unseen and how to go there, else done; then what to do next."""
    runs = unseen_runs(lesson, seen)
    if runs:
        names = ", ".join(first if first == last else f"{first}–{last}" for first, last in runs)
        place = lesson.order.index(runs[0][0])
        said = say(M.path_unseen, lang, state=state, states=names, key=str(place) if place < 10 else runs[0][0])
    else:
        said = say(M.step_done, lang, state=state)
    return ["", said, *heading(say(M.after_title, lang)), *items(say(m, lang) for m in AFTERWARDS)]


def question_keys(q: Question, lang: str) -> str:
    """What an answer to `q` may be, and the keys that skip or end."""
    values = {"decimals": DECIMALS, "prefix": set_prefix(q), "n": len(q.options)}
    return say(HELP_KEYS[q.kind], lang, **values) + say(M.quiz_keys, lang)


def quiz_prompt(q: Question, lang: str) -> str:
    return say(M.plain_quiz_prompt, lang, keys=question_keys(q, lang))


def givens_lines(givens: tuple[quiz.Given, ...], lang: str) -> Lines:
    """Each given vector on a line with its name; a matrix a line a row, the row named, then whether it was drawn anew."""
    lines = []
    for name, values, drawn in givens:
        if values and isinstance(values[0], tuple):
            lines += [say(M.quiz_given_row, lang, name=name, i=i, values=", ".join(minus(coefficient(x)) for x in row)) for i, row in enumerate(values, start=1)]
        else:
            lines.append(named([(name, f"({listed(values)})")]))
        if drawn:
            lines.append(say(M.quiz_given_drawn, lang, name=name))
    return lines


def slip_lines(verdict: Verdict | None, name: str, lang: str) -> Lines:
    """A wrong answer in words: the slip it fits with both methods and their numbers, or close, or carried."""
    if verdict is None or verdict.right:
        return []
    m = verdict.match
    if m is None or verdict.carried is not None:
        return verdict_lines(verdict, lang, name)
    if isinstance(m.wrong, float):
        yours, right = f"{name} = {said(m.wrong)}", f"{name} = {said(float(m.right))}"  # type: ignore[arg-type]
    else:
        yours, right = (", ".join(f"{name}{j + 1}" for j in sorted(s)) or say(M.none, lang) for s in (m.wrong, m.right))  # type: ignore[union-attr]
    return [
        *verdict_lines(verdict, lang),
        f"{say(M.grade_yours, lang)}: {minus(m.mistake.wrong)}, {yours}",
        f"{say(M.grade_right_method, lang)}: {minus(m.mistake.right)}, {right}",
    ]


def quiz_event_lines(event: quiz.Event, lang: str) -> Lines:
    """One quiz event; a question's keys are said by its prompt (quiz_prompt), on the line just after it."""
    if isinstance(event, quiz.Ask):
        q = event.question
        lines = [*heading(say(M.quiz_question, lang, i=event.number, n=event.total, state=event.state))]
        lines += [say(M.quiz_missed_before, lang)] if event.again else []
        lines += [q.ask(lang), *givens_lines(event.givens, lang)]
        return lines + ([f"{k}. {option(lang)}" for k, option in enumerate(q.options, start=1)] if q.kind == "choice" else [])
    if isinstance(event, quiz.Invalid):
        assert event.parsed.error is not None
        problem = say(event.parsed.error, lang, **(event.parsed.values or {}))
        return [f"{problem.rstrip('.。')}{'。' if lang == 'zh' else '. '}{say(M.quiz_again, lang)}"]
    if isinstance(event, quiz.Hint):
        return [*slip_lines(event.verdict, slip_name(event.question), lang), say(M.quiz_hint, lang), event.question.hint(lang)]
    if isinstance(event, quiz.Right):
        verdict = say(M.quiz_right_second if event.second else M.quiz_right, lang)
        return [verdict, *([event.question.explain(lang)] if event.question.explain else [])]
    if isinstance(event, quiz.Skipped):
        return [say(M.quiz_skipped, lang), *quiz_event_lines(event.solution, lang)]
    if isinstance(event, quiz.Solution):
        q = event.question
        answer = minus(answer_text(q, event.answer, lang))
        said_ = f"{q.answer} = {answer}" if q.kind == "number" else answer  # a number says its name
        lines = [say(M.quiz_solution, lang, answer=said_), *slip_lines(event.verdict, slip_name(q), lang)]
        lines += derivation_lines(event.steps, lang)
        for row in event.rows:
            lines.append(f"{row.source} = {listed([row.value])}, {row.name} {membership(str(q.answer), row.member, lang)}")
        return lines + ([q.explain(lang)] if q.explain else [])
    assert isinstance(event, quiz.Done)
    lines = ["", *([] if event.finished else [say(M.quiz_stopped, lang)])]
    lines.append(say(M.quiz_score, lang, right=f"{event.right:g}", total=event.total))
    return lines + ([say(M.quiz_unreached, lang, n=event.total - event.asked)] if event.asked < event.total else [])
