"""Speech: every plain view, read by espeak-ng in each language, has no symbol it misreads or skips.

The views are test_plain's: every state shown, list, verify, why, lab (and `--ask`), progress, step, step
--predict, quiz on every state and on fresh numbers, review and the test, with answers typed. The checks on the
text run everywhere; the one that runs espeak-ng (`espeak-ng -q -x`: phonemes, no sound) is skipped, saying so
once, where it is not installed (Debian's `espeak-ng`; `.ci/run` installs it). It runs one espeak-ng a language
over all the text at once: the probes first (`a S b.` for each listed symbol, to hear what espeak-ng does with
it), then each clause of the views that holds anything but letters, digits, Chinese characters and ordinary
punctuation, once, its numbers shortened to one digit (about 120 clauses a language, half a second).
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from conftest import invoke
from test_plain import commands

from r45cli.messages import M, say
from r45cli.plain.misread import misread
from r45cli.plain.spoken import speakable

ESPEAK = shutil.which("espeak-ng")
VOICES = {"en": "en", "zh": "cmn"}

# What a synthesiser gets wrong, as heard from espeak-ng 1.51: the symbol, and whether what it says for one is a
# word only that symbol brings (then it must not be heard anywhere in the views either). The minus U+2212 is
# listed apart: plain text writes it, so espeak-ng must say it.
LISTED: dict[str, bool] = {
    "√": False,  # "square var plus eps" for √(var + eps)
    "²": False,  # an extra "two"
    "·": False,  # silent: 0.5·1.170705 runs together
    "⊙": False,  # silent
    "ᵀ": True,  # "letter 1 D 4 0"
    "Σ": True,  # "sigma"
    "→": True,  # "right arrow"; silent in Chinese
    "≈": True,  # "approximately", in English inside Chinese
    "|": False,  # silent
    "\\": True,  # "backslash"
    "×": False,  # "times" where 4×6 means "by"; silent in Chinese
    "‖": False,  # silent
    "∂": False,  # "delta", a word Δ brings too
    "★": False,  # silent
    "●": True,  # "black circle"
}
MINUS = "\u2212"
EXPONENT = re.compile(r"(?<![\w.])\d+(?:\.\d+)?[eE][-+−]?\d")  # 6e-07, eps as 1e-05: "six e zero seven"
HYPHEN_MINUS = re.compile(r"(?<![\w.)\]])-\.?\d")  # -0.385419: espeak-ng drops the sign
PAUSES = re.compile(r"[_:|\s]+")


def views(lesson, lang: str) -> dict[str, str]:
    """Every plain view in `lang`, by name, as printed to a pipe."""
    runs = [*commands(lesson), ("test", ["test"], "0\n1\n2\n" + "s\n" * 10)]
    out = {}
    for name, args, stdin in runs:
        result = invoke(None, "--plain", "--lang", lang, *args, input=stdin)
        assert result.exit_code == 0, (name, result.stderr)
        out[name] = result.stdout + result.stderr
    return out


def found(text: str) -> list[str]:
    """The listed symbols and sequences in `text`, outside URLs (a URL is read as it is)."""
    bare = re.sub(r"\S*://\S*", " ", text)
    return ([s for s in LISTED if s in bare] + ["6e-07"] * bool(EXPONENT.search(bare))
            + ["-0.5"] * bool(HYPHEN_MINUS.search(bare)))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_view_has_a_symbol_speech_misreads(lesson, lang) -> None:
    """The text itself: no listed symbol, no exponent, no ASCII hyphen before a number; the minus is U+2212."""
    shown = views(lesson, lang)
    wrong = {name: found(text) for name, text in shown.items() if found(text) or misread(text)}
    assert not wrong, wrong
    assert MINUS in shown["show b2"] and MINUS in shown["why z4"]


@pytest.mark.parametrize(("lang", "written", "spoken"), [
    ("en", "(−0.255140 − 0.260107)²", "the square of the whole of (−0.255140 − 0.260107)"),
    # "the square root of (var + eps)" was heard as "the square root of var plus eps": speech drops the brackets
    ("en", "√(var + eps)", "the square root of the whole of (var + eps)"),
    # "var(s)" was heard "vahr ess"; the name var alone stays (it names a number beside its value)
    ("en", "(var(s) is in the table below)", "(the variance of s is in the table below)"),
    ("zh", "（下表有 var(s)）", "（下表有 s 的方差）"),
    # a lesson's prose: "\*esc\*" had read "*esc *"
    ("en", "\\*esc\\*, max |J − I|", "*esc*, the largest absolute value of the whole of (J − I)"),
    # "s 的均值 决定": the space after mean(s) stood between two Chinese words (a reader's report)
    ("zh", "z_i 的符号由 s_i − mean(s) 决定；var(s) 远大于 eps", "z_i 的符号由 s_i − s 的均值决定；s 的方差远大于 eps"),
    # verify's claims that u is a LayerNorm's output: "mean u", and ≤ said as nothing at all in Chinese
    ("en", "the texts of b2 say var(u) ≤ 1: mean(u) = 0",
     "the texts of b2 say the variance of u at most 1: the mean of u = 0"),
    ("zh", "b2 的文字说 var(u) ≤ 1：mean(u) ≥ 0", "b2 的文字说 u 的方差小于或等于 1：u 的均值大于或等于 0"),
    # "z = LN(s)" was heard "z equals L N S"
    # "LayerNorm of (x + attention)" was heard as LayerNorm of x, plus attention: the group said whole
    ("en", "z = LN(s); u = LN(x + attn)", "z = LayerNorm of s; u = LayerNorm of the whole of (x + attention)"),
    ("zh", "u = LN(x + attn)", "u = (x + 注意力) 整体的 LayerNorm"),
    ("zh", "z = LN(s)", "z = s 的 LayerNorm"),
    # "(u + f)_i" was heard "u plus f, i": the index said as what it is
    # …and "component i of u plus f minus f i": the group is said whole there too (a listener's report)
    ("en", "u_i = (u + f)_i − f_i", "u_i = component i of the whole of (u + f), − f_i"),
    ("zh", "u_i = (u + f)_i − f_i", "u_i = (u + f) 的第 i 个分量 − f_i"),
    ("en", "√var + eps", "the square root of var + eps"),
    # "gamma4 times (s4 − mean) over std" was heard as s4 − mean / std: a bracketed sum divided is said whole
    # …and "over std + beta4" as over (std + beta4): a pause after the divisor, and after a group said whole (and
    # before "over std": "the whole of (s_i − mean) over std" was heard as s_i − (mean over std))
    ("en", "z4 = gamma4·(s4 − mean) / std + beta4", "z4 = gamma4 times the whole of (s4 − mean), over std, + beta4"),
    ("zh", "z4 = (s4 − mean) / std + beta4", "z4 = (s4 − mean) 整体除以 std，+ beta4"),
    ("en", "√(var + eps) + beta", "the square root of the whole of (var + eps), + beta"),
    # "… (s2 − mean)) over 2" was heard with its two closings alike: "over 2" seemed to divide the last square alone
    ("en", "var = ((s1 − mean)² + (s2 − mean)²) / 2",
     "var = the whole of (the square of the whole of (s1 − mean), + the square of the whole of (s2 − mean)), "
     "all over 2"),
    ("zh", "z1 = (s1 − mean) / std", "z1 = (s1 − mean) 整体除以 std"),
    ("en", "1/4 and (b) / c", "1/4 and (b) over c"),
    ("en", "0.5·1.170705", "0.5 times 1.170705"),
    ("en", "z = gamma ⊙ x", "z = gamma elementwise times x"),
    ("en", "QKᵀ", "Q times K transposed"),  # (QK) transposed is another matrix
    ("zh", "softmax(QKᵀ/√d)", "softmax(Q 乘 K 的转置 除以 d 的平方根)"),
    ("en", "W_Oᵀ and (AB)ᵀ", "W_O transposed and (AB) transposed"),
    ("en", "u = 1e308", "u = 1 times 10 to the power 308"),  # not 309 digits
    ("zh", "1e-300", "1 乘 10 的 −300 次方"),
    ("en", "i \\ j", "i, j"),
    ("en", "0–5", "0 to 5"),
    ("en", "6e-07", "0.0000006"),
    ("en", "eps = 1e-05", "eps = 0.00001"),
    ("en", "u3 = -0.385419", "u3 = −0.385419"),
    ("en", "W1 (4×6)", "W1 (4 by 6)"),
    ("en", "step 1 of 2 · ★ default state", "step 1 of 2, default state"),
    ("en", "Causal mask: the positions j row i may read (● = may read)", "Causal mask: the positions j row i may read"),
    ("zh", "√(var + eps)", "(var + eps) 整体的平方根"),
    # "…(s2 − mean) 整体的平方) 整体 除以 2" was heard as the last square alone over 2 (a listener's report)
    ("zh", "var = ((s1 − mean)² + (s2 − mean)²) / 2",
     "var = ((s1 − mean) 整体的平方，+ (s2 − mean) 整体的平方)，全部除以 2"),
    # one group: 整体 says it, one word with 除以 (a space between them stood in the text, a braille line shows it)
    ("zh", "mean = (s1 + s2) / 2", "mean = (s1 + s2) 整体除以 2"),
    ("zh", "x²", "x 的平方"),
    # a learner heard "Σ(s − mean) 的平方", the square of the sum
    ("zh", "var = Σ(s − mean)² / (n − 1)", "var = 对每个分量求和：(s − mean) 整体的平方，除以 (n − 1) 整体"),
    # a listener heard "over (n − 1)" as (…/n) − 1, and "W1[2,5]" as "W one, two five"
    ("en", "Σ(s − mean)² / (n − 1)", "the sum over the components of the square of the whole of (s − mean), over the "
     "whole of (n − 1)"),
    ("en", "W1[2,5] = −1; b2[4] = 0.1; b1[1–6] = 0",
     "W1 row 2, column 5 = −1; b2 entry 4 = 0.1; b1 entries 1 to 6 = 0"),
    ("zh", "W1[2,5] = −1；b1[1–6] = 0", "W1 第 2 行第 5 列 = −1；b1 的第 1 到 6 个分量 = 0"),
    # "W2[k,3]" was heard "W two, k three", and "max(0, a4)" as "max zero." then "a four" (a listener's report)
    ("en", "each h_k by W2[k,3]; h4 = max(0, a4)", "each h_k by W2 row k, column 3; h4 = the larger of 0 and a4"),
    ("zh", "h4 = max(0, a4)", "h4 = 0 与 a4 中较大的"),
    # "f_i = ReLU(u_i W1 + b1) W2 + b2" was heard "relu, u i W1 plus b1, W2 plus b2"; attn1 "atten one"
    # …and then with W2 inside the ReLU: a pause after the group; written without spaces, it had stayed in symbols
    ("en", "h = ReLU(uW1+b1); f", "h = ReLU of the whole of (u times W1+b1); f"),
    ("en", "f_i = ReLU(u_i W1 + b1) W2 + b2", "f_i = ReLU of the whole of (u_i times W1 + b1), times W2 + b2"),
    ("zh", "f_i = ReLU(u_i W1 + b1) W2 + b2", "f_i = (u_i 乘 W1 + b1) 整体的 ReLU 乘 W2 + b2"),
    # a zh listener heard "won plus bwon" for uW1 + b1 ("W1" as "one"), and English "plus or minus" for ±
    ("zh", "a = uW1 + b1；f = u(W1W2) + (b1W2 + b2)", "a = u 乘 W1 + b1；f = u 乘 (W1 乘 W2) + (b1 乘 W2 + b2)"),
    ("zh", "注意力 = concat W_O + b_O；刻度：±1.434875", "注意力 = concat 乘 W_O + b_O；刻度：正负 1.434875"),
    ("en", "f = hW2+b2, scale ±0.5", "f = h times W2+b2, scale plus or minus 0.5"),
    ("en", "Q = x W_Q + b_Q; K = x W_K + b_K", "Q = x times W_Q + b_Q; K = x times W_K + b_K"),  # h352
    # pre-norm's "MHA(LN1(x))" was heard "M H A, L N one, x": the nesting lost
    ("en", "y = x + MHA(LN1(x))", "y = x + MHA of LN1 of x"),
    ("zh", "z = y + FFN(LN2(y))", "z = y + y 的 LN2 的 FFN"),
    # the vector a was heard as the article "uh": "a = uW1 + b1", "ReLU(a)"; the article and a_j stay as they are
    ("en", "Widen: a = uW1 + b1, h = ReLU(a), a bit", "Widen: vector a = u times W1 + b1, h = ReLU of vector a, a bit"),
    ("en", "h = a. The coefficients in a are a_j", "h = vector a. The coefficients in vector a are a_j"),
    ("en", "u_i (4) then W1 (4×6), b1 (6)", "u_i (4 wide) then W1 (4 by 6), b1 (6 wide)"),  # "u i, four"
    ("zh", "u_i (4) 然后 b1 (6)", "u_i（宽 4） 然后 b1（宽 6）"),
    ("en", "h = ReLU(a); attn1 = 0.5", "h = ReLU of vector a; attention\u00a01 = 0.5"),  # kept together
    ("en", "the largest |∂z_i/∂u_j| = 0",
     "the largest absolute value of the derivative of z_i with respect to u_j = 0"),
    # "the square of the whole of (s_i − mean) over n" was heard as ((s_i − mean) / n)²: a pause before the division
    ("en", "var = Σ_i (s_i − mean)² / n", "var = the sum over i of the square of the whole of (s_i − mean), over n"),
    ("en", "Σ(s − mean)²", "the sum over the components of the square of the whole of (s − mean)"),
    ("zh", "你用了 √方差。", "你用了 方差的平方根。"),  # not "方差 的平方根", two words
    ("zh", "行是 concat，列是 attn", "行是 concat，列是注意力"),  # not "列是 注意力": a space between two Chinese words
    ("zh", "第 1/2 步 · ★ 默认状态", "第 1/2 步，默认状态"),
    ("zh", "第 1 题（共 4 题）· b2", "第 1 题（共 4 题），b2"),  # a listener heard "… 乘 b2", times b2
    ("en", "right, down or PgDn the next state", "right, down or Page Down the next state"),  # "P G D N"
    # "(u + f) − f" was heard "u plus f minus f", which sounds like u; "(u + f)3" as "u plus f three"
    ("en", "u3, u4 are (u + f) − f", "u3, u4 are the whole of (u + f), − f"),
    ("en", "h5 and h6 swapped: h_i ↔ h_j", "h5 and h6 swapped: h_i swapped with h_j"),  # "left right arrow"
    ("zh", "h5、h6 对调：h_i ↔ h_j", "h5、h6 对调：h_i 与 h_j 对调"),
    # "… column j + b1_j" was heard with b1_j inside the sum
    ("en", "a_j = Σ_i u_i·W1[i,j] + b1_j", "a_j = the sum over i of u_i times W1 row i, column j, + b1_j"),
    ("zh", "a_j = Σ_i u_i·W1[i,j] + b1_j", "a_j = 对 i 求和：u_i 乘 W1 第 i 行第 j 列，+ b1_j"),
    ("en", "x = Σ_i (a + b) + c; y = 1 + 2", "x = the sum over i of the whole of (a + b), + c; y = 1 + 2"),
    ("zh", "u3、u4 是 (u + f) − f", "u3、u4 是 (u + f) 整体 − f"),
    ("en", "(u + f)3 - f3 = 0.1", "component 3 of the whole of (u + f), − f3 = 0.1"),
    ("zh", "▲ 上面还有（↑ 或 PgUp）", "▲ 上面还有（↑ 或 Page Up）"),
    ("en", "f1 = 0.5·h1", "f1 = 0.5 times h1"),
    ("en", "https://arxiv.org/abs/1706.03762", "https://arxiv.org/abs/1706.03762"),
    ("en", "- ?, h or help: keys", "- question mark, h or help: keys"),  # a learner heard "h or help: keys"
    ("zh", "- ?、h 或 help：按键", "- 问号、h 或 help：按键"),
    ("en", "h5 = ?", "h5 = what"),
    # the test's whole-block item was read "z = question mark (all 4 components)", beside "f1 = what"
    ("en", "z = ? (all 4 components)", "z = what (all 4 components)"),
    ("zh", "z = ?（全部 4 个分量）", "z = 多少（全部 4 个分量）"),
    ("en", "Which channels does ReLU zero? Type them.", "Which channels does ReLU zero? Type them."),
    # the lab's gaps were heard as "0.0" and "zero point zero zero zero zero zero zero zero zero zero two zero"
    ("en", "max |u − LayerNorm(x)|: 0.0e+00", "the largest absolute value of the whole of (u − LayerNorm(x)): 0"),
    # "absolute value of J minus I" was heard as |J| − I; and {j : a_j > 0} as "jay, uh jay greater than zero"
    ("en", "largest entry of |J − I|: 0.79", "largest entry of the absolute value of the whole of (J − I): 0.79"),
    ("en", "ReLU the wrong way round: {j : a_j > 0}", "ReLU the wrong way round: the set of j with a_j greater than 0"),
    ("zh", "ReLU 反了：{j : a_j > 0}", "ReLU 反了：满足 a_j 大于 0 的 j 的集合"),
    ("en", "gap: 2.0e-10", "gap: 2.0 times 10 to the power −10"),
    ("en", "within 6e-07", "within 0.0000006"),
    # "Next review: 2026-12-06" was heard "two thousand twenty-six dash twelve dash zero six"
    # …kept on one line by no-break spaces: "2026 年 12" / "月 8 日" had been cut
    ("en", "Review · 2026-12-05: 7 due; kept in /tmp/2026-12-05/p.json", "Review, 5\u00a0December\u00a02026: 7 due; "
     "kept in /tmp/2026-12-05/p.json"),
    ("zh", "下一次复习：2026-12-06。", "下一次复习：2026\u00a0年\u00a012\u00a0月\u00a06\u00a0日。"),
    ("en", "Next review: 2026-12-08.", "Next review: 8\u00a0December\u00a02026."),  # a full stop had kept it whole
    ("en", "r45 0.2.0-2026-12-08.1", "r45 0.2.0-2026-12-08.1"),  # no date inside a longer name
    # a row's last number and the next line's "… 56 more columns" were said as one range: "−0.2 to 56 more columns"
    ("en", "a8 = −0.2\n… 56 more columns", "a8 = −0.2\n… 56 more columns"),
    ("en", "z1 … z4", "z1 to z4"),
    # an instructor heard "the right answer (2 wide)" for a count, and "quiz 的第 2 个分量.ask" for a field's entry
    ("en", "of the right answer (2): eps left out", "of the right answer (2): eps left out"),
    ("en", "u_i (4) then W1 (4×6), b1 (6)", "u_i (4 wide) then W1 (4 by 6), b1 (6 wide)"),
    ("zh", "quiz[2].ask, notes[0]", "quiz 的第 2 项.ask, notes 的第 0 项"),
    ("zh", "b2[4] = 0", "b2 的第 4 个分量 = 0"),
    # "You can now work u then z alone" was heard for u → z, from u to z; an arrow between parts stays "then"
    ("en", "work u → z alone; x → head 1 → W_O", "work u to z alone; x then head 1 then W_O"),
    ("zh", "u → z（b0、b1、b2）", "u 到 z（b0、b1、b2）"),
    # "attention x plus y" and "attention x plus attention y", the two sides of b4's check, had sounded alike
    ("en", "attn(x+y) = 1.3, attn(x)+attn(y) = 0.5", "attention of the whole of (x+y) = 1.3, attention of x+attention "
     "of y = 0.5"),
    ("zh", "相加：attn(x + y) 与 attn(x) + attn(y)", "相加：(x + y) 整体的注意力 与 x 的注意力 + y 的注意力"),
])
def test_each_spoken_form(lang, written, spoken) -> None:
    assert speakable(written, lang) == spoken
    assert speakable(spoken, lang) == spoken  # said twice changes nothing
    assert not found(spoken)


def test_bars_with_spaces_inside_are_a_lesson_texts_own() -> None:
    """"a | pipe | b" in a lesson's text had been said "the absolute value of pipe"."""
    assert speakable("a | pipe | b, |w| too", "en") == "a | pipe | b, the absolute value of w too"


# A clause of nothing but ASCII letters and digits, Chinese characters, spaces and ordinary punctuation: it holds
# nothing from the list (unless a hyphen stands before a digit, or an e inside a number)
ORDINARY = re.compile(r"[A-Za-z0-9_\u4e00-\u9fff\s,.:;()=+'\"?!，。：；（）？！、“”/\[\]*%&#@-]*")


def clauses(texts) -> list[str]:
    """Each clause of the texts once, numbers shortened to one digit, ordinary clauses left out: espeak-ng reads a
    clause alike wherever it stands, a number's digits are what it reads best (its sign and an exponent stay), and a
    clause can misread only what it holds (about 120 clauses a language of 1,200, half a second)."""
    out: dict[str, None] = {}
    for text in texts:
        shortened = re.sub(r"(?<![\w.])\d+(\.\d+)?(?![\w.])", "1", text)
        for part in re.split(r"(?<=[,;:.!?，；：。！？])\s*|\n", shortened):
            part = part.strip()
            if part and (not ORDINARY.fullmatch(part) or EXPONENT.search(part) or HYPHEN_MINUS.search(part)):
                out[part] = None
    return list(out)


def reading(line: str, first: str, last: str) -> str:
    """What espeak-ng said for the symbol of a probe `a S b.`, its phonemes between those of a and b."""
    inner = line.strip().strip("_:|")
    inner = inner[len(first) :] if inner.startswith(first) else inner
    inner = inner[: -len(last)] if inner.endswith(last) else inner
    return inner.strip()


@pytest.mark.process
def test_espeak_ng_reads_every_plain_view_without_a_listed_misreading(lesson) -> None:
    if ESPEAK is None:
        pytest.skip("espeak-ng is not installed (Debian: apt-get install espeak-ng): the spoken views were not heard")
    probes = [f"a {s} b." for s in (*LISTED, MINUS)]
    texts = {lang: views(lesson, lang) for lang in VOICES}
    runs = {lang: subprocess.Popen([ESPEAK, "-q", "-x", "-v", voice], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, encoding="utf-8")
            for lang, voice in VOICES.items()}  # both at once
    heard = {lang: run.communicate("\n".join([*probes, *clauses(texts[lang].values())]) + "\n", timeout=300)
             for lang, run in runs.items()}
    problems: list[str] = []
    for lang, (phonemes, err) in heard.items():
        assert runs[lang].returncode == 0, err
        lines = phonemes.splitlines()
        heard_probes = [line.strip().strip("_:|") for line in lines[: len(probes)]]
        heads = [p.split()[0].strip("_:|") for p in heard_probes]
        tails = [p.split()[-1].strip("_:|") for p in heard_probes]
        a, b = max(heads, key=heads.count), max(tails, key=tails.count)  # what a and b are, said around a symbol
        assert all(p.startswith(a) and p.endswith(b) for p in heard_probes), heard_probes
        said = {s: reading(line, a, b) for s, line in zip((*LISTED, MINUS), lines)}
        rest = "\n".join(lines[len(probes) :])
        # the minus plain text writes is said, in each language
        if not PAUSES.sub("", said[MINUS]):
            problems.append(f"{lang}: espeak-ng says nothing for U+2212")
        for name, text in texts[lang].items():
            for s in found(text):
                problems.append(f"{lang} {name}: {s!r}, which espeak-ng reads as {said.get(s) or 'nothing'!r}")
        for s, only_that in LISTED.items():
            word = PAUSES.sub(" ", said[s]).strip()
            if only_that and word and re.search(rf"(^|\s){re.escape(word)}(\s|$)", PAUSES.sub(" ", rest)):
                problems.append(f"{lang}: espeak-ng says {word!r}, what it says for {s!r}, somewhere in the views")
        if lang == "en":  # "of a1" is heard "ovuh one": espeak-ng runs "of a" together, and the name is lost
            problems += [f"en {name}: {m.group()!r}, heard 'ovuh'" for name, text in texts[lang].items()
                         for m in re.finditer(r"\bof a(?=\d|_| =|$)", text, re.MULTILINE)][:5]
        if lang == "en":  # a character espeak-ng does not know is spelled: "letter" and its code point
            letter = said["ᵀ"].split("_|")[0]
            spelled = [line for line in lines[len(probes) :] if f"{letter}_|" in line]
            problems += [f"en: a character spelled by its code point: {line!r}" for line in spelled[:3]]
    assert not problems, "\n".join(problems[:20])
    assert len(heard["en"][0].splitlines()) > 100  # the views' clauses were read, one a line


def test_the_spoken_words_are_words_in_both_languages() -> None:
    for lang in ("en", "zh"):
        assert not found(say(M.spoken_can_read, lang) + say(M.spoken_root, lang, x="v"))


def test_a_path_the_learner_typed_is_echoed_as_typed() -> None:
    """'Unknown key R45_STATE_DIR=/tmp over learner4…': the spoken forms rewrote a path the learner had typed."""
    from r45cli.plain.spoken import speakable

    typed = "Unknown key 'R45_STATE_DIR=/tmp/learner4 x'"
    assert speakable(typed, "en") == typed
    assert speakable("z = (s − mean)/std", "en") == "z = the whole of (s − mean), over std"  # a division is still said


def test_the_labs_derivatives_are_named_as_derivatives(runner) -> None:
    """`lab --zero-wo` in plain text read "row z1: x1 = 0.658994", heard as the value of x1 (which is 0.8)."""
    row = next(line for line in invoke(runner, "--plain", "lab", "--zero-wo").stdout.splitlines()
               if line.startswith("row z1:"))
    assert row.startswith("row z1: the derivative of z1 with respect to x1 = 0.658994, ") and ": x1 =" not in row


def test_a_states_place_in_its_group_is_said_in_words(runner) -> None:
    """`list` said "(Recompute step by step 1/4; next b1)", heard "one slash four" (and in Chinese as a fraction)."""
    from conftest import invoke

    en = invoke(runner, "--plain", "list").stdout
    zh = invoke(runner, "--plain", "--lang", "zh", "list").stdout
    assert "(key 0 in step; Recompute step by step, 1 of 4 in this group; next b1)" in en
    assert "（在 step 里按 0；逐步复算，本组第 1 个，共 4 个；下一个 b1）" in zh
    assert not re.search(r"\d/\d", en + zh)


@pytest.mark.process
def test_a_key_that_is_a_word_is_heard_as_its_letter(runner) -> None:
    """Predict mode's `a` in the plain prompt, "a run again", and in the legend, "a or again", was read by espeak-ng
    as the article: "uh run again". Each key in the prompt has a colon after it, and the legend names the word first."""
    out = invoke(runner, "--plain", "step", "--predict", "--from", "b3", input="h\nq\n").stdout
    prompt = next(line for line in out.splitlines() if line.startswith("r45 b3> Enter: next"))
    assert "a: again," in prompt and "\n- a: again\n" in out  # the legend h gives
    if ESPEAK is None:
        pytest.skip("espeak-ng is not installed (Debian: apt-get install espeak-ng)")
    heard = subprocess.run([ESPEAK, "-q", "-x", "-v", "en"], input=prompt, capture_output=True, text=True).stdout
    heard = " ".join(heard.split())
    assert "'eI a#g'En" in heard and "a# a#g'En" not in heard, heard  # the letter a, then "again"


def test_no_message_is_heard_as_over_a_name_then_minus_a_number() -> None:
    """"the variance over n − 1" was said "over n, − 1", heard as (variance / n) − 1: the pause that keeps "over std"
    from taking "+ beta_i" must find no sentence of r45's own where the divisor is n − 1."""
    from r45cli.messages import Message

    for name in dir(M):
        message = getattr(M, name)
        if isinstance(message, Message):
            for lang in ("en", "zh"):
                text = getattr(message, lang)
                assert not re.search(r"\bover n,? [−-] 1", speakable(text, lang)), (name, lang)


def test_no_message_says_a_bracketed_sum_after_an_article_or_adjective() -> None:
    """verify said "the printed the whole of (u+f), − f gives the same" (a listener's report): a sum in brackets
    after "the printed" takes "the whole of" between the two, which no ear parses."""
    from r45cli.messages import Message

    for name in dir(M):
        message = getattr(M, name)
        if isinstance(message, Message):
            assert not re.search(r"\b(?:the|a) \w+ the whole of", speakable(message.en, "en")), name
            # the key a before a verb: "(a asks it again …)" was heard "uh asks it again"
            assert "a asks" not in misread(speakable(message.en, "en")), name


def test_a_swap_of_two_channels_is_heard_as_two_channels_in_chinese() -> None:
    """"h5 = 0 与 a5 中较大的 与 h6 = 0 与 a6 中较大的 是两个不同的通道": 与 twice, the two channels unheard."""
    said = speakable(say(M.mis_pairs_swapped_why, "zh", p="h5", q="h6", pj="5", qj="6"), "zh")
    assert said.startswith("h5（= 0 与 a5 中较大的）和 h6（= 0 与 a6 中较大的）是两个不同的通道"), said


def test_twice_the_attention_of_x_is_not_heard_as_the_attention_of_2x() -> None:
    """b4's doubling row said "2x 的注意力 = …，2 乘 x 的注意力 = …": heard, the second is the attention of 2 times x,
    the very side it is compared with."""
    from r45cli.plain.spoken import speakable

    assert speakable("attn(2x) 与 2·attn(x)", "zh") == "2x 的注意力 与 x 的注意力的 2 倍"
    assert speakable("attn(2x) against 2·attn(x)", "en") == "attention of 2x against 2 times attention of x"


def test_a_latin_name_after_de_is_set_apart_as_the_lesson_sets_it() -> None:
    """"h = a 的ReLU": the Chinese texts set a Latin name apart from the characters around it."""
    from r45cli.plain.spoken import speakable

    assert speakable("h = ReLU(a)", "zh") == "h = a 的 ReLU"
