# 输入哪里有错、错在哪里。文件的行号在各种语言里都写成 `文件:行:`，编译器和编辑器都认得这种写法。

## 位置：来源（文件名、<stdin>）与行号（从 1 起）
at-line = 第 { $line } 行：{ $message }
at-source = { $source }: { $message }
at-source-line = { $source }:{ $line }: { $message }

## 谜题的文字（column 是该行的第几个字符）
parse-cell-count = 应有 { $expected } 格，却有 { $found } 格
parse-unexpected-char = 第 { $column } 个字符 { $ch } 无法识别
parse-short-block = 九行式盘面只有 { $rows } 行就结束了
parse-block-row = 盘面的一行应有 9 格，却有 { $found } 格
parse-json = JSON 盘面：{ $why }
parse-no-puzzle = 没有找到谜题
parse-too-many = 应只有一道谜题，却有 { $found } 道
parse-line-too-long = 一行超过 { $mib } MiB（{ $limit } 字节），已跳过
parse-io = 无法读取输入：{ $why }
parse-candidate-slot = { $cell }：第 { $column } 个字符 { $ch } 无法识别（第 { $slot } 位只能是 '{ $slot }'、'.' 或 '0'）
parse-candidate-count = 候选数写法应有 729 个字符，却有 { $found } 个
parse-candidate-char = { $cell }：第 { $column } 个字符 { $ch } 无法识别
parse-candidate-char-after = 第 { $column } 个字符 { $ch } 无法识别（已在 81 格之后）
parse-mark-groups = 候选数盘面应有 81 格，却有 { $found } 格
parse-header-without-puzzle = { $header } 之后没有谜题
