// The board on screen: an ARIA grid of N×N gridcells (CSS grid, so it stays crisp at any
// size) with heavy lines between boxes or jigsaw regions, what each cell shows (digit,
// corner and centre marks, colour, conflicts, mistakes, a hint's evidence), the SVG layer a
// hint's links are drawn on, and the selection made with mouse, touch or keyboard. A
// variant's marks (diagonals, windows, cages, odd and even cells) are rules.js's. It
// knows nothing of the server; app.js tells it what to show.

import {
  CELLS, CLASSIC_BOARD, DIGITS, N, PEERS, REGION, allowed, cellName, colOf, has, houseCells, rowOf, symbolOf,
} from './geometry.js';
import { drawRules } from './rules.js';
import { listOf, roleName, t } from './words.js';

/** The colour palette (style.css --c1..--c9): names for accessible descriptions, in index order 1..9. */
export const COLOURS = ['orange', 'sky blue', 'green', 'yellow', 'blue', 'red', 'purple', 'grey', 'pink'];

/** Colour `k` (1 to 9) by its name in the page's language. */
export const colourName = (k) => t(`page-colour-${k}`);

const SVG = 'http://www.w3.org/2000/svg';

export class Board {
  /**
   * @param {HTMLElement} grid the `role=grid` element
   * @param {SVGElement} links the overlay links are drawn on
   * @param {SVGElement} rules the overlay the rules' marks (diagonals, windows, cages) are drawn on
   * @param {(sel: number[]) => void} onSelect called when the selection changes
   */
  constructor(grid, links, rules, onSelect) {
    this.grid = grid;
    this.links = links;
    this.rules = rules;
    this.onSelect = onSelect;
    this.cells = [];
    this.build(CLASSIC_BOARD);
    this.listen();
  }

  /** Builds the cells of the board geometry.js describes; `board` is its record, with the rules to draw. */
  build(board) {
    this.grid.replaceChildren();
    this.cells = [];
    this.cursor = Math.floor(CELLS / 2);
    this.selection = new Set([this.cursor]);
    this.grid.style.setProperty('--n', String(N));
    const [rows, cols] = markGrid();
    this.grid.style.setProperty('--mr', String(rows));
    this.grid.style.setProperty('--mc', String(cols));
    this.grid.classList.toggle('marks3', rows === 3 && cols === 3);
    for (const svg of [this.links, this.rules]) svg.setAttribute('viewBox', `0 0 ${N * 100} ${N * 100}`);
    for (let r = 0; r < N; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < N; c++) {
        const i = r * N + c;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.id = `cell-${cellName(i)}`;
        // Heavy lines where the box or region changes, none at the board's own edge.
        const edge = [];
        if (c === N - 1) edge.push('last-c');
        else if (REGION[i] !== REGION[i + 1]) edge.push('edge-r');
        if (r === N - 1) edge.push('last-r');
        else if (REGION[i] !== REGION[i + N]) edge.push('edge-b');
        cell.className = `cell ${edge.join(' ')}`;
        cell.dataset.i = String(i);
        cell.tabIndex = -1;
        cell.innerHTML = '<span class="fill" aria-hidden="true"></span><span class="digit" aria-hidden="true"></span>' +
          '<span class="corner" aria-hidden="true"></span><span class="centre" aria-hidden="true"></span>' +
          '<span class="cands" aria-hidden="true"></span>';
        row.append(cell);
        this.cells.push(cell);
      }
      this.grid.append(row);
    }
    this.cells[this.cursor].tabIndex = 0;
    this.legend = drawRules(board, this.rules, this.cells);
  }

  listen() {
    let dragging = false;
    const cellAt = (x, y) => document.elementFromPoint(x, y)?.closest?.('.cell');
    this.grid.addEventListener('pointerdown', (e) => {
      const cell = e.target.closest('.cell');
      if (!cell || e.button > 0) return;
      e.preventDefault();
      const i = Number(cell.dataset.i);
      if (e.ctrlKey || e.metaKey || e.shiftKey) {
        if (this.selection.has(i) && this.selection.size > 1) this.selection.delete(i);
        else this.selection.add(i);
      } else this.selection = new Set([i]);
      dragging = true;
      this.moveCursor(i);
      this.grid.setPointerCapture?.(e.pointerId);
    });
    this.grid.addEventListener('pointermove', (e) => {
      if (!dragging) return;
      const cell = cellAt(e.clientX, e.clientY);
      if (!cell || !this.grid.contains(cell)) return;
      const i = Number(cell.dataset.i);
      if (!this.selection.has(i)) {
        this.selection.add(i);
        this.moveCursor(i);
      }
    });
    const stop = () => (dragging = false);
    this.grid.addEventListener('pointerup', stop);
    this.grid.addEventListener('pointercancel', stop);
  }

  /** Moves the keyboard cursor (the focusable cell) and reports the selection. */
  moveCursor(i, focus = true) {
    this.cells[this.cursor].tabIndex = -1;
    this.cursor = i;
    this.cells[i].tabIndex = 0;
    if (focus) this.cells[i].focus({ preventScroll: true });
    this.onSelect([...this.selection]);
  }

  /** Arrow keys: move (wrapping), extending the selection with `extend`. */
  step(dr, dc, extend) {
    const r = (rowOf(this.cursor) + dr + N) % N, c = (colOf(this.cursor) + dc + N) % N;
    const i = r * N + c;
    if (extend) this.selection.add(i);
    else this.selection = new Set([i]);
    this.moveCursor(i);
  }

  select(cells) {
    this.selection = new Set(cells);
    if (cells.length) this.moveCursor(cells[0]);
  }

  selected() {
    return [...this.selection];
  }

  /**
   * Draws the game.
   * @param {import('./game.js').Game} game
   * @param {{mistakes: Set<number>, hint: object|null, lookHouse: string|null, truth?: number[][]|null,
   *   redundant?: Set<number>, additions?: Map<number, number>}} view
   *   `truth`, `redundant`, `additions`: Set mode's true candidates (digits per cell), the
   *   clues that could go, and the clues to add (cell → digit).
   */
  render(game, view) {
    const digits = game.digits();
    const clash = game.conflicts();
    for (const i of view.ruleClash ?? []) clash.add(i);
    const cursorDigit = digits[this.cursor];
    const hint = view.hint;
    const look = new Set(view.lookHouse ? houseCells(view.lookHouse) : []);
    const candidates = hint ? allowed(digits) : null;
    for (let i = 0; i < CELLS; i++) {
      const el = this.cells[i];
      const d = digits[i];
      const cls = el.classList;
      cls.toggle('given', game.isGiven(i));
      cls.toggle('entry', !game.isGiven(i) && d !== 0);
      cls.toggle('sel', this.selection.has(i));
      cls.toggle('peer', this.selection.size === 1 && PEERS[this.cursor].includes(i));
      cls.toggle('same', cursorDigit !== 0 && d === cursorDigit);
      cls.toggle('clash', clash.has(i));
      cls.toggle('mistake', view.mistakes.has(i));
      cls.toggle('look', look.has(i));
      el.setAttribute('aria-selected', String(this.selection.has(i)));
      for (let k = 1; k <= 9; k++) cls.toggle(`col${k}`, game.colour[i] === k);
      const [fill, digit, corner, centre, cands] = el.children;
      fill.className = 'fill';
      digit.textContent = d ? symbolOf(d) : '';
      corner.replaceChildren(...(d ? [] : marks(game.corner[i])));
      const centreDigits = d ? '' : marks(game.centre[i]).map((s) => s.textContent).join('');
      centre.textContent = centreDigits;
      centre.classList.toggle('many', centreDigits.length > 4);
      // A hint's evidence: roles on the cell, and the cell's candidates with theirs.
      const roles = hint?.cells.get(i);
      for (const c of [...cls]) if (c.startsWith('ev-')) cls.remove(c);
      if (roles) for (const role of roles) cls.add(`ev-${role}`);
      const showCands = hint && !d && hint.touched.has(i);
      cls.toggle('hinted', Boolean(showCands));
      cands.replaceChildren();
      // Set mode: the digits some solution holds here, a clue to add among them picked out.
      const truth = !d && !showCands ? view.truth?.[i] : null;
      cls.toggle('truth', Boolean(truth));
      cls.toggle('redundant', Boolean(view.redundant?.has(i)));
      for (const k of truth ?? []) {
        const s = document.createElement('span');
        s.textContent = symbolOf(k);
        if (view.additions?.get(i) === k) s.className = 'truth-add';
        s.style.gridArea = markArea(k);
        cands.append(s);
      }
      if (showCands) {
        const mask = game.centre[i] || candidates[i];
        for (const k of DIGITS) {
          const key = `${i}:${k}`;
          const role = hint.candidates.get(key);
          if (!has(mask, k) && !role) continue;
          const s = document.createElement('span');
          s.textContent = symbolOf(k);
          s.className = role ? `cd-${role}` : '';
          s.style.gridArea = markArea(k);
          cands.append(s);
        }
      }
      const parts = game.describe(i);
      if (clash.has(i)) parts.push(t('page-cell-conflict'));
      if (view.mistakes.has(i)) parts.push(t('page-cell-mistake'));
      if (game.colour[i]) parts.push(t('page-cell-colour', { colour: colourName(game.colour[i]) }));
      if (roles) parts.push(t('page-cell-hint', { roles: listOf([...roles].map(roleName)) }));
      if (truth) parts.push(t('page-cell-true', { digits: truth.map(symbolOf).join(' ') }));
      if (view.additions?.has(i)) parts.push(t('page-cell-add', { digit: symbolOf(view.additions.get(i)) }));
      if (view.redundant?.has(i)) parts.push(t('page-cell-redundant'));
      el.setAttribute('aria-label', parts.join(t('page-list-cell')));
    }
    this.drawLinks(hint?.links ?? []);
  }

  /** Draws links between candidates: solid for strong, dashed for weak. */
  drawLinks(links) {
    const [rows, cols] = markGrid();
    const at = (i, d) => [(colOf(i) + (((d - 1) % cols) + 0.5) / cols) * 100, (rowOf(i) + (Math.floor((d - 1) / cols) + 0.5) / rows) * 100];
    const shapes = [];
    for (const { from, to, strong } of links) {
      let [x1, y1] = at(from.cell, from.digit);
      let [x2, y2] = at(to.cell, to.digit);
      // End at the candidates' edges, not over their digits.
      const length = Math.hypot(x2 - x1, y2 - y1);
      if (length > 40) {
        const [dx, dy] = [((x2 - x1) / length) * 14, ((y2 - y1) / length) * 14];
        [x1, y1, x2, y2] = [x1 + dx, y1 + dy, x2 - dx, y2 - dy];
      }
      const line = document.createElementNS(SVG, 'line');
      for (const [k, v] of Object.entries({ x1, y1, x2, y2 })) line.setAttribute(k, v.toFixed(1));
      line.setAttribute('class', strong ? 'strong' : 'weak');
      shapes.push(line);
    }
    this.links.replaceChildren(...shapes);
  }
}

/** The grid a cell's candidates sit in: 3×3 for up to 9 digits, 4×4 for up to 16, 2×2 for 4. */
export function markGrid() {
  const cols = Math.ceil(Math.sqrt(N));
  return [Math.ceil(N / cols), cols];
}

/** Where candidate `k` sits in its cell's grid (CSS grid-area). */
function markArea(k) {
  const cols = markGrid()[1];
  return `${Math.floor((k - 1) / cols) + 1} / ${((k - 1) % cols) + 1}`;
}

function marks(mask) {
  const out = [];
  for (const k of DIGITS) {
    if (!has(mask, k)) continue;
    const s = document.createElement('span');
    s.textContent = symbolOf(k);
    out.push(s);
  }
  return out;
}
