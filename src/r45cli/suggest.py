"""'Did you mean …?': the one choice clearly closest to what was typed."""

from collections.abc import Iterable

CUTOFF = 0.6  # difflib ratio a guess must reach
MAX_GUESSED = 64  # longer names get no guess


def closest(name: str, choices: Iterable[str]) -> str | None:
    """The one choice clearly closest to `name`, or None when none is close or several tie."""
    import difflib

    if len(name) > MAX_GUESSED:
        return None  # difflib is quadratic, and nothing that long is a typo of a short name
    wanted = "".join(str(name).split()).casefold()
    scores = {c: difflib.SequenceMatcher(None, wanted, c.casefold()).ratio() for c in choices}
    best = max(scores.values(), default=0.0)
    winners = [c for c, score in scores.items() if score == best]
    return winners[0] if best >= CUTOFF and len(winners) == 1 else None
