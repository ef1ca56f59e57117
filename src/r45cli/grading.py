"""One typed answer graded: right, close, wrong methods by name, or an error carried from the learner's own numbers.

`grade` is what the quiz, predict mode and review all use. The right answer is what the learner can compute from
the numbers on screen (handwork.py): each way of keeping or rounding the values carried on the way is right, to the
question's tolerance. A wrong number is matched against the wrong methods (`mistakes`), all of those that give it;
"close" says how many decimals agree and how far it is off; and a number that follows correctly from the learner's
own earlier answers (one of them wrong) is told so. The learner's right earlier answers are one way they may carry
the numbers, not the only one: what follows from the screen alone is right too. The expected answer shown is the
chain as printed (`worked`, 6 decimals a stage), with every other 6-decimal value that is right (`others`).
"""

import math
from collections.abc import Collection, Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple

from . import derive, handwork, mistakes
from .handwork import Chain, Paper, Span, within
from .lesson.model import Bilingual, Question
from .lesson.vocabulary import QUIZ_SET_SOURCES, QUIZ_SETS
from .numfmt import DECIMALS, LARGE, cut, fixed  # DECIMALS: the digits every answer is asked for
from .typed import decimals
from .worked import WorkedExample

CLOSE = 5e-4  # nearer than this, a wrong number is "close": the view says how many decimals agree, and how far off
SHORT_DECIMALS = 2  # from this many, a right value cut short is asked for in full however far it is off
HALF_UNIT = 0.5 * 10.0**-DECIMALS  # how far a typed number may be from the one the learner holds
NOTHING: Mapping[str, float] = MappingProxyType({})


class Verdict(NamedTuple):
    right: bool
    got: object
    want: object  # as the screen's chain gives it, 6 decimals a stage
    typed: str = ""  # the answer as the learner typed it, shown back as typed
    short: bool = False  # fewer than DECIMALS decimals were typed
    matches: tuple[mistakes.Match, ...] = ()  # every wrong method the answer fits; more than one: all are said
    carried: object | None = None  # what the learner's own earlier numbers give, when the answer follows from them
    same: tuple[mistakes.Match, ...] = ()  # a right answer that a wrong method gives too here: said, with why
    agree: int = 0  # leading decimals that agree with the right answer (a close number)
    off: float | None = None  # how far a close number is off; None when not close
    others: tuple[float, ...] = ()  # other 6-decimal values that are right too, by how one rounds on the way
    own: bool = False  # the wrong methods matched on the learner's own earlier numbers: a second slip on a first
    own_right: float | None = None  # with `own`: what the right method gives on those numbers (said beside the slip)
    tie: tuple[float, ...] = ()  # of `others`, those right because the exact value ends in 5 one decimal past those
    # asked: its two neighbours are both right (the rest of `others` come from rounding on the way)
    tie_from: tuple[str, ...] = ()  # the stages written down that the tie's value is worked from: s; u and f
    near_other: bool = False  # a close number is nearest a right value other than `want` (said: it is measured there)
    too_near: tuple[mistakes.Match, ...] = ()  # slips that give a close number too, too near the right one to name
    rounded: bool = False  # cut short, and the right value to the decimals it has (1.2346 for 1.234567)
    uncounted: tuple[Bilingual, ...] = ()  # right, and the skills `same` leaves without word of it, by their titles
    swapped: bool = False  # a right value with two neighbouring digits swapped: a slip of the pen, no slip named
    cut_from: float | None = None  # a close number that is this value (every digit kept) cut, not rounded
    recalled: bool = False  # the course's own value of the name, typed on new numbers: recalled, not worked
    whole: float | None = None  # a right number's exact value, worked from what is shown with every digit kept
    other: str = ""  # wrong, and the value of another component of its vector (f4's for f3), no slip giving it

    @property
    def places(self) -> int:
        """The decimals the answer is read to: as typed where fewer than asked, else those asked."""
        return places_of(self.typed)

    @property
    def close(self) -> bool:
        return self.off is not None

    @property
    def speaks_for_none(self) -> bool:
        """Wrong, but close: the method looks right and a digit went astray (numbers rounded to 4 decimals on the way
        land here), or a slip too near to tell gives it; either way it speaks for no skill, as numbers rounded
        earlier do (a mean as near as the residual forgotten gives had counted against the mean's own skill)."""
        return not self.right and (self.close or self.swapped)

    @property
    def slips(self) -> tuple[str, ...]:
        """The slips the named wrong methods make, by key, in the order named (each method's own, then those it makes
        too), each once."""
        return tuple(dict.fromkeys(k for m in self.matches for k in m.mistake.slips))

    @property
    def method_right(self) -> bool:
        """No step's method went wrong here: right; close; worked from numbers rounded too early; or following the
        learner's own earlier number with no slip of its own. A predict run counts such a step for no help coming
        back and makes no card of it (a z that followed a close mean had been "the first step that went wrong")."""
        return self.right or self.speaks_for_none or (self.carried is not None and not self.matches) \
            or mistakes.only_cut_short(self.slips)

    @property
    def cut_short(self) -> bool:
        """Wrong only for want of decimals, as near as they go (rounded, or cut: 4 decimals cut off had cost a try,
        told to round them, which was then asked for in full at no cost): asked for all of them once, free."""
        return not self.right and (self.rounded or (self.short and self.cut_from is not None))

    @property
    def match(self) -> mistakes.Match | None:
        return self.matches[0] if self.matches else None


def of_parts(parts: Sequence[Verdict], got: object, want: object, text: str, *,
             matches: tuple[mistakes.Match, ...] = (), carried: object | None = None) -> Verdict:
    """A vector's verdict from its components': right when each is; close, speaking for no skill, when each wrong one
    is close with no slip named and none follows from the learner's own numbers (z2 alone close, 0.239114 for
    0.239116, had counted against LayerNorm's skills, which the same page says a close answer never does)."""
    wrong = [v for v in parts if not v.right]
    close = bool(wrong) and all(v.speaks_for_none and not v.matches and v.carried is None for v in wrong)
    offs = [v.off for v in wrong if v.off is not None]
    return Verdict(not wrong, got, want, text, matches=matches, carried=carried,
                   off=max(offs) if close and offs else None, swapped=close and not offs,
                   recalled=bool(wrong) and all(v.recalled for v in wrong))


def grade(q: Question, got: object, worked: WorkedExample, *, text: str = "", shown: Mapping[str, float] = NOTHING,
          mine: Mapping[str, float] = NOTHING, slipped: Collection[str] = (), made: Collection[str] = ()) -> Verdict:
    """How `got` compares with the right answer to `q`. `shown` holds numbers the screen gave besides the question's
    givens (predict mode's worked steps), `mine` the learner's own earlier answers, and `slipped` those of them that
    were wrong: the right answer is computed with the others, and an answer that follows from all of them is told
    so. `made`: the slips named at earlier steps of the run; of several slips that give the number, one of those is
    the one named."""
    name = str(q.answer)
    if q.kind == "choice":
        return Verdict(got == q.answer, got, q.answer, text)
    fair = {**shown, **{k: v for k, v in mine.items() if k not in slipped and k != name}}
    paper = Paper.given(worked, q.given, fair)
    papers = (paper, Paper.given(worked, q.given, shown)) if fair != dict(shown) else (paper,)  # the screen alone too
    own = {**partners(worked, mine), **{k: v for k, v in mine.items() if k != name}}
    theirs = Paper.given(worked, q.given, {**shown, **own})
    if q.kind == "set":
        right_sets = [s for p in papers for s in handwork.run(p, rounding=handwork.rounding(p, name)).get(name) or []]
        want = Chain(worked.sublayer, worked.relu).get(name)[0]  # type: ignore[index]
        if got in right_sets:  # u's signs read as z's give it too, on numbers where they agree: said, not credited
            return uncredited(q, worked, Verdict(True, got, want, text,
                                                 same=mistakes.agreeing_set(paper, name, got)))  # type: ignore
        alone = Paper.given(worked, q.given, {**shown, **{k: v for k, v in mine.items() if k != name}})  # a6 as it
        their_sets = [s for p in (theirs, alone) for s in handwork.run(p, rounding=handwork.rounding(p, name)).get(
            name) or []]  # was, not −a5 (a5 with a term flipped leaves it): its set follows too
        carried = got if slipped and got in their_sets else None
        found = () if carried is not None else mistakes.match_set(paper, name, got, right_sets)  # type: ignore
        return Verdict(False, got, want, text, matches=found, carried=carried,
                       recalled=not found and carried is None and recalled(worked, name, got))
    x, want, tol = float(got), derive.value(worked, name), q.tolerance  # type: ignore[arg-type]
    right = [span for p in papers for span in mistakes.right_spans(p, name)]
    # a tie is the exact value's, worked from what is shown with every digit kept: an end of a span may be 5 past
    # the 6th decimal only by rounding on the way (each square of var to 6 decimals), which is no tie
    ends = [(p, end) for p in papers for span in handwork.spans(handwork.run(p).get(name)) for end in span]
    exact = [end for _, end in ends]
    halves = [end for end in exact if halfway(end)]
    tie_from = next((derive.worked_from(p, name) for p, end in ends if halfway(end)), ())
    below = [float(fixed(end)) - math.copysign(10.0**-DECIMALS, end) for end in halves]  # either way of rounding
    sides = {fixed(y) for pair in zip(halves, below) for y in pair}  # each 5's two roundings
    # each right value once, as written: a tie's side worked down is a float apart from rounding's (2.232178 twice)
    others = tuple(float(t) for t in sorted({fixed(y) for y in (*written(right), *below)} - {fixed(want)}, key=float))
    tie = tuple(y for y in others if fixed(y) in sides)
    if any(within(x, span, tol) for span in right):  # no tie is said of what their own written numbers give exactly
        as_theirs = fair != dict(shown) and fixed(x) in {fixed(e) for p, e in ends if p is paper and not halfway(e)}
        tie, tie_from = ((), ()) if as_theirs else (tie, tie_from)  # u4 + the f4 typed: "0.222863 is it rounded"
        return uncredited(q, worked, Verdict(True, x, want, text, same=mistakes.agreeing(paper, name, right, tol, x),
                                             others=others, tie=tie, tie_from=tie_from,
                                             whole=exact[-1] if exact else None))  # from the screen: the last paper
    # a slip of the pen alone explains it: no slip of method is named ("rounded too early" had been, by chance)
    if transposed(x, text, (want, *others)):
        return Verdict(False, x, want, text, others=others, tie=tie, tie_from=tie_from, swapped=True)
    short = bool(text) and decimals(text) < DECIMALS
    places = places_of(text)  # as typed: 2.34567 for 2.345678 is cut after 5 decimals
    nearest = _nearest(x, want, others)  # a close number is said beside the right one nearest it
    off = abs(x - nearest)
    # a number cut short is the right one to its decimals, and may be a slip's too (1.07969 for a z of 1.079687,
    # 1.079690 without eps): no slip is named for it. It has 2 decimals at least, or is close: a 0 is no such number,
    # far from a right 0.13, while −2.73 for −2.732558 is (it was "Not right", 1.80 for 1.800497 asked again)
    cut = short and (off < CLOSE or decimals(text) >= SHORT_DECIMALS) \
        and any(within(x, span, 0.5 * 10.0 ** -decimals(text) + 1e-12) for span in right)
    earlier = [k for k in mine if handwork.stage_of(k) != handwork.stage_of(name)]  # not z2 for z3: a stage before
    carried = follows(x, theirs, name, tol, earlier) if set(slipped) & set(earlier) and not cut else None
    # nor for a right value cut where rounding goes up (1.44959 for 1.449598 had been named eps outside the root)
    cut_down = next((e for e in exact if off < CLOSE and cut_at(e, places) == fixed(x, places)), None) \
        if carried is None else None  # one from their own cut mean had been "cut after 6 decimals" too
    untold = cut or cut_down is not None  # no slip is named
    # a slip on their own numbers first (eps left out on the n − 1 var they typed: "n − 1, and eps left out" had named
    # again the slip their var was already told), else one on the screen's
    # numbers rounded too early are tried for an answer that is not close, not cut short and not 0: a close one is
    # said as close (its decimals that agree), a cut short one as the right value to its decimals, and a 0 may be
    # typed for anything. A short one is tried too: f2 = −0.0025 from h cut to 2 decimals had been told no slip
    early = off >= CLOSE and not cut and x != 0
    # a wrong number of a step before this one (s1 typed wrong is none of s3's: "the wrong one among them" had been
    # said of s3 where a, h and f were all right)
    on_theirs = mistakes.match_number(theirs, name, x, right, tol, cut_short=early) \
        if set(slipped) & set(earlier) and carried is None and not untold else ()
    # on the numbers they typed right, else from the screen alone with every digit kept, as a right answer may be (var
    # over n − 1 from their s and mean kept whole had been named nothing, a digit from the slip's on their written s)
    on_screen = () if carried is not None or untold else next(
        (found for p in papers if (found := mistakes.match_number(p, name, x, right, tol, cut_short=early))), ())
    if on_theirs and _past_their_numbers(on_theirs, on_screen, paper, mine, slipped, name, tol):
        on_theirs = ()  # z1 with n − 1 from the s shown had been said to rest on the learner's wrong var
    found = on_theirs or on_screen
    # numbers rounded too early are named alone: a wrong method that gives the number too is the likelier slip
    methods = tuple(m for m in found if not m.mistake.method_right)
    found = fewest(methods or found, x)
    # the residual forgotten at s1, then var(f) at var: "the residual added after LayerNorm" had been named beside it,
    # read as a second slip made (a learner's report)
    found = tuple(m for m in found if set(m.mistake.slips) & set(made)) or found
    close = off < CLOSE and not found
    near = () if not close or carried is not None or untold else \
        fewest(mistakes.match_number(paper, name, x, right, tol, told_apart=False))
    if close and not near and carried is None and not untold and x != 0:  # close, and numbers rounded too early alone
        found = fewest(mistakes.match_number(paper, name, x, right, tol, cut_short=True), x)  # give it: the var of a
        close = not found  # mean cut to 0.33 had been "close: 4 decimals agree", with the slip unsaid
    theirs_right = mistakes.right_spans(theirs, name) if on_theirs else []  # none where var is 0 on their numbers
    own_right = theirs_right[0][0] if theirs_right else None
    if on_theirs and _through_their_numbers(on_theirs, paper, mine, slipped, name, tol):
        own_right = None  # one slip made all along: the right method undoes it in their earlier numbers too (a z1 of
        # 7.089901 from their residual-less var, "right on your numbers", had stood beside the right 1.409953)
    recall = not found and carried is None and not close and recalled(worked, name, x)
    other = "" if carried is not None or close or recall or untold else derive.component_of(worked, name, x)
    return Verdict(False, x, want, text, short, found, carried, agree=agreeing_decimals(x, nearest), recalled=recall,
                   off=off if close else None, others=others, own=bool(on_theirs), own_right=own_right, tie=tie,
                   tie_from=tie_from, near_other=close and nearest != want, too_near=near, rounded=cut,
                   cut_from=cut_down, other=other)


def places_of(text: str) -> int:
    """The decimals an answer typed as `text` is read to: its own where fewer than asked, else those asked."""
    return min(decimals(text), DECIMALS) if text else DECIMALS


def cut_at(x: float, places: int = DECIMALS) -> str | None:
    """`x` cut after `places` decimals, where that differs from rounding it (0.26010675 gives 0.260106: a learner's
    mean, told only "close", with the hint to add and divide again); None where the two agree."""
    down = cut(x, places) if math.isfinite(x) and abs(x) < LARGE else fixed(x, places)
    return down if down != fixed(x, places) else None


def _past_their_numbers(theirs: tuple[mistakes.Match, ...], screen: tuple[mistakes.Match, ...], paper: Paper,
                        mine: Mapping[str, float], slipped: Collection[str], name: str, tol: float) -> bool:
    """The slips found on the learner's own numbers give the number on the screen's too, and some wrong number of
    theirs is not one those slips give: the slip went past it, not through it (their s1 = f1 with the residual
    forgotten is one the slip gives, and the var of f from it rests on their numbers)."""
    keys = {m.mistake.key for m in theirs}
    if not keys <= {m.mistake.key for m in screen}:
        return False
    return not _through_their_numbers(theirs, paper, mine, slipped, name, tol)


def _through_their_numbers(theirs: tuple[mistakes.Match, ...], paper: Paper, mine: Mapping[str, float],
                           slipped: Collection[str], name: str, tol: float) -> bool:
    """Every wrong earlier number of the learner's is one the slips found give: the same slip, made all along."""
    keys = {m.mistake.key for m in theirs}
    return all(keys & {m.mistake.key for m in mistakes.match_number(paper, k, mine[k],
                                                                    mistakes.right_spans(paper, k), tol)}
               for k in slipped if k in mine and k != name)


def fewest(found: tuple[mistakes.Match, ...], x: float | None = None) -> tuple[mistakes.Match, ...]:
    """The slips that give a number with no fewer slips giving it too: not "n − 1, and eps left out" beside "eps left
    out" alone (n − 1 void where the learner's var was right, and said of a z their eps alone explains). Those that
    give the number `x` as written come first: n − 1 alone gives a z4 of 0.519418, within the tolerance of a typed
    0.519419 that n − 1 with eps left out gives, and had been said, with its 0.519418, of the learner's number."""
    written = tuple(m for m in found if x is not None and isinstance(m.wrong, float) and fixed(m.wrong) == fixed(x))
    found = written or found
    return tuple(m for m in found if not any(set(o.mistake.slips) < set(m.mistake.slips) for o in found))


def decided(q: Question, chosen: object, worked: WorkedExample, mine: Mapping[str, float]) -> dict[str, float]:
    """The numbers a set of channels decides, as the learner's own (h from "which channels does ReLU zero?": 0 where
    said, a_j elsewhere, a as typed where it was); {} for a set that decides none."""
    name = str(q.answer)
    source, target = QUIZ_SET_SOURCES.get(name), QUIZ_SETS.get(name)
    if q.kind != "set" or source is None or target is None or not isinstance(chosen, frozenset):
        return {}
    a = [mine.get(f"{source}{j + 1}", float(x)) for j, x in enumerate(worked.vector(source))]
    return {f"{target}{j + 1}": 0.0 if j in chosen else x for j, x in enumerate(a)}


def follows(x: float, theirs: Paper, name: str, tolerance: float, typed: Collection[str]) -> float | None:
    """The number the learner's own earlier answers give at `name`, where x is one of them. Each answer `typed`
    stands for any number that rounds to it (a learner may have kept every digit and typed 6): the span is widened by
    how far half a unit in its last decimal moves `name`, one typed number at a time."""
    base = mistakes.right_spans(theirs, name)
    if not base:
        return None
    slack = 0.0
    for k in typed:
        nudged = Paper(theirs.worked, {**theirs.known, k: theirs.known[k] + HALF_UNIT}, theirs.fixed)
        moved = mistakes.right_spans(nudged, name)
        slack += abs(moved[0][0] - base[0][0]) if moved else 0.0
    return next((min(max(x, lo), hi) for lo, hi in base if within(x, (lo - slack, hi + slack), tolerance)), None)


def transposed(x: float, text: str, rights: Sequence[float]) -> bool:
    """Is x, typed to 6 decimals, a right value with two neighbouring digits swapped (1.690598 for 1.690589)?"""
    if text and decimals(text) != DECIMALS:
        return False
    mine, written = fixed(x), {fixed(y) for y in rights}
    return any(mine[k : k + 2].isdigit() and mine[k] != mine[k + 1]
               and f"{mine[:k]}{mine[k + 1]}{mine[k]}{mine[k + 2:]}" in written for k in range(len(mine) - 1))


def recalled(worked: WorkedExample, name: str, got: object) -> bool:
    """`got` is the course's own value of `name` where this example's is another: a learner typed the course's mean,
    0.260107, on a drawn s (and was told only the formula, as if the method were wrong)."""
    from .worked import compute

    course = compute(worked.lesson)
    if name in QUIZ_SETS:
        return got == Chain(course.sublayer, course.relu).get(name)[0]  # type: ignore[index]
    return isinstance(got, float) and got != 0 and fixed(got) == fixed(derive.value(course, name))  # 0: many ways


def halfway(x: float) -> bool:
    """Does x end in 5 one decimal past those asked (0.3725815), up to floating point's noise?"""
    return abs(abs(x) * 10.0**DECIMALS % 1 - 0.5) < 1e-6


def written(spans: list[Span], most: int = 8) -> list[float]:
    """The 6-decimal numbers a value of a span is written as, half away from zero: every right answer as a learner
    writes it (at most `most`; a span wider than that is no rounding's doing). Not the tolerance's neighbours:
    var 1.6463445 (each square written down) was said to be "1.646345, or 1.646344", which no way of rounding gives."""
    unit = 10.0**-DECIMALS
    found: set[float] = set()
    for lo, hi in spans:
        first, last = round(float(fixed(lo)) / unit), round(float(fixed(hi)) / unit)
        if last - first <= most:
            found |= {float(fixed(k * unit)) for k in range(first, last + 1)}
    return sorted(found)[:most]


def partners(worked: WorkedExample, mine: Mapping[str, float]) -> dict[str, float]:
    """Hidden channels the lesson makes exact negatives (a6 = −a5): a learner who wrote one has the other too."""
    out = {}
    for i, j in worked.negated:
        for one, other in ((i, j), (j, i)):
            if f"a{one + 1}" in mine and f"a{other + 1}" not in mine:
                out[f"a{other + 1}"] = -mine[f"a{one + 1}"]
    return out


def uncredited(q: Question, worked: WorkedExample, v: Verdict) -> Verdict:
    """A right answer that a wrong method gives too: the question's skills that own that method, for which it counts
    for nothing (learner.outcomes), to be said so."""
    owners = worked.lesson.owning(m.mistake.key for m in v.same)
    return v._replace(uncounted=tuple(s.title for s in worked.lesson.skills if s.id in owners and s.id in q.skills))


def agreeing_decimals(x: float, want: float) -> int:
    """How many leading decimals of x, written to 6, agree with the right answer's (0 when the sign or the whole part
    differs, or a carry alone parts them: "the first 3 decimals agree" of 0.257600 for 0.257599 read as far off)."""
    mine, right = fixed(x).partition("."), fixed(want).partition(".")
    if mine[0] != right[0]:
        return 0
    count = 0
    for a, b in zip(mine[2], right[2]):
        if a != b:
            break
        count += 1
    return count if abs(x - want) >= 10.0 ** -(count + 2) - 1e-12 else 0


def consistent(q: Question, parts: tuple[Verdict, ...], worked: WorkedExample, names: list[str],
               shown: Mapping[str, float] = NOTHING) -> tuple[Verdict, ...]:
    """A vector's components with only the slips the whole answer fits: one that would also have changed a component
    typed right is not said of the others ("h5 and h6 swapped" of f2 alone, where the swap changes f1 and f4), nor
    one that gives another wrong component another number (the swap said of f3, where W2 read by rows gave f3 and
    the f1 typed too, and the swap another f1)."""
    right = [name for name, v in zip(names, parts) if v.right]
    if not any(v.matches for v in parts) or len(parts) < 2:
        return parts
    paper = Paper.given(worked, q.given, shown)
    ok = {name: mistakes.right_spans(paper, name) for name in right}  # each worked once, not once a slip
    way = {id(m): k for k, m in enumerate(mistakes.MISTAKES)}  # two ways of one slip share its key
    gives = {name: [handwork.spans(v) for _, v in mistakes.catalogue(paper, name)] for name in names}

    def keeps(m: mistakes.Mistake, name: str, v: Verdict) -> bool:  # the slip gives this component as typed (or none)
        spans = gives[name][way[id(m)]]
        if not spans:
            return True
        if v.right:  # right as typed: the slip leaves it right
            return any(not handwork.apart(span, r, q.tolerance) for span in spans for r in ok[name])
        return not isinstance(v.got, float) or any(handwork.within(v.got, span, q.tolerance) for span in spans)

    def fits(m: mistakes.Match) -> bool:  # a slip of one number (its sign), or at a stage worked a component at a
        alone = m.mistake.of_the_number or handwork.stage_of(names[0]) in m.mistake.alone  # time, may be one's alone
        return alone or all(keeps(m.mistake, name, v) for name, v in zip(names, parts))

    return tuple(_unmatched(v, tuple(m for m in v.matches if fits(m))) if v.matches else v for v in parts)


def _nearest(x: float, want: float, others: tuple[float, ...]) -> float:
    """The right value, of every way of writing it, that `x` is nearest."""
    return min((want, *others), key=lambda y: abs(x - y))


def _unmatched(v: Verdict, kept: tuple[mistakes.Match, ...]) -> Verdict:
    """A component with the slips the whole answer fits; with none left, a close one is said as close again: z2 off
    by 0.000003 with its slip set aside read "wrong" beside a z4 as far off said "close"."""
    if kept or not isinstance(v.got, float):
        return v._replace(matches=kept)
    nearest = _nearest(v.got, float(v.want), v.others)  # type: ignore[arg-type]
    off = abs(v.got - nearest)
    if off >= CLOSE:
        return v._replace(matches=kept)
    return v._replace(matches=kept, off=off, agree=agreeing_decimals(v.got, nearest), near_other=nearest != v.want)
