"""The `r45` command line: option declarations and short command bodies.

Each command opens a Session (language, lesson, sink), builds its page with
view/ and hands it to `Session.show`, which draws it as rich views, linear
text or JSON. `--lang`, `--states` and `--plain` are declared once, here at
the root; run.main moves them there from wherever they were typed, so they
work before or after the command name. numpy and PyYAML are imported only
inside the commands that need them, so `--help` and `--version` start fast.
"""

# No `from __future__ import annotations` here: typer would have to evaluate
# every parameter's annotation from a string, which triples the time it takes
# to build the commands (about 10 ms of every run).
import shlex
import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, Optional

import typer

from . import version_text
from .clihelp import LocalCommand, LocalGroup
from .lesson.source import STATES_ENV
from .lesson.vocabulary import LAB_EXPERIMENTS, OWN_U
from .messages import M
from .session import Options, Session, say_line
from .status import BadInput, ExitStatus
from .typed import shorten
from .words import AS_RUN


class Lang(str, Enum):
    zh = "zh"
    en = "en"


class Format(str, Enum):
    md = "md"
    svg = "svg"
    html = "html"


GLOBAL_OPTIONS = {"--lang": True, "--states": True, "--plain": False}  # name -> takes a value; run.main hoists them
JsonOption = Annotated[bool, typer.Option("--json", help=M.help_json.en)]
AllOption = Annotated[bool, typer.Option("--all", help=M.help_all.en)]
Seed = Annotated[Optional[int], typer.Option("--seed", min=0, max=2**32 - 1, metavar="N", show_default=False)]

app = typer.Typer(
    name="r45",
    cls=LocalGroup,
    help=M.help_root.en,
    add_completion=False,
    no_args_is_help=False,
    pretty_exceptions_show_locals=False,
    # Plain click help and usage errors: no escape codes in a pipe, with NO_COLOR or TERM=dumb, and
    # typer.rich_utils (about 70 ms) never loads.
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        print(version_text())
        raise typer.Exit()


@app.callback(invoke_without_command=True)
def root(
    ctx: typer.Context,
    lang: Annotated[Optional[Lang], typer.Option("--lang", help=M.help_lang.en, show_default=False,
                                                 case_sensitive=False)] = None,
    states: Annotated[Optional[Path], typer.Option("--states", envvar=STATES_ENV, help=M.help_states.en,
                                                   show_default=False)] = None,
    plain: Annotated[bool, typer.Option("--plain", help=M.help_plain.en)] = False,
    version: Annotated[Optional[bool], typer.Option("--version", callback=_version, is_eager=True,
                                                    help=M.help_version.en)] = None,
) -> Optional[int]:
    ctx.obj = Options(lang.value if lang else None, str(states) if states else None, plain)
    if ctx.invoked_subcommand is None:  # a bare `r45` is `r45 step`: the lesson, where the learner left it
        return ctx.invoke(step, ctx=ctx, start=None, predicting=False)
    return None


def _open(ctx: typer.Context, json: bool = False) -> Session:
    return Session.open(ctx.obj or Options(), json=json)


def _confirmed(session: Session) -> bool:
    """`progress --reset` asks first at a terminal (a stray command had cleared a schedule of weeks, unasked);
    elsewhere it cannot ask, and clears with --yes alone."""
    from . import progress as progress_mod
    from .linemode import interactive, read_line

    seen = session.progress()  # what would go, counted: the kinds alone had left a learner to guess
    if seen.empty:
        return True  # nothing to lose, and no copy kept: nothing to ask
    if not interactive():
        raise BadInput(session.say(M.progress_reset_unasked))
    where = progress_mod.path(session.lesson)
    backup = str(progress_mod.backup(where)).replace(" ", "\u00a0") if where is not None else ""
    answer = read_line(session, session.say(M.progress_reset_ask, seen=len(seen.visited), unaided=len(seen.unaided),
                                            cards=len(seen.cards), tests=len(seen.tests), notes=len(seen.notes),
                                            backup=backup))
    return answer is not None and answer.strip().casefold() in ("yes", "是")  # as the prompt says (y had cleared too)


def _limit(everything: bool) -> Optional[int]:
    from .view.panels import ROW_LIMIT

    return None if everything else ROW_LIMIT


@app.command(cls=LocalCommand, help=M.help_show.en)
def show(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help=M.help_show_state.en, show_default=False)] = None,
    json: JsonOption = False,
    everything: AllOption = False,
) -> None:
    from . import jsonout, worked
    from .view.state import state_view, states_page, warned

    session = _open(ctx, json)
    ids = session.state_ids(state)  # `show all`: every state in order, as `export all` writes them
    example = worked.compute(session.lesson)
    session.texts_hold(example, ids)
    views = warned([state_view(session.lesson, example, sid, session.lang, limit=_limit(everything)) for sid in ids],
                   session.texts_wrong_at(example), session.lang)  # on the page too: stderr's line is above a pager
    page = states_page(views, session.lesson, session.lang, linear=session.plain)

    def doc() -> dict[str, object]:
        exact = worked.compute(session.lesson, exact=True)
        docs = [jsonout.state_doc(session.lesson, exact, sid, session.lang) for sid in ids]
        return docs[0] if len(docs) == 1 else {"command": "show", "lang": session.lang, "states": docs}

    session.show(page, json=doc, paged=True)
    if len(ids) == 1:  # a peek never moves where step resumes; `all` marks nothing seen
        session.remember(session.progress(), ids[0], resume_here=False)


@app.command("list", cls=LocalCommand, help=M.help_list.en)
def list_states(ctx: typer.Context, json: JsonOption = False) -> None:
    from . import jsonout
    from .view.commands import list_view

    session = _open(ctx, json)
    session.show(list_view(session.lesson, session.lang), json=lambda: jsonout.list_doc(session.lesson, session.lang),
                 paged=True)


@app.command(cls=LocalCommand, help=M.help_verify.en)
def verify(ctx: typer.Context, json: JsonOption = False, everything: AllOption = False) -> int:
    from . import checks, jsonout, practice_checks, worked
    from .view.commands import verify_view

    session = _open(ctx, json)
    exact = worked.compute(session.lesson, exact=True)
    results = practice_checks.run_all(session.lesson, exact)
    page = worked.compute(session.lesson)
    paged = checks.paged_otherwise(exact, page)
    wanted = checks.printed_wanted(results, page)  # as learners see them: the course's page then agrees with r45
    course = checks.course_notes(session.lesson)  # about: course notes, where the example is another
    session.show(verify_view(results, session.lesson, session.lang, limit=_limit(everything), paged=paged,
                             wanted=wanted, course=course),
                 json=lambda: jsonout.verify_doc(results, session.lang, paged, wanted, course), paged=True)
    return ExitStatus.OK if all(r.passed for r in results) else ExitStatus.CHECK_FAILED


@app.command(cls=LocalCommand, help=M.help_why.en)
def why(
    ctx: typer.Context, name: Annotated[str | None, typer.Argument(help=M.help_why_name.en)] = None,
    json: JsonOption = False,
) -> None:
    from . import derive, jsonout, worked
    from .view.why import names_said, why_view

    session = _open(ctx, json)
    example = worked.compute(session.lesson)
    session.texts_hold(example)
    if name is None:  # "Missing argument 'name'" had not said what a name is: the names, and an example
        raise BadInput(session.say(M.why_missing, names=names_said(example, session.lang)))
    found = derive.resolve(example, name)
    if found is None:
        key = M.why_state if name.strip() in session.lesson.states else M.unknown_name
        raise BadInput(session.say(key, name=shorten(name.strip()), names=names_said(example, session.lang)))
    steps = derive.explain(example, found)
    shown = why_view(steps, session.lesson, session.lang, ln=example)
    session.show(shown, json=lambda: jsonout.why_doc(steps, session.lang), paged=True)


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
) -> None:
    from . import jsonout, worked
    from . import lab as lab_mod
    from .view.commands import lab_view

    session = _open(ctx, json)
    example = worked.compute(session.lesson)
    session.texts_hold(example)
    own = None
    if u is not None:
        import numpy as np

        from .typed import Unreadable, read_numbers

        try:
            own = np.array(read_numbers(u, len(session.lesson.example.u)))  # (d_model,)
        except Unreadable as exc:
            raise BadInput(session.say(M.lab_u, problem=exc)) from None
    # one flag an experiment of the vocabulary; tests/test_lab.py holds the two lists together
    flags = dict(zero_wo=zero_wo, zero_ffn=zero_ffn, no_relu=no_relu, causal=causal, pre_norm=pre_norm,
                 own_u=own is not None)
    keys = [key for key, on in flags.items() if on] or [key for key in LAB_EXPERIMENTS if key != OWN_U]
    experiments = lab_mod.run(example, keys, own)
    if ask and not json:
        from .exercising import lab_asking

        lab_asking(session, experiments, _limit(everything))
        return
    session.show(lab_view(experiments, session.lesson, session.lang, limit=_limit(everything)),
                 json=lambda: jsonout.lab_doc(experiments, session.lesson, session.lang), paged=True)


@app.command(cls=LocalCommand, help=M.help_step.en)
def step(
    ctx: typer.Context,
    start: Annotated[Optional[str], typer.Option("--from", metavar="STATE", help=M.help_step_from.en,
                                                 show_default=False)] = None,
    predicting: Annotated[bool, typer.Option("--predict", help=M.help_step_predict.en)] = False,
) -> int:
    from .linemode import full_screen_possible, step_lines

    session = _open(ctx)
    first = session.state_id(start) if start is not None else None
    if session.plain or not full_screen_possible():
        session.texts_hold()  # the full screen says them in a notification once its numbers are in
        step_lines(session, first, predicting=predicting)
        return ExitStatus.OK
    from .tui.app import run

    return run(session, first, predicting=predicting)


@app.command(cls=LocalCommand, help=M.help_quiz.en)
def quiz(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help=M.help_quiz_state.en, show_default=False)] = None,
    fresh: Annotated[bool, typer.Option("--fresh", help=M.help_quiz_fresh.en)] = False,
    seed: Seed = None,
) -> None:
    from .linemode import quiz_lines

    session = _open(ctx)
    ids = session.state_ids(state) if state is not None else list(session.lesson.order)  # all: as show takes it
    session.texts_hold(shown=ids)
    quiz_lines(session, ids, fresh=fresh, seed=seed)


@app.command(cls=LocalCommand, help=M.help_review.en)
def review(ctx: typer.Context, seed: Seed = None) -> None:
    from .linemode import review_lines

    session = _open(ctx)
    session.texts_hold()
    review_lines(session, session.today(), seed)


@app.command(cls=LocalCommand, help=M.help_spot.en)
def spot(
    ctx: typer.Context,
    state: Annotated[Optional[str], typer.Argument(help=M.help_spot_state.en, show_default=False)] = None,
    seed: Seed = None,
) -> None:
    from .exercising import spot_here

    session = _open(ctx)
    session.texts_hold()
    spot_here(session, session.state_id(state) if state is not None else None, seed)


@app.command(cls=LocalCommand, help=M.help_test.en)
def test(
    ctx: typer.Context,
    post: Annotated[bool, typer.Option("--post", help=M.help_test_post.en)] = False,
    json: Annotated[bool, typer.Option("--json", help=M.help_test_json.en)] = False,
) -> None:
    from .assess import results
    from .exercising import test_here

    session = _open(ctx, json)
    if json:  # the kept tests, and their page: it had no `view`, and no `pre` before the first test
        from .view.commands import message, tests_said

        seen = session.progress()
        session.show(tests_said(seen, session.lang) or message(M.test_none_taken, session.lang),
                     json=lambda: {"command": "test", "lang": session.lang, "pre": None, "post": None,
                                   **results(seen.tests)})
        return
    session.texts_hold()
    test_here(session, post)


@app.command(cls=LocalCommand, help=M.help_progress.en)
def progress(
    ctx: typer.Context, reset: Annotated[bool, typer.Option("--reset", help=M.help_progress_reset.en)] = False,
    yes: Annotated[bool, typer.Option("--yes", help=M.help_progress_yes.en)] = False, json: JsonOption = False,
) -> None:
    from . import jsonout, review
    from . import progress as progress_mod
    from .view.commands import message, progress_view

    session = _open(ctx, json)
    where = str(progress_mod.path(session.lesson) or "-").replace(" ", "\u00a0")  # a path never broken at a space
    if reset:
        if not yes and not _confirmed(session):
            session.show(message(M.progress_reset_declined, session.lang),
                         json=lambda: {"command": "progress", "lang": session.lang, "reset": False})
            return
        kept = progress_mod.reset(session.waiting, session.lesson)
        if isinstance(kept, progress_mod.ProgressWarning):
            raise BadInput(session.say(kept.key, path=kept.path, detail=kept.detail))
        undo = f"cp {shlex.quote(str(kept))} {shlex.quote(str(progress_mod.path(session.lesson)))}"
        backup = str(kept).replace(" ", "\u00a0")
        said = [message(M.progress_reset, session.lang, path=where)] + (
            [message(M.progress_reset_kept, session.lang, backup=backup, command=undo)] if kept else [])
        session.show(tuple(block for page in said for block in page),  # a document, as --json promises
                     json=lambda: {"command": "progress", "lang": session.lang, "reset": True,
                                   "kept": str(kept) if kept else None})
        return
    seen = session.progress()
    due = review.summary(session.lesson, seen.cards, session.today(), seen.skills, seen.opened)
    session.show(progress_view(session.lesson, seen, where, session.lang, due),
                 json=lambda: jsonout.progress_doc(session.lesson, seen, due, session.lang), paged=True)


@app.command(cls=LocalCommand, help=M.help_export.en)
def export(
    ctx: typer.Context,
    state: Annotated[str, typer.Argument(help=M.help_export_state.en)],
    fmt: Annotated[Format, typer.Option("--format", "-f", help=M.help_export_format.en,
                                        case_sensitive=False)] = Format.md,  # HTML as html, as B2 is b2
    output: Annotated[Optional[str], typer.Option("--output", "-o", metavar="FILE|DIR/|-", help=M.help_export_output.en,
                                                  show_default=False)] = None,
    force: Annotated[bool, typer.Option("--force", help=M.help_export_force.en)] = False,
    figure: Annotated[Optional[str], typer.Option("--figure", metavar="NAME", help=M.help_export_figure.en,
                                                  show_default=False)] = None,
    page: Annotated[bool, typer.Option("--page", help=M.help_export_page.en)] = False,
    notes: Annotated[bool, typer.Option("--notes", help=M.help_export_notes.en)] = False,
) -> None:
    from . import exports, worked
    from .files import RefusedPath, os_reason, write_all

    session = _open(ctx)
    if (figure is not None or page) and fmt is not Format.svg:
        raise BadInput(session.say(M.export_svg_only))
    if notes and fmt is Format.svg:
        raise BadInput(session.say(M.export_notes_text_only))
    lab_notes = exports.lab_notes(session.lesson, session.progress().notes, session.lang) if notes else ()
    if notes and not lab_notes:
        say_line("note", session.say(M.export_no_notes), session.lang)
    ids = session.state_ids(state)
    everything = len(ids) > 1 or state.strip().casefold() == "all"
    figures = fmt is Format.svg and not page and figure is None
    try:
        target = exports.destination(output, fmt.value, "all" if everything else ids[0], session.lang,
                                     figures=figures, one="page" if page else figure or "")
        example = worked.compute(session.lesson)
        session.texts_hold(example, ids)  # said before a file is written, with the file's texts as they are
        AS_RUN.set(" ".join(session.given(handout=True)))  # the handout's commands, not this run's options
        text, files = exports.plan(session.lesson, example, ids, fmt.value, session.lang, target, figure=figure,
                                   page=page, notes=lab_notes, warnings=session.texts_wrong_at(example),
                                   source=session.lesson_file)
        if target is None:
            sys.stdout.write(text if text.endswith("\n") else text + "\n")
            if fmt is Format.md:
                say_line("note", session.say(M.export_pictures_need_file), session.lang)
            return
        write_all(files, force=force)
    except RefusedPath as exc:
        raise BadInput(session.say(exc.reason, path=exc.path)) from None
    except OSError as exc:
        raise BadInput(session.say(M.export_failed, path=exc.filename or output, detail=os_reason(exc))) from None
    from .terminal import make_console

    for written in files:
        make_console(stderr=True, plain=session.plain).print(session.say(M.exported, path=written.path), soft_wrap=True)
