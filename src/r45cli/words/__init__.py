"""The interface's sentences, by area (views, commands, step, quiz); `messages.M` gathers them into one namespace.

Each sentence is a Message: zh and en, with `{blanks}` to fill, named by the
attribute it is bound to. A sentence named with its blanks' values, said later
in whichever language is asked (a part of a refusal), is `Said`; names listed
in a sentence are `Listed`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from contextvars import ContextVar

from ..numfmt import DECIMALS
from ..vocab import COMMANDS

HAN_SPACE = re.compile(r"(?<=[\u4e00-\u9fff]) (?=[\u4e00-\u9fff])")  # a space between two Chinese characters
# The root options of the run that says a command, repeated in it ("--states class.yaml"): "r45 test --post" had
# opened the packaged lesson for a class on its own file, and English for a learner who had typed --lang zh. Set
# by Session.open; run.main runs each command in a context of its own, so a run leaves none behind.
AS_RUN: ContextVar[str] = ContextVar("as_run", default="")
COMMAND_SAID = re.compile(rf"\br45 (?=(?:{'|'.join(COMMANDS)})\b)")


def command(*words: str) -> str:
    """A command said as this run was run: `command("step", "--predict")` is "r45 --lang zh step --predict"."""
    return " ".join(w for w in ("r45", AS_RUN.get(), *words) if w)


def as_run(text: str, escaped: bool = False) -> str:
    """Each command a sentence names, with this run's root options (braces doubled, `escaped`, in a template)."""
    given = AS_RUN.get()
    if not given or "r45 " not in text:
        return text
    given = given.replace("{", "{{").replace("}", "}}") if escaped else given
    return COMMAND_SAID.sub(lambda _: f"r45 {given} ", text)


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
            return as_run(text)
        text = as_run(text, escaped=True)
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


class Said:
    """A sentence and its blanks' values, put into words only when a language is asked: a problem (as
    typed.Unreadable), or a part of one filling a blank of another ("(did you mean 'title'?)")."""

    __slots__ = ("message", "values")

    def __init__(self, message: Message, /, **values: object) -> None:
        self.message, self.values = message, values

    def __repr__(self) -> str:
        return f"Said({self.message!r}, {self.values!r})"


ENUMERATION = {"zh": "、", "en": ", "}  # what parts the items of a list in a sentence (never a slash, said "over")
EITHER = {"zh": " 或 ", "en": " or "}  # between items any one of which will do


class Listed:
    """Names one after another in a sentence, as each language parts them: "b0, b1, b2" and "b0、b1、b2"; with
    `between=EITHER`, "learner or course" and "learner 或 course"."""

    __slots__ = ("items", "between")

    def __init__(self, items: Iterable[object], between: dict[str, str] = ENUMERATION) -> None:
        self.items, self.between = tuple(str(item) for item in items), between

    def __call__(self, lang: str) -> str:
        return self.between["zh" if lang == "zh" else "en"].join(self.items)


def _said(value: object, lang: str) -> object:
    """A sentence (a Message), names listed (`Listed`) or a problem (an object with a Message `message` and its
    `values`, as `Said`) in words; anything else as it is."""
    if isinstance(value, (Message, Listed)):
        return value(lang)
    inner = getattr(value, "message", None)
    return inner(lang, **getattr(value, "values", {})) if isinstance(inner, Message) else value
