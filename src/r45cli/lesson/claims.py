"""What a state's texts say of the example's numbers, written so that `verify` can check it: `claims:`.

A text such as "ReLU turned h3 and h4 into 0" or "f1 = 0.5·h1" is true of the
course's numbers; an instructor who edits u or a weight may make it false, and
verify said "All checks pass" over it. A state lists the facts its texts rest
on, one a line, in the form `NAME OP VALUE`:

    claims: ["h3 = 0", "z3 < 0", "W2[1,1] = 0.5", "a6 = -a5", "b2 = 0"]

NAME is a computed number (h5, z4, mean…), the mean or the (biased) variance of a vector's components (mean(u),
var(u): "u is the output of the first LayerNorm" rests on them), a weight entry (W1[i,j], W2[i,j],
from 1), a parameter's entry (b1[j], b2[j], gamma[j], beta[j]), a whole one of
those vectors (each entry must hold), or eps; OP is one of = < > <= >= (≤ ≥
too); VALUE is a number, or a NAME of one number with an optional minus. `=`
compares the two written to the decimals the number has, a whole number or a
NAME to 6 (`places`).
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

from ..messages import M
from ..numfmt import DECIMALS
from ..typed import split_name
from ..words import Listed, Said
from .budget import stage_widths
from .fields import FieldReader
from .model import Bilingual, Claim, Lesson, Note, State
from .vocabulary import STATS

OPS = {"=": "=", "<": "<", ">": ">", "<=": "≤", ">=": "≥", "≤": "≤", "≥": "≥"}  # as written -> as said
_CLAIM = re.compile(r"\s*(\S+?)\s*(<=|>=|≤|≥|=|<|>)\s*(\S+)\s*")
_ENTRY = re.compile(r"(W1|W2|b1|b2|gamma|beta|eps)(?:\[(\d+)(?:,\s*(\d+))?\])?")
MOMENT = re.compile(r"(mean|var)\((\w+)\)")  # mean(u), var(u): over a vector's components, var biased as LayerNorm's
VECTORS = {"b1": "a", "b2": "f", "gamma": "z", "beta": "z"}  # a parameter vector -> the stage as wide as it
MATRICES = {"W1": ("u", "a"), "W2": ("h", "f")}  # rows and columns: as wide as these stages
EXAMPLES = "h5, z4, mean, W2[1,1], b2[4], b2, gamma, eps, mean(u), var(u)"


def read_claims(c: FieldReader, sid: str | None, value: object, widths: dict[str, int]) -> tuple[Claim, ...]:
    """Each claim of a state (or, with `sid` None, of the texts outside the states), its names checked against the
    example's widths."""
    listed = c.string_list(value, "claims", sid)
    return tuple(_claim(c, sid, text, f"claims[{i}]", widths) for i, text in enumerate(listed))


def _claim(c: FieldReader, sid: str | None, text: str, field: str, widths: dict[str, int]) -> Claim:
    m = _CLAIM.fullmatch(text.replace("−", "-"))
    if m is None:
        ops = " ".join(dict.fromkeys(OPS))
        raise c.fail(M.lesson_not_claim, field, sid, text=text[:40], ops=ops)
    name, op, right = m.groups()
    name, right = _spelled(name, widths), _spelled(right, widths)
    said = text.replace("-", "−").replace("<=", "≤").replace(">=", "≥")  # the minus speech reads ("= -a5" was heard
    # "= a5"), and the signs the verdicts print
    problem = _unknown(name, widths)
    if problem:
        raise c.fail(M.lesson_claim_name, field, sid, name=name, problem=problem)
    other = right.removeprefix("-")
    if _unknown(other, widths) is None and other not in VECTORS:  # one number: not a whole vector
        return Claim(said, name, OPS[op], None, other, -1.0 if right.startswith("-") else 1.0)
    try:
        number = float(right)
    except ValueError:
        number = math.nan
    if not math.isfinite(number):
        raise c.fail(M.lesson_claim_value, field, sid, text=right[:40])
    return Claim(said, name, OPS[op], number, places=places(right))


def places(number: str) -> int:
    """The decimals a number is written to, as "=" compares it, in a claim and in a text alike ("f3 = 0.13" held in
    a text and failed in claims:, an instructor's report): a whole number to DECIMALS, "h6 = 0" exactly."""
    decimals = number.partition(".")[2]
    return len(decimals) if decimals.isdigit() else DECIMALS


def _spelled(name: str, widths: dict[str, int]) -> str:
    """A name as the example spells it, whatever its letter case ("H3" is h3, "w2[1,1]" W2[1,1]), as `r45 why` reads
    it; anything else as it is."""
    sign = "-" if name.startswith("-") else ""
    bare = name.removeprefix("-")
    spellings = (bare, bare.lower(), bare[:1].upper() + bare[1:].lower())
    return sign + next((c for c in spellings if _unknown(c, widths) is None), bare)


def _unknown(name: str, widths: dict[str, int]) -> Said | None:
    """Why `name` names no number of the example ("W2 is 6 × 4"), or None when it does."""
    m = _ENTRY.fullmatch(name)
    if m is not None:
        kind, i, j = m.group(1), m.group(2), m.group(3)
        if kind in MATRICES:
            rows, cols = (widths[stage] for stage in MATRICES[kind])
            fits = i is not None and j is not None and 1 <= int(i) <= rows and 1 <= int(j) <= cols
            return None if fits else Said(M.claim_matrix, name=kind, rows=rows, cols=cols)
        if kind == "eps":
            return None if i is None else Said(M.claim_eps)
        width = widths[VECTORS[kind]]
        fits = i is None or (j is None and 1 <= int(i) <= width)
        return None if fits else Said(M.claim_vector, name=kind, n=width)
    if name in STATS:
        return None
    moment = MOMENT.fullmatch(name)
    if moment is not None:
        return None if moment.group(2) in widths else Said(M.claim_moment, name=moment.group(1), stages=Listed(widths))
    parts = split_name(name)
    if parts is not None and parts[0] in widths and 1 <= parts[1] <= widths[parts[0]]:
        return None
    return Said(M.claim_examples, names=Listed(EXAMPLES.split(", ")))


def entry(name: str) -> tuple[str, tuple[int, ...]] | None:
    """A weight or parameter as ("W2", (0, 0)), ("b2", (3,)), or ("b2", ()) for each entry; None for a computed
    number (h5, mean)."""
    m = _ENTRY.fullmatch(name)
    if m is None:
        return None
    return m.group(1), tuple(int(k) - 1 for k in m.groups()[1:] if k is not None)


Text = Bilingual | Note

# `NAME = NUMBER` written in a text ("here f3 = 0.25"; "so f4 = 0", exactly), not a formula's coefficient
# ("f1 = 0.5·h1", "s3 = 0.2 + f3"): checked as a claim at the decimals written, so an edit of u leaves no stale number.
# Chinese is typed without spaces ("这里f3=0.25"), and with a full-width ＝: both are claims too; a name after an
# operator is a term of a sum, not the name the number is of ("a5 + a6 = 0.2" had been read as a6 = 0.2)
_WRITTEN = re.compile(r"(?<![A-Za-z0-9_\[])(?<![+−*/·×-] )(?<![+−*/·×-])"
                      r"([A-Za-z]\w*(?:\[\d+(?:,\s*\d+)?\])?)\s*[=＝]\s*([−-]?\d+(?:\.\d+)?)"
                      r"(?!\.?\d|\s*[·×*/+\-−]|[\w(])")


# a product written without its bias ("a = uW1", "h = max(0, uW1)", "f = hW2") says the bias is 0: an instructor's
# nonzero b1 left such hints standing, unlisted by verify
UNBIASED = {"b1": ("uW1", re.compile(r"(?<!\w)uW1(?!\s*\+\s*b1)")),
            "b2": ("hW2", re.compile(r"(?<!\w)hW2(?!\s*\+\s*b2)"))}
BY_PRODUCT = dict(UNBIASED.values())  # "uW1" -> where it is written without its bias


class Written(NamedTuple):
    sid: str | None  # its state; None: outside the states
    claim: Claim
    places: int  # the decimals it is written to
    subject: str  # what the texts name, where to look: the name, or a product written without its bias (uW1)
    fields: tuple[str, ...]  # the texts that write it, as the file names them (explain, notes[3]); () for a product
    terms: tuple[tuple[float, str], ...] = ()  # a sum written (a5 = u1 − u2): the claim's number is Σ coef·value


# `NAME = SUM` written in a text ("a5 = u1 − u2", "h5 = ReLU(u1 − u2)", "h1 = u1"): a and h of terms of u, f of terms
# of h, with coefficients; a ReLU's or max(0, …)'s sum is a's. An instructor's nonzero b1 left "a5 = u1 − u2" standing
# in a hint, under a slip named "b1 left out" (an instructor's report): checked on the numbers, as a number written is
_TERM = r"(?:\d+(?:\.\d+)?\s*[·*×]\s*)?[uh]\d+"
_SUM = re.compile(r"(?<![A-Za-z0-9_\[])(?<![+−*/·×-] )(?<![+−*/·×-])([ahf])(\d+)\s*[=＝]\s*(ReLU\(|max\(0,\s*)?"
                  rf"([−-]?\s*{_TERM}(?:\s*[+−-]\s*{_TERM})*)(?![\w(·*×]|\.\d|\s*[·*×/]|\s*[+−-]\s*[\w(])")
_ONE_TERM = re.compile(r"([+−-])?\s*(?:(\d+(?:\.\d+)?)\s*[·*×]\s*)?([uh]\d+)")


def _sum(stage: str, index: str, relu: str | None, body: str,
         widths: dict[str, int]) -> tuple[str, tuple[tuple[float, str], ...]] | None:
    """The name a sum written speaks of, and its terms; None where it is no sum of the layer's (f of u, a of h)."""
    name = f"{'a' if relu else stage}{index}"
    terms = tuple(((-1.0 if sign and sign in "−-" else 1.0) * float(coef or 1), term)
                  for sign, coef, term in _ONE_TERM.findall(body))
    source = "h" if stage == "f" else "u"
    if _unknown(name, widths) is not None or any(t[0] != source or _unknown(t, widths) for _, t in terms):
        return None
    return name, terms


_LAST: list[tuple[Lesson, tuple[Written, ...]]] = []  # the last lesson asked, by identity (its dicts: no hash)


def written(lesson: Lesson) -> tuple[Written, ...]:
    """Each number a text writes as `NAME = NUMBER`, as a claim of its state, with the decimals it is written to and
    the texts that write it (explain.zh, explain.en): once a state, whether the zh text, the en or both write it. A
    product written without its bias (uW1) claims the bias is 0. Worked once a lesson: every command reads it, and a
    what-if's state view with notes on each change (2.8 ms a call)."""
    if not _LAST or _LAST[0][0] is not lesson:
        _LAST[:] = [(lesson, _written(lesson))]
    return _LAST[0][1]


def _written(lesson: Lesson) -> tuple[Written, ...]:
    widths = stage_widths(lesson.example)
    found: dict[tuple[str | None, str], Written] = {}
    parts = [(sid, _state_texts(lesson.state(sid))) for sid in lesson.order] + [(None, _lesson_texts(lesson))]
    for sid, texts in parts:
        for where, text in texts:
            for bias, (product, pattern) in UNBIASED.items():  # `in` first: 5 times as fast as the search alone
                if any(product in language and pattern.search(language) for language in (text.zh, text.en)):
                    said = f"{bias} = 0 ({product})"  # the claim first: cut short at 80 columns, "uW1 = 0" was false
                    found.setdefault((sid, said), Written(sid, Claim(said, bias, "=", 0.0), 6, product, ()))
            for pattern, claimed in ((_WRITTEN, _number_written), (_SUM, _sum_written)):  # numbers first, then sums
                for lang, m in ((lang, m) for lang, language in (("zh", text.zh), ("en", text.en))
                                if "=" in language or "＝" in language for m in pattern.finditer(language)):
                    w = claimed(sid, m, widths)
                    if w is not None:
                        fields = found[(sid, w.claim.said)].fields if (sid, w.claim.said) in found else ()  # each once
                        field = f"{where}.{lang}"  # as the loader names a field: a number written in one language only
                        found[(sid, w.claim.said)] = w._replace(fields=fields if field in fields else (*fields, field))
    return tuple(found.values())


def _number_written(sid: str | None, m: re.Match[str], widths: dict[str, int]) -> Written | None:
    """`NAME = NUMBER` as a text writes it ("here f3 = 0.25"), checked at the decimals written."""
    name, number = _spelled(m.group(1), widths), m.group(2).replace("−", "-")
    if _unknown(name, widths) is not None or name in VECTORS:
        return None
    claim = Claim(f"{name} = {number.replace('-', '−')}", name, "=", float(number), places=places(number))
    return Written(sid, claim, claim.places, name, ())


def _sum_written(sid: str | None, m: re.Match[str], widths: dict[str, int]) -> Written | None:
    """`NAME = SUM` as a text writes it ("a5 = u1 − u2"), checked on the numbers shown."""
    stage, index, relu, body = m.groups()
    summed = _sum(stage, index, relu, body, widths)
    if summed is None:
        return None
    said = re.sub(r"\s*[=＝]\s*", " = ", m.group(0), count=1).replace("-", "−") + (")" if relu else "")
    return Written(sid, Claim(said, summed[0], "=", None), DECIMALS, summed[0], (), summed[1])


def mentions(lesson: Lesson, sid: str | None, name: str) -> list[str]:
    """The fields of a state (or, `sid` None, outside the states) whose text names `name` ("h3" in "ReLU sets h3 to
    0"), as the file names them: where to look when a claim fails (an instructor searched the file for the text)."""
    texts = _state_texts(lesson.state(sid)) if sid is not None else _lesson_texts(lesson)
    named = BY_PRODUCT.get(name) or re.compile(rf"(?<![\w\[]){re.escape(name)}(?![\w\]])")  # "uW1 + b1": biased
    return [f"{where}.{lang}" for where, text in texts for lang in ("zh", "en")  # in which language: quiz[2].ask.zh
            if named.search(text(lang))]


def outside(lesson: Lesson) -> list[str]:
    """The parts of the file outside the states that hold texts, as the file names them (opening, example.given,
    reference, chain, lab): where a failing claim of the file's own `claims:` may be said."""
    parts = [re.match(r"example\.given|\w+", where).group(0) for where, _ in _lesson_texts(lesson)]  # type: ignore
    return list(dict.fromkeys(parts))


def _state_texts(state: State) -> list[tuple[str, Text]]:
    texts: list[tuple[str, Text]] = [("title", state.title), ("explain", state.explain)]
    texts += [(f"notes[{i}]", note) for i, note in enumerate(state.notes)]
    for where, questions in (("quiz", state.quiz), ("predict", state.predict)):
        for i, q in enumerate(questions):
            texts += [(f"{where}[{i}].ask", q.ask), (f"{where}[{i}].hint", q.hint)]
            texts += [(f"{where}[{i}].explain", q.explain)] if q.explain is not None else []
            texts += [(f"{where}[{i}].options[{k}]", o) for k, o in enumerate(q.options)]
    return texts


def _lesson_texts(lesson: Lesson) -> list[tuple[str, Text]]:
    """The texts outside the states that may speak of the example's numbers."""
    ref, chain = lesson.reference, lesson.chain
    texts = [("opening", lesson.opening), ("example.given", lesson.example.given), ("reference.where", ref.where)]
    texts += [(f"reference.details[{i}]", t) for i, t in enumerate(ref.details)]
    texts += [(f"reference.further[{i}]", t) for i, t in enumerate(ref.further)]
    if chain is not None:
        texts += [("chain.title", chain.title), ("chain.ask", chain.ask), ("chain.hint", chain.hint)]
    for key, lab in lesson.lab.items():
        texts += [(f"lab.{key}.title", lab.title), (f"lab.{key}.explain", lab.explain), (f"lab.{key}.ask", lab.ask)]
        texts += [(f"lab.{key}.points[{i}]", t) for i, t in enumerate(lab.points)]
    return [(where, text) for where, text in texts if text is not None]
