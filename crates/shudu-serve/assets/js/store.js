// Where games live between visits: the browser's localStorage, one entry per puzzle (so
// going back to a puzzle finds it as it was left), the key of the game last played, and the
// page's settings; and the share link, which carries a puzzle and optionally the player's
// sheet in the URL's fragment (`#p=<81 line>&s=<81 line>`; a variant's `#v=<its JSON>`),
// never sent to any server.
// The server keeps no player data at all.

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
