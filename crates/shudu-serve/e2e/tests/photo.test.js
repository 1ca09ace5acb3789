// The Photo button (a server built with the `scan` feature: `cargo build -p shudu-cli
// --features serve,scan`): a screenshot of the page's own board, and a newspaper photo,
// uploaded through the button read as their puzzles; unsure and corrected cells are
// marked and named; a digit typed over the sheet corrects it; "Play this" starts the game; a file that is not an image and a picture
// with no grid get clear messages; the dialog fits a phone; and a server without the
// route (its OpenAPI document without /api/scan) gets no button.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PUZZLE, ROOT, button, errors, launch, nameOf, openFresh, ready, scratchDir, screenshotDir, startServer } from './harness.js';

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
    // The photo's real answer, with one cell flagged unsure and one as corrected (the
    // committed photo reads with confidence everywhere, so the marks are put in here).
    await page.route('**/api/scan', async (route) => {
      const response = await route.fetch();
      const record = await response.json();
      record.unsure = ['r1c4', 'r2c2'];
      record.corrected = ['r2c2'];
      for (const i of [3, 10]) record.cells[i].unsure = true;
      await route.fulfill({ response, json: record });
    });
    await openFresh(page, base);
    await upload(page, PHOTO);
    const names = await page.$$eval('#photo-sheet input.unsure, #photo-sheet input.corrected', (fields) =>
      fields.map((f) => `${f.className.replace('photo-cell', '').trim()}: ${f.getAttribute('aria-label')}`));
    assert.deepEqual(names, ['unsure: r1c4, 7, unsure, check it', 'unsure corrected: r2c2, 9, corrected by the solver, check it']);
    assert.equal(await page.locator('#photo-summary').textContent(),
      'Read 26 digits. Corrected by the solver: r2c2. Unsure (marked): r1c4, r2c2.');
    await page.waitForFunction(() => /Check the marked cells/.test(document.getElementById('photo-verdict').textContent));
    // A marked cell typed over says what it was.
    const r1c4 = page.getByRole('textbox', { name: /^r1c4,/ });
    await r1c4.fill('1');
    assert.equal(await r1c4.getAttribute('aria-label'), 'r1c4, 1, changed from 7');
  } finally {
    await browser.close();
  }
});

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
