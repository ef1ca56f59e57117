"""Where a number comes from (`r45 why`, the full screen's and line mode's `w`), and a derivation's steps as
equations, as data: whose numbers they are (the course's, a what-if's, a predict run's draw) said with them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import derive
from ..derive import Step
from ..lesson import packaged
from ..lesson.model import Lesson
from ..lesson.vocabulary import LN_SETTINGS
from ..messages import M, Message, enumeration, say, together
from ..numfmt import fixed
from ..typed import split_name
from ..vocab import MATRIX_AXES, NAME_ALIASES
from .model import Block, Eq, Equations, Num, Page, Panel, Para, Whose
from .panels import flat_said, moved_z, recovered

if TYPE_CHECKING:

    from ..worked import WorkedExample


def equations(steps: Sequence[Step], given_note: str) -> Equations:
    """A derivation's steps as equations: formula, values, result, and where each comes from."""
    eqs = []
    for st in steps:
        formula = st.formula.split(" = ", 1)[1]
        filled = (st.filled.removeprefix("= "),) if st.filled else ()
        inputs = tuple(Num(used.text, used.value, used.name) for used in st.values)
        result = Num(fixed(st.value), st.value, st.name)
        sources = st.inputs  # every name it uses (the mean of s1 … s4 had no "←" line), worked above or not
        eqs.append(Eq(st.name, (formula, *filled), result, sources, st.given, inputs))
    return Equations(tuple(eqs), given_note)


def weighed_out(steps: Sequence[Step], lang: str) -> tuple[Para, ...]:
    """In a solution worked down to its givens, the hidden channels a sum leaves out (weight 0), and the a before
    each, when no step works them out: a listener missed a2 and h2 in f1's solution, with nothing to say why."""
    said = []
    worked = {st.name for st in steps}
    given = any(st.given and stem(st.name) == "h" for st in steps)  # h given: no a is ever worked out
    for st in steps:
        absent = [h for h in st.left_out if h not in worked]
        if absent:
            names = together([n for h in absent for n in (f"a{h[1:]}", h) if n not in worked], lang)
            key = (M.sum_given_out_one, M.sum_given_out_many) if given else (M.sum_left_out_one, M.sum_left_out_many)
            said.append(Para(say(key[len(absent) > 1], lang, names=names, left=together(absent, lang), name=st.name),
                             "meta"))
    return tuple(said)


def why_view(steps: Sequence[Step], lesson: Lesson, lang: str, *, whose: Whose = Whose.COURSE, w2: str = "",
             ln: WorkedExample | None = None, told: bool = False) -> Page:
    """Where a number comes from, in `whose` numbers: the course's (u's origin as the lesson file says it, and the
    page's numbers that give a recovered u3), a what-if's, or a predict run's draw; `w2` where W2 is not the lesson
    file's: "drawn" with the draw, "zero" by the what-if's switch.
    `ln` (its s, beta and var): where the steps go through LayerNorm's variance and s is constant, a sentence says
    what that makes of z; where var is so small that rounding it moves z, that is said (std and z of a tiny var had
    been shown without a word of it, the LayerNorm panel three pages off). `told`: said to a listener already this
    session, how the steps are written and where the course's u comes from are left out (each `w` had begun with the
    same four lines)."""
    note, given_said = {Whose.YOURS: (M.why_note_yours, M.why_given_yours),
                        Whose.DRAWN: (M.why_note_drawn, M.why_given_drawn)}.get(whose, (M.why_note, M.why_given))
    other_u = lang in packaged.stale(lesson).given  # where the course's u comes from, said of another u
    origin = None if other_u else lesson.example.given
    if whose is Whose.COURSE and (origin is None or told):
        given_said = M.why_given_plain
    given = say(given_said, lang, given=origin(lang) if origin is not None else "")
    normed = ln is not None and any(st.name in ("var", "std") or st.name.startswith("z") for st in steps)
    said: tuple[Block, ...] = (flat_said(ln.vector("s"), ln.ln.beta, lang) or moved_z(ln, lang)) \
        if ln is not None and normed else ()
    # the numbers filled in but not worked out are named before the steps: a listener met s1 in the mean unexplained
    weights = weights_said({stem(st.name) for st in steps if set_by_lesson(st) == "weights"}, w2)
    used = [n for n in LN_SETTINGS if any(stem(u.name) == n for st in steps if set_by_lesson(st) for u in st.values)]
    setting = M.why_settings if len(used) > 1 else M.why_setting
    settings = tuple(Para(say(said, lang, names=together(used, lang)), "meta") for said, kind in ((weights, "weights"),
                                                                                  (setting, "settings"))
                     if any(set_by_lesson(st) == kind for st in steps))
    # why u3 on the course's numbers: the page's numbers that give it (a draw's u1 is no h1, as the page's is)
    said += recovered(lesson, steps[-1].name, lang) if whose is Whose.COURSE else ()
    # where u comes from, left out for another example's u, said as show says a note left out (an instructor's report)
    said += (Para(say(M.why_given_held, lang), "meta"),) if whose is Whose.COURSE and other_u and not told else ()
    # "h3 = a3 = −0.385419" under the what-if's u alone had not said why no ReLU (a listener's report)
    off = ln is not None and not ln.relu and any(stem(st.name) == "h" for st in steps)
    body: tuple[Block, ...] = (*(() if told else (Para(say(note, lang), "meta"),)), *not_worked(steps, lang),
                               *settings, *((Para(say(M.why_relu_off, lang), "meta"),) if off else ()), Para(""),
                               equations(steps, given), *said)
    return (Panel(say(M.why_title, lang, name=steps[-1].name), body, role="title"),)


def weights_said(stems: set[str], w2: str) -> Message:
    """What the coefficients of the steps' a_j and f_j are, of those among them only (a and f had both been named
    under h5, and a under a z4 of W2 = 0, where the working holds no a)."""
    if "f" not in stems:
        return M.why_weights_a
    if "a" not in stems:
        return {"drawn": M.why_weights_drawn_f, "zero": M.why_weights_zero_f}.get(w2, M.why_weights_f)
    return {"drawn": M.why_weights_drawn, "zero": M.why_weights_zero}.get(w2, M.why_weights)


def stem(name: str) -> str:
    """A name without its index: s3 -> s, gamma1 -> gamma, mean -> mean."""
    parts = split_name(name)
    return parts[0] if parts is not None else name


def set_by_lesson(st: Step) -> str:
    """What numbers of the lesson's own the step's formula holds: "weights" (the coefficients of a_j and f_j),
    "settings" (LayerNorm's eps, gamma, beta) or "" (a learner asked where the 0.5 in f1 = 0.5·h1 came from)."""
    if st.given:
        return ""
    if stem(st.name) in {columns for _, columns in MATRIX_AXES.values()}:
        return "weights"
    return "settings" if any(stem(u.name) in LN_SETTINGS for u in st.values) else ""


def not_worked(steps: Sequence[Step], lang: str) -> tuple[Block, ...]:
    """The numbers a step uses that the derivation does not work out (the other s_k inside the mean of `why z3`):
    named, with how they are worked and how to see one."""
    worked = [st.name for st in steps]
    missing = list(dict.fromkeys(n for st in steps for n in st.inputs if n not in worked))
    if not missing:
        return ()
    stage = stem(missing[0])
    like = next((n for n in worked if stem(n) == stage and n != stage), None)
    names = enumeration(lang).join(missing)
    said = say(M.why_like, lang, names=names, like=like, first=missing[0]) if like else \
        say(M.why_values, lang, names=names, first=missing[0])
    return (Para(said, "meta"),)


def names_said(worked: WorkedExample, lang: str) -> str:
    """The names `why` takes, as a refusal lists them: in Chinese with the Chinese word a statistic may be typed as
    (均值 and 方差 were taken, and never said). Not std as 标准差, though it is taken for it: r45's std is
    √(var + eps), "slightly above the standard deviation" (b2)."""
    said = {short: word for word, short in NAME_ALIASES.items()
            if lang == "zh" and not word.isascii() and short != "std"}
    return enumeration(lang).join(f"{n}（{said[n]}）" if n in said else n for n in derive.names(worked))
