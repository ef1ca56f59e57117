"""YAML for the tests, through libyaml when PyYAML has it: the pure-Python parser took 40 ms a lesson file, per test."""

from __future__ import annotations

import copy
import functools
from pathlib import Path

import yaml

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
STATES = Path(__file__).resolve().parent.parent / "states.yaml"


def load(text: str):  # type: ignore[no-untyped-def]
    return yaml.load(text, Loader=LOADER)  # noqa: S506 - a safe loader


def dump(data, **options) -> str:  # type: ignore[no-untyped-def]
    return yaml.dump(data, Dumper=DUMPER, **options)


@functools.lru_cache(maxsize=1)
def _shipped() -> dict:
    return load(STATES.read_text(encoding="utf-8"))


def shipped() -> dict:
    """A fresh, editable copy of the shipped lesson file's data."""
    return copy.deepcopy(_shipped())
