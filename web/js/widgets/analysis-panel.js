// The analysis as the page shows it: the evaluation bar beside the board (from Red's
// side, turned with the board) and the best lines, each with its score, depth and moves.
// A move of a line is a button: it plays the line to there, as a variation. Pointing at
// (or focusing) a line draws its first moves as numbered arrows.

import { scoreData, scoreText } from '../game/winning.js';

/** How many moves of each line are written out. */
const SHOWN_MOVES = 10;

/**
 * Draws `analysis` of the position at `path` into `parts` ({panel, bar, status, list}:
 * the panel, the evaluation bar with its `.eval-fill`, the status line and the list of
 * lines): `textsOf(path)` writes a path's moves in the board's notation, `numbering(ply)`
 * gives {number, red} of the move at `ply`, `flipped` puts Black at the bottom and `t`
 * translates.
 */
export function renderAnalysis(analysis, parts, { path, textsOf, numbering, flipped, t }) {
  const { panel, bar, status, list } = parts;
  panel.hidden = bar.hidden = !analysis.on;
  if (!analysis.on) return;

  const score = analysis.redScore();
  bar.classList.toggle('flipped', flipped);
  if (score) bar.dataset.score = scoreData(score);
  else delete bar.dataset.score;
  bar.querySelector('.eval-fill').style.height = `${analysis.redExpectation() * 100}%`;
  bar.setAttribute('aria-label', t('analysis.bar', { score: score ? scoreText(score) : '…' }));

  const lines = analysis.lines.filter(Boolean);
  const waiting = analysis.waiting ? t('status.networkWaiting') : t('analysis.thinking');
  status.textContent = lines.length > 0 ? '' : analysis.position?.over ? t('analysis.over') : waiting;
  status.hidden = lines.length > 0;
  // Each line keeps its element, so focus and the pointer stay on it as it is redrawn.
  while (list.children.length > lines.length) list.lastElementChild.remove();
  lines.forEach((info, i) => {
    if (!list.children[i]) list.append(document.createElement('li'));
    fillLine(list.children[i], info, i);
  });

  function fillLine(item, info, i) {
    item.className = 'pv-line';
    item.dataset.line = String(i);
    item.tabIndex = 0;
    item.classList.toggle('pointed', analysis.pointed === i);
    const lineScore = analysis.redScore(i);
    const scoreSpan = document.createElement('span');
    scoreSpan.className = 'pv-score';
    scoreSpan.textContent = scoreText(lineScore);
    const depth = document.createElement('span');
    depth.className = 'pv-depth';
    depth.textContent = t('analysis.depth', { depth: info.depth });
    const moves = document.createElement('span');
    moves.className = 'pv-moves';
    const pv = info.pv.slice(0, SHOWN_MOVES);
    const words = textsOf([...path, ...pv]).slice(path.length);
    words.forEach((word, k) => {
      const { number, red } = numbering(path.length + k);
      if (red || k === 0) {
        const label = document.createElement('span');
        label.className = 'move-number';
        label.textContent = red ? `${number}.` : `${number}…`;
        moves.append(label);
      }
      const move = document.createElement('span');
      move.className = `pv-move ${red ? 'red' : 'black'}`;
      move.dataset.index = String(k);
      move.textContent = word;
      moves.append(move);
    });
    item.setAttribute('aria-label', t('analysis.line', { n: i + 1, score: scoreText(lineScore), moves: words.join(' ') }));
    item.replaceChildren(scoreSpan, depth, moves);
  }
}

/**
 * Wires the lines in `list`: pointing at or focusing one shows its arrows (`point(i |
 * null)`), a press on a move plays the line to it (`play(line, index)`), Enter plays its
 * first move. A press, not a click: the moves are redrawn as the engine reports, and a
 * click needs the same element under the button going down and coming up.
 */
export function wireAnalysis(list, { point, play }) {
  const lineOf = (event) => event.target.closest('.pv-line');
  list.addEventListener('pointerover', (event) => {
    const line = lineOf(event);
    if (line) point(Number(line.dataset.line));
  });
  list.addEventListener('pointerleave', () => point(null));
  list.addEventListener('focusin', (event) => point(Number(lineOf(event).dataset.line)));
  list.addEventListener('focusout', () => point(null));
  list.addEventListener('pointerdown', (event) => {
    const move = event.target.closest('.pv-move');
    if (!move || event.button !== 0) return;
    event.preventDefault();
    play(Number(lineOf(event).dataset.line), Number(move.dataset.index));
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !lineOf(event)) return;
    event.preventDefault();
    play(Number(lineOf(event).dataset.line), 0);
  });
}
