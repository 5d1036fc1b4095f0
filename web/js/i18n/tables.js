// The game's string tables, merged once. Each feature keeps its own table (key: [繁體,
// 简体, English]); a key defined twice is a mistake, so it stops the load rather than
// letting one table silently win. The Learn section's table (28 KiB gzip) is not the game
// page's: its pages add it (learn-strings.js).

import page from './strings/page.js';
import a11y from './strings/a11y.js';
import editor from './strings/editor.js';
import problems from './strings/problems.js';
import records from './strings/records.js';
import puzzleBoard from './strings/puzzle-board.js';
import puzzles from './strings/puzzles.js';

export const TABLES = { page, a11y, editor, problems, records, 'puzzle-board': puzzleBoard, puzzles };

export const STRINGS = {};

/** Adds a table of strings under `name`. */
export function addTable(name, table) {
  for (const key of Object.keys(table)) {
    if (Object.hasOwn(STRINGS, key)) throw new Error(`string ${key} is defined twice (again in ${name})`);
  }
  TABLES[name] = table;
  Object.assign(STRINGS, table);
}

for (const [name, table] of Object.entries(TABLES)) addTable(name, table);
