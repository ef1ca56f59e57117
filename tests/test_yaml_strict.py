"""YAML read strictly: keys compared as loaded values, YAML 1.1 spellings of numbers refused, ids unique in any case."""

from __future__ import annotations

import pytest
from conftest import STATES, invoke, line_at

from r45cli import lesson as lesson_mod

SHIPPED = STATES.read_text(encoding="utf-8")


def _load(write_states, text: str) -> lesson_mod.LessonError:
    with pytest.raises(lesson_mod.LessonError) as caught:
        lesson_mod.load(write_states(text))
    return caught.value


def _states_renamed(*pairs: tuple[str, str]) -> str:
    """The shipped file with state keys renamed (the order and groups are not: the keys are what is tested)."""
    text = SHIPPED
    for old, new in pairs:
        assert f"\n  {old}:\n" in text
        text = text.replace(f"\n  {old}:\n", f"\n  {new}:\n", 1)
    return text


@pytest.mark.parametrize("first, second", [("on", "yes"), ("1", "1.0"), ("off", "no"), ("true", "True")])
def test_keys_equal_as_values_are_duplicates(write_states, first, second) -> None:
    error = _load(write_states, _states_renamed(("b0", first), ("b1", second)))
    assert "invalid YAML at line" in error.message
    line = SHIPPED.splitlines().index("  b0:") + 1
    assert f"duplicate key {second!r}, the same as {first!r} on line {line}, both read by YAML as " \
        in error.message  # "once read as YAML" had not said as what (True, 1)


def test_a_state_id_yaml_reads_as_a_boolean_is_refused(write_states) -> None:
    error = _load(write_states, _states_renamed(("b0", "yes")))
    assert error.field == "states" and error.message == "a state id read by YAML as true (yes, no, on, off…): quote it"


def test_ids_that_differ_only_in_case_are_refused(write_states, runner) -> None:
    path = write_states(_states_renamed(("b1", "B0")))
    result = invoke(runner, "--states", str(path), "show", "B0")
    assert result.exit_code == 2 and result.stdout == ""
    said = "'b0' and 'B0' differ only in letter case; state ids are looked up in any case"
    assert result.stderr == f"r45: error: {path}:{line_at(path, '  b0:')}: field 'states': {said}\n"


SPELLINGS = {
    "010": 8,  # octal in YAML 1.1, ten in YAML 1.2
    "1:30": 90,  # base 60
    "1_000": 1000,
    "0b11": 3,
    "1:30.5": 90.5,
    "1_0.5": 10.5,
    "-07": -7,
}


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_yaml_11_spellings_of_numbers_are_refused_naming_the_field(write_states, spelling) -> None:
    text = SHIPPED.replace("tolerance: 5.0e-7", f"tolerance: {spelling}", 1)
    error = _load(write_states, text)
    assert (error.state, error.field) == ("b0", "quiz[1].tolerance")
    means = f"{SPELLINGS[spelling]:g}"
    # each says its own reason: "(a leading 0 means octal, : base 60, _ nothing)" read as garbled
    why = {"010": "a leading 0 makes it octal", "1:30": "a colon makes it base 60",
           "1_000": "an underscore in it is skipped", "0b11": "0b makes it binary",
           "1:30.5": "a colon makes it base 60", "1_0.5": "an underscore in it is skipped",
           "-07": "a leading 0 makes it octal"}[spelling]
    assert error.message == f"{spelling!r} is YAML 1.1's way to write {means} ({why}; YAML 1.2 reads it otherwise): " \
        "write the number plainly"


def _first_of_u(spelling: str) -> str:
    """The shipped file with u1 written as `spelling`."""
    start = SHIPPED.index("  u: [") + len("  u: [")
    return SHIPPED[:start] + f"{spelling}, " + SHIPPED[SHIPPED.index(",", start) + 2 :]


def test_in_a_vector_too(write_states) -> None:
    error = _load(write_states, _first_of_u("010"))
    assert error.field == "example.u[0]" and "'010' is YAML 1.1's way to write 8" in error.message


PLAIN = [("0", 0.0), ("-0", 0.0), ("+2", 2.0), ("0x10", 16.0), ("1.5", 1.5), ("07.5", 7.5)]


@pytest.mark.parametrize("spelling, value", PLAIN)
def test_plain_numbers_still_read(write_states, spelling, value) -> None:
    assert lesson_mod.load(write_states(_first_of_u(spelling))).example.u[0] == value


def test_a_wrong_kind_of_value_is_named_in_an_instructors_words(write_states) -> None:
    """An empty title was "expected a non-empty text, got a text", a number "got int", and a note written as one
    string "expected a mapping": each now says what it got, and what to write."""
    empty = _load(write_states, SHIPPED.replace('en: "Recompute step by step"', 'en: ""', 1))
    assert empty.message == "expected a non-empty text, got an empty text"
    number = _load(write_states, SHIPPED.replace('en: "Recompute step by step"', "en: 42", 1))
    assert number.message == 'expected a non-empty text, got a number (in quotes: "42")'
    first = '      - zh: "扩展改变的是通道数：信息没有增加；偏置 b1 为 0 时（如本例）映射依旧线性，' \
        '否则是仿射的。"\n        en:'
    note = SHIPPED.replace(first, "      - ", 1)
    assert _load(write_states, note).message == "expected a mapping of zh:, en:, got a text"


def test_a_yaml_error_says_what_to_do(write_states) -> None:
    """A tab, a key at the wrong depth and a key written twice gave the parser's words alone ("found character
    that cannot start any token"), at the line after the mistake: each now says what to look for."""
    tab = _load(write_states, SHIPPED.replace("\n    highlight:", "\n\thighlight:", 1))
    assert tab.message.endswith("found character that cannot start any token (a tab: indent with spaces)")
    w1 = SHIPPED.index("  W1:\n")  # a tab after a row's dash was told the parser's words alone
    dashed = _load(write_states, SHIPPED[:w1] + SHIPPED[w1:].replace("- [", "-\t[", 1))
    assert dashed.message.endswith("(a tab: indent with spaces)")
    shifted = _load(write_states, SHIPPED.replace("\n    highlight:", "\n   highlight:", 1))
    assert shifted.message.endswith("(look at this line and those just before it: the indentation, a quote or "
                                    "bracket left open)")
    anchor = _load(write_states, SHIPPED.replace("- *setting", "- &setting {zh: 再, en: again}", 1))
    line = SHIPPED[: SHIPPED.index("&setting")].count("\n") + 1  # an anchor given twice was "second occurrence"
    assert anchor.message.endswith(f"an anchor 'setting' is defined again here (first at line {line}): rename one "
                                   "of the two"), anchor.message  # ") (rename" had been two brackets in a row
    twice = _load(write_states, SHIPPED.replace("\n  b1:\n", "\n  b0:\n", 1))
    # "rename one of the two" had been said, and a key renamed is one the loader does not know (an instructor's report)
    # "the same as the key on line 12 once read as YAML", for two keys written alike, read as if they were not
    line = SHIPPED.splitlines().index("  b0:") + 1
    assert twice.message.endswith(f"duplicate key 'b0', as on line {line} (delete one of the two, or give it the "
                                  "name it was meant to have)"), twice.message
    # each named the line alone, where every other error names the state: the first highlight: is b0's
    assert tab.state == shifted.state == "b0" and twice.state == "b0"
    title = SHIPPED.index("\n    title:", SHIPPED.index("\n  b1:"))  # b1's title: dedented to a state's depth
    assert _load(write_states, SHIPPED[:title] + "\n  title:" + SHIPPED[title + 11 :]).state == "b1"
    group = _load(write_states, SHIPPED.replace('en: "Recompute step by step"', 'en: Recompute: step by step', 1))
    assert group.state is None  # in groups:, before the states
    # a minus with a space after it, in a list, was the parser's words alone: "did not find expected node content"
    spaced = _load(write_states, SHIPPED.replace("-0.385419, -1.434875]", "-0.385419, - 1.434875]", 1))
    assert spaced.message.endswith("did not find expected node content (a minus sign with a space after it: write "
                                   "-1.434875)"), spaced.message


def test_a_number_in_quotes_where_a_number_belongs_is_told_to_lose_them(write_states) -> None:
    """`version: "1"` and an option's `answer: "2"` were refused as "not '1'" and "got '2'", which read as the same
    value: the message says to write it without quotes."""
    version = _load(write_states, SHIPPED.replace("\nversion: 1\n", '\nversion: "1"\n', 1))
    assert version.message == "this r45 reads lesson files of version 1, not '1' (without quotes)"
    answer = _load(write_states, SHIPPED.replace("answer: 2\n", 'answer: "2"\n', 1))
    assert answer.message.endswith("got '2' (without quotes)")


def test_a_number_written_another_way_is_told_how_to_write_it(write_states) -> None:
    """'0,649589' (a decimal comma) and '1.170705; 0.649589' (two numbers in one item) were only "not a number"."""
    comma = _load(write_states, _first_of_u('"1,170705"'))
    assert comma.message == "expected a number, got the text '1,170705' (a decimal point is a dot)"
    two = _load(write_states, _first_of_u('"1.170705; 0.649589"'))
    assert two.message.endswith("(one number an item, the items apart with commas)")


def test_a_u_of_another_length_is_told_at_u_not_at_w1(write_states) -> None:
    """An instructor who gave u five numbers (or typed 1,170705 in the list, which reads as two) was told W1 had the
    wrong shape: the message names u, what W1 wants, and a decimal comma where one is likely."""
    five = _load(write_states, _first_of_u("1.2, 0.5"))
    assert five.field == "example.u" and five.message == ("has 5 numbers, but W1 has 4 rows, one for each component "
                                                         "of u")
    for typed in ("1,170705", "0,5"):  # 0,5 had gone unexplained: only a long whole number was taken for one
        comma = _load(write_states, _first_of_u(typed))
        assert comma.message.endswith("(a decimal comma? a decimal point is a dot: 1.5)"), typed


def test_a_w1_given_a_row_more_is_told_at_w1_not_at_u(write_states, raw) -> None:
    """An instructor added a fifth row to W1 and was told that u "has 4 numbers, but W1 has 5 rows": u agrees with
    b2, gamma and beta, so the row is W1's."""
    raw["example"]["W1"].append([0, 0, 0, 0, 0, 0])
    extra = _load(write_states, raw)
    assert extra.field == "example.W1" and extra.message == ("has 5 rows, but u has 4 numbers: one row for each "
                                                             "component of u")


def test_a_b1_of_another_length_is_told_at_b1_not_at_w1(write_states, raw) -> None:
    """b1 given five numbers was told as W1's row 1 of the wrong length, with "a decimal comma?" as its likely cause:
    the instructor had edited b1."""
    raw["example"]["b1"] = [0, 0, 0, 0, 0]
    short = _load(write_states, raw)
    assert short.field == "example.b1" and short.message == ("has 5 numbers, but each row of W1 has 6, one for each "
                                                             "hidden channel")


def test_a_colon_in_a_bare_text_a_misspelt_alias_and_eng_are_each_told_what_to_do(write_states) -> None:
    """`en: Widen: then ReLU` gave "mapping values are not allowed in this context" alone, `- *settingx` "found
    undefined alias" with no name, and `eng:` "missing the en text" with no guess."""
    en = 'en: "Widen to six channels, then ReLU zeroes the negatives"'
    colon = _load(write_states, SHIPPED.replace(en, "en: Widen to six channels: then ReLU zeroes the negatives", 1))
    assert colon.message.endswith("""(a text with ': ' in it goes in quotes: en: "…")""")
    zh = 'zh: "扩到六个通道，ReLU 把负值置零"'  # the example named en: for a text of zh: too
    colon = _load(write_states, SHIPPED.replace(zh, "zh: 扩到六个通道: ReLU 把负值置零", 1))
    assert colon.message.endswith("""(a text with ': ' in it goes in quotes: zh: "…")""")
    alias = SHIPPED.index("- *") + 3
    named = SHIPPED[alias:].split()[0]
    wrong = _load(write_states, SHIPPED[:alias] + named + "x" + SHIPPED[alias + len(named):])
    assert wrong.message.endswith(f"(*{named}x: no &{named}x above it)")
    eng = _load(write_states, SHIPPED.replace(en, "e" + en.replace("en:", "ng:", 1), 1))
    assert eng.field == "title.eng" and eng.message == "unknown key 'eng' (did you mean 'en'?)"


def test_a_claim_is_read_as_name_op_value_and_refused_otherwise(write_states) -> None:
    """A state's `claims:` are what verify checks its texts by: each must name a number of the example."""
    at = SHIPPED.index('    claims: ["b2 = 0"]')
    for claim, said in (("h9 = 0", "'h9' is not a number of the example (e.g. h5, z4, mean, W2[1,1], b2[4]"),
                        ("h3 == 0", "'h3 == 0' is not a claim (NAME OP VALUE, as 'h3 = 0'; OP one of = < > <= >="),
                        ("W2[7,1] = 0", "'W2[7,1]' is not a number of the example (W2 is 6 × 4: W2[row,column]"),
                        ("b2[5] = 0", "'b2[5]' is not a number of the example (b2 has 4 entries"),
                        ("z3 < often", "'often' is neither a number nor a number of the example"),
                        ("z3 < b2", "'b2' is neither a number nor a number of the example"),
                        ("z3 < nan", "'nan' is neither a number nor a number of the example")):
        refused = _load(write_states, SHIPPED[:at] + f'    claims: ["{claim}"]' + SHIPPED[at + 22:])
        assert refused.field == "claims[0]" and refused.message.startswith(said), (claim, refused.message)


def test_a_claims_names_are_read_whatever_their_letter_case(write_states) -> None:
    """'H3 = 0' was refused while `r45 why H3` reads H3 as h3."""
    from r45cli import lesson as lesson_mod

    at = SHIPPED.index('    claims: ["b2 = 0"]')
    read = lesson_mod.load(write_states(SHIPPED[:at] + '    claims: ["H3 = 0", "w2[1,1] = 0.5", "A6 = -A5"]'
                                        + SHIPPED[at + 22:]))
    assert [(c.name, c.other) for c in read.state("b1").claims] == [("h3", ""), ("W2[1,1]", ""), ("a6", "a5")]


def test_claims_outside_the_states_are_read_and_refused_as_a_states_are(write_states) -> None:
    """The reference's "r45 why z3", chain.hint's "f = hW2" and the lab's "the biases are zero" speak of the numbers
    outside any state: a top-level `claims:` holds them, and a bad one is one line naming the field."""
    at = SHIPPED.index('\nclaims: ["h3 = 0"')
    refused = _load(write_states, SHIPPED[:at] + '\nclaims: ["h9 = 0"]' + SHIPPED[SHIPPED.index("\n", at + 1):])
    assert refused.field == "claims[0]" and refused.state is None and "'h9' is not a number" in refused.message
