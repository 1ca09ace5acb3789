# The words of the steps built on strong links and bivalue cells: strong-link chains
# (skyscraper, 2-string kite, turbot fish and their longer and grouped forms), the empty
# rectangle, the wings (XY, XYZ, W and the ALS wings), colouring, the X- and XY-chain and
# ALS-XZ. $removed is the step's removals ("r1c3 cannot be 2"); houses and lists arrive
# in words; cells keep their r1c1 names.

## Strong-link chains.
# $links are the strong links one after another, $weak_links the weak links joining
# them, $conclusion either of the two endings below.
step-strong-links = { $technique } on { $digit }: { $links }; { $weak_links }; { $conclusion }, and { $removed }
# One strong link, in the house that holds it.
strong-links-strong = { $from } or { $to } is { $digit } ({ $house })
# One weak link: the exit of a strong link and the entry of the next share a house.
strong-links-weak = { $from } and { $to } share { $house }
# Links one after another, and the last of a list of weak links.
strong-links-more = { $head }, { $next }
strong-links-last = { $head } and { $last }
# The ending of an open chain: one of its two ends holds the digit.
strong-links-open = so { $first } or { $last } is { $digit }
# The ending of a chain whose ends share a house: a loop.
strong-links-loop = the chain closes on itself ({ $first } and { $last } share { $house }), so every weak link is strong too

## Empty rectangle.
# $near and $far are the only two places of the digit in $line, outside the box; $near
# lies on $lost, the box's row or column that $line crosses, and $kept is the other.
step-empty-rectangle = { $technique } on { $digit }: in { $box_house }, { $digit } lies only on { $row } and { $column }; { $line } holds { $digit } only in { $near } and { $far }. If { $far } is not { $digit }, { $near } is, so { $lost } loses { $digit } in { $box_house }, which keeps it on { $kept }; if { $far } is { $digit }, it sees the target itself. Either way { $removed }

## Wings.
# An XY- or XYZ-wing: $first and $second are the pincers.
step-wing = { $technique }: whatever the pivot { $pivot } holds, { $first } or { $second } is { $digit }, so { $removed }
# $first and $second hold only $x and $y; $first_end and $second_end are the strong
# link's ends on $x, seeing them.
step-w-wing = { $technique }: { $first } and { $second } both hold only { $x } and { $y }; in { $house }, { $x } lies only in { $first_end } (seeing { $first }) and { $second_end } (seeing { $second }), so one of the two cells is not { $x } and is { $y }: { $removed }
# A WXYZ- to TUVWXYZ-wing: the set's $cells hold $digits (written together, "1238"),
# $pincer holds $first and $second.
step-als-wing = { $technique }: { $cells } hold only { $digits } between them, one digit more than cells, and { $pincer } holds { $first } and { $second }; they cannot both be { $first }, so { $removed }
# On a variant board, the set's cells and the extra house holding them.
als-wing-set-in = { $cells } ({ $house })

## Colouring.
# $colours lists the colours as "a = r1c1 r2c5, b = r1c7"; $reason is one of the four
# reasons below.
step-colouring = { $technique } on { $digit }: colouring its strong links gives { $colours }; { $reason }: { $removed }
colouring-colour = { $colour } = { $cells }
colouring-more = { $head }, { $next }
# Simple colouring, a colour trap.
colouring-trap = every true { $digit } of the cluster has one colour, so a cell seeing both colours cannot be { $digit }
# Simple colouring, a colour wrap.
colouring-wrap = { $first } and { $second } share a house and colour { $colour }, so that colour is false
# Multi-colouring: a colour of each cluster see each other.
colouring-partners = { $first } ({ $first_colour }) and { $second } ({ $second_colour }) see each other, so one of those colours is false and one of their partner colours true; a cell seeing both partner colours cannot be { $digit }
# Multi-colouring: a colour sees both colours of the other cluster.
colouring-sees-both = colour { $colour } sees colour { $seen } ({ $first } and { $second }) and colour { $other } ({ $third } and { $fourth }), one of which is true, so colour { $colour } is false

## Chains.
# An X-chain: $steps reads the chain from its first cell, $count is its strong links.
step-x-chain = { $technique } on { $digit } ({ $count } strong links): { $steps }; so { $first } or { $last } is { $digit }, and { $removed }
x-chain-start = if { $cell } is not { $digit }
x-chain-is = { $cell } is
x-chain-is-not = { $cell } is not
x-chain-then = { $head }, then { $next }
# An XY-chain through $count bivalue cells: $own is the first cell's other digit,
# $forced what follows in the next cells.
step-xy-chain = { $technique } on { $digit } through { $count } bivalue cells: if { $first } is not { $digit } it is { $own }, then { $forced }; so { $first } or { $last } is { $digit }, and { $removed }
xy-chain-forced = { $cell } is { $digit }
xy-chain-then = { $head }, then { $next }
# ALS-XZ: two almost locked sets, each as its cells (written with spaces), its house and
# its digits (written together, "123"); $x is their restricted common digit.
step-als-xz = { $technique }: { $first_cells } in { $first_house } hold only { $first_digits } and { $second_cells } in { $second_house } only { $second_digits } (one digit more than cells each); every { $x } of one sees every { $x } of the other, so at most one set holds { $x } and the other is locked on its other digits; so one of them holds { $z }, and { $removed }
