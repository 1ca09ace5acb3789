# `shudu techniques` 列出的技巧，以及搜索无结果时的说明。
# `names`：技巧的其他名称，已连成列表。

technique-described = { $name }；又称{ $names }
technique-not-found = 没有名为“{ $query }”或名称中含有它的技巧；`shudu techniques` 列出全部技巧
