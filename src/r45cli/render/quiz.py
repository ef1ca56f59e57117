"""`r45 quiz`: each quiz event (a question, a hint, a verdict, the score) as text."""

from rich.console import Group, RenderableType
from rich.text import Text

from .. import quiz
from ..lesson.model import Question
from ..lesson.vocabulary import QUIZ_SETS
from ..messages import M, say
from ..numfmt import fixed
from .layout import num
from .style import STYLES
from .why import derivation
from .wrap import Prose

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
        lines: list[RenderableType] = [
            Text(say(M.quiz_question, lang, i=event.number, n=event.total, state=event.state), style=STYLES["meta"]),
            Prose(q.ask(lang), STYLES["heading"]),
        ]
        for name, values in event.givens:
            lines.append(Prose(f"{name} = ({', '.join(fixed(x) for x in values)})", STYLES["meta"]))
        if q.kind == "choice":
            lines += [Text(f"  {k}. {option(lang)}") for k, option in enumerate(q.options, start=1)]
        values = {"tol": f"{q.tolerance:g}", "prefix": QUIZ_SETS.get(str(q.answer), ""), "n": len(q.options)}
        lines.append(Text(say(HELP_KEYS[q.kind], lang, **values) + say(M.quiz_keys, lang), style=STYLES["meta"]))
        return Group(Text(""), *lines)
    if isinstance(event, quiz.Invalid):
        assert event.parsed.error is not None
        problem = say(event.parsed.error, lang, **(event.parsed.values or {}))
        return Text(f"{problem.rstrip('.。')}{'。' if lang == 'zh' else '. '}{say(M.quiz_again, lang)}", style=STYLES["wrong"])
    if isinstance(event, quiz.Hint):
        return Group(Text(say(M.quiz_hint, lang), style=STYLES["wrong"]), Prose(event.question.hint(lang)))
    if isinstance(event, quiz.Right):
        extra = [Prose(event.question.explain(lang), STYLES["meta"])] if event.question.explain else []
        return Group(Text(say(M.quiz_right, lang), style=STYLES["right"]), *extra)
    if isinstance(event, quiz.Skipped):
        return Group(Text(say(M.quiz_skipped, lang), style=STYLES["meta"]), quiz_event(event.solution, lang))
    if isinstance(event, quiz.Solution):
        q = event.question
        lines = [Text(say(M.quiz_solution, lang, answer=answer_text(q, event.answer, lang)), style=STYLES["wrong"])]
        if event.steps:
            lines.append(derivation(event.steps, lang))
        for row in event.rows:
            verdict = say(M.quiz_member if row.member else M.quiz_not_member, lang)
            lines.append(Text.assemble(f"{row.source} = ", num(row.value), f"  → {row.name} {verdict}"))
        if q.explain:
            lines.append(Prose(q.explain(lang), STYLES["meta"]))
        return Group(*lines)
    assert isinstance(event, quiz.Done)
    lines = [] if event.finished else [Text(say(M.quiz_stopped, lang), style=STYLES["meta"])]
    lines.append(Text(say(M.quiz_score, lang, right=event.right, asked=event.asked), style=STYLES["title"]))
    return Group(Text(""), *lines)
