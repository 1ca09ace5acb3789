// Why a mistake is wrong, on the board: the explained check record (docs/records.md,
// "explained sheet check") turned into what the panel says — each mistake and its reason,
// a line each — and what the board draws for the first one: the supposed cell, the singles
// it forces (their digits as placements) and where it ends (a cell with no digit left, or
// the house with no place for a digit). app.js owns the buttons; game.js the rewind.

import { cellIndex, houseCells } from './geometry.js';
import { t } from './words.js';

/**
 * What to show for an explained check with mistakes: `{title, lines, evidence}`, where
 * `evidence` has the shape `evidenceView` gives a step (roles by cell and by candidate).
 */
export function describeMistakes(record) {
  const list = record.mistakes ?? [];
  const title = list.length === 1 ? t('page-why-one') : t('page-why-many', { count: list.length });
  const lines = [];
  for (const m of list) {
    lines.push({ text: m.text, head: true });
    for (const line of m.why?.text ?? []) lines.push({ text: line, head: false });
  }
  return { title, lines, evidence: list.length ? argumentView(list[0].why) : null };
}

/** The board's view of one reason: the cells it names, with roles, and the digits placed. */
export function argumentView(why) {
  const cells = new Map();
  const candidates = new Map();
  const touched = new Set();
  if (!why) return { cells, candidates, touched, links: [] };
  const addCell = (name, role) => {
    const i = typeof name === 'number' ? name : cellIndex(name);
    if (i < 0) return;
    if (!cells.has(i)) cells.set(i, new Set());
    cells.get(i).add(role);
  };
  const addCand = (name, digit, role) => {
    const i = cellIndex(name);
    if (i < 0) return;
    candidates.set(`${i}:${digit}`, role);
    touched.add(i);
  };
  if (why.kind === 'refuted') {
    addCell(why.suppose.cell, 'base');
    addCand(why.suppose.cell, why.suppose.digit, why.suppose.holds ? 'base' : 'elim');
    for (const s of why.steps ?? []) {
      addCell(s.cell, 'place');
      addCand(s.cell, s.digit, 'place');
    }
    if (why.dead?.kind === 'no-digit') addCell(why.dead.cell, 'elim');
    if (why.dead?.kind === 'no-place') for (const i of houseCells(why.dead.house)) addCell(i, 'area');
  } else if (why.kind === 'seen') {
    addCell(why.cell, 'elim');
    addCell(why.other, 'base');
  } else if (why.cell) {
    addCell(why.cell, 'base');
  }
  return { cells, candidates, touched, links: [] };
}
