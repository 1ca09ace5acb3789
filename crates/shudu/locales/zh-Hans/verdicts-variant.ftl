# 变体谜题的判定：盘面上的数字违反了哪些规则。

## 违反的规则（同一区域内数字重复见 hints.ftl 的 clash）
variant-broken-knight = { $first } 和 { $second } 相隔马步，却都是 { $digit }
variant-broken-king = { $first } 和 { $second } 相隔王步，却都是 { $digit }
variant-broken-consecutive = 相邻的 { $first } 和 { $second } 是连续的 { $a } 和 { $b }
variant-broken-odd = { $cell } 标为奇数格，却是 { $digit }
variant-broken-even = { $cell } 标为偶数格，却是 { $digit }
variant-broken-thermo = { $cell } 是 { $digit }，不大于它前面 { $before } 的 { $low }（从 { $bulb } 起的温度计）
variant-broken-thermo-gap = { $first } 是 { $low }，{ $second } 是 { $high }，在从 { $bulb } 起的温度计上相隔 { $cells } 格，数字没有增大的余地
variant-broken-thermo-room = { $cell } 不能是 { $digit }：它是从 { $bulb } 起的温度计上 { $length } 格中的第 { $place } 格，数字从圆泡起逐格增大
variant-broken-whispers = { $first } 和 { $second } 在从 { $start } 起的德国耳语线上相邻，却是 { $a } 和 { $b }，相差不到 { $difference }
variant-broken-whispers-room = { $cell } 在从 { $start } 起的德国耳语线上，不能是 { $digit }：没有数字与它相差 { $difference } 或更多
variant-broken-renban-repeat = { $first } 和 { $second } 在从 { $start } 起的同一连番线上，却都是 { $digit }
variant-broken-renban-spread = 从 { $start } 起的连番线上有 { $low } 和 { $high }，相差太大，{ $count } 格放不下一组连续的数字
variant-broken-arrow = { $bulb } 处箭头的线上数字之和是 { $sum }，不是 { $value }
variant-broken-arrow-over = { $bulb } 处箭头的圆圈是 { $value }，但线上的数字之和至少是 { $least }
variant-broken-arrow-under = { $bulb } 处箭头的圆圈是 { $value }，但线上的数字之和最多是 { $most }
variant-broken-arrow-room = { $bulb } 处箭头的线上数字之和至少是 { $least }，圆圈放不下
variant-broken-sandwich = { $clue }：1 和 { $top } 之间的数字和是 { $total }，而不是 { $sum }
variant-broken-sandwich-over = { $clue }：1 和 { $top } 之间还有空格，和却已经是 { $total }，而它应是 { $sum }
variant-broken-little-killer = { $clue }的和是 { $total }，而不是 { $sum }
variant-broken-little-killer-over = { $clue }还有空格，和却已经是 { $total }，而它的和应是 { $sum }
variant-broken-white-dot = { $first } 和 { $second } 之间有白点，却是 { $a } 和 { $b }，不是连续数字
variant-broken-black-dot = { $first } 和 { $second } 之间有黑点，却是 { $a } 和 { $b }，没有一个是另一个的两倍
variant-broken-x = { $first } 和 { $second } 之间有 X，却是 { $a } 和 { $b }，和不是 10
variant-broken-v = { $first } 和 { $second } 之间有 V，却是 { $a } 和 { $b }，和不是 5
variant-broken-cage-repeat = { $first } 和 { $second } 同在{ $cage }中，却都是 { $digit }
variant-broken-cage-sum = { $cage }的和是 { $total }，而不是 { $sum }
variant-broken-cage-over = { $cage }还有空格，和却已经是 { $total }，而它的和应是 { $sum }
variant-broken-more = { $head }；{ $next }

## 检查一道谜题（check）的结论
check-invalid = 提示数冲突：{ $broken }
check-unsolvable = 有效，但没有终盘能补全提示数
check-multiple = 有效，有解，但不唯一
check-minimal = 有效，唯一解，最简（{ $clues } 个提示数）
check-unique = 有效，唯一解，但不是最简（{ $clues } 个提示数；{ $count } 个多余：{ $listed }）

## 谜题无法评分的原因（提示数冲突见 check-invalid）
rate-not-unique = 不唯一：无法评分
rate-no-solution = 无解：无法评分
rate-nothing = 没有要解的格
rate-dead-cell = 推理使 { $cell } 没有候选数了

## 检查玩家的盘面：结论那一行（错误见 hints.ftl 的 mistake-*）
sheet-mistakes = { $count ->
       *[other] 有 { $count } 处错误：
    }
sheet-broken = 违反的规则：
sheet-multiple = 这道题有多个解。
sheet-no-solution = 这道题无解。
sheet-solved = 已解完：每一格都正确。
sheet-correct-so-far = 目前全部正确。
sheet-unchecked = 没有违反规则。

## 在某种对称下检查标准谜题（check --symmetry）；对称方式保留其名称（rot180）
check-minimal-for = 有效，唯一解，在 { $symmetry } 对称下最简（{ $clues } 个提示数）
check-unique-for = 有效，唯一解，在 { $symmetry } 对称下不是最简（{ $clues } 个提示数；{ $count } 组多余：{ $listed }）
check-not-symmetric = { $verdict }；提示数不是按 { $symmetry } 对称排列的

## 真候选数（`candidates --true`）：搜索的结果
true-unique = 唯一解：每格只有一个数字（搜索 { $searches } 次）
true-multiple = 多解：{ $count } 格可填不止一个数字（搜索 { $searches } 次）
true-unsolvable = 无解：没有格子能填任何数字
true-gave-up = 时间用完，{ $count } 个候选数未能判定：{ $listed }

## 出题助手（`setter`）：谜题在哪里变成唯一解
to-unique-add = 多解（数到 { $solutions } 个）：加上这 { $count } 个提示数就是唯一解：{ $listed }
to-unique-add-more = 多解（至少 { $solutions } 个）：加上这 { $count } 个提示数就是唯一解：{ $listed }
to-unique-gave-up = 时间用完，还没找到要加的提示数
