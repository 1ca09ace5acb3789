// Games a player comes back to: New puzzle asks before leaving a game in progress (and
// not before leaving a finished or untouched one), the browser's Back returns to the game
// left with its entries and undo history, a puzzle generated again brings back the game
// of it in progress, and the Continue list shows every unfinished
// game saved (a picture of its board, what it is, how far it got, when it was last
// played), brings one back, and forgets one on Remove; on desktop and on a phone.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PUZZLE, button, cell, errors, launch, nameOf, openFresh, screenshotDir, startServer } from './harness.js';

const CLUES = [...PUZZLE].filter((ch) => ch !== '.').length;

let server, browser, page, base;

before(async () => {
  server = await startServer();
  base = server.url;
  browser = await launch();
  page = await browser.context.newPage();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens New puzzle and presses Generate (an easy classic, seed given: the same puzzle each run). */
async function generate(p, seed = '11') {
  await button(p, 'New puzzle').click();
  await p.locator('#new-seed').fill(seed);
  await p.locator('#new-level').selectOption('easy');
  await button(p, 'Generate').click();
}

/** The puzzle line of the game on the board, from the URL. */
const puzzleOf = (p) => p.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('p'));

describe('leaving a game', () => {
  test('New puzzle asks before leaving a game in progress; Cancel keeps it', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await generate(page);
    const ask = page.locator('#ask-dialog');
    await ask.waitFor({ state: 'visible' });
    assert.match(await page.locator('#ask-title').textContent(), /Leave this game\?/);
    assert.match(await page.locator('#ask-text').textContent(), new RegExp(`1 of ${81 - CLUES} cells filled, 0:\\d\\d played`));
    await button(page, 'Cancel').click();
    await ask.waitFor({ state: 'hidden' });
    assert.equal(await puzzleOf(page), PUZZLE);
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
  });

  test('leaving it starts the new puzzle, and Back returns to the game left as it was', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await cell(page, 'r1c2').click();
    await page.keyboard.press('9');
    await generate(page);
    await page.locator('#ask-yes').click();
    await page.waitForFunction((first) => !location.hash.includes(first), PUZZLE);
    const second = await puzzleOf(page);
    assert.notEqual(second, PUZZLE);
    await page.goBack();
    await page.waitForFunction((first) => location.hash.includes(first) && document.getElementById('cell-r1c2')
      .getAttribute('aria-label').includes('digit 9'), PUZZLE);
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
    // Its undo history came back with it.
    await button(page, 'Undo').click();
    assert.equal(await nameOf(page, 'r1c2'), 'r1c2, empty');
    // Forward goes to the new puzzle again.
    await page.goForward();
    await page.waitForFunction((p) => location.hash.includes(p), second);
    assert.equal(await puzzleOf(page), second);
  });

  test('an untouched game is left without a question', async () => {
    await openFresh(page, base);
    await generate(page);
    await page.waitForFunction((first) => !location.hash.includes(first), PUZZLE);
    assert.equal(await page.locator('#ask-dialog').isVisible(), false);
    // The level chosen shows in the header, without the rating (which names the hardest step).
    assert.match(await page.locator('#info').textContent(), /^easy · \d+ clues$/);
  });
});

describe('a puzzle played before', () => {
  test('generated again, it comes back as it was left', async () => {
    await openFresh(page, base);
    await generate(page, '11');
    await page.waitForFunction((first) => !location.hash.includes(first), PUZZLE);
    const eleven = await puzzleOf(page);
    const open = await page.locator('[role=gridcell][aria-label$=", empty"]').first().getAttribute('id');
    await page.click(`#${open}`);
    await page.keyboard.press('5');
    await generate(page, '12');
    await page.locator('#ask-yes').click();
    await page.waitForFunction((p) => !location.hash.includes(p), eleven);
    await generate(page, '11'); // the seed-12 game is untouched: no question
    await page.waitForFunction((p) => location.hash.includes(p), eleven);
    assert.match(await page.locator('#status').textContent(), /You have played this puzzle before/);
    assert.match(await page.locator(`#${open}`).getAttribute('aria-label'), /digit 5$/);
  });
});

describe('Continue', () => {
  test('lists the unfinished games saved, brings one back, and Remove forgets one', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await generate(page);
    await page.locator('#ask-yes').click();
    await page.waitForFunction((first) => !location.hash.includes(first), PUZZLE);
    await cell(page, 'r1c1').click();
    const second = await puzzleOf(page);
    await button(page, 'Continue').click();
    const dialog = page.locator('#continue-dialog');
    await dialog.waitFor({ state: 'visible' });
    // The game on the board is not listed; the one left is, with its picture and words.
    const games = dialog.locator('.continue-game');
    assert.equal(await games.count(), 1);
    const words = await games.first().textContent();
    assert.match(words, new RegExp(`${CLUES} clues`));
    assert.match(words, new RegExp(`1 of ${81 - CLUES} cells filled · 0:\\d\\d played`));
    assert.match(words, /Last played /);
    const picture = games.first().locator('svg.continue-picture');
    assert.equal(await picture.locator('text.given').count(), CLUES); // every given drawn
    assert.equal(await picture.locator('text.entry').count(), 1);
    await games.first().click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await puzzleOf(page), PUZZLE);
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
    // Back returns to the game continued from.
    await page.goBack();
    await page.waitForFunction((p) => location.hash.includes(p), second);
    // The first game is listed now; Remove forgets it, and the list says it is empty.
    await button(page, 'Continue').click();
    await dialog.waitFor({ state: 'visible' });
    assert.equal(await dialog.locator('.continue-game').count(), 1);
    await dialog.getByRole('button', { name: /^Remove the game last played / }).click();
    assert.equal(await dialog.locator('.continue-game').count(), 0);
    assert.equal(await page.locator('#continue-none').isVisible(), true);
    await button(page, 'Close').click();
    assert.equal(await page.evaluate((p) => localStorage.getItem(`shudu.game.${p}`), PUZZLE), null);
  });

  test('on a phone: the list fits the screen and every button is at least 32 px', async () => {
    const phone = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const p = await phone.context.newPage();
      await openFresh(p, base);
      await cell(p, 'r1c1').tap();
      await p.keyboard.press('1');
      await generate(p);
      await p.locator('#ask-yes').tap();
      await p.waitForFunction((first) => !location.hash.includes(first), PUZZLE);
      await button(p, 'Continue').tap();
      await p.locator('#continue-dialog').waitFor({ state: 'visible' });
      await p.screenshot({ path: path.join(screenshotDir(), 'continue-phone.png') });
      for (const b of await p.locator('#continue-dialog button:visible').all()) {
        const box = await b.boundingBox();
        assert.ok(box.height >= 32 && box.width >= 32, `${await b.textContent()}: ${box.width}×${box.height}`);
        assert.ok(box.x >= 0 && box.x + box.width <= 390, `${await b.textContent()} inside the screen: ${JSON.stringify(box)}`);
      }
    } finally {
      await phone.close();
    }
  });

  test('no script errors', () => {
    assert.deepEqual(errors, []);
  });
});

