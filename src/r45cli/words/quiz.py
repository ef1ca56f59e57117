"""The words of `r45 quiz`: questions, verdicts, hints, scores; and of an answer or a u that cannot be read."""

from . import Message


class QuizWords:
    # quiz
    quiz_title = Message("测验", "Quiz")
    quiz_question = Message("第 {i} 题（共 {n} 题）· {state}", "question {i} of {n} · {state}")
    # how the question before ended, beside the next: at 40×16 its verdict scrolled away under a tall question;
    # "previous question", not "the question before", read as this question's own history (a learner's report)
    # without a colon: "上一题：" / "第二次答对" had broken after it at 40 columns
    # "previous one: right" above a card missed the day before was read as that card's own history
    quiz_before_right = Message("上一题答对了", "previous question: right")
    quiz_before_half = Message("上一题第二次才答对", "previous question: right at the second try")
    quiz_before_wrong = Message("上一题没有答对", "previous question: not right")
    quiz_before_skipped = Message("上一题跳过了", "previous question: skipped")
    quiz_prompt = Message("答案> ", "answer> ")
    # the right value to fewer decimals than asked ("wrong" beside "that is the right value to 2 decimals" read as a
    # contradiction, and the same to 4 decimals was "close")
    verdict_cut_short = Message("没写满位数", "cut short")
    verdict_swapped = Message("两位数字写颠倒", "two digits swapped")
    # a vector's count by kind of miss: "all 4 components are wrong" had stood over one said to be close; "Not
    # right: 3 of the 4 components" was read as 3 right
    predict_wrong_kinds = Message("不对：{n} 个分量里有 {k} 个没答对（{kinds}）。",
                                  "Not right in {k} of the {n} components ({kinds}).")
    predict_wrong_all_kinds = Message("不对：{n} 个分量都没答对（{kinds}）。",
                                      "Not right: none of the {n} components is right ({kinds}).")
    miss_wrong = Message("{n} 个不对", "{n} wrong")
    miss_close = Message("{n} 个接近", "{n} close")
    miss_cut_short = Message("{n} 个没写满位数", "{n} cut short")
    # a slip of no step: the right method on numbers before the step rounded to fewer decimals than the course's
    mis_rounded_early = Message("中途舍入得太早", "numbers rounded too early")
    mis_rounded_early_why = Message(
        "做法是对的：把这一步之前的数舍入到不足 {decimals} 位小数，再照正确做法算，正好得到这个数。"
        "得出答案之前，每个数都要保留 {decimals} 位小数。",
        "The method is right: the numbers before this step rounded to fewer than {decimals} decimals, then worked "
        "the right way, give this number. Every number keeps {decimals} decimals until the answer.")
    mis_rounded_early_way = Message("这一步之前的数舍入到不足 {decimals} 位小数",
                                    "the numbers before this step rounded to fewer than {decimals} decimals")
    mis_rounded_early_right = Message("每个数都保留 {decimals} 位小数", "every number kept to {decimals} decimals")
    quiz_read_on = Message("按 Enter 继续，输入 q 到此为止> ", "Enter: go on, q: stop here> ")
    # after the last: nothing to go on to ("Enter: the score>" was heard as "enter the score")
    quiz_read_on_last = Message("按 Enter 看得分> ", "Enter: see the score> ")
    quiz_read_on_answer = Message("答案：{answer}。", "The answer: {answer}. ")  # before it, above a long solution
    quiz_number_help = Message("输入一个数，写到 {decimals} 位小数", "type a number to {decimals} decimals")
    quiz_set_help = Message("输入 {prefix} 的分量，如 {prefix}1 {prefix}3；都不是就输入“无”",
                            "type components of {prefix}, e.g. {prefix}1 {prefix}3; none if there are none")
    quiz_vector_help = Message("输入 {n} 个数，用空格或逗号隔开，各写到 {decimals} 位小数",
                               "type {n} numbers separated by spaces or commas, each to {decimals} decimals")
    quiz_choice_help = Message("输入选项编号 1–{n}", "type an option number, 1 to {n}")
    # a key and its word never apart: at 40 columns "按 s 跳过，按" | "q 结束"
    quiz_keys = Message("；按\u00a0s\u00a0跳过，按\u00a0q\u00a0结束", "; type s to skip, q to end the quiz")
    review_keys = Message("；按\u00a0s\u00a0跳过，按\u00a0q\u00a0结束复习", "; type s to skip, q to end the review")
    quiz_skipped = Message("跳过。", "Skipped.")
    quiz_empty_set = Message("请至少输入一个分量，都不是就输入“无”。",  # not "none" under a prompt that says 无
                             "Type at least one component, or none.")
    quiz_bad_member = Message("{token!r}不是 {prefix}1…{prefix}{n} 之一。",
                              "{token!r} is not one of {prefix}1…{prefix}{n}.")
    quiz_bad_option = Message("选项的编号是 1 到 {n}。", "The options are numbered 1 to {n}.")  # then: try again
    quiz_bad_option_two = Message("选项的编号是 1 和 2。", "The options are numbered 1 and 2.")
    quiz_right = Message("答对了。", "Right.")
    quiz_not_right = Message("不对。", "Not right.")
    quiz_hint = Message("提示：{hint}", "Hint: {hint}")
    quiz_solution = Message("答案是 {answer}。解法：", "The answer is {answer}. Worked solution:")
    quiz_solution_why = Message("答案是 {answer}。理由：", "The answer is {answer}. Why:")
    set_zeroed = Message("被 ReLU 置零", "zeroed by ReLU")
    set_passed = Message("原样通过 ReLU", "passed by ReLU as it is")
    set_negative = Message("为负", "negative")
    set_not_negative = Message("不为负", "not negative")
    quiz_score = Message("得分：{right}（满分 {total}）", "Score: {right} of {total}")  # "1/3": "one slash three"
    quiz_stopped = Message("测验提前结束。", "Quiz ended early.")
    # what comes next, after the score: the quiz had ended on its score alone (a learner's report)
    # by number: "…(or skipped): 2." was heard as question 2, which was right (a listener's report)
    quiz_next_missed = Message("第一次没答对（或跳过）的题：{which}。下次 r45 quiz 先问它们；"
                               "明天起 r45 review 也会把它们当卡片再问。",
                               "Not right at the first try (or skipped): {which}. Your next r45 quiz asks them first, "
                               "and r45 review brings them back as cards from tomorrow.")
    # one question: "先问它们" ("asks them") had been said of it (a zh learner)
    quiz_next_missed_one = Message("第一次没答对（或跳过）的题：{which}。下次 r45 quiz 先问它；"
                                   "明天起 r45 review 也会把它当卡片再问。",
                                   "Not right at the first try (or skipped): {which}. Your next r45 quiz asks it "
                                   "first, and r45 review brings it back as a card from tomorrow.")
    quiz_question_numbers = Message("第 {numbers} 题", "questions {numbers}")
    quiz_question_number = Message("第 {numbers} 题", "question {numbers}")
    # on the course's numbers, printed on every state's page, a right answer may be read off: new numbers offered
    quiz_next_all_right = Message("每道题都是第一次就答对。r45 quiz --fresh 用新抽的数再问一遍；"
                                  "r45 step --predict 让你在新抽的数上把各状态自己算一遍。",
                                  "Every question right at the first try. r45 quiz --fresh asks them again on freshly "
                                  "drawn numbers, and r45 step --predict has you work the states out on them.")
    review_stopped = Message("复习提前结束。", "Review ended early.")
    quiz_none = Message("这个状态没有测验题。", "This state has no quiz questions.")
    quiz_no_fresh_u = Message(
        "试了 {n} 次，新抽的 u 都不能让 ReLU 只置零部分通道、且 z 有负分量：这个课件的权重出不了新数的题（不加 --fresh "
        "的 r45 quiz 用本课的数）",
        "no u drawn in {n} tries has ReLU zero some hidden channels but not all and z a negative component with this "
        "lesson's weights, so its numeric questions cannot be asked on fresh numbers (r45 quiz without --fresh uses "
        "the lesson's)",
    )
    quiz_no_fresh_w2 = Message(
        "试了 {n} 次，新抽的 W2 都不能让 ReLU 只置零部分通道、z 有负分量且 f 各分量都不为 0：写着 draw: [u, W2] 的题出"
        "不了新数",
        "no W2 drawn in {n} tries keeps ReLU zeroing some channels but not all, z with a negative component and every "
        "f non-zero with this lesson's weights, so its questions with draw: [u, W2] cannot be asked on fresh numbers",
    )
    none = Message("无", "none")
    quiz_right_second = Message("答对了，第二次答对得半分。", "Right, on the second try: half a point.")
    # this question in an earlier run: "上次…" under "上一题没有答对" (the one before, in this run) read as one
    quiz_missed_before = Message("这道题以前首次作答没有答对（或跳过了），再做一次",  # a skip is a miss: said so
                                 "this question was not right at the first try before (or was skipped): once more")
    quiz_given_note = Message("已知：题目给出的数", "given: the numbers the question gives")
    sum_left_out_one = Message("{names} 不必算出：{left} 在 {name} 里的权重是 0。",
                               "{names} are not worked out: the weight of {left} in {name} is 0.")
    sum_left_out_many = Message("{names} 不必算出：{left} 在 {name} 里的权重都是 0。",
                                "{names} are not worked out: the weights of {left} in {name} are 0.")
    sum_given_out_one = Message("用不到 {left}：它在 {name} 里的权重是 0。",
                                "{left} is not needed: its weight in {name} is 0.")
    sum_given_out_many = Message("用不到 {left}：它们在 {name} 里的权重都是 0。",
                                 "{left} are not needed: their weights in {name} are 0.")
    # "counted as not right" read as misses recorded for a break: none is, and a state keeps its best score
    quiz_unreached = Message("还有 {n} 题没有答完：这几题本轮计 0 分，不会记为答错"
                             "（本轮得分只有在是你最好的成绩时才记入进度）。",
                             "{n} not finished: they score 0 in this run, and none is recorded as missed (this run's "
                             "score is kept in your progress only if it is your best).")
    quiz_unreached_one = Message("还有 1 题没有答完：它本轮计 0 分，不会记为答错"
                                 "（本轮得分只有在是你最好的成绩时才记入进度）。",
                                 "1 not finished: it scores 0 in this run, and is not recorded as missed (this run's "
                                 "score is kept in your progress only if it is your best).")  # "they score" of one
    quiz_unreached_missed = Message(
        "还有 {n} 题没有答完：这几题本轮计 0 分；其中 {cut} 题你已答错过一次，记为答错，下次先问；其余不记为答错"
        "（本轮得分只有在是你最好的成绩时才记入进度）。",
        "{n} not finished: they score 0 in this run. {cut} of them you had answered wrong once, so it is recorded "
        "as missed and asked first next time; the rest are not (this run's score is kept in your progress "
        "only if it is your best).")
    review_score = Message("得分：问到的 {asked} 张里得 {right} 分", "Score: {right} of the {asked} asked")  # skips too
    # an instructor's numbers under a question that says what they do not: left out, and said where the quiz starts
    quiz_left_out = Message("这里略去了说法与这份课程文件的数不符的题：{which}。r45 verify 会指出要改哪些文字。",
                            "Left out here, for what they say does not hold for this lesson file's numbers: {which}. "
                            "r45 verify says which texts to change.")
    quiz_left_one = Message("{state} 的第 {k} 题（题目说 {claim}，这些数给出 {name} = {got}）",
                            "{state}'s question {k} (it says {claim}; these numbers give {name} = {got})")
    quiz_seed = Message(
        "每道题的 u 都是新抽的；题目注明时，W2 也是新抽的（种子\u00a0{seed}；{command} 可以重做同一组）。",
        "Each question's u is freshly drawn, and so is W2 where a question says so (seed\u00a0{seed}; {command} "
        "repeats this set).",
    )
    quiz_given_drawn = Message("（{name} 是为这道题新抽的，不是本课的数）",
                               "({name} is drawn anew for this question, not the lesson's)")
    # linear text: W1's 24 weights had been heard at questions 1, 2 and 14
    # "run 2": no run is said by its number
    predict_given_heard = Message("（{name} 与这次学习早先一轮的相同，不再重复；输入 i 再按 Enter 可以再听一遍）",
                                  "({name} is the same as at an earlier run this session, not said again; i, then "
                                  "Enter, reads it again)")
    # the way back said where it is left out: a listener at question 2 typed h and i and heard "not a number"
    quiz_given_heard = Message("（{name} 与第 {n} 题读过的相同，不再重复；输入 i 再按 Enter，把这道题整段再读一遍）",
                               "({name} is the same as at question {n}, not said again; i, then Enter, reads this "
                               "question again whole)")
    # f beside u with W2 drawn and not shown: its negative components looked wrong against the course's W2
    quiz_given_worked_with = Message(
        "（{name} 是用为这道题新抽的 {weight} 算出的，不是本课的 {weight}；这个 {weight} 没有列出）",
        "({name} is worked with a {weight} drawn anew for this question, not the lesson's; that {weight} is not shown)")
    # grading, shared by the quiz, predict mode and review
    grade_set_missing = Message("漏了 {names}。", "Left out: {names}.")
    # "h4 不在其中" read as h4 missing from the learner's answer: it is in it, and is not in the set
    grade_set_extra = Message("多写了 {names}：不属于答案。", "Not in the set: {names}.")
    # how many, before the second try ("Channels left out: 1" was heard as channel h1)
    grade_set_missing_one = Message("漏了 1 个通道。", "Left out: one channel.")
    grade_set_missing_count = Message("漏了 {n} 个通道。", "Left out: {n} channels.")
    grade_set_extra_one = Message("多写了 1 个通道。", "Not in the set: one channel.")
    grade_set_extra_count = Message("多写了 {n} 个通道。", "Not in the set: {n} channels.")
    grade_close = Message("接近了：前 {k} 位小数对了，差 {off}。",
                          "Close: the first {k} decimals agree; it is off by {off}.")
    grade_cut_not_rounded = Message("{typed} 是 {exact} 在第 {places} 位小数后直接截断；四舍五入（逢五进一）应为 "
                                    "{rounded}。",
                                    "{typed} is {exact} cut after {places} decimals; rounded (half away from zero) it "
                                    "is {rounded}.")
    # before a second try: the rounding named, not done for the learner ("rounded it is …", then half a point for it)
    grade_cut_round_it = Message("{typed} 是准确值在第 {places} 位小数后直接截断；请把准确值四舍五入（逢五进一）。",
                                 "{typed} is the exact value cut after {places} decimals; round it (half away from "
                                 "zero) instead.")
    # before a second try: how far off is the answer itself ("off by 0.000001": add it and take half a point)
    grade_close_try = Message("接近了：前 {k} 位小数对了。", "Close: the first {k} decimals agree.")
    grade_close_near = Message("接近了，但还不对。", "Close, but not right.")
    grade_close_off = Message("接近了：差 {off}。", "Close: it is off by {off}.")
    # f4's value typed for f3: a learner who worked W2's column 4 was told "Not right" alone
    grade_other_component = Message("这是 {other} 的值，不是这一项的。",
                                    "That is the value of {other}, not of this one.")
    grade_other_also = Message("它也正是 {other} 的值。", "It is also the value of {other}.")
    # a slip of the pen: which two digits is left to find (said before a second try too)
    grade_swapped = Message("方法没错：这是正确值把相邻两位数字写颠倒了。请核对抄写。",
                            "The method is right: this is the right value with two neighbouring digits swapped. "
                            "Check how you wrote it down.")
    # "can come within": worked with std to 6 decimals the slip gives 0.950301, with every digit 0.950302 (a learner
    # who worked it the second way read "no more than 0.000001" as false)
    # {gap} bounds how far the slip's numbers are from the right ones: "只差 0.000002" beside "差 0.000001" had read
    # as the nearest they come (a learner's report)
    grade_too_near = Message("“{names}”也会得到与此相近的数；在这组数上，它与正确值相差不超过 {gap}，太近了，"
                             "分不清你用的是哪种做法。",
                             "'{names}' gives a number this near too; on these numbers it comes within {gap} "
                             "of the right one, too near to tell which way you worked.")
    grade_too_near_each = Message("下面几种做法在这组数上也都会得到与此相近的数，与正确值相差都不超过 {gap}，太近了，"
                                  "分不清你用的是哪种做法：{names}。",
                                  "Each of these slips gives a number this near too, on these numbers within {gap} "
                                  "of the right one, too near to tell which way you worked: {names}.")
    grade_close_other = Message(  # "off by 0.000001" beside a shown 0.298021, 0.000002 away: measured from 0.298022
        "正确的值因中途怎样取舍而不止一个，这里是和其中最接近的那个比的。",
        "Rounding on the way gives more than one right value; that is measured from the nearest.")
    # worked out: a learner left the 4 decimals in the field and added "00" to the right value's 0.787796
    grade_short = Message("你写了 {n} 位小数；请算出全部 {decimals} 位（末尾补 0 未必对）。",  # "1 decimals"
                          "You gave {n} of {decimals} decimals; give all {decimals}, worked out (zeros added on may "
                          "not be right).")
    # "give all 6" after a component: a listener typed a5 alone, and was told 6 numbers were needed (the "it" of the
    # "Type it again" after it is the vector)
    grade_short_at = Message("小数不足 {decimals} 位的分量：{names}；向量里每个数都要算出全部 {decimals} 位小数"
                             "（末尾补 0 未必对）。",
                             "Fewer than {decimals} decimals at {names}; every number of the vector needs all "
                             "{decimals}, worked out (zeros added on may not be right).")  # z4 never capitalised
    grade_rounded = Message("这是正确值写到 {n} 位小数的样子；答案要写到 {decimals} 位。",
                            "That is the right value to {n} decimals; the answers are to {decimals}.")
    grade_rounded_again = Message("这是正确值写到 {n} 位小数的样子；请写满 {decimals} 位。",
                                  "That is the right value to {n} decimals; give all {decimals}.")
    # too few decimals, and cut where rounding goes up: asked for in full, as a rounded one is
    grade_short_cut = Message("你写了 {n} 位小数，是准确值在那里直接截断，没有四舍五入；请算出全部 {decimals} 位。",
                              "You gave {n} of {decimals} decimals, the exact value cut there, not rounded; give all "
                              "{decimals}, worked out.")
    grade_short_said = Message("你写了 {n} 位小数；答案要写到 {decimals} 位。",
                               "You gave {n} of {decimals} decimals; the answers are to all {decimals}.")
    grade_mistake = Message("这与“{name}”得到的结果相符。{why}", "That matches what the slip '{name}' gives. {why}")
    grade_mistake_near = Message(  # the slip's number as written is not the one typed: a rounding on the way apart
        "这就是“{name}”得到的结果，只差 {off}，那是中途取舍造成的。{why}",
        "That is what the slip '{name}' gives, but for {off}, which rounding on the way accounts for. {why}")
    # 几种 had been said of two
    grade_mistakes = Message("下面这 {n} 种做法都会得到这个数：{names}。",
                             "Each of these {n} slips gives that number: {names}.")
    grade_mistakes_set = Message("下面这 {n} 种做法都会得到这组分量：{names}。",  # 这个数 had been said of z2 z3
                                 "Each of these {n} slips gives those components: {names}.")
    grade_hint = Message("提示：{hint}", "Hint: {hint}")
    predict_how = Message("做法：{hint}", "How it goes: {hint}")  # after the answer: "Hint:" promised a second try
    grade_claim_panel = Message("下面的“{title}”把这一点算给你看。", "The panel '{title}' below works it out.")
    grade_carried = Message(
        "这一步按你自己前面的数算是对的；偏差来自更早的一步。",
        "This step follows correctly from your own earlier numbers; what is off comes from an earlier step.",
    )
    grade_carried_parts = Message("{names} 按你自己前面的数算是对的；偏差来自更早的一步。",
                                  "{names} follow correctly from your own earlier numbers; what is off comes from an "
                                  "earlier step.")
    grade_on_own = Message(
        # "the earlier step's" read as the step just before, right, where the wrong one was s1, two steps back
        "这个数是在你自己前面的数上（包括你算错的那个）犯了这个错得到的。",  # 又 read as "this slip again"
        "This slip, made here on your own earlier numbers (the wrong one included), gives it.",
    )
    grade_on_own_each = Message(  # after two slips named: "this slip" pointed at neither
        "这个数是在你自己前面的数上（包括你算错的那个）犯了上面任一种错得到的。",
        "Each of those slips, made here on your own earlier numbers (the wrong one included), gives it.",
    )
    grade_right_method = Message("正确做法", "the right method")
    grade_right_method_own = Message("正确做法（用你前面的数）", "the right method, on your numbers")
    # review (`r45 review`)
    review_title = Message("复习 · {day}：{due} 张到期，{new} 张新卡", "Review · {day}: {due} due, {new} new")
    # a session full at DAILY with a new card left for today: "1 card left today" at the end had been unexplained
    review_title_full = Message("复习 · {day}：{due} 张到期，{new} 张新卡（每次最多 {most} 张；"
                                "今天另有 {later} 张新卡，留到下一次复习）",
                                "Review · {day}: {due} due, {new} new (at most {most} a session; {later} more new "
                                "today, in the next one)")
    review_title_capped = Message(
        "复习 · {day}：{every} 张到期，这次问其中 {due} 张（每次最多 {most} 张），{new} 张新卡{later}",
        "Review · {day}: {every} due, {due} of them this time (at most {most} a session), {new} new{later}")
    # fewer due asked than a session holds: the others ask what one asked now asks ("at most 10" read as no reason)
    review_title_twins = Message(
        "复习 · {day}：{every} 张到期，这次问其中 {due} 张（另 {waiting} 张问的题与这次的某张相同，下一次复习再问），"
        "{new} 张新卡{later}",
        "Review · {day}: {every} due, {due} of them this time (held for the next review: {waiting}, each asking what "
        "one of these asks), {new} new{later}")
    # "0 new" said alone, 4 came that day; "in a later one": of what; "for a later review" read as another day;
    # "留到今天再运行一次" read badly
    review_title_later = Message("；今天另有 {later} 张新卡，要再运行一次 r45 review 才会问到",
                                 "; new cards left for another r45 review today: {later}")
    review_more_today = Message("今天还有 {n} 张卡可复习（{due} 张到期，{new} 张新卡）：再运行一次 r45 review。",
                                "Cards left for today: {n} ({due} due, {new} new). Run r45 review again.")
    review_seed = Message("数值题用新抽的 u；卡片注明时，W2 也是新抽的（种子\u00a0{seed}）。",
                          "Numeric cards use a freshly drawn u, and a drawn W2 where a card says so "
                          "(seed\u00a0{seed}).")
    review_unopened = Message("新卡里有你还没打开过的状态：{states}（r45 show {state} 可以先看一看）。",
                              "Some new cards are of states you have not opened yet: {states} (r45 show {state} "
                              "shows the first).")
    review_nothing = Message("今天没有要复习的卡。", "Nothing to review today.")
    # "at most 4 … today has met 6" a contradiction, "13 not met … met 13" one count; the review's own new cards had
    # gone unnamed among where they come from (a learner's report)
    review_new_later = Message(
        "今天不再安排新卡：今天已经见过 {met} 张新卡（在复习或测验里答过的，以及在预测、测试或找错里答错的，都算），"
        "复习只在当天见过的新卡少于 {per_day} 张时才安排新卡；还有 {n} 张没见过的卡留到以后。",
        "No new cards today: {met} were met today already (answered in review or a quiz, or missed in predict mode, "
        "the test or spot), and review brings in new cards only while fewer than {per_day} have been; {n} more "
        "wait for a later day.")
    # "Next review: 2026-12-09." alone: how far off, and how much (a learner with half an hour a day)
    review_next = Message("下一次复习：{date}（{when}），{due} 张到期，{new} 张新卡。",
                          "Next review: {date} ({when}): {due} due, {new} new.")
    review_next_capped = Message("下一次复习：{date}（{when}），{due} 张到期，{new} 张新卡；每次复习最多 {cap} 张。",
                                 "Next review: {date} ({when}): {due} due, {new} new; at most {cap} in one review.")
    review_next_new = Message("下一次复习：{date}（{when}），那天来的是 {new} 张新卡。",
                              "Next review: {date} ({when}), when {new} new cards come.")
    review_tomorrow = Message("明天", "tomorrow")
    review_in_days = Message("{n} 天后", "in {n} days")
    review_bad_date = Message(  # the range is progress_format.FIRST_DAY to LAST_DAY (a test holds them together)
        "R45_TODAY 应是 1900-01-01 到 9899-12-31 之间、写成 YYYY-MM-DD 的日期，而不是{text!r}",
        "R45_TODAY must be a date written YYYY-MM-DD, not {text!r}; r45 schedules from 1900-01-01 to 9899-12-31",
    )
    # "not met yet" had been said of cards whose questions the learner answered right in a quiz that morning
    # parts joined by ；/ "; ": a " · " a line broke at went with the break, and "new cards" / "after today, next
    # review…" read as "new cards after today"
    review_progress = Message("复习：今天到期 {due} 张，新卡 {fresh} 张{met}；另有 {new} 张之后作为新卡加入",
                              "Review cards: {due} due today, {fresh} new{met}; {new} more to come as new cards")
    # "4 new" in the morning, "0 new" after practice that missed: why (each miss had made a card met today)
    review_progress_met = Message("（今天已第一次见过 {met} 张：复习或测验里答过的，或别处答错的；"
                                  "都计入每天最多 {cap} 张新卡）",
                                  " ({met} met for the first time today already, in review, a quiz or a miss "
                                  "elsewhere, count against the {cap} new a day)")
    # "5 met … at most 4 new a day" read as the cap broken: cards a miss makes come over it, and fill the day
    review_progress_met_full = Message("（今天已第一次见过 {met} 张：复习或测验里答过的，或别处答错的；"
                                       "每天最多 {cap} 张新卡，今天已满，不再有新卡）",
                                       " ({met} met for the first time today already, in review, a quiz or a miss "
                                       "elsewhere: that fills the {cap} new a day, so no more come today)")
    # "16 not met yet", below the skills, was read as skills
    # with that day's cards, as review's end says them: a date alone had not said how many would wait
    review_progress_next = Message("；下一次复习 {date}：共 {total} 张（{due} 张到期，{new} 张新卡）",
                                   "; next review on {date}: {total} cards ({due} due, {new} new)")
    # more than one review holds: "12 cards" promised, and a review of 10 came (a learner's report)
    review_progress_capped = Message("，每次复习最多 {cap} 张", ", at most {cap} in one review")
    review_progress_next_new = Message("；下一次复习 {date}：{new} 张新卡",
                                       "; next review on {date}: {new} new cards")
    review_progress_after = Message("；今天之后，下一次复习 {date}：共 {total} 张（{due} 张到期，{new} 张新卡）",
                                    "; after today, next review on {date}: {total} cards ({due} due, {new} new)")
    review_progress_after_new = Message("；今天之后，下一次复习 {date}：{new} 张新卡",
                                        "; after today, next review on {date}: {new} new cards")
    # what a person typed (typed.py)
    typed_too_long = Message("太长了（最多 {n} 个字符）", "too long (at most {n} characters)")
    typed_empty = Message("什么也没有输入", "nothing was typed")
    typed_key = Message("方向键、PgDn 这样的按键在这里不起作用，请直接输入答案",
                        "keys such as the arrows and PgDn do nothing here: type the answer")
    typed_not_number = Message("{text!r}不是一个数", "{text!r} is not a number")
    typed_exponent = Message("{text!r}里有 e：答案请只用数字写出，像屏幕上那样写到 {decimals} 位小数",
                             "{text!r} has an e in it: write an answer out in digits, to {decimals} decimals as on "
                             "the screen")
    typed_out_of_range = Message("{text} 超出范围（应在 ±{limit} 以内）",
                                 "{text} is out of range (keep within ±{limit})")
    typed_count = Message("需要恰好 {want} 个数（用逗号或空格分隔），收到 {got} 个",
                          "needs exactly {want} numbers (separated by commas or spaces), got {got}")
    # "1,5" for 1.5: a decimal comma, counted as two numbers with no word why (a zh learner's 6 numbers "got 7")
    typed_count_comma = Message("需要恰好 {want} 个数，收到 {got} 个：数字之间的逗号会把一个数分成两个；"
                                "小数请用小数点，例如 1.5",
                                "needs exactly {want} numbers, got {got}: a comma between digits parts one number in "
                                "two; a decimal takes a point, as in 1.5")
    typed_item = Message("第 {i} 个值：{problem}", "value {i}: {problem}")
