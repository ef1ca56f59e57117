"""The interface's own words: both languages, the same blanks, language detection."""

import pathlib
import re
import string

import pytest

from r45cli.messages import M, Message, detect_lang, every_message, say

SOURCE = "".join(p.read_text() for p in pathlib.Path(__file__).parent.parent.joinpath("src", "r45cli").rglob("*.py")
                 if p.name != "messages.py")


@pytest.mark.parametrize("message", every_message(), ids=lambda m: m.name)
def test_both_languages_have_the_same_blanks(message: Message) -> None:
    assert message.zh.strip() and message.en.strip()
    fields = lambda text: sorted({f for _, f, _, _ in string.Formatter().parse(text) if f})  # noqa: E731
    assert fields(message.zh) == fields(message.en)


def test_every_message_is_said_somewhere() -> None:
    said = set(re.findall(r"\bM\.(\w+)", SOURCE))
    unused = [m.name for m in every_message() if m.name not in said]
    assert not unused


def test_no_name_is_given_to_two_messages() -> None:
    """`predict_asked` written twice in one class kept only the second ("Step {i} of {n} · {ask}"), and the first
    one's sentence failed at run time for want of an `i`: a name binds one message, in its class and across the
    classes `M` gathers."""
    import ast
    from collections import Counter

    words = pathlib.Path(__file__).parent.parent.joinpath("src", "r45cli", "words")
    names = [target.id for path in sorted(words.glob("*.py")) for cls in ast.walk(ast.parse(path.read_text()))
             if isinstance(cls, ast.ClassDef) for line in cls.body if isinstance(line, ast.Assign)
             and isinstance(line.value, ast.Call) and getattr(line.value.func, "id", "") == "Message"
             for target in line.targets if isinstance(target, ast.Name)]
    assert len(names) > 900 and [name for name, n in Counter(names).items() if n > 1] == []


def test_a_message_knows_its_name() -> None:
    assert M.quiz_score.name == "quiz_score" and repr(M.quiz_score) == "M.quiz_score"


@pytest.mark.parametrize(
    ("env", "lang"),
    [({"LANG": "zh_CN.UTF-8"}, "zh"), ({"LC_ALL": "zh_TW"}, "zh"), ({"LANG": "en_US.UTF-8"}, "en"),
     ({"LANG": "C"}, "en"), ({}, "en"), ({"LC_ALL": "de_DE", "LANG": "zh_CN"}, "en")],
)
def test_detect_lang(env, lang) -> None:
    assert detect_lang(env) == lang


def test_say_fills_blanks() -> None:
    assert say(M.quiz_score, "en", right=2, total=3) == "Score: 2 of 3"
    assert say(M.quiz_score, "zh", right=2, total=3) == "得分：2（满分 3）"


def test_no_sentence_writes_the_number_of_decimals_itself() -> None:
    """The decimals numbers are written to are numfmt's: a sentence says `{decimals}`, which `say` fills in."""
    from r45cli import numfmt

    digit = str(numfmt.DECIMALS)
    written = [m.name for m in every_message() for text in (m.zh, m.en)
               if re.search(rf"\b{digit} (decimals|位)|give all {digit}\b|answers are to {digit}\b", text)]
    assert not written
    worked = "worked out (zeros added on may not be right)."  # and "1 of", never "1 decimals"
    assert say(M.grade_short, "en", n=3) == f"You gave 3 of {digit} decimals; give all {digit}, {worked}"
    assert say(M.grade_short, "en", n=1) == f"You gave 1 of {digit} decimals; give all {digit}, {worked}"


def test_what_was_typed_is_quoted_as_each_language_quotes_it_and_stays_escaped() -> None:
    """zh read "'--' 不是一个数。" in a program's quotes, beside “ ” everywhere else; a control character typed stays
    an escape in both languages."""
    assert say(M.typed_not_number, "zh", text="--") == "“--”不是一个数"
    assert say(M.typed_not_number, "en", text="--") == "'--' is not a number"
    assert say(M.step_unknown, "zh", key="x\x1b[2J").startswith("不认识“x\\x1b[2J”。")


def test_a_chinese_list_of_states_is_parted_by_the_enumeration_comma(lesson) -> None:
    """zh read "但 b0–b1, b3 还没看过" with a program's comma."""
    from r45cli.view.step import path_end

    said = " ".join(b.text for b in path_end(lesson, "b5", {"b2", "b4", "b5"}, "zh") if hasattr(b, "text"))
    assert "b0–b1、b3 还没看过" in said
