// One game: the puzzle's givens and everything the player did to it — entries, corner and
// centre marks, colours — with unlimited undo and redo, the time played, the hints and
// checks asked for and the mistakes checks found (the finish card shows them), whether it
// is finished (a finished board refuses moves until the player edits it anyway), and the
// plain-JSON form it is saved, exported and imported in (store.js keeps it; app.js drives it).
// Every game keeps its board record (the server's, from the library: the rules to draw
// and check, the classic ones included); a new game sets the page's layout (geometry.js)
// to its board.
//
// Every move is a list of changes, each `[cell, layer, before, after]`; undo plays a move
// backwards, redo forwards. Layers:
//   0 entries  the player's digit, 0 for none
//   1 corner   corner marks, a digit mask (geometry.js)
//   2 centre   centre marks, a digit mask: the candidates the player keeps, sent with hints
//   3 colour   a colour index 1..9, 0 for none
//   4 givens   a setter's clue, 0 for none: only a game being set (Set mode, js/setter.js)
//              changes its givens, and its puzzle follows them

import {
  ALL_DIGITS, CELLS, CLASSIC_BOARD, N, PEERS, bit, cellName, conflicts, digitsOf, has, lineOf, maskOf, parseCells,
  parseLine, setLayout, symbolOf,
} from './geometry.js';
import { t } from './words.js';

export const ENTRY = 0, CORNER = 1, CENTRE = 2, COLOUR = 3, GIVEN = 4;
const LAYERS = ['entries', 'corner', 'centre', 'colour', 'givens'];
export const FORMAT = 'shudu-game';

/** A fresh game of the server's verdict on a puzzle (`/api/check-puzzle`, `/api/generate`). */
export const gameOf = (verdict) => new Game(verdict.board);

/**
 * The board record of a classic puzzle line: the classic board's, with the line's givens
 * (a line needs no server to be read: links, photos and games saved by line), or null.
 */
export function classicBoard(line) {
  const givens = parseLine(line);
  if (!givens) return null;
  const text = givens.map((d) => d || '.').join('');
  return { ...CLASSIC_BOARD, givens: text, text };
}

export class Game {
  /**
   * A fresh game of a board record: the server's, for any board (its `givens` a line of
   * N² cells, its `text` what the game is saved, linked and sent to the server by).
   */
  constructor(board) {
    setLayout(board);
    const givens = parseCells(board.givens);
    if (!givens) throw new Error(`the givens must be ${CELLS} cells`);
    this.board = board;
    this.puzzle = board.text;
    this.givens = givens;
    this.entries = Array(CELLS).fill(0);
    this.corner = Array(CELLS).fill(0);
    this.centre = Array(CELLS).fill(0);
    this.colour = Array(CELLS).fill(0);
    this.undoStack = [];
    this.redoStack = [];
    this.elapsed = 0; // milliseconds played
    this.rating = null; // the Rating record, once asked for
    this.level = null; // the level a generated puzzle was made for: shown without its rating, which names the hardest step
    this.solved = false; // rules beyond distinct digits: whether the server last found the sheet solved
    this.daily = null; // {date, level} of a daily puzzle
    this.drill = null; // a technique drill's technique and starting position (drill.js)
    this.revealed = false; // whether Solve cell or Solve all filled a cell
    this.revealedAll = false; // whether Solve all did
    this.hints = 0; // hints asked for (a hint's More is the same hint)
    this.checks = 0; // checks asked for
    this.mistakes = []; // the mistakes checks found, each once: 'wrong-entry r1c1 5'
    this.finished = false; // solved, and locked against moves until the player edits anyway
    this.editing = false; // Edit anyway pressed: the solved board does not finish again until an entry changes
    this.setting = false; // a puzzle being set: its moves change the givens (Set mode)
  }

  /** An empty classic board to set a puzzle on: the digits typed become its givens. */
  static setter() {
    const game = Game.ofLine('.'.repeat(81));
    game.setting = true;
    return game;
  }

  /** A fresh game of a classic puzzle line; throws if it is not one. */
  static ofLine(line) {
    const board = classicBoard(line);
    if (!board) throw new Error('the puzzle must be an 81-character line');
    return new Game(board);
  }

  /** Givens and entries together: the digit each cell shows, 0 for empty. */
  digits() {
    return this.givens.map((g, i) => g || this.entries[i]);
  }

  /** The player's sheet: givens and entries as one line of N² cells. */
  sheet() {
    return lineOf(this.digits());
  }

  isGiven(i) {
    return this.givens[i] !== 0;
  }

  /** The centre marks as the server's `marks`: sent only when every empty cell has one. */
  marksForServer() {
    const digits = this.digits();
    const marks = [];
    for (let i = 0; i < CELLS; i++) {
      if (digits[i]) marks.push([]);
      else if (!this.centre[i]) return null;
      else marks.push(digitsOf(this.centre[i]));
    }
    return marks;
  }

  /**
   * The position as the server's position requests take it, on every board: the puzzle
   * (a line, or the variant's JSON text), the sheet, and the player's centre marks when
   * every empty cell has some, so that a hint's eliminations, once applied, lead to the
   * next step rather than the same one, and a check finds a removed candidate.
   */
  position() {
    return { puzzle: this.puzzle, sheet: this.sheet(), marks: this.marksForServer() };
  }

  conflicts() {
    return conflicts(this.digits());
  }

  /**
   * Every cell filled and no digit repeated among peers: on a board whose rules are all
   * of that kind (the record's `distinct_only`), the sheet keeps every rule. Other rules
   * (cage sums, parity, neighbours) are the server's to judge: its last verdict on the
   * sheet, which app.js keeps in `solved`.
   */
  isSolved() {
    if (!this.board.distinct_only) return Boolean(this.solved);
    return this.digits().every((d) => d) && this.conflicts().size === 0;
  }

  /** How many of each digit are still to place (index 1..N). */
  remaining() {
    const left = Array(N + 1).fill(N);
    for (const d of this.digits()) if (d) left[d]--;
    return left;
  }

  // --- moves ---------------------------------------------------------------------------

  /**
   * Applies a move (a list of changes) and records it for undo; false when it changes
   * nothing, or when the board is finished (locked until the player edits anyway).
   */
  commit(changes) {
    const real = changes.filter((c) => c[2] !== c[3]);
    if (!real.length || this.finished) return false;
    for (const [i, layer, , after] of real) this[LAYERS[layer]][i] = after;
    this.undoStack.push(real);
    this.redoStack = [];
    this.edited(real);
    return true;
  }

  undo() {
    if (this.finished) return false;
    const move = this.undoStack.pop();
    if (!move) return false;
    for (let k = move.length - 1; k >= 0; k--) this[LAYERS[move[k][1]]][move[k][0]] = move[k][2];
    this.redoStack.push(move);
    this.edited(move);
    return true;
  }

  redo() {
    if (this.finished) return false;
    const move = this.redoStack.pop();
    if (!move) return false;
    for (const [i, layer, , after] of move) this[LAYERS[layer]][i] = after;
    this.undoStack.push(move);
    this.edited(move);
    return true;
  }

  /**
   * Whether the position agrees with `solution` (N² digits) as a check judges it: no entry
   * differs from it, and, where the centre marks are sent, no empty cell's marks leave out
   * its digit.
   */
  agreesWith(solution) {
    const digits = this.digits();
    if (digits.some((d, i) => d && d !== solution[i])) return false;
    const marks = this.marksForServer();
    return !marks || marks.every((m, i) => digits[i] || m.includes(solution[i]));
  }

  /**
   * Rewinds to the last position that was still right: undoes moves until the position
   * agrees with `solution`, the moves undone kept for redo. Returns how many were undone,
   * or -1 (nothing changed) when no position in the history was right.
   */
  rewindTo(solution) {
    let count = 0;
    while (!this.agreesWith(solution) && this.undo()) count++;
    if (this.agreesWith(solution)) return count;
    while (count-- > 0) this.redo();
    return -1;
  }

  /**
   * After Edit anyway, a changed entry makes the board one to finish again once solved. A
   * set puzzle's changed givens make it another puzzle: its line and board record follow.
   */
  edited(move) {
    if (move.some((c) => c[1] === ENTRY)) this.editing = false;
    if (move.some((c) => c[1] === GIVEN)) {
      const text = lineOf(this.givens);
      this.puzzle = text;
      this.board = { ...this.board, givens: text, text };
      this.rating = null;
    }
  }

  // --- setting a puzzle (Set mode) -------------------------------------------------------

  /** Digit `d` as a clue in the selected cells; when every one of them holds it already, clears them. */
  placeClue(cells, d) {
    const clear = cells.every((i) => this.givens[i] === d);
    return this.commit(cells.map((i) => [i, GIVEN, this.givens[i], clear ? 0 : d]));
  }

  /** Clues `[{cell, digit}]` placed (the setter's additions) or, with digit 0, taken away, as one move. */
  changeClues(clues) {
    return this.commit(clues.map(({ cell, digit }) => [cell, GIVEN, this.givens[cell], digit]));
  }

  // --- what the finish card counts -----------------------------------------------------

  /** A hint asked for: `level` 0 is a new one, higher levels are its More. */
  countHint(level) {
    if (level === 0 && !this.finished) this.hints++;
  }

  /** A check asked for, and the mistakes it found (the server's records), each counted once. */
  countCheck(mistakes) {
    if (this.finished) return;
    this.checks++;
    for (const m of mistakes) {
      const key = `${m.kind} ${m.cell} ${m.entered ?? m.digit ?? ''}`.trim();
      if (!this.mistakes.includes(key)) this.mistakes.push(key);
    }
  }

  /** The changes that remove digit `d` from the marks of the peers of `cells`. */
  clearSeen(cells, d, changes) {
    const touched = new Set();
    for (const i of cells) for (const j of PEERS[i]) touched.add(j);
    for (const j of touched) {
      for (const layer of [CORNER, CENTRE]) {
        const now = this.pending(changes, j, layer);
        if (has(now, d)) changes.push([j, layer, now, now & ~bit(d)]);
      }
    }
  }

  /** A layer's value in a cell once `changes` are applied. */
  pending(changes, i, layer) {
    for (let k = changes.length - 1; k >= 0; k--) {
      if (changes[k][0] === i && changes[k][1] === layer) return changes[k][3];
    }
    return this[LAYERS[layer]][i];
  }

  /**
   * Digit `d` in the selected cells; when every one of them holds it already, clears them
   * instead. With `removeSeen`, the digit leaves the marks of every cell it now sees.
   */
  enterDigit(cells, d, removeSeen) {
    const open = cells.filter((i) => !this.isGiven(i));
    if (!open.length) return false;
    const clear = open.every((i) => this.entries[i] === d);
    const changes = open.map((i) => [i, ENTRY, this.entries[i], clear ? 0 : d]);
    if (!clear && removeSeen) this.clearSeen(open, d, changes);
    return this.commit(changes);
  }

  /** Toggles mark `d` (corner or centre) in the selected empty cells, as SudokuPad does. */
  toggleMark(cells, layer, d) {
    const open = cells.filter((i) => !this.digits()[i]);
    if (!open.length) return false;
    const values = this[LAYERS[layer]];
    const remove = open.every((i) => has(values[i], d));
    return this.commit(open.map((i) => [i, layer, values[i], remove ? values[i] & ~bit(d) : values[i] | bit(d)]));
  }

  /** Colour `c` on the selected cells, or off when all have it. */
  setColour(cells, c) {
    if (!cells.length) return false;
    const off = cells.every((i) => this.colour[i] === c);
    return this.commit(cells.map((i) => [i, COLOUR, this.colour[i], off ? 0 : c]));
  }

  /**
   * Delete: entries first; when the selection has none, the marks (or, in colour mode,
   * the colours); when it has no marks either, the colours.
   */
  erase(cells, colourMode) {
    const open = cells.filter((i) => !this.isGiven(i));
    if (open.some((i) => this.entries[i])) return this.commit(open.map((i) => [i, ENTRY, this.entries[i], 0]));
    const marks = [];
    for (const i of open) {
      if (this.corner[i]) marks.push([i, CORNER, this.corner[i], 0]);
      if (this.centre[i]) marks.push([i, CENTRE, this.centre[i], 0]);
    }
    if (!colourMode && marks.length) return this.commit(marks);
    return this.commit(cells.map((i) => [i, COLOUR, this.colour[i], 0]));
  }

  /**
   * Fills the centre marks of every empty cell with its `candidates` (N² digit lists: the
   * server's, which every rule of the board has had its say on, cages included).
   */
  fillCandidates(candidates) {
    const digits = this.digits();
    const changes = [];
    for (let i = 0; i < CELLS; i++) if (!digits[i] && candidates[i].length) changes.push([i, CENTRE, this.centre[i], maskOf(candidates[i])]);
    return this.commit(changes);
  }

  /**
   * A hint's step: its placements as entries (clearing the digit from the marks it sees),
   * its eliminations from the marks. A removal needs candidates to be recorded in, so when
   * the player keeps none, `candidates` (the server's, as for Candidates) fill the cells
   * without marks first, in the same move.
   */
  applyStep(placements, eliminations, candidates = null) {
    const changes = [];
    if (eliminations.length && !this.marksForServer() && candidates) {
      const digits = this.digits();
      for (let i = 0; i < CELLS; i++) {
        if (!digits[i] && !this.centre[i] && candidates[i].length) changes.push([i, CENTRE, this.centre[i], maskOf(candidates[i])]);
      }
    }
    for (const { cell, digit } of placements) {
      if (this.isGiven(cell)) continue;
      changes.push([cell, ENTRY, this.pending(changes, cell, ENTRY), digit]);
      this.clearSeen([cell], digit, changes);
    }
    for (const { cell, digit } of eliminations) {
      for (const layer of [CORNER, CENTRE]) {
        const now = this.pending(changes, cell, layer);
        if (has(now, digit)) changes.push([cell, layer, now, now & ~bit(digit)]);
      }
    }
    return this.commit(changes);
  }

  /** Puts right what a full-level hint found wrong: wrong entries, candidates removed. */
  fix(placements, restore) {
    const changes = placements.filter(({ cell }) => !this.isGiven(cell)).map(({ cell, digit }) => [cell, ENTRY, this.entries[cell], digit]);
    for (const { cell, digit } of restore) changes.push([cell, CENTRE, this.centre[cell], this.centre[cell] | bit(digit)]);
    return this.commit(changes);
  }

  /** The solution's digits in the given cells (Solve cell; Solve all gives every cell). */
  reveal(cells, solution) {
    if (this.finished) return false;
    const changes = [];
    for (const i of cells) {
      if (this.isGiven(i) || this.entries[i] === solution[i]) continue;
      changes.push([i, ENTRY, this.entries[i], solution[i]]);
    }
    if (changes.length) this.revealed = true;
    if (changes.length && cells.length === CELLS) this.revealedAll = true;
    return this.commit(changes);
  }

  /** A cell's accessible name: "r3c5, empty, candidates 1 4 7" or "r1c1, given 5". */
  describe(i) {
    const parts = [cellName(i)];
    const d = this.digits()[i];
    if (this.isGiven(i)) parts.push(t('page-cell-given', { digit: symbolOf(d) }));
    else if (d) parts.push(t('page-cell-digit', { digit: symbolOf(d) }));
    else {
      parts.push(t('page-cell-empty'));
      const list = (mask) => digitsOf(mask).map(symbolOf).join(' ');
      if (this.centre[i]) parts.push(t('page-cell-candidates', { digits: list(this.centre[i]) }));
      if (this.corner[i]) parts.push(t('page-cell-corner', { digits: list(this.corner[i]) }));
    }
    return parts;
  }

  // --- saved form ----------------------------------------------------------------------

  /** The plain-JSON form saved in the browser and exported. */
  toJSON() {
    return {
      format: FORMAT,
      version: 1,
      puzzle: this.puzzle,
      entries: lineOf(this.entries),
      corner: this.corner,
      centre: this.centre,
      colour: this.colour,
      undo: this.undoStack,
      redo: this.redoStack,
      elapsed: Math.round(this.elapsed),
      rating: this.rating,
      ...(this.level ? { level: this.level } : {}),
      ...(this.daily ? { daily: this.daily } : {}),
      ...(this.drill ? { drill: this.drill } : {}),
      ...(this.revealed ? { revealed: true } : {}),
      ...(this.revealedAll ? { revealedAll: true } : {}),
      ...(this.hints ? { hints: this.hints } : {}),
      ...(this.checks ? { checks: this.checks } : {}),
      ...(this.mistakes.length ? { mistakes: this.mistakes } : {}),
      ...(this.finished ? { finished: true } : {}),
      ...(this.editing ? { editing: true } : {}),
      ...(this.setting ? { setting: true } : {}),
      // A classic game is saved by its line alone, as it always was: its board is the
      // classic one.
      ...(this.board.classic ? {} : { board: this.board }),
    };
  }

  /** Reads the saved form back; throws an Error naming the field that is wrong. */
  static fromJSON(data) {
    if (!data || typeof data !== 'object') throw new Error('a saved game is a JSON object');
    if (data.format !== FORMAT) throw new Error(`field "format": expected "${FORMAT}"`);
    let board = data.board ?? null;
    if (board !== null) {
      const fits = typeof board === 'object' && Number.isInteger(board.size) && board.size >= 4 && board.size <= 16 &&
        Array.isArray(board.houses) && Array.isArray(board.regions) && board.regions.length === board.size ** 2 &&
        Array.isArray(board.groups) && Array.isArray(board.symbols) && typeof board.givens === 'string' &&
        board.puzzle && typeof board.puzzle === 'object';
      if (!fits) throw new Error('field "board": expected the server\'s board record of a variant puzzle');
      // Saved before records carried their text, label and judge: the puzzle's JSON, the
      // rules' words, the server's verdict.
      board = {
        distinct_only: false,
        ...board,
        text: board.text ?? JSON.stringify(board.puzzle),
        label: board.label ?? (board.classic ? '' : board.rules),
      };
    } else {
      board = classicBoard(data.puzzle);
      if (!board) throw new Error('field "puzzle": expected an 81-character line');
    }
    const game = new Game(board);
    const entries = parseCells(data.entries);
    if (!entries) throw new Error(`field "entries": expected a line of ${CELLS} cells`);
    entries.forEach((d, i) => {
      if (d && game.givens[i]) throw new Error(`field "entries": ${cellName(i)} is a given`);
    });
    game.entries = entries;
    const masks = (name, max) => {
      const v = data[name];
      if (!Array.isArray(v) || v.length !== CELLS) throw new Error(`field "${name}": expected ${CELLS} numbers`);
      v.forEach((x, i) => {
        if (!Number.isInteger(x) || x < 0 || x > max) throw new Error(`field "${name}[${i}]" (${cellName(i)}): ${JSON.stringify(x)} is out of range`);
      });
      return v.slice();
    };
    game.corner = masks('corner', ALL_DIGITS);
    game.centre = masks('centre', ALL_DIGITS);
    game.colour = masks('colour', 9);
    // Only a puzzle being set has moves that change its givens.
    game.setting = data.setting === true && Boolean(board.classic);
    const maxLayer = game.setting ? GIVEN : COLOUR;
    const moves = (name) => {
      const v = data[name] ?? [];
      if (!Array.isArray(v)) throw new Error(`field "${name}": expected a list of moves`);
      v.forEach((move, m) => {
        const ok = Array.isArray(move) && move.every((c) => Array.isArray(c) && c.length === 4 && c.every(Number.isInteger) && c[0] >= 0 && c[0] < CELLS && c[1] >= 0 && c[1] <= maxLayer);
        if (!ok) throw new Error(`field "${name}[${m}]": expected a list of [cell, layer, before, after]`);
      });
      return v;
    };
    game.undoStack = moves('undo');
    game.redoStack = moves('redo');
    game.elapsed = Number.isFinite(data.elapsed) && data.elapsed >= 0 ? data.elapsed : 0;
    game.rating = data.rating && typeof data.rating === 'object' ? data.rating : null;
    game.level = typeof data.level === 'string' ? data.level : null;
    const daily = data.daily;
    game.daily = daily && /^\d{4}-\d{2}-\d{2}$/.test(daily.date) && typeof daily.level === 'string'
      ? { date: daily.date, level: daily.level } : null;
    const drill = data.drill;
    game.drill = drill && typeof drill.technique === 'string' && drill.puzzle === game.puzzle
      && typeof drill.sheet === 'string' && Array.isArray(drill.marks) && drill.marks.length === CELLS
      ? { technique: drill.technique, name: String(drill.name ?? drill.technique), seed: Number(drill.seed) || 0,
        puzzle: drill.puzzle, sheet: drill.sheet, marks: drill.marks, graded: drill.graded === true }
      : null;
    game.revealed = data.revealed === true;
    game.revealedAll = game.revealed && data.revealedAll === true;
    const count = (v) => (Number.isInteger(v) && v >= 0 ? v : 0);
    game.hints = count(data.hints);
    game.checks = count(data.checks);
    game.mistakes = Array.isArray(data.mistakes) ? data.mistakes.filter((m) => typeof m === 'string') : [];
    game.finished = data.finished === true;
    game.editing = data.editing === true;
    return game;
  }
}
