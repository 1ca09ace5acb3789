// The page's dialogs: New puzzle (board size and rules, level, symmetry, seed, rating on
// request), Own puzzle (typed or pasted in any form shudu reads, a variant's JSON or link
// among them, judged by the server as it is typed), Share (a
// link with the puzzle and optionally the entries, with a fallback where the clipboard is
// not available: plain-http pages on a LAN are not secure contexts) and the game as JSON
// (export, import). app.js hands in what they may do to the game.

import { api } from './api.js';
import { Game, gameOf } from './game.js';
import { shareUrl } from './store.js';

const $ = (id) => document.getElementById(id);
const FALLBACK_LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const FALLBACK_SYMMETRIES = ['none'];

/**
 * @param {{game: () => Game, generate: (options: object, showRating: boolean) => void,
 *   play: (game: Game, message: string) => void, say: (text: string) => void}} app
 */
export function setupDialogs(app) {
  setupNew(app);
  setupOwn(app);
  setupShare(app);
  setupJson(app);
}

function fillSelect(select, names, chosen) {
  select.replaceChildren(...names.map((name) => new Option(name, name, false, name === chosen)));
}

function setupNew(app) {
  const dialog = $('new-dialog');
  let loaded = false;
  $('new').addEventListener('click', async () => {
    $('new-error').textContent = '';
    if (!loaded) {
      fillSelect($('new-level'), FALLBACK_LEVELS, 'medium');
      fillSelect($('new-symmetry'), FALLBACK_SYMMETRIES, 'none');
    }
    dialog.showModal();
    if (loaded) return;
    try {
      const t = await api.techniques();
      if (Array.isArray(t.levels) && t.levels.length) fillSelect($('new-level'), t.levels, $('new-level').value);
      if (Array.isArray(t.symmetries) && t.symmetries.length) fillSelect($('new-symmetry'), t.symmetries, 'none');
      loaded = true;
    } catch {
      /* the fallback lists stay */
    }
  });
  // Levels are for classic 9×9 puzzles; jigsaw and killer boards come in some sizes only.
  const fit = () => {
    const size = $('new-size').value, variant = $('new-variant').value;
    $('new-level').disabled = size !== '9' || variant !== '';
    $('new-error').textContent =
      variant === 'killer' && Number(size) > 9 ? 'Killer puzzles are made on boards up to 9×9.'
      : variant === 'jigsaw' && Number(size) > 12 ? 'Jigsaw puzzles are made on boards up to 12×12.'
      : '';
    $('new-go').disabled = $('new-error').textContent !== '';
  };
  $('new-size').addEventListener('change', fit);
  $('new-variant').addEventListener('change', fit);
  $('new-form').addEventListener('submit', (e) => {
    if (e.submitter?.value !== 'go') return;
    const seedText = $('new-seed').value.trim();
    if (seedText && !/^\d{1,19}$/.test(seedText)) {
      e.preventDefault();
      $('new-error').textContent = 'The seed is a whole number (or empty for a random one).';
      return;
    }
    const size = Number($('new-size').value), variant = $('new-variant').value;
    // One route for every board; a level only where the form offers one.
    const options = { size, variant: variant ? [variant] : [], symmetry: $('new-symmetry').value };
    if (!$('new-level').disabled) options.level = $('new-level').value;
    if (seedText) options.seed = Number(seedText);
    app.generate(options, $('new-rating').checked);
  });
}

function setupOwn(app) {
  const dialog = $('own-dialog');
  const text = $('own-text');
  const verdict = $('own-verdict');
  let timer = 0;
  let judged = null; // the answer of the last proper verdict
  let asked = 0;
  $('own').addEventListener('click', () => {
    text.value = '';
    verdict.textContent = '';
    $('own-play').disabled = true;
    dialog.showModal();
  });
  const judge = async () => {
    const ticket = ++asked;
    judged = null;
    $('own-play').disabled = true;
    const puzzle = text.value.trim();
    if (!puzzle) {
      verdict.textContent = '';
      return;
    }
    let words, ok = false;
    try {
      const r = await api.checkPuzzle(puzzle);
      if (ticket !== asked) return; // a later keystroke has its own verdict coming
      const rules = r.board.label ? ` (${r.board.label})` : '';
      if (r.status === 'proper') {
        words = `Proper: exactly one solution${r.minimal ? ', and minimal' : ''}${rules}.`;
        judged = r;
        ok = true;
      } else if (r.status === 'multiple') words = `Not proper: it has several solutions${rules}.`;
      else if (r.status === 'unsolvable') words = `Not proper: it has no solution${rules}.`;
      else words = `Broken rules: ${r.violations.map((v) => v.message).join('; ')}.`;
    } catch (err) {
      words = `Cannot read it: ${err.message}.`;
    }
    if (ticket !== asked) return; // a later keystroke has its own verdict coming
    verdict.textContent = words;
    verdict.classList.toggle('error', !ok);
    $('own-play').disabled = !ok;
  };
  text.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(judge, 150);
  });
  $('own-form').addEventListener('submit', (e) => {
    if (e.submitter?.value !== 'go') return;
    if (!judged) {
      e.preventDefault();
      return;
    }
    app.play(gameOf(judged), 'Your puzzle: good luck.');
  });
}

function setupShare(app) {
  const dialog = $('share-dialog');
  const field = $('share-url');
  const update = () => {
    field.value = shareUrl(app.game(), $('share-sheet').checked);
    $('share-note').textContent = '';
  };
  $('share').addEventListener('click', () => {
    update();
    dialog.showModal();
    field.focus();
    field.select();
  });
  $('share-sheet').addEventListener('change', update);
  $('share-copy').addEventListener('click', async () => {
    field.focus();
    field.select();
    if (window.isSecureContext && navigator.clipboard) {
      try {
        await navigator.clipboard.writeText(field.value);
        $('share-note').textContent = 'Copied.';
        return;
      } catch {
        /* fall through to the selected field */
      }
    }
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    $('share-note').textContent = copied ? 'Copied.' : 'The link is selected: copy it with Ctrl+C (or long-press and Copy).';
  });
}

function setupJson(app) {
  const dialog = $('io-dialog');
  const text = $('io-text');
  let url = null;
  const open = (exporting) => {
    $('io-error').textContent = '';
    $('io-title').textContent = exporting ? 'Export the game' : 'Import a game';
    $('io-label').textContent = exporting ? 'The game as JSON: save the file or copy the text' : 'Paste a game exported before, or open its file';
    $('io-download').hidden = !exporting;
    $('io-load').hidden = exporting;
    $('io-file').parentElement.hidden = exporting;
    text.value = exporting ? JSON.stringify(app.game().toJSON()) : '';
    if (url) URL.revokeObjectURL(url);
    url = exporting ? URL.createObjectURL(new Blob([text.value], { type: 'application/json' })) : null;
    $('io-download').href = url ?? '#';
    dialog.showModal();
    if (exporting) text.select();
  };
  $('export').addEventListener('click', () => open(true));
  $('import').addEventListener('click', () => open(false));
  $('io-file').addEventListener('change', async () => {
    const file = $('io-file').files?.[0];
    if (file) text.value = await file.text();
  });
  $('io-load').addEventListener('click', () => {
    let game;
    try {
      game = Game.fromJSON(JSON.parse(text.value));
    } catch (err) {
      $('io-error').textContent = err instanceof SyntaxError ? `Not JSON: ${err.message}` : `Cannot import: ${err.message}.`;
      return;
    }
    dialog.close();
    app.play(game, 'Game imported.');
  });
}
