"""`r45 spot` and `r45 test` run: the exercise or the test chosen from the learner's record, asked in the full
screen or on lines, and what the learner did written back (each part an attempt at its skills, each miss a card);
and `r45 lab --ask`, each experiment's question asked on lines and the answer kept as a note.

Both are dialogues (`spot.Spotting`, `assess.Testing`): `opening()` events, then `answer(text)` for each line
until they are done; `converse` drives one on lines, `tui.dialogue` in the full screen, with the same pages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .messages import M, enumeration, semicolon, sentences
from .session import Session
from .status import BadInput
from .words import command

if TYPE_CHECKING:
    from .lab import Experiment
    from .lesson.model import Lesson
    from .spot import Exercise
    from .view.exercises import Dialogue
    from .view.model import Page


def converse(session: Session, dialogue: Dialogue, draw: Callable[[object], Page], prompt: str) -> bool:
    """Ask on lines until the dialogue is over (True) or the input ends or the learner quits (False)."""
    from .linemode import read_line
    from .view.model import Para
    from .vocab import QUIT_WORDS

    keys = [""]  # how the question asked last is answered: linear text leaves it out of the page, for the prompt

    def show(event: object) -> None:
        page = draw(event)
        said = [b.text for b in page if isinstance(b, Para) and b.role == "keys"]
        keys[0] = said[-1] if said else keys[0]
        session.show(page, first=False)

    def prompting() -> str:  # in linear text the prompt says how to answer and to end, as the quiz's does
        if not session.plain:
            return prompt
        how = f"{keys[0].rstrip('.。')}{semicolon(session.lang)}" if keys[0] else ""
        return session.say(M.plain_dialogue_prompt, prompt=prompt.rstrip(), keys=how)

    for event in dialogue.opening():
        show(event)
    while not dialogue.over:
        text = read_line(session, prompting())
        if text is None or text.strip().casefold() in QUIT_WORDS:
            return False
        for event in dialogue.answer(text):
            show(event)
    return True


def run(session: Session, dialogue: Dialogue, draw: Callable[[object], Page], prompt: str) -> bool:
    """In the full screen on a terminal, else on lines (a pipe, `--plain`, TERM=dumb)."""
    from .linemode import full_screen_possible

    if session.plain or not full_screen_possible():
        return converse(session, dialogue, draw, prompt)
    from .tui.dialogue import run as full_screen

    return full_screen(session, dialogue, draw)


# --------------------------------------------------------------------------- spot the slip


def spot_here(session: Session, state: str | None, seed: int | None) -> None:
    from . import fading, learner, review, spot
    from .view.exercises import spot_event
    from .view.model import Para

    lesson, lang = session.lesson, session.lang
    seen = session.progress()
    open_states = spot.offered(lesson, seen.fade, seen.unaided, seen.runs)
    # unnamed, the open state spotted in least (the lesson's first among equals): each run another state's lines
    runs = lambda sid: seen.runs.get(f"spot:{sid}", 0)  # noqa: E731
    chosen = state if state is not None else min(open_states, key=runs, default=None)
    if chosen is None or chosen not in open_states:
        computing = spot.computing(lesson)
        nothing = state is not None and state not in computing  # a state with nothing to spot: bad input, 2
        names = enumeration(lang).join(computing)  # zh: 、
        if state is None:
            said = session.say(M.spot_not_yet, states=names)
        elif nothing:
            said = session.say(M.spot_nothing_to_spot, state=state, states=names)
        else:
            said = session.say(M.spot_not_yet_state, state=state)
        if open_states and state is not None:
            now = session.say(M.spot_open_now, states=enumeration(lang).join(open_states), first=open_states[0])
            said += ("" if lang == "zh" else " ") + now
        if nothing:
            raise BadInput(said)
        session.show((Para(said),))
        return
    key = f"spot:{chosen}"
    drawn = (seed, 0) if seed is not None else (seen.runs.get(key, 0), seen.generation)  # --seed: as it was
    ex = spot.exercise(lesson, chosen, fading.seed(key, *drawn))
    spotting = spot.Spotting(ex)
    run(session, spotting, lambda event: spot_event(event, lang), session.say(M.spot_prompt))  # type: ignore[arg-type]
    if seed is None and spotting.parts != spot.Parts():
        seen.count("runs", key)
    skills = _skills_for(lesson, ex)
    parts = spotting.parts
    # one run, one attempt: right where every part answered was (its three parts, each an attempt, had read "first
    # tries 3, 3 right" after one run, and taken the residual from 0.10 to 0.89 for a learner who never computed s)
    mended = None if parts.value is None else parts.value.right  # the right value typed at the line
    answered = [r for r in (parts.line, parts.slip, mended) if r is not None]
    if answered and skills:
        seen.trace(lesson, learner.Attempt(skills, all(answered), guess=0.3))
        if not all(answered):
            review.carded(seen, _card_for(lesson, chosen, skills[0]), session.today())
    session.remember(seen)  # a run left early keeps the parts answered
    if spotting.done:
        session.show((Para(session.say(M.spot_next, states=enumeration(lang).join(open_states))),), first=False)


def _skills_for(lesson: Lesson, ex: Exercise) -> tuple[str, ...]:
    """What a spot run speaks for: its slip's own skill; a slip of the number itself (a sign flipped at a5), the
    skills of the state's step at that line's stage, as a predict step's slip blames them (a5 flipped had counted
    for "the sign of z_i", which nothing asked)."""
    from .handwork import stage_of

    owner = next((s.id for s in lesson.skills if ex.slip.key in s.slips), None)
    if not ex.slip.of_the_number:
        return (owner,) if owner else ()
    stage = stage_of(ex.first_wrong.name)
    steps = sorted(lesson.state(ex.state).predict, key=lambda q: q.kind != "number")  # a number's step first
    return next((q.skills for q in steps if q.skills and stage_of(str(q.answer)) == stage), (owner,) if owner else ())


def _card_for(lesson: Lesson, state: str, skill: str) -> str | None:
    """The predict step of `state` that exercises `skill` (its last step when none does): a spot miss's card."""
    from .quiz import question_id

    steps = lesson.state(state).predict
    for i, q in enumerate(steps):
        if skill in q.skills:
            return question_id(state, i, "predict")
    return question_id(state, len(steps) - 1, "predict") if steps else None


# --------------------------------------------------------------------------- the test


def test_here(session: Session, post: bool) -> None:
    from . import assess, review, spot
    from .view.commands import message
    from .view.exercises import test_event

    lesson, lang = session.lesson, session.lang
    seen = session.progress()
    pre = seen.tests.get("pre")
    computing = spot.computing(lesson)
    ready = assess.practice_done(lesson, seen.unaided)
    taken = seen.tests.get("post")
    if pre is not None and not post and (taken or not ready):  # a post-test taken is not taken again unasked
        score, late = f"{pre['score']:g}", assess.practised(pre)  # type: ignore[index]
        if taken:
            both = M.test_both_done_late if late else M.test_both_done
            session.show(message(both, lang, pre=score, post=f"{taken['score']:g}"))  # type: ignore[index]
        else:
            waits = M.test_post_waits_late if late else M.test_post_waits
            session.show(message(waits, lang, score=score, states=enumeration(lang).join(computing)))
        return
    after = pre is not None
    form = assess.FORMS[1] if after else assess.FORMS[0]
    # every first attempt anywhere is traced into `skills`: a first test with any there is not before practice
    practised = not after and assess.practice_begun(seen)
    testing = assess.Testing(lesson, form, post=after, run=int(seen.runs.get(f"test:{form}", 0)),
                             pre=float(pre["score"]) if pre else None,  # type: ignore[index, arg-type]
                             practised=practised, pre_practised=assess.practised(pre), post_asked=post and not after,
                             pre_skills=pre["skills"] if pre else {})  # type: ignore[index, arg-type]
    draw = lambda event: test_event(event, lang, lesson)  # noqa: E731
    # said where a learner may think a half-done test counts; bare `r45 test` puts a second test off
    left = message(M.test_left, lang, command=command("test", "--post") if after else command("test"))
    try:
        done = run(session, testing, draw, session.say(M.test_prompt))  # type: ignore[arg-type]
    except KeyboardInterrupt:  # Ctrl-C: said too (two answers had gone with a bare "test>"), then exit 130
        session.show(left, first=False)
        raise
    if not done or testing.finished is None:
        session.show(left)
        return
    day = session.today()
    seen.count("runs", f"test:{form}")
    # the second test comes after practice by its nature: its record said `practised: false` (a learner's report)
    record = assess.kept(list(testing.answers), lesson, form, day.isoformat(), practised=practised or after)
    seen.record_test("post" if after else "pre", record)
    for answer in testing.answers:
        # a named slip blames its own skill; no feedback came while the test ran, so nothing was learnt from it
        seen.trace(lesson, assess.attempt(answer, tested=False))
        if not answer.right:
            review.carded(seen, review.locate(lesson, answer.item.question), day)
    session.remember(seen)
    # what comes next, said last: the score stood some 150 lines above, and a listener heard no way on
    score = f"{record['score']:g}"
    if after:
        both = M.test_both_done_late if assess.practised(pre) else M.test_both_done
        session.show(message(both, lang, pre=f"{pre['score']:g}", post=score), first=False)  # type: ignore[index]
    else:
        waits = (M.test_post_open_late if practised else M.test_post_open) if ready else \
            M.test_post_waits_late if practised else M.test_post_waits
        session.show(message(waits, lang, score=score, states=enumeration(lang).join(computing)), first=False)


def lab_asking(session: Session, experiments: list[Experiment], limit: int | None) -> None:
    """Each experiment asks first what will change (a line, kept as a note), then runs, then shows a model answer."""
    from .controls import clean
    from .linemode import read_line
    from .progress_format import MAX_NOTE
    from .view.commands import lab_view, model_answer
    from .view.model import Para

    lesson, lang = session.lesson, session.lang
    seen = session.progress()
    asking = True
    for experiment in experiments:
        text = lesson.lab[experiment.key]
        line = None
        if asking and text.ask is not None:
            session.show((Para(sentences((text.ask(lang), session.say(M.lab_ask_how)), lang)),), first=False)
            line = read_line(session, "> ")
            asking = line is not None  # at the end of input, the rest just run
            # the learner's words as typed: full-width marks and − kept
            line = clean(line or "").strip()[:MAX_NOTE] or None
        if line:  # kept at once: Ctrl-C or a closed terminal while the experiment is shown loses nothing
            seen.keep_note(f"lab.{experiment.key}", line)
            session.remember(seen)
        answer = model_answer(lesson, experiment.key, line, lang)
        # paged as lab without --ask: 140 lines had scrolled the title and the learner's line off a 40×16 screen
        session.show((*lab_view([experiment], lesson, lang, limit=limit), *answer), first=False, paged=True)
