"""`step`, `quiz`, `review` and `lab --ask` on lines: a prompt on a terminal, one bounded line at a time from a pipe.

`step_lines` drives the step controller (stepper.py) with lines; the quiz
and review loops are `quiz.run` with a `read` that takes a line and a
`show` that draws each event's page; the progress file hears what happened.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import TYPE_CHECKING

from .keys import KEY_SAID, sent_as_key
from .messages import M, enumeration, semicolon
from .session import Session
from .status import BadInput
from .terminal import typed_line
from .words import command

if TYPE_CHECKING:
    from . import quiz
    from .progress import Progress

MAX_LINE = 4096  # characters of one line of input: far more than any answer or key, and a terminal's own limit
# characters of one over-long line passed over (a bounded piece at a time) before the input is taken for endless
MAX_PASSED = 1_000_000


def interactive() -> bool:
    """A learner at a terminal, as opposed to a pipe, a file or a closed stdin."""
    return sys.stdin is not None and sys.stdin.isatty()


def full_screen_possible() -> bool:
    """A terminal on both ends that can draw: not a pipe, not TERM=dumb."""
    # Textual draws on stderr: a redirected stderr (`r45 step 2>log`) would get the screen, so it must be a terminal too
    ends, dumb = (sys.stdout, sys.stderr), os.environ.get("TERM", "").lower() == "dumb"
    return interactive() and all(s is not None and s.isatty() for s in ends) and not dumb


def read_line(session: Session, prompt: str, *, keys: bool = False) -> str | None:
    """One line from the learner; None at end of input (or with stdin closed).

    A pipe is read a bounded line at a time: a line longer than MAX_LINE is refused with a sentence, passed over a
    bounded piece at a time, and the next line is read in its place, so the session goes on. A line that goes on
    past MAX_PASSED characters (`r45 step < /dev/zero`) is not text at all: BadInput, never read whole. On a
    terminal the terminal's own line limit bounds what `input` returns. In linear text the prompt is a whole line
    that says which keys it takes; the answer goes on the next.
    """
    while True:
        if sys.stdin is None:
            return None
        shown = prompt
        if session.plain:
            session.lines([prompt], first=False)
            shown = ""
        else:
            shown = _last_line(session, prompt)
        if interactive():
            line = typed_line(session.out, shown, keys=keys)
            if session.plain and line and sent_as_key(line):  # the terminal echoed ^[[D: the key said in words
                _echo(session, shown, line)
            return line
        line = sys.stdin.readline(MAX_LINE + 1)
        if len(line) <= MAX_LINE or line.endswith("\n"):
            _echo(session, shown, line)
            return line if line else None
        _pass_over(session, len(line))


def _last_line(session: Session, prompt: str) -> str:
    """A prompt broken as prose at the terminal's width: its lines printed but the last, which is returned for the
    answer to follow (the terminal had broken "按 Enter 继续，输入 q 到此为止>" inside 输入)."""
    from .render.wrap import Prose

    body = prompt.rstrip()
    *above, last = Prose(body).lines(max(session.out.width - 1, 10)) or [""]
    for line in above:
        session.out.print(line, markup=False, highlight=False, emoji=False, soft_wrap=True)
    return last + prompt[len(body):]


def _echo(session: Session, prompt: str, line: str) -> None:
    """A line read from a pipe, said after its prompt as a terminal would show it: a transcript (`r45 quiz < answers
    > log`) then says what was answered before what r45 made of it. Typed text is data: printed without markup, by
    the console that replaces every control character."""
    if not line:
        return  # the end of input: nothing was read
    typed = line.rstrip("\r\n")
    key = sent_as_key(typed)
    if session.plain:
        said = M.plain_typed_key if key else M.plain_typed if typed.strip() else M.plain_typed_nothing
        session.lines([session.say(said, typed=typed, key=session.say(KEY_SAID.get(typed, M.key_some)))])
    else:
        session.out.print(f"{prompt}{'' if key else typed}", markup=False, highlight=False, soft_wrap=True)


def _pass_over(session: Session, read: int) -> None:
    """The rest of an over-long line, read and dropped a bounded piece at a time; then a sentence saying so."""
    from .view.commands import message

    while read <= MAX_PASSED:
        piece = sys.stdin.readline(MAX_LINE + 1)
        read += len(piece)
        if not piece or piece.endswith("\n"):
            session.show(message(M.line_refused, session.lang, "wrong", n=f"{MAX_LINE:,}"), first=False)
            return
    raise BadInput(session.say(M.line_endless, n=f"{MAX_PASSED:,}"))


def step_lines(session: Session, start: str | None, *, predicting: bool = False) -> None:
    """Walk the states from `start`, else from where the learner stopped, else from the default: the same keys as the
    full screen where a line can carry them (a digit, `w NAME`, `e A,B,C,D`, `e relu`, `r`, `?`). On a terminal each
    state is a fresh screen with its title and explanation last, just above the prompt."""
    from .linepredict import predict_here
    from .stepper import SWITCHES, Stepper
    from .typed import Unreadable, read_numbers
    from .view.commands import message
    from .view.state import lesson_heading
    from .view.step import left_at, legend, prompt, resume_note, what_if_said

    stepper = Stepper(session, start, predicting=predicting)
    lesson, out, lang = session.lesson, session.out, session.lang
    at_terminal = interactive() and out.is_terminal and not session.plain
    heading = True  # the lesson's title, once, above the first state
    keys_said = prompted = False  # prompted: the keys named in full once, then the prompt says where they are
    keys_page = lambda linear: legend(lesson, lang, predicting=stepper.predicting, state=stepper.current,  # noqa: E731
                                      linear=linear)

    def prompt_for() -> str:
        nonlocal prompted
        first, prompted = not prompted, True
        return prompt(lesson, stepper.current, lang, plain=session.plain, first=first, predicting=stepper.predicting)

    def arrive(again: bool = False, anew: bool = False) -> None:
        """Show the current state; `again` (linear text, the same state on other numbers): its numbers alone; `anew`
        (Ctrl-L): whole, what was heard before included."""
        nonlocal heading
        if at_terminal:
            out.clear()  # one state a screen; in a pipe, and in linear text, every state is kept
        # linear text says the lesson's title, opening and diagram once, above the first state and its questions
        whole = heading or anew or not session.plain  # Ctrl-L: the diagram's parts and the reference too
        if heading:
            session.show(lesson_heading(lesson, lang))
            if session.plain:
                session.show(message(M.step_lines_howto, lang), first=False)
        predict_here(session, stepper, lambda prompt: read_line(session, prompt))
        session.show(stepper.page(explain_last=at_terminal, whole_diagram=whole, again=again and session.plain,
                                  routes_last=True, anew=anew), first=False)
        heading = False
        if at_terminal:
            session.show(keys_page(session.plain))
        stepper.arrived()

    def say_what_if() -> None:
        given = stepper.u if stepper.u is not None else lesson.example.u
        said = what_if_said(given, stepper.relu, stepper.without_w2, lang, whose=stepper.numbers()[1])
        session.show(said, first=False)

    if stepper.resumed:
        session.show(resume_note(lesson, stepper.current, stepper.waiting(), lang, stepper.passed_over))
        stepper.resumed = False
    arrive()
    while True:
        if not at_terminal and not session.plain and not keys_said:
            session.show(keys_page(False))  # once, under the first state
            keys_said = True
        line = read_line(session, prompt_for(), keys=True)
        done = stepper.press(line) if line is not None else None
        if done is None or done.quit:  # said (Ctrl-D too): a listener heard nothing after q, and could not tell
            session.show(left_at(lesson, stepper.current, lang, predicting=stepper.predicting,
                                 resumes=stepper.resumes_at), first=False)
            return
        if done.keys:
            session.show(keys_page(session.plain), first=False)
        if done.say is not None:
            session.show(message(done.say, lang, state=stepper.current, key=done.typed, last=len(lesson.order) - 1),
                         first=False)
        if done.why is not None or done.inputs:  # `i`: the inputs this state's page named in a line, read whole
            session.show(stepper.why(done.why) if done.why is not None else stepper.page(inputs=True), first=False)
        if done.what_if is not None:
            switch = SWITCHES.get("".join(done.what_if.casefold().split()))
            if not done.what_if:
                stepper.restore()
            elif switch is not None:
                stepper.switch(switch)
            else:
                try:
                    u = read_numbers(done.what_if, len(lesson.example.u))
                except Unreadable as exc:
                    session.show(message(M.step_whatif_bad, lang, problem=exc), first=False)
                    continue
                stepper.what_if(u, relu=stepper.relu, without_w2=stepper.without_w2)  # the switches stay as set
            if stepper.showing_course:  # after `c`: a new what-if is shown as the learner's own
                stepper.flip()
            say_what_if()
            arrive(again=True)
        if done.moved and stepper.trying and not stepper.showing_course:  # at each state (h349: b2 had not said
            say_what_if()  # "no ReLU"; the full screen's banner does)
        if done.moved or done.redraw or done.again:  # another run here: its numbers alone (linear text)
            arrive(anew=done.redraw, again=done.again and not (done.moved or done.redraw))


def quiz_io(session: Session) -> tuple[Callable[[quiz.Event], None], Callable[[], str | None]]:
    """How quiz and review events are shown, and how an answer is read (in linear text the prompt names the keys the
    question takes). On a terminal a worked solution or a skipped question's answer waits for Enter before what
    comes next: at 40×16 the next question had pushed a wrong answer's solution off the screen before it was read."""
    from . import quiz
    from .givens import read_once
    from .predict import GIVEN_WORDS
    from .view.practice import ends, keys, quiz_event, right_text
    from .vocab import QUIT_WORDS

    asked: list[quiz.Ask] = []
    whole: list[quiz.Ask] = []  # the question asked, every given in it (`i` reads it again so)
    stopped = [False]  # q (or the end of input) where the quiz waited: no question is shown or read after
    heard: dict[tuple[str, tuple], int] = {}  # each weight matrix read, by its numbers: at question n

    def show(event: quiz.Event) -> None:
        if isinstance(event, quiz.Ask):
            if stopped[0]:
                return
            whole[:] = [event._replace(before=None)]
            if session.plain:  # linear text: a matrix read at an earlier question is named there
                event = event._replace(givens=read_once(event.givens, event.number, heard))
            asked[:] = [event]
        session.show(quiz_event(event, session.lang), first=False)
        if isinstance(event, (quiz.Solution, quiz.Skipped)) and interactive():
            sol = event if isinstance(event, quiz.Solution) else event.solution  # the answer said again at the wait:
            answer = right_text(sol.question, sol.answer, sol.verdict, session.lang)  # a long solution scrolled it off
            wait = session.say(M.quiz_read_on_answer, answer=answer) if sol.question.kind != "choice" else ""
            last = bool(asked) and asked[0].number == asked[0].total
            said = read_line(session, wait + session.say(M.quiz_read_on_last if last else M.quiz_read_on))
            stopped[0] = said is None or quiz.normalise(said).casefold() in QUIT_WORDS

    def read() -> str | None:
        if stopped[0]:
            return None
        if not (session.plain and asked):
            return read_line(session, session.say(M.quiz_prompt))
        said = keys(asked[0].question, session.lang, words=ends(asked[0].review))
        while (line := read_line(session, session.say(M.plain_quiz_prompt, keys=said))) is not None \
                and asked[0].givens != whole[0].givens and quiz.normalise(line).casefold() in GIVEN_WORDS:
            session.show(quiz_event(whole[0], session.lang), first=False)
        return line

    return show, read


def quiz_lines(session: Session, state_ids: list[str], *, fresh: bool = False, seed: int | None = None) -> None:
    """Ask the questions of these states, missed ones first; keep the best score of each, and what was missed.

    With `fresh` each question's numbers come from a u drawn from the seed and its id (and a W2 for the questions
    that draw one), the seed printed so the same set can be asked again; the seed also orders the options, so
    `seed` alone repeats a quiz on the course's numbers. Each answer is saved as soon as it is graded (`answered`), so
    SIGHUP, SIGTERM or Ctrl-C at any point loses nothing already answered.
    """
    import secrets

    import numpy as np

    from . import checks, quiz, review, worked
    from .view.commands import message
    from .view.model import Para

    lesson, lang = session.lesson, session.lang
    seen = session.progress()
    false = checks.unsound(lesson, lang=lang)  # each question that says what the numbers do not: left out, and said
    questions = quiz.items(lesson, state_ids, seen.missed, false)
    left = [session.say(M.quiz_left_one, state=sid, k=i + 1, claim=c.values["claim"], name=c.values["name"], got=c.got)
            for (sid, where, i), c in false.items() if sid in state_ids and where == "quiz"]
    out = [session.say(M.quiz_left_out, which=semicolon(lang).join(left))] if left else []
    if not questions:  # every question of the state left out: said so, and why
        session.show((*message(M.quiz_none, lang), *(Para(line) for line in out)))
        return
    show, read = quiz_io(session)
    drawn = seed if seed is not None else secrets.randbelow(1_000_000)
    # fresh: each question on numbers of its own, as review's cards (one u for all had question 7 print the s whose
    # s3 question 9 asked); the first drawn now, so that a lesson no u can be drawn for is refused before any asking
    numbers: quiz.Numbers | Callable[[quiz.Item], quiz.Numbers] = quiz.Numbers.course(worked.compute(lesson))
    if fresh:
        numbers = review.numbers(lesson, drawn)
        numbers(questions[0])
    asked = state_ids if len(state_ids) < len(lesson.order) else []  # `r45 quiz b2`: the set is b2's
    again = command("quiz", *asked, "--fresh", "--seed", str(drawn))  # as it was run: a listener had got boxes
    seeded = [session.say(M.quiz_seed, seed=drawn, command=again)] if fresh else []
    session.titled(session.say(M.quiz_title), [lesson.title(lang), *seeded, *out])
    done = quiz.run(questions, numbers, read=read, show=show,
                    rng=np.random.default_rng(drawn), again=seen.missed, answered=saving(session, seen, questions))
    if done.interrupted:
        raise KeyboardInterrupt  # the score is shown and kept; now exit 130 as Ctrl-C does everywhere


def saving(session: Session, seen: Progress, questions: Sequence[quiz.Item]) -> Callable[[quiz.Result], None]:
    """What saves each quiz answer as it is graded: whether it was missed, and its state's score so far.

    A state's score so far (its credit, out of all its questions in this run) is what an end at that moment would
    keep, as Ctrl-C always did: it only grows during a run, so the best of them is the run's own score, and the
    best score kept across runs is the same as if the score were saved only at the end.
    """
    asked = Counter(item.state for item in questions)
    credit: dict[str, float] = {}

    def save(result: quiz.Result) -> None:
        credit[result.state] = credit.get(result.state, 0.0) + result.credit
        seen.record_quiz(result.state, credit[result.state], asked[result.state])
        marked(session, seen, result)
        session.remember(seen)

    return save


def marked(session: Session, seen: Progress, result: quiz.Result, *, card_miss: bool = True) -> None:
    """An answer in the record: missed (asked first next time), or right at the first try (off that list); its first
    try moves the learner model. In a quiz (`card_miss`) a miss makes its card for review, due tomorrow, and a right
    first answer a card not yet met, at least two days off: it had come back the next day as a new card, as soon as
    a miss (a learner's report; the README says each right answer waits longer)."""
    from . import learner, review

    seen.record_answers(missed=() if result.first else (result.qid,), mastered=(result.qid,) if result.first else ())
    attempt = learner.from_result(result)
    if attempt is not None:
        seen.trace(session.lesson, attempt)
    if card_miss:
        review.carded(seen, result.qid, session.today(), right=result.first)


def review_lines(session: Session, day: date, seed: int | None = None) -> None:
    """Today's review queue, asked as the quiz asks; each answer schedules its card again."""
    import secrets

    import numpy as np

    from . import quiz, review
    from .view.commands import message, weakest

    lesson, lang = session.lesson, session.lang
    seen = session.progress()
    queue = review.queue(lesson, seen.cards, day, seen.skills, seen.opened)
    if not queue.items:
        session.show(message(M.review_nothing, lang))
        next_review(session, seen.cards, day)  # new ones, or a card falls due
        unmet = review.unmet(lesson, seen.cards)
        if unmet:  # today's new cards were met (a quiz, a test): the rest wait for the days to come
            session.show(message(M.review_new_later, lang, n=unmet, per_day=review.NEW_PER_DAY,
                                 met=review.met_on(seen.cards, day)))
        advice = weakest(lesson, seen, lang)
        if advice:
            session.show(advice)
        return
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    counts = {"day": day.isoformat(), "due": len(queue.due), "new": len(queue.new)}
    later = session.say(M.review_title_later, later=queue.new_waiting) if queue.new_waiting else ""
    capped = M.review_title_capped if len(queue.due) >= review.DAILY else M.review_title_twins  # else: the same asked
    title = session.say(capped, **counts, every=queue.due_today, most=review.DAILY, waiting=queue.waiting,
                        later=later) if queue.waiting else \
        session.say(M.review_title_full, **counts, most=review.DAILY, later=queue.new_waiting) if queue.new_waiting \
        else session.say(M.review_title, **counts)  # 14 due had read "10 due", then "next: today"
    unopened = sorted({i.state for i in queue.new} - seen.opened, key=lesson.order.index)  # said: a learner wondered
    session.titled(title, [session.say(M.review_seed, seed=seed), *([session.say(  # why b3 was asked, never opened
        M.review_unopened, states=enumeration(lang).join(unopened), state=unopened[0])] if unopened else [])])
    show, read = quiz_io(session)

    def rescheduled(result: quiz.Result) -> None:  # each card saved as soon as it is answered
        seen.record_card(result.qid, review.reviewed(seen.cards.get(result.qid), result, day))
        marked(session, seen, result, card_miss=False)  # its card is scheduled above
        session.remember(seen)

    done = quiz.run(queue.items, review.numbers(lesson, seed), read=read, show=show,
                    rng=np.random.default_rng(seed), answered=rescheduled, review=True)
    after = review.queue(lesson, seen.cards, day, seen.skills, seen.opened)
    if after.items:  # those not reached, due ones it had no room for, new ones: all today has left, past one run too
        session.show(message(M.review_more_today, lang, n=after.due_today + after.new_today, due=after.due_today,
                             new=after.new_today))
    else:  # not "tomorrow" while some are left today
        next_review(session, seen.cards, day)
    if done.interrupted:
        raise KeyboardInterrupt


def next_review(session: Session, cards: Mapping[str, Mapping[str, object]], day: date) -> None:
    """The next day with something to review, how far off, and its cards, due and new, as that day's review will
    count them; whether new cards alone come then ("Next review: 2026-12-07" with no card due on the 7th could not
    be explained)."""
    from . import review
    from .view.commands import message

    seen = session.progress()
    then = review.summary(session.lesson, cards, day, seen.skills, seen.opened)  # as progress says it
    if then.next is not None:
        days = (then.next - day).days
        when = session.say(M.review_tomorrow) if days == 1 else session.say(M.review_in_days, n=days)
        said = M.review_next_new if then.next_new_only else M.review_next_capped if then.next_split else M.review_next
        session.show(message(said, session.lang, date=then.next.isoformat(), when=when, due=then.next_due,
                             new=then.next_new, cap=then.per_review))
