# 變體數獨的規則：每條規則一句話（印在盤面下方，也列在對局頁面上）。規則名稱與違反規則的句子見 verdicts-variant.ftl。

## 標準數獨之外的每條規則，各一句話
rule-text-jigsaw = 鋸齒數獨：每個粗線圍出的異形宮內數字不重複
rule-text-diagonals = 對角線數獨：每條標出的對角線上數字不重複
rule-text-windoku = 窗口數獨：每個灰色窗口內數字不重複
rule-text-disjoint-groups = 同位數獨：各宮中位置相同的格子數字不同
rule-text-extra-regions = 額外區域：每個灰色區域內數字不重複
rule-text-anti-knight = 無馬數獨：相距一個馬步的格子數字不同
rule-text-anti-king = 無緣數獨：相距一個王步（含斜向相鄰）的格子數字不同
rule-text-non-consecutive = 不連續數獨：有公共邊的兩格不能填相鄰的數字
rule-text-odd = 奇數：灰色圓圈中的格子填奇數
rule-text-even = 偶數：灰色方塊中的格子填偶數
rule-text-thermo = 溫度計：溫度計上的數字從圓泡起逐格增大
rule-text-kropki = 黑白點：白點相連的兩格數字相差 1，黑點相連的兩格一個是另一個的兩倍
rule-text-xv = VX：X 相連的兩格數字之和為 10，V 相連的為 5
rule-text-whispers = 德國耳語線：線上相鄰兩格的數字至少相差 5（其他尺寸的盤面至少相差邊長的一半，向上取整）
rule-text-renban = 連番線：線上的數字互不相同，且組成一組連續的數字，順序不限
rule-text-arrow = 箭頭：箭頭線上的數字之和等於圓圈中的數字（兩三格的長圓圈讀作一個多位數）
rule-text-sandwich = 三明治：橫列左側或直行上方的數字是該橫列或該直行中 1 與 9 之間的數字之和（其他尺寸的盤面為 1 與最大的數字之間）
rule-text-little-killer = 小殺手：盤外帶箭頭的數字是箭頭所指斜線上的數字之和，斜線上的數字可以重複
rule-text-killer = 殺手數獨：虛線框內數字不重複，且和等於框角的數字
