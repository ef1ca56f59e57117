"""One state of the lesson file: its texts, its notes, the panels it shows and its quiz questions.

The schema (schema.py) reads the file around the states and hands each one
here with the FieldReader it made; every problem is a LessonError naming the
file, the state and the field.
"""

import re
from collections.abc import Callable
from typing import Any

from ..messages import M
from ..numfmt import DECIMALS
from ..typed import split_name
from ..vocab import NAME_ALIASES
from ..words import Listed, Said
from .claims import read_claims
from .fields import FieldReader, kind_of, unquote
from .model import Bilingual, Note, PanelSpec, Question, State
from .vocabulary import DRAWABLE, GIVEN_NAMES, LANGS, NOTE_ABOUT, PANEL_KINDS, PANEL_TAKES, QUIZ_KINDS, QUIZ_SETS, STATS

# The least a number question may tolerate: half a unit of the last printed decimal (5e-7 for 6 decimals). A learner
# typing the printed answer is that far from the computed one at worst; a tighter tolerance tells them "close". It is
# the course's tolerance too, and that of the questions r45 makes itself (spot, the test's and review's whole block):
# a number is right when a right value rounds to it (handwork.within allows for float noise). 6e-7 had taken eps left
# out, 5.4e-7 from the right value on a fresh draw, as right.
LEAST_TOLERANCE = 0.5 * 10.0**-DECIMALS


def read_state(
    c: FieldReader, sid: str, value: Any, order: tuple[str, ...], group_of: dict[str, str], parts: set[str],
    widths: dict[str, int],
) -> State:
    node = c.node(value, "state", None, sid)
    # `next:` and `group:` repeat what `order` and `groups:` say; kept only when they agree.
    if "next" in node:
        i = order.index(sid)
        follows = order[i + 1] if i + 1 < len(order) else None
        if node["next"] != follows:
            if isinstance(node["next"], str) and node["next"] not in order:  # a state that does not exist
                c.known_states((node["next"],), order, "next", sid)
            where = Said(M.lesson_order_puts, sid=follows) if follows else M.lesson_order_ends
            raise c.fail(M.lesson_next_disagrees, "next", sid, next=node["next"], where=where)
    if "group" in node and node["group"] != group_of[sid]:
        raise c.fail(M.lesson_group_disagrees, "group", sid, group=node["group"], listed=group_of[sid])
    highlight = c.id_list(node.get("highlight", []), "highlight", sid)
    for part in highlight:
        if part not in parts:
            raise c.fail(M.lesson_unknown_part, "highlight", sid, part=part, parts=Listed(sorted(parts)))
    shows_node = c.items(node["shows"], "shows", sid, M.lesson_of_panels)
    shows = tuple(_panel(c, sid, p, f"shows[{i}]") for i, p in enumerate(shows_node))
    panels = tuple(p.kind for p in shows)
    return State(
        id=sid,
        group=group_of[sid],
        highlight=highlight,
        title=c.text(node["title"], "title", sid),
        explain=c.text(node["explain"], "explain", sid),
        notes=_notes(c, sid, node.get("notes", [])),
        shows=shows,
        quiz=_quiz(c, sid, node.get("quiz", []), widths, panels),
        predict=_quiz(c, sid, node.get("predict", []), widths, panels, "predict"),
        claims=read_claims(c, sid, node.get("claims", []), widths),
    )


def _notes(c: FieldReader, sid: str, value: Any) -> tuple[Note, ...]:
    """Texts, each may say `about: course` (a sentence true of the course's numbers, held back for a learner's own)."""
    notes = []
    for i, item in enumerate(c.items(value, "notes", sid, M.lesson_of_notes)):
        field = f"notes[{i}]"
        node = c.node(item, "note", field, sid)
        about = node.get("about")
        if about is not None and about not in NOTE_ABOUT:
            raise c.fail(M.lesson_note_about, f"{field}.about", sid, value=str(about)[:40], allowed=Listed(NOTE_ABOUT))
        text = c.text({lang: node.get(lang) for lang in LANGS}, field, sid)
        notes.append(Note(text.zh, text.en, about))
    return tuple(notes)


def _quiz(c: FieldReader, sid: str, value: Any, widths: dict[str, int], panels: tuple[str, ...],
          where: str = "quiz") -> tuple[Question, ...]:
    questions = []
    for i, node in enumerate(c.items(value, where, sid, M.lesson_of_questions)):  # at most MAX_ITEMS, as every list
        field = f"{where}[{i}]"
        if not isinstance(node, dict):
            raise c.fail(M.lesson_expected_mapping, field, sid, kind=kind_of(node))
        kind = c.string(c.node(node, "question", field, sid)["kind"], f"{field}.kind", sid)
        if kind not in QUIZ_KINDS:
            raise c.fail(M.lesson_unknown_kind, f"{field}.kind", sid, kind=kind, allowed=Listed(QUIZ_KINDS))
        node = c.node(node, f"question.{kind}", field, sid)
        ask = c.text(node["ask"], f"{field}.ask", sid)
        hint = c.text(node["hint"], f"{field}.hint", sid)
        explain = c.optional_text(node, "explain", f"{field}.explain", sid)
        given = c.string_list(node.get("given", []), f"{field}.given", sid)
        for name in given:
            if name not in GIVEN_NAMES:
                raise c.fail(M.lesson_cannot_give, f"{field}.given", sid, name=name, allowed=Listed(GIVEN_NAMES))
        draw = read_draw(c, sid, node.get("draw", ["u"]), f"{field}.draw")
        skills = c.id_list(node.get("skills", []), f"{field}.skills", sid)
        raw = node["answer"]
        if kind == "number":
            answer = c.string(str(raw), f"{field}.answer", sid)
            if not _is_quantity(answer, widths):
                raise c.fail(M.lesson_not_quantity, f"{field}.answer", sid, answer=answer,
                             guess=_near(c, answer, widths))
            other = asked_instead(ask, answer, lambda name: _is_quantity(name, widths))
            if other is not None:  # "z2 = ?" asked, z3 the answer: the z3 typed had been graded right
                raise c.fail(M.lesson_ask_other, f"{field}.ask", sid, lang=other[0], name=other[1], answer=answer)
            tolerance = c.number(node["tolerance"], f"{field}.tolerance", sid)
            if tolerance < LEAST_TOLERANCE:  # the decimals answers are printed to, said as numfmt's
                raise c.fail(M.lesson_tolerance_tight, f"{field}.tolerance", sid, tol=tolerance, least=LEAST_TOLERANCE)
            questions.append(Question(kind, ask, hint, answer, tolerance=tolerance, explain=explain, given=given,
                                      draw=draw, skills=skills))
        elif kind == "set":
            answer = c.string(str(raw), f"{field}.answer", sid)
            if answer not in QUIZ_SETS:
                raise c.fail(M.lesson_unknown_set, f"{field}.answer", sid, answer=answer, allowed=Listed(QUIZ_SETS))
            questions.append(Question(kind, ask, hint, answer, explain=explain, given=given, draw=draw, skills=skills))
        else:
            options_node = c.items(node["options"], f"{field}.options", sid, M.lesson_of_options)
            if len(options_node) < 2:
                raise c.fail(M.lesson_two_options, f"{field}.options", sid)
            options = tuple(c.text(o, f"{field}.options[{k}]", sid) for k, o in enumerate(options_node))
            if isinstance(raw, bool) or not isinstance(raw, int) or not 1 <= raw <= len(options):
                raise c.fail(M.lesson_option_number, f"{field}.answer", sid, n=len(options), got=raw,
                             unquote=unquote(raw))
            panel = node.get("panel")
            if panel is not None and panel not in panels:
                raise c.fail(M.lesson_not_shown, f"{field}.panel", sid, panel=str(panel)[:40], panels=Listed(panels))
            questions.append(Question(kind, ask, hint, raw, options=options, explain=explain, given=given,
                                      panel=panel, skills=skills))
    return tuple(questions)


def read_draw(c: FieldReader, sid: str | None, value: Any, field: str) -> tuple[str, ...]:
    """What a fresh run draws anew for the question: u always, W2 too when listed (its hint must hold for any W2)."""
    draw = c.string_list(value, field, sid)
    for name in draw:
        if name not in DRAWABLE:
            raise c.fail(M.lesson_cannot_draw, field, sid, name=name, allowed=Listed(DRAWABLE))
    if "u" not in draw:
        raise c.fail(M.lesson_draw_u, field, sid)
    return tuple(name for name in DRAWABLE if name in draw)


ASKED = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z]\w*)\s*[=＝]\s*[?？]")  # "z4 = ?": the quantity an ask names
WHOLE_BLOCK_ANSWER = "z1"  # what the chain's whole-block review card asks for (chain.ask)


def asked_instead(ask: Bilingual, answer: str, known: Callable[[str], bool]) -> tuple[str, str] | None:
    """The first language whose ask writes `NAME = ?` of a `known` name other than `answer`, and that name."""
    return next(((lang, name) for lang in LANGS for name in ASKED.findall(ask(lang)) if known(name) and name != answer),
                None)


def _is_quantity(name: str, widths: dict[str, int]) -> bool:
    if name in STATS:
        return True
    parts = split_name(name)
    return parts is not None and parts[0] in widths and 1 <= parts[1] <= widths[parts[0]]


def _near(c: FieldReader, name: str, widths: dict[str, int]) -> Said | str:
    """What a name that is no computed quantity may have meant: var for variance; s has 4 components for s5."""
    parts = split_name(name)
    if parts is not None and parts[0] in widths:
        return Said(M.lesson_components, stage=parts[0], n=widths[parts[0]])
    names = (*STATS, *(f"{stage}{j}" for stage, n in widths.items() for j in range(1, n + 1)))
    return Said(M.lesson_did_you_mean, guess=NAME_ALIASES[name]) if name in NAME_ALIASES else c.guess(name, names)


def _panel(c: FieldReader, sid: str, value: Any, field: str) -> PanelSpec:
    node = c.node(value, "panel", field, sid)
    kind = c.string(node["panel"], f"{field}.panel", sid)
    if kind not in PANEL_KINDS:
        raise c.fail(M.lesson_unknown_panel, f"{field}.panel", sid, kind=kind, panels=Listed(PANEL_KINDS),
                     guess=c.guess(kind, PANEL_KINDS))
    of = c.string_list(node.get("of", []), f"{field}.of", sid)
    allowed = PANEL_TAKES.get(kind, ())
    if allowed and not of:
        raise c.fail(M.lesson_panel_needs_of, f"{field}.of", sid, kind=kind, allowed=Listed(allowed))
    for name in of:
        if name not in allowed:
            takes = Listed(allowed) if allowed else M.lesson_panel_takes_nothing
            raise c.fail(M.lesson_panel_cannot_show, f"{field}.of", sid, kind=kind, name=name, takes=takes)
    return PanelSpec(kind, of)
