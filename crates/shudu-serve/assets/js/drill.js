// Technique drills: a position where the chosen technique is the next step (the server's
// drill record, docs/records.md), played as a game whose Check grades what the player did
// there against the technique's steps instead of the solution. A round is DRILL_ROUND
// drills of one technique with a score; each next drill takes the next seed. The grade
// and its words are the server's; this module keeps the round and turns records into
// games and panel lines.

import { api } from './api.js';
import { Game } from './game.js';
import { CELLS, digitsOf, maskOf, parseCells } from './geometry.js';

/** Drills in a round. */
export const DRILL_ROUND = 5;

/** The round in progress: its technique, first seed, drills graded and right. */
let round = null;

/** A drill record → a game at its position: the path's digits as entries, its candidates as centre marks. */
export function drillGame(record) {
  const game = Game.ofLine(record.puzzle);
  const sheet = parseCells(record.sheet);
  for (let i = 0; i < CELLS; i++) {
    if (!game.givens[i] && sheet[i]) game.entries[i] = sheet[i];
    if (!sheet[i]) game.centre[i] = maskOf(record.marks[i]);
  }
  game.drill = { technique: record.slug, name: record.name, seed: record.seed, puzzle: record.puzzle, sheet: record.sheet, marks: record.marks };
  return game;
}

/**
 * The next drill of `technique` (a slug): a new round when the technique changes or the
 * round is over. Resolves to `{record, number, size}`; the record's status is `gave-up`
 * when the server found none in its budget.
 */
export async function nextDrill(technique, seed = null) {
  // The technique comes by the name the player chose, then by the record's slug.
  if (!round || !round.names.has(technique) || round.graded >= DRILL_ROUND) {
    round = { names: new Set([technique]), technique, seed: seed ?? Math.floor(Math.random() * 2 ** 40), graded: 0, right: 0, asked: 0 };
  }
  const record = await api.drill({ technique, seed: round.seed + round.asked });
  if (record.status === 'drill') {
    round.asked++;
    round.names.add(record.slug);
    round.technique = record.slug;
  }
  return { record, number: round.graded + 1, size: DRILL_ROUND };
}

/** Grades `game` (a drill game) on the server and counts it in the round. */
export async function gradeDrill(game) {
  const digits = game.digits();
  const marks = digits.map((d, i) => (d ? [] : digitsOf(game.centre[i])));
  const grade = await api.drillGrade({
    puzzle: game.drill.puzzle, technique: game.drill.technique,
    start_sheet: game.drill.sheet, start_marks: game.drill.marks,
    sheet: game.sheet(), marks,
  });
  if (round && round.technique === game.drill.technique && !game.drill.graded) {
    game.drill.graded = true;
    round.graded++;
    if (grade.verdict === 'right') round.right++;
  }
  const over = round ? round.graded >= DRILL_ROUND : false;
  return { grade, number: round?.graded ?? 1, size: DRILL_ROUND, right: round?.right ?? 0, over };
}
