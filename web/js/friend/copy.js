// This device's copy of a game by link, through the rules crate (xiangqi::correspondence):
// made by an invitation or by opening a link, changed by this player's moves and offers
// and by the links that come back. The page keeps only the copy's stored text; each call
// reads it, does one thing, and gives back the new text with a plain picture of the game.

import * as first from '../../xiangqi-link-wasm.js';

// The link's codec is a wasm module of its own (crates/xiangqi-link-wasm), loaded with
// this code: a player who never plays by link never downloads it.
const BINDINGS_URL = new URL('../../xiangqi-link-wasm.js', import.meta.url).href;
await first.default();
/** The bindings of the instance in use. A trap (a bug in the rules) leaves an instance
 *  not to be trusted: the call that met it throws, and a fresh one, imported under
 *  another address as game/wasm.js does, takes the next calls. The page keeps only
 *  stored text between calls, so nothing is lost. */
let bindings = first;
let copies = 0;

async function replace() {
  copies += 1;
  const fresh = await import(`${BINDINGS_URL}?instance=${copies}`);
  await fresh.default();
  bindings = fresh;
}

/** Runs `call()`; after a trap, has a fresh instance made, and throws. */
function guarded(call) {
  try {
    return call();
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) replace().catch((e) => console.warn('the link module could not be restarted', e));
    throw error;
  }
}

/** `{id, sender}` of game link `text`, to find the copy it belongs to; throws a problem
 *  (with a code) when it is not one. */
export const peekGameLink = (text) => guarded(() => bindings.peekGameLink(text));

/** Now, as the link counts time: whole minutes since 1970. */
export const nowMinutes = () => Math.floor(Date.now() / 60_000);

/** 128 random bits: the game's id, which ties the two devices' copies together. */
const newId = () => crypto.getRandomValues(new Uint8Array(16));

/** What the page needs of a copy, as plain values. */
function picture(copy) {
  return {
    stored: copy.stored(),
    link: copy.link(),
    id: copy.id,
    mine: copy.mine,
    status: copy.status,
    names: copy.names,
    moves: copy.moves,
    rules: copy.rules,
    days: copy.days,
    startFen: copy.startFen,
    started: copy.started,
    times: [...copy.times],
    offer: copy.offer,
    ending: copy.ending,
    outcome: copy.outcome,
    deadline: copy.deadline ?? null,
  };
}

/** Runs `use(copy)` on a fresh copy made by `make(Correspondence)`, and frees it. The page
 *  keeps only a copy's stored text between calls, never the object. */
function using(make, use = () => undefined) {
  return guarded(() => {
    const copy = make(bindings.Correspondence);
    try {
      const result = use(copy);
      return { game: picture(copy), result };
    } finally {
      copy.free();
    }
  });
}

/** A new game to invite a friend to: `{rules, days, startFen, side, name}`. */
export function invite({ rules, days, startFen, side, name }) {
  return using((C) => C.invite(newId(), rules, days, startFen, side, name, nowMinutes())).game;
}

/** The copy of this device when it opens link `text` for the first time; throws a
 *  problem (with a code) when the link cannot be read. */
export function openLink(text) {
  return using((C) => C.fromLink(text)).game;
}

/** The last copy read, `{stored, game}`: the panel is drawn again on every redraw of the
 *  page (a piece picked up, a move), and reading replays every move of the game. */
let lastRead = null;

/** The game a stored copy holds. */
export function read(stored) {
  if (lastRead?.stored !== stored) lastRead = { stored, game: using((C) => C.fromStored(stored)).game };
  return lastRead.game;
}

/** Does `act(copy)` on the stored copy: `{game, result}`, or throws (a problem with a
 *  code) and nothing changed. */
export function change(stored, act) {
  return using((C) => C.fromStored(stored), act);
}
