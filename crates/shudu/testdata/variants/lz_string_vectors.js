// Writes lz_string_vectors.json: inputs and their compressed forms from the lz-string npm
// package, for the library's own implementation to match (crates/shudu/src/variant/lz_string.rs).
// Run once, outside the build: npm install lz-string@1.5.0 && node lz_string_vectors.js > lz_string_vectors.json
const lz = require("lz-string");
const inputs = [
  "",
  "a",
  "aa",
  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  "abababababababababab",
  "hello, world",
  "TOBEORNOTTOBEORTOBEORNOT#",
  "{\"size\":9}",
  "数独 — sudoku",
  "emoji 🧩🧩 and é",
  "\u0000\u00ff\u0100\uffff",
  "0123456789".repeat(40),
];
// A pseudo-random text over a small alphabet, long enough for the code width to reach 12 bits.
let state = 12345;
let text = "";
for (let i = 0; i < 6000; i++) {
  state = (state * 1103515245 + 12345) % 2147483648;
  text += "{}[]\":,0123456789abcdefgrcRC"[state % 28];
}
inputs.push(text);
// An f-puzzles export as f-puzzles writes it (title, author and solution beside the rules),
// packed as the f-puzzles and SudokuPad links carry it.
const row = (values) => values.map((v) => (v ? { value: v, given: true } : {}));
const fpuzzles = {
  size: 6,
  title: "Cage test",
  author: "shudu",
  grid: [
    row([1, 0, 0, 0, 0, 0]),
    row([0, 0, 0, 0, 0, 0]),
    row([0, 0, 3, 0, 0, 0]),
    row([0, 0, 0, 0, 0, 0]),
    row([0, 0, 0, 0, 5, 0]),
    row([0, 0, 0, 0, 0, 0]),
  ],
  antiking: true,
  killercage: [{ cells: ["R1C2", "R1C3"], value: "7" }],
  "diagonal-": true,
};
const packed = lz.compressToBase64(JSON.stringify(fpuzzles));
const out = {
  fpuzzles: JSON.stringify(fpuzzles),
  links: [
    "https://sudokupad.app/fpuzzles" + packed,
    "https://sudokupad.app/?puzzleid=fpuzzles" + encodeURIComponent(packed),
    "https://www.f-puzzles.com/?load=" + packed,
    "https://sudokupad.app/fpuzzles" + lz.compressToEncodedURIComponent(JSON.stringify(fpuzzles)),
  ],
  provenance: "lz-string 1.5.0 from npm (compressToBase64, compressToEncodedURIComponent), by lz_string_vectors.js",
  vectors: inputs.map((input) => ({
    input,
    base64: lz.compressToBase64(input),
    uri: lz.compressToEncodedURIComponent(input),
  })),
};
console.log(JSON.stringify(out, null, 1));
