// Where games live between visits: the browser's localStorage, one entry per puzzle (so
// going back to a puzzle finds it as it was left), the key of the game last played, and the
// page's settings; and the share link, which carries a puzzle and optionally the player's
// sheet and marks in the URL's fragment (`#p=<81 line>&s=<81 line>&c=<corner>&m=<centre>`;
// a variant's `#v=<its JSON>&s=..`), never sent to any server; and the list of unfinished
// games the Continue dialog offers (js/continue.js). The server keeps no player data at all.
// A puzzle being set (Set mode) changes its puzzle with every clue: it is kept under a key
// of its own, one at a time, and its fragment is `#set`.

import { Game } from './game.js';
import { ALL_DIGITS, CELLS, CLASSIC_BOARD, N, parseCells, parseLine } from './geometry.js';

const PREFIX = 'shudu.game.';
const CURRENT = 'shudu.current';
const SETTINGS = 'shudu.settings';
const SETTING = 'shudu.setting';
const SET_FRAGMENT = '#set';
const KEEP = 30; // games kept; the least recently played go first

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the page still plays, it just forgets
  }
}

/** Saves a game under its puzzle and marks it as the current one. */
export function saveGame(game) {
  const ls = storage();
  if (!ls) return;
  if (game.setting) {
    try {
      ls.setItem(SETTING, JSON.stringify(game.toJSON()));
      ls.setItem(CURRENT, SET_FRAGMENT);
    } catch {
      /* full: this clue is not saved */
    }
    return;
  }
  const data = JSON.stringify({ ...game.toJSON(), saved: Date.now() });
  try {
    ls.setItem(PREFIX + game.puzzle, data);
    ls.setItem(CURRENT, game.puzzle);
  } catch {
    prune(ls, KEEP / 2); // full: make room once
    try {
      ls.setItem(PREFIX + game.puzzle, data);
    } catch {
      /* still full: this move is not saved */
    }
  }
  prune(ls, KEEP);
}

function prune(ls, keep) {
  const games = [];
  for (let k = 0; k < ls.length; k++) {
    const key = ls.key(k);
    if (!key?.startsWith(PREFIX)) continue;
    let saved = 0;
    try {
      saved = JSON.parse(ls.getItem(key)).saved ?? 0;
    } catch {
      /* unreadable: oldest */
    }
    games.push([saved, key]);
  }
  games.sort((a, b) => b[0] - a[0]);
  for (const [, key] of games.slice(keep)) ls.removeItem(key);
}

/** The saved game of a puzzle line, or null. */
export function loadGame(puzzle) {
  const text = storage()?.getItem(PREFIX + puzzle);
  if (!text) return null;
  try {
    return Game.fromJSON(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The unfinished games saved in this browser, the one played last first: what the Continue
 * list shows of each without starting it (a Game sets the page's layout to its board). Each
 * is `{puzzle, saved, elapsed, size, regions, givens, entries, label, level, daily, drill,
 * clues}`: `regions` each cell's box or region, `givens` and `entries` a character per cell
 * ('.' or '0' for none). A finished game, a full board and an entry that cannot be read
 * are left out: none of them is a game to come back to.
 */
export function savedGames() {
  const ls = storage();
  if (!ls) return [];
  const games = [];
  for (let k = 0; k < ls.length; k++) {
    const key = ls.key(k);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const summary = summaryOf(JSON.parse(ls.getItem(key)));
      if (summary) games.push(summary);
    } catch {
      /* unreadable: loadGame refuses it too */
    }
  }
  return games.sort((a, b) => b.saved - a.saved);
}

const EMPTY = new Set(['.', '0']);

/** A saved game's summary for the Continue list, or null when it is not one to continue. */
function summaryOf(data) {
  if (!data || data.finished) return null;
  const board = data.board ?? null;
  const size = board ? board.size : 9;
  const givens = board ? board.givens : data.puzzle;
  const cells = size * size;
  if (!Number.isInteger(size) || typeof givens !== 'string' || givens.length !== cells) return null;
  if (typeof data.entries !== 'string' || data.entries.length !== cells) return null;
  // A classic game is saved without its board: the classic board's regions are its boxes.
  const regions = (board ?? CLASSIC_BOARD).regions;
  if (regions?.length !== cells) return null;
  const clues = [...givens].filter((ch) => !EMPTY.has(ch)).length;
  const filled = [...data.entries].filter((ch, i) => !EMPTY.has(ch) && EMPTY.has(givens[i])).length;
  if (clues + filled === cells) return null;
  return {
    puzzle: data.puzzle,
    saved: Number(data.saved) || 0,
    elapsed: Number(data.elapsed) || 0,
    size,
    regions,
    givens,
    entries: data.entries,
    label: board ? (board.label ?? board.rules ?? '') : '',
    level: data.daily?.level ?? data.rating?.level ?? data.level ?? null,
    daily: data.daily ?? null,
    drill: data.drill?.name ?? null,
    clues,
    filled,
  };
}

/** Forgets the saved game of a puzzle (the Continue list's Remove). */
export function forgetGame(puzzle) {
  const ls = storage();
  ls?.removeItem(PREFIX + puzzle);
  if (ls?.getItem(CURRENT) === puzzle) ls.removeItem(CURRENT);
}

/** The game played last (or the puzzle being set, when that was last), or null. */
export function loadCurrent() {
  const puzzle = storage()?.getItem(CURRENT);
  if (puzzle === SET_FRAGMENT) return loadSetting();
  return puzzle ? loadGame(puzzle) : null;
}

/** The puzzle being set, as it was left, or null. */
export function loadSetting() {
  try {
    const game = Game.fromJSON(JSON.parse(storage()?.getItem(SETTING) ?? 'null'));
    return game.setting ? game : null;
  } catch {
    return null;
  }
}

export function loadSettings() {
  try {
    return JSON.parse(storage()?.getItem(SETTINGS) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

export function saveSettings(settings) {
  try {
    storage()?.setItem(SETTINGS, JSON.stringify(settings));
  } catch {
    /* settings are a convenience */
  }
}

/** Whether a URL's fragment names the puzzle being set. */
export const isSetFragment = (hash) => hash === SET_FRAGMENT;

/**
 * The fragment naming a game's puzzle: `#p=<line>` for a classic line, else `#v=<its JSON>`;
 * `#set` for the puzzle being set.
 */
export const fragmentOf = (game) => (game.setting ? SET_FRAGMENT : parseLine(game.puzzle) ? `#p=${game.puzzle}` : `#v=${encodeURIComponent(game.puzzle)}`);

/**
 * The share link of a game: the puzzle, and as `carry` says more of the position:
 * 'puzzle' nothing more, 'entries' the player's digits (`&s=` the sheet), 'marks' the
 * digits and the corner and centre marks of the empty cells (`&c=`, `&m=`, each only when
 * there are some). Colours and the time never travel: Export saves the whole game.
 */
export function shareUrl(game, carry = 'puzzle') {
  const base = location.href.replace(/#.*$/, '');
  let hash = fragmentOf(game);
  if (carry === 'entries' || carry === 'marks') hash += `&s=${encodeURIComponent(game.sheet())}`;
  if (carry === 'marks') {
    const digits = game.digits();
    const seen = (masks) => masks.map((m, i) => (digits[i] ? 0 : m)); // a digit hides its cell's marks
    const corner = marksParam(seen(game.corner)), centre = marksParam(seen(game.centre));
    if (corner) hash += `&c=${corner}`;
    if (centre) hash += `&m=${centre}`;
  }
  return base + hash;
}

/**
 * Reads a share link's fragment: `{puzzle, sheet, corner, centre, carries}` (the puzzle a
 * classic line, or another board's JSON text for the server to read; the rest the link's
 * text of each, or null; `carries` whether it has any of them), or null if none.
 */
export function readFragment(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const v = params.get('v'), p = params.get('p'), s = params.get('s');
  let link;
  if (v) link = { puzzle: v, sheet: s };
  else if (p && parseLine(p)) link = { puzzle: p, sheet: s && parseLine(s) ? s : null };
  else return null;
  link.corner = params.get('c');
  link.centre = params.get('m');
  link.carries = Boolean(link.sheet || link.corner || link.centre);
  return link;
}

// The marks in a link (`&c=` corner, `&m=` centre), the same on every board size: the
// cells in reading order, each marked cell as its digits' mask shifted down by one (bit
// d-1 for digit d, so digits 1..N take N bits) in ⌈N/5⌉ base-32 digits `0-9a-v` (two on a
// 9×9 board, four on 16×16, five for 25 digits), each run of unmarked cells as capital
// letters, `A` one cell to `Z` 26 (a longer run takes more of them), and the unmarked
// cells after the last marked one left out. On 9×9, `B11C80` is r1c1 and r1c2 unmarked,
// r1c3 marked 1 and 6 (`11` = 33 = 0b100001), r1c4 to r1c6 unmarked, r1c7 marked 9 (`80`).

/** The link text of a board's marks (N² digit masks, geometry.js), '' when there are none. */
function marksParam(masks) {
  if (!masks.some(Boolean)) return '';
  const width = Math.ceil(N / 5);
  let text = '', run = 0;
  for (const mask of masks) {
    if (!mask) {
      run++;
      continue;
    }
    for (; run > 0; run -= 26) text += String.fromCharCode(64 + Math.min(run, 26));
    run = 0;
    text += (mask >>> 1).toString(32).padStart(width, '0');
  }
  return text;
}

/**
 * A link's marks on the board now laid out, for the cells `digits` leaves empty: N² masks,
 * or null when the text is not a set of marks of this board (a character or digit it does
 * not have, more cells than it has, a mark in a filled cell).
 */
function readMarks(text, digits) {
  const width = Math.ceil(N / 5);
  const masks = Array(CELLS).fill(0);
  let cell = 0;
  for (let k = 0; k < text.length;) {
    if (/[A-Z]/.test(text[k])) {
      cell += text.charCodeAt(k++) - 64;
      continue;
    }
    const chunk = text.slice(k, k + width);
    if (!/^[0-9a-v]+$/.test(chunk) || chunk.length !== width) return null;
    const mask = parseInt(chunk, 32) * 2;
    if (!mask || mask & ~ALL_DIGITS || cell >= CELLS || digits[cell]) return null;
    masks[cell++] = mask;
    k += width;
  }
  return cell <= CELLS ? masks : null;
}

/**
 * Puts a link's position on a fresh `game` of its puzzle: the sheet's entries, then the
 * marks (the position as shared, not moves to undo). Answers what it had to leave out:
 * 'entries' (a sheet not of this puzzle: its marks go with it), 'corner', 'centre', or ''.
 */
export function takeShared(game, link) {
  if (link.sheet) {
    const sheet = parseCells(link.sheet);
    if (!sheet || sheet.some((d, i) => game.givens[i] && d !== game.givens[i])) return 'entries';
    sheet.forEach((d, i) => {
      if (!game.givens[i]) game.entries[i] = d;
    });
  }
  const digits = game.digits();
  const corner = link.corner && readMarks(link.corner, digits);
  const centre = link.centre && readMarks(link.centre, digits);
  if (corner) game.corner = corner;
  if (centre) game.centre = centre;
  const bad = [link.corner && !corner && 'corner', link.centre && !centre && 'centre'].filter(Boolean);
  return bad.length === 2 ? 'marks' : bad[0] ?? '';
}
