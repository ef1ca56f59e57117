"""The words of practice: predict mode, grading and review (the wrong methods' names: words/slips.py)."""

from . import Message


class PracticeWords:
    # predict mode (`step --predict`)
    predict_title = Message("先算一算：{state}", "Work it out first: {state}")
    predict_think_title = Message("先想一想：{state}", "Think it through first: {state}")
    predict_intro = Message("按计算的顺序写出每一步，写到 {decimals} 位小数。",
                            "Work out each step in computing order, to {decimals} decimals.")
    predict_intro_one = Message("写出这一步，写到 {decimals} 位小数。", "Work out this step, to {decimals} decimals.")
    predict_intro_set = Message("按计算的顺序回答每一步。", "Answer each step in computing order.")
    predict_intro_set_one = Message("回答这一步。", "Answer this step.")  # b0's one set had read "each step"
    # the steps a run asks, named before the givens: read aloud, "z1 = ?" came some 20 lines after the title
    predict_asking = Message("依次要算：{steps}。", "Asked, in this order: {steps}.")
    predict_asking_one = Message("要算：{steps}。", "Asked: {steps}.")
    asked_zeroed = Message("ReLU 置零的 {x}", "which {x} ReLU sets to 0")
    asked_negative = Message("哪些 {x} 为负", "which {x} are negative")
    # the keys, said after the intro where no line of keys stays under the field (line mode)
    predict_intro_keys = Message("输入 s 跳过这一步、直接看它的答案（这一步就不算答对），按 f 看公式，"
                                 "q 不再问、直接看状态。",
                                 "Keys: s skips a step and shows its answer (the step then counts as not answered), f "
                                 "the formulas, q stops asking and shows the state.")  # "Keys": not the steps s, f
    predict_chain_title = Message("先算一算：{title}", "Work it out first: {title}")
    predict_level = Message("第 {k} 级（共 {n} 级）", "level {k} of {n}")  # "第 2/7 级" was heard with "slash"
    predict_vector_ask = Message("{name} = ?（全部 {n} 个分量）", "{name} = ? (all {n} components)")  # how: below
    # f is worked from the drawn u, not drawn itself ("Drawn anew: u, f" was read as f drawn too)
    predict_drawn_w2 = Message("（f 出自新抽的 W2）", " (f of a drawn W2)")
    predict_drawn = Message("这一次的新数（不是本课的数）：{names}；每次都不同。",
                            "New for this run, not the lesson's: {names}. Every run has others.")
    # "f" alone, under "f = (…)", read as the vector (a learner's report): the letter typed alone, then Enter
    predict_formulas_hidden = Message("公式收起来了：单独输入字母 f 再回车就能查看（记作一次提示）。",
                                      "The formulas are hidden: the letter f alone, then Enter, shows them (counted "
                                      "as a hint).")
    predict_formulas_counted = Message("公式（记作一次提示）：", "Formulas (counted as a hint):")
    predict_intro_claims = Message("先回答这个问题（输入选项的编号），再看这个状态。",
                                   "Answer the question (type an option's number) before the state is shown.")
    predict_intro_claims_keys = Message("输入 s 跳过、直接看答案（就不算答对），按 q 不再问、直接看状态。",
                                        "s skips it and shows the answer (then it counts as not answered), q stops "
                                        "asking and shows the state.")
    # "press q" in the window typed a q, where q on the state's page quits; s and f alone had seemed to be keys
    predict_state_key = Message("“{typed}”是状态页面上的键，这里用不上（不算一次作答）：要先结束提问（逐行时输入 q，"
                                "窗口里按 Esc），这个键才起作用。请在这里输入这一步的答案；"
                                "输入 s 再按 Enter 跳过（看答案），输入 f 再按 Enter 看公式。",
                                "'{typed}' is a key of the states, not of this question (no try is spent): it works "
                                "once the asking has stopped (q on lines, Esc in the window). Here, type this step's "
                                "answer; s then Enter skips it (its answer shown), f then Enter shows the formulas.")
    predict_keys = Message("这一步：写出答案再按 Enter；按 s 跳过（看答案，不算对）；按 f 看公式；"
                           "按 i 再读一遍这一轮开头给的数；按 q 不再问、直接看状态"
                           "（之后在状态之间走动的键才管用）。",
                           "At a step: type its answer, then Enter; s skips it (its answer shown, no credit); f shows "
                           "the formulas; i reads the run's given numbers again; q stops asking and shows the state "
                           "(where the keys of the states work).")
    predict_worked_steps = Message("已经算好的步骤：", "Steps already worked:")
    predict_formulas = Message("要用的公式：", "Formulas to use:")
    predict_no_formulas = Message("这一问不用计算，没有要用的公式。",
                                  "This question asks for no computing: no formula is used.")
    predict_step = Message("第 {i} 步（共 {n} 步）", "step {i} of {n}")
    predict_asked = Message("第 {i} 步（共 {n} 步）· {ask}", "Step {i} of {n} · {ask}")  # an ask may hold a colon
    predict_prompt = Message("预测> ", "predict> ")
    predict_right = Message("对。", "Right.")
    predict_shown = Message("答案是 {answer}（看了答案：这一步不算答对）。",
                            "The answer is {answer} (shown: the step counts as not answered).")
    # a vector's working ends with each component's value: "The answer is a1 = …, …, a6 = …" had said them twice
    predict_shown_worked = Message("跳过了这一步：下面是它的算法和答案（这一步不算答对）。",
                                   "Skipped: its working and answer are below (the step counts as not answered).")
    predict_wrong = Message("不对：应为 {answer}。", "Not right: it is {answer}.")
    predict_wrong_parts = Message("不对：{n} 个分量里有 {k} 个不对。", "Not right in {k} of the {n} components.")
    predict_wrong_all = Message("不对：{n} 个分量都不对。", "Not right: all {n} components are wrong.")
    predict_wrong_carried_one = Message(
        "按这一轮的数应为 {answer}；你的答案是从你前面算出的数得来的：这一步的算法对了，偏差来自更早的一步。",
        "On this run's numbers it is {answer}; yours follows from your own earlier numbers: this step's method is "
        "right, and what is off comes from an earlier step.")  # "the slip" had been said after a close mean
    # "all 4 components are wrong. Each follows your earlier step: this step's method is right" read as a contradiction
    predict_wrong_carried = Message("{counted}但每个都是从你前面算出的数得来的：这一步的算法对了，偏差来自更早的一步。",
                                    "{counted} But each follows from your own earlier numbers: this step is worked "
                                    "the right way, and what is off comes from an earlier step.")  # "wrong … right"
    # one component off: "Each follows" had been said of it
    predict_wrong_carried_it = Message("{counted}但它是从你前面算出的数得来的：这一步的算法对了，偏差来自更早的一步。",
                                       "{counted} But it follows from your own earlier numbers: this step is worked "
                                       "the right way, and what is off comes from an earlier step.")
    right_also = Message("{answer}，或 {others}（取决于中间各步怎样舍入）",
                         "{answer}, or {others}, by how you round on the way")
    # "either will do" beside the README's "half away from zero": the course's rule is said, the other way accepted
    # "the exact value" beside s4 = 0.222864 worked from the f4 shown: the value said, and from what (u, or s); "from
    # the numbers given" beside a mean worked from the learner's own s had been read as from u, which gave no 5
    right_tie_too = Message(
        "{others} 也对：从写出的 {source} 算起，之后都保留全部位数时，这个值是 {exact}，第 {next} 位小数正好是 5。"
        "按课程的规则，这个 5 向远离零的方向进位，写成 {course}；往另一个方向舍入也算对。",
        "{others} would be right too: worked from {source} as written, every digit kept after that, the value is "
        "{exact}, a 5 in decimal place {next}. The course's rule rounds that 5 away from zero, to {course}; rounding "
        "it the other way is accepted too.")
    right_tie_yours = Message(
        "从写出的 {source} 算起，之后都保留全部位数时，这个值是 {exact}，第 {next} 位小数正好是 5：你的 {yours} 就是它"
        "向零的方向舍去的值，这也算对；按课程的规则，它向远离零的方向进位，写成 {course}。",
        "Worked from {source} as written, every digit kept after that, the value is {exact}, a 5 in decimal place "
        "{next}: your {yours} is it rounded toward zero, which is accepted; the course's rule rounds it away from "
        "zero, to {course}.")
    right_tie = Message("{answer}，或 {others}（从写出的 {source} 算起，之后都保留全部位数时是 {exact}，第 {next} 位"
                        "小数正好是 5：按课程的规则向远离零进位，另一个方向也算对）",
                        "{answer}, or {others} (worked from {source} as written, every digit kept after that, it is "
                        "{exact}, a 5 in decimal place {next}: the course's rule rounds it away from zero, and the "
                        "other way is accepted too)")
    # of the number, not of how it was reached: "your 0.924228 is what keeping every digit gives" had been said to a
    # learner who reached it from the mean and var as written (a zh learner's report)
    right_whole_yours = Message("从给出的数算起，一直保留全部位数，得到的正是 {yours}；r45 的解答把每一步先写成 "
                                "{decimals} 位小数再往下算，得到 {course}：两个都算对。",
                                "Keeping every digit from the numbers given gives {yours}, your number; r45's worked "
                                "solutions write each step to {decimals} decimals on the way and get {course}: both "
                                "are accepted.")
    right_rounding_yours = Message("把中间的数（某一项或某一步）先写成 {decimals} 位小数再往下算，可以得到 {yours}，"
                                   "这也算对；从给出的数算起，之后都保留全部位数时是 {course}。",
                                   "Writing a number on the way (a term or a step) to {decimals} decimals can give "
                                   "{yours}, your number, which is accepted; worked from the numbers given with every "
                                   "digit kept, it is {course}.")
    # a wrong method's number beside its formula, said to be the asked step's (its formula may be an earlier step's)
    # "so s3 comes to 0.255140" was heard as the answer stated: the method's number, said as the method's
    grade_gives = Message("这样算，{name} 得 {value}", "done this way, {name} comes to {value}")
    grade_gives_record = Message("得 {name}", "gives {name}")  # a narrow record's "gives z4 = 1.5": not "z4 = 1.5"
    grade_gives_set = Message("得到 {value}", "gives {value}")  # a wrong method's members
    grade_gives_empty = Message("一个也没有", "gives none of them")  # "得 无" read badly
    right_or = Message("{right} 或 {others}", "{right} or {others}")  # a table's cell: every right 6-decimal value
    # two values or three (1.327499 or 1.327498 or 1.327500): "either", "两个" was false of three
    test_two_ways_rounding = Message("写成“x 或 y”的值，列出的每一个都算对：取决于中间各步怎样舍入。",
                                     "Where a value is written 'x or y', each value listed is right: by how you "
                                     "round on the way.")
    test_two_ways_tie = Message("写成“x 或 y”的值，列出的每一个都算对：从写出的数算起，之后都保留全部位数时，第 {next} "
                                "位小数正好是 5，往哪个方向舍入都算对。",
                                "Where a value is written 'x or y', each value listed is right: worked from the "
                                "numbers as written, every digit kept after that, it has a 5 in decimal place {next}, "
                                "and either way of rounding it is accepted.")
    test_two_ways = Message("写成“x 或 y”的值，列出的每一个都算对：取决于中间各步怎样舍入，"
                            "或者从写出的数算起，之后都保留全部位数时第 {next} 位小数正好是 5。",
                            "Where a value is written 'x or y', each value listed is right: by how you round on the "
                            "way, or because, worked from the numbers as written with every digit kept after that, "
                            "it has a 5 in decimal place {next}.")
    predict_reveal = Message("你的答案与正确答案", "Your answers beside the right ones")
    # above the state's page, which shows the course's numbers: a learner back at the state read two right z1
    predict_reveal_drawn = Message("你的答案与正确答案：按这一轮新抽的数算，不是本课的数",
                                   "Your answers beside the right ones, on the run's drawn numbers, not the lesson's")
    # "back here, a" was read as "come back, then press a": coming back asks by itself, and the a went into its field
    predict_first_time = Message(
        "这一次按讲解展示；下一轮（回到这里时，或现在按\u00a0a，或再开 step\u00a0--predict）"
        "会先请你算这个状态的最后一步：{step}。",
        "This time the state is shown worked; next run (on coming back here, a now, or step\u00a0--predict again) "
        "you will be asked for its last step first: {step}.",
    )
    predict_first_time_claims = Message("这一次按讲解展示；下一轮（回到这里时，或现在按\u00a0a，或再开 "
                                        "step\u00a0--predict）会先请你回答一个问题。",
                                        "This time the state is shown worked; next run (on coming back here, a now, "
                                        "or step --predict again) you will be asked a question first.")
    predict_let_go = Message("{state} 的问题你已经独立答对过，这里不再问；r45 review 会再问它，按\u00a0a 现在就答。",
                             "You have answered {state}'s question right unaided, so it is not asked here again: "
                             "r45 review brings it back; a: answer it now.")
    predict_left_early = Message(
        "你在答完之前离开了：每一步的答案都在“你的答案与正确答案”表中。答过的步骤记入记录，其余不计。",
        "You left before the last step: every step's answer is in the table of your answers beside the right ones. "
        "The steps you answered are recorded; the rest are not.",
    )
    predict_left_at_once = Message(
        "你没有提交任何答案就离开了：每一步的答案都在“你的答案与正确答案”表中。这一次什么也不记入记录。",
        "You left before submitting an answer: every step's answer is in the table of your answers beside the right "
        "ones. "
        "Nothing of this run is recorded.",
    )
    # "nothing is recorded" had stood above a record holding the formulas looked at, as a hint
    predict_left_hinted = Message(
        "你没有提交任何答案就离开了：每一步的答案都在“你的答案与正确答案”表中。"
        "只有看过公式这件事记入记录（算一次提示）。",
        "You left before submitting an answer: every step's answer is in the table of your answers beside the right "
        "ones. Only your look at the formulas is recorded, as a hint.",
    )
    predict_col_step = Message("步骤", "step")
    predict_col_yours = Message("你的", "yours")
    predict_col_right = Message("正确", "right")
    predict_col_verdict = Message("判断", "verdict")
    predict_reveal_line = Message("{right}；你的：{yours}；判断：{verdict}",
                                  "{right}; yours: {yours}; verdict: {verdict}")
    predict_not_answered = Message("没有作答", "not answered")
    predict_none_given = Message("未答", "not given")  # the learner's column when the step was shown or left
    predict_reveal_unanswered = Message("{name}：没有作答；答案：{right}", "{name}: not answered; the answer: {right}")
    choice_answer = Message("{n}（{text}）", "{n} ({text})")  # an option in a sentence: "2. …" read as its end
    predict_claim_answer = Message("答案是 {answer}", "The answer is {answer}")
    predict_part = Message("{name} = {right}，你的是 {typed}：{verdict}",
                           "{name} = {right}, yours {typed}: {verdict}")
    # a close component: the line under it says how close
    predict_part_close = Message("{name} = {right}，你的是 {typed}。", "{name} = {right}, yours {typed}.")
    verdict_right = Message("对", "right")
    verdict_shown = Message("看了答案", "shown")
    # "number" had been said of a set of channels too
    verdict_recalled = Message("本课的答案", "the lesson's answer")
    # "这是…" just after "应为 h2、h3、h4、h6" read as said of the right answer: yours, by name
    grade_recalled = Message("你的答案是本课自己的答案；这一轮的数是新抽的：请用这里给出的数来算。",
                             "Yours is the lesson's own answer; this run's numbers are new: work it out from the ones "
                             "given here.")
    grade_recalled_set = Message("这也正是本课自己那组数的答案；这一轮的数是新抽的。",
                                 "That is also the lesson's own set; this run's numbers are new.")
    grade_recalled_parts = Message("你输入的是本课自己的数；这一轮的数是新抽的：请用这里给出的数来算。",
                                   "Yours are the lesson's own numbers; this run's numbers are new: work them out from "
                                   "the ones given here.")
    verdict_carried = Message("沿用你前面的数", "follows your earlier step")  # "随你前一步": the slip may be 3 back
    verdict_close = Message("接近", "close")
    verdict_wrong = Message("不对", "wrong")
    predict_claim = Message("这个问题", "the question")
    predict_placeholder = Message("你的答案", "your answer")
    # how to type a vector, where it is typed (the line saying it stood below the fold), short enough for 40 columns
    predict_vector_placeholder = Message("{n} 个数，空格或逗号隔开", "{n} numbers, commas or spaces")
    # the set's format had stood at the foot of the log, scrolled out of a 24-line window (a learner's report)
    predict_set_placeholder = Message("如 {prefix}1 {prefix}3；都不是就输入“无”", "e.g. {prefix}1 {prefix}3, or none")
    # the reveal names a (another run) and states by their keys, which the field takes too: said where typed
    predict_see_state = Message("按 Enter 看这个状态；a↵\u00a0再来一轮；{places}↵\u00a0去那个状态",
                                "Enter shows the state · a↵\u00a0again · {places}↵\u00a0that\u00a0state")
    predict_hidden = Message("先在窗口里算一算，这个状态随后显示。",
                             "Work it out in the window first; the state is shown after.")
