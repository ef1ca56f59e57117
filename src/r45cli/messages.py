"""The tool's own words (labels, prompts, errors) in zh and en.

The lesson's texts live in states.yaml; these are only the interface around
them. Each sentence is an attribute of `M`, so whoever produces one (a check,
a lab fact, a refusal) names it as `M.chk_printed` and a misspelt name fails
at once; only the views turn it into words, with `say(M.chk_printed, lang,
**values)`, which picks the language and fills the blanks.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence

from .words import EITHER, ENUMERATION, Message
from .words.commands import CommandWords
from .words.exercises import ExerciseWords
from .words.exports import ExportWords
from .words.help import HelpWords
from .words.lesson import LessonWords
from .words.lesson_parts import LessonPartWords
from .words.plain import PlainWords, SpokenWords, VerifyWords
from .words.practice import PracticeWords
from .words.quiz import QuizWords
from .words.runs import RunWords
from .words.slips import SlipWords
from .words.step import StepWords
from .words.views import ViewWords

__all__ = ["LANGS", "M", "Message", "colon", "detect_lang", "every_message", "lang_code", "lang_from_env", "say"]

LANGS = ("zh", "en")  # the languages of every text, the lesson's and the interface's

LANG_ENV = "R45_LANG"
LOCALE_ENVS = ("LC_ALL", "LC_MESSAGES", "LANG")


class M(ViewWords, CommandWords, StepWords, QuizWords, SlipWords, PracticeWords, RunWords, ExerciseWords, HelpWords,
        ExportWords, PlainWords, SpokenWords, VerifyWords, LessonWords, LessonPartWords):
    """Every sentence of the interface, by name: `say(M.quiz_right, lang)`. Each area keeps its own in words/."""


def say(message: Message, lang: str, /, **values: object) -> str:
    return message(lang, **values)


def every_message() -> list[Message]:
    return [m for cls in M.__mro__ for m in vars(cls).values() if isinstance(m, Message)]


def colon(lang: str) -> str:
    """The colon that joins a label to its text: full width in Chinese."""
    return "：" if lang == "zh" else ": "


def comma(lang: str) -> str:
    """The comma between clauses: full width in Chinese."""
    return "，" if lang == "zh" else ", "


def enumeration(lang: str) -> str:
    """What separates the items of a list in a sentence: 、 in Chinese (never a slash, said "over" aloud)."""
    return ENUMERATION["zh" if lang == "zh" else "en"]


def either(items: Iterable[str], lang: str) -> str:
    """Values any one of which is right, each beside the next: "0.232066 or 0.232067" (no comma inside a cell)."""
    return EITHER["zh" if lang == "zh" else "en"].join(items)


def alternatives(items: Sequence[str], lang: str) -> str:
    """Choices any one of which will do, in words ("Enter, n or next"; "Enter、n 或 next"): a slash is said "over"."""
    if len(items) < 2:
        return "".join(items)
    return either((enumeration(lang).join(items[:-1]), items[-1]), lang)


def together(items: Sequence[str], lang: str) -> str:
    """Items all of which hold, in words ("eps, gamma and beta"; "eps、gamma、beta")."""
    if lang == "zh" or len(items) < 2:
        return enumeration(lang).join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def sentences(parts: Iterable[str], lang: str) -> str:
    """Whole sentences one after another: a space between them in English, none after a Chinese 。."""
    return ("" if lang == "zh" else " ").join(parts)


ENDS = (".", "?", "!", "。", "？", "！")  # what ends a sentence, in either language


def full_stop(text: str, lang: str) -> str:
    """`text` ended as a sentence, where it is not already: speech runs a line on into the next without one."""
    return text if text.endswith(ENDS) else text + ("。" if lang == "zh" else ".")


def dash(lang: str) -> str:
    """What sets a label off from text that has colons of its own: an em dash, doubled in Chinese."""
    return "——" if lang == "zh" else " — "


def semicolon(lang: str) -> str:
    """What separates whole parts of a sentence: full width in Chinese."""
    return "；" if lang == "zh" else "; "


def detect_lang(env: Mapping[str, str] | None = None) -> str:
    """The language from the locale: zh* means zh, anything else en."""
    env = os.environ if env is None else env
    for var in LOCALE_ENVS:
        value = env.get(var)
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


def lang_code(value: str) -> str | None:
    """zh or en from a language written as a user might: zh, ZH, zh_CN, zh-Hans, en_US.UTF-8; None if neither."""
    head = value.strip().lower().replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
    return head if head in LANGS else None


def lang_from_env(env: Mapping[str, str] | None = None) -> tuple[str, str | None]:
    """The language: $R45_LANG when it names zh or en, else the locale; and $R45_LANG when it did not."""
    env = os.environ if env is None else env
    wanted = env.get(LANG_ENV, "")
    if wanted.strip():
        code = lang_code(wanted)
        if code is not None:
            return code, None
        return detect_lang(env), wanted
    return detect_lang(env), None
