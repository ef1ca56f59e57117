"""The `r45` command line: a thin layer over lesson → trace → views.

Content goes to stdout, errors to stderr as one line. Exit codes: 0 done,
1 a check failed (`verify`), 2 bad usage or a bad lesson file, 130 Ctrl-C.
numpy and PyYAML are imported only inside the commands that need them, so
`r45 --help` and `r45 --version` start fast.
"""

# No `from __future__ import annotations` here: typer would have to evaluate
# every parameter's annotation from a string, which triples the time it takes
# to build the commands (about 10 ms of every run).
import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from .lesson import STATES_ENV
from .messages import LANG_ENV, detect_lang, say

if TYPE_CHECKING:
    from rich.console import Console

    from .lesson import Lesson
    from .progress import Progress, ProgressWarning

EXIT_FAILED_CHECK = 1
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
DID_YOU_MEAN_CUTOFF = 0.6  # difflib ratio a guess must reach


class Lang(str, Enum):
    zh = "zh"
    en = "en"


LANG_HELP = "Language of the texts (default: $R45_LANG, else the locale)."
STATES_HELP = "Lesson file to use instead of the packaged states.yaml."
# The options may stand before the command (`r45 --lang zh show`) or after it
# (`r45 show --lang zh`). Only the root reads the environment, so a value typed
# after the command is never overridden by $R45_LANG read before it.
RootLangOption = Annotated[Optional[Lang], typer.Option("--lang", envvar=LANG_ENV, help=LANG_HELP, show_default=False)]
RootStatesOption = Annotated[Optional[Path], typer.Option("--states", envvar=STATES_ENV, help=STATES_HELP, show_default=False)]
LangOption = Annotated[Optional[Lang], typer.Option("--lang", help=LANG_HELP, show_default=False)]
StatesOption = Annotated[Optional[Path], typer.Option("--states", help=STATES_HELP, show_default=False)]
JsonOption = Annotated[bool, typer.Option("--json", help="Print one JSON document instead of the view.")]

app = typer.Typer(
    name="r45",
    help="Step through lesson R45: the FFN, residual and LayerNorm that close a post-norm Transformer encoder block.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
    # Plain click help and usage errors: no escape codes in a pipe, with
    # NO_COLOR or TERM=dumb, and typer.rich_utils (about 70 ms) never loads.
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


class Settings:
    """The options given before the command name."""

    def __init__(self, lang: Optional[Lang] = None, states: Optional[Path] = None):
        self.lang = lang
        self.states = states


def _version(value: bool) -> None:
    if value:
        from .__main__ import VERSION_TEXT

        print(VERSION_TEXT)
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    lang: RootLangOption = None,
    states: RootStatesOption = None,
    version: Annotated[
        Optional[bool], typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = None,
) -> None:
    ctx.obj = Settings(lang, states)


# --------------------------------------------------------------------------- helpers


class Session:
    """What a command works with: the language, the lesson and the console."""

    def __init__(self, lang: str, lesson: "Lesson", out: "Console"):
        self.lang = lang
        self.lesson = lesson
        self.out = out
        self.warned = False  # a progress warning is said once per command


def _say_error(kind: str, message: str) -> None:
    """`r45: error: …` or `r45: warning: …`, always one line on stderr."""
    from .terminal import one_line

    sys.stderr.write(f"r45: {kind}: {one_line(message)}\n")
    sys.stderr.flush()


def _fail(message: str) -> typer.Exit:
    _say_error("error", message)
    return typer.Exit(EXIT_BAD_INPUT)


def _session(ctx: typer.Context, lang: Optional[Lang], states: Optional[Path]) -> Session:
    """Merge options given before and after the command name, then load the lesson."""
    from .lesson import LessonError, load
    from .terminal import make_console

    root_settings: Settings = ctx.obj or Settings()
    chosen = lang or root_settings.lang
    try:
        lesson = load(states or root_settings.states)
    except LessonError as exc:
        raise _fail(str(exc)) from None
    return Session(chosen.value if chosen else detect_lang(), lesson, make_console())


def _state_id(session: Session, name: Optional[str]) -> str:
    lesson = session.lesson
    if name is None:
        return lesson.default
    found = lesson.resolve(name)
    if found is not None:
        return found
    message = say("unknown_state", session.lang, name=name, ids=", ".join(lesson.order))
    guess = _closest(name, lesson.order)
    if guess:
        message += say("did_you_mean", session.lang, guess=guess)
    raise _fail(message)


def _closest(name: str, choices: tuple[str, ...]) -> Optional[str]:
    """The one choice clearly closest to `name`, or None when none is or several tie."""
    import difflib

    wanted = "".join(name.split()).casefold()
    scores = {c: difflib.SequenceMatcher(None, wanted, c.casefold()).ratio() for c in choices}
    best = max(scores.values(), default=0.0)
    winners = [c for c, score in scores.items() if score == best]
    return winners[0] if best >= DID_YOU_MEAN_CUTOFF and len(winners) == 1 else None


# --------------------------------------------------------------------------- progress


def _warn(session: Session, warning: "Optional[ProgressWarning]") -> None:
    """One line on stderr, once per command, for a progress file that cannot be used."""
    if warning is None or session.warned:
        return
    session.warned = True
    _say_error("warning", say(warning.key, session.lang, path=warning.path, detail=warning.detail))


def _load_progress(session: Session) -> "Progress":
    from . import progress

    seen, warning = progress.load()
    _warn(session, warning)
    return seen


def _remember(session: Session, seen: "Progress", state_id: Optional[str] = None) -> None:
    """Save progress; seeing the state seen last changes nothing and writes nothing."""
    from . import progress

    if state_id is not None and not seen.visit(state_id):
        return
    _warn(session, progress.save(seen))


def _print_json(doc: dict) -> None:
    from .jsonout import dumps

    sys.stdout.write(dumps(doc) + "\n")


# --------------------------------------------------------------------------- commands


@app.command()
def show(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help="State to show, e.g. b2 (default: the lesson's default state).", show_default=False)] = None,
    json: JsonOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Show one state with its numbers.

    Its explanation, the block diagram with its part marked, and its vectors.
    """
    from . import trace, views

    session = _session(ctx, lang, states)
    state_id = _state_id(session, state)
    run = trace.run(session.lesson)
    if json:
        from .jsonout import state_doc

        _print_json(state_doc(session.lesson, run, state_id, session.lang))
    else:
        session.out.print(views.state_view(session.lesson, run, state_id, session.lang))
    _remember(session, _load_progress(session), state_id)


@app.command("list")
def list_states(ctx: typer.Context, json: JsonOption = False, lang: LangOption = None, states: StatesOption = None) -> None:
    """List the states in order, with the default and the groups."""
    session = _session(ctx, lang, states)
    if json:
        from .jsonout import list_doc

        _print_json(list_doc(session.lesson, session.lang))
        return
    from . import views

    session.out.print(views.list_view(session.lesson, session.lang))


@app.command()
def verify(ctx: typer.Context, json: JsonOption = False, lang: LangOption = None, states: StatesOption = None) -> None:
    """Recompute every number and check it.

    Exit 1 if any check fails.
    """
    from . import checks, trace, views

    session = _session(ctx, lang, states)
    results = checks.run_all(session.lesson, trace.run(session.lesson))
    if json:
        from .jsonout import verify_doc

        _print_json(verify_doc(results, session.lang))
    else:
        session.out.print(views.verify_view(results, session.lesson, session.lang))
    if not all(r.passed for r in results):
        raise typer.Exit(EXIT_FAILED_CHECK)


@app.command()
def why(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="A number of the lesson: u1…u4, a1…a6, h1…h6, f1…f4, s1…s4, mean, var, std, z1…z4.")],
    json: JsonOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Show where one number comes from.

    Formula by formula, with the lesson's values, back to u.
    """
    from . import derive, trace, views

    session = _session(ctx, lang, states)
    run = trace.run(session.lesson)
    found = derive.resolve(run, name)
    if found is None:
        raise _fail(say("unknown_name", session.lang, name=name, names=", ".join(derive.names(run))))
    steps = derive.explain(run, found)
    if json:
        from .jsonout import why_doc

        _print_json(why_doc(steps, session.lang))
    else:
        session.out.print(views.why_view(steps, session.lang))


@app.command()
def lab(
    ctx: typer.Context,
    zero_wo: Annotated[bool, typer.Option("--zero-wo", help="Attention's W_O = 0 on the demo sequence, and ∂z/∂x there.")] = False,
    zero_ffn: Annotated[bool, typer.Option("--zero-ffn", help="W2 = 0: z = LayerNorm(u).")] = False,
    no_relu: Annotated[bool, typer.Option("--no-relu", help="A linear FFN: which outputs change, and why.")] = False,
    causal: Annotated[bool, typer.Option("--causal", help="A causal mask on the demo sequence.")] = False,
    pre_norm: Annotated[bool, typer.Option("--pre-norm", help="The same weights arranged pre-norm, beside post-norm.")] = False,
    u: Annotated[Optional[str], typer.Option("--u", metavar="A,B,C,D", help="Your own u through the FFN, residual and LayerNorm.")] = None,
    json: JsonOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Run the further-study experiments.

    All of them when no option picks some.

    --zero-ffn and --no-relu use your --u when you give one, else the course's u.
    """
    from . import lab as lab_mod
    from . import trace, views

    session = _session(ctx, lang, states)
    run = trace.run(session.lesson)
    own = None
    if u is not None:
        try:
            own = lab_mod.parse_u(u, len(session.lesson.example.u))
        except lab_mod.LabInputError as exc:
            raise _fail(say(exc.key, session.lang, **exc.values)) from None
    chosen = {"zero_wo": zero_wo, "zero_ffn": zero_ffn, "no_relu": no_relu, "causal": causal, "pre_norm": pre_norm, "own_u": own is not None}
    keys = [key for key, on in chosen.items() if on] or [key for key in chosen if key != "own_u"]
    experiments = lab_mod.run(run, keys, own)
    if json:
        from .jsonout import lab_doc

        _print_json(lab_doc(experiments, session.lesson, session.lang))
    else:
        session.out.print(views.lab_view(experiments, session.lesson, session.lang))


@app.command()
def step(
    ctx: typer.Context,
    start: Annotated[Optional[str], typer.Option("--from", help="State to start at (default: where you stopped, else the first).", show_default=False)] = None,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Walk through the states one by one.

    Enter/n next, p back, d default, a state id to jump, q quit.

    With stdin not a terminal, the same keys are read one per line.
    """
    from . import navigate, trace, views

    session = _session(ctx, lang, states)
    lesson, out, lang_code = session.lesson, session.out, session.lang
    seen = _load_progress(session)
    if start is not None:
        current = _state_id(session, start)
    elif seen.last in lesson.states:
        current = seen.last
        out.print(say("resuming", lang_code, state=current))
    else:
        current = lesson.order[0]
    run = trace.run(lesson)
    interactive = sys.stdin.isatty()

    def arrive(state_id: str) -> None:
        if interactive and out.is_terminal:
            out.clear()  # one state a screen; in a pipe every state is kept
        out.print(views.state_view(lesson, run, state_id, lang_code))
        if navigate.at_end(lesson, state_id):
            out.print(say("step_done", lang_code, state=state_id))
        if interactive:
            out.print(views.step_keys(lesson, lang_code))
        _remember(session, seen, state_id)

    arrive(current)
    if not interactive:
        out.print(views.step_keys(lesson, lang_code))
    while True:
        key = _read_key(out, say("step_prompt", lang_code, state=current), interactive)
        if key is None:
            break
        move = navigate.press(lesson, current, key)
        if move.quit:
            break
        if move.show_keys:
            out.print(views.step_keys(lesson, lang_code))
        if move.message:
            out.print(say(move.message, lang_code, state=current, key=key.strip()))
        if move.moved:
            current = move.state
            arrive(current)


@app.command()
def quiz(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help="Only this state's questions (default: every state's, in order).", show_default=False)] = None,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Test yourself on one state or all.

    A hint after a wrong answer, the worked solution after two.
    """
    from . import quiz as quiz_mod
    from . import trace, views

    session = _session(ctx, lang, states)
    lesson, out = session.lesson, session.out
    ids = [_state_id(session, state)] if state is not None else list(lesson.order)
    questions = [(sid, q) for sid in ids for q in lesson.state(sid).quiz]
    if not questions:
        out.print(say("quiz_none", session.lang))
        return
    interactive = sys.stdin.isatty()
    prompt = say("quiz_prompt", session.lang)
    out.print(views.titled(views.Prose(lesson.title(session.lang)), say("quiz_title", session.lang)))
    done = quiz_mod.run(
        questions,
        trace.run(lesson),
        read=lambda: _read_key(out, prompt, interactive),
        show=lambda event: out.print(views.quiz_event(event, session.lang)),
    )
    seen = _load_progress(session)
    for sid, (right, asked) in done.score.items():
        seen.record_quiz(sid, right, asked)
    _remember(session, seen)


@app.command()
def progress(
    ctx: typer.Context,
    reset: Annotated[bool, typer.Option("--reset", help="Forget the states seen and the quiz scores.")] = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Show the states you have seen and your best quiz scores."""
    from . import progress as progress_mod
    from . import views

    session = _session(ctx, lang, states)
    where = str(progress_mod.path())
    if reset:
        warning = progress_mod.reset()
        if warning is not None:
            raise _fail(say(warning.key, session.lang, path=warning.path, detail=warning.detail))
        session.out.print(say("progress_reset", session.lang, path=where))
        return
    session.out.print(views.progress_view(session.lesson, _load_progress(session), where, session.lang))


class Format(str, Enum):
    md = "md"
    svg = "svg"
    html = "html"


@app.command()
def export(
    ctx: typer.Context,
    state: Annotated[str, typer.Argument(help="A state id, or all.")],
    fmt: Annotated[Format, typer.Option("--format", "-f", help="md, svg or html.")] = Format.md,
    output: Annotated[Optional[Path], typer.Option("--output", "-o", help="File to write (default: stdout).", show_default=False)] = None,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Write state views to a file for notes or slides."""
    from . import export as export_mod
    from . import trace

    session = _session(ctx, lang, states)
    ids = list(session.lesson.order) if state.strip().casefold() == "all" else [_state_id(session, state)]
    text = export_mod.render(session.lesson, trace.run(session.lesson), ids, fmt.value, session.lang)
    if output is None:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    from .files import write_atomically

    try:
        write_atomically(output, text)
    except OSError as exc:
        raise _fail(say("export_failed", session.lang, path=output, detail=exc.strerror or exc)) from None
    from .terminal import make_console

    make_console(stderr=True).print(say("exported", session.lang, path=output), markup=False, soft_wrap=True)


def _read_key(out: "Console", prompt: str, interactive: bool) -> Optional[str]:
    """One key from the learner; None at end of input."""
    if interactive:
        try:
            return out.input(prompt)
        except EOFError:
            out.print()
            return None
    line = sys.stdin.readline()
    return line if line else None


def main() -> None:
    """Run the app; click's usage errors become one line, like every other error here."""
    try:
        code = app(prog_name="r45", standalone_mode=False)
    except Exception as exc:  # noqa: BLE001 - only click's usage errors are handled; the rest is re-raised
        if type(exc).__name__ == "NoArgsIsHelpError":  # plain `r45`: the help, as asked for
            sys.stdout.write(exc.format_message() + "\n")  # type: ignore[attr-defined]
            sys.exit(0)
        if not (hasattr(exc, "format_message") and hasattr(exc, "exit_code")):
            raise
        ctx = getattr(exc, "ctx", None)
        hint = f" (see '{ctx.command_path} --help')" if ctx is not None else ""
        _say_error("error", exc.format_message() + hint)
        sys.exit(exc.exit_code)
    if code == EXIT_INTERRUPTED:  # typer turns Ctrl-C in any command into this code
        sys.stderr.write("\n")  # end the line the ^C was echoed on, and nothing more
        sys.stderr.flush()
    sys.exit(code if isinstance(code, int) else 0)
