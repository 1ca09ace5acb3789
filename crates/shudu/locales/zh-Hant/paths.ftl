# 解題過程的詞語：怎樣結束，為什麼停下。

path-solved = 已解完
path-contradiction = 無解：{ $cell } 已經沒有候選數
path-stuck = 卡住了：{ $note }：
path-stuck-classic = shudu 所知的技巧在這裡都用不上
path-stuck-variant = shudu 在這種變型數獨上所用的技巧在這裡都用不上
path-stuck-sized = 這個局面需要超出這種尺寸所能用的技巧（唯一數、區塊、顯性與隱性數對和三數組、二階魚）
