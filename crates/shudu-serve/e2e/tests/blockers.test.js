// A single's full hint points at what makes it: for a hidden single, placed copies of its
// digit that rule out every other empty cell of the house; for a naked single, a placed
// copy of each other digit among the cell's peers. The blockers are circled and named to a
// screen reader.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PUZZLE, errors, fullHint, launch, nameOf, openFresh, ready, scratchDir, startServer } from './harness.js';

/**
 * A position whose next step is a naked single (`shudu explain` of `shudu generate --level
 * medium --seed 1`, its first 17 singles placed): r8c5 must be 1.
 */
const NAKED = {
  puzzle: '..6....8.5..9..3..2.857....96...........46.2.3....21..6...5.23.8....9..5..7......',
  sheet: '..6...58.5.19683.22.857....962..5.....5.46.2.3.4.921566.9.5723.823..9..5.57......',
};

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

const at = (name) => {
  const [, r, c] = /^r(\d)c(\d)$/.exec(name).map(Number);
  return { r, c, box: Math.floor((r - 1) / 3) * 3 + Math.floor((c - 1) / 3) };
};
const sees = (a, b) => a.r === b.r || a.c === b.c || a.box === b.box;

/** The cells the hint marks as blockers, by r1c1 name. */
const blockers = (p) => p.locator('.cell.ev-blocker').evaluateAll((cells) => cells.map((c) => c.id.replace('cell-', '')));

test('a hidden single circles the digits that rule out the other cells of its house', async () => {
  await openFresh(page, base);
  await fullHint(page);
  assert.match(await page.locator('#hint-text').textContent(), /r2c1 must be 2: it is the only place for 2 in box 1/);
  const found = await blockers(page);
  assert.ok(found.length >= 2, `blockers: ${found}`);
  for (const b of found) {
    assert.match(await nameOf(page, b), /given 2.*a digit that rules out a place/, b);
  }
  // Every other empty cell of box 1 is seen by one of them.
  for (let r = 1; r <= 3; r++) {
    for (let c = 1; c <= 3; c++) {
      const name = `r${r}c${c}`;
      if (name === 'r2c1' || PUZZLE[(r - 1) * 9 + c - 1] !== '.') continue;
      assert.ok(found.some((b) => sees(at(b), at(name))), `${name} is ruled out by one of ${found}`);
    }
  }
  await page.locator('#board').screenshot({ path: path.join(scratchDir('blockers'), 'hidden-single.png') });
});

test('a naked single circles one placed copy of each other digit its cell sees', async () => {
  await page.goto(`${base}api/no-such-route`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}#p=${NAKED.puzzle}&s=${NAKED.sheet}`);
  await ready(page);
  await fullHint(page);
  assert.match(await page.locator('#hint-text').textContent(), /r8c5 must be 1: it is the only candidate left in that cell/);
  const found = await blockers(page);
  const digits = found.map((b) => NAKED.sheet[(at(b).r - 1) * 9 + at(b).c - 1]).sort().join('');
  assert.equal(digits, '23456789');
  for (const b of found) assert.ok(sees(at(b), at('r8c5')), `${b} sees r8c5`);
  await page.locator('#board').screenshot({ path: path.join(scratchDir('blockers'), 'naked-single.png') });
});

test('no script errors', () => {
  assert.deepEqual(errors, []);
});
