"""The renderables on their own, on a Console of fixed width."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console

from r45cli import views
from r45cli.lesson import PANEL_KINDS


def render(renderable, width: int = 40) -> str:
    console = Console(width=width, color_system=None, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


def test_every_panel_kind_has_a_view() -> None:
    assert set(views.PANELS) == set(PANEL_KINDS)


def test_prose_breaks_chinese_between_characters_and_english_between_words() -> None:
    zh = views.Prose("把 u 加回来再归一化一次，得到的 z 和块的输入一样宽").lines(12)
    assert all(cell_len(line) <= 12 for line in zh)
    assert "".join(zh).replace(" ", "") == "把u加回来再归一化一次，得到的z和块的输入一样宽"
    assert not any(line.startswith("，") for line in zh)  # punctuation stays with its character
    en = views.Prose("the residual carries u3 and u4 around the FFN").lines(14)
    assert en == ["the residual", "carries u3 and", "u4 around the", "FFN"]


@given(st.text(alphabet="ab 中文，。x1", max_size=80), st.integers(4, 30))
def test_prose_never_exceeds_its_width_unless_a_word_must(text: str, width: int) -> None:
    prose = views.Prose(text)
    for line in prose.lines(width):
        assert cell_len(line) <= width or " " not in line.strip()


def test_flow_wraps_between_items_only() -> None:
    from rich.text import Text

    items = [Text(label) for label in ["x", "head 1 ‖ head 2", "W_O", "+x", "LayerNorm", "u"]]
    out = render(views.Flow(items), width=24)
    lines = out.splitlines()
    assert all(cell_len(line) <= 24 for line in lines)
    assert "head 1 ‖ head 2" in out and "LayerNorm" in out


def test_state_view_uses_only_the_trace(lesson, trace) -> None:
    out = render(views.state_view(lesson, trace, lesson.default, "en"), width=80)
    assert lesson.state(lesson.default).title.en in out


def test_data_table_knows_its_width() -> None:
    """data_table's own arithmetic agrees with rich's measurement, so Fit switches at the right width."""
    from rich.measure import Measurement

    console = Console(width=200, color_system=None, file=open("/dev/null", "w"))
    rows = [["z1", "0.658994", "-0.001257", ""], ["z2", "-0.203217", "0.849082", "*"]]
    fit = views.data_table(["", "x1", "x2", ""], rows)
    measured = Measurement.get(console, console.options.update_width(1000), fit.wide).maximum
    assert fit.width == measured
    assert "0.658994" in render(fit, width=fit.width) and "z1: x1 0.658994" in render(fit, width=fit.width - 1)
