# A variant puzzle's verdicts: the rules its digits break.

## Broken rules (a clash in a house is common.ftl's `clash`)
variant-broken-knight = { $first } and { $second } are a knight's move apart and both hold { $digit }
variant-broken-king = { $first } and { $second } are a king's move apart and both hold { $digit }
variant-broken-consecutive = { $first } and { $second } are neighbours holding consecutive { $a } and { $b }
variant-broken-odd = { $cell } is marked odd but holds { $digit }
variant-broken-even = { $cell } is marked even but holds { $digit }
variant-broken-cage-repeat = { $first } and { $second } share { $cage } and both hold { $digit }
variant-broken-cage-sum = { $cage } sums to { $total }, not { $sum }
variant-broken-cage-over = { $cage } already sums to { $total } with cells left, and its sum is { $sum }
