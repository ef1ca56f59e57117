"""Practice as data: each quiz, predict and review event as a page, drawn by rich views and linear text alike."""

from __future__ import annotations

from .. import handwork, predict, quiz
from ..grading import Verdict
from ..lesson.model import Lesson, Question
from ..lesson.vocabulary import QUIZ_SETS
from ..messages import M, Message, colon, say
from ..numfmt import fixed
from ..typed import decimals
from ..vocab import DECIMALS, FORMULAS
from .commands import equations
from .model import Block, Items, Num, Page, Para, Row, Table, Values
from .panels import weight_table

HELP_KEYS = {"number": M.quiz_number_help, "set": M.quiz_set_help, "choice": M.quiz_choice_help,
             predict.VECTOR: M.quiz_vector_help}
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
    return str(q.answer) if q.kind in ("number", predict.VECTOR) else set_prefix(q) or say(M.predict_claim, lang)


def answer_text(q: Question, answer: object, lang: str) -> str:
    """An answer as said: a number with its name, a vector's numbers, a set's members, a choice's number and words."""
    if q.kind == "number":
        return f"{q.answer} = {fixed(float(answer))}"  # type: ignore[arg-type]
    if q.kind == predict.VECTOR:  # each component with its name: a1 = …, a2 = …
        components: list[float] = list(answer)  # type: ignore[call-overload]
        return ", ".join(f"{q.answer}{j + 1} = {fixed(x)}" for j, x in enumerate(components))
    if q.kind == "set":
        return " ".join(f"{set_prefix(q)}{j + 1}" for j in sorted(answer)) or say(M.none, lang)  # type: ignore[call-overload]
    return f"{answer}. {q.options[int(answer) - 1](lang)}"  # type: ignore[call-overload]


def keys(q: Question, lang: str, width: int = 0, words: Message = M.quiz_keys) -> str:
    """What an answer to `q` may be, and the keys that skip or end (the quiz's, or predict mode's `words`)."""
    values = {"decimals": DECIMALS, "prefix": set_prefix(q), "n": width or len(q.options)}
    return say(HELP_KEYS[q.kind], lang, **values) + say(words, lang)


def givens(given: tuple[quiz.Given, ...], lang: str) -> list[Block]:
    """Each given vector with its components named; a matrix as a table, a row a line; a drawn weight said so."""
    out: list[Block] = []
    for g in given:
        drawn = say(M.quiz_given_drawn, lang, name=g.name) if g.drawn else ""
        if g.values and isinstance(g.values[0], tuple):
            import numpy as np

            W = np.array(g.values)
            out.append(weight_table(g.name, W, lang, None)._replace(caption=f"{g.name} ({W.shape[0]}×{W.shape[1]})"))
            out += [Para(drawn, "meta")] if drawn else []
        else:
            nums = tuple(Num(fixed(x), x, f"{g.name}{j + 1}") for j, x in enumerate(g.values))
            out.append(Values(g.name, nums, drawn))
    return out


def slips(verdict: Verdict, lang: str) -> list[Block]:
    """The wrong methods a number fits: one by name with its line, several named together, each line after."""
    said = [m.said(lang) for m in verdict.matches]
    if len(said) == 1:
        return [Para(say(M.grade_mistake, lang, name=said[0][0], why=said[0][1]), "wrong")]
    names = ("；" if lang == "zh" else "; ").join(name for name, _ in said)
    return [Para(say(M.grade_mistakes, lang, names=names), "wrong"), Items(tuple(f"{n}: {w}" for n, w in said))]


def verdict_lines(verdict: Verdict | None, lang: str, prefix: str = "", *, try_left: bool = False,
                  hint: str = "") -> list[Block]:
    """What a wrong answer fits, in words: wrong methods by name, an error carried, or how close; for a set (`prefix`
    its vector) that fits no wrong method, which members were left out and which do not belong; else `hint`."""
    if verdict is None or verdict.right:
        return []
    if verdict.carried is not None:  # the slip was in an earlier step: this one is right from there
        return [Para(say(M.grade_carried, lang), "wrong")]
    if prefix and isinstance(verdict.got, frozenset) and isinstance(verdict.want, frozenset) and not verdict.matches:
        missing, extra = verdict.want - verdict.got, verdict.got - verdict.want
        named = [(key, " ".join(f"{prefix}{j + 1}" for j in sorted(part))) for key, part in
                 ((M.grade_set_missing, missing), (M.grade_set_extra, extra)) if part]
        return [Para(say(key, lang, names=names), "wrong") for key, names in named]
    if verdict.matches:
        return slips(verdict, lang)
    out: list[Block] = []
    if verdict.off is not None:
        off = fixed(verdict.off)
        close = say(M.grade_close, lang, k=verdict.agree, off=off) if verdict.agree else say(M.grade_close_off, lang,
                                                                                              off=off)
        out.append(Para(close, "wrong"))
    if verdict.short and verdict.off is not None:  # near, but cut short: asked for while a try is left, else said
        out.append(Para(say(M.grade_short if try_left else M.grade_short_said, lang, n=decimals(verdict.typed)),
                        "wrong"))
    if not out and hint:
        out.append(Para(say(M.grade_hint, lang, hint=hint)))
    return out


def side_by_side(verdict: Verdict, q: Question, lang: str) -> list[Block]:
    """Each wrong method and the right one, each with what it gives at this step."""
    name = set_prefix(q) or str(q.answer)

    def shown(x: object) -> str:
        if q.kind == "number":
            return f"{name} = {fixed(float(x))}"  # type: ignore[arg-type]
        return ", ".join(f"{name}{j + 1}" for j in sorted(x)) or say(M.none, lang)  # type: ignore[call-overload]

    rows = []
    for m in verdict.matches:
        label = m.said(lang)[0]
        rows.append(Row(label, (m.formula(), shown(m.wrong)), f"{label}: {m.formula()}, {shown(m.wrong)}"))
    first = verdict.matches[0]
    right = FORMULAS.get(handwork.stage_of(str(q.answer)), first.mistake.right) if q.kind == "number" else \
        first.mistake.right
    label = say(M.grade_right_method, lang)
    rows.append(Row(label, (right, shown(verdict.want)), f"{label}: {right}, {shown(verdict.want)}"))
    return [*verdict_lines(verdict, lang), Table(("", "", ""), tuple(rows))]


def agreeing(verdict: Verdict, lang: str) -> list[Block]:
    """A right number that a wrong method gives too here, said in one sentence each."""
    return [Para(m.said(lang)[1], "meta") for m in verdict.same]


def solution(event: quiz.Solution, lang: str) -> list[Block]:
    q = event.question
    out: list[Block] = []
    if event.verdict is not None and event.verdict.matches and event.verdict.carried is None:
        out += side_by_side(event.verdict, q, lang)
    else:
        out += verdict_lines(event.verdict, lang, set_prefix(q))  # no try is left: no "give 6 decimals"
    out.append(Para(say(M.quiz_solution, lang, answer=answer_text(q, event.answer, lang)), "wrong"))  # then the steps
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
        return (*verdict_lines(event.verdict, lang, set_prefix(event.question), try_left=True), *hint)
    if isinstance(event, quiz.Right):
        explain = (Para(event.question.explain(lang), "meta"),) if event.question.explain else ()
        said = (Para(say(M.quiz_right_second if event.second else M.quiz_right, lang), "right"),)
        return (*said, *(agreeing(event.verdict, lang) if event.verdict else ()), *explain)
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
    computed = (*predict.COMPUTED, predict.VECTOR)
    return M.predict_intro if any(q.kind in computed for q in plan.asked) else M.predict_intro_claims


def verdict_word(g: predict.Graded, lang: str) -> str:
    v = g.verdict
    if v is None:
        return say(M.verdict_shown, lang)
    if v.right:
        return say(M.verdict_right, lang)
    if v.carried is not None:
        return say(M.verdict_carried, lang)
    if v.matches:
        return " / ".join(m.said(lang)[0] for m in v.matches)
    wrong_parts = [p for p in g.parts if not p.right]
    if wrong_parts and all(p.carried is not None for p in wrong_parts):
        return say(M.verdict_carried, lang)
    return say(M.verdict_close if v.close else M.verdict_wrong, lang)


def short(q: Question, answer: object, lang: str) -> str:
    if q.kind == "number":
        return fixed(float(answer))  # type: ignore[arg-type]
    if q.kind == predict.VECTOR:
        return " ".join(fixed(x) for x in answer)  # type: ignore[attr-defined]
    return str(answer) if q.kind == "choice" else answer_text(q, answer, lang)


def yours(g: predict.Graded, lang: str) -> str:
    """The learner's answer as they typed it (a set's members, a choice's number, as read)."""
    v = g.verdict
    if v is None:
        return "-"
    if g.question.kind in ("number", predict.VECTOR) and v.typed:
        return v.typed
    return short(g.question, v.got, lang)


def describe(level: int, plan: predict.Plan, lang: str) -> str:
    """What a level asks, for "next time: …"."""
    if level <= plan.steps:
        return say(M.next_more, lang)
    if level == plan.steps + 1:
        return say(M.next_whole, lang)
    if level == plan.steps + 2:
        return say(M.next_hidden, lang)
    return say(M.next_chain, lang, title=plan.chain_title(lang))


def summary(event: predict.Reveal, lang: str) -> list[Block]:
    """What the run comes to: the first slip, what was looked at, done unaided, or what comes next."""
    p = event.plan
    if event.looked:
        return [Para(say(M.predict_looked, lang, n=event.looked), "wrong")]
    if event.first_wrong is not None:
        if event.first_wrong.kind == "choice":
            return [Para(say(M.predict_claim_wrong, lang), "wrong")]
        return [Para(say(M.predict_first_wrong, lang, name=step_name(event.first_wrong, lang)), "wrong")]
    out: list[Block] = []
    if event.unaided:
        out.append(Para(say(M.predict_unaided, lang), "right"))
        if p is not None and p.waiting:
            out.append(Para(say(M.predict_chain_waits, lang, states=", ".join(p.waiting)), "meta"))
    elif event.hinted:
        out.append(Para(say(M.predict_hinted, lang), "meta"))
    if p is not None and event.next_level > p.level:
        out.append(Para(say(M.predict_next, lang, next=describe(event.next_level, p, lang)), "right"))
    return out or [Para(say(M.predict_all_right, lang), "right")]


def reveal(event: predict.Reveal, lang: str) -> Page:
    rows = []
    for g in event.results:
        name = step_name(g.question, lang)
        right = short(g.question, g.right_answer, lang)
        word = verdict_word(g, lang)
        named = answer_text(g.question, g.right_answer, lang)  # the right answer with its name, for linear text
        if g.question.kind not in ("number", predict.VECTOR):
            named = f"{name}{colon(lang)}{named}"
        given = yours(g, lang) if g.verdict is not None else say(M.predict_not_answered, lang)
        said = say(M.predict_reveal_line, lang, yours=given, right=named, verdict=word)
        rows.append(Row(name, (yours(g, lang), right, word), said))
    columns = (M.predict_col_step, M.predict_col_yours, M.predict_col_right, M.predict_col_verdict)
    headers = tuple(say(m, lang) for m in columns)
    return (Para(say(M.predict_reveal, lang), "section"), Table(headers, tuple(rows)), *summary(event, lang))


def setup(event: predict.Setup, lang: str) -> Page:
    p = event.plan
    if p.title:
        title = say(M.predict_chain_title, lang, title=p.chain_title(lang))
    else:
        title = say(M.predict_title, lang, state=p.state)
    level = say(M.predict_level, lang, k=p.level, n=p.top)
    out: list[Block] = [Para(f"{title} · {level}", "section"), Para(say(intro(p), lang), "meta")]
    if p.fresh:  # the givens that come of the draw: every vector (all follow from u), and W2 where it was drawn
        drawn = [g for g in p.given if g in handwork.VECTORS or (g == "W2" and "W2" in p.draw)]
        names = ("、" if lang == "zh" else ", ").join(drawn)
        out.append(Para(say(M.predict_drawn, lang, names=names), "meta"))
    out += givens(event.givens, lang)
    if event.worked:
        out += [Para(say(M.predict_worked_steps, lang), "meta"),
                Items(tuple(answer_text(q, a, lang) if q.kind == "number"
                            else f"{step_name(q, lang)}: {answer_text(q, a, lang)}" for q, a in event.worked),
                      "formula")]
    if p.hidden:
        out.append(Para(say(M.predict_formulas_hidden, lang), "meta"))
    elif event.formulas:
        out += [Para(say(M.predict_formulas, lang), "meta"), Items(event.formulas, "formula")]
    return (*out, *([Para(event.settings, "formula")] if event.settings else []))


def graded(event: predict.Graded, lang: str, panel: str = "") -> Page:
    """A step graded at once: right; shown; or the right answer, with what the wrong one fits."""
    q, v = event.question, event.verdict
    answer = answer_text(q, event.right_answer, lang)
    if v is None:
        return (Para(say(M.predict_shown, lang, answer=answer), "meta"),)
    if v.right:
        return (Para(say(M.predict_right, lang), "right"), *agreeing(v, lang))
    wrong = Para(say(M.predict_wrong, lang, answer=answer), "wrong")
    if q.kind == "choice":
        explain = [Para(q.explain(lang), "meta")] if q.explain else []
        proof = [Para(say(M.grade_claim_panel, lang, title=panel), "meta")] if panel else []
        return (wrong, *explain, *proof)
    if q.kind == predict.VECTOR:
        return (wrong, *components(event, lang))
    if v.matches and v.carried is None:
        return (wrong, *side_by_side(v, q, lang))
    return (wrong, *verdict_lines(v, lang, set_prefix(q), hint=q.hint(lang)))


def components(event: predict.Graded, lang: str) -> list[Block]:
    """A vector's wrong components, each with what it fits; the step's formula when none fits anything."""
    out: list[Block] = []
    said_any = False
    want = event.right_answer
    for j, part in enumerate(event.parts):
        if part.right:
            continue
        name = f"{event.question.answer}{j + 1}"
        word = verdict_word(predict.Graded(event.question, part, want), lang)
        typed = part.typed or fixed(float(part.got))  # type: ignore[arg-type]
        right = fixed(float(part.want))  # type: ignore[arg-type]
        out.append(Para(say(M.predict_part, lang, name=name, right=right, typed=typed, verdict=word), "wrong"))
        lines = verdict_lines(part, lang)
        said_any = said_any or bool(lines)
        out += lines
    if not said_any:
        out.append(Para(say(M.grade_hint, lang, hint=event.question.hint(lang))))
    return out


# Panels named in a sentence (a claim's proof): their titles that need no numbers filled in
TITLES = {"vectors": M.vectors, "hidden": M.hidden, "composition": M.composition, "layernorm": M.layernorm,
          "residual": M.residual, "formula": M.formula, "bars": M.bars, "scopes": M.scopes,
          "attention": M.attention_title, "sequence": M.sequence_title, "nonlinearity": M.nonlinear_title}


def panel_title(kind: str, lang: str) -> str:
    """A panel's title for a sentence that names it; the kind itself where the title needs numbers (matrix)."""
    return say(TITLES[kind], lang) if kind in TITLES else kind


def proof(lesson: Lesson, plan: predict.Plan, lang: str) -> str:
    """The title of the panel that shows why a claim of the plan holds ("" when none is named)."""
    kinds = [q.panel for q in plan.asked if q.kind == "choice" and q.panel]
    return panel_title(kinds[0], lang) if kinds else ""


def predict_event(event: predict.Event, lang: str, panel: str = "") -> Page:
    """An event of predict mode as a page; `panel` is the title of the panel that shows a claim's reason."""
    if isinstance(event, predict.Setup):
        return setup(event, lang)
    if isinstance(event, predict.AskStep):
        q = event.question
        ask = say(M.predict_vector_ask, lang, name=q.answer, n=event.width) if q.kind == predict.VECTOR else q.ask(lang)
        asked: list[Block] = [Para(say(M.predict_step, lang, i=event.number, n=event.total), "meta"),
                              Para(ask, "heading")]
        asked += [Items(tuple(o(lang) for o in q.options), numbered=True)] if q.kind == "choice" else []
        typing = [Para(keys(q, lang, event.width, M.predict_keys), "keys")] if q.kind in ("set", predict.VECTOR) else []
        return (*asked, *typing)
    if isinstance(event, predict.Formulas):
        head = M.predict_formulas_counted if event.counted else M.predict_formulas
        return (Para(say(head, lang), "meta"), Items(event.formulas, "formula"))
    if isinstance(event, predict.Graded):
        return graded(event, lang, panel)
    if isinstance(event, predict.Reveal):
        return reveal(event, lang)
    return quiz_event(event, lang)  # an answer that could not be read: said as the quiz says it
