# 輸入哪裡有錯、錯在哪裡。檔案的行號在各種語言裡都寫成 `檔案:行:`，編譯器和編輯器都認得這種寫法。

## 位置：來源（檔名、<stdin>）與行號（從 1 起）
at-line = 第 { $line } 行：{ $message }
at-source = { $source }: { $message }
at-source-line = { $source }:{ $line }: { $message }

## 謎題的文字（column 是該行的第幾個字元）
parse-cell-count = 應有 { $expected } 格，卻有 { $found } 格
parse-unexpected-char = 第 { $column } 個字元 { $ch } 無法識別
parse-short-block = 九行式盤面只有 { $rows } 行就結束了
parse-block-row = 盤面的一行應有 9 格，卻有 { $found } 格
parse-json = JSON 盤面：{ $why }
parse-no-puzzle = 沒有找到謎題
parse-too-many = 應只有一道謎題，卻有 { $found } 道
parse-line-too-long = 一行超過 { $mib } MiB（{ $limit } 位元組），已跳過
parse-io = 無法讀取輸入：{ $why }
parse-candidate-slot = { $cell }：第 { $column } 個字元 { $ch } 無法識別（第 { $slot } 位只能是 '{ $slot }'、'.' 或 '0'）
parse-candidate-count = 候選數寫法應有 729 個字元，卻有 { $found } 個
parse-candidate-char = { $cell }：第 { $column } 個字元 { $ch } 無法識別
parse-candidate-char-after = 第 { $column } 個字元 { $ch } 無法識別（已在 81 格之後）
parse-mark-groups = 候選數盤面應有 81 格，卻有 { $found } 格
parse-header-without-puzzle = { $header } 之後沒有謎題
