"""Practice as data: each quiz, predict and review event as a page, drawn by rich views and linear text alike."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence

from .. import handwork, predict, quiz
from ..grading import Verdict
from ..lesson.model import Question
from ..lesson.vocabulary import QUIZ_SETS
from ..messages import M, Message, colon, comma, either, enumeration, say, semicolon, sentences, together
from ..mistakes import only_cut_short
from ..numfmt import DECIMALS, difference, fixed
from ..typed import decimals
from ..vocab import FORMULAS, MATRIX_AXES, NBSP, said_name
from .model import Block, Cell, Items, Num, Page, Para, Row, Table, Values
from .panels import weight_table
from .why import equations, weighed_out

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


def field_hint(q: Question, width: int, lang: str) -> str:
    """What an empty answer field says: how to type the step asked."""
    if q.kind == "set":
        return say(M.predict_set_placeholder, lang, prefix=set_prefix(q))
    return say(M.predict_vector_placeholder if q.kind == predict.VECTOR else M.predict_placeholder, lang, n=width)


def step_called(q: Question, lang: str) -> str:
    """A step by its name, a set's with what its members are: "h (zeroed by ReLU)", where "h" alone had closed a run."""
    if q.kind != "set":
        return step_name(q, lang)
    aside = say(MEMBERSHIP[str(q.answer)][0], lang)  # zh: "h（被 ReLU 置零）" had read awkwardly
    return f"{aside}的 {set_prefix(q)}" if lang == "zh" else f"{set_prefix(q)} ({aside})"


def earliest_wrong(event: predict.Reveal, lang: str) -> str:
    """The run's first step not right, a vector's by its first component not right: "f3" ("f" had closed a run whose
    lines had said f3 alone was wrong)."""
    q = event.first_wrong
    assert q is not None
    graded = next((g for g in event.results if g.question is q), None)
    j = next((j for j, v in enumerate(graded.parts if graded else ()) if not v.right), None)
    return step_called(q, lang) if j is None else f"{q.answer}{j + 1}"


def step_name(q: Question, lang: str) -> str:
    """What a step is called: its quantity, its set's vector, or "the question" for a choice."""
    return str(q.answer) if q.kind in ("number", predict.VECTOR) else set_prefix(q) or say(M.predict_claim, lang)


def answer_text(q: Question, answer: object, lang: str) -> str:
    """An answer as said: a number with its name, a vector's numbers, a set's members, a choice's number and words."""
    if q.kind == "number":
        return f"{q.answer} = {fixed(float(answer))}"  # type: ignore[arg-type]
    if q.kind == predict.VECTOR:  # each component with its name: a1 = …, a2 = …
        components: list[float] = list(answer)  # type: ignore[call-overload]
        return comma(lang).join(f"{q.answer}{j + 1} = {fixed(x)}" for j, x in enumerate(components))  # zh: ，
    if q.kind == "set":
        return channels(set_prefix(q), answer, lang)  # type: ignore[arg-type]
    return say(M.choice_answer, lang, n=answer, text=q.options[int(answer) - 1](lang))  # type: ignore[call-overload]


def channels(prefix: str, members: Iterable[int], lang: str) -> str:
    """A set of channels in words: "h2, h4, h6" ("h2、h4、h6"), or none."""
    return enumeration(lang).join(f"{prefix}{j + 1}" for j in sorted(members)) or say(M.none, lang)


def right_text(q: Question, answer: object, verdict: Verdict | None, lang: str) -> str:
    """The right answer as said, with the other 6-decimal values that are right too, if any."""
    said = answer_text(q, answer, lang)
    if verdict is None or not verdict.others or q.kind != "number":
        return said
    return also(verdict, said, lang)


def halfway(verdict: Verdict, lang: str) -> dict[str, str]:
    """A tie's blanks: the value its two roundings are each half a last digit from (0.2228635 between 0.222863 and
    0.222864), and what it is worked from as written (s; u and f)."""
    return {"exact": fixed((float(verdict.want) + verdict.tie[0]) / 2, DECIMALS + 1),  # type: ignore[arg-type]
            "source": together([said_name(stage, lang) for stage in verdict.tie_from or ("u",)], lang),
            "next": str(DECIMALS + 1)}


def also(verdict: Verdict, answer: str, lang: str) -> str:
    """The right answer and the others that are right too, each with its own why: the exact value ends in 5 one
    decimal past those asked (0.3725815, from the numbers on screen), or the rounding on the way. Said of all of them,
    the 5 had been given as the reason for values only rounding on the way gives."""
    if verdict.tie:
        answer = say(M.right_tie, lang, answer=answer, others=either(map(fixed, verdict.tie), lang),
                     **halfway(verdict, lang))
    rest = [fixed(x) for x in verdict.others if x not in verdict.tie]
    return say(M.right_also, lang, answer=answer, others=either(rest, lang)) if rest else answer


def ends(review: bool) -> Message:
    """The keys that skip and end a quiz's questions, or a review's cards ("q ends the quiz" was said in a review)."""
    return M.review_keys if review else M.quiz_keys


def keys(q: Question, lang: str, width: int = 0, words: Message | None = M.quiz_keys) -> str:
    """What an answer to `q` may be, and the keys that skip or end (the quiz's, or predict mode's `words`; None
    where a line of keys under the field says them)."""
    values = {"prefix": set_prefix(q), "n": width or len(q.options)}
    return say(HELP_KEYS[q.kind], lang, **values) + (say(words, lang) if words is not None else "")


def givens(given: tuple[quiz.Given, ...], lang: str, *, drawn_said: bool = False,
           heard: Message = M.quiz_given_heard) -> list[Block]:
    """Each given vector with its components named; a matrix as a table, a row a line; a drawn weight said so, unless
    a line above named what was drawn (`drawn_said`); one read before named by `heard` (at question n, or run n)."""
    out: list[Block] = []
    for g in given:
        drawn = say(M.quiz_given_drawn, lang, name=g.name) if g.drawn and not drawn_said else ""
        if g.said:
            out.append(Para(comma(lang).join(g.said), "formula"))
        elif g.heard_at:
            out.append(Para(say(heard, lang, name=g.name, n=g.heard_at), "meta"))
        elif g.matrix:
            import numpy as np

            W = np.array(g.values)
            rows_of, cols_of = MATRIX_AXES[g.name]  # the hint says "column 3 of W2": which columns are f's, said
            caption = say(M.matrix, lang, name=g.name, rows=W.shape[0], cols=W.shape[1], inp=rows_of, out=cols_of)
            out += [Para(drawn, "meta")] if drawn else []  # before its numbers: heard after, they were the course's
            out.append(weight_table(g.name, W, lang, None)._replace(caption=caption))
        else:
            nums = tuple(Num(fixed(x), x, f"{g.name}{j + 1}") for j, x in enumerate(g.values))
            unseen = "" if drawn_said or not g.worked_with else say(M.quiz_given_worked_with, lang, name=g.name,
                                                                    weight=g.worked_with)
            out.append(Values(g.name, nums, drawn or unseen))
    return out


def slips(verdict: Verdict, lang: str) -> list[Block]:
    """The wrong methods a number fits: one by name with its line, several named together, each line after."""
    said = [m.said(lang) for m in verdict.matches]
    if len(said) == 1:
        got, wrong = verdict.got, verdict.matches[0].wrong
        if isinstance(got, float) and isinstance(wrong, float) and fixed(got) != fixed(wrong):  # table: the slip's
            off = difference(max(got, wrong), min(got, wrong))  # as the two are written
            return [Para(say(M.grade_mistake_near, lang, name=said[0][0], why=said[0][1], off=off), "wrong")]
        return [Para(say(M.grade_mistake, lang, name=said[0][0], why=said[0][1]), "wrong")]
    names = semicolon(lang).join(name for name, _ in said)
    lines = tuple(f"{name}{colon(lang)}{why}" for name, why in said)
    many = M.grade_mistakes_set if isinstance(verdict.got, frozenset) else M.grade_mistakes
    return [Para(say(many, lang, names=names, n=len(said)), "wrong"), Items(lines)]


def verdict_lines(verdict: Verdict | None, lang: str, prefix: str = "", *, try_left: bool = False,
                  hint: str = "", hint_said: Message = M.grade_hint) -> list[Block]:
    """What a wrong answer fits, in words: wrong methods by name, an error carried, or how close; for a set (`prefix`
    its vector) that fits no wrong method, which members were left out and which do not belong; else `hint`, said
    as `hint_said` (a hint before a second try; the way it goes once the answer is given)."""
    if verdict is None or verdict.right:
        return []
    if verdict.carried is not None:  # the slip was in an earlier step: this one is right from there
        return [Para(say(M.grade_carried, lang), "wrong")]
    if verdict.swapped:
        return [Para(say(M.grade_swapped, lang), "wrong")]
    if verdict.other and not verdict.matches:  # said as what it is; the hint follows, as for any number no slip gives
        return [Para(say(M.grade_other_component, lang, other=verdict.other)), *(
            [Para(say(hint_said, lang, hint=hint))] if hint else [])]
    is_set = isinstance(verdict.got, frozenset) and isinstance(verdict.want, frozenset)
    if verdict.recalled and not (prefix and is_set):  # the course's number on new ones: the formula had been given
        return [Para(say(M.grade_recalled, lang), "wrong")]
    if prefix and is_set and not verdict.matches:
        missing, extra = verdict.want - verdict.got, verdict.got - verdict.want  # type: ignore[operator]
        # the course's set too, said after what it lacks: h3 h4 h6 for h2 h3 h4 h6 had been told it was recalled alone
        also: list[Block] = [Para(say(M.grade_recalled_set, lang), "wrong")] if verdict.recalled else []
        if try_left:  # how many, not which: "Left out: h6." before the second try had left nothing to work out
            counted = (((M.grade_set_missing_one, M.grade_set_missing_count), missing),
                       ((M.grade_set_extra_one, M.grade_set_extra_count), extra))
            return [Para(say(keys[len(part) > 1], lang, n=len(part)), "wrong") for keys, part in counted if part] + also
        named = [(key, channels(prefix, part, lang)) for key, part in
                 ((M.grade_set_missing, missing), (M.grade_set_extra, extra)) if part]
        return [Para(say(key, lang, names=names), "wrong") for key, names in named] + also
    if verdict.matches:  # and the other component it is, unless a slip's line says so (−a5 is a6)
        own, said = M.grade_on_own if len(verdict.matches) == 1 else M.grade_on_own_each, slips(verdict, lang)
        other = verdict.other and verdict.other not in words_of(said)
        return [*said, *([Para(say(own, lang), "wrong")] if verdict.own else []),
                *([Para(say(M.grade_other_also, lang, other=verdict.other))] if other else [])]
    if verdict.rounded:  # "close: 4 decimals agree" had been said of a 5-decimal answer rounded right
        return [Para(say(M.grade_rounded_again if try_left else M.grade_rounded, lang, n=decimals(verdict.typed)),
                     "wrong")]
    out: list[Block] = []
    if verdict.off is not None:
        keys = (M.grade_close_try, M.grade_close_near) if try_left else (M.grade_close, M.grade_close_off)
        close = say(keys[0] if verdict.agree else keys[1], lang, k=verdict.agree, off=fixed(verdict.off))
        out.append(Para(sentences((close, say(M.grade_close_other, lang)), lang) if verdict.near_other and not try_left
                        else close, "wrong"))
        if verdict.cut_from is not None:  # the slip is the rounding: said, where the hint had asked to add again
            places = verdict.places
            out.append(Para(say(M.grade_cut_round_it if try_left else M.grade_cut_not_rounded, lang,
                                typed=fixed(float(verdict.got), places),  # type: ignore[arg-type]
                                places=places, exact=fixed(verdict.cut_from, DECIMALS + 3).rstrip("0"),
                                rounded=fixed(verdict.cut_from, places)), "wrong"))
    if verdict.too_near:  # z4 without eps, 0.000002 off: true, and the slip it may be is said as no more than that
        names = semicolon(lang).join(m.said(lang)[0] for m in verdict.too_near)
        gap = max(abs(float(m.wrong) - float(m.right)) for m in verdict.too_near)  # type: ignore[arg-type]
        near = M.grade_too_near if len(verdict.too_near) == 1 else M.grade_too_near_each  # one name a quote held two
        out.append(Para(say(near, lang, names=names, gap=fixed(math.ceil(gap * 1e6 - 1e-9) / 1e6)), "wrong"))
    if verdict.short and verdict.off is not None:  # near, but cut short: asked for while a try is left, else said
        out.append(Para(say(M.grade_short if try_left else M.grade_short_said, lang, n=decimals(verdict.typed)),
                        "wrong"))
    if not out and hint:
        out.append(Para(say(hint_said, lang, hint=hint)))
    return out


def words_of(blocks: Sequence[Block]) -> set[str]:
    """The words of these blocks' texts: the names they say."""
    texts = (t for b in blocks for t in (*getattr(b, "texts", ()), getattr(b, "text", "")))
    return {w for t in texts for w in re.findall(r"\w+", t)}


def side_by_side(verdict: Verdict, q: Question, lang: str) -> list[Block]:
    """Each wrong method and the right one, each with what it gives at this step (each slip's sentence was said
    after the first try: the second try's feedback said it again, word for word). A number stands in a column of
    its own under the step's name, so the formulas keep the width."""
    name = set_prefix(q) or str(q.answer)
    number = q.kind == "number"

    def value(x: object, right: bool = False) -> str:  # the right number with every other 6-decimal value that is
        if number:
            return right_value(verdict, lang) if right else fixed(float(x))  # type: ignore[arg-type]
        return channels(name, x, lang)  # type: ignore[arg-type]

    def gives(x: object) -> str:  # what a wrong method makes of the asked step: never "f3 = …", said as f3's value
        if number:
            return say(M.grade_gives, lang, name=name, value=value(x))
        return say(M.grade_gives_set, lang, value=value(x)) if x else say(M.grade_gives_empty, lang)

    def cell(x: object, right: bool = False) -> Cell:  # a number in the step's column; a set as the sentence says it
        return value(x, right) if number or right else gives(x)

    rows = []
    for m in verdict.matches:
        label = m.said(lang)[0]
        said = f"{label}{colon(lang)}{m.formula(lang)}{comma(lang)}{gives(m.wrong)}"
        rows.append(Row(label, (m.formula(lang), cell(m.wrong)), said))
    # the right row sets the right way of the step the slips changed beside theirs: under z1, "var = … / (n − 1)" had
    # stood over z's own formula; slips in different steps (or a sign, "{name}") keep the asked stage's formula
    changed = {m.mistake.right for m in verdict.matches}
    first = verdict.matches[0]
    right = first.mistake.said_as[1](lang) if first.mistake.said_as and len(changed) == 1 else first.mistake.right
    if number and (len(changed) > 1 or "{" in right):
        right = FORMULAS.get(handwork.stage_of(str(q.answer)), right)
    # a slip made on the learner's own numbers sits beside the right method on those numbers: the course's s had
    # given the right row, under a var of the learner's own s
    own = number and verdict.own and verdict.own_right is not None
    label = say(M.grade_right_method_own if own else M.grade_right_method, lang)
    want = verdict.own_right if own else verdict.want
    shown = f"{name} = {fixed(want) if own else value(want, True)}" if number else value(want)  # type: ignore[arg-type]
    rows.append(Row(label, (right, fixed(want) if own else cell(want, right=True)),  # type: ignore[arg-type]
                    f"{label}{colon(lang)}{right}{comma(lang)}{shown}"))
    # the slip's sentence was said at the hint; a narrow record says "gives z4 = -1.397225" (it read "z4 -1.397225",
    # then "sign flipped: −a5; a5 = 2.732558", read as a fact)
    short = f"{say(M.grade_gives_record, lang, name=name)} =".replace(" ", NBSP) if number else ""  # kept whole
    return [Table(("", "", name if number else ""), tuple(rows), short=("", "", short))]


def agreeing(verdict: Verdict, lang: str) -> list[Block]:
    """A right number that a wrong method gives too here, said in one sentence each; after a right number whose exact
    value ends in 5 one decimal past those asked, its neighbour, right too (0.232066 was taken for 0.2320665 with no
    word, and a learner told to round half away from zero wrote 0.232067 next time wondering which was right)."""
    tie: list[Block] = []
    if verdict.right and verdict.tie and isinstance(verdict.got, float):
        values = [fixed(y) for y in (float(verdict.want), *verdict.tie)]  # type: ignore[arg-type]
        others = either(sorted(set(values) - {fixed(verdict.got)}), lang)
        course, yours = fixed(float(verdict.want)), fixed(verdict.got)  # type: ignore[arg-type]
        # typed the other way: "0.347503 would be right too … the course writes 0.347503" had read back to front
        said = M.right_tie_yours if yours in {fixed(t) for t in verdict.tie} else M.right_tie_too  # the 5's other side
        tie = [Para(say(said, lang, others=others, course=course, yours=yours, **halfway(verdict, lang)), "meta")] \
            if others else []
    elif verdict.right and isinstance(verdict.got, float) and fixed(verdict.got) in {fixed(x) for x in verdict.others}:
        # one digit from another right value, taken with no word: why, where a neighbour was called close. Which is
        # the value every digit kept gives: the learner's (z4 = 1.222081, where the worked solution's steps at 6
        # decimals give 1.222080, had been said to be the one rounded on the way), or the other
        course, yours, whole = fixed(float(verdict.want)), fixed(verdict.got), verdict.whole  # type: ignore[arg-type]
        kept = whole is not None and fixed(whole) == yours
        tie = [Para(say(M.right_whole_yours, lang, yours=yours, course=course) if kept else
                    say(M.right_rounding_yours, lang, yours=yours, course=course if whole is None else fixed(whole)),
                    "meta")]
    skills = either((say(M.quoted, lang, text=title(lang)) for title in verdict.uncounted), lang)
    uncounted = [Para(say(M.agreeing_uncounted, lang, skills=skills), "meta")]
    return tie + [Para(m.said(lang)[1], "meta") for m in verdict.same] + (uncounted if verdict.uncounted else [])


def solution(event: quiz.Solution, lang: str, *, answer_line: bool = True) -> list[Block]:
    """What a wrong last try fits, the answer (unless `answer_line` is False: the test says it above), the steps."""
    q = event.question
    out: list[Block] = []
    if event.verdict is not None and event.verdict.matches and event.verdict.carried is None:
        out += side_by_side(event.verdict, q, lang)
    else:
        out += verdict_lines(event.verdict, lang, set_prefix(q))  # no try is left: no "give 6 decimals"
    if answer_line:
        answer = right_text(q, event.answer, event.verdict, lang)
        worked = event.steps or event.rows  # a claim's is its reason, not a worked solution
        out.append(Para(say(M.quiz_solution if worked else M.quiz_solution_why, lang, answer=answer), "wrong"))
    if event.steps:
        out += [equations(event.steps, say(M.quiz_given_note, lang)), *weighed_out(event.steps, lang)]
    out += set_rows(q, event.rows, lang)
    return out + ([Para(q.explain(lang), "meta")] if q.explain else [])


def set_rows(q: Question, rows: Sequence[quiz.SetRow], lang: str) -> list[Block]:
    """A set's answer worked: each channel's deciding value, and whether it is in (`a2 = −0.212730: h2 zeroed`)."""
    return [Para(f"{row.source} = {fixed(row.value)}{colon(lang)}{row.name} "  # an arrow was heard "then"
                 f"{say(MEMBERSHIP[str(q.answer)][0 if row.member else 1], lang)}", "formula") for row in rows]


def quiz_event(event: quiz.Event, lang: str) -> Page:
    if isinstance(event, quiz.Ask):
        q = event.question
        where = say(M.quiz_question, lang, i=event.number, n=event.total, state=event.state)
        if (b := event.before) is not None:
            ended = M.quiz_before_skipped if b.skipped else M.quiz_before_right if b.first else \
                M.quiz_before_half if b.credit else M.quiz_before_wrong
            where += f" · {say(ended, lang)}"
        out: list[Block] = [Para(where, "section")]
        out += [Para(say(M.quiz_missed_before, lang), "meta")] if event.again else []
        # a matrix first, the vectors just above the question asked again: at 16 rows h had scrolled away over W2
        ordered = tuple(sorted(event.givens, key=lambda g: not g.matrix))
        out += [Para(q.ask(lang), "heading"), *givens(ordered, lang)]
        out += [Items(tuple(o(lang) for o in q.options), numbered=True)] if q.kind == "choice" else []
        if q.kind != "choice" and any(g.matrix and not g.heard_at for g in event.givens):
            # asked again above the prompt, where a matrix given pushed the question out of sight (a listener heard
            # "which hidden channels will ReLU set to 0?", ten lines of W1 and u, then only how to type the answer)
            out.append(Para(f"{q.answer} = ?" if q.kind == "number" else q.ask(lang), "heading"))
        return (*out, Para(keys(q, lang, words=ends(event.review)), "keys"))
    if isinstance(event, quiz.Invalid):
        assert event.parsed.error is not None
        problem = say(event.parsed.error, lang, **(event.parsed.values or {})).rstrip(".。")
        problem = problem[:1].upper() + problem[1:]  # a problem said inside a sentence begins one here
        again = "" if event.parsed.error in (M.predict_state_key, M.predict_keys) else say(M.quiz_again, lang)  # said
        return (Para(f"{problem}{'。' if lang == 'zh' else '. '}{again}".rstrip(), "wrong"),)
    if isinstance(event, quiz.Hint):
        named = verdict_lines(event.verdict, lang, set_prefix(event.question), try_left=True)  # a slip by name...
        # ...after "Not right", then the hint, and what the try left is worth (a learner could not tell a try was used);
        # no hint of the method where the method was right (numbers rounded too early): it read as a correction
        cut = event.verdict is not None and (only_cut_short(m.mistake.key for m in event.verdict.matches)
                                             or event.verdict.swapped)  # two digits swapped: the method was right
        hint = () if cut else (Para(say(M.quiz_hint, lang, hint=event.question.hint(lang))),)
        return (Para(say(M.quiz_not_right, lang), "wrong"), *named, *hint, Para(say(M.quiz_second_try, lang), "meta"))
    if isinstance(event, quiz.Right):
        explain = (Para(event.question.explain(lang), "meta"),) if event.question.explain else ()
        said = (Para(say(M.quiz_right_second if event.second else M.quiz_right, lang), "right"),)
        return (*said, *(agreeing(event.verdict, lang) if event.verdict else ()), *explain)
    if isinstance(event, quiz.Skipped):
        return (Para(say(M.quiz_skipped, lang), "meta"), *solution(event.solution, lang))
    if isinstance(event, quiz.Solution):  # the last try: "Not right", as after the first
        wrong = event.verdict is not None and not event.verdict.right
        return (*([Para(say(M.quiz_not_right, lang), "wrong")] if wrong else []), *solution(event, lang))
    assert isinstance(event, quiz.Done)
    stopped = () if event.finished else (Para(say(M.review_stopped if event.review else M.quiz_stopped, lang), "meta"),)
    left = event.total - event.asked + event.cut  # a question quit with a try to go is not finished either
    # a question left after a wrong first try is in the record as missed: said so, where it is (a listener's report)
    ending = M.quiz_unreached_missed if event.cut else M.quiz_unreached_one if left == 1 else M.quiz_unreached
    unreached = (Para(say(ending, lang, n=left, cut=event.cut), "meta"),) if left else ()
    # review keeps no score: its cards not reached stay due, and are no misses; what today has left, new cards with
    # them, is said after it (review_lines: "6 not finished" had met 7 in the next run)
    if event.review and left:
        score = (Para(say(M.review_score, lang, right=f"{event.right:g}", asked=event.asked), "section"),) \
            if event.asked else ()
        return (*stopped, *score)
    missed = [str(k) for k, r in enumerate(event.results, 1) if not r.first]
    which = say(M.quiz_question_number if len(missed) == 1 else M.quiz_question_numbers, lang,
                numbers=enumeration(lang).join(missed))
    onward = () if event.review or not event.finished else (Para(
        say(M.quiz_next_missed if len(missed) > 1 else M.quiz_next_missed_one, lang, which=which) if missed else
        say(M.quiz_next_all_right, lang), "meta"),)
    return (*stopped, Para(say(M.quiz_score, lang, right=f"{event.right:g}", total=event.total), "section"),
            *unreached, *onward)


def right_value(v: Verdict, lang: str) -> str:
    """A number's right value, with the others that are right too, in order of size: `−0.924227 or −0.924228`
    ("−1.361585 or −1.361587 or −1.361586 or −1.361584", the course's first, had been heard as in no order)."""
    values = {fixed(float(y)) for y in (v.want, *v.others)}  # type: ignore[arg-type]
    return either(sorted(values, key=lambda t: abs(float(t))), lang)
