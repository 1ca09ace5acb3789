# 變體規則、變體謎題或描述它們的檔案哪裡有錯，以及規則的說法。JSON 形式的欄位名（"size"、"grid"）
# 和 f-puzzles 的鍵在各種語言裡都照檔案原樣寫。

## 盤面與規則的說法："9×9（3×3 宮）、鋸齒數獨、正對角線、殺手數獨"。名稱見 docs/glossary.md。
variant-shape = { $size }×{ $size }（{ $rows }×{ $cols } 宮）
rule-jigsaw = 鋸齒數獨
rule-diagonal-main = 正對角線
rule-diagonal-anti = 反對角線
rule-windoku = 窗口數獨
rule-disjoint-groups = 同位數獨
rule-extra-region = 額外區域數獨
rule-killer = 殺手數獨
rule-anti-knight = 無馬數獨
rule-anti-king = 無緣數獨
rule-non-consecutive = 不連續數獨
rule-odd = 奇數數獨
rule-even = 偶數數獨
rule-thermo = 溫度計數獨
rule-kropki = 黑白點數獨
rule-xv = VX 數獨
rule-whispers = 德國耳語數獨
rule-renban = 連番線數獨
rule-arrow = 箭頭數獨
rule-sandwich = 三明治數獨
rule-little-killer = 小殺手數獨

## 各種錯誤
variant-reason = { $reason }
variant-unsupported = shudu 不支援這些約束：{ $keys }
variant-not-available = { $verb } 不適用於這套規則（{ $rules }）：它只適用於標準 9×9 數獨
variant-at-rule = { $rule }：{ $message }

## 盤面形狀、區域與額外區域
variant-shape-boxes-side = { $rows }×{ $cols } 的宮組成邊長 { $size } 的盤面；shudu 只處理邊長 2 到 { $max }
variant-shape-side = 邊長 { $size }：shudu 只處理邊長 2 到 { $max }
variant-shape-prime = 邊長 { $size } 是質數，沒有宮的形狀；請給出宮的形狀或區域
variant-regions-count = 區域：給了 { $found } 格，{ $shape }盤面有 { $expected } 格
variant-regions-number = 區域：{ $cell } 在第 { $region } 區域，但總共只有 { $count } 個區域
variant-unknown-rule = 未知規則 { $name }；可用的有：x、diagonal-main、diagonal-anti、windoku、disjoint-groups、anti-knight、anti-king、non-consecutive（虛線框和標記格須用 JSON 形式給出）
variant-house-cells = { $house }含盤面上 { $found } 個不同的格，一個區域需要 { $size } 格
variant-no-windows = { $shape }盤面放不下窗口數獨的窗口
variant-disjoint-jigsaw = 同位數獨需要規則的宮，不能用鋸齒區域
variant-extra-region-cells = 額外區域必須含盤面上的 { $size } 格，而不是 { $found } 格

## 提示數與答案
variant-givens-count = 給了 { $found } 格；{ $shape }盤面有 { $expected } 格
variant-givens-digit = { $cell } 是 { $digit }，超過了最大的數字 { $size }
variant-solution-count = 答案有 { $found } 格，盤面卻有 { $expected } 格
variant-solution-empty = 答案在 { $cell } 沒有 1 到 { $size } 的數字
variant-solution-given = 答案在 { $cell } 是 { $digit }，謎題在那裡給的是 { $given }
variant-solution-broken = 答案違反了規則：{ $broken }

## 邏輯引擎（提示、講解、評分）能推理的規則
variant-logic-size = 提示、講解和評分只適用於 9×9 盤面；這個盤面是 { $size }×{ $size }
variant-logic-rule = 提示、講解和評分暫不支援{ $rule }規則
variant-layout-house = 盤面佈局缺少橫列、直行、宮中的第 { $house } 個區域
variant-cage-empty = 虛線框沒有格
variant-cage-sum-large = { $cage }的和是 { $sum }，超過了 45

## 出題
variant-no-solution = 這套規則（{ $rules }）無解
variant-no-cages = 試了 { $attempts } 次（每次細調 { $refinements } 輪）劃分虛線框，都沒能得到不需提示數的唯一解謎題
variant-no-jigsaw = 試了 { $attempts } 次，都沒能為{ $rules }找到有解的鋸齒佈局

## 玩家的盤面與候選數
variant-at-cell = { $cell }：{ $message }
variant-sheet-cells = 盤面有 { $found } 格；{ $size }×{ $size } 盤面應有 { $expected } 格
variant-sheet-digits-cells = 盤面的數字有 { $found } 格；{ $size }×{ $size } 盤面應有 { $expected } 格
variant-marks-cells = 候選數有 { $found } 格；{ $size }×{ $size } 盤面應有 { $expected } 格
variant-marks-list-cells = 候選數列表有 { $found } 格；{ $size }×{ $size } 盤面應有 { $expected } 格
variant-empty = 空格
variant-given-changed = { $cell } 的提示數是{ $given }，盤面上卻是{ $now }
variant-not-classic-digit = { $cell } 是 { $digit }，不是 9×9 盤面的數字
variant-mark-not-classic-digit = { $cell }：{ $digit } 不是 9×9 盤面的數字
variant-mark-slot = { $cell }：第 { $slot } 位應是 { $symbol } 或 '.'，第 { $column } 個字元卻是 { $ch }
variant-mark-char = { $ch } 不是 { $size }×{ $size } 盤面的數字（第 { $column } 個字元）
variant-mark-groups = { $size }×{ $size } 盤面的候選數盤面應有 { $expected } 組數字，卻有 { $found } 組

## 一行式與盤面式（column 是該行的第幾個字元）
variant-line-cells = { $shape }謎題的一行應有 { $expected } 格，卻有 { $found } 格
variant-grid-rows-over = 超過了 { $size } 橫列
variant-grid-cells-over = 第 { $row } 橫列超過了 { $size } 格
variant-grid-row-cells = 第 { $row } 橫列有 { $found } 格，而不是 { $size } 格
variant-grid-rows = 盤面有 { $found } 橫列，而不是 { $size } 橫列
variant-cell-too-large = { $cell }：第 { $column } 個字元 { $ch } 代表 { $digit }，超過了最大的數字 { $size }
variant-cell-char = { $cell }：第 { $column } 個字元 { $ch } 無法識別

## 讀取一段謎題文字
variant-not-json = 不是 JSON：{ $why }
variant-line-not-square = { $count } 格不是 shudu 認得的正方形盤面（16、36、64、81、144、256、625 …）；請給出邊長
variant-grid-row-short = { $size }×{ $size } 盤面的一橫列應有 { $size } 格，卻有 { $found } 格
variant-line-count = 應有 { $expected } 格（{ $size }×{ $size } 盤面），卻有 { $found } 格
variant-item = 第 { $item } 項：{ $message }

## JSON 形式（shudu 的和 f-puzzles 的）：按欄位指出位置
variant-path-item = { $path } 第 { $item } 項
variant-path-row = { $path } 第 { $row } 橫列
variant-path-at = { $path } 的 { $cell }
variant-at-field = { $field }：{ $message }
variant-missing-field = 缺少欄位 { $field }
variant-missing-key = 缺少 { $key }
variant-fpuzzles-object = f-puzzles 謎題應是一個 JSON 物件
variant-expected-range = 應是 { $min } 到 { $max }，卻是 { $found }
variant-expected-rows = 應是由橫列組成的列表
variant-rows-for-size = 邊長 { $size } 卻有 { $found } 橫列
variant-expected-cells = 應是由格組成的列表
variant-cells-for-size = 邊長 { $size } 卻有 { $found } 格
variant-key-not-whole = { $key } 是 { $found }，不是整數
variant-value-range = 數值 { $value } 不在 1 到 { $size } 之間
variant-region-range = 區域 { $region } 不在 0 到 { $max } 之間
variant-expected-region-objects = 應是由 {"{"}"cells": […]{"}"} 物件組成的列表
variant-at-field-kind = { $field }（{ $kind }）：{ $message }
variant-json-object = 變體謎題應是一個 JSON 物件
variant-unknown-field = 未知欄位 { $field }；shudu 的變體 JSON 只有：{ $known }
variant-expected-whole = 應是整數，卻是 { $found }
variant-box-side = { $shape }與邊長 { $size } 不符
variant-expected-box = 應是 [橫列數, 直行數]，卻是 { $found }
variant-expected-names = 應是由名稱組成的列表
variant-unknown-extra = 未知的額外區域 { $name }；可用的有：diagonal-main、diagonal-anti、windoku、disjoint-groups
variant-expected-cell-lists = 應是由格列表組成的列表
variant-expected-objects = 應是由物件組成的列表
variant-unknown-constraint = 未知的約束類型 { $kind }；可用的有：{ $known }
variant-expected-solution = 應是字串，每格一個符號
variant-expected-regions = 應是 { $size } 橫列、每橫列 { $size } 個 1 到 { $size } 的區域編號
variant-region-number = 區域 { $region } 不在 1 到 { $size } 之間
variant-row-not-list = 第 { $row } 橫列不是列表
variant-expected-givens = 應是 { $cells } 格的一行，或 { $size } 橫列、每橫列 { $size } 個數字

## 連結與 f-puzzles 的壓縮形式
variant-not-link = { $text } 不是 f-puzzles 或 SudokuPad 連結，也不是 f-puzzles 的壓縮形式
variant-unpacked-not-json = 解壓後的文字不是 JSON：{ $why }（第 { $line } 行第 { $column } 個字元）
variant-link-no-puzzle = { $link } 裡沒有 shudu 能讀的謎題：應是 https://sudokupad.app/fpuzzles…、…?puzzleid=fpuzzles… 或 https://www.f-puzzles.com/?load=…
variant-sudokupad-own = SudokuPad 謎題 { $id } 不是 f-puzzles 的形式：它存放在 SudokuPad 的伺服器上，或是 SudokuPad 自己的格式，shudu 讀不了（請在 f-puzzles 中開啟後匯出，或使用 …/fpuzzles… 連結）
variant-link-percent = 連結：第 { $at } 個字元 '%' 後面不是兩位十六進位數字
variant-link-utf8 = 連結：其中的 % 跳脫序列不是 UTF-8
variant-link-empty = 連結裡沒有壓縮的謎題
variant-lz = 壓縮文字：{ $message }
variant-lz-short = 還沒到結束標記就結束了（被截斷了？）
variant-lz-char = 第 { $at } 個字元 { $ch } 不是 { $alphabet } 字元
variant-lz-empty = 是空的
variant-lz-start = 以詞組編碼開頭，而不是單元
variant-lz-surrogate = 含有損壞的 UTF-16 代理對
variant-lz-code = 編碼 { $code } 不對應任何詞組（目前只有 { $made } 個）

## 應只含一道謎題或一個玩家局面的文字（沒有謎題見 errors.ftl 的 parse-no-puzzle）
variant-several-puzzles = 含有多道謎題，而這裡只應有一道
variant-other-rules = 盤面的規則（{ $sheet }）與謎題的規則（{ $puzzle }）不同
