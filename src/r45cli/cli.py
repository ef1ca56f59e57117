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
from .clihelp import LocalCommand, LocalGroup
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


LANG_HELP = M.help_lang.en
STATES_HELP = M.help_states.en
# The options may stand before the command (`r45 --lang zh show`) or after it
# (`r45 show --lang zh`). Only the root reads $R45_STATES, so a value typed
# after the command is never overridden by it; $R45_LANG is read by _open,
# which understands locale-style values (zh_CN, en_US.UTF-8).
RootLangOption = Annotated[Optional[Lang], typer.Option("--lang", help=LANG_HELP, show_default=False)]
RootStatesOption = Annotated[Optional[Path], typer.Option("--states", envvar=STATES_ENV, help=STATES_HELP, show_default=False)]
LangOption = Annotated[Optional[Lang], typer.Option("--lang", help=LANG_HELP, show_default=False)]
StatesOption = Annotated[Optional[Path], typer.Option("--states", help=STATES_HELP, show_default=False)]
JsonOption = Annotated[bool, typer.Option("--json", help=M.help_json.en)]
# `--plain` too may stand before or after the command; $R45_PLAIN is read by Session.open (terminal.plain_wanted).
PlainOption = Annotated[bool, typer.Option("--plain", help=M.help_plain.en)]
AllOption = Annotated[bool, typer.Option("--all", help=M.help_all.en)]

app = typer.Typer(
    name="r45",
    cls=LocalGroup,
    help=M.help_root.en,
    add_completion=False,
    no_args_is_help=False,
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


@app.callback(invoke_without_command=True)
def root(
    ctx: typer.Context,
    lang: RootLangOption = None,
    states: RootStatesOption = None,
    plain: PlainOption = False,
    version: Annotated[
        Optional[bool], typer.Option("--version", callback=_version, is_eager=True, help=M.help_version.en)
    ] = None,
) -> Optional[int]:
    ctx.obj = (lang, states, plain)
    if ctx.invoked_subcommand is None:  # a bare `r45` is `r45 step`: the lesson, where the learner left it
        return ctx.invoke(step, ctx=ctx, start=None, plain=False, predicting=False, lang=None, states=None)
    return None


def _open(ctx: typer.Context, lang: Optional[Lang], states: Optional[Path], plain: bool = False) -> Session:
    root_lang, root_states, root_plain = ctx.obj or (None, None, False)
    chosen = lang or root_lang
    if chosen is not None:
        return Session.open(chosen.value, states or root_states, plain=plain or root_plain)
    code, not_understood = lang_from_env()
    if not_understood is not None:
        say_line("warning", say(M.bad_lang_env, code, value=not_understood, lang=code))
    return Session.open(code, states or root_states, plain=plain or root_plain)


def _print_json(doc: dict) -> None:
    from .jsonout import dumps

    sys.stdout.write(dumps(doc) + "\n")


def _limit(everything: bool) -> Optional[int]:
    from .render.panels import ROW_LIMIT

    return None if everything else ROW_LIMIT


@app.command(cls=LocalCommand, help=M.help_show.en)
def show(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help=M.help_show_state.en, show_default=False)] = None,
    json: JsonOption = False,
    everything: AllOption = False,
    plain: PlainOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    from . import worked

    session = _open(ctx, lang, states, plain)
    state_id = session.state_id(state)
    example = worked.compute(session.lesson)
    if json:
        from .jsonout import state_doc

        _print_json(state_doc(session.lesson, example, state_id, session.lang))
    elif session.plain:
        from .plain.state import state_lines

        session.lines(state_lines(session.lesson, example, state_id, session.lang, limit=_limit(everything)))
    else:
        from .render.state import state_view

        session.out.print(state_view(session.lesson, example, state_id, session.lang, limit=_limit(everything)))
    session.remember(session.progress(), state_id, resume_here=False)  # a peek never moves where step resumes


@app.command("list", cls=LocalCommand, help=M.help_list.en)
def list_states(ctx: typer.Context, json: JsonOption = False, plain: PlainOption = False, lang: LangOption = None, states: StatesOption = None) -> None:
    session = _open(ctx, lang, states, plain)
    if json:
        from .jsonout import list_doc

        _print_json(list_doc(session.lesson, session.lang))
        return
    if session.plain:
        from .plain.commands import list_lines

        session.lines(list_lines(session.lesson, session.lang))
        return
    from .render.listing import list_view

    session.out.print(list_view(session.lesson, session.lang))


@app.command(cls=LocalCommand, help=M.help_verify.en)
def verify(
    ctx: typer.Context, json: JsonOption = False, everything: AllOption = False, plain: PlainOption = False, lang: LangOption = None, states: StatesOption = None
) -> int:
    from . import checks, worked

    session = _open(ctx, lang, states, plain)
    results = checks.run_all(session.lesson, worked.compute(session.lesson))
    if json:
        from .jsonout import verify_doc

        _print_json(verify_doc(results, session.lang))
    elif session.plain:
        from .plain.commands import verify_lines

        session.lines(verify_lines(results, session.lesson, session.lang, limit=_limit(everything)))
    else:
        from .render.verify import verify_view

        session.out.print(verify_view(results, session.lesson, session.lang, limit=_limit(everything)))
    return ExitStatus.OK if all(r.passed for r in results) else ExitStatus.CHECK_FAILED


@app.command(cls=LocalCommand, help=M.help_why.en)
def why(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help=M.help_why_name.en)],
    json: JsonOption = False,
    plain: PlainOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    from . import derive, worked

    session = _open(ctx, lang, states, plain)
    example = worked.compute(session.lesson)
    found = derive.resolve(example, name)
    if found is None:
        raise BadInput(session.say(M.unknown_name, name=shorten(name), names=", ".join(derive.names(example))))
    steps = derive.explain(example, found)
    if json:
        from .jsonout import why_doc

        _print_json(why_doc(steps, session.lang))
    elif session.plain:
        from .plain.commands import why_lines

        session.lines(why_lines(steps, session.lang))
    else:
        from .render.why import why_view

        session.out.print(why_view(steps, session.lang))


@app.command(cls=LocalCommand, help=M.help_lab.en)
def lab(
    ctx: typer.Context,
    zero_wo: Annotated[bool, typer.Option("--zero-wo", help=M.help_lab_zero_wo.en)] = False,
    zero_ffn: Annotated[bool, typer.Option("--zero-ffn", help=M.help_lab_zero_ffn.en)] = False,
    no_relu: Annotated[bool, typer.Option("--no-relu", help=M.help_lab_no_relu.en)] = False,
    causal: Annotated[bool, typer.Option("--causal", help=M.help_lab_causal.en)] = False,
    pre_norm: Annotated[bool, typer.Option("--pre-norm", help=M.help_lab_pre_norm.en)] = False,
    u: Annotated[Optional[str], typer.Option("--u", metavar="A,B,C,D", help=M.help_lab_u.en)] = None,
    ask: Annotated[bool, typer.Option("--ask", help=M.help_lab_ask.en)] = False,
    json: JsonOption = False,
    everything: AllOption = False,
    plain: PlainOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    from . import lab as lab_mod
    from . import worked

    session = _open(ctx, lang, states, plain)
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
    elif ask:
        from .linemode import lab_lines

        lab_lines(session, experiments, _limit(everything))
    elif session.plain:
        from .plain.commands import lab_lines

        session.lines(lab_lines(experiments, session.lesson, session.lang, limit=_limit(everything)))
    else:
        from .render.lab import lab_view

        session.out.print(lab_view(experiments, session.lesson, session.lang, limit=_limit(everything)))


@app.command(cls=LocalCommand, help=M.help_step.en)
def step(
    ctx: typer.Context,
    start: Annotated[Optional[str], typer.Option("--from", help=M.help_step_from.en, show_default=False)] = None,
    plain: PlainOption = False,
    predicting: Annotated[bool, typer.Option("--predict", help=M.help_step_predict.en)] = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> int:
    from .linemode import full_screen_possible, step_lines

    session = _open(ctx, lang, states, plain)
    first = session.state_id(start) if start is not None else None
    if plain or not full_screen_possible():
        step_lines(session, first, predicting=predicting)
        return ExitStatus.OK
    from .tui.app import run

    return run(session, first, predicting=predicting)


@app.command(cls=LocalCommand, help=M.help_quiz.en)
def quiz(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help=M.help_quiz_state.en, show_default=False)] = None,
    fresh: Annotated[bool, typer.Option("--fresh", help=M.help_quiz_fresh.en)] = False,
    seed: Annotated[Optional[int], typer.Option("--seed", min=0, max=2**32 - 1, metavar="N", help=M.help_quiz_seed.en, show_default=False)] = None,
    plain: PlainOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    from .linemode import quiz_lines

    session = _open(ctx, lang, states, plain)
    ids = [session.state_id(state)] if state is not None else list(session.lesson.order)
    quiz_lines(session, ids, fresh=fresh, seed=seed)


@app.command(cls=LocalCommand, help=M.help_review.en)
def review(
    ctx: typer.Context,
    seed: Annotated[Optional[int], typer.Option("--seed", min=0, max=2**32 - 1, metavar="N", help=M.help_review_seed.en, show_default=False)] = None,
    plain: PlainOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    from .linemode import review_lines

    session = _open(ctx, lang, states, plain)
    review_lines(session, session.today(), seed)


@app.command(cls=LocalCommand, help=M.help_progress.en)
def progress(
    ctx: typer.Context,
    reset: Annotated[bool, typer.Option("--reset", help=M.help_progress_reset.en)] = False,
    plain: PlainOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    from . import progress as progress_mod

    session = _open(ctx, lang, states, plain)
    where = str(progress_mod.path(session.lesson) or "-")
    if reset:
        warning = progress_mod.reset(session.waiting, session.lesson)
        if warning is not None:
            raise BadInput(session.say(warning.key, path=warning.path, detail=warning.detail))
        session.out.print(session.say(M.progress_reset, path=where))
        return
    from . import review

    seen = session.progress()
    due = review.summary(session.lesson, seen.cards, session.today())
    if session.plain:
        from .plain.commands import progress_lines

        session.lines(progress_lines(session.lesson, seen, where, session.lang, due))
        return
    from .render.progress import progress_view

    session.out.print(progress_view(session.lesson, seen, where, session.lang, due))


@app.command(cls=LocalCommand, help=M.help_export.en)
def export(
    ctx: typer.Context,
    state: Annotated[str, typer.Argument(help=M.help_export_state.en)],
    fmt: Annotated[Format, typer.Option("--format", "-f", help=M.help_export_format.en)] = Format.md,
    output: Annotated[
        Optional[str], typer.Option("--output", "-o", metavar="FILE|DIR/|-", help=M.help_export_output.en, show_default=False)
    ] = None,
    force: Annotated[bool, typer.Option("--force", help=M.help_export_force.en)] = False,
    figure: Annotated[Optional[str], typer.Option("--figure", metavar="NAME", help=M.help_export_figure.en, show_default=False)] = None,
    page: Annotated[bool, typer.Option("--page", help=M.help_export_page.en)] = False,
    notes: Annotated[bool, typer.Option("--notes", help=M.help_export_notes.en)] = False,
    plain: PlainOption = False,
    lang: LangOption = None,
    states: StatesOption = None,
) -> None:
    from . import exports, worked
    from .files import RefusedPath, write_all

    session = _open(ctx, lang, states, plain)
    if (figure is not None or page) and fmt is not Format.svg:
        raise BadInput(session.say(M.export_svg_only))
    if notes and fmt is Format.svg:
        raise BadInput(session.say(M.export_notes_text_only))
    lab_notes = exports.lab_notes(session.lesson, session.progress().notes, session.lang) if notes else ()
    everything = state.strip().casefold() == "all"
    ids = list(session.lesson.order) if everything else [session.state_id(state)]
    try:
        target = exports.destination(output, fmt.value, "all" if everything else ids[0], figures=fmt is Format.svg and not page and figure is None)
        text, files = exports.plan(
            session.lesson, worked.compute(session.lesson), ids, fmt.value, session.lang, target, figure=figure, page=page, notes=lab_notes
        )
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
        make_console(stderr=True, plain=session.plain).print(session.say(M.exported, path=written.path), soft_wrap=True)
