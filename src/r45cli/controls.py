"""Text is data: the characters no output may carry, defined once, by Unicode category.

A lesson file comes from someone else. An ESC in one of its texts could set
a learner's window title, clear the screen or write the clipboard (OSC 52);
a bidi mark or override could make a line read other than it is ("b = ‏-1.5‏"
drawn as "b = 1.5-"); zero-width and tag characters can carry text nobody
sees. So the rule is a category, not a list: every control character (Cc)
but newline and tab, every format character (Cf: bidi marks, embeddings and
isolates, zero-width characters, interlinear annotations, tags), the line
and paragraph separators U+2028 and U+2029, and the whole tag block
U+E0000-E007F (assigned or not). The loader refuses such a text
(lesson/fields.py); every way out (the console, the full-screen step, each
export format) replaces them again with `clean`, in case a text reached it
some other way (a learner's typed line, a file from an older r45).
"""

from __future__ import annotations

import unicodedata

KEPT = "\n\t"  # the two controls a text may hold
CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp"})  # controls, format characters, line and paragraph separators
TAGS = (0xE0000, 0xE007F)  # the tag block: hidden text, refused whether this Python knows each code point or not
REPLACEMENT = "\ufffd"  # what a forbidden character becomes on the way out: visible, and harmless


def forbidden(ch: str) -> bool:
    """A control (C0 but newline and tab, DEL, C1), a format character, U+2028/2029 or a tag character."""
    if ch in KEPT:
        return False
    return unicodedata.category(ch) in CATEGORIES or TAGS[0] <= ord(ch) <= TAGS[1]


def _surely_clean(text: str) -> bool:
    """True when no character can be forbidden: every one printable (a forbidden one never is), newline and tab aside.

    str.isprintable runs in C, so the common case costs next to nothing; a text that fails it (a no-break
    space, an ideographic space, or a forbidden character) is looked at character by character.
    """
    return text.isprintable() or text.replace("\n", " ").replace("\t", " ").isprintable()


def first_forbidden(text: str) -> int | None:
    """The index of the first forbidden character, or None."""
    if _surely_clean(text):
        return None
    return next((i for i, ch in enumerate(text) if not ch.isprintable() and forbidden(ch)), None)


def clean(text: str) -> str:
    """`text` with every forbidden character replaced by U+FFFD."""
    if first_forbidden(text) is None:
        return text
    return "".join(REPLACEMENT if forbidden(ch) else ch for ch in text)


def describe(ch: str) -> str:
    """How an error names a forbidden character: its code point, and its name when it has one."""
    name = unicodedata.name(ch, "")
    return f"U+{ord(ch):04X}" + (f" ({name})" if name else "")


def json_escaped(document: str) -> str:
    """A JSON document with each forbidden character written as its \\u escape: the same data, nothing hidden on screen.

    Only a string can hold one (JSON's own syntax is ASCII), and an escape means the same character there.
    """
    if first_forbidden(document) is None:
        return document
    return "".join(_json_escape(ch) if forbidden(ch) else ch for ch in document)


def _json_escape(ch: str) -> str:
    code = ord(ch)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"  # a surrogate pair, as JSON spells it
