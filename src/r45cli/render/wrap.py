"""Line breaking for mixed Chinese and English text.

A CJK character (with any closing punctuation after it) may end a line;
other text breaks only at spaces. (Plain code, not a regex: a character
class over these ranges takes about 5 ms to compile, at every start.)
"""

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

CJK_RANGES = ((0x2E80, 0x9FFF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF), (0x3000, 0x303F))
CLOSING = set("，。、；：！？）」』】》”’")
NBSP = "\u00a0"


def is_cjk(ch: str) -> bool:
    if ch < "\u2e80":  # all of ASCII and Latin: the common case, decided at once
        return False
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in CJK_RANGES)


def breakable(ch: str) -> bool:
    """A space a line may break at; a no-break space (NBSP) keeps its neighbours together."""
    return ch.isspace() and ch != NBSP


def tokens(text: str) -> list[str]:
    """Pieces a line may break between: a CJK character, a word with its trailing spaces, or spaces."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        j = i + 1
        if is_cjk(text[i]):
            while j < n and text[j] in CLOSING:
                j += 1
        elif breakable(text[i]):
            while j < n and breakable(text[j]):
                j += 1
        else:
            while j < n and not breakable(text[j]) and not is_cjk(text[j]):
                j += 1
            while j < n and breakable(text[j]):
                j += 1
        out.append(text[i:j])
        i = j
    return out


class Prose:
    """A paragraph that wraps Chinese between characters and other text between words."""

    def __init__(self, text: str, style: str = ""):
        self.tokens = tokens(text)
        self.style = style

    def lines(self, width: int) -> list[str]:
        lines: list[str] = []
        line, used = "", 0  # the line so far, and its width without trailing spaces
        for token in self.tokens:
            body = token.rstrip()
            if line and used + (cell_len(line) - cell_len(line.rstrip())) + cell_len(body) > width:
                lines.append(line.rstrip())
                line = token.lstrip()
            else:
                line += token
            used = cell_len(line.rstrip())
        return [*lines, line.rstrip()]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines(options.max_width):
            yield Text(line.replace(NBSP, " "), style=self.style, overflow="fold")  # kept together, shown as a space

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(t.strip()) for t in self.tokens), default=0)
        return Measurement(min(widest, options.max_width), min(cell_len("".join(self.tokens)), options.max_width))
