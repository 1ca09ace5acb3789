# 提示的詞語：各級提示的句子、錯誤、衝突、找不到下一步的原因。每一步本身的詞語在 steps-*.ftl。

no-solution-puzzle = 原題無解
no-solution-dead-cell = { $cell } 已經沒有候選數
no-solution-sheet = 沒有任何終盤能補全這些數字和候選數；如果其中有些是玩家填的，必有一個填錯了（用 --puzzle 給出原題，就能找出是哪一個）
no-solution-entries = 目前填的數字使題目無解
several-cell = { $cell } 可以是 { $first } 也可以是 { $second }

hint-mistakes = { $count ->
       *[other] 有錯誤，請先改正：
    }
hint-clashes = 有錯誤：有些數字衝突：
hint-no-solution = 無解：{ $reason }。
hint-several = 這道題有多個解：{ $reason }。
hint-several-plain = 這道題有多個解。
hint-invalid = 題目給出的數字違反了規則：
hint-solved = 已經解完：沒有要做的了。
hint-none = 沒有提示：{ $reason }。
hint-stuck = 從這個局面出發，shudu 所知的技巧都找不到下一步。
hint-reveal = 來自答案（不是推理）：{ $cell } 是 { $digit }。
hint-nudge = 提示：{ $nudge }。
hint-technique = 提示：「{ $technique }」（{ $rating }）；{ $nudge }。

## 錯誤：完整提示說出答案的數字，技巧提示不說
mistake-wrong-entry = { $cell } 填了 { $entered }，但答案是 { $solution }
mistake-changed-given = { $cell } 現在是 { $now }，但題目給的是 { $given }
mistake-emptied-given = { $cell } 是空的，但題目給的是 { $given }
mistake-missing-candidate = { $cell }：候選數 { $digit } 被刪掉了，但答案正是 { $digit }
mistake-wrong-entry-unsaid = { $cell } 填了 { $entered }，這是錯的
mistake-missing-candidate-unsaid = { $cell }：答案需要的一個候選數被刪掉了
mistake-not-the-solution = { $cell } 填的不是答案的數字
clash = { $first } 和 { $second } 都是 { $digit }（{ $house }）

## 變型數獨的提示找不到下一步的原因
variant-several = 這道題有多個解
variant-unsolvable = 沒有終盤能補全題目給出的數字
variant-invalid = 題目給出的數字違反了規則
variant-filled = 每一格都已填好

## 搜索用完了時間
gave-up-after = { $seconds } 秒後放棄
gave-up-spent = 放棄：時間預算已用完

## 為什麼錯：假設這個錯誤成立，推出的唯一數，直到矛盾
why-suppose-holds = 假如 { $cell } 是 { $digit }：
why-suppose-lacks = 假如 { $cell } 不是 { $digit }：
why-naked = { $cell } 只能是 { $digit }（這一格只剩這個數）
why-hidden = { $cell } 只能是 { $digit }（它是 { $digit } 在{ $house }中唯一可填的位置）
why-naked-anyway = { $cell } 本來就只能是 { $digit }（這一格只剩這個數）
why-hidden-anyway = { $cell } 本來就只能是 { $digit }（它是 { $digit } 在{ $house }中唯一可填的位置）
why-no-digit = 於是 { $cell } 沒有數可填了，
why-no-place = 於是{ $house }沒有地方放 { $digit } 了，
why-cannot = 所以 { $cell } 不能是 { $digit }。
why-must = 所以 { $cell } 必須是 { $digit }。
why-seen = { $other } 已經是 { $digit }，{ $cell } 不能再填同一個數
why-solution = 沒有簡短的推理：本題唯一的解在 { $cell } 是 { $digit }。
why-given = 題目在這裡給出的是 { $digit }。
