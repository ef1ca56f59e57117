"""The words of a predict run's end: what it comes to, and where the next run goes (help fading or coming back)."""

from . import Message


class RunWords:
    # "went wrong" had named var under a mean marked wrong, its two digits swapped: its method was right
    # "第一个做法出错的步骤" read as "the step where the first method (the row above) went wrong"
    predict_first_wrong = Message("你的做法最早错在这一步：{name}。", "The first step worked the wrong way: {name}.")
    predict_all_right = Message("每一步都对。", "Every step right.")
    # a step that follows the learner's own close number, or one rounded early, is not "a digit astray"
    # a run with a step wrong still counts after a close one: "nothing counts" had read as the slate wiped
    # "1 off only in the numbers" read as "off by one"; two digits swapped are a slip of the numbers too
    predict_close_only_pending = Message(
        "没有哪一步差得能看出做法出错，只有 {n} 处的数不对（差在最后几位、两位数字写颠倒、中途舍入太早，"
        "或由你自己前面的数算出）：这一级再来一次；这一轮两边都不算，之前那一轮算错仍然算数，再有一轮算错，就多给一点帮助。",
        "No step was off by enough to tell a method gone wrong; only the numbers were off, at {n} of the steps (a "
        "digit astray or two swapped, rounded early, or worked from your own earlier number). This level once more; "
        "this run counts neither way, so the earlier run with a step wrong still counts: one more brings help back.")
    # "no step's method went wrong" had been said to a learner who left eps out, a digit from the right z1
    predict_close_only = Message("没有哪一步差得能看出做法出错，只有 {n} 处的数不对（差在最后几位、两位数字写颠倒、"
                                 "中途舍入太早，或由你自己前面的数算出）：这一级再来一次，不算入让帮助回来的次数。",
                                 "No step was off by enough to tell a method gone wrong; only the numbers were off, "
                                 "at {n} of the steps (a digit astray or two swapped, rounded early, or worked from "
                                 "your own earlier number). This level once more, and nothing counts toward help "
                                 "coming back.")
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
    predict_came_back = Message("在更高的一级，有两轮各有一步算错（这两轮之间，也没有哪一轮是自己全做对的），"
                                "所以这一轮多给一点帮助。",
                                "Two runs at a higher level had a step wrong, with none between right without help, "
                                "so this one gives more help.")
    predict_back = Message("这一级已有两轮各有一步算错（这两轮之间，也没有哪一轮是自己全做对的），所以多给一点帮助。"
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
    next_hidden = Message("公式收起来（f 可以查看）", "the formulas hidden (f shows them)")
    next_chain = Message("“{title}”", "“{title}”")  # the chain's own title says what it asks, quoted as a title
