"""`--help` in the learner's language: the texts of words/help.py, and click's own headings, put into the commands.

The command line declares its help in English, from the same Messages
(`M.help_show.en`). When help is asked for, LocalGroup and LocalCommand
first set every command's and option's help in the language `run.main`
chose (HELP_LANG), then put click's headings (Usage, Options, Commands,
env var, default) into it too.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import typer.core

from .messages import M, Message, say

HELP_LANG = ["en"]  # the language of --help, set by run.main before the command line is read

COMMANDS: dict[str, Message] = {
    "show": M.help_show,
    "list": M.help_list,
    "verify": M.help_verify,
    "why": M.help_why,
    "lab": M.help_lab,
    "step": M.help_step,
    "quiz": M.help_quiz,
    "review": M.help_review,
    "progress": M.help_progress,
    "spot": M.help_spot,
    "test": M.help_test,
    "export": M.help_export,
}
# (command or "*" for every command, parameter name) -> its help
PARAMETERS: dict[tuple[str, str], Message] = {
    ("*", "lang"): M.help_lang,
    ("*", "states"): M.help_states,
    ("*", "json"): M.help_json,
    ("*", "plain"): M.help_plain,
    ("*", "everything"): M.help_all,
    ("*", "version"): M.help_version,
    ("show", "state"): M.help_show_state,
    ("why", "name"): M.help_why_name,
    ("lab", "zero_wo"): M.help_lab_zero_wo,
    ("lab", "zero_ffn"): M.help_lab_zero_ffn,
    ("lab", "no_relu"): M.help_lab_no_relu,
    ("lab", "causal"): M.help_lab_causal,
    ("lab", "pre_norm"): M.help_lab_pre_norm,
    ("lab", "u"): M.help_lab_u,
    ("step", "start"): M.help_step_from,
    ("step", "predicting"): M.help_step_predict,
    ("quiz", "state"): M.help_quiz_state,
    ("quiz", "fresh"): M.help_quiz_fresh,
    ("lab", "ask"): M.help_lab_ask,
    ("export", "notes"): M.help_export_notes,
    ("review", "seed"): M.help_review_seed,
    ("quiz", "seed"): M.help_quiz_seed,
    ("progress", "reset"): M.help_progress_reset,
    ("progress", "yes"): M.help_progress_yes,
    ("spot", "state"): M.help_spot_state,
    ("spot", "seed"): M.help_spot_seed,
    ("test", "post"): M.help_test_post,
    ("test", "json"): M.help_test_json,
    ("export", "state"): M.help_export_state,
    ("export", "fmt"): M.help_export_format,
    ("export", "output"): M.help_export_output,
    ("export", "force"): M.help_export_force,
    ("export", "figure"): M.help_export_figure,
    ("export", "page"): M.help_export_page,
}
CHROME = tuple(
    (m.en, m)
    for m in (M.help_usage, M.help_options_slot, M.help_command_slot, M.help_options, M.help_arguments,
              M.help_commands, M.help_env_var, M.help_default, M.help_required, M.help_help)
)  # click's own English (as the en texts write it), and what it becomes


def parameter_help(command: str, name: str) -> Message | None:
    return PARAMETERS.get((command, name)) or PARAMETERS.get(("*", name))


def localise(command: typer.core.TyperCommand | typer.core.TyperGroup, name: str, lang: str) -> None:
    """Set the help of `command` (named `name`, "" for the root) and of each of its options in `lang`."""
    text = COMMANDS.get(name, M.help_root if not name else None)
    if text is not None:
        command.help = say(text, lang)
        command.short_help = say(text, lang).split("\n\n")[0]
    if name:  # a command's help had listed its own options alone, and `step --plain` not at all (h348)
        command.epilog = say(M.help_global_options, lang)
    for param in command.params:
        if param.name == "help":
            param.help = say(M.help_help, lang)  # type: ignore[attr-defined]
        elif (found := parameter_help(name, param.name or "")) is not None:
            param.help = say(found, lang)  # type: ignore[attr-defined]


USAGE = tuple((re.compile(pattern), message) for pattern, message in (
    (r"No such command '(?P<name>[^']*)'\.", M.usage_no_command),
    (r"Got unexpected extra argument(?:s|\(s\))? \((?P<args>[^)]*)\)", M.usage_extra),
    (r"No such option: (?P<name>\S+)", M.usage_no_option),
    (r"Missing argument '(?P<name>[^']*)'\.", M.usage_missing),
    (r"Option '(?P<name>[^']*)' requires an argument\.", M.usage_needs_value),
    (r"Invalid value for (?P<name>'[^:]*'): ", M.usage_invalid),
    (r"(?P<value>'[^']*') is not one of (?P<choices>[^.]*)\.", M.usage_not_one_of),
    (r"(?P<value>'[^']*') is not a valid int range\.", M.usage_not_int),
    (r"Did you mean (?P<names>[^?]*)\?", M.usage_did_you_mean),
    (r"\(Possible options: (?P<names>[^)]*)\)", M.usage_possible),
))  # click's English usage errors, each with the sentence it becomes


POSSIBLE = re.compile(r"No such option: (?P<name>\S+) \(Possible options: (?P<names>[^)]*)\)")
NOT_INT = next(pattern for pattern, said in USAGE if said is M.usage_not_int)


def _possible(m: re.Match[str]) -> str:
    """click's guesses at an option mistyped, the one close to it without the dashes alone (difflib on "--bogus"
    and "--u" had offered --u, the dashes and a u in common): `lab --bogus` had read "Possible options: --u"."""
    from .suggest import closest

    names = {name.strip().lstrip("-"): name.strip() for name in m.group("names").split(",")}
    near = closest(m.group("name").lstrip("-"), names)
    return f"No such option: {m.group('name')}" + (f" (Possible options: {names[near]})" if near else "")


def usage_error(text: str, lang: str) -> str:
    """click's English usage error in `lang`: a zh learner had read "No such command 'shwo'. Did you mean 'show'?"
    under r45：错误：. A quoted 'name' is quoted as zh quotes it; what click says that no pattern knows stays."""
    text = POSSIBLE.sub(_possible, text)
    if lang == "en":
        return NOT_INT.sub(lambda m: say(M.usage_not_int, lang, value=m.group("value")), text)  # "valid int range"

    def quoted(value: str) -> str:  # 'md', 'svg' as “md”、“svg”
        return re.sub(r"'([^']*)'", r"“\1”", value).replace(", ", "、")

    def put(said: Message) -> Callable[[re.Match[str]], str]:
        return lambda m: say(said, lang, **{k: quoted(v) for k, v in m.groupdict().items()})

    for pattern, message in USAGE:
        text = pattern.sub(put(message), text)
    return re.sub(r"(?<=[。）？”])\s+|\s+(?=[（“])", "", text)  # no space beside a full-width mark


def chrome(text: str, lang: str) -> str:
    """click's own English words in the help, put into `lang`."""
    if lang == "en":
        return text
    for english, message in CHROME:
        text = text.replace(english, say(message, lang))
    return text


def wrapped(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width` cells: each paragraph (blank lines between) rewrapped, Chinese between
    characters and never inside a word (render.wrap), a paragraph after a line of \\b kept as written."""
    from .render.wrap import Prose

    out: list[str] = []
    for paragraph in text.split("\n\n"):
        lines = paragraph.split("\n")
        kept = lines[0].strip() == "\b"
        out += [*([""] if out else []), *(lines[1:] if kept else Prose(" ".join(lines)).lines(max(width, 10)))]
    return out


class CellFormatter(typer.Context.formatter_class):  # type: ignore[valid-type, misc]  # click's HelpFormatter
    """click's help layout, its lines measured in terminal cells. click counts a Chinese character as one column
    and breaks only at spaces: the zh help ran to 126 columns on an 80-column terminal, and "[env var: …]" broken
    over two lines stayed English. Nor is the help set wider than the terminal (click's is 50 columns at least)."""

    def __init__(self, indent_increment: int = 2, width: int | None = None, max_width: int | None = None) -> None:
        if width is None:
            import shutil

            width = max(min(shutil.get_terminal_size().columns, max_width or 80) - 2, 20)
        super().__init__(indent_increment, width, max_width)

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        for line in wrapped(text, self.width - self.current_indent):
            self.write(f"{indent}{line}\n" if line else "\n")

    def write_dl(self, rows, col_max: int = 30, col_spacing: int = 2) -> None:  # type: ignore[no-untyped-def]
        from rich.cells import cell_len

        rows = list(rows)
        col_max = min(col_max, max(self.width // 3, 8))  # a narrow terminal keeps two thirds for the text
        first_col = min(max((cell_len(first) for first, _ in rows), default=0), col_max) + col_spacing
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            if not second:
                self.write("\n")
                continue
            if cell_len(first) <= first_col - col_spacing:
                self.write(" " * (first_col - cell_len(first)))
            else:
                self.write("\n" + " " * (first_col + self.current_indent))
            lines = wrapped(chrome(second, HELP_LANG[0]), self.width - first_col - 2) or [""]
            self.write(f"{lines[0]}\n")
            for line in lines[1:]:
                self.write(f"{'':>{first_col + self.current_indent}}{line}\n")


class CellContext(typer.Context):
    formatter_class = CellFormatter


class LocalCommand(typer.core.TyperCommand):
    context_class = CellContext

    def get_help(self, ctx):  # type: ignore[no-untyped-def]
        localise(self, self.name or "", HELP_LANG[0])
        return chrome(super().get_help(ctx), HELP_LANG[0])


class LocalGroup(typer.core.TyperGroup):
    context_class = CellContext

    def get_help(self, ctx):  # type: ignore[no-untyped-def]
        localise(self, "", HELP_LANG[0])
        for name, command in self.commands.items():
            localise(command, name, HELP_LANG[0])  # the short help in the list of commands
        return chrome(super().get_help(ctx), HELP_LANG[0])
