# 变体谜题的判定：盘面上的数字违反了哪些规则。

## 违反的规则（同一区域内数字重复见 hints.ftl 的 clash）
variant-broken-knight = { $first } 和 { $second } 相隔马步，却都是 { $digit }
variant-broken-king = { $first } 和 { $second } 相隔王步，却都是 { $digit }
variant-broken-consecutive = 相邻的 { $first } 和 { $second } 是连续的 { $a } 和 { $b }
variant-broken-odd = { $cell } 标为奇数格，却是 { $digit }
variant-broken-even = { $cell } 标为偶数格，却是 { $digit }
variant-broken-cage-repeat = { $first } 和 { $second } 同在{ $cage }中，却都是 { $digit }
variant-broken-cage-sum = { $cage }的和是 { $total }，而不是 { $sum }
variant-broken-cage-over = { $cage }还有空格，和却已经是 { $total }，而它的和应是 { $sum }
