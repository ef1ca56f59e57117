"""The words of the exports (issue 18): the diagram's labels and description, table headings, figures for slides."""

from . import Message


class ExportWords:
    export_residual = Message("残差：{name}", "residual: {name}")
    export_bold_key = Message("粗体为本状态关注的部分。", "Bold marks this state's parts.")
    export_per_position = Message("每个位置各算一次，参数相同", "once per position, same weights")
    export_diagram_key = Message(
        "箭头是数据的流向；粗框是本状态关注的部分；⊕ 处把残差加回。",
        "Arrows show the flow; a heavy outline marks this state's parts; ⊕ adds a residual back.",
    )
    export_diagram_desc = Message(
        "编码器块依次为：{flow}。子层：{groups}。残差：{skips}。前馈网络的宽度为 {widths}。本状态关注：{lit}。",
        "The encoder block, in order: {flow}. Sublayers: {groups}. Residuals: {skips}. The feed-forward network's "
        "widths: {widths}. This state's parts: {lit}.",
    )
    # a picture in words; its numbers follow where no table beside it gives them (Markdown's does)
    export_heatmap_desc = Message(
        "{name}（{rows}×{cols}）的热力图：每格一个权重，橙色为负、蓝色为正，越深绝对值越大，数值写在格中。",
        "A heatmap of {name} ({rows}×{cols}): one weight a cell, orange negative and blue positive, deeper for a "
        "larger |w|, each value printed in its cell.",
    )
    export_heatmap_values = Message("各行：{values}。", "By row: {values}.")
    export_slide_diagram = Message("编码器块，粗框为本状态关注的 {parts}",
                                   "The encoder block, this state's {parts} outlined")
    export_bars_desc = Message(
        "{names} 各分量的带符号条形图，同一刻度 ±{scale}：负值向左（橙色），正值向右（蓝色）。",
        "Signed bars for the components of {names} on one scale of ±{scale}: negative to the left (orange), positive "
        "to the right (blue).",
    )
    export_bars_values = Message("数值：{values}。", "The values: {values}.")
    export_head = Message("头 {k}", "head {k}")
    export_value = Message("值", "value")
    export_values = Message("数值", "values")
    export_component = Message("分量", "component")
    export_row = Message("行", "row")  # a first column naming rows (concat1, b_O, attn1), not positions
    export_filled = Message("代入数值", "values filled in")
    export_quantity = Message("量", "quantity")
    export_meaning = Message("含义", "what it means")
    export_reads = Message("{seen} 可以读取，{unseen} 不能读取", "{seen} reads, {unseen} does not")
    export_contents = Message("目录", "contents")
    export_figure_stdout = Message(
        "这次导出有 {n} 张图：用 --figure 名字 选一张，或用 -o 文件.svg 把它们写成文件（--page 为整页）",
        "this export has {n} figures: pick one with --figure NAME, or write them all with -o FILE.svg (--page draws "
        "one tall page)",
    )
    # `export all --figure diagram`: one a state, and it had been told to pick one with --figure
    export_figure_many = Message(
        "--figure {name} 选中了 {n} 张图（每个状态一张）：只导出一个状态，或用 -o 文件.svg 把它们写成文件",
        "--figure {name} picks {n} figures (one a state): export one state, or write them all with -o FILE.svg")
    export_figure_page = Message("--figure 选单张图，--page 画整页：二者只用其一",  # --page had drawn all, silently
                                 "--figure picks one picture and --page draws the whole page: give one of the two")
    export_no_figure = Message("没有名为{name!r}的图。可选：{names}", "no figure named {name!r}. Figures: {names}")
    export_svg_only = Message("--figure 与 --page 只用于 --format svg", "--figure and --page go with --format svg only")
    export_notes_text_only = Message("--notes 只用于 md 与 html 导出。", "--notes goes with md and html exports only.")
    # a file byte for byte the same as without --notes, and nothing said (a teacher's report)
    export_no_notes = Message("还没有实验笔记，所以 --notes 什么也没加：r45 lab --ask 会记下你写的预测。",
                              "No lab notes yet, so --notes added nothing: r45 lab --ask keeps the prediction you "
                              "write.")
    export_can_read = Message("可读取", "reads")
    export_cannot_read = Message("不可读取", "does not read")
    # the demonstration's inputs, beside every output that shows its results; "attention's weights" (注意力的权重) had
    # read as the softmax weights, which are computed, beside panels naming those so
    demo_inputs_title = Message(  # the lesson file's, which an instructor may have changed: not "the course's"
        "演示序列的输入（x 与注意力的参数只为演示而设；W1、W2 和 LayerNorm 都与本课的例子相同）",
        "The demonstration's inputs (x and attention's parameters are its own; W1, W2 and the LayerNorms are those"
        " of the lesson's example)")
    # after `e w2` the title had said W2 was the lesson's example's over a W2 of zeros
    demo_inputs_title_w2 = Message(
        "演示序列的输入（x 与注意力的参数只为演示而设；W1 和 LayerNorm 都与本课的例子相同，W2 与 b2 是此处所用的，"
        "不是本课例子的）",
        "The demonstration's inputs (x and attention's parameters are its own; W1 and the LayerNorms are those of the "
        "lesson's example, W2 and b2 those in use here, not the example's)")
    # line mode's one line for them, its size in numbers (lines depend on the width): a listener heard 40 lines of
    # weights at the default state before the first prompt; what they hold is not listed (b3 reads W_O on its own)
    demo_inputs_folded = Message("这里不逐一读出这些输入，共 {numbers} 个数。要读它们，输入 i 再按 Enter。",
                                 "Not read out here: {numbers} numbers. To read them, type i, then Enter.")
    demo_inputs_above = Message("x 和各参数与上面 {state} 的输入相同。",  # printed twice, four pages of one document
                                "x and every parameter are as in {state}'s inputs above.")
    # "each table from the numbers printed before it" was false where the inputs are printed after the tables
    demo_inputs_note = Message(
        "下面是演示序列的全部输入：由它们和演示序列中在前的各表，可以复算演示序列里的每张表。",
        "Everything the demonstration sequence is computed from: each of its tables can be recomputed from these and "
        "the demonstration's tables before it.",
    )
    # "every step rounded" was false of Q, K, V and the scores, which keep every digit (a learner's report); said only
    # where the sequence is shown worked that way (b4's check keeps every digit, and showed no LayerNorm it spoke of)
    # a learner who recomputed b3 keeping every digit found 12 of its u one digit off: each table is taken as printed
    demo_inputs_rounding = Message(
        "每张印出的表都先取 {decimals} 位小数，下一步就从印出的数算起；"
        "中间没有印出的 Q、K、V 与分数 QKᵀ/√d_head，都保留全部位数，"
        "LayerNorm 的均值、方差和 std 则先保留 {decimals} 位小数，再往下算。",
        "Each table printed is rounded to {decimals} decimals, and the next step starts from it as printed. Of the "
        "steps not printed, Q, K, V and the scores QKᵀ/√d_head keep every digit, and LayerNorm's mean, "
        "variance and std are rounded to {decimals} decimals before the next.",
    )
    # a learner who rounded each step found attn2 −0.148103 where the check printed −0.148104: it keeps every digit
    demo_inputs_unbiased = Message("检验注意力不是线性的那一块用的是同样的 x 和参数，"
                                   "只是注意力的偏置（各行 b 和 b_O）都取 0，而且每一步保留全部位数，"
                                   "不逐步取 {decimals} 位小数；表中的 Δ 是旁边两个印出的数之差。",
                                   "The check that attention is not linear uses the same x and parameters, with "
                                   "attention's biases (the b rows and b_O) at 0, and keeps every digit on the way "
                                   "(no step rounded to {decimals} decimals); each Δ is the difference of the two "
                                   "numbers printed beside it.")
    demo_inputs_head = Message("头 {k}：Q = x W_Q + b_Q，K = x W_K + b_K，V = x W_V + b_V（行 b 为偏置）",
                               "head {k}: Q = x W_Q + b_Q, K = x W_K + b_K, V = x W_V + b_V (row b: the biases)")
    demo_inputs_weights = Message("{weights} 与 {bias}：{formula}", "{weights} and {bias}: {formula}")
    demo_inputs_norm = Message("两处 LayerNorm：{values}。", "Both LayerNorms: {values}.")
    # a handout of a lesson file not the packaged one: a class ran its commands and met the packaged lesson's numbers
    export_source = Message("这份讲义由课程文件 {name} 生成；要在 r45 里用这些数，在这个文件所在的文件夹里运行 "
                            "r45 step（或把环境变量 R45_STATES 设为这个文件）。",  # r45 step: as its commands (AS_RUN)
                            "This handout is made from the lesson file {name}; to work with these numbers in r45, run "
                            "r45 step in the folder that holds it (or set R45_STATES to the file).")
    export_show_inputs = Message("展开全部输入", "Show every input")
    export_scrolls = Message("⇆ 表格比屏幕宽，可左右滑动", "⇆ wider than the screen: scroll sideways")
    export_weight_legend_dark = Message(
        "底色：负为橙色，正为蓝色，|w| 越大越亮（数值本身带符号）",
        "shading: orange negative, blue positive, brighter for larger |w| (the signed number is printed too)",
    )
    export_note_asked = Message("问题", "The question")
    export_note_yours = Message("你写的", "What you wrote")
    export_note_model = Message("参考答案的要点", "A model answer's key points")
    # a handout, or show's page, made from a lesson file whose texts or printed values its numbers no longer bear out
    texts_wrong_note = Message("注意：这份课程文件与它的 u 和权重算出的数不符",
                               "Note: the lesson file disagrees with what its u and weights give")
    export_claim_false = Message("文字说 {claim}，这些数给出 {name} = {got}。",
                                 "The texts say {claim}; the numbers give {name} = {got}.")
    export_claim_u_normed = Message("文字说 u 是 LayerNorm 的输出（均值 0、方差不超过 1），这些数给出 {name} = {got}。",
                                    "The texts call u a LayerNorm's output (mean 0, variance at most 1); the numbers "
                                    "give {name} = {got}.")
    export_claim_u_normed_elsewhere = Message(
        "文件其余部分（状态之外）的文字说 u 是 LayerNorm 的输出（均值 0、方差不超过 1），这些数给出 {name} = {got}。",
        "Texts elsewhere in the file (outside the states) call u a LayerNorm's output (mean 0, variance at most 1); "
        "the numbers give {name} = {got}.")
    export_claim_false_elsewhere = Message("文件其余部分（状态之外）的文字说 {claim}，这些数给出 {name} = {got}。",
                                           "Texts elsewhere in the file (outside the states) say {claim}; the numbers "
                                           "give {name} = {got}.")
