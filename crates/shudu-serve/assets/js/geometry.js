// The board's shape as the page needs it: cell names in r1c1 notation, the houses and the
// peers of each cell, digit sets as bit masks, and the few rules the page applies itself
// without asking the server (conflicts, the candidates the placed digits allow).
// Anything that needs a solver — hints, checks, solutions — goes to the server (api.js).
//
// A digit set is a 10-bit mask, bit d for digit d (bit 0 unused):
//   bit: 9 8 7 6 5 4 3 2 1 0
//        d9 ...          d1 -

/** Cell index 0..80 → "r3c5". */
export const cellName = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

/** "r3c5" (any case) → index 0..80, or -1. */
export function cellIndex(name) {
  const m = /^r([1-9])c([1-9])$/i.exec(String(name));
  return m ? (m[1] - 1) * 9 + (m[2] - 1) : -1;
}

export const rowOf = (i) => Math.floor(i / 9);
export const colOf = (i) => i % 9;
export const boxOf = (i) => Math.floor(rowOf(i) / 3) * 3 + Math.floor(colOf(i) / 3);

/** The 27 houses as arrays of cell indices: rows 0-8, columns 9-17, boxes 18-26. */
export const HOUSES = (() => {
  const houses = [];
  for (let r = 0; r < 9; r++) houses.push([...Array(9)].map((_, c) => r * 9 + c));
  for (let c = 0; c < 9; c++) houses.push([...Array(9)].map((_, r) => r * 9 + c));
  for (let b = 0; b < 9; b++) {
    const r0 = Math.floor(b / 3) * 3, c0 = (b % 3) * 3;
    houses.push([...Array(9)].map((_, k) => (r0 + Math.floor(k / 3)) * 9 + c0 + (k % 3)));
  }
  return houses;
})();

/** "row 3" / "column 5" / "box 2" → its cells, or []. */
export function houseCells(name) {
  const m = /^(row|column|box) ([1-9])$/.exec(String(name));
  if (!m) return [];
  const offset = { row: 0, column: 9, box: 18 }[m[1]];
  return HOUSES[offset + Number(m[2]) - 1];
}

/** For each cell, the 20 other cells sharing a house with it. */
export const PEERS = [...Array(81)].map((_, i) => {
  const set = new Set();
  for (const h of HOUSES) if (h.includes(i)) for (const j of h) if (j !== i) set.add(j);
  return [...set];
});

export const ALL_DIGITS = 0b1111111110;
export const bit = (d) => 1 << d;
export const has = (mask, d) => (mask & (1 << d)) !== 0;
/** The digits of a mask, increasing. */
export const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => has(mask, d));
export const maskOf = (digits) => digits.reduce((m, d) => m | bit(d), 0);

/** An 81-character line (`.` or `0` for empty) → 81 digits, 0 for empty; null if not a line. */
export function parseLine(text) {
  const s = String(text ?? '').trim();
  if (!/^[0-9.]{81}$/.test(s)) return null;
  return [...s].map((ch) => (ch === '.' ? 0 : Number(ch)));
}

/** 81 digits → the 81-character line with `.` for empty cells. */
export const lineOf = (digits) => digits.map((d) => (d ? String(d) : '.')).join('');

/** The cells whose digit repeats in one of their houses. */
export function conflicts(digits) {
  const bad = new Set();
  for (const h of HOUSES) {
    const seen = new Map();
    for (const i of h) {
      const d = digits[i];
      if (!d) continue;
      if (seen.has(d)) {
        bad.add(i);
        bad.add(seen.get(d));
      } else seen.set(d, i);
    }
  }
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
