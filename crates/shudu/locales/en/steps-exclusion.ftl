# The words of the exclusion steps: aligned pair and triplet exclusion. $removed is the
# step's removals ("r1c3 cannot be 2"); lists arrive in words.

# $base: the base cells; $excluders: the cells that see them all.
step-aligned-exclusion = { $technique }: { $base } cannot take digits that would leave one of { $excluders } with no candidate, nor the same digit twice in a shared house; no filling left uses what goes: { $removed }
