"""Spot and the test in the full screen (tui/dialogue.py), driven through the pilot: every line of every page can be
scrolled to, Home reaches the very top, the score shows when the test ends and stays on the terminal after."""

from __future__ import annotations

import asyncio
import zlib

import pytest
from conftest import invoke
from tuidrive import press, quiet, resize_now, screen_text

from r45cli import assess, spot
from r45cli.tui.dialogue import DialogueApp, kept
from r45cli.view import exercises


def squash(text: str) -> str:
    """The screen's text with no spaces, line breaks or scrollbar thumb (at a line's end: █)."""
    return "".join("".join(line.rstrip(" █") for line in text.splitlines()).split())


def drive_test(lesson, lang: str, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """The test's ten items skipped; then what the screen showed at the end, after Home, and the whole log read
    page by page from the top with PgDn; and the app."""
    from textual.containers import VerticalScroll

    app = DialogueApp(assess.Testing(lesson, "A", post=False), lambda e: exercises.test_event(e, lang, lesson), lang)
    seen: dict[str, object] = {}

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await quiet(pilot)
            seen["opened"] = screen_text(app)
            for k in range(10):
                app.query_one("#dialogue-answer").value = "s"
                await press(pilot, "enter")
                if k == 0:
                    seen["second"] = screen_text(app)
            seen["end"] = screen_text(app)
            for _ in range(3):
                await press(pilot, "down")
            await press(pilot, "home")
            body = app.query_one(VerticalScroll)
            seen["home"], seen["home_y"] = screen_text(app), body.scroll_y
            pages = [screen_text(app)]
            while body.scroll_y < body.max_scroll_y:
                await press(pilot, "pagedown")
                pages.append(screen_text(app))
            seen["all"], seen["bottom"] = "\n".join(pages), pages[-1]
            while body.scroll_y > 0:
                await press(pilot, "pageup")
            seen["pgup"] = screen_text(app)

    asyncio.run(main())
    return seen, app


def test_the_tests_score_and_every_line_above_it_can_be_reached(lesson) -> None:
    """80×24 in English: after item 10 PgUp stopped at "Answers and solutions" and the score was out of reach."""
    seen, app = drive_test(lesson, "en", (80, 24))
    assert "Score: 0 of 100" in seen["end"] and "By skill:" in seen["end"]  # the results open at their top
    assert seen["home_y"] == 0 and "Test (form A, before practice)" in seen["home"]
    assert "Test (form A, before practice)" in seen["pgup"]
    whole = squash(str(seen["all"]))
    for said in ("item1of10", "item10of10", "Score:0of100", "Byskill:", "Answersandsolutions", "10.", "block'sx."):
        assert said in whole, said


def test_the_test_in_zh_at_40_by_16(lesson) -> None:
    """40×16 in Chinese: Up, PgUp and Home stopped at a row of the skill table, the score's header hidden."""
    seen, _ = drive_test(lesson, "zh", (40, 16))
    # each item opens at its first line (it opened at its end: u and the question above the window, W2 below)
    assert "第1题（共10题）" in squash(str(seen["opened"])) and "第2题（共10题）" in squash(str(seen["second"]))
    # the answer line says the item goes on below (its W1, W2 had lain out of sight, said by a scrollbar alone)
    assert "▼下面还有（↓或PgDn）" in squash(str(seen["opened"]))
    # what was typed stays above what it brought, as in the predict window (a learner missed it in the log)
    assert "> s" in [line.strip(" █") for line in str(seen["second"]).splitlines()]
    assert seen["home_y"] == 0 and "测试（A卷，练习之前）" in squash(str(seen["home"]))
    # at the end of the log, its field says there is more above (only a scrollbar had said so: a learner's report)
    assert "▲上面还有（↑或PgUp）" in squash(str(seen["bottom"])) and "▲" not in str(seen["home"])
    assert "▲▼上下都还有（↑↓）" in squash(str(seen["all"]))  # in between, both ways (it had said "below" alone)
    # the window opens on its title: its first of 16 rows had been a blank line, the page's lead (a learner's report)
    assert str(seen["opened"]).splitlines()[0].strip(" █").startswith("测试（A 卷")
    assert str(seen["home"]).splitlines()[0].strip(" █").startswith("测试（A 卷")
    assert "得分：0（满分100；10题中对了0题）" in squash(str(seen["end"]))
    whole = squash(str(seen["all"]))
    # a page may end between the score's two lines: each is looked for alone
    assert all(said in whole for said in ("得分：0", "（满分100；10题中对了0题）", "按技能：", "残差把u带过0%第8题"))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_answer_fields_words_fit_40_columns(lesson, lang) -> None:
    """At 40×16 the answer line read "your answer (Enter sends it, Esc", its way out cut off (a learner's report)."""
    from r45cli.messages import M, say

    app = DialogueApp(assess.Testing(lesson, "A", post=False), lambda e: exercises.test_event(e, lang, lesson), lang)

    async def main() -> str:
        async with app.run_test(size=(40, 16)) as pilot:
            await quiet(pilot)
            return screen_text(app)

    assert squash(say(M.dialogue_placeholder, lang)) in squash(asyncio.run(main()))


def spotting(lesson, state: str, seed: int) -> DialogueApp:  # type: ignore[no-untyped-def]
    """Spot in Chinese in the full screen, drawn as `r45 --lang zh spot STATE --seed SEED` draws it."""
    ex = spot.exercise(lesson, state, (zlib.crc32(f"spot:{state}".encode()), seed))
    return DialogueApp(spot.Spotting(ex), lambda event: exercises.spot_event(event, "zh"), "zh")


def test_spot_at_40_by_16_keeps_its_title_and_first_line(lesson) -> None:
    """`r45 --lang zh spot b2 --seed 5` at 40×16 lost its title and first instruction line; then it opened at its
    end, as the test did, so a learner met the question before the lines it asks about."""
    from textual.containers import VerticalScroll

    app = spotting(lesson, "b2", 5)
    seen: list[str] = []

    async def main() -> None:
        async with app.run_test(size=(40, 16)) as pilot:
            await quiet(pilot)
            seen.append(screen_text(app))  # opened at its first line
            await press(pilot, "end")
            seen.append(screen_text(app))  # the question at the end, above the answer line
            await press(pilot, "home")
            app.query_one("#dialogue-answer").value = "s3"
            await press(pilot, "end")  # with text typed, End moves the cursor and leaves the log where it is
            seen.append(str(app.query_one(VerticalScroll).scroll_y))

    asyncio.run(main())
    assert "找出错处：b2" in squash(seen[0]) and "下面的解法是用新抽的数算的" in squash(seen[0])
    assert "第一行错的是哪一行" in squash(seen[1])
    assert seen[2] == "0.0" or seen[2] == "0"


def test_no_line_runs_into_the_scrollbar(lesson) -> None:
    """At 80×24 spot's first instruction ran to the scrollbar's edge ("…按那一步██"): the log's padding lies outside
    the scrollbar. Every page keeps a blank cell before it, on every row the bar passes."""
    from textual.containers import VerticalScroll

    app = spotting(lesson, "b0", 0)
    rows: list[str] = []

    async def main() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await quiet(pilot)
            body = app.query_one(VerticalScroll)
            rows.extend(screen_text(app).splitlines())
            while body.scroll_y < body.max_scroll_y:
                await press(pilot, "down")
                rows.extend(screen_text(app).splitlines())

    asyncio.run(main())
    beside = [row.rstrip()[:-2] for row in rows if row.rstrip().endswith("██")]
    assert len(beside) > 20 and not [text for text in beside if text.strip() and not text.endswith(" ")], beside


class Terminal:
    """What a session prints, page by page."""

    def __init__(self) -> None:
        self.pages: list = []

    def show(self, page, *, first: bool = True) -> None:  # type: ignore[no-untyped-def]
        self.pages.append(page)


def test_the_score_stays_on_the_terminal_after_the_full_screen(lesson) -> None:
    """Enter after the results closed the full screen and took the score with it: the last page is printed after."""
    from r45cli.view.model import Para

    seen, app = drive_test(lesson, "en", (80, 24))
    terminal = Terminal()
    kept(terminal, app)  # type: ignore[arg-type]
    (results,) = terminal.pages
    said = [block.text for block in results if isinstance(block, Para)]
    assert said[0] == "Score: 0 of 100 (0 of the 10 items right)" and "Answers and solutions" in said
    unfinished = DialogueApp(assess.Testing(lesson, "A", post=False), lambda e: exercises.test_event(e, "en", lesson),
                             "en")
    left = Terminal()
    kept(left, unfinished)  # type: ignore[arg-type]
    assert left.pages == []  # left before the end: nothing to keep


def test_a_vector_cut_short_says_which_component(runner) -> None:
    """The test's z, four numbers with the last to 5 decimals, read "You gave 5 of 6 decimals" without saying which;
    a name at the start of the sentence was capitalised too ("Z4")."""
    typed = "s\ns\ns\n-0.193077 -0.777274 1.686791 -0.71644\nq\n"  # form A's z, z4 short
    assert "Fewer than 6 decimals at z4; every number of the vector needs all 6, worked out (zeros added on may " \
        "not be right)." \
        in " ".join(invoke(runner, "test", input=typed).stdout.split())
    assert "小数不足 6 位的分量：z4；向量里每个数都要算出全部 6 位小数（末尾补 0 未必对）。" \
        in invoke(runner, "--lang", "zh", "test", input=typed).stdout


def test_a_line_not_read_as_an_answer_stays_in_the_field(lesson) -> None:
    """As in predict mode: a line spot could not read (no line of its solution is called that) stays in the field,
    the cursor at its end: End mends it, a line typed after it is taken alone ("0.08312" refused, then "0.083117"
    typed, had read "0.083120.083117"); one that was read empties it."""
    app = spotting(lesson, "b2", 5)
    kept: list[str] = []
    echoed: list[str] = []

    async def main() -> None:
        async with app.run_test(size=(40, 16)) as pilot:
            field = app.query_one("#dialogue-answer")
            await quiet(pilot)
            await press(pilot, *"s9x", "enter")
            kept.append(field.value)
            await press(pilot, "end", "backspace", "backspace", "1")  # mended: s1
            kept.append(field.value)
            await press(pilot, "enter")  # s1: a line of the solution, right or not
            kept.append(field.value)
            await press(pilot, *"s9x", "enter", *"s1", "enter")  # typed after it: s1 alone (no slip either: kept)
            kept.append(field.value)
            echoed.append(" ".join(screen_text(app).split()))

    asyncio.run(main())
    assert kept == ["s9x", "s1", "", "s1"], kept
    assert "s9xs1" not in echoed[0] and "> s1 “s1”" in echoed[0], echoed


def test_a_number_asked_again_is_finished_or_typed_anew_after_it() -> None:
    """"0.5648" asked again for six decimals: a learner typed "09" to finish it, and the field, selected, became
    "09"; typed anew after the kept line, "0.56480.564809" is the new line alone."""
    from r45cli.tui.widgets import TypedInput

    field = TypedInput()
    for left, sent, meant in (("0.5648", "0.564809", "0.564809"), ("0.5648", "0.56480.564809", "0.564809"),
                              ("1.2, 0.5", "1.2, 0.5, 0.3", "1.2, 0.5, 0.3"),
                              ("1.2, 0.5", "1.2, 0.51.2, 0.5, 0.3", "1.2, 0.5, 0.3"),
                              ("0.5648", "0.5649", "0.5649"), ("s9x", "s9xs1", "s1"), ("", "abc", "abc")):
        field.kept = left
        assert field.meant(sent) == meant, (left, sent)
        assert field.kept == ""


def test_a_resize_keeps_the_line_read_at_the_top(lesson) -> None:
    """The test's results read from their top at 40×16; after a resize to 80×40 the view had jumped to the middle
    of solution 1, ten PgUps away."""
    app = DialogueApp(assess.Testing(lesson, "A", post=False), lambda e: exercises.test_event(e, "en", lesson), "en")
    tops: list[str] = []

    async def main() -> None:
        async with app.run_test(size=(40, 16)) as pilot:
            await quiet(pilot)
            for _ in range(10):
                app.query_one("#dialogue-answer").value = "s"
                await press(pilot, "enter")
            tops.append(" ".join(screen_text(app).split()[:8]))
            for size in ((80, 40), (40, 16), (120, 30)):
                await resize_now(pilot, *size)
                await quiet(pilot)
                tops.append(" ".join(screen_text(app).split()[:8]))

    asyncio.run(main())
    assert tops[0].startswith("> s Score: 0 of 100") and len(set(tops)) == 1, tops


def test_a_resize_mid_question_keeps_the_question_over_the_field_and_says_what_is_below(lesson) -> None:
    """At item 2, 80×24 to 40×16 showed item 1's W2 table over the field, item 2's question two pages below; and
    "more below" kept the old size's word (there at 40×100 with all in view, missing at 40×16 with 60 lines below)."""
    app = DialogueApp(assess.Testing(lesson, "A", post=False), lambda e: exercises.test_event(e, "en", lesson), "en")
    seen: list[tuple[str, str]] = []

    async def main() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            field = app.query_one("#dialogue-answer")
            await quiet(pilot)
            field.value = "s"
            await press(pilot, "enter")
            for size in ((40, 16), (40, 100), (40, 16)):
                await resize_now(pilot, *size)
                await quiet(pilot)
                seen.append((screen_text(app), str(field.border_title or "")))

    asyncio.run(main())
    asked = assess.Testing(lesson, "A", post=False).asked[1][1].ask("en")
    for text, _ in seen:
        assert squash(asked) in squash(text), text
    # at the end each time: nothing below; item 1 above the window at 40×16, all of it in view at 40×100
    assert [more.split(" (")[0] for _, more in seen] == ["▲ more above", "", "▲ more above"]
