"""What a learner typed, made comparable: NFKC-normalised and stripped.

NFKC turns full-width input from a Chinese IME into its ASCII meaning
(`０．５２` → `0.52`, `ｎ` → `n`, `，` stays a Chinese comma), so answers,
keys and names work however they were typed.
"""

import unicodedata

MAX_ANSWER = 64  # longer than any answer, key or name this tool asks for


def normalise(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip()


def shorten(text: str, limit: int = 40) -> str:
    """What was typed, cut to `limit` characters for echoing back: a 10 MB line is not repeated whole."""
    return text if len(text) <= limit else f"{text[:limit]}…"


def is_number_text(text: str) -> bool:
    """Plain ASCII digits only: '²' and '٣' are digits to str.isdigit, not to a learner."""
    return text.isascii() and text.isdigit()
