# 变体规则、变体谜题或描述它们的文件哪里有错，以及规则的说法。JSON 形式的字段名（"size"、"grid"）
# 和 f-puzzles 的键在各种语言里都照文件原样写。

## 盘面与规则的说法："9×9（3×3 宫）、锯齿数独、正对角线、杀手数独"。名称见 docs/glossary.md。
variant-shape = { $size }×{ $size }（{ $rows }×{ $cols } 宫）
rule-jigsaw = 锯齿数独
rule-diagonal-main = 正对角线
rule-diagonal-anti = 反对角线
rule-windoku = 窗口数独
rule-disjoint-groups = 同位数独
rule-extra-region = 额外区域数独
rule-killer = 杀手数独
rule-anti-knight = 无马数独
rule-anti-king = 无缘数独
rule-non-consecutive = 不连续数独
rule-odd = 奇数数独
rule-even = 偶数数独
rule-thermo = 温度计数独
rule-kropki = 黑白点数独
rule-xv = VX 数独
rule-whispers = 德国耳语数独
rule-renban = 连番线数独
rule-arrow = 箭头数独
rule-sandwich = 三明治数独
rule-little-killer = 小杀手数独

## 各种错误
variant-reason = { $reason }
variant-unsupported = shudu 不支持这些约束：{ $keys }
variant-not-available = { $verb } 不适用于这套规则（{ $rules }）：它只适用于标准 9×9 数独
variant-at-rule = { $rule }：{ $message }

## 盘面形状、区域与额外区域
variant-shape-boxes-side = { $rows }×{ $cols } 的宫组成边长 { $size } 的盘面；shudu 只处理边长 2 到 { $max }
variant-shape-side = 边长 { $size }：shudu 只处理边长 2 到 { $max }
variant-shape-prime = 边长 { $size } 是质数，没有宫的形状；请给出宫的形状或区域
variant-regions-count = 区域：给了 { $found } 格，{ $shape }盘面有 { $expected } 格
variant-regions-number = 区域：{ $cell } 在第 { $region } 区域，但总共只有 { $count } 个区域
variant-unknown-rule = 未知规则 { $name }；可用的有：x、diagonal-main、diagonal-anti、windoku、disjoint-groups、anti-knight、anti-king、non-consecutive（虚线框和标记格须用 JSON 形式给出）
variant-house-cells = { $house }含盘面上 { $found } 个不同的格，一个区域需要 { $size } 格
variant-no-windows = { $shape }盘面放不下窗口数独的窗口
variant-disjoint-jigsaw = 同位数独需要规则的宫，不能用锯齿区域
variant-extra-region-cells = 额外区域必须含盘面上的 { $size } 格，而不是 { $found } 格

## 提示数与答案
variant-givens-count = 给了 { $found } 格；{ $shape }盘面有 { $expected } 格
variant-givens-digit = { $cell } 是 { $digit }，超过了最大的数字 { $size }
variant-solution-count = 答案有 { $found } 格，盘面却有 { $expected } 格
variant-solution-empty = 答案在 { $cell } 没有 1 到 { $size } 的数字
variant-solution-given = 答案在 { $cell } 是 { $digit }，谜题在那里给的是 { $given }
variant-solution-broken = 答案违反了规则：{ $broken }

## 逻辑引擎（提示、讲解、评分）能推理的规则
variant-logic-size = 提示、讲解和评分只适用于 9×9 盘面；这个盘面是 { $size }×{ $size }
variant-logic-rule = 提示、讲解和评分暂不支持{ $rule }规则
variant-layout-house = 盘面布局缺少行、列、宫中的第 { $house } 个区域
variant-cage-empty = 虚线框没有格
variant-cage-sum-large = { $cage }的和是 { $sum }，超过了 45

## 出题
variant-no-solution = 这套规则（{ $rules }）无解
variant-no-cages = 试了 { $attempts } 次（每次细调 { $refinements } 轮）划分虚线框，都没能得到不需提示数的唯一解谜题
variant-no-jigsaw = 试了 { $attempts } 次，都没能为{ $rules }找到有解的锯齿布局

## 玩家的盘面与候选数
variant-at-cell = { $cell }：{ $message }
variant-sheet-cells = 盘面有 { $found } 格；{ $size }×{ $size } 盘面应有 { $expected } 格
variant-sheet-digits-cells = 盘面的数字有 { $found } 格；{ $size }×{ $size } 盘面应有 { $expected } 格
variant-marks-cells = 候选数有 { $found } 格；{ $size }×{ $size } 盘面应有 { $expected } 格
variant-marks-list-cells = 候选数列表有 { $found } 格；{ $size }×{ $size } 盘面应有 { $expected } 格
variant-empty = 空格
variant-given-changed = { $cell } 的提示数是{ $given }，盘面上却是{ $now }
variant-not-classic-digit = { $cell } 是 { $digit }，不是 9×9 盘面的数字
variant-mark-not-classic-digit = { $cell }：{ $digit } 不是 9×9 盘面的数字
variant-mark-slot = { $cell }：第 { $slot } 位应是 { $symbol } 或 '.'，第 { $column } 个字符却是 { $ch }
variant-mark-char = { $ch } 不是 { $size }×{ $size } 盘面的数字（第 { $column } 个字符）
variant-mark-groups = { $size }×{ $size } 盘面的候选数盘面应有 { $expected } 组数字，却有 { $found } 组

## 一行式与盘面式（column 是该行的第几个字符）
variant-line-cells = { $shape }谜题的一行应有 { $expected } 格，却有 { $found } 格
variant-grid-rows-over = 超过了 { $size } 行
variant-grid-cells-over = 第 { $row } 行超过了 { $size } 格
variant-grid-row-cells = 第 { $row } 行有 { $found } 格，而不是 { $size } 格
variant-grid-rows = 盘面有 { $found } 行，而不是 { $size } 行
variant-cell-too-large = { $cell }：第 { $column } 个字符 { $ch } 代表 { $digit }，超过了最大的数字 { $size }
variant-cell-char = { $cell }：第 { $column } 个字符 { $ch } 无法识别

## 读取一段谜题文字
variant-not-json = 不是 JSON：{ $why }
variant-line-not-square = { $count } 格不是 shudu 认得的正方形盘面（16、36、64、81、144、256、625 …）；请给出边长
variant-grid-row-short = { $size }×{ $size } 盘面的一行应有 { $size } 格，却有 { $found } 格
variant-line-count = 应有 { $expected } 格（{ $size }×{ $size } 盘面），却有 { $found } 格
variant-item = 第 { $item } 项：{ $message }

## JSON 形式（shudu 的和 f-puzzles 的）：按字段指出位置
variant-path-item = { $path } 第 { $item } 项
variant-path-row = { $path } 第 { $row } 行
variant-path-at = { $path } 的 { $cell }
variant-at-field = { $field }：{ $message }
variant-missing-field = 缺少字段 { $field }
variant-missing-key = 缺少 { $key }
variant-fpuzzles-object = f-puzzles 谜题应是一个 JSON 对象
variant-expected-range = 应是 { $min } 到 { $max }，却是 { $found }
variant-expected-rows = 应是由行组成的列表
variant-rows-for-size = 边长 { $size } 却有 { $found } 行
variant-expected-cells = 应是由格组成的列表
variant-cells-for-size = 边长 { $size } 却有 { $found } 格
variant-key-not-whole = { $key } 是 { $found }，不是整数
variant-value-range = 数值 { $value } 不在 1 到 { $size } 之间
variant-region-range = 区域 { $region } 不在 0 到 { $max } 之间
variant-expected-region-objects = 应是由 {"{"}"cells": […]{"}"} 对象组成的列表
variant-at-field-kind = { $field }（{ $kind }）：{ $message }
variant-json-object = 变体谜题应是一个 JSON 对象
variant-unknown-field = 未知字段 { $field }；shudu 的变体 JSON 只有：{ $known }
variant-expected-whole = 应是整数，却是 { $found }
variant-box-side = { $shape }与边长 { $size } 不符
variant-expected-box = 应是 [行数, 列数]，却是 { $found }
variant-expected-names = 应是由名称组成的列表
variant-unknown-extra = 未知的额外区域 { $name }；可用的有：diagonal-main、diagonal-anti、windoku、disjoint-groups
variant-expected-cell-lists = 应是由格列表组成的列表
variant-expected-objects = 应是由对象组成的列表
variant-unknown-constraint = 未知的约束类型 { $kind }；可用的有：{ $known }
variant-expected-solution = 应是字符串，每格一个符号
variant-expected-regions = 应是 { $size } 行、每行 { $size } 个 1 到 { $size } 的区域编号
variant-region-number = 区域 { $region } 不在 1 到 { $size } 之间
variant-row-not-list = 第 { $row } 行不是列表
variant-expected-givens = 应是 { $cells } 格的一行，或 { $size } 行、每行 { $size } 个数字

## 链接与 f-puzzles 的压缩形式
variant-not-link = { $text } 不是 f-puzzles 或 SudokuPad 链接，也不是 f-puzzles 的压缩形式
variant-unpacked-not-json = 解压后的文字不是 JSON：{ $why }（第 { $line } 行第 { $column } 个字符）
variant-link-no-puzzle = { $link } 里没有 shudu 能读的谜题：应是 https://sudokupad.app/fpuzzles…、…?puzzleid=fpuzzles… 或 https://www.f-puzzles.com/?load=…
variant-sudokupad-own = SudokuPad 谜题 { $id } 不是 f-puzzles 的形式：它存放在 SudokuPad 的服务器上，或是 SudokuPad 自己的格式，shudu 读不了（请在 f-puzzles 中打开后导出，或使用 …/fpuzzles… 链接）
variant-link-percent = 链接：第 { $at } 个字符 '%' 后面不是两位十六进制数字
variant-link-utf8 = 链接：其中的 % 转义不是 UTF-8
variant-link-empty = 链接里没有压缩的谜题
variant-lz = 压缩文字：{ $message }
variant-lz-short = 还没到结束标记就结束了（被截断了？）
variant-lz-char = 第 { $at } 个字符 { $ch } 不是 { $alphabet } 字符
variant-lz-empty = 是空的
variant-lz-start = 以词组编码开头，而不是单元
variant-lz-surrogate = 含有损坏的 UTF-16 代理对
variant-lz-code = 编码 { $code } 不对应任何词组（目前只有 { $made } 个）

## 应只含一道谜题或一个玩家局面的文字（没有谜题见 errors.ftl 的 parse-no-puzzle）
variant-several-puzzles = 含有多道谜题，而这里只应有一道
variant-other-rules = 盘面的规则（{ $sheet }）与谜题的规则（{ $puzzle }）不同
