# 各處共用的詞語：列舉、宮行列的名稱、一步的填數與刪數、一步所在的行。
# 中文與拉丁字母、數字之間留一個空格（r2c9 必須是 9）。

## 列舉
list-and = { $head }和{ $last }
list-more = { $head }、{ $next }
list-or = { $head }或{ $next }
list-either = { $head }或{ $last }

## 區域，從 1 起編號
house-row = 第 { $n } 行
house-column = 第 { $n } 列
house-box = 第 { $n } 宮
house-region = 第 { $n } 區
house-main-diagonal = 主對角線
house-anti-diagonal = 副對角線
house-window = 第 { $n } 窗口
house-disjoint-group = 第 { $n } 同位組
house-extra-region = 第 { $n } 附加區
house-cage = { $cell } 所在的籠子

## 一步的詞語
placement = { $cell } 必須是 { $digit }
removal = { $cells } 不能是 { $digits }
removal-more = { $head }；{ $next }
step-named = { $technique }：{ $text }
step-named-digit = { $technique }（{ $digit }）：{ $text }
step-line = { $technique }（{ $rating }）：{ $text }
nudge = 看看{ $place }
nudge-anywhere = 看看整個盤面
