"""One vocabulary for every view: marks, stage labels and formulas, the shading rules, the words a line may say.

The rich views, the linear text, the exports and the practice modules all
import these; none spells a mark, a stage's formula or a shading step of
its own. The names a lesson file may use are in lesson/vocabulary.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .numfmt import DECIMALS

VECTOR = "vector"  # a question kind: a whole stage asked at once (predict mode, the test), never written in a lesson

__all__ = ["DECIMALS"]

# Marks: a meaning that never rests on colour alone.
ZEROED, KEPT = "✗", "✓"  # what ReLU did to a channel; whether a sign or a check held
SEEN, UNSEEN = "●", "·"  # a position row i may read, or may not
DEFAULT = "★"
CURRENT = "▶"
LAST = "◀"
ADD = "⊕"  # a residual's sum
CHANGED = "*"  # a number that differs from the course's
MORE = "…"
ARROW = " → "
MINUS = "\u2212"  # the minus sign: speech says "minus" for it, and espeak-ng drops an ASCII hyphen before a number
NBSP = "\u00a0"  # a space no line breaks at: a number and its name, a command and its word
# A command quoted in a text (`r45 why u1`) is never broken across lines: the program's name, its commands.
PROGRAM = "r45"
COMMANDS = ("show", "list", "verify", "why", "lab", "step", "quiz", "review", "progress", "spot", "test", "export")
VALUED = ("--lang", "--seed", "--from", "--states")  # the options a quoted command gives a value after


def command_takes(said: Sequence[str], word: str) -> bool:
    """Whether `word` (without the sentence's punctuation) goes on a quoted command whose words so far are `said`,
    from `r45`: an option, an option's value, a command while none is named, then the names it takes (b2, u1, z3,
    all). The wrapper keeps such a command on one line; Markdown makes it a code span."""
    if word.startswith("-") or (said[-1] in VALUED and word[:1].isalnum()):
        return True
    if any(w in COMMANDS for w in said[1:]):  # `r45 --lang zh quiz`: root options first
        return word == "all" or (1 < len(word) <= 4 and word[0].isascii() and word[0].isalpha() and word[1:].isdigit())
    return word in COMMANDS


HEAT_MARKS = "·░▒▓█"  # attention weight from 0 to 1, in five steps

# The worked example's stages, named with their formulas (one position).
VECTOR_LABELS = {"u": "u", "a": "a = uW1+b1", "h": "h = ReLU(a)", "f": "f = hW2+b2", "s": "s = u+f", "z": "z = LN(s)"}
NO_RELU_LABELS = {"h": "h = a"}  # while the learner has switched ReLU off
# h beside no column a: a written out (b4 said "h = ReLU(a)", and a listener heard of no a there), by ReLU on or off
H_WITHOUT_A = {True: "h = ReLU(uW1+b1)", False: "h = uW1+b1"}
# The demonstration sequence's stages: formulas with names only, so a zh view holds no English word.
SEQUENCE_LABELS = {
    "x": "x",
    "concat": "concat({heads})",
    "attention": "attn = concat W_O + b_O",
    "u": "u = LN(x + attn)",
    **{k: v for k, v in VECTOR_LABELS.items() if k != "u"},
}
SEQUENCE_COLUMNS = {"concat": "c", "attention": "attn"}  # column prefixes; other stages use their name
MATRIX_AXES = {"W1": ("u", "a"), "W2": ("h", "f"), "W_O": ("concat", "attn")}  # (rows, columns) name the vectors
# The FFN's formula, by whether ReLU is on (a what-if may switch it off)
FFN_FORMULAS = {True: "f_i = ReLU(u_i W1 + b1) W2 + b2", False: "f_i = (u_i W1 + b1) W2 + b2"}
# Each stage's formula, general in i and j: what predict mode gives to work from (`why` fills one in).
FORMULAS = {
    "a": "a_j = Σ_i u_i·W1[i,j] + b1_j",
    "h": "h_j = max(0, a_j)",
    "f": "f_j = Σ_k h_k·W2[k,j] + b2_j",
    "s": "s_i = u_i + f_i",
    "mean": "mean = Σ_i s_i / n",
    "var": "var = Σ_i (s_i − mean)² / n",
    "std": "std = √(var + eps)",
    "z": "z_i = gamma_i·(s_i − mean) / std + beta_i",
}

# Words a typed line may be, in every loop that reads one.
QUIT_WORDS = ("q", "quit", "exit")
SKIP_WORDS = ("s", "skip")
SHOW_WORDS = SKIP_WORDS  # a predict step skipped: its answer shown, ungraded (p, which goes back a state, had been it)
NONE_WORDS = ("none", "-", "无", "没有")  # an empty set
# other names a learner may type for a statistic (as name_key leaves them), in `why` and in spot's "which line"
NAME_ALIASES = {"variance": "var", "σ": "std", "均值": "mean", "方差": "var", "标准差": "std"}
# in Chinese sentences 均值 and 方差, as their rows say; std stays std, √(var + eps), not 标准差
ZH_NAMES = {short: word for word, short in NAME_ALIASES.items() if not word.isascii() and short != "std"}


def said_name(name: str, lang: str) -> str:
    """A name as a sentence says it: mean, or 均值 in Chinese."""
    return ZH_NAMES.get(name, name) if lang == "zh" else name

MEASURE_WORDS = frozenset("次张题位个项分步行列种条天道轮级遍组")  # what a number counts: never a line's start after it
VISIBILITY_POSITIONS = 3  # size of the "who reads whom" grids
WEIGHT_STEPS = 4  # shades of a weight on each side of zero, on every screen and page


def weight_step(w: float, top: float) -> int:
    """A weight's shade: 0 for zero, else ±1…±WEIGHT_STEPS by |w| against the matrix's largest |w|."""
    if w == 0 or top == 0:
        return 0
    step = min(WEIGHT_STEPS, int(abs(w) / top * WEIGHT_STEPS - 1e-9) + 1)
    return step if w > 0 else -step


def heat_step(weight: float) -> int:
    """An attention weight's shade, 0 to 4, as HEAT_MARKS draws it: the nearest of 0, 1/4, …, 1, a half step up (the
    legend's bounds, `heat_from`, hold at their own values too; Python's round had sent 0.125 down, 0.375 up)."""
    top = len(HEAT_MARKS) - 1
    return min(top, max(0, int(weight * top + 0.5)))


def heat_from(step: int) -> float:
    """The least weight drawn with HEAT_MARKS[step], for step 1 and up: 0.125, 0.375, … (the legend's bounds)."""
    return (step - 0.5) / (len(HEAT_MARKS) - 1)


# Patterns as text, compiled by `re` (and kept in its cache) when first used: no start pays for them.
URL_OR_PATH = r"\S*://\S*|(?<![^\s='\"(])[~/.]\S*/\S*"  # a URL, or a path (also after = or a quote)
# A minus the program wrote: between spaces (u1 - u2; never a list item's "- " at a line's start), before a number or
# a name (-0.385419, (-u1), a6 -1), or in an exponent (1e-05). Never a hyphen inside a word (post-norm) or an option.
_MINUS = r"(?<=[^\S\n])-(?=\s)|(?<![\w).-])-(?=[\w.(])|(?<=\de)-(?=\d)"


def minus_signs(text: str) -> str:
    """A number or formula with U+2212 for its minus signs, on every page and in speech (typed.py reads both back).
    A URL or a path (split out whole) is left as it is."""
    parts = re.split(f"({URL_OR_PATH})", text)
    return "".join(part if k % 2 else re.sub(_MINUS, MINUS, part) for k, part in enumerate(parts))


_COMMAND_WORD = re.compile(r"[\w./-]*[\w/]")  # a word of a command, without the sentence's punctuation after it


def quoted_command(token: str) -> tuple[str, str, str] | None:
    """A command quoted in the text (`r45 step --from b0`), as (what comes before it, it, what follows): a code span
    in Markdown and code in HTML, so that a renderer's typography turns no `--` into a dash (a TA's report; in HTML
    it had stood in the prose's font, h345). Its words are the program's name, options, a command and the names it
    takes; "(r45 verify checks this)" is `r45 verify` and words."""
    start = token.find(PROGRAM + " ")
    if start < 0 or (start and (token[start - 1].isalnum() or token[start - 1] == "`")):
        return None
    said = [PROGRAM]
    for word in token[start + len(PROGRAM):].split(" ")[1:]:
        bare = _COMMAND_WORD.match(word)
        name = bare[0] if bare else ""
        if not name or not command_takes(said, name):  # the wrapper's own rule for a command's words
            break
        said.append(name)
        if len(name) < len(word):  # punctuation after it ends the command
            break
    end = start + len(" ".join(said))
    return (token[:start], token[start:end], token[end:]) if len(said) > 1 else None
