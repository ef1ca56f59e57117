"""`r45 list`: the states in order with their groups, and the reference with further study."""

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..lesson.model import Lesson
from ..messages import say
from .layout import bullets, titled
from .style import DEFAULT_MARK, STYLES, TABLE_BOX
from .wrap import Prose


def further_study(lesson: Lesson, lang: str) -> RenderableType:
    ref = lesson.reference
    lines = [Text(f"{ref.title}, {ref.where(lang)}"), Text(ref.url, style=STYLES["meta"])]
    return titled(Group(*lines, bullets(item(lang) for item in ref.further)), f"{say('reference', lang)} · {say('further', lang)}")


def list_view(lesson: Lesson, lang: str) -> RenderableType:
    table = Table(box=TABLE_BOX, pad_edge=False, show_edge=False, title_justify="left")
    table.add_column(say("order", lang), justify="right", no_wrap=True, style=STYLES["meta"])
    table.add_column(say("state", lang), no_wrap=True, style=STYLES["heading"])
    table.add_column(say("group", lang), ratio=1)
    table.add_column(say("title", lang), ratio=2)
    table.add_column(say("next", lang), no_wrap=True, style=STYLES["meta"])
    for k, sid in enumerate(lesson.order, start=1):
        i, n = lesson.place(sid)
        mark = Text(f"{sid} {DEFAULT_MARK}", style=STYLES["default"]) if sid == lesson.default else Text(sid)
        group = f"{lesson.group_of(sid).title(lang)} {i}/{n}"
        table.add_row(str(k), mark, Prose(group), Prose(lesson.state(sid).title(lang)), lesson.following(sid) or say("end", lang))
    heading = Text(lesson.title(lang), style=STYLES["title"])
    legend = Text(f"{DEFAULT_MARK} {say('default_mark', lang)}", style=STYLES["meta"])
    return Group(heading, titled(table, say("lesson_graph", lang)), legend, further_study(lesson, lang))
