// One game as the page plays it: who plays which side, the rules crate's Game (through
// wasm; it also keeps a resignation, agreed draw or fallen flag), the undo rules of each
// mode, and the other lines tried beside the game (variations, see lines.js).

import { Game } from './wasm.js';
import { GameClock } from './clock.js';
import { addLine, allLines, grow, heldComments, lineEnd, promote, regrow, remove } from './lines.js';
import { fromMoves, fromRed, inMoves } from './winning.js';
import { moveNumbering } from './numbering.js';
import { newGameId } from './game-id.js';
import { other } from './squares.js';

/** How late a move from another device may arrive before the lag is said, and before
 *  the mover's flag falls on this device (live/game.js, Session.flagGraceMs). */
export const LIVE_GRACE_MS = 2000;

export class Session {
  /** `record` is the shape kept in storage (see storage.js); a bad one throws. */
  constructor(record) {
    /** Names the game among the person's saved games (storage.js); a new game gets one. */
    this.id = record.id ?? newGameId();
    this.mode = record.mode;
    this.human = record.human;
    this.level = record.level;
    this.flipped = record.flipped ?? false;
    /** Opened from a share link (or an import), not a game the person started. */
    this.shared = record.shared ?? false;
    /** A game by link with a friend on another device (mode 'friend'): this device's copy
     *  as stored text (friend/copy.js), and whether it holds something the friend has
     *  not been sent yet. */
    this.friend = record.friend ?? null;
    this.toSend = record.toSend ?? false;
    /** A live game with a friend on another device (mode 'live'): its room at the relay,
     *  `{id, seat, relay, host}` (live/game.js); null for any other game. */
    this.room = record.room ?? null;
    this.game = new Game(record.startFen ?? '', record.moves ?? [], record.rules);
    /** The variations around the game's moves; a line the rules refuse is dropped. */
    this.variations = record.variations?.length ? playableVariations(this.game, record.variations) : [];
    /** What is said of positions of the record (a record's comments), by the key of their
     *  path (lines.js pathKey): only of positions the record holds. */
    this.comments = heldComments(this.lines, record.comments ?? {});
    /** The tags of the record the game came from (Event, Red, Black, Date, ECCO, …), kept
     *  for its export: {} for a game played here. */
    this.tags = record.tags ?? {};
    /** The computer review's view of each position of the game's own line, as far as it
     *  got: {nodes, positions: [{score, best}]} (see game/judgement.js), or null. */
    this.review = record.review ?? null;
    this.keepReview(this.moves.length);
    /** The game clocks (clock.js), or null for a game without them. */
    this.clock = record.clock ? new GameClock(record.clock) : null;
    this.clock?.rewind(this.moves.length);
    /** In a game without clocks, a clock {leftMs, incMs} the computer plans every move by
     *  as if it were its own, or null to think for its level's whole time. A study's
     *  defence (puzzle-board.js) keeps a brisk pace with it; not stored: such a game is
     *  the puzzle page's, not one of the person's saved games. */
    this.pace = record.pace ?? null;
    if (record.ending) this.declare(record.ending);
    /** What the game stands counted as in the person's results: the winner ('red' or
     *  'black') or 'draw', or null. Records from before it was kept say only `recorded`
     *  (counted, or not to be counted): a game of the person's counted when it ended
     *  stands counted as its ending. */
    this.counted = record.counted !== undefined ? record.counted : record.recorded && !this.shared ? this.result() : null;
  }

  /** What the game counts as in the results now (see `counted`): null while it goes on,
   *  and for a shared or imported game, which is not one of the person's, and a game by
   *  link, which the results (against the computer, two at one device) do not count. */
  result() {
    const outcome = this.outcome();
    return outcome && !this.shared && !this.elsewhere ? (outcome.winner ?? 'draw') : null;
  }

  get vsComputer() {
    return this.mode === 'computer';
  }

  get byLink() {
    return this.mode === 'friend';
  }

  get live() {
    return this.mode === 'live';
  }

  /** How far past zero `color`'s clock may run here before its flag falls: in a live
   *  game the friend's move may be on its way, timed by their own clock (each move
   *  carries its time), so their flag falls here only LIVE_GRACE_MS late. */
  flagGraceMs(color) {
    return this.live && color !== this.human ? LIVE_GRACE_MS : 0;
  }

  /** Is this a live game whose friend has not come yet? It begins when they do. */
  get waitingForFriend() {
    return Boolean(this.room && !this.room.met);
  }

  /** Is the other player a friend on another device, by link or live? */
  get elsewhere() {
    return this.byLink || this.live;
  }

  /** Does the person at the screen play one side only (against the computer, or a friend
   *  elsewhere)? */
  get playsOneSide() {
    return this.vsComputer || this.elsewhere;
  }

  get computer() {
    return other(this.human);
  }

  get turn() {
    return this.game.turn();
  }

  get moves() {
    return this.game.moves();
  }

  outcome() {
    return this.game.outcome();
  }

  isOver() {
    return this.outcome() !== null;
  }

  isComputerTurn() {
    return this.vsComputer && !this.isOver() && this.turn === this.computer;
  }

  /** The side whose pieces the person at the screen may move now. */
  canMove(color) {
    if (this.isOver() || color !== this.turn) return false;
    if (this.waitingForFriend) return false;
    return !this.playsOneSide || color === this.human;
  }

  /** The record's lines: the game's moves with the variations around them. */
  get lines() {
    return { moves: this.moves, variations: this.variations };
  }

  /** Plays on in the game; a variation that began with this move becomes part of it. */
  play(from, to) {
    this.changeMoves(() => this.game.play(from, to));
  }

  /** Keeps the variations (and the moves taken back) around the game's new moves, and
   *  the review of the positions the new moves still pass through. */
  changeMoves(change) {
    const before = this.lines;
    change();
    this.variations = regrow(before, this.moves);
    this.keepReview(commonStart(before.moves, this.moves));
  }

  /** Keeps the review of the first `moves` moves' positions (the start's and each after). */
  keepReview(moves) {
    if (this.review) this.review.positions.length = Math.min(this.review.positions.length, moves + 1);
  }

  /** Adds the line `path` (moves from the start) beside the game: a variation. */
  explore(path) {
    addLine(this.lines, path);
  }

  /** May the line through `path` become the game? Only for two players without clocks,
   *  whose game is theirs to rewrite; a game against the computer keeps its moves. */
  canPromote(path) {
    return !this.vsComputer && !this.clock && lineEnd(this.lines, path).length > 0 && !this.isMainLine(path);
  }

  /** Is `path` on the game's own moves? */
  isMainLine(path) {
    const moves = this.moves; // one copy from wasm, not one per move compared
    return path.length <= moves.length && path.every((move, i) => moves[i] === move);
  }

  /** Makes the line through `path` the game; the game's old moves stay as a variation. */
  promote(path) {
    if (!this.canPromote(path)) return;
    const { moves, variations } = promote(this.lines, path);
    const game = new Game(this.game.startFen(), moves, this.game.rules());
    const same = commonStart(this.moves, moves);
    this.game.free();
    this.game = game;
    this.variations = variations;
    this.keepReview(same);
  }

  /** Deletes the variation that `path` leads into. */
  removeVariation(path) {
    this.variations = remove(this.lines, path);
    this.comments = heldComments(this.lines, this.comments);
  }

  resign(color) {
    this.game.resign(color);
  }

  agreeDraw() {
    this.game.agreeDraw();
  }

  /** `color` left a live game, and the other player claimed it. */
  abandon(color) {
    this.game.abandon(color);
  }

  /** The side to move ran out of time (a loss, or a draw if the other could never mate). */
  flagFall() {
    this.game.flagFall();
  }

  /** Ends the game as a record says it was ended: `ending` is what `game.declared()` gave
   *  ({winner, reason}). A fallen flag's result is the rules' to judge again from the
   *  position: a draw when the other side could never mate. */
  declare({ winner, reason }) {
    if (reason === 'resignation') this.resign(other(winner));
    else if (reason === 'agreement') this.agreeDraw();
    else if (reason === 'timeout') this.flagFall();
    else if (reason === 'abandonment') this.abandon(other(winner));
  }

  /** Takes back one step: an ending if there is one, else the last move. A fallen flag
   *  goes with the move before it, so the side that ran out has time again. */
  undoOne() {
    let undone = false;
    this.changeMoves(() => {
      const declared = this.game.declared();
      if (declared) {
        this.game.undo();
        if (declared.reason === 'timeout') this.game.undo();
        undone = true;
      } else {
        undone = this.game.undo() !== undefined;
      }
    });
    this.clock?.rewind(this.moves.length);
    return undone;
  }

  /** The side to move after `ply` moves of the game. */
  turnAt(ply) {
    return moveNumbering(this.game.startFen())(ply).red ? 'red' : 'black';
  }

  /** The review's evaluations as PGN's `[%eval]` carries them: from Red's side, a mate in
   *  moves; null for a position whose side to move is mated (there is nothing to weigh). */
  evals() {
    return (this.review?.positions ?? []).map(({ score }, ply) =>
      score.kind === 'mate' && score.value === 0 ? null : inMoves(fromRed(score, this.turnAt(ply))),
    );
  }

  /** Takes `evals` (as `evals()` gives them, e.g. from an imported PGN) as the review's
   *  view of the positions, as far as they go without a gap; `nodes` is the budget it
   *  stands for. */
  reviewFromEvals(evals, nodes) {
    const known = evals.findIndex((e) => !e);
    const positions = evals
      .slice(0, known === -1 ? evals.length : known)
      .map((e, ply) => ({ score: fromMoves(e, this.turnAt(ply)), best: null }));
    this.review = positions.length ? { nodes, positions } : null;
    this.keepReview(this.moves.length);
  }

  /** Who made the last move (the side not to move now). */
  lastMover() {
    return other(this.turn);
  }

  /** Has the person (vs the computer) made a move or ended the game, so undo has work? */
  canUndo() {
    // A friend elsewhere takes back only by being asked (friend/game.js, live/game.js).
    if (this.elsewhere) return false;
    if (this.game.declared()) return true;
    const moves = this.moves.length;
    if (!this.vsComputer) return moves > 0;
    const startTurn = moves % 2 === 0 ? this.turn : other(this.turn);
    return moves >= (startTurn === this.human ? 1 : 2);
  }

  /**
   * Undo as the issue specifies: two players take back one move; against the computer,
   * go back to the person's turn, taking back their last move and the reply to it.
   */
  undo() {
    if (!this.canUndo()) return false;
    if (!this.vsComputer) return this.undoOne();
    if (this.game.declared()) {
      this.undoOne();
      if (this.turn === this.human) return true;
    }
    let tookBackOwn = false;
    while (this.moves.length > 0) {
      tookBackOwn ||= this.lastMover() === this.human;
      this.undoOne();
      if (tookBackOwn && this.turn === this.human) break;
    }
    return true;
  }

  /** The game as stored, to go on with after a reload; `now` counts the running clock. */
  toRecord(now = performance.now()) {
    return {
      id: this.id,
      mode: this.mode,
      human: this.human,
      level: this.level,
      rules: this.game.rules(),
      startFen: this.game.startFen(),
      moves: this.moves,
      variations: this.variations,
      comments: this.comments,
      tags: this.tags,
      review: this.review,
      ending: this.game.declared(),
      counted: this.counted,
      // For a page of the same version from before `counted`, which requires it.
      recorded: this.shared || this.counted !== null,
      flipped: this.flipped,
      shared: this.shared,
      clock: this.clock?.toRecord(now) ?? null,
      friend: this.friend,
      toSend: this.toSend,
      room: this.room,
    };
  }
}

/** How many moves two lines share from the start. */
function commonStart(a, b) {
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  return same;
}

/** The variations of `game`'s record whose every move the rules allow, as lines around it. */
function playableVariations(game, variations) {
  const moves = game.moves();
  const playable = allLines({ moves, variations }).filter((path) => {
    try {
      new Game(game.startFen(), path, game.rules()).free();
      return true;
    } catch {
      return false;
    }
  });
  return grow(moves, playable);
}
