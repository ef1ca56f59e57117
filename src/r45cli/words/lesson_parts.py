"""The words of the schema's refusals: what each part of a lesson file must say (its version and order, groups,
diagram, example, demo, states, questions, skills, chain, claims) and the bounds on the whole lesson.

A key of the file (order:, next:, skills:) and a name it may use (h5, W2, learner) stay as written in Chinese.
"""

from . import Message


class LessonPartWords:
    # the whole file
    lesson_version = Message("这个 r45 读取版本 {want} 的课程文件，这里写的是 {got!r}{unquote}",
                             "this r45 reads lesson files of version {want}, not {got!r}{unquote}")
    lesson_list_a_state = Message("至少要列出一个状态", "must list at least one state")
    lesson_listed_twice = Message("重复列出了 {ids}", "lists {ids} more than once")
    # "does not list b5" alone had said neither what b5 is nor what to do
    lesson_not_listed = Message("没有列出 states: 里的 {ids}（要显示的就加进 order，不要的就从 states: 里删掉）",
                                "does not list {ids}, found in states: (add to order what is to be shown, delete "
                                "from states: what is not)")
    lesson_state_id_bool = Message("YAML 把一个状态 id 读成了 {value}（yes、no、on、off 等都会这样）：请给它加上引号",
                                   "a state id read by YAML as {value} (yes, no, on, off…): quote it")
    lesson_state_case_twins = Message("{one!r}和{other!r}只是大小写不同；查找状态 id 时不分大小写",
                                      "{one!r} and {other!r} differ only in letter case; state ids are looked up in "
                                      "any case")
    lesson_within = Message("{what}是 {n}；这个 r45 最多显示 {limit}", "{what} is {n}; this r45 shows at most {limit}")
    lesson_model_width = Message("模型宽度", "the model width")
    lesson_hidden_width = Message("隐藏层宽度", "the hidden width")
    lesson_positions = Message("位置数（行数）", "positions (rows)")
    lesson_heads = Message("注意力头数", "heads")
    lesson_head_width = Message("每个头的宽度", "the head width")
    # groups, the diagram and its sublayers
    lesson_list_a_group = Message("至少要列出一个分组", "must list at least one group")
    lesson_group_again = Message("前面的分组也用了{gid!r}这个 id（把两者之一改名）",
                                 "{gid!r} is the id of an earlier group too (rename one of the two)")
    lesson_two_groups = Message("同时在分组{one!r}和{other!r}里", "is in both groups {one!r} and {other!r}")
    lesson_no_group = Message("不属于任何分组（把它加到某个分组的 states: 里：{groups}）",
                              "belongs to no group (add it to the states: of one: {groups})")
    lesson_list_a_part = Message("至少要列出一个部件", "must list at least one part")
    lesson_unknown_scope = Message("未知的范围{value!r}（请用 {allowed}）", "unknown scope {value!r} (use {allowed})")
    lesson_adds_later = Message("adds 写的是{part!r}，它不是排在前面的部件（残差加回的是前面的某个值）",
                                "adds {part!r}, which is not a part before it (a residual adds back an earlier value)")
    lesson_unknown_width = Message("未知的宽度{value!r}（请用 {allowed}）", "unknown width {value!r} (use {allowed})")
    lesson_unknown_role = Message("未知的角色{value!r}（请用 {allowed}）", "unknown role {value!r} (use {allowed})")
    lesson_part_twice = Message("把部件{part!r}列了两次", "lists the part {part!r} twice")
    lesson_unknown_part = Message("未知的图部件{part!r}（现有部件：{parts}）",
                                  "unknown diagram part {part!r} (parts are {parts})")
    lesson_part_in_two = Message("部件{part!r}在两个子层里", "part {part!r} is in two sublayers")
    lesson_parts_in_a_row = Message("部件必须在图中相邻，并按图中的顺序排列",
                                    "parts must be consecutive in the diagram, in its order")
    # the example
    lesson_w1_transposed = Message("有 {dh} 行 {d} 列；u 有 {d} 个数、b1 有 {dh} 个，它应有 {d} 行 {dh} 列，"
                                   "u 的每个分量一行（写成转置了？）",
                                   "is {dh} × {d}; with {d} numbers in u and {dh} in b1 it is {d} × {dh}, a row for "
                                   "each component of u (transposed?)")
    lesson_w1_rows = Message("有 {rows} 行，但 u 有 {d} 个数：u 的每个分量一行",
                             "has {rows} rows, but u has {d} numbers: one row for each component of u")
    lesson_u_length = Message("有 {d} 个数，但 W1 有 {rows} 行（u 的每个分量一行）{comma}",
                              "has {d} numbers, but W1 has {rows} rows, one for each component of u{comma}")
    lesson_b1_length = Message("有 {dh} 个数，但 W1 的每一行有 {cols} 个（每个隐藏通道一个）",
                               "has {dh} numbers, but each row of W1 has {cols}, one for each hidden channel")
    lesson_positive = Message("必须大于 0", "must be greater than 0")
    # a state
    lesson_next_disagrees = Message("next: {next!r}与 order 不一致：在 order 里{where}；路径只由 order 决定"
                                    "（请删掉 next:）",
                                    "next: {next!r} disagrees with order, where {where}; the path is order alone "
                                    "(drop next:)")
    lesson_order_puts = Message("它后面是{sid!r}", "order puts {sid!r} after it")
    lesson_order_ends = Message("它是最后一个", "order ends with it")
    lesson_group_disagrees = Message("写的是 group: {group!r}，但 groups: 把它列在{listed!r}下（请删掉 group:）",
                                     "says group: {group!r}, but groups: lists it under {listed!r} (drop group:)")
    lesson_note_about = Message("about: {value!r}不可用（请用 {allowed}）", "about: {value!r} (use {allowed})")
    lesson_unknown_panel = Message("未知的面板{kind!r}（可用的面板：{panels}{guess}）",
                                   "unknown panel {kind!r} (panels are {panels}{guess})")
    lesson_panel_needs_of = Message("面板{kind!r}需要 `of:`（{allowed} 之一）",
                                    "panel {kind!r} needs `of:` (one of {allowed})")
    lesson_panel_cannot_show = Message("面板{kind!r}不能显示{name!r}（它可显示：{takes}）",
                                       "panel {kind!r} cannot show {name!r} (it takes {takes})")
    lesson_panel_takes_nothing = Message("无", "nothing")
    # a question
    lesson_unknown_kind = Message("未知的题型{kind!r}（请用 {allowed}）", "unknown kind {kind!r} (use {allowed})")
    lesson_cannot_give = Message("不能给出{name!r}（可给出 {allowed} 之一）",
                                 "cannot give {name!r} (give one of {allowed})")
    lesson_not_quantity = Message("{answer!r}不是算出来的量（例如 h5、z4、mean{guess}）",
                                  "{answer!r} is not a computed quantity (e.g. h5, z4, mean{guess})")
    lesson_components = Message("；{stage} 只有 {n} 个分量：{stage}1 到 {stage}{n}",  # s5 of a 4-wide s
                                "; {stage} has {n} components, {stage}1 to {stage}{n}")
    lesson_ask_other = Message("{lang} 的 ask 问的是 {name} = ?，但 answer: 是 {answer}（请让两者一致）",
                               "the {lang} ask says {name} = ?, but answer: is {answer} (make the two agree)")
    lesson_tolerance_tight = Message("{tol:g} 小于第 {decimals} 位小数的半个单位（{least:g}），而答案正是印到这一位："
                                     "照着印出的答案输入，也只会被判为“接近”",
                                     "{tol:g} is below half a unit of the {decimals}th decimal ({least:g}), to which "
                                     "answers are printed: the printed answer itself would be graded only close")
    lesson_unknown_set = Message("未知的集合{answer!r}（请用 {allowed}）", "unknown set {answer!r} (use {allowed})")
    lesson_two_options = Message("应为至少有 2 个选项的列表", "expected a list of at least 2 options")
    lesson_option_number = Message("应为 1 到 {n} 的选项编号，实际是 {got!r}{unquote}",
                                   "expected an option number from 1 to {n}, got {got!r}{unquote}")
    lesson_not_shown = Message("{panel!r}不是这个状态显示的面板（它显示 {panels}）",
                               "{panel!r} is not a panel this state shows ({panels})")
    lesson_cannot_draw = Message("不能重新抽取{name!r}（可抽取 {allowed}）", "cannot draw {name!r} (draw {allowed})")
    lesson_draw_u = Message("必须列出 u：新的一轮总会重新抽取 u", "must list u: a fresh run always draws u")
    lesson_questions_budget = Message("使整个课程的问题超过 {n} 个（测验和预测合计）",
                                      "takes the lesson past {n} questions in all (quiz and predict)")
    # skills and the chain
    lesson_unknown_slip = Message("未知的错误做法{slip!r}{guess}（现有的错误做法：{slips}）",
                                  "unknown slip {slip!r}{guess} (slips are {slips})")
    lesson_true_or_false = Message("应为 true 或 false，实际是 {kind}", "expected true or false, got {kind}")
    lesson_skill_twice = Message("把技能{skill!r}列了两次", "lists the skill {skill!r} twice")
    lesson_slip_in_two = Message("错误做法{slip!r}在两个技能里", "the slip {slip!r} is in two skills")
    lesson_skill_unlisted = Message("用了技能{skill!r}，但 skills: 里没有它{guess}",
                                    "names the skill {skill!r}, which skills: does not list{guess}")
    lesson_skill_idle = Message("没有问题练习 {skills}（把它从 skills: 里删掉，或加进某个问题的 skills:）",
                                "no question exercises {skills} (drop it from skills:, or add it to a question's "
                                "skills:)")
    lesson_chain_nothing = Message("{sid!r}没有要计算的预测步骤（一个数或一个集合）",
                                   "{sid!r} has no predict step to compute (a number or a set)")
    lesson_card_ask_hint = Message("整块复习卡要同时有 ask 和 hint", "the whole-block card needs both ask and hint")
    lesson_card_ask_other = Message("{lang} 的 ask 问的是 {name} = ?，但整块复习卡问的是 {answer}",
                                    "the {lang} ask says {name} = ?, but the whole-block card asks for {answer}")
    # claims
    lesson_not_claim = Message("{text!r}不是一条 claim（依次写出名称、运算符和值，例如“h3 = 0”；运算符是 {ops} 之一）",
                               "{text!r} is not a claim (NAME OP VALUE, as 'h3 = 0'; OP one of {ops})")
    lesson_claim_name = Message("{name!r}不是例子里的数（{problem}）",
                                "{name!r} is not a number of the example ({problem})")
    lesson_claim_value = Message("{text!r}既不是数，也不是例子里的数",
                                 "{text!r} is neither a number nor a number of the example")
    claim_matrix = Message("{name} 有 {rows} 行 {cols} 列：写作 {name}[i,j]，即第 i 行第 j 列，从 1 数起",
                           "{name} is {rows} × {cols}: {name}[row,column], from 1")
    claim_eps = Message("eps 只是一个数", "eps is one number")
    claim_vector = Message("{name} 有 {n} 项：写作 {name}[j]，从 1 数起；或者只写 {name}，表示每一项",
                           "{name} has {n} entries: {name}[j], from 1, or {name} for each")
    claim_moment = Message("{name}(X)：X 是 {stages} 之一", "{name}(X): X one of {stages}")
    claim_examples = Message("例如 {names}", "e.g. {names}")
