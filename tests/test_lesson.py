"""Loading states.yaml: the shipped file, and one clear message for each kind of broken file."""

from __future__ import annotations

import pytest
from conftest import STATES, invoke

from r45cli import lesson as lesson_mod
from r45cli.lesson import LessonError


def test_shipped_lesson_shape(lesson) -> None:
    assert lesson.order[0] in lesson.states and lesson.default in lesson.states
    assert set(lesson.order) == set(lesson.states)
    assert all(lesson.state(s).title.zh and lesson.state(s).title.en for s in lesson.order)
    d = len(lesson.example.u)
    assert len(lesson.example.W1) == d and len(lesson.example.W2[0]) == d
    # every state is in exactly one group
    assert sorted(s for g in lesson.groups for s in g.states) == sorted(lesson.order)


def test_default_path_is_the_packaged_file(monkeypatch) -> None:
    assert lesson_mod.default_states_path().read_text(encoding="utf-8") == STATES.read_text(encoding="utf-8")
    monkeypatch.setenv("R45_STATES", "/somewhere/else.yaml")
    assert str(lesson_mod.default_states_path()) == "/somewhere/else.yaml"


def test_place_and_previous(lesson) -> None:
    first, last = lesson.order[0], lesson.order[-1]
    assert lesson.previous(first) is None
    assert lesson.previous(last) == lesson.order[-2]
    i, n = lesson.place(first)
    assert i == 1 and n == len(lesson.group_of(first).states)
    assert lesson.resolve(first.upper()) == first
    assert lesson.resolve("nope") is None


def _first_state(raw: dict) -> str:
    return raw["order"][0]


BROKEN = {
    # name: (edit of the raw data, expected fragments of the message)
    "unknown id in order": (lambda r: r["order"].append("b9"), ["field 'order'", "unknown state 'b9'"]),
    "unknown default": (lambda r: r.update(default="b7"), ["field 'default'", "unknown state 'b7'"]),
    "unknown next": (lambda r: r["states"][_first_state(r)].update(next="bb"), ["state 'b0'", "field 'next'", "unknown state 'bb'"]),
    "W1 wrong shape": (lambda r: r["example"]["W1"][1].pop(), ["field 'example.W1'", "expected shape 4 x 6"]),
    "W2 wrong shape": (lambda r: r["example"]["W2"].pop(), ["field 'example.W2'", "expected shape 6 x 4"]),
    "non-number": (lambda r: r["example"]["u"].__setitem__(2, "abc"), ["field 'example.u[2]'", "expected a number"]),
    "nan": (lambda r: r["example"]["b1"].__setitem__(0, float("nan")), ["field 'example.b1[0]'", "finite"]),
    "huge": (lambda r: r["example"]["W2"][0].__setitem__(0, 1e300), ["field 'example.W2[0][0]'", "too large"]),
    "missing zh": (lambda r: r["states"][_first_state(r)]["explain"].pop("zh"), ["state 'b0'", "field 'explain.zh'", "missing the zh text"]),
    "missing en title": (lambda r: r["states"]["b3"]["title"].pop("en"), ["state 'b3'", "field 'title.en'"]),
    "empty text": (lambda r: r["states"]["b2"]["notes"][0].update(en="  "), ["state 'b2'", "field 'notes[0].en'"]),
    "unknown panel": (lambda r: r["states"]["b1"]["shows"].append({"panel": "sparkles"}), ["state 'b1'", "field 'shows[2].panel'", "unknown panel"]),
    "panel of unknown vector": (lambda r: r["states"]["b2"]["shows"][0].update(of=["q"]), ["state 'b2'", "cannot show 'q'"]),
    "unknown highlight": (lambda r: r["states"]["b4"]["highlight"].append("w3"), ["state 'b4'", "field 'highlight'", "'w3'"]),
    "printed wrong length": (lambda r: r["printed"]["h"].pop(), ["field 'printed.h'", "expected 6 numbers"]),
    "state in no group": (lambda r: r["groups"][1]["states"].remove("b5"), ["state 'b5'", "belongs to no group"]),
    "missing example": (lambda r: r.pop("example"), ["field 'example'", "missing"]),
    "negative eps": (lambda r: r["example"]["layer_norm"].update(eps=-1.0), ["field 'example.layer_norm.eps'"]),
    "demo W_O wrong shape": (lambda r: r["demo"]["W_O"].pop(), ["field 'demo.W_O'", "expected shape 4 x 4"]),
    "demo head wrong shape": (lambda r: r["demo"]["heads"][1]["Wk"][0].append(0.5), ["field 'demo.heads[1].Wk'", "expected shape 4 x 2"]),
    "demo x wrong width": (lambda r: r["demo"]["x"][2].pop(), ["field 'demo.x'", "x 4"]),
    "lab text missing": (lambda r: r["lab"]["causal"]["explain"].pop("en"), ["field 'lab.causal.explain.en'"]),
    "lab experiment missing": (lambda r: r["lab"].pop("pre_norm"), ["field 'lab.pre_norm'", "missing"]),
    "state not a mapping": (lambda r: r["states"].update(b2=["x"]), ["state 'b2'", "expected a mapping"]),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_file_gives_one_message(raw, write_states, case) -> None:
    edit, fragments = BROKEN[case]
    edit(raw)
    path = write_states(raw)
    with pytest.raises(LessonError) as info:
        lesson_mod.load(path)
    message = str(info.value)
    assert message.startswith(str(path))
    for fragment in fragments:
        assert fragment in message, message


@pytest.mark.parametrize("case", ["unknown next", "W1 wrong shape", "missing zh", "non-number"])
def test_broken_file_through_the_cli(runner, raw, write_states, case) -> None:
    BROKEN[case][0](raw)
    path = write_states(raw)
    result = invoke(runner, "--states", str(path), "show")
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("r45: error: ") and str(path) in lines[0]
    assert "Traceback" not in result.stderr


def test_invalid_yaml_names_the_line(runner, write_states) -> None:
    path = write_states("title: {zh: a, en: b}\norder: [b0\ndefault: b0\n")
    result = invoke(runner, "show", "--states", str(path))
    assert result.exit_code == 2
    assert "invalid YAML at line" in result.stderr and str(path) in result.stderr


def test_python_tags_are_refused(runner, write_states) -> None:
    path = write_states("title: !!python/object/apply:os.system ['echo pwned']\n")
    result = invoke(runner, "verify", "--states", str(path))
    assert result.exit_code == 2
    assert "invalid YAML" in result.stderr and "pwned" not in result.stdout


@pytest.mark.parametrize("text", ["", "[1, 2, 3]\n", "just a string\n"])
def test_not_a_lesson_at_all(runner, write_states, text) -> None:
    result = invoke(runner, "list", "--states", str(write_states(text)))
    assert result.exit_code == 2 and result.stderr.startswith("r45: error: ")


def test_missing_file_via_env(runner, tmp_path) -> None:
    missing = tmp_path / "nope.yaml"
    result = invoke(runner, "show", env={"R45_STATES": str(missing)})
    assert result.exit_code == 2
    assert result.stderr.strip() == f"r45: error: {missing}: no such file"


def test_yaml_11_exponent_without_dot_is_a_number(raw, write_states) -> None:
    text = write_states(raw).read_text(encoding="utf-8").replace("eps: 1.0e-05", "eps: 1e-5")
    assert "eps: 1e-5" in text
    edited = lesson_mod.parse(__import__("yaml").safe_load(text))
    assert edited.example.eps == 1e-5


def test_an_edited_lesson_is_used(runner, raw, write_states) -> None:
    """Instructors edit the file: a new title and default show up without code changes."""
    raw["states"]["b1"]["title"]["en"] = "A renamed state"
    raw["default"] = "b1"
    result = invoke(runner, "show", "--states", str(write_states(raw)))
    assert result.exit_code == 0
    assert "b1 · A renamed state" in result.stdout


# --------------------------------------------------------------------------- the parse cache


def test_cache_is_used_and_follows_edits(raw, write_states) -> None:
    path = write_states(raw)
    first = lesson_mod.load(path)
    cache = lesson_mod.cache_dir() / lesson_mod.CACHE_FILE
    assert cache.exists()
    assert lesson_mod.load(path) == first  # from the cache, the same lesson
    raw["states"]["b1"]["title"]["en"] = "Edited"
    write_states(raw)  # new size and time: the cache no longer matches
    assert lesson_mod.load(path).state("b1").title.en == "Edited"


def test_a_bad_file_is_never_cached(raw, write_states) -> None:
    raw["default"] = "nope"
    with pytest.raises(LessonError):
        lesson_mod.load(write_states(raw))
    assert not (lesson_mod.cache_dir() / lesson_mod.CACHE_FILE).exists()


@pytest.mark.parametrize("junk", ["{", "[]", '{"key": 1}', ""])
def test_a_broken_cache_is_a_miss(write_states, raw, junk) -> None:
    path = write_states(raw)
    lesson_mod.cache_dir().mkdir(parents=True, exist_ok=True)
    (lesson_mod.cache_dir() / lesson_mod.CACHE_FILE).write_text(junk)
    assert lesson_mod.load(path).default == raw["default"]


def test_cached_data_is_checked_again(write_states, raw, monkeypatch) -> None:
    """A cache entry that matches the key but holds a bad lesson still fails validation."""
    import json

    path = write_states(raw)
    lesson_mod.load(path)
    cache = lesson_mod.cache_dir() / lesson_mod.CACHE_FILE
    entry = json.loads(cache.read_text())
    entry["data"]["default"] = "b9"
    cache.write_text(json.dumps(entry))
    with pytest.raises(LessonError, match="unknown state 'b9'"):
        lesson_mod.load(path)


def test_numeric_state_keys_are_ids(raw, write_states) -> None:
    """`1:` in YAML is a number; as a state id it is the text '1' (was a KeyError)."""
    raw["states"][1] = raw["states"].pop("b1")
    raw["order"] = ["b0", "1", "b2", "b3", "b4", "b5"]
    raw["groups"][0]["states"] = ["b0", "1", "b2", "b3"]
    raw["states"]["b0"]["next"] = "1"
    assert lesson_mod.load(write_states(raw)).state("1").title.en


def test_the_c_safe_loader_is_used_when_present() -> None:
    import yaml

    loader = lesson_mod._safe_loader()
    assert loader is getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    assert issubclass(loader, yaml.SafeLoader) or loader.__name__ == "CSafeLoader"
