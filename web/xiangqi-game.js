// <xiangqi-game>: a whole Xiangqi board in one tag, for other people's pages.
//
//   <script type="module" src="…/xiangqi-game.js"></script>
//   <xiangqi-game mode="ai" level="3" side="black" lang="en"></xiangqi-game>
//
// Everything lives in a Shadow DOM, styled only by stylesheets loaded from this
// directory (no inline style, no eval, so it runs under a strict CSP). Each instance owns
// its game and, when it plays the computer, its own search worker. The game itself is
// played by the same BoardController as the game page; this file only maps attributes,
// methods and DOM events onto it. See docs/embedding.md.

import { wasmReady, importRecord, Game } from './js/game/wasm.js';
import { Session } from './js/game/session.js';
import { HostedBoard } from './js/board/hosted.js';
import { statusLine } from './js/board/scene.js';
import { refusalText } from './js/board/names.js';
import { EngineClient, EngineUnavailable } from './js/engine/client.js';
import { translate } from './js/i18n/index.js';
import { describeProblem } from './js/i18n/problems.js';
import { readShareLink } from './js/records/share.js';
import { readAttributes } from './js/element/attributes.js';
import { buildFrame, renderControls } from './js/element/frame.js';
import { ElementPuzzle, wantsPuzzle } from './js/element/puzzle.js';
import { paintClocks } from './js/widgets/clock-face.js';
import { Analysis } from './js/widgets/analysis.js';
import { renderAnalysis, wireAnalysis } from './js/widgets/analysis-panel.js';
import { moveNumbering } from './js/game/numbering.js';

export class XiangqiGame extends HTMLElement {
  static observedAttributes = ['puzzle', 'solution', 'mode', 'level', 'side', 'fen', 'moves', 'record', 'link', 'lang', 'notation', 'rules', 'controls', 'flipped', 'clock', 'pieces', 'theme'];

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    /** The shadow DOM's parts and the board (HostedBoard), once connected. */
    this.parts = null;
    this.board = null;
    /** The puzzle on the board instead of a game (puzzle or solution attribute), once connected. */
    this.puzzle = null;
    /** The game by link (link attribute: js/element/friend.js), once one was asked for. */
    this.friend = null;
    /** True once the wasm is loaded and a game is on the board. */
    this.ready = false;
    // The clocks tick, and a hidden page stops them, only while the element is on a page.
    this.ticker = null;
    this.onVisibility = () => {
      if (document.hidden) this.controller?.pauseClock('hidden');
      else this.controller?.resumeClock('hidden');
    };
  }

  /** The board's controller, once connected. */
  get controller() {
    return this.board?.controller ?? null;
  }

  get options() {
    return readAttributes(this);
  }

  t(key, vars) {
    return translate(this.options.lang, key, vars);
  }

  // ------------------------------------------------------------ life cycle

  connectedCallback() {
    this.ticker = setInterval(() => this.tick(), 100);
    document.addEventListener('visibilitychange', this.onVisibility);
    if (this.puzzle) {
      if (this.ready && !this.puzzle.board.item) this.puzzle.load();
      this.puzzle.resume();
      return;
    }
    if (wantsPuzzle(this)) {
      this.connectPuzzle();
      return;
    }
    if (this.controller) {
      // Moved or put back: the game goes on where it was (or starts, if the wasm
      // arrived while the element was out of the document).
      if (this.ready && !this.controller.session) this.startFromAttributes();
      this.controller.resume();
      return;
    }
    this.parts = buildFrame(this.root);
    const createEngine = (options) => this.newEngine(options);
    this.board = new HostedBoard(this.parts.svg, {
      tr: (key, vars) => this.t(key, vars),
      idPrefix: 'xg-pt',
      createEngine,
      hooks: {
        changed: ({ animate }) => {
          this.followAnalysis();
          this.refresh(animate);
        },
        moved: ({ move }) => {
          const { session } = this.controller;
          if (session.byLink) this.friend.moved(session, move);
          this.announceMove(move);
        },
        refused: (key, { threats }) => this.say(refusalText((k, vars) => this.t(k, vars), key, threats)),
        told: (key) => this.say(this.t(key)),
        ended: (outcome) => this.fire('gameover', { winner: outcome.winner, reason: outcome.reason }),
        failed: (error) => this.engineFailed(error),
        // A game by link is played once its link opened; `mode` does not apply to it.
        interactive: () => (this.options.link === null ? this.options.mode !== 'view' : Boolean(this.friend?.playable)),
      },
    });
    // mode="analysis": the engine thinks about the position on the board, in a worker of its own.
    this.analysis = new Analysis({ createEngine, changed: () => this.drawAnalysis(), failed: (error) => this.engineFailed(error) });
    wireAnalysis(this.parts.analysis.list, {
      point: (line) => {
        if (this.analysis.pointed === line) return;
        this.analysis.pointed = line;
        this.drawAnalysis();
      },
      play: (line, index) => this.playLine(line, index),
    });
    this.say(this.t('status.loading'));
    wasmReady.then(() => {
      this.ready = true;
      if (this.isConnected) this.startFromAttributes();
    }, (error) => this.say(String(error)));
  }

  /** An engine client of this element's, telling its troubles on the status line. */
  newEngine(options = {}) {
    return new EngineClient({
      onCrash: () => this.say(this.t('status.engineRestarted')),
      onUnavailable: () => this.say(this.t('status.engineUnavailable')),
      onLoading: (loading) => this.toggleAttribute('data-engine-loading', loading),
      onWaiting: () => this.controller?.thinking && this.say(this.t('status.networkWaiting')),
      ...options,
    });
  }

  /** The puzzle's board in place of the game's (js/element/puzzle.js). */
  connectPuzzle() {
    this.puzzle = new ElementPuzzle(this, this.root, {
      tr: (key, vars) => this.t(key, vars),
      look: () => this.options,
      createEngine: () => this.newEngine(),
      fire: (type, detail) => this.fire(type, detail),
    });
    this.puzzle.refresh();
    wasmReady.then(() => {
      this.ready = true;
      if (this.isConnected) this.puzzle.load();
    }, (error) => this.say(String(error)));
  }

  /** From a game to a puzzle or back: the shadow root is built again for the other. */
  rebuild() {
    this.disconnectedCallback();
    this.root.replaceChildren();
    Object.assign(this, { parts: null, board: null, analysis: null, puzzle: null, friend: null, ready: false });
    for (const name of ['puzzleStatus', 'puzzleId', 'turn', 'thinking', 'outcome', 'friendStatus']) delete this.dataset[name];
    if (this.isConnected) this.connectedCallback();
  }

  disconnectedCallback() {
    // Stops a search and lets its worker go; connectedCallback picks the game up again.
    this.controller?.suspend();
    this.puzzle?.suspend();
    this.analysis?.toggle(false);
    clearInterval(this.ticker);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  /** A fallen flag ends the game; otherwise the clocks show the time. */
  tick() {
    const session = this.controller?.session;
    if (!session?.clock) return;
    if (!this.controller.flagFell()) paintClocks(this.parts.clocks.children, session.clock, performance.now());
  }

  attributeChangedCallback(name, old, value) {
    if (!this.ready || old === value) return;
    if (Boolean(this.puzzle) !== wantsPuzzle(this)) {
      this.rebuild();
    } else if (this.puzzle) {
      if (['puzzle', 'solution', 'fen'].includes(name)) this.puzzle.load();
      else this.puzzle.refresh();
    } else if (name === 'flipped') {
      this.controller.session.flipped = value !== null;
      this.refresh();
    } else if (name === 'lang' || name === 'notation' || name === 'controls' || name === 'pieces' || name === 'theme') {
      this.refresh();
    } else if (name === 'rules') {
      this.controller.setRules(this.options.rules);
    } else {
      this.startFromAttributes();
    }
  }

  /** A new game from the attributes (the record, or the fen and moves); a bad one shows
   *  why, in words. */
  startFromAttributes({ withMoves = true } = {}) {
    const { fen, moves, record, link } = this.options;
    this.friend?.hide();
    if (link !== null) {
      this.startByLink();
      return;
    }
    try {
      if (record !== null) {
        const game = importRecord(record, this.options.rules);
        this.begin(game.startFen, withMoves ? game.moves : [], withMoves ? game.ending : null, withMoves ? game : {});
        return;
      }
      const game = readShareLink(`#${new URLSearchParams({ fen, moves: withMoves ? moves.join(',') : '' })}`);
      this.begin(game.startFen, game.moves, null);
    } catch (error) {
      this.begin('', [], null);
      this.say(describeProblem((key, vars) => this.t(key, vars), error));
    }
  }

  /** The game by link the `link` attribute names (its code loaded the first time). */
  async startByLink() {
    if (!this.friend) {
      const { ElementFriend } = await import('./js/element/friend.js');
      this.friend ??= new ElementFriend(this);
    }
    if (this.options.link !== null && this.isConnected) this.friend.start();
  }

  /** Starts a game of `moves` from `startFen`, ended as `ending` says (or null), with a
   *  record's `variations` and `comments` kept for `pgn()`. */
  begin(startFen, moves, ending, { variations = [], comments = {}, tags = [] } = {}) {
    const { mode, side, level, rules, flipped, clock } = this.options;
    // Both sides move on an analysis board, as on a local one.
    const session = new Session({
      mode: mode === 'ai' ? 'computer' : 'two',
      human: side,
      level,
      rules,
      startFen,
      moves,
      variations,
      comments,
      tags: Object.fromEntries(tags),
      ending,
      flipped: flipped || (mode === 'ai' && side === 'black'),
      clock,
    });
    this.controller.start(session, { reportEnding: false });
  }

  // ------------------------------------------------------------ public methods

  /** Starts again from the `fen` attribute; before the board has loaded, it starts anyway once it has. */
  newGame() {
    if (!this.ready) {
      this.say(this.t('status.loading'));
      return;
    }
    if (this.puzzle) {
      this.puzzle.act('again');
      return;
    }
    this.startFromAttributes({ withMoves: false });
  }

  undo() {
    return this.ready && this.controller ? this.controller.undo() : false;
  }

  flip() {
    if (this.ready && this.controller) this.controller.flip();
  }

  /** Loads a game record (PGN in any notation, DhtmlXQ, or a FEN); throws an Error naming the line and the problem
   *  in the element's language (its `code` and `params` stay on it), leaving the game as it was. */
  load(text) {
    if (!this.ready) throw new Error(this.t('status.loading'));
    if (this.puzzle) throw new Error(this.t('puzzles.noRecord'));
    let record;
    try {
      record = importRecord(String(text), this.options.rules);
    } catch (error) {
      throw Object.assign(new Error(describeProblem((key, vars) => this.t(key, vars), error)), { code: error?.code, params: error?.params, cause: error });
    }
    this.begin(record.startFen, record.moves, record.ending, record);
  }

  /** The game as PGN, moves in the element's notation. */
  pgn() {
    if (!this.ready || this.puzzle) return '';
    const { session } = this.controller;
    const tags = { Event: document.title || 'Xiangqi', Site: location.origin, ...session.tags };
    return session.game.pgn(this.options.notation, tags, session.variations, session.evals(), session.comments);
  }

  get fen() {
    if (this.puzzle) return this.puzzle.fen;
    return this.ready ? this.controller.session.game.fen() : '';
  }

  // ------------------------------------------------------------ events and drawing

  fire(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  announceMove(move) {
    const { session } = this.controller;
    const texts = session.game.moveList(this.options.notation);
    const text = texts[texts.length - 1];
    this.parts.announcer.textContent = this.t('a11y.moved', { side: this.t(`color.${session.lastMover()}`), move: text });
    this.fire('move', { move, notation: text, fen: session.game.fen(), ply: session.moves.length });
  }

  /** The moves of `path` from the game's start, in the element's notation. */
  lineTexts(path) {
    const { game } = this.controller.session;
    const line = new Game(game.startFen(), path, game.rules());
    const texts = line.moveList(this.options.notation);
    line.free();
    return texts;
  }

  /** Plays analysis line `line` on the board up to its move `index`. */
  playLine(line, index) {
    const pv = this.analysis.lines[line]?.pv ?? [];
    for (const move of pv.slice(0, index + 1)) {
      if (!this.controller.session.game.targets(move.slice(0, 2)).includes(move.slice(2))) return;
      this.controller.play(move.slice(0, 2), move.slice(2), { animate: false });
    }
  }

  /** The person is told in the element's language; the console keeps the details. */
  engineFailed(error) {
    if (error instanceof EngineUnavailable) {
      this.say(this.t('status.engineUnavailable'));
      return;
    }
    console.error(error);
    this.say(this.t('status.engineFailed'));
  }

  say(text) {
    if (this.puzzle) this.puzzle.board.say(text);
    else this.parts.status.textContent = text;
  }

  /** mode="analysis": the analysis follows the board (called when the board changes). */
  followAnalysis() {
    const { session } = this.controller;
    // Off the page it thinks about nothing: a change seen after removal must not start it.
    this.analysis.toggle(this.isConnected && this.options.mode === 'analysis');
    const { game } = session;
    this.analysis.follow({ startFen: game.startFen(), moves: session.moves, rules: game.rules(), game });
  }

  /** What an analysis report changes: the panel, the bar and the arrows. */
  drawAnalysis() {
    if (!this.controller.session) return;
    this.renderAnalysisPanel();
    this.board.view.drawArrows(this.analysis.arrows());
  }

  renderAnalysisPanel() {
    const { session } = this.controller;
    renderAnalysis(this.analysis, this.parts.analysis, {
      path: session.moves,
      textsOf: (path) => this.lineTexts(path),
      numbering: moveNumbering(session.game.startFen()),
      flipped: session.flipped,
      t: (key, vars) => this.t(key, vars),
    });
  }

  refresh(animate = null) {
    const { controller } = this;
    const { session } = controller;
    if (!session) return;
    const tr = (key, vars) => this.t(key, vars);
    const { pieces, notation, theme } = this.options;
    this.parts.frame.dataset.theme = theme;
    this.parts.clocks.hidden = !session.clock;
    if (session.clock) paintClocks(this.parts.clocks.children, session.clock, performance.now());
    this.board.draw({
      flipped: session.flipped,
      pieceSet: pieces,
      notation,
      label: this.t('board.label'),
      extra: { arrows: this.analysis.arrows() },
      animate,
    });
    this.renderAnalysisPanel();
    this.say(this.friend?.problem?.() ?? statusLine(controller, tr).text);
    this.friend?.render(session);
    this.dataset.turn = session.turn;
    this.dataset.thinking = controller.thinking ? '1' : '0';
    this.dataset.outcome = session.isOver() ? `${session.outcome().winner ?? 'draw'} ${session.outcome().reason}` : '';
    renderControls(this.parts.bar, this.options.controls, {
      tr,
      act: (action) => ({ new: () => this.newGame(), undo: () => this.undo(), flip: () => this.flip() })[action](),
      disabled: (action) => action === 'undo' && !session.canUndo(),
    });
  }
}

if (!customElements.get('xiangqi-game')) customElements.define('xiangqi-game', XiangqiGame);
