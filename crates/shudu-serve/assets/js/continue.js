// The Continue dialog: the unfinished games saved in this browser (js/store.js keeps them),
// the one played last first, each with a small picture of its board as it was left, what
// it is (rules, level, daily or drill), how far it got and the time played, and when it was
// last played. Choosing one brings it back as it was left, undo history included; Remove
// forgets it. The game on the board is not listed: it is the one being played.
// app.js opens the dialog (the Continue button) and starts the chosen game.

import { forgetGame, loadGame, savedGames } from './store.js';
import { language, levelName, t } from './words.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const PICTURE = 108; // CSS pixels a side: a 9×9 board's digits stay readable

/**
 * @param {{game: () => import('./game.js').Game, time: (ms: number) => string,
 *   play: (game: import('./game.js').Game) => void, say: (text: string) => void}} app
 *   `play` starts a saved game; `say` speaks in the status line.
 */
export function setupContinue(app) {
  const dialog = $('continue-dialog');
  const fill = () => {
    const games = savedGames().filter((g) => g.puzzle !== app.game().puzzle);
    $('continue-none').hidden = games.length > 0;
    $('continue-list').replaceChildren(...games.map((g) => entry(g, app, fill, dialog)));
  };
  $('continue').addEventListener('click', () => {
    fill();
    dialog.showModal();
    $('continue-list').querySelector('button')?.focus();
  });
}

/** One game of the list: its picture and words on the button that continues it, and Remove. */
function entry(summary, app, refill, dialog) {
  const when = new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(summary.saved);
  const li = document.createElement('li');
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'continue-game';
  const words = document.createElement('span');
  words.className = 'continue-words';
  const empty = summary.size * summary.size - summary.clues;
  for (const [text, cls] of [
    [what(summary), 'continue-what'],
    [t('page-continue-progress', { filled: summary.filled, empty, time: app.time(summary.elapsed) }), ''],
    [t('page-continue-last', { when }), 'continue-when'],
  ]) {
    const line = document.createElement('span');
    line.textContent = text;
    if (cls) line.className = cls;
    words.append(line);
  }
  open.append(picture(summary), words);
  open.addEventListener('click', () => {
    const game = loadGame(summary.puzzle);
    dialog.close();
    if (game) app.play(game);
    else app.say(t('page-continue-gone'));
  });
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'continue-remove';
  // The word on a wide screen, a cross on a phone (style.css); the label says which game.
  const word = Object.assign(document.createElement('span'), { className: 'word', textContent: t('page-continue-remove') });
  const cross = Object.assign(document.createElement('span'), { className: 'cross', textContent: '✕' });
  remove.append(word, cross);
  remove.setAttribute('aria-label', t('page-continue-remove-label', { when }));
  remove.addEventListener('click', () => {
    forgetGame(summary.puzzle);
    refill();
    ($('continue-list').querySelector('button') ?? $('continue-close')).focus();
  });
  li.append(open, remove);
  return li;
}

/** What the game is: a drill's technique, a daily's level and date, else rules and level or clues. */
function what(summary) {
  if (summary.drill) return t('page-continue-drill', { technique: summary.drill });
  if (summary.daily) return t('page-continue-daily', { level: levelName(summary.daily.level), date: summary.daily.date });
  const parts = [];
  if (summary.label) parts.push(summary.label);
  if (summary.level) parts.push(levelName(summary.level));
  parts.push(summary.clues ? t('page-clues', { count: summary.clues }) : t('page-cages-only'));
  return parts.join(' · ');
}

/**
 * The board as it was left, drawn small: givens dark, entries in the entry colour, thin
 * lines between cells and thick ones between boxes or regions. Decorative: the button's
 * words say what the picture shows.
 */
function picture(summary) {
  const { size, regions, givens, entries } = summary;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', String(PICTURE));
  svg.setAttribute('height', String(PICTURE));
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('continue-picture');
  const add = (name, attributes, text) => {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, String(v));
    if (text) node.textContent = text;
    svg.append(node);
  };
  add('rect', { x: 0, y: 0, width: size, height: size, class: 'paper' });
  const digit = (ch) => (ch === '.' || ch === '0' ? '' : ch);
  for (let i = 0; i < size * size; i++) {
    const [x, y] = [i % size, Math.floor(i / size)];
    const given = digit(givens[i]);
    const shown = given || digit(entries[i]);
    if (shown) add('text', { x: x + 0.5, y: y + 0.78, class: given ? 'given' : 'entry' }, shown);
  }
  // Each edge between two cells: thick where the regions differ.
  let thin = '', thick = '';
  for (let i = 0; i < size * size; i++) {
    const [x, y] = [i % size, Math.floor(i / size)];
    if (x + 1 < size) {
      const d = `M${x + 1} ${y}v1`;
      if (regions[i] !== regions[i + 1]) thick += d;
      else thin += d;
    }
    if (y + 1 < size) {
      const d = `M${x} ${y + 1}h1`;
      if (regions[i] !== regions[i + size]) thick += d;
      else thin += d;
    }
  }
  add('path', { d: thin, class: 'thin' });
  add('path', { d: thick, class: 'thick' });
  add('rect', { x: 0, y: 0, width: size, height: size, class: 'frame' });
  return svg;
}
