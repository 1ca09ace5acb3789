# 变体数独的规则：每条规则一句话（印在盘面下方，也列在对局页面上）、规则简称（盘面的标签），
# 以及说明盘面如何违反规则的句子。

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
rule-text-killer = 杀手数独：虚线框内数字不重复，且和等于框角的数字

## 规则简称：盘面尺寸，再加上每条额外规则的名称
rule-shape = { $n }×{ $n }（{ $rows }×{ $cols } 宫）
rule-label-more = { $head }，{ $next }
rule-name-jigsaw = 锯齿
rule-name-diagonal-main = 正对角线
rule-name-diagonal-anti = 反对角线
rule-name-windoku = 窗口
rule-name-disjoint-groups = 同位宫
rule-name-extra-region = 额外区域
rule-name-anti-knight = 无马
rule-name-anti-king = 无缘
rule-name-non-consecutive = 不连续
rule-name-odd = 奇数格
rule-name-even = 偶数格
rule-name-killer = 杀手

## 违反的规则：哪些格子，怎样违反
broken-knight = { $first }和{ $second }相距一个马步，却都填了{ $digit }
broken-king = { $first }和{ $second }相距一个王步，却都填了{ $digit }
broken-cage-repeat = { $first }和{ $second }同在{ $cage }内，却都填了{ $digit }
broken-cage-sum = { $cage }的和是{ $total }，而不是{ $sum }
broken-cage-over = { $cage }还有空格，和却已达到{ $total }，而它的和应为{ $sum }
broken-odd = { $cell }标为奇数格，却填了{ $digit }
broken-even = { $cell }标为偶数格，却填了{ $digit }
broken-consecutive = { $first }和{ $second }相邻，却填了相邻的数字{ $a }和{ $b }
