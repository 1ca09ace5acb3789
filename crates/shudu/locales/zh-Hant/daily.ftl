# 每日謎題：`shudu daily` 的標題與錯誤。`date` 寫作 YYYY-MM-DD。

daily-heading = { $date } 的每日謎題（在任何機器上都相同）
daily-level-unknown = 沒有名為「{ $name }」的每日謎題；難度有 { $known }
