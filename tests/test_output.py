"""--json documents, parsed and checked; `r45 export` files; the signed bars and shaded matrices."""

from __future__ import annotations

import json
import re

from conftest import invoke


def doc(runner, *args: str) -> dict:
    result = invoke(runner, *args, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_show_json_has_every_vector_at_full_precision(runner, lesson) -> None:
    from r45cli import worked as worked_mod

    worked = worked_mod.compute(lesson, exact=True)  # the JSON keeps every digit; the screen computes as shown
    d = doc(runner, "show", "b2")
    assert d["command"] == "show" and d["state"] == "b2" and d["place"] == {"index": 3, "of": 4}
    assert d["title"] == lesson.state("b2").title.en
    for name in ("u", "a", "h", "f", "s", "z"):
        assert d["vectors"][name] == worked.vector(name).tolist()
    assert d["vectors"]["f"][1] == 0.5 * 0.649589  # not rounded to the printed 0.324795
    assert d["layer_norm"]["eps"] == lesson.example.eps
    assert d["relu_zeroed"] == ["h3", "h4", "h6"]


def test_show_json_demo_only_where_shown(runner, lesson) -> None:
    assert "demo" not in doc(runner, "show", "b2")
    d = doc(runner, "show", "b3")["demo"]
    from r45cli import worked as worked_mod

    exact = worked_mod.compute(lesson, exact=True).demo  # JSON keeps every digit; the screen computes as shown
    assert d["weights"] == exact.weights.tolist() and "not the course" in d["label"]


def test_list_json(runner, lesson) -> None:
    d = doc(runner, "list")
    assert d["order"] == list(lesson.order) and d["default"] == lesson.default
    assert [s["id"] for s in d["states"]] == list(lesson.order)
    assert d["reference"]["url"].startswith("https://arxiv.org/")


def test_verify_json(runner) -> None:
    d = doc(runner, "verify")
    assert d["passed"] is True and d["failed"] == 0
    by_id = {c["id"]: c for c in d["checks"]}
    f2 = {"key": "chk_printed", "label": "printed f2", "expected": 0.324795, "got": 0.5 * 0.649589,
          "expected_text": "0.324795", "got_text": "0.324795"}
    assert f2.items() <= by_id["printed.f2"].items()  # numbers as JSON numbers, the digits compared kept as text
    ids = [c["id"] for c in d["checks"]]
    assert len(ids) == len(set(ids)) and "nonlinear" in ids and d["format"] == 3


def test_verify_json_failure_exit_1(runner, raw, write_states) -> None:
    raw["printed"]["z"][0] = 1.0
    result = invoke(runner, "verify", "--json", "--states", str(write_states(raw)))
    assert result.exit_code == 1 and json.loads(result.stdout)["failed"] == 1


def test_lab_json(runner) -> None:
    d = doc(runner, "lab", "--zero-wo", "--causal")
    keys = [e["key"] for e in d["experiments"]]
    assert keys == ["zero_wo", "causal"]
    zero_wo = d["experiments"][0]
    assert len(zero_wo["jacobian"]) == 4 and all(x == 0 for row in zero_wo["comparisons"][0]["after"] for x in row)
    assert d["experiments"][1]["mask"][0] == [True, False, False]


def test_json_is_never_wrapped_by_width(runner) -> None:
    narrow = invoke(runner, "show", "b3", "--json", env={"COLUMNS": "40"})
    wide = invoke(runner, "show", "b3", "--json", env={"COLUMNS": "250"})
    assert narrow.exit_code == 0 and narrow.stdout == wide.stdout
    assert json.loads(narrow.stdout)["state"] == "b3"


def test_signed_bars_keep_sign_without_colour(runner) -> None:
    result = invoke(runner, "show", "b0")
    assert result.exit_code == 0
    out = result.stdout
    assert re.search(r"a4 -1\.434875 █+│", out)  # negative: bar left of the axis
    assert re.search(r"a1  1\.170705 +│█+", out)  # positive: right of it
    assert re.search(r"h3  0\.000000 +│ *│", out)  # zero: no bar


def test_matrices_are_shaded_in_colour(runner) -> None:
    result = invoke(runner, "export", "b0", "--format", "html")
    assert result.exit_code == 0
    # W1's +1 and −1: the deepest steps
    assert 'class="num w-p4 shade">1<' in result.stdout and 'class="num w-n4 shade">−1<' in result.stdout
    # blue and orange, never red and green
    assert ".w-p4 { background: #2166ac;" in result.stdout and ".w-n4 { background: #b35806;" in result.stdout


def test_json_before_the_command_is_the_commands_own(runner) -> None:
    """An instructor typed `r45 --json verify`, as --lang and --states go, and read "No such option: --json"."""
    before = invoke(runner, "--json", "--lang", "zh", "show", "b2")
    after = invoke(runner, "--lang", "zh", "show", "b2", "--json")
    assert before.exit_code == 0 and before.stdout == after.stdout and json.loads(before.stdout)["lang"] == "zh"
    assert json.loads(invoke(runner, "--json", "verify").stdout)["passed"] is True
    step = invoke(runner, "--json", "step")  # a command without a document says so, as it did after its name
    assert step.exit_code == 2 and "No such option: --json" in step.stderr


def test_every_json_document_is_one_with_its_view_and_fields_that_name_the_same_in_every_language(runner) -> None:
    """A dashboard builder's report: `test --json` had no `view` and no `pre` before a test, at another indent;
    `progress --reset --json` printed a sentence; why's mean came `from` nothing where its page says s1 … s4; lab's
    comparisons and two facts of one key were told apart only by words of the language; tolerance checks compared
    counts as the text "0"."""
    test = json.loads(invoke(runner, "test", "--json").stdout)
    assert test["pre"] is None and test["post"] is None and test["view"][0]["text"].startswith("No test taken yet")
    reset = invoke(runner, "progress", "--reset", "--yes", "--json")
    assert reset.exit_code == 0 and json.loads(reset.stdout)["reset"] is True
    why = {s["name"]: s["from"] for s in json.loads(invoke(runner, "why", "z3", "--json").stdout)["steps"]}
    assert why["mean"] == ["s1", "s2", "s3", "s4"] and why["var"] == ["mean", "s1", "s2", "s3", "s4"]

    def named(lang: str) -> list[object]:
        doc = json.loads(invoke(runner, "--lang", lang, "lab", "--json").stdout)
        return [(e["key"], [(c["id"], c.get("of")) for c in e["comparisons"]], [(f["key"], f.get("of"))
                for f in e["facts"]]) for e in doc["experiments"]]

    en = named("en")
    assert en == named("zh")
    assert ("weights", {"head": "2"}) in en[3][1] and ("lab_means", {"arrangement": "pre-norm"}) in en[4][2]
    counted = [c for c in json.loads(invoke(runner, "verify", "--json").stdout)["checks"]
               if c["id"].startswith("tolerance.")]
    assert counted and all(c["expected"] == 0 and c["got"] == 0 for c in counted)
