// The <xiangqi-game> attributes read as values, each bad or missing one falling back to
// its documented default (docs/embedding.md), so no attribute can break the board.

import { detectLanguage, isLanguage, notationIn, usualNotation } from '../i18n/index.js';
import { PIECE_SETS, usualPieceSet } from '../board/pieces.js';
import { parseControl } from '../game/clock.js';
import { GAME_DEFAULTS, RULE_SETS } from '../game/game-record.js';
import { wordsOf } from '../game/squares.js';

export const CONTROLS = ['new', 'undo', 'flip'];

export function readAttributes(element) {
  const get = (name) => element.getAttribute(name);
  const mode = ['local', 'view', 'analysis'].includes(get('mode')) ? get('mode') : 'ai';
  const lang = isLanguage(get('lang')) ? get('lang') : detectLanguage();
  const choice = ['chinese', 'wxf', 'iccs'].includes(get('notation')) ? get('notation') : usualNotation(lang);
  const notation = notationIn(choice, lang);
  const controlList = get('controls');
  return {
    mode,
    level: Math.min(5, Math.max(1, Math.round(Number(get('level'))) || GAME_DEFAULTS.level)),
    side: get('side') === 'black' ? 'black' : 'red',
    lang,
    notation,
    rules: RULE_SETS.includes(get('rules')) ? get('rules') : GAME_DEFAULTS.rules,
    // Each control once, in the order first named.
    controls: controlList === null ? CONTROLS : [...new Set(wordsOf(controlList).filter((c) => CONTROLS.includes(c)))],
    flipped: element.hasAttribute('flipped'),
    fen: get('fen') ?? '',
    /** {initialMs, incrementMs} from `clock="10,5"`, or null for no clocks. */
    clock: parseControl(get('clock')),
    pieces: PIECE_SETS.includes(get('pieces')) ? get('pieces') : usualPieceSet(lang),
    theme: ['wood', 'paper', 'dark'].includes(get('theme')) ? get('theme') : 'wood',
    moves: wordsOf(get('moves')),
    /** The text of a game record (PGN, DhtmlXQ or a FEN), or null; read in place of
     *  `fen` and `moves` when given. */
    record: get('record'),
    /** A game by link to play (js/element/friend.js): the link, or an address holding
     *  `#play=…`; empty for the host page's own address. Null when not given. */
    link: get('link'),
  };
}
