# `shudu techniques` 列出的技巧，以及搜尋無結果時的說明。
# `names`：技巧的其他名稱，已連成列表。

technique-described = { $name }；又稱{ $names }
technique-not-found = 沒有名為「{ $query }」或名稱中含有它的技巧；`shudu techniques` 列出全部技巧
