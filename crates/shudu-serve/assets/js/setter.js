// Set mode's panel: what the server says of the puzzle being set, after every change to its
// clues. A short pause after the last change (typing is never held up), then two questions
// at once — the setter's assistant (the solutions counted, the clues that would make the
// puzzle unique or could go) and the true candidates (the digits each cell holds in some
// solution) — and, for a unique puzzle, its rating. A change makes every answer still on
// its way stale: it is aborted (the server stops working on it) and, should it come all the
// same, dropped, so the panel only ever shows the answer for the clues on the board. It
// says "working…" while it waits and "gave up" when the server's time ran out.
// The game being set and its moves are game.js's (its givens layer); app.js hands in the
// game, the way to change its clues and the way to play it, and draws what `view` gives.

import { api } from './api.js';
import { cellIndex, cellName, symbolOf } from './geometry.js';
import { levelName, listOf, t, techniqueName } from './words.js';

const $ = (id) => document.getElementById(id);
/** How long the setter's pause must be before the server is asked, in milliseconds. */
const PAUSE = 300;

/** Clues as the page says them: `r1c3 = 5`. */
const clueName = ({ cell, digit }) => `${cellName(cell)} = ${symbolOf(digit)}`;

/**
 * @param {{game: () => import('./game.js').Game, change: (clues: {cell: number, digit: number}[]) => void,
 *   play: (line: string, rating: object|null) => void, render: () => void}} app
 *   `change` places clues (digit 0 takes one away) as one move of the game being set.
 */
export function setupSetter(app) {
  let asked = 0; // the ticket of the latest question: answers to older ones are dropped
  let waiting = 0; // the pause's timer
  let abort = null; // aborts the questions still on their way
  let answer = blankAnswer();
  let show = true;

  const line = (id, text) => {
    $(id).textContent = text;
    $(id).hidden = !text;
  };

  /** Shows the answer as it stands: words, buttons, and (through app.render) the board. */
  const paint = () => {
    line('set-status', answer.status);
    line('set-detail', answer.detail);
    line('set-rating', answer.rating);
    line('set-note', answer.note);
    $('set-panel').classList.toggle('working', answer.working);
    $('set-panel').dataset.answered = answer.puzzle ?? '';
    $('set-add').hidden = !answer.additions.length;
    $('set-remove').hidden = !answer.redundant.length;
    $('set-play').disabled = !answer.unique;
    app.render();
  };

  /** The setter's assistant's answer: the count in words, the clues to add or that could go. */
  const counted = (record) => {
    const clues = (list) => (list ?? []).map((c) => ({ cell: cellIndex(c.cell), digit: c.digit }));
    answer.working = false;
    answer.additions = [];
    answer.redundant = [];
    answer.unique = false;
    answer.detail = '';
    switch (record.status) {
      case 'unique':
      case 'minimal':
        answer.unique = true;
        answer.status = t('page-set-one');
        answer.redundant = clues(record.redundant);
        answer.detail = answer.redundant.length
          ? t('page-set-redundant', { clues: listOf(answer.redundant.map(clueName)) })
          : t('page-set-minimal');
        break;
      case 'multiple':
        answer.status = record.sample_full ? t('page-set-many') : t('page-set-several', { count: record.solutions });
        answer.additions = clues(record.additions);
        if (answer.additions.length) answer.detail = t('page-set-additions', { clues: listOf(answer.additions.map(clueName)) });
        break;
      case 'unsolvable':
        answer.status = t('page-set-none');
        break;
      case 'invalid':
        answer.status = t('page-set-invalid', { rules: listOf((record.violations ?? []).map((v) => v.message), 'semicolon') });
        break;
      default:
        answer.status = t('page-set-gave-up');
    }
  };

  /** The true candidates: drawn in the empty cells; digits left undecided said, not drawn. */
  const candidates = (record) => {
    answer.candidates = record.candidates?.length ? record.candidates : null;
    const undecided = record.undecided?.length ?? 0;
    answer.note = record.status === 'gave-up' || undecided ? t('page-set-candidates-gave-up', { count: undecided }) : '';
  };

  /** The rating of a unique puzzle, asked once its count is in. */
  const rate = async (puzzle, ticket, signal) => {
    answer.rating = t('page-rating');
    paint();
    let record;
    try {
      record = await api.rate(puzzle, signal);
    } catch (err) {
      if (ticket === asked) failed(err);
      return;
    }
    if (ticket !== asked) return;
    if (record.status === 'rated') {
      const hardest = record.hardest ? ` · ${techniqueName(record.hardest)}` : '';
      const level = record.level ? `${levelName(record.level)} · ` : '';
      answer.rating = `${level}ER ${Number(record.er).toFixed(1)} / EP ${Number(record.ep).toFixed(1)} / ED ${Number(record.ed).toFixed(1)}${hardest}`;
      answer.rated = record;
      const game = app.game();
      if (game.puzzle === puzzle) game.rating = record;
    } else answer.rating = record.status === 'gave-up' ? t('page-rating-gave-up') : t('page-no-rating', { reason: record.reason ?? record.status });
    paint();
  };

  const failed = (err) => {
    if (err?.name === 'AbortError') return;
    answer.working = false;
    answer.note = t('page-set-failed', { error: err.message ?? String(err) });
    paint();
  };

  /** Asks the server about the clues on the board now. */
  const ask = () => {
    const puzzle = app.game().puzzle;
    const ticket = ++asked;
    abort = new AbortController();
    const { signal } = abort;
    api.setter(puzzle, signal).then((record) => {
      if (ticket !== asked) return;
      counted(record);
      answer.puzzle = puzzle;
      paint();
      if (answer.unique) rate(puzzle, ticket, signal);
    }, (err) => ticket === asked && failed(err));
    api.trueCandidates(puzzle, signal).then((record) => {
      if (ticket !== asked) return;
      candidates(record);
      paint();
    }, (err) => ticket === asked && failed(err));
  };

  /** After every change to the clues (and on entering Set mode): the old answer goes, a new one is asked for after the pause. */
  const changed = () => {
    asked++;
    abort?.abort();
    abort = null;
    clearTimeout(waiting);
    answer = blankAnswer();
    if (!app.game().givens.some(Boolean)) answer.status = t('page-set-empty');
    else {
      answer.working = true;
      answer.status = t('page-set-working');
      waiting = setTimeout(ask, PAUSE);
    }
    paint();
  };

  /** Leaving Set mode: nothing asked stays on its way. */
  const stop = () => {
    asked++;
    abort?.abort();
    clearTimeout(waiting);
  };

  $('set-show').checked = show;
  $('set-show').addEventListener('change', () => {
    show = $('set-show').checked;
    app.render();
  });
  $('set-add').addEventListener('click', () => app.change(answer.additions));
  // One at a time: with one clue gone, another may no longer be able to go.
  $('set-remove').addEventListener('click', () => answer.redundant.length && app.change([{ ...answer.redundant[0], digit: 0 }]));
  $('set-play').addEventListener('click', () => answer.unique && app.play(app.game().puzzle, answer.rated));
  $('set-clear').addEventListener('click', () => {
    const game = app.game();
    app.change(game.givens.flatMap((d, cell) => (d ? [{ cell, digit: 0 }] : [])));
  });

  return {
    changed,
    stop,
    /** What the board draws of the answer: the true candidates (when shown), the clues that could go, those to add. */
    view: () => ({
      truth: show ? answer.candidates : null,
      redundant: new Set(answer.redundant.map((c) => c.cell)),
      additions: new Map(answer.additions.map((c) => [c.cell, c.digit])),
    }),
  };
}

function blankAnswer() {
  return {
    puzzle: null, working: false, status: '', detail: '', rating: '', note: '', candidates: null,
    additions: [], redundant: [], unique: false, rated: null,
  };
}
