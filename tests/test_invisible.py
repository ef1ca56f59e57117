"""Invisible characters, by Unicode category: bidi marks, zero-width and tag characters, line separators.

The loader refuses every format character (Cf), U+2028/2029 and the tag
block with the file, the field and the column; every output replaces them
again, so a lesson that bypassed the loader still shows nothing hidden.
"""

from __future__ import annotations

import json
import unicodedata

import pytest
import yamlio
from conftest import STATES, invoke, line_at

from r45cli import controls
from r45cli import lesson as lesson_mod
from r45cli.lesson.model import Bilingual, Note

INVISIBLE = {
    "\u200e": "LEFT-TO-RIGHT MARK",
    "\u200f": "RIGHT-TO-LEFT MARK",
    "\u061c": "ARABIC LETTER MARK",
    "\u2066": "LEFT-TO-RIGHT ISOLATE",
    "\u2069": "POP DIRECTIONAL ISOLATE",
    "\u200b": "ZERO WIDTH SPACE",
    "\u200d": "ZERO WIDTH JOINER",
    "\u2060": "WORD JOINER",
    "\ufeff": "ZERO WIDTH NO-BREAK SPACE",
    "\u00ad": "SOFT HYPHEN",
    "\U000e0001": "LANGUAGE TAG",
    "\U000e0041": "TAG LATIN CAPITAL LETTER A",
    "\ufff9": "INTERLINEAR ANNOTATION ANCHOR",
    "\ufffb": "INTERLINEAR ANNOTATION TERMINATOR",
    "\u2028": "LINE SEPARATOR",
    "\u2029": "PARAGRAPH SEPARATOR",
}
HIDDEN = "".join(INVISIBLE) + "\U000e0000\U000e007f"  # the tag block's ends too, assigned or not


def test_the_rule_is_the_category() -> None:
    """Every Cc but newline and tab, every Cf, Zl and Zp, and the tag block; none of them printable."""
    for code in range(0x110000):
        ch = chr(code)
        rule = unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch not in "\n\t"
        rule = rule or 0xE0000 <= code <= 0xE007F
        assert controls.forbidden(ch) == rule, hex(code)
        assert not (rule and ch.isprintable()), hex(code)  # what the fast path in first_forbidden relies on


@pytest.mark.parametrize("ch", HIDDEN, ids=lambda ch: f"U+{ord(ch):04X}")
def test_each_is_found_and_replaced(ch) -> None:
    text = f"b = {ch}-1.5{ch}\n\tok"
    assert controls.first_forbidden(text) == 4
    assert controls.clean(text) == "b = \ufffd-1.5\ufffd\n\tok"


def test_ordinary_text_passes_untouched() -> None:
    for text in ("z1 = 0.521116", "残差保留了 u3、u4。", "a\u00a0b", "全角\u3000空格", "tab\tand\nnewline", "é ü ß",
                 ""):
        assert controls.first_forbidden(text) is None and controls.clean(text) is text


@pytest.mark.parametrize("ch", list(INVISIBLE), ids=lambda ch: f"U+{ord(ch):04X}")
def test_the_loader_names_file_field_and_column(raw, write_states, ch) -> None:
    raw["states"]["b2"]["notes"][0]["en"] = f"b = {ch}-1.5"
    path = write_states(raw)
    with pytest.raises(lesson_mod.LessonError) as caught:
        lesson_mod.load(path)
    assert caught.value.state == "b2" and caught.value.field == "notes[0].en"
    name = f"U+{ord(ch):04X} ({INVISIBLE[ch]})"
    where = f"{path}: state 'b2': field 'notes[0].en' (list entries counted from 0)"
    kind = "invisible separator" if ch in "\u2028\u2029" else "invisible format character"  # U+2028 is no format
    assert str(caught.value) == f"{where}: {kind} {name} at character 5 of the text: a lesson text is plain text"


def test_a_tag_character_in_a_title_is_one_line_and_exit_2(runner, raw, write_states) -> None:
    raw["title"]["en"] = "R45\U000e0068\U000e0069"  # "hi", hidden
    path = write_states(raw)
    result = invoke(runner, "--states", str(path), "show", "b2")
    assert result.exit_code == 2 and result.stdout == ""
    said = ("invisible format character U+E0068 (TAG LATIN SMALL LETTER H) at character 4 of the text: a lesson text "
            "is plain text")
    assert result.stderr == f"r45: error: {path}:{line_at(path, '  en:')}: field 'title.en': {said}\n"


def _hide(obj):
    """The lesson with every invisible character in every text: as if the loader had been bypassed."""
    if isinstance(obj, (Bilingual, Note)):
        return obj._replace(zh=obj.zh + HIDDEN, en=obj.en + HIDDEN)
    if hasattr(obj, "_replace") and hasattr(obj, "_fields"):
        return obj._replace(**{f: _hide(getattr(obj, f)) for f in obj._fields})
    if isinstance(obj, tuple):
        return tuple(_hide(x) for x in obj)
    if isinstance(obj, dict):
        return {k: _hide(v) for k, v in obj.items()}
    return obj


@pytest.fixture
def hidden(monkeypatch):
    lesson = _hide(lesson_mod.load(STATES))
    monkeypatch.setattr(lesson_mod, "load", lambda *args, **kwargs: lesson)
    return lesson


def _none_left(text: str, where) -> None:
    left = sorted({f"U+{ord(ch):04X}" for ch in text if controls.forbidden(ch)})
    assert left == [], where


@pytest.mark.parametrize(
    "command",
    [
        ["show", "b2"],
        ["show", "b3", "--plain"],
        ["list"],
        ["lab", "--zero-ffn"],
        ["export", "all", "-f", "md"],
        ["export", "all", "-f", "html"],
        ["export", "all", "-f", "svg", "--page"],
    ],
    ids=" ".join,
)
def test_no_output_carries_one(runner, hidden, command) -> None:
    result = invoke(runner, *command)
    assert result.exit_code == 0, result.stderr
    _none_left(result.stdout + result.stderr, command)
    assert "\ufffd" in result.stdout  # where they were, something visible


@pytest.mark.parametrize("command", [["show", "b2", "--json"], ["list", "--json"]], ids=" ".join)
def test_json_carries_none_either(runner, hidden, command) -> None:
    result = invoke(runner, *command)
    assert result.exit_code == 0
    _none_left(result.stdout, command)
    assert HIDDEN in json.dumps(json.loads(result.stdout), ensure_ascii=False)  # escaped, not lost: JSON is data


def test_the_course_lesson_has_none() -> None:
    text = STATES.read_text(encoding="utf-8")
    assert controls.first_forbidden(text) is None
    assert yamlio.load(text)["version"] == 1


def test_json_keeps_the_text_as_escapes() -> None:
    text = "b = \u200f-1.5 \U000e0041 \u2028"
    written = controls.json_escaped(json.dumps({"t": text}, ensure_ascii=False))
    assert json.loads(written) == {"t": text} and controls.first_forbidden(written) is None
    assert "\\u200f" in written and "\\udb40\\udc41" in written
