"""The learner model held against simulated learners: one always right, one with a slip, guessers, and 1,000 whose
knowledge follows known BKT parameters, practising the lesson's own questions (their kinds set how easily a
guess passes)."""

from __future__ import annotations

import random

from r45cli import bkt, learner
from r45cli.lesson.model import Question
from r45cli.numfmt import fixed

PASSES = 6  # the lesson's questions asked this many times over: a week of practice
ATTEMPTS = 15  # first attempts at each skill, for the learners whose knowledge is simulated


def practice(lesson) -> list[Question]:
    """Every question of the lesson that names a skill, in path order, PASSES times over."""
    once = [q for sid in lesson.order for q in (*lesson.state(sid).quiz, *lesson.state(sid).predict) if q.skills]
    return once * PASSES


def run(lesson, answer) -> dict[str, float]:
    """The chances after `answer(question) -> (right, slips)` for every question of `practice`."""
    attempts = [learner.attempt(q, *answer(q)) for q in practice(lesson)]
    return learner.traced(lesson, {}, attempts)


def test_a_learner_always_right_masters_every_skill_within_a_documented_number_of_items(lesson) -> None:
    """Three right numbers or sets, or six right two-way claims, in a row reach 0.95 from the prior."""
    chances = run(lesson, lambda q: (True, ()))
    assert all(bkt.mastered(chances[s.id]) for s in lesson.skills if s.id in chances)
    for kind, options, needed in (("number", 0, 3), ("set", 0, 3), ("choice", 2, 6)):
        q = Question(kind, None, None, "", options=tuple(range(options)), skills=("x",))  # type: ignore[arg-type]
        p, n = bkt.Params().prior, 0
        while not bkt.mastered(p):
            p, n = bkt.update(p, True, learner.params(learner.attempt(q, True))), n + 1
        assert n == needed, kind


def test_a_learner_with_one_slip_never_masters_its_skill(lesson) -> None:
    """The n − 1 learner: every question of the variance is wrong, and named so; its other skills still grow."""
    variance = next(s for s in lesson.skills if "unbiased_variance" in s.slips)

    def answer(q):
        wrong = variance.id in q.skills
        return (not wrong, ("unbiased_variance",) if wrong else ())

    chances = run(lesson, answer)
    assert chances[variance.id] < 0.2
    assert all(bkt.mastered(chances[s.id]) for s in lesson.skills if s.id in chances and s.id != variance.id)


def by_chance(lesson, q: Question) -> float:
    """How often a guess is right: one option of n, one subset of the set's channels, a number never."""
    if q.kind == "choice":
        return 1 / len(q.options)
    return 0.5 ** len(lesson.example.b1) if q.kind == "set" else 0.0


def test_a_guesser_masters_nothing_it_computes(lesson) -> None:
    """A guesser is right on a number never, on a set of six channels once in 64, on a two-way claim half the time.
    Over 1,000 guessers no skill asked only as numbers and sets is mastered; a skill asked by a choice too is, for
    few of them: a run of right guesses passes, and BKT cannot tell that run from knowing."""
    asked = [q for sid in lesson.order for q in (*lesson.state(sid).quiz, *lesson.state(sid).predict)]
    choosing = {s for q in asked if q.kind == "choice" for s in q.skills}
    lucky = 0
    for seed in range(1000):
        rng = random.Random(seed)
        chances = run(lesson, lambda q, rng=rng: (rng.random() < by_chance(lesson, q), ()))
        assert not any(bkt.mastered(p) for s, p in chances.items() if s not in choosing), seed
        lucky += any(bkt.mastered(p) for s, p in chances.items() if s in choosing)
    assert lucky < 200  # under 1 in 5 (133 of 1,000 with the lesson's claims, two or three options each)


def test_mastery_calls_agree_with_the_simulated_truth(lesson) -> None:
    """1,000 learners whose knowledge of each skill follows the model's own parameters (known at first with the
    prior, learnt with P(T) at each chance, right by slip or guess; the guess that of the skill's first question):
    after ATTEMPTS first attempts at each skill, the call "mastered" agrees with what the learner then knows for at
    least 90% of learner-skill pairs."""
    rng = random.Random(2026)
    asked = [q for sid in lesson.order for q in (*lesson.state(sid).quiz, *lesson.state(sid).predict)]
    first = {s.id: next(q for q in asked if s.id in q.skills) for s in lesson.skills if any(s.id in q.skills
                                                                                         for q in asked)}
    p = bkt.Params()
    agree = pairs = 0
    for _ in range(1000):
        for skill, q in first.items():
            knows = rng.random() < p.prior
            guess = learner.guess_for(q)
            attempts = []
            for _ in range(ATTEMPTS):
                right = (rng.random() >= p.slip) if knows else (rng.random() < guess)
                attempts.append(learner.Attempt((skill,), right, (), False, guess))
                knows = knows or rng.random() < p.learn
            chance = learner.traced(lesson, {}, attempts)[skill]
            agree += bkt.mastered(chance) == knows
            pairs += 1
    assert agree / pairs >= 0.9, agree / pairs


def test_a_named_slip_after_a_run_of_right_answers_is_not_mastery(lesson) -> None:
    """The learner's record: every question right for a week, then "eps left out" once, and the n − 1 variance
    twice; eps showed 1.00 mastered, the variance 1.00. One named slip now drops its skill below mastery, two to
    "learning" or lower, and right answers after it bring it back."""
    eps = next(s.id for s in lesson.skills if "eps_omitted" in s.slips)
    variance = next(s.id for s in lesson.skills if "unbiased_variance" in s.slips)
    z1 = next(q for q in lesson.state("b2").predict if eps in q.skills)
    var = next(q for q in lesson.state("b2").predict if variance in q.skills)
    saturated = run(lesson, lambda q: (True, ()))
    assert saturated[eps] > 0.9999 and saturated[variance] > 0.9999
    after = learner.traced(lesson, saturated, [learner.attempt(z1, False, ("eps_omitted",))])
    assert not bkt.mastered(after[eps]) and learner.level(after[eps]) == 2  # "nearly", not 1.00 mastered
    assert after[variance] == saturated[variance]  # the slip is eps's alone
    twice = learner.traced(lesson, saturated, [learner.attempt(var, False, ("unbiased_variance",))] * 2)
    assert learner.level(twice[variance]) <= 1
    back = learner.traced(lesson, twice, [learner.attempt(var, True)] * 3)
    assert bkt.mastered(back[variance])
    unnamed = learner.traced(lesson, saturated, [learner.attempt(z1, False)])  # a wrong number, no method named
    assert bkt.mastered(unnamed[eps])  # a typo after a week of right answers: bkt's own slip, still mastered
    # two in a row are not a typo: ReLU read 0.97, mastered, after a wrong set and a sign flipped (no skill's slip)
    again = learner.traced(lesson, saturated, [learner.attempt(z1, False)] * 2)
    assert not bkt.mastered(again[eps]) and learner.level(again[eps]) == 2
    assert learner.level(learner.traced(lesson, saturated, [learner.attempt(z1, False)] * 3)[eps]) <= 1


def test_a_test_item_missed_never_raises_the_chance_a_skill_is_known(runner, lesson) -> None:
    """A learner skipped the ten items of `r45 test` (each counted wrong) and read "chance" rise from 0.10 to 0.16:
    BKT's learning step, P(T), was applied though the test gives no feedback while it runs. A missed test item now
    only lowers the chance; a missed quiz answer, after which a hint and a solution come, may still learn."""
    import json
    import os
    from pathlib import Path

    from conftest import invoke

    invoke(runner, "test", input="s\n" * 10)
    skills = json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())["skills"]
    assert skills and all(p < bkt.Params().prior for p in skills.values()), skills
    q = Question("number", None, None, "h5", 6e-7, skills=("relu",))  # type: ignore[arg-type]
    after_quiz = learner.moved(lesson, {}, learner.judged(q, None))["relu"]
    after_test = learner.moved(lesson, {}, learner.judged(q, None, taught=False))["relu"]
    assert after_test < bkt.Params().prior < after_quiz


def test_a_slip_no_skill_of_the_question_owns_blames_the_question_s_skills(lesson) -> None:
    """'sign flipped' typed at a5 (widening) had been put on the sign of z, the skill that owns the slip by the lesson,
    and widening was left untouched (a learner's report)."""
    a5 = next(q for q in lesson.state("b0").predict if str(q.answer) == "a5")
    sign = next(s.id for s in lesson.skills if "sign_flipped" in s.slips)
    assert sign not in a5.skills
    assert learner.outcomes(lesson, learner.attempt(a5, False, ("sign_flipped",))) == {s: False for s in a5.skills}


def test_a_slip_made_at_a_step_before_the_one_asked_blames_its_own_skill(lesson) -> None:
    """var(f) typed for var(s) at b2: 'residual forgotten', rightly named, had counted a miss of the biased variance
    (the learner had divided by n) and none of the residual. A slip made before the step asked blames its owner."""
    residual = next(s.id for s in lesson.skills if "residual_forgotten" in s.slips)
    var = next(q for q in lesson.state("b2").predict if str(q.answer) == "var")
    var = var._replace(skills=tuple(s for s in var.skills if s != residual))  # no skill of the question owns the slip
    assert var.skills  # (the lesson's var now counts for the residual too: s = u + f is worked on the way to it)
    # and the variance, divided by n of the s the learner had, was done right: credited, not left where it was
    assert learner.outcomes(lesson, learner.attempt(var, False, ("residual_forgotten",))) == \
        {residual: False, **{s: True for s in var.skills}}
    assert learner.outcomes(lesson, learner.attempt(var, False)) == {s: False for s in var.skills}  # no slip: all


def test_relu_forgotten_on_the_whole_block_blames_relu(lesson) -> None:
    """The whole-block card's z1 with ReLU left out: the slip changes no stage by a way of its own (it switches ReLU
    off), so it was taken for no step before z and blamed the block alone; ReLU's chance never moved."""
    from r45cli.lesson import Question

    assert lesson.chain is not None
    card = Question("number", lesson.chain.ask, lesson.chain.hint, "z1", 6e-7, skills=lesson.chain.skills)
    relu = next(s.id for s in lesson.skills if "relu_forgotten" in s.slips)
    assert relu not in card.skills
    # and the block too: a miss from u to z is one whatever slip it holds (progress kept the block where the test
    # said 0 %)
    assert learner.outcomes(lesson, learner.attempt(card, False, ("relu_forgotten",))) == {
        relu: False, **{skill: False for skill in lesson.chain.skills}}


def test_a_chance_is_said_rounded_and_never_at_a_threshold_it_has_not_reached() -> None:
    """progress said "0.95; nearly mastered" under "mastered from 0.95" (a learner's report): 0.9496 was rounded up
    to the threshold. Then, rounded down, 0.5961 read 0.59 and a chance of 1 read 0.99 (another's): a chance is said
    to 2 decimals, half away from zero, with more decimals only where 2 would reach a threshold it has not."""
    from r45cli import learner

    for p in (0.9496, 0.6999, 0.3951, 0.94999, 0.9999999999925, 0.5961, 0.7277):
        shown = learner.said(p)
        assert learner.level(float(shown)) == learner.level(p), (p, shown)
        assert shown == fixed(p, len(shown.split(".")[1])), (p, shown)  # as the learner would round it
    assert [learner.said(p) for p in (0.9496, 0.6999, 0.3951, 0.94999)] == ["0.9496", "0.6999", "0.395", "0.94999"]
    assert [learner.said(p) for p in (0.5961, 0.7277, 0.6689, 0.99999998, 1.0, 0.95, 0.1, 0.29)] == \
        ["0.60", "0.73", "0.67", "1.00", "1.00", "0.95", "0.10", "0.29"]


def test_a_right_variance_worked_from_u_and_f_counts_for_the_residual(lesson) -> None:
    """A learner who added u and f right on the way to var three times read "The second residual … 0 of 4 right":
    only the residual forgotten had been heard at var, never a var worked right from u and f."""
    var = next(q for q in lesson.state("b2").predict if str(q.answer) == "var")
    residual = next(s.id for s in lesson.skills if "residual_forgotten" in s.slips)
    assert set(var.given) == {"u", "f"} and learner.outcomes(lesson, learner.attempt(var, True))[residual] is True


def test_a_learner_with_one_slip_is_found_to_know_the_rest_of_what_it_computes(lesson) -> None:
    """A learner who divides by n − 1, and does everything else right, answers z4 on fresh draws: each answer is
    graded as r45 grades it. The variance stays low; the mean, eps and normalising, done right in every answer the
    slip alone explains, are found mastered (they had stayed at no answer counted)."""
    from learners import Learner, example_of, shown, typed

    from r45cli import grading, quiz

    z4 = next(q for q in lesson.state("b2").quiz if str(q.answer) == "z4")
    slipper, attempts = Learner("unbiased_variance"), []
    for seed in range(1, 9):
        drawn = quiz.fresh(lesson, seed).of(z4)
        text = typed(slipper.answer(example_of(drawn), shown(drawn, z4.given), "z4"))
        verdict = grading.grade(z4, float(text), drawn, text=text)
        assert not verdict.right
        attempts.append(learner.judged(z4, verdict))
    chances = learner.traced(lesson, {}, attempts)
    variance = next(s.id for s in lesson.skills if "unbiased_variance" in s.slips)
    assert chances[variance] < 0.2
    assert all(bkt.mastered(chances[s]) for s in z4.skills if s != variance), chances


def test_two_right_numbers_or_a_slip_alternating_with_right_ones_are_not_mastery(lesson) -> None:
    """Two learners' records read "mastered": two right numbers from the start (0.99), and the n − 1 variance
    alternating with right answers, 4 of 8 (0.998). A number right without the skill is as likely as bkt's guess
    (the formulas stand beside the givens), not a lucky draw: neither is mastered now, three right in a row are."""
    variance = next(s for s in lesson.skills if "unbiased_variance" in s.slips)
    var = next(q for q in lesson.state("b2").predict if variance.id in q.skills)

    def chance(*answers: bool) -> float:
        tries = [learner.attempt(var, right, () if right else ("unbiased_variance",)) for right in answers]
        return learner.traced(lesson, {}, tries)[variance.id]

    assert learner.level(chance(True, True)) == 2  # nearly
    assert learner.level(chance(*(False, True) * 4)) == 1  # learning
    assert learner.level(chance(False, False, True, False, True, False, True, True)) == 2  # the learner's own record
    assert learner.level(chance(True, True, True)) == 3


def test_the_whole_block_done_unaided_once_is_nearly_known(lesson) -> None:
    """A learner worked u → z unaided, every step right with the formulas hidden, and read "The whole block 0.20, not
    yet" beside "recorded as done unaided": read with a guess of 0.2, as if a formula had been there to plug into."""
    block = learner.Attempt(lesson.chain.skills, True, guess=learner.BLOCK_GUESS)
    after_misses = learner.traced(lesson, {}, [block._replace(right=False)] * 2)
    for start in ({}, after_misses):
        assert learner.level(learner.traced(lesson, start, [block])[lesson.chain.skills[0]]) == 2  # nearly


def test_a_sign_flipped_on_the_number_counts_against_the_step_that_gives_it_alone(lesson) -> None:
    """−z4 typed for z4: its size is right, so the mean, the variance and eps were done right, as progress's rule
    says; all four of the question's skills had been counted against. The step that gives z's sign, normalising
    (s − mean) / std, takes the miss. At a5, widening is the step: it takes it, as before."""
    z4 = next(q for sid in lesson.order for q in (*lesson.state(sid).quiz, *lesson.state(sid).predict)
              if str(q.answer) == "z4" and len(q.skills) > 2)
    normalise = next(s.id for s in lesson.skills if "mean_kept" in s.slips)
    told = learner.outcomes(lesson, learner.attempt(z4, False, ("sign_flipped",)))
    assert told == {**{s: True for s in z4.skills}, normalise: False} and len(told) > 2
    assert learner.named_against(lesson, learner.attempt(z4, False, ("sign_flipped",))) == set()  # no method named
    # the mean of the wrong sign: the mean's own skill takes it, the first the question lists with a slip of the mean;
    # the sign says nothing of which channels were averaged (a learner's report)
    mean = next(q for q in lesson.state("b2").quiz if str(q.answer) == "mean")
    assert learner.outcomes(lesson, learner.attempt(mean, False, ("sign_flipped",))) == \
        {mean.skills[0]: False, **{s: True for s in mean.skills[1:]}} and len(mean.skills) == 2
