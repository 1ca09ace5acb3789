# 排除类技巧每一步的词语：对齐二数排除与对齐三数排除。
# $removed 是这一步的删数（“r1c3 不能是 2”）；列举都已是词语。

step-aligned-exclusion = { $technique }：{ $base } 不能填入会使 { $excluders } 中某一格没有候选数的数字组合，也不能在共同所在的区域中填入相同的数字；剩下的组合都不会用到要删去的候选数：{ $removed }
