# 輸入哪裡有錯、錯在哪裡。檔案的行號在各種語言裡都寫成 `檔案:行:`，編譯器和編輯器都認得這種寫法。

## 位置：來源（檔名、<stdin>）與行號（從 1 起）
at-line = 第 { $line } 行：{ $message }
at-source = { $source }: { $message }
at-source-line = { $source }:{ $line }: { $message }

## 謎題的文字（column 是該行的第幾個字元）
parse-cell-count = 應有 { $expected } 格，卻有 { $found } 格
parse-unexpected-char = 第 { $column } 個字元 { $ch } 無法識別
parse-short-block = 九行式盤面只有 { $rows } 行就結束了
parse-block-row = 盤面的一橫列應有 9 格，卻有 { $found } 格
parse-json = JSON 盤面：{ $why }
parse-no-puzzle = 沒有找到謎題
parse-too-many = 應只有一道謎題，卻有 { $found } 道
parse-line-too-long = 一行超過 { $mib } MiB（{ $limit } 位元組），已跳過
parse-io = 無法讀取輸入：{ $why }
parse-candidate-slot = { $cell }：第 { $column } 個字元 { $ch } 無法識別（第 { $slot } 位只能是 '{ $slot }'、'.' 或 '0'）
parse-candidate-count = 候選數寫法應有 729 個字元，卻有 { $found } 個
parse-candidate-char = { $cell }：第 { $column } 個字元 { $ch } 無法識別
parse-candidate-char-after = 第 { $column } 個字元 { $ch } 無法識別（已在 81 格之後）
parse-mark-groups = 候選數盤面應有 81 格，卻有 { $found } 格
parse-header-without-puzzle = { $header } 之後沒有謎題

## 生成器的設置，以及它停下的原因（symmetry 是命令行裡的名字）
generate-unknown-symmetry = 不認識的對稱方式 '{ $name }'；可用的有：{ $known }
generate-pattern-length = 樣式需要 81 格（一行 81 個字元，或 9 行各 9 個），卻有 { $cells } 格
generate-pattern-line = 樣式第 { $line } 行有 { $cells } 格；9 行每行都要 9 格
generate-pattern-character = 樣式字元 { $ch }（{ $cell }，第 { $index } 格）不是格子記號：可放提示數的格子用 x、X、#、* 或 1-9，不放的用 .、0、- 或 _
generate-pattern-too-sparse = 樣式只容得下 { $cells } 個提示數，而唯一解的數獨至少要 17 個
generate-pattern-empty-pair = 樣式在{ $first }和{ $second }裡都沒有格子：這兩者在任何解裡都能互換，所以這個樣式上沒有唯一解的謎題；請在其中之一放一格
generate-pattern-not-symmetric = 樣式不是 { $symmetry } 對稱：它有 { $cell }，卻沒有對應的 { $image }；兩格都放、都不放，或換一種對稱方式
generate-target-out-of-range = 無法以 { $target } 個提示數為目標：唯一解的謎題至少要 17 個，而已知的最簡謎題都不超過 { $known } 個；請以 17-{ $max } 為目標
generate-target-out-of-settings = 無法以 { $target } 個提示數為目標：唯一解的謎題至少要 17 個，已知的最簡謎題都不超過 { $known } 個，而這些設置最多隻容 { $max } 個；請以 17-{ $max } 為目標
generate-empty-rating-range = ER 範圍 { $min }-{ $max } 是空的：下限高於上限；請從低寫到高，如 { $max }-{ $min }
generate-gave-up = { $why }（已試 { $attempts } 次）
generate-no-attempts = 嘗試次數為 0 就一個盤面也不會試；至少給 1 次
generate-target-not-composable = 在 { $symmetry } 對稱下提示數成組出現，湊不出正好 { $target } 個；請把目標加一或減一
generate-no-unique-start = 試了 { $attempts } 個盤面，沒有一個在這個樣式上得到唯一解的謎題；請多給嘗試次數，或在樣式裡多放一些格子
generate-target-not-reached = 試了 { $attempts } 次，沒能得到 { $target } 個提示數的最簡謎題（最接近的是 { $closest } 個）；請多給嘗試次數，或以接近常見的 22-26 個為目標
generate-target-not-fitted = 試了 { $attempts } 次，沒能得到 { $target } 個提示數的最簡謎題（沒有一個唯一解的謎題合乎樣式）；請多給嘗試次數
generate-difficulty-not-reached = 試了 { $attempts } 次，沒有{ $wanted }的謎題{ $others }{ $unrated }；請多給嘗試次數，或放寬範圍
generate-others-rated = （其餘評分為 { $lowest }-{ $highest }）
generate-unrated = ；另有 { $unrated } 道需要超出評分器的技巧，無法評定

## 指定的難度：ER 範圍和必須用到的技巧
difficulty-any = 任意 ER
difficulty-from = ER { $min } 以上
difficulty-band = ER { $min }-{ $max }
difficulty-using = { $band }、用到{ $techniques }

## 變換的步驟（橫列、直行、大橫列與大直行都從 1 數起；大橫列是橫著並排的三宮，大直行是直著並排的三宮）
transform-rotation = 旋轉是 0 到 3 個四分之一圈（90、180 或 270 度），不是 { $turns }
transform-rows = 第 { $a } 橫列和第 { $b } 橫列不在同一大橫列
transform-columns = 第 { $a } 直行和第 { $b } 直行不在同一大直行
transform-bands = 大橫列是 1 到 3，不是 { $a } 和 { $b }
transform-stacks = 大直行是 1 到 3，不是 { $a } 和 { $b }
transform-digits = 改名 { $digits } 沒有把 1 到 9 每個數字各用一次
transform-digits-table = { $field }={ $value }：應是 1 到 9 九個數字，各一次
transform-lines-table = { $field }={ $value }：應是 1 到 9 九條線，各一次，每三條一組（1-3、4-6、7-9）取自同一組
transform-word = 變換裡有無法識別的 { $word }：應是 transpose、rows=、cols=、digits=

## 以數字行給出的盤面
rows-count = 有 { $found } 橫列，應有 { $expected } 橫列
rows-length = 第 { $row } 橫列：有 { $found } 個數，應有 { $expected } 個
rows-value = 第 { $row } 橫列第 { $column } 直行：{ $value } 不是 0（空格）或 1 到 9 的數字

## 以名字指定的東西
unknown-hint-level = 不認識的提示層級 { $name }（應是 nudge、technique 或 full）

## 謎題無法評分的原因
unrated-nothing-to-solve = 沒有要解的格子
unrated-beyond = 超出已實現的技巧（{ $steps } 步後卡住，目前最難 { $hardest }）
unrated-contradiction = 無解：有一格已沒有候選數
unrated-gave-up = 放棄：時間用完了（{ $steps } 步後，目前最難 { $hardest }）

## 每日謎題的日期（`text` 為所給文字）
day-form = 應是形如 2026-11-28 的日期，卻是「{ $text }」
day-no-such-day = 日曆上沒有 { $text } 這一天
