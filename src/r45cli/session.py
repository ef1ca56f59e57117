"""What a command works with: the language, the lesson, where its output goes, state lookup and progress.

The sink is chosen once, from the options and the environment: rich views
on a console, the linear text of `--plain` ($R45_PLAIN), or one JSON
document. A command builds its page (view/) and hands it to `show`; it
never asks which sink it is writing to. A bad lesson file or an unknown
state is BadInput with one line to say; a progress file that cannot be used
is one warning per command, never a failure.
"""

from __future__ import annotations

import os
import shlex
import sys
from collections.abc import Callable, Collection, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from .messages import M, Message, enumeration, lang_from_env, say, semicolon
from .status import BadInput
from .suggest import closest
from .typed import shorten
from .words import AS_RUN

if TYPE_CHECKING:
    from datetime import date

    from rich.console import Console

    from .lesson.model import Lesson
    from .progress import Progress, ProgressWarning
    from .view.model import Page
    from .view.state import StateView
    from .worked import WorkedExample


CLAIMS_NAMED = 3  # a warning of false claims names this many; verify names them all
LINE_KINDS = {"error": M.line_error, "warning": M.line_warning, "note": M.line_note}


def say_line(kind: str, message: str, lang: str = "en") -> None:
    """`r45: error: …` (`r45：错误：…` in zh), a warning or a note: always one line on stderr; nothing when stderr is
    closed or full."""
    from .terminal import one_line

    if sys.stderr is None:
        return
    try:
        sys.stderr.write(f"{say(LINE_KINDS[kind], lang)}{one_line(message)}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass  # nowhere left to say it; the exit status still does


class Options(NamedTuple):
    """The options every command takes, before or after its name."""

    lang: str | None = None
    states: str | None = None
    plain: bool = False


class Session:
    def __init__(self, lang: str, lesson: Lesson, out: Console, sink: str = "rich"):
        self.lang = lang
        self.lesson = lesson
        self.out = out
        self.sink = sink  # rich, plain (the linear text) or json
        self.ran_plain = sink == "plain"  # as run: the full screen's v goes on in plain text, run without --plain
        self.states_given = ""
        self.lesson_file = ""  # the name of the lesson file in use where it is not the packaged one
        self.warned = False  # a progress warning is said once per command
        self._wrong_at: dict[str, list[str]] | None = None  # texts_wrong_at the course's numbers, once asked

    @classmethod
    def open(cls, options: Options, *, json: bool = False) -> Session:
        from .lesson import LessonError, load
        from .lesson.source import STATES_ENV, line_of, packaged_states_path
        from .terminal import make_console, plain_wanted

        lang = options.lang
        if lang is None:
            lang, not_understood = lang_from_env()
            if not_understood is not None:
                say_line("warning", say(M.bad_lang_env, lang, value=not_understood, lang=lang), lang)
        try:
            lesson = load(options.states)
        except LessonError as exc:
            raise BadInput(exc.line(lang, line_of(exc))) from None  # in the session's language, but what the file says
        plain = options.plain or plain_wanted()
        sink = "json" if json else "plain" if plain else "rich"
        session = cls(lang, lesson, make_console(plain=plain), sink)
        session.states_given = str(options.states) if options.states and os.environ.get(STATES_ENV) != str(
            options.states) else ""  # --states, not $R45_STATES: repeated where a command is said as run
        if options.states and Path(options.states).resolve() != packaged_states_path().resolve():
            session.lesson_file = Path(options.states).name  # a handout says which file its numbers are of
        AS_RUN.set(" ".join(session.given()))  # each command said, as this one was run
        return session

    @property
    def plain(self) -> bool:
        return self.sink == "plain"

    def given(self, *, handout: bool = False) -> tuple[str, ...]:
        """The root options a command repeats as this session was run: --plain, --lang and --states where they were
        given, not taken from the environment ("r45 step --predict" after a zh session opened it in English). A
        `handout`'s: its lesson file by name, and --lang zh (English where a student's locale says nothing: a class
        had met English screens from a Chinese handout's commands)."""
        from .messages import lang_from_env
        from .terminal import plain_wanted

        if handout:
            return (*(["--lang", "zh"] if self.lang == "zh" else []),
                    *(["--states", shlex.quote(self.lesson_file)] if self.lesson_file else []))
        return (*(["--plain"] if self.ran_plain and not plain_wanted() else []),
                *(["--lang", self.lang] if self.lang != lang_from_env()[0] else []),
                *(["--states", shlex.quote(self.states_given)] if self.states_given else []))  # not the shipped lesson

    def go_plain(self) -> None:
        """From here on, the linear text (the full-screen step's `v`)."""
        from .terminal import make_console

        self.sink, self.out = "plain", make_console(plain=True)

    def titled(self, title: str, lines: list[str]) -> None:
        """A heading and a few lines: a titled box, or in plain text a heading line and the lines."""
        from .view.model import Panel, Para

        self.show((Panel(title, tuple(Para(line) for line in lines)),))

    def show(self, page: Page, *, json: Callable[[], dict[str, Any]] | None = None, flow: bool = False,
             first: bool = True, paged: bool = False) -> None:
        """A page as the sink draws it; with --json, the document `json` makes, with the page itself as its `view`.
        `paged`: a command's whole output, shown through the pager where it is longer than the terminal (rich only:
        the linear text is read as it comes, and a screen reader reads it back)."""
        if self.sink == "json" and json is not None:
            from .jsonout import dumps, view

            sys.stdout.write(dumps({**json(), "view": view(page)}) + "\n")
        elif self.plain:
            from .plain.draw import page as lines

            self.lines(lines(page, self.lang), first=first)
        else:
            from .render.draw import page as drawn
            from .terminal import page_through, pager

            shown, command = drawn(page, self.lang, flow=flow), pager(self.out, lang=self.lang) if paged else None
            if command is None:
                self.out.print(shown)
                return
            with self.out.capture() as captured:
                self.out.print(shown)
            page_through(self.out, captured.get(), command, self.lang)

    def lines(self, lines: Iterable[str], *, first: bool = True) -> None:
        """Linear text, a line at a time: in a pipe never wrapped, cut or padded (a screen reader or a braille display
        wraps); on a terminal wrapped between words, never inside one nor between a name and its number. Every
        symbol speech misreads is said in words (plain/spoken.py).
        A blank line leads only what follows other text (`first` False)."""
        from .plain import Verbatim, on_screen, text
        from .plain.spoken import speakable

        # the math in words, as speech reads it; a line to copy as it is (`printed:` values, whose − YAML would read
        # as text)
        said = text((line if isinstance(line, Verbatim) else speakable(line, self.lang) for line in lines), first=first)
        if said:
            self.out.print(on_screen(said, self.out.width if self.out.is_terminal else None), soft_wrap=True)

    def today(self) -> date:
        """The learner's date for review: $R45_TODAY, else today; a date that cannot be read is bad input."""
        from . import review

        try:
            return review.today()
        except review.BadDate as exc:
            raise BadInput(self.say(M.review_bad_date, text=str(exc))) from None

    def say(self, key: Message, /, **values: object) -> str:
        return say(key, self.lang, **values)

    def state_id(self, name: str | None, *, every: bool = False) -> str:
        """The state a user named (any letter case), the default for None, or BadInput with a guess; `every`: the
        command takes `all` too, and the refusal says so (show's listed b0…b5 alone)."""
        lesson = self.lesson
        if name is None:
            return lesson.default
        found = lesson.resolve(name)
        if found is not None:
            return found
        ids = enumeration(self.lang).join((*lesson.order, "all") if every else lesson.order)
        message = self.say(M.unknown_state, name=shorten(name), ids=ids)
        guess = closest(name, lesson.order)
        if guess:
            message += self.say(M.did_you_mean, guess=guess)
        raise BadInput(message)

    def state_ids(self, name: str | None) -> list[str]:
        """The states a user named: every one, in order, for `all` (any letter case); else the one `state_id` finds."""
        return list(self.lesson.order) if name is not None and name.strip().casefold() == "all" else \
            [self.state_id(name, every=True)]

    def texts_hold(self, worked: WorkedExample | None = None, shown: Collection[str] = ()) -> None:
        """`texts_wrong` on stderr, a warning a line. Every command that shows the lesson's texts says them: quiz had
        given the hint "b2 is 0" beside b2 = (0, 0, 0.1, 0) unwarned."""
        for line in self.texts_wrong(worked, shown):
            say_line("warning", line, self.lang)

    def texts_wrong(self, worked: WorkedExample | None = None, shown: Collection[str] = ()) -> list[str]:
        """One warning where the lesson's `printed:` values differ from what its numbers give; one where its texts
        say what its numbers no longer give (its `claims:`), those of the
        `shown` states first: an instructor set u3 = 0.3, and show and export printed "z3 and z4 are still
        negative" beside z3 = 0.094511."""
        from .checks import text_claims

        if worked is None:
            from .worked import compute

            worked = compute(self.lesson)
        lines = self._printed_off()
        false = sorted((c for c in text_claims(self.lesson, worked) if not c.passed),
                       key=lambda c: c.values["sid"] not in shown)  # stable: in the lesson's order otherwise
        if false:
            said = self._named(false, lambda c: say(c.key, self.lang, **c.values))
            lines.append(self.say(M.claims_false, n=len(false), said=said, file=Path(self.lesson.path).name))
        return lines

    def texts_wrong_at(self, worked: WorkedExample) -> dict[str, list[str]]:
        """What a handout says of `texts_wrong`, where its reader meets it: each failing claim under its own state (all
        of them, each with what the numbers give: one note after the first state's diagram had named three claims, of
        other states), and under "" the printed: values and the claims of the rest of the file."""
        from .checks import text_claims
        from .lesson.claims import MOMENT

        at: dict[str, list[str]] = {"": self._printed_off()}
        for c in text_claims(self.lesson, worked):
            if not c.passed and self._on_the_page(c.values["sid"], str(c.values["subject"])):
                key = M.export_claim_false if c.values["sid"] else M.export_claim_false_elsewhere  # the file's own
                moment = MOMENT.fullmatch(str(c.values["subject"]))  # mean(u), var(u): "say mean(u) = 0" named no
                if moment is not None and moment.group(2) == "u":  # sentence; the texts call u a LayerNorm's output
                    key = M.export_claim_u_normed if c.values["sid"] else M.export_claim_u_normed_elsewhere
                # "b1 = 0 (uW1)", a formula written without its bias, is said as the claim it makes: "(uW1)" read
                # as a label of r45's own, and the line stood again under the state's own "b1 = 0"
                claim = str(c.values["claim"]).removesuffix(f" ({c.values['subject']})")
                line = self.say(key, claim=claim, name=c.values["name"], got=c.got)
                here = at.setdefault(str(c.values["sid"] or ""), [])
                here += [] if line in here else [line]
        return at

    def _on_the_page(self, sid: object, subject: str) -> bool:
        """A failing claim is said on a state's page where a text the page shows names what it is about, or where no
        text names it (a text may rest on it in words): "The texts say h6 = 0" had stood under b5, whose only text
        naming h6 is a quiz question, which neither the page nor a handout shows (a teacher's report)."""
        from .lesson.claims import mentions

        fields = mentions(self.lesson, sid if isinstance(sid, str) else None, subject)
        shown = ("title.", "explain.", "notes[", "opening.", "reference.")  # what a state's page or a handout shows
        return not fields or any(f.startswith(shown) for f in fields)

    def with_warnings(self, sv: StateView, course: WorkedExample | None) -> StateView:
        """A state as `show` has it: opening with what its texts, or the file's printed: values, say that the course's
        numbers deny (a listener to `step --plain` who set stderr aside had never heard it); as it is before they are
        computed (the full screen's first frame, which waits for no numpy)."""
        from .view.state import warned

        if self._wrong_at is None and course is not None:
            self._wrong_at = self.texts_wrong_at(course)
        return sv if self._wrong_at is None else warned([sv], self._wrong_at, self.lang)[0]

    def _printed_off(self) -> list[str]:
        """The warning, if any, that the lesson's `printed:` values are not what its numbers give: show had printed
        the computed z2, silent, beside a file that prints another, which verify failed. Checked as verify checks
        them, against every digit kept and the page's last digit (show had warned of a value verify passed)."""
        from .checks import printed_values
        from .worked import compute

        off = [c for c in printed_values(self.lesson, compute(self.lesson, exact=True)) if not c.passed]
        if not off:
            return []
        said = self._named(off, lambda c: self.say(M.printed_off_one, name=c.values["name"], printed=c.expected,
                                                   computed=c.got))
        return [self.say(M.printed_off, said=said, file=Path(self.lesson.path).name)]  # the file named: an
        # instructor had two open

    def _named(self, checks: list[Any], line: Callable[[Any], str]) -> str:
        """The first few checks said, and … where there are more."""
        more = semicolon(self.lang) + "…" if len(checks) > CLAIMS_NAMED else ""
        return semicolon(self.lang).join(line(c) for c in checks[:CLAIMS_NAMED]) + more

    # ----------------------------------------------------------------------- progress

    def warn(self, warning: ProgressWarning | None) -> None:
        """One line on stderr, once per command, for a progress file that cannot be used."""
        if warning is None or self.warned:
            return
        self.warned = True
        say_line("warning", self.say(warning.key, path=warning.path, detail=warning.detail), self.lang)

    def progress(self) -> Progress:
        from . import progress

        seen, warning = progress.load(self.waiting, self.lesson)  # this lesson's own file
        self.warn(warning)
        return seen

    def waiting(self) -> None:
        """Said when another r45 holds the progress file's lock for a while: the wait is not a hang."""
        from . import progress

        say_line("note", self.say(M.progress_waiting, path=progress.path(self.lesson)), self.lang)

    def remember(self, seen: Progress, state_id: str | None = None, *, resume_here: bool = True) -> None:
        """Save progress, with `state_id` seen; only `step` moves the resume point (`resume_here`).

        Seeing what was already recorded, with no other news, changes nothing and writes nothing.
        """
        from . import progress

        if state_id is not None:
            changed = seen.visit(state_id) if resume_here else seen.mark_seen(state_id)
            if not changed and not seen.pending:
                return
        self.warn(progress.save(seen, self.waiting))
