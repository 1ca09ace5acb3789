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
