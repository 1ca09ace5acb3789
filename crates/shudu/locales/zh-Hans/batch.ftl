# 批量处理的词语：给人看的状态（记录里仍是英文的状态名），以及命令在标准错误输出的总结行。

## 状态，按英文状态名
status-solved = 已解
status-explained = 已讲解
status-multiple = 多解
status-unsolvable = 无解
status-no-solution = 无解
status-invalid = 无效
status-error = 出错
status-unique = 唯一解
status-minimal = 最简
status-beyond = 超出技巧
status-gave-up = 放弃
status-unsupported = 不支持
status-stuck = 卡住
status-mistake = 有错
status-mistakes = 有错
status-clashes = 冲突
status-hint = 提示
status-correct-so-far = 目前无误
status-unchecked = 未检查
status-converted = 已转换
status-canonical = 已规范化
status-transformed = 已变换
status-kept = 保留
status-duplicate = 重复
status-generated = 已生成
status-not-proven-minimal = 未证明最简
status-failed = 失败
status-listed = 已列出

## 批量处理计数的东西
noun-puzzle = { $count ->
   *[other] 道谜题
}
noun-image = { $count ->
   *[other] 张图片
}

## 总结行：counts 列出每种状态和它的数目
summary-count = { $status } { $count }
summary-more = { $head }，{ $next }
summary-counts = { $counts }：{ $all }
summary-all = 共 { $total } { $noun }，用时 { $elapsed }（每秒 { $rate } { $nouns }）
progress = { $position } { $nouns }  { $rate }  { $elapsed }

## 标题里条目所在的位置（line 从 1 数起）
place-line = 第 { $line } 行
place-labelled = { $label }（第 { $line } 行）
heading = { $place }：{ $title }
heading-rules = { $place } [{ $rules }]：{ $title }
duplicate-of = { $place }：与 { $first } 重复

## 谜题没有逻辑解法的原因
no-path-not-unique = 不唯一：没有逻辑解法
no-completion = 没有盘面能补全这些提示数
no-path-no-solution = 无解

## 生成的谜题的标题
generated-heading = 谜题 { $index }（{ $clues } 个提示数）
generated-heading-rated = 谜题 { $index }（{ $clues } 个提示数，{ $rating }）
solution-heading = 答案
seed-note = 种子 { $seed }（用 --seed { $seed } 可再生成同样的谜题）
seed-note-transform = 种子 { $seed }（用 --seed { $seed } 可再做出同样的变换）
reading-standard-input = 正在从标准输入读取谜题（按 Ctrl+D 结束）
run-resuming = 接着写 { $file }，其中已有 { $records } 条记录
run-complete = { $file } 已经完成（{ $records } 条记录）：无需再做

## 命令最后说的话（print、serve）
printed = 已打印 { $count } 道谜题：{ $what }，用时 { $seconds } 秒
printed-pdf = { $pages } 页，{ $bytes } 字节，写入 { $to }
printed-svg = { $files } 个 SVG 文件，写入 { $to }
print-refused = 没有打印：有 { $count } 个条目无法打印
standard-output = 标准输出
serve-at = shudu 的页面在 { $url }
serve-no-network = （没有找到网络地址：只有这台机器能打开）
serve-network = 局域网地址：{ $url }
serve-stop = 按 Ctrl-C 停止。
