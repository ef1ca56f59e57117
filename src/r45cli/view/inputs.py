"""The demonstration's inputs as data: everything its numbers are computed from, for the exports to show beside them.

A state whose panels run the demonstration sequence (attention, the
sequence, the nonlinearity probe) shows numbers no reader could recompute
without x, each head's projections and biases, W_O and b_O, and the FFN
and LayerNorm it goes through; `demo_inputs` gathers them as tables, every
number as the lesson file writes it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..messages import M, comma, say
from ..numfmt import coefficient, power
from ..vocab import NBSP, SEQUENCE_LABELS, VECTOR_LABELS
from .model import Block, Num, Panel, Para, Row, Table
from .panels import View


def _coefficients(rows: Sequence[tuple[str, Iterable[float]]], headers: tuple[str, ...], caption: str,
                  row_said: str = "{label}", v: View | None = None) -> Table:
    """A small matrix of inputs, each number written as the lesson writes it (0.8, -0.25), named by its column; the
    row said first (`row_said`), so a line reads `position 1: x1 = 0.8, x2 = −0.2, …`. With `v`, a matrix of weights
    whose last row is the bias: each named as what it is, `u1: weight to a1 = 1`, `b1: bias of a1 = 0` (a listener
    heard "h1: f1 = 0.5" as f1 being 0.5)."""
    def name(k: int, header: str) -> str:
        return header if v is None else v.say(M.bias_of if k == len(rows) - 1 else M.weight_to, col=header)

    return Table(headers, tuple(
        Row(label, tuple(Num(coefficient(x), float(x), name(k, h)) for h, x in zip(headers[1:], values)),
            row_said.format(label=label))
        for k, (label, values) in enumerate(rows)
    ), caption, weights=v is not None)


def demo_inputs(v: View, unbiased: bool = False, rounded: bool = True) -> Panel:
    """Everything the demonstration sequence is computed from: x, each head's W_Q, W_K, W_V and biases, W_O and
    b_O, the FFN's weights and biases, LayerNorm's eps, gamma and beta; so each of its numbers can be recomputed.

    Every row and column is kept whatever the view's limit: a number left out could not be recomputed from.
    `unbiased`: the state also checks that attention is not linear, with these weights and no biases: said so, as a
    listener heard biases here after being told they were 0. `rounded`: the state shows the sequence worked as it
    is (not only that check, which keeps every digit): which steps are rounded is said.
    """
    params, x = v.worked.demo_params, v.worked.demo.x
    width = x.shape[1]
    blocks: list[Block] = [Para(v.say(M.demo_inputs_note), "meta")]
    blocks += [Para(v.say(M.demo_inputs_rounding), "meta")] if rounded else []
    blocks += [Para(v.say(M.demo_inputs_unbiased), "meta")] if unbiased else []
    blocks.append(_coefficients([(str(i + 1), row) for i, row in enumerate(x)],
                                (v.say(M.position), *(f"x{j + 1}" for j in range(width))), "x",
                                f"{v.say(M.position)} {{label}}"))
    for k, head in enumerate(params.attention.heads):
        d = head.Wq.shape[1]
        headers = ("", *(f"{name}{j + 1}" for name in "qkv" for j in range(d)))
        rows = [(f"x{i + 1}", [*head.Wq[i], *head.Wk[i], *head.Wv[i]]) for i in range(width)]
        rows.append(("b", [*head.bq, *head.bk, *head.bv]))
        blocks.append(_coefficients(rows, headers, v.say(M.demo_inputs_head, k=k + 1), v=v))
    Wo, bo = params.attention.Wo, params.attention.bo
    out = ("", *(f"attn{j + 1}" for j in range(Wo.shape[1])))
    rows = [(f"concat{i + 1}", Wo[i]) for i in range(Wo.shape[0])] + [("b_O", bo)]
    said = v.say(M.demo_inputs_weights, weights="W_O", bias="b_O", formula=SEQUENCE_LABELS["attention"])
    blocks.append(_coefficients(rows, out, said, v=v))
    ffn, ln = params.ffn, params.ln1
    blocks.append(_coefficients([*((f"u{i + 1}", r) for i, r in enumerate(ffn.W1)), ("b1", ffn.b1)],
                                ("", *(f"a{j + 1}" for j in range(ffn.W1.shape[1]))),
                                v.say(M.demo_inputs_weights, weights="W1", bias="b1", formula=VECTOR_LABELS["a"]), v=v))
    blocks.append(_coefficients([*((f"h{i + 1}", r) for i, r in enumerate(ffn.W2)), ("b2", ffn.b2)],
                                ("", *(f"f{j + 1}" for j in range(ffn.W2.shape[1]))),
                                v.say(M.demo_inputs_weights, weights="W2", bias="b2", formula=VECTOR_LABELS["f"]), v=v))
    kept = f",{NBSP}"  # a vector of settings never breaks across lines
    between = comma(v.lang)  # in a sentence: "，" in Chinese
    norm = (f"gamma = ({kept.join(coefficient(g) for g in ln.gamma)}){between}"
            f"beta = ({kept.join(coefficient(b) for b in ln.beta)}){between}eps = {power(ln.eps)}")
    blocks.append(Para(v.say(M.demo_inputs_norm, values=norm)))
    title = M.demo_inputs_title_w2 if "W2" in v.worked.changed_weights else M.demo_inputs_title
    return Panel(v.say(title), tuple(blocks), "inputs")


SETTING = re.compile(r"(?<![\w.])\d+(?:\.\d+)?")  # a number in the sentence of LayerNorm's settings


def folded(inputs: Panel, lang: str) -> Panel:
    """The inputs in linear step as one line: how many numbers they are, and the key that reads them (`i`). At the
    default state a listener heard 40 lines of weights before the first prompt."""
    numbers = sum(isinstance(c, Num) for b in inputs.blocks if isinstance(b, Table) for r in b.rows for c in r.cells)
    numbers += len(SETTING.findall(" ".join(b.text for b in inputs.blocks if isinstance(b, Para) and b.role != "meta")))
    said = Para(say(M.demo_inputs_folded, lang, numbers=numbers), "meta")
    # its notes on how the tables were worked stay (which steps are rounded, what a Δ is): a listener heard them only
    # under `i`, after the tables; the first, that each table can be recomputed from these, goes with the numbers
    worked = tuple(b for b in inputs.blocks[1:] if isinstance(b, Para) and b.role == "meta")
    return Panel(inputs.title, (*worked, said), "folded", said=inputs.said)


__all__ = ["demo_inputs", "folded"]
