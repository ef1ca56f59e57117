"""`r45 verify`: recompute the lesson from states.yaml and check every claim, its texts' `claims:` among them.

Each check returns Check rows: a message key with its values (the view puts them into words), what was expected,
what came out, and whether they agree. Printed values are compared as printed text, float identities within tolerances.
"""

from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple

import numpy as np

from . import derive, encoder, nn
from .lesson import Lesson
from .lesson.claims import MOMENT, Written, entry
from .lesson.claims import written as numbers_written
from .lesson.model import Claim
from .lesson.vocabulary import PRINTED_STAGES, STATS
from .messages import LANGS, M, Message
from .numfmt import DECIMALS, fixed
from .worked import WorkedExample, compute

# Two values printed to DECIMALS places are each at most half a unit off, so a
# difference of two of them is at most one unit of the last printed place.
PRINTED_UNIT = 10.0**-DECIMALS
EXACT_TOL = 1e-12  # identities that only float rounding can disturb
NORM_TOL = 1e-9  # LayerNorm's mean and variance identities
IDENTITY_DECIMALS = 9  # enough places to show agreement within NORM_TOL
PERTURBED_ROW = 1  # the position changed in the locality check (0-based)
NONLINEAR_MIN = 1e-3  # attn(x + y) must differ from attn(x) + attn(y) by more than this


class Check(NamedTuple):
    key: Message  # what is checked, in words (M.chk_*)
    expected: str
    got: str
    passed: bool
    values: Mapping[str, object] = MappingProxyType({})  # read-only, so one shared default is safe
    about: str = ""  # the component checked (h5), when the key checks one of many
    numbers: tuple[float | None, float | None] = (None, None)  # expected and got as numbers, where they are numbers

    @property
    def id(self) -> str:
        """Unique and stable: printed.h5, ffn.rows."""
        name = self.key.name.removeprefix("chk_")
        return f"{name}.{self.about}" if self.about else name

    @property
    def family(self) -> str:
        """Checks of one kind over one vector (printed.h): a view may summarise a long family."""
        return self.id.rstrip("0123456789")


def _tiny(x: float) -> str:
    return f"{x:.1e}"


def printed_values(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """Every value the course prints, recomputed and compared as printed text: with every digit kept, or as a page
    shows it, each stage from the one before as printed (they differ in a last digit only on others' numbers)."""
    page = worked.twin if worked.exact else worked
    rows = []
    for name in PRINTED_STAGES:
        for j, (want, have, shown) in enumerate(zip(lesson.printed[name], worked.vector(name), page.vector(name))):
            expected = fixed(want)
            have = shown if expected != fixed(have) and expected == fixed(shown) else have  # as the page shows it
            named, got = f"{name}{j + 1}", fixed(have)
            rows.append(Check(M.chk_printed, expected, got, expected == got, {"name": named}, named, (want, have)))
    return rows


def printed_wanted(checks: Sequence[Check], worked: WorkedExample) -> dict[str, tuple[str, ...]]:
    """Each stage with a printed value that failed, as the `printed:` line `worked` gives: the pages' numbers, so that
    a course page written from them shows what the learner sees in r45 (an instructor was given 0.548135 to paste
    while every page showed 0.548136)."""
    failed = {c.about.rstrip("0123456789") for c in checks if c.key == M.chk_printed and not c.passed}
    return {name: tuple(fixed(x) for x in worked.vector(name)) for name in PRINTED_STAGES if name in failed}


def text_claims(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """What each state's texts say of the numbers (its `claims:`; "All checks pass" stood under a false "ReLU turned
    h3 and h4 into 0"). A whole vector (b2 = 0) holds where each entry does, shown by its first that does not."""
    rows = []
    every = [*((sid, lesson.state(sid).claims) for sid in lesson.order), (None, lesson.claims)]
    for sid, claims in every:
        for k, claim in enumerate(claims):
            want = _wanted(claim, worked)
            tried = _tried(worked, claim.name, claim.op, want, claim.places)
            name, have, holds = next((t for t in tried if not t[2]), tried[0])
            # "< 0" as the text says it, "= −1.174317" to its decimals ("= -1.17432" had stood for it, and for a
            # failing −1.174319 too); a name's value in full
            written = fixed(want) if claim.other else f"{want:g}" if want.is_integer() else fixed(want, claim.places)
            if holds and len(tried) > 1:  # a whole vector: its entry nearest the bound, named as all ("b1[1…6]")
                have = (max if claim.op in "<≤" else min)(x for _, x, _ in tried)
                name = f"{claim.name}[1…{len(tried)}]"
            values = {"state": sid or M.claim_outside, "claim": claim.said, "name": name, "subject": claim.name,
                      "sid": sid, "entry": f"claims[{k}]"}  # its id: claim.b5[2], or claim.claims[0] outside the states
            rows.append(Check(M.chk_claim, f"{claim.op} {written}", fixed(have), holds, values,
                              f"{sid or 'claims'}[{k}]", (want if claim.op == "=" else None, have)))
    listed = {(sid, c.name, c.value) for sid, claims in every for c in claims if c.op == "="}
    sums = {(sid, c.said.replace(" ", "")) for sid, claims in every for c in claims if c.op == "="}
    for w in numbers_written(lesson):  # "here f3 = 0.25": at the decimals written
        sid, claim, places, subject, fields = w[:5]
        if subject == claim.name and ((sid, claim.said.replace(" ", "")) in sums if w.terms else
                                      (sid, claim.name, claim.value) in listed):
            continue  # a text's "f4 = 0" (a1 = u1) that the state's claims: list says too: one row ("f4 = 0" twice)
        want = written_value(w, worked)
        tried = _tried(worked, claim.name, "=", want, places, w.terms)
        name, have, holds = next((t for t in tried if not t[2]), tried[0])  # uW1 (b1 = 0): its first nonzero entry
        values = {"state": sid or M.claim_outside, "claim": claim.said, "name": name, "subject": subject, "sid": sid,
                  "written": ", ".join(fields)}  # where to change it: "explain" (every text naming f3 had been listed)
        if w.terms:  # a sum: what it is now, to write in its place
            values["now"] = f"{name} = {derive.step(worked, name).formula.partition(' = ')[2]}"
        expected = f"= {fixed(want, places)}" if subject == claim.name else f"= {want:g}"  # uW1 (b1 = 0): "= 0"
        rows.append(Check(M.chk_claim, expected, fixed(have, places), holds, values,
                          f"{sid or 'claims'}.{claim.said}", (want, have)))
    return rows


def _wanted(claim: Claim, worked: WorkedExample) -> float:  # its value, or its other name's (a6 = −a5)
    return claim.sign * _entries(worked, claim.other)[0][1] if claim.other else float(claim.value or 0.0)


def claims_hold(lesson: Lesson, sid: str, worked: WorkedExample) -> bool:  # every claims: entry of `sid`
    return all(held for c in lesson.state(sid).claims for _, _, held in _tried(worked, c.name, c.op, _wanted(c, worked),
                                                                             c.places))


def written_value(w: Written, worked: WorkedExample) -> float:
    """The number a text's claim says: the one written, or a sum's (a5 = u1 − u2) on these numbers as shown."""
    return sum(c * float(fixed(derive.value(worked, n))) for c, n in w.terms) if w.terms else float(w.claim.value or 0)


def _tried(worked: WorkedExample, name: str, op: str, want: float, places: int = DECIMALS,
           sum_of: tuple = ()) -> list[tuple[str, float, bool]]:
    """Each number `name` stands for, and whether the claim holds of it. A number claimed equal may be the one every
    digit kept gives or the one each stage as shown gives (z1 = 1.372861 or 1.372862 on an instructor's u), as a
    `printed:` value may: either holds, the first that does is the one said."""
    ways = (worked, worked.twin) if op == "=" and not sum_of else (worked,)
    tried = []
    for pair in zip(*(_entries(w, name) for w in ways)):
        held = next(((n, have) for n, have in pair if _holds(op, have, want, places, sum_of)), None)
        tried.append((*held, True) if held else (*pair[0], False))
    return tried


def _holds(op: str, have: float, want: float, places: int = DECIMALS, sum_of: tuple = ()) -> bool:
    if sum_of:  # a sum of numbers as shown (0.25·h5) may come to half a last digit from the one shown: as near
        return abs(float(fixed(have)) - want) <= 0.5 * 10.0**-DECIMALS * (1 + len(sum_of)) + 1e-12
    same = fixed(have, places) == fixed(want, places)  # = compares the numbers as written, to 6 decimals or fewer
    return {"=": same, "<": have < want, ">": have > want, "≤": have <= want or same, "≥": have >= want or same}[op]


def notes_false(lesson: Lesson, sid: str, worked: WorkedExample) -> frozenset[int]:
    """The notes of `sid` that write a number (f3 = 0.750000) these numbers do not bear out: a what-if holds them back
    as it does notes about the course's numbers (an instructor's note stood, f3 = 0.750000, over a table's 0.775000)."""
    false = [w for w in numbers_written(lesson) if w.sid == sid and not all(
        held for _, _, held in _tried(worked, w.claim.name, "=", written_value(w, worked), w.places, w.terms))]
    return frozenset(int(f[6:].partition("]")[0]) for w in false for f in w.fields if f.startswith("notes["))


def _entries(worked: WorkedExample, name: str) -> list[tuple[str, float]]:
    """The numbers a claim's name stands for, with their names: one, or each entry of a whole vector (b2)."""
    moment = MOMENT.fullmatch(name)
    if moment is not None:  # mean(u), var(u): of the vector as shown, every digit of its components kept
        vector = np.asarray(worked.vector(moment.group(2)), dtype=float)  # (width,)
        return [(name, float(vector.mean() if moment.group(1) == "mean" else vector.var()))]
    found = entry(name)
    if found is None:
        return [(name, derive.value(worked, name))]
    kind, at = found
    ffn, ln = worked.ffn, worked.ln
    array = np.asarray({"W1": ffn.W1, "W2": ffn.W2, "b1": ffn.b1, "b2": ffn.b2, "gamma": ln.gamma, "beta": ln.beta,
                        "eps": ln.eps}[kind], dtype=float)
    if at or array.ndim == 0:
        return [(name, float(array[at]))]
    return [(f"{kind}[{j + 1}]", float(x)) for j, x in enumerate(array)]


def recovered_u(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """u, which the course never prints, equals printed (u+f) minus printed f: expected, what the course's printed
    numbers give (as in every row of printed values); got, the lesson file's u."""
    recovered = np.array(lesson.printed["s"]) - np.array(lesson.printed["f"])  # (d_model,)
    u = worked.vector("u")
    return [
        Check(M.chk_recovered, fixed(recovered[j]), fixed(u[j]), abs(recovered[j] - u[j]) <= PRINTED_UNIT + EXACT_TOL,
              {"name": f"u{j + 1}"}, f"u{j + 1}", (float(recovered[j]), float(u[j])))
        for j in range(len(u))
    ]


def layer_norm_moments(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """z before gamma and beta has mean 0 and variance var(s) / (var(s) + eps)."""
    x_hat = worked.sublayer.norm.x_hat[0]  # (d_model,)
    mean = float(x_hat.mean())
    var = float(x_hat.var())
    want_var = worked.var / (worked.var + worked.ln.eps)  # = 1/(1 + eps/var), and 0 when s is constant
    return [
        Check(M.chk_mean, _tiny(0.0), _tiny(mean), abs(mean) < NORM_TOL, numbers=(0.0, mean)),
        Check(M.chk_var, fixed(want_var, IDENTITY_DECIMALS), fixed(var, IDENTITY_DECIMALS),
              abs(var - want_var) < NORM_TOL, numbers=(want_var, var)),
    ]


def _probe(worked: WorkedExample) -> np.ndarray:
    """The example's u and three other positions made from it, as one sequence.

    Reversed, negated and rolled copies differ from u and from each other in
    sign and order, which is all the position-wise checks need (and numpy's
    random module would cost more to import than the checks take to run).
    """
    u = worked.sublayer.u[0]  # (d_model,)
    return np.stack([u, u[::-1], -u, 2 * np.roll(u, 1)])  # (positions, d_model)


def position_wise(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """Same weights at every position, and no exchange between positions."""
    U = _probe(worked)  # (positions, d_model)
    whole = nn.ffn_sublayer(U, worked.ffn, worked.ln)
    by_row = [nn.ffn_sublayer(U[i : i + 1], worked.ffn, worked.ln) for i in range(len(U))]
    row_diff = max(float(np.abs(whole.f[i] - r.f[0]).max()) for i, r in enumerate(by_row))

    perm = np.roll(np.arange(len(U)), 1)
    permuted = nn.ffn_sublayer(U[perm], worked.ffn, worked.ln)
    perm_diff = max(float(np.abs(permuted.f - whole.f[perm]).max()), float(np.abs(permuted.z - whole.z[perm]).max()))

    changed = U.copy()
    changed[PERTURBED_ROW] += 1.0
    after = nn.ffn_sublayer(changed, worked.ffn, worked.ln)
    others = np.arange(len(U)) != PERTURBED_ROW
    moved = max(float(np.abs(getattr(after, k)[others] - getattr(whole, k)[others]).max()) for k in "fz")
    return [
        Check(M.chk_rows, _tiny(0.0), _tiny(row_diff), row_diff <= EXACT_TOL, numbers=(0.0, row_diff)),
        Check(M.chk_permute, _tiny(0.0), _tiny(perm_diff), perm_diff <= EXACT_TOL, numbers=(0.0, perm_diff)),
        Check(M.chk_local, _tiny(0.0), _tiny(moved), moved == 0.0, {"k": PERTURBED_ROW + 1}, numbers=(0.0, moved)),
    ]


def relu_mask(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """h differs from a exactly where a was negative, and there h is 0."""
    a, h = worked.vector("a"), worked.vector("h")
    negative = np.flatnonzero(a < 0)
    changed = np.flatnonzero(h != a)
    zero_there = bool((h[negative] == 0).all())
    return [Check(M.chk_relu, _names(negative), _names(changed), np.array_equal(negative, changed) and zero_there)]


NAMES_SHOWN = 6  # a longer list of channel names is cut to its first NAMES_CUT and its length
NAMES_CUT = 3


def _names(indices: np.ndarray, prefix: str = "h") -> str:
    """'h3, h4, h6', or 'h3, h4, … (130 in all)' for a long list; '-' for none."""
    cut = len(indices) > NAMES_SHOWN
    shown = ", ".join(f"{prefix}{j + 1}" for j in (indices[:NAMES_CUT] if cut else indices))
    return (f"{shown}, … ({len(indices)} in all)" if cut else shown) or "-"


def worked_steps_used(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """At each predict level the earlier steps are shown worked: each must be one the steps asked use. A state whose
    first step was s4, with z1 last, showed s4 beside z1 and left the learner to find s1 alone. Each level as
    predict mode plans it, where every step asked is a number."""
    from . import predict

    rows = []
    for sid in lesson.order:
        steps = lesson.state(sid).predict
        unused: dict[str, None] = {}
        for k in range(1, len(steps)):
            p = predict.plan(lesson, sid, predict.Record({sid: k}, (), (), {}))
            if p is None or any(q.kind != "number" for q in p.asked):
                continue
            used = {step.name for step in predict.needed(p, worked)}
            unused |= dict.fromkeys(str(q.answer) for q in p.worked if q.kind == "number" and str(q.answer) not in used)
        if sum(q.kind == "number" for q in steps) > 1:
            rows.append(Check(M.chk_worked_used, "-", ", ".join(unused) or "-", not unused,
                              {"state": sid, "unused": ", ".join(unused)}, sid))
    return rows


def attention_facts(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """On the demo sequence: softmax rows, the causal mask, non-linearity, permutation equivariance."""
    p, x = worked.demo_params, worked.demo.x
    n = len(x)
    full = worked.demo
    masked = encoder.encoder_layer(x, p, causal=True)
    row_sum_gap = max(float(np.abs(w.sum(axis=-1) - 1).max()) for w in (full.weights, masked.weights))
    later = float(np.abs(masked.weights[:, ~encoder.causal_mask(n)]).max(initial=0.0))

    # Additivity with every bias at zero: an affine map would then be linear and pass it exactly.
    nonlinear_gap = worked.linearity.additivity_gap  # what b4's panel shows, from the same computation

    perm = np.roll(np.arange(n), 1)
    permuted = encoder.encoder_layer(x[perm], p)
    equivariance_gap = float(np.abs(permuted.z - full.z[perm]).max())
    return [
        Check(M.chk_softmax, _tiny(0.0), _tiny(row_sum_gap), row_sum_gap <= EXACT_TOL, numbers=(0.0, row_sum_gap)),
        Check(M.chk_causal, _tiny(0.0), _tiny(later), later == 0.0, numbers=(0.0, later)),
        Check(M.chk_nonlinear, f"> {NONLINEAR_MIN:g}", fixed(nonlinear_gap), nonlinear_gap > NONLINEAR_MIN,
              numbers=(None, nonlinear_gap)),
        Check(M.chk_equivariant, _tiny(0.0), _tiny(equivariance_gap), equivariance_gap <= EXACT_TOL,
              numbers=(0.0, equivariance_gap)),
    ]


def ffn_visibility(lesson: Lesson, worked: WorkedExample) -> list[Check]:
    """∂z_i/∂u_j = 0 for i ≠ j: the FFN sublayer lets no position see another."""
    u = worked.demo.u  # (positions, d_model)
    n, d = u.shape

    def sublayer(flat: np.ndarray) -> np.ndarray:
        return nn.ffn_sublayer(flat.reshape(n, d), worked.ffn, worked.ln).z.reshape(-1)

    J = nn.numeric_jacobian(sublayer, u.reshape(-1)).reshape(n, d, n, d)  # [i, :, j, :]
    across = max((float(np.abs(J[i, :, j, :]).max()) for i in range(n) for j in range(n) if i != j), default=0.0)
    return [Check(M.chk_ffn_visibility, _tiny(0.0), _tiny(across), across == 0.0, {"n": n}, numbers=(0.0, across))]


class Paged(NamedTuple):
    """A number a state's page shows otherwise than every digit kept gives it: a printed component, or a statistic
    (std from a var written to 6 decimals: a learner with numpy saw 1.352937 where b2 showed 1.352938)."""

    name: str
    exact: str  # every digit kept: what the course's printed value is checked against
    paged: str  # each stage worked from the one before as printed, as the pages (and a learner by hand) do


def paged_otherwise(worked: WorkedExample, paged: WorkedExample) -> list[Paged]:
    """Where the pages' stage-by-stage numbers end in another last digit (none on the course's own numbers): an
    instructor who changed u copied a page's z1 into `printed:` and saw verify fail on it, with no word why."""
    pairs = [(f"{name}{j + 1}", a, b) for name in PRINTED_STAGES
             for j, (a, b) in enumerate(zip(worked.vector(name), paged.vector(name)))]
    pairs += [(name, derive.value(worked, name), derive.value(paged, name)) for name in STATS]
    return [Paged(name, fixed(a), fixed(b)) for name, a, b in pairs if fixed(a) != fixed(b)]


class Listed(NamedTuple):
    """A check as a view lists it; `more` passing checks of its family follow, counted rather than listed."""

    check: Check
    more: int = 0


def listing(checks: Sequence[Check], limit: int | None) -> list[Listed]:
    """The checks a view lists: in a family longer than `limit`, passing checks past the first `limit` are counted."""
    long = {family for family, size in Counter(c.family for c in checks).items() if limit is not None and size > limit}
    passing = Counter(c.family for c in checks if c.passed)
    seen: Counter[str] = Counter()
    out = []
    for c in checks:
        if not (c.passed and c.family in long):
            out.append(Listed(c))
            continue
        seen[c.family] += 1
        if seen[c.family] <= limit:  # type: ignore[operator]
            last = seen[c.family] == limit and passing[c.family] > limit  # type: ignore[operator]
            out.append(Listed(c, passing[c.family] - limit if last else 0))  # type: ignore[operator]
    return out


def course_notes(lesson: Lesson) -> tuple[tuple[str, ...], list[str]]:
    """The example's parts that are not the packaged lesson's, and where its stale texts are (`b3 notes[2]`)."""
    from .lesson.packaged import stale

    told = stale(lesson)
    notes = [f"{sid}\u00a0notes[{k}]{langs(told.stale_in(n))}" for sid in lesson.order
             for k, n in enumerate(lesson.state(sid).notes) if told.stale_in(n)]  # the two words kept on one line
    return told.changed, notes + ([f"example.given{langs(tuple(told.given))}"] if told.given else [])


def langs(which: tuple[str, ...]) -> str:
    """A text's one language that is stale (`.zh`), where the other was rewritten; nothing where the whole text is."""
    return f".{which[0]}" if len(which) < len(LANGS) else ""


def unsound(lesson: Lesson, worked: WorkedExample | None = None, lang: str | None = None,
            ) -> dict[tuple[str, str, int], Check]:
    """The choice questions whose texts name what a claim of their state says and the numbers do not bear out, as
    (state, quiz or predict, index from 0), with the claim: asked, they rest on a false premise (an instructor's u had
    the quiz ask "In the course's example ReLU sets h3 to 0. What carries u3 past the FFN?" beside h3 = 0.2). Quiz
    and review leave them out, and say so. A question of a number ("h3 = ?") names it to ask it: none is left out.
    `lang`: only its texts count (a zh quiz had left out a question whose English alone still said f4 = 0)."""
    from .lesson.claims import mentions

    found: dict[tuple[str, str, int], Check] = {}
    if not any(s.claims for s in lesson.states.values()):
        return found
    for c in text_claims(lesson, worked or compute(lesson)):
        sid = c.values["sid"]
        if c.passed or not isinstance(sid, str):
            continue
        for field in mentions(lesson, sid, str(c.values["subject"])):
            if lang is not None and not field.endswith(f".{lang}"):
                continue
            where, _, index = field.partition("[")
            i = int(index.partition("]")[0]) if where in ("quiz", "predict") else -1
            if i >= 0 and getattr(lesson.state(sid), where)[i].kind == "choice":  # "h3 = ?" asks it: no premise
                found.setdefault((sid, where, i), c)
    return found
