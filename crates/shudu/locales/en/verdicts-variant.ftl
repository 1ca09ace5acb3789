# A variant puzzle's verdicts: the rules its digits break.

## Broken rules (a clash in a house is common.ftl's `clash`)
variant-broken-knight = { $first } and { $second } are a knight's move apart and both hold { $digit }
variant-broken-king = { $first } and { $second } are a king's move apart and both hold { $digit }
variant-broken-consecutive = { $first } and { $second } are neighbours holding consecutive { $a } and { $b }
variant-broken-odd = { $cell } is marked odd but holds { $digit }
variant-broken-even = { $cell } is marked even but holds { $digit }
variant-broken-thermo = { $cell } holds { $digit }, not more than the { $low } in { $before } before it on the thermometer from { $bulb }
variant-broken-thermo-gap = { $first } holds { $low } and { $second } holds { $high }, with { $cells } { $cells ->
    [one] cell
   *[other] cells
} between them on the thermometer from { $bulb }: too little room to rise
variant-broken-thermo-room = { $cell } cannot hold { $digit }: it is cell { $place } of { $length } on the thermometer from { $bulb }, whose digits rise from the bulb
variant-broken-whispers = { $first } and { $second } are neighbours on the German whispers line from { $start } but hold { $a } and { $b }, which differ by less than { $difference }
variant-broken-whispers-room = { $cell } cannot hold { $digit } on the German whispers line from { $start }: no digit differs from it by { $difference } or more
variant-broken-renban-repeat = { $first } and { $second } lie on the renban line from { $start } and both hold { $digit }
variant-broken-renban-spread = the renban line from { $start } holds { $low } and { $high }, too far apart for its { $count } consecutive digits
variant-broken-arrow = the line of the arrow at { $bulb } adds up to { $sum }, not { $value }
variant-broken-arrow-over = the arrow at { $bulb } holds { $value } in its bulb, but its line needs at least { $least }
variant-broken-arrow-under = the arrow at { $bulb } holds { $value } in its bulb, but its line adds up to { $most } at most
variant-broken-arrow-room = the line of the arrow at { $bulb } needs at least { $least }, more than its bulb can hold
variant-broken-sandwich = { $clue } has { $total } between the 1 and the { $top }, not { $sum }
variant-broken-sandwich-over = { $clue } already has { $total } between the 1 and the { $top } with cells left, and its sum is { $sum }
variant-broken-little-killer = { $clue } sums to { $total }, not { $sum }
variant-broken-little-killer-over = { $clue } already sums to { $total } with cells left, and its sum is { $sum }
variant-broken-white-dot = { $first } and { $second } share a white dot but hold { $a } and { $b }, which are not consecutive
variant-broken-black-dot = { $first } and { $second } share a black dot but hold { $a } and { $b }, neither twice the other
variant-broken-x = { $first } and { $second } are joined by an X but hold { $a } and { $b }, which do not add up to 10
variant-broken-v = { $first } and { $second } are joined by a V but hold { $a } and { $b }, which do not add up to 5
variant-broken-cage-repeat = { $first } and { $second } share { $cage } and both hold { $digit }
variant-broken-cage-sum = { $cage } sums to { $total }, not { $sum }
variant-broken-cage-over = { $cage } already sums to { $total } with cells left, and its sum is { $sum }
# Broken rules one after another.
variant-broken-more = { $head }; { $next }

## A puzzle checked (`check`): its verdict.
check-invalid = clashing givens: { $broken }
check-unsolvable = valid, but no grid completes the givens
check-multiple = valid, solvable, but not unique
check-minimal = valid, unique, minimal ({ $clues } clues)
# $listed: the redundant clues, `r1c1=5 r9c9=3`.
check-unique = valid, unique, not minimal ({ $clues } clues; { $count } redundant { $count ->
        [one] clue
       *[other] clues
    }: { $listed })

## Why a puzzle has no rating (clashing givens are `check-invalid`).
rate-not-unique = not unique: no rating
rate-no-solution = no solution: no rating
rate-nothing = nothing to solve
rate-dead-cell = the logic left { $cell } without a candidate

## A player's sheet checked: the verdict's line (its mistakes are hints.ftl's `mistake-*`).
sheet-mistakes = { $count ->
        [one] One mistake:
       *[other] { $count } mistakes:
    }
sheet-broken = Broken rules:
sheet-multiple = The puzzle has more than one solution.
sheet-no-solution = The puzzle has no solution.
sheet-solved = Solved: every cell is correct.
sheet-correct-so-far = All correct so far.
sheet-unchecked = No rule is broken.

## A classic puzzle checked under a symmetry (`check --symmetry`); the symmetry keeps its name (rot180).
check-minimal-for = valid, unique, minimal for { $symmetry } ({ $clues } clues)
# $listed: the groups of clues that could each go, `r5c5=1 {r4c4=1 r6c6=6}`.
check-unique-for = valid, unique, not minimal for { $symmetry } ({ $clues } clues; { $count } redundant { $count ->
        [one] group
       *[other] groups
    }: { $listed })
check-not-symmetric = { $verdict }; the clues are not laid out with { $symmetry }

## True candidates (`candidates --true`): what the search found.
true-unique = one solution: each cell holds one digit ({ $searches } searches)
true-multiple = several solutions: { $count } { $count ->
        [one] cell holds
       *[other] cells hold
    } more than one digit ({ $searches } searches)
true-unsolvable = no solution: no cell holds any digit
# $listed: the candidates not decided, `r1c1=5 r9c9=3`.
true-gave-up = gave up with { $count } { $count ->
        [one] candidate
       *[other] candidates
    } undecided: { $listed }

## The setter's assistant (`setter`): where a puzzle becomes unique.
to-unique-add = several solutions ({ $solutions } counted): { $count ->
        [one] this clue makes
       *[other] these { $count } clues make
    } it unique: { $listed }
to-unique-add-more = several solutions ({ $solutions } or more): { $count ->
        [one] this clue makes
       *[other] these { $count } clues make
    } it unique: { $listed }
to-unique-gave-up = gave up before the clues to add were found
