"""Scrolling a view at once, by the keys every scrolling part of the full screen shares (the state's pane and the
windows over it)."""

from __future__ import annotations

from textual.binding import Binding
from textual.widget import Widget

SCROLL_KEYS: list[Binding] = [
    Binding("up", "scroll('up')", show=False),
    Binding("down", "scroll('down')", show=False),
    Binding("pageup", "scroll('page_up')", show=False),
    Binding("pagedown", "scroll('page_down')", show=False),
    Binding("home", "scroll('home')", show=False),
    Binding("end", "scroll('end')", show=False),
]


def scroll(view: Widget, how: str) -> None:
    """Scroll `view` a line, a page or to an end (`how`, as SCROLL_KEYS name it), at once: Textual's own scroll_down
    and scroll_page_down wait for the next frame and count from where the last one had not yet gone, so a burst of
    keys (a key held down) moved one line."""
    page = view.scrollable_content_region.height
    y = view.scroll_y
    to = {"up": y - 1, "down": y + 1, "page_up": y - page, "page_down": y + page, "home": 0, "end": view.max_scroll_y}
    view.scroll_to(y=to[how], animate=False, immediate=True)
