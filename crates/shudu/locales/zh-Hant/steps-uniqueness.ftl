# 唯一性技巧每一步的詞語：唯一矩形與唯一環（類型 1 至 4）、隱性唯一矩形、全雙值格致死解法（BUG）。
# $removed 是這一步的刪數（「r1c3 不能是 2」）；區域與列舉都已是詞語。

## 唯一矩形與唯一環
step-unique-loop = { $technique }：{ $pattern } 會以 { $digits } 構成致命{ $shape ->
        [rectangle] 矩形
       *[loop] 環
    }（出現兩個解）；{ $why }：{ $removed }
step-unique-loop-one-extra = 只有 { $extra } 還有其他候選數，所以它不能是 { $digits } 中的任何一個
step-unique-loop-common-extra = { $extra } 中必有一格是它們共有的那個額外數字
step-unique-loop-strong-link = { $extra } 同在一個區域中，而 { $digits } 中有一個數在該區域中除了它們沒有其他位置，所以它們都不能是另一個數
step-unique-loop-set = { $technique }：{ $pattern } 會以 { $loop_digits } 構成致命{ $shape ->
        [rectangle] 矩形
       *[loop] 環
    }（出現兩個解），所以 { $pair } 不能都只含這兩個數；{ $set }，所以 { $removed }
step-unique-loop-naked-set = 把它們看作一格，它只含它們的額外候選數，與 { $others } 合起來在{ $house }中只有 { $set_digits } 這幾個候選數
step-unique-loop-hidden-set = 把它們看作一格，它與 { $others } 合起來佔據了 { $set_digits } 在{ $house }中的所有位置

## 隱性唯一矩形
step-hidden-rectangle = { $technique }：{ $cells } 都含有 { $digits }，而 { $corner } 只有這兩個候選數；在{ $row }中 { $a } 只能位於 { $far_left }，在{ $column }中只能位於 { $far_up }。如果 { $far } 是 { $b }，{ $left_up } 就都是 { $a }，{ $corner } 就是 { $b }：這是有兩個解的致命矩形。所以 { $removed }

## 全雙值格致死解法
bug-extra = { $cell } 中的 { $digit }
step-bug = { $technique }：如果沒有 { $extras }，每個未解的格子都將是雙值格，每個數字在每個區域中都有兩個位置，這是沒有唯一解的致命模式；所以這些額外候選數中必有一個為真，因此 { $removed }
