# 拍照讀題的說明：圖片為何讀不出盤面，以及 `shudu scan` 在讀出的盤面下寫的幾行。`why` 是圖片解碼器自己的說明。

## 圖片為何讀不出
scan-not-an-image = 不是 JPEG 或 PNG 圖片：{ $why }
scan-corrupt = 圖片已損壞或不完整：{ $why }
scan-too-small = 圖片為 { $width }×{ $height } 像素；讀出盤面至少需要 { $min }×{ $min }
scan-too-large = 圖片為 { $width }×{ $height } 像素（{ $megapixels } 百萬像素）；上限為 { $limit } 百萬像素
scan-too-much-data = 圖片為 { $width }×{ $height } 像素，解碼後佔 { $megabytes } MB；上限為 { $limit } MB
scan-no-grid = 圖片中找不到數獨盤面
scan-model = 數字辨識模型的權重有誤：{ $why }

## 讀出的盤面下方（`cells`：已連成列表的格名）
scan-unsure = 沒有把握：{ $cells }
scan-corrected = 經求解器更正：{ $cells }
scan-other-grids = 圖片中可能還有別的盤面（另有 { $count } 個形似盤面的圖形）：已讀出最大的一個；裁切照片可讀出其他盤面
scan-proper = 合格：恰有一個解
scan-not-proper = 不合格：無解或有多個解
