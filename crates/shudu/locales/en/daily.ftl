# The daily puzzle: `shudu daily`'s heading and its errors. `date` is written YYYY-MM-DD.

daily-heading = the daily puzzles of { $date } (the same on every machine)
daily-level-unknown = no daily puzzle is called “{ $name }”; the levels are { $known }
