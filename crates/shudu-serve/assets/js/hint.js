// Hints that teach: each press of Hint on an unchanged position goes one level further —
// nudge (a house to look at), technique (its name and Sudoku Explainer rating), full step
// (its words, its evidence on the board, an Apply button). A mistake of the player comes
// first, at the same levels (its box, its cell, the digit the solution has there).
// This module turns the server's hint record (docs/records.md, "hint") into what the
// panel says and the board draws; app.js owns the buttons and the game.

import { DIGITS, PEERS, cellIndex, houseCells } from './geometry.js';
import { t, techniqueName } from './words.js';

export const LEVELS = ['nudge', 'technique', 'full'];

/** The cells a mistake record points at. */
export function mistakeCells(m) {
  const cells = [m.cell, m.first, m.second, ...(m.cells ?? [])].map(cellIndex).filter((i) => i >= 0);
  if (!cells.length && m.house) cells.push(...houseCells(m.house));
  return cells;
}

/** A step's evidence as the board draws it: roles by cell and by candidate, and links. */
export function evidenceView(step) {
  const cells = new Map();
  const candidates = new Map();
  const touched = new Set();
  const addCell = (i, role) => {
    if (i < 0) return;
    if (!cells.has(i)) cells.set(i, new Set());
    cells.get(i).add(role);
  };
  const addCand = (cell, digit, role) => {
    const i = cellIndex(cell);
    if (i < 0) return;
    candidates.set(`${i}:${digit}`, role);
    touched.add(i);
  };
  const ev = step.evidence ?? {};
  // Every house by name: rows, columns, boxes, and a variant's diagonals, windows,
  // regions and cages.
  for (const h of ev.houses ?? []) for (const i of houseCells(h.house)) addCell(i, 'area');
  for (const c of ev.cells ?? []) addCell(cellIndex(c.cell), c.role);
  for (const c of ev.candidates ?? []) addCand(c.cell, c.digit, c.role);
  for (const c of step.eliminations ?? []) {
    addCand(c.cell, c.digit, 'elim');
    addCell(cellIndex(c.cell), 'elim');
  }
  for (const c of step.placements ?? []) {
    addCand(c.cell, c.digit, 'place');
    addCell(cellIndex(c.cell), 'place');
  }
  const links = (ev.links ?? []).map((l) => ({
    from: { cell: cellIndex(l.from.cell), digit: l.from.digit },
    to: { cell: cellIndex(l.to.cell), digit: l.to.digit },
    strong: Boolean(l.strong),
  })).filter((l) => l.from.cell >= 0 && l.to.cell >= 0);
  for (const l of links) {
    touched.add(l.from.cell);
    touched.add(l.to.cell);
  }
  return { cells, candidates, touched, links };
}

/**
 * A single's blockers, added to its evidence as the page's own role `blocker`: the placed
 * digits that rule out the other places of a hidden single's digit in its house (a few
 * digits covering as many of those cells as they can, the way a player points at them) and
 * the other digits of a naked single's cell (one seen cell per digit). `digits` is the
 * board as the player sees it. A place ruled out by a removed candidate rather than a
 * placed digit has no blocker to point at; a full house needs none.
 */
export function addBlockers(evidence, record, digits) {
  const [placement] = record.placements ?? [];
  if (!evidence || !placement || (record.eliminations ?? []).length || record.placements.length !== 1) return evidence;
  const target = cellIndex(placement.cell);
  const blockers = [];
  if (record.technique === 'Hidden Single') {
    const house = record.evidence?.houses?.[0]?.house;
    const open = new Set(houseCells(house).filter((i) => i !== target && !digits[i]));
    // Greedy cover: the digit that sees the most places still open, until none is left
    // or no placed digit sees those that are.
    while (open.size) {
      let best = -1, seen = [];
      for (let p = 0; p < digits.length; p++) {
        if (digits[p] !== placement.digit) continue;
        const covers = PEERS[p].filter((i) => open.has(i));
        if (covers.length > seen.length) [best, seen] = [p, covers];
      }
      if (best < 0) break;
      blockers.push(best);
      for (const i of seen) open.delete(i);
    }
  } else if (record.technique === 'Naked Single') {
    for (const d of DIGITS) {
      if (d === placement.digit) continue;
      const p = PEERS[target].find((i) => digits[i] === d);
      if (p !== undefined) blockers.push(p);
    }
  }
  for (const p of blockers) {
    if (!evidence.cells.has(p)) evidence.cells.set(p, new Set());
    evidence.cells.get(p).add('blocker');
  }
  return evidence;
}

/**
 * What to show for a hint record at a level: `{title, lines, mistakes: Set, lookHouse,
 * evidence, apply}` where `apply` is `{placements, eliminations}` (cell indices) or null.
 */
export function describeHint(record) {
  const out = { title: '', lines: [], mistakes: new Set(), lookHouse: null, evidence: null, apply: null, final: false };
  switch (record.status) {
    case 'mistake': {
      const list = record.mistakes ?? [];
      out.title = list.length === 1 ? t('page-hint-mistake-one') : t('page-hint-mistakes', { count: list.length });
      for (const m of list) {
        out.lines.push(capital(m.text ?? JSON.stringify(m))); // "Look at box 1", as a nudge
        if (m.cell || m.first || m.cells) for (const i of mistakeCells(m)) out.mistakes.add(i);
        else if (m.house) out.lookHouse = m.house;
      }
      out.final = record.level === 'full';
      break;
    }
    case 'hint':
    case 'step': {
      const level = record.level ?? 'full';
      out.lookHouse = record.house ?? null; // the library names the house a nudge points at
      if (level === 'nudge') {
        out.title = t('page-hint-nudge');
        out.lines.push(capital(record.nudge ?? record.text ?? ''));
      } else {
        // Off 9×9 the rating is shudu's own for the size (the record's `scale` says so).
        // `technique_name`: the server's words for the step's technique, in the page's language.
        const values = { technique: record.technique_name ?? techniqueName(record.technique), rating: Number(record.rating).toFixed(1) };
        out.title = t(record.scale ? 'page-hint-technique-own-scale' : 'page-hint-technique', values);
        if (level === 'technique') out.lines.push(capital(record.nudge ?? ''));
        else {
          out.lines.push(capital(record.text ?? ''));
          out.evidence = evidenceView(record);
          out.lookHouse = null;
          out.apply = toCells(record.placements, record.eliminations);
          out.final = true;
        }
      }
      break;
    }
    case 'solved':
      out.title = t('page-hint-solved');
      out.lines.push(t('page-hint-solved-text'));
      out.final = true;
      break;
    case 'stuck':
      out.title = t('page-hint-stuck');
      out.lines.push(record.reason ?? t('page-hint-stuck-text'));
      if (record.reveal) {
        out.lines.push(t('page-hint-reveal', { digit: record.reveal.digit, cell: record.reveal.cell }));
        out.apply = toCells([record.reveal], []);
      }
      break;
    case 'gave-up':
      out.title = t('page-hint-gave-up');
      out.lines.push(record.reason ?? t('page-hint-gave-up-text'));
      out.final = true;
      break;
    default:
      out.title = STATUS[record.status] ? t(STATUS[record.status]) : t('page-hint-none');
      if (record.reason) out.lines.push(capital(record.reason));
      if (record.cell) out.mistakes.add(cellIndex(record.cell));
      out.final = true;
  }
  return out;
}

/** The titles of the hint records that are no hint, by status. */
const STATUS = {
  multiple: 'page-hint-multiple',
  unsolvable: 'page-hint-unsolvable',
  'no-solution': 'page-hint-unsolvable',
  invalid: 'page-hint-invalid',
  unsupported: 'page-hint-unsupported',
};

function toCells(placements = [], eliminations = []) {
  const conv = (list) => list.map((c) => ({ cell: cellIndex(c.cell), digit: c.digit })).filter((c) => c.cell >= 0);
  return { placements: conv(placements), eliminations: conv(eliminations) };
}

/** Sentences start with a capital, unless they start with a cell's name (r2c1). */
export const capital = (s) => (s && !/^r\d+c\d/.test(s) ? s[0].toUpperCase() + s.slice(1) : s);
