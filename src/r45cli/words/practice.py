"""The words of practice: wrong methods by name, predict mode, grading, review and the lab's own lines."""

from . import Message


class PracticeWords:
    # the wrong methods (mistakes.MISTAKES), each a name and one line of why
    mis_relu_forgotten = Message("忘了 ReLU", "ReLU forgotten")
    mis_relu_forgotten_why = Message(
        "你让 h = a：负的预激活也被带进了 W2。ReLU 应先把它们置零。",
        "You used h = a: the negative pre-activations went on into W2. ReLU sets them to 0 first.",
    )
    mis_w2_transposed = Message("W2 按行读了（转置）", "W2 read by rows (transposed)")
    mis_w2_transposed_why = Message("f_j 用的是 W2 的第 j 行；应当用第 j 列，对全部六个 h 加权求和。",
                                    "f_j took row j of W2; it is column j, a weighted sum over every h.")
    mis_residual_forgotten = Message("忘了残差", "residual forgotten")
    mis_residual_forgotten_why = Message("你把 LayerNorm 用在了 f 上；应先把 u 加回来：s = u + f，再归一化。",
                                         "You normalised f alone; add u back first, s = u + f, then normalise.")
    mis_residual_after_norm = Message("残差加在了 LayerNorm 之后", "residual added after the norm")
    mis_residual_after_norm_why = Message("你算的是 u + LN(f)（那是 pre-norm 的顺序）；post-norm 是 LN(u + f)。",
                                          "You computed u + LN(f) (the pre-norm order); post-norm is LN(u + f).")
    mis_mean_over_positions = Message("均值按位置求了", "mean taken over positions")
    mis_mean_over_positions_why = Message(
        "LayerNorm 对一个位置的各个通道求均值；这里只有一个位置，按位置求均值就得到 s 本身，s − 均值处处为 0。",
        "LayerNorm averages the channels of one position; with the one position here, an average over positions is s "
        "itself, and s − mean is 0 everywhere.",
    )
    mis_unbiased_variance = Message("方差除以 n − 1", "you used n − 1")
    mis_unbiased_variance_why = Message(
        "LayerNorm 的方差除以通道数 n，不是 n − 1（不做无偏修正）。",
        "LayerNorm's variance divides by the number of channels n, not n − 1 (no unbiased correction).",
    )
    mis_eps_omitted = Message("漏了 eps", "eps left out")
    mis_eps_omitted_why = Message("分母是 √(方差 + eps)，你用了 √方差。", "The divisor is √(var + eps); you used √var.")
    mis_eps_outside_root = Message("eps 加在了根号外", "eps added outside the root")
    mis_eps_outside_root_why = Message("分母是 √(方差 + eps)，你用了 √方差 + eps。",
                                       "The divisor is √(var + eps); you used √var + eps.")
    mis_sign_from_u = Message("符号按 u 判断了", "sign read from u")
    mis_sign_from_u_why = Message(
        "z_i 的符号由 s_i − mean(s) 决定，不是 u_i：残差之后还要减去均值。",
        "The sign of z_i follows s_i − mean(s), not u_i: after the residual, the mean is taken away.",
    )
    # predict mode (`step --predict`)
    predict_title = Message("先算一算：{state}", "Work it out first: {state}")
    predict_intro = Message(
        "按计算的顺序写出每一步，写到 6 位小数；输入 p 直接看这一步的答案（不计分），q 结束。",
        "Work out each step in computing order, to 6 decimals; p shows a step's answer (not graded), q ends.",
    )
    predict_intro_claims = Message(
        "先判断这个说法，再看这一状态；输入 p 直接看答案（不计分），q 结束。",
        "Decide on the claim before the state is shown; p shows the answer (not graded), q ends.",
    )
    predict_worked_steps = Message("已经算好的步骤：", "Steps already worked:")
    predict_formulas = Message("要用的公式：", "Formulas to use:")
    predict_step = Message("第 {i}/{n} 步", "step {i} of {n}")
    predict_prompt = Message("预测> ", "predict> ")
    predict_right = Message("对。", "Right.")
    predict_shown = Message("答案是 {answer}（看了答案，不计分）。", "The answer is {answer} (shown, not graded).")
    predict_wrong = Message("不对：应为 {answer}。", "Not right: it is {answer}.")
    predict_first_wrong = Message("出错的第一步：{name}。", "The first step that went wrong: {name}.")
    predict_all_right = Message("每一步都对。", "Every step right.")
    predict_all_right_more = Message("每一步都对。下次会多问前面一步。",
                                     "Every step right. Next time one earlier step is asked too.")
    predict_reveal = Message("你的答案与正确答案", "Your answers beside the right ones")
    predict_first_time = Message(
        "这一次按讲解展示；下次再来时，会先请你算最后一步。",
        "This time the state is shown worked; next time you will be asked for its last step first.",
    )
    predict_col_step = Message("步骤", "step")
    predict_col_yours = Message("你的", "yours")
    predict_col_right = Message("正确", "right")
    predict_col_verdict = Message("判断", "verdict")
    predict_reveal_line = Message("{name}：你的 {yours}；正确 {right}；判断：{verdict}",
                                  "{name}: yours {yours}; right {right}; verdict: {verdict}")
    verdict_right = Message("对", "right")
    verdict_shown = Message("看了答案", "shown")
    verdict_carried = Message("随你前一步", "follows your earlier step")
    verdict_close = Message("接近", "close")
    verdict_wrong = Message("不对", "wrong")
    predict_claim = Message("这个说法", "the claim")
    predict_placeholder = Message("你的答案（p 看答案，Esc 跳过）", "your answer (p shows it, Esc skips)")
    predict_see_state = Message("按 Enter 看这个状态", "Enter shows the state")
    predict_hidden = Message("先在窗口里算一算，这个状态随后显示。",
                             "Work it out in the window first; the state is shown after.")
    # review (`r45 review`)
    review_title = Message("复习 · {day}：{due} 张到期，{new} 张新卡", "Review · {day}: {due} due, {new} new")
    review_seed = Message("数值题用新抽的 u；卡片注明时，W2 也是新抽的（种子 {seed}）。",
                          "Numeric cards use a freshly drawn u, and a drawn W2 where a card says so (seed {seed}).")
    review_none_due = Message("今天没有要复习的卡。下一张在 {date} 到期。",
                              "Nothing to review today. The next card is due on {date}.")
    review_nothing = Message("今天没有要复习的卡。", "Nothing to review today.")
    review_next = Message("下一次复习：{date}。", "Next review: {date}.")
    review_bad_date = Message(  # the range is progress_format.FIRST_DAY to LAST_DAY (a test holds them together)
        "R45_TODAY 应是 1900-01-01 到 9899-12-31 之间、写成 YYYY-MM-DD 的日期，而不是 {text!r}",
        "R45_TODAY must be a date written YYYY-MM-DD, not {text!r}; r45 schedules from 1900-01-01 to 9899-12-31",
    )
    review_progress = Message("复习：今天到期 {due} 张 · 还没见过 {new} 张",
                              "Review: {due} due today · {new} not met yet")
    review_progress_next = Message(" · 下一张 {date} 到期", " · next due on {date}")
    # the lab's "what will change?" (`lab --ask`)
    lab_ask_how = Message("（写一行你的预测，直接回车跳过）", "(write one line of what you expect; Enter skips)")
    lab_points = Message("参考答案的要点：", "Key points of a model answer:")
    lab_yours = Message("你写的：", "You wrote: ")
    lab_kept = Message("已记下；r45 export 加 --notes 会把它放进笔记。",
                       "Kept; r45 export with --notes puts it in your notes.")
    lab_notes_title = Message("我的实验笔记", "My lab notes")
