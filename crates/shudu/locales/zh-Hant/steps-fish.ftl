# 魚的每一步的詞語：基本魚（二鏈列、三鏈列、四鏈列）、鰭魚與退化魚。

step-fish = { $technique }（{ $digits }）：在{ $bases }中，{ $digits } 只出現在{ $covers }，所以{ $removed }
step-finned-fish = { $technique }（{ $digit }）：在{ $bases }中，除了{ $fin_box }中的{ $fin_count ->
       *[other] 鰭
    } { $fins } 以外，{ $digit } 只出現在{ $covers }；如果鰭都不是 { $digit }，這條魚就從這些線的其餘格子中刪去 { $digit }；如果某個鰭是 { $digit }，{ $fin_box }的其他格子就不能是 { $digit }；無論哪種情況，{ $removed }
