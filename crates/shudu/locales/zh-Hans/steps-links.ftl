# 以强链和双值格为基础的技巧每一步的词语：强链（摩天楼、双线风筝、多宝鱼及其更长的形式和
# 区块形式）、空矩形、各种翼（XY、XYZ、W 翼与待定数组翼）、染色、X 链、XY 链与 ALS-XZ。
# $removed 是这一步删去的候选数（“r1c3 不能是 2”）；区域和列举已是中文，格子保留 r1c1 的写法。

## 强链
step-strong-links = { $technique }（数字 { $digit }）：{ $links }；{ $weak_links }；{ $conclusion }，因此 { $removed }
strong-links-strong = { $from } 或 { $to } 是 { $digit }（{ $house }中的强链）
strong-links-weak = { $from } 与 { $to } 同在{ $house }（弱链）
strong-links-more = { $head }，{ $next }
strong-links-last = { $head }，{ $last }
strong-links-open = 所以 { $first } 或 { $last } 是 { $digit }
strong-links-loop = 链的首尾相接成环（{ $first } 与 { $last } 同在{ $house }），所以每条弱链也都成为强链

## 空矩形
step-empty-rectangle = { $technique }（数字 { $digit }）：在{ $box_house }中，{ $digit } 只位于{ $row }和{ $column }上；{ $line }中的 { $digit } 只能位于 { $near } 和 { $far }。如果 { $far } 不是 { $digit }，{ $near } 就是，于是{ $box_house }中{ $lost }上的格子都不是 { $digit }，{ $digit } 只能位于{ $kept }上；如果 { $far } 是 { $digit }，它本身就能看到目标格。无论哪种情况，{ $removed }

## 翼
step-wing = { $technique }：无论枢纽格 { $pivot } 填哪个数，钳子 { $first } 和 { $second } 中总有一个是 { $digit }，所以 { $removed }
step-w-wing = { $technique }：{ $first } 和 { $second } 都只有 { $x } 和 { $y } 两个候选数；在{ $house }中，{ $x } 只能位于 { $first_end }（能看到 { $first }）和 { $second_end }（能看到 { $second }），所以这两个双值格中必有一个不是 { $x }，而是 { $y }：{ $removed }
step-als-wing = { $technique }：{ $cells } 合起来只有 { $digits } 这几个候选数，比格子数多一个（待定数组），而 { $pincer } 的候选数是 { $first } 和 { $second }；两者不能都是 { $first }，所以 { $removed }
als-wing-set-in = { $cells }（{ $house }）

## 染色
step-colouring = { $technique }（数字 { $digit }）：给它的强链染色，得到 { $colours }；{ $reason }：{ $removed }
colouring-colour = { $colour } = { $cells }
colouring-more = { $head }，{ $next }
colouring-trap = 这组强链中为真的 { $digit } 都是同一种颜色，所以同时看到两种颜色的格子不能是 { $digit }
colouring-wrap = { $first } 和 { $second } 同在一个区域，而且颜色都是 { $colour }，所以这种颜色为假
colouring-partners = { $first }（{ $first_colour }）和 { $second }（{ $second_colour }）互相看到，所以这两种颜色至少有一种为假，它们的配对色至少有一种为真；同时看到这两种配对色的格子不能是 { $digit }
colouring-sees-both = 颜色 { $colour } 既看到颜色 { $seen }（{ $first } 和 { $second }），又看到颜色 { $other }（{ $third } 和 { $fourth }），而这两种颜色中必有一种为真，所以颜色 { $colour } 为假

## 链
step-x-chain = { $technique }（数字 { $digit }，{ $count } 条强链）：{ $steps }；所以 { $first } 或 { $last } 是 { $digit }，因此 { $removed }
x-chain-start = 如果 { $cell } 不是 { $digit }
x-chain-is = { $cell } 就是
x-chain-is-not = { $cell } 就不是
x-chain-then = { $head }，{ $next }
step-xy-chain = { $technique }（数字 { $digit }，经过 { $count } 个双值格）：如果 { $first } 不是 { $digit }，它就是 { $own }，于是 { $forced }；所以 { $first } 或 { $last } 是 { $digit }，因此 { $removed }
xy-chain-forced = { $cell } 是 { $digit }
xy-chain-then = { $head }，接着 { $next }
step-als-xz = { $technique }：{ $first_house }中的 { $first_cells } 只有 { $first_digits }，{ $second_house }中的 { $second_cells } 只有 { $second_digits }（两组都是待定数组：数字比格子多一个）；一组中的每个 { $x } 都能看到另一组中的每个 { $x }（受限公共数），所以至多一组含有 { $x }，另一组就只能填它的其余数字；因此两组中必有一组含有 { $z }，所以 { $removed }
