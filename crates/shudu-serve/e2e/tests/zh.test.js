// The page in Simplified and Traditional Chinese: the language taken from the browser's,
// then every main flow — a new game, marks, a hint at each level, a mistake found, an own
// puzzle's verdicts, a photo confirmed, a variant with its rules, high contrast and a
// killer's cage colours, a share link, daily records exported and imported, a reload,
// Solve all's question and the finish card —
// with every word the player reads in Chinese (no English word left but the few the
// glossary keeps: cell names, shudu, ER/EP/ED, key names), the switch remembered across a
// reload, and the screenshots the README shows at phone and desktop width.
// Controls are reached by their ids: their accessible names are Chinese here.

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PUZZLE, ROOT, errors, launch, openFresh, ready, scratchDir, screenshotDir, startServer, typeSolution } from './harness.js';

/** The screenshots the READMEs show; the others are left in target/e2e-screenshots/zh. */
const README = new Set(['zh-Hans-phone', 'zh-Hant-desktop']);

/** The photo of the scanner's tests (Wicht–Hennebert dataset, CC BY 4.0). */
const PHOTO = path.join(ROOT, 'crates/shudu-scan/tests/fixtures/photo1.jpg');

/**
 * Latin words a Chinese page may show: the program's name, the languages' own names in
 * the switch, key names in the keys' help, the puzzle formats' names, the rating's scales,
 * and the wings the glossary keeps in Latin letters.
 */
const KEPT = new Set(['shudu', 'English', 'Shift', 'Ctrl', 'Delete', 'JSON', 'SudokuPad', 'puzzles', 'Wing', 'Chain']);

/** English words of three letters or more in the page's visible text, beyond the kept ones. */
async function english(page) {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !KEPT.has(w));
}

async function noEnglish(page, where) {
  assert.deepEqual(await english(page), [], `English left ${where}`);
}

const status = (page) => page.locator('#status').textContent();

let server, base;

before(async () => {
  server = await startServer();
  base = server.url;
});

after(async () => {
  await server?.stop();
});

const LANGUAGES = [
  {
    lang: 'zh-Hans', locale: 'zh-CN', title: 'shudu 数独', newPuzzle: /^新谜题：/, corner: '角标 5', proper: /^合格：恰有一个解/,
    several: /^不合格：有多个解/, none: /^不合格：无解/, broken: /^违反规则：.*都是/, mistake: /^一处错误：r1c1。$/, why: '为什么错了', rating: /评分 \d/,
    diagonals: /对角线数独：/, copied: /已复制|链接已选中/, photoRead: /^读出 \d+ 个数字。/,
    nonsense: '心灵感应', technique: '数对', techniqueFound: /^显性数对（3\.0）$/, noTechnique: /^没有名称含“心灵感应”的技巧。$/,
    ask: '全部解出？', finished: '完成！', solvedIn: /^用时 \d+:\d\d 完成，好样的！$/,
    facts: ['用时', '难度', '评分', '提示次数', '检查次数', '查出的错误'], edit: '仍要修改',
    carries: /^链接带上题目、你填的数字以及角标和中标/, aGame: /^这是保存的对局，不是每日记录/, merged: /^每日记录已合并：新增 1 条/,
    summary: /^已解每日谜题：1 道。.*5:00。$/,
    contrast: '主题：高对比度', cageColours: '给每个虚线框涂上底色',
  },
  {
    lang: 'zh-Hant', locale: 'zh-TW', title: 'shudu 數獨', newPuzzle: /^新謎題：/, corner: '角標 5', proper: /^合格：恰有一個解/,
    several: /^不合格：有多個解/, none: /^不合格：無解/, broken: /^違反規則：.*都是/, mistake: /^一處錯誤：r1c1。$/, why: '為什麼錯了', rating: /評分 \d/,
    diagonals: /對角線數獨：/, copied: /已複製|連結已選取/, photoRead: /^讀出 \d+ 個數字。/,
    nonsense: '心靈感應', technique: '數對', techniqueFound: /^顯性數對（3\.0）$/, noTechnique: /^沒有名稱含「心靈感應」的技巧。$/,
    ask: '全部解出？', finished: '完成！', solvedIn: /^用時 \d+:\d\d 完成，好樣的！$/,
    facts: ['用時', '難度', '評分', '提示次數', '檢查次數', '查出的錯誤'], edit: '仍要修改',
    carries: /^連結帶上題目、你填的數字以及角標和中標/, aGame: /^這是儲存的對局，不是每日紀錄/, merged: /^每日紀錄已合併：新增 1 筆/,
    summary: /^已解每日謎題：1 道。.*5:00。$/,
    contrast: '主題：高對比度', cageColours: '為每個虛線框塗上底色',
  },
];

for (const words of LANGUAGES) {
  describe(`the page in ${words.lang}`, () => {
    let browser, page;

    before(async () => {
      browser = await launch({ locale: words.locale });
      page = await browser.context.newPage();
      await openFresh(page, base);
    });

    after(async () => {
      await browser?.close();
    });

    test('the browser\'s language is taken: lang, title and the switch', async () => {
      assert.equal(await page.evaluate(() => document.documentElement.lang), words.lang);
      assert.equal(await page.title(), words.title);
      assert.equal(await page.locator('#lang').inputValue(), words.lang);
      await noEnglish(page, 'on the board');
    });

    test('the page arrives worded in the language, and paints within 300 ms', async (t) => {
      const html = await (await fetch(base, { headers: { 'Accept-Language': words.locale } })).text();
      assert.match(html, new RegExp(`<html lang="${words.lang}">`));
      assert.match(html, new RegExp(`<title>${words.title}</title>`));
      const times = [];
      for (let k = 0; k < 5; k++) {
        await page.goto('about:blank');
        await page.goto(`${base}#p=${PUZZLE}`);
        await ready(page);
        times.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime));
      }
      const paint = times.sort((a, b) => a - b)[2];
      t.diagnostic(`first contentful paint ${paint.toFixed(0)} ms`);
      assert.ok(paint < 300, `first paint ${paint} ms`);
      await noEnglish(page, 'after loading');
    });

    test('a new game', async () => {
      await page.click('#new');
      await page.selectOption('#new-size', '9');
      await page.selectOption('#new-variant', '');
      await page.fill('#new-seed', '3');
      await noEnglish(page, 'in the New puzzle dialog');
      await page.click('#new-go');
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#status').textContent), words.newPuzzle.source, { timeout: 30_000 });
      await noEnglish(page, 'after a new game');
    });

    test('a puzzle that uses a technique found by its Chinese name', async () => {
      await page.click('#new');
      await page.selectOption('#new-size', '9');
      await page.selectOption('#new-variant', '');
      await page.fill('#new-technique-search', words.nonsense);
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#new-technique-note').textContent), words.noTechnique.source);
      await page.fill('#new-technique-search', words.technique);
      await page.waitForFunction(() => document.querySelector('#new-technique').value !== '');
      const chosen = await page.locator('#new-technique option:checked').textContent();
      assert.match(chosen, words.techniqueFound);
      // The technique sets the difficulty: the level waits.
      assert.ok(await page.locator('#new-level').isDisabled());
      await noEnglish(page, 'in the technique search');
      await page.fill('#new-seed', '5');
      const asked = page.waitForRequest((r) => r.url().endsWith('/api/generate'));
      await page.click('#new-go');
      const body = JSON.parse((await asked).postData());
      assert.equal(body.require, chosen.replace(/（.*$/, ''));
      assert.equal(body.level, undefined);
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#status').textContent), words.newPuzzle.source, { timeout: 30_000 });
      // The next opening starts from any technique again once the search is cleared.
      await page.click('#new');
      await page.fill('#new-technique-search', '');
      await page.waitForFunction(() => document.querySelector('#new-technique').value === '');
      assert.ok(!(await page.locator('#new-level').isDisabled()));
      await page.keyboard.press('Escape');
    });

    test('marks, a mistake found by Check and a clash named in Chinese', async () => {
      await openFresh(page, base);
      // r1c1 is empty in PUZZLE; its solution is 1.
      await page.click('#cell-r1c1');
      await page.click('[data-mode="corner"]');
      await page.keyboard.press('5');
      assert.match(await page.locator('#cell-r1c1').getAttribute('aria-label'), new RegExp(words.corner));
      await page.click('[data-mode="digit"]');
      await page.keyboard.press('9');
      await page.click('#check');
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#status').textContent), words.mistake.source);
      // Why it is wrong, in the panel, in Chinese.
      assert.equal(await page.locator('#hint-title').textContent(), words.why);
      await page.screenshot({ path: path.join(scratchDir('zh'), `${words.lang}-why.png`) });
      await noEnglish(page, 'after Check');
      // r1c6 holds 2: a 2 in r1c1 clashes in row 1, named by the server in Chinese.
      await page.click('#cell-r1c1');
      await page.keyboard.press('2');
      await page.waitForFunction(() => /r1c1.*r1c6|r1c6.*r1c1/.test(document.querySelector('#status').textContent));
      await noEnglish(page, 'after a clash');
    });

    test('a hint at each level', async () => {
      await openFresh(page, base);
      await page.click('#hint');
      await page.waitForSelector('#hint-panel:not([hidden])[data-level="nudge"]');
      await noEnglish(page, 'at the nudge');
      await page.click('#hint-more');
      await page.waitForSelector('#hint-panel[data-level="technique"]');
      assert.match(await page.locator('#hint-title').textContent(), words.rating);
      await noEnglish(page, 'at the technique');
      await page.click('#hint-more');
      await page.waitForSelector('#hint-panel[data-level="full"]');
      assert.ok(await page.locator('#hint-apply').isVisible());
      await noEnglish(page, 'at the full hint');
      // A screen reader hears the step's roles on the board in the language too.
      const hinted = await page.evaluate(() => [...document.querySelectorAll('[role=gridcell]')]
        .map((c) => c.getAttribute('aria-label')).filter((label) => label.includes('提示')));
      assert.ok(hinted.length > 0, 'no cell carries the hint');
      for (const label of hinted) assert.doesNotMatch(label.replace(/r\d+c\d+/g, ''), /[A-Za-z]{3,}/, label);
    });

    test('own puzzle verdicts', async () => {
      await page.click('#own');
      const cases = [
        [PUZZLE, words.proper],
        [`.${PUZZLE.slice(1, 40)}${'.'.repeat(41)}`, words.several],
        [`12345678.........9${'.'.repeat(63)}`, words.none],
        [`11${'.'.repeat(79)}`, words.broken],
      ];
      for (const [text, expected] of cases) {
        await page.fill('#own-text', text);
        await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#own-verdict').textContent), expected.source);
        await noEnglish(page, `in the own puzzle dialog (${expected})`);
      }
      await page.fill('#own-text', PUZZLE);
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#own-verdict').textContent), words.proper.source);
      await page.click('#own-play');
      await page.waitForFunction(() => !document.querySelector('#own-dialog').open);
      await noEnglish(page, 'after playing an own puzzle');
    });

    test('a photo read and confirmed', async () => {
      await page.locator('#photo').waitFor({ state: 'visible' });
      await page.locator('#photo-file').setInputFiles(PHOTO);
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#photo-summary').textContent), words.photoRead.source, { timeout: 30_000 });
      await page.waitForFunction(() => document.querySelector('#photo-verdict').textContent !== '');
      await noEnglish(page, 'in the photo dialog');
      // The cells the scanner is unsure of are kept as read, one by one, before Play.
      while (await page.locator('#photo-keep').isVisible()) await page.click('#photo-keep');
      await page.waitForFunction(() => !document.querySelector('#photo-play').disabled, null, { timeout: 15_000 });
      await page.click('#photo-play');
      await page.waitForFunction(() => !document.querySelector('#photo-dialog').open);
      await noEnglish(page, 'after playing the photo\'s puzzle');
    });

    test('a variant with its rules', async () => {
      await page.click('#new');
      await page.selectOption('#new-variant', 'x');
      await page.fill('#new-seed', '7');
      await page.click('#new-go');
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#status').textContent), words.newPuzzle.source, { timeout: 30_000 });
      assert.match(await page.locator('#legend').innerText(), words.diagonals);
      await page.click('#hint');
      await page.waitForSelector('#hint-panel:not([hidden])[data-level="nudge"]');
      await noEnglish(page, 'on an X board');
    });

    test('high contrast and the cages\' colours, named in the language', async () => {
      for (let k = 0; k < 3; k++) await page.click('#theme');
      assert.equal(await page.locator('#theme').getAttribute('aria-label'), words.contrast);
      await page.click('#new');
      await page.selectOption('#new-variant', 'killer');
      await page.fill('#new-seed', '3');
      await page.click('#new-go');
      await page.waitForSelector('#cage-colours-option:not([hidden])', { timeout: 30_000 });
      assert.equal((await page.locator('#cage-colours-option').innerText()).trim(), words.cageColours);
      await page.check('#cage-colours');
      await noEnglish(page, 'on a killer board in high contrast');
      await page.screenshot({ path: path.join(scratchDir('cage-tints'), `killer-contrast-${words.lang}.png`) });
      await page.uncheck('#cage-colours');
      await page.click('#theme');
    });

    test('share', async () => {
      await page.click('#share');
      await page.click('#share-copy');
      await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#share-note').textContent), words.copied.source);
      await noEnglish(page, 'in the Share dialog');
      await page.click('#share-marks');
      assert.match(await page.locator('#share-carries').textContent(), words.carries);
      await noEnglish(page, 'in the Share dialog, with marks');
      await page.keyboard.press('Escape');
    });

    test('daily records, exported and imported', async () => {
      await page.click('#import');
      await page.click('#io-daily');
      await page.fill('#io-text', '{"format":"shudu-game"}');
      await page.click('#io-load');
      assert.match(await page.locator('#io-error').textContent(), words.aGame);
      await noEnglish(page, 'refusing a game as daily records');
      await page.fill('#io-text', '{"format":"shudu-daily","version":1,"solved":{"2020-01-01/easy":300}}');
      await page.click('#io-load');
      assert.match(await page.locator('#io-note').textContent(), words.merged);
      assert.match(await page.locator('#io-summary').textContent(), words.summary);
      await noEnglish(page, 'importing daily records');
      await page.keyboard.press('Escape');
      await page.click('#export');
      await page.click('#io-daily');
      await noEnglish(page, 'exporting daily records');
      await page.keyboard.press('Escape');
    });

    test('a reload keeps the language, and a language chosen with the switch is remembered', async () => {
      await page.reload();
      await ready(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), words.lang);
      await noEnglish(page, 'after a reload');
      const other = words.lang === 'zh-Hans' ? 'zh-Hant' : 'zh-Hans';
      await page.selectOption('#lang', other);
      await page.waitForFunction((l) => document.documentElement.lang === l, other);
      // The variant's rules follow the switch too.
      await page.waitForFunction((l) => !/[A-Za-z]{3,}/.test(document.querySelector('#legend').innerText), other);
      await page.reload();
      await ready(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), other);
      await page.selectOption('#lang', 'en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      assert.equal(await page.locator('#hint').textContent(), 'Hint');
      await page.selectOption('#lang', words.lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, words.lang);
    });

    test('Solve all\'s question and the finish card, at phone and desktop width', async () => {
      for (const [width, viewport, options] of [
        ['phone', { width: 390, height: 844 }, { hasTouch: true, isMobile: true }],
        ['desktop', { width: 1200, height: 820 }, {}],
      ]) {
        const shot = await launch({ locale: words.locale, viewport, ...options });
        try {
          const p = await shot.context.newPage();
          await openFresh(p, base);
          await p.click('#solve-all');
          await p.waitForSelector('#ask-dialog[open]');
          assert.equal(await p.locator('#ask-title').textContent(), words.ask);
          await noEnglish(p, `in Solve all's question at ${width} width`);
          await p.screenshot({ path: path.join(scratchDir('finish'), `finish-ask-${words.lang}-${width}.png`) });
          await p.click('#ask-cancel');
          await p.click('#rate'); // the card shows the level and the rating the page has
          await p.waitForFunction(() => /ER \d/.test(document.querySelector('#status').textContent));
          await typeSolution(p);
          await p.locator('#finish').waitFor({ state: 'visible' });
          assert.equal(await p.locator('#finish-title').textContent(), words.finished);
          assert.deepEqual(await p.locator('#finish-facts dt').allTextContents(), words.facts);
          assert.equal(await p.locator('#finish-edit').textContent(), words.edit);
          assert.match(await status(p), words.solvedIn);
          await p.click('#cell-r1c1');
          await p.keyboard.press('Delete');
          await p.waitForFunction(() => /仍要修改/.test(document.querySelector('#status').textContent));
          await noEnglish(p, `on the finish card at ${width} width`);
          const clipped = await p.evaluate(() => [...document.querySelectorAll('#finish button')]
            .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.textContent.trim()));
          assert.deepEqual(clipped, [], 'no button of the card clips its words');
          await p.screenshot({ path: path.join(scratchDir('finish'), `finish-${words.lang}-${width}.png`) });
        } finally {
          await shot.close();
        }
      }
    });

    test(`screenshots at phone and desktop width, a hint shown`, async () => {
      for (const [width, viewport, options] of [
        ['phone', { width: 375, height: 812 }, { hasTouch: true, isMobile: true }],
        ['desktop', { width: 1200, height: 820 }, {}],
      ]) {
        const shot = await launch({ locale: words.locale, viewport, ...options });
        try {
          const p = await shot.context.newPage();
          await openFresh(p, base);
          const scroll = await p.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(scroll <= viewport.width, `no sideways scrolling at ${viewport.width} px: ${scroll} px`);
          await p.click('#hint');
          await p.waitForSelector('#hint-panel:not([hidden])[data-level="nudge"]');
          await p.click('#hint-more');
          await p.waitForSelector('#hint-panel[data-level="technique"]');
          await p.click('#hint-more');
          await p.waitForSelector('#hint-panel[data-level="full"]');
          await noEnglish(p, `at ${width} width`);
          // Every button's words fit inside it.
          const clipped = await p.evaluate(() => [...document.querySelectorAll('button, .button')]
            .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.textContent.trim()));
          assert.deepEqual(clipped, [], 'no button clips its words');
          const name = `${words.lang}-${width}`;
          const dir = README.has(name) ? screenshotDir() : scratchDir('zh');
          await p.screenshot({ path: path.join(dir, `${name}.png`), fullPage: width === 'phone' });
        } finally {
          await shot.close();
        }
      }
    });
  });
}

test('no script error in either language', () => {
  assert.deepEqual(errors, []);
});
