"""The words of the linear text (`--plain`): what a picture, a mark or a column said, said in words instead."""

from . import Message


class PlainWords:
    plain_changed = Message("与课程的数不同", "changed from the course's")
    plain_positive = Message("正", "positive")
    plain_negative = Message("负", "negative")
    plain_zero = Message("零", "zero")
    plain_largest = Message("绝对值最大", "the largest magnitude")
    plain_bars = Message("带符号的大小（同一刻度）", "signs and sizes, on one scale")
    plain_scale = Message("刻度：±{scale}，即 {names} 中绝对值最大的",
                          "scale: ±{scale}, the largest magnitude among {names}")
    plain_parts = Message("部件依次为：{flow}", "parts in order: {flow}")
    plain_adds = Message("{name} 在 {at} 处加回", "{name} is added back at {at}")
    plain_residuals = Message("残差：{pairs}", "residuals: {pairs}")
    plain_this_state = Message("本状态关注：{parts}", "this state: {parts}")
    row_of = Message("{name} 的 {row} 行", "{name} row {row}")
    plain_weights_row = Message("第 i={i} 行", "row i={i}")
    plain_matrix_row = Message("第 {row} 行", "row {row}")
    plain_moved = Message("变了", "changed")
    plain_position = Message("位置 {i}", "position {i}")
    plain_reads = Message("{who}：位置 {i} 读取 {js}", "{who}: position {i} reads {js}")
    plain_yes = Message("是", "yes")
    plain_no = Message("否", "no")
    plain_from = Message("来自 {names}", "from {names}")
    plain_seen = Message("看过", "seen")
    plain_unseen = Message("没看过", "not seen")
    plain_last = Message("上次停在这里", "where you last stopped")
    plain_best = Message("测验最好成绩 {score}", "best quiz score {score}")
    plain_next = Message("下一个 {state}", "next {state}")
    plain_last_state = Message("路径上最后一个", "the last on the path")
    plain_check = Message("{check}：期望 {expected}，得到 {got}，{verdict}",
                          "{check}: expected {expected}, got {got}, {verdict}")
    plain_mask = Message("因果掩码：位置 {i} 可以读取 {js}", "causal mask: position {i} may read {js}")
    plain_step_prompt = Message("r45 {state}> 输入按键后按 Enter：{keys}",
                                "r45 {state}> type a key and press Enter: {keys}")
    plain_quiz_prompt = Message("答案> {keys}，然后按 Enter", "answer> {keys}, then Enter")
    plain_predict_prompt = Message("预测> 写出这一步的答案，p 看答案，q 结束，然后按 Enter",
                                   "predict> this step's answer, p shows it, q ends, then Enter")
    tui_plain = Message(
        "离开全屏，从当前状态起改用逐行的纯文本继续（读屏软件、盲文点显器可用）",
        "leave the full screen and go on in plain linear text from this state (for screen readers and braille "
        "displays)",
    )
    tui_key_plain = Message("纯文本", "plain")
