# A batch's words: the statuses as a person reads them (records keep the English slugs),
# and the closing summary a command writes to standard error.

## Statuses, by slug
status-solved = solved
status-explained = explained
status-multiple = multiple
status-unsolvable = unsolvable
status-no-solution = no solution
status-invalid = invalid
status-error = error
status-unique = unique
status-minimal = minimal
status-beyond = beyond
status-gave-up = gave up
status-unsupported = unsupported
status-stuck = stuck
status-mistake = mistake
status-mistakes = mistakes
status-clashes = clashes
status-hint = hint
status-correct-so-far = correct so far
status-unchecked = unchecked
status-converted = converted
status-canonical = canonical
status-transformed = transformed
status-kept = kept
status-duplicate = duplicate
status-generated = generated
status-not-proven-minimal = not proven minimal
status-failed = failed
status-listed = listed

## What a batch counts
noun-puzzle = { $count ->
    [one] puzzle
   *[other] puzzles
}
noun-image = { $count ->
    [one] image
   *[other] images
}

## The summary: `counts` lists each status with its count
summary-count = { $count } { $status }
summary-more = { $head }, { $next }
summary-counts = { $counts }: { $all }
summary-all = { $total } { $noun } in { $elapsed } ({ $rate } { $nouns }/s)
progress = { $position } { $nouns }  { $rate }  { $elapsed }

## Where an entry is, in headings (`line` counts from 1)
place-line = line { $line }
place-labelled = { $label } (line { $line })
heading = { $place }: { $title }
heading-rules = { $place } [{ $rules }]: { $title }
duplicate-of = { $place }: duplicate of { $first }

## Why a puzzle gets no logical path
no-path-not-unique = not unique: no logical path
no-completion = no grid completes the givens
no-path-no-solution = no solution

## A generated puzzle's heading
generated-heading = puzzle { $index } ({ $clues } clues)
generated-heading-rated = puzzle { $index } ({ $clues } clues, { $rating })
solution-heading = solution
seed-note = seed { $seed } (pass --seed { $seed } to generate these puzzles again)
seed-note-transform = seed { $seed } (pass --seed { $seed } to make these disguises again)
reading-standard-input = reading puzzles from standard input (end with Ctrl+D)
run-resuming = continuing { $file } after its { $records ->
    [one] 1 record
   *[other] { $records } records
}
run-complete = { $file } is complete ({ $records ->
    [one] 1 record
   *[other] { $records } records
}): nothing to do

## A command's closing lines (`print`, `serve`)
printed = printed { $count ->
    [one] 1 puzzle
   *[other] { $count } puzzles
}: { $what } in { $seconds } s
printed-pdf = { $pages } pages, { $bytes } bytes to { $to }
printed-svg = { $files } SVG files in { $to }
print-refused = nothing printed: { $count ->
    [one] 1 entry cannot
   *[other] { $count } entries cannot
} be printed
standard-output = standard output
serve-at = shudu serves the page at { $url }
serve-no-network = (no network address found: only this machine can reach it)
serve-network = on the network: { $url }
serve-stop = Press Ctrl-C to stop.
