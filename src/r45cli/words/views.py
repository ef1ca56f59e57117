"""The words of the views: panel titles, table headings, notes the program writes about the numbers, and `why`."""

from . import Message


class ViewWords:
    group = Message("分组", "group")
    # sentences, not an aside in brackets: the titles in them have brackets of their own, three deep in all, and speech
    # says none of them
    read_before = Message("前面已经读过、内容相同，不再重复：{titles}。按 Ctrl-L 再回车就全部重读。",
                          "Said before, the same, and not said again: {titles}. Ctrl-L, then Enter, reads them again.")
    # all of them read in one place: the place said once ("(here, on an earlier visit)" had followed each of four)
    read_before_here = Message("此前在这里读过、内容相同，不再重复：{titles}。按 Ctrl-L 再回车就全部重读。",
                               "Said here on an earlier visit, the same, and not said again: {titles}. Ctrl-L, then "
                               "Enter, reads them again.")
    read_before_at = Message("在 {state} 已经读过、内容相同，不再重复：{titles}。按 Ctrl-L 再回车就全部重读。",
                             "Said at {state}, the same, and not said again: {titles}. Ctrl-L, then Enter, reads them "
                             "again.")
    # "the rest" alone: a listener could not tell the rest of what
    rest_read_at = Message("（这一块其余的部分与 {state} 的相同，不再重复）",
                           "(the rest of this panel as said at {state}, not said again)")
    # named among the panels read before, at a state come back to
    explained_before = Message("说明", "its explanation")
    noted_all = Message("注释", "its notes")
    noted_some = Message("{n} 条注释", "{n} of its notes")
    explained_and = Message("{a}与{b}", "{a} and {b}")
    rest_read_just = Message("（这一块其余的部分与刚才读过的相同，不再重复）",
                             "(the rest of this panel as just said, not said again)")
    read_at = Message("{title}（在 {state}）", "{title} (at {state})")
    read_here = Message("{title}（此前在这里读过）", "{title} (here, on an earlier visit)")  # "(at b2)" at b2
    read_at_as = Message("{title}（在 {state} 以“{heading}”为题读过）", "{title} (at {state}, said as '{heading}')")
    # no brackets of its own: the titles in it have theirs, and speech, which says none, lost where the list ended
    again_left = Message("没有变化的部分不再重复：{titles}。",  # "with your numbers", said of the course's
                         "What has not changed is not said again: {titles}.")
    place = Message("本组第 {i} 个，共 {n} 个", "{i} of {n} in this group")  # b4 "state 1 of 2" of six read as wrong
    default_mark = Message("默认状态", "default state")  # "default" alone, after a group "Default explanation"
    diagram = Message("编码器块", "Encoder block")
    part_off = Message("{part} 已关", "{part} off")  # the activation, switched off in a what-if
    part_zero = Message("{part} = 0", "{part} = 0")  # the projection, set to 0 in a what-if
    # true of every state lit on the part: b3's texts, about the whole block, had been said to "describe ReLU at work"
    lead_relu_off = Message("（你关掉了 ReLU：本状态的文字是按有 ReLU 的块写的；表中 h = a。）",
                            "(You switched ReLU off: this state's texts are written for the block with ReLU; in its "
                            "tables, h = a.)")
    # the what-if sets b2 to 0 with W2 (the FFN's output is 0): "f = b2" was said over an instructor's b2 = 0.1
    lead_w2_zero = Message("（你令 W2 与 b2 为 0：本状态的文字是按本课的 W2 与 b2 写的；表中 f = 0。）",
                           "(You set W2 and b2 to 0: this state's texts are written for the lesson's W2 and b2; in its "
                           "tables, f = 0.)")
    demo_no_relu = Message("没有 ReLU", "without ReLU")
    highlighted = Message("[方括号] 为本状态关注的部分", "[brackets] mark this state's part")
    reference = Message("参考", "Reference")
    further = Message("继续学习", "Further study")
    # vectors and matrices
    vectors = Message("向量（逐分量）", "Vectors, component by component")
    component = Message("分量", "i")
    weight_legend = Message(
        "底色：负为橙色，正为蓝色，越深 |w| 越大（数值本身带符号）",
        "shading: orange negative, blue positive, deeper for larger |w| (the signed number is printed too)",
    )
    # a terminal's shades (palette.RAMPS["terminal"]) deepen from orange to red, where the exports' stay orange: red
    # kept the depths in order on 16 colours, and 256 draw them as dark red (88) under a legend that had said orange
    weight_legend_terminal = Message(
        "底色：负为橙到红，正为蓝色，越深 |w| 越大（数值本身带符号）",
        "shading: orange to red negative, blue positive, deeper for larger |w| (the signed number is printed too)",
    )
    # a terminal of 16 colours (TERM=xterm) has no orange: its nearest are yellow and red, as the shades are drawn
    weight_legend_few = Message(
        "底色：负为黄到红，正为蓝色，越深 |w| 越大（数值本身带符号）",
        "shading: yellow to red negative, blue positive, deeper for larger |w| (the signed number is printed too)",
    )
    matrix = Message("{name}（{rows}×{cols}）：行是 {inp}，列是 {out}",
                     "{name} ({rows}×{cols}): rows {inp}, columns {out}")
    # hidden
    hidden = Message("扩展与 ReLU：a = uW1 + b1，h = ReLU(a)", "Widen and ReLU: a = uW1 + b1, h = ReLU(a)")
    built_from = Message("a_j =", "a_j =")
    # the channel's own a named: a lone "a" was heard as the article ("zeroed by ReLU, uh was negative")
    relu_zeroed = Message("ReLU 置零（{a} 为负）", "zeroed by ReLU ({a} was negative)")
    relu_zeroed_legend = Message("ReLU 置零（预激活为负）", "zeroed by ReLU (its pre-activation was negative)")
    relu_kept = Message("原样通过", "passed unchanged")
    negated = Message("{b} = −{a}：只做扩展时，各通道仍是 u 的线性组合。",
                      "{b} = −{a}: after widening alone, every channel is still linear in u.")
    negated_biased = Message("{b} = −{a}：只做扩展时，各通道仍是 u 的线性组合加上偏置（u 的仿射函数）。",  # b1 ≠ 0
                             "{b} = −{a}: after widening alone, every channel is still a weighted sum of u plus its "
                             "bias (affine in u).")
    zeroed_summary = Message("ReLU 置零的通道：{names}；映射从此不再线性。",
                             "ReLU zeroed {names}; from here on the map is not linear.")
    # b1 ≠ 0: the map was affine, not linear, before ReLU; "from here on not linear" said it had been
    zeroed_summary_biased = Message("ReLU 置零的通道：{names}；映射从此不再是仿射的。",
                                    "ReLU zeroed {names}; from here on the map is not affine.")
    none_zeroed = Message("这里 ReLU 没有置零任何通道。", "ReLU zeroed no channel here.")  # 本例 is the lesson's (h349)
    relu_off = Message(
        "你去掉了 ReLU：h = a，整个 FFN 成了一个仿射映射 u(W1W2) + (b1W2 + b2)，负的预激活原样传下去。",
        "You switched ReLU off: h = a, the whole FFN is one affine map, u(W1W2) + (b1W2 + b2), and negative "
        "pre-activations pass on unchanged.",
    )
    # heard after "(changed from the lesson's)" on every h: "changed … unchanged" in one breath
    why_relu_off = Message("“假如”里去掉了 ReLU：h = a。", "The what-if has ReLU switched off: h = a.")
    relu_off_kept = Message("原样通过（没有 ReLU）", "passed as it is (no ReLU)")
    hidden_no_relu = Message("扩展、不过 ReLU：a = uW1 + b1，h = a", "Widen, no ReLU: a = uW1 + b1, h = a")
    whose_yours = Message("你的数", "your numbers")
    whose_course = Message("本课的数", "the lesson's numbers")
    whose_drawn = Message("这一次新抽的数", "this run's drawn numbers")
    changed_mark = Message("* 标出与本课的数不同的值（按显示的 {decimals} 位小数）",
                           "* marks a value that differs from the lesson's (at the {decimals} decimals shown)")
    # under a weight table: its weights are written as they are (0.5, 0), not to 6 decimals
    changed_weight_mark = Message("* 标出与本课不同的权重", "* marks a weight that differs from the lesson's")
    # a learner who kept every digit found var 1.581248 where the page said 1.581249: the page works as by hand
    yours_by_hand = Message("（你的数：每一步都由上一步显示的 {decimals} 位小数算出，和手算一样）",
                            "(your numbers: each stage is worked from the one before as shown, to {decimals} "
                            "decimals, as by hand)")
    off_by_hand = Message("每一步都由上一步显示的 {decimals} 位小数算出，和手算一样；若从显示的 u 算起每一步都保留全部"
                          "位数，最后再舍入，{names} {how}：{values}。",
                          "Each stage is worked from the one before as shown, to {decimals} decimals, as by hand; "
                          "worked from the u shown with every digit kept and rounded at the end, {names} would differ "
                          "{how}: {values}.")
    # once the page has said how it works: a listener heard it three times on one page
    off_by_hand_short = Message("若从显示的 u 算起每一步都保留全部位数，最后再舍入，{names} {how}：{values}。",
                                "Worked from the u shown with every digit kept and rounded at the end, {names} would "
                                "differ {how}: {values}.")
    off_by_hand_last = Message("的最后一位会不同", "in the last digit")
    off_by_hand_gap = Message("会差出最多 {gap}", "by as much as {gap}")
    # "(notes about the lesson's numbers held back: 1; …)" was heard as jargon: said as what it is, and where it is
    notes_held_back = Message(
        "（这里略去 {n} 条说明：讲的是本课的数，对你的数不一定成立；按 c 看本课的数和说明）",
        "(left out here: {n} of the notes, about the lesson's numbers, which need not hold for yours; c shows them "
        "with the lesson's numbers)",
    )
    notes_held_other = Message("（这里略去 {n} 条说明：讲的是课程原来的数，而这份课程文件的算例用的是别的数）",
                               "(left out here: {n} of the notes, about the course's own numbers, which this lesson "
                               "file's example does not use)")
    notes_held_untrue = Message("（这里略去 {n} 条说明：它说的事在这份课程文件的数上不成立，r45 verify 会指出是哪条）",
                                "(left out here: {n} of the notes, which this lesson file's numbers do not bear out; "
                                "r45 verify says which)")
    notes_held_relu = Message("（这里略去 {n} 条说明：讲的是 ReLU 起作用时的情形，而你关掉了 ReLU）",
                              "(left out here: {n} of the notes, about ReLU at work, which you switched off)")
    notes_held_drawn = Message(
        "（这里略去 {n} 条说明：讲的是本课的数，对这一次新抽的数不一定成立；r45 show {state} 显示本课的数）",
        "(left out here: {n} of the notes, about the lesson's numbers, which need not hold for this run's drawn "
        "numbers; r45 show {state} has them with the lesson's)",
    )
    # composition
    composition = Message("W2 投回：f = hW2 + b2", "Project back: f = hW2 + b2")
    # after `e w2`, "f1 = 0 = 0.000000" said nothing of why
    no_terms = Message("W2 为 0：f_j 的每一项都是 0，只剩偏置 b2_j。",
                       "W2 is 0: every term of f_j is 0, leaving its bias b2_j.")
    no_terms_no_bias = Message("W2 与 b2 都是 0：f_j 的每一项都是 0，偏置也是 0。",
                               "W2 and b2 are 0: every term of f_j is 0, and so is its bias.")
    same_network = Message("每个位置都用这同一组 W2、b2，且只用自己的 h。",
                           "Every position uses this same W2 and b2, and only its own h.")
    # verify, where the file's example is not the packaged one: the texts about its numbers no claim checks ("{n} of
    # them": "1 texts" had been said)
    verify_course_notes = Message(
        "这个文件的算例与 r45 自带的课程文件不同（{changed}），而有 {n} 段说那些数的文字"
        "（标着 about: course 的注释，以及 u 从哪里来）还和自带的一字不差，也没有 claims 检查它们："
        "请再读一遍，改成符合现在的数（改过的就不再列出；只改了一种语言的，另一种仍列出，如 .zh）："
        "{where}（从 0 数起）。",
        "This file's example is not that of the lesson file r45 comes with ({changed}), and texts about those "
        "numbers (notes marked about: course, and where u comes from) still read as they do there, with no claim to "
        "check them ({n} of them): read them again and make them fit the numbers now (a text rewritten is no longer "
        "listed; one rewritten in one language is listed by the other, as .zh): {where} (counted from 0).")
    # a slip the lesson's numbers tell apart and no skill lists: its misses had counted against the question's skills
    chk_slip_owned = Message("{where} {name}：认得出“{slip}”，但它不属于任何技能",
                             "{where} {name}: finds '{slip}', which belongs to no skill")
    verify_slip_owned = Message(
        "{where} {name}：这里认得出“{slip}”，但 skills: 里没有哪个技能列出它，学习者这样出错会算在这道题的所有技能上。"
        "把 {key} 加到它所属技能的 slips: 里（这道题的技能：{skills}）。",
        "{where} {name}: '{slip}' gives a number of its own here, but no skill in skills: lists it, so a learner's "
        "miss with it counts against every skill of the question. Add {key} to the slips: of the skill it belongs to "
        "(this question's skills: {skills}).")
    verify_slip_shipped = Message(
        "{where} {name}：这里认得出“{slip}”，但 skills: 里没有哪个技能列出它，学习者这样出错会算在这道题的所有技能上。"
        "r45 自带的课程文件把 {key} 列在技能 {owner} 的 slips: 里：你的文件有这个技能的话，加到那里（这道题的技能："
        "{skills}）。",
        "{where} {name}: '{slip}' gives a number of its own here, but no skill in skills: lists it, so a learner's "
        "miss with it counts against every skill of the question. r45's own lesson file lists {key} under the skill "
        "{owner}: add it to that skill's slips: if your file has it (this question's skills: {skills}).")
    # layernorm
    layernorm = Message("LayerNorm(s)", "LayerNorm(s)")
    mean = Message("均值", "mean")
    # named as the formulas of why and predict name them: 均值 beside "mean = …" had been read as two numbers
    mean_named = Message("均值（名为 mean）", "mean")
    variance = Message("方差（有偏：除以 n，名为 var）", "variance (biased: over n; named var)")
    # "名为 std，略大于标准差" read as "std, slightly larger than std": in Chinese std is 标准差
    std = Message("√(方差 + eps)（名为 std；加了 eps，比真正的标准差略大）",
                  "√(variance + eps) (named std; eps makes it not quite the standard deviation)")
    # of z as LayerNorm makes it: "before it is rounded" had been read as of the rounded mean's z (−0.000001)
    # "（LayerNorm 作用于上面的 s，保留全部位数）" left unclear what kept every digit (a zh learner's report)
    z_mean = Message("z 的均值（对上面的 s 做 LayerNorm，中间不四舍五入）",
                     "mean of z (LayerNorm of the s above, unrounded)")
    z_variance = Message("z 的方差（按印出的 z 算；gamma = 1 时接近 1）",
                         "variance of z (of the z shown; near 1 while gamma is 1)")
    z_variance_bare = Message("z 的方差（按印出的 z 算）", "variance of z (of the z shown)")
    # a what-if s of tiny variance: rounded to 6 decimals, var moves z by more than a last digit
    # "rounded so, it moves z": the mean's rounding, divided by so small a std, moved z the most (a listener's check)
    # "with every digit kept" beside the vectors' note, which starts from u, had read as a second value of it (h349)
    ln_rounding_moved_z = Message(
        "这里 var(s) 取 {decimals} 位小数只有 {var}（保留全部位数是 {var_exact}）：std 这样小，途中各步（均值、方差）"
        "的舍入都会让 z 明显偏离：这里 z{j} = {shown}，从显示的 s 算起都保留全部位数时是 {exact}；"
        "印出的 z 的方差也随之偏离。",
        "var(s) is only {var} here to {decimals} decimals ({var_exact} with every digit kept): with a std so small, "
        "rounding on the way (the mean's, the variance's) moves z visibly: z{j} = {shown} here, {exact} from the s "
        "shown with every digit kept, and the variance of the z shown moves with them.")
    # a constant s (a what-if u of equal components), or a model one component wide: said in words
    ln_flat = Message("s 的各个分量都相等，所以它的方差是 0，std 只剩 √eps："
                      "每个 s_j − mean 都是 0，于是 z 就是 beta{here}。",
                      "s has all its components equal, so its variance is 0 and std is √eps alone: every s_j − mean "
                      "is 0, so z is beta{here}.")
    ln_single = Message("s 只有一个分量，它就是自己的均值：方差是 0，std 只剩 √eps，"
                        "s_1 − mean 是 0，于是 z 就是 beta{here}。",
                        "s has a single component, which is its own mean: its variance is 0 and std is √eps alone, "
                        "s_1 − mean is 0, so z is beta{here}.")
    ln_here_zero = Message("（这里是 0）", ", here 0")
    # scopes / visibility
    scopes = Message("跨位置与位置内", "Across positions, within a position")
    scope = Message("作用范围", "scope")
    parts = Message("部件", "parts")
    scope_across = Message("跨位置", "across")
    scope_within = Message("位置内", "within")
    visibility = Message("位置 i 能读取哪些位置（以 {n} 个位置为例）",
                         "What each position i may read ({n} positions shown)")  # "positions position i"
    attention = Message("注意力", "attention")
    ffn = Message("FFN", "FFN")
    position = Message("位置", "position")
    # said of what every front end shows: linear text has no grid ("the grid's diagonal" was heard there)
    visibility_note = Message("FFN 里每个位置只读自己（位置 i 只读 i）：它没有给任何位置增加可见范围。",
                              "In the FFN each position reads only itself (position i reads i alone): it adds "
                              "nothing to what any position can see.")
    stacks = Message("输入 x 与输出 z 都是 {d} 维：同样的块可以一层层叠上去。",
                     "Input x and output z are both {d} wide: identical blocks can be stacked.")
    # demo sequence
    attention_title = Message("注意力权重与各头输出", "Attention weights and head outputs")
    attention_note = Message("第 i 行是位置 i 分给各位置 j 的权重，每行之和为 1"
                             "（印出的 {decimals} 位小数相加，可能与 1 差百万分之几）。",
                             "Row i holds the weights position i gives each position j; each row sums to 1 (the "
                             "printed {decimals} decimals may add up to a few millionths off).")
    # a learner could not tell why 0.145677 had a mark and 0.112616 none: the legend gives each mark's bounds
    attention_shades = Message("底色越浓、标记越满，权重越大：{scale}。",
                               "A stronger shade and a fuller mark mean more weight: {scale}.")
    heat_under = Message("{mark} 不到 {weight}", "{mark} under {weight}")
    heat_from = Message("{mark} 自 {weight} 起", "{mark} from {weight}")
    head_weights = Message("头 {k}：softmax(QKᵀ/√d_head)，d_head = {d}", "head {k}: softmax(QKᵀ/√d_head), d_head = {d}")
    head_output = Message("头 {k} 的输出：权重 × V", "head {k} output: weights × V")
    sequence_title = Message("整块逐段计算，每行一个位置", "The whole block stage by stage, one row a position")
    # summaries of long vectors and matrices
    more_rows = Message("… 另有 {n} 行（加 --all 显示全部）", "… {n} more rows (--all shows them all)")
    more_columns = Message("… 另有 {n} 列（加 --all 显示全部）", "… {n} more columns (--all shows them all)")
    more_pairs = Message("… 另有 {n} 对（加 --all 显示全部）", "… {n} more pairs (--all shows them all)")
    more_heads = Message("… 另有 {n} 个头（加 --all 显示全部）", "… {n} more heads (--all shows them all)")
    more_components = Message("… 另有 {n} 个分量（加 --all 显示全部）", "… {n} more components (--all shows them all)")
    more_passed = Message("另有 {n} 项同类检查通过（加 --all 逐项列出）", "{n} more of these pass (--all lists each)")
    # the nonlinearity panel
    nonlinear_title = Message("注意力不是线性的：来算一算", "Attention is not linear: check it")
    nonlinear_setup = Message(
        "把注意力的所有偏置都置零（若注意力只是仿射映射，去掉偏置后它就是线性的），再看位置 1 的输出。"
        "线性映射必须让每一对都相等。y 是把 x "
        "的各行下移一位（最后一行移到最前）、每行倒序得到的另一段序列。",
        "With every bias of attention set to 0 (so that an affine map would be linear too), the tables show the "
        "output at position 1. A linear map would make each pair equal. y is another sequence: x's rows moved down "
        "one (the last row to the top), each reversed.",
    )
    # each row a component of position 1's output: at 40 columns "1：attn(x+y) …" read as position 1 (a learner)
    nonlinear_sum = Message("相加：attn(x + y) 与 attn(x) + attn(y)，位置 1 的输出逐分量",
                            "Sums: attn(x + y) against attn(x) + attn(y), the output at position 1 component by "
                            "component")
    nonlinear_double = Message("加倍：attn(2x) 与 2·attn(x)，位置 1 的输出逐分量",
                               "Doubling: attn(2x) against 2·attn(x), the output at position 1 component by component")
    # the demonstration's own table of head 1 keeps the biases: its weights differ. Its √ said here too: a learner
    # working b4 alone found it only in b3
    nonlinear_weights = Message(
        "头 1 在输入为 {x}、注意力的偏置全为 0 时的 softmax 权重：softmax(QKᵀ/√d_head)，d_head = {d}",
        "The softmax weights of head 1 at input {x}, attention's biases at 0: softmax(QKᵀ/√d_head), d_head = {d}")
    # said once, under the second table (it was in both titles)
    nonlinear_weights_moved = Message("输入加倍，权重就变了：两张表不同。", "Double the input and the weights change: "
                                      "the two tables differ.")
    nonlinear_verdict = Message(
        "全部 {n} 个位置中最大的差（按绝对值；上表只列位置 1）：相加 = {sum_gap}，加倍 = {double_gap}。都不是 0："
        "softmax 的权重随输入而变，所以注意力本身已经是非线性的（r45 verify 检查同一个数）。",
        "Largest gaps, in absolute value, over all {n} positions (the tables show position 1): sums = {sum_gap}, "
        "doubling = {double_gap}. Neither is 0: the softmax weights move with the input, so attention is already "
        "nonlinear (r45 verify checks the same number).",
    )
    # residual
    # of the learner's u too: a u3 < 0 whose f3 made s3 positive is listed, its sign not kept ("carried" was untrue)
    residual = Message("u 的负分量与残差", "The negative components of u, and the residual")
    sign_kept = Message("符号保留", "sign kept")
    sign_rule = Message(
        "z_i 的符号由 s_i − mean(s) 决定，不是由 u_i：u_i 为负，z_i 仍可能为正。",
        "What decides the sign of z_i is s_i − mean(s), not u_i: a negative u_i can still give a positive z_i.",
    )
    # a lesson's beta not 0 (or a gamma not positive): "s_i − mean(s)" alone had been said beside a z3 > 0 of s3 < mean
    sign_rule_affine = Message(
        "z_i 的符号由 gamma_i (s_i − mean(s)) / std + beta_i 决定，不是由 u_i：u_i 为负，z_i 仍可能为正。",
        "What decides the sign of z_i is gamma_i (s_i − mean(s)) / std + beta_i, not u_i: a negative u_i can still "
        "give a positive z_i.",
    )
    no_negative = Message("本例的 u 没有负分量。", "This example's u has no negative component.")
    no_negative_yours = Message("你的 u 没有负分量。", "Your u has no negative component.")
    no_negative_drawn = Message("这一次新抽的 u 没有负分量。", "This run's drawn u has no negative component.")
    # formula
    formula = Message("逐位置前馈网络", "Position-wise feed-forward network")
    zero_biases = Message("本例中 b1、b2 全为 0。", "In this example b1 and b2 are all zero.")
    per_position = Message("对序列中的每个位置 i 都用同一组 W1、b1、W2、b2。",
                           "The same W1, b1, W2, b2 are applied at every position i of the sequence.")
    # list
    lesson_graph = Message("状态列表", "Lesson states")
    order = Message("按键", "key")  # the digit that opens the state in step: from 0 (a list from 1 was one off)
    order_said = Message("按键：在 r45 step 里按它，打开那个状态", "key: press it in r45 step to open that state")
    order_key = Message("在 step 里按 {k}", "key {k} in step")
    state = Message("状态", "state")
    state_heard = Message("状态 {id}。{title}", "State {id}. {title}")  # linear text's heading of a state
    title = Message("标题", "title")
    next = Message("下一步", "next")
    end = Message("（终点）", "(end)")
    # bars
    bars = Message("带符号的条形图：向左为负，向右为正", "Signed bars: left of the axis negative, right positive")
    # why
    why_title = Message("{name} 从哪里来", "Where {name} comes from")
    why_note = Message(
        "每一步先写公式，再代入本课的数，按计算的先后排列；每个结果都由印出的 {decimals} 位小数算出，和手算一样。",
        "Each step: the formula, then the lesson's numbers in it, in the order they are computed; each result is "
        "worked from the numbers as printed, to {decimals} decimals, as by hand.",
    )
    why_note_yours = Message(
        "每一步先写公式，再代入你的数（来自“假如”），按计算的先后排列；每个结果都由印出的 {decimals} 位小数算出，"
        "和手算一样。",
        "Each step: the formula, then your numbers in it (from the what-if), in the order they are computed; each "
        "result is worked from the numbers as printed, to {decimals} decimals, as by hand.",
    )
    why_note_drawn = Message(
        "每一步先写公式，再代入这一轮新抽的数，按计算的先后排列；每个结果都由印出的 {decimals} 位小数算出，"
        "和手算一样。",
        "Each step: the formula, then this run's drawn numbers in it, in the order they are computed; each result is "
        "worked from the numbers as printed, to {decimals} decimals, as by hand.",
    )
    # "worked as s1 is" was followed into f3's steps, which have terms of their own (a listener's report)
    why_like = Message("{names} 与 {like} 用同一个公式，各用自己的数（那些数的算法可能与上面的不同），"
                       "这里只代入它们的值；要看其中一个的过程，再问它从哪里来（如 {first}）。",
                       "{names}: worked by the same formula as {like}, each from its own numbers (which may themselves "
                       "be worked differently from those above); only their values are put in here (ask where one "
                       "comes from, such as {first}, to see its steps).")
    why_values = Message("{names} 这里只代入它们的值；要看其中一个的过程，再问它从哪里来（如 {first}）。",
                         "{names}: only their values are put in here (ask where one comes from, such as {first}, to "
                         "see its steps).")
    why_weights = Message("a 和 f 的系数是 W1、W2 的权重（偏置 b1、b2 为 0 时不写出），由课程文件给出，不是算出来的。",
                          "The coefficients in a and f are the weights of W1 and W2 (biases b1, b2 left out where 0), "
                          "given by the lesson file, not computed.")  # not "in the states' tables": b2 and b5 have none
    why_weights_drawn = Message("a 的系数是 W1 的权重，由课程文件给出；f 的系数是这一轮新抽的 W2（偏置 b1、b2 为 0 时"
                                "不写出）。都不是算出来的。",
                                "The coefficients in a are the weights of W1, given by the lesson file; those in f are "
                                "this run's drawn W2 (biases b1, b2 left out where 0). Neither is computed.")
    # the switch zeroes b2 too: "each f_j is its bias b2_j", then "f3 = 0", left the step between unsaid
    why_weights_zero = Message("a 的系数是 W1 的权重，由课程文件给出；"
                               "“假如”把 W2 和 b2 都设为 0，所以每个 f_j 都是 0。",
                               "The coefficients in a are the weights of W1, given by the lesson file; the what-if set "
                               "W2 and b2 to 0, so each f_j is 0.")
    # where the steps hold one of a and f only ("a and f" had been said of h5, which has no f)
    why_weights_a = Message("a 的系数是 W1 的权重（为 0 的偏置不写出），由课程文件给出，不是算出来的。",
                            "The coefficients in a are the weights of W1 (a bias of 0 is left out), given by the "
                            "lesson file, not computed.")
    why_weights_f = Message("f 的系数是 W2 的权重（为 0 的偏置不写出），由课程文件给出，不是算出来的。",
                            "The coefficients in f are the weights of W2 (a bias of 0 is left out), given by the "
                            "lesson file, not computed.")
    why_weights_drawn_f = Message("f 的系数是这一轮新抽的 W2（为 0 的偏置不写出），不是算出来的。",
                                  "The coefficients in f are this run's drawn W2 (a bias of 0 is left out), not "
                                  "computed.")
    why_weights_zero_f = Message("“假如”把 W2 和 b2 都设为 0，所以每个 f_j 都是 0。",
                                 "The what-if set W2 and b2 to 0, so each f_j is 0.")
    # the settings the steps use: "eps, gamma and beta" had been said of std, which uses eps alone
    why_settings = Message("{names} 是 LayerNorm 的设置，由课程文件给出，不是算出来的。",
                           "{names} are LayerNorm's settings, given by the lesson file, not computed.")
    why_setting = Message("{names} 是 LayerNorm 的设置，由课程文件给出，不是算出来的。",
                          "{names} is LayerNorm's setting, given by the lesson file, not computed.")
    why_given = Message("已知 u：{given}", "given, u: {given}")  # said what it is: "given: the first Add & Norm's…"
    # why u3 showed no arithmetic; names take the minus sign, numbers the course's hyphen (as sums.expression does)
    # the numbers after u{j} kept with it: at 40 columns the result had begun a line of its own, with no name
    # the lesson's printed: values, the course page's in the packaged file (an instructor's own u is no page's)
    why_recovered = Message("按本课印出的数：u{j} = (u + f){j} − f{j}，所以 {worked}。",
                            "From the numbers this lesson prints: u{j} = (u + f){j} − f{j}, so {worked}.")
    why_given_held = Message("（这里略去了课程文件对 u 的来历的说明：讲的是课程原来的数，"
                             "而这份课程文件的算例用的是别的数）",
                             "(left out here: the lesson file's note on where u comes from, about the course's own "
                             "numbers, which this lesson file's example does not use)")
    why_given_plain = Message("已知：课程文件给出的 u", "given: the u the lesson file gives")
    why_given_yours = Message("已知：“假如”里的 u", "given: the what-if's u")
    why_given_drawn = Message("已知：这一轮新抽的 u（不是本课的数）", "given: this run's drawn u (not the lesson's)")
    why_names = Message("输入一个数的名字，例如：{names}", "Type the name of a number, one of: {names}")
    why_missing = Message("要解释哪个数？给出它的名字（例如 r45 why z1）：{names}",
                          "Which number? Give its name (for example r45 why z1): {names}")
    unknown_name = Message("没有名为{name!r}的数。可用的名字：{names}",
                           "No number named {name!r}. Valid names: {names}")
    # a state's id, asked where it comes from: the command that shows it (h223, h222 typed `why b5`)
    why_state = Message("“{name}”是一个状态，不是一个数：r45 show {name} 显示它。",  # the 31 names: a line too long
                        "{name!r} is a state, not a number: r45 show {name} shows it.")
