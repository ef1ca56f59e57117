"""`r45 review`: today's queue, scheduled by fsrs, across simulated days set with R45_TODAY."""

from __future__ import annotations

import datetime as dt
import json
import os
from collections import Counter
from pathlib import Path

from conftest import invoke

from r45cli import progress, review
from r45cli.quiz import Result

DAY = dt.date(2026, 12, 1)


def cards_on_disk() -> dict:
    return json.loads((Path(os.environ["R45_STATE_DIR"]) / "progress.json").read_text())["cards"]


def on(day: dt.date) -> dict[str, str]:
    return {"R45_TODAY": day.isoformat()}


def test_a_missed_card_is_due_the_next_day(runner, lesson) -> None:
    first = invoke(runner, "review", input="s\nq\n", env=on(DAY))  # skip the first card: a miss
    assert first.exit_code == 0 and f"Review · {DAY}: 0 due, {review.NEW_PER_DAY} new" in first.stdout
    (qid,) = cards_on_disk()
    assert review.due_on(cards_on_disk()[qid]) == DAY + dt.timedelta(days=1)
    # three of today's new cards are left: no "Next review" on another day, which had hidden them (the new ones not
    # reached are no cards yet, so not "due")
    assert "Cards left for today: 3 (0 due, 3 new). Run r45 review again." in first.stdout
    assert "Next review" not in first.stdout
    same_day = invoke(runner, "review", input="q\n", env=on(DAY)).stdout
    assert f"0 due, {review.NEW_PER_DAY - 1} new" in same_day  # today has met one new card already
    tomorrow = invoke(runner, "review", input="q\n", env=on(DAY + dt.timedelta(days=1))).stdout
    assert "1 due" in tomorrow
    asked = lesson.state(qid.split(".")[0]).quiz[int(qid.rsplit(".", 1)[1]) - 1].ask("en")
    assert asked.split("(")[0].strip() in tomorrow


def test_intervals_grow_after_right_answers() -> None:
    record, day, gaps = None, DAY, []
    for _ in range(4):
        record = review.reviewed(record, Result("b0.quiz.1", "b0", 1.0, True), day)
        due = review.due_on(record)
        gaps.append((due - day).days)
        day = due
    assert gaps == sorted(gaps) and gaps[0] >= 1 and gaps[-1] > gaps[0]
    missed = review.reviewed(record, Result("b0.quiz.1", "b0", 0.0, False), day)
    assert review.due_on(missed) == day + dt.timedelta(days=1)  # a miss comes back the next day
    assert missed[review.INTRODUCED] == DAY.isoformat()


def test_the_same_answers_on_the_same_days_write_the_same_cards() -> None:
    # a card's record is made from the answers and the days, not the clock: fsrs numbers a new card by the time in
    # milliseconds (and sleeps 1 ms so the next differs), which made two learners' equal histories differ
    answers = [Result("b0.quiz.1", "b0", 1.0, True), Result("b2.quiz.3", "b2", 0.0, False)]
    assert [review.reviewed(None, a, DAY) for a in answers] == [review.reviewed(None, a, DAY) for a in answers]


def test_concurrent_sessions_lose_no_review_state() -> None:
    one, _ = progress.load()
    two, _ = progress.load()
    one.record_card("b0.quiz.1", review.reviewed(None, Result("b0.quiz.1", "b0", 1.0, True), DAY))
    two.record_card("b1.quiz.1", review.reviewed(None, Result("b1.quiz.1", "b1", 0.0, False), DAY))
    assert progress.save(one) is None and progress.save(two) is None
    assert set(cards_on_disk()) == {"b0.quiz.1", "b1.quiz.1"}
    later = review.reviewed(cards_on_disk()["b1.quiz.1"], Result("b1.quiz.1", "b1", 1.0, True),
                            DAY + dt.timedelta(days=1))
    one.record_card("b1.quiz.1", later)
    stale, _ = progress.load()
    # an older review, saved last
    stale.record_card("b1.quiz.1", review.reviewed(None, Result("b1.quiz.1", "b1", 0.0, False), DAY))
    progress.save(one)
    progress.save(stale)
    assert cards_on_disk()["b1.quiz.1"]["last_review"] == later["last_review"]  # the newer review wins


def test_an_empty_queue_says_when_the_next_card_is_due(runner, lesson) -> None:
    from r45cli.quiz import items

    seen, _ = progress.load()
    for item in items(lesson, lesson.order):
        seen.record_card(item.qid, review.reviewed(None, Result(item.qid, item.state, 1.0, True), DAY))
    progress.save(seen)
    soonest = min(review.due_on(c) for c in cards_on_disk().values())
    out = invoke(runner, "review", env=on(DAY)).stdout
    # the cards were made by hand: nothing is practised, so no skill is named the weakest (each sits at its prior)
    # every card right on one day falls due on one day: how far off, and how many ("Next review: 2026-12-03." alone
    # left a learner with half an hour a day to guess)
    cards = len(cards_on_disk())
    # more than one review's: said, for "13 due" had been promised and a review of 10 came (a learner's report)
    assert cards > review.DAILY and out.strip().splitlines() == ["Nothing to review today.", (
        f"Next review: {soonest} (in {(soonest - DAY).days} days): {cards} due, 0 new; at most 10 in one review.")]
    shown = invoke(runner, "progress", env=on(DAY)).stdout
    # more than the day's 4: said to fill it ("19 met … count against the 4 new a day" had read as the cap broken)
    met = f"{len(cards_on_disk())} met for the first time today already, in review, a quiz or a miss elsewhere: " \
        "that fills the 4 new a day, so no more come today"
    assert f"Review cards: 0 due today, 0 new ({met}); 0 more to come as new cards; next review on {soonest}: " \
        f"{cards} cards ({cards} due, 0 new), at most 10 in one review" in " ".join(shown.split())
    # and --json holds each count the text says ("new": 15 beside "0 new" had read as 15 new today)
    doc = json.loads(invoke(runner, "progress", "--json", env=on(DAY)).stdout)["review"]
    assert {k: doc[k] for k in ("due", "new_today", "met_today", "new_later", "next", "next_due", "next_new",
                                "per_review")} == {"due": 0, "new_today": 0, "met_today": cards, "new_later": 0,
                                                   "next": soonest.isoformat(), "next_due": cards, "next_new": 0,
                                                   "per_review": 10}
    import re

    assert re.search(r"Review cards: [1-9][0-9]* due today", invoke(runner, "progress", env=on(soonest)).stdout)


def test_a_bad_date_is_bad_input(runner) -> None:
    result = invoke(runner, "review", env={"R45_TODAY": "tomorrow"})
    assert result.exit_code == 2 and "R45_TODAY must be a date written YYYY-MM-DD, not 'tomorrow'" in result.stderr


def simulated_days(lesson, answers, days: int = 8) -> list[tuple[dt.date, str, str, dt.date]]:
    """A learner who reviews every day's queue for `days` days: (day, card, how it went, when it is due next).

    `answers(item)` says how the learner does on a card: "right" at the first try, "second" (a slip at the first
    try, right at the second), or "missed" (wrong twice)."""
    cards: dict[str, dict] = {}
    log = []
    for k in range(days):
        day = DAY + dt.timedelta(days=k)
        for item in review.queue(lesson, cards, day).items:
            how = answers(item)
            result = Result(item.qid, item.state, {"right": 1.0, "second": 0.5, "missed": 0.0}[how], how == "right")
            cards[item.qid] = review.reviewed(cards.get(item.qid), result, day)
            log.append((day, item.qid, how, review.due_on(cards[item.qid])))
    return log


def test_every_miss_is_due_the_next_day_and_never_after_a_right_answer(lesson) -> None:
    """Three simulated learners over eight days: always right, always missing, and one who slips at the first try
    on every card of one skill (the variance, n − 1) and is right on the rest (a learner's 12-03 session: the two
    cards missed were due on 12-05, the right ones on 12-04)."""
    slipping = lambda item: "second" if "variance" in item.question.skills else "right"  # noqa: E731
    learners = {"right": lambda item: "right", "missing": lambda item: "missed", "slipping": slipping}
    for name, answers in learners.items():
        log = simulated_days(lesson, answers)
        assert log, name
        for day, qid, how, due in log:
            if how == "right":
                assert due >= day + dt.timedelta(days=2), (name, day, qid)  # a right answer waits longer
            else:
                assert due == day + dt.timedelta(days=1), (name, day, qid, how)  # every miss: the next day
        for day in {d for d, *_ in log}:
            missed = [due for d, _, how, due in log if d == day and how != "right"]
            right = [due for d, _, how, due in log if d == day and how == "right"]
            assert not missed or not right or max(missed) < min(right), (name, day)
    slipped = [(day, qid) for day, qid, how, _ in simulated_days(lesson, slipping) if how == "second"]
    assert len({day for day, _ in slipped}) >= 3  # the slipped card came back day after day
    always = simulated_days(lesson, learners["missing"])
    assert {due - day for day, _, _, due in always} == {dt.timedelta(days=1)}


def test_a_review_left_early_says_its_cards_come_again(runner) -> None:
    """'9 not finished, counted as not right' was said of review cards never asked, which are not scheduled at all."""
    out = invoke(runner, "--plain", "review", input="", env={"R45_TODAY": "2026-12-03"}).stdout
    assert "Cards left for today: " in out and "Run r45 --plain review again." in out
    assert "counted as not right" not in out


def test_a_day_whose_new_cards_are_met_says_the_rest_come_later(runner, lesson) -> None:
    """'Nothing to review today' while progress said 16 cards were not met yet: today's new cards had been met, and
    the review did not say that the others come a few a day."""
    invoke(runner, "review", input="s\n" * 6, env=on(DAY))  # today's new cards, met
    unmet = review.summary(lesson, cards_on_disk(), DAY).unmet
    out = " ".join(invoke(runner, "review", env=on(DAY)).stdout.split())
    # a learner read "at most 4" beside 5 cards made that day by misses, and then heard "At most 4 come new a day …
    # today has met 6" as a contradiction: the count met today comes first, then the rule it is held to
    # and "13 cards are not met yet. Today has met 13 new cards" as one count said twice: what today met, the rule,
    # then what waits
    assert unmet > 0 and f"No new cards today: {len(cards_on_disk())} were met today already" in out
    assert f"only while fewer than 4 have been; {unmet} more wait for a later day." in out


def test_more_due_than_a_session_takes_is_said_before_and_after(runner, lesson) -> None:
    """A learner with 14 cards due read "10 due, 0 new", and after those 10 "Next review" on that very day; a second
    session then asked 4 due and 4 new. The title says how many are due in all, the end that some still are."""
    seen, _ = progress.load(lesson=lesson)
    for item in review.cardable(lesson)[: review.DAILY + 4]:
        review.carded(seen, item.qid, DAY)
    progress.save(seen)
    tomorrow = DAY + dt.timedelta(days=1)
    first = " ".join(invoke(runner, "review", input="s\n" * review.DAILY, env=on(tomorrow)).stdout.split())
    assert f"Review · {tomorrow}: {review.DAILY + 4} due, {review.DAILY} of them this time (at most 10 a session)" \
        in first
    assert "Cards left for today: 8 (4 due, 4 new). Run r45 review again." in first and "Next review" not in first
    # progress, after it, counts the new cards of today beside those due: "8 left today" had met "4 due today"
    assert "Review cards: 4 due today, 4 new; " in invoke(runner, "progress", env=on(tomorrow)).stdout
    second = " ".join(invoke(runner, "review", input="s\n" * 8, env=on(tomorrow)).stdout.split())
    assert f"Review · {tomorrow}: 4 due, 4 new" in second
    assert f"Next review: {tomorrow + dt.timedelta(days=1)} (tomorrow): 18 due, 1 new; at most 10 in one " \
        "review." in second  # 18 skipped


def test_a_session_moves_between_states_and_never_asks_one_skill_twice_running(lesson) -> None:
    """A session read b0, b0, b0, b1, b1, b2, b2, b2, b3, b4 (a learner's report): each b0 card of another skill, so
    skills were mixed, but the states came in blocks."""
    every = review.cardable(lesson)
    by_state = {sid: [i for i in every if i.state == sid] for sid in ("b0", "b1", "b2", "b3", "b4")}
    missed = [*by_state["b0"][:3], *by_state["b1"][:2], *by_state["b2"][:3], by_state["b3"][0], by_state["b4"][0]]
    seen, _ = progress.load(lesson=lesson)
    for item in missed:
        review.carded(seen, item.qid, DAY)
    q = review.queue(lesson, seen.cards, DAY + dt.timedelta(days=1))
    asked = list(q.items)
    assert sorted(i.qid for i in asked) == sorted(i.qid for i in missed)
    states = [i.state for i in asked]
    assert not any(a == b for a, b in zip(states, states[1:])), states
    assert not any(set(a.question.skills) & set(b.question.skills) for a, b in zip(asked, asked[1:]))
    seen.record_card(missed[0].qid, {**seen.cards[missed[0].qid], "due": "2099-01-01T00:00:00+00:00"})
    mixed = review.queue(lesson, seen.cards, DAY + dt.timedelta(days=1)).items  # due cards and new ones too
    assert len(mixed) == len(missed) and not any(set(a.question.skills) & set(b.question.skills)
                                                 for a, b in zip(mixed, mixed[1:]))
    # taking the states in turn had ended b0, b2, b3, b0, b2, b2 (a learner's report): the most cards left go first
    turn = [*by_state["b0"][:2], *by_state["b2"][:3], by_state["b3"][0]]
    states = [i.state for i in review.interleaved(turn)]
    assert sorted(states) == sorted(i.state for i in turn) and not any(a == b for a, b in zip(states, states[1:]))


def test_a_session_full_of_due_cards_says_the_new_ones_it_leaves_for_the_next(runner, lesson) -> None:
    """7 due and 3 new read as the whole day, then "1 card left today (0 due, 1 new)" at the end (a learner's report):
    the title says a new card waits for the next session."""
    seen, _ = progress.load(lesson=lesson)
    for item in review.cardable(lesson)[: review.DAILY - 3]:
        review.carded(seen, item.qid, DAY)
    progress.save(seen)
    tomorrow = DAY + dt.timedelta(days=1)
    out = invoke(runner, "--plain", "review", input="q\n", env=on(tomorrow)).stdout
    assert "7 due, 3 new (at most 10 a session; 1 more new today, in the next one)" in out


def test_a_review_left_at_the_first_card_keeps_no_score_of_cards_never_asked(runner) -> None:
    """Quitting at the first card read "Score: 0 of 8": review keeps no score, and its cards never asked stay due."""
    out = invoke(runner, "review", input="q\n", env=on(DAY)).stdout
    assert "Score" not in out and "Cards left for today: 4 (0 due, 4 new). Run r45 review again." in out
    out = invoke(runner, "review", input="s\nq\n", env=on(DAY)).stdout
    assert "Score: 0 of the 1 asked" in out  # a skipped card is asked, not answered


def test_a_review_says_it_is_a_review_when_it_names_its_keys_and_ends(runner) -> None:
    """A listener heard "q ends the quiz" and "Quiz ended early." in a review."""
    out = invoke(runner, "--plain", "review", input="q\n", env=on(DAY)).stdout
    assert "type s to skip, q to end the review, then Enter" in out and "Review ended early." in out
    assert "quiz" not in out


def test_the_next_review_is_tomorrow_while_new_cards_wait(lesson) -> None:
    """Every card answered right (due in two days) and cards not met yet: the next review is tomorrow, when new
    cards come, not the day the first card falls due."""
    right = Result("", "", 1.0, True)
    cards = {item.qid: review.reviewed(None, right, DAY) for item in review.cardable(lesson)[:4]}
    assert min(review.due_on(c) for c in cards.values()) > DAY + dt.timedelta(days=1)
    assert review.next_day(lesson, cards, DAY) == DAY + dt.timedelta(days=1)
    every = {item.qid: review.reviewed(None, right, DAY) for item in review.cardable(lesson)}
    assert review.next_day(lesson, every, DAY) == min(review.due_on(c) for c in every.values())


def test_an_empty_queue_and_progress_give_the_day_new_cards_come(runner, lesson) -> None:
    """Today's new cards met, the next card due in two days: the empty queue said "the next card is due on" that
    day, and progress "next due on" it, while review offered new cards the next day: all three now say the next
    review is tomorrow."""
    right = Result("", "", 1.0, True)
    seen, _ = progress.load()
    for item in review.cardable(lesson)[: review.NEW_PER_DAY]:
        seen.record_card(item.qid, review.reviewed(None, right, DAY))
    progress.save(seen)
    tomorrow = DAY + dt.timedelta(days=1)
    # no card falls due tomorrow: what comes then is new cards, and both say so ("Next review: 12-07" with no card
    # due on the 7th could not be explained)
    assert f"Next review: {tomorrow} (tomorrow), when 4 new cards come." in invoke(runner, "review", env=on(DAY)).stdout
    # a card left due today is due tomorrow too: then the next review is not "new cards" alone
    review_cards = cards_on_disk()
    first = next(iter(review_cards))
    review_cards[first]["due"] = f"{DAY - dt.timedelta(days=3)}T00:00:00+00:00"
    assert review.summary(lesson, review_cards, DAY).next_new_only is False
    # with how many, as review's end says it ("next review on 2026-12-11" had said not how many would wait)
    shown = " ".join(invoke(runner, "progress", env=on(DAY)).stdout.split())
    assert f"next review on {tomorrow}: 4 new cards" in shown


def test_progress_says_the_next_review_comes_after_today_s_when_today_has_cards(runner, lesson) -> None:
    """A learner read "0 due today, 4 new · next review on 2026-12-06 (new cards)" and took it that nothing was left
    today: with cards today, the next date is said to come after them."""
    seen, _ = progress.load()
    wrong = Result("", "", 0.0, False)
    for item in review.cardable(lesson)[:2]:  # two misses today: due tomorrow; new cards still come today
        seen.record_card(item.qid, review.reviewed(None, wrong, DAY))
    progress.save(seen)
    said = " ".join(invoke(runner, "progress", env=on(DAY)).stdout.split())
    tomorrow = DAY + dt.timedelta(days=1)
    # why 2, not 4: "4 new" in the morning, fewer after practice that missed, had puzzled a learner
    assert "Review cards: 0 due today, 2 new (2 met for the first time today already, in review, a quiz or a miss " \
        "elsewhere, count against the 4 new a day); " in said
    # parts apart by "; ": a " · " the line broke at went with the break, and "new cards" ran into "after today"
    assert f"more to come as new cards; after today, next review on {tomorrow}" in said


def test_one_question_is_asked_once_a_session_whichever_cards_ask_it(lesson) -> None:
    """b0's quiz card and its predict step's card both ask "which h does ReLU zero?" from u and W1: one session asked
    it as questions 2 and 4. The second waits for the next session, still due."""
    missed = Result("", "", 0.0, False)
    twins = ["b0.quiz.1", "b0.predict.2"]
    cards = {qid: review.reviewed(None, missed, DAY) for qid in twins}
    day = max(review.due_on(c) for c in cards.values())
    q = review.queue(lesson, cards, day)
    asked = [i.qid for i in q.items if i.qid in twins]
    assert len(asked) == 1 and q.waiting == 1
    after = {**cards, asked[0]: review.reviewed(cards[asked[0]], Result("", "", 1.0, True), day)}
    assert [i.qid for i in review.queue(lesson, after, day).items if i.qid in twins] == \
        [qid for qid in twins if qid not in asked]  # the other, next time


def test_new_cards_said_to_come_next_time_do_come(runner, lesson) -> None:
    """A learner with predict cards due read "4 new cards left today, the next review asks them", and the next review
    asked 2: new cards that ask what a due card asks had been left out but counted as coming."""
    seen, _ = progress.load(lesson=lesson)
    for qid in ("b0.predict.2", "b1.predict.1", "b2.predict.2"):  # each asks what one of the quiz's cards asks
        review.carded(seen, qid, DAY)
    for item in [i for i in review.cardable(lesson) if ".quiz." in i.qid][-7:]:
        review.carded(seen, item.qid, DAY)
    progress.save(seen)
    tomorrow = DAY + dt.timedelta(days=1)
    first = review.queue(lesson, cards_on_disk(), tomorrow)
    assert len(first.due) == 10 and first.new == () and first.new_waiting == review.NEW_PER_DAY
    said = " ".join(invoke(runner, "review", input="s\n" * 4 + "q\n", env=on(tomorrow)).stdout.split())  # 4, quit
    second = review.queue(lesson, cards_on_disk(), tomorrow)
    assert len(second.new) == first.new_waiting and second.new_waiting == 0
    # and the end said what the next run asks: "6 cards not finished" had met 7 (a new one with them)
    assert f"Cards left for today: {len(second.items)} ({len(second.due)} due, {len(second.new)} new)." in said


def test_a_due_card_held_back_for_asking_what_another_asks_is_said_so(runner, lesson) -> None:
    """3 due read "2 of them this time (at most 10 a session)": the third asks what one of the two asks, and waits;
    the cap was no reason."""
    seen, _ = progress.load(lesson=lesson)
    quiz_cards = [i.qid for i in review.cardable(lesson) if ".quiz." in i.qid and i.qid != "b0.quiz.1"]
    for qid in ("b0.quiz.1", "b0.predict.2", quiz_cards[0]):  # the first two ask the same question
        review.carded(seen, qid, DAY)
    progress.save(seen)
    tomorrow = DAY + dt.timedelta(days=1)
    said = " ".join(invoke(runner, "review", input="q\n", env=on(tomorrow)).stdout.replace("│", "").split())
    assert f"Review · {tomorrow}: 3 due, 2 of them this time (held for the next review: 1, each asking what one of " \
        "these asks)," in said, said[:300]
    assert "at most 10" not in said


def test_a_full_day_of_due_cards_says_the_new_ones_that_come_after(runner, lesson) -> None:
    """11 due read "9 of them this time (at most 10 a session), 0 new", and progress "0 new": two due cards asking
    one question had taken two places, and 4 new cards came in later sessions that day, unannounced."""
    seen, _ = progress.load(lesson=lesson)
    quiz_cards = [i.qid for i in review.cardable(lesson) if ".quiz." in i.qid and i.qid != "b0.quiz.1"]
    for qid in ("b0.quiz.1", "b0.predict.2", *quiz_cards[:9]):  # the first two ask the same question
        review.carded(seen, qid, DAY)
    progress.save(seen)
    tomorrow = DAY + dt.timedelta(days=1)
    said = " ".join(invoke(runner, "review", input="q\n", env=on(tomorrow)).stdout.replace("│", "").split())
    assert f"Review · {tomorrow}: 11 due, 10 of them this time (at most 10 a session), 0 new; new cards left for " \
        "another r45 review today: 4" in said
    # left at once, all that today has left: "Cards left for today: 10" had been the next run's share alone
    assert "Cards left for today: 15 (11 due, 4 new). Run r45 review again." in said
    said = invoke(runner, "progress", env=on(tomorrow)).stdout
    # today's 4 new are not met yet: "12 not met yet" beside them had counted them twice
    later = review.unmet(lesson, cards_on_disk()) - 4
    assert f"Review cards: 11 due today, 4 new; {later} more to come as new cards" in said


def test_a_predict_step_on_its_own_card_speaks_for_the_steps_before_it(lesson) -> None:
    """z1 from u and f on a review card, right, had credited eps and normalising alone, while a wrong one with n − 1
    blamed the variance (a learner's count): on its own card a step stands for the steps a run asks before it from
    the same givens. In a run, where those are asked apart, it keeps its own skills."""
    from r45cli import learner

    steps = lesson.state("b2").predict
    k = next(k for k, q in enumerate(steps) if q.answer == "z1")
    card = next(i for i in review.cardable(lesson) if i.qid == review.question_id("b2", k, "predict"))
    earlier = {s for q in steps[:k] if q.given == steps[k].given for s in q.skills}
    assert set(card.question.skills) == earlier | set(steps[k].skills) and set(steps[k].skills) < earlier | set(
        steps[k].skills)
    credited = learner.outcomes(lesson, learner.attempt(card.question, True))
    assert all(credited.get(s) is True for s in earlier)


def test_a_quiz_answer_right_at_once_waits_longer_than_a_miss(runner, worked) -> None:
    """A learner who answered b1's f3 right in a quiz met it the next day as a new card, as soon as the b1 question
    they missed (a learner's report): a right first answer now makes its card at least two days off."""
    from r45cli.numfmt import fixed

    f3 = fixed(worked.vector("f")[2])
    invoke(runner, "quiz", "b1", input=f"{f3}\ns\n", env=on(DAY))  # f3 right; "does the FFN let … read …" skipped
    due = {qid: review.due_on(card) for qid, card in cards_on_disk().items()}
    assert due == {"b1.quiz.1": DAY + dt.timedelta(days=2), "b1.quiz.2": DAY + dt.timedelta(days=1)}, due
    tomorrow = invoke(runner, "review", input="q\n", env=on(DAY + dt.timedelta(days=1))).stdout
    assert f"Review · {DAY + dt.timedelta(days=1)}: 1 due" in tomorrow


def test_a_quiz_all_right_comes_back_a_few_cards_a_day(runner, lesson) -> None:
    """Sixteen quiz answers right at once had all fallen due on one day, the day after the misses: 22 due, ten a
    session (a learner's report). A quiz's right cards fall due no more than NEW_PER_DAY on one day."""
    from r45cli.quiz import items

    seen, _ = progress.load()
    for item in items(lesson, lesson.order):
        review.carded(seen, item.qid, DAY, right=True)
    review.carded(seen, item.qid, DAY, right=True)  # a card already made stays as it is
    per_day = Counter(review.due_on(card) for card in seen.cards.values())
    assert len(seen.cards) == len(items(lesson, lesson.order)) and max(per_day.values()) == review.NEW_PER_DAY
    assert min(per_day) == DAY + dt.timedelta(days=2)  # each at least two days off, longer than a miss
    assert sorted(per_day) == [min(per_day) + dt.timedelta(days=k) for k in range(len(per_day))]  # day after day


def test_new_cards_come_from_the_states_seen_or_quizzed_first(lesson) -> None:
    """A learner who had seen b0, b1 and b4 was asked of the mean and of z4 on the second day, b2 never opened (a
    learner's report): the new cards of the states opened come first, the others after them."""
    opened = review.queue(lesson, {}, DAY, opened={"b2"}).new
    assert [i.state for i in opened] == ["b2"] * review.NEW_PER_DAY
    assert [i.state for i in review.queue(lesson, {}, DAY).new][0] == lesson.order[0]  # none opened: in the order


def test_review_says_when_new_cards_are_of_states_not_opened(runner, lesson) -> None:
    """A learner asked of b3 and b5 on the fourth day, never opened, wondered whether they had skipped something (a
    learner's report): the title says which states, and what shows them."""
    out = " ".join(invoke(runner, "--plain", "review", "--seed", "1", input="q\n", env={"R45_TODAY": "2026-12-01"})
                   .stdout.split())
    assert f"Some new cards are of states you have not opened yet: {lesson.order[0]}" in out
    for sid in lesson.order[:2]:
        invoke(runner, "show", sid)
    out = invoke(runner, "--plain", "review", "--seed", "1", input="q\n", env={"R45_TODAY": "2026-12-01"}).stdout
    assert "not opened yet" not in out  # b0 and b1 hold today's four new cards
