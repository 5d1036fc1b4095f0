// The strings of a game by link (strings/friend.js), which the game page adds when such
// a game is first on it: a player who never plays one never downloads them.

import friend from './strings/friend.js';
import { addTable } from './tables.js';

addTable('friend', friend);
