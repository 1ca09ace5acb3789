# 杀手数独虚线框规则每一步的词语：数字拆分（笼内组合）与 45 法则（内格与外格）。
# 推理的各部分先以英文存于这一步的依据中，再读回并改写成中文。

## 每个杀手数独步骤
step-killer = { $technique }：{ $reasoning }：{ $removed }
step-killer-places = { $technique }：{ $reasoning }
killer-more = { $head }；{ $next }

## 数字拆分
cage-sum = { $cage }（{ $cells }）的和为 { $sum }
cage-one-cell = 所以 { $cell } 是 { $sum }
cage-rest-one = { $placed }，所以 { $cell } 是 { $sum }
cage-rest = { $placed }，所以 { $cells } 的和为 { $sum }
cage-placed = { $cell } 已填 { $digit }
cage-sets = 结合候选数，这些格只能是 { $sets } 的组合
cage-count-of = 符合候选数的组合有 { $count } 种，都只用到 { $digits }
cage-count = 符合候选数的组合有 { $count } 种
cage-must = { $digits } 必须在这个虚线框里

## 45 法则
innies-total-one = { $houses }的数字之和为 { $total }
innies-total = { $houses }的数字之和为 { $total }
innies-rows = 第 { $first }–{ $last } 行
innies-columns = 第 { $first }–{ $last } 列
innies-cages-inside = 完全在其内的虚线框（{ $cells } 所在的虚线框）之和为 { $sum }
innies-cages-reaching = 伸入其中的虚线框（{ $cells } 所在的虚线框）之和为 { $sum }
innies-cages-straddling = 完全在其内的虚线框加上伸出其外的那个虚线框（{ $cells } 所在的虚线框）之和为 { $sum }
innies-placed-outside = 这些虚线框以外已填的数字（{ $cells }）之和为 { $sum }
innies-placed-uncovered = 这些虚线框以外已填的数字（{ $cells }）之和为 { $sum }
innies-placed-beyond = 这些虚线框伸出去的格子中已填的数字（{ $cells }）之和为 { $sum }
innies-one = 所以内格 { $cell } 是 { $value }
innies-sum = 所以内格 { $cells } 之和为 { $sum }
outies-one = 所以这些虚线框伸出去的外格 { $cell } 是 { $value }
outies-sum = 所以这些虚线框伸出去的外格 { $cells } 之和为 { $sum }
innies-difference = 所以 { $innies } − ({ $outies }) = { $value }
innies-must = { $digits } 必须在这些格子中

## 温度计。
thermo-rise = 从 { $bulb } 起的温度计（{ $cells }）上的数字逐格增大
thermo-range = { $cell } 只能在 { $low } 到 { $high } 之间
thermo-only = { $cell } 只能是 { $digit }

## 黑白点与 VX。
pair-white-dot = { $first } 和 { $second } 之间有白点，所以每格的数字与另一格可填的某个数字相差 1
pair-black-dot = { $first } 和 { $second } 之间有黑点，所以每格的数字是另一格可填的某个数字的一半或两倍
pair-x = { $first } 和 { $second } 之间有 X，所以每格的数字等于 10 减去另一格可填的某个数字
pair-v = { $first } 和 { $second } 之间有 V，所以每格的数字等于 5 减去另一格可填的某个数字

## 德国耳语线与连番线。
whispers-line = 从 { $start } 起的德国耳语线（{ $cells }）上相邻的数字至少相差 { $difference }
whispers-keep = { $cell } 只剩 { $digits }
renban-run = 从 { $start } 起的连番线（{ $cells }）上是 { $count } 个连续的数字
renban-keep = { $cell } 只剩 { $digits }

## 箭头。
arrow-sum = 从 { $bulb } 起的箭头（{ $cells }）上的数字之和等于圆圈 { $pill }
arrow-keep = { $cell } 只剩 { $digits }

## 9×9 以外盘面上一条规则自身的步骤（该行以规则的技巧名开头）。
step-sized-rule = { $cells } 的数字必须满足这条规则，所以{ $removed }

## 三明治。
sandwich-clue = { $clue }（{ $cells }）：1 和 { $top } 之间的数字和是 { $sum }
sandwich-keep = { $cell } 只剩 { $digits }

## 小杀手。
little-killer-clue = { $clue }（{ $cells }）的和是 { $sum }
little-killer-keep = { $cell } 只剩 { $digits }
