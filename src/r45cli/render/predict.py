"""`step --predict`: each predict event as text, and the reveal's table of the learner's answers beside the right ones."""

from rich.console import Group, RenderableType
from rich.text import Text

from .. import predict
from ..lesson.model import Question
from ..messages import M, Message, say
from ..numfmt import fixed
from .layout import data_table
from .quiz import HELP_KEYS, answer_text, givens_view, options_view, quiz_event, set_prefix, side_by_side, slip_name, verdict_lines
from .style import STYLES
from .wrap import Prose


def intro(plan: predict.Plan) -> Message:
    """What the learner is asked to do: work numbers out to 6 decimals, or, when no number is asked, decide on a claim."""
    return M.predict_intro if any(q.kind == "number" for q in plan.asked) else M.predict_intro_claims


def predict_event(event: predict.Event, lang: str) -> RenderableType:
    if isinstance(event, predict.Setup):
        lines: list[RenderableType] = [
            Text(say(M.predict_title, lang, state=event.plan.state), style=STYLES["title"]),
            Prose(say(intro(event.plan), lang), STYLES["meta"]),
            *givens_view(event.givens, lang),
        ]
        if event.worked:
            lines.append(Text(say(M.predict_worked_steps, lang), style=STYLES["meta"]))
            lines += [Text(f"  {step_name(q, lang)} = {answer_text(q, a, lang)}") for q, a in event.worked]
        if event.formulas:
            lines.append(Text(say(M.predict_formulas, lang), style=STYLES["meta"]))
            lines += [Text(f"  {f}", style=STYLES["heading"]) for f in event.formulas]
        return Group(Text(""), *lines)
    if isinstance(event, predict.AskStep):
        q = event.question
        lines = [Text(say(M.predict_step, lang, i=event.number, n=event.total), style=STYLES["meta"]), Prose(q.ask(lang), STYLES["heading"])]
        if q.kind == "choice":
            lines.append(options_view(q, lang))
        elif q.kind == "set":
            lines.append(Text(say(HELP_KEYS["set"], lang, prefix=set_prefix(q)), style=STYLES["meta"]))
        return Group(*lines)
    if isinstance(event, predict.Graded):
        q, v = event.question, event.verdict
        if v is None:
            return Text(say(M.predict_shown, lang, answer=answer_text(q, event.right_answer, lang)), style=STYLES["meta"])
        if v.right:
            return Text(say(M.predict_right, lang), style=STYLES["right"])
        wrong = Text(say(M.predict_wrong, lang, answer=answer_text(q, event.right_answer, lang)), style=STYLES["wrong"])
        if v.match is not None and v.carried is None:
            return Group(wrong, side_by_side(v, slip_name(q), q.kind, lang))
        return Group(wrong, *(Prose(line, STYLES["wrong"]) for line in verdict_lines(v, lang, set_prefix(q))))
    if isinstance(event, predict.Reveal):
        return reveal_view(event, lang)
    return quiz_event(event, lang)  # an answer that could not be read: said as the quiz says it


def reveal_view(reveal: predict.Reveal, lang: str) -> RenderableType:
    headers = [say(m, lang) for m in (M.predict_col_step, M.predict_col_yours, M.predict_col_right, M.predict_col_verdict)]
    rows = [[step_name(g.question, lang), _yours(g, lang), _short(g.question, g.right_answer, lang), verdict_word(g, lang)] for g in reveal.results]
    if reveal.first_wrong is not None:
        summary = Text(say(M.predict_first_wrong, lang, name=step_name(reveal.first_wrong, lang)), style=STYLES["wrong"])
    else:
        summary = Text(say(M.predict_all_right_more if reveal.earlier else M.predict_all_right, lang), style=STYLES["right"])
    table = data_table(headers, rows)
    table.wide.columns[-1].justify = "left"  # the verdict is words  # type: ignore[attr-defined]
    return Group(Text(""), Text(say(M.predict_reveal, lang), style=STYLES["title"]), table, summary)


def step_name(q: Question, lang: str = "en") -> str:
    """What a step is called: its quantity, its set's vector, or "the claim" for a choice."""
    if q.kind == "number":
        return str(q.answer)
    if q.kind == "set":
        return set_prefix(q)
    return say(M.predict_claim, lang)


def _short(q: Question, answer: object, lang: str) -> str:
    if q.kind == "number":
        return fixed(float(answer))  # type: ignore[arg-type]
    if q.kind == "choice":
        return str(answer)
    return answer_text(q, answer, lang)


def _yours(g: predict.Graded, lang: str) -> str:
    return "-" if g.verdict is None else _short(g.question, g.verdict.got, lang)


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
