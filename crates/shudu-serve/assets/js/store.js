// Where games live between visits: the browser's localStorage, one entry per puzzle (so
// going back to a puzzle finds it as it was left), the key of the game last played, and the
// page's settings; and the share link, which carries a puzzle and optionally the player's
// sheet in the URL's fragment (`#p=<81 line>&s=<81 line>`; a variant's `#v=<its JSON>`),
// never sent to any server; and the list of unfinished games the Continue dialog offers
// (js/continue.js). The server keeps no player data at all.

import { Game } from './game.js';
import { parseLine } from './geometry.js';

const PREFIX = 'shudu.game.';
const CURRENT = 'shudu.current';
const SETTINGS = 'shudu.settings';
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
  const regions = board?.regions?.length === cells
    ? board.regions
    : [...Array(cells).keys()].map((i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3));
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

/** The game played last, or null. */
export function loadCurrent() {
  const puzzle = storage()?.getItem(CURRENT);
  return puzzle ? loadGame(puzzle) : null;
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

/** The fragment naming a game's puzzle: `#p=<line>` for a classic line, else `#v=<its JSON>`. */
export const fragmentOf = (game) => (parseLine(game.puzzle) ? `#p=${game.puzzle}` : `#v=${encodeURIComponent(game.puzzle)}`);

/** The share link of a game: the puzzle, and with `withSheet` the player's entries too. */
export function shareUrl(game, withSheet) {
  const base = location.href.replace(/#.*$/, '');
  let hash = fragmentOf(game);
  if (withSheet) hash += `&s=${encodeURIComponent(game.sheet())}`;
  return base + hash;
}

/**
 * Reads a share link's fragment: `{puzzle, sheet}` (sheet may be null; the puzzle a
 * classic line, or another board's JSON text for the server to read), or null if none.
 */
export function readFragment(hash) {
  const params = new URLSearchParams(String(hash).replace(/^#/, ''));
  const v = params.get('v');
  if (v) return { puzzle: v, sheet: params.get('s') };
  const p = params.get('p');
  if (!p || !parseLine(p)) return null;
  const s = params.get('s');
  return { puzzle: p, sheet: s && parseLine(s) ? s : null };
}
