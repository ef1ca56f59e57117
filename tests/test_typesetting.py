"""Chinese and English laid out properly at every width: no line starts with closing punctuation or
ends with an opening one, no word or number is cut or dropped, no line is punctuation alone or wider
than the terminal, nothing is shortened with an ellipsis, URLs stay whole."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest
from conftest import NUMBER
from rich.console import Console

from r45cli import derive, lab, practice_checks
from r45cli.plain.draw import page as plain_page
from r45cli.render.draw import page
from r45cli.view.commands import lab_view, list_view, verify_view
from r45cli.view.state import state_page, state_view
from r45cli.view.step import path_end
from r45cli.view.why import why_view

CLOSING = "。，、；：？！）」』》】"
OPENING = "（「『《【"
EDGES = " │╭╮╰╯─•*"
LATIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.'’-]*[A-Za-z0-9]|[A-Za-z0-9]")
URL = re.compile(r"https?://\S+")
WIDTHS = sorted({*range(40, 46), 52, 60, 80, 100, 120, 250})  # every width where 40-column layouts change, then samples


def views(lesson, worked, lang):
    """Every command's page, as the view model."""
    for sid in lesson.order:
        yield f"show {sid}", state_page(state_view(lesson, worked, sid, lang), lesson, lang)
    yield "list", list_view(lesson, lang)
    yield "verify", verify_view(practice_checks.run_all(lesson, worked), lesson, lang)
    yield "why z1", why_view(derive.explain(worked, "z1"), lesson, lang)
    every_experiment = lab.run(worked, ["zero_wo", "zero_ffn", "no_relu", "causal", "pre_norm"])
    yield "lab", lab_view(every_experiment, lesson, lang)
    yield "lab --u", lab_view(lab.run(worked, ["own_u"], np.array([-1.0, 2.0, 0.5, 3.0])), lesson, lang)
    yield "step done", path_end(lesson, lesson.order[-1], (), lang)


def render(renderable, width: int) -> list[str]:
    console = Console(width=width, file=io.StringIO(), record=True, color_system=None, markup=False)
    console.print(renderable, crop=False)
    return console.export_text().splitlines()


def inner(line: str) -> str:
    """A line without box edges, bullets and indentation."""
    return line.strip(EDGES)


_RENDERED: dict[str, dict] = {}
_SAID: dict[tuple[str, str], list[str]] = {}  # each view as linear text


@pytest.fixture
def rendered(lesson, worked, lang):
    """Every view in `lang` at every width tried (250 among them, for the words to expect); once per language and
    worker."""
    if lang not in _RENDERED:
        _RENDERED[lang] = {}
        for name, view in views(lesson, worked, lang):
            drawn = page(view, lang)
            _RENDERED[lang][(lang, name)] = {w: render(drawn, w) for w in WIDTHS}
            _SAID[(lang, name)] = plain_page(view, lang)  # a table too narrow says its marks in these words
    return _RENDERED[lang]


def each_line(rendered):
    """(view, width, line) for every line of every view at every width."""
    for (_, name), by_width in rendered.items():
        for width, lines in by_width.items():
            for line in lines:
                yield name, width, line


LANGS = ["zh", "en"]


def closing_or_opening(rendered) -> list:
    """Lines that start with closing punctuation, end with an opening one, or are punctuation alone."""
    bad = []
    for name, width, line in each_line(rendered):
        text = inner(line)
        if text and (text[0] in CLOSING or text[-1] in OPENING
                     or all(ch in CLOSING + OPENING + "·,.;:" for ch in text)):
            bad.append((name, width, line))
    return bad


def cut_words(rendered) -> list:
    """Latin words and numbers that are not whole words of the same view at 250 columns, nor of its linear text
    (where a mark is said in words, as a record says it): cut across lines."""
    words = {name: {w for line in [*by[250], *_SAID[key]] for w in LATIN.findall(URL.sub("", line))}
             for key, by in rendered.items() for name in [key[1]]}
    return [(name, width, word) for name, width, line in each_line(rendered)
            for word in LATIN.findall(URL.sub("", line)) if word not in words[name]]


# Words a learner saw cut at 40 columns (内|容, 方|差, 隔|开, 输|出, 汇|合, 同|一, 非|线性, 乘|法, 正|确值, 层|叠), and
# the lesson's own terms: none may be begun at the end of one line and ended at the start of the next.
KEPT_WORDS = ("内容", "方差", "隔开", "输出", "汇合", "同一", "非线性", "乘法", "正确", "层叠", "残差", "均值", "向量",
              "归一化", "注意力", "前馈", "位置", "通道", "分量", "公式", "答案", "上下文", "线性", "标准差", "平方根",
              "计算", "每一步", "独立", "完成", "练习", "测验", "复习", "技能", "上一页")


def cut_chinese_words(rendered) -> list:
    """A word of KEPT_WORDS cut across two lines of a view that holds it whole at 250 columns."""
    bad = []
    for (_, name), by_width in rendered.items():
        whole = "".join(inner(line) for line in by_width[250])
        words = [w for w in KEPT_WORDS if w in whole]
        for width, lines in by_width.items():
            texts = [inner(line) for line in lines]
            for a, b in zip(texts, texts[1:]):
                bad += [(name, width, f"{a[-4:]}|{b[:4]}") for w in words for k in range(1, len(w))
                        if a.endswith(w[:k]) and b.startswith(w[k:])]
    return bad


def too_wide(rendered) -> list:
    """Lines wider than the width they were laid out for (a URL may be: it stays whole)."""
    from rich.cells import cell_len

    return [(name, width, line) for name, width, line in each_line(rendered)
            if cell_len(line.rstrip()) > width and not URL.search(line)]


def numbers_dropped_or_shortened(rendered) -> list:
    """Views whose numbers at a width differ from those at 250 (each as often), or that shorten text with "…"."""
    bad = []
    for (_, name), by_width in rendered.items():
        wide = sorted(NUMBER.findall("\n".join(by_width[250])))
        for width, lines in by_width.items():
            text = "\n".join(lines)
            # "… 1 more passed" counts rows left out of a long family of checks: a mark, nothing shortened
            shortened = "…" in text.replace("h1…h6", "").replace("1…i", "").replace("mean…", "").replace("… ", "")
            if sorted(NUMBER.findall(text)) != wide or shortened:
                bad.append((name, width))
    return bad


@pytest.mark.parametrize("lang", LANGS)
def test_every_view_at_every_width_is_set_properly(rendered, lang) -> None:
    """One test a language, so each worker renders a language once: five rules over the same lines."""
    rules = (closing_or_opening, cut_words, cut_chinese_words, too_wide, numbers_dropped_or_shortened)
    problems = {rule.__name__: rule(rendered)[:5] for rule in rules}
    assert problems == {name: [] for name in problems}


@pytest.mark.parametrize("width", [40, 80])
@pytest.mark.parametrize("command", [["list"], ["show", "b4"]])
def test_urls_survive_whole(runner, width, command, lesson) -> None:
    from conftest import invoke

    out = invoke(runner, *command, env={"COLUMNS": str(width)}).stdout
    further = " ".join(t(lang) for t in lesson.reference.further for lang in ("en",))
    urls = set(URL.findall(further)) | {lesson.reference.url}
    shown = {u for u in urls if u in out}
    assert lesson.reference.url in out
    if command == ["list"]:
        assert shown == urls  # every further-study link, whole, on a line of its own
        for url in urls:
            assert any(line.strip().endswith(url) for line in out.splitlines())
