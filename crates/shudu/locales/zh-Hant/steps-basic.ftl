# 基本技巧每一步的詞語：唯一數、區塊、數組。

step-full-house = { $placement }：它是{ $house }中最後一個空格
step-naked-single = { $placement }：這一格只剩下這一個候選數
step-hidden-single = { $placement }：它是 { $digits } 在{ $house }中唯一可填的位置

step-intersection = 在{ $house }中，{ $digits } 只能位於{ $within }（{ $cells }），所以{ $removed }
step-intersection-then = { $text }；於是{ $placement }，它是 { $digits } 在{ $house }中剩下的唯一位置
step-generalized-intersection = 在{ $house }中，{ $digit } 只能位於 { $cells }；能同時看到這些格的格子都不能是它：{ $removed }
step-naked-set = { $cells } 合起來只有 { $digits } 這幾個候選數（{ $house }中的{ $technique }），所以{ $removed }
step-hidden-set = 在{ $house }中，{ $digits } 只能位於 { $cells }，所以這些格不能有其他候選數：{ $removed }
step-hidden-set-then = { $text }；於是{ $placement }，它是{ $house }中剩下的唯一位置

## 不連續數獨
step-locked-non-consecutive = 在{ $house }中，{ $digit } 只能位於 { $cells }；一個格子若是其中之一或與它們每一個都相鄰，就與 { $digit } 相鄰或本身就是 { $digit }，所以不能是與 { $digit } 相差 1 的數：{ $removed }
step-non-consecutive-forcing-cell = { $cell } 只能是 { $candidates }，無論是哪一個，{ $lost } 要麼就是它，要麼與它相差 1，而與它相鄰（同一橫列或同一直行）的格子不能是這樣的數：{ $removed }
nc-lost-one = { $digit }
nc-lost-two = { $first }和{ $second }各自
nc-lost-more = { $digits }各自

## 格子之間在宮行列之外互相看到的原因
step-with-relations = { $text }（{ $relations }）
relations-more = { $head }；{ $next }

## 兩格在這一步的區域之外也不能填同一個數的原因
relation = { $a } 和 { $b }{ $why }
apart-house = 同在{ $house }
apart-knight = 相隔一個馬步
apart-king = 相隔一個王步
apart-neighbours = 相鄰，所以它們的數字不能連續
apart-thermo = 在從 { $bulb } 起的同一溫度計上，所以數字不同
apart-renban = 在從 { $start } 起的同一連番線上，所以數字不同
apart-neighbour-digits = 相鄰，所以不能一個是 { $first }、一個是 { $second }
