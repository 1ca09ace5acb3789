# 各處共用的詞語：列舉、宮行列的名稱、一步的填數與刪數、一步所在的行。
# 行列用台灣的說法：橫列（row）、直行（column），免得「行」「列」被讀反。
# 中文與拉丁字母、數字之間留一個空格（r2c9 必須是 9）。

## 列舉
list-and = { $head }和{ $last }
list-more = { $head }、{ $next }
list-or = { $head }或{ $next }
list-either = { $head }或{ $last }

## 區域，從 1 起編號
house-row = 第 { $n } 橫列
house-column = 第 { $n } 直行
house-box = 第 { $n } 宮
house-region = 第 { $n } 異形宮
house-main-diagonal = 正對角線
house-anti-diagonal = 反對角線
house-window = 第 { $n } 窗口
house-disjoint-group = 第 { $n } 同位宮
house-extra-region = 第 { $n } 額外區域
house-cage = { $cell } 處的虛線框
house-sandwich-row = 第 { $n } 橫列左側的三明治
house-sandwich-column = 第 { $n } 直行上方的三明治
house-little-killer = 從 { $start } 起的小殺手斜線

## 一步的詞語
placement = { $cell } 必須是 { $digit }
removal = { $cells } 不能是 { $digits }
removal-more = { $head }；{ $next }
step-named = { $technique }：{ $text }
step-named-digit = { $technique }（{ $digit }）：{ $text }
step-line = { $technique }（{ $rating }）：{ $text }
nudge = 看看{ $place }
nudge-cell = 看看 { $cell }
nudge-anywhere = 看看整個盤面

## 難度等級（Sudoku Explainer 的 ER 區間）
level-easy = 容易
level-medium = 一般
level-hard = 困難
level-expert = 專家
level-extreme = 極難
level-diabolical = 地獄
rating-with-level = { $rating }（{ $level }）
rating-with-level-sized = { $rating }（{ $level }；shudu 對 { $size }×{ $size } 的自有評分）
rating-sized = { $rating }（shudu 對 { $size }×{ $size } 的自有評分）

## 格或候選數在一步中的作用，讀屏軟體在盤面上讀出
role-base = 定義域
role-cover = 刪減域
role-pivot = 樞紐
role-pincer = 翼
role-fin = 鰭
role-link = 強鏈
role-weak = 弱鏈
role-pattern = 結構
role-extra = 額外
role-support = 輔助
role-target = 目標
