"""`r45 verify` on the practice questions, and every check it runs, in order.

The questions against the wrong methods: no tolerance lets in a slip 6 decimals can tell from the right number;
slips that give one number are named together, and those that give the right one are said; and each slip of a
skill a number question lists gives another number than the right one on some draw, so the question can find it.
"""

import math
from collections.abc import Callable, Iterator, Sequence
from itertools import islice

import numpy as np

from .checks import (
    PRINTED_UNIT,
    Check,
    attention_facts,
    ffn_visibility,
    layer_norm_moments,
    position_wise,
    printed_values,
    recovered_u,
    relu_mask,
    text_claims,
    worked_steps_used,
)
from .draws import Numbers as Drawn
from .handwork import Numbers, Span, apart
from .lesson import Lesson
from .lesson.model import Question
from .lesson.states import LEAST_TOLERANCE
from .messages import M, Message, enumeration, semicolon
from .numfmt import DECIMALS, fixed
from .status import BadInput
from .worked import WorkedExample

DRAWS = 8  # fresh draws, beside the course's numbers, on which each question is checked


DRAWN_KEPT = 4  # sets of numbers whose draws are kept in one process: a lesson, and the same numbers with texts edited
_DRAWN: "dict[tuple[object, ...], list[Drawn]]" = {}


def numbers_checked(lesson: Lesson, worked: WorkedExample) -> Callable[[], Iterator[Drawn]]:
    """The course's numbers, then DRAWS fresh draws, each drawn once, when first wanted (most questions need the
    course's alone): quiz --fresh, review and predict ask on drawn numbers, where a tolerance the course's passed had
    let eps left out in as right. The draws are kept for the lesson's numbers, not the lesson: the checks after the
    first grade the same numbers, whose wrong methods `mistakes.catalogue` has kept (verify took 1.0 s, each check
    drawing anew), and a lesson read again, or with only its texts changed, is checked on them too (the tests verify
    one set of numbers under some hundred texts: 0.3 s each, drawing anew)."""
    from . import quiz

    asked = [q.draw for state in lesson.states.values() for q in (*state.quiz, *state.predict)]
    key = (lesson.example._replace(given=None), lesson.chain.draw if lesson.chain else (), *asked,
           worked.exact, worked.relu, worked.zero_w2, worked.changed_weights)
    if key not in _DRAWN:
        if len(_DRAWN) >= DRAWN_KEPT:
            _DRAWN.clear()
        _DRAWN[key] = [quiz.Numbers.course(worked)]
    drawn = _DRAWN[key]

    def draws() -> Iterator[quiz.Numbers]:
        for k in range(DRAWS + 1):
            if k == len(drawn):
                try:
                    drawn.append(quiz.fresh(lesson, k))
                except BadInput:  # a lesson no u can be drawn for (one channel): its course's numbers alone
                    return
            yield drawn[k]

    return draws


def _asked(lesson: Lesson) -> list[tuple[str, Question]]:
    """Every number and set the lesson asks for, with where it is asked, counted from 0 as the file's errors count
    (b2.quiz[0]; "b0.quiz.2" from 1 sent an instructor to the wrong question)."""
    return [(f"{sid}.{where}[{i}]", q) for sid in lesson.order
            for where, questions in (("quiz", lesson.state(sid).quiz), ("predict", lesson.state(sid).predict))
            for i, q in enumerate(questions) if q.kind in ("number", "set")]


def tolerances(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """No number question's tolerance lets in a wrong method whose number 6 decimals can tell from the right one: on
    the course's numbers, and where it is looser than the least, on fresh draws too (at the least, a number is right
    when a right value rounds to it, whatever the draw)."""
    from . import mistakes
    from .handwork import Paper, spans

    draws = numbers_checked(lesson, worked)
    rows = []
    for where, q in _asked(lesson):
        if q.kind != "number":
            continue
        name = str(q.answer)
        let_in: dict[str, None] = {}  # two ways of one slip, said once
        for numbers in draws() if q.tolerance > LEAST_TOLERANCE else islice(draws(), 1):  # the course's alone
            paper = Paper.given(numbers.of(q), q.given)
            right = mistakes.right_spans(paper, name)
            for m, got in mistakes.catalogue(paper, name):  # the runs grading makes, kept for the checks after this
                wrong = spans(got)
                near = [w for w in wrong if any(_typed_within(w, ok, q.tolerance) for ok in right)]
                if any(min(abs(w[0] - ok[0]), abs(w[1] - ok[1])) > PRINTED_UNIT for w in near for ok in right):
                    let_in[m.key] = None
        values = {"where": where, "name": name, "tol": f"{q.tolerance:g}", "snug": q.tolerance <= LEAST_TOLERANCE,
                  "methods": _named([(k,) for k in let_in], worked, name),  # in words, not keys
                  "quoted": _named([(k,) for k in let_in], worked, name, M.quoted_apart)}  # each in its quotes
        rows.append(Check(M.chk_tolerance, "0", str(len(let_in)), not let_in, values, where, (0, len(let_in))))
    return rows


def _typed_within(wrong: Span, right: Span, tolerance: float) -> bool:
    """Some number a learner who slips would type is taken as right: within `tolerance` of the right span, written to
    6 decimals or with every digit kept. Two spans less than twice the tolerance apart had failed an instructor's new
    question whose slip is always typed 1.2e-6 from every right value, at 6e-7, though no answer could pass."""
    if wrong[0] <= right[1] + tolerance and wrong[1] >= right[0] - tolerance:
        return True  # every digit kept
    unit = 10**DECIMALS
    typed = [round(float(fixed(end)) * unit) for end in wrong]  # the first and last 6-decimal values, in units
    taken = (math.ceil((right[0] - tolerance) * unit - 1e-6), math.floor((right[1] + tolerance) * unit + 1e-6))
    return max(typed[0], taken[0]) <= min(typed[1], taken[1])


def _changes(whole: Numbers, truth: Numbers, uses: Sequence[str]) -> bool:
    """A wrong method, run once unrounded, changes a number the step uses by more than a printed unit."""
    return any(isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and bool(np.abs(a - b).max() > PRINTED_UNIT)
               for a, b in ((whole.get(n), truth.get(n)) for n in uses))


def _apart_from(w: Span, right: Sequence[Span], tolerance: float) -> bool:
    """A wrong method's span that no right one meets: a number the step tells from the right answer."""
    return all(apart(w, ok, tolerance) for ok in right)


def slips_apart(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """On the course's numbers: each number asked, with the wrong methods that give one number between them (named
    together when typed), and those that change what the step uses yet give its right number (said, with why)."""
    from . import derive, handwork, mistakes
    from .handwork import Paper, spans

    rows = []
    for where, q in _asked(lesson):
        name, paper = str(q.answer), Paper.given(worked, q.given)
        if q.kind != "number":
            continue
        right = mistakes.right_spans(paper, name)
        truth = handwork.run(paper)
        uses = derive.step(worked, name).inputs
        found: list[tuple[str, tuple[float, float]]] = []
        silent: dict[str, None] = {}  # two ways of one slip, said once
        said: dict[str, None] = {}
        for m, got in mistakes.catalogue(paper, name):
            for w in spans(got):
                if _apart_from(w, right, q.tolerance):
                    found.append((m.key, w))
                    continue
                same = min(abs(w[0] - ok[0]) for ok in right) <= PRINTED_UNIT  # one printed number, not a near one
                if same and _changes(m.numbers(paper, handwork.NONE), truth, uses):
                    (said if handwork.stage_of(name) in m.agrees else silent)[m.key] = None
        pairs = sorted({(a, b) for a, wa in found for b, wb in found if a < b and not apart(wa, wb, q.tolerance)})
        values = {"where": where, "name": name, "together": _named(pairs, worked, name, semicolon),
                  "silent": _named([(k,) for k in silent], worked, name),
                  "agreeing": _named([(k,) for k in said], worked, name)}
        rows.append(Check(M.chk_slips, "0", str(len(silent)), not silent, values, where, (0, len(silent))))
    return rows


def _named(groups: Sequence[tuple[str, ...]], worked: WorkedExample, name: str,
           between: Callable[[str], str] = enumeration) -> Message:
    """Slips by their names, in both languages (verify printed their keys: pairs_swapped + w2_transposed); a group
    of slips named together joined by M.slips_together, the groups by `between` in each language ("符号反了;" had
    stood in Chinese)."""
    from . import mistakes, slipwords

    by_key, blanks = mistakes.BY_KEY, slipwords.blanks(worked, name)
    said = [between(lang).join(M.slips_together(lang).join(by_key[k].name(lang, **blanks) for k in group)
                             for group in groups) or M.none_named(lang) for lang in ("zh", "en")]  # "(-)": unsaid
    return Message(*said)


def skills_told(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """Each skill a number question lists: every slip of it that gives a number there gives another than the right
    one on the course's numbers or a fresh draw. A quiz's mean of s = u + f listed the residual's skill, though u
    (a LayerNorm's output) has mean 0, so the residual forgotten gives the right mean: the question could not find
    the slip, a learner with it was counted right at the residual, and `progress` sent one weak at it there."""
    from . import handwork, mistakes

    owned = {s.id: s.slips for s in lesson.skills if s.slips}  # in the file's order: said in it
    draws = numbers_checked(lesson, worked)

    rows = []
    for where, q in _asked(lesson):
        if q.kind != "number" or not set(q.skills) & set(owned):
            continue
        valued: set[str] = set()
        told: set[str] = set()
        listed = {k for skill in q.skills for k in owned.get(skill, ())}
        for numbers in draws():
            paper = handwork.Paper.given(numbers.of(q), q.given)
            right = mistakes.right_spans(paper, str(q.answer))
            for m, v in mistakes.catalogue(paper, str(q.answer)):
                spans = handwork.spans(v)
                valued |= {m.key} if spans else set()
                told |= {m.key} if any(_apart_from(x, right, q.tolerance) for x in spans) else set()
            if listed <= told:
                break  # every slip of its skills found: no draw can take that back
        unseen: dict[str, tuple[str, ...]] = {}  # skill -> its slips the question cannot find
        for skill in (s for s in q.skills if s in owned):
            # one that gives the right number; or all, where none gives a number of its own (eps's at var)
            none_told = not told & set(owned[skill])
            missing = tuple(k for k in owned[skill] if none_told or k in valued - told)
            unseen |= {skill: missing} if missing else {}
        slips = [(k,) for ks in unseen.values() for k in dict.fromkeys(ks)]
        values = {"where": where, "name": str(q.answer), "skills": ", ".join(unseen),
                  "slips": _named(slips, worked, str(q.answer))}
        rows.append(Check(M.chk_skills_told, "0", str(len(slips)), not unseen, values, where, (0, len(slips))))
    return rows


def slips_owned(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """Each slip the lesson's numbers or a fresh draw (quiz --fresh, review) tell apart at a number question, and
    that no skill lists: with a b2 not 0, an instructor's learner left it out twice, was told so by name, and had both
    misses counted against widening by W1 and ReLU, the question's skills, for the slip was no skill's. None on a
    lesson without skills."""
    from . import handwork, mistakes

    owned = {k for s in lesson.skills for k in s.slips}
    first: dict[str, tuple[str, Question]] = {}  # slip -> the first question that tells it apart
    draws = numbers_checked(lesson, worked)  # a W2 drawn anew feeds the biased h6 to f1, where the course's did not
    for where, q in _asked(lesson) if lesson.skills else ():
        if q.kind != "number":
            continue
        for numbers in draws():
            paper = handwork.Paper.given(numbers.of(q), q.given)
            right = mistakes.right_spans(paper, str(q.answer))
            for m, v in mistakes.catalogue(paper, str(q.answer)):
                if m.key not in owned | set(first) and any(_apart_from(x, right, q.tolerance)
                                                           for x in handwork.spans(v)):
                    first[m.key] = (where, q)
    # the slip as the file writes it, and the skills of the question that finds it: "add it to the skill it belongs
    # to" had named neither (an instructor's report)
    shipped = _shipped_owners() if first else {}
    return [Check(M.chk_slip_owned, "", "", False, {"where": where, "name": str(q.answer), "key": k,
                                                    "skills": ", ".join(q.skills) or "-", "owner": shipped.get(k, ""),
                                                    "slip": _named([(k,)], worked, str(q.answer))}, k)
            for k, (where, q) in first.items()]


def _shipped_owners() -> dict[str, str]:
    """Each slip and the skill the lesson r45 ships lists it under: where a lesson file written before the slip was
    added would put it ("this question's skills: mean, norm_axis" had led an instructor to the mean's)."""
    from .lesson import LessonError, load
    from .lesson.source import packaged_states_path

    try:
        return {k: s.id for s in load(packaged_states_path()).skills for k in s.slips}
    except LessonError:  # the packaged lesson unreadable: the advice goes without it
        return {}


CHECKS = (
    printed_values,
    recovered_u,
    text_claims,
    layer_norm_moments,
    position_wise,
    relu_mask,
    tolerances,
    slips_apart,
    skills_told,
    slips_owned,
    worked_steps_used,
    attention_facts,
    ffn_visibility,
)


def run_all(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    return [row for check in CHECKS for row in check(lesson, worked)]


