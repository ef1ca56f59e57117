"""Loading states.yaml: the shipped file, and one clear message for each kind of broken file."""

from __future__ import annotations

import os

import pytest
import yamlio
from conftest import STATES, invoke

from r45cli import lesson as lesson_mod
from r45cli.lesson import LessonError, source


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
    # what is wrong with an address, said (an instructor read "not an http(s) address" of one without https://)
    "url without a scheme": (lambda r: r["reference"].update(url="arxiv.org/abs/1706.03762"),
                             ["field 'reference.url'", "does not start with https:// or http://"]),
    # a data: address with <script> in it had read "it has a space or a quote", and its echo lost its last ">"
    "url of data": (lambda r: r["reference"].update(url="data:text/html,<script>alert(1)</script>"),
                    ["field 'reference.url'", "'data:text/html,<script>alert(1)</script>' is not an http(s) address: "
                     "it does not start with https:// or http://"]),
    "url with a bracket": (lambda r: r["reference"].update(url='https://x.org/"><script>alert(1)</script>'),
                           ["field 'reference.url'", """'https://x.org/"><script>alert(1)</scrip…' is not an http(s) """
                            """address: it has '"' in it"""]),
    "url with a space": (lambda r: r["reference"].update(url="https://x.org/a b"), ["it has a space in it"]),
    "url with a user name": (lambda r: r["reference"].update(url="https://arxiv.org@evil.example/x"),
                             ["field 'reference.url'", "it has a user name before @"]),
    # an address in a text that is no address had been shown as words, and verify passed: a space inside one, a
    # scheme mistyped, a slash lost, one with no host
    "address with a space in a text": (
        lambda r: r["reference"]["further"][0].update(en="See https://codingai lec05.pages.dev/x."),
        ["field 'reference.further[0].en'", "'https://codingai' in this text is not an http(s) address: its host "
         "'codingai' has no dot (a space inside the address?)"]),
    "scheme mistyped in a lab link": (lambda r: r["lab"]["zero_wo"]["link"].update(zh="见htps://deepnote.com/x"),
                                      ["field 'lab.zero_wo.link.zh'", "'htps://deepnote.com/x' in this text is not an "
                                       "http(s) address: it does not start with https:// or http://"]),
    "a slash lost in a lab link": (lambda r: r["lab"]["zero_wo"]["link"].update(en="At https:/deepnote.com/x"),
                                   ["'https:/deepnote.com/x' in this text is not an http(s) address: it does not "
                                    "start with https:// or http://"]),
    # a space after the host or in the path: the link went to the front page, the rest stayed words
    "a space after an address's host": (
        lambda r: r["reference"]["further"][0].update(en="See https://codingai-lec05.pages.dev /course/k.html."),
        ["'https://codingai-lec05.pages.dev /cours…' in this text is not an http(s) address: it has a space in it"]),
    "the colon lost": (lambda r: r["states"]["b2"]["notes"][0].update(en="See https//example.org/ln.html"),
                       ["'https//example.org/ln.html' in this text is not an http(s) address: it does not start"]),
    "in capitals": (lambda r: r["states"]["b2"]["notes"][0].update(en="See HTTPS://example.org/x"),
                    ["it does not start with https:// or http:// (in lower case)"]),
    "a host that is no name": (lambda r: r["states"]["b2"]["notes"][0].update(en="See https://-bad-.org/x"),
                               ["its host '-bad-.org' is not a name"]),
    # typed with a Chinese keyboard, it had been kept as text, and no link showed
    "a full-width colon": (lambda r: r["reference"]["further"].append({"zh": "另见 https：//jalammar.github.io/x",
                                                                      "en": "See https://jalammar.github.io/x"}),
                           ["field 'reference.further[", "'https：//jalammar.github.io/x'", "full-width"]),
    # a quote typed at the end of a text not quoted at the start stayed in the title
    "a quote left at a text's end": (lambda r: r["states"]["b1"]["title"].update(en='W2 projects back"'),
                                     ["state 'b1'", "field 'title.en'", 'has a " at one end and none to pair it: to '
                                      'quote the text, quote it whole (en: "…")']),
    "a port that is no number": (lambda r: r["states"]["b2"]["notes"][0].update(en="See https://example.org:abc/x"),
                                 ["its host or port cannot be read"]),
    "an address of no host in a note": (lambda r: r["states"]["b2"]["notes"][0].update(en="See https://."),
                                        ["state 'b2'", "'https://' in this text is not an http(s) address"]),
    "unknown id in order": (lambda r: r["order"].append("b9"), ["field 'order'", "unknown state 'b9'"]),
    "a chain's state mistyped": (lambda r: r["chain"].update(states=["b0", "b1", "b22"]),
                                 ["field 'chain.states'", "unknown state 'b22'", "'b2' is the closest"]),
    # a state's key renamed (b2: to b22:) was told of order alone, with no word of the key
    "a state key renamed": (lambda r: r["states"].__setitem__("b22", r["states"].pop("b2")),
                            ["field 'order'", "unknown state 'b2' (states are b0, b1, b3, b4, b5, b22; 'b22' is the "
                             "closest: rename one of the two)"]),
    # B2: beside order's b2 had been told "rename one of the two", under docs that say lookups ignore case
    "a state key in capitals": (lambda r: r["states"].__setitem__("B2", r["states"].pop("b2")),
                                ["field 'order'", "unknown state 'b2' (states are b0, b1, b3, b4, b5, B2; 'B2' differs "
                                 "only in letter case: the file's ids are matched exactly, so write both alike)"]),
    "unknown default": (lambda r: r.update(default="b7"), ["field 'default'", "unknown state 'b7'"]),
    "next off the path": (lambda r: r["states"][_first_state(r)].update(next="b3"),
                          ["state 'b0'", "field 'next'", "'b3' disagrees with order"]),
    # a next: naming no state was told only that it disagrees with order
    "next to no state": (lambda r: r["states"][_first_state(r)].update(next="b7"),
                         ["state 'b0'", "field 'next'", "unknown state 'b7' (states are b0, b1, b2, b3, b4, b5)"]),
    "W1 wrong shape": (lambda r: r["example"]["W1"][1].pop(), ["field 'example.W1'", "expected shape 4 x 6"]),
    "W2 wrong shape": (lambda r: r["example"]["W2"].pop(), ["field 'example.W2'", "expected shape 6 x 4"]),
    "non-number": (lambda r: r["example"]["u"].__setitem__(2, "abc"),
                   ["field 'example.u[2]' (entry 3)", "expected a number"]),
    "nan": (lambda r: r["example"]["b1"].__setitem__(0, float("nan")), ["field 'example.b1[0]'", "finite"]),
    # an entry is counted from 1 too, as the claims count (W2[1,1])
    "huge": (lambda r: r["example"]["W2"][0].__setitem__(0, 1e300),
             ["field 'example.W2[0][0]' (row 1, column 1)", "too large"]),
    "missing zh": (lambda r: r["states"][_first_state(r)]["explain"].pop("zh"),
                   ["state 'b0'", "field 'explain.zh'", "missing the zh text"]),
    "missing en title": (lambda r: r["states"]["b3"]["title"].pop("en"), ["state 'b3'", "field 'title.en'"]),
    # a note's language was said as a bare "missing", a title's as "missing the en text"
    "state not in order": (lambda r: r["order"].remove("b5"),  # "does not list b5" had said nothing of what to do
                           ["field 'order'", "does not list b5, found in states: (add to order what is to be shown"]),
    "missing en note": (lambda r: r["states"]["b2"]["notes"][0].pop("en"),
                        ["state 'b2'", "field 'notes[0].en'", "missing the en text"]),
    "empty text": (lambda r: r["states"]["b2"]["notes"][0].update(en="  "), ["state 'b2'", "field 'notes[0].en'"]),
    "unknown panel": (lambda r: r["states"]["b1"]["shows"].append({"panel": "sparkles"}),
                      ["state 'b1'", "field 'shows[2].panel'", "unknown panel"]),
    # z2 asked, z3 the answer: verify passed it and the quiz took z3 typed for "z2 = ?" (an instructor's report)
    "an ask naming another number": (lambda r: r["states"]["b2"]["quiz"][1].update(ask={"zh": "z2 = ?", "en": "?"}),
                                     ["state 'b2'", "field 'quiz[1].ask'", "the zh ask says z2 = ?, but answer: is z4 "
                                      "(make the two agree)"]),
    "the whole-block card's ask naming another number": (
        lambda r: r["chain"].update(ask={"zh": "z1 = ?", "en": "… all the way to z: z2 = ?"}),
        ["field 'chain.ask'", "the en ask says z2 = ?, but the whole-block card asks for z1"]),
    # a key's typo had a guess, a value's none (an instructor's report)
    "a panel mistyped": (lambda r: r["states"]["b1"]["shows"].append({"panel": "matrx"}),
                         ["field 'shows[2].panel'", "unknown panel 'matrx'", "did you mean 'matrix'?)"]),
    "a skill mistyped": (lambda r: r["states"]["b1"]["quiz"][0].update(skills=["projct"]),
                         ["field 'quiz[0].skills'", "names the skill 'projct', which skills: does not list; did you "
                          "mean 'project'?"]),
    # an answer named as the lesson says it, or one past the vector's end: what it may have meant
    "an answer named in words": (lambda r: r["states"]["b2"]["quiz"][0].update(answer="variance"),
                                 ["field 'quiz[0].answer'", "'variance' is not a computed quantity (e.g. h5, z4, "
                                  "mean; did you mean 'var'?)"]),
    "an answer past the vector's end": (lambda r: r["states"]["b2"]["quiz"][0].update(answer="s5"),
                                        ["'s5' is not a computed quantity (e.g. h5, z4, mean; s has 4 components, s1 "
                                         "to s4)"]),
    "panel of unknown vector": (lambda r: r["states"]["b2"]["shows"][0].update(of=["q"]),
                                ["state 'b2'", "cannot show 'q'"]),
    "unknown highlight": (lambda r: r["states"]["b4"]["highlight"].append("w3"),
                          ["state 'b4'", "field 'highlight'", "'w3'"]),
    "printed wrong length": (lambda r: r["printed"]["h"].pop(), ["field 'printed.h'", "expected 6 numbers"]),
    "state in no group": (lambda r: r["groups"][1]["states"].remove("b5"),
                          ["state 'b5'", "belongs to no group (add it to the states: of one: "]),
    "missing example": (lambda r: r.pop("example"), ["field 'example'", "missing"]),
    "negative eps": (lambda r: r["example"]["layer_norm"].update(eps=-1.0), ["field 'example.layer_norm.eps'"]),
    "demo W_O wrong shape": (lambda r: r["demo"]["W_O"].pop(), ["field 'demo.W_O'", "expected shape 4 x 4"]),
    "demo head wrong shape": (lambda r: r["demo"]["heads"][1]["Wk"][0].append(0.5),
                              ["field 'demo.heads[1].Wk'", "expected shape 4 x 2"]),
    "demo x wrong width": (lambda r: r["demo"]["x"][2].pop(), ["field 'demo.x'", "x 4"]),
    "lab text missing": (lambda r: r["lab"]["causal"]["explain"].pop("en"), ["field 'lab.causal.explain.en'"]),
    "lab experiment missing": (lambda r: r["lab"].pop("pre_norm"), ["field 'lab.pre_norm'", "missing"]),
    "state not a mapping": (lambda r: r["states"].update(b2=["x"]), ["state 'b2'", "expected a mapping"]),
    "draw without u": (lambda r: r["states"]["b1"]["quiz"][0].update(draw=["W2"]),
                       ["state 'b1'", "field 'quiz[0].draw'", "must list u"]),
    "draw of W1": (lambda r: r["states"]["b1"]["quiz"][0].update(draw=["u", "W1"]),
                   ["state 'b1'", "field 'quiz[0].draw'", "cannot draw 'W1'"]),
    "unknown part role": (lambda r: r["diagram"][7].update(role="softmax"),
                          ["field 'diagram[7].role'", "unknown role 'softmax' (use activation or projection)"]),
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


def test_a_text_with_a_path_or_a_good_address_is_no_address_with_a_flaw(raw, write_states) -> None:
    """Only what is written as a web address is held to be one: a Windows path, a ratio, an address in <…>."""
    raw["states"]["b2"]["notes"][0].update(en="Saved in C:/Users/me/r45, at 1:2; see <https://arxiv.org/abs/1706.03762>.")
    assert lesson_mod.load(write_states(raw)).state("b2").notes[0].en.startswith("Saved in C:/Users")
    # a word before a colon in prose had been refused as an address with a flaw
    raw["states"]["b2"]["notes"][0].update(en="The web's protocol is HTTP: it carries pages.",
                                           zh="协议是 HTTP：它传输网页。")
    assert lesson_mod.load(write_states(raw)).state("b2").notes[0].en.startswith("The web's protocol is HTTP:")


@pytest.mark.parametrize(("edit", "said"), [
    # 4,301 digits: Python's own limit had said "invalid YAML (ValueError)", with no line or field
    (lambda text: text.replace("  u: [", "  u: [" + "1" * 4301 + ", ", 1),
     "line {line}, column 7: a number of 4,301 digits; numbers here stay within ±1e+06"),
    # a note's en: a space short: "did not find expected '-' indicator", with no word of what to look at
    (lambda text: text.replace("\n        en: ", "\n       en: ", 1), "(look at this line and those just before it"),
])
def test_a_file_yaml_cannot_read_says_where_and_what_to_look_at(write_states, edit, said) -> None:
    from conftest import STATES

    text = STATES.read_text(encoding="utf-8")
    edited = edit(text)
    assert edited != text
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(edited))
    line = next(k + 1 for k, row in enumerate(edited.splitlines()) if row.startswith("  u: ["))
    assert said.format(line=line) in str(info.value), str(info.value)


@pytest.mark.parametrize("case", ["next off the path", "W1 wrong shape", "missing zh", "non-number"])
def test_broken_file_through_the_cli(runner, raw, write_states, case) -> None:
    BROKEN[case][0](raw)
    path = write_states(raw)
    result = invoke(runner, "--states", str(path), "show")
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("r45: error: ") and str(path) in lines[0]
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(("edit", "key"), [
    (lambda r: r["states"]["b5"]["claims"].__setitem__(0, "h7 = 0"), "- h7 = 0"),  # a list's entry: its own line
    (lambda r: r["states"]["b1"]["title"].pop("en"), "title:"),  # missing: the deepest key the file has
    (lambda r: r["states"]["b3"]["quiz"][1].__setitem__("answer", 9), "answer: 9"),
    (lambda r: r["example"]["W1"][3].append(0), "- - "),  # the row
    (lambda r: r.update(default="b9"), "default: b9"),
], ids=["claim", "missing en", "option number", "matrix row", "default"])
def test_a_refusal_names_the_line_that_holds_what_it_names(runner, raw, write_states, edit, key) -> None:
    """An instructor searched an 830-line file by hand for "state 'b5': field 'claims[0]'": only YAML's own errors
    said a line. Each refusal now opens `file:line:`, the line of the field it names, as deep as the file has it."""
    edit(raw)
    path = write_states(raw)
    result = invoke(runner, "--states", str(path), "verify")
    assert result.exit_code == 2 and result.stderr.startswith(f"r45: error: {path}:"), result.stderr
    at = int(result.stderr[len(f"r45: error: {path}:"):].split(":", 1)[0])
    line = path.read_text(encoding="utf-8").splitlines()[at - 1]
    assert line.strip().startswith(key.split(":")[0]) and (key.endswith(":") or key in line), (at, line)


def test_yaml_s_own_errors_name_their_line_and_a_pasted_control_byte_is_named(runner, write_states) -> None:
    """A key given twice in b1 was put at b1's line (202), not at the second key (204); an ESC byte pasted into a
    title said "invalid YAML (ReaderError)", with no line and no character."""
    text = STATES.read_text(encoding="utf-8")
    twice = text.replace("  b1:\n    highlight: [w2]\n", "  b1:\n    highlight: [w2]\n    highlight: [w2]\n", 1)
    path = write_states(twice)
    at = next(k for k, row in enumerate(twice.splitlines(), 1) if row == "    highlight: [w2]") + 1
    assert invoke(runner, "--states", str(path), "verify").stderr.startswith(f"r45: error: {path}:{at}: state 'b1': ")
    pasted = text.replace('en: "Widen to six', 'en: "\x1bWiden to six', 1)
    path = write_states(pasted)
    at = next(k for k, row in enumerate(pasted.splitlines(), 1) if "\x1b" in row)
    said = invoke(runner, "--states", str(path), "verify").stderr
    assert said.startswith(f"r45: error: {path}:{at}: state 'b0': invalid YAML at line {at}, column 12: ") and \
        "control character U+001B here" in said, said


def test_a_character_refused_in_a_folded_text_is_found_on_its_own_line(runner, write_states) -> None:
    """A zero-width space on the third line of a text folded over lines (>-) was put at the text's key, three lines
    above, "at column 172" (its place in the joined text, no editor's column)."""
    text = STATES.read_text(encoding="utf-8")
    rows = text.splitlines()
    key = next(k for k, row in enumerate(rows) if row.strip() == "en: >-")
    indent = len(rows[key + 2]) - len(rows[key + 2].lstrip())
    rows[key + 2] = rows[key + 2][:indent] + rows[key + 2][indent:].replace(" ", " \u200b", 1)
    path = write_states("\n".join(rows) + "\n")
    said = invoke(runner, "--states", str(path), "verify").stderr
    assert said.startswith(f"r45: error: {path}:{key + 3}: ") and " of the text: " in said, said


@pytest.mark.parametrize("ch", ["\u2028", "\x85"])
def test_a_line_break_only_yaml_knows_is_refused_at_its_own_line(runner, write_states, ch) -> None:
    """U+2028 or U+0085 in a folded text is a line break to YAML and none to an editor: the error had stood a line
    below, "did not find expected key", of indentation, and named no character."""
    rows = STATES.read_text(encoding="utf-8").splitlines()
    key = next(k for k, row in enumerate(rows) if row.strip() == "en: >-")
    rows[key + 2] = rows[key + 2] + ch + " more"
    path = write_states("\n".join(rows) + "\n")
    said = invoke(runner, "--states", str(path), "verify").stderr
    assert said.startswith(f"r45: error: {path}:{key + 3}: ") and f"U+{ord(ch):04X}" in said, said


def test_a_misspelt_slip_is_given_the_closest_name(runner, raw, write_states) -> None:
    """'unbiased_varaince' was told the whole list of slips, cut after 90 characters, and no guess."""
    skill = next(s for s in raw["skills"] if "unbiased_variance" in s.get("slips", []))
    skill["slips"] = ["unbiased_varaince" if k == "unbiased_variance" else k for k in skill["slips"]]
    said = invoke(runner, "--states", str(write_states(raw)), "verify").stderr
    assert "unknown slip 'unbiased_varaince'; did you mean 'unbiased_variance'?" in said, said


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


@pytest.mark.usefixtures("fresh_cache")
def test_cache_is_used_and_follows_edits(raw, write_states) -> None:
    path = write_states(raw)
    first = lesson_mod.load(path)
    cache = source.cache_dir() / source.CACHE_FILE
    assert cache.exists()
    assert lesson_mod.load(path) == first  # from the cache, the same lesson
    raw["states"]["b1"]["title"]["en"] = "Edited"
    write_states(raw)  # new size and time: the cache no longer matches
    assert lesson_mod.load(path).state("b1").title.en == "Edited"


@pytest.mark.usefixtures("fresh_cache")
def test_a_bad_file_is_never_cached(raw, write_states) -> None:
    raw["default"] = "nope"
    with pytest.raises(LessonError):
        lesson_mod.load(write_states(raw))
    assert not (source.cache_dir() / source.CACHE_FILE).exists()


@pytest.mark.usefixtures("fresh_cache")
@pytest.mark.parametrize("junk", ["{", "[]", '{"key": 1}', "", "\x00\x01"])
def test_a_broken_cache_is_a_miss(write_states, raw, junk) -> None:
    path = write_states(raw)
    source.cache_dir().mkdir(parents=True, exist_ok=True)
    (source.cache_dir() / source.CACHE_FILE).write_text(junk)
    assert lesson_mod.load(path).default == raw["default"]


def _rewrite_cache(change, *, redigest: bool) -> None:
    """Change the cached data in place; with `redigest`, give it a matching digest too (as a careful forger would)."""
    import marshal

    cache = source.cache_dir() / source.CACHE_FILE
    blob = cache.read_bytes()
    start = len(source.CACHE_MAGIC) + 2 * source.DIGEST_BYTES
    key, digest = blob[len(source.CACHE_MAGIC) : start - source.DIGEST_BYTES], blob[start - source.DIGEST_BYTES : start]
    data = marshal.loads(blob[start:])
    change(data)
    payload = marshal.dumps(data)
    cache.write_bytes(source.CACHE_MAGIC + key + (source._digest(payload) if redigest else digest) + payload)
    source.forget()  # the next load is a later run's: it reads the file again


@pytest.mark.usefixtures("fresh_cache")
def test_a_changed_number_in_the_cache_is_never_served(write_states, raw) -> None:
    """One value changed in the cached data: its digest no longer matches, so the file is read again."""
    path = write_states(raw)
    lesson_mod.load(path)
    _rewrite_cache(lambda data: data["example"]["u"].__setitem__(0, 9.0), redigest=False)
    assert lesson_mod.load(path).example.u[0] == 1.170705


@pytest.mark.usefixtures("fresh_cache")
def test_cached_data_is_checked_again(write_states, raw) -> None:
    """A cache entry that matches the key and its digest but holds a bad lesson still fails validation."""
    path = write_states(raw)
    lesson_mod.load(path)
    _rewrite_cache(lambda data: data.__setitem__("default", "b9"), redigest=True)
    with pytest.raises(LessonError, match="unknown state 'b9'"):
        lesson_mod.load(path)


def test_a_numeric_state_key_is_refused_as_an_id(raw, write_states) -> None:
    """`1:` in YAML is a number; an id starts with a letter, so it is one line naming it (it was once a KeyError)."""
    raw["states"][1] = raw["states"].pop("b1")
    raw["order"] = ["b0", "1", "b2", "b3", "b4", "b5"]
    raw["groups"][0]["states"] = ["b0", "1", "b2", "b3"]
    path = write_states(raw)
    with pytest.raises(lesson_mod.LessonError) as info:
        lesson_mod.load(path)
    assert str(info.value) == (f"{path}: field 'order[1]' (list entries counted from 0): '1' is not an id"
                               " (a letter, then up to 31 letters, digits, _ or -)")


def test_the_c_safe_loader_is_used_when_present() -> None:
    import yaml

    loader = source._safe_loader()
    assert issubclass(loader, getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def test_an_edit_that_keeps_size_and_time_is_not_served_stale(raw, write_states) -> None:
    """The cache key is the file's content: an edit of the same length, with its old mtime restored, is seen."""
    import os

    path = write_states(raw)
    lesson_mod.load(path)
    before = path.stat()
    text = path.read_text(encoding="utf-8")
    edited = text.replace("default: b4", "default: b5")
    assert len(edited) == len(text) and edited != text
    path.write_text(edited, encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert lesson_mod.load(path).default == "b5"


@pytest.mark.usefixtures("fresh_cache")
def test_the_cache_keeps_yaml_types(raw, write_states) -> None:
    """A number given as text stays text through the cache (JSON would not keep the difference)."""
    raw["reference"]["title"] = "2017"  # a text, in quotes
    raw["example"]["layer_norm"]["eps"] = "1e-5"  # YAML 1.1 reads this as text too
    path = write_states(raw)
    cold = lesson_mod.load(path)
    warm = lesson_mod.load(path)
    assert cold == warm and warm.reference.title == "2017" and warm.example.eps == 1e-5


# --------------------------------------------------------------------------- the schema


def test_unknown_key_is_named_with_a_guess(raw, write_states) -> None:
    raw["states"]["b0"]["hightlight"] = raw["states"]["b0"].pop("highlight")
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert info.value.state == "b0" and info.value.field == "hightlight"
    assert "unknown key 'hightlight' (did you mean 'highlight'?)" in str(info.value)


def test_an_instructors_slips_are_named_where_they_are(raw, write_states) -> None:
    """An instructor's `knd:` was told "field 'quiz[0].kind': expected a non-empty text, got nothing"; an unquoted
    `off:` "unknown key 'False'", an id `off` "true/false is not an id" with no word of quotes; a W1 written 6 × 4 was
    blamed on u; U+2028 was called a format character."""
    def refused(data) -> LessonError:  # type: ignore[no-untyped-def]
        with pytest.raises(LessonError) as info:
            lesson_mod.load(write_states(data))
        return info.value

    question = raw["states"]["b1"]["quiz"][0]
    question["knd"] = question.pop("kind")
    said = refused(raw)
    assert (said.state, said.field) == ("b1", "quiz[0].knd") and "unknown key 'knd' (did you mean 'kind'?)" in str(said)
    text = STATES.read_text(encoding="utf-8")
    said = refused(text.replace("{panel: matrix, of: [W2]}", "{panel: matrix, off: [W2]}"))
    assert "a key YAML reads as false" in str(said) and "put it in quotes, or use one of panel, of" in str(said)
    said = refused(text.replace("order: [b0,", "order: [off,"))
    assert said.field == "order[0]" and "put the id in quotes" in str(said)
    raw = yamlio.shipped()
    raw["example"]["W1"] = [list(column) for column in zip(*raw["example"]["W1"])]
    said = refused(raw)
    assert said.field == "example.W1" and "is 6 × 4; with 4 numbers in u and 6 in b1 it is 4 × 6" in str(said)
    raw = yamlio.shipped()
    raw["states"]["b1"]["title"]["en"] = "W2 \u2028projects"
    assert "invisible separator U+2028 (LINE SEPARATOR)" in str(refused(raw))


@pytest.mark.parametrize(
    "edit, field",
    [
        (lambda r: r["example"].update(W3=[[1]]), "example.W3"),
        (lambda r: r["reference"].update(urll="x"), "reference.urll"),
        (lambda r: r["states"]["b2"]["shows"][0].update(off=["u"]), "shows[0].off"),
        (lambda r: r.update(extra=1), "extra"),
    ],
)
def test_unknown_keys_anywhere(raw, write_states, edit, field) -> None:
    edit(raw)
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert info.value.field == field and "unknown key" in str(info.value)


@pytest.mark.parametrize("version", [7, 0, "1", True, None])
def test_version_is_checked(raw, write_states, version) -> None:
    raw["version"] = version
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert info.value.field == "version"


def test_next_must_agree_with_order(raw, write_states) -> None:
    raw["states"]["b1"]["next"] = "b0"
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    message = str(info.value)
    assert info.value.state == "b1" and info.value.field == "next"
    assert "'b0'" in message and "'b2'" in message and "order" in message


def test_next_that_agrees_is_accepted(raw, write_states) -> None:
    raw["states"]["b1"]["next"] = "b2"
    raw["states"]["b5"]["next"] = None
    raw["states"]["b1"]["group"] = "recompute"
    assert lesson_mod.load(write_states(raw)).following("b1") == "b2"


def test_group_must_agree_with_groups(raw, write_states) -> None:
    raw["states"]["b1"]["group"] = "explain"
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert info.value.state == "b1" and info.value.field == "group"


@pytest.mark.parametrize(
    "case",
    [
        ("hightlight", lambda r: r["states"]["b0"].update(hightlight=["u"])),
        ("version", lambda r: r.update(version=7)),
        ("next", lambda r: r["states"]["b1"].update(next="b0")),
    ],
    ids=["typo", "version", "loop"],
)
def test_the_three_instructor_mistakes_exit_2_with_one_line(runner, raw, write_states, case) -> None:
    name, edit = case
    edit(raw)
    path = write_states(raw)
    for command in (["verify"], ["show"], ["step"]):
        result = invoke(runner, "--states", str(path), *command, input="q\n")
        assert result.exit_code == 2, (command, result.stdout)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and name in lines[0] and str(path) in lines[0]


def test_two_groups_with_one_id_are_refused(raw, write_states) -> None:
    """An instructor gave the second group the first one's id: every check passed, and a state's `group:` could
    name either."""
    raw["groups"][1]["id"] = raw["groups"][0]["id"]
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert info.value.field == "groups[1].id" and "an earlier group too" in str(info.value)


def test_a_decimal_comma_in_any_list_of_numbers_is_named(raw, write_states) -> None:
    """`gamma: [1, 1, 1, 1,5]` was told only "expected 4 numbers, got 5", where u's decimal comma was named; a
    matrix row counts from 1, as the claims' W1[row,column] do (row 0 was W1's first)."""
    raw["example"]["layer_norm"]["gamma"] = [1, 1, 1, 1, 5]  # what YAML reads from 1,5
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    # where the 4 comes from is said too ("expected 4 numbers, got 3" had left an instructor counting)
    assert str(info.value).endswith("expected 4 numbers, one for each component of u, got 5 (a decimal comma? a "
                                    "decimal point is a dot: 1.5)")
    raw["example"]["layer_norm"]["gamma"] = [1.0] * 4
    raw["example"]["W2"][0] = [0.5, 0, 0, 0, 25]
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert "but row 1 of 6 has 5 numbers (a decimal comma?" in str(info.value)
    raw["example"]["W2"][0] = [0.5, 0, 0, 0]
    raw["example"]["W2"] = [[*row, 0] for row in raw["example"]["W2"]]  # every row a column more: a shape, no comma
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert str(info.value).endswith("field 'example.W2': expected shape 6 x 4, but every row has 5 numbers")
    raw["example"]["W2"] = [row[:4] for row in raw["example"]["W2"]]
    raw["example"]["b2"] = [0, 0, 0, 0, 0]  # one zero too many: no decimal comma makes that
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert str(info.value).endswith("expected 4 numbers, one for each component of u, got 5")
    raw["example"]["b2"] = [0, 0, 0, 0]
    raw["printed"]["h"] = raw["printed"]["h"][:5]
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert str(info.value).endswith("field 'printed.h': expected 6 numbers, one for each hidden channel, got 5")


def test_a_key_without_a_space_after_its_colon_is_named_on_its_own_line(write_states) -> None:
    """`highlight:[w2]` was told at the line after it, with advice to quote a text."""
    text = STATES.read_text(encoding="utf-8")
    at = text.splitlines().index("    highlight: [w2]") + 1
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(text.replace("    highlight: [w2]", "    highlight:[w2]")))
    assert str(info.value).endswith(f"(line {at}: a key needs a space after its colon: highlight: …)"), str(info.value)


def test_groups_follow_the_path_order(raw, write_states) -> None:
    raw["groups"][0]["states"] = ["b3", "b2", "b1", "b0"]
    lesson = lesson_mod.load(write_states(raw))
    assert lesson.group_of("b0").states == ("b0", "b1", "b2", "b3")
    assert lesson.place("b0") == (1, 4)


def test_duplicate_keys_are_refused_with_both_lines(runner, write_states) -> None:
    text = (ROOT_STATES := STATES.read_text(encoding="utf-8")).replace("default: b4\n", "default: b4\ndefault: b5\n", 1)
    assert text != ROOT_STATES
    result = invoke(runner, "verify", "--states", str(write_states(text)))
    assert result.exit_code == 2 and "duplicate key 'default'" in result.stderr and "line" in result.stderr


def test_yaml_merge_keys_still_work(write_states, raw) -> None:
    """A `<<:` merge overrides a key on purpose: not a duplicate."""

    raw["states"]["b0"]["title"] = "TITLE0"
    raw["states"]["b1"]["title"] = "TITLE1"
    text = yamlio.dump(raw, allow_unicode=True, sort_keys=False)
    text = text.replace("title: TITLE0", "title: &t {zh: 共用标题, en: Shared title}")
    text = text.replace("title: TITLE1", "title: {<<: *t, en: Its own title}")
    lesson = lesson_mod.load(write_states(text))
    assert lesson.state("b1").title == ("共用标题", "Its own title")


@pytest.mark.usefixtures("fresh_cache")
def test_an_alias_bomb_is_refused_and_never_cached(write_states, raw) -> None:
    """10⁹ values behind 9 aliases: refused by a count that measures each shared node once (its speed is in
    benchmarks/)."""

    bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1},"
        f" *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]\n" for i in range(1, 9)
    )
    raw["states"]["b0"]["notes"] = "NOTES"
    text = yamlio.dump(raw, allow_unicode=True, sort_keys=False).replace("notes: NOTES", "notes: *a8")
    with pytest.raises(LessonError, match="aliases"):
        lesson_mod.load(write_states(bomb.replace("a0:", "x-bomb:\n  a0:").replace("\na", "\n  a") + text))
    assert not (source.cache_dir() / source.CACHE_FILE).exists()


def test_a_fifo_or_device_as_the_lesson_is_refused(runner, tmp_path) -> None:
    fifo = tmp_path / "lesson.yaml"
    os.mkfifo(fifo)
    for path in (fifo, "/dev/zero"):
        result = invoke(runner, "verify", "--states", str(path))
        assert result.exit_code == 2 and "not a regular file" in result.stderr


def test_residuals_and_sublayers_are_read_from_the_diagram(lesson) -> None:
    adds = {p.id: p.adds for p in lesson.diagram if p.adds}
    assert adds == {"add1": "x", "add2": "u"}
    assert [(s.id, s.parts) for s in lesson.sublayers] == [
        ("attention", ("heads", "wo")), ("norm1", ("add1", "ln1")), ("ffn", ("w1", "relu", "w2")),
        ("norm2", ("add2", "ln2")),
    ]


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (lambda raw: raw["diagram"][3].__setitem__("adds", "z"),
         "field 'diagram[3].adds' (list entries counted from 0): adds 'z', which is not a part before it"),
        (lambda raw: raw["sublayers"][2].__setitem__("parts", ["w1", "w2"]),
         "field 'sublayers[2].parts' (list entries counted from 0): parts must be consecutive in the diagram"),
        (lambda raw: raw["sublayers"][1].__setitem__("parts", ["wo", "add1"]),
         "field 'sublayers[1].parts' (list entries counted from 0): part 'wo' is in two sublayers"),
        (lambda raw: raw["sublayers"][0].__setitem__("parts", ["nope"]),
         "field 'sublayers[0].parts' (list entries counted from 0): unknown diagram part 'nope'"),
    ],
)
def test_a_bad_residual_or_sublayer_is_one_line(raw, write_states, spoil, message) -> None:
    spoil(raw)
    path = write_states(raw)
    with pytest.raises(LessonError) as info:
        lesson_mod.load(path)
    assert str(info.value).startswith(f"{path}: {message}")


def test_a_skill_no_question_exercises_says_what_to_do(raw, write_states) -> None:
    """An instructor who removed b3 was told "no question exercises norm_again", with no word of the fix."""
    raw["skills"].append({**{k: v for k, v in raw["skills"][0].items() if k != "slips"}, "id": "spare"})
    with pytest.raises(LessonError) as info:
        lesson_mod.load(write_states(raw))
    assert info.value.field == "skills"
    assert str(info.value).endswith("no question exercises spare (drop it from skills:, or add it to a question's "
                                    "skills:)")
