"""Wrong methods a learner may use, each computed live from the numbers the learner works from.

A Mistake is one way of computing the FFN sublayer wrongly (ReLU forgotten, n − 1 in the variance, a sign
flipped...), with its words: `numbers(paper, rounding)` (wrongways.py) runs it from the learner's paper (handwork.py)
and returns every number it changes, by name (h5, mean, z4, negative_z). A method matches a typed answer only where
every value it can give lies apart from every value the right method can give; where two give the typed number, both
are said.
"""

import re
import weakref
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from . import handwork
from .handwork import Numbers, Paper, Rounding, Span, Values, apart, spans, within
from .lesson.vocabulary import QUIZ_SETS, SLIPS
from .messages import M, Message
from .numfmt import fixed
from .slipwords import NO_BLANKS, Lines, fits, said_at
from .wrongways import (
    A_TERM_FLIPPED,
    A_TERM_LEFT_OUT,
    B1_LEFT_OUT,
    B2_LEFT_OUT,
    DIFFERENCE_REVERSED_H,
    DIFFERENCE_REVERSED_SET,
    EPS_OMITTED,
    EPS_OUTSIDE,
    F_SUBTRACTED,
    F_TERM_FLIPPED,
    F_TERM_LEFT_OUT,
    FFN_FORGOTTEN,
    MEAN_KEPT,
    MEAN_MINUS_1,
    MEAN_NOT_DIVIDED,
    MEAN_OF_Z,
    MIRRORED,
    NORM,
    ONE_POSITION,
    PAIRS_SWAPPED,
    RELU_FORGOTTEN,
    RELU_ON_F,
    RELU_ON_Z,
    RESIDUAL_AFTER_NORM,
    RESIDUAL_FORGOTTEN,
    STD_FOR_VAR,
    UNBIASED,
    UNBIASED_NO_EPS,
    VAR_EPS_FOR_STD,
    VAR_FOR_STD,
    VAR_MEAN_KEPT,
    VAR_MEAN_KEPT_TERMS,
    W2_TRANSPOSED,
    Either,
    Flips,
    Make,
    Negated,
    OneStep,
    if_shaped,
    one_position,
    relu_inverted,
    relu_one_kept,
    residual_one_forgotten,
    reversible,
    sign_from_u,
    std_for_var,
    true_std_for_var,
)

if TYPE_CHECKING:
    from .worked import WorkedExample

NO_WORDS: Mapping[str, Message] = MappingProxyType({})


class Mistake(NamedTuple):
    key: str
    name: Message  # what went wrong, in a few words
    why: Message  # one line: what was done, and what should have been
    wrong: str  # the wrong formula
    right: str  # the right one
    numbers: Make  # the numbers it gives from a paper, a row per rounding choice
    at: Mapping[str, Lines] = NO_WORDS  # `why` at a stage where the general line does not fit (s: "u4 is left out")
    agrees: Mapping[str, Message] = NO_WORDS  # at a stage where this method can give the right number: why, said
    step: OneStep | None = None  # the slip as one wrong step, where it is one (spot-the-slip plants it)
    also: tuple[str, ...] = ()  # the other slips this way makes too (eps left out, beside n − 1): their skills blamed
    alone: tuple[str, ...] = ()  # stages worked a component at a time: there, one component's slip (s3 = u3 − f3)
    method_right: bool = False  # every step done the right way, on numbers cut short: no skill is the worse for it
    made_at: tuple[str, ...] = ()  # a slip of no one step (one term, channel, component): where, for learner.blamed
    said_as: tuple[Message, ...] | None = None  # the wrong way and the right one in words, where no formula is; and
    # the wrong way with the term or channel the number tells ({which}), where it reads better so

    @property
    def slips(self) -> tuple[str, ...]:  # what a learner giving this way's number did: each owner skill is blamed
        return (self.key, *self.also)

    @property
    def of_the_number(self) -> bool:
        """A slip of the number typed itself ("−{name}", its sign), wherever it stands: not of one step before it."""
        return "{name}" in self.wrong


AFTER_SUMS = ("f", "s", "mean", "var", "std", "z")  # past a sum with a term flipped or left out: said as that
# past it, the term or channel where the number tells which ("A sum before it had a term left out" had not said it)
LATER = dict.fromkeys(AFTER_SUMS, (M.mis_term_flipped_later_which, M.mis_term_flipped_later))
LEFT_LATER = dict.fromkeys(AFTER_SUMS, (M.mis_term_left_out_later_which, M.mis_term_left_out_later))
FLIPPED_HERE = (M.mis_term_flipped_why_which, M.mis_term_flipped_why)  # at its own sum, the term (f1 of f as a whole
LEFT_OUT_HERE = (M.mis_term_left_out_why_which, M.mis_term_left_out_why)  # had said none: a listener's report)
# Said in this order where several fit. A sign read from u comes first: when a wrong set of signs fits it and
# another method too, reading the sign from u is the likelier slip.
MISTAKES: tuple[Mistake, ...] = (
    Mistake("sign_from_u", M.mis_sign_from_u, M.mis_sign_from_u_why,
            "sign(z_i) = sign(u_i)", "sign(z_i) = sign(s_i − mean)", sign_from_u,
            agrees={"negative_z": M.same_signs_as_u}),
    Mistake("relu_forgotten", M.mis_relu_forgotten, M.mis_relu_forgotten_why, "h = a", "h = max(0, a)",
            RELU_FORGOTTEN, at={"h": M.mis_relu_forgotten_at_h}, step=RELU_FORGOTTEN),
    # one negative channel kept as it was: the others right (h1 = a1 < 0 had blamed W1 and W2 in the test)
    Mistake("relu_one_kept", M.mis_relu_one_kept, M.mis_relu_one_kept_why, "", "h_j = max(0, a_j)", relu_one_kept,
            at=dict.fromkeys(AFTER_SUMS, (M.mis_relu_one_kept_later_which, M.mis_relu_one_kept_later)),
            said_as=(M.mis_relu_one_kept_way, M.mis_relu_right), made_at=("h",), alone=("f",)),  # f: h350
    Mistake("relu_inverted", M.mis_relu_inverted, M.mis_relu_inverted_why, "{j : a_j > 0}", "{j : a_j < 0}",
            relu_inverted),
    # a5 = u2 − u1 where W1's column says u1 − u2, then ReLU: h5 typed as h6's value (a learner's report)
    Mistake("difference_reversed", M.mis_difference_reversed, M.mis_difference_reversed_why,
            "a{pj} ↔ a{qj}", "a_j = Σ_i u_i·W1[i,j] + b1_j",  # the pair's values in each other's place, not every a
            lambda p, r: Either(DIFFERENCE_REVERSED_H(p, r), DIFFERENCE_REVERSED_SET(p, r)) if reversible(p)
            else {}, at={"h": M.mis_difference_reversed_at_h}),
    Mistake("w2_transposed", M.mis_w2_transposed, M.mis_w2_transposed_why, "f_j = Σ_k W2[j,k]·h_k + b2_j",
            "f_j = Σ_k h_k·W2[k,j] + b2_j", if_shaped(lambda p: p.worked.ffn.W2.shape[0] >= p.worked.ffn.W2.shape[1],
                                                 W2_TRANSPOSED),
            at={"f": M.mis_w2_transposed_at_f}, step=W2_TRANSPOSED, alone=("f",)),  # f2 alone by W2's row 2: "Not
    # right" had been all, where the whole vector so read was named (a learner's report)
    Mistake("pairs_swapped", M.mis_pairs_swapped, M.mis_pairs_swapped_why, "{p} ↔ {q}",
            "f_j = Σ_k h_k·W2[k,j] + b2_j",
            if_shaped(lambda p: bool(p.worked.negated), PAIRS_SWAPPED), step=PAIRS_SWAPPED),
    # where an f can be negative (a drawn W2): the course's W2 and h are never negative, and neither is its f
    Mistake("relu_on_f", M.mis_relu_on_f, M.mis_relu_on_f_why, "f = max(0, hW2 + b2)", "f = hW2 + b2",
            if_shaped(lambda p: bool((p.worked.ffn.W2 < 0).any() or (p.worked.ffn.b2 < 0).any()), RELU_ON_F),
            at={"f": M.mis_relu_on_f_at_f}, step=RELU_ON_F),
    Mistake("b1_left_out", M.mis_b1_left_out, M.mis_b1_left_out_why, "a = uW1", "a = uW1 + b1",
            if_shaped(lambda p: bool(p.worked.ffn.b1.any()), B1_LEFT_OUT), step=B1_LEFT_OUT),
    Mistake("b2_left_out", M.mis_b2_left_out, M.mis_b2_left_out_why, "f = hW2", "f = hW2 + b2",
            if_shaped(lambda p: bool(p.worked.ffn.b2.any()), B2_LEFT_OUT), step=B2_LEFT_OUT),
    # a sign slip inside a sum: "a5 = u1 + u2" for u1 − u2 had been told only "Not right" (two learners' reports)
    Mistake("a_term_flipped", M.mis_a_term_flipped, M.mis_term_flipped_why, "", "a_j = Σ_i u_i·W1[i,j] + b1_j",
            A_TERM_FLIPPED, at={"h": M.mis_a_term_flipped_at_h, **LATER, "a": FLIPPED_HERE},
            said_as=(M.mis_term_flipped_way, M.mis_a_term_right, M.mis_term_flipped_way_which), alone=("a", "h"),
            made_at=("a",)),
    # alone: one component's sum, the others left as typed
    Mistake("f_term_flipped", M.mis_f_term_flipped, M.mis_term_flipped_why, "", "f_j = Σ_k h_k·W2[k,j] + b2_j",
            F_TERM_FLIPPED, at={**LATER, "f": FLIPPED_HERE},
            said_as=(M.mis_term_flipped_way, M.mis_f_term_right, M.mis_term_flipped_way_which), alone=("f",),
            made_at=("f",)),
    # a term missed in a sum: f3 without its 0.25·h5 had been told only where it first went wrong (a learner's report)
    Mistake("a_term_left_out", M.mis_a_term_left_out, M.mis_term_left_out_why, "", "a_j = Σ_i u_i·W1[i,j] + b1_j",
            A_TERM_LEFT_OUT, at={"h": M.mis_a_term_left_out_at_h, **LEFT_LATER, "a": LEFT_OUT_HERE},
            said_as=(M.mis_a_term_left_out_way, M.mis_a_term_right), alone=("a", "h"), made_at=("a",)),
    Mistake("f_term_left_out", M.mis_f_term_left_out, M.mis_term_left_out_why, "", "f_j = Σ_k h_k·W2[k,j] + b2_j",
            F_TERM_LEFT_OUT, at={**LEFT_LATER, "f": LEFT_OUT_HERE},
            said_as=(M.mis_f_term_left_out_way, M.mis_f_term_right), alone=("f",), made_at=("f",)),
    Mistake("sign_flipped", M.mis_sign_flipped, M.mis_sign_flipped_why, "−{name}", "{name}",
            lambda p, r: Negated(handwork.run(p, rounding=r)),
            at={"a": M.mis_sign_flipped_at_a, "h": M.mis_sign_flipped_at_h, "var": M.mis_sign_flipped_at_var,
                "s": M.mis_sign_flipped_at_sum, "f": M.mis_sign_flipped_at_sum,
                "std": M.mis_sign_flipped_at_var, "mean": M.mis_sign_flipped_at_mean}, step=MIRRORED),
    Mistake("residual_forgotten", M.mis_residual_forgotten, M.mis_residual_forgotten_why, "s = f", "s = u + f",
            RESIDUAL_FORGOTTEN, at={"s": M.mis_residual_forgotten_at_s, "mean": M.mis_residual_forgotten_at_mean},
            agrees={"mean": M.same_mean_without_u}, step=RESIDUAL_FORGOTTEN, alone=("s",)),
    # u left out of one component only (s2 = f2), carried on: a mean from it had been told "Not right" alone
    Mistake("residual_one_forgotten", M.mis_residual_one_forgotten, M.mis_residual_one_forgotten_why, "",
            "s_j = u_j + f_j", residual_one_forgotten, at=dict.fromkeys(NORM, M.mis_residual_one_forgotten_later),
            said_as=(M.mis_residual_one_forgotten_way, M.mis_residual_one_right), made_at=("s",)),
    Mistake("f_subtracted", M.mis_f_subtracted, M.mis_f_subtracted_why, "s = u − f", "s = u + f", F_SUBTRACTED,
            at={"s": M.mis_f_subtracted_at_s}, agrees={"s": M.same_s_f_subtracted}, step=F_SUBTRACTED, alone=("s",)),
    Mistake("ffn_forgotten", M.mis_ffn_forgotten, M.mis_ffn_forgotten_why, "s = u", "s = u + f", FFN_FORGOTTEN,
            at={"s": M.mis_ffn_forgotten_at_s}, agrees={"s": M.same_s_without_f}, step=FFN_FORGOTTEN, alone=("s",)),
    Mistake("residual_after_norm", M.mis_residual_after_norm, M.mis_residual_after_norm_why,
            "z = u + LN(f)", "z = LN(u + f)", RESIDUAL_AFTER_NORM),
    # a block taken to end as the FFN's hidden layer does: z1 = 0 for −0.335819 had been "wrong", no more said
    Mistake("relu_on_z", M.mis_relu_on_z, M.mis_relu_on_z_why, "z = max(0, LN(u + f))", "z = LN(u + f)",
            RELU_ON_Z, at={"z": M.mis_relu_on_z_at_z}),
    Mistake("mean_of_z", M.mis_mean_of_z, M.mis_mean_of_z_why, "mean = mean(z) = 0", "mean = Σ_i s_i / n",
            MEAN_OF_Z, step=MEAN_OF_Z),
    Mistake("one_position", M.mis_one_position, M.mis_one_position_why, "mean = s_i", "mean = Σ_i s_i / n",
            one_position, step=ONE_POSITION),
    Mistake("mean_minus_1", M.mis_mean_minus_1, M.mis_mean_minus_1_why, "mean = Σ_i s_i / (n − 1)",
            "mean = Σ_i s_i / n", MEAN_MINUS_1, step=MEAN_MINUS_1),
    Mistake("mean_not_divided", M.mis_mean_not_divided, M.mis_mean_not_divided_why, "mean = Σ_i s_i",
            "mean = Σ_i s_i / n", MEAN_NOT_DIVIDED, step=MEAN_NOT_DIVIDED),
    Mistake("unbiased_variance", M.mis_unbiased_variance, M.mis_unbiased_variance_why,
            "var = Σ_i (s_i − mean)² / (n − 1)", "var = Σ_i (s_i − mean)² / n", UNBIASED,
            at={"std": M.mis_unbiased_variance_at_std, "z": M.mis_unbiased_variance_at_std}, step=UNBIASED),
    Mistake("unbiased_variance", M.mis_unbiased_no_eps, M.mis_unbiased_no_eps_why,
            "std = √(Σ_i (s_i − mean)² / (n − 1))", "std = √(Σ_i (s_i − mean)² / n + eps)", UNBIASED_NO_EPS,
            also=("eps_omitted",)),
    Mistake("var_mean_kept", M.mis_var_mean_kept, M.mis_var_mean_kept_why, "var = Σ_i s_i² / n",
            "var = Σ_i (s_i − mean)² / n", lambda p, r: Either(VAR_MEAN_KEPT(p, r), VAR_MEAN_KEPT_TERMS(p, r)),
            step=VAR_MEAN_KEPT),
    Mistake("std_for_var", M.mis_std_for_var, M.mis_std_for_var_why,
            "var = √(Σ_i (s_i − mean)² / n + eps)", "var = Σ_i (s_i − mean)² / n", std_for_var,  # not var = √(var…)
            step=STD_FOR_VAR),
    Mistake("std_for_var", M.mis_std_for_var, M.mis_std_for_var_why,
            "var = √(Σ_i (s_i − mean)² / n)", "var = Σ_i (s_i − mean)² / n", true_std_for_var),
    # the root left out, eps kept or not: two ways, each row with the formula that gives its number (one "std = var"
    # for both had stood beside 0.844247, which var + eps gives and var alone does not)
    Mistake("var_for_std", M.mis_var_for_std, M.mis_var_for_std_why, "std = var", "std = √(var + eps)",
            VAR_FOR_STD, at={"z": M.mis_var_for_std_at_z}, step=VAR_FOR_STD),
    Mistake("var_for_std", M.mis_var_for_std, M.mis_var_for_std_why, "std = var + eps", "std = √(var + eps)",
            VAR_EPS_FOR_STD, at={"z": M.mis_var_eps_for_std_at_z}),
    Mistake("eps_omitted", M.mis_eps_omitted, M.mis_eps_omitted_why, "std = √var", "std = √(var + eps)",
            EPS_OMITTED, step=EPS_OMITTED),
    Mistake("eps_outside_root", M.mis_eps_outside_root, M.mis_eps_outside_root_why,
            "std = √var + eps", "std = √(var + eps)", EPS_OUTSIDE, step=EPS_OUTSIDE),
    Mistake("mean_kept", M.mis_mean_kept, M.mis_mean_kept_why, "z_i = gamma_i·s_i / std + beta_i",
            "z_i = gamma_i·(s_i − mean) / std + beta_i", MEAN_KEPT, step=MEAN_KEPT),
    # d < 6 kept on one line ("d" | "< 6" had been cut); no "x →", heard as "x then round"; shown in words:
    # "round(x, d), d < 6" read as code in a learner's feedback table
    Mistake("rounded_early", M.mis_rounded_early, M.mis_rounded_early_why, "round(x, d), d\u00a0<\u00a06",
            "round(x, 6)", lambda p, r: handwork.CutShort(p), method_right=True,
            said_as=(M.mis_rounded_early_way, M.mis_rounded_early_right)),
)


assert tuple(dict.fromkeys(m.key for m in MISTAKES)) == SLIPS, "lesson.vocabulary.SLIPS names every slip, in order"
BY_KEY = {m.key: m for m in reversed(MISTAKES)}  # a slip's first way: one with words of its own follows it


def only_cut_short(slips: Iterable[str]) -> bool:
    """The slips named are all of the numbers, not of a step (rounded too early): the answer speaks for no skill."""
    named = [BY_KEY[k] for k in slips if k in BY_KEY]
    return bool(named) and all(m.method_right for m in named)


class Match(NamedTuple):
    mistake: Mistake
    wrong: object  # the wrong method's number (or set)
    right: object
    why: Message  # the line said at the step: its stage's own where it has one
    blanks: Mapping[str, str]  # what the name and the line name: the step, its component, a pair

    def said(self, lang: str) -> tuple[str, str]:
        """The slip's name and its line, in `lang`."""
        return self.mistake.name(lang, **self.blanks), self.why(lang, **self.blanks)

    def formula(self, lang: str) -> str:
        if self.mistake.said_as is not None:  # with the term or channel where the number tells which
            said, which = self.mistake.said_as, self.blanks.get("which")
            if which and len(said) > 2:  # the way with the term in it: "(−0.5·h5)" had read as the term written
                return said[2](lang, which=which)
            way = said[0](lang)
            return (f"{way}（{which}）" if lang == "zh" else f"{way} ({which})") if which else way
        wrong = self.mistake.wrong  # its blanks filled: "h5 ↔ h6", where "h_i ↔ h_j" had followed "h5 and h6 swapped"
        for blank, value in self.blanks.items():
            wrong = wrong.replace(f"{{{blank}}}", value)
        j, name = self.blanks.get("j"), self.blanks.get("name", "")
        if j and handwork.stage_of(name) in self.mistake.alone and name not in QUIZ_SETS:  # one component's: s1 = f1
            wrong = re.sub(r"(?<![\w{])([a-z])(?![\w(])", rf"\g<1>{j}", wrong)  # "s = f" had said it of all of s
        return wrong


def right_spans(paper: Paper, name: str, rows: Rounding | None = None) -> list[Span]:
    return spans(handwork.run(paper, rounding=rows or handwork.rounding(paper, name)).get(name))


_MEMO: "weakref.WeakKeyDictionary[WorkedExample, tuple[dict, dict]]" = weakref.WeakKeyDictionary()
MEMO_SIZE = 256  # papers and names remembered for one set of numbers: a learner's second try, a test's many
RUNS_KEPT = 16  # papers and stages whose runs are kept: every stage of one paper, and a few papers more


def catalogue(paper: Paper, name: str, *, cut_short: bool = False) -> list[tuple[Mistake, Values | None]]:
    """Each wrong method's values of `name` from this paper, over every rounding choice, remembered while the numbers
    live (another answer to the step costs nothing; each method runs once a stage, _runs). Numbers rounded too early
    (up to 381 rows a run) only where `cut_short` asks: a whole answer not close, where they are named."""
    values = _MEMO.setdefault(paper.worked, ({}, {}))[0]
    key = (tuple(sorted(paper.known.items())), paper.fixed, name, cut_short)
    if key not in values:
        if len(values) >= MEMO_SIZE:
            values.clear()
        values[key] = [(m, numbers.get(name) if cut_short or not m.method_right else None)
                       for m, numbers in _runs(paper, name)]
    return values[key]


def _runs(paper: Paper, name: str) -> list[tuple[Mistake, Numbers]]:
    """Each wrong method run from this paper over the rounding choices of `name`'s stage, kept while the numbers
    live (the names of one stage share them)."""
    runs = _MEMO.setdefault(paper.worked, ({}, {}))[1]
    at = (tuple(sorted(paper.known.items())), paper.fixed, handwork.stage_of(name))
    if at not in runs:
        if len(runs) >= RUNS_KEPT:
            runs.clear()
        rows = handwork.rounding(paper, name)
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # a typed var below 0: NaN, no warning
            runs[at] = [(m, m.numbers(paper, rows)) for m in MISTAKES]
    return runs[at]


def match_number(paper: Paper, name: str, typed: float, right: list[Span], tolerance: float, *,
                 told_apart: bool = True, cut_short: bool = False) -> tuple[Match, ...]:
    """Every wrong method that gives the typed number at `name` where no right computation can (its way nearest it);
    `told_apart=False` keeps too those so near the right ones that no answer could name them (eps on a large var),
    but none that can give a right number (ReLU forgotten, f given, "as near as 0.000001" of a close z1)."""
    found = []
    for mistake, values in catalogue(paper, name, cut_short=cut_short):  # cut_short: numbers rounded too early too
        ways = spans(values)
        if not told_apart and any(not apart(span, ok, 0.0) for span in ways for ok in right):
            continue
        ys = [_nearest(span, typed) for span in ways if within(typed, span, tolerance)
              and (not told_apart or (all(apart(span, ok, tolerance) for ok in right)
                                      and _written_gap(typed, span) < min(_written_gap(typed, ok) for ok in right)
                                      - HALF_DIGIT))]
        if ys:
            which = _which(paper, name, mistake, typed, tolerance)
            found.append(_match(mistake, paper, name, min(ys, key=lambda y: abs(y - typed)), _nearest(right[0], typed),
                                which={"which": which} if which else {}))
    return tuple(found)


def _which(paper: Paper, name: str, mistake: Mistake, typed: float, tolerance: float) -> str:
    """Of a slip of several alternatives (a term, a channel), the one that gives the typed number, as said; "" where
    none or more than one does: then the slip is named, not the term."""
    made = next((numbers for m, numbers in _runs(paper, name) if m is mistake), None)
    ways = set(made.which(name, typed, tolerance)) if isinstance(made, Flips) else set()
    return ways.pop() if len(ways) == 1 else ""


HALF_DIGIT = 5e-7  # written numbers a digit apart differ by 1e-6: less than this apart, they are as far


def _written_gap(x: float, span: Span) -> float:
    """How far `x` is from the numbers a span gives written to 6 decimals. A slip is named only where it is nearer
    than the right ones: z1 = −0.635365 had been called "eps left out", which gives −0.635366 where the right
    answer is −0.635364 (one digit off either way: close, not the slip's)."""
    low, high = float(fixed(span[0])), float(fixed(span[1]))
    return max(0.0, low - x, x - high)


def _nearest(span: Span, x: float) -> float:
    return min(max(x, span[0]), span[1])


def match_set(paper: Paper, set_name: str, chosen: frozenset[int], right: list[frozenset[int]]) -> tuple[Match, ...]:
    """Every wrong method that gives exactly the chosen set, where no right computation gives it."""
    return tuple(_match(mistake, paper, set_name, chosen, right[0]) for mistake, sets in catalogue(paper, set_name)
                 if isinstance(sets, list) and chosen in sets and chosen not in right)


def agreeing_set(paper: Paper, set_name: str, chosen: frozenset[int]) -> tuple[Match, ...]:
    """Wrong methods with words for agreeing at this set that give the right set chosen: u's signs read as z's."""
    return tuple(_match(m, paper, set_name, chosen, chosen, m.agrees[set_name])
                 for m, sets in catalogue(paper, set_name)
                 if set_name in m.agrees and chosen in (sets if isinstance(sets, list) else ()))


def agreeing(paper: Paper, name: str, right: list[Span], tolerance: float, x: float) -> tuple[Match, ...]:
    """Wrong methods with words for agreeing here that do give the right number, said with a right answer `x`: only
    where the wrong method, written to 6 decimals, gives x as written (mean(f) = 0.2126555 is 0.212656: "leaving out
    u gives the same mean" was said under a right 0.212655)."""
    found = []
    stage = handwork.stage_of(name)
    if not right or not any(stage in m.agrees for m in MISTAKES):
        return ()
    for mistake in MISTAKES:  # a right answer's grading had worked every slip on its own paper too, unread
        if stage not in mistake.agrees or mistake.step and any(handwork.stage_of(n) in mistake.step.stages
                                                                for n in paper.fixed):  # given: not made here
            continue
        # the slip made where it is made: with the learner's s typed, "leaving out u" kept their s and gave the mean
        # they typed, said under a right −0.742812 where leaving out u gives −0.742811 (a learner's report)
        made = paper.without(paper.loose(mistake.step.stages)) if mistake.step else paper
        values = next(v for m, v in catalogue(made, name) if m is mistake)
        gives = [span for span in spans(values) if not apart(span, right[0], tolerance)  # any way of it: s1
                 and float(fixed(span[0])) <= float(fixed(x)) <= float(fixed(span[1]))]  # given, or computed too
        if gives:  # gives x, written
            found.append(_match(mistake, paper, name, gives[0][0], right[0][0], mistake.agrees[stage]))
    return tuple(found)


def of_several(m: Match) -> Match:
    """A match said of several components at once: a stage's line that names one gives way to the slip's own."""
    return m._replace(why=m.mistake.why) if "{name}" in m.why.en else m


def _match(mistake: Mistake, paper: Paper, name: str, wrong: object, right: object,
           line: Message | None = None, which: Mapping[str, str] = NO_BLANKS) -> Match:
    """A match with its line: `line` where its blanks can be filled, else the one `said_at` gives."""
    said, values = said_at(mistake, paper.worked, name, which)
    return Match(mistake, wrong, right, line if line is not None and fits(line, values) else said, values)
