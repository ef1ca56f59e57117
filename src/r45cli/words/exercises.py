"""The words of spot-the-slip (`r45 spot`), the test (`r45 test`), the lab's asking and the learner model."""

from . import Message


class ExerciseWords:
    # spot the slip
    spot_title = Message("找出错处：{state}", "Spot the slip: {state}")
    # true of every slip: a sign flipped in a5 leaves a6 right, h5 and h6 swapped make f1 … f4 each wrong; the
    # lines write the formula meant, so the slip is in the number ("the line visibly subtracts the mean", two learners)
    spot_intro = Message(
        "下面的解法是用新抽的数算的。每一行写的都是该用的公式，但有一步的数是用错误的做法算出来的（可能只错在一个分量，"
        "也可能错在几个），每一行都用上面写出的数往下算。先找出第一行错的，再说出哪种错误会得到这个数，"
        "最后写出那一行的正确值。",
        "This worked solution, on numbers drawn anew, writes each step's formula as it should be, but one step's "
        "number was worked out a wrong way (in one of its components, or in several); each line is worked from the "
        "numbers written above it. Find the first wrong line, name the slip that gives its number, then give that "
        "line's right value.",
    )
    # b2's f from a drawn W2 that is not shown: a listener took f, which the lesson's W2 could not give, for the slip
    spot_drawn_w2 = Message("这里的 f 是用为这道题新抽的 W2 算的（不是本课的 W2，这里没有列出），不必由 u 按本课的 W2 "
                            "算出：把 f 当作已知。",
                            "f here is worked from a W2 drawn for this exercise (not the lesson's, and not shown), so "
                            "it need not follow from u by the lesson's W2: take f as given.")
    # each question, then how to answer it: linear text says the how in the prompt (the question had been heard twice)
    spot_ask_line = Message("第一行错的是哪一行？", "Which line is the first wrong one?")
    spot_how_line = Message("输入它的名字（如 {names}）。", "Type its name ({names}…).")  # no line is shown numbered
    spot_ask_slip = Message("哪种错误会得到这一行的数？", "Which slip gives that line's number?")
    spot_how_slip = Message("输入编号。", "Type its number.")
    spot_ask_value = Message("{name} 正确的值是多少？", "What is the right value of {name}?")
    spot_how_value = Message("写到 {decimals} 位小数。", "Give it to {decimals} decimals.")
    spot_no_line = Message("没有叫{typed!r}的行：各行是 {names}；也可以输入行号，1 到 {n}。",
                           "No line is called {typed!r}: the lines are {names}; or type a line's number, 1 to {n}.")
    spot_unread = Message("{typed!r}不是这一问的答案，请再输入一次。", "{typed!r} is not an answer here; try again.")
    spot_right = Message("对，就是这一行。", "Right: that line.")
    spot_wrong = Message("不是这一行：{name} 是对的。", "Not that line: {name} is right.")
    spot_carried = Message("{name} 是按上面的数正确算出的，只是沿用了前面错的一行：它不是第一行错的。",
                           "{name} is worked rightly from the lines above it, and is off only through an earlier "
                           "wrong line: it is not the first wrong one.")
    spot_wrong_too = Message("{name} 也错了，但它不是第一行错的。",
                             "{name} is wrong too, but it is not the first wrong line.")
    spot_line_is = Message("第一行错的是 {name}：{filled} 不等于 {value}。",  # its right value is the fix, asked last
                           "The first wrong line is {name}: {filled} is not {value}.")
    spot_slip_right = Message("对：{name}。", "Right: {name}.")
    spot_slip_not = Message("不对：你选的是“{chosen}”，错误其实是：{name}。",
                            "Not that one: you chose '{chosen}'; the slip was: {name}.")
    spot_slip_would = Message("你选的那种错误在这里会得到 {name} = {value}，而这一行写的是 {shown}。",
                              "The one you chose would give {name} = {value} here; the line shows {shown}.")
    spot_slip_elsewhere = Message("你选的那种错误在这里仍得出正确的 {name}，这一行的数不是它造成的。",
                                  "The one you chose leaves {name} right here: it cannot give this line's number.")
    spot_part_line = Message("找行", "line")
    spot_part_slip = Message("辨错", "slip")  # 认错 is to own up to a fault
    spot_part_value = Message("改正", "fix")
    # in words alone: speech skipped a ✓ or ✗ beside them, and a braille display shows it as it may
    spot_part_right = Message("{part}：对", "{part}: right")
    spot_part_wrong = Message("{part}：错", "{part}: wrong")
    spot_not_yet = Message(
        # "(right examples first, then wrong ones)" left a listener asking which examples
        "找错题在一个状态自己做对之后才开放：先会算对，再去找别人算错的地方。"
        "先用 r45 step --predict 把 {states} 之一做对。",
        "Spotting a slip opens for a state once you have worked it right yourself: first the right way, then finding "
        "where someone else went wrong. Work one of {states} right in r45 step --predict first.",
    )
    # `r45 spot b1` with b0 and b2 open had said "work one of b0, b1, b2 right first"
    spot_not_yet_state = Message("{state} 的找错题在它做对之后才开放：先用 r45 step --predict 把 {state} 做对。",
                                 "Spotting a slip in {state} opens once you have worked {state} right: work it right "
                                 "in r45 step --predict first.")
    # after a sheet: the full screen closed on its verdicts alone, nothing said of what else was open (a learner)
    spot_next = Message("再做一张：r45 spot（已为 {states} 开放，每张都用新抽的数）。",
                        "Another sheet: r45 spot (open for {states}; each sheet draws new numbers).")
    spot_open_now = Message("现在开放的：{states}（r45 spot {first}）。", "Open now: {states} (r45 spot {first}).")
    spot_nothing_to_spot = Message("{state} 没有可以埋错的逐步解答；找错题只在 {states} 上做。",
                                   "{state} has no worked solution to plant a slip in; spotting a slip works at "
                                   "{states}.")
    spot_nothing_read = Message("没有读到答案：方向键、F1 这样的键在这里不起作用，只按 Enter 也不行。",
                                "No answer was read: keys such as the arrows and F1 do nothing here, nor does Enter "
                                "alone.")
    spot_prompt = Message("找错> ", "spot> ")
    dialogue_placeholder = Message("你的答案（Enter 提交，Esc 离开）", "answer: Enter sends it, Esc leaves")  # fits 40
    dialogue_done = Message("按 Enter 离开", "Enter leaves")
    # the test
    test_title_pre = Message("测试（{form} 卷，练习之前）", "Test (form {form}, before practice)")
    test_title_late = Message("测试（{form} 卷；此前已有练习记录，不是练习之前的测试）",
                              "Test (form {form}; practice was already recorded: not a before-practice test)")
    test_title_post = Message("测试（{form} 卷，练习之后）", "Test (form {form}, after practice)")
    # the one thing asked again, right or not, so that it tells nothing: a learner read it as feedback
    # a whole number (0, 999) is not asked again: "short of 6 decimals" had promised it for 999 too
    test_intro = Message("共 {n} 题；做完之前不给任何反馈，答案与解法在最后（写了小数、但不满 {decimals} 位的数，"
                         "对不对都会请你补全一次）。输入 s 跳过一题（算错）。",
                         "{n} items; no feedback until the end, then the answers and solutions (a number written with "
                         "decimals, but fewer than {decimals}, is asked for in full once, right or not). Type s to "
                         "skip an item (counted wrong).")  # ").  s skips" was heard "not dot s skips"
    test_item = Message("第 {i} 题（共 {n} 题）", "item {i} of {n}")
    test_left = Message("测试没做完就离开了，这次的回答没有记下；再输入 {command} 从头开始。",
                        "Left before the end: this test's answers are not kept. {command} starts it again.")
    test_keys = Message("；按 s 跳过", "; type s to skip")
    test_skipped = Message("跳过", "skipped")
    test_score = Message("得分：{score}（满分 100；{n} 题中对了 {right} 题）",  # "90 of 100" was heard as 100 items
                         "Score: {score} of 100 ({right} of the {n} items right)")
    test_col_item = Message("题", "item")
    # "正确 1" after "跳过了" was heard as a verdict: the right answer is named as one
    test_item_line = Message("第 {i} 题：你的 {yours}；正确答案 {right}；判断：{verdict}",
                             "item {i}: yours {yours}; the right answer {right}; verdict: {verdict}")
    test_item_skipped = Message("第 {i} 题：跳过了；正确答案 {right}；判断：{verdict}",  # "你的跳过" read oddly
                                "item {i}: skipped; the right answer {right}; verdict: {verdict}")
    # "Normalising 100%" beside a z all wrong (the residual forgotten) read as a contradiction: the rule said here
    # the items beside each skill: 15 skills under 10 items, "Which h ReLU sets to 0" among them, could not be told
    # from the items a listener had heard
    # said as the table counts (assess.by_skill): a skipped whole-block item had stood under "every skill it tests"
    # and counted against the whole block alone
    # a whole-block item with a slip named counts against the slip's skill and the whole block: "alone" had been
    # said of both, and a learner found the item under two skills (a learner's report)
    # the rules under the table, a sentence each: one sentence of nested brackets, some 60 words, had been unreadable
    test_by_skill = Message("按技能：", "By skill:")
    test_by_skill_right = Message("答对的题算在它所测的每项技能上（从 u 算到 f 的题也测 ReLU）。",
                                  "A right item counts for every skill it tests (one worked from u to f tests ReLU "
                                  "too).")
    # two slips of two skills giving the one number had charged both, where this said "that slip's skill" (a learner)
    test_by_skill_named = Message("答错而认出了错法的题，只记在那个错法所属的技能上（几种错法都得出这个数时，记在它们"
                                  "各自的技能上），其余各步算对；整个块的题也记在“整个块”上。",
                                  "A wrong item with a slip named counts against that slip's skill (where several "
                                  "slips give its number, against each one's), its other steps being right; a "
                                  "whole-block item against the whole block too.")
    test_by_skill_unnamed = Message("答错而没认出错法的题，记在它所测的每一项上；整个块的题只记在“整个块”上。",
                                    "A wrong item with no slip named counts against every skill it tests; a "
                                    "whole-block item against the whole block alone.")
    test_by_skill_progress = Message("进度里，一道题还记在它涉及的每一项上。",
                                     "Progress counts an item for every skill its question touches.")
    test_skill_items = Message("第 {items} 题", "items {items}")
    test_skill_row = Message("{title}：{share}（{items}）", "{title}: {share} ({items})")
    test_skill_row_both = Message("{title}：第一次测试 {pre}，这一次 {share}（{items}）",
                                  "{title}: first test {pre}, this one {share} ({items})")
    test_skill_row_none = Message("{title}：第一次测试 {pre}，这一次没有一道题计入它",
                                  "{title}: first test {pre}, no item of this one counted for it")
    test_col_skill = Message("技能", "skill")
    test_col_pre = Message("第一次", "first test")
    test_col_now = Message("这一次", "this one")
    test_skill_item = Message("第 {items} 题", "item {items}")
    # "the method looks right" had stood under a close answer an eps slip gives too, "too near to tell"; and "or
    # rounded too early" under a close one-addition item, where nothing is rounded on the way
    test_slip_of = Message("你答的 {names}：", "Your {names}:")  # with the values: "Your z1, z2:" had stood bare
    test_no_skill = Message("不计入任何技能，答案接近（做法看来是对的，或者分不清是哪种做法）：第 {items} 题。",
                            "Counted for no skill, close (the method looks right, or which way it was worked cannot "
                            "be told): item {items}.")
    test_no_skill_early = Message("不计入任何技能，由中途舍入得太早的数算出（每一步的做法都对）：第 {items} 题。",
                                  "Counted for no skill, worked from numbers rounded too early (every step's method "
                                  "right): item {items}.")
    test_no_skill_swapped = Message("不计入任何技能，答案把正确值的相邻两位数字写颠倒了（做法是对的）：第 {items} 题。",
                                    "Counted for no skill, a right value with two neighbouring digits swapped (the "
                                    "method right): item {items}.")
    # one learner's two short tests: a choice slipped moved it by 10 points, unsaid (a zh learner's report)
    test_gain = Message("练习前 {pre}，练习后 {post}：归一化增益 ⟨g⟩ = {g}（(后 − 前) / (100 − 前)）。"
                        "一份测试只有 {n} 道题，一道题就能让分数差 {step} 分：这个增益只是粗略的量。",
                        "Before {pre}, after {post}: normalised gain ⟨g⟩ = {g} ((post − pre) / (100 − pre)). A test "
                        "has only {n} items, and one item can move a score by {step} points: the gain is a rough "
                        "measure.")
    test_gain_late = Message(
        "第一次测试 {pre}（做时已有练习），这一次 {post}：⟨g⟩ = {g}（(后 − 前) / (100 − 前)）。"
        "它只量两次测试之间的变化，不是练习带来的全部增益。",
        "First test {pre} (taken after practice had begun), this one {post}: ⟨g⟩ = {g} ((post − pre) / (100 − pre)). "
        "It measures the change between the two tests only, not the gain from practice.")
    test_gain_none_late = Message("第一次测试（做时已有练习）已是 {pre} 分：没有可测的变化。",
                                  "The first test (taken after practice had begun) scored {pre}: no change left to "
                                  "measure.")
    test_gain_none = Message("练习前已是 {pre} 分：没有可测的增益。",
                             "The pre-test scored {pre}: no gain left to measure.")
    test_solutions = Message("答案与解法", "Answers and solutions")
    test_yours = Message("你选的：{yours}。", "You chose {yours}.")
    test_solutions_missed = Message("没答对的题的答案与解法（{items}答对了，不再列出）",
                                    "Answers and solutions of the items not right ({items} right: not worked again)")
    test_solutions_none = Message("每道题都答对了：没有要再看的解法。", "Every item right: no solution to go over.")
    test_both_done = Message("两次测试都做过了：练习前 {pre} 分，练习后 {post} 分。"
                             "r45 test --post 再做一次练习后的测试。",
                             "Both tests are done: {pre} of 100 before practice, {post} after. r45 test --post "
                             "takes the post-test again.")
    # `r45 test --post` with no first test: headed "before practice" and not said why (a learner's report)
    test_post_first = Message("还没有练习前测试的记录，所以这次先做它；"
                              "练习后的测试（{form} 卷）在它之后，用 r45 test --post。",
                              "No pre-test is on record, so this is the pre-test; the post-test (form {form}) comes "
                              "after it, with r45 test --post.")
    # with practice recorded, "so this is the pre-test" stood under "not a before-practice test" (a learner's report)
    test_post_first_late = Message("还没有任何测试的记录，所以这次先做第一次测试；此前已有练习，它量的是你现在的水平，"
                                   "不是练习之前的。练习后的测试（{form} 卷）在它之后，用 r45 test --post。",
                                   "No test is on record yet, so this is the first; practice has begun, so it measures "
                                   "where you are now, not before practice. The post-test (form {form}) comes after "
                                   "it, with r45 test --post.")
    test_post_waits = Message(
        "练习前的测试已做（{score} 分）。练习后的测试在 {states} 都独立完成（r45 step --predict）后开放，"
        "或用 r45 test --post。",
        "The pre-test is done ({score} of 100). The post-test opens once these are done unaided (r45 step --predict): "
        "{states}; or now, with r45 test --post.",
    )
    # the first test taken with practice already recorded is no pre-test: it had been called one the next time
    test_both_done_late = Message("两次测试都做过了：第一次 {pre} 分（做时已有练习），练习后 {post} 分。"
                                  "r45 test --post 再做一次练习后的测试。",
                                  "Both tests are done: {pre} of 100 the first time (practice had begun), {post} "
                                  "after. r45 test --post takes the post-test again.")
    test_post_waits_late = Message(
        "第一次测试已做（{score} 分，做时已有练习）。练习后的测试在 {states} 都独立完成（r45 step --predict）后开放，"
        "或用 r45 test --post。",
        "The first test is done ({score} of 100; practice had begun). The post-test opens once these are done "
        "unaided (r45 step --predict): {states}; or now, with r45 test --post.",
    )
    # every state already done unaided: "opens once these are done" had been said of b0–b2, done
    test_post_open = Message("第一次测试已做（{score} 分）。练习后的测试现在就能做：r45 test --post。",
                             "The first test is done ({score} of 100). The post-test is open now: r45 test --post.")
    # a first test after practice had been offered "the post-test" as if it were the one before (a zh learner)
    test_post_open_late = Message(
        "第一次测试已做（{score} 分；做时已有练习，不是练习之前的成绩，量不出练习带来的增益）。第二次测试（另一份"
        "试卷）现在就能做：r45 test --post。",
        "The first test is done ({score} of 100; practice had begun, so it is no before-practice score and cannot "
        "measure what practice gave). The second test, on the other form, is open now: r45 test --post.")
    test_prompt = Message("测试> ", "test> ")
    # the learner model in `r45 progress`
    skill_level_0 = Message("还没掌握", "not yet")
    # the skills at the prior, apart from "not yet" of a skill missed; "not practised yet" was false of a skill whose
    # question was answered with another skill's slip named (that answer counts against the slip's skill alone)
    skills_none_counted = Message("技能：共 {n} 项，还没有哪一项计入过作答；"
                                  "预测、测验、复习、找错和测试里的第一次作答都会计入。",
                                  "Skills: {n}, none with an answer counted yet; your first tries in predict mode, "
                                  "quiz, review, spot and test count.")
    skills_not_counted = Message("还没有作答计入的另外 {n} 项，可能性都是 {chance}：",
                                 "No answer counted yet for {n} more, each at chance {chance}:")
    skills_not_counted_one = Message("还没有作答计入的另外 1 项，可能性是 {chance}：",
                                     "No answer counted yet for 1 more, at chance {chance}:")
    skill_level_1 = Message("在学", "learning")
    skill_level_2 = Message("快掌握了", "nearly")
    skill_level_3 = Message("已掌握", "mastered")
    # "chance" was read with nothing saying of what: the title says it is the chance that the skill is known
    skills_title = Message("技能：r45 估计你已掌握每一项的可能性（贝叶斯知识追踪：{learning} 起在学，"
                           "{nearly} 起快掌握了，{mastered} 起已掌握）",
                           "Skills: the chance that you know each (Bayesian knowledge tracing: learning from "
                           "{learning}, nearly from {nearly}, mastered from {mastered})")
    # under the table: a learner counted their answers and found a close one and one rounded too early left out
    # "1 of 1" at 0.83 beside "1 of 1" at 0.17 was unexplained, and "eps inside the root: 2 of 2" after two wrong
    # z4 (n − 1 named each time) read as false
    skills_uncounted = Message("接近的答案、从中途舍入得太早的数算出的答案，不计入任何技能：它们的做法看来是对的，"
                               "或者分不清是哪种做法。预测模式里沿用你前面算错的数、而这一步算对的答案，也不计入："
                               "算错的那一步已经记下。"
                               "一个答错的数，要是认出的错法只属于别的技能，对这一项就算做对（例如一个 z4 只错在 "
                               "n − 1，它的 eps 那一步就是对的）；但从 u 一路算到 z 的整段，只有每一步都对才算对。"
                               "只有正负号错了的数，只记在得出它的那一步上："
                               "符号反了的 z4，它的均值、方差和 eps 都算对。"
                               "选对一个选项比算对一个数分量轻：选项可以猜中。认出了名字的错法（如 n − 1），"
                               "比别的答错更说明这一项还没掌握。每次答完看到反馈，也是一次学会的机会：所以"
                               "很低的可能性在答错之后也会略升一点。",
                               "A close answer, or one worked from numbers rounded too early, counts for no skill: "
                               "its method looks right, or which way it was worked cannot be told; nor does a step in "
                               "predict mode that follows correctly from your own earlier wrong number: that earlier "
                               "step is counted. A wrong number whose named slip belongs to another skill counts as "
                               "right for this one (for example, a z4 wrong only by n − 1 has its eps right); but a "
                               "run from u to z counts for the whole block only when every step of it is right. A "
                               "number right but for its sign counts against the step that gives it alone: a z4 of "
                               "the wrong sign has its mean, variance and eps right. A "
                               "right option counts for less than a right number: an option can be guessed. A slip "
                               "named by its method (n − 1) says more against its skill than another wrong answer. "
                               "Each answer with its feedback is also a chance to learn, so a low chance rises a "
                               "little even after a wrong one.")
    skill_col = Message("技能", "skill")
    chance_col = Message("可能性", "chance")
    level_col = Message("程度", "in words")
    # an answer wrong by another skill's slip has this skill's part right: "3 of 11 right" beside it read as untrue
    tried_col = Message("首次作答", "right of first tries")  # "这项首次作答做对 4 次中 2 次" read unnaturally
    skill_tried = Message("{all} 次，做对 {right} 次", "{right} of {all}")
    skill_tried_run = Message("{all} 次，做对 {right} 次，最近连对 {run} 次",
                              "{right} of {all}, the last {run} in a row")
    # the least likely known is not always a skill missed: one right answer of two options is weak evidence
    # the skill quoted: "…的一项：判断：注意力…" had two colons in a row
    weakest = Message("练过的技能里，r45 认为你最可能还没掌握的一项是“{skill}”。",  # "最没把握你已掌握的是" read oddly
                      "Of the skills practised, the one r45 is least sure you know: {skill}.")
    weakest_where = Message("练过的技能里，r45 认为你最可能还没掌握的一项是“{skill}”（r45 quiz {state} 会问到它）。",
                            "Of the skills practised, the one r45 is least sure you know: {skill} (r45 quiz {state} "
                            "asks it).")
    weakest_none = Message("练过的技能，r45 都认为你已掌握（可能性都在 0.95 以上）。",
                           "Every skill practised, r45 takes you to know (each at 0.95 or more).")
    weakest_none_new = Message("练过的技能，r45 都认为你已掌握（可能性都在 0.95 以上）；还没作答过的，如“{skill}”，"
                               "r45 quiz {state} 会问到。",
                               "Every skill practised, r45 takes you to know (each at 0.95 or more). Not yet answered: "
                               "{skill}, which r45 quiz {state} asks.")
    # a skill right 1 of 1 named weakest beside one missed 3 times read as wrong (two learners' reports)
    weakest_once = Message("它目前只试过 1 次（跳过也算一次），还说不准。",
                           "It has been tried only once so far (a skip counts as a try): too few to be sure.")
    weakest_twice = Message("它目前只试过 2 次（跳过也算一次），还说不准。",
                            "It has been tried only twice so far (a skip counts as a try): too few to be sure.")
    skills_from = Message("这个可能性来自每一次第一次作答（预测、测验、复习、找错、测试），越近的越有分量；"
                          "每次测试（r45 test）按技能列出的百分比只算那一次测试。",
                          "The chance comes from every first attempt (predict, quiz, review, spot, test), the latest "
                          "weighing most; a test's table by skill counts that test alone.")
    progress_test_score = Message(" {score} 分", "{score} of 100")  # the space before a number, none before 还没做
    test_none_taken = Message("还没做过测试（r45 test 开始练习前的测试）。",
                              "No test taken yet (r45 test starts the one before practice).")
    progress_test_not_taken = Message("还没做（r45 test --post 开始）", "not taken yet (r45 test --post starts it)")
    progress_tests_late = Message(
        "测试：第一次 {pre} 分（做时已有练习，不是练习之前的成绩），第二次{post}。r45 test --json 有每项技能。",
        "Tests: first {pre} of 100 (taken after practice had begun: not a before-practice score), second {post}. "
        "r45 test --json has each skill.")
    progress_tests = Message("测试：练习前 {pre} 分，练习后{post}。r45 test --json 有每项技能与增益。",
                             "Tests: before practice {pre} of 100, after {post}. r45 test --json has each skill and "
                             "the gain.")
    # the lab's "what will change?" (`lab --ask`)
    lab_ask_how = Message("（写一行你的预测，直接回车跳过）", "(write one line of what you expect; Enter skips)")
    lab_points = Message("参考答案的要点：", "Key points of a model answer:")
    lab_yours = Message("你写的：", "You wrote: ")
    lab_kept = Message("已记下；r45 export 加 --notes 会把它放进笔记。",
                       "Kept; r45 export with --notes puts it in your notes.")
    lab_notes_title = Message("我的实验笔记", "My lab notes")
