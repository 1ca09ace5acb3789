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
