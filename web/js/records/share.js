// The share link: `#fen=<start FEN>&moves=<ICCS moves separated by commas>`. Opening such
// an address shows that game; a bad one is refused with the rules crate's reason,
// as an error with a code (problems.js) so the page can say it in the player's language.

import { fenProblem } from '../game/wasm.js';
import { problem } from '../i18n/problems.js';
import { wordsOf } from '../game/squares.js';

/** The game the address carries as `{startFen, moves}`, null when it carries none. */
export function readShareLink(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('fen') && !params.has('moves')) return null;
  const startFen = (params.get('fen') ?? '').trim();
  if (startFen) {
    const refusal = fenProblem(startFen);
    if (refusal) throw refusal;
  }
  const moves = wordsOf(params.get('moves'));
  for (const m of moves) {
    if (!/^[a-i][0-9][a-i][0-9]$/.test(m)) {
      throw problem('record.bad_move', { move: m.slice(0, 12) }, `'${m.slice(0, 12)}' is not an ICCS move like h2e2`);
    }
  }
  return { startFen, moves };
}

/** The page's address with `game` (`{startFen, moves}`) in its fragment. */
export function shareLink({ startFen, moves }, base = location.href) {
  const url = new URL(base);
  const params = new URLSearchParams();
  params.set('fen', startFen);
  if (moves.length) params.set('moves', moves.join(','));
  url.hash = params.toString();
  return url.href;
}
