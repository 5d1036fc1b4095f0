// What the pages beside the game (the rules guide, the lessons and the puzzles) share
// around their content: the reader's theme, text size, language and notation, as chosen on the
// game page and kept in the same preferences; a notice when what they keep could not be
// saved or read back; and staying offline like the game.

import { LANGUAGES, detectLanguage, isLanguage, language, notationIn, setLanguage, t, translateDom, usualNotation } from '../i18n/index.js';
import * as storage from '../records/storage.js';
import { usualPieceSet } from '../board/pieces.js';
import { applyTheme, followSystemTheme } from './theme.js';
import { applyTextSize, wireTextSize } from './text-size.js';
import { keepOffline } from './updates.js';
import { Note } from '../widgets/note.js';

/**
 * Sets up a page beside the game, titled by `titleKey`: its theme, text size and language, with the
 * header's selects wired. `languageChanged()` redraws what the page draws itself, after
 * each change of language. Returns `notation()`, the notation moves are read in, and
 * `pieces()`, the pieces the reader plays with (the puzzle page's board shows them; the
 * guide and lessons teach the characters, so they keep theirs).
 */
export function openSidePage({ titleKey, languageChanged }) {
  const notices = storageNotices();
  const prefs = storage.loadPrefs();
  const save = () => storage.save('prefs', prefs);
  applyTheme(prefs.theme);
  followSystemTheme(() => prefs.theme);
  wireTextSize(document.getElementById('text-size'), (size) => {
    prefs.textSize = size;
    save();
  });
  applyTextSize(prefs.textSize);
  const show = (id) => {
    setLanguage(id);
    translateDom();
    document.title = `${t(titleKey)} · ${t('app.title')}`;
  };
  show(isLanguage(prefs.language) ? prefs.language : detectLanguage());
  notices.retell(); // anything told while the settings were read, now in their language
  const select = document.getElementById('language');
  for (const { id, name } of LANGUAGES) select.append(new Option(name, id));
  select.value = language();
  select.addEventListener('change', () => {
    prefs.language = select.value;
    save();
    show(select.value);
    notices.retell();
    languageChanged();
  });
  return {
    notation: () => notationIn(prefs.notation ?? usualNotation(language()), language()),
    pieces: () => prefs.pieces ?? usualPieceSet(language()),
  };
}

/**
 * Tells the reader, above the page's content, when what the page keeps (stars, a rating,
 * the settings) could not be saved, or was read back with a part left out: once each, in
 * the language of the moment. Returns `{retell}`, to say them again in a new language.
 */
function storageNotices() {
  const main = document.querySelector('main');
  const notes = new Map();
  const tell = (key) => {
    if (notes.has(key)) return;
    const line = document.createElement('p');
    line.className = 'page-notice';
    line.setAttribute('role', 'status');
    line.dataset.notice = key;
    main.prepend(line);
    const note = new Note(line);
    note.say(() => t(key), 'refusal');
    notes.set(key, note);
  };
  storage.whenSaveFails((reason) => tell(reason === 'newer' ? 'notice.newerSaved' : 'notice.progressNotSaved'));
  storage.whenRepaired(() => tell('notice.repaired'));
  return { retell: () => notes.forEach((note) => note.retell()) };
}

/** The page is ready: marked for tests, and kept offline. A new build waiting is taken on
 *  the next visit: a reader loses nothing by reading on. */
export function sidePageReady() {
  document.body.dataset.ready = '1';
  keepOffline(() => {});
}
