"""The lesson as plain, immutable records: what the schema hands to the rest of the program.

No parsing, no checks, no numpy: weights stay nested tuples of floats until
`worked` turns them into arrays. Names avoid rich's (Text, Panel, Group) so
that a renderer can import both without renaming.
"""

import unicodedata
from collections.abc import Iterable
from typing import NamedTuple

from ..words import as_run
from .vocabulary import DEMO_PANELS


class Bilingual(NamedTuple):
    """One text in both languages; call it with a language code (a command it names comes as this run was run:
    "r45 why u3" with the --states of a class on its own file)."""

    zh: str
    en: str

    def __call__(self, lang: str) -> str:
        return as_run(self.zh if lang == "zh" else self.en)


class Note(NamedTuple):
    """A state's note: a text, and whether it is about the course's own numbers (a learner's what-if may change)."""

    zh: str
    en: str
    about: str | None = None  # "course": true of the course's numbers, not necessarily of the learner's

    def __call__(self, lang: str) -> str:
        return as_run(self.zh if lang == "zh" else self.en)


class PanelSpec(NamedTuple):
    """One entry of a state's `shows:`: a panel kind and the names it shows."""

    kind: str
    of: tuple[str, ...] = ()


class Question(NamedTuple):
    kind: str  # number | set | choice
    ask: Bilingual
    hint: Bilingual
    answer: str | int  # a quantity name (number), a set name (set), a 1-based option (choice)
    tolerance: float = 0.0  # number only
    options: tuple[Bilingual, ...] = ()  # choice only
    explain: Bilingual | None = None
    # vectors and weights shown with the question, computed: what the learner needs to work it out
    given: tuple[str, ...] = ()
    # what `quiz --fresh` and `review` draw anew for it: u, and W2 where its texts hold for any W2
    draw: tuple[str, ...] = ("u",)
    panel: str | None = None  # a claim's panel: the one of its state that shows why (choice only)
    skills: tuple[str, ...] = ()  # the lesson's skills it exercises (ids of `skills:`)


class Claim(NamedTuple):
    """A fact a state's texts rest on, `NAME OP VALUE` ("h3 = 0"), which verify checks (lesson.claims reads it)."""

    said: str  # as written in the file
    name: str  # h3, mean, W2[1,1]
    op: str  # = < > ≤ ≥
    value: float | None  # a number on the right; None when the right is a name
    other: str = ""  # a name on the right (a6 = -a5)
    sign: float = 1.0  # the minus before that name
    places: int = 6  # the decimals its number is written to, "=" compares at (claims.places): "h3 = 0" exactly


class State(NamedTuple):
    id: str
    group: str
    highlight: tuple[str, ...]
    title: Bilingual
    explain: Bilingual
    notes: tuple[Note, ...]
    shows: tuple[PanelSpec, ...]
    quiz: tuple[Question, ...] = ()
    predict: tuple[Question, ...] = ()  # asked in computing order before the state shows its result (`step --predict`)
    claims: tuple[Claim, ...] = ()  # what its texts say of the example's numbers, for verify (lesson.claims)

    @property
    def demonstrates(self) -> bool:
        """A panel of it runs the demonstration sequence, whose inputs are shown with it."""
        return any(spec.kind in DEMO_PANELS for spec in self.shows)


class Skill(NamedTuple):
    """One thing a learner can do, named by the lesson: practice traces it, `r45 progress` shows it."""

    id: str
    title: Bilingual
    group: str  # skills of one group share a test item
    slips: tuple[str, ...] = ()  # the wrong methods (mistakes.MISTAKES keys) that are slips of this skill
    claim: bool = False  # a claim to judge rather than a number to compute


class Chain(NamedTuple):
    """Predict mode's last exercise: these states' steps together, every component, from `given` alone."""

    states: tuple[str, ...]  # asked at the last, once each is done unaided
    given: tuple[str, ...]  # what the learner starts from (u, W1, W2)
    title: Bilingual
    draw: tuple[str, ...] = ("u",)
    skills: tuple[str, ...] = ()  # the whole stretch's own skill (u → z); a right run credits each step's too
    ask: Bilingual | None = None  # the whole-block review card's question (z1 from `given` alone), with its hint
    hint: Bilingual | None = None

    @property
    def key(self) -> str:
        """What a run done unaided is recorded under: never a state id (ids hold no "+")."""
        return "+".join(self.states)


class StateGroup(NamedTuple):
    id: str
    title: Bilingual
    states: tuple[str, ...]  # in the order of the lesson's path


class Part(NamedTuple):
    """One box of the block diagram."""

    id: str
    label: str  # as the file writes it; its en text when the file gives one per language
    scope: str | None  # None for tensors (x, u, z)
    adds: str | None = None  # a residual's ⊕: the id of the part whose value it adds back
    labels: Bilingual | None = None  # the label in each language, when it holds words (head 1 ‖ head 2)
    width: str = "model"  # how wide the part's output is: the model's width, or the FFN's hidden layer
    role: str | None = None  # "activation": the FFN's nonlinearity, which a what-if may switch off

    def shown(self, lang: str) -> str:
        """The label in `lang`."""
        return self.labels(lang) if self.labels is not None else self.label


class Sublayer(NamedTuple):
    """Consecutive parts of the diagram that make one named piece of the block (attention, FFN, Add & Norm)."""

    id: str
    title: Bilingual
    parts: tuple[str, ...]


Vector = tuple[float, ...]
Matrix = tuple[Vector, ...]


class Example(NamedTuple):
    u: Vector
    W1: Matrix
    b1: Vector
    W2: Matrix
    b2: Vector
    eps: float
    gamma: Vector
    beta: Vector
    given: Bilingual | None = None  # what u is and where it comes from: `why` says it under u


class DemoHead(NamedTuple):
    Wq: Matrix  # (d_model, d_head)
    bq: Vector
    Wk: Matrix
    bk: Vector
    Wv: Matrix
    bv: Vector


class Demo(NamedTuple):
    """A made-up sequence run through a whole encoder layer (not the course's numbers)."""

    label: Bilingual
    x: Matrix  # (positions, d_model)
    heads: tuple[DemoHead, ...]
    W_O: Matrix  # (heads * d_head, d_model)
    b_O: Vector


class LabText(NamedTuple):
    title: Bilingual
    explain: Bilingual
    link: Bilingual | None = None  # a text with a URL, printed outside the box so the URL stays whole
    ask: Bilingual | None = None  # "what will change?", asked before the experiment runs (`lab --ask`)
    points: tuple[Bilingual, ...] = ()  # the model answer's key points, shown after it


class Reference(NamedTuple):
    title: str
    url: str
    where: Bilingual
    details: tuple[Bilingual, ...]
    further: tuple[Bilingual, ...]


class Lesson(NamedTuple):
    path: str
    title: Bilingual
    opening: Bilingual | None  # the lesson's opening sentences
    order: tuple[str, ...]  # the one walking path, first to last
    default: str
    groups: tuple[StateGroup, ...]
    states: dict[str, State]
    diagram: tuple[Part, ...]
    sublayers: tuple[Sublayer, ...]
    scopes: dict[str, Bilingual]
    example: Example
    printed: dict[str, Vector]
    reference: Reference
    demo: Demo
    lab: dict[str, LabText]
    chain: Chain | None = None
    skills: tuple[Skill, ...] = ()
    claims: tuple[Claim, ...] = ()  # what the texts outside the states say of the numbers (lesson.claims)

    def skill(self, skill_id: str) -> Skill:
        return next(s for s in self.skills if s.id == skill_id)

    def owning(self, slips: Iterable[str]) -> set[str]:
        """The skills that own any of these named slips."""
        named = set(slips)
        return {skill.id for skill in self.skills if not named.isdisjoint(skill.slips)} if named else set()

    def state(self, state_id: str) -> State:
        return self.states[state_id]

    def stretch_skills(self) -> tuple[str, ...]:
        """What a whole-stretch answer (z1 from u, W1 and W2) speaks for: the chain's own skill, and every skill its
        states' steps ask, since a right z needs each of them (a test's right z had credited the block alone)."""
        if self.chain is None:
            return ()
        steps = (s for sid in self.chain.states for q in self.state(sid).predict for s in q.skills)
        return tuple(dict.fromkeys((*self.chain.skills, *steps)))

    def group_of(self, state_id: str) -> StateGroup:
        return next(g for g in self.groups if state_id in g.states)

    def place(self, state_id: str) -> tuple[int, int]:
        """1-based place of a state on its group's stretch of the path, and that stretch's length."""
        members = self.group_of(state_id).states
        return members.index(state_id) + 1, len(members)

    def following(self, state_id: str) -> str | None:
        """The state after this one on the path, or None at its end."""
        i = self.order.index(state_id)
        return self.order[i + 1] if i + 1 < len(self.order) else None

    def previous(self, state_id: str) -> str | None:
        i = self.order.index(state_id)
        return self.order[i - 1] if i > 0 else None

    def resolve(self, name: str) -> str | None:
        """The state id a user meant by `name` (any letter case), or None."""
        wanted = unicodedata.normalize("NFKC", name).strip().casefold()
        return next((sid for sid in self.order if sid.casefold() == wanted), None)
