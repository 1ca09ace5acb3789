# 技巧練習：玩家的操作與這一步相比
drill-right = 正確：這就是{ $technique }。
drill-partly = 部分正確：這一步共有 { $total } 處變化，你做對了 { $found } 處。
drill-wrong = 這次不對：{ $technique }在別處。
drill-missed = 漏掉的：{ $changes }
drill-extra = 不屬於這一步的：{ $changes }
