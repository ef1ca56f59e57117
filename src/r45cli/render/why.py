"""`r45 why NAME`: a number's derivation, formula by formula, back to u."""

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.text import Text

from ..derive import Step
from ..messages import M, Message, say
from ..numfmt import fixed
from .layout import num, titled
from .style import STYLES
from .wrap import Prose


def derivation(steps: Sequence[Step], lang: str, *, yours: bool = False, given: Message | None = None) -> Group:
    """Formula, values filled in, result; then what each step comes from. Given inputs are named as given.

    `given` says where the given numbers come from when it is not u's own
    story (a quiz question's givens: "given with the question").
    """
    blocks: list[RenderableType] = []
    given_said = False
    note = given or (M.why_given_yours if yours else M.why_given)
    for st in steps:
        if st.given:
            blocks.append(Text(st.formula, style=STYLES["heading"]))
            if not given_said:  # once: the line says where the givens come from
                blocks.append(Prose(f"{' ' * len(st.name)} {say(note, lang)}", STYLES["meta"]))
                given_said = True
            continue
        pad = " " * len(st.name)
        blocks.append(Text(st.formula, style=STYLES["heading"]))
        blocks.append(Prose(f"{pad} {st.filled}", STYLES["meta"]))
        if st.filled != f"= {fixed(st.value)}":  # a lone copied value needs no second line
            blocks.append(Text.assemble(f"{pad} = ", num(st.value)))
        if st.expand:
            blocks.append(Text(f"{pad} ← {', '.join(st.expand)}", style=STYLES["meta"]))
    return Group(*blocks)


def why_view(steps: Sequence[Step], lang: str, *, yours: bool = False) -> RenderableType:
    """Where the number comes from; `yours` when the numbers are the learner's what-if."""
    note = say(M.why_note_yours if yours else M.why_note, lang)
    body = Group(Prose(note, STYLES["meta"]), Text(""), derivation(steps, lang, yours=yours))
    return titled(body, Text(say(M.why_title, lang, name=steps[-1].name), style=STYLES["title"]))  # the asked name is computed last
