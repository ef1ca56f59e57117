"""A learner's answer and the right one, as the table of answers sets them and as linear text says them: theirs as
typed, the right one a component at a time (theirs where it is right, every right value where it is not)."""

from __future__ import annotations

from collections.abc import Iterable

from .. import predict
from ..grading import Verdict
from ..lesson.model import Question
from ..messages import M, colon, comma, say
from ..numfmt import DECIMALS, fixed
from .model import Para
from .practice import answer_text, right_value, step_name


def short(q: Question, answer: object, lang: str) -> str:
    if q.kind == "number":
        return fixed(float(answer))  # type: ignore[arg-type]
    if q.kind == predict.VECTOR:
        return " ".join(fixed(x) for x in answer)  # type: ignore[attr-defined]
    return str(answer) if q.kind == "choice" else answer_text(q, answer, lang)


def right_cells(g: predict.Graded, lang: str) -> list[str]:
    """The right answer beside the learner's, a component at a time: theirs where it is right, and every 6-decimal
    value that is right where theirs is not; [] for a set or a claim."""
    return [right_as_typed(p, lang) if p.right else right_value(p, lang) for p in numbers_graded(g)]


def numbers_graded(g: predict.Graded) -> tuple[Verdict, ...]:
    """A number's verdict, or a vector's a component at a time; none for a set, a claim or no answer."""
    if g.verdict is None or g.question.kind not in ("number", predict.VECTOR):
        return ()
    return g.parts if g.question.kind == predict.VECTOR else (g.verdict,)


def two_ways(graded: Iterable[predict.Graded], lang: str) -> tuple[Para, ...]:
    """The note under a table where a right value is written 'x or y', giving only the reasons that hold there: a
    learner read "or the exact value has a 5 in decimal place 7" beside two values that rounding on the way gave."""
    tie = rounding = False
    for v in (v for g in graded for v in numbers_graded(g)):
        sides = {fixed(y) for y in v.tie}
        if v.right:
            pair = {fixed(float(v.got)), fixed(float(v.want))} - {fixed(float(v.want))}  # type: ignore[arg-type]
        else:
            pair = {fixed(y) for y in v.others}
        tie, rounding = tie or bool(pair & sides), rounding or bool(pair - sides)
    message = M.test_two_ways if tie and rounding else M.test_two_ways_tie if tie else M.test_two_ways_rounding
    return (Para(say(message, lang, next=str(DECIMALS + 1)), "meta"),) if tie or rounding else ()


def right_as_typed(v: Verdict, lang: str) -> str:
    """A right answer as the learner gave it; where the state below prints it otherwise (the other way of rounding
    on the way), that value too, so the screen never shows one number two ways without saying both are right."""
    mine, printed = fixed(float(v.got)), fixed(float(v.want))  # type: ignore[arg-type]
    return mine if mine == printed else say(M.right_or, lang, right=mine, others=printed)


def right_cell(g: predict.Graded, lang: str) -> str:
    cells = right_cells(g, lang)
    if not cells:
        return short(g.question, g.right_answer, lang)
    # "a or b, c": apart; not "；", which a narrow record puts between its fields ("…；-0.716440；判断 ✗")
    return (comma(lang) if any(" " in c for c in cells) else " ").join(cells)


def right_named(g: predict.Graded, lang: str) -> str:
    """The right answer with its name, for linear text: `z1 = −0.924228`, `z1 = …, z2 = …`, `h: h1 h5`."""
    q, cells = g.question, right_cells(g, lang)
    if q.kind == predict.VECTOR and cells:
        return comma(lang).join(f"{q.answer}{j + 1} = {c}" for j, c in enumerate(cells))
    if q.kind == "number" and cells:
        return f"{q.answer} = {cells[0]}"
    named = answer_text(q, g.right_answer, lang)
    return named if q.kind in ("number", predict.VECTOR) else f"{step_name(q, lang)}{colon(lang)}{named}"


def yours(g: predict.Graded, lang: str, *, named: bool = False) -> str:
    """The learner's answer as they typed it (a set's members, a choice's number, as read); `named`, for linear
    text, each component of a vector after its name, as the right answer is said beside it."""
    v = g.verdict
    if v is None:  # looked at, or not reached: words, where "-" read as a minus in a column of numbers, and not
        return say(M.predict_none_given, lang)  # "none", a right answer to "which h will ReLU zero?"
    if g.question.kind == predict.VECTOR and g.parts:  # each component as typed, a space apart: a line may break
        typed = [part.typed or fixed(part.got) for part in g.parts]  # type: ignore[arg-type]  # not in "1,2,…"
        return comma(lang).join(f"{g.question.answer}{j + 1} = {t}" for j, t in enumerate(typed)) if named \
            else " ".join(typed)
    if g.question.kind in ("number", predict.VECTOR) and v.typed:
        return v.typed
    return short(g.question, v.got, lang)


def answered(g: predict.Graded, lang: str) -> list[tuple[str, Verdict, str, str]]:
    """A vector answered, component by component: its name, its verdict, the number as typed, the right value(s)."""
    return [(f"{g.question.answer}{j + 1}", part, part.typed or fixed(float(part.got)), right)  # type: ignore[arg-type]
            for j, (part, right) in enumerate(zip(g.parts, right_cells(g, lang)))]
