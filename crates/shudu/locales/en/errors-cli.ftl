# The command line's own errors: why a command stops before its work. Option names
# (`--level`), file names, the values typed and the `FILE:LINE:` form stay as they are
# in every language. `why` is already in words: what the operating system said, or a
# library error's own words.

## What the operating system said, by the kind of its error
cli-io-not-found = No such file or directory
cli-io-permission-denied = Permission denied
cli-io-already-exists = File exists
cli-io-is-a-directory = Is a directory
cli-io-not-a-directory = Not a directory
cli-io-storage-full = No space left on device
cli-io-read-only = Read-only file system
cli-io-address-in-use = Address already in use
cli-io-address-not-available = Cannot assign requested address

## Inputs and outputs (`to` is a file's name or a stream's, as standard-output)
cli-standard-error = standard error
cli-stdin-twice = standard input ('-') can be read only once
cli-cannot-open = cannot open { $file }: { $why }
cli-cannot-read = cannot read { $file }: { $why }
cli-not-a-file = cannot read { $file }: not a file
cli-no-such-file-or-puzzle = cannot open { $file }: no such file (and too short to be a puzzle)
cli-cannot-create = cannot create { $file }: { $why }
cli-not-a-file-name = cannot create { $file }: not a file name
cli-cannot-write = cannot write { $to }: { $why }
cli-cannot-write-report = cannot write the report to { $to }: { $why }
cli-output-is-input = { $option } { $output } is also an input ({ $input }): writing it would destroy what is being read; write to another file

## Continuing and sharding a run (`field` is a key of the run's header record)
cli-resume-without-output = --resume continues an output file: give it with -o FILE
cli-run-records-want-json = { $option } writes JSON records: add --json
cli-resume-other-run = cannot resume { $file }: another run made it ({ $field } was { $was }, now { $now }); write to another file, or remove it to start again
cli-resume-not-a-record = cannot resume { $file }: line { $line } is not a JSON record; write to another file
cli-not-splittable = { $option }: { $command } compares each puzzle with every one before it, so it runs on the whole input in one go (run it on the merged output of the shards)
cli-merge-no-shard = merge: { $file } has no header naming its shard (write each shard with --json -o FILE, which heads it)
cli-merge-incomplete = merge: { $file } is not complete (no summary record): finish it with --resume first
cli-merge-other-run = merge: { $file } is the output of another run than { $first } (their headers differ in { $field })
cli-merge-missing = merge: shard { $shard }/{ $count } is missing
cli-merge-twice = merge: shard { $shard } is given twice ({ $one } and { $other })
cli-merge-short = merge: { $file } holds { $found } records, but its share of the entries is { $expected }

## A command this build leaves out (`feature` is both the feature's and the command's name)
cli-unbuilt = this shudu was built without { $feature ->
    [scan] the photo scanner
   *[serve] the web server
} (the `{ $feature }` feature): build it with `cargo install --locked --path crates/shudu-cli --features { $feature }` or run `cargo run --release --features { $feature } -- { $feature }`

## Options (`name`, `found` and `argument` come quoted, as typed; `known` is a list)
cli-in-option = { $option }: { $why }
cli-unknown-level = --level: unknown level { $name }; expected one of: { $known }
cli-rating-range = --rating: expected a range such as 4.0-6.0, found { $found }
cli-unknown-technique = --require: unknown technique { $name }; known: { $known }
cli-pattern-unreadable = --pattern: cannot read pattern file { $file }: { $why }
cli-pattern-in-file = --pattern: in { $file }: { $why }
cli-pattern-not-a-file = --pattern: cannot read { $file }: not a file
cli-pattern-no-such-file = --pattern: cannot open { $file }: no such file (and as a mask: { $why })
cli-stray-number = unexpected argument { $argument }: to generate { $number } puzzles, write `shudu generate -n { $number }`
cli-stray-argument = unexpected argument { $argument }: generate reads no input (see `shudu generate --help`)
cli-one-position = check --explain judges one position (the player's sheet, with --puzzle the original); found { $found } inputs
cli-hex-too-small = --symbols hex writes digits up to 16; the board has { $size }
cli-not-for-these-rules = { $option } is not available for these rules ({ $rules }): it is defined for classic 9×9 puzzles
cli-line-form-cannot-carry = the line form cannot carry these rules; use --to json or --to fpuzzles
cli-pretty-and-to = --pretty prints grids and --to { $form } another form; give one of them
cli-no-move = no move given: --shuffle for a random disguise, or --transpose, --rotate, --mirror, --swap-rows, --swap-cols, --swap-bands, --swap-stacks, --relabel or --by

## print
cli-no-puzzle-to-print = no puzzle to print
cli-per-page = cannot put { $count } puzzles on a page
cli-pdf-to-terminal = a PDF is not for a terminal: give -o FILE.pdf, or redirect standard output to a file
cli-svg-wants-directory = --to svg writes one file per puzzle: give a directory with -o
cli-svg-not-to-standard-output = --to svg writes one file per puzzle: give a directory with -o, not '-'
cli-pdf-wants-pdf-name = -o { $output }: a PDF booklet is written to a .pdf file (for SVG files, give --to svg and a directory)
cli-svg-to-one-file = -o { $output }: --to svg writes one file per puzzle into a directory, not one file
cli-no-cjk-font = no CJK font found to print Chinese (looked for { $fonts }): install fonts-noto-cjk (or fonts-wqy-microhei), or name a font file with --font FILE
cli-several-solutions = the puzzle has several solutions; a printed puzzle needs exactly one
cli-no-solution = the puzzle has no solution

## serve
cli-cannot-listen = cannot listen on { $address }: { $why }
cli-bound-address = cannot read the bound address: { $why }
cli-listener-setup = cannot set up the listener: { $why }
cli-runtime-start = cannot start the server's runtime: { $why }
cli-listener-handover = cannot hand the listener to the runtime: { $why }
cli-ctrl-c = cannot watch for Ctrl-C: { $why }
cli-server-stopped = the server stopped on an error: { $why }
