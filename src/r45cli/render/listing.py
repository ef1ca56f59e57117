"""`r45 list`: the states in order with their groups, and the reference with further study."""

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..lesson.model import Lesson
from ..messages import M, say
from .layout import Fit, bullets, titled
from .state import lesson_heading
from .style import DEFAULT_MARK, STYLES, TABLE_BOX
from .wrap import Prose

TABLE_NEEDS = 70  # columns the states table needs to wrap its titles between words, not inside them


def further_study(lesson: Lesson, lang: str) -> RenderableType:
    """Not boxed: its URLs stand whole on lines of their own, to be clicked or copied at any width."""
    ref = lesson.reference
    heading = Text(say(M.reference, lang), style=STYLES["heading"])
    lines = [heading, Prose(f"{ref.title}, {ref.where(lang)}"), Prose(ref.url, STYLES["meta"]), bullets((d(lang) for d in ref.details), STYLES["meta"])]
    return Group(*lines, Text(say(M.further, lang), style=STYLES["heading"]), bullets(item(lang) for item in ref.further))


def list_view(lesson: Lesson, lang: str) -> RenderableType:
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False, title_justify="left")
    table.add_column(say(M.order, lang), justify="right", no_wrap=True, style=STYLES["meta"])
    table.add_column(say(M.state, lang), no_wrap=True, style=STYLES["heading"])
    table.add_column(say(M.group, lang), ratio=1)
    table.add_column(say(M.title, lang), ratio=2)
    table.add_column(say(M.next, lang), no_wrap=True, style=STYLES["meta"])
    records = []
    for k, sid in enumerate(lesson.order, start=1):
        i, n = lesson.place(sid)
        mark = Text(f"{sid} {DEFAULT_MARK}", style=STYLES["default"]) if sid == lesson.default else Text(sid, style=STYLES["heading"])
        group = f"{lesson.group_of(sid).title(lang)} {i}/{n}"
        following = lesson.following(sid) or say(M.end, lang)
        table.add_row(str(k), mark, Prose(group), Prose(lesson.state(sid).title(lang)), following)
        head = Text.assemble(f"{k}  ", mark, (f" · {group} · {say(M.next, lang)} {following}", STYLES["meta"]))
        records.append(Group(head, Prose(lesson.state(sid).title(lang))))
    heading = lesson_heading(lesson, lang)
    legend = Text(f"{DEFAULT_MARK} {say(M.default_mark, lang)}", style=STYLES["meta"])
    states = Fit(table, Group(*records), TABLE_NEEDS)  # below that, one short block a state, never a word cut
    return Group(heading, titled(states, say(M.lesson_graph, lang)), legend, further_study(lesson, lang))
