"""The words of `--help`: each command's and each option's help, and click's own headings, in zh and en."""

from . import Message


class HelpWords:
    help_root = Message(
        "逐步学习 R45：post-norm Transformer 编码器块收尾的 FFN、残差与 LayerNorm。不带命令时运行 step。",
        "Step through lesson R45: the FFN, residual and LayerNorm that close a post-norm Transformer encoder block. "
        "With no command, runs step.",
    )
    help_lang = Message("文字的语言（默认：$R45_LANG，否则按系统的语言环境）。",
                        "Language of the texts (default: $R45_LANG, else the locale).")
    help_states = Message("用这个课程文件代替随附的 states.yaml。",
                          "Lesson file to use instead of the packaged states.yaml.")
    help_json = Message("输出一份 JSON 文档，而不是画面。", "Print one JSON document instead of the view.")
    help_all = Message("长向量和矩阵的每一行都显示，而不只是前几行。",
                       "Every row of long vectors and matrices, not the first few.")
    help_version = Message("显示版本并退出。", "Show the version and exit.")
    help_global_options = Message("--lang、--states 与 --plain 对每个命令都有效，"
                                  "写在命令名前后都可以（见 r45 --help）。",
                                  "--lang, --states and --plain work with every command too, before or after its name "
                                  "(see r45 --help).")
    help_help = Message("显示本说明并退出。", "Show this message and exit.")
    help_show = Message(
        "显示一个状态和它的数。\n\n包括说明、标出该状态部分的编码器块图，以及各个向量。",
        "Show one state with its numbers.\n\nIts explanation, the block diagram with its part marked, and its vectors.",
    )
    help_show_state = Message("要显示的状态，例如 b2，或 all（全部状态，按顺序）（默认：本课的默认状态）。",
                              "State to show, e.g. b2, or all (every state, in order) (default: the lesson's default "
                              "state).")
    help_list = Message("按顺序列出各个状态，标出默认状态和分组。",
                        "List the states in order, with the default and the groups.")
    help_verify = Message("重新计算每一个数并核对。\n\n有任何一项不符时退出码为 1。",
                          "Recompute every number and check it.\n\nExit 1 if any check fails.")
    help_why = Message(
        "显示一个数从哪里来。\n\n按计算的先后，一个公式一个公式地代入本课的数，从 u 算起。",
        "Show where one number comes from.\n\nFormula by formula, with the lesson's values, in the order they are "
        "computed, from u.",
    )
    help_why_name = Message("课程里的一个数：u1…u4、a1…a6、h1…h6、f1…f4、s1…s4、mean、var、std、z1…z4。",
                            "A number of the lesson: u1…u4, a1…a6, h1…h6, f1…f4, s1…s4, mean, var, std, z1…z4.")
    help_lab = Message(
        "运行“继续学习”里的实验。\n\n不选时全部运行。--zero-ffn 与 --no-relu 给了 --u 时用你的 u，否则用本课的 u。",
        "Run the further-study experiments.\n\nAll of them when no option picks some. --zero-ffn and --no-relu use "
        "your --u when you give one, else the lesson's u.",
    )
    help_lab_zero_wo = Message("在演示序列上令注意力的 W_O = 0，并给出那里的 ∂z/∂x。",
                               "Attention's W_O = 0 on the demo sequence, and ∂z/∂x there.")
    help_lab_zero_ffn = Message("W2 与 b2 为 0：z = LayerNorm(u)。", "W2 and b2 = 0: z = LayerNorm(u).")
    help_lab_no_relu = Message("去掉 ReLU 的 FFN：哪些输出变了，为什么。",
                               "The FFN without ReLU: which outputs change, and why.")
    help_lab_causal = Message("在演示序列上加因果掩码。", "A causal mask on the demo sequence.")
    help_lab_pre_norm = Message("同样的权重按 pre-norm 排列，与 post-norm 并排对照。",
                                "The same weights arranged pre-norm, beside post-norm.")
    help_lab_u = Message("你自己的 u，走一遍 FFN、残差与 LayerNorm。",
                         "Your own u through the FFN, residual and LayerNorm.")
    help_step = Message(
        "一个一个地走过各个状态。\n\n在终端里全屏，单键操作（? 列出按键）。加 --plain、TERM=dumb，或标准输入、输出、"
        "错误输出有一个不是终端时（全屏画在错误输出上）：一次一行，按键后按 Enter。",
        "Walk through the states one by one.\n\nOn a terminal: full screen, single keys (? lists them). With --plain, "
        "TERM=dumb, or stdin, stdout or stderr not a terminal (the full screen draws on stderr): one line at a time, "
        "the same keys followed by Enter.",
    )
    help_step_from = Message("从这个状态开始（默认：上次停下的地方，否则本课的默认状态）。",
                             "State to start at (default: where you stopped, else the lesson's default).")
    help_plain = Message(
        "逐行的纯文本，供读屏软件和盲文点显器使用：没有边框、条形和颜色，每个数都带着它的名字；step 一次一行（也可设 "
        "R45_PLAIN=1）。",
        "Linear text for screen readers and braille displays: no boxes, bars or colour, every number with its name; "
        "step reads one line at a time (also R45_PLAIN=1).",
    )
    help_quiz = Message(
        "按状态或全部做题自测。\n\n上次答错的题排在前面。答错给提示，第二次答对得半分，两次都错给出解法。",
        "Test yourself on one state or all.\n\nQuestions missed last time come first. A hint after a wrong answer, "
        "half a point for a right second answer, the worked solution after two.",
    )
    help_step_predict = Message(
        "先算再看：有计算的状态先请你写出结果，逐步评分；第一次按讲解展示，之后从最后一步问起。",
        "Predict, then see: a state with arithmetic asks for its result first, graded step by step; shown worked the "
        "first time, then asked from its last step back.",
    )
    help_review = Message(
        "今天的复习：到期的题，再加几张新卡；数值题用新抽的数。\n\n什么时候再考由 FSRS 安排：答对间隔变长，答错明天再来"
        "。R45_TODAY=YYYY-MM-DD 可以设定日期。",
        "Today's review: the questions due, and a few new ones; numeric ones on fresh numbers.\n\nFSRS schedules each: "
        "a right answer comes back later each time, a miss tomorrow. R45_TODAY=YYYY-MM-DD sets the date.",
    )
    help_lab_ask = Message(
        "每个实验先问你：会有什么变化？写一行预测（会记下），再运行实验并给出参考要点。",
        "Each experiment asks first what will change: write a line (it is kept), then it runs and shows a model "
        "answer's key points.",
    )
    help_export_notes = Message("附上你在 r45 lab --ask 里写下的预测，以及参考要点。",
                                "Add the lines you wrote in r45 lab --ask, with a model answer's key points.")
    help_review_seed = Message("用这个种子抽数、排选项：重做同一组复习。",
                               "Draw the numbers and order the options from this seed: the same review again.")
    help_quiz_fresh = Message(
        "数值题各用新抽的 u，注明的题也用新抽的 W2（会印出种子）。",
        "Numeric questions each on a freshly drawn u, and W2 where a question says so (its seed is printed).",
    )
    help_quiz_seed = Message("用这个种子排选项（加 --fresh 时也用它抽 u）：重做同一组题。",
                             "Order the options from this seed (with --fresh, draw u from it too): the same set again.")
    help_quiz_state = Message("只做这个状态的题，或 all（默认：按顺序做所有状态的题）。",
                              "Only this state's questions, or all (default: every state's, in order).")
    help_progress = Message("显示看过的状态、测验的最好成绩、每项技能的把握、独立完成的状态和到期的复习。",
                            "Show the states you have seen, your best quiz scores, how sure r45 is of each skill, "
                            "the states done unaided and the reviews due.")
    help_spot = Message(
        "找出错处：一份用新抽的数算的解法里藏了一步错误做法；找出第一行错的，说出错在哪，再改正它。\n\n"
        "一个状态要先在 r45 step --predict 里做对，才会开放。",
        "Spot the slip: a worked solution on fresh numbers has one step done a wrong way; find the first wrong line, "
        "name the slip, fix it.\n\nA state opens once you have worked it right in r45 step --predict.",
    )
    help_spot_state = Message("在这个状态里找（默认：已开放的状态里找得最少的那个）。",
                              "Spot a slip in this state (default: the open state spotted in least).")
    help_spot_seed = Message("用这个种子抽数和错误：重做同一题。",
                             "Draw the numbers and the slip from this seed: the same exercise again.")
    help_test = Message(
        "测学到了多少：第一次是练习前的测试，三个计算状态都独立完成后再做一次，给出每项技能的得分和归一化增益。"
        "\n\n测试中不给反馈，做完才给答案。",
        "Measure what you learnt: the first run is the pre-test; once the three computing states are done unaided, "
        "the post-test, with each skill's score and the normalised gain.\n\nNo feedback until the end.",
    )
    help_test_post = Message("现在就做练习后的测试。", "Take the post-test now.")
    help_test_json = Message("只输出已记下的测试结果（JSON，给老师），不做测试。",
                             "Print the tests kept (JSON, for an instructor) and ask nothing.")
    help_progress_reset = Message("清除全部学习进度（先问你；清除前的记录另存为 .bak）。",
                                  "Clear all progress (asks first; the record as it was is kept as a .bak).")
    help_progress_yes = Message("和 --reset 一起用：不问，直接清除（给脚本用）。",
                                "With --reset: clear without asking (for a script).")
    help_export = Message(
        "把状态的画面写成文件，用于笔记或幻灯片。\n\nMarkdown 写到文件时，图片作为 SVG 文件放在它旁边。SVG 每张图写成一"
        "个幻灯片大小的文件（文件-状态-序号.svg）。写之前先检查每一个文件：被拒绝的导出什么也不写。",
        "Write state views to a file for notes or slides.\n\nMarkdown written to a file brings its pictures, as SVG "
        "files beside it. SVG writes one slide-sized figure per picture (FILE-STATE-N.svg). Every file is checked "
        "before any is written: an export that is refused writes nothing.",
    )
    help_export_state = Message("一个状态的 id，或 all。", "A state id, or all.")
    help_export_format = Message("md、svg 或 html。", "md, svg or html.")
    help_export_output = Message("写到这个文件；DIR/ 写成 DIR/r45-zh-STATE.EXT（STATE 是状态，EXT 是扩展名）；"
                                 "- 是标准输出（默认）。",
                                 "File to write; DIR/ writes DIR/r45-en-STATE.EXT; - is stdout (the default).")
    help_export_force = Message("替换已有的文件（文档和它的图片）。",
                                "Replace files that are there (the document and its pictures).")
    help_export_figure = Message("仅限 SVG：只写这一张图（diagram、bars、W1、W2、W_O，或它的序号）。",
                                 "SVG: only this figure (diagram, bars, W1, W2, W_O, or its number).")
    help_export_page = Message("仅限 SVG：把各状态写成一张长页，而不是每张图一个文件。",
                               "SVG: the states as one tall page instead of a figure per picture.")
    # click's usage errors (click writes them in English; clihelp.usage_error says them in zh), and where help is
    usage_no_command = Message("没有命令{name!r}。", "No such command {name!r}.")
    usage_extra = Message("多出了参数（{args}）", "Got unexpected extra argument(s) ({args})")
    usage_no_option = Message("没有选项 {name}", "No such option: {name}")
    usage_missing = Message("缺少参数{name!r}。", "Missing argument {name!r}.")
    usage_needs_value = Message("选项“{name}”后面要跟一个值。", "Option '{name}' requires an argument.")
    usage_choices = Message("可选：{choices}。", " Choose one of: {choices}.")
    usage_invalid = Message("{name} 的值无效：", "Invalid value for {name}: ")
    usage_not_one_of = Message("{value} 不是可选的值之一：{choices}。", "{value} is not one of {choices}.")
    usage_not_int = Message("{value} 不是整数。", "{value} is not a whole number.")
    usage_did_you_mean = Message("是不是想写 {names}？", "Did you mean {names}?")
    usage_possible = Message("（可用的选项：{names}）", "(Possible options: {names})")
    usage_see_help = Message("（见 {path} --help）", " (see '{path} --help')")
    # click's own words, around the texts above
    help_usage = Message("用法：", "Usage: ")
    # the usage line's slots: "用法：r45 spot [OPTIONS] [state]" had kept click's English (a learner's report)
    help_options_slot = Message("[选项]", "[OPTIONS]")
    help_command_slot = Message("命令 [参数]...", "COMMAND [ARGS]...")
    help_options = Message("选项：", "Options:")
    help_arguments = Message("参数：", "Arguments:")
    help_commands = Message("命令：", "Commands:")
    help_env_var = Message("环境变量：", "env var: ")
    help_default = Message("默认：", "default: ")
    help_required = Message("[必填]", "[required]")
