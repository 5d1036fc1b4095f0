// Every string table of the game, merged once. Each feature keeps its own table (key:
// [繁體, 简体, English]); a key defined twice is a mistake, so it stops the load rather
// than letting one table silently win.

import page from './strings/page.js';
import a11y from './strings/a11y.js';
import editor from './strings/editor.js';
import problems from './strings/problems.js';
import records from './strings/records.js';
import learn from './strings/learn.js';
import puzzleBoard from './strings/puzzle-board.js';
import puzzles from './strings/puzzles.js';

export const TABLES = { page, a11y, editor, problems, records, learn, 'puzzle-board': puzzleBoard, puzzles };

function merge(tables) {
  const all = {};
  for (const [name, table] of Object.entries(tables)) {
    for (const [key, entry] of Object.entries(table)) {
      if (Object.hasOwn(all, key)) throw new Error(`string ${key} is defined twice (again in ${name})`);
      all[key] = entry;
    }
  }
  return all;
}

export const STRINGS = merge(TABLES);
