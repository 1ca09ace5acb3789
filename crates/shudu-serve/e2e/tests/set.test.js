// Set mode: a setter types clues on an empty board and the panel says, after each pause,
// how many solutions the clues allow, draws the true candidates as marks, offers the clues
// that make the puzzle unique and those that could go, rates a unique one, and plays it.
// Also: typing fast asks once and shows only the last answer, an answer overtaken on its
// way is dropped, the puzzle being set is kept when the setter leaves it, the panel on a
// 390×844 touch phone (every target at least 32 px), and the panel in Chinese.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { button, cell, errors, launch, leaveIfAsked, openFresh, screenshotDir, startServer } from './harness.js';

/** A unique puzzle, not minimal. */
const UNIQUE = '..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..';
/** UNIQUE without r1c4 = 7 and r2c1 = 7: four solutions; the clue r2c7 = 1 makes it unique. */
const SEVERAL = '..9.48.............2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..';
/** SEVERAL with r2c7 = 1. */
const MENDED = `${SEVERAL.slice(0, 15)}1${SEVERAL.slice(16)}`;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let server, base;

before(async () => {
  server = await startServer();
  base = server.url;
});

after(async () => {
  await server?.stop();
  assert.deepEqual(errors, []);
});

/** Opens Set mode from a fresh page (a game with no moves: nothing to ask). */
async function enterSet(page) {
  await openFresh(page, base);
  await page.locator('#set').click();
  await page.waitForSelector('body.setting #set-panel:not([hidden])');
}

/** Types a puzzle's clues by keyboard, row by row from r1c1 (the arrows wrap at a row's end). */
async function typeClues(page, puzzle) {
  await page.click('#cell-r1c1');
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== '.') await page.keyboard.press(puzzle[i]);
    await page.keyboard.press('ArrowRight');
    if (i % 9 === 8) await page.keyboard.press('ArrowDown');
  }
}

/** Waits until the panel shows the answer for `puzzle`, its count said as `words`. */
async function answered(page, puzzle, words) {
  await page.waitForFunction(([p, w]) => {
    const panel = document.querySelector('#set-panel');
    return panel.dataset.answered === p && new RegExp(w).test(document.querySelector('#set-status').textContent);
  }, [puzzle, words.source], { timeout: 20_000 });
}

/** The server's true candidates of a puzzle, asked as the page asks. */
const trueCandidates = (page, puzzle) => page.evaluate(async (p) => (await (await fetch('api/true-candidates', {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ puzzle: p }),
})).json()).candidates, puzzle);

/** The marks each cell shows, as a line of digits per cell ('' for none). */
const shownMarks = (page) => page.evaluate(() => [...document.querySelectorAll('#board .cell')].map((c) => c.querySelector('.cands').textContent));

describe('setting a puzzle', () => {
  let browser, page;

  before(async () => {
    assert.equal(MENDED.length, 81);
    assert.equal(MENDED[15], '1');
    browser = await launch();
    page = await browser.context.newPage();
  });

  after(async () => {
    await browser?.close();
  });

  test('clues typed are givens; several solutions with the true candidates drawn; the clues added make it unique and rated; it plays', async () => {
    await enterSet(page);
    assert.match(await page.locator('#set-status').textContent(), /^Type the clues/);
    // The play-only controls give way to the panel; Undo and Redo stay.
    for (const id of ['hint', 'check', 'solve-all', 'share']) assert.equal(await page.locator(`#${id}`).isVisible(), false, id);
    assert.ok(await page.locator('#undo').isVisible());
    // The colour mode's key (V) leaves the keys digits: a setter types clues only.
    await page.keyboard.press('v');
    assert.equal(await page.locator('#keypad [data-digit="1"] .n').textContent(), '1');
    await typeClues(page, SEVERAL);
    assert.match(await cell(page, 'r1c3').getAttribute('aria-label'), /^r1c3, given 9/);
    assert.ok(await page.locator('#cell-r1c3.given').count());
    await answered(page, SEVERAL, /^4 solutions\.$/);
    // Every empty cell shows the digits some solution holds there, as the server says.
    const truth = await trueCandidates(page, SEVERAL);
    await page.waitForFunction(() => document.querySelectorAll('#board .cell.truth').length > 0);
    const marks = await shownMarks(page);
    for (let i = 0; i < 81; i++) assert.equal(marks[i], SEVERAL[i] === '.' ? truth[i].join('') : '', `cell ${i}`);
    assert.equal(marks[0], '357'); // r1c1: where the solutions part
    assert.match(await cell(page, 'r1c1').getAttribute('aria-label'), /true candidates 3 5 7/);
    // The clue to add, said and picked out among the marks.
    assert.match(await page.locator('#set-detail').textContent(), /r2c7 = 1/);
    assert.equal(await page.locator('#cell-r2c7 .truth-add').textContent(), '1');
    // The marks can be hidden, and shown again.
    await page.getByLabel('Show true candidates').uncheck();
    assert.equal(await page.locator('#board .cell.truth').count(), 0);
    await page.getByLabel('Show true candidates').check();
    assert.ok(await page.locator('#board .cell.truth').count());
    assert.ok(await page.locator('#set-play').isDisabled());
    await page.screenshot({ path: path.join(screenshotDir(), 'set-several-desktop.png') });

    await button(page, 'Add these clues').click();
    await answered(page, MENDED, /^One solution: the puzzle is unique\.$/);
    assert.match(await cell(page, 'r2c7').getAttribute('aria-label'), /^r2c7, given 1/);
    await page.waitForFunction(() => /ER \d+\.\d \/ EP \d+\.\d \/ ED \d+\.\d · /.test(document.querySelector('#set-rating').textContent), null, { timeout: 20_000 });
    // Not minimal: the clues that could go are said and ringed, and one goes at a press.
    const detail = await page.locator('#set-detail').textContent();
    assert.match(detail, /^Not minimal: any one of these clues could go/);
    const ringed = await page.locator('#board .cell.redundant').count();
    assert.ok(ringed > 0);
    assert.ok(await button(page, 'Remove a redundant clue').isVisible());

    // Undo takes the added clue back; Redo puts it again.
    await page.keyboard.press('Control+z');
    await answered(page, SEVERAL, /^4 solutions\.$/);
    await page.keyboard.press('Control+y');
    await answered(page, MENDED, /^One solution/);
    await page.waitForFunction(() => /ER /.test(document.querySelector('#set-rating').textContent), null, { timeout: 20_000 });
    await page.screenshot({ path: path.join(screenshotDir(), 'set-desktop.png') });

    await button(page, 'Play this puzzle').click();
    await page.waitForFunction((p) => location.hash === `#p=${p}` && !document.body.classList.contains('setting'), MENDED);
    assert.match(await cell(page, 'r2c7').getAttribute('aria-label'), /^r2c7, given 1/);
    assert.match(await cell(page, 'r1c1').getAttribute('aria-label'), /^r1c1, empty/);
    assert.match(await page.locator('#info').textContent(), /ER \d/);
    assert.ok(await page.locator('#hint').isVisible());
    // The puzzle being set is kept: Set a puzzle brings it back (the game just started has no moves).
    await page.locator('#set').click();
    await page.waitForSelector('body.setting');
    assert.match(await page.locator('#status').textContent(), /^Your puzzle in progress is back/);
    await answered(page, MENDED, /^One solution/);
    // Clear empties the board, as one move Undo takes back.
    await button(page, 'Clear').click();
    await page.waitForFunction(() => /^Type the clues/.test(document.querySelector('#set-status').textContent));
    assert.equal(await page.locator('#board .cell.given').count(), 0);
    await page.keyboard.press('Control+z');
    await answered(page, MENDED, /^One solution/);
    // Remove a redundant clue: the first ringed one goes, and the puzzle stays unique.
    const first = await page.locator('#board .cell.redundant').first().getAttribute('id');
    await button(page, 'Remove a redundant clue').click();
    await page.waitForFunction(() => document.querySelectorAll('#board .cell.given').length === 25);
    assert.match(await page.locator(`#${first}`).getAttribute('aria-label'), /, empty/);
    await page.waitForFunction(() => /^One solution/.test(document.querySelector('#set-status').textContent)
      && document.querySelector('#set-panel').dataset.answered.replace(/\./g, '').length === 25, null, { timeout: 20_000 });
    await page.keyboard.press('Control+z');
    await answered(page, MENDED, /^One solution/);
  });

  test('the puzzle being set survives a reload, and a game in progress asks before Set mode leaves it', async () => {
    await page.reload();
    await page.waitForSelector('body.setting[data-ready="true"]');
    await answered(page, MENDED, /^One solution/);
    // A game with a move made asks before Set a puzzle leaves it.
    await page.locator('#set-play').click();
    await page.waitForFunction(() => !document.body.classList.contains('setting'));
    await page.click('#cell-r1c1');
    await page.keyboard.press('3');
    await page.locator('#set').click();
    await page.locator('#ask-dialog[open]').waitFor();
    assert.match(await page.locator('#ask-title').textContent(), /Leave this game\?/);
    await page.locator('#ask-yes').click();
    await page.waitForSelector('body.setting');
    // Back returns to the game left, as it was.
    await page.goBack();
    await page.waitForFunction(() => !document.body.classList.contains('setting'));
    assert.match(await cell(page, 'r1c1').getAttribute('aria-label'), /^r1c1, digit 3/);
  });
});

describe('typing fast', () => {
  test('asks once after the pause and shows only the last answer; an answer overtaken on its way is dropped', async () => {
    const browser = await launch();
    try {
      const page = await browser.context.newPage();
      await enterSet(page);
      const asked = [];
      page.on('request', (r) => r.url().endsWith('/api/setter') && asked.push(JSON.parse(r.postData()).puzzle));
      await typeClues(page, SEVERAL);
      await answered(page, SEVERAL, /^4 solutions\.$/);
      // 25 clues typed without a pause: one question (two at most, should the machine stall).
      assert.ok(asked.length <= 2, `${asked.length} questions for 25 clues`);
      assert.equal(asked.at(-1), SEVERAL);

      // The next answer is held back 1.5 s; meanwhile another clue is typed, whose answer comes first.
      let held = true;
      await page.route('**/api/setter', async (route) => {
        const response = await route.fetch();
        if (held) {
          held = false;
          await new Promise((r) => setTimeout(r, 1500));
        }
        try {
          await route.fulfill({ response });
        } catch {
          /* aborted by the page: overtaken */
        }
      });
      await page.click('#cell-r2c7');
      await page.keyboard.press('1');
      await page.waitForTimeout(500); // past the pause: the first question is on its way
      await page.click('#cell-r1c4');
      await page.keyboard.press('7');
      const last = MENDED.slice(0, 3) + '7' + MENDED.slice(4);
      await answered(page, last, /^One solution/);
      await page.waitForTimeout(1500); // the held answer, had it not been dropped, would be shown by now
      assert.equal(await page.locator('#set-panel').getAttribute('data-answered'), last);
      assert.match(await page.locator('#set-status').textContent(), /^One solution/);
      // Another language chosen: the panel answers again, in it.
      await page.unroute('**/api/setter');
      await page.locator('#lang').selectOption('zh-Hans');
      await answered(page, last, /^恰有一个解/);
      assert.match(await page.locator('#set-detail').textContent(), /^不是最简/);
    } finally {
      await browser.close();
    }
  });
});

describe('Set mode on a phone', () => {
  test('every target is at least 32 px on a 390×844 touch screen', async () => {
    const browser = await launch({ ...PHONE, colorScheme: 'dark' });
    try {
      const page = await browser.context.newPage();
      await enterSet(page);
      await page.tap('#cell-r1c1');
      await typeClues(page, SEVERAL);
      await answered(page, SEVERAL, /^4 solutions/);
      await page.waitForSelector('#board .cell.truth');
      const small = await page.evaluate(() => [...document.querySelectorAll('button, input, select, a, [role=gridcell]')]
        .filter((el) => el.offsetParent !== null && !el.closest('label.button') && !el.closest('dialog'))
        .map((el) => { const r = el.getBoundingClientRect(); return [el.id || el.tagName, Math.round(r.width), Math.round(r.height)]; })
        .filter(([, w, h]) => w < 32 || h < 32));
      assert.deepEqual(small, []);
      // (A full-page picture on an emulated phone ends its touch emulation: it comes after the measure.)
      await page.screenshot({ path: path.join(screenshotDir(), 'set-several-phone-dark.png'), fullPage: true });
      // The panel's buttons take taps.
      await page.locator('#set-add').tap();
      await answered(page, MENDED, /^One solution/);
      await page.waitForFunction(() => /ER /.test(document.querySelector('#set-rating').textContent), null, { timeout: 20_000 });
      await page.screenshot({ path: path.join(screenshotDir(), 'set-phone.png'), fullPage: true });
    } finally {
      await browser.close();
    }
  });
});

describe('Set mode in Chinese', () => {
  for (const [locale, words] of [
    ['zh-CN', { set: '出题', several: /^有 ?4 ?个解。$/, add: '加上这些提示数', one: /^恰有一个解/, play: '玩这道题', info: /^出题中：25 ?个提示数$/ }],
    ['zh-TW', { set: '出題', several: /^有 ?4 ?個解。$/, add: '加上這些提示數', one: /^恰有一個解/, play: '玩這道題', info: /^出題中：25 ?個提示數$/ }],
  ]) {
    test(`${locale}: the panel's words`, async () => {
      const browser = await launch({ locale });
      try {
        const page = await browser.context.newPage();
        await openFresh(page, base);
        assert.equal(await page.locator('#set').textContent(), words.set);
        await page.locator('#set').click();
        await page.waitForSelector('body.setting');
        await typeClues(page, SEVERAL);
        await answered(page, SEVERAL, words.several);
        assert.match(await page.locator('#info').textContent(), words.info);
        assert.equal(await page.locator('#set-add').textContent(), words.add);
        assert.equal(await page.locator('#set-play').textContent(), words.play);
        assert.match(await page.locator('#set-detail').textContent(), /r2c7 = 1/);
        // No English word left on the page but the program's and the language switch's names.
        const text = await page.evaluate(() => document.body.innerText);
        const english = [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !['shudu', 'English', 'Shift', 'Ctrl', 'Delete'].includes(w));
        assert.deepEqual(english, []);
        await page.locator('#set-add').click();
        await answered(page, MENDED, words.one);
        await page.waitForFunction(() => /ER /.test(document.querySelector('#set-rating').textContent), null, { timeout: 20_000 });
        await page.screenshot({ path: path.join(screenshotDir(), `set-${locale}-desktop.png`) });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: path.join(screenshotDir(), `set-${locale}-phone.png`), fullPage: true });
      } finally {
        await browser.close();
      }
    });
  }
});
