"""The wrong methods' words: each slip's name and its one line of why, and what is said of it at one stage."""

from . import Message


class SlipWords:
    # the wrong methods (mistakes.MISTAKES), each a name and one line of why; `at` lines are said at one stage. They
    # speak of the number, not of a person: the number may be the learner's (predict, quiz, test) or a line r45
    # planted (spot), and "you left out u1" would be untrue of the second.
    mis_relu_forgotten = Message("忘了 ReLU", "ReLU forgotten")
    mis_relu_forgotten_why = Message(
        # said at "which h does ReLU zero?" too, where no W2 is in sight: what was done, not where it went next
        "这里直接取了 h = a：负的预激活被原样保留了。ReLU 应把它们置零。",
        "h = a was used: the negative pre-activations were kept as they are. ReLU sets them to 0.",
    )
    # what was done, not the answer: "with a5 negative, h5 is 0" before the second try had left nothing to work out
    mis_relu_forgotten_at_h = Message("{name} = max(0, a{j})：这里把 a{j} 原样留下了，没有经过 ReLU。",
                                      "{name} = max(0, a{j}): here a{j} was kept as it is, with no ReLU.")
    mis_relu_one_kept = Message("ReLU 漏了一个负的通道", "one negative channel not zeroed by ReLU")
    mis_relu_one_kept_why = Message("ReLU 把每个为负的 a_j 都变成 0；这里有一个为负的通道原样留了下来。",
                                    "ReLU sets every negative a_j to 0; here one negative channel was kept as it was.")
    mis_relu_one_kept_later = Message("之前有一个为负的通道没有被 ReLU 置零。",
                                      "A negative channel before it was not zeroed by ReLU.")
    mis_relu_one_kept_later_which = Message("之前有一个为负的通道（{which}）没有被 ReLU 置零。",
                                            "A negative channel before it ({which}) was not zeroed by ReLU.")
    mis_relu_one_kept_way = Message("有一个 a_j < 0 的通道取了 h_j = a_j", "h_j = a_j for one channel with a_j < 0")
    mis_relu_right = Message("h_j = max(0, a_j)", "h_j = max(0, a_j)")
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
    # the term with its own sign: "(a negative weight subtracts its term)" had stood under a positive one flipped
    mis_term_flipped_why_which = Message("{name} 是几项之和，这里 {which} 这一项的符号弄反了。",
                                         "{name} is a sum of terms, and the sign of its term {which} is flipped here.")
    mis_a_term_flipped_at_h = Message("{name} = max(0, a{j})，而 a{j} 有一项的符号弄反了。",
                                      "{name} = max(0, a{j}), with a term of a{j} given the wrong sign.")
    mis_f_term_flipped = Message("f 的一项符号反了", "a term of f with its sign flipped")
    mis_term_flipped_later = Message("之前的某个和里有一项符号反了。", "A sum before it had a term's sign flipped.")
    mis_term_flipped_later_which = Message("之前的某个和里，{which} 这一项的符号弄反了。",
                                           "A sum before it had the sign of its term {which} flipped.")
    mis_term_flipped_way = Message("一项的符号反了", "one term's sign flipped")
    # after the slip's name: "f 的一项符号反了：0.25·h5 这一项的符号反了" had said it twice (h350)
    mis_term_flipped_way_which = Message("是 {which} 这一项", "the term {which}")
    mis_a_term_right = Message("a_j = Σ_i u_i·W1[i,j] + b1_j", "a_j = Σ_i u_i·W1[i,j] + b1_j")
    mis_f_term_right = Message("f_j = Σ_k h_k·W2[k,j] + b2_j", "f_j = Σ_k h_k·W2[k,j] + b2_j")
    mis_a_term_left_out = Message("a 的和里漏了一项", "a term of a left out")
    mis_f_term_left_out = Message("f 的和里漏了一项", "a term of f left out")
    # "every weight not 0 has a term" had been read as false where h1 = 0 made its term nothing (a zh learner)
    mis_term_left_out_why = Message("{name} 是几项之和，这里漏了其中一项：逐项核对，每个不为 0 的权重对应一项"
                                    "（输入为 0 的那一项加上的是 0）。",
                                    "{name} is a sum of terms, and one of them is left out here: check each term, one "
                                    "for every weight that is not 0 (a term whose input is 0 adds 0).")
    mis_term_left_out_why_which = Message("{name} 是几项之和，这里漏了 {which} 这一项。",
                                          "{name} is a sum of terms, and its term {which} is left out here.")
    mis_a_term_left_out_at_h = Message("{name} = max(0, a{j})，而 a{j} 的和里漏了一项。",
                                       "{name} = max(0, a{j}), with a term of a{j} left out.")
    mis_term_left_out_later = Message("之前的某个和里漏了一项。", "A sum before it had a term left out.")
    mis_term_left_out_later_which = Message("之前的某个和里漏了一项：{which}。",
                                            "A sum before it had a term left out: {which}.")
    # the way in the slips' table, as a formula: "a term of f left out: one term left out" had said it twice
    mis_a_term_left_out_way = Message("a_j = Σ_i u_i·W1[i,j] + b1_j 少算一项",
                                      "a_j = Σ_i u_i·W1[i,j] + b1_j, one term short")
    mis_f_term_left_out_way = Message("f_j = Σ_k h_k·W2[k,j] + b2_j 少算一项",
                                      "f_j = Σ_k h_k·W2[k,j] + b2_j, one term short")
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
    mis_residual_forgotten = Message("忘了残差（没把 u 加回来）", "residual forgotten (u not added back)")
    mis_residual_forgotten_why = Message("这里在该用 s 的地方用了 f；应先把 u 加回来：s = u + f，再归一化。",
                                         "f was used where s belongs; add u back first, s = u + f, then normalise.")
    mis_residual_forgotten_at_s = Message("漏了 u{j}：{name} = u{j} + f{j}，这个数只是 f{j}。",
                                          "u{j} is left out: {name} = u{j} + f{j}, and this number is f{j} alone.")
    # one component of s without its u (s2 = f2), carried on: the mean from it had been "Not right" alone
    mis_residual_one_forgotten = Message("有一个分量没把 u 加回来", "u not added back in one component")
    mis_residual_one_forgotten_why = Message("s = u + f 的每个分量都要加回 u；这里有一个 s_j 只取了 f_j。",
                                             "s = u + f adds u back in every component; here one s_j was f_j alone.")
    mis_residual_one_forgotten_later = Message("前面的 s 里写成了 {which}，那个分量没有加回 u。",
                                               "Before this step, s had {which}: that component's u was not added "
                                               "back.")
    mis_residual_one_forgotten_way = Message("有一个分量取了 s_j = f_j", "s_j = f_j for one component")
    mis_residual_one_right = Message("s_j = u_j + f_j", "s_j = u_j + f_j")
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
    # an instructor's u with f3 = 0: s3 typed as u3 (or u3 − f3) had been taken with no word, and counted for the
    # residual it cannot show
    same_s_without_f = Message("这里就算漏掉 FFN 这一支（s = u），也会得到这个数：在这组数上 f{j} = 0。",
                               "Leaving out the FFN's branch (s = u) would give this number too here: f{j} is 0 on "
                               "these numbers.")
    same_s_f_subtracted = Message("这里就算把 f 减掉（s = u − f），也会得到这个数：在这组数上 f{j} = 0。",
                                  "Subtracting f (s = u − f) would give this number too here: f{j} is 0 on these "
                                  "numbers.")
    mis_ffn_forgotten = Message("漏了 FFN 这一支（没加 f）", "the FFN's branch left out (f not added)")
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
    mis_mean_not_divided = Message("均值忘了除以 n", "the sum of s, not divided by n")
    mis_mean_not_divided_why = Message("均值是 n 个通道之和除以 n：mean = Σ_i s_i / n。这里只求了和，没有除以 n。",
                                       "The mean is the sum of the n channels over n: mean = Σ_i s_i / n. This is the "
                                       "sum, not divided by n.")
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
    # said of z: "the mean not subtracted" beside "the mean not taken off in the variance" read as one slip
    mis_mean_kept = Message("算 z 时没有减去均值", "the mean not subtracted in z")
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
