// The finish of a game: the moment a board is solved (by the player, or revealed with
// Solve cell / Solve all) the game is finished — locked against moves (game.js refuses
// them) and, for a daily puzzle solved without a revealed cell, recorded (daily.js) — and
// the finish card takes the keypad's place: the time, what the page knows of the puzzle
// (level, rating), the hints, checks and mistakes the game counted, the streak of a daily
// puzzle, and New puzzle, the day's next daily puzzle, Edit anyway (which unlocks the
// board) and, on a daily's card, the daily records (Export, dialogs.js). A finished game shows its card again when it is opened again (a reload).
// app.js calls finishGame and showFinish; the words are the catalogue's (page-finish-*).

import { api } from './api.js';
import { recordSolved, solvedDaily, standing, today } from './daily.js';
import { showRecords } from './dialogs.js';
import { language, levelName, t, techniqueName } from './words.js';

const $ = (id) => document.getElementById(id);
const FALLBACK_DAILY_LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

let app = null;
let dailyLevels = null; // the server's daily levels, asked for the first daily finish

/**
 * @param {{game: () => import('./game.js').Game, time: (ms: number) => string,
 *   changed: () => void, daily: (options: {date: string, level: string}, showRating: boolean) => void}} hooks
 *   `changed` saves and redraws after Edit anyway; `daily` starts a daily puzzle.
 */
export function setupFinish(hooks) {
  app = hooks;
  $('finish-new').addEventListener('click', () => $('new').click());
  $('finish-daily').addEventListener('click', () => {
    const game = app.game();
    app.daily({ date: today(), level: $('finish-daily').dataset.level }, Boolean(game.rating));
  });
  $('finish-records').addEventListener('click', () => showRecords());
  $('finish-edit').addEventListener('click', () => {
    const game = app.game();
    game.finished = false;
    game.editing = true; // the board stays solved: it finishes again once an entry changes and it is solved again
    showFinish(game);
    app.changed();
    $('board').querySelector('[tabindex="0"]')?.focus({ preventScroll: true });
  });
}

/**
 * A solved board: the first time (and again after Edit anyway once an entry changed), the
 * game is finished and a daily solve without a revealed cell recorded. True when the game
 * changed and is to be saved.
 */
export function finishGame(game) {
  if (game.finished || game.editing) return false;
  game.finished = true;
  if (game.daily && !game.revealed) recordSolved(game.daily, game.elapsed / 1000, game.hints);
  return true;
}

/** What the status line says of a solved board: the time, the streak, or how it was revealed. */
export function headline(game) {
  const time = app.time(game.elapsed);
  if (game.revealed) {
    const how = t(game.revealedAll ? 'page-finish-revealed-all' : 'page-finish-revealed-cell');
    return game.daily ? [how, t('page-finish-not-counted')].join(language() === 'en' ? ' ' : '') : how;
  }
  const daily = game.daily && standing(game.daily);
  if (!daily) return t('page-solved-in', { time });
  return t('page-daily-solved', { time, streak: daily.streak, level: levelName(game.daily.level), best: app.time(daily.best * 1000) });
}

/**
 * Shows the card of a finished game in the page's language (hides it otherwise), with the
 * keypad and modes out of the way while the board is locked; answers the status line's
 * words for a solved board.
 */
export function showFinish(game) {
  const card = $('finish');
  card.hidden = !game.finished;
  if (game.finished) document.body.dataset.finished = 'true';
  else delete document.body.dataset.finished;
  if (!game.finished) return game.isSolved() ? headline(game) : '';
  $('finish-title').textContent = t(game.revealed ? 'page-finish-title-revealed' : 'page-finish-title');
  $('finish-records').hidden = !game.daily;
  const note = $('finish-note');
  note.textContent = game.revealed ? headline(game) : '';
  note.hidden = !game.revealed;
  const rating = game.rating;
  const level = rating?.level ?? game.level ?? game.daily?.level;
  const daily = game.daily && !game.revealed ? standing(game.daily) : null;
  const facts = [
    ['page-finish-time', app.time(game.elapsed)],
    level && ['page-finish-level', levelName(level)],
    rating?.er != null && ['page-finish-rating',
      `ER ${Number(rating.er).toFixed(1)}${rating.hardest ? ` · ${techniqueName(rating.hardest)}` : ''}${rating.scale ? ` ${t('page-own-scale')}` : ''}`],
    ['page-finish-hints', game.hints],
    ['page-finish-checks', game.checks],
    ['page-finish-mistakes', game.mistakes.length],
    daily && ['page-finish-streak', daily.streak],
    daily && ['page-finish-best', app.time(daily.best * 1000), { level: levelName(game.daily.level) }],
    daily && ['page-finish-average', app.time(daily.average * 1000), { level: levelName(game.daily.level), count: daily.solves }],
    daily && ['page-finish-daily-hints', daily.hints.toFixed(1), { level: levelName(game.daily.level) }],
  ].filter(Boolean);
  $('finish-facts').replaceChildren(...facts.flatMap(([id, value, values]) => {
    const dt = document.createElement('dt');
    dt.textContent = t(id, values);
    dt.dataset.fact = id.replace('page-finish-', '');
    const dd = document.createElement('dd');
    dd.textContent = String(value);
    return [dt, dd];
  }));
  offerNextDaily(game);
  return headline(game);
}

/** The day's next daily puzzle, a level up from this one, not solved yet; none past the last. */
async function offerNextDaily(game) {
  const button = $('finish-daily');
  button.hidden = true;
  if (!game.daily) return;
  if (!dailyLevels) {
    try {
      const menus = await api.techniques();
      dailyLevels = Array.isArray(menus.daily_levels) && menus.daily_levels.length ? menus.daily_levels : FALLBACK_DAILY_LEVELS;
    } catch {
      dailyLevels = FALLBACK_DAILY_LEVELS;
    }
  }
  if (app.game() !== game || !game.finished) return;
  const date = today();
  const next = dailyLevels.slice(dailyLevels.indexOf(game.daily.level) + 1).find((level) => !solvedDaily(date, level));
  if (!next) return;
  button.dataset.level = next;
  button.textContent = t('page-finish-next-daily', { level: levelName(next) });
  button.hidden = false;
}
