"""The words of a predict run's end: what it comes to, and where the next run goes (help fading or coming back)."""

from . import Message


class RunWords:
    # "went wrong" had named var under a mean marked wrong, its two digits swapped: its method was right
    # "第一个做法出错的步骤" read as "the step where the first method (the row above) went wrong"
    # of the steps asked: "your working first went wrong here" had named the mean where the slip was in s, not asked
    predict_first_wrong = Message("最早答错的一步：{name}。", "The earliest step that went wrong: {name}.")
    predict_all_right = Message("每一步都对。", "Every step right.")
    # a step that follows the learner's own close number, or one rounded early, is not "a digit astray"
    # a run with a step wrong still counts after a close one: "nothing counts" had read as the slate wiped
    # "1 off only in the numbers" read as "off by one"; two digits swapped are a slip of the numbers too
    predict_close_only_pending = Message(
        "各步的做法看不出有错，只是有 {n} 个步骤的数不对（差在最后几位、两位数字写颠倒、小数位数不够、"
        "截断而没有四舍五入、中途舍入太早，或由你自己前面的数算出）。这一级再来一次：这一轮不算对也不算错，"
        "之前那一轮的错仍然算数，再错一轮就多给一点帮助。",
        "No step was off by enough to tell a method gone wrong; only the numbers were off, at {n} of the steps (a "
        "digit astray or two swapped, too few decimals, cut instead of rounded, rounded early, or worked from your "
        "own earlier number). "
        "This level once more; this run counts neither way, so the earlier run with a step wrong still counts: one "
        "more brings help back.")
    # "no step's method went wrong" had been said to a learner who left eps out, a digit from the right z1
    predict_close_only = Message("各步的做法看不出有错，只是有 {n} 个步骤的数不对（差在最后几位、两位数字写颠倒、"
                                 "小数位数不够、截断而没有四舍五入、中途舍入太早，或由你自己前面的数算出）。"
                                 "这一级再来一次；这一轮不会让帮助变多。",
                                 "No step was off by enough to tell a method gone wrong; only the numbers were off, "
                                 "at {n} of the steps (a digit astray or two swapped, too few decimals, cut instead of "
                                 "rounded, rounded early, or worked from your own earlier number). This level once "
                                 "more, and nothing counts toward help coming back.")
    predict_then = Message("下一轮预测（按\u00a0a，或再开 step\u00a0--predict）：{next}。",
                           "Next run (a, or step\u00a0--predict again): {next}.")
    # a miss said nothing of next
    predict_again = Message("下一轮预测（按\u00a0a，或再开 step\u00a0--predict）：还是这一级，再算一遍。",
                            "Next run (a, or step\u00a0--predict again): this level once more.")
    predict_ask_again = Message("下一轮预测（按\u00a0a，或再开 step\u00a0--predict）：再问一次这个问题。",
                                "Next run (a, or step\u00a0--predict again): this question once more.")
    predict_again_once = Message("下一轮预测（按\u00a0a，或再开 step\u00a0--predict）：还是这一级，再算一遍；"
                                 "要是再有一步算错，就多给一点帮助。",
                                 "Next run (a, or step\u00a0--predict again): this level once more; if a step is wrong "
                                 "again, some help comes back.")
    # "two runs in a row" was false where a run between had only a close step (no method wrong), which counts
    # neither way: two runs at this level with a step wrong, none between right without help
    # at the run after: its level is the lower one help came back to, where no run went wrong ("at this level")
    predict_came_back = Message("在更高的一级，你有两轮都算错了一步，中间也没有哪一轮独立全对，"
                                "所以这一轮多给一点帮助。",
                                "Two runs at a higher level had a step wrong, with none between right without help, "
                                "so this one gives more help.")
    predict_back = Message("这一级你已有两轮都算错了一步，中间也没有哪一轮独立全对，所以多给一点帮助。"
                           "下一轮预测（按\u00a0a，或再开 step\u00a0--predict）：{next}。",
                           "Two runs at this level had a step wrong, with none between right without help, so some "
                           "help comes back. Next run (a, or step\u00a0--predict again): {next}.")
    back_fewer = Message("{name} 以及它前面的步骤都给出算好的结果，只问后面的", "the steps up to {name} shown worked, "
                         "those after it asked")
    back_single = Message("每一步只问一个数，不再问整个向量", "one number a step again, not whole vectors")
    back_formulas = Message("公式重新显示出来", "the formulas shown again")
    back_alone = Message("只算这一个状态，每个分量都要算，公式显示出来",
                         "this state alone, every component, its formulas shown")
    next_more = Message("多问前面一步", "one earlier step is asked too")
    next_whole = Message("整个状态，每个分量都要算", "the whole state, every component")
    # "f" alone was read as the vector f (b1 computes it): the key is called a key
    next_hidden = Message("公式收起来（按 f 键可以查看）", "the formulas hidden (the key f shows them)")
    next_chain = Message("“{title}”", "“{title}”")  # the chain's own title says what it asks, quoted as a title
    # how a run ends: let go, waiting for the stretch, or not recorded
    # a state is asked once a session unless `a` asks it again: back at it, a learner had waited for a next time
    predict_next = Message("每一步都对。下一轮预测（按\u00a0a，或再开 step\u00a0--predict）：{next}。",
                           "Every step right. Next run (a, or step\u00a0--predict again): {next}.")
    # after "every step right: recorded as done unaided", which had been followed by "every step right" again
    predict_unaided = Message("公式收着、数是新抽的，每一步都对：记为独立完成。",
                              "Every step right on new numbers with the formulas hidden: recorded as done unaided.")
    # the stretch's own run: a learner who reached the top had been told no more than after any state's run
    # what was done, not what the learner can do: one right run after two wrong ones, progress's estimate of the
    # whole block still "nearly", and the test's whole-block item missed (a learner's report)
    predict_chain_done = Message("“{title}”：数是新抽的、公式收着，每一步都对。这一次你独立算完了从 u 到 z 的整段："
                                 "记为独立完成（r45 progress 列出；它对“整个块”的估计看的是所有答过的题）。",
                                 "'{title}': every step right on new numbers with the formulas hidden. This time you "
                                 "worked u\u00a0→\u00a0z alone, the whole stretch: recorded as done unaided (r45 "
                                 "progress lists it; its estimate for the whole block weighs every answer so far).")
    # the run that opened the test after practice says so: a learner done unaided had not known what came next
    # a learner who practised first found the test "before practice" was one no more, and nothing had said so
    predict_pretest = Message("还没开始练习：先做一个练习前的短测试（r45 test），练习后的那次才能量出你学到了多少；"
                              "在这里答了题之后，它就不算练习前了。",
                              "Before practice: a short test first (r45 test) lets the one after practice measure "
                              "what you learnt; once you answer here, a test no longer counts as before practice.")
    predict_test_open = Message("练习后的测试现在可以做了：r45 test --post（练习前那次得了 {score} 分）。",
                                "The test after practice is open now: r45 test --post (the one before scored "
                                "{score}).")  # as the path's end says it ("r45 test" there had read as another test)
    # "not asked here again … a asks it now" read as a contradiction; not "done unaided", which progress keeps for
    # steps computed on new numbers (a choice can be guessed): a learner read the two as a contradiction
    predict_unaided_claims = Message("没有借助提示就答对了：记下了（r45 progress 把它列在“不借助提示就答对的问题”里）。"
                                     "以后来到这里不会再主动问它（想再答就按\u00a0a）；r45 review 会再问。",
                                     "Right without help: recorded (r45 progress lists it among the questions answered "
                                     "right without help). Coming here no longer asks it (a: ask it again); r45 review "
                                     "brings it back.")  # "(a asks" was heard "uh asks"
    predict_chain_ready = Message("整段的其他状态也都独立完成了：按\u00a0a 开始“{title}”。",
                                  "The other states of the stretch are done unaided too; a: start '{title}'.")
    # each state with the key that goes there (a learner told to finish b0 and b1 looked for how to reach them)
    predict_chain_waits = Message("等 {states}也独立完成后，就开始整段练习。",
                                  "The whole stretch waits for these to be done unaided too: {states}.")
    predict_chain_waits_there = Message("整段练习在 {at}进行，等 {at}本身也独立完成后开始。",
                                        "The whole stretch is asked at {at}, once {at} itself is done unaided too.")
    predict_chain_waits_at = Message("整段练习在 {at}进行，等 {states}也独立完成后开始。",
                                     "The whole stretch is asked at {at}, once these are done unaided too: {states}.")
    # at b1 it had named a command, r45 step --predict --from b2, where b2 itself said a: the key, here too
    # "到了那里就开始（这次已经在 b2 练过的话，再按 a）" had read confusingly (a zh learner)
    predict_chain_open_at = Message("整段的其他状态也都独立完成了：整段练习在 {at}，到了那里就开始；要是这次已经在 "
                                    "{state} 练过，到了那里按\u00a0a 开始。",
                                    "The other states of the stretch are done unaided too: the whole stretch is "
                                    "asked at {at} and starts on arriving there; if {state} was asked already this "
                                    "session, press a there to start it.")
    state_key = Message("{state}（按\u00a0{key}）", "{state} (key\u00a0{key})")
    # earlier this session, or today before a restart (which had made the answer shown minutes before "unaided")
    predict_told = Message("答对了，但之前已经看过答案：不记为独立完成；r45 review 改天再问。",
                           "Right, but its answer was shown before: not recorded as done unaided; "
                           "r45 review asks it another day.")
    predict_hinted = Message("每一步都对，但看了公式：这一次不记为独立完成。",
                             "Every step right, but the formulas were shown: not recorded as done unaided.")
    predict_looked = Message("看了 {n} 步的答案：这一次不算全对。",
                             "Steps whose answer you looked at (s): {n}; this run is not all right.")
