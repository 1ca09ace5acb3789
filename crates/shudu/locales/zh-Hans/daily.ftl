# 每日谜题：`shudu daily` 的标题与错误。`date` 写作 YYYY-MM-DD。

daily-heading = { $date } 的每日谜题（在任何机器上都相同）
daily-level-unknown = 没有名为“{ $name }”的每日谜题；难度有 { $known }
