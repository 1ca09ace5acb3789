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
house-region = 第 { $n } 区
house-main-diagonal = 主对角线
house-anti-diagonal = 副对角线
house-window = 第 { $n } 窗口
house-disjoint-group = 第 { $n } 同位组
house-extra-region = 第 { $n } 附加区
house-cage = { $cell } 所在的笼子

## 一步的词语
placement = { $cell } 必须是 { $digit }
removal = { $cells } 不能是 { $digits }
removal-more = { $head }；{ $next }
step-named = { $technique }：{ $text }
step-named-digit = { $technique }（{ $digit }）：{ $text }
step-line = { $technique }（{ $rating }）：{ $text }
nudge = 看看{ $place }
nudge-anywhere = 看看整个盘面
