"""Running one command: every way a run can end becomes an ExitStatus and at most one line on stderr.

Usage errors, bad input, a closed or full stdout, a broken pipe, Ctrl-C and
errors nobody expected all end here, never in a traceback.
"""

import contextvars
import functools
import sys
from typing import Optional

from .cli import GLOBAL_OPTIONS, app
from .clihelp import HELP_LANG, usage_error
from .messages import M, enumeration, lang_from_env, say
from .session import say_line
from .status import BadInput, ExitStatus


@functools.cache
def command():  # type: ignore[no-untyped-def]
    """The click command typer makes of `cli.app`, made once: typer would remake it, 11 ms, at every call."""
    import typer.main

    return typer.main.get_command(app)


def main(argv: Optional[list[str]] = None) -> int:
    """Run one command and return its exit status; every error is one line on stderr, never a traceback."""
    import errno

    import typer
    import typer.core

    from .terminal import usable_streams

    problem = usable_streams()
    if problem is not None:
        lang = lang_from_env()[0]
        say_line("error", say(problem[0], lang, **problem[1]), lang)
        return ExitStatus.BAD_INPUT
    # vendored from typer 0.28; mypy sees neither
    click = getattr(typer.core, "_click", None) or getattr(typer.core, "click")  # noqa: B009
    args = hoisted([unglued(arg) for arg in (sys.argv[1:] if argv is None else argv)])
    HELP_LANG[0] = help_lang(args)
    try:
        # a context of its own: what the run sets (words.AS_RUN) ends with it, in a process that runs many
        code = contextvars.copy_context().run(command().main, args=args, prog_name="r45", standalone_mode=False)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
    except BadInput as exc:
        say_line("error", str(exc), HELP_LANG[0])
        return ExitStatus.BAD_INPUT
    except SystemExit as exc:  # typer's own answer to a broken pipe is exit 1, which here means a failed check
        cause = exc.__context__
        if isinstance(cause, OSError) and cause.errno == errno.EPIPE:
            return _broken_pipe()
        raise
    except OSError as exc:
        return output_failed(exc)
    # click 8.2 and typer 0.28 only  # plain `r45`: the help, as asked for
    except getattr(click.exceptions, "NoArgsIsHelpError", ()) as exc:
        sys.stdout.write(exc.format_message() + "\n")
        return ExitStatus.OK
    except click.ClickException as exc:
        ctx = getattr(exc, "ctx", None)
        path = ctx.command_path if ctx is not None else named_path(exc, args)  # a value missing: no ctx
        typed = HELP_LANG[0] != lang_from_env()[0]  # the help in the language this run speaks ("r45 test --help"
        path = path.replace("r45", f"r45 --lang {HELP_LANG[0]}", 1) if path and typed else path  # gave English)
        hint = say(M.usage_see_help, HELP_LANG[0], path=path) if path else ""
        said = exc.format_message()
        dashed = undashed_option(ctx, args) if "unexpected extra argument" in said else None
        said = usage_error(said, HELP_LANG[0]) + choices(exc, args, HELP_LANG[0])
        if dashed is not None:  # `r45 step predict`: what a listener hears of `r45 step --predict`
            said = said.rstrip(".") + say(M.option_without_dashes, HELP_LANG[0], word=dashed[2:], option=dashed)
        say_line("error", said + hint, HELP_LANG[0])
        return exc.exit_code
    except typer.Abort:  # end of input at a prompt
        return ExitStatus.INTERRUPTED
    except Exception as exc:  # noqa: BLE001 - the last line of defence: one line and a status, not a traceback
        say_line("error", say(M.unexpected, HELP_LANG[0], kind=type(exc).__name__, detail=exc), HELP_LANG[0])
        return ExitStatus.SOFTWARE
    from .terminal import Interrupt

    if code == ExitStatus.INTERRUPTED and not Interrupt.line_ended:  # typer turns Ctrl-C in any command into this
        sys.stderr.write("\n")  # end the line the ^C was echoed on, and nothing more
        sys.stderr.flush()
    return int(code) if isinstance(code, int) else ExitStatus.OK


def named(args: list[str]) -> str | None:
    """The command the arguments name, if any (the first that is one: `r45 export b2 --format`)."""
    return next((a for a in args if a in getattr(command(), "commands", {})), None)


def named_path(exc, args: list[str]) -> str:  # type: ignore[no-untyped-def]
    """`r45 export` for an option of export's left without its value; "" for any other error without a context."""
    if getattr(exc, "option_name", None) is None:
        return ""
    return f"r45 {name}" if (name := named(args)) else "r45"


def choices(exc, args: list[str], lang: str) -> str:  # type: ignore[no-untyped-def]
    """The values an option left without one may take (`show b2 --lang`: zh, en), where they are a fixed few."""
    option = getattr(exc, "option_name", None)
    if option is None or "requires an argument" not in exc.format_message():
        return ""
    root = command()
    commands = [root.commands[name]] if (name := named(args)) else []
    found = next((p for c in (*commands, root) for p in c.params if option in p.opts), None)
    values = getattr(getattr(found, "type", None), "choices", None)
    return say(M.usage_choices, lang, choices=enumeration(lang).join(values)) if values else ""


def undashed_option(ctx, args: list[str]) -> Optional[str]:  # type: ignore[no-untyped-def]
    """The command's option (`--predict`) that a word typed without its dashes names (`predict`), if one does."""
    if ctx is None:
        return None
    options = {o[2:]: o for p in ctx.command.params for o in p.opts if o.startswith("--")}
    return next((options[a] for a in args if a in options), None)


GLUED = "。，、；：！？"  # Chinese punctuation after a command in a sentence ("r45 test --post。")
CLOSING = {"）": "（", "」": "「", "』": "『"}  # a closing bracket glued on, where the argument opens none


def unglued(arg: str) -> str:
    """An argument without the Chinese punctuation a command copied from a zh sentence brings along: `--post。` had
    been refused as "没有选项 --post。（可用的选项：--post）" (a zh learner's report). A bracket the argument opens
    stays: a file named out（1） is that file."""
    kept = arg
    while kept and (kept[-1] in GLUED or kept[-1] in CLOSING and CLOSING[kept[-1]] not in kept):
        kept = kept[:-1]
    return kept or arg


def hoisted(args: list[str]) -> list[str]:
    """The options every command takes (--lang, --states, --plain), moved before the command from wherever they were
    typed, so that `r45 show b2 --lang zh` and `r45 --lang zh show b2` are one command; nothing after `--` moves.
    `--json`, the option of the commands that print a document, typed before the command goes after its name
    (`r45 --json verify` had read "No such option: --json")."""
    front: list[str] = []
    rest: list[str] = []
    k = 0
    while k < len(args):
        name = args[k].split("=", 1)[0]
        if args[k] == "--":
            rest += args[k:]
            break
        if name not in GLOBAL_OPTIONS:
            rest.append(args[k])
            k += 1
            continue
        if GLOBAL_OPTIONS[name] and "=" not in args[k] and k + 1 == len(args):
            return [*front, args[k]]  # no value: click says so (before the command, it took the command's name)
        taken = 2 if GLOBAL_OPTIONS[name] and "=" not in args[k] else 1
        front += args[k : k + taken]
        k += taken
    named = next((k for k, arg in enumerate(rest) if not arg.startswith("-")), None)  # the command's name
    if named is not None and "--" not in rest[:named] and "--json" in rest[:named]:
        rest = [a for a in rest[:named] if a != "--json"] + [rest[named], "--json"] + rest[named + 1 :]
    return front + rest


def help_lang(args: list[str]) -> str:
    """The language `--help` should speak: a `--lang` among the arguments, else $R45_LANG or the locale."""
    for k, arg in enumerate(args):
        following = args[k + 1] if arg == "--lang" and k + 1 < len(args) else None
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else following
        if value in ("zh", "en"):
            return value
    return lang_from_env()[0]


def output_failed(exc: OSError) -> int:
    """stdout could not be written: 141 quietly for a reader gone away, else one line (where stderr works) and 2."""
    import errno

    from .files import os_reason

    if exc.errno == errno.EPIPE:
        return _broken_pipe()
    _silence_stdout()
    say_line("error", say(M.output_failed, HELP_LANG[0], detail=os_reason(exc)), HELP_LANG[0])
    return ExitStatus.BAD_INPUT


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so the flush at exit cannot fail a second time."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _broken_pipe() -> int:
    _silence_stdout()
    return ExitStatus.BROKEN_PIPE
