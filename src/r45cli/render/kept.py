"""Pieces of a line that stay together: a lone particle with the word before it, an ordinal with its number and
measure word, a few short names joined by 、, a key and what it does, a short name and the word leading to it."""

import re

from ..vocab import MEASURE_WORDS, NBSP
from .chars import CLOSING, is_cjk

PARTICLES = {"了", "的"}  # standing alone, they belong to the word before: a line never starts with one ("了 a5")
ASPECT = {"过", "着"}  # after a verb, with a number after them: "只作答" / "过 1 次" had cut 作答过 apart
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,4}")  # a short name: u3, h4, z1, var, gamma


def pairs_kept(parts: list[str]) -> list[str]:
    """Up to LISTED short names joined by 、 stay on one line ("u3、u4", "eps、gamma、beta"): "把 u3、" /
    "u4 带到了输出" read as two things, and "eps、gamma、" / "beta 是…" as a list cut short. A longer list, or one of
    longer words (W_O、+x、LayerNorm、…), still breaks after any 、."""
    out: list[str] = []
    k = 0
    while k < len(parts):
        end = k
        while end < len(parts) and parts[end].endswith("、") and _NAME.fullmatch(parts[end][:-1]):
            end += 1  # parts[k:end] are names each followed by 、; parts[end] may end the list
        listed = bool(out) and out[-1].endswith("、")  # the list began with something else ("（eps、"): left as it is
        last = parts[end].rstrip(" " + "".join(CLOSING)) if end < len(parts) else ""  # "beta；" ends a list too
        whole = end > k and _NAME.fullmatch(last) is not None and not listed
        if whole and end - k + 1 <= LISTED:
            out.append("".join(parts[k : end + 1]))
            k = end + 1
        else:
            out.extend(parts[k : max(end, k + 1)])
            k = max(end, k + 1)
    return out


LISTED = 3  # names a list keeps on one line


def ordinals_kept(parts: list[str]) -> list[str]:
    """第, its number (or a letter for one) and the measure word after stay on one line ("第 3 列", "第 j 行"), as a
    number and the word that counts it do ("4 次": "做对 4 次中 3" / "次" had been cut apart)."""
    index = lambda text: text[:1].isdigit() or len(text) == 1 and text.isascii() and text.isalpha()  # noqa: E731
    out: list[str] = []
    for part in parts:
        head, _, tail = (last := out[-1].rstrip() if out else "").rpartition(" ")
        after_number = (tail[-1:].isdigit() or index(tail)) and head.endswith("第")
        counted = tail[-1:].isdigit() and part[:1] in MEASURE_WORDS and out[-1].endswith(" ") and not after_number
        if counted and is_cjk(part[1:2]) and part[1] not in CLOSING:  # the word alone, not the lexicon's "张时才"
            out[-1] += part[0]
            out.append(part[1:])
        elif last.endswith("第") and index(part.strip()) or (after_number or counted) and is_cjk(part[:1]):
            out[-1] += part
        else:
            out.append(part)
    return out


def particles_kept(parts: list[str]) -> list[str]:
    """A lone 了 or 的 joins the piece before it ("保留了", "(s1 − mean) 的"), and 过 or 着 before a number the word
    before them ("作答过 1 次"): a line never starts with one."""
    out: list[str] = []
    for part in parts:
        aspect = part[:1] in ASPECT | PARTICLES and part[1:2] in ("", " ") and bool(out) \
            and is_cjk(out[-1].rstrip()[-1:] or " ")  # and 的 before a number ("显示" / "的 6 位" at 40 columns)
        if out and (part.rstrip("".join(CLOSING) + " ") in PARTICLES or aspect) and not out[-1].isspace():
            out[-1] += part
        else:
            out.append(part)
    return out


LEADS = {"到", "从", "把", "对", "由", "给", "向"}  # a word that leads to a name: "到 a5 的权重", never "到" / "a5"


def names_kept(parts: list[str]) -> list[str]:
    """A key in a list of keys keeps the word after its Chinese colon ("，r：还原", "w 名字：来源": a prompt at 40
    columns had ended a line on "r：", its meaning on the next; a sentence's "是 ReLU：" still ends a line), and a word
    that leads to a short name keeps the name ("到 a5": a line had ended on a bare 到), and a Chinese name its
    bracket ("注意力" / "(x) + 注意力(y)" had been cut apart)."""
    out: list[str] = []
    for part in parts:
        last = out[-1] if out else ""
        before = out[-2] if len(out) > 1 else ""
        key = last[:1].isascii() and last[:1].isalnum() and before.rstrip()[-1:] in ("", "，", ">")  # not "是 x："
        keyed = last.endswith("：") and (key or before.endswith(NBSP)) and is_cjk(part[:1])
        led = last.endswith(" ") and last.rstrip()[-1:] in LEADS and _NAME.fullmatch(part.split(" ")[0]) is not None
        # 注意力(x + y): a function and what it is applied to; not after a mark ("归一化：(s − mean) / std" had kept its
        # formula on the colon's line, then broke it inside at a narrow width)
        called = part[:1] == "(" and is_cjk(last[-1:] or " ") and last[-1:] not in CLOSING
        if last.endswith(NBSP) and not part.isspace() or keyed or led or called:  # a no-break space holds it too
            out[-1] += part
        else:
            out.append(part)
    return out
