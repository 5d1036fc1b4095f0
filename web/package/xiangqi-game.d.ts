// Types of <xiangqi-game>, the Xiangqi (Chinese chess) board in one tag. What each
// attribute, method and event means: README.md and custom-elements.json beside this file.

/** A side of the board. */
export type XiangqiColor = 'red' | 'black';

/** Why a game ended. */
export type XiangqiEndReason =
  | 'checkmate'
  | 'stalemate'
  | 'perpetual_check'
  | 'perpetual_chase'
  | 'repetition'
  | 'move_limit'
  | 'dead_material'
  | 'resignation'
  | 'agreement'
  | 'timeout'
  | 'abandonment';

/** `event.detail` of `move`: a move just played on the board. */
export interface XiangqiMoveDetail {
  /** The move in ICCS, such as `h2e2`. */
  move: string;
  /** The same move in the element's notation, such as `炮二平五` or `C2.5`. */
  notation: string;
  /** The position after it. */
  fen: string;
  /** How many moves have been played. */
  ply: number;
}

/** `event.detail` of `gameover`. */
export interface XiangqiGameOverDetail {
  /** The winner, or `null` for a draw. */
  winner: XiangqiColor | null;
  reason: XiangqiEndReason;
}

/** What kind of puzzle: a mate puzzle, or a classic study played against the engine. */
export type XiangqiPuzzleKind = 'mate' | 'study';

/** `event.detail` of `solved`: a puzzle solved. */
export interface XiangqiSolvedDetail {
  /** The puzzle's id (`m0007`, `s001`), or `custom` for `fen` + `solution` without `puzzle`. */
  id: string;
  kind: XiangqiPuzzleKind;
  /** Wrong moves made on the way. */
  misses: number;
  /** Whether a hint was taken. */
  hinted: boolean;
}

/** `event.detail` of `missed`: a wrong move taken back, or a puzzle given up or lost. */
export interface XiangqiMissedDetail {
  id: string;
  kind: XiangqiPuzzleKind;
  /** The wrong move in ICCS, or `null` when the solution was shown or a game played out was lost. */
  move: string | null;
}

/** `event.detail` of `friendlink`: a game by link has a link to send the friend. */
export interface XiangqiFriendLinkDetail {
  /** The link: the whole game, as the text after `#play=`. */
  link: string;
  /** The host page's address with `#play=` and the link, which opens the game there. */
  address: string;
}

export interface XiangqiGameEventMap extends HTMLElementEventMap {
  move: CustomEvent<XiangqiMoveDetail>;
  gameover: CustomEvent<XiangqiGameOverDetail>;
  solved: CustomEvent<XiangqiSolvedDetail>;
  missed: CustomEvent<XiangqiMissedDetail>;
  friendlink: CustomEvent<XiangqiFriendLinkDetail>;
}

/** The error `load()` throws: its message is in the element's language. */
export interface XiangqiLoadError extends Error {
  /** A stable code such as `pgn.bad_move`. */
  code?: string;
  /** The values the message is made from, such as `{ line: 5, number: 2, text: 'zz99' }`. */
  params?: Record<string, unknown>;
}

export declare class XiangqiGame extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  /** Starts again from the `fen` attribute or the start of the `record` (or the opening position); a puzzle from its start. */
  newGame(): void;
  /** Takes back a move (against the computer, back to the person's turn); whether anything was taken back. */
  undo(): boolean;
  /** Turns the board round. */
  flip(): void;
  /**
   * Loads a game record: PGN (moves in Chinese, WXF or ICCS notation), DhtmlXQ or a FEN. Throws a
   * `XiangqiLoadError` naming the line and the problem; the game in play is then kept.
   */
  load(pgnOrFen: string): void;
  /** The game as PGN, moves in the element's notation. */
  pgn(): string;
  /** The current position as FEN (empty until the board has loaded). */
  readonly fen: string;

  addEventListener<K extends keyof XiangqiGameEventMap>(
    type: K,
    listener: (this: XiangqiGame, event: XiangqiGameEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof XiangqiGameEventMap>(
    type: K,
    listener: (this: XiangqiGame, event: XiangqiGameEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'xiangqi-game': XiangqiGame;
  }
}
