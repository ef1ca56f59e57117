"""`r45 export`: the chosen states as Markdown, one HTML page, or SVG figures for slides.

Each state is its view model (view.state.state_view, every row kept);
`markdown`, `webpage` and `page` write it in each format, with `grid` for
what they share; `svg` and `diagram` draw the pictures. Nothing here writes a file: `plan`
says which files an export is, and the command hands them to
files.write_all, which checks every one before it writes any.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..controls import forbidden
from ..files import Planned, RefusedPath
from ..lesson.model import Bilingual, Lesson
from ..messages import LANGS, M, say, sentences
from ..status import BadInput
from ..typed import shorten
from ..view.state import StateView, inputs_once, state_view, warned
from .grid import LabNote, Picture, lab_notes, pictures
from .markdown import markdown
from .page import for_markdown, slide, svg_page
from .webpage import html

__all__ = ["destination", "lab_notes", "picture_name", "plan"]

if TYPE_CHECKING:
    from ..worked import WorkedExample

STDOUT_NAMES = ("-", "/dev/stdout")  # -o names that mean standard output
EXTENSIONS = {"md": "md", "html": "html", "svg": "svg"}
DEFAULT_STEM = "r45-{lang}"  # -o DIR/ writes DIR/r45-<lang>-<state or all>.<ext>: an en and a zh handout side by side


def destination(output: str | None, fmt: str, name: str, lang: str, *, figures: bool = False,
                one: str = "") -> Path | None:
    """Where an export goes: None for standard output, else the file; RefusedPath for a folder that is not there.

    `-o -` and `-o /dev/stdout` mean standard output. `-o DIR/` (or an
    existing folder) means DIR/r45-LANG-NAME.EXT; for SVG figures, DIR/r45-LANG-slides.svg (-slides-all.svg), whose
    stem names each figure (r45-zh-slides-b2-1.svg, r45-zh-slides-all-b2-1.svg); a FILE with no extension gets one;
    for one SVG picture (`one`: "page", or the figure asked for), DIR/r45-LANG-NAME-page.svg or
    DIR/r45-LANG-NAME-figure-bars.svg. No two exports of a folder share a name: the zh handout had been refused
    beside the en one, the slides beside the Markdown's pictures, a page beside a figure.
    An empty `-o ''` is refused: it once wrote r45-NAME.EXT into the current folder. So is a name holding a line
    break or another control character: every line that names the file (`wrote …`, an error) would break, and so
    would a link to it.
    """
    if output is None or output in STDOUT_NAMES:
        return None
    if not output:
        raise RefusedPath(M.export_empty_name, Path(output))
    if any(ch in "\n\t" or forbidden(ch) for ch in output):  # a line break would split every line that names it
        raise RefusedPath(M.export_control_name, Path(output))
    path = Path(output)
    if output.endswith(("/", os.sep)) or path.is_dir():
        if not path.is_dir():
            raise RefusedPath(M.export_not_folder if path.exists() else M.export_no_folder, path)
        stem = DEFAULT_STEM.format(lang=lang)
        if figures:  # each state's slides named by the state: "all" said where the export holds them all
            return path / f"{stem}-slides{'-all' if name == 'all' else ''}.{EXTENSIONS[fmt]}"
        which = "-page" if one == "page" else f"-figure-{re.sub(r'[^0-9A-Za-z_]', '', one).lower()}" if one else ""
        return path / f"{stem}-{name}{which}.{EXTENSIONS[fmt]}"
    # a name with no extension gets the format's: `-o out/zh` had written an HTML page called zh, which a browser
    # showed as its source (a teacher's report); the line that says what was written names the file
    return path if path.suffix or path.exists() else path.with_name(f"{path.name}.{EXTENSIONS[fmt]}")  # /dev/null


def picture_name(stem: str, state_id: str, k: int, *, alone: bool = False) -> str:
    """The file of the k-th figure of a state, beside the document (Markdown) or named after -o (SVG): notes-b2-1.svg.
    `alone`: the export holds this state only, so a stem that names it already (r45-b2.md) is not followed by its id
    again (r45-b2-1.svg, not r45-b2-b2-1.svg).

    A state id is checked at load (letters, digits, _ and -), so the name has
    no folder in it; this says so again rather than trust it.
    """
    named = alone and (stem == state_id or stem.endswith(f"-{state_id}"))
    name = f"{stem}-{k + 1}.svg" if named else f"{stem}-{state_id}-{k + 1}.svg"
    if os.sep in name or (os.altsep and os.altsep in name) or name.startswith(".") or "\0" in name:
        raise RefusedPath(M.export_bad_name, Path(name))
    return name


def chosen(sections: Sequence[StateView], figure: str | None, lang: str) -> list[tuple[str, int, Picture]]:
    """The pictures an SVG export draws: every one, or those named `figure` (diagram, bars, W1…, or their number)."""
    every = [(s.id, k, pic) for s in sections for k, pic in enumerate(pictures(s, lang))]
    if figure is None:
        return every
    wanted = figure.strip().casefold()
    found = [(sid, k, pic) for sid, k, pic in every if wanted in (pic.name.casefold(), str(k + 1))]
    if not found:
        names = ", ".join(dict.fromkeys(pic.name for _, _, pic in every))
        raise BadInput(say(M.export_no_figure, lang, name=figure, names=names))
    return found


def plan(
    lesson: Lesson,
    worked: WorkedExample,
    state_ids: Sequence[str],
    fmt: str,
    lang: str,
    target: Path | None,
    *,
    figure: str | None = None,
    page: bool = False,
    notes: Sequence[LabNote] = (),
    warnings: Mapping[str, Sequence[str]] = MappingProxyType({}),
    source: str = "",
) -> tuple[str, list[Planned]]:
    """The document, and every file the export is: the document's own (unless it goes to stdout) and its pictures.

    Markdown links its pictures only when it goes to a file, beside which
    they are written; to standard output it has none. SVG is one slide-sized
    figure a picture (named after the target), or with `page` one tall page.
    """
    if page and figure is not None:
        raise BadInput(say(M.export_figure_page, lang))
    if source:  # a lesson file not the packaged one: its name, and how r45 opens it, after the opening (a class had
        # run the packaged lesson from its handout's commands, and met other numbers)
        was, name = lesson.opening, shlex.quote(shorten(source, 80))
        lesson = lesson._replace(opening=Bilingual(**{k: sentences(filter(None, (was and was(k), say(
            M.export_source, k, name=name))), k) for k in LANGS}))
    views = inputs_once([state_view(lesson, worked, sid, lang, limit=None) for sid in state_ids], lang)
    sections = warned(views, warnings, lang)  # in the handout too, under each state
    if fmt == "svg" and not page:
        figures = chosen(sections, figure, lang)
        if len(figures) == 1 and (target is None or figure is not None):
            text = slide(figures[0][2], lang)
            return text, ([] if target is None else [Planned(target, text)])
        if target is None and figure is not None:
            raise BadInput(say(M.export_figure_many, lang, name=figure, n=len(figures)))
        if target is None:
            raise BadInput(say(M.export_figure_stdout, lang, n=len(figures)))
        alone = len(sections) == 1
        return "", [Planned(target.parent / picture_name(target.stem, sid, k, alone=alone), slide(fig, lang))
                    for sid, k, fig in figures]
    if fmt == "html":
        text = html(lesson, sections, lang, notes)
    elif fmt == "svg":
        text = svg_page(lesson, sections, lang)
    else:
        text = markdown(lesson, sections, lang, None, notes)
    if target is None:
        return text, []
    if fmt != "md":
        return text, [Planned(target, text)]
    folder, stem, alone = target.parent, target.stem, len(sections) == 1
    linked = [Planned(folder / picture_name(stem, s.id, k, alone=alone), for_markdown(pic, lang))
              for s in sections for k, pic in enumerate(pictures(s, lang))]
    text = markdown(lesson, sections, lang, lambda sid, k: picture_name(stem, sid, k, alone=alone), notes)
    return text, [Planned(target, text), *linked]
