// The page's dialogs: New puzzle (board size and rules, level, symmetry, seed, rating on
// request), Own puzzle (typed or pasted in any form shudu reads, a variant's JSON or link
// among them, judged by the server as it is typed), Share (a link with the puzzle alone,
// with the entries, or with the entries and marks, saying which; with a fallback where the
// clipboard is not available: plain-http pages on a LAN are not secure contexts), Export
// and Import (the game, or the daily records, as JSON), and the page's confirmation (ask).
// app.js hands in what they may do to the game.

import { api } from './api.js';
import { Game, gameOf } from './game.js';
import { shareUrl } from './store.js';
import { RecordsError, exportRecords, importRecords, summary, today } from './daily.js';
import { levelName, listOf, t } from './words.js';

const $ = (id) => document.getElementById(id);
const FALLBACK_LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const FALLBACK_SYMMETRIES = ['none'];
const FALLBACK_DAILY_LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/**
 * @param {{game: () => Game, generate: (options: object, showRating: boolean) => void,
 *   daily: (options: {date: string, level: string}, showRating: boolean) => void,
 *   play: (game: Game, message: string, resume?: boolean) => void, say: (text: string) => void,
 *   time: (ms: number) => string, recordsChanged: () => void}} app
 *   `play` with `resume`: a fresh game of a puzzle the player has an unfinished game of
 *   brings that game back instead.
 */
export function setupDialogs(app) {
  setupNew(app);
  setupOwn(app);
  setupShare(app);
  setupJson(app);
}

/**
 * Asks the player to confirm, in the page's own dialog: `title`, `text`, and `yes` on the
 * button that confirms (Cancel has the focus, and Escape cancels). Answers true when
 * confirmed.
 */
export function ask(title, text, yes) {
  const dialog = $('ask-dialog');
  $('ask-title').textContent = title;
  $('ask-text').textContent = text;
  $('ask-yes').textContent = yes;
  dialog.returnValue = '';
  dialog.showModal();
  $('ask-cancel').focus();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
  });
}

/** A select's choices: each name the API uses as its value, worded by `word`. */
function fillSelect(select, names, chosen, word) {
  select.replaceChildren(...names.map((name) => new Option(word(name), name, false, name === chosen)));
}

const symmetryName = (name) => t(`page-symmetry-${name}`);

function setupNew(app) {
  const dialog = $('new-dialog');
  let loaded = false;
  let levels = FALLBACK_LEVELS, symmetries = FALLBACK_SYMMETRIES, dailyLevels = FALLBACK_DAILY_LEVELS;
  // Filled at each opening, so the names follow a language chosen since.
  const fill = () => {
    fillSelect($('new-level'), levels, $('new-level').value || 'medium', levelName);
    fillSelect($('new-symmetry'), symmetries, $('new-symmetry').value || 'none', symmetryName);
  };
  $('new').addEventListener('click', async () => {
    $('new-error').textContent = '';
    fill();
    fit();
    find(); // the list in the language chosen since the last opening
    dialog.showModal();
    if (loaded) return;
    try {
      const menus = await api.techniques();
      if (Array.isArray(menus.levels) && menus.levels.length) levels = menus.levels;
      if (Array.isArray(menus.symmetries) && menus.symmetries.length) symmetries = menus.symmetries;
      if (Array.isArray(menus.daily_levels) && menus.daily_levels.length) dailyLevels = menus.daily_levels;
      fill();
      loaded = true;
    } catch {
      /* the fallback lists stay */
    }
  });
  // The technique search: any name in any language or script finds techniques (the
  // server's search, best first); the list below it offers what was found.
  const search = $('new-technique-search'), choice = $('new-technique');
  let searchTimer = 0, searches = 0;
  const offer = (found) => {
    const named = found.map((tech) => new Option(
      t('page-new-technique-choice', { name: tech.label, rating: Number(tech.rating).toFixed(1) }), tech.label));
    choice.replaceChildren(new Option(t('page-new-technique-any'), ''), ...named);
    choice.value = found.length ? found[0].label : '';
    fit();
  };
  const find = async () => {
    const ticket = ++searches, text = search.value.trim();
    $('new-technique-note').textContent = '';
    if (!text) return offer([]);
    try {
      const answer = await api.techniques(text);
      if (ticket !== searches) return; // a later keystroke has its own search coming
      offer(answer.techniques);
      if (!answer.techniques.length) $('new-technique-note').textContent = t('page-new-technique-none', { search: text });
    } catch (err) {
      if (ticket === searches) $('new-technique-note').textContent = err.message;
    }
  };
  search.addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(find, 150);
  });
  // Levels and techniques are for classic 9×9 puzzles (a technique chosen sets the
  // difficulty itself); jigsaw and killer boards come in some sizes only.
  const fit = () => {
    const size = $('new-size').value, variant = $('new-variant').value;
    const classic = size === '9' && variant === '';
    search.disabled = choice.disabled = !classic;
    $('new-level').disabled = !classic || choice.value !== '';
    // The day's puzzle: classic 9×9, at a daily level.
    $('new-daily').disabled = !classic || !dailyLevels.includes($('new-level').value);
    // A drill of the technique chosen: a position where it is the next step.
    $('new-drill').disabled = choice.disabled || choice.value === '';
    $('new-error').textContent =
      variant === 'killer' && Number(size) > 9 ? t('page-killer-size')
      : variant === 'jigsaw' && Number(size) > 12 ? t('page-jigsaw-size')
      : '';
    $('new-go').disabled = $('new-error').textContent !== '';
  };
  $('new-size').addEventListener('change', fit);
  choice.addEventListener('change', fit);
  $('new-level').addEventListener('change', fit);
  $('new-variant').addEventListener('change', fit);
  $('new-form').addEventListener('submit', (e) => {
    if (e.submitter?.value === 'daily') {
      app.daily({ date: today(), level: $('new-level').value }, $('new-rating').checked);
      return;
    }
    if (e.submitter?.value === 'drill') {
      app.drill(choice.value);
      return;
    }
    if (e.submitter?.value !== 'go') return;
    const seedText = $('new-seed').value.trim();
    if (seedText && !/^\d{1,19}$/.test(seedText)) {
      e.preventDefault();
      $('new-error').textContent = t('page-bad-seed');
      return;
    }
    const size = Number($('new-size').value), variant = $('new-variant').value;
    // One route for every board; a level only where the form offers one.
    const options = { size, variant: variant ? [variant] : [], symmetry: $('new-symmetry').value };
    if (!$('new-level').disabled) options.level = $('new-level').value;
    if (!choice.disabled && choice.value) options.require = choice.value;
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
      // `page-proper-minimal-rules` and the like: the verdict, then the rules when named.
      const rules = r.board.label ? '-rules' : '';
      const values = { rules: r.board.label };
      if (r.status === 'proper') {
        words = t(`page-proper${r.minimal ? '-minimal' : ''}${rules}`, values);
        judged = r;
        ok = true;
      } else if (r.status === 'multiple') words = t(`page-several${rules}`, values);
      else if (r.status === 'unsolvable') words = t(`page-no-solution${rules}`, values);
      else words = t('page-broken-rules', { rules: listOf(r.violations.map((v) => v.message), 'semicolon') });
    } catch (err) {
      words = t('page-cannot-read', { error: err.message });
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
    if (e.submitter?.value === 'drill') {
      app.drill(choice.value);
      return;
    }
    if (e.submitter?.value !== 'go') return;
    if (!judged) {
      e.preventDefault();
      return;
    }
    app.play(gameOf(judged), t('page-your-puzzle'), true);
  });
}

function setupShare(app) {
  const dialog = $('share-dialog');
  const field = $('share-url');
  // What the link carries, said in one line under the choice: the puzzle, the digits,
  // the corner and centre marks; colours and the time never.
  const update = () => {
    const carry = dialog.querySelector('input[name="share-carry"]:checked').value;
    field.value = shareUrl(app.game(), carry);
    $('share-carries').textContent = t(`page-share-carries-${carry}`);
    $('share-note').textContent = '';
  };
  $('share').addEventListener('click', () => {
    update();
    dialog.showModal();
    field.focus();
    field.select();
  });
  dialog.querySelectorAll('input[name="share-carry"]').forEach((radio) => radio.addEventListener('change', update));
  $('share-copy').addEventListener('click', async () => {
    field.focus();
    field.select();
    if (window.isSecureContext && navigator.clipboard) {
      try {
        await navigator.clipboard.writeText(field.value);
        $('share-note').textContent = t('page-copied');
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
    $('share-note').textContent = copied ? t('page-copied') : t('page-copy-by-hand');
  });
}

/** Opens Export with the daily records chosen (the finish card of a daily offers it). */
export let showRecords = () => {};

/**
 * Export and Import, of the game or of the daily records (the choice at the top): the
 * JSON as text to copy or paste, a file to download or open. Daily records are merged
 * into the player's (daily.js), the dialog staying open to say what was added.
 */
function setupJson(app) {
  const dialog = $('io-dialog');
  const text = $('io-text');
  let url = null, exporting = true;
  const records = () => $('io-daily').checked;
  const fill = () => {
    const what = records() ? 'records' : 'game';
    $('io-error').textContent = '';
    $('io-note').textContent = '';
    $('io-title').textContent = t(`page-${exporting ? 'export' : 'import'}-${what === 'game' ? 'title' : 'records-title'}`);
    $('io-label').textContent = t(`page-${exporting ? 'export' : 'import'}-${what === 'game' ? 'label' : 'records-label'}`);
    $('io-download').hidden = !exporting;
    $('io-download').download = records() ? 'shudu-daily-records.json' : 'shudu-game.json';
    $('io-load').hidden = exporting;
    $('io-file').parentElement.hidden = exporting;
    $('io-file').value = '';
    text.value = !exporting ? '' : JSON.stringify(records() ? exportRecords() : app.game().toJSON());
    if (url) URL.revokeObjectURL(url);
    url = exporting ? URL.createObjectURL(new Blob([text.value], { type: 'application/json' })) : null;
    $('io-download').href = url ?? '#';
    sum();
  };
  // What the records hold, so the player sees what travels and what an import brought.
  const sum = () => {
    $('io-summary').hidden = !records();
    if (!records()) return;
    const { solves, streak, best } = summary();
    $('io-summary').textContent = solves
      ? t('page-records-summary', { solves, streak, best: listOf(best.map(([level, s]) => `${levelName(level)} ${app.time(s * 1000)}`)) })
      : t('page-records-none');
  };
  const open = (out, daily = false) => {
    exporting = out;
    $(daily ? 'io-daily' : 'io-game').checked = true;
    fill();
    dialog.showModal();
    if (exporting) text.select();
  };
  showRecords = () => open(true, true);
  $('export').addEventListener('click', () => open(true));
  $('import').addEventListener('click', () => open(false));
  dialog.querySelectorAll('input[name="io-what"]').forEach((radio) => radio.addEventListener('change', fill));
  $('io-file').addEventListener('change', async () => {
    const file = $('io-file').files?.[0];
    if (file) text.value = await file.text();
  });
  $('io-load').addEventListener('click', () => {
    $('io-error').textContent = '';
    $('io-note').textContent = '';
    if (records()) {
      try {
        const { added, better, total } = importRecords(text.value);
        $('io-note').textContent = t('page-records-imported', { added, better, total });
        text.value = '';
        sum();
        app.recordsChanged();
      } catch (err) {
        if (!(err instanceof RecordsError)) throw err;
        $('io-error').textContent = t(err.id, err.values);
      }
      return;
    }
    let game;
    try {
      game = Game.fromJSON(JSON.parse(text.value));
    } catch (err) {
      $('io-error').textContent = err instanceof SyntaxError ? t('page-not-json-text', { error: err.message }) : t('page-cannot-import', { error: err.message });
      return;
    }
    dialog.close();
    app.play(game, t('page-imported'));
  });
}
