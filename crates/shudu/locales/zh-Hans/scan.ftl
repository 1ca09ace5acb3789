# 拍照读题的说明：图片为何读不出盘面，以及 `shudu scan` 在读出的盘面下写的几行。`why` 是图片解码器自己的说明。

## 图片为何读不出
scan-not-an-image = 不是 JPEG 或 PNG 图片：{ $why }
scan-corrupt = 图片已损坏或不完整：{ $why }
scan-too-small = 图片为 { $width }×{ $height } 像素；读出盘面至少需要 { $min }×{ $min }
scan-too-large = 图片为 { $width }×{ $height } 像素（{ $megapixels } 百万像素）；上限为 { $limit } 百万像素
scan-too-much-data = 图片为 { $width }×{ $height } 像素，解码后占 { $megabytes } MB；上限为 { $limit } MB
scan-no-grid = 图片中找不到数独盘面
scan-model = 数字识别模型的权重有误：{ $why }

## 读出的盘面下方（`cells`：已连成列表的格名）
scan-unsure = 没有把握：{ $cells }
scan-corrected = 经求解器更正：{ $cells }
scan-other-grids = 图片中可能还有别的盘面（另有 { $count } 个形似盘面的图形）：已读出最大的一个；裁剪照片可读出其他盘面
scan-proper = 合格：恰有一个解
scan-not-proper = 不合格：无解或有多个解
