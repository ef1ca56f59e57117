"""The diagram's parts as the views name them, and what a what-if that switched a part off says of it.

A part's `role` (lesson file) says what a what-if may switch off: the
activation (ReLU off: h = a) or the projection (W2 = 0: f = b2). Such a
part reads so on the diagram and in the scopes table, and a state about it
says, under its explanation, that the explanation describes the part at work.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lesson.model import Lesson, Part, State
from ..lesson.vocabulary import PART_ROLES
from ..messages import M, Message, say

if TYPE_CHECKING:
    from ..worked import WorkedExample

LABEL_OFF = {"activation": M.part_off, "projection": M.part_zero}  # the part's label while switched off
LEAD_OFF = {"activation": M.lead_relu_off, "projection": M.lead_w2_zero}  # said under a state about it
MAKES = {"activation": "h", "projection": "f"}  # what a part switched off makes: h = a without ReLU, f = b2 with W2 = 0
assert set(LABEL_OFF) == set(LEAD_OFF) == set(MAKES) == set(PART_ROLES), "each role a lesson file may give needs words"


def switched_off(worked: WorkedExample | None) -> frozenset[str]:
    """The roles of the parts these numbers run without: the activation with ReLU off, the projection with W2 = 0."""
    if worked is None:
        return frozenset()
    return frozenset(role for role, off in (("activation", not worked.relu), ("projection", worked.zero_w2)) if off)


def part_label(p: Part, lang: str, off: frozenset[str]) -> str:
    return say(LABEL_OFF[p.role], lang, part=p.shown(lang)) if p.role in off else p.shown(lang)


def leads_off(lesson: Lesson, state: State, off: frozenset[str]) -> list[Message]:
    """What a state says of each part switched off that it is lit on, or whose output its panels show: its
    explanation describes the part at work (b2 showed f = 0 four times under "the FFN branch and the residual
    branch meet here", with no word that W2 was 0, where b1 and b3 said so)."""
    shown = {name for spec in state.shows for name in spec.of}
    roles = [p.role for p in lesson.diagram if p.role in off and (p.id in state.highlight or MAKES[p.role] in shown)]
    return [LEAD_OFF[role] for role in PART_ROLES if role in roles]


def unborne(lesson: Lesson, sid: str, worked: WorkedExample | None) -> frozenset[int]:
    """The notes of `sid` that write a number these numbers do not bear out (checks.notes_false); none without
    numbers, where numpy is not loaded yet."""
    if worked is None or not lesson.state(sid).notes:
        return frozenset()
    from ..checks import notes_false

    return notes_false(lesson, sid, worked)


def claims_hold(lesson: Lesson, sid: str, worked: WorkedExample | None) -> bool:
    """Every claim of `sid` holds on these numbers: a note `about: example` as packaged rests on them (b5's "z3 and z4
    are still negative" had been left out of an instructor's handout where all four facts it states held); not
    known without numbers."""
    if worked is None:
        return False
    from ..checks import claims_hold as holding

    return holding(lesson, sid, worked)
