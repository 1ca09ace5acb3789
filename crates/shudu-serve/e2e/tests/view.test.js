// How the page looks and loads: a phone-sized touch screen, the first render time, contrast
// in both themes and the high-contrast one, the screenshots the README shows, the page's weight, and that no request
// ever leaves the server's origin.

import assert from 'node:assert/strict';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import {
  KITE, PUZZLE, button, cell, errors, fullHint, launch, nameOf, openFresh, ready, requests, screenshotDir, startServer,
} from './harness.js';

let server, base;

before(async () => {
  server = await startServer();
  base = server.url;
});

after(async () => {
  await server?.stop();
});

test('a phone-sized touch screen: everything fits, targets are 44 px, a tap plays', async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await phone.context.newPage();
    await openFresh(page, base);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling: the page is ${width} px wide`);
    const board = await page.getByRole('grid').boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= 390, `the board fits: ${JSON.stringify(board)}`);
    const small = await page.evaluate(() => [...document.querySelectorAll('button, select, input:not([type=file]), .button')]
      .filter((el) => el.offsetParent !== null)
      // A checkbox's target is its whole label.
      .map((el) => [el.textContent.trim() || el.getAttribute('aria-label') || el.id, (el.closest('label') ?? el).getBoundingClientRect()])
      .filter(([, r]) => r.width < 44 || r.height < 44)
      .map(([name, r]) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`));
    assert.deepEqual(small, [], 'every control is at least 44 by 44 px');
    await cell(page, 'r1c1').tap();
    await page.getByRole('button', { name: /^1, \d left$/ }).tap();
    assert.equal(await nameOf(page, 'r1c1'), 'r1c1, digit 1');
    await button(page, 'Corner').tap();
    await cell(page, 'r1c2').tap();
    await page.getByRole('button', { name: /^5, \d left$/ }).tap();
    assert.equal(await nameOf(page, 'r1c2'), 'r1c2, empty, corner 5');
    await page.screenshot({ path: path.join(screenshotDir(), 'phone.png') });
  } finally {
    await phone.close();
  }
});

test('first render within 300 ms on loopback', async (t) => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${base}#p=${PUZZLE}`); // warm: the binary's first answers, chromium's caches
    await ready(page);
    const times = [];
    for (let k = 0; k < 5; k++) {
      await page.goto('about:blank');
      await page.goto(`${base}#p=${PUZZLE}`);
      await ready(page);
      times.push(await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        ready: performance.getEntriesByName('shudu-game-ready')[0]?.startTime,
      })));
    }
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const paint = median(times.map((t) => t.paint)), ready_ = median(times.map((t) => t.ready));
    t.diagnostic(`first contentful paint ${paint.toFixed(0)} ms, game on the board ${ready_.toFixed(0)} ms (medians of 5)`);
    assert.ok(paint < 300, `first paint ${paint} ms`);
    // The game itself follows the first paint by the modules' run time, which a loaded
    // machine stretches; a bound that still catches a page waiting on the network.
    assert.ok(ready_ < 1000, `game ready ${ready_} ms`);
  } finally {
    await browser.close();
  }
});

test('the page weighs at most 80 KB gzipped', async (t) => {
  const files = new Set();
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    page.on('response', (r) => {
      if (!new URL(r.url()).pathname.startsWith('/api/')) files.add(r.url());
    });
    await openFresh(page, base);
  } finally {
    await browser.close();
  }
  let total = 0;
  for (const url of files) {
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  t.diagnostic(`${files.size} files, ${(total / 1024).toFixed(1)} KB gzipped`);
  assert.ok(files.size >= 4, `the page's files: ${[...files].join(' ')}`);
  assert.ok(total <= 80 * 1024, `${total} bytes gzipped`);
});

/** Text colour against the background it sits on, for the elements a player reads. */
async function contrasts(page) {
  return page.evaluate(() => {
    const rgb = (s) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]) => {
      const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0.99)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const out = [];
    const seen = new Set();
    for (const el of document.querySelectorAll('.cell .digit, .cell .corner span, .cell .centre, button, .info, .timer, .keys, .status, .option, .key .left, .cands span')) {
      if (!el.textContent.trim() || el.offsetParent === null) continue;
      const style = getComputedStyle(el);
      if (Number(style.opacity) < 1 || el.closest('button:disabled')) continue; // disabled controls are exempt
      const fg = rgb(style.color).slice(0, 3);
      const bg = background(el);
      const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      const ratio = (a + 0.05) / (b + 0.05);
      const key = `${el.className || el.tagName} ${fg} ${bg}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([key, Math.round(ratio * 100) / 100]);
    }
    return out;
  });
}

for (const scheme of ['light', 'dark']) {
  test(`contrast of at least 4.5:1 in the ${scheme} theme, and its screenshot`, async () => {
    const browser = await launch({ colorScheme: scheme, viewport: { width: 1000, height: 700 } });
    try {
      const page = await browser.context.newPage();
      await openFresh(page, base);
      // A game under way: entries, marks, a colour, a conflict, a hint's evidence.
      await cell(page, 'r1c1').click();
      await page.keyboard.press('1');
      await cell(page, 'r3c1').click();
      await page.keyboard.press('Shift+Digit6');
      await page.keyboard.press('Shift+Digit7');
      await cell(page, 'r3c2').click();
      await page.keyboard.press('Control+Digit7');
      await page.keyboard.press('Control+Digit8');
      await cell(page, 'r7c3').click();
      await page.keyboard.press('5');
      await page.keyboard.press('Control+Shift+Digit2');
      await cell(page, 'r9c3').click();
      await page.keyboard.press('2'); // r9c2 holds 2: a conflict
      await fullHint(page);
      let low = (await contrasts(page)).filter(([, ratio]) => ratio < 4.5);
      assert.deepEqual(low, [], 'text below 4.5:1');
      if (scheme === 'light') {
        // A later position, whose hint draws links between candidates.
        await page.goto(`${base}#p=${KITE.puzzle}&s=${KITE.sheet}`);
        await ready(page);
        await button(page, 'Candidates').click();
        for (let k = 0; k < 12; k++) {
          await fullHint(page);
          if (await page.locator('#links line').count()) break;
          await button(page, 'Apply').click();
        }
      }
      low = (await contrasts(page)).filter(([, ratio]) => ratio < 4.5);
      assert.deepEqual(low, [], 'text below 4.5:1');
      await page.screenshot({ path: path.join(screenshotDir(), `${scheme}.png`) });
    } finally {
      await browser.close();
    }
  });
}

/** CIE76 ΔE between two sRGB colours [r, g, b] (0–255): about 2 is a just-noticeable difference, 20 a clearly other colour. */
function deltaE(a, b) {
  const lab = ([r, g, b]) => {
    const [R, G, B] = [r, g, b].map((c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const [x, y, z] = [(0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047, 0.2126 * R + 0.7152 * G + 0.0722 * B,
      (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883].map(f);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const rgbOf = (s) => (s.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3);

for (const scheme of ['light', 'dark']) {
  test(`the nine colours are clearly apart in the ${scheme} theme, as swatches and on the board`, async () => {
    const browser = await launch({ colorScheme: scheme });
    try {
      const page = await browser.context.newPage();
      await openFresh(page, base);
      await button(page, 'Colour').click();
      const { swatches, cell: under, opacity } = await page.evaluate(() => ({
        swatches: [...Array(9).keys()].map((k) => getComputedStyle(document.querySelector(`#keypad .swatch.col${k + 1}`)).backgroundColor),
        cell: getComputedStyle(document.querySelector('#cell-r1c1')).backgroundColor,
        opacity: Number(getComputedStyle(document.querySelector('#cell-r1c1 .fill')).opacity),
      }));
      // On the board a colour is its swatch laid over the cell at the fill's opacity.
      const onBoard = swatches.map(rgbOf).map((c) => c.map((v, i) => v * opacity + rgbOf(under)[i] * (1 - opacity)));
      const names = ['orange', 'sky blue', 'green', 'yellow', 'blue', 'red', 'purple', 'grey', 'pink'];
      for (const [what, colours] of [['swatch', swatches.map(rgbOf)], ['board', onBoard]]) {
        for (let i = 0; i < 9; i++) {
          for (let j = i + 1; j < 9; j++) {
            const d = deltaE(colours[i], colours[j]);
            assert.ok(d >= 20, `${what}: ${names[i]} and ${names[j]} are only ΔE ${d.toFixed(1)} apart`);
          }
        }
      }
      // Each swatch is named what it shows.
      for (let k = 1; k <= 9; k++) {
        assert.equal(await page.locator(`#keypad .swatch.col${k}`).getAttribute('aria-label'), `Colour ${names[k - 1]}`);
      }
    } finally {
      await browser.close();
    }
  });

  test(`a selected cell is ringed, its colour unchanged, in the ${scheme} theme`, async () => {
    const browser = await launch({ colorScheme: scheme });
    try {
      const page = await browser.context.newPage();
      await openFresh(page, base);
      await cell(page, 'r1c1').click();
      await cell(page, 'r1c2').click({ modifiers: ['Control'] });
      await page.keyboard.press('v');
      await page.keyboard.press('2'); // sky blue, the colour a yellow selection turned green
      const look = () => page.evaluate(() => {
        const el = document.querySelector('#cell-r1c1');
        const style = getComputedStyle(el);
        const fill = getComputedStyle(el.querySelector('.fill'));
        return {
          colour: [style.backgroundColor, fill.backgroundColor, fill.opacity],
          ring: [style.outlineStyle, parseFloat(style.outlineWidth), style.outlineColor],
        };
      });
      const selected = await look();
      await page.screenshot({ path: path.join(screenshotDir(), `selected-colour-${scheme}.png`), clip: await page.locator('#board').boundingBox() });
      await cell(page, 'r9c9').click(); // no peer of r1c1, nor the same digit
      const unselected = await look();
      assert.deepEqual(selected.colour, unselected.colour);
      assert.equal(selected.ring[0], 'solid');
      assert.ok(selected.ring[1] >= 2, `ring ${selected.ring[1]} px`);
      assert.equal(unselected.ring[0], 'none');
      // The ring stands out from the cell and from the colour under it.
      const ring = rgbOf(selected.ring[2]);
      assert.ok(deltaE(ring, rgbOf(selected.colour[0])) >= 40, 'ring against the cell');
      assert.ok(deltaE(ring, rgbOf(selected.colour[1])) >= 40, 'ring against the colour');
    } finally {
      await browser.close();
    }
  });
}

/** Contrast ratio of two sRGB colours [r, g, b] (0–255), as WCAG defines it. */
function ratioOf(a, b) {
  const lum = ([r, g, bl]) => {
    const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** What high contrast promises, read from the computed styles of a game under way. */
async function highContrastLook(page) {
  return page.evaluate(() => {
    const style = (sel) => getComputedStyle(document.querySelector(sel));
    const text = (sel) => {
      const el = document.querySelector(sel);
      const s = getComputedStyle(el);
      return { colour: s.color, weight: Number(s.fontWeight), under: getComputedStyle(el.closest('.cell')).backgroundColor };
    };
    const sel = style('.cell.sel');
    return {
      theme: document.documentElement.dataset.theme ?? null,
      given: text('.cell.given .digit'),
      entry: text('#cell-r1c1 .digit'),
      corner: text('#cell-r3c1 .corner span'),
      centre: text('#cell-r3c2 .centre'),
      thin: parseFloat(style('#cell-r1c1').borderRightWidth),
      box: parseFloat(style('#cell-r1c3').borderRightWidth),
      boxRow: parseFloat(style('#cell-r3c1').borderBottomWidth),
      frame: parseFloat(style('#board').borderTopWidth),
      ring: { width: parseFloat(sel.outlineWidth), style: sel.outlineStyle, colour: sel.outlineColor, under: sel.backgroundColor },
      bg: getComputedStyle(document.body).backgroundColor,
    };
  });
}

test('high contrast: the theme switch reaches it, text at 7:1, thick lines, and a reload keeps it', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await openFresh(page, base);
    await cell(page, 'r1c1').click();
    await page.keyboard.press('1');
    await cell(page, 'r3c1').click();
    await page.keyboard.press('Shift+Digit6');
    await cell(page, 'r3c2').click();
    await page.keyboard.press('Control+Digit7');
    await cell(page, 'r5c5').click(); // away from the marked cells: none of them a peer
    // One control, named for the theme in force, goes round all four.
    const theme = page.locator('#theme');
    assert.equal(await theme.getAttribute('aria-label'), 'Theme: system');
    for (const name of ['light', 'dark', 'high contrast']) {
      await theme.click();
      assert.equal(await theme.getAttribute('aria-label'), `Theme: ${name}`);
    }
    const check = async (where) => {
      const look = await highContrastLook(page);
      assert.equal(look.theme, 'contrast', where);
      for (const what of ['given', 'entry', 'corner', 'centre']) {
        const ratio = ratioOf(rgbOf(look[what].colour), rgbOf(look[what].under));
        assert.ok(ratio >= 7, `${where}: ${what} at ${ratio.toFixed(2)}:1`);
      }
      // Givens and entries differ in weight, not in colour alone.
      assert.ok(look.given.weight - look.entry.weight >= 300, `${where}: weights ${look.given.weight} and ${look.entry.weight}`);
      assert.ok(look.thin >= 2, `${where}: cell lines ${look.thin} px`);
      for (const w of [look.box, look.boxRow, look.frame]) assert.ok(w >= 4, `${where}: box lines ${w} px`);
      assert.equal(look.ring.style, 'solid');
      assert.ok(look.ring.width >= 4, `${where}: selection ring ${look.ring.width} px`);
      for (const against of [look.ring.under, look.bg]) {
        const ratio = ratioOf(rgbOf(look.ring.colour), rgbOf(against));
        assert.ok(ratio >= 7, `${where}: the ring at ${ratio.toFixed(2)}:1`);
      }
      const low = (await contrasts(page)).filter(([, ratio]) => ratio < 7);
      assert.deepEqual(low, [], `${where}: text below 7:1`);
    };
    await check('switched');
    await page.screenshot({ path: path.join(screenshotDir(), 'contrast.png') });
    await page.reload();
    await ready(page);
    assert.equal(await theme.getAttribute('aria-label'), 'Theme: high contrast');
    await cell(page, 'r5c5').click();
    await check('after a reload');
    await theme.click();
    assert.equal(await theme.getAttribute('aria-label'), 'Theme: system');
    assert.equal((await highContrastLook(page)).theme, null);
  } finally {
    await browser.close();
  }
});

test('the system theme is high contrast while the system asks for more contrast, its nine colours apart', async () => {
  const browser = await launch({ contrast: 'more', colorScheme: 'dark' });
  try {
    const page = await browser.context.newPage();
    await openFresh(page, base);
    assert.equal(await page.locator('#theme').getAttribute('aria-label'), 'Theme: system');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'contrast');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(255, 255, 255)');
    await button(page, 'Colour').click();
    const { swatches, under, opacity } = await page.evaluate(() => ({
      swatches: [...Array(9).keys()].map((k) => getComputedStyle(document.querySelector(`#keypad .swatch.col${k + 1}`)).backgroundColor),
      under: getComputedStyle(document.querySelector('#cell-r1c1')).backgroundColor,
      opacity: Number(getComputedStyle(document.querySelector('#cell-r1c1 .fill')).opacity),
    }));
    const onBoard = swatches.map(rgbOf).map((c) => c.map((v, i) => v * opacity + rgbOf(under)[i] * (1 - opacity)));
    for (let i = 0; i < 9; i++) {
      for (let j = i + 1; j < 9; j++) assert.ok(deltaE(onBoard[i], onBoard[j]) >= 20, `colours ${i + 1} and ${j + 1} too close`);
    }
    // The wish withdrawn, the page follows at once.
    await page.emulateMedia({ contrast: 'no-preference' });
    await page.waitForFunction(() => !document.documentElement.dataset.theme);
  } finally {
    await browser.close();
  }
});

test('no request leaves the server\'s origin', async () => {
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    await openFresh(page, base);
    // Every dialog, a hint at each level, a check, a new puzzle: whatever the page may fetch.
    for (const name of ['Own puzzle', 'Share', 'Export', 'Import']) {
      await button(page, name).click();
      await page.keyboard.press('Escape');
    }
    await button(page, 'Check').click();
    await page.waitForFunction(() => document.querySelector('#status').textContent);
    await button(page, 'New puzzle').click();
    await page.getByLabel('Level').selectOption('easy');
    await button(page, 'Generate').click();
    await page.waitForFunction(() => /New puzzle/.test(document.querySelector('#status').textContent));
  } finally {
    await browser.close();
  }
  const origin = new URL(base).origin;
  const away = requests.map(([, url]) => url).filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob|about):/.test(url));
  assert.ok(requests.length > 10, `requests were recorded: ${requests.length}`);
  assert.deepEqual(away, []);
});

test('no script error and nothing the Content-Security-Policy refused', () => {
  assert.deepEqual(errors, []);
});
