// The Photo and Image file buttons: a picture of a puzzle (Photo asks for the phone's
// camera, `<input type=file capture>`, which needs no secure context; Image file picks a
// saved picture or a screenshot, which `capture` would skip on phones) goes to POST /api/scan,
// and the grid read comes back into a 9×9 sheet of fields beside the picture
// (js/photo-picture.js), the cells the scanner is unsure of and those the solver corrected
// marked. Typing over a field corrects it; the sheet is judged as it changes (as an own
// puzzle is). A proper grid is not enough to play: a misread cell can still leave one
// solution, of another puzzle, so every unsure cell must be confirmed first — typed over
// (the same digit will do, or emptied), or kept as read with Enter or the Keep button —
// and only then does "Play this" start the game. The button shows only when the server was
// built with the scanner: the page asks the API which routes it has.

import { api } from './api.js';
import { Game } from './game.js';
import { cellName } from './geometry.js';
import { capital } from './hint.js';
import { photoPicture } from './photo-picture.js';
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
  const picture = photoPicture($('photo-figure'), $('photo-close-up'));
  let verdict = null; // the last judging: its words, and the puzzle line when proper
  let asked = 0;
  let timer = 0;
  let question = fields[0]; // the cell the player is looking at: ringed, and what Keep keeps

  const say = (text, bad = false) => {
    $('photo-verdict').textContent = text;
    $('photo-verdict').classList.toggle('error', bad);
  };
  /** The unsure cells not yet confirmed, in reading order. */
  const pending = () => fields.filter((f) => f.classList.contains('unsure') && !f.classList.contains('confirmed'));
  /** The cell Keep keeps: the one in question if it waits, else the first that does. */
  const keeping = () => (pending().includes(question) ? question : pending()[0]);
  // The verdict, the Keep button, the ring and Play follow the judging and the confirmations.
  const show = () => {
    const left = pending();
    const keep = $('photo-keep');
    const target = keeping();
    keep.hidden = !target;
    // The ring marks the field being typed in, else the cell Keep would keep.
    const looked = sheet.hidden ? null : fields.includes(document.activeElement) ? document.activeElement : target ?? null;
    for (const f of fields) f.classList.toggle('asked', f === looked);
    if (target) {
      $('photo-keep-words').textContent = target.value
        ? t('page-photo-keep', { cell: target.dataset.cell, digit: target.value })
        : t('page-photo-keep-empty', { cell: target.dataset.cell });
    }
    picture.point(fields.indexOf(looked), sheet.hidden ? -1 : fields.indexOf(target));
    if (!verdict) return;
    const words = left.length
      ? verdict.words + space() + t('page-photo-confirm-first', { count: left.length, cells: listOf(left.map((f) => f.dataset.cell)) })
      : verdict.words;
    say(words, !verdict.puzzle);
    $('photo-play').disabled = !verdict.puzzle || left.length > 0;
  };
  /** Marks `f` confirmed; the next cell waiting, if any, comes into question. */
  const confirm = (f) => {
    if (!f.classList.contains('unsure')) return;
    f.classList.add('confirmed');
    label(f, fields.indexOf(f));
    if (question === f && pending().length) question = pending().find((g) => fields.indexOf(g) > fields.indexOf(f)) ?? pending()[0];
    show();
  };
  const judge = async () => {
    const ticket = ++asked;
    verdict = null;
    $('photo-play').disabled = true;
    const line = fields.map((f) => (/^[1-9]$/.test(f.value) ? f.value : '.')).join('');
    let words, puzzle = null;
    try {
      const r = await api.checkPuzzle(line);
      if (r.status === 'proper') {
        words = t('page-photo-proper');
        puzzle = r.puzzle;
      } else if (r.status === 'multiple') words = t('page-photo-several');
      else if (r.status === 'unsolvable') words = t('page-photo-none');
      else {
        words = t('page-broken-rules', { rules: listOf(r.violations.map((v) => v.message), 'semicolon') });
      }
    } catch (err) {
      words = t('page-cannot-judge', { error: err.message });
    }
    if (ticket !== asked) return; // a later edit has its own verdict coming
    verdict = { words, puzzle };
    show();
  };
  const rejudge = () => {
    verdict = null; // the last one judged another grid
    $('photo-play').disabled = true;
    clearTimeout(timer);
    timer = setTimeout(judge, 150);
  };

  $('photo').hidden = false;
  $('picture').hidden = false;
  const read = async (input) => {
    const file = input.files?.[0];
    input.value = ''; // the same file chosen again is a new change
    if (!file) return;
    ++asked; // a verdict on the last photo's sheet is no verdict on this one
    verdict = null;
    picture.show(file);
    sheet.hidden = true;
    $('photo-keep').hidden = true;
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
      f.classList.remove('confirmed');
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
    question = pending()[0] ?? fields[0];
    picture.straighten(record.corners).then(show);
    // A keyboard goes straight to the first cell in question; on a touch screen a focused
    // field would raise the on-screen keyboard over the picture, so the dialog shows its top.
    if (matchMedia('(pointer: coarse)').matches) dialog.scrollTop = 0;
    else question.focus();
    judge();
  };
  for (const input of [$('photo-file'), $('picture-file'), $('photo-again')]) input.addEventListener('change', () => read(input));
  for (const [i, f] of fields.entries()) {
    f.addEventListener('input', () => {
      f.value = f.value.replace(/[^1-9]/g, '').slice(-1);
      if (f.classList.contains('unsure')) f.classList.add('confirmed'); // typed over: the player's word
      label(f, i);
      rejudge();
      show();
    });
    f.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && pending().includes(f)) {
        e.preventDefault(); // kept as read, not the form sent
        confirm(f);
        if (question !== f) question.focus();
        return;
      }
      const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 }[e.key];
      if (step === undefined) return;
      const next = i + step;
      if (next < 0 || next > 80 || (Math.abs(step) === 1 && Math.floor(next / 9) !== Math.floor(i / 9))) return;
      e.preventDefault();
      fields[next].focus();
      fields[next].select();
    });
    f.addEventListener('focus', () => {
      f.select();
      question = f;
      show();
    });
  }
  $('photo-keep').addEventListener('click', () => {
    const target = keeping();
    if (!target) return;
    question = target;
    confirm(target);
    if ($('photo-keep').hidden) ($('photo-play').disabled ? target : $('photo-play')).focus();
  });
  dialog.addEventListener('close', () => picture.clear());
  $('photo-form').addEventListener('submit', (e) => {
    if (e.submitter?.value !== 'go') return;
    if (!verdict?.puzzle || pending().length) {
      e.preventDefault();
      return;
    }
    app.play(Game.ofLine(verdict.puzzle), t('page-photo-your-puzzle'));
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
  else if (f.classList.contains('confirmed')) words.push(t('page-photo-confirmed'));
  else if (f.classList.contains('corrected')) words.push(t('page-photo-cell-corrected'));
  else if (f.classList.contains('unsure')) words.push(t('page-photo-cell-unsure'));
  f.setAttribute('aria-label', words.join(t('page-list-cell')));
}
