# `shudu serve` 的对局页面：页面上的每个标签、按钮、对话框、状态行和判定。
# 服务器把一种语言的全部消息交给页面（GET /api/words），占位符保留为 {$name}，由页面填入；
# 页面在填入处自动在中文与拉丁字母、数字之间留空格。

## 文档
page-title = shudu 数独
page-language = 语言

## 顶栏
page-time = 用时
page-clues = { $count } 个提示数
page-own-scale = （shudu 自有标尺）
page-theme = 主题：{ $theme }
page-theme-title = 主题：{ $theme }（点击切换）
page-theme-system = 跟随系统
page-theme-light = 浅色
page-theme-dark = 深色
page-theme-contrast = 高对比度

## 盘面与操作
page-board = 数独盘面，用方向键移动，用数字键填数
page-rules = 规则
page-entry-mode = 输入模式
page-mode-digit = 填数
page-mode-corner = 角标
page-mode-centre = 中标
page-mode-colour = 颜色
page-keypad = 数字键盘
page-key-left = { $digit }，还剩 { $left } 个
page-key-colour = 颜色：{ $colour }
page-erase = 擦除
page-undo = 撤销
page-redo = 重做
page-hint = 提示
page-check = 检查
page-candidates = 候选数
page-solve-cell = 解此格
page-solve-all = 全部解出
page-more = 更多
page-apply = 应用
page-fix = 改正
page-close = 关闭
page-remove-seen = 填数后自动删去同行、同列、同宫的标注
page-cage-colours = 给每个虚线框涂上底色
page-new = 新谜题
page-own = 自己的谜题
page-photo = 拍照
page-picture = 图片文件
page-share = 分享
page-rate = 评分
page-export = 导出
page-import = 导入
page-keys = 按键：方向键移动（按住 Shift 多选），1–9 填数（较大的盘面上 A–G 为 10–16），Shift+数字为角标，Ctrl+数字为中标，Z X C V 切换模式（12×12 和 16×16 盘面上 C 是数字 12，改用空格键切换），Delete 擦除，Ctrl+Z / Ctrl+Y 撤销和重做，H 提示，K 检查，N 新谜题，S 分享。

## 读屏软件念出的格子：“r1c1，数字 5”
page-cell-given = 提示数 { $digit }
page-cell-digit = 数字 { $digit }
page-cell-empty = 空格
page-cell-candidates = 候选数 { $digits }
page-cell-corner = 角标 { $digits }
page-cell-conflict = 冲突
page-cell-mistake = 错误
page-cell-colour = 颜色 { $colour }
page-cell-hint = 提示 { $roles }
page-role-area = 位于这一步的区域
page-role-elim = 删除候选数
page-role-place = 填入数字
page-role-blocker = 排除该处的数字

## 九种颜色
page-colour-1 = 橙色
page-colour-2 = 天蓝色
page-colour-3 = 绿色
page-colour-4 = 黄色
page-colour-5 = 蓝色
page-colour-6 = 红色
page-colour-7 = 紫色
page-colour-8 = 灰色
page-colour-9 = 粉色

## 页面拼接的列表
page-list-comma = 、
page-list-semicolon = ；
page-list-more = ；…
page-list-cell = ，

## 状态行
page-daily = 今日谜题
page-daily-started = { $date } 的每日谜题，{ $level }：今天每个人的题目都一样。
page-daily-solved = 用时 { $time } 解完。连续 { $streak } 天。你的{ $level }每日谜题最佳：{ $best }。
page-solved-in = 用时 { $time } 完成，好样的！
page-rules-unchecked = 无法检查规则：{ $error }。
page-generating = 正在生成谜题…
page-no-puzzle-in-time = { $seconds } 秒内未能生成谜题；再次生成会尝试其他盘面。
page-new-puzzle = 新谜题：{ $what }，种子 { $seed }。
page-new-puzzle-rules = 新谜题：{ $rules }，{ $what }，种子 { $seed }。
page-cages-only = 只有虚线框，没有提示数
page-given-cell = 这一格是提示数。
page-mistakes-one = 一处错误：{ $cells }。
page-mistakes-many = { $count } 处错误：{ $cells }。
page-why-one = 为什么错了
page-why-many = 这 { $count } 处为什么错了
page-rewind = 退回到最后一个正确的局面
page-rewound = 已退回到最后一个正确的局面（撤销了 { $count } 步，按“重做”可以恢复）。
page-rewind-none = 这局游戏里没有更早的正确局面。
page-broken-rules = 违反规则：{ $rules }。
page-check-correct = 目前全部正确。
page-check-solved = 已完成：每一格都正确。
page-check-no-solution = 这道谜题无解。
page-check-multiple = 这道谜题不止一个解。
page-check-other = 检查：{ $status }。
page-select-cell = 请先选中要解的格子。
page-unsolvable-multiple = 无法解出：这道谜题有多个解。
page-unsolvable-none = 无法解出：这道谜题无解。
page-unsolvable-invalid = 无法解出：提示数违反了规则。
page-rating = 正在评分…
page-rating-gave-up = 评分超时。
page-no-rating = 无法评分：{ $reason }。
page-rated = 评分 ER { $er }：{ $hardest }。
page-error = { $error }。

## 完成卡片：解完的盘面锁定，直到玩家选择仍要修改
page-finish-title = 完成！
page-finish-title-revealed = 已揭晓答案
page-finish-revealed-all = 已用“全部解出”揭晓答案。
page-finish-revealed-cell = 已完成，部分格子由“解此格”揭晓。
page-finish-not-counted = 揭晓过答案的每日谜题不计入连续天数。
page-finish-time = 用时
page-finish-level = 难度
page-finish-rating = 评分
page-finish-hints = 提示次数
page-finish-checks = 检查次数
page-finish-mistakes = 查出的错误
page-finish-streak = 连续天数
page-finish-best = { $level }每日最佳
page-finish-average = { $level }每日平均（已解 { $count } 题）
page-finish-daily-hints = { $level }每日平均提示
page-finish-next-daily = 今日{ $level }谜题
page-finish-edit = 仍要修改
page-finish-locked = 谜题已完成：如需修改，请按“仍要修改”。

## 全部解出前的确认
page-ask-solve-all-title = 全部解出？
page-ask-solve-all = 用答案填满所有格子吗？这道题将记为揭晓答案，不算解出。

## 继续：这个浏览器保存的未完成游戏；离开前的确认
page-continue = 继续
page-continue-title = 未完成的游戏
page-continue-none = 这个浏览器里没有保存未完成的游戏。
page-continue-progress = 已填 { $filled } / { $empty } 格 · 用时 { $time }
page-continue-last = 上次玩于 { $when }
page-continue-daily = 每日谜题，{ $level } · { $date }
page-continue-drill = 练习：{ $technique }
page-continue-remove = 删除
page-continue-remove-label = 删除上次玩于 { $when } 的游戏
page-continue-gone = 这个游戏已不在这个浏览器里保存。
page-ask-leave-title = 离开这局游戏？
page-ask-leave = 它会按现在的样子保存（已填 { $filled } / { $empty } 格，用时 { $time }）：点“继续”或浏览器的“返回”即可回来。
page-ask-leave-yes = 离开
page-ask-replace-title = 替换这局游戏？
page-ask-replace = 载入的是同一道题的对局，会取代盘面上的这局（已填 { $filled } / { $empty } 格，用时 { $time }）：想保留它，请先导出。
page-ask-replace-yes = 替换
page-resumed = 这道题你玩过：这是你上次离开时的对局。

## 服务器无法回答时
page-unreachable = 无法连接服务器
page-not-json = 服务器返回了 { $status }，但不是 JSON
page-http-error = 错误 { $status }

## 提示面板
page-hint-mistake-one = 有一处错误
page-hint-mistakes = 有 { $count } 处错误
page-hint-nudge = 点拨
page-hint-technique = { $technique }（评分 { $rating }）
page-hint-technique-own-scale = { $technique }（评分 { $rating }，shudu 自有标尺）
page-hint-solved = 已完成
page-hint-solved-text = 每一格都填对了。
page-hint-stuck = 没有可用的技巧
page-hint-stuck-text = 逻辑推理在这里卡住了。
page-hint-reveal = 答案在 { $cell } 是 { $digit }。
page-hint-gave-up = 未能及时找到提示
page-hint-gave-up-text = 寻找下一步超时了。
page-hint-multiple = 多解
page-hint-unsolvable = 无解
page-hint-invalid = 提示数冲突
page-hint-unsupported = 不支持
page-hint-none = 没有提示

## 新谜题
page-new-board = 盘面
page-size-9 = 9×9
page-size-4 = 4×4（2×2 宫）
page-size-6 = 6×6（2×3 宫）
page-size-8 = 8×8（2×4 宫）
page-size-12 = 12×12（3×4 宫）
page-size-16 = 16×16（4×4 宫，1–9 后接 A–G）
page-new-rules = 规则
page-variant-classic = 标准数独
page-variant-x = 对角线数独
page-variant-windoku = 窗口数独
page-variant-disjoint-groups = 同位数独
page-variant-jigsaw = 锯齿数独
page-variant-anti-knight = 无马数独
page-variant-anti-king = 无缘数独
page-variant-non-consecutive = 不连续数独（需几秒生成）
page-variant-odd-even = 奇偶数独
page-variant-thermo = 温度计数独
page-variant-kropki = 黑白点数独
page-variant-xv = VX 数独
page-variant-whispers = 德国耳语数独
page-variant-renban = 连番线数独
page-variant-arrow = 箭头数独
page-variant-sandwich = 三明治数独
page-variant-little-killer = 小杀手数独
page-variant-killer = 杀手数独
page-new-level = 难度
page-new-technique = 技巧
page-new-technique-search = 按任意名称搜索：二链列、X-Wing…
page-new-technique-uses = 解题路径用到
page-new-technique-any = 任意技巧
page-new-technique-none = 没有名称含“{ $search }”的技巧。
page-new-technique-choice = { $name }（{ $rating }）
page-new-symmetry = 对称
page-new-seed = 种子
page-new-seed-random = 随机
page-new-show-rating = 显示评分
page-generate = 生成
page-cancel = 取消
page-killer-size = 杀手数独最大只能生成 9×9 盘面。
page-jigsaw-size = 锯齿数独最大只能生成 12×12 盘面。
page-bad-seed = 种子须为整数（留空则随机）。
page-symmetry-none = 无
page-symmetry-rot180 = 中心对称（转 180°）
page-symmetry-rot90 = 旋转对称（转 90°）
page-symmetry-mirror-h = 上下对称
page-symmetry-mirror-v = 左右对称
page-symmetry-mirror-hv = 上下左右对称
page-symmetry-diagonal = 正对角线对称
page-symmetry-anti-diagonal = 反对角线对称
page-symmetry-diagonals = 双对角线对称
page-symmetry-dihedral = 全对称

## 自己的谜题
page-own-prompt = 输入或粘贴一道谜题：81 个字符的一行、一个盘面，或 shudu 能读的任何格式；变体数独可用 shudu 的变体 JSON、f-puzzles JSON，或 f-puzzles / SudokuPad 链接
page-play-it = 开始
page-proper = 合格：恰有一个解。
page-proper-minimal = 合格：恰有一个解，且提示数最少。
page-proper-rules = 合格：恰有一个解（{ $rules }）。
page-proper-minimal-rules = 合格：恰有一个解，且提示数最少（{ $rules }）。
page-several = 不合格：有多个解。
page-several-rules = 不合格：有多个解（{ $rules }）。
page-no-solution = 不合格：无解。
page-no-solution-rules = 不合格：无解（{ $rules }）。
page-cannot-read = 无法读取：{ $error }。
page-your-puzzle = 你的谜题，祝你好运。

## 拍照识题
page-photo-title = 从照片读取谜题
page-photo-sheet = 读出的盘面：在格子上直接输入即可更正，按回车键保留不确定的格子，方向键移动
page-photo-unsure = 不确定
page-photo-corrected = 已由求解器更正
page-play-this = 开始
page-another-photo = 换一张照片
page-photo-proper = 合格：恰有一个解。
page-photo-several = 还不合格：有多个解。是否漏了数字？
page-photo-none = 还不合格：无解。是否有数字读错？
page-cannot-judge = 无法判断：{ $error }。
page-photo-reading = 正在读取照片…
page-photo-read = 读出 { $count } 个数字。
page-photo-corrected-cells = 已由求解器更正：{ $cells }。
page-photo-unsure-cells = 不确定（已标记）：{ $cells }。
page-photo-all-sure = 每一格都读得很有把握。
page-photo-other-grids = 照片中可能还有别的盘面：已读取最大的一个；裁剪照片可读取其他盘面。
page-photo-your-puzzle = 照片中的谜题，祝你好运。
page-photo-cell-changed = 原为 { $digit }
page-photo-cell-corrected = 已由求解器更正，请核对
page-photo-cell-unsure = 不确定，请核对
page-photo-confirmed = 已确认
page-photo-confirm-first = 请先确认不确定的格子（还剩{ $count }个）：{ $cells }。
page-photo-keep = 保留{ $cell }为{ $digit }
page-photo-keep-empty = 保留{ $cell }为空
page-photo-picture = 你的照片
page-photo-picture-grid = 你照片中的盘面（已摆正）

## 分享
page-share-what = 分享什么
page-share-puzzle = 只分享题目
page-share-entries = 连同我填的数字
page-share-marks = 连同我填的数字和笔记标注
page-share-carries-puzzle = 链接只带题目：不带你填的数字和标注，颜色和用时也从不带上。
page-share-carries-entries = 链接带上题目和你填的数字；不带标注，颜色和用时也从不带上。
page-share-carries-marks = 链接带上题目、你填的数字以及角标和中标；颜色和用时从不带上。
page-link-entries-bad = 链接里的数字与这道题对不上，所以数字和标注都没有载入：题目以新局打开。
page-link-corner-bad = 链接里的角标无法读取，所以没有载入；题目已打开，但不含角标。
page-link-centre-bad = 链接里的中标无法读取，所以没有载入；题目已打开，但不含中标。
page-link-marks-bad = 链接里的角标和中标都无法读取，所以没有载入；题目已打开，但不含标注。
page-share-link = 链接
page-copy = 复制
page-copied = 已复制。
page-copy-by-hand = 链接已选中：请按 Ctrl+C 复制（或长按后选“复制”）。

## 以 JSON 保存的对局
page-io-title = 对局 JSON
page-io-label = 对局
page-export-title = 导出对局
page-import-title = 导入对局
page-export-label = 对局的 JSON：保存为文件或复制文本
page-import-label = 粘贴之前导出的对局，或打开其文件
page-download = 下载
page-open-file = 打开文件
page-load = 载入
page-not-json-text = 不是 JSON：{ $error }
page-cannot-import = 无法导入：{ $error }。
page-imported = 已导入对局。
page-io-what = 导出或导入什么
page-io-game = 对局
page-io-daily = 每日记录
page-export-records-title = 导出你的每日记录
page-import-records-title = 导入每日记录
page-export-records-label = 你的每日记录（JSON）：保存为文件或复制文本
page-import-records-label = 粘贴之前导出的每日记录，或打开其文件：会与你现有的记录合并，不会丢失任何记录
page-records-summary = 已解每日谜题：{ $solves }道。连续天数：{ $streak }。最佳用时：{ $best }。
page-records-none = 这个浏览器里还没有解过每日谜题。
page-records-imported = 每日记录已合并：新增{ $added }条，{ $better }条用时更好，共{ $total }条。
page-records-a-game = 这是保存的对局，不是每日记录：请选“对局”再导入。
page-records-not-records = 这不是 shudu 的每日记录文件：需要有 "format": "shudu-daily" 和 "solved" 列表。你的记录保持不变。
page-records-bad-entry = 条目“{ $key }”不是每日记录（应为日期和难度，如 2025-03-14/easy，并带用时秒数和提示次数）：什么也没有导入，你的记录保持不变。
page-records-not-saved = 无法在这个浏览器里保存记录（存储已满或被关闭）：你的记录保持不变。
page-finish-records = 每日记录

page-new-drill = 练习这个技巧
page-drill-started = 第 { $done }/{ $size } 题：找出{ $technique }，做出它带来的变化（删去它排除的候选数，或填入它确定的数字），然后按“检查”。
page-drill-title = { $technique }练习 第 { $done }/{ $size } 题
page-drill-score = 本轮结束：{ $size } 题中答对 { $right } 题。
page-drill-next = 下一题
page-drill-gave-up = { $seconds } 秒内没有找到练习题；请再试一次，或换一个技巧。

page-set = 出题
page-set-title = 正在出题
page-set-info = 出题中：{ $count }个提示数
page-set-started = 空白盘面：你输入的数字就是谜题的提示数。
page-set-back = 你未完成的题目回来了；按“清空”可重新开始。
page-set-empty = 请输入提示数：你输入的每个数字都是提示数。
page-set-working = 计算中…
page-set-one = 恰有一个解：这道题是唯一解。
page-set-several = 有{ $count }个解。
page-set-many = 有256个或更多解。
page-set-none = 无解。
page-set-invalid = 提示数违反规则：{ $rules }。
page-set-gave-up = 已放弃：未能在限定时间内数完解的个数。
page-set-minimal = 最简：没有可删去的提示数。
page-set-redundant = 不是最简：以下提示数都可以单独删去（已圈出）：{ $clues }。
page-set-additions = 加上以下提示数即成唯一解（绿色标出）：{ $clues }。
page-set-candidates-gave-up = 真候选数计算超时：还有{ $count }个数字未判定，没有画出。
page-set-failed = 服务器无法回答：{ $error }
page-set-show = 显示真候选数
page-set-add = 加上这些提示数
page-set-remove = 删去一个多余的提示数
page-set-play = 玩这道题
page-set-clear = 清空
page-cell-true = 真候选数{ $digits }
page-cell-add = 应加提示数{ $digit }
page-cell-redundant = 可删去的提示数
