"""The `r45` command line: option declarations and short command bodies.

Each command opens a Session (language, lesson, console), asks the
computing modules for what it shows, and hands that to a renderer in
`render/` or to `jsonout`. Content goes to stdout, errors to stderr as one
line; `main` turns every way a run can end into an ExitStatus. numpy and
PyYAML are imported only inside the commands that need them, so
`r45 --help` and `r45 --version` start fast.
"""

# No `from __future__ import annotations` here: typer would have to evaluate
# every parameter's annotation from a string, which triples the time it takes
# to build the commands (about 10 ms of every run).
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from . import VERSION_TEXT
from .lesson.source import STATES_ENV
from .lesson.vocabulary import LAB_EXPERIMENTS, OWN_U
from .messages import M, lang_from_env, say
from .session import Session, say_line
from .status import BadInput, ExitStatus
from .typed import shorten


class Lang(str, Enum):
    zh = "zh"
    en = "en"


class Format(str, Enum):
    md = "md"
    svg = "svg"
    html = "html"


LANG_HELP = "Language of the texts (default: $R45_LANG, else the locale)."
STATES_HELP = "Lesson file to use instead of the packaged states.yaml."
# The options may stand before the command (`r45 --lang zh show`) or after it
# (`r45 show --lang zh`). Only the root reads $R45_STATES, so a value typed
# after the command is never overridden by it; $R45_LANG is read by _open,
# which understands locale-style values (zh_CN, en_US.UTF-8).
RootLangOption = Annotated[Optional[Lang], typer.Option("--lang", help=LANG_HELP, show_default=False)]
RootStatesOption = Annotated[Optional[Path], typer.Option("--states", envvar=STATES_ENV, help=STATES_HELP, show_default=False)]
LangOption = Annotated[Optional[Lang], typer.Option("--lang", help=LANG_HELP, show_default=False)]
StatesOption = Annotated[Optional[Path], typer.Option("--states", help=STATES_HELP, show_default=False)]
JsonOption = Annotated[bool, typer.Option("--json", help="Print one JSON document instead of the view.")]
AllOption = Annotated[bool, typer.Option("--all", help="Every row of long vectors and matrices, not the first few.")]

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


def _version(value: bool) -> None:
    if value:
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
    ctx.obj = (lang, states)


def _open(ctx: typer.Context, lang: Optional[Lang], states: Optional[Path]) -> Session:
    """The session, with options given after the command name winning over those before it."""
    root_lang, root_states = ctx.obj or (None, None)
    chosen = lang or root_lang
    if chosen is not None:
        return Session.open(chosen.value, states or root_states)
    code, not_understood = lang_from_env()
    if not_understood is not None:
        say_line("warning", say(M.bad_lang_env, code, value=not_understood, lang=code))
    return Session.open(code, states or root_states)


def _print_json(doc: dict) -> None:
    from .jsonout import dumps

    sys.stdout.write(dumps(doc) + "\n")


def _limit(everything: bool) -> Optional[int]:
    from .render.panels import ROW_LIMIT

    return None if everything else ROW_LIMIT


@app.command()
def show(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help="State to show, e.g. b2 (default: the lesson's default state).", show_default=False)] = None,
    json: JsonOption = False,
    everything: AllOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Show one state with its numbers.

    Its explanation, the block diagram with its part marked, and its vectors.
    """
    from . import worked

    session = _open(ctx, lang, states)
    state_id = session.state_id(state)
    example = worked.compute(session.lesson)
    if json:
        from .jsonout import state_doc

        _print_json(state_doc(session.lesson, example, state_id, session.lang))
    else:
        from .render.state import state_view

        session.out.print(state_view(session.lesson, example, state_id, session.lang, limit=_limit(everything)))
    session.remember(session.progress(), state_id, resume_here=False)  # a peek never moves where step resumes


@app.command("list")
def list_states(ctx: typer.Context, json: JsonOption = False, lang: LangOption = None, states: StatesOption = None) -> None:
    """List the states in order, with the default and the groups."""
    session = _open(ctx, lang, states)
    if json:
        from .jsonout import list_doc

        _print_json(list_doc(session.lesson, session.lang))
        return
    from .render.listing import list_view

    session.out.print(list_view(session.lesson, session.lang))


@app.command()
def verify(ctx: typer.Context, json: JsonOption = False, everything: AllOption = False, lang: LangOption = None, states: StatesOption = None) -> int:
    """Recompute every number and check it.

    Exit 1 if any check fails.
    """
    from . import checks, worked

    session = _open(ctx, lang, states)
    results = checks.run_all(session.lesson, worked.compute(session.lesson))
    if json:
        from .jsonout import verify_doc

        _print_json(verify_doc(results, session.lang))
    else:
        from .render.verify import verify_view

        session.out.print(verify_view(results, session.lesson, session.lang, limit=_limit(everything)))
    return ExitStatus.OK if all(r.passed for r in results) else ExitStatus.CHECK_FAILED


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
    from . import derive, worked

    session = _open(ctx, lang, states)
    example = worked.compute(session.lesson)
    found = derive.resolve(example, name)
    if found is None:
        raise BadInput(session.say(M.unknown_name, name=shorten(name), names=", ".join(derive.names(example))))
    steps = derive.explain(example, found)
    if json:
        from .jsonout import why_doc

        _print_json(why_doc(steps, session.lang))
    else:
        from .render.why import why_view

        session.out.print(why_view(steps, session.lang))


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
    everything: AllOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Run the further-study experiments.

    All of them when no option picks some.

    --zero-ffn and --no-relu use your --u when you give one, else the course's u.
    """
    from . import lab as lab_mod
    from . import worked

    session = _open(ctx, lang, states)
    example = worked.compute(session.lesson)
    own = None
    if u is not None:
        import numpy as np

        from .typed import Unreadable, read_numbers

        try:
            own = np.array(read_numbers(u, len(session.lesson.example.u)))  # (d_model,)
        except Unreadable as exc:
            raise BadInput(session.say(M.lab_u, problem=exc)) from None
    # one flag an experiment of the vocabulary; tests/test_lab.py holds the two lists together
    flags = dict(zero_wo=zero_wo, zero_ffn=zero_ffn, no_relu=no_relu, causal=causal, pre_norm=pre_norm, own_u=own is not None)
    keys = [key for key, on in flags.items() if on] or [key for key in LAB_EXPERIMENTS if key != OWN_U]
    experiments = lab_mod.run(example, keys, own)
    if json:
        from .jsonout import lab_doc

        _print_json(lab_doc(experiments, session.lesson, session.lang))
    else:
        from .render.lab import lab_view

        session.out.print(lab_view(experiments, session.lesson, session.lang, limit=_limit(everything)))


@app.command()
def step(
    ctx: typer.Context,
    start: Annotated[Optional[str], typer.Option("--from", help="State to start at (default: where you stopped, else the lesson's default).", show_default=False)] = None,
    plain: Annotated[bool, typer.Option("--plain", help="One line at a time instead of the full screen.")] = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> int:
    """Walk through the states one by one.

    On a terminal: full screen, single keys (? lists them). With --plain,
    TERM=dumb, or stdin or stdout not a terminal: one line at a time, the
    same keys followed by Enter.
    """
    from .linemode import full_screen_possible, step_lines

    session = _open(ctx, lang, states)
    first = session.state_id(start) if start is not None else None
    if plain or not full_screen_possible():
        step_lines(session, first)
        return ExitStatus.OK
    from .tui.app import run

    return run(session, first)


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
    from .linemode import quiz_lines

    session = _open(ctx, lang, states)
    ids = [session.state_id(state)] if state is not None else list(session.lesson.order)
    quiz_lines(session, ids)


@app.command()
def progress(
    ctx: typer.Context,
    reset: Annotated[bool, typer.Option("--reset", help="Forget the states seen and the quiz scores.")] = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Show the states you have seen and your best quiz scores."""
    from . import progress as progress_mod

    session = _open(ctx, lang, states)
    where = str(progress_mod.path() or "-")
    if reset:
        warning = progress_mod.reset(session.waiting)
        if warning is not None:
            raise BadInput(session.say(warning.key, path=warning.path, detail=warning.detail))
        session.out.print(session.say(M.progress_reset, path=where))
        return
    from .render.progress import progress_view

    session.out.print(progress_view(session.lesson, session.progress(), where, session.lang))


@app.command()
def export(
    ctx: typer.Context,
    state: Annotated[str, typer.Argument(help="A state id, or all.")],
    fmt: Annotated[Format, typer.Option("--format", "-f", help="md, svg or html.")] = Format.md,
    output: Annotated[
        Optional[str], typer.Option("--output", "-o", metavar="FILE|DIR/|-", help="File to write; DIR/ writes DIR/r45-STATE.EXT; - is stdout (the default).", show_default=False)
    ] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace files that are there (the document and its pictures).")] = False,
    figure: Annotated[
        Optional[str], typer.Option("--figure", metavar="NAME", help="SVG: only this figure (diagram, bars, W1, W2, W_O, or its number).", show_default=False)
    ] = None,
    page: Annotated[bool, typer.Option("--page", help="SVG: the states as one tall page instead of a figure per picture.")] = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    """Write state views to a file for notes or slides.

    Markdown written to a file brings its pictures, as SVG files beside it.
    SVG writes one slide-sized figure per picture (FILE-STATE-N.svg).
    Every file is checked before any is written: an export that is refused
    writes nothing.
    """
    from . import exports, worked
    from .files import RefusedPath, write_all

    session = _open(ctx, lang, states)
    if (figure is not None or page) and fmt is not Format.svg:
        raise BadInput(session.say(M.export_svg_only))
    everything = state.strip().casefold() == "all"
    ids = list(session.lesson.order) if everything else [session.state_id(state)]
    try:
        target = exports.destination(output, fmt.value, "all" if everything else ids[0], figures=fmt is Format.svg and not page and figure is None)
        text, files = exports.plan(session.lesson, worked.compute(session.lesson), ids, fmt.value, session.lang, target, figure=figure, page=page)
        if target is None:
            sys.stdout.write(text if text.endswith("\n") else text + "\n")
            if fmt is Format.md:
                say_line("note", session.say(M.export_pictures_need_file))
            return
        write_all(files, force=force)
    except RefusedPath as exc:
        raise BadInput(session.say(exc.reason, path=exc.path)) from None
    except OSError as exc:
        raise BadInput(session.say(M.export_failed, path=exc.filename or output, detail=exc.strerror or exc)) from None
    from .terminal import make_console

    for written in files:
        make_console(stderr=True).print(session.say(M.exported, path=written.path), soft_wrap=True)
