"""The full-screen step's keys as Textual bindings, made from the one key table (its keys.SCREEN_KEYS): the footer and
the help are drawn from the same table, so the three cannot disagree."""

from __future__ import annotations

from textual.binding import Binding

from ..keys import SCREEN_KEYS

# keys the what-if fields and switches keep for themselves
NAVIGATION = {"next", "previous", "go_back", "default", "place"}


def bindings() -> list[Binding]:
    """The app's keys, from the one table; the footer and help are drawn from the same table."""
    out = []
    for k in SCREEN_KEYS:
        if k.action == "focus_next":  # a priority: the focus moves before the keys behind Tab are handed to a field
            out += [Binding("tab", "app.focus_next", show=False, priority=True),  # ("1 Tab 2" typed fast gave 12)
                    Binding("shift+tab", "app.focus_previous", show=False, priority=True)]
            continue
        if k.own:
            continue
        if k.action == "place":
            out += [Binding(key, f"place({key})", show=False) for key in k.keys]
        elif k.action in NAVIGATION:  # one action for the path's keys: move('next')
            out.append(Binding(",".join(k.keys), f"move('{k.action}')", show=False, priority=True))
        # not a priority: the pane and the overlays scroll themselves first; a field passes them on
        elif k.action == "page":
            out += [Binding(key, f"page('{key}')", show=False) for key in k.keys]
        else:
            # what_if too: it moves the focus into a field before the keys typed behind `e` are handed on
            first = k.field_safe or k.action in ("interrupt", "suspend_process", "what_if")
            out.append(Binding(",".join(k.keys), k.action, show=False, priority=first))
    return out
