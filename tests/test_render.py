"""The renderables on their own, on a Console of fixed width, with exact expected text."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest
import yamlio
from hypothesis import example, given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.color import ColorSystem
from rich.console import Console
from rich.text import Text

from r45cli.lesson.model import PanelSpec
from r45cli.lesson.vocabulary import PANEL_KINDS
from r45cli.render import layout
from r45cli.render.draw import page
from r45cli.render.wrap import Prose
from r45cli.view import demo, panels
from r45cli.view.model import Num, Whose
from r45cli.view.state import state_page
from r45cli.view.state import state_view as view_of


def state_view(lesson, worked, state_id, lang, **kw):
    """A state as `r45 show` draws it."""
    return page(state_page(view_of(lesson, worked, state_id, lang, **kw), lesson, lang), lang)


def render(renderable, width: int = 40) -> str:
    console = Console(width=width, color_system=None, file=io.StringIO(), record=True)
    console.print(renderable)
    return console.export_text()


def test_every_panel_kind_has_a_builder() -> None:
    from r45cli.view.state import PANELS

    assert set(PANELS) == set(PANEL_KINDS)


def test_prose_breaks_chinese_between_characters_and_english_between_words() -> None:
    zh = Prose("把 u 加回来再归一化一次，得到的 z 和块的输入一样宽").lines(12)
    assert zh == ["把 u 加回来", "再归一化", "一次，得到的", "z 和块的输入", "一样宽"]  # 归一化, 一次, 一样: words
    en = Prose("the residual carries u3 and u4 around the FFN").lines(14)
    assert en == ["the residual", "carries u3 and", "u4 around the", "FFN"]
    # 算完 is one word: "你独立算" / "完了从 u 到 z" was read at 80 × 24 (a zh learner)
    assert Prose("这一次你独立算完了从 u 到 z 的整段").lines(16) == ["这一次你独立", "算完了从 u", "到 z 的整段"]


def test_a_newline_in_prose_ends_the_line_and_is_not_counted_as_width() -> None:
    # the quiz's title box gave "R45 · … processed?\nThis u is freshly" one line's width, and broke early
    assert Prose("the lesson title\nthe seed line goes on").lines(24) == ["the lesson title", "the seed line goes on"]


def test_a_short_bracketed_aside_never_ends_a_paragraph_alone() -> None:
    # verify's table: "texts of the rest of the file: b1 = 0" over "(uW1)" alone in the label column
    said = "texts of the rest of the file: b1 = 0 (uW1)"
    assert Prose(said).lines(42) == ["texts of the rest of the file:", "b1 = 0 (uW1)"]
    assert Prose("each row adds its bias (b1)").lines(24) == ["each row adds its", "bias (b1)"]
    assert Prose("the biases, listed in order (b1 then b2)").lines(30)[-1] == "(b1 then b2)"  # not short: alone


def test_a_formula_is_not_broken_at_its_bracket() -> None:
    # a learner read "下表有 var" / "(s)" and "MHA(LN1" / "(x))" on two lines
    assert Prose("下表有 var(s) 与 MHA(LN1(x)) 两项").lines(10) == ["下表有", "var(s) 与", "MHA(LN1(x))", "两项"]


def test_a_sum_sign_stays_with_what_it_sums_and_a_short_divisor_with_its_slash() -> None:
    """At 40 columns a learner saw "var = Σ_i" end a line and "(s_i − mean)² / n" start the next; at 36, "/"
    ended one and "n；" started the next."""
    text = "正确做法：var = Σ_i (s_i − mean)² / n；var 1.550647"
    assert render(Prose(text), width=30).splitlines() == ["正确做法：", "var = Σ_i (s_i − mean)² / n；", "var 1.550647"]
    assert render(Prose(text), width=36).splitlines() == ["正确做法：", "var = Σ_i (s_i − mean)² / n；var", "1.550647"]
    assert render(Prose("z = gamma ⊙ (s − mean) / √(方差 + eps) + beta"), width=30).splitlines() == [
        "z = gamma ⊙ (s − mean) /", "√(方差 + eps) + beta"]


def test_a_bracketed_note_opened_near_a_lines_end_starts_the_next_line() -> None:
    """A learner read "z 的方差（按印出的   0.999993" at 40 columns, the value inside the note; "还原（u1、" ended a
    line with the note's first word alone."""
    assert Prose("z 的方差（按印出的 z 算；gamma = 1 时接近 1）").lines(20) == [
        "z 的方差", "（按印出的 z 算；", "gamma = 1 时接近 1）"]
    assert Prose("参考：第 3 节与表 1、表 2（按 v7 PDF 核对）").lines(30) == [
        "参考：第 3 节与表 1、表 2", "（按 v7 PDF 核对）"]
    assert Prose("z1 的值（按 u 与 f 算）").lines(30) == ["z1 的值（按 u 与 f 算）"]  # whole where it fits


def test_a_short_number_stays_with_the_chinese_word_it_completes() -> None:
    """A learner read "z 的方差才是" / "0）。这样不管…" at 80 columns, and "通道之" / "和除以 n" at 40 (之和 is one
    word)."""
    text = "只有 s 各分量全相等、无从缩放时，z 的方差才是 0）。这样不管 FFN 加了什么"
    for width in range(20, 60):
        assert not any(line.startswith("0") for line in Prose(text).lines(width)), width
    assert not any(line.startswith("和") for w in range(20, 40) for line in Prose("均值是 n 个通道之和除以 n").lines(w))


def test_a_short_number_stays_with_the_word_it_names_and_words_a_reader_found_cut_stay_whole() -> None:
    """An export reviewer read "head 1 ‖ head" / "2" at 390 px, and 百万分|之几, 算|一算, 一层|层叠上去 and a
    learner 下|一块 at 40 columns: none is broken now, at any width."""
    texts = {"head 1 ‖ head 2": ("2", "1 ‖"), "可能与 1 差百万分之几）": ("之几", "万分"),
             "注意力不是线性的：来算一算": ("一算", "算一算"), "同样的块可以一层层叠上去": ("层叠", "层层"),
             "所以直接作为下一块的 x。": ("一块",),
             # a learner read "第 3 题（共 19 题）· b0 · 上一题第二次才" / "答对" at 40 columns
             "第 3 题（共 19 题）· b0 · 上一题第二次才答对": ("答对", "才答对", "一题", "次才答对", "二次")}
    for text, starts in texts.items():
        for width in range(12, 30):  # "一层层叠上去" is 12 columns
            lines = Prose(text).lines(width)
            assert not any(line.startswith(starts) for line in lines[1:]), (width, lines)


def test_add_and_norm_is_one_name() -> None:
    """A learner read "u 是第一次 Add &" / "Norm 的输出" at 40 columns."""
    assert Prose("u 是第一次 Add & Norm 的输出").lines(14) == ["u 是第一次", "Add & Norm 的", "输出"]
    assert Prose("the first Add & Norm output").lines(16) == ["the first", "Add & Norm", "output"]


def test_a_quoted_command_stays_on_one_line_and_the_programs_name_alone_is_a_word() -> None:
    # a learner read "(see r45" / "why u1)" on two lines, and tried `why u1` alone
    text = "the u here is recovered from what it prints (see r45 why u1); r45 does not write; run r45 lab --zero-wo now"
    for width in range(18, 60):
        lines = Prose(text).lines(width)
        assert all(any(c in line for line in lines) for c in ("r45 why u1);", "r45 lab --zero-wo"))
    assert Prose("r45 does not write").lines(5)[0] == "r45"
    assert Prose("结果完全相同（r45 verify 会检查）。").lines(16) == ["结果完全相同", "（r45 verify 会", "检查）。"]
    zh = Prose("用 r45 step 从 b0 开始，或 r45 why z3。").lines(14)
    assert zh == ["用 r45 step", "从 b0 开始，或", "r45 why z3。"]  # 从 keeps the name it leads to


def test_a_short_bracketed_group_stays_whole_with_its_name_and_a_long_one_still_breaks() -> None:
    # a learner read "gamma = (1, 1, 1," / "1)" and "(0.000000 -" / "0.366151)²" at 40 columns
    given_line = "eps = 10⁻⁵, gamma = (1, 1, 1, 1), beta = (0, 0, 0, 0)"
    for width in range(21, 60):
        lines = Prose(given_line).lines(width)
        assert all(any(g in line for line in lines) for g in ("gamma = (1, 1, 1, 1),", "beta = (0, 0, 0, 0)"))
    assert Prose("var = ((0.000000 - 0.366151)² + (0.799318 - 0.366151)²)/4").lines(40) == [
        "var = ((0.000000 - 0.366151)² +", "(0.799318 - 0.366151)²)/4"]
    assert Prose("z_i = gamma_i·(s_i − mean) / std + beta_i").lines(30) == ["z_i = gamma_i·(s_i − mean) /",
                                                                          "std + beta_i"]
    assert Prose("u = (1.129236, -1.610689, 0.155400, 0.326053)").lines(30) == [
        "u = (1.129236, -1.610689,", "0.155400, 0.326053)"]  # six decimals four times: longer than a group
    assert Prose("gamma = (1, 1, 1, 1)").lines(12) == ["gamma =", "(1, 1, 1, 1)"]  # wider than the line: after =
    assert Prose("gamma = (1, 1, 1, 1)").lines(10) == ["gamma =", "(1, 1,", "1, 1)"]  # the value wider too: inside
    # a learner read "mean = Σ_i s_i /" / "(n − 1)" in a slip's table at 80 columns
    assert Prose("mean = Σ_i s_i / (n − 1)").lines(20) == ["mean =", "Σ_i s_i / (n − 1)"]
    # a learner read "h =" / "ReLU(a)" and "var = ((s1 -" / "mean)² + (s2 -" at 40 columns
    assert Prose("扩展与 ReLU：a = uW1 + b1，h = ReLU(a)").lines(30) == ["扩展与 ReLU：a = uW1 + b1，", "h = ReLU(a)"]
    assert Prose("var = ((s1 - mean)² + (s2 - mean)² + (s3 - mean)²)/4").lines(30) == [
        "var = ((s1 - mean)² +", "(s2 - mean)² + (s3 - mean)²)/4"]
    # a learner read "每一步都由上一步显示" / "的 6 位小数算出" at 40 columns: 的 before a number starts no line
    assert Prose("（你的数：每一步都由上一步显示的 6 位小数算出，和手算一样）").lines(32) == [
        "（你的数：每一步都由上一步", "显示的 6 位小数算出，", "和手算一样）"]
    assert Prose("再除以 √(方差 + eps)，得到 z；符号跟着 s_i − mean 走").lines(24) == [
        "再除以 √(方差 + eps)，", "得到 z；符号跟着", "s_i − mean 走"]  # "√(" / "方差 + eps)", "s_i −" / "mean"
    for width in range(17, 40):  # "加倍 =" / "0.572198" at 40 columns
        lines = Prose("按绝对值最大的差：相加 = 0.836384，加倍 = 0.572198。").lines(width)
        assert "加倍 = 0.572198。" in "\n".join(lines) and "相加 = 0.836384，" in "\n".join(lines)


@given(st.text(alphabet="ab 中文，。x1()", max_size=80), st.integers(4, 30))
@example("( )。", 4)  # an opening bracket before a space was one piece with it and what closed it
@example(" 11111111( )。。。", 17)  # a group as wide as the line, after the paragraph's indent
def test_prose_never_exceeds_its_width_unless_a_word_must(text: str, width: int) -> None:
    for line in Prose(text).lines(width):
        assert cell_len(line) <= width or " " not in line.strip()


def test_flow_wraps_between_items_only() -> None:
    items = [Text(label) for label in ["x", "head 1 ‖ head 2", "W_O", "+x", "LayerNorm", "u"]]
    assert render(layout.Flow(items), width=24).splitlines() == [
        "x → head 1 ‖ head 2",
        "  → W_O → +x → LayerNorm",
        "  → u",
    ]


def test_a_table_of_numbers_gives_way_to_records_before_it_would_cut_one() -> None:
    from r45cli.render.draw import table
    from r45cli.view.model import Mark, Row, Table

    rows = (Row("z1", (Num("0.658994", 0.658994), Num("-0.001257", -0.001257), Mark("", ""))),
            Row("z2", (Num("-0.203217", -0.203217), Num("0.849082", 0.849082), Mark("*", "changed"))))
    drawn = table(Table(("", "x1", "x2", ""), rows))
    wide = render(drawn, width=30).splitlines()
    assert wide == ["            x1          x2    ", "──────────────────────────────",
                    "z1    0.658994   -0.001257    ", "z2   -0.203217    0.849082   *"]
    # one column too narrow: one record a row, wrapped between "header value" pairs, never inside a number
    # (pairs end with ";", not "·", which a formula's cell uses for times: "−z1 · z1 = …" read as a product)
    # (a mark with words is said in them: a header and a bare mark read "seen ·" as seen)
    assert render(drawn, width=29).splitlines() == ["z1: x1 0.658994; x2 -0.001257", "z2: x1 -0.203217;",
                                                    "x2 0.849082; changed"]
    # in Chinese the colon and the semicolons are full width, as the rest of the sentence's
    assert render(table(Table(("", "x1", "x2", ""), rows), "zh"), width=29).splitlines() == [
        "z1：x1 0.658994；x2 -0.001257", "z2：x1 -0.203217；", "x2 0.849082；changed"]


def test_a_record_with_a_named_formula_says_its_chain() -> None:
    """b0's rows at 40 columns read "5：a_j = u1 - u2；a 0.521116；h 0.521116": now each number after its name, the
    formula in its chain, and the row's bare count left out."""
    from r45cli.render.draw import table
    from r45cli.view.model import Formula, Mark, Row, Table

    rows = (Row("5", (Formula("u1 - u2", "a5"), Num("0.521116", 0.521116, "a5"), Num("0.521116", 0.521116, "h5"),
                      Mark("✓", "passed unchanged"))),)
    drawn = table(Table(("j", "a_j =", "a", "h", "ReLU"), rows))
    assert render(drawn, width=34).splitlines() == ["a5 = u1 - u2 = 0.521116;", "h5 = 0.521116; passed unchanged"]


def test_a_legend_of_marks_goes_with_the_marks_when_their_records_say_them_in_words() -> None:
    """The records of a table too wide say each mark in its words: a legend of ✗ and ✓ under them describes marks
    that are not there (a learner check saw "✗ ReLU zeroes · ✓ passes" under b0's rows at 40 columns)."""
    from r45cli.render.draw import blocks
    from r45cli.view.model import Mark, Para, Row, Table

    rows = (Row("h1", (Num("1.170705", 1.170705), Mark("✓", "passed"))),
            Row("h3", (Num("0.000000", 0.0), Mark("✗", "zeroed"))))
    drawn = blocks([Table(("", "h", ""), rows), Para("✗ zeroed · ✓ passed", "legend")], "en")
    assert render(drawn[0], width=20).splitlines()[2:] == ["h1   1.170705   ✓", "h3   0.000000   ✗"]
    assert render(drawn[1], width=20).strip() == "✗ zeroed · ✓ passed"
    assert render(drawn[0], width=16).splitlines() == ["h1: h 1.170705;", "passed", "h3: h 0.000000;", "zeroed"]
    assert render(drawn[1], width=16) == ""


def test_aligned_sets_each_column_to_its_widest_cell_and_a_cell_keeps_its_fill_across_it() -> None:
    headers = [Text("i"), Text("value"), Text("ok"), Text("name")]
    rows = [[Text("1"), Text("0.5", style="on blue"), Text("✓"), Text("ab")],
            [Text("10"), Text("-12.25"), Text("✗"), Text("abcdef")]]
    table = layout.Aligned(headers, rows, ["left", "right", "center", "left"])
    assert table.width == 2 + 6 + 2 + 6 + 3 * 3
    assert render(table, width=40).splitlines() == [
        "i     value   ok   name  ",
        "─────────────────────────",
        "1       0.5   ✓    ab    ",
        "10   -12.25   ✗    abcdef",
    ]
    console = Console(width=40, color_system="truecolor", force_terminal=True, file=io.StringIO())
    line = console.render_lines(table, console.options.update_width(40))[2]
    filled = "".join(seg.text for seg in line if seg.style is not None and seg.style.bgcolor is not None)
    assert filled == "   0.5"  # the fill covers the column, as rich's Table draws a cell's own style


def test_kept_lines_are_copied_and_a_layout_that_gave_way_still_says_so() -> None:
    made = []

    def make():
        made.append(1)
        return layout.Fit(Text("a wide line of text"), Text("narrow"), width=19)

    first, again = layout.Kept("key", make), layout.Kept("key", make)
    assert render(first, width=12) == render(again, width=12) == "narrow\n"
    assert len(made) == 1  # the second drew the kept lines
    asking: list[object] = []
    token = layout.GAVE_WAY.set(asking)
    try:
        render(layout.Kept("key", make), width=12)
    finally:
        layout.GAVE_WAY.reset(token)
    assert asking and len(made) == 1  # a copy of a layout that gave way says it did (two columns ask)
    assert render(layout.Kept("key", make), width=30) == "a wide line of text\n" and len(made) == 2  # per width


def test_signed_bars_share_one_axis_to_an_eighth_of_a_cell() -> None:
    rows = [("u1", 1.0), ("u2", -0.5), ("u3", 0.0), None, ("u4", -0.3)]
    plain = render(layout.SignedBars(rows, scale=1.0), width=40)
    assert plain.splitlines() == [
        "u1  1.000000              │█████████████",
        "u2 -0.500000       ▐██████│",
        "u3  0.000000              │",
        "",
        "u4 -0.300000          ████│",  # without reverse video, 3.9 cells: the nearest a font can draw is 4
        "             −1.000000    0    +1.000000",
    ]
    console = Console(width=40, color_system="truecolor", force_terminal=True, no_color=False, file=io.StringIO(),
                      record=True)
    console.print(layout.SignedBars(rows, scale=1.0))
    lines = console.export_text(styles=False).splitlines()
    # reversed: 1/2 and 7/8 filled
    assert lines[1] == "u2 -0.500000       ▌██████│" and lines[4] == "u4 -0.300000          ▏███│"


def test_too_narrow_for_both_ends_the_scale_sits_on_the_axis() -> None:
    """At 40 columns in the full screen the scale read "0 │ ±1.756058" eight cells left of the bars' axis; then
    "±1.756058 0 │", its 0 two cells left of the axis (a learner read the │ as the box's edge). 0 is under the axis."""
    rows = [("u1", 1.170705), ("u4", -1.434875)]
    assert render(layout.SignedBars(rows, scale=1.756058), width=30).splitlines() == [
        "u1  1.170705         │█████▍",
        "u4 -1.434875  ▐██████│",
        "           ±1.756058 0",
    ]


def test_bars_of_zeros_mark_the_axis_alone() -> None:
    """A what-if u of zeros drew "−0.000000  0  +0.000000" under its bars (h349): 0 alone, under the axis."""
    assert render(layout.SignedBars([("z1", 0.0), ("z2", -0.0)], scale=0.0), width=30).splitlines() == [
        "z1 0.000000         │",
        "z2 0.000000         │",
        "                    0",
    ]


def test_first_summarises() -> None:
    assert panels.first([1, 2, 3], 2) == ([1, 2], 1)
    assert panels.first([1, 2, 3], None) == ([1, 2, 3], 0)
    assert panels.first([1, 2], 2) == ([1, 2], 0)


def test_state_view_draws_the_worked_example_it_is_given(lesson, worked) -> None:
    """Change the computed z and the view shows the change: it draws the worked example, it does not recompute."""
    import copy

    changed = copy.copy(worked)
    changed.sublayer = worked.sublayer._replace(z=worked.sublayer.z * 0 + 0.123456)
    out = render(state_view(lesson, changed, "b2", "en"), width=100)
    table = out.split("Each stage is worked")[0]  # not the note of what numpy gives, where there is one
    assert "0.123456" in table and "1.233154" not in table
    assert "1.233154" in render(state_view(lesson, worked, "b2", "en"), width=100)


def test_vectors_panel_summarises_long_vectors(lesson, worked) -> None:
    v = panels.View(lesson, worked, "en", limit=2)
    (panel,) = panels.vectors(v, PanelSpec("vectors", ("u",)))
    table = next(b for b in panel.blocks if hasattr(b, "rows"))
    assert [[c.text for c in r.cells] for r in table.rows] == [["1.170705"], ["0.649589"]]
    assert "… 2 more rows (--all shows them all)" in [getattr(b, "text", "") for b in panel.blocks]
    (everything,) = panels.vectors(v._replace(limit=None), PanelSpec("vectors", ("u",)))
    assert len(next(b for b in everything.blocks if hasattr(b, "rows")).rows) == 4


def test_a_matrix_cut_to_its_first_columns_cuts_its_bias_too(lesson, worked) -> None:
    """At a hidden width of 64, W1 showed 8 columns and "… 56 more columns", and under it all 64 entries of b1."""
    v = panels.View(lesson, worked, "en", limit=2)
    (panel,) = panels.matrix(v, PanelSpec("matrix", ("W1",)))
    said = [getattr(b, "text", "") for b in panel.blocks]
    assert "b1 = (0, 0, …)" in said and "… 4 more columns (--all shows them all)" in said
    (whole,) = panels.matrix(v._replace(limit=None), PanelSpec("matrix", ("W1",)))
    assert "b1 = (0, 0, 0, 0, 0, 0)" in [getattr(b, "text", "") for b in whole.blocks]


def test_residual_panel_marks_kept_signs_from_the_worked_example(lesson, worked) -> None:
    (panel,) = panels.residual(panels.View(lesson, worked, "en"), PanelSpec("residual"))
    table = next(b for b in panel.blocks if hasattr(b, "rows"))
    rows = [[r.label, *(c.text if isinstance(c, Num) else c.symbol for c in r.cells)] for r in table.rows]
    assert rows == [["3", "-0.385419", "0.130279", "-0.255140", "0.260107", "-0.424732", "✓"],
                    ["4", "-1.434875", "0.000000", "-1.434875", "0.260107", "-1.397220", "✓"]]
    drawn = render(page((panel,), "en"), width=80)
    assert any(line.strip("│ ").split() == rows[0] for line in drawn.splitlines())


def test_sequence_panel_names_as_many_heads_as_the_lesson_has(lesson, worked) -> None:
    (panel,) = demo.sequence(panels.View(lesson, worked, "en"), PanelSpec("sequence", ("concat",)))
    assert panel.blocks[0].caption == f"concat({', '.join(f'head {k + 1}' for k in range(len(lesson.demo.heads)))})"


def test_visibility_grids_say_what_the_derivatives_say(lesson, worked) -> None:
    """The grids shown are the sublayers' real dependence: ∂out_i/∂in_j ≠ 0 exactly where a grid has ●."""
    from r45cli import encoder, nn

    full, own = worked.visibility(3)
    params, x = worked.demo_params, worked.demo.x[:3]
    n, d = x.shape

    def reads(fn) -> np.ndarray:
        J = nn.numeric_jacobian(lambda flat: fn(flat.reshape(n, d)).reshape(-1), x.reshape(-1)).reshape(n, d, n, d)
        return np.array([[np.abs(J[i, :, j, :]).max() > 1e-9 for j in range(n)] for i in range(n)])

    attention = reads(lambda seq: encoder.multi_head_attention(seq, params.attention, encoder.full_mask(n)).out)
    ffn = reads(lambda seq: nn.ffn_sublayer(seq, worked.ffn, worked.ln).z)
    assert attention.tolist() == full.tolist() and ffn.tolist() == own.tolist()


def test_the_learners_numbers_stay_aligned_on_the_point_beside_a_changed_mark(lesson, worked) -> None:
    """What-if with u1 = 2: changed values carry *, and the unchanged ones below them keep the same decimal column."""
    from r45cli import worked as worked_mod

    mine = worked_mod.compute(lesson, u=np.array([2.0, *lesson.example.u[1:]]))
    tables = [render(state_view(lesson, mine, s, "en", whose=Whose.YOURS, course=worked), width=100)
              for s in lesson.states]
    text = next(t for t in tables if "3.000000*" in t)  # the state whose table holds s = u + f
    rows = [line for line in text.splitlines()
            if re.match(r"│ [1-4] ", line) and len(re.findall(r"\d\.\d{6}", line)) >= 4]
    assert len(rows) == 4 and "2.000000*" in rows[0] and "0.649589*" not in rows[1]
    points = [[m.start() for m in re.finditer(r"\.", row)] for row in rows]
    assert all(p == points[0] for p in points), "\n".join(rows)


@pytest.mark.parametrize("system", [ColorSystem.TRUECOLOR, ColorSystem.EIGHT_BIT, ColorSystem.STANDARD])
def test_weight_shading_keeps_its_legend_in_16_colours(system) -> None:
    """The legend says warm for negative and blue for positive, deeper with |w|: true after rich picks the nearest
    colours too, on the one shading rule the exports use (vocab.weight_step, palette's light ramp)."""
    from rich.style import Style

    from r45cli.palette import terminal_cell, weight_fill

    def drawn(step: int) -> tuple[int, int, int]:
        colour = Style.parse(terminal_cell(weight_fill(step, "terminal"))).bgcolor.downgrade(system).get_truecolor()
        return colour.red, colour.green, colour.blue

    for r, _g, b in (drawn(-k) for k in range(1, 5)):
        assert r > b  # warm: red leads
    for r, _g, b in (drawn(k) for k in range(1, 5)):
        assert b > r  # blue leads
    for sign in (-1, 1):
        shades = [sum(drawn(sign * k)) for k in range(1, 5)]
        assert shades == sorted(shades, reverse=True) and shades[0] > shades[-1]  # deeper with |w|


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_switched_off_part_says_so_on_the_diagram_alone(lesson, worked, lang) -> None:
    from r45cli import worked as worked_mod

    def labels(w):
        return [n.words for n in view_of(lesson, w, "b0", lang, whose=Whose.YOURS, course=worked).diagram.nodes]

    off = worked_mod.compute(lesson, relu=False)
    course, switched = labels(worked), labels(off)
    changed = [(a, b) for a, b in zip(course, switched) if a != b]
    assert changed == [("ReLU", "ReLU off" if lang == "en" else "ReLU 已关")]
    zeroed = labels(worked_mod.compute(lesson, without_w2=True))
    assert [(a, b) for a, b in zip(course, zeroed) if a != b] == [("W2", "W2 = 0")]
    drawn = render(state_view(lesson, off, "b0", lang, whose=Whose.YOURS, course=worked), width=80)
    assert ("ReLU off" if lang == "en" else "ReLU 已关") in drawn


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_state_about_a_switched_off_part_says_its_explanation_describes_it_at_work(lesson, worked, lang) -> None:
    """b0's title says ReLU zeroes the negatives and b1's lead that W2 recombines the channels: with ReLU off or
    W2 = 0 a line under the explanation says what they describe, on every state whose highlight holds the part, or
    whose panels show what it makes (b2 showed f = 0 four times under "the FFN branch and the residual branch meet
    here", with no word that W2 was 0)."""
    from r45cli import worked as worked_mod

    # what is true of every state lit on the part: b3's texts had been said to "describe ReLU at work"
    said = {"relu": ("(You switched ReLU off: this state's texts are written for the block with ReLU",
                     "（你关掉了 ReLU：本状态的文字是按有 ReLU 的块写的"),
            "w2": ("(You set W2 and b2 to 0: this state's texts are written for the lesson's W2 and b2",
                   "（你令 W2 与 b2 为 0：本状态的文字是按本课的 W2 与 b2 写的")}
    for switch, made, numbers in (("relu", "h", worked_mod.compute(lesson, relu=False)),
                                  ("w2", "f", worked_mod.compute(lesson, without_w2=True))):
        line = said[switch][lang == "zh"]
        about = [sid for sid in lesson.order
                 if line in view_of(lesson, numbers, sid, lang, whose=Whose.YOURS, course=worked).held]
        lit = [sid for sid in lesson.order if any(p.id in lesson.state(sid).highlight and p.id == switch
                                                  for p in lesson.diagram)
               or any(made in spec.of for spec in lesson.state(sid).shows)]
        assert about == lit and about, switch
        assert switch != "w2" or "b2" in lit  # its vectors show f
        assert not any(line in view_of(lesson, worked, sid, lang).held for sid in lesson.order)


def test_with_relu_switched_off_no_panel_claims_it(lesson, worked) -> None:
    """A learner switched ReLU off and still read f_i = ReLU(…), → ReLU →, a legend for ✗ that no row had, and the
    demonstration's f with every negative clipped."""
    from r45cli import worked as worked_mod

    off = worked_mod.compute(lesson, relu=False)
    pages = {sid: render(state_view(lesson, off, sid, "en", whose=Whose.YOURS, course=worked), width=100)
             for sid in lesson.order}
    everything = "\n".join(pages.values())
    assert "ReLU(u_i W1 + b1)" not in everything and "→ ReLU →" not in everything
    assert "f_i = (u_i W1 + b1) W2 + b2" in everything
    assert "zeroed by ReLU" not in everything and "✓ passed as it is (no ReLU)" in everything
    demo_f = off.demo.f
    assert (demo_f < 0).any() and not (worked.demo.f < 0).any()  # the demonstration's FFN without ReLU too
    assert "demonstration sequence (not the course's numbers) · without ReLU" in re.sub(r"[│\s]+", " ", everything)
    # a second learner check: notes about ReLU at work, the scopes' parts, a legend for a * no row had
    assert "h5 = ReLU(u1 − u2)" not in everything
    assert "(left out here: 2 of the notes, about ReLU at work, which you switched off)" in re.sub(r"[│\s]+", " ",
                                                                                                  pages["b0"])
    assert "not yet ReLU'd" not in everything and "W1, ReLU off, W2" in re.sub(r"[│\s]+", " ", everything)
    assert "* marks a value" not in pages["b0"].split("W1 (4×6)")[0]  # u unchanged: no * in the vectors above


def test_a_what_if_labels_only_the_weights_it_changed_as_yours(lesson, worked) -> None:
    """A new u leaves W1 and W2 the course's; switching W2 off makes W2 the learner's."""
    from r45cli import worked as worked_mod

    new_u = worked_mod.compute(lesson, u=np.array([2.0, *lesson.example.u[1:]]))
    no_w2 = worked_mod.compute(lesson, without_w2=True)
    titles = {
        (label, panel.title.split(" (")[0]): panel.title.rsplit(" · ", 1)[1]
        for label, w in (("u", new_u), ("w2", no_w2))
        for panel in panels.matrix(panels.View(lesson, w, "en", whose=Whose.YOURS, course=worked),
                                   PanelSpec("matrix", ("W1", "W2")))
    }
    assert titles == {("u", "W1"): "the lesson's numbers", ("u", "W2"): "the lesson's numbers",
                      ("w2", "W1"): "the lesson's numbers", ("w2", "W2"): "your numbers"}


def test_the_nonlinearity_verdict_says_its_gaps_span_positions_the_tables_do_not_show(worked) -> None:
    """The tables show position 1; the doubling gap the verdict names lies elsewhere, and the sentence says so."""
    from conftest import invoke

    from r45cli.numfmt import fixed

    probe = worked.linearity
    shown_double = max(abs(float(g)) for g in probe.double_gaps[0])
    assert probe.homogeneity_gap > shown_double  # the largest doubling gap is not in position 1's table
    out = " ".join(invoke(None, "show", "b4", "--plain").stdout.split())
    n = len(probe.x)
    assert f"Largest gaps, in absolute value, over all {n} positions (the tables show position 1): " in out
    # the inputs' note said every number there was worked from the table before, each step rounded: this check
    # keeps every digit (a learner rounding each step found attn2 −0.148103), and now says so
    assert fixed(float(probe.sum_of[0][1])).replace("-", "−") in out
    assert "keeps every digit on the way (no step rounded to 6 decimals)" in out
    # "(double the input and they change)" stood in both weight tables' titles: it is said once, after both
    assert out.count("The softmax weights of head 1 at input") == 2 and out.count("change") == 1


def test_a_formula_breaks_after_an_operator_never_before() -> None:
    # the why window at 40 columns began a line with "- mean)²", which reads as a list item
    lines = Prose("var = ((s1 - mean)² + (s2 - mean)²)/4").lines(14)
    assert lines == ["var = ((s1 -", "mean)² + (s2 -", "mean)²)/4"]


def test_a_product_written_side_by_side_stays_on_one_line() -> None:
    """At 40 columns b4 read "K = x" / "W_K + b_K" and "attn = concat" / "W_O + b_O": a matrix beside what it
    multiplies is one term. The line may still break after an operator."""
    text = "头 1：Q = x W_Q + b_Q，K = x W_K + b_K；attn = concat W_O + b_O。"
    assert Prose(text).lines(30) == ["头 1：Q = x W_Q + b_Q，", "K = x W_K + b_K；attn =", "concat W_O + b_O。"]
    assert Prose("the output, attn = concat W_O + b_O").lines(20) == ["the output, attn =", "concat W_O + b_O"]


def test_no_line_starts_with_a_particle_and_a_phrase_a_learner_read_cut_stays_whole() -> None:
    """A learner read "这里保留" / "了 a5", a plain line starting "的平方", "随你前" / "一步" at 40×16 (now
    沿用你前面的数), and "W2 的第" / "j 行"."""
    texts = ["h5 = max(0, a5)：a5 为负时 h5 是 0，这里保留了 a5。",
             "h5 = max(0, a5)：这里把 a5 原样留下了，没有经过 ReLU。",
             "var = 对每个分量求和：(s1 − mean) 的平方 除以 4",
             "判断 沿用你前面的数", "这里拿 h 去乘了 W2 的第 j 行。"]
    for text in texts:
        for width in range(14, 40):  # narrower, "(s1 − mean) 的" itself must break
            lines = Prose(text).lines(width)
            assert not any(line.startswith(("了", "的", "用你", "面的", "j 行")) for line in lines[1:]), (width, lines)


def test_a_record_says_a_mark_in_words_and_no_chinese_character_ends_a_paragraph_alone(lesson) -> None:
    """progress at 40 columns read "b3：看过 ·" (the seen column's header and the unseen mark: "seen") and left 块 alone
    on the last line of b3's title."""
    from r45cli.progress import Progress
    from r45cli.render.draw import page
    from r45cli.view.commands import progress_view

    text = render(page(progress_view(lesson, Progress(visited=["b0"]), "x", "zh"), "zh"), 40)
    assert "b3：没看过；" in text and "看过 ·" not in text
    assert Prose("b3：没看过；标题 一行看完整个编码器块").lines(36)[-1] == "编码器块"


def test_a_chinese_line_ends_at_nearby_punctuation_rather_than_inside_a_word() -> None:
    # a narrow label read "√(方差 + eps)（名" / "为 std，略大于标准" / "差）": 名为 and 标准差 cut
    assert Prose("√(方差 + eps)（名为 std，略大于标准差）").lines(16) == [
        "√(方差 + eps)", "（名为 std，", "略大于标准差）"]
    # no punctuation near: greedy
    assert Prose("把 u 加回来再归一化一次又一次").lines(12) == ["把 u 加回来", "再归一化一次", "又一次"]


@pytest.mark.parametrize("width", [6, 8])
def test_ending_at_punctuation_never_leaves_an_empty_line(width: int) -> None:
    # leading spaces and an opening mark: the line before the mark was only the spaces
    lines = Prose("  （名为标准差的量").lines(width)
    assert all(line.strip() for line in lines) and "".join(lines).strip() == "（名为标准差的量"


def test_words_a_learner_found_cut_stay_whole_at_every_width(lesson) -> None:
    """At 40×16 a learner read 置|零 (b0's title) and 算|出 (the demonstration's inputs) broken over two lines: the
    segmenter that writes the word list had split both."""
    from r45cli.messages import M, say

    texts = [lesson.state("b0").title("zh"), say(M.demo_inputs_note, "zh"), say(M.demo_inputs_rounding, "zh")]
    # where each was cut; and 先取|到, 往|下 in the note as it reads since
    for text, (before, after) in zip(texts, (("置", "零"), ("复", "算"), ("往", "下算"))):
        assert before + after in text
        for width in range(8, 60):
            lines = Prose(text).lines(width)
            assert all(not (a.endswith(before) and b.startswith(after)) for a, b in zip(lines, lines[1:])), width


def test_a_key_keeps_what_it_does_and_a_leading_word_the_name_it_leads_to() -> None:
    """At 40 columns a zh listener heard "…c：课程或你的，r：" / "还原，h：按键", and "…，到" / "a5 的权重 = 1": a line
    ended on a key with its meaning on the next, or on a bare 到."""
    prompt = ("r45 b4> Enter：下个，p：上个，d：默认，0 到 5：第几个状态，w\u00a0名字：来源，e\u00a01,2,3,4：假如，"
              "c：课程或你的，r：还原")
    for width in range(16, 60):  # narrower, a key and its word may not fit on one line together
        lines = Prose(prompt).lines(width)
        assert not any(re.search(r"(^|，)[\w\u00a0]{1,9}：$", line) for line in lines), (width, lines)
        row = Prose("u1：到 a1 的权重 = 1，到 a2 的权重 = 0，到 a3 的权重 = 0，到 a4 的权重 = 0").lines(width)
        assert not any(line.endswith("到") for line in row), (width, row)


def test_a_chinese_function_name_keeps_its_bracket() -> None:
    """At 40 columns "相加：注意力(x + y) 与注意力" / "(x) + 注意力(y)": the function parted from its argument."""
    text = "相加：注意力(x + y) 与注意力(x) + 注意力(y)，每行倒序得到的另一段序列。"
    for width in range(16, 50):
        lines = Prose(text).lines(width)
        assert not any(line.startswith("(") or line.endswith("注意力") for line in lines), (width, lines)
        assert not any(line.endswith("另") for line in lines), (width, lines)


def test_a_formula_after_a_chinese_colon_breaks_at_the_colon_not_inside() -> None:
    """A skill in `progress` at 80 columns read "归一化：(s − mean) /" / "std": its bracket was kept to the colon as a
    function's is to its name, and the formula then broke inside."""
    assert Prose("归一化：(s − mean) / std").lines(20) == ["归一化：", "(s − mean) / std"]


def test_two_names_joined_by_a_list_comma_stay_on_one_line() -> None:
    """b5 at 40 and 80 columns read "把 u3、" / "u4 带到了输出" (a zh learner's report): a pair of names stays whole;
    a longer list still breaks after any 、."""
    text = "ReLU 把 h3、h4 变成了 0，但 z3、z4 仍为负：残差绕过 FFN，把 u3、u4 带到了输出。"
    for width in range(8, 60):
        lines = Prose(text).lines(width)
        assert all(not re.search(r"[huz]\d、$", line.rstrip()) for line in lines), (width, lines)
    parts = "W_O、+x、LayerNorm、W1、ReLU、W2、+u、LayerNorm"
    assert any(line.rstrip().endswith("、") for line in Prose(parts).lines(12))


def test_three_short_names_in_a_list_stay_on_one_line() -> None:
    """`why z1` at 40 columns read "eps、gamma、" / "beta 是 LayerNorm 的设置" with room for the list whole (a zh
    learner's report). Three short names stay together; four, and a list begun inside a bracket, break as before."""
    text = "这几行说明数从哪里来。eps、gamma、beta 是 LayerNorm 的设置，由课程文件给出。"
    for width in range(16, 60):
        lines = Prose(text).lines(width)
        assert all(not line.rstrip().endswith("、") for line in lines), (width, lines)
    assert any(line.rstrip().endswith("、") for line in Prose("把 a1、a2、a3、a4 都算出来，再看看").lines(12))
    # a list whose last name carries its punctuation ("gamma、" / "beta；这里相同…" at 40 columns)
    for width in range(16, 40):
        lines = Prose("每个 LayerNorm 都有自己的 gamma、beta；这里相同。新数：u、f；每次都不同。").lines(width)
        assert all(not line.rstrip().endswith("、") for line in lines), (width, lines)


def test_a_short_last_word_never_stands_alone_on_a_line() -> None:
    """At 40×16 a learner read b2's title end on a line holding only "z"."""
    assert Prose("b2 · 加回 u，再由 LayerNorm 得到 z").lines(32) == ["b2 · 加回 u，", "再由 LayerNorm 得到 z"]
    assert Prose("each row sums to 1.").lines(16) == ["each row sums", "to 1."]


def test_with_w2_zero_the_demonstration_and_every_equation_follow(lesson, worked) -> None:
    """`e w2` once left the demonstration's f as the lesson's W2 made it, and wrote `f1 = 0 = 0 = 0.000000`."""
    from r45cli import derive
    from r45cli import worked as worked_mod

    zero = worked_mod.compute(lesson, without_w2=True)
    assert not zero.sequence("f").any() and worked.sequence("f").any()
    shown = {sid: render(state_view(lesson, zero, sid, "en", whose=Whose.YOURS, course=worked), width=100)
             for sid in lesson.order}
    titles = [panel.title for sid in lesson.order
              for panel in view_of(lesson, zero, sid, "en", whose=Whose.YOURS, course=worked).panels]
    demo = [t for t in titles if t.startswith("The whole block stage by stage")]
    assert demo and all(t.endswith("demonstration sequence (not the course's numbers) · W2 = b2 = 0") for t in demo)
    f1 = derive.explain(zero, "f1")[-1]
    assert (f1.formula, f1.filled) == ("f1 = 0", "")
    assert not any(re.search(r"f\d = 0 += 0 ", " ".join(page.split())) for page in shown.values())


@pytest.mark.parametrize(("u", "near"), [((1, 1, 1, 1), False), ((1, 1, 1, 1.001), False), ((1, 2, 3, 4), True)])
def test_the_variance_of_z_is_called_near_1_only_where_it_is(lesson, worked, u, near) -> None:
    """A constant u gives z = beta, variance 0, which the table once labelled "near 1 while gamma is 1"."""
    import numpy as np

    from r45cli import worked as worked_mod

    mine = worked_mod.compute(lesson, u=np.array(u, dtype=float))
    drawn = " ".join(render(state_view(lesson, mine, "b2", "en", whose=Whose.YOURS, course=worked), 100).split())
    assert ("near 1 while gamma is 1" in drawn) is near and "variance of z (of the z shown" in drawn


def test_a_long_equation_hangs_under_its_right_hand_side() -> None:
    """A derivation's wrapped lines once began at the box's edge, under the name they belong to."""
    from r45cli.render.draw import equations
    from r45cli.view.model import Eq, Equations

    eq = Eq("f3", ("0.5·h3 + 0.25·h5 - 0.75·h6", "0.5·0.000000 + 0.25·0.521116 - 0.75·0.000000"),
            Num("0.130279", 0.130279))
    assert [line.rstrip() for line in render(equations(Equations((eq,)), "en"), width=30).splitlines()] == [
        "f3 = 0.5·h3 + 0.25·h5 -",
        "     0.75·h6",
        "   = 0.5·0.000000 +",
        "     0.25·0.521116 -",
        "     0.75·0.000000",
        "   = 0.130279",
    ]


def test_a_weight_legend_is_drawn_only_where_its_shades_are(lesson, worked) -> None:
    """Under TERM=dumb a learner read 'shading: orange negative, blue positive…' beside tables with no colour at all."""
    drawn = page(state_page(view_of(lesson, worked, "b1", "en"), lesson, "en"), "en")
    plain = render(drawn, width=100)
    console = Console(width=100, color_system="truecolor", no_color=False, file=io.StringIO(), record=True)
    console.print(drawn)
    assert "negative, blue positive" not in plain
    # truecolour and 256 colours deepen to red (88, dark red, at the deepest): the legend had said orange alone
    assert "shading: orange to red negative" in console.export_text()
    assert "W2 (6×4)" in plain  # the table itself stays
    few = Console(width=100, color_system="standard", no_color=False, file=io.StringIO(), record=True)
    few.print(drawn)  # TERM=xterm: 16 colours, the negative shades drawn yellow and red, which the legend says
    sixteen = few.export_text()  # (read once: export_text clears the record, and a second read had checked "")
    assert "shading: yellow to red negative" in sixteen and "orange" not in sixteen
    # nor over a table set one record a line, uncoloured: at 40 columns W_O's records stood under the legend
    narrow = Console(width=40, color_system="truecolor", no_color=False, file=io.StringIO(), record=True)
    narrow.print(page(state_page(view_of(lesson, worked, "b3", "en"), lesson, "en"), "en"))
    text = narrow.export_text()
    assert "concat1: attn1 0.5" in text and "orange" not in text


def test_the_legend_of_marks_stands_only_over_tables_drawn_with_marks(lesson, worked) -> None:
    """At 40 columns a learner read 'the fuller the mark (░▒▓█)' over weights drawn one record a line, unmarked; the
    legend left out the lowest mark, ·, which the smallest weights carry (a TA's report)."""
    def shown(width: int) -> str:
        return render(state_view(lesson, worked, "b3", "zh"), width=width)

    narrow, wide = shown(40), shown(100)
    assert "░▒▓█" not in narrow and "j=1 0.243915" in narrow
    marked = [line for line in wide.splitlines() if "0.243915" in line]
    assert "· 不到 0.125" in wide and any(mark in line for line in marked for mark in "▒▓█")


def test_a_weight_matrix_shows_its_bias(lesson, worked) -> None:
    """b1's heading says f = hW2 + b2, and b2 was nowhere on the page (a learner looked for it). Each FFN matrix
    shows its bias under it, and so does the demonstration's W_O (attn3 could not be checked from its panel)."""
    from r45cli.render.draw import page

    biases = {"W1": "b1 = (0, 0, 0, 0, 0, 0)", "W2": "b2 = (0, 0, 0, 0)", "W_O": "b_O = (0, 0, 0.05, 0)"}
    for name, bias in biases.items():
        (panel,) = panels.matrix(panels.View(lesson, worked, "en"), PanelSpec("matrix", (name,)))
        assert bias in render(page((panel,), "en"), 80), name


def test_a_separator_at_a_break_goes_with_the_break() -> None:
    """The header read "默认解释 ·" over "第 1/2 个状态 · ★ 默认" at 40 columns; and the mark and its word part."""
    assert Prose("默认解释 · 第 1/2 个状态 · ★\u00a0默认").lines(30) == ["默认解释", "第 1/2 个状态 · ★\u00a0默认"]
    assert Prose("z = 0.5·h1 + 0.25·h5").lines(12) == ["z = 0.5·h1 +", "0.25·h5"]  # a product's dot is no separator


def test_an_aspect_particle_before_a_number_stays_with_its_verb() -> None:
    """`progress` at 40 columns read "它目前只作答" / "过 1 次，还说不准。", 作答过 cut apart."""
    text = "（r45 quiz b3 会问到它）。它目前只作答过 1 次，还说不准。"
    assert Prose(text).lines(40) == ["（r45 quiz b3 会问到它）。", "它目前只作答过 1 次，还说不准。"]
    assert all(not line.startswith(("过", "着")) for width in range(8, 40) for line in Prose(text).lines(width))


def test_a_path_too_wide_for_the_line_breaks_after_a_slash() -> None:
    """`progress` at 40 columns ended a line with ".../state/r45/progress" and began the next with ".json"."""
    path = "/tmp/learner/home/.local/state/r45/progress.json"
    assert Prose(f"保存在 {path}").lines(40) == ["保存在 /tmp/learner/home/.local/state/", "r45/progress.json"]
    assert Prose(f"kept in {path}").lines(30) == ["kept in /tmp/learner/home/", ".local/state/r45/progress.json"]


def test_a_url_too_wide_for_its_box_is_cut_under_its_indent_not_cropped() -> None:
    """An instructor's note "See the notebook: https://deepnote.com/…/LAB-03 for more." lost the URL's end in a
    box at 80 columns (cropped, no ellipsis); out of a box the terminal wraps it and copying keeps it whole."""
    url = "https://example.org/" + "abcdefghij" * 3
    note = Prose(f"See: {url} now")
    boxed = render(layout.Boxed(note), 24).splitlines()
    assert boxed[1:-1] == ["│ See:                 │", "│ https://example.org/ │", "│ abcdefghijabcdefghij │",
                           "│ abcdefghij           │", "│ now                  │"]
    console = Console(width=24, color_system=None, file=io.StringIO(), record=True)
    console.print(note, crop=False)  # as terminal.print prints
    assert console.export_text().splitlines() == ["See:", url, "now"]


def test_chinese_records_and_the_reference_take_chinese_punctuation(runner) -> None:
    """zh read "把握: ██ 1.00   程度: 已掌握" at 40 columns and "Attention Is All You Need, 第 3 节" on every page."""
    from r45cli.render.layout import Rows

    rows = Rows(["技能", "把握", "程度"], [["用 W1 扩展：a = uW1 + b1，一个很长的技能名字", "1.00", "已掌握"]],
                lang="zh")
    assert "".join(render(rows, width=24).split()).endswith("把握：1.00程度：已掌握")
    # a pair is never cut after its colon: at 40 columns 程度： ended a line and 还没练过 began the next
    rows = Rows(["技能", "可能性", "程度", "首次作答"],
                [["每个位置用同一网络，位置之间不交换", "█░░░░░░░░░ 0.10", "还没练过", "2 次中对 1 次"]], lang="zh")
    assert render(rows, width=40).splitlines()[1:] == ["  可能性：█░░░░░░░░░ 0.10", "  程度：还没练过",
                                                      "  首次作答：2 次中对 1 次"]
    assert render(rows, width=44).splitlines()[1:] == ["  可能性：█░░░░░░░░░ 0.10   程度：还没练过",
                                                      "  首次作答：2 次中对 1 次"]
    from conftest import invoke

    out = invoke(runner, "--lang", "zh", "show", "b2").stdout
    assert "Attention Is All You Need，第 3 节" in " ".join(out.split())


@pytest.mark.parametrize(("lang", "said"), [("zh", "gamma = (1, 1, 1, 1)，beta = (0, 0, 0, 0)，eps = 10⁻⁵。"),
                                            ("en", "gamma = (1, 1, 1, 1), beta = (0, 0, 0, 0), eps = 10⁻⁵.")])
def test_the_layernorm_settings_in_a_sentence_are_joined_as_its_language_joins(runner, lang, said) -> None:
    """A zh learner read "gamma = (1, 1, 1, 1), beta = …" with English commas inside a Chinese sentence."""
    from conftest import invoke

    out = invoke(runner, "--lang", lang, "show", "b3", env={"COLUMNS": "200"}).stdout
    assert said in out.replace("\u00a0", " ")


def test_a_formula_beside_its_number_is_never_cut_in_two() -> None:
    """At 60 columns a zh learner read a slip's row as "mean =   0.480859" over "Σ_i s_i / (n − 1)": a short formula
    that cannot keep its line goes to one record a row, where the table would cut it."""
    from r45cli.render.draw import table
    from r45cli.view.model import Row, Table

    t = Table(("", "", "mean"), (Row("n − 1 in the mean", ("mean = Σ_i s_i / (n − 1)", "0.496775")),
                                 Row("the right method", ("mean = Σ_i s_i / n", "0.372582 or 0.372581"))),
              short=("", "", "gives mean ="))
    for width in (60, 64, 80):
        lines = render(table(t), width=width).splitlines()
        assert any("mean = Σ_i s_i / (n − 1)" in line for line in lines), (width, lines)
        assert any("0.496775" in line for line in lines)


def test_the_mean_of_z_is_layernorms_of_the_s_shown(lesson) -> None:
    """With u = (0.12573, -0.132105, 0.640423, 0.1049) the table said "mean of z … 0.000001" beside the lesson's
    "z has mean 0": worked from the mean rounded to 6 decimals. LayerNorm of the s shown has mean 0."""
    from r45cli.numfmt import fixed
    from r45cli.worked import compute

    for u in ((0.12573, -0.132105, 0.640423, 0.1049), (-0.535669, 0.361595, 1.304, 0.947081)):
        assert fixed(compute(lesson, u=np.array(u)).z_mean) == "0.000000", u


def test_a_number_in_a_column_that_wraps_is_drawn_as_its_text(lesson) -> None:
    """A predict run's table of answers: one right value was "−0.924228 or −0.924227" (its column wraps) and every
    other was drawn as "Num(text='0.236252', value=0.236252, name='', …)" (a learner's report, at 80×24)."""
    from r45cli.render.draw import page as drawn
    from r45cli.view.model import Num, Row, Table

    rows = (Row("mean", ("0.236252", Num("0.236252", 0.236252), "right")),
            Row("z1", ("-0.924228", "-0.924228 or -0.924227", "right")))
    console = Console(width=80, file=io.StringIO(), record=True, color_system=None)
    console.print(drawn((Table(("step", "yours", "right", "verdict"), rows),), "en"))
    out = console.export_text()
    assert "Num(" not in out and out.count("0.236252") == 2 and "-0.924228 or -0.924227" in out


def test_a_table_read_one_record_a_line_puts_a_colon_before_words(lesson, worked) -> None:
    """At 40 columns b3's table of what reads across positions read "what it means each position reads every
    visible position…": a header ran into its sentence. A value in words follows its header's colon; a number stays
    beside its name."""
    narrow = " ".join(render(state_view(lesson, worked, "b3", "en"), width=40).replace("│", " ").split())
    assert "what it means: each position reads" in narrow and "parts: head 1 ‖ head 2" in narrow
    assert "j=1 0.243915" in narrow  # a weight beside its name, as before


def test_numbered_options_hang_under_their_text_and_carry_no_trailing_spaces() -> None:
    """`r45 spot` in a pipe printed "2. f subtracted      ": each option was padded to the widest."""
    from r45cli.render.draw import page as drawn
    from r45cli.view.model import Items

    console = Console(width=30, file=io.StringIO(), record=True, color_system=None)
    console.print(drawn((Items(("f subtracted", "std given for var, a longer option that wraps"), numbered=True),),
                        "en"))
    lines = console.export_text().splitlines()
    assert lines[0] == "  1. f subtracted" and lines[1].startswith("  2. std given for var")
    assert lines[2].startswith("     ") and not lines[2].startswith("      ")  # under its text, not its number
    assert all(line == line.rstrip() for line in lines)


def test_words_a_learner_saw_cut_are_kept_whole() -> None:
    """At 40×16 a review hint broke 另|一个 and the quiz's prompt 输|入: both are words of the lexicon now."""
    from r45cli.messages import M, say

    texts = [say(M.mis_pairs_swapped_why, "zh", p="h5", q="h6", pj="5", qj="6"),
             "答案：mean = 0.260107。按 Enter 继续，输入 q 到此为止>"]
    for text in texts:
        for width in range(12, 48):
            lines = Prose(text).lines(width)
            assert not any(a.endswith("另") and b.startswith("一个") or a.endswith("输") and b.startswith("入")
                           for a, b in zip(lines, lines[1:])), (width, lines)


def test_values_in_words_follow_their_header_with_no_colon() -> None:
    """The test's record at 40 columns read "得 f1 =：0.063802 或 0.063803": a cell of values joined by words is
    values, said after its header as a number is; a sentence still follows a colon."""
    from r45cli.render.draw import records_line
    from r45cli.view.model import Row, Table

    table = Table(("", "gives f1 =", "what it means"), [Row("1", ("0.063802 or 0.063803", "each position reads"))])
    line = " ".join(records_line(table, table.rows[0], "en").lines(80)).replace("\u00a0", " ")
    assert line == "1: gives f1 = 0.063802 or 0.063803; what it means: each position reads"


def test_chance_bars_start_in_one_column_and_a_chinese_title_follows_its_colon() -> None:
    """progress drew "为什么再做一次残差与   █████████░ 0.94996" three columns left of every other bar (the column was
    set on the right), and at 40 columns a record read "标题 一行看完整个编码器块" with no colon; then, with one,
    "b3：标题：…" read as two colons in a row."""
    from r45cli.render.draw import records_line
    from r45cli.view.model import Row, Table

    chances = Table(("skill", "chance"), (Row("a", (Num("0.94996", 0.94996),)), Row("bb", (Num("1.00", 1.0),))),
                    shading="chance")
    lines = [line for line in render(page((chances,), "en"), width=60).splitlines() if "█" in line]
    assert len(lines) == 2 and len({line.index("█") for line in lines}) == 1, lines
    titled = Table(("状态", "标题"), (Row("b3", ("一行看完整个编码器块",)),))
    assert " ".join(records_line(titled, titled.rows[0], "zh").lines(40)) == "b3——标题：一行看完整个编码器块"


def test_a_leftward_bar_without_colour_ends_at_the_nearest_part_a_font_draws() -> None:
    """Out of a terminal, show b2's |z4| of 23.87 cells was drawn 23.5 and |s3| of 4.36 drawn 4.125: each end had
    been cut down, where a full cell (24) and a half (4.5) are nearer. Growing left, a font draws ▕ (an eighth) and ▐
    (a half)."""
    from r45cli.render.style import bar_cells

    drawn = {"▕": 0.125, "▐": 0.5, "█": 1.0}
    for cells, length in ((24, 23.87), (4.5, 4.36), (4.125, 4.1), (4, 4.05), (0.125, 0.2), (0, 0.06)):
        bar = bar_cells(length / 30, 30, leftward=True)
        assert sum(drawn[c] for c in bar) == cells, (length, bar)


def test_a_column_of_numbers_written_as_text_is_set_as_numbers() -> None:
    """The slip table put the slip's "0.130279" (text) on the left over the right "-0.255140" (a number), and the
    predict table the learner's own numbers on the left under a right-set header: their points did not line up."""
    from r45cli.view.model import Row, Table

    t = Table(("", "method", "s3"), (Row("slip", ("s = f", "0.130279")), Row("right", ("s = u + f", "-0.255140"))))
    lines = [line for line in render(page((t,), "en"), width=60).splitlines() if "s = " in line]
    assert [line.rstrip()[-8:] for line in lines] == ["0.130279", "0.255140"], lines
    assert len({len(line.rstrip()) for line in lines}) == 1, lines  # the last digits in one column


def test_two_chances_printed_alike_draw_bars_alike() -> None:
    """progress drew 0.55 (0.5531) with six cells and 0.55 (0.5491) with five: the bar follows the number shown."""
    from r45cli.view.model import Row, Table

    chances = Table(("skill", "chance"), (Row("a", (Num("0.55", 0.5531),)), Row("b", (Num("0.55", 0.5491),))),
                    shading="chance")
    bars = [line.count("█") for line in render(page((chances,), "en"), width=60).splitlines() if "0.55" in line]
    assert bars == [6, 6]


def test_a_record_whose_label_holds_a_colon_goes_on_after_a_semicolon() -> None:
    """At 40 columns progress read "用 W1 扩展：a = uW1 + b1：可能性 0.83": two colons in one record."""
    from r45cli.render.draw import records_line
    from r45cli.view.model import Row, Table

    t = Table(("技能", "可能性"), (Row("用 W1 扩展：a = uW1 + b1", (Num("0.83", 0.83),)),))
    said = " ".join(records_line(t, t.rows[0], "zh").lines(40)).replace("\u00a0", " ")
    assert said == "用 W1 扩展：a = uW1 + b1；可能性 0.83"


def test_a_record_puts_a_colon_before_one_word_as_before_several() -> None:
    """At 40 columns a record read "verdict close" beside "verdict: follows your earlier step", and progress "in
    words nearly" beside "in words: not yet": a single word is words too."""
    from r45cli.render.draw import records_line
    from r45cli.view.model import Row, Table

    t = Table(("step", "yours", "verdict"), (Row("var", ("1.920081", "close")), Row("z1", ("-0.635364", "not yet"))))
    said = [" ".join(records_line(t, row, "en").lines(80)).replace("\u00a0", " ") for row in t.rows]
    assert said == ["var: yours 1.920081; verdict: close", "z1: yours -0.635364; verdict: not yet"]


def test_a_column_of_weights_is_set_on_the_point() -> None:
    """A drawn W2 stood flush right, so its 1 sat under the 5 of 0.5 and −1 under the 5 of −0.25."""
    from r45cli.view.model import Row, Table

    t = Table(("", "f1"), (Row("h1", (Num("0.5", 0.5),)), Row("h2", (Num("-1", -1.0),)),
                           Row("h3", (Num("-0.25", -0.25),))))
    lines = [line.rstrip() for line in render(page((t,), "en"), width=40).splitlines() if line.startswith("h")]
    points = {line.index(".") for line in lines if "." in line}
    assert len(points) == 1 and lines[1].index("1") == points.pop() - 1, lines


def test_a_column_of_words_beside_long_labels_starts_under_its_header() -> None:
    """zh progress at 80 columns set its skills' words on the right: 还没有计入的作答 two spaces after 0.10 and 还没掌握
    eight further on, under a header that stood over neither."""
    from r45cli.render.draw import LONG_LABEL
    from r45cli.view.model import Row, Table

    long = "x" * (LONG_LABEL + 2)
    t = Table(("skill", "in words", "n"), (Row(long, ("not yet", Num("1", 1.0))),
                                           Row(long, ("not quite yet", Num("12", 12.0)))))
    lines = render(page((t,), "en"), width=80).splitlines()
    header = next(line for line in lines if "in words" in line)
    starts = {line.index("not") for line in lines if "not " in line}
    assert starts == {header.index("in words")}, lines
    assert len({line.rstrip().__len__() for line in lines if line.startswith("x")}) == 1  # numbers still on the right


def test_verify_keeps_its_numbers_on_the_right(runner) -> None:
    """Setting words on the left beside long labels had set verify's numbers on the left too: -0.255140 stood a
    column right of 1.170705's point."""
    from conftest import invoke

    out = invoke(runner, "verify").stdout.splitlines()
    h1, s3 = (next(line for line in out if f"printed {name} " in line) for name in ("h1", "s3"))
    assert h1.index("1.170705") == s3.index("0.255140") and h1.rindex(".") == s3.rindex(".")


def test_with_a_bias_before_relu_the_hidden_panel_says_affine_not_linear(runner, raw, write_states) -> None:
    """b1 = (0, 0.1, 0, 0, 0.1, 0): the panel said "ReLU zeroed h3, h4, h6; from here on the map is not linear", as
    if the map with its bias had been linear before (it is affine, and ReLU ends that)."""
    from conftest import invoke

    raw["example"]["b1"] = [0, 0.1, 0, 0, 0.1, 0]
    said = " ".join(invoke(runner, "--states", str(write_states(raw)), "show", "b0").stdout.replace("│", " ").split())
    assert "from here on the map is not affine." in said, said
    assert "from here on the map is not linear." in " ".join(invoke(runner, "show", "b0").stdout.replace("│", " ")
                                                             .split())


def test_a_vector_given_hangs_its_wrapped_numbers_under_its_first() -> None:
    """At 40 columns "u = (0.850185, 0.362894, 0.491111," went on at column 0 with "-1.704190)", which read as a new
    value: the rest of the vector hangs under its first number."""
    from r45cli.render.draw import block
    from r45cli.view.model import Num, Values

    nums = tuple(Num(t, float(t), f"u{j + 1}") for j, t in enumerate(("0.850185", "0.362894", "0.491111", "-1.704190")))
    assert render(block(Values("u", nums)), 40).splitlines() == [
        "u = (0.850185, 0.362894, 0.491111,", "     -1.704190)"]
    # a note goes under the vector, not hung as if more of it: "-0.050310) (f is worked with" / "a W2 drawn…"
    assert render(block(Values("u", nums, "(drawn anew)")), 40).splitlines()[-1] == "(drawn anew)"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_attention_weight_wears_the_mark_its_legend_gives_it(lesson, worked, lang) -> None:
    """b4's weights carried ·░▒▓█ with no legend, and b3's legend gave no bounds: a learner could not tell why
    0.145677 had a mark and 0.112616 none. Each panel of weights has a legend of bounds, and every weight is marked
    as it says."""
    from r45cli.view.model import Para, tables_of

    for sid in ("b3", "b4"):
        for panel in view_of(lesson, worked, sid, lang).panels:
            weights = [t for b in panel.blocks for t in tables_of(b) if t.shading == "attention"]
            if not weights:
                continue
            legend = next(b.text for b in panel.blocks if isinstance(b, Para) and b.role == "legend")
            bounds = [(mark, float(x)) for mark, x in re.findall(r"([·░▒▓█])\W+\w*\W*(\d+(?:\.\d+)?)", legend)]
            assert [mark for mark, _ in bounds] == list("·░▒▓█"), legend
            for num in (c for t in weights for r in t.rows for c in r.cells):
                drawn = "·░▒▓█"[num.shade]
                assert drawn == max((m for m, x in bounds[1:] if num.value >= x), key="·░▒▓█".index, default="·"), \
                    (sid, num.text, drawn, legend)


def test_a_column_of_right_values_joined_by_or_is_set_on_the_right() -> None:
    """The test's and predict mode's column of right answers was set flush left, and wrapping, wherever one cell read
    "1.686791 or 1.686790": under a header on the right, the single numbers stood apart from it. It is set as numbers
    are, in both languages; a cell of words still wraps."""
    from r45cli.render.draw import kind
    from r45cli.view.model import Row, Table

    rows = (Row("z3", ("3", "1.686791 or 1.686790")), Row("z4", ("4", "-0.716440")))
    assert render(page((Table(("item", "yours", "right"), rows),), "en"), width=60).splitlines()[2:] == [
        "z3         3   1.686791 or 1.686790",
        "z4         4              -0.716440",
    ]
    assert kind(Table(("", "x"), (Row("a", ("0.1 或 0.2 或 0.3",)),)), 0) == "num"
    assert kind(Table(("", "x"), (Row("a", ("a slip worth naming here",)),)), 0) == "wrap"


def test_a_weight_the_what_if_changed_is_marked_as_its_numbers_are(lesson, worked) -> None:
    """W2 = b2 = 0 in the what-if: f's zeros were marked *, W2's table of zeros under "your numbers" was not,
    where the course's has 0.5 and 0.25 (a learner's report); a weight the what-if leaves is never marked."""
    from r45cli import worked as worked_mod
    from r45cli.view.model import Table

    def marked(numbers, state: str) -> dict[str, list[tuple[str, str]]]:
        sv = view_of(lesson, numbers, state, "en", whose=Whose.YOURS, course=worked)
        tables = [b for p in sv.panels for b in p.blocks if isinstance(b, Table) and b.name in ("W1", "W2")]
        return {t.name: [(r.label, c.name) for r in t.rows for c in r.cells if c.changed] for t in tables}

    zeroed = marked(worked_mod.compute(lesson, without_w2=True), "b1")
    sv = view_of(lesson, worked_mod.compute(lesson, without_w2=True), "b1", "en", whose=Whose.YOURS, course=worked)
    legends = [b.text for p in sv.panels if p.kind == "matrix" for b in p.blocks if getattr(b, "role", "") == "legend"]
    assert "* marks a weight that differs from the lesson's" in legends  # not "at the 6 decimals shown": 0.5, 0
    course_w2 = worked.ffn.W2
    assert len(zeroed["W2"]) == int(np.count_nonzero(course_w2)) == 6
    assert ("h5", "weight to f3") in zeroed["W2"]
    assert marked(worked_mod.compute(lesson, u=np.array([2.0, 1.0, 0.0, -1.0])), "b1") == {"W2": []}
    assert marked(worked_mod.compute(lesson, without_w2=True), "b0") == {"W1": []}  # W1 is the course's still


def test_a_changed_weight_keeps_its_signs_colour_and_only_its_mark_is_the_changed_colour() -> None:
    """W2 = 0 in the what-if drew its 0* in the changed colour, yellow, which beside a legend of "orange to red
    negative" was read as negative (a learner's report); then its yellow * alone was: the weight's own colour, and
    a bold mark."""
    from r45cli.render.draw import cell
    from r45cli.render.style import STYLES

    drawn = cell(Num("0", 0.0, "", True, 0), "weight")
    assert drawn.plain == "0*"
    assert [drawn.plain[s.start:s.end] for s in drawn.spans] == ["*"] and str(drawn.spans[0].style) == "bold"
    assert str(cell(Num("0.500000", 0.5, "", True), "").spans[0].style) == STYLES["changed"]  # a number's, as before


@pytest.mark.parametrize("width", [100, 101])
def test_two_columns_end_where_a_whole_width_panel_ends(width) -> None:
    """At 120×40 the right column of two panels ended a column short of the boxes above it (a learner saw the edges
    and the scroll bar jog): the two columns now span the pane, an odd column going to the gap between them."""
    from rich.panel import Panel as RichPanel
    from tuidrive import as_text

    from r45cli.render.columns import TwoColumns

    drawn = as_text(TwoColumns([RichPanel("left"), RichPanel("right")]), width).splitlines()
    assert drawn[0].count("╮") == 2 and drawn[0].rstrip().endswith("╮") and len(drawn[0].rstrip()) == width


def test_a_lesson_file_whose_page_ends_a_digit_off_numpy_says_why(write_states, raw) -> None:
    """An instructor's u made the page's mean 0.253087 (from the s shown) where numpy gives 0.25308625: the page said
    nothing, and a learner checking with numpy saw a wrong digit. Said in the panel that shows the mean, in every
    drawer (a state-wide aside had stood on b0 and b3, which show no mean, and in no handout); never on the course's
    own numbers."""
    from r45cli import lesson as lesson_mod
    from r45cli.exports import plan
    from r45cli.worked import compute

    raw["example"]["u"] = [1.234567, 0.345679, -0.580246, -1.0]
    theirs = lesson_mod.load(write_states(raw))
    # the value too: a student checking with numpy had been told "differ" alone
    said = "worked from the u shown with every digit kept and rounded at the end, mean would differ in the last " \
        "digit: mean = 0.253086."
    noted = {sid: [p.kind for p in view_of(theirs, compute(theirs), sid, "en").panels
                   if any(said in getattr(b, "text", "") for b in p.blocks)] for sid in theirs.order}
    assert noted == {"b0": [], "b1": [], "b2": ["layernorm"], "b3": [], "b4": [], "b5": ["residual"]}, noted
    drawn = view_of(theirs, compute(theirs), "b2", "en", whose=Whose.DRAWN).panels  # a run's table says "x or y"
    assert not any(said in getattr(b, "text", "") for p in drawn for b in p.blocks)
    # the number that differs is named, once a page, under the first panel that shows it: "z would differ" had stood
    # under three panels where z4 alone did (a what-if's numbers too: z3 had been 2 digits away, unsaid)
    raw["example"]["u"] = [0.812345, -0.413579, 0.274681, -0.673447]
    other = lesson_mod.load(write_states(raw))
    view = view_of(other, compute(other), "b2", "en", whose=Whose.YOURS)
    notes = [(p.kind, b.text) for p in view.panels for b in p.blocks if "would differ" in getattr(b, "text", "")]
    assert notes == [("vectors", "Worked from the u shown with every digit kept and rounded at the end, z4 would "
                                 "differ in the last digit: z4 = -1.133170.")], notes  # the what-if's page says how
    # a later panel names every such number it shows: "mean" alone had stood by a z3 that differed too
    raw["example"]["u"] = [0.123457, 0.9, -0.3, 0.2]
    third = lesson_mod.load(write_states(raw))
    notes = [(p.kind, b.text) for p in view_of(third, compute(third), "b5", "en").panels for b in p.blocks
             if "would differ" in getattr(b, "text", "")]
    assert [kind for kind, _ in notes] == ["vectors", "residual"] and notes[0][1].startswith("Each stage is worked")
    assert notes[1][1] == "Worked from the u shown with every digit kept and rounded at the end, mean, z3 would " \
        "differ by as much as 0.000002: mean = 0.432330, z3 = -1.219127.", notes  # z3 by 2: not "in the last digit"
    for fmt in ("md", "html"):
        text = plan(theirs, compute(theirs), ["b2"], fmt, "en", None)[0]
        assert said in " ".join(re.sub(r"<[^>]+>", "", text).split()), fmt  # html keeps `mean = 0.253086` in a span
    course = lesson_mod.load(write_states(yamlio.shipped()))
    assert compute(course).off_by_hand == ()


def test_a_number_more_than_a_digit_off_numpy_is_said_to_be(lesson) -> None:
    """A what-if with W2 = 0 and u = (0.001, 0.0012, 0.001, 0.001): the variance, 7.5e-9, is shown 0.000000, and z
    worked from it is up to 0.000022 from numpy's. The page said "z1, z2, z3, z4 would differ in the last digit"
    (a listener's report): it says by how much."""
    import numpy as np

    from r45cli.worked import compute

    worked = compute(lesson, u=np.array([0.001, 0.0012, 0.001, 0.001]), without_w2=True)
    notes = [b.text for p in view_of(lesson, worked, "b2", "en", whose=Whose.YOURS).panels for b in p.blocks
             if "would differ" in getattr(b, "text", "")]
    assert notes[0] == "Worked from the u shown with every digit kept and rounded at the end, z1, z2, z3, z4 would " \
        "differ by as much as 0.000022: z1 = -0.015805, z2 = 0.047416, z3 = -0.015805, z4 = -0.015805.", notes
    assert notes[1:] == ["Worked from the u shown with every digit kept and rounded at the end, std would differ in "
                         "the last digit: std = 0.003163."], notes  # each note of its own numbers


def test_right_values_beside_a_formula_stand_one_to_a_line() -> None:
    """At 80 columns "1.825680 或 1.825681 或 1.825682" held its column 32 wide, and the slip's formula beside it
    wrapped into 9 ("var = Σ_i" / "(s_i −" / "mean)² /"): the values stack, and each formula keeps one line."""
    from r45cli.render.draw import table
    from r45cli.view.model import Row, Table

    slip = Row("方差除以 (n − 1)", ("var = Σ_i (s_i − mean)² / (n − 1)", "2.434242"), "")
    right = Row("正确做法", ("var = Σ_i (s_i − mean)² / n", "1.825680 或 1.825681 或 1.825682"), "")
    out = io.StringIO()
    Console(file=out, width=80, color_system=None).print(table(Table(("", "", "var"), (slip, right)), "zh"))
    assert [line.rstrip() for line in out.getvalue().splitlines()] == [
        " " * 63 + "var",
        "─" * 66,
        "方差除以 (n − 1)   var = Σ_i (s_i − mean)² / (n − 1)      2.434242",
        "正确做法           var = Σ_i (s_i − mean)² / n            1.825680",
        " " * 55 + "或 1.825681",
        " " * 55 + "或 1.825682",
    ]


def test_a_formula_in_a_record_stays_on_one_line_where_it_fits() -> None:
    """A slip's row drawn as a record ended a line at "z_i = gamma_i·(s_i − mean) / std +" and began the next with
    "beta_i": a formula that fits a line keeps it, after its label's line."""
    from r45cli.render.draw import table
    from r45cli.view.model import Row, Table

    right = Row("正确做法", ("z_i = gamma_i·(s_i − mean) / std + beta_i", "-1.689667 或 -1.689668"), "")
    out = io.StringIO()
    short = ("", "", "得\u00a0z4\u00a0=")
    Console(file=out, width=48, color_system=None).print(table(Table(("", "", "z4"), (right,), short=short), "zh"))
    assert out.getvalue().splitlines() == ["正确做法：", "z_i = gamma_i·(s_i − mean) / std + beta_i；",
                                           "得 z4 = -1.689667 或 -1.689668"], out.getvalue()


def test_a_note_that_writes_a_number_is_held_back_where_the_numbers_shown_do_not_bear_it_out(raw, write_states) -> None:
    """An instructor's own note, "So f3 = 0.750000 …", stood over a what-if's table of f3 = 0.775000: r45 reads the
    number as a claim (verify checks it), but the view showed it under any numbers. Under a what-if or a draw it is
    held back as a note about the lesson's numbers is; on numbers that bear it out, and on the course's, it stays."""
    import numpy as np

    from r45cli import lesson as lesson_mod
    from r45cli.worked import compute

    raw["states"]["b1"]["notes"].append({"zh": "这里 f3 = 0.130279。", "en": "Here f3 = 0.130279."})
    theirs = lesson_mod.load(write_states(raw))
    shown = lambda worked, whose: view_of(theirs, worked, "b1", "en", whose=whose).notes  # noqa: E731
    assert "Here f3 = 0.130279." in shown(compute(theirs), Whose.COURSE)
    other = compute(theirs, u=np.array([1.0, -1.0, 0.5, -0.5]))
    assert "Here f3 = 0.130279." not in shown(other, Whose.YOURS)
    assert "Here f3 = 0.130279." in shown(compute(theirs, u=np.array([1.170705, 0.649589, -0.3, -1.5])), Whose.YOURS)


def test_a_record_under_an_empty_header_has_no_colon_before_its_value() -> None:
    """A slip's table at 40 columns read "忘了残差（没把 u 加回来）" then "  ：s1 = f1   s1：-0.684981": the formula's
    column has no header, and its colon opened a line (a zh learner's report)."""
    from r45cli.view.model import Row, Table

    rows = (Row("忘了残差（没把 u 加回来）", ("s1 = f1", "-0.684981"), "忘了残差：s1 = f1，得 s1 = -0.684981"),
            Row("正确做法", ("s = u + f", "0.444255"), "正确做法：s = u + f，s1 = 0.444255"))
    lines = render(page((Table(("", "", "s1"), rows, short=("", "", "得 s1 =")),), "zh"), width=36).splitlines()
    assert not [line for line in lines if line.strip().startswith(("：", ":"))], lines
    assert any("s1 = f1" in line for line in lines) and any("0.444255" in line for line in lines), lines
