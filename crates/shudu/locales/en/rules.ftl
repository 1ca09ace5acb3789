# A variant's rules in words: each rule in one sentence (printed under a board, listed on
# the play page). Names of rules and broken-rule sentences: verdicts-variant.ftl.

## Each rule beyond plain Sudoku, in one sentence.
rule-text-jigsaw = Jigsaw: each outlined region holds every digit once
rule-text-diagonals = Diagonals: each marked diagonal holds every digit once
rule-text-windoku = Windoku: each shaded window holds every digit once
rule-text-disjoint-groups = Disjoint groups: cells at the same place in their boxes hold different digits
rule-text-extra-regions = Extra regions: each shaded region holds every digit once
rule-text-anti-knight = Anti-knight: cells a knight's move apart hold different digits
rule-text-anti-king = Anti-king: cells a king's move apart (diagonally too) hold different digits
rule-text-non-consecutive = Non-consecutive: cells sharing an edge never hold consecutive digits
rule-text-odd = Odd: cells in grey circles hold odd digits
rule-text-even = Even: cells in grey squares hold even digits
rule-text-thermo = Thermometer: digits rise along a thermometer from its bulb
rule-text-kropki = Kropki: cells joined by a white dot hold consecutive digits, by a black dot one twice the other
rule-text-xv = XV: cells joined by an X add up to 10, by a V to 5
rule-text-whispers = German whispers: neighbouring digits along a whispers line differ by at least 5 (on other sizes, by at least half the size, rounded up)
rule-text-renban = Renban: the digits on a renban line differ and form a run of consecutive digits, in any order
rule-text-arrow = Arrow: the digits along an arrow add up to the digit in its circle (a pill of two or three cells reads as one number)
rule-text-sandwich = Sandwich: a number beside a row or above a column is the sum of the digits between its 1 and its 9 (on other sizes, its largest digit)
rule-text-little-killer = Little killer: a number outside the grid with an arrow is the sum of the digits on the diagonal the arrow points along; digits may repeat on it
rule-text-killer = Killer: the digits in a cage differ and add up to the number in its corner
