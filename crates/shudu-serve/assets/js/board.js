// The board on screen: an ARIA grid of 81 gridcells (CSS grid, so it stays crisp at any
// size), what each cell shows (digit, corner and centre marks, colour, conflicts, mistakes,
// a hint's evidence), the SVG layer a hint's links are drawn on, and the selection made with
// mouse, touch or keyboard. It knows nothing of the server; app.js tells it what to show.

import { allowed, cellName, colOf, has, houseCells, rowOf } from './geometry.js';

/** The colour palette (Okabe–Ito): names for accessible descriptions, in index order 1..9. */
export const COLOURS = ['orange', 'sky blue', 'green', 'yellow', 'blue', 'vermillion', 'purple', 'grey', 'black'];

const SVG = 'http://www.w3.org/2000/svg';

export class Board {
  /**
   * @param {HTMLElement} grid the `role=grid` element
   * @param {SVGElement} links the overlay links are drawn on
   * @param {(sel: number[]) => void} onSelect called when the selection changes
   */
  constructor(grid, links, onSelect) {
    this.grid = grid;
    this.links = links;
    this.onSelect = onSelect;
    this.selection = new Set([40]);
    this.cursor = 40;
    this.cells = [];
    this.build();
    this.listen();
  }

  build() {
    for (let r = 0; r < 9; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'row';
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + c;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.id = `cell-${cellName(i)}`;
        cell.className = `cell c${c} r${r}`;
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
    const r = (rowOf(this.cursor) + dr + 9) % 9, c = (colOf(this.cursor) + dc + 9) % 9;
    const i = r * 9 + c;
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
   * @param {{mistakes: Set<number>, hint: object|null, lookHouse: string|null}} view
   */
  render(game, view) {
    const digits = game.digits();
    const clash = game.conflicts();
    const cursorDigit = digits[this.cursor];
    const hint = view.hint;
    const look = new Set(view.lookHouse ? houseCells(view.lookHouse) : []);
    const candidates = hint ? allowed(digits) : null;
    for (let i = 0; i < 81; i++) {
      const el = this.cells[i];
      const d = digits[i];
      const cls = el.classList;
      cls.toggle('given', game.isGiven(i));
      cls.toggle('entry', !game.isGiven(i) && d !== 0);
      cls.toggle('sel', this.selection.has(i));
      cls.toggle('peer', this.selection.size === 1 && i !== this.cursor && sharesHouse(i, this.cursor));
      cls.toggle('same', cursorDigit !== 0 && d === cursorDigit);
      cls.toggle('clash', clash.has(i));
      cls.toggle('mistake', view.mistakes.has(i));
      cls.toggle('look', look.has(i));
      el.setAttribute('aria-selected', String(this.selection.has(i)));
      for (let k = 1; k <= 9; k++) cls.toggle(`col${k}`, game.colour[i] === k);
      const [fill, digit, corner, centre, cands] = el.children;
      fill.className = 'fill';
      digit.textContent = d ? String(d) : '';
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
      if (showCands) {
        const mask = game.centre[i] || candidates[i];
        for (let k = 1; k <= 9; k++) {
          const key = `${i}:${k}`;
          const role = hint.candidates.get(key);
          if (!has(mask, k) && !role) continue;
          const s = document.createElement('span');
          s.textContent = String(k);
          s.className = `k${k}` + (role ? ` cd-${role}` : '');
          cands.append(s);
        }
      }
      const parts = game.describe(i);
      if (clash.has(i)) parts.push('conflict');
      if (view.mistakes.has(i)) parts.push('mistake');
      if (game.colour[i]) parts.push(`colour ${COLOURS[game.colour[i] - 1]}`);
      if (roles) parts.push(`hint ${[...roles].join(' ')}`);
      el.setAttribute('aria-label', parts.join(', '));
    }
    this.drawLinks(hint?.links ?? []);
  }

  /** Draws links between candidates: solid for strong, dashed for weak. */
  drawLinks(links) {
    const at = (i, d) => [(colOf(i) + ((d - 1) % 3 + 0.5) / 3) * 100, (rowOf(i) + (Math.floor((d - 1) / 3) + 0.5) / 3) * 100];
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

function sharesHouse(a, b) {
  return rowOf(a) === rowOf(b) || colOf(a) === colOf(b) ||
    (Math.floor(rowOf(a) / 3) === Math.floor(rowOf(b) / 3) && Math.floor(colOf(a) / 3) === Math.floor(colOf(b) / 3));
}

function marks(mask) {
  const out = [];
  for (let k = 1; k <= 9; k++) {
    if (!has(mask, k)) continue;
    const s = document.createElement('span');
    s.textContent = String(k);
    out.push(s);
  }
  return out;
}
