"""`r45 quiz`: answers parsed and checked against the computation, driven through stdin."""

from __future__ import annotations

import re

import pytest
from conftest import invoke

from r45cli import quiz
from r45cli.lesson import Bilingual, Question
from r45cli.plain import draw
from r45cli.view.model import Para
from r45cli.view.practice import quiz_event

T = Bilingual("x", "x")


def number(name: str, tol: float = 6e-7) -> Question:
    return Question("number", T, T, name, tolerance=tol)


def item(state: str, q: Question, n: int = 1) -> quiz.Item:
    return quiz.Item(f"{state}.quiz.{n}", state, q)


def right_options(runner, tmp_path, state: str, seed: int) -> list[str]:
    """The shown number of each choice question's right option under `--seed`, read from a skipped run in a
    throwaway state folder."""
    out = invoke(runner, "quiz", state, "--seed", str(seed), input="s\n" * 5,
                 env={"R45_STATE_DIR": str(tmp_path / "peek")}).stdout
    return re.findall(r"The answer is (\d) \(", out)


def test_every_state_has_two_to_four_questions(lesson) -> None:
    """A short quiz a state; b5 has four since each claim has a question for each test form (assess.claim_questions)."""
    for sid in lesson.order:
        assert 2 <= len(lesson.state(sid).quiz) <= 4, sid
    kinds = {q.kind for sid in lesson.order for q in lesson.state(sid).quiz}
    assert kinds == {"number", "set", "choice"}


def test_expected_answers_come_from_the_trace(worked) -> None:
    assert quiz.expected(number("h5"), worked) == worked.vector("h")[4]
    assert quiz.expected(Question("set", T, T, "relu_zeroed"), worked) == frozenset({2, 3, 5})
    assert quiz.expected(Question("set", T, T, "negative_z"), worked) == frozenset({2, 3})


@pytest.mark.parametrize("text", ["abc", "", "1e999", "-inf", "nan", "0x1"])
def test_bad_numbers_are_asked_again(worked, text) -> None:
    assert quiz.parse(number("h5"), text, worked).error is not None


def test_number_tolerance(worked) -> None:
    q = number("z4")
    assert quiz.is_right(q, quiz.parse(q, "-1.39722", worked).value, worked)
    assert quiz.is_right(q, quiz.parse(q, "−1.397220", worked).value, worked)  # a typographic minus
    assert not quiz.is_right(q, quiz.parse(q, "-1.3972", worked).value, worked)
    assert not quiz.is_right(q, quiz.parse(q, "-1.397225", worked).value, worked)  # eps left out


def test_shipped_tolerances_refuse_every_wrong_method(lesson, worked) -> None:
    """No number question of the lesson lets a wrong method pass on the lesson's numbers: each gives the right
    number, or one no answer within the tolerance of the right one reaches."""
    from r45cli import handwork, mistakes

    for sid in lesson.order:
        state = lesson.state(sid)
        for q in (*state.quiz, *state.predict):
            if q.kind != "number":
                continue
            paper = handwork.Paper.given(worked, q.given)
            right = mistakes.right_spans(paper, str(q.answer))
            for m, values in mistakes.catalogue(paper, str(q.answer)):
                for wrong in handwork.spans(values):
                    same = right[0][0] - 1e-12 <= wrong[0] and wrong[1] <= right[0][1] + 1e-12  # a right number
                    assert same or handwork.apart(wrong, right[0], q.tolerance), (sid, q.answer, m.key)


@pytest.mark.parametrize(("text", "value"),
                         [("h3 h4 h6", {2, 3, 5}), ("3,4,6", {2, 3, 5}), ("H6;h3，h4", {2, 3, 5}), ("none", set())])
def test_set_answers(worked, text, value) -> None:
    assert quiz.parse(Question("set", T, T, "relu_zeroed"), text, worked).value == frozenset(value)


@pytest.mark.parametrize("text", ["z3", "h7", "h0", "hh", ",,"])
def test_bad_set_members(worked, text) -> None:
    assert quiz.parse(Question("set", T, T, "relu_zeroed"), text, worked).error is not None


def test_choice_answers(worked) -> None:
    q = Question("choice", T, T, 2, options=(T, T, T), explain=T)
    assert quiz.parse(q, "2", worked).value == 2 and quiz.parse(q, "B", worked).value == 2
    assert quiz.parse(q, "4", worked).error and quiz.parse(q, "d", worked).error


def test_run_hint_then_solution_and_score(worked) -> None:
    events = []
    answers = iter(["1", "abc", "2"])
    done = quiz.run([item("b0", number("h5"))], quiz.Numbers.course(worked), read=lambda: next(answers, None),
                    show=events.append)
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["Ask", "Hint", "Invalid", "Solution", "Done"]
    solution = events[3]
    assert [s.name for s in solution.steps] == ["u1", "u2", "a5", "h5"]  # in the order they are computed
    assert done.score == {"b0": (0, 1)} and done.finished and done.missed == ("b0.quiz.1",)


def test_right_on_the_second_try_earns_half(worked) -> None:
    events: list = []
    answers = iter(["1", "0.521116"])
    done = quiz.run([item("b0", number("h5"))], quiz.Numbers.course(worked), read=lambda: next(answers, None),
                    show=events.append)
    assert done.score == {"b0": (0.5, 1)} and events[-2][:3] == quiz.Right(number("h5"), 0.521116, second=True)[:3]
    assert done.missed == ("b0.quiz.1",)  # half credit still comes back first next time


def test_run_stops_at_end_of_input(worked) -> None:
    events = []
    done = quiz.run([item("b0", number("h5")), item("b1", number("f3"))], quiz.Numbers.course(worked),
                    read=lambda: None, show=events.append)
    assert not done.finished and done.score == {}


def test_a_run_cut_short_counts_what_was_not_reached_as_not_right(worked) -> None:
    answers = iter(["0.521116"])
    questions = [item("b0", number("h5"), 1), item("b0", number("a5"), 2)]
    done = quiz.run(questions, quiz.Numbers.course(worked), read=lambda: next(answers, None), show=lambda e: None)
    assert done.score == {"b0": (1.0, 2)} and done.asked == 1 and done.total == 2


def test_missed_questions_come_first(lesson) -> None:
    order = [i.qid for i in quiz.items(lesson, ["b0", "b1"], missed=["b1.quiz.2", "b0.quiz.3"])]
    assert order[:2] == ["b1.quiz.2", "b0.quiz.3"] and order[2:] == ["b0.quiz.1", "b0.quiz.2", "b1.quiz.1"]


def test_options_are_shuffled_and_the_answer_follows(lesson) -> None:
    import numpy as np

    q = lesson.state("b4").quiz[0]
    shown = {quiz.shuffled(q, np.random.default_rng(seed)) for seed in range(12)}
    assert len({s.answer for s in shown}) == len(q.options)  # the right one is not always in one place
    for s in shown:
        assert s.options[int(s.answer) - 1] == q.options[int(q.answer) - 1]


def test_no_option_gives_itself_away_by_length(lesson) -> None:
    for sid in lesson.order:
        state = lesson.state(sid)
        for q in (*state.quiz, *state.predict):
            if q.kind != "choice":
                continue
            for lang in ("zh", "en"):
                lengths = [len(o(lang)) for o in q.options]
                right = lengths[int(q.answer) - 1]
                longest_wrong = max(n for k, n in enumerate(lengths) if k != int(q.answer) - 1)
                assert right < 1.5 * longest_wrong, (sid, lang, lengths)


def test_fresh_draws_repeat_with_their_seed(lesson) -> None:
    a, b, c = quiz.fresh(lesson, 7).worked, quiz.fresh(lesson, 7).worked, quiz.fresh(lesson, 8).worked
    assert list(a.vector("u")) == list(b.vector("u")) != list(c.vector("u"))
    assert list(a.vector("u")) != list(lesson.example.u)
    assert 0 < len(a.zeroed) < len(a.vector("a")) and (a.vector("z") < 0).any()


# --------------------------------------------------------------------------- CLI


def test_quiz_through_stdin(runner, lesson, worked, tmp_path) -> None:
    # b0: the set (right first time), h5 (wrong, then right: half), the choice (wrong twice)
    (right,) = right_options(runner, tmp_path, "b0", 3)
    wrong = "2" if right == "1" else "1"
    answers = f"h3 h4 h6\n0.5\n0.521116\n{wrong}\n{wrong}\n"
    result = invoke(runner, "quiz", "b0", "--seed", "3", input=answers)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert out.count("Right.") == 1 and "Right, on the second try: half a point." in out
    assert "Not right.\nHint: h5 = max(0, a5), and a5 = u1 − u2." in out
    assert f"The answer is {right} (Yes: widening alone" in out
    assert "Score: 1.5 of 3" in out


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_at_a_terminal_a_worked_solution_waits_for_enter(runner, monkeypatch, lang) -> None:
    """At 40×16 the next question pushed a wrong answer's worked solution off the screen before it was read: at a
    terminal the quiz waits for Enter there, and q there ends it with no question shown after."""
    from r45cli import linemode

    monkeypatch.setattr(linemode, "interactive", lambda: True)  # read_line still reads the runner's input
    wait = {"en": "Enter: go on, q: stop here> ", "zh": "按 Enter 继续，输入 q 到此为止> "}[lang]
    on = invoke(runner, "--lang", lang, "quiz", "b2", "--seed", "1", input="0.9\n0.9\n\ns\nq\n").stdout
    solved, skipped = on.index(wait), on.rindex(wait)
    said = {"en": "The answer: mean = 0.260107. ", "zh": "答案：mean = 0.260107。"}[lang]  # at 80×24 a long solution
    assert on[solved - len(said) : solved] == said  # had scrolled "The answer is …" off before the wait
    assert solved < skipped and on.count(wait) == 2  # after the worked solution, and after the answer skipped
    assert on.count("question 2 of" if lang == "en" else "第 2 题") == 1 and on.index("2 of" if lang == "en"
                                                                                      else "第 2 题") > solved
    stopped = invoke(runner, "--lang", lang, "quiz", "b2", "--seed", "1", input="0.9\n0.9\nq\n").stdout
    assert stopped.count(wait) == 1 and ("question 2 of" if lang == "en" else "第 2 题") not in stopped
    assert ("Score: 0 of 4" if lang == "en" else "得分：0（满分 4）") in stopped
    monkeypatch.undo()  # from a pipe or a file nothing waits: the next line is the next answer
    piped = invoke(runner, "--lang", lang, "quiz", "b2", "--seed", "1", input="0.9\n0.9\nq\n").stdout
    assert wait not in piped and ("question 2 of" if lang == "en" else "第 2 题") in piped


def test_after_the_last_question_the_wait_leads_to_the_score(runner, monkeypatch) -> None:
    """After the last question's solution the quiz still said "Enter: go on, q: stop here" with nothing to go on to."""
    from r45cli import linemode

    monkeypatch.setattr(linemode, "interactive", lambda: True)
    out = invoke(runner, "quiz", "b2", "--seed", "1", input="s\n\n" * 3 + "s\n" + "\n" * 3).stdout
    waits = re.findall(r"Enter: (go on, q: stop here|see the score)> ", out)
    assert waits == ["go on, q: stop here"] * 3 + ["see the score"], waits
    assert out.rindex("Enter: see the score> ") < out.index("Score: 0 of 4")


def test_a_long_prompt_is_broken_as_prose_before_the_answer(runner, monkeypatch) -> None:
    """At 40 columns the terminal broke the prompt after a worked solution inside a word ("…继续，输" | "入 q 到此为
    止>"): r45 breaks it as prose, and the answer follows its last line."""
    from rich.cells import cell_len

    from r45cli import linemode

    monkeypatch.setattr(linemode, "interactive", lambda: True)
    out = invoke(runner, "--lang", "zh", "quiz", "b2", "--seed", "1", input="0.9\n0.9\nq\n",
                 env={"COLUMNS": "40"}).stdout
    assert "答案：mean = 0.260107。按 Enter 继续，\n输入 q 到此为止> " in out
    assert all(cell_len(line) <= 40 for line in out.splitlines())


def test_same_seed_same_quiz(runner, tmp_path) -> None:
    env = {"R45_STATE_DIR": str(tmp_path)}
    first = invoke(runner, "quiz", "b4", "--fresh", "--seed", "11", input="", env=env).stdout
    again = invoke(runner, "quiz", "b4", "--fresh", "--seed", "11", input="", env=env).stdout
    other = invoke(runner, "quiz", "b4", "--fresh", "--seed", "12", input="", env=env).stdout
    assert first == again != other
    assert ("│ Each question's u is freshly drawn, and so is W2 where a question says so    │\n"
            "│ (seed 11; r45 quiz b4 --fresh --seed 11 repeats this set).") in first  # the command whole on one line
    # the command said runs the same set: without b4 it asked every state's questions
    assert first == invoke(runner, *"quiz b4 --fresh --seed 11".split(), input="", env=env).stdout
    # asked in another language than the environment's, the command says it: a zh learner's repeat came in English
    zh = " ".join(invoke(runner, "--lang", "zh", "quiz", "b4", "--fresh", "--seed", "11", input="", env=env).stdout
                  .replace("│", "").split())
    assert "r45 --lang zh quiz b4 --fresh --seed 11 可以重做同一组" in zh
    everything = invoke(runner, "quiz", "--fresh", "--seed", "11", input="", env=env).stdout
    assert "r45 quiz --fresh --seed 11 repeats this set" in " ".join(everything.replace("│", "").split())
    # asked in linear text, it says --plain too (a listener's repeat came in boxes); not where $R45_PLAIN asks for it
    plain = invoke(runner, "--plain", "quiz", "b4", "--fresh", "--seed", "11", input="", env=env).stdout
    assert "r45 --plain quiz b4 --fresh --seed 11 repeats this set" in " ".join(plain.split())
    by_env = invoke(runner, "quiz", "b4", "--fresh", "--seed", "11", input="", env={**env, "R45_PLAIN": "1"}).stdout
    assert "r45 quiz b4 --fresh --seed 11 repeats this set" in " ".join(by_env.split())


def drawn_for(lesson, state: str, seed: int, answer: str | None = None):
    """What `quiz STATE --fresh --seed N` asks each question on, by the question's id; with `answer`, the numbers
    of the question that asks it."""
    from r45cli import review

    numbers = review.numbers(lesson, seed)
    drawn = {item.qid: numbers(item) for item in quiz.items(lesson, [state])}
    if answer is None:
        return drawn
    return next(drawn[item.qid] for item in quiz.items(lesson, [state]) if item.question.answer == answer)


def test_fresh_numbers_are_graded_against_the_draw(runner, lesson, tmp_path) -> None:
    from r45cli.numfmt import fixed

    numbers = drawn_for(lesson, "b4", 5, "f1")
    right, other = right_options(runner, tmp_path, "b4", 5)
    f1 = fixed(numbers.with_w2.vector("f")[0])  # b4's f1 draws W2 too
    out = invoke(runner, "quiz", "b4", "--fresh", "--seed", "5", input=f"{right}\n{f1}\n{other}\n").stdout
    assert f"u = ({', '.join(fixed(x) for x in numbers.worked.vector('u'))})" in out
    assert out.count("Right.") == 3 and "Score: 3 of 3" in out


def test_each_fresh_question_has_numbers_of_its_own(runner, lesson, tmp_path) -> None:
    """One u for the whole quiz had question 7 print s = (…, −0.917408, …) and question 9 then ask s3 = ?, and a
    worked solution print the mean a later question asked: each question now draws its own u, as review's cards."""
    from r45cli.numfmt import fixed

    us = {qid: tuple(fixed(x) for x in n.worked.vector("u")) for qid, n in drawn_for(lesson, "b2", 605601).items()}
    assert len(set(us.values())) == len(us) >= 4
    out = invoke(runner, "quiz", "b2", "--fresh", "--seed", "605601", input="s\n" * 8,
                 env={"R45_STATE_DIR": str(tmp_path)}).stdout
    given = [line for line in out.splitlines() if line.startswith(("u = (", "s = ("))]
    assert len(given) == len(set(given)) == 3  # mean from u and f, z4 from s, s3 from u and f: each its own
    assert sum(line in {f"u = ({', '.join(u)})" for u in us.values()} for line in given) == 2


def test_a_question_that_says_draw_w2_gets_a_drawn_w2(lesson) -> None:
    """`draw: [u, W2]`: the same u as the other questions, a W2 of quarter steps that is not the course's, each f
    non-zero."""
    import numpy as np

    a, again = quiz.fresh(lesson, 7), quiz.fresh(lesson, 7)
    assert np.array_equal(a.with_w2.matrix("W2"), again.with_w2.matrix("W2"))
    assert list(a.with_w2.vector("u")) == list(a.worked.vector("u"))
    W2 = a.with_w2.matrix("W2")
    assert not np.array_equal(W2, np.array(lesson.example.W2)) and set(W2.ravel()) <= {-1, -0.5, -0.25, 0, 0.25, 0.5, 1}
    assert (np.all(a.with_w2.vector("f") != 0) and a.with_w2.changed_weights == ("W2",)
            and a.worked.changed_weights == ())
    f3 = next(q for q in lesson.state("b1").quiz if q.answer == "f3")
    choice = next(q for q in lesson.state("b1").quiz if q.kind == "choice")
    assert a.of(f3) is a.with_w2 and a.of(choice) is a.worked


def test_fresh_f3_is_asked_and_graded_on_its_drawn_w2(runner, lesson, tmp_path) -> None:
    from r45cli.numfmt import coefficient, fixed

    drawn = drawn_for(lesson, "b1", 4, "f3").with_w2
    h, W2 = drawn.vector("h"), drawn.matrix("W2")
    by_hand = sum(h[k] * W2[k, 2] for k in range(len(h)))  # f3: h against column 3 of W2, b2 zero
    course_w2 = sum(h[k] * lesson.example.W2[k][2] for k in range(len(h)))
    assert fixed(by_hand) != fixed(course_w2)
    env = {"R45_STATE_DIR": str(tmp_path)}
    out = invoke(runner, "quiz", "b1", "--fresh", "--seed", "4", input=f"{fixed(course_w2)}\n{fixed(by_hand)}\n",
                 env=env).stdout
    asked = out[out.index("f3 = ?") :]
    row1 = next(line for line in asked.splitlines() if line.startswith("h1 "))
    assert row1.split()[1:] == [coefficient(x) for x in W2[0]]
    columns = {len(line) for line in asked.splitlines() if line[:2] in [f"h{k}" for k in range(1, 7)]}
    assert len(columns) == 1  # every row as wide: the columns line up
    assert "(W2 is drawn anew for this question, not the lesson's)" in asked
    assert "Not right." in asked and "Right, on the second try: half a point." in asked
    assert "W2 where a question says so" in out


def test_a_missed_question_comes_back_first(runner, tmp_path) -> None:
    env = {"R45_STATE_DIR": str(tmp_path)}
    invoke(runner, "quiz", "b1", "--seed", "1", input="0\n0\n", env=env)  # f3 missed twice, then input ends
    out = invoke(runner, "quiz", "b1", "--seed", "1", input="", env=env).stdout
    assert "question 1 of 2 · b1\nthis question was not right at the first try before (or was skipped): once more\n" \
        "f3 = ?" in out


@pytest.mark.parametrize(
    ("state", "typed", "said"),
    [
        ("b2", "0.260107\n-1.397225\n", "That matches what the slip 'eps left out' gives."),
        ("b2", "0.260107\n-1.210029\n", "the slip 'n − 1 in the variance'"),
        ("b0", "h3 h4 h6\n0.5211\n0.5211\n",  # asked for all 6 once, then graded: 0.5211 is h5 to 4 decimals
         "You gave 4 of 6 decimals; give all 6, worked out (zeros added on may not be right). Type it again. "
         "answer> 0.5211 Not right. That is the right value to 4 decimals; give all 6."),
        ("b0", "h3 h4 h6\n0.5212\n0.5212\n",  # not h5 to 4 decimals: close, and said how close
         "Not right. Close: the first 3 decimals agree. You gave 4 of 6 decimals; give all 6, worked out (zeros "
         "added on may not be right)."),  # how far off, said after the second try: before it, it was the answer
        ("b1", "0\n", "Each of these 3 slips gives that number: W2 read by rows (transposed); h5 and h6 swapped; "
                      "a term of f left out."),
    ],
)
def test_wrong_answers_are_named(runner, tmp_path, state, typed, said) -> None:
    out = invoke(runner, "quiz", state, "--seed", "2", input=typed, env={"R45_STATE_DIR": str(tmp_path)}).stdout
    assert said in out.replace("\n", " ")


def test_quiz_worked_solution_has_real_operands(runner) -> None:
    out = invoke(runner, "quiz", "b2", input="0\n0\n").stdout
    assert "The answer is mean = 0.260107. Worked solution:" in out
    assert "(1.756058 + 0.974384 + (-0.255140) + (-1.434875))/4" in out


def test_a_claims_answer_is_followed_by_its_reason_not_a_worked_solution(lesson) -> None:
    """b4's claim said "Worked solution:" before a one-line reason (a learner's report)."""
    from r45cli.view.practice import solution

    q = next(q for sid in lesson.order for q in lesson.state(sid).quiz if q.kind == "choice")
    said = [b.text for b in solution(quiz.Solution(q, q.answer), "en") if hasattr(b, "text")]
    assert said[0].startswith(f"The answer is {q.answer} (") and said[0].endswith(". Why:"), said
    assert said[-1] == q.explain("en")


def test_quiz_set_solution_lists_each_channel(runner) -> None:
    out = invoke(runner, "quiz", "b0", input="h1\nh2\n").stdout
    assert "The answer is h3, h4, h6. Worked solution:" in out
    assert re.search(r"a3 = -0\.385419:\s+h3 zeroed by ReLU", out)  # not "→", heard as "then"
    assert re.search(r"a1 = 1\.170705:\s+h1 passed by ReLU as it is", out)


@pytest.mark.parametrize("junk", ["abc\n", "\n", "1e999\n", "h9\n"])
def test_quiz_bad_input_is_asked_again(runner, junk) -> None:
    result = invoke(runner, "quiz", "b1", input=junk)
    assert result.exit_code == 0 and "Traceback" not in result.stdout
    assert "Quiz ended early." in result.stdout
    assert "Score: 0 of 2\n2 not finished: they score 0 in this run" in result.stdout


def test_quiz_all_states_and_score_is_saved(runner, lesson, tmp_path) -> None:
    total = sum(len(lesson.state(s).quiz) for s in lesson.order)
    result = invoke(runner, "quiz", input="x\n" * 3)
    assert f"question 1 of {total}" in result.stdout
    (right,) = right_options(runner, tmp_path, "b1", 4)
    invoke(runner, "quiz", "b1", "--seed", "4", input=f"0.130279\n{right}\n")
    out = invoke(runner, "progress").stdout
    assert re.search(r"b1 .*2/2", out)


def test_a_quiz_cut_short_is_not_recorded_as_full_marks(runner) -> None:
    invoke(runner, "quiz", "b1", input="0.130279\n")
    out = invoke(runner, "progress").stdout
    assert re.search(r"b1 .*1/2", out) and not re.search(r"b1 .*1/1", out)


def test_quiz_zh(runner, lesson, tmp_path) -> None:
    right = right_options(runner, tmp_path, "b3", 9)[0]
    out = invoke(runner, "quiz", "b3", "--lang", "zh", "--seed", "9", input=f"{right}\n").stdout
    assert lesson.state("b3").quiz[0].ask.zh in out and "答对了。" in out


@pytest.mark.parametrize(
    ("typed", "verdict"),
    [("０．５２１１１６", "Right."), ("0.521116", "Right."), ("²", "Right."), ("٢", "The options are numbered"),
     ("1" * 1000, "Too long (at most 64 characters). Type it again."), ("−0.5", "Not right")],
)
def test_typed_answers_are_normalised_and_bounded(runner, typed, verdict) -> None:
    """Full-width IME input works (NFKC, which also reads ² as 2); other scripts' digits are not options; a
    1,000-digit answer is refused politely (a line over 4,096 characters ends the quiz: see test_streams)."""
    from conftest import invoke

    kind = "choice" if typed in ("²", "٢") else "number"
    state, text = ("b0", f"h3 h4 h6\n{typed}\n") if kind == "number" else ("b1", f"0.130279\n{typed}\n")
    result = invoke(runner, "quiz", state, "--seed", "1", input=text)  # seed 1 shows b1's right option second
    assert result.exit_code == 0 and "Traceback" not in result.stderr
    # the first answer and this one
    assert verdict in result.stdout and (verdict != "Right." or result.stdout.count("Right.") == 2)


def test_full_width_keys_and_names_work(runner) -> None:
    from conftest import invoke

    step = invoke(runner, "step", "--from", "b0", input="ｎ\nｑ\n")
    assert step.exit_code == 0 and "│ b1 · " in step.stdout
    why = invoke(runner, "why", "ｚ１")
    assert why.exit_code == 0 and "Where z1 comes from" in why.stdout
    show = invoke(runner, "show", "Ｂ２")
    assert show.exit_code == 0 and "│ b2 · " in show.stdout


def test_questions_show_their_givens(runner, worked) -> None:
    from conftest import invoke

    from r45cli.numfmt import fixed

    out = invoke(runner, "quiz", "b0", input="q\n").stdout
    u = worked.vector("u")
    assert f"u = ({', '.join(fixed(x) for x in u)})" in out  # relu_zeroed is asked with u, computed


@pytest.mark.parametrize("lang, said", [
    ("en", "(f is worked with a W2 drawn anew for this question, not the lesson's; that W2 is not shown)"),
    ("zh", "（f 是用为这道题新抽的 W2 算出的，不是本课的 W2；这个 W2 没有列出）")])
@pytest.mark.parametrize("plain", [(), ("--plain",)])
def test_a_vector_worked_with_a_drawn_weight_not_shown_says_so(runner, lang, said, plain) -> None:
    """s3 = ? gave u and an f with negative components: the lesson's W2 (no negative weight, after ReLU) cannot give
    them, and nothing said f came from a W2 drawn for the question. Questions that show the drawn W2 said so."""
    from conftest import invoke

    out = invoke(runner, *plain, "--lang", lang, "quiz", "b2", "--fresh", "--seed", "4", input="s\n" * 4).stdout
    def flat(text: str) -> str:  # the lines run together, box edges out
        return " ".join(text.replace("│", " ").split()).replace("( ", "(").replace("（ ", "（")

    asked = re.split(r"^\W*s3 = (?:\?|what|多少)", out, flags=re.M)[1].split("answer>")[0].split("答案>")[0]
    assert said in flat(asked), asked
    assert flat(out).count(said.split(";")[0].split("；")[0]) == 1  # f3 = ? shows the drawn W2, said drawn as before


@pytest.mark.parametrize("word", ["s", "skip", "ｓ"])
def test_skip_shows_the_answer_and_counts_the_question(runner, word) -> None:
    from conftest import invoke

    result = invoke(runner, "quiz", "b1", input=f"{word}\nq\n")
    assert result.exit_code == 0 and "Skipped." in result.stdout and "The answer is f3 = 0.130279" in result.stdout
    assert "Score: 0 of 2\n1 not finished" in result.stdout


@pytest.mark.parametrize("word", ["q", "quit", "QUIT", "ｑ"])
def test_quit_ends_with_the_score(runner, word) -> None:
    from conftest import invoke

    result = invoke(runner, "quiz", "b1", input=f"0.130279\n{word}\n")
    assert (result.exit_code == 0 and "Quiz ended early." in result.stdout
            and "Score: 1 of 2\n1 not finished: it scores 0 in this run" in result.stdout)  # one: not "they"


def test_ctrl_c_prints_the_score_keeps_it_and_exits_130(monkeypatch) -> None:
    import json
    import os
    from pathlib import Path

    from conftest import ctrl_c_after, run_main

    ctrl_c_after(monkeypatch, "0.130279\n")
    result = run_main("quiz", "b1")
    assert (result.exit_code == 130 and "Score: 1 of 2\n1 not finished" in result.stdout
            and "Traceback" not in result.stderr)
    saved = json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())
    assert saved["quiz"]["b1"] == [1, 2]  # the question not reached counts as not right


def test_a_wrong_set_counts_what_was_left_out_then_names_it_with_the_answer(runner) -> None:
    """A learner typed h3 h4 for b0's zeroed channels and was told only the answer; then "Left out: h6." before the
    second try gave that try away. Before it, how many; with the answer, which."""
    out = invoke(runner, "quiz", "b0", "--seed", "1", input="h3 h4\nh1 h3 h4\n").stdout
    hint, solution = out.split("Hint:", 1)
    assert hint.rstrip().endswith("Not right.\nLeft out: one channel.")  # after "Not right", before the hint
    assert "h6" not in hint.split("answer> h3 h4", 1)[1] and "do not belong" not in hint
    assert "Left out: h6.\nNot in the set: h1." in solution


def test_the_last_try_says_not_right_and_the_slips_sentence_once(runner) -> None:
    """A second wrong z4 said the slip's sentence again, word for word, and never "Not right."; a test's solution
    kept a slip's table but dropped its first line, whichever that was."""
    out = invoke(runner, "quiz", "b2", input="0.260107\n-1.182807\n-1.182807\nq\n").stdout
    item = out.split("question 2 of 4", 1)[1].split("The answer is", 1)[0]
    flat = " ".join(item.split())
    assert flat.count("Not right.") == 2 and flat.count("This divides s_i by std as it is") == 1
    assert re.search(r"^the mean not subtracted in z +z_i = .* / std \+ beta_i +-1\.182807$", item, re.M)


def test_a_piped_answer_is_said_back_before_its_verdict(runner) -> None:
    """`r45 quiz < answers > log` read "Not right." with no answer before it: the transcript now says each line read,
    after its prompt (in linear text, as 'you typed'), and Enter alone in words."""
    from conftest import invoke

    rich = invoke(runner, "quiz", "b2", "--seed", "1", input="0.2\n").stdout
    assert "answer> 0.2\nNot right." in rich
    plain = invoke(runner, "--plain", "quiz", "b2", "--seed", "1", input="0.2\n\n").stdout
    assert "\nyou typed: 0.2\nNot right." in plain and "\nyou pressed Enter alone\nNothing was typed." in plain
    for args in ((), ("--plain",)):  # said back as data: a control character typed is replaced, never sent on
        said = invoke(runner, *args, "quiz", "b2", "--seed", "1", input="\x1b[31mred\n").stdout
        assert "\x1b" not in said and "\ufffd[31mred" in said


def test_each_question_says_how_the_one_before_ended(runner) -> None:
    """At 40×16 a right answer's verdict scrolled away at once under the next question's W1 table: the next
    question's heading says how the one before ended (right, at the second try, not right, skipped)."""
    from conftest import invoke

    said = invoke(runner, "--plain", "quiz", "b0", "--seed", "1", input="h3 h4\nh3 h4 h6\n0.521116\ns\n").stdout
    headings = [line for line in said.splitlines() if line.startswith("question ")]
    assert headings == ["question 1 of 3, b0", "question 2 of 3, b0, previous question: right at the second try",
                        "question 3 of 3, b0, previous question: right"]
    wrong = invoke(runner, "quiz", "b0", "--seed", "1", input="h1\nh1\ns\n").stdout
    assert "question 2 of 3 · b0 · previous question: not right" in wrong
    assert "question 3 of 3 · b0 · previous question: skipped" in wrong


def test_a_matrix_given_comes_first_and_the_vectors_just_above_the_question(runner) -> None:
    """At 40×16 the h vector of "f3 = ?" scrolled away above W2's table: the vectors now stand last, above the
    question asked again, and only the heading is out of sight."""
    from conftest import invoke

    lines = invoke(runner, "quiz", "b1", "--seed", "1", input="", env={"COLUMNS": "40"}).stdout.splitlines()
    table, vector, asked = (next(k for k, line in enumerate(lines) if line.startswith(start))
                            for start in ("W2 (6×4)", "h = (", "b2 = ("))
    assert table < vector < asked and lines[asked + 1] == "f3 = ?"
    assert asked + 1 - table + 1 + 2 + 1 <= 16  # the table to the prompt: 16 rows hold them


def test_a_weight_matrix_given_says_which_are_its_rows_and_columns(runner, tmp_path) -> None:
    """The hint says "column 3 of W2"; the quiz's W2 was captioned "W2 (6 by 4)" alone, as `show` never is."""
    from conftest import invoke

    out = invoke(runner, "--plain", "quiz", "b1", input="q\n", env={"R45_STATE_DIR": str(tmp_path)}).stdout
    assert "W2 (6 by 4): rows h, columns f" in out.splitlines()


@pytest.mark.parametrize(("typed", "credit", "kinds"), [
    (["0.52112", "0.521116"], 1.0, ["Ask", "Invalid", "Right", "Done"]),  # 5 decimals of the right value: no try spent
    (["0.52112", "0.52112", "0.521116"], 0.5, ["Ask", "Invalid", "Hint", "Right", "Done"]),  # asked for them once
    (["0.5211", "0.5", "0.6"], 0.0, ["Ask", "Invalid", "Hint", "Solution", "Done"]),  # 4 decimals asked for too
])
def test_a_right_value_cut_short_is_asked_for_all_its_decimals_once_without_costing_a_try(worked, typed, credit,
                                                                                          kinds) -> None:
    """0.13028 for 0.130279 had cost the last try and been called 'not right' (a learner's report)."""
    events: list = []
    answers = iter(typed)
    done = quiz.run([item("b0", number("h5"))], quiz.Numbers.course(worked), read=lambda: next(answers, None),
                    show=events.append)
    assert [type(e).__name__ for e in events] == kinds and done.score == {"b0": (credit, 1)}
    said = "\n".join(draw.page(quiz_event(events[1], "en"), "en"))
    assert "You gave 5 of 6 decimals; give all 6, worked out (zeros added on may not be right)." in said \
        if typed[0] == "0.52112" else "4 of 6 decimals" in said


@pytest.mark.parametrize("end", ["q", None, KeyboardInterrupt])
def test_a_wrong_first_try_stands_when_the_quiz_ends_before_the_second(worked, end) -> None:
    """A learner typed 2, was told 'not right', then q: the miss was lost, so the question came back unmarked and
    no review card was made."""
    answers = iter(["1", end])

    def read() -> str | None:
        said = next(answers)
        if said is KeyboardInterrupt:
            raise KeyboardInterrupt
        return said  # type: ignore[return-value]

    done = quiz.run([item("b0", number("h5")), item("b0", number("a5"), 2)], quiz.Numbers.course(worked), read=read,
                    show=lambda e: None)
    assert [(r.qid, r.credit, r.first) for r in done.results] == [("b0.quiz.1", 0.0, False)]
    assert done.missed == ("b0.quiz.1",) and done.interrupted is (end is KeyboardInterrupt)
    # both are not finished: the one quit with a try to go, and the one never reached ("1 not finished" had said one)
    said = " ".join(draw.page(quiz_event(done, "en"), "en"))
    assert "2 not finished: they score 0 in this run" in said, said


def test_a_narrow_slips_table_says_each_number_with_its_name_and_an_equals_sign(runner) -> None:
    """At 40 columns a zh learner read "漏了 eps：std = √var；z4 -1.397225", the number as if subtracted from z4."""
    out = invoke(runner, "quiz", "b2", "--seed", "1", input="0.260107\n-1.397225\n-1.397225\n",
                 env={"COLUMNS": "40"}).stdout
    assert "eps left out: std = √var;\ngives z4 = -1.397225\nthe right method: std = √(var + eps);\n" \
        "gives z4 = -1.397220" in out


def test_a_hint_says_what_the_try_left_is_worth(runner) -> None:
    """A zh learner read "不对。" and a hint, and could not tell that a try had been used or what the next one earns."""
    out = invoke(runner, "--lang", "zh", "quiz", "b2", "--seed", "1", input="0.3\n").stdout
    assert "提示：" in out and "还有一次机会：答对得半分。" in out.split("提示：", 1)[1]


def test_a_question_of_two_options_gives_no_second_try(lesson, worked) -> None:
    """A second try at one of two options cannot be wrong: it earned half a point for nothing (a learner's report)."""
    index, q = next((i, q) for i, q in enumerate(lesson.state("b0").quiz) if q.kind == "choice" and len(q.options) == 2)
    wrong = 3 - int(q.answer)  # type: ignore[arg-type]
    events: list = []
    answers = iter([str(wrong), str(q.answer)])
    done = quiz.run([quiz.Item(quiz.question_id("b0", index), "b0", q)], quiz.Numbers.course(worked),
                    read=lambda: next(answers, None), show=events.append)
    assert [type(e).__name__ for e in events] == ["Ask", "Solution", "Done"] and done.score == {"b0": (0, 1)}


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_set_question_shows_one_example_of_how_to_type_it(lesson, worked, lang) -> None:
    """The keys line gives the example ("e.g. h1 h3"); an ask with its own ("(e.g. h1 h2)") had set two formats
    one above the other, the ask printed twice around a matrix."""
    example = "e.g." if lang == "en" else "如"
    for sid in lesson.order:
        for n, q in enumerate(lesson.state(sid).quiz):
            if q.kind != "set":
                continue
            ask = quiz.Ask(sid, q, n + 1, 9, quiz.givens(q.given, worked, q))
            blocks = quiz_event(ask, lang)
            page = "\n".join(b.text for b in blocks if isinstance(b, Para))  # the keys line too
            assert page.count(example) == 1, (sid, page)


def test_the_question_before_is_said_without_a_colon_in_chinese(runner) -> None:
    """"第 3 题（共 19 题）· b0 · 上一题：" / "第二次答对": the line broke after the colon at 40 columns."""
    out = invoke(runner, "--lang", "zh", "quiz", input="h1\nh1 h3\ns\nq\n", env={"COLUMNS": "40"}).stdout
    assert "第 2 题（共 19 题）· b0 · 上一题没有答对" in out and "第 3 题（共 19 题）· b0 · 上一题跳过了" in out
    assert "上一题：" not in out


def test_a_close_first_try_is_kept_as_close_for_the_learner_model(lesson, worked) -> None:
    """The quiz's result of a close first try says so, and the learner model reads it as no skill's evidence."""
    from r45cli import learner

    q = Question("number", T, T, "mean", tolerance=6e-7, given=("u", "f"), skills=("mean",))
    answers = iter(["0.260100", "0.250000", "0.9", "0.9"])  # close, then wrong; far, then wrong
    done = quiz.run([item("b2", q), item("b2", q, 2)], quiz.Numbers.course(worked), read=lambda: next(answers),
                    show=lambda e: None)
    assert [r.close for r in done.results] == [True, False]
    assert [bool(learner.outcomes(lesson, learner.from_result(r))) for r in done.results] == [False, True]  # type: ignore


def test_each_right_value_is_listed_once_as_written(lesson) -> None:
    """"The answer is f1 = 2.232179, or 2.232178 or 2.232178": a right value by rounding on the way and the tie's
    other side were two floats written alike, each listed. Every value listed is a different 6-decimal number."""
    from r45cli import grading
    from r45cli.numfmt import fixed

    listed = 0
    for seed in range(8):
        numbers = quiz.fresh(lesson, seed)
        for state in lesson.states.values():
            for q in state.quiz:
                if q.kind == "number":
                    verdict = grading.grade(q, 0.0, numbers.of(q))
                    texts = [fixed(y) for y in verdict.others]
                    assert len(set(texts)) == len(texts) and fixed(verdict.want) not in texts, (seed, q.answer, texts)
                    listed += len(texts)
    assert listed > 0


def test_linear_text_reads_a_weight_matrix_once_in_a_few_questions(runner) -> None:
    """A listener heard W1's 24 weights in questions 1, 2 and 14, and W2's in 4 and 14. Linear text says a matrix
    read at one of the last few questions, with the same numbers, by where it was read; the screen shows it again (a
    glance, not a minute). Read longer ago, it is read again: told at question 14 that W1 was read at question 1,
    about 300 lines back, another listener could not go back to it."""
    plain = invoke(runner, "--plain", "quiz", input="s\n" * 25).stdout
    assert plain.count("W1 row u1:") == 2 and plain.count("W2 row h1:") == 2, plain  # at 1 and 14; at 4 and 14
    heard = "(W1 is the same as at question 1, not said again; i, then Enter, reads this question again whole)"
    assert plain.count(heard) == 1  # at 2
    assert "(W2 is the same as at question" not in plain
    zh = invoke(runner, "--plain", "--lang", "zh", "quiz", input="s\n" * 25).stdout
    assert zh.count("（W1 与第 1 题读过的相同，不再重复；输入 i 再按 Enter，把这道题整段再读一遍）") == 1
    shown = invoke(runner, "quiz", input="s\n" * 25).stdout
    assert shown.count("W1 (4×6): rows u, columns a") == 3  # the screen: whole each time


def test_a_quiz_left_early_records_no_miss_and_keeps_the_best_score(runner, tmp_path) -> None:
    """"1 not finished, counted as not right" read to a learner taking a break as misses recorded: the words say
    what is so, which this checks: no miss for a question not reached, and the best score kept."""
    (right,) = right_options(runner, tmp_path, "b1", 4)
    invoke(runner, "quiz", "b1", "--seed", "4", input=f"0.130279\n{right}\n")
    left = invoke(runner, "quiz", "b1", "--seed", "4", input="0.130279\nq\n").stdout
    assert "1 not finished: it scores 0 in this run, and is not recorded as missed" in left
    assert re.search(r"b1 .*2/2", invoke(runner, "progress").stdout)
    asked = invoke(runner, "quiz", "b1", "--seed", "4", input="0.130279\nq\n").stdout
    assert "question 2 of 2" in asked and "not right at the first try before" not in asked


def test_a_question_left_after_a_wrong_try_is_said_to_be_recorded_as_missed(runner) -> None:
    """Left after one wrong try, question 1 was recorded as missed while the line said "none is recorded as
    missed" (a listener's report): the line says which is."""
    left = " ".join(invoke(runner, "quiz", "b1", "--seed", "4", input="5\nq\n").stdout.split())
    assert "2 not finished: they score 0 in this run. 1 of them you had answered wrong once, so it is recorded as " \
        "missed and asked first next time" in left and "none is recorded" not in left
    again = invoke(runner, "quiz", "b1", "--seed", "4", input="q\n").stdout
    assert "not right at the first try before" in again.split("question 2")[0]


def test_a_skipped_question_gives_every_value_that_is_right(runner) -> None:
    """Skipped, z4's solution said only "z4 = 1.497494", while 1.497495, worked without rounding on the way, is
    graded right: a learner who had it would think it wrong (a learner's report). The skip says both, as a wrong
    last try does."""
    out = " ".join(invoke(runner, "quiz", "b2", "--fresh", "--seed", "8", input="s\n" * 6).stdout.split())
    assert "The answer is z4 = 0.720475, or 0.720476, by how you round on the way." in out


def test_a_slip_a_printed_unit_off_is_not_taken_as_right_on_fresh_numbers(runner) -> None:
    """`quiz b2 --fresh --seed 476685` took z4 = −0.348368, eps left out, as right: the right z4 is −0.3483675 less a
    little (no way of rounding on the way gives −0.348368), and the tolerance of 6e-7 reached past it. The course's
    tolerance is now half a printed unit: a number is right when a right value rounds to it."""
    out = invoke(runner, "--plain", "quiz", "b2", "--fresh", "--seed", "476685", input="s\n-0.348368\nq\n").stdout
    after = out.split("you typed: −0.348368\n")[1]
    assert after.startswith("Not right.") and "'eps left out' gives a number this near too" in after
    right = invoke(runner, "--plain", "quiz", "b2", "--fresh", "--seed", "476685", input="s\n-0.348367\nq\n").stdout
    assert right.split("you typed: −0.348367\n")[1].startswith("Right.")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_solution_says_which_hidden_channels_a_sum_leaves_out(lesson, worked, lang) -> None:
    """A listener's worked f1 went a1, a3, a4, a5, a6, then h1, h3, … with nothing said of a2 and h2, whose weight
    in f1 was 0: a line that is not there is hard to notice by ear, and harder to explain."""
    q = next(q for q in lesson.state("b1").quiz if str(q.answer) == "f3")  # from h
    lines = draw.page(quiz_event(quiz.solution(q, worked), lang), lang)
    said = {"en": "h1, h2, h4 and h6 are not needed: their weights in f3 are 0.",
            "zh": "用不到 h1、h2、h4、h6：它们在 f3 里的权重都是 0。"}[lang]
    assert said in lines, lines
    q = q._replace(given=("u",))  # from u: the a before each is not worked out either
    lines = draw.page(quiz_event(quiz.solution(q, worked), lang), lang)
    said = {"en": "a1, h1, a2, h2, a4, h4, a6 and h6 are not worked out: the weights of h1, h2, h4 and h6 in f3 "
                  "are 0.",
            "zh": "a1、h1、a2、h2、a4、h4、a6、h6 不必算出：h1、h2、h4、h6 在 f3 里的权重都是 0。"}[lang]
    assert said in lines and not any(line.startswith(("h1 =", "a2 =")) for line in lines), lines


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_number_cut_rather_than_rounded_is_said_so(worked, lang) -> None:
    """The mean 0.26010675 typed 0.260106 was told "Close: off by 0.000001", then "add the four components of s and
    divide by 4": the arithmetic was right and the rounding was not (a listener's report). Where the number is the
    value with every digit kept cut after the 6th decimal, that is said; a close number that is no such cut is not."""
    events: list = []
    answers = iter(["0.260106", "0.260108"])
    quiz.run([item("b2", Question("number", T, Bilingual("加起来除以 4", "add and divide by 4"), "mean",
                                  tolerance=5e-7, given=("s",)))],
             quiz.Numbers.course(worked), read=lambda: next(answers, None), show=events.append)
    said = [" ".join(draw.page(quiz_event(e, lang), lang)) for e in events]
    cut = {"en": "0.260106 is the exact value cut after 6 decimals; round it (half away from zero) instead.",
           "zh": "0.260106 是准确值在第 6 位小数后直接截断；请把准确值四舍五入（逢五进一）。"}[lang]
    assert cut in said[1] and sum(("cut after" in x or "截断" in x) for x in said) == 1, said  # not of 0.260108
    # the rounding is the learner's to do: a second try had earned half a point for the value just given, or for
    # the "off by 0.000001" added to it
    assert "0.260107" not in said[1] and "off by" not in said[1] and "差 0.000001" not in said[1], said[1]
    assert "off by 0.000001" in said[2] or "差 0.000001" in said[2], said[2]  # after the second try, said


def test_a_number_cut_short_rather_than_rounded_is_said_so(worked) -> None:
    """h5 = 0.521116 typed 0.52111 (cut, where rounding to 5 decimals gives 0.52112) was asked for all 6 decimals
    with half a point at stake, its slip unsaid (a listener's report); then 0.1302 for 0.130279 cost a try, told to
    round to 0.1303, which was asked for in full at no cost. A short number cut is asked for in full, free, as a
    rounded one is, and the cut said."""
    events: list = []
    answers = iter(["0.52111", "0.521116"])
    result = quiz.run([item("b0", number("h5", 5e-7))], quiz.Numbers.course(worked),
                      read=lambda: next(answers, None), show=events.append)
    said = " ".join(draw.page(quiz_event(events[1], "en"), "en"))
    assert "You gave 5 of 6 decimals, the exact value cut there, not rounded; give all 6, worked out." in said, said
    assert "0.52112" not in said and "0.521116" not in said, said
    assert result.results[0].credit == 1.0, result  # the try was not spent


def test_a_number_cut_is_not_named_a_slip_it_only_rounds_to(runner, tmp_path) -> None:
    """z4 = 1.449598 cut to 1.44959 was told 'eps outside the root' (which gives 1.449591, so rounds to 1.44959 too),
    and counted against that skill: a number the right value cut explains names no slip."""
    out = invoke(runner, "quiz", "b2", "--fresh", "--seed", "7", input="s\n1.44959\n\n",
                 env={"R45_STATE_DIR": str(tmp_path)}).stdout
    said = " ".join(out.split())
    assert "You gave 5 of 6 decimals, the exact value cut there, not rounded; give all 6, worked out." in said
    assert "eps" not in said.split("answer> 1.44959")[1].split("Hint:")[0]


def test_a_finished_quiz_says_what_comes_next(runner) -> None:
    """The quiz ended on its score alone: nothing said of what it keeps or of what to do next (a learner's report)."""
    out = " ".join(invoke(runner, "quiz", "b4", input="s\n" * 3).stdout.split())
    # the questions by number: "…(or skipped): 2." was heard as question 2, which was right
    assert out.endswith("Score: 0 of 3 Not right at the first try (or skipped): questions 1, 2, 3. Your next r45 quiz "
                        "asks them first, and r45 review brings them back as cards from tomorrow."), out[-300:]
    zh = "".join(invoke(runner, "--lang", "zh", "quiz", "b4", input="s\n" * 3).stdout.split())
    assert "第一次没答对（或跳过）的题：第1、2、3题。下次r45--langzhquiz先问它们" in zh, zh[-200:]
    # one question is "it": "asks them" had been said of one (a zh learner)
    from r45cli.view.practice import quiz_event

    done = quiz.Done((quiz.Result("b4.quiz.1", "b4", 0.0, False), quiz.Result("b4.quiz.2", "b4", 1.0, True)), 2, True)
    said = [getattr(b, "text", "") for b in quiz_event(done, "en")]
    assert "Not right at the first try (or skipped): question 1. Your next r45 quiz asks it first, and r45 review " \
        "brings it back as a card from tomorrow." in said, said
    stopped = " ".join(invoke(runner, "quiz", "b4", input="q\n").stdout.split())
    assert "Your next r45 quiz" not in stopped  # left early: its own words say what is kept


def test_the_sign_of_z_question_gives_gamma_and_beta_and_works_the_mean_and_std(runner, raw, write_states) -> None:
    """"Which components of z are negative?" showed u and f alone: with an instructor's beta3 = 1 it could not be
    answered, and skipped, its solution said z1 … z4 with no s, mean or std to get there (two reports)."""
    raw["example"]["layer_norm"]["beta"] = [0.1, 0.1, 1.0, 0.1]
    out = invoke(runner, "--plain", "--states", str(write_states(raw)), "quiz", "b5", input="s\nq\n").stdout
    asked = out[out.index("Which components of z are negative?"):out.index("you typed: s")]
    assert "beta = (0.1, 0.1, 1, 0.1)" in asked and "gamma = (1, 1, 1, 1)" in asked
    worked = out[out.index("you typed: s"):]
    assert "mean = 0.260107 = " in worked and "std = 1.213110 = " in worked
    assert "z3 = 0.575268: z3 not negative" in worked


def test_a_quiz_all_right_offers_fresh_numbers() -> None:
    """All right on the lesson's numbers, printed on every state's page, may be read off them: the end offers the
    quiz again on fresh numbers (a learner's report)."""
    from r45cli import quiz
    from r45cli.view.practice import quiz_event

    said = " ".join(b.text for b in quiz_event(quiz.Done((), 0, True), "en") if hasattr(b, "text"))
    assert "r45 quiz --fresh asks them again on freshly drawn numbers" in said, said


def test_a_slip_named_at_a_set_is_said_in_its_general_line(runner) -> None:
    """无 for the negative z of b5: the ReLU after the norm was said with z's own line, "negative_z is negative …
    here it was set to 0", a field's name and a number the learner never typed. A set takes the slip's general line."""
    for lang, typed, general in (("zh", "无", "z = LN(u + f)：块的输出之后没有"),
                                 ("en", "none", "z = LN(u + f): no ReLU")):
        out = invoke(runner, "--lang", lang, "quiz", "b5", input=f"{typed}\n{typed}\nq\n").stdout
        assert "negative_z" not in out and general in out, out


def test_a_right_answer_one_digit_from_the_course_says_why_it_is_right(lesson) -> None:
    """f3 = −0.417121 on a fresh W2, one digit from the −0.417122 every digit kept gives, was taken as right with no
    word, where a neighbour of another answer had been called close (a learner's report): it says why."""
    from r45cli import grading
    from r45cli.view.practice import agreeing

    q = lesson.state("b1").quiz[0]
    worked = quiz.fresh(lesson, 7).of(q)
    said = [b.text for b in agreeing(grading.grade(q, -0.417121, worked, text="-0.417121"), "en")]
    assert said == ["Writing a number on the way (a term or a step) to 6 decimals can give -0.417121, your number, "
                    "which is accepted; worked from the numbers given with every digit kept, it is -0.417122."]
    assert agreeing(grading.grade(q, -0.417122, worked, text="-0.417122"), "en") == []  # the course's: nothing


def test_a_right_answer_that_kept_every_digit_is_not_said_to_be_rounded_on_the_way(lesson) -> None:
    """z4 from s = (-1.275138, -0.663332, 1.204736, 1.855921): every digit kept gives 1.2220806, so 1.222081; the
    worked solution's steps at 6 decimals give 1.2220803, so 1.222080. A learner who kept every digit was told their
    1.222081 came from rounding on the way, and that every digit kept gives 1.222080 (a learner's report)."""
    from r45cli import grading, review
    from r45cli.view.practice import agreeing

    q = next(q for q in lesson.state("b2").quiz if str(q.answer) == "z4")
    worked = review.numbers(lesson, 817058)(next(i for i in quiz.items(lesson, ["b2"]) if i.question == q)).of(q)
    assert worked.vector("s").round(6).tolist() == [-1.275138, -0.663332, 1.204736, 1.855921]
    said = [b.text for b in agreeing(grading.grade(q, 1.222081, worked, text="1.222081"), "en")]
    assert said == ["Keeping every digit from the numbers given gives 1.222081, your number; r45's worked solutions "
                    "write each step to 6 decimals on the way and get 1.222080: both are accepted."]
    assert agreeing(grading.grade(q, 1.22208, worked, text="1.222080"), "en") == []  # the worked solution's


def test_a_question_whose_text_the_numbers_no_longer_bear_out_is_left_out_and_said(runner, raw, write_states) -> None:
    """An instructor's u (h3 = 0.2) had the quiz ask "In the course's example ReLU sets h3 to 0. What carries u3 past
    the FFN?", with no word on stdout (an instructor's report). The question is left out of the quiz and of review's
    cards, and the quiz says which and why; a question that asks for h3 itself is kept."""
    from r45cli import checks, review
    from r45cli.lesson import load

    raw["example"]["u"] = [0.3, 1.1, 0.2, -1.6]
    path = write_states(raw)
    out = " ".join(invoke(runner, "--states", str(path), "--plain", "quiz", "b2", input="q\n").stdout.split())
    assert "Left out here, for what they say does not hold for this lesson file's numbers: b2's question 3 (it says " \
        f"h3 = 0; these numbers give h3 = 0.200000). r45 --plain --states {path} verify says which texts to change." \
        in out
    assert "What carries u3 past the FFN" not in out and "question 1 of 3, b2" in out
    edited = load(path)
    assert {i.qid for i in review.cardable(edited)} == {i.qid for i in review.cardable(load())} - {"b2.quiz.3",
                                                                                                    "b5.quiz.3"}
    assert not checks.unsound(load())  # the course's own lesson: every question asked
    # its Chinese rewritten, the English left: a zh quiz asks it (it had been left out, "the question says h3 = 0",
    # beside a Chinese question that no longer did: an instructor's report); an English quiz still leaves it out
    q = raw["states"]["b2"]["quiz"][2]
    q["ask"]["zh"] = "是什么让 u3 绕过 FFN、进入 s3？"
    q["explain"]["zh"] = "s3 = u3 + f3：残差把 u3 带进 s3。"
    path = write_states(raw)
    assert ("b2", "quiz", 2) not in checks.unsound(load(path), lang="zh")
    assert ("b2", "quiz", 2) in checks.unsound(load(path), lang="en")
    zh = " ".join(invoke(runner, "--states", str(path), "--lang", "zh", "--plain", "quiz", "b2", input="q\n")
                  .stdout.split())
    assert "这里略去" not in zh, zh


def test_a_right_s_that_subtracting_f_gives_too_says_so_and_counts_for_no_residual(lesson) -> None:
    """An instructor's u with f3 = 0: s3 typed as u3 was taken with a bare "Right." and counted for the second
    residual, though u3 − f3 and u3 alone give it too (an instructor's report)."""
    from r45cli import grading, learner
    from r45cli.view.practice import agreeing
    from r45cli.worked import compute

    worked = compute(lesson, u=[0.191402, 1.552483, -0.744341, -0.999544])
    assert worked.vector("f")[2] == 0
    q = next(q for q in lesson.state("b2").quiz if str(q.answer) == "s3")
    verdict = grading.grade(q, -0.744341, worked, text="-0.744341")
    said = [b.text for b in agreeing(verdict, "en")]
    assert verdict.right and "Subtracting f (s = u − f) would give this number too here: f3 is 0 on these numbers." \
        in said and any(t.startswith("So this answer is not counted for") for t in said)
    residual = next(s.id for s in lesson.skills if "f_subtracted" in s.slips)
    assert residual in q.skills and residual not in learner.outcomes(lesson, learner.judged(q, verdict))


def test_the_value_every_digit_kept_gives_is_worked_from_the_screen_not_from_typed_steps(lesson) -> None:
    """Predict mode, z from u and f after a typed mean and var: a learner who kept every digit got z1 = −0.329421 and
    was told it came from rounding on the way, "every digit kept gives −0.329420": that was worked from the mean and
    var they had typed, at 6 decimals (a learner's report). Every digit kept is from the numbers the screen gives."""
    import numpy as np

    from r45cli import derive, grading
    from r45cli.numfmt import fixed
    from r45cli.view.practice import agreeing

    q = next(q for q in lesson.state("b2").predict if str(q.answer) == "z1" and set(q.given) == {"u", "f"})
    worked = quiz.fresh(lesson, 0).of(q)  # a draw whose z1 every digit kept is not the chain's at 6 decimals
    s = np.array([float(fixed(x)) for x in worked.vector("u")]) + [float(fixed(x)) for x in worked.vector("f")]
    mean, var = float(s.mean()), float(((s - s.mean()) ** 2).mean())
    typed, chain = fixed((s[0] - mean) / np.sqrt(var + worked.ln.eps)), fixed(derive.value(worked, "z1"))
    assert typed != chain
    verdict = grading.grade(q, float(typed), worked, text=typed,
                            mine={"mean": float(fixed(mean)), "var": float(fixed(var))})  # typed right, as written
    said = [b.text for b in agreeing(verdict, "en")]
    assert verdict.right and said == [f"Keeping every digit from the numbers given gives {typed}, your number; r45's "
                                      f"worked solutions write each step to 6 decimals on the way and get {chain}: "
                                      "both are accepted."], said


def test_the_course_s_set_typed_where_a_channel_more_is_zeroed_is_told_what_it_lacks(lesson) -> None:
    """On a draw zeroing h2 h3 h4 h6, a learner who missed h2 typed h3 h4 h6, the course's own set, and was told only
    that it was the course's answer, "work it out from the numbers given" (a learner's report): what it lacks is
    said first, and that it is the course's set too."""
    from r45cli import grading
    from r45cli.view.practice import verdict_lines
    from r45cli.worked import compute

    q = next(q for q in lesson.state("b0").quiz if q.kind == "set")
    course = frozenset(compute(lesson).zeroed)
    worked = next(w for k in range(200) if (w := quiz.fresh(lesson, k).of(q))
                  and course < frozenset(w.zeroed) and len(set(w.zeroed) - course) == 1)
    verdict = grading.grade(q, course, worked)
    missing = f"h{min(set(worked.zeroed) - course) + 1}"
    said = [b.text for b in verdict_lines(verdict, "en", "h")]
    assert verdict.recalled and said[0].endswith(f"{missing}.") and "left out" in said[0].lower()
    assert said[-1] == "That is also the lesson's own set; this run's numbers are new."
