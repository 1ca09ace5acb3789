# 變體謎題的判定：盤面上的數字違反了哪些規則。

## 違反的規則（同一區域內數字重複見 hints.ftl 的 clash）
variant-broken-knight = { $first } 和 { $second } 相隔馬步，卻都是 { $digit }
variant-broken-king = { $first } 和 { $second } 相隔王步，卻都是 { $digit }
variant-broken-consecutive = 相鄰的 { $first } 和 { $second } 是連續的 { $a } 和 { $b }
variant-broken-odd = { $cell } 標為奇數格，卻是 { $digit }
variant-broken-even = { $cell } 標為偶數格，卻是 { $digit }
variant-broken-cage-repeat = { $first } 和 { $second } 同在{ $cage }中，卻都是 { $digit }
variant-broken-cage-sum = { $cage }的和是 { $total }，而不是 { $sum }
variant-broken-cage-over = { $cage }還有空格，和卻已經是 { $total }，而它的和應是 { $sum }
