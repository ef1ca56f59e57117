"""Write src/r45cli/render/lexicon.py: the Chinese words of r45's own texts, so that a line never breaks inside one.

    python3 -m venv /tmp/seg && /tmp/seg/bin/pip install jieba pyyaml
    /tmp/seg/bin/python scripts/lexicon.py [--check]

Chinese has no spaces, so a wrapper that knows no words may end a line between any two characters, and cuts
words (内|容, 方|差). jieba segments every Chinese text r45 prints (each string of the package's code, and every
text of states.yaml) once, here; r45 itself only looks words up in the list this writes, so it needs no
segmenter and no dictionary at run time. Run it again after changing a Chinese text (a test says when the list
misses a word of the course's texts). Text of another lesson file falls back to the phrase rule of wrap.py.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "r45cli" / "render" / "lexicon.py"
LONGEST = 6  # characters: longer "words" jieba finds are names of things, kept apart at their own parts
# Words of the course that jieba's dictionary splits and a reader reads as one (a learner found 置|零 and 算|出 cut)
EXTRA = ("上一页", "不等于", "会得到", "置零", "算出", "预激活", "逐位置", "这一步", "也是", "为正", "为负", "下一步",
         "上一步", "每一对",
         "与课程不同", "前一步", "之和", "新抽", "可层叠", "同一个", "那一次", "辨错", "沿用", "下一块", "百万分之几",
         "算一算", "来算一算", "一层层叠上去", "又一种", "跳到状态", "起作用", "写到", "那一份", "同样的事", "中对了",
         "算对", "另一种", "这一支", "矩阵乘法", "中对", "位置内", "联系起来", "往下", "用在", "取到", "写满", "位小数",
         "另一个", "输入", "第二次才答对", "上一题", "上一个", "找不出来", "不可加", "中心差分", "往下算",
         "给不出", "出不了", "这一页", "跨位置", "位置内部", "演示序列", "另一段", "全可见", "再来一轮", "上一次",
         "每一步", "同一尺度", "算起", "写出", "多加了", "同一组", "求平均", "线性函数", "传下去", "不写出", "逐步复算",
         "整体的平方根", "整体的平方", "整体除以", "各通道", "同一网络", "一个位置", "算完")
# jieba's guesses: 数算 in 的数算的 ("computed with the numbers") held 算出 apart in 的数算出; 差百 in 差百万分之几
NOT_WORDS = ("数算", "差百")


def ideograph(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def texts() -> list[str]:
    import yaml

    out: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(yaml.safe_load((ROOT / "states.yaml").read_text(encoding="utf-8")))
    for path in sorted((ROOT / "src" / "r45cli").rglob("*.py")):
        if path == OUT:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                out.append(node.value)
    return [t for t in out if any(ideograph(ch) for ch in t)]


def words() -> list[str]:
    import jieba

    jieba.setLogLevel(60)
    for word in EXTRA:
        jieba.add_word(word)
    found = {w for text in texts() for w in jieba.cut(text)
             if 2 <= len(w) <= LONGEST and all(ideograph(ch) for ch in w) and w not in NOT_WORDS}
    return sorted(found)


def module(found: list[str]) -> str:
    lines, line = [], ""
    for w in found:
        if 2 * (len(line) + len(w) + 1) > 116:  # each character two columns wide
            lines.append(line)
            line = ""
        line = f"{line} {w}" if line else w
    lines.append(line)
    body = "\n".join(lines)
    return (
        '"""The Chinese words of r45\'s own texts (written by scripts/lexicon.py with jieba: do not edit), so that a '
        'line\nnever breaks inside one."""\n\n'
        f'WORDS = frozenset("""\n{body}\n""".split())\n'
        f"LONGEST = max(map(len, WORDS))\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="say whether the list is up to date; write nothing")
    args = parser.parse_args()
    text = module(words())
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("lexicon.py is up to date" if same else "lexicon.py is out of date: run scripts/lexicon.py")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {text.count(chr(10))} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
