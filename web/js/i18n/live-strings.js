// The strings of a live game (strings/live.js), which the game page adds when such a game
// is first on it: a player who never plays live never downloads them.

import live from './strings/live.js';
import { addTable } from './tables.js';

addTable('live', live);
