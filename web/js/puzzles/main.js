// The puzzle page (puzzles.html): a mate puzzle or classic study on the board, chosen by
// the address (?puzzle=m0042, ?puzzle=s001, ?puzzle=daily) or near the player's rating;
// the player's Glicko-2 rating, its history and streak, kept in localStorage; and the
// list of studies by manual. The catalogue (puzzles.json) is made at build time from the
// rules crate's tables, so it is fetched only here and cached for offline use.

import '../i18n/learn-strings.js';
import { language, t } from '../i18n/index.js';
import { wasmReady } from '../game/wasm.js';
import * as storage from '../records/storage.js';
import { openSidePage, sidePageReady } from '../shell/side-page.js';
import { EngineClient } from '../engine/client.js';
import { PuzzleBoard } from './puzzle-board.js';
import { lookUp, nearRating } from './choose.js';
import { dayOf } from '../records/day.js';
import { afterStudy, afterTry, freshProgress, tried } from './progress.js';
import { Note } from '../widgets/note.js';

const $ = (id) => document.getElementById(id);

/** The manuals' names, by the Chinese name the catalogue gives. */
const MANUALS = { 适情雅趣: 'puzzles.manual.shiqing', 橘中秘: 'puzzles.manual.juzhong' };
/** What a study asks, by its goal. */
const GOALS = { win: 'puzzles.goal.win', draw: 'puzzles.goal.draw' };

let catalogue = { puzzles: [], studies: [] };
let progress = freshProgress();
let board = null;
/** A study's title as the reader reads it: the manual's own in Chinese; in English ours,
 *  with the manual's beside it (marked as Chinese, for screen readers and fonts). */
function studyTitle(study) {
  const lang = language();
  if (lang !== 'en') return [lang === 'zh-Hant' ? study.titleHant : study.title];
  const chinese = document.createElement('span');
  chinese.lang = 'zh-Hans';
  chinese.textContent = study.title;
  return [`${study.titleEn} · `, chinese];
}

/** What is on the board: {item, kind: 'mate' | 'study', daily: day or null}. */
let current = null;
/** Whether the current puzzle's first result has been counted. */
let counted = false;
/** What that first result did to the rating, under the board. */
let rated = null;

const today = () => dayOf(new Date());

/** Whether this page's record is the one stored (no save of it has failed). */
let stored = true;

/** Applies `change` to the record as stored now, not as this page last read it (a puzzle
 *  done in another tab since is kept), and saves it; returns the record it changed. While
 *  saving fails (the person is told), the page goes on from its own record. */
function update(change) {
  const before = (stored && storage.loadPuzzles()) || progress;
  progress = change(before);
  stored = storage.save('puzzles', progress);
  return before;
}

/** What the address asks for: `{choice}`, the item to open ({item, kind, daily}; null
 *  for one near the player's rating), or `{unknown}`, the id it names that is none. */
function fromAddress() {
  const asked = new URLSearchParams(location.search).get('puzzle');
  if (asked === null) return { choice: null };
  const found = lookUp(catalogue, asked, today());
  if (found) return { choice: { ...found, daily: asked === 'daily' ? today() : null } };
  return { unknown: asked.slice(0, 20) };
}

/** Opens what the address asks for; an id that names nothing is said so, with the ways on
 *  (the day's puzzle, one near the rating, the studies), and nothing else is opened in
 *  its place. */
function openAddressed() {
  const { choice, unknown } = fromAddress();
  if (unknown === undefined) {
    tell(null);
    open(choice ?? nextNear());
    return;
  }
  $('puzzle').hidden = true;
  current = null;
  tell(() => {
    const links = [
      ['?puzzle=daily', 'puzzles.daily'],
      ['puzzles.html', 'puzzles.nearRating'],
      ['#studies-heading', 'puzzles.studies'],
    ].map(([href, key]) => Object.assign(document.createElement('a'), { href, textContent: t(key) }));
    // The sentence and the links after it, spaced as the language spaces sentences.
    const lead = t('lang.sentences', { a: t('puzzles.unknownTry', { id: unknown }), b: '' });
    return [lead, ...links.flatMap((link, i) => (i === 0 ? [link] : [' · ', link]))];
  });
}

/** The line above the puzzle (`words()` its parts, text and links, in the language of the
 *  moment), or none for null. */
let told = null;
function tell(words) {
  told = words;
  const line = $('puzzles-message');
  line.hidden = words === null;
  line.replaceChildren(...(words ? words() : []));
}

/** A mate puzzle near the player's rating, not yet tried. */
function nextNear() {
  const done = new Set(Object.keys(progress.done));
  const item = nearRating(catalogue.puzzles, progress.player.rating, done, current?.item.id);
  return { item, kind: 'mate', daily: null };
}

function open(choice) {
  current = choice;
  counted = current.kind === 'mate' && tried(progress, current.item.id);
  const panel = $('puzzle');
  panel.hidden = false;
  panel.dataset.puzzleId = current.item.id;
  panel.dataset.kind = current.kind;
  describe();
  rated.say('');
  $('puzzle-scoring').hidden = current.kind !== 'mate';
  board.open(current.item, current.kind);
  showAfter(false);
  renderStudies();
}

/** The heading and the line under it, in the language now chosen. */
function describe() {
  if (!current) return;
  const { item, kind } = current;
  if (kind === 'study') {
    $('puzzle-title').replaceChildren(...studyTitle(item));
    $('puzzle-about').textContent = t('puzzles.studyAbout', { manual: t(MANUALS[item.manual]) });
    return;
  }
  $('puzzle-title').textContent = current.daily ? t('puzzles.dailyTitle', { day: current.daily }) : t('puzzles.puzzleTitle', { id: item.id });
  const mate = t('puzzles.mate', { n: item.mate });
  const themes = item.themes.map((theme) => t(`puzzles.theme.${theme}`)).join(' · ');
  $('puzzle-about').textContent = `${t('puzzles.about', { mate, rating: item.rating })}${themes ? ` · ${themes}` : ''}`;
}

/** What the board reports: the first result of a mate puzzle moves the rating. */
function heard(event) {
  if (event.type === 'status') return;
  if (current.kind === 'study') {
    if (event.type === 'solved') {
      update((record) => afterStudy(record, current.item.id));
      renderStudies();
    }
  } else if (!counted) {
    counted = true;
    const clean = event.type === 'solved' && event.misses === 0 && !event.hinted;
    const before = Math.round(update((record) => afterTry(record, current.item, clean, today())).player.rating);
    renderPlayer();
    const after = Math.round(progress.player.rating);
    rated.say(() => t('puzzles.ratingChange', { before, after, why: t(WHY[whyRated(event)]) }), after >= before ? 'up' : 'down');
  }
  if (event.type === 'solved') showAfter(true);
}

/** What a first result that moved the rating was, in words. */
const WHY = {
  solved: 'puzzles.why.solved',
  hinted: 'puzzles.why.hinted',
  wrong: 'puzzles.why.wrong',
  escaped: 'puzzles.why.escaped',
  solution: 'puzzles.why.solution',
};

function whyRated({ type, hinted, move, gaveUp }) {
  if (type === 'solved') return hinted ? 'hinted' : 'solved';
  if (gaveUp) return 'solution';
  return move ? 'wrong' : 'escaped';
}

/** "Play this position" and "analyse", once a puzzle is finished. */
function showAfter(shown) {
  $('puzzle-after').hidden = !shown;
  if (!shown) return;
  const { item } = current;
  const side = board.player;
  $('puzzle-play').href = `./?fen=${encodeURIComponent(item.fen)}&mode=computer&side=${side}&level=5`;
  const moves = board.moves();
  $('puzzle-analyse').href = `./#fen=${encodeURIComponent(item.fen)}${moves.length ? `&moves=${moves.join(',')}` : ''}`;
}

/** The rating, streak and history. */
function renderPlayer() {
  const { player, streak, best, history } = progress;
  const rating = Math.round(player.rating);
  $('puzzle').dataset.puzzleRating = String(rating);
  $('rating-value').textContent = t('puzzles.rating', { rating, rd: Math.round(player.rd) });
  $('rating-streak').textContent = t('puzzles.streak', { n: streak, best });
  drawHistory(history);
}

/** The rating after each rated puzzle, as a line. */
function drawHistory(history) {
  const svg = $('rating-history');
  if (history.length === 0) {
    svg.replaceChildren();
    svg.setAttribute('aria-label', t('puzzles.historyEmpty'));
    return;
  }
  const ratings = [1500, ...history.map((h) => h.rating)];
  const low = Math.min(...ratings) - 20;
  const high = Math.max(...ratings) + 20;
  const x = (i) => (i / Math.max(1, ratings.length - 1)) * 300;
  const y = (r) => 76 - ((r - low) / (high - low)) * 72;
  const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
  line.setAttribute('points', ratings.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(' '));
  line.setAttribute('class', 'rating-line');
  svg.replaceChildren(line);
  svg.setAttribute('aria-label', t('puzzles.history', { n: history.length, first: ratings[0], last: ratings.at(-1) }));
}

/** The studies by manual, each linked by its address, those done marked. */
function renderStudies() {
  const manuals = [...new Set(catalogue.studies.map((s) => s.manual))];
  $('studies').replaceChildren(
    ...manuals.map((manual) => {
      const section = document.createElement('section');
      section.className = 'chapter';
      const title = document.createElement('h3');
      title.textContent = t(MANUALS[manual]);
      const list = document.createElement('ol');
      list.className = 'study-list';
      for (const study of catalogue.studies.filter((s) => s.manual === manual)) {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `?puzzle=${study.id}`;
        link.dataset.study = study.id;
        if (current?.item === study) link.setAttribute('aria-current', 'true');
        const done = progress.done[study.id] === 'solved' ? ` ✓` : '';
        link.replaceChildren(...studyTitle(study), ` (${t(GOALS[study.goal])})${done}`);
        if (done) link.setAttribute('aria-description', t('puzzles.solvedMark'));
        item.append(link);
        list.append(item);
      }
      section.append(title, list);
      return section;
    }),
  );
}

/** After a change of language: everything the page wrote itself. */
function languageChanged() {
  if (told) tell(told);
  describe();
  renderPlayer();
  renderStudies();
  board?.retell();
  rated?.retell();
}

async function main() {
  const { notation, pieces } = openSidePage({ titleKey: 'puzzles.title', languageChanged });
  progress = storage.loadPuzzles() ?? freshProgress();
  renderPlayer();
  try {
    const response = await fetch('puzzles.json');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    catalogue = await response.json();
  } catch (error) {
    const message = String(error.message ?? error);
    tell(() => [t('puzzles.loadFailed', { message })]);
    sidePageReady();
    return;
  }
  renderStudies();
  await wasmReady;
  rated = new Note($('puzzle-rated'));
  board = new PuzzleBoard($('puzzle'), { tr: t, notation, pieces, createEngine: () => new EngineClient(), report: heard });
  $('puzzle-hint').addEventListener('click', () => board.hint());
  $('puzzle-solution').addEventListener('click', () => {
    // Giving up counts as a miss the first time.
    heard({ type: 'missed', gaveUp: true });
    board.showSolution();
  });
  $('puzzle-again').addEventListener('click', () => {
    board.restart();
    showAfter(false);
  });
  $('puzzle-next').addEventListener('click', () => {
    const next = current?.kind === 'study' ? nextStudy() : nextNear();
    history.pushState(null, '', `?puzzle=${next.item.id}`);
    open(next);
  });
  addEventListener('popstate', openAddressed);
  openAddressed();
  sidePageReady();
}

/** The study after the current one, in the list's order. */
function nextStudy() {
  const i = catalogue.studies.indexOf(current.item);
  return { item: catalogue.studies[(i + 1) % catalogue.studies.length], kind: 'study', daily: null };
}

main();
