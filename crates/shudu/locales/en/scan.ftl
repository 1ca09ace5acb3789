# The photo scanner's words: why an image could not be read as a grid, and the lines
# `shudu scan` writes under a grid it read. `why` is the image decoder's own message.

## Why an image could not be read
scan-not-an-image = not a JPEG or PNG image: { $why }
scan-corrupt = the image is damaged or truncated: { $why }
scan-too-small = the image is { $width }×{ $height } pixels; a grid needs at least { $min }×{ $min }
scan-too-large = the image is { $width }×{ $height } pixels ({ $megapixels } megapixels); the limit is { $limit } megapixels
scan-too-much-data = the image is { $width }×{ $height } pixels that decode to { $megabytes } MB; the limit is { $limit } MB
scan-no-grid = no Sudoku grid found in the image
scan-model = the digit model's weights are malformed: { $why }

## Under a grid read (`cells`: cell names, already listed)
scan-unsure = unsure: { $cells }
scan-corrected = corrected by the solver: { $cells }
scan-other-grids = { $count ->
    [one] another grid may be in the image (1 more shape like one): the largest was read; crop the photo to read another
   *[other] another grid may be in the image ({ $count } more shapes like one): the largest was read; crop the photo to read another
}
scan-proper = proper: exactly one solution
scan-not-proper = not proper: no solution or several
