// The daily puzzle's record in the browser: which days' puzzles were solved, in what
// time and with how many hints, kept in localStorage (the server keeps nothing); the
// streak of days in a row with one solved, and per level the best and average time and
// the hints used per solve. A day is the player's own date,
// `YYYY-MM-DD`, the form the server takes (`POST /api/daily`).

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

/** Days in a row, ending on `date`, with some daily puzzle solved. */
function streak(solved, date) {
  const days = new Set(Object.keys(solved).map((key) => dayNumber(key.split('/')[0])));
  let count = 0;
  for (let day = dayNumber(date); days.has(day); day--) count++;
  return count;
}

