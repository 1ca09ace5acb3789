# The words of a printed booklet (`shudu print`): the labels above the boards, the head
# of the answer pages and the rating captions. The title is the user's own.

## Above each board ("Puzzle 12"), and above an answer printed alone (an SVG file per
## answer). At the back, answers are keyed by the bare number.
print-puzzle = Puzzle { $number }
print-answer = Answer { $number }

## The head of the answer pages, without a title and under one ("Weekend – Answers").
print-answers = Answers
print-answers-titled = { $title } – Answers

## A puzzle's caption with --rating: its level and Sudoku Explainer rating
## ("Hard · ER 3.8"), and what is printed when the rating gave up.
print-caption = { $level } · ER { $er }
print-unrated = unrated

## The font a Chinese book is set in, and why it cannot be used (`why`: the system's or
## the font reader's own words; `ch` the character quoted, `code` its U+ number)
font-not-found = no CJK font found to print Chinese (looked for { $fonts }): install fonts-noto-cjk (or fonts-wqy-microhei), or name a font file
font-unreadable = cannot read the font file { $file }: { $why }
font-malformed = { $file } is not a font that can be printed with: { $why }
font-missing = the font { $font } has no glyph for { $ch } ({ $code }): choose a font that has it
font-subset = cannot embed the font { $font }: { $why }
