// What two devices in a live game say to each other through the relay, written down once;
// both sides import it. Every message is a JSON object with the version `v` and its type
// `t`; what arrives is read by `readMessage`, which refuses anything of the wrong shape
// with a code the page puts into words (`live.refused.<code>`). A message of the right shape is still
// only data: a move is played through the board's rules, or refused.
//
//   hello   {id, rules, startFen, clock, red, moves, ending, name}   sent whenever the two
//           are connected again: the game as the sender has it (`red`: is the sender Red),
//           from which the devices agree on it (the longer list that extends the other)
//   move    {ply, move, usedMs}      the move of ply `ply` (0-based), and the time the
//                                    mover's own clock says it took
//   offer   {kind, ply}              'draw', 'takeback' or 'rematch', made at ply `ply`
//   answer  {kind, ply, accept}      to the other's offer of that kind at that ply
//   resign  {ply}
//   claim   {ply}                    the win, the other having been gone long enough
//   name    {name}                   the sender's name
//
// The relay itself speaks in binary frames a player cannot send (relay.js reads them).

import { RULE_SETS } from '../game/game-record.js';

export const VERSION = 1;

/** The most moves a game sent whole may hold, and a name's length. */
export const MAX_MOVES = 1000;
export const MAX_NAME = 32;

/** What one player may offer the other. */
export const OFFERS = ['draw', 'takeback', 'rematch'];
const DECLARED = ['resignation', 'agreement', 'timeout', 'abandonment'];

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIccs = (v) => typeof v === 'string' && /^[a-i][0-9][a-i][0-9]$/.test(v);
const isPly = (v) => Number.isInteger(v) && v >= 0 && v <= MAX_MOVES;
const isSide = (v) => v === 'red' || v === 'black';
const isMs = (v, most) => Number.isInteger(v) && v >= 0 && v <= most;
const isClock = (c) => c === null || (isObject(c) && isMs(c.initialMs, 180 * 60_000) && c.initialMs > 0 && isMs(c.incrementMs, 60_000));
const isEnding = (e) =>
  e === null || (isObject(e) && DECLARED.includes(e.reason) && (e.winner === null ? ['agreement', 'timeout'].includes(e.reason) : isSide(e.winner)));

/** The fields of each message and the check of each. */
const SHAPES = {
  hello: {
    id: (v) => typeof v === 'string' && /^[0-9a-z]{1,32}$/.test(v),
    rules: (v) => RULE_SETS.includes(v),
    startFen: (v) => typeof v === 'string' && v.length <= 120,
    clock: isClock,
    red: (v) => typeof v === 'boolean',
    moves: (v) => Array.isArray(v) && v.length <= MAX_MOVES && v.every(isIccs),
    ending: isEnding,
    name: (v) => typeof v === 'string',
  },
  move: { ply: isPly, move: isIccs, usedMs: (v) => isMs(v, 24 * 3_600_000) },
  offer: { kind: (v) => OFFERS.includes(v), ply: isPly },
  answer: { kind: (v) => OFFERS.includes(v), ply: isPly, accept: (v) => typeof v === 'boolean' },
  resign: { ply: isPly },
  claim: { ply: isPly },
  name: { name: (v) => typeof v === 'string' },
};

/** A problem with a code, as the rules crate's refusals are. */
function problem(code) {
  return Object.assign(new Error(code), { code });
}

/** A name as the other device may show it: no control characters, no more than
 *  MAX_NAME characters, trimmed. It is only ever shown as text. */
export function cleanName(text) {
  return [...String(text).replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')].slice(0, MAX_NAME).join('').trim();
}

/** The text of message `t` with `fields`. */
export function message(t, fields = {}) {
  return JSON.stringify({ v: VERSION, t, ...fields });
}

/**
 * The message `text` holds, `{t, ...fields}` (a name cleaned), or throws a problem:
 * `newerVersion` (a newer page's message), `malformed` (anything else that is not a
 * message of this vocabulary).
 */
export function readMessage(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw problem('malformed');
  }
  if (!isObject(value) || !Number.isInteger(value.v)) throw problem('malformed');
  if (value.v > VERSION) throw problem('newerVersion');
  const shape = SHAPES[value.t];
  if (value.v < 1 || !Object.hasOwn(SHAPES, value.t)) throw problem('malformed');
  const read = { t: value.t };
  for (const [field, check] of Object.entries(shape)) {
    if (!check(value[field])) throw problem('malformed');
    read[field] = value[field];
  }
  if ('name' in read) read.name = cleanName(read.name);
  return read;
}
