// A variant's rules drawn on the board, from the server's board record (whose facts are
// the library's): the marked diagonals and killer cages (dashed outlines set in from the
// cells, the sum in the corner of each cage's first cell) and windows and extra regions
// (a translucent shade, so selection and peers show through) on an SVG layer over the
// cells; kropki dots and X/V letters on the edge between their two cells; thermometers (a bulb and a tube through the cells' centres, in one translucent
// group so that where they overlap they do not darken) and German whispers (green) and
// renban (purple) lines through the cells' centres, blended the same way, and arrows (a
// grey circle or pill over the bulb, a grey line with a head from it), under the cage
// outlines; sandwich sums outside the grid, left of their row or above their column, and
// little killer sums with an arrow along their diagonal (the board gives up a cell's width
// at its left and top for sandwiches, on every side for little killers: style.css,
// .outside); odd cells
// in circles and even cells in squares as classes of the cells (style.css draws them
// under the digits). Jigsaw regions are the
// heavy lines board.js draws between regions. Rules with no mark of their own
// (anti-knight, anti-king, non-consecutive, disjoint groups) are said in the legend,
// which is the library's sentence for each rule.
// Each cage's cells also carry its number (data-cage) and one of TINTS tint classes, no
// two cages that share an edge alike, for the "Colour each cage" option (style.css fills
// them only while #board has the class cage-tints).

import { N, cellIndex, colOf, rowOf } from './geometry.js';

const SVG = 'http://www.w3.org/2000/svg';
/** How far a cage's outline is set in from the cell edges, in hundredths of a cell. */
const INSET = 9;

/** How many cage tints style.css has (--tint1..): enough for any map of connected cages. */
export const TINTS = 6;

/**
 * A tint (0-based) for each cage such that no two cages sharing an edge get the same one.
 * Greedy colouring in smallest-last order: the cage with the fewest neighbours left is
 * coloured last, so each cage meets at most five coloured neighbours when a map's cages
 * are connected (a plane map always has a cage with five or fewer), and six tints always
 * do. Cages the record gives as scattered cells could in principle need more: their tint
 * then wraps round.
 */
export function cageTints(cages) {
  const owner = new Map();
  cages.forEach((cells, k) => cells.forEach((i) => owner.set(i, k)));
  const near = cages.map(() => new Set());
  for (const [i, k] of owner) {
    for (const j of [colOf(i) < N - 1 ? i + 1 : -1, rowOf(i) < N - 1 ? i + N : -1]) {
      const other = owner.get(j);
      if (other !== undefined && other !== k) {
        near[k].add(other);
        near[other].add(k);
      }
    }
  }
  const left = new Set(cages.keys());
  const order = [];
  while (left.size) {
    let pick = -1, fewest = Infinity;
    for (const k of left) {
      const degree = [...near[k]].filter((m) => left.has(m)).length;
      if (degree < fewest) [pick, fewest] = [k, degree];
    }
    left.delete(pick);
    order.unshift(pick);
  }
  const tint = cages.map(() => -1);
  for (const k of order) {
    const taken = new Set([...near[k]].map((m) => tint[m]));
    let t = 0;
    while (taken.has(t)) t++;
    tint[k] = t;
  }
  return tint.map((t) => t % TINTS);
}

/**
 * A mark on the edge between two cells (the record's `mark`): a white or black kropki
 * dot, or the letter X or V on a patch of the cell colour, over the grid lines.
 */
function edgeMark(mark, [a, b]) {
  const cx = ((colOf(a) + colOf(b)) / 2) * 100 + 50;
  const cy = ((rowOf(a) + rowOf(b)) / 2) * 100 + 50;
  if (mark === 'white-dot' || mark === 'black-dot') {
    return [shape('circle', { cx, cy, r: 11, class: `dot ${mark}` })];
  }
  const letter = shape('text', { x: cx, y: cy, class: 'letter' });
  letter.textContent = mark.toUpperCase();
  return [letter];
}

/** A thermometer over cells `list` (bulb first): a bulb, and a tube through the centres. */
function thermometer(list) {
  const centre = (i) => [colOf(i) * 100 + 50, rowOf(i) * 100 + 50];
  const group = shape('g', { class: 'thermo' });
  const [bx, by] = centre(list[0]);
  const d = list.map((i, k) => `${k ? 'L' : 'M'}${centre(i).join(' ')}`).join('');
  group.append(shape('path', { d }), shape('circle', { cx: bx, cy: by, r: 36 }));
  return group;
}

/** A German whispers or renban line (`kind`) through the centres of cells `list`. */
function line(kind, list) {
  const centre = (i) => [colOf(i) * 100 + 50, rowOf(i) * 100 + 50];
  const d = list.map((i, k) => `${k ? 'L' : 'M'}${centre(i).join(' ')}`).join('');
  const group = shape('g', { class: `line ${kind}` });
  group.append(shape('path', { d }));
  return group;
}

/**
 * An arrow: a circle over its bulb (a pill over two or three cells) and a line from the
 * circle's edge through the centres of `line`, with a head at the tip.
 */
function arrow(bulb, line, names) {
  const centre = (i) => [colOf(i) * 100 + 50, rowOf(i) * 100 + 50];
  // The cells by name, for whoever reads the board (the browser tests).
  const group = shape('g', { class: 'arrow', 'data-bulb': names.bulb.join(' '), 'data-line': names.line.join(' ') });
  const R = 36;
  const rows = bulb.map(rowOf);
  const cols = bulb.map(colOf);
  const x = Math.min(...cols) * 100 + 50 - R;
  const y = Math.min(...rows) * 100 + 50 - R;
  const width = (Math.max(...cols) - Math.min(...cols)) * 100 + 2 * R;
  const height = (Math.max(...rows) - Math.min(...rows)) * 100 + 2 * R;
  group.append(shape('rect', { x, y, width, height, rx: R, ry: R, class: 'bulb' }));
  if (!line.length) return group;
  // The line leaves the bulb cell nearest its first cell, from the circle's edge.
  const [fx, fy] = centre(line[0]);
  const near = (i) => Math.hypot(centre(i)[0] - fx, centre(i)[1] - fy);
  const [bx, by] = centre(bulb.reduce((a, b) => (near(b) < near(a) ? b : a)));
  const reach = Math.hypot(fx - bx, fy - by) || 1;
  const points = [[bx + ((fx - bx) * R) / reach, by + ((fy - by) * R) / reach], ...line.map(centre)];
  const d = points.map(([px, py], k) => `${k ? 'L' : 'M'}${px} ${py}`).join('');
  const [tx, ty] = points[points.length - 1];
  const [px, py] = points[points.length - 2];
  const back = Math.atan2(py - ty, px - tx);
  const head = [back - 0.7, back + 0.7].map((a) => `M${tx} ${ty}L${tx + 28 * Math.cos(a)} ${ty + 28 * Math.sin(a)}`).join('');
  group.append(shape('path', { d: d + head, class: 'shaft' }));
  return group;
}

/** A sandwich's sum, half a cell left of its row or above its column (outside the grid). */
function sandwichSum(marking) {
  const along = marking.index * 100 + 50;
  const [x, y] = marking.line === 'row' ? [-50, along] : [along, -50];
  const text = shape('text', { x, y, class: `outside-sum sandwich ${marking.line}`, 'data-index': marking.index });
  text.textContent = String(marking.sum);
  return text;
}

/**
 * A little killer's sum in the ring cell one step before the diagonal's first cell
 * `start`, set back from the diagonal, and a short arrow from it towards the grid.
 */
function littleKiller(marking, start) {
  const [dr, dc] = marking.step;
  const cx = (colOf(start) - dc) * 100 + 50, cy = (rowOf(start) - dr) * 100 + 50;
  const group = shape('g', { class: 'little-killer', 'data-start': `r${rowOf(start) + 1}c${colOf(start) + 1}`, 'data-step': `${dr},${dc}` });
  const text = shape('text', { x: cx - 14 * dc, y: cy - 14 * dr, class: 'outside-sum' });
  text.textContent = String(marking.sum);
  const [tx, ty] = [cx + 42 * dc, cy + 42 * dr];
  const d = `M${cx + 20 * dc} ${cy + 20 * dr}L${tx} ${ty}M${tx - 11 * dc} ${ty}L${tx} ${ty}L${tx} ${ty - 11 * dr}`;
  group.append(text, shape('path', { d, class: 'arrow' }));
  return group;
}

function shape(name, attributes) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v));
  return el;
}

/**
 * The outline of a cage as line segments, each cell side that borders the outside drawn
 * `INSET` in from it. A segment's ends stop at the inset corner where the outline turns
 * inward, run to the cell's edge where the next cell along goes on, and reach `INSET`
 * into the diagonal cell where the outline turns outward around it.
 */
function cageOutline(cells) {
  const inCage = new Set(cells);
  const at = (r, c) => r >= 0 && c >= 0 && r < N && c < N && inCage.has(r * N + c);
  const segments = [];
  for (const i of cells) {
    const r = rowOf(i), c = colOf(i);
    const x0 = c * 100, y0 = r * 100, x1 = x0 + 100, y1 = y0 + 100;
    // Where one end of a side stops: along its direction, given the cell beside (`side`)
    // and the cell diagonally past that end (`corner`).
    const end = (edge, side, corner, sign) => (!side ? edge + sign * INSET : corner ? edge - sign * INSET : edge);
    if (!at(r - 1, c)) segments.push([end(x0, at(r, c - 1), at(r - 1, c - 1), 1), y0 + INSET, end(x1, at(r, c + 1), at(r - 1, c + 1), -1), y0 + INSET]);
    if (!at(r + 1, c)) segments.push([end(x0, at(r, c - 1), at(r + 1, c - 1), 1), y1 - INSET, end(x1, at(r, c + 1), at(r + 1, c + 1), -1), y1 - INSET]);
    if (!at(r, c - 1)) segments.push([x0 + INSET, end(y0, at(r - 1, c), at(r - 1, c - 1), 1), x0 + INSET, end(y1, at(r + 1, c), at(r + 1, c - 1), -1)]);
    if (!at(r, c + 1)) segments.push([x1 - INSET, end(y0, at(r - 1, c), at(r - 1, c + 1), 1), x1 - INSET, end(y1, at(r + 1, c), at(r + 1, c + 1), -1)]);
  }
  return segments;
}

/**
 * Draws `board`'s rules (its board record: nothing to draw for the classic one) on the
 * `svg` layer and as classes of `cells`; returns the legend: one sentence per rule
 * beyond plain Sudoku.
 */
export function drawRules(board, svg, cells) {
  const shapes = [];
  for (const el of cells) {
    el.classList.remove('odd', 'even', 'has-sum', ...[...Array(TINTS).keys()].map((t) => `tint${t + 1}`));
    delete el.dataset.cage;
  }
  const grid = cells[0]?.closest('[role=grid]');
  grid?.classList.toggle('caged', board.markings.some((m) => m.type === 'cage'));
  const wrap = svg.parentElement;
  const outside = board.markings.filter((m) => m.type === 'sandwich' || m.type === 'little-killer');
  wrap?.classList.toggle('outside', outside.length > 0);
  wrap?.classList.toggle('all-round', outside.some((m) => m.type === 'little-killer'));
  wrap?.style.setProperty('--n', String(N));
  const side = N * 100;
  for (const house of board.houses) {
    if (house.kind === 'diagonal-main') shapes.push(shape('line', { x1: 0, y1: 0, x2: side, y2: side, class: 'diag' }));
    if (house.kind === 'diagonal-anti') shapes.push(shape('line', { x1: side, y1: 0, x2: 0, y2: side, class: 'diag' }));
    if (house.kind === 'window' || house.kind === 'extra-region') {
      for (const i of house.cells.map(cellIndex).filter((j) => j >= 0)) {
        shapes.unshift(shape('rect', { x: colOf(i) * 100, y: rowOf(i) * 100, width: 100, height: 100, class: 'shade' }));
      }
    }
  }
  for (const marking of board.markings) {
    const list = marking.cells.map(cellIndex).filter((i) => i >= 0);
    if (marking.type === 'circles') for (const i of list) cells[i].classList.add('odd');
    if (marking.type === 'squares') for (const i of list) cells[i].classList.add('even');
    if (marking.type === 'thermo' && list.length) shapes.unshift(thermometer(list));
    if ((marking.type === 'whispers' || marking.type === 'renban') && list.length) shapes.unshift(line(marking.type, list));
    if (marking.type === 'arrow' && list.length) {
      const bulb = marking.bulb.map(cellIndex).filter((i) => i >= 0);
      const path = marking.line.map(cellIndex).filter((i) => i >= 0);
      if (bulb.length) shapes.unshift(arrow(bulb, path, marking));
    }
    if (marking.type === 'pair' && list.length === 2) shapes.push(...edgeMark(marking.mark, list));
    if (marking.type === 'sandwich') shapes.push(sandwichSum(marking));
    if (marking.type === 'little-killer' && list.length) shapes.push(littleKiller(marking, list[0]));
    if (marking.type !== 'cage') continue;
    const outline = cageOutline(list)
      .map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`)
      .join('');
    shapes.push(shape('path', { d: outline, class: 'cage' }));
    if (marking.sum != null) {
      const first = Math.min(...list);
      // The cell keeps its top-left corner for the sum: its marks move (style.css).
      cells[first].classList.add('has-sum');
      const text = shape('text', { x: colOf(first) * 100 + INSET + 3, y: rowOf(first) * 100 + INSET + 16, class: 'sum' });
      text.textContent = String(marking.sum);
      shapes.push(text);
    }
  }
  const cages = board.markings.filter((m) => m.type === 'cage').map((m) => m.cells.map(cellIndex).filter((i) => i >= 0));
  cageTints(cages).forEach((t, k) => {
    for (const i of cages[k]) {
      cells[i].classList.add(`tint${t + 1}`);
      cells[i].dataset.cage = String(k);
    }
  });
  svg.replaceChildren(...shapes);
  return board.rule_texts ?? [];
}
