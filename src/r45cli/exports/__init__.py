"""`r45 export`: the chosen states as Markdown, one HTML page or one SVG picture.

`content` turns each state into plain facts (texts, tables, pictures);
`formats` writes them in each format; `svg` draws the pictures. Nothing here
writes a file: `plan` says which files an export is, and the command hands
them to files.write_all, which checks every one before it writes any.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import Planned, RefusedPath
from ..lesson.model import Lesson
from ..messages import M
from . import svg
from .content import section
from .formats import html, markdown, svg_document

if TYPE_CHECKING:
    from ..worked import WorkedExample

STDOUT_NAMES = ("-", "/dev/stdout")  # -o names that mean standard output
EXTENSIONS = {"md": "md", "html": "html", "svg": "svg"}
DEFAULT_STEM = "r45"  # -o DIR/ writes DIR/r45-<state or all>.<ext>


def destination(output: str | None, fmt: str, name: str) -> Path | None:
    """Where an export goes: None for standard output, else the file; RefusedPath for a folder that is not there.

    `-o -` and `-o /dev/stdout` mean standard output. `-o DIR/` (or an
    existing folder) means DIR/r45-NAME.EXT.
    """
    if output is None or output in STDOUT_NAMES:
        return None
    path = Path(output)
    if output.endswith(("/", os.sep)) or path.is_dir():
        if not path.is_dir():
            raise RefusedPath(M.export_no_folder, path)
        return path / f"{DEFAULT_STEM}-{name}.{EXTENSIONS[fmt]}"
    return path


def picture_name(stem: str, state_id: str, k: int) -> str:
    """The file of a Markdown export's k-th figure of a state, beside the document: notes-b2-1.svg.

    A state id is checked at load (letters, digits, _ and -), so the name has
    no folder in it; this says so again rather than trust it.
    """
    name = f"{stem}-{state_id}-{k + 1}.svg"
    if os.sep in name or (os.altsep and os.altsep in name) or name.startswith(".") or "\0" in name:
        raise RefusedPath(M.export_bad_name, Path(name))
    return name


def plan(lesson: Lesson, worked: WorkedExample, state_ids: Sequence[str], fmt: str, lang: str, target: Path | None) -> tuple[str, list[Planned]]:
    """The document, and every file the export is: the document's own (unless it goes to stdout) and its pictures.

    Markdown links its pictures only when it goes to a file, beside which
    they are written; to standard output it has none.
    """
    sections = [section(lesson, worked, sid, lang) for sid in state_ids]
    if fmt == "html":
        text = html(lesson, sections, lang)
    elif fmt == "svg":
        text = svg_document(lesson, sections, lang)
    else:
        text = markdown(lesson, sections, lang, None)
    if target is None:
        return text, []
    if fmt != "md":
        return text, [Planned(target, text)]
    folder, stem = target.parent, target.stem
    pictures = [
        Planned(folder / picture_name(stem, s.id, k), svg.picture(fig, lang, fig.caption))
        for s in sections
        for k, fig in enumerate(s.figures)
        if type(fig) in svg.PICTURES
    ]
    text = markdown(lesson, sections, lang, lambda sid, k: picture_name(stem, sid, k))
    return text, [Planned(target, text), *pictures]
