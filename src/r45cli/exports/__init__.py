"""`r45 export`: the chosen states as Markdown, one HTML page or one SVG picture.

`content` turns each state into plain facts (texts, tables, pictures);
`formats` writes them in each format; `svg` draws the pictures.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..lesson.model import Lesson
from . import svg
from .content import section
from .formats import html, markdown, svg_document

if TYPE_CHECKING:
    from ..worked import WorkedExample

def render(lesson: Lesson, worked: WorkedExample, state_ids: Sequence[str], fmt: str, lang: str, beside: Path | None = None) -> str:
    """The document; for Markdown written to a file, `beside` is that file, and its pictures are written next to it."""
    sections = [section(lesson, worked, sid, lang) for sid in state_ids]
    if fmt == "html":
        return html(lesson, sections, lang)
    if fmt == "svg":
        return svg_document(lesson, sections, lang)
    namer = None
    if beside is not None:
        folder, stem = beside.parent, beside.stem

        def namer(state_id: str, k: int) -> str:
            return f"{stem}-{state_id}-{k + 1}.svg"

        for s in sections:
            for k, fig in enumerate(s.figures):
                if type(fig) in svg.PICTURES:
                    from ..files import write_atomically

                    write_atomically(folder / namer(s.id, k), svg.picture(fig, lang, fig.caption))
    return markdown(lesson, sections, lang, namer)
