# 链类技巧每一步的词语：强制链（同数强制链与任意候选数的强制链）、西尾彻也强制链、单元格与区域强制链、
# 它们的动态与嵌套形式，以及双向环。每条链从它的假设写起，按推出的先后列出：
# “假设 r1c1 是 5，可推出：r1c2 不是 5，r3c2 是 5”。

## 链
chain-on = { $cell } 是 { $digit }
chain-off = { $cell } 不是 { $digit }
chain-branch = 假设 { $assumption }，可推出：{ $implications }
chain-more = { $head }，{ $next }
chains-more = { $head }；{ $next }

## 各步
step-chain-cycle = { $technique }：{ $chain }，又回到了起点；这个环无论沿哪个方向读都成立，所以{ $result }
step-chain-contradiction = { $technique }：{ $chains }；出现矛盾，假设 { $assumption } 不能成立，所以{ $result }
step-chain-region = { $technique }：{ $digit } 必须填在{ $house }中的某一格；{ $chains }；无论哪种情况，{ $result }
step-chain-cell = { $technique }：{ $cell } 必须填入它的某个候选数；{ $chains }；无论哪种情况，{ $result }
step-chain-either = { $technique }：{ $chains }；无论哪种情况，{ $result }

