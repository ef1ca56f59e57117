"""Predict mode as pages: the run's setup, each step graded at once, the reveal, and what the run comes to."""

from __future__ import annotations

from collections.abc import Sequence

from .. import handwork, predict
from ..grading import Verdict
from ..lesson.model import Lesson, Question
from ..lesson.vocabulary import QUIZ_SET_SOURCES
from ..messages import M, Message, alternatives, colon, comma, enumeration, say, sentences, together
from ..numfmt import fixed
from .answers import answered, right_cell, right_named, two_ways, yours
from .model import Block, Cell, Items, Num, Page, Para, Row, Table
from .panels import panel_title
from .practice import (
    agreeing,
    answer_text,
    earliest_wrong,
    givens,
    keys,
    quiz_event,
    right_text,
    right_value,
    set_prefix,
    set_rows,
    side_by_side,
    step_name,
    verdict_lines,
)
from .why import equations


def computes(plan: predict.Plan) -> bool:
    """Does the run ask for anything worked out (a number, a vector, a set of channels), not options alone?"""
    return any(q.kind != "choice" for q in plan.asked)


def window_keys(plan: predict.Plan, short: bool = False) -> Message:
    """The keys under the full screen's field: no formulas where only options are asked; `short`: a narrow window's."""
    if short:
        return M.predict_window_keys_short if computes(plan) else M.predict_window_keys_choice_short
    return M.predict_window_keys if computes(plan) else M.predict_window_keys_choice


def intro(plan: predict.Plan) -> tuple[Message, Message]:
    """Work numbers out; name channels (a set, no decimals); or answer by an option's number. Then the keys."""
    kinds, one = {q.kind for q in plan.asked}, M.predict_intro_set if len(plan.asked) > 1 else M.predict_intro_set_one
    if kinds & {"number", predict.VECTOR}:  # one step alone: "each step in computing order" was said of z1 alone
        return M.predict_intro if len(plan.asked) > 1 else M.predict_intro_one, M.predict_intro_keys
    return (one, M.predict_intro_keys) if "set" in kinds else (M.predict_intro_claims, M.predict_intro_claims_keys)


def asked_name(q: Question, lang: str) -> str:
    """A step as the run's opening names it: its quantity, or what its set holds ("which h ReLU sets to 0")."""
    if q.kind != "set":
        return step_name(q, lang)
    zeroed = q.answer in QUIZ_SET_SOURCES  # h's members are decided by a, where ReLU sets them to 0
    return say(M.asked_zeroed if zeroed else M.asked_negative, lang, x=set_prefix(q))


def verdict_word(g: predict.Graded, lang: str) -> str:
    v = g.verdict
    if v is None:
        return say(M.predict_not_answered if g.skipped else M.verdict_shown, lang)
    if v.right:
        return say(M.verdict_right, lang)
    if v.carried is not None:
        return say(M.verdict_carried, lang)
    if v.matches or v.recalled:  # slips by name, each alone explaining it (a comma read as both), or the course's
        return alternatives([m.said(lang)[0] for m in v.matches], lang) or say(M.verdict_recalled, lang)
    wrong_parts = [p for p in g.parts if not p.right]
    if wrong_parts:  # a vector: what its wrong components were told, each once (a slip, "follows", close, wrong)
        return enumeration(lang).join(dict.fromkeys(verdict_word(predict.Graded(g.question, p, g.right_answer), lang)
                                                    for p in wrong_parts))
    kinds = ((v.cut_short, M.verdict_cut_short), (v.close, M.verdict_close), (v.swapped, M.verdict_swapped))
    return say(next((word for held, word in kinds if held), M.verdict_wrong), lang)


def counted(parts: Sequence[Verdict], lang: str) -> str:
    """How many of a vector's components are not right, and of what kind where some are close or cut short."""
    missed = [p for p in parts if not p.right]
    k, n = len(missed), len(parts)
    cut = sum(p.cut_short for p in missed)
    close = sum(p.close and not p.cut_short for p in missed)
    if not cut and not close:
        return say(M.predict_wrong_all if k == n else M.predict_wrong_parts, lang, k=k, n=n)
    kinds = comma(lang).join(say(m, lang, n=c) for m, c in ((M.miss_wrong, k - cut - close), (M.miss_close, close),
                                                            (M.miss_cut_short, cut)) if c)
    return say(M.predict_wrong_all_kinds if k == n else M.predict_wrong_kinds, lang, k=k, n=n, kinds=kinds)


def setup(event: predict.Setup, lang: str, window: bool = False, linear: bool = False) -> Page:
    """The run's opening: what is asked, the givens, the steps worked and the formulas; the keys unless a line
    under the field says them (`window`: the full screen's) or the prompt does (`linear` text's)."""
    p = event.plan
    title = say(M.predict_chain_title, lang, title=p.chain_title(lang)) if p.title else \
        say(M.predict_title if computes(p) else M.predict_think_title, lang, state=p.state)
    level = [say(M.predict_level, lang, k=p.level, n=p.top)] if p.top > 1 else []  # no "level 1 of 1"
    task, keys_said = intro(p)
    # named first for a listener; the full screen keeps the step asked over its field
    steps = [] if window else [asked_name(q, lang) for q in p.asked if q.kind != "choice"]
    asked = [say(M.predict_asking if len(steps) > 1 else M.predict_asking_one, lang,
                 steps=enumeration(lang).join(steps))] if steps else []
    said = sentences((say(task, lang), *asked, *([] if window or linear else [say(keys_said, lang)])), lang)
    out: list[Block] = [Para(" · ".join([title, *level]), "section"), Para(said, "meta")]
    if p.passed_over:  # the session opens here, not at the state last seen: why
        out.append(Para(say(M.resuming_past, lang, state=p.state, past=p.passed_over), "meta"))
    if p.came_back:  # the run after help came back said only "level 1", not why (a learner's report)
        out.append(Para(say(M.predict_came_back, lang), "meta"))
    out += [Para(say(M.predict_pretest, lang), "meta")] if p.pretest and not window else []  # the window: its pane
    if p.fresh:  # the givens that come of the draw: every vector (all follow from u), and W2 where it was drawn
        drawn = [g for g in p.given if g in handwork.VECTORS or (g == "W2" and "W2" in p.draw)]
        behind = "W2" in p.draw and "W2" not in p.given and "f" in p.given  # a negative f had read as impossible
        names = enumeration(lang).join(drawn) + (say(M.predict_drawn_w2, lang) if behind else "")
        out.append(Para(say(M.predict_drawn, lang, names=names), "meta"))
    out += givens(event.givens, lang, drawn_said=p.fresh, heard=M.predict_given_heard)
    if event.worked:  # each number with its working, from the givens above; a set of channels by its answer
        sets = tuple(f"{step_name(q, lang)}{colon(lang)}{answer_text(q, a, lang)}" for q, a in event.worked
                     if q.kind != "number")
        out += [Para(say(M.predict_worked_steps, lang), "meta"), *([Items(sets, "formula")] if sets else []),
                *([equations(event.derivation, "")] if event.derivation else [])]
    if p.hidden:
        out.append(Para(say(M.predict_formulas_hidden, lang), "meta"))
    elif event.formulas:
        out += [Para(say(M.predict_formulas, lang), "meta"), Items(event.formulas, "formula")]
    return (*out, *([Para(comma(lang).join(event.settings), "formula")] if event.settings else []))


def graded(event: predict.Graded, lang: str, panel: str = "") -> Page:
    """A step graded at once: right; shown; or the right answer, with what the wrong one fits."""
    q, v = event.question, event.verdict
    answer = right_text(q, event.right_answer, v, lang)
    if v is None:
        said = say(M.predict_shown_worked, lang) if event.working and q.kind == predict.VECTOR else \
            say(M.predict_shown, lang, answer=answer)
        return (Para(said, "meta"), *([equations(event.working, "")] if event.working else []),
                *set_rows(q, event.rows, lang))
    if v.right:  # a component whose exact value ends in 5 has its neighbour right too, said by name (f2 = 1.5381085)
        same = [Para(f"{q.answer}{j + 1}{colon(lang)}{b.text}", b.role) for j, p in enumerate(event.parts)
                for b in agreeing(p, lang) if isinstance(b, Para)] if q.kind == predict.VECTOR else agreeing(v, lang)
        return (Para(say(M.predict_right, lang), "right"), *same)
    if q.kind == "choice" and q.explain:  # the option's number alone: the explanation after it gives its reason
        answer = str(event.right_answer)
    wrong = Para(say(M.predict_wrong, lang, answer=answer), "wrong")
    if q.kind == "choice":
        explain = [Para(q.explain(lang), "meta")] if q.explain else []
        proof = [Para(say(M.grade_claim_panel, lang, title=panel), "meta")] if panel else []
        return (wrong, *explain, *proof)
    if q.kind == predict.VECTOR:  # each wrong component's line gives its right value: the count here, not the values
        said, off = counted(event.parts, lang), [p for p in event.parts if not p.right]
        if all(p.carried is not None for p in off):  # "all wrong", then "follows" on each
            said = say(M.predict_wrong_carried if len(off) > 1 else M.predict_wrong_carried_it, lang, counted=said)
        return (Para(said, "wrong"), *components(event, lang))
    if v.carried is not None:  # "Not right: it is …" then "right from your numbers" had called right work wrong
        return (Para(say(M.predict_wrong_carried_one, lang, answer=answer), "wrong"),)
    if v.matches:
        return (wrong, *verdict_lines(v, lang), *side_by_side(v, q, lang))  # one try: the slip's sentence here
    return (wrong, *verdict_lines(v, lang, set_prefix(q), hint=q.hint(lang), hint_said=M.predict_how),
            *set_rows(q, event.rows, lang))  # why each channel put wrongly is in or out: "Left out: h6" alone had not


def components(event: predict.Graded, lang: str) -> list[Block]:
    """A vector's wrong components, each with how close it is; then what they fit, once a step; its formula else."""
    out: list[Block] = []
    fits: list[Block] = []
    said_any = False
    want = event.right_answer
    one = once(event, lang)  # one slip fits every wrong component: named once, first (at 40×16 it had been below)
    stem = str(event.question.answer)  # right from the learner's own numbers, beside others that are not: by name
    carried = [f"{stem}{j + 1}" for j, p in enumerate(event.parts) if not p.right and p.carried is not None]
    mixed = 0 < len(carried) < sum(not p.right for p in event.parts)  # "this step follows" had stood by a sign flip
    for j, part in enumerate(event.parts):
        if part.right:
            continue
        name = f"{event.question.answer}{j + 1}"
        word = verdict_word(predict.Graded(event.question, part, want), lang)  # the table's word: "eps left out"
        typed = part.typed or fixed(float(part.got))  # type: ignore[arg-type]
        right = right_value(part, lang)
        lines = [] if part.carried is not None else verdict_lines(part, lang)  # said once for them, after or above
        if len(part.matches) == 1 and word == part.matches[0].said(lang)[0] and not part.close:  # named in its row:
            lines = [Para(part.matches[0].said(lang)[1], "wrong")]  # its line alone ("…相符" had named it twice)
        close = part.close and not part.cut_short and bool(lines)  # the line under it says "close": not twice
        out.append(Para(say(M.predict_part_close if close else M.predict_part, lang, name=name, right=right,
                            typed=typed, verdict=word), "wrong"))
        said_any = said_any or bool(lines) or part.carried is not None
        if close or part.cut_short or part.swapped:  # how close, to how many decimals, or a swap: under its own line
            out += lines
        else:
            fits += [line for line in lines if line not in fits]  # a slip's sentence once a step, not once a component
    if mixed:  # all of them: the count above says so ("Each follows your earlier step"), once
        fits.insert(0, Para(say(M.grade_carried_parts, lang, names=enumeration(lang).join(carried)), "wrong"))
    out = [*one, *out, *([] if one else fits)]
    if not said_any:
        out.append(Para(say(M.grade_hint, lang, hint=event.question.hint(lang))))
    return out


def once(event: predict.Graded, lang: str) -> list[Block]:
    """Where every wrong component fits the one same slip, its general line, said once ("u1 is left out … u2 is left
    out …" read as four slips), or is the course's own number (said once, of all four); [] otherwise."""
    if sum(not p.right for p in event.parts) > 1 and all(p.recalled for p in event.parts if not p.right):
        return [Para(say(M.grade_recalled_parts, lang), "wrong")]
    fitted = [p.matches for p in event.parts if not p.right and not p.close]
    keys = {tuple(m.mistake.key for m in matches) for matches in fitted}
    if len(fitted) < 2 or len(keys) != 1 or len(next(iter(keys))) != 1:
        return []
    m, name = fitted[0][0], str(event.question.answer)
    wrong = [f"{name}{j + 1}" for j, p in enumerate(event.parts) if not p.right]
    # the whole vector's ("minus s", not "minus s1"), else its wrong ones ("minus a" of a5, a6 alone; then "a5, a6")
    blanks = {**m.blanks, "name": name if len(wrong) == len(event.parts) else together(wrong, lang)}
    return [Para(say(M.grade_mistake, lang, name=m.said(lang)[0], why=m.mistake.why(lang, **blanks)), "wrong")]


def proof(lesson: Lesson, plan: predict.Plan, lang: str) -> str:
    """The title of the panel that shows why a claim of the plan holds ("" when none is named)."""
    kinds = [q.panel for q in plan.asked if q.kind == "choice" and q.panel]
    return panel_title(kinds[0], lang) if kinds else ""


def asked_line(event: predict.AskStep, lang: str) -> str:
    """The step asked, in one line: `step 2 of 4 · z1 = ?`; the ask alone where it is the only step."""
    ask = ask_text(event.question, event.width, lang)
    return ask if event.total == 1 else say(M.predict_asked, lang, i=event.number, n=event.total, ask=ask)


def predict_event(event: predict.Event, lang: str, panel: str = "", window: bool = False,
                  linear: bool = False) -> Page:
    """An event of predict mode as a page; `panel`: the title of the panel that shows a claim's reason. In the full
    screen's `window` a line under the field says the keys and the step asked, not the pages (but options' question)."""
    if isinstance(event, predict.Setup):
        return setup(event, lang, window, linear)
    if isinstance(event, predict.AskStep):
        q = event.question
        step: list[Block] = [] if event.total == 1 else [Para(say(M.predict_step, lang, i=event.number, n=event.total),
                                                               "meta")]
        ask: list[Block] = [Para(ask_text(q, event.width, lang), "heading")]  # a question of options: before them
        asked: list[Block] = (ask if q.kind == "choice" else []) if window else [*step, *ask]
        asked += [Items(tuple(o(lang) for o in q.options), numbered=True)] if q.kind == "choice" else []
        how = keys(q, lang, event.width, None)  # the keys are said by the line under the field, or by the prompt
        typing = [Para(how, "meta")] if q.kind in ("set", predict.VECTOR) else []  # plain text once dropped it
        return (*asked, *typing)
    if isinstance(event, predict.Formulas):
        if not event.formulas:  # a question to answer by an option: there is nothing to compute
            return (Para(say(M.predict_no_formulas, lang), "meta"),)
        head = M.predict_formulas_counted if event.counted else M.predict_formulas
        return (Para(say(head, lang), "meta"), Items(event.formulas, "formula"))
    if isinstance(event, predict.Graded):
        return graded(event, lang, panel)
    if isinstance(event, predict.Reveal):
        return reveal(event, lang, window or linear)
    return quiz_event(event, lang)  # an answer that could not be read: said as the quiz says it


def ask_text(q: Question, width: int, lang: str) -> str:
    """What a step or an item asks, in one line: `z = ? (all 4 components)`, or the question's own words."""
    return say(M.predict_vector_ask, lang, name=q.answer, n=width) if q.kind == predict.VECTOR else q.ask(lang)


def component_rows(g: predict.Graded, lang: str) -> list[Row]:
    """A vector step in the table of answers, a row a component: the number typed, the right one, the verdict."""
    rows = []
    for name, part, typed, right in answered(g, lang):
        word = verdict_word(predict.Graded(g.question, part, g.right_answer), lang)
        said = say(M.predict_reveal_line, lang, yours=f"{name} = {typed}", right=f"{name} = {right}", verdict=word)
        rows.append(Row(name, (on_the_point(typed), on_the_point(right), word), said))
    return rows


def on_the_point(text: str) -> Cell:
    """A value in the table of answers, a number where it is one: its column is then set on the decimal point."""
    try:
        return Num(text, float(text.replace("−", "-")))
    except ValueError:
        return text  # "0.445758 or 0.445759", "h3, h4": words


def claim_answer(g: predict.Graded, lang: str) -> tuple[Block, ...]:
    """A claim not answered: its right option in words, and why."""
    q = g.question
    said = Para(say(M.predict_claim_answer, lang, answer=answer_text(q, g.right_answer, lang)), "meta")
    return (said, Para(q.explain(lang), "meta")) if q.explain else (said,)


def describe(level: int, plan: predict.Plan, lang: str) -> str:
    """What a level asks, for "next time: …"."""
    if level <= plan.steps:
        return say(M.next_more, lang)
    if level == plan.steps + 1:
        return say(M.next_whole, lang)
    if level == plan.steps + 2:
        return say(M.next_hidden, lang)
    return say(M.next_chain, lang, title=plan.chain_title(lang))


def describe_back(level: int, plan: predict.Plan, lang: str) -> str:
    """What a level asks, for "some help comes back: …" from the plan's level."""
    if level < plan.steps:  # the last step then shown worked: the one that went wrong, or the one before the last
        return say(M.back_fewer, lang, name=step_name((*plan.worked, *plan.asked)[plan.steps - level - 1], lang))
    if level == plan.steps:
        return say(M.back_single, lang)
    return say(M.back_formulas if plan.level == plan.steps + 2 else M.back_alone, lang)


def next_time(event: predict.Reveal, lang: str) -> list[Block]:
    """After a run not all right: the same level once more (and what a second such run does), or a level back."""
    p = event.plan
    if p is None or event.next_level > p.level:
        return []
    if event.next_level < p.level:
        return [Para(say(M.predict_back, lang, next=describe_back(event.next_level, p, lang)), "meta")]
    once = event.wrong_runs == 1 and p.back < p.level
    said = M.predict_again if computes(p) else M.predict_ask_again  # a question of options has no level
    return [Para(say(M.predict_again_once if once else said, lang), "meta")]


def keyed(p: predict.Plan, state: str, lang: str) -> str:
    """A state with the key that goes there, its place on the path: "b0 (key 0)"."""
    return say(M.state_key, lang, state=state, key=p.path.index(state)) if state in p.path else state


def summary(event: predict.Reveal, lang: str) -> list[Block]:
    """What the run comes to: the first slip, what was looked at, done unaided, or what comes next."""
    p = event.plan
    again = next_time(event, lang)
    wrong = event.first_wrong  # said after what was looked at too: a p for the mean had hidden a wrong z1
    first = [] if wrong is None or wrong.kind == "choice" else [  # a claim: the verdict and the table above said it
        Para(say(M.predict_first_wrong, lang, name=earliest_wrong(event, lang)), "wrong")]
    if event.looked:
        return [Para(say(M.predict_looked, lang, n=event.looked), "wrong"), *first, *again]
    if wrong is not None:  # a claim missed says what comes next too (it had said nothing after "Not right: it is 2")
        return [*first, *again]
    close = sum(g.verdict is not None and not g.verdict.right for g in event.results)
    if close:  # close alone: "Every step right." had stood under a z1 a digit off
        pending = p is not None and event.wrong_runs >= 1 and p.back < p.level  # one more wrong run brings help back
        return [Para(say(M.predict_close_only_pending if pending else M.predict_close_only, lang, n=close), "meta")]
    out: list[Block] = []
    if event.unaided:  # a question of a claim is let go (stepper.done_with); numbers are asked on new ones each run
        title = p.chain_title(lang) if p is not None and p.title else None  # the stretch's own run: said so
        said = M.predict_chain_done if title else M.predict_unaided if not p or p.fresh else M.predict_unaided_claims
        out.append(Para(say(said, lang, title=title), "right"))
        if p is not None and p.waiting:  # at b0 "recorded as done unaided" had said nothing of the stretch ahead
            at = bool(p.chain_at) + (list(p.waiting) == [p.chain_at])  # "…done unaided too: b2" at b2 itself: there
            said = (M.predict_chain_waits, M.predict_chain_waits_at, M.predict_chain_waits_there)[at]
            states = enumeration(lang).join(keyed(p, s, lang) for s in p.waiting)
            out.append(Para(say(said, lang, states=states, at=keyed(p, p.chain_at, lang)), "meta"))
        elif p is not None and p.chain_at:
            out.append(Para(say(M.predict_chain_open_at, lang, at=keyed(p, p.chain_at, lang), state=p.chain_at),
                            "meta"))
        elif p is not None and p.chain is not None and p.title is None and event.next_level <= p.level:
            # the others done since; not after the stretch's own run, which `a` had been said to start
            out.append(Para(say(M.predict_chain_ready, lang, title=p.chain(lang)), "meta"))
        out += [Para(say(M.predict_test_open, lang, score=p.opens_test), "meta")] if p and p.opens_test else []
    elif event.hinted or (p is not None and p.told):  # a b4 claim missed, then right on `a`, had been "unaided"
        out.append(Para(say(M.predict_hinted if event.hinted else M.predict_told, lang), "meta"))
        if p is not None and event.next_level == p.level:  # all right after `f`: nothing had said what comes next
            out.append(Para(say(M.predict_again if computes(p) else M.predict_ask_again, lang), "meta"))
    if p is not None and event.next_level > p.level:
        said = M.predict_then if out else M.predict_next  # "every step right" said once
        out.append(Para(say(said, lang, next=describe(event.next_level, p, lang)), "right"))
    one = len(event.results) == 1  # its "Right." said it: "Every step right." under one question read oddly
    return out or ([] if one else [Para(say(M.predict_all_right, lang), "right")])


def reveal(event: predict.Reveal, lang: str, window: bool = False) -> Page:
    """Every answer beside the right one, then what the run comes to (one step answered, in `window` or linear text,
    has no table: a listener heard "Not right: it is 2" twice)."""
    rows = []
    for g in event.results:
        if g.question.kind == predict.VECTOR and g.parts and not g.skipped:
            rows += component_rows(g, lang)  # wrapped whole, yours and the right ones fell under different components
            continue
        if g.question.kind == predict.VECTOR and g.verdict is None:  # not answered: a row a component too, as the
            none, word = yours(g, lang), verdict_word(g, lang)  # four in one cell had wrapped the last one alone
            names = [f"{g.question.answer}{j + 1}" for j in range(len(g.right_answer))]  # type: ignore[arg-type]
            rows += [Row(n, (none, on_the_point(fixed(x)), word), say(M.predict_reveal_unanswered, lang, name=n,
                                                                        right=fixed(x)))
                     for n, x in zip(names, g.right_answer)]  # type: ignore[call-overload]
            continue
        name = step_name(g.question, lang)
        right = right_cell(g, lang)
        word = verdict_word(g, lang)
        given = yours(g, lang, named=True) if g.verdict is not None else say(M.predict_not_answered, lang)
        if g.skipped:  # linear text names each component: "−0.5 −0.3" is heard as a subtraction
            answer = right_named(g, lang) if g.question.kind == predict.VECTOR else right
            said = say(M.predict_reveal_unanswered, lang, name=name, right=answer)
        else:
            said = say(M.predict_reveal_line, lang, yours=given, right=right_named(g, lang), verdict=word)
        rows.append(Row(name, (on_the_point(yours(g, lang)), on_the_point(right), word), said))
    headers = tuple(say(m, lang) for m in (M.predict_col_step, M.predict_col_yours, M.predict_col_right,
                                           M.predict_col_verdict))
    fresh = event.plan is not None and event.plan.fresh  # the run's vectors, to check it by: the page shows others
    drawn = givens(tuple(g for g in event.givens if not (g.matrix or g.said)), lang, drawn_said=True) if fresh else []
    heading = Para(say(M.predict_reveal_drawn if fresh else M.predict_reveal, lang), "section")
    table: tuple[Block, ...] = (heading, *drawn, Table(headers, tuple(rows)), *two_ways(event.results, lang))
    table = () if window and len(rows) == 1 and not event.left and event.results[0].verdict is not None else table
    if event.left:  # each claim not answered, with its answer and why; the state's page says the rest
        claims = [g for g in event.results if g.skipped and g.question.kind == "choice"]
        return (*table, *(b for g in claims for b in claim_answer(g, lang)))
    return (*table, *summary(event, lang))
