"""The interface's sentences, by area (views, commands, step, quiz); `messages.M` gathers them into one namespace.

Each sentence is a Message: zh and en, with `{blanks}` to fill, named by the
attribute it is bound to.
"""

from __future__ import annotations

import re

from ..numfmt import DECIMALS

HAN_SPACE = re.compile(r"(?<=[\u4e00-\u9fff]) (?=[\u4e00-\u9fff])")  # a space between two Chinese characters
QUOTED = re.compile(r"\{(\w+)!r\}")  # what was typed, quoted: in Chinese “--”, as repr escapes it, not '--'


class Message:
    """One sentence of the interface in zh and en, with `{blanks}` to fill; named by its attribute of `M`."""

    __slots__ = ("zh", "en", "name")

    def __init__(self, zh: str, en: str) -> None:
        self.zh, self.en, self.name = zh, en, ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __call__(self, lang: str, /, **values: object) -> str:
        """The sentence in `lang`, blanks filled; a blank holding a problem (something with its own
        `message` and `values`, as typed.Unreadable) is filled with that problem, said in `lang` too. `{decimals}`
        is always the decimals numbers are written to."""
        text = self.zh if lang == "zh" else self.en
        if not values and "{decimals}" not in text:
            return text
        filled = {"decimals": DECIMALS, **{k: _said(v, lang) for k, v in values.items()}}
        if lang != "zh":
            return text.format(**filled)
        for name in QUOTED.findall(text):
            value = filled[name]
            filled[name] = f"“{repr(value)[1:-1]}”" if isinstance(value, str) else repr(value)
        return HAN_SPACE.sub("", QUOTED.sub(r"{\1}", text).format(**filled))  # never "其余部分 的"

    def __repr__(self) -> str:
        return f"M.{self.name}"

    def __str__(self) -> str:  # a sentence is said in a language: str() of one printed "M." where words belonged
        raise TypeError(f"{self!r} is put into words for a language (messages.say), never by str()")


def _said(value: object, lang: str) -> object:
    """A sentence (a Message) or a problem (an object with a Message `message` and its `values`) in words; anything
    else as it is."""
    if isinstance(value, Message):
        return value(lang)
    inner = getattr(value, "message", None)
    return inner(lang, **getattr(value, "values", {})) if isinstance(inner, Message) else value
