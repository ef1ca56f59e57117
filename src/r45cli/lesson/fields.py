"""Reading one field of parsed YAML: a mapping with known keys, a text, a number, a vector, a matrix.

`FieldReader` raises LessonError with the file, the state and the field's
path, so the schema only says what each node must be.
"""

import math
import os
import re
from collections.abc import Iterable
from typing import Any, NamedTuple

from ..controls import describe, first_forbidden
from ..suggest import closest
from ..typed import MAX_MAGNITUDE, Unreadable, read_number, shorten
from .model import Bilingual, Matrix, Vector
from .vocabulary import LANGS


class LessonError(Exception):
    """A lesson file that cannot be used, described in one line."""

    def __init__(self, path: str | os.PathLike[str], message: str, *, state: str | None = None,
                 field: str | None = None):
        self.path = str(path)
        self.state = state
        self.field = field
        self.message = message
        where = [self.path]
        if state is not None:
            where.append(f"state {state!r}")
        if field is not None:
            where.append(f"field {field!r}{_counted(field)}")
        super().__init__(f"{': '.join(where)}: {message}")


def _counted(field: str) -> str:
    """A matrix or vector entry counted from 1, as the lesson's claims and views write W2[1,1]: YAML's path counts
    from 0, and an instructor told of 'example.W2[2][2]' looked at row 2."""
    entry = re.search(r"\[(\d+)\]\[(\d+)\]$", field)
    if entry:
        return f" (row {int(entry[1]) + 1}, column {int(entry[2]) + 1})"
    entry = re.fullmatch(r"example\.[\w.]+\[(\d+)\]", field)
    return f" (entry {int(entry[1]) + 1})" if entry else ""


# a state, group or diagram part id: safe in a file name, a URL and markup
ID = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,31}")
MAX_TEXT = 2_000  # characters of one text; the longest of the lesson has about 400
MAX_ITEMS = 32  # entries of one list (notes, panels, questions, options, groups, parts…); the lesson has at most 12


class YamlSpelling(str):
    """A number YAML 1.1 reads in its own way (`010` is 8, `1:30` is 90, `1_000` is 1000), kept as the text written.

    The loader (source.py) makes one; a field that wants a number refuses it with the field named, since a
    YAML 1.2 reader, or the author, takes it otherwise.
    """

    def __new__(cls, text: str, means: float) -> "YamlSpelling":
        made = super().__new__(cls, text)
        made.means = means
        return made

    means: float


class Keys(NamedTuple):
    required: tuple[str, ...]
    optional: tuple[str, ...] = ()


class Budget(NamedTuple):
    """Bounds on the whole lesson, not on one list: what every command's time and memory grow with."""

    cells: int  # numbers the file holds, plus the numbers its panels and questions draw
    characters: int  # characters of every text, both languages, an alias counted each time it is used
    questions: int  # quiz and predict questions of every state


UNBOUNDED = Budget(cells=2**62, characters=2**62, questions=2**62)


def kind_of(value: Any) -> str:
    """What a YAML value is, in an instructor's words (an empty "" was "a text", 42 was "int")."""
    if isinstance(value, str):
        return "a text" if value.strip() else "an empty text"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return "a number"
    said = {type(None): "nothing", dict: "a mapping", list: "a list", bool: "true/false"}.get(type(value))
    return said or ("a date" if type(value).__name__ in ("date", "datetime") else type(value).__name__)


def unquote(value: Any) -> str:
    """" (without quotes)" where a whole number was written as a text (`version: "1"`), refused where a number
    belongs: "not '1'" read as the same value; else nothing."""
    return " (without quotes)" if isinstance(value, str) and value.strip().isdigit() else ""


def _join(field: str | None, key: str) -> str:
    return f"{field}.{key}" if field else key


def _refused_character(ch: str, at: int) -> str:
    """Why a text is refused for a character: a control, or an invisible one (a bidi mark, a zero-width space…)."""
    import unicodedata

    kinds = {"Cc": "control character", "Zl": "invisible separator", "Zp": "invisible separator"}  # U+2028: no format
    kind = kinds.get(unicodedata.category(ch), "invisible format character")
    return f"{kind} {describe(ch)} at column {at + 1}: a lesson text is plain text"


class FieldReader:
    """Field-by-field reading of the parsed YAML, raising LessonError with context."""

    def __init__(self, path: str | os.PathLike[str], keys: dict[str, Keys], budget: Budget = UNBOUNDED):
        self.path = path
        self.keys = keys  # shape name -> the keys a mapping of that shape may have
        self.budget = budget
        self.cells = 0  # of the budget, spent so far
        self.characters = 0

    def spend_cells(self, n: int, field: str | None, state: str | None = None) -> None:
        """Count `n` numbers held or drawn against the lesson's budget; the field that crosses it is named."""
        self.cells += n
        if self.cells > self.budget.cells:
            said = f"takes the lesson past {self.budget.cells:,} numbers held and drawn in all"
            raise self.fail(f"{said} (its vectors and matrices, and what its panels and questions show)", field, state)

    def fail(self, message: str, field: str | None = None, state: str | None = None) -> LessonError:
        return LessonError(self.path, message, state=state, field=field)

    def node(self, value: Any, shape: str, field: str | None, state: str | None = None) -> dict[str, Any]:
        """A mapping with exactly the keys self.keys[shape] allows, the required ones present."""
        keys = self.keys[shape]
        if not isinstance(value, dict):
            short = 0 < len(keys.required) <= 3  # a note's zh:, en:; not the dozen of a whole lesson
            needs = f" of {', '.join(f'{k}:' for k in keys.required)}" if short else ""
            raise self.fail(f"expected a mapping{needs}, got {kind_of(value)}", field, state)
        allowed = (*keys.required, *keys.optional)
        for key in value:
            if isinstance(key, bool):  # `off:` read as False was told as "unknown key 'False'"
                said = f"a key YAML reads as {str(key).lower()} (an unquoted yes, no, on, off, true or false)"
                raise self.fail(f"{said}: put it in quotes, or use one of {', '.join(allowed)}", field, state)
            if not isinstance(key, str) or key not in allowed:
                guess = closest(str(key), allowed)
                hint = f" (did you mean {guess!r}?)" if guess else f" (expected {', '.join(allowed)})"
                raise self.fail(f"unknown key {str(key)!r}{hint}", _join(field, str(key)), state)
        for key in keys.required:
            if value.get(key) is None:
                raise self.fail("missing", _join(field, key), state)
        return value

    def string(self, value: Any, field: str, state: str | None = None) -> str:
        """A non-empty plain text, bounded, with no control character: it is printed to terminals and into files."""
        if not isinstance(value, str) or not value.strip():
            quote = f" (in quotes: \"{value}\")" if kind_of(value) == "a number" else ""
            raise self.fail(f"expected a non-empty text, got {kind_of(value)}{quote}", field, state)
        if len(value) > MAX_TEXT:
            raise self.fail(f"is {len(value):,} characters long; a text holds at most {MAX_TEXT:,}", field, state)
        self.characters += len(value)
        if self.characters > self.budget.characters:
            said = f"takes the lesson's texts past {self.budget.characters:,} characters in all (both languages)"
            raise self.fail(said, field, state)
        bad = first_forbidden(value)
        if bad is not None:
            raise self.fail(_refused_character(value[bad], bad), field, state)
        return value.strip()

    @staticmethod
    def guess(name: str, known: Iterable[str]) -> str:
        """"; did you mean 'x'?" for a name close to one of `known`, else "": a key's typo had a guess, a value's none
        (panel 'matrx', skill 'projct')."""
        near = closest(name, known)
        return f"; did you mean {near!r}?" if near else ""

    def known_states(self, ids: tuple[str, ...], known: tuple[str, ...], field: str, state: str | None = None) -> None:
        """Each id one of `known`; else a refusal naming the closest (a key renamed under states:, b22:, had been told
        of order alone, and then of each other field naming b2)."""
        for sid in ids:
            if sid not in known:
                guess = closest(sid, known)
                near = f"; {guess!r} is the closest: rename one of the two" if guess else ""
                if guess is not None and guess.casefold() == sid.casefold():  # the docs' "any letter case" is typed
                    near = f"; {guess!r} differs only in letter case: the file's ids are matched exactly, so write " \
                        "both alike"  # commands ignore case (r45 show B2), the file does not
                raise self.fail(f"unknown state {sid!r} (states are {', '.join(known)}{near})", field, state)

    def identifier(self, value: Any, field: str, state: str | None = None) -> str:
        """An id: a letter, then up to 31 letters, digits, _ or -."""
        if not isinstance(value, str) or not ID.fullmatch(value):
            shown = repr(value[:40]) if isinstance(value, str) else kind_of(value)
            quote = " (YAML reads an unquoted yes, no, on, off, true or false so: put the id in quotes)" \
                if isinstance(value, bool) else ""
            raise self.fail(f"{shown} is not an id (a letter, then up to 31 letters, digits, _ or -){quote}", field,
                            state)
        return value

    def items(self, value: Any, field: str, state: str | None = None, what: str = "entries") -> list[Any]:
        """A list of at most MAX_ITEMS entries."""
        if not isinstance(value, list):
            raise self.fail(f"expected a list of {what}, got {kind_of(value)}", field, state)
        if len(value) > MAX_ITEMS:
            raise self.fail(f"has {len(value)} {what}; at most {MAX_ITEMS}", field, state)
        return value

    def url(self, value: Any, field: str) -> str:
        """A web address (urls.flaw); a refusal says what is missing (an instructor read only "not an address")."""
        from ..urls import flaw

        text = self.string(value, field)
        why = flaw(text)
        if why:
            shown = text if len(text) <= 40 else f"{text[:39]}…"  # cut, and said to be
            raise self.fail(f"{shown!r} is not an http(s) address: {why}", field)
        return text

    def text(self, value: Any, field: str, state: str | None = None) -> Bilingual:
        if isinstance(value, dict) and all(key in LANGS for key in value):  # `eng:` is told as a typo of en:
            for lang in LANGS:
                if value.get(lang) is None:
                    raise self.fail(f"missing the {lang} text", _join(field, lang), state)
        node = self.node(value, "text", field, state)
        return Bilingual(**{lang: self.prose(node[lang], _join(field, lang), state) for lang in LANGS})

    def prose(self, value: Any, field: str, state: str | None = None) -> str:
        """A text (`string`) whose every piece written as a web address is one: `htps://…` or `https://codingai
        lec05.pages.dev/…` (a space inside) had been shown as plain words, and verify passed."""
        from ..urls import bad_address

        text = self.string(value, field, state)
        if text.count('"') % 2 and (text.startswith('"') or text.rstrip().endswith('"')):  # `en: W2 projects…"`
            key = field.rsplit(".", 1)[-1]  # en, zh: the example in the text's own key
            raise self.fail(f'has a " at one end and none to pair it: to quote the text, quote it whole ({key}: "…")',
                            field, state)
        bad = bad_address(text)
        if bad is not None:
            shown = bad[0] if len(bad[0]) <= 40 else f"{bad[0][:39]}…"
            raise self.fail(f"{shown!r} in this text is not an http(s) address: {bad[1]}", field, state)
        return text

    def optional_text(self, node: dict[str, Any], key: str, field: str, state: str | None = None) -> Bilingual | None:
        """node[key] as a text, or None when the key is absent or null."""
        return self.text(node[key], field, state) if node.get(key) is not None else None

    def texts(self, value: Any, field: str, state: str | None = None) -> tuple[Bilingual, ...]:
        listed = self.items(value, field, state, "texts")
        return tuple(self.text(t, f"{field}[{i}]", state) for i, t in enumerate(listed))

    def string_list(self, value: Any, field: str, state: str | None = None) -> tuple[str, ...]:
        listed = self.items(value, field, state)
        return tuple(self.string(item, f"{field}[{i}]", state) for i, item in enumerate(listed))

    def id_list(self, value: Any, field: str, state: str | None = None) -> tuple[str, ...]:
        listed = self.items(value, field, state, "ids")
        return tuple(self.identifier(item, f"{field}[{i}]", state) for i, item in enumerate(listed))

    def number(self, value: Any, field: str, state: str | None = None) -> float:
        if isinstance(value, YamlSpelling):
            spelt = str(value)
            why = "a colon makes it base 60" if ":" in spelt else "an underscore in it is skipped" if "_" in spelt \
                else "0b makes it binary" if "0b" in spelt.lower() else "a leading 0 makes it octal"
            how = f"({why}; YAML 1.2 reads it otherwise)"
            said = f"{spelt[:40]!r} is YAML 1.1's way to write {value.means:g} {how}: write the number plainly"
            raise self.fail(said, field, state)
        # YAML 1.1 reads `1e-5` (no dot) as a string; read it as a person's number, by the same rules.
        if isinstance(value, str):
            try:
                value = read_number(value, limit=math.inf)
            except Unreadable:
                hint = " (one number an item, the items apart with commas)" if ";" in value or value.count(",") > 1 \
                    else " (a decimal point is a dot)" if re.fullmatch(r"\s*-?\d+,\d+\s*", value) else ""
                said = f"expected a number, got the text {shorten(value)!r}{hint}"
                raise self.fail(said, field, state) from None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(f"expected a number, got {kind_of(value)}", field, state)
        try:
            number = float(value)
        except OverflowError:
            raise self.fail("number too large", field, state) from None
        if not math.isfinite(number):
            raise self.fail(f"expected a finite number, got {value!r}", field, state)
        if abs(number) > MAX_MAGNITUDE:
            raise self.fail(f"{number:g} is too large: numbers here stay within ±{MAX_MAGNITUDE:g}", field, state)
        return number

    def vector(self, value: Any, field: str, length: int | None = None, per: str = "") -> Vector:
        """A list of numbers; `per`, what sets its length ("component of u"): said where the length is wrong (gamma's
        "expected 4 numbers, got 3" had not said where the 4 came from)."""
        numbers = self._numbers(value, field, length, per)
        self.spend_cells(len(numbers), field)
        return numbers

    def _numbers(self, value: Any, field: str, length: int | None = None, per: str = "") -> Vector:
        if not isinstance(value, list):
            raise self.fail(f"expected a list of numbers, got {kind_of(value)}", field)
        if length is not None and len(value) != length:
            each = f", one for each {per}" if per else ""
            raise self.fail(f"expected {length} numbers{each}, got {len(value)}{comma(value, length)}", field)
        if not value:
            raise self.fail("expected at least one number", field)
        return tuple(self.number(x, f"{field}[{i}]") for i, x in enumerate(value))

    def matrix(self, value: Any, field: str, rows: int | None, cols: int) -> Matrix:
        """A list of `rows` rows (any number when None) of `cols` numbers each."""
        if not isinstance(value, list) or not all(isinstance(r, list) for r in value):
            raise self.fail(f"expected a matrix (a list of rows), got {kind_of(value)}", field)
        if not value:
            raise self.fail("expected at least one row", field)
        shape = f"{rows if rows is not None else len(value)} x {cols}"
        if rows is not None and len(value) != rows:
            raise self.fail(f"expected shape {shape}, got {len(value)} rows", field)
        widths = {len(row) for row in value}
        if len(value) > 1 and len(widths) == 1 and cols not in widths:  # every row alike: a shape, not a typo
            raise self.fail(f"expected shape {shape}, but every row has {widths.pop()} numbers", field)
        for i, row in enumerate(value):
            if len(row) != cols:
                said = f"expected shape {shape}, but row {i + 1} of {len(value)} has {len(row)} numbers"  # from 1
                raise self.fail(said + comma(row, cols), field)
        self.spend_cells(len(value) * cols, field)  # before a number is read: past the budget is refused at once
        return tuple(self._numbers(r, f"{field}[{i}]", cols) for i, r in enumerate(value))


def comma(value: list[Any], length: int) -> str:
    """Where a list has more numbers than it should, and whole ones among decimals or a long whole one (`0,25` or
    `1,170705` in a YAML list is two numbers), the likeliest cause; not of one whole number repeated ([0, 0, 0, 0,
    0] was asked "a decimal comma?")."""
    whole = [x for x in value if isinstance(x, int) and not isinstance(x, bool)]
    decimals = any(isinstance(x, float) for x in value)
    likely = bool(whole) and (decimals or len(set(whole)) > 1 or any(abs(x) >= 1000 for x in whole))
    return " (a decimal comma? a decimal point is a dot: 1.5)" if len(value) > length and likely else ""
