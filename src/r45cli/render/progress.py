"""`r45 progress`: the states seen, the last one, the best quiz scores."""

from datetime import date

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..lesson.model import Lesson
from ..messages import M, say
from ..progress import Progress
from .layout import Fit, titled
from .style import KEPT_MARK, LAST_MARK, STYLES, TABLE_BOX, UNSEEN
from .wrap import Prose


def progress_view(lesson: Lesson, seen: Progress, where: str, lang: str, review: "tuple[int, int, date | None] | None" = None) -> RenderableType:
    """The states seen and best scores; with `review` (due today, never met, next due date), the review queue too."""
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False)
    table.add_column(say(M.state, lang), no_wrap=True, style=STYLES["heading"])
    table.add_column(say(M.seen, lang), no_wrap=True, justify="center")
    table.add_column(say(M.quiz_col, lang), no_wrap=True, justify="center")
    table.add_column(say(M.title, lang))  # last and the only one that wraps
    blocks: list[RenderableType] = []
    for sid in lesson.order:
        score = seen.quiz.get(sid)
        mark = Text(f"{sid} {LAST_MARK}", style=STYLES["default"]) if sid == seen.last else Text(sid)
        seen_mark, best = KEPT_MARK if sid in seen.visited else UNSEEN, f"{score[0]:g}/{score[1]}" if score else ""
        table.add_row(mark, seen_mark, best, Prose(lesson.state(sid).title(lang)))
        head = Text.assemble(mark, f"  {say(M.seen, lang)} {seen_mark}", f"  {say(M.quiz_col, lang)} {best}" if best else "")
        blocks.append(Group(head, Prose(lesson.state(sid).title(lang), STYLES["meta"])))
    legend = Text(f"{LAST_MARK} {say(M.last_mark, lang)} · {say(M.progress_where, lang, path=where)}", style=STYLES["meta"])
    lines: list[RenderableType] = [titled(Fit(table, Group(*blocks), 56), say(M.progress_title, lang)), legend]
    if review is not None:
        due, new, coming = review
        said = say(M.review_progress, lang, due=due, new=new) + (say(M.review_progress_next, lang, date=coming.isoformat()) if coming else "")
        lines.append(Prose(said))
    return Group(*lines)  # below 56 columns, one block a state
