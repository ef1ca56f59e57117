"""`r45 verify`: every check with what was expected, what came out, and the verdict."""

from collections.abc import Sequence
from pathlib import Path

from rich.console import Group, RenderableType
from rich.text import Text

from ..checks import Check, listing
from ..lesson.model import Lesson
from ..messages import M, say
from ..numfmt import DECIMALS
from .layout import Rows, titled
from .panels import ROW_LIMIT
from .style import MORE, STYLES


def verify_view(checks: Sequence[Check], lesson: Lesson, lang: str, *, limit: int | None = ROW_LIMIT) -> RenderableType:
    """One row a check; in a family longer than `limit`, passing checks past the first `limit` are counted, not listed."""
    rows = []
    for c, more in listing(checks, limit):
        verdict = Text(say(M.passed, lang), style=STYLES["pass"]) if c.passed else Text(say(M.failed, lang), style=STYLES["fail"])
        rows.append([say(c.key, lang, **c.values), c.expected, c.got, verdict])
        if more:
            rows.append([Text(f"{MORE} " + say(M.more_passed, lang, n=more), style=STYLES["meta"]), "", "", ""])
    headers = [say(k, lang) for k in (M.check, M.expected, M.got, M.result)]
    failed = sum(not c.passed for c in checks)
    summary = (
        Text(say(M.verify_ok, lang, n=len(checks)), style=STYLES["pass"])
        if not failed
        else Text(say(M.verify_bad, lang, failed=failed, n=len(checks)), style=STYLES["fail"])
    )
    title = say(M.verify_title, lang, path=Path(lesson.path).name, decimals=DECIMALS)
    return Group(titled(Rows(headers, rows, header_style=STYLES["heading"]), title), summary)
