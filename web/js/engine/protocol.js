// The message protocol between a board's EngineClient and its search worker, written
// down once; both sides import it (and so does the in-process client of the unit tests).
//
// Client -> worker, first:
//   { type: 'wasm', module }              the compiled WebAssembly.Module (game/wasm-module.js)
// and once, the evaluation network: at once when the page has it already, else when the
// worker is ready (then it may come after requests, which wait for it):
//   { type: 'network', bytes }            the network's file (an ArrayBuffer, network.js),
//                                         or null when it cannot be had
// then one request at a time per id:
//   { type: 'level',  id, game, level, clock }  play as a level (1-5) would, within
//                                         clock {leftMs, incMs} if the game has clocks
//   { type: 'search', id, game, limits }  search with limits {depth, nodes, movetimeMs,
//                                         infinite (until stopped), lines (best lines, 1-8)}
//   { type: 'draw',   id, game, limits }  answer a draw offered by the side to move
//   where game = { startFen, moves: [ICCS...], rules: 'asian' | 'casual' }
// Worker -> client:
//   { type: 'ready' }                     the wasm is loaded; requests are answered now
//   { type: 'info', id, info }            progress of request id: {depth, line, score, nodes,
//                                         timeMs, pv}, one per line of each finished depth
//   { type: 'beat', id, budget }          request id is still being worked on: sent about
//                                         every quarter second while it thinks; budget is
//                                         {movetimeMs, depth}, what the search may take
//                                         (both null for a search until stopped)
//   { type: 'beat', id, waiting: 'network' }  request id waits for the network: a search,
//                                         a draw answer or a level that evaluates with it
//                                         is held until the network message (about four
//                                         beats a second, no budget: its time has not begun)
//   { type: 'beat' }                      the worker is still loading (about every second)
//   { type: 'done', id, result }          its answer: {bestMove, score, depth, nodes, timeMs, pv},
//                                         for a draw offer {accept, score}
//   { type: 'error', id, message }        the request was refused (a bad game, say)
//   { type: 'crash', message }            the engine is unusable; the client replaces it
// A search is stopped by terminating the worker, never by a message: a search in wasm
// does not read messages while it runs.

export const REQUEST = Object.freeze({ level: 'level', search: 'search', draw: 'draw' });
/** The type of the message that hands the worker its compiled module. */
export const WASM = 'wasm';
/** The type of the message that hands the worker the evaluation network. */
export const NETWORK = 'network';
export const REPLY = Object.freeze({ ready: 'ready', info: 'info', beat: 'beat', done: 'done', error: 'error', crash: 'crash' });

/**
 * The requests a board makes of its engine, as messages of this protocol. The worker's
 * client (client.js) and the unit tests' in-process engine extend it with `request(message,
 * onInfo)`, which sends one and resolves with its answer.
 */
export class EngineRequests {
  /** game: {startFen, moves, rules}; clock: {leftMs, incMs} when the game has clocks.
   *  Resolves with {bestMove, score, depth, nodes, timeMs, pv}. */
  playLevel(game, level, onInfo, clock = undefined) {
    return this.request({ type: REQUEST.level, game, level, clock }, onInfo);
  }

  /** limits: {depth, nodes, movetimeMs, infinite, lines}. */
  search(game, limits, onInfo) {
    return this.request({ type: REQUEST.search, game, limits }, onInfo);
  }

  /** A draw offered by the side to move; resolves with the other side's {accept, score}. */
  answerDraw(game, limits) {
    return this.request({ type: REQUEST.draw, game, limits });
  }
}

/**
 * Answers one request with the wasm `engine`, posting replies through `post`. A Rust
 * panic (a trap) leaves the instance unusable, which is a crash; returns false then.
 */
export function answer(engine, request, post) {
  const { id, game } = request;
  const onInfo = (info) => post({ type: REPLY.info, id, info });
  const onBeat = (budget) => post({ type: REPLY.beat, id, budget });
  let result;
  try {
    const limits = request.limits ?? {};
    if (request.type === REQUEST.level) {
      const play = { level: request.level, clock: request.clock ?? null };
      result = engine.playLevel(game.startFen, game.moves, game.rules, play, onInfo, onBeat);
    } else if (request.type === REQUEST.draw) {
      result = engine.answerDraw(game.startFen, game.moves, game.rules, limits, onBeat);
    } else {
      result = engine.search(game.startFen, game.moves, game.rules, limits, onInfo, onBeat);
    }
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) {
      post({ type: REPLY.crash, message: String(error) });
      return false;
    }
    post({ type: REPLY.error, id, message: String(error?.message ?? error) });
    return true;
  }
  post({ type: REPLY.done, id, result });
  return true;
}
