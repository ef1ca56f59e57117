"""The interface's own words: both languages, the same blanks, language detection."""

import re
import string

import pytest

from r45cli.messages import MESSAGES, detect_lang, say


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_both_languages_have_the_same_blanks(key) -> None:
    zh, en = MESSAGES[key]
    assert zh.strip() and en.strip()
    fields = lambda text: sorted({f for _, f, _, _ in string.Formatter().parse(text) if f})  # noqa: E731
    assert fields(zh) == fields(en), key


def test_every_key_is_used() -> None:
    import pathlib

    source = "".join(p.read_text() for p in pathlib.Path(__file__).parent.parent.joinpath("src", "r45cli").rglob("*.py") if p.name != "messages.py")
    dynamic = {"scope.across", "scope.within", "after.quiz", "after.why", "after.lab"}  # looked up as f"scope.{scope}", f"after.{name}"
    unused = [k for k in MESSAGES if k not in dynamic and f'"{k}"' not in source and f"'{k}'" not in source]
    assert not unused


@pytest.mark.parametrize(
    ("env", "lang"),
    [({"LANG": "zh_CN.UTF-8"}, "zh"), ({"LC_ALL": "zh_TW"}, "zh"), ({"LANG": "en_US.UTF-8"}, "en"), ({"LANG": "C"}, "en"), ({}, "en"), ({"LC_ALL": "de_DE", "LANG": "zh_CN"}, "en")],
)
def test_detect_lang(env, lang) -> None:
    assert detect_lang(env) == lang


def test_say_fills_blanks() -> None:
    assert say("quiz_score", "en", right=2, asked=3) == "Score: 2/3"
    assert re.search("2/3", say("quiz_score", "zh", right=2, asked=3))
