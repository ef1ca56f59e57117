"""A web address in running text, cut from what is around it.

The terminal's link, the HTML page's href and Markdown's link all end a URL here: the punctuation after it
(`,` `.` `。` `，`…) and a closing bracket it did not open are the sentence's, not the address's, so
`(see https://a/b_(c)),` links to `https://a/b_(c)`.
"""

from __future__ import annotations

PREFIXES = ("https://", "http://")
TRAILING = frozenset(".,;:!?'\"*_~…·。，、；：？！」』》】〉”’")  # never the last character of an address in a sentence
BRACKETS = {")": "(", "]": "[", "}": "{", "）": "（"}  # a closer is the address's only when it opened it too


def url_parts(token: str) -> tuple[str, str, str]:
    """A piece of text holding a URL as (what comes before it, the URL, what follows it): `(https://a/b),` is `(`,
    `https://a/b`, `),`; a piece without one is ("", "", piece)."""
    starts = [i for i in (token.find(p) for p in PREFIXES) if i >= 0]
    if not starts:
        return "", "", token
    start, end = min(starts), len(token.rstrip())
    while end > start:
        ch = token[end - 1]
        opener = BRACKETS.get(ch)
        if ch in TRAILING or (opener is not None and token.count(ch, start, end) > token.count(opener, start, end)):
            end -= 1
        else:
            break
    return token[:start], token[start:end], token[end:]
