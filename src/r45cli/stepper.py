"""The step controller: one learner's walk through the lesson. A Stepper owns where the learner is on the path (and
where they came from), their progress, predict mode's plan and fading, the what-if numbers and whose numbers are
shown. The full screen (tui/) and line mode (linemode.py) are thin drivers of it, reading one key table (keys.KEYS)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .fading import Record
from .keys import BACKWARD, FORWARD, REDRAW, line_words
from .messages import M, Message
from .progress_format import right_key
from .typed import KEY_CODE, normalise, shorten
from .view.model import Page, Panel, Para, Whose

if TYPE_CHECKING:
    from . import predict, review
    from .progress import Progress
    from .session import Session
    from .view.state import StateView
    from .worked import WorkedExample

SWITCHES = {"relu": "relu", "norelu": "relu", "w2": "w2", "w2=0": "w2"}  # `e relu`, `e w2`: a what-if switch
WORDS = line_words()  # a typed word -> the action of keys.KEYS it means


class Outcome(NamedTuple):
    """What one line of input did: moved (draw the state), something to say, or a request to the driver."""
    moved: bool = False
    say: Message | None = None  # filled with state= and key=
    typed: str = ""  # what was typed, cut short, for "unknown key"
    keys: bool = False
    quit: bool = False
    redraw: bool = False
    again: bool = False  # the same state on other numbers (`c`): linear text says its numbers alone
    why: str | None = None  # `w NAME`: the name asked about
    what_if: str | None = None  # `e A,B,C,D` or `e relu`: what follows e, as typed ("" for `r`: the course's again)
    inputs: bool = False  # `i`: the demonstration's inputs, which line mode folds into a line


class Stepper:
    def __init__(self, session: Session, start: str | None, *, predicting: bool = False) -> None:
        self.session, self.lesson = session, session.lesson
        self.seen: Progress = session.progress()
        self.resumed = False
        if start is None:  # new to predict mode: its first state with steps to work, not 100 lines of the default's
            first = next((s for s in self.lesson.order if self.lesson.state(s).predict), None) if predicting else None
            last = self.seen.last
            start, self.resumed = (last, True) if last in self.lesson.states else (first or self.lesson.default, False)
        self.current: str = start
        self.history: list[str] = []
        self.course: WorkedExample | None = None  # computed on first need: numpy is most of what it costs
        self.mine: WorkedExample | None = None  # the learner's what-if
        self.trying = False  # a what-if is open: the numbers shown say whose they are
        self.showing_course = False  # `c` during a what-if: the course's numbers, for comparison
        self.u: list[float] | None = None  # the what-if as last set: its u (None: the course's) and its switches
        self.relu, self.without_w2 = True, False
        self.predicting = predicting
        self.seen_before = frozenset(self.seen.visited)  # what the record knew at the start: it decides the fading
        self.predicted: set[str] = set()  # states asked this session: once each
        self.worked_first: set[str] = set()  # states predict mode showed worked this session, asking nothing
        self.let_go: set[str] = set()  # states of questions done unaided, not asked on arrival: review's now
        self.wanted: set[str] = set()  # states asked for again with `a`: asked, let go or not
        self.reveals: dict[str, predict.Reveal] = {}
        self.drawn: dict[str, WorkedExample] = {}  # predict mode's last numbers at each state, shown with its answers
        self.heard: dict[str, dict[tuple[str, int], Panel]] = {}  # state -> (kind, place) -> the panel as last read
        self.runs_opened = 0  # predict runs opened this session, and the weight matrices read at them, by their numbers
        self.given_heard: dict[tuple[str, tuple[float, ...]], int] = {}
        self.passed_over: str | None = None  # the state resumed at, done unaided, that predict mode went past
        self.why_told = False  # linear text: how `w` writes its steps, and what u is, said once a session
        if self.resumed and predicting and (to_do := self.resumes_at()) != self.current:
            self.passed_over, self.current = self.current, to_do

    # ------------------------------------------------------------------ moving

    def go(self, state: str, *, back: bool = False) -> bool:
        """Move to `state`, remembering where the learner was (not when going `back`); False when already there."""
        if state == self.current:
            return False
        self.history += [] if back else [self.current]
        left = self.worked_first & {self.current}  # shown worked this time: asked when come back to (it had been
        self.predicted, self.worked_first = self.predicted - left, self.worked_first - left  # shown worked again)
        self.current, self.resumed = state, False
        return True

    def move(self, action: str, index: int = 0) -> Message | None:
        """A move by the key table's action; what to say when it cannot be made (None when it moved or needs none)."""
        lesson = self.lesson
        if action in ("next", "previous"):
            to = lesson.following(self.current) if action == "next" else lesson.previous(self.current)
            return None if to is not None and self.go(to) else M.step_past_end if action == "next" else M.step_at_start
        if action == "go_back":
            if self.history:
                self.go(self.history.pop(), back=True)
            return None
        if action == "default" or 0 <= index < len(lesson.order):  # the default, or a place
            self.go(lesson.default if action == "default" else lesson.order[index])
            return None
        return M.step_no_place

    @property
    def seen_states(self) -> set[str]:
        return set(self.seen.visited) | {self.current}

    def arrived(self) -> None:
        """The learner sees the current state: the record moves on (only `step` moves the resume point)."""
        self.session.remember(self.seen, self.current)

    # ------------------------------------------------------------------ numbers

    def numbers(self, state: str | None = None) -> tuple[WorkedExample, Whose | None]:
        """The numbers to draw (at `state`, else here), and whose: the course's, a predict run's, or a what-if's."""
        if self.course is None:
            from . import worked

            self.course = worked.compute(self.lesson)
        if not self.trying:
            drawn = self.drawn.get(state or self.current)
            return (self.course, None) if drawn is None else (drawn, Whose.DRAWN)
        if self.showing_course or self.mine is None:
            return self.course, Whose.COURSE
        return self.mine, Whose.YOURS

    def what_if(self, u: list[float] | None, *, relu: bool = True, without_w2: bool = False) -> None:
        """The learner's own u and switches, every number recomputed (the course's u, no switch: the course's); shown
        at once, after `c` too (an ↑ there had changed a field the panels ignored)."""
        import numpy as np

        from . import worked
        from .numfmt import fixed

        course = [fixed(x) for x in self.lesson.example.u]  # the course's u as shown: one typed to more digits is it
        own = u is not None and ([fixed(x) for x in u] != course or not relu or without_w2)
        self.mine = worked.compute(self.lesson, u=np.array(u), relu=relu, without_w2=without_w2) if own else None
        self.trying, self.showing_course = True, False
        self.u, self.relu, self.without_w2 = u, relu, without_w2

    def switch(self, name: str) -> None:
        """Line mode's `e relu` / `e w2`: flip one switch (SWITCHES) of the what-if on its u, else the course's."""
        u = self.u if self.u is not None else list(self.lesson.example.u)
        self.what_if(u, relu=self.relu != (name == "relu"), without_w2=self.without_w2 != (name == "w2"))

    def restore(self, *, close: bool = True) -> None:
        """The course's numbers again; the what-if closed, unless only its fields were put back (`close` False)."""
        self.mine, self.showing_course, self.trying = None, False, not close
        self.u, self.relu, self.without_w2 = None, True, False

    def flip(self) -> None:  # `c`: the course's numbers, or the learner's again
        self.showing_course = not self.showing_course

    # ------------------------------------------------------------------ predict mode

    def ask_first(self) -> predict.Plan | None:
        """In predict mode, the steps to ask at this state before it is shown (once a session); None for none. A
        state the record says to show worked is shown so, and the record moves on; a run on drawn numbers is counted
        now, as its numbers are shown: the next draws others however this one ends (a closed terminal had not)."""
        from . import predict, review
        from .assess import opened_by

        state = self.current
        if not self.predicting or state in self.predicted or not self.lesson.state(state).predict:
            return None
        self.predicted.add(state)
        seen = self.seen
        plan = predict.plan(self.lesson, state, self.record())
        if self.done_with(plan) and state not in self.wanted:  # the same question every session was recall, not work
            self.let_go.add(state)
            return None
        if plan is not None and self.resumed and self.passed_over:  # the run opens the session: it says why here
            plan = plan._replace(passed_over=self.passed_over)
        if plan is not None and plan.fresh and (score := opened_by(self.lesson, seen, plan.key)):
            plan = plan._replace(opens_test=score)  # said by the run: a learner done unaided had not known of it
        plan = plan and plan._replace(pretest=self.pretest)
        shown = self.reveals.get(state)  # a run here this session showed an answer, and this one asks the same numbers
        told = shown is not None and bool(shown.first_wrong or shown.left)
        if plan is not None and not plan.fresh and (told or review.missed_today(self.lesson, seen.cards, plan.asked,
                                                                                 self.session.today())):  # a restart
            plan = plan._replace(told=True)
        if plan is None:
            seen.set_fade(state, 1)  # shown worked once: asked from the next time on
            self.worked_first.add(state)
        elif plan.fresh:
            seen.count("runs", plan.key)
        self.runs_opened += plan is not None
        self.session.remember(seen)
        return plan

    def again(self) -> Message | None:
        """Another run at this state (`a`), on new numbers, when arriving at it next: a state is asked once a session
        otherwise, and a learner had to quit and start again for each run. What is said instead, if none can be."""
        if not self.predicting:
            return M.step_again_not_predicting
        if not self.lesson.state(self.current).predict:
            return M.step_again_nothing
        for kept in (self.predicted, self.worked_first, self.let_go):  # asked now: not "shown worked this time"
            kept.discard(self.current)
        self.wanted.add(self.current)
        return None

    def done_with(self, plan: predict.Plan | None) -> bool:
        """A state of questions only (b4, b5), answered right unaided: review brings them back, `a` asks them here."""
        return plan is not None and not plan.fresh and plan.key in self.seen.unaided

    def hear(self, sv: StateView, shown: Page) -> None:
        """Keep each panel read, by kind and place among the state's (not by title: course, then yours, is a change)."""
        from .view.state import header, read_in

        panels = (header(sv, self.session.lang), *sv.panels, *((sv.inputs,) if sv.inputs is not None else ()))
        kinds = [p.kind for p in panels]
        self.heard.setdefault(sv.id, {}).update(((p.kind, kinds[:k].count(p.kind)), p)
                                                for k, p in enumerate(panels) if read_in(p, shown))

    def last_heard(self, state: str) -> list[Panel]:  # as last shown: one shown again the same is named, not read
        return list(self.heard.get(state, {}).values())

    def record(self) -> Record:
        s = self.seen
        return Record(s.fade, self.seen_before, s.unaided, s.runs, s.wrong_runs, s.came_back, s.generation)

    def plan_at(self, state: str) -> predict.Plan | None:  # None: nothing to predict, or shown worked this time
        from . import predict
        return predict.plan(self.lesson, state, self.record()) if self.lesson.state(state).predict else None

    @property
    def pretest(self) -> bool:  # predict mode, no practice and no test on record: a test first measures more
        from .assess import practice_begun
        return self.predicting and not self.seen.tests and not practice_begun(self.seen)

    def finished(self, plan: predict.Plan | None) -> bool:
        """Done unaided at its level (help not come back, no run gone wrong since); one shown worked (None) is to do:
        a learner resumed past b0–b2 as done, their whole-stretch runs gone wrong, was told questions waited there."""
        return plan is not None and plan.key in self.seen.unaided and not plan.came_back and not plan.wrong_runs

    def resumes_at(self) -> str:
        """Where predict mode resumes from here: at a finished state, the path's first unfinished one (b0, done, had
        been asked each start; quitting had named b2, done, where b5 was next)."""
        if self.predicting and self.finished(self.plan_at(self.current)):
            asking = (s for s in self.lesson.order if self.lesson.state(s).predict)
            return next((s for s in asking if not self.finished(self.plan_at(s))), self.current)
        return self.current

    def waiting(self) -> tuple[str, ...]:
        """In predict mode, at a state that asks nothing now: the unfinished states whose questions wait this session
        (found only by going back, at b3). Not predicting, predict mode's modules stay unimported (numpy: 150 ms)."""
        if not self.predicting:
            return ()

        def asks(state: str, unfinished: bool = False) -> bool:  # `unfinished`: and not finished at its level
            plan = self.plan_at(state)
            return state not in self.predicted and plan is not None and not self.done_with(plan) \
                and not (unfinished and self.finished(plan))

        if asks(self.current):
            return ()
        return tuple(s for s in self.lesson.order if s != self.current and asks(s, unfinished=True))

    def read_once(self, setup: predict.Setup) -> predict.Setup:
        """A run's opening in linear text; a weight matrix read at an earlier run this session named, not read again."""
        from .givens import read_once
        return setup._replace(givens=read_once(setup.givens, self.runs_opened, self.given_heard))

    def numbers_for(self, plan: predict.Plan) -> WorkedExample:
        """The numbers a run is asked on: drawn for it (and shown with the state after), else the course's."""
        from . import predict
        if not plan.fresh:
            return self.numbers()[0]
        # a whole stretch's u stands at each of its states, asked there no more this session, where a run on other
        # numbers fits the page no more: back at b1 after u → z, another u and its answers had been shown, or asked
        stretch = self.lesson.chain.states if plan.title is not None and self.lesson.chain is not None else ()
        self.reveals = {sid: r for sid, r in self.reveals.items() if sid not in stretch}
        self.predicted.update(stretch)
        self.drawn.update(dict.fromkeys((*stretch, plan.state), predict.draw(self.lesson, plan)))
        return self.drawn[plan.state]

    def predicted_done(self, plan: predict.Plan, asking: predict.Asking) -> None:
        """The run is over; the state is shown next, on its numbers, every answer with it. A hidden formula looked at
        is a hint; with every step answered, the reveal is kept above the state and the fading moves on."""
        seen = self.seen
        if asking.hinted:
            seen.count("hints", plan.key)
        from .review import heard_run
        heard_run(self.lesson, seen, plan, asking, self.session.today())
        reveal = asking.reveal  # left early: every step's answer, above the state
        self.reveals[plan.state] = asking.unfinished() if reveal is None else reveal
        if reveal is not None:
            seen.set_fade(plan.state, reveal.next_level, reveal.wrong_runs, came_back=reveal.next_level < plan.level)
            if reveal.all_right:
                seen.count("runs", right_key(plan.state))  # spot stays open for it, whatever the level does later
            if reveal.unaided or not (reveal.all_right or plan.fresh):  # a claim missed after it: asked again (b5 had
                seen.record_unaided(plan.key, self.session.today().isoformat() if reveal.unaided else None)  # said so)
        self.session.remember(seen)

    # ------------------------------------------------------------------ what is shown

    def page(self, *, explain_last: bool = False, numbers: bool = True,
             reveal: bool = False, whole_diagram: bool = True, state: str | None = None, again: bool = False,
             routes_last: bool = False, anew: bool = False, inputs: bool = False) -> Page:
        """The current state (or `state`) as `step` shows it; with `reveal`, the reveal of its predict steps above it,
        if any; without `whole_diagram`, the diagram only as what this state is about, and a panel heard already this
        session, here or at another state, named, not read again (linear text after the first state), unless it is
        asked for `anew` (Ctrl-L): a listener back at b4 heard its 148 lines a second and a third time. `inputs`: the
        demonstration's inputs alone, whole (line mode's `i`)."""
        from .view.state import state_view
        from .view.step import pane

        lang, state = self.session.lang, state or self.current
        worked, whose = self.numbers(state) if numbers else (None, None)
        course = self.course if whose is Whose.YOURS else None
        sv = self.session.with_warnings(state_view(self.lesson, worked, state, lang, whose=whose, course=course),
                                        self.course)
        last = None if self.trying else self.reveals.get(state)  # the last run here; none over a what-if (2 u stood)
        resumed = self.resumed and state == self.current and state not in self.reveals  # a run here opened the session
        shown = tuple(p for p in (sv.inputs,) if p is not None) if inputs else pane(
            self.lesson, sv, lang, seen=self.seen_states | {state}, resumed=resumed, past=self.passed_over,
            waiting=self.waiting, explain_last=explain_last, whole_diagram=whole_diagram,
            shown_worked=state in self.worked_first, let_go=state in self.let_go, predicting=self.predicting,
            pretest=state in self.worked_first and self.pretest,
            left=last if last is not None and last.left else None, again=again, routes_last=routes_last,
            fold=routes_last and self.session.plain, heard=self.last_heard(state) if again else (),
            digits=self.session.plain or not self.trying,  # the full screen's open what-if: its fields take them
            # a state shown worked in predict mode is read whole: "shown worked" had stood over nothing
            elsewhere=() if whole_diagram or anew or state in self.worked_first else
            [(sid, p) for sid, d in self.heard.items() for p in d.values()], opened=self.onward)
        if self.session.plain:  # linear text alone names what was heard: the full screen keeps no record
            self.hear(sv, shown)
        above = last if reveal else None
        if above is None:
            return shown
        if above.plan is not None and above.plan.waiting:  # states done since: "waits for b0, b1" had stood after both
            waiting = tuple(s for s in above.plan.waiting if s not in self.seen.unaided)
            above = above._replace(plan=above.plan._replace(waiting=waiting))
        from .view.predicting import reveal as revealed  # predict mode only: numpy, which the first frame does without

        return (*revealed(above, lang), Para(""), *shown)

    def onward(self) -> review.Onward:  # what practice has opened, asked at the path's end alone (it imports numpy)
        from .review import onward
        return onward(self.lesson, self.seen)

    def why(self, name: str) -> Page:
        """Where a number on screen comes from; or which names there are."""
        from . import derive
        from .view.commands import message
        from .view.why import names_said, why_view

        worked, whose = self.numbers()
        found = derive.resolve(worked, name)
        if found is None:  # nothing typed: the names alone, not "no number named ''"
            key = M.why_names if not name.strip() else M.why_state if name in self.lesson.states else M.unknown_name
            return message(key, self.session.lang, name=shorten(name), names=names_said(worked, self.session.lang))
        changed = self.course is not None and not (worked.ffn.W2 == self.course.ffn.W2).all()
        w2 = "" if not changed else "drawn" if whose is Whose.DRAWN else "zero"  # else the what-if's W2 = 0
        told, self.why_told = self.why_told, self.why_told or self.session.plain
        return why_view(derive.explain(worked, found), self.lesson, self.session.lang, whose=whose or Whose.COURSE,
                        w2=w2, ln=worked, told=told)

    # ------------------------------------------------------------------ a line of input

    def press(self, line: str) -> Outcome:
        """What one line does: a key's word, a digit, a state id, `w NAME`, `e A,B,C,D`, Ctrl-L."""
        if REDRAW in line:
            return Outcome(redraw=True)
        key = normalise(line)
        command, _, rest = key.partition(" ")
        if command.casefold() in ("w", "why"):  # `why z1`, as the command `r45 why` is typed
            return Outcome(why=rest.strip()) if rest.strip() else Outcome(say=M.step_why_how)
        if command.casefold() == "e":
            return Outcome(what_if=rest.strip()) if rest.strip() else Outcome(say=M.step_whatif_how)
        action = "next" if key in FORWARD else "previous" if key in BACKWARD else WORDS.get(key.casefold())
        if action == "quit":
            return Outcome(quit=True)
        if action == "help":
            return Outcome(keys=True)
        if action == "restore":  # with nothing to put back, said so: the whole state had been read again
            return Outcome(what_if="") if self.trying else Outcome(
                say=M.step_restore_none_drawn if self.current in self.drawn else M.step_restore_none)
        if action == "flip":
            if self.mine is None:
                return Outcome(say=M.step_flip_none)
            self.flip()  # said, then drawn: a listener hears whose numbers follow before they come
            return Outcome(again=True, say=M.step_showing_course if self.showing_course else M.step_showing_yours)
        if action is None and key.isascii() and key.isdigit():
            said = self.move("place", int(key))
            return Outcome(moved=said is None, say=said)
        if action in ("next", "previous", "default"):
            said = self.move(action)
            return Outcome(moved=said is None, say=said)
        if action == "inputs":  # at a state with no demonstration: why there are none
            return Outcome(inputs=True) if self.lesson.state(self.current).demonstrates else \
                Outcome(say=M.step_inputs_none)
        if action == "again":  # linear text reads the state's numbers alone: its explanation was heard 7 times
            said = self.again()
            return Outcome(again=said is None, say=said)
        target = self.lesson.resolve(key)
        if target is not None:
            self.go(target)
            return Outcome(moved=True)
        if KEY_CODE.fullmatch(key):  # another key a terminal spells as a sequence (Home, F1): no word to echo back
            return Outcome(say=M.step_unknown_key)
        return Outcome(say=M.step_unknown, typed=shorten(key))
