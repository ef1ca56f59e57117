"""The words of practice: wrong methods by name, predict mode, grading and review."""

from . import Message


class PracticeWords:
    # the wrong methods (mistakes.MISTAKES), each a name and one line of why; `at` lines are said at one stage. They
    # speak of the number, not of a person: the number may be the learner's (predict, quiz, test) or a line r45
    # planted (spot), and "you left out u1" would be untrue of the second.
    mis_relu_forgotten = Message("忘了 ReLU", "ReLU forgotten")
    mis_relu_forgotten_why = Message(
        # said at "which h does ReLU zero?" too, where no W2 is in sight: what was done, not where it went next
        "这里直接取了 h = a：负的预激活被原样保留了。ReLU 应把它们置零。",
        "h = a was used: the negative pre-activations were kept as they are. ReLU sets them to 0.",
    )
    mis_relu_forgotten_at_h = Message("{name} = max(0, a{j})：a{j} 为负时 {name} 是 0，这里保留了 a{j}。",
                                      "{name} = max(0, a{j}): with a{j} negative, {name} is 0; a{j} was kept.")
    mis_relu_inverted = Message("ReLU 反了", "ReLU the wrong way round")
    mis_relu_inverted_why = Message("这里选的是 a 为正的通道；ReLU = max(0, a) 把 a 为负的通道置零，其余原样保留。",
                                    "These are the channels where a is positive; ReLU, max(0, a), zeroes those where a "
                                    "is negative and keeps the rest.")  # "… and a zeroes" was heard with a the verb
    # a bias left out: said only where it is not 0 (the course's are 0; an instructor's need not be)
    mis_b1_left_out = Message("漏加了 b1", "b1 left out")
    mis_b1_left_out_why = Message("a = uW1 + b1：这里没有加上偏置 b1，算成了 a = uW1。",
                                  "a = uW1 + b1: the bias b1 was not added, as if a = uW1.")
    mis_b2_left_out = Message("漏加了 b2", "b2 left out")
    mis_b2_left_out_why = Message("f = hW2 + b2：这里没有加上偏置 b2，算成了 f = hW2。",
                                  "f = hW2 + b2: the bias b2 was not added, as if f = hW2.")
    mis_w2_transposed = Message("W2 按行读了（转置）", "W2 read by rows (transposed)")
    mis_w2_transposed_why = Message(
        "这里拿 h1 到 h{row} 乘了 W2 的第 j 行（一行只有 {row} 个权重）。"
        "f_j 要乘的是第 j 列：f_j = Σ_k h_k·W2[k,j] + b2_j。",
        "h1 to h{row} were multiplied by row j of W2 (a row has only {row} weights). f_j multiplies h by column j: "
        "f_j = Σ_k h_k·W2[k,j] + b2_j.",
    )
    # at one f_j: a row of W2 is shorter than h, so only its first components were used ("row j" of which h?)
    mis_w2_transposed_at_f = Message(
        "这里拿 h1 到 h{row} 乘了 W2 的第 {j} 行（一行只有 {row} 个权重）。"
        "f{j} 要乘的是第 {j} 列：f{j} = Σ_k h_k·W2[k,{j}] + b2_{j}。",
        "This multiplies h1 to h{row} by row {j} of W2 (a row has only {row} weights). f{j} multiplies h by column "
        "{j}: f{j} = Σ_k h_k·W2[k,{j}] + b2_{j}.",
    )
    mis_difference_reversed = Message("差反过来了", "a difference the other way round")
    mis_difference_reversed_why = Message(
        "a{pj} 与 a{qj} 是一对相反的差（W1 的第 {pj}、{qj} 列）；这里两者都算反了，"
        "于是 ReLU 把 {p} 与 {q} 中哪个置零也反了。",
        "a{pj} and a{qj} are a pair of opposite differences (columns {pj} and {qj} of W1); here each was taken the "
        "other way round, so which of {p} and {q} ReLU zeroes is reversed too.")
    mis_difference_reversed_at_h = Message(
        "a{j} 是 W1 第 {j} 列给出的差，这里算成了反过来的差，也就是 a{k}；于是 {name} = max(0, a{j}) 取了 h{k} 的值。",
        "a{j} is the difference column {j} of W1 gives; here it was taken the other way round, which is a{k}, so "
        "{name} = max(0, a{j}) took h{k}'s value.")
    mis_pairs_swapped = Message("{p} 与 {q} 对调了", "{p} and {q} swapped")
    mis_pairs_swapped_why = Message(
        "{p}（= max(0, a{pj})）和 {q}（= max(0, a{qj})）是两个不同的通道，这里把其中一个用在了另一个的位置上。",
        "{p} = max(0, a{pj}) and {q} = max(0, a{qj}) are two channels; one was used where W2 weights the other.",
    )
    # "a ReLU after W2 too" as a verdict read as the tutor saying the network has one
    mis_relu_on_f = Message("W2 之后多加了 ReLU", "an extra ReLU after W2")
    mis_relu_on_f_why = Message("f = hW2 + b2：W2 之后没有 ReLU，f 可以是负数；这里把负的 f 置成了 0。",
                                "f = hW2 + b2: no ReLU follows W2, so f may be negative; here the negative f were set "
                                "to 0.")
    mis_relu_on_f_at_f = Message("{name} = Σ_k h_k·W2[k,{j}] + b2_{j} 是负数，W2 之后没有 ReLU，它就该是负数；这里把它"
                                 "置成了 0。",
                                 "{name} = Σ_k h_k·W2[k,{j}] + b2_{j} is negative, and stays so: no ReLU follows W2. "
                                 "Here it was set to 0.")
    mis_relu_on_z = Message("LayerNorm 之后多加了 ReLU", "an extra ReLU after the LayerNorm")
    mis_relu_on_z_why = Message("z = LN(u + f)：块的输出之后没有 ReLU，z 可以是负数；这里把负的 z 置成了 0。",
                                "z = LN(u + f): no ReLU follows the block's LayerNorm, so z may be negative; here the "
                                "negative z were set to 0.")
    # no word of why it is negative: with a gamma or beta of an instructor's, s_j below the mean need not be it
    mis_relu_on_z_at_z = Message("{name} 是负数，LayerNorm 之后没有 ReLU，它就该是负数；这里把它置成了 0。",
                                 "{name} is negative, and stays so: no ReLU follows the LayerNorm. Here it was set to "
                                 "0.")
    mis_a_term_flipped = Message("a 的一项符号反了", "a term of a with its sign flipped")
    mis_term_flipped_why = Message("{name} 是几项之和，这里其中一项的符号弄反了：逐项核对（为负的权重是减去这一项）。",
                                   "{name} is a sum of terms, and one of them has its sign flipped here: check each "
                                   "term (a negative weight subtracts it).")
    mis_a_term_flipped_at_h = Message("{name} = max(0, a{j})，而 a{j} 有一项的符号弄反了。",
                                      "{name} = max(0, a{j}), with a term of a{j} given the wrong sign.")
    mis_f_term_flipped = Message("f 的一项符号反了", "a term of f with its sign flipped")
    mis_term_flipped_later = Message("之前的某个和里有一项符号反了。", "A sum before it had a term's sign flipped.")
    mis_term_flipped_way = Message("一项的符号反了", "one term's sign flipped")
    mis_a_term_right = Message("a_j = Σ_i u_i·W1[i,j] + b1_j", "a_j = Σ_i u_i·W1[i,j] + b1_j")
    mis_f_term_right = Message("f_j = Σ_k h_k·W2[k,j] + b2_j", "f_j = Σ_k h_k·W2[k,j] + b2_j")
    mis_sign_flipped = Message("符号反了", "sign flipped")
    mis_sign_flipped_why = Message("这是 {name} 的相反数：看看哪一项该减。",
                                   "This is minus {name}: check which term is subtracted.")
    # a number that cannot be negative: h5 = −1.951919 had been told to "check which term is subtracted"
    mis_sign_flipped_at_h = Message("这是 {name} 的相反数；{name} 是 ReLU 的输出，不会是负数。",
                                    "This is minus {name}; {name} comes out of ReLU, which never gives a negative "
                                    "number.")
    mis_sign_flipped_at_mean = Message("这是均值的相反数：把 s 的各分量照原样相加，再除以 n。",  # "看看哪一项该减"
                                       "This is minus the mean: add the components of s as they are, then divide by n.")
    mis_sign_flipped_at_var = Message("这是 {name} 的相反数；方差是平方的平均，它的根也一样，都不会是负数。",
                                      "This is minus {name}; a variance is an average of squares, and neither it "
                                      "nor its root is ever negative.")
    # s = u + f and f = hW2 + b2 subtract nothing ("check which term is subtracted" had been said of them); where one
    # term alone is not 0, it is that term's sign (a listener flipped f3's h5 term and heard the terms were "added")
    # "和的符号反了（只有一项不为 0 时，就是那一项的）" read as elliptical to a native reader
    mis_sign_flipped_at_sum = Message("这是 {name} 的相反数：整个和的符号反了"
                                      "（若只有一项不为 0，就是那一项的符号反了）；"
                                      "{name} 的每一项都应带着自己的符号相加。",
                                      "This is minus {name}: the sum's sign turned (or, where one term alone is not 0, "
                                      "that term's); each term of {name} is added with its own sign.")
    # "−a5 是 a6 = −u1 + u2，差反过来了" had no subject for a native reader
    mis_sign_flipped_at_a = Message("这个数是 −{name}，也就是 {partner} = {partner_expr}：差反过来了；"
                                    "{name} = {expr}。",
                                    "Minus {name} is {partner} = {partner_expr}, the difference the other way round; "
                                    "{name} = {expr}.")
    mis_residual_forgotten = Message("忘了残差", "residual forgotten")
    mis_residual_forgotten_why = Message("这里在该用 s 的地方用了 f；应先把 u 加回来：s = u + f，再归一化。",
                                         "f was used where s belongs; add u back first, s = u + f, then normalise.")
    mis_residual_forgotten_at_s = Message("漏了 u{j}：{name} = u{j} + f{j}，这个数只是 f{j}。",
                                          "u{j} is left out: {name} = u{j} + f{j}, and this number is f{j} alone.")
    mis_residual_forgotten_at_mean = Message("这里只对 f 求了均值；要求的是 s = u + f 的均值。",
                                             "This averages f alone; the mean asked for is of s = u + f.")
    mis_f_subtracted = Message("减掉了 f", "f subtracted")
    mis_f_subtracted_why = Message("残差是把 FFN 的输出加到 u 上：s = u + f；这里减掉了 f，算成了 u − f。",
                                   "The residual adds the FFN's output to u, s = u + f; here f was subtracted: u − f.")
    mis_f_subtracted_at_s = Message("{name} = u{j} + f{j}，这个数是 u{j} − f{j}。",
                                    "{name} = u{j} + f{j}, and this number is u{j} − f{j}.")
    same_signs_as_u = Message(
        "就算照 u 的符号直接读，也会得到这一组：z_i 的符号由 s_i − mean 决定，在这组数上恰好与 u_i 的符号相同。",
        "Reading each sign straight from u would give this set too: the sign of z_i is that of s_i − mean, which on "
        "these numbers happens to be that of u_i.",  # "z_i's" and "u_i's" were heard "zed eyes", "you eyes"
    )
    # after a wrong way's sentence: progress had said "no answer counted yet" beside a right answer, untold why
    agreeing_uncounted = Message("所以这个答案不计入{skills}：它看不出是用哪种做法算的。",
                                 "So this answer is not counted for {skills}: it cannot show which way was worked.")
    quoted = Message("“{text}”", "'{text}'")  # a title named in a sentence
    same_mean_without_u = Message(  # after "Right.": said as a condition, never heard as a correction
        "这里就算漏掉 u，也会得到这个均值：mean(s) = mean(u) + mean(f)，"
        "而 u 是 LayerNorm 的输出，mean(u) 写到 {decimals} 位小数是 0。",
        "Leaving out u would give this mean too here: mean(s) = mean(u) + mean(f), and u is a LayerNorm output, "
        "so mean(u) is 0 when written with {decimals} decimals.",  # "0 to 6 decimals" was heard as a range
    )  # "this mean", not "the same mean": said after the course's other value (a tie), it had read as that one
    mis_ffn_forgotten = Message("漏了 FFN 这一支", "the FFN's branch left out")
    mis_ffn_forgotten_why = Message("这里只用了 u：s = u + f，FFN 的输出 f 也要加进来。",
                                    "Only u was used: s = u + f, and the FFN's output f is added too.")
    mis_ffn_forgotten_at_s = Message("漏了 f{j}：{name} = u{j} + f{j}，这个数只是 u{j}。",
                                     "f{j} is left out: {name} = u{j} + f{j}, and this number is u{j} alone.")
    mis_residual_after_norm = Message("残差加在了 LayerNorm 之后", "residual added after the norm")
    mis_residual_after_norm_why = Message(
        "这里先归一化了 f、再加 u：z = u + LN(f)。post-norm 先相加、再归一化这个和：z = LN(u + f)。",
        "f was normalised and u added afterwards: z = u + LN(f). Post-norm adds first and normalises the sum: "
        "z = LN(u + f).",
    )
    mis_mean_of_z = Message("把 z 的均值当成了 s 的均值", "the mean of z given for the mean of s")
    mis_mean_of_z_why = Message("0 是 LayerNorm 输出 z 的均值；这里要的是归一化之前 s = u + f 的均值。",
                                "0 is the mean of z, LayerNorm's output; this asks for the mean of s = u + f, "
                                "before the norm.")
    # named by what the line shows, mean = s_i: "over the one position" read as every z being 0 (a learner's spot)
    mis_one_position = Message("把一个 s_i 当成了均值（没有对 n 个通道求平均）",  # "按位置求平均" was misread
                               "one s_i taken as the mean (the n channels not averaged)")
    # "as if averaged over positions" gives each channel its own mean (every z 0): untrue of one s_i used for all
    mis_one_position_why = Message(
        "这里的均值就是其中一个 s_i，没有对 n 个通道求平均。"
        "LayerNorm 要对这一个位置的 n 个通道求平均：mean = Σ_i s_i / n。",
        "The mean here is one of the s_i, not the average of the n channels. LayerNorm averages the n channels of "
        "this one position: mean = Σ_i s_i / n.",
    )
    mis_mean_minus_1 = Message("均值除以了 n − 1", "n − 1 in the mean")
    mis_mean_minus_1_why = Message("均值是 n 个通道之和除以 n：mean = Σ_i s_i / n。这里除以了 n − 1。",
                                   "The mean is the sum of the n channels over n: mean = Σ_i s_i / n. This was divided "
                                   "by n − 1.")
    mis_unbiased_variance = Message("方差除以 (n − 1)", "n − 1 in the variance")  # heard "除以 n，− 1": bracketed
    mis_unbiased_variance_why = Message(
        "LayerNorm 的方差除以通道数 n，不是 n − 1（不做无偏修正）。",
        "LayerNorm's variance divides by the number of channels n, not n − 1 (no unbiased correction).",
    )
    mis_unbiased_no_eps = Message("方差除以 (n − 1)，又漏了 eps", "n − 1 in the variance, and eps left out")
    mis_unbiased_no_eps_why = Message(
        "这里用了样本标准差：方差除以 n − 1，也没有加 eps。LayerNorm 的方差除以通道数 n，分母是 √(方差 + eps)。",
        "This used a sample's standard deviation: the variance divided by n − 1, and no eps. LayerNorm's variance "
        "divides by the number of channels n, and the divisor is √(var + eps).",
    )
    mis_unbiased_variance_at_std = Message(  # said whether eps was kept or left out too: a sample's std is a slip
        "LayerNorm 的方差除以通道数 n，不是 n − 1（不做无偏修正），再取 std = √(方差 + eps)。",
        "LayerNorm's variance divides by the number of channels n, not n − 1 (no unbiased correction); then "
        "std = √(var + eps).",
    )
    mis_var_mean_kept = Message("方差里没有减去均值", "the mean not taken off in the variance")
    mis_var_mean_kept_why = Message(
        "方差是各分量与均值之差的平方的平均：var = Σ_i (s_i − mean)² / n；这里直接平均了 s_i²。",
        "The variance averages the squared differences from the mean: var = Σ_i (s_i − mean)² / n; this averaged "
        "the s_i² as they are.",
    )
    mis_std_for_var = Message("把 std 当成了方差", "std given for var")
    mis_std_for_var_why = Message("这是 std = √(方差 + eps)，z 的除数（因为有 eps，并不完全是标准差）。"
                                  "方差是与均值之差的平方的平均，还没开根号。",
                                  "That is std = √(var + eps), the divisor of z (with eps in it, not quite the "
                                  "standard deviation). var is the mean of the squared differences, before any root.")
    mis_var_for_std = Message("把方差当成了标准差", "var given for std")
    mis_var_for_std_why = Message("这是方差（加不加 eps）本身，没开根号；std 是 √(方差 + eps)。",
                                  "That is the variance (with or without eps), not its root; std = √(var + eps).")
    mis_var_for_std_at_z = Message("这里除以了方差，没开根号；z 除以的是 std = √(方差 + eps)。",
                                   "This divides by var, leaving out the root; z divides by std = √(var + eps).")
    mis_var_eps_for_std_at_z = Message("这里除以了方差 + eps，没开根号；z 除以的是 std = √(方差 + eps)。",
                                       "This divides by var + eps, leaving out the root; z divides by "
                                       "std = √(var + eps).")
    mis_eps_omitted = Message("漏了 eps", "eps left out")
    mis_eps_omitted_why = Message("分母是 √(方差 + eps)，不是 √方差。", "The divisor is √(var + eps), not √var.")
    mis_mean_kept = Message("没有减去均值", "the mean not subtracted")
    # the formula as the sentence's subject was heard "…, + beta_i must first subtract the mean": it ends the line
    mis_mean_kept_why = Message("这里把 s_i 直接除以了 std；应先减去均值：z_i = gamma_i·(s_i − mean) / std + beta_i。",
                                "This divides s_i by std as it is; the mean comes off first: "
                                "z_i = gamma_i·(s_i − mean) / std + beta_i.")
    mis_eps_outside_root = Message("eps 加在了根号外", "eps added outside the root")
    mis_eps_outside_root_why = Message("分母是 √(方差 + eps)，不是 √方差 + eps。",
                                       "The divisor is √(var + eps), not √var + eps.")
    mis_sign_from_u = Message("符号按 u 判断了", "sign read from u")
    mis_sign_from_u_why = Message(
        "z_i 的符号由 s_i − mean(s) 决定，不是 u_i：残差之后还要减去均值。",
        "The sign of z_i follows s_i − mean(s), not u_i: after the residual, the mean is taken away.",
    )
    # predict mode (`step --predict`)
    predict_title = Message("先算一算：{state}", "Work it out first: {state}")
    predict_think_title = Message("先想一想：{state}", "Think it through first: {state}")
    predict_intro = Message("按计算的顺序写出每一步，写到 {decimals} 位小数。",
                            "Work out each step in computing order, to {decimals} decimals.")
    predict_intro_one = Message("写出这一步，写到 {decimals} 位小数。", "Work out this step, to {decimals} decimals.")
    predict_intro_set = Message("按计算的顺序回答每一步。", "Answer each step in computing order.")
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
    predict_drawn = Message("这一次的新数（不是课程的数）：{names}；每次都不同。",
                            "New for this run, not the course's: {names}. Every run has others.")
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
                                    "{counted} Each follows from your own earlier numbers, so this step's method is "
                                    "right: what is off comes from an earlier step.")
    right_also = Message("{answer}，或 {others}（取决于中间各步怎样舍入）",
                         "{answer}, or {others}, by how you round on the way")
    # "either will do" beside the README's "half away from zero": the course's rule is said, the other way accepted
    # "the exact value" beside s4 = 0.222864 worked from the f4 shown: the value said, and from what (u, or s); "from
    # the numbers given" beside a mean worked from the learner's own s had been read as from u, which gave no 5
    right_tie_too = Message(
        "{others} 也对：从写出的 {source} 算起、之后都保留全部位数时，这个值是 {exact}，第 {next} 位小数正好是 5。"
        "课程把这个 5 向远离零的方向进位，写成 {course}；往另一个方向舍入也算对。",
        "{others} would be right too: worked from {source} as written, every digit kept after that, the value is "
        "{exact}, a 5 in decimal place {next}. The course rounds that 5 away from zero, to {course}; rounding it the "
        "other way is accepted too.")
    right_tie_yours = Message(
        "从写出的 {source} 算起、之后都保留全部位数时，这个值是 {exact}，第 {next} 位小数正好是 5：你的 {yours} 就是它"
        "向零的方向舍去的值，这也算对；课程把它向远离零的方向进位，写成 {course}。",
        "Worked from {source} as written, every digit kept after that, the value is {exact}, a 5 in decimal place "
        "{next}: your {yours} is it rounded toward zero, which is accepted; the course rounds it away from zero, to "
        "{course}.")
    right_tie = Message("{answer}，或 {others}（从写出的 {source} 算起、之后都保留全部位数时是 {exact}，第 {next} 位"
                        "小数正好是 5：课程向远离零进位，另一个方向也算对）",
                        "{answer}, or {others} (worked from {source} as written, every digit kept after that, it is "
                        "{exact}, a 5 in decimal place {next}: the course rounds it away from zero, and the other way "
                        "is accepted too)")
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
    test_two_ways_tie = Message("写成“x 或 y”的值，列出的每一个都算对：从写出的数算起、之后都保留全部位数时，第 {next} "
                                "位小数正好是 5，往哪个方向舍入都算对。",
                                "Where a value is written 'x or y', each value listed is right: worked from the "
                                "numbers as written, every digit kept after that, it has a 5 in decimal place {next}, "
                                "and either way of rounding it is accepted.")
    test_two_ways = Message("写成“x 或 y”的值，列出的每一个都算对：取决于中间各步怎样舍入，"
                            "或者从写出的数算起、之后都保留全部位数时第 {next} 位小数正好是 5。",
                            "Where a value is written 'x or y', each value listed is right: by how you round on the "
                            "way, or because, worked from the numbers as written with every digit kept after that, "
                            "it has a 5 in decimal place {next}.")
    predict_reveal = Message("你的答案与正确答案", "Your answers beside the right ones")
    # above the state's page, which shows the course's numbers: a learner back at the state read two right z1
    predict_reveal_drawn = Message("你的答案与正确答案：按这一轮新抽的数算，不是课程的数",
                                   "Your answers beside the right ones, on the run's drawn numbers, not the course's")
    predict_first_time = Message(
        "这一次按讲解展示；下一轮（回到这里、按\u00a0a，或再开 step\u00a0--predict）"
        "会先请你算这个状态的最后一步：{step}。",
        "This time the state is shown worked; next run (back here, a, or step\u00a0--predict again) you will be "
        "asked for its last step first: {step}.",
    )
    predict_first_time_claims = Message("这一次按讲解展示；下一轮（回到这里、按\u00a0a，或再开 step\u00a0--predict）"
                                        "会先请你回答一个问题。",
                                        "This time the state is shown worked; next run (back here, a, or step "
                                        "--predict again) you will be asked a question first.")
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
        "你没有提交任何答案就离开了：每一步的答案都在“你的答案与正确答案”表中。只有看过公式这件事记入记录（算一次提示）。",
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
    verdict_recalled = Message("课程的答案", "the course's answer")
    # "这是…" just after "应为 h2、h3、h4、h6" read as said of the right answer: yours, by name
    grade_recalled = Message("你的答案是课程自己的答案；这一轮的数是新抽的：请用这里给出的数来算。",
                             "Yours is the course's own answer; this run's numbers are new: work it out from the ones "
                             "given here.")
    grade_recalled_parts = Message("你输入的是课程自己的数；这一轮的数是新抽的：请用这里给出的数来算。",
                                   "Yours are the course's own numbers; this run's numbers are new: work them out from "
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
