// A live game's message vocabulary (js/live/protocol.js) and where its relay is
// (js/live/relay.js): what a device accepts from the other, and which relays an address
// may name.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_NAME, cleanName, message, readMessage } from '../../web/js/live/protocol.js';
import { isKey, loopbackRelay, newKey, relayFor, roomAddress, roomFragment, roomIn, siteRelay } from '../../web/js/live/relay.js';

/** The code `call` throws. */
function refusal(call) {
  try {
    call();
  } catch (error) {
    return error.code;
  }
  assert.fail('expected a refusal');
}

const HELLO = { id: 'abc123', rules: 'asian', startFen: '', clock: { initialMs: 600_000, incrementMs: 5_000 }, red: true, moves: ['h2e2', 'h9g7'], ending: null, name: 'Lin' };

test('each message reads back as it was written', () => {
  const messages = [
    ['hello', HELLO],
    ['move', { ply: 0, move: 'h2e2', usedMs: 1234 }],
    ['offer', { kind: 'draw', ply: 3 }],
    ['answer', { kind: 'takeback', ply: 3, accept: false }],
    ['resign', { ply: 9 }],
    ['claim', { ply: 9 }],
    ['name', { name: '小明' }],
  ];
  for (const [t, fields] of messages) assert.deepEqual(readMessage(message(t, fields)), { t, ...fields });
  assert.deepEqual(readMessage(message('hello', { ...HELLO, clock: null, ending: { winner: 'black', reason: 'resignation' } })).ending, { winner: 'black', reason: 'resignation' });
});

test('anything else is refused as malformed, and a newer version as such', () => {
  const malformed = [
    'not json',
    '<script>alert(1)</script>',
    'null',
    '[1,2]',
    '{"t":"move","ply":0,"move":"h2e2","usedMs":0}',
    message('teleport', {}),
    message('toString', {}),
    message('move', { ply: 0, move: 'h2e', usedMs: 0 }),
    message('move', { ply: 0, move: 'j2e2', usedMs: 0 }),
    message('move', { ply: -1, move: 'h2e2', usedMs: 0 }),
    message('move', { ply: 1.5, move: 'h2e2', usedMs: 0 }),
    message('move', { ply: 0, move: 'h2e2', usedMs: -5 }),
    message('move', { ply: 0, move: 'h2e2' }),
    message('offer', { kind: 'everything', ply: 0 }),
    message('answer', { kind: 'draw', ply: 0, accept: 'yes' }),
    message('name', { name: 7 }),
    message('hello', { ...HELLO, rules: 'chess' }),
    message('hello', { ...HELLO, moves: ['h2e2', 42] }),
    message('hello', { ...HELLO, moves: Array(1001).fill('h2e2') }),
    message('hello', { ...HELLO, clock: { initialMs: 0, incrementMs: 0 } }),
    message('hello', { ...HELLO, ending: { winner: null, reason: 'resignation' } }),
    message('hello', { ...HELLO, ending: { winner: 'red', reason: 'checkmate' } }),
    message('hello', { ...HELLO, id: '../../prefs' }),
    JSON.stringify({ v: 0, t: 'name', name: 'x' }),
  ];
  for (const text of malformed) assert.equal(refusal(() => readMessage(text)), 'malformed', text.slice(0, 80));
  assert.equal(refusal(() => readMessage(JSON.stringify({ v: 2, t: 'fly' }))), 'newerVersion');
});

test('a name is cleaned of control characters and cut to its length; it is only ever text', () => {
  assert.equal(cleanName('  Lin\u0000\u202e\n '), 'Lin');
  assert.equal([...cleanName('象'.repeat(50))].length, MAX_NAME);
  assert.equal(readMessage(message('name', { name: '<b>x</b>' })).name, '<b>x</b>');
});

test('an address may name a relay on this machine only; the site names its own', () => {
  for (const url of ['ws://127.0.0.1:8091', 'ws://127.0.0.1:8091/', 'ws://localhost:9000', 'ws://[::1]:8091', 'ws://127.5.6.7:1']) {
    assert.ok(loopbackRelay(url), url);
  }
  for (const url of ['wss://relay.example', 'ws://192.168.1.2:8091', 'ws://127.0.0.1.evil.example:80', 'http://127.0.0.1:8091', 'ws://user:pw@127.0.0.1:1', 'javascript:alert(1)', '', null]) {
    assert.equal(loopbackRelay(url), null, String(url));
  }
  assert.equal(loopbackRelay('ws://127.0.0.1:8091/?x=1#y'), 'ws://127.0.0.1:8091');
  const site = (content) => ({ querySelector: () => (content === null ? null : { getAttribute: () => content }) });
  assert.equal(siteRelay(site('wss://relay.example/xiangqi')), 'wss://relay.example/xiangqi');
  assert.equal(siteRelay(site('https://relay.example')), null);
  assert.equal(siteRelay(site(null)), null);
  assert.equal(relayFor('ws://127.0.0.1:1', site('wss://relay.example')), 'ws://127.0.0.1:1');
  assert.equal(relayFor('wss://elsewhere.example', site('wss://relay.example')), 'wss://relay.example');
  assert.equal(relayFor(null, site(null)), null);
});

test('rooms and seats: keys of the relay\'s form, and room links that carry them', () => {
  const key = newKey();
  assert.ok(isKey(key));
  assert.equal(key.length, 22);
  assert.notEqual(newKey(), key);
  assert.equal(roomAddress('wss://relay.example', key, 'seat'), `wss://relay.example/room/${key}?seat=seat`);
  assert.deepEqual(roomIn(`#${roomFragment(key, null)}`), { room: key, relay: null });
  assert.deepEqual(roomIn(`#${roomFragment(key, 'ws://127.0.0.1:8091')}`), { room: key, relay: 'ws://127.0.0.1:8091' });
  assert.deepEqual(roomIn(`#live=${key}&relay=${encodeURIComponent('wss://evil.example')}`), { room: key, relay: null });
  for (const hash of ['#live=short', '#live=', '#play=abc', '', `#live=${key}<script>`]) assert.equal(roomIn(hash), null, hash);
});
