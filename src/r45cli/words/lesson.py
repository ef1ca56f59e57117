"""The words of a lesson file refused: where (the file, the state, the field), the file and its YAML, one field's
value (a text, an id, a number, a list, a matrix) and a web address in a text.

The schema's own refusals (what each part of the file must say) are in `lesson_parts`. A value the file holds
(an id, a key, a text as typed) is said as written, quoted “…” in Chinese; PyYAML's own account of its problem
too, inside a Chinese sentence.
"""

from . import Message


class LessonWords:
    # where: `r45：错误：m.yaml：状态“b2”：字段“title”：…`; an entry counted from 1, as the claims' W2[1,1]
    lesson_state = Message("状态{sid!r}", "state {sid!r}")
    lesson_field = Message("字段{name!r}{counted}", "field {name!r}{counted}")
    lesson_row_column = Message("（第 {row} 行第 {column} 列）", " (row {row}, column {column})")
    lesson_entry = Message("（第 {n} 项）", " (entry {n})")
    # notes[3] is the fourth note: said, as verify says it (an instructor heard "notes 3" and edited the third)
    lesson_from_zero = Message("（列表项从 0 数起）", " (list entries counted from 0)")
    # what a YAML value is, in an instructor's words
    lesson_kind_text = Message("文字", "a text")
    lesson_kind_empty_text = Message("空文字", "an empty text")
    lesson_kind_number = Message("数", "a number")
    lesson_kind_nothing = Message("空值", "nothing")
    lesson_kind_mapping = Message("映射", "a mapping")
    lesson_kind_list = Message("列表", "a list")
    lesson_kind_bool = Message("true/false", "true/false")
    lesson_kind_date = Message("日期", "a date")
    lesson_kind_other = Message("{name} 类型的值", "{name}")
    lesson_without_quotes = Message("（请去掉引号）", " (without quotes)")
    # what a list holds, in "expected a list of …" and "has 40 …; at most 32"
    lesson_of_entries = Message("条目", "entries")
    lesson_of_texts = Message("文字", "texts")
    lesson_of_ids = Message("id", "ids")
    lesson_of_groups = Message("分组", "groups")
    lesson_of_parts = Message("部件", "parts")
    lesson_of_sublayers = Message("子层", "sublayers")
    lesson_of_skills = Message("技能", "skills")
    lesson_of_panels = Message("面板", "panels")
    lesson_of_notes = Message("注释", "notes")
    lesson_of_questions = Message("问题", "questions")
    lesson_of_options = Message("选项", "options")
    lesson_of_heads = Message("注意力头", "heads")
    lesson_of_numbers = Message("数", "numbers")
    # the file
    lesson_no_file = Message("没有这个文件", "no such file")
    lesson_directory = Message("是一个目录，不是课程文件", "is a directory, not a lesson file")
    lesson_too_large = Message("大于 {n} MB；课程文件要小得多", "is larger than {n} MB; a lesson file is far smaller")
    lesson_not_regular = Message("不是普通文件", "is not a regular file")
    lesson_unreadable = Message("无法读取（{detail}）", "cannot read ({detail})")  # the reason: messages.os_reason
    lesson_not_utf8 = Message("不是 UTF-8 文本（{reason!r}）", "not UTF-8 text ({reason})")
    lesson_empty = Message("文件是空的", "the file is empty")
    lesson_too_deep = Message("嵌套太深，不会是课程文件", "nests too deeply to be a lesson")
    lesson_aliases = Message("经 YAML 别名展开后超过 {n} 个值；课程文件里的值要少得多",
                             "expands to more than {n} values through YAML aliases; a lesson holds far fewer")
    # YAML that cannot be read: where, what (PyYAML's words, quoted in Chinese, or r45's own), and what to do
    yaml_invalid_at = Message("YAML 写法有误，在第 {line} 行第 {column} 列：{problem}{fix}",
                              "invalid YAML at line {line}, column {column}: {problem}{fix}")
    yaml_invalid = Message("YAML 写法有误：{problem}{fix}", "invalid YAML at {problem}{fix}")
    yaml_invalid_kind = Message("YAML 写法有误（{kind}）", "invalid YAML ({kind})")
    yaml_says = Message("{text!r}", "{text}")  # PyYAML's own account: "did not find expected key"
    yaml_unreadable = Message("无法读取", "invalid YAML")  # PyYAML gave no account
    yaml_duplicate = Message("键{key!r}重复了，第 {line} 行已经有它", "duplicate key {key!r}, as on line {line}")
    yaml_duplicate_read = Message("键{key!r}重复了：YAML 把它和第 {line} 行的{other!r}都读成{value!r}",
                                  "duplicate key {key!r}, the same as {other!r} on line {line}, both read by YAML as "
                                  "{value}")
    yaml_digits = Message("一个 {n} 位的数；这里的数要在 ±{limit:g} 以内",
                          "a number of {n} digits; numbers here stay within ±{limit:g}")
    yaml_anchor_again = Message("锚点{name!r}在这里又定义了一次（第一次在第 {line} 行）",
                                "an anchor {name!r} is defined again here (first at line {line})")
    yaml_fix_tab = Message("（这里有制表符：请用空格缩进）", " (a tab: indent with spaces)")
    yaml_fix_minus = Message("（负号后面多了一个空格：请写成 -{number}）",
                             " (a minus sign with a space after it: write -{number})")
    yaml_fix_duplicate = Message("（删掉其中一个，或把它改成本来想写的名字）",
                                 " (delete one of the two, or give it the name it was meant to have)")
    yaml_fix_rename = Message("：把两者之一改名", ": rename one of the two")
    yaml_fix_look = Message("（请检查这一行和它前面几行：缩进，以及没有闭合的引号或括号）",
                            " (look at this line and those just before it: the indentation, a quote or bracket left "
                            "open)")
    yaml_fix_glued = Message("（第 {line} 行：键的冒号后面要有一个空格：{key}: …）",
                             " (line {line}: a key needs a space after its colon: {key}: …)")
    yaml_fix_colon = Message("（含有“: ”的文字要加引号：{key}: \"…\"）",
                             " (a text with ': ' in it goes in quotes: {key}: \"…\")")
    yaml_fix_alias = Message("（*{name}：它上面没有 &{name}）", " (*{name}: no &{name} above it)")
    # a mapping and its keys
    lesson_expected_mapping = Message("应为映射，实际是 {kind}", "expected a mapping, got {kind}")
    lesson_expected_mapping_of = Message("应为含 {keys} 的映射，实际是 {kind}",
                                         "expected a mapping of {keys}, got {kind}")
    lesson_bool_key = Message("YAML 把这个键读成了 {value}（没加引号的 yes、no、on、off、true、false 都会这样）："
                              "请给它加上引号，或改用 {allowed} 之一",
                              "a key YAML reads as {value} (an unquoted yes, no, on, off, true or false): put it in "
                              "quotes, or use one of {allowed}")
    lesson_unknown_key = Message("未知的键{key!r}{hint}", "unknown key {key!r}{hint}")
    lesson_key_guess = Message("（是不是想写{guess!r}？）", " (did you mean {guess!r}?)")
    lesson_key_expected = Message("（可用的键：{allowed}）", " (expected {allowed})")
    lesson_missing = Message("缺少这一项", "missing")
    lesson_missing_lang = Message("缺少 {lang} 文字", "missing the {lang} text")
    lesson_did_you_mean = Message("；是不是想写{guess!r}？", "; did you mean {guess!r}?")
    # a text
    lesson_expected_text = Message("应为非空的文字，实际是 {kind}{quote}",
                                   "expected a non-empty text, got {kind}{quote}")
    lesson_in_quotes = Message("（要当作文字，请加引号：\"{value}\"）", " (in quotes: \"{value}\")")
    lesson_text_long = Message("长 {n} 个字符；一段文字最多 {limit} 个字符",
                               "is {n} characters long; a text holds at most {limit}")
    lesson_texts_budget = Message("使整个课程的文字超过 {n} 个字符（两种语言合计）",
                                  "takes the lesson's texts past {n} characters in all (both languages)")
    # of the text, counted as the loader reads it: an editor's column differs where a text is folded or escaped
    lesson_character = Message("文字的第 {column} 个字符是{kind} {char}：课程文字只能是纯文本",
                               "{kind} {char} at character {column} of the text: a lesson text is plain text")
    lesson_character_here = Message("这里有{kind} {char}：课程文字只能是纯文本",
                                    "{kind} {char} here: a lesson text is plain text")  # at YAML's line and column
    lesson_char_named = Message("{code}（{name}）", "{code} ({name})")  # U+2028 (LINE SEPARATOR): Unicode's name
    lesson_control_character = Message("控制字符", "control character")
    lesson_invisible_separator = Message("不可见的分隔符", "invisible separator")
    lesson_invisible_format = Message("不可见的格式字符", "invisible format character")
    lesson_unpaired_quote = Message("一端有 \" 却没有另一个与它配对：要给文字加引号，"
                                    "请把整段文字括起来（{key}: \"…\"）",
                                    "has a \" at one end and none to pair it: to quote the text, quote it whole "
                                    "({key}: \"…\")")
    # an id
    lesson_not_id = Message("{value!r}不是 id（id 以字母开头，后面最多 31 个字母、数字、_ 或 -）{quote}",
                            "{value!r} is not an id (a letter, then up to 31 letters, digits, _ or -){quote}")
    lesson_not_id_kind = Message("{kind} 不是 id（id 以字母开头，后面最多 31 个字母、数字、_ 或 -）{quote}",
                                 "{kind} is not an id (a letter, then up to 31 letters, digits, _ or -){quote}")
    lesson_id_quote = Message("（YAML 会把没加引号的 yes、no、on、off、true、false 读成这样：请给 id 加上引号）",
                              " (YAML reads an unquoted yes, no, on, off, true or false so: put the id in quotes)")
    lesson_unknown_state = Message("未知的状态{sid!r}（现有状态：{known}{near}）",
                                   "unknown state {sid!r} (states are {known}{near})")
    lesson_state_closest = Message("；最接近的是{guess!r}：把两者之一改名",
                                   "; {guess!r} is the closest: rename one of the two")
    lesson_state_case = Message("；{guess!r}只是大小写不同：文件里的 id 按原样匹配，两处请写成一样",
                                "; {guess!r} differs only in letter case: the file's ids are matched exactly, so write "
                                "both alike")
    # a list
    lesson_expected_list = Message("应为由 {what} 组成的列表，实际是 {kind}", "expected a list of {what}, got {kind}")
    lesson_too_many = Message("有 {n} 个 {what}；最多 {limit} 个", "has {n} {what}; at most {limit}")
    # a number, a vector, a matrix
    lesson_yaml11 = Message("{text!r}是 YAML 1.1 对 {means:g} 的写法（{why}；YAML 1.2 的读法不同）：请直接写出这个数",
                            "{text!r} is YAML 1.1's way to write {means:g} ({why}; YAML 1.2 reads it otherwise): write "
                            "the number plainly")
    lesson_yaml11_colon = Message("冒号使它成了六十进制", "a colon makes it base 60")
    lesson_yaml11_underscore = Message("其中的下划线会被略去", "an underscore in it is skipped")
    lesson_yaml11_binary = Message("0b 使它成了二进制", "0b makes it binary")
    lesson_yaml11_octal = Message("开头的 0 使它成了八进制", "a leading 0 makes it octal")
    lesson_expected_number_text = Message("应为数，实际是文字{text!r}{hint}",
                                          "expected a number, got the text {text!r}{hint}")
    lesson_one_number_an_item = Message("（每项一个数，各项之间用逗号隔开）",
                                        " (one number an item, the items apart with commas)")
    lesson_decimal_point = Message("（小数点要写成句点 .）", " (a decimal point is a dot)")
    lesson_expected_number = Message("应为数，实际是 {kind}", "expected a number, got {kind}")
    lesson_number_huge = Message("数太大", "number too large")
    lesson_not_finite = Message("应为有限的数，实际是 {value!r}", "expected a finite number, got {value!r}")
    lesson_number_large = Message("{number:g} 太大：这里的数要在 ±{limit:g} 以内",
                                  "{number:g} is too large: numbers here stay within ±{limit:g}")
    lesson_numbers_count = Message("应有 {want} 个数{each}，实际有 {got} 个{comma}",
                                   "expected {want} numbers{each}, got {got}{comma}")
    lesson_each_component = Message("（u 的每个分量一个）", ", one for each component of u")
    lesson_each_hidden = Message("（每个隐藏通道一个）", ", one for each hidden channel")
    lesson_decimal_comma = Message("（是小数逗号吗？小数点要写成句点：1.5）",
                                   " (a decimal comma? a decimal point is a dot: 1.5)")
    lesson_one_number = Message("至少要有一个数", "expected at least one number")
    lesson_expected_matrix = Message("应为矩阵（由行组成的列表），实际是 {kind}",
                                     "expected a matrix (a list of rows), got {kind}")
    lesson_one_row = Message("至少要有一行", "expected at least one row")
    lesson_shape_rows = Message("形状应为 {rows} 行 {cols} 列，实际有 {got} 行",
                                "expected shape {rows} x {cols}, got {got} rows")
    lesson_shape_every_row = Message("形状应为 {rows} 行 {cols} 列，但每一行都有 {got} 个数",
                                     "expected shape {rows} x {cols}, but every row has {got} numbers")
    lesson_shape_row = Message("形状应为 {rows} 行 {cols} 列，但第 {i} 行（共 {n} 行）有 {got} 个数{comma}",
                               "expected shape {rows} x {cols}, but row {i} of {n} has {got} numbers{comma}")
    lesson_cells_budget = Message("使整个课程持有和显示的数超过 {n} 个（它的向量、矩阵，以及面板和问题显示的数）",
                                  "takes the lesson past {n} numbers held and drawn in all (its vectors and matrices, "
                                  "and what its panels and questions show)")
    # a web address (urls.flaw): what is wrong with it
    lesson_not_address = Message("{text!r}不是 http(s) 网址：{why}", "{text!r} is not an http(s) address: {why}")
    lesson_not_address_in_text = Message("这段文字里的{text!r}不是 http(s) 网址：{why}",
                                         "{text!r} in this text is not an http(s) address: {why}")
    url_unreadable_host = Message("它的主机名或端口读不出来", "its host or port cannot be read")
    url_full_width = Message("它的冒号或斜杠是全角的（请用半角输入 https://）",
                             "its colon or slashes are full-width (type https:// with half-width ones)")
    url_no_scheme = Message("它不是以 https:// 或 http:// 开头{lower}",
                            "it does not start with https:// or http://{lower}")
    url_lower_case = Message("（要用小写）", " (in lower case)")
    url_space = Message("它里面有空格", "it has a space in it")
    url_character = Message("它里面有{odd!r}", "it has {odd!r} in it")
    url_no_host = Message("它没有主机名", "it names no host")
    url_user_name = Message("它在 @ 前面有用户名", "it has a user name before @")
    url_no_dot = Message("它的主机名{host!r}里没有点（网址中间有空格？）",
                         "its host {host!r} has no dot (a space inside the address?)")
    url_bad_host = Message("它的主机名{host!r}不是合法的名字", "its host {host!r} is not a name")
