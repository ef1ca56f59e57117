"""`step` as data: the keys, the two routes from the default state, the end of the path, and a state's pane.

The end of the path does not say "done" while states of the path are still
unseen: it names them first, and how to go there.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

from rich.cells import cell_len

from ..keys import KEYS, written
from ..lesson.model import Lesson
from ..messages import M, Message, alternatives, colon, comma, enumeration, say
from ..vocab import NBSP
from ..words import command as as_run_command
from .model import Items, Page, Panel, Para, Whose
from .state import StateView, state_page

if TYPE_CHECKING:
    from ..predict import Reveal
    from ..review import Onward

GLUED = 24  # columns of the longest command kept on one line: `e relu, e w2`, `w NAME`, not a sentence of keys
AFTERWARDS = (M.after_predict, M.after_quiz, M.after_why, M.after_lab)  # the commands the last state points to


def typed_keys(lesson: Lesson, lang: str = "en", *, predicting: bool = False,
               state: str | None = None) -> list[tuple[list[str], Message]]:
    """What a line may be in line mode, from the one key table, with the footer's word for it:
    [(["Enter", "n", "next"], next)…]; predict mode's own (`a`) only in predict mode, the demonstration's (`i`) only
    at a `state` that demonstrates."""
    name = say(M.legend_name, lang)
    return [
        (["Enter" if w == "" else (written(k, len(lesson.order)) if w == k.shown else w.format(name=name))
          for w in k.words[:3]],
         k.footer or k.help)
        for k in KEYS
        if k.words and (predicting or not k.predicting) and (not k.linear or state and lesson.state(state).demonstrates)
    ]


def legend(lesson: Lesson, lang: str, *, predicting: bool = False, linear: bool = False,
           state: str | None = None) -> Page:
    """Line mode's keys, each once: what to type and what it does, said in full where a line carries more than the
    key (`w NAME`: where a number comes from); then the arrow and page keys; in `linear` text, which leaves out
    what was heard before, Ctrl-L, which reads it again."""
    # what is typed (`e relu`, `w NAME`) is never split across lines; a longer name of keys ("arrow and page keys (on a
    # line of their own)") is words, and glued whole it was cut mid-word on 40 columns
    glued = lambda text: text.replace(" ", NBSP) if cell_len(text) <= GLUED else text  # noqa: E731
    said = say(M.step_legend_more, lang).split(" · ")  # each "command: what it does"
    more = [(command, glued(command) + colon(lang) + does) for command, does in (c.split(colon(lang), 1) for c in said)]
    items: list[str] = []
    for typed, word in typed_keys(lesson, lang, predicting=predicting, state=state if linear else None):
        whole = [line for command, line in more if command.split(" ")[0] == typed[0].split(" ")[0]]
        items += whole or [f"{alternatives([glued(t) for t in typed], lang)}{colon(lang)}{say(word, lang)}"]
    told = set(items)
    redraw = [say(M.step_legend_redraw, lang)] if linear else []
    return (Items((*items, *(line for _, line in more if line not in told), *redraw), "inline"),)


def what_if_said(u: Sequence[float], relu: bool, without_w2: bool, lang: str, *, whose: Whose | None) -> Page:
    """Line mode's word on the what-if just set: each component of u by name and each switch that is on; or, when
    that is the course's own setting, whose numbers are back (the course's, or a predict run's drawn ones)."""
    from ..numfmt import fixed

    if whose != Whose.YOURS:
        return (Para(say(M.step_restored_drawn if whose == Whose.DRAWN else M.step_restored, lang)),)
    named = comma(lang).join(f"u{j + 1} = {fixed(x)}" for j, x in enumerate(u))
    # "W2 = b2 = 0" held whole: at 40 columns "W2 =" ended a line, heard as a name with no value
    switched = [say(m, lang).replace(" = ", f"{NBSP}={NBSP}") for m, on in ((M.tui_no_relu, not relu),
                                                                            (M.tui_zero_w2, without_w2)) if on]
    return (Para(say(M.step_whatif_said, lang, u=comma(lang).join([named, *switched])), "formula"),)


def spoken_first(typed: str) -> tuple[bool, int]:
    """Which way of typing a key the plain prompt says: Enter where it is one, else the shortest (a, not again)."""
    return typed != "Enter", len(typed)


def prompt(lesson: Lesson, state: str, lang: str, *, plain: bool, first: bool = True, predicting: bool = False) -> str:
    """Line mode's prompt; in linear text a whole line that names the keys it takes the first time, then a short one
    that says where they are (a listener heard three lines of keys after every key)."""
    if not plain:
        return say(M.step_prompt, lang, state=state)
    if not first:
        again = predicting and bool(lesson.state(state).predict)
        return say(M.plain_step_prompt_predict if again else M.plain_step_prompt_short, lang, state=state)
    # each key by a word that can be typed as said: speech reads ? as "question mark", which is no key
    # each key with a colon after it: "a another run" was heard "uh another run", the a as the article
    # a key and what it takes stay on one line ("w" at a line's end, "名字：来源" on the next), and with the first
    # word of what it does ("w NAME:" / "why" had been read as two rows)
    keys = comma(lang).join(f"{min((t for t in typed if t.isalnum()), key=spoken_first, default=typed[0])}"
                            .replace(" ", NBSP) + f"{colon(lang).replace(' ', NBSP)}{say(word, lang)}"
                            for typed, word in typed_keys(lesson, lang, predicting=predicting, state=state))
    return say(M.plain_step_prompt, lang, state=state, keys=keys)


def left_at(lesson: Lesson, state: str, lang: str, *, predicting: bool,
            opened: Callable[[], Onward] | None = None, resumes: Callable[[], str] | None = None) -> Page:
    """Where `step` was left, and the command that resumes it as it was run ("r45 step" had been said after a
    predict session), and where, with `resumes` (predict mode goes on past a state done unaided); left at the path's
    end, with `opened`, what to do next again (the full screen took it away)."""
    end = (afterwards(lang, predicting, opened()),) if opened is not None and lesson.following(state) is None else ()
    command = as_run_command("step", *["--predict"] * predicting)  # as it was run: --lang, --states, --plain
    resume = resumes() if resumes is not None else state
    said = say(M.step_left_onward, lang, state=state, command=command, resume=resume) if resume != state else \
        say(M.step_left_at, lang, state=state, command=command)
    return (Para(said), *end)


def routes(lesson: Lesson, state: str, lang: str, seen: Collection[str] = (), digits: bool = True) -> Page:
    """At the default state: carry on along the path, or start at its beginning while a state before it is unseen
    (a learner who had seen b0–b3 was still offered b0 at b4, session after session), by its digit where `digits`
    go to states (not in the full screen's open what-if, whose fields take them)."""
    if state != lesson.default:
        return ()
    onward, start = lesson.following(state), lesson.order[0]
    parts = [say(M.route_on, lang, state=onward)] if onward is not None else []
    if digits and start != state and not set(lesson.order[: lesson.order.index(state)]) <= set(seen):
        parts.append(say(M.route_start, lang, state=start, key=0, group=lesson.group_of(start).title(lang)))
    return (Para(" · ".join(parts), "default"),) if parts else ()


def unseen_runs(lesson: Lesson, seen: Collection[str]) -> list[tuple[str, str]]:
    """The states of the path not seen yet, as runs of neighbours: [(first, last), …]."""
    runs: list[tuple[str, str]] = []
    for k, sid in enumerate(lesson.order):
        if sid in seen:
            continue
        if runs and k > 0 and lesson.order[k - 1] == runs[-1][1]:
            runs[-1] = (runs[-1][0], sid)
        else:
            runs.append((sid, sid))
    return runs


def path_end(lesson: Lesson, state: str, seen: Collection[str], lang: str, predicting: bool = False,
             opened: Onward | None = None) -> Page:
    """At the last state: the states still unseen and how to go there, else done; then what to do next, what practice
    has `opened` first (in predict mode, not predict mode again: "r45 step --predict" had been offered inside it)."""
    runs = unseen_runs(lesson, seen)
    if runs:
        names = enumeration(lang).join(a if a == b else f"{a}–{b}" for a, b in runs)  # zh "b0–b1、b3", not "b0–b1, b3"
        place = lesson.order.index(runs[0][0])
        key = str(place) if place < 10 else runs[0][0]
        said = Para(say(M.path_unseen, lang, state=state, states=names, key=key), "default")
    else:
        said = Para(say(M.step_done, lang, state=state), "meta")
    return (said, afterwards(lang, predicting, opened))


def afterwards(lang: str, predicting: bool, opened: Onward | None) -> Panel:
    """What to do next at the path's end: what practice has `opened` first."""
    first = () if opened is None else (
        *((say(M.after_pre, lang),) if opened.pre else ()),
        *((say(M.after_post if opened.first else M.after_post_alone, lang, score=opened.first),)
          if opened.post else ()),
        *((say(M.after_spot, lang, states=enumeration(lang).join(opened.spot)),) if opened.spot else ()),
        *((say(M.after_review, lang, n=opened.due),) if opened.due else ()))
    after = tuple(say(m, lang) for m in AFTERWARDS if not (predicting and m is M.after_predict))
    return Panel(say(M.after_title, lang), (Items((*first, *after)),))


def resume_note(lesson: Lesson, state: str, waiting: Collection[str], lang: str, past: str | None = None) -> Page:
    """Where `step` resumes (`past`: the state last seen, done unaided, that predict mode went past), and in predict
    mode, where the questions wait when this state asks none."""
    said = say(M.resuming_past, lang, state=state, past=past) if past else say(M.resuming, lang, state=state)
    note = [Para(said, "meta")]
    if waiting:
        numbers = alternatives([str(lesson.order.index(sid)) for sid in waiting], lang)
        note.append(Para(say(M.predict_waiting, lang, states=enumeration(lang).join(waiting), numbers=numbers), "meta"))
    return tuple(note)


def pane(lesson: Lesson, sv: StateView, lang: str, *, seen: Collection[str], resumed: bool = False,
         past: str | None = None, waiting: Callable[[], Collection[str]] = tuple,
         explain_last: bool = False, whole_diagram: bool = True,
         shown_worked: bool = False, let_go: bool = False, left: Reveal | None = None, again: bool = False,
         routes_last: bool = False, predicting: bool = False, fold: bool = False,
         heard: Collection[Panel] = (), digits: bool = True,
         elsewhere: Collection[tuple[str, Panel]] = (), opened: Callable[[], Onward] | None = None,
         pretest: bool = False) -> Page:
    """A state as `step` shows it: a resume note, the routes, the state, and at the path's end what comes next,
    what practice has `opened` first (asked there alone);
    `shown_worked`: predict mode shows it worked this time, and says so here, where it covers nothing; `left`: its
    run, left before the end (with a step answered, or only the hidden formulas looked at: a hint in the record, or
    nothing), every answer standing in its reveal.
    `routes_last`: the routes after the state, where a line is read in order (a listener heard "next: b5" and then
    b4 read out). `fold`: the demonstration's inputs as a line that says how to read them (linear text)."""
    # where predict mode's questions wait: resumed, and at the path's end (it had said nothing there); asked there
    # alone, for it reads the record of each state
    waits = waiting() if resumed or lesson.following(sv.id) is None else ()
    note = resume_note(lesson, sv.id, waits, lang, past) if resumed else resume_note(lesson, sv.id, waits, lang)[1:]
    if shown_worked or left is not None:  # predict mode: what the numbers below are to the learner
        claims = all(q.kind == "choice" for q in lesson.state(sv.id).predict)  # b4: a question, nothing to compute
        first = M.predict_first_time_claims if claims else M.predict_first_time
        said = first if shown_worked or left is None else M.predict_left_early if left.answered else \
            M.predict_left_hinted if left.hinted else M.predict_left_at_once
        from .predicting import asked_name  # predict mode's alone: the first frame does without numpy

        # "its last step" had been read as vague: the last of what; a set as the run asks it ("h (zeroed by ReLU)" read
        # as a step about h)
        last = lesson.state(sv.id).predict[-1]
        note = (*note, Para(say(said, lang, step=asked_name(last, lang)), "meta"),
                *([Para(say(M.predict_pretest, lang), "meta")] if pretest else []))  # where practice begins
    elif let_go:  # b5's question, answered right unaided, is not asked again at every visit
        note = (*note, Para(say(M.predict_let_go, lang, state=sv.id), "meta"))
    if again:  # the run's own word stays: leaving a run early had read the table with nothing said of the record
        return (*note, *state_page(sv, lesson, lang, heading=False, again=True, fold=fold, heard=heard,
                                   elsewhere=elsewhere))
    body = state_page(sv, lesson, lang, heading=False, explain_last=explain_last, whole_diagram=whole_diagram,
                      linear=routes_last, fold=fold, elsewhere=elsewhere)
    end = path_end(lesson, sv.id, seen, lang, predicting, opened and opened()) if lesson.following(sv.id) is None \
        else ()
    onward = routes(lesson, sv.id, lang, seen, digits)
    return (*note, *(() if routes_last else onward), *body, *end, *(onward if routes_last else ()))
