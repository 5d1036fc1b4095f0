// The lessons page (lessons.html): the chapters and their exercises, each with the stars
// earned, kept in localStorage; one exercise at a time on the board above the list,
// opened by its address (lessons.html#horse-2) so it can be linked.

import '../i18n/learn-strings.js';
import { t } from '../i18n/index.js';
import { wasmReady } from '../game/wasm.js';
import * as storage from '../records/storage.js';
import { openSidePage, sidePageReady } from '../shell/side-page.js';
import { CHAPTERS, CHAPTER_RULES, EXERCISES, nextLesson } from './exercises.js';
import { GUIDE } from '../shell/guide-links.js';
import { ExerciseBoard } from './exercise.js';
import { EngineClient } from '../engine/client.js';

const $ = (id) => document.getElementById(id);
let board = null;
let current = null;
const starsText = (n) => '★'.repeat(n) + '☆'.repeat(3 - n);

const CHAPTER_TITLES = {
  palace: 'lessons.chapter.palace',
  horse: 'lessons.chapter.horse',
  chariot: 'lessons.chapter.chariot',
  cannon: 'lessons.chapter.cannon',
  soldier: 'lessons.chapter.soldier',
  capture: 'lessons.chapter.capture',
  check: 'lessons.chapter.check',
  answer: 'lessons.chapter.answer',
  mate: 'lessons.chapter.mate',
  flying: 'lessons.chapter.flying',
  stalemate: 'lessons.chapter.stalemate',
  basic: 'lessons.chapter.basic',
};

/** An exercise's name: what it teaches. */
const nameOf = (exercise) => t(`lessons.name.${exercise.id}`);

/** The way on: a link to the next lesson, or that every one is done. */
function renderNext(stars) {
  const next = nextLesson(stars);
  const box = $('lessons-next');
  if (!next) {
    box.textContent = t('lessons.allDone');
    return;
  }
  const link = document.createElement('a');
  link.href = `#${next.id}`;
  link.dataset.next = next.id;
  link.textContent = t('lessons.nextFor', { name: `${t(CHAPTER_TITLES[next.chapter])} · ${nameOf(next)}` });
  box.replaceChildren(link);
}

/** The chapters, each with a reminder of its rule and a button for each exercise, its
 *  stars shown; and the next lesson to do. */
function renderChapters() {
  const stars = storage.loadLessons();
  const earned = Object.values(stars).reduce((sum, n) => sum + n, 0);
  $('lessons-progress').textContent = t('lessons.progress', { stars: earned, total: EXERCISES.length * 3 });
  renderNext(stars);
  $('chapters').replaceChildren(
    ...CHAPTERS.map((chapter) => {
      const section = document.createElement('section');
      section.className = 'chapter';
      section.dataset.chapter = chapter;
      const title = document.createElement('h2');
      title.textContent = t(CHAPTER_TITLES[chapter]);
      const about = document.createElement('p');
      about.className = 'chapter-about';
      const rule = document.createElement('a');
      rule.href = `${GUIDE}#${CHAPTER_RULES[chapter]}`;
      rule.textContent = t('lessons.guideLink');
      about.append(`${t(`lessons.about.${chapter}`)} `, rule);
      const list = document.createElement('ol');
      list.className = 'exercise-list';
      EXERCISES.filter((e) => e.chapter === chapter).forEach((exercise) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `#${exercise.id}`;
        link.dataset.exercise = exercise.id;
        if (exercise === current) link.setAttribute('aria-current', 'true');
        const got = stars[exercise.id] ?? 0;
        link.dataset.stars = String(got);
        const name = document.createElement('span');
        name.textContent = nameOf(exercise);
        const shown = document.createElement('span');
        shown.className = 'stars';
        shown.textContent = starsText(got);
        shown.setAttribute('aria-label', t('lessons.stars', { n: got }));
        shown.setAttribute('role', 'img');
        link.append(name, shown);
        item.append(link);
        list.append(item);
      });
      section.append(title, about, list);
      return section;
    }),
  );
}

/** Opens the exercise the address names, if any. */
function openFromAddress() {
  const exercise = EXERCISES.find((e) => `#${e.id}` === location.hash);
  const panel = $('exercise');
  panel.hidden = !exercise;
  if (!exercise) return;
  current = exercise;
  titleExercise();
  panel.dataset.exercise = exercise.id;
  board.open(exercise);
  renderChapters();
  panel.scrollIntoView({ block: 'start' });
}

function titleExercise() {
  $('exercise-title').textContent = `${t(CHAPTER_TITLES[current.chapter])} · ${nameOf(current)}`;
}

function solved(exercise, stars) {
  const kept = storage.loadLessons();
  // The best result stays: a replay never takes a star away.
  kept[exercise.id] = Math.max(kept[exercise.id] ?? 0, stars);
  storage.save('lessons', kept);
  $('exercise').dataset.solved = String(stars);
  renderChapters();
}

function next() {
  const i = EXERCISES.indexOf(current);
  location.hash = EXERCISES[(i + 1) % EXERCISES.length].id;
}

/** After a change of language: the lists, and the exercise's title and task. */
function languageChanged() {
  renderChapters();
  if (current) {
    titleExercise();
    board.retell();
  }
}

async function main() {
  const { notation } = openSidePage({ titleKey: 'lessons.title', languageChanged });
  renderChapters();
  await wasmReady;
  board = new ExerciseBoard($('exercise'), { tr: t, notation, solved, createEngine: () => new EngineClient() });
  $('exercise-hint').addEventListener('click', () => board.hint());
  $('exercise-solution').addEventListener('click', () => board.showSolution());
  $('exercise-again').addEventListener('click', () => {
    delete $('exercise').dataset.solved;
    board.restart();
  });
  $('exercise-next').addEventListener('click', next);
  addEventListener('hashchange', () => {
    delete $('exercise').dataset.solved;
    openFromAddress();
  });
  openFromAddress();
  sidePageReady();
}

main();
