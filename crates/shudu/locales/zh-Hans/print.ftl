# 印出的题集（shudu print）里的词语：每个盘面上方的标签、答案页的页眉、评分说明。
# 标题由用户给出。

## 每个盘面上方，如“第 12 题”；以及单独印出的答案上方（每个答案一个 SVG 文件）。
## 书后的答案只用题号标注。
print-puzzle = 第 { $number } 题
print-answer = 第 { $number } 题答案

## 答案页的页眉：没有标题时，和有标题时，如“周末数独（答案）”。
print-answers = 答案
print-answers-titled = { $title }（答案）

## 加 --rating 时每题的说明：难度等级与 Sudoku Explainer 评分，如“困难（ER 3.8）”；
## 以及评分放弃时印出的词。
print-caption = { $level }（ER { $er }）
print-unrated = 未评分

## 印中文题册所用的字体，以及它为何不能用（`why`：系统或字体读取器自己的说明；`ch` 为带引号的字，`code` 为其 U+ 编号）
font-not-found = 找不到可印中文的 CJK 字体（找过 { $fonts }）：请安装 fonts-noto-cjk（或 fonts-wqy-microhei），或指定一个字体文件
font-unreadable = 无法读取字体文件 { $file }：{ $why }
font-malformed = { $file } 不是可用来打印的字体：{ $why }
font-missing = 字体 { $font } 没有 { $ch }（{ $code }）的字形：请换一种有这个字的字体
font-subset = 无法嵌入字体 { $font }：{ $why }
