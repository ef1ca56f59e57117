"""How linear text says the math: one table of spoken forms, so that speech reads each symbol as words.

A speech synthesiser reads the lesson's math symbols wrongly or not at all
(espeak-ng, measured): `x²` is "x two", `√(v)` is "square v", `0.5·h1` runs
together, `⊙` is silent, `QKᵀ` is "letter 1 D 4 0", `i \\ j` is "backslash",
`0–5` is "zero five", `6e-07` is "six e zero seven", `10⁻⁵` is "ten", `★` is
silent, `●` is "black circle", `var(s)` is "vahr ess", `(u + f)_i` loses its
i, and an ASCII hyphen before a number is dropped. `speakable(text, lang)` writes each
in words of the language (`x squared`, `the square root of (v)`, `0.5 times
h1`, `0 to 5`, `0.0000006`, `−0.385419`); every drawer of linear text hands
its text through it, once. `MISREAD` (misread.py) is what must never remain,
for the test that runs espeak-ng over every view. URLs and file paths are left
as they are. The words themselves are `M.spoken_*` (words/plain.py); the exports' text
alternatives may say the math the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal, InvalidOperation

from ..messages import M, Message, comma, say
from ..numfmt import DECIMALS
from ..vocab import MINUS, URL_OR_PATH, minus_signs
from .misread import MISREAD

SUPERSCRIPT = dict(zip("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789"))

_EXPONENT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?[eE][-+−]?\d+)(?![\w.])")
_POWER_OF_TEN = re.compile("10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)")
_DATE = MISREAD["2026-12-05"][0]
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
_DERIVATIVE = re.compile(r"∂([\w]+)/∂([\w]+)")
_SUMMED = re.compile(r" [−+-] ")  # a sum or difference inside bars: said whole
_SET = re.compile(r"\{(\w+) : ([^{}\n]+)\}")  # {j : a_j > 0}: "jay, uh jay greater than zero", no set heard
# "the largest the absolute value" was said; bars with a space inside ("| pipe |") are a lesson's prose, not |x|
_ABSOLUTE = re.compile(r"((?:max|the largest) )?\|(?! )([^|\n]+?)(?<! )\|")
_ATTN = MISREAD["attn"][0]  # attn, attn2: the index kept with its name
_HAN = "[\u4e00-\u9fff]"  # a Chinese character
_HAN_THEN_ATTN = re.compile(rf"(?<={_HAN}) (?={re.escape(M.spoken_attn.zh)})")  # after a Chinese word
# attention(x+y) against attention(x)+attention(y) was heard as one: "attention x plus y", "attention x plus …"
_ATTENTION_OF = re.compile(rf"(?<![A-Za-z0-9_(])({re.escape(M.spoken_attn.en)}|{M.spoken_attn.zh})\(([^()\n]+)\)")
# 2·attn(x): "2 乘 x 的注意力" was heard as the attention of 2x, the other side of the comparison
_MULTIPLE_OF = re.compile(rf"(?<![\w.])(\d+)·({re.escape(M.spoken_attn.en)}|{M.spoken_attn.zh})\(([^()\n]+)\)")
# a matrix product written by juxtaposition: uW1, u(W1W2), x W_Q ("won plus bwon" in a zh voice)
_PRODUCT = re.compile(r"(?<![\w\]])(u_i|h_i|concat|b1|W1|[uhx]) ?(\(?)(?=W(?:1|2|_[OQKV])(?![0-9a-z_]))")
# of a sum (its spaces perhaps left out: ReLU(uW1+b1)), then times what follows
_RELU_OF = re.compile(rf"\bReLU\(([^()\n]*[ +{MINUS}][^()\n]*)\)( (?=[A-Z]))?")
# a vector's width after its name: h_i (6), b1 (6); not a count after a word ("the right answer (2)": "(2 wide)")
_WIDTH = re.compile(r"(?<![\w.])([A-Za-z][A-Za-z0-9]?(?:_[a-z])?) \((\d+)\)")
_SHAPE = re.compile(r"(?<=\w) \((\d+)×(\d+)\)")  # a matrix's shape after its name: W1 (4×6)
_ENTRY = re.compile(r"\b([A-Za-z]\w*)\[(\w+),\s?(\w+)\]")  # W1[2,5], W2[k,3] (its brackets were not heard)
_MAX_ZERO = re.compile(r"\bmax\(0, ([^()\n]+)\)")  # max(0, a4): "max zero. a four" heard as two sentences
_ENTRIES = re.compile(r"(?<!\.)\b([A-Za-z]\w*)\[(\d+)((?:\s?[–…]\s?| to )\d+)?\]")  # b2[4], b1[1–6]
# a file's field, b0.quiz[1] or quiz[2].ask: an item of a list, not a component ("quiz 的第 2 个分量.ask")
_ITEM = re.compile(r"(?<=\.)([A-Za-z]\w*)\[(\d+)\]")
# a field's list entry where a sentence has said how they are counted: quiz[2].ask, notes[0]
_FIELD_ITEM = re.compile(r"(?<![\w.])([A-Za-z]\w*)\[(\d+)\](?=\.[A-Za-z])"
                         r"|(?<![\w.])(notes|quiz|predict|shows|options|claims|further|groups|order|diagram|heads)"
                         r"\[(\d+)\]")
_VARIANCE_OF = re.compile(r"\bvar\((\w+)\)")
_MEAN_OF = re.compile(r"\bmean\((\w+)\)")
_AT_MOST = re.compile(rf"((?<={_HAN}) )?[^\S\n]?([≤≥])[^\S\n]?")  # after a Chinese word, no space
_LAYER_NORM_OF = re.compile(r"\bLN\((\w+|[^()\n]+)\)")  # LN(s), LN(x + attn)
# the vector a where speech takes it for the article ("a = uW1", "ReLU(a)", "h = a.", "in a are": "uh")
_VECTOR_A = re.compile(r"(?<![\w'’\u00a0-])(?<!vector )a(?= =| are\b|\.(?:\s|$))")
_APPLIED_TO_A = re.compile(r"\b([A-Za-z]\w*)\(a\)")
_SUBLAYER_OF = re.compile(rf"\b(MHA|FFN|LN\d)\(([^()\n+{MINUS}-]+)\)")  # pre-norm's MHA(LN1(x)): said "MHA, L N one, x"
_BRACKETED_SUM = r"(\((?:\w+[ \u00a0]?[+−][ \u00a0]?)+\w+\))"  # (u + f), its spaces perhaps no-break
_COMPONENT_OF = re.compile(rf"(\([^()\n]+\))_(\w)\b|{_BRACKETED_SUM}(\d)\b")  # (u + f)_i, (u + f)3
# a bracketed sum with a term after it: "(u + f) − f" was heard "u plus f minus f", which sounds like u
# "component i of (u + f), − f_i"; not a root's operand, which the root says whole ("整体的平方根 整体 + beta")
_SUM_THEN = re.compile(rf"(?<![\w)√])(?<!whole of ){_BRACKETED_SUM}(?=,? ?[−+] )")
_SUM = re.compile(r"Σ_?(\w)\s*")
SUM_OPENS = "\x00"  # where a sum's terms begin, while its end is looked for
PAGE_KEYS = {"PgDn": "Page Down", "PgUp": "Page Up"}  # the keys' names as printed on a keyboard
_PAGE_KEY = re.compile(rf"\b(?:{'|'.join(PAGE_KEYS)})\b")
_CJK_BEFORE_DE = re.compile(rf"(?<={_HAN}) (?=的)")  # the space a spoken form puts before 的
# the space after mean(s) that the spoken form leaves between two Chinese words: "s 的均值 决定" (a reader's report)
_STATISTIC_THEN_CJK = re.compile("(?<=" + "|".join(re.escape(m.zh.replace("{x} ", ""))
                                                  for m in (M.spoken_mean_of, M.spoken_variance_of))
                                 + f") (?={_HAN})")
_SUM_ALL = re.compile(r"Σ(?=\()")  # a sum with no index: over every component
_RANGE = re.compile(r"(?<=\d)[^\S\n]?[–…][^\S\n]?(?=[A-Za-z]?\d|[a-z]\b)")  # within a line: "…" opens the next
_OVER = re.compile(r"(?<=[\w)\]ᵀ²])/(?=[\w(√])| / ")
_COMPARE = re.compile(r"(?<=[^\S\n])([<>])(?=\s[\d−-])")  # a comparison before a number, never a prompt
_LONE_QUESTION = MISREAD["? keys"][0]  # a question mark standing alone: the help key
_BLANK = re.compile(r"(?<== )\?(?=$| ?[(（])", re.M)  # what a question asks for: "h5 = ?", "z = ? (all 4 …)"
_MARK_LEGEND = re.compile(r"\s*[(（]●[^)）]*[)）]")  # "(● = may read)": the linear text says each row in words instead


LONGEST_SAID = 16  # characters of a number said digit by digit: 0.00000000000001 at most


def positional(number: str) -> str:
    """`6e-07` as `0.0000006`, `1e−05` as `0.00001`: the digits a listener can follow, with the minus said."""
    try:
        text = format(Decimal(number.replace(MINUS, "-")), "f")
    except InvalidOperation:
        return number
    return text.replace("-", MINUS)


def _exponent(number: str, lang: str) -> str:
    """A number in e notation as its digits; one past 7 decimals (a gap of 2.0e-10, read "0.00000000020") or of
    more digits than a listener can follow (1e308, typed as a u out of range) as its power of ten in words; zero
    as 0 (0.0e+00 was read "0.0")."""
    shown = positional(number)
    mantissa, _, exponent = number.replace(MINUS, "-").lower().partition("e")
    if float(mantissa) == 0:
        return "0"
    if len(shown) <= LONGEST_SAID and int(exponent) >= -DECIMALS - 1:  # a tolerance, 0.0000006, keeps its digits
        return shown
    return say(M.spoken_power, lang, m=positional(mantissa), e=str(int(exponent)).replace("-", MINUS))


def _date(text: str, lang: str) -> str:
    """A date as speech says one ("5 December 2026"); a string that is no month's day stays as it is."""
    year, month, day = (int(x) for x in text.split("-"))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return text
    named = MONTHS[month - 1] if lang == "en" else str(month)  # Chinese says the month by its number
    return say(M.spoken_date, lang, year=str(year), month=named, day=str(day))


def _power(match: re.Match[str]) -> str:
    exponent = int("".join(SUPERSCRIPT[c] for c in match.group(1)))
    return positional(f"1e{exponent}")


def _group_after(text: str, start: int) -> int:
    """Where the operand that starts at `start` ends: a bracketed group, or a run of name characters."""
    if text[start : start + 1] == "(":
        depth = 0
        for k in range(start, len(text)):
            depth += (text[k] == "(") - (text[k] == ")")
            if depth == 0:
                return k + 1
        return len(text)
    k = start
    while k < len(text) and (text[k].isalnum() or text[k] in "_."):
        k += 1
    return k


def _group_before(text: str, end: int) -> int:
    """Where the operand that ends at `end` starts: a bracketed group, or a run of name characters."""
    if end > 0 and text[end - 1] == ")":
        depth = 0
        for k in range(end - 1, -1, -1):
            depth += (text[k] == ")") - (text[k] == "(")
            if depth == 0:
                return k
        return 0
    k = end
    while k > 0 and (text[k - 1].isalnum() or text[k - 1] in "_."):
        k -= 1
    return k


def _name_before(text: str, end: int) -> int:
    """Where the one name that ends at `end` starts, or its bracketed group: K in QK, W_O in W_O, K1 in QK1."""
    if end > 0 and text[end - 1] == ")":
        return _group_before(text, end)
    k = end
    while k > 0 and (text[k - 1].islower() or text[k - 1].isdigit()):
        k -= 1
    if k > 0 and text[k - 1].isupper():
        k -= 1
    while k > 1 and text[k - 1] == "_" and text[k - 2].isalpha():
        k -= 2
    return k if k < end else _group_before(text, end)


def _transposed(text: str, words: Callable[[str], str], times: str) -> str:
    """Each ᵀ said after the one name it binds to: QKᵀ is Q times (K transposed), never (QK) transposed."""
    while (at := text.find("ᵀ")) >= 0:
        start = _name_before(text, at)
        product = start > 0 and (text[start - 1].isalnum() or text[start - 1] == ")")
        text = text[:start] + (times if product else "") + words(text[start:at]) + text[at + 1 :]
    return text


def _prefix(text: str, symbol: str, words: Callable[[str], str]) -> str:
    """Each `symbol` before its operand (√x) said as `words(x)`, innermost first."""
    while (at := text.rfind(symbol)) >= 0:
        end = _group_after(text, at + 1)
        text = text[:at] + words(text[at + 1 : end]) + text[end:]
    return text


def _postfix(text: str, symbol: str, words: Callable[[str], str]) -> str:
    """Each `symbol` after its operand (x², Wᵀ) said as `words(x)`."""
    while (at := text.find(symbol)) >= 0:
        start = _group_before(text, at)
        text = text[:start] + words(text[start:at]) + text[at + 1 :]
    return text


def _divided_groups(text: str, words: Callable[[str], str]) -> str:
    """A bracketed sum divided or dividing, "(s4 − mean) / std", "x / (n − 1)", said as `words` of the group: speech
    drops the brackets, and "s4 minus mean over std" is s4 − mean / std to the ear."""
    for m in reversed(list(_OVER.finditer(text))):
        end = _group_after(text, m.end())
        if _grouped(text[m.end() : end]):
            text = text[: m.end()] + words(text[m.end() : end]) + text[end:]
        start = _group_before(text, m.start())
        if _grouped(text[start : m.start()]):
            text = text[:start] + words(text[start : m.start()]) + text[m.start() :]
    return text


def _all_divided(text: str, whole: str, instead: str) -> str:
    """`instead` of `whole` after a group that holds groups: "(… (s4 − mean) 整体的平方) 整体 除以 4" was heard as the
    last square alone over 4; "…，全部除以 4" says it, as English says "…, all over 4"."""
    starts: list[int] = []
    for k, ch in enumerate(text):
        if ch == "(":
            starts.append(k)
        elif ch == ")" and starts and "(" in text[starts.pop() + 1 : k] and text.startswith(whole, k + 1):
            return _all_divided(text[: k + 1] + instead + text[k + 1 + len(whole) :], whole, instead)
    return text


def _over(m: re.Match[str], word: str, lang: str) -> str:
    """A division in words; after a bracketed square ("(s_i − mean)² / n") with a pause before it, or the ear
    squares the quotient; a slash between two digits (1/4) as it is."""
    if _digits_around(m):
        return m.group(0)
    if m.string[: m.start()].endswith(")²"):
        return f"，{word} " if lang == "zh" else f", {word} "
    return _spaced(word)


def _paused(text: str, over: str, lang: str, everything: str = "all") -> str:
    """A pause where the ear would take what follows into the group or the divisor before it: after "the whole of
    (var + eps)" and after "over std" when + or − follows ("… over std + beta_i" was heard as over (std + beta_i));
    and "all" before a divisor of a group that holds groups (`everything`), as the sum of squares over 4."""
    pause = "，" if lang == "zh" else ","
    text = re.sub(rf"({re.escape(over)} [\w.]+) (?=[+{MINUS}] )", rf"\1{pause}" + ("" if lang == "zh" else " "), text)
    if lang == "zh":  # Chinese says a group's operation after it ("(方差 + eps) 整体的平方根"): it closes itself, and
        text = re.sub(rf"(整体的平方根?) (?=[+{MINUS}] )", rf"\1{pause}", text)  # a pause before what is added after
        whole = say(M.spoken_whole, lang, x="").strip()  # "(s − mean) 整体除以 std": 整体 tells how 除以 divides
        return _all_divided(text, f" {whole} {over} ", f"{pause}{everything}{over} ").replace(f"{whole} {over}",
                                                                                             f"{whole}{over}")
    out, depth, times = [], 0, say(M.spoken_times, lang)
    opened: list[tuple[int, bool]] = []  # the depths at which a group said as "of (" opened, and if one opened inside
    for k, ch in enumerate(text):
        out.append(ch)
        if ch == "(":
            depth += 1
            if text[max(0, k - 3) : k] == "of ":
                opened = [(d, True) for d, _ in opened] + [(depth, False)]
        elif ch == ")":
            if opened and opened[-1][0] == depth:
                _, inner = opened.pop()
                # "ReLU of the whole of (u_i W1 + b1) times W2" was heard with W2 inside the ReLU, and "the whole of
                # (s_i − mean) over std" as s_i − (mean over std)
                if re.match(rf" [+{MINUS}] ", text[k + 1 : k + 4]) or text.startswith(f" {times} ", k + 1):
                    out.append(pause)
                elif text.startswith(f" {over} ", k + 1):  # "…(s4 − mean)) over 4": both ends sound alike: "all"
                    out.append(f"{pause} {everything}" if inner else pause)
            depth -= 1
    return "".join(out)


def _grouped(operand: str) -> bool:
    """A bracketed operand of more than one term, "(var + eps)": its brackets carry what speech leaves out."""
    return operand.startswith("(") and " " in operand.strip("()")


def _spaced(word: str) -> str:
    """A word between two operands, with a space on each side (none added inside Chinese punctuation)."""
    return word if word in ("，",) else f" {word} "


def _said(text: str, lang: str) -> str:
    def w(message: Message, **values: str) -> str:
        return say(message, lang, **values)

    text = _DATE.sub(lambda m: _date(m.group(0), lang), text)
    text = _EXPONENT.sub(lambda m: _exponent(m.group(1), lang), text)
    text = _POWER_OF_TEN.sub(_power, text)
    text = minus_signs(text)
    text = _DERIVATIVE.sub(lambda m: w(M.spoken_derivative, y=m.group(1), x=m.group(2)), text)
    whole = lambda x: w(M.spoken_whole, x=f"({x})") if _SUMMED.search(x) else x  # noqa: E731 - |J − I|: of the
    text = _ABSOLUTE.sub(lambda m: w(M.spoken_largest_absolute if m.group(1) else M.spoken_absolute,  # whole
                                     x=whole(m.group(2))), text)  # difference, not "of J, minus I"
    text = _SET.sub(lambda m: w(M.spoken_set, x=m.group(1), rule=m.group(2)), text)
    text = _WIDTH.sub(lambda m: m.group(1) + w(M.spoken_wide, n=m.group(2)), text)
    text = _SHAPE.sub(lambda m: w(M.spoken_shape, rows=m.group(1), cols=m.group(2)), text)
    text = _ENTRY.sub(lambda m: w(M.spoken_entry, x=m.group(1), i=m.group(2), j=m.group(3)), text)
    text = _ITEM.sub(lambda m: w(M.spoken_item, x=m.group(1), i=m.group(2)), text)
    text = _FIELD_ITEM.sub(lambda m: w(M.spoken_field_item, x=m.group(1) or m.group(3), i=m.group(2) or m.group(4)),
                           text)
    text = _ENTRIES.sub(lambda m: w(M.spoken_entry_range if m.group(3) else M.spoken_entries, x=m.group(1),
                                    i=m.group(2) + (m.group(3) or "")), text)
    text = _VECTOR_A.sub(lambda m: w(M.spoken_vector, x="a"), text)
    text = _APPLIED_TO_A.sub(lambda m: w(M.spoken_applied, f=m.group(1), x=w(M.spoken_vector, x="a")), text)
    text = _ATTN.sub(lambda m: w(M.spoken_attn) + (f"\u00a0{m.group(1)}" if m.group(1) else ""), text)  # one line
    text = _HAN_THEN_ATTN.sub("", text) if lang == "zh" else text  # "列是 attn" said "列是 注意力": one word now
    text = _MULTIPLE_OF.sub(lambda m: w(M.spoken_multiple, n=m.group(1),
                                        x=w(M.spoken_applied, f=m.group(2), x=m.group(3))), text)
    text = _ATTENTION_OF.sub(lambda m: (" " if re.match(_HAN, m.string[m.start() - 1:m.start()]) else "")  # 与 x
                             + w(M.spoken_applied, f=m.group(1), x=w(M.spoken_whole, x=f"({m.group(2)})")
                                 if re.search("[−+-]", m.group(2)) else m.group(2)), text)
    text = _MAX_ZERO.sub(lambda m: w(M.spoken_max_zero, x=m.group(1)), text)
    text = _RELU_OF.sub(lambda m: w(M.spoken_relu_of, x=w(M.spoken_whole, x=f"({m.group(1)})"))
                        + (_spaced(w(M.spoken_times)) if m.group(2) else ""), text)
    text = _VARIANCE_OF.sub(lambda m: w(M.spoken_variance_of, x=m.group(1)), text)
    text = _MEAN_OF.sub(lambda m: w(M.spoken_mean_of, x=m.group(1)), text)
    while _SUBLAYER_OF.search(text):  # from the inside out: MHA of LN1 of x
        text = _SUBLAYER_OF.sub(lambda m: w(M.spoken_applied, f=m.group(1), x=m.group(2)), text)
    text = _LAYER_NORM_OF.sub(lambda m: w(M.spoken_layer_norm_of, x=m.group(1) if m.group(1).isalnum()  # a sum
                                          else w(M.spoken_whole, x=f"({m.group(1)})")), text)  # whole: not LN(x) + …
    text = _COMPONENT_OF.sub(lambda m: w(M.spoken_component_of, x=m.group(1) or m.group(3),
                                         i=m.group(2) or m.group(4)), text)
    text = _SUM_THEN.sub(lambda m: w(M.spoken_whole, x=m.group(1)), text)
    text = _divided_groups(text, lambda x: w(M.spoken_whole, x=x))
    text = _OVER.sub(lambda m: _over(m, w(M.spoken_over), lang), text)
    text = _SUM_ALL.sub(w(M.spoken_sum_all), text)  # before ², which would take Σ into its operand
    text = _prefix(text, "√", lambda x: w(M.spoken_root_group if _grouped(x) else M.spoken_root, x=x))
    text = _postfix(text, "²", lambda x: w(M.spoken_squared_group if _grouped(x) else M.spoken_squared, x=x))
    text = _transposed(text, lambda x: w(M.spoken_transposed, x=x), _spaced(w(M.spoken_times)))
    while _PRODUCT.search(text):  # u(W1W2): u times (W1 times W2)
        text = _PRODUCT.sub(lambda m: m.group(1) + _spaced(w(M.spoken_times)) + m.group(2), text)
    text = re.sub(r"±\s?", w(M.spoken_plus_minus) + " ", text)
    text = _sums_paused(_SUM.sub(lambda m: w(M.spoken_sum, i=m.group(1)) + SUM_OPENS, text), comma(lang).rstrip())
    # a dot with a space after it parts two things ("（共 4 题）· b2" was "… 乘 b2", times); 0.5·h1 multiplies
    text = re.sub(r" ?· ", lambda m: w(M.spoken_separator), text).replace("·", _spaced(w(M.spoken_times)))
    text = re.sub(r"\s*⊙\s*", _spaced(w(M.spoken_elementwise)), text)
    text = re.sub(r"(?<=\d)×(?=\d)", _spaced(w(M.spoken_by)), text)
    text = re.sub(r"\s*×\s*", _spaced(w(M.spoken_times)), text)
    text = re.sub(r"\s*‖\s*", _spaced(w(M.spoken_joined)), text)
    text = re.sub(r"(\S+)\s*↔\s*(\S+)", lambda m: w(M.spoken_swapped, x=m.group(1), y=m.group(2)), text)
    # from one vector to another, "u → z": "u then z" had been heard (a step in order, elsewhere, is "then")
    text = re.sub(r"(?<![\w\]])([a-z])\s*→\s*([a-z])(?![\w\[])", lambda m: m.group(1) + _spaced(w(M.spoken_to))
                  + m.group(2), text)
    text = re.sub(r"\s*→\s*", _spaced(w(M.spoken_then)), text)
    text = _RANGE.sub(_spaced(w(M.spoken_to)), text)
    # "i\j" parts two names; a backslash elsewhere is the text's own escape ("\*esc\*" had read "*esc *")
    text = re.sub(r"(?<=\w)\\(?=\w)", " ", text.replace(" \\ ", w(M.spoken_separator))).replace("\\", "")
    text = _paused(text, w(M.spoken_over), lang, w(M.spoken_all))
    text = _COMPARE.sub(lambda m: w(M.spoken_greater if m.group(1) == ">" else M.spoken_less), text)
    text = _AT_MOST.sub(lambda m: ("" if m.group(1) and lang == "zh" else " ") + w(M.spoken_at_most if m.group(2) == "≤"
                                                                 else M.spoken_at_least) + " ", text)
    text = _MARK_LEGEND.sub("", text).replace("●", w(M.spoken_can_read))
    text = _BLANK.sub(w(M.spoken_blank), text)
    text = _LONE_QUESTION.sub(w(M.spoken_question_mark), text)
    text = _PAGE_KEY.sub(lambda m: PAGE_KEYS[m.group(0)], text)  # "PgDn" was spelt out, "P G D N"
    default = w(M.default_mark)
    text = re.sub(rf"★\s*(?={re.escape(default)})", "", text).replace("★", default)  # "★ default": the word says it
    if lang != "zh":
        return text
    text = _STATISTIC_THEN_CJK.sub("", _CJK_BEFORE_DE.sub("", text))  # "方差 的平方根": a Chinese operand is one word
    return re.sub(r"(?<=的)(?=[A-Za-z])", " ", text)  # "a 的 ReLU", as the lesson sets Latin apart ("a 的ReLU")


def _sums_paused(text: str, pause: str) -> str:
    """A pause where a sum's terms end and a term outside it follows (each sum's terms open at SUM_OPENS): "the sum
    over i of u_i times W1 row i, column j + b1_j" was heard with b1_j inside the sum."""
    out, depth, open_sum = [], 0, False
    for k, ch in enumerate(text):
        if ch == SUM_OPENS:
            open_sum, depth = True, 0
            continue
        if open_sum:
            depth += {"(": 1, ")": -1}.get(ch, 0)
            if depth < 0 or ch in ";；\n" or text.startswith(" = ", k):
                open_sum = False
            elif depth == 0 and text.startswith(" + ", k):
                out.append(pause)
                open_sum = False
                if not pause.isascii():
                    continue  # "列，+ b1_j": a full-width comma takes the space's place
        out.append(ch)
    return "".join(out)


def _digits_around(m: re.Match[str]) -> bool:
    """A slash between two digits (1/4, Table 1/2) is a count or a pair, not a division."""
    text, at = m.string, m.start()
    return m.group(0) == "/" and at > 0 and text[at - 1].isdigit() and text[at + 1 : at + 2].isdigit()


def speakable(text: str, lang: str) -> str:
    """The text with every form of MISREAD in words; URLs and file paths as they are. Saying it twice changes
    nothing."""
    out, at = [], 0
    for m in re.finditer(URL_OR_PATH, text):
        out += [_said(text[at : m.start()], lang), m.group(0)]
        at = m.end()
    out.append(_said(text[at:], lang))
    return "".join(out)
