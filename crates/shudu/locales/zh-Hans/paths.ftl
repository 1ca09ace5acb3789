# 解题过程的词语：怎样结束，为什么停下。

path-solved = 已解完
path-contradiction = 无解：{ $cell } 已经没有候选数
path-stuck = 卡住了：{ $note }：
path-stuck-classic = shudu 所知的技巧在这里都用不上
path-stuck-variant = shudu 在这种变型数独上所用的技巧在这里都用不上
path-stuck-sized = 这个局面需要超出这种尺寸所能用的技巧（唯一数、区块、显性与隐性数对和三数组、二阶鱼）
