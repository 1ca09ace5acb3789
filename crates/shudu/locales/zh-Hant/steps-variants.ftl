# 殺手數獨虛線框規則每一步的詞語：數字拆分（籠內組合）與 45 法則（內格與外格）。
# 推理的各部分先以英文存於這一步的依據中，再讀回並改寫成中文。

## 每個殺手數獨步驟
step-killer = { $technique }：{ $reasoning }：{ $removed }
step-killer-places = { $technique }：{ $reasoning }
killer-more = { $head }；{ $next }

## 數字拆分
cage-sum = { $cage }（{ $cells }）的和為 { $sum }
cage-one-cell = 所以 { $cell } 是 { $sum }
cage-rest-one = { $placed }，所以 { $cell } 是 { $sum }
cage-rest = { $placed }，所以 { $cells } 的和為 { $sum }
cage-placed = { $cell } 已填 { $digit }
cage-sets = 結合候選數，這些格只能是 { $sets } 的組合
cage-count-of = 符合候選數的組合有 { $count } 種，都只用到 { $digits }
cage-count = 符合候選數的組合有 { $count } 種
cage-must = { $digits } 必須在這個虛線框裡

## 45 法則
innies-total-one = { $houses }的數字之和為 { $total }
innies-total = { $houses }的數字之和為 { $total }
innies-rows = 第 { $first }–{ $last } 橫列
innies-columns = 第 { $first }–{ $last } 直行
innies-cages-inside = 完全在其內的虛線框（{ $cells } 所在的虛線框）之和為 { $sum }
innies-cages-reaching = 伸入其中的虛線框（{ $cells } 所在的虛線框）之和為 { $sum }
innies-cages-straddling = 完全在其內的虛線框加上伸出其外的那個虛線框（{ $cells } 所在的虛線框）之和為 { $sum }
innies-placed-outside = 這些虛線框以外已填的數字（{ $cells }）之和為 { $sum }
innies-placed-uncovered = 這些虛線框以外已填的數字（{ $cells }）之和為 { $sum }
innies-placed-beyond = 這些虛線框伸出去的格子中已填的數字（{ $cells }）之和為 { $sum }
innies-one = 所以內格 { $cell } 是 { $value }
innies-sum = 所以內格 { $cells } 之和為 { $sum }
outies-one = 所以這些虛線框伸出去的外格 { $cell } 是 { $value }
outies-sum = 所以這些虛線框伸出去的外格 { $cells } 之和為 { $sum }
innies-difference = 所以 { $innies } − ({ $outies }) = { $value }
innies-must = { $digits } 必須在這些格子中

## 溫度計。
thermo-rise = 從 { $bulb } 起的溫度計（{ $cells }）上的數字逐格增大
thermo-range = { $cell } 只能在 { $low } 到 { $high } 之間
thermo-only = { $cell } 只能是 { $digit }

## 黑白點與 VX。
pair-white-dot = { $first } 和 { $second } 之間有白點，所以每格的數字與另一格可填的某個數字相差 1
pair-black-dot = { $first } 和 { $second } 之間有黑點，所以每格的數字是另一格可填的某個數字的一半或兩倍
pair-x = { $first } 和 { $second } 之間有 X，所以每格的數字等於 10 減去另一格可填的某個數字
pair-v = { $first } 和 { $second } 之間有 V，所以每格的數字等於 5 減去另一格可填的某個數字

## 德國耳語線與連番線。
whispers-line = 從 { $start } 起的德國耳語線（{ $cells }）上相鄰的數字至少相差 { $difference }
whispers-keep = { $cell } 只剩 { $digits }
renban-run = 從 { $start } 起的連番線（{ $cells }）上是 { $count } 個連續的數字
renban-keep = { $cell } 只剩 { $digits }

## 箭頭。
arrow-sum = 從 { $bulb } 起的箭頭（{ $cells }）上的數字之和等於圓圈 { $pill }
arrow-keep = { $cell } 只剩 { $digits }

## 9×9 以外盤面上一條規則自身的步驟（該行以規則的技巧名開頭）。
step-sized-rule = { $cells } 的數字必須滿足這條規則，所以{ $removed }

## 三明治。
sandwich-clue = { $clue }（{ $cells }）：1 和 { $top } 之間的數字和是 { $sum }
sandwich-keep = { $cell } 只剩 { $digits }

## 小殺手。
little-killer-clue = { $clue }（{ $cells }）的和是 { $sum }
little-killer-keep = { $cell } 只剩 { $digits }
