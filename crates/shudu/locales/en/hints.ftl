# The words of a hint: its lines at each level, mistakes, clashes, why there is no
# step. Steps' own words are in steps-*.ftl.

no-solution-puzzle = the original puzzle has no solution
no-solution-dead-cell = { $cell } has no candidate left
no-solution-sheet = no grid completes these digits and marks; if some are entries, one of them is wrong (give the original puzzle with --puzzle to find which)
no-solution-entries = the entries so far leave no solution
# Two solutions differ in this cell.
several-cell = { $cell } can be { $first } or { $second }

hint-mistakes = { $count ->
        [one] Mistake: fix it first:
       *[other] Mistakes: fix them first:
    }
hint-clashes = Mistake: some digits clash:
hint-no-solution = No solution: { $reason }.
hint-several = This puzzle has several solutions: { $reason }.
hint-several-plain = This puzzle has several solutions.
hint-invalid = The givens break the rules:
hint-solved = Solved: nothing left to do.
hint-none = No hint: { $reason }.
hint-stuck = No step found among the techniques shudu knows from this position.
hint-reveal = From the solution (not from logic): { $cell } is { $digit }.
# A nudge: where to look ($nudge is a `nudge`).
hint-nudge = Hint: { $nudge }.
# The technique level: the technique, its rating, where to look.
hint-technique = Hint: a { $technique } ({ $rating }); { $nudge }.

## Mistakes, with the solution's digit (full hints) and without (technique hints).
mistake-wrong-entry = { $cell } holds { $entered }, but the solution has { $solution } there
mistake-changed-given = { $cell } holds { $now }, but the puzzle gives { $given } there
mistake-emptied-given = { $cell } is empty, but the puzzle gives { $given } there
mistake-missing-candidate = { $cell }: candidate { $digit } was removed, but the solution has { $digit } there
mistake-wrong-entry-unsaid = { $cell } holds { $entered }, which is wrong
mistake-missing-candidate-unsaid = { $cell }: a candidate the solution needs was removed
# A wrong entry on a variant board: never the solution's digit.
mistake-not-the-solution = { $cell } does not hold the solution's digit
# Two equal digits in one house.
clash = { $first } and { $second } both hold { $digit } ({ $house })

## Why a variant hint has no step.
variant-several = the puzzle has several solutions
variant-unsolvable = no grid completes the givens
variant-invalid = the givens break the rules
variant-filled = every cell is filled

## A search that ran out of its time.
gave-up-after = gave up after { $seconds } s
gave-up-spent = gave up: the time budget was spent

## Why a mistake is wrong: the mistake supposed, the singles it forces, the contradiction.
why-suppose-holds = If { $cell } were { $digit }:
why-suppose-lacks = If { $cell } were not { $digit }:
why-naked = { $cell } would have to be { $digit }, the only digit left there
why-hidden = { $cell } would have to be { $digit }, the only place for { $digit } in { $house }
why-naked-anyway = { $cell } must be { $digit } in any case, the only digit left there
why-hidden-anyway = { $cell } must be { $digit } in any case, the only place for { $digit } in { $house }
why-no-digit = then { $cell } would have no digit left,
why-no-place = then { $house } would have no place for { $digit },
why-cannot = so { $cell } cannot be { $digit }.
why-must = so { $cell } must be { $digit }.
why-seen = { $other } already holds { $digit }, and { $cell } may not hold the same digit
why-solution = No short argument shows it: the puzzle's only solution has { $digit } at { $cell }.
why-given = The puzzle gives { $digit } there.
