# The words of the basic techniques' steps: singles, intersections, naked and hidden
# sets. $placement is a `placement` ("r2c9 must be 9"), $removed the step's removals
# ("r1c3 cannot be 2"), houses and lists are already in words.

step-full-house = { $placement }: it is the last empty cell of { $house }
step-naked-single = { $placement }: it is the only candidate left in that cell
step-hidden-single = { $placement }: it is the only place for { $digits } in { $house }

step-intersection = in { $house }, { $digits } can only be in { $within } ({ $cells }), so { $removed }
# A direct pointing or claiming: the intersection, then the single it leaves.
step-intersection-then = { $text }; then { $placement }, the only place left for { $digits } in { $house }
step-generalized-intersection = In { $house }, { $digit } can only go in { $cells }; every cell that sees all of them loses it: { $removed }
# $technique is the set's name in lower case ("naked pair").
step-naked-set = { $cells } hold only { $digits } between them ({ $technique } in { $house }), so { $removed }
step-hidden-set = in { $house }, { $digits } can only go in { $cells }, so those cells hold nothing else: { $removed }
# A direct hidden set: the set, then the single it leaves.
step-hidden-set-then = { $text }; then { $placement }, the only place left for it in { $house }

## Non-consecutive boards.
step-locked-non-consecutive = In { $house }, { $digit } can only go in { $cells }; a cell that is one of them or next to each of them is next to { $digit } or holds it, so it cannot hold a digit one away: { $removed }
step-non-consecutive-forcing-cell = { $cell } can only be { $candidates }, and whichever it is, { $lost } that digit or one away from it, which a cell next to it (sharing its row or column) cannot hold: { $removed }
# The digits a forcing cell's neighbours lose, as $lost above.
nc-lost-one = { $digit } is
nc-lost-two = { $first } and { $second } are each
nc-lost-more = { $digits } are each

## Why cells see each other beyond the houses, after a step's words.
step-with-relations = { $text } ({ $relations })
relations-more = { $head }; { $next }

## Why two cells cannot share a digit, beyond the step's houses.
# "r1c3 and r2c5 are a knight's move apart"; $why is one of the apart-* below.
relation = { $a } and { $b } { $why }
apart-house = share { $house }
apart-knight = are a knight's move apart
apart-king = are a king's move apart
apart-neighbours = are next to each other, so their digits are not consecutive
apart-thermo = lie on the thermometer from { $bulb }, so their digits differ
apart-renban = lie on the renban line from { $start }, so their digits differ
apart-neighbour-digits = are neighbours, so { $first } and { $second } cannot both be there
