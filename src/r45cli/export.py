"""`r45 export`: the state views as Markdown, SVG or HTML, through rich's recording."""

from __future__ import annotations

import io
from collections.abc import Sequence

from rich.console import Console

from .lesson.model import Lesson
from .messages import say
from .render.listing import further_study
from .render.state import lesson_heading, state_view
from .worked import WorkedExample

EXPORT_WIDTH = 100  # columns of the recorded terminal


def _recording() -> Console:
    return Console(record=True, file=io.StringIO(), width=EXPORT_WIDTH, color_system="truecolor", force_terminal=True, highlight=False, emoji=False, markup=False)


def render(lesson: Lesson, worked: WorkedExample, state_ids: Sequence[str], fmt: str, lang: str) -> str:
    """The chosen states, one after another, in one document; then the reference and further study."""
    if fmt == "md":
        parts = [f"# {lesson.title(lang)}\n"]
        if lesson.opening is not None:
            parts.append(f"{lesson.opening(lang)}\n")
        for sid in state_ids:
            console = _recording()
            console.print(state_view(lesson, worked, sid, lang, heading=False))
            parts.append(f"## {sid} · {lesson.state(sid).title(lang)}\n\n```text\n{console.export_text(styles=False).rstrip()}\n```\n")
        parts.append(_further_markdown(lesson, lang))
        return "\n".join(parts)
    console = _recording()
    console.print(lesson_heading(lesson, lang))
    for sid in state_ids:
        console.print(state_view(lesson, worked, sid, lang, heading=False))
    console.print(further_study(lesson, lang), crop=False)
    title = f"r45 · {', '.join(state_ids)}"
    return console.export_svg(title=title) if fmt == "svg" else console.export_html(inline_styles=True)


def _further_markdown(lesson: Lesson, lang: str) -> str:
    ref = lesson.reference
    lines = [f"## {say('reference', lang)}", "", f"[{ref.title}]({ref.url}), {ref.where(lang)}", ""]
    lines += [f"- {d(lang)}" for d in ref.details]
    lines += ["", f"## {say('further', lang)}", ""]
    lines += [f"- {item(lang)}" for item in ref.further]
    return "\n".join(lines) + "\n"
