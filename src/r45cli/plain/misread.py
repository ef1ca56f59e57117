"""What speech must never be handed: each math symbol or form a synthesiser misreads or skips (espeak-ng, measured),
as a pattern, with what it says instead. `speakable` (spoken.py) says each in words; the speech tests look for
what remains."""

from __future__ import annotations

import re

from ..vocab import URL_OR_PATH

# What must never reach speech: the symbol, as a pattern, and what a synthesiser says for it.
MISREAD: dict[str, tuple[re.Pattern[str], str]] = {
    "²": (re.compile("²"), "an extra 'two'"),
    "√": (re.compile("√"), "'square', no 'root'"),
    "·": (re.compile("·"), "nothing: 0.5·h1 runs together"),
    "⊙": (re.compile("⊙"), "nothing"),
    "ᵀ": (re.compile("ᵀ"), "'letter 1 D 4 0'"),
    "\\": (re.compile(r"\\"), "'backslash'"),
    "0–5": (re.compile(r"\d\s?[–…]\s?[A-Za-z]?\d|\d…[a-z]\b"), "'zero five'"),
    "6e-07": (re.compile(r"(?<![\w.])\d+(?:\.\d+)?[eE][-+−]?\d"), "'six e zero seven'"),
    "10⁻⁵": (re.compile("[⁻⁰¹³⁴⁵⁶⁷⁸⁹]"), "'ten'"),
    "-0.5": (re.compile(r"(?<![\w.)\]])-\.?\d"), "the number without its minus"),
    "4×6": (re.compile("×"), "'times' where it means 'by', nothing in Chinese"),
    "‖": (re.compile("‖"), "nothing"),
    "↔": (re.compile("↔"), "'left right arrow'"),
    "→": (re.compile("→"), "'arrow', nothing in Chinese"),
    "∂": (re.compile("∂"), "'delta'"),
    "Σ": (re.compile("Σ"), "'sigma'"),
    "a > b": (re.compile(r"(?<=[^\S\n])[<>](?=\s[\d−-])"), "nothing"),
    "★": (re.compile("★"), "nothing"),
    "●": (re.compile("●"), "'black circle'"),
    "W1's": (re.compile(r"\d['’]s\b"), "a stray 'z' after the digit: the lesson's texts say 'of W1'"),
    "z_i's": (re.compile(r"_\w['’]s\b"), "'zed eyes': the index's possessive heard as a word"),
    "). s skips": (re.compile(r"\)\. [a-z] "), "'dot s': a sentence opened by a lone small letter after a bracket"),
    "(u + f)_i": (re.compile(r"\)_\w"), "the index lost: 'u plus f, i'"),
    "(u + f)3": (re.compile(r"\)\d"), "the index heard as a number of its own: 'u plus f, three minus…'"),
    "var(s)": (re.compile(r"\bvar\(\w+\)"), "'vahr ess': the function unheard"),
    "mean(u)": (re.compile(r"\bmean\(\w+\)"), "'mean u': the function unheard"),
    "≤": (re.compile("[≤≥]"), "nothing in Chinese"),
    "LN(s)": (re.compile(r"\bLN\("), "'L N S': the function unheard, its brackets lost"),
    "W1[2,5]": (re.compile(r"\w\[\d"), "'W one, two five': the entry's row and column unheard"),
    "attn": (re.compile(r"\battn(\d*)\b"), "'at-n'"),
    "2026-12-05": (re.compile(r"(?<![\w.-])\d{4}-\d\d-\d\d(?![\w-]|\.\w)"),  # a full stop may end it
                   "'two thousand twenty-six dash twelve dash…'"),
    "第 2/7 级": (re.compile(r"第 \d+/\d+ "), "'slash' between the two numbers, in English"),
    "0 to 5 a place": (re.compile(r"\d a place\b"), "'zero to five uh place': which place, of what, unheard"),
    "{j : a_j > 0}": (re.compile(r"\{\w+ : "), "'jay, uh jay…': the set unheard"),
    "? keys": (re.compile(r"(?<![^\s(（])\?(?=[\s、,，:：]|$)", re.M), "nothing: the help key goes unheard"),
    "a asks": (re.compile(r"\ba (?:asks|starts|runs)\b"), "'uh asks': the key a heard as the article"),
    # a zh listener heard "won plus bwon" for uW1 + b1, and "plus or minus" in English amid Chinese for ±
    "uW1": (re.compile(r"(?<![\w\]])(?:u_i|h_i|concat|b1|W1|[uhx]) ?\(?W(?:1|2|_[OQKV])(?![0-9a-z_])"),
            "'won', 'bwon': two names run into one word"),
    "±": (re.compile("±"), "'plus or minus' in English, in Chinese too"),
    "as read at": (re.compile(r"\b(?:as|just) read\b|\(read before|, read as "), "'reed': the past tense unheard"),
}


def misread(text: str) -> list[str]:
    """The spoken forms of MISREAD still in `text` (outside URLs and paths), by their example."""
    bare = re.sub(URL_OR_PATH, " ", text)
    return [name for name, (pattern, _) in MISREAD.items() if pattern.search(bare)]
