// <xiangqi-game>: a whole Xiangqi board in one tag, for other people's pages.
//
//   <script type="module" src="…/xiangqi-game.js"></script>
//   <xiangqi-game mode="ai" level="3" side="black" lang="en"></xiangqi-game>
//
// Everything lives in a Shadow DOM, styled only by stylesheets loaded from this
// directory (no inline style, no eval, so it runs under a strict CSP). Each instance owns
// its game and, when it plays the computer, its own search worker. See docs/embedding.md.

import { wasmReady, importRecord } from './js/wasm.js';
import { BoardView } from './js/render.js';
import { attachPointerInput } from './js/drag.js';
import { EngineClient, EngineStopped } from './js/engine-client.js';
import { Session, other } from './js/session.js';
import { detectLanguage, isLanguage, translate } from './js/i18n.js';
import { readShareLink } from './js/share.js';
import { attachKeyboard, pointName } from './js/keyboard.js';
import { describeProblem } from './js/problems.js';

const here = (file) => new URL(file, import.meta.url).href;
const CONTROLS = ['new', 'undo', 'flip'];
const ICONS = {
  new: 'M12 5v14M5 12h14',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4',
  flip: 'M20 12a8 8 0 0 1-14 5.3M4 12a8 8 0 0 1 14-5.3M18 3v4h-4M6 21v-4h4',
};
const LABELS = { new: 'control.newGame', undo: 'control.undo', flip: 'control.flip' };

// The board's Kai font, registered once for the document (a shadow root cannot declare
// @font-face); failing to load it only means a fallback font.
let fontRequested = false;
function requestFont() {
  if (fontRequested || typeof FontFace === 'undefined') return;
  fontRequested = true;
  const face = new FontFace('Xiangqi Kai', `url(${here('fonts/xiangqi-kai.woff2')})`, { weight: '400 800' });
  face.load().then((loaded) => document.fonts.add(loaded), () => {});
}

const svgNode = (name, attrs = {}) => {
  const node = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
};

export class XiangqiGame extends HTMLElement {
  static observedAttributes = ['mode', 'level', 'side', 'fen', 'moves', 'lang', 'notation', 'rules', 'controls', 'flipped'];

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.session = null;
    this.engine = null;
    this.selected = null;
    this.targets = [];
    this.thinking = false;
    this.announcedOver = null;
    this.ready = false;
  }

  // ------------------------------------------------------------ attributes

  get mode() {
    const mode = this.getAttribute('mode');
    return mode === 'local' || mode === 'view' ? mode : 'ai';
  }
  get level() {
    return Math.min(5, Math.max(1, Math.round(Number(this.getAttribute('level'))) || 3));
  }
  get side() {
    return this.getAttribute('side') === 'black' ? 'black' : 'red';
  }
  get lang() {
    const lang = this.getAttribute('lang');
    return isLanguage(lang) ? lang : detectLanguage();
  }
  get notation() {
    const n = this.getAttribute('notation');
    if (n === 'wxf' || n === 'iccs') return n;
    return this.lang === 'zh-Hans' ? 'chinese-simplified' : 'chinese';
  }
  get rules() {
    return this.getAttribute('rules') === 'casual' ? 'casual' : 'asian';
  }
  get controls() {
    const list = this.getAttribute('controls');
    if (list === null) return CONTROLS;
    return list.split(/[\s,]+/).filter((c) => CONTROLS.includes(c));
  }

  t(key, vars) {
    return translate(this.lang, key, vars);
  }

  // ------------------------------------------------------------ life cycle

  connectedCallback() {
    if (this.view) return;
    requestFont();
    for (const sheet of ['style.css', 'xiangqi-game.css']) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = here(sheet);
      this.root.append(link);
    }
    const frame = document.createElement('div');
    frame.className = 'xg';
    frame.setAttribute('part', 'frame');
    this.svg = svgNode('svg', { class: 'xg-board', id: 'board', role: 'img' });
    this.status = document.createElement('p');
    this.status.className = 'xg-status';
    this.status.setAttribute('role', 'status');
    this.status.setAttribute('aria-live', 'polite');
    this.bar = document.createElement('div');
    this.bar.className = 'xg-controls';
    this.announcer = document.createElement('p');
    this.announcer.className = 'visually-hidden';
    this.announcer.setAttribute('aria-live', 'polite');
    frame.append(this.svg, this.status, this.bar, this.announcer);
    this.root.append(frame);
    this.view = new BoardView(this.svg);
    attachPointerInput(this.view, {
      tap: (sq) => this.tap(sq),
      canDrag: (sq) => this.canMovePieceOn(sq),
      dragStart: (sq) => this.select(sq),
      drop: (from, to) => this.drop(from, to),
    });
    this.keyboard = attachKeyboard(this.view, {
      activate: (sq) => this.tap(sq),
      cancel: () => {
        this.selected = null;
        this.targets = [];
        this.refresh();
      },
      pieces: () => this.session?.game.pieces() ?? [],
      name: (sq, letter) => pointName((key, vars) => this.t(key, vars), sq, letter, {
        selected: this.selected === sq,
        target: this.targets.some((x) => x.square === sq),
      }),
    }, 'xg-pt');
    wasmReady.then(() => {
      this.ready = true;
      this.startFromAttributes();
    }, (error) => this.say(String(error)));
  }

  disconnectedCallback() {
    this.engine?.stop();
    this.engine?.worker.terminate();
    this.engine = null;
  }

  attributeChangedCallback(name, old, value) {
    if (!this.ready || old === value) return;
    if (name === 'flipped') {
      this.session.flipped = value !== null;
      this.refresh();
    } else if (name === 'lang' || name === 'notation' || name === 'controls') {
      this.refresh();
    } else if (name === 'rules') {
      this.session.game.setRules(this.rules);
      this.afterChange();
    } else {
      this.startFromAttributes();
    }
  }

  /** A new game from the attributes; a bad fen or moves attribute shows why, in words. */
  startFromAttributes() {
    const moves = (this.getAttribute('moves') ?? '').split(/[\s,]+/).filter(Boolean);
    try {
      const game = readShareLink(`#${new URLSearchParams({ fen: this.getAttribute('fen') ?? '', moves: moves.join(',') })}`);
      this.begin(game.startFen, game.moves, null);
    } catch (error) {
      this.begin('', [], null);
      this.say(describeProblem((key, vars) => this.t(key, vars), error));
    }
  }

  begin(startFen, moves, ending) {
    this.stopEngine();
    this.session = new Session({
      mode: this.mode === 'ai' ? 'computer' : 'two',
      human: this.side,
      level: this.level,
      rules: this.rules,
      startFen,
      moves,
      ending,
      flipped: this.hasAttribute('flipped') || (this.mode === 'ai' && this.side === 'black'),
    });
    this.selected = null;
    this.targets = [];
    this.announcedOver = this.session.isOver() ? this.overKey() : null;
    this.afterChange();
  }

  // ------------------------------------------------------------ public methods

  newGame() {
    this.begin(this.getAttribute('fen') ?? '', [], null);
  }

  undo() {
    if (!this.session) return false;
    this.stopEngine();
    const done = this.mode === 'ai' ? this.session.undo() : this.session.undoOne();
    this.selected = null;
    this.targets = [];
    this.announcedOver = null;
    this.afterChange();
    return done;
  }

  flip() {
    if (!this.session) return;
    this.session.flipped = !this.session.flipped;
    this.refresh();
  }

  /** Loads a PGN (any notation) or a FEN; throws an Error naming the line and the problem
   *  in the element's language (its `code` and `params` stay on it), leaving the game as it was. */
  load(text) {
    if (!this.session) throw new Error('the board is still loading');
    let record;
    try {
      record = importRecord(String(text), this.rules);
    } catch (error) {
      throw Object.assign(new Error(describeProblem((key, vars) => this.t(key, vars), error)), { code: error?.code, params: error?.params, cause: error });
    }
    this.begin(record.startFen, record.moves, record.ending);
  }

  /** The game as PGN, moves in the element's notation. */
  pgn() {
    if (!this.session) return '';
    return this.session.game.pgn(this.notation, { Event: document.title || 'Xiangqi', Site: location.origin });
  }

  get fen() {
    return this.session?.game.fen() ?? '';
  }

  // ------------------------------------------------------------ playing

  pieceAt(square) {
    return this.session.game.pieces().find((p) => p.square === square)?.piece ?? null;
  }

  canMovePieceOn(square) {
    const piece = this.pieceAt(square);
    if (!piece || this.mode === 'view' || this.thinking) return false;
    return this.session.canMove(piece === piece.toUpperCase() ? 'red' : 'black');
  }

  select(square) {
    this.selected = square;
    this.targets = this.session.game.targets(square).map((to) => ({ square: to, capture: this.pieceAt(to) !== null }));
    this.refresh();
  }

  tap(square) {
    if (!this.session || this.mode === 'view') return;
    if (this.selected && this.targets.some((target) => target.square === square)) {
      this.play(this.selected, square);
    } else if (this.canMovePieceOn(square)) {
      if (this.selected === square) {
        this.selected = null;
        this.targets = [];
        this.refresh();
      } else {
        this.select(square);
      }
    } else if (this.selected) {
      const reason = this.session.game.whyNot(this.selected, square);
      if (reason) this.say(this.t(`illegal.${reason}`));
    }
  }

  drop(from, to) {
    if (!this.canMovePieceOn(from)) return;
    if (this.session.game.targets(from).includes(to)) this.play(from, to);
    else {
      const reason = this.session.game.whyNot(from, to);
      if (reason) this.say(this.t(`illegal.${reason}`));
    }
  }

  play(from, to) {
    const before = this.session.game;
    const text = before.describe(`${from}${to}`, this.notation);
    this.session.play(from, to);
    this.selected = null;
    this.targets = [];
    this.announceMove(`${from}${to}`, text);
    this.afterChange({ from, to });
  }

  announceMove(iccs, text) {
    const game = this.session.game;
    this.announcer.textContent = this.t('a11y.moved', { side: this.t(`color.${this.session.lastMover()}`), move: text });
    this.dispatchEvent(new CustomEvent('move', {
      bubbles: true,
      composed: true,
      detail: { move: iccs, notation: text, fen: game.fen(), ply: this.session.moves.length },
    }));
  }

  overKey() {
    const o = this.session.outcome();
    return o && `${this.session.moves.length} ${o.reason}`;
  }

  afterChange(animate = null) {
    const { session } = this;
    this.refresh(animate);
    const outcome = session.outcome();
    if (outcome) {
      const key = this.overKey();
      if (this.announcedOver !== key) {
        this.announcedOver = key;
        this.dispatchEvent(new CustomEvent('gameover', { bubbles: true, composed: true, detail: { winner: outcome.winner, reason: outcome.reason } }));
      }
    } else if (session.isComputerTurn()) {
      this.computerMove();
    }
  }

  async computerMove() {
    const session = this.session;
    this.engine ??= new EngineClient();
    this.thinking = true;
    this.refresh();
    let result;
    try {
      result = await this.engine.playLevel(
        { startFen: session.game.startFen(), moves: session.moves, rules: session.game.rules() },
        session.level,
        () => {},
      );
    } catch (error) {
      if (this.session === session) {
        this.thinking = false;
        if (!(error instanceof EngineStopped)) this.say(String(error?.message ?? error));
        this.refresh();
      }
      return;
    }
    if (this.session !== session) return;
    this.thinking = false;
    if (!result.bestMove) {
      this.refresh();
      return;
    }
    this.play(result.bestMove.slice(0, 2), result.bestMove.slice(2));
  }

  stopEngine() {
    if (this.thinking) {
      this.engine?.stop();
      this.thinking = false;
    }
  }

  // ------------------------------------------------------------ drawing

  say(text) {
    this.status.textContent = text;
  }

  statusText() {
    const { session } = this;
    const side = (color) => this.t(`color.${color}`);
    if (session.isOver()) {
      const { winner, reason } = session.outcome();
      const who = winner ? this.t('result.wins', { side: side(winner) }) : this.t('result.draw');
      return `${who} · ${this.t(`reason.${reason}`, { side: side(other(winner ?? 'red')) })}`;
    }
    if (this.thinking) return this.t('status.thinking');
    if (session.game.checkedGeneral()) return this.t('status.check');
    return this.t('status.toMove', { side: side(session.turn) });
  }

  refresh(animate = null) {
    const { session, view } = this;
    if (!session) return;
    const game = session.game;
    view.setFlipped(this.session.flipped);
    this.svg.setAttribute('aria-label', this.t('board.label'));
    const moves = game.moves();
    const last = moves[moves.length - 1];
    view.render({
      pieces: game.pieces(),
      selected: this.selected,
      targets: this.targets,
      lastMove: last ? { from: last.slice(0, 2), to: last.slice(2) } : null,
      check: game.checkedGeneral() ?? null,
      hint: null,
    });
    if (animate) view.animateMove(animate.from, animate.to);
    this.keyboard.update();
    this.say(this.statusText());
    this.dataset.turn = session.turn;
    this.dataset.thinking = this.thinking ? '1' : '0';
    this.dataset.outcome = session.isOver() ? `${session.outcome().winner ?? 'draw'} ${session.outcome().reason}` : '';
    this.renderControls();
  }

  renderControls() {
    const wanted = this.controls;
    if (this.bar.dataset.shown !== wanted.join(' ')) {
      this.bar.dataset.shown = wanted.join(' ');
      this.bar.replaceChildren(...wanted.map((action) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.action = action;
        const icon = svgNode('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' });
        icon.append(svgNode('path', { d: ICONS[action] }));
        button.append(icon, document.createElement('span'));
        button.addEventListener('click', () => ({ new: () => this.newGame(), undo: () => this.undo(), flip: () => this.flip() })[action]());
        return button;
      }));
    }
    for (const button of this.bar.querySelectorAll('button')) {
      const label = this.t(LABELS[button.dataset.action]);
      button.querySelector('span').textContent = label;
      if (button.dataset.action === 'undo') button.disabled = this.session.moves.length === 0 && !this.session.isOver();
    }
  }
}

if (!customElements.get('xiangqi-game')) customElements.define('xiangqi-game', XiangqiGame);
