# The words of the chains' steps: forcing chains (X-chains and chains of any
# candidates), Nishio, cell and region forcing chains, their dynamic and nested kinds,
# and bidirectional cycles. Each chain is worded from its assumption, what follows in
# the order it follows: "if r1c1 is 5: r1c2 is not 5, r3c2 is 5". $result is a
# `placement` ("r2c9 must be 9") or the step's removals ("r1c3 cannot be 2").

## A chain.
# A candidate true, or false.
chain-on = { $cell } is { $digit }
chain-off = { $cell } is not { $digit }
# One chain: its assumption ($assumption, a chain-on or chain-off), then what follows.
chain-branch = if { $assumption }: { $implications }
# What follows, one after another.
chain-more = { $head }, { $next }
# Chains one after another (each a chain-branch).
chains-more = { $head }; { $next }

## The steps.
# A cycle: its one chain comes back to where it started.
step-chain-cycle = { $technique }: { $chain }, back where it started; the loop holds read either way round, so { $result }
# A chain from an assumption to a contradiction: the assumption is false.
step-chain-contradiction = { $technique }: { $chains }; the assumption that { $assumption } cannot hold, so { $result }
# Region forcing chains: one chain from each place for $digit in $house.
step-chain-region = { $technique }: { $digit } must go somewhere in { $house }; { $chains }; either way { $result }
# Cell forcing chains: one chain from each candidate of $cell.
step-chain-cell = { $technique }: { $cell } must hold one of its candidates; { $chains }; either way { $result }
# Double forcing chains: a candidate true, then false.
step-chain-either = { $technique }: { $chains }; either way { $result }

