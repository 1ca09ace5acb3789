# 命令行自己的错误：命令为什么在开始工作之前就停下。选项名（`--level`）、文件名、用户输入的值和
# `文件:行:` 的写法在各种语言里都保持原样。`why` 已经是文字：操作系统的说法，或库里某个错误自己的说法。

## 操作系统的说法，按错误的种类
cli-io-not-found = 没有这个文件或目录
cli-io-permission-denied = 没有权限
cli-io-already-exists = 文件已存在
cli-io-is-a-directory = 这是一个目录
cli-io-not-a-directory = 不是目录
cli-io-storage-full = 设备上没有空间了
cli-io-read-only = 文件系统是只读的
cli-io-address-in-use = 地址已被占用
cli-io-address-not-available = 无法使用所请求的地址

## 输入与输出（`to` 是文件名，或像 standard-output 那样的流的名字）
cli-standard-error = 标准错误输出
cli-stdin-twice = 标准输入（'-'）只能读取一次
cli-cannot-open = 无法打开{ $file }：{ $why }
cli-cannot-read = 无法读取{ $file }：{ $why }
cli-not-a-file = 无法读取{ $file }：它不是文件
cli-no-such-file-or-puzzle = 无法打开{ $file }：没有这个文件（当作谜题又太短）
cli-cannot-create = 无法创建{ $file }：{ $why }
cli-not-a-file-name = 无法创建{ $file }：它不是文件名
cli-cannot-write = 无法写入{ $to }：{ $why }
cli-cannot-write-report = 无法把报告写入{ $to }：{ $why }
cli-output-is-input = { $option } { $output }也是输入（{ $input }）：写入它会毁掉正在读取的内容；请写到另一个文件

## 接着写与分片运行（`field` 是运行头记录的键）
cli-resume-without-output = --resume 是接着写一个输出文件：请用 -o FILE 指定它
cli-run-records-want-json = { $option } 写的是 JSON 记录：请加上 --json
cli-resume-other-run = 无法接着写 { $file }：它是另一次运行生成的（{ $field } 原为 { $was }，现为 { $now }）；请写到另一个文件，或删除它重新开始
cli-resume-not-a-record = 无法接着写 { $file }：第 { $line } 行不是 JSON 记录；请写到另一个文件
cli-not-splittable = { $option }：{ $command } 要把每道谜题与之前的所有谜题比较，只能对整个输入一次运行完（请对各分片合并后的输出运行它）
cli-merge-no-shard = merge：{ $file } 没有注明分片的头记录（请用 --json -o FILE 写出每个分片，它会带上头记录）
cli-merge-incomplete = merge：{ $file } 尚未完成（没有汇总记录）：请先用 --resume 把它运行完
cli-merge-other-run = merge：{ $file } 与 { $first } 不是同一次运行的输出（{ $field } 不同）
cli-merge-missing = merge：缺少分片 { $shard }/{ $count }
cli-merge-twice = merge：分片 { $shard } 给了两次（{ $one } 和 { $other }）
cli-merge-short = merge：{ $file } 有 { $found } 条记录，但它分到的条目是 { $expected } 条

## 这个版本没有构建进来的命令（`feature` 既是功能名，也是命令名）
cli-unbuilt = 这个 shudu 构建时没有包含{ $feature ->
    [scan] 照片识别
   *[serve] 网页服务器
}（`{ $feature }` 功能）：请用 `cargo install --locked --path crates/shudu-cli --features { $feature }` 构建，或运行 `cargo run --release --features { $feature } -- { $feature }`

## 选项（`name`、`found` 和 `argument` 带引号，保持用户输入的样子；`known` 是一个列表）
cli-in-option = { $option }：{ $why }
cli-unknown-level = --level：不认识的难度{ $name }；可用的有：{ $known }
cli-rating-range = --rating：应是 4.0-6.0 这样的范围，却是{ $found }
cli-unknown-technique = --require：不认识的技巧{ $name }；可用的有：{ $known }
cli-pattern-unreadable = --pattern：无法读取样式文件{ $file }：{ $why }
cli-pattern-in-file = --pattern：在{ $file }中：{ $why }
cli-pattern-not-a-file = --pattern：无法读取{ $file }：它不是文件
cli-pattern-no-such-file = --pattern：无法打开{ $file }：没有这个文件（当作样式：{ $why }）
cli-stray-number = 多余的参数{ $argument }：要生成{ $number }道谜题，请写 `shudu generate -n { $number }`
cli-stray-argument = 多余的参数{ $argument }：generate 不读取输入（见 `shudu generate --help`）
cli-one-position = check --explain 只判断一个局面（玩家的盘面，用 --puzzle 给出原题）；却给了 { $found } 个输入
cli-hex-too-small = --symbols hex 只能写到 16 的数字；这个盘面的数字到{ $size }
cli-not-for-these-rules = { $option }不适用于这套规则（{ $rules }）：它只适用于标准 9×9 数独
cli-line-form-cannot-carry = 一行的形式容纳不了这些规则；请用 --to json 或 --to fpuzzles
cli-pretty-and-to = --pretty 打印盘面，而 --to { $form }是另一种形式；请只给其中一个
cli-no-move = 没有给出任何变换：用 --shuffle 随机变换，或用 --transpose、--rotate、--mirror、--swap-rows、--swap-cols、--swap-bands、--swap-stacks、--relabel 或 --by

## print
cli-no-puzzle-to-print = 没有可打印的谜题
cli-per-page = 一页无法排{ $count }道谜题
cli-pdf-to-terminal = PDF 不能输出到终端：请给出 -o FILE.pdf，或把标准输出重定向到文件
cli-svg-wants-directory = --to svg 为每道谜题写一个文件：请用 -o 给出一个目录
cli-svg-not-to-standard-output = --to svg 为每道谜题写一个文件：请用 -o 给出一个目录，而不是 '-'
cli-pdf-wants-pdf-name = -o { $output }：PDF 小册子要写入 .pdf 文件（要 SVG 文件，请给出 --to svg 和一个目录）
cli-svg-to-one-file = -o { $output }：--to svg 把每道谜题写成一个文件，放进一个目录，而不是写成一个文件
cli-no-cjk-font = 没有找到能打印中文的 CJK 字体（找过{ $fonts }）：请安装 fonts-noto-cjk（或 fonts-wqy-microhei），或用 --font FILE 指定字体文件
cli-several-solutions = 谜题有多个解；打印的谜题必须恰好有一个解
cli-no-solution = 谜题无解

## serve
cli-cannot-listen = 无法在{ $address }上监听：{ $why }
cli-bound-address = 无法读取绑定的地址：{ $why }
cli-listener-setup = 无法设置监听套接字：{ $why }
cli-runtime-start = 无法启动服务器的运行时：{ $why }
cli-listener-handover = 无法把监听套接字交给运行时：{ $why }
cli-ctrl-c = 无法监听 Ctrl-C：{ $why }
cli-server-stopped = 服务器因出错而停止：{ $why }
