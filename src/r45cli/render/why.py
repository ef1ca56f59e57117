"""`r45 why NAME`: a number's derivation, formula by formula, back to u."""

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.text import Text

from ..derive import Step
from ..messages import M, say
from ..numfmt import fixed
from .layout import num, titled
from .style import STYLES
from .wrap import Prose


def derivation(steps: Sequence[Step], lang: str) -> Group:
    """Formula, values filled in, result; then what each step comes from."""
    blocks: list[RenderableType] = []
    for st in steps:
        if st.given:
            blocks.append(Text(st.formula, style=STYLES["heading"]))
            blocks.append(Prose(f"{' ' * len(st.name)} {say(M.why_given, lang)}", STYLES["meta"]))
            continue
        pad = " " * len(st.name)
        blocks.append(Text(st.formula, style=STYLES["heading"]))
        blocks.append(Prose(f"{pad} {st.filled}", STYLES["meta"]))
        if st.filled != f"= {fixed(st.value)}":  # a lone copied value needs no second line
            blocks.append(Text.assemble(f"{pad} = ", num(st.value)))
        if st.expand:
            blocks.append(Text(f"{pad} ← {', '.join(st.expand)}", style=STYLES["meta"]))
    return Group(*blocks)


def why_view(steps: Sequence[Step], lang: str) -> RenderableType:
    body = Group(Prose(say(M.why_note, lang), STYLES["meta"]), Text(""), derivation(steps, lang))
    return titled(body, Text(say(M.why_title, lang, name=steps[0].name), style=STYLES["title"]))
