# 技巧练习：玩家的操作与这一步相比
drill-right = 正确：这就是{ $technique }。
drill-partly = 部分正确：这一步共有 { $total } 处变化，你做对了 { $found } 处。
drill-wrong = 这次不对：{ $technique }在别处。
drill-missed = 漏掉的：{ $changes }
drill-extra = 不属于这一步的：{ $changes }
