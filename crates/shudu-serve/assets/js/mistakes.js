// Why a mistake is wrong, on the board: the explained check record (docs/records.md,
// "explained sheet check") turned into what the panel says — each mistake and its reason,
// a line each — and what the board draws for the first one: the supposed cell, the singles
// it forces (their digits as placements) and where it ends (a cell with no digit left, or
// the house with no place for a digit). app.js owns the buttons; game.js the rewind.

import { evidenceView } from './hint.js';
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

/**
 * The board's view of one reason, in the shape `evidenceView` gives a step: the supposed
 * cell and digit, the singles as placements, and the dead cell or house.
 */
export function argumentView(why) {
  const cells = [], candidates = [], houses = [];
  if (why?.kind === 'refuted') {
    cells.push({ cell: why.suppose.cell, role: 'base' });
    candidates.push({ cell: why.suppose.cell, digit: why.suppose.digit, role: why.suppose.holds ? 'base' : 'elim' });
    for (const s of why.steps ?? []) {
      cells.push({ cell: s.cell, role: 'place' });
      candidates.push({ cell: s.cell, digit: s.digit, role: 'place' });
    }
    if (why.dead?.kind === 'no-digit') cells.push({ cell: why.dead.cell, role: 'elim' });
    if (why.dead?.kind === 'no-place') houses.push({ house: why.dead.house });
  } else if (why?.kind === 'seen') {
    cells.push({ cell: why.cell, role: 'elim' }, { cell: why.other, role: 'base' });
  } else if (why?.cell) {
    cells.push({ cell: why.cell, role: 'base' });
  }
  return evidenceView({ evidence: { houses, cells, candidates } });
}
