"""`r45 export`: the chosen states as Markdown, one HTML page, or SVG figures for slides.

`sections` turns each state into plain facts (`content`: texts, tables,
pictures); `markdown`, `webpage` and `page` write them in each format;
`svg` and `diagram` draw the pictures. Nothing here writes a file: `plan`
says which files an export is, and the command hands them to
files.write_all, which checks every one before it writes any.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import Planned, RefusedPath
from ..lesson.model import Lesson
from ..lesson.vocabulary import LAB_EXPERIMENTS
from ..messages import M, say
from ..status import BadInput
from .content import Figure, LabNote, pictures
from .markdown import markdown
from .page import for_markdown, slide, svg_page
from .sections import section
from .webpage import html

if TYPE_CHECKING:
    from ..worked import WorkedExample

STDOUT_NAMES = ("-", "/dev/stdout")  # -o names that mean standard output
EXTENSIONS = {"md": "md", "html": "html", "svg": "svg"}
DEFAULT_STEM = "r45"  # -o DIR/ writes DIR/r45-<state or all>.<ext>


def destination(output: str | None, fmt: str, name: str, *, figures: bool = False) -> Path | None:
    """Where an export goes: None for standard output, else the file; RefusedPath for a folder that is not there.

    `-o -` and `-o /dev/stdout` mean standard output. `-o DIR/` (or an
    existing folder) means DIR/r45-NAME.EXT; for SVG figures, DIR/r45.svg,
    whose stem names each figure (r45-b2-1.svg). An empty `-o ''` is
    refused: it once wrote r45-NAME.EXT into the current folder.
    """
    if output is None or output in STDOUT_NAMES:
        return None
    if not output:
        raise RefusedPath(M.export_empty_name, Path(output))
    path = Path(output)
    if output.endswith(("/", os.sep)) or path.is_dir():
        if not path.is_dir():
            raise RefusedPath(M.export_no_folder, path)
        return path / (f"{DEFAULT_STEM}.{EXTENSIONS[fmt]}" if figures else f"{DEFAULT_STEM}-{name}.{EXTENSIONS[fmt]}")
    return path


def picture_name(stem: str, state_id: str, k: int) -> str:
    """The file of the k-th figure of a state, beside the document (Markdown) or named after -o (SVG): notes-b2-1.svg.

    A state id is checked at load (letters, digits, _ and -), so the name has
    no folder in it; this says so again rather than trust it.
    """
    name = f"{stem}-{state_id}-{k + 1}.svg"
    if os.sep in name or (os.altsep and os.altsep in name) or name.startswith(".") or "\0" in name:
        raise RefusedPath(M.export_bad_name, Path(name))
    return name


def chosen(sections: Sequence, figure: str | None, lang: str) -> list[tuple[str, int, Figure]]:
    """The pictures an SVG export draws: every one, or those named `figure` (diagram, bars, W1…, or the number in its file name)."""
    every = [(s.id, k, fig) for s in sections for k, fig in pictures(s)]
    if figure is None:
        return every
    wanted = figure.strip().casefold()
    found = [(sid, k, fig) for sid, k, fig in every if wanted in (fig.name.casefold(), str(k + 1))]
    if not found:
        names = ", ".join(dict.fromkeys(fig.name for _, _, fig in every))
        raise BadInput(say(M.export_no_figure, lang, name=figure, names=names))
    return found


def lab_notes(lesson: Lesson, kept: Mapping[str, str], lang: str) -> tuple[LabNote, ...]:
    """The learner's lines from `lab --ask`, in the lesson's order of experiments."""
    return tuple(
        LabNote(lesson.lab[key].title(lang), kept[f"lab.{key}"], tuple(p(lang) for p in lesson.lab[key].points))
        for key in LAB_EXPERIMENTS
        if f"lab.{key}" in kept
    )


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
) -> tuple[str, list[Planned]]:
    """The document, and every file the export is: the document's own (unless it goes to stdout) and its pictures.

    Markdown links its pictures only when it goes to a file, beside which
    they are written; to standard output it has none. SVG is one slide-sized
    figure a picture (named after the target), or with `page` one tall page.
    """
    sections = [section(lesson, worked, sid, lang) for sid in state_ids]
    if fmt == "svg" and not page:
        figures = chosen(sections, figure, lang)
        if len(figures) == 1 and (target is None or figure is not None):
            text = slide(figures[0][2], lang)
            return text, ([] if target is None else [Planned(target, text)])
        if target is None:
            raise BadInput(say(M.export_figure_stdout, lang, n=len(figures)))
        return "", [Planned(target.parent / picture_name(target.stem, sid, k), slide(fig, lang)) for sid, k, fig in figures]
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
    folder, stem = target.parent, target.stem
    linked = [Planned(folder / picture_name(stem, s.id, k), for_markdown(fig, lang)) for s in sections for k, fig in pictures(s)]
    text = markdown(lesson, sections, lang, lambda sid, k: picture_name(stem, sid, k), notes)
    return text, [Planned(target, text), *linked]
