// What every end-to-end test stands on: `shudu serve` started on a free loopback port,
// Debian's chromium driven by playwright-core with a fresh profile, a record of every
// request the browser makes (the no-other-origin test reads it), and small helpers that
// reach the page the way a player does: by the accessible names of cells and buttons.
//
// Environment: SHUDU_BIN (the binary; default target/debug/shudu of the workspace),
// SHUDU_E2E_URL (test a server already running instead of starting one), CHROMIUM
// (default /usr/bin/chromium), SHUDU_SCREENSHOTS (a directory to write the screenshots to).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../../../..');

/** An easy puzzle (generated with `shudu generate --level easy --seed 5`) and its solution. */
export const PUZZLE = '.....234...49.........152.....5....7....2..8..36..7.1..6.3.......7.....9.2.6.8.3.';
export const SOLUTION = '198762345254983176673415298812534967749126583536897412465379821387241659921658734';

/**
 * A position (`shudu generate --require w-wing --seed 3`, its first 24 steps placed) a few
 * eliminations away from a 2-String Kite, a step whose evidence has links to draw.
 */
export const KITE = {
  puzzle: '..9...2.1.3.....78.6.4...9...1..4...7....59......9..2......7.1...6..98......6...5',
  sheet: '..9...26113.9.6478.674.1593.91..435.7....598.....9.12......7619.76..98.291..627.5',
};

/** Every request any page made, as [page url, request url]. */
export const requests = [];

/** Every script error and console error (CSP refusals among them) of any page. */
export const errors = [];

async function waitFor(url, child, log) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`shudu serve exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`shudu serve did not answer at ${url} within 30 s:\n${log()}`);
}

/**
 * Starts `shudu serve --port 0` (a free loopback port, which it prints) or uses
 * SHUDU_E2E_URL; returns {url, stop}.
 */
export async function startServer() {
  if (process.env.SHUDU_E2E_URL) return { url: process.env.SHUDU_E2E_URL.replace(/\/?$/, '/'), stop: async () => {} };
  const bin = process.env.SHUDU_BIN ?? path.join(ROOT, 'target/debug/shudu');
  if (!fs.existsSync(bin)) throw new Error(`no binary at ${bin}: build it with cargo build -p shudu-cli --features serve`);
  let output = '';
  const child = spawn(bin, ['serve', '--host', '127.0.0.1', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const announced = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shudu serve printed no URL within 30 s:\n${output}`)), 30_000);
    const read = (d) => {
      output += d;
      const url = /https?:\/\/127\.0\.0\.1:\d+\//.exec(output)?.[0];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`shudu serve exited with ${code}:\n${output}`)));
  });
  const url = await announced;
  await waitFor(url, child, () => output);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * Launches chromium with a fresh profile; each page it opens records its requests.
 * Options go to the browser context (viewport, hasTouch, isMobile, colorScheme).
 */
export async function launch(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shudu-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync'],
    viewport: { width: 1200, height: 820 },
    ...options,
  });
  context.on('request', (request) => requests.push([request.frame()?.url() ?? '', request.url()]));
  const watch = (page) => {
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    // Console errors include the CSP's refusals; a 4xx answer the page asked for on purpose
    // (bad input typed into Own puzzle) is logged as a failed load and is not one.
    page.on('console', (m) => {
      if (m.type() === 'error' && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) {
        errors.push(`${page.url()}: ${m.text()}`);
      }
    });
  };
  context.on('page', watch);
  context.pages().forEach(watch);
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens a puzzle afresh (nothing saved for it) and waits until the game is on the board. */
export async function openFresh(page, base, puzzle = PUZZLE) {
  // Storage is cleared from a page of the origin without the game's script (an unknown
  // route), so that leaving the game cannot save it back.
  await page.goto(`${base}api/no-such-route`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}#p=${puzzle}`);
  await ready(page);
}

export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15_000 });
}

/** A cell by its r1c1 name, as assistive technology finds it. */
export const cell = (page, name) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

/** A cell's accessible name. */
export const nameOf = (page, name) => cell(page, name).getAttribute('aria-label');

export const button = (page, name) => page.getByRole('button', { name, exact: true });

/** Presses Hint, then More until the hint is at its full level. */
export async function fullHint(page) {
  await button(page, 'Hint').click();
  await page.waitForSelector('#hint-panel:not([hidden])[data-level]');
  for (const level of ['technique', 'full']) {
    if (await page.locator('#hint-panel[data-level="full"]').count()) break;
    await button(page, 'More').click();
    await page.waitForSelector(`#hint-panel[data-level="${level}"]`);
  }
}

/**
 * Types a puzzle's solution into its empty cells by keyboard, row by row from r1c1 (the
 * arrows wrap at a row's end), the way a player who knows it would.
 */
export async function typeSolution(page, puzzle = PUZZLE, solution = SOLUTION) {
  await page.click('#cell-r1c1'); // by id: the cell's name is in the page's language
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] === '.') await page.keyboard.press(solution[i]);
    await page.keyboard.press('ArrowRight');
    if (i % 9 === 8) await page.keyboard.press('ArrowDown');
  }
}

/**
 * After pressing a button that starts another game: confirms leaving the game on the board
 * when the page asks (it does when that game is in progress), then waits until `started`
 * (a page function) holds.
 */
export async function leaveIfAsked(page, started) {
  const deadline = Date.now() + 30_000;
  while (!(await page.evaluate(started))) {
    if (Date.now() > deadline) throw new Error(`no new game within 30 s: ${started}`);
    if (await page.locator('#ask-dialog').isVisible()) await page.locator('#ask-yes').click();
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The page's status line. */
export const status = (page) => page.locator('#status');

/**
 * Where screenshots go: SHUDU_SCREENSHOTS, or `target/e2e-screenshots/FILE` in the
 * repository (FILE: the test file's name; replaced by each run, so runs leave nothing
 * behind elsewhere and the last run's pictures are there to look at).
 */
export function screenshotDir() {
  if (process.env.SHUDU_SCREENSHOTS) {
    fs.mkdirSync(process.env.SHUDU_SCREENSHOTS, { recursive: true });
    return process.env.SHUDU_SCREENSHOTS;
  }
  // Each test file runs in a process of its own: one directory per file.
  return scratchDir(path.basename(process.argv[1] ?? 'page', '.js'));
}

/** The directories this process has emptied already. */
const emptied = new Set();

/**
 * `target/e2e-screenshots/NAME`, emptied the first time this process asks for it:
 * pictures a test writes only to be looked at.
 */
export function scratchDir(name) {
  const dir = path.join(ROOT, 'target', 'e2e-screenshots', name);
  if (!emptied.has(dir)) {
    fs.rmSync(dir, { recursive: true, force: true });
    emptied.add(dir);
  }
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
