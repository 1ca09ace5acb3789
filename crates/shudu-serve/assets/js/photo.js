// The Photo and Image file buttons: a picture of a puzzle (Photo asks for the phone's
// camera, `<input type=file capture>`, which needs no secure context; Image file picks a
// saved picture or a screenshot, which `capture` would skip on phones) goes to POST /api/scan,
// and the grid read comes back into a 9×9 sheet of fields for the player to confirm, the
// cells the scanner is unsure of and those the solver corrected marked. Typing over a
// field corrects it; the sheet is judged as it changes (as an own puzzle is), and "Play
// this" starts the game from it. The button shows only when the server was built with the
// scanner: the page asks the API which routes it has.

import { api } from './api.js';
import { Game } from './game.js';
import { cellName } from './geometry.js';
import { capital } from './hint.js';
import { language, listOf, t } from './words.js';

const $ = (id) => document.getElementById(id);

/** @param {{play: (game: Game, message: string) => void}} app */
export async function setupPhoto(app) {
  let routes = [];
  try {
    routes = await api.routes();
  } catch {
    return; // no document, no button: the rest of the page works without it
  }
  if (!routes.includes('/api/scan')) return;
  const dialog = $('photo-dialog');
  const sheet = $('photo-sheet');
  const fields = buildSheet(sheet);
  let judged = null; // the puzzle line of the last proper verdict
  let asked = 0;
  let timer = 0;

  const say = (text, bad = false) => {
    $('photo-verdict').textContent = text;
    $('photo-verdict').classList.toggle('error', bad);
  };
  const judge = async () => {
    const ticket = ++asked;
    judged = null;
    $('photo-play').disabled = true;
    const line = fields.map((f) => (/^[1-9]$/.test(f.value) ? f.value : '.')).join('');
    let words, ok = false;
    try {
      const r = await api.checkPuzzle(line);
      if (r.status === 'proper') {
        const marked = fields.some((f) => f.classList.contains('unsure') || f.classList.contains('corrected'));
        words = t('page-photo-proper') + (marked ? space() + t('page-photo-check-marked') : '');
        judged = r.puzzle;
        ok = true;
      } else if (r.status === 'multiple') words = t('page-photo-several');
      else if (r.status === 'unsolvable') words = t('page-photo-none');
      else {
        words = t('page-broken-rules', { rules: listOf(r.violations.map((v) => v.message), 'semicolon') });
      }
    } catch (err) {
      words = t('page-cannot-judge', { error: err.message });
    }
    if (ticket !== asked) return; // a later edit has its own verdict coming
    say(words, !ok);
    $('photo-play').disabled = !ok;
  };
  const rejudge = () => {
    clearTimeout(timer);
    timer = setTimeout(judge, 150);
  };

  $('photo').hidden = false;
  $('picture').hidden = false;
  const read = async (input) => {
    const file = input.files?.[0];
    input.value = ''; // the same file chosen again is a new change
    if (!file) return;
    sheet.hidden = true;
    $('photo-summary').textContent = '';
    $('photo-play').disabled = true;
    say(t('page-photo-reading'));
    if (!dialog.open) dialog.showModal();
    let record;
    try {
      record = await api.scan(file);
    } catch (err) {
      say(t('page-error', { error: capital(err.message) }), true);
      return;
    }
    const unsure = new Set(record.unsure ?? []);
    const corrected = new Set(record.corrected ?? []);
    record.cells.forEach((c, i) => {
      const f = fields[i];
      f.value = c.digit ? String(c.digit) : '';
      f.classList.toggle('unsure', unsure.has(c.cell));
      f.classList.toggle('corrected', corrected.has(c.cell));
      f.dataset.read = f.value;
      label(f, i);
    });
    const digits = record.cells.filter((c) => c.digit).length;
    const notes = [t('page-photo-read', { count: digits })];
    if (corrected.size) notes.push(t('page-photo-corrected-cells', { cells: listOf([...corrected]) }));
    if (unsure.size) notes.push(t('page-photo-unsure-cells', { cells: listOf([...unsure]) }));
    else notes.push(t('page-photo-all-sure'));
    if (record.other_grids) notes.push(t('page-photo-other-grids'));
    $('photo-summary').textContent = notes.join(space());
    sheet.hidden = false;
    fields[0].focus();
    judge();
  };
  for (const input of [$('photo-file'), $('picture-file'), $('photo-again')]) input.addEventListener('change', () => read(input));
  for (const [i, f] of fields.entries()) {
    f.addEventListener('input', () => {
      f.value = f.value.replace(/[^1-9]/g, '').slice(-1);
      label(f, i);
      rejudge();
    });
    f.addEventListener('keydown', (e) => {
      const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 }[e.key];
      if (step === undefined) return;
      const next = i + step;
      if (next < 0 || next > 80 || (Math.abs(step) === 1 && Math.floor(next / 9) !== Math.floor(i / 9))) return;
      e.preventDefault();
      fields[next].focus();
      fields[next].select();
    });
    f.addEventListener('focus', () => f.select());
  }
  $('photo-form').addEventListener('submit', (e) => {
    if (e.submitter?.value !== 'go') return;
    if (!judged) {
      e.preventDefault();
      return;
    }
    app.play(Game.ofLine(judged), t('page-photo-your-puzzle'));
  });
}

/** The 81 fields of the sheet, row by row. */
function buildSheet(sheet) {
  const fields = [];
  for (let i = 0; i < 81; i++) {
    const f = document.createElement('input');
    f.className = 'photo-cell';
    f.inputMode = 'numeric';
    f.autocomplete = 'off';
    f.maxLength = 2; // a second digit typed replaces the first (see the input handler)
    f.dataset.cell = cellName(i);
    if (i % 9 === 2 || i % 9 === 5) f.classList.add('box-right');
    if (Math.floor(i / 9) === 2 || Math.floor(i / 9) === 5) f.classList.add('box-bottom');
    fields.push(f);
  }
  sheet.replaceChildren(...fields);
  return fields;
}

/** Between two sentences: a space in English, none after Chinese full stops. */
const space = () => (language() === 'en' ? ' ' : '');

/** A field's accessible name: its cell, its digit, and what the scanner said of it. */
function label(f, i) {
  const empty = t('page-cell-empty');
  const words = [cellName(i), f.value ? f.value : empty];
  if (f.value !== f.dataset.read) words.push(t('page-photo-cell-changed', { digit: f.dataset.read || empty }));
  else if (f.classList.contains('corrected')) words.push(t('page-photo-cell-corrected'));
  else if (f.classList.contains('unsure')) words.push(t('page-photo-cell-unsure'));
  f.setAttribute('aria-label', words.join(t('page-list-cell')));
}
