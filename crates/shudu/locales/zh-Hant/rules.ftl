# 變體數獨的規則：每條規則一句話（印在盤面下方，也列在對局頁面上）、規則簡稱（盤面的標籤），
# 以及說明盤面如何違反規則的句子。

## 標準數獨之外的每條規則，各一句話
rule-text-jigsaw = 鋸齒數獨：每個粗線圍出的異形宮內數字不重複
rule-text-diagonals = 對角線數獨：每條標出的對角線上數字不重複
rule-text-windoku = 窗口數獨：每個灰色窗口內數字不重複
rule-text-disjoint-groups = 同位數獨：各宮中位置相同的格子數字不同
rule-text-extra-regions = 額外區域：每個灰色區域內數字不重複
rule-text-anti-knight = 無馬數獨：相距一個馬步的格子數字不同
rule-text-anti-king = 無緣數獨：相距一個王步（含斜向相鄰）的格子數字不同
rule-text-non-consecutive = 不連續數獨：有公共邊的兩格不能填相鄰的數字
rule-text-odd = 奇數：灰色圓圈中的格子填奇數
rule-text-even = 偶數：灰色方塊中的格子填偶數
rule-text-killer = 殺手數獨：虛線框內數字不重複，且和等於框角的數字

## 規則簡稱：盤面尺寸，再加上每條額外規則的名稱
rule-shape = { $n }×{ $n }（{ $rows }×{ $cols } 宮）
rule-label-more = { $head }，{ $next }
rule-name-jigsaw = 鋸齒
rule-name-diagonal-main = 正對角線
rule-name-diagonal-anti = 反對角線
rule-name-windoku = 窗口
rule-name-disjoint-groups = 同位宮
rule-name-extra-region = 額外區域
rule-name-anti-knight = 無馬
rule-name-anti-king = 無緣
rule-name-non-consecutive = 不連續
rule-name-odd = 奇數格
rule-name-even = 偶數格
rule-name-killer = 殺手

## 違反的規則：哪些格子，怎樣違反
broken-knight = { $first }和{ $second }相距一個馬步，卻都填了{ $digit }
broken-king = { $first }和{ $second }相距一個王步，卻都填了{ $digit }
broken-cage-repeat = { $first }和{ $second }同在{ $cage }內，卻都填了{ $digit }
broken-cage-sum = { $cage }的和是{ $total }，而不是{ $sum }
broken-cage-over = { $cage }還有空格，和卻已達到{ $total }，而它的和應為{ $sum }
broken-odd = { $cell }標為奇數格，卻填了{ $digit }
broken-even = { $cell }標為偶數格，卻填了{ $digit }
broken-consecutive = { $first }和{ $second }相鄰，卻填了相鄰的數字{ $a }和{ $b }
