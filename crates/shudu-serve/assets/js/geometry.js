// The board's shape as the page needs it: its side N, cell names in r1c1 notation, the
// houses and the peers of each cell, digit sets as bit masks, the symbols digits are
// written with, and the few rules the page applies itself without asking the server
// (digits repeated in a house, the candidates the placed digits allow). Anything that
// needs a solver — hints, checks, solutions, a variant's other rules — goes to the server
// (api.js).
//
// The shape is read from a board record (the server's, from the library: houses with
// their names, the cells other rules keep distinct, each cell's box or region), never
// derived here: the classic board's record comes from the server too, as a module it
// writes (`classic-board.js`), so the page has it before asking anything. The exports
// below are live bindings: every module sees the layout of the game on the board.
//
// A digit set is a bit mask, bit d for digit d (bit 0 unused), up to 16 digits:
//   bit: 16 15 ... 9 8 7 6 5 4 3 2 1 0
//        d16 d15   d9 ...          d1 -

import CLASSIC_BOARD from './classic-board.js';

/** The classic board's record: the library's, for the empty classic puzzle. */
export { CLASSIC_BOARD };

/** The side of the board, its cell count, its box (rows × columns). */
export let N;
export let CELLS;
export let BOX;
/** Every digit of the board, increasing (1..N). */
export let DIGITS;
/** The mask of every digit of the board. */
export let ALL_DIGITS;
/** The houses as arrays of cell indices (rows, columns, boxes or regions, then any extras). */
export let HOUSES = [];
/** Each cell's box or jigsaw region. */
export let REGION = [];
/** For each cell, the other cells it may not share a digit with. */
export let PEERS = [];
/** House name ("row 3", "the main diagonal") → its cells. */
let named = new Map();
/** The character of each digit (index 1..N), as the record gives them: 1-9 then A-P. */
let symbols = [];

/** Cell index → "r3c5". */
export const cellName = (i) => `r${Math.floor(i / N) + 1}c${(i % N) + 1}`;

/** "r3c5" (any case) → index, or -1. */
export function cellIndex(name) {
  const m = /^r(\d{1,2})c(\d{1,2})$/i.exec(String(name));
  if (!m) return -1;
  const [r, c] = [Number(m[1]), Number(m[2])];
  return r >= 1 && r <= N && c >= 1 && c <= N ? (r - 1) * N + (c - 1) : -1;
}

export const rowOf = (i) => Math.floor(i / N);
export const colOf = (i) => i % N;

/** A digit's character: "7", "C" (12). */
export const symbolOf = (d) => symbols[d] ?? String(d);

/** A character → the digit it stands for on this board, or 0. */
export function digitOf(ch) {
  const d = symbols.indexOf(String(ch).toUpperCase());
  return d >= 1 ? d : 0;
}

/** Sets the board's shape from a board record (the server's, for any board). */
export function setLayout(board) {
  N = board.size;
  CELLS = N * N;
  BOX = board.box;
  DIGITS = [...Array(N)].map((_, k) => k + 1);
  ALL_DIGITS = DIGITS.reduce((m, d) => m | (1 << d), 0);
  symbols = ['', ...board.symbols];
  named = new Map();
  HOUSES = [];
  for (const h of board.houses) {
    const cells = h.cells.map(cellIndex);
    named.set(h.name, cells);
    HOUSES.push(cells);
  }
  // Killer cages by the name a step gives them ("the cage at r3c1"), for a hint's area.
  for (const m of board.markings ?? []) {
    if (m.type === 'cage' && m.name) named.set(m.name, m.cells.map(cellIndex));
  }
  REGION = board.regions.slice();
  const groups = [...HOUSES, ...board.groups.map((g) => g.map(cellIndex))];
  const peers = [...Array(CELLS)].map(() => new Set());
  for (const g of groups) for (const i of g) for (const j of g) if (i !== j) peers[i].add(j);
  PEERS = peers.map((s) => [...s]);
}
setLayout(CLASSIC_BOARD);

/** "row 3" / "box 2" / "the main diagonal" → its cells, or []. */
export const houseCells = (name) => named.get(String(name)) ?? [];

export const bit = (d) => 1 << d;
export const has = (mask, d) => (mask & (1 << d)) !== 0;
/** The digits of a mask, increasing. */
export const digitsOf = (mask) => DIGITS.filter((d) => has(mask, d));
export const maskOf = (digits) => digits.reduce((m, d) => m | bit(d), 0);

/** An 81-character classic line (`.` or `0` for empty) → 81 digits, 0 for empty; null if not one. */
export function parseLine(text) {
  const s = String(text ?? '').trim();
  if (!/^[0-9.]{81}$/.test(s)) return null;
  return [...s].map((ch) => (ch === '.' ? 0 : Number(ch)));
}

/** A line of this board's N² cells (`.` or `0` empty, 1-9 then A-P) → digits; null if not one. */
export function parseCells(text) {
  const s = [...String(text ?? '').trim()];
  if (s.length !== CELLS) return null;
  const digits = s.map((ch) => (ch === '.' || ch === '0' ? 0 : digitOf(ch) || -1));
  return digits.includes(-1) ? null : digits;
}

/** Digits → the line with `.` for empty cells, in the board's symbols. */
export const lineOf = (digits) => digits.map((d) => (d ? symbolOf(d) : '.')).join('');

/** The cells whose digit repeats among their peers (a house, or cells a rule keeps distinct). */
export function conflicts(digits) {
  const bad = new Set();
  digits.forEach((d, i) => {
    if (d && PEERS[i].some((j) => digits[j] === d)) bad.add(i);
  });
  return bad;
}

/** For each empty cell, the digits no placed peer holds (the "auto candidates"); 0 for filled. */
export function allowed(digits) {
  return digits.map((d, i) => {
    if (d) return 0;
    let mask = ALL_DIGITS;
    for (const j of PEERS[i]) if (digits[j]) mask &= ~bit(digits[j]);
    return mask;
  });
}
