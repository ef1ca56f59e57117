"""`r45 verify`: every check with what was expected, what came out, and the verdict."""

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from rich.console import Group, RenderableType
from rich.text import Text

from ..checks import Check
from ..lesson.model import Lesson
from ..messages import M, say
from ..numfmt import DECIMALS
from .layout import Rows, titled
from .panels import ROW_LIMIT
from .style import MORE, STYLES


def verify_view(checks: Sequence[Check], lesson: Lesson, lang: str, *, limit: int | None = ROW_LIMIT) -> RenderableType:
    """One row a check; in a family longer than `limit`, passing checks past the first `limit` are counted, not listed."""
    long = {family for family, size in Counter(c.family for c in checks).items() if limit is not None and size > limit}
    passing = Counter(c.family for c in checks if c.passed)
    listed: Counter[str] = Counter()
    rows = []
    for c in checks:
        summarised = c.passed and c.family in long
        if summarised:
            listed[c.family] += 1
            if listed[c.family] > limit:  # type: ignore[operator]
                continue
        verdict = Text(say(M.passed, lang), style=STYLES["pass"]) if c.passed else Text(say(M.failed, lang), style=STYLES["fail"])
        rows.append([say(c.key, lang, **c.values), c.expected, c.got, verdict])
        if summarised and listed[c.family] == limit and passing[c.family] > limit:
            rows.append([Text(f"{MORE} " + say(M.more_passed, lang, n=passing[c.family] - limit), style=STYLES["meta"]), "", "", ""])
    headers = [say(k, lang) for k in (M.check, M.expected, M.got, M.result)]
    failed = sum(not c.passed for c in checks)
    summary = (
        Text(say(M.verify_ok, lang, n=len(checks)), style=STYLES["pass"])
        if not failed
        else Text(say(M.verify_bad, lang, failed=failed, n=len(checks)), style=STYLES["fail"])
    )
    title = say(M.verify_title, lang, path=Path(lesson.path).name, decimals=DECIMALS)
    return Group(titled(Rows(headers, rows, header_style=STYLES["heading"]), title), summary)
