# 基本技巧每一步的词语：唯一数、区块、数组。

step-full-house = { $placement }：它是{ $house }中最后一个空格
step-naked-single = { $placement }：这一格只剩下这一个候选数
step-hidden-single = { $placement }：它是 { $digits } 在{ $house }中唯一可填的位置

step-intersection = 在{ $house }中，{ $digits } 只能位于{ $within }（{ $cells }），所以{ $removed }
step-intersection-then = { $text }；于是{ $placement }，它是 { $digits } 在{ $house }中剩下的唯一位置
step-generalized-intersection = 在{ $house }中，{ $digit } 只能位于 { $cells }；能同时看到这些格的格子都不能是它：{ $removed }
step-naked-set = { $cells } 合起来只有 { $digits } 这几个候选数（{ $house }中的{ $technique }），所以{ $removed }
step-hidden-set = 在{ $house }中，{ $digits } 只能位于 { $cells }，所以这些格不能有其他候选数：{ $removed }
step-hidden-set-then = { $text }；于是{ $placement }，它是{ $house }中剩下的唯一位置

## 不连续数独
step-locked-non-consecutive = 在{ $house }中，{ $digit } 只能位于 { $cells }；一个格子若是其中之一或与它们每一个都相邻，就与 { $digit } 相邻或本身就是 { $digit }，所以不能是与 { $digit } 相差 1 的数：{ $removed }
step-non-consecutive-forcing-cell = { $cell } 只能是 { $candidates }，无论是哪一个，{ $lost } 要么就是它，要么与它相差 1，而与它相邻（同行或同列）的格子不能是这样的数：{ $removed }
nc-lost-one = { $digit }
nc-lost-two = { $first }和{ $second }各自
nc-lost-more = { $digits }各自

## 格子之间在宫行列之外互相看到的原因
step-with-relations = { $text }（{ $relations }）
relations-more = { $head }；{ $next }

## 两格在这一步的区域之外也不能填同一个数的原因
relation = { $a } 和 { $b }{ $why }
apart-house = 同在{ $house }
apart-knight = 相隔一个马步
apart-king = 相隔一个王步
apart-neighbours = 相邻，所以它们的数字不能连续
apart-thermo = 在从 { $bulb } 起的同一温度计上，所以数字不同
apart-renban = 在从 { $start } 起的同一连番线上，所以数字不同
apart-neighbour-digits = 相邻，所以不能一个是 { $first }、一个是 { $second }
