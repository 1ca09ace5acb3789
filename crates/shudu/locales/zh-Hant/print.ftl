# 印出的題集（shudu print）裡的詞語：每個盤面上方的標籤、答案頁的頁眉、評分說明。
# 標題由使用者給出。

## 每個盤面上方，如「第 12 題」；以及單獨印出的答案上方（每個答案一個 SVG 檔案）。
## 書後的答案只用題號標註。
print-puzzle = 第 { $number } 題
print-answer = 第 { $number } 題答案

## 答案頁的頁眉：沒有標題時，和有標題時，如「週末數獨（答案）」。
print-answers = 答案
print-answers-titled = { $title }（答案）

## 加 --rating 時每題的說明：難度等級與 Sudoku Explainer 評分，如「困難（ER 3.8）」；
## 以及評分放棄時印出的詞。
print-caption = { $level }（ER { $er }）
print-unrated = 未評分
