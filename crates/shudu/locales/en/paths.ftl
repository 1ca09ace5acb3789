# The words of an explained path: how it ended, and why it stopped.

path-solved = solved
path-contradiction = no solution: { $cell } has no candidate left
# A path no technique took further; the board where it stopped follows.
path-stuck = stuck: { $note }:
path-stuck-classic = no technique shudu knows applies here
path-stuck-variant = no technique shudu uses on this variant applies here
path-stuck-sized = this position needs techniques beyond those available for this size (singles, pointing and claiming, naked and hidden pairs and triples, X-wing)
