// The Learn section's links from the game: every reason the rules crate gives for
// refusing a move leads to a section of the guide that exists.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sectionForRefusal } from '../../web/js/learn/sections.js';
import { vocabulary } from './wasm-node.js';
import { ROOT } from './web-sources.js';

const GUIDE_SECTIONS = [...fs.readFileSync(path.join(ROOT, 'web', 'learn.html'), 'utf8').matchAll(/data-rule-section="([^"]+)"/g)].map((m) => m[1]);

test('every reason a move is refused links to the guide\'s section on it, for every piece', () => {
  const { illegalReasons } = vocabulary();
  assert.ok(illegalReasons.length > 10 && GUIDE_SECTIONS.length > 10);
  for (const reason of illegalReasons.filter((r) => r !== 'game_over')) {
    for (const piece of 'KABNRCPkabnrcp') {
      const section = sectionForRefusal(reason, { piece });
      assert.ok(GUIDE_SECTIONS.includes(section), `${reason} (${piece}): ${section}`);
    }
  }
  // A move the piece never makes, or a path blocked, is the piece's own rule.
  assert.equal(sectionForRefusal('not_the_pieces_move', { piece: 'n' }), 'horse');
  assert.equal(sectionForRefusal('path_blocked', { piece: 'C' }), 'cannon');
  assert.equal(sectionForRefusal('must_stay_in_palace', { piece: 'A' }), 'advisor');
  assert.equal(sectionForRefusal('horse_leg_blocked', { piece: 'N' }), 'horse');
  assert.equal(sectionForRefusal('generals_would_face', { piece: 'C' }), 'flying-generals');
});

test('a move after the game has ended links to the section on how it ended, for every ending', () => {
  const { outcomeReasons } = vocabulary();
  assert.ok(outcomeReasons.length >= 10);
  for (const ending of outcomeReasons) {
    const section = sectionForRefusal('game_over', { ending });
    assert.ok(GUIDE_SECTIONS.includes(section), `${ending}: ${section}`);
  }
  assert.equal(sectionForRefusal('game_over', { ending: 'checkmate' }), 'checkmate');
  assert.equal(sectionForRefusal('game_over', { ending: 'perpetual_chase' }), 'perpetual');
  assert.equal(sectionForRefusal('game_over', { ending: 'move_limit' }), 'draws');
  assert.equal(sectionForRefusal('game_over', { ending: 'no_such_ending' }), null);
});

test('the guide\'s page help explains every button and setting of the game page, by its name there', () => {
  const index = fs.readFileSync(path.join(ROOT, 'web', 'index.html'), 'utf8');
  const learn = fs.readFileSync(path.join(ROOT, 'web', 'learn.html'), 'utf8');
  const help = learn.slice(learn.indexOf('data-rule-section="page-help"'));
  const explained = new Set([...help.matchAll(/<dt data-i18n="([^"]+)"><\/dt>\s*<dd data-i18n="learn\.page-help\.[^"]+"><\/dd>/g)].map((m) => m[1]));
  const controls = [
    ...[...index.matchAll(/data-action="[a-z]+" data-i18n-label="([^"]+)"/g)].map((m) => m[1]),
    ...[...index.matchAll(/<label><span data-i18n="(control\.[a-z]+)"><\/span>\s*<select/g)].map((m) => m[1]),
    ...[...index.matchAll(/id="record-[a-z]+" data-i18n="([^"]+)"/g)].map((m) => m[1]),
    'moves.heading',
  ];
  assert.ok(controls.length >= 18, `found the page's controls: ${controls}`);
  assert.deepEqual(controls.filter((key) => !explained.has(key)), []);
});
