// One mate puzzle or classic study on the game's own board. A mate puzzle follows its line:
// the player's move is checked against it, a right one answered by the defence after a
// pause, a wrong one marked and taken back; a move off the line that still mates (more
// slowly, as the engine finds) is accepted and played out against the engine's defence. A
// study is a game against the engine at full strength from the manual's position: a line
// under the board follows it along the manual's main line, and it ends with a verdict when
// that line has been played to its end, when the rules end the game, or, off the line, when
// the computer's own search decides it (it resigns, mates, or agrees that it cannot win a
// study the player is to hold). The board is a trainer's (widgets/trainer.js); this host
// only keeps the puzzle's task around it.

import { refusalText, sentences } from '../board/names.js';
import { Session } from '../game/session.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { other, turnOf } from '../game/squares.js';
import { Note } from '../widgets/note.js';
import { Trainer, writtenMoves } from '../widgets/trainer.js';
import { statusLine } from '../board/scene.js';
/** The engine's level when it defends a study or a puzzle played out: Master. */
const FULL_STRENGTH = 5;
/** Master's search at a study's pace: each move planned as if on a clock of a minute plus a
 *  second a move (Limits::from_clock), so the engine answers in about two seconds when
 *  its best move holds and takes up to Master's full eight only while it keeps changing. At
 *  eight seconds every move, a drawn ending held to the 60-move no-capture limit kept the
 *  player waiting 8 to 16 minutes. */
const STUDY_PACE = Object.freeze({ leftMs: 60000, incMs: 1000 });
/** How long the engine may look for a mate after a move off the puzzle's line. */
const CHECK_MS = 2000;
/** Off the manual's line, a study the player is to hold is drawn once the computer's score
 *  has moved within a band this wide (centipawns) over this many of its replies, with no
 *  capture among them: it has found no way forward. A drawn ending a piece up scores
 *  steady, not level, so the band is on the score's movement, not its size. */
const FLAT_CP = 50;
const FLAT_REPLIES = 15;
/** The no-capture limit is told once this few plies are left before it. */
const LIMIT_TOLD_PLIES = 100;

export class PuzzleBoard {
  /**
   * `root` holds the board's frame (`.puzzle-board`) and its note (`.puzzle-note`); `tr`
   * translates; `notation()` names the files and `pieces()` the piece set; `createEngine()`
   * makes an engine client;
   * `report(event)` hears {type: 'solved' | 'missed' | 'status', ...} as the puzzle goes (a
   * miss names the wrong `move`, or null when a game played out was lost).
   */
  constructor(root, { tr, notation, pieces, createEngine, report }) {
    this.root = root;
    this.tr = tr;
    this.notation = notation;
    this.pieces = pieces;
    this.createEngine = createEngine;
    this.report = report;
    this.trainer = new Trainer(root, {
      frame: '.puzzle-board',
      note: '.puzzle-note',
      tr,
      createEngine,
      idPrefix: 'pz',
      hooks: {
        changed: ({ animate }) => this.changed(animate),
        refused: (key, { threats }) => this.say(() => refusalText(tr, key, threats), 'refusal'),
        moved: ({ mover }) => this.moved(mover),
        ended: (outcome) => this.ended(outcome),
        progress: (info) => this.heardSearch(info),
      },
    });
    // How far a study has gone along the manual's line, under the task.
    const progress = document.createElement('p');
    progress.className = 'study-progress';
    this.trainer.note.element.after(progress);
    this.progress = new Note(progress);
    // The parts a host may style or look at: the board's SVG and its controller.
    this.svg = this.trainer.board.svg;
    this.controller = this.trainer.controller;
    // Each move is said as it is played, the defence's replies above all, as in a game.
    this.announcer = document.createElement('p');
    this.announcer.className = 'visually-hidden';
    this.announcer.setAttribute('aria-live', 'polite');
    root.append(this.announcer);
    this.checker = null; // the engine that judges a move off the line, made when needed
    this.item = null;
  }

  /** Opens a mate puzzle ({id, fen, line, mate, ...}) or a study ({id, fen, side, goal, line, ...}). */
  open(item, kind) {
    this.item = item;
    this.kind = kind;
    this.player = kind === 'study' ? item.side : turnOf(item.fen);
    this.trainer.open();
    this.restart();
  }

  /** From the start again: the status stays as it was reported (a miss is not undone). */
  restart() {
    this.trainer.restart();
    this.played = []; // the moves on the board, both sides
    this.playingOut = false; // a slower mate, played out against the engine
    this.score = null; // the computer's view of its move being searched, from its side
    this.scores = []; // its scores (centipawns) on its replies off the line, last FLAT_REPLIES
    this.setStatus('solving');
    this.place([], this.kind === 'study');
    this.say(() => this.task());
    this.tellProgress();
  }

  /** The task in words: whose move, and what to do. */
  task() {
    const side = this.tr(`color.${this.player}`);
    if (this.kind === 'study') return this.tr(this.item.goal === 'win' ? 'puzzles.task.win' : 'puzzles.task.draw', { side });
    return this.tr('puzzles.task.mate', { side, n: this.item.mate });
  }

  setStatus(status) {
    this.status = status;
    this.root.dataset.puzzleStatus = status;
    this.report({ type: 'status', status });
  }

  /** A game from the start with `moves` played, against the engine when `defended`. */
  place(moves, defended) {
    const mode = defended ? { mode: 'computer', human: this.player, level: FULL_STRENGTH, pace: STUDY_PACE } : { mode: 'two', human: this.player, level: GAME_DEFAULTS.level };
    this.trainer.place(new Session({ ...mode, rules: GAME_DEFAULTS.rules, startFen: this.item.fen, moves }));
    this.played = [...moves];
  }

  changed(animate) {
    this.draw(animate);
    const moves = this.controller.session.game.moves();
    if (moves.length <= this.played.length || this.trainer.showing) return;
    const move = moves[moves.length - 1];
    const mover = moves.length % 2 === 1 ? turnOf(this.item.fen) : other(turnOf(this.item.fen));
    this.played = moves;
    // The player's own move in a mate puzzle, judged once the controller is done with it.
    if (this.kind === 'mate' && !this.playingOut && mover === this.player) queueMicrotask(() => this.judge(move));
  }

  judge(move) {
    if (this.trainer.state.phase === 'done') return;
    const ply = this.played.length - 1;
    const { line } = this.item;
    if (move === line[ply]) {
      if (ply + 1 === line.length) return this.solve();
      this.say(() => this.tr('puzzles.right'), 'right');
      this.trainer.arrive(line[ply + 1], () => this.say(() => this.task()));
      return;
    }
    // Another move that mates at once ends the puzzle as well as the line's would.
    const outcome = this.controller.session.isOver() ? this.controller.session.outcome() : null;
    if (outcome?.winner === this.player) return this.solve();
    this.checkOffLine(move);
  }

  /** A move off the line: a slower mate is played out against the engine; anything else
   *  is a miss, marked and taken back. */
  async checkOffLine(move) {
    this.say(() => this.tr('puzzles.checking'));
    const left = this.item.mate - Math.ceil(this.played.length / 2);
    const { current, result: mates } = await this.trainer.waitFor(async () => {
      try {
        this.checker ??= this.createEngine();
        const game = { startFen: this.item.fen, moves: this.played, rules: GAME_DEFAULTS.rules };
        const { score } = await this.checker.search(game, { depth: 2 * left + 7, movetimeMs: CHECK_MS });
        // The defence is to move: a mate against it is a negative mate score.
        return score?.kind === 'mate' && score.value < 0;
      } catch {
        return false; // no engine to ask: the line's move is the only one known to mate
      }
    });
    if (!current) return;
    if (mates) {
      this.playingOut = true;
      this.place(this.played, true);
      this.say(() => this.tr('puzzles.slower'), 'right');
      return;
    }
    this.miss(move);
  }

  miss(move) {
    this.trainer.missed();
    this.root.dataset.wrongMove = move;
    this.setStatus('missed');
    this.report({ type: 'missed', item: this.item, kind: this.kind, move });
    this.say(() => this.tr('puzzles.wrong'), 'refusal');
    const back = this.played.slice(0, -1);
    this.trainer.takeBack(() => {
      delete this.root.dataset.wrongMove;
      this.place(back, false); // the message stays until the player's next move
    });
  }

  /** The end of a game against the engine: a study's result reached, or a puzzle played out. */
  ended({ winner }) {
    if (this.trainer.showing || this.trainer.state.phase === 'done' || !(this.kind === 'study' || this.playingOut)) return;
    const reached = this.kind === 'study' && this.item.goal === 'draw' ? winner !== other(this.player) : winner === this.player;
    if (reached) return this.solve();
    this.trainer.missed();
    this.setStatus('missed');
    this.report({ type: 'missed', item: this.item, kind: this.kind, move: null });
    this.say(() => this.tr(this.kind === 'study' ? 'puzzles.studyLost' : 'puzzles.escaped'), 'refusal');
  }

  /** The puzzle or study done; `why()` says how a study was decided before the rules ended
   *  its game. */
  solve(why = () => '') {
    const { misses, hinted } = this.trainer.state;
    const key = this.kind === 'study' ? (this.item.goal === 'win' ? 'puzzles.studyWon' : 'puzzles.studyHeld') : 'puzzles.solved';
    this.trainer.solved(() => {
      const words = [this.tr(key)];
      if (misses > 0) words.push(this.tr('puzzles.afterMisses', { n: misses }));
      words.push(why());
      return words;
    });
    this.setStatus('solved');
    this.report({ type: 'solved', item: this.item, kind: this.kind, misses, hinted });
    this.draw();
  }

  /** Marks the next move of the line while the board is on it; in a study off its line,
   *  the engine's choice. */
  async hint() {
    if (this.trainer.state.phase !== 'playing' || this.controller.thinking) return;
    const session = this.controller.session;
    if (!session.canMove(this.player)) return;
    const { line } = this.item;
    const { played, on } = this.alongLine();
    this.trainer.hinted();
    if (on && played < line.length && !this.playingOut) {
      const next = line[played];
      this.controller.setHint({ from: next.slice(0, 2), to: next.slice(2) });
      return;
    }
    const { ticket } = this.trainer.state;
    try {
      this.checker ??= this.createEngine();
      const game = { startFen: this.item.fen, moves: this.played, rules: GAME_DEFAULTS.rules };
      const { bestMove } = await this.checker.search(game, { movetimeMs: 1000 });
      if (this.trainer.current(ticket) && bestMove) this.controller.setHint({ from: bestMove.slice(0, 2), to: bestMove.slice(2) });
    } catch {
      this.say(() => this.tr('puzzles.noHint'), 'refusal');
    }
  }

  /** Writes the line out under the board and shows it a move at a time (Back, Next); a
   *  puzzle is not solved by it. */
  showSolution() {
    this.restart();
    const { fen, line } = this.item;
    this.trainer.showSolution(() => writtenMoves(fen, line, this.notation()), (i) => this.showStep(i));
    this.tellProgress(); // the steps say where the line is
  }

  /** The board after the line's first `i` moves. */
  showStep(i) {
    const { line } = this.item;
    this.place(line.slice(0, i), false);
    this.say(() => (i === line.length ? this.tr('puzzles.solutionShown') : ''));
  }

  /** The moves on the board now, for "analyse". */
  moves() {
    return this.controller.session?.game.moves() ?? [];
  }

  /** Says what the note says, and a solution shown, again in the language now chosen. */
  retell() {
    if (this.item === null) return; // nothing opened yet: nothing said
    this.draw();
    this.trainer.retell();
    this.progress.retell();
  }

  /** A move played: said aloud; in a study, followed along the manual's line and judged;
   *  the player's own ends what the note said of the last one (a wrong move stays told
   *  until then), and the task is back. */
  moved(mover) {
    this.announce(mover);
    if (this.trainer.showing) return;
    if (this.kind === 'study') {
      const decided = this.judgeStudy(mover);
      this.tellProgress();
      if (decided) return;
    }
    if (mover === this.player) this.say(() => this.task());
  }

  /** What the computer's search says of the move it is choosing (the best line's score,
   *  from its side); a study off its line is judged by it once the move is made. */
  heardSearch(info) {
    if ((info.line ?? 1) === 1 && info.score) this.score = info.score;
  }

  /** How far the game is along the manual's line: `{played, on, left}`, the plies played,
   *  whether all of them are the line's, and the first that is not (the line's length
   *  when the game has gone on past its end). */
  alongLine() {
    const moves = this.controller.session.game.moves();
    const { line } = this.item;
    const left = moves.findIndex((move, i) => move !== line[i]);
    return { played: moves.length, on: left < 0, left };
  }

  /** The line under the task: the moves of the manual's line played, or where the game
   *  left it and how near the no-capture limit is, or how the game ended. Mate puzzles
   *  have none. */
  tellProgress() {
    if (this.kind !== 'study' || this.trainer.showing) return this.progress.say('');
    if (this.controller.session.isOver()) {
      // How the rules ended the game, as the game's status line says it.
      this.progress.element.dataset.line = 'over';
      return this.progress.say(() => statusLine(this.controller, this.tr).text);
    }
    const { played, on, left } = this.alongLine();
    const total = this.item.line.length;
    const plies = this.controller.session.game.pliesToMoveLimit();
    const past = !on && left === total;
    const undecided = this.trainer.state.phase !== 'done';
    this.progress.element.dataset.line = on ? `${played}/${total}` : past ? 'past' : 'off';
    this.progress.say(() => {
      if (on) return this.tr('puzzles.line.on', { n: played, total });
      const words = [past ? this.tr('puzzles.line.past') : this.tr('puzzles.line.off', { n: left + 1 })];
      if (undecided) words.push(this.tr('puzzles.line.playOn'));
      if (undecided && plies <= LIMIT_TOLD_PLIES) words.push(this.tr('puzzles.line.limit', { n: Math.ceil(plies / 2) }));
      return sentences(this.tr, words);
    });
  }

  /** A study decided after `mover`'s move before the rules end its game: the manual's line
   *  played to its end, or off the line, the computer's search after its own move. True
   *  when it is decided. A line of one move is the manual's key move, not a line played
   *  out: the game goes on after it. */
  judgeStudy(mover) {
    const { session } = this.controller;
    if (session.isOver() || this.trainer.state.phase === 'done') return false; // ended() tells
    const { played, on } = this.alongLine();
    const { goal, line } = this.item;
    if (on && played === line.length && line.length > 1) {
      this.solve(() => this.tr(goal === 'win' ? 'puzzles.lineDone.win' : 'puzzles.lineDone.draw', { side: this.tr(`color.${this.player}`) }));
      return true;
    }
    const score = this.score;
    this.score = null;
    if (on || mover === this.player || !score) return false;
    if (score.kind === 'mate') {
      // Plies to mate from before the computer's move: positive when it mates.
      const n = Math.ceil((Math.abs(score.value) - 1) / 2);
      if (score.value > 0) return this.lose(() => this.tr('puzzles.computerMates', { n }));
      this.solve(() => this.tr('puzzles.resigned', { n: Math.max(n, 1) }));
      return true;
    }
    this.scores = [...this.scores, score.value].slice(-FLAT_REPLIES);
    const flat = this.scores.length === FLAT_REPLIES && Math.max(...this.scores) - Math.min(...this.scores) <= FLAT_CP;
    const quiet = session.game.pliesSinceCapture() >= 2 * FLAT_REPLIES;
    if (goal === 'draw' && flat && quiet) {
      this.solve(() => this.tr('puzzles.drawAgreed', { n: FLAT_REPLIES }));
      return true;
    }
    return false;
  }

  /** A study lost before its game ends: the computer has a forced mate. The board rests
   *  until the player starts again. */
  lose(why) {
    this.trainer.rest();
    this.trainer.missed();
    this.setStatus('missed');
    this.report({ type: 'missed', item: this.item, kind: this.kind, move: null });
    this.say(() => sentences(this.tr, [why(), this.tr('puzzles.studyLost')]), 'refusal');
    this.draw();
    return true;
  }

  /** Says the move `mover` has just made, in the reader's notation. */
  announce(mover) {
    const [move] = this.controller.session.game.moveList(this.notation()).slice(-1);
    this.announcer.textContent = this.tr('a11y.moved', { side: this.tr(`color.${mover}`), move });
  }

  /** Shows `words` (see Note.say) in the note under the board. */
  say(words, kind = 'info') {
    this.trainer.say(words, kind);
  }

  draw(animate = null) {
    this.trainer.draw({
      flipped: this.player === 'black',
      pieceSet: this.pieces(),
      notation: this.notation(),
      animate,
      label: `${this.tr('puzzles.board')}: ${this.item ? this.task() : ''}`,
    });
  }
}
