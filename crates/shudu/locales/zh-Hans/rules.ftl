# 变体数独的规则：每条规则一句话（印在盘面下方，也列在对局页面上）。规则名称与违反规则的句子见 verdicts-variant.ftl。

## 标准数独之外的每条规则，各一句话
rule-text-jigsaw = 锯齿数独：每个粗线围出的异形宫内数字不重复
rule-text-diagonals = 对角线数独：每条标出的对角线上数字不重复
rule-text-windoku = 窗口数独：每个灰色窗口内数字不重复
rule-text-disjoint-groups = 同位数独：各宫中位置相同的格子数字不同
rule-text-extra-regions = 额外区域：每个灰色区域内数字不重复
rule-text-anti-knight = 无马数独：相距一个马步的格子数字不同
rule-text-anti-king = 无缘数独：相距一个王步（含斜向相邻）的格子数字不同
rule-text-non-consecutive = 不连续数独：有公共边的两格不能填相邻的数字
rule-text-odd = 奇数：灰色圆圈中的格子填奇数
rule-text-even = 偶数：灰色方块中的格子填偶数
rule-text-thermo = 温度计：温度计上的数字从圆泡起逐格增大
rule-text-kropki = 黑白点：白点相连的两格数字相差 1，黑点相连的两格一个是另一个的两倍
rule-text-xv = VX：X 相连的两格数字之和为 10，V 相连的为 5
rule-text-whispers = 德国耳语线：线上相邻两格的数字至少相差 5（其他尺寸的盘面至少相差边长的一半，向上取整）
rule-text-renban = 连番线：线上的数字互不相同，且组成一组连续的数字，顺序不限
rule-text-arrow = 箭头：箭头线上的数字之和等于圆圈中的数字（两三格的长圆圈读作一个多位数）
rule-text-sandwich = 三明治：行左侧或列上方的数字是该行或该列中 1 与 9 之间的数字之和（其他尺寸的盘面为 1 与最大的数字之间）
rule-text-little-killer = 小杀手：盘外带箭头的数字是箭头所指斜线上的数字之和，斜线上的数字可以重复
rule-text-killer = 杀手数独：虚线框内数字不重复，且和等于框角的数字
