// The computer's help on the game page: a hint for the person's move, and an answer to a
// draw offer (the computer's, or the other player's at the same device).

import { t } from '../i18n/index.js';
import { other } from '../game/squares.js';
import * as panels from './panels.js';
import { page } from './state.js';
import { say } from './render.js';
import { notationName } from './choices.js';

// How long the engine thinks for a hint (as long as Normal) and before answering a draw offer.
const HINT_LIMITS = { level: 3 };
const DRAW_LIMITS = { movetimeMs: 600 };

export async function hint() {
  const { board } = page;
  const session = board.session;
  const result = await board.consult('hint', (engine, game) => engine.search(game, HINT_LIMITS, showProgress));
  if (!result?.bestMove || board.session !== session) return;
  board.setHint({ from: result.bestMove.slice(0, 2), to: result.bestMove.slice(2) });
  say(t('status.hint', { move: session.game.describe(result.bestMove, notationName()) }), 'hint');
}

export function showProgress(info) {
  panels.setThinkingDetail(t('status.depth', { depth: info.depth }));
}

export async function offerDraw() {
  const { board } = page;
  const session = board.session;
  // A friend elsewhere answers with their next link, or live.
  if (session.elsewhere) {
    (session.live ? page.live : page.friend).offerDraw();
    return;
  }
  if (!session.vsComputer) {
    const side = panels.sideName(session.turn);
    const accepted = await panels.confirm(
      t('confirm.drawOffer', { side, other: panels.sideName(other(session.turn)) }),
      t('confirm.accept'),
      t('confirm.decline'),
    );
    if (accepted && board.session === session && !session.isOver()) board.agreeDraw();
    return;
  }
  const answer = await board.consult('draw', (engine, game) => engine.answerDraw(game, DRAW_LIMITS));
  if (!answer || board.session !== session) return;
  // The engine accepts only a draw that is good for it (docs/rules.md, "Draw offers").
  if (answer.accept) board.agreeDraw();
  else say(t('status.drawDeclined'), 'normal');
}
