"""`--json`: one JSON document per command, every number at full precision.

Documents are plain dicts and lists (numpy arrays become lists of floats);
texts are in the chosen language. The README lists the fields.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from enum import Enum
from types import MappingProxyType
from typing import Any

import numpy as np

from .checks import Check, Paged
from .derive import Step
from .lab import Experiment
from .lesson.model import Lesson
from .lesson.vocabulary import DEMO_PANELS, FFN_STAGES
from .messages import say
from .worked import WorkedExample

# bump when a field changes meaning (2: verify's expected and got are numbers, with *_text and id; 3: keys are names)
FORMAT = 3



def dumps(doc: dict[str, Any]) -> str:
    from .controls import json_escaped  # an invisible character is written as its escape: the same text once parsed

    return json_escaped(json.dumps({"format": FORMAT, **doc}, ensure_ascii=False, indent=2, default=_plain))


def view(item: Any) -> Any:
    """The view model as JSON: each block a mapping with its kind (`"block": "table"`) and its fields, so a reader of
    the JSON gets exactly what every other drawer draws."""
    if isinstance(item, tuple) and hasattr(item, "_fields"):
        return {"block": type(item).__name__.lower(), **{k: view(v) for k, v in zip(item._fields, item)}}
    if isinstance(item, (tuple, list)):
        return [view(x) for x in item]
    return item.value if isinstance(item, Enum) else item


def _plain(x: Any) -> Any:
    if isinstance(x, np.ndarray):
        return x.tolist()
    if isinstance(x, (np.floating, np.integer, np.bool_)):
        return x.item()
    if isinstance(x, (set, frozenset, tuple)):
        return list(x)
    raise TypeError(f"not JSON: {type(x).__name__}")


def state_doc(lesson: Lesson, worked: WorkedExample, state_id: str, lang: str) -> dict[str, Any]:
    state = lesson.state(state_id)
    i, n = lesson.place(state_id)
    group = lesson.group_of(state_id)
    doc: dict[str, Any] = {
        "command": "show",
        "lang": lang,
        "state": state_id,
        "default": state_id == lesson.default,
        "group": {"id": group.id, "title": group.title(lang)},
        "place": {"index": i, "of": n},
        "next": lesson.following(state_id),
        "title": state.title(lang),
        "explain": state.explain(lang),
        "notes": [note(lang) for note in state.notes],
        "highlight": list(state.highlight),
        "panels": [{"panel": p.kind, "of": list(p.of)} for p in state.shows],
        "vectors": {name: worked.vector(name) for name in FFN_STAGES},
        "layer_norm": {"mean": worked.mean, "var": worked.var, "std": worked.std, "eps": worked.ln.eps,
                       "gamma": worked.ln.gamma, "beta": worked.ln.beta},
        "weights": {"W1": worked.ffn.W1, "b1": worked.ffn.b1, "W2": worked.ffn.W2, "b2": worked.ffn.b2},
        "relu_zeroed": [f"h{j + 1}" for j in worked.zeroed],
    }
    if any(p.kind in DEMO_PANELS for p in state.shows):
        d = worked.demo
        doc["demo"] = {
            "label": lesson.demo.label(lang),
            **{name: getattr(d, name) for name in ("x", "scores", "weights", "head_outputs", "concat", "attention",
                                                   *FFN_STAGES)},
        }
    return doc


def list_doc(lesson: Lesson, lang: str) -> dict[str, Any]:
    ref = lesson.reference
    return {
        "command": "list",
        "lang": lang,
        "title": lesson.title(lang),
        "default": lesson.default,
        "order": list(lesson.order),
        "states": [
            {
                "id": sid,
                "title": lesson.state(sid).title(lang),
                "group": lesson.state(sid).group,
                "place": dict(zip(("index", "of"), lesson.place(sid))),
                "next": lesson.following(sid),
                "questions": len(lesson.state(sid).quiz),
            }
            for sid in lesson.order
        ],
        "groups": [{"id": g.id, "title": g.title(lang), "states": list(g.states)} for g in lesson.groups],
        "reference": {"title": ref.title, "url": ref.url, "where": ref.where(lang),
                      "further": [t(lang) for t in ref.further]},
    }


def progress_doc(lesson: Lesson, seen: Any, due: Any, lang: str) -> dict[str, Any]:
    """What the learner can do, for an instructor: each skill's chance and its level, the states done unaided,
    the review queue, the tests and their gain."""
    from . import bkt, learner
    from .assess import results

    chances = {s.id: learner.known(seen.skills, s.id) for s in lesson.skills}
    skills = {s.id: {"title": s.title(lang), "group": s.group, "chance": round(p := chances[s.id], 4),
                     "mastered": bkt.mastered(p), "level": learner.LEVEL_NAMES[learner.level(p)],  # as the view says
                     "first_tries": dict(zip(("right", "all", "last_right_in_a_row"),
                                             seen.tried.get(s.id, (0, 0, 0))))} for s in lesson.skills}
    return {"command": "progress", "lang": lang, "visited": list(seen.visited), "last": seen.last,
            "quiz": {k: list(v) for k, v in seen.quiz.items()}, "skills": skills, "unaided": dict(seen.unaided),
            # each count the view says ("4 met for the first time today", "next review: 6 cards (2 due, 4 new)");
            # `new` is every card never met, as it always was
            "review": {"due": due.due, "new": due.unmet, "new_today": due.new_today, "met_today": due.met_today,
                       "new_later": due.unmet_later, "per_day": due.per_day, "per_review": due.per_review,
                       "next": due.next.isoformat() if due.next else None, "next_new_only": due.next_new_only,
                       "next_due": due.next_due, "next_new": due.next_new},
            "tests": results(seen.tests)}


def verify_doc(checks: Sequence[Check], lang: str, paged: Sequence[Paged] = (),
               wanted: Mapping[str, Sequence[str]] = MappingProxyType({}),
               course: tuple[Sequence[str], Sequence[str]] = ((), ())) -> dict[str, Any]:
    from .view.commands import check_said
    return {
        "command": "verify",
        "lang": lang,
        "passed": all(c.passed for c in checks),
        "failed": sum(not c.passed for c in checks),
        "checks": [
            {
                "id": c.id,
                "key": c.key.name,
                "label": say(c.key, lang, **c.values),
                "expected": c.numbers[0] if c.numbers[0] is not None else c.expected,  # a number where it is one
                "got": c.numbers[1] if c.numbers[1] is not None else c.got,
                "expected_text": c.expected,  # as compared and shown: the course's 6 decimals, digit for digit
                "got_text": c.got,
                "passed": c.passed,
                "said": check_said(c, lang),  # the check in a sentence: a failing one names what it found, in words
            }
            for c in checks
        ],
        "paged_otherwise": [p._asdict() for p in paged],  # a state's page shows these with another last digit
        "printed_wanted": {name: [float(v) for v in values] for name, values in wanted.items()},
        "course_changed": list(course[0]), "course_notes": list(course[1]),  # notes no claim checks, to read again
    }


def why_doc(steps: Sequence[Step], lang: str) -> dict[str, Any]:
    return {
        "command": "why",
        "lang": lang,
        "name": steps[-1].name,
        "value": steps[-1].value,
        "steps": [
            {"name": s.name, "formula": s.formula, "filled": s.filled, "value": s.value, "from": list(s.inputs),
             "given": s.given}  # every name its formula uses, as the page's "←" line (the mean's had been [])
            for s in steps
        ],
    }


def lab_doc(experiments: Sequence[Experiment], lesson: Lesson, lang: str) -> dict[str, Any]:
    return {
        "command": "lab",
        "lang": lang,
        "experiments": [
            {
                "key": e.key,
                "title": lesson.lab[e.key].title(lang),
                "explain": lesson.lab[e.key].explain(lang),
                "comparisons": [
                    {"id": c.name,  # as the lesson names it, in every language: "name" is the title as shown
                     **({"of": of} if (of := _of(c.values)) else {}),  # head 1, head 2
                     "name": say(c.title, lang, **c.values) if c.title is not None else c.name,
                     "labels": [say(k, lang) for k in c.labels], "before": c.before, "after": c.after,
                     "changed": c.changed}
                    for c in e.comparisons
                ],
                # one key twice (the means before and after) told apart in every language; a sentence's numbers
                # are its words', not what it is about
                "facts": [{"key": f.key.name, "label": say(f.key, lang, **f.values), "value": f.value,
                           **({"of": of} if f.kind != "said" and (of := _of(f.values)) else {})}
                          for f in e.facts],
                **({"jacobian": e.matrix} if e.matrix is not None else {}),
                **({"mask": e.mask} if e.mask is not None else {}),
            }
            for e in experiments
        ],
    }


def _of(values: Mapping[str, object]) -> dict[str, str]:
    """The blanks of a sentence that name what it is about (a head, an arrangement), not words in a language."""
    return {k: str(v) for k, v in values.items() if isinstance(v, (str, int))}
