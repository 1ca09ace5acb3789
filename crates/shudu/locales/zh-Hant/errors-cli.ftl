# 命令列自己的錯誤：命令為什麼在開始工作之前就停下。選項名（`--level`）、檔名、使用者輸入的值和
# `檔案:行:` 的寫法在各種語言裡都保持原樣。`why` 已經是文字：作業系統的說法，或函式庫裡某個錯誤自己的說法。

## 作業系統的說法，按錯誤的種類
cli-io-not-found = 沒有這個檔案或目錄
cli-io-permission-denied = 沒有權限
cli-io-already-exists = 檔案已存在
cli-io-is-a-directory = 這是一個目錄
cli-io-not-a-directory = 不是目錄
cli-io-storage-full = 裝置上沒有空間了
cli-io-read-only = 檔案系統是唯讀的
cli-io-address-in-use = 位址已被佔用
cli-io-address-not-available = 無法使用所要求的位址

## 輸入與輸出（`to` 是檔名，或像 standard-output 那樣的串流的名字）
cli-standard-error = 標準錯誤輸出
cli-stdin-twice = 標準輸入（'-'）只能讀取一次
cli-cannot-open = 無法開啟{ $file }：{ $why }
cli-cannot-read = 無法讀取{ $file }：{ $why }
cli-not-a-file = 無法讀取{ $file }：它不是檔案
cli-no-such-file-or-puzzle = 無法開啟{ $file }：沒有這個檔案（當作謎題又太短）
cli-cannot-create = 無法建立{ $file }：{ $why }
cli-not-a-file-name = 無法建立{ $file }：它不是檔名
cli-cannot-write = 無法寫入{ $to }：{ $why }
cli-cannot-write-report = 無法把報告寫入{ $to }：{ $why }
cli-output-is-input = { $option } { $output }也是輸入（{ $input }）：寫入它會毀掉正在讀取的內容；請寫到另一個檔案

## 接著寫與分片執行（`field` 是執行標頭記錄的鍵）
cli-resume-without-output = --resume 是接著寫一個輸出檔案：請用 -o FILE 指定它
cli-run-records-want-json = { $option } 寫的是 JSON 記錄：請加上 --json
cli-resume-other-run = 無法接著寫 { $file }：它是另一次執行產生的（{ $field } 原為 { $was }，現為 { $now }）；請寫到另一個檔案，或刪除它重新開始
cli-resume-not-a-record = 無法接著寫 { $file }：第 { $line } 行不是 JSON 記錄；請寫到另一個檔案
cli-not-splittable = { $option }：{ $command } 要把每道謎題與之前的所有謎題比較，只能對整個輸入一次執行完（請對各分片合併後的輸出執行它）
cli-merge-no-shard = merge：{ $file } 沒有註明分片的標頭記錄（請用 --json -o FILE 寫出每個分片，它會帶上標頭記錄）
cli-merge-incomplete = merge：{ $file } 尚未完成（沒有匯總記錄）：請先用 --resume 把它執行完
cli-merge-other-run = merge：{ $file } 與 { $first } 不是同一次執行的輸出（{ $field } 不同）
cli-merge-missing = merge：缺少分片 { $shard }/{ $count }
cli-merge-twice = merge：分片 { $shard } 給了兩次（{ $one } 和 { $other }）
cli-merge-short = merge：{ $file } 有 { $found } 筆記錄，但它分到的條目是 { $expected } 筆

## 這個版本沒有建置進來的命令（`feature` 既是功能名，也是命令名）
cli-unbuilt = 這個 shudu 建置時沒有包含{ $feature ->
    [scan] 照片辨識
   *[serve] 網頁伺服器
}（`{ $feature }` 功能）：請用 `cargo install --locked --path crates/shudu-cli --features { $feature }` 建置，或執行 `cargo run --release --features { $feature } -- { $feature }`

## 選項（`name`、`found` 和 `argument` 帶引號，保持使用者輸入的樣子；`known` 是一個清單）
cli-in-option = { $option }：{ $why }
cli-unknown-level = --level：不認識的難度{ $name }；可用的有：{ $known }
cli-rating-range = --rating：應是 4.0-6.0 這樣的範圍，卻是{ $found }
cli-unknown-technique = --require：不認識的技巧{ $name }；可用的有：{ $known }
cli-pattern-unreadable = --pattern：無法讀取樣式檔案{ $file }：{ $why }
cli-pattern-in-file = --pattern：在{ $file }中：{ $why }
cli-pattern-not-a-file = --pattern：無法讀取{ $file }：它不是檔案
cli-pattern-no-such-file = --pattern：無法開啟{ $file }：沒有這個檔案（當作樣式：{ $why }）
cli-stray-number = 多餘的參數{ $argument }：要產生{ $number }道謎題，請寫 `shudu generate -n { $number }`
cli-stray-argument = 多餘的參數{ $argument }：generate 不讀取輸入（見 `shudu generate --help`）
cli-one-position = check --explain 只判斷一個局面（玩家的盤面，用 --puzzle 給出原題）；卻給了 { $found } 個輸入
cli-hex-too-small = --symbols hex 只能寫到 16 的數字；這個盤面的數字到{ $size }
cli-not-for-these-rules = { $option }不適用於這套規則（{ $rules }）：它只適用於標準 9×9 數獨
cli-line-form-cannot-carry = 一行的形式容納不了這些規則；請用 --to json 或 --to fpuzzles
cli-pretty-and-to = --pretty 印出盤面，而 --to { $form }是另一種形式；請只給其中一個
cli-no-move = 沒有給出任何變換：用 --shuffle 隨機變換，或用 --transpose、--rotate、--mirror、--swap-rows、--swap-cols、--swap-bands、--swap-stacks、--relabel 或 --by

## print
cli-no-puzzle-to-print = 沒有可列印的謎題
cli-per-page = 一頁無法排{ $count }道謎題
cli-pdf-to-terminal = PDF 不能輸出到終端機：請給出 -o FILE.pdf，或把標準輸出重新導向到檔案
cli-svg-wants-directory = --to svg 為每道謎題寫一個檔案：請用 -o 給出一個目錄
cli-svg-not-to-standard-output = --to svg 為每道謎題寫一個檔案：請用 -o 給出一個目錄，而不是 '-'
cli-pdf-wants-pdf-name = -o { $output }：PDF 小冊子要寫入 .pdf 檔案（要 SVG 檔案，請給出 --to svg 和一個目錄）
cli-svg-to-one-file = -o { $output }：--to svg 把每道謎題寫成一個檔案，放進一個目錄，而不是寫成一個檔案
cli-no-cjk-font = 沒有找到能列印中文的 CJK 字型（找過{ $fonts }）：請安裝 fonts-noto-cjk（或 fonts-wqy-microhei），或用 --font FILE 指定字型檔案
cli-several-solutions = 謎題有多個解；列印的謎題必須恰好有一個解
cli-no-solution = 謎題無解

## serve
cli-cannot-listen = 無法在{ $address }上監聽：{ $why }
cli-bound-address = 無法讀取綁定的位址：{ $why }
cli-listener-setup = 無法設定監聽通訊端：{ $why }
cli-runtime-start = 無法啟動伺服器的執行環境：{ $why }
cli-listener-handover = 無法把監聽通訊端交給執行環境：{ $why }
cli-ctrl-c = 無法監聽 Ctrl-C：{ $why }
cli-server-stopped = 伺服器因出錯而停止：{ $why }
