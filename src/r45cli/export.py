"""`r45 export`: the state views as Markdown, SVG or HTML, through rich's recording."""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from . import views
from .lesson import Lesson
from .trace import Trace

FORMATS = ("md", "svg", "html")
EXPORT_WIDTH = 100  # columns of the recorded terminal


def _recording() -> Console:
    return Console(record=True, file=io.StringIO(), width=EXPORT_WIDTH, color_system="truecolor", force_terminal=True, highlight=False, emoji=False)


def render(lesson: Lesson, trace: Trace, state_ids: Sequence[str], fmt: str, lang: str) -> str:
    """The chosen states, one after another, in one document."""
    if fmt == "md":
        parts = [f"# {lesson.title(lang)}\n"]
        for sid in state_ids:
            console = _recording()
            console.print(views.state_view(lesson, trace, sid, lang))
            parts.append(f"## {sid} · {lesson.state(sid).title(lang)}\n\n```text\n{console.export_text(styles=False).rstrip()}\n```\n")
        return "\n".join(parts)
    console = _recording()
    for sid in state_ids:
        console.print(views.state_view(lesson, trace, sid, lang))
    title = f"r45 · {', '.join(state_ids)}"
    return console.export_svg(title=title) if fmt == "svg" else console.export_html(inline_styles=True)


def write_atomically(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, then rename it over `path`."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}-", suffix=".tmp", dir=path.parent if str(path.parent) else ".")
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, 0o666 & ~umask)  # mkstemp makes it private; an export is an ordinary file
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
