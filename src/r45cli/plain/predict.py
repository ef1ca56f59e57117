"""`step --predict` as linear text: the givens and formulas, each step's verdict, the reveal as named numbers."""

from __future__ import annotations

from .. import predict
from ..messages import M, say
from ..render.predict import intro, step_name, verdict_word
from ..render.quiz import answer_text
from . import heading, minus, said
from .panels import Lines
from .step import givens_lines, quiz_event_lines, slip_lines


def predict_lines(event: predict.Event, lang: str) -> Lines:
    if isinstance(event, predict.Setup):
        lines = [*heading(say(M.predict_title, lang, state=event.plan.state)), say(intro(event.plan), lang), *givens_lines(event.givens, lang)]
        if event.worked:
            lines += [say(M.predict_worked_steps, lang), *(f"{step_name(q, lang)} = {minus(answer_text(q, a, lang))}" for q, a in event.worked)]
        if event.formulas:
            lines += [say(M.predict_formulas, lang), *(minus(f) for f in event.formulas)]
        return lines
    if isinstance(event, predict.AskStep):
        q = event.question
        lines = [say(M.predict_step, lang, i=event.number, n=event.total), q.ask(lang)]
        return lines + ([f"{k}. {option(lang)}" for k, option in enumerate(q.options, start=1)] if q.kind == "choice" else [])
    if isinstance(event, predict.Graded):
        q, v = event.question, event.verdict
        answer = minus(answer_text(q, event.right_answer, lang))
        answer = f"{q.answer} = {answer}" if q.kind == "number" else answer
        if v is None:
            return [say(M.predict_shown, lang, answer=answer)]
        if v.right:
            return [say(M.predict_right, lang)]
        return [say(M.predict_wrong, lang, answer=answer), *slip_lines(v, step_name(q, lang), lang)]
    if isinstance(event, predict.Reveal):
        lines = ["", *heading(say(M.predict_reveal, lang))]
        for g in event.results:
            name = step_name(g.question, lang)
            right = minus(answer_text(g.question, g.right_answer, lang)) if g.question.kind != "number" else said(float(g.right_answer))  # type: ignore[arg-type]
            yours = "-" if g.verdict is None else (said(float(g.verdict.got)) if g.question.kind == "number" else minus(answer_text(g.question, g.verdict.got, lang)))  # type: ignore[arg-type]
            if g.question.kind == "number":  # a number is said with its name
                yours, right = f"{name} = {yours}", f"{name} = {right}"
            lines.append(say(M.predict_reveal_line, lang, name=name, yours=yours, right=right, verdict=verdict_word(g, lang)))
        if event.first_wrong is not None:
            lines.append(say(M.predict_first_wrong, lang, name=step_name(event.first_wrong, lang)))
        else:
            lines.append(say(M.predict_all_right_more if event.earlier else M.predict_all_right, lang))
        return lines
    return quiz_event_lines(event, lang)
