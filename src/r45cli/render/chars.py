"""The characters line breaking turns on: which are Chinese, which may not start or end a line, which are spaces."""

from ..vocab import NBSP

CJK_RANGES = ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x3000, 0x303F))
# The usual line-breaking rules for Chinese (禁则): these never start a line…
CLOSING = set("。，、；：？！）」』》】〉”’.,;:?!)]}…·%")
OPENING = set("（「『《【〈“‘([{")  # …and these never end one.
ASCII_OPENING = set("([{")


def is_cjk(ch: str) -> bool:
    return ch >= "\u2e80" and any(lo <= ord(ch) <= hi for lo, hi in CJK_RANGES)  # ASCII and Latin decided at once


def breakable(ch: str) -> bool:
    """A space a line may break at; a no-break space (NBSP) keeps its neighbours together."""
    return ch.isspace() and ch != NBSP
