// One lesson exercise on the game's own board: the position, the marks to reach or take,
// the player's moves judged by the rules crate (goals.js), a hint, the solution played
// through, and stars when it is solved. The board is a trainer's (widgets/trainer.js);
// this host only keeps the exercise's task around it.

import { pieceLabel, refusalText } from '../board/names.js';
import { Session } from '../game/session.js';
import { Game } from '../game/wasm.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { Note } from '../widgets/note.js';
import { Trainer, writtenMoves } from '../widgets/trainer.js';
import { afterStillMove, marksLeft, meetsGoal, playerOf, playersPiece, starsFor, stillGoal } from './goals.js';

/** The engine's level when it defends (Normal: it thinks about a second a move). */
const DEFENCE_LEVEL = 3;

/** The task of each way of answering a check, and what a wrong move of each goal hears. */
const ANSWERS = {
  away: 'lessons.answer.away',
  capture: 'lessons.answer.capture',
  block: 'lessons.answer.block',
  unscreen: 'lessons.answer.unscreen',
};
const MISSES = {
  win: 'lessons.miss.win',
  check: 'lessons.miss.check',
  mate: 'lessons.miss.mate',
  stalemate: 'lessons.miss.stalemate',
  answer: 'lessons.miss.answer',
};

export class ExerciseBoard {
  /** `root` holds the task (`.exercise-task`), the board's frame (`.exercise-board`) and
   *  the note under it (`.exercise-note`), which tells what the last move or try did;
   *  `tr` translates; `notation()` names the files; `solved(exercise, stars)` is told once
   *  an exercise is solved; `createEngine()` makes the engine that defends. */
  constructor(root, { tr, notation, solved, createEngine }) {
    this.root = root;
    this.tr = tr;
    this.notation = notation;
    this.solved = solved;
    this.taskLine = new Note(root.querySelector('.exercise-task'));
    this.trainer = new Trainer(root, {
      frame: '.exercise-board',
      note: '.exercise-note',
      tr,
      createEngine,
      idPrefix: 'ex',
      hooks: {
        ended: (outcome) => this.ended(outcome),
        changed: ({ animate }) => this.changed(animate),
        refused: (key, { threats }) => this.say(() => refusalText(tr, key, threats), 'refusal'),
        moved: ({ mover }) => this.moved(mover),
        pickUp: (square) => this.onlyPiece(square),
      },
    });
    this.controller = this.trainer.controller;
    this.exercise = null;
  }

  /** Opens `exercise` from its start, with no help taken yet. */
  open(exercise) {
    this.exercise = exercise;
    this.trainer.open();
    this.restart();
  }

  /** The exercise from its start again: no moves, no misses. A hint taken or the solution
   *  seen still counts: playing again what was shown does not earn full stars. */
  restart() {
    this.trainer.restart();
    const { exercise } = this;
    this.fen = exercise.fen;
    this.at = exercise.piece ?? null;
    this.marks = [...(exercise.marks ?? [])];
    this.line = [];
    this.task = this.prompt(); // the task in words, above the board and in its name
    this.place(this.fen);
    this.taskLine.say(() => this.task);
    this.say('');
  }

  /** The task in words. */
  prompt() {
    const { exercise, tr } = this;
    // The piece as the task names it, where it stands at the start.
    const piece = exercise.piece && pieceLabel(tr, this.pieceOn(exercise.fen, exercise.piece));
    const key = {
      reach: 'lessons.goal.reach',
      capture: piece ? 'lessons.goal.capture' : 'lessons.goal.captureAny',
      check: 'lessons.goal.check',
      mate: 'lessons.goal.mate',
      stalemate: 'lessons.goal.stalemate',
      answer: ANSWERS[exercise.answer],
      win: 'lessons.goal.win',
    }[exercise.goal];
    const task = tr(key, { piece, par: exercise.par, side: tr(`color.${playerOf(exercise) === 'red' ? 'black' : 'red'}`) });
    return stillGoal(exercise.goal) ? `${task} ${tr('lessons.par', { par: exercise.par })}` : task;
  }

  pieceOn(fen, square) {
    const game = new Game(fen, [], GAME_DEFAULTS.rules);
    const piece = game.pieces().find((p) => p.square === square)?.piece;
    game.free();
    return piece;
  }

  /** A game from `fen` with `moves` played: against the engine when `defended`, else
   *  moved by the player (and by the page, showing a solution). */
  session(fen, defended = false, moves = []) {
    const mode = defended ? { mode: 'computer', human: playerOf(this.exercise) } : { mode: 'two', human: 'red' };
    return new Session({ ...mode, ...GAME_DEFAULTS, level: DEFENCE_LEVEL, startFen: fen, moves });
  }

  /** Sets up `fen` on the board, with `moves` (none by default) played from it. */
  place(fen, moves = []) {
    this.trainer.place(this.session(fen, this.exercise.goal === 'win' && this.trainer.state.phase !== 'solution', moves));
  }

  /** The refusal for picking up the piece on `square`, when the exercise moves one piece only. */
  onlyPiece(square) {
    if (!this.at || square === this.at) return null;
    const letter = this.controller.pieceAt(square);
    return letter && playersPiece(this.exercise, letter) ? 'lessons.onlyPiece' : null;
  }

  /** A move played: what the note said of the last one is done with. Against the
   *  computer, once the player's moves reach the target without a win, it says so. */
  moved(mover) {
    const { exercise } = this;
    if (this.trainer.state.phase !== 'playing' || mover !== playerOf(exercise)) return;
    this.say('');
    if (exercise.goal !== 'win') return;
    const session = this.controller.session;
    const played = Math.ceil(session.game.moves().length / 2);
    if (played === exercise.par && !session.isOver()) this.say(() => this.tr('lessons.parPassed', { par: exercise.par }), 'refusal');
  }

  changed(animate) {
    this.draw(animate);
    const game = this.controller.session.game;
    // A move the player just made: judged once the controller has finished with it.
    if (game.moves().length > 0 && this.trainer.state.phase === 'playing' && this.exercise.goal !== 'win') {
      const fen = this.fen;
      const move = game.moves()[0];
      queueMicrotask(() => this.judge(fen, move));
    }
  }

  judge(before, move) {
    if (this.fen !== before || this.trainer.state.phase !== 'playing') return;
    const { exercise } = this;
    if (stillGoal(exercise.goal)) {
      const next = afterStillMove(before, move);
      if (!next) {
        this.place(before);
        this.say(() => this.tr('lessons.givesCheck'), 'refusal');
        return;
      }
      this.line.push(move);
      this.fen = next;
      if (this.at) this.at = move.slice(2);
      this.marks = marksLeft(this.marks, move.slice(2));
      this.place(next);
      if (this.marks.length === 0) this.finish();
      return;
    }
    const game = this.controller.session.game;
    if (meetsGoal(exercise, before, game)) {
      this.line.push(move);
      this.finish();
      return;
    }
    this.trainer.missed();
    this.say(() => this.tr(MISSES[exercise.goal]), 'refusal');
    this.trainer.takeBack(() => this.place(before));
  }

  /** The end of a game against the engine's defence: won, or to be tried again. */
  ended({ winner }) {
    if (this.exercise.goal !== 'win' || this.trainer.state.phase !== 'playing') return;
    this.line = this.controller.session.game.moves();
    if (winner === playerOf(this.exercise)) {
      this.finish();
      return;
    }
    this.trainer.missed();
    this.say(() => this.tr('lessons.miss.win'), 'refusal');
  }

  finish() {
    // Against the engine the player's moves are every other one, the first among them.
    const moves = this.exercise.goal === 'win' ? Math.ceil(this.line.length / 2) : this.line.length;
    const { misses, hinted, shown } = this.trainer.state;
    const stars = starsFor(this.exercise, { moves, misses, hinted, shown });
    const over = (stillGoal(this.exercise.goal) || this.exercise.goal === 'win') && moves > this.exercise.par;
    const { par } = this.exercise;
    // What the stars were for: the help taken, the moves over the target, the wrong tries.
    const key = shown ? 'lessons.solvedAfterSolution' : hinted ? 'lessons.solvedWithHint' : 'lessons.solved';
    this.trainer.solved(() => {
      const words = [this.tr(key, { stars: this.tr('lessons.stars', { n: stars }) })];
      if (over) words.push(this.tr('lessons.movesUsed', { moves, par }));
      else if (misses > 0 && !shown) words.push(this.tr('lessons.wrongTries', { n: misses }));
      return words;
    });
    this.draw();
    this.solved(this.exercise, stars);
  }

  /** Marks the next move of the solution, when the player is still on its way. */
  hint() {
    const { solution } = this.exercise;
    const line = this.exercise.goal === 'win' ? this.controller.session.game.moves() : this.line;
    const onTheWay = line.every((move, i) => move === solution[i]);
    const next = solution[line.length];
    if (this.trainer.state.phase !== 'playing' || !onTheWay || !next || this.controller.thinking) {
      this.say(() => this.tr('lessons.hintRestart'));
      return;
    }
    this.trainer.hinted();
    this.controller.setHint({ from: next.slice(0, 2), to: next.slice(2) });
  }

  /** Writes the solution out under the board and shows it a move at a time (Back, Next);
   *  the exercise is not solved by it, and solving it after earns one star. */
  showSolution() {
    this.restart();
    const { fen, solution } = this.exercise;
    // A task where the other side stands still is played from a new position each move.
    this.stillFens = null;
    if (stillGoal(this.exercise.goal)) {
      this.stillFens = [fen];
      for (const move of solution) this.stillFens.push(afterStillMove(this.stillFens.at(-1), move));
    }
    this.trainer.showSolution(() => this.writeSolution(), (i) => this.showStep(i));
  }

  /** The solution's moves in the reader's notation. */
  writeSolution() {
    const { fen, solution } = this.exercise;
    const notation = this.notation();
    if (!this.stillFens) return writtenMoves(fen, solution, notation);
    return solution.map((move, i) => writtenMoves(this.stillFens[i], [move], notation)[0]);
  }

  /** The board after the solution's first `i` moves (no engine answers it). */
  showStep(i) {
    const { solution } = this.exercise;
    const played = solution.slice(0, i);
    if (this.stillFens) {
      this.marks = played.reduce((marks, move) => marksLeft(marks, move.slice(2)), [...(this.exercise.marks ?? [])]);
      this.place(this.stillFens[i]);
    } else {
      this.place(this.exercise.fen, played);
    }
    this.say(() => (i === solution.length ? this.tr('lessons.solutionShown') : ''));
  }

  /** Says the task, the note and a solution shown again, in the language now chosen. */
  retell() {
    this.task = this.prompt();
    this.taskLine.retell();
    this.draw();
    this.trainer.retell();
  }

  /** Shows `words` (see Note.say) in the note under the board. */
  say(words, kind = 'info') {
    this.trainer.say(words, kind);
  }

  draw(animate = null) {
    this.trainer.draw({
      notation: this.notation(),
      extra: { marks: this.marks ?? [] },
      animate,
      label: `${this.tr('lessons.board')}: ${this.task ?? ''}`,
    });
  }
}
