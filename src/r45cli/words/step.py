"""The words of `r45 step`, on lines and in full screen: keys, routes, the end of the path, the what-if."""

from . import Message


class StepWords:
    # step
    step_prompt = Message("r45 {state}> ", "r45 {state}> ")
    step_done = Message(
        "路径已走完：{state} 是最后一个状态，每个状态都看过了。p 返回，d 回到默认，q 退出。",
        "Path done: {state} is the last state, and every state has been seen. p goes back, d to the default, q quits.",
    )
    path_unseen = Message(
        "{state} 是路径上最后一个状态，但 {states} 还没看过：按 {key} 从那里开始。",
        "{state} is the last state on the path, but you have not seen {states} yet: press {key} to start there.",
    )
    step_past_end = Message("已经到了路径的尽头（{state}）：p 或左方向键回到上一个，0 回到开头，q 退出。",  # said again
                            "This is the end of the path ({state}): p or the left arrow goes back, 0 to the start, "
                            "q quits.")  # "←" is a glyph speech garbles
    # the what-if open: a digit goes into its fields ("0 to the start" had been offered, and 0 then refused)
    step_past_end_fields = Message("已经到了路径的尽头（{state}）：p 或左方向键回到上一个，d 回到默认状态，q 退出。",
                                   "This is the end of the path ({state}): p or the left arrow goes back, d to the "
                                   "default, q quits.")
    lesson_disagrees = Message("课程文件 {file} 与它的 u 和权重算出的数不符：r45 verify 会指出哪里。",
                               "The lesson file {file} disagrees with what its u and weights give; r45 verify says "
                               "where.")  # its texts or its printed: values: "its texts" was false of a printed one
    step_no_place = Message("列表里没有这个位置的状态：位置从 0 数到 {last}。",
                            "No state has that place in the list: the places are 0\u00a0to\u00a0{last}.")
    legend_name = Message("名字", "NAME")
    step_legend_more = Message(
        "w 名字：某个数从哪来 · e 四个数：假如 u 是它们 · e relu、e w2：去掉 ReLU、令 W2 与 b2 为 0（再输一次换回）"
        " · r：还原为本课的数 · 方向键与翻页键（单独一行）：右、下、向后翻页去下一个状态，左、上、向前翻页去上一个",
        "w NAME: where a number comes from · e and four numbers (e 1,2,3,4): what if u were these · e relu, e w2: "
        "no ReLU, W2 and b2 = 0 "
        "(again to switch back) · r: the lesson's numbers again · arrow and page keys (on a line of their own): "
        "right, down or PgDn the next state, left, up or PgUp the one before",
    )
    # said only in the notes that left something out, until a listener asked where it was in the keys
    step_legend_redraw = Message("Ctrl-L 再回车：把这个状态整个重读，包括因为前面读过而省略的部分",
                                 "Ctrl-L, then Enter: reads this state again whole, including what was left out as "
                                 "heard before")
    step_why_how = Message("w 后面写一个数的名字，例如 w z1、w mean：看它从哪里来。",  # `w` alone was "不认识 'w'"
                           "After w, the name of a number, such as w z1 or w mean: where it comes from.")
    step_whatif_how = Message(
        "e 后面写四个数（e 1,2,3,4）：假如 u 是它们；e relu：去掉或放回 ReLU；e w2：令 W2 与 b2 为 0 或放回。",
        "After e, four numbers (e 1,2,3,4): what if u were these; e relu: ReLU off or on; e w2: W2 and b2 = 0 or back.",
    )
    step_whatif_said = Message("假如 {u}：下面是你的数。", "What if {u}: your numbers below.")
    step_showing_course = Message("下面是本课的数（c 换回你的）。", "The lesson's numbers below (c: yours again).")
    step_showing_yours = Message("下面又是你的数（c 看本课的）。", "Your numbers below again (c: the lesson's).")
    tui_restored = Message("r：u 和两个开关都回到本课的数，刚才输入的 u 已经换掉。",
                           "r: u and both switches are the lesson's again; the u you typed is gone.")
    tui_restored_none = Message("r：u 和两个开关本来就是本课的数。", "r: u and both switches are the lesson's already.")
    step_restored = Message("回到本课的数。", "Back to the lesson's numbers.")
    step_restore_none = Message("没有打开的假如：现在就是本课的数。",
                                "No what-if is open: these are the lesson's numbers.")
    step_restore_none_drawn = Message("没有打开的假如：现在就是这一轮新抽的数。",
                                      "No what-if is open: these are this run's drawn numbers.")
    step_restored_drawn = Message("回到这一轮新抽的数。", "Back to this run's drawn numbers.")  # after a predict run
    step_flip_none = Message("现在没有你的数：先用 e 加四个数（e 1,2,3,4）给出你的 u。",  # "yet" after r was untrue
                             "No numbers of yours now: give your u first, e and four numbers (e 1,2,3,4).")
    step_whatif_bad = Message("e：{problem}", "e: {problem}")
    after_title = Message("接下来", "What next")
    # what practice has opened, first: at the path's end a learner was told of quiz, why and lab, not of the test after
    # practice that had opened for them, nor of spot or the cards due
    after_post = Message("r45 test --post：练习后的测试，现在可以做了（练习前那次得了 {score} 分）",
                         "r45 test --post: the test after practice is open now (the one before scored {score})")
    # no first test on record: `--post` would give the first (and say so), so the first is offered
    after_post_alone = Message("r45 test：一个做完才给反馈的短测试；做过它之后，r45 test --post 就是练习后的测试",
                               "r45 test: a short test with no feedback until its end; once you have taken it, "
                               "r45 test --post gives the test after practice")
    # before any practice: the test before it is said first, or the gain the post-test measures is lost (a learner
    # who did what r45 suggested took it only after practice)
    after_pre = Message("r45 test：先做一个练习前的短测试（做完才给反馈），练习之后 r45 test --post 量出练习带来的进步",
                        "r45 test: a short test before practice (no feedback until its end), so that r45 test --post "
                        "can measure what practice adds")
    after_spot = Message("r45 spot：找出别人解答里第一处错，已为 {states} 开放",
                         "r45 spot: find the first wrong line of someone's working, open for {states}")
    after_review = Message("r45 review：今天有 {n} 张卡到期", "r45 review: cards due today: {n}")
    # the end of the path named quiz, why and lab, and not the practice that fades until u → z is done alone
    after_predict = Message(
        "r45 step --predict：每个状态先自己算再看；帮助逐步减少，直到你独自从 u 算到 z",
        "r45 step --predict: work each state out before it is shown; the help fades until you work from u to z "
        "alone",  # "compute u → z" was heard "compute u then z": u is given
    )
    after_quiz = Message(
        "r45 quiz：按状态做题自测，答错有提示，两次后给出解法",
        "r45 quiz: test yourself state by state, with a hint after a wrong answer and the solution after two",
    )
    after_why = Message("r45 why 名字：看任何一个数从哪里来，例如 r45 why z1",
                        "r45 why NAME: where any number comes from, e.g. r45 why z1")
    after_lab = Message("r45 lab：继续学习里的实验，例如把 W_O 置零、去掉 ReLU",
                        "r45 lab: the further-study experiments, such as W_O set to zero or no ReLU")
    # the first "r45 step" names what was left, not a command to type: kept without the run's options (words.as_run
    # reads "r45 " and a command), which {command} repeats
    step_left_at = Message("已退出 r45\u00a0step，停在 {state}；再运行 {command} 会从这里继续。",
                           "Left r45\u00a0step at {state}; {command} resumes here.")
    step_left_onward = Message("已退出 r45\u00a0step，停在 {state}（已独立完成）；"
                               "再运行 {command} 会从还有题要练的 {resume} 继续。",
                               "Left r45\u00a0step at {state}, done unaided; {command} resumes at {resume}, where "
                               "questions still wait.")
    # above the first state in linear text: a listener at b4 heard some 60 lines before the first word of the keys
    step_lines_howto = Message(
        "每个状态整段读完后有一个提示符：输入一个键再按 Enter（h：所有的键，q：退出）。",
        "Each state is read whole, then a prompt: type a key, then Enter (h: the keys, q: quit).")
    route_on = Message("继续往下：{state}", "next: {state}")  # "carry on" read as resuming, on a first visit
    route_start = Message("或按 {key} 从 {state} 开始{group}", "or press {key} to start at {state} ({group})")  # a
    # learner at b4 looked in ? for the key that goes there
    step_at_start = Message("已经是第一个状态。", "Already at the first state.")
    step_unknown = Message("不认识{key!r}。输入 h 或 help 查看按键。",
                           "Unknown key {key!r}. Type h or help for the keys.")
    step_unknown_key = Message("这个键在这里不起作用。输入 h 或 help 查看按键。",
                               "That key does nothing here. Type h or help for the keys.")
    # step in full screen
    tui_more_below = Message("▼ 下面还有（↓ 或 PgDn）", "▼ more below (↓ or PgDn)")  # a window's lower border
    tui_more_above = Message("▲ 上面还有（↑ 或 PgUp）", "▲ more above (↑ or PgUp)")  # its upper border
    tui_more_both = Message("▲▼ 上下都还有（↑ ↓）", "▲▼ more above and below (↑ ↓)")  # a field's one border
    tui_key_next = Message("下个", "next")
    tui_key_previous = Message("上个", "back")
    tui_key_default = Message("默认", "default")
    tui_key_place = Message("按编号选状态", "a state by number")  # "0 to 5 a place" was heard as "uh place"
    tui_key_why = Message("来源", "why")
    tui_key_again = Message("再来", "again")
    tui_key_whatif = Message("假如", "what if")
    tui_key_nudge = Message("±0.1", "±0.1")
    tui_key_tab = Message("下一项", "fields")  # "Tab fields": with Esc, in a 40-column footer
    tui_key_switch = Message("切换", "flip")
    # "／" is silent in speech: "本课的数你的数" was heard (a blind zh learner)
    tui_key_flip = Message("本课的数或你的数", "lesson or yours")
    tui_key_restore = Message("还原", "restore")
    tui_key_leave = Message("关闭", "close")
    # Esc would change the state too, but back on the lesson's numbers: said so
    tui_arrow_in_field = Message("{field} 里的 → ← 只移动光标；要带着你的数换状态，先用 Tab 或 ⇧Tab 到状态上"
                                 "（Esc 会关闭假如，回到本课的数）。",
                                 "In {field}, → and ← move the cursor; to change the state with your numbers, go to "
                                 "the state first (Tab or ⇧Tab; Esc closes the what-if, back to the lesson's).")
    tui_key_list = Message("状态列表", "states")
    tui_key_question = Message("问题", "question")
    tui_key_help = Message("按键", "keys")
    tui_key_quit = Message("退出", "quit")
    tui_help_title = Message("按键", "Keys")
    tui_next = Message("沿路径到下一个状态", "the next state along the path")
    tui_previous = Message("沿路径到上一个状态", "the previous state along the path")
    tui_back = Message("回到刚才所在的状态（历史）", "back to where you came from (history)")
    tui_default = Message("默认状态", "the default state")
    tui_place = Message("列表里第几个状态（从 0 数起；“假如”开着时不换状态，数字留给输入框）",
                        "the state at that place in the list, from 0 (not while the what-if is open: its fields "
                        "take digits)")
    # in a what-if field they change its number: a learner scrolled, and checked numbers for a u they had not typed
    tui_scroll = Message("滚动当前状态、帮助和“来源”窗口（“假如”的输入框里：改那个数）",
                         "scroll the state, the help and why windows (in a what-if field: its number)")
    tui_scroll_page = Message("整页滚动", "a page at a time")
    # in an answer line with text, Home and End are the line's (a learner pressed Home to scroll, and typed before
    # the answer left in it)
    tui_scroll_ends = Message("到顶、到底（答案行里有字时：到行首、行尾）",
                              "to the top, to the bottom (with text in an answer line: its start, its end)")
    tui_help_predict_p = Message("（--predict 的答题窗口里，输入字母再按 Enter）跳过这一步、看它的答案，"
                                 "这一步就不算答对",
                                 "(in --predict's window, typed, then Enter) skip this step and show its answer; "
                                 "the step counts as not answered")
    tui_help_predict_f = Message("（--predict 的答题窗口里，输入字母再按 Enter）看公式；公式被隐藏时，看了记作一次提示",
                                 "(in --predict's window, typed, then Enter) the formulas; where hidden, a look "
                                 "counts as a hint")
    tui_help_predict_i = Message("（--predict 的答题窗口里，输入字母再按 Enter）"
                                 "把这一轮开头给的数再列一遍，放在问题旁边",
                                 "(in --predict's window, typed, then Enter) the run's given numbers again, beside "
                                 "the question")
    tui_again = Message("（--predict）在这个状态再答一轮，要算的数都重新抽",
                        "(--predict) another run at this state, any numbers it asks for drawn anew")
    step_again_not_predicting = Message("再答一轮要在预测模式里：r45 step --predict。",
                                        "Another run is for predict mode: r45 step --predict.")
    step_again_nothing = Message("{state} 没有要预测的步骤。", "{state} has no steps to predict.")
    tui_why = Message("输入一个名字（z1、h5、mean…），看它从哪里来",
                      "type a name (z1, h5, mean…) and see where it comes from")
    tui_whatif = Message("假如：改 u 的分量（↑↓ 每次 0.1），去掉 ReLU 或令 W2 与 b2 为 0，所有数随之重算",
                         "what if: change u (↑↓ by 0.1), drop ReLU or set W2 and b2 to 0, and every number is "
                         "recomputed")
    tui_nudge = Message("在输入框里：把这个分量加减 0.1", "in a field: add or take 0.1 from that component")
    tui_flip = Message("假如打开时：在你的数和本课的数之间切换",
                       "with what if open: switch between your numbers and the lesson's")
    tui_restore = Message("假如打开时：把 u 和开关还原为本课的数",
                          "with what if open: put u and the switches back to the lesson's")
    tui_page = Message("假如打开时：在输入框里也能整页滚动当前状态，看重算后的数",
                       "in what-if: scroll the state a page from inside a field too, to see the recomputed numbers")
    tui_switch = Message("在开关上：切换它", "on a switch: flip it")
    tui_tab = Message("假如打开时：在各个输入框、开关和状态之间移动（到了状态上，→ ← 带着你的数沿路径走）",
                      "with what if open: move between the fields, the switches and the state (from the state, → ← "
                      "walk the path with your numbers)")
    tui_leave = Message("关闭打开着的东西：假如、状态列表、帮助或来源窗口、--predict 的答题窗口（关了级别不变，"
                        "已答的步骤照样记录）；从不退出",
                        "close what is open: what if, the list, the help or why window, --predict's window (closed, "
                        "the run moves no level; the steps answered are kept); it never quits")
    tui_list = Message("显示或收起状态列表", "show or hide the list of states")
    tui_question = Message("显示或收起本课的问题", "show or fold the lesson's question")
    tui_inputs = Message("读出演示序列的全部输入（逐行模式只用一行提到它们）",
                         "read the demonstration's inputs whole (line mode names them in a line)")
    tui_key_inputs = Message("演示序列的输入", "the demonstration's inputs")
    # "its numbers come from u and the lesson's weights" was false after `e w2`; no key and colon to part at a line end
    step_inputs_none = Message("{state} 不跑演示序列，没有它的输入（输入 w 和一个名字，看那个数从哪里来）。",
                               "{state} runs no demonstration, so it has no demonstration inputs (type w and a name "
                               "to see where that number comes from).")
    tui_help = Message("本说明", "this help")
    tui_quit = Message("退出", "quit")
    tui_interrupt = Message("退出（状态码 130）", "quit (exit status 130)")
    tui_suspend = Message("暂停到后台，终端交还给 shell；用 fg 回来", "suspend to the shell; fg brings it back")
    tui_close = Message("Esc 关闭 · ↑↓ PgUp PgDn 滚动", "Esc closes · ↑↓ PgUp PgDn scroll")
    tui_why_ask = Message("哪个数？输入名字后按 Enter（Esc 关闭）",
                          "Which number? Type its name and press Enter (Esc closes)")
    tui_whatif_label = Message("假如：输入你自己的 u，所有数随之重算。",
                               "What if: type your own u, every number follows.")
    tui_whatif_label_course = Message("假如：上面的框里是你的 u，下面显示的却是本课的数（c 换回你的）。",
                                      "What if: your u in the fields, but the lesson's numbers below (c shows yours).")
    # the what-if's keys, each kept whole on a line with its word (a key is never split from it)
    tui_whatif_keys = Message("Tab 移动 · c 本课的数或你的数 · r 还原 · Esc 关闭",
                              "Tab moves · c course or yours · r restores · Esc closes")
    tui_whatif_keys_closed = Message("c 和 r 只在“假如”打开时起作用：按 e 打开。",
                                     "c and r work while the what-if is open: e opens it.")
    tui_whatif_keys_course = Message("Tab 移动 · r 还原 · Esc 关闭", "Tab moves · r restores · Esc closes")
    # on a short terminal the banner is one line: the footer below says the keys
    tui_whatif_short = Message("假如：用你自己的 u 重算", "What if: numbers from your u")
    tui_whatif_short_course = Message("假如：显示本课的数（c 换回）", "What if: lesson's numbers (c: yours)")
    tui_no_relu = Message("去掉 ReLU", "no ReLU")
    tui_zero_w2 = Message("W2 = b2 = 0", "W2 = b2 = 0")  # both: the FFN's output is 0
    # "once Esc has closed the what-if" was half true: the keys work from the state too, after Tab
    # said until the focus leaves the field, so true after more is typed: "2/3" had read 23, the refusal of / gone
    # "the other keys work from the state (Tab)": Tab goes to the next field, and c, r, w work from a field
    tui_refused = Message("{key}不能写进数里，没有写进 {field}。在输入框之外它也许是一个按键："
                          "按 Esc 关闭“假如”，或按 Tab 逐项移到状态。",
                          "{key} cannot be part of a number and was left out of {field}. Outside the fields it may "
                          "be a key: Esc closes the what-if, and Tab moves on through the fields to the state.")
    tui_place_in_what_if = Message("{key} 没有换状态：“假如”开着时，数字只写进输入框（按 Tab 或 ⇧Tab 到输入框）；"
                                   "要换状态，用 →\u00a0←，或先按 Esc 关掉“假如”。",
                                   "{key} did not change the state: while the what-if is open, digits are for its "
                                   "fields (Tab or ⇧Tab leads to them); →\u00a0and\u00a0← change the state, and so "
                                   "do the digits once Esc has closed the what-if.")
    # a decimal comma: "0,5" in u1 had made u1 0 and u2 5, unsaid; in u4, "2,5" made 25 under "it was left out"
    tui_comma_passed = Message("逗号会跳到下一个输入框：现在在 {next}。小数请用小数点，例如 1.5。",
                               "A comma goes on to the next field: {next} now. A decimal takes a point: 1.5.")
    tui_refused_separator = Message("{field} 是最后一个分量，逗号没有写进去：后面再打的数字会接在这个数后面。"
                                    "小数请用小数点，例如 1.5。",
                                    "{field} is the last component, so the comma was left out: digits typed after it "
                                    "join this number. A decimal takes a point: 1.5.")
    tui_refused_space = Message("空格", "A space")  # '“ ”不能写进数里' read as nothing
    tui_refused_key = Message("{key!r}", "{key!r}")  # any other character: quoted as typed
    tui_stale = Message("{field}：{problem}。下面的数仍按上一次有效的 u 计算。",
                        "{field}: {problem}. The numbers below are still those of the last u that could be read.")
    # after c: "still those of the last u" had stood under a banner saying the lesson's numbers show
    tui_stale_course = Message("{field}：{problem}。下面是本课的数；按 c 显示上一次有效的 u 算出的数。",
                               "{field}: {problem}. The numbers below are the lesson's; c shows those of the last u "
                               "that could be read.")
    # Esc had said "(not kept)": the steps answered are kept, and the level stays (a learner's report)
    # at 80×24, "（级别不变）" or "state (level stays)" had stood alone on the next line, read as about nothing: the zh
    # fits one row; the en Esc clause moves whole
    predict_window_keys = Message("Enter 提交 · s↵ 看答案（不算对）· f↵ 公式 · Esc 跳到状态，级别不变",
                                  "Enter answers · s↵ shows it (no credit) · f↵ formulas · "
                                  "Esc\u00a0to\u00a0the\u00a0state\u00a0(level\u00a0stays)")
    predict_window_keys_choice = Message("Enter 提交 · s↵ 看答案（不算对）· Esc 跳到状态",  # a claim has no level
                                         "Enter answers · s↵ shows it (no credit) · Esc to the state")
    # the same on a narrow window, on one line (the help, ?, says what s and Esc cost): s and f are typed, then ↵
    predict_window_keys_short = Message("s↵ 看答案  f↵ 公式  Esc 跳到状态", "s↵ show it  f↵ formulas  Esc state")
    predict_window_keys_choice_short = Message("s↵ 看答案  Esc 跳到状态", "s↵ show it  Esc state")
