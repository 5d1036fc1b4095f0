// The Learn section: every reason the rules crate gives for refusing a move leads to a
// section of the guide that exists, and what the guide's captions claim of their boards
// (the moves they allow, refuse or end the game with, given as data on each diagram) is
// what the rules crate does.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sectionForRefusal } from '../../web/js/shell/guide-links.js';
import learnStrings from '../../web/js/i18n/strings/learn.js';
import pageStrings from '../../web/js/i18n/strings/page.js';
import { Game, vocabulary } from './wasm-node.js';
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

/** The guide's diagrams as learn.html writes them: each figure's attributes and caption key. */
function guideDiagrams() {
  const learn = fs.readFileSync(path.join(ROOT, 'web', 'learn.html'), 'utf8');
  return [...learn.matchAll(/<figure class="diagram"([^>]*)>\s*<figcaption data-i18n="([^"]+)">/g)].map(([, attrs, caption]) => {
    const data = Object.fromEntries([...attrs.matchAll(/data-([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']));
    const list = (name) => (data[name] ?? '').split(/\s+/).filter(Boolean);
    return { caption, fen: data.fen, rules: data.rules ?? 'asian', line: list('moves'), allowed: list('allowed'), refused: list('refused'), ends: list('ends') };
  });
}

test('every move a diagram\'s caption claims is what the rules crate does on that board', () => {
  const diagrams = guideDiagrams();
  assert.ok(diagrams.length >= 25, `found ${diagrams.length} diagrams`);
  let claims = 0;
  for (const { caption, fen, rules, allowed, refused, ends } of diagrams) {
    const fresh = () => new Game(fen, [], rules);
    for (const move of allowed) {
      assert.equal(fresh().whyNot(move.slice(0, 2), move.slice(2)), undefined, `${caption}: ${move} is allowed`);
      claims += 1;
    }
    for (const claim of refused) {
      const [move, reason] = claim.split(':');
      assert.equal(fresh().whyNot(move.slice(0, 2), move.slice(2)), reason, `${caption}: ${move} is refused`);
      claims += 1;
    }
    for (const claim of ends) {
      const [move, reason] = claim.split(':');
      const game = fresh();
      game.play(move.slice(0, 2), move.slice(2));
      assert.equal(game.outcome()?.reason, reason, `${caption}: ${move} ends the game`);
      claims += 1;
    }
  }
  assert.ok(claims >= 60, `${claims} claims checked`);
});

test('the setup section puts the soldiers on the rank where its board has them, in every language', () => {
  const { fen } = guideDiagrams().find(({ caption }) => caption === 'learn.setup.diagram');
  const ranks = fen.split(' ')[0].split('/').reverse(); // from Red's back rank
  const soldiers = ranks.findIndex((rank) => rank.includes('P'));
  const riverBank = 4; // the last rank of a side, by the river
  assert.equal(soldiers, 3);
  const [hant, hans, en] = learnStrings['learn.setup.places'];
  const ordinal = ['first', 'second', 'third', 'fourth', 'fifth'][soldiers];
  const chinese = '一二三四五'[soldiers];
  assert.match(en, new RegExp(`soldiers on every other point of the ${ordinal} rank from the back, with one rank between them and the river`));
  assert.equal(riverBank - soldiers, 1);
  assert.match(hant, new RegExp(`第${chinese}條橫線上，和河界之間還隔著一行`));
  assert.match(hans, new RegExp(`第${chinese}条横线上，和河界之间还隔着一行`));
  for (const text of [hant, hans, en]) assert.doesNotMatch(text, /靠河|by the river/);
});

test('a replay diagram plays only legal moves, and every move its caption names is one of them', () => {
  const replays = guideDiagrams().filter(({ line }) => line.length > 0);
  assert.ok(replays.length >= 8);
  let named = 0;
  for (const { caption, fen, rules, line } of replays) {
    const game = new Game(fen, [], rules);
    for (const move of line) game.play(move.slice(0, 2), move.slice(2));
    const written = game.moveList('chinese');
    for (const move of learnStrings[caption][0].matchAll(/[帥仕相傌俥炮兵將士象馬車砲卒][一二三四五六七八九１２３４５６７８９][進退平][一二三四五六七八九１２３４５６７８９]/g)) {
      assert.ok(written.includes(move[0]), `${caption}: ${move[0]} is not among ${written}`);
      named += 1;
    }
  }
  assert.ok(named >= 3);
});

test('the glossary has 送將, and the page help explains the check warning and the result panel by their words', () => {
  const learn = fs.readFileSync(path.join(ROOT, 'web', 'learn.html'), 'utf8');
  assert.match(learn, /<dt data-i18n="learn\.glossary\.songjiang\.term"><\/dt>\s*<dd data-i18n="learn\.glossary\.songjiang\.means"><\/dd>/);
  assert.match(learnStrings['learn.glossary.songjiang.term'][0], /^送將/);
  const help = learn.slice(learn.indexOf('data-rule-section="page-help"'));
  for (const key of ['learn.page-help.check', 'learn.page-help.result']) assert.ok(help.includes(`<p data-i18n="${key}"></p>`), key);
  // Each says what the page shows, in its words: the status in check, the panel's buttons.
  for (const [lang, i] of [['繁體', 0], ['简体', 1], ['English', 2]]) {
    assert.ok(learnStrings['learn.page-help.check'][i].includes(pageStrings['status.check'][i]), `${lang}: the check warning`);
    for (const button of ['result.replayCycle', 'result.view', 'control.review', 'result.undo', 'result.newGame']) {
      assert.ok(learnStrings['learn.page-help.result'][i].includes(pageStrings[button][i]), `${lang}: the result panel's ${button}`);
    }
  }
});
