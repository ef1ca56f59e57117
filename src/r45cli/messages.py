"""The tool's own words (labels, prompts, errors) in zh and en.

The lesson's texts live in states.yaml; these are only the interface around
them. Each sentence is an attribute of `M`, so whoever produces one (a check,
a lab fact, a refusal) names it as `M.chk_printed` and a misspelt name fails
at once; only the views turn it into words, with `say(M.chk_printed, lang,
**values)`, which picks the language and fills the blanks.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from .words import Message
from .words.exports import ExportWords

LANGS = ("zh", "en")  # the languages of every text, the lesson's and the interface's

LANG_ENV = "R45_LANG"
LOCALE_ENVS = ("LC_ALL", "LC_MESSAGES", "LANG")


class M(ExportWords):
    """Every sentence of the interface, by name: `say(M.quiz_right, lang)`; the exports' own are in words/exports.py."""

    group = Message("分组", "group")
    place = Message("第 {i}/{n} 步", "step {i} of {n}")
    default_mark = Message("默认", "default")
    diagram = Message("编码器块", "encoder block")
    highlighted = Message("[方括号] 为本状态关注的部分", "[brackets] mark this state's part")
    reference = Message("参考", "reference")
    further = Message("继续学习", "further study")
    # vectors and matrices
    vectors = Message("向量（逐分量）", "vectors, component by component")
    component = Message("分量", "i")
    weight_legend = Message(
        "底色：橙色为负，蓝色为正，越深 |w| 越大（数值本身带符号）",
        "shading: orange negative, blue positive, deeper for larger |w| (the signed number is printed too)",
    )
    matrix = Message("{name}（{rows}×{cols}）：行是 {inp}，列是 {out}", "{name} ({rows}×{cols}): rows {inp}, columns {out}")
    # hidden
    hidden = Message("扩展与 ReLU：a = uW1 + b1，h = ReLU(a)", "Widen and ReLU: a = uW1 + b1, h = ReLU(a)")
    built_from = Message("a_j =", "a_j =")
    relu_zeroed = Message("ReLU 置零（a 为负）", "zeroed by ReLU (a was negative)")
    relu_kept = Message("原样通过", "passed unchanged")
    negated = Message(
        "{b} = −{a}：只做扩展时，各通道仍是 u 的线性组合。", "{b} = −{a}: widened but not yet ReLU'd, every channel is still linear in u."
    )
    zeroed_summary = Message("ReLU 置零的通道：{names}；映射从此不再线性。", "ReLU zeroed {names}; from here on the map is not linear.")
    none_zeroed = Message("本例中 ReLU 没有置零任何通道。", "ReLU zeroed no channel in this example.")
    # composition
    composition = Message("W2 投回：f = hW2 + b2", "Project back: f = hW2 + b2")
    same_network = Message("每个位置都用这同一组 W2、b2，且只用自己的 h。", "Every position uses this same W2 and b2, and only its own h.")
    # layernorm
    layernorm = Message("LayerNorm(s)", "LayerNorm(s)")
    mean = Message("均值", "mean")
    variance = Message("方差（有偏）", "variance (biased)")
    std = Message("√(方差 + eps)（名为 std，比标准差多了 eps）", "√(variance + eps) (named std; eps makes it not quite the standard deviation)")
    # scopes / visibility
    scopes = Message("跨位置与位置内", "Across positions, within a position")
    scope = Message("作用范围", "scope")
    parts = Message("部件", "parts")
    scope_across = Message("跨位置", "across")
    scope_within = Message("位置内", "within")
    visibility = Message("位置 i 能读取哪些位置（以 {n} 个位置为例）", "Which positions position i reads (shown for {n} positions)")
    attention = Message("注意力", "attention")
    ffn = Message("FFN", "FFN")
    position = Message("位置", "position")
    visibility_note = Message(
        "FFN 的格子只有对角线：它没有给任何位置增加可见范围。", "The FFN grid is only its diagonal: it adds nothing to what any position can see."
    )
    stacks = Message(
        "输入 x 与输出 z 都是 {d} 维：同样的块可以一层层叠上去。", "Input x and output z are both {d} wide: identical blocks can be stacked."
    )
    # demo sequence
    attention_title = Message("注意力权重与各头输出", "Attention weights and head outputs")
    attention_note = Message(
        "第 i 行是位置 i 分给各位置 j 的权重，每行之和为 1；颜色越亮、标记（░▒▓█）越满，权重越大。",
        "Row i holds the weights position i gives each position j; each row sums to 1. Brighter, and a fuller mark (░▒▓█), means more weight.",
    )
    head_weights = Message("头 {k}：softmax(QKᵀ/√d_head)", "head {k}: softmax(QKᵀ/√d_head)")
    head_output = Message("头 {k} 的输出：权重 × V", "head {k} output: weights × V")
    sequence_title = Message("整块逐段计算，每行一个位置", "The whole block stage by stage, one row a position")
    # summaries of long vectors and matrices
    more_rows = Message("… 另有 {n} 行（加 --all 显示全部）", "… {n} more rows (--all shows them all)")
    more_columns = Message("… 另有 {n} 列（加 --all 显示全部）", "… {n} more columns (--all shows them all)")
    more_pairs = Message("… 另有 {n} 对（加 --all 显示全部）", "… {n} more pairs (--all shows them all)")
    more_heads = Message("… 另有 {n} 个头（加 --all 显示全部）", "… {n} more heads (--all shows them all)")
    more_components = Message("… 另有 {n} 个分量（加 --all 显示全部）", "… {n} more components (--all shows them all)")
    more_passed = Message("另有 {n} 项同类检查通过（加 --all 逐项列出）", "{n} more of these pass (--all lists each)")
    head = Message("head {k}", "head {k}")
    # lab
    lab_head_weights = Message("权重，头 {k}", "weights, head {k}")
    lab = Message("实验", "lab")
    before = Message("改动前", "before")
    after = Message("改动后", "after")
    changed_legend = Message("标出改动后变化的数值（超过 6 位小数能显示的差别）", "marks a value the change moved (by more than 6 decimals can show)")
    lab_u_is_ln_x = Message("u 与 LayerNorm(x) 的最大差", "max |u − LayerNorm(x)|")
    lab_jacobian = Message("∂z_i/∂x_i（位置 {i}，W_O = 0 时；行 z，列 x）", "∂z_i/∂x_i at position {i} with W_O = 0 (rows z, columns x)")
    lab_jacobian_numeric = Message("解析雅可比与中心差分的最大差", "max |analytic − central differences|")
    lab_identity_gap = Message("与单位矩阵的最大差 max |J − I|（不是 0）", "largest entry of |J − I| (not 0: not the identity)")
    lab_mean_direction = Message(
        "J·1：x 的所有分量同加 1，z 不变（LayerNorm 去掉均值方向）",
        "J·1: adding 1 to every x component leaves z alone (LayerNorm removes the mean direction)",
    )
    lab_z_is_ln_u = Message("z 与 LayerNorm(u) 的最大差", "max |z − LayerNorm(u)|")
    lab_relu_had_zeroed = Message("原先被 ReLU 置零的通道", "channels ReLU had zeroed")
    lab_changed_through = Message("{name} 变了，因为它用到", "{name} changes because it uses")
    lab_unchanged = Message("不变的分量（只用到正通道）", "unchanged (built from positive channels only)")
    lab_mask = Message("因果掩码：第 i 行可以读取的位置 j（● 可读）", "Causal mask: the positions j row i may read (● = may read)")
    lab_later_weight = Message("分给后面位置的最大权重", "largest weight given to a later position")
    lab_first_reads_itself = Message("位置 1 只能读自己：它给自己的权重", "position 1 can only read itself: its weight on itself")
    lab_means = Message("{arrangement} 输出每个位置的均值", "{arrangement} output, mean at each position")
    lab_variances = Message("{arrangement} 输出每个位置的方差", "{arrangement} output, variance at each position")
    post_norm = Message("post-norm", "post-norm")
    pre_norm = Message("pre-norm", "pre-norm")
    course = Message("课程的", "course")
    yours = Message("你的", "yours")
    lab_relu_zeroed_yours = Message("你的 u 中被 ReLU 置零的通道", "channels ReLU zeroed for your u")
    lab_your_z = Message("你的 z", "your z")
    # what a person typed (typed.py)
    typed_too_long = Message("太长了（最多 {n} 个字符）", "too long (at most {n} characters)")
    typed_empty = Message("什么也没有输入", "nothing was typed")
    typed_not_number = Message("{text!r} 不是一个数", "{text!r} is not a number")
    typed_out_of_range = Message("{text} 超出范围（应在 ±{limit} 以内）", "{text} is out of range (keep within ±{limit})")
    typed_count = Message("需要恰好 {want} 个数（用逗号或空格分隔），收到 {got} 个", "needs exactly {want} numbers (separated by commas or spaces), got {got}")
    typed_item = Message("第 {i} 个值：{problem}", "value {i}: {problem}")
    lab_u = Message("--u：{problem}", "--u: {problem}")
    quiz_again = Message("请再输入一次。", "Try again.")
    # residual
    residual = Message("残差带过来的负分量", "Negative components carried by the residual")
    sign_kept = Message("符号保留", "sign kept")
    no_negative = Message("本例的 u 没有负分量。", "This example's u has no negative component.")
    # formula
    formula = Message("逐位置前馈网络", "Position-wise feed-forward network")
    zero_biases = Message("本例中 b1、b2 全为 0。", "In this example b1 and b2 are all zero.")
    per_position = Message(
        "对序列中的每个位置 i 都用同一组 W1、b1、W2、b2。", "The same W1, b1, W2, b2 are applied at every position i of the sequence."
    )
    # list
    lesson_graph = Message("状态列表", "Lesson states")
    order = Message("顺序", "#")
    state = Message("状态", "state")
    title = Message("标题", "title")
    next = Message("下一步", "next")
    end = Message("（终点）", "(end)")
    # verify
    verify_title = Message(
        "用 numpy 从 {path} 重新计算并核对（印出的数值按 {decimals} 位小数逐位比较）",
        "Recomputed from {path} with numpy and checked (printed values compared digit for digit at {decimals} decimals)",
    )
    check = Message("检查项", "check")
    expected = Message("应为", "expected")
    got = Message("计算得到", "got")
    result = Message("结果", "result")
    passed = Message("通过", "pass")
    failed = Message("失败", "FAIL")
    verify_ok = Message("全部 {n} 项通过。", "All {n} checks pass.")
    verify_bad = Message("{failed}/{n} 项失败。", "{failed} of {n} checks failed.")
    chk_printed = Message("课程印出的 {name}", "course's printed {name}")
    chk_recovered = Message("由印出的 (u+f) − f 还原 {name}", "{name} recovered as printed (u+f) − f")
    chk_mean = Message("z 归一化后均值为 0", "normalised z has mean 0")
    chk_var = Message("z 归一化后方差 = 1/(1+eps/var(s))", "normalised z has variance 1/(1+eps/var(s))")
    chk_rows = Message("多位置矩阵的 FFN = 逐行 FFN（最大差）", "FFN on a matrix = FFN row by row (max difference)")
    chk_permute = Message("交换位置顺序只会交换输出顺序（最大差）", "permuting positions permutes f and z (max difference)")
    chk_local = Message("改动位置 {k} 的 u 不影响其他位置的 f、z（最大变化）", "changing position {k}'s u leaves the others' f, z alone (max change)")
    chk_relu = Message("ReLU 恰好把负的预激活置零", "ReLU zeroed exactly the negative pre-activations")
    chk_softmax = Message("演示序列：softmax 每行之和为 1（最大偏差）", "demo: every softmax row sums to 1 (max deviation)")
    chk_causal = Message("演示序列：因果掩码下分给后面位置的权重", "demo: weight on later positions under the causal mask")
    chk_nonlinear = Message(
        "演示序列：所有偏置置零后注意力仍不可加，|attn(x + y) − attn(x) − attn(y)| 的最大值",
        "demo: with every bias at zero attention is still not additive, max |attn(x + y) − attn(x) − attn(y)|",
    )
    chk_equivariant = Message(
        "演示序列：无掩码时整层对位置置换等变（最大差）", "demo: without a mask the layer is permutation-equivariant (max difference)"
    )
    chk_ffn_visibility = Message(
        "演示序列：FFN 不增加可见范围，i ≠ j 时 ∂z_i/∂u_j 的最大值（{n} 个位置）",
        "demo: FFN adds no visibility, max |∂z_i/∂u_j| for i ≠ j ({n} positions)",
    )
    chk_sign = Message("{name} 保持 u{i} 的符号（残差）", "{name} keeps the sign of u{i} (residual)")
    # step
    step_keys = Message(
        "Enter/n/→ 下一步 · p/← 上一步 · d 默认状态 {default} · {ids} 跳转 · Ctrl-L 重画 · q 退出 · ? 按键说明",
        "Enter/n/→ next · p/← back · d default {default} · {ids} jump · Ctrl-L redraw · q quit · ? keys",
    )
    step_prompt = Message("r45 {state}> ", "r45 {state}> ")
    step_done = Message(
        "路径已走完：这是最后一个状态 {state}。p 返回，d 回到默认，q 退出。",
        "Path done: {state} is the last state. p goes back, d to the default, q quits.",
    )
    after_title = Message("接下来", "What next")
    after_quiz = Message(
        "r45 quiz：按状态做题自测，答错有提示，两次后给出解法",
        "r45 quiz: test yourself state by state, with a hint after a wrong answer and the solution after two",
    )
    after_why = Message("r45 why 名字：看任何一个数从哪里来，例如 r45 why z1", "r45 why NAME: where any number comes from, e.g. r45 why z1")
    after_lab = Message(
        "r45 lab：继续学习里的实验，例如把 W_O 置零、去掉 ReLU", "r45 lab: the further-study experiments, such as W_O set to zero or no ReLU"
    )
    route_on = Message("继续往下：{state}", "carry on: {state}")
    route_start = Message("或从 {state} 开始{group}", "or recompute from {state} ({group})")
    step_at_start = Message("已经是第一个状态。", "Already at the first state.")
    step_unknown = Message("不认识 {key!r}。输入 ? 查看按键。", "Unknown key {key!r}. Type ? for the keys.")
    # step in full screen
    tui_key_next = Message("下一步", "next")
    tui_key_previous = Message("上一步", "back")
    tui_key_back = Message("返回来处", "came from")
    tui_key_default = Message("默认", "default")
    tui_key_why = Message("数从哪来", "why")
    tui_key_whatif = Message("假如", "what if")
    tui_key_restore = Message("还原 u", "restore u")
    tui_key_list = Message("状态列表", "states")
    tui_key_help = Message("按键", "keys")
    tui_key_leave = Message("回到状态", "back to the state")
    tui_key_quit = Message("退出", "quit")
    tui_help_title = Message("按键", "Keys")
    tui_next = Message("沿路径到下一个状态", "the next state along the path")
    tui_previous = Message("沿路径到上一个状态", "the previous state along the path")
    tui_back = Message("回到刚才所在的状态（历史）", "back to where you came from (history)")
    tui_default = Message("默认状态", "the default state")
    tui_place = Message("路径上第几个状态（从 0 数起）", "the state at that place on the path, from 0")
    tui_scroll = Message("滚动当前状态", "scroll the state")
    tui_why = Message("输入一个名字（z1、h5、mean…），看它从哪里来", "type a name (z1, h5, mean…) and see where it comes from")
    tui_whatif = Message(
        "假如：改 u 的分量（↑↓ 每次 0.1），去掉 ReLU 或令 W2 = 0，所有数随之重算",
        "what if: change u (↑↓ by 0.1), drop ReLU or set W2 = 0, and every number is recomputed",
    )
    tui_restore = Message("把 u 还原为课程的 u", "restore the course's u")
    tui_list = Message("窄屏时显示或收起状态列表", "show or hide the list of states on a narrow screen")
    tui_help = Message("本说明", "this help")
    tui_quit = Message("退出", "quit")
    tui_close = Message("Esc 关闭", "Esc closes")
    tui_why_ask = Message("哪个数？输入名字后按 Enter（Esc 关闭）", "Which number? Type its name and press Enter (Esc closes)")
    tui_whatif_label = Message("假如：这是你的 u，不是课程的数（r 还原，e 关闭）", "What if: your u, not the course's numbers (r restores, e closes)")
    tui_no_relu = Message("去掉 ReLU", "no ReLU")
    tui_zero_w2 = Message("W2 = 0", "W2 = 0")
    tui_stale = Message("{field}：{problem}。下面仍是上一个能读懂的 u 的数。", "{field}: {problem}. The numbers below are still those of the last u that could be read.")
    # why
    why_title = Message("{name} 从哪里来", "Where {name} comes from")
    why_note = Message(
        "每一步先写公式，再代入当前课程的数值（代入值保留 6 位小数，结果按全精度计算）。",
        "Each step: the formula, then the current lesson's values (shown to 6 decimals; results use full precision).",
    )
    why_given = Message(
        "输入：第一次 Add & Norm 的输出（R43–R44 的未训练算例），课程没有单独印出，由印出的 h 与 u+f 还原，见 states.yaml",
        "input: the first Add & Norm's output (R43–R44's untrained example); the course does not print it, it is recovered from the printed h and u+f (see states.yaml)",
    )
    unknown_name = Message("没有名为 {name!r} 的数。可用的名字：{names}", "no number named {name!r}. Valid names: {names}")
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
    # progress
    progress_title = Message("学习进度", "Progress")
    seen = Message("看过", "seen")
    quiz_col = Message("测验最佳", "best quiz")
    last_mark = Message("上次停在这里", "last seen")
    progress_where = Message("保存在 {path}", "kept in {path}")
    progress_reset = Message("学习进度已清除（{path}）。", "Progress cleared ({path}).")
    resuming = Message(
        "从上次看到的 {state} 继续（用 --from 选择起点）。", "Resuming at {state}, the last state you saw (use --from to start elsewhere)."
    )
    progress_unreadable = Message(
        "无法读取学习进度 {path}（{detail}），本次不使用它", "cannot read progress {path} ({detail}); carrying on without it"
    )
    progress_corrupt = Message("学习进度文件 {path} 已损坏（{detail}），本次从头记录", "progress file {path} is corrupt ({detail}); starting afresh")
    progress_moved = Message(
        "学习进度文件 {path} 无法解析，已原样移到 {detail}，本次从头记录",
        "progress file {path} could not be parsed; it was moved, unchanged, to {detail}, and progress starts afresh",
    )
    progress_newer = Message(
        "学习进度文件 {path} 来自更新版本的 r45（格式 {detail}），保持原样，本次不保存进度",
        "progress file {path} is from a newer r45 (format {detail}); it is left as it is and nothing is saved this time",
    )
    progress_no_home = Message(
        "找不到保存学习进度的目录（HOME 为空或不是绝对路径），本次不保存进度；可设置 R45_STATE_DIR",
        "no folder to keep progress in (HOME is empty or not absolute); nothing is saved this time; set R45_STATE_DIR",
    )
    progress_unwritable = Message("无法保存学习进度到 {path}（{detail}）", "cannot save progress to {path} ({detail})")
    progress_waiting = Message("另一个 r45 正在使用 {path}，等它完成……", "waiting for another r45 to finish with {path}…")
    # export
    exported = Message("已写入 {path}", "wrote {path}")
    export_directory = Message("{path} 是一个目录；请给出文件名，或以 / 结尾", "{path} is a folder; give a file name, or end it with /")
    export_exists = Message("{path} 已存在；加 --force 覆盖它（什么也没有写入）", "{path} exists; add --force to replace it (nothing was written)")
    export_symlink = Message("{path} 是一个符号链接；r45 不会顺着它写入（什么也没有写入）", "{path} is a symbolic link; r45 does not write through one (nothing was written)")
    export_special = Message("{path} 不是普通文件，r45 不写入它（标准输出请用 -o -）", "{path} is not a regular file; r45 does not write to it (use -o - for standard output)")
    export_no_folder = Message("没有文件夹 {path}", "there is no folder {path}")
    export_bad_name = Message("{path} 不能用作文件名（它会落在输出文件夹之外）", "{path} cannot be a file name (it would land outside the output folder)")
    export_pictures_need_file = Message(
        "图片只在写入文件时生成：用 -o 文件名.md，图片会放在它旁边",
        "pictures are written only beside a file: use -o NAME.md and they go next to it",
    )
    export_failed = Message("无法写入 {path}（{detail}）", "cannot write {path} ({detail})")
    file_not_regular = Message("{path} 不是普通文件", "{path} is not a regular file")
    file_too_large = Message("{path} 太大了", "{path} is too large")
    # bars
    bars = Message("带符号的条形图：向左为负，向右为正", "Signed bars: left of the axis negative, right positive")
    # errors
    stdout_closed = Message("标准输出已关闭，无处输出", "standard output is closed: there is nowhere to print")
    encoding_unusable = Message("{name} 的编码 {encoding} 不兼容 ASCII，r45 无法使用；请用 UTF-8（例如不设 PYTHONIOENCODING）", "the encoding of {name}, {encoding}, does not write ASCII as ASCII, so r45 cannot use it; use UTF-8 (for instance, unset PYTHONIOENCODING)")
    line_too_long = Message("输入的一行超过 {n} 个字符，r45 不再读下去", "a line of input is longer than {n} characters; r45 reads no further")
    output_failed = Message("无法写出输出（{detail}）", "cannot write the output ({detail})")
    unexpected = Message(
        "意外错误 {kind}：{detail}。这是 r45 的缺陷，请连同所用命令一起报告",
        "unexpected {kind}: {detail}. This is a bug in r45; please report it with the command you ran",
    )
    bad_lang_env = Message("R45_LANG={value!r} 既不是 zh 也不是 en，改用 {lang}", "R45_LANG={value!r} is neither zh nor en; using {lang}")
    unknown_state = Message("没有状态 {name!r}。可用的状态：{ids}", "no state {name!r}. Valid states: {ids}")
    did_you_mean = Message("。你是想输入 {guess} 吗？", ". Did you mean {guess}?")


def say(message: Message, lang: str, /, **values: object) -> str:
    return message(lang, **values)


def every_message() -> list[Message]:
    return [m for cls in M.__mro__ for m in vars(cls).values() if isinstance(m, Message)]


def colon(lang: str) -> str:
    """The colon that joins a label to its text: full width in Chinese."""
    return "：" if lang == "zh" else ": "


def detect_lang(env: Mapping[str, str] | None = None) -> str:
    """The language from the locale: zh* means zh, anything else en."""
    env = os.environ if env is None else env
    for var in LOCALE_ENVS:
        value = env.get(var)
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    return "en"


def lang_code(value: str) -> str | None:
    """zh or en from a language written as a user might: zh, ZH, zh_CN, zh-Hans, en_US.UTF-8; None if neither."""
    head = value.strip().lower().replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
    return head if head in LANGS else None


def lang_from_env(env: Mapping[str, str] | None = None) -> tuple[str, str | None]:
    """The language: $R45_LANG when it names zh or en, else the locale; and $R45_LANG when it did not."""
    env = os.environ if env is None else env
    wanted = env.get(LANG_ENV, "")
    if wanted.strip():
        code = lang_code(wanted)
        if code is not None:
            return code, None
        return detect_lang(env), wanted
    return detect_lang(env), None
