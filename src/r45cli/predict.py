"""`step --predict`: before a state shows its result, the learner works it out, until they need no help at all.

How much is asked fades with the learner's record (fading.py: the levels, and where a run leads). From level 1, a
state with steps to compute is asked on numbers drawn anew for each run (u, and W2 where a step's `draw:` says), seeded
by the run's number and the resets: nothing can be typed from memory. A run at the top level, every step right,
without `s` or `f`, is the state (or the chain) done unaided.

`Asking` grades one run's steps as they are typed (right, close, wrong methods by name, an error carried from the
learner's own earlier step); line mode and the full screen both drive it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from . import fading, givens, quiz
from .fading import Record, chain_here, computing, level, top_level
from .givens import as_shown, components, cut_short
from .grading import Verdict, consistent, decided, grade, of_parts
from .handwork import VECTORS, stage_of
from .keys import key, line_words
from .lesson.model import Bilingual, Lesson, Question
from .messages import M
from .typed import Unreadable, decimals, normalise, pieces, read_numbers, shorten
from .vocab import FORMULAS, QUIT_WORDS, SHOW_WORDS, VECTOR

if TYPE_CHECKING:
    from .derive import Step
    from .worked import WorkedExample

FORMULA_WORDS = ("f",)  # show the formulas (counted as a hint where they are hidden)
GIVEN_WORDS = key("inputs").words  # the run's opening again, whole: linear text names a matrix heard at an earlier run
STATE_KEYS = set(line_words()) - {"", *QUIT_WORDS, *SHOW_WORDS, *FORMULA_WORDS, *GIVEN_WORDS}  # of `step`'s alone


class Plan(NamedTuple):
    state: str
    worked: tuple[Question, ...]  # earlier steps, shown with their answers
    asked: tuple[Question, ...]  # the steps the learner works out, in computing order
    level: int
    top: int  # the state's highest level
    then: int  # the level after a run all right without help
    key: str  # what a run done unaided is recorded under: the state's id, or the chain's key
    given: tuple[str, ...]  # the vectors and weights shown to work from
    hidden: bool = False  # the formulas are behind `f`
    seed: tuple[int, ...] | None = None  # the draw: None on the course's numbers
    draw: tuple[str, ...] = ("u",)
    title: Bilingual | None = None  # the chain's
    steps: int = 0  # the state's predict steps: level k <= steps asks the last k
    waiting: tuple[str, ...] = ()  # at the chain's last state: its other states not yet done unaided
    chain: Bilingual | None = None  # the lesson's chain's title, at its last state: what comes after the top
    back: int = 1  # the level after a second run in a row with a step wrong, above the state's steps
    wrong_runs: int = 0  # runs in a row with a step wrong at this level, before this one
    came_back: bool = False  # help came back to this level after two runs in a row with a step wrong
    passed_over: str = ""  # the session resumed here past this state, the last seen, done unaided
    opens_test: str | None = None  # done unaided, this run opens the test after practice: the one before's score
    pretest: bool = False  # no practice and no test yet: a test before this run measures more (said at its opening)
    told: bool = False  # on the course's numbers, after a run here this session showed an answer: right is recall
    chain_at: str = ""  # at another of the chain's states: the state the chain is asked at (`waiting` for it too)
    path: tuple[str, ...] = ()  # the lesson's states in order: a state named is named with its key, its place

    @property
    def fresh(self) -> bool:
        return self.seed is not None

    def chain_title(self, lang: str) -> str:
        return (self.title or self.chain or Bilingual("", ""))(lang)


def plan(lesson: Lesson, state: str, record: Record) -> Plan | None:
    """What to ask at `state` this run; None when it has nothing to predict or is shown worked this time."""
    steps = lesson.state(state).predict
    k = level(lesson, state, record)
    if not steps or k == 0:
        return None
    n, top = len(steps), top_level(lesson, state)
    then = min(k + 1, top)  # members: the chain's, said at each until it is done ("at b2" had been said after)
    members = lesson.chain.states if lesson.chain is not None and lesson.chain.key not in record.unaided else ()
    waiting = tuple(s for s in members if s != state and s not in record.unaided) if state in members else ()
    if chain_here(lesson, state):
        if waiting and then == n + 3:
            then = k  # the chain waits for every one of its states to be done unaided
        elif not waiting and then == n + 2 and state in record.unaided:  # back from the chain, the state alone
            then = n + 3  # right: the chain comes straight back (fading.level), and "next: formulas hidden" was false
    key, given, title = state, tuple(dict.fromkeys(n for q in steps for n in q.given)), None  # the steps' givens
    if k <= n:
        worked, asked = steps[: n - k], steps[n - k :]
    elif k < n + 3:
        worked, asked = (), whole(lesson, steps, given)
    else:
        assert (chain := lesson.chain) is not None
        key, given, title, worked = chain.key, chain.given, chain.title, ()
        asked = whole(lesson, tuple(q for sid in chain.states for q in lesson.state(sid).predict), given)
    fresh = computing(lesson, state)
    draw = lesson.chain.draw if title is not None and lesson.chain is not None else \
        tuple(name for name in ("u", "W2") if any(name in q.draw for q in asked)) or ("u",)
    seed, hidden = (record.seed(key) if fresh else None), fresh and k >= n + 2
    chain_name = lesson.chain.title if chain_here(lesson, state) and lesson.chain is not None else None
    return Plan(state, worked, asked, k, top, then, key, given, hidden, seed, draw, title, n, waiting, chain_name,
                fading.back(lesson, state, k), fading.wrong_so_far(state, k, record), record.came_back.get(state) == k,
                chain_at=members[-1] if state in members and chain_name is None else "", path=lesson.order)


def whole(lesson: Lesson, steps: tuple[Question, ...], given: tuple[str, ...]) -> tuple[Question, ...]:
    """The steps with each vector's number widened to the whole vector, once each, all working from `given`."""
    out, seen = list[Question](), set[str]()
    for q in steps:
        if q.kind == "choice":
            continue  # a claim is asked where it lives, not in a run of computing
        stage = stage_of(str(q.answer)) if q.kind == "number" else str(q.answer)
        if stage in seen:
            continue
        seen.add(stage)
        if q.kind == "number" and stage in VECTORS:  # asked in the view's words: every component of `stage`
            formula = FORMULAS[stage]
            q = Question(VECTOR, q.ask, Bilingual(formula, formula), stage, q.tolerance, given=given, draw=q.draw,
                         skills=q.skills)
        else:
            q = q._replace(given=given)
        out.append(q)
    return tuple(out)


def draw(lesson: Lesson, p: Plan) -> WorkedExample:
    """The run's numbers: drawn from its seed (with W2 when a step draws it)."""
    assert p.seed is not None
    numbers = quiz.fresh(lesson, p.seed)
    return numbers.with_w2 if "W2" in p.draw else numbers.worked


# --------------------------------------------------------------------------- events


class Setup(NamedTuple):
    """What the learner works from: givens, steps worked, formulas and the numbers they use (shown, formulas hidden)."""

    plan: Plan
    givens: tuple[quiz.Given, ...]
    worked: tuple[tuple[Question, object], ...]  # an earlier step and its answer
    formulas: tuple[str, ...]  # the formula of each asked number, in computing order
    settings: tuple[str, ...] = ()  # the biases, eps, gamma and beta, where the asked steps use them
    derivation: tuple[Step, ...] = ()  # how the numbers shown worked are worked out from the givens, line by line


class AskStep(NamedTuple):
    question: Question
    number: int  # 1-based among the asked steps
    total: int
    width: int = 0  # a vector step's components


class Formulas(NamedTuple):
    """`f`: the formulas, on request; `counted` when they were hidden (a hint in the record)."""

    formulas: tuple[str, ...]
    counted: bool


class Graded(NamedTuple):
    question: Question
    verdict: Verdict | None  # None: shown with p, not graded
    right_answer: object
    parts: tuple[Verdict, ...] = ()  # a vector's components, each graded
    skipped: bool = False  # not answered: the learner left the run before this step
    working: tuple[Step, ...] = ()  # shown with p: how it is worked from what is on screen, line by line
    rows: tuple[quiz.SetRow, ...] = ()  # shown with s, a set: each channel's deciding value, in or out

    @property
    def short(self) -> int:
        """The decimals typed where the answer is wrong only for want of them (5 for 0.13028), else 0."""
        parts = self.parts or ((self.verdict,) if self.verdict is not None else ())
        cut = [v for v in parts if v.cut_short]
        return min(decimals(v.typed) for v in cut) if cut and all(v.right or v.cut_short for v in parts) else 0


class Reveal(NamedTuple):
    state: str
    results: tuple[Graded, ...]
    first_wrong: Question | None  # the first step, in computing order, graded and not right
    earlier: int = 0  # steps before the asked ones, shown worked
    plan: Plan | None = None
    hinted: bool = False  # `f` showed hidden formulas
    next_level: int = 0
    unaided: bool = False  # the state (or chain) done unaided this run
    left: bool = False  # left before the last step: the steps not answered come with their answers, ungraded
    wrong_runs: int = 0  # runs in a row with a step wrong at the next level (this one counted)
    givens: tuple[quiz.Given, ...] = ()  # what the run was worked from: drawn, the page below shows other numbers

    @property
    def all_right(self) -> bool:
        return bool(self.results) and all(g.verdict is not None and g.verdict.right for g in self.results)

    @property
    def answered(self) -> bool:
        """A step answered (or shown with p): the record holds something of the run."""
        return any(not g.skipped for g in self.results)

    @property
    def looked(self) -> int:
        """Steps whose answer was shown with `s`."""
        return sum(g.verdict is None and not g.skipped for g in self.results)


Event = Setup | AskStep | Formulas | quiz.Invalid | Graded | Reveal


def derivation(p: Plan, worked: WorkedExample) -> list[Step]:
    """How the steps shown worked are worked out from the givens, line by line (a set of channels by its answer)."""
    from .derive import explain

    names = [n for q in p.worked if q.kind in ("number", VECTOR) for n in components(q, worked)]
    return [s for s in explain(worked, names, p.given) if not s.given] if names else []


def needed(p: Plan, worked: WorkedExample, derived: Sequence[Step] | None = None) -> list[Step]:
    """Every step the asked numbers need, down to the givens and what is shown worked (as given; `derived`: the
    plan's `derivation`, where the caller has it): at b2's second level s2 … s4 too, on the way to the mean."""
    from .derive import explain

    names = [n for q in p.asked if q.kind in ("number", VECTOR) for n in components(q, worked)]
    derived = derivation(p, worked) if derived is None else derived
    shown = {str(q.answer) for q in p.worked} | {s.name for s in derived}
    return explain(worked, names, p.given, shown) if names else []


def stages(p: Plan, worked: WorkedExample, derived: Sequence[Step] | None = None) -> list[str]:
    """The stages whose formulas the asked steps use, in computing order: every step they need (z1 needs std too)."""
    used = [stage_of(step.name) for step in needed(p, worked, derived) if not step.given]
    if any(q.kind == "set" and stage_of(str(q.answer)) == "a" for q in p.asked):
        used += ["a", "h"]  # which h ReLU zeroes: h_j = max(0, a_j), each a_j from u
    return sorted(dict.fromkeys(s for s in used if s in FORMULAS), key=list(FORMULAS).index)


def setup(p: Plan, worked: WorkedExample) -> Setup:
    """The run's opening: the givens, the steps worked, the formulas the asked steps use and the numbers."""
    shown = tuple((q, quiz.expected(q, worked)) for q in p.worked)
    # worked as an example is worked: "var = 1.646345" alone, after two runs wrong at var, showed nothing of how
    derived = tuple(derivation(p, worked))
    used = stages(p, worked, derived)
    return Setup(p, givens.givens(p.given, worked), shown, tuple(FORMULAS[s] for s in used),
                 givens.settings(used, worked), derived)


class Asking:
    """One run's steps, asked one at a time: `opening()`, then `answer(text)` for each line typed, each returning
    the events to show (line mode and the full screen both drive it); `reveal` is set once every step is answered."""

    def __init__(self, p: Plan, worked: WorkedExample) -> None:
        self.plan, self.worked = p, worked
        self.setup = setup(p, worked)
        self.shown: dict[str, float] = {str(q.answer): float(a) for q, a in self.setup.worked  # type: ignore[arg-type]
                                        if q.kind == "number"}
        self.mine: dict[str, float] = {}  # the learner's numbers so far, by name (z3, mean)
        self.slipped: set[str] = set()  # those of them that were wrong
        self.hinted = False
        self.helped: set[int] = set()  # the steps answered after hidden formulas were shown: not unaided
        self.results: list[Graded] = []
        self.reveal: Reveal | None = None
        self.cut: set[int] = set()  # steps asked again once for all their decimals, which cost nothing

    def working(self, q: Question) -> tuple[Step, ...]:
        """How `q` is worked from the givens, the steps shown worked and the right values of the steps before it
        (each said after its answer): z1 skipped had given the value alone, with nothing of how to reach it."""
        from .derive import explain

        if q.kind not in ("number", VECTOR):
            return ()
        earlier = [n for g in self.results if g.question.kind in ("number", VECTOR)
                   for n in components(g.question, self.worked)]
        known = {*self.shown, *earlier, *(s.name for s in self.setup.derivation)}
        return tuple(s for s in explain(self.worked, components(q, self.worked), self.plan.given, known) if not s.given)

    @property
    def current(self) -> Question:
        return self.plan.asked[len(self.results)]

    def ask(self) -> AskStep:
        q = self.current
        width = len(self.expected(q)) if q.kind == VECTOR else 0  # type: ignore[arg-type]
        return AskStep(q, len(self.results) + 1, len(self.plan.asked), width)

    def opening(self) -> list[Event]:  # and `i` at a step: the givens again, with the step
        return [self.setup, self.ask()]

    def answer(self, text: str) -> list[Event]:
        """Grade one line (`s` skips, showing its answer; `f` the formulas): the next step, or the reveal last."""
        q = self.current
        if (word := normalise(text).casefold()) in GIVEN_WORDS:
            return self.opening()
        if word in FORMULA_WORDS:
            counted = self.plan.hidden
            self.hinted, self.helped = self.hinted or counted, self.helped | ({len(self.results)} if counted else set())
            return [Formulas(self.setup.formulas, counted), self.ask()]  # the step again, under the formulas
        if word in STATE_KEYS:  # p goes back a state: here it had shown the answer, and cost the step; h lists these
            said = M.predict_keys if word in key("help").words else M.predict_state_key
            return [quiz.Invalid(q, quiz.Parsed(error=said, values={"typed": shorten(text.strip())}))]
        want = self.expected(q)
        if word in SHOW_WORDS:  # later steps are worked from the answer shown (a mean after s was unknown to them)
            rows = tuple(quiz.set_solution(q, self.worked)) if q.kind == "set" else ()  # a2 = −0.2 → h2 zeroed
            graded: Graded | None = Graded(q, None, want, working=self.working(q), rows=rows)
            self.shown.update(as_shown(q, want, self.worked))
        else:
            kept = dict(self.mine), set(self.slipped)
            try:
                graded = self.graded(q, text, want)
            except Unreadable as problem:
                return [quiz.Invalid(q, quiz.Parsed(error=problem.message, values=problem.values))]
            if graded is not None and graded.short and len(self.results) not in self.cut:  # as the quiz asks
                self.cut.add(len(self.results))
                self.mine, self.slipped = kept  # not an answer yet: later steps are not worked from it
                cut = [v.cut_short for v in graded.parts] or [True]
                error, values = cut_short(q, self.worked, cut, graded.short)
                return [quiz.Invalid(q, quiz.Parsed(error=error, values=values))]
        if graded is None:
            return [quiz.Invalid(q, quiz.parse(q, text, self.worked))]
        self.results.append(graded)
        if len(self.results) < len(self.plan.asked):
            return [graded, self.ask()]
        self.reveal = self._reveal()
        return [graded, self.reveal]

    def unfinished(self) -> Reveal:
        """The run as left before its last step: the steps answered as graded, the others with their answers (for
        the page only: nothing of it is recorded, the fading stays)."""
        p = self.plan
        rest = tuple(Graded(q, None, self.expected(q), skipped=True) for q in p.asked[len(self.results):])
        return Reveal(p.state, (*self.results, *rest), None, len(p.worked), p, self.hinted, p.level, left=True,
                      givens=self.setup.givens)

    def expected(self, q: Question) -> object:
        if q.kind == VECTOR:
            return tuple(float(x) for x in self.worked.vector(str(q.answer)))
        return quiz.expected(q, self.worked)

    def graded(self, q: Question, text: str, want: object) -> Graded | None:
        """The step graded; None when the text is not an answer to it (the quiz's parser says why)."""
        if q.kind == VECTOR:
            values = read_numbers(text, len(want), answer=True)  # type: ignore[arg-type]
            each = tuple(self._grade(q._replace(kind="number", answer=f"{q.answer}{j + 1}"), x, typed_part(text, j))
                         for j, x in enumerate(values))
            parts = consistent(q, each, self.worked, [f"{q.answer}{j + 1}" for j in range(len(values))], self.shown)
            right = all(v.right for v in parts)
            follows = not right and all(v.right or v.carried is not None for v in parts)  # from their own slip
            verdict = of_parts(parts, tuple(values), want, normalise(text), carried=tuple(values) if follows else None)
            return Graded(q, verdict, want, tuple(parts))
        parsed = quiz.parse(q, text, self.worked)
        if parsed.error:
            return None
        v = self._grade(q, parsed.value, normalise(text))
        got = v.got if isinstance(v.got, frozenset) and not v.right else None  # a set wrong: each channel put wrongly
        return Graded(q, v, want, rows=() if got is None else tuple(
            r for j, r in enumerate(quiz.set_solution(q, self.worked)) if r.member != (j in got)))

    def _grade(self, q: Question, got: object, typed: str) -> Verdict:
        made = {k for g in self.results for v in (g.verdict, *g.parts) if v for k in v.slips}  # named so far
        verdict = grade(q, got, self.worked, text=typed, shown=self.shown, mine=self.mine, slipped=self.slipped,
                        made=made)
        if q.kind == "number":
            said = {str(q.answer): float(got)}  # type: ignore[arg-type]
        else:  # a set of channels: the numbers it decides (h, from which channels ReLU zeroes), or none
            said = decided(q, got, self.worked, self.mine)
        self.mine.update(said)
        self.slipped.update(said if not verdict.right else ())
        return verdict

    def _reveal(self) -> Reveal:
        results = tuple(self.results)  # a close step, or one that follows a close one, had been "went wrong":
        first = next((g.question for g in results if g.verdict is not None and not g.verdict.method_right), None)
        p = self.plan
        clean = all(g.verdict is not None and g.verdict.right for g in results) and not self.hinted
        # the top of the state's fading (or the chain), on drawn numbers, no help; of a state of questions, all right
        unaided = clean and (p.hidden or (not p.fresh and p.level >= p.top and not p.told))
        then = fading.after(p.level, p.then, p.back, p.wrong_runs, clean=clean, steps=p.steps,
                            wrong_at=None if first is None else p.asked.index(first))
        return Reveal(p.state, results, first, len(p.worked), p, self.hinted, then.level, unaided,
                      wrong_runs=then.wrong_runs, givens=self.setup.givens)


def typed_part(text: str, j: int) -> str:
    """The j-th number of a line as typed (for showing back and counting its decimals)."""
    return (pieces(text)[j:] or [""])[0]


def quits(text: str) -> bool:
    return normalise(text).casefold() in QUIT_WORDS


def run(p: Plan, worked: WorkedExample, read: Callable[[], str | None], show: Callable[[Event], None]) -> Asking:
    """Ask each step once, until the reveal, the end of input, or the learner quits (`reveal` then None)."""
    asking = Asking(p, worked)
    for event in asking.opening():
        show(event)
    while asking.reveal is None:
        text = read()
        if text is None or quits(text):
            break
        for event in asking.answer(text):
            show(event)
    return asking
