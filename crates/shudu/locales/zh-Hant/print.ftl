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

## 印中文題冊所用的字型，以及它為何不能用（`why`：系統或字型讀取器自己的說明；`ch` 為帶引號的字，`code` 為其 U+ 編號）
font-not-found = 找不到可印中文的 CJK 字型（找過 { $fonts }）：請安裝 fonts-noto-cjk（或 fonts-wqy-microhei），或指定一個字型檔案
font-unreadable = 無法讀取字型檔案 { $file }：{ $why }
font-malformed = { $file } 不是可用來列印的字型：{ $why }
font-missing = 字型 { $font } 沒有 { $ch }（{ $code }）的字形：請換一種有這個字的字型
font-subset = 無法嵌入字型 { $font }：{ $why }
