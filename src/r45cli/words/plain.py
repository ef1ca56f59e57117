"""The words of the linear text (`--plain`): what a picture, a mark or a column said, said in words instead."""

from . import Message


class PlainWords:
    plain_changed = Message("（与本课不同）", "(changed from the lesson's)")
    # said in full once a block, then short: eight in four lines at b2 after `e relu` (a listener's report)
    plain_changed_words = Message("与本课不同", "changed from the lesson's")
    plain_changed_short = Message("与本课不同", "changed")
    plain_rest_zero = Message("其余为 0", "the rest 0")  # a weight row's zeros, after its other weights
    plain_row_zero = Message("全是 0", "all 0")  # a weight or bias row of zeros alone
    plain_all_zero = Message("这 {n} 个数全是 0。", "All {n} of its numbers are 0.")
    plain_all_changed = Message("下面每个数都与本课的不同。", "Every number below differs from the lesson's.")
    plain_all_changed_but = Message("下面除了 {names}，每个数都与本课的不同。",
                                    "Every number below but {names} differs from the lesson's.")
    plain_table_read = Message("这些数上面已读过，见「{where}」。", "These numbers were read above, in “{where}”.")
    plain_positive = Message("正", "positive")
    plain_negative = Message("负", "negative")
    plain_zero = Message("零", "zero")
    plain_largest = Message("绝对值最大", "the largest magnitude")
    plain_values = Message("各数：{pairs}", "values: {pairs}")
    plain_bars = Message("带符号的大小（同一刻度）", "signs and sizes, on one scale")
    plain_scale = Message("刻度：±{scale}，即 {names} 中绝对值最大的",
                          "scale: ±{scale}, the largest magnitude among {names}")
    plain_parts = Message("部件依次为：{flow}", "parts in order: {flow}")
    plain_adds = Message("{name} 在 {at} 处加回", "{name} is added back at {at}")
    plain_residuals = Message("残差：{pairs}", "residuals: {pairs}")
    plain_this_state = Message("本状态关注：{parts}", "this state: {parts}")
    row_of = Message("{name} 的 {row} 行", "{name} row {row}")
    # a bias row's number, said as what it is; "of a1" was heard "ovuh one" (espeak runs "of a" together)
    bias_of = Message("{col} 的偏置", "bias added to {col}")
    weight_to = Message("到 {col} 的权重", "weight to {col}")  # a weight's name, said: a screen reader heard "f1 = 0.5"
    plain_weights_row = Message("第 i={i} 行", "row i={i}")
    plain_matrix_row = Message("第 {row} 行", "row {row}")
    plain_moved = Message("变了", "changed")
    plain_unmoved = Message("没变", "unchanged")  # f4 said "Δ = 0.000000" and nothing, beside three "changed"
    plain_position = Message("位置 {i}", "position {i}")
    plain_reads = Message("位置 {i} 读取 {js}", "position {i} reads {js}")  # under its grid's caption: "attention",
    # then "attention: position 1 reads 1, 2, 3" had said it twice
    plain_yes = Message("是", "yes")
    plain_no = Message("否", "no")
    comes_from = Message("来自 {names}", "from {names}")  # what a worked step uses: the rich "←" line says it too
    plain_with_numbers = Message("；代入数值：", "; with the numbers: ")  # between a formula and its numbers put in
    plain_equation = Message("{result} = {formula}，其中 {inputs}", "{result} = {formula}, with {inputs}")
    plain_seen = Message("看过", "seen")
    plain_unseen = Message("没看过", "not seen")
    plain_last = Message("上次停在这里", "where you last stopped")
    plain_best = Message("测验最好成绩 {right}（满分 {total}）", "best quiz score {right} of {total}")
    plain_next = Message("下一个 {state}", "next {state}")
    plain_last_state = Message("路径上最后一个", "the last on the path")
    plain_check = Message("{check}：期望 {expected}，得到 {got}，{verdict}",
                          "{check}: expected {expected}, got {got}, {verdict}")
    plain_mask = Message("因果掩码：位置 {i} 可以读取 {js}", "causal mask: position {i} may read {js}")
    plain_step_prompt = Message("r45 {state}> {keys}；输入一个后按 Enter",  # "press Enter: Enter: next" was heard
                                "r45 {state}> {keys}; type one, then Enter")
    plain_step_prompt_short = Message("r45 {state}> 输入按键后按 Enter（h 查看按键）",
                                      "r45 {state}> type a key and press Enter (h for the keys)")
    # after a run, what its opening said some 40 lines above ("next run: a"): a listener had lost it
    plain_step_prompt_predict = Message("r45 {state}> Enter：往下走，a：在这里再答一轮，h：各个键，q：退出；"
                                        "输入后按 Enter",
                                        "r45 {state}> Enter: go on, a: another run here, h: the keys, q: quit; type "
                                        "one, then Enter")  # q too: a listener heard no way out
    plain_typed = Message("你输入的：{typed}", "you typed: {typed}")  # a line read from a pipe, said back
    plain_typed_nothing = Message("你只按了 Enter", "you pressed Enter alone")
    plain_typed_key = Message("你按了{key}", "you pressed {key}")  # an arrow, Home, F1: sent as an escape code
    key_some = Message("一个键", "a key")
    key_right = Message("右方向键", "the right arrow")  # → is said "then": the key by its name
    key_left = Message("左方向键", "the left arrow")
    key_up = Message("上方向键", "the up arrow")
    key_down = Message("下方向键", "the down arrow")
    key_home = Message(" Home 键", "Home")
    key_end = Message(" End 键", "End")
    key_page_up = Message(" Page Up 键", "Page Up")
    key_page_down = Message(" Page Down 键", "Page Down")
    key_redraw = Message(" Ctrl-L", "Ctrl-L")
    plain_quiz_prompt = Message("答案> {keys}，然后按 Enter", "answer> {keys}, then Enter")
    plain_dialogue_prompt = Message("{prompt} {keys}按 q 结束，然后按 Enter", "{prompt} {keys}q to end, then Enter")
    # "q 结束" was taken for quitting r45, which then went on to the state: q ends the asking, and the state follows
    # the keys said here alone: the run's opening had said them just above (a listener heard them twice)
    plain_predict_prompt = Message("预测> 写出这一步的答案，按 s 跳过（看答案，不算对），按 f 看公式，"
                                   "按 q 不再问、直接看状态，然后按 Enter",
                                   "predict> this step's answer; the letter s alone skips it (its answer shown, no "
                                   "credit), f alone shows the formulas, q alone stops asking and shows the state; "
                                   "then Enter")  # "s = what", then "type s to skip": by ear the key was the vector
    plain_predict_prompt_short = Message("预测> 写出 {name} 的答案，然后按 Enter（h：各个键）",
                                         "predict> your answer for {name}, then Enter (h: the keys)")
    plain_predict_prompt_choice = Message("预测> 写出选项的编号，按 s 跳过（看答案，不算对），按 q 不再问、直接看状态，"
                                          "然后按 Enter",
                                          "predict> the option's number; type s to skip it (its answer shown, no "
                                          "credit), q to stop asking and see the state; then Enter")
    tui_plain = Message(
        "离开全屏，从当前状态起改用逐行的纯文本继续（读屏软件、盲文点显器可用）",
        "leave the full screen and go on in plain linear text from this state (for screen readers and braille "
        "displays)",
    )
    tui_key_plain = Message("纯文本", "plain")


class SpokenWords:
    """The spoken forms of the math (spoken.py): each symbol a speech engine misreads or drops, as words.

    A blank `{x}` is the operand, so each language puts the words on its own side of it."""

    spoken_squared = Message("{x} 的平方", "{x} squared")
    spoken_root = Message("{x} 的平方根", "the square root of {x}")
    # a bracketed sum: speech leaves brackets out, and "the square root of var + eps" is √var + eps to the ear
    spoken_squared_group = Message("{x} 整体的平方", "the square of the whole of {x}")
    spoken_root_group = Message("{x} 整体的平方根", "the square root of the whole of {x}")
    spoken_whole = Message("{x} 整体", "the whole of {x}")  # a bracketed sum before a division
    spoken_transposed = Message("{x} 的转置", "{x} transposed")
    spoken_derivative = Message("{y} 对 {x} 的导数", "the derivative of {y} with respect to {x}")
    spoken_component_of = Message("{x} 的第 {i} 个分量", "component {i} of {x}")
    spoken_variance_of = Message("{x} 的方差", "the variance of {x}")
    spoken_mean_of = Message("{x} 的均值", "the mean of {x}")  # mean(u): "mean u"
    spoken_layer_norm_of = Message("{x} 的 LayerNorm", "LayerNorm of {x}")  # LN(s) was heard "L N S"
    spoken_entry = Message("{x} 第 {i} 行第 {j} 列", "{x} row {i}, column {j}")  # W1[2,5]: "W one, two five"
    spoken_entries = Message("{x} 的第 {i} 个分量", "{x} entry {i}")  # b2[4]: "b two four"
    spoken_item = Message("{x} 的第 {i} 项（从 0 数）", "{x} item {i} (counted from 0)")  # b0.quiz[1]: no component
    spoken_field_item = Message("{x} 的第 {i} 项", "{x} entry {i}")  # quiz[2].ask: "quiz 的第 2 个分量" was a vector's
    spoken_entry_range = Message("{x} 的第 {i} 个分量", "{x} entries {i}")  # b1[1–6]
    spoken_attn = Message("注意力", "attention")  # attn: "at-n"
    spoken_vector = Message("{x}", "vector {x}")  # a alone, where speech says the article
    spoken_wide = Message("（宽 {n}）", " ({n} wide)")  # u_i (4): "u i, four", as if part of the name
    spoken_shape = Message("（{rows} 乘 {cols}）", " ({rows} by {cols})")  # W1 (4×6): in zh, brackets as around it
    spoken_max_zero = Message("0 与 {x} 中较大的", "the larger of 0 and {x}")
    spoken_applied = Message("{x} 的{f}", "{f} of {x}")  # attention(x+y): the whole of (x+y) its argument
    spoken_relu_of = Message("{x} 的 ReLU", "ReLU of {x}")  # ReLU(u_i W1 + b1): "relu, u i W1 plus b1"
    spoken_set = Message("满足 {rule} 的 {x} 的集合", "the set of {x} with {rule}")
    spoken_absolute = Message("{x} 的绝对值", "the absolute value of {x}")
    spoken_largest_absolute = Message("{x} 的绝对值的最大值", "the largest absolute value of {x}")
    spoken_sum = Message("对 {i} 求和：", "the sum over {i} of ")
    spoken_sum_all = Message("对每个分量求和：", "the sum over the components of ")  # Σ(s − mean)², no index
    spoken_times = Message("乘", "times")
    spoken_plus_minus = Message("正负", "plus or minus")
    spoken_multiple = Message("{x}的 {n} 倍", "{n} times {x}")  # 2·attn(x): the attention of x, doubled
    spoken_elementwise = Message("逐元素乘", "elementwise times")
    spoken_by = Message("乘", "by")
    spoken_over = Message("除以", "over")
    spoken_all = Message("全部", "all")  # "…), all over 4": the divisor of the whole group, not of its last term
    spoken_power = Message("{m} 乘 10 的 {e} 次方", "{m} times 10 to the power {e}")
    spoken_joined = Message("拼接", "joined with")
    spoken_swapped = Message("{x} 与 {y} 对调", "{x} swapped with {y}")  # h_i ↔ h_j: "left right arrow"
    spoken_then = Message("然后", "then")
    spoken_to = Message("到", "to")
    # a date: "2026-12-05" was heard as "two thousand twenty-six dash twelve dash zero five"
    # month: its number, its name; kept on one line (no-break spaces): "2026 年 12" / "月 8 日" had been cut
    spoken_date = Message("{year}\u00a0年\u00a0{month}\u00a0月\u00a0{day}\u00a0日", "{day}\u00a0{month}\u00a0{year}")
    spoken_greater = Message("大于", "greater than")
    spoken_less = Message("小于", "less than")
    spoken_at_most = Message("小于或等于", "at most")  # ≤: nothing at all in Chinese
    spoken_at_least = Message("大于或等于", "at least")
    spoken_separator = Message("，", ", ")
    spoken_can_read = Message("可读", "may read")
    spoken_question_mark = Message("问号", "question mark")
    spoken_blank = Message("多少", "what")


class VerifyWords:
    """`verify` in linear text: each check as what was checked and what held (`_not`: what did not); and its note on
    a printed value that rounds a tie the other way."""

    # an instructor's numpy gave f2 = 0.324794 for 0.3247945, and the failing row read as if r45 wanted 0.324794
    verify_tie = Message("{name} 保留全部位数是 {exact}，正好在两个 {decimals} 位小数中间：r45 和课程一样，"
                         "把这个 5 向远离 0 的方向进位，得 {got}；"
                         "Python 的格式化和 numpy 的 round 可能给出 {printed}。",
                         "{name} is {exact} with every digit kept, exactly halfway between two {decimals}-decimal "
                         "values: r45 rounds it away from zero, as the course prints, to {got}; Python's formatting "
                         "and numpy's round may give {printed}.")

    # the lesson file's printed: values, an instructor's own in a copy ("as the course prints it" of theirs, h351)
    said_printed = Message("{name} = {got}，与课程文件印出的一致", "{name} = {got}, as the lesson file prints it")
    said_printed_not = Message("{name} = {got}，但课程文件印出的是 {expected}",
                               "{name} = {got}, but the lesson file prints {expected}")
    said_claim = Message("{state} 的文字说 {claim}：{name} = {got}，成立",
                         "the texts of {state} say {claim}: {name} = {got}, which holds")
    said_claim_not = Message("{state} 的文字说 {claim}：但 {name} = {got}，不成立",
                             "the texts of {state} say {claim}, but {name} = {got}, which does not hold")
    # "the printed the whole of (u+f), − f": said, the bracketed sum took the word before it
    said_recovered = Message("{name} = {expected}；印出的 u + f 减去印出的 f，结果相同",
                             "{name} = {expected}; the printed u + f minus the printed f gives the same")
    said_recovered_not = Message("{name} = {got}，但印出的 u + f 减去印出的 f 得 {expected}",  # {got}: the file's u
                                 "{name} = {got}, but the printed u + f minus the printed f gives {expected}")
    said_mean = Message("z 归一化后均值为 0：算得 {got}", "normalised z has mean 0: it comes out as {got}")
    said_mean_not = Message("z 归一化后均值应为 0，却算得 {got}", "normalised z should have mean 0, but it is {got}")
    said_var = Message("z 归一化后方差为 {got}，正是 1/(1 + eps/var(s))",
                       "normalised z has variance {got}, which is 1/(1 + eps/var(s)) as it should be")
    said_var_not = Message("z 归一化后方差为 {got}，不是 1/(1 + eps/var(s)) = {expected}",
                           "normalised z has variance {got}, not 1/(1 + eps/var(s)) = {expected}")
    said_rows = Message("把所有位置当作一个矩阵做 FFN，与逐行做的结果相同：最大差 = {got}",
                        "FFN on all positions as one matrix gives what it gives each row alone: the largest "
                        "difference = {got}")
    said_rows_not = Message("把所有位置当作一个矩阵做 FFN，与逐行做的结果不同：最大差 = {got}",
                            "FFN on all positions as one matrix differs from FFN row by row: the largest "
                            "difference = {got}")
    said_permute = Message("交换位置顺序，f 与 z 也只是同样交换顺序：最大差 = {got}",
                           "permuting the positions permutes f and z the same way: the largest difference = {got}")
    said_permute_not = Message("交换位置顺序后，f 或 z 不只是换了顺序：最大差 = {got}",
                               "permuting the positions changes f or z by more than their order: the largest "
                               "difference = {got}")
    said_local = Message("改动位置 {k} 的 u，其他位置的 f、z 都不变：最大变化 = {got}",
                         "changing u at position {k} leaves every other position's f and z as they were: the largest "
                         "change = {got}")
    said_local_not = Message("改动位置 {k} 的 u，其他位置的 f 或 z 也变了：最大变化 = {got}",
                             "changing u at position {k} moves another position's f or z: the largest change = {got}")
    said_relu = Message("ReLU 恰好把预激活为负的通道置零：{got}",
                        "ReLU zeroed exactly the channels whose pre-activation was negative: {got}")
    said_relu_not = Message("ReLU 置零的是 {got}，但预激活为负的是 {expected}",
                            "ReLU zeroed {got}, but the negative pre-activations are {expected}")
    said_tolerance = Message(
        "{where} {name}：容差 {tol} 没有放进哪种错误做法的数（{decimals} 位小数能和正确答案分开的数）",
        "{where} {name}: the tolerance {tol} lets in no wrong method's number that {decimals} decimals can tell from "
        "the right answer",
    )  # a slip giving the very number (the mean of s without u) is the slips check's to say, not this one's
    said_tolerance_not = Message("{where} {name}：有 {got} 种错误做法落在正确答案的 {tol} 之内：{methods}",
                                 "{where} {name}: wrong methods within {tol} of the right answer ({got}): {methods}")
    said_worked_used = Message("{state} 预测：每一级先给出的步骤，都是要问的步骤用得到的",
                               "{state} predict: at every level, each step shown worked is one the steps asked use")
    said_worked_used_not = Message("{state} 预测：先给出的 {got} 是要问的步骤用不到的；学习者要自己另算它们用到的数",
                                   "{state} predict: {got}, shown worked, is not used by the steps asked; the learner "
                                   "must find what they do use alone")
    said_slips = Message("{where} {name}：没有哪种错误做法给出正确的数而不加说明",
                         "{where} {name}: no wrong method gives the right number here without being said")
    said_slips_not = Message("{where} {name}：有 {got} 种错误做法给出正确的数却没有说明：{silent}",
                             "{where} {name}: {got} wrong methods give the right number here without being said: "
                             "{silent}")
    said_agreeing = Message("{said}；给出同一个正确的数、答对时一并说明的：{together}",
                            "{said}; a right answer is told that this slip gives it too: {together}")  # not jargon
    said_together = Message("{said}；给出同一个数、一并点名的：{together}",
                            "{said}; named together, as they give one number: {together}")
    said_softmax = Message("演示序列：softmax 每行之和都是 1，最大偏差 = {got}",
                           "demonstration: every softmax row sums to 1; the largest deviation = {got}")
    said_softmax_not = Message("演示序列：有一行 softmax 之和偏离 1，偏差 {got}",
                               "demonstration: a softmax row is off from 1 by {got}")
    said_causal = Message("演示序列：因果掩码下，没有位置把权重分给后面的位置：最大值 = {got}",
                          "demonstration: under the causal mask no position gives weight to a later one: the "
                          "largest such weight = {got}")
    said_causal_not = Message("演示序列：因果掩码下，后面的位置分到了权重 {got}",
                              "demonstration: under the causal mask a later position gets weight {got}")
    said_nonlinear = Message("演示序列：所有偏置置零后，attn(x + y) 与 attn(x) + attn(y) 仍然不同，最大差 = {got}，"
                             "大于 {least}：注意力不可加",
                             "demonstration: with every bias at zero, attn(x + y) and attn(x) + attn(y) still differ: "
                             "the largest difference = {got}, more than {least}: attention is not additive")
    said_nonlinear_not = Message("演示序列：所有偏置置零后，attn(x + y) 与 attn(x) + attn(y) 最大只差 {got}，"
                                 "不大于 {least}",
                                 "demonstration: with every bias at zero, attn(x + y) and attn(x) + attn(y) differ by "
                                 "only {got}, not more than {least}")
    said_equivariant = Message("演示序列：无掩码时交换位置顺序，整层输出也只是同样交换顺序：最大差 = {got}",
                               "demonstration: without a mask, permuting the positions permutes the layer's output "
                               "the same way: the largest difference = {got}")
    said_equivariant_not = Message("演示序列：无掩码时交换位置顺序，整层输出不只是换了顺序：最大差 = {got}",
                                   "demonstration: without a mask, permuting the positions changes the layer's output "
                                   "by more than its order: the largest difference = {got}")
    said_ffn_visibility = Message("演示序列：FFN 不增加可见范围：i ≠ j 时 |∂z_i/∂u_j| 的最大值 = {got}（{n} 个位置）",
                                  "demonstration: the FFN adds no visibility: for i ≠ j, the largest |∂z_i/∂u_j| = "
                                  "{got} ({n} positions)")
    said_ffn_visibility_not = Message("演示序列：FFN 让位置看到了别的位置：某个 i ≠ j 的 ∂z_i/∂u_j 达到 {got}",
                                      "demonstration: the FFN lets a position see another: ∂z_i/∂u_j reaches {got} "
                                      "for some i ≠ j")
