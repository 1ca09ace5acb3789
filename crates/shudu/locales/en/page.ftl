# The play page of `shudu serve`: every label, button, dialog, status line and verdict it
# shows. The server hands a language's messages to the page (`GET /api/words`) with each
# placeholder left as `{$name}` for the page to fill, so these messages choose no plural
# forms: where English needs one, there are two messages (`-one`, `-many`).

## The document
page-title = shudu
page-language = Language

## The bar at the top
page-time = Time
page-clues = { $count } clues
page-own-scale = (shudu's scale)
page-theme = Theme: { $theme }
page-theme-title = Theme: { $theme } (click to change)
page-theme-system = system
page-theme-light = light
page-theme-dark = dark
page-theme-contrast = high contrast

## The board and its controls
page-board = Sudoku board, use arrow keys to move and digits to fill
page-rules = Rules
page-entry-mode = Entry mode
page-mode-digit = Digit
page-mode-corner = Corner
page-mode-centre = Centre
page-mode-colour = Colour
page-keypad = Keypad
page-key-left = { $digit }, { $left } left
page-key-colour = Colour { $colour }
page-erase = Erase
page-undo = Undo
page-redo = Redo
page-hint = Hint
page-check = Check
page-candidates = Candidates
page-solve-cell = Solve cell
page-solve-all = Solve all
page-more = More
page-apply = Apply
page-fix = Fix
page-close = Close
page-remove-seen = Remove marks seen by a placed digit
page-cage-colours = Colour each cage
page-new = New puzzle
page-own = Own puzzle
page-photo = Photo
page-picture = Image file
page-share = Share
page-rate = Rating
page-export = Export
page-import = Import
page-keys = Keys: arrows move (Shift adds), 1–9 enter (A–G: 10–16 on larger boards), Shift+digit corner, Ctrl+digit centre, Z X C V modes (on 12×12 and 16×16, C is the digit 12: Space changes mode), Delete erases, Ctrl+Z / Ctrl+Y undo and redo, H hint, K check, N new puzzle, S share.

## A cell as a screen reader names it: "r1c1, digit 5"
page-cell-given = given { $digit }
page-cell-digit = digit { $digit }
page-cell-empty = empty
page-cell-candidates = candidates { $digits }
page-cell-corner = corner { $digits }
page-cell-conflict = conflict
page-cell-mistake = mistake
page-cell-colour = colour { $colour }
page-cell-hint = hint { $roles }
page-role-area = in a house of the step
page-role-elim = a candidate removed
page-role-place = the digit placed
page-role-blocker = a digit that rules out a place

## The nine colours
page-colour-1 = orange
page-colour-2 = sky blue
page-colour-3 = green
page-colour-4 = yellow
page-colour-5 = blue
page-colour-6 = red
page-colour-7 = purple
page-colour-8 = grey
page-colour-9 = pink

## Lists the page joins: cells ("r1c1, r2c3"), sentences ("…; …")
page-list-comma = {", "}
page-list-semicolon = {"; "}
page-list-more = {"; …"}
page-list-cell = {", "}

## The status line
page-daily = Today's puzzle
page-daily-started = The daily puzzle of { $date }, { $level }: the same for everybody today.
page-daily-solved = Solved in { $time }. Days in a row: { $streak }. Your best { $level } daily: { $best }.
page-solved-in = Solved in { $time }. Well done!
page-rules-unchecked = The rules could not be checked: { $error }.
page-generating = Generating a puzzle…
page-no-puzzle-in-time = No puzzle came up in { $seconds } s; generating again tries other grids.
page-new-puzzle = New puzzle: { $what }, seed { $seed }.
page-new-puzzle-rules = New puzzle: { $rules }, { $what }, seed { $seed }.
page-cages-only = cages only, no givens
page-given-cell = That cell is a given.
page-mistakes-one = One mistake: { $cells }.
page-mistakes-many = { $count } mistakes: { $cells }.
page-why-one = Why this is wrong
page-why-many = Why these { $count } are wrong
page-rewind = Rewind to the last correct position
page-rewound = Back at the last position that was still right ({ $count } undone; Redo brings them back).
page-rewind-none = No earlier position of this game was right.
page-broken-rules = Broken rules: { $rules }.
page-check-correct = All correct so far.
page-check-solved = Solved: every cell is correct.
page-check-no-solution = The puzzle has no solution.
page-check-multiple = The puzzle has more than one solution.
page-check-other = Check: { $status }.
page-select-cell = Select a cell to solve.
page-unsolvable-multiple = The puzzle cannot be solved: it has several solutions.
page-unsolvable-none = The puzzle cannot be solved: it has no solution.
page-unsolvable-invalid = The puzzle cannot be solved: its givens break the rules.
page-rating = Rating…
page-rating-gave-up = The rating ran out of time.
page-no-rating = No rating: { $reason }.
page-rated = Rated ER { $er }: { $hardest }.
page-error = { $error }.

## The finish card: a solved board, locked until the player edits it anyway
page-finish-title = Solved!
page-finish-title-revealed = Revealed
page-finish-revealed-all = Revealed with Solve all.
page-finish-revealed-cell = Finished with cells revealed by Solve cell.
page-finish-not-counted = A revealed daily puzzle does not count for the days in a row.
page-finish-time = Time
page-finish-level = Level
page-finish-rating = Rating
page-finish-hints = Hints used
page-finish-checks = Checks used
page-finish-mistakes = Mistakes found
page-finish-streak = Days in a row
page-finish-best = Best { $level } daily
page-finish-average = Average { $level } daily ({ $count } solved)
page-finish-daily-hints = Hints per { $level } daily
page-finish-next-daily = Today's { $level } puzzle
page-finish-edit = Edit anyway
page-finish-locked = The puzzle is finished: press Edit anyway to change it.

## Asked before Solve all
page-ask-solve-all-title = Solve all?
page-ask-solve-all = Fill every cell with the solution? The puzzle will count as revealed, not solved.

## Continue: the unfinished games saved in this browser; asked before leaving one
page-continue = Continue
page-continue-title = Unfinished games
page-continue-none = No unfinished games are saved in this browser.
page-continue-progress = { $filled } of { $empty } cells filled · { $time } played
page-continue-last = Last played { $when }
page-continue-daily = Daily puzzle, { $level } · { $date }
page-continue-drill = Drill: { $technique }
page-continue-remove = Remove
page-continue-remove-label = Remove the game last played { $when }
page-continue-gone = That game is no longer saved in this browser.
page-ask-leave-title = Leave this game?
page-ask-leave = It stays saved as it is ({ $filled } of { $empty } cells filled, { $time } played): Continue, or the browser's Back, brings it back.
page-ask-leave-yes = Leave it
page-ask-replace-title = Replace this game?
page-ask-replace = The game loaded is of the same puzzle and takes the place of the one on the board ({ $filled } of { $empty } cells filled, { $time } played): Export it first to keep it.
page-ask-replace-yes = Replace it
page-resumed = You have played this puzzle before: here is your game as you left it.

## What the page says when the server cannot answer
page-unreachable = the server cannot be reached
page-not-json = the server answered { $status } without JSON
page-http-error = error { $status }

## The hint panel
page-hint-mistake-one = There is a mistake
page-hint-mistakes = There are { $count } mistakes
page-hint-nudge = A nudge
page-hint-technique = { $technique } (rating { $rating })
page-hint-technique-own-scale = { $technique } (rating { $rating }, shudu's own scale)
page-hint-solved = Solved
page-hint-solved-text = Every cell is filled correctly.
page-hint-stuck = No technique applies
page-hint-stuck-text = The logic is stuck here.
page-hint-reveal = The solution has { $digit } in { $cell }.
page-hint-gave-up = No hint in time
page-hint-gave-up-text = The search for a step ran out of time.
page-hint-multiple = Multiple
page-hint-unsolvable = Unsolvable
page-hint-invalid = Invalid
page-hint-unsupported = Unsupported
page-hint-none = No hint

## New puzzle
page-new-board = Board
page-size-9 = 9×9
page-size-4 = 4×4 (2×2 boxes)
page-size-6 = 6×6 (2×3 boxes)
page-size-8 = 8×8 (2×4 boxes)
page-size-12 = 12×12 (3×4 boxes)
page-size-16 = 16×16 (4×4 boxes, 1–9 then A–G)
page-new-rules = Rules
page-variant-classic = Classic
page-variant-x = X (diagonals)
page-variant-windoku = Windoku
page-variant-disjoint-groups = Disjoint groups
page-variant-jigsaw = Jigsaw
page-variant-anti-knight = Anti-knight
page-variant-anti-king = Anti-king
page-variant-non-consecutive = Non-consecutive (seconds to make)
page-variant-odd-even = Odd/even cells
page-variant-thermo = Thermo
page-variant-kropki = Kropki dots
page-variant-xv = XV
page-variant-whispers = German whispers
page-variant-renban = Renban
page-variant-arrow = Arrow
page-variant-sandwich = Sandwich
page-variant-little-killer = Little killer
page-variant-killer = Killer
page-new-level = Level
page-new-technique = Technique
page-new-technique-search = search by any name: X-Wing, 二链列…
page-new-technique-uses = The path uses
page-new-technique-any = any technique
page-new-technique-none = No technique has a name with “{ $search }”.
page-new-technique-choice = { $name } ({ $rating })
page-new-symmetry = Symmetry
page-new-seed = Seed
page-new-seed-random = random
page-new-show-rating = Show the rating
page-generate = Generate
page-cancel = Cancel
page-killer-size = Killer puzzles are made on boards up to 9×9.
page-jigsaw-size = Jigsaw puzzles are made on boards up to 12×12.
page-bad-seed = The seed is a whole number (or empty for a random one).
page-symmetry-none = none
page-symmetry-rot180 = rot180
page-symmetry-rot90 = rot90
page-symmetry-mirror-h = mirror-h
page-symmetry-mirror-v = mirror-v
page-symmetry-mirror-hv = mirror-hv
page-symmetry-diagonal = diagonal
page-symmetry-anti-diagonal = anti-diagonal
page-symmetry-diagonals = diagonals
page-symmetry-dihedral = dihedral

## Own puzzle
page-own-prompt = Type or paste a puzzle: an 81-character line, a grid, any form shudu reads; a variant as shudu's variant JSON, f-puzzles JSON or an f-puzzles / SudokuPad URL
page-play-it = Play it
page-proper = Proper: exactly one solution.
page-proper-minimal = Proper: exactly one solution, and minimal.
page-proper-rules = Proper: exactly one solution ({ $rules }).
page-proper-minimal-rules = Proper: exactly one solution, and minimal ({ $rules }).
page-several = Not proper: it has several solutions.
page-several-rules = Not proper: it has several solutions ({ $rules }).
page-no-solution = Not proper: it has no solution.
page-no-solution-rules = Not proper: it has no solution ({ $rules }).
page-cannot-read = Cannot read it: { $error }.
page-your-puzzle = Your puzzle: good luck.

## Puzzle from a photo
page-photo-title = Puzzle from a photo
page-photo-sheet = The grid read: type over a cell to correct it, Enter keeps an unsure one, arrows move
page-photo-unsure = unsure
page-photo-corrected = corrected by the solver
page-play-this = Play this
page-another-photo = Another photo
page-photo-proper = Proper: exactly one solution.
page-photo-several = Not proper yet: it has several solutions. Is a digit missing?
page-photo-none = Not proper yet: it has no solution. Is a digit wrong?
page-cannot-judge = Cannot judge it: { $error }.
page-photo-reading = Reading the photo…
page-photo-read = Read { $count } digits.
page-photo-corrected-cells = Corrected by the solver: { $cells }.
page-photo-unsure-cells = Unsure (marked): { $cells }.
page-photo-all-sure = Every cell was read with confidence.
page-photo-other-grids = Another grid may be in the photo: the largest was read; crop the photo to read another.
page-photo-your-puzzle = Your puzzle from the photo: good luck.
page-photo-cell-changed = changed from { $digit }
page-photo-cell-corrected = corrected by the solver, check it
page-photo-cell-unsure = unsure, check it
page-photo-confirmed = confirmed
page-photo-confirm-first = Confirm the unsure cells first ({ $count } left): { $cells }.
page-photo-keep = Keep { $cell } as { $digit }
page-photo-keep-empty = Keep { $cell } empty
page-photo-picture = Your photo
page-photo-picture-grid = The grid in your photo, straightened

## Share
page-share-what = What to share
page-share-puzzle = Puzzle only
page-share-entries = With my entries
page-share-marks = With my entries and pencil marks
page-share-carries-puzzle = The link carries the puzzle alone: none of your digits or marks, and never colours or the time.
page-share-carries-entries = The link carries the puzzle and your digits; not your marks, and never colours or the time.
page-share-carries-marks = The link carries the puzzle, your digits and your corner and centre marks; never colours or the time.
page-link-entries-bad = The link's entries do not fit this puzzle, so they and its marks were left out: the puzzle opened as new.
page-link-corner-bad = The link's corner marks could not be read, so they were left out; the puzzle opened without them.
page-link-centre-bad = The link's centre marks could not be read, so they were left out; the puzzle opened without them.
page-link-marks-bad = The link's corner and centre marks could not be read, so they were left out; the puzzle opened without them.
page-share-link = Link
page-copy = Copy
page-copied = Copied.
page-copy-by-hand = The link is selected: copy it with Ctrl+C (or long-press and Copy).

## The game as JSON
page-io-title = Game as JSON
page-io-label = The game
page-export-title = Export the game
page-import-title = Import a game
page-export-label = The game as JSON: save the file or copy the text
page-import-label = Paste a game exported before, or open its file
page-download = Download
page-open-file = Open file
page-load = Load
page-not-json-text = Not JSON: { $error }
page-cannot-import = Cannot import: { $error }.
page-imported = Game imported.
page-io-what = What to export or import
page-io-game = The game
page-io-daily = Daily records
page-export-records-title = Export your daily records
page-import-records-title = Import daily records
page-export-records-label = Your daily records as JSON: save the file or copy the text
page-import-records-label = Paste daily records exported before, or open their file: they are merged with yours, and nothing of yours is lost
page-records-summary = Daily puzzles solved: { $solves }. Days in a row: { $streak }. Best times: { $best }.
page-records-none = No daily puzzle solved in this browser yet.
page-records-imported = Daily records merged: { $added } added, { $better } with a better time, { $total } in all.
page-records-a-game = This is a saved game, not daily records: choose The game to import it.
page-records-not-records = This is not a file of shudu daily records: it needs "format": "shudu-daily" and a "solved" list. Your records are as they were.
page-records-bad-entry = The entry "{ $key }" is not a daily record (a date and level such as 2025-03-14/easy, with its time in seconds and the hints used): nothing was imported, and your records are as they were.
page-records-not-saved = The records could not be saved in this browser (storage full or turned off): yours are as they were.
page-finish-records = Daily records

page-new-drill = Practise it
page-drill-started = Drill { $done } of { $size }: find the { $technique } and make its changes (remove the candidates it rules out, or enter the digit it places), then press Check.
page-drill-title = { $technique } drill { $done } of { $size }
page-drill-score = Round over: { $right } of { $size } right.
page-drill-next = Next drill
page-drill-gave-up = No drill came up in { $seconds } s; try again, or another technique.

page-set = Set a puzzle
page-set-title = Setting a puzzle
page-set-info = Setting a puzzle · { $count } clues
page-set-started = An empty board: the digits you type are the puzzle's givens.
page-set-back = Your puzzle in progress is back; Clear starts a new one.
page-set-empty = Type the clues: each digit you type is a given.
page-set-working = Working…
page-set-one = One solution: the puzzle is unique.
page-set-several = { $count } solutions.
page-set-many = 256 or more solutions.
page-set-none = No solution.
page-set-invalid = The clues break the rules: { $rules }.
page-set-gave-up = Gave up: the solutions could not be counted in the time allowed.
page-set-minimal = Minimal: no clue can go.
page-set-redundant = Not minimal: any one of these clues could go (circled): { $clues }.
page-set-additions = Adding these clues makes it unique (in green): { $clues }.
page-set-candidates-gave-up = The true candidates ran out of time: digits left undecided, not drawn: { $count }.
page-set-failed = The server could not answer: { $error }
page-set-show = Show true candidates
page-set-add = Add these clues
page-set-remove = Remove a redundant clue
page-set-play = Play this puzzle
page-set-clear = Clear
page-cell-true = true candidates { $digits }
page-cell-add = clue to add { $digit }
page-cell-redundant = a clue that could go
