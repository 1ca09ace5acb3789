// The Photo button (a server built with the `scan` feature: `cargo build -p shudu-cli
// --features serve,scan`): a screenshot of the page's own board, and a newspaper photo,
// uploaded through the button read as their puzzles; the picture shows beside the sheet,
// straightened, from a URL of the page's own; unsure and corrected cells are marked and
// named; a digit typed over the sheet corrects it; "Play this" starts the game, and only
// once every unsure cell is confirmed (a misread cell can leave a proper puzzle, not the
// paper's); a file that is not an image and a picture with no grid get clear messages;
// the dialog fits a phone, in English and Chinese; and a server without the route (its
// OpenAPI document without /api/scan) gets no button.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PUZZLE, ROOT, button, errors, launch, nameOf, openFresh, ready, requests, scratchDir, screenshotDir, startServer } from './harness.js';

/** The photo of the scanner's tests (Wicht–Hennebert dataset, CC BY 4.0) and its puzzle. */
const PHOTO = path.join(ROOT, 'crates/shudu-scan/tests/fixtures/photo1.jpg');
const PHOTO_PUZZLE = '...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...';

let server, base;

before(async () => {
  server = await startServer();
  base = server.url;
});

after(async () => {
  await server?.stop();
});

/**
 * Uploads `file` ({name, mimeType, buffer}) through the Photo button, or through another
 * file control (`input`: 'picture-file' for Image file); waits for an answer.
 */
async function upload(page, file, input = 'photo-file') {
  const photo = page.locator('#photo');
  await photo.waitFor({ state: 'visible' });
  await page.locator(`#${input}`).setInputFiles(file);
  await page.waitForFunction(() => {
    const verdict = document.getElementById('photo-verdict').textContent;
    return verdict && verdict !== 'Reading the photo…';
  });
}

/**
 * Makes the scan's answer flag exactly `cells` unsure, and `corrected` as corrected, the
 * digits read left as they are (the committed photo still reads as its proper puzzle): a
 * set of cells to check that does not depend on the scanner's model.
 */
async function flagUnsure(page, cells, corrected = []) {
  await page.route('**/api/scan', async (route) => {
    const response = await route.fetch();
    const record = await response.json();
    record.unsure = cells;
    record.corrected = corrected;
    for (const c of record.cells) c.unsure = cells.includes(c.cell);
    await route.fulfill({ response, json: record });
  });
}

/** The dialog's picture, once the grid in it is straightened. */
async function straightened(page) {
  await page.waitForSelector('#photo-figure.straight:not([hidden])');
  return page.locator('#photo-picture');
}

/** Has the page record the object URLs it makes and revokes (window.urls). */
const watchUrls = (page) =>
  page.addInitScript(() => {
    const urls = (window.urls = { made: [], revoked: [] });
    const [make, revoke] = [URL.createObjectURL, URL.revokeObjectURL];
    URL.createObjectURL = (blob) => {
      const url = make(blob);
      urls.made.push(url);
      return url;
    };
    URL.revokeObjectURL = (url) => {
      urls.revoked.push(url);
      revoke(url);
    };
  });

/** The object URLs made and not revoked yet. */
const live = (page) => page.evaluate(() => window.urls.made.filter((u) => !window.urls.revoked.includes(u)));

/** Asserts that `box` lies within a `width` × `height` viewport. */
function inView(box, width, height, what) {
  assert.ok(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${what} is within the ${width}×${height} viewport: ${JSON.stringify(box)}`);
}

/** The sheet's digits as an 81-character line. */
const sheetLine = (page) =>
  page.$$eval('#photo-sheet input', (fields) => fields.map((f) => f.value || '.').join(''));

test('a screenshot of the board is read as its puzzle, corrected by typing, then played', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await openFresh(page, base);
    // The page's own board, as a screenshot of it would show it: the grid with a margin of
    // the page around it, the selected cell and its peers highlighted.
    const board = await page.locator('#board').boundingBox();
    const margin = 24;
    const shot = await page.screenshot({
      clip: { x: board.x - margin, y: board.y - margin, width: board.width + 2 * margin, height: board.height + 2 * margin },
    });
    fs.writeFileSync(path.join(scratchDir('photo'), 'board.png'), shot);
    await openFresh(page, base, PHOTO_PUZZLE);
    // A screenshot is a saved picture: it comes through Image file, not the camera.
    await upload(page, { name: 'board.png', mimeType: 'image/png', buffer: shot }, 'picture-file');
    const dialog = page.getByRole('dialog', { name: 'Puzzle from a photo' });
    assert.ok(await dialog.isVisible());
    assert.equal(await sheetLine(page), PUZZLE);
    assert.match(await page.locator('#photo-verdict').textContent(), /^Proper/);
    const digits = PUZZLE.replace(/\./g, '').length;
    assert.equal(await page.locator('#photo-summary').textContent(), `Read ${digits} digits. Every cell was read with confidence.`);
    // Typing over a cell corrects it: a 5 in r1c1 clashes, erasing it makes it proper again.
    const r1c1 = page.getByRole('textbox', { name: /^r1c1, empty/ });
    await r1c1.focus();
    await page.keyboard.press('5');
    assert.equal(await page.locator('#photo-sheet input').first().getAttribute('aria-label'), 'r1c1, 5, changed from empty');
    await page.waitForFunction(() => /^(Broken rules|Not proper)/.test(document.getElementById('photo-verdict').textContent));
    assert.ok(await button(page, 'Play this').isDisabled());
    // Arrow keys move between the fields.
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'r1c2, empty');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await page.waitForFunction(() => document.getElementById('photo-verdict').textContent === 'Proper: exactly one solution.');
    await page.screenshot({ path: path.join(screenshotDir(), 'photo.png') });
    await button(page, 'Play this').click();
    await page.waitForFunction((p) => location.hash === `#p=${p}`, PUZZLE);
    assert.equal(await nameOf(page, 'r1c6'), 'r1c6, given 2');
    assert.ok(!(await dialog.isVisible()));
    assert.match(await page.locator('#status').textContent(), /from the photo/);
  } finally {
    await browser.close();
  }
});

test('a newspaper photo is read and played', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await openFresh(page, base);
    await upload(page, PHOTO);
    assert.equal(await sheetLine(page), PHOTO_PUZZLE);
    // Whatever cells the scanner is unsure of in this photo wait to be kept, one by one.
    const keep = page.locator('#photo-keep');
    while (await keep.isVisible()) {
      await page.waitForFunction(() => /Confirm the unsure cells first/.test(document.getElementById('photo-verdict').textContent));
      assert.ok(await button(page, 'Play this').isDisabled());
      await keep.click();
    }
    await page.waitForFunction(() => !document.getElementById('photo-play').disabled);
    await button(page, 'Play this').click();
    await page.waitForFunction((p) => location.hash === `#p=${p}`, PHOTO_PUZZLE);
    assert.equal(await nameOf(page, 'r1c4'), 'r1c4, given 7');
  } finally {
    await browser.close();
  }
});

test('cells the scanner is unsure of, and cells the solver corrected, are marked and named', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    // The photo's real answer, with the cells flagged put in here (which cells the scanner
    // is unsure of depends on its model), one of them as corrected.
    await flagUnsure(page, ['r1c4', 'r2c2'], ['r2c2']);
    await openFresh(page, base);
    await upload(page, PHOTO);
    const names = await page.$$eval('#photo-sheet input.unsure, #photo-sheet input.corrected', (fields) =>
      fields.map((f) => `${[...f.classList].filter((c) => c === 'unsure' || c === 'corrected').join(' ')}: ${f.getAttribute('aria-label')}`));
    assert.deepEqual(names, ['unsure: r1c4, 7, unsure, check it', 'unsure corrected: r2c2, 9, corrected by the solver, check it']);
    assert.equal(await page.locator('#photo-summary').textContent(),
      'Read 26 digits. Corrected by the solver: r2c2. Unsure (marked): r1c4, r2c2.');
    await page.waitForFunction(() => document.getElementById('photo-verdict').textContent ===
      'Proper: exactly one solution. Confirm the unsure cells first (2 left): r1c4, r2c2.');
    // A marked cell typed over says what it was.
    const r1c4 = page.getByRole('textbox', { name: /^r1c4,/ });
    await r1c4.fill('1');
    assert.equal(await r1c4.getAttribute('aria-label'), 'r1c4, 1, changed from 7');
  } finally {
    await browser.close();
  }
});

test('the picture shows beside the sheet, straightened, from a URL of the page\'s own', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await watchUrls(page);
    await openFresh(page, base);
    const before = requests.length;
    await upload(page, PHOTO);
    const img = await straightened(page);
    assert.ok(await img.isVisible());
    assert.equal(await img.getAttribute('alt'), 'The grid in your photo, straightened');
    assert.ok(await page.getByRole('img', { name: 'The grid in your photo, straightened' }).isVisible());
    const first = await img.getAttribute('src');
    assert.match(first, /^blob:/);
    const picture = await img.boundingBox();
    inView(picture, 1200, 820, 'the picture');
    assert.ok(picture.width >= 300, `the picture is large enough to read: ${picture.width} px`);
    // Side by side: the picture left of the sheet, level with it, and as large.
    const sheet = await page.locator('#photo-sheet').boundingBox();
    assert.ok(picture.x + picture.width <= sheet.x, `the picture ${JSON.stringify(picture)} is left of the sheet ${JSON.stringify(sheet)}`);
    assert.ok(Math.abs(picture.y - sheet.y) < 4 && Math.abs(picture.width - sheet.width) < 8);
    // The straightened picture is the grid: its middle row is the sheet's, and dark lines
    // (the grid's) run where the sheet's box borders do, a third of the way across.
    const darkness = await img.evaluate((el) => {
      const c = document.createElement('canvas');
      c.width = c.height = 90;
      const g = c.getContext('2d');
      g.drawImage(el, 0, 0, 90, 90);
      const column = (x) => {
        let sum = 0;
        for (let y = 10; y < 80; y++) sum += g.getImageData(x, y, 1, 1).data[0];
        return sum / 70;
      };
      return { line: Math.min(column(30), column(31), column(32)), cell: column(38) };
    });
    assert.ok(darkness.line < darkness.cell - 20, `a box line a third of the way across: ${JSON.stringify(darkness)}`);
    // The picture went nowhere but the scan: no request left the page's own server.
    const elsewhere = requests.slice(before).filter(([, url]) => !url.startsWith(base) && !/^(blob|data):/.test(url));
    assert.deepEqual(elsewhere, []);
    // Another photo replaces the picture and frees the last one's URL.
    await page.locator('#photo-again').setInputFiles(PHOTO);
    await page.waitForFunction((old) => {
      const img = document.getElementById('photo-picture');
      return img.closest('.straight') && img.getAttribute('src') !== old;
    }, first);
    assert.deepEqual(await live(page), [await img.getAttribute('src')], 'only the picture shown is kept');
    await page.getByRole('button', { name: 'Cancel' }).click();
    assert.deepEqual(await live(page), [], 'closing frees the picture');
  } finally {
    await browser.close();
  }
});

test('Play waits until every unsure cell is confirmed, though the grid read is proper', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await flagUnsure(page, ['r1c4', 'r2c2', 'r3c2']);
    await openFresh(page, base);
    await upload(page, PHOTO);
    await straightened(page);
    const verdict = page.locator('#photo-verdict');
    await page.waitForFunction(() => /^Proper/.test(document.getElementById('photo-verdict').textContent));
    assert.equal(await verdict.textContent(), 'Proper: exactly one solution. Confirm the unsure cells first (3 left): r1c4, r2c2, r3c2.');
    assert.ok(!(await verdict.evaluate((el) => el.classList.contains('error'))));
    await page.waitForTimeout(400); // no later verdict enables it
    assert.ok(await button(page, 'Play this').isDisabled());
    // The keyboard starts at the first cell in question; Enter keeps it as read and moves on.
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'r1c4, 7, unsure, check it');
    assert.ok(await page.locator('#photo-figure .photo-ring').isVisible());
    await page.keyboard.press('Enter');
    assert.ok(await page.getByRole('dialog').isVisible(), 'Enter kept the cell, it did not send the form');
    assert.equal(await page.locator('#photo-sheet input').nth(3).getAttribute('aria-label'), 'r1c4, 7, confirmed');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'r2c2, 9, unsure, check it');
    assert.equal(await verdict.textContent(), 'Proper: exactly one solution. Confirm the unsure cells first (2 left): r2c2, r3c2.');
    assert.ok(await button(page, 'Play this').isDisabled());
    // Typing over a cell confirms it, the same digit as read included.
    await page.keyboard.press('9');
    assert.equal(await page.locator('#photo-sheet input').nth(10).getAttribute('aria-label'), 'r2c2, 9, confirmed');
    await page.waitForFunction(() => /\(1 left\): r3c2\.$/.test(document.getElementById('photo-verdict').textContent));
    assert.ok(await button(page, 'Play this').isDisabled());
    // A click (or a tap) on Keep keeps the last, an empty cell; then Play is enabled.
    await button(page, 'Keep r3c2 empty').click();
    assert.equal(await verdict.textContent(), 'Proper: exactly one solution.');
    assert.ok(await page.locator('#photo-keep').isHidden());
    assert.ok(!(await button(page, 'Play this').isDisabled()));
    assert.equal(await page.evaluate(() => document.activeElement.id), 'photo-play');
    await page.screenshot({ path: path.join(screenshotDir(), 'photo-confirmed.png') });
    await button(page, 'Play this').click();
    await page.waitForFunction((p) => location.hash === `#p=${p}`, PHOTO_PUZZLE);
  } finally {
    await browser.close();
  }
});

/** The dialog's words for two unsure cells, r1c4 (a 7) and r3c2 (empty), in each language. */
const WORDS = [
  { lang: 'en', locale: 'en-GB', picture: 'The grid in your photo, straightened', proper: 'Proper: exactly one solution.',
    twoLeft: 'Proper: exactly one solution. Confirm the unsure cells first (2 left): r1c4, r3c2.', keep: 'Keep r1c4 as 7', keepEmpty: 'Keep r3c2 empty' },
  { lang: 'zh-Hans', locale: 'zh-CN', picture: '你照片中的盘面（已摆正）', proper: '合格：恰有一个解。',
    twoLeft: '合格：恰有一个解。请先确认不确定的格子（还剩 2 个）：r1c4、r3c2。', keep: '保留 r1c4 为 7', keepEmpty: '保留 r3c2 为空' },
  { lang: 'zh-Hant', locale: 'zh-TW', picture: '你照片中的盤面（已擺正）', proper: '合格：恰有一個解。',
    twoLeft: '合格：恰有一個解。請先確認不確定的格子（還剩 2 個）：r1c4、r3c2。', keep: '保留 r1c4 為 7', keepEmpty: '保留 r3c2 為空' },
];
const DEVICES = [
  { device: 'desktop', options: {}, width: 1200, height: 820 },
  { device: 'phone', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, width: 390, height: 844 },
];

for (const words of WORDS) {
  for (const { device, options, width, height } of DEVICES) {
    test(`the confirmation in ${words.lang} on a ${device}: picture, words, targets`, async () => {
      const browser = await launch({ ...options, locale: words.locale });
      try {
        const page = await browser.context.newPage();
        await flagUnsure(page, ['r1c4', 'r3c2']);
        await openFresh(page, base);
        await upload(page, PHOTO);
        const img = await straightened(page);
        assert.equal(await img.getAttribute('alt'), words.picture);
        inView(await img.boundingBox(), width, height, 'the picture');
        const picture = await img.boundingBox();
        const sheet = await page.locator('#photo-sheet').boundingBox();
        if (device === 'phone') {
          assert.ok(sheet.y >= picture.y + picture.height, 'on a phone the sheet is under the picture');
          assert.ok(picture.width >= 300 && sheet.width >= 300, `both legible: ${picture.width}, ${sheet.width} px`);
        } else assert.ok(picture.x + picture.width <= sheet.x, 'on a desktop the picture is beside the sheet');
        await page.waitForFunction((w) => document.getElementById('photo-verdict').textContent === w, words.twoLeft);
        assert.ok(await page.locator('#photo-play').isDisabled());
        assert.equal(await page.locator('#photo-keep').textContent(), words.keep);
        await page.screenshot({ path: path.join(screenshotDir(), `photo-${words.lang}-${device}.png`) });
        // Every target in the dialog is at least 32 px each way (44 for buttons on a phone).
        const small = await page.$$eval('#photo-dialog button, #photo-dialog .button, #photo-dialog input.photo-cell', (els) =>
          els.filter((el) => el.checkVisibility())
            .map((el) => [el.id || el.dataset.cell || el.textContent, el.getBoundingClientRect()])
            .filter(([, r]) => r.width < 32 || r.height < 32)
            .map(([name, r]) => `${name}: ${r.width}×${r.height}`));
        assert.deepEqual(small, []);
        // Keep, tapped or clicked, confirms each in turn, then Play is enabled.
        await page.locator('#photo-keep').click();
        assert.equal(await page.locator('#photo-keep').textContent(), words.keepEmpty);
        await page.locator('#photo-keep').click();
        assert.equal(await page.locator('#photo-verdict').textContent(), words.proper);
        assert.ok(!(await page.locator('#photo-play').isDisabled()));
        inView(await page.locator('#photo-play').boundingBox(), width, height, 'Play this');
        await page.screenshot({ path: path.join(screenshotDir(), `photo-${words.lang}-${device}-confirmed.png`) });
      } finally {
        await browser.close();
      }
    });
  }
}

test('a file that is not an image, and a picture with no grid, get clear messages', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await openFresh(page, base);
    await upload(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    const verdict = page.locator('#photo-verdict');
    assert.match(await verdict.textContent(), /^The request body must be an image/);
    assert.ok(await verdict.evaluate((el) => el.classList.contains('error')));
    assert.ok(await page.locator('#photo-sheet').isHidden());
    await page.getByRole('button', { name: 'Cancel' }).click();
    await upload(page, { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    assert.match(await verdict.textContent(), /^Not a JPEG or PNG image/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // A picture of words and a few strokes, drawn by the browser: no grid in it.
    const drawn = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 320;
      const g = canvas.getContext('2d');
      g.fillStyle = '#f4f1ea';
      g.fillRect(0, 0, 480, 320);
      g.fillStyle = '#222';
      g.font = '28px sans-serif';
      g.fillText('Crossword answers, page 12', 30, 80);
      g.fillRect(30, 120, 400, 4);
      g.fillText('7 across: lattice', 30, 200);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    await upload(page, { name: 'words.png', mimeType: 'image/png', buffer: Buffer.from(drawn, 'base64') });
    assert.equal(await verdict.textContent(), 'No Sudoku grid found in the image.');
    assert.ok(await button(page, 'Play this').isDisabled());
  } finally {
    await browser.close();
  }
});

test('on a phone the sheet fits and the Photo button is a 44 px target', async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await phone.context.newPage();
    await openFresh(page, base);
    // The button shows once the page has read that the server scans: wait for it, as
    // `upload` does, rather than measure a box that is not there yet on a loaded machine.
    await page.locator('#photo').waitFor({ state: 'visible' });
    const box = await page.locator('#photo').boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `Photo is ${box.width}×${box.height}`);
    assert.equal(await page.locator('#photo-file').getAttribute('capture'), 'environment');
    assert.equal(await page.locator('#photo-file').getAttribute('accept'), 'image/*');
    // Image file opens the saved pictures (screenshots), which `capture` would skip.
    const picture = await page.locator('#picture').boundingBox();
    assert.ok(picture.width >= 44 && picture.height >= 44, `Image file is ${picture.width}×${picture.height}`);
    assert.equal(await page.locator('#picture-file').getAttribute('capture'), null);
    assert.equal(await page.locator('#picture-file').getAttribute('accept'), 'image/*');
    // Reached from the keyboard by its name, as assistive technology finds it.
    const control = page.getByRole('button', { name: 'Photo', exact: true });
    await control.focus();
    assert.equal(await page.evaluate(() => document.activeElement.id), 'photo-file');
    await upload(page, PHOTO);
    const sheet = await page.locator('#photo-sheet').boundingBox();
    assert.ok(sheet.x >= 0 && sheet.x + sheet.width <= 390, `the sheet fits: ${JSON.stringify(sheet)}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling: ${width} px`);
    const play = await button(page, 'Play this').boundingBox();
    assert.ok(play.y + play.height <= 844, `Play this is on screen: ${JSON.stringify(play)}`);
    await page.screenshot({ path: path.join(screenshotDir(), 'photo-phone.png') });
  } finally {
    await phone.close();
  }
});

test('a server without the scan route shows no Photo button', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    // The document a server built without the feature serves: no /api/scan.
    await page.route('**/api/openapi.json', async (route) => {
      const response = await route.fetch();
      const doc = await response.json();
      delete doc.paths['/api/scan'];
      await route.fulfill({ response, json: doc });
    });
    await openFresh(page, base);
    await page.waitForLoadState('networkidle');
    assert.ok(await page.locator('#photo').isHidden());
    assert.ok(await page.locator('#picture').isHidden());
    await page.unroute('**/api/openapi.json');
    await page.reload();
    await ready(page);
    await page.locator('#photo').waitFor({ state: 'visible' });
  } finally {
    await browser.close();
  }
});

test('no script error and no CSP refusal', () => {
  assert.deepEqual(errors, []);
});
