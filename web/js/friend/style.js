// The stylesheet of the panels of a game with a friend elsewhere (by link or live), with
// the font of what only they say: loaded with their code, so that a refusal said before
// a panel is first drawn has its font too.

import { h } from './html.js';

document.head.append(h('link', { rel: 'stylesheet', href: new URL('../../friend.css', import.meta.url).href }));
