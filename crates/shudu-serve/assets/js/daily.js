// The daily puzzle's record in the browser: which days' puzzles were solved, in what
// time and with how many hints, kept in localStorage (the server keeps nothing); the
// streak of days in a row with one solved, and per level the best and average time and
// the hints used per solve. A day is the player's own date,
// `YYYY-MM-DD`, the form the server takes (`POST /api/daily`). The records travel as a
// file (exportRecords, importRecords; the format below): an import merges, never losing
// a solve of either side.

const KEY = 'shudu.daily';

/** The player's date today, `YYYY-MM-DD`. */
export function today(now = new Date()) {
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Days from 1970-01-01 to `date` (`YYYY-MM-DD`), by the calendar alone. */
function dayNumber(date) {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

function load() {
  try {
    const data = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {}; // storage disabled or damaged: the page still plays
  }
}

// Each solve is kept as `{s: seconds, h: hints}` under `DATE/LEVEL`; a record of an
// earlier version holds the seconds alone.
const secondsOf = (entry) => (typeof entry === 'number' ? entry : Number(entry?.s));
const hintsOf = (entry) => (typeof entry === 'number' ? 0 : Number(entry?.h ?? 0));

/**
 * Records `daily` ({date, level}) solved in `seconds` with `hints` used (the best time and
 * the fewest hints kept when solved again), and answers its standing after it.
 */
export function recordSolved(daily, seconds, hints = 0) {
  const solved = load();
  const key = `${daily.date}/${daily.level}`;
  const before = solved[key];
  // Whole seconds, as the timer shows them: a best time is never a second more than the finish's.
  solved[key] = {
    s: Math.min(before == null ? Infinity : secondsOf(before), Math.floor(seconds)),
    h: Math.min(before == null ? Infinity : hintsOf(before), hints),
  };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(solved));
  } catch {
    /* storage full or disabled: the finish is still said */
  }
  return standingIn(solved, daily);
}

/**
 * The standing of `daily` as `recordSolved` answered it, read again (a finished game's
 * card after a reload), or null when it was never recorded: the streak, and at its level
 * the best and average time (seconds), the solves counted and the hints used per solve.
 */
export function standing(daily) {
  const solved = load();
  if (!(`${daily.date}/${daily.level}` in solved)) return null;
  return standingIn(solved, daily);
}

function standingIn(solved, daily) {
  const entries = Object.entries(solved).filter(([key]) => key.endsWith(`/${daily.level}`)).map(([, e]) => e);
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    streak: streak(solved, daily.date),
    best: Math.min(...entries.map(secondsOf)),
    average: Math.round(mean(entries.map(secondsOf))),
    solves: entries.length,
    hints: mean(entries.map(hintsOf)),
  };
}

/** Whether the daily puzzle of `date` at `level` was solved. */
export const solvedDaily = (date, level) => `${date}/${level}` in load();

/** Days in a row, ending on `date` (or the day before with `dayBefore`), with some daily puzzle solved. */
function streak(solved, date, dayBefore = false) {
  const days = new Set(Object.keys(solved).map((key) => dayNumber(key.split('/')[0])));
  let count = 0;
  for (let day = dayNumber(date) - (dayBefore ? 1 : 0); days.has(day); day--) count++;
  return count;
}

// --- the records as a file ----------------------------------------------------------------
//
// The file Export writes and Import reads, JSON:
//   {
//     "format": "shudu-daily",            what the file is (a saved game is "shudu-game")
//     "version": 1,
//     "solved": {                         one entry per daily puzzle solved, keyed DATE/LEVEL:
//       "2025-03-14/easy": {"s": 312, "h": 0},   the player's date (YYYY-MM-DD) and the daily
//       "2025-03-15/hard": 845                   level; whole seconds and hints used, or (an
//     }                                          earlier version's entry) the seconds alone
//   }
// Import checks every entry before it changes anything, so a bad file leaves the records
// as they were; then per DATE/LEVEL it keeps the better time (and the fewer hints).

export const RECORDS_FORMAT = 'shudu-daily';

/** A file that cannot be imported: `id` the catalogue's message saying why, `values` its placeholders. */
export class RecordsError extends Error {
  constructor(id, values = {}) {
    super(id);
    this.id = id;
    this.values = values;
  }
}

/** The records as the file Export writes. */
export const exportRecords = () => ({ format: RECORDS_FORMAT, version: 1, solved: load() });

function isDate(text) {
  const [y, m, d] = text.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const fitsKey = (key) => /^\d{4}-\d\d-\d\d\/[a-z]+(-[a-z]+)*$/.test(key) && isDate(key.split('/')[0]);
const isSeconds = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const fitsEntry = (e) => isSeconds(e) || (e !== null && typeof e === 'object' && !Array.isArray(e) &&
  isSeconds(e.s) && (e.h === undefined || (Number.isInteger(e.h) && e.h >= 0)));

/**
 * Merges a records file's text into the player's records: `{added, better, total}` (solves
 * new here, solves whose time the file bettered, solves kept in all). Throws a RecordsError
 * naming what is wrong (not JSON, not daily records, the first bad entry's key, storage
 * refusing), the records untouched.
 */
export function importRecords(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new RecordsError('page-not-json-text', { error: err.message });
  }
  if (data?.format === 'shudu-game') throw new RecordsError('page-records-a-game');
  const solved = data?.solved;
  if (data?.format !== RECORDS_FORMAT || !solved || typeof solved !== 'object' || Array.isArray(solved)) {
    throw new RecordsError('page-records-not-records');
  }
  const incoming = Object.entries(solved);
  const bad = incoming.find(([key, entry]) => !fitsKey(key) || !fitsEntry(entry));
  if (bad) throw new RecordsError('page-records-bad-entry', { key: bad[0] });
  const kept = load();
  let added = 0, better = 0;
  for (const [key, entry] of incoming) {
    const before = kept[key];
    const s = Math.floor(secondsOf(entry)), h = hintsOf(entry);
    if (before == null) added++;
    else if (s < secondsOf(before)) better++;
    kept[key] = before == null ? { s, h } : { s: Math.min(s, secondsOf(before)), h: Math.min(h, hintsOf(before)) };
  }
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    throw new RecordsError('page-records-not-saved');
  }
  return { added, better, total: Object.keys(kept).length };
}

const LEVEL_ORDER = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/**
 * What the records hold, as the records dialog says it: the solves, the days in a row up
 * to today (or yesterday, today's puzzle still to come), and each level's best time
 * (seconds), easiest first.
 */
export function summary(date = today()) {
  const solved = load();
  const best = new Map();
  for (const [key, entry] of Object.entries(solved)) {
    const level = key.split('/')[1];
    best.set(level, Math.min(best.get(level) ?? Infinity, secondsOf(entry)));
  }
  const rank = (level) => (LEVEL_ORDER.includes(level) ? LEVEL_ORDER.indexOf(level) : LEVEL_ORDER.length);
  return {
    solves: Object.keys(solved).length,
    streak: streak(solved, date) || streak(solved, date, true),
    best: [...best].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)),
  };
}

