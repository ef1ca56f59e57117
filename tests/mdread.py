"""Markdown read as its readers read it, for tests/test_markdown_renderers.py and scripts/sweep.py: markdown-it-py set
up as plain CommonMark and as GitHub's flavour, and what of a parse must not change when only a text changes."""

from __future__ import annotations

from collections import Counter

from markdown_it import MarkdownIt
from markdown_it.rules_block.table import escapedSplit
from markdown_it.token import Token
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.tasklists import tasklists_plugin

# Kinds of inline token a lesson's text may add: its words, its own http(s) links, and the line breaks of a note.
# a hard break is a text's own line break, kept (exports/markdown.paragraph): the texts' escaping leaves no other way
TEXT_TOKENS = {"text", "link_open", "link_close", "softbreak", "hardbreak"}
# What no lesson text may ever become, in either reading.
NEVER = {"s_open", "math_inline", "math_block", "math_inline_double", "footnote_ref"}


def github() -> MarkdownIt:
    """markdown-it-py as GitHub reads Markdown: tables, strikethrough, bare links, raw HTML, dollar math (as loose as
    GitHub's: spaces inside, digits after, $$ inline), footnotes and task lists."""
    md = MarkdownIt("gfm-like").use(footnote_plugin).use(tasklists_plugin)
    return md.use(dollarmath_plugin, allow_space=True, allow_digits=True, double_inline=True)


def commonmark() -> MarkdownIt:
    return MarkdownIt("commonmark")


def kinds(tokens: list[Token]) -> tuple[list[str], Counter]:
    """The block tokens' types in order, and a count of the inline tokens' types that are more than text and links."""
    blocks = [t.type for t in tokens if t.type != "inline"]
    children = [c for t in tokens if t.type == "inline" for c in t.children or []]
    inline = Counter(c.type for c in children if c.type not in TEXT_TOKENS)
    return blocks, inline


def cells_per_row(text: str, tokens: list[Token]) -> list[tuple[int, ...]]:
    """For each table: the cells markdown-it's own splitter finds on each of its lines (the delimiter row aside)."""
    lines = text.split("\n")
    found = []
    for t in tokens:
        if t.type == "table_open" and t.map is not None:
            rows = [lines[k] for k in range(t.map[0], t.map[1]) if k != t.map[0] + 1]
            found.append(tuple(len(escapedSplit(row.strip().strip("|"))) for row in rows))
    return found


def differences(text: str, baseline: str, md: MarkdownIt) -> list[str]:
    """How `text` reads differently from `baseline`, which holds the same document with other texts: blocks of its
    own, inline markup of its own, anything in NEVER, a table row of more or fewer cells than its header."""
    tokens, theirs = md.parse(text), md.parse(baseline)
    (blocks, inline), (base_blocks, base_inline) = kinds(tokens), kinds(theirs)
    found = []
    if blocks != base_blocks:
        found.append("blocks")
    if inline != base_inline:
        found.append(f"inline {dict((inline - base_inline) + (base_inline - inline))}")
    if NEVER & set(inline):
        found.append(f"never {sorted(NEVER & set(inline))}")
    rows = cells_per_row(text, tokens)
    if rows != cells_per_row(baseline, theirs) or any(len(set(table)) > 1 for table in rows):
        found.append("table cells")
    return found
