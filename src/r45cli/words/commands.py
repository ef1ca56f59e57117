"""The words of verify, lab, progress and export, and of errors."""

from . import Message


class CommandWords:
    # lab
    lab_head_weights = Message("权重，头 {head}", "weights, head {head}")
    lab = Message("实验", "lab")
    before = Message("改动前", "before")
    after = Message("改动后", "after")
    changed_legend = Message("标出改动后变化的数值（超过 {decimals} 位小数能显示的差别）",
                             "marks a value the change moved (by more than {decimals} decimals can show)")
    lab_u_is_ln_x = Message("u 与 LayerNorm(x) 的最大差", "max |u − LayerNorm(x)|")
    lab_jacobian = Message("∂z_i/∂x_i，位置 i = {i}，W_O = 0 时（行：z_i 的各分量，列：x_i 的各分量）",
                           "∂z_i/∂x_i at position i = {i} with W_O = 0 (rows: the components of z_i, columns: "
                           "those of x_i)")  # "z_i's" was heard "zed eyes"
    lab_jacobian_numeric = Message("解析雅可比与中心差分的最大差", "max |analytic − central differences|")
    lab_identity_gap = Message("与单位矩阵的最大差 max |J − I|（不是 0）",
                               "largest entry of |J − I| (not 0: not the identity)")
    lab_mean_direction = Message(
        "J·1：x 的所有分量同加 1，z 不变（LayerNorm 去掉均值方向）",
        "J·1: adding 1 to every x component leaves z alone (LayerNorm removes the mean direction)",
    )
    lab_z_is_ln_u = Message("z 与 LayerNorm(u) 的最大差", "max |z − LayerNorm(u)|")
    lab_relu_had_zeroed = Message("原先被 ReLU 置零的通道", "channels ReLU had zeroed")
    lab_changed_through = Message("{name} 变了，因为它用到", "{name} changes because it uses")
    lab_unchanged = Message("不变的分量（只用到正通道）", "unchanged (built from positive channels only)")
    lab_mask = Message("因果掩码：第 i 行可以读取的位置 j（● 可读）",
                       "Causal mask: the positions j row i may read (● = may read)")
    lab_later_weight = Message("分给后面位置的最大权重", "largest weight given to a later position")
    lab_first_reads_itself = Message("位置 1 只能读自己：它给自己的权重",
                                     "position 1 can only read itself: its weight on itself")
    lab_means = Message("{arrangement} 输出每个位置的均值", "{arrangement} output, mean at each position")
    lab_variances = Message("{arrangement} 输出每个位置的方差", "{arrangement} output, variance at each position")
    post_norm = Message("post-norm", "post-norm")
    pre_norm = Message("pre-norm", "pre-norm")
    course = Message("本课的", "lesson's")  # the lesson file's numbers, an instructor's or the course's
    yours = Message("你的", "yours")
    lab_relu_zeroed_yours = Message("你的 u 中被 ReLU 置零的通道", "channels ReLU zeroed for your u")
    lab_zero_before_relu = Message("ReLU 之前就是 0 的通道（a_j = 0，不是被它置零）",
                                   "channels already 0 before ReLU (a_j = 0, not zeroed by it)")
    lab_your_z = Message("你的 z", "your z")
    # a learner took u = (1, 2, 3, 4) for one the block could give
    lab_u_not_normed = Message(  # each number held to its name: at 40 columns one had begun a line alone
        "你的 u 不像 LayerNorm 的输出：它的均值\u00a0=\u00a0{mean}，方差\u00a0=\u00a0{var}（在块里，u 来自第一次 "
        "Add & Norm，均值为 {ln_mean}、方差接近 {ln_var}）。数照样算，只是块里不会出现这样的 u。",
        "Your u is not what a LayerNorm gives: its mean\u00a0=\u00a0{mean} and its variance\u00a0=\u00a0{var} (in the "
        "block, u comes out of the first Add & Norm, of mean {ln_mean} and variance near {ln_var}). It is worked all "
        "the same; the block would not give such a u.")
    lab_every_digit = Message(
        "实验保留每一位来算；状态页则像手算一样，每一步先取 {decimals} 位小数再往下算，所以这里的数可能与状态页"
        "在最后一位小数上差几个单位（一路取舍，误差会累积）。",
        "The experiments keep every digit; a state's page rounds each stage to {decimals} decimals before the next, "
        "as a learner does by hand, so the numbers here may differ from the page's in the last decimal place, by a "
        "few units (rounding on the way adds up).",
    )
    lab_u = Message("--u：{problem}", "--u: {problem}")
    quiz_again = Message("请再输入一次。", "Type it again.")  # an answer not read: nothing said of it being wrong
    quiz_second_try = Message("还有一次机会：答对得半分。", "One more try: if right, it earns half a point.")
    # verify
    verify_title = Message(
        "用 numpy 从 {path} 重新计算并核对（印出的数值按 {decimals} 位小数逐位比较）",
        "Recomputed from {path} with numpy and checked (printed values compared digit for digit at {decimals} "
        "decimals)",
    )
    check = Message("检查项", "check")
    expected = Message("应为", "expected")
    got = Message("计算得到", "got")
    result = Message("结果", "result")
    passed = Message("通过", "pass")
    failed = Message("失败", "FAIL")
    verify_paged = Message(
        "注意：状态页像手算一样，每一步都由上一步印出的数算出；用这个课程文件的数，页面上显示 {shown}。"
        "printed: 里有的，写哪一个都算对。",
        "Note: a state's page works each stage from the one before as printed, as by hand; with this lesson's "
        "numbers it shows {shown}. Where printed: holds one of these, either value passes.",
    )
    # a mistyped printed value fails as a changed u does: the fix is the same lines, and the hint says both
    verify_wanted = Message("下面这几行 printed: 是 u 和权重算出的数（与 r45 各页显示的相同）。printed: 里有数打错了，"
                            "或者有意改了 u 或权重，都请换成这几行{hyphen}：",
                            "These lines of printed: hold what u and the weights give (as r45's pages show them): put "
                            "them in where a printed value was mistyped, or u or a weight was changed on purpose"
                            "{hyphen}:")
    # linear text writes every other minus as U+2212, which speech says and YAML reads as text
    verify_wanted_hyphen = Message("（负号写作连字符，YAML 才读得出是数）",
                                   " (a minus sign in them is a hyphen, which YAML reads as a number's)")
    verify_u_digits = Message("这个课程文件里的 u 多于 {decimals} 位小数；各页显示 u、并由它往下算，"
                              "都只取 {decimals} 位（{name} = {full} 显示为 {shown}），"
                              "所以页面上的数可能与用全部位数的 u 算出的不同。",
                              "The file's u has more than {decimals} decimals; every page shows u, and works from it, "
                              "to {decimals} ({name} = {full} is shown {shown}), so a page's numbers may differ from "
                              "those of u with every digit.")
    verify_paged_one = Message("{name} = {paged}（保留全部位数：{exact}）",
                               "{name} = {paged} (every digit kept: {exact})")
    # "b2 = 0 (b1) does not hold" read as of the bias b1: the state is named a state; and the claim's own entry
    # (claims[1]): an instructor hunted the file for it
    # quiz[2] is the lesson file's list entry, counted from 0 as the loader counts; the checks' b2.quiz.3 from 1
    verify_claim_where = Message("状态 {state} 的 {claim}{entry}不成立；{subject} 出现在 {state} 的这些文字里"
                                 "（列表项从 0 数起）：{fields}。没有写出它的文字也可能依赖它（例如公式里省掉了它），"
                                 "{state} 的其他文字（连同提示）也请读一遍。",
                                 "{claim} (state {state}{entry}) does not hold; {subject} is named in these texts of "
                                 "{state} (list entries counted from 0, as in the file's errors): {fields}. A text may "
                                 "rest on it without naming it (a formula written without it): read {state}'s other "
                                 "texts too, their hints included.")
    # a number a text writes ("here f3 = 0.25"): the texts that write it, where every text naming f3 had been listed
    # "(list entries counted from 0)" only where a list entry is named: it had stood before "explain" alone
    verify_claim_written = Message("状态 {state} 的文字写了 {claim}，但它不成立；写出它的文字{counted}：{written}。"
                                   "请改掉那里的数，或改回得出它的数。",
                                   "{claim} (state {state}) does not hold; it is written in these texts of "
                                   "{state}{counted}: {written}. Change the number there, or the numbers that gave it.")
    verify_sum_written = Message("状态 {state} 的文字写了 {claim}，但它不成立：这里 {now}。写出它的文字{counted}："
                                 "{written}。请把那里的式子改成现在的样子，或改回得出它的权重。",
                                 "{claim} (state {state}) does not hold: here {now}. It is written in these texts of "
                                 "{state}{counted}: {written}. Write the sum there as it is now, or change back the "
                                 "weights that gave it.")
    claim_entry = Message("（{entry}）", ", {entry}")  # where a claim of claims: is: claims[3]
    counted_from_0 = Message("（列表项从 0 数起）", " (list entries counted from 0, as in the file's errors)")
    # an instructor looked in b4 for the examples quoted here, which are b5's: said as examples, with where to read
    verify_claim_unnamed = Message("状态 {state} 的 {claim}{entry}不成立；{state} 的文字里没有直接写出 {subject}，"
                                   "依赖它的文字只用话说出它（例如“偏置为 0”依赖 b1 = 0）："
                                   "请读 {state} 的文字（r45 show {state}），改掉不再成立的文字或这条 claim。",
                                   "{claim} (state {state}{entry}) does not hold; no text of {state} names "
                                   "{subject}, so a text resting on it says it in words only (as 'the biases are zero' "
                                   "rests on b1 = 0): read {state}'s texts (r45 show {state}) and change the text or "
                                   "the claim that no longer holds.")
    # mean(u) = 0 failing had been told as any unnamed claim: no word of why it is claimed or how to set it right
    verify_claim_moment = Message("{where} 的 {claim} 不成立：说 {vector} 是 LayerNorm 输出（例如第一次 Add & Norm"
                                  " 的输出）的文字依赖它，因为这样的 {vector} 均值为 0、方差略小于 1。请改掉那些"
                                  "文字（{look}），或换一个均值为 0、方差略小于 1 的 {vector}。",
                                  "{claim} ({where}) does not hold: a text that calls {vector} a LayerNorm's output "
                                  "(the first Add & Norm's, say) rests on it, as such a {vector} has mean 0 and a "
                                  "variance just under 1. Change those texts ({look}), or give a {vector} of mean 0 "
                                  "and variance just under 1.")
    verify_look_state = Message("r45 show {state} 可以看到", "r45 show {state} shows them")
    verify_look_parts = Message("在 {parts} 之中", "they are among {parts}")
    # a claim of the file's own claims: (outside the states): "r45 show other parts" was advised, and is no command
    verify_claim_where_outside = Message("文件自己的 claims: 里的 {claim} 不成立；{subject} 出现在 states 之外的这些"
                                         "文字里（列表项从 0 数起）：{fields}。没有写出它的文字也可能依赖它，"
                                         "这些部分的其他文字也请读一遍：{parts}。",
                                         "{claim} (the file's own claims:) does not hold; {subject} is named in these "
                                         "texts outside the states (list entries counted from 0, as in the file's "
                                         "errors): {fields}. A text may rest on it without naming it: read the other "
                                         "texts of {parts} too.")
    verify_claim_unnamed_outside = Message("文件自己的 claims: 里的 {claim} 不成立；states 之外的文字里没有直接写出 "
                                           "{subject}，依赖它的文字只用话说出它：请读 {parts} 的文字，"
                                           "改掉不再成立的文字或这条 claim。",
                                           "{claim} (the file's own claims:) does not hold; no text outside the states "
                                           "names {subject}, so a text resting on it says it in words only: read the "
                                           "texts of {parts} and change the text or the claim that no longer holds.")
    verify_silent = Message("{where} {name}：“{silent}”在这些数上也得出正确答案，而 r45 在这一步对此没有说明："
                            "这样出错的学习者会被判为答对。换一个 u，或换一个能分开它们的问题。",
                            "{where} {name}: '{silent}' gives the right number too on these numbers, and r45 has no "
                            "words for that at this step: a learner who slips so is told right. Choose another u, or a "
                            "question that tells them apart.")
    verify_skills_told = Message(
        "{where} {name}：找不出“{slips}”，它们属于 skills: 里的 {skills}（在本课的例子和新抽的数上，它们在这一步"
        "给不出自己的数，或给出正确答案），这样出错的学习者会被算作掌握了 {skills}。把 {skills} 从 skills: 中去掉，"
        "或换一个能找出它们的问题；若 verify 也说容差放过了它们，先收紧容差。",
        "{where} {name}: it cannot find '{slips}', slips of {skills} in its skills: (on the lesson's example and on "
        "fresh numbers they give no number of their own at this step, or the right one), so a learner who slips so is "
        "counted right at {skills}. Take {skills} off its skills:, or ask a question that finds them; if verify also "
        "says its tolerance lets them in, tighten that first.")
    # a claim of the file's own (outside the states) fails too: "a state's texts" had been said of example.given
    verify_claims = Message("有的文字说的已经不成立：改写这些文字（和它们的 claims:），让它们符合现在的数。",
                            "Where a text says what no longer holds, change that text (and its claims:) to fit the "
                            "numbers now.")
    verify_ok = Message("全部 {n} 项通过。", "All {n} checks pass.")
    verify_bad = Message("{n} 项中有 {failed} 项失败。", "{failed} of {n} checks failed.")  # "2/7" was heard "slash"
    # heard first, before the table: which checks failed, and that what to do comes after it (a listener heard the
    # count alone, then some 130 lines before the failing value and the lines to paste)
    verify_bad_first = Message("{n} 项中有 {failed} 项失败：{which}。表格之后会说怎样改。",
                               "{failed} of {n} checks failed: {which}. What to do is said after the table.")
    verify_bad_more = Message("{shown}，另有 {more} 项", "{shown}, and {more} more")
    # the lesson file's printed: values, the course's in the packaged one (an instructor's edit is no course's)
    chk_printed = Message("印出的 {name}", "printed {name}")
    slips_together = Message("，以及 ", " as well as ")  # " + " was heard as a sum, "and" inside "h5 and h6 swapped"
    claim_outside = Message("文件其余部分", "the rest of the file")  # whose texts a top-level claim is of
    chk_claim = Message("{state} 的文字：{claim}", "texts of {state}: {claim}")
    chk_recovered = Message("由印出的 (u+f) − f 还原 {name}", "{name} recovered as printed (u+f) − f")
    # what to do, after the table: "What to do is said after the table" had been followed by nothing (a report)
    verify_worked_used = Message(
        "{state} 预测：先给出的 {unused} 是后面要问的步骤用不到的，学习者只好自己另算它们要用的数。调整 predict: "
        "里各步的次序或要问的数，让每一级先给出的步骤都被后面的步骤用到。",
        "{state} predict: {unused}, shown worked, is not used by the steps asked after it, so the learner must find "
        "what they do use alone. Order the predict: steps, or change what they ask, so that each step shown worked is "
        "one the later steps use.")
    chk_worked_used = Message("{state} 预测：先给出的步骤中，要问的步骤用不到的",
                              "{state} predict: steps shown worked that the steps asked do not use")
    verify_let_in = Message("{where} {name}：容差 {tol} 放过了“{quoted}”：这样出错的学习者会被判为答对。"
                            "收紧容差（5e-7 接受四舍五入到 {decimals} 位小数的正确答案，不能再小），"
                            "或换一个要求的数（answer:），或换一个 u，让两者分得开。",
                            "{where} {name}: the tolerance {tol} lets in '{quoted}': a learner who slips so is told "
                            "right. Tighten it (5e-7 takes a right answer rounded to {decimals} decimals, and none "
                            "may be below it), ask for another number (answer:), or change u, so that they differ.")
    verify_let_in_snug = Message("{where} {name}：容差 {tol} 放过了“{quoted}”：这样出错的学习者会被判为答对。"
                                 "容差已经不能再收紧（再紧就会把四舍五入到 {decimals} 位小数的正确答案判错）："
                                 "换一个要求的数（answer:），或换一个 u，让两者分得开。",
                                 "{where} {name}: the tolerance {tol} lets in '{quoted}': a learner who slips so is "
                                 "told right. It cannot be tighter and still take a right answer rounded to {decimals} "
                                 "decimals: ask for another number (answer:), or change u, so that they differ.")
    # (not given: it only says what is shown)
    chk_tolerance = Message("{where} {name}：容差 {tol} 内的错误做法数",
                            "{where} {name}: wrong methods within tolerance {tol}")
    # the slips unsaid named in the row: a failing row had named only those named together, read as the failing ones
    chk_slips = Message("{where} {name}：给出正确答案却不加说明的错误做法：{silent}（一并点名：{together}）",
                        "{where} {name}: slips that give the right number unsaid: {silent} (named together: "
                        "{together})")
    chk_skills_told = Message("{where} {name}：所列技能中认不出的错误做法（{slips}）",
                              "{where} {name}: slips of the skills it lists that it cannot find ({slips})")
    none_named = Message("无", "none")  # no slip to name: "(-)" was said as nothing
    quoted_apart = Message("”、“", "', '")  # two slips in one quote ('eps left out, eps added…') read as one name
    chk_mean = Message("z 归一化后均值为 0", "normalised z has mean 0")
    chk_var = Message("z 归一化后方差 = 1/(1+eps/var(s))", "normalised z has variance 1/(1+eps/var(s))")
    chk_rows = Message("多位置矩阵的 FFN = 逐行 FFN（最大差）", "FFN on a matrix = FFN row by row (max difference)")
    chk_permute = Message("交换位置顺序只会交换输出顺序（最大差）",
                          "permuting positions permutes f and z (max difference)")
    chk_local = Message("改动位置 {k} 的 u 不影响其他位置的 f、z（最大变化）",
                        "changing u at position {k} leaves the others' f, z alone (max change)")
    chk_relu = Message("ReLU 恰好把负的预激活置零", "ReLU zeroed exactly the negative pre-activations")
    chk_softmax = Message("演示序列：softmax 每行之和为 1（最大偏差）",
                          "demo: every softmax row sums to 1 (max deviation)")
    chk_causal = Message("演示序列：因果掩码下分给后面位置的权重",
                         "demo: weight on later positions under the causal mask")
    chk_nonlinear = Message(
        "演示序列：所有偏置置零后注意力仍不可加，|attn(x + y) − attn(x) − attn(y)| 的最大值",
        "demo: with every bias at zero attention is still not additive, max |attn(x + y) − attn(x) − attn(y)|",
    )
    chk_equivariant = Message("演示序列：无掩码时整层对位置置换等变（最大差）",
                              "demo: without a mask the layer is permutation-equivariant (max difference)")
    chk_ffn_visibility = Message("演示序列：FFN 不增加可见范围，i ≠ j 时 ∂z_i/∂u_j 的最大值（{n} 个位置）",
                                 "demo: FFN adds no visibility, max |∂z_i/∂u_j| for i ≠ j ({n} positions)")
    # progress
    progress_title = Message("学习进度", "Progress")
    seen = Message("看过", "seen")
    quiz_col = Message("测验最佳", "best quiz")
    last_mark = Message("上次停在这里", "last seen")
    # "u → z done unaided" above "the whole block 0.38, not yet" read as a contradiction (a zh learner's report)
    progress_unaided = Message("独立完成（新抽的数、公式收起、每一步都对）：{done}。这里只记下这些轮次；下面各项技能的"
                               "可能性看的是所有答过的题，测试的也在内。",
                               "Done unaided (every step right on new numbers, formulas hidden): {done}. This records "
                               "those runs alone; the skills' chances below weigh every answer, the tests' included.")
    # the day of the last such run: "u → z on 12 December" read as the first, done on the 7th
    progress_unaided_state = Message("{state}（最近一次：{date}）", "{state}, last on {date}")
    progress_unaided_chain = Message("u\u00a0→\u00a0z（{states}，{date}）",  # "u →" ended a line at 40 columns
                                     "u\u00a0→\u00a0z ({states}) on {date}")
    progress_answered = Message("不借助提示就答对的问题（r45 review 会再问）：{done}。",
                                "Questions answered right without help (r45 review brings them back): {done}.")
    progress_unaided_none = Message("还没有独立完成的状态：r45 step --predict 会一步步放手。",
                                    "Nothing done unaided yet: r45 step --predict lets go step by step.")
    progress_where = Message("保存在 {path}", "kept in {path}")
    progress_reset = Message("学习进度已清除（{path}）。", "Progress cleared ({path}).")
    progress_reset_kept = Message("清除前的记录保存在 {backup}；要恢复，运行：{command}",
                                  "The record as it was is kept in {backup}; to undo, run: {command}")
    # one stray command had cost a learner the review schedule of weeks, unasked (a script-writer's report)
    progress_reset_ask = Message(
        "要清除这门课的全部学习进度吗？看过的状态、测验和测试成绩、复习卡片、预测记录、对每项技能的估计、实验笔记"
        "都会清掉（现在有：看过的状态 {seen} 个，独立完成的 {unaided} 个，复习卡片 {cards} 张，做过的测试 {tests} 次，"
        "实验笔记 {notes} 条；清除前的记录另存为 {backup}）。输入 yes 或“是”确认，其他任何输入都不清除：",
        "Clear all progress of this lesson? The states seen, the quiz and test scores, the review cards, the predict "
        "records, the estimate of each skill and the lab notes all go (now: states seen {seen}, done unaided "
        "{unaided}, review cards {cards}, tests taken {tests}, lab notes {notes}; the record as it is is kept as "
        "{backup}). Type yes to clear; anything else clears nothing: ")
    progress_reset_declined = Message("什么也没有清除。", "Nothing cleared.")
    progress_reset_unasked = Message(
        "progress --reset 会清除全部学习进度；不在终端上运行时没法先问你，要清除请加 --yes。",
        "progress --reset clears all progress; not run at a terminal, it cannot ask first: add --yes to clear.")
    resuming = Message("从上次看到的 {state} 继续（用 --from 选择起点）。",
                       "Resuming at {state}, the last state you saw (use --from to start elsewhere).")
    # "done unaided" is progress's word for a state worked out alone: b4, a question answered right, is not one
    resuming_past = Message("从 {state} 继续：上次看到的 {past} 已经不靠帮助做完，{state} 是第一个还有题要练的状态"
                            "（用 --from 选择起点）。",
                            "Resuming at {state}: {past}, the last state you saw, was done without help, and {state} "
                            "is the first whose questions still wait (use --from to start elsewhere).")
    # "this time": the line after it may say the next run here asks first (b5's question, shown worked today)
    predict_waiting = Message("这一次这里没有要先算的题；{states} 的题在等你：输入编号 {numbers} 就能过去。",
                              "Nothing to work out here this time; questions wait at {states}: type {numbers} to go "
                              "there.")
    progress_unreadable = Message("无法读取学习进度 {path}（{detail}），本次不使用它",
                                  "cannot read progress {path} ({detail}); carrying on without it")
    progress_corrupt = Message("学习进度文件 {path} 已损坏（{detail}），本次从头记录",
                               "progress file {path} is corrupt ({detail}); starting afresh")
    progress_moved = Message(
        "学习进度文件 {path} 无法解析，已原样移到 {detail}，本次从头记录",
        "progress file {path} could not be parsed; it was moved, unchanged, to {detail}, and progress starts afresh",
    )
    progress_newer = Message(
        "学习进度文件 {path} 来自更新版本的 r45（格式 {detail}），保持原样，本次不保存进度",
        "progress file {path} is from a newer r45 (format {detail}); it is left as it is and nothing is saved this "
        "time",
    )
    progress_no_home = Message(
        "找不到保存学习进度的目录（HOME 为空或不是绝对路径），本次不保存进度；可设置 R45_STATE_DIR",
        "no folder to keep progress in (HOME is empty or not absolute); nothing is saved this time; set R45_STATE_DIR",
    )
    progress_cards_dropped = Message(
        "学习进度文件 {path} 里有复习卡无法使用，已略去（{detail}）；其余进度都保留",
        "progress file {path}: a review card could not be used and is left out ({detail}); the rest is kept",
    )
    progress_unwritable = Message("无法保存学习进度到 {path}（{detail}）", "cannot save progress to {path} ({detail})")
    progress_waiting = Message("另一个 r45 正在使用 {path}，等它完成……",
                               "waiting for another r45 to finish with {path}…")
    # export
    exported = Message("已写入 {path}", "wrote {path}")
    export_directory = Message("{path} 是一个目录；请给出文件名，或以 / 结尾",
                               "{path} is a folder; give a file name, or end it with /")
    export_exists = Message("{path} 已存在；加 --force 覆盖它（什么也没有写入）",
                            "{path} exists; add --force to replace it (nothing was written)")
    export_symlink = Message("{path} 是一个符号链接；r45 不会顺着它写入（什么也没有写入）",
                             "{path} is a symbolic link; r45 does not write through one (nothing was written)")
    export_special = Message("{path} 不是普通文件，r45 不写入它（标准输出请用 -o -）",
                             "{path} is not a regular file; r45 does not write to it (use -o - for standard output)")
    export_no_folder = Message("没有文件夹 {path}：先建好它（mkdir -p），或者写一个已有的文件夹",
                               "there is no folder {path}: make it first (mkdir -p), or name one that exists")
    # a file where a folder was named: "make it first (mkdir -p)" had said, which mkdir refuses
    export_not_folder = Message("{path} 是一个文件，不是文件夹（什么也没有写入）",
                                "{path} is a file, not a folder (nothing was written)")
    export_empty_name = Message("-o 后面要写文件名、文件夹（DIR/）或 -（标准输出），不能是空的",
                                "-o needs a file name, a folder (DIR/) or - for standard output, not an empty name")
    export_bad_name = Message("{path} 不能用作文件名（它会落在输出文件夹之外）",
                              "{path} cannot be a file name (it would land outside the output folder)")
    export_control_name = Message("{path}：文件名里不能有换行或其他控制字符（什么也没有写入）",
                                  "{path}: a file name may not hold a line break or another control character "
                                  "(nothing was written)")
    export_pictures_need_file = Message(
        "图片只在写入文件时生成：用 -o 文件名.md，图片会放在它旁边",
        "pictures are written only beside a file: use -o NAME.md and they go next to it",
    )
    export_failed = Message("无法写入 {path}（{detail}）", "cannot write {path} ({detail})")
    file_not_regular = Message("{path} 不是普通文件", "{path} is not a regular file")
    file_too_large = Message("{path} 太大了", "{path} is too large")
    # errors
    stdout_closed = Message("标准输出已关闭，无处输出", "standard output is closed: there is nowhere to print")
    encoding_unusable = Message(
        "{name} 的编码 {encoding} 不兼容 ASCII，r45 无法使用；请用 UTF-8（例如不设 PYTHONIOENCODING）",
        "the encoding of {name}, {encoding}, does not write ASCII as ASCII, so r45 cannot use it; use UTF-8 (for "
        "instance, unset PYTHONIOENCODING)",
    )
    line_refused = Message("这一行超过 {n} 个字符，没有读取；请重新输入，短一些",
                           "that line is over {n} characters and was not read; type it again, shorter")
    line_endless = Message("输入的一行超过 {n} 个字符还没有结束，这不是文字；r45 不再读下去",
                           "a line of input goes on past {n} characters, so it is not text; r45 reads no further")
    # the start of a line on stderr (session.say_line)
    line_error = Message("r45：错误：", "r45: error: ")
    line_warning = Message("r45：提醒：", "r45: warning: ")
    line_note = Message("r45：注意：", "r45: note: ")
    # the system's reason for a file it refused, in the run's language ("（Permission denied）" had stood in Chinese)
    os_denied = Message("没有权限", "permission denied")
    os_missing = Message("没有这个文件或文件夹，或者不能在那里新建文件",
                         "no such file or folder, or none can be made there")
    os_full = Message("磁盘已满", "no space left on the disk")
    os_read_only = Message("只读的文件系统", "a read-only file system")
    os_is_folder = Message("这是一个文件夹", "it is a folder")
    os_not_folder = Message("路径中有一段不是文件夹", "a part of the path is not a folder")
    output_failed = Message("无法写出输出（{detail}）", "cannot write the output ({detail})")
    option_without_dashes = Message("。{word} 是选项吗？选项要写两个短横：{option}",
                                    ". Is {word} an option? An option is typed with two dashes: {option}")
    unexpected = Message("意外错误 {kind}：{detail}。这是 r45 的缺陷，请连同所用命令一起报告",
                         "unexpected {kind}: {detail}. This is a bug in r45; please report it with the command you ran")
    claims_false = Message("课程文件 {file} 的 {n} 条 claims 在它的数上不成立（{said}）：有些文字说的与数不符，"
                           "r45 verify 会指出要改哪些文字",
                           "claims of the lesson file {file} that do not hold on its numbers: {n} ({said}); some "
                           "texts say what the numbers do not; r45 verify says which texts to change")
    printed_off = Message("课程文件 {file} 的 printed: 值与 r45 用它的数算出的不同（{said}）：r45 显示的是算出的数；"
                          "r45 verify 会给出可以粘贴的 printed: 行",
                          "the printed: values of the lesson file {file} are not what r45 computes from its numbers "
                          "({said}): r45 shows the computed ones; r45 verify gives the printed: lines to paste")
    printed_off_one = Message("{name} 印的是 {printed}，算出 {computed}",
                              "{name} printed {printed}, computed {computed}")
    bad_lang_env = Message("R45_LANG={value!r}既不是 zh 也不是 en，改用 {lang}",
                           "R45_LANG={value!r} is neither zh nor en; using {lang}")
    unknown_state = Message("没有状态{name!r}。可用的状态：{ids}", "No state {name!r}. Valid states: {ids}")
    did_you_mean = Message("。你是想输入 {guess} 吗？", ". Did you mean {guess}?")
