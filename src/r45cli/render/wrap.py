"""Line breaking for mixed Chinese and English text: a Chinese word of r45's own texts (lexicon.py), else a CJK
character, with any closing punctuation after it, may end a line; other text breaks only at spaces. (Plain code: a
regex's class over these ranges takes 5 ms to compile.)"""

import re
from contextvars import ContextVar
from functools import lru_cache

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from ..urls import PREFIXES, link_lines
from ..vocab import NBSP, PROGRAM, command_takes
from .chars import ASCII_OPENING, CLOSING, OPENING, breakable, is_cjk
from .kept import names_kept, ordinals_kept, pairs_kept, particles_kept
from .lexicon import LONGEST, WORDS

NUMBER_START = "−-0123456789"  # a number after a Chinese colon (权重：1.000000) stays on the colon's line
OPERATORS = {"-", "\u2212", "+", "=", "×", "·", "/", "⊙"}  # a formula breaks after one of these, not before
IN_BOX: ContextVar[bool] = ContextVar("in_box", default=False)  # set while a box lays out its body, cropping it


def is_url(token: str) -> bool:
    return token.lstrip("".join(OPENING)).startswith(PREFIXES)


SHORT_OPERAND = 4  # characters: "1", "1)", "n)", "mean" are never left alone at the start of a line
ORPHAN = 2  # characters, closing punctuation aside: a paragraph's last word this short keeps the one before it
ASIDE = 6  # a bracketed aside this short, the last of a paragraph, keeps the word before it too ("(uW1)")


def _after_operator(piece: str) -> bool:
    """A piece that ends with an operator and a space: what follows is its operand."""
    return piece.endswith(" ") and piece.rstrip()[-1:] in OPERATORS and len(piece.strip()) > 1


def _matrix(piece: str) -> bool:
    """A weight matrix's name: W1, W_K, W_O (with what follows it)."""
    return piece[:1] == "W" and (piece[1:2] == "_" or piece[1:2].isdigit())


def _short(piece: str, numeric: bool = False) -> bool:
    """A word of a few letters or digits (`numeric`: a number), closing marks after it: "n；", "0）。", not "√("."""
    bare = piece.strip().rstrip("".join(CLOSING)).replace("." if numeric else "_", "")
    return 0 < len(bare) <= SHORT_OPERAND and (bare.isdigit() if numeric else bare.isalnum())


def _sum_sign(piece: str) -> bool:
    """A piece that ends with a sum sign and a space ("var = Σ_i "): what follows is what it sums."""
    return piece.endswith(" ") and piece.strip().rsplit(" ", 1)[-1].startswith("Σ")


def _operand(piece: str) -> bool:
    """A piece ending in an ASCII word and a space: what a matrix beside it multiplies (the x of "Q = x ")."""
    word = piece.rstrip(" ").rsplit(" ", 1)[-1]
    return piece.endswith(" ") and word.isascii() and word.replace("_", "").isalnum() and not is_url(word)


def word_at(text: str, i: int) -> int:
    """The length of the longest known Chinese word starting at `i`, or 1: a line never breaks inside a word."""
    for k in range(min(LONGEST, len(text) - i), 1, -1):
        if text[i : i + k] in WORDS:
            return k
    return 1


@lru_cache(maxsize=4096)  # a page is laid out again at each width and each visit: its texts are split once
def tokens(text: str) -> tuple[str, ...]:
    """Pieces a line may break between: `pieces`, with a quoted command and a short bracketed group each one."""
    return tuple(names_kept(pairs_kept(ordinals_kept(particles_kept(brackets_whole(commands_whole(pieces(text))))))))


def pieces(text: str, glue: bool = True) -> list[str]:
    """Pieces a line may break between, each with the punctuation that must stay with it.

    A piece is a Chinese word or one CJK character, or a word (a run of other characters up to a space or a CJK
    character), or a run of spaces. Opening marks join the piece after them and closing marks the piece before
    them, so no line starts with 。，）」 or ends with （「; a word's trailing spaces stay with it. A URL is one
    piece, whatever it holds. With `glue`, a short operand stays with its operator, a matrix with what it
    multiplies, a sum sign with what it sums and a short number with the word before it ("为 0", "head 2").
    """
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        start = i
        while i < n and text[i] in OPENING:
            i += 1
        if text.startswith(PREFIXES, i):
            while i < n and not breakable(text[i]) and not is_cjk(text[i]):
                i += 1
        elif i < n and breakable(text[i]) and i > start:
            pass  # an opening mark before a space ("( )"): a piece of its own, not one with the space in it
        elif i < n and breakable(text[i]):
            while i < n and breakable(text[i]):
                i += 1
        elif i < n and is_cjk(text[i]) and text[i] not in CLOSING:
            i += word_at(text, i)
        else:
            while i < n and not breakable(text[i]) and not is_cjk(text[i]) \
                    and (text[i] not in OPENING or text[i] in ASCII_OPENING):
                i += 1  # a bracket inside a word (var(s), LN(u + f)) keeps it whole
        while i < n and text[i] in CLOSING:
            i += 1
        while i < n and breakable(text[i]) and not text[start].isspace():
            i += 1
        if i == start:  # a lone opening mark at the very end
            i += 1
        piece = text[start:i]
        glued = piece.startswith(NBSP) or (piece[:1] in NUMBER_START and out[-1:] and out[-1].endswith("："))
        if glued and out and not out[-1].isspace():
            # a no-break space or a colon holds the name before it (`加倍 = 0.572198`): a Chinese name glued whole
            for _ in range(LOOKBACK):  # a name of a few characters; a longer run may still break before them
                if not (len(out) > 1 and is_cjk(out[-1][:1]) and is_cjk(out[-2][-1:]) and not ends_phrase(out[-2])):
                    break
                out[-2:] = ["".join(out[-2:])]
            out[-1] += piece
        elif out and not out[-1].isspace() and (piece.strip() == "&" or out[-1].endswith(" & ")):
            out[-1] += piece  # "Add & Norm" is one name: never "Add &" / "Norm"
        elif piece.strip() in OPERATORS and out and not out[-1].isspace():
            out[-1] += piece  # an operator ends a line, never starts one ("- mean)²" read as a list item)
        elif glue and out and len(piece.strip()) <= SHORT_OPERAND and _after_operator(out[-1]) \
                and not is_cjk(piece[:1]):
            out[-1] += piece  # "n − 1": a short operand stays on the line of its operator
        elif glue and out and _short(piece, numeric=True) and out[-1].endswith(" ") and out[-1].rstrip()[-1:].isalpha():
            out[-1] += piece  # "才是 0）。", "head 2": a short number stays with the word it completes
        elif glue and out and _sum_sign(out[-1]):
            out[-1] += piece  # "Σ_i (s_i − mean)²": a sum sign never ends a line, apart from what it sums
        elif glue and out and _matrix(piece) and _operand(out[-1]):
            out[-1] += piece  # "x W_K", "concat W_O": a product written side by side is not broken in two
        else:
            out.append(piece)
    return out


QUOTES = "`" + "".join(OPENING)  # what may stand before a quoted command: a backquote, an opening bracket


def commands_whole(parts: list[str]) -> list[str]:
    """A quoted command is one piece: `r45`, its command or option, then its options and the names it takes
    (`r45 why u1`, `r45 lab --zero-wo`, `r45 show b2`) up to punctuation; the program's name alone is a word."""
    out: list[str] = []
    for piece in parts:
        word = piece.strip().strip("`").rstrip("".join(CLOSING) + "`")  # the word, without the sentence's marks
        said = out[-1].split() if out else []
        open_ = bool(said) and said[0].lstrip(QUOTES) == PROGRAM and said[-1][-1:].isalnum() and out[-1][-1:].isspace()
        if open_ and word and command_takes(said, word):
            out[-1] += piece
        else:
            out.append(piece)
    return out


GROUP = 26  # cells: a group this short is one piece: "gamma = (1, 1, 1, 1)", "(x - y)² + " of two 6-decimal numbers
CLOSING_BRACKETS = ")]}"


def _depth(piece: str) -> int:
    """How many brackets `piece` leaves open (less how many it closes)."""
    return sum(map(piece.count, "([{")) - sum(map(piece.count, ")]}"))


def _closes(piece: str, depth: int) -> bool:
    """Whether a group open `depth` deep closes in `piece`."""
    for ch in piece:
        depth += (ch in ASCII_OPENING) - (ch in CLOSING_BRACKETS)
        if depth <= 0:
            return True
    return False


def _closed(piece: str, depth: int) -> int:
    """Where a group open `depth` deep closes in `piece`: the end of the word it closes in (`mean)²,`), with any
    operator after it and a short operand glued to it (`mean)² / n`): a line breaks after an operator, not before."""
    for k, ch in enumerate(piece):
        depth += (ch in ASCII_OPENING) - (ch in CLOSING_BRACKETS)
        if depth <= 0:
            word = piece[k + 1 :].split(" ", 1)[0]
            after = piece[k + 1 + len(word) :].lstrip(" ")
            if after[:1] in OPERATORS and after[1:2] == " ":
                operand = after[2:]  # what `pieces` glued to the operator: a short operand ("n", "n；") goes too
                return len(piece) if _short(operand) else len(piece) - len(operand)
            return len(piece) - len(after)
    return len(piece)


def brackets_whole(parts: list[str]) -> list[str]:
    """A short bracketed group of ASCII text is one piece, with the name and operator before it: a line never ends
    inside `(1, 1, 1, 1)` or `(s_i − mean)`, nor at `gamma =` before its value (`(1, 1, 1, 1)`, `0.572198`,
    `ReLU(a)`); a long one (a vector of six decimals) still breaks, keeping the short groups inside it whole
    (`((s1 - mean)² + `)."""
    out: list[str] = []
    rest = parts[::-1]  # popped from the end: the pieces still to go, the next one last
    carry = ""  # the start of a piece whose own group was too long, put before the group inside it
    while rest:
        first = rest[-1]
        depth, j = _depth(first), 1
        after = bool(out) and not carry and _after_operator(out[-1])
        value = first[:1] in NUMBER_START and out and out[-1].rstrip().endswith("=")  # `加倍 = 0.572198`
        called = after and any(c in ASCII_OPENING for c in first)  # `h = ReLU(a)`, `= (1, 1, 1, 1)`
        if depth <= 0 and not called and not value:
            out.append(carry + rest.pop())  # no group starts here, nor a value after `name =`: the common case
            carry = ""
            continue
        while depth > 0 and j < len(rest):  # on to the piece the group closes in (`mean)² + (s2 - ` closes one)
            nxt, j = rest[-1 - j], j + 1
            depth = 0 if _closes(nxt, depth) else depth + _depth(nxt)
        inside, last = "".join(reversed(rest[len(rest) - j + 1 :])), rest[-j]
        cut = _closed(last, _depth(inside)) if depth <= 0 and j > 1 else len(last)
        group = inside + last[:cut]
        if depth > 0 or cell_len(group.strip()) > GROUP:
            inner = max(first.rfind(c) for c in ASCII_OPENING)
            if inner > 0:  # `var = ((s1 - `: the group that opens last may be short
                carry, rest[-1] = carry + first[:inner], first[inner:]
            else:
                out.append(carry + rest.pop())
                carry = ""
            continue
        if after and cell_len((out[-1] + group).strip()) <= GROUP:
            out[-1] += group  # `gamma = (1, 1, 1, 1)`: the name goes with its value
        else:
            out.append(carry + group)
        carry = ""
        del rest[len(rest) - j :]
        if last[cut:]:
            rest.append(last[cut:])
    return out


LOOKBACK = 3  # Chinese characters a line may leave to the next to end at punctuation or a space, not in a word


def orphan(text: str) -> bool:
    """A last line too short to stand alone: "z", "1.", "s3?", "1）", one Chinese character ("块"; two may)."""
    bare = text.strip().rstrip("".join(CLOSING))
    aside = text.strip()[:1] in ASCII_OPENING and " " not in text.strip() and len(bare) <= ASIDE  # "(uW1)"
    return aside or 0 < len(bare) <= (1 if is_cjk(bare[:1]) else ORPHAN)


def ends_phrase(piece: str) -> bool:
    """A piece after which a Chinese line ends between phrases: one that ends with punctuation (，。、；：）…)."""
    return piece.rstrip()[-1:] in CLOSING


def phrase_end(line: list[str], token: str, width: int) -> int:
    """How many pieces of a full line to keep: all, unless the break would fall between two Chinese characters and a
    phrase ended at most LOOKBACK characters earlier; then the line ends there, and the rest goes on with `token`."""
    opened = max((k for k, piece in enumerate(line) if piece[:1] == "（"), default=0)  # a note opened near the end
    note = "".join(line[opened:])  # "z 的方差（按印出的" / "z 算；…": the note starts the next line, as far as it fits
    if opened and "）" not in note and len(line) - opened <= LOOKBACK and not orphan("".join(line[:opened]) or " ") \
            and cell_len((note + token).strip()) <= width:
        return opened
    chinese = is_cjk(token[:1]) or "(" in token and any(map(is_cjk, token))
    if not (chinese and token[:1] not in CLOSING) or ends_phrase(line[-1]):  # "√(方差 + eps)" goes as Chinese
        return len(line)
    for keep in range(len(line) - 1, max(0, len(line) - 1 - LOOKBACK), -1):
        if (ends_phrase(line[keep - 1]) or line[keep][:1] in OPENING) and "".join(line[:keep]).strip():
            carried = ("".join(line[keep:]) + token).strip()
            return keep if cell_len(carried) <= width else len(line)
    return len(line)


def spaced(text: str) -> list[str]:
    """`text` cut after each run of spaces (a no-break space is not one)."""
    out = [""]
    for ch in text:
        if ch != " " and out[-1].endswith(" "):
            out.append("")
        out[-1] += ch
    return out


def unglued(text: str) -> list[str]:
    """`text` cut after each no-break space, which becomes a space a line may break at, but at none beside an `=`:
    a name keeps its value ("z4 = −1.310277" / "or −1.310276")."""
    out: list[str] = []
    for piece in (p for p in re.split(f"(?<={NBSP})", text) if p):
        if out and (piece.strip(NBSP) == "=" or out[-1].strip(NBSP).endswith("=")):
            out[-1] += piece
        else:
            out.append(piece)
    return [piece[:-1] + " " if piece.endswith(NBSP) else piece for piece in out]


def fitting(parts: tuple[str, ...], width: int) -> list[str]:
    """`parts`, with a group held together wider than `width` (less the first line's indent) given back as its pieces:
    "(s1 − mean)/std + 0" held whole went past the width, and the terminal broke it again, with no indent."""
    room = width - (cell_len(parts[0]) if parts and parts[0].isspace() else 0)

    def loose(token: str) -> list[str]:  # the pieces, and any still too wide at each space (an operator goes down)
        if "/" in token and not is_url(token) and " " not in token.strip():  # a path breaks after a slash: it had
            return [piece for piece in re.split(r"(?<=/)", token) if piece]  # been cut at 40 columns before ".json"
        name, equals, value = token.partition(" = ")
        if value.strip() and " = " not in value and max(cell_len(name + " ="), cell_len(value.rstrip())) <= room:
            return [name + equals, value]  # "mean =" / "Σ_i s_i / (n − 1)": a formula breaks first after its =
        words = [word for part in particles_kept(pieces(token, glue=False))
                 for word in (spaced(part) if cell_len(part.rstrip()) > room else [part])]
        # still too wide, held by no-break spaces ("z4 = −1.310277 or −1.310276 or −1.310275;" at 40 columns): it
        # breaks at them too, rather than past the width, where the terminal had put the ";" on a line of its own
        return [piece for word in words for piece in (unglued(word) if cell_len(word.rstrip()) > room else [word])]

    return [part for token in parts for part in (loose(token) if cell_len(token.rstrip()) > room else [token])]


class Prose:
    """A paragraph that wraps Chinese between characters and other text between words."""

    def __init__(self, text: str, style: str = ""):
        # a newline ends a line: it is never a space to fill
        self.paragraphs = [tokens(part) for part in text.split("\n")]
        self.tokens = [token for part in self.paragraphs for token in part]
        self.style = style

    def lines(self, width: int) -> list[str]:
        """The text broken into lines of at most `width` cells; a URL gets a line of its own, however long."""
        return [line for part in self.paragraphs for line in self._lines(part, width)]

    @staticmethod
    def _lines(tokens: tuple[str, ...], width: int) -> list[str]:
        # The line's width and whether it holds more than spaces are kept as pieces come, never measured again
        # from its start: time linear in the text, however wide the line (2,000 Chinese characters took 0.24 s).
        lines: list[str] = []
        line: list[str] = []  # the pieces of the line so far
        ended: list[str] = []  # the pieces of the line ended last
        used, filled = 0, False  # cell_len("".join(line)), and whether "".join(line).strip() is not empty
        for token in fitting(tokens, width):
            url = is_url(token)
            if filled and (url or used + cell_len(token.rstrip()) > width):
                keep = len(line) if url else phrase_end(line, token, width)
                ended = line[:keep]
                lines.append("".join(ended).rstrip().removesuffix(" ·"))  # a separator goes with the break
                line = [*line[keep:], token]  # at most LOOKBACK pieces and the token
                line[0] = line[0].lstrip()
                line = [piece for piece in line if piece]
                used, filled = sum(map(cell_len, line)), any(piece.strip() for piece in line)
            else:
                line.append(token)
                used, filled = used + cell_len(token), filled or bool(token.strip())
            if url:
                lines.append("".join(line).rstrip())
                line, used, filled, ended = [], 0, False, []
        tail = "".join(line)
        if filled and orphan(tail) and len(ended) > 1 and "".join(ended[:-1]).strip() \
                and cell_len((ended[-1] + tail).strip()) <= width:
            lines[-1] = "".join(ended[:-1]).rstrip()  # the word before a short last one goes down with it
            tail = (ended[-1] + tail).lstrip()
        if filled or not lines:
            lines.append(tail.rstrip())
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines(options.max_width):
            shown = line.replace(NBSP, " ")  # kept together, shown as a space
            if is_url(line.strip()):  # in a box, which would crop it, cut under its indent
                yield from link_lines(shown, self.style, options.max_width, IN_BOX.get())
            else:
                yield Text(shown, style=self.style, overflow="fold")

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((cell_len(t.strip()) for t in self.tokens), default=0)
        return Measurement(min(widest, options.max_width), min(cell_len("".join(self.tokens)), options.max_width))
