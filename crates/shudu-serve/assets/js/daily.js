// The daily puzzle's record in the browser: which days' puzzles were solved, in what
// time, kept in localStorage (the server keeps nothing); the streak of days in a row
// with one solved, and the best time per level. A day is the player's own date,
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

/**
 * Records `daily` ({date, level}) solved in `seconds` (the best time kept when solved
 * again), and answers the streak and the level's best time after it.
 */
export function recordSolved(daily, seconds) {
  const solved = load();
  const key = `${daily.date}/${daily.level}`;
  // Whole seconds, as the timer shows them: a best time is never a second more than the finish's.
  solved[key] = Math.min(solved[key] ?? Infinity, Math.floor(seconds));
  try {
    window.localStorage.setItem(KEY, JSON.stringify(solved));
  } catch {
    /* storage full or disabled: the finish is still said */
  }
  return { streak: streak(solved, daily.date), best: best(solved, daily.level) };
}

/**
 * The streak and the level's best time as `recordSolved` answered them for `daily`, read
 * again (a finished game's card after a reload), or null when it was never recorded.
 */
export function standing(daily) {
  const solved = load();
  if (!(`${daily.date}/${daily.level}` in solved)) return null;
  return { streak: streak(solved, daily.date), best: best(solved, daily.level) };
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

/** The best time in seconds over the daily puzzles of `level` solved. */
function best(solved, level) {
  const times = Object.entries(solved).filter(([key]) => key.endsWith(`/${level}`)).map(([, s]) => s);
  return Math.min(...times);
}
