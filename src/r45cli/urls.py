"""A web address in running text, cut from what is around it.

The terminal's link, the HTML page's href and Markdown's link all end a URL here: the punctuation after it
(`,` `.` `。` `，`…) and a closing bracket it did not open are the sentence's, not the address's, so
`(see https://a/b_(c)),` links to `https://a/b_(c)`.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from rich.cells import cell_len, chop_cells
from rich.text import Text

from .messages import M
from .words import Said

PREFIXES = ("https://", "http://")
TRAILING = frozenset(".,;:!?'\"*_~…·。，、；：？！」』》】〉”’")  # never the last character of an address in a sentence
BRACKETS = {")": "(", "]": "[", "}": "{", "）": "（", ">": "<"}  # a closer is the address's only when it opened it too


def flaw(text: str) -> Said | None:
    """Why `text` is not a web address to link to, a sentence to say (None when it is one): http or https as written
    (HTTPS:// and http:x were shown as words), with a host that is a name and no user name (`https://course.example@
    evil.example` reads as the course's and goes elsewhere), and a port that is a number."""
    odd = next((ch for ch in text if ch.isspace() or ch in "\"<>"), "")  # data:…<script> had read "a space"
    try:
        parts = urlsplit(text)
        host, _ = parts.hostname, parts.port  # a port that is no number ("example.org:abc") raises here
    except ValueError:  # a bracket left open in the host ("http://[x")
        return Said(M.url_unreadable_host)
    labels = (host or "").split(".")
    lower = M.url_lower_case if text.lower().startswith(PREFIXES) else ""
    wide = any(ch in "：／" for ch in text[:9])  # typed with a Chinese keyboard: https：//
    return (Said(M.url_full_width) if wide
            else Said(M.url_no_scheme, lower=lower) if not text.startswith(PREFIXES)
            else Said(M.url_space) if odd.isspace()
            else Said(M.url_character, odd=odd) if odd
            else Said(M.url_no_host) if not host
            else Said(M.url_user_name) if "@" in parts.netloc
            else Said(M.url_no_dot, host=host) if "." not in host and ":" not in host
            else Said(M.url_bad_host, host=host) if ":" not in host and any(
                not label or label[0] == "-" or label[-1] == "-" for label in labels)
            else None)


# Written as an address would be, right or not: a scheme, a colon and a slash (https://…, htps://…, https:/…), or
# http(s) with the colon or the slashes lost or full-width (https//…, http:example.org, https：//…); not C:/, a
# Windows path, nor a word before a colon in prose (HTTP: it carries…, HTTP：它…)
ADDRESS_LIKE = re.compile(r"(?<![A-Za-z0-9_+.-])(?:[A-Za-z][A-Za-z0-9+.-]+:/|(?i:https?)(?::(?=\S)|//|[:：][/／]))\S*")
SPACED = re.compile(r"[ \t]+([/.?#]\S+)")  # an address's path after a space: "https://a.org /x", "…/ln .html"


def bad_address(text: str) -> tuple[str, Said] | None:
    """The first piece of `text` written as a web address that is not one, and why (`flaw`); None where there is
    none. A lesson's text is refused for it: in prose such a piece stays text or links elsewhere, and a learner
    would find no link, or the site's front page."""
    for found in ADDRESS_LIKE.finditer(text):
        piece = found.group()
        address = piece[: _end(piece, 0)]
        why = flaw(address)
        if why:
            return address, why
        spaced = SPACED.match(text, found.start() + len(address))
        if spaced:
            return f"{address} {spaced.group(1)}", Said(M.url_space)
    return None


def _end(token: str, start: int) -> int:
    """Where an address starting at `start` of `token` ends: before the sentence's punctuation after it, and before a
    closing bracket it did not open."""
    end = len(token.rstrip())
    while end > start:
        ch = token[end - 1]
        opener = BRACKETS.get(ch)
        if ch in TRAILING or (opener is not None and token.count(ch, start, end) > token.count(opener, start, end)):
            end -= 1
        else:
            break
    return end


def url_parts(token: str) -> tuple[str, str, str]:
    """A piece of text holding a URL as (what comes before it, the URL, what follows it): `(https://a/b),` is `(`,
    `https://a/b`, `),`; a piece without one, or whose address has a flaw ("http://", "https://@/x"), is
    ("", "", piece): it stays text, never a link that goes nowhere."""
    starts = [i for i in (token.find(p) for p in PREFIXES) if i >= 0]
    if not starts:
        return "", "", token
    start = min(starts)
    end = _end(token, start)
    if flaw(token[start:end]) is not None:
        return "", "", token
    return token[:start], token[start:end], token[end:]


def link_lines(line: str, style: str, width: int, boxed: bool) -> list[Text]:
    """A URL's line, a link whole for the terminal to wrap; in a box, which would crop it, cut under its indent."""
    body = line.lstrip()
    indent, link = line[: len(line) - len(body)], url_parts(body)[1]
    room = width - len(indent) if boxed and cell_len(line) > width else cell_len(body)
    return [Text(indent + piece, style=f"{style} link {link}".strip(), no_wrap=True, overflow="ignore")
            for piece in chop_cells(body, max(room, 1))]
