# 唯一性技巧每一步的词语：唯一矩形与唯一环（类型 1 至 4）、隐性唯一矩形、全双值格致死解法（BUG）。
# $removed 是这一步的删数（“r1c3 不能是 2”）；区域与列举都已是词语。

## 唯一矩形与唯一环
step-unique-loop = { $technique }：{ $pattern } 会以 { $digits } 构成致命{ $shape ->
        [rectangle] 矩形
       *[loop] 环
    }（出现两个解）；{ $why }：{ $removed }
step-unique-loop-one-extra = 只有 { $extra } 还有其他候选数，所以它不能是 { $digits } 中的任何一个
step-unique-loop-common-extra = { $extra } 中必有一格是它们共有的那个额外数字
step-unique-loop-strong-link = { $extra } 同在一个区域中，而 { $digits } 中有一个数在该区域中除了它们没有其他位置，所以它们都不能是另一个数
step-unique-loop-set = { $technique }：{ $pattern } 会以 { $loop_digits } 构成致命{ $shape ->
        [rectangle] 矩形
       *[loop] 环
    }（出现两个解），所以 { $pair } 不能都只含这两个数；{ $set }，所以 { $removed }
step-unique-loop-naked-set = 把它们看作一格，它只含它们的额外候选数，与 { $others } 合起来在{ $house }中只有 { $set_digits } 这几个候选数
step-unique-loop-hidden-set = 把它们看作一格，它与 { $others } 合起来占据了 { $set_digits } 在{ $house }中的所有位置

## 隐性唯一矩形
step-hidden-rectangle = { $technique }：{ $cells } 都含有 { $digits }，而 { $corner } 只有这两个候选数；在{ $row }中 { $a } 只能位于 { $far_left }，在{ $column }中只能位于 { $far_up }。如果 { $far } 是 { $b }，{ $left_up } 就都是 { $a }，{ $corner } 就是 { $b }：这是有两个解的致命矩形。所以 { $removed }

## 全双值格致死解法
bug-extra = { $cell } 中的 { $digit }
step-bug = { $technique }：如果没有 { $extras }，每个未解的格子都将是双值格，每个数字在每个区域中都有两个位置，这是没有唯一解的致命模式；所以这些额外候选数中必有一个为真，因此 { $removed }
