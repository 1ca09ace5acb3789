# 提示的词语：各级提示的句子、错误、冲突、找不到下一步的原因。每一步本身的词语在 steps-*.ftl。

no-solution-puzzle = 原题无解
no-solution-dead-cell = { $cell } 已经没有候选数
no-solution-sheet = 没有任何终盘能补全这些数字和候选数；如果其中有些是玩家填的，必有一个填错了（用 --puzzle 给出原题，就能找出是哪一个）
no-solution-entries = 目前填的数字使题目无解
several-cell = { $cell } 可以是 { $first } 也可以是 { $second }

hint-mistakes = { $count ->
       *[other] 有错误，请先改正：
    }
hint-clashes = 有错误：有些数字冲突：
hint-no-solution = 无解：{ $reason }。
hint-several = 这道题有多个解：{ $reason }。
hint-several-plain = 这道题有多个解。
hint-invalid = 题目给出的数字违反了规则：
hint-solved = 已经解完：没有要做的了。
hint-none = 没有提示：{ $reason }。
hint-stuck = 从这个局面出发，shudu 所知的技巧都找不到下一步。
hint-reveal = 来自答案（不是推理）：{ $cell } 是 { $digit }。
hint-nudge = 提示：{ $nudge }。
hint-technique = 提示：「{ $technique }」（{ $rating }）；{ $nudge }。

## 错误：完整提示说出答案的数字，技巧提示不说
mistake-wrong-entry = { $cell } 填了 { $entered }，但答案是 { $solution }
mistake-changed-given = { $cell } 现在是 { $now }，但题目给的是 { $given }
mistake-emptied-given = { $cell } 是空的，但题目给的是 { $given }
mistake-missing-candidate = { $cell }：候选数 { $digit } 被删掉了，但答案正是 { $digit }
mistake-wrong-entry-unsaid = { $cell } 填了 { $entered }，这是错的
mistake-missing-candidate-unsaid = { $cell }：答案需要的一个候选数被删掉了
mistake-not-the-solution = { $cell } 填的不是答案的数字
clash = { $first } 和 { $second } 都是 { $digit }（{ $house }）

## 变型数独的提示找不到下一步的原因
variant-several = 这道题有多个解
variant-unsolvable = 没有终盘能补全题目给出的数字
variant-invalid = 题目给出的数字违反了规则
variant-filled = 每一格都已填好

## 搜索用完了时间
gave-up-after = { $seconds } 秒后放弃
gave-up-spent = 放弃：时间预算已用完

## 为什么错：假设这个错误成立，推出的唯一数，直到矛盾
why-suppose-holds = 假如 { $cell } 是 { $digit }：
why-suppose-lacks = 假如 { $cell } 不是 { $digit }：
why-naked = { $cell } 只能是 { $digit }（这一格只剩这个数）
why-hidden = { $cell } 只能是 { $digit }（它是 { $digit } 在{ $house }中唯一可填的位置）
why-naked-anyway = { $cell } 本来就只能是 { $digit }（这一格只剩这个数）
why-hidden-anyway = { $cell } 本来就只能是 { $digit }（它是 { $digit } 在{ $house }中唯一可填的位置）
why-no-digit = 于是 { $cell } 没有数可填了，
why-no-place = 于是{ $house }没有地方放 { $digit } 了，
why-cannot = 所以 { $cell } 不能是 { $digit }。
why-must = 所以 { $cell } 必须是 { $digit }。
why-seen = { $other } 已经是 { $digit }，{ $cell } 不能再填同一个数
why-solution = 没有简短的推理：本题唯一的解在 { $cell } 是 { $digit }。
why-given = 题目在这里给出的是 { $digit }。
