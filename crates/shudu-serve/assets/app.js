// The play page's entry point: starts a game (from a share link, the game played last, or a
// freshly generated puzzle), turns keys, clicks and touches into moves on it, asks the server
// for checks, hints and solutions, saves after every move, and keeps the timer. Every game
// is played from its board record and asks the same routes; after every move the server
// names the rules the sheet breaks.
// Where to read next: js/game.js (the game and its undo), js/board.js (the grid on screen),
// js/rules.js (a variant's marks),
// js/hint.js (the three hint levels), js/dialogs.js (new, own, share, export/import),
// js/photo.js (a puzzle read from a photo), js/finish.js (a solved game's card and lock),
// js/continue.js (the unfinished games to come back to), js/setter.js (Set mode's panel), js/store.js (saving and share links), js/api.js (the server's routes), js/words.js (the
// page's words in the player's language).

import { applyWords, chosenLanguage, language, languages, levelName, listOf, loadWords, saveLanguage, t, techniqueName } from './js/words.js';
import { api } from './js/api.js';
import { Board, COLOURS, colourName } from './js/board.js';
import { ask, setupDialogs } from './js/dialogs.js';
import { setupPhoto } from './js/photo.js';
import { CENTRE, CORNER, Game, classicBoard, gameOf } from './js/game.js';
import { CELLS, CLASSIC_BOARD, N, cellIndex, cellName, digitOf, parseCells, setLayout, symbolOf } from './js/geometry.js';
import { LEVELS, addBlockers, capital, describeHint, evidenceView } from './js/hint.js';
import { drillGame, gradeDrill, nextDrill } from './js/drill.js';
import { describeMistakes } from './js/mistakes.js';
import { finishGame, setupFinish, showFinish } from './js/finish.js';
import { setupContinue } from './js/continue.js';
import { setupSetter } from './js/setter.js';
import { fragmentOf, isSetFragment, loadCurrent, loadGame, loadSetting, loadSettings, readFragment, saveGame, saveSettings, takeShared } from './js/store.js';

const $ = (id) => document.getElementById(id);
const MODES = ['digit', 'corner', 'centre', 'colour'];
const THEMES = ['system', 'light', 'dark', 'contrast'];
// "system" follows the system's contrast wish too: high contrast when it asks for more.
const moreContrast = matchMedia('(prefers-contrast: more)');

const settings = { theme: 'system', removeSeen: true, cageColours: false, ...loadSettings() };
// The empty board shown until the first game starts: never saved.
const blank = new Game(CLASSIC_BOARD);
let game = blank;
let mode = 'digit';
let view = { mistakes: new Set(), hint: null, lookHouse: null };
// A variant's broken rules, as the server last named them: cells and sentences.
let broken = { cells: new Set(), messages: [], solved: false };
let checkTicket = 0;
let hintState = { key: null, level: -1, fix: null };
// Requests run one at a time, in the order asked: a click while one is in flight waits its
// turn (Hint right after Candidates reads the filled marks) rather than racing or being lost.
let queue = Promise.resolve();
let pending = 0; // requests running or waiting
const MOST_WAITING = 8; // beyond this, a burst of clicks is not piled up further
let setter = null; // Set mode's panel (js/setter.js): what the server says of a puzzle being set

const board = new Board($('board'), $('links'), $('rules'), () => render());

// --- drawing ---------------------------------------------------------------------------

function render() {
  document.body.classList.toggle('setting', game.setting);
  $('set-panel').hidden = !game.setting;
  board.render(game, { ...view, ruleClash: broken.cells, ...(game.setting ? setter?.view() : {}) });
  const left = game.remaining();
  const swatches = mode === 'colour' && !game.setting; // a setter's keys are always digits
  for (const button of $('keypad').querySelectorAll('[data-digit]')) {
    const d = Number(button.dataset.digit);
    const n = button.querySelector('.n');
    const count = button.querySelector('.left');
    // Nine colours whatever the size: keys past the board's digits or past the colours hide.
    button.hidden = swatches ? d > COLOURS.length : d > N;
    if (swatches) {
      n.textContent = '';
      count.textContent = '';
      button.className = `key swatch col${d}`;
      button.setAttribute('aria-label', t('page-key-colour', { colour: colourName(d) }));
    } else {
      n.textContent = symbolOf(d);
      count.textContent = String(left[d]);
      button.className = `key${left[d] <= 0 ? ' done' : ''}`;
      button.setAttribute('aria-label', t('page-key-left', { digit: symbolOf(d), left: left[d] }));
    }
  }
  for (const button of document.querySelectorAll('[data-mode]')) {
    button.setAttribute('aria-pressed', String(button.dataset.mode === mode));
  }
  $('undo').disabled = game.finished || !game.undoStack.length;
  $('redo').disabled = game.finished || !game.redoStack.length;
  const r = game.rating;
  const clues = game.givens.filter(Boolean).length;
  const rules = game.board.label ? `${game.board.label} · ` : '';
  // The level chosen shows without the rating (which names the hardest step) until asked for.
  const level = game.level ?? game.daily?.level;
  if (game.setting) $('info').textContent = t('page-set-info', { count: clues });
  else $('info').textContent = rules + (r && r.er != null
    ? `${levelName(r.level ?? '')} · ER ${Number(r.er).toFixed(1)} / EP ${Number(r.ep).toFixed(1)} / ED ${Number(r.ed).toFixed(1)}${r.hardest ? ` · ${techniqueName(r.hardest)}` : ''}${r.scale ? ` ${t('page-own-scale')}` : ''}`
    : (level ? `${levelName(level)} · ` : '') + (clues ? t('page-clues', { count: clues }) : t('page-cages-only')));
}

/** The legend: the library's sentence for each rule beyond plain Sudoku. */
function showLegend() {
  const lines = board.legend ?? [];
  $('legend').replaceChildren(...lines.map((line) => Object.assign(document.createElement('li'), { textContent: line })));
  $('legend').hidden = !lines.length;
}

/**
 * The sheet checked by the server after a move, on every board: the rules it breaks, in
 * the library's words, marked on the board and said in the status line; a full sheet that
 * breaks none is solved (on a board of distinct digits alone the page knew it already).
 * Later moves overtake an answer still on its way.
 */
async function checkRules() {
  if (game.setting) return; // a puzzle being set is the setter panel's to judge
  const ticket = ++checkTicket;
  const played = game;
  let record;
  try {
    record = await api.check(played.position(), false);
  } catch (err) {
    if (ticket === checkTicket) say(t('page-rules-unchecked', { error: err.message }));
    return;
  }
  if (ticket !== checkTicket || played !== game) return;
  const cells = new Set(record.violations.flatMap((v) => v.cells.map(cellIndex)));
  const said = broken.messages.length > 0;
  broken = { cells, messages: record.violations.map((v) => v.message), solved: record.status === 'solved' };
  played.solved = broken.solved;
  render();
  if (broken.solved) finish();
  else if (broken.messages.length) {
    const more = broken.messages.length > 3 ? t('page-list-more') : '';
    say(t('page-error', { error: capital(listOf(broken.messages.slice(0, 3), 'semicolon')) + more }));
  }
  else if (said) say(''); // what the status line says of broken rules no longer holds
}

/** Saves the game with the time played up to now. */
function save() {
  timer.sync();
  saveGame(game);
}

function say(text) {
  $('status').textContent = text;
}

function clearOverlays() {
  view = { mistakes: new Set(), hint: null, lookHouse: null };
  $('hint-panel').hidden = true;
}

/** After every move: overlays go, the game is saved, a finished board is announced. */
function moved() {
  clearOverlays();
  if (game.setting) {
    save();
    render();
    say('');
    setter.changed();
    return;
  }
  hintState = { key: null, level: -1, fix: null };
  // The server's last verdict was on the sheet before this move; its answer on this one
  // follows (clashes between peers show at once, the page's own).
  game.solved = false;
  broken = { cells: new Set(), messages: [], solved: false };
  save();
  render();
  if (game.isSolved()) finish();
  else {
    say('');
    timer.start();
  }
  checkRules();
}

/**
 * A solved board: the timer stops, the game is finished (locked, a daily solve recorded)
 * and its card shows (js/finish.js); the status line says the time, or how it was revealed.
 */
function finish() {
  timer.stop();
  if (finishGame(game)) save();
  say(showFinish(game));
  render();
}

/** A move the finished board refused: the status line says how to edit it. */
const refused = () => game.finished && (say(t('page-finish-locked')), true);

// --- starting games --------------------------------------------------------------------

/**
 * Makes `next` the game on the board, with the URL pointing at its puzzle. With `leave`
 * the player left the game on the board for another one: the new puzzle gets an entry of
 * its own in the browser's history, so Back returns to the game left (saved, and brought
 * back by the hashchange below); else (the first game, or one Back or a link brought) the
 * entry is the current one.
 */
function startGame(next, message = '', leave = false) {
  if (game !== blank) save();
  const fragment = fragmentOf(next);
  if (leave && game !== blank && fragment !== location.hash) history.pushState(null, '', fragment);
  else history.replaceState(null, '', fragment);
  game = next;
  clearOverlays();
  broken = { cells: new Set(), messages: [], solved: false };
  hintState = { key: null, level: -1, fix: null };
  saveGame(game);
  board.build(game.board);
  showCageColours();
  board.select([board.cursor]);
  showLegend();
  showFinish(game);
  $('hint').disabled = !game.board.hints.available;
  $('hint').title = $('hint').disabled ? capital(game.board.hints.reason ?? '') : '';
  timer.reset();
  render();
  say(message);
  if (game.setting) setter.changed();
  else setter.stop();
  checkRules();
  rewordBoard();
}

/**
 * Whether the player may leave the game on the board for `next` (a game already made, or
 * one still to be made): asked when it is in progress (moves made, not finished; a drill is
 * a throwaway), with what they would leave and how to come back — it stays saved — or,
 * when `next` is a game of the same puzzle (an import), that it would be replaced.
 */
async function mayLeave(next = null) {
  // A puzzle being set stays saved: Set a puzzle brings it back.
  if (game === blank || game.setting || game.finished || game.drill || !game.undoStack.length) return true;
  timer.sync();
  const values = { filled: game.entries.filter(Boolean).length, empty: game.givens.filter((g) => !g).length, time: formatTime(game.elapsed) };
  const replaced = next?.puzzle === game.puzzle;
  const yes = await ask(
    t(replaced ? 'page-ask-replace-title' : 'page-ask-leave-title'),
    t(replaced ? 'page-ask-replace' : 'page-ask-leave', values),
    t(replaced ? 'page-ask-replace-yes' : 'page-ask-leave-yes'),
  );
  // A game made for the question set the page's layout to its board: the board stays.
  if (!yes) setLayout(game.board);
  return yes;
}

/**
 * The unfinished game the player has of a fresh game's puzzle (a generated, daily or own
 * puzzle played before), as it was left; null when there is none to go back to.
 */
function resumed(next) {
  if (next.drill) return null;
  const saved = next.puzzle === game.puzzle && !game.setting ? game : loadGame(next.puzzle);
  return saved && !saved.finished && saved.undoStack.length ? saved : null;
}

/** Starts a fresh game of a puzzle, or the player's unfinished game of it, saying which. */
function startFresh(next, message) {
  const again = resumed(next);
  if (again) setLayout(again.board);
  startGame(again ?? next, again ? t('page-resumed') : message, true);
}

/**
 * A variant board's words (its rules in short and in sentences) as the server says them
 * in the page's language now: a game saved, shared or started in another language reads
 * in this one. Classic boards have no words of their own.
 */
async function rewordBoard() {
  const played = game;
  if (played === blank || played.board.classic) return;
  let record;
  try {
    record = await api.checkPuzzle(played.puzzle);
  } catch {
    return; // the words already there stay
  }
  if (played !== game || !record.board) return;
  for (const key of ['label', 'rule_texts', 'hints']) played.board[key] = record.board[key];
  board.legend = record.board.rule_texts ?? [];
  showLegend();
  render();
  save();
}

/** The language switch: its choices, each language by its own name, the current one chosen. */
function fillLanguages() {
  const options = languages().map(({ tag, name }) => {
    const option = new Option(name, tag, false, tag === language());
    option.lang = tag;
    return option;
  });
  $('lang').replaceChildren(...options);
}

/** Speaks `lang` from now on (and on the next visit): every label, and the server's answers. */
async function switchLanguage(lang) {
  saveLanguage(lang);
  await loadWords(lang);
  applyWords();
  fillLanguages();
  applyTheme();
  clearOverlays();
  hintState = { key: null, level: -1, fix: null };
  render();
  say('');
  if (game.setting) setter.changed(); // the panel's words, and the server's, in the new language
  checkRules();
  await rewordBoard();
}

/**
 * A game from a share link, and what the status line says of it: its puzzle, with the
 * entries and marks it carries (a part that does not fit is left out, and said). A
 * classic line is its own board; any other board's link carries its JSON, which the
 * server reads into a board record.
 */
async function gameFromLink(link) {
  const saved = link.carries ? null : loadGame(link.puzzle);
  if (saved) return [saved];
  const next = new Game(classicBoard(link.puzzle) ?? (await api.checkPuzzle(link.puzzle)).board);
  const left = takeShared(next, link);
  return [next, left ? t(`page-link-${left}-bad`) : ''];
}

async function generate(options, showRating) {
  say(t('page-generating'));
  const record = await api.generate(options);
  if (record.status !== 'generated') return say(t('page-no-puzzle-in-time', { seconds: (Number(record.budget_ms) / 1000).toFixed(1) }));
  const next = gameOf(record);
  next.level = record.rating?.level ?? null;
  if (showRating) {
    if (record.rating) next.rating = record.rating;
    else if (record.board.hints.available) {
      const rated = await api.rate(next.puzzle);
      if (rated.status === 'rated') next.rating = rated;
    }
  }
  const what = record.clues ? t('page-clues', { count: record.clues }) : t('page-cages-only');
  startFresh(next, record.board.label
    ? t('page-new-puzzle-rules', { rules: record.board.label, what, seed: record.seed })
    : t('page-new-puzzle', { what, seed: record.seed }));
}

/**
 * The day's puzzle at a level (the player's own date), the same for everybody; its
 * rating shown when asked for, as a generated puzzle's.
 */
async function daily(options, showRating) {
  say(t('page-generating'));
  const record = await api.daily(options);
  if (record.status !== 'generated') return say(t('page-no-puzzle-in-time', { seconds: (Number(record.budget_ms) / 1000).toFixed(1) }));
  const next = gameOf(record);
  next.daily = { date: record.date, level: record.level };
  if (showRating) next.rating = record.rating ?? null;
  startFresh(next, t('page-daily-started', { date: record.date, level: levelName(record.level) }));
}

/** The next drill of `technique` (a slug), as a game whose Check grades the step. */
async function drill(technique) {
  say(t('page-generating'));
  const { record, number, size } = await nextDrill(technique);
  if (record.status !== 'drill') return say(t('page-drill-gave-up', { seconds: (Number(record.budget_ms) / 1000).toFixed(1) }));
  startGame(drillGame(record), t('page-drill-started', { done: number, size, technique: record.name }), true);
}

/** Check in a drill: what the player did, graded against the technique's steps, the step drawn. */
async function checkDrill() {
  const { grade, number, size, right, over } = await gradeDrill(game);
  clearOverlays();
  view.hint = evidenceView(grade.step);
  $('hint-title').textContent = t('page-drill-title', { technique: game.drill.name, done: number, size });
  const lines = [...grade.text];
  if (over) lines.push(t('page-drill-score', { right, size }));
  $('hint-text').replaceChildren(...lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
  $('hint-more').hidden = true;
  $('hint-apply').hidden = true;
  $('hint-rewind').hidden = true;
  $('hint-next-drill').hidden = false;
  $('hint-panel').hidden = false;
  $('hint-panel').dataset.level = 'drill';
  say('');
  render();
}

/** Set mode: the puzzle being set, as it was left, or an empty board for a new one. */
function setPuzzle() {
  if (game.setting) return;
  const next = loadSetting() ?? Game.setter();
  startGame(next, t(next.givens.some(Boolean) ? 'page-set-back' : 'page-set-started'), true);
}

/** Play this puzzle: a game of the puzzle set, its rating (the setter has seen it) shown. */
function playSet(line, rating) {
  const next = Game.ofLine(line);
  next.rating = rating;
  startFresh(next, t('page-your-puzzle'));
}

async function openStart() {
  if (isSetFragment(location.hash)) return startGame(loadSetting() ?? Game.setter(), t('page-set-started'));
  const link = readFragment(location.hash);
  if (link) return startGame(...(await gameFromLink(link)));
  const saved = loadCurrent();
  if (saved) return startGame(saved);
  await generate({ level: 'easy' }, false);
}

// --- moves -----------------------------------------------------------------------------

/** The mode a digit goes in: the chosen one, or SudokuPad's temporary ones while held. */
function modeFor(e) {
  if (e && (e.ctrlKey || e.metaKey) && e.shiftKey) return 'colour';
  if (e?.shiftKey) return 'corner';
  if (e && (e.ctrlKey || e.metaKey)) return 'centre';
  return mode;
}

function put(d, e) {
  const cells = board.selected();
  if (game.setting) return game.placeClue(cells, d) && moved();
  const m = modeFor(e);
  let changed;
  if (m === 'digit') changed = game.enterDigit(cells, d, settings.removeSeen);
  else if (m === 'corner') changed = game.toggleMark(cells, CORNER, d);
  else if (m === 'centre') changed = game.toggleMark(cells, CENTRE, d);
  else changed = game.setColour(cells, d);
  if (changed) moved();
  else if (!refused() && m !== 'colour' && cells.every((i) => game.isGiven(i))) say(t('page-given-cell'));
}

function erase() {
  if (game.setting) return game.changeClues(board.selected().map((cell) => ({ cell, digit: 0 }))) && moved();
  if (game.erase(board.selected(), mode === 'colour')) moved();
  else refused();
}

function setMode(m) {
  mode = m;
  render();
}

function undo() {
  if (game.undo()) moved();
  else refused();
}

function redo() {
  if (game.redo()) moved();
  else refused();
}

/** Runs one server request at a time, saying what went wrong if it fails. */
function request(work) {
  if (pending > MOST_WAITING) return queue;
  pending++;
  document.body.classList.add('busy');
  queue = queue.then(async () => {
    try {
      await work();
    } catch (err) {
      say(err.message ? t('page-error', { error: capital(err.message) }) : String(err));
    } finally {
      if (--pending === 0) document.body.classList.remove('busy');
    }
  });
  return queue;
}

/**
 * Check, on every board: the entries that differ from the solution and the marks that
 * removed its digit (cells only: the solution stays hidden), and the rules the sheet
 * breaks, marked on the board and said in the status line.
 */
async function check() {
  if (game.drill) return checkDrill();
  const record = await api.check(game.position(), true, true);
  game.countCheck(record.mistakes);
  save();
  clearOverlays();
  for (const v of record.violations) for (const c of v.cells) view.mistakes.add(cellIndex(c));
  for (const m of record.mistakes) view.mistakes.add(cellIndex(m.cell));
  if (record.mistakes.length) showWhy(record);
  render();
  const wrong = [...new Set(record.mistakes.map((m) => cellIndex(m.cell)))].sort((a, b) => a - b).map(cellName);
  const words = [];
  if (wrong.length) {
    const cells = listOf(wrong);
    words.push(wrong.length === 1 ? t('page-mistakes-one', { cells }) : t('page-mistakes-many', { count: wrong.length, cells }));
  }
  if (record.violations.length) words.push(t('page-broken-rules', { rules: listOf(record.violations.map((v) => v.message), 'semicolon') }));
  const verdicts = {
    'correct-so-far': 'page-check-correct',
    solved: 'page-check-solved',
    'no-solution': 'page-check-no-solution',
    multiple: 'page-check-multiple',
  };
  if (!words.length) words.push(verdicts[record.status] ? t(verdicts[record.status]) : t('page-check-other', { status: record.status }));
  say(words.join(language() === 'en' ? ' ' : ''));
}

/** The panel with why each mistake is wrong, the first one's argument drawn, and Rewind. */
function showWhy(record) {
  const shown = describeMistakes(record);
  view.hint = shown.evidence;
  $('hint-title').textContent = shown.title;
  $('hint-text').replaceChildren(
    ...shown.lines.map((line) => Object.assign(document.createElement('p'), { textContent: line.text, className: line.head ? 'why-head' : 'why-line' })),
  );
  $('hint-more').hidden = true;
  $('hint-apply').hidden = true;
  $('hint-rewind').hidden = false;
  $('hint-next-drill').hidden = true;
  $('hint-panel').hidden = false;
  $('hint-panel').dataset.level = 'why';
}

/** Rewind: back through the undo history to the last position that agreed with the solution. */
async function rewind() {
  const record = await api.solve(game.puzzle);
  if (record.status !== 'solved') return say(unsolved(record.status));
  const undone = game.rewindTo(parseCells(record.solution));
  if (undone > 0) moved();
  say(undone > 0 ? t('page-rewound', { count: undone }) : undone === 0 ? t('page-check-correct') : t('page-rewind-none'));
}

async function hint() {
  const position = game.position();
  const key = JSON.stringify(position);
  const level = hintState.key === key ? Math.min(hintState.level + 1, LEVELS.length - 1) : 0;
  const record = await api.hint(position, LEVELS[level]);
  game.countHint(level);
  save();
  const shown = describeHint(record);
  hintState = { key, level, fix: null, apply: shown.apply };
  if (record.status === 'mistake' && level === LEVELS.length - 1) hintState.fix = record.mistakes;
  view = { mistakes: shown.mistakes, hint: addBlockers(shown.evidence, record, game.digits()), lookHouse: shown.lookHouse };
  $('hint-title').textContent = shown.title;
  $('hint-text').replaceChildren(...shown.lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })));
  $('hint-more').hidden = shown.final;
  $('hint-rewind').hidden = true;
  $('hint-next-drill').hidden = true;
  $('hint-apply').hidden = !shown.apply && !hintState.fix?.some(fixable);
  $('hint-apply').textContent = t(hintState.fix ? 'page-fix' : 'page-apply');
  $('hint-panel').hidden = false;
  $('hint-panel').dataset.level = LEVELS[level];
  say('');
  render();
}

const fixable = (m) => (m.kind === 'wrong-entry' && m.solution) || (m.kind === 'missing-candidate' && m.digit);

async function applyHint() {
  if (hintState.fix) {
    const placements = [], restore = [];
    for (const m of hintState.fix.filter(fixable)) {
      const i = cellIndex(m.cell);
      if (m.kind === 'wrong-entry') placements.push({ cell: i, digit: m.solution });
      else restore.push({ cell: i, digit: m.digit });
    }
    if (game.fix(placements, restore)) moved();
    return;
  }
  const { placements, eliminations } = hintState.apply ?? { placements: [], eliminations: [] };
  // Eliminations are written into marks: a player without any gets the rules' candidates.
  const fill = eliminations.length && !game.marksForServer() ? (await api.candidates(game.position())).candidates : null;
  if (game.applyStep(placements, eliminations, fill)) moved();
}

async function solveCell() {
  const cells = board.selected().filter((i) => !game.isGiven(i));
  if (!cells.length) return say(t('page-select-cell'));
  const record = await api.solve(game.puzzle);
  if (record.status !== 'solved') return say(unsolved(record.status));
  if (game.reveal(cells, parseCells(record.solution))) moved();
}

async function solveAll() {
  const record = await api.solve(game.puzzle);
  if (record.status !== 'solved') return say(unsolved(record.status));
  if (game.reveal([...Array(CELLS).keys()], parseCells(record.solution))) moved();
}

/** Why the puzzle has no solution to reveal, from the solve record's status. */
function unsolved(status) {
  const words = { multiple: 'page-unsolvable-multiple', unsolvable: 'page-unsolvable-none', invalid: 'page-unsolvable-invalid' };
  return words[status] ? t(words[status]) : t('page-error', { error: status });
}

async function rate() {
  say(t('page-rating'));
  const record = await api.rate(game.puzzle);
  if (record.status === 'gave-up') return say(t('page-rating-gave-up'));
  if (record.status !== 'rated') return say(t('page-no-rating', { reason: record.reason ?? record.status }));
  game.rating = record;
  save();
  render();
  say(t('page-rated', { er: record.er, hardest: techniqueName(record.hardest) }));
}

// --- timer -----------------------------------------------------------------------------

function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return `${h ? `${h}:${String(m).padStart(2, '0')}` : m}:${String(sec).padStart(2, '0')}`;
}

/** Counts time played: only while the page is visible and the puzzle unsolved. */
const timer = {
  since: null,
  handle: 0,
  start() {
    if (this.since !== null || document.hidden || game.finished || game.setting || game.isSolved()) return;
    this.since = performance.now();
    let ticks = 0;
    this.handle = setInterval(() => {
      this.show();
      if (++ticks % 15 === 0) save(); // a closed tab loses at most a few seconds
    }, 1000);
  },
  sync() {
    if (this.since === null) return;
    const now = performance.now();
    game.elapsed += now - this.since;
    this.since = now;
  },
  stop() {
    if (this.since === null) return;
    game.elapsed += performance.now() - this.since;
    this.since = null;
    clearInterval(this.handle);
    this.show();
  },
  reset() {
    if (this.since !== null) {
      this.since = null;
      clearInterval(this.handle);
    }
    this.show();
    this.start();
  },
  now() {
    return game.elapsed + (this.since === null ? 0 : performance.now() - this.since);
  },
  show() {
    $('timer').textContent = formatTime(this.now());
  },
};

document.addEventListener('visibilitychange', () => {
  if (document.hidden) {
    timer.stop();
    save();
  } else timer.start();
});
window.addEventListener('pagehide', () => {
  timer.stop();
  save();
});

// --- keyboard --------------------------------------------------------------------------

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const MODE_KEYS = { KeyZ: 'digit', KeyX: 'corner', KeyC: 'centre', KeyV: 'colour' };
// Buttons by letter: N new puzzle, K check (C is a mode), S share. A letter that is a digit
// of the board stays one (the letter branch comes first): K and N only on a 25×25 board's
// A–P, like H; S never. Alt is left to the browser, Shift and Ctrl to marks.
const BUTTON_KEYS = { KeyN: 'new', KeyK: 'check', KeyS: 'share' };

// While Shift or Ctrl is held, the mode it stands for is marked on its button.
const showHeld = (e) => {
  const held = modeFor(e);
  if (held === mode || !(e.shiftKey || e.ctrlKey || e.metaKey)) delete document.body.dataset.held;
  else document.body.dataset.held = held;
};
document.addEventListener('keyup', showHeld);
window.addEventListener('blur', () => delete document.body.dataset.held);

document.addEventListener('keydown', (e) => {
  showHeld(e);
  if (document.querySelector('dialog[open]') || e.altKey) return;
  const inField = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement?.tagName ?? '');
  if (inField) return;
  const onButton = document.activeElement?.tagName === 'BUTTON';
  const ctrl = e.ctrlKey || e.metaKey;
  const digit = /^(Digit|Numpad)([1-9])$/.exec(e.code);
  // On boards past 9×9, letters are digits too (A is 10): by the key's code, so Shift
  // and Ctrl still choose the mode.
  const letter = N > 9 && !ctrl ? /^Key([A-P])$/.exec(e.code) : null;
  const big = letter ? digitOf(letter[1]) : 0;
  if (digit && Number(digit[2]) <= N) {
    e.preventDefault();
    put(Number(digit[2]), e);
  } else if (big) {
    e.preventDefault();
    put(big, e);
  } else if (ARROWS[e.key] && !onButton) {
    e.preventDefault();
    board.step(...ARROWS[e.key], e.shiftKey || ctrl);
  } else if (ctrl && e.code === 'KeyZ') {
    e.preventDefault();
    if (e.shiftKey) redo();
    else undo();
  } else if (ctrl && e.code === 'KeyY') {
    e.preventDefault();
    redo();
  } else if (ctrl && e.code === 'KeyA' && !onButton) {
    e.preventDefault();
    board.select([...Array(CELLS).keys()]);
  } else if (ctrl) {
    return; // leave the browser's own shortcuts alone
  } else if (MODE_KEYS[e.code]) {
    setMode(MODE_KEYS[e.code]);
  } else if (e.code === 'Space' && !onButton) {
    e.preventDefault();
    setMode(MODES[(MODES.indexOf(mode) + 1) % MODES.length]);
  } else if (['Delete', 'Backspace', 'Digit0', 'Numpad0', 'Period'].includes(e.code) || e.key === 'Delete') {
    e.preventDefault();
    erase();
  } else if (e.code === 'KeyH') {
    if (!game.setting) request(hint);
  } else if (BUTTON_KEYS[e.code] && !e.shiftKey && !(game.setting && e.code !== 'KeyN')) {
    e.preventDefault();
    $(BUTTON_KEYS[e.code]).click();
  } else if (e.key === 'Escape') {
    board.select([board.cursor]);
  }
});

// --- buttons ---------------------------------------------------------------------------

/** Keys for 16 digits (those past the board's size or the colours hide) and Erase. */
function buildKeypad() {
  const pad = $('keypad');
  for (let d = 1; d <= 16; d++) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.digit = String(d);
    b.innerHTML = '<span class="n" aria-hidden="true"></span><span class="left" aria-hidden="true"></span>';
    b.addEventListener('click', (e) => put(d, e));
    pad.append(b);
  }
  const eraseButton = document.createElement('button');
  eraseButton.type = 'button';
  eraseButton.className = 'key erase';
  eraseButton.textContent = '⌫';
  eraseButton.dataset.wordsAriaLabel = 'page-erase';
  eraseButton.setAttribute('aria-label', t('page-erase'));
  eraseButton.addEventListener('click', erase);
  pad.append(eraseButton);
}

function applyTheme() {
  const look = settings.theme === 'system' && moreContrast.matches ? 'contrast' : settings.theme;
  if (look === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = look;
  const theme = t(`page-theme-${settings.theme}`);
  $('theme').setAttribute('aria-label', t('page-theme', { theme }));
  $('theme').title = t('page-theme-title', { theme });
}

/** "Colour each cage": offered on boards with cages only; the tints are rules.js's. */
function showCageColours() {
  const caged = (game.board.markings ?? []).some((m) => m.type === 'cage');
  $('cage-colours-option').hidden = !caged;
  $('board').classList.toggle('cage-tints', caged && settings.cageColours);
}

function wire() {
  buildKeypad();
  for (const b of document.querySelectorAll('[data-mode]')) b.addEventListener('click', () => setMode(b.dataset.mode));
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('hint').addEventListener('click', () => request(hint));
  $('hint-more').addEventListener('click', () => request(hint));
  $('hint-apply').addEventListener('click', () => request(applyHint));
  $('hint-rewind').addEventListener('click', () => request(rewind));
  $('hint-next-drill').addEventListener('click', () => request(() => drill(game.drill?.technique)));
  $('hint-close').addEventListener('click', () => {
    clearOverlays();
    render();
  });
  $('check').addEventListener('click', () => request(check));
  $('candidates').addEventListener('click', () => request(async () => {
    const { candidates } = await api.candidates(game.position());
    if (game.fillCandidates(candidates)) moved();
  }));
  $('solve-cell').addEventListener('click', () => refused() || request(solveCell));
  $('solve-all').addEventListener('click', async () => {
    if (refused()) return;
    if (await ask(t('page-ask-solve-all-title'), t('page-ask-solve-all'), t('page-solve-all'))) request(solveAll);
  });
  $('rate').addEventListener('click', () => request(rate));
  $('remove-seen').checked = settings.removeSeen;
  $('remove-seen').addEventListener('change', () => {
    settings.removeSeen = $('remove-seen').checked;
    saveSettings(settings);
  });
  $('cage-colours').checked = settings.cageColours;
  $('cage-colours').addEventListener('change', () => {
    settings.cageColours = $('cage-colours').checked;
    saveSettings(settings);
    showCageColours();
  });
  moreContrast.addEventListener('change', applyTheme);
  $('lang').addEventListener('change', () => switchLanguage($('lang').value).catch((err) => say(String(err))));
  $('theme').addEventListener('click', () => {
    settings.theme = THEMES[(THEMES.indexOf(settings.theme) + 1) % THEMES.length];
    saveSettings(settings);
    applyTheme();
  });
  window.addEventListener('hashchange', () => {
    if (isSetFragment(location.hash)) return request(async () => setPuzzle());
    const link = readFragment(location.hash);
    if (link && (link.puzzle !== game.puzzle || link.carries || game.setting)) request(async () => startGame(...(await gameFromLink(link))));
  });
  // Every new game the player chooses asks first when it would leave one in progress.
  const leaving = (work) => request(async () => (await mayLeave()) && work());
  setupDialogs({
    game: () => game,
    generate: (options, showRating) => leaving(() => generate(options, showRating)),
    daily: (options, showRating) => leaving(() => daily(options, showRating)),
    drill: (technique) => leaving(() => drill(technique)),
    play: (next, message, resume) => request(async () => {
      if (!(await mayLeave(next))) return;
      if (resume) startFresh(next, message);
      else startGame(next, message, true);
    }),
    say,
    time: formatTime,
    recordsChanged: () => showFinish(game), // a daily's card shows the records' standing
  });
  $('set').addEventListener('click', () => leaving(setPuzzle));
  setter = setupSetter({
    game: () => game,
    change: (clues) => game.changeClues(clues) && moved(),
    play: (line, rating) => request(async () => playSet(line, rating)),
    render,
  });
  setupPhoto({ play: (next, message) => leaving(() => startFresh(next, message)) });
  setupContinue({ game: () => game, time: formatTime, play: (next) => startGame(next, '', true), say });
  setupFinish({
    game: () => game,
    time: formatTime,
    changed: () => {
      save();
      render();
      say('');
    },
    daily: (options, showRating) => request(() => daily(options, showRating)),
  });
}

// The words come first: every message the modules word is in the player's language.
await loadWords(chosenLanguage());
applyWords();
fillLanguages();
applyTheme();
wire();
render();
performance.mark('shudu-first-render');
request(openStart).then(() => {
  performance.mark('shudu-game-ready');
  document.body.dataset.ready = 'true';
});
