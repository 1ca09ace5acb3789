// The page's words, in the player's language: which language (the one chosen with the
// switch and saved, else the first of the browser's languages shudu speaks, else English),
// its messages from the server (GET /api/words: the library's catalogue, so the page keeps
// no dictionary of its own), `t(id, values)` to word a message, and `applyWords()` to
// fill the elements index.html marks with `data-words` (their text) and
// `data-words-<attribute>` (an accessible name, a title, a placeholder). api.js sends the
// language with every request, so the server's answers (hints, steps, verdicts, broken
// rules) come in it too. The server sends the page worded in the language the browser asks
// for already (`Accept-Language`), so most readers see no change when the words arrive.

const SAVED = 'shudu.lang';
/** The languages shudu speaks, by their tags. */
export const LANGS = ['en', 'zh-Hans', 'zh-Hant'];

let current = 'en';
let words = { messages: {}, techniques: {}, levels: {}, roles: {}, languages: [] };

/**
 * The language of a BCP 47 tag (`zh-TW`, `zh-Hans-CN`, `en-GB`), or null when shudu does
 * not speak it: Chinese in Taiwan, Hong Kong and Macau, or marked Hant, is traditional;
 * other Chinese is simplified.
 */
export function languageOf(tag) {
  const parts = String(tag ?? '').toLowerCase().replace(/_/g, '-').split('-');
  if (parts[0] === 'en') return 'en';
  if (parts[0] !== 'zh') return null;
  const rest = parts.slice(1);
  const traditional = rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p)) && !rest.includes('hans');
  return traditional ? 'zh-Hant' : 'zh-Hans';
}

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language to show: the saved choice, else the browser's first one shudu speaks, else English. */
export function chosenLanguage() {
  const saved = storage()?.getItem(SAVED);
  if (LANGS.includes(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const lang = languageOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** Remembers the player's choice for the next visit. */
export function saveLanguage(lang) {
  try {
    storage()?.setItem(SAVED, lang);
  } catch {
    /* a choice not remembered is still made */
  }
}

/** The language the page speaks now. */
export const language = () => current;

/** Fetches `lang`'s words from the server; English words if that fails. */
export async function loadWords(lang) {
  try {
    const response = await fetch(`api/words?lang=${encodeURIComponent(lang)}`);
    if (!response.ok) throw new Error(`words: ${response.status}`);
    words = await response.json();
    current = words.lang ?? lang;
  } catch {
    // No words at all: the page's own English stays, and messages show their names.
    current = 'en';
  }
  return current;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const LATIN = /[A-Za-z0-9]/;

/**
 * A message with its placeholders filled: `t('page-key-left', {digit: 5, left: 3})`.
 * Chinese keeps one space between Chinese characters and Latin letters or digits, as the
 * library's messages do; a filled value gets it at both its ends.
 */
export function t(id, values = {}) {
  const text = words.messages?.[id] ?? id;
  return text.replace(/\{\$([\w-]+)\}/g, (marker, name, at, whole) => {
    if (!(name in values)) return marker;
    let value = String(values[name]);
    if (!value) return value;
    const before = whole[at - 1] ?? '', after = whole[at + marker.length] ?? '';
    if ((CJK.test(before) && LATIN.test(value[0])) || (LATIN.test(before) && CJK.test(value[0]))) value = ` ${value}`;
    const last = value[value.length - 1];
    if ((CJK.test(after) && LATIN.test(last)) || (LATIN.test(after) && CJK.test(last))) value = `${value} `;
    return value;
  });
}

/** Items joined as the language lists them: `r1c1, r2c3` or `r1c1、r2c3` (`how`: comma or semicolon). */
export const listOf = (items, how = 'comma') => items.join(t(`page-list-${how}`));

/** A technique's name in the language, from the English name the records use. */
export const techniqueName = (name) => words.techniques?.[name] ?? name;

/** A level's name in the language, from the name the API uses (`easy`). */
export const levelName = (name) => words.levels?.[name] ?? name;

/**
 * A step's role on a cell in the language, for a screen reader: the library's roles
 * (`cover`, `pivot`), and the page's own for a house's cells, a removal, a placement and a
 * single's blocker.
 */
export const roleName = (name) =>
  words.roles?.[name] ?? (['area', 'elim', 'place', 'blocker'].includes(name) ? t(`page-role-${name}`) : name);

/** The languages to offer: tag and own name. */
export const languages = () => (words.languages?.length ? words.languages : [{ tag: 'en', name: 'English' }]);

/** Fills every marked element under `root` with its words, and names the document's language. */
export function applyWords(root = document) {
  document.documentElement.lang = current;
  if (words.messages?.['page-title']) document.title = t('page-title');
  for (const el of root.querySelectorAll('[data-words]')) el.textContent = t(el.dataset.words);
  for (const el of root.querySelectorAll('*')) {
    for (const [key, id] of Object.entries(el.dataset)) {
      if (!key.startsWith('words') || key === 'words') continue;
      // data-words-aria-label → aria-label
      const attribute = key.slice(5).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).slice(1);
      el.setAttribute(attribute, t(id));
    }
  }
}
