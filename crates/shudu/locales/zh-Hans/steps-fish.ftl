# 鱼的每一步的词语：基本鱼（二链列、三链列、四链列）、鳍鱼与退化鱼。

step-fish = { $technique }（{ $digits }）：在{ $bases }中，{ $digits } 只出现在{ $covers }，所以{ $removed }
step-finned-fish = { $technique }（{ $digit }）：在{ $bases }中，除了{ $fin_box }中的{ $fin_count ->
       *[other] 鳍
    } { $fins } 以外，{ $digit } 只出现在{ $covers }；如果鳍都不是 { $digit }，这条鱼就从这些线的其余格子中删去 { $digit }；如果某个鳍是 { $digit }，{ $fin_box }的其他格子就不能是 { $digit }；无论哪种情况，{ $removed }
