"""Each review card and each test item on numbers of its own: no question shows or asks another's answer, and the
two test forms share no item."""

from __future__ import annotations

import datetime as dt

from r45cli import assess, practice_checks, quiz, review
from r45cli.lesson import parse
from r45cli.numfmt import fixed
from r45cli.worked import compute

DAY = dt.date(2026, 12, 3)


def flat(values) -> set[str]:  # type: ignore[no-untyped-def]
    """Every number in a vector, a matrix's rows or a tuple of them, as the screen writes it."""
    if isinstance(values, (int, float)) and not isinstance(values, bool):
        return {fixed(float(values))}
    if isinstance(values, (tuple, list)):
        return set().union(*(flat(v) for v in values)) if values else set()
    return set()


def shown_numbers(givens: tuple[quiz.Given, ...]) -> set[str]:
    return set().union(*(flat(g.values) for g in givens)) if givens else set()


def answers_of(q, worked) -> set[str]:  # type: ignore[no-untyped-def]
    if q.kind == assess.VECTOR:
        return flat(tuple(float(x) for x in worked.vector(str(q.answer))))
    return flat(quiz.expected(q, worked)) if q.kind == "number" else set()


ZERO = fixed(0.0)  # an answer of 0 (f1 where u1 < 0) is what a weight's zeros show anywhere: no giveaway


def no_crossing(shown: list[set[str]], answers: list[set[str]], where: str) -> None:
    for i, mine in enumerate(answers):
        mine = mine - {ZERO}
        for j, other in enumerate(shown):
            if i != j:
                assert not mine & other, f"{where}: question {j + 1} shows {mine & other}, question {i + 1}'s answer"
        for j, theirs in enumerate(answers[:i]):
            assert not mine & theirs, f"{where}: questions {j + 1} and {i + 1} have the same answer {mine & theirs}"


def test_no_test_item_shows_or_asks_another_items_answer(lesson) -> None:
    """The learner's form A: item 2 printed the f whose f1 item 1 asked, item 3 printed s and asked z4 while item 4
    asked z from the same u. Each form, and each retake, item by item as the screen asks it."""
    for form in assess.FORMS:
        for run in range(4):
            testing = assess.Testing(lesson, form, post=form != assess.FORMS[0], run=run)
            shown, answers, us = [], [], []
            events = testing.opening()
            while not testing.over:
                ask = next(e for e in events if isinstance(e, assess.Ask))
                item, q, numbers = testing.asked[ask.number - 1]
                worked = numbers.of(q)
                shown.append(shown_numbers(ask.givens))
                answers.append(answers_of(q, worked))
                us.append(tuple(float(x) for x in worked.vector("u")))
                events = testing.answer("s")
            no_crossing(shown, answers, f"form {form}, run {run}")
            computing = [u for u, (item, q, _) in zip(us, testing.asked) if q.kind != "choice"]
            assert len(set(computing)) == len(computing)  # each computing item on a u of its own


def test_the_two_forms_share_no_item(lesson) -> None:
    """Parallel forms: the same item keys and skills in the same order, but no claim asked by the same question (the
    learner's item 8 was one question in both forms, its options shuffled), and no computing item on the same u."""
    a, b = (assess.Testing(lesson, form, post=False) for form in assess.FORMS)
    assert [item.key for item, _, _ in a.asked] == [item.key for item, _, _ in b.asked]
    for (item, qa, na), (_, qb, nb) in zip(a.asked, b.asked):
        if qa.kind == "choice":
            assert item.question.ask("en") != next(i for i, _, _ in b.asked if i.key == item.key).question.ask("en")
            assert {o("en") for o in qa.options} != {o("en") for o in qb.options}, item.key
        else:
            assert tuple(na.of(qa).vector("u")) != tuple(nb.of(qb).vector("u")), item.key
    claims = assess.claim_questions(lesson)
    assert all(len(qs) == len(assess.FORMS) for qs in claims.values())  # the course has a question a form per claim
    every = [id(q) for qs in claims.values() for q in qs]
    assert len(every) == len(set(every))  # and no question serves two claims


def full_queue(lesson) -> review.Queue:  # type: ignore[no-untyped-def]
    """Every card due today: the queue holds review.DAILY of them."""
    cards = {item.qid: review.reviewed(None, quiz.Result(item.qid, item.state, 0.0, False), DAY - dt.timedelta(days=1))
             for item in review.cardable(lesson)}
    return review.queue(lesson, cards, DAY)


def test_no_review_card_shows_or_asks_another_cards_answer(lesson) -> None:
    """The learner's session: q1 and q7 asked the mean of one s, q3's solution printed s and q6 asked s4, q9 asked z1
    and the whole-block card had the same answer. Each card skipped, so its solution is on screen too."""
    import numpy as np

    queue = full_queue(lesson)
    assert len(queue.items) == review.DAILY
    for seed in range(6):
        events: list[quiz.Event] = []
        numbers = review.numbers(lesson, seed)
        quiz.run(queue.items, numbers, read=lambda: "s", show=events.append, rng=np.random.default_rng(seed))
        asks = [e for e in events if isinstance(e, quiz.Ask)]
        solutions = [e.solution for e in events if isinstance(e, quiz.Skipped)]
        assert len(asks) == len(solutions) == review.DAILY
        shown = [shown_numbers(a.givens) | flat(tuple(s.value for s in sol.steps))
                 | flat(tuple(r.value for r in sol.rows))
                 for a, sol in zip(asks, solutions)]
        answers = [flat(sol.answer) if sol.question.kind == "number" else set() for sol in solutions]
        no_crossing(shown, answers, f"review seed {seed}")
        us = [tuple(numbers(item).worked.vector("u")) for item in queue.items]
        assert len(set(us)) == len(us)  # a set card (which h ReLU zeroes) is not read off another card's f either
        again = review.numbers(lesson, seed)
        assert [tuple(again(item).with_w2.vector("f")) for item in queue.items] == \
            [tuple(numbers(item).with_w2.vector("f")) for item in queue.items]  # the seed repeats the session


def test_the_set_of_negative_z_is_drawn_where_u_s_signs_do_not_give_it(lesson) -> None:
    """Four draws in five give z the signs of u: reading them from u gives the right set, and the answer counts for
    no skill (a learner saw it in every quiz, review and test). That question's draws have a sign apart; the
    others' draws are as before."""
    import numpy as np

    from r45cli import quiz

    q = next(q for sid in lesson.order for q in lesson.state(sid).quiz if q.answer == "negative_z")
    assert quiz.signs_apart(q) and not any(quiz.signs_apart(p) for sid in lesson.order
                                           for p in lesson.state(sid).quiz if p is not q)
    for seed in range(20):
        plain, apart = quiz.fresh(lesson, seed).worked, quiz.fresh(lesson, seed, apart=True).worked
        u, z = apart.vector("u"), apart.vector("z")
        assert (np.sign(z) != np.sign(u)).any(), seed
        same = np.array_equal(np.sign(plain.vector("z")), np.sign(plain.vector("u")))
        assert same or plain is not None and np.array_equal(plain.vector("u"), u)  # a draw already apart is kept
    from r45cli import grading, review

    item = quiz.Item("negative_z", "b5", q)
    for seed in range(5):  # a right set on a card's numbers counts: no wrong way gives it too
        worked = review.numbers(lesson, seed)(item).of(q)
        right = grading.grade(q, frozenset(int(j) for j in np.flatnonzero(worked.vector("z") < 0)), worked)
        assert right.right and not right.same and not right.uncounted, seed


def test_no_draw_has_relu_zero_the_channels_the_courses_does(lesson, worked) -> None:
    """A b0 run drew u = (1.201068, 0.413272, −0.071132, −1.543209), whose ReLU zeroes h3, h4 and h6 as the course's
    does: a learner who typed the course's set from memory was told "Right" and moved up a level (a learner's
    report). Where a draw gives another set, the kept one does."""
    zeroed = [quiz.fresh(lesson, seed).worked.zeroed for seed in range(60)]
    assert worked.zeroed not in zeroed and len(set(zeroed)) > 3, zeroed


def test_verify_draws_a_lessons_numbers_once_whatever_its_texts_and_anew_for_other_numbers(raw, monkeypatch) -> None:
    """The checks' fresh draws are kept for the lesson's numbers: a lesson read again with a text changed is checked
    on the same draws, with the same results, and a lesson with another b1 is drawn for anew."""
    drawn: list[int] = []
    real = quiz.fresh
    monkeypatch.setattr(quiz, "fresh", lambda les, seed, **kw: drawn.append(seed) or real(les, seed, **kw))

    def checked(data: dict) -> list[tuple[str, str, bool]]:
        les = parse(data)
        return [(r.id, r.got, r.passed) for r in practice_checks.run_all(les, compute(les, exact=True))]

    raw["example"]["b1"] = [0.0, 0.0, 0.0, 0.0, 0.0, 0.25]  # numbers no other test checks
    first = checked(raw)
    assert len(drawn) == practice_checks.DRAWS, "each fresh draw made once for the checks"
    raw["title"] = {"zh": "另一个标题", "en": "Another title"}
    assert checked(raw) == first and len(drawn) == practice_checks.DRAWS, "no draw made again for a text changed"
    raw["example"]["b1"] = [0.0, 0.0, 0.0, 0.0, 0.0, 0.5]
    checked(raw)
    assert len(drawn) == 2 * practice_checks.DRAWS, "other numbers drawn for anew"
