"""Spot the slip and the test as pages: each event of `spot.Spotting` and `assess.Testing`, as data; and what
the two have in common, for the line mode and the full screen that ask them (`Dialogue`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .. import assess, mistakes, predict, quiz, spot
from ..lesson.model import Lesson
from ..messages import M, either, enumeration, say, semicolon, together
from ..numfmt import fixed
from ..vocab import KEPT, ZEROED
from .answers import answered, right_cell, right_cells, right_named, two_ways
from .model import Block, Eq, Equations, Items, Num, Page, Para, Row, Table
from .practice import (
    agreeing,
    also,
    answer_text,
    givens,
    keys,
    quiz_event,
    slips,
    solution,
    verdict_lines,
)
from .predicting import ask_text, verdict_word
from .why import equations, weighed_out


class Dialogue(Protocol):
    """`opening()` events, then `answer(text)` events for each line typed, until `over`."""

    def opening(self) -> list: ...  # type: ignore[type-arg]

    def answer(self, text: str) -> list: ...  # type: ignore[type-arg]

    @property
    def over(self) -> bool: ...


RULES = (M.test_by_skill_right, M.test_by_skill_named, M.test_by_skill_unnamed, M.test_by_skill_progress)  # by skill


def unread(events: list) -> bool:  # type: ignore[type-arg]
    """A line typed was not read as an answer (asked again): the full screen leaves it in the field to mend."""
    return any(isinstance(e, (assess.Unread, spot.Unread, quiz.Invalid)) for e in events)


def lines(ex: spot.Exercise) -> Equations:
    """The planted solution, a line an equation: name = formula = the numbers = value, as the worker wrote it."""
    eqs = tuple(Eq(line.name, (line.formula.split(" = ", 1)[1], line.filled.removeprefix("= ")),
                   Num(fixed(line.value), line.value, line.name)) for line in ex.lines)
    return Equations(eqs)


def spot_event(event: spot.Event, lang: str) -> Page:
    if isinstance(event, spot.Shown):
        ex = event.exercise
        drawn = "W2" in ex.worked.changed_weights and "W2" not in ex.names and "f" in ex.names
        out: list[Block] = [Para(say(M.spot_title, lang, state=ex.state), "section"),
                            Para(say(M.spot_intro, lang), "meta"),
                            *([Para(say(M.spot_drawn_w2, lang), "meta")] if drawn else []),
                            *givens(ex.given, lang, drawn_said=drawn),  # said once: it had been said twice
                            lines(ex)]
        return tuple(out)
    if isinstance(event, spot.Ask):
        ex = event.exercise
        if event.part == "line":
            picked = (ex.lines[0].name, ex.lines[len(ex.lines) // 2].name)  # names from the sheet ("h3" was not)
            names = enumeration(lang).join(dict.fromkeys(picked))
            return (Para(say(M.spot_ask_line, lang), "heading"), Para(say(M.spot_how_line, lang, names=names), "keys"))
        if event.part == "slip":
            named = tuple(m.name(lang, **_blanks(ex)) for m in ex.choices)
            return (Para(say(M.spot_ask_slip, lang), "heading"), Items(named, numbered=True),
                    Para(say(M.spot_how_slip, lang), "keys"))
        return (Para(say(M.spot_ask_value, lang, name=ex.first_wrong.name), "heading"),
                Para(say(M.spot_how_value, lang), "keys"))
    if isinstance(event, spot.Unread):
        if event.short:  # close, but cut short: all the decimals asked for, before it is marked
            return (Para(say(M.grade_short, lang, n=event.short), "wrong"),)
        if not event.typed:
            return (Para(say(M.spot_nothing_read, lang), "wrong"),)
        if event.lines:
            return (Para(say(M.spot_no_line, lang, typed=event.typed[:40], names=enumeration(lang).join(event.lines),
                             n=len(event.lines)), "wrong"),)
        return (Para(say(M.spot_unread, lang, typed=event.typed[:40]), "wrong"),)
    if isinstance(event, spot.Said):
        return said(event, lang)
    assert isinstance(event, spot.Done)
    parts = event.parts
    marks = [(M.spot_part_line, parts.line), (M.spot_part_slip, parts.slip),
             (M.spot_part_value, parts.value is not None and parts.value.right)]
    summary = semicolon(lang).join(say(M.spot_part_right if ok else M.spot_part_wrong, lang, part=say(label, lang))
                                   for label, ok in marks)
    return (Para(summary, "section"),)


def _blanks(ex: spot.Exercise) -> dict[str, str]:
    from ..slipwords import blanks

    return blanks(ex.worked, ex.first_wrong.name)


def said(event: spot.Said, lang: str) -> Page:
    ex = event.exercise
    first = ex.first_wrong
    if event.part == "line":
        where = say(M.spot_line_is, lang, name=first.name, filled=first.filled.removeprefix("= "),
                    value=fixed(first.value))
        # "Not that line." of s2, wrong too with the residual forgotten at every s, read as s2 being right
        told = M.spot_right if event.right else M.spot_carried if ex.carried(event.line) else \
            M.spot_wrong_too if ex.wrong(event.line) else M.spot_wrong  # z2 "wrong too" was worked right from a mean
        return (Para(say(told, lang, name=event.line), "right" if event.right else "wrong"), Para(where))
    if event.part == "slip":
        from ..slipwords import said_at

        chosen_slip = ex.choices[int(event.typed) - 1]  # the number typed, read when it was graded
        slip = chosen_slip if event.right else ex.slip  # another that gives the number is right too, and said
        line, blanks = said_at(slip, ex.worked, first.name)
        name, why = slip.name(lang, **blanks), line(lang, **blanks)
        if event.right:
            return (Para(say(M.spot_slip_right, lang, name=name), "right"), Para(why))
        chosen = chosen_slip.name(lang, **blanks)
        # "the slip was: std given for var" alone, beside a chosen var given for std, left the learner to find why
        would = list(dict.fromkeys(fixed(x) for x in ex.would_give(chosen_slip)))
        instead = say(M.spot_slip_would, lang, name=first.name, value=either(would, lang), shown=fixed(first.value)) \
            if would else say(M.spot_slip_elsewhere, lang, name=first.name)
        return (Para(say(M.spot_slip_not, lang, chosen=chosen, name=name), "wrong"), Para(instead), Para(why))
    verdict = event.verdict
    assert verdict is not None
    if verdict.right:
        return (Para(say(M.predict_right, lang), "right"),)
    answer = f"{first.name} = {fixed(ex.right_value)}"
    if verdict.others:
        answer = also(verdict, answer, lang)
    return (Para(say(M.predict_wrong, lang, answer=answer), "wrong"), *verdict_lines(verdict, lang))


# --------------------------------------------------------------------------- the test


def test_event(event: assess.Event, lang: str, lesson: Lesson) -> Page:
    if isinstance(event, assess.Opened):
        head = M.test_title_post if event.post else M.test_title_late if event.practised else M.test_title_pre
        # on the test's own screen: said before it, the full screen had hidden it until the test was left
        first = M.test_post_first_late if event.practised else M.test_post_first
        why = (Para(say(first, lang, form=assess.FORMS[1]), "meta"),) if event.post_asked else ()
        return (Para(say(head, lang, form=event.form), "section"), *why,
                Para(say(M.test_intro, lang, n=event.total), "meta"))
    if isinstance(event, assess.Ask):
        q = event.question
        ask = ask_text(q, event.width, lang)
        typing = Para(keys(q, lang, event.width, M.test_keys), "keys")
        out: list[Block] = [Para(say(M.test_item, lang, i=event.number, n=event.total), "meta"), Para(ask, "heading")]
        if any(g.matrix for g in event.givens):  # a tall item: how to answer under the question, which is asked
            return (*out, typing, *givens(event.givens, lang), Para(ask, "heading"))  # again above the prompt
        out += givens(event.givens, lang)
        out += [Items(tuple(o(lang) for o in q.options), numbered=True)] if q.kind == "choice" else []
        return (*out, typing)
    if isinstance(event, assess.Unread):
        if event.parsed.error is None:
            return (Para(say(M.spot_unread, lang, typed=event.text[:40]), "wrong"),)
        return quiz_event(quiz.Invalid(event.question, event.parsed), lang)  # the reason, as the quiz says it
    return finished(event, lang, lesson)


def component_rows(k: int, a: assess.Answer, lang: str) -> list[Row]:
    """A vector item, a row a component: the number typed, the right one, right or not."""
    rows, graded = [], _graded(a)
    for name, part, typed, right in answered(graded, lang):
        # each component's verdict as predict's table words it: a wrong one names its slip ("verdict: wrong" four
        # times had left ReLU forgotten to the solutions, some 60 lines on)
        verdict = verdict_word(predict.Graded(a.question, part, graded.right_answer), lang)
        rows.append(Row(f"{k} {name}", (typed, right, KEPT if part.right else ZEROED), say(
            M.test_item_line, lang, i=k, yours=f"{name} = {typed}", right=f"{name} = {right}",
            verdict=verdict)))
    return rows


def skipped_rows(k: int, a: assess.Answer, lang: str) -> list[Row]:
    """A vector item skipped, a row a component: skipped, every right value of it, not right."""
    skipped, verdict = say(M.test_skipped, lang), say(M.verdict_wrong, lang)
    names = [f"{a.question.answer}{j + 1}" for j in range(len(a.parts))]
    return [Row(f"{k} {name}", (skipped, right, ZEROED), say(M.test_item_skipped, lang, i=k, yours=skipped,
                                                              right=f"{name} = {right}", verdict=verdict))
            for name, right in zip(names, right_cells(_graded(a), lang))]


def finished(event: assess.Finished, lang: str, lesson: Lesson) -> Page:
    """The score, each item beside its right answer, each skill's share, the gain after a post-test, the solutions."""
    result = assess.score(list(event.answers), lesson)
    rows = []
    for k, a in enumerate(event.answers, 1):
        if a.question.kind == assess.VECTOR and a.parts and a.typed:  # a row a component: one flipped z2 was heard
            rows += component_rows(k, a, lang)  # among 8 long numbers, and wrapped whole it fell out of line
            continue
        if a.question.kind == assess.VECTOR and a.parts:  # skipped, a row a component too: its four right values
            rows += skipped_rows(k, a, lang)  # in one cell had wrapped, flush left, under a header on the right
            continue
        yours = a.typed or say(M.test_skipped, lang)  # the skip key itself, "s", read as an answer
        right = right_cell(_graded(a), lang)
        mark = KEPT if a.right else ZEROED
        named = _named(a, lang)
        line = M.test_item_line if a.typed else M.test_item_skipped
        # heard, the verdict names the slip as predict's table does: "wrong" alone had left a listener's n − 1 to
        # the solutions, some 60 lines on
        verdict = verdict_word(_graded(a), lang) if a.typed and a.verdict is not None else say(M.verdict_wrong, lang)
        rows.append(Row(str(k), (yours, right, mark), say(line, lang, i=k, yours=yours, right=named, verdict=verdict)))
    headers = tuple(say(m, lang) for m in (M.test_col_item, M.predict_col_yours, M.predict_col_right,
                                           M.predict_col_verdict))
    def counted(skill: str) -> str:  # "" for none: "第  题" had stood under a skill this test counted nothing for
        return _items(items, lang) if (items := result.items.get(skill)) else ""

    def share(x: float | None) -> str:  # "–": no item counted for it (one typo'd close), its row kept
        return "–" if x is None else f"{fixed(x, 0)}%"

    both = bool(event.post and event.pre_skills)  # the first test's share beside this one's: n − 1 mended, unseen
    skills = []
    for s in (s for s in lesson.skills if s.id in result.skills or both and s.id in event.pre_skills):
        pre, now = share(event.pre_skills.get(s.id)), share(result.skills.get(s.id))
        row = M.test_skill_row_none if s.id not in result.skills else M.test_skill_row_both if both else \
            M.test_skill_row  # none counted said in words: a dash is not heard
        skills.append(Row(s.title(lang), (*((pre,) if both else ()), now, counted(s.id)),
                          say(row, lang, title=s.title(lang), share=now, items=counted(s.id), pre=pre)))
    skill_heads = (say(M.test_col_skill, lang), say(M.test_col_pre, lang), say(M.test_col_now, lang), "") \
        if both else ()  # the items' column says "item 5" itself
    # the note on "x or y" only where a cell is written so (a right answer is written as typed: "right, when none was")
    why = two_ways((_graded(a) for a in event.answers), lang)
    right_items = sum(a.right for a in event.answers)
    out: list[Block] = [Para(say(M.test_score, lang, score=fixed(result.total, 0), right=right_items,
                                 n=len(event.answers)), "section"),
                        Table(headers, tuple(rows)),
                        *why,
                        Para(say(M.test_by_skill, lang), "meta"), Table(skill_heads, tuple(skills)),
                        Items(tuple(say(m, lang) for m in RULES), "meta")]
    close = [k for k in result.unskilled if k not in result.early + result.swapped]  # wrong, and no skill row counts
    for key, items in ((M.test_no_skill, close), (M.test_no_skill_early, result.early),  # them (read as lost): each
                       (M.test_no_skill_swapped, result.swapped)):  # says why
        if items:
            out.append(Para(say(key, lang, items=enumeration(lang).join(map(str, items))), "meta"))
    if event.post and event.pre is not None:
        g = assess.gain(event.pre, result.total)
        late = event.pre_practised  # the first test was no before-practice score: no gain "from practice" is said
        n = max(len(event.answers), 1)  # each item an equal share of the score
        said = say(M.test_gain_late if late else M.test_gain, lang, pre=fixed(event.pre, 0),
                   post=fixed(result.total, 0), g=fixed(g, 2), n=n, step=f"{100 / n:g}") if g is not None else \
            say(M.test_gain_none_late if late else M.test_gain_none, lang, pre=fixed(event.pre, 0))
        out.append(Para(said, "right"))
    # the items not right alone: a listener heard 13 minutes of solutions after a test all right, 17 after one
    # with two items wrong, to learn which they were
    missed = [(k, a) for k, a in enumerate(event.answers, 1) if not a.right]
    if not missed:
        return (*out, Para(say(M.test_solutions_none, lang), "section"))
    kept = [k for k, a in enumerate(event.answers, 1) if a.right]
    said = say(M.test_solutions_missed, lang, items=_items(kept, lang)) if kept else say(M.test_solutions, lang)
    out.append(Para(said, "section"))
    for k, a in missed:
        out += [Para(f"{k}. {_named(a, lang)}", "heading"), *_worked(a, lang)]
    return tuple(out)


def _items(numbers: Sequence[int], lang: str) -> str:
    """Items by number, as the test's end names them: "item 3", "items 1, 4"."""
    return say(M.test_skill_item if len(numbers) == 1 else M.test_skill_items, lang,
               items=enumeration(lang).join(map(str, numbers)))


def _graded(a: assess.Answer) -> predict.Graded:
    """The answer as predict mode grades a step, so that it says each right 6-decimal value as predict mode does:
    one from the numbers shown, rounded on the way or not (z3 = 1.686790 or 1.686791)."""
    graded = predict.Graded(a.question, a.verdict, _want(a), a.parts)
    if a.verdict is None and a.parts:  # skipped: its components graded against no answer, never right
        graded = graded._replace(verdict=a.parts[0])
    return graded


def _named(a: assess.Answer, lang: str) -> str:
    if a.question.kind in ("number", assess.VECTOR):
        return right_named(_graded(a), lang)
    return answer_text(a.question, _want(a), lang)


def _want(a: assess.Answer) -> object:
    if a.verdict is not None:
        return a.verdict.want
    q = a.question
    if q.kind == assess.VECTOR:
        return tuple(float(x) for x in a.worked.vector(str(q.answer)))
    return quiz.expected(q, a.worked)


def _worked(a: assess.Answer, lang: str) -> list[Block]:
    if a.question.kind == assess.VECTOR:  # the slip every wrong component fits, if one does, then every step
        wrong = [f"{a.question.answer}{j + 1}" for j, p in enumerate(a.parts) if not p.right]
        typed = [f"{name} = {fixed(float(p.got))}"  # type: ignore[arg-type]
                 for name, p in zip(wrong, (p for p in a.parts if not p.right))]
        verdict = a.verdict if a.verdict is None or len(wrong) < 2 else a.verdict._replace(
            matches=tuple(map(mistakes.of_several, a.verdict.matches)))
        said = slips(verdict, lang) if verdict is not None and verdict.matches else []
        # whose number it is, said first: under the right values "This matches what 'eps left out' gives" read as
        # said of them
        whose = [Para(say(M.test_slip_of, lang, names=together(typed, lang)), "wrong")] if said and wrong else []
        said = [*whose, *said]
        steps = quiz.solution(a.question, a.worked, names=assess.components(a.question, a.worked)).steps
        return [*said, equations(steps, say(M.quiz_given_note, lang)), *weighed_out(steps, lang)]
    blocks = solution(quiz.solution(a.question, a.worked, a.verdict), lang, answer_line=False)  # said above it
    # right, but a slip would have given the same number here (the mean of s without u): said, as the quiz says it
    same = agreeing(a.verdict, lang) if a.verdict is not None and a.verdict.right else []
    # a choice missed, in its words: the table's bare "1" meant nothing once the options were shuffled again
    yours = [Para(say(M.test_yours, lang, yours=answer_text(a.question, a.verdict.got, lang)), "wrong")] \
        if a.question.kind == "choice" and a.verdict is not None and not a.right else []
    return [*yours, *same, *blocks]

