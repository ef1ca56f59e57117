"""`r45 step` and `r45 quiz` as lines: a prompt on a terminal, one line at a time from a pipe.

The loops themselves are `navigate.walk` and `quiz.run`; here they get a
`read` that takes a line from the learner and a `show` that prints each
event, and the progress file hears what happened.
"""

import sys
from collections.abc import Callable
from datetime import date

from .messages import M
from .numfmt import fixed
from .progress_format import MAX_NOTE
from .session import Session
from .status import BadInput
from .controls import clean
from .typed import normalise, shorten


def full_screen_possible() -> bool:
    """A terminal on both ends that can draw: not a pipe, not TERM=dumb."""
    import os

    # Textual draws on stderr: a redirected stderr (`r45 step 2>log`) would get the screen, so it must be a terminal too
    ends = (sys.stdout, sys.stderr)
    return interactive() and all(s is not None and s.isatty() for s in ends) and os.environ.get("TERM", "").lower() != "dumb"


def interactive() -> bool:
    """A learner at a terminal, as opposed to a pipe, a file or a closed stdin."""
    return sys.stdin is not None and sys.stdin.isatty()


MAX_LINE = 4096  # characters of one line of input: far more than any answer or key, and a terminal's own limit


def read_line(session: Session, prompt: str) -> str | None:
    """One line from the learner; None at end of input (or with stdin closed).

    A pipe is read a bounded line at a time: a line longer than MAX_LINE
    (`r45 step < /dev/zero`) is BadInput, never read whole. On a terminal
    the terminal's own line limit bounds what `input` returns.
    """
    if sys.stdin is None:
        return None
    if session.plain:
        session.lines([prompt], first=False)  # a whole line that says which keys it takes; the answer goes on the next
        prompt = ""
    if interactive():
        try:
            return session.out.input(prompt, markup=False)
        except EOFError:
            session.out.print()
            return None
    line = sys.stdin.readline(MAX_LINE + 1)
    if len(line) > MAX_LINE:
        raise BadInput(session.say(M.line_too_long, n=MAX_LINE))
    return line if line else None


def step_lines(session: Session, start: str | None, *, predicting: bool = False) -> None:
    """Walk the states from `start`, else from where the learner stopped, else from the default.

    The same keys as the full screen where a line can carry them (a digit,
    `w NAME`, `e A,B,C,D`, `r`, `?`). On a terminal each state is a fresh
    screen with its title and explanation last, just above the prompt.
    With `predicting`, a state with steps to predict asks for them first.
    """
    from . import derive, navigate, predict, worked
    from .plain import step as plain_step
    from .plain.commands import why_lines
    from .plain.predict import predict_lines
    from .plain.state import state_lines
    from .render.predict import predict_event
    from .render.state import state_view
    from .render.step import legend, path_end
    from .render.why import why_view
    from .typed import Unreadable, read_numbers

    lesson, out, lang, plain = session.lesson, session.out, session.lang, session.plain
    seen = session.progress()
    if start is None:
        start, resumed = navigate.first_state(lesson, seen.last)
        if resumed:
            out.print(session.say(M.resuming, state=start))
    course = worked.compute(lesson)
    mine: worked.WorkedExample | None = None  # the learner's what-if, after `e A,B,C,D`
    at_terminal = interactive()
    keys_said = False
    heading = True  # the lesson's title, once, above the first state
    predicted: set[str] = set()  # states asked (or shown worked) this session: once each

    def ask_first(state: str) -> None:
        """The state's predict steps, once a session; the record moves on with the answers."""
        predicted.add(state)
        if not lesson.state(state).predict:
            return
        plan = predict.plan(lesson, state, seen.fade, seen.visited)
        if plan is None:
            if plain:
                session.lines([session.say(M.predict_first_time)], first=False)
            else:
                out.print(session.say(M.predict_first_time), style="dim")
            seen.set_fade(state, predict.next_fade(lesson, None, state, False))
            return

        def show(event: predict.Event) -> None:
            if plain:
                session.lines(predict_lines(event, lang), first=False)
            else:
                out.print(predict_event(event, lang))

        prompt = session.say(M.plain_predict_prompt if plain else M.predict_prompt)
        reveal = predict.run(plan, mine or course, read=lambda: read_line(session, prompt), show=show)
        if reveal is not None:
            seen.set_fade(state, predict.next_fade(lesson, plan, state, reveal.all_right))

    def keys() -> None:
        if plain:
            session.lines(["", *plain_step.legend_lines(lesson, lang)], first=False)
            return
        out.print(legend(lesson, lang))
        out.print(session.say(M.step_legend_more), style="dim")

    def arrive(state: str) -> None:
        nonlocal heading
        if at_terminal and out.is_terminal and not plain:
            out.clear()  # one state a screen; in a pipe every state is kept
        if predicting and state not in predicted:
            ask_first(state)
        shown, whose = (mine, "yours") if mine is not None else (course, None)
        if plain:  # nothing cleared or drawn over: each state follows the last, in reading order
            session.lines(state_lines(lesson, shown, state, lang, heading=heading, whose=whose, course=course if mine else None), first=heading)
            if lesson.following(state) is None:
                session.lines(plain_step.path_end_lines(lesson, state, set(seen.visited) | {state}, lang), first=False)
            heading = False
            session.remember(seen, state)
            return
        out.print(state_view(lesson, shown, state, lang, heading=heading, whose=whose, course=course if mine else None, explain_last=at_terminal))
        heading = False
        if lesson.following(state) is None:
            out.print(path_end(lesson, state, set(seen.visited) | {state}, lang))
        if at_terminal:
            keys()
        session.remember(seen, state)

    def show(event: navigate.Event) -> None:
        nonlocal mine
        if isinstance(event, navigate.Arrive):
            arrive(event.state)
        elif isinstance(event, navigate.Keys):
            keys()
        elif isinstance(event, navigate.Why):
            numbers = mine or course
            name = derive.resolve(numbers, event.name)
            if name is None:
                out.print(session.say(M.unknown_name, name=shorten(event.name), names=", ".join(derive.names(numbers))))
            elif plain:
                session.lines(why_lines(derive.explain(numbers, name), lang, yours=mine is not None), first=False)
            else:
                out.print(why_view(derive.explain(numbers, name), lang, yours=mine is not None))
        elif isinstance(event, navigate.WhatIf):
            if not event.typed:
                mine = None
                out.print(session.say(M.step_restored))
            else:
                try:
                    import numpy as np

                    u = read_numbers(event.typed, len(lesson.example.u))
                    mine = worked.compute(lesson, u=np.array(u))
                except Unreadable as exc:
                    out.print(session.say(M.step_whatif_bad, problem=exc))
                    return
                said_u = ", ".join(map(fixed, u))
                if session.plain:
                    from .plain import minus

                    said_u = minus(said_u)  # said as "minus", as every plain number is
                out.print(session.say(M.step_whatif_said, u=said_u))
            arrive(event.state)
        else:
            out.print(session.say(event.key, state=event.state, key=event.typed))

    def read(state: str) -> str | None:
        nonlocal keys_said
        if plain:
            return read_line(session, plain_step.step_prompt(lesson, state, lang))  # the prompt names the keys; ? says what each does
        if not at_terminal and not keys_said:
            keys()  # once, under the first state
            keys_said = True
        return read_line(session, session.say(M.step_prompt, state=state))

    navigate.walk(lesson, start, read, show)


def quiz_io(session: Session) -> "tuple[Callable[[object], None], Callable[[], str]]":
    """How quiz events are shown and what the prompt says: rich views, or linear text whose prompt names the keys."""
    from . import quiz
    from .plain import step as plain_step
    from .render.quiz import quiz_event

    asked: list[quiz.Ask] = []  # the question being answered: in plain text its prompt names the keys it takes

    def show(event: quiz.Event) -> None:
        if not session.plain:
            session.out.print(quiz_event(event, session.lang))
            return
        if isinstance(event, quiz.Ask):
            asked[:] = [event]
        session.lines(plain_step.quiz_event_lines(event, session.lang), first=False)

    def prompt() -> str:
        return plain_step.quiz_prompt(asked[0].question, session.lang) if session.plain and asked else session.say(M.quiz_prompt)

    return show, prompt


def titled_block(session: Session, title: str, lines: list[str]) -> None:
    """A heading and a few lines: a titled box, or in plain text a heading line and the lines."""
    if session.plain:
        session.lines([title, *lines])
        return
    from .render.layout import titled
    from .render.wrap import Prose

    session.out.print(titled(Prose("\n".join(lines)), title))


def quiz_lines(session: Session, state_ids: list[str], *, fresh: bool = False, seed: int | None = None) -> None:
    """Ask the questions of these states, missed ones first; keep the best score of each, and what was missed.

    With `fresh` the numbers come from a u drawn from the seed (and a W2 for
    the questions that draw one), which is printed so the same set can be
    asked again; the seed also orders the options, so `seed` alone repeats a
    quiz on the course's numbers.
    """
    import secrets

    import numpy as np

    from . import quiz, worked

    lesson, out, lang = session.lesson, session.out, session.lang
    seen = session.progress()
    questions = quiz.items(lesson, state_ids, seen.missed)
    if not questions:
        out.print(session.say(M.quiz_none))
        return
    show, prompt = quiz_io(session)
    drawn = seed if seed is not None else secrets.randbelow(1_000_000)
    numbers = quiz.fresh(lesson, drawn) if fresh else quiz.Numbers.course(worked.compute(lesson))
    titled_block(session, session.say(M.quiz_title), [lesson.title(lang)] + ([session.say(M.quiz_seed, seed=drawn)] if fresh else []))
    done = quiz.run(
        questions,
        numbers,
        read=lambda: read_line(session, prompt()),
        show=show,
        rng=np.random.default_rng(drawn),
        again=seen.missed,
    )
    for sid, (right, asked) in done.score.items():
        seen.record_quiz(sid, right, asked)
    seen.record_answers(done.missed, done.mastered)
    session.remember(seen)
    if done.interrupted:
        raise KeyboardInterrupt  # the score is shown and kept; now exit 130 as Ctrl-C does everywhere


def review_lines(session: Session, day: "date", seed: int | None = None) -> None:
    """Today's review queue, asked as the quiz asks; each answer schedules its card again."""
    import secrets

    import numpy as np

    from . import quiz, review

    lesson, out = session.lesson, session.out
    seen = session.progress()
    queue = review.queue(lesson, seen.cards, day)
    if not queue.items:
        said = session.say(M.review_none_due, date=queue.next_due.isoformat()) if queue.next_due else session.say(M.review_nothing)
        session.lines([said]) if session.plain else out.print(said)
        return
    seed = secrets.randbelow(1_000_000) if seed is None else seed
    titled_block(session, session.say(M.review_title, day=day.isoformat(), due=len(queue.due), new=len(queue.new)), [session.say(M.review_seed, seed=seed)])
    show, prompt = quiz_io(session)
    done = quiz.run(queue.items, quiz.fresh(lesson, seed), read=lambda: read_line(session, prompt()), show=show, rng=np.random.default_rng(seed))
    for result in done.results:
        seen.record_card(result.qid, review.reviewed(seen.cards.get(result.qid), result, day))
    seen.record_answers(done.missed, done.mastered)
    session.remember(seen)
    dates = [review.due_on(card) for card in seen.cards.values()]
    if dates:
        said = session.say(M.review_next, date=max(min(dates), day).isoformat())
        session.lines([said]) if session.plain else out.print(said)
    if done.interrupted:
        raise KeyboardInterrupt


def lab_lines(session: Session, experiments: list, limit: int | None) -> None:  # type: ignore[type-arg]
    """Each experiment asks first what will change (a line, kept as a note), then runs, then shows a model answer."""
    from .plain.commands import lab_lines as plain_lab
    from .render.lab import lab_view, model_answer
    from .render.wrap import Prose

    lesson, out, lang = session.lesson, session.out, session.lang
    seen = session.progress()
    asking = True
    for experiment in experiments:
        text = lesson.lab[experiment.key]
        line = None
        if asking and text.ask is not None:
            asked = f"{text.ask(lang)} {session.say(M.lab_ask_how)}"
            session.lines([asked], first=False) if session.plain else out.print(Prose(asked))
            line = read_line(session, "> ")
            asking = line is not None  # at the end of input, the rest just run
            line = clean(line or "").strip()[:MAX_NOTE] or None  # the learner's words as typed: full-width marks and − kept
        if session.plain:
            session.lines([*plain_lab([experiment], lesson, lang, limit=limit), *answer_lines(lesson, experiment.key, line, lang)], first=False)
        else:
            out.print(lab_view([experiment], lesson, lang, limit=limit))
            out.print(model_answer(lesson, experiment.key, line, lang))
        if line:
            seen.keep_note(f"lab.{experiment.key}", line)
    session.remember(seen)


def answer_lines(lesson, key: str, yours: str | None, lang: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The model answer's points and the learner's line, as linear text."""
    from .messages import say

    text = lesson.lab[key]
    lines = [say(M.lab_points, lang), *(f"- {p(lang)}" for p in text.points)]
    return lines + ([say(M.lab_yours, lang) + yours, say(M.lab_kept, lang)] if yours else [])
