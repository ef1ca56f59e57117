"""The lesson cache is verified before it is decoded: crafted bytes never reach marshal."""

from __future__ import annotations

import marshal
from types import SimpleNamespace

import pytest

from r45cli import lesson as lesson_mod
from r45cli.lesson import source

pytestmark = pytest.mark.usefixtures("fresh_cache")  # each test starts from an empty cache

CRAFTED = {
    "five bytes": b"(\xff\xff\xff\x7f",  # a tuple of 2**31 - 1 items: MemoryError from marshal.loads
    "100 KB of (": b"(" * 100_000,  # nested tuples of 673 million items each: 24 GB before it failed
    "old format": marshal.dumps((b"x" * 32, b"(((((")),
    "magic, then junk": source.CACHE_MAGIC + b"(" * 1_000,
    "magic, short": source.CACHE_MAGIC + b"\x00" * (2 * source.DIGEST_BYTES),
}


@pytest.fixture
def decoded(monkeypatch) -> list[int]:
    """Counts what marshal.loads is handed, in the loader."""
    seen: list[int] = []
    real = marshal.loads

    def loads(data, *args):  # type: ignore[no-untyped-def]
        seen.append(len(data))
        return real(data, *args)

    # the loader's own marshal, not the module: Python's import machinery calls marshal.loads for every .pyc (a test
    # run first in its worker imported modules after this, and counted them)
    monkeypatch.setattr(source, "marshal", SimpleNamespace(loads=loads, dumps=marshal.dumps))
    return seen


def _later(path, *, forgetting=True):  # type: ignore[no-untyped-def]
    """The lesson as a later run reads it: from the file and the cache, not from this process's memory."""
    if forgetting:
        source.forget()
    return lesson_mod.load(path)


def _cache() -> object:
    return source.cache_dir() / source.CACHE_FILE


@pytest.mark.parametrize("name", CRAFTED)
def test_crafted_bytes_are_a_miss_and_never_decoded(write_states, raw, decoded, name) -> None:
    path = write_states(raw)
    _cache().parent.mkdir(parents=True, exist_ok=True)
    _cache().write_bytes(CRAFTED[name])
    assert lesson_mod.load(path).default == raw["default"]
    assert decoded == []  # parsed again instead; and the cache is written anew
    assert _cache().read_bytes().startswith(source.CACHE_MAGIC) and _later(path).default == raw["default"]
    assert len(decoded) == 1


def test_the_cache_of_another_lesson_is_not_decoded(write_states, raw, decoded) -> None:
    lesson_mod.load(write_states(raw, "one.yaml"))
    raw["default"] = "b5"
    other = write_states(raw, "other.yaml")
    assert lesson_mod.load(other).default == "b5" and decoded == []


def test_a_changed_payload_is_not_decoded(write_states, raw, decoded) -> None:
    path = write_states(raw)
    lesson_mod.load(path)
    blob = bytearray(_cache().read_bytes())
    blob[-5] ^= 1  # one flipped bit in the payload
    _cache().write_bytes(bytes(blob))
    assert _later(path).example.u == tuple(raw["example"]["u"]) and decoded == []


def test_a_cache_past_its_bound_is_not_read(write_states, raw, decoded, monkeypatch) -> None:
    path = write_states(raw)
    lesson_mod.load(path)
    monkeypatch.setattr(source, "MAX_CACHE_BYTES", _cache().stat().st_size - 1)
    assert _later(path).default == raw["default"] and decoded == []


def test_a_warm_load_decodes_exactly_once(write_states, raw, decoded) -> None:
    path = write_states(raw)
    cold = lesson_mod.load(path)
    assert decoded == []
    assert _later(path) == cold and len(decoded) == 1
    assert lesson_mod.load(path) is _later(path, forgetting=False) and len(decoded) == 1  # within a run: read once
