# 排除類技巧每一步的詞語：對齊二數排除與對齊三數排除。
# $removed 是這一步的刪數（「r1c3 不能是 2」）；列舉都已是詞語。

step-aligned-exclusion = { $technique }：{ $base } 不能填入會使 { $excluders } 中某一格沒有候選數的數字組合，也不能在共同所在的區域中填入相同的數字；剩下的組合都不會用到要刪去的候選數：{ $removed }
