"""The lesson's practice: its skills, and predict mode's last exercise (`chain:`).

The schema (schema.py) hands each here with its FieldReader once the states are read: a skill a question names
must be listed, every skill must be exercised, a chain's states must have something to compute.
"""

from typing import Any

from ..messages import M
from ..words import Listed
from .fields import FieldReader, kind_of
from .model import Chain, Skill, State
from .states import WHOLE_BLOCK_ANSWER, asked_instead, read_draw
from .vocabulary import GIVEN_NAMES, SLIPS


def read_skills(c: FieldReader, value: Any, states: dict[str, State], chain: Chain | None) -> tuple[Skill, ...]:
    """The lesson's skills: each id once, each slip a known one and in one skill only, and each skill exercised by
    some question (quiz, predict or the chain) and every skill a question names defined here."""
    out: list[Skill] = []
    for i, item in enumerate(c.items(value, "skills", what=M.lesson_of_skills)):
        field = f"skills[{i}]"
        node = c.node(item, "skill", field)
        slips = c.string_list(node.get("slips", []), f"{field}.slips")
        for slip in slips:
            if slip not in SLIPS:
                raise c.fail(M.lesson_unknown_slip, f"{field}.slips", slip=slip, guess=c.guess(slip, SLIPS),
                             slips=Listed(SLIPS))  # a typo had been given the whole list, cut, and no guess
        claim = node.get("claim", False)
        if not isinstance(claim, bool):
            raise c.fail(M.lesson_true_or_false, f"{field}.claim", kind=kind_of(claim))
        skill = Skill(c.identifier(node["id"], f"{field}.id"), c.text(node["title"], f"{field}.title"),
                      c.identifier(node["group"], f"{field}.group"), slips, claim)
        if any(s.id == skill.id for s in out):
            raise c.fail(M.lesson_skill_twice, f"{field}.id", skill=skill.id)
        twice = [slip for s in out for slip in s.slips if slip in slips]
        if twice:
            raise c.fail(M.lesson_slip_in_two, f"{field}.slips", slip=twice[0])
        out.append(skill)
    known = {s.id for s in out}
    used: set[str] = set(chain.skills if chain else ())
    for sid, state in states.items():
        for where, questions in (("quiz", state.quiz), ("predict", state.predict)):
            for k, q in enumerate(questions):
                for name in q.skills:
                    if name not in known:
                        raise c.fail(M.lesson_skill_unlisted, f"{where}[{k}].skills", sid, skill=name,
                                     guess=c.guess(name, sorted(known)))
                used.update(q.skills)
    for name in chain.skills if chain else ():
        if name not in known:
            raise c.fail(M.lesson_skill_unlisted, "chain.skills", skill=name, guess=c.guess(name, sorted(known)))
    idle = [s.id for s in out if s.id not in used]
    if idle:
        raise c.fail(M.lesson_skill_idle, "skills", skills=Listed(idle))  # a state removed took its questions with it
    return tuple(out)


def read_chain(c: FieldReader, value: Any, states: dict[str, Any]) -> Chain:
    """Predict mode's last exercise: states with steps to compute, strung together from what `given` lists."""
    node = c.node(value, "chain", "chain")
    members = c.id_list(node["states"], "chain.states")
    if not members:
        raise c.fail(M.lesson_list_a_state, "chain.states")
    c.known_states(members, tuple(states), "chain.states")
    for sid in members:
        if not any(q.kind in ("number", "set") for q in states[sid].predict):
            raise c.fail(M.lesson_chain_nothing, "chain.states", sid=sid)
    given = c.string_list(node["given"], "chain.given")
    for name in given:
        if name not in GIVEN_NAMES:
            raise c.fail(M.lesson_cannot_give, "chain.given", name=name, allowed=Listed(GIVEN_NAMES))
    draw = read_draw(c, None, node.get("draw", ["u"]), "chain.draw")
    skills = c.id_list(node.get("skills", []), "chain.skills")
    ask, hint = c.optional_text(node, "ask", "chain.ask"), c.optional_text(node, "hint", "chain.hint")
    if (ask is None) != (hint is None):
        raise c.fail(M.lesson_card_ask_hint, "chain.ask" if ask is None else "chain.hint")
    other = asked_instead(ask, WHOLE_BLOCK_ANSWER, lambda name: True) if ask is not None else None
    if other is not None:  # "… z2 = ?" over the card's z1 had passed
        raise c.fail(M.lesson_card_ask_other, "chain.ask", lang=other[0], name=other[1], answer=WHOLE_BLOCK_ANSWER)
    return Chain(members, given, c.text(node["title"], "chain.title"), draw, skills, ask, hint)
