// The puzzle page's reckoning: the Glicko-2 rating against Glickman's worked example, how a
// solved or missed puzzle moves it, the daily puzzle (one a day, the same for everyone) and
// the choice of a puzzle near the player's rating.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterPuzzle, update } from '../../web/js/puzzles/glicko.js';
import { NEW_PLAYER, isProgress, repairProgress } from '../../web/js/records/puzzle-record.js';
import { daily, lookUp, nearRating } from '../../web/js/puzzles/choose.js';
import { dayOf, isDay } from '../../web/js/records/day.js';
import { afterTry, freshProgress } from '../../web/js/puzzles/progress.js';

const near = (actual, expected, within, what) =>
  assert.ok(Math.abs(actual - expected) <= within, `${what}: ${actual}, expected ${expected} ± ${within}`);

test("Glicko-2 reproduces Glickman's example (1500/200 against 1400, 1550 and 1700)", () => {
  const after = update({ rating: 1500, rd: 200, volatility: 0.06 }, [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ]);
  near(after.rating, 1464.06, 0.01, 'rating');
  near(after.rd, 151.52, 0.01, 'deviation');
  near(after.volatility, 0.05999, 0.00001, 'volatility');
});

test('a solved puzzle raises the rating, a missed one lowers it, and both make it surer', () => {
  const solved = afterPuzzle(NEW_PLAYER, 1500, true);
  const missed = afterPuzzle(NEW_PLAYER, 1500, false);
  assert.ok(solved.rating > 1500 && missed.rating < 1500, `${solved.rating} ${missed.rating}`);
  assert.ok(solved.rd < NEW_PLAYER.rd && missed.rd < NEW_PLAYER.rd);
  // Solving an easy puzzle gains less than solving a hard one.
  assert.ok(afterPuzzle(NEW_PLAYER, 900, true).rating < afterPuzzle(NEW_PLAYER, 2100, true).rating);
  // A sure rating moves less than a new one.
  const sure = { rating: 1500, rd: 60, volatility: 0.06 };
  assert.ok(afterPuzzle(sure, 1500, true).rating - 1500 < solved.rating - 1500);
});

const PUZZLES = Array.from({ length: 50 }, (_, i) => ({ id: `m${String(i + 1).padStart(4, '0')}`, rating: 600 + i * 36 }));

test('the daily puzzle is one per date, the same on every call, and changes from day to day', () => {
  const days = ['2026-12-04', '2026-12-05', '2026-12-06', '2027-01-01'];
  for (const day of days) assert.equal(daily(PUZZLES, day), daily(PUZZLES, day));
  const ids = new Set(days.map((day) => daily(PUZZLES, day).id));
  assert.ok(ids.size >= 3, [...ids].join(' '));
  assert.equal(dayOf(new Date(2026, 11, 5, 23, 59)), '2026-12-05');
  assert.equal(dayOf(new Date(2027, 0, 9, 0, 0)), '2027-01-09');
});

test('every day the page writes is one it reads back, at year 999 and 10000 as today', () => {
  // A device clock far off once wrote 10000-01-01, which the next load refused with the
  // whole history (issue 59).
  for (const date of [new Date(2026, 11, 5), new Date(10000, 0, 1), new Date(999, 5, 30), new Date(275760, 8, 12), new Date(NaN), new Date(-5e14)]) {
    assert.ok(isDay(dayOf(date)), `${date}: ${dayOf(date)}`);
  }
  assert.equal(dayOf(new Date(10000, 0, 1)), '10000-01-01');
  assert.equal(dayOf(new Date(999, 5, 30)), '0999-06-30');
  for (const bad of ['2026-13-01', '2026-00-10', '2026-1-01', '99-01-01', '2026-01-32', '', null, 20261205]) assert.ok(!isDay(bad), String(bad));
});

/** A sound record of 40 rated tries. */
function record40() {
  let progress = freshProgress();
  for (const [i, puzzle] of PUZZLES.slice(0, 40).entries()) progress = afterTry(progress, puzzle, i % 3 !== 0, `2026-11-${String((i % 28) + 1).padStart(2, '0')}`);
  return progress;
}

test('a stored puzzle record with one bad field keeps the rest: the entry dropped, the figure reset', () => {
  const sound = record40();
  assert.ok(isProgress(sound));
  assert.equal(repairProgress(sound), sound, 'a sound record is itself');
  // One history rating of 99999: that entry goes, the other 39 and the rating stay.
  const wild = structuredClone(sound);
  wild.history[7].rating = 99999;
  const fixed = repairProgress(wild);
  assert.ok(isProgress(fixed));
  assert.equal(fixed.history.length, 39);
  assert.deepEqual(fixed.player, sound.player);
  assert.deepEqual(fixed.done, sound.done);
  // An unknown id in the history and in the results, a negative streak.
  const odd = structuredClone(sound);
  odd.history[0].id = 'x<script>';
  odd.done['../etc'] = 'solved';
  odd.done.m0001 = 'won';
  odd.streak = -3;
  const kept = repairProgress(odd);
  assert.ok(isProgress(kept));
  assert.equal(kept.history.length, 39);
  assert.equal(Object.keys(kept.done).length, Object.keys(sound.done).length - 1);
  assert.equal(kept.streak, 0);
  assert.equal(kept.best, sound.best);
  // A rating out of bounds: the last sound history entry's; the sound figures stay; a
  // figure gone bad with no history to go back to, a new player's.
  const lost = structuredClone(sound);
  lost.player.rating = Infinity;
  const back = repairProgress(lost);
  assert.equal(back.player.rating, sound.history.at(-1).rating);
  assert.equal(back.player.rd, sound.player.rd);
  const blank = { ...freshProgress(), player: { rating: 'x', rd: -1, volatility: 0.06 } };
  assert.deepEqual(repairProgress(blank).player, NEW_PLAYER);
  // Not a record at all: left for storage to refuse.
  assert.ok(!isProgress(repairProgress([1, 2])));
  assert.ok(!isProgress(repairProgress('text')));
});

test('the next puzzle is near the rating, not done already, and not the one on the board', () => {
  const rng = () => 0.5;
  const pick = nearRating(PUZZLES, 1500, new Set(), null, rng);
  assert.ok(Math.abs(pick.rating - 1500) <= 100, `${pick.rating}`);
  // With the near ones done, the window widens.
  const done = new Set(PUZZLES.filter((p) => Math.abs(p.rating - 1500) <= 100).map((p) => p.id));
  const wider = nearRating(PUZZLES, 1500, done, null, rng);
  assert.ok(!done.has(wider.id) && Math.abs(wider.rating - 1500) <= 200, `${wider.id} ${wider.rating}`);
  // Everything done: any but the current one.
  const all = new Set(PUZZLES.map((p) => p.id));
  for (let i = 0; i < 20; i++) assert.notEqual(nearRating(PUZZLES, 1500, all, pick.id).id, pick.id);
});

test('an id names a puzzle, a study or the day\'s puzzle, and anything else nothing', () => {
  const studies = [{ id: 's001' }, { id: 's002' }];
  const catalogue = { puzzles: PUZZLES, studies };
  assert.deepEqual(lookUp(catalogue, PUZZLES[1].id, '2026-12-05'), { item: PUZZLES[1], kind: 'mate' });
  assert.deepEqual(lookUp(catalogue, 's002', '2026-12-05'), { item: studies[1], kind: 'study' });
  assert.deepEqual(lookUp(catalogue, 'daily', '2026-12-05'), { item: daily(PUZZLES, '2026-12-05'), kind: 'mate' });
  for (const id of ['m9999', '', 'DAILY', null]) assert.equal(lookUp(catalogue, id, '2026-12-05'), null);
});
