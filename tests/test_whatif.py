"""The full-screen step's what-if: whole values, plain-text switches, keys that do what they say, sentences that
follow the numbers."""

from __future__ import annotations

import re

import numpy as np
import pytest
from conftest import sampled
from tuidrive import burst, drive, flat, noting, paste, press, quiet, record, set_value, value_of, window_text

from r45cli import worked as worked_mod
from r45cli.numfmt import fixed


def mine(lesson, **kwargs):
    u = np.array([*lesson.example.u])
    for name, value in list(kwargs.items()):
        if name.startswith("u") and name[1:].isdigit():
            u[int(name[1:]) - 1] = value
            kwargs.pop(name)
    return worked_mod.compute(lesson, u=u, **kwargs)


def test_what_if_recomputes_every_number_live_marks_them_and_restores(lesson) -> None:
    arrived: list[str] = []
    app, screens = drive(lesson, ["2", "e", set_value("#u1", "2"), "down", "r"], arrived=arrived)
    panes = app.panes
    assert "1.233154" in panes[1] and "your numbers" not in panes[1]
    own, nudged = mine(lesson, u1=2.0), mine(lesson, u1=1.9)
    assert fixed(own.vector("z")[0]) + "*" in panes[3] and "1.233154" not in panes[3]  # yours, marked as changed
    assert "Vectors, component by component · your numbers" in panes[3]
    assert fixed(nudged.vector("z")[0]) in panes[4]  # ↓ took 0.1 off
    assert "1.233154" in panes[-1]  # r: the lesson's u again, from inside the field
    assert arrived == ["b4", "b2"]  # the what-if moved nothing and saved nothing


def test_c_flips_between_your_numbers_and_the_courses(lesson) -> None:
    """The banner says whose numbers the panels hold, and the fields (kept for c) fade while they are the course's:
    a learner read "u1 1.270705" over panels of the lesson's numbers."""
    faded: list[float] = []
    fade = record(lambda app: app.query_one("#whatif-values").styles.opacity, faded)
    drive(lesson, ["2", "e", set_value("#u1", "2"), fade, "c", fade, "c", fade], size=(80, 40), shots=False)
    assert faded == [1.0, 0.55, 1.0]
    # a field changed while the lesson's numbers show brings the learner's back: ↑ changed u1 under the course's
    app, _ = drive(lesson, ["2", "e", set_value("#u1", "2"), "c", set_value("#u1", "3")], size=(80, 40), shots=False)
    assert "· your numbers" in app.panes[-1] and "u1  3.000000" in flat(app.panes[-1]).replace("*", "")
    app, screens = drive(lesson, ["2", "e", set_value("#u1", "2"), "c", "c"], size=(80, 40))
    assert "· your numbers" in app.panes[3] and "· the lesson's numbers" in app.panes[4] and "1.233154" in app.panes[4]
    assert "· your numbers" in app.panes[5]
    banner = "What if: your u in the fields, but the lesson's numbers below (c shows yours)."
    # the banner follows c
    assert banner not in flat(screens[3]) and banner in flat(screens[4]) and banner not in flat(screens[5])


def test_on_a_short_terminal_the_banner_is_one_line_that_follows_c(lesson) -> None:
    """Under 30 rows the banner is its short form on one line (the footer says the keys), and still follows c."""
    _, screens = drive(lesson, ["2", "e", set_value("#u1", "2"), "c", "c"], size=(80, 24))
    lines = [screen.splitlines()[0].strip() for screen in screens[2:]]
    assert lines == ["What if: numbers from your u"] * 2 + ["What if: lesson's numbers (c: yours)",
                                                           "What if: numbers from your u"]
    assert "c lesson or yours" in screens[3].splitlines()[-1] and "Esc close" in screens[3].splitlines()[-1]


def test_a_what_if_change_brings_its_numbers_into_view(lesson) -> None:
    """At 80×24 a u typed on b2 changed nothing in view: the pane showed b2's text, the numbers two pages below (an en
    learner's report). The first panel of changed numbers comes into view; a screen that shows one stays as it is."""
    changed = re.compile(r"\d\*")
    _, screens = drive(lesson, ["2", "e", set_value("#u1", "2"), "pageup", "down"], size=(80, 24))
    assert not changed.search(screens[2]) and changed.search(screens[3]), screens[3]  # [0]: before any key
    assert "Vectors, component by component · your numbers" in screens[3]
    assert not changed.search(screens[4]) and changed.search(screens[5])  # scrolled away, then ↓: back in view
    # closed, read from the top, opened again: yours again, and in view (a zh learner met the page's top, below it)
    _, again = drive(lesson, ["2", "e", set_value("#u1", "2"), "escape", "home", "e"], size=(80, 24))
    assert not changed.search(again[5]) and changed.search(again[6]), again[6]
    # with the what-if open, another state arrived at shows its changes too (an en learner met b1's text alone)
    async def to_pane(pilot):
        pilot.app.query_one("#pane").focus()

    app, moved = drive(lesson, ["2", "e", set_value("#u1", "2"), to_pane, "left"], size=(80, 24))
    assert "│ b1 · " in app.panes[-1][:300] and changed.search(moved[-1]), moved[-1]  # at b1, its changes in view
    _, wide = drive(lesson, ["2", "e", set_value("#u1", "2")], size=(120, 60))
    assert changed.search(wide[3]) and "Add u back, then LayerNorm gives z" in wide[3]  # already in view: not moved


@pytest.mark.parametrize("width", sampled([40, 80], (40,)))  # -m long: 80 too
def test_every_what_if_field_shows_its_whole_value(lesson, width) -> None:
    """−1.434875 is 9 cells: at 40 columns the fields take two rows, and no sign or digit is cut."""
    _, screens = drive(lesson, ["2", "e"], size=(width, 24))
    text = screens[-1]
    for value in ("1.170705", "0.649589", "-0.385419", "-1.434875"):
        assert re.search(rf"(^|\s){re.escape(value)}(\s|$)", text, re.M), (width, value)


def test_switches_say_their_state_in_plain_text_and_space_flips_them(lesson) -> None:
    """[ ] off, [x] on, readable with no colour; Space and Enter flip the switch in focus (Space once went to the
    next state)."""
    async def focus_switch(pilot):
        pilot.app.query_one("#no-relu").focus()
        await quiet(pilot)

    app, screens = drive(lesson, ["0", "e", focus_switch, "space", "enter", "space"], size=(80, 24))
    assert "[ ] no ReLU" in screens[2] and "[ ] W2 = b2 = 0" in screens[2]
    assert "[x] no ReLU" in screens[4] and "[ ] no ReLU" in screens[5] and "[x] no ReLU" in screens[6]
    assert app.stepper.current == "b0"  # Space never moved on
    no_relu = worked_mod.compute(lesson, relu=False)
    assert fixed(no_relu.vector("h")[2]) in app.panes[-1]  # h3 = a3, negative, without ReLU
    assert "h = a" in app.panes[-1] and "You switched ReLU off" in flat(app.panes[-1])


def test_w2_switch(lesson) -> None:
    async def w2_on(pilot):
        pilot.app.query_one("#zero-w2").value = True
        await quiet(pilot)

    app, _ = drive(lesson, ["2", "e", w2_on], shots=False)
    no_w2 = worked_mod.compute(lesson, without_w2=True)
    assert fixed(no_w2.vector("z")[0]) in app.panes[-1] and "1.233154" not in app.panes[-1]


def test_esc_closes_the_what_if_from_inside_a_field(lesson) -> None:
    """The banner names Esc; `e` is typed into a field as an exponent, so it is not the key that closes."""
    opened: list[bool] = []
    keys = ["2", "e", set_value("#u1", "2"), "e", record(lambda a: a.what_if_open, opened), "escape",
            record(lambda a: a.what_if_open, opened)]
    app, screens = drive(lesson, keys, size=(80, 40))
    assert opened == [True, False] and app.is_running is False
    assert "Esc closes" in flat(screens[2])
    assert "1.233154" in app.panes[-1]  # closed: the lesson's numbers again


def test_tab_moves_through_fields_and_switches(lesson) -> None:
    focused: list[str] = []
    probe = lambda app: str(app.focused.id)  # noqa: E731
    drive(lesson, ["2", "e", *[step for _ in range(6) for step in ("tab", record(probe, focused))]], shots=False)
    assert focused[:5] == ["u2", "u3", "u4", "no-relu", "zero-w2"]


def test_page_keys_scroll_the_state_from_inside_a_field(lesson) -> None:
    """At 40×16 the recomputed numbers lie below the fields: PgDn from a field shows them, and the field keeps the
    focus."""
    seen: list[tuple[str, float]] = []
    probe = lambda app: (str(app.focused.id), app.rendered.scroll_y)  # noqa: E731
    drive(lesson, ["2", "e", record(probe, seen), "pagedown", record(probe, seen), "pageup", record(probe, seen)],
          size=(40, 16), shots=False)
    (field, top), (still, down), (_, back) = seen
    assert field == still == "u1" and down > top and back < down


def test_a_what_if_field_that_is_not_a_number_keeps_the_last_numbers(lesson) -> None:
    marked = []

    async def type_junk(pilot):
        pilot.app.query_one("#u1").value = "-"
        await quiet(pilot)
        marked.append(pilot.app.query_one("#u1").has_class("-invalid"))

    app, _ = drive(lesson, ["2", "e", type_junk], shots=False)
    assert "1.233154" in app.panes[-1] and marked == [True]
    # the line quotes what the field holds now: after "-" then "-." it still said '-' is not a number
    _, screens = drive(lesson, ["2", "e", set_value("#u1", "-"), set_value("#u1", "-.")], size=(80, 24))
    assert "u1: '-.' is not a number." in screens[-1] and "'-' is" not in screens[-1]
    # at 40 columns the line under the fields that says so cut 读|懂 across two lines (then 读得出, read as odd; now
    # 有效): it wraps as prose
    _, screens = drive(lesson, ["2", "e", set_value("#u1", "")], size=(40, 16), lang="zh")
    rows = [row.strip() for row in screens[-1].splitlines()]
    said = next(k for k, row in enumerate(rows) if row.startswith("u1："))
    assert any("有效的" in row for row in rows[said : said + 2]), rows[said : said + 2]


def test_a_switch_flipped_while_a_field_cannot_be_read_works_on_the_last_u_read(lesson) -> None:
    """u1 typed "1.2.3", then "ReLU off" ticked: the switch showed ticked and the panels kept ReLU, under a line that
    says only that the numbers are the last readable u's (a learner concluded ReLU off changes nothing)."""
    app, _ = drive(lesson, ["0", "e", set_value("#u1", "1.2.3"), set_value("#no-relu", True)], shots=False)
    assert "[ReLU off]" in app.panes[-1] and "You switched ReLU off" in flat(app.panes[-1])
    assert "1.170705" in app.panes[-1]  # the u last read: the course's
    app, _ = drive(lesson, ["0", "e", set_value("#u1", "1.2.3"), set_value("#no-relu", True),
                            set_value("#no-relu", False)], shots=False)
    assert "[ReLU off]" not in app.panes[-1] and "[ReLU]" in app.panes[-1]


def test_r_in_a_field_says_the_typed_u_is_gone(lesson) -> None:
    """r works from inside a field (a key of the what-if's): "0.5r" put the lesson's u back over the learner's, with
    no word, and the banner still said "numbers from your u"."""
    values = []

    async def read_u1(pilot):
        values.append(pilot.app.query_one("#u1").value)

    app, _ = drive(lesson, ["2", "e", "0", ".", "5", read_u1, "r", read_u1], app_class=noting(), shots=False)
    assert values == ["0.5", "1.170705"]
    said = " ".join(note.message for note in app.notified)
    assert "r: u and both switches are the lesson's again; the u you typed is gone." in " ".join(said.split())
    # with nothing typed, nothing is said to be gone (a zh learner pressed r on the lesson's u)
    app, _ = drive(lesson, ["2", "e", "r"], app_class=noting(), shots=False)
    said = " ".join(" ".join(note.message for note in app.notified).split())
    assert "r: u and both switches are the lesson's already." in said and "gone" not in said


def test_the_line_under_a_field_that_cannot_be_read_follows_c(lesson) -> None:
    """u1 emptied, then c: the line under the fields still said "The numbers below are still those of the last u
    that could be read" under a banner saying the lesson's numbers show (a learner's report)."""
    _, screens = drive(lesson, ["2", "e", set_value("#u1", ""), "c", "c"], size=(100, 30))
    stale = "u1: nothing was typed. The numbers below are still those of the last u that could be read."
    course = ("u1: nothing was typed. The numbers below are the lesson's; c shows those of the last u that could be "
              "read.")
    assert stale in flat(screens[-3]) and course not in flat(screens[-3])
    assert course in flat(screens[-2]) and "still those of the last u" not in flat(screens[-2])
    assert stale in flat(screens[-1])


def test_typing_and_backspace_keep_their_order(lesson) -> None:
    """Keys typed fast, Backspace among them: the field holds exactly what was typed (it once read 00.1)."""
    keys = [*"0.123456", "backspace", "backspace", "backspace", "9"]
    values: list[str] = []
    app, _ = drive(lesson, ["2", "e", set_value("#u1", ""), lambda pilot: press(pilot, *keys), value_of("#u1", values)],
                   shots=False)
    assert values == ["0.1239"]
    assert fixed(mine(lesson, u1=0.1239).vector("z")[0]) in app.panes[-1]


def test_a_paste_is_read_whole_by_the_number_reader(lesson) -> None:
    """A pasted number replaces the field; a paste with an escape sequence in it is refused, and says why."""
    values: list[str] = []
    app, screens = drive(lesson, ["2", "e", paste("０．５"), paste("0.5\x1b[31~"), value_of("#u1", values)],
                         size=(100, 30))
    assert values == ["0.5"]  # the first paste, read as 0.5; the second changed nothing
    assert "u1: '0.5\\x1b[31~' is not a number." in flat(screens[-1])
    assert fixed(mine(lesson, u1=0.5).vector("z")[0]) in app.panes[-1]


def test_an_out_of_range_value_marks_the_numbers_as_stale(lesson) -> None:
    """2e7 in a field: the numbers stay those of the last readable u, and the screen says so, naming the field."""
    app, screens = drive(lesson, ["2", "e", set_value("#u3", "2e7")], size=(100, 30))
    assert ("u3: 2e7 is out of range (keep within ±1,000,000). The numbers below are still those of the last u that"
            " could be read.") in flat(screens[-1])
    assert "1.233154" in app.panes[-1]  # the course's z1: nothing was recomputed from 2e7


def test_the_sentences_follow_the_numbers(lesson) -> None:
    """u3 = 0.5 in b5: z3 is positive now, so the note that z3 and z4 are still negative is held back, and the
    residual panel shows the truth."""
    ours = mine(lesson, u3=0.5)
    assert ours.vector("z")[2] > 0  # the premise
    app, _ = drive(lesson, ["5", "e", set_value("#u3", "0.5")], shots=False)
    before, after = flat(app.panes[1]), flat(app.panes[-1])
    assert "z3 and z4 are still negative" in before
    assert "z3 and z4 are still negative" not in after
    assert "left out here: 1 of the notes, about the lesson's numbers" in after
    assert fixed(ours.vector("z")[2]) in after


def test_the_why_window_says_whose_numbers(lesson) -> None:
    async def ask_z1(pilot):
        await press(pilot, "w")
        await quiet(pilot)
        await press(pilot, *"z1", "enter")

    _, screens = drive(lesson, ["2", "e", set_value("#u1", "2"), "escape", ask_z1], size=(100, 40))
    assert "Eachstep:theformula,thenthelesson'snumbers" in window_text(screens[-1])  # closed: the course's again
    async def why_now(pilot):
        pilot.app.action_why()
        await quiet(pilot)

    _, open_screens = drive(lesson, ["2", "e", set_value("#u1", "2"), why_now, lambda p: press(p, *"z1", "enter")],
                            size=(100, 40))
    # the given is yours
    assert "thenyournumbersinit" in window_text(open_screens[-1]) and "u1=2.000000" in window_text(open_screens[-1])
    # whose numbers, said as a fact: "What if: type your own u" read as an instruction in a box asking for a name
    assert "Whatif:numbersfromyouru" in window_text(open_screens[-1]) and "typeyourownu" not in \
        window_text(open_screens[-1])


def test_the_footer_follows_the_focus_on_a_switch_and_after_a_window_closes(lesson) -> None:
    """A learner closed the why window and the footer still offered ↑ ±0.1 (its name field's keys) while the arrows
    moved between states; on a switch it offered ↑ ±0.1, which changes no switch."""
    _, screens = drive(lesson, ["e", *["tab"] * 4, "tab", "tab", "w", "escape"], size=(80, 24))
    on_switch, on_pane, closed = screens[6].splitlines()[-1], screens[7].splitlines()[-1], screens[-1].splitlines()[-1]
    assert "±0.1" not in on_switch and "c lesson or yours" in on_switch
    assert "→ next" in on_pane and "±0.1" not in on_pane
    assert closed == on_pane  # the window closed: the page's keys again
    # the pane's Tab stop had shown nothing at 80 columns (a learner typed into the wrong field): a bar at its left
    bar = [any(line.startswith("▌") for line in screens[k].splitlines()) for k in (1, 6, 7)]
    assert bar == [False, False, True]  # in u1, on a switch, on the pane


def test_keys_in_one_burst_edit_a_field_in_the_order_they_come(lesson) -> None:
    """Backspaces then digits in one read left the field empty about one time in three: each Backspace reached
    Textual's binding check only after bubbling up to the app, after the digits typed behind it, and ate them."""
    from tuidrive import burst

    values: list[str] = []
    field = value_of("#u2", values)
    app, _ = drive(lesson, ["e", "tab", burst(*["backspace"] * 10, *"-0.8"), field,
                            burst("backspace", "backspace", "5", "left", "1"), field], start="b2", shots=False)
    assert values == ["-0.8", "-015"] and app.stepper.current == "b2"  # ← moved the cursor back over the 5 first
    # Tab in a burst: "1 Tab 2 Tab 3 Tab 4" gave u1 = 1234; the focus moves before the keys behind it are handed on
    typed: list[str] = []
    drive(lesson, ["e", burst("backspace", *"1", "tab", "backspace", "2", "tab", "backspace", "3"),
                   *(value_of(f"#u{j}", typed) for j in (1, 2, 3))], start="b2", shots=False)
    assert typed == ["1", "2", "3"], typed
    # `e` and what follows in one read: the field has the focus before the next key comes ("e 2" moved to b2)
    opened: list[str] = []
    app, _ = drive(lesson, [burst("e", "backspace", "2", "tab", "backspace", "3"), value_of("#u1", opened),
                            value_of("#u2", opened)], start="b4", shots=False)
    assert opened == ["2", "3"] and app.stepper.current == "b4", (opened, app.stepper.current)
    # after `r` a field is selected whole again, as when the what-if opened: "5" had gone in after the minus sign
    restored: list[str] = []
    drive(lesson, ["e", "tab", "tab", "tab", burst("backspace", "9"), "r", "5", value_of("#u4", restored)],
          start="b2", shots=False)
    assert restored == ["5"], restored
    # the keys' window closed, the focus is back in the field it left: it had gone to the pane, a digit to 0–9
    focus: list[str] = []
    drive(lesson, ["e", "tab", "tab", "tab", "question_mark", "escape", record(lambda a: a.focused.id, focus)],
          start="b2", shots=False)
    assert focus == ["u4"], focus
    names: list[str] = []  # every line typed into does so: why's name, like predict's and the test's answer lines
    drive(lesson, ["w", burst(*"z9", "backspace", "1"), record(lambda a: a.screen.query_one("#why-name").value, names)],
          shots=False)
    assert names == ["z1"]


def test_a_what_if_page_says_it_works_as_by_hand_and_does(lesson) -> None:
    """A learner who kept every digit found var 1.581248 where the page said 1.581249 and no word why: the page
    says each stage is worked from the one before as shown, and its variance is the one the shown s and mean give."""
    from conftest import invoke

    said = invoke(None, "--plain", "step", "--from", "b2", input="e 1.270705,0.649589,-0.385419,-1.434875\nq\n")
    out = said.stdout.replace("−", "-")
    assert "(your numbers: each stage is worked from the one before as shown, to 6 decimals, as by hand)" in out
    s = [float(x) for x in re.findall(r"\bs\d = (-?\d+\.\d{6})", out)[-4:]]
    mean = float(re.findall(r"\bmean = (-?\d+\.\d{6})", out)[-1])
    var = float(re.findall(r"\bvariance = (-?\d+\.\d{6})", out)[-1])
    assert fixed(sum((x - mean) ** 2 for x in s) / len(s)) == fixed(var) == "1.581249"


def test_c_and_r_with_the_what_if_closed_say_where_they_work(lesson) -> None:
    """c with the what-if closed did nothing and said nothing; it now says that c and r work in the what-if."""
    app, _ = drive(lesson, ["c", "r"], app_class=noting(), shots=False)
    assert [n.message for n in app.notified] == ["c and r work while the what-if is open: e opens it."] * 2


def test_a_letter_typed_in_a_field_is_refused_and_said_and_q_does_not_quit(lesson) -> None:
    """A learner typed 1.2 then q by mistake: r45 quit and the u typed was gone. A field takes every character but
    the keys its banner names; one no number has is refused, and the line under the fields says so."""
    values: list[str] = []
    keys = ["2", "e", "1", ".", "2", "q", value_of("#u1", values), "x", "Q", "5", value_of("#u1", values)]
    app, screens = drive(lesson, keys, size=(100, 30))
    assert app.is_running is False and values == ["1.2", "1.25"]  # ran to the end of the keys: the test ended it
    said = flat(screens[6])
    assert "'q' cannot be part of a number and was left out of u1. Outside the fields it may be a key: Esc closes " \
        "the what-if, and Tab moves on through the fields to the state." in said
    assert "'x' cannot be part" in flat(screens[8]) and "'Q' cannot be part" in flat(screens[9])
    # 5 went in, and the refusal stays, still true: "2/3" typed at once had read 23, the refusal of / gone with the 3
    assert "'Q' cannot be part of a number and was left out of u1." in flat(screens[10])
    assert "q quit" not in screens[6].splitlines()[-1]  # the footer: in a field, q is no key


def test_a_refusal_goes_when_the_focus_leaves_its_field(lesson) -> None:
    """'x' typed in u1 was refused, and the refusal stood on after Tab, `w` and `c`, in place of the switches."""
    _, screens = drive(lesson, ["2", "e", "x", "tab"], size=(100, 30))
    assert "'x' cannot be part" in flat(screens[-2]) and "cannot be part" not in flat(screens[-1])
    assert "no ReLU" in screens[-1]
    _, screens = drive(lesson, ["2", "e", "-", "tab", "x", "tab"], size=(100, 30))  # the line said more before
    assert "cannot be part" not in flat(screens[-1])
    assert "u1: '-' is not a number. The numbers below are still those of the last u that could be read." in \
        flat(screens[-1])


def test_a_refusal_goes_once_its_field_is_mended_and_stays_while_typing_goes_on(lesson) -> None:
    """'x' refused in u1, then u1 cleared and 1e6 typed: the numbers followed 1e6, and "'x' cannot be part" stood on
    until Tab. A deletion mends it; a character typed after the refusal keeps it ("2/3" reads 23, and says why)."""
    _, screens = drive(lesson, ["2", "e", "2", "x", "3", "backspace", "backspace", "1"], size=(100, 30))
    assert "'x' cannot be part" in flat(screens[-4])  # after the 3: 23 stands, and the line says why
    assert all("cannot be part" not in flat(screen) for screen in screens[-3:])


def test_a_refusal_goes_with_r_and_c_which_change_what_it_spoke_of(lesson) -> None:
    """'x' refused in u1 was still said after r had put the lesson's u back, and after c (a learner's report)."""
    for key in ("r", "c"):
        _, screens = drive(lesson, ["2", "e", "5", "x", key], size=(100, 30))
        assert "'x' cannot be part" in flat(screens[-2]) and "cannot be part" not in flat(screens[-1]), key


def test_a_space_refused_is_said_as_a_space(lesson) -> None:
    _, screens = drive(lesson, ["2", "e", "space"], lang="zh", size=(100, 30))
    assert "空格不能写进数里，没有写进 u1。" in flat(screens[-1])  # “ ” had been read as nothing


def test_a_refused_character_keeps_the_line_that_says_a_field_cannot_be_read(lesson) -> None:
    """u1 held "-" (no number yet), then q was typed in u2: the refusal took the line that said why nothing below
    followed u2's 5, and the panel's course numbers stood unexplained."""
    _, screens = drive(lesson, ["2", "e", "-", "tab", "5", "q"], size=(100, 30))
    said = flat(screens[-1])
    assert "'q' cannot be part of a number and was left out of u2." in said
    assert "u1: '-' is not a number. The numbers below are still those of the last u that could be read." in said


def test_the_what_if_opened_again_has_your_u_and_your_numbers(lesson) -> None:
    """Closed and opened again, the fields had the lesson's u and the panels the lesson's numbers, under a banner
    saying "your u": the u typed was lost. Closing shows the lesson's numbers; opening again, yours as last set."""
    kept: list[str] = []
    field = value_of("#u3", kept)
    app, _ = drive(lesson, ["2", "e", set_value("#u3", "0.1"), "escape", field, "e", field], shots=False)
    own = mine(lesson, u3=0.1)
    assert "· your numbers" in app.panes[3] and fixed(own.vector("z")[0]) in app.panes[3]
    assert "your numbers" not in app.panes[4] and "1.233154" in app.panes[4]  # closed: the course's
    assert kept == ["0.1", "0.1"]
    assert "· your numbers" in app.panes[-1] and fixed(own.vector("z")[0]) in app.panes[-1]  # opened: yours again


def test_a_whole_u_pasted_into_one_field_fills_every_field(lesson) -> None:
    """`0.5, 0.2, -0.1, -0.6` pasted into u1 was refused ("is not a number") where line mode's `e` takes it: each
    number goes to its own field. Three numbers are still refused, said of the field pasted into."""
    values: list[str] = []
    fields = [value_of(f"#u{j}", values) for j in range(1, 5)]
    app, screens = drive(lesson, ["2", "e", paste("0.5, 0.2, -0.1, -0.6"), *fields, paste("1 2 3", "#u2"), *fields],
                         size=(100, 30))
    assert values == ["0.5", "0.2", "-0.1", "-0.6"] * 2
    assert fixed(mine(lesson, u1=0.5, u2=0.2, u3=-0.1, u4=-0.6).vector("z")[0]) in app.panes[3]
    assert "u2: '1 2 3' is not a number." in flat(screens[-1])


def test_w_in_a_field_asks_where_a_number_comes_from_and_leaves_the_field_as_it_was(lesson) -> None:
    """In u1, `w` was refused as no part of a number, then "z1" typed after it for the why window went into the
    field: the z refused, and the 1 replaced u1 (1.370705 became 1). No number has a w: it opens the window."""
    kept: list[str] = []
    _, screens = drive(lesson, ["2", "e", set_value("#u1", "1.370705"), "w", *"z1", "enter", "escape",
                                value_of("#u1", kept)], size=(100, 30))
    assert "Where z1 comes from" in flat(screens[-3]) and "your numbers in it" in flat(screens[-3])
    assert kept == ["1.370705"]


def test_a_u_typed_with_commas_fills_the_fields_in_turn(lesson) -> None:
    """"0.5, 0.2, -0.1, -0.6" typed (not pasted) into u1: each comma was refused and the numbers ran together,
    "0.50.2-0.1-0.6". A comma goes on to the next field, as line mode's `e 0.5,0.2,-0.1,-0.6` reads it."""
    values: list[str] = []
    fields = [value_of(f"#u{j}", values) for j in range(1, 5)]
    app, _ = drive(lesson, ["2", "e", burst(*"0.5, 0.2, -0.1, -0.6"), *fields], size=(100, 30), shots=False)
    drive(lesson, ["2", "e", *"0.5，0.2、-0.1;-0.6", *fields], size=(100, 30), shots=False)  # a key at a time too
    assert values == ["0.5", "0.2", "-0.1", "-0.6"] * 2
    assert fixed(mine(lesson, u1=0.5, u2=0.2, u3=-0.1, u4=-0.6).vector("z")[0]) in app.panes[-1]


def test_a_comma_in_the_last_field_is_refused_and_said(lesson) -> None:
    """In u4 a comma went on to the "no ReLU" switch: "1,5" typed (a decimal comma) left u4 = 1, the 5 lost on the
    switch, and "3,9" typed fast made 739, with nothing said either way. It is refused, and the line says why."""
    values: list[str] = []
    focus: list[str | None] = []
    where = record(lambda app: app.screen.focused.id, focus)
    for keys in (["1", ",", "5"], [burst("1", ",", "5")]):
        _, screens = drive(lesson, ["2", "e", "tab", "tab", "tab", set_value("#u4", ""), *keys, where,
                                    value_of("#u4", values)], size=(100, 30))
        assert "u4 is the last component, so the comma was left out: digits typed after it join this number. A " \
            "decimal takes a point: 1.5." in flat(screens[-1])
    assert values == ["15", "15"] and focus == ["u4", "u4"]
    # in u1 the comma goes on, as it does for a u typed whole, and says so: "0,5" had made u1 0 and u2 5, unsaid
    _, screens = drive(lesson, ["2", "e", set_value("#u1", ""), "0", ",", "5"], size=(100, 30))
    assert "A comma goes on to the next field: u2 now. A decimal takes a point: 1.5." in flat(screens[-1])


def test_a_digit_on_the_state_while_the_what_if_is_open_stays_and_says_why(lesson) -> None:
    """Tab past the last switch leads to the state, where 0.3 typed for a field went to b0, then b3 (two learners).
    With the what-if open a digit changes no state and says so; the footer offers no digits; Esc, then a digit,
    changes the state as before."""
    arrived: list[str] = []
    focus: list[str | None] = []
    app, screens = drive(lesson, ["2", "e", *["tab"] * 6, record(lambda app: app.screen.focused.id, focus), "0", ".",
                                  "3"], size=(100, 30), arrived=arrived, app_class=noting())
    assert arrived == ["b4", "b2"] and focus == ["pane"]
    assert " ".join(app.notified[-1].message.split()) == "3 did not change the state: while the what-if is open, " \
        "digits are for its fields (Tab or ⇧Tab leads to them); → and ← change the state, and so do the digits once " \
        "Esc has closed the what-if."
    app, _ = drive(lesson, ["2", "e", *["tab"] * 4, "7"], size=(100, 30), arrived=arrived, app_class=noting())
    _, screens = drive(lesson, ["e", "escape"], size=(100, 30))  # at the default, the route by 0 is offered only
    assert ["or press 0 to start at b0" in flat(s) for s in screens] == [True, False, True]  # where 0 goes there
    assert app.notified[-1].message.startswith("7 did not change the state") and arrived[-1] == "b2"  # on a switch
    assert "0–5" not in screens[-1].splitlines()[-1]
    drive(lesson, ["2", "e", "escape", "3"], arrived=arrived)
    assert arrived[-1] == "b3"


def test_home_and_end_on_the_state_scroll_at_once(lesson) -> None:
    """Home and End on the state glided for most of a second (Textual's own), and keys pressed meanwhile acted on a
    page on the way (a learner's report): they go at once, as they do from a switch and in every window."""
    seen: list[tuple[float, float]] = []
    where = record(lambda app: (app.rendered.scroll_y, app.rendered.max_scroll_y), seen)
    drive(lesson, ["end", where, "home", where], start="b2", size=(80, 24), shots=False)
    (bottom, most), (top, _) = seen
    assert most > 0 and bottom == most and top == 0


def test_home_and_end_on_a_switch_scroll_the_state(lesson) -> None:
    """On the "no ReLU" switch Home and End did nothing, though the help says they go to the top and the bottom; in a
    field they stay the cursor's."""
    seen: list[tuple[float, float, str | None]] = []

    async def look(pilot) -> None:
        pane = pilot.app.rendered
        seen.append((pane.scroll_y, pane.max_scroll_y, pilot.app.screen.focused.id))

    drive(lesson, ["e", "tab", "tab", "tab", "tab", "end", look, "home", look], size=(40, 16), shots=False)
    (bottom, most, on), (top, _, _) = seen
    assert on == "no-relu" and most > 0 and bottom == most and top == 0
    seen.clear()
    drive(lesson, ["e", "end", look], size=(40, 16), shots=False)
    assert seen[0][0] == 0 and seen[0][2] == "u1"


def test_a_narrow_what_if_footer_says_how_to_reach_the_other_fields(lesson) -> None:
    """At 40 columns the footer under the what-if said w, ↑↓, Esc and ?: nothing said how to reach u2, u3, u4 or
    the switches without opening the help (a learner's report)."""
    for lang, tab in (("en", "Tab fields"), ("zh", "Tab 下一项")):
        _, screens = drive(lesson, ["e"], lang=lang, size=(40, 16))
        footer = screens[-1].splitlines()[-1]
        assert tab in footer and "Esc" in footer, footer


def test_l_and_t_work_from_inside_a_field_as_the_help_says(lesson) -> None:
    """In a what-if field l and t were refused ("'t' cannot be part of a number"), where the help lists them: no
    number has either letter, so they act there as everywhere."""
    values: list[str] = []
    app, screens = drive(lesson, ["2", "e", "3", "t", "l", "4", value_of("#u1", values)], size=(120, 40))
    assert not any("cannot be part" in flat(screen) for screen in screens)
    assert screens[3] != screens[2] and screens[4] != screens[3]  # the question, then the list, changed
    assert app.stepper.current == "b2" and values == ["34"]  # the field kept the focus: 4 had moved to b4


def test_the_end_of_the_path_with_the_what_if_open_offers_no_digit(lesson) -> None:
    """→ at b5 with the what-if open said "0 to the start", and 0 was then refused: its fields take digits. The
    notice offers d, which works there (the first → shows the end of the pane, the second says so)."""
    arrived: list[str] = []
    app, _ = drive(lesson, ["5", "e", *["tab"] * 6, "right", "right", "d"], size=(100, 30), arrived=arrived,
                   app_class=noting())
    said = [" ".join(n.message.split()) for n in app.notified]
    assert "This is the end of the path (b5): p or the left arrow goes back, d to the default, q quits." in said, said
    assert arrived[-1] == "b4"


def test_a_nudge_leaves_the_cursor_at_the_end_and_an_arrow_at_an_edge_says_how_to_change_the_state(lesson) -> None:
    """↑ on "2" read "2.1" with the cursor after the 2: a digit typed next went inside it, and Backspace left ".1".
    → at a field's end did nothing, said nothing, where a learner wanted to follow their u along the path."""
    values: list[str] = []
    _, screens = drive(lesson, ["2", "e", set_value("#u1", ""), lambda pilot: press(pilot, "2", "up", "5"),
                                value_of("#u1", values), "right"], size=(100, 30))
    assert values == ["2.15"]
    assert "In u1, → and ← move the cursor; to change the state with your numbers, go to the state first (Tab or " \
        "⇧Tab; Esc closes the what-if, back to the lesson's)." in flat(screens[-1])
    assert "In u1, →" not in flat(screens[-2])
