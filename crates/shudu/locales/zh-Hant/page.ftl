# `shudu serve` 的對局頁面：頁面上的每個標籤、按鈕、對話框、狀態行和判定。
# 伺服器把一種語言的全部訊息交給頁面（GET /api/words），佔位符保留為 {$name}，由頁面填入；
# 頁面在填入處自動在中文與拉丁字母、數字之間留空格。

## 文件
page-title = shudu 數獨
page-language = 語言

## 頂欄
page-time = 用時
page-clues = { $count } 個提示數
page-own-scale = （shudu 自有標尺）
page-theme = 主題：{ $theme }
page-theme-title = 主題：{ $theme }（點按切換）
page-theme-system = 跟隨系統
page-theme-light = 淺色
page-theme-dark = 深色
page-theme-contrast = 高對比度

## 盤面與操作
page-board = 數獨盤面，用方向鍵移動，用數字鍵填數
page-rules = 規則
page-entry-mode = 輸入模式
page-mode-digit = 填數
page-mode-corner = 角標
page-mode-centre = 中標
page-mode-colour = 顏色
page-keypad = 數字鍵盤
page-key-left = { $digit }，還剩 { $left } 個
page-key-colour = 顏色：{ $colour }
page-erase = 擦除
page-undo = 復原
page-redo = 重做
page-hint = 提示
page-check = 檢查
page-candidates = 候選數
page-solve-cell = 解此格
page-solve-all = 全部解出
page-more = 更多
page-apply = 套用
page-fix = 改正
page-close = 關閉
page-remove-seen = 填數後自動刪去同橫列、同直行、同宮的標註
page-cage-colours = 為每個虛線框塗上底色
page-new = 新謎題
page-own = 自己的謎題
page-photo = 拍照
page-picture = 圖片檔
page-share = 分享
page-rate = 評分
page-export = 匯出
page-import = 匯入
page-keys = 按鍵：方向鍵移動（按住 Shift 多選），1–9 填數（較大的盤面上 A–G 為 10–16），Shift+數字為角標，Ctrl+數字為中標，Z X C V 切換模式（12×12 和 16×16 盤面上 C 是數字 12，改用空格鍵切換），Delete 擦除，Ctrl+Z / Ctrl+Y 復原和重做，H 提示，K 檢查，N 新謎題，S 分享。

## 螢幕閱讀器念出的格子：「r1c1，數字 5」
page-cell-given = 提示數 { $digit }
page-cell-digit = 數字 { $digit }
page-cell-empty = 空格
page-cell-candidates = 候選數 { $digits }
page-cell-corner = 角標 { $digits }
page-cell-conflict = 衝突
page-cell-mistake = 錯誤
page-cell-colour = 顏色 { $colour }
page-cell-hint = 提示 { $roles }
page-role-area = 位於這一步的區域
page-role-elim = 刪除候選數
page-role-place = 填入數字
page-role-blocker = 排除該處的數字

## 九種顏色
page-colour-1 = 橙色
page-colour-2 = 天藍色
page-colour-3 = 綠色
page-colour-4 = 黃色
page-colour-5 = 藍色
page-colour-6 = 紅色
page-colour-7 = 紫色
page-colour-8 = 灰色
page-colour-9 = 粉紅色

## 頁面拼接的列表
page-list-comma = 、
page-list-semicolon = ；
page-list-more = ；…
page-list-cell = ，

## 狀態行
page-daily = 今日謎題
page-daily-started = { $date } 的每日謎題，{ $level }：今天每個人的題目都一樣。
page-daily-solved = 用時 { $time } 解完。連續 { $streak } 天。你的{ $level }每日謎題最佳：{ $best }。
page-solved-in = 用時 { $time } 完成，好樣的！
page-rules-unchecked = 無法檢查規則：{ $error }。
page-generating = 正在生成謎題…
page-no-puzzle-in-time = { $seconds } 秒內未能生成謎題；再次生成會嘗試其他盤面。
page-new-puzzle = 新謎題：{ $what }，種子 { $seed }。
page-new-puzzle-rules = 新謎題：{ $rules }，{ $what }，種子 { $seed }。
page-cages-only = 只有虛線框，沒有提示數
page-given-cell = 這一格是提示數。
page-mistakes-one = 一處錯誤：{ $cells }。
page-mistakes-many = { $count } 處錯誤：{ $cells }。
page-why-one = 為什麼錯了
page-why-many = 這 { $count } 處為什麼錯了
page-rewind = 退回到最後一個正確的局面
page-rewound = 已退回到最後一個正確的局面（復原了 { $count } 步，按「重做」可以恢復）。
page-rewind-none = 這局遊戲裡沒有更早的正確局面。
page-broken-rules = 違反規則：{ $rules }。
page-check-correct = 目前全部正確。
page-check-solved = 已完成：每一格都正確。
page-check-no-solution = 這道謎題無解。
page-check-multiple = 這道謎題不止一個解。
page-check-other = 檢查：{ $status }。
page-select-cell = 請先選取要解的格子。
page-unsolvable-multiple = 無法解出：這道謎題有多個解。
page-unsolvable-none = 無法解出：這道謎題無解。
page-unsolvable-invalid = 無法解出：提示數違反了規則。
page-rating = 正在評分…
page-rating-gave-up = 評分超時。
page-no-rating = 無法評分：{ $reason }。
page-rated = 評分 ER { $er }：{ $hardest }。
page-error = { $error }。

## 完成卡片：解完的盤面鎖定，直到玩家選擇仍要修改
page-finish-title = 完成！
page-finish-title-revealed = 已揭曉答案
page-finish-revealed-all = 已用「全部解出」揭曉答案。
page-finish-revealed-cell = 已完成，部分格子由「解此格」揭曉。
page-finish-not-counted = 揭曉過答案的每日謎題不計入連續天數。
page-finish-time = 用時
page-finish-level = 難度
page-finish-rating = 評分
page-finish-hints = 提示次數
page-finish-checks = 檢查次數
page-finish-mistakes = 查出的錯誤
page-finish-streak = 連續天數
page-finish-best = { $level }每日最佳
page-finish-average = { $level }每日平均（已解 { $count } 題）
page-finish-daily-hints = { $level }每日平均提示
page-finish-next-daily = 今日{ $level }謎題
page-finish-edit = 仍要修改
page-finish-locked = 謎題已完成：如需修改，請按「仍要修改」。

## 全部解出前的確認
page-ask-solve-all-title = 全部解出？
page-ask-solve-all = 用答案填滿所有格子嗎？這道題將記為揭曉答案，不算解出。

## 繼續：這個瀏覽器儲存的未完成遊戲；離開前的確認
page-continue = 繼續
page-continue-title = 未完成的遊戲
page-continue-none = 這個瀏覽器裡沒有儲存未完成的遊戲。
page-continue-progress = 已填 { $filled } / { $empty } 格 · 用時 { $time }
page-continue-last = 上次玩於 { $when }
page-continue-daily = 每日謎題，{ $level } · { $date }
page-continue-drill = 練習：{ $technique }
page-continue-remove = 刪除
page-continue-remove-label = 刪除上次玩於 { $when } 的遊戲
page-continue-gone = 這個遊戲已不在這個瀏覽器裡儲存。
page-ask-leave-title = 離開這局遊戲？
page-ask-leave = 它會按現在的樣子儲存（已填 { $filled } / { $empty } 格，用時 { $time }）：按「繼續」或瀏覽器的「返回」即可回來。
page-ask-leave-yes = 離開
page-ask-replace-title = 取代這局遊戲？
page-ask-replace = 載入的是同一道題的對局，會取代盤面上的這局（已填 { $filled } / { $empty } 格，用時 { $time }）：想保留它，請先匯出。
page-ask-replace-yes = 取代
page-resumed = 這道題你玩過：這是你上次離開時的對局。

## 伺服器無法回答時
page-unreachable = 無法連接伺服器
page-not-json = 伺服器返回了 { $status }，但不是 JSON
page-http-error = 錯誤 { $status }

## 提示面板
page-hint-mistake-one = 有一處錯誤
page-hint-mistakes = 有 { $count } 處錯誤
page-hint-nudge = 點撥
page-hint-technique = { $technique }（評分 { $rating }）
page-hint-technique-own-scale = { $technique }（評分 { $rating }，shudu 自有標尺）
page-hint-solved = 已完成
page-hint-solved-text = 每一格都填對了。
page-hint-stuck = 沒有可用的技巧
page-hint-stuck-text = 邏輯推理在這裡卡住了。
page-hint-reveal = 答案在 { $cell } 是 { $digit }。
page-hint-gave-up = 未能及時找到提示
page-hint-gave-up-text = 尋找下一步超時了。
page-hint-multiple = 多解
page-hint-unsolvable = 無解
page-hint-invalid = 提示數衝突
page-hint-unsupported = 不支援
page-hint-none = 沒有提示

## 新謎題
page-new-board = 盤面
page-size-9 = 9×9
page-size-4 = 4×4（2×2 宮）
page-size-6 = 6×6（2×3 宮）
page-size-8 = 8×8（2×4 宮）
page-size-12 = 12×12（3×4 宮）
page-size-16 = 16×16（4×4 宮，1–9 後接 A–G）
page-new-rules = 規則
page-variant-classic = 標準數獨
page-variant-x = 對角線數獨
page-variant-windoku = 窗口數獨
page-variant-disjoint-groups = 同位數獨
page-variant-jigsaw = 鋸齒數獨
page-variant-anti-knight = 無馬數獨
page-variant-anti-king = 無緣數獨
page-variant-non-consecutive = 不連續數獨（需幾秒生成）
page-variant-odd-even = 奇偶數獨
page-variant-thermo = 溫度計數獨
page-variant-kropki = 黑白點數獨
page-variant-xv = VX 數獨
page-variant-whispers = 德國耳語數獨
page-variant-renban = 連番線數獨
page-variant-arrow = 箭頭數獨
page-variant-sandwich = 三明治數獨
page-variant-little-killer = 小殺手數獨
page-variant-killer = 殺手數獨
page-new-level = 難度
page-new-technique = 技巧
page-new-technique-search = 按任意名稱搜尋：二鏈列、X-Wing…
page-new-technique-uses = 解題路徑用到
page-new-technique-any = 任意技巧
page-new-technique-none = 沒有名稱含「{ $search }」的技巧。
page-new-technique-choice = { $name }（{ $rating }）
page-new-symmetry = 對稱
page-new-seed = 種子
page-new-seed-random = 隨機
page-new-show-rating = 顯示評分
page-generate = 生成
page-cancel = 取消
page-killer-size = 殺手數獨最大只能生成 9×9 盤面。
page-jigsaw-size = 鋸齒數獨最大只能生成 12×12 盤面。
page-bad-seed = 種子須為整數（留空則隨機）。
page-symmetry-none = 無
page-symmetry-rot180 = 中心對稱（轉 180°）
page-symmetry-rot90 = 旋轉對稱（轉 90°）
page-symmetry-mirror-h = 上下對稱
page-symmetry-mirror-v = 左右對稱
page-symmetry-mirror-hv = 上下左右對稱
page-symmetry-diagonal = 正對角線對稱
page-symmetry-anti-diagonal = 反對角線對稱
page-symmetry-diagonals = 雙對角線對稱
page-symmetry-dihedral = 全對稱

## 自己的謎題
page-own-prompt = 輸入或貼上一道謎題：81 個字元的一行、一個盤面，或 shudu 能讀的任何格式；變體數獨可用 shudu 的變體 JSON、f-puzzles JSON，或 f-puzzles / SudokuPad 連結
page-play-it = 開始
page-proper = 合格：恰有一個解。
page-proper-minimal = 合格：恰有一個解，且提示數最少。
page-proper-rules = 合格：恰有一個解（{ $rules }）。
page-proper-minimal-rules = 合格：恰有一個解，且提示數最少（{ $rules }）。
page-several = 不合格：有多個解。
page-several-rules = 不合格：有多個解（{ $rules }）。
page-no-solution = 不合格：無解。
page-no-solution-rules = 不合格：無解（{ $rules }）。
page-cannot-read = 無法讀取：{ $error }。
page-your-puzzle = 你的謎題，祝你好運。

## 拍照識題
page-photo-title = 從照片讀取謎題
page-photo-sheet = 讀出的盤面：在格子上直接輸入即可更正，按 Enter 鍵保留不確定的格子，方向鍵移動
page-photo-unsure = 不確定
page-photo-corrected = 已由求解器更正
page-play-this = 開始
page-another-photo = 換一張照片
page-photo-proper = 合格：恰有一個解。
page-photo-several = 還不合格：有多個解。是否漏了數字？
page-photo-none = 還不合格：無解。是否有數字讀錯？
page-cannot-judge = 無法判斷：{ $error }。
page-photo-reading = 正在讀取照片…
page-photo-read = 讀出 { $count } 個數字。
page-photo-corrected-cells = 已由求解器更正：{ $cells }。
page-photo-unsure-cells = 不確定（已標記）：{ $cells }。
page-photo-all-sure = 每一格都讀得很有把握。
page-photo-other-grids = 照片中可能還有別的盤面：已讀取最大的一個；裁剪照片可讀取其他盤面。
page-photo-your-puzzle = 照片中的謎題，祝你好運。
page-photo-cell-changed = 原為 { $digit }
page-photo-cell-corrected = 已由求解器更正，請核對
page-photo-cell-unsure = 不確定，請核對
page-photo-confirmed = 已確認
page-photo-confirm-first = 請先確認不確定的格子（還剩{ $count }個）：{ $cells }。
page-photo-keep = 保留{ $cell }為{ $digit }
page-photo-keep-empty = 保留{ $cell }為空
page-photo-picture = 你的照片
page-photo-picture-grid = 你照片中的盤面（已擺正）

## 分享
page-share-what = 分享什麼
page-share-puzzle = 只分享題目
page-share-entries = 連同我填的數字
page-share-marks = 連同我填的數字和筆記標註
page-share-carries-puzzle = 連結只帶題目：不帶你填的數字和標註，顏色和用時也從不帶上。
page-share-carries-entries = 連結帶上題目和你填的數字；不帶標註，顏色和用時也從不帶上。
page-share-carries-marks = 連結帶上題目、你填的數字以及角標和中標；顏色和用時從不帶上。
page-link-entries-bad = 連結裡的數字與這道題對不上，所以數字和標註都沒有載入：題目以新局開啟。
page-link-corner-bad = 連結裡的角標無法讀取，所以沒有載入；題目已開啟，但不含角標。
page-link-centre-bad = 連結裡的中標無法讀取，所以沒有載入；題目已開啟，但不含中標。
page-link-marks-bad = 連結裡的角標和中標都無法讀取，所以沒有載入；題目已開啟，但不含標註。
page-share-link = 連結
page-copy = 複製
page-copied = 已複製。
page-copy-by-hand = 連結已選取：請按 Ctrl+C 複製（或長按後選「複製」）。

## 以 JSON 儲存的對局
page-io-title = 對局 JSON
page-io-label = 對局
page-export-title = 匯出對局
page-import-title = 匯入對局
page-export-label = 對局的 JSON：儲存為檔案或複製文本
page-import-label = 貼上之前匯出的對局，或開啟其檔案
page-download = 下載
page-open-file = 開啟檔案
page-load = 載入
page-not-json-text = 不是 JSON：{ $error }
page-cannot-import = 無法匯入：{ $error }。
page-imported = 已匯入對局。
page-io-what = 匯出或匯入什麼
page-io-game = 對局
page-io-daily = 每日紀錄
page-export-records-title = 匯出你的每日紀錄
page-import-records-title = 匯入每日紀錄
page-export-records-label = 你的每日紀錄（JSON）：儲存為檔案或複製文字
page-import-records-label = 貼上之前匯出的每日紀錄，或開啟其檔案：會與你現有的紀錄合併，不會遺失任何紀錄
page-records-summary = 已解每日謎題：{ $solves }道。連續天數：{ $streak }。最佳用時：{ $best }。
page-records-none = 這個瀏覽器裡還沒有解過每日謎題。
page-records-imported = 每日紀錄已合併：新增{ $added }筆，{ $better }筆用時更好，共{ $total }筆。
page-records-a-game = 這是儲存的對局，不是每日紀錄：請選「對局」再匯入。
page-records-not-records = 這不是 shudu 的每日紀錄檔案：需要有 "format": "shudu-daily" 和 "solved" 清單。你的紀錄保持不變。
page-records-bad-entry = 條目「{ $key }」不是每日紀錄（應為日期和難度，如 2025-03-14/easy，並帶用時秒數和提示次數）：什麼也沒有匯入，你的紀錄保持不變。
page-records-not-saved = 無法在這個瀏覽器裡儲存紀錄（儲存空間已滿或被關閉）：你的紀錄保持不變。
page-finish-records = 每日紀錄

page-new-drill = 練習這個技巧
page-drill-started = 第 { $done }/{ $size } 題：找出{ $technique }，做出它帶來的變化（刪去它排除的候選數，或填入它確定的數字），然後按「檢查」。
page-drill-title = { $technique }練習 第 { $done }/{ $size } 題
page-drill-score = 本輪結束：{ $size } 題中答對 { $right } 題。
page-drill-next = 下一題
page-drill-gave-up = { $seconds } 秒內沒有找到練習題；請再試一次，或換一個技巧。

page-set = 出題
page-set-title = 正在出題
page-set-info = 出題中：{ $count }個提示數
page-set-started = 空白盤面：你輸入的數字就是謎題的提示數。
page-set-back = 你未完成的題目回來了；按「清空」可重新開始。
page-set-empty = 請輸入提示數：你輸入的每個數字都是提示數。
page-set-working = 計算中…
page-set-one = 恰有一個解：這道題是唯一解。
page-set-several = 有{ $count }個解。
page-set-many = 有256個或更多解。
page-set-none = 無解。
page-set-invalid = 提示數違反規則：{ $rules }。
page-set-gave-up = 已放棄：未能在限定時間內數完解的個數。
page-set-minimal = 最簡：沒有可刪去的提示數。
page-set-redundant = 不是最簡：以下提示數都可以單獨刪去（已圈出）：{ $clues }。
page-set-additions = 加上以下提示數即成唯一解（綠色標出）：{ $clues }。
page-set-candidates-gave-up = 真候選數計算逾時：還有{ $count }個數字未判定，沒有畫出。
page-set-failed = 伺服器無法回答：{ $error }
page-set-show = 顯示真候選數
page-set-add = 加上這些提示數
page-set-remove = 刪去一個多餘的提示數
page-set-play = 玩這道題
page-set-clear = 清空
page-cell-true = 真候選數{ $digits }
page-cell-add = 應加提示數{ $digit }
page-cell-redundant = 可刪去的提示數
