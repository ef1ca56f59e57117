"""Practice as data: each quiz, predict and review event as a page, drawn by rich views and linear text alike."""

from __future__ import annotations

from .. import predict, quiz
from ..grading import Verdict
from ..lesson.model import Question
from ..lesson.vocabulary import QUIZ_SETS
from ..messages import M, Message, say
from ..numfmt import fixed
from ..vocab import DECIMALS
from .commands import equations
from .model import Block, Items, Num, Page, Para, Row, Table, Values
from .panels import weight_table

HELP_KEYS = {"number": M.quiz_number_help, "set": M.quiz_set_help, "choice": M.quiz_choice_help}
# What a set question's worked solution says of each component: (in the set, not in it), by set
MEMBERSHIP = {
    "relu_zeroed": (M.set_zeroed, M.set_passed),
    "negative_u": (M.set_negative, M.set_not_negative),
    "negative_z": (M.set_negative, M.set_not_negative),
}
assert set(MEMBERSHIP) == set(QUIZ_SETS), "every set a question may ask needs its words for in and out"


def set_prefix(q: Question) -> str:
    """The vector a set question's members are named by (h for relu_zeroed); "" for other questions."""
    return QUIZ_SETS.get(str(q.answer), "") if q.kind == "set" else ""


def step_name(q: Question, lang: str) -> str:
    """What a step is called: its quantity, its set's vector, or "the claim" for a choice."""
    return str(q.answer) if q.kind == "number" else set_prefix(q) or say(M.predict_claim, lang)


def answer_text(q: Question, answer: object, lang: str) -> str:
    """An answer as said: a number with its name, a set's members, a choice's number and words."""
    if q.kind == "number":
        return f"{q.answer} = {fixed(float(answer))}"  # type: ignore[arg-type]
    if q.kind == "set":
        return " ".join(f"{set_prefix(q)}{j + 1}" for j in sorted(answer)) or say(M.none, lang)  # type: ignore[call-overload]
    return f"{answer}. {q.options[int(answer) - 1](lang)}"  # type: ignore[call-overload]


def keys(q: Question, lang: str) -> str:
    """What an answer to `q` may be, and the keys that skip or end."""
    values = {"decimals": DECIMALS, "prefix": set_prefix(q), "n": len(q.options)}
    return say(HELP_KEYS[q.kind], lang, **values) + say(M.quiz_keys, lang)


def givens(given: tuple[quiz.Given, ...], lang: str) -> list[Block]:
    """Each given vector with its components named; a matrix as a table, a row a line; a drawn weight said so."""
    out: list[Block] = []
    for g in given:
        drawn = say(M.quiz_given_drawn, lang, name=g.name) if g.drawn else ""
        if g.values and isinstance(g.values[0], tuple):
            import numpy as np

            out.append(weight_table(g.name, np.array(g.values), lang, None))
            out += [Para(drawn, "meta")] if drawn else []
        else:
            nums = tuple(Num(fixed(x), x, f"{g.name}{j + 1}") for j, x in enumerate(g.values))
            out.append(Values(g.name, nums, drawn))
    return out


def verdict_lines(verdict: Verdict | None, lang: str, prefix: str = "") -> list[Block]:
    """What a wrong answer fits, in words: a wrong method by name, an error carried, or close; for a set (`prefix` its
    vector) that fits no wrong method, which members were left out and which do not belong."""
    if verdict is None or verdict.right:
        return []
    if prefix and isinstance(verdict.got, frozenset) and isinstance(verdict.want, frozenset) and verdict.match is None:
        missing, extra = verdict.want - verdict.got, verdict.got - verdict.want
        named = [(key, " ".join(f"{prefix}{j + 1}" for j in sorted(part))) for key, part in
                 ((M.grade_set_missing, missing), (M.grade_set_extra, extra)) if part]
        return [Para(say(key, lang, names=names), "wrong") for key, names in named]
    if verdict.carried is not None:  # the slip was in an earlier step: this one is right from there
        return [Para(say(M.grade_carried, lang), "wrong")]
    if verdict.match is not None:
        m = verdict.match.mistake
        return [Para(say(M.grade_mistake, lang, name=m.name(lang), why=m.why(lang)), "wrong")]
    if verdict.close:
        return [Para(say(M.grade_close_short if verdict.short else M.grade_close, lang), "wrong")]
    return []


def side_by_side(verdict: Verdict, q: Question, lang: str) -> list[Block]:
    """The wrong method and the right one, each with what it gives."""
    assert verdict.match is not None
    m = verdict.match
    name = set_prefix(q) or str(q.answer)

    def shown(x: object) -> str:
        if q.kind == "number":
            return fixed(float(x))  # type: ignore[arg-type]
        return ", ".join(f"{name}{j + 1}" for j in sorted(x)) or say(M.none, lang)  # type: ignore[call-overload]

    rows = []
    methods = ((M.grade_yours, m.mistake.wrong, m.wrong), (M.grade_right_method, m.mistake.right, m.right))
    for label, formula, value in methods:
        said = f"{say(label, lang)}: {formula}, " + (f"{name} = {shown(value)}" if q.kind == "number" else shown(value))
        rows.append(Row(say(label, lang), (formula, shown(value)), said))
    return [*verdict_lines(verdict, lang), Table(("", "", name), tuple(rows))]


def solution(event: quiz.Solution, lang: str) -> list[Block]:
    q = event.question
    out: list[Block] = [Para(say(M.quiz_solution, lang, answer=answer_text(q, event.answer, lang)), "wrong")]
    if event.verdict is not None and event.verdict.match is not None:
        out += side_by_side(event.verdict, q, lang)
    else:
        out += verdict_lines(event.verdict, lang, set_prefix(q))
    if event.steps:
        out.append(equations(event.steps, say(M.quiz_given_note, lang)))
    for row in event.rows:
        said = say(MEMBERSHIP[str(q.answer)][0 if row.member else 1], lang)
        out.append(Para(f"{row.source} = {fixed(row.value)} → {row.name} {said}", "formula"))
    return out + ([Para(q.explain(lang), "meta")] if q.explain else [])


def quiz_event(event: quiz.Event, lang: str) -> Page:
    if isinstance(event, quiz.Ask):
        q = event.question
        where = say(M.quiz_question, lang, i=event.number, n=event.total, state=event.state)
        out: list[Block] = [Para(where, "section")]
        out += [Para(say(M.quiz_missed_before, lang), "meta")] if event.again else []
        out += [Para(q.ask(lang), "heading"), *givens(event.givens, lang)]
        out += [Items(tuple(o(lang) for o in q.options), numbered=True)] if q.kind == "choice" else []
        return (*out, Para(keys(q, lang), "keys"))
    if isinstance(event, quiz.Invalid):
        assert event.parsed.error is not None
        problem = say(event.parsed.error, lang, **(event.parsed.values or {}))
        return (Para(f"{problem.rstrip('.。')}{'。' if lang == 'zh' else '. '}{say(M.quiz_again, lang)}", "wrong"),)
    if isinstance(event, quiz.Hint):
        hint = (Para(say(M.quiz_hint, lang), "wrong"), Para(event.question.hint(lang)))
        return (*verdict_lines(event.verdict, lang, set_prefix(event.question)), *hint)
    if isinstance(event, quiz.Right):
        explain = (Para(event.question.explain(lang), "meta"),) if event.question.explain else ()
        return (Para(say(M.quiz_right_second if event.second else M.quiz_right, lang), "right"), *explain)
    if isinstance(event, quiz.Skipped):
        return (Para(say(M.quiz_skipped, lang), "meta"), *solution(event.solution, lang))
    if isinstance(event, quiz.Solution):
        return tuple(solution(event, lang))
    assert isinstance(event, quiz.Done)
    stopped = () if event.finished else (Para(say(M.quiz_stopped, lang), "meta"),)
    left = event.total - event.asked
    unreached = (Para(say(M.quiz_unreached, lang, n=left), "meta"),) if left else ()
    return (*stopped, Para(say(M.quiz_score, lang, right=f"{event.right:g}", total=event.total), "section"), *unreached)


def intro(plan: predict.Plan) -> Message:
    """Work numbers out to 6 decimals, or, when no number is asked, decide on a claim."""
    return M.predict_intro if any(q.kind == "number" for q in plan.asked) else M.predict_intro_claims


def verdict_word(g: predict.Graded, lang: str) -> str:
    v = g.verdict
    if v is None:
        return say(M.verdict_shown, lang)
    if v.right:
        return say(M.verdict_right, lang)
    if v.carried is not None:
        return say(M.verdict_carried, lang)
    if v.match is not None:
        return v.match.mistake.name(lang)
    return say(M.verdict_close if v.close else M.verdict_wrong, lang)


def short(q: Question, answer: object, lang: str) -> str:
    if q.kind == "number":
        return fixed(float(answer))  # type: ignore[arg-type]
    return str(answer) if q.kind == "choice" else answer_text(q, answer, lang)


def reveal(event: predict.Reveal, lang: str) -> Page:
    rows = []
    for g in event.results:
        name = step_name(g.question, lang)
        yours = "-" if g.verdict is None else short(g.question, g.verdict.got, lang)
        right = short(g.question, g.right_answer, lang)
        word = verdict_word(g, lang)
        said = say(M.predict_reveal_line, lang, name=name, yours=yours, right=right, verdict=word)
        rows.append(Row(name, (yours, right, word), said))
    columns = (M.predict_col_step, M.predict_col_yours, M.predict_col_right, M.predict_col_verdict)
    headers = tuple(say(m, lang) for m in columns)
    if event.first_wrong is not None:
        summary = Para(say(M.predict_first_wrong, lang, name=step_name(event.first_wrong, lang)), "wrong")
    else:
        summary = Para(say(M.predict_all_right_more if event.earlier else M.predict_all_right, lang), "right")
    return (Para(say(M.predict_reveal, lang), "section"), Table(headers, tuple(rows)), summary)


def predict_event(event: predict.Event, lang: str) -> Page:
    if isinstance(event, predict.Setup):
        out: list[Block] = [Para(say(M.predict_title, lang, state=event.plan.state), "section"),
                            Para(say(intro(event.plan), lang), "meta"), *givens(event.givens, lang)]
        if event.worked:
            out += [Para(say(M.predict_worked_steps, lang), "meta"),
                    Items(tuple(answer_text(q, a, lang) if q.kind == "number"
                                else f"{step_name(q, lang)}: {answer_text(q, a, lang)}" for q, a in event.worked),
                          "formula")]
        if event.formulas:
            out += [Para(say(M.predict_formulas, lang), "meta"), Items(event.formulas, "formula")]
        return tuple(out)
    if isinstance(event, predict.AskStep):
        q = event.question
        out = [Para(say(M.predict_step, lang, i=event.number, n=event.total), "meta"), Para(q.ask(lang), "heading")]
        out += [Items(tuple(o(lang) for o in q.options), numbered=True)] if q.kind == "choice" else []
        return (*out, *([Para(keys(q, lang), "keys")] if q.kind == "set" else []))
    if isinstance(event, predict.Graded):
        q, v = event.question, event.verdict
        answer = answer_text(q, event.right_answer, lang)
        if v is None:
            return (Para(say(M.predict_shown, lang, answer=answer), "meta"),)
        if v.right:
            return (Para(say(M.predict_right, lang), "right"),)
        wrong = Para(say(M.predict_wrong, lang, answer=answer), "wrong")
        if v.match is not None and v.carried is None:
            return (wrong, *side_by_side(v, q, lang))
        return (wrong, *verdict_lines(v, lang, set_prefix(q)))
    if isinstance(event, predict.Reveal):
        return reveal(event, lang)
    return quiz_event(event, lang)  # an answer that could not be read: said as the quiz says it
