// The game by link through the wasm binding, as the page calls it: a copy made by an
// invitation, the link it gives read by the friend's copy, links passed back and forth,
// and every malformed or tampered link refused with a code the page can put into words,
// never a panic and never a change to the copy.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Correspondence, peekGameLink } from './wasm-link-node.js';

const NOW = 29_000_000;
const ID = Uint8Array.from({ length: 16 }, (_, i) => i * 7);

function invite({ side = 'red', days = 0, name = 'Lin' } = {}) {
  return Correspondence.invite(ID, 'asian', days, '', side, name, NOW);
}

/** The error `call` throws: it must throw one with a code. */
function refusal(call) {
  try {
    call();
  } catch (error) {
    assert.equal(typeof error.code, 'string', `an error with a code, not ${error}`);
    return error;
  }
  assert.fail('expected a refusal');
}

test('an invitation opened on the other device: the friend plays the other side', () => {
  const red = invite();
  const black = Correspondence.fromLink(red.link());
  assert.equal(black.mine, 'black');
  assert.equal(black.id, red.id);
  assert.equal(black.id, [...ID].map((b) => b.toString(16).padStart(2, '0')).join(''));
  assert.deepEqual(black.names, ['Lin', '']);
  assert.equal(black.status, 'their-move');
  assert.equal(red.status, 'your-move');
  assert.deepEqual(peekGameLink(red.link()), { id: red.id, sender: 'red' });
});

test('moves passed back and forth, with a draw offered and accepted', () => {
  const red = invite({ days: 3 });
  const black = Correspondence.fromLink(red.link());
  red.play('h2e2', NOW + 60);
  assert.deepEqual(black.receive(red.link(), NOW + 61), { moves: 1, takenBack: 0, offer: null, reply: null, ending: null, renamed: false });
  black.setName('Sam');
  black.play('h9g7', NOW + 120);
  black.offerDraw();
  const received = red.receive(black.link(), NOW + 121);
  assert.equal(received.moves, 1);
  assert.equal(received.offer, 'draw');
  assert.equal(received.renamed, true);
  assert.deepEqual(red.names, ['Lin', 'Sam']);
  assert.deepEqual([...red.times], [NOW + 60, NOW + 120]);
  assert.deepEqual(red.offer, { by: 'black', kind: 'draw' });
  red.answer(true);
  assert.equal(black.receive(red.link(), NOW + 200).ending, 'draw_agreed');
  assert.deepEqual(black.outcome, { winner: null, reason: 'agreement' });
  assert.equal(black.status, 'over');
  // A stored copy comes back whole.
  const again = Correspondence.fromStored(black.stored());
  assert.deepEqual(again.moves, ['h2e2', 'h9g7']);
  assert.deepEqual(again.ending, { by: 'red', kind: 'draw_agreed' });
});

test('a stale, changed or out-of-turn link is refused and the copy kept', () => {
  const red = invite();
  const black = Correspondence.fromLink(red.link());
  red.play('h2e2', NOW);
  const first = red.link();
  black.receive(first, NOW);
  black.play('h9g7', NOW);
  red.receive(black.link(), NOW);
  red.play('h0g2', NOW);
  black.receive(red.link(), NOW);
  black.play('i9h9', NOW);
  const kept = black.stored();
  red.receive(black.link(), NOW);

  const behind = refusal(() => black.receive(first, NOW));
  assert.equal(behind.code, 'friend.behind');
  assert.deepEqual(behind.params, { count: 3 });
  assert.equal(refusal(() => black.receive(black.link(), NOW)).code, 'friend.from_this_side');
  assert.equal(refusal(() => red.play('a0a5', NOW)).code, 'friend.illegal');
  assert.equal(refusal(() => black.play('i6i5', NOW)).code, 'friend.not_your_move');
  const other = Correspondence.invite(new Uint8Array(16), 'asian', 0, '', 'red', '', NOW);
  assert.equal(refusal(() => black.receive(other.link(), NOW)).code, 'friend.other_game');
  assert.equal(black.stored(), kept);
});

test('malformed links: each an error with a code, never a panic', () => {
  const link = invite().link();
  const cases = [
    ['', 'link.cut_short'],
    ['A', 'link.cut_short'],
    ['%%%', 'link.bad_character'],
    ['AQ==+', 'link.bad_character'],
    ['A'.repeat(100_000), 'link.too_long'],
    [`Ag${link.slice(2)}`, 'link.newer_version'],
    [link.slice(0, -3), 'link.cut_short'],
    [`${link}AAAA`, 'link.damaged'],
  ];
  for (const [text, code] of cases) {
    assert.equal(refusal(() => Correspondence.fromLink(text)).code, code, text.slice(0, 40));
    assert.equal(refusal(() => peekGameLink(text)).code, code);
  }
  assert.equal(refusal(() => Correspondence.fromStored('%')).code, 'link.bad_character');
  // Every one-letter change of a link either reads or is refused with a code.
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const red = invite({ days: 1 });
  red.play('h2e2', NOW);
  const played = red.link();
  for (let at = 0; at < played.length; at++) {
    for (const letter of letters) {
      const text = played.slice(0, at) + letter + played.slice(at + 1);
      try {
        Correspondence.fromLink(text).free();
      } catch (error) {
        assert.equal(typeof error.code, 'string', `${text}: ${error}`);
      }
    }
  }
});

test('a takeback asked, granted, and the link carrying it', () => {
  const red = invite();
  const black = Correspondence.fromLink(red.link());
  red.play('h2e2', NOW);
  red.askTakeback();
  assert.equal(black.receive(red.link(), NOW).offer, 'takeback');
  black.answer(true);
  assert.deepEqual(black.moves, []);
  const received = red.receive(black.link(), NOW);
  assert.equal(received.takenBack, 1);
  assert.equal(received.reply, 'takeback_granted');
  assert.equal(red.status, 'your-move');
  assert.equal(refusal(() => black.askTakeback()).code, 'friend.nothing_to_take_back');
});
