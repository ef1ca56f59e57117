"""A lesson file refused in Chinese: every refusal of the loader, frame and fragments, said in the session's language.

An instructor who asked for zh read `r45：错误：m.yaml: state 'b2': field 'titel': unknown key 'titel' (did you mean
'title'?)`: only the prefix was Chinese. What the file says (an id, a key, a text as typed, a field's path) and
PyYAML's own account of a problem stay as written, quoted “…”; every word r45 writes itself is Chinese.
"""

from __future__ import annotations

import copy
import datetime
import re
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import yamlio
from conftest import STATES, invoke, line_at
from test_lesson import BROKEN

from r45cli.lesson import LessonError, load
from r45cli.lesson import vocabulary as vocab
from r45cli.lesson.schema import KEYS
from r45cli.session import Options, Session
from r45cli.status import BadInput

if TYPE_CHECKING:
    from r45cli.messages import Message

SHIPPED = STATES.read_text(encoding="utf-8")


def _many(key: str, n: int) -> Callable[[dict], None]:
    return lambda r: r["states"]["b2"].update({key: [copy.deepcopy(r["states"]["b2"]["notes"][0]) for _ in range(n)]})


def _question(where: str, i: int, **changes: object) -> Callable[[dict], None]:
    return lambda r: r["states"]["b0"][where][i].update(changes)


# Refusals BROKEN (test_lesson.py) does not make: a kind of refusal each, with its fragments (kind_of, near misses,
# the decimal comma…). name: an edit of the shipped lesson's data.
MORE: dict[str, Callable[[dict], object]] = {
    "unknown key, a near miss": lambda r: r["states"]["b0"].update(hightlight=r["states"]["b0"].pop("highlight")),
    "unknown key, no near miss": lambda r: r.update(extra=1),
    "a zero-width space": lambda r: r["states"]["b1"]["title"].update(en="W2\u200b projects"),
    "notes of nothing": lambda r: r["states"]["b2"].update(notes=None),
    "given not a list": _question("quiz", 0, given="u"),
    "groups not a list": lambda r: r.update(groups="recompute"),
    "order not a list": lambda r: r.update(order="b0"),
    "options not a list": lambda r: r["states"]["b0"]["quiz"][2].update(options="yes or no"),
    "shows not a list": lambda r: r["states"]["b0"].update(shows="vectors"),
    "the diagram not a list": lambda r: r.update(diagram="x"),
    "quiz not a list": lambda r: r["states"]["b0"].update(quiz="what?"),
    "skills not a list": lambda r: r.update(skills="widen"),
    "sublayers not a list": lambda r: r.update(sublayers="ffn"),
    "details not a list": lambda r: r["reference"].update(details="see the paper"),
    "a residual from later": lambda r: r["diagram"][3].update(adds="z"),
    "the hidden layer too wide": lambda r: r["example"].update(b1=[0.0] * 1025),
    "a part in two sublayers": lambda r: r["sublayers"][1].update(parts=["wo", "add1"]),
    "a sublayer's parts apart": lambda r: r["sublayers"][2].update(parts=["w1", "w2"]),
    "a skill no question exercises": lambda r: r["skills"].append({**r["skills"][1], "id": "spare", "slips": []}),
    "a note not a mapping": lambda r: r["states"]["b2"]["notes"].__setitem__(0, "a note"),
    "the example not a mapping": lambda r: r.update(example=[1]),
    "states not a mapping": lambda r: r.update(states=[1]),
    "a number for a text": lambda r: r["reference"].update(title=42),
    "a text too long": lambda r: r["states"]["b1"]["title"].update(en="x" * 2001),
    "a control character": lambda r: r["states"]["b1"]["title"].update(en="W2 \aprojects"),
    "a line separator": lambda r: r["states"]["b1"]["title"].update(en="W2 \u2028projects"),
    "a number for an id": lambda r: r.update(default=7),
    "not an id": lambda r: r.update(default="7up"),
    "true for an id": lambda r: r.update(default=True),
    "a date for an id": lambda r: r.update(default=datetime.date(2017, 6, 12)),
    "notes not a list": lambda r: r["states"]["b2"].update(notes="some notes"),
    "too many notes": _many("notes", 33),
    "a decimal comma in a text": lambda r: r["example"]["u"].__setitem__(0, "1,170705"),
    "numbers apart with semicolons": lambda r: r["example"]["u"].__setitem__(0, "1; 2; 3"),
    "a list for a number": lambda r: r["example"]["u"].__setitem__(0, [1]),
    "a number past a float": lambda r: r["example"]["u"].__setitem__(0, 10**309),
    "infinite": lambda r: r["example"]["u"].__setitem__(0, float("inf")),
    "a vector not a list": lambda r: r["example"].update(b2="zero"),
    "a vector too long, a decimal comma": lambda r: r["example"].update(b2=[0.5, 0, 0, 0, 25]),
    "a vector empty": lambda r: r["example"].update(u=[]),
    "a matrix not a list": lambda r: r["example"].update(W2=3),
    "a matrix empty": lambda r: r["demo"].update(W_O=[]),
    "every row too long": lambda r: r["example"].update(W2=[[*row, 0] for row in r["example"]["W2"]]),
    "a row with a decimal comma": lambda r: r["example"]["W2"].__setitem__(0, [0.5, 0, 0, 0, 25]),
    "past the texts budget": lambda r: [s.update(notes=[{"zh": "残" * 2000, "en": "r" * 2000}] * 32)
                                        for s in r["states"].values()],
    "past the numbers budget": lambda r: r["example"].update(u=[0.5] * 64, b1=[0.0] * 1024,
                                                             W1=[["x"] * 1024] * 64),
    "version 7": lambda r: r.update(version=7),
    "version in quotes": lambda r: r.update(version="1"),
    "order empty": lambda r: r.update(order=[]),
    "order twice": lambda r: r["order"].append("b1"),
    "order short": lambda r: r["order"].remove("b5"),
    "two ids differing in case": lambda r: r["states"].__setitem__("B1", r["states"]["b1"]),
    "the model too wide": lambda r: r["example"].update(u=[0.5] * 65),
    "no groups": lambda r: r.update(groups=[]),
    "a group's id twice": lambda r: r["groups"][1].update(id="recompute"),
    "a group of no state": lambda r: r["groups"][1].update(states=[]),
    "a state in two groups": lambda r: r["groups"][1]["states"].append("b0"),
    "no parts": lambda r: r.update(diagram=[]),
    "an unknown scope": lambda r: r["diagram"][1].update(scope="everywhere"),
    "an unknown width": lambda r: r["diagram"][1].update(width="huge"),
    "a part twice": lambda r: r["diagram"].append(dict(r["diagram"][0])),
    "a sublayer of no part": lambda r: r["sublayers"][0].update(parts=[]),
    "W1 transposed": lambda r: r["example"].update(W1=[list(c) for c in zip(*r["example"]["W1"])]),
    "W1 a row short": lambda r: r["example"]["W1"].pop(),
    "u a number long": lambda r: r["example"].update(u=[1.170705, 0.649589, -0.385419, -1.434875, 0.5]),
    "b1 a number short": lambda r: r["example"]["b1"].pop(),
    "too many positions": lambda r: r["demo"].update(x=[[0.0] * 4] * 17),
    "heads not a list": lambda r: r["demo"].update(heads={"Wq": 1}),
    "too many heads": lambda r: r["demo"].update(heads=[r["demo"]["heads"][0]] * 9),
    "a head too wide": lambda r: r["demo"]["heads"][0].update(bq=[0.0] * 65),
    "next after the last": lambda r: r["states"]["b5"].update(next="b0"),
    "a group disagreeing": lambda r: r["states"]["b1"].update(group="explain"),
    "a note about nothing known": lambda r: r["states"]["b0"]["notes"][0].update(about="everything"),
    "a question not a mapping": lambda r: r["states"]["b0"]["quiz"].__setitem__(0, "what?"),
    "an unknown kind": _question("quiz", 0, kind="essay"),
    "cannot give": _question("quiz", 0, given=["u", "Wq"]),
    "not a computed quantity": _question("quiz", 1, answer="q9"),
    "a tolerance too tight": _question("quiz", 1, tolerance=1e-9),
    "an unknown set": _question("quiz", 0, answer="all_of_them"),
    "one option": lambda r: r["states"]["b0"]["quiz"][2]["options"].pop(),
    "an option number in quotes": _question("quiz", 2, answer="2"),
    "a panel not shown": _question("quiz", 2, panel="layernorm"),
    "a panel without of": lambda r: r["states"]["b0"]["shows"].__setitem__(0, {"panel": "vectors"}),
    "a panel that takes nothing": lambda r: r["states"]["b0"]["shows"][2].update(of=["u"]),
    "past the questions budget": lambda r: [s.update(quiz=[r["states"]["b2"]["quiz"][0]] * 32,
                                                     predict=[r["states"]["b2"]["quiz"][0]] * 32)
                                            for s in r["states"].values()],
    "an unknown slip": lambda r: r["skills"][1].update(slips=["relu_forgotten", "sign_lost"]),
    "claim not true or false": lambda r: r["skills"][3].update(claim="yes please"),
    "a skill twice": lambda r: r["skills"].append(dict(r["skills"][0])),
    "a slip in two skills": lambda r: r["skills"][2].update(slips=["w2_transposed", "relu_forgotten"]),
    "a chain skill unlisted": lambda r: r["chain"].update(skills=["blok"]),
    "a chain of no state": lambda r: r["chain"].update(states=[]),
    "a chain state with nothing to compute": lambda r: r["chain"]["states"].append("b3"),
    "a chain giving Wq": lambda r: r["chain"].update(given=["u", "Wq"]),
    "a card without a hint": lambda r: r["chain"].pop("hint"),
    "not a claim": lambda r: r["states"]["b0"].update(claims=["h3 is zero"]),
    "a claim of W2 past its rows": lambda r: r["states"]["b0"].update(claims=["W2[7,1] = 0"]),
    "a claim of eps[1]": lambda r: r["states"]["b0"].update(claims=["eps[1] = 0"]),
    "a claim of b2[9]": lambda r: r["states"]["b0"].update(claims=["b2[9] = 0"]),
    "a claim of mean(q)": lambda r: r["states"]["b0"].update(claims=["mean(q) = 0"]),
    "a claim of no name": lambda r: r["states"]["b0"].update(claims=["q9 = 0"]),
    "a claim of no value": lambda r: r["states"]["b0"].update(claims=["h3 = zero"]),
    "the file empty": lambda r: None,  # the data itself: None
}


def _first_u(spelling: str) -> Callable[[str], str]:
    return lambda text: text.replace("  u: [1.170705,", f"  u: [{spelling},", 1)


# Refusals made by the file's text itself, before any field is read: YAML that cannot be read, and what r45 says
# of it. name: an edit of the shipped file's text.
TEXTS: dict[str, Callable[[str], str]] = {
    "a key at the wrong depth": lambda t: t.replace("\n        en: ", "\n       en: ", 1),
    "a tab": lambda t: t.replace("\n  b2: [0, 0, 0, 0]", "\n\tb2: [0, 0, 0, 0]", 1),
    "a minus sign and a space": _first_u("- 1.170705"),
    "a key twice": lambda t: t.replace("default: b4\n", "default: b4\ndefault: b5\n", 1),
    "two keys YAML reads alike": lambda t: t.replace("\n  b0:\n", "\n  on:\n", 1).replace("\n  b1:\n", "\n  yes:\n", 1),
    "an anchor twice": lambda t: t.replace("- *setting", "- &setting {zh: 再, en: again}", 1),
    "a key glued to its value": lambda t: t.replace("    highlight: [w2]", "    highlight:[w2]"),
    "a colon in a text": lambda t: t.replace('      en: "Widen to six channels, then ReLU zeroes the negatives"',
                                             "      en: Widen: then ReLU", 1),
    "a colon in a flow mapping": lambda t: t.replace('en: "Recompute step by step"', "en: Recompute: step by step"),
    "an alias of nothing": lambda t: t.replace("  b2: [0, 0, 0, 0]", "  b2: *zeros", 1),
    "a number of 4,301 digits": _first_u("1" * 4301),
    "YAML 1.1 octal": _first_u("010"),
    "YAML 1.1 base 60": _first_u("1:30"),
    "YAML 1.1 underscore": _first_u("1_000"),
    "YAML 1.1 binary": _first_u("0b11"),
    "a python tag": lambda t: t.replace("default: b4", "default: !!python/name:os.system", 1),
    "a key YAML reads as false": lambda t: t.replace("{panel: matrix, of: [W2]}", "{panel: matrix, off: [W2]}"),
    "a state id YAML reads as true": lambda t: t.replace("\n  b0:\n", "\n  yes:\n", 1),
    "the order's first id off": lambda t: t.replace("order: [b0,", "order: [off,"),
    "not UTF-8": lambda t: t.replace("default: b4", "default: b\udcff4"),
    "a control byte pasted in": lambda t: t.replace('en: "Widen to six', 'en: "\x1bWiden to six', 1),
    "nested too deeply": lambda t: "x: " + "[" * 500 + "]" * 500 + "\n",
    "an alias bomb": lambda t: "bomb:\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"  a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 8)) + t,
}


FILES: dict[str, Callable[[Path], Path]] = {  # paths that are no lesson file
    "no such file": lambda folder: folder / "nope.yaml",
    "a folder": lambda folder: folder,
    "a device": lambda folder: Path("/dev/zero"),
    "too large": lambda folder: _written(folder / "large.yaml", "#" * 2_000_001),
}
CASES = {**{f"broken: {case}": "broken" for case in BROKEN}, **{f"more: {case}": "more" for case in MORE},
         **{f"text: {case}": "text" for case in TEXTS}, **{f"file: {case}": "file" for case in FILES}}


def _written(path: Path, data: object) -> Path:
    if isinstance(data, str):
        path.write_bytes(data.encode("utf-8", "surrogateescape"))  # a lone surrogate: a byte no UTF-8 holds
    else:
        path.write_text(yamlio.dump(data, allow_unicode=True, sort_keys=False) if data is not None else "",
                        encoding="utf-8")
    return path


def broken_path(folder: Path, case: str) -> tuple[Path, set[str]]:
    """The broken lesson file `case` names (CASES), written in `folder`, and the ids it gives (`ids`)."""
    where, name = case.split(": ", 1)
    if where == "file":
        return FILES[name](folder), ids(yamlio.shipped())
    if where == "text":
        edited = TEXTS[name](SHIPPED)
        assert edited != SHIPPED, case
        return _written(folder / "states.yaml", edited), ids(yamlio.shipped())
    raw = yamlio.shipped()
    (BROKEN[name][0] if where == "broken" else MORE[name])(raw)
    return _written(folder / "states.yaml", None if name == "the file empty" else raw), ids(raw)


def ids(raw: dict) -> set[str]:
    """The ids a lesson's data gives its states, groups, parts, sublayers and skills: said as written, unquoted in a
    list of them."""
    listed = [raw.get(part) for part in ("groups", "diagram", "sublayers", "skills")]
    states = raw.get("states")
    return {*(states if isinstance(states, dict) else ()), *(str(item["id"]) for items in listed
                                                             if isinstance(items, list) for item in items
                                                             if isinstance(item, dict) and "id" in item)}


def said_by_session(path: Path, lang: str) -> str:
    """The line a command says of the lesson file at `path`, as Session.open (every command's) says it."""
    with pytest.raises(BadInput) as refused:
        Session.open(Options(lang=lang, states=str(path)))
    return str(refused.value)


# Latin words a Chinese refusal may hold outside quotes: the names the file itself uses (its keys, its vocabulary,
# the shipped lesson's ids), YAML's own words, and formula names; a word in capitals is an acronym (YAML, UTF) or
# a character's Unicode name (LINE SEPARATOR).
FILE_NAMES = {
    *(key for keys in KEYS.values() for key in (*keys.required, *keys.optional)),
    *vocab.PANEL_KINDS, *vocab.STATS, *vocab.SLIPS, *vocab.QUIZ_SETS, *vocab.QUIZ_KINDS, *vocab.GIVEN_NAMES,
    *vocab.DRAWABLE, *vocab.SCOPES, *vocab.PART_ROLES, *vocab.PART_WIDTHS, *vocab.NOTE_ABOUT, *vocab.LAB_EXPERIMENTS,
    *vocab.LN_SETTINGS, *vocab.PRINTED_STAGES, *(name for pair in vocab.HEAD_FIELDS for name in pair),
    "var", "http", "https", "true", "false", "yes", "off", "nan", "inf", "ReLU", "LayerNorm",
}
QUOTED = re.compile(r"“[^”]*”|[*&][\w-]+")  # what the file says (an alias or anchor: its name), PyYAML's words
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


def english_words(line: str, path: Path, given: Collection[str] = ()) -> list[str]:
    """The English words (3 letters or more) of a Chinese line r45 wrote itself: none outside the file's path, what
    is quoted (the file's own text, PyYAML's words), the names any lesson file uses and the ids this one `given`."""
    rest = QUOTED.sub("", line.replace(str(path), ""))
    return [word for word in WORD.findall(rest) if sum(ch.isalpha() for ch in word) >= 3
            and word not in FILE_NAMES and word not in given and not word.isupper()]


CHINESE = "\u3000-\u303f\u4e00-\u9fff\uff01-\uff60"  # Han, CJK punctuation, full-width forms
HALF_AFTER_CHINESE = re.compile(rf"[{CHINESE}][:,;]|^[:,;]")


def test_the_check_finds_english_where_there_is_some(tmp_path) -> None:
    """The check can fail: the English line of today's r45, where zh was asked, is full of English words."""
    path = tmp_path / "m.yaml"
    line = f"r45：错误：{path}: state 'b2': field 'titel': unknown key 'titel' (did you mean 'title'?)"
    assert {"state", "field", "unknown", "key", "did", "you"} <= set(english_words(line, path))
    assert english_words(f"{path}：状态“b2”：字段“titel”：未知的键“titel”（是不是想写“title”？）", path) == []
    assert HALF_AFTER_CHINESE.search("状态: b2") and HALF_AFTER_CHINESE.search("有误,") and \
        not HALF_AFTER_CHINESE.search("next: “b3”")


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_refusal_is_said_in_chinese(tmp_path, case) -> None:
    """Each kind of refusal (a broken file of each), said as a command says it with --lang zh: no English word r45
    wrote itself, no half-width colon or comma after a Chinese character."""
    path, given = broken_path(tmp_path, case)
    said = said_by_session(path, "zh")
    assert english_words(said, path, given) == [], said
    assert re.match(rf"{re.escape(str(path))}(:\d+)?：", said), said  # the line where a field is named
    assert not HALF_AFTER_CHINESE.search(re.sub(rf"^{re.escape(str(path))}(:\d+)?", "", said)), said


# Sentences no broken file here makes: a file r45 may not read (root reads any), YAML's error with no place or no
# account, an error PyYAML raises unmarked, and a YAML value of a type no safe loader makes
UNMADE = {"lesson_unreadable", "yaml_invalid", "yaml_invalid_kind", "yaml_unreadable", "lesson_kind_other"}


def _sentences(value: object) -> Iterator[Message]:
    """The sentences a refusal's value says: itself, a Said's and a Said's values', in turn."""
    from r45cli.messages import Message
    from r45cli.words import Said

    if isinstance(value, Message):
        yield value
    if isinstance(value, Said):
        yield value.message
        for inner in value.values.values():
            yield from _sentences(inner)


def test_every_sentence_of_a_refusal_is_made_by_some_case(tmp_path) -> None:
    """Each sentence of the loader's words is said by a broken file above (but UNMADE's): a refusal added later comes
    with a broken file that makes it, and is held to Chinese by the test above."""
    from r45cli.lesson import parse
    from r45cli.lesson.fields import _counted
    from r45cli.messages import M, Message
    from r45cli.words import Said
    from r45cli.words.lesson import LessonWords
    from r45cli.words.lesson_parts import LessonPartWords

    said: set[str] = set()
    for case in CASES:
        where, name = case.split(": ", 1)
        with pytest.raises(LessonError) as refused:
            if where in ("broken", "more") and name != "the file empty":  # the data, without YAML: 10 times as fast
                raw = yamlio.shipped()
                (BROKEN[name][0] if where == "broken" else MORE[name])(raw)
                parse(raw, "m.yaml")
            else:
                folder = tmp_path / re.sub(r"\W+", "-", case)
                folder.mkdir()
                load(broken_path(folder, case)[0])
        error = refused.value
        frame = [Said(M.lesson_state)] if error.state else []
        frame += [Said(M.lesson_field, counted=_counted(error.field))] if error.field else []
        said.update(m.name for value in (error.said, *error.values.values(), *frame) for m in _sentences(value))
    words = {m.name for cls in (LessonWords, LessonPartWords) for m in vars(cls).values() if isinstance(m, Message)}
    assert (sorted(words - said - UNMADE), sorted(UNMADE - (words - said))) == ([], [])


def _cli_line(runner, path: Path) -> str:
    result = invoke(runner, "--lang", "zh", "--states", str(path), "show")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1
    return result.stderr


@pytest.mark.parametrize(("edit", "said", "at"), [
    (lambda r: r["states"]["b2"].update(titel=r["states"]["b2"].pop("title")),
     "状态“b2”：字段“titel”：未知的键“titel”（是不是想写“title”？）", "    titel:"),
    (lambda r: r["example"]["W1"][1].pop(),
     "字段“example.W1”：形状应为 4 行 6 列，但第 2 行（共 4 行）有 5 个数", "  - - 0"),
    (lambda r: r.update(default="b7"),
     "字段“default”：未知的状态“b7”（现有状态：b0、b1、b2、b3、b4、b5）", "default: b7"),
], ids=["unknown key", "a matrix row", "unknown default"])
def test_the_commonest_mistakes_word_for_word(runner, raw, write_states, edit, said, at) -> None:
    edit(raw)
    path = write_states(raw)
    assert _cli_line(runner, path) == f"r45：错误：{path}:{line_at(path, at)}：{said}\n"  # the line, for an editor


def test_an_entry_is_counted_from_1_in_chinese_too(runner, raw, write_states) -> None:
    raw["example"]["W2"][0][0] = 1e300
    path = write_states(raw)
    assert _cli_line(runner, path) == (f"r45：错误：{path}:{line_at(path, '  W2:') + 1}：字段“example.W2[0][0]”"
                                       "（第 1 行第 1 列）：1e+300 太大：这里的数要在 ±1e+06 以内\n")


def test_pyyamls_own_words_are_quoted_in_a_chinese_sentence(runner, write_states) -> None:
    path = write_states(SHIPPED.replace("\n        en: ", "\n       en: ", 1))
    line = _cli_line(runner, path)
    assert re.match(rf"r45：错误：{re.escape(str(path))}:\d+：状态“b0”：YAML 写法有误，在第 ", line), line
    assert line.endswith("“did not find expected '-' indicator”"
                         "（请检查这一行和它前面几行：缩进，以及没有闭合的引号或括号）\n")


def test_a_list_entry_in_a_field_path_is_said_to_count_from_0(runner, raw, write_states) -> None:
    """A blind instructor heard `notes[3]` as "notes 3" and edited the third note, where it is the fourth: a field's
    list entries are said to count from 0, as verify says them; a matrix entry is counted from 1, in words."""
    noted, shaped = copy.deepcopy(raw), copy.deepcopy(raw)
    noted["states"]["b2"]["notes"][0]["abuot"] = "course"
    said = invoke(runner, "--lang", "zh", "--states", str(write_states(noted)), "show", "b2").stderr
    assert "字段“notes[0].abuot”（列表项从 0 数起）：未知的键“abuot”" in said, said
    shaped["example"]["W1"][1] = shaped["example"]["W1"][1][:5]
    said = invoke(runner, "--lang", "zh", "--states", str(write_states(shaped)), "show", "b2").stderr
    assert "形状应为 4 行 6 列" in said and "×" not in said, said  # speech drops ×: "形状应为 四 六"
