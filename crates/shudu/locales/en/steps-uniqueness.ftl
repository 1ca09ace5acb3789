# The words of the uniqueness steps: unique rectangles and unique loops (types 1 to 4),
# the hidden unique rectangle, the bivalue universal grave (BUG). $removed is the step's
# removals ("r1c3 cannot be 2"); houses and lists arrive in words.

## Unique rectangles and loops.
# $shape is "rectangle" or "loop"; $why is one of the three messages after it.
step-unique-loop = { $technique }: { $pattern } would form a deadly { $shape ->
        [rectangle] rectangle
       *[loop] loop
    } on { $digits } (two solutions); { $why }: { $removed }
# Type 1: one cell holds extra candidates.
step-unique-loop-one-extra = only { $extra } holds anything else, so it cannot be { $digits }
# Type 2: the cells with extras share one extra digit.
step-unique-loop-common-extra = one of { $extra } must hold their common extra digit
# Type 4: one of the two digits has no other place in a house of the cells with extras.
step-unique-loop-strong-link = { $extra } share a house where one of { $digits } has no other place, so they cannot hold the other
# Type 3: the two cells with extras ($pair) make a naked or hidden set ($set, one of the
# two messages after it) in a house.
step-unique-loop-set = { $technique }: { $pattern } would form a deadly { $shape ->
        [rectangle] rectangle
       *[loop] loop
    } on { $loop_digits } (two solutions), so { $pair } cannot both hold only those; { $set }, so { $removed }
step-unique-loop-naked-set = taken as one cell they hold only their extra digits, and with { $others } they hold only { $set_digits } in { $house }
step-unique-loop-hidden-set = taken as one cell, with { $others } they hold every place of { $set_digits } in { $house }

## Hidden unique rectangle: $corner holds only $a and $b; $far, the opposite corner,
## sees $left in $row and $up in $column, where $a has no other place.
step-hidden-rectangle = { $technique }: { $cells } all hold { $digits }, and { $corner } nothing else; { $a } lies only in { $far_left } in { $row }, and only in { $far_up } in { $column }. If { $far } were { $b }, { $left_up } would be { $a } and { $corner } { $b }: a deadly rectangle with two solutions. So { $removed }

## Bivalue universal grave.
# One extra candidate: "5 in r1c1".
bug-extra = { $digit } in { $cell }
# $extras is a list of bug-extra.
step-bug = { $technique }: without { $extras }, every unsolved cell would hold two candidates and every digit have two places in each house, a deadly pattern with no single solution; so one of those extra candidates is true, and { $removed }
