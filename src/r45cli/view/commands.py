"""The views of list, verify, why, lab and progress, as data."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..checks import Check, Paged, listing
from ..grading import halfway
from ..lesson.claims import MOMENT, mentions, outside
from ..lesson.model import Lesson
from ..messages import M, Message, colon, comma, enumeration, say, semicolon, sentences
from ..numfmt import DECIMALS, difference, fixed
from ..vocab import CHANGED, DEFAULT, KEPT, LAST, MORE, SEEN, UNSEEN
from .model import Block, Items, Mark, Num, Page, Panel, Para, Row, Table
from .panels import ROW_LIMIT, first
from .state import lesson_heading

if TYPE_CHECKING:
    from ..lab import Comparison, Experiment, Fact
    from ..progress import Progress
    from ..review import Summary


def further_study(lesson: Lesson, lang: str) -> tuple[Block, ...]:
    """Not boxed: URLs stand whole on lines of their own, to be clicked or copied at any width."""
    ref = lesson.reference
    return (Para(say(M.reference, lang), "heading"), Para(f"{ref.title}{comma(lang)}{ref.where(lang)}"),
            Para(ref.url, "meta"), Items(tuple(d(lang) for d in ref.details), "meta"),
            Para(say(M.further, lang), "heading"), Items(tuple(item(lang) for item in ref.further)))


def list_view(lesson: Lesson, lang: str) -> Page:
    rows = []
    for k, sid in enumerate(lesson.order):
        key = str(k) if k < 10 else ""  # the digit that opens the state in step (a list from 1 was one off)
        (i, n), group_title = lesson.place(sid), lesson.group_of(sid).title(lang)
        following, default = lesson.following(sid), sid == lesson.default
        place = group_title + comma(lang) + say(M.place, lang, i=i, n=n)  # not 1/4: "one slash four"
        said = [*([say(M.order_key, lang, k=key)] if key else []), place]
        said += [say(M.default_mark, lang)] if default else []
        said.append(say(M.plain_next, lang, state=following) if following else say(M.plain_last_state, lang))
        title = lesson.state(sid).title(lang)
        aside = ("（{}）" if lang == "zh" else " ({})").format(semicolon(lang).join(said))
        cells = (f"{sid} {DEFAULT}" if default else sid, f"{group_title} {i}/{n}", title, following or say(M.end, lang))
        rows.append(Row(key, cells, f"{sid} · {title}{aside}"))
    headers = tuple(say(m, lang) for m in (M.order, M.state, M.group, M.title, M.next))
    legend = Para(f"{DEFAULT} {say(M.default_mark, lang)} · {say(M.order_said, lang)}", "legend")
    table = Panel(say(M.lesson_graph, lang), (Table(headers, tuple(rows)),))
    return (*lesson_heading(lesson, lang), table, legend, *further_study(lesson, lang))


# Each check in words for linear text: what was checked and what held, or what did not
CHECK_SAID = {
    M.chk_printed: (M.said_printed, M.said_printed_not),
    M.chk_claim: (M.said_claim, M.said_claim_not),
    M.chk_worked_used: (M.said_worked_used, M.said_worked_used_not),
    M.chk_recovered: (M.said_recovered, M.said_recovered_not),
    M.chk_mean: (M.said_mean, M.said_mean_not),
    M.chk_var: (M.said_var, M.said_var_not),
    M.chk_rows: (M.said_rows, M.said_rows_not),
    M.chk_permute: (M.said_permute, M.said_permute_not),
    M.chk_local: (M.said_local, M.said_local_not),
    M.chk_relu: (M.said_relu, M.said_relu_not),
    M.chk_tolerance: (M.said_tolerance, M.said_tolerance_not),
    M.chk_slips: (M.said_slips, M.said_slips_not),
    M.chk_softmax: (M.said_softmax, M.said_softmax_not),
    M.chk_causal: (M.said_causal, M.said_causal_not),
    M.chk_nonlinear: (M.said_nonlinear, M.said_nonlinear_not),
    M.chk_equivariant: (M.said_equivariant, M.said_equivariant_not),
    M.chk_ffn_visibility: (M.said_ffn_visibility, M.said_ffn_visibility_not),
}


def check_said(c: Check, lang: str) -> str:
    """A check as a sentence: what was checked and what held (a count said as what it counts, never "expected 0,
    got 0"); a check without words of its own as its label, expected, got and verdict."""
    held, nothing = CHECK_SAID.get(c.key), say(M.none, lang)
    expected, got = (nothing if v == "-" else v for v in (c.expected, c.got))
    if held is None:
        verdict = say(M.passed if c.passed else M.failed, lang)
        return say(M.plain_check, lang, check=say(c.key, lang, **c.values), expected=expected, got=got,
                   verdict=verdict)
    values = {**c.values, "expected": expected, "got": got, "least": c.expected.lstrip("> ")}
    said = say(held[0] if c.passed else held[1], lang, **values)
    for key, joined in (("together", M.said_together), ("agreeing", M.said_agreeing)):  # slips by name
        named = c.values.get(key, "-")
        named = say(named, lang) if isinstance(named, Message) else str(named)
        said = said if named == "-" else say(joined, lang, said=said, together=named)
    return said


def verify_view(checks: Sequence[Check], lesson: Lesson, lang: str, *, limit: int | None = ROW_LIMIT,
                paged: Sequence[Paged] = (), wanted: Mapping[str, Sequence[str]] = MappingProxyType({}),
                course: tuple[Sequence[str], Sequence[str]] = ((), ())) -> Page:
    """One row a check (in a family longer than `limit`, passing checks past the first `limit` counted); then the
    notes (verify_notes)."""
    rows = []
    for c, more in listing(checks, limit):
        verdict = say(M.passed if c.passed else M.failed, lang)
        label = say(c.key, lang, **c.values)
        rows.append(Row(label, (c.expected, c.got, Mark(verdict, "", c.passed)), check_said(c, lang)))
        if more:
            said = say(M.more_passed, lang, n=more)
            rows.append(Row(f"{MORE} {said}", ("", "", ""), said))
    headers = tuple(say(k, lang) for k in (M.check, M.expected, M.got, M.result))
    failing = [say(c.key, lang, **c.values) for c in checks if not c.passed]
    failed, n = len(failing), len(checks)
    summary = say(M.verify_bad, lang, failed=failed, n=n) if failed else say(M.verify_ok, lang, n=n)
    title = say(M.verify_title, lang, path=Path(lesson.path).name)
    which = enumeration(lang).join(failing[:3])
    which = say(M.verify_bad_more, lang, shown=which, more=len(failing) - 3) if len(failing) > 3 else which
    said = say(M.verify_bad_first, lang, failed=failed, n=n, which=which) if failed else summary
    # a listener hears the outcome first, not after 13 minutes of rows; a failure is seen first too (a pager's first
    # page had shown passing rows alone, the failing one some 170 lines on)
    first = Para(said, "wrong" if failed else "said")
    changed, notes = course
    unchecked = [Para(say(M.verify_course_notes, lang, changed=enumeration(lang).join(changed), n=len(notes),
                          where=enumeration(lang).join(notes)), "meta")] if notes else []
    return (first, Panel(title, (Table(headers, tuple(rows)),)), *verify_notes(checks, lesson, lang, paged, wanted),
            *unchecked, Para(summary, "right" if not failed else "wrong"))


FAILED_NOTES = {M.chk_slips: M.verify_silent, M.chk_tolerance: M.verify_let_in, M.chk_skills_told: M.verify_skills_told,
                M.chk_slip_owned: M.verify_slip_owned, M.chk_worked_used: M.verify_worked_used}


def verify_notes(checks: Sequence[Check], lesson: Lesson, lang: str, paged: Sequence[Paged],
                 wanted: Mapping[str, Sequence[str]]) -> list[Block]:
    """What the table leaves to words, each with what to do: the components a page shows with another last digit,
    the `printed:` lines to paste, the texts a failing claim is about, a slip that gives a right number unsaid."""
    out: list[Block] = []
    long_u = [(j, x) for j, x in enumerate(lesson.example.u) if float(fixed(x)) != x]  # an instructor's notebook
    if long_u:  # kept every digit of u; the pages do not (f1 0.061728 there, 0.061729 on the page, unsaid)
        j, x = long_u[0]
        out.append(Para(say(M.verify_u_digits, lang, name=f"u{j + 1}", full=repr(x), shown=fixed(x)), "meta"))
    if paged:
        shown = comma(lang).join(say(M.verify_paged_one, lang, name=p.name, paged=p.paged, exact=p.exact)
                                 for p in paged)
        out.append(Para(say(M.verify_paged, lang, shown=shown), "meta"))
    if wanted:
        negative = any(x.startswith("-") for written in wanted.values() for x in written)
        out.append(Para(say(M.verify_wanted, lang, hyphen=say(M.verify_wanted_hyphen, lang) if negative else ""),
                        "meta"))
        for name, written in wanted.items():  # three a line, so that 40 columns never wrap a line to paste
            rows = [", ".join(written[k : k + 3]) for k in range(0, len(written), 3)]
            lines = [f"  {name}: [{rows[0]}", *(f"      {r}" for r in rows[1:])]
            out += [Para(line + ("]" if k == len(lines) - 1 else ","), "verbatim") for k, line in enumerate(lines)]
    for values in (claims := [c.values for c in checks if c.key == M.chk_claim and not c.passed]):  # where to look
        sid = values["sid"]
        if values.get("written"):  # a number a text writes: that text, not every one naming the name
            state = sid if isinstance(sid, str) else say(M.claim_outside, lang)
            counted = say(M.counted_from_0, lang) if "[" in str(values["written"]) else ""
            out.append(Para(say(M.verify_sum_written if "now" in values else M.verify_claim_written, lang,
                                **{**values, "state": state, "counted": counted}), "meta"))
            continue
        fields = mentions(lesson, sid if isinstance(sid, str) else None, str(values["subject"]))
        values = {**values, "entry": say(M.claim_entry, lang, entry=values["entry"]) if "entry" in values else ""}
        if isinstance(sid, str):
            where = M.verify_claim_where if fields else M.verify_claim_unnamed  # a text may say it in words alone
        else:
            where = M.verify_claim_where_outside if fields else M.verify_claim_unnamed_outside
        parts = ", ".join(outside(lesson))  # as the fields are: names from the file
        moment = MOMENT.fullmatch(str(values["subject"]))
        if moment is not None:  # mean(u), var(u): said for what they are claimed for
            look = say(M.verify_look_state, lang, state=sid) if isinstance(sid, str) else \
                say(M.verify_look_parts, lang, parts=parts)
            named = sid if isinstance(sid, str) else say(M.claim_outside, lang)
            where, values = M.verify_claim_moment, {**values, "look": look, "vector": moment.group(2), "where": named}
        out.append(Para(say(where, lang, fields=", ".join(fields), parts=parts, **values), "meta"))
    out += [Para(say(M.verify_claims, lang), "meta")] if claims else []
    for c in checks:  # a printed value a digit off where the exact value is a tie: rounded the other way
        have = c.numbers[1]
        if c.key == M.chk_printed and not c.passed and have is not None and halfway(have) \
                and abs(float(c.expected) - have) < 10.0**-DECIMALS:
            out.append(Para(say(M.verify_tie, lang, name=c.about, exact=fixed(have, DECIMALS + 1), got=c.got,
                                printed=c.expected), "meta"))
    for c in (c for c in checks if c.key in FAILED_NOTES and not c.passed):  # the row said only "0 1 FAIL"
        note = M.verify_let_in_snug if c.values.get("snug") is True else M.verify_slip_shipped if c.values.get(
            "owner") else FAILED_NOTES[c.key]  # no tighter ("tighten it" under 6e-7); a slip r45's own lesson owns
        out.append(Para(say(note, lang, **c.values), "meta"))
    return out


def comparison(c: Comparison, lang: str, limit: int | None) -> tuple[Block, ...]:
    """Before, after and the change, a row a component of each of the first `limit` positions; changes marked."""
    single = c.before.shape[0] == 1
    prefix = c.column or c.name
    positions, positions_out = first(range(c.before.shape[0]), limit)
    components, components_out = first(range(c.before.shape[1]), limit)
    before, after = say(c.labels[0], lang), say(c.labels[1], lang)
    rows = []
    for i in positions:
        for j in components:
            moved = bool(c.changed[i, j])
            label = f"{prefix}{j + 1}" if single else f"{i + 1} · {prefix}{j + 1}"
            said = f"{prefix}{j + 1}" if single else f"{say(M.position, lang)} {i + 1}, {prefix}{j + 1}"
            b, a = float(c.before[i, j]), float(c.after[i, j])
            rows.append(Row(label, (
                Num(fixed(b), b), Num(fixed(a), a), Num(difference(a, b), a - b),
                Mark(CHANGED, say(M.plain_moved, lang)) if moved else Mark("", say(M.plain_unmoved, lang)),
            ), said))
    title = say(c.title, lang, **c.values) if c.title is not None else c.name
    headers = ("" if single else say(M.position, lang), before, after, "Δ", "")
    left_out = ((M.more_rows, positions_out), (M.more_components, components_out))
    more = [Para(say(key, lang, n=n), "meta") for key, n in left_out if n]
    return (Table(headers, tuple(rows), title), *more)


def fact_said(fact: Fact, lang: str, limit: int | None = ROW_LIMIT) -> str:
    """A fact as one sentence: its words, a colon, its value (a gap, a vector, names, a number); or its words alone."""
    if fact.kind == "said":
        return say(fact.key, lang, **fact.values)
    value = fact.value
    if fact.kind == "gap":  # a gap below what 6 decimals show, in a power of ten; none at all as a number is shown
        shown = f"{value:.1e}" if value else fixed(0.0)
    elif fact.kind in ("vector", "names"):
        listed_values: list = list(value)  # type: ignore[call-overload]
        if fact.kind == "vector":
            # each value with its name, a component's (z1 = 0.000000) or its position's (position 1 = 0.208205)
            name = (lambda k: f"{fact.of}{k + 1}") if fact.of else (lambda k: f"{say(M.position, lang)} {k + 1}")
            listed_values = [f"{name(k)} = {fixed(x)}" for k, x in enumerate(listed_values)]
        items, left_out = first(listed_values, limit)
        between = enumeration(lang) if fact.kind == "names" else comma(lang)  # 置零的通道：h3、h4、h6
        more = [f"{MORE} ({len(listed_values)})"] if left_out else []
        shown = between.join([*items, *more]) or say(M.none, lang)  # "zeroed for your u: -" was heard as nothing
    else:
        shown = fixed(value) if fact.kind == "value" else str(value)  # type: ignore[arg-type]
    return say(fact.key, lang, **fact.values) + colon(lang) + shown


def experiment(e: Experiment, lesson: Lesson, lang: str, limit: int | None) -> tuple[Panel | Block, ...]:
    text = lesson.lab[e.key]
    blocks: list[Block] = [Para(text.explain(lang)), Para("")]
    if e.mask is not None:
        n = len(e.mask)
        marks = [[Mark(SEEN, "") if e.mask[i, j] else Mark(UNSEEN, "", False) for j in range(n)] for i in range(n)]
        rows = tuple(Row(str(i + 1), tuple(marks[i]),
                         say(M.plain_mask, lang, i=i + 1, js=enumeration(lang).join(str(j + 1) for j in range(n)
                                                                                     if e.mask[i, j])))
                     for i in range(n))
        blocks.append(Table(("i", *(f"j={j + 1}" for j in range(n))), rows, say(M.lab_mask, lang)))
    for c in e.comparisons:
        blocks += comparison(c, lang, limit)
    if e.matrix is not None and e.matrix_title is not None:
        rows_shown, rows_out = first(range(e.matrix.shape[0]), limit)
        cols, cols_out = first(range(e.matrix.shape[1]), limit)
        table = Table(("", *(f"x{j + 1}" for j in cols)), tuple(
            Row(f"z{i + 1}", tuple(Num(fixed(e.matrix[i, j]), float(e.matrix[i, j]), f"∂z{i + 1}/∂x{j + 1}")
                                   for j in cols),  # an entry named as what it is: "x1 = 0.658994" read as x1
                say(M.plain_matrix_row, lang, row=f"z{i + 1}")) for i in rows_shown
        ), say(e.matrix_title, lang, **e.matrix_values))
        blocks.append(table)
        left_out = ((M.more_rows, rows_out), (M.more_columns, cols_out))
        blocks += [Para(say(key, lang, n=n), "meta") for key, n in left_out if n]
    blocks += [Para(fact_said(f, lang, limit)) for f in e.facts]
    link = (Para(text.link(lang), "meta"),) if text.link is not None else ()  # outside the box: its URL stays whole
    return (Panel(f"{say(M.lab, lang)} · {text.title(lang)}", tuple(blocks), "lab", "title"), *link)


def lab_view(experiments: Sequence[Experiment], lesson: Lesson, lang: str, *, limit: int | None = ROW_LIMIT) -> Page:
    """Each experiment; `limit` positions, components and list entries of each (None: all of them)."""
    out = [item for e in experiments for item in experiment(e, lesson, lang, limit)]
    digits = Para(say(M.lab_every_digit, lang), "meta")  # first: its reason had come 150 lines after a number
    return (digits, *out, Para(f"{CHANGED} {say(M.changed_legend, lang)}", "legend"))


def model_answer(lesson: Lesson, key: str, yours: str | None, lang: str) -> Page:
    """A model answer's key points, and the learner's own line beside them (their text, never markup)."""
    text = lesson.lab[key]
    mine = (Para(say(M.lab_yours, lang) + yours), Para(say(M.lab_kept, lang), "meta")) if yours else ()
    return (Para(say(M.lab_points, lang), "heading"), Items(tuple(p(lang) for p in text.points)), *mine)


def progress_view(lesson: Lesson, seen: Progress, where: str, lang: str, review: Summary | None = None) -> Page:
    """The states seen and best scores; with `review` (review.summary), the review queue too."""
    rows = []
    for sid in lesson.order:
        score = seen.quiz.get(sid)
        best = f"{score[0]:g}/{score[1]}" if score else ""
        visited = sid in seen.visited
        said = [say(M.plain_seen if visited else M.plain_unseen, lang)]
        said += [say(M.plain_best, lang, right=f"{score[0]:g}", total=score[1])] if score else []
        said += [say(M.plain_last, lang)] if sid == seen.last else []
        title = lesson.state(sid).title(lang)
        marked = comma(lang).join(said[:1] + said[2:] if score else said)  # ◀ said beside it where marks are words
        rows.append(Row(f"{sid} {LAST}" if sid == seen.last else sid,
                        (Mark(KEPT, marked) if visited else Mark(UNSEEN, marked, False), best, title),
                        f"{sid} · {title}{colon(lang)}{comma(lang).join(said)}"))
    headers = tuple(say(m, lang) for m in (M.state, M.seen, M.quiz_col, M.title))
    unseen = bool(set(lesson.order) - set(seen.visited))
    marks = [(KEPT, M.plain_seen, bool(seen.visited)), (UNSEEN, M.plain_unseen, unseen),
             (LAST, M.last_mark, seen.last in lesson.order)]  # each mark the table shows, and what it means
    # the legend in the panel, beside its table: where the table gives way to records, its marks are said there
    legend = Para("  ".join(f"{mark} {say(words, lang)}" for mark, words, shown in marks if shown), "legend")
    out: list[Panel | Block] = [Panel(say(M.progress_title, lang), (Table(headers, tuple(rows)), legend)),
                                Para(unaided(lesson, seen, lang)),
                                *skills_block(lesson, seen, lang),
                                Para(say(M.progress_where, lang, path=where), "meta")]
    if review is not None:
        today = review.due + review.new_today > 0  # "0 due, 4 new · next review tomorrow" read as nothing today
        coming = ((M.review_progress_after_new if today else M.review_progress_next_new) if review.next_new_only else
                  M.review_progress_after if today else M.review_progress_next)
        later = say(coming, lang, date=review.next.isoformat(), due=review.next_due, new=review.next_new,
                    total=review.next_due + review.next_new) \
            + (say(M.review_progress_capped, lang, cap=review.per_review) if review.next_split else "") \
            if review.next else ""
        full = M.review_progress_met_full if review.met_today >= review.per_day else M.review_progress_met
        met = say(full, lang, met=review.met_today, cap=review.per_day) if review.met_today else ""
        out.append(Para(say(M.review_progress, lang, due=review.due, fresh=review.new_today, new=review.unmet_later,
                            met=met) + later))
    return tuple(out)


LEVELS = (M.skill_level_0, M.skill_level_1, M.skill_level_2, M.skill_level_3)  # learner.level's words


def skills_block(lesson: Lesson, seen: Progress, lang: str) -> tuple[Block, ...]:
    """Each skill: how sure the learner model is that it is known, as a bar, a number and words; the weakest; tests."""
    from .. import learner
    if not lesson.skills:
        return ()
    counted = [s for s in lesson.skills if s.id in seen.skills]
    if not counted:  # 19 rows of the prior had filled two screens before a first answer (a learner at 40 × 16)
        return (Para(say(M.skills_none_counted, lang, n=len(lesson.skills))), *tests_said(seen, lang))
    rows = []
    for s in counted:
        p, tried = learner.known(seen.skills, s.id), seen.tried.get(s.id)  # tried: what the chance is read from
        words = say(LEVELS[learner.level(p)], lang)
        first = say(M.skill_tried_run if tried[2] > 1 else M.skill_tried, lang, right=tried[0], all=tried[1],
                    run=tried[2]) if tried else ""  # "mastered, 3 of 7 right" read as false: the last 3 were right
        heard = f"{say(M.tried_col, lang)} {first}" if first else ""  # "5 of 7" alone says nothing of what
        # then the chance, said by its column; the title apart from the rest, for a title has commas and colons of its
        # own ("每个位置用同一网络，位置之间不交换，快掌握了" was heard as one list)
        said = semicolon(lang).join((s.title(lang), comma(lang).join(filter(None, (words, heard)))))
        rows.append(Row(s.title(lang), (Num(learner.said(p), p), words, first), said))
    headers = (say(M.skill_col, lang), say(M.chance_col, lang), say(M.level_col, lang), say(M.tried_col, lang))
    caption = say(M.skills_title, lang, learning=learner.LEARNING, nearly=learner.NEARLY, mastered=learner.MASTERED)
    rest = tuple(s.title(lang) for s in lesson.skills if s not in counted)  # each at the prior: said once for all
    others = (Para(say(M.skills_not_counted_one if len(rest) == 1 else M.skills_not_counted, lang, n=len(rest),
                       chance=learner.said(learner.PRIOR))), Items(rest))  # one: "都是" had been said of it
    return (Table(headers, tuple(rows), caption=caption, shading="chance"), *(others if rest else ()),
            Para(say(M.skills_uncounted, lang), "meta"), *weakest(lesson, seen, lang), *tests_said(seen, lang))


def tests_said(seen: Progress, lang: str) -> tuple[Para, ...]:
    """The tests taken, and their scores (`progress`, and `test --json`'s page): none before the first."""
    pre, post = seen.tests.get("pre"), seen.tests.get("post")
    if not pre:
        return ()
    after = say(M.progress_test_score, lang, score=f"{post['score']:g}") if post else say(
        M.progress_test_not_taken, lang)
    tests = M.progress_tests_late if pre.get("practised") is True else M.progress_tests  # assess.practised
    return (Para(say(tests, lang, pre=f"{pre['score']:g}", post=after)),)


def weakest(lesson: Lesson, seen: Progress, lang: str) -> tuple[Block, ...]:
    """The practised skill the learner model is least sure of, where a quiz asks it, where its chance comes from."""
    from .. import learner

    weak = learner.weakest(lesson, seen.skills)
    if weak is None:
        return ()
    where = learner.asked_in(lesson, weak.id)
    said = say(M.weakest, lang, skill=weak.title(lang)) if where is None else \
        say(M.weakest_where, lang, skill=weak.title(lang), state=where)
    tried = seen.tried.get(weak.id)
    if learner.known(seen.skills, weak.id) >= learner.MASTERED:  # "least sure you know" had stood under all 1.00
        new = next(((s.title(lang), w) for s in lesson.skills if s.id not in seen.skills and (w := learner.asked_in(
            lesson, s.id))), None)  # the first not yet answered that a quiz asks
        said = say(M.weakest_none, lang) if new is None else say(M.weakest_none_new, lang, skill=new[0], state=new[1])
    elif tried and tried[1] <= 2:  # its chance is the prior's, moved by an answer or two: said to be so
        said = sentences((said, say((M.weakest_once, M.weakest_twice)[tried[1] - 1], lang)), lang)
    return (Para(said), Para(say(M.skills_from, lang), "meta"))


def unaided(lesson: Lesson, seen: Progress, lang: str) -> str:
    """Which states, and the chain from u to z, predict mode has seen done unaided, and when."""
    from ..fading import computing

    def on(states: list[str]) -> list[str]:
        return [say(M.progress_unaided_state, lang, state=sid, date=seen.unaided[sid]) for sid in states]

    states = [sid for sid in lesson.order if sid in seen.unaided]
    done = on([s for s in states if computing(lesson, s)])
    answered = on([s for s in states if not computing(lesson, s)])  # b4, b5: their questions, review's now
    chain = lesson.chain
    if chain is not None and chain.key in seen.unaided:
        done.append(say(M.progress_unaided_chain, lang, states=enumeration(lang).join(chain.states),
                        date=seen.unaided[chain.key]))
    said = [say(M.progress_unaided, lang, done=semicolon(lang).join(done))] if done else []
    said += [say(M.progress_answered, lang, done=semicolon(lang).join(answered))] if answered else []
    return sentences(said, lang) if said else say(M.progress_unaided_none, lang)


def message(text: Message, lang: str, role: str = "", /, **values: object) -> Page:
    """One sentence as a page."""
    return (Para(say(text, lang, **values), role),)
