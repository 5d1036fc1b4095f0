// The iframe route, embed.html?mode=…&level=…&fen=…: the query becomes the attributes
// of the page's one <xiangqi-game>, so both ways of embedding behave the same.

import '../../xiangqi-game.js';

const ATTRIBUTES = ['mode', 'level', 'side', 'fen', 'moves', 'lang', 'notation', 'rules', 'controls'];

const params = new URLSearchParams(location.search);
const game = document.getElementById('game');
for (const name of ATTRIBUTES) {
  if (params.has(name)) game.setAttribute(name, params.get(name));
}
if (params.has('flipped') && params.get('flipped') !== 'false') game.setAttribute('flipped', '');
if (params.has('lang')) document.documentElement.lang = params.get('lang');
