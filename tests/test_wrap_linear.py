"""Line breaking takes time linear in the text: Prose (terminal) and svg.lines (pictures).

Each is held to the implementation it replaced, as a reference, on random
mixed text; and the work each does is counted (characters measured), never
timed: a 2,000-character word once took 7 s in a picture.
"""

from __future__ import annotations

import os

from hypothesis import example, given, settings
from hypothesis import strategies as st

from r45cli.exports import svg
from r45cli.render import wrap
from r45cli.render.wrap import Prose, cell_len, is_url, phrase_end


def reference_prose_lines(tokens: list[str], width: int) -> list[str]:
    """Prose._lines written plainly: each line measured again from its start for every piece (quadratic)."""
    lines: list[str] = []
    line: list[str] = []
    ended: list[str] = []
    for token in tokens:
        url = is_url(token)
        text = "".join(line)
        if text.strip() and (url or cell_len(text) + cell_len(token.rstrip()) > width):
            keep = len(line) if url else phrase_end(line, token, width)
            ended = line[:keep]
            lines.append("".join(ended).rstrip())
            carried = [*line[keep:], token]
            line = [piece for piece in (carried[0].lstrip(), *carried[1:]) if piece]
        else:
            line.append(token)
        if url:
            lines.append("".join(line).rstrip())
            line, ended = [], []
    tail = "".join(line)
    if tail.strip() and wrap.orphan(tail) and len(ended) > 1 and "".join(ended[:-1]).strip() \
            and cell_len((ended[-1] + tail).strip()) <= width:  # a short last word takes the one before it along
        lines[-1], tail = "".join(ended[:-1]).rstrip(), (ended[-1] + tail).lstrip()
    if tail.strip() or not lines:
        lines.append(tail.rstrip())
    return lines


def reference_svg_lines(content: str, px: float, size: float = svg.FONT) -> list[str]:
    """svg.lines as it was: each prefix measured again from its start (cubic in a long word); a piece too wide cut
    after the last character of an address's punctuation that fits (/, -, …), else where the line is full."""
    cells = max(8, int(px / (svg.ADVANCE * size)))
    out = []
    for line in (line for paragraph in content.splitlines() or [""] for line in Prose(paragraph).lines(cells)):
        while svg.width(line, size) > px:
            full = max(1, next(k for k in range(len(line), 0, -1) if svg.width(line[:k], size) <= px))
            cut = next((k + 1 for k in range(full - 1, 0, -1) if line[k] in "/-._?&="), full)
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    return out


PIECES = ["a", "word", "中", "文", "，", "。", "（", "）", " ", "  ", "\n", "x" * 30, "https://example.org/a/b", "-",
          "="]
PIECES += ["\u00a0", "(s)"]
TEXT = st.lists(st.sampled_from(PIECES), max_size=60).map("".join)
SETTINGS = settings(max_examples=int(os.environ.get("R45_FUZZ_EXAMPLES", "60")), deadline=None)


@SETTINGS
@given(text=TEXT, width=st.integers(1, 50))
def test_prose_breaks_as_before(text, width) -> None:
    prose = Prose(text)
    assert prose.lines(width) == [line for part in prose.paragraphs
                                  for line in reference_prose_lines(wrap.fitting(part, width), width)]


@SETTINGS
@given(text=TEXT, px=st.floats(20, 600))
def test_svg_lines_break_as_before(text, px) -> None:
    assert svg.lines(text, px) == reference_svg_lines(text, px)


def _measured(monkeypatch, module, name: str) -> list[int]:
    """Characters passed to module.name, summed: the work a wrap does."""
    real, seen = getattr(module, name), [0]

    def counted(text, *args):  # type: ignore[no-untyped-def]
        seen[0] += len(text)
        return real(text, *args)

    monkeypatch.setattr(module, name, counted)
    return seen


def test_a_wide_line_of_chinese_is_measured_once(monkeypatch) -> None:
    seen = _measured(monkeypatch, wrap, "cell_len")
    text = "残差" * 2_000
    assert Prose(text).lines(10**6) == [text]
    assert seen[0] <= 3 * len(text)  # the old way: every piece measured the line again, about n²/2 = 8,000,000


def test_a_long_word_in_a_picture_is_measured_once(monkeypatch) -> None:
    seen = _measured(monkeypatch, svg, "wide")
    word = "x" * 2_000
    got = svg.lines(word, 300)
    assert "".join(got) == word and all(svg.width(line) <= 300 for line in got)
    assert seen[0] <= 2 * len(word)  # the old way: every prefix of every cut, about 2,000³ / 6 / 35 calls


FORMULA = st.lists(st.sampled_from(["(u", "+", "f)_i", "−", "f_i，", "0", "1.213110", "mean)/std", "x", "W_K", "1"]),
                   max_size=30).map(" ".join)


@SETTINGS
@given(text=st.one_of(TEXT, FORMULA), width=st.integers(1, 50))
@example(text="a = ", width=1)  # a formula too wide broken after its =, with nothing after the =
def test_a_line_is_wider_than_its_width_only_when_one_word_is(text, width) -> None:
    """Operands held to their operators ("(s1 − mean)/std + 0") made one piece wider than the line, which the
    terminal then broke again with no indent: a why window at 40 columns showed "+" and "0" at the box's edge."""
    for line in Prose(text).lines(width):  # a line with no space in it may be one word: a number, a long name
        assert cell_len(line) <= width or is_url(line.strip()) or " " not in line.strip(), (line, width)


def test_an_ordinal_keeps_its_number_and_measure_word() -> None:
    """A zh learner read "（h 乘 W2 的第" / "3 列）" at 40 columns."""
    for width in range(10, 30):  # narrower than "第 3 列）", the line must break in it
        for line in Prose("先预测：f3 = ?（h 乘 W2 的第 3 列）再看第 1/7 级").lines(width):
            assert not line.endswith("第") and not line.startswith(("3 列", "列", "1/7", "级")), (width, line)


def test_a_number_keeps_the_word_that_counts_it() -> None:
    """A zh learner read "做对 4 次中 3" / "次，最近连对 3 次" and "新卡少于 4" / "张时才拿出新卡" at 40 columns."""
    for text in ("这项首次作答做对 4 次中 3 次，最近连对 3 次", "每天新卡少于 4 张时才拿出新卡"):
        for width in range(10, 30):  # "中 3 次，" is 9 columns: narrower, it must break
            lines = Prose(text).lines(width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", "")
            assert not any(line.startswith(("次", "张")) for line in lines[1:]), (width, lines)


def test_a_value_held_whole_wider_than_the_line_breaks_between_its_alternatives() -> None:
    """At 40 columns the test's table read "z4 = −1.310277 or −1.310276 or −1.310275;" past the width, and the terminal
    put the ";" on a line of its own. Held together by no-break spaces and still too wide, it breaks between its
    alternatives, never between a name and its value."""
    from r45cli.plain import on_screen

    line = "item 3: yours −1.310281; right z4 = −1.310277 or −1.310276 or −1.310275; verdict: eps left out"
    for width in (30, 40):
        shown = on_screen(line, width).splitlines()
        assert all(cell_len(x) <= width for x in shown) and "z4 = −1.310277" in "\n".join(shown), shown
        assert not any(x.strip() in (";", "；") for x in shown)


def test_a_listed_options_further_lines_go_under_its_text() -> None:
    """At 40 columns "1. No: having six channels is already" / "nonlinear" read, line by line, as two things."""
    from r45cli.plain import on_screen

    shown = on_screen("1. No: having six channels is already nonlinear, since widening changes the shape", 40)
    assert shown.splitlines()[1:] == ["   nonlinear, since widening changes the", "   shape"], shown


def test_a_seed_keeps_its_number() -> None:
    """A listener heard "(seed" at a line's end and "476685;" on the next, at 80 columns and at 40."""
    from r45cli.messages import M, say
    from r45cli.plain import on_screen

    for lang in ("en", "zh"):
        said = say(M.quiz_seed, lang, seed=476685, command="r45 --plain quiz b2 --fresh --seed 476685")
        for width in range(30, 100):
            assert not any(line.rstrip().endswith(("(seed", "种子")) for line in on_screen(said, width).splitlines())


def test_a_line_of_values_breaks_between_its_clauses() -> None:
    """At 80 columns a listener reviewing line by line heard "attention of" / "x+attention of y = 0.538544" (a sum of
    its own) and "weight" / "to f4 = 0.25": a line of several values now breaks after a clause's comma wherever each
    clause fits a line."""
    from r45cli.plain import on_screen

    sums = ("attention 1: attention of the whole of (x+y) = 1.374928, attention of x+attention of y = 0.538544, "
            "Δ = 0.836384")
    # each row says what it is of again: a row of the demonstration's u, read alone, was taken for the course's
    assert on_screen(sums, 80).splitlines() == ["attention 1: attention of the whole of (x+y) = 1.374928,",
                                                "attention 1: attention of x+attention of y = 0.538544, Δ = 0.836384"]
    row = "W2 row h1: weight to f1 = 0.5, weight to f2 = 0.5, weight to f3 = −0.25, weight to f4 = 0.25"
    assert on_screen(row, 40).splitlines() == ["W2 row h1: weight to f1 = 0.5,", "W2 row h1: weight to f2 = 0.5,",
                                               "W2 row h1: weight to f3 = −0.25,", "W2 row h1: weight to f4 = 0.25"]
    zh = "注意力 1：(x+y) 整体的注意力 = 1.374928，x 的注意力+y 的注意力 = 0.538544，Δ = 0.836384"
    assert on_screen(zh, 40).splitlines() == ["注意力 1：", "(x+y) 整体的注意力 = 1.374928，",  # no room for it
                                              "x 的注意力+y 的注意力 = 0.538544，", "Δ = 0.836384"]
    assert on_screen("位置 1：u1 = 1.045174，u2 = −0.323020，u3 = 0.766408，u4 = −1.488563", 40).splitlines() == [
        "位置 1：u1 = 1.045174，u2 = −0.323020，", "位置 1：u3 = 0.766408，u4 = −1.488563"]
    # a label of one clause among several is not said again: "positive:" had stood before s3 = −0.255140 (b5, 80 wide)
    signs = ("positive: u1, f1, s1, z1, u2, f2, s2, z2, f3; negative: u3, s3, z3, u4, s4, z4; zero: f4; the largest "
             "magnitude: s1; values: s1 = 1.756058, s2 = 0.974384, s3 = −0.255140, s4 = −1.434875")
    assert on_screen(signs, 80).splitlines() == [
        "positive: u1, f1, s1, z1, u2, f2, s2, z2, f3; negative: u3, s3, z3, u4, s4, z4;",
        "zero: f4; the largest magnitude: s1; values: s1 = 1.756058, s2 = 0.974384,", "s3 = −0.255140, s4 = −1.434875"]
    # a name too long to share a line with its number: the number starts the next line with its "=" ("y = 0.538544"
    # and "(variance + eps) = 1.213110", read row by row, had been false)
    assert "y = 0.538544" not in on_screen(sums, 40).splitlines()[-2:][0]
    root = "the square root of the whole of (variance + eps) = 1.213110 (named std)"
    assert on_screen(root, 40).splitlines() == ["the square root of the whole of", "(variance + eps)",
                                                "= 1.213110 (named std)"]


def test_a_term_and_a_keys_first_word_stay_on_their_line() -> None:
    """At 40 columns a listener read "… − 0.5" / "times h3 …" (a coefficient apart from what it multiplies) and
    "w NAME:" / "why" (a key apart from what it does), each row alone saying something else."""
    from pathlib import Path

    import r45cli
    from r45cli.plain import on_screen
    from r45cli.view.step import prompt

    sums = on_screen("f2 = −1.645729 = 0.5 times h1 − 0.5 times h3 − 0.5 times h4 − h5 + 0.5 times h6", 40)
    assert all(not line.endswith(("0.5", "times")) for line in sums.splitlines()), sums
    lesson = r45cli.load_lesson(Path(__file__).parent.parent / "states.yaml")
    keys = on_screen(prompt(lesson, "b4", "en", plain=True), 40).splitlines()
    assert not any(line.endswith(":") for line in keys) and any(line.startswith("w NAME: why") or
                                                                 " w NAME: why" in line for line in keys), keys


def test_a_chinese_group_keeps_what_is_done_to_it() -> None:
    """Chinese says what is done to a group after it: at 40 columns "std = 1.213110 = (var + eps)" / "整体的平方根，…"
    read, row by row, as a false equation (var + eps is 1.471636)."""
    from r45cli.plain import on_screen

    for said in ("std = 1.213110 = (var + eps) 整体的平方根，其中 var = 1.471626，eps = 0.00001",
                 "mean = 0.260107 = (s1 + s2 + s3 + s4) 整体除以 4，其中 s1 = 1.756058，s2 = 0.974384"):
        rows = on_screen(said, 40).splitlines()
        assert not any(row.endswith(")") or row.endswith("整体的") for row in rows), rows
