"""Every key of `r45 step`, defined once: what it does, how it is written, the footer's word, the help's line.

The full-screen app builds its bindings, its footer and its help overlay
from KEYS, and line mode its legend and the words a typed line may use, so
the four can never disagree. A key marked `whatif` works only while the
what-if fields are open; `field_safe` keys also work from inside a field,
because no number is ever typed with them.
"""

from __future__ import annotations

from typing import NamedTuple

from .messages import M, Message
from .typed import KEY_CODE
from .vocab import QUIT_WORDS


class Key(NamedTuple):
    action: str  # the app's action, and the line mode's verb
    keys: tuple[str, ...]  # Textual's names of the keys
    shown: str  # how the help, the footer and the legend write them
    help: Message  # the help overlay's line
    footer: Message | None = None  # the footer's word; None: not in the footer
    rank: int = 5  # footer order when room is short: 0 is always shown
    words: tuple[str, ...] = ()  # what a typed line means by it in line mode ("" is a bare Enter; {name}: a name)
    whatif: bool = False  # only while the what-if fields are open
    shut: bool = False  # only while they are closed: open, its fields take these keys (the full screen's)
    field_safe: bool = False  # works from inside a what-if field too
    own: str = ""  # "field" or "switch": a what-if widget's own key (↑ ↓ nudge a field): the app binds nothing
    predicting: bool = False  # in the footer and the legend only in predict mode (it works, or says why, in any)
    linear: bool = False  # line mode's alone, at a state that demonstrates: the full screen shows what it reads


KEYS: tuple[Key, ...] = (
    Key("next", ("right", "n", "space"), "→ n Space", M.tui_next, M.tui_key_next, 1, ("", "n", "next")),
    Key("previous", ("left", "p"), "← p", M.tui_previous, M.tui_key_previous, 2, ("p", "prev", "back")),
    Key("go_back", ("backspace",), "Backspace", M.tui_back),
    Key("default", ("d",), "d", M.tui_default, M.tui_key_default, 6, ("d",)),
    Key("place", tuple(str(i) for i in range(10)), "0–9", M.tui_place, M.tui_key_place, 9, ("0–9",), shut=True),
    Key("why", ("w",), "w", M.tui_why, M.tui_key_why, 3, ("w {name}",), field_safe=True),  # no number has a w
    Key("what_if", ("e",), "e", M.tui_whatif, M.tui_key_whatif, 4, ("e 1,2,3,4", "e relu", "e w2")),
    # the letter alone, a colon after it where said: "a or again" and "a run again" were heard "uh or again"; a short
    # word, to fit a 40-column footer beside the path's keys
    Key("again", ("a",), "a", M.tui_again, M.tui_key_again, 2, ("a",), predicting=True),
    Key("nudge", ("up", "down"), "↑ ↓", M.tui_nudge, M.tui_key_nudge, 1, whatif=True, field_safe=True, own="field"),
    Key("flip_switch", ("space", "enter"), "Space Enter", M.tui_switch, M.tui_key_switch, 1, whatif=True,
        field_safe=True, own="switch"),
    Key("flip", ("c",), "c", M.tui_flip, M.tui_key_flip, 3, ("c",), whatif=True, field_safe=True),
    Key("restore", ("r",), "r", M.tui_restore, M.tui_key_restore, 4, ("r",), whatif=True, field_safe=True),
    # Home and End reach here from a switch (a field keeps them for its cursor): on a switch they had done nothing
    Key("page", ("pageup", "pagedown", "home", "end"), "PgUp PgDn", M.tui_page, whatif=True, field_safe=True),
    # Tab before w in a narrow footer: at 40 columns nothing said how to reach u2, u3, u4 or the switches
    Key("focus_next", ("tab",), "Tab ⇧Tab", M.tui_tab, M.tui_key_tab, 2, whatif=True, field_safe=True),
    Key("leave", ("escape",), "Esc", M.tui_leave, M.tui_key_leave, 2, whatif=True, field_safe=True),
    # line mode folds the demonstration's inputs (40 lines of weights) into a line that names this key
    Key("inputs", (), "i", M.tui_inputs, M.tui_key_inputs, 5, ("i",), linear=True),
    # no number has an l or a t: in a what-if field they had been refused where the help offers them
    Key("toggle_list", ("l",), "l", M.tui_list, M.tui_key_list, 7, field_safe=True),
    Key("toggle_question", ("t",), "t", M.tui_question, M.tui_key_question, 8, field_safe=True),
    Key("plain", ("v",), "v", M.tui_plain, M.tui_key_plain, 5),
    Key("help", ("question_mark",), "?", M.tui_help, M.tui_key_help, 0, ("?", "h", "help"), field_safe=True),
    Key("quit", ("q",), "q", M.tui_quit, M.tui_key_quit, 0, QUIT_WORDS),  # typed in a field, q is refused
    Key("interrupt", ("ctrl+c",), "Ctrl-C", M.tui_interrupt),
    Key("suspend_process", ("ctrl+z",), "Ctrl-Z", M.tui_suspend),  # Textual's own action: the shell's `fg` comes back
)
SCREEN_KEYS = tuple(k for k in KEYS if not k.linear)  # the full screen's: its bindings, footer and help
# the pane's own keys, each pair a row of the help with its words (one sentence for all three had wrapped onto the
# rows of PgUp PgDn and Home End, and read as theirs); a no-break space in each pair ("End" was left alone)
SCROLL_SHOWN = (("↑\u00a0↓", M.tui_scroll), ("PgUp\u00a0PgDn", M.tui_scroll_page), ("Home\u00a0End", M.tui_scroll_ends))


def key(action: str) -> Key:
    return next(k for k in KEYS if k.action == action)


def written(k: Key, states: int) -> str:
    """How the help, the footer and the legend write `k` for a lesson of `states` states: the digit keys as those
    that reach a state (0–5 for six; the table's 0–9 had promised 6 to 9 too, which only said no state is there)."""
    return f"0–{min(states, 10) - 1}" if k.action == "place" else k.shown


def line_words() -> dict[str, str]:
    """Each word a line may be, and the action it means (the bare Enter means next)."""
    return {word: k.action for k in KEYS for word in k.words if " " not in word and "–" not in word}


# keys as a terminal sends them (in its two cursor modes) on a line of their own: → ↓ PgDn go on, ← ↑ PgUp go back
FORWARD = ("\x1b[C", "\x1bOC", "\x1b[B", "\x1bOB", "\x1b[6~")
BACKWARD = ("\x1b[D", "\x1bOD", "\x1b[A", "\x1bOA", "\x1b[5~")
REDRAW = "\x0c"  # Ctrl-L
# each such key as a transcript says it back ("you pressed a key" had not said which)
KEY_SAID = {**dict.fromkeys(("\x1b[C", "\x1bOC"), M.key_right), **dict.fromkeys(("\x1b[D", "\x1bOD"), M.key_left),
            **dict.fromkeys(("\x1b[A", "\x1bOA"), M.key_up), **dict.fromkeys(("\x1b[B", "\x1bOB"), M.key_down),
            **dict.fromkeys(("\x1b[H", "\x1bOH", "\x1b[1~"), M.key_home),
            **dict.fromkeys(("\x1b[F", "\x1bOF", "\x1b[4~"), M.key_end),
            "\x1b[5~": M.key_page_up, "\x1b[6~": M.key_page_down, REDRAW: M.key_redraw}


def sent_as_key(line: str) -> bool:
    """A line that is one key a terminal sends as a code (→, Home, F1) or Ctrl-L: no word to say back."""
    return line == REDRAW or KEY_CODE.fullmatch(line) is not None
