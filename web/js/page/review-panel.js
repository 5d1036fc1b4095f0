// The computer review as the page shows it: the progress while it runs (with a cancel
// button), then the evaluation over the game as a graph (a click jumps to that move), each
// side's accuracy and count of mistakes, and "retry from here" at a mistake shown.

import { t } from '../i18n/index.js';
import { el } from '../board/svg.js';
import { redExpectationAt } from '../game/winning.js';

const $ = (id) => document.getElementById(id);

const WIDTH = 300;
const HEIGHT = 90;

/** The judgements worth a mark on the graph and a retry. */
const FAULTS = ['inaccuracy', 'mistake', 'blunder'];

/**
 * Draws the review of `session`: `running` ({done, total}) while it runs, `judged` (see
 * judgement.js judgeGame) once some moves are judged, `shownPly` the game's move shown
 * (null off the game's line), `turnAt(ply)` the side to move after `ply` moves.
 */
export function renderReview({ session, running, judged, shownPly, turnAt }) {
  const section = $('computer-review');
  const positions = session.review?.positions ?? [];
  section.hidden = !running && positions.length < 2;
  if (section.hidden) return;

  const progress = $('review-progress');
  progress.hidden = !running;
  if (running) {
    $('review-progress-bar').max = running.total;
    $('review-progress-bar').value = running.done;
    $('review-progress-text').textContent = t('creview.progress', { done: running.done, total: running.total });
  }

  drawGraph(positions, judged, session.moves.length, shownPly, turnAt);
  drawSummary(judged);
  const shownFault = shownPly > 0 && FAULTS.includes(judged.moves[shownPly - 1]?.judgement);
  $('review-retry').hidden = !shownFault;
}

function drawGraph(positions, judged, plies, shownPly, turnAt) {
  const graph = $('eval-graph');
  const x = (ply) => (plies === 0 ? 0 : (ply / plies) * WIDTH);
  const y = (ply) => (1 - redExpectationAt(positions[ply].score, turnAt(ply))) * HEIGHT;
  const curve = positions.map((_, ply) => `${x(ply).toFixed(1)},${y(ply).toFixed(1)}`);
  const last = positions.length - 1;
  const parts = [
    el('rect', { class: 'graph-black', x: 0, y: 0, width: WIDTH, height: HEIGHT }),
    el('polygon', { class: 'graph-red', points: [`0,${HEIGHT}`, ...curve, `${x(last).toFixed(1)},${HEIGHT}`].join(' ') }),
    el('line', { class: 'graph-middle', x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2 }),
    el('polyline', { class: 'graph-line', points: curve.join(' ') }),
  ];
  judged.moves.forEach((move, i) => {
    if (!FAULTS.includes(move.judgement)) return;
    parts.push(el('circle', { class: `graph-mark ${move.judgement}`, cx: x(i + 1), cy: y(i + 1), r: 3.5, 'data-ply': i + 1 }));
  });
  if (shownPly !== null) parts.push(el('line', { class: 'graph-shown', x1: x(shownPly), y1: 0, x2: x(shownPly), y2: HEIGHT }));
  graph.replaceChildren(...parts);
  graph.dataset.plies = String(plies);
}

/** Each side's accuracy and count of each fault: a row for each, a column for each side,
 *  so the table stays as narrow as the panel beside the board. */
function drawSummary(judged) {
  const table = $('review-summary');
  const head = document.createElement('tr');
  head.append(document.createElement('td'));
  for (const side of ['red', 'black']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = t(`color.${side}`);
    head.append(th);
  }
  const percent = (accuracy) => (accuracy === null ? '–' : `${Math.round(accuracy)}%`);
  const lines = [['accuracy', 'creview.accuracy', (side) => percent(side.accuracy)], ...FAULTS.map((fault) => [fault, `judgement.${fault}`, (side) => side[fault]])];
  const rows = lines.map(([name, key, value]) => {
    const row = document.createElement('tr');
    row.dataset.row = name;
    const label = document.createElement('th');
    label.scope = 'row';
    label.textContent = t(key);
    row.append(label);
    for (const side of ['red', 'black']) {
      const cell = document.createElement('td');
      cell.dataset.side = side;
      cell.textContent = String(value(judged.sides[side]));
      row.append(cell);
    }
    return row;
  });
  table.replaceChildren(head, ...rows);
}

/** Wires the graph (a click shows the move under it), cancel and retry. */
export function wireComputerReview({ go, cancel, retry }) {
  const graph = $('eval-graph');
  graph.addEventListener('click', (event) => {
    const box = graph.getBoundingClientRect();
    const plies = Number(graph.dataset.plies);
    if (!box.width) return;
    go(Math.round(((event.clientX - box.left) / box.width) * plies));
  });
  $('review-cancel').addEventListener('click', cancel);
  $('review-retry').addEventListener('click', retry);
}
