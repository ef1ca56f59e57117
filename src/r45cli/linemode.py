"""`r45 step` and `r45 quiz` as lines: a prompt on a terminal, one line at a time from a pipe.

The loops themselves are `navigate.walk` and `quiz.run`; here they get a
`read` that takes a line from the learner and a `show` that prints each
event, and the progress file hears what happened.
"""

import sys

from .messages import M
from .numfmt import fixed
from .session import Session
from .status import BadInput
from .typed import shorten


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


def step_lines(session: Session, start: str | None) -> None:
    """Walk the states from `start`, else from where the learner stopped, else from the default.

    The same keys as the full screen where a line can carry them (a digit,
    `w NAME`, `e A,B,C,D`, `r`, `?`). On a terminal each state is a fresh
    screen with its title and explanation last, just above the prompt.
    """
    from . import derive, navigate, worked
    from .plain import step as plain_step
    from .plain.commands import why_lines
    from .plain.state import state_lines
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

    def keys() -> None:
        if plain:
            session.lines(["", *plain_step.legend_lines(lesson, lang)], first=False)
            return
        out.print(legend(lesson, lang))
        out.print(session.say(M.step_legend_more), style="dim")

    def arrive(state: str) -> None:
        nonlocal heading
        shown, whose = (mine, "yours") if mine is not None else (course, None)
        if plain:  # nothing cleared or drawn over: each state follows the last, in reading order
            session.lines(state_lines(lesson, shown, state, lang, heading=heading, whose=whose, course=course if mine else None), first=heading)
            if lesson.following(state) is None:
                session.lines(plain_step.path_end_lines(lesson, state, set(seen.visited) | {state}, lang), first=False)
            heading = False
            session.remember(seen, state)
            return
        if at_terminal and out.is_terminal:
            out.clear()  # one state a screen; in a pipe every state is kept
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
                out.print(session.say(M.step_whatif_said, u=", ".join(map(fixed, u))))
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


def quiz_lines(session: Session, state_ids: list[str]) -> None:
    """Ask the questions of these states, then keep the best score of each."""
    from . import quiz, worked
    from .plain import step as plain_step
    from .render.layout import titled
    from .render.quiz import quiz_event
    from .render.wrap import Prose

    lesson, out, lang = session.lesson, session.out, session.lang
    questions = [(sid, q) for sid in state_ids for q in lesson.state(sid).quiz]
    if not questions:
        out.print(session.say(M.quiz_none))
        return
    asked: list[quiz.Ask] = []  # the question being answered: in plain text its prompt names the keys it takes

    def show(event: quiz.Event) -> None:
        if not session.plain:
            out.print(quiz_event(event, lang))
            return
        if isinstance(event, quiz.Ask):
            asked[:] = [event]
        session.lines(plain_step.quiz_event_lines(event, lang), first=False)

    def prompt() -> str:
        return plain_step.quiz_prompt(asked[0].question, lang) if session.plain and asked else session.say(M.quiz_prompt)

    if session.plain:
        session.lines([session.say(M.quiz_title), lesson.title(lang)])
    else:
        out.print(titled(Prose(lesson.title(lang)), session.say(M.quiz_title)))
    done = quiz.run(questions, worked.compute(lesson), read=lambda: read_line(session, prompt()), show=show)
    seen = session.progress()
    for sid, (right, asked) in done.score.items():
        seen.record_quiz(sid, right, asked)
    session.remember(seen)
    if done.interrupted:
        raise KeyboardInterrupt  # the score is shown and kept; now exit 130 as Ctrl-C does everywhere
