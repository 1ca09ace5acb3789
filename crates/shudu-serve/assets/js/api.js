// The page's only way to the server: one POST/GET helper over the JSON API that
// `GET /api/openapi.json` describes (a photo for /api/scan is posted as it
// is, not as JSON). Errors come back as thrown `ApiError`s carrying the server's words
// (which name the field), so the page can show them as they are. Every request says the
// page's language (`Accept-Language`), and the server words its answers in it.

import { language, t } from './words.js';

export class ApiError extends Error {
  constructor(message, field, status) {
    super(message);
    this.field = field ?? null;
    this.status = status;
  }
}

/** The headers of every request: the page's language, and the body's type when there is one. */
function headers(type) {
  const h = { 'Accept-Language': language() };
  if (type) h['Content-Type'] = type;
  return h;
}

/** `signal` aborts the request: the server stops work whose client went away. */
async function call(method, route, body, signal) {
  return answer(route, {
    method,
    headers: headers(body ? 'application/json' : null),
    body: body ? JSON.stringify(body) : undefined,
    signal,
  });
}

/** Sends one request and reads its JSON answer, throwing the server's error as an ApiError. */
async function answer(route, init) {
  let response;
  try {
    response = await fetch(`api/${route}`, init);
  } catch {
    throw new ApiError(t('page-unreachable'), null, 0);
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(t('page-not-json', { status: response.status }), null, response.status);
  }
  if (!response.ok) throw new ApiError(data?.error ?? t('page-http-error', { status: response.status }), data?.field, response.status);
  return data;
}

export const api = {
  // The techniques, levels and symmetries; with `search`, the techniques a name in any
  // language or script finds (`X翼`, `二链列`, `wing`), best first.
  techniques: (search) => call('GET', search ? `techniques?search=${encodeURIComponent(search)}` : 'techniques'),
  // A puzzle of any board (`size`, `variant`; `level` and `require` on classic rules); the answer
  // carries the board record the page draws from.
  generate: (options) => call('POST', 'generate', options),
  // The day's puzzle (`date`: the player's own, `level`), the same for everybody.
  daily: (options) => call('POST', 'daily', options),
  // `puzzle` of any board: a classic line or grid, a variant's JSON text, or a link.
  checkPuzzle: (puzzle) => call('POST', 'check-puzzle', { puzzle }),
  solve: (puzzle) => call('POST', 'solve', { puzzle }),
  rate: (puzzle, signal) => call('POST', 'rate', { puzzle }, signal),
  // The setter's routes (Set mode): the digits each cell holds in some solution, and the
  // solutions counted with the clues that make the puzzle unique or could go.
  trueCandidates: (puzzle, signal) => call('POST', 'true-candidates', { puzzle }, signal),
  setter: (puzzle, signal) => call('POST', 'setter', { puzzle }, signal),
  hint: (position, level) => call('POST', 'hint', { ...position, level }),
  // `solution: false` checks the rules only, as after each move on a variant board.
  drill: (options) => call('POST', 'drill', options),
  drillGrade: (body) => call('POST', 'drill-grade', body),
  candidates: (position) => call('POST', 'candidates', { puzzle: position.puzzle, sheet: position.sheet }),
  check: (position, solution = true, explain = false) => call('POST', 'check', { ...position, solution, explain }),
  // The image itself is the body, with its own type (a file of no known type is sent as
  // such, and the server says it wants an image).
  scan: (file) =>
    answer('scan', { method: 'POST', headers: headers(file.type || 'application/octet-stream'), body: file }),
  /** The API's routes in this build (the OpenAPI document's paths), e.g. '/api/scan'. */
  routes: async () => Object.keys((await call('GET', 'openapi.json')).paths ?? {}),
};
