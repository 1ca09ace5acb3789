# 以強鏈和雙值格為基礎的技巧每一步的詞語：強鏈（摩天樓、雙線風箏、多寶魚及其更長的形式和
# 區塊形式）、空矩形、各種翼（XY、XYZ、W 翼與待定數組翼）、染色、X 鏈、XY 鏈與 ALS-XZ。
# $removed 是這一步刪去的候選數（「r1c3 不能是 2」）；區域和列舉已是中文，格子保留 r1c1 的寫法。

## 強鏈
step-strong-links = { $technique }（數字 { $digit }）：{ $links }；{ $weak_links }；{ $conclusion }，因此 { $removed }
strong-links-strong = { $from } 或 { $to } 是 { $digit }（{ $house }中的強鏈）
strong-links-weak = { $from } 與 { $to } 同在{ $house }（弱鏈）
strong-links-more = { $head }，{ $next }
strong-links-last = { $head }，{ $last }
strong-links-open = 所以 { $first } 或 { $last } 是 { $digit }
strong-links-loop = 鏈的首尾相接成環（{ $first } 與 { $last } 同在{ $house }），所以每條弱鏈也都成為強鏈

## 空矩形
step-empty-rectangle = { $technique }（數字 { $digit }）：在{ $box_house }中，{ $digit } 只位於{ $row }和{ $column }上；{ $line }中的 { $digit } 只能位於 { $near } 和 { $far }。如果 { $far } 不是 { $digit }，{ $near } 就是，於是{ $box_house }中{ $lost }上的格子都不是 { $digit }，{ $digit } 只能位於{ $kept }上；如果 { $far } 是 { $digit }，它本身就能看到目標格。無論哪種情況，{ $removed }

## 翼
step-wing = { $technique }：無論樞紐格 { $pivot } 填哪個數，鉗子 { $first } 和 { $second } 中總有一個是 { $digit }，所以 { $removed }
step-w-wing = { $technique }：{ $first } 和 { $second } 都只有 { $x } 和 { $y } 兩個候選數；在{ $house }中，{ $x } 只能位於 { $first_end }（能看到 { $first }）和 { $second_end }（能看到 { $second }），所以這兩個雙值格中必有一個不是 { $x }，而是 { $y }：{ $removed }
step-als-wing = { $technique }：{ $cells } 合起來只有 { $digits } 這幾個候選數，比格子數多一個（待定數組），而 { $pincer } 的候選數是 { $first } 和 { $second }；兩者不能都是 { $first }，所以 { $removed }
als-wing-set-in = { $cells }（{ $house }）

## 染色
step-colouring = { $technique }（數字 { $digit }）：給它的強鏈染色，得到 { $colours }；{ $reason }：{ $removed }
colouring-colour = { $colour } = { $cells }
colouring-more = { $head }，{ $next }
colouring-trap = 這組強鏈中為真的 { $digit } 都是同一種顏色，所以同時看到兩種顏色的格子不能是 { $digit }
colouring-wrap = { $first } 和 { $second } 同在一個區域，而且顏色都是 { $colour }，所以這種顏色為假
colouring-partners = { $first }（{ $first_colour }）和 { $second }（{ $second_colour }）互相看到，所以這兩種顏色至少有一種為假，它們的配對色至少有一種為真；同時看到這兩種配對色的格子不能是 { $digit }
colouring-sees-both = 顏色 { $colour } 既看到顏色 { $seen }（{ $first } 和 { $second }），又看到顏色 { $other }（{ $third } 和 { $fourth }），而這兩種顏色中必有一種為真，所以顏色 { $colour } 為假

## 鏈
step-x-chain = { $technique }（數字 { $digit }，{ $count } 條強鏈）：{ $steps }；所以 { $first } 或 { $last } 是 { $digit }，因此 { $removed }
x-chain-start = 如果 { $cell } 不是 { $digit }
x-chain-is = { $cell } 就是
x-chain-is-not = { $cell } 就不是
x-chain-then = { $head }，{ $next }
step-xy-chain = { $technique }（數字 { $digit }，經過 { $count } 個雙值格）：如果 { $first } 不是 { $digit }，它就是 { $own }，於是 { $forced }；所以 { $first } 或 { $last } 是 { $digit }，因此 { $removed }
xy-chain-forced = { $cell } 是 { $digit }
xy-chain-then = { $head }，接著 { $next }
step-als-xz = { $technique }：{ $first_house }中的 { $first_cells } 只有 { $first_digits }，{ $second_house }中的 { $second_cells } 只有 { $second_digits }（兩組都是待定數組：數字比格子多一個）；一組中的每個 { $x } 都能看到另一組中的每個 { $x }（受限公共數），所以至多一組含有 { $x }，另一組就只能填它的其餘數字；因此兩組中必有一組含有 { $z }，所以 { $removed }
