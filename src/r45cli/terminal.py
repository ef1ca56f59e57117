"""The rich Console each command writes to.

Colour and every other escape code are off in a pipe (rich's own check), with
NO_COLOR set to anything non-empty (no-color.org), with TERM=dumb, or in the
linear text (`--plain`, $R45_PLAIN): in those cases the console has no colour
system at all, so not even bold is sent.
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING

from .controls import clean, first_forbidden

if TYPE_CHECKING:
    from collections.abc import Iterator

    from rich.console import Console, ConsoleOptions, RenderableType
    from rich.measure import Measurement
    from rich.segment import Segment

    from .messages import Message


def wants_plain(env: Mapping[str, str] | None = None) -> bool:
    env = os.environ if env is None else env
    return bool(env.get("NO_COLOR")) or env.get("TERM", "").lower() == "dumb"


PLAIN_ENV = "R45_PLAIN"
OFF = ("", "0", "false", "no", "off")


def plain_wanted(env: Mapping[str, str] | None = None) -> bool:
    """$R45_PLAIN asks for the linear text of `--plain`: set to anything but empty, 0, false, no or off."""
    env = os.environ if env is None else env
    return env.get(PLAIN_ENV, "").strip().lower() not in OFF


MIN_WIDTH = 40  # narrower than this (or COLUMNS=0) and nothing useful fits: lay out for 40
MAX_WIDTH = 250  # wider and the boxes only stretch


def make_console(*, stderr: bool = False, plain: bool = False) -> "Console":
    from rich.console import Console  # here, so `r45 --version` never loads rich

    class LessonConsole(Console):
        """Prints lines whole (a URL longer than the terminal is left to the terminal to wrap, not cut),
        and never a control character of the text it is given (controls.py): only its own styles."""

        def print(self, *objects, crop: bool = False, **kwargs) -> None:  # type: ignore[no-untyped-def, override]
            # a string cleaned as a string: wrapped in Clean it was a renderable, which ends its line, so input()'s
            # prompt ("answer> ", end="") stood on a line of its own over what was typed
            super().print(*(clean(o) if isinstance(o, str) else Clean(o) for o in objects), crop=crop, **kwargs)

    console = LessonConsole(
        stderr=stderr,
        # COLUMNS=² passes rich's isdigit() and fails its int(): a size that is no number is no size at all
        _environ={k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES") or number(v)},
        color_system=None if plain or wants_plain() else "auto",  # the linear text has no colour anywhere
        highlight=False,  # numbers are styled by the views, not guessed at
        emoji=False,
        markup=False,  # text is data: a typed "[/]" or a state id "[b]" is printed as it is, never parsed
    )
    if console.is_dumb_terminal:  # rich takes any TERM=dumb terminal for 80×25: ask the terminal, as elsewhere
        console.size = dumb_size(console)
    if not MIN_WIDTH <= console.width <= MAX_WIDTH:
        console.width = min(max(console.width, MIN_WIDTH), MAX_WIDTH)
    return console


def dumb_size(console: "Console") -> tuple[int, int]:
    """A TERM=dumb terminal's columns and lines: $COLUMNS and $LINES first, as rich reads them for any other
    terminal, then the terminal's own size, else 80×25."""
    try:
        columns, lines = os.get_terminal_size(console.file.fileno())
    except (AttributeError, ValueError, OSError):
        columns, lines = 80, 25
    said = [os.environ.get(name, "") for name in ("COLUMNS", "LINES")]
    return (int(said[0]) if number(said[0]) else columns or 80), (int(said[1]) if number(said[1]) else lines or 25)


def number(text: str) -> bool:
    """Digits int() reads: "²" and "٣" are digits to str.isdigit()."""
    return text.isascii() and text.isdigit()


class Clean:
    """Any renderable, drawn with the control characters of its text replaced (`clean_segment`).

    The commands' console wraps everything it prints in one; the full-screen
    app wraps what it draws, since its console is Textual's.
    """

    def __init__(self, renderable: "RenderableType") -> None:
        self.renderable = renderable

    def __rich_console__(self, console: "Console", options: "ConsoleOptions") -> "Iterator[Segment]":
        return map(clean_segment, console.render(self.renderable, options))

    def __rich_measure__(self, console: "Console", options: "ConsoleOptions") -> "Measurement":
        from rich.measure import Measurement

        return Measurement.get(console, options, self.renderable)


def clean_segment(segment: "Segment") -> "Segment":
    """A segment of text with its control characters replaced, and a link kept only when it is clean."""
    text, style, control = segment
    link = style.link if style is not None else None
    if control or (first_forbidden(text) is None and not link):
        return segment  # rich's own cursor and screen codes; or clean text, the common case
    if link and first_forbidden(link) is not None:
        style = style.update_link(None)  # type: ignore[union-attr]
    return type(segment)(clean(text), style)


MAX_MESSAGE = 400  # characters of one stderr line; a 3 MB value from a file is cut, not echoed


def one_line(text: str) -> str:
    """A message fit for one line of stderr: control characters written as escapes, and not too long."""
    if len(text) > MAX_MESSAGE:
        text = f"{text[:MAX_MESSAGE]}… ({len(text) - MAX_MESSAGE} more characters)"
    return "".join(ch if ch.isprintable() or ch == " " else repr(ch)[1:-1] for ch in text)


ASCII_PROBE = "".join(map(chr, range(0x20, 0x7F))) + "\n\t"


def ascii_compatible(encoding: str) -> bool:
    """An encoding that writes ASCII as ASCII (UTF-8, GB18030, Latin-1…), unlike UTF-16 or UTF-32."""
    try:
        return ASCII_PROBE.encode(encoding) == ASCII_PROBE.encode("ascii")
    except (LookupError, UnicodeError):
        return False


def usable_streams() -> "tuple[Message, dict[str, object]] | None":
    """Make the standard streams safe to use; what is wrong (a message and its blanks) when they cannot be.

    A closed stdout (`r45 show >&-`) leaves nothing to print to. An encoding
    that cannot write the tool's characters (PYTHONIOENCODING=ascii) gets
    them replaced by `?` rather than an error, and a byte that is not text
    in the input is read as U+FFFD. An encoding that does not write ASCII as
    ASCII (PYTHONIOENCODING=utf-16) would turn every prompt and every line
    typed into something else: it is refused, in one line said in UTF-8.
    """
    import sys

    from .messages import M

    for name in ("stdin", "stdout", "stderr"):
        stream = getattr(sys, name)
        encoding = getattr(stream, "encoding", None) or "ascii"
        if stream is not None and hasattr(stream, "reconfigure") and not ascii_compatible(encoding):
            if sys.stderr is not None and hasattr(sys.stderr, "reconfigure"):
                sys.stderr.reconfigure(encoding="utf-8", errors="replace")
            return M.encoding_unusable, {"name": name, "encoding": encoding}
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        if stream is not None and hasattr(stream, "reconfigure"):
            try:
                "─★".encode(stream.encoding or "ascii")
            except (UnicodeEncodeError, LookupError):
                stream.reconfigure(errors="replace")
    if sys.stdin is not None and hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")
    if sys.stdout is None:
        return M.stdout_closed, {}
    whole_writes()
    return None


class WholeWrites(io.RawIOBase):
    """A file descriptor each write of which is written whole, or raises. Over a pipe whose reader left in the
    middle of a write, the pipe took 64 KB of `show all --json` and Python's buffered write said all 253,095 bytes
    were written: exit 0 where 141 was due, the rest gone unsaid (CPython 3.11)."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self.fd = fd

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.fd

    def write(self, data: "bytes | bytearray | memoryview") -> int:  # type: ignore[override]
        view = memoryview(data).cast("B")
        done = 0
        while done < len(view):
            done += os.write(self.fd, view[done:])  # BrokenPipeError where the reader has gone
        return done


def whole_writes() -> None:
    """stdout to a pipe or a file, through WholeWrites (a terminal, and a test's captured stream, are left as they
    are)."""
    import sys

    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, io.UnsupportedOperation):
        return
    if os.isatty(fd):
        return
    out = sys.stdout
    sys.stdout.flush()
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(WholeWrites(fd)), encoding=out.encoding, errors=out.errors)


@cache
def line_editing() -> None:
    """readline loaded, once: input() edits its line. Ctrl-L redraws the line, never clears the screen: what was
    asked stays above it (a listener reviewing the screen found nothing, not even the question)."""
    try:
        import readline
    except ImportError:
        return
    libedit = "libedit" in (readline.__doc__ or "")  # macOS's Python: another syntax, the same key
    readline.parse_and_bind("bind ^L ed-redisplay" if libedit else r'"\C-l": redraw-current-line')


class Interrupt:
    """Ctrl-C at a typed line ends that line at once, before the command says it stopped ("answer> 0.2Quiz ended
    early." had stood on one line, the newline coming at exit): the exit then adds no empty line of its own."""

    line_ended = False


def typed_line(console: Console, prompt: str, *, keys: bool = False) -> str | None:
    """A line typed at the terminal after `prompt`; None at its end (Ctrl-D).

    An answer's line is edited as at a shell's prompt (readline: the arrows, Home and End move in it, ↑ brings back a
    line typed before; PgDn had typed ^[[6~ into an answer). The prompt is given to input(), not printed before it,
    so that readline redraws the line after it. A line of `keys` is read as the terminal sends it: → and PgDn on a
    line of their own arrive as their codes, to go on with, and ← does not become a cursor move.
    """
    import sys

    try:
        if keys:
            console.print(prompt, end="", markup=False)
            line = sys.stdin.readline()
            if not line:
                raise EOFError
            return line.rstrip("\r\n")
        line_editing()
        return input(clean(prompt))
    except EOFError:
        console.print()
        return None
    except KeyboardInterrupt:
        console.print()
        Interrupt.line_ended = True
        raise


PAGER_ENV = ("R45_PAGER", "PAGER")  # the first set wins; set to "" or cat, nothing is paged (git's rule)
LESS = "FRX"  # where $LESS is unset, as git sets it: quit at the end of one screen, keep colour, leave it shown
# less's last line, in place of its bare ":", within 40 columns (less cuts a longer one from the left, "Space"
# first), and at the end saying so. ASCII in both languages: less 590 (Debian 12) draws each non-ASCII character of
# a prompt with a ^@ before it, and a Chinese one as bytes. In Chinese the keys alone, said in words on the page's
# first line (PAGED_KEYS): an English prompt had stood under every long Chinese page (a learner's report)
PROMPTS = {"en": ("Space: next page, b: back, q: quit", "(END) b: back, q: quit"),
           "zh": ("Space / b / q", "(END) b / q")}
PROMPT, PROMPT_AT_END = PROMPTS["en"]
PAGED_KEYS = {"zh": "空格 下一页 · b 上一页 · q 退出\n"}  # the page's first line: 31 columns


def pager(console: Console, env: Mapping[str, str] | None = None, lang: str = "en") -> list[str] | None:
    """The command that shows a long page a screen at a time: $R45_PAGER, else $PAGER, else less with PROMPT;
    None where the page is not for one (a pipe, no keyboard, TERM=dumb), where it is set empty or to cat, or where
    it cannot be found."""
    import shlex
    import shutil
    import sys

    env = os.environ if env is None else env
    if not console.is_terminal or console.is_dumb_terminal or sys.stdin is None or not sys.stdin.isatty():
        return None
    said = next((env[name] for name in PAGER_ENV if name in env), None)
    if said is None:  # -R over a $LESS without it (LESS=-i had shown the colours' codes as text)
        prompt, at_end = PROMPTS.get(lang, PROMPTS["en"])
        escaped = ["".join("\\" + c if c in "\\%?:." else c for c in text) for text in (at_end, prompt)]
        return ["less", "-R", "-Ps?e{}:{}.".format(*escaped)] if shutil.which("less") else None  # ?e: at the end
    try:
        words = shlex.split(said)
    except ValueError:
        return None
    if not words or words == ["cat"] or shutil.which(words[0]) is None:
        return None
    if os.path.basename(words[0]) == "less" and not any(w.startswith("-") and "R" in w for w in words[1:]):
        words.append("-R")  # PAGER=less with LESS=-i had shown the colours' codes as text
    return words


def page_through(console: Console, text: str, command: list[str], lang: str = "en") -> None:
    """`text` (drawn, with its styles) as it is where it fits the terminal's height, else through `command`, under
    the keys in words where the language's prompt cannot say them. Ctrl-C belongs to the pager while it runs (less
    takes it to stop a search); a pager that cannot start prints nothing, and the text is printed as it is."""
    import signal
    import subprocess
    import sys

    if text.count("\n") < console.height:
        sys.stdout.write(text)
        return
    text = PAGED_KEYS.get(lang, "") + text if os.path.basename(command[0]) == "less" else text
    env = {**os.environ, "LESS": os.environ.get("LESS", LESS), "LV": os.environ.get("LV", "-c")}
    sys.stdout.flush()
    try:  # started before SIGINT is ignored here: an ignored signal stays ignored in the child (more kept running)
        shown = subprocess.Popen(command, stdin=subprocess.PIPE, env=env)
    except OSError:
        sys.stdout.write(text)
        return
    interrupt = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        assert shown.stdin is not None
        with shown.stdin:
            shown.stdin.write(text.encode(sys.stdout.encoding or "utf-8", "replace"))
    except OSError:  # the reader quit before the end: what is left goes nowhere
        pass
    finally:
        shown.wait()
        signal.signal(signal.SIGINT, interrupt)
