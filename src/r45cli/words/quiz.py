"""The words of `r45 quiz`: questions, verdicts, hints, scores."""

from . import Message


class QuizWords:
    # quiz
    quiz_title = Message("测验", "Quiz")
    quiz_question = Message("第 {i}/{n} 题 · {state}", "question {i} of {n} · {state}")
    quiz_prompt = Message("答案> ", "answer> ")
    quiz_number_help = Message("输入一个数（容差 {tol}）", "type a number (tolerance {tol})")
    quiz_set_help = Message(
        "输入 {prefix} 的分量，如 {prefix}1 {prefix}3；都不是就输入 none",
        "type components of {prefix}, e.g. {prefix}1 {prefix}3; none if there are none",
    )
    quiz_choice_help = Message("输入选项编号 1–{n}", "type an option number, 1 to {n}")
    quiz_keys = Message("；s 跳过，q 结束", "; s skips, q ends the quiz")
    quiz_skipped = Message("跳过。", "Skipped.")
    quiz_empty_set = Message("请至少输入一个分量，或输入 none。", "Type at least one component, or none.")
    quiz_bad_member = Message("{token!r} 不是 {prefix}1…{prefix}{n} 之一。", "{token!r} is not one of {prefix}1…{prefix}{n}.")
    quiz_bad_option = Message("请输入 1 到 {n} 之间的选项编号。", "Type an option number from 1 to {n}.")
    quiz_right = Message("答对了。", "Right.")
    quiz_hint = Message("还不对。提示：", "Not yet. Hint:")
    quiz_solution = Message("答案是 {answer}。解法：", "The answer is {answer}. Worked solution:")
    quiz_member = Message("属于", "in the set")
    quiz_not_member = Message("不属于", "not in the set")
    quiz_score = Message("得分：{right}/{asked}", "Score: {right}/{asked}")
    quiz_stopped = Message("测验提前结束。", "Quiz ended early.")
    quiz_none = Message("这个状态没有测验题。", "This state has no quiz questions.")
    none = Message("无", "none")
