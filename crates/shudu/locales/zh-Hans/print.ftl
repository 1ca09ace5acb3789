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
