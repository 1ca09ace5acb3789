# 批量處理的詞語：給人看的狀態（記錄裡仍是英文的狀態名），以及命令在標準錯誤輸出的總結行。

## 狀態，按英文狀態名
status-solved = 已解
status-explained = 已講解
status-multiple = 多解
status-unsolvable = 無解
status-no-solution = 無解
status-invalid = 無效
status-error = 出錯
status-unique = 唯一解
status-minimal = 最簡
status-beyond = 超出技巧
status-gave-up = 放棄
status-unsupported = 不支持
status-stuck = 卡住
status-mistake = 有錯
status-mistakes = 有錯
status-clashes = 衝突
status-hint = 提示
status-correct-so-far = 目前無誤
status-unchecked = 未檢查
status-converted = 已轉換
status-canonical = 已規範化
status-transformed = 已變換
status-kept = 保留
status-duplicate = 重複
status-generated = 已生成
status-not-proven-minimal = 未證明最簡
status-failed = 失敗
status-listed = 已列出

## 批量處理計數的東西
noun-puzzle = { $count ->
   *[other] 道謎題
}
noun-image = { $count ->
   *[other] 張圖片
}

## 總結行：counts 列出每種狀態和它的數目
summary-count = { $status } { $count }
summary-more = { $head }，{ $next }
summary-counts = { $counts }：{ $all }
summary-all = 共 { $total } { $noun }，用時 { $elapsed }（每秒 { $rate } { $nouns }）
progress = { $position } { $nouns }  { $rate }  { $elapsed }

## 標題裡條目所在的位置（line 從 1 數起）
place-line = 第 { $line } 行
place-labelled = { $label }（第 { $line } 行）
heading = { $place }：{ $title }
heading-rules = { $place } [{ $rules }]：{ $title }
duplicate-of = { $place }：與 { $first } 重複

## 謎題沒有邏輯解法的原因
no-path-not-unique = 不唯一：沒有邏輯解法
no-completion = 沒有盤面能補全這些提示數
no-path-no-solution = 無解

## 生成的謎題的標題
generated-heading = 謎題 { $index }（{ $clues } 個提示數）
generated-heading-rated = 謎題 { $index }（{ $clues } 個提示數，{ $rating }）
solution-heading = 答案
seed-note = 種子 { $seed }（用 --seed { $seed } 可再生成同樣的謎題）
seed-note-transform = 種子 { $seed }（用 --seed { $seed } 可再做出同樣的變換）
reading-standard-input = 正在從標準輸入讀取謎題（按 Ctrl+D 結束）
run-resuming = 接著寫 { $file }，其中已有 { $records } 筆記錄
run-complete = { $file } 已經完成（{ $records } 筆記錄）：無需再做

## 命令最後說的話（print、serve）
printed = 已列印 { $count } 道謎題：{ $what }，用時 { $seconds } 秒
printed-pdf = { $pages } 頁，{ $bytes } 位元組，寫入 { $to }
printed-svg = { $files } 個 SVG 檔案，寫入 { $to }
print-refused = 沒有列印：有 { $count } 個條目無法列印
standard-output = 標準輸出
serve-at = shudu 的頁面在 { $url }
serve-no-network = （沒有找到網路位址：只有這台機器能開啟）
serve-network = 區域網路位址：{ $url }
serve-stop = 按 Ctrl-C 停止。
