# What is wrong with a variant's rules, a puzzle of it or a file describing it, and the
# rules in words. Field names of the JSON forms ("size", "grid") and f-puzzles' keys stay
# as the files write them, in every language.

## The board and its rules in words: "9×9 (3×3 boxes), jigsaw, diagonal-main, killer".
## In English each rule keeps its name on the command line and in the JSON forms.
variant-shape = { $size }×{ $size } ({ $rows }×{ $cols } boxes)
rule-jigsaw = jigsaw
rule-diagonal-main = diagonal-main
rule-diagonal-anti = diagonal-anti
rule-windoku = windoku
rule-disjoint-groups = disjoint-groups
rule-extra-region = extra region
rule-killer = killer
rule-anti-knight = anti-knight
rule-anti-king = anti-king
rule-non-consecutive = non-consecutive
rule-odd = odd
rule-even = even
rule-thermo = thermo
rule-kropki = kropki
rule-xv = XV
rule-whispers = German whispers
rule-renban = renban
rule-arrow = arrow
rule-sandwich = sandwich
rule-little-killer = little killer

## Any error
# A reason worded outside the catalogue (a constraint's reader, a JSON parser), kept whole.
variant-reason = { $reason }
variant-unsupported = constraints shudu does not support: { $keys }
variant-not-available = { $verb } is not available for these rules ({ $rules }): it is defined for classic 9×9 puzzles
# A message about one constraint kind: "killer: a cage needs at least one cell".
variant-at-rule = { $rule }: { $message }

## Shapes, regions and extra houses
variant-shape-boxes-side = boxes of { $rows }×{ $cols } make a side of { $size }; shudu handles sides 2 to { $max }
variant-shape-side = a side of { $size }; shudu handles sides 2 to { $max }
variant-shape-prime = a side of { $size } has no box shape (it is prime); give the boxes or regions
variant-regions-count = regions: { $found } cells given, a { $shape } board has { $expected }
variant-regions-number = regions: { $cell } is in region { $region }, but there are only { $count } regions
variant-unknown-rule = unknown rule { $name }; known: x, diagonal-main, diagonal-anti, windoku, disjoint-groups, anti-knight, anti-king, non-consecutive (cages and marked cells come in the JSON forms)
variant-house-cells = { $house } holds { $found } distinct cells of the board; a house needs { $size }
variant-no-windows = a { $shape } board has no room for windoku windows
variant-disjoint-jigsaw = disjoint groups need regular boxes, not jigsaw regions
variant-extra-region-cells = an extra region must hold { $size } cells of the board, not { $found }

## Givens and solutions
variant-givens-count = { $found } cells given; a { $shape } board has { $expected }
variant-givens-digit = { $cell } holds { $digit }, more than the largest digit { $size }
variant-solution-count = a solution of { $found } cells for a board of { $expected }
variant-solution-empty = the solution has no digit from 1 to { $size } at { $cell }
variant-solution-given = the solution has { $digit } at { $cell }, where the puzzle gives { $given }
variant-solution-broken = the solution breaks a rule: { $broken }

## What the logic engine (hints, explanations, ratings) reasons with
variant-logic-size = hints, explanations and ratings are for 9×9 boards; this one is { $size }×{ $size }
variant-logic-rule = hints, explanations and ratings do not handle the { $rule } rule yet
variant-layout-house = the layout lacks house { $house } of rows, columns and boxes
variant-cage-empty = a cage without cells
variant-cage-sum-large = { $cage } has the sum { $sum }, above 45

## Generating
variant-no-solution = the rules ({ $rules }) have no solution
variant-no-cages = no cages drawn in { $attempts } attempts ({ $refinements } refinements each) made a unique puzzle without givens
variant-no-jigsaw = no jigsaw layout with a solution came up in { $attempts } attempts for { $rules }

## A player's sheet and pencil marks
# "r1c1: …": a message about one cell.
variant-at-cell = { $cell }: { $message }
variant-sheet-cells = the sheet has { $found } cells; a { $size }×{ $size } board has { $expected }
variant-sheet-digits-cells = the sheet's digits have { $found } cells; a { $size }×{ $size } board has { $expected }
variant-marks-cells = the marks have { $found } cells; a { $size }×{ $size } board has { $expected }
variant-marks-list-cells = the list of marks has { $found } cells; a { $size }×{ $size } board has { $expected }
# What a cell holds where it is not a digit.
variant-empty = empty
variant-given-changed = { $cell } is given { $given } but the sheet has { $now }
variant-not-classic-digit = { $cell } holds { $digit }, not a digit of a 9×9 board
variant-mark-not-classic-digit = { $cell }: { $digit } is not a digit of a 9×9 board
variant-mark-slot = { $cell }: expected { $symbol } or '.' in slot { $slot }, found { $ch } at column { $column }
variant-mark-char = { $ch } is not a digit of a { $size }×{ $size } board (column { $column })
variant-mark-groups = a pencil-mark grid of a { $size }×{ $size } board has { $expected } groups of digits, found { $found }

## The line and grid forms (`column` counts characters of the line)
variant-line-cells = a { $shape } puzzle line needs { $expected } cells, found { $found }
variant-grid-rows-over = more than { $size } rows
variant-grid-cells-over = more than { $size } cells in row { $row }
variant-grid-row-cells = row { $row } has { $found } cells, not { $size }
variant-grid-rows = the grid has { $found } rows, not { $size }
variant-cell-too-large = { $cell }: { $ch } at column { $column } stands for { $digit }, more than the largest digit { $size }
variant-cell-char = { $cell }: unexpected character { $ch } at column { $column }

## Reading a text of puzzles
variant-not-json = not JSON: { $why }
variant-line-not-square = { $count } cells is not a square board shudu knows (16, 36, 64, 81, 144, 256, 625 …); give the size
variant-grid-row-short = a row of a { $size }×{ $size } grid needs { $size } cells, found { $found }
variant-line-count = expected { $expected } cells (a { $size }×{ $size } board), found { $found }
# An entry of a JSON list: "item 2: …".
variant-item = item { $item }: { $message }

## The JSON forms (shudu's and f-puzzles'): where, by field
# A field's item, row or cell: "\"grid\" row 2", "\"grid\" at r1c2".
variant-path-item = { $path } item { $item }
variant-path-row = { $path } row { $row }
variant-path-at = { $path } at { $cell }
# A message about a field: "\"size\": expected 1 to 25, found 0".
variant-at-field = { $field }: { $message }
variant-missing-field = missing field { $field }
variant-missing-key = missing { $key }
variant-fpuzzles-object = an f-puzzles puzzle is a JSON object
variant-expected-range = expected { $min } to { $max }, found { $found }
variant-expected-rows = expected a list of rows
variant-rows-for-size = { $found } rows for size { $size }
variant-expected-cells = expected a list of cells
variant-cells-for-size = { $found } cells for size { $size }
variant-key-not-whole = { $key } is { $found }, not a whole number
variant-value-range = value { $value } is not 1 to { $size }
variant-region-range = region { $region } is not 0 to { $max }
variant-expected-region-objects = expected a list of {"{"}"cells": […]{"}"} objects
# A message about a field holding a constraint of a kind: "\"constraints\" item 2 (killer): …".
variant-at-field-kind = { $field } ({ $kind }): { $message }
variant-json-object = a variant puzzle is a JSON object
variant-unknown-field = unknown field { $field }; shudu's variant JSON has: { $known }
variant-expected-whole = expected a whole number, found { $found }
variant-box-side = { $shape } boxes do not fit a side of { $size }
variant-expected-box = expected [rows, columns], found { $found }
variant-expected-names = expected a list of names
variant-unknown-extra = unknown extra { $name }; known: diagonal-main, diagonal-anti, windoku, disjoint-groups
variant-expected-cell-lists = expected a list of cell lists
variant-expected-objects = expected a list of objects
variant-unknown-constraint = unknown constraint type { $kind }; known: { $known }
variant-expected-solution = expected a string, one symbol per cell
variant-expected-regions = expected { $size } rows of { $size } region numbers 1 to { $size }
variant-region-number = region { $region } is not 1 to { $size }
variant-row-not-list = row { $row } is not a list
variant-expected-givens = expected a line of { $cells } cells or { $size } rows of { $size } numbers

## Links and f-puzzles' compressed form
variant-not-link = { $text } is not an f-puzzles or SudokuPad link, nor f-puzzles' compressed form
variant-unpacked-not-json = the decompressed text is not JSON: { $why } at line { $line }, column { $column }
variant-link-no-puzzle = { $link } carries no puzzle shudu reads: expected https://sudokupad.app/fpuzzles…, …?puzzleid=fpuzzles… or https://www.f-puzzles.com/?load=…
variant-sudokupad-own = SudokuPad puzzle { $id } is not in f-puzzles' form: it is stored on SudokuPad's server or in SudokuPad's own format, which shudu does not read (open it in f-puzzles and export, or use a …/fpuzzles… link)
variant-link-percent = link: '%' at character { $at } is not followed by two hexadecimal digits
variant-link-utf8 = link: its %-escapes are not UTF-8
variant-link-empty = the link carries no compressed puzzle
variant-lz = compressed text: { $message }
variant-lz-short = ends before its end marker (cut short?)
variant-lz-char = { $ch } at character { $at } is not a { $alphabet } character
variant-lz-empty = empty
variant-lz-start = starts with a phrase code, not a unit
variant-lz-surrogate = holds a broken UTF-16 surrogate pair
variant-lz-code = code { $code } names no phrase ({ $made } made so far)

## A text that should hold one puzzle or one player's position (no puzzle: errors.ftl's `parse-no-puzzle`)
variant-several-puzzles = holds several puzzles where one is expected
variant-other-rules = the sheet's rules ({ $sheet }) are not the puzzle's ({ $puzzle })
