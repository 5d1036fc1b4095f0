// A live game with a friend on another device, on the game page: a room at the relay
// (relay.js) where this device holds a seat, kept with the game so that a reload or a
// new network finds it again; moves, offers and names passed as messages (protocol.js);
// each move from the other device played through the board's rules (controller.receive)
// or refused and said, never played. Loaded the first time such a game is on the page:
// a player who never plays live never downloads it, and a page without a relay makes no
// connection.

import '../i18n/friend-strings.js';
import '../i18n/live-strings.js';
import { t } from '../i18n/index.js';
import { Session } from '../game/session.js';
import { GAME_DEFAULTS } from '../game/game-record.js';
import { other } from '../game/squares.js';
import { pgnDate } from '../records/pgn-date.js';
import * as storage from '../records/storage.js';
import * as panels from '../page/panels.js';
import { page } from '../page/state.js';
import { beginSession, restoreGame } from '../page/games.js';
import { sentence } from '../friend/session.js';
import { RelayConnection } from './connection.js';
import { cleanName, message, readMessage } from './protocol.js';
import { loopbackRelay, newKey, relayFor, roomFragment, roomIn } from './relay.js';
import { presence as livePresence, renderPanel } from './panel.js';

/** How long the other player must have been gone before this one may claim the game. */
export const CLAIM_AFTER_MS = 60_000;

/**
 * The room of the game on the board, while it is live: `{id, connection, own, peer,
 * goneSince, refused, offer}`: this device's connection ('connecting' | 'open'), the
 * other device as the relay last told ('waiting' | 'here' | 'gone'); since when it has
 * been gone; why the relay refused this device for good;
 * the offer standing, `{kind, by: 'me' | 'them', ply}` (it stands until the next move,
 * and is not kept through a reload); how late the friend's last move arrived by the
 * clocks (`lagMs`).
 */
let live = null;

/** This player's name, as the start panel keeps it. */
const myName = () => cleanName(page.prefs.friendName ?? '');

/** The game's PGN tags: a live game, its date, and the players' names. */
function tagsFor(mine, { me = myName(), them = '' } = {}) {
  const [red, black] = mine === 'red' ? [me, them] : [them, me];
  return { Event: 'Live', Date: pgnDate(new Date()), ...(red && { Red: red }), ...(black && { Black: black }) };
}

/** The other player's name, or "your friend". */
export function friendName(session) {
  return session.tags?.[session.human === 'red' ? 'Black' : 'Red'] || t('friend.yourFriend');
}

/** Starts a live game in a new room: `{side: 'red' | 'black' | 'random', rules, fen,
 *  clock, name, relay}` (`name`: this player's, kept for later games; null keeps the one
 *  kept; `relay`: one an address named, taken on loopback only). Whether it started:
 *  without a relay there is nowhere to meet. */
export function start({ side, rules, fen = '', clock = null, name = null, relay = null }) {
  if (!relayFor(relay)) {
    panels.showNotice(t('live.notSetUp'));
    return false;
  }
  const mine = side === 'random' ? (crypto.getRandomValues(new Uint8Array(1))[0] & 1 ? 'black' : 'red') : side;
  if (name !== null) {
    page.prefs.friendName = cleanName(name);
    storage.save('prefs', page.prefs);
  }
  const room = { id: newKey(), seat: newKey(), relay: loopbackRelay(relay), host: true, met: false };
  const session = new Session({
    mode: 'live',
    human: mine,
    level: GAME_DEFAULTS.level,
    rules,
    startFen: fen,
    moves: [],
    ending: null,
    flipped: mine === 'black',
    clock,
    tags: tagsFor(mine),
    room,
  });
  beginSession(session, { fresh: true });
  return true;
}

/**
 * Opens room `id` from a room link (`relay`: the one it named, loopback only): the game
 * this device plays in it, if it has one, else a board to wait at until the friend's
 * device says what game this is. Whether a game of the room's is on the board.
 */
export function join({ room: id, relay = null }) {
  // The newest first: after a rematch the room holds several games, the latest going on.
  const kept = storage.loadGames().games.find((record) => record.mode === 'live' && record.room?.id === id);
  const session = kept && restoreGame(kept);
  if (session) {
    beginSession(session, { fresh: false });
    return true;
  }
  if (!relayFor(relay)) {
    panels.showNotice(t('live.notSetUp'));
    return false;
  }
  const waiting = new Session({
    mode: 'live',
    human: 'black',
    level: GAME_DEFAULTS.level,
    rules: GAME_DEFAULTS.rules,
    moves: [],
    ending: null,
    flipped: true,
    tags: tagsFor('black'),
    room: { id, seat: newKey(), relay: loopbackRelay(relay), host: false, met: false },
  });
  beginSession(waiting, { fresh: false });
  return true;
}

/** Opens the room link in `hash` (an address's fragment, `#live=…`); a fragment that is
 *  not one is said. Whether a game of the room's is on the board. */
export function joinLink(hash) {
  const link = roomIn(hash);
  if (!link) {
    panels.showNotice(t('live.notARoomLink'));
    return false;
  }
  return join(link);
}

/** The live game on the board, if it is the room's. */
function current() {
  const session = page.board?.session;
  return session?.live && live && session.room.id === live.id ? session : null;
}

/** Saves and redraws the game after a change beside the board (a name, a meeting). */
function changed(session) {
  storage.saveGame(session.toRecord());
  page.board.recordChanged();
}

/** Keeps the connection with the game on the board: open for a live game, closed
 *  (the seat kept to come back to) when another game is put there. */
function follow(session) {
  const id = session?.live ? session.room.id : null;
  if (live?.id === id) return;
  live?.connection?.close();
  live = id ? open(session.room) : null;
}

function open(room) {
  const state = { id: room.id, connection: null, own: 'connecting', peer: 'waiting', goneSince: null, refused: null, claimTimer: null, offer: null, lagMs: 0 };
  const relay = relayFor(room.relay);
  if (!relay) {
    state.refused = 'notSetUp';
    return state;
  }
  state.connection = new RelayConnection({
    relay,
    room: room.id,
    seat: room.seat,
    on: {
      message: (text) => received(state, text),
      peer: (peer) => peerIs(state, peer),
      state: (own) => {
        state.own = own;
        redraw(state);
      },
      refused: (reason) => {
        state.refused = reason;
        redraw(state);
      },
    },
  });
  return state;
}

function redraw(state) {
  if (live === state && current()) page.board.changed();
}

/** What the relay says of the other device. */
function peerIs(state, peer) {
  clearTimeout(state.claimTimer);
  if (peer === 'gone') {
    state.goneSince = Date.now();
    // The claim is offered when the minute is up.
    state.claimTimer = setTimeout(() => redraw(state), CLAIM_AFTER_MS + 50);
  }
  if (peer !== 'gone') state.goneSince = null;
  state.peer = peer;
  if (peer === 'here') sayHello(state);
  redraw(state);
}

/** The game as this device has it, for the other to agree with: sent whenever the two
 *  are connected again. A device still waiting to learn the game has nothing to say. */
function sayHello(state) {
  const session = current();
  if (!session || (!session.room.host && !session.room.met)) return;
  state.connection.send(
    message('hello', {
      id: session.id,
      rules: session.game.rules(),
      startFen: session.game.startFen(),
      clock: session.clock && { initialMs: session.clock.initialMs, incrementMs: session.clock.incrementMs },
      red: session.human === 'red',
      moves: session.moves,
      ending: session.game.declared(),
      name: myName(),
    }),
  );
}

/** A message of the other device's. */
function received(state, text) {
  const session = current();
  if (!session || live !== state) return;
  let read;
  try {
    read = readMessage(text);
  } catch (error) {
    refuse(session, error.code);
    return;
  }
  HANDLERS[read.t](session, read, state);
}

/** Says why something from the other device was not taken; nothing was changed. */
function refuse(session, code, vars = {}) {
  panels.setStatus(sentence(t(`live.refused.${code}`, { name: friendName(session), ...vars })), 'error');
}

const HANDLERS = {
  hello: (session, hello, state) => {
    if (!session.room.met && !session.room.host) return adopt(session, hello);
    if (hello.id !== session.id) return refuse(session, 'otherGame');
    if (hello.red === (session.human === 'red')) return refuse(session, 'sameSide');
    const firstMeeting = !session.room.met;
    session.room.met = true;
    // The game, and Red's clock, begin when both are there.
    if (firstMeeting) page.board.runClock();
    if (hello.name) nameFriend(session, hello.name);
    catchUp(session, hello);
    changed(session);
    if (firstMeeting) panels.setStatus(sentence(t('live.joined', { name: friendName(session) })), 'normal');
    state.peer = 'here';
  },
  move: (session, { ply, move, usedMs }, state) => {
    if (!session.room.met) return refuse(session, 'outOfStep');
    // The same move again (sent once more after a reconnect): already played.
    if (ply < session.moves.length && session.moves[ply] === move) return;
    if (ply !== session.moves.length) return refuse(session, 'outOfStep');
    state.offer = null;
    // Their clock here ran from this device's last move to now; theirs, from its arrival
    // there to their move: the difference is the time the two moves spent on the way.
    const ranMs = session.clock?.runningFor(other(session.human), performance.now()) ?? 0;
    const why = page.board.receive(move.slice(0, 2), move.slice(2), { usedMs });
    if (!why && session.clock) {
      state.lagMs = Math.max(0, ranMs - usedMs);
      redraw(state);
    }
    if (why === 'not_their_turn') refuse(session, 'outOfTurn');
    else if (why) refuse(session, 'illegal', { why: t(`illegal.${why}`) });
  },
  offer: (session, { kind, ply }, state) => {
    if (ply !== session.moves.length || !offerable(session, kind, other(session.human))) return refuse(session, 'outOfStep');
    state.offer = { kind, by: 'them', ply };
    redraw(state);
    panels.setStatus(sentence(t(`live.offered.${kind}`, { name: friendName(session) })), 'normal');
  },
  answer: (session, { kind, ply, accept }, state) => {
    const { offer } = state;
    if (offer?.by !== 'me' || offer.kind !== kind || offer.ply !== ply) return refuse(session, 'notOffered');
    state.offer = null;
    if (accept) grant(session, offer, session.human);
    else redraw(state);
    panels.setStatus(sentence(t(`live.${accept ? 'accepted' : 'declined'}.${kind}`, { name: friendName(session) })), 'normal');
  },
  resign: (session, { ply }) => {
    if (session.isOver() || ply !== session.moves.length) return refuse(session, 'outOfStep');
    page.board.resign(other(session.human));
  },
  name: (session, { name }) => {
    nameFriend(session, name);
    changed(session);
  },
  // A claim is made while this device is away, and learnt from the hello when it is
  // back; one made while it is here is not taken.
  claim: (session) => refuse(session, 'notGone'),
};

/** The friend's name, as the other device gives it, into the game's tags (the date and
 *  this player's name stay as they are). */
function nameFriend(session, name) {
  const theirs = session.human === 'red' ? 'Black' : 'Red';
  const tags = { ...session.tags, [theirs]: name };
  if (!name) delete tags[theirs];
  session.tags = tags;
}

/**
 * This device opened a room link and the friend's device said what game it is: the game
 * is put on the board, this player on the other side. A game the rules refuse is not.
 */
function adopt(waiting, hello) {
  const mine = hello.red ? 'black' : 'red';
  const known = storage.loadGame(hello.id);
  if (known && known.room?.id !== waiting.room.id) return refuse(waiting, 'otherGame');
  let session;
  try {
    session = new Session({
      id: hello.id,
      mode: 'live',
      human: mine,
      level: GAME_DEFAULTS.level,
      rules: hello.rules,
      startFen: hello.startFen,
      moves: hello.moves,
      ending: hello.ending,
      flipped: mine === 'black',
      clock: hello.clock,
      tags: tagsFor(mine, { them: hello.name }),
      room: { ...waiting.room, met: true },
    });
  } catch {
    return refuse(waiting, 'badGame');
  }
  beginSession(session, { fresh: true });
  live.peer = 'here';
  // The friend learns this player's name, and that the game is agreed.
  sayHello(live);
  panels.setStatus(t(mine === 'red' ? 'friend.youPlayRed' : 'friend.youPlayBlack'), 'normal');
}

/**
 * The two devices agree on the game from their move lists: the longer one that extends
 * the other wins. The moves this device lacks are played through the rules as moves
 * received are; lists that part ways are reported, never merged.
 */
function catchUp(session, hello) {
  const mine = session.moves;
  const theirs = hello.moves;
  const shorter = Math.min(mine.length, theirs.length);
  if (mine.slice(0, shorter).some((move, ply) => move !== theirs[ply])) return refuse(session, 'diverged');
  for (const move of theirs.slice(mine.length)) {
    const why = page.board.receive(move.slice(0, 2), move.slice(2));
    if (why) return refuse(session, 'diverged');
  }
  if (hello.ending && !session.isOver() && theirs.length === session.moves.length) endAs(hello.ending);
}

/** Ends the game as the other device says it ended, if it is an ending for it to declare:
 *  its own resignation, a draw this player offered (the answer was lost on the way), or
 *  the win it claimed while this device was away. */
function endAs({ winner, reason }) {
  const session = page.board.session;
  const theirs = other(session.human);
  if (reason === 'resignation' && winner === session.human) page.board.resign(theirs);
  else if (reason === 'agreement' && live.offer?.by === 'me' && live.offer.kind === 'draw') page.board.agreeDraw();
  else if (reason === 'abandonment' && winner === theirs) page.board.abandoned(session.human);
}

/** This player's move `move` was played on the board: it goes to the friend. An offer
 *  stands until the next move. */
export function moved(session, move) {
  if (!live || session.room.id !== live.id) return;
  live.offer = null;
  // Whole milliseconds, as the message carries them.
  const usedMs = Math.round(session.clock?.lastUsed(session.human) ?? 0);
  live.connection?.send(message('move', { ply: session.moves.length - 1, move, usedMs }));
}

/** May `by` offer `kind` in `session` now? A draw while the game goes on, a takeback of
 *  a move of their own, a rematch once it is over. */
function offerable(session, kind, by) {
  if (!session.room.met) return false;
  if (kind === 'rematch') return session.isOver();
  if (session.isOver()) return false;
  return kind === 'draw' || lastMoveOf(session, by) !== null;
}

/** The ply of `color`'s last move in the game, or null. */
function lastMoveOf(session, color) {
  for (let ply = session.moves.length - 1; ply >= 0; ply--) if (session.turnAt(ply) === color) return ply;
  return null;
}

/** Does what an accepted `offer` (made by `offerer`) asks, on this device's board: the
 *  other device does the same. */
function grant(session, offer, offerer) {
  if (offer.kind === 'draw') page.board.agreeDraw();
  else if (offer.kind === 'takeback') page.board.rewindTo(lastMoveOf(session, offerer));
  else rematch(session);
}

/** This player offers `kind` ('draw', 'takeback' or 'rematch'); it stands until the
 *  next move or an answer. */
export function offer(kind) {
  const session = current();
  if (!session || live.offer || !offerable(session, kind, session.human)) return;
  live.offer = { kind, by: 'me', ply: session.moves.length };
  live.connection?.send(message('offer', { kind, ply: live.offer.ply }));
  redraw(live);
  panels.setStatus(sentence(t(`live.offering.${kind}`, { name: friendName(session) })), 'normal');
}

export const offerDraw = () => offer('draw');

/** This player answers the friend's offer. */
export function answer(accept) {
  const session = current();
  const standing = live?.offer;
  if (!session || standing?.by !== 'them') return;
  live.offer = null;
  live.connection?.send(message('answer', { kind: standing.kind, ply: standing.ply, accept }));
  if (accept) grant(session, standing, other(session.human));
  else redraw(live);
}

/**
 * The game again, in the same room, colours swapped. Both devices make it from the game
 * that ended, so they agree on it without saying more: the same rules, start and clock,
 * and an id each works out alike from the last one's.
 */
function rematch(finished) {
  const mine = other(finished.human);
  const them = finished.tags?.[finished.human === 'red' ? 'Black' : 'Red'] ?? '';
  const session = new Session({
    id: nextId(finished.id),
    mode: 'live',
    human: mine,
    level: GAME_DEFAULTS.level,
    rules: finished.game.rules(),
    startFen: finished.game.startFen(),
    moves: [],
    ending: null,
    flipped: mine === 'black',
    clock: finished.clock && { initialMs: finished.clock.initialMs, incrementMs: finished.clock.incrementMs },
    tags: tagsFor(mine, { them }),
    room: { ...finished.room },
  });
  beginSession(session, { fresh: true });
}

/** The id of the game after game `id`: 16 base-36 characters of an FNV-1a hash of it. */
function nextId(id) {
  let hash = 0xcbf29ce484222325n;
  for (const c of `${id}/rematch`) hash = BigInt.asUintN(64, (hash ^ BigInt(c.charCodeAt(0))) * 0x100000001b3n);
  return hash.toString(36).padStart(13, '0').slice(-16);
}

/** This player claims the game: the friend has been gone a minute. */
export function claim() {
  const session = current();
  if (!session || session.isOver() || !live || livePresence(session, live) !== 'left') return;
  page.board.abandoned(other(session.human));
  live.connection?.send(message('claim', { ply: session.moves.length }));
}

/** This player resigns. */
export function resign() {
  const session = current();
  if (!session || session.isOver()) return;
  const ply = session.moves.length;
  page.board.resign(session.human);
  live.connection?.send(message('resign', { ply }));
}

/** Draws the live game's panel for `session` (hidden for any other game), keeping the
 *  connection with it. */
export function render(session) {
  follow(session);
  if (!session?.live || !live) return renderPanel(null);
  const address = new URL(location.href);
  address.search = '';
  address.hash = roomFragment(session.room.id, session.room.relay);
  renderPanel({ session, live, name: friendName(session), address: address.href });
}
