"""Text is data: the characters no output may carry, defined once.

A lesson file comes from someone else. An ESC in one of its texts could set
a learner's window title, clear the screen or write the clipboard (OSC 52);
a bidi override could make a line read other than it is. The loader refuses
such a text (lesson/fields.py); every way out (the console, the full-screen
step, each export format) takes them out again with `clean`, in case a
lesson reached it some other way.
"""

from __future__ import annotations

import re

KEPT = "\n\t"  # the two controls a text may hold
BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"  # embeddings, overrides, isolates
REPLACEMENT = "\ufffd"  # what a forbidden character becomes on the way out: visible, and harmless

_TABLE = {
    code: REPLACEMENT
    for code in (*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0), *map(ord, BIDI_CONTROLS))
    if chr(code) not in KEPT
}


_FORBIDDEN = re.compile("[" + "".join(re.escape(chr(code)) for code in sorted(_TABLE)) + "]")


def forbidden(ch: str) -> bool:
    """A control character (C0 but newline and tab, DEL, C1, so ESC too) or a bidi control."""
    return ord(ch) in _TABLE


def clean(text: str) -> str:
    """`text` with every forbidden character replaced by U+FFFD."""
    return text.translate(_TABLE) if _FORBIDDEN.search(text) else text


def first_forbidden(text: str) -> int | None:
    """The index of the first forbidden character, or None."""
    found = _FORBIDDEN.search(text)
    return found.start() if found else None
