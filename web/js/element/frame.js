// The <xiangqi-game> shadow DOM: its stylesheets, the board's SVG, the status line, the
// control buttons, the clocks, the analysis (an evaluation bar over the board's edge and
// the best lines) and a live region for announcements. The parts named here are the
// element's documented styling hooks (docs/embedding.md): frame, board, status, controls,
// button, clocks, analysis.

// Beside xiangqi-game.js. Each is a literal path resolved against import.meta.url, the form
// bundlers follow, so that they and `cargo xtask package` find every file the element loads.
const FONT = new URL('../../fonts/xiangqi-kai.woff2', import.meta.url).href;
const SHEETS = [new URL('../../style.css', import.meta.url).href, new URL('../../xiangqi-game.css', import.meta.url).href];

// The game's controls, and the puzzle's (js/element/puzzle.js).
const ICONS = {
  new: 'M12 5v14M5 12h14',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4',
  flip: 'M20 12a8 8 0 0 1-14 5.3M4 12a8 8 0 0 1 14-5.3M18 3v4h-4M6 21v-4h4',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  solution: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7-10-7-10-7zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  again: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v5h5',
};
const LABELS = {
  new: 'control.newGame',
  undo: 'control.undo',
  flip: 'control.flip',
  hint: 'puzzles.hint',
  solution: 'puzzles.solution',
  again: 'puzzles.again',
};

const svgNode = (name, attrs = {}) => {
  const node = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
};

const htmlNode = (name, attrs = {}) => {
  const node = document.createElement(name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
};

// The element's fonts, each registered once for the document (a shadow root cannot
// declare @font-face); failing to load one only means a fallback font.
const fontsRequested = new Set();

/** Registers the font `family`, the file at `href`, for the document. */
export function requestFont(family, href) {
  if (fontsRequested.has(family) || typeof FontFace === 'undefined') return;
  fontsRequested.add(family);
  const face = new FontFace(family, `url(${href})`, { weight: '400 800' });
  face.load().then((loaded) => document.fonts.add(loaded), () => {});
}

/** Puts the element's stylesheets in `root`, and asks for its font. */
export function attachSheets(root) {
  requestFont('Xiangqi Kai', FONT);
  for (const href of SHEETS) root.append(htmlNode('link', { rel: 'stylesheet', href }));
}

/** Builds the frame in `root`; returns its parts. */
export function buildFrame(root) {
  attachSheets(root);
  const frame = htmlNode('div', { class: 'xg', part: 'frame' });
  const svg = svgNode('svg', { class: 'xg-board', part: 'board', role: 'img' });
  const status = htmlNode('p', { class: 'xg-status', part: 'status', role: 'status', 'aria-live': 'polite' });
  const bar = htmlNode('div', { class: 'xg-controls', part: 'controls' });
  const announcer = htmlNode('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  // Black's time, then Red's, shown when the game has clocks.
  const clocks = htmlNode('div', { class: 'xg-clocks', part: 'clocks', hidden: '' });
  clocks.append(...['black', 'red'].map((color) => htmlNode('span', { class: `clock ${color}`, 'data-clock': color, role: 'timer' })));
  // mode="analysis": the bar sits over the board's left edge, the lines under the status.
  const boardWrap = htmlNode('div', { class: 'xg-board-wrap' });
  const evalBar = htmlNode('div', { class: 'eval-bar', id: 'eval-bar', role: 'img', hidden: '' });
  evalBar.append(htmlNode('div', { class: 'eval-fill' }));
  boardWrap.append(svg, evalBar);
  const panel = htmlNode('div', { class: 'xg-analysis', part: 'analysis', hidden: '' });
  const analysisStatus = htmlNode('p', { class: 'analysis-status' });
  const lines = htmlNode('ol', { class: 'pv-lines' });
  panel.append(analysisStatus, lines);
  frame.append(clocks, boardWrap, status, panel, bar, announcer);
  root.append(frame);
  return { frame, svg, status, bar, announcer, clocks, analysis: { panel, bar: evalBar, status: analysisStatus, list: lines } };
}

/**
 * Shows the buttons `wanted` (ids of CONTROLS) in `bar`, labelled by `tr`, each calling
 * `act(id)`; `disabled(id)` greys one out. Rebuilds the buttons only when the list changes.
 */
export function renderControls(bar, wanted, { tr, act, disabled }) {
  if (bar.dataset.shown !== wanted.join(' ')) {
    bar.dataset.shown = wanted.join(' ');
    bar.replaceChildren(...wanted.map((action) => {
      const button = htmlNode('button', { type: 'button', part: 'button', 'data-action': action });
      const icon = svgNode('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' });
      icon.append(svgNode('path', { d: ICONS[action] }));
      button.append(icon, document.createElement('span'));
      button.addEventListener('click', () => act(action));
      return button;
    }));
  }
  for (const button of bar.querySelectorAll('button')) {
    button.querySelector('span').textContent = tr(LABELS[button.dataset.action]);
    button.disabled = disabled(button.dataset.action);
  }
}
