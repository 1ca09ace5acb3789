# 各处共用的词语：列举、宫行列的名称、一步的填数与删数、一步所在的行。
# 中文与拉丁字母、数字之间留一个空格（r2c9 必须是 9）。

## 列举
list-and = { $head }和{ $last }
list-more = { $head }、{ $next }
list-or = { $head }或{ $next }
list-either = { $head }或{ $last }

## 区域，从 1 起编号
house-row = 第 { $n } 行
house-column = 第 { $n } 列
house-box = 第 { $n } 宫
house-region = 第 { $n } 异形宫
house-main-diagonal = 正对角线
house-anti-diagonal = 反对角线
house-window = 第 { $n } 窗口
house-disjoint-group = 第 { $n } 同位宫
house-extra-region = 第 { $n } 额外区域
house-cage = { $cell } 处的虚线框
house-sandwich-row = 第 { $n } 行左侧的三明治
house-sandwich-column = 第 { $n } 列上方的三明治
house-little-killer = 从 { $start } 起的小杀手斜线

## 一步的词语
placement = { $cell } 必须是 { $digit }
removal = { $cells } 不能是 { $digits }
removal-more = { $head }；{ $next }
step-named = { $technique }：{ $text }
step-named-digit = { $technique }（{ $digit }）：{ $text }
step-line = { $technique }（{ $rating }）：{ $text }
nudge = 看看{ $place }
nudge-cell = 看看 { $cell }
nudge-anywhere = 看看整个盘面

## 难度等级（Sudoku Explainer 的 ER 区间）
level-easy = 容易
level-medium = 一般
level-hard = 困难
level-expert = 专家
level-extreme = 极难
level-diabolical = 地狱
rating-with-level = { $rating }（{ $level }）
rating-with-level-sized = { $rating }（{ $level }；shudu 对 { $size }×{ $size } 的自有评分）
rating-sized = { $rating }（shudu 对 { $size }×{ $size } 的自有评分）

## 格或候选数在一步中的作用，读屏软件在盘面上读出
role-base = 定义域
role-cover = 删减域
role-pivot = 枢纽
role-pincer = 翼
role-fin = 鳍
role-link = 强链
role-weak = 弱链
role-pattern = 结构
role-extra = 额外
role-support = 辅助
role-target = 目标
