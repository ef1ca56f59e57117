"""Reading one field of parsed YAML: a mapping with known keys, a text, a number, a vector, a matrix.

`FieldReader` raises LessonError with the file, the state and the field's
path, so the schema only says what each node must be.
"""

import math
import os
import re
from collections.abc import Iterable
from typing import Any, NamedTuple

from ..controls import first_forbidden
from ..messages import M, Message, colon
from ..suggest import closest
from ..typed import MAX_MAGNITUDE, Unreadable, read_number, shorten
from ..words import Listed, Said
from .model import Bilingual, Matrix, Vector
from .vocabulary import LANGS


class LessonError(Exception):
    """A lesson file that cannot be used, described in one line: `said` and its `values` (parts of it `Said` in turn),
    where in the file. `line(lang)` is the line in a language; str() and `message` are English."""

    def __init__(self, path: str | os.PathLike[str], said: Message, *, state: str | None = None,
                 field: str | None = None, **values: object):
        self.path = str(path)
        self.state = state
        self.field = field
        self.said = said
        self.values = values
        self.message = said("en", **values)
        super().__init__(self.line("en"))

    def line(self, lang: str, at: int | None = None) -> str:
        """`m.yaml: state 'b2': field 'titel': unknown key 'titel' (…)`, all of it in `lang` but what the file says;
        `m.yaml:120: …` with the line `at` (source.line_of), as compilers write it for an editor to open."""
        where = [self.path if at is None else f"{self.path}:{at}"]
        if self.state is not None:
            where.append(M.lesson_state(lang, sid=self.state))
        if self.field is not None:
            where.append(M.lesson_field(lang, name=self.field, counted=_counted(self.field)))
        return colon(lang).join((*where, self.said(lang, **self.values)))


def _counted(field: str) -> Said | str:
    """A matrix or vector entry counted from 1, as the lesson's claims and views write W2[1,1]: YAML's path counts
    from 0, and an instructor told of 'example.W2[2][2]' looked at row 2."""
    entry = re.search(r"\[(\d+)\]\[(\d+)\]$", field)
    if entry:
        return Said(M.lesson_row_column, row=int(entry[1]) + 1, column=int(entry[2]) + 1)
    entry = re.fullmatch(r"example\.[\w.]+\[(\d+)\]", field)
    return Said(M.lesson_entry, n=int(entry[1]) + 1) if entry else Said(M.lesson_from_zero) if "[" in field else ""


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


def kind_of(value: Any) -> Message | Said:
    """What a YAML value is, in an instructor's words (an empty "" was "a text", 42 was "int")."""
    if isinstance(value, str):
        return M.lesson_kind_text if value.strip() else M.lesson_kind_empty_text
    if _is_number(value):
        return M.lesson_kind_number
    said = {type(None): M.lesson_kind_nothing, dict: M.lesson_kind_mapping, list: M.lesson_kind_list,
            bool: M.lesson_kind_bool}.get(type(value))
    if said is not None:
        return said
    return M.lesson_kind_date if type(value).__name__ in ("date", "datetime") else \
        Said(M.lesson_kind_other, name=type(value).__name__)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def unquote(value: Any) -> Message | str:
    """" (without quotes)" where a whole number was written as a text (`version: "1"`), refused where a number
    belongs: "not '1'" read as the same value; else nothing."""
    return M.lesson_without_quotes if isinstance(value, str) and value.strip().isdigit() else ""


def _join(field: str | None, key: str) -> str:
    return f"{field}.{key}" if field else key


def refused_character(ch: str, at: int) -> Said:
    """Why a text is refused for a character: a control, or an invisible one (a bidi mark, a zero-width space…),
    named as controls.describe names it."""
    import unicodedata

    # U+2028: no format character
    kinds = {"Cc": M.lesson_control_character, "Zl": M.lesson_invisible_separator, "Zp": M.lesson_invisible_separator}
    kind = kinds.get(unicodedata.category(ch), M.lesson_invisible_format)
    code, name = f"U+{ord(ch):04X}", unicodedata.name(ch, "")
    char = Said(M.lesson_char_named, code=code, name=name) if name else code
    return Said(M.lesson_character, kind=kind, char=char, column=at + 1)


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
            raise self.fail(M.lesson_cells_budget, field, state, n=f"{self.budget.cells:,}")

    def fail(self, said: Message, field: str | None = None, state: str | None = None, **values: object) -> LessonError:
        return LessonError(self.path, said, state=state, field=field, **values)

    def node(self, value: Any, shape: str, field: str | None, state: str | None = None) -> dict[str, Any]:
        """A mapping with exactly the keys self.keys[shape] allows, the required ones present."""
        keys = self.keys[shape]
        if not isinstance(value, dict):
            if 0 < len(keys.required) <= 3:  # a note's zh:, en:; not the dozen of a whole lesson
                needs = Listed(f"{k}:" for k in keys.required)
                raise self.fail(M.lesson_expected_mapping_of, field, state, keys=needs, kind=kind_of(value))
            raise self.fail(M.lesson_expected_mapping, field, state, kind=kind_of(value))
        allowed = (*keys.required, *keys.optional)
        for key in value:
            if isinstance(key, bool):  # `off:` read as False was told as "unknown key 'False'"
                raise self.fail(M.lesson_bool_key, field, state, value=str(key).lower(), allowed=Listed(allowed))
            if not isinstance(key, str) or key not in allowed:
                guess = closest(str(key), allowed)
                hint = Said(M.lesson_key_guess, guess=guess) if guess else Said(M.lesson_key_expected,
                                                                                 allowed=Listed(allowed))
                raise self.fail(M.lesson_unknown_key, _join(field, str(key)), state, key=str(key), hint=hint)
        for key in keys.required:
            if value.get(key) is None:  # a text's language said as a text's ("notes[0].en: missing" was bare)
                raise self.fail(M.lesson_missing_lang if key in LANGS else M.lesson_missing, _join(field, key), state,
                                lang=key)
        return value

    def string(self, value: Any, field: str, state: str | None = None) -> str:
        """A non-empty plain text, bounded, with no control character: it is printed to terminals and into files."""
        if not isinstance(value, str) or not value.strip():
            quote = Said(M.lesson_in_quotes, value=value) if _is_number(value) else ""
            raise self.fail(M.lesson_expected_text, field, state, kind=kind_of(value), quote=quote)
        if len(value) > MAX_TEXT:
            raise self.fail(M.lesson_text_long, field, state, n=f"{len(value):,}", limit=f"{MAX_TEXT:,}")
        self.characters += len(value)
        if self.characters > self.budget.characters:
            raise self.fail(M.lesson_texts_budget, field, state, n=f"{self.budget.characters:,}")
        bad = first_forbidden(value)
        if bad is not None:
            said = refused_character(value[bad], bad)
            raise self.fail(said.message, field, state, **said.values)
        return value.strip()

    @staticmethod
    def guess(name: str, known: Iterable[str]) -> Said | str:
        """"; did you mean 'x'?" for a name close to one of `known`, else "": a key's typo had a guess, a value's none
        (panel 'matrx', skill 'projct')."""
        near = closest(name, known)
        return Said(M.lesson_did_you_mean, guess=near) if near else ""

    def known_states(self, ids: tuple[str, ...], known: tuple[str, ...], field: str, state: str | None = None) -> None:
        """Each id one of `known`; else a refusal naming the closest (a key renamed under states:, b22:, had been told
        of order alone, and then of each other field naming b2)."""
        for sid in ids:
            if sid not in known:
                guess = closest(sid, known)
                near: Said | str = Said(M.lesson_state_closest, guess=guess) if guess else ""
                if guess is not None and guess.casefold() == sid.casefold():  # the docs' "any letter case" is typed
                    near = Said(M.lesson_state_case, guess=guess)  # commands ignore case (r45 show B2), the file not
                raise self.fail(M.lesson_unknown_state, field, state, sid=sid, known=Listed(known), near=near)

    def identifier(self, value: Any, field: str, state: str | None = None) -> str:
        """An id: a letter, then up to 31 letters, digits, _ or -."""
        if not isinstance(value, str) or not ID.fullmatch(value):
            quote = M.lesson_id_quote if isinstance(value, bool) else ""
            if isinstance(value, str):
                raise self.fail(M.lesson_not_id, field, state, value=value[:40], quote=quote)
            raise self.fail(M.lesson_not_id_kind, field, state, kind=kind_of(value), quote=quote)
        return value

    def items(self, value: Any, field: str, state: str | None = None, what: Message | None = None) -> list[Any]:
        """A list of at most MAX_ITEMS entries (`what`, said in a refusal: M.lesson_of_entries unless told)."""
        what = what or M.lesson_of_entries
        if not isinstance(value, list):
            raise self.fail(M.lesson_expected_list, field, state, what=what, kind=kind_of(value))
        if len(value) > MAX_ITEMS:
            raise self.fail(M.lesson_too_many, field, state, n=len(value), what=what, limit=MAX_ITEMS)
        return value

    def url(self, value: Any, field: str) -> str:
        """A web address (urls.flaw); a refusal says what is missing (an instructor read only "not an address")."""
        from ..urls import flaw

        text = self.string(value, field)
        why = flaw(text)
        if why:
            shown = text if len(text) <= 40 else f"{text[:39]}…"  # cut, and said to be
            raise self.fail(M.lesson_not_address, field, text=shown, why=why)
        return text

    def text(self, value: Any, field: str, state: str | None = None) -> Bilingual:
        if isinstance(value, dict) and all(key in LANGS for key in value):  # `eng:` is told as a typo of en:
            for lang in LANGS:
                if value.get(lang) is None:
                    raise self.fail(M.lesson_missing_lang, _join(field, lang), state, lang=lang)
        node = self.node(value, "text", field, state)
        return Bilingual(**{lang: self.prose(node[lang], _join(field, lang), state) for lang in LANGS})

    def prose(self, value: Any, field: str, state: str | None = None) -> str:
        """A text (`string`) whose every piece written as a web address is one: `htps://…` or `https://codingai
        lec05.pages.dev/…` (a space inside) had been shown as plain words, and verify passed."""
        from ..urls import bad_address

        text = self.string(value, field, state)
        if text.count('"') % 2 and (text.startswith('"') or text.rstrip().endswith('"')):  # `en: W2 projects…"`
            key = field.rsplit(".", 1)[-1]  # en, zh: the example in the text's own key
            raise self.fail(M.lesson_unpaired_quote, field, state, key=key)
        bad = bad_address(text)
        if bad is not None:
            shown = bad[0] if len(bad[0]) <= 40 else f"{bad[0][:39]}…"
            raise self.fail(M.lesson_not_address_in_text, field, state, text=shown, why=bad[1])
        return text

    def optional_text(self, node: dict[str, Any], key: str, field: str, state: str | None = None) -> Bilingual | None:
        """node[key] as a text, or None when the key is absent or null."""
        return self.text(node[key], field, state) if node.get(key) is not None else None

    def texts(self, value: Any, field: str, state: str | None = None) -> tuple[Bilingual, ...]:
        listed = self.items(value, field, state, M.lesson_of_texts)
        return tuple(self.text(t, f"{field}[{i}]", state) for i, t in enumerate(listed))

    def string_list(self, value: Any, field: str, state: str | None = None) -> tuple[str, ...]:
        listed = self.items(value, field, state)
        return tuple(self.string(item, f"{field}[{i}]", state) for i, item in enumerate(listed))

    def id_list(self, value: Any, field: str, state: str | None = None) -> tuple[str, ...]:
        listed = self.items(value, field, state, M.lesson_of_ids)
        return tuple(self.identifier(item, f"{field}[{i}]", state) for i, item in enumerate(listed))

    def number(self, value: Any, field: str, state: str | None = None) -> float:
        if isinstance(value, YamlSpelling):
            spelt = str(value)
            why = M.lesson_yaml11_colon if ":" in spelt else M.lesson_yaml11_underscore if "_" in spelt \
                else M.lesson_yaml11_binary if "0b" in spelt.lower() else M.lesson_yaml11_octal
            raise self.fail(M.lesson_yaml11, field, state, text=spelt[:40], means=value.means, why=why)
        # YAML 1.1 reads `1e-5` (no dot) as a string; read it as a person's number, by the same rules.
        if isinstance(value, str):
            try:
                value = read_number(value, limit=math.inf)
            except Unreadable:
                hint = M.lesson_one_number_an_item if ";" in value or value.count(",") > 1 \
                    else M.lesson_decimal_point if re.fullmatch(r"\s*-?\d+,\d+\s*", value) else ""
                raise self.fail(M.lesson_expected_number_text, field, state, text=shorten(value), hint=hint) from None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(M.lesson_expected_number, field, state, kind=kind_of(value))
        try:
            number = float(value)
        except OverflowError:
            raise self.fail(M.lesson_number_huge, field, state) from None
        if not math.isfinite(number):
            raise self.fail(M.lesson_not_finite, field, state, value=value)
        if abs(number) > MAX_MAGNITUDE:
            raise self.fail(M.lesson_number_large, field, state, number=number, limit=MAX_MAGNITUDE)
        return number

    def vector(self, value: Any, field: str, length: int | None = None, per: Message | None = None) -> Vector:
        """A list of numbers; `per`, what sets its length (M.lesson_each_component): said where the length is wrong
        (gamma's "expected 4 numbers, got 3" had not said where the 4 came from)."""
        numbers = self._numbers(value, field, length, per)
        self.spend_cells(len(numbers), field)
        return numbers

    def _numbers(self, value: Any, field: str, length: int | None = None, per: Message | None = None) -> Vector:
        if not isinstance(value, list):
            raise self.fail(M.lesson_expected_list, field, what=M.lesson_of_numbers, kind=kind_of(value))
        if length is not None and len(value) != length:
            raise self.fail(M.lesson_numbers_count, field, want=length, each=per or "", got=len(value),
                            comma=comma(value, length))
        if not value:
            raise self.fail(M.lesson_one_number, field)
        return tuple(self.number(x, f"{field}[{i}]") for i, x in enumerate(value))

    def matrix(self, value: Any, field: str, rows: int | None, cols: int) -> Matrix:
        """A list of `rows` rows (any number when None) of `cols` numbers each."""
        if not isinstance(value, list) or not all(isinstance(r, list) for r in value):
            raise self.fail(M.lesson_expected_matrix, field, kind=kind_of(value))
        if not value:
            raise self.fail(M.lesson_one_row, field)
        height = rows if rows is not None else len(value)
        if rows is not None and len(value) != rows:
            raise self.fail(M.lesson_shape_rows, field, rows=height, cols=cols, got=len(value))
        widths = {len(row) for row in value}
        if len(value) > 1 and len(widths) == 1 and cols not in widths:  # every row alike: a shape, not a typo
            raise self.fail(M.lesson_shape_every_row, field, rows=height, cols=cols, got=widths.pop())
        for i, row in enumerate(value):
            if len(row) != cols:  # counted from 1
                raise self.fail(M.lesson_shape_row, field, rows=height, cols=cols, i=i + 1, n=len(value), got=len(row),
                                comma=comma(row, cols))
        self.spend_cells(len(value) * cols, field)  # before a number is read: past the budget is refused at once
        return tuple(self._numbers(r, f"{field}[{i}]", cols) for i, r in enumerate(value))


def comma(value: list[Any], length: int) -> Message | str:
    """Where a list has more numbers than it should, and whole ones among decimals or a long whole one (`0,25` or
    `1,170705` in a YAML list is two numbers), the likeliest cause; not of one whole number repeated ([0, 0, 0, 0,
    0] was asked "a decimal comma?")."""
    whole = [x for x in value if isinstance(x, int) and not isinstance(x, bool)]
    decimals = any(isinstance(x, float) for x in value)
    likely = bool(whole) and (decimals or len(set(whole)) > 1 or any(abs(x) >= 1000 for x in whole))
    return M.lesson_decimal_comma if len(value) > length and likely else ""
