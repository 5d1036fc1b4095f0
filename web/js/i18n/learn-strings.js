// The Learn section's strings: the rules guide and the lessons, 28 KiB gzip that the game
// page does without. Imported first by the pages that show them (learn.html, lessons.html,
// and puzzles.html, which shares their header), so that the table is there before any of
// their scripts asks for a string.

import learn from './strings/learn.js';
import { addTable } from './tables.js';

addTable('learn', learn);
