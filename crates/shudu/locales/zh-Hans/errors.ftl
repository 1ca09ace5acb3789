# 输入哪里有错、错在哪里。文件的行号在各种语言里都写成 `文件:行:`，编译器和编辑器都认得这种写法。

## 位置：来源（文件名、<stdin>）与行号（从 1 起）
at-line = 第 { $line } 行：{ $message }
at-source = { $source }: { $message }
at-source-line = { $source }:{ $line }: { $message }

## 谜题的文字（column 是该行的第几个字符）
parse-cell-count = 应有 { $expected } 格，却有 { $found } 格
parse-unexpected-char = 第 { $column } 个字符 { $ch } 无法识别
parse-short-block = 九行式盘面只有 { $rows } 行就结束了
parse-block-row = 盘面的一行应有 9 格，却有 { $found } 格
parse-json = JSON 盘面：{ $why }
parse-no-puzzle = 没有找到谜题
parse-too-many = 应只有一道谜题，却有 { $found } 道
parse-line-too-long = 一行超过 { $mib } MiB（{ $limit } 字节），已跳过
parse-io = 无法读取输入：{ $why }
parse-candidate-slot = { $cell }：第 { $column } 个字符 { $ch } 无法识别（第 { $slot } 位只能是 '{ $slot }'、'.' 或 '0'）
parse-candidate-count = 候选数写法应有 729 个字符，却有 { $found } 个
parse-candidate-char = { $cell }：第 { $column } 个字符 { $ch } 无法识别
parse-candidate-char-after = 第 { $column } 个字符 { $ch } 无法识别（已在 81 格之后）
parse-mark-groups = 候选数盘面应有 81 格，却有 { $found } 格
parse-header-without-puzzle = { $header } 之后没有谜题

## 生成器的设置，以及它停下的原因（symmetry 是命令行里的名字）
generate-unknown-symmetry = 不认识的对称方式 '{ $name }'；可用的有：{ $known }
generate-pattern-length = 样式需要 81 格（一行 81 个字符，或 9 行各 9 个），却有 { $cells } 格
generate-pattern-line = 样式第 { $line } 行有 { $cells } 格；9 行每行都要 9 格
generate-pattern-character = 样式字符 { $ch }（{ $cell }，第 { $index } 格）不是格子记号：可放提示数的格子用 x、X、#、* 或 1-9，不放的用 .、0、- 或 _
generate-pattern-too-sparse = 样式只容得下 { $cells } 个提示数，而唯一解的数独至少要 17 个
generate-pattern-empty-pair = 样式在{ $first }和{ $second }里都没有格子：这两者在任何解里都能互换，所以这个样式上没有唯一解的谜题；请在其中之一放一格
generate-pattern-not-symmetric = 样式不是 { $symmetry } 对称：它有 { $cell }，却没有对应的 { $image }；两格都放、都不放，或换一种对称方式
generate-target-out-of-range = 无法以 { $target } 个提示数为目标：唯一解的谜题至少要 17 个，而已知的最简谜题都不超过 { $known } 个；请以 17-{ $max } 为目标
generate-target-out-of-settings = 无法以 { $target } 个提示数为目标：唯一解的谜题至少要 17 个，已知的最简谜题都不超过 { $known } 个，而这些设置最多只容 { $max } 个；请以 17-{ $max } 为目标
generate-empty-rating-range = ER 范围 { $min }-{ $max } 是空的：下限高于上限；请从低写到高，如 { $max }-{ $min }
generate-gave-up = { $why }（已试 { $attempts } 次）
generate-no-attempts = 尝试次数为 0 就一个盘面也不会试；至少给 1 次
generate-target-not-composable = 在 { $symmetry } 对称下提示数成组出现，凑不出正好 { $target } 个；请把目标加一或减一
generate-no-unique-start = 试了 { $attempts } 个盘面，没有一个在这个样式上得到唯一解的谜题；请多给尝试次数，或在样式里多放一些格子
generate-target-not-reached = 试了 { $attempts } 次，没能得到 { $target } 个提示数的最简谜题（最接近的是 { $closest } 个）；请多给尝试次数，或以接近常见的 22-26 个为目标
generate-target-not-fitted = 试了 { $attempts } 次，没能得到 { $target } 个提示数的最简谜题（没有一个唯一解的谜题合乎样式）；请多给尝试次数
generate-difficulty-not-reached = 试了 { $attempts } 次，没有{ $wanted }的谜题{ $others }{ $unrated }；请多给尝试次数，或放宽范围
generate-others-rated = （其余评分为 { $lowest }-{ $highest }）
generate-unrated = ；另有 { $unrated } 道需要超出评分器的技巧，无法评定

## 指定的难度：ER 范围和必须用到的技巧
difficulty-any = 任意 ER
difficulty-from = ER { $min } 以上
difficulty-band = ER { $min }-{ $max }
difficulty-using = { $band }、用到{ $techniques }

## 变换的步骤（行、列、大行与大列都从 1 数起；大行是横着并排的三宫，大列是竖着并排的三宫）
transform-rotation = 旋转是 0 到 3 个四分之一圈（90、180 或 270 度），不是 { $turns }
transform-rows = 第 { $a } 行和第 { $b } 行不在同一大行
transform-columns = 第 { $a } 列和第 { $b } 列不在同一大列
transform-bands = 大行是 1 到 3，不是 { $a } 和 { $b }
transform-stacks = 大列是 1 到 3，不是 { $a } 和 { $b }
transform-digits = 改名 { $digits } 没有把 1 到 9 每个数字各用一次
transform-digits-table = { $field }={ $value }：应是 1 到 9 九个数字，各一次
transform-lines-table = { $field }={ $value }：应是 1 到 9 九条线，各一次，每三条一组（1-3、4-6、7-9）取自同一组
transform-word = 变换里有无法识别的 { $word }：应是 transpose、rows=、cols=、digits=

## 以数字行给出的盘面
rows-count = 有 { $found } 行，应有 { $expected } 行
rows-length = 第 { $row } 行：有 { $found } 个数，应有 { $expected } 个
rows-value = 第 { $row } 行第 { $column } 列：{ $value } 不是 0（空格）或 1 到 9 的数字

## 以名字指定的东西
unknown-hint-level = 不认识的提示层级 { $name }（应是 nudge、technique 或 full）

## 谜题无法评分的原因
unrated-nothing-to-solve = 没有要解的格子
unrated-beyond = 超出已实现的技巧（{ $steps } 步后卡住，目前最难 { $hardest }）
unrated-contradiction = 无解：有一格已没有候选数
unrated-gave-up = 放弃：时间用完了（{ $steps } 步后，目前最难 { $hardest }）

## 每日谜题的日期（`text` 为所给文字）
day-form = 应是形如 2026-11-28 的日期，却是“{ $text }”
day-no-such-day = 日历上没有 { $text } 这一天
