# 變體謎題的判定：盤面上的數字違反了哪些規則。

## 違反的規則（同一區域內數字重複見 hints.ftl 的 clash）
variant-broken-knight = { $first } 和 { $second } 相隔馬步，卻都是 { $digit }
variant-broken-king = { $first } 和 { $second } 相隔王步，卻都是 { $digit }
variant-broken-consecutive = 相鄰的 { $first } 和 { $second } 是連續的 { $a } 和 { $b }
variant-broken-odd = { $cell } 標為奇數格，卻是 { $digit }
variant-broken-even = { $cell } 標為偶數格，卻是 { $digit }
variant-broken-thermo = { $cell } 是 { $digit }，不大於它前面 { $before } 的 { $low }（從 { $bulb } 起的溫度計）
variant-broken-thermo-gap = { $first } 是 { $low }，{ $second } 是 { $high }，在從 { $bulb } 起的溫度計上相隔 { $cells } 格，數字沒有增大的餘地
variant-broken-thermo-room = { $cell } 不能是 { $digit }：它是從 { $bulb } 起的溫度計上 { $length } 格中的第 { $place } 格，數字從圓泡起逐格增大
variant-broken-whispers = { $first } 和 { $second } 在從 { $start } 起的德國耳語線上相鄰，卻是 { $a } 和 { $b }，相差不到 { $difference }
variant-broken-whispers-room = { $cell } 在從 { $start } 起的德國耳語線上，不能是 { $digit }：沒有數字與它相差 { $difference } 或更多
variant-broken-renban-repeat = { $first } 和 { $second } 在從 { $start } 起的同一連番線上，卻都是 { $digit }
variant-broken-renban-spread = 從 { $start } 起的連番線上有 { $low } 和 { $high }，相差太大，{ $count } 格放不下一組連續的數字
variant-broken-arrow = { $bulb } 處箭頭的線上數字之和是 { $sum }，不是 { $value }
variant-broken-arrow-over = { $bulb } 處箭頭的圓圈是 { $value }，但線上的數字之和至少是 { $least }
variant-broken-arrow-under = { $bulb } 處箭頭的圓圈是 { $value }，但線上的數字之和最多是 { $most }
variant-broken-arrow-room = { $bulb } 處箭頭的線上數字之和至少是 { $least }，圓圈放不下
variant-broken-sandwich = { $clue }：1 和 { $top } 之間的數字和是 { $total }，而不是 { $sum }
variant-broken-sandwich-over = { $clue }：1 和 { $top } 之間還有空格，和卻已經是 { $total }，而它應是 { $sum }
variant-broken-little-killer = { $clue }的和是 { $total }，而不是 { $sum }
variant-broken-little-killer-over = { $clue }還有空格，和卻已經是 { $total }，而它的和應是 { $sum }
variant-broken-white-dot = { $first } 和 { $second } 之間有白點，卻是 { $a } 和 { $b }，不是連續數字
variant-broken-black-dot = { $first } 和 { $second } 之間有黑點，卻是 { $a } 和 { $b }，沒有一個是另一個的兩倍
variant-broken-x = { $first } 和 { $second } 之間有 X，卻是 { $a } 和 { $b }，和不是 10
variant-broken-v = { $first } 和 { $second } 之間有 V，卻是 { $a } 和 { $b }，和不是 5
variant-broken-cage-repeat = { $first } 和 { $second } 同在{ $cage }中，卻都是 { $digit }
variant-broken-cage-sum = { $cage }的和是 { $total }，而不是 { $sum }
variant-broken-cage-over = { $cage }還有空格，和卻已經是 { $total }，而它的和應是 { $sum }
variant-broken-more = { $head }；{ $next }

## 檢查一道謎題（check）的結論
check-invalid = 提示數衝突：{ $broken }
check-unsolvable = 有效，但沒有終盤能補全提示數
check-multiple = 有效，有解，但不唯一
check-minimal = 有效，唯一解，最簡（{ $clues } 個提示數）
check-unique = 有效，唯一解，但不是最簡（{ $clues } 個提示數；{ $count } 個多餘：{ $listed }）

## 謎題無法評分的原因（提示數衝突見 check-invalid）
rate-not-unique = 不唯一：無法評分
rate-no-solution = 無解：無法評分
rate-nothing = 沒有要解的格
rate-dead-cell = 推理使 { $cell } 沒有候選數了

## 檢查玩家的盤面：結論那一行（錯誤見 hints.ftl 的 mistake-*）
sheet-mistakes = { $count ->
       *[other] 有 { $count } 處錯誤：
    }
sheet-broken = 違反的規則：
sheet-multiple = 這道題有多個解。
sheet-no-solution = 這道題無解。
sheet-solved = 已解完：每一格都正確。
sheet-correct-so-far = 目前全部正確。
sheet-unchecked = 沒有違反規則。

## 在某種對稱下檢查標準謎題（check --symmetry）；對稱方式保留其名稱（rot180）
check-minimal-for = 有效，唯一解，在 { $symmetry } 對稱下最簡（{ $clues } 個提示數）
check-unique-for = 有效，唯一解，在 { $symmetry } 對稱下不是最簡（{ $clues } 個提示數；{ $count } 組多餘：{ $listed }）
check-not-symmetric = { $verdict }；提示數不是按 { $symmetry } 對稱排列的

## 真候選數（`candidates --true`）：搜尋的結果
true-unique = 唯一解：每格只有一個數字（搜尋 { $searches } 次）
true-multiple = 多解：{ $count } 格可填不止一個數字（搜尋 { $searches } 次）
true-unsolvable = 無解：沒有格子能填任何數字
true-gave-up = 時間用完，{ $count } 個候選數未能判定：{ $listed }

## 出題助手（`setter`）：謎題在哪裡變成唯一解
to-unique-add = 多解（數到 { $solutions } 個）：加上這 { $count } 個提示數就是唯一解：{ $listed }
to-unique-add-more = 多解（至少 { $solutions } 個）：加上這 { $count } 個提示數就是唯一解：{ $listed }
to-unique-gave-up = 時間用完，還沒找到要加的提示數
