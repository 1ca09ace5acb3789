# What is wrong with an input, and where. A file's line keeps the `FILE:LINE:` form in
# every language, as compilers and editors read it.

## Where: the source (a file name, <stdin>) and the one-based line
at-line = line { $line }: { $message }
at-source = { $source }: { $message }
at-source-line = { $source }:{ $line }: { $message }

## A puzzle's text (`column` counts characters of the line)
parse-cell-count = expected { $expected } cells, found { $found }
parse-unexpected-char = unexpected character { $ch } at column { $column }
parse-short-block = { $rows ->
    [one] a 9-line grid ended after 1 row
   *[other] a 9-line grid ended after { $rows } rows
}
parse-block-row = a grid row needs 9 cells, found { $found }
parse-json = JSON board: { $why }
parse-no-puzzle = no puzzle found
parse-too-many = expected one puzzle, found { $found }
parse-line-too-long = line longer than { $mib } MiB ({ $limit } bytes): skipped
parse-io = cannot read input: { $why }
parse-candidate-slot = { $cell }: unexpected character { $ch } at column { $column } (slot { $slot } holds '{ $slot }', '.' or '0')
parse-candidate-count = expected 729 candidate characters, found { $found }
parse-candidate-char = { $cell }: unexpected character { $ch } at column { $column }
parse-candidate-char-after = unexpected character { $ch } at column { $column }, after 81 cells
parse-mark-groups = a pencil-mark grid needs 81 cells, found { $found }
parse-header-without-puzzle = { $header } is not followed by a puzzle

## The generator's settings and why it stopped (`symmetry` is the command line's name)
generate-unknown-symmetry = unknown symmetry '{ $name }'; known: { $known }
generate-pattern-length = a pattern needs 81 cells (one line of 81, or 9 lines of 9), found { $cells }
generate-pattern-line = pattern line { $line } has { $cells } cells; each of the 9 lines needs 9
generate-pattern-character = pattern character { $ch } at { $cell } (cell { $index }) is not a cell mark: use x, X, #, * or 1-9 where a clue may stand and ., 0, - or _ where none may
generate-pattern-too-sparse = the pattern allows only { $cells } clues, but a unique Sudoku needs at least 17
generate-pattern-empty-pair = the pattern has no cell in { $first } nor in { $second }: those two can swap in any solution, so no puzzle on this pattern is unique; allow a cell in one of them
generate-pattern-not-symmetric = the pattern is not { $symmetry }-symmetric: it allows { $cell } but not its image { $image }; allow both, forbid both, or choose another symmetry
generate-target-out-of-range = cannot aim for { $target } clues: a unique puzzle needs at least 17, and no minimal puzzle with more than { $known } is known; aim for 17-{ $max }
generate-target-out-of-settings = cannot aim for { $target } clues: a unique puzzle needs at least 17, and no minimal puzzle with more than { $known } is known, and these settings allow at most { $max }; aim for 17-{ $max }
generate-empty-rating-range = the ER range { $min }-{ $max } is empty: its low end is above its high end; write it low to high, as { $max }-{ $min }
generate-gave-up = { $why } ({ $attempts ->
    [one] 1 attempt
   *[other] { $attempts } attempts
} made)
generate-no-attempts = an attempt budget of 0 tries no grid at all; allow at least 1
generate-target-not-composable = with { $symmetry } symmetry clues come in groups that cannot add up to exactly { $target }; aim for a count one higher or lower
generate-no-unique-start = none of { $attempts } grids gave a unique puzzle on this pattern; allow more attempts or more cells in the pattern
generate-target-not-reached = could not reach a minimal puzzle with { $target } clues in { $attempts } attempts (closest found: { $closest }); allow more attempts or aim for a count nearer the typical 22-26
generate-target-not-fitted = could not reach a minimal puzzle with { $target } clues in { $attempts } attempts (no unique puzzle fitted the pattern at all); allow more attempts
generate-difficulty-not-reached = no puzzle with { $wanted } in { $attempts } attempts{ $others }{ $unrated }; allow more attempts or widen the band
generate-others-rated = { " " }(the others rated { $lowest }-{ $highest })
generate-unrated = ; { $unrated } needed techniques beyond the rater's and could not be judged

## A difficulty asked for: an ER band and the techniques required
difficulty-any = any ER
difficulty-from = ER { $min } and up
difficulty-band = ER { $min }-{ $max }
difficulty-using = { $band } using { $techniques }

## Moves of a transform (rows, columns, bands and stacks counted from 1)
transform-rotation = a rotation is 0 to 3 quarter turns (90, 180 or 270 degrees), not { $turns }
transform-rows = rows { $a } and { $b } are not in one band
transform-columns = columns { $a } and { $b } are not in one stack
transform-bands = bands are 1 to 3, not { $a } and { $b }
transform-stacks = stacks are 1 to 3, not { $a } and { $b }
transform-digits = relabelling { $digits } does not name each digit 1 to 9 once
transform-digits-table = { $field }={ $value }: expected the nine digits 1 to 9, each once
transform-lines-table = { $field }={ $value }: expected the nine lines 1 to 9, each once, each group of three (1-3, 4-6, 7-9) from one group
transform-word = unexpected { $word } in a transform: expected transpose, rows=, cols=, digits=

## A board given as rows of numbers
rows-count = { $found } rows, expected { $expected }
rows-length = row { $row }: { $found } numbers, expected { $expected }
rows-value = row { $row }, column { $column }: { $value } is not 0 (empty) or a digit 1 to 9

## Words asked for by name
unknown-hint-level = unknown hint level { $name } (expected nudge, technique or full)

## Why a puzzle has no rating
unrated-nothing-to-solve = nothing to solve
unrated-beyond = beyond the implemented techniques (stuck after { $steps } steps, hardest so far { $hardest })
unrated-contradiction = no solution: a cell has no candidate left
unrated-gave-up = gave up: the time budget was spent (after { $steps } steps, hardest so far { $hardest })

## A day of the daily puzzle (`text` as given)
day-form = expected a date such as 2026-11-28, found “{ $text }”
day-no-such-day = { $text } is not a day of the calendar
