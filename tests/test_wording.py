"""Wording the learner reported: no −0.000000 in a sum, std named as the LayerNorm table names it, no sentence said
twice at the chain's wait or its title, a zh list with 、, and a vector's verdict carrying its components' slips."""

from __future__ import annotations

import re

from conftest import invoke

from r45cli import grading, predict
from r45cli.lesson import Question
from r45cli.lesson.model import Bilingual
from r45cli.messages import M, say
from r45cli.mistakes import MISTAKES
from r45cli.sums import expression
from r45cli.view.predicting import describe, summary, verdict_word
from r45cli.worked import Channel, Term

EMPTY = Bilingual("", "")


def test_a_leading_minus_before_zero_is_no_minus_zero() -> None:
    channel = Channel((Term(0, -1.0), Term(2, -0.5), Term(3, -1.0)), 0.0)
    said = expression(channel, "h", [0.0, 0.0, 0.0, 1.5])
    assert said == "0.000000 - 0.5·0.000000 - 1.500000" and "-0.000000" not in said
    assert expression(channel, "h", [0.25, 0.0, 0.0, 1.5]).startswith("-0.250000 - ")  # a value: its minus


def test_std_for_var_names_std_as_the_layernorm_table_does() -> None:
    slip = next(m for m in MISTAKES if m.key == "std_for_var")
    assert "not quite the standard deviation" in slip.why("en") and "That is the standard deviation" not in \
        slip.why("en")
    assert "并不完全是标准差" in slip.why("zh")


def test_the_chain_waits_once_said_and_a_zh_list(lesson) -> None:
    p = predict.plan(lesson, "b2", predict.Record({"b2": 6}, ("b2",), set(), {}))
    assert p is not None and p.waiting == ("b0", "b1")
    reveal = predict.Reveal("b2", (), None, 0, p, False, 6, True)
    zh = " ".join(b.text for b in summary(reveal, "zh"))  # type: ignore[union-attr]
    # each with its key, listed with 、, and no space after a full-width bracket
    assert zh.count("记为独立完成") == 1 and "等 b0（按\u00a00）、b1（按\u00a01）也独立完成后" in zh and ", " not in zh
    en = " ".join(b.text for b in summary(reveal, "en"))  # type: ignore[union-attr]
    assert en.count("recorded as done unaided") == 1


def test_next_time_at_the_chain_says_its_title_once(lesson) -> None:
    p = predict.plan(lesson, "b2", predict.Record({"b2": 6}, ("b2",), {"b0", "b1"}, {}))
    assert p is not None
    said = say(M.predict_next, "en", next=describe(7, p, "en"))
    assert said == "Every step right. Next run (a, or step\u00a0--predict again): " \
                   "“From u to z: the whole stretch at once”."


def test_a_vector_verdict_carries_its_components_names(lesson, worked) -> None:
    q = Question(predict.VECTOR, EMPTY, EMPTY, "f", 6e-7, given=("u", "W1", "W2"))
    right = grading.Verdict(True, 0.5, 0.5)
    relu = next(m for m in MISTAKES if m.key == "relu_forgotten")
    slipped = grading.Verdict(False, 0.1, 0.2, matches=(grading.mistakes.Match(relu, 0.1, 0.2, relu.why, {}),))
    carried = grading.Verdict(False, 0.3, 0.4, carried=0.3)
    whole = grading.Verdict(False, (0.5, 0.1, 0.3), (0.5, 0.2, 0.4))
    g = predict.Graded(q, whole, (0.5, 0.2, 0.4), (right, slipped, carried))
    assert verdict_word(g, "zh") == "忘了 ReLU、沿用你前面的数"
    assert verdict_word(g, "en") == "ReLU forgotten, follows your earlier step"


def test_two_slips_that_each_give_the_number_are_said_as_one_or_the_other() -> None:
    """s2 = 0.467570 where f2 = u2 / 2: the residual forgotten gives it, and so does f subtracted; the verdict read
    "residual forgotten, f subtracted", as if the learner had made both (a learner's report)."""
    q = Question("number", EMPTY, EMPTY, "s2", 5e-7, given=("u", "f"))
    found = [next(m for m in MISTAKES if m.key == key) for key in ("residual_forgotten", "f_subtracted")]
    matches = tuple(grading.mistakes.Match(m, 0.46757, 0.46757, m.why, {}) for m in found)
    g = predict.Graded(q, grading.Verdict(False, 0.46757, 1.40271, matches=matches), 1.40271)
    assert verdict_word(g, "en") == "residual forgotten (u not added back) or f subtracted"
    assert verdict_word(g, "zh") == "忘了残差（没把 u 加回来） 或 减掉了 f"


def test_a_vector_with_two_right_values_keeps_its_components_apart() -> None:
    from r45cli.view.predicting import right_cell

    q = Question(predict.VECTOR, EMPTY, EMPTY, "z", 6e-7)
    parts = (grading.Verdict(False, 0.0, -1.606413, others=(-1.606414,)), grading.Verdict(True, 0.811366, 0.811367))
    g = predict.Graded(q, grading.Verdict(False, (0.0, 0.811366), (-1.606413, 0.811367)), (-1.606413, 0.811367), parts)
    # a right 0.811366 where the state prints 0.811367: both said, as every other right value is
    assert right_cell(g, "en") == "-1.606413 or -1.606414, 0.811366 or 0.811367"
    # "，" between components: a narrow record puts "；" between its fields ("…；-0.716440；判断 ✗" read as one list)
    assert right_cell(g, "zh") == "-1.606413 或 -1.606414，0.811366 或 0.811367"
    assert right_cell(g._replace(parts=parts[1:]), "en") == "0.811366 or 0.811367"
    # every component right, one of them rounded the other way: a learner read "1.409954 或 1.409953 0.424953 …"
    plain = grading.Verdict(True, 0.424953, 0.424953)
    assert right_cell(g._replace(parts=(parts[1], plain)), "en") == "0.811366 or 0.811367, 0.424953"


def test_a_wrong_method_says_what_it_gives_never_that_the_name_is_it(runner) -> None:
    """'sign flipped: −f3, f3 = −2.109872' beside 'it is f3 = 2.109872' called f3 two things at once."""
    out = invoke(runner, "--plain", "quiz", "b2", "--seed", "1", input="-0.260107\n-0.260107\ns\ns\n").stdout
    assert "sign flipped: −mean, done this way, mean comes to −0.260107" in out  # what the slip makes of the step
    assert "the right method: mean = the sum over i of s_i over n, mean = 0.260107" in out
    assert "mean = −0.260107" not in out
    zh = invoke(runner, "--plain", "--lang", "zh", "quiz", "b2", "--seed", "1",
                input="-0.260107\n-0.260107\ns\ns\n").stdout
    assert "符号反了：−mean，这样算，mean 得 −0.260107" in zh  # Chinese punctuation: it read "漏了 eps: std = …, 得"


def test_a_sentence_about_a_step_is_said_once_not_once_a_component() -> None:
    """'This step follows correctly from your own earlier numbers…' was said after each of seven components; then
    after the count that says it already ("Each follows your earlier step")."""
    from r45cli.view.predicting import graded

    q = Question(predict.VECTOR, EMPTY, EMPTY, "s", 6e-7)
    parts = tuple(grading.Verdict(False, x, x + 1, carried=x) for x in (0.5, 0.25, 0.125))
    g = predict.Graded(q, grading.Verdict(False, (0.5, 0.25, 0.125), (1.5, 1.25, 1.125)), (1.5, 1.25, 1.125), parts)
    said = [b.text for b in graded(g, "en")]  # type: ignore[union-attr]
    assert sum("each follows from your own earlier numbers" in t for t in said) == 1
    assert say(M.grade_carried, "en") not in said and sum(t.startswith("s") for t in said) == 3


def test_two_tables_of_head_1s_weights_say_what_sets_them_apart(runner) -> None:
    """b3's head 1 row i=1 reads 0.243915, b4's 0.243113 under the same words: b4's are with attention's biases at 0,
    which its heading now says (a listener heard two answers to one question)."""
    b3 = invoke(runner, "--plain", "show", "b3").stdout
    b4 = [line for line in invoke(runner, "--plain", "show", "b4").stdout.splitlines()
          if line.startswith("The softmax weights of head 1")]
    assert "0.243915" in b3 and len(b4) == 2 and all("attention's biases at 0" in line for line in b4)


def test_a_set_of_channels_is_listed_with_a_chinese_comma_and_an_empty_one_in_words(runner) -> None:
    """A zh learner read "ReLU 置零的通道：h3, h4, h6" and, beside the slip "忘了 ReLU", "得 无"."""
    assert "ReLU 置零的通道：h3、h4、h6；" in invoke(runner, "--lang", "zh", "--plain", "show", "b0").stdout
    out = invoke(runner, "--lang", "zh", "quiz", "b0", input="无\n无\nq\n").stdout
    assert re.search(r"忘了 ReLU +h = a +一个也没有\n正确做法 +h = max\(0, a\) +h3、h4、h6", out)


def test_the_mean_of_z_says_it_is_before_rounding(runner) -> None:
    """On a drawn u the printed z summed to −0.000002, so their mean is −0.0000005 (−0.000001 written), and the
    table said "mean of z 0.000000" beside "variance of z (of the z shown)": the row now says whose mean it is."""
    out = " ".join(invoke(runner, "show", "b2").stdout.replace("│", " ").split())
    # "(before it is written to 6 decimals) 0.000000" read as a contradiction: whose values the mean is of, said;
    # "(of z before it is rounded)" was then read as of z from the mean rounded (which gave −0.000001)
    assert "mean of z (LayerNorm of the s above, unrounded) 0.000000" in out


def test_the_z4_hint_and_the_mean_kept_line_say_what_they_mean(runner) -> None:
    """A learner read "提示：z4 = … √(方差 + eps)：均值与方差…" (two colons, 均值 beside the solution's mean)
    and "s_i was divided by std as it is: z_i = gamma_i·(s_i − mean) / std …", the right formula read as what they
    had done; then, heard, "z_i = … + beta_i 要先减去均值" as beta_i taking the mean off (a listener's report)."""
    zh = "".join(invoke(runner, "--lang", "zh", "quiz", "b2", input="0.260107\n-1.182807\nq\n").stdout.split())
    assert "提示：z4=(s4−mean)/√(var+eps)；mean与var都从给出的s算。" in zh
    assert "应先减去均值：z_i=gamma_i·(s_i−mean)/std+beta_i。" in zh
    en = " ".join(invoke(runner, "quiz", "b2", input="-1.182807\nq\n").stdout.split())  # z4, missed, comes first
    assert "This divides s_i by std as it is; the mean comes off first: z_i = gamma_i·(s_i − mean) / std + beta_i." \
        in en


def test_the_residual_table_names_the_mean_as_the_layernorm_table_does(runner) -> None:
    """The zh residual table's column read "mean" beside 分量 and 符号保留, where b2's LayerNorm table says 均值."""
    for lang, word in (("zh", "均值"), ("en", "mean")):
        out = invoke(runner, "show", "b5", "--lang", lang).stdout
        header = next(line for line in out.splitlines() if " u " in line and " s " in line and " z " in line)
        assert header.split()[5] == word, header


def test_a_slip_named_a_digit_off_says_how_far_its_number_is_from_the_one_typed() -> None:
    """z1 = 1.079691 typed (eps left out, the mean kept whole): "That matches what the slip gives" stood above the
    slip's 1.079690 in the table, and a learner checking saw two numbers."""
    from r45cli.grading import Verdict
    from r45cli.mistakes import Match
    from r45cli.view.practice import slips

    eps = next(m for m in MISTAKES if m.key == "eps_omitted")
    match = Match(eps, 1.0796904, 1.0796868, M.mis_eps_omitted_why, {"name": "z1"})
    near = slips(Verdict(False, 1.079691, 1.079687, "1.079691", matches=(match,)), "en")[0].text
    assert near.startswith("That is what the slip 'eps left out' gives, but for 0.000001, which rounding on the way")
    same = slips(Verdict(False, 1.07969, 1.079687, "1.079690", matches=(match,)), "en")[0].text
    assert same.startswith("That matches what the slip 'eps left out' gives.")


def test_a_chinese_sentence_lists_names_with_its_own_mark(runner) -> None:
    """--plain show b2 read "正：u1, f1, s1, …" in Chinese: names in a Chinese sentence are listed with 、."""
    said = invoke(runner, "--lang", "zh", "--plain", "show", "b2").stdout
    assert "正：u1、f1、s1、z1、" in said and "负：u3、s3、" in said and "u1, f1" not in said


def test_verify_in_chinese_joins_slip_names_with_chinese_marks(runner) -> None:
    """zh verify read "（一并点名：减掉了 f，以及符号反了; 漏了 FFN 这一支…": groups of slips joined by an ASCII
    semicolon, and lists by ", "."""
    said = invoke(runner, "--lang", "zh", "--plain", "verify").stdout
    assert "以及符号反了；漏了 FFN 这一支（没加 f）" in said
    assert not re.search(r"[\u4e00-\u9fff][;,] ", said)


def test_a_slips_formula_keeps_its_comparison_on_one_line() -> None:
    """At 40 columns the test's table read "中途舍入得太早：x → round(x, d), d" | "< 6；得 z4 = …"."""
    from r45cli.mistakes import MISTAKES
    from r45cli.render.wrap import Prose

    wrong = next(m.wrong for m in MISTAKES if m.key == "rounded_early")
    for width in range(20, 48):
        lines = Prose(f"中途舍入得太早：{wrong}；得 z4 = 0.603476").lines(width)
        assert not any(line.startswith("<") or line.endswith(("d", "<")) for line in lines), (width, lines)
    assert "→" not in wrong  # "x → round(x, d)" was heard "x 然后 round(x, d)"


def test_a_root_in_a_chinese_formula_is_said_whole_once_then_a_pause(runner) -> None:
    """A listener heard "z = gamma 逐元素乘 (s − mean) 整体 除以 (方差 + eps) 整体的平方根 整体 + beta": the last 整体
    grouped nothing they could tell. The root says its group whole; a pause parts what is added after it."""
    said = invoke(runner, "--lang", "zh", "--plain", "show", "b2").stdout
    assert "- z = gamma 逐元素乘 (s − 均值) 整体除以 (方差 + eps) 整体的平方根，+ beta\n" in said
    assert "整体的平方根 整体" not in said


def test_a_file_field_in_plain_text_is_an_item_of_its_list_not_a_component(runner) -> None:
    """--plain verify read "b0.predict 的第 0 个分量 a5": a lesson file's quiz[1] is an item of a list, counted from
    0, not a vector's component."""
    said = invoke(runner, "--lang", "zh", "--plain", "verify").stdout
    assert "b0.quiz 的第 1 项（从 0 数） h5" in said and "quiz 的第 1 个分量" not in said
    assert "b0.quiz item 1 (counted from 0) h5" in invoke(runner, "--plain", "verify").stdout
