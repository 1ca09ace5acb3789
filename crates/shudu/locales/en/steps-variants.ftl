# The words of the killer cage rules' steps: cage combinations, innies and outies. The
# finders keep their reasoning in the step's evidence in English (each part one of the
# messages below, read back to be worded in another language): none of these messages
# may choose its words by a number, nor put two placeholders side by side.

## Every killer step.
# $reasoning is the parts below one after another; $removed the step's removals.
step-killer = { $technique }: { $reasoning }: { $removed }
# A step that places a digit, which its reasoning says.
step-killer-places = { $technique }: { $reasoning }
killer-more = { $head }; { $next }

## Cage combinations.
# "the cage at r3c1 (r3c1, r3c2 and r4c1) sums to 21": $cage is the cage's name.
cage-sum = { $cage } ({ $cells }) sums to { $sum }
# A cage of one cell.
cage-one-cell = so { $cell } is { $sum }
# A cage with placed digits ($placed, cage-placed one after another): what its other
# cells hold together, one cell or more.
cage-rest-one = { $placed }, so { $cell } is { $sum }
cage-rest = { $placed }, so { $cells } sum to { $sum }
cage-placed = { $cell } holds { $digit }
# The combinations ($sets: "4+8+9, 5+7+9 or 6+7+8").
cage-sets = with their candidates they can only hold { $sets }
# More combinations than a sentence lists (always more than six), and the digits they use.
cage-count-of = { $count } combinations fit their candidates, all of { $digits }
cage-count = { $count } combinations fit their candidates
# Digits every combination holds.
cage-must = { $digits } must be in the cage

## Innies and outies.
# A region's total, 45 a house: $houses is one house, or several.
innies-total-one = { $houses } adds up to { $total }
innies-total = { $houses } add up to { $total }
# Runs of rows or columns.
innies-rows = rows { $first }–{ $last }
innies-columns = columns { $first }–{ $last }
# The cages taken ($cells: each cage's first cell, which names it) and their sum.
innies-cages-inside = the cages wholly inside (at { $cells }) sum to { $sum }
innies-cages-reaching = the cages reaching in (at { $cells }) sum to { $sum }
innies-cages-straddling = the cages wholly inside and the one reaching out (at { $cells }) sum to { $sum }
# Placed digits the sum leaves out: in the houses outside the cages wholly inside, in
# the houses outside the cages taken, in the cages' cells beyond the houses.
innies-placed-outside = the placed digits outside them, in { $cells }, add up to { $sum }
innies-placed-uncovered = the placed digits outside those cages, in { $cells }, add up to { $sum }
innies-placed-beyond = the placed digits in the cages' cells beyond, in { $cells }, add up to { $sum }
# The conclusion: innies (cells of the houses outside the cages), outies (the cages'
# cells beyond the houses), or the innies less the outies ("r3c9 − (r4c1) = 2", in
# notation).
innies-one = so { $cell } is { $value }
innies-sum = so { $cells } sum to { $sum }
outies-one = so { $cell }, the cell they have beyond, is { $value }
outies-sum = so { $cells }, the cells they have beyond, sum to { $sum }
innies-difference = so { $innies } − ({ $outies }) = { $value }
# Digits every way of making the sum uses, when the cells all see each other.
innies-must = { $digits } must be among them

## Thermometers.
# "the digits rise along the thermometer from r1c1 (r1c1, r1c2 and r1c3)"
thermo-rise = the digits rise along the thermometer from { $bulb } ({ $cells })
# What the order leaves one of its cells.
thermo-range = { $cell } lies between { $low } and { $high }
thermo-only = { $cell } can only be { $digit }

## Kropki dots and XV letters: what a mark says of its two cells.
pair-white-dot = { $first } and { $second } share a white dot, so each holds a digit next to one the other can hold
pair-black-dot = { $first } and { $second } share a black dot, so each holds half or twice a digit the other can hold
pair-x = { $first } and { $second } are joined by an X, so each holds 10 less a digit the other can hold
pair-v = { $first } and { $second } are joined by a V, so each holds 5 less a digit the other can hold

## German whispers and renban lines.
# "neighbouring digits on the German whispers line from r1c1 (r1c1, r1c2 and r1c3) differ by at least 5"
whispers-line = neighbouring digits on the German whispers line from { $start } ({ $cells }) differ by at least { $difference }
# What the line leaves one of its cells: "r1c2 keeps only 1, 2, 8 and 9".
whispers-keep = { $cell } keeps only { $digits }
renban-run = the digits on the renban line from { $start } ({ $cells }) are { $count } consecutive digits
renban-keep = { $cell } keeps only { $digits }

## Arrows.
# "the digits on the arrow from r1c1 (r1c2 and r1c3) add up to its bulb, r1c1"
arrow-sum = the digits on the arrow from { $bulb } ({ $cells }) add up to its bulb, { $pill }
# What the sum leaves one of its cells: "r1c2 keeps only 1, 2 and 3".
arrow-keep = { $cell } keeps only { $digits }

## A rule's own step on boards other than 9×9 (the line opens with the rule's technique).
# "the digits of r1c1, r1c2 and r1c3 must keep this rule, so r1c2 cannot be 1 or 6"
step-sized-rule = the digits of { $cells } must keep this rule, so { $removed }

## Sandwich clues.
# "the sandwich left of row 3 (r3c1, …, r3c9) says the digits between the 1 and the 9 add up to 10"
sandwich-clue = { $clue } ({ $cells }) says the digits between the 1 and the { $top } add up to { $sum }
sandwich-keep = { $cell } keeps only { $digits }

## Little killer clues.
# "the little killer diagonal from r1c2 (r1c2 and r2c1) sums to 17"
little-killer-clue = { $clue } ({ $cells }) sums to { $sum }
little-killer-keep = { $cell } keeps only { $digits }
