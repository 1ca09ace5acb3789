# A variant's rules in words: each rule in one sentence (printed under a board, listed on
# the play page), the rules in short (a board's label), and the sentences that say how a
# sheet breaks a rule.

## Each rule beyond plain Sudoku, in one sentence.
rule-text-jigsaw = Jigsaw: each outlined region holds every digit once
rule-text-diagonals = Diagonals: each marked diagonal holds every digit once
rule-text-windoku = Windoku: each shaded window holds every digit once
rule-text-disjoint-groups = Disjoint groups: cells at the same place in their boxes hold different digits
rule-text-extra-regions = Extra regions: each shaded region holds every digit once
rule-text-anti-knight = Anti-knight: cells a knight's move apart hold different digits
rule-text-anti-king = Anti-king: cells a king's move apart (diagonally too) hold different digits
rule-text-non-consecutive = Non-consecutive: cells sharing an edge never hold consecutive digits
rule-text-odd = Odd: cells in grey circles hold odd digits
rule-text-even = Even: cells in grey squares hold even digits
rule-text-killer = Killer: the digits in a cage differ and add up to the number in its corner

## The rules in short: the board's shape, then the name of each rule beyond it.
rule-shape = { $n }×{ $n } ({ $rows }×{ $cols } boxes)
rule-label-more = { $head }, { $next }
rule-name-jigsaw = jigsaw
rule-name-diagonal-main = diagonal-main
rule-name-diagonal-anti = diagonal-anti
rule-name-windoku = windoku
rule-name-disjoint-groups = disjoint-groups
rule-name-extra-region = extra region
rule-name-anti-knight = anti-knight
rule-name-anti-king = anti-king
rule-name-non-consecutive = non-consecutive
rule-name-odd = odd
rule-name-even = even
rule-name-killer = killer

## A broken rule: which cells, and how.
broken-knight = { $first } and { $second } are a knight's move apart and both hold { $digit }
broken-king = { $first } and { $second } are a king's move apart and both hold { $digit }
broken-cage-repeat = { $first } and { $second } share { $cage } and both hold { $digit }
broken-cage-sum = { $cage } sums to { $total }, not { $sum }
broken-cage-over = { $cage } already sums to { $total } with cells left, and its sum is { $sum }
broken-odd = { $cell } is marked odd but holds { $digit }
broken-even = { $cell } is marked even but holds { $digit }
broken-consecutive = { $first } and { $second } are neighbours holding consecutive { $a } and { $b }
