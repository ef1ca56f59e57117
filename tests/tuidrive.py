"""Driving the full-screen `r45 step` with Textual's pilot: keys pressed, and what the screen showed after each."""

from __future__ import annotations

import asyncio
import io
import unicodedata

from rich.console import Console
from textual import events
from textual.app import _character_to_key
from textual.geometry import Size
from textual.keys import REPLACED_KEYS, _get_unicode_name_from_key

from r45cli.tui.app import StepApp


def as_text(renderable, width: int, height: int | None = None) -> str:
    console = Console(width=width, height=height, file=io.StringIO(), record=True, color_system=None, legacy_windows=False)
    console.print(renderable)
    return console.export_text()


class Captured(list):
    """What was on show after each step, kept as it was drawn and made text only when a test reads it."""

    def __init__(self, width: int, height: int | None = None) -> None:
        super().__init__()
        self.width, self.height = width, height
        self.texts: dict[int, str] = {}

    def __getitem__(self, index):  # type: ignore[no-untyped-def, override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = index % len(self)
        if index not in self.texts:
            drawn = super().__getitem__(index)
            drawn, (width, height) = drawn if isinstance(drawn, tuple) else (drawn, (self.width, self.height))
            self.texts[index] = as_text(drawn, width, height)
        return self.texts[index]

    def __iter__(self):  # type: ignore[no-untyped-def, override]
        return (self[i] for i in range(len(self)))


async def quiet(pilot) -> None:
    """Let the app run until no widget has a message or an after-refresh call waiting, then paint.

    Textual's pilot.pause() waits for the CPU to idle, 20 ms of wall clock at least; this waits for the work itself:
    pause(0) has every widget handle what was queued when it was called, and the loop repeats while that work queued more
    (a key the app passes to the field in focus, a screen just pushed that lays itself out).
    """
    app = pilot.app
    for _ in range(100):
        await pilot.pause(0)
        pumps = [app, *app.screen.walk_children(with_self=True)]
        if all(p._message_queue.empty() and not p._next_callbacks for p in pumps):
            await pilot.pause(0)
            return
    raise AssertionError("the app never went quiet")


async def press(pilot, *keys: str) -> None:
    """Keys as Textual's pilot.press sends them, each followed by pause(0) instead of its two waits for an idle CPU
    (20 ms of wall clock at least, each): the key is handled, and all it queued, before the next is sent."""
    app = pilot.app
    for key in keys:
        if len(key) == 1 and not key.isalnum():
            key = _character_to_key(key)
        original = REPLACED_KEYS.get(key, key)
        try:
            char: str | None = unicodedata.lookup(_get_unicode_name_from_key(original))
        except KeyError:
            char = key if len(key) == 1 else None
        event = events.Key(key, char)
        event.set_sender(app)
        app._driver.send_message(event)
        await quiet(pilot)


def pane_text(app) -> str:
    """Everything in the state's pane, scrolled out of view or not, as the app draws it."""
    return as_text(app.pane(), 96)  # one column: two start at 100


def stepper(lesson, lang="en", start=None, *, seen=(), predicting=False):
    """A step controller on `lesson`, as `r45 step` makes one, its progress in the test's own folder."""
    from r45cli.session import Session
    from r45cli.stepper import Stepper
    from r45cli.terminal import make_console

    session = Session(lang, lesson, make_console())
    walk = Stepper(session, start or lesson.default, predicting=predicting)
    for sid in seen:
        walk.seen.mark_seen(sid)  # as if seen in an earlier session: saved with the first arrival
    walk.seen_before = frozenset(walk.seen.visited)
    return walk


def drive(lesson, steps, *, lang="en", size=(80, 24), start=None, arrived=None, seen=(), app_class=StepApp,
          predicting=False):
    """Run the app, press `steps` (keys, or callables taking the pilot), and return (app, screens after each step).

    `app.panes` holds the pane's whole content after each step, for what is
    scrolled out of view; `arrived` receives each state the learner arrives at.
    """
    walk = stepper(lesson, lang, start, seen=seen, predicting=predicting)
    if arrived is not None:
        walk.arrived = lambda: arrived.append(walk.current)
    app = app_class(walk)
    screens = Captured(*size)
    panes = app.panes = Captured(96)  # one column: two start at 100

    async def settle(pilot) -> None:
        await quiet(pilot)
        if app._recompute is not None:  # a what-if change waits for a pause in typing: this is the pause
            app.recompute()
            await quiet(pilot)
        screens.append((app.screen._compositor.render_update(full=True), tuple(app.size)))  # drawn at the size it had then
        panes.append(app.pane())

    async def main():
        async with app.run_test(size=size) as pilot:
            await quiet(pilot)
            while not app.ready and app.is_running:  # the numbers come just after the first frame
                await quiet(pilot)
            await settle(pilot)
            for step in steps:
                if callable(step):
                    await step(pilot)
                else:
                    await press(pilot, step)
                await settle(pilot)

    asyncio.run(main())
    return app, screens


def flat(text: str) -> str:
    """The screen with box edges, the list's border and line breaks taken out, to find a sentence that wrapped."""
    pane = (line.split("▕", 1)[-1] for line in text.splitlines())
    return " ".join(part.strip(" │▕╭╮╰╯─▁▂▃▄▅▆▇█") for part in pane)


def squeezed(text: str) -> str:
    """`flat`, and no spaces at all: to find a Chinese sentence that wrapped anywhere."""
    return "".join(flat(text).split())


def value_of(selector, into):
    async def read(pilot):
        into.append(pilot.app.query_one(selector).value)

    return read


def set_value(selector, value):
    async def write(pilot):
        pilot.app.query_one(selector).value = value
        await quiet(pilot)

    return write


def paste(text, selector="#u1"):
    async def send(pilot):
        from textual.events import Paste

        field = pilot.app.query_one(selector)
        field.focus()
        field.post_message(Paste(text))
        await quiet(pilot)

    return send


async def resize_now(pilot, width: int, height: int) -> None:
    """The terminal resized, as Pilot.resize_terminal does it, and the new size handed to the screen at once:
    Textual holds a resize back for 1/120 s of wall clock, to gather a burst of them."""
    app = pilot.app
    size = Size(width, height)
    app._driver._size = size
    app.post_message(events.Resize(size, size))
    await quiet(pilot)
    app._check_resize()
    await quiet(pilot)


def resize(width, height):
    async def to(pilot):
        await resize_now(pilot, width, height)

    return to


def record(probe, into):
    """A step that keeps probe(app) for the test to look at."""

    async def keep(pilot):
        into.append(probe(pilot.app))

    return keep


def window_text(screen: str) -> str:
    """The text inside an overlay's thick frame (█), its wrapped lines joined without spaces."""
    inside = (line[line.find("█") + 1 : line.rfind("█")] for line in screen.splitlines() if line.count("█") >= 2)
    return "".join("".join(inside).translate({ord(c): None for c in "│╭╮╰╯─▀▄▁▂▃▄▅▆▇"}).split())
