// The play page in a real browser against a real `shudu serve`: a player's moves in every
// mode, undo and redo, Check and Hint finding a wrong entry, a full hint applied, the game
// surviving a reload, share links, play by keyboard alone, a phone-sized touch screen, the
// first render time, the finish of a solved game (its card, the locked board, Solve all's
// question) at desktop and phone width, and that the page never asks another origin for
// anything.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  KITE, PUZZLE, SOLUTION, button, cell, errors, fullHint, launch, nameOf, openFresh, ready, requests, scratchDir, screenshotDir,
  startServer, status, typeSolution,
} from './harness.js';

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

describe('playing', () => {
  test('a digit goes in the selected cell, its name and the keypad count', async () => {
    await openFresh(page, base);
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, empty');
    assert.match(await nameOf(page, 'r1c6'), /^r1c6, given 2$/);
    const before = await page.getByRole('button', { name: /^1, \d left$/ }).getAttribute('aria-label');
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
    const left = Number(/(\d) left/.exec(before)[1]);
    assert.equal(await page.getByRole('button', { name: /^1, \d left$/ }).getAttribute('aria-label'), `1, ${left - 1} left`);
    // A given cannot be overwritten.
    await cell(page, 'r1c6').click();
    await page.keyboard.press('5');
    assert.match(await nameOf(page, 'r1c6'), /given 2/);
  });

  test('marks in each mode, by key, by button and by held modifier', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c2').click();
    await page.keyboard.press('x');
    assert.equal(await button(page, 'Corner').getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('2');
    await page.keyboard.press('5');
    assert.equal(await nameOf(page, 'r1c2'), 'r1c2, empty, corner 2 5');
    await page.keyboard.press('c');
    await page.keyboard.press('9');
    await page.keyboard.press('3');
    assert.equal(await nameOf(page, 'r1c2'), 'r1c2, empty, candidates 3 9, corner 2 5');
    await page.keyboard.press('3'); // toggles off
    assert.equal(await nameOf(page, 'r1c2'), 'r1c2, empty, candidates 9, corner 2 5');
    await page.keyboard.press('v');
    await page.keyboard.press('1');
    assert.match(await nameOf(page, 'r1c2'), /colour orange$/);
    // The buttons and the keypad do the same.
    await button(page, 'Digit').click();
    await cell(page, 'r1c3').click();
    await button(page, 'Centre').click();
    await page.getByRole('button', { name: /^4, \d left$/ }).click();
    assert.equal(await nameOf(page, 'r1c3'), 'r1c3, empty, candidates 4');
    await button(page, 'Colour').click();
    await page.getByRole('button', { name: 'Colour sky blue' }).click();
    assert.match(await nameOf(page, 'r1c3'), /colour sky blue$/);
    // In digit mode, Shift makes a corner mark and Ctrl a centre mark while held.
    await button(page, 'Digit').click();
    await cell(page, 'r1c4').click();
    await page.keyboard.press('Shift+Digit7');
    await page.keyboard.press('Control+Digit6');
    assert.equal(await nameOf(page, 'r1c4'), 'r1c4, empty, candidates 6, corner 7');
    // Several cells at once: Ctrl-click adds to the selection.
    await cell(page, 'r2c1').click();
    await cell(page, 'r2c2').click({ modifiers: ['Control'] });
    await page.keyboard.press('Shift+Digit8');
    assert.equal(await nameOf(page, 'r2c1'), 'r2c1, empty, corner 8');
    assert.equal(await nameOf(page, 'r2c2'), 'r2c2, empty, corner 8');
  });

  test('dragging selects a run of cells', async () => {
    await openFresh(page, base);
    const from = await cell(page, 'r5c1').boundingBox();
    const to = await cell(page, 'r5c3').boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.keyboard.press('Control+Digit5');
    for (const name of ['r5c1', 'r5c2', 'r5c3']) assert.equal(await nameOf(page, name), `${name}, empty, candidates 5`);
  });

  test('undo and redo, by button and by key, as far back as the game goes', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('9');
    await page.keyboard.press('Shift+Digit4'); // no mark on a filled cell: nothing to undo
    await button(page, 'Undo').click();
    assert.equal(await nameOf(page, 'r1c2'), 'r1c2, empty');
    await page.keyboard.press('Control+z');
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, empty');
    assert.equal(await button(page, 'Undo').isDisabled(), true);
    await button(page, 'Redo').click();
    await page.keyboard.press('Control+y');
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
    assert.equal(await nameOf(page, 'r1c2'), 'r1c2, digit 9');
    assert.equal(await button(page, 'Redo').isDisabled(), true);
  });

  test('conflicts show as they happen', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('2'); // r1c6 holds 2
    assert.match(await nameOf(page, 'r1c1'), /digit 2, conflict/);
    assert.match(await nameOf(page, 'r1c6'), /given 2, conflict/);
    await page.keyboard.press('Delete');
    assert.equal(await nameOf(page, 'r1c6'), 'r1c6, given 2');
  });

  test('automatic candidates, kept editable, and marks cleared by a placed digit', async () => {
    await openFresh(page, base);
    await button(page, 'Candidates').click();
    // The candidates come from the server: wait for them rather than race the answer.
    await page.waitForFunction(() => /candidates/.test(document.querySelector('#cell-r1c1').getAttribute('aria-label')));
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, empty, candidates 1 5 6 7 8 9');
    await cell(page, 'r1c1').click();
    await page.keyboard.press('Control+Digit5');
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, empty, candidates 1 6 7 8 9');
    await page.keyboard.press('1');
    assert.doesNotMatch(await nameOf(page, 'r1c2'), /candidates.*\b1\b/);
    assert.doesNotMatch(await nameOf(page, 'r2c1'), /candidates.*\b1\b/);
  });

  test('a click while the server is still answering waits its turn instead of being lost', async () => {
    await openFresh(page, base);
    // Hold the candidates' answer back, then ask for a hint before it comes.
    await page.route('**/api/candidates', async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });
    try {
      await button(page, 'Candidates').click();
      await button(page, 'Hint').click();
      await page.waitForSelector('#hint-panel:not([hidden])[data-level]');
      assert.match(await nameOf(page, 'r1c1'), /candidates 1 5 6 7 8 9$/, 'the candidates came first');
    } finally {
      await page.unroute('**/api/candidates');
    }
  });
});

describe('help', () => {
  test('Check finds a wrong entry and says all is well otherwise', async () => {
    await openFresh(page, base);
    await cell(page, 'r2c1').click();
    await page.keyboard.press('2');
    await button(page, 'Check').click();
    await page.waitForFunction(() => document.querySelector('#status').textContent !== '');
    assert.equal(await status(page).textContent(), 'All correct so far.');
    await cell(page, 'r1c1').click();
    await page.keyboard.press('5'); // wrong (the solution has 1), though no digit it sees is 5
    await button(page, 'Check').click();
    await page.waitForFunction(() => /mistake/i.test(document.querySelector('#status').textContent));
    assert.equal(await status(page).textContent(), 'One mistake: r1c1.');
    assert.match(await nameOf(page, 'r1c1'), /mistake/);
    // A clash is named as one, beside the mistake it is.
    await page.keyboard.press('4'); // r1c8 and r2c3 hold 4
    await button(page, 'Check').click();
    await page.waitForFunction(() => /Broken rules/.test(document.querySelector('#status').textContent));
    assert.equal(await status(page).textContent(),
      'One mistake: r1c1. Broken rules: r1c1 and r1c8 both hold 4 (row 1); r1c1 and r2c3 both hold 4 (box 1).');
  });

  test('Check says why a mistake is wrong, draws the argument, and Rewind goes back to the last right position', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('7'); // wrong: the solution has 1
    await cell(page, 'r2c1').click();
    await page.keyboard.press('2'); // right, but after the mistake
    await button(page, 'Check').click();
    const panel = page.locator('#hint-panel');
    await panel.waitFor({ state: 'visible' });
    assert.equal(await page.locator('#hint-title').textContent(), 'Why this is wrong');
    assert.deepEqual(await page.locator('#hint-text p').allTextContents(), [
      'r1c1 holds 7, which is wrong',
      'If r1c1 were 7:',
      'r3c4 must be 4 in any case, the only place for 4 in row 3',
      'then column 4 would have no place for 7,',
      'so r1c1 cannot be 7.',
    ]);
    // Drawn: the single it needs, and the house left without a place for 7.
    assert.match(await cell(page, 'r3c4').getAttribute('class'), /\bev-place\b/);
    assert.match(await cell(page, 'r9c4').getAttribute('class'), /\bev-area\b/);
    assert.match(await nameOf(page, 'r1c1'), /mistake/);
    await page.screenshot({ path: path.join(screenshotDir(), 'why-wrong.png') }); // the README shows it
    // Rewind undoes both moves (the right one came after the mistake); Redo brings them back.
    await button(page, 'Rewind to the last correct position').click();
    await page.waitForFunction(() => /Back at the last position/.test(document.querySelector('#status').textContent));
    assert.equal(await status(page).textContent(), 'Back at the last position that was still right (2 undone; Redo brings them back).');
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, empty');
    assert.equal(await nameOf(page, 'r2c1'), 'r2c1, empty');
    assert.ok(await panel.isHidden());
    await button(page, 'Redo').click();
    await button(page, 'Redo').click();
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 7');
    assert.equal(await nameOf(page, 'r2c1'), 'r2c1, digit 2');
    // Where no short argument exists, the solution's digit is named.
    await cell(page, 'r1c1').click();
    await page.keyboard.press('5');
    await button(page, 'Check').click();
    await page.waitForFunction(() => /only solution/.test(document.querySelector('#hint-text').textContent));
    assert.equal(await page.locator('#hint-text p.why-line').textContent(),
      "No short argument shows it: the puzzle's only solution has 1 at r1c1.");
  });

  test('a clash on the classic board is named after the move, in the library\'s words, as on every board', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('4'); // r1c8 and r2c3 hold 4
    await page.waitForFunction(() => /both hold 4/.test(document.querySelector('#status').textContent));
    assert.equal(await status(page).textContent(),
      'r1c1 and r1c8 both hold 4 (row 1); r1c1 and r2c3 both hold 4 (box 1).');
    assert.match(await cell(page, 'r1c1').getAttribute('class'), /\bclash\b/);
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => document.querySelector('#status').textContent === '');
    assert.doesNotMatch(await cell(page, 'r1c1').getAttribute('class'), /\bclash\b/);
  });

  test('Hint names the mistake first, one level at a time, and fixes it', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('4');
    const title = page.locator('#hint-title');
    const text = page.locator('#hint-text');
    await button(page, 'Hint').click();
    await page.waitForSelector('#hint-panel:not([hidden])');
    assert.equal(await title.textContent(), 'There is a mistake');
    // Worded as a hint's nudge is: a sentence with its capital.
    assert.equal(await text.textContent(), 'Look at box 1');
    await button(page, 'More').click();
    await page.waitForFunction(() => /r1c1/.test(document.querySelector('#hint-text').textContent));
    assert.match(await text.textContent(), /r1c1 holds 4, which is wrong/);
    assert.match(await nameOf(page, 'r1c1'), /mistake/);
    await button(page, 'More').click();
    await page.waitForFunction(() => /solution has/.test(document.querySelector('#hint-text').textContent));
    assert.match(await text.textContent(), /the solution has 1 there/);
    await button(page, 'Fix').click();
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
  });

  test('a full hint shows its evidence on the board and applies', async () => {
    await openFresh(page, base);
    const text = page.locator('#hint-text');
    await button(page, 'Hint').click();
    await page.waitForSelector('#hint-panel:not([hidden])');
    assert.equal(await page.locator('#hint-title').textContent(), 'A nudge');
    assert.match(await text.textContent(), /^Look at (row|column|box) \d$/);
    await button(page, 'More').click();
    await page.waitForSelector('#hint-panel[data-level="technique"]');
    assert.match(await page.locator('#hint-title').textContent(), /^[A-Z][\w -]+ \(rating \d\.\d\)$/);
    await button(page, 'More').click();
    await page.waitForSelector('#hint-panel[data-level="full"]');
    const words = await text.textContent();
    const placed = /(r\dc\d) must be (\d)/.exec(words);
    assert.ok(placed, `a placement in: ${words}`);
    const [, where, digit] = placed;
    assert.match(await nameOf(page, where), /hint .*(target|place)/);
    await button(page, 'Apply').click();
    assert.equal(await nameOf(page, where), `${where}, digit ${digit}`);
    assert.equal(SOLUTION[(where[1] - 1) * 9 + (where[3] - 1)], digit);
    assert.equal(await page.locator('#hint-panel').isHidden(), true);
  });

  test('a hint with links draws them', async () => {
    await openFresh(page, base, KITE.puzzle);
    await page.goto(`${base}#p=${KITE.puzzle}&s=${KITE.sheet}`);
    await ready(page);
    await button(page, 'Candidates').click();
    for (let k = 0; k < 12; k++) {
      await fullHint(page);
      if (await page.locator('#links line').count()) break;
      await button(page, 'Apply').click();
    }
    assert.ok(await page.locator('#links line').count() > 0, 'a step with links is drawn');
    assert.match(await page.locator('#hint-title').textContent(), /Kite|Skyscraper|Wing|Chain|Colouring/);
  });

  test('Solve cell reveals the selected cell, Solve all the rest', async () => {
    await openFresh(page, base);
    await cell(page, 'r9c9').click();
    await button(page, 'Solve cell').click();
    await page.waitForFunction(() => /digit/.test(document.querySelector('#cell-r9c9').getAttribute('aria-label')));
    assert.equal(await nameOf(page, 'r9c9'), `r9c9, digit ${SOLUTION[80]}`);
    await button(page, 'Solve all').click();
    await page.locator('#ask-yes').click();
    await page.waitForFunction(() => /Revealed/.test(document.querySelector('#status').textContent));
    assert.equal(await nameOf(page, 'r1c1'), `r1c1, digit ${SOLUTION[0]}`);
  });
  test('K checks, N asks for a new puzzle, S shares, as their buttons say', async () => {
    await openFresh(page, base);
    assert.equal(await button(page, 'Check').getAttribute('aria-keyshortcuts'), 'K');
    assert.equal(await button(page, 'New puzzle').getAttribute('aria-keyshortcuts'), 'N');
    assert.equal(await button(page, 'Share').getAttribute('aria-keyshortcuts'), 'S');
    await cell(page, 'r1c1').click();
    await page.keyboard.press('5'); // wrong: the solution has 1
    await page.keyboard.press('k');
    await page.waitForFunction(() => /mistake/i.test(document.querySelector('#status').textContent));
    assert.equal(await status(page).textContent(), 'One mistake: r1c1.');
    await page.keyboard.press('Escape');
    await page.keyboard.press('s');
    await page.locator('#share-dialog[open]').waitFor();
    assert.ok((await page.getByLabel('Link').inputValue()).includes(`#p=${PUZZLE}`));
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await page.locator('#new-dialog[open]').waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('dialog[open]').count(), 0);
    assert.match(await nameOf(page, 'r1c1'), /digit 5/); // the game is as it was
  });
});

describe('games', () => {
  test('a reload keeps entries, marks, colours, undo history and time', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await cell(page, 'r1c2').click();
    await page.keyboard.press('Shift+Digit9');
    await page.keyboard.press('Control+Digit8');
    await page.keyboard.press('v');
    await page.keyboard.press('3');
    await page.keyboard.press('z');
    await button(page, 'Undo').click(); // the colour
    await page.waitForTimeout(1100);
    const names = [await nameOf(page, 'r1c1'), await nameOf(page, 'r1c2')];
    await page.reload();
    await ready(page);
    assert.deepEqual([await nameOf(page, 'r1c1'), await nameOf(page, 'r1c2')], names);
    assert.equal(names[1], 'r1c2, empty, candidates 8, corner 9');
    assert.notEqual(await page.locator('#timer').textContent(), '0:00');
    await button(page, 'Redo').click();
    assert.match(await nameOf(page, 'r1c2'), /colour green$/);
    for (let k = 0; k < 4; k++) await button(page, 'Undo').click();
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, empty');
    assert.equal(await button(page, 'Undo').isDisabled(), true);
  });

  test('the share link reopens the game, with the entries when asked', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await button(page, 'Share').click();
    // The box says what the link carries: the puzzle alone, then the digits too, never
    // the colours or the time.
    assert.equal(await page.getByLabel('Puzzle only').isChecked(), true);
    assert.equal(await page.locator('#share-carries').textContent(),
      'The link carries the puzzle alone: none of your digits or marks, and never colours or the time.');
    assert.ok((await page.getByLabel('Link').inputValue()).endsWith(`#p=${PUZZLE}`));
    await page.getByLabel('With my entries', { exact: true }).check();
    assert.equal(await page.locator('#share-carries').textContent(),
      'The link carries the puzzle and your digits; not your marks, and never colours or the time.');
    const url = await page.getByLabel('Link').inputValue();
    assert.ok(url.startsWith(base) && url.includes(`#p=${PUZZLE}&s=1`), url);
    await button(page, 'Copy').click();
    // The copy is asynchronous (the clipboard, or its fallback): wait for its note.
    const note = page.locator('#share-note').filter({ hasText: /Copied|selected/ });
    await note.waitFor({ timeout: 5000 });
    await page.keyboard.press('Escape');
    const other = await launch();
    try {
      const fresh = await other.context.newPage();
      await fresh.goto(url);
      await ready(fresh);
      assert.equal(await nameOf(fresh, 'r1c1'), 'r1c1, digit 1');
      assert.match(await nameOf(fresh, 'r1c6'), /given 2/);
      await fresh.goto(`${base}#p=${PUZZLE.replace('.', '9')}`);
      await ready(fresh);
      assert.match(await nameOf(fresh, 'r1c1'), /given 9/);
    } finally {
      await other.close();
    }
  });

  test('a share link with pencil marks brings the corner and centre marks to a fresh page; damaged marks are left out and said', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await cell(page, 'r1c2').click();
    await page.keyboard.press('Shift+Digit9');
    await page.keyboard.press('Control+Digit8');
    await page.keyboard.press('v');
    await page.keyboard.press('3'); // a colour: it stays here
    await page.keyboard.press('z');
    await cell(page, 'r1c3').click();
    await page.keyboard.press('Shift+Digit2');
    await page.keyboard.press('Shift+Digit5');
    await page.keyboard.press('Control+Digit3');
    await cell(page, 'r1c4').click();
    await page.keyboard.press('Shift+Digit4'); // hidden under the digit entered next: not shared
    await page.keyboard.press('7');
    await cell(page, 'r9c9').click();
    await page.keyboard.press('Control+Digit4');
    await button(page, 'Share').click();
    await page.getByLabel('With my entries and pencil marks').check();
    assert.equal(await page.locator('#share-carries').textContent(),
      'The link carries the puzzle, your digits and your corner and centre marks; never colours or the time.');
    const url = await page.getByLabel('Link').inputValue();
    // Corner: r1c2 9 (`80`), r1c3 2 5 (`0i`) after one unmarked cell (`A`); centre: r1c2 8,
    // r1c3 3, then 77 unmarked cells (`ZZY`) and r9c9 4.
    const sheet = `1${PUZZLE.slice(1, 3)}7${PUZZLE.slice(4)}`;
    assert.ok(url.endsWith(`#p=${PUZZLE}&s=${sheet}&c=A800i&m=A4004ZZY08`), url);
    await page.keyboard.press('Escape');
    const other = await launch();
    try {
      const fresh = await other.context.newPage();
      await fresh.goto(url);
      await ready(fresh);
      assert.equal(await nameOf(fresh, 'r1c1'), 'r1c1, digit 1');
      assert.equal(await nameOf(fresh, 'r1c2'), 'r1c2, empty, candidates 8, corner 9');
      assert.equal(await nameOf(fresh, 'r1c3'), 'r1c3, empty, candidates 3, corner 2 5');
      assert.equal(await nameOf(fresh, 'r1c4'), 'r1c4, digit 7');
      assert.equal(await nameOf(fresh, 'r9c9'), 'r9c9, empty, candidates 4');
      assert.equal(await status(fresh).textContent(), '');
      // The marks are the position, not moves: nothing to undo.
      assert.equal(await button(fresh, 'Undo').isDisabled(), true);
      // A damaged corner parameter: the puzzle, the entries and the centre marks open, the corner marks are left out.
      const open = async (link) => {
        await fresh.goto('about:blank');
        await fresh.goto(link);
        await ready(fresh);
      };
      await open(url.replace('&c=A800i', '&c=A8!0i'));
      assert.equal(await nameOf(fresh, 'r1c1'), 'r1c1, digit 1');
      assert.equal(await nameOf(fresh, 'r1c3'), 'r1c3, empty, candidates 3');
      assert.equal(await status(fresh).textContent(),
        'The link\'s corner marks could not be read, so they were left out; the puzzle opened without them.');
      // Centre marks in a given cell (r1c6) do not fit the puzzle; corner marks past the last cell neither.
      await open(url.replace('&m=A4004ZZY08', '&m=E08').replace('&c=A800i', '&c=ZZZZ08'));
      assert.equal(await nameOf(fresh, 'r1c2'), 'r1c2, empty');
      assert.match(await status(fresh).textContent(), /^The link's corner and centre marks could not be read/);
      await open(url.replace('&m=A4004ZZY08', '&m=E08'));
      assert.equal(await nameOf(fresh, 'r1c2'), 'r1c2, empty, corner 9');
      assert.match(await status(fresh).textContent(), /^The link's centre marks could not be read/);
      // Entries that are not this puzzle's: the puzzle opens new, and says so.
      await open(`${base}#p=${PUZZLE}&s=${'9'.repeat(81)}&c=A800i`);
      assert.equal(await nameOf(fresh, 'r1c2'), 'r1c2, empty');
      assert.match(await status(fresh).textContent(), /^The link's entries do not fit this puzzle/);
    } finally {
      await other.close();
    }
  });

  test('export and import the game as JSON', async () => {
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await button(page, 'Export').click();
    const json = await page.locator('#io-text').inputValue();
    assert.equal(JSON.parse(json).puzzle, PUZZLE);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Delete');
    await button(page, 'Import').click();
    await page.locator('#io-text').fill('{"format":"shudu-game","puzzle":"12"}');
    await button(page, 'Load').click();
    assert.match(await page.locator('#io-error').textContent(), /field "puzzle"/);
    await page.locator('#io-text').fill(json);
    await button(page, 'Load').click();
    // The game on the board is of the same puzzle, in progress: loading replaces it, asked first.
    await page.locator('#ask-dialog').waitFor({ state: 'visible' });
    assert.match(await page.locator('#ask-title').textContent(), /Replace this game\?/);
    await button(page, 'Replace it').click();
    await page.waitForFunction(() => /digit 1/.test(document.getElementById('cell-r1c1').getAttribute('aria-label')));
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
  });

  test('own puzzle: proper, several solutions, none, clashing givens', async () => {
    await openFresh(page, base);
    await button(page, 'Own puzzle').click();
    const text = page.locator('#own-text');
    const verdict = page.locator('#own-verdict');
    const judge = async (puzzle, expected) => {
      await text.fill(puzzle);
      await page.waitForFunction((e) => new RegExp(e).test(document.querySelector('#own-verdict').textContent), expected.source);
      return verdict.textContent();
    };
    assert.match(await judge('5....5' + '.'.repeat(75), /Broken rules/), /r1c1 and r1c6 both hold 5 \(row 1\)/);
    await judge('.'.repeat(81), /several solutions/);
    await judge('12345678.' + '.'.repeat(8) + '9' + '.'.repeat(63), /no solution/);
    await judge('1'.repeat(80), /Cannot read/);
    const grid = SOLUTION.replace(/./g, (d, i) => (PUZZLE[i] === '.' ? '.' : d));
    const pretty = grid.match(/.{9}/g).join('\n');
    await judge(pretty, /Proper/);
    await button(page, 'Play it').click();
    await page.waitForFunction((p) => location.hash === `#p=${p}`, PUZZLE);
  });

  test('new puzzle by level, symmetry and seed, with its rating', async () => {
    await openFresh(page, base);
    const generate = async () => {
      await button(page, 'New puzzle').click();
      await page.getByLabel('Level').selectOption('easy');
      await page.getByLabel('Seed').fill('42');
      await page.getByLabel('Show the rating').check();
      await button(page, 'Generate').click();
      await page.waitForFunction(() => /New puzzle/.test(document.querySelector('#status').textContent));
      return page.evaluate(() => location.hash);
    };
    const first = await generate();
    assert.notEqual(first, `#p=${PUZZLE}`);
    assert.match(await page.locator('#info').textContent(), /easy · ER \d\.\d/);
    await openFresh(page, base);
    assert.equal(await generate(), first, 'the same seed gives the same puzzle');
  });

  test('today\'s puzzle: the same for everybody, its finish counts the days in a row', async () => {
    await openFresh(page, base);
    await button(page, 'New puzzle').click();
    await page.getByLabel('Level').selectOption('diabolical');
    assert.ok(await button(page, 'Today\'s puzzle').isDisabled(), 'no daily diabolical puzzle');
    await page.getByLabel('Level').selectOption('easy');
    await button(page, 'Today\'s puzzle').click();
    await page.waitForFunction(() => /^The daily puzzle of \d{4}-\d\d-\d\d, easy/.test(document.querySelector('#status').textContent));
    // The server's daily puzzle for the page's own date.
    const date = /of (\d{4}-\d\d-\d\d)/.exec(await status(page).textContent())[1];
    const expected = await page.evaluate(async (d) => (await (await fetch('api/daily', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ date: d, level: 'easy' }),
    })).json()), date);
    assert.equal(await page.evaluate(() => location.hash), `#p=${expected.puzzle}`);
    // Solved by hand (a revealed cell would not count): the streak and the best time.
    const givens = expected.puzzle, solution = expected.solution;
    for (let i = 0; i < 81; i++) {
      if (givens[i] !== '.') continue;
      await cell(page, `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`).click();
      await page.keyboard.press(solution[i]);
    }
    await page.waitForFunction(() => /Days in a row: 1\. Your best easy daily: \d+:\d\d\./.test(document.querySelector('#status').textContent));
    const card = await facts(page, ['time', 'streak', 'best', 'average', 'daily-hints']);
    assert.deepEqual(card, { time: card.time, streak: '1', best: card.time, average: card.time, 'daily-hints': '0.0' });
    assert.equal(await page.locator('[data-fact="average"]').textContent(), 'Average easy daily (1 solved)');
    // Kept with the hints used.
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('shudu.daily')));
    assert.deepEqual(Object.values(kept).map((e) => Object.keys(e).sort()), [['h', 's']]);
    assert.match(await status(page).textContent(), new RegExp(`^Solved in ${card.time}\\. .* daily: ${card.time}\\.$`));
    await page.waitForSelector('#finish-daily:not([hidden])');
    assert.equal(await page.locator('#finish-daily').textContent(), 'Today\'s medium puzzle');
    // The card offers the daily records, to export (or import).
    await button(page, 'Daily records').click();
    await page.locator('#io-dialog[open]').waitFor();
    assert.equal(await page.getByLabel('Daily records', { exact: true }).isChecked(), true);
    assert.equal(await page.locator('#io-summary').textContent(), `Daily puzzles solved: 1. Days in a row: 1. Best times: easy ${card.time}.`);
    assert.deepEqual(JSON.parse(await page.locator('#io-text').inputValue()).solved, kept);
    await page.keyboard.press('Escape');
    // A reload keeps it a daily game.
    await page.reload();
    await ready(page);
    assert.equal(await page.evaluate(() => location.hash), `#p=${expected.puzzle}`);
    const saved = await page.evaluate((p) => JSON.parse(localStorage.getItem(`shudu.game.${p}`)).daily, expected.puzzle);
    assert.deepEqual(saved, { date, level: 'easy' });
  });
});

describe('daily records', () => {
  /** Today and the two days before, as the page dates them (the player's own date). */
  const days = () => page.evaluate(() => [0, 1, 2].map((back) => {
    const d = new Date();
    d.setDate(d.getDate() - back);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }));
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('shudu.daily')));
  const load = async (text) => {
    await page.locator('#io-text').fill(text);
    await button(page, 'Load').click();
  };

  test('exported, cleared and imported again: the days in a row and the best times come back', async () => {
    await openFresh(page, base);
    const [d0, d1, d2] = await days();
    const records = { [`${d2}/medium`]: { s: 400, h: 0 }, [`${d1}/easy`]: { s: 250, h: 1 }, [`${d0}/easy`]: { s: 200, h: 0 } };
    await page.evaluate((r) => localStorage.setItem('shudu.daily', JSON.stringify(r)), records);
    await button(page, 'Export').click();
    await page.getByLabel('Daily records', { exact: true }).check();
    assert.equal(await page.locator('#io-title').textContent(), 'Export your daily records');
    const summary = 'Daily puzzles solved: 3. Days in a row: 3. Best times: easy 3:20, medium 6:40.';
    assert.equal(await page.locator('#io-summary').textContent(), summary);
    // The file downloaded is the records.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#io-download').click()]);
    assert.equal(download.suggestedFilename(), 'shudu-daily-records.json');
    const file = fs.readFileSync(await download.path(), 'utf8');
    assert.deepEqual(JSON.parse(file), { format: 'shudu-daily', version: 1, solved: records });
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.clear());
    await button(page, 'Import').click();
    await page.getByLabel('Daily records', { exact: true }).check();
    assert.equal(await page.locator('#io-summary').textContent(), 'No daily puzzle solved in this browser yet.');
    await page.locator('#io-file').setInputFiles({ name: 'shudu-daily-records.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.waitForFunction(() => document.querySelector('#io-text').value.length > 0);
    await button(page, 'Load').click();
    assert.equal(await page.locator('#io-note').textContent(), 'Daily records merged: 3 added, 0 with a better time, 3 in all.');
    assert.equal(await page.locator('#io-summary').textContent(), summary);
    assert.deepEqual(await stored(), records);
  });

  test('a wrong file is refused, saying what is wrong, and the records stay as they were', async () => {
    await openFresh(page, base);
    const [d0] = await days();
    const records = { [`${d0}/easy`]: { s: 200, h: 0 } };
    await page.evaluate((r) => localStorage.setItem('shudu.daily', JSON.stringify(r)), records);
    await button(page, 'Import').click();
    await page.getByLabel('Daily records', { exact: true }).check();
    await load('streak: 40 days');
    assert.match(await page.locator('#io-error').textContent(), /^Not JSON: /);
    await load('{"format":"shudu-game","puzzle":"1"}');
    assert.equal(await page.locator('#io-error').textContent(), 'This is a saved game, not daily records: choose The game to import it.');
    await load('[{"2020-01-01/easy": 5}]');
    assert.match(await page.locator('#io-error').textContent(), /^This is not a file of shudu daily records/);
    // One bad entry among good ones: nothing is imported, the bad one named.
    await load(JSON.stringify({ format: 'shudu-daily', version: 1, solved: { '2020-01-01/easy': { s: 5, h: 0 }, '2025-02-30/easy': { s: 1 } } }));
    assert.match(await page.locator('#io-error').textContent(), /^The entry "2025-02-30\/easy" is not a daily record/);
    await load(JSON.stringify({ format: 'shudu-daily', version: 1, solved: { [`${d0}/easy`]: { s: -3 } } }));
    assert.match(await page.locator('#io-error').textContent(), new RegExp(`^The entry "${d0}/easy" is not a daily record`));
    assert.equal(await page.locator('#io-note').textContent(), '');
    assert.deepEqual(await stored(), records);
    assert.match(await page.locator('#io-summary').textContent(), /Best times: easy 3:20\.$/);
  });

  test('an import merges: the solves of both sides, the better time of each', async () => {
    await openFresh(page, base);
    const [d0, d1, d2] = await days();
    await page.evaluate((r) => localStorage.setItem('shudu.daily', JSON.stringify(r)),
      { [`${d2}/medium`]: { s: 400, h: 0 }, [`${d1}/easy`]: { s: 250, h: 1 }, [`${d0}/easy`]: { s: 200, h: 0 } });
    await button(page, 'Import').click();
    await page.getByLabel('Daily records', { exact: true }).check();
    // Better here, new here, worse here (its hints fewer), and an earlier version's entry (seconds alone).
    await load(JSON.stringify({ format: 'shudu-daily', version: 1, solved: {
      [`${d0}/easy`]: { s: 150, h: 0 }, [`${d0}/hard`]: { s: 900, h: 2 }, [`${d1}/easy`]: { s: 300, h: 0 }, '2020-01-01/expert': 1200,
    } }));
    assert.equal(await page.locator('#io-error').textContent(), '');
    assert.equal(await page.locator('#io-note').textContent(), 'Daily records merged: 2 added, 1 with a better time, 5 in all.');
    assert.deepEqual(await stored(), {
      [`${d2}/medium`]: { s: 400, h: 0 }, [`${d1}/easy`]: { s: 250, h: 0 }, [`${d0}/easy`]: { s: 150, h: 0 },
      [`${d0}/hard`]: { s: 900, h: 2 }, '2020-01-01/expert': { s: 1200, h: 0 },
    });
    assert.equal(await page.locator('#io-summary').textContent(),
      'Daily puzzles solved: 5. Days in a row: 3. Best times: easy 2:30, medium 6:40, hard 15:00, expert 20:00.');
    // The game import is where it was.
    await page.getByLabel('The game', { exact: true }).check();
    assert.equal(await page.locator('#io-title').textContent(), 'Import a game');
    assert.equal(await page.locator('#io-summary').isHidden(), true);
  });
});

/** The finish card's facts, by name (time, hints, checks, mistakes, level, rating, streak, best, average, daily-hints). */
async function facts(p, names) {
  // Read in one go: the card is drawn again when the server's verdict on the sheet arrives.
  const all = await p.evaluate(() => Object.fromEntries([...document.querySelectorAll('#finish-facts dt')]
    .map((dt) => [dt.dataset.fact, dt.nextElementSibling.textContent])));
  return names ? Object.fromEntries(names.map((n) => [n, all[n]])) : all;
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe('technique drills', () => {
  test('a drill starts where the technique is next; Check grades it, draws the step, and a round keeps score', async () => {
    await openFresh(page, base);
    await button(page, 'New puzzle').click();
    await page.fill('#new-technique-search', 'x-wing');
    await page.waitForFunction(() => document.querySelector('#new-technique').value !== '');
    assert.equal(await page.locator('#new-drill').isDisabled(), false);
    await button(page, 'Practise it').click();
    await page.waitForFunction(() => /^Drill 1 of 5: find the X-Wing/.test(document.querySelector('#status').textContent), null, { timeout: 30_000 });
    // Every empty cell starts with its candidates, as the path left them.
    const empty = await page.locator('[role=gridcell][aria-label*="empty"]').count();
    const marked = await page.locator('[role=gridcell][aria-label*="candidates"]').count();
    assert.ok(empty > 0 && marked === empty, `${marked} of ${empty} empty cells marked`);
    // Checking without a change: wrong, the step drawn, a next drill offered.
    await button(page, 'Check').click();
    await page.locator('#hint-panel').waitFor({ state: 'visible' });
    assert.equal(await page.locator('#hint-title').textContent(), 'X-Wing drill 1 of 5');
    assert.match(await page.locator('#hint-text p').first().textContent(), /^Not this time: the X-Wing is elsewhere\.$/);
    assert.match(await page.locator('#hint-text').textContent(), /Missed: r\d+c\d+≠\d/);
    assert.ok(await page.locator('[role=gridcell][class*="ev-"]').count() > 0, 'the step is drawn');
    await page.screenshot({ path: path.join(screenshotDir(), 'drill.png') }); // the README shows it
    // The next drill: the step's eliminations made from the step the panel named.
    await button(page, 'Next drill').click();
    await page.waitForFunction(() => /^Drill 2 of 5/.test(document.querySelector('#status').textContent), null, { timeout: 30_000 });
    await button(page, 'Check').click();
    await page.locator('#hint-panel').waitFor({ state: 'visible' });
    const missed = /Missed: (.*)$/m.exec(await page.locator('#hint-text').innerText())[1].split(', ');
    await button(page, 'Close').click();
    await page.keyboard.press('c');
    for (const change of missed) {
      const [, name, digit] = /^(r\d+c\d+)≠(\d)$/.exec(change);
      await page.locator(`#cell-${name}`).click();
      await page.keyboard.press(digit); // centre mode: toggles the candidate off
    }
    await button(page, 'Check').click();
    await page.waitForFunction(() => /^Right: that is the X-Wing\.$/.test(document.querySelector('#hint-text p')?.textContent ?? ''));
    assert.equal(await page.locator('#hint-title').textContent(), 'X-Wing drill 2 of 5');
    // A reload keeps it a drill: Check still grades the step.
    await page.reload();
    await ready(page);
    await button(page, 'Check').click();
    await page.waitForFunction(() => /^Right: that is the X-Wing\.$/.test(document.querySelector('#hint-text p')?.textContent ?? ''));
  });
});

describe('targets on a phone', () => {
  test('every control a thumb can reach is at least 32 px, on the page and in every dialog', async () => {
    const phone = await launch(PHONE);
    try {
      const p = await phone.context.newPage();
      await openFresh(p, base);
      // A file input sits inside its button-like label, which is the target.
      // The controls shown under `scope` (the page, or an open dialog), each [name, width, height].
      const controls = (scope) => p.evaluate((scope) => [...document.querySelector(scope).querySelectorAll('button, input, select, a, [role=gridcell]')]
        .filter((el) => el.offsetParent !== null && !el.closest('label.button'))
        .filter((el) => !el.closest('dialog') || el.closest('dialog').open)
        .map((el) => { const r = el.getBoundingClientRect(); return [el.id || el.tagName, Math.round(r.width), Math.round(r.height)]; }), scope);
      const small = async (scope = 'body') => {
        const found = await controls(scope);
        assert.ok(found.length > 0, `controls in ${scope}`);
        return found.filter(([, w, h]) => w < 32 || h < 32);
      };
      assert.deepEqual(await small(), []);
      // Each dialog the page opens, with its controls as the player first sees them.
      for (const [opener, dialog] of [['share', 'share-dialog'], ['new', 'new-dialog'], ['own', 'own-dialog'],
        ['export', 'io-dialog'], ['import', 'io-dialog'], ['continue', 'continue-dialog'], ['solve-all', 'ask-dialog']]) {
        await p.locator(`#${opener}`).click();
        await p.locator(`#${dialog}[open]`).waitFor();
        assert.deepEqual(await small(`#${dialog}`), [], `in ${dialog}, opened by ${opener}`);
        await p.keyboard.press('Escape');
        await p.locator(`#${dialog}[open]`).waitFor({ state: 'detached' });
      }
      // Export with the daily records chosen.
      await p.locator('#export').click();
      await p.getByLabel('Daily records', { exact: true }).check();
      assert.deepEqual(await small('#io-dialog'), []);
    } finally {
      await phone.close();
    }
  });
});

describe('marks on a phone', () => {
  test('corner marks and a long set of centre marks are at least 12 px on a 390 px phone', async () => {
    const phone = await launch(PHONE);
    try {
      const p = await phone.context.newPage();
      await openFresh(p, base);
      await cell(p, 'r1c1').click();
      await p.keyboard.press('x');
      for (const d of ['1', '6', '7', '8']) await p.keyboard.press(d);
      await cell(p, 'r1c2').click();
      await p.keyboard.press('c');
      for (const d of ['1', '5', '6', '7', '8', '9']) await p.keyboard.press(d);
      const sizes = await p.evaluate(() => ({
        corner: [...document.querySelectorAll('#cell-r1c1 .corner > span')].map((s) => parseFloat(getComputedStyle(s).fontSize)),
        centre: parseFloat(getComputedStyle(document.querySelector('#cell-r1c2 .centre')).fontSize),
        overflow: document.querySelector('#cell-r1c2 .centre').scrollHeight > document.querySelector('#cell-r1c2').clientHeight,
      }));
      assert.equal(sizes.corner.length, 4);
      for (const px of [...sizes.corner, sizes.centre]) assert.ok(px >= 12, `${px} px`);
      assert.equal(sizes.overflow, false, 'six centre marks stay inside their cell');
      await p.screenshot({ path: path.join(scratchDir('marks'), 'marks-phone.png'), clip: { x: 0, y: 0, width: 390, height: 200 } });
    } finally {
      await phone.close();
    }
  });
});

for (const [where, options] of [['desktop', {}], ['phone', PHONE]]) {
  describe(`the finish (${where})`, () => {
    let shot, p;

    before(async () => {
      shot = await launch(options);
      p = await shot.context.newPage();
    });

    after(async () => {
      await shot?.close();
    });

    /** Whether the page scrolls sideways, and every visible button of the card is a 44 px target. */
    async function fits() {
      const wide = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= (options.viewport?.width ?? 1200), `no sideways scrolling: ${wide} px`);
      for (const b of await p.locator('#finish button:visible, #ask-dialog button:visible').all()) {
        const box = await b.boundingBox();
        assert.ok(box.height >= 44 && box.width >= 44, `a 44 px target: ${JSON.stringify(box)}`);
      }
    }

    test('solved by hand: the card has the time, level, rating and the hints, checks and mistakes used, also after a reload', async () => {
      await openFresh(p, base);
      await button(p, 'Rating').click();
      await p.waitForFunction(() => /^Rated ER/.test(document.querySelector('#status').textContent));
      // A wrong entry found by two checks is one mistake; a hint with its More is one hint.
      await cell(p, 'r1c1').click();
      await p.keyboard.press('5'); // the solution has 1
      await button(p, 'Check').click();
      await p.waitForFunction(() => /One mistake/.test(document.querySelector('#status').textContent));
      await button(p, 'Hint').click();
      await p.waitForSelector('#hint-panel:not([hidden])');
      await button(p, 'More').click();
      await p.waitForFunction(() => /r1c1/.test(document.querySelector('#hint-text').textContent));
      await button(p, 'Close').click();
      await button(p, 'Check').click();
      await p.waitForFunction(() => /One mistake/.test(document.querySelector('#status').textContent));
      assert.equal(await p.locator('#finish').isHidden(), true);
      await typeSolution(p);
      await p.locator('#finish').waitFor({ state: 'visible' });
      assert.equal(await p.locator('#finish-title').textContent(), 'Solved!');
      assert.match(await status(p).textContent(), /^Solved in \d+:\d\d\. Well done!$/);
      const time = await p.locator('#timer').textContent();
      const seen = await facts(p);
      assert.deepEqual(Object.keys(seen), ['time', 'level', 'rating', 'hints', 'checks', 'mistakes']);
      assert.deepEqual({ ...seen, rating: '' }, { time, level: 'easy', rating: '', hints: '1', checks: '2', mistakes: '1' });
      assert.match(seen.rating, /^ER \d\.\d · \w/);
      // The card takes the keypad's place: on a phone it is in sight below the board.
      assert.equal(await p.locator('#keypad').isHidden(), true);
      assert.equal(await button(p, 'Edit anyway').count(), 1);
      assert.equal(await p.locator('#finish-daily').isHidden(), true, 'no next daily for a puzzle of no day');
      await fits();
      if (where === 'phone') {
        const box = await p.locator('#finish').boundingBox();
        assert.ok(box.y + box.height <= 844, `the card is in sight: ${JSON.stringify(box)}`);
      }
      // The README shows the phone's.
      const dir = where === 'phone' ? screenshotDir() : scratchDir('finish');
      await p.screenshot({ path: path.join(dir, `finish-${where}.png`) });
      // A reload shows the finish again, the time standing where it stopped.
      await p.waitForTimeout(1100);
      await p.reload();
      await ready(p);
      await p.locator('#finish').waitFor({ state: 'visible' });
      assert.deepEqual(await facts(p), seen);
      await p.waitForFunction(() => /^Solved in/.test(document.querySelector('#status').textContent));
      assert.equal(await p.locator('#timer').textContent(), time);
    });

    test('the finished board refuses entries, marks, Delete and undo, and keeps its time, until Edit anyway', async () => {
      await openFresh(p, base);
      await typeSolution(p);
      await p.locator('#finish').waitFor({ state: 'visible' });
      const time = await p.locator('#timer').textContent();
      await cell(p, 'r1c1').click();
      for (const key of ['5', 'Shift+Digit5', 'Control+Digit5', 'Delete', 'Backspace', 'Control+z']) {
        await p.keyboard.press(key);
        assert.equal(await nameOf(p, 'r1c1'), 'r1c1, digit 1', key);
      }
      assert.equal(await status(p).textContent(), 'The puzzle is finished: press Edit anyway to change it.');
      assert.equal(await button(p, 'Undo').isDisabled(), true);
      await button(p, 'Solve cell').click();
      await button(p, 'Solve all').click();
      assert.equal(await p.locator('#ask-dialog').isVisible(), false, 'nothing to ask on a finished board');
      await p.waitForTimeout(1200);
      assert.equal(await p.locator('#timer').textContent(), time, 'the timer does not start again');
      // Edit anyway: the board takes moves again, and the time goes on once it is unsolved.
      await button(p, 'Edit anyway').click();
      assert.equal(await p.locator('#finish').isHidden(), true);
      assert.equal(await p.locator('#keypad').isVisible(), true);
      await cell(p, 'r1c1').click();
      await p.keyboard.press('Delete');
      assert.equal(await nameOf(p, 'r1c1'), 'r1c1, empty');
      await p.waitForFunction((t) => document.querySelector('#timer').textContent !== t, time);
      // Solved again: finished again.
      await p.keyboard.press('1');
      await p.locator('#finish').waitFor({ state: 'visible' });
      await p.keyboard.press('Delete');
      assert.equal(await nameOf(p, 'r1c1'), 'r1c1, digit 1');
    });

    test('Solve all asks first: Cancel keeps the board, confirming reveals it and the finish says so', async () => {
      await openFresh(p, base);
      await cell(p, 'r1c1').click();
      await p.keyboard.press('1');
      await button(p, 'Solve all').click();
      const dialog = p.locator('#ask-dialog');
      await dialog.waitFor({ state: 'visible' });
      assert.equal(await p.locator('#ask-title').textContent(), 'Solve all?');
      assert.match(await p.locator('#ask-text').textContent(), /count as revealed/);
      assert.equal(await p.evaluate(() => document.activeElement.id), 'ask-cancel', 'Cancel has the focus');
      await fits();
      await p.screenshot({ path: path.join(scratchDir('finish'), `finish-ask-en-${where}.png`) });
      await p.locator('#ask-cancel').click();
      assert.equal(await dialog.isVisible(), false);
      assert.equal(await nameOf(p, 'r1c2'), 'r1c2, empty');
      // Escape cancels too.
      await button(p, 'Solve all').click();
      await dialog.waitFor({ state: 'visible' });
      await p.keyboard.press('Escape');
      assert.equal(await dialog.isVisible(), false);
      assert.equal(await nameOf(p, 'r1c2'), 'r1c2, empty');
      await button(p, 'Solve all').click();
      await p.locator('#ask-yes').click();
      await p.locator('#finish').waitFor({ state: 'visible' });
      assert.equal(await nameOf(p, 'r1c2'), `r1c2, digit ${SOLUTION[1]}`);
      assert.equal(await status(p).textContent(), 'Revealed with Solve all.');
      assert.equal(await p.locator('#finish-title').textContent(), 'Revealed');
      assert.equal(await p.locator('#finish-note').textContent(), 'Revealed with Solve all.');
      await p.reload();
      await ready(p);
      await p.locator('#finish').waitFor({ state: 'visible' });
      assert.equal(await p.locator('#finish-title').textContent(), 'Revealed');
    });
  });
}

test('a daily puzzle revealed with Solve all does not count for the days in a row', async () => {
  await openFresh(page, base);
  await button(page, 'New puzzle').click();
  await page.getByLabel('Level').selectOption('easy');
  await button(page, 'Today\'s puzzle').click();
  await page.waitForFunction(() => /^The daily puzzle of/.test(document.querySelector('#status').textContent));
  await button(page, 'Solve all').click();
  await page.locator('#ask-yes').click();
  await page.waitForFunction(() => /^Revealed/.test(document.querySelector('#status').textContent));
  assert.equal(await status(page).textContent(),
    'Revealed with Solve all. A revealed daily puzzle does not count for the days in a row.');
  assert.equal(await page.evaluate(() => localStorage.getItem('shudu.daily')), null);
  assert.deepEqual(Object.keys(await facts(page)), ['time', 'level', 'hints', 'checks', 'mistakes']);
});

describe('access', () => {
  test('the whole puzzle played by keyboard alone', async () => {
    await openFresh(page, base);
    // The board has the focus from the start: a keyboard player can type at once.
    assert.match(await page.evaluate(() => document.activeElement.getAttribute('role')), /^gridcell$/);
    // Home: the cursor starts in the centre; go to r1c1.
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowUp');
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'cell-r1c1');
    await page.keyboard.press('x');
    await page.keyboard.press('7');
    await page.keyboard.press('z');
    for (let i = 0; i < 81; i++) {
      if (PUZZLE[i] === '.') await page.keyboard.press(SOLUTION[i]);
      await page.keyboard.press('ArrowRight');
      if (i % 9 === 8) await page.keyboard.press('ArrowDown');
    }
    await page.waitForFunction(() => /Solved/.test(document.querySelector('#status').textContent));
    // Reach the Hint button by Tab and press it with Enter; Shift+Tab leads back to the board.
    let tabs = 0;
    for (; tabs < 30; tabs++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement.id === 'hint')) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForSelector('#hint-panel:not([hidden])');
    assert.equal(await page.locator('#hint-title').textContent(), 'Solved');
    for (let k = 0; k <= tabs; k++) await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
  });

  test('every named button a player needs is there', async () => {
    await openFresh(page, base);
    for (const name of ['New puzzle', 'Hint', 'Check', 'Undo', 'Redo', 'Digit', 'Corner', 'Centre', 'Colour', 'Solve cell', 'Share']) {
      assert.equal(await button(page, name).count(), 1, name);
    }
    assert.equal(await page.getByRole('grid').count(), 1);
    assert.equal(await page.getByRole('gridcell').count(), 81);
  });

  test('the timer stops while the page is hidden', async () => {
    await openFresh(page, base);
    await page.waitForTimeout(1100);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = await page.locator('#timer').textContent();
    await page.waitForTimeout(2100);
    assert.equal(await page.locator('#timer').textContent(), hidden);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { value: false, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(1100);
    assert.notEqual(await page.locator('#timer').textContent(), hidden);
  });
});

test('no request of the tests above left the server\'s origin', () => {
  const origin = new URL(base).origin;
  const away = requests.map(([, url]) => url).filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob|about):/.test(url));
  assert.ok(requests.length > 50, `requests were recorded: ${requests.length}`);
  assert.deepEqual(away, []);
});

test('no script error and nothing the Content-Security-Policy refused', () => {
  assert.deepEqual(errors, []);
});
