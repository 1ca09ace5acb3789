# 鏈類技巧每一步的詞語：強制鏈（同數強制鏈與任意候選數的強制鏈）、西尾徹也強制鏈、單元格與區域強制鏈、
# 它們的動態與嵌套形式，以及雙向環。每條鏈從它的假設寫起，按推出的先後列出：
# 「假設 r1c1 是 5，可推出：r1c2 不是 5，r3c2 是 5」。

## 鏈
chain-on = { $cell } 是 { $digit }
chain-off = { $cell } 不是 { $digit }
chain-branch = 假設 { $assumption }，可推出：{ $implications }
chain-more = { $head }，{ $next }
chains-more = { $head }；{ $next }

## 各步
step-chain-cycle = { $technique }：{ $chain }，又回到了起點；這個環無論沿哪個方向讀都成立，所以{ $result }
step-chain-contradiction = { $technique }：{ $chains }；出現矛盾，假設 { $assumption } 不能成立，所以{ $result }
step-chain-region = { $technique }：{ $digit } 必須填在{ $house }中的某一格；{ $chains }；無論哪種情況，{ $result }
step-chain-cell = { $technique }：{ $cell } 必須填入它的某個候選數；{ $chains }；無論哪種情況，{ $result }
step-chain-either = { $technique }：{ $chains }；無論哪種情況，{ $result }

