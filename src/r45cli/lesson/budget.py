"""What a lesson draws: the numbers its panels and questions show, counted against the whole-lesson budget.

The schema (schema.py, BUDGET) counts the numbers a file holds as it reads
them (fields.FieldReader); once every state is read, this adds what each
panel draws with --all (and in every export), weighted by what it costs to
lay out, and what each question shows. A lesson past the budget is one
LessonError naming the state and the field that crossed it.
"""

from ..messages import M
from .fields import FieldReader
from .model import Demo, Example, PanelSpec, Question, State
from .vocabulary import FFN_STAGES, HIDDEN_STAGES, QUESTION_LISTS


def stage_widths(example: Example) -> dict[str, int]:
    """How many components each stage of the example has: the hidden width for a and h, the model's for the rest."""
    return {stage: len(example.b1) if stage in HIDDEN_STAGES else len(example.u) for stage in FFN_STAGES}


def widths_of(example: Example, demo: Demo) -> dict[str, int]:
    """How many numbers each name stands for: the stages of the example and of the demonstration, and the weights."""
    d, dh = len(example.u), len(example.b1)
    concat = len(demo.heads) * len(demo.heads[0].bq)
    widths = stage_widths(example)
    widths.update(x=d, attention=d, concat=concat, W1=d * dh, W2=dh * d, W_O=concat * d)
    widths.update(positions=len(demo.x), heads=len(demo.heads), head=len(demo.heads[0].bq))
    widths.update(pairs=negated_pairs(example))
    return widths


PAIR_DECIMALS = 9  # as worked.NEGATION_DECIMALS: a pair is counted as the hidden panel lists it


def negated_pairs(example: Example) -> int:
    """How many pairs of hidden channels are exact negatives (the hidden panel lists each): up to a quarter of dh².

    Counted in plain Python, each column looked up by value, so the loader needs no numpy.
    """
    columns = [tuple(round(x, PAIR_DECIMALS) + 0.0 for x in column) for column in zip(*example.W1, example.b1)]
    count: dict[tuple[float, ...], int] = {}
    for column in columns:
        count[column] = count.get(column, 0) + 1
    return sum(count.get(tuple(-x + 0.0 for x in column), 0) for column in columns if any(column)) // 2


def panel_cells(panel: PanelSpec, w: dict[str, int]) -> int:
    """The numbers a panel draws with --all (and in every export), weighted by what each costs to lay out.

    A number in a table counts 1 (about 0.1 ms in the terminal, less in an export); a bar 2; a hidden
    channel 6 (its row, its formula in u, and the same as prose for a narrow screen); a listed pair 2.
    """
    d, dh, n = w["u"], w["a"], w["positions"]
    named = sum(w[name] for name in panel.of)
    return {
        "vectors": named,
        "bars": 2 * named,
        "matrix": named,
        "sequence": n * named,
        "hidden": 6 * dh + 2 * w["pairs"],  # each channel, and a line for each pair of channels that are negatives
        "composition": d * dh,  # each f_j as its weighted sum of the hidden layer
        "layernorm": d + 8,
        "residual": d,
        "attention": 2 * w["heads"] * n * (n + w["head"]),
        "nonlinearity": 6 * d + 2 * n,
    }.get(panel.kind, 16)  # scopes, formula, visibility: a few labels


def question_cells(q: Question, w: dict[str, int]) -> int:
    """The numbers a question shows: what it gives, and its worked solution (at most a hidden layer's worth)."""
    return sum(w[name] for name in q.given) + w["a"]


def spend_drawn(c: FieldReader, states: dict[str, State], widths: dict[str, int]) -> None:
    """Count what every panel and question draws against the budget; the state and field that cross it are named."""
    questions = c.budget.questions
    asked = 0
    for sid, state in states.items():
        for i, panel in enumerate(state.shows):
            c.spend_cells(panel_cells(panel, widths), f"shows[{i}]", sid)
        for where in QUESTION_LISTS:
            for i, q in enumerate(getattr(state, where)):
                asked += 1
                if asked > questions:
                    raise c.fail(M.lesson_questions_budget, f"{where}[{i}]", sid, n=questions)
                c.spend_cells(question_cells(q, widths), f"{where}[{i}]", sid)
