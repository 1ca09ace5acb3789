# Words every part of shudu shares: lists, houses, a step's placement and removals, the
# line a step is printed on.

## Lists: "r1c1, r2c2 and r3c3"; the digits a cell cannot be, "5 or 6".
list-and = { $head } and { $last }
list-more = { $head }, { $next }
list-or = { $head } or { $next }
list-either = { $head } or { $last }

## Houses, numbered from 1.
house-row = row { $n }
house-column = column { $n }
house-box = box { $n }
house-region = region { $n }
house-main-diagonal = the main diagonal
house-anti-diagonal = the anti-diagonal
house-window = window { $n }
house-disjoint-group = disjoint group { $n }
house-extra-region = extra region { $n }
house-cage = the cage at { $cell }
house-sandwich-row = the sandwich left of row { $n }
house-sandwich-column = the sandwich above column { $n }
house-little-killer = the little killer diagonal from { $start }

## A step's words.
# "r2c9 must be 9": what a step places.
placement = { $cell } must be { $digit }
# "r1c3 and r1c7 cannot be 2": cells that lose the same digits ($digits is a list-or).
removal = { $cells } cannot be { $digits }
# Groups of removals one after another: "r1c3 cannot be 2, r2c2 cannot be 5 or 6".
removal-more = { $head }, { $next }
# A technique's words that open with its name, and with its digit (a fish's).
step-named = { $technique }: { $text }
step-named-digit = { $technique } ({ $digit }): { $text }
# A step on one line: its technique, its rating, its words.
step-line = { $technique } ({ $rating }): { $text }
# Where a nudge says to look.
nudge = look at { $place }
nudge-cell = look at { $cell }
nudge-anywhere = look at the whole grid

## Difficulty levels (Sudoku Explainer's ER bands).
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
level-extreme = Extreme
level-diabolical = Diabolical
# A rating with its level: "4.5/1.2/1.2 (Expert)".
rating-with-level = { $rating } ({ $level })
# The same on a board other than 9×9, whose ratings are shudu's own.
rating-with-level-sized = { $rating } ({ $level }; shudu's own rating for { $size }×{ $size })
# A rating on a board other than 9×9, as `rate` prints it.
rating-sized = { $rating } (shudu's own rating for { $size }×{ $size })

## A cell's or candidate's part in a step, as a screen reader says it on the board
role-base = base
role-cover = cover
role-pivot = pivot
role-pincer = pincer
role-fin = fin
role-link = strong link
role-weak = weak link
role-pattern = pattern
role-extra = extra
role-support = support
role-target = target
