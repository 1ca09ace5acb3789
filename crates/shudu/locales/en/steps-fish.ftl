# The words of the fish' steps: basic fish (X-Wing, Swordfish, Jellyfish), finned and
# sashimi fish. Houses and lists arrive in words.

step-fish = { $technique } ({ $digits }): in { $bases }, { $digits } lies only in { $covers }, so { $removed }
step-finned-fish = { $technique } ({ $digit }): in { $bases }, { $digit } lies only in { $covers } but for the { $fin_count ->
        [one] fin
       *[other] fins
    } { $fins } in { $fin_box }; if no fin is { $digit } the fish removes { $digit } from the rest of those lines, and if one is, { $fin_box } loses { $digit } elsewhere; either way { $removed }
