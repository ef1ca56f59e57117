"""The one reader of what a person types: numbers, lists of numbers and names, by one set of rules."""

from __future__ import annotations

import pytest
from conftest import invoke

from r45cli.messages import M, say
from r45cli.typed import Unreadable, name_key, read_number, read_numbers, shorten, split_name


@pytest.mark.parametrize(
    ("text", "value"),
    [("0.5", 0.5), (" -1.5 ", -1.5), ("−0.385419", -0.385419), ("０．５２", 0.52), ("－２", -2.0), (".5", 0.5),
     ("5.", 5.0), ("2e-3", 0.002), ("+3", 3.0), ("-0", 0.0), ("1e6", 1e6)],
)
def test_numbers_a_person_writes(text, value) -> None:
    got = read_number(text)
    assert got == value and str(got) != "-0.0"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("1_000", M.typed_not_number),
        ("٣", M.typed_not_number),  # an Arabic-Indic three: float() takes it, a learner did not mean it
        ("inf", M.typed_not_number),
        ("nan", M.typed_not_number),
        ("1e999", M.typed_out_of_range),
        ("2e7", M.typed_out_of_range),
        ("0x10", M.typed_not_number),
        ("1,5", M.typed_not_number),
        ("", M.typed_empty),
        ("   ", M.typed_empty),
        ("1" * 65, M.typed_too_long),
    ],
)
def test_what_is_not_a_number(text, problem) -> None:
    with pytest.raises(Unreadable) as info:
        read_number(text)
    assert info.value.message is problem


def test_an_out_of_range_number_is_echoed_as_typed() -> None:
    with pytest.raises(Unreadable) as info:
        read_number("2e7")
    assert say(info.value.message, "en", **info.value.values) == "2e7 is out of range (keep within ±1,000,000)"


@pytest.mark.parametrize("text", ["1,2,3,4", "1，2，3，4", "1、2、3、4", "1 2 3 4", " 1 , 2 ,3, 4 ", "1;2;3;4"])
def test_lists_of_numbers_take_any_usual_separator(text) -> None:
    assert read_numbers(text, 4) == [1.0, 2.0, 3.0, 4.0]


def test_a_list_with_the_u2212_minus() -> None:
    assert read_numbers("−1,2,3,4", 4) == [-1.0, 2.0, 3.0, 4.0]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("1,2,3", "needs exactly 4 numbers (separated by commas or spaces), got 3"),
        ("", "nothing was typed"),  # not "got 0", as if numbers typed had not been counted
        ("1,,3,4", "value 2: nothing was typed"),
        ("1,2,abc,4", "value 3: 'abc' is not a number"),
        ("1,2,3,2e6", "value 4: 2e6 is out of range (keep within ±1,000,000)"),
        ("one", "'one' is not a number"),  # a listener's `e one` read "needs exactly 4 numbers …, got 1"
        ("1 two", "value 2: 'two' is not a number"),
        # a decimal comma (a zh learner's "-1,000158 1.289377 …" was "got 7", with no word why)
        ("1,5 2 3 4", "needs exactly 4 numbers, got 5: a comma between digits parts one number in two; a decimal "
                      "takes a point, as in 1.5"),
        ("1,2,3,4,5", "needs exactly 4 numbers (separated by commas or spaces), got 5"),  # commas alone: a list
    ],
)
def test_a_bad_list_says_which_value_and_why(text, said) -> None:
    with pytest.raises(Unreadable) as info:
        read_numbers(text, 4)
    assert say(info.value.message, "en", **info.value.values) == said


def test_a_long_bad_value_is_echoed_cut_to_40_characters(runner) -> None:
    long = "x" * 50  # more than 40 are echoed, fewer than 64 are read
    result = invoke(runner, "lab", "--u", f"1,2,3,{long}")
    assert result.exit_code == 2
    assert result.stderr == f"r45: error: --u: value 4: {shorten(long)!r} is not a number\n"
    assert len(shorten(long)) == 41
    whole = invoke(runner, "lab", "--u", "1," * 200 + "1")
    assert whole.exit_code == 2 and whole.stderr == "r45: error: --u: too long (at most 256 characters)\n"


@pytest.mark.parametrize(("typed", "key"), [("h5", "h5"), ("H 5", "h5"), ("ｈ５", "h5"), (" Mean ", "mean")])
def test_names_are_compared_without_case_or_spaces(typed, key) -> None:
    assert name_key(typed) == key


@pytest.mark.parametrize(("name", "parts"),
                         [("h5", ("h", 5)), ("z12", ("z", 12)), ("mean", ("mean", 0)), ("h٣", None), ("5h", None),
                          ("h-1", None)])
def test_split_name(name, parts) -> None:
    assert split_name(name) == parts


def test_every_reader_takes_the_same_numbers(runner) -> None:
    """lab --u, the quiz and why agree: the U+2212 minus and the Chinese comma work, `1_000` does not."""
    assert invoke(runner, "lab", "--u", "−1，2，3，4").exit_code == 0
    assert invoke(runner, "lab", "--u", "1_000,2,3,4").exit_code == 2
    assert invoke(runner, "lab", "--u", "٣,2,3,4").exit_code == 2
    # seed 1 shows the right option first
    quiz = invoke(runner, "quiz", "b0", "--seed", "1", input="h3 h4 h6\n0.521116\n1\n")
    assert quiz.exit_code == 0 and "Score: 3 of 3" in quiz.stdout
    typed_minus = invoke(runner, "quiz", "b2", input="s\n−1.397220\n")
    assert typed_minus.exit_code == 0 and "Right." in typed_minus.stdout
    assert invoke(runner, "why", "Ｚ１").exit_code == 0


def test_an_answer_is_written_out_and_an_e_in_it_is_said() -> None:
    """In predict mode 0.02479e1, an e typed by mistake, was read as 0.2479 and the step marked wrong; a what-if
    field or lab --u may still be given 2e-3."""
    with pytest.raises(Unreadable) as info:
        read_number("0.02479e1", answer=True)
    assert say(info.value.message, "en", **info.value.values) == ("'0.02479e1' has an e in it: write an answer out in "
                                                                   "digits, to 6 decimals as on the screen")
    with pytest.raises(Unreadable) as info:
        read_numbers("1, 2E1, 3, 4", 4, answer=True)
    assert info.value.values["i"] == 2
    assert read_number("2e-3") == 0.002 and read_number("-.5", answer=True) == -0.5
    assert read_numbers("1, 2e1, 3, 4", 4) == [1, 20, 3, 4]
